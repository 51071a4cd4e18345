package loops_test

import (
	"math"
	"strconv"
	"testing"
)

// tileSrc is the -O0 shape of a stride and a tile of it,
//
//	for (ii = 0; ii < n; ii += bs)
//	  for (i = ii; END; i++) {}
//
// with the tile's test written by cond from %i (the counter), %e (ii + bs)
// and %n: a select, llvm.smin, or the conjunction's two branches.
func tileSrc(cond string) string {
	return `declare i32 @llvm.smin.i32(i32, i32)
define void @f(i32 %n, i32 %bs) {
entry:
  %ii = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %ii, align 4
  br label %outer
outer:
  %0 = load i32, i32* %ii, align 4
  %c0 = icmp slt i32 %0, %n
  br i1 %c0, label %oinit, label %end
oinit:
  %1 = load i32, i32* %ii, align 4
  store i32 %1, i32* %i, align 4
  br label %inner
inner:
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %ii, align 4
  %e = add nsw i32 %3, %bs
` + cond + `
body:
  %4 = load i32, i32* %i, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* %i, align 4
  br label %inner
oinc:
  %6 = load i32, i32* %ii, align 4
  %7 = add nsw i32 %6, %bs
  store i32 %7, i32* %ii, align 4
  br label %outer
end:
  ret void
}
`
}

// TestTileCounts derives the block counts of a blocked loop nest, its
// outer step a parameter (bs) and its inner loop cut at min(ii + bs, n),
// in the forms the tile's end takes, and holds them to the counts of the
// same nest run by hand in Go, on sizes that tile exactly, leave a
// partial tile, fit one tile, or make no tile.
func TestTileCounts(t *testing.T) {
	forms := map[string]string{
		"select": `  %lt = icmp slt i32 %e, %n
  %m = select i1 %lt, i32 %e, i32 %n
  %c1 = icmp slt i32 %2, %m
  br i1 %c1, label %body, label %oinc`,
		"smin": `  %m = call i32 @llvm.smin.i32(i32 %e, i32 %n)
  %c1 = icmp slt i32 %2, %m
  br i1 %c1, label %body, label %oinc`,
		"conjunction": `  %c1 = icmp slt i32 %2, %e
  br i1 %c1, label %rhs, label %join
rhs:
  %again = load i32, i32* %i, align 4
  %c2 = icmp slt i32 %again, %n
  br label %join
join:
  %both = phi i1 [ false, %inner ], [ %c2, %rhs ]
  br i1 %both, label %body, label %oinc`,
	}
	for name, cond := range forms {
		n := nestOfSrc(t, tileSrc(cond), "f")
		vals := n.SiteValues()
		for s, v := range vals {
			if v.Expr == "" {
				t.Errorf("%s: site %s not derived: %s", name, s.Key, v.Hint)
			}
		}
		for _, size := range [][2]int{{100, 16}, {64, 16}, {5, 16}, {0, 4}, {37, 1}} {
			N, bs := size[0], size[1]
			// The nest run by hand.
			want := map[string]int{"entry": 1, "end": 1}
			for ii := 0; ; ii += bs {
				want["outer"]++
				if ii >= N {
					break
				}
				want["oinit"]++
				want["oinc"]++
				for i := ii; ; i++ {
					want["inner"]++
					if i >= ii+bs {
						want["join"]++ // the conjunction's first test stops it
						break
					}
					want["rhs"]++
					want["join"]++
					if i >= N {
						break
					}
					want["body"]++
				}
			}
			got := countsAt(t, n, vals, map[string]string{"n": strconv.Itoa(N), "bs": strconv.Itoa(bs)})
			for b, c := range got {
				blk := n.Graph.Func.Blocks[b].Name
				if blk == "rhs" || blk == "join" {
					if name != "conjunction" {
						continue
					}
				}
				if math.Abs(c-float64(want[blk])) > 1e-9 {
					t.Errorf("%s n=%d bs=%d: %s runs %v times, by hand %d", name, N, bs, blk, c, want[blk])
				}
			}
		}
	}
}
