// Package parallel is the SASMM model of OpenMP regions on several cores
// (Barai et al., "PPT-SASMM: Scalable Analytical Shared Memory Model:
// Predicting the Performance of Multicore Caches from a Single-Threaded
// Execution Trace", MEMSYS 2020): it takes the regions and schedules of
// package omp onto a static trace (statictrace) and walks it per core.
//
// # The SASMM model
//
// NewPlan maps the regions onto a static trace (statictrace): the fork calls
// whose bodies every core runs, and each work-shared loop, the outermost
// loop of its function after the init call (for a chunked or dynamic
// schedule the chunk loop, whose iterations are chunks dealt round-robin;
// dynamic and guided schedules are modelled that way). Predict walks the
// trace through reuse.Static with reuse.Cores: one private walk per core
// (the sequential part on core 0 only, the region on every core with its own
// stack StackSpacing bytes below the previous core's, the work-shared
// iterations libomp's balanced schedule gives that thread), whose set
// distances give the private first level's hit rate per core; and one
// shared walk, the cores' work-shared iterations interleaved round-robin (or
// in a seeded random order), whose set distances give every further level's
// rate. Each site's weights are scaled by the sequential walk's exact count
// over its weight, so one core is the sequential analysis and each core's
// trace has the accesses its thread makes (tests: TestPredictOneCoreIsSequential,
// TestPredictAccessesAgainstMeasure). CoreProfiles gives the private plain
// profiles for sweeps. The private rate is the cores' rates weighted by their
// accesses (Eq. 2-3 of the paper weigh blocks the same way: a core's trace
// holds its share of the parallel blocks and, on core 0, the sequential ones).
package parallel
