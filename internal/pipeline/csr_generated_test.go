package pipeline_test

import "testing"

// TestGeneratedColumns: a CSR matrix-vector product whose column indices a
// linear congruential generator draws (csr_generated.c), the generator's
// state carried in a register from each row's inner loop to the next row
// at -O2 (a join after the inner loop, carried round the outer one). The
// walk evaluates that join's value at the inner loop's last iteration, not
// at the iteration of the next row's instance it is in: every count and
// both levels' misses equal the run's at -O0 and -O2. Before, every row
// after the first restarted from the generator's second state (the
// columns of row 2 repeated row 1's), printed as derived: the spmv's L1
// misses 9,144 against 17,274 with "nothing estimated".
func TestGeneratedColumns(t *testing.T) {
	exactStreams(t, smallHierarchy(t), []string{"testdata/csr_generated.O0.ll", "testdata/csr_generated.O2.ll"}, [][]string{{"2000", "8", "2"}, {"1500", "5", "1"}})
}
