-- Branch probabilities of kernel_symm in ll/symm_L.O2.ll (N = 100), as
-- `reusescope probs --from-run` measures them and as they follow from the
-- source by hand: the k <= i loop is unrolled by two, so for i >= 1 it runs
-- floor((i+1)/2) times (250000 iterations over 9900 entries: exit
-- 0.0396), its one-iteration remainder runs when i+1 is odd (half the
-- time), and the k > i loop runs 99-i times for i < 99 (495000 iterations over 9900
-- entries: back edge 0.98).
local BranchingProbs = {
  T_18_3 = 0.99, -- kernel_symm:for.inc39:[for.cond1.preheader] line 18
  T_19_5 = 0.99, -- kernel_symm:for.end26:[for.cond4.preheader] line 19
  T_21_7 = 0.99, -- kernel_symm:for.cond4.preheader:[for.body6] line 21
  T_21_7_2 = 0.5, -- kernel_symm:for.cond13.preheader.unr-lcssa:[for.body6.epil] line 21
  T_21_7_3 = 0.9604, -- kernel_symm:for.body6:[for.body6] line 21
  T_23_7 = 0.01, -- kernel_symm:for.cond13.preheader:[for.end26] line 23
  T_23_7_2 = 0.98, -- kernel_symm:for.body15:[for.body15] line 23
}
return BranchingProbs
