package irreader

import (
	"strings"
	"testing"
)

// TestUnwritten: an integer global of a whole program whose every use is a
// load of it holds its initializer; one that is stored, whose address is
// passed to a call or kept in another global, or of a module without main,
// does not.
func TestUnwritten(t *testing.T) {
	const body = `
@loaded = dso_local global i32 10, align 4
@zero = dso_local global i64 0, align 8
@stored = dso_local global i32 5, align 4
@passed = dso_local global i32 7, align 4
@kept = dso_local global i32 9, align 4
@ptr = dso_local global i32* @kept, align 8

declare void @use(i32*)

define dso_local i32 @MAIN() {
  %1 = load i32, i32* @loaded, align 4
  %2 = load i64, i64* @zero, align 8
  store i32 %1, i32* @stored, align 4
  call void @use(i32* @passed)
  %3 = load i32, i32* @kept, align 4
  ret i32 %3
}
`
	want := map[string]int64{"loaded": 10, "zero": 0}
	for _, c := range []struct {
		main string
		want map[string]int64
	}{{"main", want}, {"kernel", nil}} {
		src := []byte(strings.ReplaceAll(body, "MAIN", c.main))
		m, err := Parse("unwritten.ll", src)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range m.LL.Globals {
			v, ok := m.Unwritten(g)
			w, wok := c.want[g.Name()]
			if ok != wok || v != w {
				t.Errorf("%s: @%s: Unwritten %v, %v; want %v, %v", c.main, g.Name(), v, ok, w, wok)
			}
		}
	}
}
