package report

import (
	"encoding/csv"
	"io"
	"strconv"

	"github.com/reusescope/reusescope/irreader"
)

// BlockRow is one block of a counts table.
type BlockRow struct {
	Function string
	Name     string
	Line     int
	Count    float64
	Ops      irreader.Ops
}

// CountsCSV writes the blocks as CSV with the header
// function,block,line,count,loads,stores,bytes_loaded,bytes_stored,flops,int_ops,cond_branches,uncond_branches,calls.
func CountsCSV(w io.Writer, rows []BlockRow) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"function", "block", "line", "count", "loads", "stores", "bytes_loaded", "bytes_stored", "flops", "int_ops", "cond_branches", "uncond_branches", "calls"})
	i := func(v int64) string { return strconv.FormatInt(v, 10) }
	for _, r := range rows {
		o := r.Ops
		cw.Write([]string{r.Function, r.Name, strconv.Itoa(r.Line), fmtNum(r.Count), i(o.Loads), i(o.Stores), i(o.BytesLoaded), i(o.BytesStored), i(o.Flops), i(o.IntOps), i(o.CondBranches), i(o.UncondBranches), i(o.Calls)})
	}
	cw.Flush()
	return cw.Error()
}
