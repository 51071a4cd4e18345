package measure

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// clangHooksIR is the shape of clang 14's IR of rsfast.h, cut down by hand.
const clangHooksIR = `; ModuleID = 'rsfast.h'
source_filename = "rsfast.h"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rs_fast = type { i64*, i64 }

@__rs_f = external hidden local_unnamed_addr global %struct.rs_fast, align 8

; Function Attrs: alwaysinline nounwind
define dso_local void @__rs_ld(i8* noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i64, i64* getelementptr inbounds (%struct.rs_fast, %struct.rs_fast* @__rs_f, i64 0, i32 1), align 8
  tail call void @__rs_ld_slow(i8* noundef %0, i32 noundef %1) #2
  ret void
}

declare void @__rs_ld_slow(i8* noundef, i32 noundef) local_unnamed_addr #1

define dso_local void @__rs_st(i8* noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  ret void
}

define dso_local void @__rs_bb(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  ret void
}

attributes #0 = { alwaysinline nounwind "frame-pointer"="none" }
attributes #1 = { "frame-pointer"="none" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
`

func TestHookDefs(t *testing.T) {
	got, err := hookDefs(clangHooksIR, fastHookNames)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"%__rs.fast = type { i64*, i64 }\n",
		"@__rs_f = external hidden local_unnamed_addr global %__rs.fast, align 8\n",
		"define dso_local void @__rs_ld(i8* noundef %0, i32 noundef %1) local_unnamed_addr alwaysinline nounwind {\n",
		"  %3 = load i64, i64* getelementptr inbounds (%__rs.fast, %__rs.fast* @__rs_f, i64 0, i32 1), align 8\n",
		"  tail call void @__rs_ld_slow(i8* noundef %0, i32 noundef %1)\n",
		"declare void @__rs_ld_slow(i8* noundef, i32 noundef) local_unnamed_addr\n",
		"define dso_local void @__rs_bb(i32 noundef %0, i32 noundef %1) local_unnamed_addr alwaysinline nounwind {\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("hookDefs lacks %q:\n%s", want, got)
		}
	}
	for _, bad := range []string{"#", "!", "target", "attributes", "struct.rs_fast", "source_filename"} {
		if strings.Contains(got, bad) {
			t.Errorf("hookDefs keeps %q:\n%s", bad, got)
		}
	}
	// The output parses as IR.
	if _, err := asm.ParseString("hooks.ll", "declare void @__rs_st_slow(i8*, i32)\n"+got); err != nil {
		t.Errorf("hookDefs output does not parse: %v\n%s", err, got)
	}
}

func TestHookDefsErrors(t *testing.T) {
	for _, c := range []struct {
		edit func(string) string
		want string
	}{
		{func(s string) string {
			return strings.Replace(s, ", align 8\n  tail", ", align 8, !tbaa !5\n  tail", 1)
		}, "metadata"},
		{func(s string) string { return strings.Replace(s, "@__rs_bb(", "@__rs_bx(", 1) }, "no definition of __rs_bb"},
		{func(s string) string { return s[:strings.Index(s, "  ret void\n}")] }, "not closed"},
		{func(s string) string { return strings.Replace(s, "#0 {", "{", 1) }, "unexpected define"},
	} {
		if _, err := hookDefs(c.edit(clangHooksIR), fastHookNames); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("err = %v, want %q", err, c.want)
		}
	}
}

// TestHooksInlined builds a small -O0 program as Run does and checks that
// its assembly calls none of the inlined hooks, only their slow paths.
func TestHooksInlined(t *testing.T) {
	clang := requireClang(t)
	ll := compileC(t, "mm", "-O0")
	src, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseBytes(ll, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range m.Funcs {
		if err := f.AssignIDs(); err != nil {
			t.Fatal(err)
		}
	}
	p := buildPlan(m)
	out, err := instrument(src, m, p, "kernel", "kernel", false)
	if err != nil {
		t.Fatal(err)
	}
	b := &builder{clang: clang, opt: "-O0", dir: t.TempDir()}
	if _, err := b.compile(context.Background(), ll, out, 6, false, p); err != nil {
		t.Fatal(err)
	}
	s, err := os.ReadFile(filepath.Join(b.dir, instrAsm))
	if err != nil {
		t.Fatal(err)
	}
	calls := regexp.MustCompile(`call[a-z]*\s+(__rs_[a-z_]+)`).FindAllStringSubmatch(string(s), -1)
	seen := map[string]bool{}
	for _, c := range calls {
		seen[c[1]] = true
	}
	for _, name := range fastHookNames {
		if seen[name] {
			t.Errorf("the program calls %s", name)
		}
		if !seen[name+"_slow"] {
			t.Errorf("the program never calls %s_slow: the hooks are not in it", name)
		}
	}
}
