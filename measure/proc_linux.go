//go:build linux

package measure

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

// The processes Run starts (clang, the linker, the program) each lead a
// process group of their own, which Run kills as a whole: when the leader
// exits, when the context is done, and, through the parent-death signal,
// when reusescope itself dies. A child the program leaves running is
// killed with it. One that leaves the group (setsid, a daemon) is found by
// the tag in its environment, which every process Run starts passes on
// (groupTag), and killed too.

// prSetChildSubreaper is PR_SET_CHILD_SUBREAPER of prctl(2).
const prSetChildSubreaper = 36

// subreaper makes this process the subreaper of its descendants, once.
var subreaper sync.Once

// inGroup makes cmd start as the leader of a new process group, killed
// with SIGKILL when the thread that starts it dies (reusescope killed) or
// when cmd's context is done. It also makes this process a child
// subreaper: the children cmd's processes leave behind become this
// process's children when their parents die, so that waitGroup can reap
// them once killed rather than leave zombies to an init that may not reap
// (PID 1 of a container).
func inGroup(cmd *exec.Cmd) {
	subreaper.Do(func() {
		syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
	})
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	cmd.SysProcAttr.Pdeathsig = syscall.SIGKILL
	cmd.Cancel = func() error { return killGroup(cmd.Process.Pid) }
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	tag := fmt.Sprintf("%s=%d.%d", groupTagVar, os.Getpid(), groupTags.Add(1))
	cmd.Env = append(cmd.Env, tag)
	tags.Store(cmd, tag)
}

// groupTagVar is the environment variable that tags the processes of one
// started command and its descendants, including those that leave its
// process group.
const groupTagVar = "REUSESCOPE_MEASURE_GROUP"

// groupTags numbers the tags; tags holds each command's.
var (
	groupTags atomic.Int64
	tags      sync.Map // *exec.Cmd -> string
)

// killTagged kills and reaps every process whose environment holds tag
// (an entry of it, as inGroup set it): the descendants of a command that
// left its process group. Processes of other users, and those whose
// environment cannot be read, are not looked at.
func killTagged(tag string) {
	dir, err := os.ReadDir("/proc")
	if err != nil {
		return
	}
	want := []byte(tag)
	var killed, pending []int
	// tagged reports whether pid's environment holds tag; empty is true
	// when the environment read back empty, as it does for a process in
	// the middle of an execve (its new image has no environment yet).
	tagged := func(pid int) (hit, empty bool) {
		env, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
		if err != nil {
			return false, false
		}
		for _, v := range bytes.Split(env, []byte{0}) {
			if bytes.Equal(v, want) {
				return true, false
			}
		}
		return false, len(env) == 0
	}
	kill := func(pid int) {
		if syscall.Kill(pid, syscall.SIGKILL) == nil {
			killed = append(killed, pid)
		}
	}
	for _, e := range dir {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		switch hit, empty := tagged(pid); {
		case hit:
			kill(pid)
		case empty:
			pending = append(pending, pid)
		}
	}
	// A process caught in an execve (setsid exec'ing sleep) is read again
	// until its new environment is in place.
	for try := 0; len(pending) > 0 && try < execRetries; try++ {
		time.Sleep(time.Millisecond)
		left := pending[:0]
		for _, pid := range pending {
			switch hit, empty := tagged(pid); {
			case hit:
				kill(pid)
			case empty:
				left = append(left, pid)
			}
		}
		pending = left
	}
	deadline := time.Now().Add(reapLimit)
	for _, pid := range killed {
		for {
			// A killed process that became this process's child (see
			// inGroup) is reaped; another's parent reaps it.
			var ws syscall.WaitStatus
			got, err := syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
			if err == syscall.EINTR {
				continue
			}
			if got != 0 || err != nil || time.Now().After(deadline) {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// waitGroup waits for cmd, started after inGroup, and kills the rest of its
// process group as soon as the leader exits, before Wait waits for the
// output pipes that a child left running would hold open.
func waitGroup(cmd *exec.Cmd) error {
	pid := cmd.Process.Pid
	tag, _ := tags.LoadAndDelete(cmd)
	killRest := func() {
		killGroup(pid)
		if tag != nil {
			killTagged(tag.(string)) // those that left the group hold the pipes too
		}
	}
	exited := make(chan struct{})
	go func() {
		defer close(exited)
		waitExited(pid)
		killRest()
	}()
	err := cmd.Wait()
	<-exited
	killRest() // also when waitExited found the leader reaped already, and what the killed ones started meanwhile
	reapGroup(pid)
	if errors.Is(err, exec.ErrWaitDelay) {
		// The command exited with status 0; a descendant that escaped
		// both kills (one that cleared its environment and left the
		// group) held its output pipes past WaitDelay. The command's
		// own run is complete.
		return nil
	}
	return err
}

// execRetries bounds how many times killTagged reads again, a millisecond
// apart, the environment of a process that read back empty.
const execRetries = 50

// reapLimit bounds how long reapGroup waits for killed processes to die.
const reapLimit = 2 * time.Second

// reapGroup reaps the processes of the killed group pgid that became this
// process's children (see inGroup), until none is left or reapLimit.
func reapGroup(pgid int) {
	deadline := time.Now().Add(reapLimit)
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-pgid, &ws, syscall.WNOHANG, nil)
		switch {
		case err == syscall.EINTR || pid > 0:
			continue
		case err != nil: // ECHILD: none left
			return
		case time.Now().After(deadline):
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// killGroup sends SIGKILL to every process of the group pgid; a group
// that is gone already is no error.
func killGroup(pgid int) error {
	if err := syscall.Kill(-pgid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return err
	}
	return nil
}

// Constants of waitid(2) that package syscall does not define.
const (
	pPID    = 1          // P_PID
	wNoWait = 0x01000000 // WNOWAIT
)

// waitExited blocks until the child pid has exited, without reaping it
// (WNOWAIT: its pid, and so its group, stays taken until Wait reaps it). It
// returns at once when the child is reaped already.
func waitExited(pid int) {
	var info [128]byte // siginfo_t
	for {
		_, _, errno := syscall.Syscall6(syscall.SYS_WAITID, pPID, uintptr(pid), uintptr(unsafe.Pointer(&info[0])), syscall.WEXITED|wNoWait, 0, 0)
		if errno != syscall.EINTR {
			return
		}
	}
}

// lockDir takes an exclusive lock on the file lockName in dir and returns
// it: held as long as the file is open, and released by the kernel when the
// process dies, however it dies.
func lockDir(dir string) (*os.File, error) {
	f, err := os.OpenFile(dir+string(os.PathSeparator)+lockName, os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// abandoned reports whether the work directory dir belongs to no live run:
// its lock file is missing or no process holds its lock.
func abandoned(dir string) bool {
	f, err := lockDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return true
	}
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// ownedByMe reports whether the file of fi belongs to this process's user.
func ownedByMe(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}

// nonBlock opens a FIFO without waiting for a writer.
const nonBlock = syscall.O_NONBLOCK
