package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reusescope/reusescope/probs"

	"github.com/reusescope/reusescope/internal/timebound"
)

// The tests of "Limits and safety" (README): outputs written atomically,
// inputs bounded, numeric flags checked.

// TestHelperMain is not a test: run as a child of another test with
// REUSESCOPE_HELPER=1, it runs the CLI on the arguments after "--" and exits
// with its status, as the binary does (signals included).
func TestHelperMain(t *testing.T) {
	if os.Getenv("REUSESCOPE_HELPER") != "1" {
		t.Skip("helper process")
	}
	args := os.Args
	for i, a := range args {
		if a == "--" {
			args = args[i+1:]
			break
		}
	}
	os.Exit(mainStatus(args, os.Stdout, os.Stderr))
}

// helperCommand returns the command that runs the CLI with args in a child
// process, after the shell line prefix (e.g. "ulimit -f 1").
func helperCommand(prefix string, args ...string) *exec.Cmd {
	sh := append([]string{"-c", prefix + `; exec "$@"`, "sh", os.Args[0], "-test.run=^TestHelperMain$", "--"}, args...)
	cmd := exec.Command("/bin/sh", sh...)
	cmd.Env = append(os.Environ(), "REUSESCOPE_HELPER=1")
	return cmd
}

// dirNames returns the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// copyFile copies src to dst.
func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOutputIsInput: an -o file that is a file the command reads is a usage
// error, and the file is left as it was.
func TestOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	x := filepath.Join(dir, "x.ll")
	copyFile(t, ll("example.O0.ll"), x)
	script := filepath.Join(dir, "p.lua")
	var stdout, stderr bytes.Buffer
	if err := run([]string{"probs", "-o", script, x}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte("1\n"), 0o644)
	link := filepath.Join(dir, "link.ll")
	if err := os.Symlink("x.ll", link); err != nil {
		t.Fatal(err)
	}
	hard := filepath.Join(dir, "hard.ll")
	if err := os.Link(x, hard); err != nil {
		t.Fatal(err)
	}
	before := map[string]string{}
	for _, f := range []string{x, script, in} {
		before[f] = readFile(t, f)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"hits", "-o", x, x}, "is the input file"},
		{[]string{"counts", x, "-o", filepath.Join(dir, ".", "x.ll")}, "is the input file"},
		{[]string{"counts", "-o", link, x}, "is the input file"},
		{[]string{"dump", "-o", hard, x}, "is the input file"},
		{[]string{"counts", "--probs", script, "-o", script, x}, "is --probs file"},
		{[]string{"probs", "-o", script, "--probs", script, x}, "is --probs file"},
		{[]string{"measure", "--stdin", in, "-o", in, x}, "is --stdin file"},
		{[]string{"cfg", "-o", x, x}, "is the input file"},
	}
	for _, c := range cases {
		stderr.Reset()
		err := run(c.args, &stdout, &stderr)
		stderr.Reset()
		if code := exitCode(err, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%v)", c.args, code, err)
		}
		if got := stderr.String(); !strings.Contains(got, c.want) || strings.Count(got, "\n") != 1 {
			t.Errorf("%v: stderr %q, want one line with %q", c.args, got, c.want)
		}
	}
	for f, b := range before {
		if readFile(t, f) != b {
			t.Errorf("%s changed", f)
		}
	}
	if names := dirNames(t, dir); len(names) != 5 {
		t.Errorf("directory holds %v", names)
	}
}

// TestOutputWriteFails: when writing the -o file fails (here: the file size
// limit of ulimit -f, as a full disk would), the command fails and the
// previous file is intact, with no temporary file beside it.
func TestOutputWriteFails(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the CLI in a child process")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	os.WriteFile(out, []byte("previous report"), 0o644)
	// ulimit -f counts 1024-byte blocks in sh and bash: the page is larger.
	cmd := helperCommand("ulimit -f 4", "report", "-o", out, ll("example.O0.ll"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("report with a 4 KiB file size limit: %v (want exit 1); stderr %s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "file too large") {
		t.Errorf("stderr %q does not say why", stderr.String())
	}
	if got := readFile(t, out); got != "previous report" {
		t.Errorf("report.html now holds %d bytes", len(got))
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %v, want report.html alone", names)
	}
}

// TestProbsFromRunFails: probs -o FILE --from-run leaves FILE as it was
// when the run fails (the program aborts).
func TestProbsFromRunFails(t *testing.T) {
	clang := requireClang(t)
	dir := t.TempDir()
	llPath := filepath.Join(dir, "fail.ll")
	if b, err := exec.Command(clang, "-S", "-emit-llvm", "-g", "-O0", filepath.Join("..", "..", "measure", "testdata", "fail.c"), "-o", llPath).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, b)
	}
	out := filepath.Join(dir, "probs.lua")
	os.WriteFile(out, []byte("-- the user's edits\n"), 0o644)
	var stdout, stderr bytes.Buffer
	err := run([]string{"probs", "--from-run", "-o", out, llPath, "--", "abort"}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "signal 6") {
		t.Fatalf("probs --from-run of a failing run: %v", err)
	}
	if got := readFile(t, out); got != "-- the user's edits\n" {
		t.Errorf("probs.lua now holds %q", got)
	}
	if names := dirNames(t, dir); len(names) != 2 {
		t.Errorf("directory holds %v", names)
	}
}

// TestInputNotRegular: an input that is not a regular file (the .ll file
// or the --probs script) is a one-line error naming its type, at once, and
// a script over its cap one naming the cap (irreader's tests check the .ll
// file's cap).
func TestInputNotRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.lua")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, probs.MaxScriptBytes+1); err != nil { // sparse
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"counts", "--probs", big, ll("example.O0.ll")}, big + ": larger than the 4 MiB limit on this input"},
		{[]string{"counts", "/dev/zero"}, "/dev/zero: a character device, not a regular file"},
		{[]string{"hits", fifo}, fifo + ": a FIFO (named pipe), not a regular file"},
		{[]string{"dump", dir}, dir + ": a directory, not a regular file"},
		{[]string{"counts", "--probs", "/dev/zero", ll("example.O0.ll")}, "/dev/zero: a character device, not a regular file"},
		{[]string{"counts", "--probs", fifo, ll("example.O0.ll")}, fifo + ": a FIFO (named pipe), not a regular file"},
	}
	for _, c := range cases {
		var stdout, stderr bytes.Buffer
		start := time.Now()
		err := run(c.args, &stdout, &stderr)
		stderr.Reset()
		if code := exitCode(err, &stderr); code != 1 {
			t.Errorf("%v: exit %d, want 1", c.args, code)
		}
		if got := stderr.String(); got != "reusescope: "+c.want+"\n" {
			t.Errorf("%v: stderr %q, want %q", c.args, got, c.want)
		}
		timebound.Within(t, time.Since(start), 2000, fmt.Sprint(c.args))
	}
}

// TestNumericFlags: a numeric flag outside what it means is a one-line usage
// error saying what is allowed, never a silent default or reinterpretation.
func TestNumericFlags(t *testing.T) {
	ex := ll("example.O0.ll")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"counts", "--lua-timeout", "-1s", ex}, "--lua-timeout -1s: want a positive duration"},
		{[]string{"hits", "--lua-timeout", "0", ex}, "--lua-timeout 0s: want a positive duration"},
		{[]string{"measure", "--timeout", "-1s", ex}, "--timeout -1s: want a positive duration such as 30s, or 0 for no limit"},
		{[]string{"measure", "--threads", "-1", ex}, "--threads -1: want 1 to 1024, or 0"},
		{[]string{"compare", "--threads", "5000", ex}, "--threads 5000: want 1 to 1024"},
		{[]string{"reuse", "--line", "0", ex}, "--line 0: want a power of two from 1 to 1073741824"},
		{[]string{"reuse", "--line", "2147483648", ex}, "--line 2147483648: want a power of two"},
		{[]string{"measure", "--line", "48", ex}, "--line 48: want a power of two"},
		{[]string{"reuse", "--max-events", "0", ex}, "--max-events 0: want a positive number"},
		{[]string{"hits", "--max-events", "-5", ex}, "--max-events -5: want a positive number"},
		{[]string{"hits", "--line", "128", ex}, "--line 128 differs from the 64-byte lines of --cache"},
		{[]string{"hits", "--cores", "0", ex}, `bad core count "0" (want 1..1024)`},
		{[]string{"sweep", "--cores", "0", ex}, `bad core count "0"`},
		{[]string{"sweep", "--assoc", "0", ex}, `associativity "0": want an integer from 1 to 16777216, or full`},
		{[]string{"hits", "--cache", "L1=32KiB/0/64", ex}, `associativity 0: want a positive integer, or "full" for a fully associative level`},
		{[]string{"measure", "--cache", "L1=32KiB/0/64", ex}, `associativity 0: want a positive integer, or "full"`},
		{[]string{"hits", "--cache", "L1=1KiB/8/1", ex}, "the sets model needs lines of at least 2 bytes when a level has more than one set (L1 has 128)"},
		{[]string{"hits", "--cache", "L1=1000B/2/8", ex}, "size 1000 is not a multiple of line*associativity (16)"},
		{[]string{"hits", "--cache", "L1=3KiB/8/64", ex}, "number of sets 6 is not a power of two"},
		{[]string{"hits", "--cache", "L1=2048GiB/8/64", ex}, "larger than 1TiB"},
	}
	for _, c := range cases {
		var stdout, stderr bytes.Buffer
		err := run(c.args, &stdout, &stderr)
		stderr.Reset()
		if code := exitCode(err, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%v)", c.args, code, err)
			continue
		}
		if got := stderr.String(); !strings.Contains(got, c.want) || strings.Count(got, "\n") != 1 {
			t.Errorf("%v: stderr %q, want one line containing %q", c.args, got, c.want)
		}
	}
	// What the refused values meant to say is accepted when said plainly.
	for _, args := range [][]string{
		{"hits", "--cache", "L1=32KiB/full/64", ex},
		{"hits", "--model", "sdcm", "--cache", "L1=1KiB/8/1", ex},
		{"hits", "--cache", "L1=1KiB/full/1", ex},
		{"hits", "--line", "64", ex},
	} {
		var stdout, stderr bytes.Buffer
		if err := run(args, &stdout, &stderr); err != nil {
			t.Errorf("%v: %v", args, err)
		}
	}
}

// TestMeasureSignal: SIGINT, SIGTERM, SIGHUP or SIGQUIT to reusescope while it measures a
// program (which waits for a child shell that sleeps) kills the program's
// whole process group, removes the work directory and exits 128+signal.
func TestMeasureSignal(t *testing.T) {
	clang := requireClang(t)
	dir := t.TempDir()
	llPath := filepath.Join(dir, "spawn.ll")
	if b, err := exec.Command(clang, "-S", "-emit-llvm", "-g", "-O0", filepath.Join("..", "..", "measure", "testdata", "spawn.c"), "-o", llPath).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, b)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT} {
		tmp := t.TempDir()
		pidFile := filepath.Join(t.TempDir(), "pids")
		cmd := helperCommand(":", "measure", llPath, "--", pidFile, "wait")
		cmd.Env = append(cmd.Env, "TMPDIR="+tmp)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var pid, pgid int
		for start := time.Now(); ; time.Sleep(20 * time.Millisecond) {
			if b, err := os.ReadFile(pidFile); err == nil && strings.HasSuffix(string(b), "\n") {
				fmt.Sscan(string(b), &pid, &pgid)
				break
			}
			if time.Since(start) > time.Minute {
				cmd.Process.Kill()
				t.Fatalf("the program never started: %s", stderr.String())
			}
		}
		cmd.Process.Signal(sig)
		err := cmd.Wait()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 128+int(sig) {
			t.Errorf("%v: %v, want exit status %d; stderr %s", sig, err, 128+int(sig), stderr.String())
		}
		if want := "reusescope: stopped by " + sig.String(); !strings.Contains(stderr.String(), want) {
			t.Errorf("%v: stderr %q lacks %q", sig, stderr.String(), want)
		}
		if pgid != pid {
			t.Errorf("%v: the program's group is %d, want its own (%d)", sig, pgid, pid)
		}
		gone := false
		for range 100 {
			if err := syscall.Kill(-pgid, 0); err == syscall.ESRCH {
				gone = true
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if !gone {
			t.Errorf("%v: processes of the program's group %d are left", sig, pgid)
			syscall.Kill(-pgid, syscall.SIGKILL)
		}
		for _, name := range dirNames(t, tmp) {
			if strings.HasPrefix(name, "reusescope-measure-") {
				t.Errorf("%v: work directory %s left in TMPDIR", sig, name)
			}
		}
	}
}

// TestCacheTooLargeToSimulate: a level too large for the simulation is a
// usage error saying what to do (another model, a smaller cache), at once,
// instead of a fatal out-of-memory; the profile models take it.
func TestCacheTooLargeToSimulate(t *testing.T) {
	ex := ll("example.O0.ll")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"hits", "--cache", "L1=1024GiB/1/64", ex}, "use --model sdcm or fa-lru for a larger cache"},
		{[]string{"measure", "--cache", "L1=64GiB/16/64", ex}, "measure a smaller cache"},
		{[]string{"sweep", "--model", "sets", "--sizes", "4KiB..1TiB", ex}, "sweep: --sizes: L1=8GiB/1/64 has 134217728 lines"},
	} {
		var stdout, stderr bytes.Buffer
		start := time.Now()
		err := run(c.args, &stdout, &stderr)
		stderr.Reset()
		if code := exitCode(err, &stderr); code != 2 || !strings.Contains(stderr.String(), c.want) || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want 2 and one line with %q", c.args, code, stderr.String(), c.want)
		}
		timebound.Within(t, time.Since(start), 600, fmt.Sprint(c.args))
	}
	runOK(t, "hits", "--model", "sdcm", "--cache", "L1=1TiB/1/64", ex)
}

// TestOutputRefusals: an -o that names a source or IR file (report -o
// example.c would replace the source it annotates), or a symbolic link to
// one (report -o out.html, out.html -> example.c), an existing read-only
// file, or an image for sweep's CSV is a one-line usage error, and the
// file is left as it was.
func TestOutputRefusals(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "example.c")
	ro := filepath.Join(dir, "ro.html")
	for _, f := range []string{src, ro} {
		if err := os.WriteFile(f, []byte("kept\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(ro, 0o444); err != nil {
		t.Fatal(err)
	}
	// A link named like an output that points at the source: the output
	// would be written through it.
	link := filepath.Join(dir, "out.html")
	if err := os.Symlink(src, link); err != nil {
		t.Fatal(err)
	}
	ex := ll("example.O0.ll")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"report", "-o", src, ex}, "names a source or IR file"},
		{[]string{"report", "-o", ro, ex}, "is read-only"},
		{[]string{"report", "-o", link, ex}, "is a symbolic link to the source or IR file"},
		{[]string{"sweep", "-o", filepath.Join(dir, "x.png"), ex}, "sweep writes CSV, JSON or an SVG plot"},
	} {
		var stdout, stderr bytes.Buffer
		err := run(c.args, &stdout, &stderr)
		stderr.Reset()
		if code := exitCode(err, &stderr); code != 2 || !strings.Contains(stderr.String(), c.want) || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want 2 and one line with %q", c.args, code, stderr.String(), c.want)
		}
	}
	for _, f := range []string{src, ro} {
		if readFile(t, f) != "kept\n" {
			t.Errorf("%s changed", f)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.png")); err == nil {
		t.Error("sweep wrote x.png")
	}
}
