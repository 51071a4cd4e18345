-- Branch probabilities of main in ll/irr_recursive.O0.ll, as `reusescope probs --from-run` measures
-- them (reuse's TestOffPathOwnLoopAndFrame).
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

local BranchingProbs = {
  T_14_7 = 0.9, -- factorial:entry:[if.end] line 14
  T_35_3 = 0.0038910505836575876, -- main:for.cond:[for.end] line 35
  T_23_7 = 0.49206349206349204, -- tree_sum:entry:[if.end] line 23
  T_24_5 = 0.1111111111111111, -- tree_sum:for.cond:[for.end] line 24
}
return BranchingProbs
