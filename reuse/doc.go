// Package reuse holds reuse-distance profiles, the exact reuse-distance
// engine, and the cache models that turn a profile into hit rates.
//
// # Reuse distance and profiles
//
// The reuse distance of an access is the number of distinct cache lines
// touched since the previous access to the same line; a first touch has
// distance Infinite (-1). A Profile is a histogram of distances with float64
// weights (static profiles are scaled by trip counts). It is written as CSV,
// "distance,probability,count", sorted by distance with -1 first. Check
// reports broken invariants (negative, NaN or infinite weights, distances
// below -1).
//
// Engine computes exact distances online in O(log N) per access (hash map
// from line to last time, a counted bit set with a Fenwick tree over time,
// time compression when the tree fills); NaiveDistances is the O(N²)
// reference. For the trace of lines a b c a the distances are -1 -1 -1 2.
//
// PBE and PWE (profile bin and window error, from the multicore CRD paper)
// measure how close a profile is to a reference profile; see their docs for
// the binning and for how empty reference bins are treated.
//
// # Static profiles
//
// Static computes the profile of a statictrace.Trace without running the
// program: Algorithm 1 of the static-analysis paper (the recursive
// two-iteration algorithm) walked through an exact stack engine with weights,
// so every access costs O(log) instead of a backward scan. With
// StaticOptions.Paper it is the paper's algorithm (iterations 0 and 1, the
// second weighted n-1). By default it samples each loop instance so that
// arrays come out right at cache-line granularity: iteration 0; iterations
// 1..p, where p is the line period of the loop's strides (64/gcd(stride, 64)),
// each standing for the iterations congruent to it (after iterations 1..p
// simulated exactly when one object is reached at a fixed and at a moving
// address that moves by less than a line per iteration: covariance's
// Data[i][p] and Data[i][q] meet only near q = p); a
// phantom key per object cluster weighted by the distinct lines of the
// iterations it skips (lines a later phantom stands for again leave the
// older key: all of them when its cover lies within the newer one's, line by
// line in their sets where the two overlap in part); and the last iteration
// at weight 0, so that the loop leaves its last lines the most recent.
// Outermost loops are sampled in 4 strata, loops holding a triangular nest
// in 2; the strata share the period's classes out (stratum j simulates the
// p/k classes from j*p/k on, each standing for its whole class, or with
// fewer classes than strata class j mod p, k/p strata sharing its weight)
// when the loop makes no call. An iteration of a quiet class, whose
// accesses all stay in the lines of the iteration before (none moves a
// line, at any iteration of the loops within, and no inner trip varies with
// the counter), repeats that iteration's lines in the same order: each run
// of consecutive quiet representatives is walked once, at the run's weight,
// which gives the same profile (symm's and gemm's j loops: columns that
// change line at one or two classes of eight). Loops of up to 32 iterations are
// simulated whole, time loops (period 1, holding a loop) up to 8. Each access site's distances are finally scaled to
// its exact count from the balance equations, so the profile's total equals
// the loads and stores of 'counts'. The walk simulates a number of accesses
// that depends on the nest's shape and periods, never on trip counts; on the
// paper's example it equals the enumerated trace's profile per variable, and
// per 64-byte line within one line's accesses (Figure 7).
//
// # Cache geometry
//
// ParseHierarchy reads "L1=32KiB/8/64,L2=1MiB/16/64": NAME=SIZE/ASSOC/LINE,
// sizes in binary units (KB = KiB = 1024 bytes), ASSOC "full" or 0 for a
// fully associative level. A level has B = size/line blocks, A ways
// (B when fully associative) and B/A sets, which must be a power of two.
//
// # Hit-rate definitions
//
// Both the model (HierarchyRates) and the exact simulation (Sim) report, for
// every level k of a hierarchy:
//
//   - HitRate, the global hit rate: the probability that an access hits a
//     cache of level k's geometry fed with the whole access stream. For the
//     model it is Eq. 7, Σ_D P(D)·P(h|D); Sim measures it with a separate
//     LRU cache of that geometry that sees every access. For L1 it is the
//     ordinary L1 hit rate.
//   - LocalHitRate, Hits and Misses, for the chained hierarchy that
//     Cachegrind simulates: level k sees only the accesses that missed levels
//     1..k-1, and LocalHitRate = Hits / (Hits + Misses) is the hit rate among
//     them. The model gets these from the global rates by assuming inclusion
//     (whatever hits the geometry of level k-1 also hits level k's):
//     H_k = max(HitRate_k, H_{k-1}), Hits_k = (H_k - H_{k-1})·N,
//     Misses_k = (1 - H_k)·N, LocalHitRate_k = (H_k - H_{k-1})/(1 - H_{k-1}).
//
// Worked example: lines a b a c a d b (distances -1 -1 1 -1 1 -1 3), L1
// fully associative with 2 blocks, L2 fully associative with 3 blocks.
//
//	L1 (hit iff D < 2): hits the two D=1 accesses       HitRate 2/7
//	                    Hits 2, Misses 5, LocalHitRate 2/7 (model and Sim)
//	L2 global (D < 3):  again only the two D=1 accesses HitRate 2/7 (model and Sim)
//	L2 chained, model:  H_2 = max(2/7, 2/7) = 2/7       Hits 0, Misses 5, LocalHitRate 0
//	L2 chained, Sim:    L2 sees a b c d b; d evicts a, b then hits
//	                                                    Hits 1, Misses 4, LocalHitRate 1/5
//
// The global rates agree exactly; the chained ones differ because the L1 hits
// on a kept a out of L2's recency order, so L2 is not inclusive of L1 here.
// With a 4-block L2 the model gives HitRate 3/7, Hits 1, LocalHitRate 1/5.
//
// # Models
//
// HitProb gives P(h|D) for one level under a Model: SDCM (Eq. 5 of the
// stack-distance model, Eq. 6 when direct-mapped; the default), FullyAssocLRU
// (hit iff D < B) and AuthorsVariant (the PPT-AMM authors' script). Eq. 5 is
// summed in log space so that D in the millions is finite and accurate.
//
// The Sets model (the default of the hits command) does not assume lines map
// to sets at random, which Eq. 5 does and which a column walk breaks: its
// stride can put every row into a few sets, whose conflict misses Eq. 5
// misses (gemvt: +5.3 points L1 under SDCM, +0.2 under Sets). With
// StaticOptions.Sets the static walk keys every access by its cache set and
// measures set distances, the distinct lines of the same set since the
// previous access, on one weighted engine per set; a phantom key's lines are
// spread over the sets they fall in (the lines every set gets go to a log,
// the lines of the sets counted one by one, and supersede's lowers, to a
// list per set; each set applies them when next read, the latest touch of
// each phantom only, so that a phantom spread over 1024 sets is not touched
// in sets no access reads before its next touch). An A-way LRU set hits exactly the
// accesses at set distance < A, so the model is exact for the simulated
// addresses. StaticHierarchyRates runs one walk per distinct number of sets.
// A set's engine renumbers its times when its arrays fill while its live
// keys hold at most half of them (they grow with the set's distinct keys,
// not its accesses) and answers a repeat of its
// latest key without touching its tree; keys map to times in an
// open-addressing table (keyMap). A walk's large arrays come from a scratch
// that the next walk reuses, zeroed (scratch.go), so that walks in a sweep
// or a hierarchy make little garbage: its collections mark the whole parsed
// module each time.
//
// StaticOptions.Cores turns the walk into one core's private trace or the
// cores' shared trace of an OpenMP program (the SASMM model, built by package
// parallel): regions run once per core on per-core stacks, work-shared loops
// split their iterations, and the shared walk interleaves the cores one
// work-shared iteration at a time.
//
// LRU is an exact set-associative LRU cache (write-allocate) and Sim an exact
// hierarchy of them, used as ground truth by the measure package.
package reuse
