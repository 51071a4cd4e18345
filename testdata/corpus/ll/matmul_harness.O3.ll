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
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #11, !dbg !53
  %10 = trunc i64 %9 to i32, !dbg !54
  br label %11, !dbg !37

11:                                               ; preds = %2, %6
  %12 = phi i32 [ %10, %6 ], [ 48, %2 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %12, metadata !25, metadata !DIExpression()), !dbg !35
  %13 = sext i32 %12 to i64, !dbg !55
  %14 = shl nsw i64 %13, 3, !dbg !56
  %15 = mul i64 %14, %13, !dbg !57
  %16 = tail call noalias i8* @malloc(i64 noundef %15) #11, !dbg !58
  %17 = bitcast i8* %16 to double*, !dbg !58
  call void @llvm.dbg.value(metadata double* %17, metadata !26, metadata !DIExpression()), !dbg !35
  %18 = tail call noalias i8* @malloc(i64 noundef %15) #11, !dbg !59
  %19 = bitcast i8* %18 to double*, !dbg !59
  call void @llvm.dbg.value(metadata double* %19, metadata !28, metadata !DIExpression()), !dbg !35
  %20 = tail call noalias i8* @malloc(i64 noundef %15) #11, !dbg !60
  %21 = bitcast i8* %20 to double*, !dbg !60
  call void @llvm.dbg.value(metadata double* %21, metadata !29, metadata !DIExpression()), !dbg !35
  %22 = tail call noalias i8* @malloc(i64 noundef %15) #11, !dbg !61
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
  %27 = zext i32 %12 to i64, !dbg !77
  %28 = mul nuw nsw i64 %27, %27, !dbg !77
  %29 = shl i64 %28, 3, !dbg !77
  call void @llvm.memset.p0i8.i64(i8* align 8 %22, i8 0, i64 %29, i1 false), !dbg !78, !tbaa !82
  br label %30, !dbg !77

30:                                               ; preds = %52, %25
  %31 = phi i64 [ %53, %52 ], [ 0, %25 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !70, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !72
  %32 = mul nuw nsw i64 %31, %27
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
  %41 = add nuw nsw i64 %34, %32, !dbg !89
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
  %53 = add nuw nsw i64 %31, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %53, metadata !70, metadata !DIExpression()), !dbg !72
  %54 = icmp eq i64 %53, %27, !dbg !74
  br i1 %54, label %55, label %30, !dbg !77, !llvm.loop !105

55:                                               ; preds = %52, %11
  %56 = bitcast %struct.timespec* %4 to i8*, !dbg !107
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %56) #11, !dbg !107
  call void @llvm.dbg.declare(metadata %struct.timespec* %4, metadata !112, metadata !DIExpression()) #11, !dbg !123
  %57 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %4) #11, !dbg !124
  %58 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 0, !dbg !125
  %59 = load i64, i64* %58, align 8, !dbg !125, !tbaa !126
  %60 = sitofp i64 %59 to double, !dbg !129
  %61 = getelementptr inbounds %struct.timespec, %struct.timespec* %4, i64 0, i32 1, !dbg !130
  %62 = load i64, i64* %61, align 8, !dbg !130, !tbaa !131
  %63 = sitofp i64 %62 to double, !dbg !132
  %64 = call double @llvm.fmuladd.f64(double %63, double 1.000000e-09, double %60) #11, !dbg !133
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %56) #11, !dbg !134
  call void @llvm.dbg.value(metadata double %64, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %12, metadata !135, metadata !DIExpression()) #11, !dbg !154
  call void @llvm.dbg.value(metadata double* %17, metadata !142, metadata !DIExpression()) #11, !dbg !154
  call void @llvm.dbg.value(metadata double* %19, metadata !143, metadata !DIExpression()) #11, !dbg !154
  call void @llvm.dbg.value(metadata double* %23, metadata !144, metadata !DIExpression()) #11, !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()) #11, !dbg !154
  br i1 %24, label %65, label %218, !dbg !156

65:                                               ; preds = %55
  %66 = zext i32 %12 to i64, !dbg !156
  %67 = add nsw i64 %66, -1, !dbg !156
  %68 = and i64 %66, 1
  %69 = icmp eq i64 %67, 0
  %70 = and i64 %66, 4294967294
  %71 = icmp eq i64 %68, 0
  br label %72, !dbg !156

72:                                               ; preds = %120, %65
  %73 = phi i64 [ 0, %65 ], [ %121, %120 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !145, metadata !DIExpression()) #11, !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()) #11, !dbg !154
  %74 = mul nuw nsw i64 %73, %66
  br label %75, !dbg !157

75:                                               ; preds = %114, %72
  %76 = phi i64 [ %118, %114 ], [ 0, %72 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !146, metadata !DIExpression()) #11, !dbg !154
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !148, metadata !DIExpression()) #11, !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !147, metadata !DIExpression()) #11, !dbg !154
  br i1 %69, label %101, label %77, !dbg !159

77:                                               ; preds = %75, %77
  %78 = phi i64 [ %98, %77 ], [ 0, %75 ]
  %79 = phi double [ %97, %77 ], [ 0.000000e+00, %75 ]
  %80 = phi i64 [ %99, %77 ], [ 0, %75 ]
  call void @llvm.dbg.value(metadata double %79, metadata !148, metadata !DIExpression()) #11, !dbg !158
  call void @llvm.dbg.value(metadata i64 %78, metadata !147, metadata !DIExpression()) #11, !dbg !154
  %81 = add nuw nsw i64 %78, %74, !dbg !161
  %82 = getelementptr inbounds double, double* %17, i64 %81, !dbg !163
  %83 = load double, double* %82, align 8, !dbg !163, !tbaa !82
  %84 = mul nuw nsw i64 %78, %66, !dbg !164
  %85 = add nuw nsw i64 %84, %76, !dbg !165
  %86 = getelementptr inbounds double, double* %19, i64 %85, !dbg !166
  %87 = load double, double* %86, align 8, !dbg !166, !tbaa !82
  %88 = call double @llvm.fmuladd.f64(double %83, double %87, double %79) #11, !dbg !167
  call void @llvm.dbg.value(metadata double %88, metadata !148, metadata !DIExpression()) #11, !dbg !158
  %89 = or i64 %78, 1, !dbg !168
  call void @llvm.dbg.value(metadata i64 %89, metadata !147, metadata !DIExpression()) #11, !dbg !154
  call void @llvm.dbg.value(metadata double %88, metadata !148, metadata !DIExpression()) #11, !dbg !158
  call void @llvm.dbg.value(metadata i64 %89, metadata !147, metadata !DIExpression()) #11, !dbg !154
  %90 = add nuw nsw i64 %89, %74, !dbg !161
  %91 = getelementptr inbounds double, double* %17, i64 %90, !dbg !163
  %92 = load double, double* %91, align 8, !dbg !163, !tbaa !82
  %93 = mul nuw nsw i64 %89, %66, !dbg !164
  %94 = add nuw nsw i64 %93, %76, !dbg !165
  %95 = getelementptr inbounds double, double* %19, i64 %94, !dbg !166
  %96 = load double, double* %95, align 8, !dbg !166, !tbaa !82
  %97 = call double @llvm.fmuladd.f64(double %92, double %96, double %88) #11, !dbg !167
  call void @llvm.dbg.value(metadata double %97, metadata !148, metadata !DIExpression()) #11, !dbg !158
  %98 = add nuw nsw i64 %78, 2, !dbg !168
  call void @llvm.dbg.value(metadata i64 %98, metadata !147, metadata !DIExpression()) #11, !dbg !154
  %99 = add i64 %80, 2, !dbg !159
  %100 = icmp eq i64 %99, %70, !dbg !159
  br i1 %100, label %101, label %77, !dbg !159, !llvm.loop !169

101:                                              ; preds = %77, %75
  %102 = phi double [ undef, %75 ], [ %97, %77 ]
  %103 = phi i64 [ 0, %75 ], [ %98, %77 ]
  %104 = phi double [ 0.000000e+00, %75 ], [ %97, %77 ]
  br i1 %71, label %114, label %105, !dbg !159

105:                                              ; preds = %101
  call void @llvm.dbg.value(metadata double %104, metadata !148, metadata !DIExpression()) #11, !dbg !158
  call void @llvm.dbg.value(metadata i64 %103, metadata !147, metadata !DIExpression()) #11, !dbg !154
  %106 = add nuw nsw i64 %103, %74, !dbg !161
  %107 = getelementptr inbounds double, double* %17, i64 %106, !dbg !163
  %108 = load double, double* %107, align 8, !dbg !163, !tbaa !82
  %109 = mul nuw nsw i64 %103, %66, !dbg !164
  %110 = add nuw nsw i64 %109, %76, !dbg !165
  %111 = getelementptr inbounds double, double* %19, i64 %110, !dbg !166
  %112 = load double, double* %111, align 8, !dbg !166, !tbaa !82
  %113 = call double @llvm.fmuladd.f64(double %108, double %112, double %104) #11, !dbg !167
  call void @llvm.dbg.value(metadata double %113, metadata !148, metadata !DIExpression()) #11, !dbg !158
  call void @llvm.dbg.value(metadata i64 %103, metadata !147, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !154
  br label %114, !dbg !171

114:                                              ; preds = %101, %105
  %115 = phi double [ %102, %101 ], [ %113, %105 ], !dbg !167
  %116 = add nuw nsw i64 %76, %74, !dbg !171
  %117 = getelementptr inbounds double, double* %23, i64 %116, !dbg !172
  store double %115, double* %117, align 8, !dbg !173, !tbaa !82
  %118 = add nuw nsw i64 %76, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %118, metadata !146, metadata !DIExpression()) #11, !dbg !154
  %119 = icmp eq i64 %118, %66, !dbg !175
  br i1 %119, label %120, label %75, !dbg !157, !llvm.loop !176

120:                                              ; preds = %114
  %121 = add nuw nsw i64 %73, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %121, metadata !145, metadata !DIExpression()) #11, !dbg !154
  %122 = icmp eq i64 %121, %66, !dbg !179
  br i1 %122, label %123, label %72, !dbg !156, !llvm.loop !180

123:                                              ; preds = %120
  %124 = and i64 %66, 1
  %125 = icmp eq i64 %67, 0
  %126 = and i64 %66, 4294967294
  %127 = icmp eq i64 %124, 0
  br label %128, !dbg !182

128:                                              ; preds = %123, %159
  %129 = phi i64 [ %160, %159 ], [ 0, %123 ]
  call void @llvm.dbg.value(metadata i64 %129, metadata !193, metadata !DIExpression()) #11, !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()) #11, !dbg !203
  %130 = mul nuw nsw i64 %129, %66
  br i1 %125, label %150, label %131, !dbg !204

131:                                              ; preds = %128, %131
  %132 = phi i64 [ %147, %131 ], [ 0, %128 ]
  %133 = phi i64 [ %148, %131 ], [ 0, %128 ]
  call void @llvm.dbg.value(metadata i64 %132, metadata !194, metadata !DIExpression()) #11, !dbg !203
  %134 = add nuw nsw i64 %132, %130, !dbg !207
  %135 = getelementptr inbounds double, double* %19, i64 %134, !dbg !209
  %136 = load double, double* %135, align 8, !dbg !209, !tbaa !82
  %137 = mul nuw nsw i64 %132, %66, !dbg !210
  %138 = add nuw nsw i64 %137, %129, !dbg !211
  %139 = getelementptr inbounds double, double* %21, i64 %138, !dbg !212
  store double %136, double* %139, align 8, !dbg !213, !tbaa !82
  %140 = or i64 %132, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %140, metadata !194, metadata !DIExpression()) #11, !dbg !203
  call void @llvm.dbg.value(metadata i64 %140, metadata !194, metadata !DIExpression()) #11, !dbg !203
  %141 = add nuw nsw i64 %140, %130, !dbg !207
  %142 = getelementptr inbounds double, double* %19, i64 %141, !dbg !209
  %143 = load double, double* %142, align 8, !dbg !209, !tbaa !82
  %144 = mul nuw nsw i64 %140, %66, !dbg !210
  %145 = add nuw nsw i64 %144, %129, !dbg !211
  %146 = getelementptr inbounds double, double* %21, i64 %145, !dbg !212
  store double %143, double* %146, align 8, !dbg !213, !tbaa !82
  %147 = add nuw nsw i64 %132, 2, !dbg !214
  call void @llvm.dbg.value(metadata i64 %147, metadata !194, metadata !DIExpression()) #11, !dbg !203
  %148 = add i64 %133, 2, !dbg !204
  %149 = icmp eq i64 %148, %126, !dbg !204
  br i1 %149, label %150, label %131, !dbg !204, !llvm.loop !215

150:                                              ; preds = %131, %128
  %151 = phi i64 [ 0, %128 ], [ %147, %131 ]
  br i1 %127, label %159, label %152, !dbg !204

152:                                              ; preds = %150
  call void @llvm.dbg.value(metadata i64 %151, metadata !194, metadata !DIExpression()) #11, !dbg !203
  %153 = add nuw nsw i64 %151, %130, !dbg !207
  %154 = getelementptr inbounds double, double* %19, i64 %153, !dbg !209
  %155 = load double, double* %154, align 8, !dbg !209, !tbaa !82
  %156 = mul nuw nsw i64 %151, %66, !dbg !210
  %157 = add nuw nsw i64 %156, %129, !dbg !211
  %158 = getelementptr inbounds double, double* %21, i64 %157, !dbg !212
  store double %155, double* %158, align 8, !dbg !213, !tbaa !82
  call void @llvm.dbg.value(metadata i64 %151, metadata !194, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !203
  br label %159, !dbg !217

159:                                              ; preds = %150, %152
  %160 = add nuw nsw i64 %129, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %160, metadata !193, metadata !DIExpression()) #11, !dbg !203
  %161 = icmp eq i64 %160, %66, !dbg !218
  br i1 %161, label %162, label %128, !dbg !182, !llvm.loop !219

162:                                              ; preds = %159
  %163 = and i64 %66, 1
  %164 = icmp eq i64 %67, 0
  %165 = and i64 %66, 4294967294
  %166 = icmp eq i64 %163, 0
  br label %167, !dbg !221

167:                                              ; preds = %162, %215
  %168 = phi i64 [ %216, %215 ], [ 0, %162 ]
  call void @llvm.dbg.value(metadata i64 %168, metadata !193, metadata !DIExpression()) #11, !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()) #11, !dbg !203
  %169 = mul nuw nsw i64 %168, %66
  br label %170, !dbg !222

170:                                              ; preds = %207, %167
  %171 = phi i64 [ %213, %207 ], [ 0, %167 ]
  call void @llvm.dbg.value(metadata i64 %171, metadata !194, metadata !DIExpression()) #11, !dbg !203
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !196, metadata !DIExpression()) #11, !dbg !223
  call void @llvm.dbg.value(metadata i32 0, metadata !195, metadata !DIExpression()) #11, !dbg !203
  %172 = mul nuw nsw i64 %171, %66
  br i1 %164, label %195, label %173, !dbg !224

173:                                              ; preds = %170, %173
  %174 = phi i64 [ %192, %173 ], [ 0, %170 ]
  %175 = phi double [ %191, %173 ], [ 0.000000e+00, %170 ]
  %176 = phi i64 [ %193, %173 ], [ 0, %170 ]
  call void @llvm.dbg.value(metadata double %175, metadata !196, metadata !DIExpression()) #11, !dbg !223
  call void @llvm.dbg.value(metadata i64 %174, metadata !195, metadata !DIExpression()) #11, !dbg !203
  %177 = add nuw nsw i64 %174, %169, !dbg !226
  %178 = getelementptr inbounds double, double* %17, i64 %177, !dbg !228
  %179 = load double, double* %178, align 8, !dbg !228, !tbaa !82
  %180 = add nuw nsw i64 %174, %172, !dbg !229
  %181 = getelementptr inbounds double, double* %21, i64 %180, !dbg !230
  %182 = load double, double* %181, align 8, !dbg !230, !tbaa !82
  %183 = call double @llvm.fmuladd.f64(double %179, double %182, double %175) #11, !dbg !231
  call void @llvm.dbg.value(metadata double %183, metadata !196, metadata !DIExpression()) #11, !dbg !223
  %184 = or i64 %174, 1, !dbg !232
  call void @llvm.dbg.value(metadata i64 %184, metadata !195, metadata !DIExpression()) #11, !dbg !203
  call void @llvm.dbg.value(metadata double %183, metadata !196, metadata !DIExpression()) #11, !dbg !223
  call void @llvm.dbg.value(metadata i64 %184, metadata !195, metadata !DIExpression()) #11, !dbg !203
  %185 = add nuw nsw i64 %184, %169, !dbg !226
  %186 = getelementptr inbounds double, double* %17, i64 %185, !dbg !228
  %187 = load double, double* %186, align 8, !dbg !228, !tbaa !82
  %188 = add nuw nsw i64 %184, %172, !dbg !229
  %189 = getelementptr inbounds double, double* %21, i64 %188, !dbg !230
  %190 = load double, double* %189, align 8, !dbg !230, !tbaa !82
  %191 = call double @llvm.fmuladd.f64(double %187, double %190, double %183) #11, !dbg !231
  call void @llvm.dbg.value(metadata double %191, metadata !196, metadata !DIExpression()) #11, !dbg !223
  %192 = add nuw nsw i64 %174, 2, !dbg !232
  call void @llvm.dbg.value(metadata i64 %192, metadata !195, metadata !DIExpression()) #11, !dbg !203
  %193 = add i64 %176, 2, !dbg !224
  %194 = icmp eq i64 %193, %165, !dbg !224
  br i1 %194, label %195, label %173, !dbg !224, !llvm.loop !233

195:                                              ; preds = %173, %170
  %196 = phi double [ undef, %170 ], [ %191, %173 ]
  %197 = phi i64 [ 0, %170 ], [ %192, %173 ]
  %198 = phi double [ 0.000000e+00, %170 ], [ %191, %173 ]
  br i1 %166, label %207, label %199, !dbg !224

199:                                              ; preds = %195
  call void @llvm.dbg.value(metadata double %198, metadata !196, metadata !DIExpression()) #11, !dbg !223
  call void @llvm.dbg.value(metadata i64 %197, metadata !195, metadata !DIExpression()) #11, !dbg !203
  %200 = add nuw nsw i64 %197, %169, !dbg !226
  %201 = getelementptr inbounds double, double* %17, i64 %200, !dbg !228
  %202 = load double, double* %201, align 8, !dbg !228, !tbaa !82
  %203 = add nuw nsw i64 %197, %172, !dbg !229
  %204 = getelementptr inbounds double, double* %21, i64 %203, !dbg !230
  %205 = load double, double* %204, align 8, !dbg !230, !tbaa !82
  %206 = call double @llvm.fmuladd.f64(double %202, double %205, double %198) #11, !dbg !231
  call void @llvm.dbg.value(metadata double %206, metadata !196, metadata !DIExpression()) #11, !dbg !223
  call void @llvm.dbg.value(metadata i64 %197, metadata !195, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !203
  br label %207, !dbg !235

207:                                              ; preds = %195, %199
  %208 = phi double [ %196, %195 ], [ %206, %199 ], !dbg !231
  %209 = add nuw nsw i64 %171, %169, !dbg !235
  %210 = getelementptr inbounds double, double* %23, i64 %209, !dbg !236
  %211 = load double, double* %210, align 8, !dbg !237, !tbaa !82
  %212 = fadd double %208, %211, !dbg !237
  store double %212, double* %210, align 8, !dbg !237, !tbaa !82
  %213 = add nuw nsw i64 %171, 1, !dbg !238
  call void @llvm.dbg.value(metadata i64 %213, metadata !194, metadata !DIExpression()) #11, !dbg !203
  %214 = icmp eq i64 %213, %66, !dbg !239
  br i1 %214, label %215, label %170, !dbg !222, !llvm.loop !240

215:                                              ; preds = %207
  %216 = add nuw nsw i64 %168, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %216, metadata !193, metadata !DIExpression()) #11, !dbg !203
  %217 = icmp eq i64 %216, %66, !dbg !243
  br i1 %217, label %218, label %167, !dbg !221, !llvm.loop !244

218:                                              ; preds = %215, %55
  %219 = bitcast %struct.timespec* %3 to i8*, !dbg !246
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %219) #11, !dbg !246
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !112, metadata !DIExpression()) #11, !dbg !248
  %220 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %3) #11, !dbg !249
  %221 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 0, !dbg !250
  %222 = load i64, i64* %221, align 8, !dbg !250, !tbaa !126
  %223 = sitofp i64 %222 to double, !dbg !251
  %224 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i64 0, i32 1, !dbg !252
  %225 = load i64, i64* %224, align 8, !dbg !252, !tbaa !131
  %226 = sitofp i64 %225 to double, !dbg !253
  %227 = call double @llvm.fmuladd.f64(double %226, double 1.000000e-09, double %223) #11, !dbg !254
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %219) #11, !dbg !255
  call void @llvm.dbg.value(metadata double %227, metadata !32, metadata !DIExpression()), !dbg !35
  %228 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !256, !tbaa !39
  %229 = fsub double %227, %64, !dbg !257
  %230 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %228, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), double noundef %229) #12, !dbg !258
  %231 = icmp sgt i32 %0, 42, !dbg !259
  br i1 %231, label %232, label %256, !dbg !261

232:                                              ; preds = %218
  %233 = load i8*, i8** %1, align 8, !dbg !262, !tbaa !39
  %234 = load i8, i8* %233, align 1, !dbg !263
  %235 = icmp eq i8 %234, 0, !dbg !263
  br i1 %235, label %236, label %256, !dbg !264

236:                                              ; preds = %232
  call void @llvm.dbg.value(metadata i32 %12, metadata !265, metadata !DIExpression()) #11, !dbg !272
  call void @llvm.dbg.value(metadata double* %23, metadata !270, metadata !DIExpression()) #11, !dbg !272
  call void @llvm.dbg.value(metadata i32 0, metadata !271, metadata !DIExpression()) #11, !dbg !272
  %237 = mul i32 %12, %12
  %238 = icmp eq i32 %237, 0, !dbg !274
  br i1 %238, label %256, label %239, !dbg !277

239:                                              ; preds = %236
  %240 = zext i32 %237 to i64, !dbg !274
  br label %241, !dbg !277

241:                                              ; preds = %253, %239
  %242 = phi i64 [ 0, %239 ], [ %254, %253 ]
  call void @llvm.dbg.value(metadata i64 %242, metadata !271, metadata !DIExpression()) #11, !dbg !272
  %243 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !278, !tbaa !39
  %244 = getelementptr inbounds double, double* %23, i64 %242, !dbg !280
  %245 = load double, double* %244, align 8, !dbg !280, !tbaa !82
  %246 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %243, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), double noundef %245) #13, !dbg !281
  %247 = trunc i64 %242 to i32, !dbg !282
  %248 = urem i32 %247, 20, !dbg !282
  %249 = icmp eq i32 %248, 19, !dbg !284
  br i1 %249, label %250, label %253, !dbg !285

250:                                              ; preds = %241
  %251 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !286, !tbaa !39
  %252 = call i32 @fputc(i32 10, %struct._IO_FILE* %251) #11, !dbg !287
  br label %253, !dbg !287

253:                                              ; preds = %250, %241
  %254 = add nuw nsw i64 %242, 1, !dbg !288
  call void @llvm.dbg.value(metadata i64 %254, metadata !271, metadata !DIExpression()) #11, !dbg !272
  %255 = icmp eq i64 %254, %240, !dbg !274
  br i1 %255, label %256, label %241, !dbg !277, !llvm.loop !289

256:                                              ; preds = %253, %236, %232, %218
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !35
  %257 = mul i32 %12, %12
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !35
  %258 = icmp eq i32 %257, 0, !dbg !291
  br i1 %258, label %319, label %259, !dbg !294

259:                                              ; preds = %256
  %260 = zext i32 %257 to i64, !dbg !291
  %261 = add nsw i64 %260, -1, !dbg !294
  %262 = and i64 %260, 7, !dbg !294
  %263 = icmp ult i64 %261, 7, !dbg !294
  br i1 %263, label %304, label %264, !dbg !294

264:                                              ; preds = %259
  %265 = and i64 %260, 4294967288, !dbg !294
  br label %266, !dbg !294

266:                                              ; preds = %266, %264
  %267 = phi i64 [ 0, %264 ], [ %301, %266 ]
  %268 = phi double [ 0.000000e+00, %264 ], [ %300, %266 ]
  %269 = phi i64 [ 0, %264 ], [ %302, %266 ]
  call void @llvm.dbg.value(metadata i64 %267, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %268, metadata !33, metadata !DIExpression()), !dbg !35
  %270 = getelementptr inbounds double, double* %23, i64 %267, !dbg !295
  %271 = load double, double* %270, align 8, !dbg !295, !tbaa !82
  %272 = fadd double %268, %271, !dbg !296
  call void @llvm.dbg.value(metadata double %272, metadata !33, metadata !DIExpression()), !dbg !35
  %273 = or i64 %267, 1, !dbg !297
  call void @llvm.dbg.value(metadata i64 %273, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %273, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %272, metadata !33, metadata !DIExpression()), !dbg !35
  %274 = getelementptr inbounds double, double* %23, i64 %273, !dbg !295
  %275 = load double, double* %274, align 8, !dbg !295, !tbaa !82
  %276 = fadd double %272, %275, !dbg !296
  call void @llvm.dbg.value(metadata double %276, metadata !33, metadata !DIExpression()), !dbg !35
  %277 = or i64 %267, 2, !dbg !297
  call void @llvm.dbg.value(metadata i64 %277, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %277, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %276, metadata !33, metadata !DIExpression()), !dbg !35
  %278 = getelementptr inbounds double, double* %23, i64 %277, !dbg !295
  %279 = load double, double* %278, align 8, !dbg !295, !tbaa !82
  %280 = fadd double %276, %279, !dbg !296
  call void @llvm.dbg.value(metadata double %280, metadata !33, metadata !DIExpression()), !dbg !35
  %281 = or i64 %267, 3, !dbg !297
  call void @llvm.dbg.value(metadata i64 %281, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %281, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %280, metadata !33, metadata !DIExpression()), !dbg !35
  %282 = getelementptr inbounds double, double* %23, i64 %281, !dbg !295
  %283 = load double, double* %282, align 8, !dbg !295, !tbaa !82
  %284 = fadd double %280, %283, !dbg !296
  call void @llvm.dbg.value(metadata double %284, metadata !33, metadata !DIExpression()), !dbg !35
  %285 = or i64 %267, 4, !dbg !297
  call void @llvm.dbg.value(metadata i64 %285, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %285, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %284, metadata !33, metadata !DIExpression()), !dbg !35
  %286 = getelementptr inbounds double, double* %23, i64 %285, !dbg !295
  %287 = load double, double* %286, align 8, !dbg !295, !tbaa !82
  %288 = fadd double %284, %287, !dbg !296
  call void @llvm.dbg.value(metadata double %288, metadata !33, metadata !DIExpression()), !dbg !35
  %289 = or i64 %267, 5, !dbg !297
  call void @llvm.dbg.value(metadata i64 %289, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %289, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %288, metadata !33, metadata !DIExpression()), !dbg !35
  %290 = getelementptr inbounds double, double* %23, i64 %289, !dbg !295
  %291 = load double, double* %290, align 8, !dbg !295, !tbaa !82
  %292 = fadd double %288, %291, !dbg !296
  call void @llvm.dbg.value(metadata double %292, metadata !33, metadata !DIExpression()), !dbg !35
  %293 = or i64 %267, 6, !dbg !297
  call void @llvm.dbg.value(metadata i64 %293, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %293, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %292, metadata !33, metadata !DIExpression()), !dbg !35
  %294 = getelementptr inbounds double, double* %23, i64 %293, !dbg !295
  %295 = load double, double* %294, align 8, !dbg !295, !tbaa !82
  %296 = fadd double %292, %295, !dbg !296
  call void @llvm.dbg.value(metadata double %296, metadata !33, metadata !DIExpression()), !dbg !35
  %297 = or i64 %267, 7, !dbg !297
  call void @llvm.dbg.value(metadata i64 %297, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %297, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %296, metadata !33, metadata !DIExpression()), !dbg !35
  %298 = getelementptr inbounds double, double* %23, i64 %297, !dbg !295
  %299 = load double, double* %298, align 8, !dbg !295, !tbaa !82
  %300 = fadd double %296, %299, !dbg !296
  call void @llvm.dbg.value(metadata double %300, metadata !33, metadata !DIExpression()), !dbg !35
  %301 = add nuw nsw i64 %267, 8, !dbg !297
  call void @llvm.dbg.value(metadata i64 %301, metadata !34, metadata !DIExpression()), !dbg !35
  %302 = add i64 %269, 8, !dbg !294
  %303 = icmp eq i64 %302, %265, !dbg !294
  br i1 %303, label %304, label %266, !dbg !294, !llvm.loop !298

304:                                              ; preds = %266, %259
  %305 = phi double [ undef, %259 ], [ %300, %266 ]
  %306 = phi i64 [ 0, %259 ], [ %301, %266 ]
  %307 = phi double [ 0.000000e+00, %259 ], [ %300, %266 ]
  %308 = icmp eq i64 %262, 0, !dbg !294
  br i1 %308, label %319, label %309, !dbg !294

309:                                              ; preds = %304, %309
  %310 = phi i64 [ %316, %309 ], [ %306, %304 ]
  %311 = phi double [ %315, %309 ], [ %307, %304 ]
  %312 = phi i64 [ %317, %309 ], [ 0, %304 ]
  call void @llvm.dbg.value(metadata i64 %310, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %311, metadata !33, metadata !DIExpression()), !dbg !35
  %313 = getelementptr inbounds double, double* %23, i64 %310, !dbg !295
  %314 = load double, double* %313, align 8, !dbg !295, !tbaa !82
  %315 = fadd double %311, %314, !dbg !296
  call void @llvm.dbg.value(metadata double %315, metadata !33, metadata !DIExpression()), !dbg !35
  %316 = add nuw nsw i64 %310, 1, !dbg !297
  call void @llvm.dbg.value(metadata i64 %316, metadata !34, metadata !DIExpression()), !dbg !35
  %317 = add i64 %312, 1, !dbg !294
  %318 = icmp eq i64 %317, %262, !dbg !294
  br i1 %318, label %319, label %309, !dbg !294, !llvm.loop !300

319:                                              ; preds = %304, %309, %256
  %320 = phi double [ 0.000000e+00, %256 ], [ %305, %304 ], [ %315, %309 ], !dbg !35
  %321 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %320), !dbg !302
  call void @free(i8* noundef %16) #11, !dbg !303
  call void @free(i8* noundef %18) #11, !dbg !304
  call void @free(i8* noundef %20) #11, !dbg !305
  call void @free(i8* noundef %22) #11, !dbg !306
  ret i32 0, !dbg !307
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
declare !dbg !308 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #7

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
!101 = distinct !{!101, !84, !102, !103}
!102 = !DILocation(line: 25, column: 5, scope: !81, inlinedAt: !73)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocation(line: 20, column: 23, scope: !75, inlinedAt: !73)
!105 = distinct !{!105, !77, !106, !103}
!106 = !DILocation(line: 25, column: 5, scope: !76, inlinedAt: !73)
!107 = !DILocation(line: 12, column: 3, scope: !108, inlinedAt: !122)
!108 = distinct !DISubprogram(name: "now", scope: !1, file: !1, line: 10, type: !109, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!11}
!111 = !{!112}
!112 = !DILocalVariable(name: "ts", scope: !108, file: !1, line: 12, type: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !114, line: 11, size: 128, elements: !115)
!114 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!115 = !{!116, !120}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !113, file: !114, line: 16, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !118, line: 160, baseType: !119)
!118 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!119 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !113, file: !114, line: 21, baseType: !121, size: 64, offset: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !118, line: 197, baseType: !119)
!122 = distinct !DILocation(line: 77, column: 8, scope: !19)
!123 = !DILocation(line: 12, column: 19, scope: !108, inlinedAt: !122)
!124 = !DILocation(line: 13, column: 3, scope: !108, inlinedAt: !122)
!125 = !DILocation(line: 14, column: 21, scope: !108, inlinedAt: !122)
!126 = !{!127, !128, i64 0}
!127 = !{!"timespec", !128, i64 0, !128, i64 8}
!128 = !{!"long", !41, i64 0}
!129 = !DILocation(line: 14, column: 10, scope: !108, inlinedAt: !122)
!130 = !DILocation(line: 14, column: 48, scope: !108, inlinedAt: !122)
!131 = !{!127, !128, i64 8}
!132 = !DILocation(line: 14, column: 37, scope: !108, inlinedAt: !122)
!133 = !DILocation(line: 14, column: 28, scope: !108, inlinedAt: !122)
!134 = !DILocation(line: 15, column: 1, scope: !108, inlinedAt: !122)
!135 = !DILocalVariable(name: "n", arg: 1, scope: !136, file: !1, line: 28, type: !6)
!136 = distinct !DISubprogram(name: "kernel_matmul", scope: !1, file: !1, line: 28, type: !137, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !141)
!137 = !DISubroutineType(types: !138)
!138 = !{null, !6, !139, !139, !27}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!141 = !{!135, !142, !143, !144, !145, !146, !147, !148}
!142 = !DILocalVariable(name: "A", arg: 2, scope: !136, file: !1, line: 28, type: !139)
!143 = !DILocalVariable(name: "B", arg: 3, scope: !136, file: !1, line: 28, type: !139)
!144 = !DILocalVariable(name: "C", arg: 4, scope: !136, file: !1, line: 28, type: !27)
!145 = !DILocalVariable(name: "i", scope: !136, file: !1, line: 30, type: !6)
!146 = !DILocalVariable(name: "j", scope: !136, file: !1, line: 30, type: !6)
!147 = !DILocalVariable(name: "k", scope: !136, file: !1, line: 30, type: !6)
!148 = !DILocalVariable(name: "s", scope: !149, file: !1, line: 33, type: !11)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 32, column: 29)
!150 = distinct !DILexicalBlock(scope: !151, file: !1, line: 32, column: 5)
!151 = distinct !DILexicalBlock(scope: !152, file: !1, line: 32, column: 5)
!152 = distinct !DILexicalBlock(scope: !153, file: !1, line: 31, column: 3)
!153 = distinct !DILexicalBlock(scope: !136, file: !1, line: 31, column: 3)
!154 = !DILocation(line: 0, scope: !136, inlinedAt: !155)
!155 = distinct !DILocation(line: 78, column: 3, scope: !19)
!156 = !DILocation(line: 31, column: 3, scope: !153, inlinedAt: !155)
!157 = !DILocation(line: 32, column: 5, scope: !151, inlinedAt: !155)
!158 = !DILocation(line: 0, scope: !149, inlinedAt: !155)
!159 = !DILocation(line: 34, column: 7, scope: !160, inlinedAt: !155)
!160 = distinct !DILexicalBlock(scope: !149, file: !1, line: 34, column: 7)
!161 = !DILocation(line: 35, column: 22, scope: !162, inlinedAt: !155)
!162 = distinct !DILexicalBlock(scope: !160, file: !1, line: 34, column: 7)
!163 = !DILocation(line: 35, column: 14, scope: !162, inlinedAt: !155)
!164 = !DILocation(line: 35, column: 33, scope: !162, inlinedAt: !155)
!165 = !DILocation(line: 35, column: 37, scope: !162, inlinedAt: !155)
!166 = !DILocation(line: 35, column: 29, scope: !162, inlinedAt: !155)
!167 = !DILocation(line: 35, column: 11, scope: !162, inlinedAt: !155)
!168 = !DILocation(line: 34, column: 27, scope: !162, inlinedAt: !155)
!169 = distinct !{!169, !159, !170, !103}
!170 = !DILocation(line: 35, column: 40, scope: !160, inlinedAt: !155)
!171 = !DILocation(line: 36, column: 15, scope: !149, inlinedAt: !155)
!172 = !DILocation(line: 36, column: 7, scope: !149, inlinedAt: !155)
!173 = !DILocation(line: 36, column: 20, scope: !149, inlinedAt: !155)
!174 = !DILocation(line: 32, column: 25, scope: !150, inlinedAt: !155)
!175 = !DILocation(line: 32, column: 19, scope: !150, inlinedAt: !155)
!176 = distinct !{!176, !157, !177, !103}
!177 = !DILocation(line: 37, column: 5, scope: !151, inlinedAt: !155)
!178 = !DILocation(line: 31, column: 23, scope: !152, inlinedAt: !155)
!179 = !DILocation(line: 31, column: 17, scope: !152, inlinedAt: !155)
!180 = distinct !{!180, !156, !181, !103}
!181 = !DILocation(line: 37, column: 5, scope: !153, inlinedAt: !155)
!182 = !DILocation(line: 44, column: 3, scope: !183, inlinedAt: !202)
!183 = distinct !DILexicalBlock(scope: !184, file: !1, line: 44, column: 3)
!184 = distinct !DISubprogram(name: "kernel_matmul_t", scope: !1, file: !1, line: 40, type: !185, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !187)
!185 = !DISubroutineType(types: !186)
!186 = !{null, !6, !139, !139, !27, !27}
!187 = !{!188, !189, !190, !191, !192, !193, !194, !195, !196}
!188 = !DILocalVariable(name: "n", arg: 1, scope: !184, file: !1, line: 40, type: !6)
!189 = !DILocalVariable(name: "A", arg: 2, scope: !184, file: !1, line: 40, type: !139)
!190 = !DILocalVariable(name: "B", arg: 3, scope: !184, file: !1, line: 40, type: !139)
!191 = !DILocalVariable(name: "BT", arg: 4, scope: !184, file: !1, line: 40, type: !27)
!192 = !DILocalVariable(name: "C", arg: 5, scope: !184, file: !1, line: 41, type: !27)
!193 = !DILocalVariable(name: "i", scope: !184, file: !1, line: 43, type: !6)
!194 = !DILocalVariable(name: "j", scope: !184, file: !1, line: 43, type: !6)
!195 = !DILocalVariable(name: "k", scope: !184, file: !1, line: 43, type: !6)
!196 = !DILocalVariable(name: "s", scope: !197, file: !1, line: 49, type: !11)
!197 = distinct !DILexicalBlock(scope: !198, file: !1, line: 48, column: 29)
!198 = distinct !DILexicalBlock(scope: !199, file: !1, line: 48, column: 5)
!199 = distinct !DILexicalBlock(scope: !200, file: !1, line: 48, column: 5)
!200 = distinct !DILexicalBlock(scope: !201, file: !1, line: 47, column: 3)
!201 = distinct !DILexicalBlock(scope: !184, file: !1, line: 47, column: 3)
!202 = distinct !DILocation(line: 79, column: 3, scope: !19)
!203 = !DILocation(line: 0, scope: !184, inlinedAt: !202)
!204 = !DILocation(line: 45, column: 5, scope: !205, inlinedAt: !202)
!205 = distinct !DILexicalBlock(scope: !206, file: !1, line: 45, column: 5)
!206 = distinct !DILexicalBlock(scope: !183, file: !1, line: 44, column: 3)
!207 = !DILocation(line: 46, column: 31, scope: !208, inlinedAt: !202)
!208 = distinct !DILexicalBlock(scope: !205, file: !1, line: 45, column: 5)
!209 = !DILocation(line: 46, column: 23, scope: !208, inlinedAt: !202)
!210 = !DILocation(line: 46, column: 12, scope: !208, inlinedAt: !202)
!211 = !DILocation(line: 46, column: 16, scope: !208, inlinedAt: !202)
!212 = !DILocation(line: 46, column: 7, scope: !208, inlinedAt: !202)
!213 = !DILocation(line: 46, column: 21, scope: !208, inlinedAt: !202)
!214 = !DILocation(line: 45, column: 25, scope: !208, inlinedAt: !202)
!215 = distinct !{!215, !204, !216, !103}
!216 = !DILocation(line: 46, column: 34, scope: !205, inlinedAt: !202)
!217 = !DILocation(line: 44, column: 23, scope: !206, inlinedAt: !202)
!218 = !DILocation(line: 44, column: 17, scope: !206, inlinedAt: !202)
!219 = distinct !{!219, !182, !220, !103}
!220 = !DILocation(line: 46, column: 34, scope: !183, inlinedAt: !202)
!221 = !DILocation(line: 47, column: 3, scope: !201, inlinedAt: !202)
!222 = !DILocation(line: 48, column: 5, scope: !199, inlinedAt: !202)
!223 = !DILocation(line: 0, scope: !197, inlinedAt: !202)
!224 = !DILocation(line: 50, column: 7, scope: !225, inlinedAt: !202)
!225 = distinct !DILexicalBlock(scope: !197, file: !1, line: 50, column: 7)
!226 = !DILocation(line: 51, column: 22, scope: !227, inlinedAt: !202)
!227 = distinct !DILexicalBlock(scope: !225, file: !1, line: 50, column: 7)
!228 = !DILocation(line: 51, column: 14, scope: !227, inlinedAt: !202)
!229 = !DILocation(line: 51, column: 38, scope: !227, inlinedAt: !202)
!230 = !DILocation(line: 51, column: 29, scope: !227, inlinedAt: !202)
!231 = !DILocation(line: 51, column: 11, scope: !227, inlinedAt: !202)
!232 = !DILocation(line: 50, column: 27, scope: !227, inlinedAt: !202)
!233 = distinct !{!233, !224, !234, !103}
!234 = !DILocation(line: 51, column: 41, scope: !225, inlinedAt: !202)
!235 = !DILocation(line: 52, column: 15, scope: !197, inlinedAt: !202)
!236 = !DILocation(line: 52, column: 7, scope: !197, inlinedAt: !202)
!237 = !DILocation(line: 52, column: 20, scope: !197, inlinedAt: !202)
!238 = !DILocation(line: 48, column: 25, scope: !198, inlinedAt: !202)
!239 = !DILocation(line: 48, column: 19, scope: !198, inlinedAt: !202)
!240 = distinct !{!240, !222, !241, !103}
!241 = !DILocation(line: 53, column: 5, scope: !199, inlinedAt: !202)
!242 = !DILocation(line: 47, column: 23, scope: !200, inlinedAt: !202)
!243 = !DILocation(line: 47, column: 17, scope: !200, inlinedAt: !202)
!244 = distinct !{!244, !221, !245, !103}
!245 = !DILocation(line: 53, column: 5, scope: !201, inlinedAt: !202)
!246 = !DILocation(line: 12, column: 3, scope: !108, inlinedAt: !247)
!247 = distinct !DILocation(line: 80, column: 8, scope: !19)
!248 = !DILocation(line: 12, column: 19, scope: !108, inlinedAt: !247)
!249 = !DILocation(line: 13, column: 3, scope: !108, inlinedAt: !247)
!250 = !DILocation(line: 14, column: 21, scope: !108, inlinedAt: !247)
!251 = !DILocation(line: 14, column: 10, scope: !108, inlinedAt: !247)
!252 = !DILocation(line: 14, column: 48, scope: !108, inlinedAt: !247)
!253 = !DILocation(line: 14, column: 37, scope: !108, inlinedAt: !247)
!254 = !DILocation(line: 14, column: 28, scope: !108, inlinedAt: !247)
!255 = !DILocation(line: 15, column: 1, scope: !108, inlinedAt: !247)
!256 = !DILocation(line: 81, column: 11, scope: !19)
!257 = !DILocation(line: 81, column: 38, scope: !19)
!258 = !DILocation(line: 81, column: 3, scope: !19)
!259 = !DILocation(line: 83, column: 12, scope: !260)
!260 = distinct !DILexicalBlock(scope: !19, file: !1, line: 83, column: 7)
!261 = !DILocation(line: 83, column: 17, scope: !260)
!262 = !DILocation(line: 83, column: 28, scope: !260)
!263 = !DILocation(line: 83, column: 21, scope: !260)
!264 = !DILocation(line: 83, column: 7, scope: !19)
!265 = !DILocalVariable(name: "n", arg: 1, scope: !266, file: !1, line: 56, type: !6)
!266 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 56, type: !267, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !6, !139}
!269 = !{!265, !270, !271}
!270 = !DILocalVariable(name: "C", arg: 2, scope: !266, file: !1, line: 56, type: !139)
!271 = !DILocalVariable(name: "i", scope: !266, file: !1, line: 58, type: !6)
!272 = !DILocation(line: 0, scope: !266, inlinedAt: !273)
!273 = distinct !DILocation(line: 84, column: 5, scope: !260)
!274 = !DILocation(line: 59, column: 17, scope: !275, inlinedAt: !273)
!275 = distinct !DILexicalBlock(scope: !276, file: !1, line: 59, column: 3)
!276 = distinct !DILexicalBlock(scope: !266, file: !1, line: 59, column: 3)
!277 = !DILocation(line: 59, column: 3, scope: !276, inlinedAt: !273)
!278 = !DILocation(line: 60, column: 13, scope: !279, inlinedAt: !273)
!279 = distinct !DILexicalBlock(scope: !275, file: !1, line: 59, column: 31)
!280 = !DILocation(line: 60, column: 32, scope: !279, inlinedAt: !273)
!281 = !DILocation(line: 60, column: 5, scope: !279, inlinedAt: !273)
!282 = !DILocation(line: 61, column: 11, scope: !283, inlinedAt: !273)
!283 = distinct !DILexicalBlock(scope: !279, file: !1, line: 61, column: 9)
!284 = !DILocation(line: 61, column: 16, scope: !283, inlinedAt: !273)
!285 = !DILocation(line: 61, column: 9, scope: !279, inlinedAt: !273)
!286 = !DILocation(line: 62, column: 15, scope: !283, inlinedAt: !273)
!287 = !DILocation(line: 62, column: 7, scope: !283, inlinedAt: !273)
!288 = !DILocation(line: 59, column: 27, scope: !275, inlinedAt: !273)
!289 = distinct !{!289, !277, !290, !103}
!290 = !DILocation(line: 63, column: 3, scope: !276, inlinedAt: !273)
!291 = !DILocation(line: 85, column: 17, scope: !292)
!292 = distinct !DILexicalBlock(scope: !293, file: !1, line: 85, column: 3)
!293 = distinct !DILexicalBlock(scope: !19, file: !1, line: 85, column: 3)
!294 = !DILocation(line: 85, column: 3, scope: !293)
!295 = !DILocation(line: 86, column: 12, scope: !292)
!296 = !DILocation(line: 86, column: 9, scope: !292)
!297 = !DILocation(line: 85, column: 27, scope: !292)
!298 = distinct !{!298, !294, !299, !103}
!299 = !DILocation(line: 86, column: 15, scope: !293)
!300 = distinct !{!300, !301}
!301 = !{!"llvm.loop.unroll.disable"}
!302 = !DILocation(line: 87, column: 3, scope: !19)
!303 = !DILocation(line: 88, column: 3, scope: !19)
!304 = !DILocation(line: 89, column: 3, scope: !19)
!305 = !DILocation(line: 90, column: 3, scope: !19)
!306 = !DILocation(line: 91, column: 3, scope: !19)
!307 = !DILocation(line: 92, column: 3, scope: !19)
!308 = !DISubprogram(name: "clock_gettime", scope: !309, file: !309, line: 288, type: !310, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !316)
!309 = !DIFile(filename: "usr/include/time.h", directory: ".", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!310 = !DISubroutineType(types: !311)
!311 = !{!6, !312, !315}
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !313, line: 7, baseType: !314)
!313 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !118, line: 169, baseType: !6)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!316 = !{}
