; edges.ll: hand-written IR with duplicate successors, a self loop and
; unnamed blocks, to check edge numbering and the text instrumentation.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global [8 x i32] zeroinitializer, align 16

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %a
    i32 2, label %b
  ]

a:                                                ; preds = %entry, %entry
  br label %exit

b:                                                ; preds = %entry
  br i1 true, label %exit, label %exit

d:                                                ; preds = %entry
  br label %exit

exit:                                             ; preds = %d, %b, %b, %a
  %r = phi i32 [ 1, %a ], [ 2, %b ], [ 2, %b ], [ 3, %d ]
  ret i32 %r
}

define i32 @h(i32 %0) {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = getelementptr inbounds [8 x i32], [8 x i32]* @g, i64 0, i64 1
  store i32 7, i32* %4, align 4
  br label %5

5:                                                ; preds = %3, %1
  %6 = phi i32 [ 1, %3 ], [ 0, %1 ]
  %7 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g, i64 0, i64 1), align 4
  %8 = atomicrmw add i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g, i64 0, i64 2), i32 1 seq_cst
  %9 = cmpxchg i32* getelementptr inbounds ([8 x i32], [8 x i32]* @g, i64 0, i64 3), i32 0, i32 1 seq_cst seq_cst
  %10 = extractvalue { i32, i1 } %9, 0
  call void @llvm.memset.p0i8.i64(i8* bitcast ([8 x i32]* @g to i8*), i8 0, i64 32, i1 false)
  ret i32 %6
}

define i32 @main() {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = call i32 @f(i32 %i)
  %t = call i32 @h(i32 %i)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 5
  br i1 %c, label %loop, label %done

done:                                             ; preds = %loop
  ret i32 0
}

declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)
