; ModuleID = 'omp_tiled_harness.c'
source_filename = "omp_tiled_harness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.ident_t = type { i32, i32, i32, i32, i8* }
%struct.timespec = type { i64, i64 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [35 x i8] c"kernel_tiled %.6f s on %d threads\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"checksum %.3f\0A\00", align 1
@0 = private unnamed_addr constant [41 x i8] c";omp_tiled_harness.c;kernel_tiled;32;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [42 x i8] c";omp_tiled_harness.c;kernel_tiled;32;54;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@.str.3 = private unnamed_addr constant [8 x i8] c"%0.1f%c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca %struct.timespec, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8** %1, metadata !22, metadata !DIExpression()), !dbg !30
  %10 = icmp sgt i32 %0, 1, !dbg !31
  br i1 %10, label %11, label %16, !dbg !32

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !33
  %13 = load i8*, i8** %12, align 8, !dbg !33, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %13, metadata !38, metadata !DIExpression()) #8, !dbg !46
  %14 = call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #8, !dbg !48
  %15 = trunc i64 %14 to i32, !dbg !49
  br label %16, !dbg !32

16:                                               ; preds = %2, %11
  %17 = phi i32 [ %15, %11 ], [ 48, %2 ], !dbg !32
  call void @llvm.dbg.value(metadata i32 %17, metadata !23, metadata !DIExpression()), !dbg !30
  %18 = icmp sgt i32 %0, 2, !dbg !50
  br i1 %18, label %19, label %24, !dbg !51

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !52
  %21 = load i8*, i8** %20, align 8, !dbg !52, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %21, metadata !38, metadata !DIExpression()) #8, !dbg !53
  %22 = call i64 @strtol(i8* nocapture noundef nonnull %21, i8** noundef null, i32 noundef 10) #8, !dbg !55
  %23 = trunc i64 %22 to i32, !dbg !56
  br label %24, !dbg !51

24:                                               ; preds = %16, %19
  %25 = phi i32 [ %23, %19 ], [ 16, %16 ], !dbg !51
  call void @llvm.dbg.value(metadata i32 %25, metadata !24, metadata !DIExpression()), !dbg !30
  %26 = sext i32 %17 to i64, !dbg !57
  %27 = shl nsw i64 %26, 3, !dbg !58
  %28 = mul i64 %27, %26, !dbg !59
  %29 = call noalias i8* @malloc(i64 noundef %28) #8, !dbg !60
  %30 = bitcast i8* %29 to double*, !dbg !60
  call void @llvm.dbg.value(metadata double* %30, metadata !25, metadata !DIExpression()), !dbg !30
  %31 = call noalias i8* @malloc(i64 noundef %28) #8, !dbg !61
  %32 = bitcast i8* %31 to double*, !dbg !61
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()), !dbg !30
  %33 = call noalias i8* @malloc(i64 noundef %28) #8, !dbg !62
  %34 = bitcast i8* %33 to double*, !dbg !62
  call void @llvm.dbg.value(metadata double* %34, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %17, metadata !63, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %30, metadata !68, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %32, metadata !69, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %34, metadata !70, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !78
  %35 = icmp sgt i32 %17, 0, !dbg !79
  br i1 %35, label %36, label %63, !dbg !80

36:                                               ; preds = %24
  %37 = zext i32 %17 to i64, !dbg !79
  %38 = mul nuw i64 %37, %37, !dbg !80
  %39 = shl i64 %38, 3, !dbg !80
  call void @llvm.memset.p0i8.i64(i8* align 8 %33, i8 0, i64 %39, i1 false), !dbg !81, !tbaa !84
  br label %40, !dbg !80

40:                                               ; preds = %44, %36
  %41 = phi i64 [ 0, %36 ], [ %45, %44 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !71, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !86
  %42 = mul nsw i64 %41, %26
  %43 = shl nuw i64 %41, 1, !dbg !87
  br label %47, !dbg !87

44:                                               ; preds = %47
  %45 = add nuw nsw i64 %41, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %45, metadata !71, metadata !DIExpression()), !dbg !78
  %46 = icmp eq i64 %45, %37, !dbg !79
  br i1 %46, label %63, label %40, !dbg !80, !llvm.loop !89

47:                                               ; preds = %47, %40
  %48 = phi i64 [ 0, %40 ], [ %61, %47 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !73, metadata !DIExpression()), !dbg !86
  %49 = add nuw nsw i64 %48, %41, !dbg !93
  %50 = trunc i64 %49 to i32, !dbg !94
  %51 = and i32 %50, 3, !dbg !94
  %52 = sitofp i32 %51 to double, !dbg !95
  %53 = add nsw i64 %48, %42, !dbg !96
  %54 = getelementptr inbounds double, double* %30, i64 %53, !dbg !97
  store double %52, double* %54, align 8, !dbg !98, !tbaa !84
  %55 = add nuw nsw i64 %48, %43, !dbg !99
  %56 = trunc i64 %55 to i32, !dbg !100
  %57 = urem i32 %56, 3, !dbg !100
  %58 = sitofp i32 %57 to double, !dbg !101
  %59 = fadd double %58, -7.500000e-01, !dbg !102
  %60 = getelementptr inbounds double, double* %32, i64 %53, !dbg !103
  store double %59, double* %60, align 8, !dbg !104, !tbaa !84
  %61 = add nuw nsw i64 %48, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %61, metadata !73, metadata !DIExpression()), !dbg !86
  %62 = icmp eq i64 %61, %37, !dbg !106
  br i1 %62, label %44, label %47, !dbg !87, !llvm.loop !107

63:                                               ; preds = %44, %24
  %64 = bitcast %struct.timespec* %9 to i8*, !dbg !109
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %64) #8, !dbg !109
  call void @llvm.dbg.declare(metadata %struct.timespec* %9, metadata !114, metadata !DIExpression()) #8, !dbg !125
  %65 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %9) #8, !dbg !126
  %66 = getelementptr inbounds %struct.timespec, %struct.timespec* %9, i64 0, i32 0, !dbg !127
  %67 = load i64, i64* %66, align 8, !dbg !127, !tbaa !128
  %68 = sitofp i64 %67 to double, !dbg !131
  %69 = getelementptr inbounds %struct.timespec, %struct.timespec* %9, i64 0, i32 1, !dbg !132
  %70 = load i64, i64* %69, align 8, !dbg !132, !tbaa !133
  %71 = sitofp i64 %70 to double, !dbg !134
  %72 = call double @llvm.fmuladd.f64(double %71, double 1.000000e-09, double %68) #8, !dbg !135
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %64) #8, !dbg !136
  call void @llvm.dbg.value(metadata double %72, metadata !29, metadata !DIExpression()), !dbg !30
  %73 = bitcast i32* %4 to i8*, !dbg !137
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %73), !dbg !137
  %74 = bitcast i32* %5 to i8*, !dbg !137
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %74), !dbg !137
  %75 = bitcast double** %6 to i8*, !dbg !137
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %75), !dbg !137
  %76 = bitcast double** %7 to i8*, !dbg !137
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %76), !dbg !137
  %77 = bitcast double** %8 to i8*, !dbg !137
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %77), !dbg !137
  call void @llvm.dbg.value(metadata i32 %17, metadata !144, metadata !DIExpression()) #8, !dbg !137
  store i32 %17, i32* %4, align 4, !tbaa !150
  call void @llvm.dbg.value(metadata i32 %25, metadata !145, metadata !DIExpression()) #8, !dbg !137
  store i32 %25, i32* %5, align 4, !tbaa !150
  call void @llvm.dbg.value(metadata double* %30, metadata !146, metadata !DIExpression()) #8, !dbg !137
  %78 = bitcast double** %6 to i8**
  store i8* %29, i8** %78, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata double* %32, metadata !147, metadata !DIExpression()) #8, !dbg !137
  %79 = bitcast double** %7 to i8**
  store i8* %31, i8** %79, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata double* %34, metadata !148, metadata !DIExpression()) #8, !dbg !137
  %80 = bitcast double** %8 to i8**
  store i8* %33, i8** %80, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %4, metadata !144, metadata !DIExpression(DW_OP_deref)) #8, !dbg !137
  call void @llvm.dbg.value(metadata i32* %5, metadata !145, metadata !DIExpression(DW_OP_deref)) #8, !dbg !137
  call void @llvm.dbg.value(metadata double** %6, metadata !146, metadata !DIExpression(DW_OP_deref)) #8, !dbg !137
  call void @llvm.dbg.value(metadata double** %7, metadata !147, metadata !DIExpression(DW_OP_deref)) #8, !dbg !137
  call void @llvm.dbg.value(metadata double** %8, metadata !148, metadata !DIExpression(DW_OP_deref)) #8, !dbg !137
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %5, i32* nonnull %4, double** nonnull %6, double** nonnull %8, double** nonnull %7) #8, !dbg !152
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %73), !dbg !153
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %74), !dbg !153
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %75), !dbg !153
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %76), !dbg !153
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %77), !dbg !153
  %81 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !154, !tbaa !34
  %82 = bitcast %struct.timespec* %3 to i8*, !dbg !155
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %82) #8, !dbg !155
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !114, metadata !DIExpression()) #8, !dbg !157
  %83 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #8, !dbg !158
  %84 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !159
  %85 = load i64, i64* %84, align 8, !dbg !159, !tbaa !128
  %86 = sitofp i64 %85 to double, !dbg !160
  %87 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !161
  %88 = load i64, i64* %87, align 8, !dbg !161, !tbaa !133
  %89 = sitofp i64 %88 to double, !dbg !162
  %90 = call double @llvm.fmuladd.f64(double %89, double 1.000000e-09, double %86) #8, !dbg !163
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %82) #8, !dbg !164
  %91 = fsub double %90, %72, !dbg !165
  %92 = call i32 @omp_get_max_threads(), !dbg !166
  %93 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %81, i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), double noundef %91, i32 noundef %92) #13, !dbg !167
  %94 = icmp sgt i32 %0, 42, !dbg !168
  br i1 %94, label %95, label %117, !dbg !170

95:                                               ; preds = %63
  %96 = load i8*, i8** %1, align 8, !dbg !171, !tbaa !34
  %97 = load i8, i8* %96, align 1, !dbg !172
  %98 = icmp eq i8 %97, 0, !dbg !172
  br i1 %98, label %99, label %117, !dbg !173

99:                                               ; preds = %95
  call void @llvm.dbg.value(metadata i32 %17, metadata !174, metadata !DIExpression()) #8, !dbg !182
  call void @llvm.dbg.value(metadata double* %34, metadata !179, metadata !DIExpression()) #8, !dbg !182
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()) #8, !dbg !184
  %100 = mul i32 %17, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()) #8, !dbg !184
  %101 = icmp eq i32 %100, 0, !dbg !185
  br i1 %101, label %117, label %102, !dbg !187

102:                                              ; preds = %99
  %103 = add nsw i32 %17, -1
  %104 = zext i32 %100 to i64, !dbg !185
  br label %105, !dbg !187

105:                                              ; preds = %105, %102
  %106 = phi i64 [ 0, %102 ], [ %115, %105 ]
  call void @llvm.dbg.value(metadata i64 %106, metadata !180, metadata !DIExpression()) #8, !dbg !184
  %107 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !188, !tbaa !34
  %108 = getelementptr inbounds double, double* %34, i64 %106, !dbg !189
  %109 = load double, double* %108, align 8, !dbg !189, !tbaa !84
  %110 = trunc i64 %106 to i32, !dbg !190
  %111 = srem i32 %110, %17, !dbg !190
  %112 = icmp eq i32 %111, %103, !dbg !191
  %113 = select i1 %112, i32 10, i32 32, !dbg !192
  %114 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %107, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), double noundef %109, i32 noundef %113) #14, !dbg !193
  %115 = add nuw nsw i64 %106, 1, !dbg !194
  call void @llvm.dbg.value(metadata i64 %115, metadata !180, metadata !DIExpression()) #8, !dbg !184
  %116 = icmp eq i64 %115, %104, !dbg !185
  br i1 %116, label %117, label %105, !dbg !187, !llvm.loop !195

117:                                              ; preds = %105, %99, %95, %63
  call void @llvm.dbg.value(metadata i32 %17, metadata !197, metadata !DIExpression()) #8, !dbg !206
  call void @llvm.dbg.value(metadata double* %34, metadata !202, metadata !DIExpression()) #8, !dbg !206
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !203, metadata !DIExpression()) #8, !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !204, metadata !DIExpression()) #8, !dbg !208
  %118 = mul i32 %17, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !204, metadata !DIExpression()) #8, !dbg !208
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !203, metadata !DIExpression()) #8, !dbg !206
  %119 = icmp eq i32 %118, 0, !dbg !209
  br i1 %119, label %133, label %120, !dbg !211

120:                                              ; preds = %117
  %121 = zext i32 %118 to i64, !dbg !209
  br label %122, !dbg !211

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %131, %122 ]
  %124 = phi double [ 0.000000e+00, %120 ], [ %130, %122 ]
  call void @llvm.dbg.value(metadata i64 %123, metadata !204, metadata !DIExpression()) #8, !dbg !208
  call void @llvm.dbg.value(metadata double %124, metadata !203, metadata !DIExpression()) #8, !dbg !206
  %125 = getelementptr inbounds double, double* %34, i64 %123, !dbg !212
  %126 = load double, double* %125, align 8, !dbg !212, !tbaa !84
  %127 = trunc i64 %123 to i32, !dbg !213
  %128 = urem i32 %127, 7, !dbg !213
  %129 = sitofp i32 %128 to double, !dbg !214
  %130 = call double @llvm.fmuladd.f64(double %126, double %129, double %124) #8, !dbg !215
  call void @llvm.dbg.value(metadata double %130, metadata !203, metadata !DIExpression()) #8, !dbg !206
  %131 = add nuw nsw i64 %123, 1, !dbg !216
  call void @llvm.dbg.value(metadata i64 %131, metadata !204, metadata !DIExpression()) #8, !dbg !208
  %132 = icmp eq i64 %131, %121, !dbg !209
  br i1 %132, label %133, label %122, !dbg !211, !llvm.loop !217

133:                                              ; preds = %122, %117
  %134 = phi double [ 0.000000e+00, %117 ], [ %130, %122 ], !dbg !206
  %135 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %134), !dbg !219
  call void @free(i8* noundef %29) #8, !dbg !220
  call void @free(i8* noundef %31) #8, !dbg !221
  call void @free(i8* noundef %33) #8, !dbg !222
  ret i32 0, !dbg !223
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !224 i32 @omp_get_max_threads() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !229 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(%struct.ident_t*, i32, i32, i32*, i64*, i64*, i64*, i64, i64) local_unnamed_addr #8

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #8

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6) #9 !dbg !237 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !248, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i32* %1, metadata !249, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i32* %2, metadata !250, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata i32* %3, metadata !251, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata double** %4, metadata !252, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata double** %5, metadata !253, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.value(metadata double** %6, metadata !254, metadata !DIExpression()), !dbg !255
  call void @llvm.experimental.noalias.scope.decl(metadata !256), !dbg !259
  call void @llvm.dbg.value(metadata i32* %0, metadata !260, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i32* undef, metadata !263, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i32* %2, metadata !264, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i32* %3, metadata !265, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata double** %4, metadata !266, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata double** %5, metadata !267, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata double** %6, metadata !268, metadata !DIExpression()) #8, !dbg !291
  %12 = load i32, i32* %3, align 4, !dbg !293, !tbaa !150, !noalias !256
  call void @llvm.dbg.value(metadata i32 %12, metadata !270, metadata !DIExpression()) #8, !dbg !291
  %13 = load i32, i32* %2, align 4, !dbg !294, !tbaa !150, !noalias !256
  call void @llvm.dbg.value(metadata i32 %13, metadata !270, metadata !DIExpression()) #8, !dbg !291
  %14 = add i32 %12, -1, !dbg !295
  %15 = add i32 %14, %13, !dbg !295
  %16 = sdiv i32 %15, %13, !dbg !295
  %17 = sext i32 %16 to i64, !dbg !295
  %18 = mul nsw i64 %17, %17, !dbg !296
  %19 = add nsw i64 %18, -1, !dbg !296
  call void @llvm.dbg.value(metadata i64 %19, metadata !271, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i32 0, metadata !273, metadata !DIExpression()) #8, !dbg !291
  %20 = icmp sgt i32 %12, 0, !dbg !295
  br i1 %20, label %21, label %112, !dbg !297

21:                                               ; preds = %7
  %22 = bitcast i64* %8 to i8*, !dbg !295
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #8, !dbg !295, !noalias !256
  call void @llvm.dbg.value(metadata i64 0, metadata !274, metadata !DIExpression()) #8, !dbg !291
  store i64 0, i64* %8, align 8, !dbg !298, !tbaa !299, !noalias !256
  %23 = bitcast i64* %9 to i8*, !dbg !295
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #8, !dbg !295, !noalias !256
  call void @llvm.dbg.value(metadata i64 %19, metadata !275, metadata !DIExpression()) #8, !dbg !291
  store i64 %19, i64* %9, align 8, !dbg !298, !tbaa !299, !noalias !256
  %24 = bitcast i64* %10 to i8*, !dbg !295
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #8, !dbg !295, !noalias !256
  call void @llvm.dbg.value(metadata i64 1, metadata !276, metadata !DIExpression()) #8, !dbg !291
  store i64 1, i64* %10, align 8, !dbg !298, !tbaa !299, !noalias !256
  %25 = bitcast i32* %11 to i8*, !dbg !295
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #8, !dbg !295, !noalias !256
  call void @llvm.dbg.value(metadata i32 0, metadata !277, metadata !DIExpression()) #8, !dbg !291
  store i32 0, i32* %11, align 4, !dbg !298, !tbaa !150, !noalias !256
  %26 = load i32, i32* %0, align 4, !dbg !295, !tbaa !150, !alias.scope !256
  call void @llvm.dbg.value(metadata i64* %8, metadata !274, metadata !DIExpression(DW_OP_deref)) #8, !dbg !291
  call void @llvm.dbg.value(metadata i64* %9, metadata !275, metadata !DIExpression(DW_OP_deref)) #8, !dbg !291
  call void @llvm.dbg.value(metadata i64* %10, metadata !276, metadata !DIExpression(DW_OP_deref)) #8, !dbg !291
  call void @llvm.dbg.value(metadata i32* %11, metadata !277, metadata !DIExpression(DW_OP_deref)) #8, !dbg !291
  call void @__kmpc_for_static_init_8(%struct.ident_t* nonnull @1, i32 %26, i32 34, i32* nonnull %11, i64* nonnull %8, i64* nonnull %9, i64* nonnull %10, i64 1, i64 1) #8, !dbg !300, !noalias !256
  %27 = load i64, i64* %9, align 8, !dbg !298, !tbaa !299, !noalias !256
  call void @llvm.dbg.value(metadata i64 %27, metadata !275, metadata !DIExpression()) #8, !dbg !291
  %28 = icmp sgt i64 %27, %19, !dbg !298
  %29 = select i1 %28, i64 %19, i64 %27, !dbg !298
  call void @llvm.dbg.value(metadata i64 %29, metadata !275, metadata !DIExpression()) #8, !dbg !291
  store i64 %29, i64* %9, align 8, !dbg !298, !tbaa !299, !noalias !256
  %30 = load i64, i64* %8, align 8, !dbg !298, !tbaa !299, !noalias !256
  call void @llvm.dbg.value(metadata i64 %30, metadata !274, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i64 %30, metadata !269, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i64 %29, metadata !275, metadata !DIExpression()) #8, !dbg !291
  %31 = icmp sgt i64 %30, %29, !dbg !295
  br i1 %31, label %111, label %32, !dbg !295

32:                                               ; preds = %21
  %33 = load i32, i32* %3, align 4, !tbaa !150, !noalias !256
  %34 = icmp sgt i32 %33, 0
  %35 = load i32, i32* %2, align 4, !noalias !256
  %36 = sext i32 %35 to i64, !dbg !295
  %37 = sext i32 %33 to i64, !dbg !295
  br label %38, !dbg !295

38:                                               ; preds = %74, %32
  %39 = phi i64 [ %30, %32 ], [ %75, %74 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !269, metadata !DIExpression()) #8, !dbg !291
  %40 = sdiv i64 %39, %17, !dbg !301
  %41 = trunc i64 %40 to i32, !dbg !297
  %42 = mul i32 %13, %41, !dbg !297
  call void @llvm.dbg.value(metadata i32 %42, metadata !272, metadata !DIExpression()) #8, !dbg !291
  %43 = mul nsw i64 %40, %17, !dbg !301
  %44 = srem i64 %39, %17
  %45 = trunc i64 %44 to i32, !dbg !302
  %46 = mul i32 %13, %45, !dbg !302
  call void @llvm.dbg.value(metadata i32 %46, metadata !273, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i32 0, metadata !278, metadata !DIExpression()) #8, !dbg !303
  call void @llvm.dbg.value(metadata i32 0, metadata !278, metadata !DIExpression()) #8, !dbg !303
  br i1 %34, label %47, label %74, !dbg !304

47:                                               ; preds = %38
  %48 = trunc i64 %39 to i32
  %49 = add nsw i32 %42, %35
  %50 = icmp slt i32 %49, %33
  %51 = select i1 %50, i32 %49, i32 %33
  %52 = icmp slt i32 %42, %51
  %53 = add nsw i32 %46, %35
  %54 = icmp slt i32 %53, %33
  %55 = select i1 %54, i32 %53, i32 %33
  %56 = icmp slt i32 %46, %55
  %57 = mul i32 %16, %41, !dbg !304
  %58 = sub i32 %48, %57, !dbg !304
  %59 = mul i32 %58, %13, !dbg !304
  %60 = sext i32 %59 to i64, !dbg !304
  %61 = sext i32 %55 to i64, !dbg !304
  %62 = sext i32 %42 to i64, !dbg !304
  %63 = sext i32 %51 to i64
  br label %64, !dbg !304

64:                                               ; preds = %83, %47
  %65 = phi i64 [ 0, %47 ], [ %84, %83 ]
  %66 = trunc i64 %65 to i32
  call void @llvm.dbg.value(metadata i32 %66, metadata !278, metadata !DIExpression()) #8, !dbg !303
  call void @llvm.dbg.value(metadata i32 %42, metadata !280, metadata !DIExpression()) #8, !dbg !305
  br i1 %52, label %67, label %83, !dbg !306

67:                                               ; preds = %64
  %68 = add nsw i32 %35, %66
  %69 = icmp slt i32 %68, %33
  %70 = select i1 %69, i32 %68, i32 %33
  %71 = icmp sgt i32 %70, %66
  %72 = load double*, double** %4, align 8, !noalias !256
  %73 = sext i32 %70 to i64, !dbg !306
  br label %77, !dbg !306

74:                                               ; preds = %83, %38
  %75 = add i64 %39, 1, !dbg !295
  call void @llvm.dbg.value(metadata i64 %75, metadata !269, metadata !DIExpression()) #8, !dbg !291
  call void @llvm.dbg.value(metadata i64 %29, metadata !275, metadata !DIExpression()) #8, !dbg !291
  %76 = icmp eq i64 %39, %29, !dbg !295
  br i1 %76, label %111, label %38, !dbg !295, !llvm.loop !307

77:                                               ; preds = %87, %67
  %78 = phi i64 [ %62, %67 ], [ %88, %87 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !280, metadata !DIExpression()) #8, !dbg !305
  call void @llvm.dbg.value(metadata i32 %66, metadata !283, metadata !DIExpression()) #8, !dbg !309
  br i1 %71, label %79, label %87, !dbg !310

79:                                               ; preds = %77
  %80 = mul nsw i64 %78, %37
  %81 = load double*, double** %6, align 8, !noalias !256
  %82 = load double*, double** %5, align 8, !noalias !256
  br label %90, !dbg !310

83:                                               ; preds = %87, %64
  %84 = add i64 %65, %36, !dbg !304
  %85 = trunc i64 %84 to i32, !dbg !311
  call void @llvm.dbg.value(metadata i32 %85, metadata !278, metadata !DIExpression()) #8, !dbg !303
  %86 = icmp sgt i32 %33, %85, !dbg !312
  br i1 %86, label %64, label %74, !dbg !304, !llvm.loop !313

87:                                               ; preds = %97, %77
  %88 = add nsw i64 %78, 1, !dbg !315
  call void @llvm.dbg.value(metadata i64 %88, metadata !280, metadata !DIExpression()) #8, !dbg !305
  %89 = icmp eq i64 %88, %63, !dbg !316
  br i1 %89, label %83, label %77, !dbg !306, !llvm.loop !317

90:                                               ; preds = %97, %79
  %91 = phi i64 [ %65, %79 ], [ %98, %97 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !283, metadata !DIExpression()) #8, !dbg !309
  %92 = add nsw i64 %91, %80, !dbg !319
  %93 = getelementptr inbounds double, double* %72, i64 %92, !dbg !320
  %94 = load double, double* %93, align 8, !dbg !320, !tbaa !84, !noalias !256
  call void @llvm.dbg.value(metadata double %94, metadata !286, metadata !DIExpression()) #8, !dbg !321
  call void @llvm.dbg.value(metadata i32 %46, metadata !289, metadata !DIExpression()) #8, !dbg !322
  call void @llvm.dbg.value(metadata i32 %46, metadata !289, metadata !DIExpression()) #8, !dbg !322
  br i1 %56, label %95, label %97, !dbg !323

95:                                               ; preds = %90
  %96 = mul nsw i64 %91, %37
  br label %100, !dbg !323

97:                                               ; preds = %100, %90
  %98 = add nsw i64 %91, 1, !dbg !324
  call void @llvm.dbg.value(metadata i64 %98, metadata !283, metadata !DIExpression()) #8, !dbg !309
  %99 = icmp slt i64 %98, %73, !dbg !325
  br i1 %99, label %90, label %87, !dbg !310, !llvm.loop !326

100:                                              ; preds = %100, %95
  %101 = phi i64 [ %60, %95 ], [ %109, %100 ]
  call void @llvm.dbg.value(metadata i64 %101, metadata !289, metadata !DIExpression()) #8, !dbg !322
  %102 = add nsw i64 %101, %96, !dbg !328
  %103 = getelementptr inbounds double, double* %81, i64 %102, !dbg !330
  %104 = load double, double* %103, align 8, !dbg !330, !tbaa !84, !noalias !256
  %105 = add nsw i64 %101, %80, !dbg !331
  %106 = getelementptr inbounds double, double* %82, i64 %105, !dbg !332
  %107 = load double, double* %106, align 8, !dbg !333, !tbaa !84, !noalias !256
  %108 = call double @llvm.fmuladd.f64(double %94, double %104, double %107) #8, !dbg !333
  store double %108, double* %106, align 8, !dbg !333, !tbaa !84, !noalias !256
  %109 = add nsw i64 %101, 1, !dbg !334
  call void @llvm.dbg.value(metadata i64 %109, metadata !289, metadata !DIExpression()) #8, !dbg !322
  %110 = icmp slt i64 %109, %61, !dbg !335
  br i1 %110, label %100, label %97, !dbg !323, !llvm.loop !336

111:                                              ; preds = %74, %21
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %26) #8, !dbg !308, !noalias !256
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #8, !dbg !300, !noalias !256
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #8, !dbg !300, !noalias !256
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #8, !dbg !300, !noalias !256
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #8, !dbg !300, !noalias !256
  br label %112, !dbg !300

112:                                              ; preds = %7, %111
  ret void, !dbg !259
}

; Function Attrs: nounwind
declare !callback !338 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #12

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #12 = { argmemonly nofree nounwind willreturn writeonly }
attributes #13 = { cold }
attributes #14 = { cold nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_tiled_harness.c", directory: ".", checksumkind: CSK_MD5, checksum: "4aad1770cfd78c25e03710a448a109d0")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"openmp", i32 50}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 58, type: !18, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!3, !3, !4}
!20 = !{!21, !22, !23, !24, !25, !27, !28, !29}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !1, line: 58, type: !3)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !1, line: 58, type: !4)
!23 = !DILocalVariable(name: "n", scope: !17, file: !1, line: 60, type: !3)
!24 = !DILocalVariable(name: "bs", scope: !17, file: !1, line: 61, type: !3)
!25 = !DILocalVariable(name: "A", scope: !17, file: !1, line: 62, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!27 = !DILocalVariable(name: "B", scope: !17, file: !1, line: 63, type: !26)
!28 = !DILocalVariable(name: "C", scope: !17, file: !1, line: 64, type: !26)
!29 = !DILocalVariable(name: "t0", scope: !17, file: !1, line: 66, type: !8)
!30 = !DILocation(line: 0, scope: !17)
!31 = !DILocation(line: 60, column: 16, scope: !17)
!32 = !DILocation(line: 60, column: 11, scope: !17)
!33 = !DILocation(line: 60, column: 27, scope: !17)
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocalVariable(name: "__nptr", arg: 1, scope: !39, file: !40, line: 362, type: !43)
!39 = distinct !DISubprogram(name: "atoi", scope: !40, file: !40, line: 362, type: !41, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !45)
!40 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!41 = !DISubroutineType(types: !42)
!42 = !{!3, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!45 = !{!38}
!46 = !DILocation(line: 0, scope: !39, inlinedAt: !47)
!47 = distinct !DILocation(line: 60, column: 22, scope: !17)
!48 = !DILocation(line: 364, column: 16, scope: !39, inlinedAt: !47)
!49 = !DILocation(line: 364, column: 10, scope: !39, inlinedAt: !47)
!50 = !DILocation(line: 61, column: 17, scope: !17)
!51 = !DILocation(line: 61, column: 12, scope: !17)
!52 = !DILocation(line: 61, column: 28, scope: !17)
!53 = !DILocation(line: 0, scope: !39, inlinedAt: !54)
!54 = distinct !DILocation(line: 61, column: 23, scope: !17)
!55 = !DILocation(line: 364, column: 16, scope: !39, inlinedAt: !54)
!56 = !DILocation(line: 364, column: 10, scope: !39, inlinedAt: !54)
!57 = !DILocation(line: 62, column: 39, scope: !17)
!58 = !DILocation(line: 62, column: 37, scope: !17)
!59 = !DILocation(line: 62, column: 41, scope: !17)
!60 = !DILocation(line: 62, column: 15, scope: !17)
!61 = !DILocation(line: 63, column: 15, scope: !17)
!62 = !DILocation(line: 64, column: 15, scope: !17)
!63 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !1, line: 19, type: !3)
!64 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 19, type: !65, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !3, !26, !26, !26}
!67 = !{!63, !68, !69, !70, !71, !73}
!68 = !DILocalVariable(name: "A", arg: 2, scope: !64, file: !1, line: 19, type: !26)
!69 = !DILocalVariable(name: "B", arg: 3, scope: !64, file: !1, line: 19, type: !26)
!70 = !DILocalVariable(name: "C", arg: 4, scope: !64, file: !1, line: 19, type: !26)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 21, type: !3)
!72 = distinct !DILexicalBlock(scope: !64, file: !1, line: 21, column: 3)
!73 = !DILocalVariable(name: "j", scope: !74, file: !1, line: 22, type: !3)
!74 = distinct !DILexicalBlock(scope: !75, file: !1, line: 22, column: 5)
!75 = distinct !DILexicalBlock(scope: !72, file: !1, line: 21, column: 3)
!76 = !DILocation(line: 0, scope: !64, inlinedAt: !77)
!77 = distinct !DILocation(line: 65, column: 3, scope: !17)
!78 = !DILocation(line: 0, scope: !72, inlinedAt: !77)
!79 = !DILocation(line: 21, column: 21, scope: !75, inlinedAt: !77)
!80 = !DILocation(line: 21, column: 3, scope: !72, inlinedAt: !77)
!81 = !DILocation(line: 25, column: 20, scope: !82, inlinedAt: !77)
!82 = distinct !DILexicalBlock(scope: !83, file: !1, line: 22, column: 33)
!83 = distinct !DILexicalBlock(scope: !74, file: !1, line: 22, column: 5)
!84 = !{!85, !85, i64 0}
!85 = !{!"double", !36, i64 0}
!86 = !DILocation(line: 0, scope: !74, inlinedAt: !77)
!87 = !DILocation(line: 22, column: 5, scope: !74, inlinedAt: !77)
!88 = !DILocation(line: 21, column: 27, scope: !75, inlinedAt: !77)
!89 = distinct !{!89, !80, !90, !91, !92}
!90 = !DILocation(line: 26, column: 5, scope: !72, inlinedAt: !77)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !{!"llvm.loop.unroll.disable"}
!93 = !DILocation(line: 23, column: 34, scope: !82, inlinedAt: !77)
!94 = !DILocation(line: 23, column: 39, scope: !82, inlinedAt: !77)
!95 = !DILocation(line: 23, column: 22, scope: !82, inlinedAt: !77)
!96 = !DILocation(line: 23, column: 15, scope: !82, inlinedAt: !77)
!97 = !DILocation(line: 23, column: 7, scope: !82, inlinedAt: !77)
!98 = !DILocation(line: 23, column: 20, scope: !82, inlinedAt: !77)
!99 = !DILocation(line: 24, column: 38, scope: !82, inlinedAt: !77)
!100 = !DILocation(line: 24, column: 43, scope: !82, inlinedAt: !77)
!101 = !DILocation(line: 24, column: 22, scope: !82, inlinedAt: !77)
!102 = !DILocation(line: 24, column: 48, scope: !82, inlinedAt: !77)
!103 = !DILocation(line: 24, column: 7, scope: !82, inlinedAt: !77)
!104 = !DILocation(line: 24, column: 20, scope: !82, inlinedAt: !77)
!105 = !DILocation(line: 22, column: 29, scope: !83, inlinedAt: !77)
!106 = !DILocation(line: 22, column: 23, scope: !83, inlinedAt: !77)
!107 = distinct !{!107, !87, !108, !91, !92}
!108 = !DILocation(line: 26, column: 5, scope: !74, inlinedAt: !77)
!109 = !DILocation(line: 12, column: 3, scope: !110, inlinedAt: !124)
!110 = distinct !DISubprogram(name: "tick", scope: !1, file: !1, line: 10, type: !111, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!8}
!113 = !{!114}
!114 = !DILocalVariable(name: "ts", scope: !110, file: !1, line: 12, type: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !116, line: 11, size: 128, elements: !117)
!116 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!117 = !{!118, !122}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !115, file: !116, line: 16, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !120, line: 160, baseType: !121)
!120 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!121 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !115, file: !116, line: 21, baseType: !123, size: 64, offset: 64)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !120, line: 197, baseType: !121)
!124 = distinct !DILocation(line: 66, column: 15, scope: !17)
!125 = !DILocation(line: 12, column: 19, scope: !110, inlinedAt: !124)
!126 = !DILocation(line: 13, column: 3, scope: !110, inlinedAt: !124)
!127 = !DILocation(line: 14, column: 13, scope: !110, inlinedAt: !124)
!128 = !{!129, !130, i64 0}
!129 = !{!"timespec", !130, i64 0, !130, i64 8}
!130 = !{!"long", !36, i64 0}
!131 = !DILocation(line: 14, column: 10, scope: !110, inlinedAt: !124)
!132 = !DILocation(line: 14, column: 32, scope: !110, inlinedAt: !124)
!133 = !{!129, !130, i64 8}
!134 = !DILocation(line: 14, column: 29, scope: !110, inlinedAt: !124)
!135 = !DILocation(line: 14, column: 20, scope: !110, inlinedAt: !124)
!136 = !DILocation(line: 15, column: 1, scope: !110, inlinedAt: !124)
!137 = !DILocation(line: 0, scope: !138, inlinedAt: !149)
!138 = distinct !DISubprogram(name: "kernel_tiled", scope: !1, file: !1, line: 29, type: !139, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !143)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !3, !3, !141, !141, !26}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!143 = !{!144, !145, !146, !147, !148}
!144 = !DILocalVariable(name: "n", arg: 1, scope: !138, file: !1, line: 29, type: !3)
!145 = !DILocalVariable(name: "bs", arg: 2, scope: !138, file: !1, line: 29, type: !3)
!146 = !DILocalVariable(name: "A", arg: 3, scope: !138, file: !1, line: 29, type: !141)
!147 = !DILocalVariable(name: "B", arg: 4, scope: !138, file: !1, line: 29, type: !141)
!148 = !DILocalVariable(name: "C", arg: 5, scope: !138, file: !1, line: 30, type: !26)
!149 = distinct !DILocation(line: 67, column: 3, scope: !17)
!150 = !{!151, !151, i64 0}
!151 = !{!"int", !36, i64 0}
!152 = !DILocation(line: 32, column: 1, scope: !138, inlinedAt: !149)
!153 = !DILocation(line: 42, column: 1, scope: !138, inlinedAt: !149)
!154 = !DILocation(line: 68, column: 11, scope: !17)
!155 = !DILocation(line: 12, column: 3, scope: !110, inlinedAt: !156)
!156 = distinct !DILocation(line: 68, column: 58, scope: !17)
!157 = !DILocation(line: 12, column: 19, scope: !110, inlinedAt: !156)
!158 = !DILocation(line: 13, column: 3, scope: !110, inlinedAt: !156)
!159 = !DILocation(line: 14, column: 13, scope: !110, inlinedAt: !156)
!160 = !DILocation(line: 14, column: 10, scope: !110, inlinedAt: !156)
!161 = !DILocation(line: 14, column: 32, scope: !110, inlinedAt: !156)
!162 = !DILocation(line: 14, column: 29, scope: !110, inlinedAt: !156)
!163 = !DILocation(line: 14, column: 20, scope: !110, inlinedAt: !156)
!164 = !DILocation(line: 15, column: 1, scope: !110, inlinedAt: !156)
!165 = !DILocation(line: 68, column: 65, scope: !17)
!166 = !DILocation(line: 69, column: 11, scope: !17)
!167 = !DILocation(line: 68, column: 3, scope: !17)
!168 = !DILocation(line: 70, column: 12, scope: !169)
!169 = distinct !DILexicalBlock(scope: !17, file: !1, line: 70, column: 7)
!170 = !DILocation(line: 70, column: 17, scope: !169)
!171 = !DILocation(line: 70, column: 28, scope: !169)
!172 = !DILocation(line: 70, column: 21, scope: !169)
!173 = !DILocation(line: 70, column: 7, scope: !17)
!174 = !DILocalVariable(name: "n", arg: 1, scope: !175, file: !1, line: 52, type: !3)
!175 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 52, type: !176, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !3, !141}
!178 = !{!174, !179, !180}
!179 = !DILocalVariable(name: "C", arg: 2, scope: !175, file: !1, line: 52, type: !141)
!180 = !DILocalVariable(name: "i", scope: !181, file: !1, line: 54, type: !3)
!181 = distinct !DILexicalBlock(scope: !175, file: !1, line: 54, column: 3)
!182 = !DILocation(line: 0, scope: !175, inlinedAt: !183)
!183 = distinct !DILocation(line: 71, column: 5, scope: !169)
!184 = !DILocation(line: 0, scope: !181, inlinedAt: !183)
!185 = !DILocation(line: 54, column: 21, scope: !186, inlinedAt: !183)
!186 = distinct !DILexicalBlock(scope: !181, file: !1, line: 54, column: 3)
!187 = !DILocation(line: 54, column: 3, scope: !181, inlinedAt: !183)
!188 = !DILocation(line: 55, column: 13, scope: !186, inlinedAt: !183)
!189 = !DILocation(line: 55, column: 32, scope: !186, inlinedAt: !183)
!190 = !DILocation(line: 55, column: 40, scope: !186, inlinedAt: !183)
!191 = !DILocation(line: 55, column: 44, scope: !186, inlinedAt: !183)
!192 = !DILocation(line: 55, column: 38, scope: !186, inlinedAt: !183)
!193 = !DILocation(line: 55, column: 5, scope: !186, inlinedAt: !183)
!194 = !DILocation(line: 54, column: 31, scope: !186, inlinedAt: !183)
!195 = distinct !{!195, !187, !196, !91, !92}
!196 = !DILocation(line: 55, column: 65, scope: !181, inlinedAt: !183)
!197 = !DILocalVariable(name: "n", arg: 1, scope: !198, file: !1, line: 44, type: !3)
!198 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 44, type: !199, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{!8, !3, !141}
!201 = !{!197, !202, !203, !204}
!202 = !DILocalVariable(name: "C", arg: 2, scope: !198, file: !1, line: 44, type: !141)
!203 = !DILocalVariable(name: "s", scope: !198, file: !1, line: 46, type: !8)
!204 = !DILocalVariable(name: "i", scope: !205, file: !1, line: 47, type: !3)
!205 = distinct !DILexicalBlock(scope: !198, file: !1, line: 47, column: 3)
!206 = !DILocation(line: 0, scope: !198, inlinedAt: !207)
!207 = distinct !DILocation(line: 72, column: 29, scope: !17)
!208 = !DILocation(line: 0, scope: !205, inlinedAt: !207)
!209 = !DILocation(line: 47, column: 21, scope: !210, inlinedAt: !207)
!210 = distinct !DILexicalBlock(scope: !205, file: !1, line: 47, column: 3)
!211 = !DILocation(line: 47, column: 3, scope: !205, inlinedAt: !207)
!212 = !DILocation(line: 48, column: 10, scope: !210, inlinedAt: !207)
!213 = !DILocation(line: 48, column: 20, scope: !210, inlinedAt: !207)
!214 = !DILocation(line: 48, column: 17, scope: !210, inlinedAt: !207)
!215 = !DILocation(line: 48, column: 7, scope: !210, inlinedAt: !207)
!216 = !DILocation(line: 47, column: 31, scope: !210, inlinedAt: !207)
!217 = distinct !{!217, !211, !218, !91, !92}
!218 = !DILocation(line: 48, column: 23, scope: !205, inlinedAt: !207)
!219 = !DILocation(line: 72, column: 3, scope: !17)
!220 = !DILocation(line: 73, column: 3, scope: !17)
!221 = !DILocation(line: 74, column: 3, scope: !17)
!222 = !DILocation(line: 75, column: 3, scope: !17)
!223 = !DILocation(line: 76, column: 3, scope: !17)
!224 = !DISubprogram(name: "omp_get_max_threads", scope: !225, file: !225, line: 67, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !228)
!225 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/omp.h", directory: ".", checksumkind: CSK_MD5, checksum: "09a8f9a8e0e6ef7adf745177c76222c9")
!226 = !DISubroutineType(types: !227)
!227 = !{!3}
!228 = !{}
!229 = !DISubprogram(name: "clock_gettime", scope: !230, file: !230, line: 288, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !228)
!230 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!231 = !DISubroutineType(types: !232)
!232 = !{!3, !233, !236}
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !234, line: 7, baseType: !235)
!234 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !120, line: 169, baseType: !3)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!237 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 32, type: !238, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !247)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !240, !240, !244, !244, !245, !246, !245}
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!244 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !141, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!247 = !{!248, !249, !250, !251, !252, !253, !254}
!248 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !237, type: !240, flags: DIFlagArtificial)
!249 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !237, type: !240, flags: DIFlagArtificial)
!250 = !DILocalVariable(name: "bs", arg: 3, scope: !237, type: !244, flags: DIFlagArtificial)
!251 = !DILocalVariable(name: "n", arg: 4, scope: !237, type: !244, flags: DIFlagArtificial)
!252 = !DILocalVariable(name: "A", arg: 5, scope: !237, type: !245, flags: DIFlagArtificial)
!253 = !DILocalVariable(name: "C", arg: 6, scope: !237, type: !246, flags: DIFlagArtificial)
!254 = !DILocalVariable(name: "B", arg: 7, scope: !237, type: !245, flags: DIFlagArtificial)
!255 = !DILocation(line: 0, scope: !237)
!256 = !{!257}
!257 = distinct !{!257, !258, !".omp_outlined._debug__: argument 0"}
!258 = distinct !{!258, !".omp_outlined._debug__"}
!259 = !DILocation(line: 32, column: 1, scope: !237)
!260 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !261, type: !240, flags: DIFlagArtificial)
!261 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 33, type: !238, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !262)
!262 = !{!260, !263, !264, !265, !266, !267, !268, !269, !270, !270, !270, !270, !271, !272, !273, !274, !275, !276, !277, !272, !273, !278, !280, !283, !286, !289}
!263 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !261, type: !240, flags: DIFlagArtificial)
!264 = !DILocalVariable(name: "bs", arg: 3, scope: !261, file: !1, line: 29, type: !244)
!265 = !DILocalVariable(name: "n", arg: 4, scope: !261, file: !1, line: 29, type: !244)
!266 = !DILocalVariable(name: "A", arg: 5, scope: !261, file: !1, line: 29, type: !245)
!267 = !DILocalVariable(name: "C", arg: 6, scope: !261, file: !1, line: 30, type: !246)
!268 = !DILocalVariable(name: "B", arg: 7, scope: !261, file: !1, line: 29, type: !245)
!269 = !DILocalVariable(name: ".omp.iv", scope: !261, type: !121, flags: DIFlagArtificial)
!270 = !DILocalVariable(name: ".capture_expr.", scope: !261, type: !3, flags: DIFlagArtificial)
!271 = !DILocalVariable(name: ".capture_expr.", scope: !261, type: !121, flags: DIFlagArtificial)
!272 = !DILocalVariable(name: "ii", scope: !261, type: !3, flags: DIFlagArtificial)
!273 = !DILocalVariable(name: "jj", scope: !261, type: !3, flags: DIFlagArtificial)
!274 = !DILocalVariable(name: ".omp.lb", scope: !261, type: !121, flags: DIFlagArtificial)
!275 = !DILocalVariable(name: ".omp.ub", scope: !261, type: !121, flags: DIFlagArtificial)
!276 = !DILocalVariable(name: ".omp.stride", scope: !261, type: !121, flags: DIFlagArtificial)
!277 = !DILocalVariable(name: ".omp.is_last", scope: !261, type: !3, flags: DIFlagArtificial)
!278 = !DILocalVariable(name: "kk", scope: !279, file: !1, line: 35, type: !3)
!279 = distinct !DILexicalBlock(scope: !261, file: !1, line: 35, column: 7)
!280 = !DILocalVariable(name: "i", scope: !281, file: !1, line: 36, type: !3)
!281 = distinct !DILexicalBlock(scope: !282, file: !1, line: 36, column: 9)
!282 = distinct !DILexicalBlock(scope: !279, file: !1, line: 35, column: 7)
!283 = !DILocalVariable(name: "k", scope: !284, file: !1, line: 37, type: !3)
!284 = distinct !DILexicalBlock(scope: !285, file: !1, line: 37, column: 11)
!285 = distinct !DILexicalBlock(scope: !281, file: !1, line: 36, column: 9)
!286 = !DILocalVariable(name: "a", scope: !287, file: !1, line: 38, type: !8)
!287 = distinct !DILexicalBlock(scope: !288, file: !1, line: 37, column: 54)
!288 = distinct !DILexicalBlock(scope: !284, file: !1, line: 37, column: 11)
!289 = !DILocalVariable(name: "j", scope: !290, file: !1, line: 39, type: !3)
!290 = distinct !DILexicalBlock(scope: !287, file: !1, line: 39, column: 13)
!291 = !DILocation(line: 0, scope: !261, inlinedAt: !292)
!292 = distinct !DILocation(line: 32, column: 1, scope: !237)
!293 = !DILocation(line: 33, column: 25, scope: !261, inlinedAt: !292)
!294 = !DILocation(line: 33, column: 34, scope: !261, inlinedAt: !292)
!295 = !DILocation(line: 33, column: 3, scope: !261, inlinedAt: !292)
!296 = !DILocation(line: 34, column: 5, scope: !261, inlinedAt: !292)
!297 = !DILocation(line: 33, column: 17, scope: !261, inlinedAt: !292)
!298 = !DILocation(line: 33, column: 8, scope: !261, inlinedAt: !292)
!299 = !{!130, !130, i64 0}
!300 = !DILocation(line: 32, column: 1, scope: !261, inlinedAt: !292)
!301 = !DILocation(line: 33, column: 28, scope: !261, inlinedAt: !292)
!302 = !DILocation(line: 34, column: 19, scope: !261, inlinedAt: !292)
!303 = !DILocation(line: 0, scope: !279, inlinedAt: !292)
!304 = !DILocation(line: 35, column: 7, scope: !279, inlinedAt: !292)
!305 = !DILocation(line: 0, scope: !281, inlinedAt: !292)
!306 = !DILocation(line: 36, column: 9, scope: !281, inlinedAt: !292)
!307 = distinct !{!307, !300, !308}
!308 = !DILocation(line: 32, column: 54, scope: !261, inlinedAt: !292)
!309 = !DILocation(line: 0, scope: !284, inlinedAt: !292)
!310 = !DILocation(line: 37, column: 11, scope: !284, inlinedAt: !292)
!311 = !DILocation(line: 35, column: 35, scope: !282, inlinedAt: !292)
!312 = !DILocation(line: 35, column: 27, scope: !282, inlinedAt: !292)
!313 = distinct !{!313, !304, !314, !91, !92}
!314 = !DILocation(line: 41, column: 11, scope: !279, inlinedAt: !292)
!315 = !DILocation(line: 36, column: 48, scope: !285, inlinedAt: !292)
!316 = !DILocation(line: 36, column: 28, scope: !285, inlinedAt: !292)
!317 = distinct !{!317, !306, !318, !91, !92}
!318 = !DILocation(line: 41, column: 11, scope: !281, inlinedAt: !292)
!319 = !DILocation(line: 38, column: 32, scope: !287, inlinedAt: !292)
!320 = !DILocation(line: 38, column: 24, scope: !287, inlinedAt: !292)
!321 = !DILocation(line: 0, scope: !287, inlinedAt: !292)
!322 = !DILocation(line: 0, scope: !290, inlinedAt: !292)
!323 = !DILocation(line: 39, column: 13, scope: !290, inlinedAt: !292)
!324 = !DILocation(line: 37, column: 50, scope: !288, inlinedAt: !292)
!325 = !DILocation(line: 37, column: 30, scope: !288, inlinedAt: !292)
!326 = distinct !{!326, !310, !327, !91, !92}
!327 = !DILocation(line: 41, column: 11, scope: !284, inlinedAt: !292)
!328 = !DILocation(line: 40, column: 43, scope: !329, inlinedAt: !292)
!329 = distinct !DILexicalBlock(scope: !290, file: !1, line: 39, column: 13)
!330 = !DILocation(line: 40, column: 35, scope: !329, inlinedAt: !292)
!331 = !DILocation(line: 40, column: 23, scope: !329, inlinedAt: !292)
!332 = !DILocation(line: 40, column: 15, scope: !329, inlinedAt: !292)
!333 = !DILocation(line: 40, column: 28, scope: !329, inlinedAt: !292)
!334 = !DILocation(line: 39, column: 52, scope: !329, inlinedAt: !292)
!335 = !DILocation(line: 39, column: 32, scope: !329, inlinedAt: !292)
!336 = distinct !{!336, !323, !337, !91, !92}
!337 = !DILocation(line: 40, column: 46, scope: !290, inlinedAt: !292)
!338 = !{!339}
!339 = !{i64 2, i64 -1, i64 -1, i1 true}
