package probs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/metrics"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"
)

// Defaults and limits of Load.
const (
	// DefaultTimeout is the CPU time a script may use, compiling and
	// running (see LoadOptions.Timeout).
	DefaultTimeout = 2 * time.Second
	// wallFactor times the time limit, and at least minWall, is the
	// wall-clock backstop: a script that gets less than 1/wallFactor of a
	// CPU is stopped there, whatever CPU time it used. The floor keeps a
	// small limit a CPU-time limit on a loaded machine (1 ms of CPU may
	// take more than 30 ms to get).
	wallFactor = 30
	minWall    = time.Second
	// DefaultMaxMemory is how far (bytes) the Go heap may grow while a script
	// runs before Load stops it: 256 MiB, far above what a script of
	// probabilities needs and low enough to stop a runaway s = s .. s early.
	DefaultMaxMemory = 256 << 20
	// MaxScriptBytes is the largest script Load accepts (4 MiB): a template
	// line is about 70 bytes, so this is room for some 60000 branches,
	// though compiling that many takes longer than DefaultTimeout (see run).
	MaxScriptBytes = 4 << 20
	// maxSyntaxDepth bounds the nesting of expressions and blocks. Lua 5.1
	// stops at 200 "syntax levels"; gopher-lua has no limit and compiles
	// deep nests in quadratic time.
	maxSyntaxDepth = 500
	// memoryPoll is how often Load samples the heap while a script runs.
	memoryPoll = 10 * time.Millisecond
	// abandonGrace is how long Load waits, after the time limit, for the
	// interpreter to stop; a script stuck inside one library call (a
	// pathological string.find, say) is left running and Load returns.
	abandonGrace = 200 * time.Millisecond
)

// heapMetric is the runtime/metrics sample Load watches: bytes of heap
// objects, live or not yet swept.
const heapMetric = "/memory/classes/heap/objects:bytes"

// interpreters counts the scripts whose interpreter goroutine has not
// returned, abandoned ones included (a compile cannot be interrupted, and
// an interpreter notices a cancelled context only between instructions).
var interpreters atomic.Int64

// LoadOptions tunes Load. The zero value gives the defaults.
type LoadOptions struct {
	// Timeout is the limit on the script's own work: the CPU time of the
	// thread that parses, compiles and runs it, which nothing else shares,
	// so that load on the machine (other runs in parallel) does not change
	// the verdict. A script is also stopped after wallFactor times the
	// limit of wall-clock time, and at least minWall. Where the thread's CPU time cannot be read
	// (systems other than Linux), the limit is wall-clock time. 0 means
	// DefaultTimeout; a negative limit is an error.
	Timeout time.Duration
	// Context, if not nil, also stops the script when it is done.
	Context context.Context
	// MaxMemory is how much (bytes) the Go heap may grow while the script
	// runs; 0 means DefaultMaxMemory. The measure is process-wide, so set
	// it generously when other goroutines allocate at the same time.
	MaxMemory int64
	// Print receives the output of the script's print calls; nil discards it.
	Print io.Writer
	// AllowUnusedSet accepts --set values the script never reads; by
	// default they are an error (a misspelt parameter name).
	AllowUnusedSet bool
	// Implied holds the names of set that come from the program's own
	// arguments (given after --), not from the user's --set: a script that
	// never reads one is not in error.
	Implied map[string]bool
	// Outside holds the keys of branch sites in functions outside the
	// analysis (a script written for the whole program, such as probs
	// --from-run's, used with --func): the script may give them, and they
	// are ignored.
	Outside map[string]bool
}

// Values holds the probabilities a script gave, keyed by Site.Key.
type Values struct {
	probs map[string]float64
}

// Get returns the probability of the site with the given key, and whether
// there is one.
func (v *Values) Get(key string) (float64, bool) {
	if v == nil {
		return 0, false
	}
	p, ok := v.probs[key]
	return p, ok
}

// Keys returns the site keys, sorted.
func (v *Values) Keys() []string {
	if v == nil {
		return nil
	}
	keys := make([]string, 0, len(v.probs))
	for k := range v.probs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Map returns a copy of the values as a map keyed by Site.Key, the form
// WriteFilled takes.
func (v *Values) Map() map[string]float64 {
	m := make(map[string]float64)
	if v != nil {
		for k, p := range v.probs {
			m[k] = p
		}
	}
	return m
}

// Error is an error in a script: File, the line of the script when known
// (0 otherwise) and a one-line message. Err, when set, is the cause
// (context.DeadlineExceeded for the time limit).
type Error struct {
	File string
	Line int
	Msg  string
	Err  error
}

// Error returns "file:line: msg", or "file: msg" without a line.
func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return e.File + ": " + e.Msg
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Load runs the script src (named filename in messages) in a sandbox and
// checks what it returns against sites.
//
// The sandbox has the base, table, string and math libraries, without the
// functions that load code or files (load, loadstring, dofile, loadfile,
// require, module) and without os, io, package and debug; reading an
// undefined global is an error. The global table param holds set (a value
// is a number if it reads as a finite Lua number, else a string). The
// script runs under a CPU time limit (opts.Timeout), a cap on call depth
// and on the Lua stack, capped string builders, and a watch on heap
// growth (opts.MaxMemory).
//
// The script must return a table with a finite number in [0,1] for every
// site key and no other key; the sites of one switch group must sum to 1
// within 1e-9. Every error is one line starting "filename:line:" (or
// "filename:" when no line applies) and is an *Error, except for invalid
// sites, a programming error reported plainly.
func Load(filename string, src []byte, set map[string]string, sites []Site, opts LoadOptions) (*Values, error) {
	return load(filename, src, set, sites, opts, MaxScriptBytes)
}

// load is Load with a size limit of maxBytes.
func load(filename string, src []byte, set map[string]string, sites []Site, opts LoadOptions, maxBytes int) (*Values, error) {
	groups, err := checkSites(sites)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", filename, err)
	}
	for name := range set {
		if !IsName(name) {
			return nil, &Error{File: filename, Msg: fmt.Sprintf("--set %q: not a valid Lua name", name)}
		}
	}
	if len(src) > maxBytes {
		return nil, &Error{File: filename, Msg: fmt.Sprintf("script is %d bytes, over the %d-byte limit", len(src), maxBytes)}
	}
	res, err := execute(filename, src, set, opts)
	if err != nil {
		return nil, err
	}
	if !opts.AllowUnusedSet {
		if err := checkUnusedSet(filename, set, res.read, opts.Implied); err != nil {
			return nil, err
		}
	}
	for k := range opts.Outside {
		delete(res.table, k)
	}
	return validate(filename, src, res.table, sites, groups)
}

// entry is one field of the returned table, copied out of the interpreter.
type entry struct {
	typ lua.LValueType
	num float64 // for numbers
	str string  // for strings
}

// result is what the interpreter goroutine hands back.
type result struct {
	table map[string]entry
	read  map[string]bool // param names the script read
	err   error
}

// Why execute stopped a script.
const (
	stopCPU    = iota // the CPU time limit
	stopWall          // the wall-clock backstop
	stopMemory        // the heap limit
	stopParent        // LoadOptions.Context
)

// execute parses and runs src in its own goroutine, locked to its thread,
// and returns the fields of the table it returned. It returns when the
// script ends, or, whatever the script is doing, abandonGrace after the
// thread has used the time limit of CPU time (or the wall-clock backstop
// has passed), the heap has grown by the memory limit, or the context is
// done.
func execute(filename string, src []byte, set map[string]string, opts LoadOptions) (result, error) {
	timeout := opts.Timeout
	if timeout < 0 {
		return result{}, &Error{File: filename, Msg: fmt.Sprintf("time limit %v is negative", timeout)}
	}
	if timeout == 0 {
		timeout = DefaultTimeout
	}
	maxMem := opts.MaxMemory
	if maxMem <= 0 {
		maxMem = DefaultMaxMemory
	}
	parent := opts.Context
	if parent == nil {
		parent = context.Background()
	}
	ctx, cancel := context.WithCancel(parent)
	defer cancel()

	type clock struct {
		c    threadClock
		base time.Duration
		ok   bool
	}
	started := make(chan clock, 1)
	done := make(chan result, 1) // buffered: an abandoned run must not block
	var running atomic.Bool      // set once compiling is over and the script runs
	// compiled is the CPU time compiling took (with a thread clock): the
	// limit is checked by polling, which can notice it only after the
	// script started running.
	var compiled atomic.Int64
	interpreters.Add(1)
	go func() {
		defer interpreters.Add(-1)
		// The thread's CPU time is the script's own work: nothing else
		// runs on a locked thread.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		c, ok := currentThreadClock()
		base, _ := c.read()
		started <- clock{c, base, ok}
		done <- run(ctx, filename, src, set, opts.Print, func() {
			if now, ok := c.read(); ok {
				compiled.Store(int64(now - base))
			}
			running.Store(true)
		})
	}()
	cpu := <-started
	wallLimit := timeout
	if cpu.ok {
		wallLimit = max(wallFactor*timeout, minWall)
	}
	wall := time.NewTimer(wallLimit)
	defer wall.Stop()

	sample := []metrics.Sample{{Name: heapMetric}}
	metrics.Read(sample)
	base := heapBytes(sample[0])
	tick := time.NewTicker(memoryPoll)
	defer tick.Stop()
	stopped := func(why int) error {
		limit := "time limit"
		switch why {
		case stopMemory:
			return &Error{File: filename, Msg: fmt.Sprintf("memory limit of %d MiB exceeded", maxMem>>20)}
		case stopParent:
			return &Error{File: filename, Msg: fmt.Sprintf("stopped: %v", parent.Err()), Err: parent.Err()}
		case stopCPU:
			limit = "CPU time limit"
		case stopWall:
			if cpu.ok {
				return &Error{File: filename, Msg: fmt.Sprintf("wall-clock limit of %v exceeded (the backstop of a CPU time limit of %v: the script got too little CPU time)", wallLimit, timeout), Err: context.DeadlineExceeded}
			}
		}
		if !running.Load() || cpu.ok && time.Duration(compiled.Load()) > timeout {
			return &Error{File: filename, Msg: fmt.Sprintf("%s of %v exceeded while compiling the %d-byte script (raise the limit for very large scripts)", limit, timeout, len(src)), Err: context.DeadlineExceeded}
		}
		return &Error{File: filename, Msg: fmt.Sprintf("%s of %v exceeded (endless loop?)", limit, timeout), Err: context.DeadlineExceeded}
	}
	// finish stops the script and waits abandonGrace for the interpreter.
	finish := func(why int) (result, error) {
		cancel()
		select {
		case r := <-done:
			if r.err == nil {
				return r, nil // finished just in time
			}
		case <-time.After(abandonGrace):
		}
		return result{}, stopped(why)
	}
	for {
		select {
		case r := <-done:
			if parent.Err() != nil && r.err != nil {
				return result{}, stopped(stopParent)
			}
			return r, r.err
		case <-tick.C:
			metrics.Read(sample)
			if heapBytes(sample[0])-base > maxMem {
				return finish(stopMemory)
			}
			if used, ok := cpu.c.read(); cpu.ok && ok && used-cpu.base > timeout {
				return finish(stopCPU)
			}
		case <-wall.C:
			return finish(stopWall)
		case <-parent.Done():
			return finish(stopParent)
		}
	}
}

// heapBytes reads a uint64 sample, 0 if the runtime does not support it.
func heapBytes(s metrics.Sample) int64 {
	if s.Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s.Value.Uint64())
}

// run parses, compiles and runs the script; it is the only code that
// touches the interpreter. A Go panic anywhere becomes an error. It sets
// calls compiled when compiling is over. gopher-lua compiles a table constructor
// in time quadratic in its distinct constants (a linear search per key):
// about 0.5 s for 10000 sites, 1.7 s for 20000 on the reference machine.
func run(ctx context.Context, filename string, src []byte, set map[string]string, out io.Writer, compiled func()) (res result) {
	defer func() {
		if r := recover(); r != nil {
			res = result{err: &Error{File: filename, Msg: fmt.Sprintf("internal error in the Lua interpreter: %v", r)}}
		}
	}()
	chunk, err := parse.Parse(strings.NewReader(string(src)), filename)
	if err != nil {
		return result{err: syntaxError(filename, src, err)}
	}
	if line, deep := tooDeep(chunk, maxSyntaxDepth); deep {
		return result{err: &Error{File: filename, Line: line, Msg: fmt.Sprintf("nesting deeper than %d levels", maxSyntaxDepth)}}
	}
	proto, err := lua.Compile(chunk, filename)
	if err != nil {
		return result{err: syntaxError(filename, src, err)}
	}
	if ctx.Err() != nil {
		return result{err: ctx.Err()}
	}

	compiled()
	L, read := newSandbox(set, out)
	defer L.Close()
	L.SetContext(ctx)
	L.Push(L.NewFunctionFromProto(proto))
	if err := L.PCall(0, 1, nil); err != nil {
		return result{err: runtimeError(filename, err)}
	}
	ret := L.Get(-1)
	tbl, ok := ret.(*lua.LTable)
	if !ok {
		what := "returned a " + ret.Type().String()
		if ret == lua.LNil {
			what = "returned nil or nothing"
		}
		return result{err: &Error{File: filename, Msg: "the script " + what + `, want the table of probabilities (end it with "return BranchingProbs")`}}
	}
	fields := make(map[string]entry)
	var keyErr error
	tbl.ForEach(func(k, v lua.LValue) {
		ks, ok := k.(lua.LString)
		if !ok {
			if keyErr == nil {
				keyErr = &Error{File: filename, Msg: fmt.Sprintf("the returned table has a %s key (%s); write entries as T_4_5 = value", k.Type(), shorten(k.String()))}
			}
			return
		}
		e := entry{typ: v.Type()}
		switch v := v.(type) {
		case lua.LNumber:
			e.num = float64(v)
		case lua.LString:
			e.str = string(v)
		}
		fields[string(ks)] = e
	})
	if keyErr != nil {
		return result{err: keyErr}
	}
	return result{table: fields, read: read}
}

// syntaxError turns a parse or compile error into "file:line: message".
func syntaxError(filename string, src []byte, err error) error {
	var pe *parse.Error
	var ce *lua.CompileError
	switch {
	case errors.As(err, &pe):
		if pe.Pos.Line == parse.EOF {
			return &Error{File: filename, Line: strings.Count(string(src), "\n") + 1, Msg: pe.Message + " at end of file"}
		}
		return &Error{File: filename, Line: pe.Pos.Line, Msg: fmt.Sprintf("%s near '%s'", pe.Message, shorten(pe.Token))}
	case errors.As(err, &ce):
		return &Error{File: filename, Line: ce.Line, Msg: ce.Message}
	}
	return &Error{File: filename, Msg: oneLine(err.Error())}
}

// runtimeError turns a Lua runtime error into one line without traceback.
// Lua messages already start "file:line:"; it keeps that position.
func runtimeError(filename string, err error) error {
	var ae *lua.ApiError
	if !errors.As(err, &ae) {
		return &Error{File: filename, Msg: oneLine(err.Error())}
	}
	s, ok := ae.Object.(lua.LString)
	if !ok {
		return &Error{File: filename, Msg: fmt.Sprintf("the script raised an error value of type %s", ae.Object.Type())}
	}
	msg := oneLine(string(s))
	if rest, found := strings.CutPrefix(msg, filename+":"); found {
		if i := strings.Index(rest, ":"); i > 0 {
			var line int
			if _, err := fmt.Sscanf(rest[:i], "%d", &line); err == nil && line > 0 {
				return &Error{File: filename, Line: line, Msg: strings.TrimSpace(rest[i+1:])}
			}
		}
	}
	return &Error{File: filename, Msg: msg}
}

// maxMessage bounds how much of a Lua value or message an error repeats.
const maxMessage = 200

// oneLine keeps the first line of s, trimmed and shortened.
func oneLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return shorten(strings.TrimSpace(s))
}

// shorten cuts s to maxMessage bytes and makes it printable on one line.
func shorten(s string) string {
	if len(s) > maxMessage {
		s = s[:maxMessage] + "..."
	}
	return sanitizeComment(s)
}

// checkUnusedSet reports a --set name the script never read as param.name.
func checkUnusedSet(filename string, set map[string]string, read, implied map[string]bool) error {
	var unused, used []string
	for name := range set {
		if !read[name] && !implied[name] {
			unused = append(unused, name)
		}
	}
	if len(unused) == 0 {
		return nil
	}
	for name := range read {
		used = append(used, name)
	}
	sort.Strings(unused)
	sort.Strings(used)
	reads := "no parameters"
	if len(used) > 0 {
		reads = "param." + strings.Join(used, ", param.")
	}
	return &Error{File: filename, Msg: fmt.Sprintf("--set %s: the script never reads param.%s (it reads %s)", unused[0], unused[0], reads)}
}
