package probs

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// SiteKind says what kind of branch a Site belongs to.
type SiteKind int

const (
	// Branch is a two-way conditional br: the value is the probability of
	// the successor named by Site.Succ, the other successor gets 1 minus it.
	Branch SiteKind = iota
	// SwitchCase is one destination of a switch (a case or the default).
	// Every destination of a switch has its own site, all with the same
	// Group, and the values of a group must sum to 1.
	SwitchCase
)

// String returns "branch" or "switch case".
func (k SiteKind) String() string {
	switch k {
	case Branch:
		return "branch"
	case SwitchCase:
		return "switch case"
	}
	return "SiteKind(" + strconv.Itoa(int(k)) + ")"
}

// Site is one probability the script must give.
type Site struct {
	// Key is the table key: "T_<line>_<col>" of the branch, or a
	// disambiguated key ("T_4_5_b", "T_main_bb7"); switch cases append the
	// case ("T_9_3_case2", "T_9_3_default"). It must be a Lua name.
	Key string
	// Func is the name of the function holding the branch.
	Func string
	// Block is the name of the basic block ending in the branch.
	Block string
	// Succ is the successor block whose probability the value is.
	Succ string
	// Line is the source line of the branch, 0 if unknown.
	Line int
	// Kind is Branch or SwitchCase.
	Kind SiteKind
	// Group is the base key of the switch for SwitchCase sites; empty for
	// Branch sites. All sites of a group must be given and sum to 1.
	Group string
	// Value is a Lua expression pre-filled by the analysis ("1/101",
	// "1/(n+1)"), or "" when the probability is unknown.
	Value string
	// Hint says, for unknown or estimated values, why the analysis could
	// not derive it.
	Hint string
	// Estimated names the heuristic that gave Value ("loop branch
	// heuristic: ..."), "" when Value was derived (or is unknown).
	Estimated string
}

// Param is a script parameter, written as `local Name = param.Name or Default -- Comment`.
// An empty Default makes the parameter required: the script stops with an
// error asking for --set Name=VALUE.
type Param struct{ Name, Default, Comment string }

// describe names the site as the template comment does:
// "main:for.cond:[for.end] line 4".
func (s Site) describe() string {
	d := s.Func + ":" + s.Block + ":[" + s.Succ + "]"
	if s.Line > 0 {
		d += " line " + strconv.Itoa(s.Line)
	}
	return sanitizeComment(d)
}

// sortSites returns a copy of sites ordered by Func, then Line, then Key.
// Keys are unique (checkSites), so the order is total and deterministic.
func sortSites(sites []Site) []Site {
	out := append([]Site(nil), sites...)
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Func != b.Func {
			return a.Func < b.Func
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Key < b.Key
	})
	return out
}

// luaKeywords are the reserved words of Lua 5.1; they cannot be table keys
// written as `key = value` nor local names.
var luaKeywords = map[string]bool{
	"and": true, "break": true, "do": true, "else": true, "elseif": true,
	"end": true, "false": true, "for": true, "function": true, "if": true,
	"in": true, "local": true, "nil": true, "not": true, "or": true,
	"repeat": true, "return": true, "then": true, "true": true,
	"until": true, "while": true, "goto": true, // goto: reserved by gopher-lua (Lua 5.2)
}

// IsName reports whether s is a valid Lua name (an identifier that is not a
// reserved word), usable as a site key or a parameter name.
func IsName(s string) bool {
	if s == "" || luaKeywords[s] {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// reservedNames are names the generated script itself uses; parameters
// must not shadow them.
var reservedNames = map[string]bool{"param": true, "BranchingProbs": true}

// checkSites reports the first inconsistency in sites: an invalid or
// duplicate key, a switch case without a group, a branch with one.
// It returns, for each switch group, its member sites in sorted order.
func checkSites(sites []Site) (map[string][]Site, error) {
	seen := make(map[string]Site, len(sites))
	groups := make(map[string][]Site)
	for _, s := range sortSites(sites) {
		if !IsName(s.Key) {
			return nil, fmt.Errorf("site %q (%s): key is not a valid Lua name", s.Key, s.describe())
		}
		if old, dup := seen[s.Key]; dup {
			return nil, fmt.Errorf("site %s: duplicate key (%s and %s)", s.Key, old.describe(), s.describe())
		}
		seen[s.Key] = s
		switch s.Kind {
		case Branch:
			if s.Group != "" {
				return nil, fmt.Errorf("site %s (%s): a branch site has no group, got %q", s.Key, s.describe(), s.Group)
			}
		case SwitchCase:
			if s.Group == "" {
				return nil, fmt.Errorf("site %s (%s): switch case without a group", s.Key, s.describe())
			}
			groups[s.Group] = append(groups[s.Group], s)
		default:
			return nil, fmt.Errorf("site %s (%s): unknown kind %v", s.Key, s.describe(), s.Kind)
		}
	}
	return groups, nil
}

// checkParams reports the first invalid or duplicate parameter.
func checkParams(params []Param) error {
	seen := make(map[string]bool, len(params))
	for _, p := range params {
		if !IsName(p.Name) || reservedNames[p.Name] {
			return fmt.Errorf("parameter %q: not a valid Lua name for a parameter", p.Name)
		}
		if seen[p.Name] {
			return fmt.Errorf("parameter %s: given twice", p.Name)
		}
		seen[p.Name] = true
		if p.Default != "" {
			if err := checkExpr(p.Default); err != nil {
				return fmt.Errorf("parameter %s: default %q: %w", p.Name, p.Default, err)
			}
		}
	}
	return nil
}

// sanitizeComment makes s safe inside a one-line Lua comment: control
// characters (newlines above all) become spaces.
func sanitizeComment(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}
