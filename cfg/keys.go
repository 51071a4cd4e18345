package cfg

import (
	"fmt"
	"regexp"
	"strconv"
)

// AssignKeys gives every site of the graphs its key, unique across all of them,
// in the order the graphs and their sites are given.
//
// A site's base key (T_<line>_<col>, or T_<func>_<block>) is its key unless an
// earlier site took it; then the key is base_k for the smallest k ≥ 2 such that
// base_k is not taken. A switch takes one such key for its cases (its group)
// and marks group_default and group_case<k> as taken. Since taken keys are
// never freed, the k found for a base is where the next search for the same
// base starts: the search tries each taken base_k at most once in all, and
// the cost is linear in the sites even when thousands share one line (a macro).
func AssignKeys(graphs []*Graph) {
	used := map[string]bool{}
	next := map[string]int{} // base → the smallest k that base_k may still be free for
	unique := func(base string) string {
		if !used[base] {
			used[base] = true
			return base
		}
		k := max(next[base], 2)
		c := base + "_" + strconv.Itoa(k)
		for used[c] {
			k++
			c = base + "_" + strconv.Itoa(k)
		}
		used[c] = true
		next[base] = k + 1
		return c
	}
	for _, g := range graphs {
		for i := 0; i < len(g.Sites); i++ {
			s := g.Sites[i]
			base := baseKey(g, s)
			if s.Kind != SwitchCase {
				s.Key = unique(base)
				continue
			}
			// All cases of one switch share one disambiguated group key.
			group := unique(base)
			for ; i < len(g.Sites) && g.Sites[i].Block == s.Block && g.Sites[i].Kind == SwitchCase; i++ {
				c := g.Sites[i]
				c.Group = group
				if c.Succ == 0 {
					c.Key = group + "_default"
				} else {
					c.Key = group + "_case" + strconv.Itoa(c.Succ)
				}
				used[c.Key] = true
			}
			i--
		}
	}
}

var nonIdent = regexp.MustCompile(`[^A-Za-z0-9_]`)

// baseKey returns a site's key before disambiguation: T_<line>_<col> after
// its debug location, else T_<func>_<block> with every character that is
// not a letter, digit or '_' replaced by '_'.
func baseKey(g *Graph, s *Site) string {
	if s.Line > 0 {
		return fmt.Sprintf("T_%d_%d", s.Line, s.Col)
	}
	return "T_" + nonIdent.ReplaceAllString(g.Func.Name, "_") + "_" + nonIdent.ReplaceAllString(g.Func.Blocks[s.Block].Name, "_")
}
