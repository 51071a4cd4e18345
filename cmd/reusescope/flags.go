package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/probs"
)

// common holds the flags shared by the analysis commands.
type common struct {
	fs        *flag.FlagSet
	funcName  string
	probsFile string
	sets      multiFlag
	format    string
	out       string
	check     bool
	luaLimit  time.Duration
	extraArgs []string // after "--"
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

func newCommon(name, usage string, stderr io.Writer) *common {
	c := &common{fs: flag.NewFlagSet(name, flag.ContinueOnError)}
	c.fs.SetOutput(stderr)
	c.fs.StringVar(&c.funcName, "func", "", "function to analyse (default main, or the only defined function); calls are followed")
	c.fs.StringVar(&c.probsFile, "probs", "", "Lua branch-probability script (default: the derived probabilities)")
	c.fs.Var(&c.sets, "set", "Lua parameter `name=value` (repeatable)")
	c.fs.StringVar(&c.format, "format", "text", "output format: text, json or csv")
	c.fs.StringVar(&c.out, "o", "", "write the output to `file` (default stdout)")
	c.fs.BoolVar(&c.check, "check", false, "run the internal invariant checkers")
	c.fs.DurationVar(&c.luaLimit, "lua-timeout", 2*time.Second, "time limit of the Lua script")
	c.fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: reusescope %s [flags] FILE.ll\n%s\n\nflags:\n", name, usage)
		c.fs.PrintDefaults()
	}
	return c
}

// parse parses flags that may come before or after the file name, and an
// optional "-- ARGS" tail. It returns the single positional argument.
func (c *common) parse(args []string) (string, error) {
	var pos []string
	for i, a := range args {
		if a == "--" {
			c.extraArgs = args[i+1:]
			args = args[:i]
			break
		}
	}
	for {
		if err := c.fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				return "", errHelp
			}
			return "", &usageError{err.Error()}
		}
		rest := c.fs.Args()
		if len(rest) == 0 {
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	if len(pos) != 1 {
		return "", usagef("%s: expected one FILE.ll argument, got %d", c.fs.Name(), len(pos))
	}
	switch c.format {
	case "text", "json", "csv":
	default:
		return "", usagef("%s: unknown --format %q (text, json or csv)", c.fs.Name(), c.format)
	}
	return pos[0], nil
}

func (c *common) options() (pipeline.Options, error) {
	set, err := probs.ParseSet(c.sets)
	if err != nil {
		return pipeline.Options{}, &usageError{err.Error()}
	}
	return pipeline.Options{Func: c.funcName, ProbsFile: c.probsFile, Set: set, Check: c.check, Timeout: c.luaLimit}, nil
}

// open parses the command line and analyses the selected function.
func (c *common) open(args []string) (string, *pipeline.Session, error) {
	path, err := c.parse(args)
	if err != nil {
		return "", nil, err
	}
	opts, err := c.options()
	if err != nil {
		return "", nil, err
	}
	s, err := pipeline.Open(path, opts)
	return path, s, err
}

// staticCounts loads the session's probabilities and solves the balance equations.
func staticCounts(s *pipeline.Session) (*probs.Values, *balance.Result, error) {
	vals, err := s.Probs()
	if err != nil {
		return nil, nil, err
	}
	res, err := s.Counts(vals)
	return vals, res, err
}

// output opens the -o file or returns stdout; close must be called.
func (c *common) output(stdout io.Writer) (io.Writer, func() error, error) {
	if c.out == "" || c.out == "-" {
		return stdout, func() error { return nil }, nil
	}
	f, err := os.Create(c.out)
	if err != nil {
		return nil, nil, fmt.Errorf("create %s: %w", c.out, unwrapPath(err))
	}
	return f, f.Close, nil
}

func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// ext returns the lowercased extension of the -o file without the dot.
func (c *common) ext() string { return strings.TrimPrefix(strings.ToLower(filepath.Ext(c.out)), ".") }
