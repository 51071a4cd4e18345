package probs

import (
	"fmt"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"
)

// processCPU returns the CPU time the process has used.
func processCPU(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// busyScript returns a script that loops n times and returns no entries.
func busyScript(n int) []byte {
	return []byte(fmt.Sprintf("local s = 0\nfor i = 1, %d do s = s + i %% 7 end\nreturn {}\n", n))
}

// TestTimeLimitUnderLoad: the time limit counts the script's own CPU time,
// so it gives the same verdict under load. A script that uses a sixth of
// the limit alone passes when 32 copies run at once on 2 processors, where
// each takes about 2.7 times the limit of wall-clock time (a limit on wall
// time would stop every one). A sixth, not more: under the load of other
// test binaries a thread's CPU time grows too (garbage-collection assists,
// a sibling hyperthread's contention), and a third left too little margin.
func TestTimeLimitUnderLoad(t *testing.T) {
	if _, ok := currentThreadClock(); !ok {
		t.Skip("no per-thread CPU clock: the limit is wall-clock time here")
	}
	if testing.Short() {
		t.Skip("uses about 2 s of CPU time")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	const (
		limit    = 300 * time.Millisecond
		parallel = 32
	)
	cpuOf := func(n int) time.Duration {
		before := processCPU(t)
		if _, err := Load("busy.lua", busyScript(n), nil, nil, LoadOptions{Timeout: 20 * time.Second}); err != nil {
			t.Fatal(err)
		}
		return processCPU(t) - before
	}
	// Calibrate: the loop count that takes a sixth of the limit alone.
	n := 1 << 16
	cpu := cpuOf(n)
	for cpu < 30*time.Millisecond {
		n *= 4
		cpu = cpuOf(n)
	}
	n = int(float64(n) * float64(limit/6) / float64(cpu))
	t.Logf("%d iterations: %v of CPU alone", n, cpuOf(n))

	var wg sync.WaitGroup
	errs := make([]error, parallel)
	start := time.Now()
	for i := range parallel {
		wg.Go(func() {
			_, errs[i] = Load("busy.lua", busyScript(n), nil, nil, LoadOptions{Timeout: limit})
		})
	}
	wg.Wait()
	t.Logf("%d runs at once: %v of wall-clock time", parallel, time.Since(start))
	for i, err := range errs {
		if err != nil {
			t.Errorf("run %d of %d: %v", i+1, parallel, err)
		}
	}

	// The limit still stops a script that uses it up, under the same load.
	for i := range parallel {
		src := busyScript(n)
		if i == 0 {
			src = []byte("while true do end")
		}
		wg.Go(func() { _, errs[i] = Load("busy.lua", src, nil, nil, LoadOptions{Timeout: limit}) })
	}
	wg.Wait()
	if want := "busy.lua: CPU time limit of 300ms exceeded (endless loop?)"; errs[0] == nil || errs[0].Error() != want {
		t.Errorf("endless loop under load: %v, want %s", errs[0], want)
	}
}

func TestNegativeTimeLimit(t *testing.T) {
	_, err := Load("p.lua", []byte("return {}"), nil, nil, LoadOptions{Timeout: -time.Second})
	if want := "p.lua: time limit -1s is negative"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
