; ModuleID = 'matmul_harness.c'
source_filename = "matmul_harness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [12 x i8] c"time %0.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"%0.2lf \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !35
  %5 = icmp sgt i32 %0, 1, !dbg !36
  br i1 %5, label %6, label %11, !dbg !37

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !38
  %8 = load i8*, i8** %7, align 8, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i8* %8, metadata !43, metadata !DIExpression()) #11, !dbg !51
  %9 = call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #11, !dbg !53
  %10 = trunc i64 %9 to i32, !dbg !54
  br label %11, !dbg !37

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 48, %2 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %12, metadata !25, metadata !DIExpression()), !dbg !35
  %13 = sext i32 %12 to i64, !dbg !55
  %14 = shl nsw i64 %13, 3, !dbg !56
  %15 = mul i64 %14, %13, !dbg !57
  %16 = call noalias i8* @malloc(i64 noundef %15) #11, !dbg !58
  %17 = bitcast i8* %16 to double*, !dbg !58
  call void @llvm.dbg.value(metadata double* %17, metadata !26, metadata !DIExpression()), !dbg !35
  %18 = call noalias i8* @malloc(i64 noundef %15) #11, !dbg !59
  %19 = bitcast i8* %18 to double*, !dbg !59
  call void @llvm.dbg.value(metadata double* %19, metadata !28, metadata !DIExpression()), !dbg !35
  %20 = call noalias i8* @malloc(i64 noundef %15) #11, !dbg !60
  %21 = bitcast i8* %20 to double*, !dbg !60
  call void @llvm.dbg.value(metadata double* %21, metadata !29, metadata !DIExpression()), !dbg !35
  %22 = call noalias i8* @malloc(i64 noundef %15) #11, !dbg !61
  %23 = bitcast i8* %22 to double*, !dbg !61
  call void @llvm.dbg.value(metadata double* %23, metadata !30, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %12, metadata !62, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double* %17, metadata !67, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double* %19, metadata !68, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double* %23, metadata !69, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !72
  %24 = icmp sgt i32 %12, 0, !dbg !74
  br i1 %24, label %25, label %55, !dbg !77

25:                                               ; preds = %11
  %26 = sitofp i32 %12 to double
  %27 = zext i32 %12 to i64, !dbg !74
  %28 = mul nuw i64 %27, %27, !dbg !77
  %29 = shl i64 %28, 3, !dbg !77
  call void @llvm.memset.p0i8.i64(i8* align 8 %22, i8 0, i64 %29, i1 false), !dbg !78, !tbaa !82
  br label %30, !dbg !77

30:                                               ; preds = %52, %25
  %31 = phi i64 [ 0, %25 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !70, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !72
  %32 = mul nsw i64 %31, %13
  br label %33, !dbg !84

33:                                               ; preds = %33, %30
  %34 = phi i64 [ 0, %30 ], [ %50, %33 ]
  call void @llvm.dbg.value(metadata i64 %34, metadata !71, metadata !DIExpression()), !dbg !72
  %35 = mul nuw nsw i64 %34, %31, !dbg !85
  %36 = trunc i64 %35 to i32, !dbg !86
  %37 = add i32 %36, 1, !dbg !86
  %38 = srem i32 %37, %12, !dbg !86
  %39 = sitofp i32 %38 to double, !dbg !87
  %40 = fdiv double %39, %26, !dbg !88
  %41 = add nsw i64 %34, %32, !dbg !89
  %42 = getelementptr inbounds double, double* %17, i64 %41, !dbg !90
  store double %40, double* %42, align 8, !dbg !91, !tbaa !82
  %43 = shl nuw nsw i64 %34, 1, !dbg !92
  %44 = add nuw nsw i64 %43, %31, !dbg !93
  %45 = trunc i64 %44 to i32, !dbg !94
  %46 = srem i32 %45, %12, !dbg !94
  %47 = sitofp i32 %46 to double, !dbg !95
  %48 = fdiv double %47, %26, !dbg !96
  %49 = getelementptr inbounds double, double* %19, i64 %41, !dbg !97
  store double %48, double* %49, align 8, !dbg !98, !tbaa !82
  %50 = add nuw nsw i64 %34, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %50, metadata !71, metadata !DIExpression()), !dbg !72
  %51 = icmp eq i64 %50, %27, !dbg !100
  br i1 %51, label %52, label %33, !dbg !84, !llvm.loop !101

52:                                               ; preds = %33
  %53 = add nuw nsw i64 %31, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %53, metadata !70, metadata !DIExpression()), !dbg !72
  %54 = icmp eq i64 %53, %27, !dbg !74
  br i1 %54, label %55, label %30, !dbg !77, !llvm.loop !106

55:                                               ; preds = %52, %11
  %56 = bitcast %struct.timespec* %4 to i8*, !dbg !108
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %56) #11, !dbg !108
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !113, metadata !DIExpression()) #11, !dbg !124
  %57 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %4) #11, !dbg !125
  %58 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !126
  %59 = load i64, i64* %58, align 8, !dbg !126, !tbaa !127
  %60 = sitofp i64 %59 to double, !dbg !130
  %61 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !131
  %62 = load i64, i64* %61, align 8, !dbg !131, !tbaa !132
  %63 = sitofp i64 %62 to double, !dbg !133
  %64 = call double @llvm.fmuladd.f64(double %63, double 1.000000e-09, double %60) #11, !dbg !134
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %56) #11, !dbg !135
  call void @llvm.dbg.value(metadata double %64, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %12, metadata !136, metadata !DIExpression()) #11, !dbg !155
  call void @llvm.dbg.value(metadata double* %17, metadata !143, metadata !DIExpression()) #11, !dbg !155
  call void @llvm.dbg.value(metadata double* %19, metadata !144, metadata !DIExpression()) #11, !dbg !155
  call void @llvm.dbg.value(metadata double* %23, metadata !145, metadata !DIExpression()) #11, !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()) #11, !dbg !155
  br i1 %24, label %65, label %143, !dbg !157

65:                                               ; preds = %55
  %66 = zext i32 %12 to i64, !dbg !158
  br label %67, !dbg !157

67:                                               ; preds = %90, %65
  %68 = phi i64 [ 0, %65 ], [ %91, %90 ]
  call void @llvm.dbg.value(metadata i64 %68, metadata !146, metadata !DIExpression()) #11, !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !147, metadata !DIExpression()) #11, !dbg !155
  %69 = mul nsw i64 %68, %13
  br label %70, !dbg !159

70:                                               ; preds = %85, %67
  %71 = phi i64 [ 0, %67 ], [ %88, %85 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !147, metadata !DIExpression()) #11, !dbg !155
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !149, metadata !DIExpression()) #11, !dbg !160
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()) #11, !dbg !155
  br label %72, !dbg !161

72:                                               ; preds = %72, %70
  %73 = phi i64 [ 0, %70 ], [ %83, %72 ]
  %74 = phi double [ 0.000000e+00, %70 ], [ %82, %72 ]
  call void @llvm.dbg.value(metadata double %74, metadata !149, metadata !DIExpression()) #11, !dbg !160
  call void @llvm.dbg.value(metadata i64 %73, metadata !148, metadata !DIExpression()) #11, !dbg !155
  %75 = add nsw i64 %73, %69, !dbg !163
  %76 = getelementptr inbounds double, double* %17, i64 %75, !dbg !165
  %77 = load double, double* %76, align 8, !dbg !165, !tbaa !82
  %78 = mul nsw i64 %73, %13, !dbg !166
  %79 = add nsw i64 %78, %71, !dbg !167
  %80 = getelementptr inbounds double, double* %19, i64 %79, !dbg !168
  %81 = load double, double* %80, align 8, !dbg !168, !tbaa !82
  %82 = call double @llvm.fmuladd.f64(double %77, double %81, double %74) #11, !dbg !169
  call void @llvm.dbg.value(metadata double %82, metadata !149, metadata !DIExpression()) #11, !dbg !160
  %83 = add nuw nsw i64 %73, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %83, metadata !148, metadata !DIExpression()) #11, !dbg !155
  %84 = icmp eq i64 %83, %66, !dbg !171
  br i1 %84, label %85, label %72, !dbg !161, !llvm.loop !172

85:                                               ; preds = %72
  %86 = add nsw i64 %71, %69, !dbg !174
  %87 = getelementptr inbounds double, double* %23, i64 %86, !dbg !175
  store double %82, double* %87, align 8, !dbg !176, !tbaa !82
  %88 = add nuw nsw i64 %71, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %88, metadata !147, metadata !DIExpression()) #11, !dbg !155
  %89 = icmp eq i64 %88, %66, !dbg !178
  br i1 %89, label %90, label %70, !dbg !159, !llvm.loop !179

90:                                               ; preds = %85
  %91 = add nuw nsw i64 %68, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %91, metadata !146, metadata !DIExpression()) #11, !dbg !155
  %92 = icmp eq i64 %91, %66, !dbg !158
  br i1 %92, label %93, label %67, !dbg !157, !llvm.loop !182

93:                                               ; preds = %90
  call void @llvm.dbg.value(metadata i32 %12, metadata !184, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata double* %17, metadata !189, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata double* %19, metadata !190, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata double* %21, metadata !191, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata double* %23, metadata !192, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !193, metadata !DIExpression()) #11, !dbg !202
  br i1 %24, label %94, label %143, !dbg !204

94:                                               ; preds = %93
  %95 = zext i32 %12 to i64, !dbg !206
  br label %96, !dbg !204

96:                                               ; preds = %112, %94
  %97 = phi i64 [ 0, %94 ], [ %113, %112 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !193, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()) #11, !dbg !202
  %98 = mul nsw i64 %97, %13
  br label %102, !dbg !208

99:                                               ; preds = %112
  call void @llvm.dbg.value(metadata i32 0, metadata !193, metadata !DIExpression()) #11, !dbg !202
  br i1 %24, label %100, label %143, !dbg !210

100:                                              ; preds = %99
  %101 = zext i32 %12 to i64, !dbg !211
  br label %115, !dbg !210

102:                                              ; preds = %102, %96
  %103 = phi i64 [ 0, %96 ], [ %110, %102 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !194, metadata !DIExpression()) #11, !dbg !202
  %104 = add nsw i64 %103, %98, !dbg !212
  %105 = getelementptr inbounds double, double* %19, i64 %104, !dbg !214
  %106 = load double, double* %105, align 8, !dbg !214, !tbaa !82
  %107 = mul nsw i64 %103, %13, !dbg !215
  %108 = add nsw i64 %107, %97, !dbg !216
  %109 = getelementptr inbounds double, double* %21, i64 %108, !dbg !217
  store double %106, double* %109, align 8, !dbg !218, !tbaa !82
  %110 = add nuw nsw i64 %103, 1, !dbg !219
  call void @llvm.dbg.value(metadata i64 %110, metadata !194, metadata !DIExpression()) #11, !dbg !202
  %111 = icmp eq i64 %110, %95, !dbg !220
  br i1 %111, label %112, label %102, !dbg !208, !llvm.loop !221

112:                                              ; preds = %102
  %113 = add nuw nsw i64 %97, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %113, metadata !193, metadata !DIExpression()) #11, !dbg !202
  %114 = icmp eq i64 %113, %95, !dbg !206
  br i1 %114, label %99, label %96, !dbg !204, !llvm.loop !224

115:                                              ; preds = %140, %100
  %116 = phi i64 [ 0, %100 ], [ %141, %140 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !193, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()) #11, !dbg !202
  %117 = mul nsw i64 %116, %13
  br label %118, !dbg !226

118:                                              ; preds = %133, %115
  %119 = phi i64 [ 0, %115 ], [ %138, %133 ]
  call void @llvm.dbg.value(metadata i64 %119, metadata !194, metadata !DIExpression()) #11, !dbg !202
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !196, metadata !DIExpression()) #11, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !195, metadata !DIExpression()) #11, !dbg !202
  %120 = mul nsw i64 %119, %13
  br label %121, !dbg !228

121:                                              ; preds = %121, %118
  %122 = phi i64 [ 0, %118 ], [ %131, %121 ]
  %123 = phi double [ 0.000000e+00, %118 ], [ %130, %121 ]
  call void @llvm.dbg.value(metadata double %123, metadata !196, metadata !DIExpression()) #11, !dbg !227
  call void @llvm.dbg.value(metadata i64 %122, metadata !195, metadata !DIExpression()) #11, !dbg !202
  %124 = add nsw i64 %122, %117, !dbg !230
  %125 = getelementptr inbounds double, double* %17, i64 %124, !dbg !232
  %126 = load double, double* %125, align 8, !dbg !232, !tbaa !82
  %127 = add nsw i64 %122, %120, !dbg !233
  %128 = getelementptr inbounds double, double* %21, i64 %127, !dbg !234
  %129 = load double, double* %128, align 8, !dbg !234, !tbaa !82
  %130 = call double @llvm.fmuladd.f64(double %126, double %129, double %123) #11, !dbg !235
  call void @llvm.dbg.value(metadata double %130, metadata !196, metadata !DIExpression()) #11, !dbg !227
  %131 = add nuw nsw i64 %122, 1, !dbg !236
  call void @llvm.dbg.value(metadata i64 %131, metadata !195, metadata !DIExpression()) #11, !dbg !202
  %132 = icmp eq i64 %131, %101, !dbg !237
  br i1 %132, label %133, label %121, !dbg !228, !llvm.loop !238

133:                                              ; preds = %121
  %134 = add nsw i64 %119, %117, !dbg !240
  %135 = getelementptr inbounds double, double* %23, i64 %134, !dbg !241
  %136 = load double, double* %135, align 8, !dbg !242, !tbaa !82
  %137 = fadd double %130, %136, !dbg !242
  store double %137, double* %135, align 8, !dbg !242, !tbaa !82
  %138 = add nuw nsw i64 %119, 1, !dbg !243
  call void @llvm.dbg.value(metadata i64 %138, metadata !194, metadata !DIExpression()) #11, !dbg !202
  %139 = icmp eq i64 %138, %101, !dbg !244
  br i1 %139, label %140, label %118, !dbg !226, !llvm.loop !245

140:                                              ; preds = %133
  %141 = add nuw nsw i64 %116, 1, !dbg !247
  call void @llvm.dbg.value(metadata i64 %141, metadata !193, metadata !DIExpression()) #11, !dbg !202
  %142 = icmp eq i64 %141, %101, !dbg !211
  br i1 %142, label %143, label %115, !dbg !210, !llvm.loop !248

143:                                              ; preds = %140, %93, %55, %99
  %144 = bitcast %struct.timespec* %3 to i8*, !dbg !250
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %144) #11, !dbg !250
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !113, metadata !DIExpression()) #11, !dbg !252
  %145 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #11, !dbg !253
  %146 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !254
  %147 = load i64, i64* %146, align 8, !dbg !254, !tbaa !127
  %148 = sitofp i64 %147 to double, !dbg !255
  %149 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !256
  %150 = load i64, i64* %149, align 8, !dbg !256, !tbaa !132
  %151 = sitofp i64 %150 to double, !dbg !257
  %152 = call double @llvm.fmuladd.f64(double %151, double 1.000000e-09, double %148) #11, !dbg !258
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %144) #11, !dbg !259
  call void @llvm.dbg.value(metadata double %152, metadata !32, metadata !DIExpression()), !dbg !35
  %153 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !260, !tbaa !39
  %154 = fsub double %152, %64, !dbg !261
  %155 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %153, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), double noundef %154) #12, !dbg !262
  %156 = icmp sgt i32 %0, 42, !dbg !263
  br i1 %156, label %157, label %181, !dbg !265

157:                                              ; preds = %143
  %158 = load i8*, i8** %1, align 8, !dbg !266, !tbaa !39
  %159 = load i8, i8* %158, align 1, !dbg !267
  %160 = icmp eq i8 %159, 0, !dbg !267
  br i1 %160, label %161, label %181, !dbg !268

161:                                              ; preds = %157
  call void @llvm.dbg.value(metadata i32 %12, metadata !269, metadata !DIExpression()) #11, !dbg !276
  call void @llvm.dbg.value(metadata double* %23, metadata !274, metadata !DIExpression()) #11, !dbg !276
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression()) #11, !dbg !276
  %162 = mul i32 %12, %12
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression()) #11, !dbg !276
  %163 = icmp eq i32 %162, 0, !dbg !278
  br i1 %163, label %181, label %164, !dbg !281

164:                                              ; preds = %161
  %165 = zext i32 %162 to i64, !dbg !278
  br label %166, !dbg !281

166:                                              ; preds = %178, %164
  %167 = phi i64 [ 0, %164 ], [ %179, %178 ]
  call void @llvm.dbg.value(metadata i64 %167, metadata !275, metadata !DIExpression()) #11, !dbg !276
  %168 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !282, !tbaa !39
  %169 = getelementptr inbounds double, double* %23, i64 %167, !dbg !284
  %170 = load double, double* %169, align 8, !dbg !284, !tbaa !82
  %171 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %168, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), double noundef %170) #13, !dbg !285
  %172 = trunc i64 %167 to i32, !dbg !286
  %173 = urem i32 %172, 20, !dbg !286
  %174 = icmp eq i32 %173, 19, !dbg !288
  br i1 %174, label %175, label %178, !dbg !289

175:                                              ; preds = %166
  %176 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !290, !tbaa !39
  %177 = call i32 @fputc(i32 10, %struct._IO_FILE* %176) #11, !dbg !291
  br label %178, !dbg !291

178:                                              ; preds = %175, %166
  %179 = add nuw nsw i64 %167, 1, !dbg !292
  call void @llvm.dbg.value(metadata i64 %179, metadata !275, metadata !DIExpression()) #11, !dbg !276
  %180 = icmp eq i64 %179, %165, !dbg !278
  br i1 %180, label %181, label %166, !dbg !281, !llvm.loop !293

181:                                              ; preds = %178, %161, %157, %143
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !35
  %182 = mul i32 %12, %12
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !35
  %183 = icmp eq i32 %182, 0, !dbg !295
  br i1 %183, label %194, label %184, !dbg !298

184:                                              ; preds = %181
  %185 = zext i32 %182 to i64, !dbg !295
  br label %186, !dbg !298

186:                                              ; preds = %184, %186
  %187 = phi i64 [ 0, %184 ], [ %192, %186 ]
  %188 = phi double [ 0.000000e+00, %184 ], [ %191, %186 ]
  call void @llvm.dbg.value(metadata i64 %187, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %188, metadata !33, metadata !DIExpression()), !dbg !35
  %189 = getelementptr inbounds double, double* %23, i64 %187, !dbg !299
  %190 = load double, double* %189, align 8, !dbg !299, !tbaa !82
  %191 = fadd double %188, %190, !dbg !300
  call void @llvm.dbg.value(metadata double %191, metadata !33, metadata !DIExpression()), !dbg !35
  %192 = add nuw nsw i64 %187, 1, !dbg !301
  call void @llvm.dbg.value(metadata i64 %192, metadata !34, metadata !DIExpression()), !dbg !35
  %193 = icmp eq i64 %192, %185, !dbg !295
  br i1 %193, label %194, label %186, !dbg !298, !llvm.loop !302

194:                                              ; preds = %186, %181
  %195 = phi double [ 0.000000e+00, %181 ], [ %191, %186 ], !dbg !35
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %195), !dbg !304
  call void @free(i8* noundef %16) #11, !dbg !305
  call void @free(i8* noundef %18) #11, !dbg !306
  call void @free(i8* noundef %20) #11, !dbg !307
  call void @free(i8* noundef %22) #11, !dbg !308
  ret i32 0, !dbg !309
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !310 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #9

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { nounwind }
attributes #12 = { cold }
attributes #13 = { cold nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_harness.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b70dd735ed91108ae45b50fe5a4e576")
!2 = !{!3, !6, !7, !10, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 66, type: !20, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!6, !6, !7}
!22 = !{!23, !24, !25, !26, !28, !29, !30, !31, !32, !33, !34}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 66, type: !6)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 66, type: !7)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 68, type: !6)
!26 = !DILocalVariable(name: "A", scope: !19, file: !1, line: 69, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!28 = !DILocalVariable(name: "B", scope: !19, file: !1, line: 70, type: !27)
!29 = !DILocalVariable(name: "BT", scope: !19, file: !1, line: 71, type: !27)
!30 = !DILocalVariable(name: "C", scope: !19, file: !1, line: 72, type: !27)
!31 = !DILocalVariable(name: "t0", scope: !19, file: !1, line: 73, type: !11)
!32 = !DILocalVariable(name: "t1", scope: !19, file: !1, line: 73, type: !11)
!33 = !DILocalVariable(name: "sum", scope: !19, file: !1, line: 73, type: !11)
!34 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 74, type: !6)
!35 = !DILocation(line: 0, scope: !19)
!36 = !DILocation(line: 68, column: 16, scope: !19)
!37 = !DILocation(line: 68, column: 11, scope: !19)
!38 = !DILocation(line: 68, column: 27, scope: !19)
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocalVariable(name: "__nptr", arg: 1, scope: !44, file: !45, line: 362, type: !48)
!44 = distinct !DISubprogram(name: "atoi", scope: !45, file: !45, line: 362, type: !46, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!45 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!46 = !DISubroutineType(types: !47)
!47 = !{!6, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!50 = !{!43}
!51 = !DILocation(line: 0, scope: !44, inlinedAt: !52)
!52 = distinct !DILocation(line: 68, column: 22, scope: !19)
!53 = !DILocation(line: 364, column: 16, scope: !44, inlinedAt: !52)
!54 = !DILocation(line: 364, column: 10, scope: !44, inlinedAt: !52)
!55 = !DILocation(line: 69, column: 22, scope: !19)
!56 = !DILocation(line: 69, column: 32, scope: !19)
!57 = !DILocation(line: 69, column: 36, scope: !19)
!58 = !DILocation(line: 69, column: 15, scope: !19)
!59 = !DILocation(line: 70, column: 15, scope: !19)
!60 = !DILocation(line: 71, column: 16, scope: !19)
!61 = !DILocation(line: 72, column: 15, scope: !19)
!62 = !DILocalVariable(name: "n", arg: 1, scope: !63, file: !1, line: 17, type: !6)
!63 = distinct !DISubprogram(name: "init_array", scope: !1, file: !1, line: 17, type: !64, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !6, !27, !27, !27}
!66 = !{!62, !67, !68, !69, !70, !71}
!67 = !DILocalVariable(name: "A", arg: 2, scope: !63, file: !1, line: 17, type: !27)
!68 = !DILocalVariable(name: "B", arg: 3, scope: !63, file: !1, line: 17, type: !27)
!69 = !DILocalVariable(name: "C", arg: 4, scope: !63, file: !1, line: 17, type: !27)
!70 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 19, type: !6)
!71 = !DILocalVariable(name: "j", scope: !63, file: !1, line: 19, type: !6)
!72 = !DILocation(line: 0, scope: !63, inlinedAt: !73)
!73 = distinct !DILocation(line: 76, column: 3, scope: !19)
!74 = !DILocation(line: 20, column: 17, scope: !75, inlinedAt: !73)
!75 = distinct !DILexicalBlock(scope: !76, file: !1, line: 20, column: 3)
!76 = distinct !DILexicalBlock(scope: !63, file: !1, line: 20, column: 3)
!77 = !DILocation(line: 20, column: 3, scope: !76, inlinedAt: !73)
!78 = !DILocation(line: 24, column: 20, scope: !79, inlinedAt: !73)
!79 = distinct !DILexicalBlock(scope: !80, file: !1, line: 21, column: 29)
!80 = distinct !DILexicalBlock(scope: !81, file: !1, line: 21, column: 5)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 21, column: 5)
!82 = !{!83, !83, i64 0}
!83 = !{!"double", !41, i64 0}
!84 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !73)
!85 = !DILocation(line: 22, column: 34, scope: !79, inlinedAt: !73)
!86 = !DILocation(line: 22, column: 43, scope: !79, inlinedAt: !73)
!87 = !DILocation(line: 22, column: 22, scope: !79, inlinedAt: !73)
!88 = !DILocation(line: 22, column: 48, scope: !79, inlinedAt: !73)
!89 = !DILocation(line: 22, column: 15, scope: !79, inlinedAt: !73)
!90 = !DILocation(line: 22, column: 7, scope: !79, inlinedAt: !73)
!91 = !DILocation(line: 22, column: 20, scope: !79, inlinedAt: !73)
!92 = !DILocation(line: 23, column: 38, scope: !79, inlinedAt: !73)
!93 = !DILocation(line: 23, column: 34, scope: !79, inlinedAt: !73)
!94 = !DILocation(line: 23, column: 43, scope: !79, inlinedAt: !73)
!95 = !DILocation(line: 23, column: 22, scope: !79, inlinedAt: !73)
!96 = !DILocation(line: 23, column: 48, scope: !79, inlinedAt: !73)
!97 = !DILocation(line: 23, column: 7, scope: !79, inlinedAt: !73)
!98 = !DILocation(line: 23, column: 20, scope: !79, inlinedAt: !73)
!99 = !DILocation(line: 21, column: 25, scope: !80, inlinedAt: !73)
!100 = !DILocation(line: 21, column: 19, scope: !80, inlinedAt: !73)
!101 = distinct !{!101, !84, !102, !103, !104}
!102 = !DILocation(line: 25, column: 5, scope: !81, inlinedAt: !73)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !{!"llvm.loop.unroll.disable"}
!105 = !DILocation(line: 20, column: 23, scope: !75, inlinedAt: !73)
!106 = distinct !{!106, !77, !107, !103, !104}
!107 = !DILocation(line: 25, column: 5, scope: !76, inlinedAt: !73)
!108 = !DILocation(line: 12, column: 3, scope: !109, inlinedAt: !123)
!109 = distinct !DISubprogram(name: "now", scope: !1, file: !1, line: 10, type: !110, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!11}
!112 = !{!113}
!113 = !DILocalVariable(name: "ts", scope: !109, file: !1, line: 12, type: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !115, line: 11, size: 128, elements: !116)
!115 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!116 = !{!117, !121}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !114, file: !115, line: 16, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !119, line: 160, baseType: !120)
!119 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!120 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !114, file: !115, line: 21, baseType: !122, size: 64, offset: 64)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !119, line: 197, baseType: !120)
!123 = distinct !DILocation(line: 77, column: 8, scope: !19)
!124 = !DILocation(line: 12, column: 19, scope: !109, inlinedAt: !123)
!125 = !DILocation(line: 13, column: 3, scope: !109, inlinedAt: !123)
!126 = !DILocation(line: 14, column: 21, scope: !109, inlinedAt: !123)
!127 = !{!128, !129, i64 0}
!128 = !{!"timespec", !129, i64 0, !129, i64 8}
!129 = !{!"long", !41, i64 0}
!130 = !DILocation(line: 14, column: 10, scope: !109, inlinedAt: !123)
!131 = !DILocation(line: 14, column: 48, scope: !109, inlinedAt: !123)
!132 = !{!128, !129, i64 8}
!133 = !DILocation(line: 14, column: 37, scope: !109, inlinedAt: !123)
!134 = !DILocation(line: 14, column: 28, scope: !109, inlinedAt: !123)
!135 = !DILocation(line: 15, column: 1, scope: !109, inlinedAt: !123)
!136 = !DILocalVariable(name: "n", arg: 1, scope: !137, file: !1, line: 28, type: !6)
!137 = distinct !DISubprogram(name: "kernel_matmul", scope: !1, file: !1, line: 28, type: !138, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !142)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !6, !140, !140, !27}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!142 = !{!136, !143, !144, !145, !146, !147, !148, !149}
!143 = !DILocalVariable(name: "A", arg: 2, scope: !137, file: !1, line: 28, type: !140)
!144 = !DILocalVariable(name: "B", arg: 3, scope: !137, file: !1, line: 28, type: !140)
!145 = !DILocalVariable(name: "C", arg: 4, scope: !137, file: !1, line: 28, type: !27)
!146 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 30, type: !6)
!147 = !DILocalVariable(name: "j", scope: !137, file: !1, line: 30, type: !6)
!148 = !DILocalVariable(name: "k", scope: !137, file: !1, line: 30, type: !6)
!149 = !DILocalVariable(name: "s", scope: !150, file: !1, line: 33, type: !11)
!150 = distinct !DILexicalBlock(scope: !151, file: !1, line: 32, column: 29)
!151 = distinct !DILexicalBlock(scope: !152, file: !1, line: 32, column: 5)
!152 = distinct !DILexicalBlock(scope: !153, file: !1, line: 32, column: 5)
!153 = distinct !DILexicalBlock(scope: !154, file: !1, line: 31, column: 3)
!154 = distinct !DILexicalBlock(scope: !137, file: !1, line: 31, column: 3)
!155 = !DILocation(line: 0, scope: !137, inlinedAt: !156)
!156 = distinct !DILocation(line: 78, column: 3, scope: !19)
!157 = !DILocation(line: 31, column: 3, scope: !154, inlinedAt: !156)
!158 = !DILocation(line: 31, column: 17, scope: !153, inlinedAt: !156)
!159 = !DILocation(line: 32, column: 5, scope: !152, inlinedAt: !156)
!160 = !DILocation(line: 0, scope: !150, inlinedAt: !156)
!161 = !DILocation(line: 34, column: 7, scope: !162, inlinedAt: !156)
!162 = distinct !DILexicalBlock(scope: !150, file: !1, line: 34, column: 7)
!163 = !DILocation(line: 35, column: 22, scope: !164, inlinedAt: !156)
!164 = distinct !DILexicalBlock(scope: !162, file: !1, line: 34, column: 7)
!165 = !DILocation(line: 35, column: 14, scope: !164, inlinedAt: !156)
!166 = !DILocation(line: 35, column: 33, scope: !164, inlinedAt: !156)
!167 = !DILocation(line: 35, column: 37, scope: !164, inlinedAt: !156)
!168 = !DILocation(line: 35, column: 29, scope: !164, inlinedAt: !156)
!169 = !DILocation(line: 35, column: 11, scope: !164, inlinedAt: !156)
!170 = !DILocation(line: 34, column: 27, scope: !164, inlinedAt: !156)
!171 = !DILocation(line: 34, column: 21, scope: !164, inlinedAt: !156)
!172 = distinct !{!172, !161, !173, !103, !104}
!173 = !DILocation(line: 35, column: 40, scope: !162, inlinedAt: !156)
!174 = !DILocation(line: 36, column: 15, scope: !150, inlinedAt: !156)
!175 = !DILocation(line: 36, column: 7, scope: !150, inlinedAt: !156)
!176 = !DILocation(line: 36, column: 20, scope: !150, inlinedAt: !156)
!177 = !DILocation(line: 32, column: 25, scope: !151, inlinedAt: !156)
!178 = !DILocation(line: 32, column: 19, scope: !151, inlinedAt: !156)
!179 = distinct !{!179, !159, !180, !103, !104}
!180 = !DILocation(line: 37, column: 5, scope: !152, inlinedAt: !156)
!181 = !DILocation(line: 31, column: 23, scope: !153, inlinedAt: !156)
!182 = distinct !{!182, !157, !183, !103, !104}
!183 = !DILocation(line: 37, column: 5, scope: !154, inlinedAt: !156)
!184 = !DILocalVariable(name: "n", arg: 1, scope: !185, file: !1, line: 40, type: !6)
!185 = distinct !DISubprogram(name: "kernel_matmul_t", scope: !1, file: !1, line: 40, type: !186, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !6, !140, !140, !27, !27}
!188 = !{!184, !189, !190, !191, !192, !193, !194, !195, !196}
!189 = !DILocalVariable(name: "A", arg: 2, scope: !185, file: !1, line: 40, type: !140)
!190 = !DILocalVariable(name: "B", arg: 3, scope: !185, file: !1, line: 40, type: !140)
!191 = !DILocalVariable(name: "BT", arg: 4, scope: !185, file: !1, line: 40, type: !27)
!192 = !DILocalVariable(name: "C", arg: 5, scope: !185, file: !1, line: 41, type: !27)
!193 = !DILocalVariable(name: "i", scope: !185, file: !1, line: 43, type: !6)
!194 = !DILocalVariable(name: "j", scope: !185, file: !1, line: 43, type: !6)
!195 = !DILocalVariable(name: "k", scope: !185, file: !1, line: 43, type: !6)
!196 = !DILocalVariable(name: "s", scope: !197, file: !1, line: 49, type: !11)
!197 = distinct !DILexicalBlock(scope: !198, file: !1, line: 48, column: 29)
!198 = distinct !DILexicalBlock(scope: !199, file: !1, line: 48, column: 5)
!199 = distinct !DILexicalBlock(scope: !200, file: !1, line: 48, column: 5)
!200 = distinct !DILexicalBlock(scope: !201, file: !1, line: 47, column: 3)
!201 = distinct !DILexicalBlock(scope: !185, file: !1, line: 47, column: 3)
!202 = !DILocation(line: 0, scope: !185, inlinedAt: !203)
!203 = distinct !DILocation(line: 79, column: 3, scope: !19)
!204 = !DILocation(line: 44, column: 3, scope: !205, inlinedAt: !203)
!205 = distinct !DILexicalBlock(scope: !185, file: !1, line: 44, column: 3)
!206 = !DILocation(line: 44, column: 17, scope: !207, inlinedAt: !203)
!207 = distinct !DILexicalBlock(scope: !205, file: !1, line: 44, column: 3)
!208 = !DILocation(line: 45, column: 5, scope: !209, inlinedAt: !203)
!209 = distinct !DILexicalBlock(scope: !207, file: !1, line: 45, column: 5)
!210 = !DILocation(line: 47, column: 3, scope: !201, inlinedAt: !203)
!211 = !DILocation(line: 47, column: 17, scope: !200, inlinedAt: !203)
!212 = !DILocation(line: 46, column: 31, scope: !213, inlinedAt: !203)
!213 = distinct !DILexicalBlock(scope: !209, file: !1, line: 45, column: 5)
!214 = !DILocation(line: 46, column: 23, scope: !213, inlinedAt: !203)
!215 = !DILocation(line: 46, column: 12, scope: !213, inlinedAt: !203)
!216 = !DILocation(line: 46, column: 16, scope: !213, inlinedAt: !203)
!217 = !DILocation(line: 46, column: 7, scope: !213, inlinedAt: !203)
!218 = !DILocation(line: 46, column: 21, scope: !213, inlinedAt: !203)
!219 = !DILocation(line: 45, column: 25, scope: !213, inlinedAt: !203)
!220 = !DILocation(line: 45, column: 19, scope: !213, inlinedAt: !203)
!221 = distinct !{!221, !208, !222, !103, !104}
!222 = !DILocation(line: 46, column: 34, scope: !209, inlinedAt: !203)
!223 = !DILocation(line: 44, column: 23, scope: !207, inlinedAt: !203)
!224 = distinct !{!224, !204, !225, !103, !104}
!225 = !DILocation(line: 46, column: 34, scope: !205, inlinedAt: !203)
!226 = !DILocation(line: 48, column: 5, scope: !199, inlinedAt: !203)
!227 = !DILocation(line: 0, scope: !197, inlinedAt: !203)
!228 = !DILocation(line: 50, column: 7, scope: !229, inlinedAt: !203)
!229 = distinct !DILexicalBlock(scope: !197, file: !1, line: 50, column: 7)
!230 = !DILocation(line: 51, column: 22, scope: !231, inlinedAt: !203)
!231 = distinct !DILexicalBlock(scope: !229, file: !1, line: 50, column: 7)
!232 = !DILocation(line: 51, column: 14, scope: !231, inlinedAt: !203)
!233 = !DILocation(line: 51, column: 38, scope: !231, inlinedAt: !203)
!234 = !DILocation(line: 51, column: 29, scope: !231, inlinedAt: !203)
!235 = !DILocation(line: 51, column: 11, scope: !231, inlinedAt: !203)
!236 = !DILocation(line: 50, column: 27, scope: !231, inlinedAt: !203)
!237 = !DILocation(line: 50, column: 21, scope: !231, inlinedAt: !203)
!238 = distinct !{!238, !228, !239, !103, !104}
!239 = !DILocation(line: 51, column: 41, scope: !229, inlinedAt: !203)
!240 = !DILocation(line: 52, column: 15, scope: !197, inlinedAt: !203)
!241 = !DILocation(line: 52, column: 7, scope: !197, inlinedAt: !203)
!242 = !DILocation(line: 52, column: 20, scope: !197, inlinedAt: !203)
!243 = !DILocation(line: 48, column: 25, scope: !198, inlinedAt: !203)
!244 = !DILocation(line: 48, column: 19, scope: !198, inlinedAt: !203)
!245 = distinct !{!245, !226, !246, !103, !104}
!246 = !DILocation(line: 53, column: 5, scope: !199, inlinedAt: !203)
!247 = !DILocation(line: 47, column: 23, scope: !200, inlinedAt: !203)
!248 = distinct !{!248, !210, !249, !103, !104}
!249 = !DILocation(line: 53, column: 5, scope: !201, inlinedAt: !203)
!250 = !DILocation(line: 12, column: 3, scope: !109, inlinedAt: !251)
!251 = distinct !DILocation(line: 80, column: 8, scope: !19)
!252 = !DILocation(line: 12, column: 19, scope: !109, inlinedAt: !251)
!253 = !DILocation(line: 13, column: 3, scope: !109, inlinedAt: !251)
!254 = !DILocation(line: 14, column: 21, scope: !109, inlinedAt: !251)
!255 = !DILocation(line: 14, column: 10, scope: !109, inlinedAt: !251)
!256 = !DILocation(line: 14, column: 48, scope: !109, inlinedAt: !251)
!257 = !DILocation(line: 14, column: 37, scope: !109, inlinedAt: !251)
!258 = !DILocation(line: 14, column: 28, scope: !109, inlinedAt: !251)
!259 = !DILocation(line: 15, column: 1, scope: !109, inlinedAt: !251)
!260 = !DILocation(line: 81, column: 11, scope: !19)
!261 = !DILocation(line: 81, column: 38, scope: !19)
!262 = !DILocation(line: 81, column: 3, scope: !19)
!263 = !DILocation(line: 83, column: 12, scope: !264)
!264 = distinct !DILexicalBlock(scope: !19, file: !1, line: 83, column: 7)
!265 = !DILocation(line: 83, column: 17, scope: !264)
!266 = !DILocation(line: 83, column: 28, scope: !264)
!267 = !DILocation(line: 83, column: 21, scope: !264)
!268 = !DILocation(line: 83, column: 7, scope: !19)
!269 = !DILocalVariable(name: "n", arg: 1, scope: !270, file: !1, line: 56, type: !6)
!270 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 56, type: !271, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !273)
!271 = !DISubroutineType(types: !272)
!272 = !{null, !6, !140}
!273 = !{!269, !274, !275}
!274 = !DILocalVariable(name: "C", arg: 2, scope: !270, file: !1, line: 56, type: !140)
!275 = !DILocalVariable(name: "i", scope: !270, file: !1, line: 58, type: !6)
!276 = !DILocation(line: 0, scope: !270, inlinedAt: !277)
!277 = distinct !DILocation(line: 84, column: 5, scope: !264)
!278 = !DILocation(line: 59, column: 17, scope: !279, inlinedAt: !277)
!279 = distinct !DILexicalBlock(scope: !280, file: !1, line: 59, column: 3)
!280 = distinct !DILexicalBlock(scope: !270, file: !1, line: 59, column: 3)
!281 = !DILocation(line: 59, column: 3, scope: !280, inlinedAt: !277)
!282 = !DILocation(line: 60, column: 13, scope: !283, inlinedAt: !277)
!283 = distinct !DILexicalBlock(scope: !279, file: !1, line: 59, column: 31)
!284 = !DILocation(line: 60, column: 32, scope: !283, inlinedAt: !277)
!285 = !DILocation(line: 60, column: 5, scope: !283, inlinedAt: !277)
!286 = !DILocation(line: 61, column: 11, scope: !287, inlinedAt: !277)
!287 = distinct !DILexicalBlock(scope: !283, file: !1, line: 61, column: 9)
!288 = !DILocation(line: 61, column: 16, scope: !287, inlinedAt: !277)
!289 = !DILocation(line: 61, column: 9, scope: !283, inlinedAt: !277)
!290 = !DILocation(line: 62, column: 15, scope: !287, inlinedAt: !277)
!291 = !DILocation(line: 62, column: 7, scope: !287, inlinedAt: !277)
!292 = !DILocation(line: 59, column: 27, scope: !279, inlinedAt: !277)
!293 = distinct !{!293, !281, !294, !103, !104}
!294 = !DILocation(line: 63, column: 3, scope: !280, inlinedAt: !277)
!295 = !DILocation(line: 85, column: 17, scope: !296)
!296 = distinct !DILexicalBlock(scope: !297, file: !1, line: 85, column: 3)
!297 = distinct !DILexicalBlock(scope: !19, file: !1, line: 85, column: 3)
!298 = !DILocation(line: 85, column: 3, scope: !297)
!299 = !DILocation(line: 86, column: 12, scope: !296)
!300 = !DILocation(line: 86, column: 9, scope: !296)
!301 = !DILocation(line: 85, column: 27, scope: !296)
!302 = distinct !{!302, !298, !303, !103, !104}
!303 = !DILocation(line: 86, column: 15, scope: !297)
!304 = !DILocation(line: 87, column: 3, scope: !19)
!305 = !DILocation(line: 88, column: 3, scope: !19)
!306 = !DILocation(line: 89, column: 3, scope: !19)
!307 = !DILocation(line: 90, column: 3, scope: !19)
!308 = !DILocation(line: 91, column: 3, scope: !19)
!309 = !DILocation(line: 92, column: 3, scope: !19)
!310 = !DISubprogram(name: "clock_gettime", scope: !311, file: !311, line: 288, type: !312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !318)
!311 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!312 = !DISubroutineType(types: !313)
!313 = !{!6, !314, !317}
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !315, line: 7, baseType: !316)
!315 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !119, line: 169, baseType: !6)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!318 = !{}
