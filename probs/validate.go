package probs

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// groupTolerance is how far from 1 the sum of a switch group may be: a few
// ulps of rounding in expressions like 1/3 + 1/3 + 1/3.
const groupTolerance = 1e-9

// maxSuggestDistance is the largest edit distance at which an unknown key
// gets a "did you mean" suggestion.
const maxSuggestDistance = 2

// validate checks the fields of the returned table against sites: no
// unknown key, every site a finite number in [0,1], every switch group
// summing to 1. It reports the first problem, in the order unknown keys
// (sorted), sites (sorted as in the template), groups (sorted), and counts
// the others.
func validate(filename string, src []byte, fields map[string]entry, sites []Site, groups map[string][]Site) (*Values, error) {
	var problems []*Error
	keyLine := keyLines(src)
	known := make(map[string]bool, len(sites))
	for _, s := range sites {
		known[s.Key] = true
	}
	var unknown []string
	for k := range fields {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for i, k := range unknown {
		msg := fmt.Sprintf("unknown key %s in the returned table (no such branch site", shorten(k))
		if i == 0 { // only the reported one needs the (quadratic) suggestion
			if near := nearestKey(k, sites); near != "" {
				msg += "; did you mean " + near + "?"
			}
		}
		problems = append(problems, &Error{File: filename, Line: keyLine(k), Msg: msg + ")"})
	}

	vals := &Values{probs: make(map[string]float64, len(sites))}
	for _, s := range sortSites(sites) {
		f, ok := fields[s.Key]
		what := s.Key + " (" + s.describe() + ")"
		line := keyLine(s.Key)
		switch {
		case !ok && line > 0:
			problems = append(problems, &Error{File: filename, Line: line, Msg: what + " is nil; fill in its probability"})
		case !ok:
			problems = append(problems, &Error{File: filename, Msg: what + " is missing from the returned table"})
		case f.typ == lua.LTString:
			problems = append(problems, &Error{File: filename, Line: line, Msg: fmt.Sprintf("%s is a string (%q), want a number", what, shorten(f.str))})
		case f.typ != lua.LTNumber:
			problems = append(problems, &Error{File: filename, Line: line, Msg: fmt.Sprintf("%s is a %s, want a number", what, f.typ)})
		case !(f.num >= 0 && f.num <= 1): // also NaN
			problems = append(problems, &Error{File: filename, Line: line, Msg: fmt.Sprintf("%s = %s is not a probability in [0,1]", what, formatFloat(f.num))})
		default:
			vals.probs[s.Key] = f.num
		}
	}

	names := make([]string, 0, len(groups))
	for g := range groups {
		names = append(names, g)
	}
	sort.Strings(names)
	for _, g := range names {
		members := groups[g]
		sum, complete := 0.0, true
		keys := make([]string, len(members))
		for i, s := range members {
			keys[i] = s.Key
			p, ok := vals.probs[s.Key]
			complete = complete && ok
			sum += p
		}
		if complete && math.Abs(sum-1) > groupTolerance {
			first := members[0]
			where := sanitizeComment(first.Func + ":" + first.Block)
			if first.Line > 0 {
				where += fmt.Sprintf(" line %d", first.Line)
			}
			problems = append(problems, &Error{File: filename, Line: keyLine(first.Key),
				Msg: fmt.Sprintf("switch %s (%s): its cases sum to %s, want 1 (%s)", g, where, formatFloat(sum), strings.Join(keys, " + "))})
		}
	}

	if len(problems) == 0 {
		return vals, nil
	}
	first := *problems[0]
	if n := len(problems) - 1; n == 1 {
		first.Msg += " (and 1 more problem)"
	} else if n > 1 {
		first.Msg += fmt.Sprintf(" (and %d more problems)", n)
	}
	return nil, &first
}

// nameRE matches a Lua name.
var nameRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// keyLines returns a function giving the line of src where a key is first
// assigned (`key =`, outside a comment), or 0 if it is nowhere. The source
// is scanned once, on first use.
func keyLines(src []byte) func(key string) int {
	var lines map[string]int
	return func(key string) int {
		if lines == nil {
			lines = make(map[string]int)
			for i, line := range strings.Split(string(src), "\n") {
				code, _, _ := strings.Cut(line, "--")
				for _, m := range nameRE.FindAllStringIndex(code, -1) {
					name := code[m[0]:m[1]]
					if _, seen := lines[name]; seen || !isAssigned(code, m[0], m[1]) {
						continue
					}
					lines[name] = i + 1
				}
			}
		}
		return lines[key]
	}
}

// isAssigned reports whether the name at code[start:end] is the target of
// `name = ...`: not a field (`t.name`) and followed by "=" but not "==".
func isAssigned(code string, start, end int) bool {
	if start > 0 && code[start-1] == '.' {
		return false
	}
	rest := strings.TrimLeft(code[end:], " \t")
	return strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==")
}

// nearestKey returns the site key closest to k in edit distance, if it is
// at most maxSuggestDistance away; ties go to the smaller key.
func nearestKey(k string, sites []Site) string {
	best, bestD := "", maxSuggestDistance+1
	for _, s := range sites {
		if d := editDistance(k, s.Key); d < bestD || d == bestD && s.Key < best {
			best, bestD = s.Key, d
		}
	}
	if bestD > maxSuggestDistance {
		return ""
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	if len(a) > maxMessage || len(b) > maxMessage {
		return maxSuggestDistance + 1 // no sensible suggestion for huge keys
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
