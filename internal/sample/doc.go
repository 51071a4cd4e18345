// Package sample chooses which cases of the long sweeps a test run covers.
//
// The accuracy and agreement sweeps (every kernel at every size and -O
// level against a measured run, every corpus program against Callgrind)
// take tens of minutes on two cores. `go test ./...` runs a deterministic
// sample of each, chosen so that every kernel, size and -O level still
// appears somewhere (Keep with a rotating offset); REUSESCOPE_FULL=1 runs
// every case, as regenerating a record requires, and REUSESCOPE_FULL=rest
// the cases the sample leaves out, as CI does after the test command (so
// that every case runs once; .ci/run names the sweeps, and
// TestCIRunsEverySweep checks it names every test that samples). Each sweep
// logs how many of its cases it ran.
package sample
