package loops

import (
	"os"
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

func TestDebugPaths(t *testing.T) {
	file, fn := os.Getenv("LL"), os.Getenv("FN")
	if file == "" {
		t.Skip()
	}
	m, err := irreader.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	f, err := m.LookupFunc(fn)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := cfg.Build(f)
	n := Find(g, NewEnv(m, []*irreader.Func{f}))
	pe := newPathEval(n)
	for _, s := range g.Sites {
		v, why := pe.siteValue(s)
		t.Logf("%s %s->%s: %q %s", s.Key, f.Blocks[s.Block].Name, s.Target(g).Name, v.Expr, why)
	}
	for _, l := range n.Loops {
		tr := pe.trip(l)
		t.Logf("%s: trip %s (%s)", n.Describe(l), pe.q.lua(tr.trip), tr.why)
	}
}
