package irreader

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestNormalize checks normalize line by line: the return attribute align N
// of headers and calls is blanked, every other align is kept, and every byte
// keeps its position.
func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		// Calls and invokes, with and without a result, tail marker or quoted name.
		{"  %36 = call noundef nonnull align 8 dereferenceable(8) double* @f(i32 1)",
			"  %36 = call noundef nonnull         dereferenceable(8) double* @f(i32 1)"},
		{"  %a.b = tail call align 16 i8* @g()", "  %a.b = tail call          i8* @g()"},
		{`  %"x y" = call fastcc align 4 i32* @h()`, `  %"x y" = call fastcc         i32* @h()`},
		{"  call align 8 i8* @g()", "  call         i8* @g()"},
		{"  %46 = invoke noundef nonnull align 4 dereferenceable(4) i32* @m(%m* noundef nonnull align 8 dereferenceable(48) %2)",
			"  %46 = invoke noundef nonnull         dereferenceable(4) i32* @m(%m* noundef nonnull align 8 dereferenceable(48) %2)"},
		{"  %x = call cc 10 align 8 i8* @g()", "  %x = call cc 10         i8* @g()"},
		{"  %1 = call  align 8  i8* @g()", "  %1 = call           i8* @g()"}, // written by hand, with two spaces
		// Headers: linkage, preemption and metadata before the return attributes.
		{"define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @d(%v* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !860 {",
			"define linkonce_odr dso_local noundef nonnull         dereferenceable(8) double* @d(%v* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !860 {"},
		{"declare !dbg !23810 noundef nonnull align 8 dereferenceable(570) %c* @u(%l* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #0",
			"declare !dbg !23810 noundef nonnull         dereferenceable(570) %c* @u(%l* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #0"},
		// Kept: parameter, function, load/store, alloca and global alignments,
		// a call returning a named type, and words that are not attributes.
		{"  call void @p(i32* noundef nonnull align 4 %x)", "  call void @p(i32* noundef nonnull align 4 %x)"},
		{"define dso_local void @f() align 2 {", "define dso_local void @f() align 2 {"},
		{"  %1 = load i32, i32* %0, align 4", "  %1 = load i32, i32* %0, align 4"},
		{"  store i32 0, i32* %0, align 4", "  store i32 0, i32* %0, align 4"},
		{"  %2 = alloca %struct.align, align 8", "  %2 = alloca %struct.align, align 8"},
		{"@g = dso_local global i32 0, align 4", "@g = dso_local global i32 0, align 4"},
		{"  %3 = call %align* @k()", "  %3 = call %align* @k()"},
		{"  %4 = call align i8* @k()", "  %4 = call align i8* @k()"},
		{`@s = constant [18 x i8] c"call align 8 i8*\00"`, `@s = constant [18 x i8] c"call align 8 i8*\00"`},
		{"!5 = !{!\"  call align 8 i8* @g()\"}", "!5 = !{!\"  call align 8 i8* @g()\"}"},
		{"; define align 8 i8* @g()", "; define align 8 i8* @g()"},
	}
	for _, tt := range tests {
		got := string(normalize([]byte(tt.in + "\n")))
		if got != tt.want+"\n" {
			t.Errorf("normalize(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

// TestNormalizeUnchanged checks that text without the construct is returned
// as it is, not copied.
func TestNormalizeUnchanged(t *testing.T) {
	src := []byte("define i32 @f(i32* align 4 %p) {\n  %1 = load i32, i32* %p, align 4\n  ret i32 %1\n}")
	if got := normalize(src); &got[0] != &src[0] {
		t.Errorf("normalize copied text it did not change")
	}
	if got := normalize(nil); got != nil {
		t.Errorf("normalize(nil) = %q", got)
	}
}

// TestNormalizeCXX checks normalize on clang++-14's output
// (testdata/cxx): llir reads every file after it, the text keeps its length
// and lines, and the only bytes changed are those of "align N" words, now
// blank.
func TestNormalizeCXX(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "cxx", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/cxx/*.ll: %v", err)
	}
	changed := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		out := normalize(src)
		if len(out) != len(src) {
			t.Fatalf("%s: length %d, was %d", file, len(out), len(src))
		}
		// A changed line is the line with words "align N" made blank.
		srcLines, outLines := bytes.Split(src, []byte("\n")), bytes.Split(out, []byte("\n"))
		for k, line := range srcLines {
			if bytes.Equal(line, outLines[k]) {
				continue
			}
			for i := range line {
				if outLines[k][i] != line[i] && outLines[k][i] != ' ' {
					t.Fatalf("%s:%d: byte %d changed to %q", file, k+1, i, outLines[k][i])
				}
			}
			if !onlyAlignsDropped(bytes.Fields(line), bytes.Fields(outLines[k])) {
				t.Fatalf("%s:%d: normalised to %q", file, k+1, outLines[k])
			}
			changed++
		}
		if _, err := asm.ParseBytes(file, out); err != nil {
			t.Errorf("%s: llir rejects the normalised text: %v", file, err)
		}
	}
	if changed == 0 {
		t.Errorf("no return alignment blanked in %d files", len(files))
	}
}

// onlyAlignsDropped reports whether the words out are the words in without
// some pairs "align N".
func onlyAlignsDropped(in, out [][]byte) bool {
	j := 0
	for i := 0; i < len(in); i++ {
		switch {
		case j < len(out) && bytes.Equal(in[i], out[j]):
			j++
		case string(in[i]) == "align" && i+1 < len(in) && isNumber(string(in[i+1])):
			i++
		default:
			return false
		}
	}
	return j == len(out)
}

// bigCallModule returns a module of about n lines in functions of 20 lines,
// most of them calls with a return alignment: the shape of C++ IR that
// normalize rewrites.
func bigCallModule(n int) []byte {
	const perFunc = 20
	var b bytes.Buffer
	b.WriteString("declare noundef nonnull align 8 dereferenceable(8) double* @at(i64)\n")
	for f := 0; f < n/(perFunc+3); f++ {
		fmt.Fprintf(&b, "\ndefine void @f%d() {\n", f)
		for i := 0; i < perFunc; i++ {
			fmt.Fprintf(&b, "  %%%d = call noundef nonnull align 8 dereferenceable(8) double* @at(i64 %d)\n", i+1, i)
		}
		b.WriteString("  ret void\n}\n")
	}
	return b.Bytes()
}

// bigModuleLines is the size of the module the benchmarks read: that of a
// large C++ program (a regex, containers and iostream at -O0 are 135k lines).
const bigModuleLines = 150_000

// BenchmarkNormalize times normalize alone on bigModuleLines lines.
func BenchmarkNormalize(b *testing.B) {
	src := bigCallModule(bigModuleLines)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		normalize(src)
	}
}

// BenchmarkParseIR times ParseIR (normalize, llir's parse and ID
// assignment) on the same module.
func BenchmarkParseIR(b *testing.B) {
	src := bigCallModule(bigModuleLines)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := ParseIR("big.ll", src); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzNormalize checks normalize on any text: it keeps the length, changes
// bytes only to spaces, and a second pass changes nothing.
func FuzzNormalize(f *testing.F) {
	f.Add([]byte("  %36 = call noundef nonnull align 8 dereferenceable(8) double* @f(i32 1)\n"))
	f.Add([]byte("define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @m() {"))
	f.Add([]byte("declare !dbg !1 align 8 i8* @g()\n  %x = tail call cc 10 align"))
	f.Add([]byte(`  %"a b" = invoke align 16 i8* @h()` + "\n          to label %1 unwind label %2\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		in := bytes.Clone(src)
		out := normalize(src)
		if !bytes.Equal(src, in) {
			t.Fatalf("normalize changed its input")
		}
		if len(out) != len(src) {
			t.Fatalf("length %d, was %d", len(out), len(src))
		}
		for i := range src {
			if out[i] != src[i] && out[i] != ' ' {
				t.Fatalf("byte %d changed to %q", i, out[i])
			}
		}
		if again := normalize(out); !bytes.Equal(again, out) {
			t.Fatalf("second pass changed %q to %q", out, again)
		}
	})
}
