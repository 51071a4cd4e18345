package ccwrap

import (
	"fmt"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		args    []string
		want    string // units and flags
		objects bool
	}{
		{[]string{"-O2", "-DN=64", "-Iinc", "-MMD", "-MF", "x.d", "-c", "src/gemm.c", "-o", "build/gemm.o"},
			"[{src/gemm.c build/gemm.o false}] [-O2 -DN=64 -Iinc]", true},
		{[]string{"-c", "a.c", "b.cpp", "-std=c11", "-D", "X", "-Wall"}, "[{a.c a.o false} {b.cpp b.o true}] [-std=c11 -D X]", true},
		{[]string{"a.o", "b.c", "-o", "bin/prog", "-lm", "-fopenmp"}, "[{b.c bin/b.o false}] [-fopenmp]", true},
		{[]string{"-x", "c++", "k.h", "-c"}, "[{k.h k.o true}] [-x c++]", true},
		{[]string{"-E", "a.c"}, "[{a.c a.o false}] []", false},
		{[]string{"x.o", "y.o", "-o", "prog"}, "[] []", true},
	} {
		cmd := Parse(c.args)
		if got := fmt.Sprintf("%v %v", cmd.Units, cmd.IRFlags); got != c.want {
			t.Errorf("Parse(%q) = %v %v, want %s", c.args, cmd.Units, cmd.IRFlags, c.want)
		}
		if cmd.Objects != c.objects {
			t.Errorf("Parse(%q).Objects = %v", c.args, cmd.Objects)
		}
	}
}
