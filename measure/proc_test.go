package measure

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/timebound"
)

// readPids reads the "pid pgid" line spawn.c writes.
func readPids(t *testing.T, path string) (pid, pgid int) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the program wrote no pid file: %v", err)
	}
	if _, err := fmt.Sscan(string(b), &pid, &pgid); err != nil {
		t.Fatalf("pid file %q: %v", b, err)
	}
	return pid, pgid
}

// groupGone reports whether no process of the group pgid is left, waiting a
// little for the kernel to finish killing them.
func groupGone(pgid int) bool {
	for range 50 {
		if err := syscall.Kill(-pgid, 0); errors.Is(err, syscall.ESRCH) {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}

// workDirsIn returns the work directories in dir.
func workDirsIn(t *testing.T, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, workDirPrefix+"*"))
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// TestProcessGroup: the program runs in its own process group, and nothing
// of the group outlives Run: not the child it waits for when the timeout
// kills it, not a child it leaves running in the background when it exits.
// The work directory is gone either way.
func TestProcessGroup(t *testing.T) {
	ll := compileC(t, "spawn", "-O0")
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	for _, mode := range []string{"wait", "background", "setsid"} {
		t.Run(mode, func(t *testing.T) {
			pidFile := filepath.Join(t.TempDir(), "pids")
			start := time.Now()
			_, err := Run(context.Background(), ll, Options{Args: []string{pidFile, mode}, Timeout: 5 * time.Second})
			switch mode {
			case "wait":
				if err == nil || !strings.Contains(err.Error(), "timeout") {
					t.Fatalf("want the timeout, got %v", err)
				}
			case "background", "setsid":
				if err != nil {
					t.Fatalf("a program that leaves a child running: %v", err)
				}
			}
			// A 5 s timeout, the build and the group's kill: 16,000
			// reference units (about 40 s) means the timeout or the kill
			// failed.
			timebound.Within(t, time.Since(start), 16000, "a run with a 5 s timeout")
			pid, pgid := readPids(t, pidFile)
			if pgid != pid {
				t.Errorf("the program's group is %d, want its own (%d)", pgid, pid)
			}
			if !groupGone(pgid) {
				out, _ := exec.Command("ps", "-eo", "pid,pgid,stat,args").CombinedOutput()
				var left []string
				for _, l := range strings.Split(string(out), "\n") {
					if f := strings.Fields(l); len(f) > 1 && f[1] == fmt.Sprint(pgid) {
						left = append(left, l)
					}
				}
				t.Errorf("processes of group %d outlive Run (kill: %v):\n%s", pgid, syscall.Kill(-pgid, 0), strings.Join(left, "\n"))
				syscall.Kill(-pgid, syscall.SIGKILL)
			}
			if d := workDirsIn(t, tmp); len(d) > 0 {
				t.Errorf("work directories left: %v", d)
			}
			if mode == "setsid" {
				if left := sleepers("61.25"); len(left) > 0 {
					t.Errorf("the sleep the program started in a session of its own outlives Run: pids %v", left)
					for _, p := range left {
						syscall.Kill(p, syscall.SIGKILL)
					}
				}
			}
		})
	}
}

// sleepers returns the pids of the processes running sleep with argument
// arg, waiting a little for killed ones to go.
func sleepers(arg string) []int {
	var left []int
	for range 50 {
		left = left[:0]
		dir, _ := os.ReadDir("/proc")
		for _, e := range dir {
			b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
			if err != nil {
				continue
			}
			if a := strings.Split(strings.TrimRight(string(b), "\x00"), "\x00"); len(a) == 2 && filepath.Base(a[0]) == "sleep" && a[1] == arg {
				var pid int
				fmt.Sscan(e.Name(), &pid)
				left = append(left, pid)
			}
		}
		if len(left) == 0 {
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	return left
}

// TestStdinFIFO: a FIFO as the program's input is refused at once, not
// waited on for a writer.
func TestStdinFIFO(t *testing.T) {
	ll := compileC(t, "fail", "-O0")
	fifo := filepath.Join(t.TempDir(), "in")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Run(context.Background(), ll, Options{Args: []string{"read"}, Stdin: fifo, Timeout: 20 * time.Second})
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("FIFO input: %v, want not a regular file", err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("Run blocks on a FIFO input")
	}
}

// TestRemoveStale: a work directory an hour old whose lock is free (its run
// was killed) or that has no lock file is removed; a young one, or one
// whose lock a live run holds, is kept.
func TestRemoveStale(t *testing.T) {
	tmp := t.TempDir()
	mk := func(name string, lock bool, age time.Duration) string {
		dir := filepath.Join(tmp, workDirPrefix+name)
		if err := os.Mkdir(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if lock {
			os.WriteFile(filepath.Join(dir, lockName), nil, 0o600)
		}
		old := time.Now().Add(-age)
		if err := os.Chtimes(dir, old, old); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	killed := mk("killed", true, 2*time.Hour)
	nolock := mk("nolock", false, 2*time.Hour)
	young := mk("young", true, time.Minute)
	live := mk("live", true, 2*time.Hour)
	held, err := lockDir(live)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	old := time.Now().Add(-2 * time.Hour)
	os.Chtimes(live, old, old) // the lock file touched it
	other := filepath.Join(tmp, "unrelated")
	os.Mkdir(other, 0o700)
	os.Chtimes(other, old, old)

	removeStale(tmp, time.Now())
	for dir, want := range map[string]bool{killed: false, nolock: false, young: true, live: true, other: true} {
		_, err := os.Stat(dir)
		if got := err == nil; got != want {
			t.Errorf("%s kept %v, want %v", filepath.Base(dir), got, want)
		}
	}
}
