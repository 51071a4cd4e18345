package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/report"
)

// The list flags: --cores, --sizes, --assoc and sweep's --set name=v1,v2,...

// parseCores parses --cores: a comma list of positive counts or ranges
// A..B (every power of two in it).
func parseCores(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if lo, hi, ok := strings.Cut(f, ".."); ok {
			a, err1 := strconv.Atoi(lo)
			b, err2 := strconv.Atoi(hi)
			if err1 != nil || err2 != nil || a < 1 || b < a || b > maxCores {
				return nil, fmt.Errorf("bad core range %q (want A..B with 1 <= A <= B <= %d)", f, maxCores)
			}
			for c := a; c <= b; c++ {
				if c&(c-1) == 0 || c == a || c == b {
					out = append(out, c)
				}
			}
			continue
		}
		c, err := strconv.Atoi(f)
		if err != nil || c < 1 || c > maxCores {
			return nil, fmt.Errorf("bad core count %q (want 1..%d)", f, maxCores)
		}
		out = append(out, c)
	}
	return out, nil
}

// maxCores bounds --cores: the model walks one private trace per core.
const maxCores = 1024

// rangeSep separates the bounds of a range in --sizes and --assoc.
const rangeSep = ".."

// parseSizeList parses "4KiB..64MiB", "32KiB", "32KiB,48KiB,1MiB..4MiB" into
// sorted distinct sizes; a range stands for the powers of two within it.
func parseSizeList(s string) ([]int64, error) {
	var out []int64
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		lo, hi, isRange := strings.Cut(item, rangeSep)
		a, err := parseOneSize(lo)
		if err != nil {
			return nil, err
		}
		if !isRange {
			out = append(out, a)
			continue
		}
		b, err := parseOneSize(hi)
		if err != nil {
			return nil, err
		}
		if a > b {
			return nil, fmt.Errorf("range %s: lower bound above upper bound", item)
		}
		p := report.PowersOfTwo(a, b)
		if len(p) == 0 {
			return nil, fmt.Errorf("range %s holds no power of two", item)
		}
		out = append(out, p...)
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// parseOneSize parses a size with cache.ParseHierarchy's units (a level of
// one-byte lines, fully associative, accepts every size up to its 1TiB limit).
func parseOneSize(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errors.New("empty size")
	}
	ls, err := cache.ParseHierarchy("S=" + s + "/full/1")
	if err != nil {
		if u := errors.Unwrap(err); u != nil {
			err = u // the size's own message, without the made-up level
		}
		return 0, err
	}
	return ls[0].SizeBytes, nil
}

// parseAssocList parses "1,2,4,8,16", "full", "1..16" (the powers of two in
// the range) into distinct associativities in the order given; full (0 in
// the result) is fully associative.
func parseAssocList(s string) ([]int, error) {
	var out []int
	add := func(a int) {
		if !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		lo, hi, isRange := strings.Cut(item, rangeSep)
		a, err := parseOneAssoc(lo)
		if err != nil {
			return nil, err
		}
		if !isRange {
			add(a)
			continue
		}
		b, err := parseOneAssoc(hi)
		if err != nil {
			return nil, err
		}
		if a == 0 || b == 0 || a > b { // full has no place in a range
			return nil, fmt.Errorf("range %s: want LO..HI with 1 <= LO <= HI", item)
		}
		p := report.PowersOfTwo(int64(a), int64(b))
		if len(p) == 0 {
			return nil, fmt.Errorf("range %s holds no power of two", item)
		}
		for _, v := range p {
			add(int(v))
		}
	}
	return out, nil
}

// maxAssoc bounds an associativity: more ways than this is a typo (it is the
// number of 64 B lines of 1GiB).
const maxAssoc = 1 << 24

func parseOneAssoc(s string) (int, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "full") {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxAssoc {
		return 0, fmt.Errorf("associativity %q: want an integer from 1 to %d, or full", s, maxAssoc)
	}
	return n, nil
}

// maxSetPoints bounds the static analyses of one sweep.
const maxSetPoints = 10000

// setPoints expands --set name=v1,v2,... flags into the cross product of
// their values, the first parameter varying slowest. Each point is a list of
// name=value strings for probs.ParseSet. With no --set there is one point.
func setPoints(sets []string) (points [][]string, names []string, err error) {
	points = [][]string{nil}
	names = []string{}
	for _, arg := range sets {
		name, values, ok := strings.Cut(arg, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return nil, nil, fmt.Errorf("--set %q: want name=value[,value...]", arg)
		}
		if slices.Contains(names, name) {
			return nil, nil, fmt.Errorf("--set %s given twice", name)
		}
		names = append(names, name)
		var vs []string
		for _, v := range splitTopLevel(values) {
			if v = strings.TrimSpace(v); v == "" {
				return nil, nil, fmt.Errorf("--set %q: empty value", arg)
			}
			vs = append(vs, v)
		}
		if len(points)*len(vs) > maxSetPoints {
			return nil, nil, fmt.Errorf("--set: more than %d points", maxSetPoints)
		}
		var next [][]string
		for _, p := range points {
			for _, v := range vs {
				next = append(next, append(slices.Clip(p), name+"="+v))
			}
		}
		points = next
	}
	return points, names, nil
}

// splitTopLevel splits a list of Lua expressions at the commas outside
// parentheses and brackets ("2^10,math.max(1,2)" is two values).
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}
