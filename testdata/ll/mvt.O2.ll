; ModuleID = 'mvt.c'
source_filename = "mvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X1 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Y1 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !16
@X2 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !12
@Y2 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !18
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !20

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_mvt() local_unnamed_addr #0 !dbg !29 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  br label %for.cond1.preheader, !dbg !37

for.cond1.preheader:                              ; preds = %entry, %for.inc12
  %indvars.iv62 = phi i64 [ 0, %entry ], [ %indvars.iv.next63, %for.inc12 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv62, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %indvars.iv62
  %arrayidx.promoted = load double, double* %arrayidx, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %for.body3, !dbg !43

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.2, %for.body3 ]
  %0 = phi double [ %arrayidx.promoted, %for.cond1.preheader ], [ %9, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx7 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %indvars.iv62, i64 %indvars.iv, !dbg !46
  %1 = load double, double* %arrayidx7, align 8, !dbg !46, !tbaa !39
  %arrayidx9 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %indvars.iv, !dbg !48
  %2 = load double, double* %arrayidx9, align 8, !dbg !48, !tbaa !39
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %2, double %0), !dbg !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx7.1 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %indvars.iv62, i64 %indvars.iv.next, !dbg !46
  %4 = load double, double* %arrayidx7.1, align 8, !dbg !46, !tbaa !39
  %arrayidx9.1 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %indvars.iv.next, !dbg !48
  %5 = load double, double* %arrayidx9.1, align 8, !dbg !48, !tbaa !39
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %3), !dbg !49
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx7.2 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %indvars.iv62, i64 %indvars.iv.next.1, !dbg !46
  %7 = load double, double* %arrayidx7.2, align 8, !dbg !46, !tbaa !39
  %arrayidx9.2 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %indvars.iv.next.1, !dbg !48
  %8 = load double, double* %arrayidx9.2, align 8, !dbg !48, !tbaa !39
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %6), !dbg !49
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !35, metadata !DIExpression()), !dbg !36
  %exitcond.not.2 = icmp eq i64 %indvars.iv.next.2, 96, !dbg !51
  br i1 %exitcond.not.2, label %for.inc12, label %for.body3, !dbg !43, !llvm.loop !52

for.inc12:                                        ; preds = %for.body3
  store double %9, double* %arrayidx, align 8, !dbg !55, !tbaa !39
  %indvars.iv.next63 = add nuw nsw i64 %indvars.iv62, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63, metadata !33, metadata !DIExpression()), !dbg !36
  %exitcond65.not = icmp eq i64 %indvars.iv.next63, 96, !dbg !57
  br i1 %exitcond65.not, label %for.cond18.preheader, label %for.cond1.preheader, !dbg !37, !llvm.loop !58

for.cond18.preheader:                             ; preds = %for.inc12, %for.inc34
  %indvars.iv70 = phi i64 [ %indvars.iv.next71, %for.inc34 ], [ 0, %for.inc12 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv70, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx22 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %indvars.iv70
  %arrayidx22.promoted = load double, double* %arrayidx22, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %for.body20, !dbg !60

for.body20:                                       ; preds = %for.body20, %for.cond18.preheader
  %indvars.iv66 = phi i64 [ 0, %for.cond18.preheader ], [ %indvars.iv.next67.2, %for.body20 ]
  %10 = phi double [ %arrayidx22.promoted, %for.cond18.preheader ], [ %19, %for.body20 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv66, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx26 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %indvars.iv66, i64 %indvars.iv70, !dbg !64
  %11 = load double, double* %arrayidx26, align 8, !dbg !64, !tbaa !39
  %arrayidx28 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %indvars.iv66, !dbg !66
  %12 = load double, double* %arrayidx28, align 8, !dbg !66, !tbaa !39
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %12, double %10), !dbg !67
  %indvars.iv.next67 = add nuw nsw i64 %indvars.iv66, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx26.1 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %indvars.iv.next67, i64 %indvars.iv70, !dbg !64
  %14 = load double, double* %arrayidx26.1, align 8, !dbg !64, !tbaa !39
  %arrayidx28.1 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %indvars.iv.next67, !dbg !66
  %15 = load double, double* %arrayidx28.1, align 8, !dbg !66, !tbaa !39
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %15, double %13), !dbg !67
  %indvars.iv.next67.1 = add nuw nsw i64 %indvars.iv66, 2, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67.1, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67.1, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx26.2 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %indvars.iv.next67.1, i64 %indvars.iv70, !dbg !64
  %17 = load double, double* %arrayidx26.2, align 8, !dbg !64, !tbaa !39
  %arrayidx28.2 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %indvars.iv.next67.1, !dbg !66
  %18 = load double, double* %arrayidx28.2, align 8, !dbg !66, !tbaa !39
  %19 = tail call double @llvm.fmuladd.f64(double %17, double %18, double %16), !dbg !67
  %indvars.iv.next67.2 = add nuw nsw i64 %indvars.iv66, 3, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67.2, metadata !35, metadata !DIExpression()), !dbg !36
  %exitcond69.not.2 = icmp eq i64 %indvars.iv.next67.2, 96, !dbg !69
  br i1 %exitcond69.not.2, label %for.inc34, label %for.body20, !dbg !60, !llvm.loop !70

for.inc34:                                        ; preds = %for.body20
  store double %19, double* %arrayidx22, align 8, !dbg !72, !tbaa !39
  %indvars.iv.next71 = add nuw nsw i64 %indvars.iv70, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next71, metadata !33, metadata !DIExpression()), !dbg !36
  %exitcond73.not = icmp eq i64 %indvars.iv.next71, 96, !dbg !74
  br i1 %exitcond73.not, label %for.end36, label %for.cond18.preheader, !dbg !75, !llvm.loop !76

for.end36:                                        ; preds = %for.inc34
  ret void, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !79 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  br label %for.body, !dbg !88

for.body:                                         ; preds = %entry, %middle.block
  %indvars.iv70 = phi i64 [ 0, %entry ], [ %indvars.iv.next71, %middle.block ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv70, metadata !84, metadata !DIExpression()), !dbg !87
  %rem.lhs.trunc = trunc i64 %indvars.iv70 to i8, !dbg !90
  %rem62 = urem i8 %rem.lhs.trunc, 3, !dbg !90
  %conv = uitofp i8 %rem62 to double, !dbg !93
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %indvars.iv70, !dbg !94
  store double %conv, double* %arrayidx, align 8, !dbg !95, !tbaa !39
  %rem163 = urem i8 %rem.lhs.trunc, 5, !dbg !96
  %conv2 = uitofp i8 %rem163 to double, !dbg !97
  %arrayidx4 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %indvars.iv70, !dbg !98
  store double %conv2, double* %arrayidx4, align 8, !dbg !99, !tbaa !39
  %indvars.iv.next71 = add nuw nsw i64 %indvars.iv70, 1, !dbg !100
  %0 = trunc i64 %indvars.iv.next71 to i32, !dbg !101
  %conv5 = uitofp i32 %0 to double, !dbg !101
  %div = fdiv double 1.000000e+00, %conv5, !dbg !102
  %arrayidx7 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %indvars.iv70, !dbg !103
  store double %div, double* %arrayidx7, align 8, !dbg !104, !tbaa !39
  %1 = trunc i64 %indvars.iv70 to i32, !dbg !105
  %2 = add i32 %1, 2, !dbg !105
  %conv9 = uitofp i32 %2 to double, !dbg !105
  %div10 = fdiv double 2.000000e+00, %conv9, !dbg !106
  %arrayidx12 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %indvars.iv70, !dbg !107
  store double %div10, double* %arrayidx12, align 8, !dbg !108, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()), !dbg !87
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv70, i64 0, !dbg !109
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !109
  br label %vector.body, !dbg !109

vector.body:                                      ; preds = %vector.body, %for.body
  %index = phi i64 [ 0, %for.body ], [ %index.next, %vector.body ], !dbg !111
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %for.body ], [ %vec.ind.next, %vector.body ]
  %3 = mul nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !113
  %4 = trunc <2 x i64> %3 to <2 x i32>, !dbg !114
  %5 = urem <2 x i32> %4, <i32 96, i32 96>, !dbg !114
  %6 = uitofp <2 x i32> %5 to <2 x double>, !dbg !115
  %7 = fdiv <2 x double> %6, <double 9.600000e+01, double 9.600000e+01>, !dbg !116
  %8 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %indvars.iv70, i64 %index, !dbg !111
  %9 = bitcast double* %8 to <2 x double>*, !dbg !117
  store <2 x double> %7, <2 x double>* %9, align 16, !dbg !117, !tbaa !39
  %index.next = add nuw i64 %index, 2, !dbg !111
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %10 = icmp eq i64 %index.next, 96, !dbg !111
  br i1 %10, label %middle.block, label %vector.body, !dbg !111, !llvm.loop !118

middle.block:                                     ; preds = %vector.body
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next71, metadata !84, metadata !DIExpression()), !dbg !87
  %exitcond74.not = icmp eq i64 %indvars.iv.next71, 96, !dbg !121
  br i1 %exitcond74.not, label %for.end26, label %for.body, !dbg !88, !llvm.loop !122

for.end26:                                        ; preds = %middle.block
  tail call void @kernel_mvt(), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  br label %for.body30, !dbg !125

for.body30:                                       ; preds = %for.body30, %for.end26
  %indvars.iv75 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next76.2, %for.body30 ]
  %s.067 = phi double [ 0.000000e+00, %for.end26 ], [ %add36.2, %for.body30 ]
  call void @llvm.dbg.value(metadata double %s.067, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv75, metadata !84, metadata !DIExpression()), !dbg !87
  %arrayidx32 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %indvars.iv75, !dbg !127
  %11 = load double, double* %arrayidx32, align 8, !dbg !127, !tbaa !39
  %arrayidx34 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %indvars.iv75, !dbg !129
  %12 = load double, double* %arrayidx34, align 8, !dbg !129, !tbaa !39
  %add35 = fadd double %11, %12, !dbg !130
  %add36 = fadd double %s.067, %add35, !dbg !131
  call void @llvm.dbg.value(metadata double %add36, metadata !86, metadata !DIExpression()), !dbg !87
  %indvars.iv.next76 = add nuw nsw i64 %indvars.iv75, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %add36, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76, metadata !84, metadata !DIExpression()), !dbg !87
  %arrayidx32.1 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %indvars.iv.next76, !dbg !127
  %13 = load double, double* %arrayidx32.1, align 8, !dbg !127, !tbaa !39
  %arrayidx34.1 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %indvars.iv.next76, !dbg !129
  %14 = load double, double* %arrayidx34.1, align 8, !dbg !129, !tbaa !39
  %add35.1 = fadd double %13, %14, !dbg !130
  %add36.1 = fadd double %add36, %add35.1, !dbg !131
  call void @llvm.dbg.value(metadata double %add36.1, metadata !86, metadata !DIExpression()), !dbg !87
  %indvars.iv.next76.1 = add nuw nsw i64 %indvars.iv75, 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76.1, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %add36.1, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76.1, metadata !84, metadata !DIExpression()), !dbg !87
  %arrayidx32.2 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %indvars.iv.next76.1, !dbg !127
  %15 = load double, double* %arrayidx32.2, align 8, !dbg !127, !tbaa !39
  %arrayidx34.2 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %indvars.iv.next76.1, !dbg !129
  %16 = load double, double* %arrayidx34.2, align 8, !dbg !129, !tbaa !39
  %add35.2 = fadd double %15, %16, !dbg !130
  %add36.2 = fadd double %add36.1, %add35.2, !dbg !131
  call void @llvm.dbg.value(metadata double %add36.2, metadata !86, metadata !DIExpression()), !dbg !87
  %indvars.iv.next76.2 = add nuw nsw i64 %indvars.iv75, 3, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76.2, metadata !84, metadata !DIExpression()), !dbg !87
  %exitcond78.not.2 = icmp eq i64 %indvars.iv.next76.2, 96, !dbg !133
  br i1 %exitcond78.not.2, label %for.end39, label %for.body30, !dbg !125, !llvm.loop !134

for.end39:                                        ; preds = %for.body30
  store double %add36.2, double* @checksum, align 8, !dbg !136, !tbaa !39
  ret i32 0, !dbg !137
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16, !18, !20}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "Y2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!22 = !{i32 7, !"Dwarf Version", i32 4}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "kernel_mvt", scope: !3, file: !3, line: 12, type: !30, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !{!33, !35}
!33 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 14, type: !34)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DILocalVariable(name: "j", scope: !29, file: !3, line: 14, type: !34)
!36 = !DILocation(line: 0, scope: !29)
!37 = !DILocation(line: 15, column: 3, scope: !38)
!38 = distinct !DILexicalBlock(scope: !29, file: !3, line: 15, column: 3)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 16, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 16, column: 5)
!45 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 3)
!46 = !DILocation(line: 17, column: 23, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 5)
!48 = !DILocation(line: 17, column: 33, scope: !47)
!49 = !DILocation(line: 17, column: 21, scope: !47)
!50 = !DILocation(line: 16, column: 25, scope: !47)
!51 = !DILocation(line: 16, column: 19, scope: !47)
!52 = distinct !{!52, !43, !53, !54}
!53 = !DILocation(line: 17, column: 37, scope: !44)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 0, scope: !47)
!56 = !DILocation(line: 15, column: 23, scope: !45)
!57 = !DILocation(line: 15, column: 17, scope: !45)
!58 = distinct !{!58, !37, !59, !54}
!59 = !DILocation(line: 17, column: 37, scope: !38)
!60 = !DILocation(line: 19, column: 5, scope: !61)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 19, column: 5)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 18, column: 3)
!63 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 3)
!64 = !DILocation(line: 20, column: 23, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 19, column: 5)
!66 = !DILocation(line: 20, column: 33, scope: !65)
!67 = !DILocation(line: 20, column: 21, scope: !65)
!68 = !DILocation(line: 19, column: 25, scope: !65)
!69 = !DILocation(line: 19, column: 19, scope: !65)
!70 = distinct !{!70, !60, !71, !54}
!71 = !DILocation(line: 20, column: 37, scope: !61)
!72 = !DILocation(line: 0, scope: !65)
!73 = !DILocation(line: 18, column: 23, scope: !62)
!74 = !DILocation(line: 18, column: 17, scope: !62)
!75 = !DILocation(line: 18, column: 3, scope: !63)
!76 = distinct !{!76, !75, !77, !54}
!77 = !DILocation(line: 20, column: 37, scope: !63)
!78 = !DILocation(line: 21, column: 1, scope: !29)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !80, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!82}
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 25, type: !34)
!85 = !DILocalVariable(name: "j", scope: !79, file: !3, line: 25, type: !34)
!86 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 26, type: !5)
!87 = !DILocation(line: 0, scope: !79)
!88 = !DILocation(line: 27, column: 3, scope: !89)
!89 = distinct !DILexicalBlock(scope: !79, file: !3, line: 27, column: 3)
!90 = !DILocation(line: 28, column: 24, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 27, column: 27)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 27, column: 3)
!93 = !DILocation(line: 28, column: 13, scope: !91)
!94 = !DILocation(line: 28, column: 5, scope: !91)
!95 = !DILocation(line: 28, column: 11, scope: !91)
!96 = !DILocation(line: 29, column: 24, scope: !91)
!97 = !DILocation(line: 29, column: 13, scope: !91)
!98 = !DILocation(line: 29, column: 5, scope: !91)
!99 = !DILocation(line: 29, column: 11, scope: !91)
!100 = !DILocation(line: 30, column: 30, scope: !91)
!101 = !DILocation(line: 30, column: 19, scope: !91)
!102 = !DILocation(line: 30, column: 17, scope: !91)
!103 = !DILocation(line: 30, column: 5, scope: !91)
!104 = !DILocation(line: 30, column: 11, scope: !91)
!105 = !DILocation(line: 31, column: 19, scope: !91)
!106 = !DILocation(line: 31, column: 17, scope: !91)
!107 = !DILocation(line: 31, column: 5, scope: !91)
!108 = !DILocation(line: 31, column: 11, scope: !91)
!109 = !DILocation(line: 32, column: 5, scope: !110)
!110 = distinct !DILexicalBlock(scope: !91, file: !3, line: 32, column: 5)
!111 = !DILocation(line: 32, column: 25, scope: !112)
!112 = distinct !DILexicalBlock(scope: !110, file: !3, line: 32, column: 5)
!113 = !DILocation(line: 33, column: 29, scope: !112)
!114 = !DILocation(line: 33, column: 34, scope: !112)
!115 = !DILocation(line: 33, column: 17, scope: !112)
!116 = !DILocation(line: 33, column: 39, scope: !112)
!117 = !DILocation(line: 33, column: 15, scope: !112)
!118 = distinct !{!118, !109, !119, !54, !120}
!119 = !DILocation(line: 33, column: 41, scope: !110)
!120 = !{!"llvm.loop.isvectorized", i32 1}
!121 = !DILocation(line: 27, column: 17, scope: !92)
!122 = distinct !{!122, !88, !123, !54}
!123 = !DILocation(line: 34, column: 3, scope: !89)
!124 = !DILocation(line: 35, column: 3, scope: !79)
!125 = !DILocation(line: 36, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !79, file: !3, line: 36, column: 3)
!127 = !DILocation(line: 37, column: 10, scope: !128)
!128 = distinct !DILexicalBlock(scope: !126, file: !3, line: 36, column: 3)
!129 = !DILocation(line: 37, column: 18, scope: !128)
!130 = !DILocation(line: 37, column: 16, scope: !128)
!131 = !DILocation(line: 37, column: 7, scope: !128)
!132 = !DILocation(line: 36, column: 23, scope: !128)
!133 = !DILocation(line: 36, column: 17, scope: !128)
!134 = distinct !{!134, !125, !135, !54}
!135 = !DILocation(line: 37, column: 22, scope: !126)
!136 = !DILocation(line: 38, column: 12, scope: !79)
!137 = !DILocation(line: 39, column: 3, scope: !79)
