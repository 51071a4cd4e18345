package probs

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestSandboxLibraries checks that the capped functions still do their job
// within the limits and that the allowed libraries are there; each
// expected value is worked out by hand.
func TestSandboxLibraries(t *testing.T) {
	src := `
local ok = string.rep("ab", 3) == "ababab"
  and ("x"):rep(0) == ""
  and ("x"):rep(-2) == ""
  and select(1, string.gsub("a.b.c", "%.", "/")) == "a/b/c"
  and select(1, ("abc"):gsub("%w", "%0%0")) == "aabbcc"
  and string.format("%5.2f|%d|%s|%%", 3.14159, 7, "s") == " 3.14|7|s|%"
  and table.concat({1, "b", 3}, ", ") == "1, b, 3"
  and table.concat({"a", "b", "c"}, "-", 2, 3) == "b-c"
  and math.floor(math.sqrt(16)) == 4
  and #string.rep("z", 1048576) == 1048576
  and tostring(nil) == "nil" and type(pairs) == "function"
  and rawget(_G, "os") == nil and rawget(_G, "load") == nil
return { T = ok and 1 or 0 }
`
	v, err := Load("probs.lua", []byte(src), nil, []Site{{Key: "T", Func: "f", Block: "b", Succ: "s"}}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := v.Get("T"); got != 1 {
		t.Error("a library call gave a wrong result")
	}
}

// TestSandboxMemory stops a script that grows a table without end at the
// heap limit.
func TestSandboxMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates up to the limit")
	}
	src := "local t = {}\nfor i = 1, 1e9 do t[i] = {i} end\nreturn {}"
	_, err := Load("probs.lua", []byte(src), nil, nil, LoadOptions{MaxMemory: 64 << 20, Timeout: 20e9})
	if err == nil || err.Error() != "probs.lua: memory limit of 64 MiB exceeded" {
		t.Errorf("err = %v, want the memory limit", err)
	}
}

// TestSandboxConcat: a concatenation longer than the string limit is an
// error before it is built, whatever the number of operands: a string
// doubled in a loop, and 64 operands of a 1 MB string at once (which
// allocated gigabytes before the heap watch could stop the script).
func TestSandboxConcat(t *testing.T) {
	for _, src := range []string{
		"local s = ('x'):rep(1000)\nfor i = 1, 32 do s = s .. s end\nreturn {}",
		"local s = ('x'):rep(1000000)\nlocal u = s" + strings.Repeat("..s", 63) + "\nreturn {}",
	} {
		// An interpreter abandoned by an earlier test (a compile past its
		// time limit) may still be allocating: the measure is of this
		// script alone.
		for deadline := time.Now().Add(time.Minute); interpreters.Load() > 0; time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%d interpreters still running a minute after their tests", interpreters.Load())
			}
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := Load("probs.lua", []byte(src), nil, nil, LoadOptions{})
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "concatenation: the result is longer than the 1048576-byte limit") {
			t.Errorf("%.40q: err = %v, want the concatenation limit", src, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 64<<20 {
			t.Errorf("%.40q: allocated %d MiB before the limit stopped it", src, grew>>20)
		}
	}
}

func TestCheckFormat(t *testing.T) {
	for f, ok := range map[string]bool{
		"%d": true, "%99d": true, "%-+ #099.99f": true, "100%%": true, "%": true,
		"%100d": false, "%.100f": false, "%5.123f": false,
	} {
		if err := checkFormat(f); (err == nil) != ok {
			t.Errorf("checkFormat(%q) = %v, want ok=%v", f, err, ok)
		}
	}
}
