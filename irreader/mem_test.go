package irreader_test

import (
	"path/filepath"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
)

// access is the part of an Access a test states.
type access struct {
	store bool
	kind  irreader.BaseKind
	str   string // Name + Index
	size  int64
}

// memAccesses lists the accesses of a block in order.
func memAccesses(b *irreader.Block) []*irreader.Access {
	var out []*irreader.Access
	for _, in := range b.Insts {
		if in.Mem != nil {
			out = append(out, in.Mem)
		}
	}
	return out
}

func checkAccesses(t *testing.T, b *irreader.Block, want []access) {
	t.Helper()
	got := memAccesses(b)
	if len(got) != len(want) {
		t.Errorf("%s: %d accesses, want %d", b.Label(), len(got), len(want))
	}
	for i := 0; i < len(got) && i < len(want); i++ {
		g, w := got[i], want[i]
		if g.Store != w.store || g.BaseKind != w.kind || g.String() != w.str || g.Size != w.size {
			t.Errorf("%s access %d (%s): store=%v %s %q %d B; want store=%v %s %q %d B",
				b.Label(), i, g.Inst, g.Store, g.BaseKind, g.String(), g.Size, w.store, w.kind, w.str, w.size)
		}
		if g.Inst == nil || g.Inst.Mem != g {
			t.Errorf("%s access %d: Inst does not point back to it", b.Label(), i)
		}
	}
}

// TestAccess checks base, name and index of every load and store of
// testdata/access.ll against the C source quoted at its top: -O0 keeps the
// pointer argument A in the alloca A.addr, and A[i] must still name the
// argument A.
func TestAccess(t *testing.T) {
	m := readTestdata(t, "access.ll")
	f := m.Func("f")
	const (
		rd = false
		wr = true
	)
	A, G, L := irreader.BaseArg, irreader.BaseGlobal, irreader.BaseAlloca
	checkAccesses(t, f.Blocks[0], []access{
		{wr, L, "A", 8}, // store %A, %A.addr: the alloca holding A
		{wr, L, "n", 4},
		{wr, L, "i", 4}, // int i = 1
		{wr, L, "j", 4}, // int j = 2
		// arr[i][j] = G[i][j + 1];
		{rd, L, "i", 4},
		{rd, L, "j", 4},
		{rd, G, "G[i][j+1]", 4},
		{rd, L, "i", 4},
		{rd, L, "j", 4},
		{wr, L, "arr[i][j]", 4},
		// A[i] = A[i + 1] * 2;
		{rd, L, "A", 8}, // load of A.addr
		{rd, L, "i", 4},
		{rd, A, "A[i+1]", 8},
		{rd, L, "A", 8},
		{rd, L, "i", 4},
		{wr, A, "A[i]", 8},
		// sum = sum + A[n];
		{rd, G, "sum", 8},
		{rd, L, "A", 8},
		{rd, L, "n", 4},
		{rd, A, "A[n]", 8},
		{wr, G, "sum", 8},
	})
	// The base of A[i] is the argument itself, not the alloca or the loaded pointer.
	for _, a := range memAccesses(f.Blocks[0]) {
		if a.BaseKind != irreader.BaseArg {
			continue
		}
		if p, ok := a.Base.(*ir.Param); !ok || p != f.Params[0].IR {
			t.Errorf("%s: Base = %v, want parameter A", a, a.Base)
		}
	}
	if len(f.Params) != 2 || f.Params[0].Name != "A" || f.Params[1].Name != "n" {
		t.Errorf("params %v, want A, n", f.Params)
	}
	globals := map[string]int64{}
	for _, g := range m.Globals {
		globals[g.Source] = g.SizeBytes
	}
	// int G[10][20] is 10*20*4 bytes; double sum is 8.
	if globals["G"] != 800 || globals["sum"] != 8 || len(globals) != 2 {
		t.Errorf("globals %v, want G 800, sum 8", globals)
	}
}

// TestAccessGemm checks the innermost body of gemm.O0.ll,
// "C[i][j] += alpha * A[i][k] * B[k][j]" over static double X[40][40] globals,
// with alpha a by-value double parameter spilled to alpha.addr.
func TestAccessGemm(t *testing.T) {
	m, err := irreader.ReadFile(filepath.Join("..", "testdata", "ll", "gemm.O0.ll"))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("kernel_gemm")
	// Block 6 is the innermost loop's body (for.body8 with value names).
	body := f.Blocks[6]
	G, L := irreader.BaseGlobal, irreader.BaseAlloca
	checkAccesses(t, body, []access{
		{false, L, "alpha", 8},
		{false, L, "i", 4},
		{false, L, "k", 4},
		{false, G, "A[i][k]", 8},
		{false, L, "k", 4},
		{false, L, "j", 4},
		{false, G, "B[k][j]", 8},
		{false, L, "i", 4},
		{false, L, "j", 4},
		{false, G, "C[i][j]", 8},
		{true, G, "C[i][j]", 8},
	})
	// 10 loads, one store; fmul + fmuladd = 1 + 2 flops.
	o := body.Ops
	if o.Loads != 10 || o.Stores != 1 || o.Flops != 3 || o.BytesLoaded != 6*4+4*8 || o.BytesStored != 8 || o.UncondBranches != 1 {
		t.Errorf("for.body8 Ops = %+v", o)
	}
}
