//go:build !race

package reuse_test

// raceEnabled reports whether the race detector is on (time bounds are then
// not checked).
const raceEnabled = false
