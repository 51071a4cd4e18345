//go:build !race

package pipeline_test

// raceEnabled reports whether the race detector is on (time bounds are then
// not checked).
const raceEnabled = false
