package pipeline_test

import "testing"

// TestCharClassesCounted: a tokenizer whose every branch is a character
// class of <ctype.h> (testdata/char_classes.c: isalpha, isalnum, isdigit,
// isspace, ispunct and isupper through glibc's tables, toupper through
// its function) over a text the program builds. The evaluator reads the
// classes of glibc's C locale (statictrace/ctype.go), so every count is
// the run's with no branch estimated, at -O0 and at -O2; the tables' place
// in the run is a guess, which the bounds state. Before, the twelve class
// tests were estimated (-55 % of the loads). At -O2 the word loop stores
// each upper-cased character in its header, above its j + 1 == n test: a
// test that reads no memory needs no header pass made ahead of it, so the
// loop is walked exit by exit (it was refused as a header that writes);
// and the index after it is the phi of its two exits, which the exit the
// walk left by decides (a block both arms of an enclosing branch reach no
// longer drops its edge: the walk took the i = n edge and counted the
// tokenizer's loop once, with nothing estimated).
func TestCharClassesCounted(t *testing.T) {
	for _, file := range []string{"testdata/char_classes.O0.ll", "testdata/char_classes.O2.ll"} {
		for _, args := range [][]string{{"20000"}, {"777"}} {
			derivedCounts(t, file, args)
		}
	}
}
