package cache

import (
	"math/big"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// FuzzParseHierarchyNaive checks ParseHierarchy (the --cache flag) against
// naiveParseHierarchy, a regular-expression parser with big-integer
// arithmetic written from the documented syntax: both must accept the same
// strings and give the same levels. What is accepted must also satisfy the
// geometry checked here by plain loops (powers of two by halving,
// sets*ways*line = size), pass Level.Check, and never panic. FuzzParseHierarchy
// in hierarchy_test.go checks the String round trip.
func FuzzParseHierarchyNaive(f *testing.F) {
	for _, s := range []string{
		"L1=32KiB/8/64,L2=1MiB/16/64",
		"L1=8KiB/full/64",
		"L1=32KiB/8/64,L2=256KiB/4/64,L3=8MiB/16/64",
		" L1 = 32 KB / 8 / 64 , LLC=8M/16/64",
		"D1=8192B/0/64", "x=1gib/1/128", "big=1024GiB/16/64", "L1=64B/1/64",
		"L1=32KiB/+8/+64", "L1=032KiB/08/064", "L1=32KiB/-0/64",
		// Malformed: every rule of the grammar broken once.
		"", ",", "L1", "L1=", "L1=32KiB/8", "L1=32KiB/8/64/1", "=32KiB/8/64", "L 1=32KiB/8/64",
		"L1=32QB/8/64", "L1=1.5MiB/8/64", "L1=0/8/64", "L1=-32KiB/8/64", "L1=1025GiB/8/64",
		"L1=99999999999999999999/8/64", "L1=32KiB/x/64", "L1=32KiB/-2/64", "L1=32KiB/8/0",
		"L1=32KiB/8/48", "L1=32B/1/64", "L1=1KiB/32/64", "L1=1000B/2/8", "L1=24KiB/8/64",
		"L1=32KiB/3/64", "L1=32KiB/8/64,L1=1MiB/16/64", "L1=3KiB/8/64", "L1=32KiB/1024/64",
		"L1=32KiB/8/9223372036854775807", "L1=1TiB/full/1", "L1=32\u212aiB/8/64", "L1=32KiB/fULL/64",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseHierarchy(s)
		want, ok := naiveParseHierarchy(s)
		if (err == nil) != ok {
			t.Fatalf("ParseHierarchy(%q): error %v, naive parser accepts: %v", s, err, ok)
		}
		if err != nil {
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "parse cache hierarchy: ") {
				t.Fatalf("ParseHierarchy(%q): error is not one line naming the flag: %q", s, msg)
			}
			return
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("ParseHierarchy(%q) = %+v, naive parser %+v", s, got, want)
		}
		for _, l := range got {
			if err := l.Check(); err != nil {
				t.Fatalf("ParseHierarchy(%q) accepted %+v failing Check: %v", s, l, err)
			}
			if !isPow2(int64(l.Line)) || !isPow2(l.Sets()) {
				t.Fatalf("ParseHierarchy(%q): line %d or sets %d is not a power of two", s, l.Line, l.Sets())
			}
			if l.Sets()*l.Ways()*int64(l.Line) != l.SizeBytes {
				t.Fatalf("ParseHierarchy(%q): sets %d * ways %d * line %d != size %d", s, l.Sets(), l.Ways(), l.Line, l.SizeBytes)
			}
			if l.Assoc == 0 && l.Sets() != 1 {
				t.Fatalf("ParseHierarchy(%q): fully associative level with %d sets", s, l.Sets())
			}
		}
	})
}

// isPow2 reports whether n is a power of two, by halving.
func isPow2(n int64) bool {
	if n <= 0 {
		return false
	}
	for n%2 == 0 {
		n /= 2
	}
	return n == 1
}

// ws is the class of characters strings.TrimSpace removes: Unicode
// White_Space (the ASCII controls \t..\r, U+0085, U+2028, U+2029 and the
// space separators Zs).
const ws = `[\t\n\v\f\r\x{85}\x{2028}\x{2029}\p{Zs}]*`

// naiveLevel is one level of the documented syntax NAME=SIZE/ASSOC/LINE.
var naiveLevel = regexp.MustCompile(`^` + ws + `([A-Za-z0-9_-]+)` + ws + `=` + ws +
	`([0-9]+)` + ws + `((?i:b|k|kb|kib|m|mb|mib|g|gb|gib|t|tb|tib)?)` + ws + `/` + ws +
	`((?i:full)|[+-]?[0-9]+)` + ws + `/` + ws + `([+-]?[0-9]+)` + ws + `$`)

// naiveParseHierarchy parses s by the documentation of ParseHierarchy with
// a regular expression and exact big-integer arithmetic, and reports
// whether s is valid.
func naiveParseHierarchy(s string) ([]Level, bool) {
	var levels []Level
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ",") {
		m := naiveLevel.FindStringSubmatch(part)
		if m == nil || seen[m[1]] {
			return nil, false
		}
		seen[m[1]] = true
		size, ok := new(big.Int).SetString(m[2], 10)
		if !ok {
			return nil, false
		}
		unit := map[string]int64{"": 1, "b": 1, "k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10,
			"m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20, "g": 1 << 30, "gb": 1 << 30, "gib": 1 << 30,
			"t": 1 << 40, "tb": 1 << 40, "tib": 1 << 40}[strings.ToLower(m[3])]
		size.Mul(size, big.NewInt(unit))
		if size.Sign() <= 0 || size.Cmp(big.NewInt(1<<40)) > 0 { // at most 1 TiB
			return nil, false
		}
		assoc := int64(0)
		if !strings.EqualFold(m[4], "full") {
			a, err := strconv.ParseInt(m[4], 10, 64)
			if err != nil || a <= 0 { // 0 is not "full"
				return nil, false
			}
			assoc = a
		}
		line, err := strconv.ParseInt(m[5], 10, 64)
		if err != nil || !isPow2(line) {
			return nil, false
		}
		sz := size.Int64()
		if sz%line != 0 {
			return nil, false
		}
		blocks := sz / line
		ways := assoc
		if assoc == 0 {
			ways = blocks
		}
		if ways > blocks || blocks%ways != 0 || !isPow2(blocks/ways) {
			return nil, false
		}
		levels = append(levels, Level{Name: m[1], SizeBytes: sz, Assoc: int(assoc), Line: int(line)})
	}
	return levels, true
}
