package probs

import (
	"math/rand"
	"testing"
)

// naiveEditDistance is the textbook recursion, exponential but obviously
// right on short strings.
func naiveEditDistance(a, b string) int {
	if a == "" {
		return len(b)
	}
	if b == "" {
		return len(a)
	}
	cost := 1
	if a[0] == b[0] {
		cost = 0
	}
	return min(naiveEditDistance(a[1:], b)+1, naiveEditDistance(a, b[1:])+1, naiveEditDistance(a[1:], b[1:])+cost)
}

func TestEditDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"T_4_5", "T_4_5", 0}, {"T_4_6", "T_4_5", 1}, {"T_45", "T_4_5", 1},
		{"kitten", "sitting", 3}, {"", "abc", 3},
	} {
		if got := editDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
	rng := rand.New(rand.NewSource(1))
	word := func() string {
		b := make([]byte, rng.Intn(7))
		for i := range b {
			b[i] = "ab_1"[rng.Intn(4)]
		}
		return string(b)
	}
	for i := 0; i < 300; i++ {
		a, b := word(), word()
		if got, want := editDistance(a, b), naiveEditDistance(a, b); got != want {
			t.Errorf("editDistance(%q, %q) = %d, naive %d", a, b, got, want)
		}
	}
}

func TestNearestKey(t *testing.T) {
	sites := []Site{{Key: "T_4_5"}, {Key: "T_4_7"}, {Key: "T_10_13"}}
	for k, want := range map[string]string{
		"T_4_6":   "T_4_5", // distance 1 to both T_4_5 and T_4_7: the smaller key
		"T_10_31": "T_10_13",
		"zzz":     "",
		"T_4_5x":  "T_4_5",
	} {
		if got := nearestKey(k, sites); got != want {
			t.Errorf("nearestKey(%q) = %q, want %q", k, got, want)
		}
	}
}

func TestKeyLines(t *testing.T) {
	src := `-- T_1_1 = 0.5 in a comment
local t = {T_2_2 = 1, x = t.T_3_3 == 2}
  T_4_4=0.25, -- T_9_9 = 1
t.T_5_5 = 1
T_2_2 = 3
`
	line := keyLines([]byte(src))
	for k, want := range map[string]int{
		"T_1_1": 0, // only in a comment
		"T_2_2": 2, // first assignment wins
		"T_3_3": 0, // a field, compared
		"T_4_4": 3,
		"T_5_5": 0, // a field assignment
		"T_9_9": 0,
		"t":     2,
	} {
		if got := line(k); got != want {
			t.Errorf("line(%s) = %d, want %d", k, got, want)
		}
	}
}
