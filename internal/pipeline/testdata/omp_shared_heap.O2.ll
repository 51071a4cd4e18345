; ModuleID = 'omp_shared_heap.c'
source_filename = "omp_shared_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@0 = private unnamed_addr constant [33 x i8] c";omp_shared_heap.c;matvec;11;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_shared_heap.c;matvec;11;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [32 x i8] c";omp_shared_heap.c;scale;21;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [33 x i8] c";omp_shared_heap.c;scale;21;25;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !39
  %11 = icmp sgt i32 %0, 1, !dbg !40
  br i1 %11, label %12, label %29, !dbg !41

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !42
  %14 = load i8*, i8** %13, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %14, metadata !47, metadata !DIExpression()) #6, !dbg !55
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #6, !dbg !57
  %16 = trunc i64 %15 to i32, !dbg !58
  call void @llvm.dbg.value(metadata i32 %16, metadata !25, metadata !DIExpression()), !dbg !39
  %17 = icmp eq i32 %0, 2, !dbg !59
  br i1 %17, label %29, label %18, !dbg !60

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !61
  %20 = load i8*, i8** %19, align 8, !dbg !61, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %20, metadata !47, metadata !DIExpression()) #6, !dbg !62
  %21 = tail call i64 @strtol(i8* nocapture noundef nonnull %20, i8** noundef null, i32 noundef 10) #6, !dbg !64
  %22 = trunc i64 %21 to i32, !dbg !65
  call void @llvm.dbg.value(metadata i32 %22, metadata !26, metadata !DIExpression()), !dbg !39
  %23 = icmp ugt i32 %0, 3, !dbg !66
  br i1 %23, label %24, label %29, !dbg !67

24:                                               ; preds = %18
  %25 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !68
  %26 = load i8*, i8** %25, align 8, !dbg !68, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %26, metadata !47, metadata !DIExpression()) #6, !dbg !69
  %27 = tail call i64 @strtol(i8* nocapture noundef nonnull %26, i8** noundef null, i32 noundef 10) #6, !dbg !71
  %28 = trunc i64 %27 to i32, !dbg !72
  br label %29, !dbg !67

29:                                               ; preds = %2, %12, %18, %24
  %30 = phi i32 [ %22, %24 ], [ %22, %18 ], [ 400, %12 ], [ 400, %2 ]
  %31 = phi i32 [ %16, %24 ], [ %16, %18 ], [ %16, %12 ], [ 400, %2 ]
  %32 = phi i32 [ %28, %24 ], [ 3, %18 ], [ 3, %12 ], [ 3, %2 ], !dbg !67
  call void @llvm.dbg.value(metadata i32 %32, metadata !27, metadata !DIExpression()), !dbg !39
  %33 = sext i32 %31 to i64, !dbg !73
  %34 = shl nsw i64 %33, 3, !dbg !74
  %35 = sext i32 %30 to i64, !dbg !75
  %36 = mul i64 %34, %35, !dbg !76
  %37 = tail call noalias i8* @malloc(i64 noundef %36) #6, !dbg !77
  %38 = bitcast i8* %37 to double*, !dbg !77
  call void @llvm.dbg.value(metadata double* %38, metadata !28, metadata !DIExpression()), !dbg !39
  %39 = shl nsw i64 %35, 3, !dbg !78
  %40 = tail call noalias i8* @malloc(i64 noundef %39) #6, !dbg !79
  %41 = bitcast i8* %40 to double*, !dbg !79
  call void @llvm.dbg.value(metadata double* %41, metadata !31, metadata !DIExpression()), !dbg !39
  %42 = tail call noalias i8* @malloc(i64 noundef %34) #6, !dbg !80
  %43 = bitcast i8* %42 to double*, !dbg !80
  call void @llvm.dbg.value(metadata double* %43, metadata !32, metadata !DIExpression()), !dbg !39
  %44 = icmp ne i8* %37, null, !dbg !81
  %45 = icmp ne i8* %40, null
  %46 = and i1 %44, %45, !dbg !83
  %47 = icmp ne i8* %42, null
  %48 = and i1 %46, %47, !dbg !83
  br i1 %48, label %49, label %170, !dbg !83

49:                                               ; preds = %29
  %50 = mul i32 %31, %30
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !84
  %51 = icmp sgt i32 %50, 0, !dbg !85
  br i1 %51, label %52, label %76, !dbg !87

52:                                               ; preds = %49
  %53 = zext i32 %50 to i64, !dbg !85
  %54 = icmp ult i32 %50, 4, !dbg !87
  br i1 %54, label %74, label %55, !dbg !87

55:                                               ; preds = %52
  %56 = and i64 %53, 4294967292, !dbg !87
  br label %57, !dbg !87

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %69, %57 ], !dbg !88
  %59 = phi <2 x i32> [ <i32 0, i32 1>, %55 ], [ %70, %57 ], !dbg !89
  %60 = add <2 x i32> %59, <i32 2, i32 2>, !dbg !89
  %61 = urem <2 x i32> %59, <i32 13, i32 13>, !dbg !89
  %62 = urem <2 x i32> %60, <i32 13, i32 13>, !dbg !89
  %63 = sitofp <2 x i32> %61 to <2 x double>, !dbg !90
  %64 = sitofp <2 x i32> %62 to <2 x double>, !dbg !90
  %65 = getelementptr inbounds double, double* %38, i64 %58, !dbg !88
  %66 = bitcast double* %65 to <2 x double>*, !dbg !91
  store <2 x double> %63, <2 x double>* %66, align 8, !dbg !91, !tbaa !92
  %67 = getelementptr inbounds double, double* %65, i64 2, !dbg !91
  %68 = bitcast double* %67 to <2 x double>*, !dbg !91
  store <2 x double> %64, <2 x double>* %68, align 8, !dbg !91, !tbaa !92
  %69 = add nuw i64 %58, 4, !dbg !88
  %70 = add <2 x i32> %59, <i32 4, i32 4>, !dbg !89
  %71 = icmp eq i64 %69, %56, !dbg !88
  br i1 %71, label %72, label %57, !dbg !88, !llvm.loop !94

72:                                               ; preds = %57
  %73 = icmp eq i64 %56, %53, !dbg !87
  br i1 %73, label %76, label %74, !dbg !87

74:                                               ; preds = %52, %72
  %75 = phi i64 [ 0, %52 ], [ %56, %72 ]
  br label %130, !dbg !87

76:                                               ; preds = %130, %72, %49
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !98
  %77 = icmp sgt i32 %30, 0, !dbg !99
  br i1 %77, label %78, label %138, !dbg !101

78:                                               ; preds = %76
  %79 = zext i32 %30 to i64, !dbg !99
  %80 = icmp ult i32 %30, 4, !dbg !101
  br i1 %80, label %128, label %81, !dbg !101

81:                                               ; preds = %78
  %82 = and i64 %79, 4294967292, !dbg !101
  %83 = add nsw i64 %82, -4, !dbg !101
  %84 = lshr exact i64 %83, 2, !dbg !101
  %85 = add nuw nsw i64 %84, 1, !dbg !101
  %86 = and i64 %85, 1, !dbg !101
  %87 = icmp eq i64 %83, 0, !dbg !101
  br i1 %87, label %114, label %88, !dbg !101

88:                                               ; preds = %81
  %89 = and i64 %85, 9223372036854775806, !dbg !101
  br label %90, !dbg !101

90:                                               ; preds = %90, %88
  %91 = phi i64 [ 0, %88 ], [ %110, %90 ], !dbg !102
  %92 = phi <2 x i32> [ <i32 0, i32 1>, %88 ], [ %111, %90 ], !dbg !103
  %93 = phi i64 [ 0, %88 ], [ %112, %90 ]
  %94 = add <2 x i32> %92, <i32 2, i32 2>, !dbg !103
  %95 = sitofp <2 x i32> %92 to <2 x double>, !dbg !103
  %96 = sitofp <2 x i32> %94 to <2 x double>, !dbg !103
  %97 = getelementptr inbounds double, double* %41, i64 %91, !dbg !102
  %98 = bitcast double* %97 to <2 x double>*, !dbg !104
  store <2 x double> %95, <2 x double>* %98, align 8, !dbg !104, !tbaa !92
  %99 = getelementptr inbounds double, double* %97, i64 2, !dbg !104
  %100 = bitcast double* %99 to <2 x double>*, !dbg !104
  store <2 x double> %96, <2 x double>* %100, align 8, !dbg !104, !tbaa !92
  %101 = or i64 %91, 4, !dbg !102
  %102 = add <2 x i32> %92, <i32 4, i32 4>, !dbg !103
  %103 = add <2 x i32> %92, <i32 6, i32 6>, !dbg !103
  %104 = sitofp <2 x i32> %102 to <2 x double>, !dbg !103
  %105 = sitofp <2 x i32> %103 to <2 x double>, !dbg !103
  %106 = getelementptr inbounds double, double* %41, i64 %101, !dbg !102
  %107 = bitcast double* %106 to <2 x double>*, !dbg !104
  store <2 x double> %104, <2 x double>* %107, align 8, !dbg !104, !tbaa !92
  %108 = getelementptr inbounds double, double* %106, i64 2, !dbg !104
  %109 = bitcast double* %108 to <2 x double>*, !dbg !104
  store <2 x double> %105, <2 x double>* %109, align 8, !dbg !104, !tbaa !92
  %110 = add nuw i64 %91, 8, !dbg !102
  %111 = add <2 x i32> %92, <i32 8, i32 8>, !dbg !103
  %112 = add i64 %93, 2, !dbg !102
  %113 = icmp eq i64 %112, %89, !dbg !102
  br i1 %113, label %114, label %90, !dbg !102, !llvm.loop !105

114:                                              ; preds = %90, %81
  %115 = phi i64 [ 0, %81 ], [ %110, %90 ]
  %116 = phi <2 x i32> [ <i32 0, i32 1>, %81 ], [ %111, %90 ]
  %117 = icmp eq i64 %86, 0, !dbg !102
  br i1 %117, label %126, label %118, !dbg !102

118:                                              ; preds = %114
  %119 = add <2 x i32> %116, <i32 2, i32 2>, !dbg !103
  %120 = sitofp <2 x i32> %116 to <2 x double>, !dbg !103
  %121 = sitofp <2 x i32> %119 to <2 x double>, !dbg !103
  %122 = getelementptr inbounds double, double* %41, i64 %115, !dbg !102
  %123 = bitcast double* %122 to <2 x double>*, !dbg !104
  store <2 x double> %120, <2 x double>* %123, align 8, !dbg !104, !tbaa !92
  %124 = getelementptr inbounds double, double* %122, i64 2, !dbg !104
  %125 = bitcast double* %124 to <2 x double>*, !dbg !104
  store <2 x double> %121, <2 x double>* %125, align 8, !dbg !104, !tbaa !92
  br label %126, !dbg !101

126:                                              ; preds = %114, %118
  %127 = icmp eq i64 %82, %79, !dbg !101
  br i1 %127, label %138, label %128, !dbg !101

128:                                              ; preds = %78, %126
  %129 = phi i64 [ 0, %78 ], [ %82, %126 ]
  br label %153, !dbg !101

130:                                              ; preds = %74, %130
  %131 = phi i64 [ %136, %130 ], [ %75, %74 ]
  call void @llvm.dbg.value(metadata i64 %131, metadata !33, metadata !DIExpression()), !dbg !84
  %132 = trunc i64 %131 to i32, !dbg !89
  %133 = urem i32 %132, 13, !dbg !89
  %134 = sitofp i32 %133 to double, !dbg !90
  %135 = getelementptr inbounds double, double* %38, i64 %131, !dbg !107
  store double %134, double* %135, align 8, !dbg !91, !tbaa !92
  %136 = add nuw nsw i64 %131, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %136, metadata !33, metadata !DIExpression()), !dbg !84
  %137 = icmp eq i64 %136, %53, !dbg !85
  br i1 %137, label %76, label %130, !dbg !87, !llvm.loop !108

138:                                              ; preds = %153, %126, %76
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !110
  %139 = icmp sgt i32 %32, 0, !dbg !111
  br i1 %139, label %140, label %160, !dbg !113

140:                                              ; preds = %138
  %141 = bitcast i32* %6 to i8*
  %142 = bitcast i32* %7 to i8*
  %143 = bitcast double** %8 to i8*
  %144 = bitcast double** %9 to i8*
  %145 = bitcast double** %10 to i8*
  %146 = bitcast double** %8 to i8**
  %147 = bitcast double** %9 to i8**
  %148 = bitcast double** %10 to i8**
  %149 = bitcast i32* %3 to i8*
  %150 = bitcast double** %4 to i8*
  %151 = bitcast double* %5 to i8*
  %152 = bitcast double** %4 to i8**
  br label %166, !dbg !113

153:                                              ; preds = %128, %153
  %154 = phi i64 [ %158, %153 ], [ %129, %128 ]
  call void @llvm.dbg.value(metadata i64 %154, metadata !35, metadata !DIExpression()), !dbg !98
  %155 = trunc i64 %154 to i32, !dbg !103
  %156 = sitofp i32 %155 to double, !dbg !103
  %157 = getelementptr inbounds double, double* %41, i64 %154, !dbg !114
  store double %156, double* %157, align 8, !dbg !104, !tbaa !92
  %158 = add nuw nsw i64 %154, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %158, metadata !35, metadata !DIExpression()), !dbg !98
  %159 = icmp eq i64 %158, %79, !dbg !99
  br i1 %159, label %138, label %153, !dbg !101, !llvm.loop !115

160:                                              ; preds = %166, %138
  %161 = add nsw i32 %31, -1, !dbg !116
  %162 = sext i32 %161 to i64, !dbg !117
  %163 = getelementptr inbounds double, double* %43, i64 %162, !dbg !117
  %164 = load double, double* %163, align 8, !dbg !117, !tbaa !92
  %165 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %164), !dbg !118
  call void @free(i8* noundef %37) #6, !dbg !119
  call void @free(i8* noundef %40) #6, !dbg !120
  call void @free(i8* noundef %42) #6, !dbg !121
  br label %170, !dbg !122

166:                                              ; preds = %140, %166
  %167 = phi i32 [ 0, %140 ], [ %168, %166 ]
  call void @llvm.dbg.value(metadata i32 %167, metadata !37, metadata !DIExpression()), !dbg !110
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %141), !dbg !123
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %142), !dbg !123
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %143), !dbg !123
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %144), !dbg !123
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %145), !dbg !123
  call void @llvm.dbg.value(metadata i32 %16, metadata !130, metadata !DIExpression()) #6, !dbg !123
  store i32 %31, i32* %6, align 4, !tbaa !137
  call void @llvm.dbg.value(metadata i32 %22, metadata !131, metadata !DIExpression()) #6, !dbg !123
  store i32 %30, i32* %7, align 4, !tbaa !137
  call void @llvm.dbg.value(metadata double* %38, metadata !132, metadata !DIExpression()) #6, !dbg !123
  store i8* %37, i8** %146, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* %41, metadata !133, metadata !DIExpression()) #6, !dbg !123
  store i8* %40, i8** %147, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* %43, metadata !134, metadata !DIExpression()) #6, !dbg !123
  store i8* %42, i8** %148, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata i32* %6, metadata !130, metadata !DIExpression(DW_OP_deref)) #6, !dbg !123
  call void @llvm.dbg.value(metadata i32* %7, metadata !131, metadata !DIExpression(DW_OP_deref)) #6, !dbg !123
  call void @llvm.dbg.value(metadata double** %8, metadata !132, metadata !DIExpression(DW_OP_deref)) #6, !dbg !123
  call void @llvm.dbg.value(metadata double** %9, metadata !133, metadata !DIExpression(DW_OP_deref)) #6, !dbg !123
  call void @llvm.dbg.value(metadata double** %10, metadata !134, metadata !DIExpression(DW_OP_deref)) #6, !dbg !123
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %6, i32* nonnull %7, double** nonnull %8, double** nonnull %9, double** nonnull %10) #6, !dbg !139
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %141), !dbg !140
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %142), !dbg !140
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %143), !dbg !140
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %144), !dbg !140
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %145), !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %149), !dbg !141
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %150), !dbg !141
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %151), !dbg !141
  call void @llvm.dbg.value(metadata i32 %16, metadata !146, metadata !DIExpression()) #6, !dbg !141
  store i32 %31, i32* %3, align 4, !tbaa !137
  call void @llvm.dbg.value(metadata double* %43, metadata !147, metadata !DIExpression()) #6, !dbg !141
  store i8* %42, i8** %152, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !148, metadata !DIExpression()) #6, !dbg !141
  store double 5.000000e-01, double* %5, align 8, !tbaa !92
  call void @llvm.dbg.value(metadata i32* %3, metadata !146, metadata !DIExpression(DW_OP_deref)) #6, !dbg !141
  call void @llvm.dbg.value(metadata double** %4, metadata !147, metadata !DIExpression(DW_OP_deref)) #6, !dbg !141
  call void @llvm.dbg.value(metadata double* %5, metadata !148, metadata !DIExpression(DW_OP_deref)) #6, !dbg !141
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, double** nonnull %4, double* nonnull %5) #6, !dbg !150
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %149), !dbg !151
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %150), !dbg !151
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %151), !dbg !151
  %168 = add nuw nsw i32 %167, 1, !dbg !152
  call void @llvm.dbg.value(metadata i32 %168, metadata !37, metadata !DIExpression()), !dbg !110
  %169 = icmp eq i32 %168, %32, !dbg !111
  br i1 %169, label %160, label %166, !dbg !113, !llvm.loop !153

170:                                              ; preds = %29, %160
  %171 = phi i32 [ 0, %160 ], [ 1, %29 ], !dbg !39
  ret i32 %171, !dbg !155
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #6

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6) #8 !dbg !156 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !167, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32* %1, metadata !168, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32* %2, metadata !169, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i32* %3, metadata !170, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double** %4, metadata !171, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double** %5, metadata !172, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata double** %6, metadata !173, metadata !DIExpression()), !dbg !174
  tail call void @llvm.experimental.noalias.scope.decl(metadata !175), !dbg !178
  call void @llvm.dbg.value(metadata i32* %0, metadata !179, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32* undef, metadata !182, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32* %2, metadata !183, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32* %3, metadata !184, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata double** %4, metadata !185, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata double** %5, metadata !186, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata double** %6, metadata !187, metadata !DIExpression()) #6, !dbg !199
  %12 = load i32, i32* %2, align 4, !dbg !201, !tbaa !137, !noalias !175
  call void @llvm.dbg.value(metadata i32 %12, metadata !189, metadata !DIExpression()) #6, !dbg !199
  %13 = add nsw i32 %12, -1, !dbg !202
  call void @llvm.dbg.value(metadata i32 %13, metadata !189, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32 0, metadata !190, metadata !DIExpression()) #6, !dbg !199
  %14 = icmp sgt i32 %12, 0, !dbg !202
  br i1 %14, label %15, label %103, !dbg !202

15:                                               ; preds = %7
  %16 = bitcast i32* %8 to i8*, !dbg !202
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #6, !dbg !202, !noalias !175
  call void @llvm.dbg.value(metadata i32 0, metadata !191, metadata !DIExpression()) #6, !dbg !199
  store i32 0, i32* %8, align 4, !dbg !203, !tbaa !137, !noalias !175
  %17 = bitcast i32* %9 to i8*, !dbg !202
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #6, !dbg !202, !noalias !175
  call void @llvm.dbg.value(metadata i32 %13, metadata !192, metadata !DIExpression()) #6, !dbg !199
  store i32 %13, i32* %9, align 4, !dbg !203, !tbaa !137, !noalias !175
  %18 = bitcast i32* %10 to i8*, !dbg !202
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #6, !dbg !202, !noalias !175
  call void @llvm.dbg.value(metadata i32 1, metadata !193, metadata !DIExpression()) #6, !dbg !199
  store i32 1, i32* %10, align 4, !dbg !203, !tbaa !137, !noalias !175
  %19 = bitcast i32* %11 to i8*, !dbg !202
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #6, !dbg !202, !noalias !175
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()) #6, !dbg !199
  store i32 0, i32* %11, align 4, !dbg !203, !tbaa !137, !noalias !175
  %20 = load i32, i32* %0, align 4, !dbg !202, !tbaa !137, !alias.scope !175
  call void @llvm.dbg.value(metadata i32* %8, metadata !191, metadata !DIExpression(DW_OP_deref)) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32* %9, metadata !192, metadata !DIExpression(DW_OP_deref)) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32* %10, metadata !193, metadata !DIExpression(DW_OP_deref)) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32* %11, metadata !194, metadata !DIExpression(DW_OP_deref)) #6, !dbg !199
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %20, i32 34, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10, i32 1, i32 1) #6, !dbg !204, !noalias !175
  %21 = load i32, i32* %9, align 4, !dbg !203, !tbaa !137, !noalias !175
  call void @llvm.dbg.value(metadata i32 %21, metadata !192, metadata !DIExpression()) #6, !dbg !199
  %22 = icmp sgt i32 %21, %13, !dbg !203
  %23 = select i1 %22, i32 %13, i32 %21, !dbg !203
  call void @llvm.dbg.value(metadata i32 %23, metadata !192, metadata !DIExpression()) #6, !dbg !199
  store i32 %23, i32* %9, align 4, !dbg !203, !tbaa !137, !noalias !175
  %24 = load i32, i32* %8, align 4, !dbg !203, !tbaa !137, !noalias !175
  call void @llvm.dbg.value(metadata i32 %24, metadata !191, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32 %24, metadata !188, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32 %23, metadata !192, metadata !DIExpression()) #6, !dbg !199
  %25 = icmp sgt i32 %24, %23, !dbg !202
  br i1 %25, label %102, label %26, !dbg !202

26:                                               ; preds = %15
  %27 = load i32, i32* %3, align 4, !tbaa !137, !noalias !175
  %28 = icmp sgt i32 %27, 0
  %29 = load double*, double** %4, align 8, !noalias !175
  %30 = sext i32 %27 to i64
  %31 = load double*, double** %5, align 8, !noalias !175
  %32 = load double*, double** %6, align 8, !tbaa !43, !noalias !175
  %33 = sext i32 %24 to i64, !dbg !202
  %34 = add nsw i32 %23, 1, !dbg !202
  %35 = zext i32 %27 to i64
  %36 = add nsw i64 %35, -1, !dbg !202
  %37 = and i64 %35, 3
  %38 = icmp ult i64 %36, 3
  %39 = and i64 %35, 4294967292
  %40 = icmp eq i64 %37, 0
  br label %41, !dbg !202

41:                                               ; preds = %62, %26
  %42 = phi i64 [ %33, %26 ], [ %65, %62 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !188, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32 0, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !195, metadata !DIExpression()) #6, !dbg !206
  br i1 %28, label %43, label %62, !dbg !207

43:                                               ; preds = %41
  %44 = mul nsw i64 %42, %30
  br i1 %38, label %45, label %68, !dbg !207

45:                                               ; preds = %68, %43
  %46 = phi double [ undef, %43 ], [ %98, %68 ]
  %47 = phi i64 [ 0, %43 ], [ %99, %68 ]
  %48 = phi double [ 0.000000e+00, %43 ], [ %98, %68 ]
  br i1 %40, label %62, label %49, !dbg !207

49:                                               ; preds = %45, %49
  %50 = phi i64 [ %59, %49 ], [ %47, %45 ]
  %51 = phi double [ %58, %49 ], [ %48, %45 ]
  %52 = phi i64 [ %60, %49 ], [ 0, %45 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata double %51, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %53 = add nsw i64 %50, %44, !dbg !208
  %54 = getelementptr inbounds double, double* %29, i64 %53, !dbg !210
  %55 = load double, double* %54, align 8, !dbg !210, !tbaa !92, !noalias !175
  %56 = getelementptr inbounds double, double* %31, i64 %50, !dbg !211
  %57 = load double, double* %56, align 8, !dbg !211, !tbaa !92, !noalias !175
  %58 = call double @llvm.fmuladd.f64(double %55, double %57, double %51) #6, !dbg !212
  call void @llvm.dbg.value(metadata double %58, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %59 = add nuw nsw i64 %50, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %59, metadata !197, metadata !DIExpression()) #6, !dbg !205
  %60 = add i64 %52, 1, !dbg !207
  %61 = icmp eq i64 %60, %37, !dbg !207
  br i1 %61, label %62, label %49, !dbg !207, !llvm.loop !214

62:                                               ; preds = %45, %49, %41
  %63 = phi double [ 0.000000e+00, %41 ], [ %46, %45 ], [ %58, %49 ], !dbg !206
  %64 = getelementptr inbounds double, double* %32, i64 %42, !dbg !216
  store double %63, double* %64, align 8, !dbg !217, !tbaa !92, !noalias !175
  %65 = add nsw i64 %42, 1, !dbg !202
  call void @llvm.dbg.value(metadata i64 %65, metadata !188, metadata !DIExpression()) #6, !dbg !199
  call void @llvm.dbg.value(metadata i32 %23, metadata !192, metadata !DIExpression()) #6, !dbg !199
  %66 = trunc i64 %65 to i32, !dbg !202
  %67 = icmp eq i32 %34, %66, !dbg !202
  br i1 %67, label %102, label %41, !dbg !202, !llvm.loop !218

68:                                               ; preds = %43, %68
  %69 = phi i64 [ %99, %68 ], [ 0, %43 ]
  %70 = phi double [ %98, %68 ], [ 0.000000e+00, %43 ]
  %71 = phi i64 [ %100, %68 ], [ 0, %43 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata double %70, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %72 = add nsw i64 %69, %44, !dbg !208
  %73 = getelementptr inbounds double, double* %29, i64 %72, !dbg !210
  %74 = load double, double* %73, align 8, !dbg !210, !tbaa !92, !noalias !175
  %75 = getelementptr inbounds double, double* %31, i64 %69, !dbg !211
  %76 = load double, double* %75, align 8, !dbg !211, !tbaa !92, !noalias !175
  %77 = call double @llvm.fmuladd.f64(double %74, double %76, double %70) #6, !dbg !212
  call void @llvm.dbg.value(metadata double %77, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %78 = or i64 %69, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %78, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata i64 %78, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata double %77, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %79 = add nsw i64 %78, %44, !dbg !208
  %80 = getelementptr inbounds double, double* %29, i64 %79, !dbg !210
  %81 = load double, double* %80, align 8, !dbg !210, !tbaa !92, !noalias !175
  %82 = getelementptr inbounds double, double* %31, i64 %78, !dbg !211
  %83 = load double, double* %82, align 8, !dbg !211, !tbaa !92, !noalias !175
  %84 = call double @llvm.fmuladd.f64(double %81, double %83, double %77) #6, !dbg !212
  call void @llvm.dbg.value(metadata double %84, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %85 = or i64 %69, 2, !dbg !213
  call void @llvm.dbg.value(metadata i64 %85, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata i64 %85, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata double %84, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %86 = add nsw i64 %85, %44, !dbg !208
  %87 = getelementptr inbounds double, double* %29, i64 %86, !dbg !210
  %88 = load double, double* %87, align 8, !dbg !210, !tbaa !92, !noalias !175
  %89 = getelementptr inbounds double, double* %31, i64 %85, !dbg !211
  %90 = load double, double* %89, align 8, !dbg !211, !tbaa !92, !noalias !175
  %91 = call double @llvm.fmuladd.f64(double %88, double %90, double %84) #6, !dbg !212
  call void @llvm.dbg.value(metadata double %91, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %92 = or i64 %69, 3, !dbg !213
  call void @llvm.dbg.value(metadata i64 %92, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata i64 %92, metadata !197, metadata !DIExpression()) #6, !dbg !205
  call void @llvm.dbg.value(metadata double %91, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %93 = add nsw i64 %92, %44, !dbg !208
  %94 = getelementptr inbounds double, double* %29, i64 %93, !dbg !210
  %95 = load double, double* %94, align 8, !dbg !210, !tbaa !92, !noalias !175
  %96 = getelementptr inbounds double, double* %31, i64 %92, !dbg !211
  %97 = load double, double* %96, align 8, !dbg !211, !tbaa !92, !noalias !175
  %98 = call double @llvm.fmuladd.f64(double %95, double %97, double %91) #6, !dbg !212
  call void @llvm.dbg.value(metadata double %98, metadata !195, metadata !DIExpression()) #6, !dbg !206
  %99 = add nuw nsw i64 %69, 4, !dbg !213
  call void @llvm.dbg.value(metadata i64 %99, metadata !197, metadata !DIExpression()) #6, !dbg !205
  %100 = add i64 %71, 4, !dbg !207
  %101 = icmp eq i64 %100, %39, !dbg !207
  br i1 %101, label %45, label %68, !dbg !207, !llvm.loop !220

102:                                              ; preds = %62, %15
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %20) #6, !dbg !219, !noalias !175
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #6, !dbg !204, !noalias !175
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #6, !dbg !204, !noalias !175
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #6, !dbg !204, !noalias !175
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #6, !dbg !204, !noalias !175
  br label %103, !dbg !204

103:                                              ; preds = %7, %102
  ret void, !dbg !178
}

; Function Attrs: nounwind
declare !callback !222 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #6

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #8 !dbg !224 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !229, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i32* %1, metadata !230, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i32* %2, metadata !231, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double** %3, metadata !232, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata double* %4, metadata !233, metadata !DIExpression()), !dbg !234
  tail call void @llvm.experimental.noalias.scope.decl(metadata !235), !dbg !238
  call void @llvm.dbg.value(metadata i32* %0, metadata !239, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32* undef, metadata !242, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32* %2, metadata !243, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata double** %3, metadata !244, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata double* %4, metadata !245, metadata !DIExpression()) #6, !dbg !253
  %10 = load i32, i32* %2, align 4, !dbg !255, !tbaa !137, !noalias !235
  call void @llvm.dbg.value(metadata i32 %10, metadata !247, metadata !DIExpression()) #6, !dbg !253
  %11 = add nsw i32 %10, -1, !dbg !256
  call void @llvm.dbg.value(metadata i32 %11, metadata !247, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 0, metadata !248, metadata !DIExpression()) #6, !dbg !253
  %12 = icmp sgt i32 %10, 0, !dbg !256
  br i1 %12, label %13, label %160, !dbg !256

13:                                               ; preds = %5
  %14 = bitcast i32* %6 to i8*, !dbg !256
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #6, !dbg !256, !noalias !235
  call void @llvm.dbg.value(metadata i32 0, metadata !249, metadata !DIExpression()) #6, !dbg !253
  store i32 0, i32* %6, align 4, !dbg !257, !tbaa !137, !noalias !235
  %15 = bitcast i32* %7 to i8*, !dbg !256
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #6, !dbg !256, !noalias !235
  call void @llvm.dbg.value(metadata i32 %11, metadata !250, metadata !DIExpression()) #6, !dbg !253
  store i32 %11, i32* %7, align 4, !dbg !257, !tbaa !137, !noalias !235
  %16 = bitcast i32* %8 to i8*, !dbg !256
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #6, !dbg !256, !noalias !235
  call void @llvm.dbg.value(metadata i32 1, metadata !251, metadata !DIExpression()) #6, !dbg !253
  store i32 1, i32* %8, align 4, !dbg !257, !tbaa !137, !noalias !235
  %17 = bitcast i32* %9 to i8*, !dbg !256
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #6, !dbg !256, !noalias !235
  call void @llvm.dbg.value(metadata i32 0, metadata !252, metadata !DIExpression()) #6, !dbg !253
  store i32 0, i32* %9, align 4, !dbg !257, !tbaa !137, !noalias !235
  %18 = load i32, i32* %0, align 4, !dbg !256, !tbaa !137, !alias.scope !235
  call void @llvm.dbg.value(metadata i32* %6, metadata !249, metadata !DIExpression(DW_OP_deref)) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32* %7, metadata !250, metadata !DIExpression(DW_OP_deref)) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32* %8, metadata !251, metadata !DIExpression(DW_OP_deref)) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32* %9, metadata !252, metadata !DIExpression(DW_OP_deref)) #6, !dbg !253
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %18, i32 34, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8, i32 1, i32 1) #6, !dbg !258, !noalias !235
  %19 = load i32, i32* %7, align 4, !dbg !257, !tbaa !137, !noalias !235
  call void @llvm.dbg.value(metadata i32 %19, metadata !250, metadata !DIExpression()) #6, !dbg !253
  %20 = icmp sgt i32 %19, %11, !dbg !257
  %21 = select i1 %20, i32 %11, i32 %19, !dbg !257
  call void @llvm.dbg.value(metadata i32 %21, metadata !250, metadata !DIExpression()) #6, !dbg !253
  store i32 %21, i32* %7, align 4, !dbg !257, !tbaa !137, !noalias !235
  %22 = load i32, i32* %6, align 4, !dbg !257, !tbaa !137, !noalias !235
  call void @llvm.dbg.value(metadata i32 %22, metadata !249, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 %22, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 %21, metadata !250, metadata !DIExpression()) #6, !dbg !253
  %23 = icmp slt i32 %21, %22, !dbg !256
  br i1 %23, label %159, label %24, !dbg !256

24:                                               ; preds = %13
  %25 = load double*, double** %3, align 8, !tbaa !43, !noalias !235
  %26 = sext i32 %22 to i64, !dbg !256
  %27 = add nsw i32 %21, 1, !dbg !256
  %28 = sub i32 %21, %22, !dbg !256
  %29 = zext i32 %28 to i64, !dbg !256
  %30 = add nuw nsw i64 %29, 1, !dbg !256
  %31 = icmp ult i32 %28, 3, !dbg !256
  br i1 %31, label %114, label %32, !dbg !256

32:                                               ; preds = %24
  %33 = getelementptr double, double* %25, i64 %26, !dbg !256
  %34 = sub i32 %21, %22, !dbg !256
  %35 = zext i32 %34 to i64, !dbg !256
  %36 = add nsw i64 %26, %35, !dbg !256
  %37 = add nsw i64 %36, 1, !dbg !256
  %38 = getelementptr double, double* %25, i64 %37, !dbg !256
  %39 = getelementptr double, double* %4, i64 1, !dbg !256
  %40 = icmp ult double* %33, %39, !dbg !256
  %41 = icmp ugt double* %38, %4, !dbg !256
  %42 = and i1 %40, %41, !dbg !256
  br i1 %42, label %114, label %43, !dbg !256

43:                                               ; preds = %32
  %44 = and i64 %30, 8589934588, !dbg !256
  %45 = add nsw i64 %44, %26, !dbg !256
  %46 = add nsw i64 %44, -4, !dbg !256
  %47 = lshr exact i64 %46, 2, !dbg !256
  %48 = add nuw nsw i64 %47, 1, !dbg !256
  %49 = and i64 %48, 1, !dbg !256
  %50 = icmp eq i64 %46, 0, !dbg !256
  br i1 %50, label %92, label %51, !dbg !256

51:                                               ; preds = %43
  %52 = and i64 %48, 9223372036854775806, !dbg !256
  %53 = load double, double* %4, align 8, !tbaa !92, !alias.scope !259, !noalias !235
  %54 = insertelement <2 x double> poison, double %53, i64 0
  %55 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> zeroinitializer
  %56 = insertelement <2 x double> poison, double %53, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = load double, double* %4, align 8, !tbaa !92, !alias.scope !259, !noalias !235
  %59 = insertelement <2 x double> poison, double %58, i64 0
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer
  %61 = insertelement <2 x double> poison, double %58, i64 0
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> zeroinitializer
  br label %63, !dbg !256

63:                                               ; preds = %63, %51
  %64 = phi i64 [ 0, %51 ], [ %89, %63 ]
  %65 = phi i64 [ 0, %51 ], [ %90, %63 ]
  %66 = add i64 %64, %26
  %67 = getelementptr inbounds double, double* %25, i64 %66, !dbg !262
  %68 = bitcast double* %67 to <2 x double>*, !dbg !263
  %69 = load <2 x double>, <2 x double>* %68, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %70 = getelementptr inbounds double, double* %67, i64 2, !dbg !263
  %71 = bitcast double* %70 to <2 x double>*, !dbg !263
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %73 = fmul <2 x double> %55, %69
  %74 = fmul <2 x double> %57, %72
  %75 = bitcast double* %67 to <2 x double>*, !dbg !263
  store <2 x double> %73, <2 x double>* %75, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %76 = bitcast double* %70 to <2 x double>*, !dbg !263
  store <2 x double> %74, <2 x double>* %76, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %77 = or i64 %64, 4
  %78 = add i64 %77, %26
  %79 = getelementptr inbounds double, double* %25, i64 %78, !dbg !262
  %80 = bitcast double* %79 to <2 x double>*, !dbg !263
  %81 = load <2 x double>, <2 x double>* %80, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %82 = getelementptr inbounds double, double* %79, i64 2, !dbg !263
  %83 = bitcast double* %82 to <2 x double>*, !dbg !263
  %84 = load <2 x double>, <2 x double>* %83, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %85 = fmul <2 x double> %60, %81
  %86 = fmul <2 x double> %62, %84
  %87 = bitcast double* %79 to <2 x double>*, !dbg !263
  store <2 x double> %85, <2 x double>* %87, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %88 = bitcast double* %82 to <2 x double>*, !dbg !263
  store <2 x double> %86, <2 x double>* %88, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %89 = add nuw i64 %64, 8
  %90 = add i64 %65, 2
  %91 = icmp eq i64 %90, %52
  br i1 %91, label %92, label %63, !llvm.loop !267

92:                                               ; preds = %63, %43
  %93 = phi i64 [ 0, %43 ], [ %89, %63 ]
  %94 = icmp eq i64 %49, 0
  br i1 %94, label %112, label %95

95:                                               ; preds = %92
  %96 = add i64 %93, %26
  %97 = load double, double* %4, align 8, !dbg !269, !tbaa !92, !alias.scope !259, !noalias !235
  %98 = insertelement <2 x double> poison, double %97, i64 0, !dbg !269
  %99 = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !269
  %100 = insertelement <2 x double> poison, double %97, i64 0, !dbg !262
  %101 = shufflevector <2 x double> %100, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !262
  %102 = getelementptr inbounds double, double* %25, i64 %96, !dbg !262
  %103 = bitcast double* %102 to <2 x double>*, !dbg !263
  %104 = load <2 x double>, <2 x double>* %103, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %105 = getelementptr inbounds double, double* %102, i64 2, !dbg !263
  %106 = bitcast double* %105 to <2 x double>*, !dbg !263
  %107 = load <2 x double>, <2 x double>* %106, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %108 = fmul <2 x double> %99, %104
  %109 = fmul <2 x double> %101, %107
  %110 = bitcast double* %102 to <2 x double>*, !dbg !263
  store <2 x double> %108, <2 x double>* %110, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  %111 = bitcast double* %105 to <2 x double>*, !dbg !263
  store <2 x double> %109, <2 x double>* %111, align 8, !dbg !263, !tbaa !92, !alias.scope !264, !noalias !266
  br label %112, !dbg !256

112:                                              ; preds = %92, %95
  %113 = icmp eq i64 %30, %44, !dbg !256
  br i1 %113, label %159, label %114, !dbg !256

114:                                              ; preds = %32, %24, %112
  %115 = phi i64 [ %26, %32 ], [ %26, %24 ], [ %45, %112 ]
  %116 = add i32 %21, 1, !dbg !258
  %117 = trunc i64 %115 to i32, !dbg !258
  %118 = sub i32 %116, %117, !dbg !258
  %119 = sub i32 %21, %117, !dbg !258
  %120 = and i32 %118, 3, !dbg !258
  %121 = icmp eq i32 %120, 0, !dbg !258
  br i1 %121, label %132, label %122, !dbg !258

122:                                              ; preds = %114, %122
  %123 = phi i64 [ %129, %122 ], [ %115, %114 ]
  %124 = phi i32 [ %130, %122 ], [ 0, %114 ]
  call void @llvm.dbg.value(metadata i64 %123, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %123, metadata !248, metadata !DIExpression()) #6, !dbg !253
  %125 = load double, double* %4, align 8, !dbg !269, !tbaa !92, !noalias !235
  %126 = getelementptr inbounds double, double* %25, i64 %123, !dbg !262
  %127 = load double, double* %126, align 8, !dbg !263, !tbaa !92, !noalias !235
  %128 = fmul double %125, %127, !dbg !263
  store double %128, double* %126, align 8, !dbg !263, !tbaa !92, !noalias !235
  %129 = add nsw i64 %123, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %129, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 %21, metadata !250, metadata !DIExpression()) #6, !dbg !253
  %130 = add i32 %124, 1, !dbg !256
  %131 = icmp eq i32 %130, %120, !dbg !256
  br i1 %131, label %132, label %122, !dbg !256, !llvm.loop !270

132:                                              ; preds = %122, %114
  %133 = phi i64 [ %115, %114 ], [ %129, %122 ]
  %134 = icmp ult i32 %119, 3, !dbg !258
  br i1 %134, label %159, label %135, !dbg !258

135:                                              ; preds = %132, %135
  %136 = phi i64 [ %156, %135 ], [ %133, %132 ]
  call void @llvm.dbg.value(metadata i64 %136, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %136, metadata !248, metadata !DIExpression()) #6, !dbg !253
  %137 = load double, double* %4, align 8, !dbg !269, !tbaa !92, !noalias !235
  %138 = getelementptr inbounds double, double* %25, i64 %136, !dbg !262
  %139 = load double, double* %138, align 8, !dbg !263, !tbaa !92, !noalias !235
  %140 = fmul double %137, %139, !dbg !263
  store double %140, double* %138, align 8, !dbg !263, !tbaa !92, !noalias !235
  %141 = add nsw i64 %136, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %141, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 %21, metadata !250, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %141, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %141, metadata !248, metadata !DIExpression()) #6, !dbg !253
  %142 = load double, double* %4, align 8, !dbg !269, !tbaa !92, !noalias !235
  %143 = getelementptr inbounds double, double* %25, i64 %141, !dbg !262
  %144 = load double, double* %143, align 8, !dbg !263, !tbaa !92, !noalias !235
  %145 = fmul double %142, %144, !dbg !263
  store double %145, double* %143, align 8, !dbg !263, !tbaa !92, !noalias !235
  %146 = add nsw i64 %136, 2, !dbg !256
  call void @llvm.dbg.value(metadata i64 %146, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 %21, metadata !250, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %146, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %146, metadata !248, metadata !DIExpression()) #6, !dbg !253
  %147 = load double, double* %4, align 8, !dbg !269, !tbaa !92, !noalias !235
  %148 = getelementptr inbounds double, double* %25, i64 %146, !dbg !262
  %149 = load double, double* %148, align 8, !dbg !263, !tbaa !92, !noalias !235
  %150 = fmul double %147, %149, !dbg !263
  store double %150, double* %148, align 8, !dbg !263, !tbaa !92, !noalias !235
  %151 = add nsw i64 %136, 3, !dbg !256
  call void @llvm.dbg.value(metadata i64 %151, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 %21, metadata !250, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %151, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i64 %151, metadata !248, metadata !DIExpression()) #6, !dbg !253
  %152 = load double, double* %4, align 8, !dbg !269, !tbaa !92, !noalias !235
  %153 = getelementptr inbounds double, double* %25, i64 %151, !dbg !262
  %154 = load double, double* %153, align 8, !dbg !263, !tbaa !92, !noalias !235
  %155 = fmul double %152, %154, !dbg !263
  store double %155, double* %153, align 8, !dbg !263, !tbaa !92, !noalias !235
  %156 = add nsw i64 %136, 4, !dbg !256
  call void @llvm.dbg.value(metadata i64 %156, metadata !246, metadata !DIExpression()) #6, !dbg !253
  call void @llvm.dbg.value(metadata i32 %21, metadata !250, metadata !DIExpression()) #6, !dbg !253
  %157 = trunc i64 %156 to i32, !dbg !256
  %158 = icmp eq i32 %27, %157, !dbg !256
  br i1 %158, label %159, label %135, !dbg !256, !llvm.loop !271

159:                                              ; preds = %132, %135, %112, %13
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %18) #6, !dbg !268, !noalias !235
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #6, !dbg !258, !noalias !235
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #6, !dbg !258, !noalias !235
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #6, !dbg !258, !noalias !235
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #6, !dbg !258, !noalias !235
  br label %160, !dbg !258

160:                                              ; preds = %5, %159
  ret void, !dbg !238
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_shared_heap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d0fe110bce36bec3fcaaf71f0b37af97")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"openmp", i32 50}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !20, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!3, !3, !4}
!22 = !{!23, !24, !25, !26, !27, !28, !31, !32, !33, !35, !37}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 26, type: !3)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 26, type: !4)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 27, type: !3)
!26 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 28, type: !3)
!27 = !DILocalVariable(name: "reps", scope: !19, file: !1, line: 29, type: !3)
!28 = !DILocalVariable(name: "A", scope: !19, file: !1, line: 30, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocalVariable(name: "x", scope: !19, file: !1, line: 30, type: !29)
!32 = !DILocalVariable(name: "y", scope: !19, file: !1, line: 30, type: !29)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 33, type: !3)
!34 = distinct !DILexicalBlock(scope: !19, file: !1, line: 33, column: 3)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 35, type: !3)
!36 = distinct !DILexicalBlock(scope: !19, file: !1, line: 35, column: 3)
!37 = !DILocalVariable(name: "r", scope: !38, file: !1, line: 37, type: !3)
!38 = distinct !DILexicalBlock(scope: !19, file: !1, line: 37, column: 3)
!39 = !DILocation(line: 0, scope: !19)
!40 = !DILocation(line: 27, column: 16, scope: !19)
!41 = !DILocation(line: 27, column: 11, scope: !19)
!42 = !DILocation(line: 27, column: 27, scope: !19)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocalVariable(name: "__nptr", arg: 1, scope: !48, file: !49, line: 362, type: !52)
!48 = distinct !DISubprogram(name: "atoi", scope: !49, file: !49, line: 362, type: !50, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!49 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!50 = !DISubroutineType(types: !51)
!51 = !{!3, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!54 = !{!47}
!55 = !DILocation(line: 0, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 27, column: 22, scope: !19)
!57 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 28, column: 16, scope: !19)
!60 = !DILocation(line: 28, column: 11, scope: !19)
!61 = !DILocation(line: 28, column: 27, scope: !19)
!62 = !DILocation(line: 0, scope: !48, inlinedAt: !63)
!63 = distinct !DILocation(line: 28, column: 22, scope: !19)
!64 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !63)
!65 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !63)
!66 = !DILocation(line: 29, column: 19, scope: !19)
!67 = !DILocation(line: 29, column: 14, scope: !19)
!68 = !DILocation(line: 29, column: 30, scope: !19)
!69 = !DILocation(line: 0, scope: !48, inlinedAt: !70)
!70 = distinct !DILocation(line: 29, column: 25, scope: !19)
!71 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !70)
!72 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !70)
!73 = !DILocation(line: 30, column: 39, scope: !19)
!74 = !DILocation(line: 30, column: 37, scope: !19)
!75 = !DILocation(line: 30, column: 43, scope: !19)
!76 = !DILocation(line: 30, column: 41, scope: !19)
!77 = !DILocation(line: 30, column: 15, scope: !19)
!78 = !DILocation(line: 30, column: 74, scope: !19)
!79 = !DILocation(line: 30, column: 52, scope: !19)
!80 = !DILocation(line: 30, column: 85, scope: !19)
!81 = !DILocation(line: 31, column: 8, scope: !82)
!82 = distinct !DILexicalBlock(scope: !19, file: !1, line: 31, column: 7)
!83 = !DILocation(line: 31, column: 10, scope: !82)
!84 = !DILocation(line: 0, scope: !34)
!85 = !DILocation(line: 33, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !34, file: !1, line: 33, column: 3)
!87 = !DILocation(line: 33, column: 3, scope: !34)
!88 = !DILocation(line: 33, column: 31, scope: !86)
!89 = !DILocation(line: 34, column: 14, scope: !86)
!90 = !DILocation(line: 34, column: 12, scope: !86)
!91 = !DILocation(line: 34, column: 10, scope: !86)
!92 = !{!93, !93, i64 0}
!93 = !{!"double", !45, i64 0}
!94 = distinct !{!94, !87, !95, !96, !97}
!95 = !DILocation(line: 34, column: 16, scope: !34)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !DILocation(line: 0, scope: !36)
!99 = !DILocation(line: 35, column: 21, scope: !100)
!100 = distinct !DILexicalBlock(scope: !36, file: !1, line: 35, column: 3)
!101 = !DILocation(line: 35, column: 3, scope: !36)
!102 = !DILocation(line: 35, column: 27, scope: !100)
!103 = !DILocation(line: 36, column: 12, scope: !100)
!104 = !DILocation(line: 36, column: 10, scope: !100)
!105 = distinct !{!105, !101, !106, !96, !97}
!106 = !DILocation(line: 36, column: 12, scope: !36)
!107 = !DILocation(line: 34, column: 5, scope: !86)
!108 = distinct !{!108, !87, !95, !96, !109, !97}
!109 = !{!"llvm.loop.unroll.runtime.disable"}
!110 = !DILocation(line: 0, scope: !38)
!111 = !DILocation(line: 37, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !38, file: !1, line: 37, column: 3)
!113 = !DILocation(line: 37, column: 3, scope: !38)
!114 = !DILocation(line: 36, column: 5, scope: !100)
!115 = distinct !{!115, !101, !106, !96, !109, !97}
!116 = !DILocation(line: 41, column: 22, scope: !19)
!117 = !DILocation(line: 41, column: 18, scope: !19)
!118 = !DILocation(line: 41, column: 3, scope: !19)
!119 = !DILocation(line: 42, column: 3, scope: !19)
!120 = !DILocation(line: 43, column: 3, scope: !19)
!121 = !DILocation(line: 44, column: 3, scope: !19)
!122 = !DILocation(line: 45, column: 3, scope: !19)
!123 = !DILocation(line: 0, scope: !124, inlinedAt: !135)
!124 = distinct !DISubprogram(name: "matvec", scope: !1, file: !1, line: 10, type: !125, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !3, !3, !127, !127, !29}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!129 = !{!130, !131, !132, !133, !134}
!130 = !DILocalVariable(name: "n", arg: 1, scope: !124, file: !1, line: 10, type: !3)
!131 = !DILocalVariable(name: "m", arg: 2, scope: !124, file: !1, line: 10, type: !3)
!132 = !DILocalVariable(name: "A", arg: 3, scope: !124, file: !1, line: 10, type: !127)
!133 = !DILocalVariable(name: "x", arg: 4, scope: !124, file: !1, line: 10, type: !127)
!134 = !DILocalVariable(name: "y", arg: 5, scope: !124, file: !1, line: 10, type: !29)
!135 = distinct !DILocation(line: 38, column: 5, scope: !136)
!136 = distinct !DILexicalBlock(scope: !112, file: !1, line: 37, column: 34)
!137 = !{!138, !138, i64 0}
!138 = !{!"int", !45, i64 0}
!139 = !DILocation(line: 11, column: 1, scope: !124, inlinedAt: !135)
!140 = !DILocation(line: 18, column: 1, scope: !124, inlinedAt: !135)
!141 = !DILocation(line: 0, scope: !142, inlinedAt: !149)
!142 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 20, type: !143, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !3, !29, !30}
!145 = !{!146, !147, !148}
!146 = !DILocalVariable(name: "n", arg: 1, scope: !142, file: !1, line: 20, type: !3)
!147 = !DILocalVariable(name: "y", arg: 2, scope: !142, file: !1, line: 20, type: !29)
!148 = !DILocalVariable(name: "f", arg: 3, scope: !142, file: !1, line: 20, type: !30)
!149 = distinct !DILocation(line: 39, column: 5, scope: !136)
!150 = !DILocation(line: 21, column: 1, scope: !142, inlinedAt: !149)
!151 = !DILocation(line: 24, column: 1, scope: !142, inlinedAt: !149)
!152 = !DILocation(line: 37, column: 30, scope: !112)
!153 = distinct !{!153, !113, !154, !96}
!154 = !DILocation(line: 40, column: 3, scope: !38)
!155 = !DILocation(line: 46, column: 1, scope: !19)
!156 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 11, type: !157, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !166)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159, !159, !163, !163, !164, !164, !165}
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !127, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!166 = !{!167, !168, !169, !170, !171, !172, !173}
!167 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !156, type: !159, flags: DIFlagArtificial)
!168 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !156, type: !159, flags: DIFlagArtificial)
!169 = !DILocalVariable(name: "n", arg: 3, scope: !156, type: !163, flags: DIFlagArtificial)
!170 = !DILocalVariable(name: "m", arg: 4, scope: !156, type: !163, flags: DIFlagArtificial)
!171 = !DILocalVariable(name: "A", arg: 5, scope: !156, type: !164, flags: DIFlagArtificial)
!172 = !DILocalVariable(name: "x", arg: 6, scope: !156, type: !164, flags: DIFlagArtificial)
!173 = !DILocalVariable(name: "y", arg: 7, scope: !156, type: !165, flags: DIFlagArtificial)
!174 = !DILocation(line: 0, scope: !156)
!175 = !{!176}
!176 = distinct !{!176, !177, !".omp_outlined._debug__: argument 0"}
!177 = distinct !{!177, !".omp_outlined._debug__"}
!178 = !DILocation(line: 11, column: 1, scope: !156)
!179 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !180, type: !159, flags: DIFlagArtificial)
!180 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 12, type: !157, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !181)
!181 = !{!179, !182, !183, !184, !185, !186, !187, !188, !189, !189, !190, !191, !192, !193, !194, !190, !195, !197}
!182 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !180, type: !159, flags: DIFlagArtificial)
!183 = !DILocalVariable(name: "n", arg: 3, scope: !180, file: !1, line: 10, type: !163)
!184 = !DILocalVariable(name: "m", arg: 4, scope: !180, file: !1, line: 10, type: !163)
!185 = !DILocalVariable(name: "A", arg: 5, scope: !180, file: !1, line: 10, type: !164)
!186 = !DILocalVariable(name: "x", arg: 6, scope: !180, file: !1, line: 10, type: !164)
!187 = !DILocalVariable(name: "y", arg: 7, scope: !180, file: !1, line: 10, type: !165)
!188 = !DILocalVariable(name: ".omp.iv", scope: !180, type: !3, flags: DIFlagArtificial)
!189 = !DILocalVariable(name: ".capture_expr.", scope: !180, type: !3, flags: DIFlagArtificial)
!190 = !DILocalVariable(name: "i", scope: !180, type: !3, flags: DIFlagArtificial)
!191 = !DILocalVariable(name: ".omp.lb", scope: !180, type: !3, flags: DIFlagArtificial)
!192 = !DILocalVariable(name: ".omp.ub", scope: !180, type: !3, flags: DIFlagArtificial)
!193 = !DILocalVariable(name: ".omp.stride", scope: !180, type: !3, flags: DIFlagArtificial)
!194 = !DILocalVariable(name: ".omp.is_last", scope: !180, type: !3, flags: DIFlagArtificial)
!195 = !DILocalVariable(name: "s", scope: !196, file: !1, line: 13, type: !30)
!196 = distinct !DILexicalBlock(scope: !180, file: !1, line: 12, column: 31)
!197 = !DILocalVariable(name: "j", scope: !198, file: !1, line: 14, type: !3)
!198 = distinct !DILexicalBlock(scope: !196, file: !1, line: 14, column: 5)
!199 = !DILocation(line: 0, scope: !180, inlinedAt: !200)
!200 = distinct !DILocation(line: 11, column: 1, scope: !156)
!201 = !DILocation(line: 12, column: 23, scope: !180, inlinedAt: !200)
!202 = !DILocation(line: 12, column: 3, scope: !180, inlinedAt: !200)
!203 = !DILocation(line: 12, column: 8, scope: !180, inlinedAt: !200)
!204 = !DILocation(line: 11, column: 1, scope: !180, inlinedAt: !200)
!205 = !DILocation(line: 0, scope: !198, inlinedAt: !200)
!206 = !DILocation(line: 0, scope: !196, inlinedAt: !200)
!207 = !DILocation(line: 14, column: 5, scope: !198, inlinedAt: !200)
!208 = !DILocation(line: 15, column: 28, scope: !209, inlinedAt: !200)
!209 = distinct !DILexicalBlock(scope: !198, file: !1, line: 14, column: 5)
!210 = !DILocation(line: 15, column: 12, scope: !209, inlinedAt: !200)
!211 = !DILocation(line: 15, column: 35, scope: !209, inlinedAt: !200)
!212 = !DILocation(line: 15, column: 9, scope: !209, inlinedAt: !200)
!213 = !DILocation(line: 14, column: 29, scope: !209, inlinedAt: !200)
!214 = distinct !{!214, !215}
!215 = !{!"llvm.loop.unroll.disable"}
!216 = !DILocation(line: 16, column: 5, scope: !196, inlinedAt: !200)
!217 = !DILocation(line: 16, column: 10, scope: !196, inlinedAt: !200)
!218 = distinct !{!218, !204, !219}
!219 = !DILocation(line: 11, column: 25, scope: !180, inlinedAt: !200)
!220 = distinct !{!220, !207, !221, !96}
!221 = !DILocation(line: 15, column: 38, scope: !198, inlinedAt: !200)
!222 = !{!223}
!223 = !{i64 2, i64 -1, i64 -1, i1 true}
!224 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 21, type: !225, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !228)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !159, !159, !163, !165, !227}
!227 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!228 = !{!229, !230, !231, !232, !233}
!229 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !224, type: !159, flags: DIFlagArtificial)
!230 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !224, type: !159, flags: DIFlagArtificial)
!231 = !DILocalVariable(name: "n", arg: 3, scope: !224, type: !163, flags: DIFlagArtificial)
!232 = !DILocalVariable(name: "y", arg: 4, scope: !224, type: !165, flags: DIFlagArtificial)
!233 = !DILocalVariable(name: "f", arg: 5, scope: !224, type: !227, flags: DIFlagArtificial)
!234 = !DILocation(line: 0, scope: !224)
!235 = !{!236}
!236 = distinct !{!236, !237, !".omp_outlined._debug__.1: argument 0"}
!237 = distinct !{!237, !".omp_outlined._debug__.1"}
!238 = !DILocation(line: 21, column: 1, scope: !224)
!239 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !240, type: !159, flags: DIFlagArtificial)
!240 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 22, type: !225, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !241)
!241 = !{!239, !242, !243, !244, !245, !246, !247, !247, !248, !249, !250, !251, !252, !248}
!242 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !240, type: !159, flags: DIFlagArtificial)
!243 = !DILocalVariable(name: "n", arg: 3, scope: !240, file: !1, line: 20, type: !163)
!244 = !DILocalVariable(name: "y", arg: 4, scope: !240, file: !1, line: 20, type: !165)
!245 = !DILocalVariable(name: "f", arg: 5, scope: !240, file: !1, line: 20, type: !227)
!246 = !DILocalVariable(name: ".omp.iv", scope: !240, type: !3, flags: DIFlagArtificial)
!247 = !DILocalVariable(name: ".capture_expr.", scope: !240, type: !3, flags: DIFlagArtificial)
!248 = !DILocalVariable(name: "i", scope: !240, type: !3, flags: DIFlagArtificial)
!249 = !DILocalVariable(name: ".omp.lb", scope: !240, type: !3, flags: DIFlagArtificial)
!250 = !DILocalVariable(name: ".omp.ub", scope: !240, type: !3, flags: DIFlagArtificial)
!251 = !DILocalVariable(name: ".omp.stride", scope: !240, type: !3, flags: DIFlagArtificial)
!252 = !DILocalVariable(name: ".omp.is_last", scope: !240, type: !3, flags: DIFlagArtificial)
!253 = !DILocation(line: 0, scope: !240, inlinedAt: !254)
!254 = distinct !DILocation(line: 21, column: 1, scope: !224)
!255 = !DILocation(line: 22, column: 23, scope: !240, inlinedAt: !254)
!256 = !DILocation(line: 22, column: 3, scope: !240, inlinedAt: !254)
!257 = !DILocation(line: 22, column: 8, scope: !240, inlinedAt: !254)
!258 = !DILocation(line: 21, column: 1, scope: !240, inlinedAt: !254)
!259 = !{!260}
!260 = distinct !{!260, !261}
!261 = distinct !{!261, !"LVerDomain"}
!262 = !DILocation(line: 23, column: 5, scope: !240, inlinedAt: !254)
!263 = !DILocation(line: 23, column: 10, scope: !240, inlinedAt: !254)
!264 = !{!265}
!265 = distinct !{!265, !261}
!266 = !{!236, !260}
!267 = distinct !{!267, !258, !268, !97}
!268 = !DILocation(line: 21, column: 25, scope: !240, inlinedAt: !254)
!269 = !DILocation(line: 23, column: 13, scope: !240, inlinedAt: !254)
!270 = distinct !{!270, !215}
!271 = distinct !{!271, !258, !268, !97}
