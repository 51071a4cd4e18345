// Package cache holds what the static and the measured side share: reuse-distance
// profiles and their power-of-two binning, the exact reuse-distance engine,
// cache hierarchies (the --cache syntax), the models that turn a profile into
// hit rates, and the exact set-associative LRU simulation. It imports only the
// standard library, so the ground truth (package measure) does not depend on
// the static analysis.
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
// Log2Bin is the one power-of-two binning of distances (0, 1, 2-3, 4-7, ...).
// PBE and PWE (profile bin and window error, from the multicore CRD paper)
// measure how close a profile is to a reference profile; see their docs for
// the binning and for how empty reference bins are treated.
//
// # Cache geometry
//
// ParseHierarchy reads "L1=32KiB/8/64,L2=1MiB/16/64": NAME=SIZE/ASSOC/LINE,
// sizes in binary units (KB = KiB = 1024 bytes), ASSOC a positive integer
// or "full" for a fully associative level (0 is refused as a likely slip).
// A level has B = size/line blocks, A ways
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
// The Sets model hits exactly when an access's set distance (the distinct
// lines of its own cache set since the previous access to its line) is below
// the associativity: exact LRU for the addresses it is given. Package reuse's
// static walk computes set distances; Eq. 5 assumes lines fall into sets at
// random, which a column walk breaks. ChainRates chains per-level global hit
// rates through a hierarchy as HierarchyRates documents.
//
// LRU is an exact set-associative LRU cache (write-allocate) and Sim an exact
// hierarchy of them, used as ground truth by the measure package.
package cache
