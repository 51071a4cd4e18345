; ModuleID = 'dot.c'
source_filename = "dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [200000 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local double @kernel_dot(i32 noundef %n, double* nocapture noundef readonly %x, double* nocapture noundef readonly %y, double* nocapture noundef writeonly %sum) local_unnamed_addr #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !29, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %x, metadata !30, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %y, metadata !31, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %sum, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  %cmp15 = icmp sgt i32 %n, 0, !dbg !37
  br i1 %cmp15, label %for.body.preheader, label %for.end, !dbg !40

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !37
  %0 = add nsw i64 %wide.trip.count, -1, !dbg !40
  %xtraiter = and i64 %wide.trip.count, 3, !dbg !40
  %1 = icmp ult i64 %0, 3, !dbg !40
  br i1 %1, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !40

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292, !dbg !40
  br label %for.body, !dbg !40

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.018 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %add.3, %for.body ]
  %d.017 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %13, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  call void @llvm.dbg.value(metadata double %s.018, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %d.017, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx = getelementptr inbounds double, double* %x, i64 %indvars.iv, !dbg !41
  %2 = load double, double* %arrayidx, align 8, !dbg !41, !tbaa !43
  %arrayidx2 = getelementptr inbounds double, double* %y, i64 %indvars.iv, !dbg !47
  %3 = load double, double* %arrayidx2, align 8, !dbg !47, !tbaa !43
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %3, double %d.017), !dbg !48
  call void @llvm.dbg.value(metadata double %4, metadata !34, metadata !DIExpression()), !dbg !36
  %add = fadd double %s.018, %2, !dbg !49
  call void @llvm.dbg.value(metadata double %add, metadata !35, metadata !DIExpression()), !dbg !36
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %add, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %4, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx.1 = getelementptr inbounds double, double* %x, i64 %indvars.iv.next, !dbg !41
  %5 = load double, double* %arrayidx.1, align 8, !dbg !41, !tbaa !43
  %arrayidx2.1 = getelementptr inbounds double, double* %y, i64 %indvars.iv.next, !dbg !47
  %6 = load double, double* %arrayidx2.1, align 8, !dbg !47, !tbaa !43
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %6, double %4), !dbg !48
  call void @llvm.dbg.value(metadata double %7, metadata !34, metadata !DIExpression()), !dbg !36
  %add.1 = fadd double %add, %5, !dbg !49
  call void @llvm.dbg.value(metadata double %add.1, metadata !35, metadata !DIExpression()), !dbg !36
  %indvars.iv.next.1 = or i64 %indvars.iv, 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %add.1, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %7, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx.2 = getelementptr inbounds double, double* %x, i64 %indvars.iv.next.1, !dbg !41
  %8 = load double, double* %arrayidx.2, align 8, !dbg !41, !tbaa !43
  %arrayidx2.2 = getelementptr inbounds double, double* %y, i64 %indvars.iv.next.1, !dbg !47
  %9 = load double, double* %arrayidx2.2, align 8, !dbg !47, !tbaa !43
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %9, double %7), !dbg !48
  call void @llvm.dbg.value(metadata double %10, metadata !34, metadata !DIExpression()), !dbg !36
  %add.2 = fadd double %add.1, %8, !dbg !49
  call void @llvm.dbg.value(metadata double %add.2, metadata !35, metadata !DIExpression()), !dbg !36
  %indvars.iv.next.2 = or i64 %indvars.iv, 3, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %add.2, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %10, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx.3 = getelementptr inbounds double, double* %x, i64 %indvars.iv.next.2, !dbg !41
  %11 = load double, double* %arrayidx.3, align 8, !dbg !41, !tbaa !43
  %arrayidx2.3 = getelementptr inbounds double, double* %y, i64 %indvars.iv.next.2, !dbg !47
  %12 = load double, double* %arrayidx2.3, align 8, !dbg !47, !tbaa !43
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %12, double %10), !dbg !48
  call void @llvm.dbg.value(metadata double %13, metadata !34, metadata !DIExpression()), !dbg !36
  %add.3 = fadd double %add.2, %11, !dbg !49
  call void @llvm.dbg.value(metadata double %add.3, metadata !35, metadata !DIExpression()), !dbg !36
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !33, metadata !DIExpression()), !dbg !36
  %niter.next.3 = add i64 %niter, 4, !dbg !40
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !40
  br i1 %niter.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.body, !dbg !40, !llvm.loop !51

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %.lcssa.ph = phi double [ undef, %for.body.preheader ], [ %13, %for.body ]
  %add.lcssa.ph = phi double [ undef, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.018.unr = phi double [ 0.000000e+00, %for.body.preheader ], [ %add.3, %for.body ]
  %d.017.unr = phi double [ 0.000000e+00, %for.body.preheader ], [ %13, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !40
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil, !dbg !40

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.end.loopexit.unr-lcssa ]
  %s.018.epil = phi double [ %add.epil, %for.body.epil ], [ %s.018.unr, %for.end.loopexit.unr-lcssa ]
  %d.017.epil = phi double [ %16, %for.body.epil ], [ %d.017.unr, %for.end.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.end.loopexit.unr-lcssa ]
  call void @llvm.dbg.value(metadata double %s.018.epil, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %d.017.epil, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.epil, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx.epil = getelementptr inbounds double, double* %x, i64 %indvars.iv.epil, !dbg !41
  %14 = load double, double* %arrayidx.epil, align 8, !dbg !41, !tbaa !43
  %arrayidx2.epil = getelementptr inbounds double, double* %y, i64 %indvars.iv.epil, !dbg !47
  %15 = load double, double* %arrayidx2.epil, align 8, !dbg !47, !tbaa !43
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %15, double %d.017.epil), !dbg !48
  call void @llvm.dbg.value(metadata double %16, metadata !34, metadata !DIExpression()), !dbg !36
  %add.epil = fadd double %s.018.epil, %14, !dbg !49
  call void @llvm.dbg.value(metadata double %add.epil, metadata !35, metadata !DIExpression()), !dbg !36
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.epil, metadata !33, metadata !DIExpression()), !dbg !36
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !40
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !40
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !dbg !40, !llvm.loop !54

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %entry
  %d.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %16, %for.body.epil ], !dbg !36
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ], !dbg !36
  store double %s.0.lcssa, double* %sum, align 8, !dbg !56, !tbaa !43
  ret double %d.0.lcssa, !dbg !57
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !58 {
entry:
  %s = alloca double, align 8
  %0 = bitcast double* %s to i8*, !dbg !65
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #5, !dbg !65
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !63, metadata !DIExpression()), !dbg !66
  store double 0.000000e+00, double* %s, align 8, !dbg !67, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !66
  br label %vector.body, !dbg !68

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !70
  %vec.ind15 = phi <2 x i32> [ <i32 0, i32 1>, %entry ], [ %vec.ind.next16, %vector.body ], !dbg !72
  %vec.ind17 = phi <2 x i32> [ <i32 0, i32 1>, %entry ], [ %vec.ind.next18, %vector.body ], !dbg !74
  %1 = and <2 x i32> %vec.ind15, <i32 15, i32 15>, !dbg !72
  %2 = sitofp <2 x i32> %1 to <2 x double>, !dbg !75
  %3 = fmul <2 x double> %2, <double 6.250000e-02, double 6.250000e-02>, !dbg !76
  %4 = getelementptr inbounds [200000 x double], [200000 x double]* @X, i64 0, i64 %index, !dbg !70
  %5 = bitcast double* %4 to <2 x double>*, !dbg !77
  store <2 x double> %3, <2 x double>* %5, align 16, !dbg !77, !tbaa !43
  %6 = mul <2 x i32> %vec.ind17, <i32 5, i32 5>, !dbg !74
  %7 = urem <2 x i32> %6, <i32 11, i32 11>, !dbg !74
  %8 = add nsw <2 x i32> %7, <i32 -5, i32 -5>, !dbg !78
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !78
  %10 = getelementptr inbounds [200000 x double], [200000 x double]* @Y, i64 0, i64 %index, !dbg !70
  %11 = bitcast double* %10 to <2 x double>*, !dbg !79
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !79, !tbaa !43
  %index.next = add nuw i64 %index, 2, !dbg !70
  %vec.ind.next16 = add <2 x i32> %vec.ind15, <i32 2, i32 2>, !dbg !72
  %vec.ind.next18 = add <2 x i32> %vec.ind17, <i32 2, i32 2>, !dbg !74
  %12 = icmp eq i64 %index.next, 200000, !dbg !70
  br i1 %12, label %for.end, label %vector.body, !dbg !70, !llvm.loop !80

for.end:                                          ; preds = %vector.body
  call void @llvm.dbg.value(metadata double* %s, metadata !63, metadata !DIExpression(DW_OP_deref)), !dbg !66
  %call = call double @kernel_dot(i32 noundef 200000, double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @Y, i64 0, i64 0), double* noundef nonnull %s), !dbg !83
  call void @llvm.dbg.value(metadata double %call, metadata !64, metadata !DIExpression()), !dbg !66
  %13 = load double, double* %s, align 8, !dbg !84, !tbaa !43
  call void @llvm.dbg.value(metadata double %13, metadata !63, metadata !DIExpression()), !dbg !66
  %add = fadd double %call, %13, !dbg !85
  store double %add, double* @checksum, align 8, !dbg !86, !tbaa !43
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #5, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dot.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel_dot", scope: !3, file: !3, line: 12, type: !22, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !24, !25, !25, !27}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!28 = !{!29, !30, !31, !32, !33, !34, !35}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !21, file: !3, line: 12, type: !24)
!30 = !DILocalVariable(name: "x", arg: 2, scope: !21, file: !3, line: 12, type: !25)
!31 = !DILocalVariable(name: "y", arg: 3, scope: !21, file: !3, line: 13, type: !25)
!32 = !DILocalVariable(name: "sum", arg: 4, scope: !21, file: !3, line: 13, type: !27)
!33 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 15, type: !24)
!34 = !DILocalVariable(name: "d", scope: !21, file: !3, line: 16, type: !5)
!35 = !DILocalVariable(name: "s", scope: !21, file: !3, line: 16, type: !5)
!36 = !DILocation(line: 0, scope: !21)
!37 = !DILocation(line: 17, column: 17, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 17, column: 3)
!39 = distinct !DILexicalBlock(scope: !21, file: !3, line: 17, column: 3)
!40 = !DILocation(line: 17, column: 3, scope: !39)
!41 = !DILocation(line: 18, column: 10, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 17, column: 27)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 18, column: 17, scope: !42)
!48 = !DILocation(line: 18, column: 7, scope: !42)
!49 = !DILocation(line: 19, column: 7, scope: !42)
!50 = !DILocation(line: 17, column: 23, scope: !38)
!51 = distinct !{!51, !40, !52, !53}
!52 = !DILocation(line: 20, column: 3, scope: !39)
!53 = !{!"llvm.loop.mustprogress"}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 21, column: 8, scope: !21)
!57 = !DILocation(line: 22, column: 3, scope: !21)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !59, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!24}
!61 = !{!62, !63, !64}
!62 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 27, type: !24)
!63 = !DILocalVariable(name: "s", scope: !58, file: !3, line: 28, type: !5)
!64 = !DILocalVariable(name: "d", scope: !58, file: !3, line: 28, type: !5)
!65 = !DILocation(line: 28, column: 3, scope: !58)
!66 = !DILocation(line: 0, scope: !58)
!67 = !DILocation(line: 28, column: 10, scope: !58)
!68 = !DILocation(line: 29, column: 3, scope: !69)
!69 = distinct !DILexicalBlock(scope: !58, file: !3, line: 29, column: 3)
!70 = !DILocation(line: 29, column: 23, scope: !71)
!71 = distinct !DILexicalBlock(scope: !69, file: !3, line: 29, column: 3)
!72 = !DILocation(line: 30, column: 23, scope: !73)
!73 = distinct !DILexicalBlock(scope: !71, file: !3, line: 29, column: 27)
!74 = !DILocation(line: 31, column: 29, scope: !73)
!75 = !DILocation(line: 30, column: 12, scope: !73)
!76 = !DILocation(line: 30, column: 29, scope: !73)
!77 = !DILocation(line: 30, column: 10, scope: !73)
!78 = !DILocation(line: 31, column: 35, scope: !73)
!79 = !DILocation(line: 31, column: 10, scope: !73)
!80 = distinct !{!80, !68, !81, !53, !82}
!81 = !DILocation(line: 32, column: 3, scope: !69)
!82 = !{!"llvm.loop.isvectorized", i32 1}
!83 = !DILocation(line: 33, column: 7, scope: !58)
!84 = !DILocation(line: 34, column: 18, scope: !58)
!85 = !DILocation(line: 34, column: 16, scope: !58)
!86 = !DILocation(line: 34, column: 12, scope: !58)
!87 = !DILocation(line: 36, column: 1, scope: !58)
!88 = !DILocation(line: 35, column: 3, scope: !58)
