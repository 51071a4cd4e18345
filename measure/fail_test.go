package measure

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
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
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
	// The same program succeeds without arguments, reading nothing.
	if _, err := Run(context.Background(), ll, Options{}); err != nil {
		t.Errorf("plain run: %v", err)
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
