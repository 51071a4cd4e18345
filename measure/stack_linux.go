//go:build linux

package measure

import (
	"fmt"
	"sync"
	"syscall"
)

// stackFactor is how many times the stack a native run may use the
// instrumented run may use: its frames hold the runtime's calls and spills
// besides the program's (a recursion 50,000 deep that runs natively in 8 MiB
// needs over 16 MiB instrumented).
const stackFactor = 8

// maxStack caps the raised limit below the 128 MiB gap Linux keeps between
// the stack and the mmap area whatever a smaller limit: the program's mapped
// blocks then lie where a native run puts them.
const maxStack = 120 << 20

// stackMu serialises the raise and its restore around a start.
var stackMu sync.Mutex

// stackLimits returns the process's stack limit and the soft limit an
// instrumented run gets (stackFactor times the soft limit, within the hard
// limit and maxStack); ok is false when the limit cannot be read or is
// unlimited.
func stackLimits() (l syscall.Rlimit, raised uint64, ok bool) {
	if err := syscall.Getrlimit(syscall.RLIMIT_STACK, &l); err != nil || l.Cur == ^uint64(0) { // RLIM_INFINITY
		return l, 0, false
	}
	return l, min(max(l.Cur, min(l.Cur*stackFactor, maxStack)), l.Max), true
}

// withStack runs start with the process's soft stack limit raised
// (stackLimits), so that the child it starts inherits the raised limit, and
// restores the limit after. Where the limit cannot be read or set, start
// runs as it is.
func withStack(start func() error) error {
	stackMu.Lock()
	defer stackMu.Unlock()
	old, cur, ok := stackLimits()
	if !ok || cur == old.Cur {
		return start()
	}
	raised := old
	raised.Cur = cur
	if syscall.Setrlimit(syscall.RLIMIT_STACK, &raised) != nil {
		return start()
	}
	defer syscall.Setrlimit(syscall.RLIMIT_STACK, &old)
	return start()
}

// stackHint says, for a run killed by a segmentation fault, how much stack
// the instrumented run had: a recursion deeper than that allows ends so.
func stackHint() string {
	l, raised, ok := stackLimits()
	if !ok {
		return ""
	}
	return fmt.Sprintf(" (the instrumented run had a %d MiB stack, the soft limit %d MiB raised up to %dx within the hard limit and %d MiB: a deeper recursion needs a larger ulimit -s)", raised>>20, l.Cur>>20, stackFactor, maxStack>>20)
}
