package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"text/tabwriter"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/report"
)

func cmdDump(args []string, stdout, stderr io.Writer) error {
	c := newCommon("dump", "Print the IR listing (Figure 3 of the static-analysis paper): every function, block and\ninstruction with its source (line, col), opcode, memory access and operands.", stderr)
	path, err := c.parse(args)
	if err != nil {
		return err
	}
	m, err := irreader.ReadFile(path)
	if err != nil {
		return err
	}
	var only *irreader.Func
	if c.funcName != "" {
		if only, err = m.LookupFunc(c.funcName); err != nil {
			return err
		}
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	if err := irreader.Dump(w, m, only); err != nil {
		return err
	}
	return closeOut()
}

func cmdProbs(args []string, stdout, stderr io.Writer) error {
	c := newCommon("probs", "Write the Lua branch-probability script. Every probability the analysis can derive (loop\ntrip counts from constant or argument bounds) is filled in; the rest are nil -- TODO with a hint.\nWith --from-run the program is run instrumented and every value is the measured one.", stderr)
	fromRun := c.fs.Bool("from-run", false, "fill the script with probabilities measured by running the program (args after --)")
	threads := c.fs.Int("threads", 0, "OMP_NUM_THREADS for --from-run (0 = unset)")
	timeout := c.fs.Duration("timeout", 0, "time limit of the --from-run program (0 = none)")
	stdin := c.fs.String("stdin", "", "file the --from-run program reads as its standard input (default: empty)")
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	if *fromRun {
		if err := writeFromRun(s, path, c, *threads, *timeout, *stdin, w, stderr); err != nil {
			return err
		}
	} else if err := s.WriteTemplate(w); err != nil {
		return err
	}
	return closeOut()
}

// countsJSON is the JSON form of counts (DESIGN.md).
type countsJSON struct {
	Function string      `json:"function"`
	File     string      `json:"file"`
	Probs    string      `json:"probabilities"`
	Blocks   []blockJSON `json:"blocks"`
	Funcs    []funcJSON  `json:"functions"`
	Totals   totalsJSON  `json:"totals"`
}

type blockJSON struct {
	Function string  `json:"function"`
	Name     string  `json:"name"`
	Index    int     `json:"index"`
	Line     int     `json:"line"`
	Count    float64 `json:"count"`
	Prob     float64 `json:"p_bb"`
	irreader.Ops
}

type funcJSON struct {
	Name  string  `json:"name"`
	Calls float64 `json:"calls"`
}

type totalsJSON struct {
	irreader.OpsF
	BlocksExecuted float64 `json:"blocks_executed"`
}

func cmdCounts(args []string, stdout, stderr io.Writer) error {
	c := newCommon("counts", "Solve the balance equations for the expected count of every basic block of the function and\nits callees, and tally Byfl-style operation counts (loads, stores, bytes, flops, integer ops,\nbranches, calls).", stderr)
	perBlock := c.fs.Bool("per-block", false, "also print every block's own op tallies")
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	_, res, err := staticCounts(s)
	if err != nil {
		return err
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	src := "derived from the IR"
	if c.probsFile != "" {
		src = c.probsFile
	}
	if err := writeCounts(w, c.format, path, src, res, *perBlock); err != nil {
		return err
	}
	return closeOut()
}

// round makes near-integers exact: the LU solution carries ~1e-10 relative noise.
func round(v float64) float64 {
	r := math.Round(v)
	if math.Abs(v-r) <= roundTol*math.Max(1, math.Abs(v)) {
		return r
	}
	return v
}

// roundTol is the relative distance to an integer under which a count is printed as that integer.
const roundTol = 1e-7

func fmtCount(v float64) string {
	v = round(v)
	if v == math.Trunc(v) && math.Abs(v) < 1e18 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}

func countsData(path, src string, res *balance.Result) countsJSON {
	out := countsJSON{Function: res.Root.Name, File: path, Probs: src}
	for _, fc := range res.Funcs {
		out.Funcs = append(out.Funcs, funcJSON{Name: fc.Func.Name, Calls: round(fc.Calls)})
		for b, blk := range fc.Func.Blocks {
			p := 0.0
			if res.BlocksExecuted > 0 {
				p = fc.Counts[b] / res.BlocksExecuted
			}
			out.Blocks = append(out.Blocks, blockJSON{Function: fc.Func.Name, Name: blk.Name, Index: b, Line: blk.Line(), Count: round(fc.Counts[b]), Prob: p, Ops: blk.Ops})
		}
	}
	t := res.Totals
	for _, f := range []*float64{&t.Loads, &t.Stores, &t.BytesLoaded, &t.BytesStored, &t.Flops, &t.IntOps, &t.CondBranches, &t.UncondBranches, &t.MultiBranches, &t.Returns, &t.Calls, &t.Insts} {
		*f = round(*f)
	}
	out.Totals = totalsJSON{OpsF: t, BlocksExecuted: round(res.BlocksExecuted)}
	return out
}

func writeCounts(w io.Writer, format, path, src string, res *balance.Result, perBlock bool) error {
	data := countsData(path, src, res)
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(data)
	case "csv":
		return report.CountsCSV(w, toReportBlocks(data))
	}
	fmt.Fprintf(w, "function %s in %s (probabilities: %s)\n\n", data.Function, path, src)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	if perBlock {
		fmt.Fprintf(tw, "function\tblock\tline\tcount\tloads\tstores\tflops\tint ops\tbranches\tcalls\t\n")
	} else {
		fmt.Fprintf(tw, "function\tblock\tline\tcount\t\n")
	}
	for _, b := range data.Blocks {
		if perBlock {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t\n", b.Function, b.Name, b.Line, fmtCount(b.Count), b.Loads, b.Stores, b.Flops, b.IntOps, b.CondBranches+b.UncondBranches+b.MultiBranches, b.Calls)
		} else {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t\n", b.Function, b.Name, b.Line, fmtCount(b.Count))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	t := data.Totals
	fmt.Fprintf(w, "\ntotals (per run of %s):\n", data.Function)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	rows := []struct {
		name string
		v    float64
	}{
		{"loads", t.Loads}, {"stores", t.Stores}, {"bytes loaded", t.BytesLoaded}, {"bytes stored", t.BytesStored},
		{"flops", t.Flops}, {"integer ops", t.IntOps}, {"conditional branches", t.CondBranches},
		{"unconditional branches", t.UncondBranches}, {"switch branches", t.MultiBranches},
		{"calls", t.Calls}, {"returns", t.Returns}, {"instructions", t.Insts}, {"blocks executed", t.BlocksExecuted},
	}
	for _, r := range rows {
		fmt.Fprintf(tw, "  %s\t%s\n", r.name, fmtCount(r.v))
	}
	if len(data.Funcs) > 1 {
		fmt.Fprintf(tw, "\ncalls per function:\n")
		for _, f := range data.Funcs {
			fmt.Fprintf(tw, "  %s\t%s\n", f.Name, fmtCount(f.Calls))
		}
	}
	return tw.Flush()
}

func toReportBlocks(d countsJSON) []report.BlockRow {
	var out []report.BlockRow
	for _, b := range d.Blocks {
		out = append(out, report.BlockRow{Function: b.Function, Name: b.Name, Line: b.Line, Count: b.Count, Ops: b.Ops})
	}
	return out
}

func cmdCFG(args []string, stdout, stderr io.Writer) error {
	c := newCommon("cfg", "Draw the control-flow graph of the function and its callees: nodes show the block, its source\nlines, its expected count and its memory accesses; edges show probabilities; loop headers are\nmarked. The -o extension picks the format: .dot, .svg or .png (default: DOT on stdout).", stderr)
	_, s, err := c.open(args)
	if err != nil {
		return err
	}
	vals, res, err := staticCounts(s)
	if err != nil {
		return err
	}
	dot := report.CFGDot(s, res, vals)
	format := "dot"
	if c.out != "" {
		format = c.ext()
	}
	switch format {
	case "dot", "gv":
		w, closeOut, err := c.output(stdout)
		if err != nil {
			return err
		}
		if _, err := io.WriteString(w, dot); err != nil {
			return err
		}
		return closeOut()
	case "svg", "png":
		data, err := report.RenderDot(dot, format)
		if err != nil {
			return err
		}
		w, closeOut, err := c.output(stdout)
		if err != nil {
			return err
		}
		if _, err := w.Write(data); err != nil {
			return err
		}
		return closeOut()
	}
	return usagef("cfg: unknown output format %q (use .dot, .svg or .png)", format)
}
