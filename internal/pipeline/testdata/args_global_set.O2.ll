; ModuleID = 'args_global_set.c'
source_filename = "args_global_set.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = internal unnamed_addr global double* null, align 8, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@N = internal unnamed_addr global i32 0, align 4, !dbg !13
@A = internal unnamed_addr global double* null, align 8, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !32, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8** %1, metadata !33, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %0, metadata !38, metadata !DIExpression()) #5, !dbg !44
  call void @llvm.dbg.value(metadata i8** %1, metadata !43, metadata !DIExpression()) #5, !dbg !44
  %3 = icmp sgt i32 %0, 1, !dbg !46
  br i1 %3, label %5, label %4, !dbg !47

4:                                                ; preds = %2
  store i32 100, i32* @N, align 4, !dbg !48, !tbaa !49
  br label %17, !dbg !53

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !54
  %7 = load i8*, i8** %6, align 8, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata i8* %7, metadata !57, metadata !DIExpression()) #5, !dbg !65
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #5, !dbg !67
  %9 = trunc i64 %8 to i32, !dbg !68
  store i32 %9, i32* @N, align 4, !dbg !48, !tbaa !49
  %10 = icmp eq i32 %0, 2, !dbg !69
  br i1 %10, label %17, label %11, !dbg !53

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !70
  %13 = load i8*, i8** %12, align 8, !dbg !70, !tbaa !55
  call void @llvm.dbg.value(metadata i8* %13, metadata !57, metadata !DIExpression()) #5, !dbg !71
  %14 = tail call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #5, !dbg !73
  %15 = trunc i64 %14 to i32, !dbg !74
  %16 = load i32, i32* @N, align 4, !dbg !75, !tbaa !49
  br label %17, !dbg !53

17:                                               ; preds = %4, %5, %11
  %18 = phi i32 [ %16, %11 ], [ %9, %5 ], [ 100, %4 ], !dbg !75
  %19 = phi i32 [ %15, %11 ], [ 50, %5 ], [ 50, %4 ], !dbg !53
  %20 = mul nsw i32 %19, %18, !dbg !76
  %21 = sext i32 %20 to i64, !dbg !77
  %22 = shl nsw i64 %21, 3, !dbg !78
  %23 = tail call noalias i8* @malloc(i64 noundef %22) #5, !dbg !79
  store i8* %23, i8** bitcast (double** @A to i8**), align 8, !dbg !80, !tbaa !55
  %24 = tail call noalias i8* @malloc(i64 noundef %22) #5, !dbg !81
  store i8* %24, i8** bitcast (double** @B to i8**), align 8, !dbg !82, !tbaa !55
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !92
  %25 = icmp sgt i32 %18, 0, !dbg !94
  %26 = bitcast i8* %23 to double*, !dbg !95
  %27 = bitcast i8* %24 to double*, !dbg !95
  br i1 %25, label %28, label %78, !dbg !95

28:                                               ; preds = %17
  %29 = icmp sgt i32 %19, 0
  %30 = sext i32 %19 to i64, !dbg !95
  %31 = zext i32 %18 to i64, !dbg !94
  %32 = zext i32 %19 to i64
  %33 = icmp ult i32 %19, 4
  %34 = and i64 %32, 4294967292
  %35 = icmp eq i64 %34, %32
  br label %36, !dbg !95

36:                                               ; preds = %66, %28
  %37 = phi i64 [ 0, %28 ], [ %67, %66 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !83, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !96
  br i1 %29, label %38, label %66, !dbg !97

38:                                               ; preds = %36
  %39 = mul nsw i64 %37, %30
  br i1 %33, label %64, label %40, !dbg !97

40:                                               ; preds = %38
  %41 = insertelement <2 x i64> poison, i64 %37, i64 0, !dbg !97
  %42 = shufflevector <2 x i64> %41, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !97
  %43 = add nuw i64 %37, 2
  %44 = insertelement <2 x i64> poison, i64 %43, i64 0
  %45 = shufflevector <2 x i64> %44, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %46, !dbg !97

46:                                               ; preds = %46, %40
  %47 = phi i64 [ 0, %40 ], [ %60, %46 ], !dbg !98
  %48 = phi <2 x i64> [ <i64 0, i64 1>, %40 ], [ %61, %46 ]
  %49 = add nuw nsw <2 x i64> %48, %42, !dbg !100
  %50 = add <2 x i64> %45, %48, !dbg !100
  %51 = trunc <2 x i64> %49 to <2 x i32>, !dbg !101
  %52 = trunc <2 x i64> %50 to <2 x i32>, !dbg !101
  %53 = sitofp <2 x i32> %51 to <2 x double>, !dbg !101
  %54 = sitofp <2 x i32> %52 to <2 x double>, !dbg !101
  %55 = add nsw i64 %47, %39, !dbg !98
  %56 = getelementptr inbounds double, double* %26, i64 %55, !dbg !98
  %57 = bitcast double* %56 to <2 x double>*, !dbg !102
  store <2 x double> %53, <2 x double>* %57, align 8, !dbg !102, !tbaa !103
  %58 = getelementptr inbounds double, double* %56, i64 2, !dbg !102
  %59 = bitcast double* %58 to <2 x double>*, !dbg !102
  store <2 x double> %54, <2 x double>* %59, align 8, !dbg !102, !tbaa !103
  %60 = add nuw i64 %47, 4, !dbg !98
  %61 = add <2 x i64> %48, <i64 4, i64 4>
  %62 = icmp eq i64 %60, %34, !dbg !98
  br i1 %62, label %63, label %46, !dbg !98, !llvm.loop !105

63:                                               ; preds = %46
  br i1 %35, label %66, label %64, !dbg !97

64:                                               ; preds = %38, %63
  %65 = phi i64 [ 0, %38 ], [ %34, %63 ]
  br label %69, !dbg !97

66:                                               ; preds = %69, %63, %36
  %67 = add nuw nsw i64 %37, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %67, metadata !83, metadata !DIExpression()), !dbg !92
  %68 = icmp eq i64 %67, %31, !dbg !94
  br i1 %68, label %78, label %36, !dbg !95, !llvm.loop !110

69:                                               ; preds = %64, %69
  %70 = phi i64 [ %76, %69 ], [ %65, %64 ]
  call void @llvm.dbg.value(metadata i64 %70, metadata !89, metadata !DIExpression()), !dbg !96
  %71 = add nuw nsw i64 %70, %37, !dbg !100
  %72 = trunc i64 %71 to i32, !dbg !101
  %73 = sitofp i32 %72 to double, !dbg !101
  %74 = add nsw i64 %70, %39, !dbg !112
  %75 = getelementptr inbounds double, double* %26, i64 %74, !dbg !113
  store double %73, double* %75, align 8, !dbg !102, !tbaa !103
  %76 = add nuw nsw i64 %70, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %76, metadata !89, metadata !DIExpression()), !dbg !96
  %77 = icmp eq i64 %76, %32, !dbg !114
  br i1 %77, label %66, label %69, !dbg !97, !llvm.loop !115

78:                                               ; preds = %66, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !124
  %79 = icmp sgt i32 %19, 0, !dbg !126
  br i1 %79, label %80, label %121, !dbg !127

80:                                               ; preds = %78
  %81 = zext i32 %19 to i64, !dbg !127
  %82 = zext i32 %18 to i64
  %83 = and i64 %82, 1
  %84 = icmp eq i32 %18, 1
  %85 = and i64 %82, 4294967294
  %86 = icmp eq i64 %83, 0
  br label %87, !dbg !127

87:                                               ; preds = %99, %80
  %88 = phi i64 [ 0, %80 ], [ %100, %99 ]
  call void @llvm.dbg.value(metadata i64 %88, metadata !117, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !128
  br i1 %25, label %89, label %99, !dbg !129

89:                                               ; preds = %87
  br i1 %84, label %90, label %102, !dbg !129

90:                                               ; preds = %102, %89
  %91 = phi i64 [ 0, %89 ], [ %118, %102 ]
  br i1 %86, label %99, label %92, !dbg !129

92:                                               ; preds = %90
  call void @llvm.dbg.value(metadata i64 %91, metadata !121, metadata !DIExpression()), !dbg !128
  %93 = mul nuw nsw i64 %91, %81, !dbg !130
  %94 = add nuw nsw i64 %93, %88, !dbg !132
  %95 = getelementptr inbounds double, double* %26, i64 %94, !dbg !133
  %96 = load double, double* %95, align 8, !dbg !133, !tbaa !103
  %97 = fmul double %96, 2.000000e+00, !dbg !134
  %98 = getelementptr inbounds double, double* %27, i64 %94, !dbg !135
  store double %97, double* %98, align 8, !dbg !136, !tbaa !103
  call void @llvm.dbg.value(metadata i64 %91, metadata !121, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !128
  br label %99, !dbg !137

99:                                               ; preds = %92, %90, %87
  %100 = add nuw nsw i64 %88, 1, !dbg !137
  call void @llvm.dbg.value(metadata i64 %100, metadata !117, metadata !DIExpression()), !dbg !124
  %101 = icmp eq i64 %100, %81, !dbg !126
  br i1 %101, label %121, label %87, !dbg !127, !llvm.loop !138

102:                                              ; preds = %89, %102
  %103 = phi i64 [ %118, %102 ], [ 0, %89 ]
  %104 = phi i64 [ %119, %102 ], [ 0, %89 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !121, metadata !DIExpression()), !dbg !128
  %105 = mul nuw nsw i64 %103, %81, !dbg !130
  %106 = add nuw nsw i64 %105, %88, !dbg !132
  %107 = getelementptr inbounds double, double* %26, i64 %106, !dbg !133
  %108 = load double, double* %107, align 8, !dbg !133, !tbaa !103
  %109 = fmul double %108, 2.000000e+00, !dbg !134
  %110 = getelementptr inbounds double, double* %27, i64 %106, !dbg !135
  store double %109, double* %110, align 8, !dbg !136, !tbaa !103
  %111 = or i64 %103, 1, !dbg !140
  call void @llvm.dbg.value(metadata i64 %111, metadata !121, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i64 %111, metadata !121, metadata !DIExpression()), !dbg !128
  %112 = mul nuw nsw i64 %111, %81, !dbg !130
  %113 = add nuw nsw i64 %112, %88, !dbg !132
  %114 = getelementptr inbounds double, double* %26, i64 %113, !dbg !133
  %115 = load double, double* %114, align 8, !dbg !133, !tbaa !103
  %116 = fmul double %115, 2.000000e+00, !dbg !134
  %117 = getelementptr inbounds double, double* %27, i64 %113, !dbg !135
  store double %116, double* %117, align 8, !dbg !136, !tbaa !103
  %118 = add nuw nsw i64 %103, 2, !dbg !140
  call void @llvm.dbg.value(metadata i64 %118, metadata !121, metadata !DIExpression()), !dbg !128
  %119 = add i64 %104, 2, !dbg !129
  %120 = icmp eq i64 %119, %85, !dbg !129
  br i1 %120, label %90, label %102, !dbg !129, !llvm.loop !141

121:                                              ; preds = %99, %78
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !143
  %122 = icmp sgt i32 %20, 0, !dbg !144
  br i1 %122, label %123, label %145, !dbg !146

123:                                              ; preds = %121
  %124 = zext i32 %20 to i64, !dbg !144
  %125 = add nsw i64 %124, -1, !dbg !146
  %126 = and i64 %124, 7, !dbg !146
  %127 = icmp ult i64 %125, 7, !dbg !146
  br i1 %127, label %130, label %128, !dbg !146

128:                                              ; preds = %123
  %129 = and i64 %124, 4294967288, !dbg !146
  br label %148, !dbg !146

130:                                              ; preds = %148, %123
  %131 = phi double [ undef, %123 ], [ %182, %148 ]
  %132 = phi i64 [ 0, %123 ], [ %183, %148 ]
  %133 = phi double [ 0.000000e+00, %123 ], [ %182, %148 ]
  %134 = icmp eq i64 %126, 0, !dbg !146
  br i1 %134, label %145, label %135, !dbg !146

135:                                              ; preds = %130, %135
  %136 = phi i64 [ %142, %135 ], [ %132, %130 ]
  %137 = phi double [ %141, %135 ], [ %133, %130 ]
  %138 = phi i64 [ %143, %135 ], [ 0, %130 ]
  call void @llvm.dbg.value(metadata i64 %136, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %137, metadata !34, metadata !DIExpression()), !dbg !37
  %139 = getelementptr inbounds double, double* %27, i64 %136, !dbg !147
  %140 = load double, double* %139, align 8, !dbg !147, !tbaa !103
  %141 = fadd double %137, %140, !dbg !148
  call void @llvm.dbg.value(metadata double %141, metadata !34, metadata !DIExpression()), !dbg !37
  %142 = add nuw nsw i64 %136, 1, !dbg !149
  call void @llvm.dbg.value(metadata i64 %142, metadata !35, metadata !DIExpression()), !dbg !143
  %143 = add i64 %138, 1, !dbg !146
  %144 = icmp eq i64 %143, %126, !dbg !146
  br i1 %144, label %145, label %135, !dbg !146, !llvm.loop !150

145:                                              ; preds = %130, %135, %121
  %146 = phi double [ 0.000000e+00, %121 ], [ %131, %130 ], [ %141, %135 ], !dbg !37
  %147 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %146), !dbg !152
  ret i32 0, !dbg !153

148:                                              ; preds = %148, %128
  %149 = phi i64 [ 0, %128 ], [ %183, %148 ]
  %150 = phi double [ 0.000000e+00, %128 ], [ %182, %148 ]
  %151 = phi i64 [ 0, %128 ], [ %184, %148 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %150, metadata !34, metadata !DIExpression()), !dbg !37
  %152 = getelementptr inbounds double, double* %27, i64 %149, !dbg !147
  %153 = load double, double* %152, align 8, !dbg !147, !tbaa !103
  %154 = fadd double %150, %153, !dbg !148
  call void @llvm.dbg.value(metadata double %154, metadata !34, metadata !DIExpression()), !dbg !37
  %155 = or i64 %149, 1, !dbg !149
  call void @llvm.dbg.value(metadata i64 %155, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %155, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %154, metadata !34, metadata !DIExpression()), !dbg !37
  %156 = getelementptr inbounds double, double* %27, i64 %155, !dbg !147
  %157 = load double, double* %156, align 8, !dbg !147, !tbaa !103
  %158 = fadd double %154, %157, !dbg !148
  call void @llvm.dbg.value(metadata double %158, metadata !34, metadata !DIExpression()), !dbg !37
  %159 = or i64 %149, 2, !dbg !149
  call void @llvm.dbg.value(metadata i64 %159, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %159, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %158, metadata !34, metadata !DIExpression()), !dbg !37
  %160 = getelementptr inbounds double, double* %27, i64 %159, !dbg !147
  %161 = load double, double* %160, align 8, !dbg !147, !tbaa !103
  %162 = fadd double %158, %161, !dbg !148
  call void @llvm.dbg.value(metadata double %162, metadata !34, metadata !DIExpression()), !dbg !37
  %163 = or i64 %149, 3, !dbg !149
  call void @llvm.dbg.value(metadata i64 %163, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %163, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %162, metadata !34, metadata !DIExpression()), !dbg !37
  %164 = getelementptr inbounds double, double* %27, i64 %163, !dbg !147
  %165 = load double, double* %164, align 8, !dbg !147, !tbaa !103
  %166 = fadd double %162, %165, !dbg !148
  call void @llvm.dbg.value(metadata double %166, metadata !34, metadata !DIExpression()), !dbg !37
  %167 = or i64 %149, 4, !dbg !149
  call void @llvm.dbg.value(metadata i64 %167, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %167, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %166, metadata !34, metadata !DIExpression()), !dbg !37
  %168 = getelementptr inbounds double, double* %27, i64 %167, !dbg !147
  %169 = load double, double* %168, align 8, !dbg !147, !tbaa !103
  %170 = fadd double %166, %169, !dbg !148
  call void @llvm.dbg.value(metadata double %170, metadata !34, metadata !DIExpression()), !dbg !37
  %171 = or i64 %149, 5, !dbg !149
  call void @llvm.dbg.value(metadata i64 %171, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %171, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %170, metadata !34, metadata !DIExpression()), !dbg !37
  %172 = getelementptr inbounds double, double* %27, i64 %171, !dbg !147
  %173 = load double, double* %172, align 8, !dbg !147, !tbaa !103
  %174 = fadd double %170, %173, !dbg !148
  call void @llvm.dbg.value(metadata double %174, metadata !34, metadata !DIExpression()), !dbg !37
  %175 = or i64 %149, 6, !dbg !149
  call void @llvm.dbg.value(metadata i64 %175, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %175, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %174, metadata !34, metadata !DIExpression()), !dbg !37
  %176 = getelementptr inbounds double, double* %27, i64 %175, !dbg !147
  %177 = load double, double* %176, align 8, !dbg !147, !tbaa !103
  %178 = fadd double %174, %177, !dbg !148
  call void @llvm.dbg.value(metadata double %178, metadata !34, metadata !DIExpression()), !dbg !37
  %179 = or i64 %149, 7, !dbg !149
  call void @llvm.dbg.value(metadata i64 %179, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %179, metadata !35, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata double %178, metadata !34, metadata !DIExpression()), !dbg !37
  %180 = getelementptr inbounds double, double* %27, i64 %179, !dbg !147
  %181 = load double, double* %180, align 8, !dbg !147, !tbaa !103
  %182 = fadd double %178, %181, !dbg !148
  call void @llvm.dbg.value(metadata double %182, metadata !34, metadata !DIExpression()), !dbg !37
  %183 = add nuw nsw i64 %149, 8, !dbg !149
  call void @llvm.dbg.value(metadata i64 %183, metadata !35, metadata !DIExpression()), !dbg !143
  %184 = add i64 %151, 8, !dbg !146
  %185 = icmp eq i64 %184, %129, !dbg !146
  br i1 %185, label %130, label %148, !dbg !146, !llvm.loop !154
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_global_set.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9a93f03349e8cfeccaa2253bcf750e33")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !0, !13, !15, !17}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "NM", scope: !2, file: !3, line: 8, type: !5, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 8, type: !5, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "M", scope: !2, file: !3, line: 8, type: !5, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !19, isLocal: true, isDefinition: true)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !29, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!5, !5, !6}
!31 = !{!32, !33, !34, !35}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !28, file: !3, line: 27, type: !5)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !28, file: !3, line: 27, type: !6)
!34 = !DILocalVariable(name: "s", scope: !28, file: !3, line: 31, type: !20)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 32, type: !5)
!36 = distinct !DILexicalBlock(scope: !28, file: !3, line: 32, column: 3)
!37 = !DILocation(line: 0, scope: !28)
!38 = !DILocalVariable(name: "argc", arg: 1, scope: !39, file: !3, line: 10, type: !5)
!39 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 10, type: !40, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !5, !6}
!42 = !{!38, !43}
!43 = !DILocalVariable(name: "argv", arg: 2, scope: !39, file: !3, line: 10, type: !6)
!44 = !DILocation(line: 0, scope: !39, inlinedAt: !45)
!45 = distinct !DILocation(line: 28, column: 3, scope: !28)
!46 = !DILocation(line: 11, column: 12, scope: !39, inlinedAt: !45)
!47 = !DILocation(line: 11, column: 7, scope: !39, inlinedAt: !45)
!48 = !DILocation(line: 11, column: 5, scope: !39, inlinedAt: !45)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 12, column: 7, scope: !39, inlinedAt: !45)
!54 = !DILocation(line: 11, column: 23, scope: !39, inlinedAt: !45)
!55 = !{!56, !56, i64 0}
!56 = !{!"any pointer", !51, i64 0}
!57 = !DILocalVariable(name: "__nptr", arg: 1, scope: !58, file: !59, line: 362, type: !62)
!58 = distinct !DISubprogram(name: "atoi", scope: !59, file: !59, line: 362, type: !60, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!59 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!60 = !DISubroutineType(types: !61)
!61 = !{!5, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!64 = !{!57}
!65 = !DILocation(line: 0, scope: !58, inlinedAt: !66)
!66 = distinct !DILocation(line: 11, column: 18, scope: !39, inlinedAt: !45)
!67 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !66)
!68 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !66)
!69 = !DILocation(line: 12, column: 12, scope: !39, inlinedAt: !45)
!70 = !DILocation(line: 12, column: 23, scope: !39, inlinedAt: !45)
!71 = !DILocation(line: 0, scope: !58, inlinedAt: !72)
!72 = distinct !DILocation(line: 12, column: 18, scope: !39, inlinedAt: !45)
!73 = !DILocation(line: 364, column: 16, scope: !58, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !58, inlinedAt: !72)
!75 = !DILocation(line: 13, column: 8, scope: !39, inlinedAt: !45)
!76 = !DILocation(line: 13, column: 10, scope: !39, inlinedAt: !45)
!77 = !DILocation(line: 14, column: 31, scope: !39, inlinedAt: !45)
!78 = !DILocation(line: 14, column: 29, scope: !39, inlinedAt: !45)
!79 = !DILocation(line: 14, column: 7, scope: !39, inlinedAt: !45)
!80 = !DILocation(line: 14, column: 5, scope: !39, inlinedAt: !45)
!81 = !DILocation(line: 15, column: 7, scope: !39, inlinedAt: !45)
!82 = !DILocation(line: 15, column: 5, scope: !39, inlinedAt: !45)
!83 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 18, type: !5)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 18, column: 3)
!85 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 17, type: !86, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{null}
!88 = !{!83, !89}
!89 = !DILocalVariable(name: "j", scope: !90, file: !3, line: 19, type: !5)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 19, column: 5)
!91 = distinct !DILexicalBlock(scope: !84, file: !3, line: 18, column: 3)
!92 = !DILocation(line: 0, scope: !84, inlinedAt: !93)
!93 = distinct !DILocation(line: 29, column: 3, scope: !28)
!94 = !DILocation(line: 18, column: 21, scope: !91, inlinedAt: !93)
!95 = !DILocation(line: 18, column: 3, scope: !84, inlinedAt: !93)
!96 = !DILocation(line: 0, scope: !90, inlinedAt: !93)
!97 = !DILocation(line: 19, column: 5, scope: !90, inlinedAt: !93)
!98 = !DILocation(line: 19, column: 29, scope: !99, inlinedAt: !93)
!99 = distinct !DILexicalBlock(scope: !90, file: !3, line: 19, column: 5)
!100 = !DILocation(line: 20, column: 24, scope: !99, inlinedAt: !93)
!101 = !DILocation(line: 20, column: 22, scope: !99, inlinedAt: !93)
!102 = !DILocation(line: 20, column: 20, scope: !99, inlinedAt: !93)
!103 = !{!104, !104, i64 0}
!104 = !{!"double", !51, i64 0}
!105 = distinct !{!105, !97, !106, !107, !108}
!106 = !DILocation(line: 20, column: 26, scope: !90, inlinedAt: !93)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !{!"llvm.loop.isvectorized", i32 1}
!109 = !DILocation(line: 18, column: 27, scope: !91, inlinedAt: !93)
!110 = distinct !{!110, !95, !111, !107}
!111 = !DILocation(line: 20, column: 26, scope: !84, inlinedAt: !93)
!112 = !DILocation(line: 20, column: 15, scope: !99, inlinedAt: !93)
!113 = !DILocation(line: 20, column: 7, scope: !99, inlinedAt: !93)
!114 = !DILocation(line: 19, column: 23, scope: !99, inlinedAt: !93)
!115 = distinct !{!115, !97, !106, !107, !116, !108}
!116 = !{!"llvm.loop.unroll.runtime.disable"}
!117 = !DILocalVariable(name: "j", scope: !118, file: !3, line: 23, type: !5)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 23, column: 3)
!119 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 22, type: !86, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!120 = !{!117, !121}
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 24, type: !5)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 24, column: 5)
!123 = distinct !DILexicalBlock(scope: !118, file: !3, line: 23, column: 3)
!124 = !DILocation(line: 0, scope: !118, inlinedAt: !125)
!125 = distinct !DILocation(line: 30, column: 3, scope: !28)
!126 = !DILocation(line: 23, column: 21, scope: !123, inlinedAt: !125)
!127 = !DILocation(line: 23, column: 3, scope: !118, inlinedAt: !125)
!128 = !DILocation(line: 0, scope: !122, inlinedAt: !125)
!129 = !DILocation(line: 24, column: 5, scope: !122, inlinedAt: !125)
!130 = !DILocation(line: 25, column: 30, scope: !131, inlinedAt: !125)
!131 = distinct !DILexicalBlock(scope: !122, file: !3, line: 24, column: 5)
!132 = !DILocation(line: 25, column: 34, scope: !131, inlinedAt: !125)
!133 = !DILocation(line: 25, column: 26, scope: !131, inlinedAt: !125)
!134 = !DILocation(line: 25, column: 24, scope: !131, inlinedAt: !125)
!135 = !DILocation(line: 25, column: 7, scope: !131, inlinedAt: !125)
!136 = !DILocation(line: 25, column: 20, scope: !131, inlinedAt: !125)
!137 = !DILocation(line: 23, column: 27, scope: !123, inlinedAt: !125)
!138 = distinct !{!138, !127, !139, !107}
!139 = !DILocation(line: 25, column: 37, scope: !118, inlinedAt: !125)
!140 = !DILocation(line: 24, column: 29, scope: !131, inlinedAt: !125)
!141 = distinct !{!141, !129, !142, !107}
!142 = !DILocation(line: 25, column: 37, scope: !122, inlinedAt: !125)
!143 = !DILocation(line: 0, scope: !36)
!144 = !DILocation(line: 32, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !36, file: !3, line: 32, column: 3)
!146 = !DILocation(line: 32, column: 3, scope: !36)
!147 = !DILocation(line: 33, column: 10, scope: !145)
!148 = !DILocation(line: 33, column: 7, scope: !145)
!149 = !DILocation(line: 32, column: 28, scope: !145)
!150 = distinct !{!150, !151}
!151 = !{!"llvm.loop.unroll.disable"}
!152 = !DILocation(line: 34, column: 3, scope: !28)
!153 = !DILocation(line: 35, column: 3, scope: !28)
!154 = distinct !{!154, !146, !155, !107}
!155 = !DILocation(line: 33, column: 13, scope: !36)
