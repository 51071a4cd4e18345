package statictrace

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/irreader"
)

// TestFrameSizesAgainstClang holds the -O0 frame layout (allocas, then the
// spill slots of values live across blocks) to the frames clang-14 -O0 gives
// the same IR: for every function of every -O0 testdata program that calls
// another (a leaf keeps its locals in the red zone, with no frame to size),
// the frame size should equal the prologue's stack adjustment. It does for
// 154 of 196 (alloca sizes alone: 153, irr_call's main is the one the
// spill slots fix); the rest are logged. Not modelled:
// a floating-point select, which the backend turns into branches with spill
// slots of their own, and the spills around OpenMP runtime calls. The test
// fails if fewer frames agree.
// minExactFrames is the number of frames that agreed when the spill slots
// were added.
const minExactFrames = 154

func TestFrameSizesAgainstClang(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	files, err := filepath.Glob(filepath.Join("..", "testdata", "ll", "*.O0.ll"))
	if err != nil || len(files) == 0 {
		t.Skip("no testdata")
	}
	prologue := regexp.MustCompile(`(?m)^"?([A-Za-z0-9_.$]+)"?:[^\n]*\n(?:[^\n]*\n){0,12}?\s+movq\s+%rsp, %rbp\n(?:\s+\.cfi[^\n]*\n)*((?:\s+pushq\s+%\w+\n(?:\s+\.cfi[^\n]*\n)*)*)\s+subq\s+\$(\d+), %rsp`)
	checked, exact := 0, 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := irreader.Parse(file, src)
		if err != nil {
			t.Fatal(err)
		}
		asmFile := filepath.Join(t.TempDir(), "a.s")
		if b, err := exec.Command(clang, "-O0", "-S", "-Wno-override-module", file, "-o", asmFile).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", file, err, b)
		}
		asm, err := os.ReadFile(asmFile)
		if err != nil {
			t.Fatal(err)
		}
		native := map[string]int64{}
		for _, mm := range prologue.FindAllStringSubmatch(string(asm), -1) {
			n, _ := strconv.ParseInt(mm[3], 10, 64)
			native[mm[1]] = n + 8*int64(strings.Count(mm[2], "pushq"))
		}
		lo := &layout{frames: map[*irreader.Func]*frameLayout{}}
		for _, f := range m.DefinedFuncs() {
			want, ok := native[f.Name]
			if !ok || !irreader.OptNone(f.IR) {
				continue // a leaf, or not -O0
			}
			checked++
			if got := lo.frame(f).size; got != want {
				t.Logf("%s: %s: frame %d bytes, clang -O0 %d", filepath.Base(file), f.Name, got, want)
			} else {
				exact++
			}
		}
	}
	t.Logf("%d of %d frames agree", exact, checked)
	if checked < 150 || exact < minExactFrames {
		t.Errorf("%d of %d frames agree with clang -O0, want at least %d", exact, checked, minExactFrames)
	}
}
