package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
)

// Counts is the output of `counts`: the expected count of every basic block
// of a function and its callees, the calls of every function, and the
// whole-run op tallies. `measure` writes the same keys with measured values.
type Counts struct {
	Function string `json:"function"`
	File     string `json:"file"`
	Probs    string `json:"probabilities"`
	// Estimated is how much of the counts rests on estimated probabilities
	// (absent from measured counts).
	Estimated *Estimated   `json:"estimated,omitempty"`
	Blocks    []CountBlock `json:"blocks"`
	Funcs     []FuncCalls  `json:"functions"`
	Totals    Totals       `json:"totals"`
}

// CountBlock is one basic block: its count, its share of all executed blocks
// (P(BB)) and its own op tallies per execution.
type CountBlock struct {
	Function string  `json:"function"`
	Name     string  `json:"name"`
	Index    int     `json:"index"`
	Line     int     `json:"line"`
	Count    float64 `json:"count"`
	Prob     float64 `json:"p_bb"`
	// Estimated reports whether the count rests on an estimated probability.
	Estimated bool `json:"estimated"`
	irreader.Ops
}

// FuncCalls is the number of calls of one function per run of the root.
type FuncCalls struct {
	Name  string  `json:"name"`
	Calls float64 `json:"calls"`
}

// Totals are the op tallies of one run of the root function.
type Totals struct {
	irreader.OpsF
	BlocksExecuted float64 `json:"blocks_executed"`
}

// NewCounts gives the counts res of the function in file path; src says where
// the probabilities came from and est how much rests on estimates (nil for
// measured counts). Near-integer counts are rounded (round).
func NewCounts(path, src string, res *balance.Result, est *estimate.Estimate) Counts {
	out := Counts{Function: res.Root.Name, File: path, Probs: src}
	if est != nil {
		out.Estimated = NewEstimated(est)
	}
	for _, fc := range res.Funcs {
		out.Funcs = append(out.Funcs, FuncCalls{Name: fc.Func.Name, Calls: round(fc.Calls)})
		for b, blk := range fc.Func.Blocks {
			p := 0.0
			if res.BlocksExecuted > 0 {
				p = fc.Counts[b] / res.BlocksExecuted
			}
			aff := est.IsAffected(fc.Func.Name, b)
			out.Blocks = append(out.Blocks, CountBlock{Function: fc.Func.Name, Name: blk.Name, Index: b, Line: blk.Line(), Count: round(fc.Counts[b]), Prob: p, Estimated: aff, Ops: blk.Ops})
		}
	}
	t := res.Totals
	for _, f := range []*float64{&t.Loads, &t.Stores, &t.BytesLoaded, &t.BytesStored, &t.Flops, &t.IntOps, &t.CondBranches, &t.UncondBranches, &t.MultiBranches, &t.Returns, &t.Calls, &t.Insts} {
		*f = round(*f)
	}
	out.Totals = Totals{OpsF: t, BlocksExecuted: round(res.BlocksExecuted)}
	return out
}

// NamedTotal is one whole-run op count with its name in the text tables.
type NamedTotal struct {
	Name  string
	Value float64
}

// Rows lists the totals in the order of the text table of `counts`.
func (t Totals) Rows() []NamedTotal {
	return []NamedTotal{
		{"loads", t.Loads}, {"stores", t.Stores}, {"bytes loaded", t.BytesLoaded}, {"bytes stored", t.BytesStored},
		{"flops", t.Flops}, {"integer ops", t.IntOps}, {"conditional branches", t.CondBranches},
		{"unconditional branches", t.UncondBranches}, {"switch branches", t.MultiBranches},
		{"calls", t.Calls}, {"returns", t.Returns}, {"instructions", t.Insts}, {"blocks executed", t.BlocksExecuted},
	}
}

// WriteText writes the block table (with perBlock, every block's own op
// tallies too), the totals and, when there are callees, the calls per function.
func (c *Counts) WriteText(w io.Writer, perBlock bool) error {
	fmt.Fprintf(w, "function %s in %s (probabilities: %s)\n", irreader.Demangle(c.Function), c.File, c.Probs)
	if e := c.Estimated.Sentence(); e != "" {
		fmt.Fprintf(w, "%s Counts marked * rest on an estimate.\n", e)
	}
	fmt.Fprintln(w)
	tw := newTable(w, false)
	if perBlock {
		fmt.Fprintf(tw, "function\tblock\tline\tcount\tloads\tstores\tflops\tint ops\tbranches\tcalls\t\n")
	} else {
		fmt.Fprintf(tw, "function\tblock\tline\tcount\t\n")
	}
	for _, b := range c.Blocks {
		n := fmtCount(b.Count)
		if b.Estimated {
			n = "*" + n
		}
		if perBlock {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t\n", irreader.Demangle(b.Function), b.Name, b.Line, n, b.Loads, b.Stores, b.Flops, b.IntOps, b.CondBranches+b.UncondBranches+b.MultiBranches, b.Calls)
		} else {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t\n", irreader.Demangle(b.Function), b.Name, b.Line, n)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\ntotals (per run of %s):\n", irreader.Demangle(c.Function))
	tw = newTable(w, true)
	for _, r := range c.Totals.Rows() {
		fmt.Fprintf(tw, "  %s\t%s\n", r.Name, fmtCount(r.Value))
	}
	if len(c.Funcs) > 1 {
		fmt.Fprintf(tw, "\ncalls per function:\n")
		for _, f := range c.Funcs {
			fmt.Fprintf(tw, "  %s\t%s\n", f.Name, fmtCount(f.Calls))
		}
	}
	return tw.Flush()
}

// WriteCSV writes the blocks as CSV with the header
// function,block,line,count,loads,stores,bytes_loaded,bytes_stored,flops,int_ops,cond_branches,uncond_branches,calls,estimated;
// estimated is 1 for a count that rests on an estimated probability.
func (c *Counts) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"function", "block", "line", "count", "loads", "stores", "bytes_loaded", "bytes_stored", "flops", "int_ops", "cond_branches", "uncond_branches", "calls", "estimated"})
	i := func(v int64) string { return strconv.FormatInt(v, 10) }
	for _, b := range c.Blocks {
		o := b.Ops
		e := "0"
		if b.Estimated {
			e = "1"
		}
		cw.Write([]string{b.Function, b.Name, strconv.Itoa(b.Line), csvCount(b.Count), i(o.Loads), i(o.Stores), i(o.BytesLoaded), i(o.BytesStored), i(o.Flops), i(o.IntOps), i(o.CondBranches), i(o.UncondBranches), i(o.Calls), e})
	}
	cw.Flush()
	return cw.Error()
}

// totalsCSV are the CSV names of the totals, in the order of Totals.Rows.
var totalsCSV = []string{"loads", "stores", "bytes_loaded", "bytes_stored", "flops", "int_ops", "cond_branches",
	"uncond_branches", "switch_branches", "calls", "returns", "instructions", "blocks_executed"}

// writeTotalsCSV writes the totals as CSV with the header total,value, one
// row per total of Totals.Rows under its JSON name.
func (c *Counts) writeTotalsCSV(w io.Writer, extra ...[2]string) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"total", "value"})
	for i, r := range c.Totals.Rows() {
		cw.Write([]string{totalsCSV[i], csvCount(r.Value)})
	}
	for _, e := range extra {
		cw.Write(e[:])
	}
	cw.Flush()
	return cw.Error()
}

// Write writes the counts in format text, json or csv.
func (c *Counts) Write(w io.Writer, format string, perBlock bool) error {
	switch format {
	case "json":
		return WriteJSON(w, c)
	case "csv":
		return c.WriteCSV(w)
	}
	return c.WriteText(w, perBlock)
}

// roundTol is the relative distance to an integer under which a count is printed as that integer.
const roundTol = 1e-7

// round makes near-integers exact: the LU solution carries ~1e-10 relative noise.
func round(v float64) float64 {
	r := math.Round(v)
	if math.Abs(v-r) <= roundTol*math.Max(1, math.Abs(v)) {
		return r
	}
	return v
}

// fmtCount prints a count: an integer when it is one (round), else with 3 decimals.
func fmtCount(v float64) string {
	v = round(v)
	if v == math.Trunc(v) && math.Abs(v) < 1e18 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}
