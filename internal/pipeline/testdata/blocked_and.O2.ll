; ModuleID = 'blocked_and.c'
source_filename = "blocked_and.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !40
  %3 = icmp sgt i32 %0, 1, !dbg !41
  br i1 %3, label %4, label %15, !dbg !42

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !43
  %6 = load i8*, i8** %5, align 8, !dbg !43, !tbaa !44
  call void @llvm.dbg.value(metadata i8* %6, metadata !48, metadata !DIExpression()) #5, !dbg !56
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !58
  %8 = trunc i64 %7 to i32, !dbg !59
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !40
  %9 = icmp eq i32 %0, 2, !dbg !60
  br i1 %9, label %15, label %10, !dbg !61

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !62
  %12 = load i8*, i8** %11, align 8, !dbg !62, !tbaa !44
  call void @llvm.dbg.value(metadata i8* %12, metadata !48, metadata !DIExpression()) #5, !dbg !63
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #5, !dbg !65
  %14 = trunc i64 %13 to i32, !dbg !66
  br label %15, !dbg !61

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 100, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 70, %4 ], [ 70, %2 ], !dbg !61
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !40
  %18 = sext i32 %16 to i64, !dbg !67
  %19 = shl nsw i64 %18, 3, !dbg !68
  %20 = sext i32 %17 to i64, !dbg !69
  %21 = mul i64 %19, %20, !dbg !70
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #5, !dbg !71
  %23 = bitcast i8* %22 to double*, !dbg !71
  call void @llvm.dbg.value(metadata double* %23, metadata !23, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !72
  %24 = icmp sgt i32 %16, 0, !dbg !73
  br i1 %24, label %25, label %30, !dbg !74

25:                                               ; preds = %15
  %26 = icmp sgt i32 %17, 0
  br label %27, !dbg !74

27:                                               ; preds = %25, %73
  %28 = phi i64 [ 0, %25 ], [ %29, %73 ]
  call void @llvm.dbg.value(metadata i64 %28, metadata !26, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !75
  %29 = add nuw nsw i64 %28, 16
  br i1 %26, label %40, label %73, !dbg !76

30:                                               ; preds = %73, %15
  %31 = mul i32 %17, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !37, metadata !DIExpression()), !dbg !40
  %32 = icmp sgt i32 %31, 0, !dbg !78
  br i1 %32, label %33, label %153, !dbg !80

33:                                               ; preds = %30
  %34 = zext i32 %31 to i64, !dbg !78
  %35 = add nsw i64 %34, -1, !dbg !80
  %36 = and i64 %34, 7, !dbg !80
  %37 = icmp ult i64 %35, 7, !dbg !80
  br i1 %37, label %138, label %38, !dbg !80

38:                                               ; preds = %33
  %39 = and i64 %34, 4294967288, !dbg !80
  br label %156, !dbg !80

40:                                               ; preds = %27, %119
  %41 = phi i64 [ %121, %119 ], [ 0, %27 ]
  %42 = phi i64 [ %61, %119 ], [ 0, %27 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !28, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %28, metadata !31, metadata !DIExpression()), !dbg !81
  %43 = or i64 %42, 1
  %44 = call i64 @llvm.smax.i64(i64 %43, i64 %20)
  %45 = mul nsw i64 %41, -16
  %46 = add i64 %45, -1
  %47 = add i64 %44, %46
  %48 = call i64 @llvm.umin.i64(i64 %47, i64 15)
  %49 = add nuw nsw i64 %48, 1
  %50 = and i64 %49, 30
  %51 = add nsw i64 %50, -2
  %52 = lshr exact i64 %51, 1
  %53 = add nuw i64 %52, 1
  %54 = or i64 %42, 1
  %55 = call i64 @llvm.smax.i64(i64 %54, i64 %20)
  %56 = mul nsw i64 %41, -16
  %57 = add i64 %56, -1
  %58 = add i64 %55, %57
  %59 = call i64 @llvm.umin.i64(i64 %58, i64 15)
  %60 = add nuw nsw i64 %59, 1
  %61 = add nuw nsw i64 %42, 16
  %62 = icmp eq i64 %59, 0
  %63 = and i64 %60, 30
  %64 = add nuw i64 %42, %63
  %65 = insertelement <2 x i64> poison, i64 %42, i64 0
  %66 = shufflevector <2 x i64> %65, <2 x i64> poison, <2 x i32> zeroinitializer
  %67 = or <2 x i64> %66, <i64 0, i64 1>
  %68 = and i64 %53, 1
  %69 = icmp eq i64 %51, 0
  %70 = and i64 %53, -2
  %71 = icmp eq i64 %68, 0
  %72 = icmp eq i64 %60, %63
  br label %75, !dbg !82

73:                                               ; preds = %119, %27
  call void @llvm.dbg.value(metadata i64 %29, metadata !26, metadata !DIExpression()), !dbg !72
  %74 = icmp slt i64 %29, %18, !dbg !73
  br i1 %74, label %27, label %30, !dbg !74, !llvm.loop !83

75:                                               ; preds = %122, %40
  %76 = phi i64 [ %28, %40 ], [ %123, %122 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !31, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %42, metadata !34, metadata !DIExpression()), !dbg !86
  %77 = mul nsw i64 %76, %20
  br i1 %62, label %117, label %78, !dbg !87

78:                                               ; preds = %75
  %79 = insertelement <2 x i64> poison, i64 %76, i64 0, !dbg !87
  %80 = shufflevector <2 x i64> %79, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !87
  br i1 %69, label %105, label %81, !dbg !87

81:                                               ; preds = %78, %81
  %82 = phi i64 [ %101, %81 ], [ 0, %78 ]
  %83 = phi <2 x i64> [ %102, %81 ], [ %67, %78 ]
  %84 = phi i64 [ %103, %81 ], [ 0, %78 ]
  %85 = add i64 %42, %82
  %86 = add nuw nsw <2 x i64> %83, %80, !dbg !88
  %87 = trunc <2 x i64> %86 to <2 x i32>, !dbg !90
  %88 = sitofp <2 x i32> %87 to <2 x double>, !dbg !90
  %89 = add nsw i64 %85, %77, !dbg !91
  %90 = getelementptr inbounds double, double* %23, i64 %89, !dbg !92
  %91 = bitcast double* %90 to <2 x double>*, !dbg !93
  store <2 x double> %88, <2 x double>* %91, align 8, !dbg !93, !tbaa !94
  %92 = or i64 %82, 2
  %93 = add <2 x i64> %83, <i64 2, i64 2>
  %94 = add i64 %42, %92
  %95 = add nuw nsw <2 x i64> %93, %80, !dbg !88
  %96 = trunc <2 x i64> %95 to <2 x i32>, !dbg !90
  %97 = sitofp <2 x i32> %96 to <2 x double>, !dbg !90
  %98 = add nsw i64 %94, %77, !dbg !91
  %99 = getelementptr inbounds double, double* %23, i64 %98, !dbg !92
  %100 = bitcast double* %99 to <2 x double>*, !dbg !93
  store <2 x double> %97, <2 x double>* %100, align 8, !dbg !93, !tbaa !94
  %101 = add nuw i64 %82, 4
  %102 = add <2 x i64> %83, <i64 4, i64 4>
  %103 = add nuw i64 %84, 2
  %104 = icmp eq i64 %103, %70
  br i1 %104, label %105, label %81, !llvm.loop !96

105:                                              ; preds = %81, %78
  %106 = phi i64 [ 0, %78 ], [ %101, %81 ]
  %107 = phi <2 x i64> [ %67, %78 ], [ %102, %81 ]
  br i1 %71, label %116, label %108

108:                                              ; preds = %105
  %109 = add i64 %42, %106
  %110 = add nuw nsw <2 x i64> %107, %80, !dbg !88
  %111 = trunc <2 x i64> %110 to <2 x i32>, !dbg !90
  %112 = sitofp <2 x i32> %111 to <2 x double>, !dbg !90
  %113 = add nsw i64 %109, %77, !dbg !91
  %114 = getelementptr inbounds double, double* %23, i64 %113, !dbg !92
  %115 = bitcast double* %114 to <2 x double>*, !dbg !93
  store <2 x double> %112, <2 x double>* %115, align 8, !dbg !93, !tbaa !94
  br label %116, !dbg !87

116:                                              ; preds = %105, %108
  br i1 %72, label %122, label %117, !dbg !87

117:                                              ; preds = %75, %116
  %118 = phi i64 [ %42, %75 ], [ %64, %116 ]
  br label %127, !dbg !87

119:                                              ; preds = %122
  call void @llvm.dbg.value(metadata i64 %61, metadata !28, metadata !DIExpression()), !dbg !75
  %120 = icmp slt i64 %61, %20, !dbg !99
  %121 = add i64 %41, 1, !dbg !76
  br i1 %120, label %40, label %73, !dbg !76, !llvm.loop !100

122:                                              ; preds = %127, %116
  %123 = add nuw nsw i64 %76, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %123, metadata !31, metadata !DIExpression()), !dbg !81
  %124 = icmp ult i64 %123, %29, !dbg !103
  %125 = icmp slt i64 %123, %18, !dbg !104
  %126 = select i1 %124, i1 %125, i1 false, !dbg !104
  br i1 %126, label %75, label %119, !dbg !82, !llvm.loop !105

127:                                              ; preds = %117, %127
  %128 = phi i64 [ %134, %127 ], [ %118, %117 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !34, metadata !DIExpression()), !dbg !86
  %129 = add nuw nsw i64 %128, %76, !dbg !88
  %130 = trunc i64 %129 to i32, !dbg !90
  %131 = sitofp i32 %130 to double, !dbg !90
  %132 = add nsw i64 %128, %77, !dbg !91
  %133 = getelementptr inbounds double, double* %23, i64 %132, !dbg !92
  store double %131, double* %133, align 8, !dbg !93, !tbaa !94
  %134 = add nuw nsw i64 %128, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %134, metadata !34, metadata !DIExpression()), !dbg !86
  %135 = icmp ult i64 %134, %61, !dbg !108
  %136 = icmp slt i64 %134, %20, !dbg !109
  %137 = select i1 %135, i1 %136, i1 false, !dbg !109
  br i1 %137, label %127, label %122, !dbg !87, !llvm.loop !110

138:                                              ; preds = %156, %33
  %139 = phi double [ undef, %33 ], [ %190, %156 ]
  %140 = phi i64 [ 0, %33 ], [ %191, %156 ]
  %141 = phi double [ 0.000000e+00, %33 ], [ %190, %156 ]
  %142 = icmp eq i64 %36, 0, !dbg !80
  br i1 %142, label %153, label %143, !dbg !80

143:                                              ; preds = %138, %143
  %144 = phi i64 [ %150, %143 ], [ %140, %138 ]
  %145 = phi double [ %149, %143 ], [ %141, %138 ]
  %146 = phi i64 [ %151, %143 ], [ 0, %138 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %145, metadata !37, metadata !DIExpression()), !dbg !40
  %147 = getelementptr inbounds double, double* %23, i64 %144, !dbg !112
  %148 = load double, double* %147, align 8, !dbg !112, !tbaa !94
  %149 = fadd double %145, %148, !dbg !113
  call void @llvm.dbg.value(metadata double %149, metadata !37, metadata !DIExpression()), !dbg !40
  %150 = add nuw nsw i64 %144, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %150, metadata !38, metadata !DIExpression()), !dbg !77
  %151 = add i64 %146, 1, !dbg !80
  %152 = icmp eq i64 %151, %36, !dbg !80
  br i1 %152, label %153, label %143, !dbg !80, !llvm.loop !115

153:                                              ; preds = %138, %143, %30
  %154 = phi double [ 0.000000e+00, %30 ], [ %139, %138 ], [ %149, %143 ], !dbg !40
  %155 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %154), !dbg !117
  ret i32 0, !dbg !118

156:                                              ; preds = %156, %38
  %157 = phi i64 [ 0, %38 ], [ %191, %156 ]
  %158 = phi double [ 0.000000e+00, %38 ], [ %190, %156 ]
  %159 = phi i64 [ 0, %38 ], [ %192, %156 ]
  call void @llvm.dbg.value(metadata i64 %157, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %158, metadata !37, metadata !DIExpression()), !dbg !40
  %160 = getelementptr inbounds double, double* %23, i64 %157, !dbg !112
  %161 = load double, double* %160, align 8, !dbg !112, !tbaa !94
  %162 = fadd double %158, %161, !dbg !113
  call void @llvm.dbg.value(metadata double %162, metadata !37, metadata !DIExpression()), !dbg !40
  %163 = or i64 %157, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %163, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %163, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %162, metadata !37, metadata !DIExpression()), !dbg !40
  %164 = getelementptr inbounds double, double* %23, i64 %163, !dbg !112
  %165 = load double, double* %164, align 8, !dbg !112, !tbaa !94
  %166 = fadd double %162, %165, !dbg !113
  call void @llvm.dbg.value(metadata double %166, metadata !37, metadata !DIExpression()), !dbg !40
  %167 = or i64 %157, 2, !dbg !114
  call void @llvm.dbg.value(metadata i64 %167, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %167, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %166, metadata !37, metadata !DIExpression()), !dbg !40
  %168 = getelementptr inbounds double, double* %23, i64 %167, !dbg !112
  %169 = load double, double* %168, align 8, !dbg !112, !tbaa !94
  %170 = fadd double %166, %169, !dbg !113
  call void @llvm.dbg.value(metadata double %170, metadata !37, metadata !DIExpression()), !dbg !40
  %171 = or i64 %157, 3, !dbg !114
  call void @llvm.dbg.value(metadata i64 %171, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %171, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %170, metadata !37, metadata !DIExpression()), !dbg !40
  %172 = getelementptr inbounds double, double* %23, i64 %171, !dbg !112
  %173 = load double, double* %172, align 8, !dbg !112, !tbaa !94
  %174 = fadd double %170, %173, !dbg !113
  call void @llvm.dbg.value(metadata double %174, metadata !37, metadata !DIExpression()), !dbg !40
  %175 = or i64 %157, 4, !dbg !114
  call void @llvm.dbg.value(metadata i64 %175, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %175, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %174, metadata !37, metadata !DIExpression()), !dbg !40
  %176 = getelementptr inbounds double, double* %23, i64 %175, !dbg !112
  %177 = load double, double* %176, align 8, !dbg !112, !tbaa !94
  %178 = fadd double %174, %177, !dbg !113
  call void @llvm.dbg.value(metadata double %178, metadata !37, metadata !DIExpression()), !dbg !40
  %179 = or i64 %157, 5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %179, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %179, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %178, metadata !37, metadata !DIExpression()), !dbg !40
  %180 = getelementptr inbounds double, double* %23, i64 %179, !dbg !112
  %181 = load double, double* %180, align 8, !dbg !112, !tbaa !94
  %182 = fadd double %178, %181, !dbg !113
  call void @llvm.dbg.value(metadata double %182, metadata !37, metadata !DIExpression()), !dbg !40
  %183 = or i64 %157, 6, !dbg !114
  call void @llvm.dbg.value(metadata i64 %183, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %183, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %182, metadata !37, metadata !DIExpression()), !dbg !40
  %184 = getelementptr inbounds double, double* %23, i64 %183, !dbg !112
  %185 = load double, double* %184, align 8, !dbg !112, !tbaa !94
  %186 = fadd double %182, %185, !dbg !113
  call void @llvm.dbg.value(metadata double %186, metadata !37, metadata !DIExpression()), !dbg !40
  %187 = or i64 %157, 7, !dbg !114
  call void @llvm.dbg.value(metadata i64 %187, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %187, metadata !38, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %186, metadata !37, metadata !DIExpression()), !dbg !40
  %188 = getelementptr inbounds double, double* %23, i64 %187, !dbg !112
  %189 = load double, double* %188, align 8, !dbg !112, !tbaa !94
  %190 = fadd double %186, %189, !dbg !113
  call void @llvm.dbg.value(metadata double %190, metadata !37, metadata !DIExpression()), !dbg !40
  %191 = add nuw nsw i64 %157, 8, !dbg !114
  call void @llvm.dbg.value(metadata i64 %191, metadata !38, metadata !DIExpression()), !dbg !77
  %192 = add i64 %159, 8, !dbg !80
  %193 = icmp eq i64 %192, %39, !dbg !80
  br i1 %193, label %138, label %156, !dbg !80, !llvm.loop !119
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "blocked_and.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f9cdad115e080f1c27a1c4aea7537fd7")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !26, !28, !31, !34, !37, !38}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 6, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 6, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 7, type: !3)
!22 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 7, type: !3)
!23 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 8, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DILocalVariable(name: "ii", scope: !27, file: !1, line: 9, type: !3)
!27 = distinct !DILexicalBlock(scope: !15, file: !1, line: 9, column: 3)
!28 = !DILocalVariable(name: "jj", scope: !29, file: !1, line: 10, type: !3)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 10, column: 5)
!30 = distinct !DILexicalBlock(scope: !27, file: !1, line: 9, column: 3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 11, type: !3)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 11, column: 7)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 10, column: 5)
!34 = !DILocalVariable(name: "j", scope: !35, file: !1, line: 12, type: !3)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 12, column: 9)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 11, column: 7)
!37 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 14, type: !25)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 15, type: !3)
!39 = distinct !DILexicalBlock(scope: !15, file: !1, line: 15, column: 3)
!40 = !DILocation(line: 0, scope: !15)
!41 = !DILocation(line: 7, column: 16, scope: !15)
!42 = !DILocation(line: 7, column: 11, scope: !15)
!43 = !DILocation(line: 7, column: 27, scope: !15)
!44 = !{!45, !45, i64 0}
!45 = !{!"any pointer", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocalVariable(name: "__nptr", arg: 1, scope: !49, file: !50, line: 362, type: !53)
!49 = distinct !DISubprogram(name: "atoi", scope: !50, file: !50, line: 362, type: !51, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!50 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!51 = !DISubroutineType(types: !52)
!52 = !{!3, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!55 = !{!48}
!56 = !DILocation(line: 0, scope: !49, inlinedAt: !57)
!57 = distinct !DILocation(line: 7, column: 22, scope: !15)
!58 = !DILocation(line: 364, column: 16, scope: !49, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !49, inlinedAt: !57)
!60 = !DILocation(line: 7, column: 52, scope: !15)
!61 = !DILocation(line: 7, column: 47, scope: !15)
!62 = !DILocation(line: 7, column: 63, scope: !15)
!63 = !DILocation(line: 0, scope: !49, inlinedAt: !64)
!64 = distinct !DILocation(line: 7, column: 58, scope: !15)
!65 = !DILocation(line: 364, column: 16, scope: !49, inlinedAt: !64)
!66 = !DILocation(line: 364, column: 10, scope: !49, inlinedAt: !64)
!67 = !DILocation(line: 8, column: 39, scope: !15)
!68 = !DILocation(line: 8, column: 37, scope: !15)
!69 = !DILocation(line: 8, column: 43, scope: !15)
!70 = !DILocation(line: 8, column: 41, scope: !15)
!71 = !DILocation(line: 8, column: 15, scope: !15)
!72 = !DILocation(line: 0, scope: !27)
!73 = !DILocation(line: 9, column: 23, scope: !30)
!74 = !DILocation(line: 9, column: 3, scope: !27)
!75 = !DILocation(line: 0, scope: !29)
!76 = !DILocation(line: 10, column: 5, scope: !29)
!77 = !DILocation(line: 0, scope: !39)
!78 = !DILocation(line: 15, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !39, file: !1, line: 15, column: 3)
!80 = !DILocation(line: 15, column: 3, scope: !39)
!81 = !DILocation(line: 0, scope: !32)
!82 = !DILocation(line: 11, column: 7, scope: !32)
!83 = distinct !{!83, !74, !84, !85}
!84 = !DILocation(line: 13, column: 30, scope: !27)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 0, scope: !35)
!87 = !DILocation(line: 12, column: 9, scope: !35)
!88 = !DILocation(line: 13, column: 28, scope: !89)
!89 = distinct !DILexicalBlock(scope: !35, file: !1, line: 12, column: 9)
!90 = !DILocation(line: 13, column: 26, scope: !89)
!91 = !DILocation(line: 13, column: 19, scope: !89)
!92 = !DILocation(line: 13, column: 11, scope: !89)
!93 = !DILocation(line: 13, column: 24, scope: !89)
!94 = !{!95, !95, i64 0}
!95 = !{!"double", !46, i64 0}
!96 = distinct !{!96, !87, !97, !85, !98}
!97 = !DILocation(line: 13, column: 30, scope: !35)
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !DILocation(line: 10, column: 25, scope: !33)
!100 = distinct !{!100, !76, !101, !85}
!101 = !DILocation(line: 13, column: 30, scope: !29)
!102 = !DILocation(line: 11, column: 46, scope: !36)
!103 = !DILocation(line: 11, column: 26, scope: !36)
!104 = !DILocation(line: 11, column: 35, scope: !36)
!105 = distinct !{!105, !82, !106, !85}
!106 = !DILocation(line: 13, column: 30, scope: !32)
!107 = !DILocation(line: 12, column: 48, scope: !89)
!108 = !DILocation(line: 12, column: 28, scope: !89)
!109 = !DILocation(line: 12, column: 37, scope: !89)
!110 = distinct !{!110, !87, !97, !85, !111, !98}
!111 = !{!"llvm.loop.unroll.runtime.disable"}
!112 = !DILocation(line: 15, column: 40, scope: !79)
!113 = !DILocation(line: 15, column: 37, scope: !79)
!114 = !DILocation(line: 15, column: 31, scope: !79)
!115 = distinct !{!115, !116}
!116 = !{!"llvm.loop.unroll.disable"}
!117 = !DILocation(line: 16, column: 3, scope: !15)
!118 = !DILocation(line: 18, column: 1, scope: !15)
!119 = distinct !{!119, !80, !120, !85}
!120 = !DILocation(line: 15, column: 43, scope: !39)
