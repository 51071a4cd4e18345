package measure

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDeepRecursion: a recursion that runs natively (testdata/deep.c, 50,000
// levels) runs instrumented too, its function entered once per level, with
// the raised stack limit (the instrumented frames are larger); one that
// overflows says how much stack the run had.
func TestDeepRecursion(t *testing.T) {
	ll := compileC(t, "deep", "-O0")
	native := filepath.Join(t.TempDir(), "deep")
	if b, err := exec.Command(requireClang(t), "-O0", filepath.Join("testdata", "deep.c"), "-o", native).CombinedOutput(); err != nil {
		t.Fatalf("compile: %v\n%s", err, b)
	}
	const levels = 50000
	if err := exec.Command(native, "50000").Run(); err != nil {
		t.Skipf("the native run of %d levels fails with this stack limit: %v", levels, err)
	}
	res, err := Run(context.Background(), ll, Options{Args: []string{"50000"}, CountsOnly: true})
	if err != nil {
		t.Fatalf("instrumented run of a recursion the native run completes: %v", err)
	}
	fc := res.Funcs["depth"]
	if fc == nil || fc.Blocks[0] != levels+1 {
		t.Fatalf("depth entered %v times, want %d", fc, levels+1)
	}
	_, err = Run(context.Background(), ll, Options{Args: []string{"100000000"}, CountsOnly: true})
	if err == nil || !strings.Contains(err.Error(), "segmentation fault") || !strings.Contains(err.Error(), "ulimit -s") {
		t.Errorf("a recursion 10^8 deep: %v, want a segmentation fault naming the stack limit", err)
	}
}
