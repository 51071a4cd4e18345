package irreader_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

func readTestdata(t *testing.T, name string) *irreader.Module {
	t.Helper()
	m, err := irreader.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// opcodes lists a block's instructions as "opcode/class".
func opcodes(b *irreader.Block) string {
	var out []string
	for _, in := range b.Insts {
		out = append(out, in.Opcode+"/"+in.Class.String())
	}
	return strings.Join(out, " ")
}

// TestOpsClasses checks the Byfl classes and tallies of testdata/ops.ll against
// counts made by hand from its source: fmuladd counts 2 flops, a <2 x double>
// fmul counts 2, llvm.smax is an integer op, the alloca is an instruction but no
// operation, and llvm.dbg.declare disappears.
func TestOpsClasses(t *testing.T) {
	m := readTestdata(t, "ops.ll")
	f := m.Func("ops")
	if f == nil || !f.Defined {
		t.Fatal("no defined function ops")
	}
	if f.Line != 3 {
		t.Errorf("ops: Line = %d, want 3 (the DISubprogram's line)", f.Line)
	}
	want := []struct {
		name    string
		opcodes string
		ops     irreader.Ops
	}{
		{"entry",
			"alloca/alloca load/load fadd/flop call/flop fmul/flop load/load add/int icmp/int br/condbr",
			irreader.Ops{Loads: 2, BytesLoaded: 8 + 4, Flops: 1 + 2 + 2, IntOps: 2, CondBranches: 1, Insts: 9}},
		{"then",
			"sext/int getelementptr/int store/store call/call br/br",
			irreader.Ops{Stores: 1, BytesStored: 8, IntOps: 2, Calls: 1, UncondBranches: 1, Insts: 5}},
		{"else",
			"sitofp/flop fcmp/flop call/int store/store br/br",
			irreader.Ops{Flops: 2, IntOps: 1, Stores: 1, BytesStored: 4, UncondBranches: 1, Insts: 5}},
		{"join",
			"phi/int ret/ret",
			irreader.Ops{IntOps: 1, Returns: 1, Insts: 2}},
	}
	if len(f.Blocks) != len(want) {
		t.Fatalf("%d blocks, want %d", len(f.Blocks), len(want))
	}
	for i, w := range want {
		b := f.Blocks[i]
		if b.Name != w.name || b.Index != i {
			t.Errorf("block %d: name %q index %d, want %q %d", i, b.Name, b.Index, w.name, i)
		}
		if got := opcodes(b); got != w.opcodes {
			t.Errorf("block %s:\n got  %s\n want %s", b.Name, got, w.opcodes)
		}
		if b.Ops != w.ops {
			t.Errorf("block %s: Ops = %+v\nwant %+v", b.Name, b.Ops, w.ops)
		}
		if b.Term != b.Insts[len(b.Insts)-1] {
			t.Errorf("block %s: Term is not the last instruction", b.Name)
		}
		for k, in := range b.Insts {
			if in.Index != k || in.Block != b {
				t.Errorf("block %s: instruction %d has Index %d, Block %v", b.Name, k, in.Index, in.Block.Name)
			}
		}
	}
	// Callees: the external call keeps its name; intrinsics counted as
	// operations have none.
	entry, then, els := f.Blocks[0], f.Blocks[1], f.Blocks[2]
	if got := then.Insts[3].Callee; got != "ext" {
		t.Errorf("call in then: Callee = %q, want ext", got)
	}
	if got := entry.Insts[3].Callee; got != "" {
		t.Errorf("fmuladd: Callee = %q, want empty", got)
	}
	if got := els.Insts[2].Callee; got != "" {
		t.Errorf("smax: Callee = %q, want empty", got)
	}
	// Elems: vector ops count per element, fmuladd does two per element.
	for _, c := range []struct {
		in   *irreader.Inst
		want int
	}{{entry.Insts[2], 1}, {entry.Insts[3], 2}, {entry.Insts[4], 2}} {
		if c.in.Elems != c.want {
			t.Errorf("%s: Elems = %d, want %d", c.in.Opcode, c.in.Elems, c.want)
		}
	}
	// Debug locations (line, col) from !dbg; instructions without one are (0, 0).
	locs := []struct {
		in        *irreader.Inst
		line, col int
	}{
		{entry.Insts[0], 0, 0}, // alloca
		{entry.Insts[1], 5, 7}, // load
		{entry.Insts[2], 5, 9}, // fadd
		{entry.Insts[3], 6, 11},
		{entry.Insts[4], 0, 0},
		{entry.Term, 7, 3},
	}
	for _, l := range locs {
		if l.in.Line != l.line || l.in.Col != l.col {
			t.Errorf("%s: at (%d, %d), want (%d, %d)", l.in, l.in.Line, l.in.Col, l.line, l.col)
		}
	}
	if lo, hi := entry.Lines(); lo != 5 || hi != 7 || entry.Line() != 5 {
		t.Errorf("entry: Lines() = %d, %d and Line() = %d; want 5, 7 and 5", lo, hi, entry.Line())
	}
	if lo, hi := then.Lines(); lo != 0 || hi != 0 || then.Line() != 0 {
		t.Errorf("then: Lines() = %d, %d and Line() = %d; want 0, 0 and 0", lo, hi, then.Line())
	}
	// The alloca x keeps its source name although its dbg.declare is dropped.
	if got := f.VarName(entry.Insts[0].IR.(value.Value)); got != "x" {
		t.Errorf("VarName(alloca x) = %q, want x", got)
	}
	// Successors in terminator order.
	var succ []string
	for _, s := range entry.Succs() {
		succ = append(succ, s.Name)
	}
	if got := strings.Join(succ, ","); got != "then,else" {
		t.Errorf("entry: Succs = %s, want then,else", got)
	}
	if got := then.Label(); got != "ops:then" {
		t.Errorf("Label = %q, want ops:then", got)
	}
}

// TestOpsScaled checks Scaled and Add on small numbers.
func TestOpsScaled(t *testing.T) {
	o := irreader.Ops{Loads: 2, Stores: 1, BytesLoaded: 12, Flops: 5, IntOps: 3, CondBranches: 1, Insts: 9}
	var sum irreader.OpsF
	sum.Add(o.Scaled(10))
	sum.Add(o.Scaled(0.5))
	want := irreader.OpsF{Loads: 21, Stores: 10.5, BytesLoaded: 126, Flops: 52.5, IntOps: 31.5, CondBranches: 10.5, Insts: 94.5}
	if sum != want {
		t.Errorf("10*o + 0.5*o = %+v\nwant %+v", sum, want)
	}
}
