; ModuleID = 'unsigned_cut.c'
source_filename = "unsigned_cut.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = dso_local local_unnamed_addr global [4096 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%f %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i8** %1, metadata !27, metadata !DIExpression()), !dbg !34
  %3 = icmp sgt i32 %0, 1, !dbg !35
  br i1 %3, label %4, label %10, !dbg !36

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !37
  %6 = load i8*, i8** %5, align 8, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %6, metadata !42, metadata !DIExpression()) #4, !dbg !50
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #4, !dbg !52
  %8 = trunc i64 %7 to i32, !dbg !53
  call void @llvm.dbg.value(metadata i32 %8, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !54
  %9 = icmp eq i32 %8, 20, !dbg !55
  br i1 %9, label %80, label %10, !dbg !57

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 10, %2 ]
  %12 = add i32 %11, -21, !dbg !57
  %13 = call i32 @llvm.umin.i32(i32 %12, i32 999), !dbg !57
  %14 = add nuw nsw i32 %13, 1, !dbg !57
  %15 = zext i32 %14 to i64, !dbg !57
  %16 = icmp ult i32 %13, 3, !dbg !57
  br i1 %16, label %69, label %17, !dbg !57

17:                                               ; preds = %10
  %18 = and i64 %15, 2044, !dbg !57
  %19 = add nsw i64 %18, -4, !dbg !57
  %20 = lshr exact i64 %19, 2, !dbg !57
  %21 = add nuw nsw i64 %20, 1, !dbg !57
  %22 = and i64 %21, 1, !dbg !57
  %23 = icmp eq i64 %19, 0, !dbg !57
  br i1 %23, label %53, label %24, !dbg !57

24:                                               ; preds = %17
  %25 = and i64 %21, 9223372036854775806, !dbg !57
  br label %26, !dbg !57

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %50, %26 ], !dbg !58
  %28 = phi i64 [ 0, %24 ], [ %51, %26 ]
  %29 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %27, !dbg !58
  %30 = bitcast double* %29 to <2 x double>*, !dbg !59
  %31 = load <2 x double>, <2 x double>* %30, align 16, !dbg !59, !tbaa !61
  %32 = getelementptr inbounds double, double* %29, i64 2, !dbg !59
  %33 = bitcast double* %32 to <2 x double>*, !dbg !59
  %34 = load <2 x double>, <2 x double>* %33, align 16, !dbg !59, !tbaa !61
  %35 = fadd <2 x double> %31, <double 2.000000e+00, double 2.000000e+00>, !dbg !59
  %36 = fadd <2 x double> %34, <double 2.000000e+00, double 2.000000e+00>, !dbg !59
  %37 = bitcast double* %29 to <2 x double>*, !dbg !59
  store <2 x double> %35, <2 x double>* %37, align 16, !dbg !59, !tbaa !61
  %38 = bitcast double* %32 to <2 x double>*, !dbg !59
  store <2 x double> %36, <2 x double>* %38, align 16, !dbg !59, !tbaa !61
  %39 = or i64 %27, 4, !dbg !58
  %40 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %39, !dbg !58
  %41 = bitcast double* %40 to <2 x double>*, !dbg !59
  %42 = load <2 x double>, <2 x double>* %41, align 16, !dbg !59, !tbaa !61
  %43 = getelementptr inbounds double, double* %40, i64 2, !dbg !59
  %44 = bitcast double* %43 to <2 x double>*, !dbg !59
  %45 = load <2 x double>, <2 x double>* %44, align 16, !dbg !59, !tbaa !61
  %46 = fadd <2 x double> %42, <double 2.000000e+00, double 2.000000e+00>, !dbg !59
  %47 = fadd <2 x double> %45, <double 2.000000e+00, double 2.000000e+00>, !dbg !59
  %48 = bitcast double* %40 to <2 x double>*, !dbg !59
  store <2 x double> %46, <2 x double>* %48, align 16, !dbg !59, !tbaa !61
  %49 = bitcast double* %43 to <2 x double>*, !dbg !59
  store <2 x double> %47, <2 x double>* %49, align 16, !dbg !59, !tbaa !61
  %50 = add nuw i64 %27, 8, !dbg !58
  %51 = add i64 %28, 2, !dbg !58
  %52 = icmp eq i64 %51, %25, !dbg !58
  br i1 %52, label %53, label %26, !dbg !58, !llvm.loop !63

53:                                               ; preds = %26, %17
  %54 = phi i64 [ 0, %17 ], [ %50, %26 ]
  %55 = icmp eq i64 %22, 0, !dbg !58
  br i1 %55, label %67, label %56, !dbg !58

56:                                               ; preds = %53
  %57 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %54, !dbg !58
  %58 = bitcast double* %57 to <2 x double>*, !dbg !59
  %59 = load <2 x double>, <2 x double>* %58, align 16, !dbg !59, !tbaa !61
  %60 = getelementptr inbounds double, double* %57, i64 2, !dbg !59
  %61 = bitcast double* %60 to <2 x double>*, !dbg !59
  %62 = load <2 x double>, <2 x double>* %61, align 16, !dbg !59, !tbaa !61
  %63 = fadd <2 x double> %59, <double 2.000000e+00, double 2.000000e+00>, !dbg !59
  %64 = fadd <2 x double> %62, <double 2.000000e+00, double 2.000000e+00>, !dbg !59
  %65 = bitcast double* %57 to <2 x double>*, !dbg !59
  store <2 x double> %63, <2 x double>* %65, align 16, !dbg !59, !tbaa !61
  %66 = bitcast double* %60 to <2 x double>*, !dbg !59
  store <2 x double> %64, <2 x double>* %66, align 16, !dbg !59, !tbaa !61
  br label %67, !dbg !57

67:                                               ; preds = %53, %56
  %68 = icmp eq i64 %18, %15, !dbg !57
  br i1 %68, label %78, label %69, !dbg !57

69:                                               ; preds = %10, %67
  %70 = phi i64 [ 0, %10 ], [ %18, %67 ]
  br label %71, !dbg !57

71:                                               ; preds = %69, %71
  %72 = phi i64 [ %76, %71 ], [ %70, %69 ]
  call void @llvm.dbg.value(metadata i64 %72, metadata !29, metadata !DIExpression()), !dbg !54
  %73 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %72, !dbg !67
  %74 = load double, double* %73, align 8, !dbg !59, !tbaa !61
  %75 = fadd double %74, 2.000000e+00, !dbg !59
  store double %75, double* %73, align 8, !dbg !59, !tbaa !61
  %76 = add nuw nsw i64 %72, 1, !dbg !58
  call void @llvm.dbg.value(metadata i64 %76, metadata !29, metadata !DIExpression()), !dbg !54
  %77 = icmp eq i64 %76, %15, !dbg !57
  br i1 %77, label %78, label %71, !dbg !57, !llvm.loop !68

78:                                               ; preds = %71, %67
  call void @llvm.dbg.value(metadata i32 %8, metadata !32, metadata !DIExpression(DW_OP_constu, 30, DW_OP_minus, DW_OP_stack_value)), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !34
  %79 = icmp eq i32 %11, 30, !dbg !70
  br i1 %79, label %148, label %80, !dbg !71

80:                                               ; preds = %4, %78
  %81 = phi i32 [ %11, %78 ], [ 20, %4 ]
  %82 = add i32 %81, -31, !dbg !71
  %83 = call i32 @llvm.umin.i32(i32 %82, i32 699), !dbg !71
  %84 = add nuw nsw i32 %83, 1, !dbg !71
  %85 = zext i32 %84 to i64, !dbg !72
  %86 = icmp ult i32 %83, 3, !dbg !71
  br i1 %86, label %139, label %87, !dbg !71

87:                                               ; preds = %80
  %88 = and i64 %85, 2044, !dbg !71
  %89 = add nsw i64 %88, -4, !dbg !71
  %90 = lshr exact i64 %89, 2, !dbg !71
  %91 = add nuw nsw i64 %90, 1, !dbg !71
  %92 = and i64 %91, 1, !dbg !71
  %93 = icmp eq i64 %89, 0, !dbg !71
  br i1 %93, label %123, label %94, !dbg !71

94:                                               ; preds = %87
  %95 = and i64 %91, 9223372036854775806, !dbg !71
  br label %96, !dbg !71

96:                                               ; preds = %96, %94
  %97 = phi i64 [ 0, %94 ], [ %120, %96 ], !dbg !73
  %98 = phi i64 [ 0, %94 ], [ %121, %96 ]
  %99 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %97, !dbg !73
  %100 = bitcast double* %99 to <2 x double>*, !dbg !74
  %101 = load <2 x double>, <2 x double>* %100, align 16, !dbg !74, !tbaa !61
  %102 = getelementptr inbounds double, double* %99, i64 2, !dbg !74
  %103 = bitcast double* %102 to <2 x double>*, !dbg !74
  %104 = load <2 x double>, <2 x double>* %103, align 16, !dbg !74, !tbaa !61
  %105 = fmul <2 x double> %101, <double 5.000000e-01, double 5.000000e-01>, !dbg !74
  %106 = fmul <2 x double> %104, <double 5.000000e-01, double 5.000000e-01>, !dbg !74
  %107 = bitcast double* %99 to <2 x double>*, !dbg !74
  store <2 x double> %105, <2 x double>* %107, align 16, !dbg !74, !tbaa !61
  %108 = bitcast double* %102 to <2 x double>*, !dbg !74
  store <2 x double> %106, <2 x double>* %108, align 16, !dbg !74, !tbaa !61
  %109 = or i64 %97, 4, !dbg !73
  %110 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %109, !dbg !73
  %111 = bitcast double* %110 to <2 x double>*, !dbg !74
  %112 = load <2 x double>, <2 x double>* %111, align 16, !dbg !74, !tbaa !61
  %113 = getelementptr inbounds double, double* %110, i64 2, !dbg !74
  %114 = bitcast double* %113 to <2 x double>*, !dbg !74
  %115 = load <2 x double>, <2 x double>* %114, align 16, !dbg !74, !tbaa !61
  %116 = fmul <2 x double> %112, <double 5.000000e-01, double 5.000000e-01>, !dbg !74
  %117 = fmul <2 x double> %115, <double 5.000000e-01, double 5.000000e-01>, !dbg !74
  %118 = bitcast double* %110 to <2 x double>*, !dbg !74
  store <2 x double> %116, <2 x double>* %118, align 16, !dbg !74, !tbaa !61
  %119 = bitcast double* %113 to <2 x double>*, !dbg !74
  store <2 x double> %117, <2 x double>* %119, align 16, !dbg !74, !tbaa !61
  %120 = add nuw i64 %97, 8, !dbg !73
  %121 = add i64 %98, 2, !dbg !73
  %122 = icmp eq i64 %121, %95, !dbg !73
  br i1 %122, label %123, label %96, !dbg !73, !llvm.loop !75

123:                                              ; preds = %96, %87
  %124 = phi i64 [ 0, %87 ], [ %120, %96 ]
  %125 = icmp eq i64 %92, 0, !dbg !73
  br i1 %125, label %137, label %126, !dbg !73

126:                                              ; preds = %123
  %127 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %124, !dbg !73
  %128 = bitcast double* %127 to <2 x double>*, !dbg !74
  %129 = load <2 x double>, <2 x double>* %128, align 16, !dbg !74, !tbaa !61
  %130 = getelementptr inbounds double, double* %127, i64 2, !dbg !74
  %131 = bitcast double* %130 to <2 x double>*, !dbg !74
  %132 = load <2 x double>, <2 x double>* %131, align 16, !dbg !74, !tbaa !61
  %133 = fmul <2 x double> %129, <double 5.000000e-01, double 5.000000e-01>, !dbg !74
  %134 = fmul <2 x double> %132, <double 5.000000e-01, double 5.000000e-01>, !dbg !74
  %135 = bitcast double* %127 to <2 x double>*, !dbg !74
  store <2 x double> %133, <2 x double>* %135, align 16, !dbg !74, !tbaa !61
  %136 = bitcast double* %130 to <2 x double>*, !dbg !74
  store <2 x double> %134, <2 x double>* %136, align 16, !dbg !74, !tbaa !61
  br label %137, !dbg !71

137:                                              ; preds = %123, %126
  %138 = icmp eq i64 %88, %85, !dbg !71
  br i1 %138, label %148, label %139, !dbg !71

139:                                              ; preds = %80, %137
  %140 = phi i64 [ 0, %80 ], [ %88, %137 ]
  br label %141, !dbg !71

141:                                              ; preds = %139, %141
  %142 = phi i64 [ %143, %141 ], [ %140, %139 ]
  call void @llvm.dbg.value(metadata i64 %142, metadata !33, metadata !DIExpression()), !dbg !34
  %143 = add nuw nsw i64 %142, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %143, metadata !33, metadata !DIExpression()), !dbg !34
  %144 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %142, !dbg !77
  %145 = load double, double* %144, align 8, !dbg !74, !tbaa !61
  %146 = fmul double %145, 5.000000e-01, !dbg !74
  store double %146, double* %144, align 8, !dbg !74, !tbaa !61
  %147 = icmp eq i64 %143, %85, !dbg !72
  br i1 %147, label %148, label %141, !dbg !71, !llvm.loop !78

148:                                              ; preds = %141, %137, %78
  %149 = phi i32 [ 0, %78 ], [ %84, %137 ], [ %84, %141 ], !dbg !34
  %150 = load double, double* getelementptr inbounds ([4096 x double], [4096 x double]* @B, i64 0, i64 3), align 8, !dbg !79, !tbaa !61
  %151 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %150, i32 noundef %149), !dbg !80
  ret i32 0, !dbg !81
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unsigned_cut.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "eb6d525b9947ee16f669f9a3840eb67a")
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
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !23, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !5, !6}
!25 = !{!26, !27, !28, !29, !32, !33}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !3, line: 10, type: !5)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !3, line: 10, type: !6)
!28 = !DILocalVariable(name: "n", scope: !22, file: !3, line: 12, type: !5)
!29 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 13, type: !31)
!30 = distinct !DILexicalBlock(scope: !22, file: !3, line: 13, column: 3)
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DILocalVariable(name: "lim", scope: !22, file: !3, line: 18, type: !31)
!33 = !DILocalVariable(name: "k", scope: !22, file: !3, line: 19, type: !31)
!34 = !DILocation(line: 0, scope: !22)
!35 = !DILocation(line: 12, column: 16, scope: !22)
!36 = !DILocation(line: 12, column: 11, scope: !22)
!37 = !DILocation(line: 12, column: 27, scope: !22)
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocalVariable(name: "__nptr", arg: 1, scope: !43, file: !44, line: 362, type: !47)
!43 = distinct !DISubprogram(name: "atoi", scope: !44, file: !44, line: 362, type: !45, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!44 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!45 = !DISubroutineType(types: !46)
!46 = !{!5, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!49 = !{!42}
!50 = !DILocation(line: 0, scope: !43, inlinedAt: !51)
!51 = distinct !DILocation(line: 12, column: 22, scope: !22)
!52 = !DILocation(line: 364, column: 16, scope: !43, inlinedAt: !51)
!53 = !DILocation(line: 364, column: 10, scope: !43, inlinedAt: !51)
!54 = !DILocation(line: 0, scope: !30)
!55 = !DILocation(line: 13, column: 26, scope: !56)
!56 = distinct !DILexicalBlock(scope: !30, file: !3, line: 13, column: 3)
!57 = !DILocation(line: 13, column: 3, scope: !30)
!58 = !DILocation(line: 13, column: 37, scope: !56)
!59 = !DILocation(line: 16, column: 10, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 13, column: 41)
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !40, i64 0}
!63 = distinct !{!63, !57, !64, !65, !66}
!64 = !DILocation(line: 17, column: 3, scope: !30)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.isvectorized", i32 1}
!67 = !DILocation(line: 16, column: 5, scope: !60)
!68 = distinct !{!68, !57, !64, !65, !69, !66}
!69 = !{!"llvm.loop.unroll.runtime.disable"}
!70 = !DILocation(line: 20, column: 12, scope: !22)
!71 = !DILocation(line: 20, column: 3, scope: !22)
!72 = !DILocation(line: 20, column: 18, scope: !22)
!73 = !DILocation(line: 21, column: 8, scope: !22)
!74 = !DILocation(line: 21, column: 12, scope: !22)
!75 = distinct !{!75, !71, !76, !65, !66}
!76 = !DILocation(line: 21, column: 15, scope: !22)
!77 = !DILocation(line: 21, column: 5, scope: !22)
!78 = distinct !{!78, !71, !76, !65, !69, !66}
!79 = !DILocation(line: 22, column: 21, scope: !22)
!80 = !DILocation(line: 22, column: 3, scope: !22)
!81 = !DILocation(line: 24, column: 1, scope: !22)
