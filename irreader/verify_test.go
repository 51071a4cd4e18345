package irreader_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reusescope/reusescope/irreader"
)

// verifyBase is a valid function with a loop: a phi, loads, stores, a
// getelementptr, integer and floating-point arithmetic, a compare.
const verifyBase = `define double @sum(double* %a, i32 %n) {
entry:
  %s = alloca double, align 8
  store double 0.000000e+00, double* %s, align 8
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %idx = sext i32 %i to i64
  %p = getelementptr inbounds double, double* %a, i64 %idx
  %x = load double, double* %p, align 8
  %acc = load double, double* %s, align 8
  %y = fadd double %acc, %x
  store double %y, double* %s, align 8
  %next = add nsw i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = load double, double* %s, align 8
  ret double %r
}
`

// verifyMutants are edits of verifyBase that LLVM's verifier rejects, each
// with the text its error must hold.
var verifyMutants = []struct{ name, from, to, want string }{
	{"load type", "%x = load double, double* %p", "%x = load double, double* %p\n  %bad = load i64, double* %p", "line 12: invalid IR in @sum: the loaded type i64 is not the pointee type double"},
	{"store type", "store double %y, double* %s", "store i32 %next, double* %s", "the stored type i32 is not the pointee type double"},
	{"gep type", "%x = load double, double* %p, align 8", "%x = load double, double* %p, align 8\n  %q = getelementptr inbounds float, double* %a, i64 %idx", "the indexed type float is not the pointee type double"},
	{"phi type", "%i = phi i32 [ 0, %entry ], [ %next, %loop ]", "%i = phi i32 [ 0, %entry ], [ %idx, %loop ]", "line 8: '%idx' defined with type 'i64' but expected 'i32'"},
	{"phi pred", "[ 0, %entry ], [ %next, %loop ]", "[ 0, %exit ], [ %next, %loop ]", "the phi names %exit, which is not a predecessor"},
	{"phi missing", "%i = phi i32 [ 0, %entry ], [ %next, %loop ]", "%i = phi i32 [ 0, %entry ]", "the phi has no incoming value for the predecessor %loop"},
	{"add types", "%next = add nsw i32 %i, 1", "%next = add nsw i32 %i, 1\n  %bad = add i64 %idx, %i", "'%i' defined with type 'i32' but expected 'i64'"},
	{"icmp types", "%c = icmp slt i32 %next, %n", "%c = icmp slt i64 %idx, %n", "'%n' defined with type 'i32' but expected 'i64'"},
	{"pointer operand type", "%x = load double, double* %p", "%x = load double, i64* %p", "line 11: '%p' defined with type 'double*' but expected 'i64*'"},
	{"pointer operand not a pointer", "%x = load double, double* %p", "%x = load double, double %p", "line 11: '%p' defined with type 'double*' but expected 'double'"},
	{"branch on i32", "br i1 %c, label %loop, label %exit", "br i32 %next, label %loop, label %exit", "the branch condition is i32, not i1"},
	{"use before def", "%y = fadd double %acc, %x", "%y = fadd double %acc, %z\n  %z = fadd double %x, %x", "line 13: invalid IR in @sum: %z is used where its definition does not dominate the use"},
	{"use from a later block", "%y = fadd double %acc, %x", "%y = fadd double %acc, %r", "%r is used where its definition does not dominate the use"},
	{"own value", "%next = add nsw i32 %i, 1", "%next = add nsw i32 %next, 1", "%next uses its own value (only a phi may)"},
	{"phi edge", "%i = phi i32 [ 0, %entry ], [ %next, %loop ]", "%i = phi i32 [ %next, %entry ], [ %next, %loop ]", "the phi's incoming value %next from %entry is not defined on every path to that edge"},
	{"undefined value", "%y = fadd double %acc, %x", "%y = fadd double %acc, %nowhere", `line 13: unable to locate local identifier "%nowhere" of "@sum"`},
	{"undefined block", "br i1 %c, label %loop, label %exit", "br i1 %c, label %loop, label %gone", `line 17: unable to locate local identifier "%gone"`},
	{"undefined global", "%x = load double, double* %p", "%x = load double, double* @nowhere", `line 11: unable to locate global identifier "@nowhere"`},
}

// TestVerifyRejects: each mutant is an error that names its line and why,
// in one line; opt-14, where installed, rejects each mutant too and accepts
// the base, which parses.
func TestVerifyRejects(t *testing.T) {
	if _, err := irreader.Parse("base.ll", []byte(verifyBase)); err != nil {
		t.Fatalf("base: %v", err)
	}
	optVerify(t, "base.ll", verifyBase, true)
	for _, m := range verifyMutants {
		if !strings.Contains(verifyBase, m.from) {
			t.Fatalf("%s: %q not in the base", m.name, m.from)
		}
		src := strings.Replace(verifyBase, m.from, m.to, 1)
		_, err := irreader.Parse("m.ll", []byte(src))
		if err == nil || !strings.Contains(err.Error(), m.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line holding %q", m.name, err, m.want)
		}
		optVerify(t, m.name+".ll", src, false)
	}
}

// optVerify runs opt-14's verifier on src, when opt-14 is installed, and
// holds its verdict to valid.
func optVerify(t *testing.T, name, src string, valid bool) {
	t.Helper()
	opt, err := exec.LookPath("opt-14")
	if err != nil {
		return
	}
	path := filepath.Join(t.TempDir(), strings.ReplaceAll(name, " ", "_"))
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(opt, "-passes=verify", "-disable-output", path).CombinedOutput()
	if (err == nil) != valid {
		t.Errorf("%s: opt-14 says valid %v, want %v\n%s", name, err == nil, valid, out)
	}
}

// FuzzVerify: edits of a valid module never panic the parser or its
// verifier, and an error is one printable line.
func FuzzVerify(f *testing.F) {
	f.Add(verifyBase)
	f.Add(invokeBase)
	for _, m := range verifyMutants {
		f.Add(strings.Replace(verifyBase, m.from, m.to, 1))
	}
	f.Fuzz(func(t *testing.T, src string) {
		_, err := irreader.Parse("f.ll", []byte(src))
		if err != nil && (strings.Contains(err.Error(), "\n") || !utf8.ValidString(err.Error())) {
			t.Errorf("error not one printable line: %q", err.Error())
		}
	})
}

// invokeBase uses an invoke's value in its normal destination and in a phi
// on that edge: valid.
const invokeBase = `declare i32 @may_throw(i32)
declare i32 @__gxx_personality_v0(...)

define i32 @f(i32 %a) personality i32 (...)* @__gxx_personality_v0 {
entry:
  %v = invoke i32 @may_throw(i32 %a)
          to label %ok unwind label %lpad

ok:
  %p = phi i32 [ %v, %entry ]
  %w = add i32 %v, %p
  ret i32 %w

lpad:
  %lp = landingpad { i8*, i32 } cleanup
  ret i32 0
}
`

// TestVerifyInvoke: an invoke's value is defined on its normal edge only:
// its use in the landing pad is an error naming the line, as opt-14 says;
// so are a call's or an invoke's arguments that do not match the function.
func TestVerifyInvoke(t *testing.T) {
	if _, err := irreader.Parse("invoke.ll", []byte(invokeBase)); err != nil {
		t.Fatalf("base: %v", err)
	}
	optVerify(t, "invoke.ll", invokeBase, true)
	src := strings.Replace(invokeBase, "ret i32 0", "ret i32 %v", 1)
	_, err := irreader.Parse("m.ll", []byte(src))
	if err == nil || !strings.Contains(err.Error(), "line 16: invalid IR in @f: %v is used where its definition does not dominate the use") {
		t.Errorf("invoke value in the landing pad: error %v", err)
	}
	optVerify(t, "invoke_lpad.ll", src, false)
	for _, m := range []struct{ name, from, to, want string }{
		{"invoke arity", "@may_throw(i32 %a)", "@may_throw(i32 %a, i32 %a)", "line 6: invalid IR in @f: the call of @may_throw passes 2 arguments to its 1 parameters"},
		{"call type", "%w = add i32 %v, %p", "%w = call i32 @may_throw(i64 0)", "argument 1 of the call of @may_throw is i64, not the parameter's i32"},
	} {
		src := strings.Replace(invokeBase, m.from, m.to, 1)
		_, err := irreader.Parse("m.ll", []byte(src))
		if err == nil || !strings.Contains(err.Error(), m.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line holding %q", m.name, err, m.want)
		}
		optVerify(t, m.name+".ll", src, false)
	}
}
