; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, %struct.node* }

@.str = private unnamed_addr constant [24 x i8] c"found %d checksum %.1f\0A\00", align 1

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local double @kernel_walk(%struct.node* noundef readonly %0) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !30, metadata !DIExpression()), !dbg !31
  %2 = icmp eq %struct.node* %0, null, !dbg !32
  br i1 %2, label %15, label %3, !dbg !32

3:                                                ; preds = %1, %3
  %4 = phi %struct.node* [ %13, %3 ], [ %0, %1 ]
  %5 = phi double [ %11, %3 ], [ 0.000000e+00, %1 ]
  call void @llvm.dbg.value(metadata %struct.node* %4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %5, metadata !29, metadata !DIExpression()), !dbg !31
  %6 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1, !dbg !33
  %7 = load double, double* %6, align 8, !dbg !33, !tbaa !35
  %8 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 0, !dbg !42
  %9 = load i32, i32* %8, align 8, !dbg !42, !tbaa !43
  %10 = sitofp i32 %9 to double, !dbg !44
  %11 = tail call double @llvm.fmuladd.f64(double %7, double %10, double %5), !dbg !45
  call void @llvm.dbg.value(metadata double %11, metadata !29, metadata !DIExpression()), !dbg !31
  %12 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 2, !dbg !46
  %13 = load %struct.node*, %struct.node** %12, align 8, !dbg !46, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %13, metadata !30, metadata !DIExpression()), !dbg !31
  %14 = icmp eq %struct.node* %13, null, !dbg !32
  br i1 %14, label %15, label %3, !dbg !32, !llvm.loop !48

15:                                               ; preds = %3, %1
  %16 = phi double [ 0.000000e+00, %1 ], [ %11, %3 ], !dbg !31
  ret double %16, !dbg !51
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !52 {
  %3 = alloca %struct.node*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !56, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i8** %1, metadata !57, metadata !DIExpression()), !dbg !77
  %4 = icmp sgt i32 %0, 1, !dbg !78
  br i1 %4, label %7, label %5, !dbg !79

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %11, metadata !58, metadata !DIExpression()), !dbg !77
  %6 = bitcast %struct.node** %3 to i8*, !dbg !80
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6), !dbg !80
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 99, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 99, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !81
  br label %14, !dbg !82

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !83
  %9 = load i8*, i8** %8, align 8, !dbg !83, !tbaa !84
  call void @llvm.dbg.value(metadata i8* %9, metadata !85, metadata !DIExpression()) #9, !dbg !93
  %10 = tail call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #9, !dbg !95
  %11 = trunc i64 %10 to i32, !dbg !96
  call void @llvm.dbg.value(metadata i32 %11, metadata !58, metadata !DIExpression()), !dbg !77
  %12 = bitcast %struct.node** %3 to i8*, !dbg !80
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12), !dbg !80
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 99, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !81
  %13 = icmp sgt i32 %11, 0, !dbg !97
  br i1 %13, label %14, label %127, !dbg !82

14:                                               ; preds = %5, %7
  %15 = phi i32 [ 600, %5 ], [ %11, %7 ]
  br label %18, !dbg !82

16:                                               ; preds = %51
  store %struct.node* %52, %struct.node** %3, align 8, !dbg !99, !tbaa !84
  %17 = icmp eq %struct.node* %52, null
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !101
  br i1 %17, label %127, label %56, !dbg !102

18:                                               ; preds = %14, %51
  %19 = phi i32 [ %23, %51 ], [ 99, %14 ]
  %20 = phi i32 [ %53, %51 ], [ 0, %14 ]
  %21 = phi %struct.node* [ %52, %51 ], [ null, %14 ]
  call void @llvm.dbg.value(metadata i32 %19, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %20, metadata !62, metadata !DIExpression()), !dbg !81
  %22 = mul i32 %19, 1664525, !dbg !111
  %23 = add i32 %22, 1013904223, !dbg !112
  call void @llvm.dbg.value(metadata i32 %23, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %21, metadata !59, metadata !DIExpression()), !dbg !77
  %24 = lshr i32 %23, 20, !dbg !113
  %25 = urem i32 %20, 9, !dbg !114
  %26 = sitofp i32 %25 to double, !dbg !115
  call void @llvm.dbg.value(metadata %struct.node* %21, metadata !116, metadata !DIExpression()) #9, !dbg !125
  call void @llvm.dbg.value(metadata i32 %24, metadata !121, metadata !DIExpression()) #9, !dbg !125
  call void @llvm.dbg.value(metadata double %26, metadata !122, metadata !DIExpression()) #9, !dbg !125
  %27 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #9, !dbg !127
  %28 = bitcast i8* %27 to %struct.node*, !dbg !127
  call void @llvm.dbg.value(metadata %struct.node* %28, metadata !123, metadata !DIExpression()) #9, !dbg !125
  %29 = getelementptr inbounds %struct.node, %struct.node* %28, i64 0, i32 0, !dbg !128
  store i32 %24, i32* %29, align 8, !dbg !129, !tbaa !43
  %30 = getelementptr inbounds %struct.node, %struct.node* %28, i64 0, i32 1, !dbg !130
  store double %26, double* %30, align 8, !dbg !131, !tbaa !35
  %31 = icmp eq %struct.node* %21, null, !dbg !132
  br i1 %31, label %36, label %32, !dbg !134

32:                                               ; preds = %18
  %33 = getelementptr inbounds %struct.node, %struct.node* %21, i64 0, i32 0, !dbg !135
  %34 = load i32, i32* %33, align 8, !dbg !135, !tbaa !43
  %35 = icmp slt i32 %34, %24, !dbg !136
  br i1 %35, label %38, label %36, !dbg !137

36:                                               ; preds = %32, %18
  %37 = getelementptr inbounds %struct.node, %struct.node* %28, i64 0, i32 2, !dbg !138
  store %struct.node* %21, %struct.node** %37, align 8, !dbg !140, !tbaa !47
  br label %51, !dbg !141

38:                                               ; preds = %32, %43
  %39 = phi %struct.node* [ %41, %43 ], [ %21, %32 ], !dbg !125
  call void @llvm.dbg.value(metadata %struct.node* %39, metadata !124, metadata !DIExpression()) #9, !dbg !125
  %40 = getelementptr inbounds %struct.node, %struct.node* %39, i64 0, i32 2, !dbg !142
  %41 = load %struct.node*, %struct.node** %40, align 8, !dbg !142, !tbaa !47
  %42 = icmp eq %struct.node* %41, null, !dbg !143
  br i1 %42, label %47, label %43, !dbg !144

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.node, %struct.node* %41, i64 0, i32 0, !dbg !145
  %45 = load i32, i32* %44, align 8, !dbg !145, !tbaa !43
  %46 = icmp slt i32 %45, %24, !dbg !146
  br i1 %46, label %38, label %47, !dbg !147, !llvm.loop !148

47:                                               ; preds = %43, %38
  %48 = getelementptr inbounds %struct.node, %struct.node* %39, i64 0, i32 2, !dbg !142
  %49 = getelementptr inbounds %struct.node, %struct.node* %28, i64 0, i32 2, !dbg !150
  store %struct.node* %41, %struct.node** %49, align 8, !dbg !151, !tbaa !47
  %50 = bitcast %struct.node** %48 to i8**, !dbg !152
  store i8* %27, i8** %50, align 8, !dbg !152, !tbaa !47
  br label %51

51:                                               ; preds = %36, %47
  %52 = phi %struct.node* [ %28, %36 ], [ %21, %47 ], !dbg !125
  call void @llvm.dbg.value(metadata %struct.node* %52, metadata !59, metadata !DIExpression()), !dbg !77
  %53 = add nuw nsw i32 %20, 1, !dbg !153
  call void @llvm.dbg.value(metadata i32 %23, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %53, metadata !62, metadata !DIExpression()), !dbg !81
  %54 = icmp eq i32 %53, %15, !dbg !97
  br i1 %54, label %16, label %18, !dbg !82, !llvm.loop !154

55:                                               ; preds = %85
  call void @llvm.dbg.value(metadata %struct.node** %3, metadata !68, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !77
  br i1 %17, label %127, label %90, !dbg !156

56:                                               ; preds = %16, %85
  %57 = phi i32 [ %87, %85 ], [ 0, %16 ]
  %58 = phi i32 [ %88, %85 ], [ 0, %16 ]
  call void @llvm.dbg.value(metadata i32 %57, metadata !64, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %58, metadata !65, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata %struct.node* %52, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %52, metadata !107, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %58, metadata !108, metadata !DIExpression()), !dbg !157
  br label %59, !dbg !102

59:                                               ; preds = %56, %66
  %60 = phi %struct.node* [ %68, %66 ], [ %52, %56 ]
  call void @llvm.dbg.value(metadata %struct.node* %60, metadata !107, metadata !DIExpression()), !dbg !157
  %61 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 0, !dbg !158
  %62 = load i32, i32* %61, align 8, !dbg !158, !tbaa !43
  %63 = icmp eq i32 %62, %58, !dbg !161
  br i1 %63, label %70, label %64, !dbg !162

64:                                               ; preds = %59
  %65 = icmp sgt i32 %62, %58, !dbg !163
  br i1 %65, label %70, label %66, !dbg !165

66:                                               ; preds = %64
  %67 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 2, !dbg !166
  %68 = load %struct.node*, %struct.node** %67, align 8, !dbg !166, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %68, metadata !107, metadata !DIExpression()), !dbg !157
  %69 = icmp eq %struct.node* %68, null, !dbg !167
  br i1 %69, label %70, label %59, !dbg !102, !llvm.loop !168

70:                                               ; preds = %66, %64, %59
  %71 = phi i32 [ 1, %59 ], [ 0, %64 ], [ 0, %66 ]
  %72 = add nuw nsw i32 %71, %57, !dbg !170
  call void @llvm.dbg.value(metadata i32 %72, metadata !64, metadata !DIExpression()), !dbg !77
  %73 = add nuw nsw i32 %58, 7, !dbg !171
  call void @llvm.dbg.value(metadata i32 %73, metadata !65, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 %72, metadata !64, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %73, metadata !65, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata %struct.node* %52, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %52, metadata !107, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %73, metadata !108, metadata !DIExpression()), !dbg !157
  br label %74, !dbg !102

74:                                               ; preds = %81, %70
  %75 = phi %struct.node* [ %83, %81 ], [ %52, %70 ]
  call void @llvm.dbg.value(metadata %struct.node* %75, metadata !107, metadata !DIExpression()), !dbg !157
  %76 = getelementptr inbounds %struct.node, %struct.node* %75, i64 0, i32 0, !dbg !158
  %77 = load i32, i32* %76, align 8, !dbg !158, !tbaa !43
  %78 = icmp eq i32 %77, %73, !dbg !161
  br i1 %78, label %85, label %79, !dbg !162

79:                                               ; preds = %74
  %80 = icmp sgt i32 %77, %73, !dbg !163
  br i1 %80, label %85, label %81, !dbg !165

81:                                               ; preds = %79
  %82 = getelementptr inbounds %struct.node, %struct.node* %75, i64 0, i32 2, !dbg !166
  %83 = load %struct.node*, %struct.node** %82, align 8, !dbg !166, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %83, metadata !107, metadata !DIExpression()), !dbg !157
  %84 = icmp eq %struct.node* %83, null, !dbg !167
  br i1 %84, label %85, label %74, !dbg !102, !llvm.loop !168

85:                                               ; preds = %81, %79, %74
  %86 = phi i32 [ 1, %74 ], [ 0, %79 ], [ 0, %81 ]
  %87 = add nuw nsw i32 %86, %72, !dbg !170
  call void @llvm.dbg.value(metadata i32 %87, metadata !64, metadata !DIExpression()), !dbg !77
  %88 = add nuw nsw i32 %58, 14, !dbg !171
  call void @llvm.dbg.value(metadata i32 %88, metadata !65, metadata !DIExpression()), !dbg !101
  %89 = icmp ult i32 %58, 4082, !dbg !172
  br i1 %89, label %56, label %55, !dbg !173, !llvm.loop !174

90:                                               ; preds = %55, %101
  %91 = phi %struct.node* [ %103, %101 ], [ %52, %55 ]
  %92 = phi %struct.node** [ %102, %101 ], [ %3, %55 ]
  %93 = phi i32 [ %94, %101 ], [ 0, %55 ]
  call void @llvm.dbg.value(metadata %struct.node** %92, metadata !68, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %93, metadata !67, metadata !DIExpression()), !dbg !77
  %94 = add nuw nsw i32 %93, 1, !dbg !176
  call void @llvm.dbg.value(metadata i32 %94, metadata !67, metadata !DIExpression()), !dbg !77
  %95 = urem i32 %93, 3, !dbg !177
  %96 = icmp eq i32 %95, 2, !dbg !178
  %97 = getelementptr inbounds %struct.node, %struct.node* %91, i64 0, i32 2, !dbg !179
  br i1 %96, label %98, label %101, !dbg !180

98:                                               ; preds = %90
  call void @llvm.dbg.value(metadata %struct.node* %91, metadata !70, metadata !DIExpression()), !dbg !181
  %99 = load %struct.node*, %struct.node** %97, align 8, !dbg !182, !tbaa !47
  store %struct.node* %99, %struct.node** %92, align 8, !dbg !183, !tbaa !84
  %100 = bitcast %struct.node* %91 to i8*, !dbg !184
  tail call void @free(i8* noundef %100) #9, !dbg !185
  br label %101, !dbg !186

101:                                              ; preds = %90, %98
  %102 = phi %struct.node** [ %92, %98 ], [ %97, %90 ], !dbg !77
  call void @llvm.dbg.value(metadata %struct.node** %102, metadata !68, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %94, metadata !67, metadata !DIExpression()), !dbg !77
  %103 = load %struct.node*, %struct.node** %102, align 8, !dbg !187, !tbaa !84
  %104 = icmp eq %struct.node* %103, null, !dbg !156
  br i1 %104, label %105, label %90, !dbg !156, !llvm.loop !188

105:                                              ; preds = %101
  %106 = load %struct.node*, %struct.node** %3, align 8, !dbg !190, !tbaa !84
  call void @llvm.dbg.value(metadata %struct.node* %106, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %106, metadata !28, metadata !DIExpression()) #9, !dbg !191
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()) #9, !dbg !191
  call void @llvm.dbg.value(metadata %struct.node* %106, metadata !30, metadata !DIExpression()) #9, !dbg !191
  %107 = icmp eq %struct.node* %106, null, !dbg !193
  br i1 %107, label %127, label %108, !dbg !193

108:                                              ; preds = %105, %108
  %109 = phi %struct.node* [ %118, %108 ], [ %106, %105 ]
  %110 = phi double [ %116, %108 ], [ 0.000000e+00, %105 ]
  call void @llvm.dbg.value(metadata %struct.node* %109, metadata !30, metadata !DIExpression()) #9, !dbg !191
  call void @llvm.dbg.value(metadata double %110, metadata !29, metadata !DIExpression()) #9, !dbg !191
  %111 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 1, !dbg !194
  %112 = load double, double* %111, align 8, !dbg !194, !tbaa !35
  %113 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 0, !dbg !195
  %114 = load i32, i32* %113, align 8, !dbg !195, !tbaa !43
  %115 = sitofp i32 %114 to double, !dbg !196
  %116 = tail call double @llvm.fmuladd.f64(double %112, double %115, double %110) #9, !dbg !197
  call void @llvm.dbg.value(metadata double %116, metadata !29, metadata !DIExpression()) #9, !dbg !191
  %117 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 2, !dbg !198
  %118 = load %struct.node*, %struct.node** %117, align 8, !dbg !198, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %118, metadata !30, metadata !DIExpression()) #9, !dbg !191
  %119 = icmp eq %struct.node* %118, null, !dbg !193
  br i1 %119, label %120, label %108, !dbg !193, !llvm.loop !199

120:                                              ; preds = %108
  call void @llvm.dbg.value(metadata double %116, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %106, metadata !59, metadata !DIExpression()), !dbg !77
  br i1 %107, label %127, label %121, !dbg !201

121:                                              ; preds = %120, %121
  %122 = phi %struct.node* [ %124, %121 ], [ %106, %120 ]
  call void @llvm.dbg.value(metadata %struct.node* %122, metadata !59, metadata !DIExpression()), !dbg !77
  %123 = getelementptr inbounds %struct.node, %struct.node* %122, i64 0, i32 2, !dbg !202
  %124 = load %struct.node*, %struct.node** %123, align 8, !dbg !202, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %124, metadata !75, metadata !DIExpression()), !dbg !203
  %125 = bitcast %struct.node* %122 to i8*, !dbg !204
  tail call void @free(i8* noundef %125) #9, !dbg !205
  call void @llvm.dbg.value(metadata %struct.node* %124, metadata !59, metadata !DIExpression()), !dbg !77
  %126 = icmp eq %struct.node* %124, null, !dbg !201
  br i1 %126, label %127, label %121, !dbg !201, !llvm.loop !206

127:                                              ; preds = %121, %7, %16, %55, %105, %120
  %128 = phi double [ %116, %120 ], [ 0.000000e+00, %105 ], [ 0.000000e+00, %55 ], [ 0.000000e+00, %16 ], [ 0.000000e+00, %7 ], [ %116, %121 ]
  %129 = phi i32 [ %87, %120 ], [ %87, %105 ], [ %87, %55 ], [ 0, %16 ], [ 0, %7 ], [ %87, %121 ]
  %130 = bitcast %struct.node** %3 to i8*
  %131 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %129, double noundef %128), !dbg !208
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %130), !dbg !209
  ret i32 0, !dbg !210
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "abd06b74c88e45817d9598c870101a2f")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_walk", scope: !1, file: !1, line: 42, type: !17, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 192, elements: !22)
!22 = !{!23, !24, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !21, file: !1, line: 8, baseType: !3, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !21, file: !1, line: 9, baseType: !4, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !21, file: !1, line: 10, baseType: !26, size: 64, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!27 = !{!28, !29, !30}
!28 = !DILocalVariable(name: "head", arg: 1, scope: !16, file: !1, line: 42, type: !19)
!29 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 44, type: !4)
!30 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 45, type: !19)
!31 = !DILocation(line: 0, scope: !16)
!32 = !DILocation(line: 46, column: 3, scope: !16)
!33 = !DILocation(line: 47, column: 13, scope: !34)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 46, column: 13)
!35 = !{!36, !40, i64 8}
!36 = !{!"node", !37, i64 0, !40, i64 8, !41, i64 16}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !{!"double", !38, i64 0}
!41 = !{!"any pointer", !38, i64 0}
!42 = !DILocation(line: 47, column: 22, scope: !34)
!43 = !{!36, !37, i64 0}
!44 = !DILocation(line: 47, column: 19, scope: !34)
!45 = !DILocation(line: 47, column: 7, scope: !34)
!46 = !DILocation(line: 48, column: 12, scope: !34)
!47 = !{!36, !41, i64 16}
!48 = distinct !{!48, !32, !49, !50}
!49 = !DILocation(line: 49, column: 3, scope: !16)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 50, column: 3, scope: !16)
!52 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 53, type: !53, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!3, !3, !5}
!55 = !{!56, !57, !58, !59, !60, !62, !64, !65, !67, !68, !70, !74, !75}
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !52, file: !1, line: 53, type: !3)
!57 = !DILocalVariable(name: "argv", arg: 2, scope: !52, file: !1, line: 53, type: !5)
!58 = !DILocalVariable(name: "n", scope: !52, file: !1, line: 55, type: !3)
!59 = !DILocalVariable(name: "head", scope: !52, file: !1, line: 56, type: !26)
!60 = !DILocalVariable(name: "s", scope: !52, file: !1, line: 57, type: !61)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 58, type: !3)
!63 = distinct !DILexicalBlock(scope: !52, file: !1, line: 58, column: 3)
!64 = !DILocalVariable(name: "found", scope: !52, file: !1, line: 62, type: !3)
!65 = !DILocalVariable(name: "q", scope: !66, file: !1, line: 63, type: !3)
!66 = distinct !DILexicalBlock(scope: !52, file: !1, line: 63, column: 3)
!67 = !DILocalVariable(name: "idx", scope: !52, file: !1, line: 66, type: !3)
!68 = !DILocalVariable(name: "pp", scope: !52, file: !1, line: 67, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!70 = !DILocalVariable(name: "dead", scope: !71, file: !1, line: 70, type: !26)
!71 = distinct !DILexicalBlock(scope: !72, file: !1, line: 69, column: 25)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 69, column: 9)
!73 = distinct !DILexicalBlock(scope: !52, file: !1, line: 68, column: 15)
!74 = !DILocalVariable(name: "sum", scope: !52, file: !1, line: 77, type: !4)
!75 = !DILocalVariable(name: "nx", scope: !76, file: !1, line: 79, type: !26)
!76 = distinct !DILexicalBlock(scope: !52, file: !1, line: 78, column: 16)
!77 = !DILocation(line: 0, scope: !52)
!78 = !DILocation(line: 55, column: 16, scope: !52)
!79 = !DILocation(line: 55, column: 11, scope: !52)
!80 = !DILocation(line: 56, column: 3, scope: !52)
!81 = !DILocation(line: 0, scope: !63)
!82 = !DILocation(line: 58, column: 3, scope: !63)
!83 = !DILocation(line: 55, column: 27, scope: !52)
!84 = !{!41, !41, i64 0}
!85 = !DILocalVariable(name: "__nptr", arg: 1, scope: !86, file: !87, line: 362, type: !90)
!86 = distinct !DISubprogram(name: "atoi", scope: !87, file: !87, line: 362, type: !88, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !92)
!87 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!88 = !DISubroutineType(types: !89)
!89 = !{!3, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!92 = !{!85}
!93 = !DILocation(line: 0, scope: !86, inlinedAt: !94)
!94 = distinct !DILocation(line: 55, column: 22, scope: !52)
!95 = !DILocation(line: 364, column: 16, scope: !86, inlinedAt: !94)
!96 = !DILocation(line: 364, column: 10, scope: !86, inlinedAt: !94)
!97 = !DILocation(line: 58, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !63, file: !1, line: 58, column: 3)
!99 = !DILocation(line: 0, scope: !100)
!100 = distinct !DILexicalBlock(scope: !98, file: !1, line: 58, column: 31)
!101 = !DILocation(line: 0, scope: !66)
!102 = !DILocation(line: 32, column: 3, scope: !103, inlinedAt: !109)
!103 = distinct !DISubprogram(name: "contains", scope: !1, file: !1, line: 30, type: !104, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!3, !19, !3}
!106 = !{!107, !108}
!107 = !DILocalVariable(name: "p", arg: 1, scope: !103, file: !1, line: 30, type: !19)
!108 = !DILocalVariable(name: "key", arg: 2, scope: !103, file: !1, line: 30, type: !3)
!109 = distinct !DILocation(line: 64, column: 14, scope: !110)
!110 = distinct !DILexicalBlock(scope: !66, file: !1, line: 63, column: 3)
!111 = !DILocation(line: 59, column: 11, scope: !100)
!112 = !DILocation(line: 59, column: 22, scope: !100)
!113 = !DILocation(line: 60, column: 33, scope: !100)
!114 = !DILocation(line: 60, column: 52, scope: !100)
!115 = !DILocation(line: 60, column: 41, scope: !100)
!116 = !DILocalVariable(name: "head", arg: 1, scope: !117, file: !1, line: 13, type: !26)
!117 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !118, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!26, !26, !3, !4}
!120 = !{!116, !121, !122, !123, !124}
!121 = !DILocalVariable(name: "key", arg: 2, scope: !117, file: !1, line: 13, type: !3)
!122 = !DILocalVariable(name: "val", arg: 3, scope: !117, file: !1, line: 13, type: !4)
!123 = !DILocalVariable(name: "n", scope: !117, file: !1, line: 15, type: !26)
!124 = !DILocalVariable(name: "p", scope: !117, file: !1, line: 22, type: !26)
!125 = !DILocation(line: 0, scope: !117, inlinedAt: !126)
!126 = distinct !DILocation(line: 60, column: 12, scope: !100)
!127 = !DILocation(line: 15, column: 20, scope: !117, inlinedAt: !126)
!128 = !DILocation(line: 16, column: 6, scope: !117, inlinedAt: !126)
!129 = !DILocation(line: 16, column: 10, scope: !117, inlinedAt: !126)
!130 = !DILocation(line: 17, column: 6, scope: !117, inlinedAt: !126)
!131 = !DILocation(line: 17, column: 10, scope: !117, inlinedAt: !126)
!132 = !DILocation(line: 18, column: 12, scope: !133, inlinedAt: !126)
!133 = distinct !DILexicalBlock(scope: !117, file: !1, line: 18, column: 7)
!134 = !DILocation(line: 18, column: 20, scope: !133, inlinedAt: !126)
!135 = !DILocation(line: 18, column: 29, scope: !133, inlinedAt: !126)
!136 = !DILocation(line: 18, column: 33, scope: !133, inlinedAt: !126)
!137 = !DILocation(line: 18, column: 7, scope: !117, inlinedAt: !126)
!138 = !DILocation(line: 19, column: 8, scope: !139, inlinedAt: !126)
!139 = distinct !DILexicalBlock(scope: !133, file: !1, line: 18, column: 41)
!140 = !DILocation(line: 19, column: 13, scope: !139, inlinedAt: !126)
!141 = !DILocation(line: 20, column: 5, scope: !139, inlinedAt: !126)
!142 = !DILocation(line: 23, column: 13, scope: !117, inlinedAt: !126)
!143 = !DILocation(line: 23, column: 18, scope: !117, inlinedAt: !126)
!144 = !DILocation(line: 23, column: 26, scope: !117, inlinedAt: !126)
!145 = !DILocation(line: 23, column: 38, scope: !117, inlinedAt: !126)
!146 = !DILocation(line: 23, column: 42, scope: !117, inlinedAt: !126)
!147 = !DILocation(line: 23, column: 3, scope: !117, inlinedAt: !126)
!148 = distinct !{!148, !147, !149, !50}
!149 = !DILocation(line: 24, column: 12, scope: !117, inlinedAt: !126)
!150 = !DILocation(line: 25, column: 6, scope: !117, inlinedAt: !126)
!151 = !DILocation(line: 25, column: 11, scope: !117, inlinedAt: !126)
!152 = !DILocation(line: 26, column: 11, scope: !117, inlinedAt: !126)
!153 = !DILocation(line: 58, column: 27, scope: !98)
!154 = distinct !{!154, !82, !155, !50}
!155 = !DILocation(line: 61, column: 3, scope: !63)
!156 = !DILocation(line: 68, column: 3, scope: !52)
!157 = !DILocation(line: 0, scope: !103, inlinedAt: !109)
!158 = !DILocation(line: 33, column: 12, scope: !159, inlinedAt: !109)
!159 = distinct !DILexicalBlock(scope: !160, file: !1, line: 33, column: 9)
!160 = distinct !DILexicalBlock(scope: !103, file: !1, line: 32, column: 21)
!161 = !DILocation(line: 33, column: 16, scope: !159, inlinedAt: !109)
!162 = !DILocation(line: 33, column: 9, scope: !160, inlinedAt: !109)
!163 = !DILocation(line: 35, column: 16, scope: !164, inlinedAt: !109)
!164 = distinct !DILexicalBlock(scope: !160, file: !1, line: 35, column: 9)
!165 = !DILocation(line: 35, column: 9, scope: !160, inlinedAt: !109)
!166 = !DILocation(line: 37, column: 12, scope: !160, inlinedAt: !109)
!167 = !DILocation(line: 32, column: 12, scope: !103, inlinedAt: !109)
!168 = distinct !{!168, !102, !169, !50}
!169 = !DILocation(line: 38, column: 3, scope: !103, inlinedAt: !109)
!170 = !DILocation(line: 64, column: 11, scope: !110)
!171 = !DILocation(line: 63, column: 31, scope: !110)
!172 = !DILocation(line: 63, column: 21, scope: !110)
!173 = !DILocation(line: 63, column: 3, scope: !66)
!174 = distinct !{!174, !173, !175, !50}
!175 = !DILocation(line: 64, column: 30, scope: !66)
!176 = !DILocation(line: 69, column: 12, scope: !72)
!177 = !DILocation(line: 69, column: 15, scope: !72)
!178 = !DILocation(line: 69, column: 19, scope: !72)
!179 = !DILocation(line: 0, scope: !72)
!180 = !DILocation(line: 69, column: 9, scope: !73)
!181 = !DILocation(line: 0, scope: !71)
!182 = !DILocation(line: 71, column: 19, scope: !71)
!183 = !DILocation(line: 71, column: 11, scope: !71)
!184 = !DILocation(line: 72, column: 12, scope: !71)
!185 = !DILocation(line: 72, column: 7, scope: !71)
!186 = !DILocation(line: 73, column: 5, scope: !71)
!187 = !DILocation(line: 68, column: 10, scope: !52)
!188 = distinct !{!188, !156, !189, !50}
!189 = !DILocation(line: 76, column: 3, scope: !52)
!190 = !DILocation(line: 77, column: 28, scope: !52)
!191 = !DILocation(line: 0, scope: !16, inlinedAt: !192)
!192 = distinct !DILocation(line: 77, column: 16, scope: !52)
!193 = !DILocation(line: 46, column: 3, scope: !16, inlinedAt: !192)
!194 = !DILocation(line: 47, column: 13, scope: !34, inlinedAt: !192)
!195 = !DILocation(line: 47, column: 22, scope: !34, inlinedAt: !192)
!196 = !DILocation(line: 47, column: 19, scope: !34, inlinedAt: !192)
!197 = !DILocation(line: 47, column: 7, scope: !34, inlinedAt: !192)
!198 = !DILocation(line: 48, column: 12, scope: !34, inlinedAt: !192)
!199 = distinct !{!199, !193, !200, !50}
!200 = !DILocation(line: 49, column: 3, scope: !16, inlinedAt: !192)
!201 = !DILocation(line: 78, column: 3, scope: !52)
!202 = !DILocation(line: 79, column: 29, scope: !76)
!203 = !DILocation(line: 0, scope: !76)
!204 = !DILocation(line: 80, column: 10, scope: !76)
!205 = !DILocation(line: 80, column: 5, scope: !76)
!206 = distinct !{!206, !201, !207, !50}
!207 = !DILocation(line: 82, column: 3, scope: !52)
!208 = !DILocation(line: 83, column: 3, scope: !52)
!209 = !DILocation(line: 85, column: 1, scope: !52)
!210 = !DILocation(line: 84, column: 3, scope: !52)
