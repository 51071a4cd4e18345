; ModuleID = 'span.c'
source_filename = "span.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type <{ i8, double }>

@.str = private unnamed_addr constant [7 x i8] c"%g %g\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @total(i32 noundef %0, %struct.rec* nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata %struct.rec* %1, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !32
  %3 = icmp sgt i32 %0, 0, !dbg !33
  br i1 %3, label %4, label %26, !dbg !35

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !33
  %6 = add nsw i64 %5, -1, !dbg !35
  %7 = and i64 %5, 3, !dbg !35
  %8 = icmp ult i64 %6, 3, !dbg !35
  br i1 %8, label %11, label %9, !dbg !35

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967292, !dbg !35
  br label %28, !dbg !35

11:                                               ; preds = %28, %4
  %12 = phi double [ undef, %4 ], [ %46, %28 ]
  %13 = phi i64 [ 0, %4 ], [ %47, %28 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %46, %28 ]
  %15 = icmp eq i64 %7, 0, !dbg !35
  br i1 %15, label %26, label %16, !dbg !35

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double %18, metadata !28, metadata !DIExpression()), !dbg !31
  %20 = getelementptr inbounds %struct.rec, %struct.rec* %1, i64 %17, i32 1, !dbg !36
  %21 = load double, double* %20, align 1, !dbg !36, !tbaa !37
  %22 = fadd double %18, %21, !dbg !42
  call void @llvm.dbg.value(metadata double %22, metadata !28, metadata !DIExpression()), !dbg !31
  %23 = add nuw nsw i64 %17, 1, !dbg !43
  call void @llvm.dbg.value(metadata i64 %23, metadata !29, metadata !DIExpression()), !dbg !32
  %24 = add i64 %19, 1, !dbg !35
  %25 = icmp eq i64 %24, %7, !dbg !35
  br i1 %25, label %26, label %16, !dbg !35, !llvm.loop !44

26:                                               ; preds = %11, %16, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %12, %11 ], [ %22, %16 ], !dbg !31
  ret double %27, !dbg !46

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %47, %28 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %48, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double %30, metadata !28, metadata !DIExpression()), !dbg !31
  %32 = getelementptr inbounds %struct.rec, %struct.rec* %1, i64 %29, i32 1, !dbg !36
  %33 = load double, double* %32, align 1, !dbg !36, !tbaa !37
  %34 = fadd double %30, %33, !dbg !42
  call void @llvm.dbg.value(metadata double %34, metadata !28, metadata !DIExpression()), !dbg !31
  %35 = or i64 %29, 1, !dbg !43
  call void @llvm.dbg.value(metadata i64 %35, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 %35, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double %34, metadata !28, metadata !DIExpression()), !dbg !31
  %36 = getelementptr inbounds %struct.rec, %struct.rec* %1, i64 %35, i32 1, !dbg !36
  %37 = load double, double* %36, align 1, !dbg !36, !tbaa !37
  %38 = fadd double %34, %37, !dbg !42
  call void @llvm.dbg.value(metadata double %38, metadata !28, metadata !DIExpression()), !dbg !31
  %39 = or i64 %29, 2, !dbg !43
  call void @llvm.dbg.value(metadata i64 %39, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 %39, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double %38, metadata !28, metadata !DIExpression()), !dbg !31
  %40 = getelementptr inbounds %struct.rec, %struct.rec* %1, i64 %39, i32 1, !dbg !36
  %41 = load double, double* %40, align 1, !dbg !36, !tbaa !37
  %42 = fadd double %38, %41, !dbg !42
  call void @llvm.dbg.value(metadata double %42, metadata !28, metadata !DIExpression()), !dbg !31
  %43 = or i64 %29, 3, !dbg !43
  call void @llvm.dbg.value(metadata i64 %43, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 %43, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double %42, metadata !28, metadata !DIExpression()), !dbg !31
  %44 = getelementptr inbounds %struct.rec, %struct.rec* %1, i64 %43, i32 1, !dbg !36
  %45 = load double, double* %44, align 1, !dbg !36, !tbaa !37
  %46 = fadd double %42, %45, !dbg !42
  call void @llvm.dbg.value(metadata double %46, metadata !28, metadata !DIExpression()), !dbg !31
  %47 = add nuw nsw i64 %29, 4, !dbg !43
  call void @llvm.dbg.value(metadata i64 %47, metadata !29, metadata !DIExpression()), !dbg !32
  %48 = add i64 %31, 4, !dbg !35
  %49 = icmp eq i64 %48, %10, !dbg !35
  br i1 %49, label %11, label %28, !dbg !35, !llvm.loop !47
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !50 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !54, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i8** %1, metadata !55, metadata !DIExpression()), !dbg !71
  %3 = icmp sgt i32 %0, 1, !dbg !72
  br i1 %3, label %4, label %15, !dbg !73

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !74
  %6 = load i8*, i8** %5, align 8, !dbg !74, !tbaa !75
  call void @llvm.dbg.value(metadata i8* %6, metadata !77, metadata !DIExpression()) #8, !dbg !85
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !87
  %8 = trunc i64 %7 to i32, !dbg !88
  call void @llvm.dbg.value(metadata i32 %8, metadata !56, metadata !DIExpression()), !dbg !71
  %9 = icmp eq i32 %0, 2, !dbg !89
  br i1 %9, label %15, label %10, !dbg !90

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !91
  %12 = load i8*, i8** %11, align 8, !dbg !91, !tbaa !75
  call void @llvm.dbg.value(metadata i8* %12, metadata !77, metadata !DIExpression()) #8, !dbg !92
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !94
  %14 = trunc i64 %13 to i32, !dbg !95
  br label %15, !dbg !90

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 3000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 8, %4 ], [ 8, %2 ], !dbg !90
  call void @llvm.dbg.value(metadata i32 %17, metadata !57, metadata !DIExpression()), !dbg !71
  %18 = sext i32 %16 to i64, !dbg !96
  %19 = shl nsw i64 %18, 3, !dbg !97
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #8, !dbg !98
  %21 = bitcast i8* %20 to double*, !dbg !98
  call void @llvm.dbg.value(metadata double* %21, metadata !58, metadata !DIExpression()), !dbg !71
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #8, !dbg !99
  %23 = bitcast i8* %22 to double*, !dbg !99
  call void @llvm.dbg.value(metadata double* %23, metadata !60, metadata !DIExpression()), !dbg !71
  %24 = mul nsw i64 %18, 9, !dbg !100
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #8, !dbg !101
  %26 = bitcast i8* %25 to %struct.rec*, !dbg !101
  call void @llvm.dbg.value(metadata %struct.rec* %26, metadata !61, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !102
  %27 = icmp sgt i32 %16, 0, !dbg !103
  br i1 %27, label %28, label %31, !dbg !105

28:                                               ; preds = %15
  %29 = zext i32 %16 to i64, !dbg !105
  %30 = shl nuw nsw i64 %29, 3, !dbg !105
  call void @llvm.memset.p0i8.i64(i8* align 8 %22, i8 0, i64 %30, i1 false), !dbg !106, !tbaa !108
  br label %42, !dbg !105

31:                                               ; preds = %42, %15
  call void @llvm.dbg.value(metadata double* %21, metadata !58, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata double* %23, metadata !60, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !109
  %32 = icmp sgt i32 %17, 0, !dbg !110
  br i1 %32, label %33, label %55, !dbg !111

33:                                               ; preds = %31
  %34 = icmp sgt i32 %16, 2
  %35 = add nsw i32 %16, -1
  %36 = zext i32 %35 to i64
  %37 = add nsw i64 %36, -1, !dbg !111
  %38 = and i64 %37, 1
  %39 = icmp eq i32 %35, 2
  %40 = and i64 %37, -2
  %41 = icmp eq i64 %38, 0
  br label %111, !dbg !111

42:                                               ; preds = %28, %42
  %43 = phi i64 [ 0, %28 ], [ %53, %42 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !63, metadata !DIExpression()), !dbg !102
  %44 = trunc i64 %43 to i32, !dbg !112
  %45 = urem i32 %44, 17, !dbg !112
  %46 = sitofp i32 %45 to double, !dbg !113
  %47 = getelementptr inbounds double, double* %21, i64 %43, !dbg !114
  store double %46, double* %47, align 8, !dbg !115, !tbaa !108
  %48 = trunc i64 %43 to i8, !dbg !116
  %49 = getelementptr inbounds %struct.rec, %struct.rec* %26, i64 %43, i32 0, !dbg !117
  store i8 %48, i8* %49, align 1, !dbg !118, !tbaa !119
  %50 = sitofp i32 %44 to double, !dbg !120
  %51 = fmul double %50, 5.000000e-01, !dbg !121
  %52 = getelementptr inbounds %struct.rec, %struct.rec* %26, i64 %43, i32 1, !dbg !122
  store double %51, double* %52, align 1, !dbg !123, !tbaa !37
  %53 = add nuw nsw i64 %43, 1, !dbg !124
  call void @llvm.dbg.value(metadata i64 %53, metadata !63, metadata !DIExpression()), !dbg !102
  %54 = icmp eq i64 %53, %29, !dbg !103
  br i1 %54, label %31, label %42, !dbg !105, !llvm.loop !125

55:                                               ; preds = %152, %31
  %56 = phi double* [ %23, %31 ], [ %112, %152 ], !dbg !71
  %57 = phi double* [ %21, %31 ], [ %113, %152 ], !dbg !71
  call void @llvm.dbg.value(metadata i32 %8, metadata !26, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata %struct.rec* %26, metadata !27, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !28, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !129
  br i1 %27, label %58, label %102, !dbg !130

58:                                               ; preds = %55
  %59 = zext i32 %16 to i64, !dbg !131
  %60 = add nsw i64 %59, -1, !dbg !130
  %61 = and i64 %59, 3, !dbg !130
  %62 = icmp ult i64 %60, 3, !dbg !130
  br i1 %62, label %87, label %63, !dbg !130

63:                                               ; preds = %58
  %64 = and i64 %59, 4294967292, !dbg !130
  br label %65, !dbg !130

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %84, %65 ]
  %67 = phi double [ 0.000000e+00, %63 ], [ %83, %65 ]
  %68 = phi i64 [ 0, %63 ], [ %85, %65 ]
  call void @llvm.dbg.value(metadata i64 %66, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata double %67, metadata !28, metadata !DIExpression()), !dbg !127
  %69 = getelementptr inbounds %struct.rec, %struct.rec* %26, i64 %66, i32 1, !dbg !132
  %70 = load double, double* %69, align 1, !dbg !132, !tbaa !37
  %71 = fadd double %67, %70, !dbg !133
  call void @llvm.dbg.value(metadata double %71, metadata !28, metadata !DIExpression()), !dbg !127
  %72 = or i64 %66, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %72, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %72, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata double %71, metadata !28, metadata !DIExpression()), !dbg !127
  %73 = getelementptr inbounds %struct.rec, %struct.rec* %26, i64 %72, i32 1, !dbg !132
  %74 = load double, double* %73, align 1, !dbg !132, !tbaa !37
  %75 = fadd double %71, %74, !dbg !133
  call void @llvm.dbg.value(metadata double %75, metadata !28, metadata !DIExpression()), !dbg !127
  %76 = or i64 %66, 2, !dbg !134
  call void @llvm.dbg.value(metadata i64 %76, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %76, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata double %75, metadata !28, metadata !DIExpression()), !dbg !127
  %77 = getelementptr inbounds %struct.rec, %struct.rec* %26, i64 %76, i32 1, !dbg !132
  %78 = load double, double* %77, align 1, !dbg !132, !tbaa !37
  %79 = fadd double %75, %78, !dbg !133
  call void @llvm.dbg.value(metadata double %79, metadata !28, metadata !DIExpression()), !dbg !127
  %80 = or i64 %66, 3, !dbg !134
  call void @llvm.dbg.value(metadata i64 %80, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %80, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata double %79, metadata !28, metadata !DIExpression()), !dbg !127
  %81 = getelementptr inbounds %struct.rec, %struct.rec* %26, i64 %80, i32 1, !dbg !132
  %82 = load double, double* %81, align 1, !dbg !132, !tbaa !37
  %83 = fadd double %79, %82, !dbg !133
  call void @llvm.dbg.value(metadata double %83, metadata !28, metadata !DIExpression()), !dbg !127
  %84 = add nuw nsw i64 %66, 4, !dbg !134
  call void @llvm.dbg.value(metadata i64 %84, metadata !29, metadata !DIExpression()), !dbg !129
  %85 = add i64 %68, 4, !dbg !130
  %86 = icmp eq i64 %85, %64, !dbg !130
  br i1 %86, label %87, label %65, !dbg !130, !llvm.loop !135

87:                                               ; preds = %65, %58
  %88 = phi double [ undef, %58 ], [ %83, %65 ]
  %89 = phi i64 [ 0, %58 ], [ %84, %65 ]
  %90 = phi double [ 0.000000e+00, %58 ], [ %83, %65 ]
  %91 = icmp eq i64 %61, 0, !dbg !130
  br i1 %91, label %102, label %92, !dbg !130

92:                                               ; preds = %87, %92
  %93 = phi i64 [ %99, %92 ], [ %89, %87 ]
  %94 = phi double [ %98, %92 ], [ %90, %87 ]
  %95 = phi i64 [ %100, %92 ], [ 0, %87 ]
  call void @llvm.dbg.value(metadata i64 %93, metadata !29, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata double %94, metadata !28, metadata !DIExpression()), !dbg !127
  %96 = getelementptr inbounds %struct.rec, %struct.rec* %26, i64 %93, i32 1, !dbg !132
  %97 = load double, double* %96, align 1, !dbg !132, !tbaa !37
  %98 = fadd double %94, %97, !dbg !133
  call void @llvm.dbg.value(metadata double %98, metadata !28, metadata !DIExpression()), !dbg !127
  %99 = add nuw nsw i64 %93, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %99, metadata !29, metadata !DIExpression()), !dbg !129
  %100 = add i64 %95, 1, !dbg !130
  %101 = icmp eq i64 %100, %61, !dbg !130
  br i1 %101, label %102, label %92, !dbg !130, !llvm.loop !137

102:                                              ; preds = %87, %92, %55
  %103 = phi double [ 0.000000e+00, %55 ], [ %88, %87 ], [ %98, %92 ], !dbg !127
  call void @llvm.dbg.value(metadata double %103, metadata !70, metadata !DIExpression()), !dbg !71
  %104 = sdiv i32 %16, 2, !dbg !138
  %105 = sext i32 %104 to i64, !dbg !139
  %106 = getelementptr inbounds double, double* %57, i64 %105, !dbg !139
  %107 = load double, double* %106, align 8, !dbg !139, !tbaa !108
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %107, double noundef %103), !dbg !140
  %109 = bitcast double* %57 to i8*, !dbg !141
  tail call void @free(i8* noundef %109) #8, !dbg !142
  %110 = bitcast double* %56 to i8*, !dbg !143
  tail call void @free(i8* noundef %110) #8, !dbg !144
  tail call void @free(i8* noundef %25) #8, !dbg !145
  ret i32 0, !dbg !146

111:                                              ; preds = %33, %152
  %112 = phi double* [ %21, %33 ], [ %113, %152 ]
  %113 = phi double* [ %23, %33 ], [ %112, %152 ]
  %114 = phi i32 [ 0, %33 ], [ %153, %152 ]
  call void @llvm.dbg.value(metadata double* %112, metadata !58, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata double* %113, metadata !60, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %114, metadata !65, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 %8, metadata !147, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double* %112, metadata !154, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata double* %113, metadata !155, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32 1, metadata !156, metadata !DIExpression()), !dbg !160
  br i1 %34, label %115, label %152, !dbg !161

115:                                              ; preds = %111
  %116 = load double, double* %112, align 8, !dbg !162, !tbaa !108
  %117 = getelementptr inbounds double, double* %112, i64 1
  %118 = load double, double* %117, align 8, !dbg !164, !tbaa !108
  br i1 %39, label %140, label %119, !dbg !161

119:                                              ; preds = %115, %119
  %120 = phi double [ %134, %119 ], [ %118, %115 ], !dbg !164
  %121 = phi double [ %127, %119 ], [ %116, %115 ], !dbg !162
  %122 = phi i64 [ %132, %119 ], [ 1, %115 ]
  %123 = phi i64 [ %138, %119 ], [ 0, %115 ]
  call void @llvm.dbg.value(metadata i64 %122, metadata !156, metadata !DIExpression()), !dbg !160
  %124 = fadd double %121, %120, !dbg !165
  %125 = add nuw nsw i64 %122, 1, !dbg !166
  %126 = getelementptr inbounds double, double* %112, i64 %125, !dbg !167
  %127 = load double, double* %126, align 8, !dbg !167, !tbaa !108
  %128 = fadd double %124, %127, !dbg !168
  %129 = fdiv double %128, 3.000000e+00, !dbg !169
  %130 = getelementptr inbounds double, double* %113, i64 %122, !dbg !170
  store double %129, double* %130, align 8, !dbg !171, !tbaa !108
  call void @llvm.dbg.value(metadata i64 %125, metadata !156, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.value(metadata i64 %125, metadata !156, metadata !DIExpression()), !dbg !160
  %131 = fadd double %120, %127, !dbg !165
  %132 = add nuw nsw i64 %122, 2, !dbg !166
  %133 = getelementptr inbounds double, double* %112, i64 %132, !dbg !167
  %134 = load double, double* %133, align 8, !dbg !167, !tbaa !108
  %135 = fadd double %131, %134, !dbg !168
  %136 = fdiv double %135, 3.000000e+00, !dbg !169
  %137 = getelementptr inbounds double, double* %113, i64 %125, !dbg !170
  store double %136, double* %137, align 8, !dbg !171, !tbaa !108
  call void @llvm.dbg.value(metadata i64 %132, metadata !156, metadata !DIExpression()), !dbg !160
  %138 = add i64 %123, 2, !dbg !161
  %139 = icmp eq i64 %138, %40, !dbg !161
  br i1 %139, label %140, label %119, !dbg !161, !llvm.loop !172

140:                                              ; preds = %119, %115
  %141 = phi double [ %118, %115 ], [ %134, %119 ]
  %142 = phi double [ %116, %115 ], [ %127, %119 ]
  %143 = phi i64 [ 1, %115 ], [ %132, %119 ]
  br i1 %41, label %152, label %144, !dbg !161

144:                                              ; preds = %140
  call void @llvm.dbg.value(metadata i64 %143, metadata !156, metadata !DIExpression()), !dbg !160
  %145 = fadd double %142, %141, !dbg !165
  %146 = add nuw nsw i64 %143, 1, !dbg !166
  %147 = getelementptr inbounds double, double* %112, i64 %146, !dbg !167
  %148 = load double, double* %147, align 8, !dbg !167, !tbaa !108
  %149 = fadd double %145, %148, !dbg !168
  %150 = fdiv double %149, 3.000000e+00, !dbg !169
  %151 = getelementptr inbounds double, double* %113, i64 %143, !dbg !170
  store double %150, double* %151, align 8, !dbg !171, !tbaa !108
  call void @llvm.dbg.value(metadata i64 %146, metadata !156, metadata !DIExpression()), !dbg !160
  br label %152, !dbg !174

152:                                              ; preds = %144, %140, %111
  call void @llvm.dbg.value(metadata double* %112, metadata !67, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata double* %113, metadata !58, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata double* %112, metadata !60, metadata !DIExpression()), !dbg !71
  %153 = add nuw nsw i32 %114, 1, !dbg !174
  call void @llvm.dbg.value(metadata i32 %153, metadata !65, metadata !DIExpression()), !dbg !109
  %154 = icmp eq i32 %153, %17, !dbg !110
  br i1 %154, label %55, label %111, !dbg !111, !llvm.loop !176
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "span.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b1d82b970bddac9021dd4c17aba0889a")
!2 = !{!3, !4, !5, !7}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 20, type: !16, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !4, !19}
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !1, line: 9, size: 72, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !21, file: !1, line: 10, baseType: !3, size: 8)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !21, file: !1, line: 11, baseType: !18, size: 64, offset: 8)
!25 = !{!26, !27, !28, !29}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 20, type: !4)
!27 = !DILocalVariable(name: "r", arg: 2, scope: !15, file: !1, line: 20, type: !19)
!28 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 22, type: !18)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 23, type: !4)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 3)
!31 = !DILocation(line: 0, scope: !15)
!32 = !DILocation(line: 0, scope: !30)
!33 = !DILocation(line: 23, column: 21, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 23, column: 3)
!35 = !DILocation(line: 23, column: 3, scope: !30)
!36 = !DILocation(line: 24, column: 15, scope: !34)
!37 = !{!38, !41, i64 1}
!38 = !{!"rec", !39, i64 0, !41, i64 1}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !{!"double", !39, i64 0}
!42 = !DILocation(line: 24, column: 7, scope: !34)
!43 = !DILocation(line: 23, column: 27, scope: !34)
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = !DILocation(line: 25, column: 3, scope: !15)
!47 = distinct !{!47, !35, !48, !49}
!48 = !DILocation(line: 24, column: 15, scope: !30)
!49 = !{!"llvm.loop.mustprogress"}
!50 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !51, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!4, !4, !5}
!53 = !{!54, !55, !56, !57, !58, !60, !61, !63, !65, !67, !70}
!54 = !DILocalVariable(name: "argc", arg: 1, scope: !50, file: !1, line: 28, type: !4)
!55 = !DILocalVariable(name: "argv", arg: 2, scope: !50, file: !1, line: 28, type: !5)
!56 = !DILocalVariable(name: "n", scope: !50, file: !1, line: 30, type: !4)
!57 = !DILocalVariable(name: "steps", scope: !50, file: !1, line: 31, type: !4)
!58 = !DILocalVariable(name: "a", scope: !50, file: !1, line: 32, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!60 = !DILocalVariable(name: "b", scope: !50, file: !1, line: 32, type: !59)
!61 = !DILocalVariable(name: "r", scope: !50, file: !1, line: 33, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 34, type: !4)
!64 = distinct !DILexicalBlock(scope: !50, file: !1, line: 34, column: 3)
!65 = !DILocalVariable(name: "t", scope: !66, file: !1, line: 40, type: !4)
!66 = distinct !DILexicalBlock(scope: !50, file: !1, line: 40, column: 3)
!67 = !DILocalVariable(name: "x", scope: !68, file: !1, line: 42, type: !59)
!68 = distinct !DILexicalBlock(scope: !69, file: !1, line: 40, column: 35)
!69 = distinct !DILexicalBlock(scope: !66, file: !1, line: 40, column: 3)
!70 = !DILocalVariable(name: "s", scope: !50, file: !1, line: 46, type: !18)
!71 = !DILocation(line: 0, scope: !50)
!72 = !DILocation(line: 30, column: 16, scope: !50)
!73 = !DILocation(line: 30, column: 11, scope: !50)
!74 = !DILocation(line: 30, column: 27, scope: !50)
!75 = !{!76, !76, i64 0}
!76 = !{!"any pointer", !39, i64 0}
!77 = !DILocalVariable(name: "__nptr", arg: 1, scope: !78, file: !79, line: 362, type: !82)
!78 = distinct !DISubprogram(name: "atoi", scope: !79, file: !79, line: 362, type: !80, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!79 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!80 = !DISubroutineType(types: !81)
!81 = !{!4, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!84 = !{!77}
!85 = !DILocation(line: 0, scope: !78, inlinedAt: !86)
!86 = distinct !DILocation(line: 30, column: 22, scope: !50)
!87 = !DILocation(line: 364, column: 16, scope: !78, inlinedAt: !86)
!88 = !DILocation(line: 364, column: 10, scope: !78, inlinedAt: !86)
!89 = !DILocation(line: 31, column: 20, scope: !50)
!90 = !DILocation(line: 31, column: 15, scope: !50)
!91 = !DILocation(line: 31, column: 31, scope: !50)
!92 = !DILocation(line: 0, scope: !78, inlinedAt: !93)
!93 = distinct !DILocation(line: 31, column: 26, scope: !50)
!94 = !DILocation(line: 364, column: 16, scope: !78, inlinedAt: !93)
!95 = !DILocation(line: 364, column: 10, scope: !78, inlinedAt: !93)
!96 = !DILocation(line: 32, column: 22, scope: !50)
!97 = !DILocation(line: 32, column: 24, scope: !50)
!98 = !DILocation(line: 32, column: 15, scope: !50)
!99 = !DILocation(line: 32, column: 43, scope: !50)
!100 = !DILocation(line: 33, column: 28, scope: !50)
!101 = !DILocation(line: 33, column: 19, scope: !50)
!102 = !DILocation(line: 0, scope: !64)
!103 = !DILocation(line: 34, column: 21, scope: !104)
!104 = distinct !DILexicalBlock(scope: !64, file: !1, line: 34, column: 3)
!105 = !DILocation(line: 34, column: 3, scope: !64)
!106 = !DILocation(line: 36, column: 10, scope: !107)
!107 = distinct !DILexicalBlock(scope: !104, file: !1, line: 34, column: 31)
!108 = !{!41, !41, i64 0}
!109 = !DILocation(line: 0, scope: !66)
!110 = !DILocation(line: 40, column: 21, scope: !69)
!111 = !DILocation(line: 40, column: 3, scope: !66)
!112 = !DILocation(line: 35, column: 14, scope: !107)
!113 = !DILocation(line: 35, column: 12, scope: !107)
!114 = !DILocation(line: 35, column: 5, scope: !107)
!115 = !DILocation(line: 35, column: 10, scope: !107)
!116 = !DILocation(line: 37, column: 16, scope: !107)
!117 = !DILocation(line: 37, column: 10, scope: !107)
!118 = !DILocation(line: 37, column: 14, scope: !107)
!119 = !{!38, !39, i64 0}
!120 = !DILocation(line: 38, column: 14, scope: !107)
!121 = !DILocation(line: 38, column: 16, scope: !107)
!122 = !DILocation(line: 38, column: 10, scope: !107)
!123 = !DILocation(line: 38, column: 12, scope: !107)
!124 = !DILocation(line: 34, column: 27, scope: !104)
!125 = distinct !{!125, !105, !126, !49}
!126 = !DILocation(line: 39, column: 3, scope: !64)
!127 = !DILocation(line: 0, scope: !15, inlinedAt: !128)
!128 = distinct !DILocation(line: 46, column: 14, scope: !50)
!129 = !DILocation(line: 0, scope: !30, inlinedAt: !128)
!130 = !DILocation(line: 23, column: 3, scope: !30, inlinedAt: !128)
!131 = !DILocation(line: 23, column: 21, scope: !34, inlinedAt: !128)
!132 = !DILocation(line: 24, column: 15, scope: !34, inlinedAt: !128)
!133 = !DILocation(line: 24, column: 7, scope: !34, inlinedAt: !128)
!134 = !DILocation(line: 23, column: 27, scope: !34, inlinedAt: !128)
!135 = distinct !{!135, !130, !136, !49}
!136 = !DILocation(line: 24, column: 15, scope: !30, inlinedAt: !128)
!137 = distinct !{!137, !45}
!138 = !DILocation(line: 47, column: 25, scope: !50)
!139 = !DILocation(line: 47, column: 21, scope: !50)
!140 = !DILocation(line: 47, column: 3, scope: !50)
!141 = !DILocation(line: 48, column: 8, scope: !50)
!142 = !DILocation(line: 48, column: 3, scope: !50)
!143 = !DILocation(line: 49, column: 8, scope: !50)
!144 = !DILocation(line: 49, column: 3, scope: !50)
!145 = !DILocation(line: 50, column: 3, scope: !50)
!146 = !DILocation(line: 51, column: 3, scope: !50)
!147 = !DILocalVariable(name: "n", arg: 1, scope: !148, file: !1, line: 14, type: !4)
!148 = distinct !DISubprogram(name: "smooth", scope: !1, file: !1, line: 14, type: !149, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !153)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !4, !151, !59}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!153 = !{!147, !154, !155, !156}
!154 = !DILocalVariable(name: "a", arg: 2, scope: !148, file: !1, line: 14, type: !151)
!155 = !DILocalVariable(name: "b", arg: 3, scope: !148, file: !1, line: 14, type: !59)
!156 = !DILocalVariable(name: "i", scope: !157, file: !1, line: 16, type: !4)
!157 = distinct !DILexicalBlock(scope: !148, file: !1, line: 16, column: 3)
!158 = !DILocation(line: 0, scope: !148, inlinedAt: !159)
!159 = distinct !DILocation(line: 41, column: 5, scope: !68)
!160 = !DILocation(line: 0, scope: !157, inlinedAt: !159)
!161 = !DILocation(line: 16, column: 3, scope: !157, inlinedAt: !159)
!162 = !DILocation(line: 17, column: 13, scope: !163, inlinedAt: !159)
!163 = distinct !DILexicalBlock(scope: !157, file: !1, line: 16, column: 3)
!164 = !DILocation(line: 17, column: 24, scope: !163, inlinedAt: !159)
!165 = !DILocation(line: 17, column: 22, scope: !163, inlinedAt: !159)
!166 = !DILocation(line: 17, column: 35, scope: !163, inlinedAt: !159)
!167 = !DILocation(line: 17, column: 31, scope: !163, inlinedAt: !159)
!168 = !DILocation(line: 17, column: 29, scope: !163, inlinedAt: !159)
!169 = !DILocation(line: 17, column: 41, scope: !163, inlinedAt: !159)
!170 = !DILocation(line: 17, column: 5, scope: !163, inlinedAt: !159)
!171 = !DILocation(line: 17, column: 10, scope: !163, inlinedAt: !159)
!172 = distinct !{!172, !161, !173, !49}
!173 = !DILocation(line: 17, column: 43, scope: !157, inlinedAt: !159)
!174 = !DILocation(line: 40, column: 31, scope: !69)
!175 = !DILocation(line: 0, scope: !68)
!176 = distinct !{!176, !111, !177, !49}
!177 = !DILocation(line: 45, column: 3, scope: !66)
