; ModuleID = 'colwalk_memalign.c'
source_filename = "colwalk_memalign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  %1 = alloca i8*, align 8
  %2 = alloca i8*, align 8
  call void @llvm.dbg.value(metadata i32 60, metadata !19, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 80, metadata !20, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 60, metadata !28, metadata !DIExpression()) #8, !dbg !35
  call void @llvm.dbg.value(metadata i32 80, metadata !33, metadata !DIExpression()) #8, !dbg !35
  %3 = bitcast i8** %2 to i8*, !dbg !37
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #8, !dbg !37
  call void @llvm.dbg.value(metadata i8* null, metadata !34, metadata !DIExpression()) #8, !dbg !35
  store i8* null, i8** %2, align 8, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i8** %2, metadata !34, metadata !DIExpression(DW_OP_deref)) #8, !dbg !35
  %4 = call i32 @posix_memalign(i8** noundef nonnull %2, i64 noundef 4096, i64 noundef 38400) #8, !dbg !43
  %5 = icmp eq i32 %4, 0, !dbg !45
  br i1 %5, label %9, label %6, !dbg !46

6:                                                ; preds = %0
  %7 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !47, !tbaa !39
  %8 = call i64 @fwrite(i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i64 14, i64 1, %struct._IO_FILE* %7) #9, !dbg !49
  call void @exit(i32 noundef 1) #10, !dbg !50
  unreachable, !dbg !50

9:                                                ; preds = %0
  %10 = bitcast i8** %2 to double**, !dbg !51
  %11 = load double*, double** %10, align 8, !dbg !51, !tbaa !39
  call void @llvm.dbg.value(metadata i8* undef, metadata !34, metadata !DIExpression()) #8, !dbg !35
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #8, !dbg !52
  call void @llvm.dbg.value(metadata double* %11, metadata !21, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 60, metadata !28, metadata !DIExpression()) #8, !dbg !53
  call void @llvm.dbg.value(metadata i32 80, metadata !33, metadata !DIExpression()) #8, !dbg !53
  %12 = bitcast i8** %1 to i8*, !dbg !55
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #8, !dbg !55
  call void @llvm.dbg.value(metadata i8* null, metadata !34, metadata !DIExpression()) #8, !dbg !53
  store i8* null, i8** %1, align 8, !dbg !56, !tbaa !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !34, metadata !DIExpression(DW_OP_deref)) #8, !dbg !53
  %13 = call i32 @posix_memalign(i8** noundef nonnull %1, i64 noundef 4096, i64 noundef 38400) #8, !dbg !57
  %14 = icmp eq i32 %13, 0, !dbg !58
  br i1 %14, label %18, label %15, !dbg !59

15:                                               ; preds = %9
  %16 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !60, !tbaa !39
  %17 = call i64 @fwrite(i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i64 14, i64 1, %struct._IO_FILE* %16) #9, !dbg !61
  call void @exit(i32 noundef 1) #10, !dbg !62
  unreachable, !dbg !62

18:                                               ; preds = %9
  %19 = bitcast i8** %1 to double**, !dbg !63
  %20 = load double*, double** %19, align 8, !dbg !63, !tbaa !39
  call void @llvm.dbg.value(metadata i8* undef, metadata !34, metadata !DIExpression()) #8, !dbg !53
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #8, !dbg !64
  call void @llvm.dbg.value(metadata double* %20, metadata !24, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !65
  %21 = getelementptr double, double* %11, i64 4800, !dbg !66
  %22 = getelementptr double, double* %20, i64 4800, !dbg !66
  %23 = icmp ult double* %11, %22, !dbg !66
  %24 = icmp ult double* %20, %21, !dbg !66
  %25 = and i1 %23, %24, !dbg !66
  br i1 %25, label %112, label %26, !dbg !66

26:                                               ; preds = %18, %26
  %27 = phi i64 [ %37, %26 ], [ 0, %18 ], !dbg !67
  %28 = phi <2 x i16> [ %38, %26 ], [ <i16 0, i16 1>, %18 ], !dbg !69
  %29 = urem <2 x i16> %28, <i16 7, i16 7>, !dbg !69
  %30 = uitofp <2 x i16> %29 to <2 x double>, !dbg !71
  %31 = getelementptr inbounds double, double* %11, i64 %27, !dbg !67
  %32 = bitcast double* %31 to <2 x double>*, !dbg !72
  store <2 x double> %30, <2 x double>* %32, align 8, !dbg !72, !tbaa !73, !alias.scope !75, !noalias !78
  %33 = urem <2 x i16> %28, <i16 5, i16 5>, !dbg !80
  %34 = uitofp <2 x i16> %33 to <2 x double>, !dbg !81
  %35 = getelementptr inbounds double, double* %20, i64 %27, !dbg !67
  %36 = bitcast double* %35 to <2 x double>*, !dbg !82
  store <2 x double> %34, <2 x double>* %36, align 8, !dbg !82, !tbaa !73, !alias.scope !78
  %37 = add nuw i64 %27, 2, !dbg !67
  %38 = add <2 x i16> %28, <i16 2, i16 2>, !dbg !69
  %39 = icmp eq i64 %37, 4800, !dbg !67
  br i1 %39, label %40, label %26, !dbg !67, !llvm.loop !83

40:                                               ; preds = %26, %112
  br label %41, !dbg !87

41:                                               ; preds = %40, %46
  %42 = phi i64 [ %47, %46 ], [ 0, %40 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !97, metadata !DIExpression()) #8, !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #8, !dbg !110
  %43 = icmp eq i64 %42, 0, !dbg !111
  br i1 %43, label %46, label %44, !dbg !112

44:                                               ; preds = %41, %82
  %45 = phi i64 [ %83, %82 ], [ 0, %41 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !98, metadata !DIExpression()) #8, !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()) #8, !dbg !113
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !101, metadata !DIExpression()) #8, !dbg !114
  br label %51, !dbg !115

46:                                               ; preds = %82, %41
  %47 = add nuw nsw i64 %42, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %47, metadata !97, metadata !DIExpression()) #8, !dbg !109
  %48 = icmp eq i64 %47, 80, !dbg !117
  br i1 %48, label %106, label %41, !dbg !87, !llvm.loop !118

49:                                               ; preds = %51
  %50 = fneg double %79
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()) #8, !dbg !120
  br label %85, !dbg !121

51:                                               ; preds = %51, %44
  %52 = phi i64 [ 0, %44 ], [ %80, %51 ]
  %53 = phi double [ 0.000000e+00, %44 ], [ %79, %51 ]
  call void @llvm.dbg.value(metadata i64 %52, metadata !104, metadata !DIExpression()) #8, !dbg !113
  call void @llvm.dbg.value(metadata double %53, metadata !101, metadata !DIExpression()) #8, !dbg !114
  %54 = mul nuw nsw i64 %52, 80, !dbg !122
  %55 = add nuw nsw i64 %54, %45, !dbg !124
  %56 = getelementptr inbounds double, double* %20, i64 %55, !dbg !125
  %57 = load double, double* %56, align 8, !dbg !125, !tbaa !73
  %58 = add nuw nsw i64 %54, %42, !dbg !126
  %59 = getelementptr inbounds double, double* %11, i64 %58, !dbg !127
  %60 = load double, double* %59, align 8, !dbg !127, !tbaa !73
  %61 = call double @llvm.fmuladd.f64(double %57, double %60, double %53) #8, !dbg !128
  call void @llvm.dbg.value(metadata double %61, metadata !101, metadata !DIExpression()) #8, !dbg !114
  call void @llvm.dbg.value(metadata i64 %52, metadata !104, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !113
  call void @llvm.dbg.value(metadata i64 %52, metadata !104, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !113
  call void @llvm.dbg.value(metadata double %61, metadata !101, metadata !DIExpression()) #8, !dbg !114
  %62 = mul i64 %52, 80, !dbg !122
  %63 = add i64 %62, 80, !dbg !122
  %64 = add nuw nsw i64 %63, %45, !dbg !124
  %65 = getelementptr inbounds double, double* %20, i64 %64, !dbg !125
  %66 = load double, double* %65, align 8, !dbg !125, !tbaa !73
  %67 = add nuw nsw i64 %63, %42, !dbg !126
  %68 = getelementptr inbounds double, double* %11, i64 %67, !dbg !127
  %69 = load double, double* %68, align 8, !dbg !127, !tbaa !73
  %70 = call double @llvm.fmuladd.f64(double %66, double %69, double %61) #8, !dbg !128
  call void @llvm.dbg.value(metadata double %70, metadata !101, metadata !DIExpression()) #8, !dbg !114
  call void @llvm.dbg.value(metadata i64 %52, metadata !104, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #8, !dbg !113
  call void @llvm.dbg.value(metadata i64 %52, metadata !104, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #8, !dbg !113
  call void @llvm.dbg.value(metadata double %70, metadata !101, metadata !DIExpression()) #8, !dbg !114
  %71 = mul i64 %52, 80, !dbg !122
  %72 = add i64 %71, 160, !dbg !122
  %73 = add nuw nsw i64 %72, %45, !dbg !124
  %74 = getelementptr inbounds double, double* %20, i64 %73, !dbg !125
  %75 = load double, double* %74, align 8, !dbg !125, !tbaa !73
  %76 = add nuw nsw i64 %72, %42, !dbg !126
  %77 = getelementptr inbounds double, double* %11, i64 %76, !dbg !127
  %78 = load double, double* %77, align 8, !dbg !127, !tbaa !73
  %79 = call double @llvm.fmuladd.f64(double %75, double %78, double %70) #8, !dbg !128
  call void @llvm.dbg.value(metadata double %79, metadata !101, metadata !DIExpression()) #8, !dbg !114
  %80 = add nuw nsw i64 %52, 3, !dbg !129
  call void @llvm.dbg.value(metadata i64 %80, metadata !104, metadata !DIExpression()) #8, !dbg !113
  %81 = icmp eq i64 %80, 60, !dbg !130
  br i1 %81, label %49, label %51, !dbg !115, !llvm.loop !131

82:                                               ; preds = %85
  %83 = add nuw nsw i64 %45, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %83, metadata !98, metadata !DIExpression()) #8, !dbg !110
  %84 = icmp eq i64 %83, %42, !dbg !111
  br i1 %84, label %46, label %44, !dbg !112, !llvm.loop !134

85:                                               ; preds = %85, %49
  %86 = phi i64 [ 0, %49 ], [ %104, %85 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !106, metadata !DIExpression()) #8, !dbg !120
  %87 = mul nuw nsw i64 %86, 80, !dbg !136
  %88 = add nuw nsw i64 %87, %45, !dbg !138
  %89 = getelementptr inbounds double, double* %20, i64 %88, !dbg !139
  %90 = load double, double* %89, align 8, !dbg !139, !tbaa !73
  %91 = add nuw nsw i64 %87, %42, !dbg !140
  %92 = getelementptr inbounds double, double* %11, i64 %91, !dbg !141
  %93 = load double, double* %92, align 8, !dbg !142, !tbaa !73
  %94 = call double @llvm.fmuladd.f64(double %50, double %90, double %93) #8, !dbg !142
  store double %94, double* %92, align 8, !dbg !142, !tbaa !73
  %95 = or i64 %86, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %95, metadata !106, metadata !DIExpression()) #8, !dbg !120
  call void @llvm.dbg.value(metadata i64 %95, metadata !106, metadata !DIExpression()) #8, !dbg !120
  %96 = mul nuw nsw i64 %95, 80, !dbg !136
  %97 = add nuw nsw i64 %96, %45, !dbg !138
  %98 = getelementptr inbounds double, double* %20, i64 %97, !dbg !139
  %99 = load double, double* %98, align 8, !dbg !139, !tbaa !73
  %100 = add nuw nsw i64 %96, %42, !dbg !140
  %101 = getelementptr inbounds double, double* %11, i64 %100, !dbg !141
  %102 = load double, double* %101, align 8, !dbg !142, !tbaa !73
  %103 = call double @llvm.fmuladd.f64(double %50, double %99, double %102) #8, !dbg !142
  store double %103, double* %101, align 8, !dbg !142, !tbaa !73
  %104 = add nuw nsw i64 %86, 2, !dbg !143
  call void @llvm.dbg.value(metadata i64 %104, metadata !106, metadata !DIExpression()) #8, !dbg !120
  %105 = icmp eq i64 %104, 60, !dbg !144
  br i1 %105, label %82, label %85, !dbg !121, !llvm.loop !145

106:                                              ; preds = %46
  %107 = getelementptr inbounds double, double* %11, i64 4799, !dbg !147
  %108 = load double, double* %107, align 8, !dbg !147, !tbaa !73
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %108), !dbg !148
  %110 = bitcast double* %11 to i8*, !dbg !149
  call void @free(i8* noundef %110) #8, !dbg !150
  %111 = bitcast double* %20 to i8*, !dbg !151
  call void @free(i8* noundef %111) #8, !dbg !152
  ret i32 0, !dbg !153

112:                                              ; preds = %18, %112
  %113 = phi i64 [ %121, %112 ], [ 0, %18 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !25, metadata !DIExpression()), !dbg !65
  %114 = trunc i64 %113 to i16, !dbg !69
  %115 = urem i16 %114, 7, !dbg !69
  %116 = uitofp i16 %115 to double, !dbg !71
  %117 = getelementptr inbounds double, double* %11, i64 %113, !dbg !154
  store double %116, double* %117, align 8, !dbg !72, !tbaa !73
  %118 = urem i16 %114, 5, !dbg !80
  %119 = uitofp i16 %118 to double, !dbg !81
  %120 = getelementptr inbounds double, double* %20, i64 %113, !dbg !155
  store double %119, double* %120, align 8, !dbg !82, !tbaa !73
  %121 = add nuw nsw i64 %113, 1, !dbg !67
  call void @llvm.dbg.value(metadata i64 %121, metadata !25, metadata !DIExpression()), !dbg !65
  %122 = icmp eq i64 %121, 4800, !dbg !156
  br i1 %122, label %40, label %112, !dbg !66, !llvm.loop !157
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !158 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { cold nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "colwalk_memalign.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0034daf3103d0351821639d0e0fc6b99")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !15, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !20, !21, !24, !25}
!19 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 32, type: !17)
!20 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 32, type: !17)
!21 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 33, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DILocalVariable(name: "q", scope: !14, file: !1, line: 33, type: !22)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 34, type: !17)
!26 = distinct !DILexicalBlock(scope: !14, file: !1, line: 34, column: 3)
!27 = !DILocation(line: 0, scope: !14)
!28 = !DILocalVariable(name: "rows", arg: 1, scope: !29, file: !1, line: 11, type: !17)
!29 = distinct !DISubprogram(name: "alloc_matrix", scope: !1, file: !1, line: 11, type: !30, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!22, !17, !17}
!32 = !{!28, !33, !34}
!33 = !DILocalVariable(name: "cols", arg: 2, scope: !29, file: !1, line: 11, type: !17)
!34 = !DILocalVariable(name: "r", scope: !29, file: !1, line: 12, type: !3)
!35 = !DILocation(line: 0, scope: !29, inlinedAt: !36)
!36 = distinct !DILocation(line: 33, column: 15, scope: !14)
!37 = !DILocation(line: 12, column: 3, scope: !29, inlinedAt: !36)
!38 = !DILocation(line: 12, column: 9, scope: !29, inlinedAt: !36)
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 13, column: 7, scope: !44, inlinedAt: !36)
!44 = distinct !DILexicalBlock(scope: !29, file: !1, line: 13, column: 7)
!45 = !DILocation(line: 13, column: 70, scope: !44, inlinedAt: !36)
!46 = !DILocation(line: 13, column: 7, scope: !29, inlinedAt: !36)
!47 = !DILocation(line: 14, column: 13, scope: !48, inlinedAt: !36)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 13, column: 76)
!49 = !DILocation(line: 14, column: 5, scope: !48, inlinedAt: !36)
!50 = !DILocation(line: 15, column: 5, scope: !48, inlinedAt: !36)
!51 = !DILocation(line: 17, column: 10, scope: !29, inlinedAt: !36)
!52 = !DILocation(line: 18, column: 1, scope: !29, inlinedAt: !36)
!53 = !DILocation(line: 0, scope: !29, inlinedAt: !54)
!54 = distinct !DILocation(line: 33, column: 40, scope: !14)
!55 = !DILocation(line: 12, column: 3, scope: !29, inlinedAt: !54)
!56 = !DILocation(line: 12, column: 9, scope: !29, inlinedAt: !54)
!57 = !DILocation(line: 13, column: 7, scope: !44, inlinedAt: !54)
!58 = !DILocation(line: 13, column: 70, scope: !44, inlinedAt: !54)
!59 = !DILocation(line: 13, column: 7, scope: !29, inlinedAt: !54)
!60 = !DILocation(line: 14, column: 13, scope: !48, inlinedAt: !54)
!61 = !DILocation(line: 14, column: 5, scope: !48, inlinedAt: !54)
!62 = !DILocation(line: 15, column: 5, scope: !48, inlinedAt: !54)
!63 = !DILocation(line: 17, column: 10, scope: !29, inlinedAt: !54)
!64 = !DILocation(line: 18, column: 1, scope: !29, inlinedAt: !54)
!65 = !DILocation(line: 0, scope: !26)
!66 = !DILocation(line: 34, column: 3, scope: !26)
!67 = !DILocation(line: 34, column: 31, scope: !68)
!68 = distinct !DILexicalBlock(scope: !26, file: !1, line: 34, column: 3)
!69 = !DILocation(line: 35, column: 14, scope: !70)
!70 = distinct !DILexicalBlock(scope: !68, file: !1, line: 34, column: 35)
!71 = !DILocation(line: 35, column: 12, scope: !70)
!72 = !DILocation(line: 35, column: 10, scope: !70)
!73 = !{!74, !74, i64 0}
!74 = !{!"double", !41, i64 0}
!75 = !{!76}
!76 = distinct !{!76, !77}
!77 = distinct !{!77, !"LVerDomain"}
!78 = !{!79}
!79 = distinct !{!79, !77}
!80 = !DILocation(line: 36, column: 14, scope: !70)
!81 = !DILocation(line: 36, column: 12, scope: !70)
!82 = !DILocation(line: 36, column: 10, scope: !70)
!83 = distinct !{!83, !66, !84, !85, !86}
!84 = !DILocation(line: 37, column: 3, scope: !26)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !DILocation(line: 21, column: 3, scope: !88, inlinedAt: !108)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 21, column: 3)
!89 = distinct !DISubprogram(name: "colwalk", scope: !1, file: !1, line: 20, type: !90, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !17, !17, !22, !22}
!92 = !{!93, !94, !95, !96, !97, !98, !101, !104, !106}
!93 = !DILocalVariable(name: "m", arg: 1, scope: !89, file: !1, line: 20, type: !17)
!94 = !DILocalVariable(name: "n", arg: 2, scope: !89, file: !1, line: 20, type: !17)
!95 = !DILocalVariable(name: "a", arg: 3, scope: !89, file: !1, line: 20, type: !22)
!96 = !DILocalVariable(name: "q", arg: 4, scope: !89, file: !1, line: 20, type: !22)
!97 = !DILocalVariable(name: "j", scope: !88, file: !1, line: 21, type: !17)
!98 = !DILocalVariable(name: "k", scope: !99, file: !1, line: 22, type: !17)
!99 = distinct !DILexicalBlock(scope: !100, file: !1, line: 22, column: 5)
!100 = distinct !DILexicalBlock(scope: !88, file: !1, line: 21, column: 3)
!101 = !DILocalVariable(name: "s", scope: !102, file: !1, line: 23, type: !23)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 22, column: 33)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 22, column: 5)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 24, type: !17)
!105 = distinct !DILexicalBlock(scope: !102, file: !1, line: 24, column: 7)
!106 = !DILocalVariable(name: "i", scope: !107, file: !1, line: 26, type: !17)
!107 = distinct !DILexicalBlock(scope: !102, file: !1, line: 26, column: 7)
!108 = distinct !DILocation(line: 38, column: 3, scope: !14)
!109 = !DILocation(line: 0, scope: !88, inlinedAt: !108)
!110 = !DILocation(line: 0, scope: !99, inlinedAt: !108)
!111 = !DILocation(line: 22, column: 23, scope: !103, inlinedAt: !108)
!112 = !DILocation(line: 22, column: 5, scope: !99, inlinedAt: !108)
!113 = !DILocation(line: 0, scope: !105, inlinedAt: !108)
!114 = !DILocation(line: 0, scope: !102, inlinedAt: !108)
!115 = !DILocation(line: 24, column: 7, scope: !105, inlinedAt: !108)
!116 = !DILocation(line: 21, column: 27, scope: !100, inlinedAt: !108)
!117 = !DILocation(line: 21, column: 21, scope: !100, inlinedAt: !108)
!118 = distinct !{!118, !87, !119, !85}
!119 = !DILocation(line: 28, column: 5, scope: !88, inlinedAt: !108)
!120 = !DILocation(line: 0, scope: !107, inlinedAt: !108)
!121 = !DILocation(line: 26, column: 7, scope: !107, inlinedAt: !108)
!122 = !DILocation(line: 25, column: 18, scope: !123, inlinedAt: !108)
!123 = distinct !DILexicalBlock(scope: !105, file: !1, line: 24, column: 7)
!124 = !DILocation(line: 25, column: 22, scope: !123, inlinedAt: !108)
!125 = !DILocation(line: 25, column: 14, scope: !123, inlinedAt: !108)
!126 = !DILocation(line: 25, column: 37, scope: !123, inlinedAt: !108)
!127 = !DILocation(line: 25, column: 29, scope: !123, inlinedAt: !108)
!128 = !DILocation(line: 25, column: 11, scope: !123, inlinedAt: !108)
!129 = !DILocation(line: 24, column: 31, scope: !123, inlinedAt: !108)
!130 = !DILocation(line: 24, column: 25, scope: !123, inlinedAt: !108)
!131 = distinct !{!131, !115, !132, !85}
!132 = !DILocation(line: 25, column: 40, scope: !105, inlinedAt: !108)
!133 = !DILocation(line: 22, column: 29, scope: !103, inlinedAt: !108)
!134 = distinct !{!134, !112, !135, !85}
!135 = !DILocation(line: 28, column: 5, scope: !99, inlinedAt: !108)
!136 = !DILocation(line: 27, column: 33, scope: !137, inlinedAt: !108)
!137 = distinct !DILexicalBlock(scope: !107, file: !1, line: 26, column: 7)
!138 = !DILocation(line: 27, column: 37, scope: !137, inlinedAt: !108)
!139 = !DILocation(line: 27, column: 29, scope: !137, inlinedAt: !108)
!140 = !DILocation(line: 27, column: 17, scope: !137, inlinedAt: !108)
!141 = !DILocation(line: 27, column: 9, scope: !137, inlinedAt: !108)
!142 = !DILocation(line: 27, column: 22, scope: !137, inlinedAt: !108)
!143 = !DILocation(line: 26, column: 31, scope: !137, inlinedAt: !108)
!144 = !DILocation(line: 26, column: 25, scope: !137, inlinedAt: !108)
!145 = distinct !{!145, !121, !146, !85}
!146 = !DILocation(line: 27, column: 40, scope: !107, inlinedAt: !108)
!147 = !DILocation(line: 39, column: 18, scope: !14)
!148 = !DILocation(line: 39, column: 3, scope: !14)
!149 = !DILocation(line: 40, column: 8, scope: !14)
!150 = !DILocation(line: 40, column: 3, scope: !14)
!151 = !DILocation(line: 41, column: 8, scope: !14)
!152 = !DILocation(line: 41, column: 3, scope: !14)
!153 = !DILocation(line: 42, column: 3, scope: !14)
!154 = !DILocation(line: 35, column: 5, scope: !70)
!155 = !DILocation(line: 36, column: 5, scope: !70)
!156 = !DILocation(line: 34, column: 21, scope: !68)
!157 = distinct !{!157, !66, !84, !85, !86}
!158 = !DISubprogram(name: "posix_memalign", scope: !159, file: !159, line: 599, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !163)
!159 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!160 = !DISubroutineType(types: !161)
!161 = !{!17, !162, !4, !4}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!163 = !{}
