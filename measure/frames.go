package measure

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
)

// irOpt returns the optimisation flag that reproduces the code generation
// the module was written for: -O0 when every defined function is optnone
// (clang -O0 output: the backend then lays frames out as clang -O0 does, allocas
// downward in order from the frame pointer, which statictrace assumes), else
// defaultOpt.
func irOpt(m *ir.Module) string {
	defined := 0
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		defined++
		if !irreader.OptNone(f) {
			return defaultOpt
		}
	}
	if defined == 0 {
		return defaultOpt
	}
	return "-O0"
}

// frameInfo is the fixed part of a function's x86-64 stack frame below its
// frame pointer: callee-saved pushes and the stack adjustment of the
// prologue. Known is false when the prologue has no frame pointer or
// realigns the stack.
type frameInfo struct {
	size int64 // bytes from the frame pointer to the stack pointer
	// pushed is the part of size taken by the callee-saved registers
	// pushed after the frame pointer: the frame's locals lie below them.
	pushed int64
	known  bool
}

// frameSizes reads the prologues of an x86-64 assembly file (clang -S, AT&T
// syntax) and returns, per function label, the bytes between the frame
// pointer and the stack pointer after the prologue: 8 per register pushed
// after "movq %rsp, %rbp" plus the "subq $N, %rsp".
func frameSizes(asm []byte) map[string]frameInfo {
	out := map[string]frameInfo{}
	sc := bufio.NewScanner(bytes.NewReader(asm))
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	var (
		name     string // function whose prologue is being read
		inFunc   bool
		framed   bool
		info     frameInfo
		finished bool
	)
	flush := func() {
		if name != "" {
			info.known = info.known && framed
			out[name] = info
		}
		name, inFunc, framed, finished, info = "", false, false, false, frameInfo{}
	}
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		if strings.HasSuffix(line, ":") && !strings.HasPrefix(line, ".L") && !strings.ContainsAny(line, " \t") {
			// A label that is not a local (.L) label starts a function
			// when it is followed by .cfi_startproc; remember it.
			flush()
			name = strings.Trim(strings.TrimSuffix(line, ":"), `"`)
			continue
		}
		if name == "" || finished {
			continue
		}
		if line == ".cfi_startproc" {
			inFunc, info.known = true, true
			continue
		}
		if !inFunc || strings.HasPrefix(line, ".") {
			continue
		}
		f := strings.Fields(strings.ReplaceAll(line, ",", " "))
		switch {
		case !framed && len(f) == 2 && f[0] == "pushq" && f[1] == "%rbp":
		case !framed && len(f) == 3 && f[0] == "movq" && f[1] == "%rsp" && f[2] == "%rbp":
			framed = true
		case framed && len(f) == 2 && f[0] == "pushq" && strings.HasPrefix(f[1], "%"):
			info.size += 8
			info.pushed += 8
		case framed && len(f) == 3 && f[0] == "subq" && f[2] == "%rsp" && strings.HasPrefix(f[1], "$"):
			n, err := strconv.ParseInt(f[1][1:], 10, 64)
			if err != nil {
				info.known = false
			}
			info.size += n
			finished = true
		case framed && len(f) == 3 && f[0] == "andq" && f[2] == "%rsp":
			info.known = false // a realigned frame: its size depends on the stack pointer
			finished = true
		default:
			finished = true // the body starts
		}
	}
	flush()
	return out
}

// frameTable returns the C source of the runtime's frame table: per defined
// function (plan order) the instrumented frame size less the native one
// (__rs_fdelta), the instrumented size (__rs_fisize), the bytes of
// callee-saved registers the instrumented prologue pushes beyond the native
// one's (__rs_flocal: the locals lie below those pushes, that much lower
// from the frame pointer than natively), all 0 when either prologue is
// unknown, and the number of its parameters that libomp's
// __kmp_invoke_microtask passes on the stack when it calls it as an
// outlined function (__rs_fstackargs). The runtime uses them to report every
// stack address where the native program would have it (rsrt.c, "Native
// frames").
func frameTable(p *plan, native, instr map[string]frameInfo) []byte {
	n := len(p.funcs)
	delta, isize, local, stack := make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	for i, f := range p.funcs {
		nf, inf := native[f.name], instr[f.name]
		var d, s, l int64
		if nf.known && inf.known {
			d, s, l = inf.size-nf.size, inf.size, inf.pushed-nf.pushed
		}
		delta[i], isize[i], local[i] = strconv.FormatInt(d, 10), strconv.FormatInt(s, 10), strconv.FormatInt(l, 10)
		stack[i] = strconv.Itoa(max(f.params-microtaskRegArgs, 0))
	}
	if n == 0 { // C arrays need an element
		delta, isize, local, stack = []string{"0"}, []string{"0"}, []string{"0"}, []string{"0"}
	}
	return fmt.Appendf(nil, "const int __rs_nfuncs = %d;\nconst long __rs_fdelta[] = {%s};\nconst long __rs_fisize[] = {%s};\nconst long __rs_flocal[] = {%s};\nconst long __rs_fstackargs[] = {%s};\n",
		n, strings.Join(delta, ","), strings.Join(isize, ","), strings.Join(local, ","), strings.Join(stack, ","))
}

// microtaskRegArgs is the number of an outlined function's parameters that
// __kmp_invoke_microtask (libomp's z_Linux_asm.S, x86-64) passes in
// registers: the global and bound thread ids and the first four shared
// arguments, the six integer argument registers of the System V ABI.
const microtaskRegArgs = 6
