package cache

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Level is one cache level's geometry. Assoc 0 means fully associative.
type Level struct {
	Name      string
	SizeBytes int64
	Assoc     int
	Line      int
}

// Blocks returns the number of lines the level holds (B of Eq. 5).
func (l Level) Blocks() int64 { return l.SizeBytes / int64(l.Line) }

// Ways returns the effective associativity (A of Eq. 5): Assoc, or Blocks
// when the level is fully associative.
func (l Level) Ways() int64 {
	if l.Assoc == 0 {
		return l.Blocks()
	}
	return int64(l.Assoc)
}

// Sets returns the number of sets, Blocks / Ways.
func (l Level) Sets() int64 { return l.Blocks() / l.Ways() }

// MaxSimBlocks is the largest number of lines (blocks) of one level that
// the simulations hold: measure's exact LRU simulation keeps a tag per
// line, and the sets model (hits --model sets) a structure per set. 2^26
// lines are a 4GiB cache of 64-byte lines, whose tags take 512 MiB.
const MaxSimBlocks = 1 << 26

// CheckSimulable returns an error, naming what to do instead, when l has
// more lines than MaxSimBlocks.
func CheckSimulable(l Level) error {
	if b := l.Blocks(); b > MaxSimBlocks {
		return fmt.Errorf("%s has %d lines of %d B; a simulation holds at most %d lines per level (%s of %d-byte lines)", l, b, l.Line, MaxSimBlocks, FormatSize(MaxSimBlocks*int64(l.Line)), l.Line)
	}
	return nil
}

// String formats the level in the syntax ParseHierarchy reads, with the
// largest binary unit that divides the size, e.g. "L1=32KiB/8/64".
func (l Level) String() string {
	assoc := strconv.Itoa(l.Assoc)
	if l.Assoc == 0 {
		assoc = "full"
	}
	return fmt.Sprintf("%s=%s/%s/%d", l.Name, FormatSize(l.SizeBytes), assoc, l.Line)
}

// FormatSize formats a byte count with the largest binary unit (GiB, MiB,
// KiB) that divides it exactly, else in bytes ("B").
func FormatSize(n int64) string {
	for _, u := range sizeUnits[1:] {
		if n != 0 && n%u.bytes == 0 {
			return strconv.FormatInt(n/u.bytes, 10) + u.name
		}
	}
	return strconv.FormatInt(n, 10) + "B"
}

const (
	kib = 1 << 10
	mib = 1 << 20
	gib = 1 << 30
	tib = 1 << 40
	// maxCacheBytes is the largest size ParseHierarchy accepts (1 TiB):
	// anything larger is a typo, and it keeps size arithmetic far from overflow.
	maxCacheBytes = tib
)

// sizeUnits lists the accepted units, largest first after bytes. KB, MB and
// GB (and K, M, G) are powers of 1024, as cache sizes are quoted by vendors,
// Cachegrind and lscpu.
var sizeUnits = []struct {
	name  string
	bytes int64
}{
	{"B", 1}, {"TiB", tib}, {"GiB", gib}, {"MiB", mib}, {"KiB", kib},
}

var unitBytes = map[string]int64{
	"": 1, "b": 1,
	"k": kib, "kb": kib, "kib": kib,
	"m": mib, "mb": mib, "mib": mib,
	"g": gib, "gb": gib, "gib": gib,
	"t": tib, "tb": tib, "tib": tib,
}

// ParseHierarchy parses a cache hierarchy "L1=32KiB/8/64,L2=1MiB/16/64":
// comma-separated levels NAME=SIZE/ASSOC/LINE, from the level closest to the
// core outwards. SIZE is an integer with an optional unit (case-insensitive):
// B, K/KB/KiB, M/MB/MiB, G/GB/GiB, all binary (KB = 1024 bytes). ASSOC is a
// positive integer, or "full" for a fully associative level (0 is refused:
// Level.Assoc is 0 for "full", but a 0 written by hand is more likely a slip). LINE is a
// power of two in bytes. Levels may have different line sizes (Sim honours
// each); HierarchyRates applies one profile to every level, so its distances
// must be in lines of every level's line size.
//
// Errors name the offending level: an unknown unit or a number that does not
// parse, a zero or negative field, a line that is not a power of two, a size
// above 1 TiB, a size that is not a multiple of line*assoc, an associativity
// above the number of blocks, a number of sets that is not a power of two,
// and a duplicate name.
func ParseHierarchy(s string) ([]Level, error) {
	if strings.TrimSpace(s) == "" {
		return nil, errors.New("parse cache hierarchy: empty specification")
	}
	var levels []Level
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		l, err := parseLevel(part)
		if err != nil {
			return nil, fmt.Errorf("parse cache hierarchy: level %q: %w", part, err)
		}
		if seen[l.Name] {
			return nil, fmt.Errorf("parse cache hierarchy: level %q: duplicate name %q", part, l.Name)
		}
		seen[l.Name] = true
		levels = append(levels, l)
	}
	return levels, nil
}

func parseLevel(part string) (Level, error) {
	var l Level
	name, geom, ok := strings.Cut(part, "=")
	f := strings.Split(geom, "/")
	if !ok || len(f) != 3 {
		return l, errors.New("want NAME=SIZE/ASSOC/LINE")
	}
	l.Name = strings.TrimSpace(name)
	if l.Name == "" {
		return l, errors.New("empty name")
	}
	for _, r := range l.Name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return l, fmt.Errorf("name %q: want letters, digits, '_' or '-'", l.Name)
		}
	}
	size, err := parseSize(strings.TrimSpace(f[0]))
	if err != nil {
		return l, err
	}
	l.SizeBytes = size
	a := strings.TrimSpace(f[1])
	if strings.EqualFold(a, "full") {
		l.Assoc = 0
	} else {
		n, err := strconv.Atoi(a)
		if err != nil {
			return l, fmt.Errorf("associativity %q: want a positive integer or \"full\"", a)
		}
		if n <= 0 {
			// 0 is how Level writes a fully associative level, but on
			// the command line it is more likely a slip: say full.
			return l, fmt.Errorf("associativity %d: want a positive integer, or \"full\" for a fully associative level", n)
		}
		l.Assoc = n
	}
	ls := strings.TrimSpace(f[2])
	line, err := strconv.Atoi(ls)
	if err != nil {
		return l, fmt.Errorf("line size %q: want a positive integer (bytes)", ls)
	}
	l.Line = line
	return l, l.Check()
}

// Check reports the first violated constraint of the level's geometry: a
// positive size of at most 1 TiB, a positive power-of-two line no larger than
// the size, an associativity between 0 (fully associative) and the number of
// blocks, a size that is a multiple of line*associativity and a power-of-two
// number of sets.
func (l Level) Check() error {
	size, line := l.SizeBytes, int64(l.Line)
	switch {
	case size <= 0:
		return fmt.Errorf("size %d: must be positive", size)
	case size > maxCacheBytes:
		return fmt.Errorf("size %d: larger than 1TiB", size)
	case line <= 0:
		return fmt.Errorf("line size %d: must be positive", line)
	case bits.OnesCount64(uint64(line)) != 1:
		return fmt.Errorf("line size %d is not a power of two", line)
	case line > size:
		return fmt.Errorf("line size %d exceeds cache size %d", line, size)
	case l.Assoc < 0:
		return fmt.Errorf("associativity %d: must be positive (0 or \"full\" = fully associative)", l.Assoc)
	case int64(l.Assoc) > l.Blocks():
		return fmt.Errorf("associativity %d exceeds the number of blocks %d", l.Assoc, l.Blocks())
	case size%(line*l.Ways()) != 0:
		return fmt.Errorf("size %d is not a multiple of line*associativity (%d)", size, line*l.Ways())
	case bits.OnesCount64(uint64(l.Sets())) != 1:
		return fmt.Errorf("number of sets %d is not a power of two", l.Sets())
	}
	return nil
}

// parseSize parses "32KiB", "1MB", "4096".
func parseSize(s string) (int64, error) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		if strings.HasPrefix(s, "-") {
			return 0, fmt.Errorf("size %q: must be positive", s)
		}
		return 0, fmt.Errorf("size %q: want an integer with an optional unit (B, KiB, MiB, GiB, TiB)", s)
	}
	unit := strings.TrimSpace(s[i:])
	mult, ok := unitBytes[strings.ToLower(unit)]
	if !ok {
		return 0, fmt.Errorf("size %q: unknown unit %q (want B, K, KB, KiB, M, MB, MiB, G, GB, GiB, T, TB or TiB)", s, unit)
	}
	n, err := strconv.ParseInt(s[:i], 10, 64)
	if err != nil || n > maxCacheBytes/mult {
		return 0, fmt.Errorf("size %q: larger than 1TiB", s)
	}
	if n == 0 {
		return 0, fmt.Errorf("size %q: must be positive", s)
	}
	return n * mult, nil
}
