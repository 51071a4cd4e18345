package report

import (
	"bytes"
	"testing"

	"github.com/reusescope/reusescope/irreader"
)

func TestFmtCount(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{{101, "101"}, {100.99999999999, "101"}, {0.5, "0.500"}, {-3, "-3"}, {1e20, "100000000000000000000.000"}} {
		if got := fmtCount(c.v); got != c.want {
			t.Errorf("fmtCount(%g) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestCountsWrite(t *testing.T) {
	c := &Counts{Function: "main", File: "x.ll", Probs: "derived from the IR",
		Blocks: []CountBlock{{Function: "main", Name: "entry", Line: 3, Count: 1, Ops: irreader.Ops{Loads: 2, Stores: 1}}},
		Funcs:  []FuncCalls{{Name: "main", Calls: 1}}}
	var b bytes.Buffer
	if err := c.Write(&b, "csv", false); err != nil {
		t.Fatal(err)
	}
	want := "function,block,line,count,loads,stores,bytes_loaded,bytes_stored,flops,int_ops,cond_branches,uncond_branches,calls,estimated\nmain,entry,3,1,2,1,0,0,0,0,0,0,0,0\n"
	if b.String() != want {
		t.Errorf("csv:\n%s\nwant:\n%s", b.String(), want)
	}
	b.Reset()
	if err := c.Write(&b, "json", false); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b.Bytes(), []byte(`"blocks_executed": 0`)) || !bytes.Contains(b.Bytes(), []byte(`"p_bb": 0`)) {
		t.Errorf("json lacks keys:\n%s", b.String())
	}
}
