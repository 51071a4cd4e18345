// Package reuse computes the static reuse profile of a loop-annotated trace
// (package statictrace) without running the program, and the hit rates the
// cache models of package cache give it.
//
// # Static profiles
//
// Static computes the profile of a statictrace.Trace without running the
// program. When the whole trace fits StaticOptions.MaxEvents (estimated
// from each loop's average trip), it walks every iteration of every loop in
// program order (StaticResult.Whole): its distances, and with
// StaticOptions.Sets its set distances, are those of an exact simulation of
// the trace's addresses, with no sampling error. A loop instance that turns
// out longer than the budget stops the whole walk, which is then sampled.
// A whole walk follows recursive calls (statictrace.Call.Recur): each
// activation walked with its own arguments and frame, as the run makes
// them, where the budget holds the accesses the block counts give every
// activation and the branches that end the recursion evaluate at every
// call (StaticResult.Recursion); a recursion it cannot follow
// (recursionLost) is walked again as one activation standing for all of
// them, whose accesses' outcomes are estimates (StaticResult.OffSites).
// Otherwise it is Algorithm 1 of the static-analysis paper (the recursive
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
// simulated whole, time loops (period 1, holding a loop) up to 8. A ring
// loop, whose every address repeats after P iterations (A[i & 4095],
// w[i % len]; ring.go), simulates its first two periods instead, the second
// weighted by the periods it stands for, which is its exact profile. Each access site's distances are finally scaled to
// its exact count from the balance equations, so the profile's total equals
// the loads and stores of 'counts'. The walk simulates a number of accesses
// that depends on the nest's shape and periods, never on trip counts; on the
// paper's example it equals the enumerated trace's profile per variable, and
// per 64-byte line within one line's accesses (Figure 7).
//
// The Sets model (the default of the hits command, cache.Sets) does not assume lines map
// to sets at random, which Eq. 5 does and which a column walk breaks: its
// stride can put every row into a few sets, whose conflict misses Eq. 5
// misses (gemvt's column walk). With
// StaticOptions.Sets the static walk keys every access by its cache set and
// measures set distances, the distinct lines of the same set since the
// previous access, on one weighted engine per set; a phantom key's lines are
// spread over the sets they fall in (the lines every set gets go to a log,
// the lines of the sets counted one by one, and supersede's lowers, to a
// list per set; each set applies them when next read, the latest touch of
// each phantom only, so that a phantom spread over 1024 sets is not touched
// in sets no access reads before its next touch). An A-way LRU set hits exactly the
// accesses at set distance < A, so the model is exact for the simulated
// addresses. The representatives then cover the period of the set pattern,
// which can be longer than the line period (setPeriod): an innermost loop
// walking a column, within a loop that comes back to its lines, cycles
// through the sets every W/gcd(row, W) rows (W the bytes of a way: rows of
// 30 lines against 64 sets, 32 rows), and a loop moving that column within
// lines repeats its sets every gcd(row, W) bytes (2 lines, 16 columns of
// doubles; setmap*.c). Only where the trip holds setRoom such periods, the
// column wraps setRoom times around its sets, and (for the second) no
// inner trip varies: elsewhere the line period stays, as it does when the
// walk cannot afford the longer one.
// StaticHierarchyRates runs one walk per distinct number of sets, and when
// those walks are whole, one more per level below the first, behind LRU
// caches of the levels above (StaticOptions.Above): the run's hierarchy fills
// a level only on the misses of the one above, and so does this walk, whose
// hits and misses are then the run's (hitAbove in walker.go).
// A set's engine renumbers its times when its arrays fill while its live
// keys hold at most half of them (they grow with the set's distinct keys,
// not its accesses) and answers a repeat of its
// latest key without touching its tree; keys map to times in an
// open-addressing table (keyMap). A walk's large arrays come from a scratch
// that the next walk reuses, zeroed (scratch.go), so that walks in a sweep
// or a hierarchy make little garbage: its collections mark the whole parsed
// module each time.
//
// A statictrace.Branch the loop counters decide is evaluated at every
// visit of a whole walk, which then takes the run's arm; one on data
// (Branch.Data) is taken arm by arm in the proportions of its probabilities,
// spread evenly over its visits (smooth weighted round-robin, walker.share).
// A sampled walk takes a Branch's most probable arm, since representatives
// and phantoms stand for iterations that run one body, and the other arms'
// accesses borrow (offpath.go). StaticOptions.Unknown walks the addresses
// the walk cannot evaluate at their model's extremes (unknown.go), for the
// bounds' walks. CountBranches walks a trace's loops without a cache,
// evaluating the counters' conditions at every visit, to count how often
// each arm is taken (package pipeline derives from it the shares no formula
// gives). It keeps the walk's memory of stored pointers (replaying the
// stores of the iterations it does not take), so branches on what memory
// holds are counted where the caller asks (a data branch it is not asked
// for takes its most probable arm), and it walks a loop no counter bounds
// (loops.Nest.EvaluatedLoop: it != end, p != NULL, a switch that is the
// loop's test: loops.Nest.SwitchTest), or a counted one whose bound the
// body moves (while (head < tail) with tail++ inside), iteration by
// iteration to the exit its test evaluates to. A test at the top that
// reads what the header's pass writes is evaluated after a pass made once
// (oncePass: -O0's while ((c = s[i++]) != 0)), or after a pass made ahead
// without its accesses where the pass writes nothing a second making
// would change (aheadPass).
//
// A memset, memcpy or memmove (a Ref whose Access has Bulk set) is walked
// as measure streams it: one access per 64-byte piece of its range, a
// copy's source piece before its destination piece, and a memset of at
// most 128 bytes as one access of all its lines (bulk.go); its profile
// takes the accesses per visit the walk found, times its executions.
//
// The walk keeps the pointers it stores (statictrace.Memory) when the trace
// allows it; a sampled walk makes the pointer stores of the iterations it
// skips (statictrace.Trace.StoreIterations).
//
// StaticOptions.Cores turns the walk into one core's private trace or the
// cores' shared trace of an OpenMP program (the SASMM model, built by package
// parallel): regions run once per core on per-core stacks, work-shared loops
// split their iterations, and the shared walk interleaves the cores one
// work-shared iteration at a time.
// StaticOptions.Extent restricts the profile to one function's accesses in
// their program context (extent.go): the whole trace is walked, so that the
// function meets the cache state the code before it leaves, and only the
// references in its dynamic extent (under a call of it, or its code
// inlined into a caller, by debug location) are counted, each site with
// the share of its walk weight that lies in the extent.
// StaticOptions.PerSite keeps every site's own profile
// (StaticResult.Sites), which the site profiles sum to, for attribution.
// # Addresses indexed by data
//
// An access whose index is data, x[col[k]] or a hash table's t[h & mask]
// (statictrace.DataIndexed: an index computed from memory, a call or a
// recurrence that is not a counter), takes the run's address in a walk of
// every iteration where the walk has the values it is computed from
// (statictrace.AddrOfData: numbers the program stored and the walk kept,
// values carried in registers that it evaluates iteration by iteration).
// Otherwise, from a base the walk evaluates, it is modelled as touching a
// line of its object (statictrace.ObjectOf: a
// global, a local, a placed heap block) drawn at random. Its previous touch
// of that line is a geometric number G of the object's draws back, and of
// n lines drawn G times a share 1-e^(-G/n) are distinct; G/n being
// exponential, that share is uniform, so the object's lines touched since
// are uniform over [0, n) and a C-line LRU cache hits C/n of the draws. Each
// draw therefore spreads its weight evenly over the distances 0..n-1 (at
// most 512 bins); with StaticOptions.Sets the object's lines spread evenly
// over the sets, and its set distance is uniform over [0, n/Sets), which an
// A-way set hits A*Sets/n of the time: the same C/n. The accesses of one
// object with one index expression in one iteration of the innermost walked
// loop (the load and the store of h[x[i]]++) draw one line: the first
// draws, the others take the distance of the line it drew for as much of
// their weight as the draw had, and draw for the rest (a probe loop walked
// at a fraction of an iteration before the probe every key runs). The
// model holds
// at every walked instance of such a site, also where the walk can evaluate
// the address (the first values of a generator it follows): a
// representative iteration stands for thousands, and one evaluated index
// is a single draw, whose one distance it would give them all. Phantoms
// leave these sites out, having no stride to sweep. The lines of other
// objects drawn at random meanwhile count, by their recent rates of draws
// (sharedLines: two tables drawn once per key each double each other's
// distances); lines of data that streams between two touches of a line
// are not counted: the model holds where random draws carry the loop's
// traffic (lookups in a table, a histogram's counters) and counts too many
// hits where other data streams between its reuses. An access whose address cannot be evaluated and whose
// object is not known (a pointer loaded from memory, rows[i][j]) is one
// fixed location, one key per site, unless it touches a node of a linked
// structure (statictrace.NodeOf): then a line of the range the nodes
// take, by the node's place in the chain the walk's loop follows (nodeKey:
// a list's j-th node is one line, the same every walk; a tree's depth-j
// node one of 2^j; in a recursion one activation stands for, a chain that
// starts at the parameter draws from the whole range, each activation's
// from another node, and the activation's first draw is not a first
// touch). A node whose blocks start at different places in their lines
// (statictrace.NodePlaces) draws again for the share of places where a
// field lies in a line of the node not yet drawn (nodeDraw); an access
// off the path to a node the path reads through the same pointer takes
// the path's reuses of that node (nodeReuse). Both kinds are StaticResult.Unknown:
// they count in the estimated share, and --strict refuses them.
//
// # Where things are
//
// One sub-algorithm per file, each with its own test:
//
//	static.go     Static and StaticHierarchyRates, the entry points
//	walker.go     the walk over the trace: items, loop instances, keys, the stack interface
//	plan.go       a loop instance's sampled plan: representatives, strata, rotation
//	periods.go    planning before the walk: line periods, leads, stratified loops, the event budget
//	quiet.go      quiet classes and the folding of their runs
//	body.go       a loop body as phantoms see it, and its addresses at an iteration
//	phantom.go    phantom keys for skipped iterations, clusters of an object's accesses
//	cover.go      the lines a phantom stands for, and the first touches that find them
//	supersede.go  a newer phantom takes the lines it shares with older ones
//	accesslog.go  the walk's log of accesses, and the lines touched since a moment
//	offpath.go    the profile from the walk: scaling to exact counts, off-path sites
//	extent.go     the references in a function's dynamic extent (program context)
//	unknown.go    addresses indexed by data: random lines of their object; fixed keys
//	setengine.go  set distances: one weighted engine per cache set, deferred phantom touches
//	wengine.go    the weighted stack engine; keymap.go its hash table
//	scratch.go    the large arrays a walk reuses from the one before
//	cores.go      the OpenMP walk on several cores (private and shared traces)
//	branchvisits.go  the count of the arms a walk takes at the counters' branches
package reuse
