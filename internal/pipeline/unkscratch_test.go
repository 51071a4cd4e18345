package pipeline_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
)

func TestScratchUnknown(t *testing.T) {
	if os.Getenv("UNK_SCRATCH") == "" {
		t.Skip()
	}
	progs := map[string]string{"csr_spmv": "40 10", "hash_linear": "20000", "calloc_histogram": "100000 256", "graph_bfs": "20000 4", "kmeans": "3000 8", "wordcount": "60000", "prefix_scan": "50000"}
	levels, _ := cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
	for _, name := range strings.Fields(os.Getenv("UNK_SCRATCH")) {
		for _, o := range []string{"O0", "O2"} {
			path := filepath.Join(corpusDir, "ll", name+"."+o+".ll")
			r := testutil.Open(t, path, pipeline.Options{Args: strings.Fields(progs[name])})
			rates, res, err := r.Session.StaticRates(r.Probs, r.Counts, levels, cache.Sets, reuse.StaticOptions{Line: 64, PerSite: true})
			if err != nil {
				t.Fatal(err)
			}
			unk := 0.0
			for acc := range res.Unknown {
				if p := res.Sites[acc]; p != nil {
					unk += p.Total()
				}
			}
			fmt.Printf("%s\t%s\t%.4f\t%.4f\tunk=%.0f/%.0f\n", name, o, rates[0].HitRate, rates[1].HitRate, unk, res.Accesses)
			if os.Getenv("UNK_V") != "" {
				for acc := range res.Unknown {
					p := res.Sites[acc]
					hit := 0.0
					for d := int64(0); d < 8; d++ {
						hit += p.Count(d)
					}
					fmt.Printf("   unknown %s %d %s base=%v count=%.0f l1hit=%.3f\n", acc.Inst.Block.Func.Name, acc.Inst.Source().Line, acc, acc.Base, p.Total(), hit/p.Total())
				}
				for _, n := range res.Notes {
					fmt.Println("   note:", n)
				}
			}
		}
	}
}
