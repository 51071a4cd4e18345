package measure

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnsupportedC: a program that starts a thread with pthread_create, or
// forks, is refused with the reason, before anything is built.
func TestUnsupportedC(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"threads", "main calls pthread_create: measure does not follow threads started with pthread_create (only OpenMP's threads)"},
		{"forks", "main calls fork: measure does not follow processes started with fork"},
	} {
		ll := compileC(t, tt.name, "-O0")
		_, err := Run(context.Background(), ll, Options{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// unsupportedIR is a module whose main calls @NAME, declared.
const unsupportedIR = `declare i32 @NAME(ARGS)

define i32 @main() {
entry:
  %0 = call i32 @NAME(VALS)
  ret i32 0
}
`

// TestUnsupportedNames: each function measure refuses, called or only
// referenced; a function of the same name the program defines is its own.
func TestUnsupportedNames(t *testing.T) {
	requireClang(t)
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name+".ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for name := range unsupported {
		ir := strings.NewReplacer("NAME", name, "ARGS", "", "VALS", "").Replace(unsupportedIR)
		_, err := Run(context.Background(), write(name, ir), Options{})
		if err == nil || !strings.Contains(err.Error(), "main calls "+name+": measure does not follow") {
			t.Errorf("%s: %v", name, err)
		}
	}
	cases := []struct{ name, ir, want string }{
		{"std_thread", `%"class.std::thread" = type { i64 }
declare void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(%"class.std::thread"*, i8*, void ()*)

define i32 @main() {
entry:
  %t = alloca %"class.std::thread"
  call void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(%"class.std::thread"* %t, i8* null, void ()* null)
  ret i32 0
}
`, "main calls std::thread: measure does not follow threads started with std::thread"},
		{"address_taken", `declare i32 @pthread_create(i64*, i8*, i8* (i8*)*, i8*)

@start = global i32 (i64*, i8*, i8* (i8*)*, i8*)* @pthread_create

define i32 @main() {
entry:
  ret i32 0
}
`, "the program uses pthread_create: measure does not follow threads"},
		{"invoke", `declare i32 @fork()
declare i32 @__gxx_personality_v0(...)

define i32 @main() personality i32 (...)* @__gxx_personality_v0 {
entry:
  %0 = invoke i32 @fork() to label %ok unwind label %pad
ok:
  ret i32 0
pad:
  %1 = landingpad { i8*, i32 } cleanup
  ret i32 1
}
`, "main calls fork: measure does not follow processes"},
	}
	for _, c := range cases {
		_, err := Run(context.Background(), write(c.name, c.ir), Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	// The program's own clone() is measured.
	own := `define i32 @clone(i32 %x) {
entry:
  ret i32 %x
}

define i32 @main() {
entry:
  %0 = call i32 @clone(i32 0)
  ret i32 %0
}
`
	if _, err := Run(context.Background(), write("own", own), Options{CountsOnly: true}); err != nil {
		t.Errorf("a program defining its own clone: %v", err)
	}
}
