package irreader

import (
	"bytes"
	"math/rand"
	"runtime"
	"strings"
	"testing"
)

// TestBlankRuns cuts runs of blank lines to their first and maps every
// kept line back to its line in the source, checked against the lines
// themselves on random texts.
func TestBlankRuns(t *testing.T) {
	clang := []byte("define i32 @f() {\n  ret i32 0\n}\n\ndefine i32 @g() {\n  ret i32 1\n}\n")
	if out, lm := blankRuns(clang); &out[0] != &clang[0] || lm != nil {
		t.Errorf("clang's single blank lines were copied or cut")
	}
	out, lm := blankRuns([]byte("a\n\n\n \t\n\r\nb\n\n\nc"))
	if string(out) != "a\n\nb\n\nc" {
		t.Errorf("cut to %q", out)
	}
	for n, want := range map[int]int{1: 1, 2: 2, 3: 6, 4: 7, 5: 9} {
		if got := lm.source(n); got != want {
			t.Errorf("line %d of the cut text is %d of the source, want %d", n, got, want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	pieces := []string{"x", "", " ", "\t", "y z", "\r"}
	for iter := 0; iter < 500; iter++ {
		var lines []string
		for k := rng.Intn(30); k >= 0; k-- {
			lines = append(lines, pieces[rng.Intn(len(pieces))])
		}
		src := []byte(strings.Join(lines, "\n"))
		out, lm := blankRuns(src)
		if bytes.Contains(out, []byte("\n\n\n")) {
			t.Fatalf("%q: two blank lines left in %q", src, out)
		}
		got := strings.Split(string(out), "\n")
		for i, l := range got {
			if j := lm.source(i + 1); j < 1 || j > len(lines) || lines[j-1] != l {
				t.Fatalf("%q -> %q: line %d maps to %d", src, out, i+1, j)
			}
		}
		if strings.TrimSpace(string(out)) != strings.TrimSpace(string(src)) && !strings.Contains(string(src), "\n") {
			t.Fatalf("%q changed to %q", src, out)
		}
	}
}

// TestBlankLinesMemory: a file of blank lines parses in memory of the
// order of its size (llir's per-line offsets made it over 20 times that).
func TestBlankLinesMemory(t *testing.T) {
	src := append(bytes.Repeat([]byte("\n"), 8<<20), "define i32 @main() {\n  ret i32 0\n}\n"...)
	grew := heapGrowth(t, func() {
		if _, err := Parse("blank.ll", src); err != nil {
			t.Fatal(err)
		}
	})
	if grew > 4*int64(len(src)) {
		t.Errorf("parsing %d bytes of mostly blank lines allocated %d bytes, want at most 4 times the size", len(src), grew)
	}
	// Errors still name the line of the user's file.
	_, err := Parse("blank.ll", append(bytes.Repeat([]byte("\n"), 1000), "define i32 @main( {\n  ret i32 0\n}\n"...))
	if err == nil || !strings.Contains(err.Error(), `line 1002: syntax error near "ret i32 0"`) {
		t.Errorf("error %v, want one naming line 1002 and quoting it", err)
	}
}

// heapGrowth returns the bytes f allocates.
func heapGrowth(t *testing.T, f func()) int64 {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}
