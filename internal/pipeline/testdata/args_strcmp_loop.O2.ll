; ModuleID = 'args_strcmp_loop.c'
source_filename = "args_strcmp_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.Config = type { i32, i32, double, i32 }

@.str = private unnamed_addr constant [6 x i8] c"n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"-n\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"-i\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"-v\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.5 = private unnamed_addr constant [12 x i8] c"unknown %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !38
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata %struct.Config* undef, metadata !40, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 128, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 4, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %0, metadata !48, metadata !DIExpression()) #7, !dbg !57
  call void @llvm.dbg.value(metadata i8** %1, metadata !53, metadata !DIExpression()) #7, !dbg !57
  call void @llvm.dbg.value(metadata %struct.Config* undef, metadata !54, metadata !DIExpression()) #7, !dbg !57
  call void @llvm.dbg.value(metadata i32 1, metadata !55, metadata !DIExpression()) #7, !dbg !60
  %3 = icmp sgt i32 %0, 1, !dbg !61
  br i1 %3, label %4, label %50, !dbg !63

4:                                                ; preds = %2, %38
  %5 = phi i32 [ %39, %38 ], [ 0, %2 ], !dbg !64
  %6 = phi i32 [ %40, %38 ], [ 4, %2 ], !dbg !65
  %7 = phi i32 [ %41, %38 ], [ 128, %2 ], !dbg !39
  %8 = phi i32 [ %43, %38 ], [ 1, %2 ]
  call void @llvm.dbg.value(metadata i32 %7, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %6, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %5, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %8, metadata !55, metadata !DIExpression()) #7, !dbg !60
  %9 = sext i32 %8 to i64, !dbg !66
  %10 = getelementptr inbounds i8*, i8** %1, i64 %9, !dbg !66
  %11 = load i8*, i8** %10, align 8, !dbg !66, !tbaa !69
  %12 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %11, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0)) #8, !dbg !73
  %13 = icmp eq i32 %12, 0, !dbg !74
  br i1 %13, label %14, label %23, !dbg !75

14:                                               ; preds = %4
  %15 = add nsw i32 %8, 1, !dbg !76
  %16 = icmp slt i32 %15, %0, !dbg !77
  br i1 %16, label %17, label %23, !dbg !78

17:                                               ; preds = %14
  call void @llvm.dbg.value(metadata i32 %15, metadata !55, metadata !DIExpression()) #7, !dbg !60
  %18 = sext i32 %15 to i64, !dbg !79
  %19 = getelementptr inbounds i8*, i8** %1, i64 %18, !dbg !79
  %20 = load i8*, i8** %19, align 8, !dbg !79, !tbaa !69
  call void @llvm.dbg.value(metadata i8* %20, metadata !80, metadata !DIExpression()) #7, !dbg !88
  %21 = tail call i64 @strtol(i8* nocapture noundef nonnull %20, i8** noundef null, i32 noundef 10) #7, !dbg !90
  %22 = trunc i64 %21 to i32, !dbg !91
  call void @llvm.dbg.value(metadata i32 %22, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  br label %38, !dbg !92

23:                                               ; preds = %14, %4
  %24 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %11, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.3, i64 0, i64 0)) #8, !dbg !93
  %25 = icmp eq i32 %24, 0, !dbg !95
  br i1 %25, label %26, label %35, !dbg !96

26:                                               ; preds = %23
  %27 = add nsw i32 %8, 1, !dbg !97
  %28 = icmp slt i32 %27, %0, !dbg !98
  br i1 %28, label %29, label %35, !dbg !99

29:                                               ; preds = %26
  call void @llvm.dbg.value(metadata i32 %27, metadata !55, metadata !DIExpression()) #7, !dbg !60
  %30 = sext i32 %27 to i64, !dbg !100
  %31 = getelementptr inbounds i8*, i8** %1, i64 %30, !dbg !100
  %32 = load i8*, i8** %31, align 8, !dbg !100, !tbaa !69
  call void @llvm.dbg.value(metadata i8* %32, metadata !80, metadata !DIExpression()) #7, !dbg !101
  %33 = tail call i64 @strtol(i8* nocapture noundef nonnull %32, i8** noundef null, i32 noundef 10) #7, !dbg !103
  %34 = trunc i64 %33 to i32, !dbg !104
  call void @llvm.dbg.value(metadata i32 %34, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  br label %38, !dbg !105

35:                                               ; preds = %26, %23
  %36 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %11, i8* noundef nonnull dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i64 0, i64 0)) #8, !dbg !106
  %37 = icmp eq i32 %36, 0, !dbg !108
  br i1 %37, label %38, label %45, !dbg !109

38:                                               ; preds = %35, %29, %17
  %39 = phi i32 [ %5, %17 ], [ %5, %29 ], [ 1, %35 ], !dbg !39
  %40 = phi i32 [ %6, %17 ], [ %34, %29 ], [ %6, %35 ], !dbg !39
  %41 = phi i32 [ %22, %17 ], [ %7, %29 ], [ %7, %35 ], !dbg !39
  %42 = phi i32 [ %15, %17 ], [ %27, %29 ], [ %8, %35 ], !dbg !60
  call void @llvm.dbg.value(metadata i32 %41, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %40, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %39, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %42, metadata !55, metadata !DIExpression()) #7, !dbg !60
  %43 = add nsw i32 %42, 1, !dbg !110
  call void @llvm.dbg.value(metadata i32 %43, metadata !55, metadata !DIExpression()) #7, !dbg !60
  %44 = icmp slt i32 %43, %0, !dbg !61
  br i1 %44, label %4, label %48, !dbg !63, !llvm.loop !111

45:                                               ; preds = %35
  %46 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !114, !tbaa !69
  %47 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %46, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef %11) #9, !dbg !116
  call void @llvm.dbg.value(metadata i32 %41, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %40, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %39, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !39
  br label %227, !dbg !117

48:                                               ; preds = %38
  call void @llvm.dbg.value(metadata i32 %41, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %40, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %39, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !39
  %49 = icmp sgt i32 %41, 0, !dbg !118
  call void @llvm.dbg.value(metadata i32 %41, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %40, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %39, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !39
  br i1 %49, label %50, label %227, !dbg !117

50:                                               ; preds = %48, %2
  %51 = phi i32 [ %41, %48 ], [ 128, %2 ]
  %52 = phi i32 [ %40, %48 ], [ 4, %2 ]
  %53 = phi i32 [ %39, %48 ], [ 0, %2 ]
  %54 = zext i32 %51 to i64, !dbg !120
  %55 = tail call noalias i8* @calloc(i64 noundef %54, i64 noundef 8) #7, !dbg !121
  %56 = bitcast i8* %55 to double*, !dbg !121
  call void @llvm.dbg.value(metadata double* %56, metadata !30, metadata !DIExpression()), !dbg !39
  %57 = tail call noalias i8* @calloc(i64 noundef %54, i64 noundef 8) #7, !dbg !122
  %58 = bitcast i8* %57 to double*, !dbg !122
  call void @llvm.dbg.value(metadata double* %58, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !123
  %59 = zext i32 %51 to i64, !dbg !124
  %60 = icmp ult i32 %51, 4, !dbg !126
  br i1 %60, label %80, label %61, !dbg !126

61:                                               ; preds = %50
  %62 = and i64 %59, 4294967292, !dbg !126
  br label %63, !dbg !126

63:                                               ; preds = %63, %61
  %64 = phi i64 [ 0, %61 ], [ %75, %63 ], !dbg !127
  %65 = phi <2 x i32> [ <i32 0, i32 1>, %61 ], [ %76, %63 ], !dbg !128
  %66 = add <2 x i32> %65, <i32 2, i32 2>, !dbg !128
  %67 = urem <2 x i32> %65, <i32 3, i32 3>, !dbg !128
  %68 = urem <2 x i32> %66, <i32 3, i32 3>, !dbg !128
  %69 = sitofp <2 x i32> %67 to <2 x double>, !dbg !129
  %70 = sitofp <2 x i32> %68 to <2 x double>, !dbg !129
  %71 = getelementptr inbounds double, double* %56, i64 %64, !dbg !127
  %72 = bitcast double* %71 to <2 x double>*, !dbg !130
  store <2 x double> %69, <2 x double>* %72, align 8, !dbg !130, !tbaa !131
  %73 = getelementptr inbounds double, double* %71, i64 2, !dbg !130
  %74 = bitcast double* %73 to <2 x double>*, !dbg !130
  store <2 x double> %70, <2 x double>* %74, align 8, !dbg !130, !tbaa !131
  %75 = add nuw i64 %64, 4, !dbg !127
  %76 = add <2 x i32> %65, <i32 4, i32 4>, !dbg !128
  %77 = icmp eq i64 %75, %62, !dbg !127
  br i1 %77, label %78, label %63, !dbg !127, !llvm.loop !133

78:                                               ; preds = %63
  %79 = icmp eq i64 %62, %59, !dbg !126
  br i1 %79, label %82, label %80, !dbg !126

80:                                               ; preds = %50, %78
  %81 = phi i64 [ 0, %50 ], [ %62, %78 ]
  br label %160, !dbg !126

82:                                               ; preds = %160, %78
  call void @llvm.dbg.value(metadata %struct.Config* undef, metadata !136, metadata !DIExpression()) #7, !dbg !152
  call void @llvm.dbg.value(metadata i32 undef, metadata !145, metadata !DIExpression()) #7, !dbg !152
  call void @llvm.dbg.value(metadata double* %56, metadata !143, metadata !DIExpression()) #7, !dbg !152
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double* %58, metadata !144, metadata !DIExpression()) #7, !dbg !152
  %83 = icmp sgt i32 %52, 0, !dbg !155
  br i1 %83, label %84, label %154, !dbg !156

84:                                               ; preds = %82
  call void @llvm.dbg.value(metadata i32 %41, metadata !145, metadata !DIExpression()) #7, !dbg !152
  %85 = add i32 %51, -1
  %86 = tail call i32 @llvm.smax.i32(i32 %85, i32 2) #7, !dbg !156
  %87 = zext i32 %86 to i64
  %88 = add nsw i64 %87, -1, !dbg !156
  %89 = icmp ult i64 %88, 4
  %90 = and i64 %88, -4
  %91 = or i64 %90, 1
  %92 = icmp eq i64 %88, %90
  br label %93, !dbg !156

93:                                               ; preds = %151, %84
  %94 = phi double* [ %56, %84 ], [ %96, %151 ]
  %95 = phi i32 [ 0, %84 ], [ %152, %151 ]
  %96 = phi double* [ %58, %84 ], [ %94, %151 ]
  call void @llvm.dbg.value(metadata double* %94, metadata !143, metadata !DIExpression()) #7, !dbg !152
  call void @llvm.dbg.value(metadata i32 %95, metadata !146, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double* %96, metadata !144, metadata !DIExpression()) #7, !dbg !152
  %97 = getelementptr inbounds double, double* %94, i64 1
  %98 = load double, double* %97, align 8, !dbg !157, !tbaa !131
  br i1 %89, label %134, label %99, !dbg !159

99:                                               ; preds = %93
  %100 = insertelement <2 x double> poison, double %98, i64 1, !dbg !159
  br label %101, !dbg !159

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %130, %101 ]
  %103 = phi <2 x double> [ %100, %99 ], [ %117, %101 ]
  %104 = or i64 %102, 1
  %105 = getelementptr inbounds double, double* %94, i64 %102, !dbg !160
  %106 = bitcast double* %105 to <2 x double>*, !dbg !160
  %107 = load <2 x double>, <2 x double>* %106, align 8, !dbg !160, !tbaa !131
  %108 = getelementptr inbounds double, double* %105, i64 2, !dbg !160
  %109 = bitcast double* %108 to <2 x double>*, !dbg !160
  %110 = load <2 x double>, <2 x double>* %109, align 8, !dbg !160, !tbaa !131
  %111 = or i64 %102, 2, !dbg !161
  %112 = getelementptr inbounds double, double* %94, i64 %111, !dbg !162
  %113 = bitcast double* %112 to <2 x double>*, !dbg !162
  %114 = load <2 x double>, <2 x double>* %113, align 8, !dbg !162, !tbaa !131
  %115 = getelementptr inbounds double, double* %112, i64 2, !dbg !162
  %116 = bitcast double* %115 to <2 x double>*, !dbg !162
  %117 = load <2 x double>, <2 x double>* %116, align 8, !dbg !162, !tbaa !131
  %118 = shufflevector <2 x double> %103, <2 x double> %114, <2 x i32> <i32 1, i32 2>
  %119 = shufflevector <2 x double> %114, <2 x double> %117, <2 x i32> <i32 1, i32 2>
  %120 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %118, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %107), !dbg !163
  %121 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %110), !dbg !163
  %122 = fadd <2 x double> %120, %114, !dbg !164
  %123 = fadd <2 x double> %121, %117, !dbg !164
  %124 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %118), !dbg !165
  %125 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %119), !dbg !165
  %126 = getelementptr inbounds double, double* %96, i64 %104, !dbg !166
  %127 = bitcast double* %126 to <2 x double>*, !dbg !167
  store <2 x double> %124, <2 x double>* %127, align 8, !dbg !167, !tbaa !131
  %128 = getelementptr inbounds double, double* %126, i64 2, !dbg !167
  %129 = bitcast double* %128 to <2 x double>*, !dbg !167
  store <2 x double> %125, <2 x double>* %129, align 8, !dbg !167, !tbaa !131
  %130 = add nuw i64 %102, 4
  %131 = icmp eq i64 %130, %90
  br i1 %131, label %132, label %101, !llvm.loop !168

132:                                              ; preds = %101
  %133 = extractelement <2 x double> %117, i64 1, !dbg !170
  br i1 %92, label %151, label %134, !dbg !170

134:                                              ; preds = %93, %132
  %135 = phi double [ %133, %132 ], [ %98, %93 ]
  %136 = phi i64 [ %91, %132 ], [ 1, %93 ]
  br label %137, !dbg !159

137:                                              ; preds = %134, %137
  %138 = phi double [ %146, %137 ], [ %135, %134 ], !dbg !157
  %139 = phi i64 [ %144, %137 ], [ %136, %134 ], !dbg !171
  call void @llvm.dbg.value(metadata i64 %139, metadata !148, metadata !DIExpression()) #7, !dbg !171
  %140 = add nsw i64 %139, -1, !dbg !172
  %141 = getelementptr inbounds double, double* %94, i64 %140, !dbg !160
  %142 = load double, double* %141, align 8, !dbg !160, !tbaa !131
  %143 = tail call double @llvm.fmuladd.f64(double %138, double -2.000000e+00, double %142) #7, !dbg !163
  %144 = add nuw nsw i64 %139, 1, !dbg !161
  %145 = getelementptr inbounds double, double* %94, i64 %144, !dbg !162
  %146 = load double, double* %145, align 8, !dbg !162, !tbaa !131
  %147 = fadd double %143, %146, !dbg !164
  %148 = tail call double @llvm.fmuladd.f64(double %147, double 5.000000e-01, double %138) #7, !dbg !165
  %149 = getelementptr inbounds double, double* %96, i64 %139, !dbg !166
  store double %148, double* %149, align 8, !dbg !167, !tbaa !131
  call void @llvm.dbg.value(metadata i64 %144, metadata !148, metadata !DIExpression()) #7, !dbg !171
  %150 = icmp eq i64 %144, %87, !dbg !173
  br i1 %150, label %151, label %137, !dbg !170, !llvm.loop !174

151:                                              ; preds = %137, %132
  call void @llvm.dbg.value(metadata double* %94, metadata !151, metadata !DIExpression()) #7, !dbg !171
  call void @llvm.dbg.value(metadata double* %96, metadata !143, metadata !DIExpression()) #7, !dbg !152
  call void @llvm.dbg.value(metadata double* %94, metadata !144, metadata !DIExpression()) #7, !dbg !152
  %152 = add nuw nsw i32 %95, 1, !dbg !176
  call void @llvm.dbg.value(metadata i32 %152, metadata !146, metadata !DIExpression()) #7, !dbg !154
  %153 = icmp eq i32 %152, %52, !dbg !155
  br i1 %153, label %154, label %93, !dbg !156, !llvm.loop !177

154:                                              ; preds = %151, %82
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !179
  %155 = add nsw i64 %59, -1, !dbg !180
  %156 = and i64 %59, 3, !dbg !180
  %157 = icmp ult i64 %155, 3, !dbg !180
  br i1 %157, label %168, label %158, !dbg !180

158:                                              ; preds = %154
  %159 = and i64 %59, 4294967292, !dbg !180
  br label %189, !dbg !180

160:                                              ; preds = %80, %160
  %161 = phi i64 [ %166, %160 ], [ %81, %80 ]
  call void @llvm.dbg.value(metadata i64 %161, metadata !33, metadata !DIExpression()), !dbg !123
  %162 = trunc i64 %161 to i32, !dbg !128
  %163 = urem i32 %162, 3, !dbg !128
  %164 = sitofp i32 %163 to double, !dbg !129
  %165 = getelementptr inbounds double, double* %56, i64 %161, !dbg !181
  store double %164, double* %165, align 8, !dbg !130, !tbaa !131
  %166 = add nuw nsw i64 %161, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %166, metadata !33, metadata !DIExpression()), !dbg !123
  %167 = icmp eq i64 %166, %59, !dbg !124
  br i1 %167, label %82, label %160, !dbg !126, !llvm.loop !182

168:                                              ; preds = %189, %154
  %169 = phi double [ undef, %154 ], [ %219, %189 ]
  %170 = phi i64 [ 0, %154 ], [ %220, %189 ]
  %171 = phi double [ 0.000000e+00, %154 ], [ %219, %189 ]
  %172 = icmp eq i64 %156, 0, !dbg !180
  br i1 %172, label %186, label %173, !dbg !180

173:                                              ; preds = %168, %173
  %174 = phi i64 [ %183, %173 ], [ %170, %168 ]
  %175 = phi double [ %182, %173 ], [ %171, %168 ]
  %176 = phi i64 [ %184, %173 ], [ 0, %168 ]
  call void @llvm.dbg.value(metadata i64 %174, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata double %175, metadata !35, metadata !DIExpression()), !dbg !39
  %177 = getelementptr inbounds double, double* %56, i64 %174, !dbg !183
  %178 = load double, double* %177, align 8, !dbg !183, !tbaa !131
  %179 = getelementptr inbounds double, double* %58, i64 %174, !dbg !185
  %180 = load double, double* %179, align 8, !dbg !185, !tbaa !131
  %181 = fadd double %178, %180, !dbg !186
  %182 = fadd double %175, %181, !dbg !187
  call void @llvm.dbg.value(metadata double %182, metadata !35, metadata !DIExpression()), !dbg !39
  %183 = add nuw nsw i64 %174, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %183, metadata !36, metadata !DIExpression()), !dbg !179
  %184 = add i64 %176, 1, !dbg !180
  %185 = icmp eq i64 %184, %156, !dbg !180
  br i1 %185, label %186, label %173, !dbg !180, !llvm.loop !189

186:                                              ; preds = %173, %168
  %187 = phi double [ %169, %168 ], [ %182, %173 ], !dbg !187
  %188 = icmp eq i32 %53, 0, !dbg !191
  br i1 %188, label %225, label %223, !dbg !193

189:                                              ; preds = %189, %158
  %190 = phi i64 [ 0, %158 ], [ %220, %189 ]
  %191 = phi double [ 0.000000e+00, %158 ], [ %219, %189 ]
  %192 = phi i64 [ 0, %158 ], [ %221, %189 ]
  call void @llvm.dbg.value(metadata i64 %190, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata double %191, metadata !35, metadata !DIExpression()), !dbg !39
  %193 = getelementptr inbounds double, double* %56, i64 %190, !dbg !183
  %194 = load double, double* %193, align 8, !dbg !183, !tbaa !131
  %195 = getelementptr inbounds double, double* %58, i64 %190, !dbg !185
  %196 = load double, double* %195, align 8, !dbg !185, !tbaa !131
  %197 = fadd double %194, %196, !dbg !186
  %198 = fadd double %191, %197, !dbg !187
  call void @llvm.dbg.value(metadata double %198, metadata !35, metadata !DIExpression()), !dbg !39
  %199 = or i64 %190, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %199, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i64 %199, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata double %198, metadata !35, metadata !DIExpression()), !dbg !39
  %200 = getelementptr inbounds double, double* %56, i64 %199, !dbg !183
  %201 = load double, double* %200, align 8, !dbg !183, !tbaa !131
  %202 = getelementptr inbounds double, double* %58, i64 %199, !dbg !185
  %203 = load double, double* %202, align 8, !dbg !185, !tbaa !131
  %204 = fadd double %201, %203, !dbg !186
  %205 = fadd double %198, %204, !dbg !187
  call void @llvm.dbg.value(metadata double %205, metadata !35, metadata !DIExpression()), !dbg !39
  %206 = or i64 %190, 2, !dbg !188
  call void @llvm.dbg.value(metadata i64 %206, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i64 %206, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata double %205, metadata !35, metadata !DIExpression()), !dbg !39
  %207 = getelementptr inbounds double, double* %56, i64 %206, !dbg !183
  %208 = load double, double* %207, align 8, !dbg !183, !tbaa !131
  %209 = getelementptr inbounds double, double* %58, i64 %206, !dbg !185
  %210 = load double, double* %209, align 8, !dbg !185, !tbaa !131
  %211 = fadd double %208, %210, !dbg !186
  %212 = fadd double %205, %211, !dbg !187
  call void @llvm.dbg.value(metadata double %212, metadata !35, metadata !DIExpression()), !dbg !39
  %213 = or i64 %190, 3, !dbg !188
  call void @llvm.dbg.value(metadata i64 %213, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i64 %213, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata double %212, metadata !35, metadata !DIExpression()), !dbg !39
  %214 = getelementptr inbounds double, double* %56, i64 %213, !dbg !183
  %215 = load double, double* %214, align 8, !dbg !183, !tbaa !131
  %216 = getelementptr inbounds double, double* %58, i64 %213, !dbg !185
  %217 = load double, double* %216, align 8, !dbg !185, !tbaa !131
  %218 = fadd double %215, %217, !dbg !186
  %219 = fadd double %212, %218, !dbg !187
  call void @llvm.dbg.value(metadata double %219, metadata !35, metadata !DIExpression()), !dbg !39
  %220 = add nuw nsw i64 %190, 4, !dbg !188
  call void @llvm.dbg.value(metadata i64 %220, metadata !36, metadata !DIExpression()), !dbg !179
  %221 = add i64 %192, 4, !dbg !180
  %222 = icmp eq i64 %221, %159, !dbg !180
  br i1 %222, label %168, label %189, !dbg !180, !llvm.loop !194

223:                                              ; preds = %186
  %224 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %51), !dbg !196
  br label %225, !dbg !196

225:                                              ; preds = %223, %186
  %226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %187), !dbg !197
  br label %227

227:                                              ; preds = %45, %48, %225
  %228 = phi i32 [ 0, %225 ], [ 1, %48 ], [ 1, %45 ], !dbg !39
  ret i32 %228, !dbg !198
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }
attributes #9 = { cold nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_strcmp_loop.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "dcf71f71eeb31bcd21b4464bfb810ba4")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !16, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !30, !32, !33, !35, !36}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 30, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 30, type: !4)
!21 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 31, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "Config", file: !1, line: 7, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 192, elements: !24)
!24 = !{!25, !26, !27, !29}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !23, file: !1, line: 7, baseType: !3, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "iters", scope: !23, file: !1, line: 7, baseType: !3, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "alpha", scope: !23, file: !1, line: 7, baseType: !28, size: 64, offset: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !23, file: !1, line: 7, baseType: !3, size: 32, offset: 128)
!30 = !DILocalVariable(name: "u", scope: !15, file: !1, line: 34, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DILocalVariable(name: "w", scope: !15, file: !1, line: 34, type: !31)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 35, type: !3)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 35, column: 3)
!35 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 37, type: !28)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 38, type: !3)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 38, column: 3)
!38 = !DILocation(line: 31, column: 10, scope: !15)
!39 = !DILocation(line: 0, scope: !15)
!40 = !DILocalVariable(name: "c", arg: 1, scope: !41, file: !1, line: 8, type: !44)
!41 = distinct !DISubprogram(name: "config_default", scope: !1, file: !1, line: 8, type: !42, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!45 = !{!40}
!46 = !DILocation(line: 0, scope: !41, inlinedAt: !47)
!47 = distinct !DILocation(line: 32, column: 3, scope: !15)
!48 = !DILocalVariable(name: "argc", arg: 1, scope: !49, file: !1, line: 9, type: !3)
!49 = distinct !DISubprogram(name: "parse_args", scope: !1, file: !1, line: 9, type: !50, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!3, !3, !4, !44}
!52 = !{!48, !53, !54, !55}
!53 = !DILocalVariable(name: "argv", arg: 2, scope: !49, file: !1, line: 9, type: !4)
!54 = !DILocalVariable(name: "c", arg: 3, scope: !49, file: !1, line: 9, type: !44)
!55 = !DILocalVariable(name: "i", scope: !56, file: !1, line: 10, type: !3)
!56 = distinct !DILexicalBlock(scope: !49, file: !1, line: 10, column: 3)
!57 = !DILocation(line: 0, scope: !49, inlinedAt: !58)
!58 = distinct !DILocation(line: 33, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !15, file: !1, line: 33, column: 7)
!60 = !DILocation(line: 0, scope: !56, inlinedAt: !58)
!61 = !DILocation(line: 10, column: 21, scope: !62, inlinedAt: !58)
!62 = distinct !DILexicalBlock(scope: !56, file: !1, line: 10, column: 3)
!63 = !DILocation(line: 10, column: 3, scope: !56, inlinedAt: !58)
!64 = !DILocation(line: 8, column: 94, scope: !41, inlinedAt: !47)
!65 = !DILocation(line: 8, column: 62, scope: !41, inlinedAt: !47)
!66 = !DILocation(line: 11, column: 16, scope: !67, inlinedAt: !58)
!67 = distinct !DILexicalBlock(scope: !68, file: !1, line: 11, column: 9)
!68 = distinct !DILexicalBlock(scope: !62, file: !1, line: 10, column: 34)
!69 = !{!70, !70, i64 0}
!70 = !{!"any pointer", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 11, column: 9, scope: !67, inlinedAt: !58)
!74 = !DILocation(line: 11, column: 31, scope: !67, inlinedAt: !58)
!75 = !DILocation(line: 11, column: 36, scope: !67, inlinedAt: !58)
!76 = !DILocation(line: 11, column: 41, scope: !67, inlinedAt: !58)
!77 = !DILocation(line: 11, column: 45, scope: !67, inlinedAt: !58)
!78 = !DILocation(line: 11, column: 9, scope: !68, inlinedAt: !58)
!79 = !DILocation(line: 11, column: 65, scope: !67, inlinedAt: !58)
!80 = !DILocalVariable(name: "__nptr", arg: 1, scope: !81, file: !82, line: 362, type: !85)
!81 = distinct !DISubprogram(name: "atoi", scope: !82, file: !82, line: 362, type: !83, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !87)
!82 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!83 = !DISubroutineType(types: !84)
!84 = !{!3, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!87 = !{!80}
!88 = !DILocation(line: 0, scope: !81, inlinedAt: !89)
!89 = distinct !DILocation(line: 11, column: 60, scope: !67, inlinedAt: !58)
!90 = !DILocation(line: 364, column: 16, scope: !81, inlinedAt: !89)
!91 = !DILocation(line: 364, column: 10, scope: !81, inlinedAt: !89)
!92 = !DILocation(line: 11, column: 53, scope: !67, inlinedAt: !58)
!93 = !DILocation(line: 12, column: 14, scope: !94, inlinedAt: !58)
!94 = distinct !DILexicalBlock(scope: !67, file: !1, line: 12, column: 14)
!95 = !DILocation(line: 12, column: 36, scope: !94, inlinedAt: !58)
!96 = !DILocation(line: 12, column: 41, scope: !94, inlinedAt: !58)
!97 = !DILocation(line: 12, column: 46, scope: !94, inlinedAt: !58)
!98 = !DILocation(line: 12, column: 50, scope: !94, inlinedAt: !58)
!99 = !DILocation(line: 12, column: 14, scope: !67, inlinedAt: !58)
!100 = !DILocation(line: 12, column: 74, scope: !94, inlinedAt: !58)
!101 = !DILocation(line: 0, scope: !81, inlinedAt: !102)
!102 = distinct !DILocation(line: 12, column: 69, scope: !94, inlinedAt: !58)
!103 = !DILocation(line: 364, column: 16, scope: !81, inlinedAt: !102)
!104 = !DILocation(line: 364, column: 10, scope: !81, inlinedAt: !102)
!105 = !DILocation(line: 12, column: 58, scope: !94, inlinedAt: !58)
!106 = !DILocation(line: 13, column: 14, scope: !107, inlinedAt: !58)
!107 = distinct !DILexicalBlock(scope: !94, file: !1, line: 13, column: 14)
!108 = !DILocation(line: 13, column: 36, scope: !107, inlinedAt: !58)
!109 = !DILocation(line: 13, column: 14, scope: !94, inlinedAt: !58)
!110 = !DILocation(line: 10, column: 30, scope: !62, inlinedAt: !58)
!111 = distinct !{!111, !63, !112, !113}
!112 = !DILocation(line: 15, column: 3, scope: !56, inlinedAt: !58)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 14, column: 20, scope: !115, inlinedAt: !58)
!115 = distinct !DILexicalBlock(scope: !107, file: !1, line: 14, column: 10)
!116 = !DILocation(line: 14, column: 12, scope: !115, inlinedAt: !58)
!117 = !DILocation(line: 33, column: 7, scope: !15)
!118 = !DILocation(line: 16, column: 12, scope: !119, inlinedAt: !58)
!119 = distinct !DILexicalBlock(scope: !49, file: !1, line: 16, column: 7)
!120 = !DILocation(line: 34, column: 22, scope: !15)
!121 = !DILocation(line: 34, column: 15, scope: !15)
!122 = !DILocation(line: 34, column: 49, scope: !15)
!123 = !DILocation(line: 0, scope: !34)
!124 = !DILocation(line: 35, column: 21, scope: !125)
!125 = distinct !DILexicalBlock(scope: !34, file: !1, line: 35, column: 3)
!126 = !DILocation(line: 35, column: 3, scope: !34)
!127 = !DILocation(line: 35, column: 29, scope: !125)
!128 = !DILocation(line: 35, column: 42, scope: !125)
!129 = !DILocation(line: 35, column: 40, scope: !125)
!130 = !DILocation(line: 35, column: 38, scope: !125)
!131 = !{!132, !132, i64 0}
!132 = !{!"double", !71, i64 0}
!133 = distinct !{!133, !126, !134, !113, !135}
!134 = !DILocation(line: 35, column: 44, scope: !34)
!135 = !{!"llvm.loop.isvectorized", i32 1}
!136 = !DILocalVariable(name: "c", arg: 1, scope: !137, file: !1, line: 19, type: !140)
!137 = distinct !DISubprogram(name: "relax", scope: !1, file: !1, line: 19, type: !138, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !142)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !140, !31, !31}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!142 = !{!136, !143, !144, !145, !146, !148, !151}
!143 = !DILocalVariable(name: "u", arg: 2, scope: !137, file: !1, line: 19, type: !31)
!144 = !DILocalVariable(name: "w", arg: 3, scope: !137, file: !1, line: 19, type: !31)
!145 = !DILocalVariable(name: "n", scope: !137, file: !1, line: 20, type: !3)
!146 = !DILocalVariable(name: "t", scope: !147, file: !1, line: 21, type: !3)
!147 = distinct !DILexicalBlock(scope: !137, file: !1, line: 21, column: 3)
!148 = !DILocalVariable(name: "k", scope: !149, file: !1, line: 22, type: !3)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 21, column: 38)
!150 = distinct !DILexicalBlock(scope: !147, file: !1, line: 21, column: 3)
!151 = !DILocalVariable(name: "tmp", scope: !149, file: !1, line: 27, type: !31)
!152 = !DILocation(line: 0, scope: !137, inlinedAt: !153)
!153 = distinct !DILocation(line: 36, column: 3, scope: !15)
!154 = !DILocation(line: 0, scope: !147, inlinedAt: !153)
!155 = !DILocation(line: 21, column: 21, scope: !150, inlinedAt: !153)
!156 = !DILocation(line: 21, column: 3, scope: !147, inlinedAt: !153)
!157 = !DILocation(line: 24, column: 14, scope: !158, inlinedAt: !153)
!158 = distinct !DILexicalBlock(scope: !149, file: !1, line: 23, column: 8)
!159 = !DILocation(line: 23, column: 5, scope: !149, inlinedAt: !153)
!160 = !DILocation(line: 24, column: 33, scope: !158, inlinedAt: !153)
!161 = !DILocation(line: 24, column: 59, scope: !158, inlinedAt: !153)
!162 = !DILocation(line: 24, column: 55, scope: !158, inlinedAt: !153)
!163 = !DILocation(line: 24, column: 42, scope: !158, inlinedAt: !153)
!164 = !DILocation(line: 24, column: 53, scope: !158, inlinedAt: !153)
!165 = !DILocation(line: 24, column: 19, scope: !158, inlinedAt: !153)
!166 = !DILocation(line: 24, column: 7, scope: !158, inlinedAt: !153)
!167 = !DILocation(line: 24, column: 12, scope: !158, inlinedAt: !153)
!168 = distinct !{!168, !159, !169, !113, !135}
!169 = !DILocation(line: 26, column: 23, scope: !149, inlinedAt: !153)
!170 = !DILocation(line: 26, column: 5, scope: !158, inlinedAt: !153)
!171 = !DILocation(line: 0, scope: !149, inlinedAt: !153)
!172 = !DILocation(line: 24, column: 37, scope: !158, inlinedAt: !153)
!173 = !DILocation(line: 26, column: 16, scope: !149, inlinedAt: !153)
!174 = distinct !{!174, !159, !169, !113, !175, !135}
!175 = !{!"llvm.loop.unroll.runtime.disable"}
!176 = !DILocation(line: 21, column: 34, scope: !150, inlinedAt: !153)
!177 = distinct !{!177, !156, !178, !113}
!178 = !DILocation(line: 28, column: 3, scope: !147, inlinedAt: !153)
!179 = !DILocation(line: 0, scope: !37)
!180 = !DILocation(line: 38, column: 3, scope: !37)
!181 = !DILocation(line: 35, column: 33, scope: !125)
!182 = distinct !{!182, !126, !134, !113, !175, !135}
!183 = !DILocation(line: 38, column: 38, scope: !184)
!184 = distinct !DILexicalBlock(scope: !37, file: !1, line: 38, column: 3)
!185 = !DILocation(line: 38, column: 45, scope: !184)
!186 = !DILocation(line: 38, column: 43, scope: !184)
!187 = !DILocation(line: 38, column: 35, scope: !184)
!188 = !DILocation(line: 38, column: 29, scope: !184)
!189 = distinct !{!189, !190}
!190 = !{!"llvm.loop.unroll.disable"}
!191 = !DILocation(line: 39, column: 7, scope: !192)
!192 = distinct !DILexicalBlock(scope: !15, file: !1, line: 39, column: 7)
!193 = !DILocation(line: 39, column: 7, scope: !15)
!194 = distinct !{!194, !180, !195, !113}
!195 = !DILocation(line: 38, column: 48, scope: !37)
!196 = !DILocation(line: 39, column: 18, scope: !192)
!197 = !DILocation(line: 40, column: 3, scope: !15)
!198 = !DILocation(line: 42, column: 1, scope: !15)
