package pipeline_test

import "testing"

// TestCharClassesCounted: a tokenizer whose every branch is a character
// class of <ctype.h> (testdata/char_classes.c: isalpha, isalnum, isdigit,
// isspace, ispunct and isupper through glibc's tables, toupper through
// its function) over a text the program builds. The evaluator reads the
// classes of glibc's C locale (statictrace/ctype.go), so at -O0 every
// count is the run's with no branch estimated; the tables' place in the
// run is a guess, which the bounds state. Before, the twelve class tests
// were estimated (-55 % of the loads).
func TestCharClassesCounted(t *testing.T) {
	for _, args := range [][]string{{"20000"}, {"777"}} {
		derivedCounts(t, "testdata/char_classes.O0.ll", args)
	}
}
