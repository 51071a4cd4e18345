package probs

import (
	"testing"
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

// TestSandboxMemory stops a script that doubles a string until the heap
// limit; 32 doublings would need 4 GiB.
func TestSandboxMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates up to the limit")
	}
	src := "local s = ('x'):rep(1048576)\nfor i = 1, 32 do s = s .. s end\nreturn {}"
	_, err := Load("probs.lua", []byte(src), nil, nil, LoadOptions{MaxMemory: 64 << 20, Timeout: 20e9})
	if err == nil || err.Error() != "probs.lua: memory limit of 64 MiB exceeded" {
		t.Errorf("err = %v, want the memory limit", err)
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
