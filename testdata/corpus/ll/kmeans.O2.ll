; ModuleID = 'kmeans.c'
source_filename = "kmeans.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_assign(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef readonly %4, double* nocapture noundef readonly %5, i32* nocapture noundef %6) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %5, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !45
  %8 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %8, label %9, label %25, !dbg !47

9:                                                ; preds = %7
  %10 = icmp sgt i32 %1, 0
  %11 = zext i32 %0 to i64, !dbg !46
  %12 = zext i32 %1 to i64
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %1, 1
  %15 = and i64 %12, 4294967294
  %16 = icmp eq i64 %13, 0
  br label %17, !dbg !47

17:                                               ; preds = %9, %84
  %18 = phi i64 [ 0, %9 ], [ %86, %84 ]
  %19 = phi i32 [ 0, %9 ], [ %85, %84 ]
  call void @llvm.dbg.value(metadata i32 %19, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %18, metadata !31, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()), !dbg !49
  br i1 %10, label %20, label %44, !dbg !50

20:                                               ; preds = %17
  %21 = getelementptr inbounds double, double* %2, i64 %18
  %22 = load double, double* %21, align 8, !tbaa !51
  %23 = getelementptr inbounds double, double* %3, i64 %18
  %24 = load double, double* %23, align 8, !tbaa !51
  br i1 %14, label %27, label %49, !dbg !50

25:                                               ; preds = %84, %7
  %26 = phi i32 [ 0, %7 ], [ %85, %84 ], !dbg !44
  ret i32 %26, !dbg !55

27:                                               ; preds = %49, %20
  %28 = phi i32 [ undef, %20 ], [ %78, %49 ]
  %29 = phi i64 [ 0, %20 ], [ %79, %49 ]
  %30 = phi i32 [ 0, %20 ], [ %78, %49 ]
  %31 = phi double [ 0x7FEFFFFFFFFFFFFF, %20 ], [ %76, %49 ]
  br i1 %16, label %44, label %32, !dbg !50

32:                                               ; preds = %27
  call void @llvm.dbg.value(metadata i64 %29, metadata !37, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %30, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %31, metadata !33, metadata !DIExpression()), !dbg !49
  %33 = getelementptr inbounds double, double* %4, i64 %29, !dbg !56
  %34 = load double, double* %33, align 8, !dbg !56, !tbaa !51
  %35 = fsub double %22, %34, !dbg !57
  call void @llvm.dbg.value(metadata double %35, metadata !39, metadata !DIExpression()), !dbg !58
  %36 = getelementptr inbounds double, double* %5, i64 %29, !dbg !59
  %37 = load double, double* %36, align 8, !dbg !59, !tbaa !51
  %38 = fsub double %24, %37, !dbg !60
  call void @llvm.dbg.value(metadata double %38, metadata !42, metadata !DIExpression()), !dbg !58
  %39 = fmul double %38, %38, !dbg !61
  %40 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %39), !dbg !62
  call void @llvm.dbg.value(metadata double %40, metadata !43, metadata !DIExpression()), !dbg !58
  %41 = fcmp olt double %40, %31, !dbg !63
  %42 = trunc i64 %29 to i32, !dbg !65
  %43 = select i1 %41, i32 %42, i32 %30, !dbg !65
  call void @llvm.dbg.value(metadata i32 %43, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double undef, metadata !33, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %29, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !48
  br label %44, !dbg !66

44:                                               ; preds = %32, %27, %17
  %45 = phi i32 [ 0, %17 ], [ %28, %27 ], [ %43, %32 ], !dbg !49
  %46 = getelementptr inbounds i32, i32* %6, i64 %18, !dbg !66
  %47 = load i32, i32* %46, align 4, !dbg !66, !tbaa !68
  %48 = icmp eq i32 %47, %45, !dbg !70
  br i1 %48, label %84, label %82, !dbg !71

49:                                               ; preds = %20, %49
  %50 = phi i64 [ %79, %49 ], [ 0, %20 ]
  %51 = phi i32 [ %78, %49 ], [ 0, %20 ]
  %52 = phi double [ %76, %49 ], [ 0x7FEFFFFFFFFFFFFF, %20 ]
  %53 = phi i64 [ %80, %49 ], [ 0, %20 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !37, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %51, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %52, metadata !33, metadata !DIExpression()), !dbg !49
  %54 = getelementptr inbounds double, double* %4, i64 %50, !dbg !56
  %55 = load double, double* %54, align 8, !dbg !56, !tbaa !51
  %56 = fsub double %22, %55, !dbg !57
  call void @llvm.dbg.value(metadata double %56, metadata !39, metadata !DIExpression()), !dbg !58
  %57 = getelementptr inbounds double, double* %5, i64 %50, !dbg !59
  %58 = load double, double* %57, align 8, !dbg !59, !tbaa !51
  %59 = fsub double %24, %58, !dbg !60
  call void @llvm.dbg.value(metadata double %59, metadata !42, metadata !DIExpression()), !dbg !58
  %60 = fmul double %59, %59, !dbg !61
  %61 = tail call double @llvm.fmuladd.f64(double %56, double %56, double %60), !dbg !62
  call void @llvm.dbg.value(metadata double %61, metadata !43, metadata !DIExpression()), !dbg !58
  %62 = fcmp olt double %61, %52, !dbg !63
  %63 = select i1 %62, double %61, double %52, !dbg !65
  %64 = trunc i64 %50 to i32, !dbg !65
  %65 = select i1 %62, i32 %64, i32 %51, !dbg !65
  call void @llvm.dbg.value(metadata i32 %65, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %63, metadata !33, metadata !DIExpression()), !dbg !49
  %66 = or i64 %50, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %66, metadata !37, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %66, metadata !37, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %65, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %63, metadata !33, metadata !DIExpression()), !dbg !49
  %67 = getelementptr inbounds double, double* %4, i64 %66, !dbg !56
  %68 = load double, double* %67, align 8, !dbg !56, !tbaa !51
  %69 = fsub double %22, %68, !dbg !57
  call void @llvm.dbg.value(metadata double %69, metadata !39, metadata !DIExpression()), !dbg !58
  %70 = getelementptr inbounds double, double* %5, i64 %66, !dbg !59
  %71 = load double, double* %70, align 8, !dbg !59, !tbaa !51
  %72 = fsub double %24, %71, !dbg !60
  call void @llvm.dbg.value(metadata double %72, metadata !42, metadata !DIExpression()), !dbg !58
  %73 = fmul double %72, %72, !dbg !61
  %74 = tail call double @llvm.fmuladd.f64(double %69, double %69, double %73), !dbg !62
  call void @llvm.dbg.value(metadata double %74, metadata !43, metadata !DIExpression()), !dbg !58
  %75 = fcmp olt double %74, %63, !dbg !63
  %76 = select i1 %75, double %74, double %63, !dbg !65
  %77 = trunc i64 %66 to i32, !dbg !65
  %78 = select i1 %75, i32 %77, i32 %65, !dbg !65
  call void @llvm.dbg.value(metadata i32 %78, metadata !36, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %76, metadata !33, metadata !DIExpression()), !dbg !49
  %79 = add nuw nsw i64 %50, 2, !dbg !72
  call void @llvm.dbg.value(metadata i64 %79, metadata !37, metadata !DIExpression()), !dbg !48
  %80 = add i64 %53, 2, !dbg !50
  %81 = icmp eq i64 %80, %15, !dbg !50
  br i1 %81, label %27, label %49, !dbg !50, !llvm.loop !73

82:                                               ; preds = %44
  store i32 %45, i32* %46, align 4, !dbg !76, !tbaa !68
  %83 = add nsw i32 %19, 1, !dbg !78
  call void @llvm.dbg.value(metadata i32 %83, metadata !30, metadata !DIExpression()), !dbg !44
  br label %84, !dbg !79

84:                                               ; preds = %82, %44
  %85 = phi i32 [ %83, %82 ], [ %19, %44 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %85, metadata !30, metadata !DIExpression()), !dbg !44
  %86 = add nuw nsw i64 %18, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %86, metadata !31, metadata !DIExpression()), !dbg !45
  %87 = icmp eq i64 %86, %11, !dbg !46
  br i1 %87, label %25, label %17, !dbg !47, !llvm.loop !81
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !83 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !87, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i8** %1, metadata !88, metadata !DIExpression()), !dbg !114
  %3 = icmp sgt i32 %0, 1, !dbg !115
  br i1 %3, label %4, label %15, !dbg !116

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !117
  %6 = load i8*, i8** %5, align 8, !dbg !117, !tbaa !118
  call void @llvm.dbg.value(metadata i8* %6, metadata !120, metadata !DIExpression()) #9, !dbg !128
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !130
  %8 = trunc i64 %7 to i32, !dbg !131
  call void @llvm.dbg.value(metadata i32 %8, metadata !89, metadata !DIExpression()), !dbg !114
  %9 = icmp eq i32 %0, 2, !dbg !132
  br i1 %9, label %15, label %10, !dbg !133

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !134
  %12 = load i8*, i8** %11, align 8, !dbg !134, !tbaa !118
  call void @llvm.dbg.value(metadata i8* %12, metadata !120, metadata !DIExpression()) #9, !dbg !135
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !137
  %14 = trunc i64 %13 to i32, !dbg !138
  br label %15, !dbg !133

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 3000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 8, %4 ], [ 8, %2 ], !dbg !133
  call void @llvm.dbg.value(metadata i32 %17, metadata !90, metadata !DIExpression()), !dbg !114
  %18 = sext i32 %16 to i64, !dbg !139
  %19 = shl nsw i64 %18, 3, !dbg !140
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #9, !dbg !141
  %21 = bitcast i8* %20 to double*, !dbg !141
  call void @llvm.dbg.value(metadata double* %21, metadata !91, metadata !DIExpression()), !dbg !114
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #9, !dbg !142
  %23 = bitcast i8* %22 to double*, !dbg !142
  call void @llvm.dbg.value(metadata double* %23, metadata !93, metadata !DIExpression()), !dbg !114
  %24 = sext i32 %17 to i64, !dbg !143
  %25 = shl nsw i64 %24, 3, !dbg !144
  %26 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !145
  %27 = bitcast i8* %26 to double*, !dbg !145
  call void @llvm.dbg.value(metadata double* %27, metadata !94, metadata !DIExpression()), !dbg !114
  %28 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !146
  %29 = bitcast i8* %28 to double*, !dbg !146
  call void @llvm.dbg.value(metadata double* %29, metadata !95, metadata !DIExpression()), !dbg !114
  %30 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !147
  %31 = bitcast i8* %30 to double*, !dbg !147
  call void @llvm.dbg.value(metadata double* %31, metadata !96, metadata !DIExpression()), !dbg !114
  %32 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !148
  %33 = bitcast i8* %32 to double*, !dbg !148
  call void @llvm.dbg.value(metadata double* %33, metadata !97, metadata !DIExpression()), !dbg !114
  %34 = shl nsw i64 %24, 2, !dbg !149
  %35 = tail call noalias i8* @malloc(i64 noundef %34) #9, !dbg !150
  %36 = bitcast i8* %35 to i32*, !dbg !150
  call void @llvm.dbg.value(metadata i32* %36, metadata !98, metadata !DIExpression()), !dbg !114
  %37 = shl nsw i64 %18, 2, !dbg !151
  %38 = tail call noalias i8* @malloc(i64 noundef %37) #9, !dbg !152
  %39 = bitcast i8* %38 to i32*, !dbg !152
  call void @llvm.dbg.value(metadata i32* %39, metadata !99, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 77, metadata !100, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !153
  %40 = icmp sgt i32 %16, 0, !dbg !154
  br i1 %40, label %41, label %44, !dbg !155

41:                                               ; preds = %15
  %42 = zext i32 %16 to i64, !dbg !155
  %43 = shl nuw nsw i64 %42, 2, !dbg !155
  call void @llvm.memset.p0i8.i64(i8* align 4 %38, i8 -1, i64 %43, i1 false), !dbg !156, !tbaa !68
  br label %158, !dbg !155

44:                                               ; preds = %158, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()), !dbg !157
  %45 = icmp sgt i32 %17, 0, !dbg !158
  br i1 %45, label %48, label %46, !dbg !160

46:                                               ; preds = %44
  %47 = zext i32 %17 to i64
  br label %189, !dbg !160

48:                                               ; preds = %44
  %49 = sdiv i32 %16, %17
  %50 = sext i32 %49 to i64, !dbg !160
  %51 = zext i32 %17 to i64, !dbg !158
  %52 = icmp ugt i32 %17, 3, !dbg !160
  %53 = icmp eq i32 %49, 1, !dbg !160
  %54 = select i1 %52, i1 %53, i1 false, !dbg !160
  br i1 %54, label %55, label %140, !dbg !160

55:                                               ; preds = %48
  %56 = and i64 %51, 4294967292, !dbg !160
  %57 = add nsw i64 %56, -4, !dbg !160
  %58 = lshr exact i64 %57, 2, !dbg !160
  %59 = add nuw nsw i64 %58, 1, !dbg !160
  %60 = and i64 %59, 1, !dbg !160
  %61 = icmp eq i64 %57, 0, !dbg !160
  br i1 %61, label %113, label %62, !dbg !160

62:                                               ; preds = %55
  %63 = and i64 %59, 9223372036854775806, !dbg !160
  br label %64, !dbg !160

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %110, %64 ], !dbg !161
  %66 = phi i64 [ 0, %62 ], [ %111, %64 ]
  %67 = mul nsw i64 %65, %50, !dbg !161
  %68 = getelementptr inbounds double, double* %21, i64 %67, !dbg !161
  %69 = bitcast double* %68 to <2 x double>*, !dbg !162
  %70 = load <2 x double>, <2 x double>* %69, align 8, !dbg !162, !tbaa !51
  %71 = getelementptr inbounds double, double* %68, i64 2, !dbg !162
  %72 = bitcast double* %71 to <2 x double>*, !dbg !162
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !162, !tbaa !51
  %74 = getelementptr inbounds double, double* %27, i64 %65, !dbg !161
  %75 = bitcast double* %74 to <2 x double>*, !dbg !164
  store <2 x double> %70, <2 x double>* %75, align 8, !dbg !164, !tbaa !51
  %76 = getelementptr inbounds double, double* %74, i64 2, !dbg !164
  %77 = bitcast double* %76 to <2 x double>*, !dbg !164
  store <2 x double> %73, <2 x double>* %77, align 8, !dbg !164, !tbaa !51
  %78 = getelementptr inbounds double, double* %23, i64 %67, !dbg !161
  %79 = bitcast double* %78 to <2 x double>*, !dbg !165
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !165, !tbaa !51
  %81 = getelementptr inbounds double, double* %78, i64 2, !dbg !165
  %82 = bitcast double* %81 to <2 x double>*, !dbg !165
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !165, !tbaa !51
  %84 = getelementptr inbounds double, double* %29, i64 %65, !dbg !161
  %85 = bitcast double* %84 to <2 x double>*, !dbg !166
  store <2 x double> %80, <2 x double>* %85, align 8, !dbg !166, !tbaa !51
  %86 = getelementptr inbounds double, double* %84, i64 2, !dbg !166
  %87 = bitcast double* %86 to <2 x double>*, !dbg !166
  store <2 x double> %83, <2 x double>* %87, align 8, !dbg !166, !tbaa !51
  %88 = or i64 %65, 4, !dbg !161
  %89 = mul nsw i64 %88, %50, !dbg !161
  %90 = getelementptr inbounds double, double* %21, i64 %89, !dbg !161
  %91 = bitcast double* %90 to <2 x double>*, !dbg !162
  %92 = load <2 x double>, <2 x double>* %91, align 8, !dbg !162, !tbaa !51
  %93 = getelementptr inbounds double, double* %90, i64 2, !dbg !162
  %94 = bitcast double* %93 to <2 x double>*, !dbg !162
  %95 = load <2 x double>, <2 x double>* %94, align 8, !dbg !162, !tbaa !51
  %96 = getelementptr inbounds double, double* %27, i64 %88, !dbg !161
  %97 = bitcast double* %96 to <2 x double>*, !dbg !164
  store <2 x double> %92, <2 x double>* %97, align 8, !dbg !164, !tbaa !51
  %98 = getelementptr inbounds double, double* %96, i64 2, !dbg !164
  %99 = bitcast double* %98 to <2 x double>*, !dbg !164
  store <2 x double> %95, <2 x double>* %99, align 8, !dbg !164, !tbaa !51
  %100 = getelementptr inbounds double, double* %23, i64 %89, !dbg !161
  %101 = bitcast double* %100 to <2 x double>*, !dbg !165
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !165, !tbaa !51
  %103 = getelementptr inbounds double, double* %100, i64 2, !dbg !165
  %104 = bitcast double* %103 to <2 x double>*, !dbg !165
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !165, !tbaa !51
  %106 = getelementptr inbounds double, double* %29, i64 %88, !dbg !161
  %107 = bitcast double* %106 to <2 x double>*, !dbg !166
  store <2 x double> %102, <2 x double>* %107, align 8, !dbg !166, !tbaa !51
  %108 = getelementptr inbounds double, double* %106, i64 2, !dbg !166
  %109 = bitcast double* %108 to <2 x double>*, !dbg !166
  store <2 x double> %105, <2 x double>* %109, align 8, !dbg !166, !tbaa !51
  %110 = add nuw i64 %65, 8, !dbg !161
  %111 = add i64 %66, 2, !dbg !161
  %112 = icmp eq i64 %111, %63, !dbg !161
  br i1 %112, label %113, label %64, !dbg !161, !llvm.loop !167

113:                                              ; preds = %64, %55
  %114 = phi i64 [ 0, %55 ], [ %110, %64 ]
  %115 = icmp eq i64 %60, 0, !dbg !161
  br i1 %115, label %138, label %116, !dbg !161

116:                                              ; preds = %113
  %117 = mul nsw i64 %114, %50, !dbg !161
  %118 = getelementptr inbounds double, double* %21, i64 %117, !dbg !161
  %119 = bitcast double* %118 to <2 x double>*, !dbg !162
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !162, !tbaa !51
  %121 = getelementptr inbounds double, double* %118, i64 2, !dbg !162
  %122 = bitcast double* %121 to <2 x double>*, !dbg !162
  %123 = load <2 x double>, <2 x double>* %122, align 8, !dbg !162, !tbaa !51
  %124 = getelementptr inbounds double, double* %27, i64 %114, !dbg !161
  %125 = bitcast double* %124 to <2 x double>*, !dbg !164
  store <2 x double> %120, <2 x double>* %125, align 8, !dbg !164, !tbaa !51
  %126 = getelementptr inbounds double, double* %124, i64 2, !dbg !164
  %127 = bitcast double* %126 to <2 x double>*, !dbg !164
  store <2 x double> %123, <2 x double>* %127, align 8, !dbg !164, !tbaa !51
  %128 = getelementptr inbounds double, double* %23, i64 %117, !dbg !161
  %129 = bitcast double* %128 to <2 x double>*, !dbg !165
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !165, !tbaa !51
  %131 = getelementptr inbounds double, double* %128, i64 2, !dbg !165
  %132 = bitcast double* %131 to <2 x double>*, !dbg !165
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !165, !tbaa !51
  %134 = getelementptr inbounds double, double* %29, i64 %114, !dbg !161
  %135 = bitcast double* %134 to <2 x double>*, !dbg !166
  store <2 x double> %130, <2 x double>* %135, align 8, !dbg !166, !tbaa !51
  %136 = getelementptr inbounds double, double* %134, i64 2, !dbg !166
  %137 = bitcast double* %136 to <2 x double>*, !dbg !166
  store <2 x double> %133, <2 x double>* %137, align 8, !dbg !166, !tbaa !51
  br label %138, !dbg !160

138:                                              ; preds = %113, %116
  %139 = icmp eq i64 %56, %51, !dbg !160
  br i1 %139, label %189, label %140, !dbg !160

140:                                              ; preds = %48, %138
  %141 = phi i64 [ 0, %48 ], [ %56, %138 ]
  %142 = xor i64 %141, -1, !dbg !160
  %143 = and i64 %51, 1, !dbg !160
  %144 = icmp eq i64 %143, 0, !dbg !160
  br i1 %144, label %154, label %145, !dbg !160

145:                                              ; preds = %140
  call void @llvm.dbg.value(metadata i64 undef, metadata !107, metadata !DIExpression()), !dbg !157
  %146 = mul nsw i64 %141, %50, !dbg !170
  %147 = getelementptr inbounds double, double* %21, i64 %146, !dbg !162
  %148 = load double, double* %147, align 8, !dbg !162, !tbaa !51
  %149 = getelementptr inbounds double, double* %27, i64 %141, !dbg !171
  store double %148, double* %149, align 8, !dbg !164, !tbaa !51
  %150 = getelementptr inbounds double, double* %23, i64 %146, !dbg !165
  %151 = load double, double* %150, align 8, !dbg !165, !tbaa !51
  %152 = getelementptr inbounds double, double* %29, i64 %141, !dbg !172
  store double %151, double* %152, align 8, !dbg !166, !tbaa !51
  %153 = or i64 %141, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %153, metadata !107, metadata !DIExpression()), !dbg !157
  br label %154, !dbg !160

154:                                              ; preds = %145, %140
  %155 = phi i64 [ %141, %140 ], [ %153, %145 ]
  %156 = sub nsw i64 0, %51, !dbg !160
  %157 = icmp eq i64 %142, %156, !dbg !160
  br i1 %157, label %189, label %199, !dbg !160

158:                                              ; preds = %41, %158
  %159 = phi i64 [ 0, %41 ], [ %187, %158 ]
  %160 = phi i32 [ 77, %41 ], [ %177, %158 ]
  call void @llvm.dbg.value(metadata i32 %160, metadata !100, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i64 %159, metadata !102, metadata !DIExpression()), !dbg !153
  %161 = mul i32 %160, 1664525, !dbg !173
  %162 = add i32 %161, 1013904223, !dbg !174
  call void @llvm.dbg.value(metadata i32 %162, metadata !100, metadata !DIExpression()), !dbg !114
  %163 = lshr i32 %162, 28, !dbg !175
  %164 = trunc i32 %163 to i8, !dbg !176
  %165 = urem i8 %164, 5, !dbg !176
  call void @llvm.dbg.value(metadata i8 %165, metadata !104, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !177
  %166 = mul i32 %162, 1664525, !dbg !178
  %167 = add i32 %166, 1013904223, !dbg !179
  call void @llvm.dbg.value(metadata i32 %167, metadata !100, metadata !DIExpression()), !dbg !114
  %168 = uitofp i8 %165 to double, !dbg !180
  %169 = lshr i32 %167, 16, !dbg !181
  %170 = trunc i32 %169 to i16, !dbg !182
  %171 = urem i16 %170, 1000, !dbg !182
  %172 = uitofp i16 %171 to double, !dbg !183
  %173 = fdiv double %172, 4.000000e+02, !dbg !184
  %174 = tail call double @llvm.fmuladd.f64(double %168, double 4.000000e+00, double %173), !dbg !185
  %175 = getelementptr inbounds double, double* %21, i64 %159, !dbg !186
  store double %174, double* %175, align 8, !dbg !187, !tbaa !51
  %176 = mul i32 %167, 1664525, !dbg !188
  %177 = add i32 %176, 1013904223, !dbg !189
  call void @llvm.dbg.value(metadata i32 %177, metadata !100, metadata !DIExpression()), !dbg !114
  %178 = and i8 %165, 1, !dbg !190
  %179 = uitofp i8 %178 to double, !dbg !191
  %180 = lshr i32 %177, 16, !dbg !192
  %181 = trunc i32 %180 to i16, !dbg !193
  %182 = urem i16 %181, 1000, !dbg !193
  %183 = uitofp i16 %182 to double, !dbg !194
  %184 = fdiv double %183, 4.000000e+02, !dbg !195
  %185 = tail call double @llvm.fmuladd.f64(double %179, double 6.000000e+00, double %184), !dbg !196
  %186 = getelementptr inbounds double, double* %23, i64 %159, !dbg !197
  store double %185, double* %186, align 8, !dbg !198, !tbaa !51
  %187 = add nuw nsw i64 %159, 1, !dbg !199
  call void @llvm.dbg.value(metadata i64 %187, metadata !102, metadata !DIExpression()), !dbg !153
  %188 = icmp eq i64 %187, %42, !dbg !154
  br i1 %188, label %44, label %158, !dbg !155, !llvm.loop !200

189:                                              ; preds = %154, %199, %138, %46
  %190 = phi i64 [ %47, %46 ], [ %51, %138 ], [ %51, %199 ], [ %51, %154 ]
  %191 = zext i32 %16 to i64
  %192 = shl nuw nsw i64 %190, 3, !dbg !202
  %193 = shl nuw nsw i64 %190, 2, !dbg !202
  %194 = add nsw i64 %190, -1, !dbg !202
  %195 = and i64 %190, 1
  %196 = icmp eq i64 %194, 0
  %197 = and i64 %190, 4294967294
  %198 = icmp eq i64 %195, 0
  br label %218, !dbg !202

199:                                              ; preds = %154, %199
  %200 = phi i64 [ %216, %199 ], [ %155, %154 ]
  call void @llvm.dbg.value(metadata i64 %200, metadata !107, metadata !DIExpression()), !dbg !157
  %201 = mul nsw i64 %200, %50, !dbg !170
  %202 = getelementptr inbounds double, double* %21, i64 %201, !dbg !162
  %203 = load double, double* %202, align 8, !dbg !162, !tbaa !51
  %204 = getelementptr inbounds double, double* %27, i64 %200, !dbg !171
  store double %203, double* %204, align 8, !dbg !164, !tbaa !51
  %205 = getelementptr inbounds double, double* %23, i64 %201, !dbg !165
  %206 = load double, double* %205, align 8, !dbg !165, !tbaa !51
  %207 = getelementptr inbounds double, double* %29, i64 %200, !dbg !172
  store double %206, double* %207, align 8, !dbg !166, !tbaa !51
  %208 = add nuw nsw i64 %200, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %208, metadata !107, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %208, metadata !107, metadata !DIExpression()), !dbg !157
  %209 = mul nsw i64 %208, %50, !dbg !170
  %210 = getelementptr inbounds double, double* %21, i64 %209, !dbg !162
  %211 = load double, double* %210, align 8, !dbg !162, !tbaa !51
  %212 = getelementptr inbounds double, double* %27, i64 %208, !dbg !171
  store double %211, double* %212, align 8, !dbg !164, !tbaa !51
  %213 = getelementptr inbounds double, double* %23, i64 %209, !dbg !165
  %214 = load double, double* %213, align 8, !dbg !165, !tbaa !51
  %215 = getelementptr inbounds double, double* %29, i64 %208, !dbg !172
  store double %214, double* %215, align 8, !dbg !166, !tbaa !51
  %216 = add nuw nsw i64 %200, 2, !dbg !161
  call void @llvm.dbg.value(metadata i64 %216, metadata !107, metadata !DIExpression()), !dbg !157
  %217 = icmp eq i64 %216, %51, !dbg !158
  br i1 %217, label %189, label %199, !dbg !160, !llvm.loop !203

218:                                              ; preds = %337, %189
  %219 = phi i32 [ 0, %189 ], [ %338, %337 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %219, metadata !109, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32 %17, metadata !24, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %21, metadata !25, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %23, metadata !26, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %27, metadata !27, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata double* %29, metadata !28, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32* %39, metadata !29, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()) #9, !dbg !207
  br i1 %40, label %220, label %289, !dbg !208

220:                                              ; preds = %218, %285
  %221 = phi i64 [ %287, %285 ], [ 0, %218 ]
  %222 = phi i32 [ %286, %285 ], [ 0, %218 ]
  call void @llvm.dbg.value(metadata i32 %222, metadata !30, metadata !DIExpression()) #9, !dbg !204
  call void @llvm.dbg.value(metadata i64 %221, metadata !31, metadata !DIExpression()) #9, !dbg !207
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !33, metadata !DIExpression()) #9, !dbg !210
  br i1 %45, label %223, label %245, !dbg !211

223:                                              ; preds = %220
  %224 = getelementptr inbounds double, double* %21, i64 %221
  %225 = load double, double* %224, align 8, !tbaa !51
  %226 = getelementptr inbounds double, double* %23, i64 %221
  %227 = load double, double* %226, align 8, !tbaa !51
  br i1 %196, label %228, label %250, !dbg !211

228:                                              ; preds = %250, %223
  %229 = phi i32 [ undef, %223 ], [ %279, %250 ]
  %230 = phi i64 [ 0, %223 ], [ %280, %250 ]
  %231 = phi i32 [ 0, %223 ], [ %279, %250 ]
  %232 = phi double [ 0x7FEFFFFFFFFFFFFF, %223 ], [ %277, %250 ]
  br i1 %198, label %245, label %233, !dbg !211

233:                                              ; preds = %228
  call void @llvm.dbg.value(metadata i64 %230, metadata !37, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i32 %231, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double %232, metadata !33, metadata !DIExpression()) #9, !dbg !210
  %234 = getelementptr inbounds double, double* %27, i64 %230, !dbg !212
  %235 = load double, double* %234, align 8, !dbg !212, !tbaa !51
  %236 = fsub double %225, %235, !dbg !213
  call void @llvm.dbg.value(metadata double %236, metadata !39, metadata !DIExpression()) #9, !dbg !214
  %237 = getelementptr inbounds double, double* %29, i64 %230, !dbg !215
  %238 = load double, double* %237, align 8, !dbg !215, !tbaa !51
  %239 = fsub double %227, %238, !dbg !216
  call void @llvm.dbg.value(metadata double %239, metadata !42, metadata !DIExpression()) #9, !dbg !214
  %240 = fmul double %239, %239, !dbg !217
  %241 = tail call double @llvm.fmuladd.f64(double %236, double %236, double %240) #9, !dbg !218
  call void @llvm.dbg.value(metadata double %241, metadata !43, metadata !DIExpression()) #9, !dbg !214
  %242 = fcmp olt double %241, %232, !dbg !219
  %243 = trunc i64 %230 to i32, !dbg !220
  %244 = select i1 %242, i32 %243, i32 %231, !dbg !220
  call void @llvm.dbg.value(metadata i32 %244, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double undef, metadata !33, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata i64 %230, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !209
  br label %245, !dbg !221

245:                                              ; preds = %233, %228, %220
  %246 = phi i32 [ 0, %220 ], [ %229, %228 ], [ %244, %233 ], !dbg !210
  %247 = getelementptr inbounds i32, i32* %39, i64 %221, !dbg !221
  %248 = load i32, i32* %247, align 4, !dbg !221, !tbaa !68
  %249 = icmp eq i32 %248, %246, !dbg !222
  br i1 %249, label %285, label %283, !dbg !223

250:                                              ; preds = %223, %250
  %251 = phi i64 [ %280, %250 ], [ 0, %223 ]
  %252 = phi i32 [ %279, %250 ], [ 0, %223 ]
  %253 = phi double [ %277, %250 ], [ 0x7FEFFFFFFFFFFFFF, %223 ]
  %254 = phi i64 [ %281, %250 ], [ 0, %223 ]
  call void @llvm.dbg.value(metadata i64 %251, metadata !37, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i32 %252, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double %253, metadata !33, metadata !DIExpression()) #9, !dbg !210
  %255 = getelementptr inbounds double, double* %27, i64 %251, !dbg !212
  %256 = load double, double* %255, align 8, !dbg !212, !tbaa !51
  %257 = fsub double %225, %256, !dbg !213
  call void @llvm.dbg.value(metadata double %257, metadata !39, metadata !DIExpression()) #9, !dbg !214
  %258 = getelementptr inbounds double, double* %29, i64 %251, !dbg !215
  %259 = load double, double* %258, align 8, !dbg !215, !tbaa !51
  %260 = fsub double %227, %259, !dbg !216
  call void @llvm.dbg.value(metadata double %260, metadata !42, metadata !DIExpression()) #9, !dbg !214
  %261 = fmul double %260, %260, !dbg !217
  %262 = tail call double @llvm.fmuladd.f64(double %257, double %257, double %261) #9, !dbg !218
  call void @llvm.dbg.value(metadata double %262, metadata !43, metadata !DIExpression()) #9, !dbg !214
  %263 = fcmp olt double %262, %253, !dbg !219
  %264 = select i1 %263, double %262, double %253, !dbg !220
  %265 = trunc i64 %251 to i32, !dbg !220
  %266 = select i1 %263, i32 %265, i32 %252, !dbg !220
  call void @llvm.dbg.value(metadata i32 %266, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double %264, metadata !33, metadata !DIExpression()) #9, !dbg !210
  %267 = or i64 %251, 1, !dbg !224
  call void @llvm.dbg.value(metadata i64 %267, metadata !37, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i64 %267, metadata !37, metadata !DIExpression()) #9, !dbg !209
  call void @llvm.dbg.value(metadata i32 %266, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double %264, metadata !33, metadata !DIExpression()) #9, !dbg !210
  %268 = getelementptr inbounds double, double* %27, i64 %267, !dbg !212
  %269 = load double, double* %268, align 8, !dbg !212, !tbaa !51
  %270 = fsub double %225, %269, !dbg !213
  call void @llvm.dbg.value(metadata double %270, metadata !39, metadata !DIExpression()) #9, !dbg !214
  %271 = getelementptr inbounds double, double* %29, i64 %267, !dbg !215
  %272 = load double, double* %271, align 8, !dbg !215, !tbaa !51
  %273 = fsub double %227, %272, !dbg !216
  call void @llvm.dbg.value(metadata double %273, metadata !42, metadata !DIExpression()) #9, !dbg !214
  %274 = fmul double %273, %273, !dbg !217
  %275 = tail call double @llvm.fmuladd.f64(double %270, double %270, double %274) #9, !dbg !218
  call void @llvm.dbg.value(metadata double %275, metadata !43, metadata !DIExpression()) #9, !dbg !214
  %276 = fcmp olt double %275, %264, !dbg !219
  %277 = select i1 %276, double %275, double %264, !dbg !220
  %278 = trunc i64 %267 to i32, !dbg !220
  %279 = select i1 %276, i32 %278, i32 %266, !dbg !220
  call void @llvm.dbg.value(metadata i32 %279, metadata !36, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double %277, metadata !33, metadata !DIExpression()) #9, !dbg !210
  %280 = add nuw nsw i64 %251, 2, !dbg !224
  call void @llvm.dbg.value(metadata i64 %280, metadata !37, metadata !DIExpression()) #9, !dbg !209
  %281 = add i64 %254, 2, !dbg !211
  %282 = icmp eq i64 %281, %197, !dbg !211
  br i1 %282, label %228, label %250, !dbg !211, !llvm.loop !225

283:                                              ; preds = %245
  store i32 %246, i32* %247, align 4, !dbg !227, !tbaa !68
  %284 = add nsw i32 %222, 1, !dbg !228
  call void @llvm.dbg.value(metadata i32 %284, metadata !30, metadata !DIExpression()) #9, !dbg !204
  br label %285, !dbg !229

285:                                              ; preds = %283, %245
  %286 = phi i32 [ %284, %283 ], [ %222, %245 ], !dbg !204
  call void @llvm.dbg.value(metadata i32 %286, metadata !30, metadata !DIExpression()) #9, !dbg !204
  %287 = add nuw nsw i64 %221, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %287, metadata !31, metadata !DIExpression()) #9, !dbg !207
  %288 = icmp eq i64 %287, %191, !dbg !231
  br i1 %288, label %289, label %220, !dbg !208, !llvm.loop !232

289:                                              ; preds = %285, %218
  %290 = phi i32 [ 0, %218 ], [ %286, %285 ], !dbg !204
  call void @llvm.dbg.value(metadata i32 %290, metadata !110, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 %8, metadata !234, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i32 %17, metadata !241, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double* %21, metadata !242, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double* %23, metadata !243, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i32* %39, metadata !244, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double* %27, metadata !245, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double* %29, metadata !246, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double* %31, metadata !247, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double* %33, metadata !248, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i32* %36, metadata !249, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i32 0, metadata !250, metadata !DIExpression()), !dbg !258
  br i1 %45, label %291, label %292, !dbg !259

291:                                              ; preds = %289
  call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %192, i1 false), !dbg !260, !tbaa !51
  call void @llvm.memset.p0i8.i64(i8* align 8 %30, i8 0, i64 %192, i1 false), !dbg !263, !tbaa !51
  call void @llvm.memset.p0i8.i64(i8* align 4 %35, i8 0, i64 %193, i1 false), !dbg !264, !tbaa !68
  call void @llvm.dbg.value(metadata i32 undef, metadata !250, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !258
  br label %292, !dbg !265

292:                                              ; preds = %291, %289
  call void @llvm.dbg.value(metadata i32 0, metadata !252, metadata !DIExpression()), !dbg !266
  br i1 %40, label %294, label %293, !dbg !265

293:                                              ; preds = %294, %292
  call void @llvm.dbg.value(metadata i32 0, metadata !254, metadata !DIExpression()), !dbg !267
  br i1 %45, label %314, label %339, !dbg !268

294:                                              ; preds = %292, %294
  %295 = phi i64 [ %312, %294 ], [ 0, %292 ]
  call void @llvm.dbg.value(metadata i64 %295, metadata !252, metadata !DIExpression()), !dbg !266
  %296 = getelementptr inbounds double, double* %21, i64 %295, !dbg !269
  %297 = load double, double* %296, align 8, !dbg !269, !tbaa !51
  %298 = getelementptr inbounds i32, i32* %39, i64 %295, !dbg !272
  %299 = load i32, i32* %298, align 4, !dbg !272, !tbaa !68
  %300 = sext i32 %299 to i64, !dbg !273
  %301 = getelementptr inbounds double, double* %31, i64 %300, !dbg !273
  %302 = load double, double* %301, align 8, !dbg !274, !tbaa !51
  %303 = fadd double %297, %302, !dbg !274
  store double %303, double* %301, align 8, !dbg !274, !tbaa !51
  %304 = getelementptr inbounds double, double* %23, i64 %295, !dbg !275
  %305 = load double, double* %304, align 8, !dbg !275, !tbaa !51
  %306 = getelementptr inbounds double, double* %33, i64 %300, !dbg !276
  %307 = load double, double* %306, align 8, !dbg !277, !tbaa !51
  %308 = fadd double %305, %307, !dbg !277
  store double %308, double* %306, align 8, !dbg !277, !tbaa !51
  %309 = getelementptr inbounds i32, i32* %36, i64 %300, !dbg !278
  %310 = load i32, i32* %309, align 4, !dbg !279, !tbaa !68
  %311 = add nsw i32 %310, 1, !dbg !279
  store i32 %311, i32* %309, align 4, !dbg !279, !tbaa !68
  %312 = add nuw nsw i64 %295, 1, !dbg !280
  call void @llvm.dbg.value(metadata i64 %312, metadata !252, metadata !DIExpression()), !dbg !266
  %313 = icmp eq i64 %312, %191, !dbg !281
  br i1 %313, label %293, label %294, !dbg !265, !llvm.loop !282

314:                                              ; preds = %293, %329
  %315 = phi i64 [ %330, %329 ], [ 0, %293 ]
  call void @llvm.dbg.value(metadata i64 %315, metadata !254, metadata !DIExpression()), !dbg !267
  %316 = getelementptr inbounds i32, i32* %36, i64 %315, !dbg !284
  %317 = load i32, i32* %316, align 4, !dbg !284, !tbaa !68
  %318 = icmp sgt i32 %317, 0, !dbg !287
  br i1 %318, label %319, label %329, !dbg !288

319:                                              ; preds = %314
  %320 = getelementptr inbounds double, double* %31, i64 %315, !dbg !289
  %321 = load double, double* %320, align 8, !dbg !289, !tbaa !51
  %322 = sitofp i32 %317 to double, !dbg !291
  %323 = fdiv double %321, %322, !dbg !292
  %324 = getelementptr inbounds double, double* %27, i64 %315, !dbg !293
  store double %323, double* %324, align 8, !dbg !294, !tbaa !51
  %325 = getelementptr inbounds double, double* %33, i64 %315, !dbg !295
  %326 = load double, double* %325, align 8, !dbg !295, !tbaa !51
  %327 = fdiv double %326, %322, !dbg !296
  %328 = getelementptr inbounds double, double* %29, i64 %315, !dbg !297
  store double %327, double* %328, align 8, !dbg !298, !tbaa !51
  br label %329, !dbg !299

329:                                              ; preds = %319, %314
  %330 = add nuw nsw i64 %315, 1, !dbg !300
  call void @llvm.dbg.value(metadata i64 %330, metadata !254, metadata !DIExpression()), !dbg !267
  %331 = icmp eq i64 %330, %190, !dbg !301
  br i1 %331, label %332, label %314, !dbg !268, !llvm.loop !302

332:                                              ; preds = %329
  %333 = add nuw nsw i32 %219, 1, !dbg !304
  call void @llvm.dbg.value(metadata i32 %333, metadata !109, metadata !DIExpression()), !dbg !114
  %334 = icmp sgt i32 %290, 0, !dbg !305
  %335 = icmp ult i32 %219, 49, !dbg !306
  %336 = select i1 %334, i1 %335, i1 false, !dbg !306
  br i1 %336, label %337, label %344, !dbg !307

337:                                              ; preds = %332, %339
  %338 = phi i32 [ %333, %332 ], [ %340, %339 ]
  br label %218, !dbg !114, !llvm.loop !308

339:                                              ; preds = %293
  %340 = add nuw nsw i32 %219, 1, !dbg !304
  call void @llvm.dbg.value(metadata i32 %333, metadata !109, metadata !DIExpression()), !dbg !114
  %341 = icmp sgt i32 %290, 0, !dbg !305
  %342 = icmp ult i32 %219, 49, !dbg !306
  %343 = select i1 %341, i1 %342, i1 false, !dbg !306
  br i1 %343, label %337, label %365, !dbg !307

344:                                              ; preds = %332
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !111, metadata !DIExpression()), !dbg !114
  br i1 %45, label %345, label %365, !dbg !311

345:                                              ; preds = %344
  %346 = and i64 %190, 1, !dbg !311
  %347 = icmp eq i64 %194, 0, !dbg !311
  br i1 %347, label %350, label %348, !dbg !311

348:                                              ; preds = %345
  %349 = and i64 %190, 4294967294, !dbg !311
  br label %369, !dbg !311

350:                                              ; preds = %369, %345
  %351 = phi double [ undef, %345 ], [ %390, %369 ]
  %352 = phi i64 [ 0, %345 ], [ %384, %369 ]
  %353 = phi double [ 0.000000e+00, %345 ], [ %390, %369 ]
  %354 = icmp eq i64 %346, 0, !dbg !311
  br i1 %354, label %365, label %355, !dbg !311

355:                                              ; preds = %350
  call void @llvm.dbg.value(metadata i64 %352, metadata !112, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %353, metadata !111, metadata !DIExpression()), !dbg !114
  %356 = getelementptr inbounds double, double* %27, i64 %352, !dbg !312
  %357 = load double, double* %356, align 8, !dbg !312, !tbaa !51
  %358 = trunc i64 %352 to i32, !dbg !314
  %359 = add i32 %358, 1, !dbg !314
  %360 = sitofp i32 %359 to double, !dbg !314
  %361 = getelementptr inbounds double, double* %29, i64 %352, !dbg !315
  %362 = load double, double* %361, align 8, !dbg !315, !tbaa !51
  %363 = tail call double @llvm.fmuladd.f64(double %357, double %360, double %362), !dbg !316
  %364 = fadd double %353, %363, !dbg !317
  call void @llvm.dbg.value(metadata i64 %352, metadata !112, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !310
  call void @llvm.dbg.value(metadata double %364, metadata !111, metadata !DIExpression()), !dbg !114
  br label %365, !dbg !318

365:                                              ; preds = %339, %355, %350, %344
  %366 = phi i32 [ %333, %344 ], [ %333, %350 ], [ %333, %355 ], [ %340, %339 ]
  %367 = phi double [ 0.000000e+00, %344 ], [ %351, %350 ], [ %364, %355 ], [ 0.000000e+00, %339 ], !dbg !114
  %368 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %366, double noundef %367), !dbg !318
  tail call void @free(i8* noundef %20) #9, !dbg !319
  tail call void @free(i8* noundef %22) #9, !dbg !320
  tail call void @free(i8* noundef %26) #9, !dbg !321
  tail call void @free(i8* noundef %28) #9, !dbg !322
  tail call void @free(i8* noundef %30) #9, !dbg !323
  tail call void @free(i8* noundef %32) #9, !dbg !324
  tail call void @free(i8* noundef %35) #9, !dbg !325
  tail call void @free(i8* noundef %38) #9, !dbg !326
  ret i32 0, !dbg !327

369:                                              ; preds = %369, %348
  %370 = phi i64 [ 0, %348 ], [ %384, %369 ]
  %371 = phi double [ 0.000000e+00, %348 ], [ %390, %369 ]
  %372 = phi i64 [ 0, %348 ], [ %391, %369 ]
  call void @llvm.dbg.value(metadata i64 %370, metadata !112, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %371, metadata !111, metadata !DIExpression()), !dbg !114
  %373 = getelementptr inbounds double, double* %27, i64 %370, !dbg !312
  %374 = load double, double* %373, align 8, !dbg !312, !tbaa !51
  %375 = or i64 %370, 1, !dbg !328
  %376 = trunc i64 %375 to i32, !dbg !314
  %377 = sitofp i32 %376 to double, !dbg !314
  %378 = getelementptr inbounds double, double* %29, i64 %370, !dbg !315
  %379 = load double, double* %378, align 8, !dbg !315, !tbaa !51
  %380 = tail call double @llvm.fmuladd.f64(double %374, double %377, double %379), !dbg !316
  %381 = fadd double %371, %380, !dbg !317
  call void @llvm.dbg.value(metadata i64 %375, metadata !112, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %381, metadata !111, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i64 %375, metadata !112, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %381, metadata !111, metadata !DIExpression()), !dbg !114
  %382 = getelementptr inbounds double, double* %27, i64 %375, !dbg !312
  %383 = load double, double* %382, align 8, !dbg !312, !tbaa !51
  %384 = add nuw nsw i64 %370, 2, !dbg !328
  %385 = trunc i64 %384 to i32, !dbg !314
  %386 = sitofp i32 %385 to double, !dbg !314
  %387 = getelementptr inbounds double, double* %29, i64 %375, !dbg !315
  %388 = load double, double* %387, align 8, !dbg !315, !tbaa !51
  %389 = tail call double @llvm.fmuladd.f64(double %383, double %386, double %388), !dbg !316
  %390 = fadd double %381, %389, !dbg !317
  call void @llvm.dbg.value(metadata i64 %384, metadata !112, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata double %390, metadata !111, metadata !DIExpression()), !dbg !114
  %391 = add i64 %372, 2, !dbg !311
  %392 = icmp eq i64 %391, %349, !dbg !311
  br i1 %392, label %350, label %369, !dbg !311, !llvm.loop !329
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kmeans.c", directory: ".", checksumkind: CSK_MD5, checksum: "8186213b325bc1adb66ef30730de04f2")
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
!15 = distinct !DISubprogram(name: "kernel_assign", scope: !1, file: !1, line: 9, type: !16, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !3, !18, !18, !18, !18, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !33, !36, !37, !39, !42, !43}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 9, type: !3)
!24 = !DILocalVariable(name: "k", arg: 2, scope: !15, file: !1, line: 9, type: !3)
!25 = !DILocalVariable(name: "px", arg: 3, scope: !15, file: !1, line: 9, type: !18)
!26 = !DILocalVariable(name: "py", arg: 4, scope: !15, file: !1, line: 9, type: !18)
!27 = !DILocalVariable(name: "cx", arg: 5, scope: !15, file: !1, line: 10, type: !18)
!28 = !DILocalVariable(name: "cy", arg: 6, scope: !15, file: !1, line: 10, type: !18)
!29 = !DILocalVariable(name: "label", arg: 7, scope: !15, file: !1, line: 10, type: !21)
!30 = !DILocalVariable(name: "changed", scope: !15, file: !1, line: 12, type: !3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 13, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 3)
!33 = !DILocalVariable(name: "best", scope: !34, file: !1, line: 14, type: !20)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 31)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 13, column: 3)
!36 = !DILocalVariable(name: "arg", scope: !34, file: !1, line: 15, type: !3)
!37 = !DILocalVariable(name: "c", scope: !38, file: !1, line: 16, type: !3)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 16, column: 5)
!39 = !DILocalVariable(name: "dx", scope: !40, file: !1, line: 17, type: !20)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 16, column: 33)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 16, column: 5)
!42 = !DILocalVariable(name: "dy", scope: !40, file: !1, line: 17, type: !20)
!43 = !DILocalVariable(name: "d", scope: !40, file: !1, line: 18, type: !20)
!44 = !DILocation(line: 0, scope: !15)
!45 = !DILocation(line: 0, scope: !32)
!46 = !DILocation(line: 13, column: 21, scope: !35)
!47 = !DILocation(line: 13, column: 3, scope: !32)
!48 = !DILocation(line: 0, scope: !38)
!49 = !DILocation(line: 0, scope: !34)
!50 = !DILocation(line: 16, column: 5, scope: !38)
!51 = !{!52, !52, i64 0}
!52 = !{!"double", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 29, column: 3, scope: !15)
!56 = !DILocation(line: 17, column: 27, scope: !40)
!57 = !DILocation(line: 17, column: 25, scope: !40)
!58 = !DILocation(line: 0, scope: !40)
!59 = !DILocation(line: 17, column: 47, scope: !40)
!60 = !DILocation(line: 17, column: 45, scope: !40)
!61 = !DILocation(line: 18, column: 31, scope: !40)
!62 = !DILocation(line: 18, column: 26, scope: !40)
!63 = !DILocation(line: 19, column: 13, scope: !64)
!64 = distinct !DILexicalBlock(scope: !40, file: !1, line: 19, column: 11)
!65 = !DILocation(line: 19, column: 11, scope: !40)
!66 = !DILocation(line: 24, column: 9, scope: !67)
!67 = distinct !DILexicalBlock(scope: !34, file: !1, line: 24, column: 9)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !53, i64 0}
!70 = !DILocation(line: 24, column: 18, scope: !67)
!71 = !DILocation(line: 24, column: 9, scope: !34)
!72 = !DILocation(line: 16, column: 29, scope: !41)
!73 = distinct !{!73, !50, !74, !75}
!74 = !DILocation(line: 23, column: 5, scope: !38)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 25, column: 16, scope: !77)
!77 = distinct !DILexicalBlock(scope: !67, file: !1, line: 24, column: 26)
!78 = !DILocation(line: 26, column: 14, scope: !77)
!79 = !DILocation(line: 27, column: 5, scope: !77)
!80 = !DILocation(line: 13, column: 27, scope: !35)
!81 = distinct !{!81, !47, !82, !75}
!82 = !DILocation(line: 28, column: 3, scope: !32)
!83 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !84, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!3, !3, !4}
!86 = !{!87, !88, !89, !90, !91, !93, !94, !95, !96, !97, !98, !99, !100, !102, !104, !107, !109, !110, !111, !112}
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !83, file: !1, line: 52, type: !3)
!88 = !DILocalVariable(name: "argv", arg: 2, scope: !83, file: !1, line: 52, type: !4)
!89 = !DILocalVariable(name: "n", scope: !83, file: !1, line: 54, type: !3)
!90 = !DILocalVariable(name: "k", scope: !83, file: !1, line: 55, type: !3)
!91 = !DILocalVariable(name: "px", scope: !83, file: !1, line: 56, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!93 = !DILocalVariable(name: "py", scope: !83, file: !1, line: 56, type: !92)
!94 = !DILocalVariable(name: "cx", scope: !83, file: !1, line: 57, type: !92)
!95 = !DILocalVariable(name: "cy", scope: !83, file: !1, line: 57, type: !92)
!96 = !DILocalVariable(name: "sx", scope: !83, file: !1, line: 58, type: !92)
!97 = !DILocalVariable(name: "sy", scope: !83, file: !1, line: 58, type: !92)
!98 = !DILocalVariable(name: "cnt", scope: !83, file: !1, line: 59, type: !21)
!99 = !DILocalVariable(name: "label", scope: !83, file: !1, line: 59, type: !21)
!100 = !DILocalVariable(name: "s", scope: !83, file: !1, line: 60, type: !101)
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!102 = !DILocalVariable(name: "i", scope: !103, file: !1, line: 61, type: !3)
!103 = distinct !DILexicalBlock(scope: !83, file: !1, line: 61, column: 3)
!104 = !DILocalVariable(name: "blob", scope: !105, file: !1, line: 63, type: !3)
!105 = distinct !DILexicalBlock(scope: !106, file: !1, line: 61, column: 31)
!106 = distinct !DILexicalBlock(scope: !103, file: !1, line: 61, column: 3)
!107 = !DILocalVariable(name: "c", scope: !108, file: !1, line: 70, type: !3)
!108 = distinct !DILexicalBlock(scope: !83, file: !1, line: 70, column: 3)
!109 = !DILocalVariable(name: "it", scope: !83, file: !1, line: 74, type: !3)
!110 = !DILocalVariable(name: "changed", scope: !83, file: !1, line: 74, type: !3)
!111 = !DILocalVariable(name: "chk", scope: !83, file: !1, line: 80, type: !20)
!112 = !DILocalVariable(name: "c", scope: !113, file: !1, line: 81, type: !3)
!113 = distinct !DILexicalBlock(scope: !83, file: !1, line: 81, column: 3)
!114 = !DILocation(line: 0, scope: !83)
!115 = !DILocation(line: 54, column: 16, scope: !83)
!116 = !DILocation(line: 54, column: 11, scope: !83)
!117 = !DILocation(line: 54, column: 27, scope: !83)
!118 = !{!119, !119, i64 0}
!119 = !{!"any pointer", !53, i64 0}
!120 = !DILocalVariable(name: "__nptr", arg: 1, scope: !121, file: !122, line: 362, type: !125)
!121 = distinct !DISubprogram(name: "atoi", scope: !122, file: !122, line: 362, type: !123, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!122 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!123 = !DISubroutineType(types: !124)
!124 = !{!3, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!127 = !{!120}
!128 = !DILocation(line: 0, scope: !121, inlinedAt: !129)
!129 = distinct !DILocation(line: 54, column: 22, scope: !83)
!130 = !DILocation(line: 364, column: 16, scope: !121, inlinedAt: !129)
!131 = !DILocation(line: 364, column: 10, scope: !121, inlinedAt: !129)
!132 = !DILocation(line: 55, column: 16, scope: !83)
!133 = !DILocation(line: 55, column: 11, scope: !83)
!134 = !DILocation(line: 55, column: 27, scope: !83)
!135 = !DILocation(line: 0, scope: !121, inlinedAt: !136)
!136 = distinct !DILocation(line: 55, column: 22, scope: !83)
!137 = !DILocation(line: 364, column: 16, scope: !121, inlinedAt: !136)
!138 = !DILocation(line: 364, column: 10, scope: !121, inlinedAt: !136)
!139 = !DILocation(line: 56, column: 23, scope: !83)
!140 = !DILocation(line: 56, column: 25, scope: !83)
!141 = !DILocation(line: 56, column: 16, scope: !83)
!142 = !DILocation(line: 56, column: 50, scope: !83)
!143 = !DILocation(line: 57, column: 23, scope: !83)
!144 = !DILocation(line: 57, column: 25, scope: !83)
!145 = !DILocation(line: 57, column: 16, scope: !83)
!146 = !DILocation(line: 57, column: 50, scope: !83)
!147 = !DILocation(line: 58, column: 16, scope: !83)
!148 = !DILocation(line: 58, column: 50, scope: !83)
!149 = !DILocation(line: 59, column: 23, scope: !83)
!150 = !DILocation(line: 59, column: 14, scope: !83)
!151 = !DILocation(line: 59, column: 57, scope: !83)
!152 = !DILocation(line: 59, column: 48, scope: !83)
!153 = !DILocation(line: 0, scope: !103)
!154 = !DILocation(line: 61, column: 21, scope: !106)
!155 = !DILocation(line: 61, column: 3, scope: !103)
!156 = !DILocation(line: 68, column: 14, scope: !105)
!157 = !DILocation(line: 0, scope: !108)
!158 = !DILocation(line: 70, column: 21, scope: !159)
!159 = distinct !DILexicalBlock(scope: !108, file: !1, line: 70, column: 3)
!160 = !DILocation(line: 70, column: 3, scope: !108)
!161 = !DILocation(line: 70, column: 27, scope: !159)
!162 = !DILocation(line: 71, column: 13, scope: !163)
!163 = distinct !DILexicalBlock(scope: !159, file: !1, line: 70, column: 31)
!164 = !DILocation(line: 71, column: 11, scope: !163)
!165 = !DILocation(line: 72, column: 13, scope: !163)
!166 = !DILocation(line: 72, column: 11, scope: !163)
!167 = distinct !{!167, !160, !168, !75, !169}
!168 = !DILocation(line: 73, column: 3, scope: !108)
!169 = !{!"llvm.loop.isvectorized", i32 1}
!170 = !DILocation(line: 71, column: 18, scope: !163)
!171 = !DILocation(line: 71, column: 5, scope: !163)
!172 = !DILocation(line: 72, column: 5, scope: !163)
!173 = !DILocation(line: 62, column: 11, scope: !105)
!174 = !DILocation(line: 62, column: 22, scope: !105)
!175 = !DILocation(line: 63, column: 19, scope: !105)
!176 = !DILocation(line: 63, column: 26, scope: !105)
!177 = !DILocation(line: 0, scope: !105)
!178 = !DILocation(line: 64, column: 11, scope: !105)
!179 = !DILocation(line: 64, column: 22, scope: !105)
!180 = !DILocation(line: 65, column: 13, scope: !105)
!181 = !DILocation(line: 65, column: 30, scope: !105)
!182 = !DILocation(line: 65, column: 37, scope: !105)
!183 = !DILocation(line: 65, column: 26, scope: !105)
!184 = !DILocation(line: 65, column: 45, scope: !105)
!185 = !DILocation(line: 65, column: 24, scope: !105)
!186 = !DILocation(line: 65, column: 5, scope: !105)
!187 = !DILocation(line: 65, column: 11, scope: !105)
!188 = !DILocation(line: 66, column: 11, scope: !105)
!189 = !DILocation(line: 66, column: 22, scope: !105)
!190 = !DILocation(line: 67, column: 19, scope: !105)
!191 = !DILocation(line: 67, column: 13, scope: !105)
!192 = !DILocation(line: 67, column: 36, scope: !105)
!193 = !DILocation(line: 67, column: 43, scope: !105)
!194 = !DILocation(line: 67, column: 32, scope: !105)
!195 = !DILocation(line: 67, column: 51, scope: !105)
!196 = !DILocation(line: 67, column: 30, scope: !105)
!197 = !DILocation(line: 67, column: 5, scope: !105)
!198 = !DILocation(line: 67, column: 11, scope: !105)
!199 = !DILocation(line: 61, column: 27, scope: !106)
!200 = distinct !{!200, !155, !201, !75}
!201 = !DILocation(line: 69, column: 3, scope: !103)
!202 = !DILocation(line: 75, column: 3, scope: !83)
!203 = distinct !{!203, !160, !168, !75, !169}
!204 = !DILocation(line: 0, scope: !15, inlinedAt: !205)
!205 = distinct !DILocation(line: 76, column: 15, scope: !206)
!206 = distinct !DILexicalBlock(scope: !83, file: !1, line: 75, column: 6)
!207 = !DILocation(line: 0, scope: !32, inlinedAt: !205)
!208 = !DILocation(line: 13, column: 3, scope: !32, inlinedAt: !205)
!209 = !DILocation(line: 0, scope: !38, inlinedAt: !205)
!210 = !DILocation(line: 0, scope: !34, inlinedAt: !205)
!211 = !DILocation(line: 16, column: 5, scope: !38, inlinedAt: !205)
!212 = !DILocation(line: 17, column: 27, scope: !40, inlinedAt: !205)
!213 = !DILocation(line: 17, column: 25, scope: !40, inlinedAt: !205)
!214 = !DILocation(line: 0, scope: !40, inlinedAt: !205)
!215 = !DILocation(line: 17, column: 47, scope: !40, inlinedAt: !205)
!216 = !DILocation(line: 17, column: 45, scope: !40, inlinedAt: !205)
!217 = !DILocation(line: 18, column: 31, scope: !40, inlinedAt: !205)
!218 = !DILocation(line: 18, column: 26, scope: !40, inlinedAt: !205)
!219 = !DILocation(line: 19, column: 13, scope: !64, inlinedAt: !205)
!220 = !DILocation(line: 19, column: 11, scope: !40, inlinedAt: !205)
!221 = !DILocation(line: 24, column: 9, scope: !67, inlinedAt: !205)
!222 = !DILocation(line: 24, column: 18, scope: !67, inlinedAt: !205)
!223 = !DILocation(line: 24, column: 9, scope: !34, inlinedAt: !205)
!224 = !DILocation(line: 16, column: 29, scope: !41, inlinedAt: !205)
!225 = distinct !{!225, !211, !226, !75}
!226 = !DILocation(line: 23, column: 5, scope: !38, inlinedAt: !205)
!227 = !DILocation(line: 25, column: 16, scope: !77, inlinedAt: !205)
!228 = !DILocation(line: 26, column: 14, scope: !77, inlinedAt: !205)
!229 = !DILocation(line: 27, column: 5, scope: !77, inlinedAt: !205)
!230 = !DILocation(line: 13, column: 27, scope: !35, inlinedAt: !205)
!231 = !DILocation(line: 13, column: 21, scope: !35, inlinedAt: !205)
!232 = distinct !{!232, !208, !233, !75}
!233 = !DILocation(line: 28, column: 3, scope: !32, inlinedAt: !205)
!234 = !DILocalVariable(name: "n", arg: 1, scope: !235, file: !1, line: 32, type: !3)
!235 = distinct !DISubprogram(name: "update", scope: !1, file: !1, line: 32, type: !236, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !240)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !3, !3, !18, !18, !238, !92, !92, !92, !92, !21}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!240 = !{!234, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !252, !254}
!241 = !DILocalVariable(name: "k", arg: 2, scope: !235, file: !1, line: 32, type: !3)
!242 = !DILocalVariable(name: "px", arg: 3, scope: !235, file: !1, line: 32, type: !18)
!243 = !DILocalVariable(name: "py", arg: 4, scope: !235, file: !1, line: 32, type: !18)
!244 = !DILocalVariable(name: "label", arg: 5, scope: !235, file: !1, line: 33, type: !238)
!245 = !DILocalVariable(name: "cx", arg: 6, scope: !235, file: !1, line: 33, type: !92)
!246 = !DILocalVariable(name: "cy", arg: 7, scope: !235, file: !1, line: 33, type: !92)
!247 = !DILocalVariable(name: "sx", arg: 8, scope: !235, file: !1, line: 33, type: !92)
!248 = !DILocalVariable(name: "sy", arg: 9, scope: !235, file: !1, line: 34, type: !92)
!249 = !DILocalVariable(name: "cnt", arg: 10, scope: !235, file: !1, line: 34, type: !21)
!250 = !DILocalVariable(name: "c", scope: !251, file: !1, line: 36, type: !3)
!251 = distinct !DILexicalBlock(scope: !235, file: !1, line: 36, column: 3)
!252 = !DILocalVariable(name: "i", scope: !253, file: !1, line: 40, type: !3)
!253 = distinct !DILexicalBlock(scope: !235, file: !1, line: 40, column: 3)
!254 = !DILocalVariable(name: "c", scope: !255, file: !1, line: 45, type: !3)
!255 = distinct !DILexicalBlock(scope: !235, file: !1, line: 45, column: 3)
!256 = !DILocation(line: 0, scope: !235, inlinedAt: !257)
!257 = distinct !DILocation(line: 77, column: 5, scope: !206)
!258 = !DILocation(line: 0, scope: !251, inlinedAt: !257)
!259 = !DILocation(line: 36, column: 3, scope: !251, inlinedAt: !257)
!260 = !DILocation(line: 37, column: 19, scope: !261, inlinedAt: !257)
!261 = distinct !DILexicalBlock(scope: !262, file: !1, line: 36, column: 31)
!262 = distinct !DILexicalBlock(scope: !251, file: !1, line: 36, column: 3)
!263 = !DILocation(line: 37, column: 11, scope: !261, inlinedAt: !257)
!264 = !DILocation(line: 38, column: 12, scope: !261, inlinedAt: !257)
!265 = !DILocation(line: 40, column: 3, scope: !253, inlinedAt: !257)
!266 = !DILocation(line: 0, scope: !253, inlinedAt: !257)
!267 = !DILocation(line: 0, scope: !255, inlinedAt: !257)
!268 = !DILocation(line: 45, column: 3, scope: !255, inlinedAt: !257)
!269 = !DILocation(line: 41, column: 21, scope: !270, inlinedAt: !257)
!270 = distinct !DILexicalBlock(scope: !271, file: !1, line: 40, column: 31)
!271 = distinct !DILexicalBlock(scope: !253, file: !1, line: 40, column: 3)
!272 = !DILocation(line: 41, column: 8, scope: !270, inlinedAt: !257)
!273 = !DILocation(line: 41, column: 5, scope: !270, inlinedAt: !257)
!274 = !DILocation(line: 41, column: 18, scope: !270, inlinedAt: !257)
!275 = !DILocation(line: 42, column: 21, scope: !270, inlinedAt: !257)
!276 = !DILocation(line: 42, column: 5, scope: !270, inlinedAt: !257)
!277 = !DILocation(line: 42, column: 18, scope: !270, inlinedAt: !257)
!278 = !DILocation(line: 43, column: 5, scope: !270, inlinedAt: !257)
!279 = !DILocation(line: 43, column: 18, scope: !270, inlinedAt: !257)
!280 = !DILocation(line: 40, column: 27, scope: !271, inlinedAt: !257)
!281 = !DILocation(line: 40, column: 21, scope: !271, inlinedAt: !257)
!282 = distinct !{!282, !265, !283, !75}
!283 = !DILocation(line: 44, column: 3, scope: !253, inlinedAt: !257)
!284 = !DILocation(line: 46, column: 9, scope: !285, inlinedAt: !257)
!285 = distinct !DILexicalBlock(scope: !286, file: !1, line: 46, column: 9)
!286 = distinct !DILexicalBlock(scope: !255, file: !1, line: 45, column: 3)
!287 = !DILocation(line: 46, column: 16, scope: !285, inlinedAt: !257)
!288 = !DILocation(line: 46, column: 9, scope: !286, inlinedAt: !257)
!289 = !DILocation(line: 47, column: 15, scope: !290, inlinedAt: !257)
!290 = distinct !DILexicalBlock(scope: !285, file: !1, line: 46, column: 21)
!291 = !DILocation(line: 47, column: 23, scope: !290, inlinedAt: !257)
!292 = !DILocation(line: 47, column: 21, scope: !290, inlinedAt: !257)
!293 = !DILocation(line: 47, column: 7, scope: !290, inlinedAt: !257)
!294 = !DILocation(line: 47, column: 13, scope: !290, inlinedAt: !257)
!295 = !DILocation(line: 48, column: 15, scope: !290, inlinedAt: !257)
!296 = !DILocation(line: 48, column: 21, scope: !290, inlinedAt: !257)
!297 = !DILocation(line: 48, column: 7, scope: !290, inlinedAt: !257)
!298 = !DILocation(line: 48, column: 13, scope: !290, inlinedAt: !257)
!299 = !DILocation(line: 49, column: 5, scope: !290, inlinedAt: !257)
!300 = !DILocation(line: 45, column: 27, scope: !286, inlinedAt: !257)
!301 = !DILocation(line: 45, column: 21, scope: !286, inlinedAt: !257)
!302 = distinct !{!302, !268, !303, !75}
!303 = !DILocation(line: 49, column: 5, scope: !255, inlinedAt: !257)
!304 = !DILocation(line: 78, column: 7, scope: !206)
!305 = !DILocation(line: 79, column: 20, scope: !83)
!306 = !DILocation(line: 79, column: 24, scope: !83)
!307 = !DILocation(line: 79, column: 3, scope: !206)
!308 = distinct !{!308, !202, !309, !75}
!309 = !DILocation(line: 79, column: 34, scope: !83)
!310 = !DILocation(line: 0, scope: !113)
!311 = !DILocation(line: 81, column: 3, scope: !113)
!312 = !DILocation(line: 82, column: 12, scope: !313)
!313 = distinct !DILexicalBlock(scope: !113, file: !1, line: 81, column: 3)
!314 = !DILocation(line: 82, column: 20, scope: !313)
!315 = !DILocation(line: 82, column: 30, scope: !313)
!316 = !DILocation(line: 82, column: 28, scope: !313)
!317 = !DILocation(line: 82, column: 9, scope: !313)
!318 = !DILocation(line: 83, column: 3, scope: !83)
!319 = !DILocation(line: 84, column: 3, scope: !83)
!320 = !DILocation(line: 84, column: 13, scope: !83)
!321 = !DILocation(line: 84, column: 23, scope: !83)
!322 = !DILocation(line: 84, column: 33, scope: !83)
!323 = !DILocation(line: 84, column: 43, scope: !83)
!324 = !DILocation(line: 84, column: 53, scope: !83)
!325 = !DILocation(line: 84, column: 63, scope: !83)
!326 = !DILocation(line: 85, column: 3, scope: !83)
!327 = !DILocation(line: 86, column: 3, scope: !83)
!328 = !DILocation(line: 82, column: 23, scope: !313)
!329 = distinct !{!329, !311, !330, !75}
!330 = !DILocation(line: 82, column: 34, scope: !113)
