package report

// fenwick is a Fenwick tree (Fenwick, "A new data structure for cumulative
// frequency tables", Software: Practice and Experience 24(3), 1994):
// prefix sums under point updates, both in O(log n).
type fenwick []int

func newFenwick(n int) fenwick { return make(fenwick, n+1) }

// add adds v at position p.
func (f fenwick) add(p, v int) {
	for p++; p < len(f); p += p & -p {
		f[p] += v
	}
}

// sum returns the sum over positions [lo, hi).
func (f fenwick) sum(lo, hi int) int { return f.prefix(hi) - f.prefix(lo) }

func (f fenwick) prefix(p int) int {
	n := 0
	for ; p > 0; p -= p & -p {
		n += f[p]
	}
	return n
}
