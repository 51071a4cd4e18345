package main

import (
	"context"
	"io"
)

type command struct {
	name, summary string
	run           func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

var commands []command

func init() {
	commands = []command{
		{"dump", "the IR listing: functions, blocks, instructions with (line, col) and operands", cmdDump},
		{"probs", "write the Lua branch-probability script (-o probs.lua); --from-run fills it from a measured run", cmdProbs},
		{"counts", "block counts and Byfl-style op tallies (--per-block)", cmdCounts},
		{"cfg", "the annotated CFG (-o cfg.svg, .png or .dot)", cmdCFG},
		{"reuse", "the static reuse-distance profile (distance,probability,count)", cmdReuse},
		{"hits", "cache hit rates of --cache predicted from the static reuse profile", cmdHits},
		{"trace", "the loop-annotated static memory trace (the most probable path)", cmdTrace},
		{"measure", "the same quantities measured by running the instrumented program", cmdMeasure},
		{"compare", "static against measured, side by side, with errors", cmdCompare},
		{"report", "everything in one self-contained HTML page (CFG, plots, tables) or JSON", cmdReport},
		{"cc", "a drop-in clang-14 wrapper (make CC=\"reusescope cc\") that writes each unit's op counts beside its object", cmdCC},
		{"c++", "the same for C++ (clang++-14)", cmdCXX},
		{"sweep", "hit rates over a grid of cache sizes, associativities and --set parameters", cmdSweep},
	}
}
