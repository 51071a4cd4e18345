package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/pprof"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/reusescope/reusescope/internal/draw"
	"github.com/reusescope/reusescope/internal/safefile"
	"github.com/reusescope/reusescope/measure"
)

func main() {
	// A child started to draw a graph (internal/draw) renders and exits.
	draw.ServeIfChild()
	// REUSESCOPE_CPUPROFILE=F writes a CPU profile of the command to F (for
	// developers: go tool pprof F).
	// os.Exit skips deferred calls: the profile is stopped (and its
	// unbuffered file complete) before it.
	if f := os.Getenv("REUSESCOPE_CPUPROFILE"); f != "" {
		if w, err := os.Create(f); err == nil {
			_ = pprof.StartCPUProfile(w)
		}
	}
	status := mainStatus(os.Args[1:], os.Stdout, os.Stderr)
	pprof.StopCPUProfile()
	os.Exit(status)
}

// stopSignals stop a command, its measured runs' programs and their work
// directories with it: interrupt, terminate, a closed terminal (SIGHUP) and
// quit (SIGQUIT, which would otherwise dump the goroutines and leave the
// work directory).
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT}

// mainStatus runs the command line args and returns the exit status. On
// one of stopSignals it stops the command (see stopped).
func mainStatus(args []string, stdout, stderr io.Writer) int {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, stopSignals...)
	defer signal.Stop(sigs)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- runContext(ctx, args, stdout, stderr) }()
	select {
	case err := <-done:
		return exitCode(err, stderr)
	case sig := <-sigs:
		cancel()
		return stopped(sig, done, sigs, stderr)
	}
}

// signalGrace is how long reusescope, stopped by a signal, waits
// for a measured run to kill its program's process group and remove its
// work directory (measure.Run does both when its context is done).
const signalGrace = 5 * time.Second

// measuring counts the measured runs in progress.
var measuring atomic.Int32

// stopped finishes a command stopped by sig: it waits up to signalGrace
// for a measured run to clean up (a second signal cuts the wait short),
// removes what is left (work directories, temporary output files; the
// program itself dies with reusescope, its parent-death signal), and
// returns the exit status 128+signal.
func stopped(sig os.Signal, done <-chan error, sigs <-chan os.Signal, stderr io.Writer) int {
	if measuring.Load() > 0 {
		select {
		case <-done:
		case <-sigs:
		case <-time.After(signalGrace):
		}
	}
	measure.RemoveWorkDirs()
	safefile.RemoveTemps()
	fmt.Fprintf(stderr, "reusescope: stopped by %v\n", sig)
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 1
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
	var es *exitStatus
	if errors.As(err, &es) {
		return es.code // the wrapped compiler has printed why
	}
	fmt.Fprintf(stderr, "reusescope: %v\n", err)
	var ue *usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

// run runs the command line args, as main does without signals.
func run(args []string, stdout, stderr io.Writer) error {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext runs the command line args; a measured run stops when ctx is
// done.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		printUsage(stderr)
		return usagef("no command given")
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "--help" || name == "-help" {
		if len(args) > 1 {
			return runContext(ctx, []string{args[1], "-h"}, stdout, stderr)
		}
		printUsage(stdout)
		return nil
	}
	if name == "--version" || name == "-version" {
		name = "version"
	}
	if name == "version" {
		return cmdVersion(ctx, args[1:], stdout, stderr)
	}
	for _, c := range commands {
		if c.name == name {
			return c.run(ctx, args[1:], stdout, stderr)
		}
	}
	return usagef("unknown command %q (run 'reusescope help')", name)
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, "usage: reusescope COMMAND [flags] FILE.ll\n\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nrun 'reusescope help COMMAND' for the flags of a command; 'reusescope version' (or --version)\nprints the versions of reusescope, Go and the dependencies\n")
}
