package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

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

// TestStrlenBounds: loops bounded by strlen of strings the program builds
// (testdata/strlen_loops.c: a heap buffer it filled, a string literal),
// the last of which zeroes the string it measured as it goes. The
// evaluator reads the string's bytes from the memory of numbers up to the
// first zero, once per visit of the call (statictrace.Trace.strlenCall),
// so at -O0 every count and both levels' misses are the run's, the last
// loop's bound the length before it ran. Without strlen the three loops
// were estimated (-81 % of the loads). At -O2 the loads are the run's too,
// but the vowel test became a switch on the character, whose shares are
// estimated (its arms hold no access).
func TestStrlenBounds(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"5000"}, {"37"}} {
		exactStream(t, "testdata/strlen_loops.O0.ll", args, levels, 0)
	}
}

// TestWordCountDerived: the corpus's wordcount at -O0, whole program: a
// text generated in a helper, a word counter over it (c = *p++ and
// isalpha), a substring search (n = strlen(text); while (j < m && text[i
// + j] == pat[j]), tested at the join of its &&) and an upper-casing loop
// (toupper). Three mechanisms make it derived: glibc's character classes
// and strlen in the evaluator; a pointer a load read at its visit (-O0's
// *p++ stores p + 1 before the access through the p it loaded: evaluated
// after the store, every character was read one place on, and the count
// of letters was one short, with nothing marked); and a loop whose one
// exit is a test in the middle of its body, whose path after it is the
// exit's (it was left estimated for want of a Branch after it). Every
// count and both levels' misses are the run's (47 counts were estimated).
func TestWordCountDerived(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"3000"}, {"101"}} {
		exactStream(t, "../../testdata/corpus/ll/wordcount.O0.ll", args, levels, 0)
	}
}
