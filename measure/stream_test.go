package measure

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/reuse"
)

// encode builds an event word as runtime/rsrt.c does.
func encode(addr uint64, size int, store bool, tid int) uint64 {
	w := addr | uint64(size-1)<<sizeShift | uint64(tid)<<tidShift
	if store {
		w |= storeBit
	}
	return w
}

func TestDecode(t *testing.T) {
	a, s, st, tid := decode(encode(0x7ffd_1234_5678, 128, true, 255))
	if a != 0x7ffd_1234_5678 || s != 128 || !st || tid != 255 {
		t.Errorf("decode = %#x %d %v %d", a, s, st, tid)
	}
}

// TestPipelineProfiles streams a random two-thread trace through the
// pipeline and checks the line stage against reuse.NaiveDistances of the
// whole trace and of each thread's subsequence.
func TestPipelineProfiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 3*batchWords + 123 // several batches and a partial one
	var raw bytes.Buffer
	var all []uint64
	per := map[int][]uint64{}
	for range n {
		addr := uint64(rng.IntN(1 << 14))
		tid := rng.IntN(2)
		size := 1 << rng.IntN(4) // 1..8 bytes, may straddle a line
		binary.Write(&raw, binary.LittleEndian, encode(addr, size, false, tid))
		for l := addr / 64; l <= (addr+uint64(size)-1)/64; l++ {
			all = append(all, l)
			per[tid] = append(per[tid], l)
		}
	}
	ls := newLineStage(64, true)
	cs := &countStage{}
	var last uint64
	got, err := pipeline(&raw, []stage{ls, cs}, func(k uint64) { last = k })
	if err != nil {
		t.Fatal(err)
	}
	if got != n || last != n || cs.perThread[0]+cs.perThread[1] != n {
		t.Fatalf("read %d words (progress %d, counted %d), want %d", got, last, cs.perThread[0]+cs.perThread[1], n)
	}
	sameProfile(t, "interleaved", ls.global.Profile(), histogram(reuse.NaiveDistances(all)))
	for tid, tr := range per {
		sameProfile(t, "thread", ls.threads[tid].Profile(), histogram(reuse.NaiveDistances(tr)))
	}
}

func TestPipelineTruncated(t *testing.T) {
	_, err := pipeline(bytes.NewReader(make([]byte, 2*wordBytes+3)), nil, nil)
	if err == nil || !strings.Contains(err.Error(), "3 stray bytes") {
		t.Errorf("err = %v, want stray bytes", err)
	}
}

func TestLineOf(t *testing.T) {
	for _, size := range []int{64, 48} {
		l := newLineOf(size)
		for _, c := range []struct{ addr uint64 }{{0}, {47}, {63}, {64}, {1000}} {
			f, e := l.span(c.addr, 8)
			if f != c.addr/uint64(size) || e != (c.addr+7)/uint64(size) {
				t.Errorf("line %d: span(%d, 8) = %d..%d", size, c.addr, f, e)
			}
		}
	}
}
