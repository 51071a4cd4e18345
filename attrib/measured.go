package attrib

import (
	"fmt"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/measure"
)

// Measured converts the per-site results of a run (measure.Options.Sites)
// to site costs of module m, whose build the run measured.
func Measured(m *irreader.Module, r *measure.Result) ([]SiteCost, error) {
	byIR := map[*irreader.Func]map[any]*irreader.Inst{}
	var out []SiteCost
	for _, site := range r.Sites {
		if site.Loads+site.Stores == 0 {
			continue // a site the run never reached (or reached out of scope)
		}
		fn := m.Func(site.Func)
		if fn == nil || site.Block < 0 || site.Block >= len(fn.Blocks) {
			return nil, fmt.Errorf("%s: the run reports an access in block %d of %s, which the module does not have", m.Path, site.Block, site.Func)
		}
		insts := byIR[fn]
		if insts == nil {
			insts = map[any]*irreader.Inst{}
			for _, b := range fn.Blocks {
				for _, in := range b.Insts {
					if in.IR != nil {
						insts[in.IR] = in
					}
				}
			}
			byIR[fn] = insts
		}
		b := fn.Blocks[site.Block].IR
		if site.Inst < 0 || site.Inst >= len(b.Insts) {
			return nil, fmt.Errorf("%s: the run reports an access at instruction %d of block %d of %s, which has %d", m.Path, site.Inst, site.Block, site.Func, len(b.Insts))
		}
		in := insts[b.Insts[site.Inst]]
		if in == nil {
			return nil, fmt.Errorf("%s: the run reports an access at instruction %d of block %d of %s, which does not access memory", m.Path, site.Inst, site.Block, site.Func)
		}
		sc := SiteCost{Inst: in, Accesses: float64(site.Loads + site.Stores)}
		for _, l := range site.Levels {
			sc.Hits = append(sc.Hits, float64(l.Hits))
			sc.Misses = append(sc.Misses, float64(l.Misses))
		}
		if len(site.Levels) > 0 {
			// The accesses the hierarchy saw: a memset's or memcpy's
			// 64-byte pieces each one, as the static walk counts them,
			// so that a row's hits and misses add up to it.
			sc.Accesses = float64(site.Levels[0].Hits + site.Levels[0].Misses)
		}
		out = append(out, sc)
	}
	sortSites(out)
	return out, nil
}
