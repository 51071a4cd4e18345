package cfg_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

func buildAll(t *testing.T, m *irreader.Module, names ...string) []*cfg.Graph {
	t.Helper()
	var gs []*cfg.Graph
	for _, name := range names {
		f := m.Func(name)
		if f == nil {
			t.Fatalf("no function %s", name)
		}
		g, err := cfg.Build(f)
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
	return gs
}

// describeSites prints a graph's sites as "key block->target kind case group (line,col)".
func describeSites(g *cfg.Graph) []string {
	var out []string
	for _, s := range g.Sites {
		kind := "cond"
		switch s.Kind {
		case cfg.SwitchCase:
			kind = "case " + s.Case + " of " + s.Group
		case cfg.Invoke:
			kind = "invoke"
		}
		out = append(out, fmt.Sprintf("%s %s->%s %s (%d,%d)", s.Key, g.Func.Blocks[s.Block].Name, s.Target(g).Name, kind, s.Line, s.Col))
	}
	return out
}

func checkSites(t *testing.T, g *cfg.Graph, want []string) {
	t.Helper()
	got := describeSites(g)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s sites:\n got  %s\n want %s", g.Func.Name, strings.Join(got, "\n      "), strings.Join(want, "\n      "))
	}
	if err := g.Check(); err != nil {
		t.Errorf("%s: Check: %v", g.Func.Name, err)
	}
}

// TestSiteKeys checks the keys of testdata/sites.ll against the rules of the
// package doc, written down by hand in the file's comments.
func TestSiteKeys(t *testing.T) {
	m, err := irreader.ReadFile(filepath.Join("testdata", "sites.ll"))
	if err != nil {
		t.Fatal(err)
	}
	gs := buildAll(t, m, "f", "g.part")
	f, g := gs[0], gs[1]
	wantF := []string{
		"T_5_3 entry->b cond (5,3)",
		"T_5_3_2 a->sw cond (5,3)",
		"T_7_5_default sw->d case default of T_7_5 (7,5)",
		"T_7_5_case1 sw->x case 3 of T_7_5 (7,5)",
		"T_7_5_case2 sw->y case -1 of T_7_5 (7,5)",
		"T_f_x x->y cond (0,0)",
	}
	checkSites(t, f, wantF)
	// Built alone, g's keys do not see f's.
	checkSites(t, g, []string{
		"T_g_part_entry entry->if.end cond (0,0)",
		"T_5_3 if.then->exit cond (5,3)",
		"T_7_5_default if.end->exit case default of T_7_5 (7,5)",
		"T_7_5_case1 if.end->exit case 0 of T_7_5 (7,5)",
	})
	// Over the module, f first: g's repeats get the next free suffix.
	cfg.AssignKeys(gs)
	checkSites(t, f, wantF)
	checkSites(t, g, []string{
		"T_g_part_entry entry->if.end cond (0,0)",
		"T_5_3_3 if.then->exit cond (5,3)",
		"T_7_5_2_default if.end->exit case default of T_7_5_2 (7,5)",
		"T_7_5_2_case1 if.end->exit case 0 of T_7_5_2 (7,5)",
	})
	// In the other order g keeps the plain keys.
	cfg.AssignKeys([]*cfg.Graph{g, f})
	if g.Sites[1].Key != "T_5_3" || f.Sites[0].Key != "T_5_3_2" || f.Sites[1].Key != "T_5_3_3" || f.Sites[2].Key != "T_7_5_2_default" {
		t.Errorf("g before f: keys %v and %v", describeSites(g), describeSites(f))
	}

	// SiteOf groups the sites by block; the block with equal targets has none.
	if n := len(f.SiteOf[3]); n != 3 {
		t.Errorf("f: SiteOf[sw] has %d sites, want 3", n)
	}
	if n := len(f.SiteOf[2]); n != 0 {
		t.Errorf("f: SiteOf[b] has %d sites, want 0 (both targets equal)", n)
	}
	// Successors in terminator order, switch default first; d is f's only exit.
	if got := fmt.Sprint(f.Succs[3]); got != "[6 4 5]" {
		t.Errorf("f: Succs[sw] = %s, want [6 4 5] (d, x, y)", got)
	}
	if got := fmt.Sprint(f.Preds[6]); got != "[3 4 5]" {
		t.Errorf("f: Preds[d] = %s, want [3 4 5] (sw, x, y)", got)
	}
	if got := fmt.Sprint(f.Exits()); got != "[6]" {
		t.Errorf("f: Exits = %s, want [6]", got)
	}
	if f.Entry() != 0 {
		t.Errorf("Entry = %d, want 0", f.Entry())
	}
}

// invokeIR calls @may_throw twice: the first invoke's landing pad catches,
// the second's cleans up and resumes; a callbr (asm goto) follows.
const invokeIR = `declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @f(i32 %x) personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw()
          to label %next unwind label %catch

next:
  invoke void @may_throw()
          to label %asm unwind label %cleanup

asm:
  callbr void asm "", "r,X"(i32 %x, i8* blockaddress(@f, %jumped))
          to label %done [label %jumped]

catch:
  %lp = landingpad { i8*, i32 }
          catch i8* null
  br label %next

cleanup:
  %lp2 = landingpad { i8*, i32 }
          cleanup
  resume { i8*, i32 } %lp2

jumped:
  ret void

done:
  ret void
}
`

// TestInvokeSites checks that each invoke is one site giving the
// probability of its unwind target, that a resume is an exit, and that a
// callbr has a site per destination, as a switch (fallthrough first).
func TestInvokeSites(t *testing.T) {
	m, err := irreader.Parse("invoke.ll", []byte(invokeIR))
	if err != nil {
		t.Fatal(err)
	}
	g := buildAll(t, m, "f")[0]
	checkSites(t, g, []string{
		"T_f_entry entry->catch invoke (0,0)",
		"T_f_next next->cleanup invoke (0,0)",
		"T_f_asm_default asm->done case fallthrough of T_f_asm (0,0)",
		"T_f_asm_case1 asm->jumped case indirect 1 of T_f_asm (0,0)",
	})
	if got := fmt.Sprint(g.Succs[2]); got != "[6 5]" {
		t.Errorf("Succs[asm] = %s, want [6 5] (done, jumped)", got)
	}
	if got := fmt.Sprint(g.Exits()); got != "[4 5 6]" {
		t.Errorf("Exits = %s, want [4 5 6] (cleanup, jumped, done)", got)
	}
}

// TestBuildDeclaration checks that a declaration has no CFG.
func TestBuildDeclaration(t *testing.T) {
	m, err := irreader.Parse("decl.ll", []byte("declare void @ext()\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cfg.Build(m.Func("ext")); err == nil || !strings.Contains(err.Error(), "ext") {
		t.Errorf("Build(declaration) error = %v, want one naming ext", err)
	}
}

// TestCheckTestdata builds every function of every .ll under testdata/ll, runs
// Check on each graph and on the keys assigned across each module, and checks
// that the keys follow the documented shapes.
func TestCheckTestdata(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "ll", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata .ll files (%v)", err)
	}
	for _, file := range files {
		m, err := irreader.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var gs []*cfg.Graph
		for _, f := range m.DefinedFuncs() {
			g, err := cfg.Build(f)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			gs = append(gs, g)
		}
		cfg.AssignKeys(gs)
		keys := map[string]bool{}
		for _, g := range gs {
			if err := g.Check(); err != nil {
				t.Errorf("%s: %v", file, err)
			}
			for _, s := range g.Sites {
				if keys[s.Key] {
					t.Errorf("%s: key %s used twice in the module", file, s.Key)
				}
				keys[s.Key] = true
				want := fmt.Sprintf("T_%d_%d", s.Line, s.Col)
				if s.Line == 0 {
					want = "T_" + identChars(g.Func.Name) + "_" + identChars(g.Func.Blocks[s.Block].Name)
				}
				if s.Kind == cfg.SwitchCase {
					want = s.Group
				}
				if !strings.HasPrefix(s.Key, want) {
					t.Errorf("%s: site at (%d,%d) keyed %s, want prefix %s", file, s.Line, s.Col, s.Key, want)
				}
			}
		}
	}
}

// identChars replaces every character that may not appear in a Lua identifier by '_'.
func identChars(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			return r
		}
		return '_'
	}, s)
}
