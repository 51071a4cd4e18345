; Hand-written input for TestAnalyzeCalls: main runs a loop whose body calls
; f twice; f runs a loop whose body does one fadd. rec calls itself from one
; side of a branch. The conditions are opaque (a global flag).
source_filename = "calls.c"

@flag = global i32 0, align 4

define i32 @main() {
entry:
  br label %h
h:
  %v = load i32, i32* @flag, align 4
  %c = icmp ne i32 %v, 0
  br i1 %c, label %body, label %exit                     ; T_main_h: P(exit)
body:
  call void @f()
  call void @f()
  br label %h
exit:
  call void @rec()
  ret i32 0
}

define void @f() {
entry:
  br label %h
h:
  %v = load i32, i32* @flag, align 4
  %c = icmp ne i32 %v, 0
  br i1 %c, label %body, label %exit                     ; T_f_h: P(exit)
body:
  %x = fadd double 1.000000e+00, 2.000000e+00
  br label %h
exit:
  ret void
}

define void @rec() {
entry:
  %v = load i32, i32* @flag, align 4
  %c = icmp ne i32 %v, 0
  br i1 %c, label %base, label %again                    ; T_rec_entry: P(again)
again:
  call void @rec()
  br label %base
base:
  ret void
}

define void @unused() {
entry:
  call void @f()
  ret void
}
