; ModuleID = 'heat2d_harness.c'
source_filename = "heat2d_harness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [21 x i8] c"kernel_heat: %.6f s\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"checksum %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%0.3f \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  %3 = alloca %struct.timespec, align 8
  %4 = alloca %struct.timespec, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !31
  %5 = icmp sgt i32 %0, 1, !dbg !32
  br i1 %5, label %6, label %11, !dbg !33

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !34
  %8 = load i8*, i8** %7, align 8, !dbg !34, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %8, metadata !39, metadata !DIExpression()) #11, !dbg !47
  %9 = call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #11, !dbg !49
  %10 = trunc i64 %9 to i32, !dbg !50
  br label %11, !dbg !33

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 60, %2 ], !dbg !33
  call void @llvm.dbg.value(metadata i32 %12, metadata !21, metadata !DIExpression()), !dbg !31
  %13 = icmp sgt i32 %0, 2, !dbg !51
  br i1 %13, label %14, label %19, !dbg !52

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !53
  %16 = load i8*, i8** %15, align 8, !dbg !53, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %16, metadata !39, metadata !DIExpression()) #11, !dbg !54
  %17 = call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #11, !dbg !56
  %18 = trunc i64 %17 to i32, !dbg !57
  br label %19, !dbg !52

19:                                               ; preds = %11, %14
  %20 = phi i32 [ %18, %14 ], [ 60, %11 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %20, metadata !22, metadata !DIExpression()), !dbg !31
  %21 = icmp sgt i32 %0, 3, !dbg !58
  br i1 %21, label %22, label %27, !dbg !59

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !60
  %24 = load i8*, i8** %23, align 8, !dbg !60, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %24, metadata !39, metadata !DIExpression()) #11, !dbg !61
  %25 = call i64 @strtol(i8* nocapture noundef nonnull %24, i8** noundef null, i32 noundef 10) #11, !dbg !63
  %26 = trunc i64 %25 to i32, !dbg !64
  br label %27, !dbg !59

27:                                               ; preds = %19, %22
  %28 = phi i32 [ %26, %22 ], [ 16, %19 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %28, metadata !23, metadata !DIExpression()), !dbg !31
  %29 = sext i32 %12 to i64, !dbg !65
  %30 = shl nsw i64 %29, 3, !dbg !66
  %31 = sext i32 %20 to i64, !dbg !67
  %32 = mul i64 %30, %31, !dbg !68
  %33 = call noalias i8* @malloc(i64 noundef %32) #11, !dbg !69
  %34 = bitcast i8* %33 to double*, !dbg !69
  call void @llvm.dbg.value(metadata double* %34, metadata !24, metadata !DIExpression()), !dbg !31
  %35 = call noalias i8* @malloc(i64 noundef %32) #11, !dbg !70
  %36 = bitcast i8* %35 to double*, !dbg !70
  call void @llvm.dbg.value(metadata double* %36, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %12, metadata !71, metadata !DIExpression()) #11, !dbg !85
  call void @llvm.dbg.value(metadata i32 %20, metadata !76, metadata !DIExpression()) #11, !dbg !85
  call void @llvm.dbg.value(metadata double* %34, metadata !77, metadata !DIExpression()) #11, !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #11, !dbg !87
  %37 = icmp sgt i32 %12, 0, !dbg !88
  br i1 %37, label %38, label %51, !dbg !89

38:                                               ; preds = %27
  %39 = icmp sgt i32 %20, 0
  %40 = zext i32 %20 to i64, !dbg !89
  %41 = shl nuw nsw i64 %40, 3, !dbg !89
  %42 = zext i32 %12 to i64, !dbg !88
  br label %43, !dbg !89

43:                                               ; preds = %55, %38
  %44 = phi i64 [ 0, %38 ], [ %56, %55 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !78, metadata !DIExpression()) #11, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !90
  br i1 %39, label %45, label %55, !dbg !91

45:                                               ; preds = %43
  %46 = trunc i64 %44 to i32, !dbg !91
  %47 = mul i32 %20, %46, !dbg !91
  %48 = sext i32 %47 to i64, !dbg !91
  %49 = getelementptr double, double* %34, i64 %48, !dbg !91
  %50 = bitcast double* %49 to i8*, !dbg !91
  call void @llvm.memset.p0i8.i64(i8* align 8 %50, i8 0, i64 %41, i1 false) #11, !dbg !92, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression()) #11, !dbg !90
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !90
  br label %55, !dbg !96

51:                                               ; preds = %55, %27
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !97
  %52 = icmp sgt i32 %20, 0, !dbg !98
  br i1 %52, label %53, label %63, !dbg !100

53:                                               ; preds = %51
  %54 = zext i32 %20 to i64, !dbg !98
  br label %58, !dbg !100

55:                                               ; preds = %45, %43
  %56 = add nuw nsw i64 %44, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %56, metadata !78, metadata !DIExpression()) #11, !dbg !87
  %57 = icmp eq i64 %56, %42, !dbg !88
  br i1 %57, label %51, label %43, !dbg !89, !llvm.loop !101

58:                                               ; preds = %58, %53
  %59 = phi i64 [ 0, %53 ], [ %61, %58 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !83, metadata !DIExpression()) #11, !dbg !97
  %60 = getelementptr inbounds double, double* %34, i64 %59, !dbg !105
  store double 1.000000e+00, double* %60, align 8, !dbg !106, !tbaa !94
  %61 = add nuw nsw i64 %59, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %61, metadata !83, metadata !DIExpression()) #11, !dbg !97
  %62 = icmp eq i64 %61, %54, !dbg !98
  br i1 %62, label %63, label %58, !dbg !100, !llvm.loop !108

63:                                               ; preds = %58, %51
  call void @llvm.dbg.value(metadata i32 %12, metadata !71, metadata !DIExpression()) #11, !dbg !110
  call void @llvm.dbg.value(metadata i32 %20, metadata !76, metadata !DIExpression()) #11, !dbg !110
  call void @llvm.dbg.value(metadata double* %36, metadata !77, metadata !DIExpression()) #11, !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #11, !dbg !112
  br i1 %37, label %64, label %76, !dbg !113

64:                                               ; preds = %63
  %65 = zext i32 %20 to i64, !dbg !113
  %66 = shl nuw nsw i64 %65, 3, !dbg !113
  %67 = zext i32 %12 to i64, !dbg !114
  br label %68, !dbg !113

68:                                               ; preds = %79, %64
  %69 = phi i64 [ 0, %64 ], [ %80, %79 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !78, metadata !DIExpression()) #11, !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #11, !dbg !115
  br i1 %52, label %70, label %79, !dbg !116

70:                                               ; preds = %68
  %71 = trunc i64 %69 to i32, !dbg !116
  %72 = mul i32 %20, %71, !dbg !116
  %73 = sext i32 %72 to i64, !dbg !116
  %74 = getelementptr double, double* %36, i64 %73, !dbg !116
  %75 = bitcast double* %74 to i8*, !dbg !116
  call void @llvm.memset.p0i8.i64(i8* align 8 %75, i8 0, i64 %66, i1 false) #11, !dbg !117, !tbaa !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression()) #11, !dbg !115
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !115
  br label %79, !dbg !118

76:                                               ; preds = %79, %63
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #11, !dbg !119
  br i1 %52, label %77, label %87, !dbg !120

77:                                               ; preds = %76
  %78 = zext i32 %20 to i64, !dbg !121
  br label %82, !dbg !120

79:                                               ; preds = %70, %68
  %80 = add nuw nsw i64 %69, 1, !dbg !118
  call void @llvm.dbg.value(metadata i64 %80, metadata !78, metadata !DIExpression()) #11, !dbg !112
  %81 = icmp eq i64 %80, %67, !dbg !114
  br i1 %81, label %76, label %68, !dbg !113, !llvm.loop !122

82:                                               ; preds = %82, %77
  %83 = phi i64 [ 0, %77 ], [ %85, %82 ]
  call void @llvm.dbg.value(metadata i64 %83, metadata !83, metadata !DIExpression()) #11, !dbg !119
  %84 = getelementptr inbounds double, double* %36, i64 %83, !dbg !124
  store double 1.000000e+00, double* %84, align 8, !dbg !125, !tbaa !94
  %85 = add nuw nsw i64 %83, 1, !dbg !126
  call void @llvm.dbg.value(metadata i64 %85, metadata !83, metadata !DIExpression()) #11, !dbg !119
  %86 = icmp eq i64 %85, %78, !dbg !121
  br i1 %86, label %87, label %82, !dbg !120, !llvm.loop !127

87:                                               ; preds = %82, %76
  %88 = bitcast %struct.timespec* %4 to i8*, !dbg !129
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %88) #11, !dbg !129
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !134, metadata !DIExpression()) #11, !dbg !145
  %89 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %4) #11, !dbg !146
  %90 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !147
  %91 = load i64, i64* %90, align 8, !dbg !147, !tbaa !148
  %92 = sitofp i64 %91 to double, !dbg !151
  %93 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !152
  %94 = load i64, i64* %93, align 8, !dbg !152, !tbaa !153
  %95 = sitofp i64 %94 to double, !dbg !154
  %96 = call double @llvm.fmuladd.f64(double %95, double 1.000000e-09, double %92) #11, !dbg !155
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %88) #11, !dbg !156
  call void @llvm.dbg.value(metadata double %96, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %12, metadata !157, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata i32 %20, metadata !162, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata i32 %28, metadata !163, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata double 2.000000e-01, metadata !164, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata double* %34, metadata !165, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata double* %36, metadata !166, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata i32 0, metadata !167, metadata !DIExpression()) #11, !dbg !183
  %97 = icmp sgt i32 %28, 0, !dbg !184
  br i1 %97, label %98, label %180, !dbg !185

98:                                               ; preds = %87
  %99 = add i32 %12, -1
  %100 = icmp sgt i32 %12, 2
  %101 = add i32 %20, -1
  %102 = icmp sgt i32 %20, 2
  %103 = mul i32 %20, %99
  %104 = sext i32 %103 to i64, !dbg !185
  %105 = sext i32 %101 to i64, !dbg !185
  %106 = zext i32 %99 to i64
  %107 = zext i32 %101 to i64
  %108 = zext i32 %20 to i64
  %109 = zext i32 %12 to i64
  br label %110, !dbg !185

110:                                              ; preds = %165, %98
  %111 = phi double* [ %34, %98 ], [ %113, %165 ]
  %112 = phi i32 [ 0, %98 ], [ %166, %165 ]
  %113 = phi double* [ %36, %98 ], [ %111, %165 ]
  call void @llvm.dbg.value(metadata double* %111, metadata !165, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata i32 %112, metadata !167, metadata !DIExpression()) #11, !dbg !183
  call void @llvm.dbg.value(metadata double* %113, metadata !166, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata i32 1, metadata !169, metadata !DIExpression()) #11, !dbg !186
  br i1 %100, label %115, label %114, !dbg !187

114:                                              ; preds = %123, %110
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()) #11, !dbg !188
  br i1 %52, label %154, label %153, !dbg !189

115:                                              ; preds = %110, %123
  %116 = phi i64 [ %124, %123 ], [ 1, %110 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !169, metadata !DIExpression()) #11, !dbg !186
  call void @llvm.dbg.value(metadata i32 1, metadata !173, metadata !DIExpression()) #11, !dbg !190
  br i1 %102, label %117, label %123, !dbg !191

117:                                              ; preds = %115
  %118 = mul nsw i64 %116, %31
  %119 = add nsw i64 %116, -1
  %120 = mul nsw i64 %119, %31
  %121 = add nuw nsw i64 %116, 1
  %122 = mul nsw i64 %121, %31
  br label %126, !dbg !191

123:                                              ; preds = %126, %115
  %124 = add nuw nsw i64 %116, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %124, metadata !169, metadata !DIExpression()) #11, !dbg !186
  %125 = icmp eq i64 %124, %106, !dbg !193
  br i1 %125, label %114, label %115, !dbg !187, !llvm.loop !194

126:                                              ; preds = %126, %117
  %127 = phi i64 [ 1, %117 ], [ %144, %126 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !173, metadata !DIExpression()) #11, !dbg !190
  %128 = add nsw i64 %127, %118, !dbg !196
  %129 = getelementptr inbounds double, double* %111, i64 %128, !dbg !198
  %130 = load double, double* %129, align 8, !dbg !198, !tbaa !94
  %131 = add nsw i64 %127, %120, !dbg !199
  %132 = getelementptr inbounds double, double* %111, i64 %131, !dbg !200
  %133 = load double, double* %132, align 8, !dbg !200, !tbaa !94
  %134 = add nsw i64 %127, %122, !dbg !201
  %135 = getelementptr inbounds double, double* %111, i64 %134, !dbg !202
  %136 = load double, double* %135, align 8, !dbg !202, !tbaa !94
  %137 = fadd double %133, %136, !dbg !203
  %138 = shl i64 %128, 32, !dbg !204
  %139 = add i64 %138, -4294967296, !dbg !204
  %140 = ashr exact i64 %139, 32, !dbg !204
  %141 = getelementptr inbounds double, double* %111, i64 %140, !dbg !204
  %142 = load double, double* %141, align 8, !dbg !204, !tbaa !94
  %143 = fadd double %137, %142, !dbg !205
  %144 = add nuw nsw i64 %127, 1, !dbg !206
  %145 = add nsw i64 %144, %118, !dbg !206
  %146 = getelementptr inbounds double, double* %111, i64 %145, !dbg !207
  %147 = load double, double* %146, align 8, !dbg !207, !tbaa !94
  %148 = fadd double %143, %147, !dbg !208
  %149 = call double @llvm.fmuladd.f64(double %130, double -4.000000e+00, double %148) #11, !dbg !209
  %150 = call double @llvm.fmuladd.f64(double %149, double 2.000000e-01, double %130) #11, !dbg !210
  %151 = getelementptr inbounds double, double* %113, i64 %128, !dbg !211
  store double %150, double* %151, align 8, !dbg !212, !tbaa !94
  call void @llvm.dbg.value(metadata i64 %144, metadata !173, metadata !DIExpression()) #11, !dbg !190
  %152 = icmp eq i64 %144, %107, !dbg !213
  br i1 %152, label %123, label %126, !dbg !191, !llvm.loop !214

153:                                              ; preds = %154, %114
  call void @llvm.dbg.value(metadata i32 0, metadata !178, metadata !DIExpression()) #11, !dbg !216
  br i1 %37, label %168, label %165, !dbg !217

154:                                              ; preds = %114, %154
  %155 = phi i64 [ %163, %154 ], [ 0, %114 ]
  call void @llvm.dbg.value(metadata i64 %155, metadata !176, metadata !DIExpression()) #11, !dbg !188
  %156 = getelementptr inbounds double, double* %111, i64 %155, !dbg !218
  %157 = load double, double* %156, align 8, !dbg !218, !tbaa !94
  %158 = getelementptr inbounds double, double* %113, i64 %155, !dbg !221
  store double %157, double* %158, align 8, !dbg !222, !tbaa !94
  %159 = add nsw i64 %155, %104, !dbg !223
  %160 = getelementptr inbounds double, double* %111, i64 %159, !dbg !224
  %161 = load double, double* %160, align 8, !dbg !224, !tbaa !94
  %162 = getelementptr inbounds double, double* %113, i64 %159, !dbg !225
  store double %161, double* %162, align 8, !dbg !226, !tbaa !94
  %163 = add nuw nsw i64 %155, 1, !dbg !227
  call void @llvm.dbg.value(metadata i64 %163, metadata !176, metadata !DIExpression()) #11, !dbg !188
  %164 = icmp eq i64 %163, %108, !dbg !228
  br i1 %164, label %153, label %154, !dbg !189, !llvm.loop !229

165:                                              ; preds = %168, %153
  call void @llvm.dbg.value(metadata double* %111, metadata !180, metadata !DIExpression()) #11, !dbg !231
  call void @llvm.dbg.value(metadata double* %113, metadata !165, metadata !DIExpression()) #11, !dbg !181
  call void @llvm.dbg.value(metadata double* %111, metadata !166, metadata !DIExpression()) #11, !dbg !181
  %166 = add nuw nsw i32 %112, 1, !dbg !232
  call void @llvm.dbg.value(metadata i32 %166, metadata !167, metadata !DIExpression()) #11, !dbg !183
  %167 = icmp eq i32 %166, %28, !dbg !184
  br i1 %167, label %180, label %110, !dbg !185, !llvm.loop !233

168:                                              ; preds = %153, %168
  %169 = phi i64 [ %178, %168 ], [ 0, %153 ]
  call void @llvm.dbg.value(metadata i64 %169, metadata !178, metadata !DIExpression()) #11, !dbg !216
  %170 = mul nsw i64 %169, %31, !dbg !235
  %171 = getelementptr inbounds double, double* %111, i64 %170, !dbg !238
  %172 = load double, double* %171, align 8, !dbg !238, !tbaa !94
  %173 = getelementptr inbounds double, double* %113, i64 %170, !dbg !239
  store double %172, double* %173, align 8, !dbg !240, !tbaa !94
  %174 = add nsw i64 %170, %105, !dbg !241
  %175 = getelementptr inbounds double, double* %111, i64 %174, !dbg !242
  %176 = load double, double* %175, align 8, !dbg !242, !tbaa !94
  %177 = getelementptr inbounds double, double* %113, i64 %174, !dbg !243
  store double %176, double* %177, align 8, !dbg !244, !tbaa !94
  %178 = add nuw nsw i64 %169, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %178, metadata !178, metadata !DIExpression()) #11, !dbg !216
  %179 = icmp eq i64 %178, %109, !dbg !246
  br i1 %179, label %165, label %168, !dbg !217, !llvm.loop !247

180:                                              ; preds = %165, %87
  %181 = bitcast %struct.timespec* %3 to i8*, !dbg !249
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %181) #11, !dbg !249
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !134, metadata !DIExpression()) #11, !dbg !251
  %182 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #11, !dbg !252
  %183 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !253
  %184 = load i64, i64* %183, align 8, !dbg !253, !tbaa !148
  %185 = sitofp i64 %184 to double, !dbg !254
  %186 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !255
  %187 = load i64, i64* %186, align 8, !dbg !255, !tbaa !153
  %188 = sitofp i64 %187 to double, !dbg !256
  %189 = call double @llvm.fmuladd.f64(double %188, double 1.000000e-09, double %185) #11, !dbg !257
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %181) #11, !dbg !258
  call void @llvm.dbg.value(metadata double %189, metadata !29, metadata !DIExpression()), !dbg !31
  %190 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !259, !tbaa !35
  %191 = fsub double %189, %96, !dbg !260
  %192 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %190, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %191) #12, !dbg !261
  %193 = and i32 %28, 1, !dbg !262
  %194 = icmp eq i32 %193, 0, !dbg !262
  %195 = select i1 %194, double* %34, double* %36, !dbg !263
  call void @llvm.dbg.value(metadata double* %195, metadata !30, metadata !DIExpression()), !dbg !31
  %196 = icmp sgt i32 %0, 42, !dbg !264
  br i1 %196, label %197, label %223, !dbg !266

197:                                              ; preds = %180
  %198 = load i8*, i8** %1, align 8, !dbg !267, !tbaa !35
  %199 = load i8, i8* %198, align 1, !dbg !268
  %200 = icmp eq i8 %199, 0, !dbg !268
  br i1 %200, label %201, label %223, !dbg !269

201:                                              ; preds = %197
  call void @llvm.dbg.value(metadata i32 %12, metadata !270, metadata !DIExpression()) #11, !dbg !285
  call void @llvm.dbg.value(metadata i32 %20, metadata !277, metadata !DIExpression()) #11, !dbg !285
  call void @llvm.dbg.value(metadata double* %195, metadata !278, metadata !DIExpression()) #11, !dbg !285
  call void @llvm.dbg.value(metadata i32 0, metadata !279, metadata !DIExpression()) #11, !dbg !287
  br i1 %37, label %202, label %250, !dbg !288

202:                                              ; preds = %201
  %203 = zext i32 %12 to i64, !dbg !289
  %204 = zext i32 %20 to i64
  br label %205, !dbg !288

205:                                              ; preds = %209, %202
  %206 = phi i64 [ 0, %202 ], [ %212, %209 ]
  call void @llvm.dbg.value(metadata i64 %206, metadata !279, metadata !DIExpression()) #11, !dbg !287
  call void @llvm.dbg.value(metadata i32 0, metadata !281, metadata !DIExpression()) #11, !dbg !290
  br i1 %52, label %207, label %209, !dbg !291

207:                                              ; preds = %205
  %208 = mul nsw i64 %206, %31
  br label %214, !dbg !291

209:                                              ; preds = %214, %205
  %210 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !292, !tbaa !35
  %211 = call i32 @fputc(i32 10, %struct._IO_FILE* %210) #11, !dbg !293
  %212 = add nuw nsw i64 %206, 1, !dbg !294
  call void @llvm.dbg.value(metadata i64 %212, metadata !279, metadata !DIExpression()) #11, !dbg !287
  %213 = icmp eq i64 %212, %203, !dbg !289
  br i1 %213, label %223, label %205, !dbg !288, !llvm.loop !295

214:                                              ; preds = %214, %207
  %215 = phi i64 [ 0, %207 ], [ %221, %214 ]
  call void @llvm.dbg.value(metadata i64 %215, metadata !281, metadata !DIExpression()) #11, !dbg !290
  %216 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !297, !tbaa !35
  %217 = add nsw i64 %215, %208, !dbg !299
  %218 = getelementptr inbounds double, double* %195, i64 %217, !dbg !300
  %219 = load double, double* %218, align 8, !dbg !300, !tbaa !94
  %220 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %216, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), double noundef %219) #13, !dbg !301
  %221 = add nuw nsw i64 %215, 1, !dbg !302
  call void @llvm.dbg.value(metadata i64 %221, metadata !281, metadata !DIExpression()) #11, !dbg !290
  %222 = icmp eq i64 %221, %204, !dbg !303
  br i1 %222, label %209, label %214, !dbg !291, !llvm.loop !304

223:                                              ; preds = %209, %197, %180
  call void @llvm.dbg.value(metadata i32 %12, metadata !306, metadata !DIExpression()) #11, !dbg !319
  call void @llvm.dbg.value(metadata i32 %20, metadata !311, metadata !DIExpression()) #11, !dbg !319
  call void @llvm.dbg.value(metadata double* %195, metadata !312, metadata !DIExpression()) #11, !dbg !319
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !313, metadata !DIExpression()) #11, !dbg !319
  call void @llvm.dbg.value(metadata i32 0, metadata !314, metadata !DIExpression()) #11, !dbg !321
  br i1 %37, label %224, label %250, !dbg !322

224:                                              ; preds = %223
  %225 = zext i32 %12 to i64, !dbg !323
  %226 = zext i32 %20 to i64
  br label %227, !dbg !322

227:                                              ; preds = %232, %224
  %228 = phi i64 [ 0, %224 ], [ %234, %232 ]
  %229 = phi double [ 0.000000e+00, %224 ], [ %233, %232 ]
  call void @llvm.dbg.value(metadata i64 %228, metadata !314, metadata !DIExpression()) #11, !dbg !321
  call void @llvm.dbg.value(metadata double %229, metadata !313, metadata !DIExpression()) #11, !dbg !319
  call void @llvm.dbg.value(metadata i32 0, metadata !316, metadata !DIExpression()) #11, !dbg !324
  call void @llvm.dbg.value(metadata double %229, metadata !313, metadata !DIExpression()) #11, !dbg !319
  br i1 %52, label %230, label %232, !dbg !325

230:                                              ; preds = %227
  %231 = mul nsw i64 %228, %31
  br label %236, !dbg !325

232:                                              ; preds = %236, %227
  %233 = phi double [ %229, %227 ], [ %247, %236 ], !dbg !319
  %234 = add nuw nsw i64 %228, 1, !dbg !326
  call void @llvm.dbg.value(metadata i64 %234, metadata !314, metadata !DIExpression()) #11, !dbg !321
  call void @llvm.dbg.value(metadata double %233, metadata !313, metadata !DIExpression()) #11, !dbg !319
  %235 = icmp eq i64 %234, %225, !dbg !323
  br i1 %235, label %250, label %227, !dbg !322, !llvm.loop !327

236:                                              ; preds = %236, %230
  %237 = phi i64 [ 0, %230 ], [ %248, %236 ]
  %238 = phi double [ %229, %230 ], [ %247, %236 ]
  call void @llvm.dbg.value(metadata i64 %237, metadata !316, metadata !DIExpression()) #11, !dbg !324
  call void @llvm.dbg.value(metadata double %238, metadata !313, metadata !DIExpression()) #11, !dbg !319
  %239 = add nsw i64 %237, %231, !dbg !329
  %240 = getelementptr inbounds double, double* %195, i64 %239, !dbg !331
  %241 = load double, double* %240, align 8, !dbg !331, !tbaa !94
  %242 = add nuw nsw i64 %237, %228, !dbg !332
  %243 = trunc i64 %242 to i32, !dbg !333
  %244 = urem i32 %243, 3, !dbg !333
  %245 = add nuw nsw i32 %244, 1, !dbg !334
  %246 = sitofp i32 %245 to double, !dbg !335
  %247 = call double @llvm.fmuladd.f64(double %241, double %246, double %238) #11, !dbg !336
  call void @llvm.dbg.value(metadata double %247, metadata !313, metadata !DIExpression()) #11, !dbg !319
  %248 = add nuw nsw i64 %237, 1, !dbg !337
  call void @llvm.dbg.value(metadata i64 %248, metadata !316, metadata !DIExpression()) #11, !dbg !324
  %249 = icmp eq i64 %248, %226, !dbg !338
  br i1 %249, label %232, label %236, !dbg !325, !llvm.loop !339

250:                                              ; preds = %232, %201, %223
  %251 = phi double [ 0.000000e+00, %223 ], [ 0.000000e+00, %201 ], [ %233, %232 ], !dbg !341
  %252 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %251), !dbg !342
  call void @free(i8* noundef %33) #11, !dbg !343
  call void @free(i8* noundef %35) #11, !dbg !344
  ret i32 0, !dbg !345
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
declare !dbg !346 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heat2d_harness.c", directory: ".", checksumkind: CSK_MD5, checksum: "5f161424ea51b91b33784b6fb026f419")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 69, type: !16, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !24, !27, !28, !29, !30}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 69, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 69, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 71, type: !3)
!22 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 72, type: !3)
!23 = !DILocalVariable(name: "steps", scope: !15, file: !1, line: 73, type: !3)
!24 = !DILocalVariable(name: "u", scope: !15, file: !1, line: 74, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DILocalVariable(name: "v", scope: !15, file: !1, line: 75, type: !25)
!28 = !DILocalVariable(name: "t0", scope: !15, file: !1, line: 79, type: !26)
!29 = !DILocalVariable(name: "t1", scope: !15, file: !1, line: 81, type: !26)
!30 = !DILocalVariable(name: "res", scope: !15, file: !1, line: 83, type: !25)
!31 = !DILocation(line: 0, scope: !15)
!32 = !DILocation(line: 71, column: 16, scope: !15)
!33 = !DILocation(line: 71, column: 11, scope: !15)
!34 = !DILocation(line: 71, column: 27, scope: !15)
!35 = !{!36, !36, i64 0}
!36 = !{!"any pointer", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocalVariable(name: "__nptr", arg: 1, scope: !40, file: !41, line: 362, type: !44)
!40 = distinct !DISubprogram(name: "atoi", scope: !41, file: !41, line: 362, type: !42, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!41 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!42 = !DISubroutineType(types: !43)
!43 = !{!3, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!46 = !{!39}
!47 = !DILocation(line: 0, scope: !40, inlinedAt: !48)
!48 = distinct !DILocation(line: 71, column: 22, scope: !15)
!49 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !48)
!50 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !48)
!51 = !DILocation(line: 72, column: 16, scope: !15)
!52 = !DILocation(line: 72, column: 11, scope: !15)
!53 = !DILocation(line: 72, column: 27, scope: !15)
!54 = !DILocation(line: 0, scope: !40, inlinedAt: !55)
!55 = distinct !DILocation(line: 72, column: 22, scope: !15)
!56 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !55)
!58 = !DILocation(line: 73, column: 20, scope: !15)
!59 = !DILocation(line: 73, column: 15, scope: !15)
!60 = !DILocation(line: 73, column: 31, scope: !15)
!61 = !DILocation(line: 0, scope: !40, inlinedAt: !62)
!62 = distinct !DILocation(line: 73, column: 26, scope: !15)
!63 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !62)
!65 = !DILocation(line: 74, column: 39, scope: !15)
!66 = !DILocation(line: 74, column: 37, scope: !15)
!67 = !DILocation(line: 74, column: 43, scope: !15)
!68 = !DILocation(line: 74, column: 41, scope: !15)
!69 = !DILocation(line: 74, column: 15, scope: !15)
!70 = !DILocation(line: 75, column: 15, scope: !15)
!71 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !1, line: 18, type: !3)
!72 = distinct !DISubprogram(name: "init_grid", scope: !1, file: !1, line: 18, type: !73, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !3, !3, !25}
!75 = !{!71, !76, !77, !78, !80, !83}
!76 = !DILocalVariable(name: "m", arg: 2, scope: !72, file: !1, line: 18, type: !3)
!77 = !DILocalVariable(name: "u", arg: 3, scope: !72, file: !1, line: 18, type: !25)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 20, type: !3)
!79 = distinct !DILexicalBlock(scope: !72, file: !1, line: 20, column: 3)
!80 = !DILocalVariable(name: "j", scope: !81, file: !1, line: 21, type: !3)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 21, column: 5)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 20, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !1, line: 23, type: !3)
!84 = distinct !DILexicalBlock(scope: !72, file: !1, line: 23, column: 3)
!85 = !DILocation(line: 0, scope: !72, inlinedAt: !86)
!86 = distinct !DILocation(line: 77, column: 3, scope: !15)
!87 = !DILocation(line: 0, scope: !79, inlinedAt: !86)
!88 = !DILocation(line: 20, column: 21, scope: !82, inlinedAt: !86)
!89 = !DILocation(line: 20, column: 3, scope: !79, inlinedAt: !86)
!90 = !DILocation(line: 0, scope: !81, inlinedAt: !86)
!91 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !86)
!92 = !DILocation(line: 22, column: 20, scope: !93, inlinedAt: !86)
!93 = distinct !DILexicalBlock(scope: !81, file: !1, line: 21, column: 5)
!94 = !{!95, !95, i64 0}
!95 = !{!"double", !37, i64 0}
!96 = !DILocation(line: 20, column: 27, scope: !82, inlinedAt: !86)
!97 = !DILocation(line: 0, scope: !84, inlinedAt: !86)
!98 = !DILocation(line: 23, column: 21, scope: !99, inlinedAt: !86)
!99 = distinct !DILexicalBlock(scope: !84, file: !1, line: 23, column: 3)
!100 = !DILocation(line: 23, column: 3, scope: !84, inlinedAt: !86)
!101 = distinct !{!101, !89, !102, !103, !104}
!102 = !DILocation(line: 22, column: 22, scope: !79, inlinedAt: !86)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !{!"llvm.loop.unroll.disable"}
!105 = !DILocation(line: 24, column: 5, scope: !99, inlinedAt: !86)
!106 = !DILocation(line: 24, column: 18, scope: !99, inlinedAt: !86)
!107 = !DILocation(line: 23, column: 27, scope: !99, inlinedAt: !86)
!108 = distinct !{!108, !100, !109, !103, !104}
!109 = !DILocation(line: 24, column: 20, scope: !84, inlinedAt: !86)
!110 = !DILocation(line: 0, scope: !72, inlinedAt: !111)
!111 = distinct !DILocation(line: 78, column: 3, scope: !15)
!112 = !DILocation(line: 0, scope: !79, inlinedAt: !111)
!113 = !DILocation(line: 20, column: 3, scope: !79, inlinedAt: !111)
!114 = !DILocation(line: 20, column: 21, scope: !82, inlinedAt: !111)
!115 = !DILocation(line: 0, scope: !81, inlinedAt: !111)
!116 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !111)
!117 = !DILocation(line: 22, column: 20, scope: !93, inlinedAt: !111)
!118 = !DILocation(line: 20, column: 27, scope: !82, inlinedAt: !111)
!119 = !DILocation(line: 0, scope: !84, inlinedAt: !111)
!120 = !DILocation(line: 23, column: 3, scope: !84, inlinedAt: !111)
!121 = !DILocation(line: 23, column: 21, scope: !99, inlinedAt: !111)
!122 = distinct !{!122, !113, !123, !103, !104}
!123 = !DILocation(line: 22, column: 22, scope: !79, inlinedAt: !111)
!124 = !DILocation(line: 24, column: 5, scope: !99, inlinedAt: !111)
!125 = !DILocation(line: 24, column: 18, scope: !99, inlinedAt: !111)
!126 = !DILocation(line: 23, column: 27, scope: !99, inlinedAt: !111)
!127 = distinct !{!127, !120, !128, !103, !104}
!128 = !DILocation(line: 24, column: 20, scope: !84, inlinedAt: !111)
!129 = !DILocation(line: 13, column: 3, scope: !130, inlinedAt: !144)
!130 = distinct !DISubprogram(name: "wall", scope: !1, file: !1, line: 11, type: !131, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!26}
!133 = !{!134}
!134 = !DILocalVariable(name: "ts", scope: !130, file: !1, line: 13, type: !135)
!135 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !136, line: 11, size: 128, elements: !137)
!136 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!137 = !{!138, !142}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !135, file: !136, line: 16, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !140, line: 160, baseType: !141)
!140 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!141 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !135, file: !136, line: 21, baseType: !143, size: 64, offset: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !140, line: 197, baseType: !141)
!144 = distinct !DILocation(line: 79, column: 15, scope: !15)
!145 = !DILocation(line: 13, column: 19, scope: !130, inlinedAt: !144)
!146 = !DILocation(line: 14, column: 3, scope: !130, inlinedAt: !144)
!147 = !DILocation(line: 15, column: 13, scope: !130, inlinedAt: !144)
!148 = !{!149, !150, i64 0}
!149 = !{!"timespec", !150, i64 0, !150, i64 8}
!150 = !{!"long", !37, i64 0}
!151 = !DILocation(line: 15, column: 10, scope: !130, inlinedAt: !144)
!152 = !DILocation(line: 15, column: 25, scope: !130, inlinedAt: !144)
!153 = !{!149, !150, i64 8}
!154 = !DILocation(line: 15, column: 22, scope: !130, inlinedAt: !144)
!155 = !DILocation(line: 15, column: 20, scope: !130, inlinedAt: !144)
!156 = !DILocation(line: 16, column: 1, scope: !130, inlinedAt: !144)
!157 = !DILocalVariable(name: "n", arg: 1, scope: !158, file: !1, line: 27, type: !3)
!158 = distinct !DISubprogram(name: "kernel_heat", scope: !1, file: !1, line: 27, type: !159, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !3, !3, !3, !26, !25, !25}
!161 = !{!157, !162, !163, !164, !165, !166, !167, !169, !173, !176, !178, !180}
!162 = !DILocalVariable(name: "m", arg: 2, scope: !158, file: !1, line: 27, type: !3)
!163 = !DILocalVariable(name: "steps", arg: 3, scope: !158, file: !1, line: 27, type: !3)
!164 = !DILocalVariable(name: "alpha", arg: 4, scope: !158, file: !1, line: 27, type: !26)
!165 = !DILocalVariable(name: "u", arg: 5, scope: !158, file: !1, line: 27, type: !25)
!166 = !DILocalVariable(name: "v", arg: 6, scope: !158, file: !1, line: 28, type: !25)
!167 = !DILocalVariable(name: "t", scope: !168, file: !1, line: 30, type: !3)
!168 = distinct !DILexicalBlock(scope: !158, file: !1, line: 30, column: 3)
!169 = !DILocalVariable(name: "i", scope: !170, file: !1, line: 31, type: !3)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 31, column: 5)
!171 = distinct !DILexicalBlock(scope: !172, file: !1, line: 30, column: 35)
!172 = distinct !DILexicalBlock(scope: !168, file: !1, line: 30, column: 3)
!173 = !DILocalVariable(name: "j", scope: !174, file: !1, line: 32, type: !3)
!174 = distinct !DILexicalBlock(scope: !175, file: !1, line: 32, column: 7)
!175 = distinct !DILexicalBlock(scope: !170, file: !1, line: 31, column: 5)
!176 = !DILocalVariable(name: "j", scope: !177, file: !1, line: 37, type: !3)
!177 = distinct !DILexicalBlock(scope: !171, file: !1, line: 37, column: 5)
!178 = !DILocalVariable(name: "i", scope: !179, file: !1, line: 41, type: !3)
!179 = distinct !DILexicalBlock(scope: !171, file: !1, line: 41, column: 5)
!180 = !DILocalVariable(name: "tmp", scope: !171, file: !1, line: 45, type: !25)
!181 = !DILocation(line: 0, scope: !158, inlinedAt: !182)
!182 = distinct !DILocation(line: 80, column: 3, scope: !15)
!183 = !DILocation(line: 0, scope: !168, inlinedAt: !182)
!184 = !DILocation(line: 30, column: 21, scope: !172, inlinedAt: !182)
!185 = !DILocation(line: 30, column: 3, scope: !168, inlinedAt: !182)
!186 = !DILocation(line: 0, scope: !170, inlinedAt: !182)
!187 = !DILocation(line: 31, column: 5, scope: !170, inlinedAt: !182)
!188 = !DILocation(line: 0, scope: !177, inlinedAt: !182)
!189 = !DILocation(line: 37, column: 5, scope: !177, inlinedAt: !182)
!190 = !DILocation(line: 0, scope: !174, inlinedAt: !182)
!191 = !DILocation(line: 32, column: 7, scope: !174, inlinedAt: !182)
!192 = !DILocation(line: 31, column: 33, scope: !175, inlinedAt: !182)
!193 = !DILocation(line: 31, column: 23, scope: !175, inlinedAt: !182)
!194 = distinct !{!194, !187, !195, !103, !104}
!195 = !DILocation(line: 36, column: 51, scope: !170, inlinedAt: !182)
!196 = !DILocation(line: 33, column: 26, scope: !197, inlinedAt: !182)
!197 = distinct !DILexicalBlock(scope: !174, file: !1, line: 32, column: 7)
!198 = !DILocation(line: 33, column: 24, scope: !197, inlinedAt: !182)
!199 = !DILocation(line: 34, column: 35, scope: !197, inlinedAt: !182)
!200 = !DILocation(line: 34, column: 33, scope: !197, inlinedAt: !182)
!201 = !DILocation(line: 34, column: 54, scope: !197, inlinedAt: !182)
!202 = !DILocation(line: 34, column: 52, scope: !197, inlinedAt: !182)
!203 = !DILocation(line: 34, column: 50, scope: !197, inlinedAt: !182)
!204 = !DILocation(line: 35, column: 33, scope: !197, inlinedAt: !182)
!205 = !DILocation(line: 34, column: 69, scope: !197, inlinedAt: !182)
!206 = !DILocation(line: 35, column: 54, scope: !197, inlinedAt: !182)
!207 = !DILocation(line: 35, column: 52, scope: !197, inlinedAt: !182)
!208 = !DILocation(line: 35, column: 50, scope: !197, inlinedAt: !182)
!209 = !DILocation(line: 35, column: 69, scope: !197, inlinedAt: !182)
!210 = !DILocation(line: 33, column: 37, scope: !197, inlinedAt: !182)
!211 = !DILocation(line: 33, column: 9, scope: !197, inlinedAt: !182)
!212 = !DILocation(line: 33, column: 22, scope: !197, inlinedAt: !182)
!213 = !DILocation(line: 32, column: 25, scope: !197, inlinedAt: !182)
!214 = distinct !{!214, !191, !215, !103, !104}
!215 = !DILocation(line: 36, column: 51, scope: !174, inlinedAt: !182)
!216 = !DILocation(line: 0, scope: !179, inlinedAt: !182)
!217 = !DILocation(line: 41, column: 5, scope: !179, inlinedAt: !182)
!218 = !DILocation(line: 38, column: 22, scope: !219, inlinedAt: !182)
!219 = distinct !DILexicalBlock(scope: !220, file: !1, line: 37, column: 33)
!220 = distinct !DILexicalBlock(scope: !177, file: !1, line: 37, column: 5)
!221 = !DILocation(line: 38, column: 7, scope: !219, inlinedAt: !182)
!222 = !DILocation(line: 38, column: 20, scope: !219, inlinedAt: !182)
!223 = !DILocation(line: 39, column: 28, scope: !219, inlinedAt: !182)
!224 = !DILocation(line: 39, column: 26, scope: !219, inlinedAt: !182)
!225 = !DILocation(line: 39, column: 7, scope: !219, inlinedAt: !182)
!226 = !DILocation(line: 39, column: 24, scope: !219, inlinedAt: !182)
!227 = !DILocation(line: 37, column: 29, scope: !220, inlinedAt: !182)
!228 = !DILocation(line: 37, column: 23, scope: !220, inlinedAt: !182)
!229 = distinct !{!229, !189, !230, !103, !104}
!230 = !DILocation(line: 40, column: 5, scope: !177, inlinedAt: !182)
!231 = !DILocation(line: 0, scope: !171, inlinedAt: !182)
!232 = !DILocation(line: 30, column: 31, scope: !172, inlinedAt: !182)
!233 = distinct !{!233, !185, !234, !103, !104}
!234 = !DILocation(line: 48, column: 3, scope: !168, inlinedAt: !182)
!235 = !DILocation(line: 42, column: 24, scope: !236, inlinedAt: !182)
!236 = distinct !DILexicalBlock(scope: !237, file: !1, line: 41, column: 33)
!237 = distinct !DILexicalBlock(scope: !179, file: !1, line: 41, column: 5)
!238 = !DILocation(line: 42, column: 22, scope: !236, inlinedAt: !182)
!239 = !DILocation(line: 42, column: 7, scope: !236, inlinedAt: !182)
!240 = !DILocation(line: 42, column: 20, scope: !236, inlinedAt: !182)
!241 = !DILocation(line: 43, column: 28, scope: !236, inlinedAt: !182)
!242 = !DILocation(line: 43, column: 26, scope: !236, inlinedAt: !182)
!243 = !DILocation(line: 43, column: 7, scope: !236, inlinedAt: !182)
!244 = !DILocation(line: 43, column: 24, scope: !236, inlinedAt: !182)
!245 = !DILocation(line: 41, column: 29, scope: !237, inlinedAt: !182)
!246 = !DILocation(line: 41, column: 23, scope: !237, inlinedAt: !182)
!247 = distinct !{!247, !217, !248, !103, !104}
!248 = !DILocation(line: 44, column: 5, scope: !179, inlinedAt: !182)
!249 = !DILocation(line: 13, column: 3, scope: !130, inlinedAt: !250)
!250 = distinct !DILocation(line: 81, column: 15, scope: !15)
!251 = !DILocation(line: 13, column: 19, scope: !130, inlinedAt: !250)
!252 = !DILocation(line: 14, column: 3, scope: !130, inlinedAt: !250)
!253 = !DILocation(line: 15, column: 13, scope: !130, inlinedAt: !250)
!254 = !DILocation(line: 15, column: 10, scope: !130, inlinedAt: !250)
!255 = !DILocation(line: 15, column: 25, scope: !130, inlinedAt: !250)
!256 = !DILocation(line: 15, column: 22, scope: !130, inlinedAt: !250)
!257 = !DILocation(line: 15, column: 20, scope: !130, inlinedAt: !250)
!258 = !DILocation(line: 16, column: 1, scope: !130, inlinedAt: !250)
!259 = !DILocation(line: 82, column: 11, scope: !15)
!260 = !DILocation(line: 82, column: 47, scope: !15)
!261 = !DILocation(line: 82, column: 3, scope: !15)
!262 = !DILocation(line: 83, column: 28, scope: !15)
!263 = !DILocation(line: 83, column: 17, scope: !15)
!264 = !DILocation(line: 84, column: 12, scope: !265)
!265 = distinct !DILexicalBlock(scope: !15, file: !1, line: 84, column: 7)
!266 = !DILocation(line: 84, column: 17, scope: !265)
!267 = !DILocation(line: 84, column: 28, scope: !265)
!268 = !DILocation(line: 84, column: 21, scope: !265)
!269 = !DILocation(line: 84, column: 7, scope: !15)
!270 = !DILocalVariable(name: "n", arg: 1, scope: !271, file: !1, line: 60, type: !3)
!271 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 60, type: !272, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !276)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !3, !3, !274}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!276 = !{!270, !277, !278, !279, !281}
!277 = !DILocalVariable(name: "m", arg: 2, scope: !271, file: !1, line: 60, type: !3)
!278 = !DILocalVariable(name: "u", arg: 3, scope: !271, file: !1, line: 60, type: !274)
!279 = !DILocalVariable(name: "i", scope: !280, file: !1, line: 62, type: !3)
!280 = distinct !DILexicalBlock(scope: !271, file: !1, line: 62, column: 3)
!281 = !DILocalVariable(name: "j", scope: !282, file: !1, line: 63, type: !3)
!282 = distinct !DILexicalBlock(scope: !283, file: !1, line: 63, column: 5)
!283 = distinct !DILexicalBlock(scope: !284, file: !1, line: 62, column: 31)
!284 = distinct !DILexicalBlock(scope: !280, file: !1, line: 62, column: 3)
!285 = !DILocation(line: 0, scope: !271, inlinedAt: !286)
!286 = distinct !DILocation(line: 85, column: 5, scope: !265)
!287 = !DILocation(line: 0, scope: !280, inlinedAt: !286)
!288 = !DILocation(line: 62, column: 3, scope: !280, inlinedAt: !286)
!289 = !DILocation(line: 62, column: 21, scope: !284, inlinedAt: !286)
!290 = !DILocation(line: 0, scope: !282, inlinedAt: !286)
!291 = !DILocation(line: 63, column: 5, scope: !282, inlinedAt: !286)
!292 = !DILocation(line: 65, column: 13, scope: !283, inlinedAt: !286)
!293 = !DILocation(line: 65, column: 5, scope: !283, inlinedAt: !286)
!294 = !DILocation(line: 62, column: 27, scope: !284, inlinedAt: !286)
!295 = distinct !{!295, !288, !296, !103, !104}
!296 = !DILocation(line: 66, column: 3, scope: !280, inlinedAt: !286)
!297 = !DILocation(line: 64, column: 15, scope: !298, inlinedAt: !286)
!298 = distinct !DILexicalBlock(scope: !282, file: !1, line: 63, column: 5)
!299 = !DILocation(line: 64, column: 35, scope: !298, inlinedAt: !286)
!300 = !DILocation(line: 64, column: 33, scope: !298, inlinedAt: !286)
!301 = !DILocation(line: 64, column: 7, scope: !298, inlinedAt: !286)
!302 = !DILocation(line: 63, column: 29, scope: !298, inlinedAt: !286)
!303 = !DILocation(line: 63, column: 23, scope: !298, inlinedAt: !286)
!304 = distinct !{!304, !291, !305, !103, !104}
!305 = !DILocation(line: 64, column: 45, scope: !282, inlinedAt: !286)
!306 = !DILocalVariable(name: "n", arg: 1, scope: !307, file: !1, line: 51, type: !3)
!307 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 51, type: !308, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !310)
!308 = !DISubroutineType(types: !309)
!309 = !{!26, !3, !3, !274}
!310 = !{!306, !311, !312, !313, !314, !316}
!311 = !DILocalVariable(name: "m", arg: 2, scope: !307, file: !1, line: 51, type: !3)
!312 = !DILocalVariable(name: "u", arg: 3, scope: !307, file: !1, line: 51, type: !274)
!313 = !DILocalVariable(name: "s", scope: !307, file: !1, line: 53, type: !26)
!314 = !DILocalVariable(name: "i", scope: !315, file: !1, line: 54, type: !3)
!315 = distinct !DILexicalBlock(scope: !307, file: !1, line: 54, column: 3)
!316 = !DILocalVariable(name: "j", scope: !317, file: !1, line: 55, type: !3)
!317 = distinct !DILexicalBlock(scope: !318, file: !1, line: 55, column: 5)
!318 = distinct !DILexicalBlock(scope: !315, file: !1, line: 54, column: 3)
!319 = !DILocation(line: 0, scope: !307, inlinedAt: !320)
!320 = distinct !DILocation(line: 86, column: 29, scope: !15)
!321 = !DILocation(line: 0, scope: !315, inlinedAt: !320)
!322 = !DILocation(line: 54, column: 3, scope: !315, inlinedAt: !320)
!323 = !DILocation(line: 54, column: 21, scope: !318, inlinedAt: !320)
!324 = !DILocation(line: 0, scope: !317, inlinedAt: !320)
!325 = !DILocation(line: 55, column: 5, scope: !317, inlinedAt: !320)
!326 = !DILocation(line: 54, column: 27, scope: !318, inlinedAt: !320)
!327 = distinct !{!327, !322, !328, !103, !104}
!328 = !DILocation(line: 56, column: 43, scope: !315, inlinedAt: !320)
!329 = !DILocation(line: 56, column: 14, scope: !330, inlinedAt: !320)
!330 = distinct !DILexicalBlock(scope: !317, file: !1, line: 55, column: 5)
!331 = !DILocation(line: 56, column: 12, scope: !330, inlinedAt: !320)
!332 = !DILocation(line: 56, column: 35, scope: !330, inlinedAt: !320)
!333 = !DILocation(line: 56, column: 40, scope: !330, inlinedAt: !320)
!334 = !DILocation(line: 56, column: 30, scope: !330, inlinedAt: !320)
!335 = !DILocation(line: 56, column: 27, scope: !330, inlinedAt: !320)
!336 = !DILocation(line: 56, column: 9, scope: !330, inlinedAt: !320)
!337 = !DILocation(line: 55, column: 29, scope: !330, inlinedAt: !320)
!338 = !DILocation(line: 55, column: 23, scope: !330, inlinedAt: !320)
!339 = distinct !{!339, !325, !340, !103, !104}
!340 = !DILocation(line: 56, column: 43, scope: !317, inlinedAt: !320)
!341 = !DILocation(line: 53, column: 10, scope: !307, inlinedAt: !320)
!342 = !DILocation(line: 86, column: 3, scope: !15)
!343 = !DILocation(line: 87, column: 3, scope: !15)
!344 = !DILocation(line: 88, column: 3, scope: !15)
!345 = !DILocation(line: 89, column: 3, scope: !15)
!346 = !DISubprogram(name: "clock_gettime", scope: !347, file: !347, line: 288, type: !348, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !354)
!347 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!348 = !DISubroutineType(types: !349)
!349 = !{!3, !350, !353}
!350 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !351, line: 7, baseType: !352)
!351 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !140, line: 169, baseType: !3)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!354 = !{}
