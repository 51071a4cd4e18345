package cache

import (
	"bytes"
	"math"
	"os"
	"strings"
	"testing"
)

func TestProfileBasics(t *testing.T) {
	var p Profile // the zero value is usable
	p.Add(5, 2)
	p.Add(Infinite, 1)
	p.Add(0, 1)
	p.Add(5, 0) // ignored
	if got := p.Total(); got != 4 {
		t.Fatalf("Total = %g, want 4", got)
	}
	want := []Bin{{-1, 1, 0.25}, {0, 1, 0.25}, {5, 2, 0.5}}
	got := p.Bins()
	if len(got) != len(want) {
		t.Fatalf("Bins = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Bins[%d] = %v, want %v", i, got[i], want[i])
		}
	}
	q := p.Clone()
	q.Add(7, 1)
	if p.Count(7) != 0 {
		t.Fatalf("Clone shares storage with the original")
	}
	p.AddProfile(q, 10) // p = p + 10*q = 11*p_old + 10*{7:1}
	if p.Count(5) != 22 || p.Count(7) != 10 || p.Count(Infinite) != 11 {
		t.Fatalf("AddProfile: counts 5:%g 7:%g -1:%g, want 22 10 11", p.Count(5), p.Count(7), p.Count(Infinite))
	}
}

func TestProfileCheck(t *testing.T) {
	tests := []struct {
		d    int64
		w    float64
		want string
	}{
		{-2, 1, "profile: invalid distance -2 (want -1 or >= 0)"},
		{3, math.NaN(), "profile: distance 3: weight is NaN"},
		{3, math.Inf(1), "profile: distance 3: weight is infinite"},
		{3, -1, "profile: distance 3: negative weight -1"},
	}
	for _, tt := range tests {
		p := NewProfile()
		p.Add(0, 1)
		p.Add(tt.d, tt.w)
		err := p.Check()
		if err == nil || err.Error() != tt.want {
			t.Errorf("Check with (%d, %g) = %v, want %q", tt.d, tt.w, err, tt.want)
		}
	}
	p := NewProfile()
	p.Add(Infinite, 3)
	p.Add(0, 0.5)
	if err := p.Check(); err != nil {
		t.Errorf("Check on a valid profile: %v", err)
	}
}

func TestProfileCSV(t *testing.T) {
	p := NewProfile()
	p.Add(Infinite, 2)
	p.Add(0, 1)
	p.Add(1000000, 1)
	p.Add(3, 0.5)
	var buf bytes.Buffer
	if err := p.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	want := "distance,probability,count\n-1,0.4444444444444444,2\n0,0.2222222222222222,1\n3,0.1111111111111111,0.5\n1000000,0.2222222222222222,1\n"
	if buf.String() != want {
		t.Fatalf("WriteCSV:\n%s\nwant:\n%s", buf.String(), want)
	}
	q, err := ReadCSV(strings.NewReader(buf.String()))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range p.Bins() {
		if q.Count(b.Distance) != b.Count {
			t.Fatalf("round trip: count at %d = %g, want %g", b.Distance, q.Count(b.Distance), b.Count)
		}
	}
	if q.Len() != p.Len() {
		t.Fatalf("round trip: %d distances, want %d", q.Len(), p.Len())
	}
}

func TestReadCSVErrors(t *testing.T) {
	const h = "distance,probability,count\n"
	tests := []struct{ in, want string }{
		{"", `read profile csv: empty input, want header "distance,probability,count"`},
		{"d,p,c\n", `read profile csv: line 1: header "d,p,c", want "distance,probability,count"`},
		{h + "1,0.5\n", "read profile csv: line 2: 2 fields, want 3"},
		{h + "x,0.5,1\n", `read profile csv: line 2: distance: strconv.ParseInt: parsing "x": invalid syntax`},
		{h + "-2,0.5,1\n", "read profile csv: line 2: distance -2 below -1"},
		{h + "1,1.5,1\n", "read profile csv: line 2: probability 1.5 outside [0, 1]"},
		{h + "1,0.5,-1\n", "read profile csv: line 2: count -1 is not a finite non-negative number"},
		{h + "1,0.5,1\n\n1,0.5,1\n", "read profile csv: line 4: duplicate distance 1"},
	}
	for _, tt := range tests {
		_, err := ReadCSV(strings.NewReader(tt.in))
		if err == nil || err.Error() != tt.want {
			t.Errorf("ReadCSV(%q) error = %v, want %q", tt.in, err, tt.want)
		}
	}
}

func FuzzReadCSV(f *testing.F) {
	f.Add("distance,probability,count\n-1,0.5,1\n3,0.5,1\n")
	f.Add("distance,probability,count\n0,1,2.5\n")
	f.Add("distance,probability,count\n1,0.5,1\n1,0.5,1\n")
	f.Add("distance,probability,count\n9223372036854775807,1e-300,1e308\n")
	f.Fuzz(func(t *testing.T, in string) {
		p, err := ReadCSV(strings.NewReader(in))
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("ReadCSV accepted a profile failing Check: %v", err)
		}
		var buf bytes.Buffer
		if err := p.WriteCSV(&buf); err != nil {
			t.Fatal(err)
		}
		q, err := ReadCSV(&buf)
		if err != nil {
			t.Fatalf("re-reading written profile: %v\n%s", err, buf.String())
		}
		for _, b := range p.Bins() {
			if q.Count(b.Distance) != b.Count {
				t.Fatalf("round trip changed count at %d: %g -> %g", b.Distance, b.Count, q.Count(b.Distance))
			}
		}
	})
}

func ExampleProfile_WriteCSV() {
	p := NewProfile()
	p.Add(Infinite, 3)
	p.Add(2, 1)
	p.WriteCSV(os.Stdout)
	// Output:
	// distance,probability,count
	// -1,0.75,3
	// 2,0.25,1
}

func TestProfileDiff(t *testing.T) {
	a, b := NewProfile(), NewProfile()
	a.Add(Infinite, 2)
	a.Add(3, 10)
	b.Add(Infinite, 2)
	b.Add(3, 10.5)
	b.Add(7, 0) // a zero weight is no bin
	if d := a.Diff(b, 0); d != "distance 3: 10 against 10.5" {
		t.Errorf("exact Diff = %q", d)
	}
	if d := a.Diff(b, 0.05); d != "" { // 0.5 <= 0.05*10.5
		t.Errorf("Diff within 5%% = %q", d)
	}
	b.Add(9, 1)
	if d := a.Diff(b, 0.05); d != "distance 9: 0 against 1" {
		t.Errorf("Diff with a bin only in b = %q", d)
	}
}
