package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

func main() {
	// REUSESCOPE_CPUPROFILE=F writes a CPU profile of the command to F (for
	// developers: go tool pprof F).
	// os.Exit skips deferred calls: the profile is stopped (and its
	// unbuffered file complete) before it.
	if f := os.Getenv("REUSESCOPE_CPUPROFILE"); f != "" {
		if w, err := os.Create(f); err == nil {
			_ = pprof.StartCPUProfile(w)
		}
	}
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	pprof.StopCPUProfile()
	os.Exit(exitCode(err, os.Stderr))
}

// usageError marks errors in the command line (exit status 2).
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return &usageError{fmt.Sprintf(format, a...)} }

// errHelp is returned when help was requested and printed.
var errHelp = errors.New("help")

func exitCode(err error, stderr io.Writer) int {
	if err == nil || errors.Is(err, errHelp) {
		return 0
	}
	fmt.Fprintf(stderr, "reusescope: %v\n", err)
	var ue *usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		printUsage(stderr)
		return usagef("no command given")
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "--help" || name == "-help" {
		if len(args) > 1 {
			return run([]string{args[1], "-h"}, stdout, stderr)
		}
		printUsage(stdout)
		return nil
	}
	for _, c := range commands {
		if c.name == name {
			return c.run(args[1:], stdout, stderr)
		}
	}
	return usagef("unknown command %q (run 'reusescope help')", name)
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, "usage: reusescope COMMAND [flags] FILE.ll\n\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nrun 'reusescope help COMMAND' for the flags of a command\n")
}
