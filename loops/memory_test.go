package loops_test

import (
	"fmt"
	"strings"
	"testing"
)

// boundLoop is the -O0 loop "for (i = 0; i < *BOUND; i++) {}" of a function
// with the given parameters, whose entry block runs PROLOGUE first and whose
// bound is the i32 that LOAD (ending in %b) reads.
func boundLoop(name, params, prologue, load string) string {
	return `define void @` + name + `(` + params + `) {
entry:
  %i = alloca i32, align 4
` + prologue + `  store i32 0, i32* %i, align 4
  br label %for.cond
for.cond:
  %0 = load i32, i32* %i, align 4
` + load + `  %cmp = icmp slt i32 %0, %b
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %1 = load i32, i32* %i, align 4
  %inc = add nsw i32 %1, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond
for.end:
  ret void
}
`
}

// TestMemoryBounds checks loop bounds read from memory at -O0: a local
// written once, a local every reaching store writes the same value, and the
// caller's variable reached through a pointer parameter.
func TestMemoryBounds(t *testing.T) {
	// kern reads its bound through the pointer parameter %np.
	kern := func(writes bool) string {
		body := "  %b = load i32, i32* %p, align 4\n"
		if writes {
			body = "  store i32 7, i32* %p, align 4\n" + body
		}
		return boundLoop("kern", "i32* %np",
			"  %np.addr = alloca i32*, align 8\n  store i32* %np, i32** %np.addr, align 8\n",
			"  %p = load i32*, i32** %np.addr, align 8\n"+body)
	}
	// caller passes &x with x = value to kern.
	caller := func(name, value string) string {
		return `define void @` + name + `() {
entry:
  %x = alloca i32, align 4
  store i32 ` + value + `, i32* %x, align 4
  call void @kern(i32* %x)
  ret void
}
`
	}
	// split stores a or b into %n on the two arms of a branch on %c.
	split := func(a, b string) string {
		return `define void @f(i1 %c) {
entry:
  %n = alloca i32, align 4
  br i1 %c, label %then, label %else
then:
  store i32 ` + a + `, i32* %n, align 4
  br label %loop
else:
  store i32 ` + b + `, i32* %n, align 4
  br label %loop
loop:
  %i = alloca i32, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond
for.cond:
  %0 = load i32, i32* %i, align 4
  %b = load i32, i32* %n, align 4
  %cmp = icmp slt i32 %0, %b
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %1 = load i32, i32* %i, align 4
  %inc = add nsw i32 %1, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond
for.end:
  ret void
}
`
	}
	tests := []struct {
		name, src, fn string
		trip          string // "-": none
	}{
		{"local written once", boundLoop("f", "",
			"  %n = alloca i32, align 4\n  store i32 50, i32* %n, align 4\n",
			"  %b = load i32, i32* %n, align 4\n"), "f", "50"},
		{"same value on both paths", split("64", "64"), "f", "64"},
		{"different values on the two paths", split("32", "64"), "f", "-"},
		{"local written in the loop", boundLoop("f", "",
			"  %n = alloca i32, align 4\n  store i32 50, i32* %n, align 4\n",
			"  %b = load i32, i32* %n, align 4\n  store i32 51, i32* %n, align 4\n"), "f", "-"},
		{"caller's variable", kern(false) + caller("main", "30"), "kern", "30"},
		{"two callers, one value", kern(false) + caller("a", "30") + caller("b", "30"), "kern", "30"},
		// The pointee of each call's pointer: a parameter each call
		// binds its own (paramField), 30 from a and 40 from b.
		{"two callers, two values", kern(false) + caller("a", "30") + caller("b", "40"), "kern", "np_0"},
		{"written through the parameter", kern(true) + caller("main", "30"), "kern", "-"},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			l := oneLoop(t, nestOfSrc(t, tt.src, tt.fn))
			trip := "-"
			if l.Trip != nil {
				trip = l.Trip.Lua()
			}
			if trip != tt.trip {
				t.Errorf("trip %s; want %s (%s)", trip, tt.trip, l.Why)
			}
		})
	}
}

// TestWideStores: a bound read from an int field that a wider store wrote
// (-O2 writes struct dims d = {32, 24} as one i64, and {-3, 7} too): the
// bytes the read takes, as the signed int it loads; a wider store of a
// variable over the field leaves it unknown, and so does a narrower one.
func TestWideStores(t *testing.T) {
	src := func(store string, off int) string {
		load := fmt.Sprintf("  %%p = getelementptr inbounds %%struct.dims, %%struct.dims* %%d, i64 0, i32 %d\n  %%b = load i32, i32* %%p, align 4\n", off)
		return "%struct.dims = type { i32, i32 }\n" + boundLoop("f", "i64 %v",
			"  %s = alloca i64, align 8\n  %d = bitcast i64* %s to %struct.dims*\n"+store, load)
	}
	for _, c := range []struct {
		name, store string
		off         int
		trip        string
	}{
		{"low half", "  store i64 103079215136, i64* %s, align 8\n", 0, "32"},
		{"high half", "  store i64 103079215136, i64* %s, align 8\n", 1, "24"},
		// 0x7_FFFFFFFD: -3 (no iteration) and 7.
		{"negative low half", "  store i64 34359738365, i64* %s, align 8\n", 0, "0"},
		{"its high half", "  store i64 34359738365, i64* %s, align 8\n", 1, "7"},
		// 0xFFFFFFFF_00000007: 7 and -1.
		{"low half of a negative", "  store i64 -4294967289, i64* %s, align 8\n", 0, "7"},
		{"high half of a negative", "  store i64 -4294967289, i64* %s, align 8\n", 1, "0"},
		{"a variable", "  store i64 %v, i64* %s, align 8\n", 0, "-"},
		{"a narrower store", "  %h = bitcast i64* %s to i16*\n  store i16 5, i16* %h, align 8\n", 0, "-"},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			l := oneLoop(t, nestOfSrc(t, src(c.store, c.off), "f"))
			trip := "-"
			if l.Trip != nil {
				trip = l.Trip.Lua()
			}
			if trip != c.trip {
				t.Errorf("trip %s; want %s (%s)", trip, c.trip, l.Why)
			}
		})
	}
}
