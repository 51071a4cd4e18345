; ModuleID = 'pointer_kernels.c'
source_filename = "pointer_kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pt = type { i32, i32, double }
%struct.span = type { double*, double* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !45
  %3 = icmp sgt i32 %0, 1, !dbg !46
  br i1 %3, label %4, label %15, !dbg !47

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !48
  %6 = load i8*, i8** %5, align 8, !dbg !48, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %6, metadata !53, metadata !DIExpression()) #8, !dbg !61
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !63
  %8 = trunc i64 %7 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !45
  %9 = icmp eq i32 %0, 2, !dbg !65
  br i1 %9, label %15, label %10, !dbg !66

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !67
  %12 = load i8*, i8** %11, align 8, !dbg !67, !tbaa !49
  call void @llvm.dbg.value(metadata i8* %12, metadata !53, metadata !DIExpression()) #8, !dbg !68
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !70
  %14 = trunc i64 %13 to i32, !dbg !71
  br label %15, !dbg !66

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 30, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 40, %4 ], [ 40, %2 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !45
  %18 = sext i32 %16 to i64, !dbg !72
  %19 = sext i32 %17 to i64, !dbg !73
  %20 = mul nsw i64 %19, %18, !dbg !74
  %21 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #8, !dbg !75
  %22 = bitcast i8* %21 to double*, !dbg !75
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()), !dbg !45
  %23 = icmp sgt i32 %16, 1, !dbg !76
  %24 = select i1 %23, i32 %16, i32 1, !dbg !76
  %25 = zext i32 %24 to i64, !dbg !76
  %26 = tail call noalias i8* @malloc(i64 noundef %25) #8, !dbg !77
  call void @llvm.dbg.value(metadata i8* %26, metadata !29, metadata !DIExpression()), !dbg !45
  %27 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 16) #8, !dbg !78
  %28 = bitcast i8* %27 to %struct.pt*, !dbg !78
  call void @llvm.dbg.value(metadata %struct.pt* %28, metadata !30, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata %struct.span* undef, metadata !79, metadata !DIExpression()) #8, !dbg !88
  call void @llvm.dbg.value(metadata i32 %17, metadata !85, metadata !DIExpression()) #8, !dbg !88
  %29 = shl nsw i64 %19, 3, !dbg !90
  %30 = tail call noalias i8* @malloc(i64 noundef %29) #8, !dbg !91
  %31 = bitcast i8* %30 to double*, !dbg !91
  call void @llvm.dbg.value(metadata double* %31, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !45
  %32 = getelementptr inbounds double, double* %31, i64 %19, !dbg !92
  call void @llvm.dbg.value(metadata double* %32, metadata !38, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !45
  call void @llvm.dbg.value(metadata double* %31, metadata !86, metadata !DIExpression()) #8, !dbg !93
  %33 = icmp eq double* %32, %31, !dbg !94
  br i1 %33, label %115, label %34, !dbg !96

34:                                               ; preds = %15
  %35 = add nsw i64 %19, 2305843009213693951, !dbg !96
  %36 = and i64 %35, 2305843009213693951, !dbg !96
  %37 = add nuw nsw i64 %36, 1, !dbg !96
  %38 = icmp ult i64 %36, 3, !dbg !96
  br i1 %38, label %109, label %39, !dbg !96

39:                                               ; preds = %34
  %40 = and i64 %37, 4611686018427387900, !dbg !96
  %41 = getelementptr double, double* %31, i64 %40, !dbg !96
  %42 = add nsw i64 %40, -4, !dbg !96
  %43 = lshr exact i64 %42, 2, !dbg !96
  %44 = add nuw nsw i64 %43, 1, !dbg !96
  %45 = and i64 %44, 7, !dbg !96
  %46 = icmp ult i64 %42, 28, !dbg !96
  br i1 %46, label %94, label %47, !dbg !96

47:                                               ; preds = %39
  %48 = and i64 %44, 9223372036854775800, !dbg !96
  br label %49, !dbg !96

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %91, %49 ]
  %51 = phi i64 [ 0, %47 ], [ %92, %49 ]
  %52 = getelementptr double, double* %31, i64 %50
  %53 = bitcast double* %52 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %53, align 8, !dbg !97, !tbaa !98
  %54 = getelementptr double, double* %52, i64 2, !dbg !97
  %55 = bitcast double* %54 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %55, align 8, !dbg !97, !tbaa !98
  %56 = or i64 %50, 4
  %57 = getelementptr double, double* %31, i64 %56
  %58 = bitcast double* %57 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %58, align 8, !dbg !97, !tbaa !98
  %59 = getelementptr double, double* %57, i64 2, !dbg !97
  %60 = bitcast double* %59 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %60, align 8, !dbg !97, !tbaa !98
  %61 = or i64 %50, 8
  %62 = getelementptr double, double* %31, i64 %61
  %63 = bitcast double* %62 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %63, align 8, !dbg !97, !tbaa !98
  %64 = getelementptr double, double* %62, i64 2, !dbg !97
  %65 = bitcast double* %64 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %65, align 8, !dbg !97, !tbaa !98
  %66 = or i64 %50, 12
  %67 = getelementptr double, double* %31, i64 %66
  %68 = bitcast double* %67 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %68, align 8, !dbg !97, !tbaa !98
  %69 = getelementptr double, double* %67, i64 2, !dbg !97
  %70 = bitcast double* %69 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %70, align 8, !dbg !97, !tbaa !98
  %71 = or i64 %50, 16
  %72 = getelementptr double, double* %31, i64 %71
  %73 = bitcast double* %72 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %73, align 8, !dbg !97, !tbaa !98
  %74 = getelementptr double, double* %72, i64 2, !dbg !97
  %75 = bitcast double* %74 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %75, align 8, !dbg !97, !tbaa !98
  %76 = or i64 %50, 20
  %77 = getelementptr double, double* %31, i64 %76
  %78 = bitcast double* %77 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %78, align 8, !dbg !97, !tbaa !98
  %79 = getelementptr double, double* %77, i64 2, !dbg !97
  %80 = bitcast double* %79 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %80, align 8, !dbg !97, !tbaa !98
  %81 = or i64 %50, 24
  %82 = getelementptr double, double* %31, i64 %81
  %83 = bitcast double* %82 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %83, align 8, !dbg !97, !tbaa !98
  %84 = getelementptr double, double* %82, i64 2, !dbg !97
  %85 = bitcast double* %84 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %85, align 8, !dbg !97, !tbaa !98
  %86 = or i64 %50, 28
  %87 = getelementptr double, double* %31, i64 %86
  %88 = bitcast double* %87 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %88, align 8, !dbg !97, !tbaa !98
  %89 = getelementptr double, double* %87, i64 2, !dbg !97
  %90 = bitcast double* %89 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %90, align 8, !dbg !97, !tbaa !98
  %91 = add nuw i64 %50, 32
  %92 = add i64 %51, 8
  %93 = icmp eq i64 %92, %48
  br i1 %93, label %94, label %49, !llvm.loop !100

94:                                               ; preds = %49, %39
  %95 = phi i64 [ 0, %39 ], [ %91, %49 ]
  %96 = icmp eq i64 %45, 0
  br i1 %96, label %107, label %97

97:                                               ; preds = %94, %97
  %98 = phi i64 [ %104, %97 ], [ %95, %94 ]
  %99 = phi i64 [ %105, %97 ], [ 0, %94 ]
  %100 = getelementptr double, double* %31, i64 %98
  %101 = bitcast double* %100 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %101, align 8, !dbg !97, !tbaa !98
  %102 = getelementptr double, double* %100, i64 2, !dbg !97
  %103 = bitcast double* %102 to <2 x double>*, !dbg !97
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %103, align 8, !dbg !97, !tbaa !98
  %104 = add nuw i64 %98, 4
  %105 = add i64 %99, 1
  %106 = icmp eq i64 %105, %45
  br i1 %106, label %107, label %97, !llvm.loop !104

107:                                              ; preds = %97, %94
  %108 = icmp eq i64 %37, %40, !dbg !96
  br i1 %108, label %115, label %109, !dbg !96

109:                                              ; preds = %34, %107
  %110 = phi double* [ %31, %34 ], [ %41, %107 ]
  br label %111, !dbg !96

111:                                              ; preds = %109, %111
  %112 = phi double* [ %113, %111 ], [ %110, %109 ]
  call void @llvm.dbg.value(metadata double* %112, metadata !86, metadata !DIExpression()) #8, !dbg !93
  store double 1.000000e+00, double* %112, align 8, !dbg !97, !tbaa !98
  %113 = getelementptr inbounds double, double* %112, i64 1, !dbg !106
  call void @llvm.dbg.value(metadata double* %113, metadata !86, metadata !DIExpression()) #8, !dbg !93
  %114 = icmp eq double* %113, %32, !dbg !94
  br i1 %114, label %115, label %111, !dbg !96, !llvm.loop !107

115:                                              ; preds = %111, %107, %15
  %116 = mul nsw i32 %17, %16, !dbg !109
  call void @llvm.dbg.value(metadata double* %22, metadata !110, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %116, metadata !117, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !118, metadata !DIExpression()), !dbg !121
  %117 = sext i32 %116 to i64, !dbg !123
  %118 = getelementptr inbounds double, double* %22, i64 %117, !dbg !123
  call void @llvm.dbg.value(metadata double* %118, metadata !119, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !124
  %119 = getelementptr inbounds double, double* %118, i64 -1, !dbg !124
  call void @llvm.dbg.value(metadata double* %119, metadata !119, metadata !DIExpression()), !dbg !124
  %120 = icmp ult double* %119, %22, !dbg !125
  br i1 %120, label %128, label %121, !dbg !127

121:                                              ; preds = %115, %121
  %122 = phi double* [ %126, %121 ], [ %119, %115 ]
  %123 = phi double [ %125, %121 ], [ 0.000000e+00, %115 ]
  call void @llvm.dbg.value(metadata double %123, metadata !118, metadata !DIExpression()), !dbg !121
  %124 = load double, double* %122, align 8, !dbg !128, !tbaa !98
  %125 = fadd double %123, %124, !dbg !129
  call void @llvm.dbg.value(metadata double %125, metadata !118, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata double* %122, metadata !119, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !124
  %126 = getelementptr inbounds double, double* %122, i64 -1, !dbg !124
  call void @llvm.dbg.value(metadata double* %126, metadata !119, metadata !DIExpression()), !dbg !124
  %127 = icmp ult double* %126, %22, !dbg !125
  br i1 %127, label %128, label %121, !dbg !127, !llvm.loop !130

128:                                              ; preds = %121, %115
  %129 = phi double [ 0.000000e+00, %115 ], [ %125, %121 ], !dbg !121
  call void @llvm.dbg.value(metadata double* %22, metadata !132, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %116, metadata !135, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double* %118, metadata !137, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double* %22, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !136, metadata !DIExpression()), !dbg !139
  %130 = icmp sgt i32 %116, 2
  call void @llvm.dbg.value(metadata double* %22, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !136, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double* %22, metadata !138, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !139
  br i1 %130, label %131, label %140, !dbg !141, !llvm.loop !142

131:                                              ; preds = %128
  %132 = getelementptr inbounds double, double* %22, i64 2, !dbg !144
  call void @llvm.dbg.value(metadata double* %132, metadata !138, metadata !DIExpression()), !dbg !139
  br label %133, !dbg !141

133:                                              ; preds = %131, %133
  %134 = phi double* [ %132, %131 ], [ %138, %133 ]
  %135 = phi double [ 0.000000e+00, %131 ], [ %137, %133 ]
  call void @llvm.dbg.value(metadata double %135, metadata !136, metadata !DIExpression()), !dbg !139
  %136 = load double, double* %134, align 8, !dbg !146, !tbaa !98
  %137 = fadd double %135, %136, !dbg !141
  call void @llvm.dbg.value(metadata double* %134, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata double %137, metadata !136, metadata !DIExpression()), !dbg !139
  %138 = getelementptr inbounds double, double* %134, i64 2, !dbg !144
  call void @llvm.dbg.value(metadata double* %138, metadata !138, metadata !DIExpression()), !dbg !139
  %139 = icmp ult double* %138, %118, !dbg !147
  br i1 %139, label %133, label %140, !dbg !141, !llvm.loop !142

140:                                              ; preds = %133, %128
  %141 = phi double [ 0.000000e+00, %128 ], [ %137, %133 ], !dbg !139
  call void @llvm.dbg.value(metadata double* %22, metadata !148, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 %8, metadata !153, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 %17, metadata !154, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !155, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !156, metadata !DIExpression()), !dbg !165
  %142 = icmp sgt i32 %16, 0, !dbg !166
  br i1 %142, label %143, label %198, !dbg !167

143:                                              ; preds = %140
  %144 = zext i32 %16 to i64, !dbg !166
  %145 = icmp eq i32 %17, 0
  %146 = and i64 %144, 1, !dbg !167
  %147 = icmp eq i32 %16, 1, !dbg !167
  br i1 %147, label %182, label %148, !dbg !167

148:                                              ; preds = %143
  %149 = and i64 %144, 4294967294, !dbg !167
  br label %150, !dbg !167

150:                                              ; preds = %170, %148
  %151 = phi i64 [ 0, %148 ], [ %172, %170 ]
  %152 = phi double [ 0.000000e+00, %148 ], [ %171, %170 ]
  %153 = phi i64 [ 0, %148 ], [ %173, %170 ]
  call void @llvm.dbg.value(metadata double %152, metadata !155, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i64 %151, metadata !156, metadata !DIExpression()), !dbg !165
  %154 = mul nsw i64 %151, %19, !dbg !168
  %155 = getelementptr inbounds double, double* %22, i64 %154, !dbg !169
  call void @llvm.dbg.value(metadata double* %155, metadata !158, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double* %155, metadata !161, metadata !DIExpression()), !dbg !171
  %156 = getelementptr inbounds double, double* %155, i64 %19
  br i1 %145, label %157, label %175, !dbg !172

157:                                              ; preds = %175, %150
  %158 = phi double [ %152, %150 ], [ %179, %175 ], !dbg !163
  %159 = or i64 %151, 1, !dbg !173
  call void @llvm.dbg.value(metadata double %158, metadata !155, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i64 %159, metadata !156, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %158, metadata !155, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i64 %159, metadata !156, metadata !DIExpression()), !dbg !165
  %160 = mul nsw i64 %159, %19, !dbg !168
  %161 = getelementptr inbounds double, double* %22, i64 %160, !dbg !169
  call void @llvm.dbg.value(metadata double* %161, metadata !158, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double* %161, metadata !161, metadata !DIExpression()), !dbg !171
  %162 = getelementptr inbounds double, double* %161, i64 %19
  br i1 %145, label %170, label %163, !dbg !172

163:                                              ; preds = %157, %163
  %164 = phi double* [ %168, %163 ], [ %161, %157 ]
  %165 = phi double [ %167, %163 ], [ %158, %157 ]
  call void @llvm.dbg.value(metadata double* %164, metadata !161, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata double %165, metadata !155, metadata !DIExpression()), !dbg !163
  %166 = load double, double* %164, align 8, !dbg !174, !tbaa !98
  %167 = fadd double %165, %166, !dbg !176
  call void @llvm.dbg.value(metadata double %167, metadata !155, metadata !DIExpression()), !dbg !163
  %168 = getelementptr inbounds double, double* %164, i64 1, !dbg !177
  call void @llvm.dbg.value(metadata double* %168, metadata !161, metadata !DIExpression()), !dbg !171
  %169 = icmp eq double* %168, %162, !dbg !178
  br i1 %169, label %170, label %163, !dbg !172, !llvm.loop !179

170:                                              ; preds = %163, %157
  %171 = phi double [ %158, %157 ], [ %167, %163 ], !dbg !163
  %172 = add nuw nsw i64 %151, 2, !dbg !173
  call void @llvm.dbg.value(metadata double %171, metadata !155, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i64 %172, metadata !156, metadata !DIExpression()), !dbg !165
  %173 = add i64 %153, 2, !dbg !167
  %174 = icmp eq i64 %173, %149, !dbg !167
  br i1 %174, label %182, label %150, !dbg !167, !llvm.loop !181

175:                                              ; preds = %150, %175
  %176 = phi double* [ %180, %175 ], [ %155, %150 ]
  %177 = phi double [ %179, %175 ], [ %152, %150 ]
  call void @llvm.dbg.value(metadata double* %176, metadata !161, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata double %177, metadata !155, metadata !DIExpression()), !dbg !163
  %178 = load double, double* %176, align 8, !dbg !174, !tbaa !98
  %179 = fadd double %177, %178, !dbg !176
  call void @llvm.dbg.value(metadata double %179, metadata !155, metadata !DIExpression()), !dbg !163
  %180 = getelementptr inbounds double, double* %176, i64 1, !dbg !177
  call void @llvm.dbg.value(metadata double* %180, metadata !161, metadata !DIExpression()), !dbg !171
  %181 = icmp eq double* %180, %156, !dbg !178
  br i1 %181, label %157, label %175, !dbg !172, !llvm.loop !179

182:                                              ; preds = %170, %143
  %183 = phi double [ undef, %143 ], [ %171, %170 ]
  %184 = phi i64 [ 0, %143 ], [ %172, %170 ]
  %185 = phi double [ 0.000000e+00, %143 ], [ %171, %170 ]
  %186 = icmp eq i64 %146, 0, !dbg !172
  br i1 %186, label %198, label %187, !dbg !172

187:                                              ; preds = %182
  call void @llvm.dbg.value(metadata double %185, metadata !155, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.value(metadata i64 %184, metadata !156, metadata !DIExpression()), !dbg !165
  %188 = mul nsw i64 %184, %19, !dbg !168
  %189 = getelementptr inbounds double, double* %22, i64 %188, !dbg !169
  call void @llvm.dbg.value(metadata double* %189, metadata !158, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata double* %189, metadata !161, metadata !DIExpression()), !dbg !171
  %190 = getelementptr inbounds double, double* %189, i64 %19
  br i1 %145, label %198, label %191, !dbg !172

191:                                              ; preds = %187, %191
  %192 = phi double* [ %196, %191 ], [ %189, %187 ]
  %193 = phi double [ %195, %191 ], [ %185, %187 ]
  call void @llvm.dbg.value(metadata double* %192, metadata !161, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata double %193, metadata !155, metadata !DIExpression()), !dbg !163
  %194 = load double, double* %192, align 8, !dbg !174, !tbaa !98
  %195 = fadd double %193, %194, !dbg !176
  call void @llvm.dbg.value(metadata double %195, metadata !155, metadata !DIExpression()), !dbg !163
  %196 = getelementptr inbounds double, double* %192, i64 1, !dbg !177
  call void @llvm.dbg.value(metadata double* %196, metadata !161, metadata !DIExpression()), !dbg !171
  %197 = icmp eq double* %196, %190, !dbg !178
  br i1 %197, label %198, label %191, !dbg !172, !llvm.loop !179

198:                                              ; preds = %182, %191, %187, %140
  %199 = phi double [ 0.000000e+00, %140 ], [ %183, %182 ], [ %185, %187 ], [ %195, %191 ], !dbg !183
  %200 = icmp slt i32 %16, %17, !dbg !184
  %201 = select i1 %200, i32 %16, i32 %17, !dbg !185
  call void @llvm.dbg.value(metadata double* %22, metadata !186, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 %201, metadata !189, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !190, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i32 0, metadata !191, metadata !DIExpression()), !dbg !200
  %202 = icmp sgt i32 %201, 0, !dbg !201
  br i1 %202, label %203, label %266, !dbg !202

203:                                              ; preds = %198
  %204 = zext i32 %201 to i64
  %205 = and i64 %204, 1, !dbg !202
  %206 = icmp eq i32 %201, 1, !dbg !202
  br i1 %206, label %247, label %207, !dbg !202

207:                                              ; preds = %203
  %208 = and i64 %204, 4294967294, !dbg !202
  br label %209, !dbg !202

209:                                              ; preds = %235, %207
  %210 = phi i64 [ 0, %207 ], [ %237, %235 ]
  %211 = phi double [ 0.000000e+00, %207 ], [ %236, %235 ]
  %212 = phi i64 [ 0, %207 ], [ %238, %235 ]
  call void @llvm.dbg.value(metadata double %211, metadata !190, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 %210, metadata !191, metadata !DIExpression()), !dbg !200
  %213 = mul nuw nsw i64 %210, %204, !dbg !203
  %214 = getelementptr inbounds double, double* %22, i64 %213, !dbg !204
  call void @llvm.dbg.value(metadata double* %214, metadata !193, metadata !DIExpression()), !dbg !205
  %215 = getelementptr inbounds double, double* %214, i64 %210, !dbg !206
  call void @llvm.dbg.value(metadata double* %215, metadata !196, metadata !DIExpression()), !dbg !207
  %216 = getelementptr inbounds double, double* %214, i64 %204
  %217 = getelementptr inbounds double, double* %216, i64 -1
  %218 = icmp ugt double* %215, %217, !dbg !208
  br i1 %218, label %219, label %240, !dbg !210

219:                                              ; preds = %240, %209
  %220 = phi double [ %211, %209 ], [ %244, %240 ], !dbg !198
  %221 = or i64 %210, 1, !dbg !211
  call void @llvm.dbg.value(metadata double %220, metadata !190, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 %221, metadata !191, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata double %220, metadata !190, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 %221, metadata !191, metadata !DIExpression()), !dbg !200
  %222 = mul nuw nsw i64 %221, %204, !dbg !203
  %223 = getelementptr inbounds double, double* %22, i64 %222, !dbg !204
  call void @llvm.dbg.value(metadata double* %223, metadata !193, metadata !DIExpression()), !dbg !205
  %224 = getelementptr inbounds double, double* %223, i64 %221, !dbg !206
  call void @llvm.dbg.value(metadata double* %224, metadata !196, metadata !DIExpression()), !dbg !207
  %225 = getelementptr inbounds double, double* %223, i64 %204
  %226 = getelementptr inbounds double, double* %225, i64 -1
  %227 = icmp ugt double* %224, %226, !dbg !208
  br i1 %227, label %235, label %228, !dbg !210

228:                                              ; preds = %219, %228
  %229 = phi double* [ %233, %228 ], [ %224, %219 ]
  %230 = phi double [ %232, %228 ], [ %220, %219 ]
  call void @llvm.dbg.value(metadata double* %229, metadata !196, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %230, metadata !190, metadata !DIExpression()), !dbg !198
  %231 = load double, double* %229, align 8, !dbg !212, !tbaa !98
  %232 = fadd double %230, %231, !dbg !213
  call void @llvm.dbg.value(metadata double %232, metadata !190, metadata !DIExpression()), !dbg !198
  %233 = getelementptr inbounds double, double* %229, i64 1, !dbg !214
  call void @llvm.dbg.value(metadata double* %233, metadata !196, metadata !DIExpression()), !dbg !207
  %234 = icmp ugt double* %233, %226, !dbg !208
  br i1 %234, label %235, label %228, !dbg !210, !llvm.loop !215

235:                                              ; preds = %228, %219
  %236 = phi double [ %220, %219 ], [ %232, %228 ], !dbg !198
  %237 = add nuw nsw i64 %210, 2, !dbg !211
  call void @llvm.dbg.value(metadata double %236, metadata !190, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 %237, metadata !191, metadata !DIExpression()), !dbg !200
  %238 = add i64 %212, 2, !dbg !202
  %239 = icmp eq i64 %238, %208, !dbg !202
  br i1 %239, label %247, label %209, !dbg !202, !llvm.loop !217

240:                                              ; preds = %209, %240
  %241 = phi double* [ %245, %240 ], [ %215, %209 ]
  %242 = phi double [ %244, %240 ], [ %211, %209 ]
  call void @llvm.dbg.value(metadata double* %241, metadata !196, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %242, metadata !190, metadata !DIExpression()), !dbg !198
  %243 = load double, double* %241, align 8, !dbg !212, !tbaa !98
  %244 = fadd double %242, %243, !dbg !213
  call void @llvm.dbg.value(metadata double %244, metadata !190, metadata !DIExpression()), !dbg !198
  %245 = getelementptr inbounds double, double* %241, i64 1, !dbg !214
  call void @llvm.dbg.value(metadata double* %245, metadata !196, metadata !DIExpression()), !dbg !207
  %246 = icmp ugt double* %245, %217, !dbg !208
  br i1 %246, label %219, label %240, !dbg !210, !llvm.loop !215

247:                                              ; preds = %235, %203
  %248 = phi double [ undef, %203 ], [ %236, %235 ]
  %249 = phi i64 [ 0, %203 ], [ %237, %235 ]
  %250 = phi double [ 0.000000e+00, %203 ], [ %236, %235 ]
  %251 = icmp eq i64 %205, 0, !dbg !210
  br i1 %251, label %266, label %252, !dbg !210

252:                                              ; preds = %247
  call void @llvm.dbg.value(metadata double %250, metadata !190, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.value(metadata i64 %249, metadata !191, metadata !DIExpression()), !dbg !200
  %253 = mul nuw nsw i64 %249, %204, !dbg !203
  %254 = getelementptr inbounds double, double* %22, i64 %253, !dbg !204
  call void @llvm.dbg.value(metadata double* %254, metadata !193, metadata !DIExpression()), !dbg !205
  %255 = getelementptr inbounds double, double* %254, i64 %249, !dbg !206
  call void @llvm.dbg.value(metadata double* %255, metadata !196, metadata !DIExpression()), !dbg !207
  %256 = getelementptr inbounds double, double* %254, i64 %204
  %257 = getelementptr inbounds double, double* %256, i64 -1
  %258 = icmp ugt double* %255, %257, !dbg !208
  br i1 %258, label %266, label %259, !dbg !210

259:                                              ; preds = %252, %259
  %260 = phi double* [ %264, %259 ], [ %255, %252 ]
  %261 = phi double [ %263, %259 ], [ %250, %252 ]
  call void @llvm.dbg.value(metadata double* %260, metadata !196, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata double %261, metadata !190, metadata !DIExpression()), !dbg !198
  %262 = load double, double* %260, align 8, !dbg !212, !tbaa !98
  %263 = fadd double %261, %262, !dbg !213
  call void @llvm.dbg.value(metadata double %263, metadata !190, metadata !DIExpression()), !dbg !198
  %264 = getelementptr inbounds double, double* %260, i64 1, !dbg !214
  call void @llvm.dbg.value(metadata double* %264, metadata !196, metadata !DIExpression()), !dbg !207
  %265 = icmp ugt double* %264, %257, !dbg !208
  br i1 %265, label %266, label %259, !dbg !210, !llvm.loop !215

266:                                              ; preds = %247, %259, %252, %198
  %267 = phi double [ 0.000000e+00, %198 ], [ %248, %247 ], [ %250, %252 ], [ %263, %259 ], !dbg !219
  call void @llvm.dbg.value(metadata i8* %26, metadata !220, metadata !DIExpression()) #8, !dbg !227
  call void @llvm.dbg.value(metadata i32 %8, metadata !225, metadata !DIExpression()) #8, !dbg !227
  call void @llvm.dbg.value(metadata i8* %26, metadata !226, metadata !DIExpression()) #8, !dbg !227
  %268 = ptrtoint i8* %26 to i64
  %269 = add i64 %268, %18, !dbg !229
  %270 = add i64 %268, 1, !dbg !229
  %271 = tail call i64 @llvm.umax.i64(i64 %269, i64 %270) #8, !dbg !229
  %272 = sub i64 %271, %268, !dbg !229
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %26, i8 97, i64 %272, i1 false) #8, !dbg !230, !tbaa !232
  call void @llvm.dbg.value(metadata i32 undef, metadata !226, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !227
  call void @llvm.dbg.value(metadata %struct.pt* %28, metadata !233, metadata !DIExpression()) #8, !dbg !242
  call void @llvm.dbg.value(metadata i32 %8, metadata !238, metadata !DIExpression()) #8, !dbg !242
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !239, metadata !DIExpression()) #8, !dbg !242
  call void @llvm.dbg.value(metadata %struct.pt* %28, metadata !240, metadata !DIExpression()) #8, !dbg !244
  %273 = getelementptr inbounds %struct.pt, %struct.pt* %28, i64 %18
  br i1 %142, label %274, label %285, !dbg !245

274:                                              ; preds = %266, %274
  %275 = phi %struct.pt* [ %283, %274 ], [ %28, %266 ]
  %276 = phi double [ %282, %274 ], [ 0.000000e+00, %266 ]
  call void @llvm.dbg.value(metadata %struct.pt* %275, metadata !240, metadata !DIExpression()) #8, !dbg !244
  call void @llvm.dbg.value(metadata double %276, metadata !239, metadata !DIExpression()) #8, !dbg !242
  %277 = getelementptr inbounds %struct.pt, %struct.pt* %275, i64 0, i32 2, !dbg !246
  %278 = load double, double* %277, align 8, !dbg !246, !tbaa !248
  %279 = getelementptr inbounds %struct.pt, %struct.pt* %275, i64 0, i32 0, !dbg !251
  %280 = load i32, i32* %279, align 8, !dbg !251, !tbaa !252
  %281 = sitofp i32 %280 to double, !dbg !253
  %282 = tail call double @llvm.fmuladd.f64(double %278, double %281, double %276) #8, !dbg !254
  call void @llvm.dbg.value(metadata double %282, metadata !239, metadata !DIExpression()) #8, !dbg !242
  %283 = getelementptr inbounds %struct.pt, %struct.pt* %275, i64 1, !dbg !255
  call void @llvm.dbg.value(metadata %struct.pt* %283, metadata !240, metadata !DIExpression()) #8, !dbg !244
  %284 = icmp ult %struct.pt* %283, %273, !dbg !256
  br i1 %284, label %274, label %285, !dbg !245, !llvm.loop !257

285:                                              ; preds = %274, %266
  %286 = phi double [ 0.000000e+00, %266 ], [ %282, %274 ], !dbg !242
  call void @llvm.dbg.value(metadata double* %31, metadata !259, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !267
  call void @llvm.dbg.value(metadata double* %32, metadata !259, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !267
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !264, metadata !DIExpression()), !dbg !267
  call void @llvm.dbg.value(metadata double* %31, metadata !265, metadata !DIExpression()), !dbg !269
  br i1 %33, label %294, label %287, !dbg !270

287:                                              ; preds = %285, %287
  %288 = phi double* [ %292, %287 ], [ %31, %285 ]
  %289 = phi double [ %291, %287 ], [ 0.000000e+00, %285 ]
  call void @llvm.dbg.value(metadata double* %288, metadata !265, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata double %289, metadata !264, metadata !DIExpression()), !dbg !267
  %290 = load double, double* %288, align 8, !dbg !271, !tbaa !98
  %291 = fadd double %289, %290, !dbg !273
  call void @llvm.dbg.value(metadata double %291, metadata !264, metadata !DIExpression()), !dbg !267
  %292 = getelementptr inbounds double, double* %288, i64 1, !dbg !274
  call void @llvm.dbg.value(metadata double* %292, metadata !265, metadata !DIExpression()), !dbg !269
  %293 = icmp eq double* %292, %32, !dbg !275
  br i1 %293, label %294, label %287, !dbg !270, !llvm.loop !276

294:                                              ; preds = %287, %285
  %295 = phi double [ 0.000000e+00, %285 ], [ %291, %287 ], !dbg !267
  %296 = fadd double %129, %141, !dbg !278
  %297 = fadd double %296, %199, !dbg !279
  %298 = fadd double %297, %267, !dbg !280
  %299 = trunc i64 %272 to i32, !dbg !281
  %300 = sitofp i32 %299 to double, !dbg !282
  %301 = fadd double %298, %300, !dbg !283
  %302 = fadd double %301, %286, !dbg !284
  %303 = fadd double %302, %295, !dbg !285
  call void @llvm.dbg.value(metadata double %303, metadata !44, metadata !DIExpression()), !dbg !45
  %304 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %303), !dbg !286
  tail call void @free(i8* noundef %21) #8, !dbg !287
  tail call void @free(i8* noundef %26) #8, !dbg !288
  tail call void @free(i8* noundef %27) #8, !dbg !289
  tail call void @free(i8* noundef %30) #8, !dbg !290
  ret i32 0, !dbg !291
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pointer_kernels.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6af03eec4de6f4b299674a0d28061788")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 87, type: !19, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !29, !30, !38, !44}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 87, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 87, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 88, type: !6)
!25 = !DILocalVariable(name: "m", scope: !18, file: !1, line: 89, type: !6)
!26 = !DILocalVariable(name: "A", scope: !18, file: !1, line: 90, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "s", scope: !18, file: !1, line: 91, type: !8)
!30 = !DILocalVariable(name: "v", scope: !18, file: !1, line: 92, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pt", file: !1, line: 17, baseType: !33)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 14, size: 128, elements: !34)
!34 = !{!35, !36, !37}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !33, file: !1, line: 15, baseType: !6, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !33, file: !1, line: 15, baseType: !6, size: 32, offset: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !33, file: !1, line: 16, baseType: !28, size: 64, offset: 64)
!38 = !DILocalVariable(name: "sp", scope: !18, file: !1, line: 93, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "span", file: !1, line: 12, baseType: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 128, elements: !41)
!41 = !{!42, !43}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "begin", scope: !40, file: !1, line: 11, baseType: !27, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !40, file: !1, line: 11, baseType: !27, size: 64, offset: 64)
!44 = !DILocalVariable(name: "t", scope: !18, file: !1, line: 95, type: !28)
!45 = !DILocation(line: 0, scope: !18)
!46 = !DILocation(line: 88, column: 16, scope: !18)
!47 = !DILocation(line: 88, column: 11, scope: !18)
!48 = !DILocation(line: 88, column: 27, scope: !18)
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocalVariable(name: "__nptr", arg: 1, scope: !54, file: !55, line: 362, type: !58)
!54 = distinct !DISubprogram(name: "atoi", scope: !55, file: !55, line: 362, type: !56, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!56 = !DISubroutineType(types: !57)
!57 = !{!6, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!60 = !{!53}
!61 = !DILocation(line: 0, scope: !54, inlinedAt: !62)
!62 = distinct !DILocation(line: 88, column: 22, scope: !18)
!63 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !62)
!65 = !DILocation(line: 89, column: 16, scope: !18)
!66 = !DILocation(line: 89, column: 11, scope: !18)
!67 = !DILocation(line: 89, column: 27, scope: !18)
!68 = !DILocation(line: 0, scope: !54, inlinedAt: !69)
!69 = distinct !DILocation(line: 89, column: 22, scope: !18)
!70 = !DILocation(line: 364, column: 16, scope: !54, inlinedAt: !69)
!71 = !DILocation(line: 364, column: 10, scope: !54, inlinedAt: !69)
!72 = !DILocation(line: 90, column: 22, scope: !18)
!73 = !DILocation(line: 90, column: 34, scope: !18)
!74 = !DILocation(line: 90, column: 32, scope: !18)
!75 = !DILocation(line: 90, column: 15, scope: !18)
!76 = !DILocation(line: 91, column: 20, scope: !18)
!77 = !DILocation(line: 91, column: 13, scope: !18)
!78 = !DILocation(line: 92, column: 11, scope: !18)
!79 = !DILocalVariable(name: "s", arg: 1, scope: !80, file: !1, line: 73, type: !83)
!80 = distinct !DISubprogram(name: "span_init", scope: !1, file: !1, line: 73, type: !81, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !83, !6}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!84 = !{!79, !85, !86}
!85 = !DILocalVariable(name: "n", arg: 2, scope: !80, file: !1, line: 73, type: !6)
!86 = !DILocalVariable(name: "p", scope: !87, file: !1, line: 76, type: !27)
!87 = distinct !DILexicalBlock(scope: !80, file: !1, line: 76, column: 3)
!88 = !DILocation(line: 0, scope: !80, inlinedAt: !89)
!89 = distinct !DILocation(line: 94, column: 3, scope: !18)
!90 = !DILocation(line: 74, column: 23, scope: !80, inlinedAt: !89)
!91 = !DILocation(line: 74, column: 14, scope: !80, inlinedAt: !89)
!92 = !DILocation(line: 75, column: 21, scope: !80, inlinedAt: !89)
!93 = !DILocation(line: 0, scope: !87, inlinedAt: !89)
!94 = !DILocation(line: 76, column: 32, scope: !95, inlinedAt: !89)
!95 = distinct !DILexicalBlock(scope: !87, file: !1, line: 76, column: 3)
!96 = !DILocation(line: 76, column: 3, scope: !87, inlinedAt: !89)
!97 = !DILocation(line: 77, column: 8, scope: !95, inlinedAt: !89)
!98 = !{!99, !99, i64 0}
!99 = !{!"double", !51, i64 0}
!100 = distinct !{!100, !96, !101, !102, !103}
!101 = !DILocation(line: 77, column: 10, scope: !87, inlinedAt: !89)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !{!"llvm.loop.isvectorized", i32 1}
!104 = distinct !{!104, !105}
!105 = !{!"llvm.loop.unroll.disable"}
!106 = !DILocation(line: 76, column: 43, scope: !95, inlinedAt: !89)
!107 = distinct !{!107, !96, !101, !102, !108, !103}
!108 = !{!"llvm.loop.unroll.runtime.disable"}
!109 = !DILocation(line: 95, column: 23, scope: !18)
!110 = !DILocalVariable(name: "a", arg: 1, scope: !111, file: !1, line: 19, type: !114)
!111 = distinct !DISubprogram(name: "rev", scope: !1, file: !1, line: 19, type: !112, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116)
!112 = !DISubroutineType(types: !113)
!113 = !{!28, !114, !6}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!116 = !{!110, !117, !118, !119}
!117 = !DILocalVariable(name: "n", arg: 2, scope: !111, file: !1, line: 19, type: !6)
!118 = !DILocalVariable(name: "t", scope: !111, file: !1, line: 20, type: !28)
!119 = !DILocalVariable(name: "p", scope: !120, file: !1, line: 21, type: !114)
!120 = distinct !DILexicalBlock(scope: !111, file: !1, line: 21, column: 3)
!121 = !DILocation(line: 0, scope: !111, inlinedAt: !122)
!122 = distinct !DILocation(line: 95, column: 14, scope: !18)
!123 = !DILocation(line: 21, column: 28, scope: !120, inlinedAt: !122)
!124 = !DILocation(line: 0, scope: !120, inlinedAt: !122)
!125 = !DILocation(line: 21, column: 39, scope: !126, inlinedAt: !122)
!126 = distinct !DILexicalBlock(scope: !120, file: !1, line: 21, column: 3)
!127 = !DILocation(line: 21, column: 3, scope: !120, inlinedAt: !122)
!128 = !DILocation(line: 22, column: 10, scope: !126, inlinedAt: !122)
!129 = !DILocation(line: 22, column: 7, scope: !126, inlinedAt: !122)
!130 = distinct !{!130, !127, !131, !102}
!131 = !DILocation(line: 22, column: 11, scope: !120, inlinedAt: !122)
!132 = !DILocalVariable(name: "a", arg: 1, scope: !133, file: !1, line: 26, type: !114)
!133 = distinct !DISubprogram(name: "stride2", scope: !1, file: !1, line: 26, type: !112, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!134 = !{!132, !135, !136, !137, !138}
!135 = !DILocalVariable(name: "n", arg: 2, scope: !133, file: !1, line: 26, type: !6)
!136 = !DILocalVariable(name: "t", scope: !133, file: !1, line: 27, type: !28)
!137 = !DILocalVariable(name: "end", scope: !133, file: !1, line: 28, type: !114)
!138 = !DILocalVariable(name: "p", scope: !133, file: !1, line: 29, type: !114)
!139 = !DILocation(line: 0, scope: !133, inlinedAt: !140)
!140 = distinct !DILocation(line: 95, column: 30, scope: !18)
!141 = !DILocation(line: 30, column: 3, scope: !133, inlinedAt: !140)
!142 = distinct !{!142, !141, !143, !102}
!143 = !DILocation(line: 33, column: 3, scope: !133, inlinedAt: !140)
!144 = !DILocation(line: 32, column: 7, scope: !145, inlinedAt: !140)
!145 = distinct !DILexicalBlock(scope: !133, file: !1, line: 30, column: 19)
!146 = !DILocation(line: 31, column: 10, scope: !145, inlinedAt: !140)
!147 = !DILocation(line: 30, column: 12, scope: !133, inlinedAt: !140)
!148 = !DILocalVariable(name: "A", arg: 1, scope: !149, file: !1, line: 37, type: !114)
!149 = distinct !DISubprogram(name: "rows", scope: !1, file: !1, line: 37, type: !150, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!28, !114, !6, !6}
!152 = !{!148, !153, !154, !155, !156, !158, !161}
!153 = !DILocalVariable(name: "n", arg: 2, scope: !149, file: !1, line: 37, type: !6)
!154 = !DILocalVariable(name: "m", arg: 3, scope: !149, file: !1, line: 37, type: !6)
!155 = !DILocalVariable(name: "t", scope: !149, file: !1, line: 38, type: !28)
!156 = !DILocalVariable(name: "i", scope: !157, file: !1, line: 39, type: !6)
!157 = distinct !DILexicalBlock(scope: !149, file: !1, line: 39, column: 3)
!158 = !DILocalVariable(name: "r", scope: !159, file: !1, line: 40, type: !114)
!159 = distinct !DILexicalBlock(scope: !160, file: !1, line: 39, column: 31)
!160 = distinct !DILexicalBlock(scope: !157, file: !1, line: 39, column: 3)
!161 = !DILocalVariable(name: "p", scope: !162, file: !1, line: 41, type: !114)
!162 = distinct !DILexicalBlock(scope: !159, file: !1, line: 41, column: 5)
!163 = !DILocation(line: 0, scope: !149, inlinedAt: !164)
!164 = distinct !DILocation(line: 95, column: 50, scope: !18)
!165 = !DILocation(line: 0, scope: !157, inlinedAt: !164)
!166 = !DILocation(line: 39, column: 21, scope: !160, inlinedAt: !164)
!167 = !DILocation(line: 39, column: 3, scope: !157, inlinedAt: !164)
!168 = !DILocation(line: 40, column: 37, scope: !159, inlinedAt: !164)
!169 = !DILocation(line: 40, column: 25, scope: !159, inlinedAt: !164)
!170 = !DILocation(line: 0, scope: !159, inlinedAt: !164)
!171 = !DILocation(line: 0, scope: !162, inlinedAt: !164)
!172 = !DILocation(line: 41, column: 5, scope: !162, inlinedAt: !164)
!173 = !DILocation(line: 39, column: 27, scope: !160, inlinedAt: !164)
!174 = !DILocation(line: 42, column: 12, scope: !175, inlinedAt: !164)
!175 = distinct !DILexicalBlock(scope: !162, file: !1, line: 41, column: 5)
!176 = !DILocation(line: 42, column: 9, scope: !175, inlinedAt: !164)
!177 = !DILocation(line: 41, column: 43, scope: !175, inlinedAt: !164)
!178 = !DILocation(line: 41, column: 33, scope: !175, inlinedAt: !164)
!179 = distinct !{!179, !172, !180, !102}
!180 = !DILocation(line: 42, column: 13, scope: !162, inlinedAt: !164)
!181 = distinct !{!181, !167, !182, !102}
!182 = !DILocation(line: 43, column: 3, scope: !157, inlinedAt: !164)
!183 = !DILocation(line: 38, column: 10, scope: !149, inlinedAt: !164)
!184 = !DILocation(line: 95, column: 77, scope: !18)
!185 = !DILocation(line: 95, column: 75, scope: !18)
!186 = !DILocalVariable(name: "A", arg: 1, scope: !187, file: !1, line: 47, type: !114)
!187 = distinct !DISubprogram(name: "upper", scope: !1, file: !1, line: 47, type: !112, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !188)
!188 = !{!186, !189, !190, !191, !193, !196}
!189 = !DILocalVariable(name: "n", arg: 2, scope: !187, file: !1, line: 47, type: !6)
!190 = !DILocalVariable(name: "t", scope: !187, file: !1, line: 48, type: !28)
!191 = !DILocalVariable(name: "i", scope: !192, file: !1, line: 49, type: !6)
!192 = distinct !DILexicalBlock(scope: !187, file: !1, line: 49, column: 3)
!193 = !DILocalVariable(name: "r", scope: !194, file: !1, line: 50, type: !114)
!194 = distinct !DILexicalBlock(scope: !195, file: !1, line: 49, column: 31)
!195 = distinct !DILexicalBlock(scope: !192, file: !1, line: 49, column: 3)
!196 = !DILocalVariable(name: "p", scope: !197, file: !1, line: 51, type: !114)
!197 = distinct !DILexicalBlock(scope: !194, file: !1, line: 51, column: 5)
!198 = !DILocation(line: 0, scope: !187, inlinedAt: !199)
!199 = distinct !DILocation(line: 95, column: 66, scope: !18)
!200 = !DILocation(line: 0, scope: !192, inlinedAt: !199)
!201 = !DILocation(line: 49, column: 21, scope: !195, inlinedAt: !199)
!202 = !DILocation(line: 49, column: 3, scope: !192, inlinedAt: !199)
!203 = !DILocation(line: 50, column: 37, scope: !194, inlinedAt: !199)
!204 = !DILocation(line: 50, column: 25, scope: !194, inlinedAt: !199)
!205 = !DILocation(line: 0, scope: !194, inlinedAt: !199)
!206 = !DILocation(line: 51, column: 30, scope: !197, inlinedAt: !199)
!207 = !DILocation(line: 0, scope: !197, inlinedAt: !199)
!208 = !DILocation(line: 51, column: 37, scope: !209, inlinedAt: !199)
!209 = distinct !DILexicalBlock(scope: !197, file: !1, line: 51, column: 5)
!210 = !DILocation(line: 51, column: 5, scope: !197, inlinedAt: !199)
!211 = !DILocation(line: 49, column: 27, scope: !195, inlinedAt: !199)
!212 = !DILocation(line: 52, column: 12, scope: !209, inlinedAt: !199)
!213 = !DILocation(line: 52, column: 9, scope: !209, inlinedAt: !199)
!214 = !DILocation(line: 51, column: 51, scope: !209, inlinedAt: !199)
!215 = distinct !{!215, !210, !216, !102}
!216 = !DILocation(line: 52, column: 13, scope: !197, inlinedAt: !199)
!217 = distinct !{!217, !202, !218, !102}
!218 = !DILocation(line: 53, column: 3, scope: !192, inlinedAt: !199)
!219 = !DILocation(line: 48, column: 10, scope: !187, inlinedAt: !199)
!220 = !DILocalVariable(name: "s", arg: 1, scope: !221, file: !1, line: 57, type: !8)
!221 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 57, type: !222, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !224)
!222 = !DISubroutineType(types: !223)
!223 = !{!6, !8, !6}
!224 = !{!220, !225, !226}
!225 = !DILocalVariable(name: "n", arg: 2, scope: !221, file: !1, line: 57, type: !6)
!226 = !DILocalVariable(name: "p", scope: !221, file: !1, line: 58, type: !8)
!227 = !DILocation(line: 0, scope: !221, inlinedAt: !228)
!228 = distinct !DILocation(line: 95, column: 92, scope: !18)
!229 = !DILocation(line: 59, column: 3, scope: !221, inlinedAt: !228)
!230 = !DILocation(line: 60, column: 8, scope: !231, inlinedAt: !228)
!231 = distinct !DILexicalBlock(scope: !221, file: !1, line: 59, column: 6)
!232 = !{!51, !51, i64 0}
!233 = !DILocalVariable(name: "v", arg: 1, scope: !234, file: !1, line: 66, type: !31)
!234 = distinct !DISubprogram(name: "weigh", scope: !1, file: !1, line: 66, type: !235, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !237)
!235 = !DISubroutineType(types: !236)
!236 = !{!28, !31, !6}
!237 = !{!233, !238, !239, !240}
!238 = !DILocalVariable(name: "n", arg: 2, scope: !234, file: !1, line: 66, type: !6)
!239 = !DILocalVariable(name: "t", scope: !234, file: !1, line: 67, type: !28)
!240 = !DILocalVariable(name: "q", scope: !241, file: !1, line: 68, type: !31)
!241 = distinct !DILexicalBlock(scope: !234, file: !1, line: 68, column: 3)
!242 = !DILocation(line: 0, scope: !234, inlinedAt: !243)
!243 = distinct !DILocation(line: 95, column: 105, scope: !18)
!244 = !DILocation(line: 0, scope: !241, inlinedAt: !243)
!245 = !DILocation(line: 68, column: 3, scope: !241, inlinedAt: !243)
!246 = !DILocation(line: 69, column: 13, scope: !247, inlinedAt: !243)
!247 = distinct !DILexicalBlock(scope: !241, file: !1, line: 68, column: 3)
!248 = !{!249, !99, i64 8}
!249 = !{!"", !250, i64 0, !250, i64 4, !99, i64 8}
!250 = !{!"int", !51, i64 0}
!251 = !DILocation(line: 69, column: 20, scope: !247, inlinedAt: !243)
!252 = !{!249, !250, i64 0}
!253 = !DILocation(line: 69, column: 17, scope: !247, inlinedAt: !243)
!254 = !DILocation(line: 69, column: 7, scope: !247, inlinedAt: !243)
!255 = !DILocation(line: 68, column: 31, scope: !247, inlinedAt: !243)
!256 = !DILocation(line: 68, column: 21, scope: !247, inlinedAt: !243)
!257 = distinct !{!257, !245, !258, !102}
!258 = !DILocation(line: 69, column: 20, scope: !241, inlinedAt: !243)
!259 = !DILocalVariable(name: "s", arg: 1, scope: !260, file: !1, line: 80, type: !39)
!260 = distinct !DISubprogram(name: "span_sum", scope: !1, file: !1, line: 80, type: !261, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!28, !39}
!263 = !{!259, !264, !265}
!264 = !DILocalVariable(name: "t", scope: !260, file: !1, line: 81, type: !28)
!265 = !DILocalVariable(name: "p", scope: !266, file: !1, line: 82, type: !27)
!266 = distinct !DILexicalBlock(scope: !260, file: !1, line: 82, column: 3)
!267 = !DILocation(line: 0, scope: !260, inlinedAt: !268)
!268 = distinct !DILocation(line: 95, column: 119, scope: !18)
!269 = !DILocation(line: 0, scope: !266, inlinedAt: !268)
!270 = !DILocation(line: 82, column: 3, scope: !266, inlinedAt: !268)
!271 = !DILocation(line: 83, column: 10, scope: !272, inlinedAt: !268)
!272 = distinct !DILexicalBlock(scope: !266, file: !1, line: 82, column: 3)
!273 = !DILocation(line: 83, column: 7, scope: !272, inlinedAt: !268)
!274 = !DILocation(line: 82, column: 41, scope: !272, inlinedAt: !268)
!275 = !DILocation(line: 82, column: 31, scope: !272, inlinedAt: !268)
!276 = distinct !{!276, !270, !277, !102}
!277 = !DILocation(line: 83, column: 11, scope: !266, inlinedAt: !268)
!278 = !DILocation(line: 95, column: 28, scope: !18)
!279 = !DILocation(line: 95, column: 48, scope: !18)
!280 = !DILocation(line: 95, column: 64, scope: !18)
!281 = !DILocation(line: 63, column: 10, scope: !221, inlinedAt: !228)
!282 = !DILocation(line: 95, column: 92, scope: !18)
!283 = !DILocation(line: 95, column: 90, scope: !18)
!284 = !DILocation(line: 95, column: 103, scope: !18)
!285 = !DILocation(line: 95, column: 117, scope: !18)
!286 = !DILocation(line: 96, column: 3, scope: !18)
!287 = !DILocation(line: 97, column: 3, scope: !18)
!288 = !DILocation(line: 98, column: 3, scope: !18)
!289 = !DILocation(line: 99, column: 3, scope: !18)
!290 = !DILocation(line: 100, column: 3, scope: !18)
!291 = !DILocation(line: 101, column: 3, scope: !18)
