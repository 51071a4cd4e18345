; ModuleID = 'args_strcmp.c'
source_filename = "args_strcmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [35 x i8] c"usage: args_strcmp rows|strided N\0A\00", align 1
@A = internal unnamed_addr global [20000 x double] zeroinitializer, align 16, !dbg !0
@B = internal unnamed_addr global [20000 x double] zeroinitializer, align 16, !dbg !11
@.str.1 = private unnamed_addr constant [5 x i8] c"rows\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"strided\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"unknown mode %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i8** %1, metadata !29, metadata !DIExpression()), !dbg !34
  %3 = icmp slt i32 %0, 3, !dbg !35
  br i1 %3, label %4, label %7, !dbg !37

4:                                                ; preds = %2
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !38, !tbaa !40
  %6 = tail call i64 @fwrite(i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i64 34, i64 1, %struct._IO_FILE* %5) #6, !dbg !44
  br label %167, !dbg !45

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !46
  %9 = load i8*, i8** %8, align 8, !dbg !46, !tbaa !40
  call void @llvm.dbg.value(metadata i8* %9, metadata !47, metadata !DIExpression()) #7, !dbg !55
  %10 = tail call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #7, !dbg !57
  %11 = trunc i64 %10 to i32, !dbg !58
  call void @llvm.dbg.value(metadata i32 %11, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !59
  %12 = icmp sgt i32 %11, 0, !dbg !60
  br i1 %12, label %13, label %52, !dbg !62

13:                                               ; preds = %7
  %14 = and i64 %10, 4294967295, !dbg !60
  %15 = icmp ult i64 %14, 4, !dbg !62
  br i1 %15, label %45, label %16, !dbg !62

16:                                               ; preds = %13
  %17 = and i64 %10, 3, !dbg !62
  %18 = sub nsw i64 %14, %17, !dbg !62
  br label %19, !dbg !62

19:                                               ; preds = %19, %16
  %20 = phi i64 [ 0, %16 ], [ %39, %19 ], !dbg !63
  %21 = phi <2 x i32> [ <i32 0, i32 1>, %16 ], [ %40, %19 ], !dbg !64
  %22 = phi <2 x i32> [ <i32 0, i32 1>, %16 ], [ %41, %19 ], !dbg !66
  %23 = add <2 x i32> %21, <i32 2, i32 2>, !dbg !64
  %24 = sitofp <2 x i32> %21 to <2 x double>, !dbg !64
  %25 = sitofp <2 x i32> %23 to <2 x double>, !dbg !64
  %26 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %20, !dbg !63
  %27 = bitcast double* %26 to <2 x double>*, !dbg !67
  store <2 x double> %24, <2 x double>* %27, align 16, !dbg !67, !tbaa !68
  %28 = getelementptr inbounds double, double* %26, i64 2, !dbg !67
  %29 = bitcast double* %28 to <2 x double>*, !dbg !67
  store <2 x double> %25, <2 x double>* %29, align 16, !dbg !67, !tbaa !68
  %30 = shl <2 x i32> %22, <i32 1, i32 1>, !dbg !66
  %31 = shl <2 x i32> %22, <i32 1, i32 1>, !dbg !66
  %32 = add <2 x i32> %31, <i32 4, i32 4>, !dbg !66
  %33 = sitofp <2 x i32> %30 to <2 x double>, !dbg !66
  %34 = sitofp <2 x i32> %32 to <2 x double>, !dbg !66
  %35 = getelementptr inbounds [20000 x double], [20000 x double]* @B, i64 0, i64 %20, !dbg !63
  %36 = bitcast double* %35 to <2 x double>*, !dbg !70
  store <2 x double> %33, <2 x double>* %36, align 16, !dbg !70, !tbaa !68
  %37 = getelementptr inbounds double, double* %35, i64 2, !dbg !70
  %38 = bitcast double* %37 to <2 x double>*, !dbg !70
  store <2 x double> %34, <2 x double>* %38, align 16, !dbg !70, !tbaa !68
  %39 = add nuw i64 %20, 4, !dbg !63
  %40 = add <2 x i32> %21, <i32 4, i32 4>, !dbg !64
  %41 = add <2 x i32> %22, <i32 4, i32 4>, !dbg !66
  %42 = icmp eq i64 %39, %18, !dbg !63
  br i1 %42, label %43, label %19, !dbg !63, !llvm.loop !71

43:                                               ; preds = %19
  %44 = icmp eq i64 %17, 0, !dbg !62
  br i1 %44, label %47, label %45, !dbg !62

45:                                               ; preds = %13, %43
  %46 = phi i64 [ 0, %13 ], [ %18, %43 ]
  br label %57, !dbg !62

47:                                               ; preds = %57, %43
  %48 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !75
  %49 = load i8*, i8** %48, align 8, !dbg !75, !tbaa !40
  %50 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %49, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)) #8, !dbg !77
  %51 = icmp eq i32 %50, 0, !dbg !78
  br i1 %51, label %68, label %97, !dbg !79

52:                                               ; preds = %7
  %53 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !75
  %54 = load i8*, i8** %53, align 8, !dbg !75, !tbaa !40
  %55 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %54, i8* noundef nonnull dereferenceable(5) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)) #8, !dbg !77
  %56 = icmp eq i32 %55, 0, !dbg !78
  br i1 %56, label %164, label %100, !dbg !79

57:                                               ; preds = %45, %57
  %58 = phi i64 [ %66, %57 ], [ %46, %45 ]
  call void @llvm.dbg.value(metadata i64 %58, metadata !31, metadata !DIExpression()), !dbg !59
  %59 = trunc i64 %58 to i32, !dbg !64
  %60 = sitofp i32 %59 to double, !dbg !64
  %61 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %58, !dbg !80
  store double %60, double* %61, align 8, !dbg !67, !tbaa !68
  %62 = trunc i64 %58 to i32, !dbg !66
  %63 = shl i32 %62, 1, !dbg !66
  %64 = sitofp i32 %63 to double, !dbg !66
  %65 = getelementptr inbounds [20000 x double], [20000 x double]* @B, i64 0, i64 %58, !dbg !81
  store double %64, double* %65, align 8, !dbg !70, !tbaa !68
  %66 = add nuw nsw i64 %58, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %66, metadata !31, metadata !DIExpression()), !dbg !59
  %67 = icmp eq i64 %66, %14, !dbg !60
  br i1 %67, label %47, label %57, !dbg !62, !llvm.loop !82

68:                                               ; preds = %47
  call void @llvm.dbg.value(metadata i32 %11, metadata !84, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !89, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !94
  br i1 %12, label %69, label %164, !dbg !95

69:                                               ; preds = %68
  %70 = add nsw i64 %14, -1, !dbg !95
  %71 = and i64 %10, 3, !dbg !95
  %72 = icmp ult i64 %70, 3, !dbg !95
  br i1 %72, label %137, label %73, !dbg !95

73:                                               ; preds = %69
  %74 = sub nsw i64 %14, %71, !dbg !95
  br label %75, !dbg !95

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %94, %75 ]
  %77 = phi double [ 0.000000e+00, %73 ], [ %93, %75 ]
  %78 = phi i64 [ 0, %73 ], [ %95, %75 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %77, metadata !89, metadata !DIExpression()), !dbg !92
  %79 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %76, !dbg !96
  %80 = load double, double* %79, align 16, !dbg !96, !tbaa !68
  %81 = fadd double %77, %80, !dbg !98
  call void @llvm.dbg.value(metadata double %81, metadata !89, metadata !DIExpression()), !dbg !92
  %82 = or i64 %76, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %82, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %82, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %81, metadata !89, metadata !DIExpression()), !dbg !92
  %83 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %82, !dbg !96
  %84 = load double, double* %83, align 8, !dbg !96, !tbaa !68
  %85 = fadd double %81, %84, !dbg !98
  call void @llvm.dbg.value(metadata double %85, metadata !89, metadata !DIExpression()), !dbg !92
  %86 = or i64 %76, 2, !dbg !99
  call void @llvm.dbg.value(metadata i64 %86, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %86, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %85, metadata !89, metadata !DIExpression()), !dbg !92
  %87 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %86, !dbg !96
  %88 = load double, double* %87, align 16, !dbg !96, !tbaa !68
  %89 = fadd double %85, %88, !dbg !98
  call void @llvm.dbg.value(metadata double %89, metadata !89, metadata !DIExpression()), !dbg !92
  %90 = or i64 %76, 3, !dbg !99
  call void @llvm.dbg.value(metadata i64 %90, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %90, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %89, metadata !89, metadata !DIExpression()), !dbg !92
  %91 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %90, !dbg !96
  %92 = load double, double* %91, align 8, !dbg !96, !tbaa !68
  %93 = fadd double %89, %92, !dbg !98
  call void @llvm.dbg.value(metadata double %93, metadata !89, metadata !DIExpression()), !dbg !92
  %94 = add nuw nsw i64 %76, 4, !dbg !99
  call void @llvm.dbg.value(metadata i64 %94, metadata !90, metadata !DIExpression()), !dbg !94
  %95 = add i64 %78, 4, !dbg !95
  %96 = icmp eq i64 %95, %74, !dbg !95
  br i1 %96, label %137, label %75, !dbg !95, !llvm.loop !100

97:                                               ; preds = %47
  %98 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(8) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %49, i64 noundef 7) #8, !dbg !102
  %99 = icmp eq i32 %98, 0, !dbg !104
  br i1 %99, label %103, label %133, !dbg !105

100:                                              ; preds = %52
  %101 = tail call i32 @strncmp(i8* noundef nonnull dereferenceable(8) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %54, i64 noundef 7) #8, !dbg !102
  %102 = icmp eq i32 %101, 0, !dbg !104
  br i1 %102, label %164, label %133, !dbg !105

103:                                              ; preds = %97
  call void @llvm.dbg.value(metadata i32 %11, metadata !106, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !109, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !114
  br i1 %12, label %104, label %164, !dbg !115

104:                                              ; preds = %103
  %105 = and i64 %10, 4294967295, !dbg !115
  %106 = add nsw i64 %105, -1, !dbg !115
  %107 = lshr i64 %106, 4, !dbg !115
  %108 = add nuw nsw i64 %107, 1, !dbg !115
  %109 = and i64 %108, 1, !dbg !115
  %110 = icmp ult i64 %106, 16, !dbg !115
  br i1 %110, label %152, label %111, !dbg !115

111:                                              ; preds = %104
  %112 = and i64 %108, 2305843009213693950, !dbg !115
  br label %113, !dbg !115

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %130, %113 ]
  %115 = phi double [ 0.000000e+00, %111 ], [ %129, %113 ]
  %116 = phi i64 [ 0, %111 ], [ %131, %113 ]
  call void @llvm.dbg.value(metadata i64 %114, metadata !110, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata double %115, metadata !109, metadata !DIExpression()), !dbg !112
  %117 = getelementptr inbounds [20000 x double], [20000 x double]* @B, i64 0, i64 %114, !dbg !116
  %118 = load double, double* %117, align 16, !dbg !116, !tbaa !68
  %119 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %114, !dbg !118
  %120 = load double, double* %119, align 16, !dbg !118, !tbaa !68
  %121 = fadd double %118, %120, !dbg !119
  %122 = fadd double %115, %121, !dbg !120
  call void @llvm.dbg.value(metadata double %122, metadata !109, metadata !DIExpression()), !dbg !112
  %123 = or i64 %114, 16, !dbg !121
  call void @llvm.dbg.value(metadata i64 %123, metadata !110, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i64 %123, metadata !110, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata double %122, metadata !109, metadata !DIExpression()), !dbg !112
  %124 = getelementptr inbounds [20000 x double], [20000 x double]* @B, i64 0, i64 %123, !dbg !116
  %125 = load double, double* %124, align 16, !dbg !116, !tbaa !68
  %126 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %123, !dbg !118
  %127 = load double, double* %126, align 16, !dbg !118, !tbaa !68
  %128 = fadd double %125, %127, !dbg !119
  %129 = fadd double %122, %128, !dbg !120
  call void @llvm.dbg.value(metadata double %129, metadata !109, metadata !DIExpression()), !dbg !112
  %130 = add nuw nsw i64 %114, 32, !dbg !121
  call void @llvm.dbg.value(metadata i64 %130, metadata !110, metadata !DIExpression()), !dbg !114
  %131 = add i64 %116, 2, !dbg !115
  %132 = icmp eq i64 %131, %112, !dbg !115
  br i1 %132, label %152, label %113, !dbg !115, !llvm.loop !122

133:                                              ; preds = %100, %97
  %134 = phi i8* [ %54, %100 ], [ %49, %97 ]
  %135 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !124, !tbaa !40
  %136 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %135, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i8* noundef %134) #6, !dbg !126
  br label %167, !dbg !127

137:                                              ; preds = %75, %69
  %138 = phi double [ undef, %69 ], [ %93, %75 ]
  %139 = phi i64 [ 0, %69 ], [ %94, %75 ]
  %140 = phi double [ 0.000000e+00, %69 ], [ %93, %75 ]
  %141 = icmp eq i64 %71, 0, !dbg !95
  br i1 %141, label %164, label %142, !dbg !95

142:                                              ; preds = %137, %142
  %143 = phi i64 [ %149, %142 ], [ %139, %137 ]
  %144 = phi double [ %148, %142 ], [ %140, %137 ]
  %145 = phi i64 [ %150, %142 ], [ 0, %137 ]
  call void @llvm.dbg.value(metadata i64 %143, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %144, metadata !89, metadata !DIExpression()), !dbg !92
  %146 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %143, !dbg !96
  %147 = load double, double* %146, align 8, !dbg !96, !tbaa !68
  %148 = fadd double %144, %147, !dbg !98
  call void @llvm.dbg.value(metadata double %148, metadata !89, metadata !DIExpression()), !dbg !92
  %149 = add nuw nsw i64 %143, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %149, metadata !90, metadata !DIExpression()), !dbg !94
  %150 = add i64 %145, 1, !dbg !95
  %151 = icmp eq i64 %150, %71, !dbg !95
  br i1 %151, label %164, label %142, !dbg !95, !llvm.loop !128

152:                                              ; preds = %113, %104
  %153 = phi double [ undef, %104 ], [ %129, %113 ]
  %154 = phi i64 [ 0, %104 ], [ %130, %113 ]
  %155 = phi double [ 0.000000e+00, %104 ], [ %129, %113 ]
  %156 = icmp eq i64 %109, 0, !dbg !115
  br i1 %156, label %164, label %157, !dbg !115

157:                                              ; preds = %152
  call void @llvm.dbg.value(metadata i64 %154, metadata !110, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata double %155, metadata !109, metadata !DIExpression()), !dbg !112
  %158 = getelementptr inbounds [20000 x double], [20000 x double]* @B, i64 0, i64 %154, !dbg !116
  %159 = load double, double* %158, align 16, !dbg !116, !tbaa !68
  %160 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %154, !dbg !118
  %161 = load double, double* %160, align 16, !dbg !118, !tbaa !68
  %162 = fadd double %159, %161, !dbg !119
  %163 = fadd double %155, %162, !dbg !120
  call void @llvm.dbg.value(metadata double %163, metadata !109, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i64 %154, metadata !110, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !114
  br label %164, !dbg !130

164:                                              ; preds = %157, %152, %137, %142, %100, %52, %103, %68
  %165 = phi double [ 0.000000e+00, %68 ], [ 0.000000e+00, %103 ], [ 0.000000e+00, %52 ], [ 0.000000e+00, %100 ], [ %138, %137 ], [ %148, %142 ], [ %153, %152 ], [ %163, %157 ], !dbg !131
  call void @llvm.dbg.value(metadata double %165, metadata !33, metadata !DIExpression()), !dbg !34
  %166 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), double noundef %165), !dbg !130
  br label %167, !dbg !132

167:                                              ; preds = %133, %164, %4
  %168 = phi i32 [ 1, %4 ], [ 0, %164 ], [ 2, %133 ], !dbg !34
  ret i32 %168, !dbg !133
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strncmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { cold }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_strcmp.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7417f468d9aba0a3d2f7165914c2d41f")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 8, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 1280000, elements: !15)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 20000)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !25, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!5, !5, !6}
!27 = !{!28, !29, !30, !31, !33}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !3, line: 19, type: !5)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !3, line: 19, type: !6)
!30 = !DILocalVariable(name: "n", scope: !24, file: !3, line: 24, type: !5)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 25, type: !5)
!32 = distinct !DILexicalBlock(scope: !24, file: !3, line: 25, column: 3)
!33 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 29, type: !14)
!34 = !DILocation(line: 0, scope: !24)
!35 = !DILocation(line: 20, column: 12, scope: !36)
!36 = distinct !DILexicalBlock(scope: !24, file: !3, line: 20, column: 7)
!37 = !DILocation(line: 20, column: 7, scope: !24)
!38 = !DILocation(line: 21, column: 13, scope: !39)
!39 = distinct !DILexicalBlock(scope: !36, file: !3, line: 20, column: 17)
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 21, column: 5, scope: !39)
!45 = !DILocation(line: 22, column: 5, scope: !39)
!46 = !DILocation(line: 24, column: 16, scope: !24)
!47 = !DILocalVariable(name: "__nptr", arg: 1, scope: !48, file: !49, line: 362, type: !52)
!48 = distinct !DISubprogram(name: "atoi", scope: !49, file: !49, line: 362, type: !50, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!49 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!50 = !DISubroutineType(types: !51)
!51 = !{!5, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!54 = !{!47}
!55 = !DILocation(line: 0, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 24, column: 11, scope: !24)
!57 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 0, scope: !32)
!60 = !DILocation(line: 25, column: 21, scope: !61)
!61 = distinct !DILexicalBlock(scope: !32, file: !3, line: 25, column: 3)
!62 = !DILocation(line: 25, column: 3, scope: !32)
!63 = !DILocation(line: 25, column: 27, scope: !61)
!64 = !DILocation(line: 26, column: 12, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 25, column: 31)
!66 = !DILocation(line: 27, column: 12, scope: !65)
!67 = !DILocation(line: 26, column: 10, scope: !65)
!68 = !{!69, !69, i64 0}
!69 = !{!"double", !42, i64 0}
!70 = !DILocation(line: 27, column: 10, scope: !65)
!71 = distinct !{!71, !62, !72, !73, !74}
!72 = !DILocation(line: 28, column: 3, scope: !32)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.isvectorized", i32 1}
!75 = !DILocation(line: 30, column: 14, scope: !76)
!76 = distinct !DILexicalBlock(scope: !24, file: !3, line: 30, column: 7)
!77 = !DILocation(line: 30, column: 7, scope: !76)
!78 = !DILocation(line: 30, column: 31, scope: !76)
!79 = !DILocation(line: 30, column: 7, scope: !24)
!80 = !DILocation(line: 26, column: 5, scope: !65)
!81 = !DILocation(line: 27, column: 5, scope: !65)
!82 = distinct !{!82, !62, !72, !73, !83, !74}
!83 = !{!"llvm.loop.unroll.runtime.disable"}
!84 = !DILocalVariable(name: "n", arg: 1, scope: !85, file: !3, line: 9, type: !5)
!85 = distinct !DISubprogram(name: "row_sum", scope: !3, file: !3, line: 9, type: !86, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!14, !5}
!88 = !{!84, !89, !90}
!89 = !DILocalVariable(name: "s", scope: !85, file: !3, line: 10, type: !14)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 11, type: !5)
!91 = distinct !DILexicalBlock(scope: !85, file: !3, line: 11, column: 3)
!92 = !DILocation(line: 0, scope: !85, inlinedAt: !93)
!93 = distinct !DILocation(line: 31, column: 9, scope: !76)
!94 = !DILocation(line: 0, scope: !91, inlinedAt: !93)
!95 = !DILocation(line: 11, column: 3, scope: !91, inlinedAt: !93)
!96 = !DILocation(line: 11, column: 36, scope: !97, inlinedAt: !93)
!97 = distinct !DILexicalBlock(scope: !91, file: !3, line: 11, column: 3)
!98 = !DILocation(line: 11, column: 33, scope: !97, inlinedAt: !93)
!99 = !DILocation(line: 11, column: 27, scope: !97, inlinedAt: !93)
!100 = distinct !{!100, !95, !101, !73}
!101 = !DILocation(line: 11, column: 39, scope: !91, inlinedAt: !93)
!102 = !DILocation(line: 32, column: 12, scope: !103)
!103 = distinct !DILexicalBlock(scope: !76, file: !3, line: 32, column: 12)
!104 = !DILocation(line: 32, column: 43, scope: !103)
!105 = !DILocation(line: 32, column: 12, scope: !76)
!106 = !DILocalVariable(name: "n", arg: 1, scope: !107, file: !3, line: 14, type: !5)
!107 = distinct !DISubprogram(name: "strided", scope: !3, file: !3, line: 14, type: !86, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!108 = !{!106, !109, !110}
!109 = !DILocalVariable(name: "s", scope: !107, file: !3, line: 15, type: !14)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 16, type: !5)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 16, column: 3)
!112 = !DILocation(line: 0, scope: !107, inlinedAt: !113)
!113 = distinct !DILocation(line: 33, column: 9, scope: !103)
!114 = !DILocation(line: 0, scope: !111, inlinedAt: !113)
!115 = !DILocation(line: 16, column: 3, scope: !111, inlinedAt: !113)
!116 = !DILocation(line: 16, column: 40, scope: !117, inlinedAt: !113)
!117 = distinct !DILexicalBlock(scope: !111, file: !3, line: 16, column: 3)
!118 = !DILocation(line: 16, column: 47, scope: !117, inlinedAt: !113)
!119 = !DILocation(line: 16, column: 45, scope: !117, inlinedAt: !113)
!120 = !DILocation(line: 16, column: 37, scope: !117, inlinedAt: !113)
!121 = !DILocation(line: 16, column: 28, scope: !117, inlinedAt: !113)
!122 = distinct !{!122, !115, !123, !73}
!123 = !DILocation(line: 16, column: 50, scope: !111, inlinedAt: !113)
!124 = !DILocation(line: 35, column: 13, scope: !125)
!125 = distinct !DILexicalBlock(scope: !103, file: !3, line: 34, column: 8)
!126 = !DILocation(line: 35, column: 5, scope: !125)
!127 = !DILocation(line: 36, column: 5, scope: !125)
!128 = distinct !{!128, !129}
!129 = !{!"llvm.loop.unroll.disable"}
!130 = !DILocation(line: 38, column: 3, scope: !24)
!131 = !DILocation(line: 0, scope: !76)
!132 = !DILocation(line: 39, column: 3, scope: !24)
!133 = !DILocation(line: 40, column: 1, scope: !24)
