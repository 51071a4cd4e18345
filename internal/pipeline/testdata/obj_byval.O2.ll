; ModuleID = 'obj_byval.c'
source_filename = "obj_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !39
  %3 = icmp sgt i32 %0, 1, !dbg !40
  br i1 %3, label %4, label %9, !dbg !41

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !42
  %6 = load i8*, i8** %5, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %6, metadata !47, metadata !DIExpression()) #6, !dbg !55
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !57
  %8 = trunc i64 %7 to i32, !dbg !58
  br label %9, !dbg !41

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 40, %2 ], !dbg !41
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !39
  %11 = sext i32 %10 to i64, !dbg !59
  %12 = shl nsw i64 %11, 5, !dbg !60
  %13 = mul i64 %12, %11, !dbg !61
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #6, !dbg !62
  %15 = bitcast i8* %14 to double*, !dbg !62
  call void @llvm.dbg.value(metadata double* %15, metadata !22, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 %10, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %10, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  %16 = shl nsw i32 %10, 1, !dbg !63
  call void @llvm.dbg.value(metadata i32 %16, metadata !30, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  %17 = sdiv i32 %10, 2, !dbg !64
  call void @llvm.dbg.value(metadata i32 %17, metadata !30, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %10, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 4, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 %10, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !39
  call void @llvm.dbg.value(metadata i32 2, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !39
  %18 = zext i32 %10 to i64, !dbg !65
  call void @llvm.dbg.value(metadata i32 %10, metadata !66, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !78
  call void @llvm.dbg.value(metadata i32 %10, metadata !66, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !78
  call void @llvm.dbg.value(metadata double* %15, metadata !71, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !80
  %19 = icmp sgt i32 %10, 0, !dbg !81
  br i1 %19, label %20, label %115, !dbg !82

20:                                               ; preds = %9
  %21 = and i64 %18, 1
  %22 = icmp eq i32 %10, 1
  %23 = and i64 %18, 4294967294
  %24 = icmp eq i64 %21, 0
  br label %25, !dbg !82

25:                                               ; preds = %20, %40
  %26 = phi i64 [ %42, %40 ], [ 0, %20 ]
  %27 = phi double [ %41, %40 ], [ 0.000000e+00, %20 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !73, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %27, metadata !72, metadata !DIExpression()), !dbg !78
  %28 = mul nsw i64 %26, %11
  br i1 %22, label %29, label %44, !dbg !84

29:                                               ; preds = %44, %25
  %30 = phi double [ undef, %25 ], [ %60, %44 ]
  %31 = phi i64 [ 0, %25 ], [ %61, %44 ]
  %32 = phi double [ %27, %25 ], [ %60, %44 ]
  br i1 %24, label %40, label %33, !dbg !84

33:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i64 %31, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %32, metadata !72, metadata !DIExpression()), !dbg !78
  %34 = add nuw nsw i64 %31, %26, !dbg !85
  %35 = trunc i64 %34 to i32, !dbg !88
  %36 = sitofp i32 %35 to double, !dbg !88
  %37 = add nsw i64 %31, %28, !dbg !89
  %38 = getelementptr inbounds double, double* %15, i64 %37, !dbg !90
  store double %36, double* %38, align 8, !dbg !91, !tbaa !92
  %39 = fadd double %32, %36, !dbg !94
  call void @llvm.dbg.value(metadata double %39, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %31, metadata !75, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !83
  br label %40, !dbg !95

40:                                               ; preds = %29, %33
  %41 = phi double [ %30, %29 ], [ %39, %33 ], !dbg !94
  %42 = add nuw nsw i64 %26, 1, !dbg !95
  call void @llvm.dbg.value(metadata i64 %42, metadata !73, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double %41, metadata !72, metadata !DIExpression()), !dbg !78
  %43 = icmp eq i64 %42, %18, !dbg !81
  br i1 %43, label %64, label %25, !dbg !82, !llvm.loop !96

44:                                               ; preds = %25, %44
  %45 = phi i64 [ %61, %44 ], [ 0, %25 ]
  %46 = phi double [ %60, %44 ], [ %27, %25 ]
  %47 = phi i64 [ %62, %44 ], [ 0, %25 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %46, metadata !72, metadata !DIExpression()), !dbg !78
  %48 = add nuw nsw i64 %45, %26, !dbg !85
  %49 = trunc i64 %48 to i32, !dbg !88
  %50 = sitofp i32 %49 to double, !dbg !88
  %51 = add nsw i64 %45, %28, !dbg !89
  %52 = getelementptr inbounds double, double* %15, i64 %51, !dbg !90
  store double %50, double* %52, align 8, !dbg !91, !tbaa !92
  %53 = fadd double %46, %50, !dbg !94
  call void @llvm.dbg.value(metadata double %53, metadata !72, metadata !DIExpression()), !dbg !78
  %54 = or i64 %45, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %54, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i64 %54, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double %53, metadata !72, metadata !DIExpression()), !dbg !78
  %55 = add nuw nsw i64 %54, %26, !dbg !85
  %56 = trunc i64 %55 to i32, !dbg !88
  %57 = sitofp i32 %56 to double, !dbg !88
  %58 = add nsw i64 %54, %28, !dbg !89
  %59 = getelementptr inbounds double, double* %15, i64 %58, !dbg !90
  store double %57, double* %59, align 8, !dbg !91, !tbaa !92
  %60 = fadd double %53, %57, !dbg !94
  call void @llvm.dbg.value(metadata double %60, metadata !72, metadata !DIExpression()), !dbg !78
  %61 = add nuw nsw i64 %45, 2, !dbg !99
  call void @llvm.dbg.value(metadata i64 %61, metadata !75, metadata !DIExpression()), !dbg !83
  %62 = add i64 %47, 2, !dbg !84
  %63 = icmp eq i64 %62, %23, !dbg !84
  br i1 %63, label %29, label %44, !dbg !84, !llvm.loop !100

64:                                               ; preds = %40
  %65 = zext i32 %17 to i64, !dbg !102
  %66 = zext i32 %16 to i64, !dbg !102
  call void @llvm.dbg.value(metadata i32 %16, metadata !66, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !103
  call void @llvm.dbg.value(metadata i64 %65, metadata !66, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !103
  call void @llvm.dbg.value(metadata double* %15, metadata !71, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !72, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !105
  br i1 %19, label %67, label %115, !dbg !106

67:                                               ; preds = %64
  call void @llvm.dbg.value(metadata i32 %17, metadata !66, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !103
  %68 = icmp eq i32 %10, 1
  %69 = sext i32 %17 to i64, !dbg !106
  %70 = and i64 %65, 1
  %71 = and i32 %10, -2
  %72 = icmp eq i32 %71, 2
  %73 = and i64 %65, 4294967294
  %74 = icmp eq i64 %70, 0
  br label %75, !dbg !106

75:                                               ; preds = %91, %67
  %76 = phi i64 [ 0, %67 ], [ %93, %91 ]
  %77 = phi double [ 0.000000e+00, %67 ], [ %92, %91 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !73, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %77, metadata !72, metadata !DIExpression()), !dbg !103
  br i1 %68, label %91, label %78, !dbg !108

78:                                               ; preds = %75
  %79 = mul nsw i64 %76, %69
  br i1 %72, label %80, label %95, !dbg !108

80:                                               ; preds = %95, %78
  %81 = phi double [ undef, %78 ], [ %111, %95 ]
  %82 = phi i64 [ 0, %78 ], [ %112, %95 ]
  %83 = phi double [ %77, %78 ], [ %111, %95 ]
  br i1 %74, label %91, label %84, !dbg !108

84:                                               ; preds = %80
  call void @llvm.dbg.value(metadata i64 %82, metadata !75, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %83, metadata !72, metadata !DIExpression()), !dbg !103
  %85 = add nuw nsw i64 %82, %76, !dbg !109
  %86 = trunc i64 %85 to i32, !dbg !110
  %87 = sitofp i32 %86 to double, !dbg !110
  %88 = add nsw i64 %82, %79, !dbg !111
  %89 = getelementptr inbounds double, double* %15, i64 %88, !dbg !112
  store double %87, double* %89, align 8, !dbg !113, !tbaa !92
  %90 = fadd double %83, %87, !dbg !114
  call void @llvm.dbg.value(metadata double %90, metadata !72, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %82, metadata !75, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !107
  br label %91, !dbg !115

91:                                               ; preds = %84, %80, %75
  %92 = phi double [ %77, %75 ], [ %81, %80 ], [ %90, %84 ], !dbg !103
  %93 = add nuw nsw i64 %76, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %93, metadata !73, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata double %92, metadata !72, metadata !DIExpression()), !dbg !103
  %94 = icmp eq i64 %93, %66, !dbg !116
  br i1 %94, label %115, label %75, !dbg !106, !llvm.loop !117

95:                                               ; preds = %78, %95
  %96 = phi i64 [ %112, %95 ], [ 0, %78 ]
  %97 = phi double [ %111, %95 ], [ %77, %78 ]
  %98 = phi i64 [ %113, %95 ], [ 0, %78 ]
  call void @llvm.dbg.value(metadata i64 %96, metadata !75, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %97, metadata !72, metadata !DIExpression()), !dbg !103
  %99 = add nuw nsw i64 %96, %76, !dbg !109
  %100 = trunc i64 %99 to i32, !dbg !110
  %101 = sitofp i32 %100 to double, !dbg !110
  %102 = add nsw i64 %96, %79, !dbg !111
  %103 = getelementptr inbounds double, double* %15, i64 %102, !dbg !112
  store double %101, double* %103, align 8, !dbg !113, !tbaa !92
  %104 = fadd double %97, %101, !dbg !114
  call void @llvm.dbg.value(metadata double %104, metadata !72, metadata !DIExpression()), !dbg !103
  %105 = or i64 %96, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %105, metadata !75, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %105, metadata !75, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double %104, metadata !72, metadata !DIExpression()), !dbg !103
  %106 = add nuw nsw i64 %105, %76, !dbg !109
  %107 = trunc i64 %106 to i32, !dbg !110
  %108 = sitofp i32 %107 to double, !dbg !110
  %109 = add nsw i64 %105, %79, !dbg !111
  %110 = getelementptr inbounds double, double* %15, i64 %109, !dbg !112
  store double %108, double* %110, align 8, !dbg !113, !tbaa !92
  %111 = fadd double %104, %108, !dbg !114
  call void @llvm.dbg.value(metadata double %111, metadata !72, metadata !DIExpression()), !dbg !103
  %112 = add nuw nsw i64 %96, 2, !dbg !119
  call void @llvm.dbg.value(metadata i64 %112, metadata !75, metadata !DIExpression()), !dbg !107
  %113 = add i64 %98, 2, !dbg !108
  %114 = icmp eq i64 %113, %73, !dbg !108
  br i1 %114, label %80, label %95, !dbg !108, !llvm.loop !120

115:                                              ; preds = %91, %9, %64
  %116 = phi double [ %41, %64 ], [ 0.000000e+00, %9 ], [ %41, %91 ]
  %117 = phi double [ 0.000000e+00, %64 ], [ 0.000000e+00, %9 ], [ %92, %91 ], !dbg !122
  call void @llvm.dbg.value(metadata i32 %10, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !132
  call void @llvm.dbg.value(metadata i32 2, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !132
  call void @llvm.dbg.value(metadata i32 3, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !132
  call void @llvm.dbg.value(metadata double* %15, metadata !128, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !129, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !134
  %118 = mul i32 %10, 6
  %119 = icmp sgt i32 %118, 0, !dbg !135
  br i1 %119, label %120, label %180, !dbg !137

120:                                              ; preds = %115
  %121 = zext i32 %118 to i64, !dbg !135
  %122 = add nsw i64 %121, -1, !dbg !137
  %123 = and i64 %121, 6, !dbg !137
  %124 = icmp ult i64 %122, 7, !dbg !137
  br i1 %124, label %165, label %125, !dbg !137

125:                                              ; preds = %120
  %126 = and i64 %121, 4294967288, !dbg !137
  br label %127, !dbg !137

127:                                              ; preds = %127, %125
  %128 = phi i64 [ 0, %125 ], [ %162, %127 ]
  %129 = phi double [ 0.000000e+00, %125 ], [ %161, %127 ]
  %130 = phi i64 [ 0, %125 ], [ %163, %127 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %129, metadata !129, metadata !DIExpression()), !dbg !132
  %131 = getelementptr inbounds double, double* %15, i64 %128, !dbg !138
  %132 = load double, double* %131, align 8, !dbg !138, !tbaa !92
  %133 = fadd double %129, %132, !dbg !139
  call void @llvm.dbg.value(metadata double %133, metadata !129, metadata !DIExpression()), !dbg !132
  %134 = or i64 %128, 1, !dbg !140
  call void @llvm.dbg.value(metadata i64 %134, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %134, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %133, metadata !129, metadata !DIExpression()), !dbg !132
  %135 = getelementptr inbounds double, double* %15, i64 %134, !dbg !138
  %136 = load double, double* %135, align 8, !dbg !138, !tbaa !92
  %137 = fadd double %133, %136, !dbg !139
  call void @llvm.dbg.value(metadata double %137, metadata !129, metadata !DIExpression()), !dbg !132
  %138 = or i64 %128, 2, !dbg !140
  call void @llvm.dbg.value(metadata i64 %138, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %138, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %137, metadata !129, metadata !DIExpression()), !dbg !132
  %139 = getelementptr inbounds double, double* %15, i64 %138, !dbg !138
  %140 = load double, double* %139, align 8, !dbg !138, !tbaa !92
  %141 = fadd double %137, %140, !dbg !139
  call void @llvm.dbg.value(metadata double %141, metadata !129, metadata !DIExpression()), !dbg !132
  %142 = or i64 %128, 3, !dbg !140
  call void @llvm.dbg.value(metadata i64 %142, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %142, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %141, metadata !129, metadata !DIExpression()), !dbg !132
  %143 = getelementptr inbounds double, double* %15, i64 %142, !dbg !138
  %144 = load double, double* %143, align 8, !dbg !138, !tbaa !92
  %145 = fadd double %141, %144, !dbg !139
  call void @llvm.dbg.value(metadata double %145, metadata !129, metadata !DIExpression()), !dbg !132
  %146 = or i64 %128, 4, !dbg !140
  call void @llvm.dbg.value(metadata i64 %146, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %146, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %145, metadata !129, metadata !DIExpression()), !dbg !132
  %147 = getelementptr inbounds double, double* %15, i64 %146, !dbg !138
  %148 = load double, double* %147, align 8, !dbg !138, !tbaa !92
  %149 = fadd double %145, %148, !dbg !139
  call void @llvm.dbg.value(metadata double %149, metadata !129, metadata !DIExpression()), !dbg !132
  %150 = or i64 %128, 5, !dbg !140
  call void @llvm.dbg.value(metadata i64 %150, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %150, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %149, metadata !129, metadata !DIExpression()), !dbg !132
  %151 = getelementptr inbounds double, double* %15, i64 %150, !dbg !138
  %152 = load double, double* %151, align 8, !dbg !138, !tbaa !92
  %153 = fadd double %149, %152, !dbg !139
  call void @llvm.dbg.value(metadata double %153, metadata !129, metadata !DIExpression()), !dbg !132
  %154 = or i64 %128, 6, !dbg !140
  call void @llvm.dbg.value(metadata i64 %154, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %154, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %153, metadata !129, metadata !DIExpression()), !dbg !132
  %155 = getelementptr inbounds double, double* %15, i64 %154, !dbg !138
  %156 = load double, double* %155, align 8, !dbg !138, !tbaa !92
  %157 = fadd double %153, %156, !dbg !139
  call void @llvm.dbg.value(metadata double %157, metadata !129, metadata !DIExpression()), !dbg !132
  %158 = or i64 %128, 7, !dbg !140
  call void @llvm.dbg.value(metadata i64 %158, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 %158, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %157, metadata !129, metadata !DIExpression()), !dbg !132
  %159 = getelementptr inbounds double, double* %15, i64 %158, !dbg !138
  %160 = load double, double* %159, align 8, !dbg !138, !tbaa !92
  %161 = fadd double %157, %160, !dbg !139
  call void @llvm.dbg.value(metadata double %161, metadata !129, metadata !DIExpression()), !dbg !132
  %162 = add nuw nsw i64 %128, 8, !dbg !140
  call void @llvm.dbg.value(metadata i64 %162, metadata !130, metadata !DIExpression()), !dbg !134
  %163 = add i64 %130, 8, !dbg !137
  %164 = icmp eq i64 %163, %126, !dbg !137
  br i1 %164, label %165, label %127, !dbg !137, !llvm.loop !141

165:                                              ; preds = %127, %120
  %166 = phi double [ undef, %120 ], [ %161, %127 ]
  %167 = phi i64 [ 0, %120 ], [ %162, %127 ]
  %168 = phi double [ 0.000000e+00, %120 ], [ %161, %127 ]
  %169 = icmp eq i64 %123, 0, !dbg !137
  br i1 %169, label %180, label %170, !dbg !137

170:                                              ; preds = %165, %170
  %171 = phi i64 [ %177, %170 ], [ %167, %165 ]
  %172 = phi double [ %176, %170 ], [ %168, %165 ]
  %173 = phi i64 [ %178, %170 ], [ 0, %165 ]
  call void @llvm.dbg.value(metadata i64 %171, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata double %172, metadata !129, metadata !DIExpression()), !dbg !132
  %174 = getelementptr inbounds double, double* %15, i64 %171, !dbg !138
  %175 = load double, double* %174, align 8, !dbg !138, !tbaa !92
  %176 = fadd double %172, %175, !dbg !139
  call void @llvm.dbg.value(metadata double %176, metadata !129, metadata !DIExpression()), !dbg !132
  %177 = add nuw nsw i64 %171, 1, !dbg !140
  call void @llvm.dbg.value(metadata i64 %177, metadata !130, metadata !DIExpression()), !dbg !134
  %178 = add i64 %173, 1, !dbg !137
  %179 = icmp eq i64 %178, %123, !dbg !137
  br i1 %179, label %180, label %170, !dbg !137, !llvm.loop !143

180:                                              ; preds = %165, %170, %115
  %181 = phi double [ 0.000000e+00, %115 ], [ %166, %165 ], [ %176, %170 ], !dbg !132
  call void @llvm.dbg.value(metadata i32 4, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !145
  call void @llvm.dbg.value(metadata i32 %10, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !145
  call void @llvm.dbg.value(metadata i32 2, metadata !123, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !145
  call void @llvm.dbg.value(metadata double* %15, metadata !128, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !129, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !147
  %182 = shl i32 %10, 3
  %183 = icmp sgt i32 %182, 0, !dbg !148
  br i1 %183, label %184, label %222, !dbg !149

184:                                              ; preds = %180
  %185 = zext i32 %182 to i64, !dbg !148
  br label %186, !dbg !149

186:                                              ; preds = %186, %184
  %187 = phi i64 [ 0, %184 ], [ %220, %186 ]
  %188 = phi double [ 0.000000e+00, %184 ], [ %219, %186 ]
  call void @llvm.dbg.value(metadata i64 %187, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %188, metadata !129, metadata !DIExpression()), !dbg !145
  %189 = getelementptr inbounds double, double* %15, i64 %187, !dbg !150
  %190 = load double, double* %189, align 8, !dbg !150, !tbaa !92
  %191 = fadd double %188, %190, !dbg !151
  call void @llvm.dbg.value(metadata double %191, metadata !129, metadata !DIExpression()), !dbg !145
  %192 = or i64 %187, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %192, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %192, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %191, metadata !129, metadata !DIExpression()), !dbg !145
  %193 = getelementptr inbounds double, double* %15, i64 %192, !dbg !150
  %194 = load double, double* %193, align 8, !dbg !150, !tbaa !92
  %195 = fadd double %191, %194, !dbg !151
  call void @llvm.dbg.value(metadata double %195, metadata !129, metadata !DIExpression()), !dbg !145
  %196 = or i64 %187, 2, !dbg !152
  call void @llvm.dbg.value(metadata i64 %196, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %196, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %195, metadata !129, metadata !DIExpression()), !dbg !145
  %197 = getelementptr inbounds double, double* %15, i64 %196, !dbg !150
  %198 = load double, double* %197, align 8, !dbg !150, !tbaa !92
  %199 = fadd double %195, %198, !dbg !151
  call void @llvm.dbg.value(metadata double %199, metadata !129, metadata !DIExpression()), !dbg !145
  %200 = or i64 %187, 3, !dbg !152
  call void @llvm.dbg.value(metadata i64 %200, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %200, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %199, metadata !129, metadata !DIExpression()), !dbg !145
  %201 = getelementptr inbounds double, double* %15, i64 %200, !dbg !150
  %202 = load double, double* %201, align 8, !dbg !150, !tbaa !92
  %203 = fadd double %199, %202, !dbg !151
  call void @llvm.dbg.value(metadata double %203, metadata !129, metadata !DIExpression()), !dbg !145
  %204 = or i64 %187, 4, !dbg !152
  call void @llvm.dbg.value(metadata i64 %204, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %204, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %203, metadata !129, metadata !DIExpression()), !dbg !145
  %205 = getelementptr inbounds double, double* %15, i64 %204, !dbg !150
  %206 = load double, double* %205, align 8, !dbg !150, !tbaa !92
  %207 = fadd double %203, %206, !dbg !151
  call void @llvm.dbg.value(metadata double %207, metadata !129, metadata !DIExpression()), !dbg !145
  %208 = or i64 %187, 5, !dbg !152
  call void @llvm.dbg.value(metadata i64 %208, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %208, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %207, metadata !129, metadata !DIExpression()), !dbg !145
  %209 = getelementptr inbounds double, double* %15, i64 %208, !dbg !150
  %210 = load double, double* %209, align 8, !dbg !150, !tbaa !92
  %211 = fadd double %207, %210, !dbg !151
  call void @llvm.dbg.value(metadata double %211, metadata !129, metadata !DIExpression()), !dbg !145
  %212 = or i64 %187, 6, !dbg !152
  call void @llvm.dbg.value(metadata i64 %212, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %212, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %211, metadata !129, metadata !DIExpression()), !dbg !145
  %213 = getelementptr inbounds double, double* %15, i64 %212, !dbg !150
  %214 = load double, double* %213, align 8, !dbg !150, !tbaa !92
  %215 = fadd double %211, %214, !dbg !151
  call void @llvm.dbg.value(metadata double %215, metadata !129, metadata !DIExpression()), !dbg !145
  %216 = or i64 %187, 7, !dbg !152
  call void @llvm.dbg.value(metadata i64 %216, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata i64 %216, metadata !130, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.value(metadata double %215, metadata !129, metadata !DIExpression()), !dbg !145
  %217 = getelementptr inbounds double, double* %15, i64 %216, !dbg !150
  %218 = load double, double* %217, align 8, !dbg !150, !tbaa !92
  %219 = fadd double %215, %218, !dbg !151
  call void @llvm.dbg.value(metadata double %219, metadata !129, metadata !DIExpression()), !dbg !145
  %220 = add nuw nsw i64 %187, 8, !dbg !152
  call void @llvm.dbg.value(metadata i64 %220, metadata !130, metadata !DIExpression()), !dbg !147
  %221 = icmp eq i64 %220, %185, !dbg !148
  br i1 %221, label %222, label %186, !dbg !149, !llvm.loop !153

222:                                              ; preds = %186, %180
  %223 = phi double [ 0.000000e+00, %180 ], [ %219, %186 ], !dbg !145
  %224 = fadd double %116, %117, !dbg !155
  %225 = fadd double %224, %181, !dbg !156
  %226 = fadd double %225, %223, !dbg !157
  call void @llvm.dbg.value(metadata double %226, metadata !38, metadata !DIExpression()), !dbg !39
  %227 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %226), !dbg !158
  tail call void @free(i8* noundef %14) #6, !dbg !159
  ret i32 0, !dbg !160
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_byval.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "30106725dfca1c0191a317c3d2c05ff9")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !16, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !30, !31, !37, !38}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 26, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 26, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 27, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 28, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "d1", scope: !15, file: !1, line: 29, type: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dims", file: !1, line: 7, size: 64, elements: !27)
!27 = !{!28, !29}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !26, file: !1, line: 7, baseType: !3, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !26, file: !1, line: 7, baseType: !3, size: 32, offset: 32)
!30 = !DILocalVariable(name: "d2", scope: !15, file: !1, line: 29, type: !26)
!31 = !DILocalVariable(name: "b1", scope: !15, file: !1, line: 30, type: !32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "box", file: !1, line: 8, size: 96, elements: !33)
!33 = !{!34, !35, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !32, file: !1, line: 8, baseType: !3, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !32, file: !1, line: 8, baseType: !3, size: 32, offset: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !32, file: !1, line: 8, baseType: !3, size: 32, offset: 64)
!37 = !DILocalVariable(name: "b2", scope: !15, file: !1, line: 30, type: !32)
!38 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 31, type: !24)
!39 = !DILocation(line: 0, scope: !15)
!40 = !DILocation(line: 27, column: 16, scope: !15)
!41 = !DILocation(line: 27, column: 11, scope: !15)
!42 = !DILocation(line: 27, column: 27, scope: !15)
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
!56 = distinct !DILocation(line: 27, column: 22, scope: !15)
!57 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 28, column: 43, scope: !15)
!60 = !DILocation(line: 28, column: 41, scope: !15)
!61 = !DILocation(line: 28, column: 45, scope: !15)
!62 = !DILocation(line: 28, column: 15, scope: !15)
!63 = !DILocation(line: 29, column: 36, scope: !15)
!64 = !DILocation(line: 29, column: 43, scope: !15)
!65 = !DILocation(line: 31, column: 14, scope: !15)
!66 = !DILocalVariable(name: "d", arg: 2, scope: !67, file: !1, line: 10, type: !26)
!67 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 10, type: !68, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!24, !23, !26}
!70 = !{!71, !66, !72, !73, !75}
!71 = !DILocalVariable(name: "a", arg: 1, scope: !67, file: !1, line: 10, type: !23)
!72 = !DILocalVariable(name: "s", scope: !67, file: !1, line: 11, type: !24)
!73 = !DILocalVariable(name: "i", scope: !74, file: !1, line: 12, type: !3)
!74 = distinct !DILexicalBlock(scope: !67, file: !1, line: 12, column: 3)
!75 = !DILocalVariable(name: "j", scope: !76, file: !1, line: 13, type: !3)
!76 = distinct !DILexicalBlock(scope: !77, file: !1, line: 13, column: 5)
!77 = distinct !DILexicalBlock(scope: !74, file: !1, line: 12, column: 3)
!78 = !DILocation(line: 0, scope: !67, inlinedAt: !79)
!79 = distinct !DILocation(line: 31, column: 14, scope: !15)
!80 = !DILocation(line: 0, scope: !74, inlinedAt: !79)
!81 = !DILocation(line: 12, column: 21, scope: !77, inlinedAt: !79)
!82 = !DILocation(line: 12, column: 3, scope: !74, inlinedAt: !79)
!83 = !DILocation(line: 0, scope: !76, inlinedAt: !79)
!84 = !DILocation(line: 13, column: 5, scope: !76, inlinedAt: !79)
!85 = !DILocation(line: 14, column: 26, scope: !86, inlinedAt: !79)
!86 = distinct !DILexicalBlock(scope: !87, file: !1, line: 13, column: 35)
!87 = distinct !DILexicalBlock(scope: !76, file: !1, line: 13, column: 5)
!88 = !DILocation(line: 14, column: 24, scope: !86, inlinedAt: !79)
!89 = !DILocation(line: 14, column: 17, scope: !86, inlinedAt: !79)
!90 = !DILocation(line: 14, column: 7, scope: !86, inlinedAt: !79)
!91 = !DILocation(line: 14, column: 22, scope: !86, inlinedAt: !79)
!92 = !{!93, !93, i64 0}
!93 = !{!"double", !45, i64 0}
!94 = !DILocation(line: 15, column: 9, scope: !86, inlinedAt: !79)
!95 = !DILocation(line: 12, column: 29, scope: !77, inlinedAt: !79)
!96 = distinct !{!96, !82, !97, !98}
!97 = !DILocation(line: 16, column: 5, scope: !74, inlinedAt: !79)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 13, column: 31, scope: !87, inlinedAt: !79)
!100 = distinct !{!100, !84, !101, !98}
!101 = !DILocation(line: 16, column: 5, scope: !76, inlinedAt: !79)
!102 = !DILocation(line: 31, column: 28, scope: !15)
!103 = !DILocation(line: 0, scope: !67, inlinedAt: !104)
!104 = distinct !DILocation(line: 31, column: 28, scope: !15)
!105 = !DILocation(line: 0, scope: !74, inlinedAt: !104)
!106 = !DILocation(line: 12, column: 3, scope: !74, inlinedAt: !104)
!107 = !DILocation(line: 0, scope: !76, inlinedAt: !104)
!108 = !DILocation(line: 13, column: 5, scope: !76, inlinedAt: !104)
!109 = !DILocation(line: 14, column: 26, scope: !86, inlinedAt: !104)
!110 = !DILocation(line: 14, column: 24, scope: !86, inlinedAt: !104)
!111 = !DILocation(line: 14, column: 17, scope: !86, inlinedAt: !104)
!112 = !DILocation(line: 14, column: 7, scope: !86, inlinedAt: !104)
!113 = !DILocation(line: 14, column: 22, scope: !86, inlinedAt: !104)
!114 = !DILocation(line: 15, column: 9, scope: !86, inlinedAt: !104)
!115 = !DILocation(line: 12, column: 29, scope: !77, inlinedAt: !104)
!116 = !DILocation(line: 12, column: 21, scope: !77, inlinedAt: !104)
!117 = distinct !{!117, !106, !118, !98}
!118 = !DILocation(line: 16, column: 5, scope: !74, inlinedAt: !104)
!119 = !DILocation(line: 13, column: 31, scope: !87, inlinedAt: !104)
!120 = distinct !{!120, !108, !121, !98}
!121 = !DILocation(line: 16, column: 5, scope: !76, inlinedAt: !104)
!122 = !DILocation(line: 11, column: 10, scope: !67, inlinedAt: !104)
!123 = !DILocalVariable(name: "b", arg: 2, scope: !124, file: !1, line: 20, type: !32)
!124 = distinct !DISubprogram(name: "vol", scope: !1, file: !1, line: 20, type: !125, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!24, !23, !32}
!127 = !{!128, !123, !129, !130}
!128 = !DILocalVariable(name: "a", arg: 1, scope: !124, file: !1, line: 20, type: !23)
!129 = !DILocalVariable(name: "s", scope: !124, file: !1, line: 21, type: !24)
!130 = !DILocalVariable(name: "i", scope: !131, file: !1, line: 22, type: !3)
!131 = distinct !DILexicalBlock(scope: !124, file: !1, line: 22, column: 3)
!132 = !DILocation(line: 0, scope: !124, inlinedAt: !133)
!133 = distinct !DILocation(line: 31, column: 42, scope: !15)
!134 = !DILocation(line: 0, scope: !131, inlinedAt: !133)
!135 = !DILocation(line: 22, column: 21, scope: !136, inlinedAt: !133)
!136 = distinct !DILexicalBlock(scope: !131, file: !1, line: 22, column: 3)
!137 = !DILocation(line: 22, column: 3, scope: !131, inlinedAt: !133)
!138 = !DILocation(line: 22, column: 50, scope: !136, inlinedAt: !133)
!139 = !DILocation(line: 22, column: 47, scope: !136, inlinedAt: !133)
!140 = !DILocation(line: 22, column: 41, scope: !136, inlinedAt: !133)
!141 = distinct !{!141, !137, !142, !98}
!142 = !DILocation(line: 22, column: 53, scope: !131, inlinedAt: !133)
!143 = distinct !{!143, !144}
!144 = !{!"llvm.loop.unroll.disable"}
!145 = !DILocation(line: 0, scope: !124, inlinedAt: !146)
!146 = distinct !DILocation(line: 31, column: 55, scope: !15)
!147 = !DILocation(line: 0, scope: !131, inlinedAt: !146)
!148 = !DILocation(line: 22, column: 21, scope: !136, inlinedAt: !146)
!149 = !DILocation(line: 22, column: 3, scope: !131, inlinedAt: !146)
!150 = !DILocation(line: 22, column: 50, scope: !136, inlinedAt: !146)
!151 = !DILocation(line: 22, column: 47, scope: !136, inlinedAt: !146)
!152 = !DILocation(line: 22, column: 41, scope: !136, inlinedAt: !146)
!153 = distinct !{!153, !149, !154, !98}
!154 = !DILocation(line: 22, column: 53, scope: !131, inlinedAt: !146)
!155 = !DILocation(line: 31, column: 26, scope: !15)
!156 = !DILocation(line: 31, column: 40, scope: !15)
!157 = !DILocation(line: 31, column: 53, scope: !15)
!158 = !DILocation(line: 32, column: 3, scope: !15)
!159 = !DILocation(line: 33, column: 3, scope: !15)
!160 = !DILocation(line: 34, column: 3, scope: !15)
