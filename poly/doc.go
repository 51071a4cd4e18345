// Package poly is the symbolic algebra of trip counts and probabilities:
// polynomials with real coefficients over named symbols (Poly: Lua
// parameters such as "n" and the iteration numbers of enclosing loops),
// summed over a range by Faulhaber's formulas (Poly.SumRange), and
// quasi-polynomials (Quasi), whose symbols may also stand for ⌊x/c⌋,
// cond ? x : y, max, min and sums, with conditions (Cond) over them.
//
// A Quasi interns the atoms of one analysis: FloorDiv, Mod, Ite, Max, Min
// and Sum build them, Cmp, Not, And and Or build conditions, Subst, Tidy
// and Given simplify, Eval evaluates and Lua and CondLua render Lua that
// is exact for every parameter value. SumCond gives closed forms of sums
// of guarded bodies by splitting on residues and bounds.
//
// FloatSteps counts the iterations of a loop whose counter is a
// floating-point accumulation (t += dt until t >= tend) as the machine's
// rounded additions run, in time independent of the count; IntSteps those
// of an integer counter multiplied, shifted or divided each iteration.
//
// The package imports only the standard library.
package poly
