; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [262144 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i8** %1, metadata !25, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata void (double*, i32)* @stream, metadata !26, metadata !DIExpression()), !dbg !32
  %3 = icmp sgt i32 %0, 5, !dbg !33
  %4 = select i1 %3, void (double*, i32)* null, void (double*, i32)* @stream, !dbg !35
  call void @llvm.dbg.value(metadata void (double*, i32)* %4, metadata !26, metadata !DIExpression()), !dbg !32
  tail call void %4(double* noundef getelementptr inbounds ([262144 x double], [262144 x double]* @A, i64 0, i64 0), i32 noundef 262144) #5, !dbg !36, !callees !37
  %5 = load double, double* getelementptr inbounds ([262144 x double], [262144 x double]* @A, i64 0, i64 3), align 8, !dbg !38, !tbaa !39
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %5), !dbg !43
  ret i32 0, !dbg !44
}

; Function Attrs: nofree nosync nounwind uwtable
define internal void @stream(double* nocapture noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !45 {
  call void @llvm.dbg.value(metadata double* %0, metadata !47, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %1, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !52
  %3 = icmp sgt i32 %1, 0, !dbg !53
  br i1 %3, label %4, label %61, !dbg !55

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !53
  %6 = icmp ult i32 %1, 4, !dbg !55
  br i1 %6, label %59, label %7, !dbg !55

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967292, !dbg !55
  %9 = add nsw i64 %8, -4, !dbg !55
  %10 = lshr exact i64 %9, 2, !dbg !55
  %11 = add nuw nsw i64 %10, 1, !dbg !55
  %12 = and i64 %11, 1, !dbg !55
  %13 = icmp eq i64 %9, 0, !dbg !55
  br i1 %13, label %43, label %14, !dbg !55

14:                                               ; preds = %7
  %15 = and i64 %11, 9223372036854775806, !dbg !55
  br label %16, !dbg !55

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %40, %16 ], !dbg !56
  %18 = phi i64 [ 0, %14 ], [ %41, %16 ]
  %19 = getelementptr inbounds double, double* %0, i64 %17, !dbg !56
  %20 = bitcast double* %19 to <2 x double>*, !dbg !57
  %21 = load <2 x double>, <2 x double>* %20, align 8, !dbg !57, !tbaa !39
  %22 = getelementptr inbounds double, double* %19, i64 2, !dbg !57
  %23 = bitcast double* %22 to <2 x double>*, !dbg !57
  %24 = load <2 x double>, <2 x double>* %23, align 8, !dbg !57, !tbaa !39
  %25 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !58
  %26 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !58
  %27 = bitcast double* %19 to <2 x double>*, !dbg !59
  store <2 x double> %25, <2 x double>* %27, align 8, !dbg !59, !tbaa !39
  %28 = bitcast double* %22 to <2 x double>*, !dbg !59
  store <2 x double> %26, <2 x double>* %28, align 8, !dbg !59, !tbaa !39
  %29 = or i64 %17, 4, !dbg !56
  %30 = getelementptr inbounds double, double* %0, i64 %29, !dbg !56
  %31 = bitcast double* %30 to <2 x double>*, !dbg !57
  %32 = load <2 x double>, <2 x double>* %31, align 8, !dbg !57, !tbaa !39
  %33 = getelementptr inbounds double, double* %30, i64 2, !dbg !57
  %34 = bitcast double* %33 to <2 x double>*, !dbg !57
  %35 = load <2 x double>, <2 x double>* %34, align 8, !dbg !57, !tbaa !39
  %36 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !58
  %37 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !58
  %38 = bitcast double* %30 to <2 x double>*, !dbg !59
  store <2 x double> %36, <2 x double>* %38, align 8, !dbg !59, !tbaa !39
  %39 = bitcast double* %33 to <2 x double>*, !dbg !59
  store <2 x double> %37, <2 x double>* %39, align 8, !dbg !59, !tbaa !39
  %40 = add nuw i64 %17, 8, !dbg !56
  %41 = add i64 %18, 2, !dbg !56
  %42 = icmp eq i64 %41, %15, !dbg !56
  br i1 %42, label %43, label %16, !dbg !56, !llvm.loop !60

43:                                               ; preds = %16, %7
  %44 = phi i64 [ 0, %7 ], [ %40, %16 ]
  %45 = icmp eq i64 %12, 0, !dbg !56
  br i1 %45, label %57, label %46, !dbg !56

46:                                               ; preds = %43
  %47 = getelementptr inbounds double, double* %0, i64 %44, !dbg !56
  %48 = bitcast double* %47 to <2 x double>*, !dbg !57
  %49 = load <2 x double>, <2 x double>* %48, align 8, !dbg !57, !tbaa !39
  %50 = getelementptr inbounds double, double* %47, i64 2, !dbg !57
  %51 = bitcast double* %50 to <2 x double>*, !dbg !57
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !57, !tbaa !39
  %53 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %49, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !58
  %54 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !58
  %55 = bitcast double* %47 to <2 x double>*, !dbg !59
  store <2 x double> %53, <2 x double>* %55, align 8, !dbg !59, !tbaa !39
  %56 = bitcast double* %50 to <2 x double>*, !dbg !59
  store <2 x double> %54, <2 x double>* %56, align 8, !dbg !59, !tbaa !39
  br label %57, !dbg !55

57:                                               ; preds = %43, %46
  %58 = icmp eq i64 %8, %5, !dbg !55
  br i1 %58, label %61, label %59, !dbg !55

59:                                               ; preds = %4, %57
  %60 = phi i64 [ 0, %4 ], [ %8, %57 ]
  br label %62, !dbg !55

61:                                               ; preds = %62, %57, %2
  ret void, !dbg !64

62:                                               ; preds = %59, %62
  %63 = phi i64 [ %67, %62 ], [ %60, %59 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !49, metadata !DIExpression()), !dbg !52
  %64 = getelementptr inbounds double, double* %0, i64 %63, !dbg !57
  %65 = load double, double* %64, align 8, !dbg !57, !tbaa !39
  %66 = tail call double @llvm.fmuladd.f64(double %65, double 2.000000e+00, double 1.000000e+00), !dbg !58
  store double %66, double* %64, align 8, !dbg !59, !tbaa !39
  %67 = add nuw nsw i64 %63, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %67, metadata !49, metadata !DIExpression()), !dbg !52
  %68 = icmp eq i64 %67, %5, !dbg !53
  br i1 %68, label %61, label %62, !dbg !55, !llvm.loop !65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fnptr.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0f1ac59c757e6adaa0bf03632cb8c887")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16777216, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 262144)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !17, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !3, line: 11, type: !19)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !3, line: 11, type: !20)
!26 = !DILocalVariable(name: "k", scope: !16, file: !3, line: 12, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "kernel_fn", file: !3, line: 10, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31, !19}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!32 = !DILocation(line: 0, scope: !16)
!33 = !DILocation(line: 13, column: 12, scope: !34)
!34 = distinct !DILexicalBlock(scope: !16, file: !3, line: 13, column: 7)
!35 = !DILocation(line: 13, column: 7, scope: !16)
!36 = !DILocation(line: 14, column: 3, scope: !16)
!37 = !{void (double*, i32)* @stream}
!38 = !DILocation(line: 15, column: 18, scope: !16)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 15, column: 3, scope: !16)
!44 = !DILocation(line: 16, column: 3, scope: !16)
!45 = distinct !DISubprogram(name: "stream", scope: !3, file: !3, line: 7, type: !29, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!46 = !{!47, !48, !49}
!47 = !DILocalVariable(name: "a", arg: 1, scope: !45, file: !3, line: 7, type: !31)
!48 = !DILocalVariable(name: "n", arg: 2, scope: !45, file: !3, line: 7, type: !19)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 8, type: !19)
!50 = distinct !DILexicalBlock(scope: !45, file: !3, line: 8, column: 3)
!51 = !DILocation(line: 0, scope: !45)
!52 = !DILocation(line: 0, scope: !50)
!53 = !DILocation(line: 8, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 8, column: 3)
!55 = !DILocation(line: 8, column: 3, scope: !50)
!56 = !DILocation(line: 8, column: 27, scope: !54)
!57 = !DILocation(line: 8, column: 38, scope: !54)
!58 = !DILocation(line: 8, column: 47, scope: !54)
!59 = !DILocation(line: 8, column: 36, scope: !54)
!60 = distinct !{!60, !55, !61, !62, !63}
!61 = !DILocation(line: 8, column: 49, scope: !50)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.isvectorized", i32 1}
!64 = !DILocation(line: 9, column: 1, scope: !45)
!65 = distinct !{!65, !55, !61, !62, !66, !63}
!66 = !{!"llvm.loop.unroll.runtime.disable"}
