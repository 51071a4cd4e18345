package pipeline

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/loops"
)

// TestScanArgAgainstLibc: scanArg gives what glibc's sscanf gives, for
// every conversion and the result, on inputs and formats of the shapes
// programs parse their arguments with (a size, "WxH", "n=K", hexadecimal,
// a sign, blanks, a failing match, a value beyond int). The reference is a
// C program compiled with clang-14 and run on the same table.
func TestScanArgAgainstLibc(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not on PATH")
	}
	formats := []string{"%d", "%dx%d", "n=%d", "%i", "%x", "%ld %ld", "%u", "%*d,%d", "%2d%d", " %d", "%d%%"}
	inputs := []string{"400", "70x50", "n=12", "0x1f", "  -7", "12 34", "abc", "", "3000000000", "+5,6", "1234", "9%", "8 x 9", "-0x10"}
	var prog strings.Builder
	prog.WriteString("#include <stdio.h>\nint main(void) {\n")
	for fi, f := range formats {
		for ii, in := range inputs {
			// Every conversion writes a long (%ld) or an int; the
			// variables start at -99 so that an unwritten one shows.
			long := strings.Contains(f, "l")
			typ := "int"
			if long {
				typ = "long"
			}
			fmt.Fprintf(&prog, "  { %s a = -99, b = -99; int r = sscanf(%q, %q, &a, &b); printf(\"%d %d %%d %%ld %%ld\\n\", r, (long)a, (long)b); }\n", typ, in, f, fi, ii)
		}
	}
	prog.WriteString("  return 0;\n}\n")
	dir := t.TempDir()
	src, bin := filepath.Join(dir, "scan.c"), filepath.Join(dir, "scan")
	if err := os.WriteFile(src, []byte(prog.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-w", "-O0", src, "-o", bin).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var fi, ii, r int
		var a, b int64
		if _, err := fmt.Sscan(line, &fi, &ii, &r, &a, &b); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		f, in := formats[fi], inputs[ii]
		bits := 32
		if strings.Contains(f, "l") {
			bits = 64
		}
		if got, _ := scanArg(in, f, -1); got != int64(r) {
			t.Errorf("sscanf(%q, %q) = %d, scanArg says %d", in, f, r, got)
		}
		for conv, want := range []int64{a, b} {
			got, ok := scanArg(in, f, conv)
			if !ok {
				got = -99 // not written: the variable keeps its value
			} else {
				got = wrapInt(got, bits)
			}
			if got != want {
				t.Errorf("sscanf(%q, %q): conversion %d is %d, scanArg says %s", in, f, conv, want, strconv.FormatInt(got, 10))
			}
			checked++
		}
	}
	if checked < len(formats)*len(inputs)*2 {
		t.Errorf("%d checks", checked)
	}
}

// TestStrtod holds the argument reading of atof/strtod/strtof to C's
// results (by hand, from the C standard's strtod syntax): the longest
// prefix that is a number, blanks first, hexadecimal with a binary
// exponent, and the values the script cannot take ("" for infinities).
func TestStrtod(t *testing.T) {
	for _, c := range []struct {
		arg    string
		single bool
		want   float64
	}{
		{"2.5e1x", false, 25}, {"  -0.5", false, -0.5}, {"abc", false, 0}, {"0x1p-2", false, 0.25},
		{".5", false, 0.5}, {"1e", false, 1}, {"3.", false, 3}, {"0.1", true, float64(float32(0.1))},
		{"1_0", false, 1}, {"+7e-1;", false, 0.7}, {"0x10", false, 16}, {"0x1.8", false, 1.5}, {"-0x2p3", false, -16},
	} {
		if got := strtod(c.arg, c.single); got != c.want {
			t.Errorf("strtod(%q, single %v) = %v, want %v", c.arg, c.single, got, c.want)
		}
	}
	real := &loops.LuaParam{Real: true}
	for arg, want := range map[string]string{"1e400": "", "inf": "", "nan": "", "0.01": "0.01", "2": "2"} {
		if got := argNumber(arg, real); got != want {
			t.Errorf("argNumber(%q) = %q, want %q", arg, got, want)
		}
	}
}
