package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/estimate"
)

// TestSetjmpRetry: a retry loop made of setjmp and longjmp (setjmp_retry.c:
// work() jumps back to main's setjmp until it has run the times asked).
// The balance equations see setjmp return once; the run returns to it at
// every longjmp. The longjmp is stated as not followed, and every block
// the setjmp's block reaches, with the functions those call, is marked:
// every count left unmarked equals the run's. Before, the counts after the
// setjmp were printed unmarked: work's loop 1,001 against 100,100, the
// printf after the retries 0 against 1 at -O2.
func TestSetjmpRetry(t *testing.T) {
	for _, file := range []string{"testdata/setjmp_retry.O0.ll", "testdata/setjmp_retry.O2.ll"} {
		est := unaffectedAgainstRun(t, file, []string{"100"})
		stated := false
		for _, u := range est.Unfollowed {
			stated = stated || u.Kind == estimate.KindLongjmp
		}
		if !stated {
			t.Errorf("%s: the longjmp is not stated as not followed", file)
		}
	}
}
