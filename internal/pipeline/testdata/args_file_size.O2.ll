; ModuleID = 'args_file_size.c'
source_filename = "args_file_size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [9 x i8] c"size.txt\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.3 = private unnamed_addr constant [22 x i8] c"cannot read the size\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i8** %1, metadata !18, metadata !DIExpression()), !dbg !89
  %4 = bitcast i32* %3 to i8*, !dbg !90
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #7, !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %3, align 4, !dbg !91, !tbaa !92
  %5 = icmp sgt i32 %0, 1, !dbg !96
  br i1 %5, label %6, label %9, !dbg !97

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !98
  %8 = load i8*, i8** %7, align 8, !dbg !98, !tbaa !99
  br label %9, !dbg !97

9:                                                ; preds = %2, %6
  %10 = phi i8* [ %8, %6 ], [ getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), %2 ], !dbg !97
  %11 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef %10, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !101
  call void @llvm.dbg.value(metadata %struct._IO_FILE* %11, metadata !20, metadata !DIExpression()), !dbg !89
  %12 = icmp eq %struct._IO_FILE* %11, null, !dbg !102
  br i1 %12, label %16, label %13, !dbg !104

13:                                               ; preds = %9
  call void @llvm.dbg.value(metadata i32* %3, metadata !19, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %14 = call i32 (%struct._IO_FILE*, i8*, ...) @__isoc99_fscanf(%struct._IO_FILE* noundef nonnull %11, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i32* noundef nonnull %3) #7, !dbg !105
  %15 = icmp eq i32 %14, 1, !dbg !106
  br i1 %15, label %19, label %16, !dbg !107

16:                                               ; preds = %13, %9
  %17 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !108, !tbaa !99
  %18 = call i64 @fwrite(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i64 21, i64 1, %struct._IO_FILE* %17) #8, !dbg !110
  br label %278, !dbg !111

19:                                               ; preds = %13
  %20 = call i32 @fclose(%struct._IO_FILE* noundef nonnull %11), !dbg !112
  %21 = load i32, i32* %3, align 4, !dbg !113, !tbaa !92
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  %22 = sext i32 %21 to i64, !dbg !113
  %23 = call noalias i8* @calloc(i64 noundef %22, i64 noundef 8) #7, !dbg !114
  %24 = bitcast i8* %23 to double*, !dbg !114
  call void @llvm.dbg.value(metadata double* %24, metadata !81, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !115
  %25 = icmp sgt i32 %21, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  br i1 %25, label %26, label %262, !dbg !117

26:                                               ; preds = %19
  %27 = zext i32 %21 to i64, !dbg !118
  call void @llvm.dbg.value(metadata i64 0, metadata !86, metadata !DIExpression()), !dbg !116
  store double 0.000000e+00, double* %24, align 8, !dbg !120, !tbaa !121
  call void @llvm.dbg.value(metadata i64 1, metadata !86, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  %28 = icmp eq i32 %21, 1, !dbg !118
  br i1 %28, label %102, label %29, !dbg !117, !llvm.loop !123

29:                                               ; preds = %26
  %30 = add nsw i64 %27, -1, !dbg !117
  %31 = icmp ult i64 %30, 4, !dbg !117
  br i1 %31, label %100, label %32, !dbg !117

32:                                               ; preds = %29
  %33 = and i64 %30, -4, !dbg !117
  %34 = or i64 %33, 1, !dbg !117
  %35 = add nsw i64 %33, -4, !dbg !117
  %36 = lshr exact i64 %35, 2, !dbg !117
  %37 = add nuw nsw i64 %36, 1, !dbg !117
  %38 = and i64 %37, 1, !dbg !117
  %39 = icmp eq i64 %35, 0, !dbg !117
  br i1 %39, label %79, label %40, !dbg !117

40:                                               ; preds = %32
  %41 = and i64 %37, 9223372036854775806, !dbg !117
  br label %42, !dbg !117

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %75, %42 ]
  %44 = phi <2 x i32> [ <i32 1, i32 2>, %40 ], [ %76, %42 ], !dbg !126
  %45 = phi i64 [ 0, %40 ], [ %77, %42 ]
  %46 = or i64 %43, 1
  %47 = add <2 x i32> %44, <i32 2, i32 2>, !dbg !126
  %48 = getelementptr inbounds double, double* %24, i64 %46
  %49 = bitcast double* %48 to <2 x double>*, !dbg !120
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !120, !tbaa !121
  %51 = getelementptr inbounds double, double* %48, i64 2, !dbg !120
  %52 = bitcast double* %51 to <2 x double>*, !dbg !120
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !120, !tbaa !121
  %54 = sitofp <2 x i32> %44 to <2 x double>, !dbg !126
  %55 = sitofp <2 x i32> %47 to <2 x double>, !dbg !126
  %56 = fadd <2 x double> %50, %54, !dbg !120
  %57 = fadd <2 x double> %53, %55, !dbg !120
  %58 = bitcast double* %48 to <2 x double>*, !dbg !120
  store <2 x double> %56, <2 x double>* %58, align 8, !dbg !120, !tbaa !121
  %59 = bitcast double* %51 to <2 x double>*, !dbg !120
  store <2 x double> %57, <2 x double>* %59, align 8, !dbg !120, !tbaa !121
  %60 = add <2 x i32> %44, <i32 4, i32 4>, !dbg !126
  %61 = or i64 %43, 5
  %62 = add <2 x i32> %44, <i32 6, i32 6>, !dbg !126
  %63 = getelementptr inbounds double, double* %24, i64 %61
  %64 = bitcast double* %63 to <2 x double>*, !dbg !120
  %65 = load <2 x double>, <2 x double>* %64, align 8, !dbg !120, !tbaa !121
  %66 = getelementptr inbounds double, double* %63, i64 2, !dbg !120
  %67 = bitcast double* %66 to <2 x double>*, !dbg !120
  %68 = load <2 x double>, <2 x double>* %67, align 8, !dbg !120, !tbaa !121
  %69 = sitofp <2 x i32> %60 to <2 x double>, !dbg !126
  %70 = sitofp <2 x i32> %62 to <2 x double>, !dbg !126
  %71 = fadd <2 x double> %65, %69, !dbg !120
  %72 = fadd <2 x double> %68, %70, !dbg !120
  %73 = bitcast double* %63 to <2 x double>*, !dbg !120
  store <2 x double> %71, <2 x double>* %73, align 8, !dbg !120, !tbaa !121
  %74 = bitcast double* %66 to <2 x double>*, !dbg !120
  store <2 x double> %72, <2 x double>* %74, align 8, !dbg !120, !tbaa !121
  %75 = add nuw i64 %43, 8
  %76 = add <2 x i32> %44, <i32 8, i32 8>, !dbg !126
  %77 = add i64 %45, 2
  %78 = icmp eq i64 %77, %41
  br i1 %78, label %79, label %42, !llvm.loop !127

79:                                               ; preds = %42, %32
  %80 = phi i64 [ 0, %32 ], [ %75, %42 ]
  %81 = phi <2 x i32> [ <i32 1, i32 2>, %32 ], [ %76, %42 ]
  %82 = icmp eq i64 %38, 0
  br i1 %82, label %98, label %83

83:                                               ; preds = %79
  %84 = or i64 %80, 1
  %85 = add <2 x i32> %81, <i32 2, i32 2>, !dbg !126
  %86 = getelementptr inbounds double, double* %24, i64 %84
  %87 = bitcast double* %86 to <2 x double>*, !dbg !120
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !120, !tbaa !121
  %89 = getelementptr inbounds double, double* %86, i64 2, !dbg !120
  %90 = bitcast double* %89 to <2 x double>*, !dbg !120
  %91 = load <2 x double>, <2 x double>* %90, align 8, !dbg !120, !tbaa !121
  %92 = sitofp <2 x i32> %81 to <2 x double>, !dbg !126
  %93 = sitofp <2 x i32> %85 to <2 x double>, !dbg !126
  %94 = fadd <2 x double> %88, %92, !dbg !120
  %95 = fadd <2 x double> %91, %93, !dbg !120
  %96 = bitcast double* %86 to <2 x double>*, !dbg !120
  store <2 x double> %94, <2 x double>* %96, align 8, !dbg !120, !tbaa !121
  %97 = bitcast double* %89 to <2 x double>*, !dbg !120
  store <2 x double> %95, <2 x double>* %97, align 8, !dbg !120, !tbaa !121
  br label %98, !dbg !117

98:                                               ; preds = %79, %83
  %99 = icmp eq i64 %30, %33, !dbg !117
  br i1 %99, label %102, label %100, !dbg !117

100:                                              ; preds = %29, %98
  %101 = phi i64 [ 1, %29 ], [ %34, %98 ]
  br label %268, !dbg !117

102:                                              ; preds = %268, %98, %26
  call void @llvm.dbg.value(metadata i32 1, metadata !84, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  br i1 %25, label %103, label %262, !dbg !117

103:                                              ; preds = %102
  %104 = zext i32 %21 to i64, !dbg !118
  %105 = icmp ult i32 %21, 4, !dbg !117
  br i1 %105, label %171, label %106, !dbg !117

106:                                              ; preds = %103
  %107 = and i64 %27, 4294967292, !dbg !117
  %108 = add nsw i64 %107, -4, !dbg !117
  %109 = lshr exact i64 %108, 2, !dbg !117
  %110 = add nuw nsw i64 %109, 1, !dbg !117
  %111 = and i64 %110, 1, !dbg !117
  %112 = icmp eq i64 %108, 0, !dbg !117
  br i1 %112, label %151, label %113, !dbg !117

113:                                              ; preds = %106
  %114 = and i64 %110, 9223372036854775806, !dbg !117
  br label %115, !dbg !117

115:                                              ; preds = %115, %113
  %116 = phi i64 [ 0, %113 ], [ %147, %115 ], !dbg !129
  %117 = phi <2 x i32> [ <i32 0, i32 1>, %113 ], [ %148, %115 ], !dbg !126
  %118 = phi i64 [ 0, %113 ], [ %149, %115 ]
  %119 = add <2 x i32> %117, <i32 2, i32 2>, !dbg !126
  %120 = sitofp <2 x i32> %117 to <2 x double>, !dbg !126
  %121 = sitofp <2 x i32> %119 to <2 x double>, !dbg !126
  %122 = getelementptr inbounds double, double* %24, i64 %116, !dbg !129
  %123 = bitcast double* %122 to <2 x double>*, !dbg !120
  %124 = load <2 x double>, <2 x double>* %123, align 8, !dbg !120, !tbaa !121
  %125 = getelementptr inbounds double, double* %122, i64 2, !dbg !120
  %126 = bitcast double* %125 to <2 x double>*, !dbg !120
  %127 = load <2 x double>, <2 x double>* %126, align 8, !dbg !120, !tbaa !121
  %128 = fadd <2 x double> %124, %120, !dbg !120
  %129 = fadd <2 x double> %127, %121, !dbg !120
  %130 = bitcast double* %122 to <2 x double>*, !dbg !120
  store <2 x double> %128, <2 x double>* %130, align 8, !dbg !120, !tbaa !121
  %131 = bitcast double* %125 to <2 x double>*, !dbg !120
  store <2 x double> %129, <2 x double>* %131, align 8, !dbg !120, !tbaa !121
  %132 = or i64 %116, 4, !dbg !129
  %133 = add <2 x i32> %117, <i32 4, i32 4>, !dbg !126
  %134 = add <2 x i32> %117, <i32 6, i32 6>, !dbg !126
  %135 = sitofp <2 x i32> %133 to <2 x double>, !dbg !126
  %136 = sitofp <2 x i32> %134 to <2 x double>, !dbg !126
  %137 = getelementptr inbounds double, double* %24, i64 %132, !dbg !129
  %138 = bitcast double* %137 to <2 x double>*, !dbg !120
  %139 = load <2 x double>, <2 x double>* %138, align 8, !dbg !120, !tbaa !121
  %140 = getelementptr inbounds double, double* %137, i64 2, !dbg !120
  %141 = bitcast double* %140 to <2 x double>*, !dbg !120
  %142 = load <2 x double>, <2 x double>* %141, align 8, !dbg !120, !tbaa !121
  %143 = fadd <2 x double> %139, %135, !dbg !120
  %144 = fadd <2 x double> %142, %136, !dbg !120
  %145 = bitcast double* %137 to <2 x double>*, !dbg !120
  store <2 x double> %143, <2 x double>* %145, align 8, !dbg !120, !tbaa !121
  %146 = bitcast double* %140 to <2 x double>*, !dbg !120
  store <2 x double> %144, <2 x double>* %146, align 8, !dbg !120, !tbaa !121
  %147 = add nuw i64 %116, 8, !dbg !129
  %148 = add <2 x i32> %117, <i32 8, i32 8>, !dbg !126
  %149 = add i64 %118, 2, !dbg !129
  %150 = icmp eq i64 %149, %114, !dbg !129
  br i1 %150, label %151, label %115, !dbg !129, !llvm.loop !130

151:                                              ; preds = %115, %106
  %152 = phi i64 [ 0, %106 ], [ %147, %115 ]
  %153 = phi <2 x i32> [ <i32 0, i32 1>, %106 ], [ %148, %115 ]
  %154 = icmp eq i64 %111, 0, !dbg !129
  br i1 %154, label %169, label %155, !dbg !129

155:                                              ; preds = %151
  %156 = add <2 x i32> %153, <i32 2, i32 2>, !dbg !126
  %157 = sitofp <2 x i32> %153 to <2 x double>, !dbg !126
  %158 = sitofp <2 x i32> %156 to <2 x double>, !dbg !126
  %159 = getelementptr inbounds double, double* %24, i64 %152, !dbg !129
  %160 = bitcast double* %159 to <2 x double>*, !dbg !120
  %161 = load <2 x double>, <2 x double>* %160, align 8, !dbg !120, !tbaa !121
  %162 = getelementptr inbounds double, double* %159, i64 2, !dbg !120
  %163 = bitcast double* %162 to <2 x double>*, !dbg !120
  %164 = load <2 x double>, <2 x double>* %163, align 8, !dbg !120, !tbaa !121
  %165 = fadd <2 x double> %161, %157, !dbg !120
  %166 = fadd <2 x double> %164, %158, !dbg !120
  %167 = bitcast double* %159 to <2 x double>*, !dbg !120
  store <2 x double> %165, <2 x double>* %167, align 8, !dbg !120, !tbaa !121
  %168 = bitcast double* %162 to <2 x double>*, !dbg !120
  store <2 x double> %166, <2 x double>* %168, align 8, !dbg !120, !tbaa !121
  br label %169, !dbg !117

169:                                              ; preds = %151, %155
  %170 = icmp eq i64 %107, %27, !dbg !117
  br i1 %170, label %182, label %171, !dbg !117

171:                                              ; preds = %103, %169
  %172 = phi i64 [ 0, %103 ], [ %107, %169 ]
  br label %173, !dbg !117

173:                                              ; preds = %171, %173
  %174 = phi i64 [ %180, %173 ], [ %172, %171 ]
  call void @llvm.dbg.value(metadata i64 %174, metadata !86, metadata !DIExpression()), !dbg !116
  %175 = trunc i64 %174 to i32, !dbg !126
  %176 = sitofp i32 %175 to double, !dbg !126
  %177 = getelementptr inbounds double, double* %24, i64 %174, !dbg !131
  %178 = load double, double* %177, align 8, !dbg !120, !tbaa !121
  %179 = fadd double %178, %176, !dbg !120
  store double %179, double* %177, align 8, !dbg !120, !tbaa !121
  %180 = add nuw nsw i64 %174, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %180, metadata !86, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  %181 = icmp eq i64 %180, %104, !dbg !118
  br i1 %181, label %182, label %173, !dbg !117, !llvm.loop !132

182:                                              ; preds = %173, %169
  call void @llvm.dbg.value(metadata i32 2, metadata !84, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  br i1 %25, label %183, label %262, !dbg !117

183:                                              ; preds = %182
  %184 = zext i32 %21 to i64, !dbg !118
  %185 = icmp ult i32 %21, 4, !dbg !117
  br i1 %185, label %251, label %186, !dbg !117

186:                                              ; preds = %183
  %187 = and i64 %27, 4294967292, !dbg !117
  %188 = add nsw i64 %187, -4, !dbg !117
  %189 = lshr exact i64 %188, 2, !dbg !117
  %190 = add nuw nsw i64 %189, 1, !dbg !117
  %191 = and i64 %190, 1, !dbg !117
  %192 = icmp eq i64 %188, 0, !dbg !117
  br i1 %192, label %231, label %193, !dbg !117

193:                                              ; preds = %186
  %194 = and i64 %190, 9223372036854775806, !dbg !117
  br label %195, !dbg !117

195:                                              ; preds = %195, %193
  %196 = phi i64 [ 0, %193 ], [ %227, %195 ], !dbg !129
  %197 = phi <2 x i32> [ <i32 0, i32 1>, %193 ], [ %228, %195 ], !dbg !126
  %198 = phi i64 [ 0, %193 ], [ %229, %195 ]
  %199 = add <2 x i32> %197, <i32 2, i32 2>, !dbg !126
  %200 = sitofp <2 x i32> %197 to <2 x double>, !dbg !126
  %201 = sitofp <2 x i32> %199 to <2 x double>, !dbg !126
  %202 = getelementptr inbounds double, double* %24, i64 %196, !dbg !129
  %203 = bitcast double* %202 to <2 x double>*, !dbg !120
  %204 = load <2 x double>, <2 x double>* %203, align 8, !dbg !120, !tbaa !121
  %205 = getelementptr inbounds double, double* %202, i64 2, !dbg !120
  %206 = bitcast double* %205 to <2 x double>*, !dbg !120
  %207 = load <2 x double>, <2 x double>* %206, align 8, !dbg !120, !tbaa !121
  %208 = fadd <2 x double> %204, %200, !dbg !120
  %209 = fadd <2 x double> %207, %201, !dbg !120
  %210 = bitcast double* %202 to <2 x double>*, !dbg !120
  store <2 x double> %208, <2 x double>* %210, align 8, !dbg !120, !tbaa !121
  %211 = bitcast double* %205 to <2 x double>*, !dbg !120
  store <2 x double> %209, <2 x double>* %211, align 8, !dbg !120, !tbaa !121
  %212 = or i64 %196, 4, !dbg !129
  %213 = add <2 x i32> %197, <i32 4, i32 4>, !dbg !126
  %214 = add <2 x i32> %197, <i32 6, i32 6>, !dbg !126
  %215 = sitofp <2 x i32> %213 to <2 x double>, !dbg !126
  %216 = sitofp <2 x i32> %214 to <2 x double>, !dbg !126
  %217 = getelementptr inbounds double, double* %24, i64 %212, !dbg !129
  %218 = bitcast double* %217 to <2 x double>*, !dbg !120
  %219 = load <2 x double>, <2 x double>* %218, align 8, !dbg !120, !tbaa !121
  %220 = getelementptr inbounds double, double* %217, i64 2, !dbg !120
  %221 = bitcast double* %220 to <2 x double>*, !dbg !120
  %222 = load <2 x double>, <2 x double>* %221, align 8, !dbg !120, !tbaa !121
  %223 = fadd <2 x double> %219, %215, !dbg !120
  %224 = fadd <2 x double> %222, %216, !dbg !120
  %225 = bitcast double* %217 to <2 x double>*, !dbg !120
  store <2 x double> %223, <2 x double>* %225, align 8, !dbg !120, !tbaa !121
  %226 = bitcast double* %220 to <2 x double>*, !dbg !120
  store <2 x double> %224, <2 x double>* %226, align 8, !dbg !120, !tbaa !121
  %227 = add nuw i64 %196, 8, !dbg !129
  %228 = add <2 x i32> %197, <i32 8, i32 8>, !dbg !126
  %229 = add i64 %198, 2, !dbg !129
  %230 = icmp eq i64 %229, %194, !dbg !129
  br i1 %230, label %231, label %195, !dbg !129, !llvm.loop !134

231:                                              ; preds = %195, %186
  %232 = phi i64 [ 0, %186 ], [ %227, %195 ]
  %233 = phi <2 x i32> [ <i32 0, i32 1>, %186 ], [ %228, %195 ]
  %234 = icmp eq i64 %191, 0, !dbg !129
  br i1 %234, label %249, label %235, !dbg !129

235:                                              ; preds = %231
  %236 = add <2 x i32> %233, <i32 2, i32 2>, !dbg !126
  %237 = sitofp <2 x i32> %233 to <2 x double>, !dbg !126
  %238 = sitofp <2 x i32> %236 to <2 x double>, !dbg !126
  %239 = getelementptr inbounds double, double* %24, i64 %232, !dbg !129
  %240 = bitcast double* %239 to <2 x double>*, !dbg !120
  %241 = load <2 x double>, <2 x double>* %240, align 8, !dbg !120, !tbaa !121
  %242 = getelementptr inbounds double, double* %239, i64 2, !dbg !120
  %243 = bitcast double* %242 to <2 x double>*, !dbg !120
  %244 = load <2 x double>, <2 x double>* %243, align 8, !dbg !120, !tbaa !121
  %245 = fadd <2 x double> %241, %237, !dbg !120
  %246 = fadd <2 x double> %244, %238, !dbg !120
  %247 = bitcast double* %239 to <2 x double>*, !dbg !120
  store <2 x double> %245, <2 x double>* %247, align 8, !dbg !120, !tbaa !121
  %248 = bitcast double* %242 to <2 x double>*, !dbg !120
  store <2 x double> %246, <2 x double>* %248, align 8, !dbg !120, !tbaa !121
  br label %249, !dbg !117

249:                                              ; preds = %231, %235
  %250 = icmp eq i64 %187, %27, !dbg !117
  br i1 %250, label %262, label %251, !dbg !117

251:                                              ; preds = %183, %249
  %252 = phi i64 [ 0, %183 ], [ %187, %249 ]
  br label %253, !dbg !117

253:                                              ; preds = %251, %253
  %254 = phi i64 [ %260, %253 ], [ %252, %251 ]
  call void @llvm.dbg.value(metadata i64 %254, metadata !86, metadata !DIExpression()), !dbg !116
  %255 = trunc i64 %254 to i32, !dbg !126
  %256 = sitofp i32 %255 to double, !dbg !126
  %257 = getelementptr inbounds double, double* %24, i64 %254, !dbg !131
  %258 = load double, double* %257, align 8, !dbg !120, !tbaa !121
  %259 = fadd double %258, %256, !dbg !120
  store double %259, double* %257, align 8, !dbg !120, !tbaa !121
  %260 = add nuw nsw i64 %254, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %260, metadata !86, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  %261 = icmp eq i64 %260, %184, !dbg !118
  br i1 %261, label %262, label %253, !dbg !117, !llvm.loop !135

262:                                              ; preds = %253, %249, %19, %102, %182
  call void @llvm.dbg.value(metadata i32 3, metadata !84, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  %263 = add nsw i32 %21, -1, !dbg !136
  %264 = sext i32 %263 to i64, !dbg !137
  %265 = getelementptr inbounds double, double* %24, i64 %264, !dbg !137
  %266 = load double, double* %265, align 8, !dbg !137, !tbaa !121
  %267 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), double noundef %266), !dbg !138
  br label %278

268:                                              ; preds = %100, %268
  %269 = phi i64 [ %276, %268 ], [ %101, %100 ]
  %270 = getelementptr inbounds double, double* %24, i64 %269
  %271 = load double, double* %270, align 8, !dbg !120, !tbaa !121
  call void @llvm.dbg.value(metadata i64 %269, metadata !86, metadata !DIExpression()), !dbg !116
  %272 = trunc i64 %269 to i32, !dbg !126
  %273 = sitofp i32 %272 to double, !dbg !126
  %274 = getelementptr inbounds double, double* %24, i64 %269, !dbg !131
  %275 = fadd double %271, %273, !dbg !120
  store double %275, double* %274, align 8, !dbg !120, !tbaa !121
  %276 = add nuw nsw i64 %269, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %276, metadata !86, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !89
  %277 = icmp eq i64 %276, %27, !dbg !118
  br i1 %277, label %102, label %268, !dbg !117, !llvm.loop !139

278:                                              ; preds = %262, %16
  %279 = phi i32 [ 1, %16 ], [ 0, %262 ], !dbg !89
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7, !dbg !140
  ret i32 %279, !dbg !140
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @fopen(i8* nocapture noundef readonly, i8* nocapture noundef readonly) local_unnamed_addr #2

declare i32 @__isoc99_fscanf(%struct._IO_FILE* noundef, i8* noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !141 noundef i32 @fclose(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_file_size.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1872f2e3464eabc5d0f0e17f30dff9f5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !20, !81, !84, !86}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 4, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 4, type: !13)
!19 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 5, type: !12)
!20 = !DILocalVariable(name: "f", scope: !9, file: !1, line: 6, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !23, line: 7, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !25, line: 49, size: 1728, elements: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!26 = !{!27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !42, !44, !45, !46, !50, !52, !54, !58, !61, !63, !66, !69, !70, !72, !76, !77}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !24, file: !25, line: 51, baseType: !12, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !24, file: !25, line: 54, baseType: !14, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !24, file: !25, line: 55, baseType: !14, size: 64, offset: 128)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !24, file: !25, line: 56, baseType: !14, size: 64, offset: 192)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !24, file: !25, line: 57, baseType: !14, size: 64, offset: 256)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !24, file: !25, line: 58, baseType: !14, size: 64, offset: 320)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !24, file: !25, line: 59, baseType: !14, size: 64, offset: 384)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !24, file: !25, line: 60, baseType: !14, size: 64, offset: 448)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !24, file: !25, line: 61, baseType: !14, size: 64, offset: 512)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !24, file: !25, line: 64, baseType: !14, size: 64, offset: 576)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !24, file: !25, line: 65, baseType: !14, size: 64, offset: 640)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !24, file: !25, line: 66, baseType: !14, size: 64, offset: 704)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !24, file: !25, line: 68, baseType: !40, size: 64, offset: 768)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !25, line: 36, flags: DIFlagFwdDecl)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !24, file: !25, line: 70, baseType: !43, size: 64, offset: 832)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !24, file: !25, line: 72, baseType: !12, size: 32, offset: 896)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !24, file: !25, line: 73, baseType: !12, size: 32, offset: 928)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !24, file: !25, line: 74, baseType: !47, size: 64, offset: 960)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !48, line: 152, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !24, file: !25, line: 77, baseType: !51, size: 16, offset: 1024)
!51 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !24, file: !25, line: 78, baseType: !53, size: 8, offset: 1040)
!53 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !24, file: !25, line: 79, baseType: !55, size: 8, offset: 1048)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 8, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 1)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !24, file: !25, line: 81, baseType: !59, size: 64, offset: 1088)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !25, line: 43, baseType: null)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !24, file: !25, line: 89, baseType: !62, size: 64, offset: 1152)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !48, line: 153, baseType: !49)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !24, file: !25, line: 91, baseType: !64, size: 64, offset: 1216)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !25, line: 37, flags: DIFlagFwdDecl)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !24, file: !25, line: 92, baseType: !67, size: 64, offset: 1280)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !25, line: 38, flags: DIFlagFwdDecl)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !24, file: !25, line: 93, baseType: !43, size: 64, offset: 1344)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !24, file: !25, line: 94, baseType: !71, size: 64, offset: 1408)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !24, file: !25, line: 95, baseType: !73, size: 64, offset: 1472)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !74, line: 46, baseType: !75)
!74 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !24, file: !25, line: 96, baseType: !12, size: 32, offset: 1536)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !24, file: !25, line: 98, baseType: !78, size: 160, offset: 1568)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 20)
!81 = !DILocalVariable(name: "a", scope: !9, file: !1, line: 9, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !DILocalVariable(name: "r", scope: !85, file: !1, line: 10, type: !12)
!85 = distinct !DILexicalBlock(scope: !9, file: !1, line: 10, column: 3)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 11, type: !12)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 11, column: 5)
!88 = distinct !DILexicalBlock(scope: !85, file: !1, line: 10, column: 3)
!89 = !DILocation(line: 0, scope: !9)
!90 = !DILocation(line: 5, column: 3, scope: !9)
!91 = !DILocation(line: 5, column: 7, scope: !9)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 6, column: 24, scope: !9)
!97 = !DILocation(line: 6, column: 19, scope: !9)
!98 = !DILocation(line: 6, column: 30, scope: !9)
!99 = !{!100, !100, i64 0}
!100 = !{!"any pointer", !94, i64 0}
!101 = !DILocation(line: 6, column: 13, scope: !9)
!102 = !DILocation(line: 7, column: 8, scope: !103)
!103 = distinct !DILexicalBlock(scope: !9, file: !1, line: 7, column: 7)
!104 = !DILocation(line: 7, column: 10, scope: !103)
!105 = !DILocation(line: 7, column: 13, scope: !103)
!106 = !DILocation(line: 7, column: 33, scope: !103)
!107 = !DILocation(line: 7, column: 7, scope: !9)
!108 = !DILocation(line: 7, column: 49, scope: !109)
!109 = distinct !DILexicalBlock(scope: !103, file: !1, line: 7, column: 39)
!110 = !DILocation(line: 7, column: 41, scope: !109)
!111 = !DILocation(line: 7, column: 84, scope: !109)
!112 = !DILocation(line: 8, column: 3, scope: !9)
!113 = !DILocation(line: 9, column: 22, scope: !9)
!114 = !DILocation(line: 9, column: 15, scope: !9)
!115 = !DILocation(line: 0, scope: !85)
!116 = !DILocation(line: 0, scope: !87)
!117 = !DILocation(line: 11, column: 5, scope: !87)
!118 = !DILocation(line: 11, column: 23, scope: !119)
!119 = distinct !DILexicalBlock(scope: !87, file: !1, line: 11, column: 5)
!120 = !DILocation(line: 11, column: 38, scope: !119)
!121 = !{!122, !122, i64 0}
!122 = !{!"double", !94, i64 0}
!123 = distinct !{!123, !117, !124, !125}
!124 = !DILocation(line: 11, column: 41, scope: !87)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 11, column: 41, scope: !119)
!127 = distinct !{!127, !117, !124, !125, !128}
!128 = !{!"llvm.loop.isvectorized", i32 1}
!129 = !DILocation(line: 11, column: 29, scope: !119)
!130 = distinct !{!130, !117, !124, !125, !128}
!131 = !DILocation(line: 11, column: 33, scope: !119)
!132 = distinct !{!132, !117, !124, !125, !133, !128}
!133 = !{!"llvm.loop.unroll.runtime.disable"}
!134 = distinct !{!134, !117, !124, !125, !128}
!135 = distinct !{!135, !117, !124, !125, !133, !128}
!136 = !DILocation(line: 12, column: 22, scope: !9)
!137 = !DILocation(line: 12, column: 18, scope: !9)
!138 = !DILocation(line: 12, column: 3, scope: !9)
!139 = distinct !{!139, !117, !124, !125, !133, !128}
!140 = !DILocation(line: 14, column: 1, scope: !9)
!141 = !DISubprogram(name: "fclose", scope: !142, file: !142, line: 178, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !145)
!142 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!143 = !DISubroutineType(types: !144)
!144 = !{!12, !21}
!145 = !{}
