package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/reusescope/reusescope/internal/ccwrap"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/safefile"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/report"
)

// ccDirEnv names the environment variable of the directory where `cc`
// writes the counts of every unit instead of beside its object.
const ccDirEnv = "REUSESCOPE_CC_DIR"

// countsSuffix ends the name of a unit's counts file: x.o.counts.json.
const countsSuffix = ".counts.json"

// exitStatus is the exit status of a wrapped compiler that failed: the
// wrapper exits with it and prints nothing (the compiler has said why).
type exitStatus struct{ code int }

func (e *exitStatus) Error() string { return fmt.Sprintf("exit status %d", e.code) }

const ccUsage = `usage: reusescope cc|c++ [clang args]
A drop-in compiler wrapper (make CC="reusescope cc" CXX="reusescope c++"). It runs clang-14
(clang++-14 for c++ or C++ sources) with exactly the arguments given, so objects and binaries are
unchanged, then compiles each C/C++ translation unit again with clang-14 -g -S -emit-llvm and its
-D, -U, -I, -O, -std, -f and -m flags, and writes the unit's op counts (every defined function,
one call of each, its callees in the unit included) as JSON beside its object (x.o.counts.json),
or under $REUSESCOPE_CC_DIR when set. 'reusescope counts --merge DIR' sums them.
REUSESCOPE_CLANG and REUSESCOPE_CLANGXX override the compilers. The build's outcome is clang's:
a unit that cannot be counted gets a warning on stderr, and no counts are written for -o - or
an output that is not a regular file (-o /dev/null). Response files (@file) are read for the
flags, and clang gets them as given.
`

func cmdCC(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return runCC(ctx, false, args, stdout, stderr)
}

func cmdCXX(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return runCC(ctx, true, args, stdout, stderr)
}

// runCC runs the compiler on args, then counts each unit (cxx: invoked as
// c++).
func runCC(ctx context.Context, cxx bool, args []string, stdout, stderr io.Writer) error {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		fmt.Fprint(stdout, ccUsage)
		return errHelp
	}
	cmd := ccwrap.Parse(args)
	compiler := compilerName(cxx || cmd.CXX())
	c := exec.CommandContext(ctx, compiler, args...)
	c.Stdin, c.Stdout, c.Stderr = os.Stdin, stdout, stderr
	if err := c.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() > 0 {
			return &exitStatus{ee.ExitCode()}
		}
		return fmt.Errorf("cc: %w", err)
	}
	if !cmd.Objects {
		return nil
	}
	dir := os.Getenv(ccDirEnv)
	for _, u := range cmd.Units {
		if !countable(u.Object) {
			continue
		}
		// The build is clang's: counting that fails is a warning, and
		// the wrapper exits as clang did.
		if err := countUnit(ctx, u, cmd.IRFlags, dir); err != nil {
			fmt.Fprintf(stderr, "reusescope cc: warning: %s: no op counts: %v\n", u.Source, oneLine(err))
		}
	}
	return nil
}

// countable reports whether the object a unit compiles to is a file the
// counts can go beside: not standard output (-o -) and not a device or a
// FIFO (-o /dev/null, as configure scripts compile their probes).
func countable(object string) bool {
	if object == "-" {
		return false
	}
	st, err := os.Stat(object)
	return err != nil || st.Mode().IsRegular()
}

// oneLine joins the lines of err's message (a compiler's output) with " ; ",
// its runs of blanks made one.
func oneLine(err error) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", " ; ")), " ")
}

// compilerName is the compiler to run: clang-14, or clang++-14 for C++
// ($REUSESCOPE_CLANG, $REUSESCOPE_CLANGXX override them).
func compilerName(cxx bool) string {
	env, def := "REUSESCOPE_CLANG", "clang-14"
	if cxx {
		env, def = "REUSESCOPE_CLANGXX", "clang++-14"
	}
	if v := os.Getenv(env); v != "" {
		return v
	}
	return def
}

// countsPath is where the counts of the unit compiled to object go: beside
// it, or in dir under its base name and a hash of its absolute path (two
// objects of one name in different directories do not clash).
func countsPath(object, dir string) string {
	if dir == "" {
		return object + countsSuffix
	}
	abs, err := filepath.Abs(object)
	if err != nil {
		abs = object
	}
	sum := sha256.Sum256([]byte(abs))
	return filepath.Join(dir, filepath.Base(object)+"."+hex.EncodeToString(sum[:4])+countsSuffix)
}

// countUnit compiles unit u to IR with flags and writes its counts.
func countUnit(ctx context.Context, u ccwrap.Unit, flags []string, dir string) error {
	tmp, err := os.MkdirTemp("", "reusescope-cc-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	ll := filepath.Join(tmp, "unit.ll")
	irArgs := append(append([]string{}, flags...), "-g", "-S", "-emit-llvm", "-o", ll, u.Source)
	out, err := exec.CommandContext(ctx, compilerName(u.CXX), irArgs...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("emit IR: %v: %s", err, strings.TrimSpace(string(out)))
	}
	m, err := irreader.ReadFile(ll)
	if err != nil {
		return err
	}
	uc := unitCounts(m, u.Source, u.Object)
	path := countsPath(u.Object, dir)
	f, err := safefile.Create(path)
	if err != nil {
		return fmt.Errorf("create %w", err)
	}
	defer f.Abort()
	if err := report.WriteJSON(f, uc); err != nil {
		return err
	}
	return f.Commit()
}

// unitCounts counts one call of every function module m defines; a function
// that cannot be counted is listed as skipped with its error. The module is
// analysed once (pipeline.Analyse): every function's session shares its
// graphs.
func unitCounts(m *irreader.Module, source, object string) *report.UnitCounts {
	return analysisCounts(pipeline.Analyse(m), source, object)
}

// analysisCounts is unitCounts of the module a analysed.
func analysisCounts(a *pipeline.ModuleAnalysis, source, object string) *report.UnitCounts {
	var funcs []report.FuncTotals
	var skipped []report.SkippedFunc
	for _, f := range a.Module.DefinedFuncs() {
		ft, err := funcTotals(a, f.Name, source)
		if err != nil {
			skipped = append(skipped, report.SkippedFunc{Name: f.Name, Error: err.Error()})
			continue
		}
		funcs = append(funcs, ft)
	}
	return report.NewUnitCounts(source, object, funcs, skipped)
}

// funcTotals counts one call of function name of the module a analysed.
func funcTotals(a *pipeline.ModuleAnalysis, name, source string) (report.FuncTotals, error) {
	s, err := a.Open(pipeline.Options{Func: name})
	if err != nil {
		return report.FuncTotals{}, err
	}
	an, err := s.Solve()
	if err != nil {
		return report.FuncTotals{}, err
	}
	c := report.NewCounts(source, "", an.Res, an.Est)
	return report.FuncTotals{Name: name, Estimated: c.Estimated, Totals: c.Totals}, nil
}

// maxUnitCountsBytes bounds one *.counts.json file: a unit's counts are a
// few kilobytes per function.
const maxUnitCountsBytes = 256 << 20

// readUnitCounts reads every *.counts.json under dir, in path order.
func readUnitCounts(dir string) ([]*report.UnitCounts, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, countsSuffix) {
			paths = append(paths, p)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("merge: no *%s file under %s (build with CC=\"reusescope cc\")", countsSuffix, dir)
	}
	sort.Strings(paths)
	var units []*report.UnitCounts
	for _, p := range paths {
		// A FIFO or a device (a link to /dev/zero) among them is refused
		// at once, not read without end.
		data, err := safefile.ReadRegular(p, maxUnitCountsBytes)
		if err != nil {
			return nil, fmt.Errorf("merge: %w", err)
		}
		var u report.UnitCounts
		if err := json.Unmarshal(data, &u); err != nil {
			return nil, fmt.Errorf("merge: %s: %w", p, err)
		}
		units = append(units, &u)
	}
	return units, nil
}
