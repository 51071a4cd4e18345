package measure

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

func TestFrameSizes(t *testing.T) {
	src := `	.text
	.globl	kernel                          # -- Begin function kernel
	.type	kernel,@function
kernel:                                 # @kernel
.Lfunc_begin0:
	.cfi_startproc
# %bb.0:                                # %entry
	pushq	%rbp
	.cfi_def_cfa_offset 16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r14
	pushq	%rbx
	subq	$80, %rsp
	movl	%edi, -4(%rbp)
.LBB0_1:
	subq	$16, %rsp
	retq
	.cfi_endproc
leaf:
	.cfi_startproc
	pushq	%rbp
	movq	%rsp, %rbp
	movl	%edi, -4(%rbp)
	popq	%rbp
	retq
	.cfi_endproc
".omp_outlined.":
	.cfi_startproc
	pushq	%rbp
	movq	%rsp, %rbp
	andq	$-32, %rsp
	subq	$64, %rsp
	.cfi_endproc
nofp:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_endproc
sink:
	.quad	0
`
	got := frameSizes([]byte(src))
	want := map[string]frameInfo{
		"kernel":         {size: 96, pushed: 16, known: true}, // two pushes + 80
		"leaf":           {size: 0, known: true},              // red zone: nothing below the frame pointer
		".omp_outlined.": {known: false},                      // realigned
		"nofp":           {known: false},                      // no frame pointer
	}
	for name, w := range want {
		if g := got[name]; g != w {
			t.Errorf("%s: got %+v, want %+v", name, g, w)
		}
	}
	if g := got["sink"]; g.known {
		t.Errorf("data label sink reported as a function: %+v", g)
	}
}

// TestNativeFrames checks the frame sizes read from clang's assembly against
// the native frame layout of -O0 code: scalars' kernel frame holds its
// allocas, 76 bytes, rounded up to the 16-byte stack alignment.
func TestNativeFrames(t *testing.T) {
	clang := requireClang(t)
	ll := filepath.Join("..", "testdata", "ll", "scalars.O0.ll")
	src, err := os.ReadFile(ll)
	if err != nil {
		t.Skip(err)
	}
	m, err := asm.ParseBytes(ll, src)
	if err != nil {
		t.Fatal(err)
	}
	if got := irOpt(m); got != "-O0" {
		t.Errorf("irOpt of -O0 IR = %s, want -O0", got)
	}
	s := filepath.Join(t.TempDir(), "n.s")
	if b, err := exec.Command(clang, "-O0", "-S", ll, "-o", s).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	a, err := os.ReadFile(s)
	if err != nil {
		t.Fatal(err)
	}
	fs := frameSizes(a)
	if g := fs["kernel_scalars"]; !g.known || g.size != 80 {
		t.Errorf("kernel_scalars: %+v, want 80 bytes", g)
	}
	if !strings.Contains(string(frameTable(buildPlan(m), fs, fs)), "__rs_fdelta[] = {0,0,0}") {
		t.Errorf("table of identical builds: %s", frameTable(buildPlan(m), fs, fs))
	}
}
