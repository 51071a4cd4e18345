local BranchingProbs = {
  T_3_3 = 1/101,
  T_5_5 = nil,
  T_7_7 = 1/301,
}
return BranchingProbs
