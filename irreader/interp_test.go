package irreader_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
)

// interpLines is the size of the generated interpreter, in lines of C: the
// size of the programs of issue 38 (tens of thousands of lines in one
// file). clang-14 makes 320,000 lines of IR of it at -O0 and 370,000 at
// -O2, with debug information.
const interpLines = 30000

// constExprIndex matches a getelementptr whose index is a constant
// expression other than ptrtoint (the constant getelementptr of a load's
// pointer operand included), the operand llir v0.3.6 did not read.
var constExprIndex = regexp.MustCompile(`getelementptr .*, i(32|64) (zext|sext|and|select|trunc|urem|lshr) \(`)

// TestGeneratedInterpreter compiles a generated 30,000-line C interpreter
// (interpProgram) with clang-14 -g -S -emit-llvm at -O0 and -O2, and reads
// each module: it must parse (llir v0.3.6 failed on both with "malformed
// IR: support for gep index type *ast.ZExtExpr not yet implemented"), hold
// every function of the program with the dispatch switch whole, and give
// every load and store whose address is a constant expression an access of
// a global that FoldConst places inside that global, for made-up addresses.
// Dump lists the whole module, and the analyses of "reusescope counts"
// (internal/pipeline) run on main with their invariant checkers.
func TestGeneratedInterpreter(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not on PATH")
	}
	start := time.Now()
	dir := t.TempDir()
	src := filepath.Join(dir, "interp.c")
	if err := os.WriteFile(src, []byte(interpProgram(interpLines)), 0o644); err != nil {
		t.Fatal(err)
	}
	levels := []string{"-O0", "-O2"}
	lls := make([][]byte, len(levels))
	errs := make([]error, len(levels))
	var wg sync.WaitGroup
	for i, opt := range levels {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out := filepath.Join(dir, "interp"+opt+".ll")
			cmd := exec.Command(clang, opt, "-g", "-S", "-emit-llvm", "-w", "-o", out, src)
			if msg, err := cmd.CombinedOutput(); err != nil {
				errs[i] = fmt.Errorf("clang-14 %s: %v\n%s", opt, err, msg)
				return
			}
			lls[i], errs[i] = os.ReadFile(out)
		}()
	}
	wg.Wait()
	t.Logf("generated and compiled in %v", time.Since(start).Round(time.Millisecond))
	nops := strings.Count(interpProgram(interpLines), "\nlong h")
	for i, opt := range levels {
		t.Run(opt, func(t *testing.T) {
			if errs[i] != nil {
				t.Fatal(errs[i])
			}
			begin := time.Now()
			checkInterp(t, lls[i], nops)
			t.Logf("%d lines of IR read and checked in %v", bytes.Count(lls[i], []byte("\n")), time.Since(begin).Round(time.Millisecond))
		})
	}
}

// checkInterp reads the IR of the interpreter of nops opcodes and checks it.
func checkInterp(t *testing.T, ll []byte, nops int) {
	if n := len(constExprIndex.FindAll(ll, -1)); n < nops/8 {
		t.Fatalf("%d getelementptrs with an expression as index, want at least %d: the program no longer exercises them", n, nops/8)
	}
	m, err := irreader.Parse("interp.ll", ll)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < nops; k++ {
		if f := m.Func(fmt.Sprintf("h%d", k)); f == nil || !f.Defined {
			t.Fatalf("handler h%d is not a defined function", k)
		}
	}
	run := m.Func("run")
	if run == nil || !run.Defined {
		t.Fatal("no function run")
	}
	var cases int
	for _, b := range run.Blocks {
		if sw, ok := b.Term.TermIR.(*ir.TermSwitch); ok {
			cases = max(cases, len(sw.Cases))
		}
	}
	if cases < nops-1 { // one case may become the default
		t.Errorf("run's largest switch has %d cases, want %d", cases, nops)
	}

	addrs := globalAddrs(m)
	addrOf := func(c constant.Constant) (int64, bool) {
		a, ok := addrs[c]
		return a, ok
	}
	var consts int
	for _, f := range m.DefinedFuncs() {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				acc := in.Mem
				if acc == nil {
					continue
				}
				c, ok := acc.Ptr.(constant.Expression)
				if !ok {
					continue
				}
				consts++
				at, ok := irreader.FoldConst(c, addrOf)
				if !ok {
					t.Errorf("%s: %s through %s: FoldConst found no value", b.Label(), in.Opcode, c.Ident())
					continue
				}
				// The object at the address, which is the access's base when
				// that is one global (a select of two globals is not).
				g := globalAt(m, addrs, at, acc.Size)
				if g == nil {
					t.Errorf("%s: %s through %s: FoldConst = %#x, inside no global", b.Label(), in.Opcode, c.Ident(), at)
				} else if acc.BaseKind == irreader.BaseGlobal && acc.Base != value.Value(g.IR) {
					t.Errorf("%s: %s through %s: base %s, but FoldConst = %#x is inside %s", b.Label(), in.Opcode, c.Ident(), acc.Base.Ident(), at, g.IR.Ident())
				}
			}
		}
	}
	if consts < nops/8 {
		t.Errorf("%d accesses through constant expressions, want at least %d", consts, nops/8)
	}
	t.Logf("%d functions, %d accesses through constant expressions", len(m.DefinedFuncs()), consts)
	if err := irreader.Dump(io.Discard, m, nil); err != nil {
		t.Error(err)
	}
	// The path of "reusescope counts": call graph, CFGs, loop nests and
	// derived probabilities with the invariant checkers on, then the
	// balance equations.
	s, err := pipeline.OpenModule(m, pipeline.Options{Check: true})
	if err != nil {
		t.Fatal(err)
	}
	vals, err := s.Probs()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Counts(vals); err != nil {
		t.Fatal(err)
	}
}

// globalAt returns the global of m that holds the size bytes at addr under
// the layout addrs, or nil.
func globalAt(m *irreader.Module, addrs map[value.Value]int64, addr, size int64) *irreader.Global {
	for _, g := range m.Globals {
		if addr >= addrs[g.IR] && addr+size <= addrs[g.IR]+g.SizeBytes {
			return g
		}
	}
	return nil
}

// globalAddrs lays the globals and functions of m out from address 1<<20,
// each at a multiple of globalGap.
func globalAddrs(m *irreader.Module) map[value.Value]int64 {
	const globalGap = 64
	addrs := map[value.Value]int64{}
	next := int64(1 << 20)
	for _, g := range m.Globals {
		addrs[g.IR] = next
		next += (g.SizeBytes + globalGap) / globalGap * globalGap
	}
	for _, f := range m.Funcs {
		addrs[f.IR] = next
		next += globalGap
	}
	return addrs
}
