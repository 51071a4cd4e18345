-- Branch probabilities for reusescope (the PPT static analyzer's Lua format).
--
-- Each entry T_<line>_<col> is the conditional branch at that source line and
-- column (other keys: branches without debug info or sharing a location).
-- Its value is the probability that the branch goes to the successor named
-- in [brackets] in its comment "function:block:[successor] line L"; the other
-- successor gets 1 minus it. For a loop test that is the exit, 1/(trips+1).
-- A switch has one entry per destination (<key>_caseN, <key>_default); the
-- entries of one switch must sum to 1.
-- Values are Lua expressions (1/101, 1/(n+1)). Entries marked "estimated"
-- come from static heuristics (the branch could not be derived from the IR):
-- replace them with what you know. Entries marked TODO are nil and must be
-- filled in before the script is used.
-- Parameters come first: --set n=4000 on the command line sets param.n, so
-- the same script is re-evaluated for another input size.
-- Entries are sorted by function, source line, then key.

local k_trips = param.k_trips or 300 -- trips of the k loop

local BranchingProbs = { -- TODO: fill in the 1 nil entry for your instance
  T_helper_bb3 = 0.5, -- helper:bb3:[bb5]
  T_4_5 = 1/101, -- main:for.cond:[for.end17] line 4
  T_7_9 = 1/201, -- main:for.cond3:[for.end14] line 7
  T_10_13 = 1/(k_trips+1), -- main:for.cond6:[for.end] line 10
  T_20_3 = nil, -- TODO main:while.cond:[while.end] line 20: loop exit of while.cond at line 20: bound is data-dependent
  T_25_3_case1 = 1/4, -- main:sw.entry:[sw.bb] line 25 (switch T_25_3)
  T_25_3_case2 = 1/4, -- main:sw.entry:[sw.bb2] line 25 (switch T_25_3)
  T_25_3_default = 1/2, -- main:sw.entry:[sw.default] line 25 (switch T_25_3)
}
return BranchingProbs
