package poly

import (
	"math"
	"math/rand"
	"testing"
)

// naiveSteps counts as the loop does, one addition at a time.
func naiveSteps(start, step, bound float64, pred string, from int64, single bool) (int64, bool) {
	holds, _ := fcmpFunc(pred)
	if single {
		t, s, b := float32(start), float32(step), float32(bound)
		for k := int64(0); k < 1<<24; k++ {
			if k >= from && !holds(float64(t), float64(b)) {
				return k, true
			}
			t += s
		}
		return 0, false
	}
	t := start
	for k := int64(0); k < 1<<24; k++ {
		if k >= from && !holds(t, bound) {
			return k, true
		}
		t += step
	}
	return 0, false
}

func TestFloatStepsAgainstNaive(t *testing.T) {
	type c struct {
		start, step, bound float64
		pred               string
	}
	cases := []c{
		{0, 0.01, 2, "olt"}, {0, 0.1, 1, "olt"}, {0, 0.1, 1, "ole"}, {0, 1e-3, 10, "olt"},
		{1, 1.0 / 3, 100, "ult"}, {10, -0.1, 0, "ogt"}, {10, -0.1, 0, "oge"}, {-5, 0.25, 5, "olt"},
		{0, 0.5, 10, "olt"}, {0.3, 0.7, 123.4, "ole"}, {-1, 1e-4, 1, "olt"}, {1e6, 0.1, 1e6 + 500, "olt"},
		{0, 3, 1e6, "ult"}, {100, -0.3, -100, "ugt"}, {2, 2, 2, "olt"}, {0, 1e-5, 3, "olt"},
	}
	for _, x := range cases {
		for _, single := range []bool{false, true} {
			for _, from := range []int64{0, 1} {
				want, wok := naiveSteps(x.start, x.step, x.bound, x.pred, from, single)
				got, ok := FloatSteps(x.start, x.step, x.bound, x.pred, from, single)
				if ok != wok || got != want {
					t.Errorf("FloatSteps(%v, %v, %v, %s, %d, single %v) = %d, %v; one addition at a time: %d, %v",
						x.start, x.step, x.bound, x.pred, from, single, got, ok, want, wok)
				}
			}
		}
	}
}

func TestFloatStepsRefuses(t *testing.T) {
	for _, x := range []struct {
		start, step, bound float64
		pred               string
	}{
		{0, 0, 1, "olt"}, {0, -1, 1, "olt"}, {1e20, 1, 2e20, "olt"}, {0, 1, 1, "oeq"}, {0, math.NaN(), 1, "olt"},
	} {
		if k, ok := FloatSteps(x.start, x.step, x.bound, x.pred, 0, false); ok {
			t.Errorf("FloatSteps(%v, %v, %v, %s) = %d, ok; want a refusal", x.start, x.step, x.bound, x.pred, k)
		}
	}
	// 200 additions of 0.01 make 2.0000000000000013 (a C program prints it): 200 iterations.
	if k, ok := FloatSteps(0, 0.01, 2, "olt", 0, false); !ok || k != 200 {
		t.Errorf("0.01 to 2.0: %d, %v; want 201", k, ok)
	}
}

func BenchmarkFloatSteps(b *testing.B) {
	for i := 0; i < b.N; i++ {
		FloatSteps(0, 1e-4, 1000, "olt", 0, false)
	}
}

// TestFloatStepsRandom holds FloatSteps to the one-at-a-time count on
// random accumulations (fixed seed), doubles and floats.
func TestFloatStepsRandom(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	preds := []string{"olt", "ole", "ogt", "oge", "ult", "ule", "ugt", "uge"}
	for i := 0; i < 3000; i++ {
		start := (r.Float64() - 0.5) * 200
		step := math.Pow(10, r.Float64()*4-3)
		if r.Intn(2) == 0 {
			step = -step
		}
		bound := start + step*float64(r.Intn(100000))
		if r.Intn(4) == 0 {
			bound = math.Round(bound) // bounds on a round number, as programs write them
		}
		pred := preds[r.Intn(len(preds))]
		single, from := r.Intn(2) == 0, int64(r.Intn(2))
		want, wok := naiveSteps(start, step, bound, pred, from, single)
		got, ok := FloatSteps(start, step, bound, pred, from, single)
		if !wok {
			continue // the naive count gave up: nothing to compare
		}
		if !ok || got != want {
			t.Fatalf("FloatSteps(%v, %v, %v, %s, %d, single %v) = %d, %v; one addition at a time: %d",
				start, step, bound, pred, from, single, got, ok, want)
		}
	}
}
