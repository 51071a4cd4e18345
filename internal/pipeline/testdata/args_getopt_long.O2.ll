; ModuleID = 'args_getopt_long.c'
source_filename = "args_getopt_long.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.option = type { i8*, i32, i32*, i32 }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.config = type { i32, i32, i32 }

@.str = private unnamed_addr constant [14 x i8] c"n=%d reps=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@parse.longs = internal constant [4 x %struct.option] [%struct.option { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 1, i32* null, i32 110 }, %struct.option { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 1, i32* null, i32 114 }, %struct.option { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 0, i32* null, i32 118 }, %struct.option zeroinitializer], align 16, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"size\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"reps\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"verbose\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"n:r:v\00", align 1
@optarg = external local_unnamed_addr global i8*, align 8
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.6 = private unnamed_addr constant [38 x i8] c"usage: %s [--size N] [--reps R] [-v]\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !46 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !50, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8** %1, metadata !51, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 1000, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !62
  call void @llvm.dbg.value(metadata i32 2, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !62
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()) #8, !dbg !63
  call void @llvm.dbg.value(metadata i8** %1, metadata !22, metadata !DIExpression()) #8, !dbg !63
  call void @llvm.dbg.value(metadata %struct.config* undef, metadata !23, metadata !DIExpression()) #8, !dbg !63
  br label %3, !dbg !65

3:                                                ; preds = %10, %2
  %4 = phi i1 [ true, %2 ], [ false, %10 ]
  %5 = phi i32 [ 2, %2 ], [ %8, %10 ]
  %6 = phi i32 [ 1000, %2 ], [ %11, %10 ]
  br label %7, !dbg !65

7:                                                ; preds = %3, %17
  %8 = phi i32 [ %5, %3 ], [ %20, %17 ]
  %9 = phi i32 [ %6, %3 ], [ %11, %17 ]
  br label %10, !dbg !65

10:                                               ; preds = %7, %13
  %11 = phi i32 [ %16, %13 ], [ %9, %7 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %11, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !62
  call void @llvm.dbg.value(metadata i32 %8, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !62
  call void @llvm.dbg.value(metadata i32 undef, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !62
  %12 = tail call i32 @getopt_long(i32 noundef %0, i8** noundef %1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), %struct.option* noundef getelementptr inbounds ([4 x %struct.option], [4 x %struct.option]* @parse.longs, i64 0, i64 0), i32* noundef null) #8, !dbg !67
  call void @llvm.dbg.value(metadata i32 %12, metadata !24, metadata !DIExpression()) #8, !dbg !63
  switch i32 %12, label %21 [
    i32 -1, label %25
    i32 110, label %13
    i32 114, label %17
    i32 118, label %3
  ], !dbg !65, !llvm.loop !68

13:                                               ; preds = %10
  %14 = load i8*, i8** @optarg, align 8, !dbg !71, !tbaa !74
  call void @llvm.dbg.value(metadata i8* %14, metadata !78, metadata !DIExpression()) #8, !dbg !84
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #8, !dbg !86
  %16 = trunc i64 %15 to i32, !dbg !87
  call void @llvm.dbg.value(metadata i32 %16, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !62
  br label %10, !dbg !88, !llvm.loop !68

17:                                               ; preds = %10
  %18 = load i8*, i8** @optarg, align 8, !dbg !89, !tbaa !74
  call void @llvm.dbg.value(metadata i8* %18, metadata !78, metadata !DIExpression()) #8, !dbg !90
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #8, !dbg !92
  %20 = trunc i64 %19 to i32, !dbg !93
  call void @llvm.dbg.value(metadata i32 %20, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !62
  br label %7, !dbg !94, !llvm.loop !68

21:                                               ; preds = %10
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !95, !tbaa !74
  %23 = load i8*, i8** %1, align 8, !dbg !96, !tbaa !74
  %24 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %22, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i64 0, i64 0), i8* noundef %23) #9, !dbg !97
  tail call void @exit(i32 noundef 2) #10, !dbg !98
  unreachable, !dbg !98

25:                                               ; preds = %10
  %26 = sext i32 %11 to i64, !dbg !99
  %27 = tail call noalias i8* @calloc(i64 noundef %26, i64 noundef 8) #8, !dbg !100
  %28 = bitcast i8* %27 to double*, !dbg !100
  call void @llvm.dbg.value(metadata double* %28, metadata !53, metadata !DIExpression()), !dbg !62
  %29 = shl nsw i64 %26, 3, !dbg !101
  %30 = tail call noalias i8* @malloc(i64 noundef %29) #8, !dbg !102
  %31 = bitcast i8* %30 to double*, !dbg !102
  call void @llvm.dbg.value(metadata double* %31, metadata !56, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !103
  %32 = icmp sgt i32 %11, 0, !dbg !104
  br i1 %32, label %33, label %57, !dbg !106

33:                                               ; preds = %25
  %34 = zext i32 %11 to i64, !dbg !104
  %35 = icmp ult i32 %11, 4, !dbg !106
  br i1 %35, label %55, label %36, !dbg !106

36:                                               ; preds = %33
  %37 = and i64 %34, 4294967292, !dbg !106
  br label %38, !dbg !106

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %50, %38 ], !dbg !107
  %40 = phi <2 x i32> [ <i32 0, i32 1>, %36 ], [ %51, %38 ], !dbg !108
  %41 = add <2 x i32> %40, <i32 2, i32 2>, !dbg !108
  %42 = urem <2 x i32> %40, <i32 10, i32 10>, !dbg !108
  %43 = urem <2 x i32> %41, <i32 10, i32 10>, !dbg !108
  %44 = sitofp <2 x i32> %42 to <2 x double>, !dbg !109
  %45 = sitofp <2 x i32> %43 to <2 x double>, !dbg !109
  %46 = getelementptr inbounds double, double* %31, i64 %39, !dbg !107
  %47 = bitcast double* %46 to <2 x double>*, !dbg !110
  store <2 x double> %44, <2 x double>* %47, align 8, !dbg !110, !tbaa !111
  %48 = getelementptr inbounds double, double* %46, i64 2, !dbg !110
  %49 = bitcast double* %48 to <2 x double>*, !dbg !110
  store <2 x double> %45, <2 x double>* %49, align 8, !dbg !110, !tbaa !111
  %50 = add nuw i64 %39, 4, !dbg !107
  %51 = add <2 x i32> %40, <i32 4, i32 4>, !dbg !108
  %52 = icmp eq i64 %50, %37, !dbg !107
  br i1 %52, label %53, label %38, !dbg !107, !llvm.loop !113

53:                                               ; preds = %38
  %54 = icmp eq i64 %37, %34, !dbg !106
  br i1 %54, label %57, label %55, !dbg !106

55:                                               ; preds = %33, %53
  %56 = phi i64 [ 0, %33 ], [ %37, %53 ]
  br label %65, !dbg !106

57:                                               ; preds = %65, %53, %25
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !59, metadata !DIExpression()), !dbg !62
  %58 = icmp sgt i32 %8, 0, !dbg !117
  br i1 %58, label %59, label %73, !dbg !119

59:                                               ; preds = %57
  %60 = zext i32 %11 to i64
  %61 = and i64 %60, 1
  %62 = icmp eq i32 %11, 1
  %63 = and i64 %60, 4294967294
  %64 = icmp eq i64 %61, 0
  br label %75, !dbg !119

65:                                               ; preds = %55, %65
  %66 = phi i64 [ %71, %65 ], [ %56, %55 ]
  call void @llvm.dbg.value(metadata i64 %66, metadata !57, metadata !DIExpression()), !dbg !103
  %67 = trunc i64 %66 to i32, !dbg !108
  %68 = urem i32 %67, 10, !dbg !108
  %69 = sitofp i32 %68 to double, !dbg !109
  %70 = getelementptr inbounds double, double* %31, i64 %66, !dbg !120
  store double %69, double* %70, align 8, !dbg !110, !tbaa !111
  %71 = add nuw nsw i64 %66, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %71, metadata !57, metadata !DIExpression()), !dbg !103
  %72 = icmp eq i64 %71, %34, !dbg !104
  br i1 %72, label %57, label %65, !dbg !106, !llvm.loop !121

73:                                               ; preds = %110, %57
  %74 = phi double [ 0.000000e+00, %57 ], [ %112, %110 ], !dbg !62
  br i1 %4, label %117, label %115, !dbg !123

75:                                               ; preds = %59, %110
  %76 = phi i32 [ 0, %59 ], [ %113, %110 ]
  %77 = phi double [ 0.000000e+00, %59 ], [ %112, %110 ]
  call void @llvm.dbg.value(metadata i32 %76, metadata !60, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %77, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double* %28, metadata !124, metadata !DIExpression()) #8, !dbg !136
  call void @llvm.dbg.value(metadata double* %31, metadata !131, metadata !DIExpression()) #8, !dbg !136
  call void @llvm.dbg.value(metadata i32 %11, metadata !132, metadata !DIExpression()) #8, !dbg !136
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !133, metadata !DIExpression()) #8, !dbg !136
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()) #8, !dbg !138
  br i1 %32, label %78, label %110, !dbg !139

78:                                               ; preds = %75
  br i1 %62, label %99, label %79, !dbg !139

79:                                               ; preds = %78, %79
  %80 = phi i64 [ %96, %79 ], [ 0, %78 ]
  %81 = phi double [ %95, %79 ], [ 0.000000e+00, %78 ]
  %82 = phi i64 [ %97, %79 ], [ 0, %78 ]
  call void @llvm.dbg.value(metadata i64 %80, metadata !134, metadata !DIExpression()) #8, !dbg !138
  call void @llvm.dbg.value(metadata double %81, metadata !133, metadata !DIExpression()) #8, !dbg !136
  %83 = getelementptr inbounds double, double* %31, i64 %80, !dbg !140
  %84 = load double, double* %83, align 8, !dbg !140, !tbaa !111
  %85 = getelementptr inbounds double, double* %28, i64 %80, !dbg !143
  %86 = load double, double* %85, align 8, !dbg !144, !tbaa !111
  %87 = tail call double @llvm.fmuladd.f64(double %84, double 5.000000e-01, double %86) #8, !dbg !144
  store double %87, double* %85, align 8, !dbg !144, !tbaa !111
  %88 = fadd double %81, %87, !dbg !145
  call void @llvm.dbg.value(metadata double %88, metadata !133, metadata !DIExpression()) #8, !dbg !136
  %89 = or i64 %80, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %89, metadata !134, metadata !DIExpression()) #8, !dbg !138
  call void @llvm.dbg.value(metadata i64 %89, metadata !134, metadata !DIExpression()) #8, !dbg !138
  call void @llvm.dbg.value(metadata double %88, metadata !133, metadata !DIExpression()) #8, !dbg !136
  %90 = getelementptr inbounds double, double* %31, i64 %89, !dbg !140
  %91 = load double, double* %90, align 8, !dbg !140, !tbaa !111
  %92 = getelementptr inbounds double, double* %28, i64 %89, !dbg !143
  %93 = load double, double* %92, align 8, !dbg !144, !tbaa !111
  %94 = tail call double @llvm.fmuladd.f64(double %91, double 5.000000e-01, double %93) #8, !dbg !144
  store double %94, double* %92, align 8, !dbg !144, !tbaa !111
  %95 = fadd double %88, %94, !dbg !145
  call void @llvm.dbg.value(metadata double %95, metadata !133, metadata !DIExpression()) #8, !dbg !136
  %96 = add nuw nsw i64 %80, 2, !dbg !146
  call void @llvm.dbg.value(metadata i64 %96, metadata !134, metadata !DIExpression()) #8, !dbg !138
  %97 = add i64 %82, 2, !dbg !139
  %98 = icmp eq i64 %97, %63, !dbg !139
  br i1 %98, label %99, label %79, !dbg !139, !llvm.loop !147

99:                                               ; preds = %79, %78
  %100 = phi double [ undef, %78 ], [ %95, %79 ]
  %101 = phi i64 [ 0, %78 ], [ %96, %79 ]
  %102 = phi double [ 0.000000e+00, %78 ], [ %95, %79 ]
  br i1 %64, label %110, label %103, !dbg !139

103:                                              ; preds = %99
  call void @llvm.dbg.value(metadata i64 %101, metadata !134, metadata !DIExpression()) #8, !dbg !138
  call void @llvm.dbg.value(metadata double %102, metadata !133, metadata !DIExpression()) #8, !dbg !136
  %104 = getelementptr inbounds double, double* %31, i64 %101, !dbg !140
  %105 = load double, double* %104, align 8, !dbg !140, !tbaa !111
  %106 = getelementptr inbounds double, double* %28, i64 %101, !dbg !143
  %107 = load double, double* %106, align 8, !dbg !144, !tbaa !111
  %108 = tail call double @llvm.fmuladd.f64(double %105, double 5.000000e-01, double %107) #8, !dbg !144
  store double %108, double* %106, align 8, !dbg !144, !tbaa !111
  %109 = fadd double %102, %108, !dbg !145
  call void @llvm.dbg.value(metadata double %109, metadata !133, metadata !DIExpression()) #8, !dbg !136
  call void @llvm.dbg.value(metadata i64 %101, metadata !134, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !138
  br label %110, !dbg !149

110:                                              ; preds = %103, %99, %75
  %111 = phi double [ 0.000000e+00, %75 ], [ %100, %99 ], [ %109, %103 ], !dbg !136
  %112 = fadd double %77, %111, !dbg !149
  call void @llvm.dbg.value(metadata double %112, metadata !59, metadata !DIExpression()), !dbg !62
  %113 = add nuw nsw i32 %76, 1, !dbg !150
  call void @llvm.dbg.value(metadata i32 %113, metadata !60, metadata !DIExpression()), !dbg !116
  %114 = icmp eq i32 %113, %8, !dbg !117
  br i1 %114, label %73, label %75, !dbg !119, !llvm.loop !151

115:                                              ; preds = %73
  %116 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %8), !dbg !153
  br label %117, !dbg !153

117:                                              ; preds = %115, %73
  %118 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %74), !dbg !155
  ret i32 0, !dbg !156
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !157 i32 @getopt_long(i32 noundef, i8** noundef, i8* noundef, %struct.option* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }
attributes #9 = { cold nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "longs", scope: !2, file: !3, line: 7, type: !25, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "parse", scope: !3, file: !3, line: 6, type: !4, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !20)
!3 = !DIFile(filename: "args_getopt_long.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a37d06a675906840d26e9def5c138a55")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !7, !10}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 5, size: 96, elements: !12)
!12 = !{!13, !14, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !11, file: !3, line: 5, baseType: !6, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "reps", scope: !11, file: !3, line: 5, baseType: !6, size: 32, offset: 32)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !11, file: !3, line: 5, baseType: !6, size: 32, offset: 64)
!16 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !19, splitDebugInlining: false, nameTableKind: None)
!17 = !{!6, !7, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!19 = !{!0}
!20 = !{!21, !22, !23, !24}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 6, type: !6)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 6, type: !7)
!23 = !DILocalVariable(name: "cfg", arg: 3, scope: !2, file: !3, line: 6, type: !10)
!24 = !DILocalVariable(name: "c", scope: !2, file: !3, line: 12, type: !6)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 1024, elements: !37)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "option", file: !28, line: 50, size: 256, elements: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/getopt_ext.h", directory: "", checksumkind: CSK_MD5, checksum: "b4f86ba96a508c530fa381ae1dafe9eb")
!29 = !{!30, !33, !34, !36}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !27, file: !28, line: 52, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "has_arg", scope: !27, file: !28, line: 55, baseType: !6, size: 32, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "flag", scope: !27, file: !28, line: 56, baseType: !35, size: 64, offset: 128)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !27, file: !28, line: 57, baseType: !6, size: 32, offset: 192)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 1}
!45 = !{!"Debian clang version 14.0.6"}
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !47, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!6, !6, !7}
!49 = !{!50, !51, !52, !53, !56, !57, !59, !60}
!50 = !DILocalVariable(name: "argc", arg: 1, scope: !46, file: !3, line: 27, type: !6)
!51 = !DILocalVariable(name: "argv", arg: 2, scope: !46, file: !3, line: 27, type: !7)
!52 = !DILocalVariable(name: "cfg", scope: !46, file: !3, line: 28, type: !11)
!53 = !DILocalVariable(name: "a", scope: !46, file: !3, line: 30, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!56 = !DILocalVariable(name: "b", scope: !46, file: !3, line: 30, type: !54)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 31, type: !6)
!58 = distinct !DILexicalBlock(scope: !46, file: !3, line: 31, column: 3)
!59 = !DILocalVariable(name: "t", scope: !46, file: !3, line: 32, type: !55)
!60 = !DILocalVariable(name: "r", scope: !61, file: !3, line: 33, type: !6)
!61 = distinct !DILexicalBlock(scope: !46, file: !3, line: 33, column: 3)
!62 = !DILocation(line: 0, scope: !46)
!63 = !DILocation(line: 0, scope: !2, inlinedAt: !64)
!64 = distinct !DILocation(line: 29, column: 3, scope: !46)
!65 = !DILocation(line: 13, column: 3, scope: !2, inlinedAt: !64)
!66 = !DILocation(line: 28, column: 17, scope: !46)
!67 = !DILocation(line: 13, column: 15, scope: !2, inlinedAt: !64)
!68 = distinct !{!68, !65, !69, !70}
!69 = !DILocation(line: 20, column: 3, scope: !2, inlinedAt: !64)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 15, column: 29, scope: !72, inlinedAt: !64)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 14, column: 16)
!73 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 69)
!74 = !{!75, !75, i64 0}
!75 = !{!"any pointer", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocalVariable(name: "__nptr", arg: 1, scope: !79, file: !80, line: 362, type: !31)
!79 = distinct !DISubprogram(name: "atoi", scope: !80, file: !80, line: 362, type: !81, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !83)
!80 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!81 = !DISubroutineType(types: !82)
!82 = !{!6, !31}
!83 = !{!78}
!84 = !DILocation(line: 0, scope: !79, inlinedAt: !85)
!85 = distinct !DILocation(line: 15, column: 24, scope: !72, inlinedAt: !64)
!86 = !DILocation(line: 364, column: 16, scope: !79, inlinedAt: !85)
!87 = !DILocation(line: 364, column: 10, scope: !79, inlinedAt: !85)
!88 = !DILocation(line: 15, column: 38, scope: !72, inlinedAt: !64)
!89 = !DILocation(line: 16, column: 32, scope: !72, inlinedAt: !64)
!90 = !DILocation(line: 0, scope: !79, inlinedAt: !91)
!91 = distinct !DILocation(line: 16, column: 27, scope: !72, inlinedAt: !64)
!92 = !DILocation(line: 364, column: 16, scope: !79, inlinedAt: !91)
!93 = !DILocation(line: 364, column: 10, scope: !79, inlinedAt: !91)
!94 = !DILocation(line: 16, column: 41, scope: !72, inlinedAt: !64)
!95 = !DILocation(line: 18, column: 22, scope: !72, inlinedAt: !64)
!96 = !DILocation(line: 18, column: 72, scope: !72, inlinedAt: !64)
!97 = !DILocation(line: 18, column: 14, scope: !72, inlinedAt: !64)
!98 = !DILocation(line: 18, column: 82, scope: !72, inlinedAt: !64)
!99 = !DILocation(line: 30, column: 22, scope: !46)
!100 = !DILocation(line: 30, column: 15, scope: !46)
!101 = !DILocation(line: 30, column: 68, scope: !46)
!102 = !DILocation(line: 30, column: 46, scope: !46)
!103 = !DILocation(line: 0, scope: !58)
!104 = !DILocation(line: 31, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !58, file: !3, line: 31, column: 3)
!106 = !DILocation(line: 31, column: 3, scope: !58)
!107 = !DILocation(line: 31, column: 31, scope: !105)
!108 = !DILocation(line: 31, column: 44, scope: !105)
!109 = !DILocation(line: 31, column: 42, scope: !105)
!110 = !DILocation(line: 31, column: 40, scope: !105)
!111 = !{!112, !112, i64 0}
!112 = !{!"double", !76, i64 0}
!113 = distinct !{!113, !106, !114, !70, !115}
!114 = !DILocation(line: 31, column: 46, scope: !58)
!115 = !{!"llvm.loop.isvectorized", i32 1}
!116 = !DILocation(line: 0, scope: !61)
!117 = !DILocation(line: 33, column: 21, scope: !118)
!118 = distinct !DILexicalBlock(scope: !61, file: !3, line: 33, column: 3)
!119 = !DILocation(line: 33, column: 3, scope: !61)
!120 = !DILocation(line: 31, column: 35, scope: !105)
!121 = distinct !{!121, !106, !114, !70, !122, !115}
!122 = !{!"llvm.loop.unroll.runtime.disable"}
!123 = !DILocation(line: 34, column: 7, scope: !46)
!124 = !DILocalVariable(name: "a", arg: 1, scope: !125, file: !3, line: 22, type: !54)
!125 = distinct !DISubprogram(name: "stream", scope: !3, file: !3, line: 22, type: !126, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !130)
!126 = !DISubroutineType(types: !127)
!127 = !{!55, !54, !128, !6}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!130 = !{!124, !131, !132, !133, !134}
!131 = !DILocalVariable(name: "b", arg: 2, scope: !125, file: !3, line: 22, type: !128)
!132 = !DILocalVariable(name: "n", arg: 3, scope: !125, file: !3, line: 22, type: !6)
!133 = !DILocalVariable(name: "s", scope: !125, file: !3, line: 23, type: !55)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 24, type: !6)
!135 = distinct !DILexicalBlock(scope: !125, file: !3, line: 24, column: 3)
!136 = !DILocation(line: 0, scope: !125, inlinedAt: !137)
!137 = distinct !DILocation(line: 33, column: 43, scope: !118)
!138 = !DILocation(line: 0, scope: !135, inlinedAt: !137)
!139 = !DILocation(line: 24, column: 3, scope: !135, inlinedAt: !137)
!140 = !DILocation(line: 24, column: 47, scope: !141, inlinedAt: !137)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 24, column: 31)
!142 = distinct !DILexicalBlock(scope: !135, file: !3, line: 24, column: 3)
!143 = !DILocation(line: 24, column: 33, scope: !141, inlinedAt: !137)
!144 = !DILocation(line: 24, column: 38, scope: !141, inlinedAt: !137)
!145 = !DILocation(line: 24, column: 55, scope: !141, inlinedAt: !137)
!146 = !DILocation(line: 24, column: 27, scope: !142, inlinedAt: !137)
!147 = distinct !{!147, !139, !148, !70}
!148 = !DILocation(line: 24, column: 64, scope: !135, inlinedAt: !137)
!149 = !DILocation(line: 33, column: 40, scope: !118)
!150 = !DILocation(line: 33, column: 34, scope: !118)
!151 = distinct !{!151, !119, !152, !70}
!152 = !DILocation(line: 33, column: 61, scope: !61)
!153 = !DILocation(line: 34, column: 20, scope: !154)
!154 = distinct !DILexicalBlock(scope: !46, file: !3, line: 34, column: 7)
!155 = !DILocation(line: 35, column: 3, scope: !46)
!156 = !DILocation(line: 36, column: 3, scope: !46)
!157 = !DISubprogram(name: "getopt_long", scope: !28, file: !28, line: 66, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !163)
!158 = !DISubroutineType(types: !159)
!159 = !{!6, !6, !160, !31, !162, !35}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!163 = !{}
