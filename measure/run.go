package measure

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
)

const (
	// DefaultLine is the default line size of the line-granularity profile, in bytes.
	DefaultLine = 64
	// stdoutCap is how many bytes of the program's stdout Result keeps.
	stdoutCap = 1 << 20
	// progressEvery is the shortest interval between two progress lines.
	progressEvery = 500 * time.Millisecond
	// eventFD is the descriptor of the event pipe in the child (ExtraFiles[0]).
	eventFD = 3
	// waitDelay bounds how long Wait waits for the pipes after the program
	// exits or is killed (a grandchild may hold them open).
	waitDelay = 2 * time.Second
)

// Options configures Run.
type Options struct {
	// Func restricts counting to the dynamic extent of this function
	// (including what it calls and the OpenMP outlined functions it forks);
	// "" measures the whole program.
	Func string
	// Levels is the cache hierarchy to simulate, L1 first; nil = no cache simulation.
	Levels []cache.Level
	// Line is the line size of the line-granularity profile in bytes (default 64).
	Line int
	// VarProfile also computes the address-granularity profile.
	VarProfile bool
	// Threads sets OMP_NUM_THREADS (0 = leave the environment as it is).
	Threads int
	// Args are the program's arguments.
	Args []string
	// Stdin is a file the program reads as its standard input ("" = an
	// empty input, /dev/null). The stack-placing re-execution rewinds it
	// (see doc.go), so it must be a regular file, not a pipe.
	Stdin string
	// Timeout bounds the whole Run, builds included; the program is killed
	// when it expires (0 = no limit beyond ctx).
	Timeout time.Duration
	// Progress receives progress lines at most twice a second (nil = quiet).
	Progress io.Writer
	// Clang is the compiler (default clang-14, then clang).
	Clang string
	// Opt is the optimisation flag of both builds (default -O2; see doc.go:
	// it only changes speed, never what is counted).
	Opt string
	// Native also builds the uninstrumented .ll with the same flags and
	// times one run of it (Result.NativeElapsed).
	Native bool
	// CountsOnly skips the event stream: block/edge counts and load/store
	// tallies only, no profiles and no cache simulation.
	CountsOnly bool
	// Context, with Func, simulates every access of the run in the caches
	// and the reuse engines, so that the function's accesses meet the
	// state the program leaves before each call, and counts only those
	// within the function's dynamic extent as Func does (doc.go, "Scope").
	// Block and edge counts are the same as without it; without Func it
	// changes nothing. It needs the stream: not with CountsOnly.
	Context bool
	// Sites attributes the accesses and their hits and misses in the
	// hierarchy to the access instructions (Result.Sites; doc.go,
	// "Attribution"). The stream is then never folded and carries a
	// marker word per access. It needs the stream: not with CountsOnly.
	Sites bool
	// Inlined, with Func "", is the source name of a function the
	// optimiser inlined into its callers: it has no body, and so no
	// dynamic extent, of its own, and its scope is the access instructions
	// whose debug location places them in its code (irreader.InlinedFrom),
	// in whatever function they were inlined into. The whole run is
	// simulated, as with Context, and only those accesses are counted (the
	// hierarchy, the profiles, the loads, stores, bytes and events); block
	// and edge counts are the whole program's. The stream carries a site
	// marker per access, as with Sites. It needs the stream: not with
	// CountsOnly.
	Inlined string

	// discard reads the event stream but analyses nothing (benchmarks).
	discard bool
}

// FuncCounts are the measured counts of one defined function.
type FuncCounts struct {
	Name string
	// Blocks[b] is the number of executions of block b (llir block order).
	Blocks []uint64
	// Succ[b][s] is how often block b went to its s-th successor
	// (Term.Succs() order). When several successors of b are the same block,
	// all transfers are counted on the first of them.
	Succ [][]uint64
}

// Prob returns the measured probability that block b goes to its s-th
// successor, and false when b never ran.
func (f *FuncCounts) Prob(b, s int) (float64, bool) {
	if f.Blocks[b] == 0 {
		return 0, false
	}
	return float64(f.Succ[b][s]) / float64(f.Blocks[b]), true
}

// ThreadResult is what one thread did.
type ThreadResult struct {
	// ID is the OpenMP thread number at the thread's first event (its index
	// in order of appearance when the program does not use OpenMP or the
	// number is taken).
	ID int
	// Accesses is the number of memory events the thread streamed (long
	// accesses are split at 64-byte boundaries).
	Accesses                                uint64
	Loads, Stores, BytesLoaded, BytesStored uint64
	// Blocks are the thread's block counts per function.
	Blocks map[string][]uint64
	// Line is the thread's private reuse profile (PRD).
	Line *cache.Profile
	// Levels is the thread's private L1 (only the first level).
	Levels []cache.SimLevel
}

// Result is the ground truth of one run. With Options.Context the caches
// and reuse engines of Levels, Threads, Shared, Line, Var and Sites see
// every access of the run, and their counts are those of the accesses in
// scope.
type Result struct {
	// Funcs holds every defined function, summed over threads.
	Funcs map[string]*FuncCounts
	// Loads, Stores, BytesLoaded, BytesStored count the instrumented
	// instructions within scope (memcpy/memmove = one load and one store of
	// n bytes, memset = one store, atomicrmw/cmpxchg = one load and one store).
	Loads, Stores, BytesLoaded, BytesStored uint64
	// Events is the number of memory events streamed.
	Events uint64
	// Line is the line-granularity reuse profile of the interleaved stream
	// of all threads (the CRD profile for parallel programs); Var the
	// address-granularity one (nil unless Options.VarProfile).
	Line, Var *cache.Profile
	// LineSize is the line size of Line in bytes.
	LineSize int
	// Levels is the simulation of the whole interleaved stream through the
	// hierarchy (L1 then, on a miss, L2 ...).
	Levels []cache.SimLevel
	// Threads has one entry per thread seen, ordered by first event.
	Threads []ThreadResult
	// Shared are the levels after L1 in the parallel model: fed by the
	// private L1 misses of all threads in global order.
	Shared []cache.SimLevel
	// Sites has one entry per access instruction of the module (every
	// defined function, zeros outside the scope), sorted by Func, Block
	// and Inst, with Options.Sites; nil otherwise. Summed over the sites,
	// Loads and Stores are Result's and the hits and misses of level k
	// are those of Levels[k].
	Sites []SiteResult
	// OpenMP reports whether the module calls the OpenMP runtime.
	OpenMP bool
	// Inlined is Options.Inlined: the function whose inlined code was the
	// scope.
	Inlined string
	// ExitCode is the status the program exited with: a run that ends with
	// a non-zero status is measured all the same, and ExitNote says so in
	// one line (with the last line of its standard error).
	ExitCode int
	ExitNote string
	// Stdout is the program's standard output (the first 1 MiB).
	Stdout []byte
	// Elapsed is the wall time of the instrumented run including the
	// analysis of its events; ProgramElapsed the lifetime of the program
	// alone; NativeElapsed the uninstrumented run (Options.Native).
	Elapsed, ProgramElapsed, NativeElapsed time.Duration
}

// Run instruments the IR file llPath, builds it with clang, runs it and
// returns the exact counts, profiles and cache statistics.
func Run(ctx context.Context, llPath string, opts Options) (*Result, error) {
	if opts.Line == 0 {
		opts.Line = DefaultLine
	}
	if opts.Line < 0 {
		return nil, fmt.Errorf("measure %s: line size %d is not positive", llPath, opts.Line)
	}
	if opts.Timeout < 0 {
		return nil, fmt.Errorf("measure %s: timeout %v is negative (0 = no limit)", llPath, opts.Timeout)
	}
	if opts.Sites && opts.CountsOnly {
		return nil, fmt.Errorf("measure %s: site attribution needs the event stream, which CountsOnly skips", llPath)
	}
	if opts.Inlined != "" && (opts.Func != "" || opts.CountsOnly) {
		return nil, fmt.Errorf("measure %s: the scope of an inlined function is the whole run's accesses of its code: not with Func or CountsOnly", llPath)
	}
	if opts.Context && opts.CountsOnly {
		return nil, fmt.Errorf("measure %s: program context needs the event stream, which CountsOnly skips", llPath)
	}
	if opts.Threads < 0 {
		return nil, fmt.Errorf("measure %s: %d threads (0 = leave OMP_NUM_THREADS as it is)", llPath, opts.Threads)
	}
	for _, l := range opts.Levels {
		if err := l.Check(); err != nil {
			return nil, fmt.Errorf("measure %s: cache level %s: %w", llPath, l.Name, err)
		}
	}
	clang, err := findClang(opts.Clang)
	if err != nil {
		return nil, fmt.Errorf("measure %s: %w", llPath, err)
	}
	// The text as the user wrote it (a bitcode file disassembled) is what
	// is instrumented; llir reads it normalised, which keeps every line.
	src, err := irreader.ReadText(llPath)
	if err != nil {
		return nil, fmt.Errorf("measure: %w", err)
	}
	m, err := irreader.ParseIR(llPath, src)
	if err != nil {
		return nil, fmt.Errorf("measure: %w", err)
	}
	if err := checkSupported(m); err != nil {
		return nil, fmt.Errorf("measure %s: %w", llPath, err)
	}
	if opts.Opt == "" {
		opts.Opt = irOpt(m)
	}
	p := buildPlan(m)
	if opts.Func != "" && p.find(opts.Func) == nil {
		return nil, fmt.Errorf("measure %s: no function %q defined", llPath, opts.Func)
	}
	if opts.Inlined != "" && !p.hasInlined(opts.Inlined) {
		return nil, fmt.Errorf("measure %s: no access instruction of the module is code of %q (its debug locations name no such inlined function)", llPath, opts.Inlined)
	}
	out, err := instrument(src, m, p, opts.Func, traceRoot(opts), opts.streamsSites())
	if err != nil {
		return nil, fmt.Errorf("measure %s: instrument: %w", llPath, err)
	}
	dir, release, err := newWorkDir()
	if err != nil {
		return nil, fmt.Errorf("measure %s: %w", llPath, err)
	}
	defer release()

	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	b := &builder{clang: clang, opt: opts.Opt, dir: dir}
	an := newAnalysis(p, opts)
	objs, err := b.compile(ctx, llPath, out, an.fold, opts.streamsSites(), p)
	if err != nil {
		return nil, fmt.Errorf("measure %s: %w", llPath, err)
	}
	prog := filepath.Join(dir, "instrumented")
	if err := b.link(ctx, filepath.Join(dir, instrAsm), prog, p, objs...); err != nil {
		return nil, fmt.Errorf("measure %s: %w", llPath, err)
	}
	res := &Result{OpenMP: p.openmp, LineSize: opts.Line, Inlined: opts.Inlined}
	if opts.Native {
		native := filepath.Join(dir, "native")
		if err := b.link(ctx, filepath.Join(dir, nativeAsm), native, p); err != nil {
			return nil, fmt.Errorf("measure %s: %w", llPath, err)
		}
		if res.NativeElapsed, err = runNative(ctx, native, opts); err != nil {
			return nil, fmt.Errorf("measure %s: native run: %w", llPath, err)
		}
	}
	if err := runInstrumented(ctx, prog, dir, p, an, opts, res); err != nil {
		return nil, fmt.Errorf("measure %s: %w", llPath, err)
	}
	return res, nil
}

// streamsSites reports whether the stream carries a site marker per access:
// for the attribution (Sites) or the scope of an inlined function.
func (o Options) streamsSites() bool { return o.Sites || o.Inlined != "" }

// hasInlined reports whether some access site is code of the inlined
// function name.
func (p *plan) hasInlined(name string) bool {
	for _, s := range p.sites {
		if irreader.InlinedFrom(s.insn, name) {
			return true
		}
	}
	return false
}

// find returns the plan of the function named name, or nil.
func (p *plan) find(name string) *funcPlan {
	for _, f := range p.funcs {
		if f.name == name {
			return f
		}
	}
	return nil
}

// environ returns the program's environment.
func environ(opts Options, extra ...string) []string {
	env := os.Environ()
	if opts.Threads > 0 {
		env = append(env, "OMP_NUM_THREADS="+strconv.Itoa(opts.Threads))
	}
	return append(env, extra...)
}

// attachStdin opens Options.Stdin as cmd's standard input (nothing when it
// is empty) and returns the function that closes it. It must be a regular
// file, which the runtime can rewind when it re-executes the program; it is
// opened without blocking, so that a FIFO is refused at once rather than
// waited on.
func attachStdin(cmd *exec.Cmd, opts Options) (func(), error) {
	if opts.Stdin == "" {
		return func() {}, nil
	}
	f, err := os.OpenFile(opts.Stdin, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, fmt.Errorf("program input: %w", err)
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("program input %s: not a regular file (the run may re-execute the program and must read its input again from the start)", opts.Stdin)
	}
	cmd.Stdin = f
	return func() { f.Close() }, nil
}

// traceRoot is the function whose walk the static trace of opts starts
// from, and whose frame the run places as the trace does: the --func
// function alone, main for the whole program and for the function in the
// program's context (Context), whose walk is main's.
func traceRoot(opts Options) string {
	if opts.Func != "" && !(opts.Context && !opts.CountsOnly) {
		return opts.Func
	}
	return "main"
}

// runNative runs the uninstrumented program once and returns its wall time.
func runNative(ctx context.Context, prog string, opts Options) (time.Duration, error) {
	cmd := exec.CommandContext(ctx, prog, opts.Args...)
	cmd.Env = environ(opts)
	closeIn, err := attachStdin(cmd, opts)
	if err != nil {
		return 0, err
	}
	defer closeIn()
	stderr := &tailBuffer{max: stderrTail}
	cmd.Stderr = stderr
	cmd.WaitDelay = waitDelay
	inGroup(cmd)
	start := time.Now()
	if err = cmd.Start(); err == nil {
		err = waitGroup(cmd)
	}
	d := time.Since(start)
	if err != nil {
		return d, exitError(ctx, err, stderr, opts)
	}
	return d, nil
}

// repeatShift returns k > 0 when the runtime is to fold the accesses that
// fall in the line of 2^k bytes of the previous access (see unfold): a
// sequential program whose analyses all work on lines of that one size. It
// returns 0 otherwise: OpenMP, where the folded accesses would move in the
// global order and the word's thread field is needed; the
// address-granularity profile; site attribution, whose markers would
// separate an access from its repeats; line sizes that differ or are not
// powers of two.
func repeatShift(p *plan, opts Options) int {
	if p.openmp || opts.VarProfile || opts.CountsOnly || opts.streamsSites() {
		return 0
	}
	line := opts.Line // defaulted by Run
	if line <= 0 || line&(line-1) != 0 {
		return 0
	}
	for _, l := range opts.Levels {
		if l.Line != line {
			return 0
		}
	}
	return bits.TrailingZeros(uint(line))
}

// runInstrumented runs the instrumented program, analyses its event stream
// as it comes and fills res.
func runInstrumented(ctx context.Context, prog, dir string, p *plan, an *analysis, opts Options, res *Result) error {
	summary := filepath.Join(dir, "summary.bin")
	all := "0"
	if opts.Func == "" {
		all = "1"
	}
	stream := "1"
	if opts.CountsOnly {
		stream = "0"
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		return fmt.Errorf("event pipe: %w", err)
	}
	defer pr.Close()
	cmd := exec.CommandContext(ctx, prog, opts.Args...)
	// RS_PAD and RS_PADN as the runtime's first re-execution sets them
	// (rsrt.c, rs_reexec): without it (startNoASLR), they are there from
	// the start, so that the runtime can pad the environment to place the
	// root's frame without changing the number of environment strings.
	env := []string{"RS_FD=" + strconv.Itoa(eventFD), "RS_SUMMARY=" + summary, "RS_ALL=" + all, "RS_STREAM=" + stream,
		"RS_PAD=", "RS_PADN=0"}
	if an.fold > 0 {
		env = append(env, "RS_REPEAT="+strconv.Itoa(an.fold))
	}
	if opts.streamsSites() {
		env = append(env, "RS_SITES=1")
	}
	if an.context {
		env = append(env, "RS_CONTEXT=1")
	}
	cmd.ExtraFiles = []*os.File{pw}
	src := &slotSource{msgs: pr}
	var childEnds []*os.File // closed once the program has them
	if !opts.CountsOnly {
		sl, err := newSlots(dir)
		if err != nil {
			pw.Close()
			return err
		}
		defer sl.close()
		src.slots, src.credit = sl.words, sl.credit
		cmd.ExtraFiles = append(cmd.ExtraFiles, sl.file, sl.creditIn)
		childEnds = append(childEnds, sl.file, sl.creditIn)
		env = append(env, "RS_SHM="+strconv.Itoa(eventFD+1), "RS_CREDIT="+strconv.Itoa(eventFD+2), "RS_SLOTS="+strconv.Itoa(len(sl.words)))
	}
	cmd.Env = environ(opts, env...)
	stdout := &capBuffer{max: stdoutCap}
	stderr := &tailBuffer{max: stderrTail}
	cmd.Stdout = stdout
	cmd.Stderr = stderr
	cmd.WaitDelay = waitDelay
	closeIn, err := attachStdin(cmd, opts)
	if err != nil {
		pw.Close()
		return err
	}
	defer closeIn()

	inGroup(cmd)
	start := time.Now()
	err = withStack(func() error { return startNoASLR(cmd) })
	pw.Close()
	for _, f := range childEnds {
		f.Close()
	}
	if err != nil {
		return fmt.Errorf("start %s: %w", filepath.Base(prog), err)
	}
	var (
		readErr error
		done    = make(chan struct{})
	)
	go func() {
		defer close(done)
		_, readErr = pipeline(src, an.stages(), progressFunc(opts.Progress, start))
	}()
	waitErr := waitGroup(cmd)
	res.ProgramElapsed = time.Since(start)
	var exitErr *exec.ExitError
	exited := waitErr != nil && ctx.Err() == nil && errors.As(waitErr, &exitErr) && exitErr.ExitCode() > 0
	if waitErr != nil && !exited {
		pr.Close() // unblocks the reader if a grandchild keeps the pipe open
	}
	<-done
	res.Elapsed = time.Since(start)
	res.Stdout = stdout.Bytes()
	if waitErr != nil {
		// A program that returns a non-zero status (return 7, exit(3))
		// ran to its end: its run is measured, and the status reported
		// (Result.ExitCode). A signal, a timeout or a run whose summary
		// is missing is an error.
		if !exited {
			return exitError(ctx, waitErr, stderr, opts)
		}
		res.ExitCode = exitErr.ExitCode()
		res.ExitNote = statusNote(exitErr.ExitCode(), opts)
		if t := strings.TrimSpace(stderr.String()); t != "" {
			res.ExitNote += "; its standard error ends with: " + lastLine(t)
		}
	}
	if readErr != nil {
		return readErr
	}
	sum, err := readSummary(summary, p)
	if err != nil {
		if waitErr != nil {
			return fmt.Errorf("%w (%v)", exitError(ctx, waitErr, stderr, opts), err)
		}
		return err
	}
	// The accesses streamed, as the runtime counted them (a word of a
	// folded stream stands for several).
	var events uint64
	for _, t := range sum.threads {
		events += t.events
	}
	if opts.Progress != nil {
		fmt.Fprintf(opts.Progress, "measure: %d events in %v (program %v)\n", events, res.Elapsed.Round(time.Millisecond), res.ProgramElapsed.Round(time.Millisecond))
	}
	res.Events = events
	return an.fill(res, sum, p)
}

// exitError describes how the program failed.
func exitError(ctx context.Context, err error, stderr *tailBuffer, opts Options) error {
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Errorf("program killed after timeout: %w", ctx.Err())
		}
		return fmt.Errorf("program killed: %w", ctx.Err())
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		msg := ""
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			msg = fmt.Sprintf("program killed by signal %d (%v)", int(ws.Signal()), ws.Signal())
			if ws.Signal() == syscall.SIGSEGV {
				msg += stackHint()
			}
		} else {
			msg = statusNote(ee.ExitCode(), opts)
		}
		if t := stderr.String(); t != "" {
			msg += "; stderr ends with:\n" + t
		}
		return errors.New(msg)
	}
	return fmt.Errorf("run program: %w", err)
}

// statusNote describes a non-zero exit status, with a hint where the
// program may have wanted input.
func statusNote(code int, opts Options) string {
	msg := fmt.Sprintf("program exited with status %d", code)
	if opts.Stdin == "" {
		msg += " (its standard input was empty; a program that reads one is given it with --stdin FILE)"
	}
	return msg
}

// lastLine returns the last line of s.
func lastLine(s string) string {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// progressFunc returns a callback that writes the event count to w at most
// once per progressEvery.
func progressFunc(w io.Writer, start time.Time) func(uint64) {
	if w == nil {
		return nil
	}
	last := start
	return func(n uint64) {
		now := time.Now()
		if now.Sub(last) < progressEvery {
			return
		}
		last = now
		s := now.Sub(start).Seconds()
		fmt.Fprintf(w, "measure: %d event words read, %.1f M/s\n", n, float64(n)/s/1e6)
	}
}

// capBuffer keeps the first max bytes written to it.
type capBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
	max int
}

func (b *capBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.max - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

func (b *capBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	if len(b.buf) > 2*b.max {
		b.buf = append(b.buf[:0], b.buf[len(b.buf)-b.max:]...)
	}
	return len(p), nil
}

func (b *tailBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return tail(b.buf, b.max)
}

// ThreadRates summarises the parallel model's levels over a run's threads.
type ThreadRates struct {
	// Private is the threads' private first-level hits over their accesses.
	Private float64
	// Served is the share of those accesses served by the private level or
	// the first shared one.
	Served float64
	// PerThread is each thread's private hit rate, threads with no access
	// left out.
	PerThread []float64
}

// ThreadRates returns the private and shared rates of the run's threads.
func (r *Result) ThreadRates() ThreadRates {
	var out ThreadRates
	var hits, acc float64
	for _, th := range r.Threads {
		if len(th.Levels) == 0 || th.Levels[0].Accesses == 0 {
			continue
		}
		hits += float64(th.Levels[0].Hits)
		acc += float64(th.Levels[0].Accesses)
		out.PerThread = append(out.PerThread, th.Levels[0].HitRate)
	}
	if acc > 0 {
		out.Private = hits / acc
		if len(r.Shared) > 0 {
			out.Served = (hits + float64(r.Shared[0].Hits)) / acc
		}
	}
	return out
}
