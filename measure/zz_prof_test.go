package measure

import (
	"context"
	"testing"

	"github.com/reusescope/reusescope/reuse"
)

func TestZZProf(t *testing.T) {
	ll := compileC(t, "mm", "-O0")
	res, err := Run(context.Background(), ll, Options{Func: "kernel", Args: []string{"150"}, Levels: []reuse.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(res.Events, res.Elapsed)
}
