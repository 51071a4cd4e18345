package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// versionDeps are the direct dependencies whose versions `version` prints,
// in the order of go.mod.
var versionDeps = []string{
	"github.com/goccy/go-graphviz",
	"github.com/llir/llvm",
	"github.com/yuin/gopher-lua",
	"gonum.org/v1/gonum",
	"gonum.org/v1/plot",
}

func cmdVersion(_ context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
			fmt.Fprintf(stdout, "usage: reusescope version\nPrint the module version, the Go version and the versions of the direct dependencies.\n")
			return errHelp
		}
		return usagef("version: takes no arguments, got %q", args[0])
	}
	bi, _ := debug.ReadBuildInfo()
	return writeVersion(stdout, bi, runtime.Version())
}

// writeVersion writes the module version of bi ("(devel)" when bi has none,
// as in a test binary or without build info), the Go version goVersion and
// the version of every dependency of versionDeps ("(unknown)" when bi does
// not list it).
func writeVersion(w io.Writer, bi *debug.BuildInfo, goVersion string) error {
	version := "(devel)"
	deps := map[string]string{}
	if bi != nil {
		if bi.Main.Version != "" {
			version = bi.Main.Version
		}
		if bi.GoVersion != "" {
			goVersion = bi.GoVersion
		}
		for _, d := range bi.Deps {
			v := d.Version
			if d.Replace != nil {
				v += " => " + d.Replace.Path
				if d.Replace.Version != "" && d.Replace.Version != "(devel)" { // a directory's is "(devel)"
					v += " " + d.Replace.Version
				}
			}
			deps[d.Path] = v
		}
	}
	fmt.Fprintf(w, "reusescope %s\n%s\n", version, goVersion)
	for _, p := range versionDeps {
		v, ok := deps[p]
		if !ok {
			v = "(unknown)"
		}
		if _, err := fmt.Fprintf(w, "  %s %s\n", p, v); err != nil {
			return err
		}
	}
	return nil
}
