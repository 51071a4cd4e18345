package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestPrintArmsWalked: a loop whose branches print (testdata/print_progress.c:
// progress every 4096 iterations, and a message where the data says so) in
// a program that allocates nothing itself. stdio allocates its buffer at the
// first write, which could move the heap blocks placed after it; with none
// to move, the printing arms are ordinary arms the walk evaluates at every
// visit, so every count and the misses of both levels are the run's at -O0
// and -O2. Held to their more probable arm as allocating arms, the branches
// were estimated (-O2: 60,001 static loads against 40,453, L1 +3.8 pp).
func TestPrintArmsWalked(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/print_progress.O0.ll", "testdata/print_progress.O2.ll"} {
		for _, args := range [][]string{{"20000"}, {"3000"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}
