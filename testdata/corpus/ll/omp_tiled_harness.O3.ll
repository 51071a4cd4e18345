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
  br i1 %10, label %11, label %22, !dbg !32

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !33
  %13 = load i8*, i8** %12, align 8, !dbg !33, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %13, metadata !38, metadata !DIExpression()) #8, !dbg !46
  %14 = tail call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #8, !dbg !48
  %15 = trunc i64 %14 to i32, !dbg !49
  call void @llvm.dbg.value(metadata i32 %15, metadata !23, metadata !DIExpression()), !dbg !30
  %16 = icmp eq i32 %0, 2, !dbg !50
  br i1 %16, label %22, label %17, !dbg !51

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !52
  %19 = load i8*, i8** %18, align 8, !dbg !52, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %19, metadata !38, metadata !DIExpression()) #8, !dbg !53
  %20 = tail call i64 @strtol(i8* nocapture noundef nonnull %19, i8** noundef null, i32 noundef 10) #8, !dbg !55
  %21 = trunc i64 %20 to i32, !dbg !56
  br label %22, !dbg !51

22:                                               ; preds = %2, %11, %17
  %23 = phi i32 [ %15, %17 ], [ %15, %11 ], [ 48, %2 ]
  %24 = phi i32 [ %21, %17 ], [ 16, %11 ], [ 16, %2 ], !dbg !51
  call void @llvm.dbg.value(metadata i32 %24, metadata !24, metadata !DIExpression()), !dbg !30
  %25 = sext i32 %23 to i64, !dbg !57
  %26 = shl nsw i64 %25, 3, !dbg !58
  %27 = mul i64 %26, %25, !dbg !59
  %28 = tail call noalias i8* @malloc(i64 noundef %27) #8, !dbg !60
  %29 = bitcast i8* %28 to double*, !dbg !60
  call void @llvm.dbg.value(metadata double* %29, metadata !25, metadata !DIExpression()), !dbg !30
  %30 = tail call noalias i8* @malloc(i64 noundef %27) #8, !dbg !61
  %31 = bitcast i8* %30 to double*, !dbg !61
  call void @llvm.dbg.value(metadata double* %31, metadata !27, metadata !DIExpression()), !dbg !30
  %32 = tail call noalias i8* @malloc(i64 noundef %27) #8, !dbg !62
  %33 = bitcast i8* %32 to double*, !dbg !62
  call void @llvm.dbg.value(metadata double* %33, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %15, metadata !63, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %29, metadata !68, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %31, metadata !69, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %33, metadata !70, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !78
  %34 = icmp sgt i32 %23, 0, !dbg !79
  br i1 %34, label %35, label %93, !dbg !80

35:                                               ; preds = %22
  %36 = zext i32 %23 to i64, !dbg !80
  %37 = mul nuw nsw i64 %36, %36, !dbg !80
  %38 = shl i64 %37, 3, !dbg !80
  call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %38, i1 false), !dbg !81, !tbaa !84
  %39 = icmp ult i32 %23, 2
  %40 = and i64 %36, 4294967294
  %41 = icmp eq i64 %40, %36
  br label %42, !dbg !80

42:                                               ; preds = %90, %35
  %43 = phi i64 [ 0, %35 ], [ %91, %90 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !71, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !86
  %44 = mul nuw nsw i64 %43, %36
  %45 = shl nuw i64 %43, 1, !dbg !87
  br i1 %39, label %72, label %46, !dbg !87

46:                                               ; preds = %42
  %47 = insertelement <2 x i64> poison, i64 %43, i64 0, !dbg !87
  %48 = shufflevector <2 x i64> %47, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !87
  %49 = insertelement <2 x i64> poison, i64 %45, i64 0, !dbg !87
  %50 = shufflevector <2 x i64> %49, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !87
  br label %51, !dbg !87

51:                                               ; preds = %51, %46
  %52 = phi i64 [ 0, %46 ], [ %68, %51 ], !dbg !88
  %53 = phi <2 x i64> [ <i64 0, i64 1>, %46 ], [ %69, %51 ]
  %54 = add nuw nsw <2 x i64> %53, %48, !dbg !89
  %55 = trunc <2 x i64> %54 to <2 x i32>, !dbg !90
  %56 = and <2 x i32> %55, <i32 3, i32 3>, !dbg !90
  %57 = sitofp <2 x i32> %56 to <2 x double>, !dbg !91
  %58 = add nuw nsw i64 %52, %44, !dbg !88
  %59 = getelementptr inbounds double, double* %29, i64 %58, !dbg !88
  %60 = bitcast double* %59 to <2 x double>*, !dbg !92
  store <2 x double> %57, <2 x double>* %60, align 8, !dbg !92, !tbaa !84
  %61 = add nuw nsw <2 x i64> %53, %50, !dbg !93
  %62 = trunc <2 x i64> %61 to <2 x i32>, !dbg !94
  %63 = urem <2 x i32> %62, <i32 3, i32 3>, !dbg !94
  %64 = sitofp <2 x i32> %63 to <2 x double>, !dbg !95
  %65 = fadd <2 x double> %64, <double -7.500000e-01, double -7.500000e-01>, !dbg !96
  %66 = getelementptr inbounds double, double* %31, i64 %58, !dbg !88
  %67 = bitcast double* %66 to <2 x double>*, !dbg !97
  store <2 x double> %65, <2 x double>* %67, align 8, !dbg !97, !tbaa !84
  %68 = add nuw i64 %52, 2, !dbg !88
  %69 = add <2 x i64> %53, <i64 2, i64 2>
  %70 = icmp eq i64 %68, %40, !dbg !88
  br i1 %70, label %71, label %51, !dbg !88, !llvm.loop !98

71:                                               ; preds = %51
  br i1 %41, label %90, label %72, !dbg !87

72:                                               ; preds = %42, %71
  %73 = phi i64 [ 0, %42 ], [ %40, %71 ]
  br label %74, !dbg !87

74:                                               ; preds = %72, %74
  %75 = phi i64 [ %88, %74 ], [ %73, %72 ]
  call void @llvm.dbg.value(metadata i64 %75, metadata !73, metadata !DIExpression()), !dbg !86
  %76 = add nuw nsw i64 %75, %43, !dbg !89
  %77 = trunc i64 %76 to i32, !dbg !90
  %78 = and i32 %77, 3, !dbg !90
  %79 = sitofp i32 %78 to double, !dbg !91
  %80 = add nuw nsw i64 %75, %44, !dbg !102
  %81 = getelementptr inbounds double, double* %29, i64 %80, !dbg !103
  store double %79, double* %81, align 8, !dbg !92, !tbaa !84
  %82 = add nuw nsw i64 %75, %45, !dbg !93
  %83 = trunc i64 %82 to i32, !dbg !94
  %84 = urem i32 %83, 3, !dbg !94
  %85 = sitofp i32 %84 to double, !dbg !95
  %86 = fadd double %85, -7.500000e-01, !dbg !96
  %87 = getelementptr inbounds double, double* %31, i64 %80, !dbg !104
  store double %86, double* %87, align 8, !dbg !97, !tbaa !84
  %88 = add nuw nsw i64 %75, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %88, metadata !73, metadata !DIExpression()), !dbg !86
  %89 = icmp eq i64 %88, %36, !dbg !105
  br i1 %89, label %90, label %74, !dbg !87, !llvm.loop !106

90:                                               ; preds = %74, %71
  %91 = add nuw nsw i64 %43, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %91, metadata !71, metadata !DIExpression()), !dbg !78
  %92 = icmp eq i64 %91, %36, !dbg !79
  br i1 %92, label %93, label %42, !dbg !80, !llvm.loop !109

93:                                               ; preds = %90, %22
  %94 = bitcast %struct.timespec* %9 to i8*, !dbg !111
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %94) #8, !dbg !111
  call void @llvm.dbg.declare(metadata %struct.timespec* %9, metadata !116, metadata !DIExpression()) #8, !dbg !127
  %95 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %9) #8, !dbg !128
  %96 = getelementptr inbounds %struct.timespec, %struct.timespec* %9, i64 0, i32 0, !dbg !129
  %97 = load i64, i64* %96, align 8, !dbg !129, !tbaa !130
  %98 = sitofp i64 %97 to double, !dbg !133
  %99 = getelementptr inbounds %struct.timespec, %struct.timespec* %9, i64 0, i32 1, !dbg !134
  %100 = load i64, i64* %99, align 8, !dbg !134, !tbaa !135
  %101 = sitofp i64 %100 to double, !dbg !136
  %102 = call double @llvm.fmuladd.f64(double %101, double 1.000000e-09, double %98) #8, !dbg !137
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %94) #8, !dbg !138
  call void @llvm.dbg.value(metadata double %102, metadata !29, metadata !DIExpression()), !dbg !30
  %103 = bitcast i32* %4 to i8*, !dbg !139
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %103), !dbg !139
  %104 = bitcast i32* %5 to i8*, !dbg !139
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %104), !dbg !139
  %105 = bitcast double** %6 to i8*, !dbg !139
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %105), !dbg !139
  %106 = bitcast double** %7 to i8*, !dbg !139
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %106), !dbg !139
  %107 = bitcast double** %8 to i8*, !dbg !139
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %107), !dbg !139
  call void @llvm.dbg.value(metadata i32 %15, metadata !146, metadata !DIExpression()) #8, !dbg !139
  store i32 %23, i32* %4, align 4, !tbaa !152
  call void @llvm.dbg.value(metadata i32 %24, metadata !147, metadata !DIExpression()) #8, !dbg !139
  store i32 %24, i32* %5, align 4, !tbaa !152
  call void @llvm.dbg.value(metadata double* %29, metadata !148, metadata !DIExpression()) #8, !dbg !139
  %108 = bitcast double** %6 to i8**
  store i8* %28, i8** %108, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata double* %31, metadata !149, metadata !DIExpression()) #8, !dbg !139
  %109 = bitcast double** %7 to i8**
  store i8* %30, i8** %109, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata double* %33, metadata !150, metadata !DIExpression()) #8, !dbg !139
  %110 = bitcast double** %8 to i8**
  store i8* %32, i8** %110, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %4, metadata !146, metadata !DIExpression(DW_OP_deref)) #8, !dbg !139
  call void @llvm.dbg.value(metadata i32* %5, metadata !147, metadata !DIExpression(DW_OP_deref)) #8, !dbg !139
  call void @llvm.dbg.value(metadata double** %6, metadata !148, metadata !DIExpression(DW_OP_deref)) #8, !dbg !139
  call void @llvm.dbg.value(metadata double** %7, metadata !149, metadata !DIExpression(DW_OP_deref)) #8, !dbg !139
  call void @llvm.dbg.value(metadata double** %8, metadata !150, metadata !DIExpression(DW_OP_deref)) #8, !dbg !139
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %5, i32* nonnull %4, double** nonnull %6, double** nonnull %8, double** nonnull %7) #8, !dbg !154
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %103), !dbg !155
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %104), !dbg !155
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %105), !dbg !155
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %106), !dbg !155
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %107), !dbg !155
  %111 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !156, !tbaa !34
  %112 = bitcast %struct.timespec* %3 to i8*, !dbg !157
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %112) #8, !dbg !157
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !116, metadata !DIExpression()) #8, !dbg !159
  %113 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #8, !dbg !160
  %114 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !161
  %115 = load i64, i64* %114, align 8, !dbg !161, !tbaa !130
  %116 = sitofp i64 %115 to double, !dbg !162
  %117 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !163
  %118 = load i64, i64* %117, align 8, !dbg !163, !tbaa !135
  %119 = sitofp i64 %118 to double, !dbg !164
  %120 = call double @llvm.fmuladd.f64(double %119, double 1.000000e-09, double %116) #8, !dbg !165
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %112) #8, !dbg !166
  %121 = fsub double %120, %102, !dbg !167
  %122 = call i32 @omp_get_max_threads(), !dbg !168
  %123 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %111, i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), double noundef %121, i32 noundef %122) #13, !dbg !169
  %124 = icmp sgt i32 %0, 42, !dbg !170
  br i1 %124, label %125, label %147, !dbg !172

125:                                              ; preds = %93
  %126 = load i8*, i8** %1, align 8, !dbg !173, !tbaa !34
  %127 = load i8, i8* %126, align 1, !dbg !174
  %128 = icmp eq i8 %127, 0, !dbg !174
  br i1 %128, label %129, label %147, !dbg !175

129:                                              ; preds = %125
  call void @llvm.dbg.value(metadata i32 %15, metadata !176, metadata !DIExpression()) #8, !dbg !184
  call void @llvm.dbg.value(metadata double* %33, metadata !181, metadata !DIExpression()) #8, !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()) #8, !dbg !186
  %130 = mul i32 %23, %23
  %131 = icmp eq i32 %130, 0, !dbg !187
  br i1 %131, label %147, label %132, !dbg !189

132:                                              ; preds = %129
  %133 = add nsw i32 %23, -1
  %134 = zext i32 %130 to i64, !dbg !187
  br label %135, !dbg !189

135:                                              ; preds = %135, %132
  %136 = phi i64 [ 0, %132 ], [ %145, %135 ]
  call void @llvm.dbg.value(metadata i64 %136, metadata !182, metadata !DIExpression()) #8, !dbg !186
  %137 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !190, !tbaa !34
  %138 = getelementptr inbounds double, double* %33, i64 %136, !dbg !191
  %139 = load double, double* %138, align 8, !dbg !191, !tbaa !84
  %140 = trunc i64 %136 to i32, !dbg !192
  %141 = srem i32 %140, %23, !dbg !192
  %142 = icmp eq i32 %141, %133, !dbg !193
  %143 = select i1 %142, i32 10, i32 32, !dbg !194
  %144 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %137, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), double noundef %139, i32 noundef %143) #14, !dbg !195
  %145 = add nuw nsw i64 %136, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %145, metadata !182, metadata !DIExpression()) #8, !dbg !186
  %146 = icmp eq i64 %145, %134, !dbg !187
  br i1 %146, label %147, label %135, !dbg !189, !llvm.loop !197

147:                                              ; preds = %135, %129, %125, %93
  call void @llvm.dbg.value(metadata i32 %15, metadata !199, metadata !DIExpression()) #8, !dbg !208
  call void @llvm.dbg.value(metadata double* %33, metadata !204, metadata !DIExpression()) #8, !dbg !208
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !205, metadata !DIExpression()) #8, !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !206, metadata !DIExpression()) #8, !dbg !210
  %148 = mul i32 %23, %23
  %149 = icmp eq i32 %148, 0, !dbg !211
  br i1 %149, label %188, label %150, !dbg !213

150:                                              ; preds = %147
  %151 = zext i32 %148 to i64, !dbg !211
  %152 = and i64 %151, 1, !dbg !213
  %153 = icmp eq i32 %148, 1, !dbg !213
  br i1 %153, label %176, label %154, !dbg !213

154:                                              ; preds = %150
  %155 = and i64 %151, 4294967294, !dbg !213
  br label %156, !dbg !213

156:                                              ; preds = %156, %154
  %157 = phi i64 [ 0, %154 ], [ %173, %156 ]
  %158 = phi double [ 0.000000e+00, %154 ], [ %172, %156 ]
  %159 = phi i64 [ 0, %154 ], [ %174, %156 ]
  call void @llvm.dbg.value(metadata i64 %157, metadata !206, metadata !DIExpression()) #8, !dbg !210
  call void @llvm.dbg.value(metadata double %158, metadata !205, metadata !DIExpression()) #8, !dbg !208
  %160 = getelementptr inbounds double, double* %33, i64 %157, !dbg !214
  %161 = load double, double* %160, align 8, !dbg !214, !tbaa !84
  %162 = trunc i64 %157 to i32, !dbg !215
  %163 = urem i32 %162, 7, !dbg !215
  %164 = sitofp i32 %163 to double, !dbg !216
  %165 = call double @llvm.fmuladd.f64(double %161, double %164, double %158) #8, !dbg !217
  call void @llvm.dbg.value(metadata double %165, metadata !205, metadata !DIExpression()) #8, !dbg !208
  %166 = or i64 %157, 1, !dbg !218
  call void @llvm.dbg.value(metadata i64 %166, metadata !206, metadata !DIExpression()) #8, !dbg !210
  call void @llvm.dbg.value(metadata i64 %166, metadata !206, metadata !DIExpression()) #8, !dbg !210
  call void @llvm.dbg.value(metadata double %165, metadata !205, metadata !DIExpression()) #8, !dbg !208
  %167 = getelementptr inbounds double, double* %33, i64 %166, !dbg !214
  %168 = load double, double* %167, align 8, !dbg !214, !tbaa !84
  %169 = trunc i64 %166 to i32, !dbg !215
  %170 = urem i32 %169, 7, !dbg !215
  %171 = sitofp i32 %170 to double, !dbg !216
  %172 = call double @llvm.fmuladd.f64(double %168, double %171, double %165) #8, !dbg !217
  call void @llvm.dbg.value(metadata double %172, metadata !205, metadata !DIExpression()) #8, !dbg !208
  %173 = add nuw nsw i64 %157, 2, !dbg !218
  call void @llvm.dbg.value(metadata i64 %173, metadata !206, metadata !DIExpression()) #8, !dbg !210
  %174 = add i64 %159, 2, !dbg !213
  %175 = icmp eq i64 %174, %155, !dbg !213
  br i1 %175, label %176, label %156, !dbg !213, !llvm.loop !219

176:                                              ; preds = %156, %150
  %177 = phi double [ undef, %150 ], [ %172, %156 ]
  %178 = phi i64 [ 0, %150 ], [ %173, %156 ]
  %179 = phi double [ 0.000000e+00, %150 ], [ %172, %156 ]
  %180 = icmp eq i64 %152, 0, !dbg !213
  br i1 %180, label %188, label %181, !dbg !213

181:                                              ; preds = %176
  call void @llvm.dbg.value(metadata i64 %178, metadata !206, metadata !DIExpression()) #8, !dbg !210
  call void @llvm.dbg.value(metadata double %179, metadata !205, metadata !DIExpression()) #8, !dbg !208
  %182 = getelementptr inbounds double, double* %33, i64 %178, !dbg !214
  %183 = load double, double* %182, align 8, !dbg !214, !tbaa !84
  %184 = trunc i64 %178 to i32, !dbg !215
  %185 = urem i32 %184, 7, !dbg !215
  %186 = sitofp i32 %185 to double, !dbg !216
  %187 = call double @llvm.fmuladd.f64(double %183, double %186, double %179) #8, !dbg !217
  call void @llvm.dbg.value(metadata double %187, metadata !205, metadata !DIExpression()) #8, !dbg !208
  call void @llvm.dbg.value(metadata i64 %178, metadata !206, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !210
  br label %188, !dbg !221

188:                                              ; preds = %181, %176, %147
  %189 = phi double [ 0.000000e+00, %147 ], [ %177, %176 ], [ %187, %181 ], !dbg !208
  %190 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %189), !dbg !221
  call void @free(i8* noundef %28) #8, !dbg !222
  call void @free(i8* noundef %30) #8, !dbg !223
  call void @free(i8* noundef %32) #8, !dbg !224
  ret i32 0, !dbg !225
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
declare !dbg !226 i32 @omp_get_max_threads() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !231 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(%struct.ident_t*, i32, i32, i32*, i64*, i64*, i64*, i64, i64) local_unnamed_addr #8

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #8

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6) #9 !dbg !239 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !250, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* %1, metadata !251, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* %2, metadata !252, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* %3, metadata !253, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double** %4, metadata !254, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double** %5, metadata !255, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double** %6, metadata !256, metadata !DIExpression()), !dbg !257
  tail call void @llvm.experimental.noalias.scope.decl(metadata !258), !dbg !261
  call void @llvm.dbg.value(metadata i32* %0, metadata !262, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i32* undef, metadata !265, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i32* %2, metadata !266, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i32* %3, metadata !267, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata double** %4, metadata !268, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata double** %5, metadata !269, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata double** %6, metadata !270, metadata !DIExpression()) #8, !dbg !293
  %12 = load i32, i32* %3, align 4, !dbg !295, !tbaa !152, !noalias !258
  call void @llvm.dbg.value(metadata i32 %12, metadata !272, metadata !DIExpression()) #8, !dbg !293
  %13 = load i32, i32* %2, align 4, !dbg !296, !tbaa !152, !noalias !258
  call void @llvm.dbg.value(metadata i32 %13, metadata !272, metadata !DIExpression()) #8, !dbg !293
  %14 = add i32 %12, -1, !dbg !297
  %15 = add i32 %14, %13, !dbg !297
  %16 = sdiv i32 %15, %13, !dbg !297
  %17 = sext i32 %16 to i64, !dbg !297
  %18 = mul nsw i64 %17, %17, !dbg !298
  %19 = add nsw i64 %18, -1, !dbg !298
  call void @llvm.dbg.value(metadata i64 %19, metadata !273, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression()) #8, !dbg !293
  %20 = icmp sgt i32 %12, 0, !dbg !297
  br i1 %20, label %21, label %175, !dbg !299

21:                                               ; preds = %7
  %22 = bitcast i64* %8 to i8*, !dbg !297
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #8, !dbg !297, !noalias !258
  call void @llvm.dbg.value(metadata i64 0, metadata !276, metadata !DIExpression()) #8, !dbg !293
  store i64 0, i64* %8, align 8, !dbg !300, !tbaa !301, !noalias !258
  %23 = bitcast i64* %9 to i8*, !dbg !297
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #8, !dbg !297, !noalias !258
  call void @llvm.dbg.value(metadata i64 %19, metadata !277, metadata !DIExpression()) #8, !dbg !293
  store i64 %19, i64* %9, align 8, !dbg !300, !tbaa !301, !noalias !258
  %24 = bitcast i64* %10 to i8*, !dbg !297
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #8, !dbg !297, !noalias !258
  call void @llvm.dbg.value(metadata i64 1, metadata !278, metadata !DIExpression()) #8, !dbg !293
  store i64 1, i64* %10, align 8, !dbg !300, !tbaa !301, !noalias !258
  %25 = bitcast i32* %11 to i8*, !dbg !297
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #8, !dbg !297, !noalias !258
  call void @llvm.dbg.value(metadata i32 0, metadata !279, metadata !DIExpression()) #8, !dbg !293
  store i32 0, i32* %11, align 4, !dbg !300, !tbaa !152, !noalias !258
  %26 = load i32, i32* %0, align 4, !dbg !297, !tbaa !152, !alias.scope !258
  call void @llvm.dbg.value(metadata i64* %8, metadata !276, metadata !DIExpression(DW_OP_deref)) #8, !dbg !293
  call void @llvm.dbg.value(metadata i64* %9, metadata !277, metadata !DIExpression(DW_OP_deref)) #8, !dbg !293
  call void @llvm.dbg.value(metadata i64* %10, metadata !278, metadata !DIExpression(DW_OP_deref)) #8, !dbg !293
  call void @llvm.dbg.value(metadata i32* %11, metadata !279, metadata !DIExpression(DW_OP_deref)) #8, !dbg !293
  call void @__kmpc_for_static_init_8(%struct.ident_t* nonnull @1, i32 %26, i32 34, i32* nonnull %11, i64* nonnull %8, i64* nonnull %9, i64* nonnull %10, i64 1, i64 1) #8, !dbg !302, !noalias !258
  %27 = load i64, i64* %9, align 8, !dbg !300, !tbaa !301, !noalias !258
  call void @llvm.dbg.value(metadata i64 %27, metadata !277, metadata !DIExpression()) #8, !dbg !293
  %28 = icmp sgt i64 %27, %19, !dbg !300
  %29 = select i1 %28, i64 %19, i64 %27, !dbg !300
  call void @llvm.dbg.value(metadata i64 %29, metadata !277, metadata !DIExpression()) #8, !dbg !293
  store i64 %29, i64* %9, align 8, !dbg !300, !tbaa !301, !noalias !258
  %30 = load i64, i64* %8, align 8, !dbg !300, !tbaa !301, !noalias !258
  call void @llvm.dbg.value(metadata i64 %30, metadata !276, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i64 %30, metadata !271, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i64 %29, metadata !277, metadata !DIExpression()) #8, !dbg !293
  %31 = icmp sgt i64 %30, %29, !dbg !297
  br i1 %31, label %174, label %32, !dbg !297

32:                                               ; preds = %21
  %33 = load i32, i32* %3, align 4, !tbaa !152, !noalias !258
  %34 = icmp sgt i32 %33, 0
  %35 = load i32, i32* %2, align 4, !noalias !258
  br i1 %34, label %36, label %174, !dbg !303

36:                                               ; preds = %32
  %37 = sext i32 %35 to i64, !dbg !302
  %38 = zext i32 %33 to i64, !dbg !302
  %39 = mul nsw i64 %37, %38
  br label %40, !dbg !302

40:                                               ; preds = %58, %36
  %41 = phi i64 [ %59, %58 ], [ %30, %36 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !271, metadata !DIExpression()) #8, !dbg !293
  %42 = sdiv i64 %41, %17, !dbg !304
  %43 = trunc i64 %42 to i32, !dbg !299
  %44 = mul i32 %13, %43, !dbg !299
  call void @llvm.dbg.value(metadata i32 %44, metadata !274, metadata !DIExpression()) #8, !dbg !293
  %45 = mul nsw i64 %42, %17, !dbg !304
  %46 = srem i64 %41, %17
  %47 = trunc i64 %46 to i32, !dbg !305
  %48 = mul i32 %13, %47, !dbg !305
  call void @llvm.dbg.value(metadata i32 %48, metadata !275, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i32 0, metadata !280, metadata !DIExpression()) #8, !dbg !306
  %49 = add nsw i32 %44, %35
  %50 = icmp slt i32 %49, %33
  %51 = select i1 %50, i32 %49, i32 %33
  %52 = icmp slt i32 %44, %51
  %53 = add nsw i32 %48, %35
  %54 = icmp slt i32 %53, %33
  %55 = select i1 %54, i32 %53, i32 %33
  %56 = icmp slt i32 %48, %55
  %57 = select i1 %52, i1 %56, i1 false, !dbg !307
  br i1 %57, label %61, label %58, !dbg !307

58:                                               ; preds = %92, %40
  %59 = add i64 %41, 1, !dbg !297
  call void @llvm.dbg.value(metadata i64 %59, metadata !271, metadata !DIExpression()) #8, !dbg !293
  call void @llvm.dbg.value(metadata i64 %29, metadata !277, metadata !DIExpression()) #8, !dbg !293
  %60 = icmp eq i64 %41, %29, !dbg !297
  br i1 %60, label %174, label %40, !dbg !297, !llvm.loop !308

61:                                               ; preds = %40
  %62 = trunc i64 %41 to i32
  %63 = mul i32 %16, %43, !dbg !303
  %64 = sub i32 %62, %63, !dbg !303
  %65 = mul i32 %64, %13, !dbg !303
  %66 = sext i32 %65 to i64, !dbg !303
  %67 = sext i32 %55 to i64, !dbg !303
  %68 = sext i32 %44 to i64, !dbg !303
  %69 = sext i32 %51 to i64
  %70 = mul nsw i64 %38, %68, !dbg !303
  %71 = add i64 %70, %66, !dbg !303
  %72 = add i64 %70, %67, !dbg !303
  %73 = sub nsw i64 %67, %66, !dbg !303
  %74 = icmp ult i64 %73, 4
  %75 = and i64 %73, -4
  %76 = add nsw i64 %75, %66
  %77 = icmp eq i64 %73, %75
  br label %78, !dbg !303

78:                                               ; preds = %92, %61
  %79 = phi i64 [ %96, %92 ], [ 0, %61 ]
  %80 = phi i64 [ %93, %92 ], [ 0, %61 ]
  %81 = mul i64 %39, %79
  %82 = add i64 %81, %66
  %83 = add i64 %81, %67
  %84 = trunc i64 %80 to i32
  call void @llvm.dbg.value(metadata i32 %84, metadata !280, metadata !DIExpression()) #8, !dbg !306
  call void @llvm.dbg.value(metadata i32 %44, metadata !282, metadata !DIExpression()) #8, !dbg !310
  %85 = add nsw i32 %35, %84
  %86 = icmp slt i32 %85, %33
  %87 = select i1 %86, i32 %85, i32 %33
  %88 = icmp sgt i32 %87, %84
  %89 = load double*, double** %4, align 8, !noalias !258
  br i1 %88, label %90, label %92, !dbg !311

90:                                               ; preds = %78
  %91 = sext i32 %87 to i64, !dbg !307
  br label %97, !dbg !307

92:                                               ; preds = %170, %78
  %93 = add i64 %80, %37, !dbg !303
  %94 = trunc i64 %93 to i32, !dbg !312
  call void @llvm.dbg.value(metadata i32 %94, metadata !280, metadata !DIExpression()) #8, !dbg !306
  %95 = icmp sgt i32 %33, %94, !dbg !313
  %96 = add i64 %79, 1, !dbg !303
  br i1 %95, label %78, label %58, !dbg !303, !llvm.loop !314

97:                                               ; preds = %170, %90
  %98 = phi i64 [ %173, %170 ], [ 0, %90 ]
  %99 = phi i64 [ %171, %170 ], [ %68, %90 ]
  call void @llvm.dbg.value(metadata i64 %99, metadata !282, metadata !DIExpression()) #8, !dbg !310
  call void @llvm.dbg.value(metadata i32 %84, metadata !285, metadata !DIExpression()) #8, !dbg !316
  %100 = mul i64 %98, %38
  %101 = add i64 %71, %100
  %102 = add i64 %72, %100
  %103 = mul nsw i64 %99, %38
  %104 = load double*, double** %6, align 8, !noalias !258
  %105 = load double*, double** %5, align 8, !noalias !258
  %106 = getelementptr double, double* %105, i64 %101, !dbg !311
  %107 = getelementptr double, double* %105, i64 %102, !dbg !311
  br label %108, !dbg !311

108:                                              ; preds = %166, %97
  %109 = phi i64 [ %169, %166 ], [ 0, %97 ]
  %110 = phi i64 [ %167, %166 ], [ %80, %97 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !285, metadata !DIExpression()) #8, !dbg !316
  %111 = mul i64 %109, %38, !dbg !317
  %112 = add nsw i64 %110, %103, !dbg !317
  %113 = getelementptr inbounds double, double* %89, i64 %112, !dbg !318
  %114 = load double, double* %113, align 8, !dbg !318, !tbaa !84, !noalias !258
  call void @llvm.dbg.value(metadata double %114, metadata !288, metadata !DIExpression()) #8, !dbg !319
  call void @llvm.dbg.value(metadata i32 %48, metadata !291, metadata !DIExpression()) #8, !dbg !320
  %115 = mul nsw i64 %110, %38
  br i1 %74, label %153, label %116, !dbg !321

116:                                              ; preds = %108
  %117 = add i64 %83, %111, !dbg !317
  %118 = getelementptr double, double* %104, i64 %117, !dbg !317
  %119 = add i64 %82, %111, !dbg !317
  %120 = getelementptr double, double* %104, i64 %119, !dbg !317
  %121 = icmp ult double* %106, %118, !dbg !321
  %122 = icmp ult double* %120, %107, !dbg !321
  %123 = and i1 %121, %122, !dbg !321
  br i1 %123, label %153, label %124, !dbg !321

124:                                              ; preds = %116
  %125 = insertelement <2 x double> poison, double %114, i64 0, !dbg !321
  %126 = shufflevector <2 x double> %125, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !321
  %127 = insertelement <2 x double> poison, double %114, i64 0, !dbg !321
  %128 = shufflevector <2 x double> %127, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !321
  br label %129, !dbg !321

129:                                              ; preds = %129, %124
  %130 = phi i64 [ 0, %124 ], [ %150, %129 ]
  %131 = add i64 %130, %66
  %132 = add nsw i64 %131, %115, !dbg !322
  %133 = getelementptr inbounds double, double* %104, i64 %132, !dbg !324
  %134 = bitcast double* %133 to <2 x double>*, !dbg !324
  %135 = load <2 x double>, <2 x double>* %134, align 8, !dbg !324, !tbaa !84, !alias.scope !325, !noalias !258
  %136 = getelementptr inbounds double, double* %133, i64 2, !dbg !324
  %137 = bitcast double* %136 to <2 x double>*, !dbg !324
  %138 = load <2 x double>, <2 x double>* %137, align 8, !dbg !324, !tbaa !84, !alias.scope !325, !noalias !258
  %139 = add nsw i64 %131, %103, !dbg !328
  %140 = getelementptr inbounds double, double* %105, i64 %139, !dbg !329
  %141 = bitcast double* %140 to <2 x double>*, !dbg !330
  %142 = load <2 x double>, <2 x double>* %141, align 8, !dbg !330, !tbaa !84, !alias.scope !331, !noalias !333
  %143 = getelementptr inbounds double, double* %140, i64 2, !dbg !330
  %144 = bitcast double* %143 to <2 x double>*, !dbg !330
  %145 = load <2 x double>, <2 x double>* %144, align 8, !dbg !330, !tbaa !84, !alias.scope !331, !noalias !333
  %146 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> %135, <2 x double> %142), !dbg !330
  %147 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> %138, <2 x double> %145), !dbg !330
  %148 = bitcast double* %140 to <2 x double>*, !dbg !330
  store <2 x double> %146, <2 x double>* %148, align 8, !dbg !330, !tbaa !84, !alias.scope !331, !noalias !333
  %149 = bitcast double* %143 to <2 x double>*, !dbg !330
  store <2 x double> %147, <2 x double>* %149, align 8, !dbg !330, !tbaa !84, !alias.scope !331, !noalias !333
  %150 = add nuw i64 %130, 4
  %151 = icmp eq i64 %150, %75
  br i1 %151, label %152, label %129, !llvm.loop !334

152:                                              ; preds = %129
  br i1 %77, label %166, label %153, !dbg !321

153:                                              ; preds = %116, %108, %152
  %154 = phi i64 [ %66, %116 ], [ %66, %108 ], [ %76, %152 ]
  br label %155, !dbg !321

155:                                              ; preds = %153, %155
  %156 = phi i64 [ %164, %155 ], [ %154, %153 ]
  call void @llvm.dbg.value(metadata i64 %156, metadata !291, metadata !DIExpression()) #8, !dbg !320
  %157 = add nsw i64 %156, %115, !dbg !322
  %158 = getelementptr inbounds double, double* %104, i64 %157, !dbg !324
  %159 = load double, double* %158, align 8, !dbg !324, !tbaa !84, !noalias !258
  %160 = add nsw i64 %156, %103, !dbg !328
  %161 = getelementptr inbounds double, double* %105, i64 %160, !dbg !329
  %162 = load double, double* %161, align 8, !dbg !330, !tbaa !84, !noalias !258
  %163 = call double @llvm.fmuladd.f64(double %114, double %159, double %162) #8, !dbg !330
  store double %163, double* %161, align 8, !dbg !330, !tbaa !84, !noalias !258
  %164 = add nsw i64 %156, 1, !dbg !336
  call void @llvm.dbg.value(metadata i64 %164, metadata !291, metadata !DIExpression()) #8, !dbg !320
  %165 = icmp slt i64 %164, %67, !dbg !337
  br i1 %165, label %155, label %166, !dbg !321, !llvm.loop !338

166:                                              ; preds = %155, %152
  %167 = add nsw i64 %110, 1, !dbg !339
  call void @llvm.dbg.value(metadata i64 %167, metadata !285, metadata !DIExpression()) #8, !dbg !316
  %168 = icmp slt i64 %167, %91, !dbg !340
  %169 = add i64 %109, 1, !dbg !311
  br i1 %168, label %108, label %170, !dbg !311, !llvm.loop !341

170:                                              ; preds = %166
  %171 = add nsw i64 %99, 1, !dbg !343
  call void @llvm.dbg.value(metadata i64 %171, metadata !282, metadata !DIExpression()) #8, !dbg !310
  %172 = icmp eq i64 %171, %69, !dbg !344
  %173 = add i64 %98, 1, !dbg !307
  br i1 %172, label %92, label %97, !dbg !307, !llvm.loop !345

174:                                              ; preds = %58, %32, %21
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %26) #8, !dbg !309, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #8, !dbg !302, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #8, !dbg !302, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #8, !dbg !302, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #8, !dbg !302, !noalias !258
  br label %175, !dbg !302

175:                                              ; preds = %7, %174
  ret void, !dbg !261
}

; Function Attrs: nounwind
declare !callback !347 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #12

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

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
!88 = !DILocation(line: 22, column: 29, scope: !83, inlinedAt: !77)
!89 = !DILocation(line: 23, column: 34, scope: !82, inlinedAt: !77)
!90 = !DILocation(line: 23, column: 39, scope: !82, inlinedAt: !77)
!91 = !DILocation(line: 23, column: 22, scope: !82, inlinedAt: !77)
!92 = !DILocation(line: 23, column: 20, scope: !82, inlinedAt: !77)
!93 = !DILocation(line: 24, column: 38, scope: !82, inlinedAt: !77)
!94 = !DILocation(line: 24, column: 43, scope: !82, inlinedAt: !77)
!95 = !DILocation(line: 24, column: 22, scope: !82, inlinedAt: !77)
!96 = !DILocation(line: 24, column: 48, scope: !82, inlinedAt: !77)
!97 = !DILocation(line: 24, column: 20, scope: !82, inlinedAt: !77)
!98 = distinct !{!98, !87, !99, !100, !101}
!99 = !DILocation(line: 26, column: 5, scope: !74, inlinedAt: !77)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !{!"llvm.loop.isvectorized", i32 1}
!102 = !DILocation(line: 23, column: 15, scope: !82, inlinedAt: !77)
!103 = !DILocation(line: 23, column: 7, scope: !82, inlinedAt: !77)
!104 = !DILocation(line: 24, column: 7, scope: !82, inlinedAt: !77)
!105 = !DILocation(line: 22, column: 23, scope: !83, inlinedAt: !77)
!106 = distinct !{!106, !87, !99, !100, !107, !101}
!107 = !{!"llvm.loop.unroll.runtime.disable"}
!108 = !DILocation(line: 21, column: 27, scope: !75, inlinedAt: !77)
!109 = distinct !{!109, !80, !110, !100}
!110 = !DILocation(line: 26, column: 5, scope: !72, inlinedAt: !77)
!111 = !DILocation(line: 12, column: 3, scope: !112, inlinedAt: !126)
!112 = distinct !DISubprogram(name: "tick", scope: !1, file: !1, line: 10, type: !113, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!8}
!115 = !{!116}
!116 = !DILocalVariable(name: "ts", scope: !112, file: !1, line: 12, type: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !118, line: 11, size: 128, elements: !119)
!118 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!119 = !{!120, !124}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !117, file: !118, line: 16, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !122, line: 160, baseType: !123)
!122 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!123 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !117, file: !118, line: 21, baseType: !125, size: 64, offset: 64)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !122, line: 197, baseType: !123)
!126 = distinct !DILocation(line: 66, column: 15, scope: !17)
!127 = !DILocation(line: 12, column: 19, scope: !112, inlinedAt: !126)
!128 = !DILocation(line: 13, column: 3, scope: !112, inlinedAt: !126)
!129 = !DILocation(line: 14, column: 13, scope: !112, inlinedAt: !126)
!130 = !{!131, !132, i64 0}
!131 = !{!"timespec", !132, i64 0, !132, i64 8}
!132 = !{!"long", !36, i64 0}
!133 = !DILocation(line: 14, column: 10, scope: !112, inlinedAt: !126)
!134 = !DILocation(line: 14, column: 32, scope: !112, inlinedAt: !126)
!135 = !{!131, !132, i64 8}
!136 = !DILocation(line: 14, column: 29, scope: !112, inlinedAt: !126)
!137 = !DILocation(line: 14, column: 20, scope: !112, inlinedAt: !126)
!138 = !DILocation(line: 15, column: 1, scope: !112, inlinedAt: !126)
!139 = !DILocation(line: 0, scope: !140, inlinedAt: !151)
!140 = distinct !DISubprogram(name: "kernel_tiled", scope: !1, file: !1, line: 29, type: !141, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !3, !3, !143, !143, !26}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!145 = !{!146, !147, !148, !149, !150}
!146 = !DILocalVariable(name: "n", arg: 1, scope: !140, file: !1, line: 29, type: !3)
!147 = !DILocalVariable(name: "bs", arg: 2, scope: !140, file: !1, line: 29, type: !3)
!148 = !DILocalVariable(name: "A", arg: 3, scope: !140, file: !1, line: 29, type: !143)
!149 = !DILocalVariable(name: "B", arg: 4, scope: !140, file: !1, line: 29, type: !143)
!150 = !DILocalVariable(name: "C", arg: 5, scope: !140, file: !1, line: 30, type: !26)
!151 = distinct !DILocation(line: 67, column: 3, scope: !17)
!152 = !{!153, !153, i64 0}
!153 = !{!"int", !36, i64 0}
!154 = !DILocation(line: 32, column: 1, scope: !140, inlinedAt: !151)
!155 = !DILocation(line: 42, column: 1, scope: !140, inlinedAt: !151)
!156 = !DILocation(line: 68, column: 11, scope: !17)
!157 = !DILocation(line: 12, column: 3, scope: !112, inlinedAt: !158)
!158 = distinct !DILocation(line: 68, column: 58, scope: !17)
!159 = !DILocation(line: 12, column: 19, scope: !112, inlinedAt: !158)
!160 = !DILocation(line: 13, column: 3, scope: !112, inlinedAt: !158)
!161 = !DILocation(line: 14, column: 13, scope: !112, inlinedAt: !158)
!162 = !DILocation(line: 14, column: 10, scope: !112, inlinedAt: !158)
!163 = !DILocation(line: 14, column: 32, scope: !112, inlinedAt: !158)
!164 = !DILocation(line: 14, column: 29, scope: !112, inlinedAt: !158)
!165 = !DILocation(line: 14, column: 20, scope: !112, inlinedAt: !158)
!166 = !DILocation(line: 15, column: 1, scope: !112, inlinedAt: !158)
!167 = !DILocation(line: 68, column: 65, scope: !17)
!168 = !DILocation(line: 69, column: 11, scope: !17)
!169 = !DILocation(line: 68, column: 3, scope: !17)
!170 = !DILocation(line: 70, column: 12, scope: !171)
!171 = distinct !DILexicalBlock(scope: !17, file: !1, line: 70, column: 7)
!172 = !DILocation(line: 70, column: 17, scope: !171)
!173 = !DILocation(line: 70, column: 28, scope: !171)
!174 = !DILocation(line: 70, column: 21, scope: !171)
!175 = !DILocation(line: 70, column: 7, scope: !17)
!176 = !DILocalVariable(name: "n", arg: 1, scope: !177, file: !1, line: 52, type: !3)
!177 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 52, type: !178, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !3, !143}
!180 = !{!176, !181, !182}
!181 = !DILocalVariable(name: "C", arg: 2, scope: !177, file: !1, line: 52, type: !143)
!182 = !DILocalVariable(name: "i", scope: !183, file: !1, line: 54, type: !3)
!183 = distinct !DILexicalBlock(scope: !177, file: !1, line: 54, column: 3)
!184 = !DILocation(line: 0, scope: !177, inlinedAt: !185)
!185 = distinct !DILocation(line: 71, column: 5, scope: !171)
!186 = !DILocation(line: 0, scope: !183, inlinedAt: !185)
!187 = !DILocation(line: 54, column: 21, scope: !188, inlinedAt: !185)
!188 = distinct !DILexicalBlock(scope: !183, file: !1, line: 54, column: 3)
!189 = !DILocation(line: 54, column: 3, scope: !183, inlinedAt: !185)
!190 = !DILocation(line: 55, column: 13, scope: !188, inlinedAt: !185)
!191 = !DILocation(line: 55, column: 32, scope: !188, inlinedAt: !185)
!192 = !DILocation(line: 55, column: 40, scope: !188, inlinedAt: !185)
!193 = !DILocation(line: 55, column: 44, scope: !188, inlinedAt: !185)
!194 = !DILocation(line: 55, column: 38, scope: !188, inlinedAt: !185)
!195 = !DILocation(line: 55, column: 5, scope: !188, inlinedAt: !185)
!196 = !DILocation(line: 54, column: 31, scope: !188, inlinedAt: !185)
!197 = distinct !{!197, !189, !198, !100}
!198 = !DILocation(line: 55, column: 65, scope: !183, inlinedAt: !185)
!199 = !DILocalVariable(name: "n", arg: 1, scope: !200, file: !1, line: 44, type: !3)
!200 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 44, type: !201, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!8, !3, !143}
!203 = !{!199, !204, !205, !206}
!204 = !DILocalVariable(name: "C", arg: 2, scope: !200, file: !1, line: 44, type: !143)
!205 = !DILocalVariable(name: "s", scope: !200, file: !1, line: 46, type: !8)
!206 = !DILocalVariable(name: "i", scope: !207, file: !1, line: 47, type: !3)
!207 = distinct !DILexicalBlock(scope: !200, file: !1, line: 47, column: 3)
!208 = !DILocation(line: 0, scope: !200, inlinedAt: !209)
!209 = distinct !DILocation(line: 72, column: 29, scope: !17)
!210 = !DILocation(line: 0, scope: !207, inlinedAt: !209)
!211 = !DILocation(line: 47, column: 21, scope: !212, inlinedAt: !209)
!212 = distinct !DILexicalBlock(scope: !207, file: !1, line: 47, column: 3)
!213 = !DILocation(line: 47, column: 3, scope: !207, inlinedAt: !209)
!214 = !DILocation(line: 48, column: 10, scope: !212, inlinedAt: !209)
!215 = !DILocation(line: 48, column: 20, scope: !212, inlinedAt: !209)
!216 = !DILocation(line: 48, column: 17, scope: !212, inlinedAt: !209)
!217 = !DILocation(line: 48, column: 7, scope: !212, inlinedAt: !209)
!218 = !DILocation(line: 47, column: 31, scope: !212, inlinedAt: !209)
!219 = distinct !{!219, !213, !220, !100}
!220 = !DILocation(line: 48, column: 23, scope: !207, inlinedAt: !209)
!221 = !DILocation(line: 72, column: 3, scope: !17)
!222 = !DILocation(line: 73, column: 3, scope: !17)
!223 = !DILocation(line: 74, column: 3, scope: !17)
!224 = !DILocation(line: 75, column: 3, scope: !17)
!225 = !DILocation(line: 76, column: 3, scope: !17)
!226 = !DISubprogram(name: "omp_get_max_threads", scope: !227, file: !227, line: 67, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !230)
!227 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/omp.h", directory: ".", checksumkind: CSK_MD5, checksum: "09a8f9a8e0e6ef7adf745177c76222c9")
!228 = !DISubroutineType(types: !229)
!229 = !{!3}
!230 = !{}
!231 = !DISubprogram(name: "clock_gettime", scope: !232, file: !232, line: 288, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !230)
!232 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!233 = !DISubroutineType(types: !234)
!234 = !{!3, !235, !238}
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !236, line: 7, baseType: !237)
!236 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !122, line: 169, baseType: !3)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!239 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 32, type: !240, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !249)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !242, !242, !246, !246, !247, !248, !247}
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!246 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !143, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!249 = !{!250, !251, !252, !253, !254, !255, !256}
!250 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !239, type: !242, flags: DIFlagArtificial)
!251 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !239, type: !242, flags: DIFlagArtificial)
!252 = !DILocalVariable(name: "bs", arg: 3, scope: !239, type: !246, flags: DIFlagArtificial)
!253 = !DILocalVariable(name: "n", arg: 4, scope: !239, type: !246, flags: DIFlagArtificial)
!254 = !DILocalVariable(name: "A", arg: 5, scope: !239, type: !247, flags: DIFlagArtificial)
!255 = !DILocalVariable(name: "C", arg: 6, scope: !239, type: !248, flags: DIFlagArtificial)
!256 = !DILocalVariable(name: "B", arg: 7, scope: !239, type: !247, flags: DIFlagArtificial)
!257 = !DILocation(line: 0, scope: !239)
!258 = !{!259}
!259 = distinct !{!259, !260, !".omp_outlined._debug__: argument 0"}
!260 = distinct !{!260, !".omp_outlined._debug__"}
!261 = !DILocation(line: 32, column: 1, scope: !239)
!262 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !263, type: !242, flags: DIFlagArtificial)
!263 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 33, type: !240, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !264)
!264 = !{!262, !265, !266, !267, !268, !269, !270, !271, !272, !272, !272, !272, !273, !274, !275, !276, !277, !278, !279, !274, !275, !280, !282, !285, !288, !291}
!265 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !263, type: !242, flags: DIFlagArtificial)
!266 = !DILocalVariable(name: "bs", arg: 3, scope: !263, file: !1, line: 29, type: !246)
!267 = !DILocalVariable(name: "n", arg: 4, scope: !263, file: !1, line: 29, type: !246)
!268 = !DILocalVariable(name: "A", arg: 5, scope: !263, file: !1, line: 29, type: !247)
!269 = !DILocalVariable(name: "C", arg: 6, scope: !263, file: !1, line: 30, type: !248)
!270 = !DILocalVariable(name: "B", arg: 7, scope: !263, file: !1, line: 29, type: !247)
!271 = !DILocalVariable(name: ".omp.iv", scope: !263, type: !123, flags: DIFlagArtificial)
!272 = !DILocalVariable(name: ".capture_expr.", scope: !263, type: !3, flags: DIFlagArtificial)
!273 = !DILocalVariable(name: ".capture_expr.", scope: !263, type: !123, flags: DIFlagArtificial)
!274 = !DILocalVariable(name: "ii", scope: !263, type: !3, flags: DIFlagArtificial)
!275 = !DILocalVariable(name: "jj", scope: !263, type: !3, flags: DIFlagArtificial)
!276 = !DILocalVariable(name: ".omp.lb", scope: !263, type: !123, flags: DIFlagArtificial)
!277 = !DILocalVariable(name: ".omp.ub", scope: !263, type: !123, flags: DIFlagArtificial)
!278 = !DILocalVariable(name: ".omp.stride", scope: !263, type: !123, flags: DIFlagArtificial)
!279 = !DILocalVariable(name: ".omp.is_last", scope: !263, type: !3, flags: DIFlagArtificial)
!280 = !DILocalVariable(name: "kk", scope: !281, file: !1, line: 35, type: !3)
!281 = distinct !DILexicalBlock(scope: !263, file: !1, line: 35, column: 7)
!282 = !DILocalVariable(name: "i", scope: !283, file: !1, line: 36, type: !3)
!283 = distinct !DILexicalBlock(scope: !284, file: !1, line: 36, column: 9)
!284 = distinct !DILexicalBlock(scope: !281, file: !1, line: 35, column: 7)
!285 = !DILocalVariable(name: "k", scope: !286, file: !1, line: 37, type: !3)
!286 = distinct !DILexicalBlock(scope: !287, file: !1, line: 37, column: 11)
!287 = distinct !DILexicalBlock(scope: !283, file: !1, line: 36, column: 9)
!288 = !DILocalVariable(name: "a", scope: !289, file: !1, line: 38, type: !8)
!289 = distinct !DILexicalBlock(scope: !290, file: !1, line: 37, column: 54)
!290 = distinct !DILexicalBlock(scope: !286, file: !1, line: 37, column: 11)
!291 = !DILocalVariable(name: "j", scope: !292, file: !1, line: 39, type: !3)
!292 = distinct !DILexicalBlock(scope: !289, file: !1, line: 39, column: 13)
!293 = !DILocation(line: 0, scope: !263, inlinedAt: !294)
!294 = distinct !DILocation(line: 32, column: 1, scope: !239)
!295 = !DILocation(line: 33, column: 25, scope: !263, inlinedAt: !294)
!296 = !DILocation(line: 33, column: 34, scope: !263, inlinedAt: !294)
!297 = !DILocation(line: 33, column: 3, scope: !263, inlinedAt: !294)
!298 = !DILocation(line: 34, column: 5, scope: !263, inlinedAt: !294)
!299 = !DILocation(line: 33, column: 17, scope: !263, inlinedAt: !294)
!300 = !DILocation(line: 33, column: 8, scope: !263, inlinedAt: !294)
!301 = !{!132, !132, i64 0}
!302 = !DILocation(line: 32, column: 1, scope: !263, inlinedAt: !294)
!303 = !DILocation(line: 35, column: 7, scope: !281, inlinedAt: !294)
!304 = !DILocation(line: 33, column: 28, scope: !263, inlinedAt: !294)
!305 = !DILocation(line: 34, column: 19, scope: !263, inlinedAt: !294)
!306 = !DILocation(line: 0, scope: !281, inlinedAt: !294)
!307 = !DILocation(line: 36, column: 9, scope: !283, inlinedAt: !294)
!308 = distinct !{!308, !302, !309}
!309 = !DILocation(line: 32, column: 54, scope: !263, inlinedAt: !294)
!310 = !DILocation(line: 0, scope: !283, inlinedAt: !294)
!311 = !DILocation(line: 37, column: 11, scope: !286, inlinedAt: !294)
!312 = !DILocation(line: 35, column: 35, scope: !284, inlinedAt: !294)
!313 = !DILocation(line: 35, column: 27, scope: !284, inlinedAt: !294)
!314 = distinct !{!314, !303, !315, !100}
!315 = !DILocation(line: 41, column: 11, scope: !281, inlinedAt: !294)
!316 = !DILocation(line: 0, scope: !286, inlinedAt: !294)
!317 = !DILocation(line: 38, column: 32, scope: !289, inlinedAt: !294)
!318 = !DILocation(line: 38, column: 24, scope: !289, inlinedAt: !294)
!319 = !DILocation(line: 0, scope: !289, inlinedAt: !294)
!320 = !DILocation(line: 0, scope: !292, inlinedAt: !294)
!321 = !DILocation(line: 39, column: 13, scope: !292, inlinedAt: !294)
!322 = !DILocation(line: 40, column: 43, scope: !323, inlinedAt: !294)
!323 = distinct !DILexicalBlock(scope: !292, file: !1, line: 39, column: 13)
!324 = !DILocation(line: 40, column: 35, scope: !323, inlinedAt: !294)
!325 = !{!326}
!326 = distinct !{!326, !327}
!327 = distinct !{!327, !"LVerDomain"}
!328 = !DILocation(line: 40, column: 23, scope: !323, inlinedAt: !294)
!329 = !DILocation(line: 40, column: 15, scope: !323, inlinedAt: !294)
!330 = !DILocation(line: 40, column: 28, scope: !323, inlinedAt: !294)
!331 = !{!332}
!332 = distinct !{!332, !327}
!333 = !{!259, !326}
!334 = distinct !{!334, !321, !335, !100, !101}
!335 = !DILocation(line: 40, column: 46, scope: !292, inlinedAt: !294)
!336 = !DILocation(line: 39, column: 52, scope: !323, inlinedAt: !294)
!337 = !DILocation(line: 39, column: 32, scope: !323, inlinedAt: !294)
!338 = distinct !{!338, !321, !335, !100, !101}
!339 = !DILocation(line: 37, column: 50, scope: !290, inlinedAt: !294)
!340 = !DILocation(line: 37, column: 30, scope: !290, inlinedAt: !294)
!341 = distinct !{!341, !311, !342, !100}
!342 = !DILocation(line: 41, column: 11, scope: !286, inlinedAt: !294)
!343 = !DILocation(line: 36, column: 48, scope: !287, inlinedAt: !294)
!344 = !DILocation(line: 36, column: 28, scope: !287, inlinedAt: !294)
!345 = distinct !{!345, !307, !346, !100}
!346 = !DILocation(line: 41, column: 11, scope: !283, inlinedAt: !294)
!347 = !{!348}
!348 = !{i64 2, i64 -1, i64 -1, i1 true}
