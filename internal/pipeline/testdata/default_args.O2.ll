; ModuleID = 'default_args.c'
source_filename = "default_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local local_unnamed_addr global [4096 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %1, metadata !27, metadata !DIExpression()), !dbg !35
  %3 = icmp sgt i32 %0, 1, !dbg !36
  br i1 %3, label %4, label %11, !dbg !37

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !38
  %6 = load i8*, i8** %5, align 8, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i8* %6, metadata !43, metadata !DIExpression()) #4, !dbg !51
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #4, !dbg !53
  %8 = trunc i64 %7 to i32, !dbg !54
  %9 = add i32 %8, -20, !dbg !37
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !55
  %10 = icmp eq i32 %9, 0, !dbg !56
  br i1 %10, label %36, label %11, !dbg !58

11:                                               ; preds = %2, %4
  %12 = phi i32 [ %9, %4 ], [ 80, %2 ]
  %13 = add i32 %12, -1, !dbg !58
  %14 = and i32 %12, 3, !dbg !58
  %15 = icmp ult i32 %13, 3, !dbg !58
  br i1 %15, label %18, label %16, !dbg !58

16:                                               ; preds = %11
  %17 = and i32 %12, -4, !dbg !58
  br label %39, !dbg !58

18:                                               ; preds = %39, %11
  %19 = phi double [ undef, %11 ], [ %69, %39 ]
  %20 = phi i32 [ 0, %11 ], [ %70, %39 ]
  %21 = phi double [ 0.000000e+00, %11 ], [ %69, %39 ]
  %22 = icmp eq i32 %14, 0, !dbg !58
  br i1 %22, label %36, label %23, !dbg !58

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %33, %23 ], [ %20, %18 ]
  %25 = phi double [ %32, %23 ], [ %21, %18 ]
  %26 = phi i32 [ %34, %23 ], [ 0, %18 ]
  call void @llvm.dbg.value(metadata i32 %24, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %25, metadata !29, metadata !DIExpression()), !dbg !35
  %27 = mul i32 %24, 7, !dbg !59
  %28 = and i32 %27, 4095, !dbg !60
  %29 = zext i32 %28 to i64, !dbg !61
  %30 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %29, !dbg !61
  %31 = load double, double* %30, align 8, !dbg !61, !tbaa !62
  %32 = fadd double %25, %31, !dbg !64
  call void @llvm.dbg.value(metadata double %32, metadata !29, metadata !DIExpression()), !dbg !35
  %33 = add nuw i32 %24, 1, !dbg !65
  call void @llvm.dbg.value(metadata i32 %33, metadata !32, metadata !DIExpression()), !dbg !55
  %34 = add i32 %26, 1, !dbg !58
  %35 = icmp eq i32 %34, %14, !dbg !58
  br i1 %35, label %36, label %23, !dbg !58, !llvm.loop !66

36:                                               ; preds = %18, %23, %4
  %37 = phi double [ 0.000000e+00, %4 ], [ %19, %18 ], [ %32, %23 ], !dbg !35
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %37), !dbg !68
  ret i32 0, !dbg !69

39:                                               ; preds = %39, %16
  %40 = phi i32 [ 0, %16 ], [ %70, %39 ]
  %41 = phi double [ 0.000000e+00, %16 ], [ %69, %39 ]
  %42 = phi i32 [ 0, %16 ], [ %71, %39 ]
  call void @llvm.dbg.value(metadata i32 %40, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %41, metadata !29, metadata !DIExpression()), !dbg !35
  %43 = mul i32 %40, 7, !dbg !59
  %44 = and i32 %43, 4092, !dbg !60
  %45 = zext i32 %44 to i64, !dbg !61
  %46 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %45, !dbg !61
  %47 = load double, double* %46, align 16, !dbg !61, !tbaa !62
  %48 = fadd double %41, %47, !dbg !64
  call void @llvm.dbg.value(metadata double %48, metadata !29, metadata !DIExpression()), !dbg !35
  %49 = or i32 %40, 1, !dbg !65
  call void @llvm.dbg.value(metadata i32 %49, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %49, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %48, metadata !29, metadata !DIExpression()), !dbg !35
  %50 = mul i32 %49, 7, !dbg !59
  %51 = and i32 %50, 4095, !dbg !60
  %52 = zext i32 %51 to i64, !dbg !61
  %53 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %52, !dbg !61
  %54 = load double, double* %53, align 8, !dbg !61, !tbaa !62
  %55 = fadd double %48, %54, !dbg !64
  call void @llvm.dbg.value(metadata double %55, metadata !29, metadata !DIExpression()), !dbg !35
  %56 = or i32 %40, 2, !dbg !65
  call void @llvm.dbg.value(metadata i32 %56, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %56, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %55, metadata !29, metadata !DIExpression()), !dbg !35
  %57 = mul i32 %56, 7, !dbg !59
  %58 = and i32 %57, 4094, !dbg !60
  %59 = zext i32 %58 to i64, !dbg !61
  %60 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %59, !dbg !61
  %61 = load double, double* %60, align 16, !dbg !61, !tbaa !62
  %62 = fadd double %55, %61, !dbg !64
  call void @llvm.dbg.value(metadata double %62, metadata !29, metadata !DIExpression()), !dbg !35
  %63 = or i32 %40, 3, !dbg !65
  call void @llvm.dbg.value(metadata i32 %63, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %63, metadata !32, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %62, metadata !29, metadata !DIExpression()), !dbg !35
  %64 = mul i32 %63, 7, !dbg !59
  %65 = and i32 %64, 4093, !dbg !60
  %66 = zext i32 %65 to i64, !dbg !61
  %67 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %66, !dbg !61
  %68 = load double, double* %67, align 8, !dbg !61, !tbaa !62
  %69 = fadd double %62, %68, !dbg !64
  call void @llvm.dbg.value(metadata double %69, metadata !29, metadata !DIExpression()), !dbg !35
  %70 = add nuw i32 %40, 4, !dbg !65
  call void @llvm.dbg.value(metadata i32 %70, metadata !32, metadata !DIExpression()), !dbg !55
  %71 = add i32 %42, 4, !dbg !58
  %72 = icmp eq i32 %71, %17, !dbg !58
  br i1 %72, label %18, label %39, !dbg !58, !llvm.loop !70
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
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "default_args.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3377aa7381c04a94bd1d289ba308498d")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 262144, elements: !13)
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !{!14}
!14 = !DISubrange(count: 4096)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !23, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !5, !6}
!25 = !{!26, !27, !28, !29, !30, !32}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !3, line: 8, type: !5)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !3, line: 8, type: !6)
!28 = !DILocalVariable(name: "n", scope: !22, file: !3, line: 9, type: !5)
!29 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 10, type: !12)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 11, type: !5)
!31 = distinct !DILexicalBlock(scope: !22, file: !3, line: 11, column: 3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 13, type: !34)
!33 = distinct !DILexicalBlock(scope: !22, file: !3, line: 13, column: 3)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 0, scope: !22)
!36 = !DILocation(line: 9, column: 16, scope: !22)
!37 = !DILocation(line: 9, column: 11, scope: !22)
!38 = !DILocation(line: 9, column: 27, scope: !22)
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocalVariable(name: "__nptr", arg: 1, scope: !44, file: !45, line: 362, type: !48)
!44 = distinct !DISubprogram(name: "atoi", scope: !45, file: !45, line: 362, type: !46, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!45 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!46 = !DISubroutineType(types: !47)
!47 = !{!5, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!50 = !{!43}
!51 = !DILocation(line: 0, scope: !44, inlinedAt: !52)
!52 = distinct !DILocation(line: 9, column: 22, scope: !22)
!53 = !DILocation(line: 364, column: 16, scope: !44, inlinedAt: !52)
!54 = !DILocation(line: 364, column: 10, scope: !44, inlinedAt: !52)
!55 = !DILocation(line: 0, scope: !33)
!56 = !DILocation(line: 13, column: 26, scope: !57)
!57 = distinct !DILexicalBlock(scope: !33, file: !3, line: 13, column: 3)
!58 = !DILocation(line: 13, column: 3, scope: !33)
!59 = !DILocation(line: 14, column: 15, scope: !57)
!60 = !DILocation(line: 14, column: 20, scope: !57)
!61 = !DILocation(line: 14, column: 10, scope: !57)
!62 = !{!63, !63, i64 0}
!63 = !{!"double", !41, i64 0}
!64 = !DILocation(line: 14, column: 7, scope: !57)
!65 = !DILocation(line: 13, column: 37, scope: !57)
!66 = distinct !{!66, !67}
!67 = !{!"llvm.loop.unroll.disable"}
!68 = !DILocation(line: 15, column: 3, scope: !22)
!69 = !DILocation(line: 16, column: 3, scope: !22)
!70 = distinct !{!70, !58, !71, !72}
!71 = !DILocation(line: 14, column: 26, scope: !33)
!72 = !{!"llvm.loop.mustprogress"}
