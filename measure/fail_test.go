package measure

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/timebound"
)

func TestFailures(t *testing.T) {
	ll := compileC(t, "fail", "-O0")
	tests := []struct {
		name    string
		opts    Options
		wantErr []string
	}{
		{"abort", Options{Args: []string{"abort"}}, []string{"signal 6", "failing with abort"}},
		// A program that puts /dev/null over the stream's descriptors
		// would send its events nowhere while the counters go on.
		// A thread started out of the IR's sight runs instrumented code.
		{"foreign thread", Options{Args: []string{"thread"}}, []string{"a thread other than OpenMP's"}},
		{"descriptors replaced", Options{Args: []string{"dup2"}, Levels: []cache.Level{{Name: "L1", SizeBytes: 4096, Assoc: 4, Line: 64}}}, []string{"replaced a descriptor", "3 to 5"}},
		{"timeout", Options{Args: []string{"loop"}, Timeout: 2 * time.Second}, []string{"timeout"}},
		// A limit that passes during the builds says so (on a loaded machine
		// the 2 s above can too).
		{"timeout in the build", Options{Timeout: time.Nanosecond}, []string{"timeout expired", "raise --timeout"}},
		{"no clang", Options{Clang: "/nonexistent/clang-14"}, []string{"apt-get install clang-14"}},
		{"no function", Options{Func: "nosuch"}, []string{`no function "nosuch"`}},
		{"input not a file", Options{Args: []string{"read"}, Stdin: "testdata"}, []string{"not a regular file"}},
		{"input missing", Options{Args: []string{"read"}, Stdin: "testdata/nosuch.txt"}, []string{"program input", "nosuch.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			res, err := Run(context.Background(), ll, tt.opts)
			if err == nil {
				t.Fatalf("no error; result %+v", res)
			}
			for _, w := range tt.wantErr {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			timebound.Within(t, time.Since(start), 12000, "the failing run")
		})
	}
	// The same program succeeds without arguments, reading nothing.
	if _, err := Run(context.Background(), ll, Options{}); err != nil {
		t.Errorf("plain run: %v", err)
	}
	// Counts need no stream: the daemon's are measured.
	if res, err := Run(context.Background(), ll, Options{Args: []string{"dup2"}, CountsOnly: true}); err != nil {
		t.Errorf("counts of the run that replaces descriptors: %v", err)
	} else if got := res.Funcs["work"].Blocks[0]; got != 1 {
		t.Errorf("counts of the run that replaces descriptors: work called %d times, want 1", got)
	}
	// A run that ends with a non-zero status is measured, and says so:
	// return 3, and return 5 after a read from an empty input (with the
	// hint that gives it one and the last line of its standard error).
	for _, c := range []struct {
		args []string
		code int
		note []string
	}{
		{[]string{"exit"}, 3, []string{"exited with status 3", "failing with exit"}},
		{[]string{"read"}, 5, []string{"exited with status 5", "--stdin FILE", "fail: no input"}},
	} {
		res, err := Run(context.Background(), ll, Options{Args: c.args})
		if err != nil {
			t.Errorf("%v: %v, want the run measured", c.args, err)
			continue
		}
		if res.ExitCode != c.code {
			t.Errorf("%v: exit code %d, want %d", c.args, res.ExitCode, c.code)
		}
		for _, w := range c.note {
			if !strings.Contains(res.ExitNote, w) {
				t.Errorf("%v: note %q does not say %q", c.args, res.ExitNote, w)
			}
		}
		if fc := res.Funcs["main"]; fc == nil || len(fc.Blocks) == 0 || fc.Blocks[0] != 1 {
			t.Errorf("%v: main's entry not counted once", c.args)
		}
	}
}

// TestStdin gives the program its input from a file. The measured scope is
// work(), entered after main read the input, so the runtime re-executes the
// program to place work's frame after the read: the input must be read again
// from its start.
func TestStdin(t *testing.T) {
	ll := compileC(t, "fail", "-O0")
	in := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(in, []byte("17\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, fn := range []string{"", "work"} {
		res, err := Run(context.Background(), ll, Options{Func: fn, Args: []string{"read"}, Stdin: in})
		if err != nil {
			t.Fatalf("func %q: %v", fn, err)
		}
		if got := string(res.Stdout); !strings.Contains(got, "work 17") {
			t.Errorf("func %q: stdout %q, want work 17", fn, got)
		}
		// work's loop body runs n = 17 times.
		if got := res.Funcs["work"].Blocks; !slices.Contains(got, 17) {
			t.Errorf("func %q: work's block counts %v hold no 17", fn, got)
		}
	}
}

func TestProgress(t *testing.T) {
	ll := compileC(t, "tiny", "-O0")
	var b strings.Builder
	res, err := Run(context.Background(), ll, Options{Progress: &b})
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("measure: %d events in ", res.Events)
	if !strings.Contains(b.String(), want) {
		t.Errorf("progress %q does not contain %q", b.String(), want)
	}
}
