-- Branch probabilities of main in ll/irr_branch.O2.ll, as `reusescope probs --from-run` measures
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
  T_12_23 = 0.972972972972973, -- main:vector.body:[vector.body] line 12
  T_14_3 = 0.9966666666666667, -- main:if.end23:[for.body3] line 14
  T_15_9_case1 = 0.3333333333333333, -- main:for.body3:[if.then case 0] line 15 (switch T_15_9)
  T_15_9_case2 = 0.3333333333333333, -- main:for.body3:[if.then13 case 1] line 15 (switch T_15_9)
  T_15_9_default = 0.3333333333333333, -- main:for.body3:[if.else18 case default] line 15 (switch T_15_9)
}
return BranchingProbs
