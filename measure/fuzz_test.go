package measure

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzSplitText checks that the text splitter never panics and that the
// statements it returns lie inside the function bodies, in order.
func FuzzSplitText(f *testing.F) {
	f.Add("define void @f() {\nentry:\n  ret void\n}\n")
	f.Add("define i32 @f(i32 %0) {\n  switch i32 %0, label %2 [\n    i32 0, label %2\n  ]\n\n2:\n  ret i32 0\n}\n")
	f.Add("define void @f() {\n  %x = landingpad { i8*, i32 }\n          cleanup\n")
	f.Fuzz(func(t *testing.T, text string) {
		lines := strings.Split(text, "\n")
		fs, err := splitText(lines)
		if err != nil {
			return
		}
		prev := -1
		for _, fn := range fs {
			for _, b := range fn.blocks {
				for _, s := range b.stmts {
					if s.first <= fn.define || s.last < s.first || s.last >= len(lines) || s.first <= prev {
						t.Fatalf("statement %+v out of place (define %d, previous %d)", s, fn.define, prev)
					}
					prev = s.last
				}
			}
		}
	})
}

// FuzzParseSummary checks that a corrupt summary gives an error, not a panic
// or a huge allocation.
func FuzzParseSummary(f *testing.F) {
	f.Add([]byte(summaryMagic))
	f.Add(append([]byte(summaryMagic), make([]byte, 64)...))
	p := &plan{nblocks: 3, nedges: 2}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := parseSummary(bytes.NewReader(data), p)
		if err == nil && len(s.threads) > maxThreads {
			t.Fatalf("%d threads accepted", len(s.threads))
		}
	})
}
