; ModuleID = 'csr_spmv.c'
source_filename = "csr_spmv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }
%struct.csr_t = type { i32, i32, i32*, i32*, double* }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [14 x i8] c"spmv: %.6f s\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"nnz %d lambda %.8f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !50
  %5 = icmp sgt i32 %0, 1, !dbg !51
  br i1 %5, label %6, label %11, !dbg !52

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !53
  %8 = load i8*, i8** %7, align 8, !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %8, metadata !58, metadata !DIExpression()) #10, !dbg !66
  %9 = call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #10, !dbg !68
  %10 = trunc i64 %9 to i32, !dbg !69
  br label %11, !dbg !52

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 40, %2 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %12, metadata !25, metadata !DIExpression()), !dbg !50
  %13 = icmp sgt i32 %0, 2, !dbg !70
  br i1 %13, label %14, label %19, !dbg !71

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !72
  %16 = load i8*, i8** %15, align 8, !dbg !72, !tbaa !54
  call void @llvm.dbg.value(metadata i8* %16, metadata !58, metadata !DIExpression()) #10, !dbg !73
  %17 = call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #10, !dbg !75
  %18 = trunc i64 %17 to i32, !dbg !76
  br label %19, !dbg !71

19:                                               ; preds = %11, %14
  %20 = phi i32 [ %18, %14 ], [ 10, %11 ], !dbg !71
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata %struct.csr_t* undef, metadata !77, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 %12, metadata !83, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 2, metadata !84, metadata !DIExpression()) #10, !dbg !98
  %21 = mul nsw i32 %12, %12, !dbg !100
  call void @llvm.dbg.value(metadata i32 %21, metadata !85, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 1, metadata !87, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 %21, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !50
  %22 = add nuw nsw i32 %21, 1, !dbg !101
  %23 = zext i32 %22 to i64, !dbg !102
  %24 = shl nuw nsw i64 %23, 2, !dbg !103
  %25 = call noalias i8* @malloc(i64 noundef %24) #10, !dbg !104
  %26 = bitcast i8* %25 to i32*, !dbg !105
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !50
  %27 = zext i32 %21 to i64, !dbg !106
  %28 = mul nuw nsw i64 %27, 28, !dbg !107
  %29 = call noalias i8* @malloc(i64 noundef %28) #10, !dbg !108
  %30 = bitcast i8* %29 to i32*, !dbg !109
  call void @llvm.dbg.value(metadata i32* %30, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !50
  %31 = mul nuw nsw i64 %27, 56, !dbg !110
  %32 = call noalias i8* @malloc(i64 noundef %31) #10, !dbg !111
  %33 = bitcast i8* %32 to double*, !dbg !112
  call void @llvm.dbg.value(metadata double* %33, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()) #10, !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 1, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %34 = icmp sgt i32 %12, 0, !dbg !114
  br i1 %34, label %35, label %118, !dbg !115

35:                                               ; preds = %19
  %36 = add nsw i32 %12, -1
  %37 = sext i32 %36 to i64, !dbg !115
  %38 = sext i32 %12 to i64, !dbg !115
  %39 = zext i32 %12 to i64, !dbg !114
  br label %40, !dbg !115

40:                                               ; preds = %47, %35
  %41 = phi i64 [ 0, %35 ], [ %49, %47 ]
  %42 = phi i32 [ 0, %35 ], [ %48, %47 ]
  %43 = phi i32 [ 1, %35 ], [ %108, %47 ]
  call void @llvm.dbg.value(metadata i32 %42, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %41, metadata !88, metadata !DIExpression()) #10, !dbg !113
  call void @llvm.dbg.value(metadata i32 %43, metadata !87, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 %42, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %43, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %44 = mul nsw i64 %41, %38
  %45 = icmp eq i64 %41, 0
  %46 = icmp slt i64 %41, %37
  br label %51, !dbg !117

47:                                               ; preds = %99
  %48 = trunc i64 %112 to i32, !dbg !118
  %49 = add nuw nsw i64 %41, 1, !dbg !119
  call void @llvm.dbg.value(metadata i32 %48, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %49, metadata !88, metadata !DIExpression()) #10, !dbg !113
  call void @llvm.dbg.value(metadata i32 %108, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %50 = icmp eq i64 %49, %39, !dbg !114
  br i1 %50, label %116, label %40, !dbg !115, !llvm.loop !120

51:                                               ; preds = %99, %40
  %52 = phi i64 [ 0, %40 ], [ %101, %99 ]
  %53 = phi i32 [ %42, %40 ], [ %100, %99 ]
  %54 = phi i32 [ %43, %40 ], [ %108, %99 ]
  call void @llvm.dbg.value(metadata i32 %53, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %52, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %54, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %55 = add nsw i64 %52, %44, !dbg !124
  call void @llvm.dbg.value(metadata i64 %55, metadata !93, metadata !DIExpression()) #10, !dbg !125
  %56 = getelementptr inbounds i32, i32* %26, i64 %55, !dbg !126
  store i32 %53, i32* %56, align 4, !dbg !127, !tbaa !128
  br i1 %45, label %64, label %57, !dbg !130

57:                                               ; preds = %51
  %58 = sext i32 %53 to i64, !dbg !131
  %59 = getelementptr inbounds i32, i32* %30, i64 %58, !dbg !131
  %60 = trunc i64 %55 to i32, !dbg !134
  %61 = sub i32 %60, %12, !dbg !134
  store i32 %61, i32* %59, align 4, !dbg !134, !tbaa !128
  %62 = add nsw i32 %53, 1, !dbg !135
  call void @llvm.dbg.value(metadata i32 %62, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %63 = getelementptr inbounds double, double* %33, i64 %58, !dbg !136
  store double -1.000000e+00, double* %63, align 8, !dbg !137, !tbaa !138
  br label %64, !dbg !140

64:                                               ; preds = %57, %51
  %65 = phi i32 [ %62, %57 ], [ %53, %51 ], !dbg !98
  call void @llvm.dbg.value(metadata i32 %65, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %66 = icmp eq i64 %52, 0, !dbg !141
  br i1 %66, label %74, label %67, !dbg !143

67:                                               ; preds = %64
  %68 = sext i32 %65 to i64, !dbg !144
  %69 = getelementptr inbounds i32, i32* %30, i64 %68, !dbg !144
  %70 = trunc i64 %55 to i32, !dbg !146
  %71 = add i32 %70, -1, !dbg !146
  store i32 %71, i32* %69, align 4, !dbg !146, !tbaa !128
  %72 = add nsw i32 %65, 1, !dbg !147
  call void @llvm.dbg.value(metadata i32 %72, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %73 = getelementptr inbounds double, double* %33, i64 %68, !dbg !148
  store double -1.000000e+00, double* %73, align 8, !dbg !149, !tbaa !138
  br label %74, !dbg !150

74:                                               ; preds = %67, %64
  %75 = phi i32 [ %72, %67 ], [ %65, %64 ], !dbg !125
  call void @llvm.dbg.value(metadata i32 %75, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %76 = sext i32 %75 to i64, !dbg !151
  %77 = getelementptr inbounds i32, i32* %30, i64 %76, !dbg !151
  %78 = trunc i64 %55 to i32, !dbg !152
  store i32 %78, i32* %77, align 4, !dbg !152, !tbaa !128
  %79 = add nsw i32 %75, 1, !dbg !153
  call void @llvm.dbg.value(metadata i32 %79, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %80 = getelementptr inbounds double, double* %33, i64 %76, !dbg !154
  store double 4.500000e+00, double* %80, align 8, !dbg !155, !tbaa !138
  %81 = icmp slt i64 %52, %37, !dbg !156
  br i1 %81, label %82, label %88, !dbg !158

82:                                               ; preds = %74
  %83 = sext i32 %79 to i64, !dbg !159
  %84 = getelementptr inbounds i32, i32* %30, i64 %83, !dbg !159
  %85 = add i32 %78, 1, !dbg !161
  store i32 %85, i32* %84, align 4, !dbg !161, !tbaa !128
  %86 = add nsw i32 %75, 2, !dbg !162
  call void @llvm.dbg.value(metadata i32 %86, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %87 = getelementptr inbounds double, double* %33, i64 %83, !dbg !163
  store double -1.000000e+00, double* %87, align 8, !dbg !164, !tbaa !138
  br label %88, !dbg !165

88:                                               ; preds = %82, %74
  %89 = phi i32 [ %86, %82 ], [ %79, %74 ], !dbg !125
  call void @llvm.dbg.value(metadata i32 %89, metadata !86, metadata !DIExpression()) #10, !dbg !98
  br i1 %46, label %90, label %96, !dbg !166

90:                                               ; preds = %88
  %91 = sext i32 %89 to i64, !dbg !167
  %92 = getelementptr inbounds i32, i32* %30, i64 %91, !dbg !167
  %93 = add i32 %12, %78, !dbg !170
  store i32 %93, i32* %92, align 4, !dbg !170, !tbaa !128
  %94 = add nsw i32 %89, 1, !dbg !171
  call void @llvm.dbg.value(metadata i32 %94, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %95 = getelementptr inbounds double, double* %33, i64 %91, !dbg !172
  store double -1.000000e+00, double* %95, align 8, !dbg !173, !tbaa !138
  br label %96, !dbg !174

96:                                               ; preds = %90, %88
  %97 = phi i32 [ %94, %90 ], [ %89, %88 ], !dbg !125
  call void @llvm.dbg.value(metadata i32 %97, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #10, !dbg !175
  call void @llvm.dbg.value(metadata i32 %54, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %98 = sext i32 %97 to i64, !dbg !176
  br label %103, !dbg !176

99:                                               ; preds = %103
  %100 = trunc i64 %112 to i32, !dbg !118
  %101 = add nuw nsw i64 %52, 1, !dbg !118
  call void @llvm.dbg.value(metadata i32 %100, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i64 %101, metadata !90, metadata !DIExpression()) #10, !dbg !116
  call void @llvm.dbg.value(metadata i32 %108, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %102 = icmp eq i64 %101, %39, !dbg !177
  br i1 %102, label %47, label %51, !dbg !117, !llvm.loop !178

103:                                              ; preds = %103, %96
  %104 = phi i64 [ %98, %96 ], [ %112, %103 ]
  %105 = phi i32 [ 0, %96 ], [ %114, %103 ]
  %106 = phi i32 [ %54, %96 ], [ %108, %103 ]
  call void @llvm.dbg.value(metadata i32 %105, metadata !96, metadata !DIExpression()) #10, !dbg !175
  call void @llvm.dbg.value(metadata i64 %104, metadata !86, metadata !DIExpression()) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32 %106, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %107 = mul i32 %106, 1103515245, !dbg !180
  %108 = add i32 %107, 12345, !dbg !183
  call void @llvm.dbg.value(metadata i32 %108, metadata !87, metadata !DIExpression()) #10, !dbg !98
  %109 = lshr i32 %108, 8, !dbg !184
  %110 = urem i32 %109, %21, !dbg !185
  %111 = getelementptr inbounds i32, i32* %30, i64 %104, !dbg !186
  store i32 %110, i32* %111, align 4, !dbg !187, !tbaa !128
  %112 = add nsw i64 %104, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %112, metadata !86, metadata !DIExpression()) #10, !dbg !98
  %113 = getelementptr inbounds double, double* %33, i64 %104, !dbg !189
  store double 1.000000e-02, double* %113, align 8, !dbg !190, !tbaa !138
  %114 = add nuw nsw i32 %105, 1, !dbg !191
  call void @llvm.dbg.value(metadata i32 %114, metadata !96, metadata !DIExpression()) #10, !dbg !175
  %115 = icmp eq i32 %105, 0, !dbg !192
  br i1 %115, label %103, label %99, !dbg !176, !llvm.loop !193

116:                                              ; preds = %47
  %117 = trunc i64 %112 to i32, !dbg !118
  br label %118, !dbg !195

118:                                              ; preds = %116, %19
  %119 = phi i32 [ 0, %19 ], [ %117, %116 ], !dbg !196
  %120 = getelementptr inbounds i32, i32* %26, i64 %27, !dbg !195
  store i32 %119, i32* %120, align 4, !dbg !197, !tbaa !128
  call void @llvm.dbg.value(metadata i32 %119, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !50
  %121 = zext i32 %21 to i64, !dbg !198
  %122 = shl nuw nsw i64 %121, 3, !dbg !199
  %123 = call noalias i8* @malloc(i64 noundef %122) #10, !dbg !200
  %124 = bitcast i8* %123 to double*, !dbg !200
  call void @llvm.dbg.value(metadata double* %124, metadata !39, metadata !DIExpression()), !dbg !50
  %125 = call noalias i8* @malloc(i64 noundef %122) #10, !dbg !201
  %126 = bitcast i8* %125 to double*, !dbg !201
  call void @llvm.dbg.value(metadata double* %126, metadata !40, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !202
  %127 = icmp eq i32 %21, 0, !dbg !203
  br i1 %127, label %130, label %128, !dbg !205

128:                                              ; preds = %118
  %129 = zext i32 %21 to i64, !dbg !203
  br label %144, !dbg !205

130:                                              ; preds = %144, %118
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !50
  %131 = bitcast %struct.timespec* %4 to i8*, !dbg !206
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %131) #10, !dbg !206
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !211, metadata !DIExpression()) #10, !dbg !222
  %132 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %4) #10, !dbg !223
  %133 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !224
  %134 = load i64, i64* %133, align 8, !dbg !224, !tbaa !225
  %135 = sitofp i64 %134 to double, !dbg !228
  %136 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !229
  %137 = load i64, i64* %136, align 8, !dbg !229, !tbaa !230
  %138 = sitofp i64 %137 to double, !dbg !231
  %139 = fdiv double %138, 1.000000e+09, !dbg !232
  %140 = fadd double %139, %135, !dbg !233
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %131) #10, !dbg !234
  call void @llvm.dbg.value(metadata double %140, metadata !44, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !50
  %141 = icmp sgt i32 %20, 0, !dbg !236
  br i1 %141, label %142, label %153, !dbg !238

142:                                              ; preds = %130
  %143 = icmp eq i32 %21, 0
  br label %169, !dbg !238

144:                                              ; preds = %128, %144
  %145 = phi i64 [ 0, %128 ], [ %151, %144 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !41, metadata !DIExpression()), !dbg !202
  %146 = trunc i64 %145 to i32, !dbg !239
  %147 = urem i32 %146, 3, !dbg !239
  %148 = add nuw nsw i32 %147, 1, !dbg !240
  %149 = sitofp i32 %148 to double, !dbg !240
  %150 = getelementptr inbounds double, double* %124, i64 %145, !dbg !241
  store double %149, double* %150, align 8, !dbg !242, !tbaa !138
  %151 = add nuw nsw i64 %145, 1, !dbg !243
  call void @llvm.dbg.value(metadata i64 %151, metadata !41, metadata !DIExpression()), !dbg !202
  %152 = icmp eq i64 %151, %129, !dbg !203
  br i1 %152, label %130, label %144, !dbg !205, !llvm.loop !244

153:                                              ; preds = %219, %130
  %154 = phi double [ 0.000000e+00, %130 ], [ %202, %219 ], !dbg !50
  %155 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !246, !tbaa !54
  %156 = bitcast %struct.timespec* %3 to i8*, !dbg !247
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %156) #10, !dbg !247
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !211, metadata !DIExpression()) #10, !dbg !249
  %157 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %3) #10, !dbg !250
  %158 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !251
  %159 = load i64, i64* %158, align 8, !dbg !251, !tbaa !225
  %160 = sitofp i64 %159 to double, !dbg !252
  %161 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !253
  %162 = load i64, i64* %161, align 8, !dbg !253, !tbaa !230
  %163 = sitofp i64 %162 to double, !dbg !254
  %164 = fdiv double %163, 1.000000e+09, !dbg !255
  %165 = fadd double %164, %160, !dbg !256
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %156) #10, !dbg !257
  %166 = fsub double %165, %140, !dbg !258
  %167 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %155, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %166) #11, !dbg !259
  %168 = icmp sgt i32 %0, 42, !dbg !260
  br i1 %168, label %222, label %238, !dbg !261

169:                                              ; preds = %142, %219
  %170 = phi i32 [ 0, %142 ], [ %220, %219 ]
  call void @llvm.dbg.value(metadata i32 %170, metadata !45, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata %struct.csr_t* undef, metadata !262, metadata !DIExpression()) #10, !dbg !280
  call void @llvm.dbg.value(metadata double* %124, metadata !271, metadata !DIExpression()) #10, !dbg !280
  call void @llvm.dbg.value(metadata double* %126, metadata !272, metadata !DIExpression()) #10, !dbg !280
  call void @llvm.dbg.value(metadata i32 0, metadata !273, metadata !DIExpression()) #10, !dbg !283
  call void @llvm.dbg.value(metadata i32 0, metadata !273, metadata !DIExpression()) #10, !dbg !283
  br i1 %143, label %200, label %171, !dbg !284

171:                                              ; preds = %169, %182
  %172 = phi i64 [ %175, %182 ], [ 0, %169 ]
  call void @llvm.dbg.value(metadata i64 %172, metadata !273, metadata !DIExpression()) #10, !dbg !283
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !275, metadata !DIExpression()) #10, !dbg !285
  %173 = getelementptr inbounds i32, i32* %26, i64 %172, !dbg !286
  %174 = load i32, i32* %173, align 4, !dbg !286, !tbaa !128
  call void @llvm.dbg.value(metadata i32 %174, metadata !278, metadata !DIExpression()) #10, !dbg !287
  %175 = add nuw nsw i64 %172, 1
  %176 = getelementptr inbounds i32, i32* %26, i64 %175
  %177 = load i32, i32* %176, align 4, !tbaa !128
  call void @llvm.dbg.value(metadata i32 %174, metadata !278, metadata !DIExpression()) #10, !dbg !287
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !275, metadata !DIExpression()) #10, !dbg !285
  %178 = icmp slt i32 %174, %177, !dbg !288
  br i1 %178, label %179, label %182, !dbg !290

179:                                              ; preds = %171
  %180 = sext i32 %174 to i64, !dbg !290
  %181 = sext i32 %177 to i64, !dbg !288
  br label %186, !dbg !290

182:                                              ; preds = %186, %171
  %183 = phi double [ 0.000000e+00, %171 ], [ %196, %186 ], !dbg !285
  %184 = getelementptr inbounds double, double* %126, i64 %172, !dbg !291
  store double %183, double* %184, align 8, !dbg !292, !tbaa !138
  call void @llvm.dbg.value(metadata i64 %175, metadata !273, metadata !DIExpression()) #10, !dbg !283
  %185 = icmp eq i64 %175, %27, !dbg !293
  br i1 %185, label %199, label %171, !dbg !284, !llvm.loop !294

186:                                              ; preds = %186, %179
  %187 = phi i64 [ %180, %179 ], [ %197, %186 ]
  %188 = phi double [ 0.000000e+00, %179 ], [ %196, %186 ]
  call void @llvm.dbg.value(metadata i64 %187, metadata !278, metadata !DIExpression()) #10, !dbg !287
  call void @llvm.dbg.value(metadata double %188, metadata !275, metadata !DIExpression()) #10, !dbg !285
  %189 = getelementptr inbounds double, double* %33, i64 %187, !dbg !296
  %190 = load double, double* %189, align 8, !dbg !296, !tbaa !138
  %191 = getelementptr inbounds i32, i32* %30, i64 %187, !dbg !297
  %192 = load i32, i32* %191, align 4, !dbg !297, !tbaa !128
  %193 = sext i32 %192 to i64, !dbg !298
  %194 = getelementptr inbounds double, double* %124, i64 %193, !dbg !298
  %195 = load double, double* %194, align 8, !dbg !298, !tbaa !138
  %196 = call double @llvm.fmuladd.f64(double %190, double %195, double %188) #10, !dbg !299
  call void @llvm.dbg.value(metadata double %196, metadata !275, metadata !DIExpression()) #10, !dbg !285
  %197 = add nsw i64 %187, 1, !dbg !300
  call void @llvm.dbg.value(metadata i64 %197, metadata !278, metadata !DIExpression()) #10, !dbg !287
  %198 = icmp eq i64 %197, %181, !dbg !288
  br i1 %198, label %182, label %186, !dbg !290, !llvm.loop !301

199:                                              ; preds = %182
  call void @llvm.dbg.value(metadata i32 %21, metadata !303, metadata !DIExpression()) #10, !dbg !315
  call void @llvm.dbg.value(metadata double* %126, metadata !308, metadata !DIExpression()) #10, !dbg !315
  call void @llvm.dbg.value(metadata double* %124, metadata !309, metadata !DIExpression()) #10, !dbg !315
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !310, metadata !DIExpression()) #10, !dbg !315
  call void @llvm.dbg.value(metadata i32 0, metadata !311, metadata !DIExpression()) #10, !dbg !317
  br i1 %143, label %200, label %203, !dbg !318

200:                                              ; preds = %203, %169, %199
  %201 = phi double [ 0.000000e+00, %199 ], [ 0.000000e+00, %169 ], [ %208, %203 ], !dbg !315
  %202 = call double @sqrt(double noundef %201) #10, !dbg !319
  call void @llvm.dbg.value(metadata double %202, metadata !310, metadata !DIExpression()) #10, !dbg !315
  call void @llvm.dbg.value(metadata i32 0, metadata !313, metadata !DIExpression()) #10, !dbg !320
  br i1 %143, label %219, label %211, !dbg !321

203:                                              ; preds = %199, %203
  %204 = phi i64 [ %209, %203 ], [ 0, %199 ]
  %205 = phi double [ %208, %203 ], [ 0.000000e+00, %199 ]
  call void @llvm.dbg.value(metadata i64 %204, metadata !311, metadata !DIExpression()) #10, !dbg !317
  call void @llvm.dbg.value(metadata double %205, metadata !310, metadata !DIExpression()) #10, !dbg !315
  %206 = getelementptr inbounds double, double* %126, i64 %204, !dbg !322
  %207 = load double, double* %206, align 8, !dbg !322, !tbaa !138
  %208 = call double @llvm.fmuladd.f64(double %207, double %207, double %205) #10, !dbg !324
  call void @llvm.dbg.value(metadata double %208, metadata !310, metadata !DIExpression()) #10, !dbg !315
  %209 = add nuw nsw i64 %204, 1, !dbg !325
  call void @llvm.dbg.value(metadata i64 %209, metadata !311, metadata !DIExpression()) #10, !dbg !317
  %210 = icmp eq i64 %209, %27, !dbg !326
  br i1 %210, label %200, label %203, !dbg !318, !llvm.loop !327

211:                                              ; preds = %200, %211
  %212 = phi i64 [ %217, %211 ], [ 0, %200 ]
  call void @llvm.dbg.value(metadata i64 %212, metadata !313, metadata !DIExpression()) #10, !dbg !320
  %213 = getelementptr inbounds double, double* %126, i64 %212, !dbg !329
  %214 = load double, double* %213, align 8, !dbg !329, !tbaa !138
  %215 = fdiv double %214, %202, !dbg !331
  %216 = getelementptr inbounds double, double* %124, i64 %212, !dbg !332
  store double %215, double* %216, align 8, !dbg !333, !tbaa !138
  %217 = add nuw nsw i64 %212, 1, !dbg !334
  call void @llvm.dbg.value(metadata i64 %217, metadata !313, metadata !DIExpression()) #10, !dbg !320
  %218 = icmp eq i64 %217, %27, !dbg !335
  br i1 %218, label %219, label %211, !dbg !321, !llvm.loop !336

219:                                              ; preds = %211, %200
  call void @llvm.dbg.value(metadata double %202, metadata !43, metadata !DIExpression()), !dbg !50
  %220 = add nuw nsw i32 %170, 1, !dbg !338
  call void @llvm.dbg.value(metadata i32 %220, metadata !45, metadata !DIExpression()), !dbg !235
  %221 = icmp eq i32 %220, %20, !dbg !236
  br i1 %221, label %153, label %169, !dbg !238, !llvm.loop !339

222:                                              ; preds = %153
  %223 = load i8*, i8** %1, align 8, !dbg !341, !tbaa !54
  %224 = load i8, i8* %223, align 1, !dbg !342
  %225 = icmp eq i8 %224, 0, !dbg !342
  %226 = icmp ne i32 %21, 0
  %227 = select i1 %225, i1 %226, i1 false, !dbg !343
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !344
  br i1 %227, label %228, label %238, !dbg !343

228:                                              ; preds = %222
  %229 = zext i32 %21 to i64, !dbg !345
  br label %230, !dbg !347

230:                                              ; preds = %228, %230
  %231 = phi i64 [ 0, %228 ], [ %236, %230 ]
  call void @llvm.dbg.value(metadata i64 %231, metadata !47, metadata !DIExpression()), !dbg !344
  %232 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !348, !tbaa !54
  %233 = getelementptr inbounds double, double* %124, i64 %231, !dbg !349
  %234 = load double, double* %233, align 8, !dbg !349, !tbaa !138
  %235 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %232, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %234) #11, !dbg !350
  %236 = add nuw nsw i64 %231, 1, !dbg !351
  call void @llvm.dbg.value(metadata i64 %236, metadata !47, metadata !DIExpression()), !dbg !344
  %237 = icmp eq i64 %236, %229, !dbg !345
  br i1 %237, label %238, label %230, !dbg !347, !llvm.loop !352

238:                                              ; preds = %230, %222, %153
  %239 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %119, double noundef %154), !dbg !354
  call void @free(i8* noundef %25) #10, !dbg !355
  call void @free(i8* noundef %29) #10, !dbg !356
  call void @free(i8* noundef %32) #10, !dbg !357
  call void @free(i8* noundef %123) #10, !dbg !358
  call void @free(i8* noundef %125) #10, !dbg !359
  ret i32 0, !dbg !360
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !361 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "csr_spmv.c", directory: ".", checksumkind: CSK_MD5, checksum: "97fb893c3e7d6734d8ef1094a93a370a")
!2 = !{!3, !4, !7, !8, !11}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 73, type: !20, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!3, !3, !4}
!22 = !{!23, !24, !25, !26, !27, !39, !40, !41, !43, !44, !45, !47}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 73, type: !3)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 73, type: !4)
!25 = !DILocalVariable(name: "g", scope: !19, file: !1, line: 75, type: !3)
!26 = !DILocalVariable(name: "iters", scope: !19, file: !1, line: 76, type: !3)
!27 = !DILocalVariable(name: "A", scope: !19, file: !1, line: 77, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "csr_t", file: !1, line: 16, baseType: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 11, size: 256, elements: !30)
!30 = !{!31, !32, !33, !35, !36}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !29, file: !1, line: 12, baseType: !3, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "nnz", scope: !29, file: !1, line: 12, baseType: !3, size: 32, offset: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !29, file: !1, line: 13, baseType: !34, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !29, file: !1, line: 14, baseType: !34, size: 64, offset: 128)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !29, file: !1, line: 15, baseType: !37, size: 64, offset: 192)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DILocalVariable(name: "x", scope: !19, file: !1, line: 79, type: !37)
!40 = !DILocalVariable(name: "y", scope: !19, file: !1, line: 80, type: !37)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 81, type: !3)
!42 = distinct !DILexicalBlock(scope: !19, file: !1, line: 81, column: 3)
!43 = !DILocalVariable(name: "lambda", scope: !19, file: !1, line: 83, type: !38)
!44 = !DILocalVariable(name: "t0", scope: !19, file: !1, line: 84, type: !38)
!45 = !DILocalVariable(name: "it", scope: !46, file: !1, line: 85, type: !3)
!46 = distinct !DILexicalBlock(scope: !19, file: !1, line: 85, column: 3)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 91, type: !3)
!48 = distinct !DILexicalBlock(scope: !49, file: !1, line: 91, column: 5)
!49 = distinct !DILexicalBlock(scope: !19, file: !1, line: 90, column: 7)
!50 = !DILocation(line: 0, scope: !19)
!51 = !DILocation(line: 75, column: 16, scope: !19)
!52 = !DILocation(line: 75, column: 11, scope: !19)
!53 = !DILocation(line: 75, column: 27, scope: !19)
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocalVariable(name: "__nptr", arg: 1, scope: !59, file: !60, line: 362, type: !63)
!59 = distinct !DISubprogram(name: "atoi", scope: !60, file: !60, line: 362, type: !61, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !65)
!60 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!61 = !DISubroutineType(types: !62)
!62 = !{!3, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!65 = !{!58}
!66 = !DILocation(line: 0, scope: !59, inlinedAt: !67)
!67 = distinct !DILocation(line: 75, column: 22, scope: !19)
!68 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !67)
!69 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !67)
!70 = !DILocation(line: 76, column: 20, scope: !19)
!71 = !DILocation(line: 76, column: 15, scope: !19)
!72 = !DILocation(line: 76, column: 31, scope: !19)
!73 = !DILocation(line: 0, scope: !59, inlinedAt: !74)
!74 = distinct !DILocation(line: 76, column: 26, scope: !19)
!75 = !DILocation(line: 364, column: 16, scope: !59, inlinedAt: !74)
!76 = !DILocation(line: 364, column: 10, scope: !59, inlinedAt: !74)
!77 = !DILocalVariable(name: "A", arg: 1, scope: !78, file: !1, line: 25, type: !81)
!78 = distinct !DISubprogram(name: "build", scope: !1, file: !1, line: 25, type: !79, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !82)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81, !3, !3}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!82 = !{!77, !83, !84, !85, !86, !87, !88, !90, !93, !96}
!83 = !DILocalVariable(name: "g", arg: 2, scope: !78, file: !1, line: 25, type: !3)
!84 = !DILocalVariable(name: "extra", arg: 3, scope: !78, file: !1, line: 25, type: !3)
!85 = !DILocalVariable(name: "n", scope: !78, file: !1, line: 27, type: !3)
!86 = !DILocalVariable(name: "k", scope: !78, file: !1, line: 27, type: !3)
!87 = !DILocalVariable(name: "s", scope: !78, file: !1, line: 28, type: !11)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 33, type: !3)
!89 = distinct !DILexicalBlock(scope: !78, file: !1, line: 33, column: 3)
!90 = !DILocalVariable(name: "j", scope: !91, file: !1, line: 34, type: !3)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 34, column: 5)
!92 = distinct !DILexicalBlock(scope: !89, file: !1, line: 33, column: 3)
!93 = !DILocalVariable(name: "r", scope: !94, file: !1, line: 35, type: !3)
!94 = distinct !DILexicalBlock(scope: !95, file: !1, line: 34, column: 33)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 34, column: 5)
!96 = !DILocalVariable(name: "e", scope: !97, file: !1, line: 42, type: !3)
!97 = distinct !DILexicalBlock(scope: !94, file: !1, line: 42, column: 7)
!98 = !DILocation(line: 0, scope: !78, inlinedAt: !99)
!99 = distinct !DILocation(line: 78, column: 3, scope: !19)
!100 = !DILocation(line: 27, column: 13, scope: !78, inlinedAt: !99)
!101 = !DILocation(line: 30, column: 25, scope: !78, inlinedAt: !99)
!102 = !DILocation(line: 30, column: 22, scope: !78, inlinedAt: !99)
!103 = !DILocation(line: 30, column: 30, scope: !78, inlinedAt: !99)
!104 = !DILocation(line: 30, column: 15, scope: !78, inlinedAt: !99)
!105 = !DILocation(line: 30, column: 13, scope: !78, inlinedAt: !99)
!106 = !DILocation(line: 31, column: 19, scope: !78, inlinedAt: !99)
!107 = !DILocation(line: 31, column: 43, scope: !78, inlinedAt: !99)
!108 = !DILocation(line: 31, column: 12, scope: !78, inlinedAt: !99)
!109 = !DILocation(line: 31, column: 10, scope: !78, inlinedAt: !99)
!110 = !DILocation(line: 32, column: 43, scope: !78, inlinedAt: !99)
!111 = !DILocation(line: 32, column: 12, scope: !78, inlinedAt: !99)
!112 = !DILocation(line: 32, column: 10, scope: !78, inlinedAt: !99)
!113 = !DILocation(line: 0, scope: !89, inlinedAt: !99)
!114 = !DILocation(line: 33, column: 21, scope: !92, inlinedAt: !99)
!115 = !DILocation(line: 33, column: 3, scope: !89, inlinedAt: !99)
!116 = !DILocation(line: 0, scope: !91, inlinedAt: !99)
!117 = !DILocation(line: 34, column: 5, scope: !91, inlinedAt: !99)
!118 = !DILocation(line: 34, column: 29, scope: !95, inlinedAt: !99)
!119 = !DILocation(line: 33, column: 27, scope: !92, inlinedAt: !99)
!120 = distinct !{!120, !115, !121, !122, !123}
!121 = !DILocation(line: 47, column: 5, scope: !89, inlinedAt: !99)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !{!"llvm.loop.unroll.disable"}
!124 = !DILocation(line: 35, column: 21, scope: !94, inlinedAt: !99)
!125 = !DILocation(line: 0, scope: !94, inlinedAt: !99)
!126 = !DILocation(line: 36, column: 7, scope: !94, inlinedAt: !99)
!127 = !DILocation(line: 36, column: 20, scope: !94, inlinedAt: !99)
!128 = !{!129, !129, i64 0}
!129 = !{!"int", !56, i64 0}
!130 = !DILocation(line: 37, column: 11, scope: !94, inlinedAt: !99)
!131 = !DILocation(line: 37, column: 20, scope: !132, inlinedAt: !99)
!132 = distinct !DILexicalBlock(scope: !133, file: !1, line: 37, column: 18)
!133 = distinct !DILexicalBlock(scope: !94, file: !1, line: 37, column: 11)
!134 = !DILocation(line: 37, column: 30, scope: !132, inlinedAt: !99)
!135 = !DILocation(line: 37, column: 47, scope: !132, inlinedAt: !99)
!136 = !DILocation(line: 37, column: 39, scope: !132, inlinedAt: !99)
!137 = !DILocation(line: 37, column: 51, scope: !132, inlinedAt: !99)
!138 = !{!139, !139, i64 0}
!139 = !{!"double", !56, i64 0}
!140 = !DILocation(line: 37, column: 59, scope: !132, inlinedAt: !99)
!141 = !DILocation(line: 38, column: 13, scope: !142, inlinedAt: !99)
!142 = distinct !DILexicalBlock(scope: !94, file: !1, line: 38, column: 11)
!143 = !DILocation(line: 38, column: 11, scope: !94, inlinedAt: !99)
!144 = !DILocation(line: 38, column: 20, scope: !145, inlinedAt: !99)
!145 = distinct !DILexicalBlock(scope: !142, file: !1, line: 38, column: 18)
!146 = !DILocation(line: 38, column: 30, scope: !145, inlinedAt: !99)
!147 = !DILocation(line: 38, column: 47, scope: !145, inlinedAt: !99)
!148 = !DILocation(line: 38, column: 39, scope: !145, inlinedAt: !99)
!149 = !DILocation(line: 38, column: 51, scope: !145, inlinedAt: !99)
!150 = !DILocation(line: 38, column: 59, scope: !145, inlinedAt: !99)
!151 = !DILocation(line: 39, column: 7, scope: !94, inlinedAt: !99)
!152 = !DILocation(line: 39, column: 17, scope: !94, inlinedAt: !99)
!153 = !DILocation(line: 39, column: 30, scope: !94, inlinedAt: !99)
!154 = !DILocation(line: 39, column: 22, scope: !94, inlinedAt: !99)
!155 = !DILocation(line: 39, column: 34, scope: !94, inlinedAt: !99)
!156 = !DILocation(line: 40, column: 13, scope: !157, inlinedAt: !99)
!157 = distinct !DILexicalBlock(scope: !94, file: !1, line: 40, column: 11)
!158 = !DILocation(line: 40, column: 11, scope: !94, inlinedAt: !99)
!159 = !DILocation(line: 40, column: 24, scope: !160, inlinedAt: !99)
!160 = distinct !DILexicalBlock(scope: !157, file: !1, line: 40, column: 22)
!161 = !DILocation(line: 40, column: 34, scope: !160, inlinedAt: !99)
!162 = !DILocation(line: 40, column: 51, scope: !160, inlinedAt: !99)
!163 = !DILocation(line: 40, column: 43, scope: !160, inlinedAt: !99)
!164 = !DILocation(line: 40, column: 55, scope: !160, inlinedAt: !99)
!165 = !DILocation(line: 40, column: 63, scope: !160, inlinedAt: !99)
!166 = !DILocation(line: 41, column: 11, scope: !94, inlinedAt: !99)
!167 = !DILocation(line: 41, column: 24, scope: !168, inlinedAt: !99)
!168 = distinct !DILexicalBlock(scope: !169, file: !1, line: 41, column: 22)
!169 = distinct !DILexicalBlock(scope: !94, file: !1, line: 41, column: 11)
!170 = !DILocation(line: 41, column: 34, scope: !168, inlinedAt: !99)
!171 = !DILocation(line: 41, column: 51, scope: !168, inlinedAt: !99)
!172 = !DILocation(line: 41, column: 43, scope: !168, inlinedAt: !99)
!173 = !DILocation(line: 41, column: 55, scope: !168, inlinedAt: !99)
!174 = !DILocation(line: 41, column: 63, scope: !168, inlinedAt: !99)
!175 = !DILocation(line: 0, scope: !97, inlinedAt: !99)
!176 = !DILocation(line: 42, column: 7, scope: !97, inlinedAt: !99)
!177 = !DILocation(line: 34, column: 23, scope: !95, inlinedAt: !99)
!178 = distinct !{!178, !117, !179, !122, !123}
!179 = !DILocation(line: 47, column: 5, scope: !91, inlinedAt: !99)
!180 = !DILocation(line: 43, column: 15, scope: !181, inlinedAt: !99)
!181 = distinct !DILexicalBlock(scope: !182, file: !1, line: 42, column: 39)
!182 = distinct !DILexicalBlock(scope: !97, file: !1, line: 42, column: 7)
!183 = !DILocation(line: 43, column: 29, scope: !181, inlinedAt: !99)
!184 = !DILocation(line: 44, column: 30, scope: !181, inlinedAt: !99)
!185 = !DILocation(line: 44, column: 36, scope: !181, inlinedAt: !99)
!186 = !DILocation(line: 44, column: 9, scope: !181, inlinedAt: !99)
!187 = !DILocation(line: 44, column: 19, scope: !181, inlinedAt: !99)
!188 = !DILocation(line: 45, column: 17, scope: !181, inlinedAt: !99)
!189 = !DILocation(line: 45, column: 9, scope: !181, inlinedAt: !99)
!190 = !DILocation(line: 45, column: 21, scope: !181, inlinedAt: !99)
!191 = !DILocation(line: 42, column: 35, scope: !182, inlinedAt: !99)
!192 = !DILocation(line: 42, column: 25, scope: !182, inlinedAt: !99)
!193 = distinct !{!193, !176, !194, !122, !123}
!194 = !DILocation(line: 46, column: 7, scope: !97, inlinedAt: !99)
!195 = !DILocation(line: 48, column: 3, scope: !78, inlinedAt: !99)
!196 = !DILocation(line: 27, column: 18, scope: !78, inlinedAt: !99)
!197 = !DILocation(line: 48, column: 16, scope: !78, inlinedAt: !99)
!198 = !DILocation(line: 79, column: 22, scope: !19)
!199 = !DILocation(line: 79, column: 26, scope: !19)
!200 = !DILocation(line: 79, column: 15, scope: !19)
!201 = !DILocation(line: 80, column: 15, scope: !19)
!202 = !DILocation(line: 0, scope: !42)
!203 = !DILocation(line: 81, column: 21, scope: !204)
!204 = distinct !DILexicalBlock(scope: !42, file: !1, line: 81, column: 3)
!205 = !DILocation(line: 81, column: 3, scope: !42)
!206 = !DILocation(line: 20, column: 3, scope: !207, inlinedAt: !221)
!207 = distinct !DISubprogram(name: "seconds", scope: !1, file: !1, line: 18, type: !208, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{!38}
!210 = !{!211}
!211 = !DILocalVariable(name: "ts", scope: !207, file: !1, line: 20, type: !212)
!212 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !213, line: 11, size: 128, elements: !214)
!213 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!214 = !{!215, !219}
!215 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !212, file: !213, line: 16, baseType: !216, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !217, line: 160, baseType: !218)
!217 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!218 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !212, file: !213, line: 21, baseType: !220, size: 64, offset: 64)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !217, line: 197, baseType: !218)
!221 = distinct !DILocation(line: 84, column: 15, scope: !19)
!222 = !DILocation(line: 20, column: 19, scope: !207, inlinedAt: !221)
!223 = !DILocation(line: 21, column: 3, scope: !207, inlinedAt: !221)
!224 = !DILocation(line: 22, column: 13, scope: !207, inlinedAt: !221)
!225 = !{!226, !227, i64 0}
!226 = !{!"timespec", !227, i64 0, !227, i64 8}
!227 = !{!"long", !56, i64 0}
!228 = !DILocation(line: 22, column: 10, scope: !207, inlinedAt: !221)
!229 = !DILocation(line: 22, column: 25, scope: !207, inlinedAt: !221)
!230 = !{!226, !227, i64 8}
!231 = !DILocation(line: 22, column: 22, scope: !207, inlinedAt: !221)
!232 = !DILocation(line: 22, column: 33, scope: !207, inlinedAt: !221)
!233 = !DILocation(line: 22, column: 20, scope: !207, inlinedAt: !221)
!234 = !DILocation(line: 23, column: 1, scope: !207, inlinedAt: !221)
!235 = !DILocation(line: 0, scope: !46)
!236 = !DILocation(line: 85, column: 23, scope: !237)
!237 = distinct !DILexicalBlock(scope: !46, file: !1, line: 85, column: 3)
!238 = !DILocation(line: 85, column: 3, scope: !46)
!239 = !DILocation(line: 82, column: 21, scope: !204)
!240 = !DILocation(line: 82, column: 16, scope: !204)
!241 = !DILocation(line: 82, column: 5, scope: !204)
!242 = !DILocation(line: 82, column: 10, scope: !204)
!243 = !DILocation(line: 81, column: 29, scope: !204)
!244 = distinct !{!244, !205, !245, !122, !123}
!245 = !DILocation(line: 82, column: 24, scope: !42)
!246 = !DILocation(line: 89, column: 11, scope: !19)
!247 = !DILocation(line: 20, column: 3, scope: !207, inlinedAt: !248)
!248 = distinct !DILocation(line: 89, column: 37, scope: !19)
!249 = !DILocation(line: 20, column: 19, scope: !207, inlinedAt: !248)
!250 = !DILocation(line: 21, column: 3, scope: !207, inlinedAt: !248)
!251 = !DILocation(line: 22, column: 13, scope: !207, inlinedAt: !248)
!252 = !DILocation(line: 22, column: 10, scope: !207, inlinedAt: !248)
!253 = !DILocation(line: 22, column: 25, scope: !207, inlinedAt: !248)
!254 = !DILocation(line: 22, column: 22, scope: !207, inlinedAt: !248)
!255 = !DILocation(line: 22, column: 33, scope: !207, inlinedAt: !248)
!256 = !DILocation(line: 22, column: 20, scope: !207, inlinedAt: !248)
!257 = !DILocation(line: 23, column: 1, scope: !207, inlinedAt: !248)
!258 = !DILocation(line: 89, column: 47, scope: !19)
!259 = !DILocation(line: 89, column: 3, scope: !19)
!260 = !DILocation(line: 90, column: 12, scope: !49)
!261 = !DILocation(line: 90, column: 17, scope: !49)
!262 = !DILocalVariable(name: "A", arg: 1, scope: !263, file: !1, line: 52, type: !266)
!263 = distinct !DISubprogram(name: "kernel_spmv", scope: !1, file: !1, line: 52, type: !264, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !270)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !266, !268, !37}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!270 = !{!262, !271, !272, !273, !275, !278}
!271 = !DILocalVariable(name: "x", arg: 2, scope: !263, file: !1, line: 52, type: !268)
!272 = !DILocalVariable(name: "y", arg: 3, scope: !263, file: !1, line: 52, type: !37)
!273 = !DILocalVariable(name: "i", scope: !274, file: !1, line: 54, type: !3)
!274 = distinct !DILexicalBlock(scope: !263, file: !1, line: 54, column: 3)
!275 = !DILocalVariable(name: "s", scope: !276, file: !1, line: 55, type: !38)
!276 = distinct !DILexicalBlock(scope: !277, file: !1, line: 54, column: 34)
!277 = distinct !DILexicalBlock(scope: !274, file: !1, line: 54, column: 3)
!278 = !DILocalVariable(name: "k", scope: !279, file: !1, line: 56, type: !3)
!279 = distinct !DILexicalBlock(scope: !276, file: !1, line: 56, column: 5)
!280 = !DILocation(line: 0, scope: !263, inlinedAt: !281)
!281 = distinct !DILocation(line: 86, column: 5, scope: !282)
!282 = distinct !DILexicalBlock(scope: !237, file: !1, line: 85, column: 38)
!283 = !DILocation(line: 0, scope: !274, inlinedAt: !281)
!284 = !DILocation(line: 54, column: 3, scope: !274, inlinedAt: !281)
!285 = !DILocation(line: 0, scope: !276, inlinedAt: !281)
!286 = !DILocation(line: 56, column: 18, scope: !279, inlinedAt: !281)
!287 = !DILocation(line: 0, scope: !279, inlinedAt: !281)
!288 = !DILocation(line: 56, column: 34, scope: !289, inlinedAt: !281)
!289 = distinct !DILexicalBlock(scope: !279, file: !1, line: 56, column: 5)
!290 = !DILocation(line: 56, column: 5, scope: !279, inlinedAt: !281)
!291 = !DILocation(line: 58, column: 5, scope: !276, inlinedAt: !281)
!292 = !DILocation(line: 58, column: 10, scope: !276, inlinedAt: !281)
!293 = !DILocation(line: 54, column: 21, scope: !277, inlinedAt: !281)
!294 = distinct !{!294, !284, !295, !122, !123}
!295 = !DILocation(line: 59, column: 3, scope: !274, inlinedAt: !281)
!296 = !DILocation(line: 57, column: 12, scope: !289, inlinedAt: !281)
!297 = !DILocation(line: 57, column: 26, scope: !289, inlinedAt: !281)
!298 = !DILocation(line: 57, column: 24, scope: !289, inlinedAt: !281)
!299 = !DILocation(line: 57, column: 9, scope: !289, inlinedAt: !281)
!300 = !DILocation(line: 56, column: 55, scope: !289, inlinedAt: !281)
!301 = distinct !{!301, !290, !302, !122, !123}
!302 = !DILocation(line: 57, column: 35, scope: !279, inlinedAt: !281)
!303 = !DILocalVariable(name: "n", arg: 1, scope: !304, file: !1, line: 62, type: !3)
!304 = distinct !DISubprogram(name: "normalize", scope: !1, file: !1, line: 62, type: !305, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!38, !3, !37, !37}
!307 = !{!303, !308, !309, !310, !311, !313}
!308 = !DILocalVariable(name: "y", arg: 2, scope: !304, file: !1, line: 62, type: !37)
!309 = !DILocalVariable(name: "x", arg: 3, scope: !304, file: !1, line: 62, type: !37)
!310 = !DILocalVariable(name: "nrm", scope: !304, file: !1, line: 64, type: !38)
!311 = !DILocalVariable(name: "i", scope: !312, file: !1, line: 65, type: !3)
!312 = distinct !DILexicalBlock(scope: !304, file: !1, line: 65, column: 3)
!313 = !DILocalVariable(name: "i", scope: !314, file: !1, line: 68, type: !3)
!314 = distinct !DILexicalBlock(scope: !304, file: !1, line: 68, column: 3)
!315 = !DILocation(line: 0, scope: !304, inlinedAt: !316)
!316 = distinct !DILocation(line: 87, column: 14, scope: !282)
!317 = !DILocation(line: 0, scope: !312, inlinedAt: !316)
!318 = !DILocation(line: 65, column: 3, scope: !312, inlinedAt: !316)
!319 = !DILocation(line: 67, column: 9, scope: !304, inlinedAt: !316)
!320 = !DILocation(line: 0, scope: !314, inlinedAt: !316)
!321 = !DILocation(line: 68, column: 3, scope: !314, inlinedAt: !316)
!322 = !DILocation(line: 66, column: 12, scope: !323, inlinedAt: !316)
!323 = distinct !DILexicalBlock(scope: !312, file: !1, line: 65, column: 3)
!324 = !DILocation(line: 66, column: 9, scope: !323, inlinedAt: !316)
!325 = !DILocation(line: 65, column: 27, scope: !323, inlinedAt: !316)
!326 = !DILocation(line: 65, column: 21, scope: !323, inlinedAt: !316)
!327 = distinct !{!327, !318, !328, !122, !123}
!328 = !DILocation(line: 66, column: 22, scope: !312, inlinedAt: !316)
!329 = !DILocation(line: 69, column: 12, scope: !330, inlinedAt: !316)
!330 = distinct !DILexicalBlock(scope: !314, file: !1, line: 68, column: 3)
!331 = !DILocation(line: 69, column: 17, scope: !330, inlinedAt: !316)
!332 = !DILocation(line: 69, column: 5, scope: !330, inlinedAt: !316)
!333 = !DILocation(line: 69, column: 10, scope: !330, inlinedAt: !316)
!334 = !DILocation(line: 68, column: 27, scope: !330, inlinedAt: !316)
!335 = !DILocation(line: 68, column: 21, scope: !330, inlinedAt: !316)
!336 = distinct !{!336, !321, !337, !122, !123}
!337 = !DILocation(line: 69, column: 19, scope: !314, inlinedAt: !316)
!338 = !DILocation(line: 85, column: 34, scope: !237)
!339 = distinct !{!339, !238, !340, !122, !123}
!340 = !DILocation(line: 88, column: 3, scope: !46)
!341 = !DILocation(line: 90, column: 28, scope: !49)
!342 = !DILocation(line: 90, column: 21, scope: !49)
!343 = !DILocation(line: 90, column: 7, scope: !19)
!344 = !DILocation(line: 0, scope: !48)
!345 = !DILocation(line: 91, column: 23, scope: !346)
!346 = distinct !DILexicalBlock(scope: !48, file: !1, line: 91, column: 5)
!347 = !DILocation(line: 91, column: 5, scope: !48)
!348 = !DILocation(line: 92, column: 15, scope: !346)
!349 = !DILocation(line: 92, column: 31, scope: !346)
!350 = !DILocation(line: 92, column: 7, scope: !346)
!351 = !DILocation(line: 91, column: 31, scope: !346)
!352 = distinct !{!352, !347, !353, !122, !123}
!353 = !DILocation(line: 92, column: 35, scope: !48)
!354 = !DILocation(line: 93, column: 3, scope: !19)
!355 = !DILocation(line: 94, column: 3, scope: !19)
!356 = !DILocation(line: 95, column: 3, scope: !19)
!357 = !DILocation(line: 96, column: 3, scope: !19)
!358 = !DILocation(line: 97, column: 3, scope: !19)
!359 = !DILocation(line: 98, column: 3, scope: !19)
!360 = !DILocation(line: 99, column: 3, scope: !19)
!361 = !DISubprogram(name: "clock_gettime", scope: !362, file: !362, line: 288, type: !363, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !369)
!362 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!363 = !DISubroutineType(types: !364)
!364 = !{!3, !365, !368}
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !366, line: 7, baseType: !367)
!366 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !217, line: 169, baseType: !3)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!369 = !{}
