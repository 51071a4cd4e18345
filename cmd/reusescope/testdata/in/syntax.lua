local BranchingProbs = {
  T_3_3 = 1/101,
  T_5_5 = = 1/201,
}
return BranchingProbs
