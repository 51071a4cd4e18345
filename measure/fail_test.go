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

	"github.com/reusescope/reusescope/internal/timebound"
)

func TestFailures(t *testing.T) {
	ll := compileC(t, "fail", "-O0")
	tests := []struct {
		name    string
		opts    Options
		wantErr []string
	}{
		{"exit", Options{Args: []string{"exit"}}, []string{"exited with status 3", "failing with exit"}},
		{"abort", Options{Args: []string{"abort"}}, []string{"signal 6", "failing with abort"}},
		{"timeout", Options{Args: []string{"loop"}, Timeout: 2 * time.Second}, []string{"timeout"}},
		{"no clang", Options{Clang: "/nonexistent/clang-14"}, []string{"apt-get install clang-14"}},
		{"no function", Options{Func: "nosuch"}, []string{`no function "nosuch"`}},
		{"input not given", Options{Args: []string{"read"}}, []string{"exited with status 5", "fail: no input"}},
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
