package irreader

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/constant"
)

// bigArray returns IR text with a global of n i32 elements, initialised
// from 0 up, and a main that loads element 5.
func bigArray(name, kind string, n int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "@%s = dso_local %s [%d x i32] [", name, kind, n)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "i32 %d", i)
	}
	fmt.Fprintf(&b, "], align 16\n@small = dso_local global [2 x i32] [i32 1, i32 2], align 4\n\n")
	fmt.Fprintf(&b, "define i32 @main() {\n  %%p = getelementptr [%d x i32], [%d x i32]* @%s, i64 0, i64 5\n  %%v = load i32, i32* %%p\n  ret i32 %%v\n}\n", n, n, name)
	return b.Bytes()
}

// TestElideInits: an initializer over MaxInitBytes of text is read as
// undef, its global Elided and still in the data section (rodata for a
// constant); smaller ones, and the rest of the line, are read as written.
func TestElideInits(t *testing.T) {
	n := MaxInitBytes/8 + 1000 // "i32 123456, " is over 8 bytes an element
	for _, kind := range []string{"global", "constant"} {
		src := bigArray(`"big.table"`, kind, n)
		m, err := Parse("big.ll", src)
		if err != nil {
			t.Fatal(err)
		}
		g, small := m.LL.Globals[0], m.LL.Globals[1]
		if g.Name() != "big.table" || !Elided(g) || Elided(small) {
			t.Fatalf("%s: globals %s (elided %v), %s (elided %v)", kind, g.Name(), Elided(g), small.Name(), Elided(small))
		}
		if _, ok := g.Init.(*constant.Undef); !ok {
			t.Errorf("%s: elided initializer read as %s", kind, g.Init)
		}
		if got := small.Init.String(); !strings.Contains(got, "i32 2") {
			t.Errorf("small initializer read as %s", got)
		}
		want := SectionData
		if kind == "constant" {
			want = SectionROData
		}
		if got := GlobalSection(g); got != want {
			t.Errorf("%s: section %v, want %v", kind, got, want)
		}
		if g.Align != 16 {
			t.Errorf("%s: alignment %d, want the line's 16", kind, g.Align)
		}
	}
	// Lines that are not a global definition's, or whose initializer is
	// short, are kept whatever their length.
	long := strings.Repeat("x", MaxInitBytes+1)
	for _, line := range []string{
		"@s = global [3 x i8] c\"ab\\00\", align 1 ; " + long,
		"; @c = global [1 x i8] [" + long,
		`@q = internal unnamed_addr constant { i32, [2 x i8] } { i32 1, [2 x i8] c"]\00" }, !dbg !` + long,
	} {
		if out, names := elideInits([]byte(line)); !bytes.Equal(out, []byte(line)) || names != nil {
			t.Errorf("%.60s...: changed (names %v)", line, names)
		}
	}
	// A c-string and a struct with brackets inside its strings are cut
	// at their end.
	for _, c := range []struct{ line, name, init string }{
		{`@"s t" = private constant [4 x i8] c"a]{\00", align 1`, "s t", `c"a]{\00"`},
		{`@x = thread_local(initialexec) addrspace(1) global { i32, i8* } { i32 1, i8* getelementptr ([2 x i8], [2 x i8]* @"a>b", i32 0, i32 0) }, align 8`,
			"x", `{ i32 1, i8* getelementptr ([2 x i8], [2 x i8]* @"a>b", i32 0, i32 0) }`},
		{`@y = global <2 x i32> <i32 1, i32 2>`, "y", `<i32 1, i32 2>`},
		{`@z = global i32* getelementptr (i32, i32* @w, i64 1)`, "", ""},
	} {
		name, i, j, ok := globalInit([]byte(c.line))
		if c.name == "" {
			if ok {
				t.Errorf("%s: initializer %q, want none (not bracketed)", c.line, c.line[i:j])
			}
			continue
		}
		if !ok || name != c.name || c.line[i:j] != c.init {
			t.Errorf("%s: %q %q %v, want %q %q", c.line, name, c.line[i:j], ok, c.name, c.init)
		}
	}
}

// TestBigInitializerMemory: a global of a million elements parses in
// memory of the order of its text (it took over 50 times that).
func TestBigInitializerMemory(t *testing.T) {
	src := bigArray("A", "global", 1<<20)
	grew := heapGrowth(t, func() {
		if _, err := Parse("big.ll", src); err != nil {
			t.Fatal(err)
		}
	})
	if grew > 4*int64(len(src)) {
		t.Errorf("parsing %d bytes allocated %d, want at most 4 times the size", len(src), grew)
	}
}

// TestNestingBound: a constant expression nested deeper than MaxNesting is
// an error naming its line, at once (a million levels overflowed llir's
// stack); one just under it is read.
func TestNestingBound(t *testing.T) {
	gep := func(d int) []byte {
		return []byte("@g = global i8 0\n\n@p = global i8* " + strings.Repeat("getelementptr (i8, i8* ", d) + "@g" +
			strings.Repeat(", i64 1)", d) + "\n\ndefine i32 @main() {\n  ret i32 0\n}\n")
	}
	if _, err := Parse("ok.ll", gep(MaxNesting/2)); err != nil {
		t.Errorf("nested %d deep: %v", MaxNesting/2, err)
	}
	_, err := Parse("deep.ll", gep(1000000))
	want := "parse deep.ll: line 3: brackets nested 1000000 deep, more than the 10000"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("nested a million deep: %v, want %q...", err, want)
	}
}
