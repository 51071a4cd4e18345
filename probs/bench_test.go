package probs

import (
	"bytes"
	"fmt"
	"io"
	"testing"
)

// benchSites is a program with many branches: 5000 loop exits.
func benchSites() []Site {
	const n = 5000
	sites := make([]Site, n)
	for i := range sites {
		sites[i] = Site{Key: fmt.Sprintf("T_%d_5", i+1), Func: "main", Block: fmt.Sprintf("for.cond%d", i),
			Succ: fmt.Sprintf("for.end%d", i), Line: i + 1, Value: "1/(n+1)"}
	}
	return sites
}

func BenchmarkWriteTemplate(b *testing.B) {
	sites := benchSites()
	params := []Param{{Name: "n", Default: "1000"}}
	for b.Loop() {
		if err := WriteTemplate(io.Discard, params, sites); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	sites := benchSites()
	var buf bytes.Buffer
	if err := WriteTemplate(&buf, []Param{{Name: "n", Default: "1000"}}, sites); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	for b.Loop() {
		if _, err := Load("probs.lua", buf.Bytes(), map[string]string{"n": "99"}, sites, LoadOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
