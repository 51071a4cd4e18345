; ModuleID = 'pointer_loops.c'
source_filename = "pointer_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { double, double, double }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !54
  %3 = icmp sgt i32 %0, 1, !dbg !55
  br i1 %3, label %4, label %9, !dbg !56

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !57
  %6 = load i8*, i8** %5, align 8, !dbg !57, !tbaa !58
  call void @llvm.dbg.value(metadata i8* %6, metadata !62, metadata !DIExpression()) #7, !dbg !70
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !72
  %8 = trunc i64 %7 to i32, !dbg !73
  br label %9, !dbg !56

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 5000, %2 ], !dbg !56
  call void @llvm.dbg.value(metadata i32 %10, metadata !22, metadata !DIExpression()), !dbg !54
  %11 = sext i32 %10 to i64, !dbg !74
  %12 = shl nsw i64 %11, 3, !dbg !75
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !76
  %14 = bitcast i8* %13 to double*, !dbg !76
  call void @llvm.dbg.value(metadata double* %14, metadata !23, metadata !DIExpression()), !dbg !54
  %15 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !77
  %16 = bitcast i8* %15 to double*, !dbg !77
  call void @llvm.dbg.value(metadata double* %16, metadata !25, metadata !DIExpression()), !dbg !54
  %17 = mul nsw i64 %11, 24, !dbg !78
  %18 = tail call noalias i8* @malloc(i64 noundef %17) #7, !dbg !79
  %19 = bitcast i8* %18 to %struct.point*, !dbg !79
  call void @llvm.dbg.value(metadata %struct.point* %19, metadata !26, metadata !DIExpression()), !dbg !54
  %20 = icmp ne i8* %13, null, !dbg !80
  %21 = icmp ne i8* %15, null
  %22 = and i1 %20, %21, !dbg !82
  %23 = icmp ne i8* %18, null
  %24 = and i1 %22, %23, !dbg !82
  br i1 %24, label %25, label %471, !dbg !82

25:                                               ; preds = %9
  call void @llvm.dbg.value(metadata double* %14, metadata !34, metadata !DIExpression()), !dbg !83
  %26 = getelementptr inbounds double, double* %14, i64 %11, !dbg !84
  call void @llvm.dbg.value(metadata double* %26, metadata !36, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata double* %14, metadata !34, metadata !DIExpression()), !dbg !83
  %27 = icmp eq double* %26, %14, !dbg !85
  br i1 %27, label %30, label %28, !dbg !87

28:                                               ; preds = %25
  %29 = ptrtoint i8* %13 to i64
  br label %35, !dbg !87

30:                                               ; preds = %35, %25
  %31 = getelementptr inbounds %struct.point, %struct.point* %19, i64 %11
  call void @llvm.dbg.value(metadata %struct.point* %19, metadata !37, metadata !DIExpression()), !dbg !88
  %32 = icmp ugt %struct.point* %31, %19, !dbg !89
  br i1 %32, label %33, label %43, !dbg !91

33:                                               ; preds = %30
  %34 = ptrtoint i8* %18 to i64
  br label %117, !dbg !91

35:                                               ; preds = %28, %35
  %36 = phi double* [ %14, %28 ], [ %41, %35 ]
  call void @llvm.dbg.value(metadata double* %36, metadata !34, metadata !DIExpression()), !dbg !83
  %37 = ptrtoint double* %36 to i64, !dbg !92
  %38 = sub i64 %37, %29, !dbg !92
  %39 = ashr exact i64 %38, 3, !dbg !92
  %40 = sitofp i64 %39 to double, !dbg !93
  store double %40, double* %36, align 8, !dbg !94, !tbaa !95
  %41 = getelementptr inbounds double, double* %36, i64 1, !dbg !97
  call void @llvm.dbg.value(metadata double* %41, metadata !34, metadata !DIExpression()), !dbg !83
  %42 = icmp eq double* %41, %26, !dbg !85
  br i1 %42, label %30, label %35, !dbg !87, !llvm.loop !98

43:                                               ; preds = %117, %30
  %44 = getelementptr inbounds double, double* %16, i64 %11
  %45 = icmp eq double* %44, %16
  %46 = icmp eq %struct.point* %31, %19
  %47 = icmp sgt i32 %10, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !39, metadata !DIExpression()), !dbg !54
  %48 = zext i32 %10 to i64, !dbg !102
  call void @llvm.dbg.value(metadata double* %16, metadata !47, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double* %14, metadata !42, metadata !DIExpression()), !dbg !104
  br i1 %45, label %129, label %49, !dbg !105

49:                                               ; preds = %43
  %50 = add nsw i64 %11, 2305843009213693951, !dbg !105
  %51 = and i64 %50, 2305843009213693951, !dbg !105
  %52 = add nuw nsw i64 %51, 1, !dbg !105
  %53 = icmp ult i64 %51, 3, !dbg !105
  br i1 %53, label %114, label %54, !dbg !105

54:                                               ; preds = %49
  %55 = and i64 %52, 4611686018427387900, !dbg !105
  %56 = getelementptr double, double* %16, i64 %55, !dbg !105
  %57 = getelementptr double, double* %14, i64 %55, !dbg !105
  %58 = add nsw i64 %55, -4, !dbg !105
  %59 = lshr exact i64 %58, 2, !dbg !105
  %60 = add nuw nsw i64 %59, 1, !dbg !105
  %61 = and i64 %60, 1, !dbg !105
  %62 = icmp eq i64 %58, 0, !dbg !105
  br i1 %62, label %96, label %63, !dbg !105

63:                                               ; preds = %54
  %64 = and i64 %60, 9223372036854775806, !dbg !105
  br label %65, !dbg !105

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %93, %65 ]
  %67 = phi i64 [ 0, %63 ], [ %94, %65 ]
  %68 = getelementptr double, double* %16, i64 %66
  %69 = getelementptr double, double* %14, i64 %66
  %70 = bitcast double* %69 to <2 x double>*, !dbg !106
  %71 = load <2 x double>, <2 x double>* %70, align 8, !dbg !106, !tbaa !95
  %72 = getelementptr double, double* %69, i64 2, !dbg !106
  %73 = bitcast double* %72 to <2 x double>*, !dbg !106
  %74 = load <2 x double>, <2 x double>* %73, align 8, !dbg !106, !tbaa !95
  %75 = fmul <2 x double> %71, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %76 = fmul <2 x double> %74, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %77 = bitcast double* %68 to <2 x double>*, !dbg !109
  store <2 x double> %75, <2 x double>* %77, align 8, !dbg !109, !tbaa !95
  %78 = getelementptr double, double* %68, i64 2, !dbg !109
  %79 = bitcast double* %78 to <2 x double>*, !dbg !109
  store <2 x double> %76, <2 x double>* %79, align 8, !dbg !109, !tbaa !95
  %80 = or i64 %66, 4
  %81 = getelementptr double, double* %16, i64 %80
  %82 = getelementptr double, double* %14, i64 %80
  %83 = bitcast double* %82 to <2 x double>*, !dbg !106
  %84 = load <2 x double>, <2 x double>* %83, align 8, !dbg !106, !tbaa !95
  %85 = getelementptr double, double* %82, i64 2, !dbg !106
  %86 = bitcast double* %85 to <2 x double>*, !dbg !106
  %87 = load <2 x double>, <2 x double>* %86, align 8, !dbg !106, !tbaa !95
  %88 = fmul <2 x double> %84, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %89 = fmul <2 x double> %87, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %90 = bitcast double* %81 to <2 x double>*, !dbg !109
  store <2 x double> %88, <2 x double>* %90, align 8, !dbg !109, !tbaa !95
  %91 = getelementptr double, double* %81, i64 2, !dbg !109
  %92 = bitcast double* %91 to <2 x double>*, !dbg !109
  store <2 x double> %89, <2 x double>* %92, align 8, !dbg !109, !tbaa !95
  %93 = add nuw i64 %66, 8
  %94 = add i64 %67, 2
  %95 = icmp eq i64 %94, %64
  br i1 %95, label %96, label %65, !llvm.loop !110

96:                                               ; preds = %65, %54
  %97 = phi i64 [ 0, %54 ], [ %93, %65 ]
  %98 = icmp eq i64 %61, 0
  br i1 %98, label %112, label %99

99:                                               ; preds = %96
  %100 = getelementptr double, double* %16, i64 %97
  %101 = getelementptr double, double* %14, i64 %97
  %102 = bitcast double* %101 to <2 x double>*, !dbg !106
  %103 = load <2 x double>, <2 x double>* %102, align 8, !dbg !106, !tbaa !95
  %104 = getelementptr double, double* %101, i64 2, !dbg !106
  %105 = bitcast double* %104 to <2 x double>*, !dbg !106
  %106 = load <2 x double>, <2 x double>* %105, align 8, !dbg !106, !tbaa !95
  %107 = fmul <2 x double> %103, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %108 = fmul <2 x double> %106, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %109 = bitcast double* %100 to <2 x double>*, !dbg !109
  store <2 x double> %107, <2 x double>* %109, align 8, !dbg !109, !tbaa !95
  %110 = getelementptr double, double* %100, i64 2, !dbg !109
  %111 = bitcast double* %110 to <2 x double>*, !dbg !109
  store <2 x double> %108, <2 x double>* %111, align 8, !dbg !109, !tbaa !95
  br label %112, !dbg !105

112:                                              ; preds = %96, %99
  %113 = icmp eq i64 %52, %55, !dbg !105
  br i1 %113, label %129, label %114, !dbg !105

114:                                              ; preds = %49, %112
  %115 = phi double* [ %16, %49 ], [ %56, %112 ]
  %116 = phi double* [ %14, %49 ], [ %57, %112 ]
  br label %130, !dbg !105

117:                                              ; preds = %33, %117
  %118 = phi %struct.point* [ %19, %33 ], [ %127, %117 ]
  call void @llvm.dbg.value(metadata %struct.point* %118, metadata !37, metadata !DIExpression()), !dbg !88
  %119 = ptrtoint %struct.point* %118 to i64, !dbg !113
  %120 = sub i64 %119, %34, !dbg !113
  %121 = sdiv exact i64 %120, 24, !dbg !113
  %122 = sitofp i64 %121 to double, !dbg !115
  %123 = getelementptr inbounds %struct.point, %struct.point* %118, i64 0, i32 0, !dbg !116
  store double %122, double* %123, align 8, !dbg !117, !tbaa !118
  %124 = fmul double %122, 2.000000e+00, !dbg !120
  %125 = getelementptr inbounds %struct.point, %struct.point* %118, i64 0, i32 1, !dbg !121
  store double %124, double* %125, align 8, !dbg !122, !tbaa !123
  %126 = getelementptr inbounds %struct.point, %struct.point* %118, i64 0, i32 2, !dbg !124
  store double 1.000000e+00, double* %126, align 8, !dbg !125, !tbaa !126
  %127 = getelementptr inbounds %struct.point, %struct.point* %118, i64 1, !dbg !127
  call void @llvm.dbg.value(metadata %struct.point* %127, metadata !37, metadata !DIExpression()), !dbg !88
  %128 = icmp ult %struct.point* %127, %31, !dbg !89
  br i1 %128, label %117, label %43, !dbg !91, !llvm.loop !128

129:                                              ; preds = %130, %112, %43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata %struct.point* %31, metadata !49, metadata !DIExpression(DW_OP_constu, 24, DW_OP_minus, DW_OP_stack_value)), !dbg !130
  br i1 %46, label %138, label %160, !dbg !131

130:                                              ; preds = %114, %130
  %131 = phi double* [ %135, %130 ], [ %115, %114 ]
  %132 = phi double* [ %136, %130 ], [ %116, %114 ]
  call void @llvm.dbg.value(metadata double* %131, metadata !47, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double* %132, metadata !42, metadata !DIExpression()), !dbg !104
  %133 = load double, double* %132, align 8, !dbg !106, !tbaa !95
  %134 = fmul double %133, 5.000000e-01, !dbg !108
  store double %134, double* %131, align 8, !dbg !109, !tbaa !95
  %135 = getelementptr inbounds double, double* %131, i64 1, !dbg !132
  call void @llvm.dbg.value(metadata double* %135, metadata !47, metadata !DIExpression()), !dbg !103
  %136 = getelementptr inbounds double, double* %132, i64 1, !dbg !133
  call void @llvm.dbg.value(metadata double* %136, metadata !42, metadata !DIExpression()), !dbg !104
  %137 = icmp eq double* %135, %44, !dbg !134
  br i1 %137, label %129, label %130, !dbg !105, !llvm.loop !135

138:                                              ; preds = %160, %129
  %139 = phi double [ 0.000000e+00, %129 ], [ %168, %160 ], !dbg !54
  call void @llvm.dbg.value(metadata double %139, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 %10, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  br i1 %47, label %140, label %194, !dbg !137

140:                                              ; preds = %138
  %141 = add nsw i64 %48, -1, !dbg !137
  %142 = and i64 %48, 3, !dbg !137
  %143 = icmp eq i64 %142, 0, !dbg !137
  br i1 %143, label %155, label %144, !dbg !137

144:                                              ; preds = %140, %144
  %145 = phi i64 [ %148, %144 ], [ %48, %140 ]
  %146 = phi double [ %152, %144 ], [ %139, %140 ]
  %147 = phi i64 [ %153, %144 ], [ 0, %140 ]
  %148 = add nsw i64 %145, -1
  call void @llvm.dbg.value(metadata double %146, metadata !39, metadata !DIExpression()), !dbg !54
  %149 = and i64 %148, 4294967295, !dbg !138
  %150 = getelementptr inbounds double, double* %14, i64 %149, !dbg !138
  %151 = load double, double* %150, align 8, !dbg !138, !tbaa !95
  %152 = fadd double %146, %151, !dbg !139
  call void @llvm.dbg.value(metadata double %152, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %148, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %153 = add i64 %147, 1, !dbg !137
  %154 = icmp eq i64 %153, %142, !dbg !137
  br i1 %154, label %155, label %144, !dbg !137, !llvm.loop !140

155:                                              ; preds = %144, %140
  %156 = phi i64 [ %48, %140 ], [ %148, %144 ]
  %157 = phi double [ %139, %140 ], [ %152, %144 ]
  %158 = phi double [ undef, %140 ], [ %152, %144 ]
  %159 = icmp ult i64 %141, 3, !dbg !137
  br i1 %159, label %194, label %170, !dbg !137

160:                                              ; preds = %129, %160
  %161 = phi %struct.point* [ %163, %160 ], [ %31, %129 ]
  %162 = phi double [ %168, %160 ], [ 0.000000e+00, %129 ]
  %163 = getelementptr inbounds %struct.point, %struct.point* %161, i64 -1
  call void @llvm.dbg.value(metadata %struct.point* %161, metadata !49, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata double %162, metadata !39, metadata !DIExpression()), !dbg !54
  %164 = getelementptr inbounds %struct.point, %struct.point* %163, i64 0, i32 0, !dbg !142
  %165 = load double, double* %164, align 8, !dbg !142, !tbaa !118
  %166 = getelementptr inbounds %struct.point, %struct.point* %161, i64 -1, i32 2, !dbg !144
  %167 = load double, double* %166, align 8, !dbg !144, !tbaa !126
  %168 = tail call double @llvm.fmuladd.f64(double %165, double %167, double %162), !dbg !145
  call void @llvm.dbg.value(metadata double %168, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata %struct.point* %163, metadata !49, metadata !DIExpression(DW_OP_constu, 24, DW_OP_minus, DW_OP_stack_value)), !dbg !130
  %169 = icmp eq %struct.point* %163, %19, !dbg !146
  br i1 %169, label %138, label %160, !dbg !131, !llvm.loop !147

170:                                              ; preds = %155, %170
  %171 = phi i64 [ %188, %170 ], [ %156, %155 ]
  %172 = phi double [ %192, %170 ], [ %157, %155 ]
  %173 = add i64 %171, 4294967295
  call void @llvm.dbg.value(metadata double %172, metadata !39, metadata !DIExpression()), !dbg !54
  %174 = and i64 %173, 4294967295, !dbg !138
  %175 = getelementptr inbounds double, double* %14, i64 %174, !dbg !138
  %176 = load double, double* %175, align 8, !dbg !138, !tbaa !95
  %177 = fadd double %172, %176, !dbg !139
  call void @llvm.dbg.value(metadata double %177, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %171, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967295, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %178 = add i64 %171, 4294967294
  call void @llvm.dbg.value(metadata double %177, metadata !39, metadata !DIExpression()), !dbg !54
  %179 = and i64 %178, 4294967295, !dbg !138
  %180 = getelementptr inbounds double, double* %14, i64 %179, !dbg !138
  %181 = load double, double* %180, align 8, !dbg !138, !tbaa !95
  %182 = fadd double %177, %181, !dbg !139
  call void @llvm.dbg.value(metadata double %182, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %171, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967294, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %183 = add i64 %171, 4294967293
  call void @llvm.dbg.value(metadata double %182, metadata !39, metadata !DIExpression()), !dbg !54
  %184 = and i64 %183, 4294967295, !dbg !138
  %185 = getelementptr inbounds double, double* %14, i64 %184, !dbg !138
  %186 = load double, double* %185, align 8, !dbg !138, !tbaa !95
  %187 = fadd double %182, %186, !dbg !139
  call void @llvm.dbg.value(metadata double %187, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %171, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967293, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %188 = add nsw i64 %171, -4
  call void @llvm.dbg.value(metadata double %187, metadata !39, metadata !DIExpression()), !dbg !54
  %189 = and i64 %188, 4294967295, !dbg !138
  %190 = getelementptr inbounds double, double* %14, i64 %189, !dbg !138
  %191 = load double, double* %190, align 8, !dbg !138, !tbaa !95
  %192 = fadd double %187, %191, !dbg !139
  call void @llvm.dbg.value(metadata double %192, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %188, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %193 = icmp sgt i64 %171, 4, !dbg !149
  br i1 %193, label %170, label %194, !dbg !137, !llvm.loop !150

194:                                              ; preds = %155, %170, %138
  %195 = phi double [ %139, %138 ], [ %158, %155 ], [ %192, %170 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 1, metadata !40, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %195, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata double* %16, metadata !47, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double* %14, metadata !42, metadata !DIExpression()), !dbg !104
  br i1 %45, label %272, label %196, !dbg !105

196:                                              ; preds = %194
  %197 = add nsw i64 %11, 2305843009213693951, !dbg !105
  %198 = and i64 %197, 2305843009213693951, !dbg !105
  %199 = add nuw nsw i64 %198, 1, !dbg !105
  %200 = icmp ult i64 %198, 3, !dbg !105
  br i1 %200, label %261, label %201, !dbg !105

201:                                              ; preds = %196
  %202 = and i64 %199, 4611686018427387900, !dbg !105
  %203 = getelementptr double, double* %16, i64 %202, !dbg !105
  %204 = getelementptr double, double* %14, i64 %202, !dbg !105
  %205 = add nsw i64 %202, -4, !dbg !105
  %206 = lshr exact i64 %205, 2, !dbg !105
  %207 = add nuw nsw i64 %206, 1, !dbg !105
  %208 = and i64 %207, 1, !dbg !105
  %209 = icmp eq i64 %205, 0, !dbg !105
  br i1 %209, label %243, label %210, !dbg !105

210:                                              ; preds = %201
  %211 = and i64 %207, 9223372036854775806, !dbg !105
  br label %212, !dbg !105

212:                                              ; preds = %212, %210
  %213 = phi i64 [ 0, %210 ], [ %240, %212 ]
  %214 = phi i64 [ 0, %210 ], [ %241, %212 ]
  %215 = getelementptr double, double* %16, i64 %213
  %216 = getelementptr double, double* %14, i64 %213
  %217 = bitcast double* %216 to <2 x double>*, !dbg !106
  %218 = load <2 x double>, <2 x double>* %217, align 8, !dbg !106, !tbaa !95
  %219 = getelementptr double, double* %216, i64 2, !dbg !106
  %220 = bitcast double* %219 to <2 x double>*, !dbg !106
  %221 = load <2 x double>, <2 x double>* %220, align 8, !dbg !106, !tbaa !95
  %222 = fmul <2 x double> %218, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %223 = fmul <2 x double> %221, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %224 = bitcast double* %215 to <2 x double>*, !dbg !109
  store <2 x double> %222, <2 x double>* %224, align 8, !dbg !109, !tbaa !95
  %225 = getelementptr double, double* %215, i64 2, !dbg !109
  %226 = bitcast double* %225 to <2 x double>*, !dbg !109
  store <2 x double> %223, <2 x double>* %226, align 8, !dbg !109, !tbaa !95
  %227 = or i64 %213, 4
  %228 = getelementptr double, double* %16, i64 %227
  %229 = getelementptr double, double* %14, i64 %227
  %230 = bitcast double* %229 to <2 x double>*, !dbg !106
  %231 = load <2 x double>, <2 x double>* %230, align 8, !dbg !106, !tbaa !95
  %232 = getelementptr double, double* %229, i64 2, !dbg !106
  %233 = bitcast double* %232 to <2 x double>*, !dbg !106
  %234 = load <2 x double>, <2 x double>* %233, align 8, !dbg !106, !tbaa !95
  %235 = fmul <2 x double> %231, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %236 = fmul <2 x double> %234, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %237 = bitcast double* %228 to <2 x double>*, !dbg !109
  store <2 x double> %235, <2 x double>* %237, align 8, !dbg !109, !tbaa !95
  %238 = getelementptr double, double* %228, i64 2, !dbg !109
  %239 = bitcast double* %238 to <2 x double>*, !dbg !109
  store <2 x double> %236, <2 x double>* %239, align 8, !dbg !109, !tbaa !95
  %240 = add nuw i64 %213, 8
  %241 = add i64 %214, 2
  %242 = icmp eq i64 %241, %211
  br i1 %242, label %243, label %212, !llvm.loop !152

243:                                              ; preds = %212, %201
  %244 = phi i64 [ 0, %201 ], [ %240, %212 ]
  %245 = icmp eq i64 %208, 0
  br i1 %245, label %259, label %246

246:                                              ; preds = %243
  %247 = getelementptr double, double* %16, i64 %244
  %248 = getelementptr double, double* %14, i64 %244
  %249 = bitcast double* %248 to <2 x double>*, !dbg !106
  %250 = load <2 x double>, <2 x double>* %249, align 8, !dbg !106, !tbaa !95
  %251 = getelementptr double, double* %248, i64 2, !dbg !106
  %252 = bitcast double* %251 to <2 x double>*, !dbg !106
  %253 = load <2 x double>, <2 x double>* %252, align 8, !dbg !106, !tbaa !95
  %254 = fmul <2 x double> %250, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %255 = fmul <2 x double> %253, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %256 = bitcast double* %247 to <2 x double>*, !dbg !109
  store <2 x double> %254, <2 x double>* %256, align 8, !dbg !109, !tbaa !95
  %257 = getelementptr double, double* %247, i64 2, !dbg !109
  %258 = bitcast double* %257 to <2 x double>*, !dbg !109
  store <2 x double> %255, <2 x double>* %258, align 8, !dbg !109, !tbaa !95
  br label %259, !dbg !105

259:                                              ; preds = %243, %246
  %260 = icmp eq i64 %199, %202, !dbg !105
  br i1 %260, label %272, label %261, !dbg !105

261:                                              ; preds = %196, %259
  %262 = phi double* [ %16, %196 ], [ %203, %259 ]
  %263 = phi double* [ %14, %196 ], [ %204, %259 ]
  br label %264, !dbg !105

264:                                              ; preds = %261, %264
  %265 = phi double* [ %269, %264 ], [ %262, %261 ]
  %266 = phi double* [ %270, %264 ], [ %263, %261 ]
  call void @llvm.dbg.value(metadata double* %265, metadata !47, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double* %266, metadata !42, metadata !DIExpression()), !dbg !104
  %267 = load double, double* %266, align 8, !dbg !106, !tbaa !95
  %268 = fmul double %267, 5.000000e-01, !dbg !108
  store double %268, double* %265, align 8, !dbg !109, !tbaa !95
  %269 = getelementptr inbounds double, double* %265, i64 1, !dbg !132
  call void @llvm.dbg.value(metadata double* %269, metadata !47, metadata !DIExpression()), !dbg !103
  %270 = getelementptr inbounds double, double* %266, i64 1, !dbg !133
  call void @llvm.dbg.value(metadata double* %270, metadata !42, metadata !DIExpression()), !dbg !104
  %271 = icmp eq double* %269, %44, !dbg !134
  br i1 %271, label %272, label %264, !dbg !105, !llvm.loop !153

272:                                              ; preds = %264, %259, %194
  call void @llvm.dbg.value(metadata double %195, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata %struct.point* %31, metadata !49, metadata !DIExpression(DW_OP_constu, 24, DW_OP_minus, DW_OP_stack_value)), !dbg !130
  br i1 %46, label %283, label %273, !dbg !131

273:                                              ; preds = %272, %273
  %274 = phi %struct.point* [ %276, %273 ], [ %31, %272 ]
  %275 = phi double [ %281, %273 ], [ %195, %272 ]
  %276 = getelementptr inbounds %struct.point, %struct.point* %274, i64 -1
  call void @llvm.dbg.value(metadata %struct.point* %274, metadata !49, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata double %275, metadata !39, metadata !DIExpression()), !dbg !54
  %277 = getelementptr inbounds %struct.point, %struct.point* %276, i64 0, i32 0, !dbg !142
  %278 = load double, double* %277, align 8, !dbg !142, !tbaa !118
  %279 = getelementptr inbounds %struct.point, %struct.point* %274, i64 -1, i32 2, !dbg !144
  %280 = load double, double* %279, align 8, !dbg !144, !tbaa !126
  %281 = tail call double @llvm.fmuladd.f64(double %278, double %280, double %275), !dbg !145
  call void @llvm.dbg.value(metadata double %281, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata %struct.point* %276, metadata !49, metadata !DIExpression(DW_OP_constu, 24, DW_OP_minus, DW_OP_stack_value)), !dbg !130
  %282 = icmp eq %struct.point* %276, %19, !dbg !146
  br i1 %282, label %283, label %273, !dbg !131, !llvm.loop !147

283:                                              ; preds = %273, %272
  %284 = phi double [ %195, %272 ], [ %281, %273 ], !dbg !54
  call void @llvm.dbg.value(metadata double %284, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 %10, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  br i1 %47, label %285, label %329, !dbg !137

285:                                              ; preds = %283
  %286 = add nsw i64 %48, -1, !dbg !137
  %287 = and i64 %48, 3, !dbg !137
  %288 = icmp eq i64 %287, 0, !dbg !137
  br i1 %288, label %300, label %289, !dbg !137

289:                                              ; preds = %285, %289
  %290 = phi i64 [ %293, %289 ], [ %48, %285 ]
  %291 = phi double [ %297, %289 ], [ %284, %285 ]
  %292 = phi i64 [ %298, %289 ], [ 0, %285 ]
  %293 = add nsw i64 %290, -1
  call void @llvm.dbg.value(metadata double %291, metadata !39, metadata !DIExpression()), !dbg !54
  %294 = and i64 %293, 4294967295, !dbg !138
  %295 = getelementptr inbounds double, double* %14, i64 %294, !dbg !138
  %296 = load double, double* %295, align 8, !dbg !138, !tbaa !95
  %297 = fadd double %291, %296, !dbg !139
  call void @llvm.dbg.value(metadata double %297, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %293, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %298 = add i64 %292, 1, !dbg !137
  %299 = icmp eq i64 %298, %287, !dbg !137
  br i1 %299, label %300, label %289, !dbg !137, !llvm.loop !154

300:                                              ; preds = %289, %285
  %301 = phi i64 [ %48, %285 ], [ %293, %289 ]
  %302 = phi double [ %284, %285 ], [ %297, %289 ]
  %303 = phi double [ undef, %285 ], [ %297, %289 ]
  %304 = icmp ult i64 %286, 3, !dbg !137
  br i1 %304, label %329, label %305, !dbg !137

305:                                              ; preds = %300, %305
  %306 = phi i64 [ %323, %305 ], [ %301, %300 ]
  %307 = phi double [ %327, %305 ], [ %302, %300 ]
  %308 = add i64 %306, 4294967295
  call void @llvm.dbg.value(metadata double %307, metadata !39, metadata !DIExpression()), !dbg !54
  %309 = and i64 %308, 4294967295, !dbg !138
  %310 = getelementptr inbounds double, double* %14, i64 %309, !dbg !138
  %311 = load double, double* %310, align 8, !dbg !138, !tbaa !95
  %312 = fadd double %307, %311, !dbg !139
  call void @llvm.dbg.value(metadata double %312, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %306, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967295, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %313 = add i64 %306, 4294967294
  call void @llvm.dbg.value(metadata double %312, metadata !39, metadata !DIExpression()), !dbg !54
  %314 = and i64 %313, 4294967295, !dbg !138
  %315 = getelementptr inbounds double, double* %14, i64 %314, !dbg !138
  %316 = load double, double* %315, align 8, !dbg !138, !tbaa !95
  %317 = fadd double %312, %316, !dbg !139
  call void @llvm.dbg.value(metadata double %317, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %306, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967294, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %318 = add i64 %306, 4294967293
  call void @llvm.dbg.value(metadata double %317, metadata !39, metadata !DIExpression()), !dbg !54
  %319 = and i64 %318, 4294967295, !dbg !138
  %320 = getelementptr inbounds double, double* %14, i64 %319, !dbg !138
  %321 = load double, double* %320, align 8, !dbg !138, !tbaa !95
  %322 = fadd double %317, %321, !dbg !139
  call void @llvm.dbg.value(metadata double %322, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %306, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967293, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %323 = add nsw i64 %306, -4
  call void @llvm.dbg.value(metadata double %322, metadata !39, metadata !DIExpression()), !dbg !54
  %324 = and i64 %323, 4294967295, !dbg !138
  %325 = getelementptr inbounds double, double* %14, i64 %324, !dbg !138
  %326 = load double, double* %325, align 8, !dbg !138, !tbaa !95
  %327 = fadd double %322, %326, !dbg !139
  call void @llvm.dbg.value(metadata double %327, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %323, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %328 = icmp sgt i64 %306, 4, !dbg !149
  br i1 %328, label %305, label %329, !dbg !137, !llvm.loop !150

329:                                              ; preds = %300, %305, %283
  %330 = phi double [ %284, %283 ], [ %303, %300 ], [ %327, %305 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 2, metadata !40, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %330, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata double* %16, metadata !47, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double* %14, metadata !42, metadata !DIExpression()), !dbg !104
  br i1 %45, label %407, label %331, !dbg !105

331:                                              ; preds = %329
  %332 = add nsw i64 %11, 2305843009213693951, !dbg !105
  %333 = and i64 %332, 2305843009213693951, !dbg !105
  %334 = add nuw nsw i64 %333, 1, !dbg !105
  %335 = icmp ult i64 %333, 3, !dbg !105
  br i1 %335, label %396, label %336, !dbg !105

336:                                              ; preds = %331
  %337 = and i64 %334, 4611686018427387900, !dbg !105
  %338 = getelementptr double, double* %16, i64 %337, !dbg !105
  %339 = getelementptr double, double* %14, i64 %337, !dbg !105
  %340 = add nsw i64 %337, -4, !dbg !105
  %341 = lshr exact i64 %340, 2, !dbg !105
  %342 = add nuw nsw i64 %341, 1, !dbg !105
  %343 = and i64 %342, 1, !dbg !105
  %344 = icmp eq i64 %340, 0, !dbg !105
  br i1 %344, label %378, label %345, !dbg !105

345:                                              ; preds = %336
  %346 = and i64 %342, 9223372036854775806, !dbg !105
  br label %347, !dbg !105

347:                                              ; preds = %347, %345
  %348 = phi i64 [ 0, %345 ], [ %375, %347 ]
  %349 = phi i64 [ 0, %345 ], [ %376, %347 ]
  %350 = getelementptr double, double* %16, i64 %348
  %351 = getelementptr double, double* %14, i64 %348
  %352 = bitcast double* %351 to <2 x double>*, !dbg !106
  %353 = load <2 x double>, <2 x double>* %352, align 8, !dbg !106, !tbaa !95
  %354 = getelementptr double, double* %351, i64 2, !dbg !106
  %355 = bitcast double* %354 to <2 x double>*, !dbg !106
  %356 = load <2 x double>, <2 x double>* %355, align 8, !dbg !106, !tbaa !95
  %357 = fmul <2 x double> %353, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %358 = fmul <2 x double> %356, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %359 = bitcast double* %350 to <2 x double>*, !dbg !109
  store <2 x double> %357, <2 x double>* %359, align 8, !dbg !109, !tbaa !95
  %360 = getelementptr double, double* %350, i64 2, !dbg !109
  %361 = bitcast double* %360 to <2 x double>*, !dbg !109
  store <2 x double> %358, <2 x double>* %361, align 8, !dbg !109, !tbaa !95
  %362 = or i64 %348, 4
  %363 = getelementptr double, double* %16, i64 %362
  %364 = getelementptr double, double* %14, i64 %362
  %365 = bitcast double* %364 to <2 x double>*, !dbg !106
  %366 = load <2 x double>, <2 x double>* %365, align 8, !dbg !106, !tbaa !95
  %367 = getelementptr double, double* %364, i64 2, !dbg !106
  %368 = bitcast double* %367 to <2 x double>*, !dbg !106
  %369 = load <2 x double>, <2 x double>* %368, align 8, !dbg !106, !tbaa !95
  %370 = fmul <2 x double> %366, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %371 = fmul <2 x double> %369, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %372 = bitcast double* %363 to <2 x double>*, !dbg !109
  store <2 x double> %370, <2 x double>* %372, align 8, !dbg !109, !tbaa !95
  %373 = getelementptr double, double* %363, i64 2, !dbg !109
  %374 = bitcast double* %373 to <2 x double>*, !dbg !109
  store <2 x double> %371, <2 x double>* %374, align 8, !dbg !109, !tbaa !95
  %375 = add nuw i64 %348, 8
  %376 = add i64 %349, 2
  %377 = icmp eq i64 %376, %346
  br i1 %377, label %378, label %347, !llvm.loop !155

378:                                              ; preds = %347, %336
  %379 = phi i64 [ 0, %336 ], [ %375, %347 ]
  %380 = icmp eq i64 %343, 0
  br i1 %380, label %394, label %381

381:                                              ; preds = %378
  %382 = getelementptr double, double* %16, i64 %379
  %383 = getelementptr double, double* %14, i64 %379
  %384 = bitcast double* %383 to <2 x double>*, !dbg !106
  %385 = load <2 x double>, <2 x double>* %384, align 8, !dbg !106, !tbaa !95
  %386 = getelementptr double, double* %383, i64 2, !dbg !106
  %387 = bitcast double* %386 to <2 x double>*, !dbg !106
  %388 = load <2 x double>, <2 x double>* %387, align 8, !dbg !106, !tbaa !95
  %389 = fmul <2 x double> %385, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %390 = fmul <2 x double> %388, <double 5.000000e-01, double 5.000000e-01>, !dbg !108
  %391 = bitcast double* %382 to <2 x double>*, !dbg !109
  store <2 x double> %389, <2 x double>* %391, align 8, !dbg !109, !tbaa !95
  %392 = getelementptr double, double* %382, i64 2, !dbg !109
  %393 = bitcast double* %392 to <2 x double>*, !dbg !109
  store <2 x double> %390, <2 x double>* %393, align 8, !dbg !109, !tbaa !95
  br label %394, !dbg !105

394:                                              ; preds = %378, %381
  %395 = icmp eq i64 %334, %337, !dbg !105
  br i1 %395, label %407, label %396, !dbg !105

396:                                              ; preds = %331, %394
  %397 = phi double* [ %16, %331 ], [ %338, %394 ]
  %398 = phi double* [ %14, %331 ], [ %339, %394 ]
  br label %399, !dbg !105

399:                                              ; preds = %396, %399
  %400 = phi double* [ %404, %399 ], [ %397, %396 ]
  %401 = phi double* [ %405, %399 ], [ %398, %396 ]
  call void @llvm.dbg.value(metadata double* %400, metadata !47, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double* %401, metadata !42, metadata !DIExpression()), !dbg !104
  %402 = load double, double* %401, align 8, !dbg !106, !tbaa !95
  %403 = fmul double %402, 5.000000e-01, !dbg !108
  store double %403, double* %400, align 8, !dbg !109, !tbaa !95
  %404 = getelementptr inbounds double, double* %400, i64 1, !dbg !132
  call void @llvm.dbg.value(metadata double* %404, metadata !47, metadata !DIExpression()), !dbg !103
  %405 = getelementptr inbounds double, double* %401, i64 1, !dbg !133
  call void @llvm.dbg.value(metadata double* %405, metadata !42, metadata !DIExpression()), !dbg !104
  %406 = icmp eq double* %404, %44, !dbg !134
  br i1 %406, label %407, label %399, !dbg !105, !llvm.loop !156

407:                                              ; preds = %399, %394, %329
  call void @llvm.dbg.value(metadata double %330, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata %struct.point* %31, metadata !49, metadata !DIExpression(DW_OP_constu, 24, DW_OP_minus, DW_OP_stack_value)), !dbg !130
  br i1 %46, label %418, label %408, !dbg !131

408:                                              ; preds = %407, %408
  %409 = phi %struct.point* [ %411, %408 ], [ %31, %407 ]
  %410 = phi double [ %416, %408 ], [ %330, %407 ]
  %411 = getelementptr inbounds %struct.point, %struct.point* %409, i64 -1
  call void @llvm.dbg.value(metadata %struct.point* %409, metadata !49, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata double %410, metadata !39, metadata !DIExpression()), !dbg !54
  %412 = getelementptr inbounds %struct.point, %struct.point* %411, i64 0, i32 0, !dbg !142
  %413 = load double, double* %412, align 8, !dbg !142, !tbaa !118
  %414 = getelementptr inbounds %struct.point, %struct.point* %409, i64 -1, i32 2, !dbg !144
  %415 = load double, double* %414, align 8, !dbg !144, !tbaa !126
  %416 = tail call double @llvm.fmuladd.f64(double %413, double %415, double %410), !dbg !145
  call void @llvm.dbg.value(metadata double %416, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata %struct.point* %411, metadata !49, metadata !DIExpression(DW_OP_constu, 24, DW_OP_minus, DW_OP_stack_value)), !dbg !130
  %417 = icmp eq %struct.point* %411, %19, !dbg !146
  br i1 %417, label %418, label %408, !dbg !131, !llvm.loop !147

418:                                              ; preds = %408, %407
  %419 = phi double [ %330, %407 ], [ %416, %408 ], !dbg !54
  call void @llvm.dbg.value(metadata double %419, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 %10, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  br i1 %47, label %420, label %464, !dbg !137

420:                                              ; preds = %418
  %421 = add nsw i64 %48, -1, !dbg !137
  %422 = and i64 %48, 3, !dbg !137
  %423 = icmp eq i64 %422, 0, !dbg !137
  br i1 %423, label %435, label %424, !dbg !137

424:                                              ; preds = %420, %424
  %425 = phi i64 [ %428, %424 ], [ %48, %420 ]
  %426 = phi double [ %432, %424 ], [ %419, %420 ]
  %427 = phi i64 [ %433, %424 ], [ 0, %420 ]
  %428 = add nsw i64 %425, -1
  call void @llvm.dbg.value(metadata double %426, metadata !39, metadata !DIExpression()), !dbg !54
  %429 = and i64 %428, 4294967295, !dbg !138
  %430 = getelementptr inbounds double, double* %14, i64 %429, !dbg !138
  %431 = load double, double* %430, align 8, !dbg !138, !tbaa !95
  %432 = fadd double %426, %431, !dbg !139
  call void @llvm.dbg.value(metadata double %432, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %428, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %433 = add i64 %427, 1, !dbg !137
  %434 = icmp eq i64 %433, %422, !dbg !137
  br i1 %434, label %435, label %424, !dbg !137, !llvm.loop !157

435:                                              ; preds = %424, %420
  %436 = phi i64 [ %48, %420 ], [ %428, %424 ]
  %437 = phi double [ %419, %420 ], [ %432, %424 ]
  %438 = phi double [ undef, %420 ], [ %432, %424 ]
  %439 = icmp ult i64 %421, 3, !dbg !137
  br i1 %439, label %464, label %440, !dbg !137

440:                                              ; preds = %435, %440
  %441 = phi i64 [ %458, %440 ], [ %436, %435 ]
  %442 = phi double [ %462, %440 ], [ %437, %435 ]
  %443 = add i64 %441, 4294967295
  call void @llvm.dbg.value(metadata double %442, metadata !39, metadata !DIExpression()), !dbg !54
  %444 = and i64 %443, 4294967295, !dbg !138
  %445 = getelementptr inbounds double, double* %14, i64 %444, !dbg !138
  %446 = load double, double* %445, align 8, !dbg !138, !tbaa !95
  %447 = fadd double %442, %446, !dbg !139
  call void @llvm.dbg.value(metadata double %447, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %441, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967295, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %448 = add i64 %441, 4294967294
  call void @llvm.dbg.value(metadata double %447, metadata !39, metadata !DIExpression()), !dbg !54
  %449 = and i64 %448, 4294967295, !dbg !138
  %450 = getelementptr inbounds double, double* %14, i64 %449, !dbg !138
  %451 = load double, double* %450, align 8, !dbg !138, !tbaa !95
  %452 = fadd double %447, %451, !dbg !139
  call void @llvm.dbg.value(metadata double %452, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %441, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967294, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %453 = add i64 %441, 4294967293
  call void @llvm.dbg.value(metadata double %452, metadata !39, metadata !DIExpression()), !dbg !54
  %454 = and i64 %453, 4294967295, !dbg !138
  %455 = getelementptr inbounds double, double* %14, i64 %454, !dbg !138
  %456 = load double, double* %455, align 8, !dbg !138, !tbaa !95
  %457 = fadd double %452, %456, !dbg !139
  call void @llvm.dbg.value(metadata double %457, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %441, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 4294967293, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %458 = add nsw i64 %441, -4
  call void @llvm.dbg.value(metadata double %457, metadata !39, metadata !DIExpression()), !dbg !54
  %459 = and i64 %458, 4294967295, !dbg !138
  %460 = getelementptr inbounds double, double* %14, i64 %459, !dbg !138
  %461 = load double, double* %460, align 8, !dbg !138, !tbaa !95
  %462 = fadd double %457, %461, !dbg !139
  call void @llvm.dbg.value(metadata double %462, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i64 %458, metadata !53, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !104
  %463 = icmp sgt i64 %441, 4, !dbg !149
  br i1 %463, label %440, label %464, !dbg !137, !llvm.loop !150

464:                                              ; preds = %435, %440, %418
  %465 = phi double [ %419, %418 ], [ %438, %435 ], [ %462, %440 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 3, metadata !40, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata double %465, metadata !39, metadata !DIExpression()), !dbg !54
  %466 = sdiv i32 %10, 2, !dbg !158
  %467 = sext i32 %466 to i64, !dbg !159
  %468 = getelementptr inbounds double, double* %16, i64 %467, !dbg !159
  %469 = load double, double* %468, align 8, !dbg !159, !tbaa !95
  %470 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %465, double noundef %469), !dbg !160
  tail call void @free(i8* noundef %13) #7, !dbg !161
  tail call void @free(i8* noundef %15) #7, !dbg !162
  tail call void @free(i8* noundef %18) #7, !dbg !163
  br label %471

471:                                              ; preds = %9, %464
  %472 = phi i32 [ 0, %464 ], [ 1, %9 ], !dbg !54
  ret i32 %472, !dbg !164
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pointer_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "721b9265197a328df602dad916f63198")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
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
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !17, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !25, !26, !34, !36, !37, !39, !40, !42, !47, !49, !53}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 13, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 13, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 14, type: !4)
!23 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 15, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!25 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 16, type: !24)
!26 = !DILocalVariable(name: "pts", scope: !16, file: !1, line: 17, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "point", file: !1, line: 11, baseType: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 192, elements: !30)
!30 = !{!31, !32, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !29, file: !1, line: 10, baseType: !3, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !29, file: !1, line: 10, baseType: !3, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !29, file: !1, line: 10, baseType: !3, size: 64, offset: 128)
!34 = !DILocalVariable(name: "p", scope: !35, file: !1, line: 20, type: !24)
!35 = distinct !DILexicalBlock(scope: !16, file: !1, line: 20, column: 3)
!36 = !DILocalVariable(name: "end", scope: !35, file: !1, line: 20, type: !24)
!37 = !DILocalVariable(name: "q", scope: !38, file: !1, line: 22, type: !27)
!38 = distinct !DILexicalBlock(scope: !16, file: !1, line: 22, column: 3)
!39 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 27, type: !3)
!40 = !DILocalVariable(name: "r", scope: !41, file: !1, line: 28, type: !4)
!41 = distinct !DILexicalBlock(scope: !16, file: !1, line: 28, column: 3)
!42 = !DILocalVariable(name: "src", scope: !43, file: !1, line: 29, type: !45)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 28, column: 31)
!44 = distinct !DILexicalBlock(scope: !41, file: !1, line: 28, column: 3)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!47 = !DILocalVariable(name: "dst", scope: !48, file: !1, line: 30, type: !24)
!48 = distinct !DILexicalBlock(scope: !43, file: !1, line: 30, column: 5)
!49 = !DILocalVariable(name: "q", scope: !50, file: !1, line: 32, type: !51)
!50 = distinct !DILexicalBlock(scope: !43, file: !1, line: 32, column: 5)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!53 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 34, type: !4)
!54 = !DILocation(line: 0, scope: !16)
!55 = !DILocation(line: 14, column: 16, scope: !16)
!56 = !DILocation(line: 14, column: 11, scope: !16)
!57 = !DILocation(line: 14, column: 27, scope: !16)
!58 = !{!59, !59, i64 0}
!59 = !{!"any pointer", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocalVariable(name: "__nptr", arg: 1, scope: !63, file: !64, line: 362, type: !67)
!63 = distinct !DISubprogram(name: "atoi", scope: !64, file: !64, line: 362, type: !65, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !69)
!64 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!65 = !DISubroutineType(types: !66)
!66 = !{!4, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!69 = !{!62}
!70 = !DILocation(line: 0, scope: !63, inlinedAt: !71)
!71 = distinct !DILocation(line: 14, column: 22, scope: !16)
!72 = !DILocation(line: 364, column: 16, scope: !63, inlinedAt: !71)
!73 = !DILocation(line: 364, column: 10, scope: !63, inlinedAt: !71)
!74 = !DILocation(line: 15, column: 39, scope: !16)
!75 = !DILocation(line: 15, column: 37, scope: !16)
!76 = !DILocation(line: 15, column: 15, scope: !16)
!77 = !DILocation(line: 16, column: 15, scope: !16)
!78 = !DILocation(line: 17, column: 37, scope: !16)
!79 = !DILocation(line: 17, column: 16, scope: !16)
!80 = !DILocation(line: 18, column: 8, scope: !81)
!81 = distinct !DILexicalBlock(scope: !16, file: !1, line: 18, column: 7)
!82 = !DILocation(line: 18, column: 10, scope: !81)
!83 = !DILocation(line: 0, scope: !35)
!84 = !DILocation(line: 20, column: 32, scope: !35)
!85 = !DILocation(line: 20, column: 39, scope: !86)
!86 = distinct !DILexicalBlock(scope: !35, file: !1, line: 20, column: 3)
!87 = !DILocation(line: 20, column: 3, scope: !35)
!88 = !DILocation(line: 0, scope: !38)
!89 = !DILocation(line: 22, column: 26, scope: !90)
!90 = distinct !DILexicalBlock(scope: !38, file: !1, line: 22, column: 3)
!91 = !DILocation(line: 22, column: 3, scope: !38)
!92 = !DILocation(line: 21, column: 21, scope: !86)
!93 = !DILocation(line: 21, column: 10, scope: !86)
!94 = !DILocation(line: 21, column: 8, scope: !86)
!95 = !{!96, !96, i64 0}
!96 = !{!"double", !60, i64 0}
!97 = !DILocation(line: 20, column: 48, scope: !86)
!98 = distinct !{!98, !87, !99, !100}
!99 = !DILocation(line: 21, column: 24, scope: !35)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 0, scope: !41)
!102 = !DILocation(line: 28, column: 3, scope: !41)
!103 = !DILocation(line: 0, scope: !48)
!104 = !DILocation(line: 0, scope: !43)
!105 = !DILocation(line: 30, column: 5, scope: !48)
!106 = !DILocation(line: 31, column: 14, scope: !107)
!107 = distinct !DILexicalBlock(scope: !48, file: !1, line: 30, column: 5)
!108 = !DILocation(line: 31, column: 19, scope: !107)
!109 = !DILocation(line: 31, column: 12, scope: !107)
!110 = distinct !{!110, !105, !111, !100, !112}
!111 = !DILocation(line: 31, column: 21, scope: !48)
!112 = !{!"llvm.loop.isvectorized", i32 1}
!113 = !DILocation(line: 23, column: 14, scope: !114)
!114 = distinct !DILexicalBlock(scope: !90, file: !1, line: 22, column: 42)
!115 = !DILocation(line: 23, column: 12, scope: !114)
!116 = !DILocation(line: 23, column: 8, scope: !114)
!117 = !DILocation(line: 23, column: 10, scope: !114)
!118 = !{!119, !96, i64 0}
!119 = !{!"", !96, i64 0, !96, i64 8, !96, i64 16}
!120 = !DILocation(line: 24, column: 14, scope: !114)
!121 = !DILocation(line: 24, column: 8, scope: !114)
!122 = !DILocation(line: 24, column: 10, scope: !114)
!123 = !{!119, !96, i64 8}
!124 = !DILocation(line: 25, column: 8, scope: !114)
!125 = !DILocation(line: 25, column: 10, scope: !114)
!126 = !{!119, !96, i64 16}
!127 = !DILocation(line: 22, column: 38, scope: !90)
!128 = distinct !{!128, !91, !129, !100}
!129 = !DILocation(line: 26, column: 3, scope: !38)
!130 = !DILocation(line: 0, scope: !50)
!131 = !DILocation(line: 32, column: 5, scope: !50)
!132 = !DILocation(line: 30, column: 44, scope: !107)
!133 = !DILocation(line: 30, column: 51, scope: !107)
!134 = !DILocation(line: 30, column: 31, scope: !107)
!135 = distinct !{!135, !105, !111, !100, !136, !112}
!136 = !{!"llvm.loop.unroll.runtime.disable"}
!137 = !DILocation(line: 35, column: 5, scope: !43)
!138 = !DILocation(line: 36, column: 12, scope: !43)
!139 = !DILocation(line: 36, column: 9, scope: !43)
!140 = distinct !{!140, !141}
!141 = !{!"llvm.loop.unroll.disable"}
!142 = !DILocation(line: 33, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !50, file: !1, line: 32, column: 5)
!144 = !DILocation(line: 33, column: 22, scope: !143)
!145 = !DILocation(line: 33, column: 9, scope: !143)
!146 = !DILocation(line: 32, column: 40, scope: !143)
!147 = distinct !{!147, !131, !148, !100}
!148 = !DILocation(line: 33, column: 22, scope: !50)
!149 = !DILocation(line: 35, column: 16, scope: !43)
!150 = distinct !{!150, !137, !151, !100}
!151 = !DILocation(line: 36, column: 15, scope: !43)
!152 = distinct !{!152, !105, !111, !100, !112}
!153 = distinct !{!153, !105, !111, !100, !136, !112}
!154 = distinct !{!154, !141}
!155 = distinct !{!155, !105, !111, !100, !112}
!156 = distinct !{!156, !105, !111, !100, !136, !112}
!157 = distinct !{!157, !141}
!158 = !DILocation(line: 38, column: 28, scope: !16)
!159 = !DILocation(line: 38, column: 24, scope: !16)
!160 = !DILocation(line: 38, column: 3, scope: !16)
!161 = !DILocation(line: 39, column: 3, scope: !16)
!162 = !DILocation(line: 40, column: 3, scope: !16)
!163 = !DILocation(line: 41, column: 3, scope: !16)
!164 = !DILocation(line: 43, column: 1, scope: !16)
