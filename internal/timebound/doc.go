// Package timebound expresses the time bounds of tests as ratios against a
// reference workload measured in the same run, never as absolute seconds:
// on a loaded or slower machine the reference slows down with the code
// under test, so a bound holds wherever the tests run and still catches a
// change of complexity (a quadratic walk, a hang).
//
//	start := time.Now()
//	err := g.Check()
//	timebound.Within(t, time.Since(start), 200, "Check of a 100,000-block chain")
//
// Unit is the median of five runs of a fixed CPU- and memory-bound loop
// (about 2.5 ms on an idle 2024 x86-64 core); Within fails the test when the time
// exceeds the given number of units, measuring the unit right after the
// work it bounds.
package timebound
