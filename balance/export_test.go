package balance

// SolveDense exports the naive dense solve to the tests of package balance_test.
var SolveDense = solveDense
