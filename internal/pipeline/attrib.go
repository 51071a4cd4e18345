package pipeline

import (
	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/measure"
)

// Attribute groups sites of the session's functions by by (attrib.Attributor.Attribute).
func (s *Session) Attribute(by attrib.By, sites []attrib.SiteCost) []*attrib.Group {
	if s.attributor == nil {
		s.attributor = attrib.New(s.Module, s.Nests)
	}
	return s.attributor.Attribute(by, sites)
}

// MeasuredSites converts the per-site results of a run of the session's
// module (measure.Options.Sites) to site costs (attrib.Measured).
func (s *Session) MeasuredSites(r *measure.Result) ([]attrib.SiteCost, error) {
	return attrib.Measured(s.Module, r)
}

// LoopNests returns the loop nests of the session's functions, in the
// order of Funcs (the root, then its callees).
func (s *Session) LoopNests() []*loops.Nest {
	out := make([]*loops.Nest, len(s.Funcs))
	for i, f := range s.Funcs {
		out[i] = s.Nests[f]
	}
	return out
}
