package probs

import (
	"strings"
	"testing"

	"github.com/yuin/gopher-lua/parse"
)

// TestTooDeep counts levels by hand: "return 1+1+...+1" with k plus signs
// is a return statement over a left-deep chain of k additions whose
// innermost operand is a number, so k+2 levels.
func TestTooDeep(t *testing.T) {
	for _, k := range []int{0, 1, 5, 40} {
		src := "return " + strings.Repeat("1+", k) + "1"
		chunk, err := parse.Parse(strings.NewReader(src), "t")
		if err != nil {
			t.Fatal(err)
		}
		if _, deep := tooDeep(chunk, k+2); deep {
			t.Errorf("k=%d: %d levels reported deeper than %d", k, k+2, k+2)
		}
		if _, deep := tooDeep(chunk, k+1); !deep {
			t.Errorf("k=%d: %d levels not reported deeper than %d", k, k+2, k+1)
		}
	}
}

// TestTooDeepLine checks the reported line: blocks nest one statement per
// "do", and the fourth level starts on line 4.
func TestTooDeepLine(t *testing.T) {
	src := "do\ndo\ndo\ndo\nlocal x = 1\nend\nend\nend\nend\n"
	chunk, err := parse.Parse(strings.NewReader(src), "t")
	if err != nil {
		t.Fatal(err)
	}
	line, deep := tooDeep(chunk, 3)
	if !deep || line != 4 {
		t.Errorf("tooDeep = line %d, %v; want line 4, true", line, deep)
	}
	if _, deep := tooDeep(chunk, 6); deep {
		t.Error("5 levels (4 do + local) reported deeper than 6")
	}
}
