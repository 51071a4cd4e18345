package pipeline_test

import "testing"

// TestFloatConfig: a particle update whose time step comes from the command
// line through atof into a configuration struct an init function fills
// (float_config.c); the bounce branches compare the positions the walk
// computes from it. Every count and both levels' misses equal the run's,
// with the step given and left at its default, at -O0 and at -O2, where
// the update is vectorised and each lane's compare is a branch of its own.
// Before, the walk read dt as the integer part of its Lua parameter (0.05
// as 0) and printed no bounce, as derived; at -O2 it kept no floats (the
// lanes' compares were not taken as reading them), and then evaluated a
// lane's compare with the vector x loaded again after the update stored
// it (x + 2 vx dt): 516 bounces against 471, as derived.
func TestFloatConfig(t *testing.T) {
	exactStreams(t, smallHierarchy(t), []string{"testdata/float_config.O0.ll", "testdata/float_config.O2.ll"}, [][]string{{"2000", "30", "0.05"}, {"500", "10"}, {"3000", "25", "0.3"}})
}
