//go:build !linux

package probs

import "time"

// threadClock stands for a thread's CPU-time clock, which is read on Linux
// only; elsewhere the time limit is wall-clock time.
type threadClock int32

func currentThreadClock() (threadClock, bool) { return 0, false }

func (c threadClock) read() (time.Duration, bool) { return 0, false }
