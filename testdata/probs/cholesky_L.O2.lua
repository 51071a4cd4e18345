-- Branch probabilities of kernel_cholesky in ll/cholesky_L.O2.ll (N = 150), measured
-- by `reusescope probs --from-run --func kernel_cholesky` (the loops k < j and
-- k < i are unrolled by two, each with a one-iteration remainder).
local BranchingProbs = {
  T_17_3 = 0, -- kernel_cholesky:entry:[for.end57] line 17
  T_17_3_2 = 0.9933333333333333, -- kernel_cholesky:for.end46:[for.cond1.preheader] line 17
  T_18_5 = 0.9933333333333333, -- kernel_cholesky:for.cond1.preheader:[for.cond4.preheader.lr.ph] line 18
  T_18_5_2 = 0.9866666666666667, -- kernel_cholesky:for.end:[for.cond4.preheader] line 18
  T_19_7 = 0.9866666666666667, -- kernel_cholesky:for.cond4.preheader:[for.body6.lr.ph] line 19
  T_19_7_2 = 0.9865771812080537, -- kernel_cholesky:for.body6.lr.ph:[for.body6.lr.ph.new] line 19
  T_19_7_3 = 0.960135593220339, -- kernel_cholesky:for.body6:[for.body6] line 19
  T_19_7_4 = 0.5033557046979866, -- kernel_cholesky:for.end.loopexit.unr-lcssa:[for.body6.epil] line 19
  T_23_5 = 1, -- kernel_cholesky:for.cond27.preheader:[for.body29.lr.ph] line 23
  T_23_5_2 = 0.9932885906040269, -- kernel_cholesky:for.body29.lr.ph:[for.body29.lr.ph.new] line 23
  T_23_5_3 = 0.9733333333333334, -- kernel_cholesky:for.body29:[for.body29] line 23
  T_23_5_4 = 0.5033557046979866, -- kernel_cholesky:for.end46.loopexit.unr-lcssa:[for.body29.epil] line 23
}
return BranchingProbs
