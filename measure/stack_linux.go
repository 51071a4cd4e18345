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

// withStack runs start with the process's soft stack limit raised
// stackFactor times (within the hard limit and maxStack), so that the child
// it starts inherits the raised limit, and restores the limit after. Where
// the limit cannot be read or set, start runs as it is.
func withStack(start func() error) error {
	stackMu.Lock()
	defer stackMu.Unlock()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_STACK, &old); err != nil || old.Cur == ^uint64(0) { // RLIM_INFINITY
		return start()
	}
	raised := old
	raised.Cur = raisedStack(old)
	if raised.Cur == old.Cur || syscall.Setrlimit(syscall.RLIMIT_STACK, &raised) != nil {
		return start()
	}
	defer syscall.Setrlimit(syscall.RLIMIT_STACK, &old)
	return start()
}

// stackHint says, for a run killed by a segmentation fault, how much stack
// the instrumented run had: a recursion deeper than that allows ends so.
func stackHint() string {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_STACK, &l); err != nil || l.Cur == ^uint64(0) {
		return ""
	}
	raised := raisedStack(l)
	return fmt.Sprintf(" (the instrumented run had a %d MiB stack, %dx the soft limit of %d MiB: a deeper recursion needs a larger ulimit -s)", raised>>20, stackFactor, l.Cur>>20)
}

// raisedStack is the soft stack limit of an instrumented run when the
// process's is l.
func raisedStack(l syscall.Rlimit) uint64 {
	return min(max(l.Cur, min(l.Cur*stackFactor, maxStack)), l.Max)
}
