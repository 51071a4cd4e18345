package pipeline_test

import (
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
)

// TestUnusedArgs: argv_matmul reads its size from argv[1] only, so given
// "48 -v 3" the estimate names argv[2] and argv[3] as read by nothing, and
// given "48" nothing.
func TestUnusedArgs(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"48", "-v", "3"}, `argv[2] = "-v", argv[3] = "3"`},
		{[]string{"48"}, ""},
	} {
		for _, file := range []string{"testdata/argv_matmul.O0.ll", "testdata/argv_matmul.O2.ll"} {
			run := testutil.Open(t, file, pipeline.Options{Args: c.args})
			est, err := run.Session.Estimated(run.Probs, run.Counts)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(est.UnusedArgs, ", "); got != c.want {
				t.Errorf("%s %q: unused %q, want %q", file, c.args, got, c.want)
			}
		}
	}
}
