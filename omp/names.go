package omp

import (
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
)

// The libomp entry points clang-14 calls (openmp/runtime/src/kmp.h): the
// one place in the module that names them.
const (
	// ForkCall is __kmpc_fork_call(loc, argc, microtask, shared...): it
	// runs the outlined microtask(gtid*, btid*, shared...) on a team.
	ForkCall = "__kmpc_fork_call"
	// ForkTeams is the teams construct's fork, with the same operands.
	ForkTeams = "__kmpc_fork_teams"
	// TaskAlloc is __kmpc_omp_task_alloc(loc, gtid, flags, sizeof_task,
	// sizeof_shareds, task_entry): task_entry runs the task's body.
	TaskAlloc = "__kmpc_omp_task_alloc"
	// ForkFixedArgs are a fork's loc, argc and microtask operands; the
	// shared variables follow.
	ForkFixedArgs = 3
	// TIDParams are an outlined function's global and bound thread id
	// parameters; the shared variables' pointers follow.
	TIDParams = 2
	// OutlinedPrefix begins the name of every function clang outlines for
	// a parallel region (.omp_outlined., .omp_outlined._debug__).
	OutlinedPrefix = ".omp_outlined."
	// runtimePrefix begins every libomp entry point clang calls.
	runtimePrefix = "__kmpc_"
)

// entryArg gives, for the runtime calls that start code on other threads,
// the operand that is the function they run.
var entryArg = map[string]int{ForkCall: 2, ForkTeams: 2, TaskAlloc: 5}

// IsFork reports whether name is a fork of a team (ForkCall, ForkTeams),
// whose third operand is the outlined function the team runs.
func IsFork(name string) bool { return name == ForkCall || name == ForkTeams }

// EntryArg returns the operand of runtime call name that is the function it
// runs on other threads (a fork's microtask, a task's entry); ok is false
// for any other callee.
func EntryArg(name string) (int, bool) {
	k, ok := entryArg[name]
	return k, ok
}

// IsRuntime reports whether name is an entry point of the OpenMP runtime:
// clang's __kmpc_ calls or the user-level omp_ API (omp_get_thread_num).
func IsRuntime(name string) bool {
	return strings.HasPrefix(name, runtimePrefix) || strings.HasPrefix(name, "omp_")
}

// IsKmpc reports whether name is one of the __kmpc_ entry points clang
// emits (a module that calls one uses OpenMP).
func IsKmpc(name string) bool { return strings.HasPrefix(name, runtimePrefix) }

// IsOutlined reports whether function name is the body of a parallel
// region that clang outlined.
func IsOutlined(name string) bool { return strings.HasPrefix(name, OutlinedPrefix) }

// Outlined returns the function a fork (IsFork) runs, or "" when in is no
// fork or its microtask is not a named function.
func Outlined(in *irreader.Inst) string {
	if !IsFork(in.Callee) {
		return ""
	}
	return irreader.ForkTarget(in)
}

// EntryFunc returns the defined or declared function that runtime call c
// starts on other threads (EntryArg), or nil.
func EntryFunc(name string, c *ir.InstCall) *ir.Func {
	k, ok := entryArg[name]
	if !ok || k >= len(c.Args) {
		return nil
	}
	f, _ := irreader.StripPtrCasts(c.Args[k]).(*ir.Func)
	return f
}
