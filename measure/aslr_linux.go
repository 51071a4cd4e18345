//go:build linux

package measure

import (
	"os/exec"
	"runtime"
	"syscall"
)

const (
	// personalityQuery makes personality(2) return the current value.
	personalityQuery = 0xffffffff
	// addrNoRandomize is ADDR_NO_RANDOMIZE of <sys/personality.h>.
	addrNoRandomize = 0x0040000
)

// startNoASLR starts cmd with address-space randomisation off, which the
// runtime would otherwise re-execute the program to get (rsrt.c,
// rs_fixed_layout): a child gets the personality of the thread that forks
// it, so the goroutine holds its thread, sets the personality for the fork
// and restores it. When the personality cannot be set, cmd starts as it is.
func startNoASLR(cmd *exec.Cmd) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	old, _, errno := syscall.RawSyscall(syscall.SYS_PERSONALITY, personalityQuery, 0, 0)
	if errno != 0 || old&addrNoRandomize != 0 {
		return cmd.Start()
	}
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PERSONALITY, old|addrNoRandomize, 0, 0); errno != 0 {
		return cmd.Start()
	}
	defer syscall.RawSyscall(syscall.SYS_PERSONALITY, old, 0, 0)
	return cmd.Start()
}
