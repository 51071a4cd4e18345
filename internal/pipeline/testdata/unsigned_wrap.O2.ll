; ModuleID = 'unsigned_wrap.c'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.window = type { i32, i32 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [23 x i8] c"usage: %s N SKIP REPS\0A\00", align 1
@acc = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @tail(i32 noundef %0, i32 noundef %1, double* nocapture noundef %2) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %2, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !34
  %4 = sub i32 %0, %1
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !34
  %5 = icmp eq i32 %4, 0, !dbg !35
  br i1 %5, label %93, label %6, !dbg !37

6:                                                ; preds = %3
  %7 = icmp ult i32 %4, 4, !dbg !37
  br i1 %7, label %71, label %8, !dbg !37

8:                                                ; preds = %6
  %9 = xor i32 %1, -1, !dbg !37
  %10 = add i32 %9, %0, !dbg !37
  %11 = icmp ugt i32 %10, 255, !dbg !37
  br i1 %11, label %71, label %12

12:                                               ; preds = %8
  %13 = and i32 %4, -4, !dbg !37
  %14 = add i32 %13, -4, !dbg !37
  %15 = lshr exact i32 %14, 2, !dbg !37
  %16 = add nuw nsw i32 %15, 1, !dbg !37
  %17 = and i32 %16, 1, !dbg !37
  %18 = icmp eq i32 %14, 0, !dbg !37
  br i1 %18, label %55, label %19, !dbg !37

19:                                               ; preds = %12
  %20 = and i32 %16, 2147483646, !dbg !37
  br label %21, !dbg !37

21:                                               ; preds = %21, %19
  %22 = phi i32 [ 0, %19 ], [ %49, %21 ], !dbg !38
  %23 = phi i32 [ 0, %19 ], [ %50, %21 ]
  %24 = and i32 %22, 248, !dbg !38
  %25 = zext i32 %24 to i64, !dbg !38
  %26 = getelementptr inbounds double, double* %2, i64 %25, !dbg !38
  %27 = bitcast double* %26 to <2 x double>*, !dbg !39
  %28 = load <2 x double>, <2 x double>* %27, align 8, !dbg !39, !tbaa !40
  %29 = getelementptr inbounds double, double* %26, i64 2, !dbg !39
  %30 = bitcast double* %29 to <2 x double>*, !dbg !39
  %31 = load <2 x double>, <2 x double>* %30, align 8, !dbg !39, !tbaa !40
  %32 = fadd <2 x double> %28, <double 1.000000e+00, double 1.000000e+00>, !dbg !39
  %33 = fadd <2 x double> %31, <double 1.000000e+00, double 1.000000e+00>, !dbg !39
  %34 = bitcast double* %26 to <2 x double>*, !dbg !39
  store <2 x double> %32, <2 x double>* %34, align 8, !dbg !39, !tbaa !40
  %35 = bitcast double* %29 to <2 x double>*, !dbg !39
  store <2 x double> %33, <2 x double>* %35, align 8, !dbg !39, !tbaa !40
  %36 = and i32 %22, 248, !dbg !38
  %37 = or i32 %36, 4, !dbg !38
  %38 = zext i32 %37 to i64, !dbg !38
  %39 = getelementptr inbounds double, double* %2, i64 %38, !dbg !38
  %40 = bitcast double* %39 to <2 x double>*, !dbg !39
  %41 = load <2 x double>, <2 x double>* %40, align 8, !dbg !39, !tbaa !40
  %42 = getelementptr inbounds double, double* %39, i64 2, !dbg !39
  %43 = bitcast double* %42 to <2 x double>*, !dbg !39
  %44 = load <2 x double>, <2 x double>* %43, align 8, !dbg !39, !tbaa !40
  %45 = fadd <2 x double> %41, <double 1.000000e+00, double 1.000000e+00>, !dbg !39
  %46 = fadd <2 x double> %44, <double 1.000000e+00, double 1.000000e+00>, !dbg !39
  %47 = bitcast double* %39 to <2 x double>*, !dbg !39
  store <2 x double> %45, <2 x double>* %47, align 8, !dbg !39, !tbaa !40
  %48 = bitcast double* %42 to <2 x double>*, !dbg !39
  store <2 x double> %46, <2 x double>* %48, align 8, !dbg !39, !tbaa !40
  %49 = add nuw i32 %22, 8, !dbg !38
  %50 = add i32 %23, 2, !dbg !38
  %51 = icmp eq i32 %50, %20, !dbg !38
  br i1 %51, label %52, label %21, !dbg !38, !llvm.loop !44

52:                                               ; preds = %21
  %53 = and i32 %49, 248, !dbg !38
  %54 = zext i32 %53 to i64, !dbg !38
  br label %55, !dbg !38

55:                                               ; preds = %52, %12
  %56 = phi i64 [ 0, %12 ], [ %54, %52 ]
  %57 = icmp eq i32 %17, 0, !dbg !38
  br i1 %57, label %69, label %58, !dbg !38

58:                                               ; preds = %55
  %59 = getelementptr inbounds double, double* %2, i64 %56, !dbg !38
  %60 = bitcast double* %59 to <2 x double>*, !dbg !39
  %61 = load <2 x double>, <2 x double>* %60, align 8, !dbg !39, !tbaa !40
  %62 = getelementptr inbounds double, double* %59, i64 2, !dbg !39
  %63 = bitcast double* %62 to <2 x double>*, !dbg !39
  %64 = load <2 x double>, <2 x double>* %63, align 8, !dbg !39, !tbaa !40
  %65 = fadd <2 x double> %61, <double 1.000000e+00, double 1.000000e+00>, !dbg !39
  %66 = fadd <2 x double> %64, <double 1.000000e+00, double 1.000000e+00>, !dbg !39
  %67 = bitcast double* %59 to <2 x double>*, !dbg !39
  store <2 x double> %65, <2 x double>* %67, align 8, !dbg !39, !tbaa !40
  %68 = bitcast double* %62 to <2 x double>*, !dbg !39
  store <2 x double> %66, <2 x double>* %68, align 8, !dbg !39, !tbaa !40
  br label %69, !dbg !37

69:                                               ; preds = %55, %58
  %70 = icmp eq i32 %4, %13, !dbg !37
  br i1 %70, label %93, label %71, !dbg !37

71:                                               ; preds = %8, %6, %69
  %72 = phi i32 [ 0, %8 ], [ 0, %6 ], [ %13, %69 ]
  %73 = sub i32 %0, %1, !dbg !37
  %74 = xor i32 %72, -1, !dbg !37
  %75 = add i32 %74, %0, !dbg !37
  %76 = sub i32 %75, %1, !dbg !37
  %77 = and i32 %73, 3, !dbg !37
  %78 = icmp eq i32 %77, 0, !dbg !37
  br i1 %78, label %90, label %79, !dbg !37

79:                                               ; preds = %71, %79
  %80 = phi i32 [ %87, %79 ], [ %72, %71 ]
  %81 = phi i32 [ %88, %79 ], [ 0, %71 ]
  call void @llvm.dbg.value(metadata i32 %80, metadata !31, metadata !DIExpression()), !dbg !34
  %82 = and i32 %80, 255, !dbg !48
  %83 = zext i32 %82 to i64, !dbg !49
  %84 = getelementptr inbounds double, double* %2, i64 %83, !dbg !49
  %85 = load double, double* %84, align 8, !dbg !39, !tbaa !40
  %86 = fadd double %85, 1.000000e+00, !dbg !39
  store double %86, double* %84, align 8, !dbg !39, !tbaa !40
  %87 = add nuw i32 %80, 1, !dbg !38
  call void @llvm.dbg.value(metadata i32 %87, metadata !31, metadata !DIExpression()), !dbg !34
  %88 = add i32 %81, 1, !dbg !37
  %89 = icmp eq i32 %88, %77, !dbg !37
  br i1 %89, label %90, label %79, !dbg !37, !llvm.loop !50

90:                                               ; preds = %79, %71
  %91 = phi i32 [ %72, %71 ], [ %87, %79 ]
  %92 = icmp ult i32 %76, 3, !dbg !37
  br i1 %92, label %93, label %94, !dbg !37

93:                                               ; preds = %90, %94, %69, %3
  ret void, !dbg !52

94:                                               ; preds = %90, %94
  %95 = phi i32 [ %119, %94 ], [ %91, %90 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !31, metadata !DIExpression()), !dbg !34
  %96 = and i32 %95, 255, !dbg !48
  %97 = zext i32 %96 to i64, !dbg !49
  %98 = getelementptr inbounds double, double* %2, i64 %97, !dbg !49
  %99 = load double, double* %98, align 8, !dbg !39, !tbaa !40
  %100 = fadd double %99, 1.000000e+00, !dbg !39
  store double %100, double* %98, align 8, !dbg !39, !tbaa !40
  %101 = add nuw i32 %95, 1, !dbg !38
  call void @llvm.dbg.value(metadata i32 %101, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %101, metadata !31, metadata !DIExpression()), !dbg !34
  %102 = and i32 %101, 255, !dbg !48
  %103 = zext i32 %102 to i64, !dbg !49
  %104 = getelementptr inbounds double, double* %2, i64 %103, !dbg !49
  %105 = load double, double* %104, align 8, !dbg !39, !tbaa !40
  %106 = fadd double %105, 1.000000e+00, !dbg !39
  store double %106, double* %104, align 8, !dbg !39, !tbaa !40
  %107 = add nuw i32 %95, 2, !dbg !38
  call void @llvm.dbg.value(metadata i32 %107, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %107, metadata !31, metadata !DIExpression()), !dbg !34
  %108 = and i32 %107, 255, !dbg !48
  %109 = zext i32 %108 to i64, !dbg !49
  %110 = getelementptr inbounds double, double* %2, i64 %109, !dbg !49
  %111 = load double, double* %110, align 8, !dbg !39, !tbaa !40
  %112 = fadd double %111, 1.000000e+00, !dbg !39
  store double %112, double* %110, align 8, !dbg !39, !tbaa !40
  %113 = add nuw i32 %95, 3, !dbg !38
  call void @llvm.dbg.value(metadata i32 %113, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %113, metadata !31, metadata !DIExpression()), !dbg !34
  %114 = and i32 %113, 255, !dbg !48
  %115 = zext i32 %114 to i64, !dbg !49
  %116 = getelementptr inbounds double, double* %2, i64 %115, !dbg !49
  %117 = load double, double* %116, align 8, !dbg !39, !tbaa !40
  %118 = fadd double %117, 1.000000e+00, !dbg !39
  store double %118, double* %116, align 8, !dbg !39, !tbaa !40
  %119 = add nuw i32 %95, 4, !dbg !38
  call void @llvm.dbg.value(metadata i32 %119, metadata !31, metadata !DIExpression()), !dbg !34
  %120 = icmp eq i32 %119, %4, !dbg !35
  br i1 %120, label %93, label %94, !dbg !37, !llvm.loop !53
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @window_init(%struct.window* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !54 {
  call void @llvm.dbg.value(metadata %struct.window* %0, metadata !63, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 %1, metadata !64, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 %2, metadata !65, metadata !DIExpression()), !dbg !66
  %4 = getelementptr inbounds %struct.window, %struct.window* %0, i64 0, i32 0, !dbg !67
  store i32 %1, i32* %4, align 4, !dbg !68, !tbaa !69
  %5 = getelementptr inbounds %struct.window, %struct.window* %0, i64 0, i32 1, !dbg !72
  store i32 %2, i32* %5, align 4, !dbg !73, !tbaa !74
  ret void, !dbg !75
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @window_sum(%struct.window* nocapture noundef readonly %0, double* nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !76 {
  call void @llvm.dbg.value(metadata %struct.window* %0, metadata !84, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata double* %1, metadata !85, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !90
  %3 = getelementptr inbounds %struct.window, %struct.window* %0, i64 0, i32 0
  %4 = load i32, i32* %3, align 4, !tbaa !69
  %5 = getelementptr inbounds %struct.window, %struct.window* %0, i64 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !74
  %7 = sub i32 %4, %6
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !89
  %8 = icmp eq i32 %7, 0, !dbg !91
  br i1 %8, label %34, label %9, !dbg !93

9:                                                ; preds = %2
  %10 = xor i32 %6, -1, !dbg !93
  %11 = add i32 %4, %10, !dbg !93
  %12 = and i32 %7, 3, !dbg !93
  %13 = icmp ult i32 %11, 3, !dbg !93
  br i1 %13, label %16, label %14, !dbg !93

14:                                               ; preds = %9
  %15 = and i32 %7, -4, !dbg !93
  br label %36, !dbg !93

16:                                               ; preds = %36, %9
  %17 = phi double [ undef, %9 ], [ %66, %36 ]
  %18 = phi i32 [ 0, %9 ], [ %67, %36 ]
  %19 = phi double [ 0.000000e+00, %9 ], [ %66, %36 ]
  %20 = icmp eq i32 %12, 0, !dbg !93
  br i1 %20, label %34, label %21, !dbg !93

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %31, %21 ], [ %18, %16 ]
  %23 = phi double [ %30, %21 ], [ %19, %16 ]
  %24 = phi i32 [ %32, %21 ], [ 0, %16 ]
  call void @llvm.dbg.value(metadata i32 %22, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double %23, metadata !86, metadata !DIExpression()), !dbg !89
  %25 = mul i32 %22, 7, !dbg !94
  %26 = and i32 %25, 255, !dbg !95
  %27 = zext i32 %26 to i64, !dbg !96
  %28 = getelementptr inbounds double, double* %1, i64 %27, !dbg !96
  %29 = load double, double* %28, align 8, !dbg !96, !tbaa !40
  %30 = fadd double %23, %29, !dbg !97
  call void @llvm.dbg.value(metadata double %30, metadata !86, metadata !DIExpression()), !dbg !89
  %31 = add nuw i32 %22, 1, !dbg !98
  call void @llvm.dbg.value(metadata i32 %31, metadata !87, metadata !DIExpression()), !dbg !90
  %32 = add i32 %24, 1, !dbg !93
  %33 = icmp eq i32 %32, %12, !dbg !93
  br i1 %33, label %34, label %21, !dbg !93, !llvm.loop !99

34:                                               ; preds = %16, %21, %2
  %35 = phi double [ 0.000000e+00, %2 ], [ %17, %16 ], [ %30, %21 ], !dbg !89
  ret double %35, !dbg !100

36:                                               ; preds = %36, %14
  %37 = phi i32 [ 0, %14 ], [ %67, %36 ]
  %38 = phi double [ 0.000000e+00, %14 ], [ %66, %36 ]
  %39 = phi i32 [ 0, %14 ], [ %68, %36 ]
  call void @llvm.dbg.value(metadata i32 %37, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double %38, metadata !86, metadata !DIExpression()), !dbg !89
  %40 = mul i32 %37, 7, !dbg !94
  %41 = and i32 %40, 252, !dbg !95
  %42 = zext i32 %41 to i64, !dbg !96
  %43 = getelementptr inbounds double, double* %1, i64 %42, !dbg !96
  %44 = load double, double* %43, align 8, !dbg !96, !tbaa !40
  %45 = fadd double %38, %44, !dbg !97
  call void @llvm.dbg.value(metadata double %45, metadata !86, metadata !DIExpression()), !dbg !89
  %46 = or i32 %37, 1, !dbg !98
  call void @llvm.dbg.value(metadata i32 %46, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %46, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double %45, metadata !86, metadata !DIExpression()), !dbg !89
  %47 = mul i32 %46, 7, !dbg !94
  %48 = and i32 %47, 255, !dbg !95
  %49 = zext i32 %48 to i64, !dbg !96
  %50 = getelementptr inbounds double, double* %1, i64 %49, !dbg !96
  %51 = load double, double* %50, align 8, !dbg !96, !tbaa !40
  %52 = fadd double %45, %51, !dbg !97
  call void @llvm.dbg.value(metadata double %52, metadata !86, metadata !DIExpression()), !dbg !89
  %53 = or i32 %37, 2, !dbg !98
  call void @llvm.dbg.value(metadata i32 %53, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %53, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double %52, metadata !86, metadata !DIExpression()), !dbg !89
  %54 = mul i32 %53, 7, !dbg !94
  %55 = and i32 %54, 254, !dbg !95
  %56 = zext i32 %55 to i64, !dbg !96
  %57 = getelementptr inbounds double, double* %1, i64 %56, !dbg !96
  %58 = load double, double* %57, align 8, !dbg !96, !tbaa !40
  %59 = fadd double %52, %58, !dbg !97
  call void @llvm.dbg.value(metadata double %59, metadata !86, metadata !DIExpression()), !dbg !89
  %60 = or i32 %37, 3, !dbg !98
  call void @llvm.dbg.value(metadata i32 %60, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %60, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double %59, metadata !86, metadata !DIExpression()), !dbg !89
  %61 = mul i32 %60, 7, !dbg !94
  %62 = and i32 %61, 253, !dbg !95
  %63 = zext i32 %62 to i64, !dbg !96
  %64 = getelementptr inbounds double, double* %1, i64 %63, !dbg !96
  %65 = load double, double* %64, align 8, !dbg !96, !tbaa !40
  %66 = fadd double %59, %65, !dbg !97
  call void @llvm.dbg.value(metadata double %66, metadata !86, metadata !DIExpression()), !dbg !89
  %67 = add nuw i32 %37, 4, !dbg !98
  call void @llvm.dbg.value(metadata i32 %67, metadata !87, metadata !DIExpression()), !dbg !90
  %68 = add i32 %39, 4, !dbg !93
  %69 = icmp eq i32 %68, %15, !dbg !93
  br i1 %69, label %16, label %36, !dbg !93, !llvm.loop !101
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !103 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !107, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i8** %1, metadata !108, metadata !DIExpression()), !dbg !116
  %3 = icmp slt i32 %0, 4, !dbg !117
  br i1 %3, label %4, label %8, !dbg !119

4:                                                ; preds = %2
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !120, !tbaa !122
  %6 = load i8*, i8** %1, align 8, !dbg !124, !tbaa !122
  %7 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %5, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i8* noundef %6) #7, !dbg !125
  br label %187, !dbg !126

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !127
  %10 = load i8*, i8** %9, align 8, !dbg !127, !tbaa !122
  call void @llvm.dbg.value(metadata i8* %10, metadata !128, metadata !DIExpression()) #8, !dbg !136
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #8, !dbg !138
  call void @llvm.dbg.value(metadata i64 %11, metadata !109, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !116
  %12 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !139
  %13 = load i8*, i8** %12, align 8, !dbg !139, !tbaa !122
  call void @llvm.dbg.value(metadata i8* %13, metadata !128, metadata !DIExpression()) #8, !dbg !140
  %14 = tail call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #8, !dbg !142
  call void @llvm.dbg.value(metadata i64 %14, metadata !110, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !116
  %15 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !143
  %16 = load i8*, i8** %15, align 8, !dbg !143, !tbaa !122
  call void @llvm.dbg.value(metadata i8* %16, metadata !128, metadata !DIExpression()) #8, !dbg !144
  %17 = tail call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #8, !dbg !146
  %18 = trunc i64 %17 to i32, !dbg !147
  call void @llvm.dbg.value(metadata i32 %18, metadata !111, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %11, metadata !112, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32)), !dbg !116
  call void @llvm.dbg.value(metadata i64 %14, metadata !112, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !116
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !148
  %19 = icmp sgt i32 %18, 0, !dbg !149
  br i1 %19, label %20, label %48, !dbg !151

20:                                               ; preds = %8
  %21 = trunc i64 %14 to i32, !dbg !152
  call void @llvm.dbg.value(metadata i32 %21, metadata !110, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %21, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !116
  %22 = trunc i64 %11 to i32, !dbg !153
  call void @llvm.dbg.value(metadata i32 %22, metadata !109, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 %22, metadata !112, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !116
  %23 = sub i32 %22, %21
  %24 = icmp eq i32 %23, 0
  %25 = xor i32 %21, -1, !dbg !151
  %26 = add i32 %25, %22, !dbg !151
  %27 = add i32 %23, -4, !dbg !151
  %28 = lshr i32 %27, 2, !dbg !151
  %29 = add nuw nsw i32 %28, 1, !dbg !151
  %30 = xor i32 %21, -1, !dbg !154
  %31 = add i32 %30, %22, !dbg !154
  %32 = icmp ult i32 %23, 4
  %33 = icmp ugt i32 %26, 255
  %34 = select i1 %32, i1 true, i1 %33
  %35 = and i32 %23, -4
  %36 = and i32 %29, 1
  %37 = icmp ult i32 %27, 4
  %38 = and i32 %29, 2147483646
  %39 = icmp eq i32 %36, 0
  %40 = icmp eq i32 %23, %35
  %41 = sub i32 %22, %21
  %42 = and i32 %41, 1
  %43 = icmp eq i32 %42, 0
  %44 = and i32 %23, 3
  %45 = icmp ult i32 %26, 3
  %46 = and i32 %23, -4
  %47 = icmp eq i32 %44, 0
  br label %51, !dbg !151

48:                                               ; preds = %182, %8
  %49 = phi double [ 0.000000e+00, %8 ], [ %184, %182 ], !dbg !116
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %49), !dbg !157
  br label %187

51:                                               ; preds = %20, %182
  %52 = phi i32 [ 0, %20 ], [ %185, %182 ]
  %53 = phi double [ 0.000000e+00, %20 ], [ %184, %182 ]
  call void @llvm.dbg.value(metadata i32 %52, metadata !114, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata double %53, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %11, metadata !28, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !158
  call void @llvm.dbg.value(metadata i64 %14, metadata !29, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !159
  br i1 %24, label %182, label %54, !dbg !154

54:                                               ; preds = %51
  br i1 %34, label %103, label %55, !dbg !154

55:                                               ; preds = %54
  br i1 %37, label %87, label %56, !dbg !154

56:                                               ; preds = %55, %56
  %57 = phi i32 [ %84, %56 ], [ 0, %55 ], !dbg !160
  %58 = phi i32 [ %85, %56 ], [ 0, %55 ]
  %59 = and i32 %57, 248, !dbg !160
  %60 = zext i32 %59 to i64, !dbg !160
  %61 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %60, !dbg !160
  %62 = bitcast double* %61 to <2 x double>*, !dbg !161
  %63 = load <2 x double>, <2 x double>* %62, align 16, !dbg !161, !tbaa !40
  %64 = getelementptr inbounds double, double* %61, i64 2, !dbg !161
  %65 = bitcast double* %64 to <2 x double>*, !dbg !161
  %66 = load <2 x double>, <2 x double>* %65, align 16, !dbg !161, !tbaa !40
  %67 = fadd <2 x double> %63, <double 1.000000e+00, double 1.000000e+00>, !dbg !161
  %68 = fadd <2 x double> %66, <double 1.000000e+00, double 1.000000e+00>, !dbg !161
  %69 = bitcast double* %61 to <2 x double>*, !dbg !161
  store <2 x double> %67, <2 x double>* %69, align 16, !dbg !161, !tbaa !40
  %70 = bitcast double* %64 to <2 x double>*, !dbg !161
  store <2 x double> %68, <2 x double>* %70, align 16, !dbg !161, !tbaa !40
  %71 = and i32 %57, 248, !dbg !160
  %72 = or i32 %71, 4, !dbg !160
  %73 = zext i32 %72 to i64, !dbg !160
  %74 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %73, !dbg !160
  %75 = bitcast double* %74 to <2 x double>*, !dbg !161
  %76 = load <2 x double>, <2 x double>* %75, align 16, !dbg !161, !tbaa !40
  %77 = getelementptr inbounds double, double* %74, i64 2, !dbg !161
  %78 = bitcast double* %77 to <2 x double>*, !dbg !161
  %79 = load <2 x double>, <2 x double>* %78, align 16, !dbg !161, !tbaa !40
  %80 = fadd <2 x double> %76, <double 1.000000e+00, double 1.000000e+00>, !dbg !161
  %81 = fadd <2 x double> %79, <double 1.000000e+00, double 1.000000e+00>, !dbg !161
  %82 = bitcast double* %74 to <2 x double>*, !dbg !161
  store <2 x double> %80, <2 x double>* %82, align 16, !dbg !161, !tbaa !40
  %83 = bitcast double* %77 to <2 x double>*, !dbg !161
  store <2 x double> %81, <2 x double>* %83, align 16, !dbg !161, !tbaa !40
  %84 = add nuw i32 %57, 8, !dbg !160
  %85 = add i32 %58, 2, !dbg !160
  %86 = icmp eq i32 %85, %38, !dbg !160
  br i1 %86, label %87, label %56, !dbg !160, !llvm.loop !162

87:                                               ; preds = %56, %55
  %88 = phi i32 [ 0, %55 ], [ %84, %56 ]
  br i1 %39, label %102, label %89, !dbg !160

89:                                               ; preds = %87
  %90 = and i32 %88, 252, !dbg !160
  %91 = zext i32 %90 to i64, !dbg !160
  %92 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %91, !dbg !160
  %93 = bitcast double* %92 to <2 x double>*, !dbg !161
  %94 = load <2 x double>, <2 x double>* %93, align 16, !dbg !161, !tbaa !40
  %95 = getelementptr inbounds double, double* %92, i64 2, !dbg !161
  %96 = bitcast double* %95 to <2 x double>*, !dbg !161
  %97 = load <2 x double>, <2 x double>* %96, align 16, !dbg !161, !tbaa !40
  %98 = fadd <2 x double> %94, <double 1.000000e+00, double 1.000000e+00>, !dbg !161
  %99 = fadd <2 x double> %97, <double 1.000000e+00, double 1.000000e+00>, !dbg !161
  %100 = bitcast double* %92 to <2 x double>*, !dbg !161
  store <2 x double> %98, <2 x double>* %100, align 16, !dbg !161, !tbaa !40
  %101 = bitcast double* %95 to <2 x double>*, !dbg !161
  store <2 x double> %99, <2 x double>* %101, align 16, !dbg !161, !tbaa !40
  br label %102, !dbg !154

102:                                              ; preds = %87, %89
  br i1 %40, label %130, label %103, !dbg !154

103:                                              ; preds = %54, %102
  %104 = phi i32 [ 0, %54 ], [ %35, %102 ]
  br i1 %43, label %112, label %105, !dbg !154

105:                                              ; preds = %103
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression()), !dbg !159
  %106 = and i32 %104, 252, !dbg !164
  %107 = zext i32 %106 to i64, !dbg !165
  %108 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %107, !dbg !165
  %109 = load double, double* %108, align 16, !dbg !161, !tbaa !40
  %110 = fadd double %109, 1.000000e+00, !dbg !161
  store double %110, double* %108, align 16, !dbg !161, !tbaa !40
  %111 = or i32 %104, 1, !dbg !160
  call void @llvm.dbg.value(metadata i32 %111, metadata !31, metadata !DIExpression()), !dbg !159
  br label %112, !dbg !154

112:                                              ; preds = %105, %103
  %113 = phi i32 [ %104, %103 ], [ %111, %105 ]
  %114 = icmp eq i32 %31, %104, !dbg !154
  br i1 %114, label %130, label %115, !dbg !154

115:                                              ; preds = %112, %115
  %116 = phi i32 [ %128, %115 ], [ %113, %112 ]
  call void @llvm.dbg.value(metadata i32 %116, metadata !31, metadata !DIExpression()), !dbg !159
  %117 = and i32 %116, 255, !dbg !164
  %118 = zext i32 %117 to i64, !dbg !165
  %119 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %118, !dbg !165
  %120 = load double, double* %119, align 8, !dbg !161, !tbaa !40
  %121 = fadd double %120, 1.000000e+00, !dbg !161
  store double %121, double* %119, align 8, !dbg !161, !tbaa !40
  %122 = add nuw i32 %116, 1, !dbg !160
  call void @llvm.dbg.value(metadata i32 %122, metadata !31, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.value(metadata i32 %122, metadata !31, metadata !DIExpression()), !dbg !159
  %123 = and i32 %122, 255, !dbg !164
  %124 = zext i32 %123 to i64, !dbg !165
  %125 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %124, !dbg !165
  %126 = load double, double* %125, align 8, !dbg !161, !tbaa !40
  %127 = fadd double %126, 1.000000e+00, !dbg !161
  store double %127, double* %125, align 8, !dbg !161, !tbaa !40
  %128 = add nuw i32 %116, 2, !dbg !160
  call void @llvm.dbg.value(metadata i32 %128, metadata !31, metadata !DIExpression()), !dbg !159
  %129 = icmp eq i32 %128, %23, !dbg !166
  br i1 %129, label %130, label %115, !dbg !154, !llvm.loop !167

130:                                              ; preds = %112, %115, %102
  br i1 %45, label %165, label %131, !dbg !168

131:                                              ; preds = %130, %131
  %132 = phi i32 [ %162, %131 ], [ 0, %130 ]
  %133 = phi double [ %161, %131 ], [ 0.000000e+00, %130 ]
  %134 = phi i32 [ %163, %131 ], [ 0, %130 ]
  call void @llvm.dbg.value(metadata i32 %132, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double %133, metadata !86, metadata !DIExpression()), !dbg !171
  %135 = mul i32 %132, 7, !dbg !172
  %136 = and i32 %135, 252, !dbg !173
  %137 = zext i32 %136 to i64, !dbg !174
  %138 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %137, !dbg !174
  %139 = load double, double* %138, align 16, !dbg !174, !tbaa !40
  %140 = fadd double %133, %139, !dbg !175
  call void @llvm.dbg.value(metadata double %140, metadata !86, metadata !DIExpression()), !dbg !171
  %141 = or i32 %132, 1, !dbg !176
  call void @llvm.dbg.value(metadata i32 %141, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %141, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double %140, metadata !86, metadata !DIExpression()), !dbg !171
  %142 = mul i32 %141, 7, !dbg !172
  %143 = and i32 %142, 255, !dbg !173
  %144 = zext i32 %143 to i64, !dbg !174
  %145 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %144, !dbg !174
  %146 = load double, double* %145, align 8, !dbg !174, !tbaa !40
  %147 = fadd double %140, %146, !dbg !175
  call void @llvm.dbg.value(metadata double %147, metadata !86, metadata !DIExpression()), !dbg !171
  %148 = or i32 %132, 2, !dbg !176
  call void @llvm.dbg.value(metadata i32 %148, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %148, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double %147, metadata !86, metadata !DIExpression()), !dbg !171
  %149 = mul i32 %148, 7, !dbg !172
  %150 = and i32 %149, 254, !dbg !173
  %151 = zext i32 %150 to i64, !dbg !174
  %152 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %151, !dbg !174
  %153 = load double, double* %152, align 16, !dbg !174, !tbaa !40
  %154 = fadd double %147, %153, !dbg !175
  call void @llvm.dbg.value(metadata double %154, metadata !86, metadata !DIExpression()), !dbg !171
  %155 = or i32 %132, 3, !dbg !176
  call void @llvm.dbg.value(metadata i32 %155, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 %155, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double %154, metadata !86, metadata !DIExpression()), !dbg !171
  %156 = mul i32 %155, 7, !dbg !172
  %157 = and i32 %156, 253, !dbg !173
  %158 = zext i32 %157 to i64, !dbg !174
  %159 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %158, !dbg !174
  %160 = load double, double* %159, align 8, !dbg !174, !tbaa !40
  %161 = fadd double %154, %160, !dbg !175
  call void @llvm.dbg.value(metadata double %161, metadata !86, metadata !DIExpression()), !dbg !171
  %162 = add nuw i32 %132, 4, !dbg !176
  call void @llvm.dbg.value(metadata i32 %162, metadata !87, metadata !DIExpression()), !dbg !170
  %163 = add i32 %134, 4, !dbg !168
  %164 = icmp eq i32 %163, %46, !dbg !168
  br i1 %164, label %165, label %131, !dbg !168, !llvm.loop !177

165:                                              ; preds = %131, %130
  %166 = phi double [ undef, %130 ], [ %161, %131 ]
  %167 = phi i32 [ 0, %130 ], [ %162, %131 ]
  %168 = phi double [ 0.000000e+00, %130 ], [ %161, %131 ]
  br i1 %47, label %182, label %169, !dbg !168

169:                                              ; preds = %165, %169
  %170 = phi i32 [ %179, %169 ], [ %167, %165 ]
  %171 = phi double [ %178, %169 ], [ %168, %165 ]
  %172 = phi i32 [ %180, %169 ], [ 0, %165 ]
  call void @llvm.dbg.value(metadata i32 %170, metadata !87, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double %171, metadata !86, metadata !DIExpression()), !dbg !171
  %173 = mul i32 %170, 7, !dbg !172
  %174 = and i32 %173, 255, !dbg !173
  %175 = zext i32 %174 to i64, !dbg !174
  %176 = getelementptr inbounds [256 x double], [256 x double]* @acc, i64 0, i64 %175, !dbg !174
  %177 = load double, double* %176, align 8, !dbg !174, !tbaa !40
  %178 = fadd double %171, %177, !dbg !175
  call void @llvm.dbg.value(metadata double %178, metadata !86, metadata !DIExpression()), !dbg !171
  %179 = add nuw i32 %170, 1, !dbg !176
  call void @llvm.dbg.value(metadata i32 %179, metadata !87, metadata !DIExpression()), !dbg !170
  %180 = add i32 %172, 1, !dbg !168
  %181 = icmp eq i32 %180, %44, !dbg !168
  br i1 %181, label %182, label %169, !dbg !168, !llvm.loop !179

182:                                              ; preds = %165, %169, %51
  %183 = phi double [ 0.000000e+00, %51 ], [ %166, %165 ], [ %178, %169 ], !dbg !171
  %184 = fadd double %53, %183, !dbg !180
  call void @llvm.dbg.value(metadata double %184, metadata !113, metadata !DIExpression()), !dbg !116
  %185 = add nuw nsw i32 %52, 1, !dbg !181
  call void @llvm.dbg.value(metadata i32 %185, metadata !114, metadata !DIExpression()), !dbg !148
  %186 = icmp eq i32 %185, %18, !dbg !149
  br i1 %186, label %48, label %51, !dbg !151, !llvm.loop !182

187:                                              ; preds = %48, %4
  %188 = phi i32 [ 1, %4 ], [ 0, %48 ], !dbg !116
  ret i32 %188, !dbg !184
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { cold }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "acc", scope: !2, file: !3, line: 13, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unsigned_wrap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9b95e13b91442a6489ca47432d072be3")
!4 = !{!5, !6, !7, !10}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{!0}
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 16384, elements: !14)
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !{!15}
!15 = !DISubrange(count: 256)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "tail", scope: !3, file: !3, line: 15, type: !24, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !5, !5, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!27 = !{!28, !29, !30, !31}
!28 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !3, line: 15, type: !5)
!29 = !DILocalVariable(name: "skip", arg: 2, scope: !23, file: !3, line: 15, type: !5)
!30 = !DILocalVariable(name: "a", arg: 3, scope: !23, file: !3, line: 15, type: !26)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 16, type: !5)
!32 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 3)
!33 = !DILocation(line: 0, scope: !23)
!34 = !DILocation(line: 0, scope: !32)
!35 = !DILocation(line: 16, column: 26, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 16, column: 3)
!37 = !DILocation(line: 16, column: 3, scope: !32)
!38 = !DILocation(line: 16, column: 39, scope: !36)
!39 = !DILocation(line: 17, column: 16, scope: !36)
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = distinct !{!44, !37, !45, !46, !47}
!45 = !DILocation(line: 17, column: 19, scope: !32)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.isvectorized", i32 1}
!48 = !DILocation(line: 17, column: 9, scope: !36)
!49 = !DILocation(line: 17, column: 5, scope: !36)
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 18, column: 1, scope: !23)
!53 = distinct !{!53, !37, !45, !46, !47}
!54 = distinct !DISubprogram(name: "window_init", scope: !3, file: !3, line: 20, type: !55, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !57, !5, !5}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "window", file: !3, line: 8, size: 64, elements: !59)
!59 = !{!60, !61}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !58, file: !3, line: 9, baseType: !5, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "skip", scope: !58, file: !3, line: 10, baseType: !5, size: 32, offset: 32)
!62 = !{!63, !64, !65}
!63 = !DILocalVariable(name: "w", arg: 1, scope: !54, file: !3, line: 20, type: !57)
!64 = !DILocalVariable(name: "len", arg: 2, scope: !54, file: !3, line: 20, type: !5)
!65 = !DILocalVariable(name: "skip", arg: 3, scope: !54, file: !3, line: 20, type: !5)
!66 = !DILocation(line: 0, scope: !54)
!67 = !DILocation(line: 21, column: 6, scope: !54)
!68 = !DILocation(line: 21, column: 10, scope: !54)
!69 = !{!70, !71, i64 0}
!70 = !{!"window", !71, i64 0, !71, i64 4}
!71 = !{!"int", !42, i64 0}
!72 = !DILocation(line: 22, column: 6, scope: !54)
!73 = !DILocation(line: 22, column: 11, scope: !54)
!74 = !{!70, !71, i64 4}
!75 = !DILocation(line: 23, column: 1, scope: !54)
!76 = distinct !DISubprogram(name: "window_sum", scope: !3, file: !3, line: 25, type: !77, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!77 = !DISubroutineType(types: !78)
!78 = !{!13, !79, !81}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!83 = !{!84, !85, !86, !87}
!84 = !DILocalVariable(name: "w", arg: 1, scope: !76, file: !3, line: 25, type: !79)
!85 = !DILocalVariable(name: "a", arg: 2, scope: !76, file: !3, line: 25, type: !81)
!86 = !DILocalVariable(name: "s", scope: !76, file: !3, line: 26, type: !13)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 27, type: !5)
!88 = distinct !DILexicalBlock(scope: !76, file: !3, line: 27, column: 3)
!89 = !DILocation(line: 0, scope: !76)
!90 = !DILocation(line: 0, scope: !88)
!91 = !DILocation(line: 27, column: 26, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 27, column: 3)
!93 = !DILocation(line: 27, column: 3, scope: !88)
!94 = !DILocation(line: 28, column: 15, scope: !92)
!95 = !DILocation(line: 28, column: 20, scope: !92)
!96 = !DILocation(line: 28, column: 10, scope: !92)
!97 = !DILocation(line: 28, column: 7, scope: !92)
!98 = !DILocation(line: 27, column: 47, scope: !92)
!99 = distinct !{!99, !51}
!100 = !DILocation(line: 29, column: 3, scope: !76)
!101 = distinct !{!101, !93, !102, !46}
!102 = !DILocation(line: 28, column: 25, scope: !88)
!103 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !104, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!6, !6, !7}
!106 = !{!107, !108, !109, !110, !111, !112, !113, !114}
!107 = !DILocalVariable(name: "argc", arg: 1, scope: !103, file: !3, line: 32, type: !6)
!108 = !DILocalVariable(name: "argv", arg: 2, scope: !103, file: !3, line: 32, type: !7)
!109 = !DILocalVariable(name: "n", scope: !103, file: !3, line: 37, type: !5)
!110 = !DILocalVariable(name: "skip", scope: !103, file: !3, line: 38, type: !5)
!111 = !DILocalVariable(name: "reps", scope: !103, file: !3, line: 39, type: !6)
!112 = !DILocalVariable(name: "w", scope: !103, file: !3, line: 40, type: !58)
!113 = !DILocalVariable(name: "s", scope: !103, file: !3, line: 42, type: !13)
!114 = !DILocalVariable(name: "r", scope: !115, file: !3, line: 43, type: !6)
!115 = distinct !DILexicalBlock(scope: !103, file: !3, line: 43, column: 3)
!116 = !DILocation(line: 0, scope: !103)
!117 = !DILocation(line: 33, column: 12, scope: !118)
!118 = distinct !DILexicalBlock(scope: !103, file: !3, line: 33, column: 7)
!119 = !DILocation(line: 33, column: 7, scope: !103)
!120 = !DILocation(line: 34, column: 13, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 33, column: 17)
!122 = !{!123, !123, i64 0}
!123 = !{!"any pointer", !42, i64 0}
!124 = !DILocation(line: 34, column: 48, scope: !121)
!125 = !DILocation(line: 34, column: 5, scope: !121)
!126 = !DILocation(line: 35, column: 5, scope: !121)
!127 = !DILocation(line: 37, column: 31, scope: !103)
!128 = !DILocalVariable(name: "__nptr", arg: 1, scope: !129, file: !130, line: 362, type: !133)
!129 = distinct !DISubprogram(name: "atoi", scope: !130, file: !130, line: 362, type: !131, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!130 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!131 = !DISubroutineType(types: !132)
!132 = !{!6, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!135 = !{!128}
!136 = !DILocation(line: 0, scope: !129, inlinedAt: !137)
!137 = distinct !DILocation(line: 37, column: 26, scope: !103)
!138 = !DILocation(line: 364, column: 16, scope: !129, inlinedAt: !137)
!139 = !DILocation(line: 38, column: 34, scope: !103)
!140 = !DILocation(line: 0, scope: !129, inlinedAt: !141)
!141 = distinct !DILocation(line: 38, column: 29, scope: !103)
!142 = !DILocation(line: 364, column: 16, scope: !129, inlinedAt: !141)
!143 = !DILocation(line: 39, column: 19, scope: !103)
!144 = !DILocation(line: 0, scope: !129, inlinedAt: !145)
!145 = distinct !DILocation(line: 39, column: 14, scope: !103)
!146 = !DILocation(line: 364, column: 16, scope: !129, inlinedAt: !145)
!147 = !DILocation(line: 364, column: 10, scope: !129, inlinedAt: !145)
!148 = !DILocation(line: 0, scope: !115)
!149 = !DILocation(line: 43, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !115, file: !3, line: 43, column: 3)
!151 = !DILocation(line: 43, column: 3, scope: !115)
!152 = !DILocation(line: 364, column: 10, scope: !129, inlinedAt: !141)
!153 = !DILocation(line: 364, column: 10, scope: !129, inlinedAt: !137)
!154 = !DILocation(line: 16, column: 3, scope: !32, inlinedAt: !155)
!155 = distinct !DILocation(line: 44, column: 5, scope: !156)
!156 = distinct !DILexicalBlock(scope: !150, file: !3, line: 43, column: 34)
!157 = !DILocation(line: 47, column: 3, scope: !103)
!158 = !DILocation(line: 0, scope: !23, inlinedAt: !155)
!159 = !DILocation(line: 0, scope: !32, inlinedAt: !155)
!160 = !DILocation(line: 16, column: 39, scope: !36, inlinedAt: !155)
!161 = !DILocation(line: 17, column: 16, scope: !36, inlinedAt: !155)
!162 = distinct !{!162, !154, !163, !46, !47}
!163 = !DILocation(line: 17, column: 19, scope: !32, inlinedAt: !155)
!164 = !DILocation(line: 17, column: 9, scope: !36, inlinedAt: !155)
!165 = !DILocation(line: 17, column: 5, scope: !36, inlinedAt: !155)
!166 = !DILocation(line: 16, column: 26, scope: !36, inlinedAt: !155)
!167 = distinct !{!167, !154, !163, !46, !47}
!168 = !DILocation(line: 27, column: 3, scope: !88, inlinedAt: !169)
!169 = distinct !DILocation(line: 45, column: 10, scope: !156)
!170 = !DILocation(line: 0, scope: !88, inlinedAt: !169)
!171 = !DILocation(line: 0, scope: !76, inlinedAt: !169)
!172 = !DILocation(line: 28, column: 15, scope: !92, inlinedAt: !169)
!173 = !DILocation(line: 28, column: 20, scope: !92, inlinedAt: !169)
!174 = !DILocation(line: 28, column: 10, scope: !92, inlinedAt: !169)
!175 = !DILocation(line: 28, column: 7, scope: !92, inlinedAt: !169)
!176 = !DILocation(line: 27, column: 47, scope: !92, inlinedAt: !169)
!177 = distinct !{!177, !168, !178, !46}
!178 = !DILocation(line: 28, column: 25, scope: !88, inlinedAt: !169)
!179 = distinct !{!179, !51}
!180 = !DILocation(line: 45, column: 7, scope: !156)
!181 = !DILocation(line: 43, column: 30, scope: !150)
!182 = distinct !{!182, !151, !183, !46}
!183 = !DILocation(line: 46, column: 3, scope: !115)
!184 = !DILocation(line: 49, column: 1, scope: !103)
