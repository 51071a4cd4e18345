package main

func moreCommands() []command {
	return []command{
		{"reuse", "the static reuse-distance profile (distance,probability,count)", cmdReuse},
		{"hits", "cache hit rates of --cache predicted from the static reuse profile", cmdHits},
		{"trace", "the loop-annotated static memory trace (the most probable path)", cmdTrace},
		{"measure", "the same quantities measured by running the instrumented program", cmdMeasure},
		{"compare", "static against measured, side by side, with errors", cmdCompare},
		{"report", "everything in one self-contained HTML page (CFG, plots, tables) or JSON", cmdReport},
		{"sweep", "hit rates over a grid of cache sizes, associativities and --set parameters", cmdSweep},
	}
}
