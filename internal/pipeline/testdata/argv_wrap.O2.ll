; ModuleID = 'argv_wrap.c'
source_filename = "argv_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [1000 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i8** %1, metadata !27, metadata !DIExpression()), !dbg !32
  %3 = icmp sgt i32 %0, 1, !dbg !33
  br i1 %3, label %4, label %10, !dbg !34

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !35
  %6 = load i8*, i8** %5, align 8, !dbg !35, !tbaa !36
  call void @llvm.dbg.value(metadata i8* %6, metadata !40, metadata !DIExpression()) #4, !dbg !48
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #4, !dbg !50
  %8 = trunc i64 %7 to i32, !dbg !51
  call void @llvm.dbg.value(metadata i32 %8, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !52
  %9 = icmp sgt i32 %8, 0, !dbg !53
  br i1 %9, label %10, label %29, !dbg !55

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 100, %2 ]
  %12 = and i32 %11, 1, !dbg !55
  %13 = icmp eq i32 %11, 1, !dbg !55
  br i1 %13, label %16, label %14, !dbg !55

14:                                               ; preds = %10
  %15 = and i32 %11, -2, !dbg !55
  br label %32, !dbg !55

16:                                               ; preds = %32, %10
  %17 = phi double [ undef, %10 ], [ %50, %32 ]
  %18 = phi i32 [ 0, %10 ], [ %51, %32 ]
  %19 = phi double [ 0.000000e+00, %10 ], [ %50, %32 ]
  %20 = icmp eq i32 %12, 0, !dbg !55
  br i1 %20, label %29, label %21, !dbg !55

21:                                               ; preds = %16
  call void @llvm.dbg.value(metadata i32 %18, metadata !30, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata double %19, metadata !29, metadata !DIExpression()), !dbg !32
  %22 = urem i32 %18, 1000, !dbg !56
  %23 = zext i32 %22 to i64, !dbg !57
  %24 = getelementptr inbounds [1000 x double], [1000 x double]* @a, i64 0, i64 %23, !dbg !57
  %25 = load double, double* %24, align 8, !dbg !57, !tbaa !58
  %26 = sitofp i32 %18 to double, !dbg !60
  %27 = fadd double %25, %26, !dbg !61
  %28 = fadd double %19, %27, !dbg !62
  call void @llvm.dbg.value(metadata double %28, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %18, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !52
  br label %29, !dbg !63

29:                                               ; preds = %21, %16, %4
  %30 = phi double [ 0.000000e+00, %4 ], [ %17, %16 ], [ %28, %21 ], !dbg !32
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %30), !dbg !63
  ret i32 0, !dbg !64

32:                                               ; preds = %32, %14
  %33 = phi i32 [ 0, %14 ], [ %51, %32 ]
  %34 = phi double [ 0.000000e+00, %14 ], [ %50, %32 ]
  %35 = phi i32 [ 0, %14 ], [ %52, %32 ]
  call void @llvm.dbg.value(metadata i32 %33, metadata !30, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata double %34, metadata !29, metadata !DIExpression()), !dbg !32
  %36 = urem i32 %33, 1000, !dbg !56
  %37 = zext i32 %36 to i64, !dbg !57
  %38 = getelementptr inbounds [1000 x double], [1000 x double]* @a, i64 0, i64 %37, !dbg !57
  %39 = load double, double* %38, align 8, !dbg !57, !tbaa !58
  %40 = sitofp i32 %33 to double, !dbg !60
  %41 = fadd double %39, %40, !dbg !61
  %42 = fadd double %34, %41, !dbg !62
  call void @llvm.dbg.value(metadata double %42, metadata !29, metadata !DIExpression()), !dbg !32
  %43 = or i32 %33, 1, !dbg !65
  call void @llvm.dbg.value(metadata i32 %43, metadata !30, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %43, metadata !30, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata double %42, metadata !29, metadata !DIExpression()), !dbg !32
  %44 = urem i32 %43, 1000, !dbg !56
  %45 = zext i32 %44 to i64, !dbg !57
  %46 = getelementptr inbounds [1000 x double], [1000 x double]* @a, i64 0, i64 %45, !dbg !57
  %47 = load double, double* %46, align 8, !dbg !57, !tbaa !58
  %48 = sitofp i32 %43 to double, !dbg !60
  %49 = fadd double %47, %48, !dbg !61
  %50 = fadd double %42, %49, !dbg !62
  call void @llvm.dbg.value(metadata double %50, metadata !29, metadata !DIExpression()), !dbg !32
  %51 = add nuw nsw i32 %33, 2, !dbg !65
  call void @llvm.dbg.value(metadata i32 %51, metadata !30, metadata !DIExpression()), !dbg !52
  %52 = add i32 %35, 2, !dbg !55
  %53 = icmp eq i32 %52, %15, !dbg !55
  br i1 %53, label %16, label %32, !dbg !55, !llvm.loop !66
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "argv_wrap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0f417fabfa0f2ac709893ad5e153423d")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64000, elements: !13)
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !{!14}
!14 = !DISubrange(count: 1000)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !23, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !5, !6}
!25 = !{!26, !27, !28, !29, !30}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !3, line: 7, type: !5)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !3, line: 7, type: !6)
!28 = !DILocalVariable(name: "n", scope: !22, file: !3, line: 8, type: !5)
!29 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 9, type: !12)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 10, type: !5)
!31 = distinct !DILexicalBlock(scope: !22, file: !3, line: 10, column: 3)
!32 = !DILocation(line: 0, scope: !22)
!33 = !DILocation(line: 8, column: 16, scope: !22)
!34 = !DILocation(line: 8, column: 11, scope: !22)
!35 = !DILocation(line: 8, column: 27, scope: !22)
!36 = !{!37, !37, i64 0}
!37 = !{!"any pointer", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocalVariable(name: "__nptr", arg: 1, scope: !41, file: !42, line: 362, type: !45)
!41 = distinct !DISubprogram(name: "atoi", scope: !42, file: !42, line: 362, type: !43, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!42 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!43 = !DISubroutineType(types: !44)
!44 = !{!5, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!47 = !{!40}
!48 = !DILocation(line: 0, scope: !41, inlinedAt: !49)
!49 = distinct !DILocation(line: 8, column: 22, scope: !22)
!50 = !DILocation(line: 364, column: 16, scope: !41, inlinedAt: !49)
!51 = !DILocation(line: 364, column: 10, scope: !41, inlinedAt: !49)
!52 = !DILocation(line: 0, scope: !31)
!53 = !DILocation(line: 10, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !31, file: !3, line: 10, column: 3)
!55 = !DILocation(line: 10, column: 3, scope: !31)
!56 = !DILocation(line: 11, column: 14, scope: !54)
!57 = !DILocation(line: 11, column: 10, scope: !54)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !38, i64 0}
!60 = !DILocation(line: 11, column: 24, scope: !54)
!61 = !DILocation(line: 11, column: 22, scope: !54)
!62 = !DILocation(line: 11, column: 7, scope: !54)
!63 = !DILocation(line: 12, column: 3, scope: !22)
!64 = !DILocation(line: 13, column: 3, scope: !22)
!65 = !DILocation(line: 10, column: 27, scope: !54)
!66 = distinct !{!66, !55, !67, !68}
!67 = !DILocation(line: 11, column: 24, scope: !31)
!68 = !{!"llvm.loop.mustprogress"}
