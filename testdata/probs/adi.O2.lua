-- Branch probabilities of kernel_adi in ll/adi.O2.ll (N = 96, tsteps = 4),
-- as `reusescope probs --from-run` measures them and as they follow from
-- the source by hand: the time loop runs tsteps times (back edge 3/4), the
-- row and column loops 96 times (back edge 95/96), the forward sweeps 95
-- (k = 1..95, back edge 94/95), and the back substitutions
-- (k = 94 down to 0) are unrolled by two: the loop's first block runs 48
-- times per sweep and goes on to its second copy 47 times (47/48).
local tsteps = param.tsteps or 4

local BranchingProbs = {
  T_24_3 = 0, -- kernel_adi:entry:[for.end112] line 24
  T_24_3_2 = 1 - 1/tsteps, -- kernel_adi:for.inc110:[for.cond1.preheader] line 24
  T_26_5 = 95/96, -- kernel_adi:for.inc47:[for.body3] line 26
  T_29_7 = 94/95, -- kernel_adi:for.body8:[for.body8] line 29
  T_35_7 = 47/48, -- kernel_adi:for.body31:[for.body31.1] line 35
  T_39_5 = 95/96, -- kernel_adi:for.inc107:[for.body52] line 39
  T_42_7 = 94/95, -- kernel_adi:for.body60:[for.body60] line 42
  T_48_7 = 47/48, -- kernel_adi:for.body88:[for.body88.1] line 48
}
return BranchingProbs
