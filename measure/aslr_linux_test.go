package measure

import (
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestStartNoASLR starts a program that prints its own personality
// (/proc/self/personality, in hex) and checks that address-space
// randomisation is off in it and that the starting thread's is unchanged.
func TestStartNoASLR(t *testing.T) {
	if _, err := exec.LookPath("cat"); err != nil {
		t.Skip(err)
	}
	before, _, _ := syscall.RawSyscall(syscall.SYS_PERSONALITY, personalityQuery, 0, 0)
	cmd := exec.Command("cat", "/proc/self/personality")
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := startNoASLR(cmd); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	p, err := strconv.ParseUint(strings.TrimSpace(out.String()), 16, 64)
	if err != nil {
		t.Fatalf("personality %q: %v", out.String(), err)
	}
	if p&addrNoRandomize == 0 {
		t.Errorf("child personality %#x lacks ADDR_NO_RANDOMIZE", p)
	}
	if after, _, _ := syscall.RawSyscall(syscall.SYS_PERSONALITY, personalityQuery, 0, 0); after != before {
		t.Errorf("this thread's personality %#x, was %#x", after, before)
	}
}
