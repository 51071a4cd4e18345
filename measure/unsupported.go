package measure

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// What measure cannot follow: threads other than OpenMP's, and processes
// the program starts that run its own code. The runtime keeps one event
// stream and per-thread state that it sets up for OpenMP's threads; a
// thread from pthread_create would run instrumented code on state that was
// never set up for it, and a forked child would write its events into the
// parent's stream. Rather than measure them wrong, Run refuses the modules
// that declare such a function (a function of the same name that the
// module defines is the program's own and is no reason). libomp starts its
// threads with pthread_create inside the library, out of the IR, and
// system() and popen() start a shell that execs, which the runtime's
// descriptors do not follow (they are close-on-exec): both are measured.

const (
	threadsReason = "measure does not follow threads started with %s (only OpenMP's threads); measure a single-threaded build of the program, or one that parallelises with OpenMP"
	forkReason    = "measure does not follow processes started with %s (the child would run instrumented code and write into the parent's event stream); measure a build that does not start them"
)

// unsupported maps the library functions Run refuses to the reason, a
// format taking the function's name.
var unsupported = map[string]string{
	"pthread_create": threadsReason,
	"thrd_create":    threadsReason,
	"fork":           forkReason,
	"vfork":          forkReason,
	"_Fork":          forkReason,
	"clone":          forkReason,
	"clone3":         forkReason,
	"__clone":        forkReason,
	"daemon":         forkReason,
	"posix_spawn":    forkReason,
	"posix_spawnp":   forkReason,
}

// stdThreadStart starts the mangled name of std::thread::_M_start_thread,
// through which libstdc++'s std::thread calls pthread_create.
const stdThreadStart = "_ZNSt6thread15_M_start_thread"

// unsupportedReason returns the display name and the reason format of a
// declared function Run refuses, and false for the others.
func unsupportedReason(name string) (string, string, bool) {
	if r, ok := unsupported[name]; ok {
		return name, r, true
	}
	if strings.HasPrefix(name, stdThreadStart) {
		return "std::thread", threadsReason, true
	}
	return "", "", false
}

// checkSupported returns an error when module m declares a function that
// starts threads or processes measure cannot follow, naming a function
// that calls it when there is one.
func checkSupported(m *ir.Module) error {
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			continue // defined here: the program's own function
		}
		shown, reason, ok := unsupportedReason(f.Name())
		if !ok {
			continue
		}
		what := "the program uses " + shown
		if caller := callerOf(m, f); caller != "" {
			what = caller + " calls " + shown
		}
		return fmt.Errorf("%s: "+reason, what, shown)
	}
	return nil
}

// callerOf returns the name of the first defined function of m that calls
// callee directly (call, invoke or callbr), or "".
func callerOf(m *ir.Module, callee *ir.Func) string {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && calls(c.Callee, callee) {
					return f.Name()
				}
			}
			switch t := b.Term.(type) {
			case *ir.TermInvoke:
				if calls(t.Invokee, callee) {
					return f.Name()
				}
			case *ir.TermCallBr:
				if calls(t.Callee, callee) {
					return f.Name()
				}
			}
		}
	}
	return ""
}

// calls reports whether the callee operand v is the function f.
func calls(v value.Value, f *ir.Func) bool {
	g, ok := irreader.StripPtrCasts(v).(*ir.Func)
	return ok && g == f
}
