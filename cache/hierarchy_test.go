package cache

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestParseHierarchyGood(t *testing.T) {
	tests := []struct {
		in   string
		want []Level
	}{
		{"L1=32KiB/8/64,L2=1MiB/16/64", []Level{{"L1", 32 << 10, 8, 64}, {"L2", 1 << 20, 16, 64}}},
		{" L1 = 32 KB / 8 / 64 , LLC=8M/16/64", []Level{{"L1", 32 << 10, 8, 64}, {"LLC", 8 << 20, 16, 64}}},
		{"D1=8192/full/64", []Level{{"D1", 8192, 0, 64}}},
		{"x=1gib/1/128", []Level{{"x", 1 << 30, 1, 128}}},
		{"L1=64B/1/64", []Level{{"L1", 64, 1, 64}}},
		{"L1=1KiB/4/32,L2=4KiB/4/64", []Level{{"L1", 1024, 4, 32}, {"L2", 4096, 4, 64}}},
		{"big=1024GiB/16/64", []Level{{"big", 1 << 40, 16, 64}}},
	}
	for _, tt := range tests {
		got, err := ParseHierarchy(tt.in)
		if err != nil {
			t.Errorf("ParseHierarchy(%q): %v", tt.in, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseHierarchy(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

func TestParseHierarchyBad(t *testing.T) {
	const p = "parse cache hierarchy: "
	tests := []struct{ in, want string }{
		{"", p + "empty specification"},
		{"L1=32KiB/8", p + `level "L1=32KiB/8": want NAME=SIZE/ASSOC/LINE`},
		{"32KiB/8/64", p + `level "32KiB/8/64": want NAME=SIZE/ASSOC/LINE`},
		{"L1=32KiB/8/64,", p + `level "": want NAME=SIZE/ASSOC/LINE`},
		{"=32KiB/8/64", p + `level "=32KiB/8/64": empty name`},
		{"L 1=32KiB/8/64", p + `level "L 1=32KiB/8/64": name "L 1": want letters, digits, '_' or '-'`},
		{"L1=32XB/8/64", p + `level "L1=32XB/8/64": size "32XB": unknown unit "XB" (want B, K, KB, KiB, M, MB, MiB, G, GB, GiB, T, TB or TiB)`},
		{"L1=KiB/8/64", p + `level "L1=KiB/8/64": size "KiB": want an integer with an optional unit (B, KiB, MiB, GiB, TiB)`},
		{"L1=1.5MiB/8/64", p + `level "L1=1.5MiB/8/64": size "1.5MiB": unknown unit ".5MiB" (want B, K, KB, KiB, M, MB, MiB, G, GB, GiB, T, TB or TiB)`},
		{"L1=0/8/64", p + `level "L1=0/8/64": size "0": must be positive`},
		{"L1=-32KiB/8/64", p + `level "L1=-32KiB/8/64": size "-32KiB": must be positive`},
		{"L1=2TiB/8/64", p + `level "L1=2TiB/8/64": size "2TiB": larger than 1TiB`},
		{"L1=1025GiB/8/64", p + `level "L1=1025GiB/8/64": size "1025GiB": larger than 1TiB`},
		{"L1=99999999999999999999/8/64", p + `level "L1=99999999999999999999/8/64": size "99999999999999999999": larger than 1TiB`},
		{"L1=32KiB/x/64", p + `level "L1=32KiB/x/64": associativity "x": want a positive integer or "full"`},
		{"L1=32KiB/-2/64", p + `level "L1=32KiB/-2/64": associativity -2: want a positive integer, or "full" for a fully associative level`},
		{"L1=32KiB/0/64", p + `level "L1=32KiB/0/64": associativity 0: want a positive integer, or "full" for a fully associative level`},
		{"D1=8192B/-0/64", p + `level "D1=8192B/-0/64": associativity 0: want a positive integer, or "full" for a fully associative level`},
		{"L1=1KiB/8/1,L2=3KiB/4/64", p + `level "L2=3KiB/4/64": number of sets 12 is not a power of two`},
		{"L1=32KiB/8/0", p + `level "L1=32KiB/8/0": line size 0: must be positive`},
		{"L1=32KiB/8/-64", p + `level "L1=32KiB/8/-64": line size -64: must be positive`},
		{"L1=32KiB/8/sixty", p + `level "L1=32KiB/8/sixty": line size "sixty": want a positive integer (bytes)`},
		{"L1=32KiB/8/48", p + `level "L1=32KiB/8/48": line size 48 is not a power of two`},
		{"L1=32B/1/64", p + `level "L1=32B/1/64": line size 64 exceeds cache size 32`},
		{"L1=1KiB/32/64", p + `level "L1=1KiB/32/64": associativity 32 exceeds the number of blocks 16`},
		{"L1=1000B/2/8", p + `level "L1=1000B/2/8": size 1000 is not a multiple of line*associativity (16)`},
		{"L1=1000B/1/8", p + `level "L1=1000B/1/8": number of sets 125 is not a power of two`},
		{"L1=24KiB/8/64", p + `level "L1=24KiB/8/64": number of sets 48 is not a power of two`},
		{"L1=32KiB/3/64", p + `level "L1=32KiB/3/64": size 32768 is not a multiple of line*associativity (192)`},
		{"L1=32KiB/8/64,L1=1MiB/16/64", p + `level "L1=1MiB/16/64": duplicate name "L1"`},
	}
	for _, tt := range tests {
		_, err := ParseHierarchy(tt.in)
		if err == nil {
			t.Errorf("ParseHierarchy(%q) succeeded, want error %q", tt.in, tt.want)
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("ParseHierarchy(%q) error\n got %q\nwant %q", tt.in, err.Error(), tt.want)
		}
	}
}

func TestLevelGeometry(t *testing.T) {
	l := Level{"L1", 32 << 10, 8, 64}
	if l.Blocks() != 512 || l.Ways() != 8 || l.Sets() != 64 {
		t.Errorf("32KiB/8/64: blocks %d ways %d sets %d, want 512 8 64", l.Blocks(), l.Ways(), l.Sets())
	}
	f := Level{"F", 4096, 0, 64}
	if f.Blocks() != 64 || f.Ways() != 64 || f.Sets() != 1 {
		t.Errorf("4KiB/full/64: blocks %d ways %d sets %d, want 64 64 1", f.Blocks(), f.Ways(), f.Sets())
	}
	if s := l.String(); s != "L1=32KiB/8/64" {
		t.Errorf("String = %q", s)
	}
	if s := (Level{"X", 3 << 20, 0, 64}).String(); s != "X=3MiB/full/64" {
		t.Errorf("String = %q", s)
	}
	if s := (Level{"X", 96, 1, 32}).String(); s != "X=96B/1/32" {
		t.Errorf("String = %q", s)
	}
}

func FuzzParseHierarchy(f *testing.F) {
	for _, s := range []string{
		"L1=32KiB/8/64,L2=1MiB/16/64", "D1=8192/full/64", "L1=24KiB/8/64", "a=1/1/1",
		"L1=1GiB/0/4096", ",,", "L1=32KiB/8/64,L1=32KiB/8/64", "x=99999999999999999999KiB/1/64",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		levels, err := ParseHierarchy(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		names := map[string]bool{}
		var parts []string
		for _, l := range levels {
			if err := l.Check(); err != nil {
				t.Fatalf("accepted invalid level %+v: %v", l, err)
			}
			if names[l.Name] {
				t.Fatalf("accepted duplicate name %q", l.Name)
			}
			names[l.Name] = true
			parts = append(parts, l.String())
		}
		again, err := ParseHierarchy(strings.Join(parts, ","))
		if err != nil || !reflect.DeepEqual(again, levels) {
			t.Fatalf("String round trip of %q: %+v, %v; want %+v", s, again, err, levels)
		}
	})
}

func ExampleParseHierarchy() {
	levels, err := ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, l := range levels {
		fmt.Println(l, l.Blocks(), "blocks", l.Sets(), "sets")
	}
	_, err = ParseHierarchy("L1=24KiB/8/64")
	fmt.Println(err)
	// Output:
	// L1=32KiB/8/64 512 blocks 64 sets
	// L2=1MiB/16/64 16384 blocks 1024 sets
	// parse cache hierarchy: level "L1=24KiB/8/64": number of sets 48 is not a power of two
}

// TestCheckSimulable: a level of more than MaxSimBlocks lines is refused,
// naming its lines and the bound; 4GiB of 64-byte lines (the bound) and any
// associativity of it pass; TiB is a unit.
func TestCheckSimulable(t *testing.T) {
	for _, c := range []struct {
		spec string
		want string
	}{
		{"L1=4GiB/1/64", ""},
		{"L1=4GiB/16/64", ""},
		{"L1=8GiB/16/128", ""},
		{"L1=8GiB/16/64", "L1=8GiB/16/64 has 134217728 lines of 64 B; a simulation holds at most 67108864 lines per level (4GiB of 64-byte lines)"},
		{"L1=1TiB/1/64", "L1=1TiB/1/64 has 17179869184 lines of 64 B"},
	} {
		ls, err := ParseHierarchy(c.spec)
		if err != nil {
			t.Fatalf("%s: %v", c.spec, err)
		}
		err = CheckSimulable(ls[0])
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.spec, err, c.want)
		}
	}
}
