package balance

import "hash/fnv"

// Moved is base with the probabilities of the sites est keys moved by
// move, each switch group renormalised to sum to 1: the probabilities the
// sensitivity of counts to estimates solves again with (Nudged), and those
// of the walks that move estimates far (pipeline.Session.Bounds).
type Moved struct {
	base   Probs
	est    map[string]bool
	move   func(key string, v float64) float64
	groups map[string][]string // switch group → its site keys
	group  map[string]string   // site key → its switch group
}

// Member is a site's key and its switch group ("" for a branch).
type Member struct{ Key, Group string }

// NewMoved returns base with the probabilities of the sites est keys moved
// by move; sites are every site with its group, in a fixed order (the order
// a group's probabilities are summed in).
func NewMoved(base Probs, est map[string]bool, sites []Member, move func(key string, v float64) float64) Moved {
	m := Moved{base: base, est: est, move: move, groups: map[string][]string{}, group: map[string]string{}}
	for _, site := range sites {
		if site.Group != "" {
			m.groups[site.Group] = append(m.groups[site.Group], site.Key)
			m.group[site.Key] = site.Group
		}
	}
	return m
}

// Nudged is base with the probabilities of the sites est keys moved by a
// relative 1e-4 or so, a different amount per site (so that no two moves
// cancel): solved again, the counts that change are those that rest on
// those probabilities.
func Nudged(base Probs, est map[string]bool, sites []Member) Moved {
	return NewMoved(base, est, sites, func(key string, v float64) float64 {
		h := fnv.New32a()
		h.Write([]byte(key))
		f := 1 + float64(h.Sum32()%1000)/1000 // in [1, 2)
		if v < 0.5 {
			return v + nudgeSize*f*(1-v) + nudgeSize*f*v
		}
		return v - nudgeSize*f*v
	})
}

// nudgeSize is the relative move of an estimated probability.
const nudgeSize = 1e-4

func (m Moved) raw(key string) (float64, bool) {
	v, ok := m.base.Get(key)
	if !ok || !m.est[key] {
		return v, ok
	}
	return m.move(key, v), true
}

// Get returns the moved probability of key.
func (m Moved) Get(key string) (float64, bool) {
	g, ok := m.group[key]
	if !ok {
		return m.raw(key)
	}
	v, ok := m.raw(key)
	if !ok {
		return v, ok
	}
	var sum float64
	for _, k := range m.groups[g] {
		x, _ := m.raw(k)
		sum += x
	}
	if sum <= 0 {
		return v, true
	}
	return v / sum, true
}
