-- Branch probabilities for reusescope (the PPT static analyzer's Lua format).
--
-- Each entry T_<line>_<col> is the conditional branch at that source line and
-- column (other keys: branches without debug info or sharing a location).
-- Its value is the probability that the branch goes to the successor named
-- in [brackets] in its comment "function:block:[successor] line L"; the other
-- successor gets 1 minus it. For a loop test that is the exit, 1/(trips+1).
-- A switch has one entry per destination (<key>_caseN, <key>_default); the
-- entries of one switch must sum to 1.
-- Values are Lua expressions (1/101, 1/(n+1)). Entries marked TODO are nil
-- and must be filled in before the script is used.
-- Parameters come first: --set n=4000 on the command line sets param.n, so
-- the same script is re-evaluated for another input size.
-- Entries are sorted by function, source line, then key.

local n = param.n or 96 -- argument n of kernel_omp_gemv (line 15)

local BranchingProbs = {
  T_20_3 = 0, -- .omp_outlined._debug__:entry:[omp.precond.end] line 20
  T_20_3_2 = 0.010309278350515464, -- .omp_outlined._debug__:omp.inner.for.cond:[omp.inner.for.end] line 20
  T_20_8 = 1, -- .omp_outlined._debug__:omp.precond.then:[cond.false] line 20
  T_23_5 = 0.010309278350515464, -- .omp_outlined._debug__:for.cond:[for.end] line 23
}
return BranchingProbs
