//go:build !race

package balance

// raceEnabled reports whether the tests run under the race detector, whose
// shadow memory makes allocation bounds meaningless.
const raceEnabled = false
