package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/safefile"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/reuse"
)

// Every flag that several commands take is defined once, here: common holds
// the flags of every analysis command, and the add* methods add the groups
// (the static walk, the cache, the parallel model, the instrumented run)
// that a command needs.

// common holds the flags shared by the analysis commands.
type common struct {
	fs        *flag.FlagSet
	funcName  string
	probsFile string
	sets      multiFlag
	format    string
	formats   []string // the --format values the command takes; none: no --format flag
	out       string
	check     bool
	strict    bool
	verbose   bool
	luaLimit  time.Duration
	extraArgs []string      // after "--"
	runf      *runFlags     // the flags of the instrumented run, when the command has them
	prof      *profileFlags // --line and --var, when the command has them
	walk      *walkFlags    // the static walk's flags, when the command has them
	// fileOptional reports whether the command may go without FILE.ll (nil:
	// it may not).
	fileOptional func() bool
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
	c.fs.StringVar(&c.out, "o", "", "write the output to `file` (default stdout)")
	c.fs.BoolVar(&c.check, "check", false, "run the internal invariant checkers")
	c.fs.BoolVar(&c.verbose, "v", false, fmt.Sprintf("print every note on stderr (by default the first %d and how many more)", maxNotes))
	c.fs.BoolVar(&c.strict, "strict", false, "refuse estimates: a branch probability the analysis cannot derive is an error\ninstead of a static heuristic")
	c.fs.DurationVar(&c.luaLimit, "lua-timeout", probs.DefaultTimeout, "limit on the Lua script's own CPU time (compiling and running it; not wall-clock time, so load does not change the verdict)")
	c.fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: reusescope %s [flags] FILE.ll\n%s\n\nflags:\n", name, usage)
		c.fs.PrintDefaults()
	}
	return c
}

// addFormatFlag adds --format with the values formats, the first the
// default. A command without it takes no --format.
func (c *common) addFormatFlag(formats ...string) {
	c.formats = formats
	c.fs.StringVar(&c.format, "format", formats[0], "output format: "+orList(formats))
}

// extFormats are the output formats file extensions name.
var extFormats = map[string]string{"json": "json", "csv": "csv", "txt": "text", "text": "text", "html": "html", "htm": "html", "svg": "svg"}

// formatOfOutput takes the format from -o's extension where --format is
// not given (-o counts.json writes JSON), and refuses an extension that
// names a format the command does not write, or another than --format
// gives: a file's name does not say one format while it holds another.
// Other extensions (.out, .log, none) keep --format's default.
func (c *common) formatOfOutput() error {
	named, ok := extFormats[c.ext()]
	if c.formats == nil || c.out == "" || !ok {
		return nil
	}
	switch {
	case !slices.Contains(c.formats, named):
		return usagef("%s: -o %s names %s, which %s does not write (%s): name the file for one of them, or give it another extension", c.fs.Name(), c.out, strings.ToUpper(named), c.fs.Name(), orList(c.formats))
	case c.isSet("format") && c.format != named:
		return usagef("%s: -o %s names %s but --format is %s: name the file for the format, or drop one of them", c.fs.Name(), c.out, strings.ToUpper(named), c.format)
	}
	c.format = named
	return nil
}

// orList writes the values as "a, b or c".
func orList(values []string) string {
	if len(values) == 1 {
		return values[0]
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
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
		if err := c.parseFlags(args); err != nil {
			return "", err
		}
		rest := c.fs.Args()
		if len(rest) == 0 {
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	if c.formats != nil && !slices.Contains(c.formats, c.format) {
		return "", usagef("%s: unknown --format %q (%s)", c.fs.Name(), c.format, orList(c.formats))
	}
	if err := c.formatOfOutput(); err != nil {
		return "", err
	}
	if c.fileOptional != nil && c.fileOptional() && len(pos) == 0 {
		return "", c.checkNumbers()
	}
	if len(pos) > 1 && c.extraArgs == nil {
		// Most often the program's own arguments: hits prog.ll 300 200.
		return "", usagef("%s: expected one FILE.ll argument, got %d (%s): the program's own arguments go after --, as in %s %s -- %s",
			c.fs.Name(), len(pos), strings.Join(pos, " "), c.fs.Name(), pos[0], strings.Join(pos[1:], " "))
	}
	if len(pos) != 1 {
		return "", usagef("%s: expected one FILE.ll argument, got %d", c.fs.Name(), len(pos))
	}
	if err := c.checkNumbers(); err != nil {
		return "", err
	}
	if err := c.checkOutput(pos[0]); err != nil {
		return "", err
	}
	return pos[0], nil
}

// parseFlags parses args with the flag set. -h prints the usage; any other
// flag error is one line that names the command and where its flags are
// listed, not the whole usage.
func (c *common) parseFlags(args []string) error {
	out, usage := c.fs.Output(), c.fs.Usage
	c.fs.SetOutput(io.Discard)
	c.fs.Usage = func() {}
	err := c.fs.Parse(args)
	c.fs.SetOutput(out)
	c.fs.Usage = usage
	switch {
	case err == flag.ErrHelp:
		usage()
		return errHelp
	case err != nil:
		return usagef("%s: %v ('reusescope help %s' lists its flags)", c.fs.Name(), err, c.fs.Name())
	}
	return nil
}

// checkNumbers reports a usage error for a numeric flag outside what it
// means, saying what is allowed.
func (c *common) checkNumbers() error {
	name := c.fs.Name()
	if c.luaLimit <= 0 {
		return usagef("%s: --lua-timeout %v: want a positive duration such as 2s (the script's own CPU time)", name, c.luaLimit)
	}
	if f := c.runf; f != nil {
		if f.timeout < 0 {
			return usagef("%s: --timeout %v: want a positive duration such as 30s, or 0 for no limit", name, f.timeout)
		}
		if f.threads < 0 || f.threads > maxCores {
			return usagef("%s: --threads %d: want 1 to %d, or 0 to leave OMP_NUM_THREADS as it is", name, f.threads, maxCores)
		}
	}
	if f := c.prof; f != nil {
		if err := f.checkLine(); err != nil {
			return err
		}
	}
	if f := c.walk; f != nil {
		if err := f.checkEvents(); err != nil {
			return err
		}
	}
	return nil
}

// isSet reports whether the flag name was given on the command line.
func (c *common) isSet(name string) bool {
	set := false
	c.fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			set = true
		}
	})
	return set
}

// checkCacheLine reports a usage error when --line was given and differs
// from line, the line size of --cache, which the command uses instead.
func (c *common) checkCacheLine(line int) error {
	if c.isSet("line") && c.prof.line != line {
		return usagef("%s: --line %d differs from the %d-byte lines of --cache (the hit rates take the line size from --cache)", c.fs.Name(), c.prof.line, line)
	}
	return nil
}

func (c *common) options() (pipeline.Options, error) {
	set, err := probs.ParseSet(c.sets)
	if err != nil {
		return pipeline.Options{}, &usageError{err.Error()}
	}
	return pipeline.Options{Func: c.funcName, ProbsFile: c.probsFile, Set: set, Check: c.check, Timeout: c.luaLimit, Strict: c.strict, Args: c.extraArgs}, nil
}

// open parses the command line and analyses the selected function.
func (c *common) open(args []string) (string, *pipeline.Session, error) {
	path, err := c.parse(args)
	if err != nil {
		return "", nil, err
	}
	s, err := c.openFile(path)
	return path, s, err
}

// openFile analyses the selected function of the file path.
func (c *common) openFile(path string) (*pipeline.Session, error) {
	opts, err := c.options()
	if err != nil {
		return nil, err
	}
	return pipeline.Open(path, opts)
}

// probsSource says where the probabilities come from: the --probs script, or
// the IR with static heuristics for what it cannot give.
func (c *common) probsSource(est *estimate.Estimate) string {
	if c.probsFile != "" {
		return c.probsFile
	}
	if est != nil && est.Branches > 0 {
		return fmt.Sprintf("derived from the IR, %d estimated by static heuristics", est.Branches)
	}
	return "derived from the IR"
}

// addresses adds to an's estimate the accesses whose address the walk r
// could not evaluate; with --strict they are an error.
func (c *common) addresses(path string, an *pipeline.Analysis, r *reuse.StaticResult) error {
	an.AddAddresses(r)
	if est := an.Est; c.strict && est != nil && est.AddressSites > 0 {
		return fmt.Errorf("%s: %d access sites (%.3g %% of the accesses) have addresses the static walk cannot evaluate (data-dependent), which are modelled; --strict refuses estimates", path, est.AddressSites, 100*est.AddressShare)
	}
	return nil
}

// write lets fn write the output: to stdout, or to the -o file, atomically
// (safefile.Create): the file is replaced only when fn and every write
// succeed, and is otherwise left as it was, with no temporary file.
func (c *common) write(stdout io.Writer, fn func(w io.Writer) error) error {
	if c.out == "" || c.out == "-" {
		return fn(stdout)
	}
	f, err := safefile.Create(c.out)
	if err != nil {
		return fmt.Errorf("create %w", err)
	}
	defer f.Abort()
	w := bufio.NewWriter(f)
	if err := fn(w); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Commit()
}

// checkOutput reports a usage error when the -o file is one the command
// reads (the .ll file in, the --probs script or the --stdin file), a source
// or IR file by its name (report -o example.c), or a read-only file.
func (c *common) checkOutput(in string) error {
	if c.out == "" || c.out == "-" {
		return nil
	}
	out, err := os.Stat(c.out)
	if err == nil {
		inputs := []struct{ flag, path string }{{"the input", in}, {"--probs", c.probsFile}}
		if c.runf != nil {
			inputs = append(inputs, struct{ flag, path string }{"--stdin", c.runf.stdin})
		}
		for _, i := range inputs {
			if i.path == "" {
				continue
			}
			if st, err := os.Stat(i.path); err == nil && os.SameFile(out, st) {
				return usagef("%s: -o %s is %s file %s: the output would overwrite what the command reads", c.fs.Name(), c.out, i.flag, i.path)
			}
		}
	}
	if sourceExts[c.ext()] {
		// report -o example.c would replace the source the report annotates.
		return usagef("%s: -o %s names a source or IR file: the output would replace it; choose another name", c.fs.Name(), c.out)
	}
	if target, err := filepath.EvalSymlinks(c.out); err == nil && sourceExts[extOf(target)] {
		// The output is written through a symbolic link to its target.
		return usagef("%s: -o %s is a symbolic link to the source or IR file %s: the output would replace it; choose another name", c.fs.Name(), c.out, target)
	}
	if err == nil && out.Mode().IsRegular() && out.Mode().Perm()&0o222 == 0 {
		return usagef("%s: -o %s is read-only: make it writable or choose another name", c.fs.Name(), c.out)
	}
	return nil
}

// sourceExts are the extensions of the files a program is built from,
// which no output of reusescope may replace.
var sourceExts = map[string]bool{"c": true, "h": true, "cc": true, "cpp": true, "cxx": true, "c++": true,
	"hh": true, "hpp": true, "hxx": true, "ll": true, "bc": true, "s": true, "f": true, "f90": true}

// ext returns the lowercased extension of the -o file without the dot.
func (c *common) ext() string { return extOf(c.out) }

// extOf returns the lowercased extension of path without the dot.
func extOf(path string) string { return strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), ".") }

// maxNotes is how many notes a command prints without -v.
const maxNotes = 8

// printNotes prints the analysis's notes on the file path to stderr, C++
// names demangled: the first maxNotes and how many more there are, or
// with -v every one.
func (c *common) printNotes(stderr io.Writer, path string, notes []string) {
	for i, n := range notes {
		if i == maxNotes && !c.verbose {
			fmt.Fprintf(stderr, "reusescope: note: %s: %d more notes (-v prints every one)\n", path, len(notes)-i)
			return
		}
		fmt.Fprintf(stderr, "reusescope: note: %s: %s\n", path, irreader.DemangleText(n))
	}
}

// defaultLine is the default granularity of a reuse profile in bytes: a
// cache line of x86-64.
const defaultLine = 64

// profileFlags are the flags of a reuse profile's granularity: --line and --var.
type profileFlags struct {
	line    int
	varGran bool
}

func (c *common) addProfileFlags() *profileFlags {
	f := &profileFlags{}
	f.register(c.fs)
	c.prof = f
	return f
}

func (f *profileFlags) register(fs *flag.FlagSet) {
	fs.IntVar(&f.line, "line", defaultLine, "granularity of the reuse distance in bytes (a cache line)")
	fs.BoolVar(&f.varGran, "var", false, "reuse distances per address (variable), as in the paper: instead of cache lines (reuse), or as a second profile (measure, compare)")
}

// noVar is the error of --var in a command whose hit rates need cache lines.
func (f *profileFlags) noVar(cmd string) error {
	if f.varGran {
		return usagef("%s: --var does not apply (hit rates need cache-line distances)", cmd)
	}
	return nil
}

// maxLine bounds --line: the largest page of x86-64 (a 1 GiB huge page),
// so that distances may be taken at page granularity.
const maxLine = 1 << 30

// checkLine reports a usage error unless --line is a power of two from 1
// to maxLine.
func (f *profileFlags) checkLine() error {
	if line := f.line; line <= 0 || line > maxLine || line&(line-1) != 0 {
		return usagef("--line %d: want a power of two from 1 to %d (bytes)", f.line, maxLine)
	}
	return nil
}

// walkFlags are the flags of the static walk: the profile's granularity,
// --paper and --max-events.
type walkFlags struct {
	profileFlags
	paper  bool
	events int
}

func (c *common) addWalkFlags() *walkFlags {
	f := &walkFlags{}
	f.profileFlags.register(c.fs)
	c.prof, c.walk = &f.profileFlags, f
	c.fs.BoolVar(&f.paper, "paper", false, "the paper's plain two-iteration algorithm (no line periods, no footprint of skipped iterations)")
	c.fs.IntVar(&f.events, "max-events", reuse.DefaultMaxEvents, "bound on the accesses the static walk simulates")
	return f
}

// checkEvents reports a usage error unless --max-events is positive.
func (f *walkFlags) checkEvents() error {
	if f.events <= 0 {
		return usagef("--max-events %d: want a positive number of accesses", f.events)
	}
	return nil
}

// options returns the options of the static walk: --line bytes per line, or
// one with --var.
func (f *walkFlags) options() (reuse.StaticOptions, error) {
	line := int64(f.line)
	if f.varGran {
		line = 1
	} else if err := f.checkLine(); err != nil {
		return reuse.StaticOptions{}, err
	}
	if err := f.checkEvents(); err != nil {
		return reuse.StaticOptions{}, err
	}
	return reuse.StaticOptions{Line: line, Paper: f.paper, MaxEvents: f.events}, nil
}

// addCacheFlag adds --cache.
func (c *common) addCacheFlag() *string {
	return c.fs.String("cache", "L1=32KiB/8/64,L2=1MiB/16/64", "cache hierarchy: NAME=SIZE/ASSOC/LINE,... (sizes in KiB/MiB; ASSOC full for fully associative)")
}

// modelHelp describes --model.
const modelHelp = "cache model: sets (set distances of the walk's addresses, hit iff D < ways; one static walk per distinct number of sets, and per level below the first behind the levels above), sdcm (Eq. 5/6), fa-lru (hit iff D < blocks) or authors (the PPT-AMM script's variant)"

// addModelFlag adds --model with the default def.
func (c *common) addModelFlag(def string) *string {
	return c.fs.String("model", def, modelHelp)
}

// parseModel parses --model.
func parseModel(s string) (cache.Model, error) {
	m, err := cache.ParseModel(s)
	if err != nil {
		return 0, usagef("--model: %v", err)
	}
	return m, nil
}

// parseCache parses --cache.
func parseCache(spec string) ([]cache.Level, error) {
	levels, err := cache.ParseHierarchy(spec)
	if err != nil {
		return nil, usagef("--cache: %v", err)
	}
	return levels, nil
}

// checkSimulable refuses a level too large to simulate with a usage error
// saying what to do: for the static sets model (measured false), another
// model; for measure, a smaller cache.
func checkSimulable(levels []cache.Level, measured bool) error {
	for _, l := range levels {
		if err := cache.CheckSimulable(l); err != nil {
			if measured {
				return usagef("--cache: %v: measure a smaller cache", err)
			}
			return usagef("--cache: %v: use --model sdcm or fa-lru for a larger cache", err)
		}
	}
	return nil
}

// parseHierarchy parses --cache and --model for the static hit rates: the
// levels, the model and the line size every level must share.
func parseHierarchy(spec, model string) ([]cache.Level, cache.Model, int, error) {
	levels, err := parseCache(spec)
	if err != nil {
		return nil, 0, 0, err
	}
	m, err := parseModel(model)
	if err != nil {
		return nil, 0, 0, err
	}
	line := levels[0].Line
	for _, l := range levels[1:] {
		if l.Line != line {
			return nil, 0, 0, usagef("--cache: every level must have the same line size (%s has %d, %s has %d)", levels[0].Name, line, l.Name, l.Line)
		}
	}
	if m == cache.Sets {
		if err := checkSimulable(levels, false); err != nil {
			return nil, 0, 0, err
		}
	}
	if m == cache.Sets && line == 1 {
		for _, l := range levels {
			if l.Sets() > 1 {
				return nil, 0, 0, usagef("--cache: %s: the sets model needs lines of at least 2 bytes when a level has more than one set (%s has %d); use --model sdcm or fa-lru, or a fully associative level", l, l.Name, l.Sets())
			}
		}
	}
	return levels, m, line, nil
}

// addCoresFlag adds --cores with the default def.
func (c *common) addCoresFlag(def string) *string {
	return c.fs.String("cores", def, "core counts of the parallel model of OpenMP regions (SASMM: a private first level per core, shared further levels): 1,2,4 or 1..16")
}

// interleaveFlags are --interleave and --seed.
type interleaveFlags struct {
	order string
	seed  int64
}

func (c *common) addInterleaveFlags() *interleaveFlags {
	f := &interleaveFlags{}
	c.fs.StringVar(&f.order, "interleave", "round-robin", "order of the cores in the shared trace: round-robin or uniform (random, --seed)")
	c.fs.Int64Var(&f.seed, "seed", 1, "seed of the uniform interleaving")
	return f
}

// check reports a usage error unless --interleave is known.
func (f *interleaveFlags) check() error {
	if f.order != "round-robin" && f.order != "uniform" {
		return usagef("--interleave %q: want round-robin or uniform", f.order)
	}
	return nil
}

// runFlags are the flags of the instrumented run: --threads, --timeout and --stdin.
type runFlags struct {
	threads    int
	timeout    time.Duration
	stdin      string
	showOutput bool
}

func (c *common) addRunFlags() *runFlags {
	f := &runFlags{}
	c.fs.IntVar(&f.threads, "threads", 0, "OMP_NUM_THREADS of the instrumented run (0 = unset for measure; 1 for an OpenMP program in compare, probs --from-run and report --measure, as the static model takes it)")
	c.fs.DurationVar(&f.timeout, "timeout", 0, "kill the instrumented run after this long (0 = no limit)")
	c.fs.StringVar(&f.stdin, "stdin", "", "file the instrumented run reads as its standard input (default: empty)")
	c.fs.BoolVar(&f.showOutput, "show-output", false, "write the program's standard output (its first MiB) to stderr after the run, to check its result")
	c.runf = f
	return f
}

// showOutput writes the program's standard output to stderr when
// --show-output asks for it, between two marker lines.
func (c *common) showOutput(stderr io.Writer, res *measure.Result) {
	if c.runf == nil || !c.runf.showOutput {
		return
	}
	fmt.Fprintf(stderr, "--- standard output of the program (%d bytes) ---\n", len(res.Stdout))
	stderr.Write(res.Stdout)
	if n := len(res.Stdout); n > 0 && res.Stdout[n-1] != '\n' {
		fmt.Fprintln(stderr)
	}
	fmt.Fprintln(stderr, "--- end of the program's standard output ---")
}

// addProgressFlag adds --progress.
func (c *common) addProgressFlag() *bool {
	return c.fs.Bool("progress", false, "show progress on stderr even when it is not a terminal")
}

// measureOptions returns the options of an instrumented run of s's root
// function (the whole program for main) with the program arguments after
// "--"; progress goes to stderr when it is a terminal.
func (c *common) measureOptions(s *pipeline.Session, f *runFlags, stderr io.Writer) measure.Options {
	opts := measure.Options{Func: s.Root.Name, Line: defaultLine, Threads: f.threads, Args: c.extraArgs, Stdin: f.stdin,
		Timeout: f.timeout, Progress: progressWriter(stderr)}
	if s.Root.Name == "main" {
		opts.Func = ""
	}
	return opts
}

// sameThreads returns the options of a run to hold against s's static
// model: with --threads unset, an OpenMP program runs on one thread
// (OMP_NUM_THREADS=1), as the static counts, probabilities and rates take
// it; a run on every core would split each region's iterations among
// threads the static side does not have.
func sameThreads(s *pipeline.Session, f *runFlags, opts measure.Options) measure.Options {
	if f.threads == 0 && len(s.Regions) > 0 {
		opts.Threads = 1
	}
	return opts
}

// runMeasured runs the instrumented program. A --func the run never
// entered is an error, not a profile of nothing: at -O1 and above an
// external kernel keeps a copy that main does not call when its calls were
// inlined; in the program's context the run is then measured again with
// the scope of the inlined code (measure.Options.Inlined, Result.Inlined).
func runMeasured(ctx context.Context, path string, opts measure.Options) (*measure.Result, error) {
	measuring.Add(1)
	defer measuring.Add(-1)
	res, err := measure.Run(ctx, path, opts)
	if err == nil && opts.Inlined != "" && res.Loads+res.Stores == 0 {
		return nil, fmt.Errorf("%s: the run never executed an access of %s's code (inlined into its callers)", path, opts.Inlined)
	}
	if err != nil || opts.Func == "" {
		return res, err
	}
	if fc := res.Funcs[opts.Func]; fc != nil && len(fc.Blocks) > 0 && fc.Blocks[0] == 0 {
		msg := fmt.Sprintf("%s: function %s never ran", path, opts.Func)
		if m, rerr := irreader.ReadFile(path); rerr == nil {
			name := opts.Func
			if f := m.Func(name); f != nil {
				name = f.SourceName()
			}
			if in, ok := m.InlinedInto(name); ok {
				if opts.Context && !opts.CountsOnly {
					// Its code runs where it was inlined: measure that,
					// as the static walk's extent takes it.
					opts.Func, opts.Context, opts.Inlined = "", false, name
					return runMeasured(ctx, path, opts)
				}
				msg += fmt.Sprintf(": its calls were inlined into %s; measure --func %s", strings.Join(in.Into, ", "), in.Into[0])
			}
		}
		if res.ExitNote != "" {
			msg += ": the " + res.ExitNote
		}
		return nil, errors.New(msg)
	}
	return res, nil
}

// progressWriter returns stderr when it is a terminal, else nil (quiet).
func progressWriter(stderr io.Writer) io.Writer {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return stderr
}

// byFlags are --by and --top, the attribution of hits, measure and compare.
type byFlags struct {
	by  string
	top int
}

// addByFlags adds --by and --top.
func (c *common) addByFlags() *byFlags {
	f := &byFlags{}
	c.fs.StringVar(&f.by, "by", "", "attribute accesses, hits and misses per level to each source line, object (array or variable), loop or function, as cg_annotate does: line, object, loop or function")
	c.fs.IntVar(&f.top, "top", report.DefaultTop, "attribution rows in text output, the rest summed in one row (0: all)")
	return f
}

// parse checks the flags: ok is false without --by.
func (f *byFlags) parse() (attrib.By, bool, error) {
	if f.by == "" {
		return "", false, nil
	}
	if f.top < 0 {
		return "", false, usagef("--top must be 0 (all rows) or more (got %d)", f.top)
	}
	b, err := attrib.ParseBy(f.by)
	if err != nil {
		return "", false, usagef("--by: %v", err)
	}
	return b, true, nil
}

// levelNames are the names of levels.
func levelNames(levels []cache.Level) []string {
	var out []string
	for _, l := range levels {
		out = append(out, l.Name)
	}
	return out
}

// addColdFlag adds --cold.
func (c *common) addColdFlag() *bool {
	return c.fs.Bool("cold", false, "analyse --func alone from an empty cache; by default its accesses are taken in the program's context: the cache state main leaves before each call, as valgrind --toggle-collect reports")
}

// resolve parses the command line, analyses the file's module once
// (pipeline.Analyse) and resolves --func in the scope scope() gives, asked
// once the flags are parsed (pipeline.ModuleAnalysis.Resolve): the
// function's session, and the session whose walk gives its accesses with
// the extent that restricts it.
func (c *common) resolve(args []string, scope func() pipeline.Scope) (string, *pipeline.Target, error) {
	path, err := c.parse(args)
	if err != nil {
		return "", nil, err
	}
	opts, err := c.options()
	if err != nil {
		return path, nil, err
	}
	m, err := irreader.ReadFile(path)
	if err != nil {
		return path, nil, err
	}
	t, err := pipeline.Analyse(m).Resolve(opts, scope())
	return path, t, err
}

// contextScope is the scope of --func in the commands that walk it: its
// program context, unless cold (--cold, or the parallel model, which walks
// the function alone).
func contextScope(cold bool) pipeline.Scope {
	if cold {
		return pipeline.Cold
	}
	return pipeline.InContext
}
