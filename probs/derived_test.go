package probs

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// manySites returns n branch sites valued 1/(n+k) for the parameter n, k
// cycling over 0..6, and the parameter.
func manySites(n int) ([]Site, []Param) {
	sites := make([]Site, n)
	for i := range sites {
		sites[i] = Site{Key: fmt.Sprintf("T_%d_3", i+1), Func: "run", Block: fmt.Sprintf("bb%d", i), Succ: "exit", Line: i + 1,
			Value: fmt.Sprintf("1/(n+%d)", i%7), Hint: "a comment the derived script leaves out"}
	}
	return sites, []Param{{Name: "n", Default: "9", Comment: "size"}}
}

// TestLoadDerivedSameValues: the derived script gives the values the
// template gives, by hand (1/(n+k) at n = 9 and at --set n=3).
func TestLoadDerivedSameValues(t *testing.T) {
	sites, params := manySites(2500)
	var tmpl bytes.Buffer
	if err := WriteTemplate(&tmpl, params, sites); err != nil {
		t.Fatal(err)
	}
	for _, set := range []map[string]string{nil, {"n": "3"}} {
		n := 9.0
		if set != nil {
			n = 3
		}
		a, err := Load("t.lua", tmpl.Bytes(), set, sites, LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := LoadDerived("<derived>", params, sites, set, LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range sites {
			want := 1 / (n + float64(i%7))
			if x, _ := a.Get(s.Key); x != want {
				t.Fatalf("template %s = %v, want %v", s.Key, x, want)
			}
			if x, _ := b.Get(s.Key); x != want {
				t.Fatalf("derived %s = %v, want %v", s.Key, x, want)
			}
		}
	}
}

// TestLoadDerivedLarge: the derived probabilities of a function of 50,000
// branches (an interpreter's dispatch loop) load, though their template is
// over the limit on a user's script and one table constructor of them
// would take gopher-lua minutes to compile.
func TestLoadDerivedLarge(t *testing.T) {
	sites, params := manySites(50000)
	var tmpl bytes.Buffer
	if err := WriteTemplate(&tmpl, params, sites); err != nil {
		t.Fatal(err)
	}
	if _, err := Load("t.lua", tmpl.Bytes(), nil, sites, LoadOptions{}); err == nil || !strings.Contains(err.Error(), "over the 4194304-byte limit") {
		t.Fatalf("template of %d bytes: %v, want the size limit", tmpl.Len(), err)
	}
	v, err := LoadDerived("<derived>", params, sites, nil, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if x, _ := v.Get("T_50000_3"); x != 1/(9.0+float64(49999%7)) {
		t.Errorf("last site %v", x)
	}
	var src bytes.Buffer
	if err := writeDerived(&src, params, sites); err != nil {
		t.Fatal(err)
	}
	if fns := strings.Count(src.String(), "(function()"); fns != 50 {
		t.Errorf("%d functions of entries, want 50 of %d", fns, derivedChunk)
	}
}

// TestLoadDerivedMissing: a site without a value is an error naming it.
func TestLoadDerivedMissing(t *testing.T) {
	sites, params := manySites(3)
	sites[1].Value = ""
	if _, err := LoadDerived("<derived>", params, sites, nil, LoadOptions{}); err == nil || !strings.Contains(err.Error(), "T_2_3") {
		t.Fatalf("got %v, want an error naming T_2_3", err)
	}
}

// TestLoadDerivedSetNotNumber: a --set value that is not a number is said
// as such, naming the parameter, not as a Lua arithmetic error; a number in
// any form Lua reads (0x10, 1e3) is taken.
func TestLoadDerivedSetNotNumber(t *testing.T) {
	sites, params := manySites(3)
	_, err := LoadDerived("<derived>", params, sites, map[string]string{"n": "abc"}, LoadOptions{})
	if err == nil || err.Error() != "<derived>: --set n=abc: not a number (n is size)" {
		t.Errorf("got %v", err)
	}
	for _, v := range []string{"0x10", "1e3", " 7 ", "2.5"} {
		if _, err := LoadDerived("<derived>", params, sites, map[string]string{"n": v}, LoadOptions{}); err != nil {
			t.Errorf("--set n=%s: %v", v, err)
		}
	}
}
