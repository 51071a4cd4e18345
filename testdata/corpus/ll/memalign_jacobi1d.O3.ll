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
  %6 = icmp sgt i32 %0, 2
  %7 = and i1 %5, %6, !dbg !36
  br i1 %7, label %8, label %127, !dbg !36

8:                                                ; preds = %4
  %9 = add i32 %0, -1
  %10 = zext i32 %9 to i64
  %11 = add nsw i64 %10, -1, !dbg !36
  %12 = add nuw nsw i64 %10, 1, !dbg !36
  %13 = add nsw i64 %10, -1, !dbg !36
  %14 = icmp ult i64 %13, 4
  %15 = and i64 %13, -4
  %16 = or i64 %15, 1
  %17 = icmp eq i64 %13, %15
  %18 = and i64 %10, 1
  %19 = icmp eq i64 %18, 0
  %20 = sub nsw i64 0, %10
  br label %21, !dbg !36

21:                                               ; preds = %8, %124
  %22 = phi i32 [ %125, %124 ], [ 0, %8 ]
  %23 = phi double* [ %24, %124 ], [ %2, %8 ]
  %24 = phi double* [ %23, %124 ], [ %3, %8 ]
  call void @llvm.dbg.value(metadata i32 %22, metadata !27, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double* %23, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %24, metadata !25, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !37
  br i1 %14, label %79, label %25, !dbg !38

25:                                               ; preds = %21
  %26 = getelementptr double, double* %24, i64 1, !dbg !38
  %27 = getelementptr double, double* %24, i64 %10, !dbg !38
  %28 = getelementptr double, double* %23, i64 %11, !dbg !38
  %29 = getelementptr double, double* %23, i64 1, !dbg !38
  %30 = getelementptr double, double* %23, i64 %10, !dbg !38
  %31 = getelementptr double, double* %23, i64 2, !dbg !38
  %32 = getelementptr double, double* %23, i64 %12, !dbg !38
  %33 = icmp ult double* %26, %28, !dbg !38
  %34 = icmp ult double* %23, %27, !dbg !38
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
  %47 = getelementptr inbounds double, double* %23, i64 %45, !dbg !39
  %48 = bitcast double* %47 to <2 x double>*, !dbg !39
  %49 = load <2 x double>, <2 x double>* %48, align 8, !dbg !39, !tbaa !41, !alias.scope !45
  %50 = getelementptr inbounds double, double* %47, i64 2, !dbg !39
  %51 = bitcast double* %50 to <2 x double>*, !dbg !39
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !39, !tbaa !41, !alias.scope !45
  %53 = getelementptr inbounds double, double* %23, i64 %46, !dbg !48
  %54 = bitcast double* %53 to <2 x double>*, !dbg !48
  %55 = load <2 x double>, <2 x double>* %54, align 8, !dbg !48, !tbaa !41, !alias.scope !49
  %56 = getelementptr inbounds double, double* %53, i64 2, !dbg !48
  %57 = bitcast double* %56 to <2 x double>*, !dbg !48
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !48, !tbaa !41, !alias.scope !49
  %59 = fadd <2 x double> %49, %55, !dbg !51
  %60 = fadd <2 x double> %52, %58, !dbg !51
  %61 = or i64 %45, 2, !dbg !52
  %62 = getelementptr inbounds double, double* %23, i64 %61, !dbg !53
  %63 = bitcast double* %62 to <2 x double>*, !dbg !53
  %64 = load <2 x double>, <2 x double>* %63, align 8, !dbg !53, !tbaa !41, !alias.scope !54
  %65 = getelementptr inbounds double, double* %62, i64 2, !dbg !53
  %66 = bitcast double* %65 to <2 x double>*, !dbg !53
  %67 = load <2 x double>, <2 x double>* %66, align 8, !dbg !53, !tbaa !41, !alias.scope !54
  %68 = fadd <2 x double> %59, %64, !dbg !56
  %69 = fadd <2 x double> %60, %67, !dbg !56
  %70 = fmul <2 x double> %68, <double 3.333300e-01, double 3.333300e-01>, !dbg !57
  %71 = fmul <2 x double> %69, <double 3.333300e-01, double 3.333300e-01>, !dbg !57
  %72 = getelementptr inbounds double, double* %24, i64 %46, !dbg !58
  %73 = bitcast double* %72 to <2 x double>*, !dbg !59
  store <2 x double> %70, <2 x double>* %73, align 8, !dbg !59, !tbaa !41, !alias.scope !60, !noalias !62
  %74 = getelementptr inbounds double, double* %72, i64 2, !dbg !59
  %75 = bitcast double* %74 to <2 x double>*, !dbg !59
  store <2 x double> %71, <2 x double>* %75, align 8, !dbg !59, !tbaa !41, !alias.scope !60, !noalias !62
  %76 = add nuw i64 %45, 4
  %77 = icmp eq i64 %76, %15
  br i1 %77, label %78, label %44, !llvm.loop !63

78:                                               ; preds = %44
  br i1 %17, label %124, label %79, !dbg !38

79:                                               ; preds = %25, %21, %78
  %80 = phi i64 [ 1, %25 ], [ 1, %21 ], [ %16, %78 ]
  %81 = xor i64 %80, -1, !dbg !38
  br i1 %19, label %82, label %95, !dbg !38

82:                                               ; preds = %79
  call void @llvm.dbg.value(metadata i64 undef, metadata !29, metadata !DIExpression()), !dbg !37
  %83 = add nsw i64 %80, -1, !dbg !67
  %84 = getelementptr inbounds double, double* %23, i64 %83, !dbg !39
  %85 = load double, double* %84, align 8, !dbg !39, !tbaa !41
  %86 = getelementptr inbounds double, double* %23, i64 %80, !dbg !48
  %87 = load double, double* %86, align 8, !dbg !48, !tbaa !41
  %88 = fadd double %85, %87, !dbg !51
  %89 = add nuw nsw i64 %80, 1, !dbg !52
  %90 = getelementptr inbounds double, double* %23, i64 %89, !dbg !53
  %91 = load double, double* %90, align 8, !dbg !53, !tbaa !41
  %92 = fadd double %88, %91, !dbg !56
  %93 = fmul double %92, 3.333300e-01, !dbg !57
  %94 = getelementptr inbounds double, double* %24, i64 %80, !dbg !58
  store double %93, double* %94, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %89, metadata !29, metadata !DIExpression()), !dbg !37
  br label %95, !dbg !38

95:                                               ; preds = %82, %79
  %96 = phi i64 [ %80, %79 ], [ %89, %82 ]
  %97 = icmp eq i64 %81, %20, !dbg !38
  br i1 %97, label %124, label %98, !dbg !38

98:                                               ; preds = %95, %98
  %99 = phi i64 [ %117, %98 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %99, metadata !29, metadata !DIExpression()), !dbg !37
  %100 = add nsw i64 %99, -1, !dbg !67
  %101 = getelementptr inbounds double, double* %23, i64 %100, !dbg !39
  %102 = load double, double* %101, align 8, !dbg !39, !tbaa !41
  %103 = getelementptr inbounds double, double* %23, i64 %99, !dbg !48
  %104 = load double, double* %103, align 8, !dbg !48, !tbaa !41
  %105 = fadd double %102, %104, !dbg !51
  %106 = add nuw nsw i64 %99, 1, !dbg !52
  %107 = getelementptr inbounds double, double* %23, i64 %106, !dbg !53
  %108 = load double, double* %107, align 8, !dbg !53, !tbaa !41
  %109 = fadd double %105, %108, !dbg !56
  %110 = fmul double %109, 3.333300e-01, !dbg !57
  %111 = getelementptr inbounds double, double* %24, i64 %99, !dbg !58
  store double %110, double* %111, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %106, metadata !29, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %106, metadata !29, metadata !DIExpression()), !dbg !37
  %112 = getelementptr inbounds double, double* %23, i64 %99, !dbg !39
  %113 = load double, double* %112, align 8, !dbg !39, !tbaa !41
  %114 = getelementptr inbounds double, double* %23, i64 %106, !dbg !48
  %115 = load double, double* %114, align 8, !dbg !48, !tbaa !41
  %116 = fadd double %113, %115, !dbg !51
  %117 = add nuw nsw i64 %99, 2, !dbg !52
  %118 = getelementptr inbounds double, double* %23, i64 %117, !dbg !53
  %119 = load double, double* %118, align 8, !dbg !53, !tbaa !41
  %120 = fadd double %116, %119, !dbg !56
  %121 = fmul double %120, 3.333300e-01, !dbg !57
  %122 = getelementptr inbounds double, double* %24, i64 %106, !dbg !58
  store double %121, double* %122, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %117, metadata !29, metadata !DIExpression()), !dbg !37
  %123 = icmp eq i64 %117, %10, !dbg !68
  br i1 %123, label %124, label %98, !dbg !38, !llvm.loop !69

124:                                              ; preds = %95, %98, %78
  call void @llvm.dbg.value(metadata double* %23, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %24, metadata !24, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %23, metadata !25, metadata !DIExpression()), !dbg !33
  %125 = add nuw nsw i32 %22, 1, !dbg !70
  call void @llvm.dbg.value(metadata i32 %125, metadata !27, metadata !DIExpression()), !dbg !34
  %126 = icmp eq i32 %125, %1, !dbg !35
  br i1 %126, label %127, label %21, !dbg !36, !llvm.loop !71

127:                                              ; preds = %124, %4
  ret void, !dbg !73
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
  br i1 %26, label %27, label %293, !dbg !122

27:                                               ; preds = %17
  %28 = bitcast double** %4 to i8**, !dbg !123
  call void @llvm.dbg.value(metadata double** %4, metadata !83, metadata !DIExpression(DW_OP_deref)), !dbg !90
  %29 = call i32 @posix_memalign(i8** noundef nonnull %28, i64 noundef 64, i64 noundef %24) #7, !dbg !125
  %30 = icmp eq i32 %29, 0, !dbg !126
  br i1 %30, label %31, label %293, !dbg !127

31:                                               ; preds = %27
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !128
  %32 = icmp sgt i32 %18, 0, !dbg !129
  br i1 %32, label %33, label %250, !dbg !131

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
  br i1 %82, label %83, label %220, !dbg !131

83:                                               ; preds = %79, %220, %65
  call void @llvm.dbg.value(metadata double* undef, metadata !82, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* undef, metadata !83, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %10, metadata !22, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 %19, metadata !23, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* undef, metadata !24, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* undef, metadata !25, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !149
  %84 = icmp sgt i32 %19, 0, !dbg !150
  %85 = icmp sgt i32 %18, 2
  %86 = select i1 %84, i1 %85, i1 false, !dbg !151
  br i1 %86, label %87, label %208, !dbg !151

87:                                               ; preds = %83
  %88 = load double*, double** %4, align 8, !dbg !152, !tbaa !94
  call void @llvm.dbg.value(metadata double* %88, metadata !83, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* %88, metadata !25, metadata !DIExpression()), !dbg !147
  %89 = load double*, double** %3, align 8, !dbg !153, !tbaa !94
  call void @llvm.dbg.value(metadata double* %89, metadata !82, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* %89, metadata !24, metadata !DIExpression()), !dbg !147
  %90 = add nsw i32 %18, -1
  %91 = zext i32 %90 to i64
  %92 = add nsw i64 %91, -1, !dbg !151
  %93 = add nuw nsw i64 %91, 1, !dbg !151
  %94 = add nsw i64 %91, -1, !dbg !151
  %95 = icmp ult i64 %94, 4
  %96 = and i64 %94, -4
  %97 = or i64 %96, 1
  %98 = icmp eq i64 %94, %96
  %99 = and i64 %91, 1
  %100 = icmp eq i64 %99, 0
  %101 = sub nsw i64 0, %91
  br label %102, !dbg !151

102:                                              ; preds = %205, %87
  %103 = phi i32 [ %206, %205 ], [ 0, %87 ]
  %104 = phi double* [ %105, %205 ], [ %89, %87 ]
  %105 = phi double* [ %104, %205 ], [ %88, %87 ]
  call void @llvm.dbg.value(metadata i32 %103, metadata !27, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata double* %104, metadata !24, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* %105, metadata !25, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !154
  br i1 %95, label %160, label %106, !dbg !155

106:                                              ; preds = %102
  %107 = getelementptr double, double* %105, i64 1, !dbg !155
  %108 = getelementptr double, double* %105, i64 %91, !dbg !155
  %109 = getelementptr double, double* %104, i64 %92, !dbg !155
  %110 = getelementptr double, double* %104, i64 1, !dbg !155
  %111 = getelementptr double, double* %104, i64 %91, !dbg !155
  %112 = getelementptr double, double* %104, i64 2, !dbg !155
  %113 = getelementptr double, double* %104, i64 %93, !dbg !155
  %114 = icmp ult double* %107, %109, !dbg !155
  %115 = icmp ult double* %104, %108, !dbg !155
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
  %128 = getelementptr inbounds double, double* %104, i64 %126, !dbg !156
  %129 = bitcast double* %128 to <2 x double>*, !dbg !156
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !156, !tbaa !41, !alias.scope !157
  %131 = getelementptr inbounds double, double* %128, i64 2, !dbg !156
  %132 = bitcast double* %131 to <2 x double>*, !dbg !156
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !156, !tbaa !41, !alias.scope !157
  %134 = getelementptr inbounds double, double* %104, i64 %127, !dbg !160
  %135 = bitcast double* %134 to <2 x double>*, !dbg !160
  %136 = load <2 x double>, <2 x double>* %135, align 8, !dbg !160, !tbaa !41, !alias.scope !161
  %137 = getelementptr inbounds double, double* %134, i64 2, !dbg !160
  %138 = bitcast double* %137 to <2 x double>*, !dbg !160
  %139 = load <2 x double>, <2 x double>* %138, align 8, !dbg !160, !tbaa !41, !alias.scope !161
  %140 = fadd <2 x double> %130, %136, !dbg !163
  %141 = fadd <2 x double> %133, %139, !dbg !163
  %142 = or i64 %126, 2, !dbg !164
  %143 = getelementptr inbounds double, double* %104, i64 %142, !dbg !165
  %144 = bitcast double* %143 to <2 x double>*, !dbg !165
  %145 = load <2 x double>, <2 x double>* %144, align 8, !dbg !165, !tbaa !41, !alias.scope !166
  %146 = getelementptr inbounds double, double* %143, i64 2, !dbg !165
  %147 = bitcast double* %146 to <2 x double>*, !dbg !165
  %148 = load <2 x double>, <2 x double>* %147, align 8, !dbg !165, !tbaa !41, !alias.scope !166
  %149 = fadd <2 x double> %140, %145, !dbg !168
  %150 = fadd <2 x double> %141, %148, !dbg !168
  %151 = fmul <2 x double> %149, <double 3.333300e-01, double 3.333300e-01>, !dbg !169
  %152 = fmul <2 x double> %150, <double 3.333300e-01, double 3.333300e-01>, !dbg !169
  %153 = getelementptr inbounds double, double* %105, i64 %127, !dbg !170
  %154 = bitcast double* %153 to <2 x double>*, !dbg !171
  store <2 x double> %151, <2 x double>* %154, align 8, !dbg !171, !tbaa !41, !alias.scope !172, !noalias !174
  %155 = getelementptr inbounds double, double* %153, i64 2, !dbg !171
  %156 = bitcast double* %155 to <2 x double>*, !dbg !171
  store <2 x double> %152, <2 x double>* %156, align 8, !dbg !171, !tbaa !41, !alias.scope !172, !noalias !174
  %157 = add nuw i64 %126, 4
  %158 = icmp eq i64 %157, %96
  br i1 %158, label %159, label %125, !llvm.loop !175

159:                                              ; preds = %125
  br i1 %98, label %205, label %160, !dbg !155

160:                                              ; preds = %106, %102, %159
  %161 = phi i64 [ 1, %106 ], [ 1, %102 ], [ %97, %159 ]
  %162 = xor i64 %161, -1, !dbg !155
  br i1 %100, label %163, label %176, !dbg !155

163:                                              ; preds = %160
  call void @llvm.dbg.value(metadata i64 undef, metadata !29, metadata !DIExpression()), !dbg !154
  %164 = add nsw i64 %161, -1, !dbg !177
  %165 = getelementptr inbounds double, double* %104, i64 %164, !dbg !156
  %166 = load double, double* %165, align 8, !dbg !156, !tbaa !41
  %167 = getelementptr inbounds double, double* %104, i64 %161, !dbg !160
  %168 = load double, double* %167, align 8, !dbg !160, !tbaa !41
  %169 = fadd double %166, %168, !dbg !163
  %170 = add nuw nsw i64 %161, 1, !dbg !164
  %171 = getelementptr inbounds double, double* %104, i64 %170, !dbg !165
  %172 = load double, double* %171, align 8, !dbg !165, !tbaa !41
  %173 = fadd double %169, %172, !dbg !168
  %174 = fmul double %173, 3.333300e-01, !dbg !169
  %175 = getelementptr inbounds double, double* %105, i64 %161, !dbg !170
  store double %174, double* %175, align 8, !dbg !171, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %170, metadata !29, metadata !DIExpression()), !dbg !154
  br label %176, !dbg !155

176:                                              ; preds = %163, %160
  %177 = phi i64 [ %161, %160 ], [ %170, %163 ]
  %178 = icmp eq i64 %162, %101, !dbg !155
  br i1 %178, label %205, label %179, !dbg !155

179:                                              ; preds = %176, %179
  %180 = phi i64 [ %198, %179 ], [ %177, %176 ]
  call void @llvm.dbg.value(metadata i64 %180, metadata !29, metadata !DIExpression()), !dbg !154
  %181 = add nsw i64 %180, -1, !dbg !177
  %182 = getelementptr inbounds double, double* %104, i64 %181, !dbg !156
  %183 = load double, double* %182, align 8, !dbg !156, !tbaa !41
  %184 = getelementptr inbounds double, double* %104, i64 %180, !dbg !160
  %185 = load double, double* %184, align 8, !dbg !160, !tbaa !41
  %186 = fadd double %183, %185, !dbg !163
  %187 = add nuw nsw i64 %180, 1, !dbg !164
  %188 = getelementptr inbounds double, double* %104, i64 %187, !dbg !165
  %189 = load double, double* %188, align 8, !dbg !165, !tbaa !41
  %190 = fadd double %186, %189, !dbg !168
  %191 = fmul double %190, 3.333300e-01, !dbg !169
  %192 = getelementptr inbounds double, double* %105, i64 %180, !dbg !170
  store double %191, double* %192, align 8, !dbg !171, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %187, metadata !29, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %187, metadata !29, metadata !DIExpression()), !dbg !154
  %193 = getelementptr inbounds double, double* %104, i64 %180, !dbg !156
  %194 = load double, double* %193, align 8, !dbg !156, !tbaa !41
  %195 = getelementptr inbounds double, double* %104, i64 %187, !dbg !160
  %196 = load double, double* %195, align 8, !dbg !160, !tbaa !41
  %197 = fadd double %194, %196, !dbg !163
  %198 = add nuw nsw i64 %180, 2, !dbg !164
  %199 = getelementptr inbounds double, double* %104, i64 %198, !dbg !165
  %200 = load double, double* %199, align 8, !dbg !165, !tbaa !41
  %201 = fadd double %197, %200, !dbg !168
  %202 = fmul double %201, 3.333300e-01, !dbg !169
  %203 = getelementptr inbounds double, double* %105, i64 %187, !dbg !170
  store double %202, double* %203, align 8, !dbg !171, !tbaa !41
  call void @llvm.dbg.value(metadata i64 %198, metadata !29, metadata !DIExpression()), !dbg !154
  %204 = icmp eq i64 %198, %91, !dbg !178
  br i1 %204, label %205, label %179, !dbg !155, !llvm.loop !179

205:                                              ; preds = %176, %179, %159
  call void @llvm.dbg.value(metadata double* %104, metadata !26, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* %105, metadata !24, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double* %104, metadata !25, metadata !DIExpression()), !dbg !147
  %206 = add nuw nsw i32 %103, 1, !dbg !180
  call void @llvm.dbg.value(metadata i32 %206, metadata !27, metadata !DIExpression()), !dbg !149
  %207 = icmp eq i32 %206, %19, !dbg !150
  br i1 %207, label %208, label %102, !dbg !151, !llvm.loop !181

208:                                              ; preds = %205, %83
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
  br i1 %32, label %214, label %250, !dbg !186

214:                                              ; preds = %208
  %215 = add nsw i64 %36, -1, !dbg !186
  %216 = and i64 %36, 7, !dbg !186
  %217 = icmp ult i64 %215, 7, !dbg !186
  br i1 %217, label %235, label %218, !dbg !186

218:                                              ; preds = %214
  %219 = and i64 %36, 4294967288, !dbg !186
  br label %255, !dbg !186

220:                                              ; preds = %79, %220
  %221 = phi i64 [ %233, %220 ], [ %80, %79 ]
  call void @llvm.dbg.value(metadata i64 %221, metadata !84, metadata !DIExpression()), !dbg !128
  %222 = trunc i64 %221 to i32, !dbg !133
  %223 = urem i32 %222, 10, !dbg !133
  %224 = sitofp i32 %223 to double, !dbg !135
  call void @llvm.dbg.value(metadata double* %34, metadata !82, metadata !DIExpression()), !dbg !90
  %225 = getelementptr inbounds double, double* %34, i64 %221, !dbg !145
  store double %224, double* %225, align 8, !dbg !136, !tbaa !41
  call void @llvm.dbg.value(metadata double* %35, metadata !83, metadata !DIExpression()), !dbg !90
  %226 = getelementptr inbounds double, double* %35, i64 %221, !dbg !146
  store double %224, double* %226, align 8, !dbg !142, !tbaa !41
  %227 = add nuw nsw i64 %221, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %227, metadata !84, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 %227, metadata !84, metadata !DIExpression()), !dbg !128
  %228 = trunc i64 %227 to i32, !dbg !133
  %229 = urem i32 %228, 10, !dbg !133
  %230 = sitofp i32 %229 to double, !dbg !135
  call void @llvm.dbg.value(metadata double* %34, metadata !82, metadata !DIExpression()), !dbg !90
  %231 = getelementptr inbounds double, double* %34, i64 %227, !dbg !145
  store double %230, double* %231, align 8, !dbg !136, !tbaa !41
  call void @llvm.dbg.value(metadata double* %35, metadata !83, metadata !DIExpression()), !dbg !90
  %232 = getelementptr inbounds double, double* %35, i64 %227, !dbg !146
  store double %230, double* %232, align 8, !dbg !142, !tbaa !41
  %233 = add nuw nsw i64 %221, 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 %233, metadata !84, metadata !DIExpression()), !dbg !128
  %234 = icmp eq i64 %233, %36, !dbg !129
  br i1 %234, label %83, label %220, !dbg !131, !llvm.loop !187

235:                                              ; preds = %255, %214
  %236 = phi double [ undef, %214 ], [ %289, %255 ]
  %237 = phi i64 [ 0, %214 ], [ %290, %255 ]
  %238 = phi double [ 0.000000e+00, %214 ], [ %289, %255 ]
  %239 = icmp eq i64 %216, 0, !dbg !186
  br i1 %239, label %250, label %240, !dbg !186

240:                                              ; preds = %235, %240
  %241 = phi i64 [ %247, %240 ], [ %237, %235 ]
  %242 = phi double [ %246, %240 ], [ %238, %235 ]
  %243 = phi i64 [ %248, %240 ], [ 0, %235 ]
  call void @llvm.dbg.value(metadata i64 %241, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %242, metadata !87, metadata !DIExpression()), !dbg !90
  %244 = getelementptr inbounds double, double* %213, i64 %241, !dbg !188
  %245 = load double, double* %244, align 8, !dbg !188, !tbaa !41
  %246 = fadd double %242, %245, !dbg !190
  call void @llvm.dbg.value(metadata double %246, metadata !87, metadata !DIExpression()), !dbg !90
  %247 = add nuw nsw i64 %241, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %247, metadata !88, metadata !DIExpression()), !dbg !185
  %248 = add i64 %243, 1, !dbg !186
  %249 = icmp eq i64 %248, %216, !dbg !186
  br i1 %249, label %250, label %240, !dbg !186, !llvm.loop !192

250:                                              ; preds = %235, %240, %31, %208
  %251 = phi double [ 0.000000e+00, %208 ], [ 0.000000e+00, %31 ], [ %236, %235 ], [ %246, %240 ], !dbg !90
  %252 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %251), !dbg !194
  %253 = load i8*, i8** %22, align 8, !dbg !195, !tbaa !94
  call void @llvm.dbg.value(metadata double* undef, metadata !82, metadata !DIExpression()), !dbg !90
  call void @free(i8* noundef %253) #7, !dbg !196
  %254 = load i8*, i8** %28, align 8, !dbg !197, !tbaa !94
  call void @llvm.dbg.value(metadata double* undef, metadata !83, metadata !DIExpression()), !dbg !90
  call void @free(i8* noundef %254) #7, !dbg !198
  br label %293

255:                                              ; preds = %255, %218
  %256 = phi i64 [ 0, %218 ], [ %290, %255 ]
  %257 = phi double [ 0.000000e+00, %218 ], [ %289, %255 ]
  %258 = phi i64 [ 0, %218 ], [ %291, %255 ]
  call void @llvm.dbg.value(metadata i64 %256, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %257, metadata !87, metadata !DIExpression()), !dbg !90
  %259 = getelementptr inbounds double, double* %213, i64 %256, !dbg !188
  %260 = load double, double* %259, align 8, !dbg !188, !tbaa !41
  %261 = fadd double %257, %260, !dbg !190
  call void @llvm.dbg.value(metadata double %261, metadata !87, metadata !DIExpression()), !dbg !90
  %262 = or i64 %256, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %262, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %262, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %261, metadata !87, metadata !DIExpression()), !dbg !90
  %263 = getelementptr inbounds double, double* %213, i64 %262, !dbg !188
  %264 = load double, double* %263, align 8, !dbg !188, !tbaa !41
  %265 = fadd double %261, %264, !dbg !190
  call void @llvm.dbg.value(metadata double %265, metadata !87, metadata !DIExpression()), !dbg !90
  %266 = or i64 %256, 2, !dbg !191
  call void @llvm.dbg.value(metadata i64 %266, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %266, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %265, metadata !87, metadata !DIExpression()), !dbg !90
  %267 = getelementptr inbounds double, double* %213, i64 %266, !dbg !188
  %268 = load double, double* %267, align 8, !dbg !188, !tbaa !41
  %269 = fadd double %265, %268, !dbg !190
  call void @llvm.dbg.value(metadata double %269, metadata !87, metadata !DIExpression()), !dbg !90
  %270 = or i64 %256, 3, !dbg !191
  call void @llvm.dbg.value(metadata i64 %270, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %270, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %269, metadata !87, metadata !DIExpression()), !dbg !90
  %271 = getelementptr inbounds double, double* %213, i64 %270, !dbg !188
  %272 = load double, double* %271, align 8, !dbg !188, !tbaa !41
  %273 = fadd double %269, %272, !dbg !190
  call void @llvm.dbg.value(metadata double %273, metadata !87, metadata !DIExpression()), !dbg !90
  %274 = or i64 %256, 4, !dbg !191
  call void @llvm.dbg.value(metadata i64 %274, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %274, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %273, metadata !87, metadata !DIExpression()), !dbg !90
  %275 = getelementptr inbounds double, double* %213, i64 %274, !dbg !188
  %276 = load double, double* %275, align 8, !dbg !188, !tbaa !41
  %277 = fadd double %273, %276, !dbg !190
  call void @llvm.dbg.value(metadata double %277, metadata !87, metadata !DIExpression()), !dbg !90
  %278 = or i64 %256, 5, !dbg !191
  call void @llvm.dbg.value(metadata i64 %278, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %278, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %277, metadata !87, metadata !DIExpression()), !dbg !90
  %279 = getelementptr inbounds double, double* %213, i64 %278, !dbg !188
  %280 = load double, double* %279, align 8, !dbg !188, !tbaa !41
  %281 = fadd double %277, %280, !dbg !190
  call void @llvm.dbg.value(metadata double %281, metadata !87, metadata !DIExpression()), !dbg !90
  %282 = or i64 %256, 6, !dbg !191
  call void @llvm.dbg.value(metadata i64 %282, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %282, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %281, metadata !87, metadata !DIExpression()), !dbg !90
  %283 = getelementptr inbounds double, double* %213, i64 %282, !dbg !188
  %284 = load double, double* %283, align 8, !dbg !188, !tbaa !41
  %285 = fadd double %281, %284, !dbg !190
  call void @llvm.dbg.value(metadata double %285, metadata !87, metadata !DIExpression()), !dbg !90
  %286 = or i64 %256, 7, !dbg !191
  call void @llvm.dbg.value(metadata i64 %286, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i64 %286, metadata !88, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata double %285, metadata !87, metadata !DIExpression()), !dbg !90
  %287 = getelementptr inbounds double, double* %213, i64 %286, !dbg !188
  %288 = load double, double* %287, align 8, !dbg !188, !tbaa !41
  %289 = fadd double %285, %288, !dbg !190
  call void @llvm.dbg.value(metadata double %289, metadata !87, metadata !DIExpression()), !dbg !90
  %290 = add nuw nsw i64 %256, 8, !dbg !191
  call void @llvm.dbg.value(metadata i64 %290, metadata !88, metadata !DIExpression()), !dbg !185
  %291 = add i64 %258, 8, !dbg !186
  %292 = icmp eq i64 %291, %219, !dbg !186
  br i1 %292, label %235, label %255, !dbg !186, !llvm.loop !199

293:                                              ; preds = %27, %17, %250
  %294 = phi i32 [ 0, %250 ], [ 1, %17 ], [ 1, %27 ], !dbg !90
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #7, !dbg !201
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #7, !dbg !201
  ret i32 %294, !dbg !201
}

; Function Attrs: nofree nounwind
declare !dbg !202 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

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
!68 = !DILocation(line: 11, column: 23, scope: !40)
!69 = distinct !{!69, !38, !64, !65, !66}
!70 = !DILocation(line: 10, column: 31, scope: !32)
!71 = distinct !{!71, !36, !72, !65}
!72 = !DILocation(line: 16, column: 3, scope: !28)
!73 = !DILocation(line: 17, column: 1, scope: !17)
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
!178 = !DILocation(line: 11, column: 23, scope: !40, inlinedAt: !148)
!179 = distinct !{!179, !155, !176, !65, !66}
!180 = !DILocation(line: 10, column: 31, scope: !32, inlinedAt: !148)
!181 = distinct !{!181, !151, !182, !65}
!182 = !DILocation(line: 16, column: 3, scope: !28, inlinedAt: !148)
!183 = !DILocation(line: 34, column: 26, scope: !74)
!184 = !DILocation(line: 34, column: 15, scope: !74)
!185 = !DILocation(line: 0, scope: !89)
!186 = !DILocation(line: 36, column: 3, scope: !89)
!187 = distinct !{!187, !131, !144, !65, !66}
!188 = !DILocation(line: 37, column: 10, scope: !189)
!189 = distinct !DILexicalBlock(scope: !89, file: !1, line: 36, column: 3)
!190 = !DILocation(line: 37, column: 7, scope: !189)
!191 = !DILocation(line: 36, column: 27, scope: !189)
!192 = distinct !{!192, !193}
!193 = !{!"llvm.loop.unroll.disable"}
!194 = !DILocation(line: 38, column: 3, scope: !74)
!195 = !DILocation(line: 39, column: 8, scope: !74)
!196 = !DILocation(line: 39, column: 3, scope: !74)
!197 = !DILocation(line: 40, column: 8, scope: !74)
!198 = !DILocation(line: 40, column: 3, scope: !74)
!199 = distinct !{!199, !186, !200, !65}
!200 = !DILocation(line: 37, column: 13, scope: !89)
!201 = !DILocation(line: 42, column: 1, scope: !74)
!202 = !DISubprogram(name: "posix_memalign", scope: !98, file: !98, line: 599, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !208)
!203 = !DISubroutineType(types: !204)
!204 = !{!6, !3, !205, !205}
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !206, line: 46, baseType: !207)
!206 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!207 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!208 = !{}
