package measure

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/irreader"
)

func TestSplitText(t *testing.T) {
	text := `; comment
define i32 @f(i32 %0) {
  %2 = icmp eq i32 %0, 0
  switch i32 %0, label %5 [
    i32 0, label %3
    i32 1, label %"odd label"
  ]

3:                                                ; preds = %1
  br label %5

"odd label":
  ; a comment inside
  %lp = landingpad { i8*, i32 }
          cleanup
  br label %5

5:
  ret i32 0
}

define void @g() {
entry:
  ret void
}
`
	fs, err := splitText(strings.Split(text, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 2 {
		t.Fatalf("%d functions, want 2", len(fs))
	}
	// Hand count: f has an implicit entry block with 2 statements (the
	// switch spans 4 lines), then 1, 2 (the landingpad spans 2 lines) and 1.
	wantStmts := []int{2, 1, 2, 1}
	wantLabel := []int{-1, 8, 11, 17}
	if len(fs[0].blocks) != len(wantStmts) {
		t.Fatalf("f has %d blocks, want %d", len(fs[0].blocks), len(wantStmts))
	}
	for i, b := range fs[0].blocks {
		if len(b.stmts) != wantStmts[i] || b.label != wantLabel[i] {
			t.Errorf("block %d: label line %d, %d statements; want %d, %d", i, b.label, len(b.stmts), wantLabel[i], wantStmts[i])
		}
	}
	if sw := fs[0].blocks[0].stmts[1]; sw.first != 3 || sw.last != 6 {
		t.Errorf("switch spans lines %d..%d, want 3..6", sw.first, sw.last)
	}
	if lp := fs[0].blocks[2].stmts[0]; lp.first != 13 || lp.last != 14 {
		t.Errorf("landingpad spans lines %d..%d, want 13..14", lp.first, lp.last)
	}
	if len(fs[1].blocks) != 1 || fs[1].blocks[0].label != 22 {
		t.Errorf("g: %+v", fs[1].blocks)
	}
}

func TestSplitTextErrors(t *testing.T) {
	for _, text := range []string{
		"define void @f() {\nentry:\n  ret void\n",          // not closed
		"define void @f() {\nentry:\nret void garbage\n}\n", // unindented instruction
	} {
		if _, err := splitText(strings.Split(text, "\n")); err == nil {
			t.Errorf("no error for %q", text)
		}
	}
}

func TestEdgesAndUnnamedBlocks(t *testing.T) {
	requireClang(t)
	res, err := Run(context.Background(), filepath.Join("testdata", "edges.ll"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	// main calls f and h with i = 0..4. f's switch goes to a for 0 and 1
	// (both counted on the first slot naming a), b for 2, d otherwise; b's
	// br goes to exit twice over, counted on the first slot.
	f := res.Funcs["f"]
	wantBlocks := []uint64{5, 2, 1, 2, 5}
	wantSucc := [][]uint64{{2, 2, 0, 1}, {2}, {1, 0}, {2}, {}}
	for b := range wantBlocks {
		if f.Blocks[b] != wantBlocks[b] {
			t.Errorf("f block %d ran %d times, want %d", b, f.Blocks[b], wantBlocks[b])
		}
		for s := range wantSucc[b] {
			if f.Succ[b][s] != wantSucc[b][s] {
				t.Errorf("f block %d successor %d: %d, want %d", b, s, f.Succ[b][s], wantSucc[b][s])
			}
		}
	}
	// h: the store runs once (i == 0); then per call one load, one
	// atomicrmw and one cmpxchg (a load and a store each) and a 32-byte
	// memset (one store).
	h := res.Funcs["h"]
	if want := []uint64{5, 1, 5}; h.Blocks[0] != want[0] || h.Blocks[1] != want[1] || h.Blocks[2] != want[2] {
		t.Errorf("h blocks %v, want %v", h.Blocks, want)
	}
	if res.Loads != 5*3 || res.Stores != 1+5*3 {
		t.Errorf("%d loads, %d stores; want 15, 16", res.Loads, res.Stores)
	}
	if res.BytesStored != 4+5*(4+4+32) || res.BytesLoaded != 5*3*4 {
		t.Errorf("bytes loaded %d stored %d; want 60, 204", res.BytesLoaded, res.BytesStored)
	}
	if m := res.Funcs["main"]; m.Blocks[1] != 5 || m.Succ[1][0] != 4 || m.Succ[1][1] != 1 {
		t.Errorf("main loop %v %v", m.Blocks, m.Succ)
	}
}

// TestSplitTextInvoke checks the statements LLVM prints on several lines in
// C++ code: an invoke's and a callbr's targets, and a landingpad's clause
// followed by its metadata.
func TestSplitTextInvoke(t *testing.T) {
	text := `define i32 @f(i32 %x) personality i32 (...)* @__gxx_personality_v0 {
  %1 = invoke i32 @g()
          to label %2 unwind label %3, !dbg !5

2:
  callbr void asm "", "r,X"(i32 %1, i8* blockaddress(@f, %4))
          to label %4 [label %4]

3:
  %5 = landingpad { i8*, i32 }
          cleanup, !dbg !6
  resume { i8*, i32 } %5

4:
  ret i32 0
}
`
	fs, err := splitText(strings.Split(text, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	// Hand count: [first, last] lines (0-based) of each block's statements.
	want := [][][2]int{{{1, 2}}, {{5, 6}}, {{9, 10}, {11, 11}}, {{14, 14}}}
	if len(fs) != 1 || len(fs[0].blocks) != len(want) {
		t.Fatalf("split into %+v", fs)
	}
	for b, blk := range fs[0].blocks {
		var got [][2]int
		for _, st := range blk.stmts {
			got = append(got, [2]int{st.first, st.last})
		}
		if fmt.Sprint(got) != fmt.Sprint(want[b]) {
			t.Errorf("block %d: statements %v, want %v", b, got, want[b])
		}
	}
}

// TestInstrumentQuotedNames instruments a module whose function and global
// names hold a '$', which LLVM prints quoted (lambdas in C++: @"...$_0...")
// and llir does not.
func TestInstrumentQuotedNames(t *testing.T) {
	src := []byte(`@"g$0" = dso_local global i32 0, align 4

define dso_local void @"f$1"() {
  store i32 1, i32* @"g$0", align 4
  ret void
}
`)
	m, err := irreader.ParseIR("quoted.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	out, err := instrument(src, m, buildPlan(m), "", "main", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{fmt.Sprintf(`@"g$0" = dso_local global i32 0, align %d`, SectionAlign), "call void @__rs_st("} {
		if !strings.Contains(string(out), want) {
			t.Errorf("instrumented text lacks %q:\n%s", want, out)
		}
	}
}
