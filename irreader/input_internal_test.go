package irreader

import (
	"strings"
	"testing"
)

// TestHasOpaquePointers checks the opaque-pointer test on the type ptr and
// on text that only looks like it: names, strings and comments.
func TestHasOpaquePointers(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"define void @f(ptr %p) {", true},
		{"  %1 = load i32, ptr %p, align 4", true},
		{"  %2 = getelementptr inbounds [4 x i8], ptr @s, i64 0, i64 0", true},
		{"declare ptr @malloc(i64)", true},
		{"@t = global [2 x ptr] zeroinitializer", true},
		{"  %v = load <2 x ptr>, ptr %q", true},
		{"  %3 = call ptr addrspace(1) @g()", true},
		{"define void @f(i8* %ptr) {", false},
		{"@ptr = global i32 0", false},
		{"%struct.ptr = type { i32 }", false},
		{"  %x = load i32, i32* %ptr.addr, align 4", false},
		{`@s = constant [8 x i8] c"a ptr b\00"`, false},
		{`!1 = !DIBasicType(name: "ptr", size: 64)`, false},
		{"; the ptr type of LLVM 15", false},
		{"  ret void ; ptr", false},
		{"ptr", false},
	}
	for _, tt := range tests {
		if got := hasOpaquePointers([]byte(tt.src + "\n")); got != tt.want {
			t.Errorf("hasOpaquePointers(%q) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

// TestPrintable checks that messages are kept as they are when they are
// short text, shortened at a rune boundary, and quoted otherwise.
func TestPrintable(t *testing.T) {
	long := strings.Repeat("é", maxMessage) // two bytes a rune
	tests := []struct{ in, want string }{
		{`undefined local "%x"`, `undefined local "%x"`},
		{"tab\there", "tab\there"},
		{"bell\a", `"bell\a"`},
		{"\xff\xfe", `"\xff\xfe"`},
		{"del\x7f", `"del\x7f"`},
		{long, strings.Repeat("é", maxMessage/2) + "..."},
		{"x" + long, "x" + strings.Repeat("é", (maxMessage-1)/2) + "..."},
	}
	for _, tt := range tests {
		if got := printable(tt.in); got != tt.want {
			t.Errorf("printable(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
