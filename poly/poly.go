package poly

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Poly is a polynomial with real coefficients over named symbols (Lua parameters
// such as "n", and induction variables of enclosing loops). A monomial's key is
// its symbols sorted and joined by "*" ("n*n*m"); the constant term has key "".
type Poly map[string]float64

// Const returns the constant polynomial c.
func Const(c float64) Poly {
	if c == 0 {
		return Poly{}
	}
	return Poly{"": c}
}

// Sym returns the polynomial consisting of the symbol s.
func Sym(s string) Poly { return Poly{s: 1} }

// MonoSyms returns the symbols of the monomial whose key is k ("n*n*m"),
// none for the constant term.
func MonoSyms(k string) []string {
	if k == "" {
		return nil
	}
	return strings.Split(k, "*")
}

func monoKey(syms []string) string {
	sort.Strings(syms)
	return strings.Join(syms, "*")
}

const polyEps = 1e-12

func (p Poly) clean() Poly {
	for k, v := range p {
		if math.Abs(v) < polyEps {
			delete(p, k)
		}
	}
	return p
}

// Add returns p+q.
func (p Poly) Add(q Poly) Poly {
	r := Poly{}
	for k, v := range p {
		r[k] += v
	}
	for k, v := range q {
		r[k] += v
	}
	return r.clean()
}

// Sub returns p-q.
func (p Poly) Sub(q Poly) Poly { return p.Add(q.Scale(-1)) }

// Scale returns c*p.
func (p Poly) Scale(c float64) Poly {
	r := Poly{}
	for k, v := range p {
		r[k] = v * c
	}
	return r.clean()
}

// Mul returns p*q.
func (p Poly) Mul(q Poly) Poly {
	r := Poly{}
	for k1, v1 := range p {
		for k2, v2 := range q {
			r[monoKey(append(MonoSyms(k1), MonoSyms(k2)...))] += v1 * v2
		}
	}
	return r.clean()
}

// Pow returns p^e for e >= 0.
func (p Poly) Pow(e int) Poly {
	r := Const(1)
	for i := 0; i < e; i++ {
		r = r.Mul(p)
	}
	return r
}

// IsConst reports whether p is a constant and returns it.
func (p Poly) IsConst() (float64, bool) {
	for k := range p {
		if k != "" {
			return 0, false
		}
	}
	return p[""], true
}

// Has reports whether symbol s occurs in p.
func (p Poly) Has(s string) bool {
	for k := range p {
		for _, x := range MonoSyms(k) {
			if x == s {
				return true
			}
		}
	}
	return false
}

// Syms returns the symbols of p, sorted.
func (p Poly) Syms() []string {
	set := map[string]bool{}
	for k := range p {
		for _, x := range MonoSyms(k) {
			set[x] = true
		}
	}
	var out []string
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// Coeffs splits p by powers of s: p = Σ_m c[m] s^m.
func (p Poly) Coeffs(s string) []Poly {
	var out []Poly
	for k, v := range p {
		var rest []string
		m := 0
		for _, x := range MonoSyms(k) {
			if x == s {
				m++
			} else {
				rest = append(rest, x)
			}
		}
		for len(out) <= m {
			out = append(out, Poly{})
		}
		out[m][monoKey(rest)] += v
	}
	return out
}

// Subst replaces symbol s by q.
func (p Poly) Subst(s string, q Poly) Poly {
	r := Poly{}
	for m, c := range p.Coeffs(s) {
		r = r.Add(c.Mul(q.Pow(m)))
	}
	return r
}

// SumRange returns Σ_{k=0}^{t-1} p(k) for the symbol k, by Faulhaber's formulas.
func (p Poly) SumRange(k string, t Poly) Poly {
	r := Poly{}
	for m, c := range p.Coeffs(k) {
		r = r.Add(c.Mul(powerSum(m, t)))
	}
	return r
}

// powerSum returns Σ_{k=0}^{t-1} k^m as a polynomial in t.
func powerSum(m int, t Poly) Poly {
	t1 := t.Sub(Const(1))
	switch m {
	case 0:
		return t
	case 1:
		return t.Mul(t1).Scale(0.5)
	case 2:
		return t1.Mul(t).Mul(t.Scale(2).Sub(Const(1))).Scale(1.0 / 6)
	case 3:
		h := t.Mul(t1).Scale(0.5)
		return h.Mul(h)
	case 4:
		// (t-1) t (2t-1) (3t²-3t-1) / 30
		q := t.Mul(t).Scale(3).Sub(t.Scale(3)).Sub(Const(1))
		return t1.Mul(t).Mul(t.Scale(2).Sub(Const(1))).Mul(q).Scale(1.0 / 30)
	}
	panic(fmt.Sprintf("poly: power sum of degree %d not supported", m))
}

// Degree returns the degree of p in s.
func (p Poly) Degree(s string) int { return len(p.Coeffs(s)) - 1 }

// Eval evaluates p with the given symbol values; ok is false if a symbol is missing.
func (p Poly) Eval(env map[string]float64) (float64, bool) {
	sum := 0.0
	for k, v := range p {
		t := v
		for _, x := range MonoSyms(k) {
			val, ok := env[x]
			if !ok {
				return 0, false
			}
			t *= val
		}
		sum += t
	}
	return sum, true
}

// Lua renders p as a Lua expression, deterministic: monomials by degree then name.
func (p Poly) Lua() string {
	if len(p) == 0 {
		return "0"
	}
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		di, dj := len(MonoSyms(keys[i])), len(MonoSyms(keys[j]))
		if di != dj {
			return di > dj
		}
		return keys[i] < keys[j]
	})
	var b strings.Builder
	for i, k := range keys {
		c := p[k]
		if i > 0 {
			if c < 0 {
				b.WriteString(" - ")
				c = -c
			} else {
				b.WriteString(" + ")
			}
		} else if c < 0 {
			b.WriteString("-")
			c = -c
		}
		syms := MonoSyms(k)
		cs := FormatNum(c)
		switch {
		case len(syms) == 0:
			b.WriteString(cs)
		case c == 1:
			b.WriteString(strings.Join(syms, "*"))
		default:
			b.WriteString(cs + "*" + strings.Join(syms, "*"))
		}
	}
	return b.String()
}

// FormatNum prints integers without a decimal point, halves etc. as fractions
// when that is exact, else the shortest decimal.
func FormatNum(c float64) string {
	if c == math.Trunc(c) && math.Abs(c) < 1e15 {
		return strconv.FormatInt(int64(c), 10)
	}
	for _, d := range []float64{2, 3, 4, 6, 12, 24, 30} {
		n := c * d
		if math.Abs(n) >= 1e15 {
			break // beyond exact integers (and int64) the decimal is exact
		}
		if math.Abs(n-math.Round(n)) < 1e-9 {
			return fmt.Sprintf("%d/%d", int64(math.Round(n)), int64(d))
		}
	}
	return strconv.FormatFloat(c, 'g', -1, 64)
}

// String is Lua().
func (p Poly) String() string { return p.Lua() }

// ReplaceName replaces the identifier name in the Lua expression e, as a
// whole word and not a field (math.max is not max), by r.
func ReplaceName(e, name, r string) string {
	isIdent := func(c byte) bool {
		return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	var b strings.Builder
	for i := 0; ; {
		j := strings.Index(e[i:], name)
		if j < 0 {
			b.WriteString(e[i:])
			return b.String()
		}
		j += i
		end := j + len(name)
		if (j == 0 || !isIdent(e[j-1]) && e[j-1] != '.' && e[j-1] != ':') && (end == len(e) || !isIdent(e[end])) {
			b.WriteString(e[i:j])
			b.WriteString(r)
		} else {
			b.WriteString(e[i:end])
		}
		i = end
	}
}
