; ModuleID = 'memalign_jacobi1d.c'
source_filename = "memalign_jacobi1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi1d(i32 noundef %0, i32 noundef %1, double* nocapture noundef %2, double* nocapture noundef %3) local_unnamed_addr #0 !dbg !17 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %2, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %3, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !34
  %5 = icmp sgt i32 %1, 0, !dbg !35
  br i1 %5, label %6, label %98, !dbg !36

6:                                                ; preds = %4
  %7 = add i32 %0, -1
  %8 = icmp sgt i32 %0, 2
  %9 = zext i32 %7 to i64
  %10 = add nsw i64 %9, -1, !dbg !36
  %11 = add nuw nsw i64 %9, 1, !dbg !36
  %12 = add nsw i64 %9, -1, !dbg !36
  %13 = icmp ult i64 %12, 4
  %14 = and i64 %12, -4
  %15 = or i64 %14, 1
  %16 = icmp eq i64 %12, %14
  %17 = and i64 %9, 1
  %18 = icmp eq i64 %17, 0
  %19 = sub nsw i64 0, %9
  br label %20, !dbg !36

20:                                               ; preds = %6, %99
  %21 = phi i32 [ 0, %6 ], [ %100, %99 ]
  %22 = phi double* [ %2, %6 ], [ %23, %99 ]
  %23 = phi double* [ %3, %6 ], [ %22, %99 ]
  call void @llvm.dbg.value(metadata i32 %21, metadata !27, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double* %22, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %23, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !37
  br i1 %8, label %24, label %99, !dbg !38

24:                                               ; preds = %20
  br i1 %13, label %79, label %25, !dbg !38

25:                                               ; preds = %24
  %26 = getelementptr double, double* %23, i64 1, !dbg !38
  %27 = getelementptr double, double* %23, i64 %9, !dbg !38
  %28 = getelementptr double, double* %22, i64 %10, !dbg !38
  %29 = getelementptr double, double* %22, i64 1, !dbg !38
  %30 = getelementptr double, double* %22, i64 %9, !dbg !38
  %31 = getelementptr double, double* %22, i64 2, !dbg !38
  %32 = getelementptr double, double* %22, i64 %11, !dbg !38
  %33 = icmp ult double* %26, %28, !dbg !38
  %34 = icmp ult double* %22, %27, !dbg !38
  %35 = and i1 %33, %34, !dbg !38
  %36 = icmp ult double* %26, %30, !dbg !38
  %37 = icmp ult double* %29, %27, !dbg !38
  %38 = and i1 %36, %37, !dbg !38
  %39 = or i1 %35, %38, !dbg !38
  %40 = icmp ult double* %26, %32, !dbg !38
  %41 = icmp ult double* %31, %27, !dbg !38
  %42 = and i1 %40, %41, !dbg !38
  %43 = or i1 %39, %42, !dbg !38
  br i1 %43, label %79, label %44, !dbg !38

44:                                               ; preds = %25, %44
  %45 = phi i64 [ %76, %44 ], [ 0, %25 ]
  %46 = or i64 %45, 1
  %47 = getelementptr inbounds double, double* %22, i64 %45, !dbg !39
  %48 = bitcast double* %47 to <2 x double>*, !dbg !39
  %49 = load <2 x double>, <2 x double>* %48, align 8, !dbg !39, !tbaa !41, !alias.scope !45
  %50 = getelementptr inbounds double, double* %47, i64 2, !dbg !39
  %51 = bitcast double* %50 to <2 x double>*, !dbg !39
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !39, !tbaa !41, !alias.scope !45
  %53 = getelementptr inbounds double, double* %22, i64 %46, !dbg !48
  %54 = bitcast double* %53 to <2 x double>*, !dbg !48
  %55 = load <2 x double>, <2 x double>* %54, align 8, !dbg !48, !tbaa !41, !alias.scope !49
  %56 = getelementptr inbounds double, double* %53, i64 2, !dbg !48
  %57 = bitcast double* %56 to <2 x double>*, !dbg !48
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !48, !tbaa !41, !alias.scope !49
  %59 = fadd <2 x double> %49, %55, !dbg !51
  %60 = fadd <2 x double> %52, %58, !dbg !51
  %61 = or i64 %45, 2, !dbg !52
  %62 = getelementptr inbounds double, double* %22, i64 %61, !dbg !53
  %63 = bitcast double* %62 to <2 x double>*, !dbg !53
  %64 = load <2 x double>, <2 x double>* %63, align 8, !dbg !53, !tbaa !41, !alias.scope !54
  %65 = getelementptr inbounds double, double* %62, i64 2, !dbg !53
  %66 = bitcast double* %65 to <2 x double>*, !dbg !53
  %67 = load <2 x double>, <2 x double>* %66, align 8, !dbg !53, !tbaa !41, !alias.scope !54
  %68 = fadd <2 x double> %59, %64, !dbg !56
  %69 = fadd <2 x double> %60, %67, !dbg !56
  %70 = fmul <2 x double> %68, <double 3.333300e-01, double 3.333300e-01>, !dbg !57
  %71 = fmul <2 x double> %69, <double 3.333300e-01, double 3.333300e-01>, !dbg !57
  %72 = getelementptr inbounds double, double* %23, i64 %46, !dbg !58
  %73 = bitcast double* %72 to <2 x double>*, !dbg !59
  store <2 x double> %70, <2 x double>* %73, align 8, !dbg !59, !tbaa !41, !alias.scope !60, !noalias !62
  %74 = getelementptr inbounds double, double* %72, i64 2, !dbg !59
  %75 = bitcast double* %74 to <2 x double>*, !dbg !59
  store <2 x double> %71, <2 x double>* %75, align 8, !dbg !59, !tbaa !41, !alias.scope !60, !noalias !62
  %76 = add nuw i64 %45, 4
  %77 = icmp eq i64 %76, %14
  br i1 %77, label %78, label %44, !llvm.loop !63

78:                                               ; preds = %44
  br i1 %16, label %99, label %79, !dbg !38

79:                                               ; preds = %25, %24, %78
  %80 = phi i64 [ 1, %25 ], [ 1, %24 ], [ %15, %78 ]
  %81 = xor i64 %80, -1, !dbg !38
  br i1 %18, label %82, label %95, !dbg !38

82:                                               ; preds = %79
  call void @llvm.dbg.value(metadata i64 undef, metadata !29, metadata !DIExpression()), !dbg !37
  %83 = add nsw i64 %80, -1, !dbg !67
  %84 = getelementptr inbounds double, double* %22, i64 %83, !dbg !39
  %85 = load double, double* %84, align 8, !dbg !39, !tbaa !41
  %86 = getelementptr inbounds double, double* %22, i64 %80, !dbg !48
  %87 = load double, double* %86, align 8, !dbg !48, !tbaa !41
  %88 = fadd double %85, %87, !dbg !51
  %89 = add nuw nsw i64 %80, 1, !dbg !52
  %90 = getelementptr inbounds double, double* %22, i64 %89, !dbg !53
  %91 = load double, double* %90, align 8, !dbg !53, !tbaa !41
  %92 = fadd double %88, %91, !dbg !56
  %93 = fmul double %92, 3.333300e-01, !dbg !57
  %94 = getelementptr inbounds double, double* %23, i64 %80, !dbg !58
  store double %93, double* %94, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %89, metadata !29, metadata !DIExpression()), !dbg !37
  br label %95, !dbg !38

95:                                               ; preds = %82, %79
  %96 = phi i64 [ %80, %79 ], [ %89, %82 ]
  %97 = icmp eq i64 %81, %19, !dbg !38
  br i1 %97, label %99, label %102, !dbg !38

98:                                               ; preds = %99, %4
  ret void, !dbg !68

99:                                               ; preds = %95, %102, %78, %20
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %23, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %22, metadata !25, metadata !DIExpression()), !dbg !33
  %100 = add nuw nsw i32 %21, 1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %100, metadata !27, metadata !DIExpression()), !dbg !34
  %101 = icmp eq i32 %100, %1, !dbg !35
  br i1 %101, label %98, label %20, !dbg !36, !llvm.loop !70

102:                                              ; preds = %95, %102
  %103 = phi i64 [ %121, %102 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !29, metadata !DIExpression()), !dbg !37
  %104 = add nsw i64 %103, -1, !dbg !67
  %105 = getelementptr inbounds double, double* %22, i64 %104, !dbg !39
  %106 = load double, double* %105, align 8, !dbg !39, !tbaa !41
  %107 = getelementptr inbounds double, double* %22, i64 %103, !dbg !48
  %108 = load double, double* %107, align 8, !dbg !48, !tbaa !41
  %109 = fadd double %106, %108, !dbg !51
  %110 = add nuw nsw i64 %103, 1, !dbg !52
  %111 = getelementptr inbounds double, double* %22, i64 %110, !dbg !53
  %112 = load double, double* %111, align 8, !dbg !53, !tbaa !41
  %113 = fadd double %109, %112, !dbg !56
  %114 = fmul double %113, 3.333300e-01, !dbg !57
  %115 = getelementptr inbounds double, double* %23, i64 %103, !dbg !58
  store double %114, double* %115, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %110, metadata !29, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %110, metadata !29, metadata !DIExpression()), !dbg !37
  %116 = getelementptr inbounds double, double* %22, i64 %103, !dbg !39
  %117 = load double, double* %116, align 8, !dbg !39, !tbaa !41
  %118 = getelementptr inbounds double, double* %22, i64 %110, !dbg !48
  %119 = load double, double* %118, align 8, !dbg !48, !tbaa !41
  %120 = fadd double %117, %119, !dbg !51
  %121 = add nuw nsw i64 %103, 2, !dbg !52
  %122 = getelementptr inbounds double, double* %22, i64 %121, !dbg !53
  %123 = load double, double* %122, align 8, !dbg !53, !tbaa !41
  %124 = fadd double %120, %123, !dbg !56
  %125 = fmul double %124, 3.333300e-01, !dbg !57
  %126 = getelementptr inbounds double, double* %23, i64 %110, !dbg !58
  store double %125, double* %126, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %121, metadata !29, metadata !DIExpression()), !dbg !37
  %127 = icmp eq i64 %121, %9, !dbg !72
  br i1 %127, label %99, label %102, !dbg !38, !llvm.loop !73
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !74 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !78, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i8** %1, metadata !79, metadata !DIExpression()), !dbg !90
  %5 = icmp sgt i32 %0, 1, !dbg !91
  br i1 %5, label %6, label %17, !dbg !92

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !93
  %8 = load i8*, i8** %7, align 8, !dbg !93, !tbaa !94
  call void @llvm.dbg.value(metadata i8* %8, metadata !96, metadata !DIExpression()) #7, !dbg !104
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #7, !dbg !106
  %10 = trunc i64 %9 to i32, !dbg !107
  call void @llvm.dbg.value(metadata i32 %10, metadata !80, metadata !DIExpression()), !dbg !90
  %11 = icmp eq i32 %0, 2, !dbg !108
  br i1 %11, label %17, label %12, !dbg !109

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !110
  %14 = load i8*, i8** %13, align 8, !dbg !110, !tbaa !94
  call void @llvm.dbg.value(metadata i8* %14, metadata !96, metadata !DIExpression()) #7, !dbg !111
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #7, !dbg !113
  %16 = trunc i64 %15 to i32, !dbg !114
  br label %17, !dbg !109

17:                                               ; preds = %2, %6, %12
  %18 = phi i32 [ %10, %12 ], [ %10, %6 ], [ 6000, %2 ]
  %19 = phi i32 [ %16, %12 ], [ 20, %6 ], [ 20, %2 ], !dbg !109
  call void @llvm.dbg.value(metadata i32 %19, metadata !81, metadata !DIExpression()), !dbg !90
  %20 = bitcast double** %3 to i8*, !dbg !115
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #7, !dbg !115
  %21 = bitcast double** %4 to i8*, !dbg !115
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #7, !dbg !115
  %22 = bitcast double** %3 to i8**, !dbg !116
  %23 = sext i32 %18 to i64, !dbg !118
  %24 = shl nsw i64 %23, 3, !dbg !119
  call void @llvm.dbg.value(metadata double** %3, metadata !82, metadata !DIExpression(DW_OP_deref)), !dbg !90
  %25 = call i32 @posix_memalign(i8** noundef nonnull %22, i64 noundef 64, i64 noundef %24) #7, !dbg !120
  %26 = icmp eq i32 %25, 0, !dbg !121
  br i1 %26, label %27, label %294, !dbg !122

27:                                               ; preds = %17
  %28 = bitcast double** %4 to i8**, !dbg !123
  call void @llvm.dbg.value(metadata double** %4, metadata !83, metadata !DIExpression(DW_OP_deref)), !dbg !90
  %29 = call i32 @posix_memalign(i8** noundef nonnull %28, i64 noundef 64, i64 noundef %24) #7, !dbg !125
  %30 = icmp eq i32 %29, 0, !dbg !126
  br i1 %30, label %31, label %294, !dbg !127

31:                                               ; preds = %27
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !128
  %32 = icmp sgt i32 %18, 0, !dbg !129
  br i1 %32, label %33, label %83, !dbg !131

33:                                               ; preds = %31
  %34 = load double*, double** %3, align 8, !tbaa !94
  %35 = load double*, double** %4, align 8, !tbaa !94
  %36 = zext i32 %18 to i64, !dbg !129
  %37 = icmp ult i32 %18, 4, !dbg !131
  br i1 %37, label %67, label %38, !dbg !131

38:                                               ; preds = %33
  %39 = getelementptr double, double* %34, i64 %36, !dbg !131
  %40 = getelementptr double, double* %35, i64 %36, !dbg !131
  %41 = icmp ult double* %34, %40, !dbg !131
  %42 = icmp ult double* %35, %39, !dbg !131
  %43 = and i1 %41, %42, !dbg !131
  br i1 %43, label %67, label %44, !dbg !131

44:                                               ; preds = %38
  %45 = and i64 %36, 4294967292, !dbg !131
  br label %46, !dbg !131

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %62, %46 ], !dbg !132
  %48 = phi <2 x i32> [ <i32 0, i32 1>, %44 ], [ %63, %46 ], !dbg !133
  %49 = add <2 x i32> %48, <i32 2, i32 2>, !dbg !133
  %50 = urem <2 x i32> %48, <i32 10, i32 10>, !dbg !133
  %51 = urem <2 x i32> %49, <i32 10, i32 10>, !dbg !133
  %52 = sitofp <2 x i32> %50 to <2 x double>, !dbg !135
  %53 = sitofp <2 x i32> %51 to <2 x double>, !dbg !135
  %54 = getelementptr inbounds double, double* %34, i64 %47, !dbg !132
  %55 = bitcast double* %54 to <2 x double>*, !dbg !136
  store <2 x double> %52, <2 x double>* %55, align 8, !dbg !136, !tbaa !41, !alias.scope !137, !noalias !140
  %56 = getelementptr inbounds double, double* %54, i64 2, !dbg !136
  %57 = bitcast double* %56 to <2 x double>*, !dbg !136
  store <2 x double> %53, <2 x double>* %57, align 8, !dbg !136, !tbaa !41, !alias.scope !137, !noalias !140
  %58 = getelementptr inbounds double, double* %35, i64 %47, !dbg !132
  %59 = bitcast double* %58 to <2 x double>*, !dbg !142
  store <2 x double> %52, <2 x double>* %59, align 8, !dbg !142, !tbaa !41, !alias.scope !140
  %60 = getelementptr inbounds double, double* %58, i64 2, !dbg !142
  %61 = bitcast double* %60 to <2 x double>*, !dbg !142
  store <2 x double> %53, <2 x double>* %61, align 8, !dbg !142, !tbaa !41, !alias.scope !140
  %62 = add nuw i64 %47, 4, !dbg !132
  %63 = add <2 x i32> %48, <i32 4, i32 4>, !dbg !133
  %64 = icmp eq i64 %62, %45, !dbg !132
  br i1 %64, label %65, label %46, !dbg !132, !llvm.loop !143

65:                                               ; preds = %46
  %66 = icmp eq i64 %45, %36, !dbg !131
  br i1 %66, label %83, label %67, !dbg !131

67:                                               ; preds = %38, %33, %65
  %68 = phi i64 [ 0, %38 ], [ 0, %33 ], [ %45, %65 ]
  %69 = xor i64 %68, -1, !dbg !131
  %70 = and i64 %36, 1, !dbg !131
  %71 = icmp eq i64 %70, 0, !dbg !131
  br i1 %71, label %79, label %72, !dbg !131

72:                                               ; preds = %67
  call void @llvm.dbg.value(metadata i64 undef, metadata !84, metadata !DIExpression()), !dbg !128
  %73 = trunc i64 %68 to i32, !dbg !133
  %74 = urem i32 %73, 10, !dbg !133
  %75 = sitofp i32 %74 to double, !dbg !135
  call void @llvm.dbg.value(metadata double* %34, metadata !82, metadata !DIExpression()), !dbg !90
  %76 = getelementptr inbounds double, double* %34, i64 %68, !dbg !145
  store double %75, double* %76, align 8, !dbg !136, !tbaa !41
  call void @llvm.dbg.value(metadata double* %35, metadata !83, metadata !DIExpression()), !dbg !90
  %77 = getelementptr inbounds double, double* %35, i64 %68, !dbg !146
  store double %75, double* %77, align 8, !dbg !142, !tbaa !41
  %78 = or i64 %68, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %78, metadata !84, metadata !DIExpression()), !dbg !128
  br label %79, !dbg !131

79:                                               ; preds = %72, %67
  %80 = phi i64 [ %68, %67 ], [ %78, %72 ]
  %81 = sub nsw i64 0, %36, !dbg !131
  %82 = icmp eq i64 %69, %81, !dbg !131
  br i1 %82, label %83, label %221, !dbg !131

83:                                               ; preds = %79, %221, %65, %31
  call void @llvm.dbg.value(metadata double* undef, metadata !82, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* undef, metadata !83, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %10, metadata !22, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %19, metadata !23, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* undef, metadata !24, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* undef, metadata !25, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !149
  %84 = icmp sgt i32 %19, 0, !dbg !150
  br i1 %84, label %85, label %208, !dbg !151

85:                                               ; preds = %83
  %86 = load double*, double** %4, align 8, !dbg !152, !tbaa !94
  call void @llvm.dbg.value(metadata double* %86, metadata !83, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* %86, metadata !25, metadata !DIExpression()), !dbg !147
  %87 = load double*, double** %3, align 8, !dbg !153, !tbaa !94
  call void @llvm.dbg.value(metadata double* %87, metadata !82, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* %87, metadata !24, metadata !DIExpression()), !dbg !147
  %88 = add i32 %18, -1
  %89 = icmp sgt i32 %18, 2
  %90 = zext i32 %88 to i64
  %91 = add nsw i64 %90, -1, !dbg !151
  %92 = add nuw nsw i64 %90, 1, !dbg !151
  %93 = add nsw i64 %90, -1, !dbg !151
  %94 = icmp ult i64 %93, 4
  %95 = and i64 %93, -4
  %96 = or i64 %95, 1
  %97 = icmp eq i64 %93, %95
  %98 = and i64 %90, 1
  %99 = icmp eq i64 %98, 0
  %100 = sub nsw i64 0, %90
  br label %101, !dbg !151

101:                                              ; preds = %179, %85
  %102 = phi i32 [ 0, %85 ], [ %180, %179 ]
  %103 = phi double* [ %87, %85 ], [ %104, %179 ]
  %104 = phi double* [ %86, %85 ], [ %103, %179 ]
  call void @llvm.dbg.value(metadata i32 %102, metadata !27, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double* %103, metadata !24, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* %104, metadata !25, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !154
  br i1 %89, label %105, label %179, !dbg !155

105:                                              ; preds = %101
  br i1 %94, label %160, label %106, !dbg !155

106:                                              ; preds = %105
  %107 = getelementptr double, double* %104, i64 1, !dbg !155
  %108 = getelementptr double, double* %104, i64 %90, !dbg !155
  %109 = getelementptr double, double* %103, i64 %91, !dbg !155
  %110 = getelementptr double, double* %103, i64 1, !dbg !155
  %111 = getelementptr double, double* %103, i64 %90, !dbg !155
  %112 = getelementptr double, double* %103, i64 2, !dbg !155
  %113 = getelementptr double, double* %103, i64 %92, !dbg !155
  %114 = icmp ult double* %107, %109, !dbg !155
  %115 = icmp ult double* %103, %108, !dbg !155
  %116 = and i1 %114, %115, !dbg !155
  %117 = icmp ult double* %107, %111, !dbg !155
  %118 = icmp ult double* %110, %108, !dbg !155
  %119 = and i1 %117, %118, !dbg !155
  %120 = or i1 %116, %119, !dbg !155
  %121 = icmp ult double* %107, %113, !dbg !155
  %122 = icmp ult double* %112, %108, !dbg !155
  %123 = and i1 %121, %122, !dbg !155
  %124 = or i1 %120, %123, !dbg !155
  br i1 %124, label %160, label %125, !dbg !155

125:                                              ; preds = %106, %125
  %126 = phi i64 [ %157, %125 ], [ 0, %106 ]
  %127 = or i64 %126, 1
  %128 = getelementptr inbounds double, double* %103, i64 %126, !dbg !156
  %129 = bitcast double* %128 to <2 x double>*, !dbg !156
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !156, !tbaa !41, !alias.scope !157
  %131 = getelementptr inbounds double, double* %128, i64 2, !dbg !156
  %132 = bitcast double* %131 to <2 x double>*, !dbg !156
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !156, !tbaa !41, !alias.scope !157
  %134 = getelementptr inbounds double, double* %103, i64 %127, !dbg !160
  %135 = bitcast double* %134 to <2 x double>*, !dbg !160
  %136 = load <2 x double>, <2 x double>* %135, align 8, !dbg !160, !tbaa !41, !alias.scope !161
  %137 = getelementptr inbounds double, double* %134, i64 2, !dbg !160
  %138 = bitcast double* %137 to <2 x double>*, !dbg !160
  %139 = load <2 x double>, <2 x double>* %138, align 8, !dbg !160, !tbaa !41, !alias.scope !161
  %140 = fadd <2 x double> %130, %136, !dbg !163
  %141 = fadd <2 x double> %133, %139, !dbg !163
  %142 = or i64 %126, 2, !dbg !164
  %143 = getelementptr inbounds double, double* %103, i64 %142, !dbg !165
  %144 = bitcast double* %143 to <2 x double>*, !dbg !165
  %145 = load <2 x double>, <2 x double>* %144, align 8, !dbg !165, !tbaa !41, !alias.scope !166
  %146 = getelementptr inbounds double, double* %143, i64 2, !dbg !165
  %147 = bitcast double* %146 to <2 x double>*, !dbg !165
  %148 = load <2 x double>, <2 x double>* %147, align 8, !dbg !165, !tbaa !41, !alias.scope !166
  %149 = fadd <2 x double> %140, %145, !dbg !168
  %150 = fadd <2 x double> %141, %148, !dbg !168
  %151 = fmul <2 x double> %149, <double 3.333300e-01, double 3.333300e-01>, !dbg !169
  %152 = fmul <2 x double> %150, <double 3.333300e-01, double 3.333300e-01>, !dbg !169
  %153 = getelementptr inbounds double, double* %104, i64 %127, !dbg !170
  %154 = bitcast double* %153 to <2 x double>*, !dbg !171
  store <2 x double> %151, <2 x double>* %154, align 8, !dbg !171, !tbaa !41, !alias.scope !172, !noalias !174
  %155 = getelementptr inbounds double, double* %153, i64 2, !dbg !171
  %156 = bitcast double* %155 to <2 x double>*, !dbg !171
  store <2 x double> %152, <2 x double>* %156, align 8, !dbg !171, !tbaa !41, !alias.scope !172, !noalias !174
  %157 = add nuw i64 %126, 4
  %158 = icmp eq i64 %157, %95
  br i1 %158, label %159, label %125, !llvm.loop !175

159:                                              ; preds = %125
  br i1 %97, label %179, label %160, !dbg !155

160:                                              ; preds = %106, %105, %159
  %161 = phi i64 [ 1, %106 ], [ 1, %105 ], [ %96, %159 ]
  %162 = xor i64 %161, -1, !dbg !155
  br i1 %99, label %163, label %176, !dbg !155

163:                                              ; preds = %160
  call void @llvm.dbg.value(metadata i64 undef, metadata !29, metadata !DIExpression()), !dbg !154
  %164 = add nsw i64 %161, -1, !dbg !177
  %165 = getelementptr inbounds double, double* %103, i64 %164, !dbg !156
  %166 = load double, double* %165, align 8, !dbg !156, !tbaa !41
  %167 = getelementptr inbounds double, double* %103, i64 %161, !dbg !160
  %168 = load double, double* %167, align 8, !dbg !160, !tbaa !41
  %169 = fadd double %166, %168, !dbg !163
  %170 = add nuw nsw i64 %161, 1, !dbg !164
  %171 = getelementptr inbounds double, double* %103, i64 %170, !dbg !165
  %172 = load double, double* %171, align 8, !dbg !165, !tbaa !41
  %173 = fadd double %169, %172, !dbg !168
  %174 = fmul double %173, 3.333300e-01, !dbg !169
  %175 = getelementptr inbounds double, double* %104, i64 %161, !dbg !170
  store double %174, double* %175, align 8, !dbg !171, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %170, metadata !29, metadata !DIExpression()), !dbg !154
  br label %176, !dbg !155

176:                                              ; preds = %163, %160
  %177 = phi i64 [ %161, %160 ], [ %170, %163 ]
  %178 = icmp eq i64 %162, %100, !dbg !155
  br i1 %178, label %179, label %182, !dbg !155

179:                                              ; preds = %176, %182, %159, %101
  call void @llvm.dbg.value(metadata double* %103, metadata !26, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* %104, metadata !24, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* %103, metadata !25, metadata !DIExpression()), !dbg !147
  %180 = add nuw nsw i32 %102, 1, !dbg !178
  call void @llvm.dbg.value(metadata i32 %180, metadata !27, metadata !DIExpression()), !dbg !149
  %181 = icmp eq i32 %180, %19, !dbg !150
  br i1 %181, label %208, label %101, !dbg !151, !llvm.loop !179

182:                                              ; preds = %176, %182
  %183 = phi i64 [ %201, %182 ], [ %177, %176 ]
  call void @llvm.dbg.value(metadata i64 %183, metadata !29, metadata !DIExpression()), !dbg !154
  %184 = add nsw i64 %183, -1, !dbg !177
  %185 = getelementptr inbounds double, double* %103, i64 %184, !dbg !156
  %186 = load double, double* %185, align 8, !dbg !156, !tbaa !41
  %187 = getelementptr inbounds double, double* %103, i64 %183, !dbg !160
  %188 = load double, double* %187, align 8, !dbg !160, !tbaa !41
  %189 = fadd double %186, %188, !dbg !163
  %190 = add nuw nsw i64 %183, 1, !dbg !164
  %191 = getelementptr inbounds double, double* %103, i64 %190, !dbg !165
  %192 = load double, double* %191, align 8, !dbg !165, !tbaa !41
  %193 = fadd double %189, %192, !dbg !168
  %194 = fmul double %193, 3.333300e-01, !dbg !169
  %195 = getelementptr inbounds double, double* %104, i64 %183, !dbg !170
  store double %194, double* %195, align 8, !dbg !171, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %190, metadata !29, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %190, metadata !29, metadata !DIExpression()), !dbg !154
  %196 = getelementptr inbounds double, double* %103, i64 %183, !dbg !156
  %197 = load double, double* %196, align 8, !dbg !156, !tbaa !41
  %198 = getelementptr inbounds double, double* %103, i64 %190, !dbg !160
  %199 = load double, double* %198, align 8, !dbg !160, !tbaa !41
  %200 = fadd double %197, %199, !dbg !163
  %201 = add nuw nsw i64 %183, 2, !dbg !164
  %202 = getelementptr inbounds double, double* %103, i64 %201, !dbg !165
  %203 = load double, double* %202, align 8, !dbg !165, !tbaa !41
  %204 = fadd double %200, %203, !dbg !168
  %205 = fmul double %204, 3.333300e-01, !dbg !169
  %206 = getelementptr inbounds double, double* %104, i64 %190, !dbg !170
  store double %205, double* %206, align 8, !dbg !171, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %201, metadata !29, metadata !DIExpression()), !dbg !154
  %207 = icmp eq i64 %201, %90, !dbg !181
  br i1 %207, label %179, label %182, !dbg !155, !llvm.loop !182

208:                                              ; preds = %179, %83
  %209 = and i32 %19, 1, !dbg !183
  %210 = icmp eq i32 %209, 0, !dbg !183
  %211 = load double*, double** %3, align 8, !dbg !184
  call void @llvm.dbg.value(metadata double* %211, metadata !82, metadata !DIExpression()), !dbg !90
  %212 = load double*, double** %4, align 8, !dbg !184
  call void @llvm.dbg.value(metadata double* %212, metadata !83, metadata !DIExpression()), !dbg !90
  %213 = select i1 %210, double* %211, double* %212, !dbg !184
  call void @llvm.dbg.value(metadata double* %213, metadata !86, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !185
  br i1 %32, label %214, label %251, !dbg !186

214:                                              ; preds = %208
  %215 = zext i32 %18 to i64, !dbg !187
  %216 = add nsw i64 %215, -1, !dbg !186
  %217 = and i64 %215, 7, !dbg !186
  %218 = icmp ult i64 %216, 7, !dbg !186
  br i1 %218, label %236, label %219, !dbg !186

219:                                              ; preds = %214
  %220 = and i64 %215, 4294967288, !dbg !186
  br label %256, !dbg !186

221:                                              ; preds = %79, %221
  %222 = phi i64 [ %234, %221 ], [ %80, %79 ]
  call void @llvm.dbg.value(metadata i64 %222, metadata !84, metadata !DIExpression()), !dbg !128
  %223 = trunc i64 %222 to i32, !dbg !133
  %224 = urem i32 %223, 10, !dbg !133
  %225 = sitofp i32 %224 to double, !dbg !135
  call void @llvm.dbg.value(metadata double* %34, metadata !82, metadata !DIExpression()), !dbg !90
  %226 = getelementptr inbounds double, double* %34, i64 %222, !dbg !145
  store double %225, double* %226, align 8, !dbg !136, !tbaa !41
  call void @llvm.dbg.value(metadata double* %35, metadata !83, metadata !DIExpression()), !dbg !90
  %227 = getelementptr inbounds double, double* %35, i64 %222, !dbg !146
  store double %225, double* %227, align 8, !dbg !142, !tbaa !41
  %228 = add nuw nsw i64 %222, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %228, metadata !84, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 %228, metadata !84, metadata !DIExpression()), !dbg !128
  %229 = trunc i64 %228 to i32, !dbg !133
  %230 = urem i32 %229, 10, !dbg !133
  %231 = sitofp i32 %230 to double, !dbg !135
  call void @llvm.dbg.value(metadata double* %34, metadata !82, metadata !DIExpression()), !dbg !90
  %232 = getelementptr inbounds double, double* %34, i64 %228, !dbg !145
  store double %231, double* %232, align 8, !dbg !136, !tbaa !41
  call void @llvm.dbg.value(metadata double* %35, metadata !83, metadata !DIExpression()), !dbg !90
  %233 = getelementptr inbounds double, double* %35, i64 %228, !dbg !146
  store double %231, double* %233, align 8, !dbg !142, !tbaa !41
  %234 = add nuw nsw i64 %222, 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 %234, metadata !84, metadata !DIExpression()), !dbg !128
  %235 = icmp eq i64 %234, %36, !dbg !129
  br i1 %235, label %83, label %221, !dbg !131, !llvm.loop !189

236:                                              ; preds = %256, %214
  %237 = phi double [ undef, %214 ], [ %290, %256 ]
  %238 = phi i64 [ 0, %214 ], [ %291, %256 ]
  %239 = phi double [ 0.000000e+00, %214 ], [ %290, %256 ]
  %240 = icmp eq i64 %217, 0, !dbg !186
  br i1 %240, label %251, label %241, !dbg !186

241:                                              ; preds = %236, %241
  %242 = phi i64 [ %248, %241 ], [ %238, %236 ]
  %243 = phi double [ %247, %241 ], [ %239, %236 ]
  %244 = phi i64 [ %249, %241 ], [ 0, %236 ]
  call void @llvm.dbg.value(metadata i64 %242, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %243, metadata !87, metadata !DIExpression()), !dbg !90
  %245 = getelementptr inbounds double, double* %213, i64 %242, !dbg !190
  %246 = load double, double* %245, align 8, !dbg !190, !tbaa !41
  %247 = fadd double %243, %246, !dbg !191
  call void @llvm.dbg.value(metadata double %247, metadata !87, metadata !DIExpression()), !dbg !90
  %248 = add nuw nsw i64 %242, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %248, metadata !88, metadata !DIExpression()), !dbg !185
  %249 = add i64 %244, 1, !dbg !186
  %250 = icmp eq i64 %249, %217, !dbg !186
  br i1 %250, label %251, label %241, !dbg !186, !llvm.loop !193

251:                                              ; preds = %236, %241, %208
  %252 = phi double [ 0.000000e+00, %208 ], [ %237, %236 ], [ %247, %241 ], !dbg !90
  %253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %252), !dbg !195
  %254 = load i8*, i8** %22, align 8, !dbg !196, !tbaa !94
  call void @llvm.dbg.value(metadata double* undef, metadata !82, metadata !DIExpression()), !dbg !90
  call void @free(i8* noundef %254) #7, !dbg !197
  %255 = load i8*, i8** %28, align 8, !dbg !198, !tbaa !94
  call void @llvm.dbg.value(metadata double* undef, metadata !83, metadata !DIExpression()), !dbg !90
  call void @free(i8* noundef %255) #7, !dbg !199
  br label %294

256:                                              ; preds = %256, %219
  %257 = phi i64 [ 0, %219 ], [ %291, %256 ]
  %258 = phi double [ 0.000000e+00, %219 ], [ %290, %256 ]
  %259 = phi i64 [ 0, %219 ], [ %292, %256 ]
  call void @llvm.dbg.value(metadata i64 %257, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %258, metadata !87, metadata !DIExpression()), !dbg !90
  %260 = getelementptr inbounds double, double* %213, i64 %257, !dbg !190
  %261 = load double, double* %260, align 8, !dbg !190, !tbaa !41
  %262 = fadd double %258, %261, !dbg !191
  call void @llvm.dbg.value(metadata double %262, metadata !87, metadata !DIExpression()), !dbg !90
  %263 = or i64 %257, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %263, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %263, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %262, metadata !87, metadata !DIExpression()), !dbg !90
  %264 = getelementptr inbounds double, double* %213, i64 %263, !dbg !190
  %265 = load double, double* %264, align 8, !dbg !190, !tbaa !41
  %266 = fadd double %262, %265, !dbg !191
  call void @llvm.dbg.value(metadata double %266, metadata !87, metadata !DIExpression()), !dbg !90
  %267 = or i64 %257, 2, !dbg !192
  call void @llvm.dbg.value(metadata i64 %267, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %267, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %266, metadata !87, metadata !DIExpression()), !dbg !90
  %268 = getelementptr inbounds double, double* %213, i64 %267, !dbg !190
  %269 = load double, double* %268, align 8, !dbg !190, !tbaa !41
  %270 = fadd double %266, %269, !dbg !191
  call void @llvm.dbg.value(metadata double %270, metadata !87, metadata !DIExpression()), !dbg !90
  %271 = or i64 %257, 3, !dbg !192
  call void @llvm.dbg.value(metadata i64 %271, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %271, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %270, metadata !87, metadata !DIExpression()), !dbg !90
  %272 = getelementptr inbounds double, double* %213, i64 %271, !dbg !190
  %273 = load double, double* %272, align 8, !dbg !190, !tbaa !41
  %274 = fadd double %270, %273, !dbg !191
  call void @llvm.dbg.value(metadata double %274, metadata !87, metadata !DIExpression()), !dbg !90
  %275 = or i64 %257, 4, !dbg !192
  call void @llvm.dbg.value(metadata i64 %275, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %275, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %274, metadata !87, metadata !DIExpression()), !dbg !90
  %276 = getelementptr inbounds double, double* %213, i64 %275, !dbg !190
  %277 = load double, double* %276, align 8, !dbg !190, !tbaa !41
  %278 = fadd double %274, %277, !dbg !191
  call void @llvm.dbg.value(metadata double %278, metadata !87, metadata !DIExpression()), !dbg !90
  %279 = or i64 %257, 5, !dbg !192
  call void @llvm.dbg.value(metadata i64 %279, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %279, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %278, metadata !87, metadata !DIExpression()), !dbg !90
  %280 = getelementptr inbounds double, double* %213, i64 %279, !dbg !190
  %281 = load double, double* %280, align 8, !dbg !190, !tbaa !41
  %282 = fadd double %278, %281, !dbg !191
  call void @llvm.dbg.value(metadata double %282, metadata !87, metadata !DIExpression()), !dbg !90
  %283 = or i64 %257, 6, !dbg !192
  call void @llvm.dbg.value(metadata i64 %283, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %283, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %282, metadata !87, metadata !DIExpression()), !dbg !90
  %284 = getelementptr inbounds double, double* %213, i64 %283, !dbg !190
  %285 = load double, double* %284, align 8, !dbg !190, !tbaa !41
  %286 = fadd double %282, %285, !dbg !191
  call void @llvm.dbg.value(metadata double %286, metadata !87, metadata !DIExpression()), !dbg !90
  %287 = or i64 %257, 7, !dbg !192
  call void @llvm.dbg.value(metadata i64 %287, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %287, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %286, metadata !87, metadata !DIExpression()), !dbg !90
  %288 = getelementptr inbounds double, double* %213, i64 %287, !dbg !190
  %289 = load double, double* %288, align 8, !dbg !190, !tbaa !41
  %290 = fadd double %286, %289, !dbg !191
  call void @llvm.dbg.value(metadata double %290, metadata !87, metadata !DIExpression()), !dbg !90
  %291 = add nuw nsw i64 %257, 8, !dbg !192
  call void @llvm.dbg.value(metadata i64 %291, metadata !88, metadata !DIExpression()), !dbg !185
  %292 = add i64 %259, 8, !dbg !186
  %293 = icmp eq i64 %292, %220, !dbg !186
  br i1 %293, label %236, label %256, !dbg !186, !llvm.loop !200

294:                                              ; preds = %27, %17, %251
  %295 = phi i32 [ 0, %251 ], [ 1, %17 ], [ 1, %27 ], !dbg !90
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #7, !dbg !202
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #7, !dbg !202
  ret i32 %295, !dbg !202
}

; Function Attrs: nofree nounwind
declare !dbg !203 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "memalign_jacobi1d.c", directory: ".", checksumkind: CSK_MD5, checksum: "26cb2de98ca2bd85d57df7ce419a83a5")
!2 = !{!3, !5, !6, !7, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "kernel_jacobi1d", scope: !1, file: !1, line: 7, type: !18, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !6, !6, !20, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27, !29}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !1, line: 7, type: !6)
!23 = !DILocalVariable(name: "steps", arg: 2, scope: !17, file: !1, line: 7, type: !6)
!24 = !DILocalVariable(name: "a", arg: 3, scope: !17, file: !1, line: 7, type: !20)
!25 = !DILocalVariable(name: "b", arg: 4, scope: !17, file: !1, line: 7, type: !20)
!26 = !DILocalVariable(name: "t", scope: !17, file: !1, line: 9, type: !20)
!27 = !DILocalVariable(name: "s", scope: !28, file: !1, line: 10, type: !6)
!28 = distinct !DILexicalBlock(scope: !17, file: !1, line: 10, column: 3)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 11, type: !6)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 11, column: 5)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 10, column: 35)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 10, column: 3)
!33 = !DILocation(line: 0, scope: !17)
!34 = !DILocation(line: 0, scope: !28)
!35 = !DILocation(line: 10, column: 21, scope: !32)
!36 = !DILocation(line: 10, column: 3, scope: !28)
!37 = !DILocation(line: 0, scope: !30)
!38 = !DILocation(line: 11, column: 5, scope: !30)
!39 = !DILocation(line: 12, column: 25, scope: !40)
!40 = distinct !DILexicalBlock(scope: !30, file: !1, line: 11, column: 5)
!41 = !{!42, !42, i64 0}
!42 = !{!"double", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !{!46}
!46 = distinct !{!46, !47}
!47 = distinct !{!47, !"LVerDomain"}
!48 = !DILocation(line: 12, column: 36, scope: !40)
!49 = !{!50}
!50 = distinct !{!50, !47}
!51 = !DILocation(line: 12, column: 34, scope: !40)
!52 = !DILocation(line: 12, column: 47, scope: !40)
!53 = !DILocation(line: 12, column: 43, scope: !40)
!54 = !{!55}
!55 = distinct !{!55, !47}
!56 = !DILocation(line: 12, column: 41, scope: !40)
!57 = !DILocation(line: 12, column: 22, scope: !40)
!58 = !DILocation(line: 12, column: 7, scope: !40)
!59 = !DILocation(line: 12, column: 12, scope: !40)
!60 = !{!61}
!61 = distinct !{!61, !47}
!62 = !{!46, !50, !55}
!63 = distinct !{!63, !38, !64, !65, !66}
!64 = !DILocation(line: 12, column: 51, scope: !30)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.isvectorized", i32 1}
!67 = !DILocation(line: 12, column: 29, scope: !40)
!68 = !DILocation(line: 17, column: 1, scope: !17)
!69 = !DILocation(line: 10, column: 31, scope: !32)
!70 = distinct !{!70, !36, !71, !65}
!71 = !DILocation(line: 16, column: 3, scope: !28)
!72 = !DILocation(line: 11, column: 23, scope: !40)
!73 = distinct !{!73, !38, !64, !65, !66}
!74 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !75, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!6, !6, !7}
!77 = !{!78, !79, !80, !81, !82, !83, !84, !86, !87, !88}
!78 = !DILocalVariable(name: "argc", arg: 1, scope: !74, file: !1, line: 19, type: !6)
!79 = !DILocalVariable(name: "argv", arg: 2, scope: !74, file: !1, line: 19, type: !7)
!80 = !DILocalVariable(name: "n", scope: !74, file: !1, line: 21, type: !6)
!81 = !DILocalVariable(name: "steps", scope: !74, file: !1, line: 22, type: !6)
!82 = !DILocalVariable(name: "a", scope: !74, file: !1, line: 23, type: !20)
!83 = !DILocalVariable(name: "b", scope: !74, file: !1, line: 23, type: !20)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 28, type: !6)
!85 = distinct !DILexicalBlock(scope: !74, file: !1, line: 28, column: 3)
!86 = !DILocalVariable(name: "r", scope: !74, file: !1, line: 34, type: !20)
!87 = !DILocalVariable(name: "s", scope: !74, file: !1, line: 35, type: !5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 36, type: !6)
!89 = distinct !DILexicalBlock(scope: !74, file: !1, line: 36, column: 3)
!90 = !DILocation(line: 0, scope: !74)
!91 = !DILocation(line: 21, column: 16, scope: !74)
!92 = !DILocation(line: 21, column: 11, scope: !74)
!93 = !DILocation(line: 21, column: 27, scope: !74)
!94 = !{!95, !95, i64 0}
!95 = !{!"any pointer", !43, i64 0}
!96 = !DILocalVariable(name: "__nptr", arg: 1, scope: !97, file: !98, line: 362, type: !101)
!97 = distinct !DISubprogram(name: "atoi", scope: !98, file: !98, line: 362, type: !99, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !103)
!98 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!99 = !DISubroutineType(types: !100)
!100 = !{!6, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!103 = !{!96}
!104 = !DILocation(line: 0, scope: !97, inlinedAt: !105)
!105 = distinct !DILocation(line: 21, column: 22, scope: !74)
!106 = !DILocation(line: 364, column: 16, scope: !97, inlinedAt: !105)
!107 = !DILocation(line: 364, column: 10, scope: !97, inlinedAt: !105)
!108 = !DILocation(line: 22, column: 20, scope: !74)
!109 = !DILocation(line: 22, column: 15, scope: !74)
!110 = !DILocation(line: 22, column: 31, scope: !74)
!111 = !DILocation(line: 0, scope: !97, inlinedAt: !112)
!112 = distinct !DILocation(line: 22, column: 26, scope: !74)
!113 = !DILocation(line: 364, column: 16, scope: !97, inlinedAt: !112)
!114 = !DILocation(line: 364, column: 10, scope: !97, inlinedAt: !112)
!115 = !DILocation(line: 23, column: 3, scope: !74)
!116 = !DILocation(line: 24, column: 22, scope: !117)
!117 = distinct !DILexicalBlock(scope: !74, file: !1, line: 24, column: 7)
!118 = !DILocation(line: 24, column: 39, scope: !117)
!119 = !DILocation(line: 24, column: 41, scope: !117)
!120 = !DILocation(line: 24, column: 7, scope: !117)
!121 = !DILocation(line: 24, column: 59, scope: !117)
!122 = !DILocation(line: 24, column: 7, scope: !74)
!123 = !DILocation(line: 26, column: 22, scope: !124)
!124 = distinct !DILexicalBlock(scope: !74, file: !1, line: 26, column: 7)
!125 = !DILocation(line: 26, column: 7, scope: !124)
!126 = !DILocation(line: 26, column: 59, scope: !124)
!127 = !DILocation(line: 26, column: 7, scope: !74)
!128 = !DILocation(line: 0, scope: !85)
!129 = !DILocation(line: 28, column: 21, scope: !130)
!130 = distinct !DILexicalBlock(scope: !85, file: !1, line: 28, column: 3)
!131 = !DILocation(line: 28, column: 3, scope: !85)
!132 = !DILocation(line: 28, column: 27, scope: !130)
!133 = !DILocation(line: 29, column: 23, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !1, line: 28, column: 31)
!135 = !DILocation(line: 29, column: 12, scope: !134)
!136 = !DILocation(line: 29, column: 10, scope: !134)
!137 = !{!138}
!138 = distinct !{!138, !139}
!139 = distinct !{!139, !"LVerDomain"}
!140 = !{!141}
!141 = distinct !{!141, !139}
!142 = !DILocation(line: 30, column: 10, scope: !134)
!143 = distinct !{!143, !131, !144, !65, !66}
!144 = !DILocation(line: 31, column: 3, scope: !85)
!145 = !DILocation(line: 29, column: 5, scope: !134)
!146 = !DILocation(line: 30, column: 5, scope: !134)
!147 = !DILocation(line: 0, scope: !17, inlinedAt: !148)
!148 = distinct !DILocation(line: 32, column: 3, scope: !74)
!149 = !DILocation(line: 0, scope: !28, inlinedAt: !148)
!150 = !DILocation(line: 10, column: 21, scope: !32, inlinedAt: !148)
!151 = !DILocation(line: 10, column: 3, scope: !28, inlinedAt: !148)
!152 = !DILocation(line: 32, column: 32, scope: !74)
!153 = !DILocation(line: 32, column: 29, scope: !74)
!154 = !DILocation(line: 0, scope: !30, inlinedAt: !148)
!155 = !DILocation(line: 11, column: 5, scope: !30, inlinedAt: !148)
!156 = !DILocation(line: 12, column: 25, scope: !40, inlinedAt: !148)
!157 = !{!158}
!158 = distinct !{!158, !159}
!159 = distinct !{!159, !"LVerDomain"}
!160 = !DILocation(line: 12, column: 36, scope: !40, inlinedAt: !148)
!161 = !{!162}
!162 = distinct !{!162, !159}
!163 = !DILocation(line: 12, column: 34, scope: !40, inlinedAt: !148)
!164 = !DILocation(line: 12, column: 47, scope: !40, inlinedAt: !148)
!165 = !DILocation(line: 12, column: 43, scope: !40, inlinedAt: !148)
!166 = !{!167}
!167 = distinct !{!167, !159}
!168 = !DILocation(line: 12, column: 41, scope: !40, inlinedAt: !148)
!169 = !DILocation(line: 12, column: 22, scope: !40, inlinedAt: !148)
!170 = !DILocation(line: 12, column: 7, scope: !40, inlinedAt: !148)
!171 = !DILocation(line: 12, column: 12, scope: !40, inlinedAt: !148)
!172 = !{!173}
!173 = distinct !{!173, !159}
!174 = !{!158, !162, !167}
!175 = distinct !{!175, !155, !176, !65, !66}
!176 = !DILocation(line: 12, column: 51, scope: !30, inlinedAt: !148)
!177 = !DILocation(line: 12, column: 29, scope: !40, inlinedAt: !148)
!178 = !DILocation(line: 10, column: 31, scope: !32, inlinedAt: !148)
!179 = distinct !{!179, !151, !180, !65}
!180 = !DILocation(line: 16, column: 3, scope: !28, inlinedAt: !148)
!181 = !DILocation(line: 11, column: 23, scope: !40, inlinedAt: !148)
!182 = distinct !{!182, !155, !176, !65, !66}
!183 = !DILocation(line: 34, column: 26, scope: !74)
!184 = !DILocation(line: 34, column: 15, scope: !74)
!185 = !DILocation(line: 0, scope: !89)
!186 = !DILocation(line: 36, column: 3, scope: !89)
!187 = !DILocation(line: 36, column: 21, scope: !188)
!188 = distinct !DILexicalBlock(scope: !89, file: !1, line: 36, column: 3)
!189 = distinct !{!189, !131, !144, !65, !66}
!190 = !DILocation(line: 37, column: 10, scope: !188)
!191 = !DILocation(line: 37, column: 7, scope: !188)
!192 = !DILocation(line: 36, column: 27, scope: !188)
!193 = distinct !{!193, !194}
!194 = !{!"llvm.loop.unroll.disable"}
!195 = !DILocation(line: 38, column: 3, scope: !74)
!196 = !DILocation(line: 39, column: 8, scope: !74)
!197 = !DILocation(line: 39, column: 3, scope: !74)
!198 = !DILocation(line: 40, column: 8, scope: !74)
!199 = !DILocation(line: 40, column: 3, scope: !74)
!200 = distinct !{!200, !186, !201, !65}
!201 = !DILocation(line: 37, column: 13, scope: !89)
!202 = !DILocation(line: 42, column: 1, scope: !74)
!203 = !DISubprogram(name: "posix_memalign", scope: !98, file: !98, line: 599, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !209)
!204 = !DISubroutineType(types: !205)
!205 = !{!6, !3, !206, !206}
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !207, line: 46, baseType: !208)
!207 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!208 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!209 = !{}
