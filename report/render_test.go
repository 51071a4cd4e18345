package report

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestRenderDotTooLarge: a CFG of more blocks than MaxRenderBlocks is
// refused at once, naming the cap, instead of a layout of minutes and
// gigabytes; one at the cap is drawn.
func TestRenderDotTooLarge(t *testing.T) {
	graph := func(n int) string {
		var b strings.Builder
		b.WriteString("digraph reusescope {\n  subgraph cluster_0 {\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "    n0_%d [label=\"bb%d\"];\n", i, i)
			if i > 0 {
				fmt.Fprintf(&b, "    n0_%d -> n0_%d [];\n", i-1, i)
			}
		}
		b.WriteString("  }\n}\n")
		return b.String()
	}
	start := time.Now()
	_, err := RenderDot(graph(MaxRenderBlocks+1), "png")
	var big *TooLargeError
	if !errors.As(err, &big) || big.Blocks != MaxRenderBlocks+1 || !strings.Contains(err.Error(), "limited to 3000") {
		t.Fatalf("got %v, want the size refusal", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("refusing took %v", d)
	}
	if n := dotNodes(graph(10)); n != 10 {
		t.Errorf("dotNodes counted %d of 10", n)
	}
}
