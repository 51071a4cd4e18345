package irreader_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/probs"
)

// fuzzSeedLL are small suite kernels (at most about 16 KB each, so that a
// mutation still parses often) that seed FuzzParseAnalyse: plain loops,
// a switch, a while loop, a recursive call and an irregular branch, at O0
// and O2; clang++-14's output for the C++ programs of testdata/cxx
// (40 to 240 KB: invokes, landing pads, return alignments), at O0 and O2;
// and programs that take their sizes from their arguments.
var fuzzSeedLL = []string{
	"../testdata/ll/example.O0.ll",
	"../testdata/ll/example.O2.ll",
	"../testdata/ll/irr_branch.O2.ll",
	"../testdata/ll/irr_switch.O2.ll",
	"../testdata/ll/irr_while.O0.ll",
	"../testdata/ll/irr_recursive.O0.ll",
	"testdata/ops.ll",
	"testdata/access.ll",
	"testdata/cxx/hello.O0.ll",
	"testdata/cxx/hello.O2.ll",
	"testdata/cxx/lambda.O0.ll",
	"testdata/cxx/lambda.O2.ll",
	"testdata/cxx/shapes.O0.ll",
	"testdata/cxx/shapes.O2.ll",
	"testdata/cxx/throw.O0.ll",
	"testdata/cxx/throw.O2.ll",
	"testdata/cxx/vector.O0.ll",
	"testdata/cxx/vector.O2.ll",
	// Sizes from the arguments: getopt, sscanf into struct fields, globals
	// a setup function sets (loops' inputs).
	"../internal/pipeline/testdata/args_getopt.O0.ll",
	"../internal/pipeline/testdata/args_sscanf_dims.O0.ll",
	"../internal/pipeline/testdata/args_global_size.O2.ll",
}

// fuzzLuaTimeout bounds the derived-template Lua run per input; the
// templates of the seeds load in a few milliseconds.
const fuzzLuaTimeout = 500 * time.Millisecond

// FuzzParseAnalyse follows the path of `reusescope counts FILE.ll` on
// mutated IR: Parse, then, if it parses, the analyses pipeline.OpenModule
// runs (call graph, CFG, loop nest, derived probabilities) with the
// invariant checkers on, the probability template, loading the derived
// probabilities, and the balance equations. Any step may fail, but with a
// one-line error and never a panic.
func FuzzParseAnalyse(f *testing.F) {
	for _, name := range fuzzSeedLL {
		src, err := os.ReadFile(filepath.FromSlash(name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("define i32 @main() {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %n, %loop ]\n  %n = add i32 %i, 1\n  %c = icmp slt i32 %n, 10\n  br i1 %c, label %loop, label %exit\nexit:\n  ret i32 %n\n}\n"))
	f.Add([]byte("define void @f() {\nentry:\n  br label %entry\n}\n"))
	f.Add([]byte("define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [ i32 1, label %a\n i32 2, label %a ]\na:\n  ret void\nd:\n  unreachable\n}\n"))
	f.Add([]byte("define void @r() {\n  call void @r()\n  ret void\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := irreader.Parse("fuzz.ll", src)
		if err != nil {
			checkOneLine(t, "Parse", err)
			return
		}
		s, err := pipeline.OpenModule(m, pipeline.Options{Check: true, Timeout: fuzzLuaTimeout})
		if err != nil {
			checkOneLine(t, "OpenModule", err)
			return
		}
		var tmpl bytes.Buffer
		if err := s.WriteTemplate(&tmpl); err != nil {
			checkOneLine(t, "WriteTemplate", err)
			return
		}
		if vals, err := s.Probs(); err != nil {
			checkOneLine(t, "Probs", err)
		} else if _, err := s.Counts(vals); err != nil {
			checkOneLine(t, "Counts", err)
		}
		// Most kernels have a data-dependent branch the template leaves
		// nil; solve the balance equations with even odds as well, so
		// that every parsed module reaches them.
		if _, err := s.CountsFrom(evenOdds(s.Sites)); err != nil {
			checkOneLine(t, "CountsFrom", err)
		}
	})
}

// evenOdds gives every two-way branch probability 1/2 and every
// destination of a switch with k destinations 1/k.
func evenOdds(sites []probs.Site) mapProbs {
	dests := map[string]int{}
	for _, s := range sites {
		if s.Kind == probs.SwitchCase {
			dests[s.Group]++
		}
	}
	p := mapProbs{}
	for _, s := range sites {
		p[s.Key] = 0.5
		if s.Kind == probs.SwitchCase {
			p[s.Key] = 1 / float64(dests[s.Group])
		}
	}
	return p
}

// mapProbs is a balance.Probs backed by a map.
type mapProbs map[string]float64

// Get returns the probability of the site key, and whether there is one.
func (p mapProbs) Get(key string) (float64, bool) {
	v, ok := p[key]
	return v, ok
}

// checkOneLine fails the test when err is empty or spans several lines:
// the CLI prints errors as "reusescope: <err>" on one line.
func checkOneLine(t *testing.T, step string, err error) {
	t.Helper()
	msg := err.Error()
	if msg == "" || strings.Contains(msg, "\n") {
		t.Fatalf("%s: error is not one non-empty line: %q", step, msg)
	}
}
