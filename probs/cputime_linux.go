//go:build linux

package probs

import (
	"syscall"
	"time"
	"unsafe"
)

// threadClock is the CPU-time clock of one OS thread (a clockid_t of
// clock_gettime(2)), readable from any thread of the process.
type threadClock int32

// cpuClockSched is CPUCLOCK_SCHED | CPUCLOCK_PERTHREAD_MASK of the kernel's
// MAKE_THREAD_CPUCLOCK: the thread's scheduler run time.
const cpuClockSched = 6

// currentThreadClock returns the CPU-time clock of the calling thread (the
// caller holds it with runtime.LockOSThread), and false when it cannot be
// read.
func currentThreadClock() (threadClock, bool) {
	tid := uint32(syscall.Gettid())
	c := threadClock(int32(^tid<<3 | cpuClockSched))
	_, ok := c.read()
	return c, ok
}

// read returns the CPU time the thread has used since it started.
func (c threadClock) read() (time.Duration, bool) {
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, uintptr(c), uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
