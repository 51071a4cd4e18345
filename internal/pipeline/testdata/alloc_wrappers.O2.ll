; ModuleID = 'alloc_wrappers.c'
source_filename = "alloc_wrappers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"aligned_alloc failed\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = alloca i8*, align 8
  %4 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !37
  %5 = icmp sgt i32 %0, 1, !dbg !38
  br i1 %5, label %6, label %17, !dbg !39

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !40
  %8 = load i8*, i8** %7, align 8, !dbg !40, !tbaa !41
  call void @llvm.dbg.value(metadata i8* %8, metadata !45, metadata !DIExpression()) #10, !dbg !53
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #10, !dbg !55
  %10 = trunc i64 %9 to i32, !dbg !56
  call void @llvm.dbg.value(metadata i32 %10, metadata !25, metadata !DIExpression()), !dbg !37
  %11 = icmp eq i32 %0, 2, !dbg !57
  br i1 %11, label %17, label %12, !dbg !58

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !59
  %14 = load i8*, i8** %13, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i8* %14, metadata !45, metadata !DIExpression()) #10, !dbg !60
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #10, !dbg !62
  %16 = trunc i64 %15 to i32, !dbg !63
  br label %17, !dbg !58

17:                                               ; preds = %2, %6, %12
  %18 = phi i32 [ %10, %12 ], [ %10, %6 ], [ 60, %2 ]
  %19 = phi i32 [ %16, %12 ], [ 80, %6 ], [ 80, %2 ], !dbg !58
  call void @llvm.dbg.value(metadata i32 %19, metadata !26, metadata !DIExpression()), !dbg !37
  %20 = sext i32 %18 to i64, !dbg !64
  %21 = sext i32 %19 to i64, !dbg !65
  %22 = mul nsw i64 %21, %20, !dbg !66
  call void @llvm.dbg.value(metadata i64 %22, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %22, metadata !67, metadata !DIExpression()) #10, !dbg !73
  %23 = bitcast i8** %3 to i8*, !dbg !75
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #10, !dbg !75
  call void @llvm.dbg.value(metadata i8* null, metadata !72, metadata !DIExpression()) #10, !dbg !73
  store i8* null, i8** %3, align 8, !dbg !76, !tbaa !41
  %24 = shl i64 %22, 3, !dbg !77
  call void @llvm.dbg.value(metadata i8** %3, metadata !72, metadata !DIExpression(DW_OP_deref)) #10, !dbg !73
  %25 = call i32 @posix_memalign(i8** noundef nonnull %3, i64 noundef 4096, i64 noundef %24) #10, !dbg !79
  %26 = icmp eq i32 %25, 0, !dbg !80
  %27 = bitcast i8** %3 to double**, !dbg !81
  %28 = load double*, double** %27, align 8, !dbg !81
  %29 = select i1 %26, double* %28, double* null, !dbg !81
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #10, !dbg !82
  call void @llvm.dbg.value(metadata double* %29, metadata !28, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %22, metadata !83, metadata !DIExpression()) #10, !dbg !87
  %30 = call noalias i8* @malloc(i64 noundef %24) #10, !dbg !89
  call void @llvm.dbg.value(metadata i8* %30, metadata !86, metadata !DIExpression()) #10, !dbg !87
  %31 = bitcast i8* %30 to double*, !dbg !90
  call void @llvm.dbg.value(metadata double* %31, metadata !31, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %22, metadata !91, metadata !DIExpression()) #10, !dbg !95
  %32 = call noalias align 4096 i8* @aligned_alloc(i64 noundef 4096, i64 noundef %24) #10, !dbg !97
  call void @llvm.dbg.value(metadata i8* %32, metadata !94, metadata !DIExpression()) #10, !dbg !95
  %33 = icmp eq i8* %32, null, !dbg !98
  br i1 %33, label %34, label %37, !dbg !100

34:                                               ; preds = %17
  %35 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !101, !tbaa !41
  %36 = call i64 @fwrite(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i64 21, i64 1, %struct._IO_FILE* %35) #11, !dbg !103
  br label %39, !dbg !104

37:                                               ; preds = %17
  %38 = bitcast i8* %32 to double*, !dbg !97
  call void @llvm.dbg.value(metadata double* %38, metadata !94, metadata !DIExpression()) #10, !dbg !95
  br label %39, !dbg !105

39:                                               ; preds = %34, %37
  %40 = phi double* [ %38, %37 ], [ null, %34 ], !dbg !95
  call void @llvm.dbg.value(metadata double* %40, metadata !32, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %22, metadata !106, metadata !DIExpression()) #10, !dbg !110
  %41 = call noalias i8* @calloc(i64 noundef %22, i64 noundef 8) #10, !dbg !112
  call void @llvm.dbg.value(metadata i8* %41, metadata !109, metadata !DIExpression()) #10, !dbg !110
  %42 = icmp eq i8* %41, null, !dbg !113
  br i1 %42, label %43, label %44, !dbg !115

43:                                               ; preds = %39
  call void @abort() #12, !dbg !116
  unreachable, !dbg !116

44:                                               ; preds = %39
  %45 = bitcast i8* %41 to double*, !dbg !112
  call void @llvm.dbg.value(metadata double* %45, metadata !109, metadata !DIExpression()) #10, !dbg !110
  call void @llvm.dbg.value(metadata double* %45, metadata !33, metadata !DIExpression()), !dbg !37
  %46 = bitcast double** %4 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %46) #10, !dbg !117
  call void @llvm.dbg.value(metadata double** %4, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !37
  call void @llvm.dbg.value(metadata double** %4, metadata !118, metadata !DIExpression()) #10, !dbg !126
  call void @llvm.dbg.value(metadata i64 %22, metadata !124, metadata !DIExpression()) #10, !dbg !126
  %47 = bitcast double** %4 to i8**, !dbg !129
  %48 = call i32 @posix_memalign(i8** noundef nonnull %47, i64 noundef 64, i64 noundef %24) #10, !dbg !130
  call void @llvm.dbg.value(metadata i32 %48, metadata !125, metadata !DIExpression()) #10, !dbg !126
  %49 = icmp eq i32 %48, 0, !dbg !131
  br i1 %49, label %50, label %273, !dbg !133

50:                                               ; preds = %44
  %51 = icmp ne double* %29, null, !dbg !134
  %52 = icmp ne i8* %30, null
  %53 = and i1 %51, %52, !dbg !136
  %54 = icmp ne double* %40, null
  %55 = and i1 %53, %54, !dbg !136
  br i1 %55, label %56, label %60, !dbg !136

56:                                               ; preds = %50
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !137
  %57 = icmp eq i64 %22, 0, !dbg !138
  br i1 %57, label %63, label %58, !dbg !140

58:                                               ; preds = %56
  %59 = load double*, double** %4, align 8, !tbaa !41
  br label %257, !dbg !140

60:                                               ; preds = %50
  %61 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !141, !tbaa !41
  %62 = call i64 @fwrite(i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i64 14, i64 1, %struct._IO_FILE* %61) #13, !dbg !143
  br label %273, !dbg !144

63:                                               ; preds = %257, %56
  call void @llvm.dbg.value(metadata i32 %10, metadata !145, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %19, metadata !152, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata double* %29, metadata !153, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata double* %31, metadata !154, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()) #10, !dbg !167
  %64 = icmp sgt i32 %19, 0, !dbg !168
  br i1 %64, label %65, label %241, !dbg !169

65:                                               ; preds = %63
  %66 = icmp sgt i32 %18, 0
  %67 = zext i32 %19 to i64, !dbg !169
  %68 = zext i32 %18 to i64
  %69 = add nsw i64 %68, -1, !dbg !169
  %70 = and i64 %68, 1
  %71 = icmp eq i64 %69, 0
  %72 = and i64 %68, 4294967294
  %73 = icmp eq i64 %70, 0
  br label %74, !dbg !169

74:                                               ; preds = %80, %65
  %75 = phi i64 [ 0, %65 ], [ %81, %80 ]
  call void @llvm.dbg.value(metadata i64 %75, metadata !155, metadata !DIExpression()) #10, !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !157, metadata !DIExpression()) #10, !dbg !170
  %76 = getelementptr inbounds double, double* %31, i64 %75
  br label %77, !dbg !171

77:                                               ; preds = %101, %74
  %78 = phi i64 [ 0, %74 ], [ %105, %101 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !157, metadata !DIExpression()) #10, !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()) #10, !dbg !172
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !160, metadata !DIExpression()) #10, !dbg !173
  br i1 %66, label %79, label %101, !dbg !174

79:                                               ; preds = %77
  br i1 %71, label %88, label %107, !dbg !174

80:                                               ; preds = %101
  %81 = add nuw nsw i64 %75, 1, !dbg !175
  call void @llvm.dbg.value(metadata i64 %81, metadata !155, metadata !DIExpression()) #10, !dbg !167
  %82 = icmp eq i64 %81, %67, !dbg !168
  br i1 %82, label %83, label %74, !dbg !169, !llvm.loop !176

83:                                               ; preds = %80
  %84 = and i64 %68, 1
  %85 = icmp eq i64 %69, 0
  %86 = and i64 %68, 4294967294
  %87 = icmp eq i64 %84, 0
  br label %131, !dbg !179

88:                                               ; preds = %107, %79
  %89 = phi double [ undef, %79 ], [ %127, %107 ]
  %90 = phi i64 [ 0, %79 ], [ %128, %107 ]
  %91 = phi double [ 0.000000e+00, %79 ], [ %127, %107 ]
  br i1 %73, label %101, label %92, !dbg !174

92:                                               ; preds = %88
  call void @llvm.dbg.value(metadata i64 %90, metadata !163, metadata !DIExpression()) #10, !dbg !172
  call void @llvm.dbg.value(metadata double %91, metadata !160, metadata !DIExpression()) #10, !dbg !173
  %93 = mul nuw nsw i64 %90, %67, !dbg !181
  %94 = add nuw nsw i64 %93, %75, !dbg !183
  %95 = getelementptr inbounds double, double* %29, i64 %94, !dbg !184
  %96 = load double, double* %95, align 8, !dbg !184, !tbaa !185
  %97 = add nuw nsw i64 %93, %78, !dbg !187
  %98 = getelementptr inbounds double, double* %31, i64 %97, !dbg !188
  %99 = load double, double* %98, align 8, !dbg !188, !tbaa !185
  %100 = call double @llvm.fmuladd.f64(double %96, double %99, double %91) #10, !dbg !189
  call void @llvm.dbg.value(metadata double %100, metadata !160, metadata !DIExpression()) #10, !dbg !173
  call void @llvm.dbg.value(metadata i64 %90, metadata !163, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !172
  br label %101, !dbg !190

101:                                              ; preds = %92, %88, %77
  %102 = phi double [ 0.000000e+00, %77 ], [ %89, %88 ], [ %100, %92 ], !dbg !173
  %103 = load double, double* %76, align 8, !dbg !190, !tbaa !185
  %104 = call double @llvm.fmuladd.f64(double %102, double 1.000000e-09, double %103) #10, !dbg !190
  store double %104, double* %76, align 8, !dbg !190, !tbaa !185
  %105 = add nuw nsw i64 %78, 7, !dbg !191
  call void @llvm.dbg.value(metadata i64 %105, metadata !157, metadata !DIExpression()) #10, !dbg !170
  %106 = icmp ult i64 %105, %67, !dbg !192
  br i1 %106, label %77, label %80, !dbg !171, !llvm.loop !193

107:                                              ; preds = %79, %107
  %108 = phi i64 [ %128, %107 ], [ 0, %79 ]
  %109 = phi double [ %127, %107 ], [ 0.000000e+00, %79 ]
  %110 = phi i64 [ %129, %107 ], [ 0, %79 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !163, metadata !DIExpression()) #10, !dbg !172
  call void @llvm.dbg.value(metadata double %109, metadata !160, metadata !DIExpression()) #10, !dbg !173
  %111 = mul nuw nsw i64 %108, %67, !dbg !181
  %112 = add nuw nsw i64 %111, %75, !dbg !183
  %113 = getelementptr inbounds double, double* %29, i64 %112, !dbg !184
  %114 = load double, double* %113, align 8, !dbg !184, !tbaa !185
  %115 = add nuw nsw i64 %111, %78, !dbg !187
  %116 = getelementptr inbounds double, double* %31, i64 %115, !dbg !188
  %117 = load double, double* %116, align 8, !dbg !188, !tbaa !185
  %118 = call double @llvm.fmuladd.f64(double %114, double %117, double %109) #10, !dbg !189
  call void @llvm.dbg.value(metadata double %118, metadata !160, metadata !DIExpression()) #10, !dbg !173
  %119 = or i64 %108, 1, !dbg !195
  call void @llvm.dbg.value(metadata i64 %119, metadata !163, metadata !DIExpression()) #10, !dbg !172
  call void @llvm.dbg.value(metadata i64 %119, metadata !163, metadata !DIExpression()) #10, !dbg !172
  call void @llvm.dbg.value(metadata double %118, metadata !160, metadata !DIExpression()) #10, !dbg !173
  %120 = mul nuw nsw i64 %119, %67, !dbg !181
  %121 = add nuw nsw i64 %120, %75, !dbg !183
  %122 = getelementptr inbounds double, double* %29, i64 %121, !dbg !184
  %123 = load double, double* %122, align 8, !dbg !184, !tbaa !185
  %124 = add nuw nsw i64 %120, %78, !dbg !187
  %125 = getelementptr inbounds double, double* %31, i64 %124, !dbg !188
  %126 = load double, double* %125, align 8, !dbg !188, !tbaa !185
  %127 = call double @llvm.fmuladd.f64(double %123, double %126, double %118) #10, !dbg !189
  call void @llvm.dbg.value(metadata double %127, metadata !160, metadata !DIExpression()) #10, !dbg !173
  %128 = add nuw nsw i64 %108, 2, !dbg !195
  call void @llvm.dbg.value(metadata i64 %128, metadata !163, metadata !DIExpression()) #10, !dbg !172
  %129 = add i64 %110, 2, !dbg !174
  %130 = icmp eq i64 %129, %72, !dbg !174
  br i1 %130, label %88, label %107, !dbg !174, !llvm.loop !196

131:                                              ; preds = %83, %137
  %132 = phi i64 [ %138, %137 ], [ 0, %83 ]
  call void @llvm.dbg.value(metadata i64 %132, metadata !155, metadata !DIExpression()) #10, !dbg !198
  call void @llvm.dbg.value(metadata i32 0, metadata !157, metadata !DIExpression()) #10, !dbg !199
  %133 = getelementptr inbounds double, double* %45, i64 %132
  br label %134, !dbg !200

134:                                              ; preds = %153, %131
  %135 = phi i64 [ 0, %131 ], [ %157, %153 ]
  call void @llvm.dbg.value(metadata i64 %135, metadata !157, metadata !DIExpression()) #10, !dbg !199
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()) #10, !dbg !201
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !160, metadata !DIExpression()) #10, !dbg !202
  br i1 %66, label %136, label %153, !dbg !203

136:                                              ; preds = %134
  br i1 %85, label %140, label %159, !dbg !203

137:                                              ; preds = %153
  %138 = add nuw nsw i64 %132, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %138, metadata !155, metadata !DIExpression()) #10, !dbg !198
  %139 = icmp eq i64 %138, %67, !dbg !205
  br i1 %139, label %183, label %131, !dbg !179, !llvm.loop !206

140:                                              ; preds = %159, %136
  %141 = phi double [ undef, %136 ], [ %179, %159 ]
  %142 = phi i64 [ 0, %136 ], [ %180, %159 ]
  %143 = phi double [ 0.000000e+00, %136 ], [ %179, %159 ]
  br i1 %87, label %153, label %144, !dbg !203

144:                                              ; preds = %140
  call void @llvm.dbg.value(metadata i64 %142, metadata !163, metadata !DIExpression()) #10, !dbg !201
  call void @llvm.dbg.value(metadata double %143, metadata !160, metadata !DIExpression()) #10, !dbg !202
  %145 = mul nuw nsw i64 %142, %67, !dbg !208
  %146 = add nuw nsw i64 %145, %132, !dbg !209
  %147 = getelementptr inbounds double, double* %40, i64 %146, !dbg !210
  %148 = load double, double* %147, align 8, !dbg !210, !tbaa !185
  %149 = add nuw nsw i64 %145, %135, !dbg !211
  %150 = getelementptr inbounds double, double* %45, i64 %149, !dbg !212
  %151 = load double, double* %150, align 8, !dbg !212, !tbaa !185
  %152 = call double @llvm.fmuladd.f64(double %148, double %151, double %143) #10, !dbg !213
  call void @llvm.dbg.value(metadata double %152, metadata !160, metadata !DIExpression()) #10, !dbg !202
  call void @llvm.dbg.value(metadata i64 %142, metadata !163, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !201
  br label %153, !dbg !214

153:                                              ; preds = %144, %140, %134
  %154 = phi double [ 0.000000e+00, %134 ], [ %141, %140 ], [ %152, %144 ], !dbg !202
  %155 = load double, double* %133, align 8, !dbg !214, !tbaa !185
  %156 = call double @llvm.fmuladd.f64(double %154, double 1.000000e-09, double %155) #10, !dbg !214
  store double %156, double* %133, align 8, !dbg !214, !tbaa !185
  %157 = add nuw nsw i64 %135, 7, !dbg !215
  call void @llvm.dbg.value(metadata i64 %157, metadata !157, metadata !DIExpression()) #10, !dbg !199
  %158 = icmp ult i64 %157, %67, !dbg !216
  br i1 %158, label %134, label %137, !dbg !200, !llvm.loop !217

159:                                              ; preds = %136, %159
  %160 = phi i64 [ %180, %159 ], [ 0, %136 ]
  %161 = phi double [ %179, %159 ], [ 0.000000e+00, %136 ]
  %162 = phi i64 [ %181, %159 ], [ 0, %136 ]
  call void @llvm.dbg.value(metadata i64 %160, metadata !163, metadata !DIExpression()) #10, !dbg !201
  call void @llvm.dbg.value(metadata double %161, metadata !160, metadata !DIExpression()) #10, !dbg !202
  %163 = mul nuw nsw i64 %160, %67, !dbg !208
  %164 = add nuw nsw i64 %163, %132, !dbg !209
  %165 = getelementptr inbounds double, double* %40, i64 %164, !dbg !210
  %166 = load double, double* %165, align 8, !dbg !210, !tbaa !185
  %167 = add nuw nsw i64 %163, %135, !dbg !211
  %168 = getelementptr inbounds double, double* %45, i64 %167, !dbg !212
  %169 = load double, double* %168, align 8, !dbg !212, !tbaa !185
  %170 = call double @llvm.fmuladd.f64(double %166, double %169, double %161) #10, !dbg !213
  call void @llvm.dbg.value(metadata double %170, metadata !160, metadata !DIExpression()) #10, !dbg !202
  %171 = or i64 %160, 1, !dbg !219
  call void @llvm.dbg.value(metadata i64 %171, metadata !163, metadata !DIExpression()) #10, !dbg !201
  call void @llvm.dbg.value(metadata i64 %171, metadata !163, metadata !DIExpression()) #10, !dbg !201
  call void @llvm.dbg.value(metadata double %170, metadata !160, metadata !DIExpression()) #10, !dbg !202
  %172 = mul nuw nsw i64 %171, %67, !dbg !208
  %173 = add nuw nsw i64 %172, %132, !dbg !209
  %174 = getelementptr inbounds double, double* %40, i64 %173, !dbg !210
  %175 = load double, double* %174, align 8, !dbg !210, !tbaa !185
  %176 = add nuw nsw i64 %172, %135, !dbg !211
  %177 = getelementptr inbounds double, double* %45, i64 %176, !dbg !212
  %178 = load double, double* %177, align 8, !dbg !212, !tbaa !185
  %179 = call double @llvm.fmuladd.f64(double %175, double %178, double %170) #10, !dbg !213
  call void @llvm.dbg.value(metadata double %179, metadata !160, metadata !DIExpression()) #10, !dbg !202
  %180 = add nuw nsw i64 %160, 2, !dbg !219
  call void @llvm.dbg.value(metadata i64 %180, metadata !163, metadata !DIExpression()) #10, !dbg !201
  %181 = add i64 %162, 2, !dbg !203
  %182 = icmp eq i64 %181, %86, !dbg !203
  br i1 %182, label %140, label %159, !dbg !203, !llvm.loop !220

183:                                              ; preds = %137
  %184 = load double*, double** %4, align 8, !dbg !222, !tbaa !41
  call void @llvm.dbg.value(metadata double* %184, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %10, metadata !145, metadata !DIExpression()) #10, !dbg !223
  call void @llvm.dbg.value(metadata i32 %19, metadata !152, metadata !DIExpression()) #10, !dbg !223
  call void @llvm.dbg.value(metadata double* %184, metadata !153, metadata !DIExpression()) #10, !dbg !223
  call void @llvm.dbg.value(metadata double* %29, metadata !154, metadata !DIExpression()) #10, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()) #10, !dbg !225
  %185 = and i64 %68, 1
  %186 = icmp eq i64 %69, 0
  %187 = and i64 %68, 4294967294
  %188 = icmp eq i64 %185, 0
  br label %189, !dbg !226

189:                                              ; preds = %195, %183
  %190 = phi i64 [ 0, %183 ], [ %196, %195 ]
  call void @llvm.dbg.value(metadata i64 %190, metadata !155, metadata !DIExpression()) #10, !dbg !225
  call void @llvm.dbg.value(metadata i32 0, metadata !157, metadata !DIExpression()) #10, !dbg !227
  %191 = getelementptr inbounds double, double* %29, i64 %190
  br label %192, !dbg !228

192:                                              ; preds = %211, %189
  %193 = phi i64 [ 0, %189 ], [ %215, %211 ]
  call void @llvm.dbg.value(metadata i64 %193, metadata !157, metadata !DIExpression()) #10, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()) #10, !dbg !229
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !160, metadata !DIExpression()) #10, !dbg !230
  br i1 %66, label %194, label %211, !dbg !231

194:                                              ; preds = %192
  br i1 %186, label %198, label %217, !dbg !231

195:                                              ; preds = %211
  %196 = add nuw nsw i64 %190, 1, !dbg !232
  call void @llvm.dbg.value(metadata i64 %196, metadata !155, metadata !DIExpression()) #10, !dbg !225
  %197 = icmp eq i64 %196, %67, !dbg !233
  br i1 %197, label %241, label %189, !dbg !226, !llvm.loop !234

198:                                              ; preds = %217, %194
  %199 = phi double [ undef, %194 ], [ %237, %217 ]
  %200 = phi i64 [ 0, %194 ], [ %238, %217 ]
  %201 = phi double [ 0.000000e+00, %194 ], [ %237, %217 ]
  br i1 %188, label %211, label %202, !dbg !231

202:                                              ; preds = %198
  call void @llvm.dbg.value(metadata i64 %200, metadata !163, metadata !DIExpression()) #10, !dbg !229
  call void @llvm.dbg.value(metadata double %201, metadata !160, metadata !DIExpression()) #10, !dbg !230
  %203 = mul nuw nsw i64 %200, %67, !dbg !236
  %204 = add nuw nsw i64 %203, %190, !dbg !237
  %205 = getelementptr inbounds double, double* %184, i64 %204, !dbg !238
  %206 = load double, double* %205, align 8, !dbg !238, !tbaa !185
  %207 = add nuw nsw i64 %203, %193, !dbg !239
  %208 = getelementptr inbounds double, double* %29, i64 %207, !dbg !240
  %209 = load double, double* %208, align 8, !dbg !240, !tbaa !185
  %210 = call double @llvm.fmuladd.f64(double %206, double %209, double %201) #10, !dbg !241
  call void @llvm.dbg.value(metadata double %210, metadata !160, metadata !DIExpression()) #10, !dbg !230
  call void @llvm.dbg.value(metadata i64 %200, metadata !163, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !229
  br label %211, !dbg !242

211:                                              ; preds = %202, %198, %192
  %212 = phi double [ 0.000000e+00, %192 ], [ %199, %198 ], [ %210, %202 ], !dbg !230
  %213 = load double, double* %191, align 8, !dbg !242, !tbaa !185
  %214 = call double @llvm.fmuladd.f64(double %212, double 1.000000e-09, double %213) #10, !dbg !242
  store double %214, double* %191, align 8, !dbg !242, !tbaa !185
  %215 = add nuw nsw i64 %193, 7, !dbg !243
  call void @llvm.dbg.value(metadata i64 %215, metadata !157, metadata !DIExpression()) #10, !dbg !227
  %216 = icmp ult i64 %215, %67, !dbg !244
  br i1 %216, label %192, label %195, !dbg !228, !llvm.loop !245

217:                                              ; preds = %194, %217
  %218 = phi i64 [ %238, %217 ], [ 0, %194 ]
  %219 = phi double [ %237, %217 ], [ 0.000000e+00, %194 ]
  %220 = phi i64 [ %239, %217 ], [ 0, %194 ]
  call void @llvm.dbg.value(metadata i64 %218, metadata !163, metadata !DIExpression()) #10, !dbg !229
  call void @llvm.dbg.value(metadata double %219, metadata !160, metadata !DIExpression()) #10, !dbg !230
  %221 = mul nuw nsw i64 %218, %67, !dbg !236
  %222 = add nuw nsw i64 %221, %190, !dbg !237
  %223 = getelementptr inbounds double, double* %184, i64 %222, !dbg !238
  %224 = load double, double* %223, align 8, !dbg !238, !tbaa !185
  %225 = add nuw nsw i64 %221, %193, !dbg !239
  %226 = getelementptr inbounds double, double* %29, i64 %225, !dbg !240
  %227 = load double, double* %226, align 8, !dbg !240, !tbaa !185
  %228 = call double @llvm.fmuladd.f64(double %224, double %227, double %219) #10, !dbg !241
  call void @llvm.dbg.value(metadata double %228, metadata !160, metadata !DIExpression()) #10, !dbg !230
  %229 = or i64 %218, 1, !dbg !247
  call void @llvm.dbg.value(metadata i64 %229, metadata !163, metadata !DIExpression()) #10, !dbg !229
  call void @llvm.dbg.value(metadata i64 %229, metadata !163, metadata !DIExpression()) #10, !dbg !229
  call void @llvm.dbg.value(metadata double %228, metadata !160, metadata !DIExpression()) #10, !dbg !230
  %230 = mul nuw nsw i64 %229, %67, !dbg !236
  %231 = add nuw nsw i64 %230, %190, !dbg !237
  %232 = getelementptr inbounds double, double* %184, i64 %231, !dbg !238
  %233 = load double, double* %232, align 8, !dbg !238, !tbaa !185
  %234 = add nuw nsw i64 %230, %193, !dbg !239
  %235 = getelementptr inbounds double, double* %29, i64 %234, !dbg !240
  %236 = load double, double* %235, align 8, !dbg !240, !tbaa !185
  %237 = call double @llvm.fmuladd.f64(double %233, double %236, double %228) #10, !dbg !241
  call void @llvm.dbg.value(metadata double %237, metadata !160, metadata !DIExpression()) #10, !dbg !230
  %238 = add nuw nsw i64 %218, 2, !dbg !247
  call void @llvm.dbg.value(metadata i64 %238, metadata !163, metadata !DIExpression()) #10, !dbg !229
  %239 = add i64 %220, 2, !dbg !231
  %240 = icmp eq i64 %239, %187, !dbg !231
  br i1 %240, label %198, label %217, !dbg !231, !llvm.loop !248

241:                                              ; preds = %195, %63
  %242 = add nsw i32 %19, 1, !dbg !250
  %243 = sext i32 %242 to i64, !dbg !251
  %244 = getelementptr inbounds double, double* %31, i64 %243, !dbg !251
  %245 = load double, double* %244, align 8, !dbg !251, !tbaa !185
  %246 = shl nsw i32 %19, 1, !dbg !252
  %247 = sext i32 %246 to i64, !dbg !253
  %248 = getelementptr inbounds double, double* %45, i64 %247, !dbg !253
  %249 = load double, double* %248, align 8, !dbg !253, !tbaa !185
  %250 = add i64 %22, -1, !dbg !254
  %251 = getelementptr inbounds double, double* %29, i64 %250, !dbg !255
  %252 = load double, double* %251, align 8, !dbg !255, !tbaa !185
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %245, double noundef %249, double noundef %252), !dbg !256
  %254 = bitcast double* %29 to i8*, !dbg !257
  call void @free(i8* noundef %254) #10, !dbg !258
  call void @free(i8* noundef %30) #10, !dbg !259
  %255 = bitcast double* %40 to i8*, !dbg !260
  call void @free(i8* noundef %255) #10, !dbg !261
  call void @free(i8* noundef %41) #10, !dbg !262
  %256 = load i8*, i8** %47, align 8, !dbg !263, !tbaa !41
  call void @llvm.dbg.value(metadata double* undef, metadata !34, metadata !DIExpression()), !dbg !37
  call void @free(i8* noundef %256) #10, !dbg !264
  br label %273, !dbg !265

257:                                              ; preds = %58, %257
  %258 = phi i64 [ 0, %58 ], [ %271, %257 ]
  call void @llvm.dbg.value(metadata i64 %258, metadata !35, metadata !DIExpression()), !dbg !137
  %259 = urem i64 %258, 7, !dbg !266
  %260 = uitofp i64 %259 to double, !dbg !268
  %261 = getelementptr inbounds double, double* %29, i64 %258, !dbg !269
  store double %260, double* %261, align 8, !dbg !270, !tbaa !185
  %262 = urem i64 %258, 5, !dbg !271
  %263 = uitofp i64 %262 to double, !dbg !272
  %264 = getelementptr inbounds double, double* %31, i64 %258, !dbg !273
  store double %263, double* %264, align 8, !dbg !274, !tbaa !185
  %265 = urem i64 %258, 3, !dbg !275
  %266 = uitofp i64 %265 to double, !dbg !276
  %267 = getelementptr inbounds double, double* %40, i64 %258, !dbg !277
  store double %266, double* %267, align 8, !dbg !278, !tbaa !185
  %268 = urem i64 %258, 11, !dbg !279
  %269 = uitofp i64 %268 to double, !dbg !280
  call void @llvm.dbg.value(metadata double* %59, metadata !34, metadata !DIExpression()), !dbg !37
  %270 = getelementptr inbounds double, double* %59, i64 %258, !dbg !281
  store double %269, double* %270, align 8, !dbg !282, !tbaa !185
  %271 = add nuw i64 %258, 1, !dbg !283
  call void @llvm.dbg.value(metadata i64 %271, metadata !35, metadata !DIExpression()), !dbg !137
  %272 = icmp eq i64 %271, %22, !dbg !138
  br i1 %272, label %63, label %257, !dbg !140, !llvm.loop !284

273:                                              ; preds = %44, %241, %60
  %274 = phi i32 [ 0, %241 ], [ 1, %60 ], [ 1, %44 ], !dbg !37
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %46) #10, !dbg !286
  ret i32 %274, !dbg !286
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !287 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @aligned_alloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { cold nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "alloc_wrappers.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cab8d2b0ffea85eeebe856b9cea3f546")
!2 = !{!3, !6, !7, !10, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 56, type: !20, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!6, !6, !7}
!22 = !{!23, !24, !25, !26, !27, !28, !31, !32, !33, !34, !35}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 56, type: !6)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 56, type: !7)
!25 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 57, type: !6)
!26 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 58, type: !6)
!27 = !DILocalVariable(name: "sz", scope: !19, file: !1, line: 59, type: !3)
!28 = !DILocalVariable(name: "a", scope: !19, file: !1, line: 60, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocalVariable(name: "b", scope: !19, file: !1, line: 60, type: !29)
!32 = !DILocalVariable(name: "c", scope: !19, file: !1, line: 60, type: !29)
!33 = !DILocalVariable(name: "d", scope: !19, file: !1, line: 60, type: !29)
!34 = !DILocalVariable(name: "e", scope: !19, file: !1, line: 60, type: !29)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 67, type: !3)
!36 = distinct !DILexicalBlock(scope: !19, file: !1, line: 67, column: 3)
!37 = !DILocation(line: 0, scope: !19)
!38 = !DILocation(line: 57, column: 16, scope: !19)
!39 = !DILocation(line: 57, column: 11, scope: !19)
!40 = !DILocation(line: 57, column: 27, scope: !19)
!41 = !{!42, !42, i64 0}
!42 = !{!"any pointer", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocalVariable(name: "__nptr", arg: 1, scope: !46, file: !47, line: 362, type: !50)
!46 = distinct !DISubprogram(name: "atoi", scope: !47, file: !47, line: 362, type: !48, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !52)
!47 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!48 = !DISubroutineType(types: !49)
!49 = !{!6, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!52 = !{!45}
!53 = !DILocation(line: 0, scope: !46, inlinedAt: !54)
!54 = distinct !DILocation(line: 57, column: 22, scope: !19)
!55 = !DILocation(line: 364, column: 16, scope: !46, inlinedAt: !54)
!56 = !DILocation(line: 364, column: 10, scope: !46, inlinedAt: !54)
!57 = !DILocation(line: 58, column: 16, scope: !19)
!58 = !DILocation(line: 58, column: 11, scope: !19)
!59 = !DILocation(line: 58, column: 27, scope: !19)
!60 = !DILocation(line: 0, scope: !46, inlinedAt: !61)
!61 = distinct !DILocation(line: 58, column: 22, scope: !19)
!62 = !DILocation(line: 364, column: 16, scope: !46, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !46, inlinedAt: !61)
!64 = !DILocation(line: 59, column: 15, scope: !19)
!65 = !DILocation(line: 59, column: 27, scope: !19)
!66 = !DILocation(line: 59, column: 25, scope: !19)
!67 = !DILocalVariable(name: "n", arg: 1, scope: !68, file: !1, line: 9, type: !3)
!68 = distinct !DISubprogram(name: "by_memalign", scope: !1, file: !1, line: 9, type: !69, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!29, !3}
!71 = !{!67, !72}
!72 = !DILocalVariable(name: "r", scope: !68, file: !1, line: 10, type: !10)
!73 = !DILocation(line: 0, scope: !68, inlinedAt: !74)
!74 = distinct !DILocation(line: 60, column: 15, scope: !19)
!75 = !DILocation(line: 10, column: 3, scope: !68, inlinedAt: !74)
!76 = !DILocation(line: 10, column: 9, scope: !68, inlinedAt: !74)
!77 = !DILocation(line: 11, column: 34, scope: !78, inlinedAt: !74)
!78 = distinct !DILexicalBlock(scope: !68, file: !1, line: 11, column: 7)
!79 = !DILocation(line: 11, column: 7, scope: !78, inlinedAt: !74)
!80 = !DILocation(line: 11, column: 52, scope: !78, inlinedAt: !74)
!81 = !DILocation(line: 11, column: 7, scope: !68, inlinedAt: !74)
!82 = !DILocation(line: 14, column: 1, scope: !68, inlinedAt: !74)
!83 = !DILocalVariable(name: "n", arg: 1, scope: !84, file: !1, line: 23, type: !3)
!84 = distinct !DISubprogram(name: "by_malloc", scope: !1, file: !1, line: 23, type: !69, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !85)
!85 = !{!83, !86}
!86 = !DILocalVariable(name: "p", scope: !84, file: !1, line: 24, type: !29)
!87 = !DILocation(line: 0, scope: !84, inlinedAt: !88)
!88 = distinct !DILocation(line: 60, column: 37, scope: !19)
!89 = !DILocation(line: 24, column: 15, scope: !84, inlinedAt: !88)
!90 = !DILocation(line: 25, column: 7, scope: !84, inlinedAt: !88)
!91 = !DILocalVariable(name: "n", arg: 1, scope: !92, file: !1, line: 30, type: !3)
!92 = distinct !DISubprogram(name: "by_aligned", scope: !1, file: !1, line: 30, type: !69, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !93)
!93 = !{!91, !94}
!94 = !DILocalVariable(name: "p", scope: !92, file: !1, line: 31, type: !29)
!95 = !DILocation(line: 0, scope: !92, inlinedAt: !96)
!96 = distinct !DILocation(line: 60, column: 57, scope: !19)
!97 = !DILocation(line: 31, column: 15, scope: !92, inlinedAt: !96)
!98 = !DILocation(line: 32, column: 8, scope: !99, inlinedAt: !96)
!99 = distinct !DILexicalBlock(scope: !92, file: !1, line: 32, column: 7)
!100 = !DILocation(line: 32, column: 7, scope: !92, inlinedAt: !96)
!101 = !DILocation(line: 33, column: 13, scope: !102, inlinedAt: !96)
!102 = distinct !DILexicalBlock(scope: !99, file: !1, line: 32, column: 11)
!103 = !DILocation(line: 33, column: 5, scope: !102, inlinedAt: !96)
!104 = !DILocation(line: 34, column: 5, scope: !102, inlinedAt: !96)
!105 = !DILocation(line: 36, column: 3, scope: !92, inlinedAt: !96)
!106 = !DILocalVariable(name: "n", arg: 1, scope: !107, file: !1, line: 39, type: !3)
!107 = distinct !DISubprogram(name: "by_calloc", scope: !1, file: !1, line: 39, type: !69, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !108)
!108 = !{!106, !109}
!109 = !DILocalVariable(name: "p", scope: !107, file: !1, line: 40, type: !29)
!110 = !DILocation(line: 0, scope: !107, inlinedAt: !111)
!111 = distinct !DILocation(line: 60, column: 78, scope: !19)
!112 = !DILocation(line: 40, column: 15, scope: !107, inlinedAt: !111)
!113 = !DILocation(line: 41, column: 8, scope: !114, inlinedAt: !111)
!114 = distinct !DILexicalBlock(scope: !107, file: !1, line: 41, column: 7)
!115 = !DILocation(line: 41, column: 7, scope: !107, inlinedAt: !111)
!116 = !DILocation(line: 42, column: 5, scope: !114, inlinedAt: !111)
!117 = !DILocation(line: 60, column: 3, scope: !19)
!118 = !DILocalVariable(name: "out", arg: 1, scope: !119, file: !1, line: 16, type: !122)
!119 = distinct !DISubprogram(name: "by_outparam", scope: !1, file: !1, line: 16, type: !120, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !123)
!120 = !DISubroutineType(types: !121)
!121 = !{!6, !122, !3}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!123 = !{!118, !124, !125}
!124 = !DILocalVariable(name: "n", arg: 2, scope: !119, file: !1, line: 16, type: !3)
!125 = !DILocalVariable(name: "rc", scope: !119, file: !1, line: 17, type: !6)
!126 = !DILocation(line: 0, scope: !119, inlinedAt: !127)
!127 = distinct !DILocation(line: 61, column: 7, scope: !128)
!128 = distinct !DILexicalBlock(scope: !19, file: !1, line: 61, column: 7)
!129 = !DILocation(line: 17, column: 27, scope: !119, inlinedAt: !127)
!130 = !DILocation(line: 17, column: 12, scope: !119, inlinedAt: !127)
!131 = !DILocation(line: 18, column: 7, scope: !132, inlinedAt: !127)
!132 = distinct !DILexicalBlock(scope: !119, file: !1, line: 18, column: 7)
!133 = !DILocation(line: 18, column: 7, scope: !119, inlinedAt: !127)
!134 = !DILocation(line: 63, column: 8, scope: !135)
!135 = distinct !DILexicalBlock(scope: !19, file: !1, line: 63, column: 7)
!136 = !DILocation(line: 63, column: 10, scope: !135)
!137 = !DILocation(line: 0, scope: !36)
!138 = !DILocation(line: 67, column: 24, scope: !139)
!139 = distinct !DILexicalBlock(scope: !36, file: !1, line: 67, column: 3)
!140 = !DILocation(line: 67, column: 3, scope: !36)
!141 = !DILocation(line: 64, column: 13, scope: !142)
!142 = distinct !DILexicalBlock(scope: !135, file: !1, line: 63, column: 23)
!143 = !DILocation(line: 64, column: 5, scope: !142)
!144 = !DILocation(line: 65, column: 5, scope: !142)
!145 = !DILocalVariable(name: "m", arg: 1, scope: !146, file: !1, line: 46, type: !6)
!146 = distinct !DISubprogram(name: "colwalk", scope: !1, file: !1, line: 46, type: !147, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !151)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !6, !6, !149, !29}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!151 = !{!145, !152, !153, !154, !155, !157, !160, !163}
!152 = !DILocalVariable(name: "n", arg: 2, scope: !146, file: !1, line: 46, type: !6)
!153 = !DILocalVariable(name: "a", arg: 3, scope: !146, file: !1, line: 46, type: !149)
!154 = !DILocalVariable(name: "q", arg: 4, scope: !146, file: !1, line: 46, type: !29)
!155 = !DILocalVariable(name: "k", scope: !156, file: !1, line: 47, type: !6)
!156 = distinct !DILexicalBlock(scope: !146, file: !1, line: 47, column: 3)
!157 = !DILocalVariable(name: "j", scope: !158, file: !1, line: 48, type: !6)
!158 = distinct !DILexicalBlock(scope: !159, file: !1, line: 48, column: 5)
!159 = distinct !DILexicalBlock(scope: !156, file: !1, line: 47, column: 3)
!160 = !DILocalVariable(name: "s", scope: !161, file: !1, line: 49, type: !30)
!161 = distinct !DILexicalBlock(scope: !162, file: !1, line: 48, column: 36)
!162 = distinct !DILexicalBlock(scope: !158, file: !1, line: 48, column: 5)
!163 = !DILocalVariable(name: "i", scope: !164, file: !1, line: 50, type: !6)
!164 = distinct !DILexicalBlock(scope: !161, file: !1, line: 50, column: 7)
!165 = !DILocation(line: 0, scope: !146, inlinedAt: !166)
!166 = distinct !DILocation(line: 73, column: 3, scope: !19)
!167 = !DILocation(line: 0, scope: !156, inlinedAt: !166)
!168 = !DILocation(line: 47, column: 21, scope: !159, inlinedAt: !166)
!169 = !DILocation(line: 47, column: 3, scope: !156, inlinedAt: !166)
!170 = !DILocation(line: 0, scope: !158, inlinedAt: !166)
!171 = !DILocation(line: 48, column: 5, scope: !158, inlinedAt: !166)
!172 = !DILocation(line: 0, scope: !164, inlinedAt: !166)
!173 = !DILocation(line: 0, scope: !161, inlinedAt: !166)
!174 = !DILocation(line: 50, column: 7, scope: !164, inlinedAt: !166)
!175 = !DILocation(line: 47, column: 27, scope: !159, inlinedAt: !166)
!176 = distinct !{!176, !169, !177, !178}
!177 = !DILocation(line: 53, column: 5, scope: !156, inlinedAt: !166)
!178 = !{!"llvm.loop.mustprogress"}
!179 = !DILocation(line: 47, column: 3, scope: !156, inlinedAt: !180)
!180 = distinct !DILocation(line: 74, column: 3, scope: !19)
!181 = !DILocation(line: 51, column: 18, scope: !182, inlinedAt: !166)
!182 = distinct !DILexicalBlock(scope: !164, file: !1, line: 50, column: 7)
!183 = !DILocation(line: 51, column: 22, scope: !182, inlinedAt: !166)
!184 = !DILocation(line: 51, column: 14, scope: !182, inlinedAt: !166)
!185 = !{!186, !186, i64 0}
!186 = !{!"double", !43, i64 0}
!187 = !DILocation(line: 51, column: 37, scope: !182, inlinedAt: !166)
!188 = !DILocation(line: 51, column: 29, scope: !182, inlinedAt: !166)
!189 = !DILocation(line: 51, column: 11, scope: !182, inlinedAt: !166)
!190 = !DILocation(line: 52, column: 12, scope: !161, inlinedAt: !166)
!191 = !DILocation(line: 48, column: 30, scope: !162, inlinedAt: !166)
!192 = !DILocation(line: 48, column: 23, scope: !162, inlinedAt: !166)
!193 = distinct !{!193, !171, !194, !178}
!194 = !DILocation(line: 53, column: 5, scope: !158, inlinedAt: !166)
!195 = !DILocation(line: 50, column: 31, scope: !182, inlinedAt: !166)
!196 = distinct !{!196, !174, !197, !178}
!197 = !DILocation(line: 51, column: 40, scope: !164, inlinedAt: !166)
!198 = !DILocation(line: 0, scope: !156, inlinedAt: !180)
!199 = !DILocation(line: 0, scope: !158, inlinedAt: !180)
!200 = !DILocation(line: 48, column: 5, scope: !158, inlinedAt: !180)
!201 = !DILocation(line: 0, scope: !164, inlinedAt: !180)
!202 = !DILocation(line: 0, scope: !161, inlinedAt: !180)
!203 = !DILocation(line: 50, column: 7, scope: !164, inlinedAt: !180)
!204 = !DILocation(line: 47, column: 27, scope: !159, inlinedAt: !180)
!205 = !DILocation(line: 47, column: 21, scope: !159, inlinedAt: !180)
!206 = distinct !{!206, !179, !207, !178}
!207 = !DILocation(line: 53, column: 5, scope: !156, inlinedAt: !180)
!208 = !DILocation(line: 51, column: 18, scope: !182, inlinedAt: !180)
!209 = !DILocation(line: 51, column: 22, scope: !182, inlinedAt: !180)
!210 = !DILocation(line: 51, column: 14, scope: !182, inlinedAt: !180)
!211 = !DILocation(line: 51, column: 37, scope: !182, inlinedAt: !180)
!212 = !DILocation(line: 51, column: 29, scope: !182, inlinedAt: !180)
!213 = !DILocation(line: 51, column: 11, scope: !182, inlinedAt: !180)
!214 = !DILocation(line: 52, column: 12, scope: !161, inlinedAt: !180)
!215 = !DILocation(line: 48, column: 30, scope: !162, inlinedAt: !180)
!216 = !DILocation(line: 48, column: 23, scope: !162, inlinedAt: !180)
!217 = distinct !{!217, !200, !218, !178}
!218 = !DILocation(line: 53, column: 5, scope: !158, inlinedAt: !180)
!219 = !DILocation(line: 50, column: 31, scope: !182, inlinedAt: !180)
!220 = distinct !{!220, !203, !221, !178}
!221 = !DILocation(line: 51, column: 40, scope: !164, inlinedAt: !180)
!222 = !DILocation(line: 75, column: 17, scope: !19)
!223 = !DILocation(line: 0, scope: !146, inlinedAt: !224)
!224 = distinct !DILocation(line: 75, column: 3, scope: !19)
!225 = !DILocation(line: 0, scope: !156, inlinedAt: !224)
!226 = !DILocation(line: 47, column: 3, scope: !156, inlinedAt: !224)
!227 = !DILocation(line: 0, scope: !158, inlinedAt: !224)
!228 = !DILocation(line: 48, column: 5, scope: !158, inlinedAt: !224)
!229 = !DILocation(line: 0, scope: !164, inlinedAt: !224)
!230 = !DILocation(line: 0, scope: !161, inlinedAt: !224)
!231 = !DILocation(line: 50, column: 7, scope: !164, inlinedAt: !224)
!232 = !DILocation(line: 47, column: 27, scope: !159, inlinedAt: !224)
!233 = !DILocation(line: 47, column: 21, scope: !159, inlinedAt: !224)
!234 = distinct !{!234, !226, !235, !178}
!235 = !DILocation(line: 53, column: 5, scope: !156, inlinedAt: !224)
!236 = !DILocation(line: 51, column: 18, scope: !182, inlinedAt: !224)
!237 = !DILocation(line: 51, column: 22, scope: !182, inlinedAt: !224)
!238 = !DILocation(line: 51, column: 14, scope: !182, inlinedAt: !224)
!239 = !DILocation(line: 51, column: 37, scope: !182, inlinedAt: !224)
!240 = !DILocation(line: 51, column: 29, scope: !182, inlinedAt: !224)
!241 = !DILocation(line: 51, column: 11, scope: !182, inlinedAt: !224)
!242 = !DILocation(line: 52, column: 12, scope: !161, inlinedAt: !224)
!243 = !DILocation(line: 48, column: 30, scope: !162, inlinedAt: !224)
!244 = !DILocation(line: 48, column: 23, scope: !162, inlinedAt: !224)
!245 = distinct !{!245, !228, !246, !178}
!246 = !DILocation(line: 53, column: 5, scope: !158, inlinedAt: !224)
!247 = !DILocation(line: 50, column: 31, scope: !182, inlinedAt: !224)
!248 = distinct !{!248, !231, !249, !178}
!249 = !DILocation(line: 51, column: 40, scope: !164, inlinedAt: !224)
!250 = !DILocation(line: 76, column: 28, scope: !19)
!251 = !DILocation(line: 76, column: 24, scope: !19)
!252 = !DILocation(line: 76, column: 38, scope: !19)
!253 = !DILocation(line: 76, column: 34, scope: !19)
!254 = !DILocation(line: 76, column: 49, scope: !19)
!255 = !DILocation(line: 76, column: 44, scope: !19)
!256 = !DILocation(line: 76, column: 3, scope: !19)
!257 = !DILocation(line: 77, column: 8, scope: !19)
!258 = !DILocation(line: 77, column: 3, scope: !19)
!259 = !DILocation(line: 78, column: 3, scope: !19)
!260 = !DILocation(line: 79, column: 8, scope: !19)
!261 = !DILocation(line: 79, column: 3, scope: !19)
!262 = !DILocation(line: 80, column: 3, scope: !19)
!263 = !DILocation(line: 81, column: 8, scope: !19)
!264 = !DILocation(line: 81, column: 3, scope: !19)
!265 = !DILocation(line: 82, column: 3, scope: !19)
!266 = !DILocation(line: 68, column: 14, scope: !267)
!267 = distinct !DILexicalBlock(scope: !139, file: !1, line: 67, column: 35)
!268 = !DILocation(line: 68, column: 12, scope: !267)
!269 = !DILocation(line: 68, column: 5, scope: !267)
!270 = !DILocation(line: 68, column: 10, scope: !267)
!271 = !DILocation(line: 69, column: 14, scope: !267)
!272 = !DILocation(line: 69, column: 12, scope: !267)
!273 = !DILocation(line: 69, column: 5, scope: !267)
!274 = !DILocation(line: 69, column: 10, scope: !267)
!275 = !DILocation(line: 70, column: 14, scope: !267)
!276 = !DILocation(line: 70, column: 12, scope: !267)
!277 = !DILocation(line: 70, column: 5, scope: !267)
!278 = !DILocation(line: 70, column: 10, scope: !267)
!279 = !DILocation(line: 71, column: 14, scope: !267)
!280 = !DILocation(line: 71, column: 12, scope: !267)
!281 = !DILocation(line: 71, column: 5, scope: !267)
!282 = !DILocation(line: 71, column: 10, scope: !267)
!283 = !DILocation(line: 67, column: 31, scope: !139)
!284 = distinct !{!284, !140, !285, !178}
!285 = !DILocation(line: 72, column: 3, scope: !36)
!286 = !DILocation(line: 83, column: 1, scope: !19)
!287 = !DISubprogram(name: "posix_memalign", scope: !47, file: !47, line: 599, type: !288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!6, !11, !3, !3}
!290 = !{}
