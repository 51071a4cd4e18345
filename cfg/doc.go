// Package cfg builds the control-flow graph of each function of an irreader
// module from the block terminators (br, switch, indirectbr, invoke, ret,
// unreachable, resume), names its branch sites with stable keys, and computes
// dominators.
//
// A conditional branch is one site keyed T_<line>_<col> after its !dbg location;
// the value the probability script gives for it is the probability of the
// branch's second (false) target. A switch gets one site per case,
// T_<line>_<col>_case<k> for the k-th case (1-based) and T_<line>_<col>_default.
// An invoke is one site keyed like a conditional branch whose value is the
// probability of its unwind target (the landing pad): that the call throws.
// A callbr (asm goto) has one site per destination, as a switch: its
// fallthrough (the _default key), then its indirect targets (_case1, ...).
// Sites without a debug location are keyed T_<func>_<block>; when two sites
// would share a key, the second and later ones, in module order, get _2, _3, …
// so that no two sites are ever merged.
//
// Example: the -O0 IR of
//
//	for (i = 0; i < 100; i++)   // line 3, the condition at column 17
//
// ends its header with "br i1 %cmp, label %for.body, label %for.end, !dbg (3,3)",
// giving the site T_3_3 whose value is P(for.end) = 1/101:
//
//	entry -> for.cond
//	for.cond -> for.body (100/101), for.end (1/101)   site T_3_3
//	for.body -> for.inc -> for.cond
package cfg
