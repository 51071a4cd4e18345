; ModuleID = 'vector_stats.cpp'
source_filename = "vector_stats.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Summary = type { double, double, double, double, double }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.__gnu_cxx::__normal_iterator" = type { double* }
%"struct.__gnu_cxx::__ops::_Iter_less_iter" = type { i8 }
%"struct.std::integral_constant" = type { i8 }
%"struct.__gnu_cxx::__ops::_Iter_less_val" = type { i8 }
%"struct.__gnu_cxx::__ops::_Val_less_iter" = type { i8 }

$_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_ = comdat any

$_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_ = comdat any

@.str = private unnamed_addr constant [58 x i8] c"mean %.4f var %.4f lo %.2f hi %.2f median %.2f tail %.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"vector::reserve\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: uwtable
define dso_local void @_Z12kernel_statsRSt6vectorIdSaIdEE(%struct.Summary* noalias nocapture sret(%struct.Summary) align 8 %0, %"class.std::vector"* nocapture noundef nonnull readonly align 8 dereferenceable(24) %1) local_unnamed_addr #0 !dbg !1054 {
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1065, metadata !DIExpression()), !dbg !1081
  call void @llvm.dbg.declare(metadata %struct.Summary* %0, metadata !1066, metadata !DIExpression()), !dbg !1082
  %3 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i64 0, i32 0, !dbg !1083
  %4 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i64 0, i32 1, !dbg !1083
  %5 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i64 0, i32 2, !dbg !1083
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1084, metadata !DIExpression()), !dbg !1089
  call void @llvm.dbg.value(metadata i64 0, metadata !1087, metadata !DIExpression()), !dbg !1089
  %6 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %1, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1091
  %7 = bitcast %struct.Summary* %0 to i8*, !dbg !1091
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !dbg !1083
  %8 = load double*, double** %6, align 8, !dbg !1091, !tbaa !1092
  %9 = load double, double* %8, align 8, !dbg !1097, !tbaa !1098
  store double %9, double* %5, align 8, !dbg !1083, !tbaa !1100
  %10 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i64 0, i32 3, !dbg !1083
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1084, metadata !DIExpression()), !dbg !1102
  call void @llvm.dbg.value(metadata i64 0, metadata !1087, metadata !DIExpression()), !dbg !1102
  store double %9, double* %10, align 8, !dbg !1083, !tbaa !1104
  %11 = getelementptr inbounds %struct.Summary, %struct.Summary* %0, i64 0, i32 4, !dbg !1083
  store double 0.000000e+00, double* %11, align 8, !dbg !1083, !tbaa !1105
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1067, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1112
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1112
  call void @llvm.dbg.value(metadata double* %8, metadata !1069, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1121
  %12 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %1, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !1123
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1124
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1124
  %13 = load double*, double** %12, align 8, !dbg !1126, !tbaa !1127
  call void @llvm.dbg.value(metadata double* %13, metadata !1070, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata double* %8, metadata !1069, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1135
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1135
  %14 = icmp eq double* %8, %13, !dbg !1137
  br i1 %14, label %19, label %15, !dbg !1138

15:                                               ; preds = %2
  call void @llvm.dbg.value(metadata double* %8, metadata !1069, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata double %9, metadata !1071, metadata !DIExpression()), !dbg !1139
  %16 = fadd double %9, 0.000000e+00, !dbg !1140
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1144
  %17 = getelementptr inbounds double, double* %8, i64 1, !dbg !1146
  call void @llvm.dbg.value(metadata double* %17, metadata !1069, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1135
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1135
  %18 = icmp eq double* %17, %13, !dbg !1137
  br i1 %18, label %26, label %39, !dbg !1138, !llvm.loop !1147

19:                                               ; preds = %2
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1150, metadata !DIExpression()), !dbg !1154
  %20 = ptrtoint double* %13 to i64, !dbg !1156
  %21 = ptrtoint double* %8 to i64, !dbg !1156
  %22 = sub i64 %20, %21, !dbg !1156
  %23 = ashr exact i64 %22, 3, !dbg !1156
  %24 = uitofp i64 %23 to double, !dbg !1157
  %25 = fdiv double 0.000000e+00, %24, !dbg !1158
  store double %25, double* %3, align 8, !dbg !1158, !tbaa !1159
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1073, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1161
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1161
  call void @llvm.dbg.value(metadata double* %8, metadata !1075, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1164
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1166
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1166
  call void @llvm.dbg.value(metadata double* %13, metadata !1076, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata double* %8, metadata !1075, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1168
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1168
  br label %46, !dbg !1170

26:                                               ; preds = %39, %15
  %27 = phi double [ %16, %15 ], [ %43, %39 ], !dbg !1140
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1150, metadata !DIExpression()), !dbg !1154
  %28 = ptrtoint double* %13 to i64, !dbg !1156
  %29 = ptrtoint double* %8 to i64, !dbg !1156
  %30 = sub i64 %28, %29, !dbg !1156
  %31 = ashr exact i64 %30, 3, !dbg !1156
  %32 = uitofp i64 %31 to double, !dbg !1157
  %33 = fdiv double %27, %32, !dbg !1158
  store double %33, double* %3, align 8, !dbg !1158, !tbaa !1159
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1073, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1161
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1161
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1164
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1166
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1166
  call void @llvm.dbg.value(metadata double* %13, metadata !1076, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata double* %8, metadata !1075, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1168
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1168
  br i1 %14, label %46, label %34, !dbg !1170

34:                                               ; preds = %26
  call void @llvm.dbg.value(metadata double* %8, metadata !1075, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata double %9, metadata !1077, metadata !DIExpression()), !dbg !1171
  %35 = fsub double %9, %33, !dbg !1172
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double 0.000000e+00), !dbg !1173
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1174
  %37 = getelementptr inbounds double, double* %8, i64 1, !dbg !1176
  call void @llvm.dbg.value(metadata double* %37, metadata !1075, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1168
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1168
  %38 = icmp eq double* %37, %13, !dbg !1177
  br i1 %38, label %50, label %53, !dbg !1170, !llvm.loop !1178

39:                                               ; preds = %15, %39
  %40 = phi double* [ %44, %39 ], [ %17, %15 ]
  %41 = phi double [ %43, %39 ], [ %16, %15 ]
  %42 = load double, double* %40, align 8, !dbg !1181, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %40, metadata !1069, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata double %42, metadata !1071, metadata !DIExpression()), !dbg !1139
  %43 = fadd double %42, %41, !dbg !1140
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1144
  %44 = getelementptr inbounds double, double* %40, i64 1, !dbg !1146
  call void @llvm.dbg.value(metadata double* %44, metadata !1069, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1135
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1135
  %45 = icmp eq double* %44, %13, !dbg !1137
  br i1 %45, label %26, label %39, !dbg !1138, !llvm.loop !1147

46:                                               ; preds = %19, %26
  %47 = phi double [ %24, %19 ], [ %32, %26 ]
  %48 = phi i64 [ %21, %19 ], [ %29, %26 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1150, metadata !DIExpression()), !dbg !1182
  %49 = fdiv double 0.000000e+00, %47, !dbg !1184
  store double %49, double* %4, align 8, !dbg !1184, !tbaa !1185
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1186
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1186
  call void @llvm.dbg.value(metadata double* %8, metadata !1079, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1190
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1195
  br label %70, !dbg !1197

50:                                               ; preds = %53, %34
  %51 = phi double [ %36, %34 ], [ %58, %53 ], !dbg !1173
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1150, metadata !DIExpression()), !dbg !1182
  %52 = fdiv double %51, %32, !dbg !1184
  store double %52, double* %4, align 8, !dbg !1184, !tbaa !1185
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1186
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1186
  call void @llvm.dbg.value(metadata double* %8, metadata !1079, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1190
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1195
  br i1 %14, label %70, label %79, !dbg !1197

53:                                               ; preds = %34, %53
  %54 = phi double* [ %59, %53 ], [ %37, %34 ]
  %55 = phi double [ %58, %53 ], [ %36, %34 ]
  %56 = load double, double* %54, align 8, !dbg !1198, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %54, metadata !1075, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata double %56, metadata !1077, metadata !DIExpression()), !dbg !1171
  %57 = fsub double %56, %33, !dbg !1172
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %55), !dbg !1173
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1174
  %59 = getelementptr inbounds double, double* %54, i64 1, !dbg !1176
  call void @llvm.dbg.value(metadata double* %59, metadata !1075, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1168
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1168
  %60 = icmp eq double* %59, %13, !dbg !1177
  br i1 %60, label %50, label %53, !dbg !1170, !llvm.loop !1178

61:                                               ; preds = %90
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1202
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1204
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1204
  call void @llvm.dbg.value(metadata double* %8, metadata !1206, metadata !DIExpression()), !dbg !1213
  call void @llvm.dbg.value(metadata double* %13, metadata !1211, metadata !DIExpression()), !dbg !1213
  call void @llvm.dbg.value(metadata double* %8, metadata !1215, metadata !DIExpression()), !dbg !1222
  call void @llvm.dbg.value(metadata double* %13, metadata !1220, metadata !DIExpression()), !dbg !1222
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1221, metadata !DIExpression()), !dbg !1224
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1225
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1225
  br i1 %14, label %70, label %62, !dbg !1228

62:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i64 %31, metadata !1229, metadata !DIExpression()) #12, !dbg !1233
  %63 = tail call i64 @llvm.ctlz.i64(i64 %31, i1 true) #12, !dbg !1236, !range !1237
  %64 = shl nuw nsw i64 %63, 1, !dbg !1238
  %65 = xor i64 %64, 126, !dbg !1238
  tail call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* nonnull %8, double* %13, i64 noundef %65), !dbg !1239
  tail call void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* nonnull %8, double* %13), !dbg !1240
  %66 = load double*, double** %12, align 8, !dbg !1241, !tbaa !1243
  %67 = load double*, double** %6, align 8, !dbg !1244, !tbaa !1092
  %68 = ptrtoint double* %66 to i64, !dbg !1245
  %69 = ptrtoint double* %67 to i64, !dbg !1245
  br label %70, !dbg !1246

70:                                               ; preds = %50, %46, %61, %62
  %71 = phi i64 [ %29, %61 ], [ %69, %62 ], [ %29, %50 ], [ %48, %46 ], !dbg !1245
  %72 = phi i64 [ %29, %61 ], [ %68, %62 ], [ %29, %50 ], [ %48, %46 ], !dbg !1245
  %73 = phi double* [ %8, %61 ], [ %67, %62 ], [ %8, %50 ], [ %8, %46 ], !dbg !1244
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1150, metadata !DIExpression()), !dbg !1247
  %74 = sub i64 %72, %71, !dbg !1245
  %75 = ashr exact i64 %74, 3, !dbg !1245
  %76 = lshr i64 %75, 1, !dbg !1248
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1084, metadata !DIExpression()), !dbg !1249
  call void @llvm.dbg.value(metadata i64 %76, metadata !1087, metadata !DIExpression()), !dbg !1249
  %77 = getelementptr inbounds double, double* %73, i64 %76, !dbg !1251
  %78 = load double, double* %77, align 8, !dbg !1252, !tbaa !1098
  store double %78, double* %11, align 8, !dbg !1253, !tbaa !1105
  ret void, !dbg !1254

79:                                               ; preds = %50, %94
  %80 = phi double [ %95, %94 ], [ %9, %50 ], !dbg !1255
  %81 = phi double* [ %92, %94 ], [ %8, %50 ]
  %82 = phi double [ %87, %94 ], [ %9, %50 ]
  %83 = phi double [ %91, %94 ], [ %9, %50 ]
  call void @llvm.dbg.value(metadata double* %81, metadata !1079, metadata !DIExpression()), !dbg !1189
  %84 = fcmp olt double %80, %82, !dbg !1258
  br i1 %84, label %85, label %86, !dbg !1259

85:                                               ; preds = %79
  store double %80, double* %5, align 8, !dbg !1260, !tbaa !1100
  br label %86, !dbg !1261

86:                                               ; preds = %85, %79
  %87 = phi double [ %80, %85 ], [ %82, %79 ]
  %88 = fcmp ogt double %80, %83, !dbg !1262
  br i1 %88, label %89, label %90, !dbg !1264

89:                                               ; preds = %86
  store double %80, double* %10, align 8, !dbg !1265, !tbaa !1104
  br label %90, !dbg !1266

90:                                               ; preds = %86, %89
  %91 = phi double [ %83, %86 ], [ %80, %89 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1267
  %92 = getelementptr inbounds double, double* %81, i64 1, !dbg !1269
  call void @llvm.dbg.value(metadata double* %92, metadata !1079, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1190
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1195
  %93 = icmp eq double* %92, %13, !dbg !1270
  br i1 %93, label %61, label %94, !dbg !1197, !llvm.loop !1271

94:                                               ; preds = %90
  %95 = load double, double* %92, align 8, !dbg !1255, !tbaa !1098
  br label %79, !dbg !1197
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1274 {
  %3 = alloca %"class.std::vector", align 8
  %4 = alloca %struct.Summary, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !1278, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata i8** %1, metadata !1279, metadata !DIExpression()), !dbg !1290
  %5 = icmp sgt i32 %0, 1, !dbg !1291
  br i1 %5, label %8, label %6, !dbg !1292

6:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %12, metadata !1280, metadata !DIExpression()), !dbg !1290
  %7 = bitcast %"class.std::vector"* %3 to i8*, !dbg !1293
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %7) #12, !dbg !1293
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %3, metadata !1281, metadata !DIExpression()), !dbg !1294
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1295, metadata !DIExpression()) #12, !dbg !1298
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1300, metadata !DIExpression()) #12, !dbg !1304
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1306, metadata !DIExpression()) #12, !dbg !1310
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1312, metadata !DIExpression()) #12, !dbg !1316
  call void @llvm.dbg.value(metadata i32 1234, metadata !1282, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata i32 0, metadata !1283, metadata !DIExpression()), !dbg !1318
  br label %15, !dbg !1319

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1320
  %10 = load i8*, i8** %9, align 8, !dbg !1320, !tbaa !1127
  call void @llvm.dbg.value(metadata i8* %10, metadata !660, metadata !DIExpression()) #12, !dbg !1321
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #12, !dbg !1323
  %12 = trunc i64 %11 to i32, !dbg !1323
  call void @llvm.dbg.value(metadata i32 %12, metadata !1280, metadata !DIExpression()), !dbg !1290
  %13 = bitcast %"class.std::vector"* %3 to i8*, !dbg !1293
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %13) #12, !dbg !1293
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %3, metadata !1281, metadata !DIExpression()), !dbg !1294
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1295, metadata !DIExpression()) #12, !dbg !1298
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1300, metadata !DIExpression()) #12, !dbg !1304
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1306, metadata !DIExpression()) #12, !dbg !1310
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1312, metadata !DIExpression()) #12, !dbg !1316
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %13, i8 0, i64 24, i1 false) #12, !dbg !1324
  call void @llvm.dbg.value(metadata i32 1234, metadata !1282, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata i32 0, metadata !1283, metadata !DIExpression()), !dbg !1318
  %14 = icmp sgt i32 %12, 0, !dbg !1325
  br i1 %14, label %15, label %21, !dbg !1319

15:                                               ; preds = %6, %8
  %16 = phi i32 [ 8000, %6 ], [ %12, %8 ]
  %17 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %3, i64 0, i32 0, i32 0, i32 0, i32 1
  %18 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %3, i64 0, i32 0, i32 0, i32 0, i32 2
  %19 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %3, i64 0, i32 0, i32 0, i32 0, i32 0
  br label %122, !dbg !1319

20:                                               ; preds = %171
  store double* %175, double** %17, align 8, !dbg !1327, !tbaa !1243
  store double* %173, double** %18, align 8, !dbg !1327, !tbaa !1348
  store double* %172, double** %19, align 8, !dbg !1349, !tbaa !1092
  br label %21, !dbg !1319

21:                                               ; preds = %20, %8
  %22 = phi double* [ %172, %20 ], [ null, %8 ], !dbg !1366
  %23 = phi double* [ %175, %20 ], [ null, %8 ], !dbg !1379
  call void @llvm.dbg.value(metadata i8* undef, metadata !1374, metadata !DIExpression(DW_OP_deref)), !dbg !1380
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1372, metadata !DIExpression()), !dbg !1380
  call void @llvm.dbg.value(metadata i64 16, metadata !1373, metadata !DIExpression()), !dbg !1380
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1295, metadata !DIExpression()) #12, !dbg !1381
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1300, metadata !DIExpression()) #12, !dbg !1383
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1306, metadata !DIExpression()) #12, !dbg !1385
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1312, metadata !DIExpression()) #12, !dbg !1387
  call void @llvm.dbg.value(metadata double* null, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* null, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* null, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1150, metadata !DIExpression()), !dbg !1389
  %24 = ptrtoint double* %23 to i64, !dbg !1390
  %25 = ptrtoint double* %22 to i64, !dbg !1390
  %26 = sub i64 %24, %25, !dbg !1390
  %27 = ashr i64 %26, 3, !dbg !1390
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1391, metadata !DIExpression()), !dbg !1399
  call void @llvm.dbg.value(metadata i64 %27, metadata !1394, metadata !DIExpression()), !dbg !1399
  %28 = icmp ugt i64 %26, 9223372036854775800, !dbg !1401
  br i1 %28, label %29, label %31, !dbg !1403

29:                                               ; preds = %21
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0)) #13
          to label %30 unwind label %216, !dbg !1404

30:                                               ; preds = %29
  unreachable, !dbg !1404

31:                                               ; preds = %21
  %32 = icmp eq i64 %26, 0, !dbg !1405
  br i1 %32, label %38, label %33, !dbg !1406

33:                                               ; preds = %31
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1407
  call void @llvm.dbg.value(metadata i64 0, metadata !1395, metadata !DIExpression()), !dbg !1409
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1410, metadata !DIExpression()), !dbg !1414
  call void @llvm.dbg.value(metadata i64 %27, metadata !1413, metadata !DIExpression()), !dbg !1414
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1418, metadata !DIExpression()), !dbg !1422
  call void @llvm.dbg.value(metadata i64 %27, metadata !1421, metadata !DIExpression()), !dbg !1422
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1424, metadata !DIExpression()), !dbg !1430
  call void @llvm.dbg.value(metadata i64 %27, metadata !1427, metadata !DIExpression()), !dbg !1430
  call void @llvm.dbg.value(metadata i8* null, metadata !1428, metadata !DIExpression()), !dbg !1430
  %34 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %26) #14
          to label %35 unwind label %216, !dbg !1432

35:                                               ; preds = %33
  %36 = bitcast i8* %34 to double*, !dbg !1433
  call void @llvm.dbg.value(metadata double* %36, metadata !1398, metadata !DIExpression()), !dbg !1409
  call void @llvm.dbg.value(metadata double* null, metadata !567, metadata !DIExpression()) #12, !dbg !1434
  call void @llvm.dbg.value(metadata double* null, metadata !568, metadata !DIExpression()) #12, !dbg !1434
  call void @llvm.dbg.value(metadata double* %36, metadata !569, metadata !DIExpression()) #12, !dbg !1434
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1434
  call void @llvm.dbg.value(metadata double* null, metadata !1436, metadata !DIExpression()) #12, !dbg !1443
  call void @llvm.dbg.value(metadata double* null, metadata !1439, metadata !DIExpression()) #12, !dbg !1443
  call void @llvm.dbg.value(metadata double* %36, metadata !1440, metadata !DIExpression()) #12, !dbg !1443
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1441, metadata !DIExpression()) #12, !dbg !1443
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1442, metadata !DIExpression()) #12, !dbg !1445
  call void @llvm.dbg.value(metadata double* null, metadata !1446, metadata !DIExpression()) #12, !dbg !1459
  call void @llvm.dbg.value(metadata double* null, metadata !1452, metadata !DIExpression()) #12, !dbg !1459
  call void @llvm.dbg.value(metadata double* %36, metadata !1453, metadata !DIExpression()) #12, !dbg !1459
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1454, metadata !DIExpression()) #12, !dbg !1459
  call void @llvm.dbg.value(metadata double* null, metadata !1461, metadata !DIExpression()) #12, !dbg !1478
  call void @llvm.dbg.value(metadata double* null, metadata !1472, metadata !DIExpression()) #12, !dbg !1478
  call void @llvm.dbg.value(metadata double* %36, metadata !1473, metadata !DIExpression()) #12, !dbg !1478
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1474, metadata !DIExpression()) #12, !dbg !1478
  call void @llvm.dbg.value(metadata i64 0, metadata !1475, metadata !DIExpression()) #12, !dbg !1478
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1480, metadata !DIExpression()), !dbg !1485
  call void @llvm.dbg.value(metadata double* null, metadata !1483, metadata !DIExpression()), !dbg !1485
  call void @llvm.dbg.value(metadata i64 0, metadata !1484, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1485
  call void @llvm.dbg.value(metadata double* %36, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %36, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  %37 = getelementptr inbounds double, double* %36, i64 %27, !dbg !1487
  call void @llvm.dbg.value(metadata double* %37, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  br label %38, !dbg !1488

38:                                               ; preds = %35, %31
  %39 = phi double* [ null, %31 ], [ %36, %35 ], !dbg !1380
  %40 = phi double* [ null, %31 ], [ %37, %35 ]
  call void @llvm.dbg.value(metadata double* %39, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %39, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i64 0, metadata !1376, metadata !DIExpression()), !dbg !1489
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1375, metadata !DIExpression()), !dbg !1380
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1150, metadata !DIExpression()), !dbg !1490
  %41 = icmp eq double* %23, %22, !dbg !1493
  br i1 %41, label %182, label %42, !dbg !1494

42:                                               ; preds = %38
  %43 = call i64 @llvm.umax.i64(i64 %27, i64 1), !dbg !1494
  br label %44, !dbg !1494

44:                                               ; preds = %42, %105
  %45 = phi double* [ %106, %105 ], [ %39, %42 ], !dbg !1380
  %46 = phi double* [ %108, %105 ], [ %39, %42 ]
  %47 = phi double* [ %109, %105 ], [ %39, %42 ]
  %48 = phi double* [ %110, %105 ], [ %40, %42 ]
  %49 = phi double* [ %111, %105 ], [ %39, %42 ]
  %50 = phi i64 [ %64, %105 ], [ 0, %42 ]
  %51 = phi double [ %62, %105 ], [ 0.000000e+00, %42 ]
  call void @llvm.dbg.value(metadata double* %45, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i64 %50, metadata !1376, metadata !DIExpression()), !dbg !1489
  call void @llvm.dbg.value(metadata double %51, metadata !1375, metadata !DIExpression()), !dbg !1380
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1495, metadata !DIExpression()), !dbg !1499
  call void @llvm.dbg.value(metadata i64 %50, metadata !1498, metadata !DIExpression()), !dbg !1499
  %52 = getelementptr inbounds double, double* %22, i64 %50, !dbg !1502
  %53 = load double, double* %52, align 8, !dbg !1503, !tbaa !1098, !noalias !1504
  %54 = fadd double %51, %53, !dbg !1507
  call void @llvm.dbg.value(metadata double %54, metadata !1375, metadata !DIExpression()), !dbg !1380
  %55 = icmp ugt i64 %50, 15, !dbg !1508
  br i1 %55, label %56, label %61, !dbg !1510

56:                                               ; preds = %44
  %57 = add i64 %50, -16, !dbg !1511
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1495, metadata !DIExpression()), !dbg !1512
  call void @llvm.dbg.value(metadata i64 %57, metadata !1498, metadata !DIExpression()), !dbg !1512
  %58 = getelementptr inbounds double, double* %22, i64 %57, !dbg !1514
  %59 = load double, double* %58, align 8, !dbg !1515, !tbaa !1098, !noalias !1504
  %60 = fsub double %54, %59, !dbg !1516
  call void @llvm.dbg.value(metadata double %60, metadata !1375, metadata !DIExpression()), !dbg !1380
  br label %61, !dbg !1517

61:                                               ; preds = %56, %44
  %62 = phi double [ %60, %56 ], [ %54, %44 ], !dbg !1518
  call void @llvm.dbg.value(metadata double %62, metadata !1375, metadata !DIExpression()), !dbg !1380
  %63 = icmp ult i64 %50, 16, !dbg !1519
  %64 = add nuw i64 %50, 1, !dbg !1520
  %65 = select i1 %63, i64 %64, i64 16, !dbg !1520
  %66 = uitofp i64 %65 to double, !dbg !1521
  %67 = fdiv double %62, %66, !dbg !1522
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1344, metadata !DIExpression()), !dbg !1523
  call void @llvm.dbg.value(metadata double* undef, metadata !1345, metadata !DIExpression()), !dbg !1523
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1339, metadata !DIExpression()), !dbg !1525
  call void @llvm.dbg.value(metadata double* undef, metadata !1340, metadata !DIExpression()), !dbg !1525
  %68 = icmp eq double* %49, %48, !dbg !1527
  br i1 %68, label %70, label %69, !dbg !1528

69:                                               ; preds = %61
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1529, metadata !DIExpression()), !dbg !1538
  call void @llvm.dbg.value(metadata double* %49, metadata !1536, metadata !DIExpression()), !dbg !1538
  call void @llvm.dbg.value(metadata double* undef, metadata !1537, metadata !DIExpression()), !dbg !1538
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1541, metadata !DIExpression()), !dbg !1549
  call void @llvm.dbg.value(metadata double* %49, metadata !1547, metadata !DIExpression()), !dbg !1549
  call void @llvm.dbg.value(metadata double* undef, metadata !1548, metadata !DIExpression()), !dbg !1549
  store double %67, double* %49, align 8, !dbg !1551, !tbaa !1098, !noalias !1504
  call void @llvm.dbg.value(metadata double* %49, metadata !1285, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  br label %105, !dbg !1552

70:                                               ; preds = %61
  call void @llvm.dbg.value(metadata double* %49, metadata !1356, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1355, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata double* undef, metadata !1357, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1555, metadata !DIExpression()), !dbg !1561
  call void @llvm.dbg.value(metadata i64 1, metadata !1558, metadata !DIExpression()), !dbg !1561
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), metadata !1559, metadata !DIExpression()), !dbg !1561
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1563
  %71 = ptrtoint double* %48 to i64, !dbg !1566
  %72 = ptrtoint double* %47 to i64, !dbg !1566
  %73 = sub i64 %71, %72, !dbg !1566
  %74 = ashr exact i64 %73, 3, !dbg !1566
  %75 = icmp eq i64 %73, 9223372036854775800, !dbg !1567
  br i1 %75, label %76, label %78, !dbg !1568

76:                                               ; preds = %70
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)) #13
          to label %77 unwind label %115, !dbg !1569, !noalias !1504

77:                                               ; preds = %76
  unreachable, !dbg !1569

78:                                               ; preds = %70
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1570
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1572
  call void @llvm.dbg.value(metadata i64* undef, metadata !1574, metadata !DIExpression()), !dbg !1585
  call void @llvm.dbg.value(metadata i64* undef, metadata !1581, metadata !DIExpression()), !dbg !1585
  %79 = icmp eq i64 %73, 0, !dbg !1587
  %80 = select i1 %79, i64 1, i64 %74, !dbg !1589
  %81 = add nsw i64 %80, %74, !dbg !1590
  call void @llvm.dbg.value(metadata i64 %81, metadata !1560, metadata !DIExpression()), !dbg !1561
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1591
  %82 = icmp ult i64 %81, %74, !dbg !1593
  %83 = icmp ugt i64 %81, 1152921504606846975
  %84 = or i1 %82, %83, !dbg !1594
  %85 = select i1 %84, i64 1152921504606846975, i64 %81, !dbg !1594
  call void @llvm.dbg.value(metadata i64 %85, metadata !1358, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata double* %47, metadata !1360, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata double* %49, metadata !1361, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata i64 %74, metadata !1362, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1410, metadata !DIExpression()), !dbg !1595
  call void @llvm.dbg.value(metadata i64 %85, metadata !1413, metadata !DIExpression()), !dbg !1595
  %86 = icmp eq i64 %85, 0, !dbg !1597
  br i1 %86, label %92, label %87, !dbg !1598

87:                                               ; preds = %78
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1418, metadata !DIExpression()), !dbg !1599
  call void @llvm.dbg.value(metadata i64 %85, metadata !1421, metadata !DIExpression()), !dbg !1599
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1424, metadata !DIExpression()), !dbg !1601
  call void @llvm.dbg.value(metadata i64 %85, metadata !1427, metadata !DIExpression()), !dbg !1601
  call void @llvm.dbg.value(metadata i8* null, metadata !1428, metadata !DIExpression()), !dbg !1601
  %88 = shl nuw nsw i64 %85, 3, !dbg !1603
  %89 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %88) #14
          to label %90 unwind label %113, !dbg !1604, !noalias !1504

90:                                               ; preds = %87
  %91 = bitcast i8* %89 to double*, !dbg !1605
  br label %92, !dbg !1598

92:                                               ; preds = %90, %78
  %93 = phi double* [ %91, %90 ], [ null, %78 ], !dbg !1598
  call void @llvm.dbg.value(metadata double* %93, metadata !1363, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata double* %93, metadata !1364, metadata !DIExpression()), !dbg !1553
  %94 = getelementptr inbounds double, double* %93, i64 %74, !dbg !1606
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1529, metadata !DIExpression()), !dbg !1608
  call void @llvm.dbg.value(metadata double* %94, metadata !1536, metadata !DIExpression()), !dbg !1608
  call void @llvm.dbg.value(metadata double* undef, metadata !1537, metadata !DIExpression()), !dbg !1608
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1541, metadata !DIExpression()), !dbg !1610
  call void @llvm.dbg.value(metadata double* %94, metadata !1547, metadata !DIExpression()), !dbg !1610
  call void @llvm.dbg.value(metadata double* undef, metadata !1548, metadata !DIExpression()), !dbg !1610
  store double %67, double* %94, align 8, !dbg !1612, !tbaa !1098, !noalias !1504
  call void @llvm.dbg.value(metadata double* null, metadata !1364, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata double* %47, metadata !567, metadata !DIExpression()) #12, !dbg !1613
  call void @llvm.dbg.value(metadata double* %49, metadata !568, metadata !DIExpression()) #12, !dbg !1613
  call void @llvm.dbg.value(metadata double* %93, metadata !569, metadata !DIExpression()) #12, !dbg !1613
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1613
  call void @llvm.dbg.value(metadata double* %47, metadata !1436, metadata !DIExpression()) #12, !dbg !1617
  call void @llvm.dbg.value(metadata double* %49, metadata !1439, metadata !DIExpression()) #12, !dbg !1617
  call void @llvm.dbg.value(metadata double* %93, metadata !1440, metadata !DIExpression()) #12, !dbg !1617
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1441, metadata !DIExpression()) #12, !dbg !1617
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1442, metadata !DIExpression()) #12, !dbg !1619
  call void @llvm.dbg.value(metadata double* %47, metadata !1446, metadata !DIExpression()) #12, !dbg !1620
  call void @llvm.dbg.value(metadata double* %49, metadata !1452, metadata !DIExpression()) #12, !dbg !1620
  call void @llvm.dbg.value(metadata double* %93, metadata !1453, metadata !DIExpression()) #12, !dbg !1620
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1454, metadata !DIExpression()) #12, !dbg !1620
  call void @llvm.dbg.value(metadata double* %47, metadata !1461, metadata !DIExpression()) #12, !dbg !1622
  call void @llvm.dbg.value(metadata double* %49, metadata !1472, metadata !DIExpression()) #12, !dbg !1622
  call void @llvm.dbg.value(metadata double* %93, metadata !1473, metadata !DIExpression()) #12, !dbg !1622
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1474, metadata !DIExpression()) #12, !dbg !1622
  call void @llvm.dbg.value(metadata i64 %73, metadata !1475, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1622
  %95 = icmp sgt i64 %73, 0, !dbg !1624
  br i1 %95, label %96, label %99, !dbg !1626

96:                                               ; preds = %92
  %97 = bitcast double* %93 to i8*, !dbg !1627
  %98 = bitcast double* %47 to i8*, !dbg !1627
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %97, i8* align 8 %98, i64 %73, i1 false) #12, !dbg !1627, !noalias !1504
  br label %99, !dbg !1629

99:                                               ; preds = %96, %92
  call void @llvm.dbg.value(metadata i64 %74, metadata !1475, metadata !DIExpression()) #12, !dbg !1622
  call void @llvm.dbg.value(metadata double* %94, metadata !1364, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1553
  call void @llvm.dbg.value(metadata double* %49, metadata !567, metadata !DIExpression()) #12, !dbg !1630
  call void @llvm.dbg.value(metadata double* %49, metadata !568, metadata !DIExpression()) #12, !dbg !1630
  call void @llvm.dbg.value(metadata double* %94, metadata !569, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1630
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1630
  call void @llvm.dbg.value(metadata double* %49, metadata !1436, metadata !DIExpression()) #12, !dbg !1632
  call void @llvm.dbg.value(metadata double* %49, metadata !1439, metadata !DIExpression()) #12, !dbg !1632
  call void @llvm.dbg.value(metadata double* %94, metadata !1440, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1632
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1441, metadata !DIExpression()) #12, !dbg !1632
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1442, metadata !DIExpression()) #12, !dbg !1634
  call void @llvm.dbg.value(metadata double* %49, metadata !1446, metadata !DIExpression()) #12, !dbg !1635
  call void @llvm.dbg.value(metadata double* %49, metadata !1452, metadata !DIExpression()) #12, !dbg !1635
  call void @llvm.dbg.value(metadata double* %94, metadata !1453, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1635
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1454, metadata !DIExpression()) #12, !dbg !1635
  call void @llvm.dbg.value(metadata double* %49, metadata !1461, metadata !DIExpression()) #12, !dbg !1637
  call void @llvm.dbg.value(metadata double* %49, metadata !1472, metadata !DIExpression()) #12, !dbg !1637
  call void @llvm.dbg.value(metadata double* %94, metadata !1473, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1637
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1474, metadata !DIExpression()) #12, !dbg !1637
  call void @llvm.dbg.value(metadata i64 0, metadata !1475, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1637
  call void @llvm.dbg.value(metadata !DIArgList(double* %94, i64 0), metadata !1364, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 8, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shra, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1553
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1480, metadata !DIExpression()), !dbg !1639
  call void @llvm.dbg.value(metadata double* %47, metadata !1483, metadata !DIExpression()), !dbg !1639
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %72), metadata !1484, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1639
  %100 = icmp eq double* %47, null, !dbg !1641
  br i1 %100, label %103, label %101, !dbg !1643

101:                                              ; preds = %99
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1644, metadata !DIExpression()), !dbg !1649
  call void @llvm.dbg.value(metadata double* %47, metadata !1647, metadata !DIExpression()), !dbg !1649
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %72), metadata !1648, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1649
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()) #12, !dbg !1656
  call void @llvm.dbg.value(metadata double* %47, metadata !1654, metadata !DIExpression()) #12, !dbg !1656
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %72), metadata !1655, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1656
  %102 = bitcast double* %47 to i8*, !dbg !1658
  tail call void @_ZdlPv(i8* noundef %102) #15, !dbg !1659, !noalias !1504
  br label %103, !dbg !1660

103:                                              ; preds = %101, %99
  call void @llvm.dbg.value(metadata i64 0, metadata !1475, metadata !DIExpression()) #12, !dbg !1637
  call void @llvm.dbg.value(metadata double* %94, metadata !1364, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1553
  call void @llvm.dbg.value(metadata double* %93, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %94, metadata !1285, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  %104 = getelementptr inbounds double, double* %93, i64 %85, !dbg !1661
  call void @llvm.dbg.value(metadata double* %104, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  br label %105

105:                                              ; preds = %103, %69
  %106 = phi double* [ %93, %103 ], [ %45, %69 ], !dbg !1380
  %107 = phi double* [ %94, %103 ], [ %49, %69 ]
  %108 = phi double* [ %93, %103 ], [ %46, %69 ]
  %109 = phi double* [ %93, %103 ], [ %47, %69 ]
  %110 = phi double* [ %104, %103 ], [ %48, %69 ]
  %111 = getelementptr inbounds double, double* %107, i64 1, !dbg !1662
  call void @llvm.dbg.value(metadata double* %111, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %106, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i64 %64, metadata !1376, metadata !DIExpression()), !dbg !1489
  call void @llvm.dbg.value(metadata double %62, metadata !1375, metadata !DIExpression()), !dbg !1380
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1150, metadata !DIExpression()), !dbg !1490
  %112 = icmp eq i64 %64, %43, !dbg !1493
  br i1 %112, label %182, label %44, !dbg !1494, !llvm.loop !1663

113:                                              ; preds = %87
  %114 = landingpad { i8*, i32 }
          cleanup, !dbg !1665
  br label %117, !dbg !1665

115:                                              ; preds = %76
  %116 = landingpad { i8*, i32 }
          cleanup, !dbg !1665
  br label %117, !dbg !1665

117:                                              ; preds = %115, %113
  %118 = phi { i8*, i32 } [ %114, %113 ], [ %116, %115 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1666, metadata !DIExpression()) #12, !dbg !1669
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1671, metadata !DIExpression()) #12, !dbg !1674
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1480, metadata !DIExpression()) #12, !dbg !1677
  call void @llvm.dbg.value(metadata double* %46, metadata !1483, metadata !DIExpression()) #12, !dbg !1677
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %46), metadata !1484, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1677
  %119 = icmp eq double* %46, null, !dbg !1680
  br i1 %119, label %235, label %120, !dbg !1681

120:                                              ; preds = %117
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1644, metadata !DIExpression()) #12, !dbg !1682
  call void @llvm.dbg.value(metadata double* %46, metadata !1647, metadata !DIExpression()) #12, !dbg !1682
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %46), metadata !1648, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1682
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()) #12, !dbg !1684
  call void @llvm.dbg.value(metadata double* %46, metadata !1654, metadata !DIExpression()) #12, !dbg !1684
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %46), metadata !1655, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1684
  %121 = bitcast double* %46 to i8*, !dbg !1686
  tail call void @_ZdlPv(i8* noundef %121) #15, !dbg !1687, !noalias !1504
  br label %235, !dbg !1688

122:                                              ; preds = %15, %171
  %123 = phi double* [ null, %15 ], [ %172, %171 ]
  %124 = phi double* [ null, %15 ], [ %173, %171 ]
  %125 = phi double* [ null, %15 ], [ %175, %171 ]
  %126 = phi i32 [ 0, %15 ], [ %176, %171 ]
  %127 = phi i32 [ 1234, %15 ], [ %129, %171 ]
  call void @llvm.dbg.value(metadata i32 %126, metadata !1283, metadata !DIExpression()), !dbg !1318
  call void @llvm.dbg.value(metadata i32 %127, metadata !1282, metadata !DIExpression()), !dbg !1290
  %128 = mul i32 %127, 1664525, !dbg !1689
  %129 = add i32 %128, 1013904223, !dbg !1690
  call void @llvm.dbg.value(metadata i32 %129, metadata !1282, metadata !DIExpression()), !dbg !1290
  %130 = lshr i32 %129, 8, !dbg !1691
  %131 = urem i32 %130, 10000, !dbg !1692
  %132 = uitofp i32 %131 to double, !dbg !1693
  %133 = fdiv double %132, 1.000000e+02, !dbg !1694
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1344, metadata !DIExpression()), !dbg !1695
  call void @llvm.dbg.value(metadata double* undef, metadata !1345, metadata !DIExpression()), !dbg !1695
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1339, metadata !DIExpression()), !dbg !1696
  call void @llvm.dbg.value(metadata double* undef, metadata !1340, metadata !DIExpression()), !dbg !1696
  %134 = icmp eq double* %125, %124, !dbg !1697
  br i1 %134, label %136, label %135, !dbg !1698

135:                                              ; preds = %122
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1529, metadata !DIExpression()), !dbg !1699
  call void @llvm.dbg.value(metadata double* %125, metadata !1536, metadata !DIExpression()), !dbg !1699
  call void @llvm.dbg.value(metadata double* undef, metadata !1537, metadata !DIExpression()), !dbg !1699
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1541, metadata !DIExpression()), !dbg !1701
  call void @llvm.dbg.value(metadata double* %125, metadata !1547, metadata !DIExpression()), !dbg !1701
  call void @llvm.dbg.value(metadata double* undef, metadata !1548, metadata !DIExpression()), !dbg !1701
  store double %133, double* %125, align 8, !dbg !1703, !tbaa !1098
  br label %171, !dbg !1704

136:                                              ; preds = %122
  call void @llvm.dbg.value(metadata double* %125, metadata !1356, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1355, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata double* undef, metadata !1357, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1555, metadata !DIExpression()), !dbg !1705
  call void @llvm.dbg.value(metadata i64 1, metadata !1558, metadata !DIExpression()), !dbg !1705
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), metadata !1559, metadata !DIExpression()), !dbg !1705
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1150, metadata !DIExpression()), !dbg !1707
  %137 = ptrtoint double* %124 to i64, !dbg !1709
  %138 = ptrtoint double* %123 to i64, !dbg !1709
  %139 = sub i64 %137, %138, !dbg !1709
  %140 = ashr exact i64 %139, 3, !dbg !1709
  %141 = icmp eq i64 %139, 9223372036854775800, !dbg !1710
  br i1 %141, label %142, label %144, !dbg !1711

142:                                              ; preds = %136
  store double* %124, double** %17, align 8, !dbg !1327, !tbaa !1243
  store double* %124, double** %18, align 8, !dbg !1327, !tbaa !1348
  store double* %123, double** %19, align 8, !dbg !1349, !tbaa !1092
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)) #13
          to label %143 unwind label %180, !dbg !1712

143:                                              ; preds = %142
  unreachable, !dbg !1712

144:                                              ; preds = %136
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1150, metadata !DIExpression()), !dbg !1713
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1150, metadata !DIExpression()), !dbg !1715
  call void @llvm.dbg.value(metadata i64* undef, metadata !1574, metadata !DIExpression()), !dbg !1717
  call void @llvm.dbg.value(metadata i64* undef, metadata !1581, metadata !DIExpression()), !dbg !1717
  %145 = icmp eq i64 %139, 0, !dbg !1719
  %146 = select i1 %145, i64 1, i64 %140, !dbg !1720
  %147 = add nsw i64 %146, %140, !dbg !1721
  call void @llvm.dbg.value(metadata i64 %147, metadata !1560, metadata !DIExpression()), !dbg !1705
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1150, metadata !DIExpression()), !dbg !1722
  %148 = icmp ult i64 %147, %140, !dbg !1724
  %149 = icmp ugt i64 %147, 1152921504606846975
  %150 = or i1 %148, %149, !dbg !1725
  %151 = select i1 %150, i64 1152921504606846975, i64 %147, !dbg !1725
  call void @llvm.dbg.value(metadata i64 %151, metadata !1358, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata double* %123, metadata !1360, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata double* %125, metadata !1361, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata i64 %140, metadata !1362, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1410, metadata !DIExpression()), !dbg !1726
  call void @llvm.dbg.value(metadata i64 %151, metadata !1413, metadata !DIExpression()), !dbg !1726
  %152 = icmp eq i64 %151, 0, !dbg !1728
  br i1 %152, label %158, label %153, !dbg !1729

153:                                              ; preds = %144
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1418, metadata !DIExpression()), !dbg !1730
  call void @llvm.dbg.value(metadata i64 %151, metadata !1421, metadata !DIExpression()), !dbg !1730
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1424, metadata !DIExpression()), !dbg !1732
  call void @llvm.dbg.value(metadata i64 %151, metadata !1427, metadata !DIExpression()), !dbg !1732
  call void @llvm.dbg.value(metadata i8* null, metadata !1428, metadata !DIExpression()), !dbg !1732
  %154 = shl nuw nsw i64 %151, 3, !dbg !1734
  %155 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %154) #14
          to label %156 unwind label %178, !dbg !1735

156:                                              ; preds = %153
  %157 = bitcast i8* %155 to double*, !dbg !1736
  br label %158, !dbg !1729

158:                                              ; preds = %156, %144
  %159 = phi double* [ %157, %156 ], [ null, %144 ], !dbg !1729
  call void @llvm.dbg.value(metadata double* %159, metadata !1363, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata double* %159, metadata !1364, metadata !DIExpression()), !dbg !1349
  %160 = getelementptr inbounds double, double* %159, i64 %140, !dbg !1737
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1529, metadata !DIExpression()), !dbg !1738
  call void @llvm.dbg.value(metadata double* %160, metadata !1536, metadata !DIExpression()), !dbg !1738
  call void @llvm.dbg.value(metadata double* undef, metadata !1537, metadata !DIExpression()), !dbg !1738
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1541, metadata !DIExpression()), !dbg !1740
  call void @llvm.dbg.value(metadata double* %160, metadata !1547, metadata !DIExpression()), !dbg !1740
  call void @llvm.dbg.value(metadata double* undef, metadata !1548, metadata !DIExpression()), !dbg !1740
  store double %133, double* %160, align 8, !dbg !1742, !tbaa !1098
  call void @llvm.dbg.value(metadata double* null, metadata !1364, metadata !DIExpression()), !dbg !1349
  call void @llvm.dbg.value(metadata double* %123, metadata !567, metadata !DIExpression()) #12, !dbg !1743
  call void @llvm.dbg.value(metadata double* %125, metadata !568, metadata !DIExpression()) #12, !dbg !1743
  call void @llvm.dbg.value(metadata double* %159, metadata !569, metadata !DIExpression()) #12, !dbg !1743
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !570, metadata !DIExpression()) #12, !dbg !1743
  call void @llvm.dbg.value(metadata double* %123, metadata !1436, metadata !DIExpression()) #12, !dbg !1745
  call void @llvm.dbg.value(metadata double* %125, metadata !1439, metadata !DIExpression()) #12, !dbg !1745
  call void @llvm.dbg.value(metadata double* %159, metadata !1440, metadata !DIExpression()) #12, !dbg !1745
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1441, metadata !DIExpression()) #12, !dbg !1745
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1442, metadata !DIExpression()) #12, !dbg !1747
  call void @llvm.dbg.value(metadata double* %123, metadata !1446, metadata !DIExpression()) #12, !dbg !1748
  call void @llvm.dbg.value(metadata double* %125, metadata !1452, metadata !DIExpression()) #12, !dbg !1748
  call void @llvm.dbg.value(metadata double* %159, metadata !1453, metadata !DIExpression()) #12, !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1454, metadata !DIExpression()) #12, !dbg !1748
  call void @llvm.dbg.value(metadata double* %123, metadata !1461, metadata !DIExpression()) #12, !dbg !1750
  call void @llvm.dbg.value(metadata double* %125, metadata !1472, metadata !DIExpression()) #12, !dbg !1750
  call void @llvm.dbg.value(metadata double* %159, metadata !1473, metadata !DIExpression()) #12, !dbg !1750
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1474, metadata !DIExpression()) #12, !dbg !1750
  call void @llvm.dbg.value(metadata i64 %139, metadata !1475, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1750
  %161 = icmp sgt i64 %139, 0, !dbg !1752
  br i1 %161, label %162, label %165, !dbg !1753

162:                                              ; preds = %158
  %163 = bitcast double* %159 to i8*, !dbg !1754
  %164 = bitcast double* %123 to i8*, !dbg !1754
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %163, i8* align 8 %164, i64 %139, i1 false) #12, !dbg !1754
  br label %165, !dbg !1755

165:                                              ; preds = %158, %162
  call void @llvm.dbg.value(metadata i64 %140, metadata !1475, metadata !DIExpression()) #12, !dbg !1750
  call void @llvm.dbg.value(metadata double* %160, metadata !1364, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1349
  call void @llvm.dbg.value(metadata double* %125, metadata !567, metadata !DIExpression()) #12, !dbg !1756
  call void @llvm.dbg.value(metadata double* %125, metadata !568, metadata !DIExpression()) #12, !dbg !1756
  call void @llvm.dbg.value(metadata double* %160, metadata !569, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1756
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !570, metadata !DIExpression()) #12, !dbg !1756
  call void @llvm.dbg.value(metadata double* %125, metadata !1436, metadata !DIExpression()) #12, !dbg !1758
  call void @llvm.dbg.value(metadata double* %125, metadata !1439, metadata !DIExpression()) #12, !dbg !1758
  call void @llvm.dbg.value(metadata double* %160, metadata !1440, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1758
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1441, metadata !DIExpression()) #12, !dbg !1758
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1442, metadata !DIExpression()) #12, !dbg !1760
  call void @llvm.dbg.value(metadata double* %125, metadata !1446, metadata !DIExpression()) #12, !dbg !1761
  call void @llvm.dbg.value(metadata double* %125, metadata !1452, metadata !DIExpression()) #12, !dbg !1761
  call void @llvm.dbg.value(metadata double* %160, metadata !1453, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1761
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1454, metadata !DIExpression()) #12, !dbg !1761
  call void @llvm.dbg.value(metadata double* %125, metadata !1461, metadata !DIExpression()) #12, !dbg !1763
  call void @llvm.dbg.value(metadata double* %125, metadata !1472, metadata !DIExpression()) #12, !dbg !1763
  call void @llvm.dbg.value(metadata double* %160, metadata !1473, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1763
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1474, metadata !DIExpression()) #12, !dbg !1763
  call void @llvm.dbg.value(metadata i64 0, metadata !1475, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1763
  call void @llvm.dbg.value(metadata !DIArgList(double* %160, i64 0), metadata !1364, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 8, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shra, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1349
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1480, metadata !DIExpression()), !dbg !1765
  call void @llvm.dbg.value(metadata double* %123, metadata !1483, metadata !DIExpression()), !dbg !1765
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %138), metadata !1484, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1765
  %166 = icmp eq double* %123, null, !dbg !1767
  br i1 %166, label %169, label %167, !dbg !1768

167:                                              ; preds = %165
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1644, metadata !DIExpression()), !dbg !1769
  call void @llvm.dbg.value(metadata double* %123, metadata !1647, metadata !DIExpression()), !dbg !1769
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %138), metadata !1648, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1769
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1651, metadata !DIExpression()) #12, !dbg !1771
  call void @llvm.dbg.value(metadata double* %123, metadata !1654, metadata !DIExpression()) #12, !dbg !1771
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %138), metadata !1655, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1771
  %168 = bitcast double* %123 to i8*, !dbg !1773
  tail call void @_ZdlPv(i8* noundef %168) #15, !dbg !1774
  br label %169, !dbg !1775

169:                                              ; preds = %167, %165
  call void @llvm.dbg.value(metadata i64 0, metadata !1475, metadata !DIExpression()) #12, !dbg !1763
  call void @llvm.dbg.value(metadata double* %160, metadata !1364, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1349
  %170 = getelementptr inbounds double, double* %159, i64 %151, !dbg !1776
  br label %171

171:                                              ; preds = %169, %135
  %172 = phi double* [ %159, %169 ], [ %123, %135 ]
  %173 = phi double* [ %170, %169 ], [ %124, %135 ]
  %174 = phi double* [ %160, %169 ], [ %125, %135 ]
  %175 = getelementptr inbounds double, double* %174, i64 1, !dbg !1327
  %176 = add nuw nsw i32 %126, 1, !dbg !1777
  call void @llvm.dbg.value(metadata i32 %176, metadata !1283, metadata !DIExpression()), !dbg !1318
  call void @llvm.dbg.value(metadata i32 %129, metadata !1282, metadata !DIExpression()), !dbg !1290
  %177 = icmp eq i32 %176, %16, !dbg !1325
  br i1 %177, label %20, label %122, !dbg !1319, !llvm.loop !1778

178:                                              ; preds = %153
  %179 = landingpad { i8*, i32 }
          cleanup, !dbg !1780
  store double* %124, double** %17, align 8, !dbg !1327, !tbaa !1243
  store double* %124, double** %18, align 8, !dbg !1327, !tbaa !1348
  store double* %123, double** %19, align 8, !dbg !1349, !tbaa !1092
  br label %231, !dbg !1780

180:                                              ; preds = %142
  %181 = landingpad { i8*, i32 }
          cleanup, !dbg !1780
  br label %231, !dbg !1780

182:                                              ; preds = %105, %38
  %183 = phi double* [ %39, %38 ], [ %106, %105 ], !dbg !1380
  %184 = phi double* [ %39, %38 ], [ %111, %105 ], !dbg !1380
  call void @llvm.dbg.value(metadata double* %184, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %183, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  %185 = bitcast %struct.Summary* %4 to i8*, !dbg !1781
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %185) #12, !dbg !1781
  call void @llvm.dbg.declare(metadata %struct.Summary* %4, metadata !1286, metadata !DIExpression()), !dbg !1782
  invoke void @_Z12kernel_statsRSt6vectorIdSaIdEE(%struct.Summary* nonnull sret(%struct.Summary) align 8 %4, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %3)
          to label %186 unwind label %218, !dbg !1783

186:                                              ; preds = %182
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1287, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1784
  %187 = ptrtoint double* %184 to i64, !dbg !1786
  %188 = ptrtoint double* %183 to i64, !dbg !1786
  %189 = sub i64 %187, %188, !dbg !1786
  %190 = ashr exact i64 %189, 3, !dbg !1786
  call void @llvm.dbg.value(metadata i64 %190, metadata !1288, metadata !DIExpression(DW_OP_constu, 100, DW_OP_minus, DW_OP_stack_value)), !dbg !1787
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1788
  %191 = icmp ugt i64 %189, 792, !dbg !1791
  br i1 %191, label %192, label %194, !dbg !1792

192:                                              ; preds = %186
  %193 = add nsw i64 %190, -100, !dbg !1793
  call void @llvm.dbg.value(metadata i64 %193, metadata !1288, metadata !DIExpression()), !dbg !1787
  br label %223, !dbg !1792

194:                                              ; preds = %223, %186
  %195 = phi double [ 0.000000e+00, %186 ], [ %228, %223 ], !dbg !1290
  %196 = getelementptr inbounds %struct.Summary, %struct.Summary* %4, i64 0, i32 0, !dbg !1794
  %197 = load double, double* %196, align 8, !dbg !1794, !tbaa !1159
  %198 = getelementptr inbounds %struct.Summary, %struct.Summary* %4, i64 0, i32 1, !dbg !1795
  %199 = load double, double* %198, align 8, !dbg !1795, !tbaa !1185
  %200 = getelementptr inbounds %struct.Summary, %struct.Summary* %4, i64 0, i32 2, !dbg !1796
  %201 = load double, double* %200, align 8, !dbg !1796, !tbaa !1100
  %202 = getelementptr inbounds %struct.Summary, %struct.Summary* %4, i64 0, i32 3, !dbg !1797
  %203 = load double, double* %202, align 8, !dbg !1797, !tbaa !1104
  %204 = getelementptr inbounds %struct.Summary, %struct.Summary* %4, i64 0, i32 4, !dbg !1798
  %205 = load double, double* %204, align 8, !dbg !1798, !tbaa !1105
  %206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str, i64 0, i64 0), double noundef %197, double noundef %199, double noundef %201, double noundef %203, double noundef %205, double noundef %195), !dbg !1799
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %185) #12, !dbg !1800
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1666, metadata !DIExpression()) #12, !dbg !1801
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1671, metadata !DIExpression()) #12, !dbg !1803
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1480, metadata !DIExpression()) #12, !dbg !1805
  call void @llvm.dbg.value(metadata double* %183, metadata !1483, metadata !DIExpression()) #12, !dbg !1805
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %183), metadata !1484, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1805
  %207 = icmp eq double* %183, null, !dbg !1807
  br i1 %207, label %210, label %208, !dbg !1808

208:                                              ; preds = %194
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1644, metadata !DIExpression()) #12, !dbg !1809
  call void @llvm.dbg.value(metadata double* %183, metadata !1647, metadata !DIExpression()) #12, !dbg !1809
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %183), metadata !1648, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1809
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()) #12, !dbg !1811
  call void @llvm.dbg.value(metadata double* %183, metadata !1654, metadata !DIExpression()) #12, !dbg !1811
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %183), metadata !1655, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1811
  %209 = bitcast double* %183 to i8*, !dbg !1813
  tail call void @_ZdlPv(i8* noundef %209) #15, !dbg !1814
  br label %210, !dbg !1815

210:                                              ; preds = %194, %208
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1666, metadata !DIExpression()) #12, !dbg !1816
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1671, metadata !DIExpression()) #12, !dbg !1818
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1480, metadata !DIExpression()) #12, !dbg !1820
  call void @llvm.dbg.value(metadata double* %22, metadata !1483, metadata !DIExpression()) #12, !dbg !1820
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %22), metadata !1484, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1820
  %211 = icmp eq double* %22, null, !dbg !1822
  br i1 %211, label %214, label %212, !dbg !1823

212:                                              ; preds = %210
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1644, metadata !DIExpression()) #12, !dbg !1824
  call void @llvm.dbg.value(metadata double* %22, metadata !1647, metadata !DIExpression()) #12, !dbg !1824
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %22), metadata !1648, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1824
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1651, metadata !DIExpression()) #12, !dbg !1826
  call void @llvm.dbg.value(metadata double* %22, metadata !1654, metadata !DIExpression()) #12, !dbg !1826
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %22), metadata !1655, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1826
  %213 = bitcast double* %22 to i8*, !dbg !1828
  tail call void @_ZdlPv(i8* noundef %213) #15, !dbg !1829
  br label %214, !dbg !1830

214:                                              ; preds = %210, %212
  %215 = bitcast %"class.std::vector"* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %215) #12, !dbg !1800
  ret i32 0, !dbg !1800

216:                                              ; preds = %33, %29
  %217 = landingpad { i8*, i32 }
          cleanup, !dbg !1800
  br label %231, !dbg !1800

218:                                              ; preds = %182
  %219 = landingpad { i8*, i32 }
          cleanup, !dbg !1800
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %185) #12, !dbg !1800
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1666, metadata !DIExpression()) #12, !dbg !1831
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1671, metadata !DIExpression()) #12, !dbg !1833
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1480, metadata !DIExpression()) #12, !dbg !1835
  call void @llvm.dbg.value(metadata double* %183, metadata !1483, metadata !DIExpression()) #12, !dbg !1835
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %183), metadata !1484, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1835
  %220 = icmp eq double* %183, null, !dbg !1837
  br i1 %220, label %231, label %221, !dbg !1838

221:                                              ; preds = %218
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1644, metadata !DIExpression()) #12, !dbg !1839
  call void @llvm.dbg.value(metadata double* %183, metadata !1647, metadata !DIExpression()) #12, !dbg !1839
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %183), metadata !1648, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1839
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1651, metadata !DIExpression()) #12, !dbg !1841
  call void @llvm.dbg.value(metadata double* %183, metadata !1654, metadata !DIExpression()) #12, !dbg !1841
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %183), metadata !1655, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1841
  %222 = bitcast double* %183 to i8*, !dbg !1843
  tail call void @_ZdlPv(i8* noundef %222) #15, !dbg !1844
  br label %231, !dbg !1845

223:                                              ; preds = %192, %223
  %224 = phi i64 [ %229, %223 ], [ %193, %192 ]
  %225 = phi double [ %228, %223 ], [ 0.000000e+00, %192 ]
  call void @llvm.dbg.value(metadata i64 %224, metadata !1288, metadata !DIExpression()), !dbg !1787
  call void @llvm.dbg.value(metadata double %225, metadata !1287, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1084, metadata !DIExpression()), !dbg !1846
  call void @llvm.dbg.value(metadata i64 %224, metadata !1087, metadata !DIExpression()), !dbg !1846
  %226 = getelementptr inbounds double, double* %183, i64 %224, !dbg !1848
  %227 = load double, double* %226, align 8, !dbg !1849, !tbaa !1098
  %228 = fadd double %225, %227, !dbg !1850
  call void @llvm.dbg.value(metadata double %228, metadata !1287, metadata !DIExpression()), !dbg !1290
  %229 = add nuw nsw i64 %224, 1, !dbg !1851
  call void @llvm.dbg.value(metadata i64 %229, metadata !1288, metadata !DIExpression()), !dbg !1787
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1788
  %230 = icmp ult i64 %229, %190, !dbg !1791
  br i1 %230, label %223, label %194, !dbg !1792, !llvm.loop !1852

231:                                              ; preds = %178, %180, %216, %218, %221
  %232 = phi double* [ %22, %216 ], [ %22, %218 ], [ %22, %221 ], [ %123, %178 ], [ %123, %180 ], !dbg !1854
  %233 = phi { i8*, i32 } [ %217, %216 ], [ %219, %218 ], [ %219, %221 ], [ %179, %178 ], [ %181, %180 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1666, metadata !DIExpression()) #12, !dbg !1857
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1671, metadata !DIExpression()) #12, !dbg !1858
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1480, metadata !DIExpression()) #12, !dbg !1859
  call void @llvm.dbg.value(metadata double* %232, metadata !1483, metadata !DIExpression()) #12, !dbg !1859
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %232), metadata !1484, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1859
  %234 = icmp eq double* %232, null, !dbg !1861
  br i1 %234, label %239, label %235, !dbg !1862

235:                                              ; preds = %117, %120, %231
  %236 = phi { i8*, i32 } [ %233, %231 ], [ %118, %120 ], [ %118, %117 ]
  %237 = phi double* [ %232, %231 ], [ %22, %120 ], [ %22, %117 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1644, metadata !DIExpression()) #12, !dbg !1863
  call void @llvm.dbg.value(metadata double* %232, metadata !1647, metadata !DIExpression()) #12, !dbg !1863
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %232), metadata !1648, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1863
  call void @llvm.dbg.value(metadata %"class.std::vector"* %3, metadata !1651, metadata !DIExpression()) #12, !dbg !1865
  call void @llvm.dbg.value(metadata double* %232, metadata !1654, metadata !DIExpression()) #12, !dbg !1865
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %232), metadata !1655, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1865
  %238 = bitcast double* %237 to i8*, !dbg !1867
  tail call void @_ZdlPv(i8* noundef %238) #15, !dbg !1868
  br label %239, !dbg !1869

239:                                              ; preds = %231, %235
  %240 = phi { i8*, i32 } [ %233, %231 ], [ %236, %235 ]
  %241 = bitcast %"class.std::vector"* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %241) #12, !dbg !1800
  resume { i8*, i32 } %240, !dbg !1800
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* %0, double* %1, i64 noundef %2) local_unnamed_addr #0 comdat !dbg !1870 {
  call void @llvm.dbg.value(metadata double* %0, metadata !1874, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata double* %1, metadata !1875, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata i64 %2, metadata !1876, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1877, metadata !DIExpression()), !dbg !1883
  %4 = ptrtoint double* %0 to i64
  call void @llvm.dbg.value(metadata double* %1, metadata !1875, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata i64 %2, metadata !1876, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !1890
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !1890
  %5 = ptrtoint double* %1 to i64, !dbg !1892
  %6 = sub i64 %5, %4, !dbg !1892
  %7 = icmp sgt i64 %6, 128, !dbg !1893
  br i1 %7, label %8, label %178, !dbg !1894

8:                                                ; preds = %3
  %9 = getelementptr inbounds double, double* %0, i64 1
  br label %10, !dbg !1894

10:                                               ; preds = %8, %174
  %11 = phi i64 [ %6, %8 ], [ %176, %174 ]
  %12 = phi i64 [ %2, %8 ], [ %130, %174 ]
  %13 = phi double* [ %1, %8 ], [ %162, %174 ]
  call void @llvm.dbg.value(metadata i64 %12, metadata !1876, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata double* %13, metadata !1875, metadata !DIExpression()), !dbg !1882
  %14 = icmp eq i64 %12, 0, !dbg !1895
  br i1 %14, label %15, label %129, !dbg !1897

15:                                               ; preds = %10
  %16 = lshr exact i64 %11, 3, !dbg !1892
  call void @llvm.dbg.value(metadata double* %0, metadata !1898, metadata !DIExpression()), !dbg !1906
  call void @llvm.dbg.value(metadata double* %13, metadata !1903, metadata !DIExpression()), !dbg !1906
  call void @llvm.dbg.value(metadata double* %13, metadata !1904, metadata !DIExpression()), !dbg !1906
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1905, metadata !DIExpression()), !dbg !1909
  call void @llvm.dbg.value(metadata double* %0, metadata !1910, metadata !DIExpression()), !dbg !1918
  call void @llvm.dbg.value(metadata double* %13, metadata !1913, metadata !DIExpression()), !dbg !1918
  call void @llvm.dbg.value(metadata double* %13, metadata !1914, metadata !DIExpression()), !dbg !1918
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1915, metadata !DIExpression()), !dbg !1920
  call void @llvm.dbg.value(metadata double* %0, metadata !1921, metadata !DIExpression()), !dbg !1935
  call void @llvm.dbg.value(metadata double* %13, metadata !1926, metadata !DIExpression()), !dbg !1935
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1927, metadata !DIExpression()), !dbg !1935
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !1937
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !1937
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !1940
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !1940
  call void @llvm.dbg.value(metadata i64 %16, metadata !1928, metadata !DIExpression()), !dbg !1935
  %17 = add nsw i64 %16, -2, !dbg !1942
  %18 = lshr i64 %17, 1, !dbg !1943
  call void @llvm.dbg.value(metadata i64 %18, metadata !1931, metadata !DIExpression()), !dbg !1935
  %19 = add nsw i64 %16, -1
  %20 = lshr i64 %19, 1
  %21 = and i64 %11, 8
  %22 = icmp eq i64 %21, 0
  %23 = or i64 %17, 1
  %24 = getelementptr inbounds double, double* %0, i64 %23
  %25 = getelementptr inbounds double, double* %0, i64 %18
  br label %26, !dbg !1944

26:                                               ; preds = %65, %15
  %27 = phi i64 [ %18, %15 ], [ %69, %65 ], !dbg !1945
  call void @llvm.dbg.value(metadata i64 %27, metadata !1931, metadata !DIExpression()), !dbg !1935
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !1951
  call void @llvm.dbg.value(metadata i64 %27, metadata !1949, metadata !DIExpression()), !dbg !1951
  %28 = getelementptr inbounds double, double* %0, i64 %27, !dbg !1953
  %29 = load double, double* %28, align 8, !dbg !1954, !tbaa !1098
  call void @llvm.dbg.value(metadata double %29, metadata !1932, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.declare(metadata i8* undef, metadata !1956, metadata !DIExpression()), !dbg !1971
  call void @llvm.dbg.value(metadata double* %0, metadata !1961, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata i64 %27, metadata !1962, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata i64 undef, metadata !1963, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata double %29, metadata !1964, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1965, metadata !DIExpression()), !dbg !1974
  call void @llvm.dbg.value(metadata i64 %27, metadata !1966, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata i64 %27, metadata !1968, metadata !DIExpression()), !dbg !1973
  %30 = icmp sgt i64 %20, %27, !dbg !1975
  br i1 %30, label %31, label %46, !dbg !1976

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %41, %31 ], [ %27, %26 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !1962, metadata !DIExpression()), !dbg !1973
  %33 = shl i64 %32, 1, !dbg !1977
  %34 = add i64 %33, 2, !dbg !1977
  call void @llvm.dbg.value(metadata i64 %34, metadata !1968, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !1979
  call void @llvm.dbg.value(metadata i64 %34, metadata !1949, metadata !DIExpression()), !dbg !1979
  %35 = getelementptr inbounds double, double* %0, i64 %34, !dbg !1982
  %36 = or i64 %33, 1, !dbg !1983
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !1984
  call void @llvm.dbg.value(metadata i64 %36, metadata !1949, metadata !DIExpression()), !dbg !1984
  %37 = getelementptr inbounds double, double* %0, i64 %36, !dbg !1986
  call void @llvm.dbg.value(metadata double* %35, metadata !1987, metadata !DIExpression()), !dbg !2001
  call void @llvm.dbg.value(metadata double* %37, metadata !2000, metadata !DIExpression()), !dbg !2001
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2001
  %38 = load double, double* %35, align 8, !dbg !2003, !tbaa !1098
  %39 = load double, double* %37, align 8, !dbg !2004, !tbaa !1098
  %40 = fcmp olt double %38, %39, !dbg !2005
  %41 = select i1 %40, i64 %36, i64 %34, !dbg !2006
  call void @llvm.dbg.value(metadata i64 %41, metadata !1968, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2007
  call void @llvm.dbg.value(metadata i64 %41, metadata !1949, metadata !DIExpression()), !dbg !2007
  %42 = getelementptr inbounds double, double* %0, i64 %41, !dbg !2009
  %43 = load double, double* %42, align 8, !dbg !2010, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2011
  call void @llvm.dbg.value(metadata i64 %32, metadata !1949, metadata !DIExpression()), !dbg !2011
  %44 = getelementptr inbounds double, double* %0, i64 %32, !dbg !2013
  store double %43, double* %44, align 8, !dbg !2014, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %41, metadata !1962, metadata !DIExpression()), !dbg !1973
  %45 = icmp slt i64 %41, %20, !dbg !1975
  br i1 %45, label %31, label %46, !dbg !1976, !llvm.loop !2015

46:                                               ; preds = %31, %26
  %47 = phi i64 [ %27, %26 ], [ %41, %31 ]
  %48 = icmp eq i64 %47, %18
  %49 = select i1 %22, i1 %48, i1 false, !dbg !2017
  br i1 %49, label %50, label %52, !dbg !2017

50:                                               ; preds = %46
  call void @llvm.dbg.value(metadata i64 %17, metadata !1968, metadata !DIExpression(DW_OP_constu, 18446744073709551614, DW_OP_and, DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !1973
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2019
  call void @llvm.dbg.value(metadata i64 %23, metadata !1949, metadata !DIExpression()), !dbg !2019
  %51 = load double, double* %24, align 8, !dbg !2022, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2023
  call void @llvm.dbg.value(metadata i64 %47, metadata !1949, metadata !DIExpression()), !dbg !2023
  store double %51, double* %25, align 8, !dbg !2025, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %23, metadata !1962, metadata !DIExpression()), !dbg !1973
  br label %52, !dbg !2026

52:                                               ; preds = %50, %46
  %53 = phi i64 [ %23, %50 ], [ %47, %46 ]
  call void @llvm.dbg.value(metadata i64 %53, metadata !1962, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata double* %0, metadata !2027, metadata !DIExpression()), !dbg !2040
  call void @llvm.dbg.value(metadata i64 %53, metadata !2033, metadata !DIExpression()), !dbg !2040
  call void @llvm.dbg.value(metadata i64 %27, metadata !2034, metadata !DIExpression()), !dbg !2040
  call void @llvm.dbg.value(metadata double %29, metadata !2035, metadata !DIExpression()), !dbg !2040
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2036, metadata !DIExpression()), !dbg !2040
  call void @llvm.dbg.value(metadata i64 %53, metadata !2037, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2040
  %54 = icmp sgt i64 %53, %27, !dbg !2042
  br i1 %54, label %55, label %65, !dbg !2043

55:                                               ; preds = %52, %62
  %56 = phi i64 [ %58, %62 ], [ %53, %52 ]
  %57 = add nsw i64 %56, -1, !dbg !2040
  %58 = sdiv i64 %57, 2, !dbg !2040
  call void @llvm.dbg.value(metadata i64 %56, metadata !2033, metadata !DIExpression()), !dbg !2040
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2044
  call void @llvm.dbg.value(metadata i64 %58, metadata !1949, metadata !DIExpression()), !dbg !2044
  %59 = getelementptr inbounds double, double* %0, i64 %58, !dbg !2046
  call void @llvm.dbg.value(metadata double* %59, metadata !2047, metadata !DIExpression()), !dbg !2060
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2057, metadata !DIExpression()), !dbg !2060
  call void @llvm.dbg.value(metadata double* undef, metadata !2059, metadata !DIExpression()), !dbg !2060
  %60 = load double, double* %59, align 8, !dbg !2062, !tbaa !1098
  %61 = fcmp olt double %60, %29, !dbg !2063
  br i1 %61, label %62, label %65, !dbg !2064

62:                                               ; preds = %55
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2065
  call void @llvm.dbg.value(metadata i64 %58, metadata !1949, metadata !DIExpression()), !dbg !2065
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2068
  call void @llvm.dbg.value(metadata i64 %56, metadata !1949, metadata !DIExpression()), !dbg !2068
  %63 = getelementptr inbounds double, double* %0, i64 %56, !dbg !2070
  store double %60, double* %63, align 8, !dbg !2071, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %58, metadata !2033, metadata !DIExpression()), !dbg !2040
  call void @llvm.dbg.value(metadata i64 %58, metadata !2037, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2040
  %64 = icmp sgt i64 %58, %27, !dbg !2042
  br i1 %64, label %55, label %65, !dbg !2043, !llvm.loop !2072

65:                                               ; preds = %62, %55, %52
  %66 = phi i64 [ %53, %52 ], [ %58, %62 ], [ %56, %55 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2074
  call void @llvm.dbg.value(metadata i64 %66, metadata !1949, metadata !DIExpression()), !dbg !2074
  %67 = getelementptr inbounds double, double* %0, i64 %66, !dbg !2076
  store double %29, double* %67, align 8, !dbg !2077, !tbaa !1098
  %68 = icmp eq i64 %27, 0, !dbg !2078
  %69 = add nsw i64 %27, -1, !dbg !2080
  call void @llvm.dbg.value(metadata i64 undef, metadata !1931, metadata !DIExpression()), !dbg !1935
  br i1 %68, label %70, label %26, !llvm.loop !2081

70:                                               ; preds = %65
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2083, metadata !DIExpression()), !dbg !2087
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2086, metadata !DIExpression()), !dbg !2087
  call void @llvm.dbg.value(metadata double* %0, metadata !2090, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2094, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata double* %13, metadata !2093, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !2097
  %71 = icmp sgt i64 %11, 8, !dbg !2099
  br i1 %71, label %72, label %178, !dbg !2100

72:                                               ; preds = %70, %125
  %73 = phi double* [ %74, %125 ], [ %13, %70 ]
  call void @llvm.dbg.value(metadata double* %73, metadata !2093, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2101, metadata !DIExpression()), !dbg !2104
  %74 = getelementptr inbounds double, double* %73, i64 -1, !dbg !2107
  call void @llvm.dbg.value(metadata double* %74, metadata !2093, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata double* %0, metadata !582, metadata !DIExpression()), !dbg !2108
  call void @llvm.dbg.value(metadata double* %74, metadata !583, metadata !DIExpression()), !dbg !2108
  call void @llvm.dbg.value(metadata double* %74, metadata !584, metadata !DIExpression()), !dbg !2108
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !585, metadata !DIExpression()), !dbg !2108
  %75 = load double, double* %74, align 8, !dbg !2110, !tbaa !1098
  call void @llvm.dbg.value(metadata double %75, metadata !586, metadata !DIExpression()), !dbg !2108
  %76 = load double, double* %0, align 8, !dbg !2111, !tbaa !1098
  store double %76, double* %74, align 8, !dbg !2112, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !2113
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !2113
  %77 = ptrtoint double* %74 to i64, !dbg !2115
  %78 = sub i64 %77, %4, !dbg !2115
  %79 = ashr exact i64 %78, 3, !dbg !2115
  call void @llvm.dbg.declare(metadata i8* undef, metadata !1956, metadata !DIExpression()), !dbg !2116
  call void @llvm.dbg.value(metadata double* %0, metadata !1961, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata i64 0, metadata !1962, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata i64 %79, metadata !1963, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata double %75, metadata !1964, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1965, metadata !DIExpression()), !dbg !2119
  call void @llvm.dbg.value(metadata i64 0, metadata !1966, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata i64 0, metadata !1968, metadata !DIExpression()), !dbg !2118
  %80 = add nsw i64 %79, -1
  %81 = sdiv i64 %80, 2
  %82 = icmp sgt i64 %78, 16, !dbg !2120
  br i1 %82, label %83, label %98, !dbg !2121

83:                                               ; preds = %72, %83
  %84 = phi i64 [ %93, %83 ], [ 0, %72 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !1962, metadata !DIExpression()), !dbg !2118
  %85 = shl i64 %84, 1, !dbg !2122
  %86 = add i64 %85, 2, !dbg !2122
  call void @llvm.dbg.value(metadata i64 %86, metadata !1968, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2123
  call void @llvm.dbg.value(metadata i64 %86, metadata !1949, metadata !DIExpression()), !dbg !2123
  %87 = getelementptr inbounds double, double* %0, i64 %86, !dbg !2125
  %88 = or i64 %85, 1, !dbg !2126
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2127
  call void @llvm.dbg.value(metadata i64 %88, metadata !1949, metadata !DIExpression()), !dbg !2127
  %89 = getelementptr inbounds double, double* %0, i64 %88, !dbg !2129
  call void @llvm.dbg.value(metadata double* %87, metadata !1987, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata double* %89, metadata !2000, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2130
  %90 = load double, double* %87, align 8, !dbg !2132, !tbaa !1098
  %91 = load double, double* %89, align 8, !dbg !2133, !tbaa !1098
  %92 = fcmp olt double %90, %91, !dbg !2134
  %93 = select i1 %92, i64 %88, i64 %86, !dbg !2135
  call void @llvm.dbg.value(metadata i64 %93, metadata !1968, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2136
  call void @llvm.dbg.value(metadata i64 %93, metadata !1949, metadata !DIExpression()), !dbg !2136
  %94 = getelementptr inbounds double, double* %0, i64 %93, !dbg !2138
  %95 = load double, double* %94, align 8, !dbg !2139, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2140
  call void @llvm.dbg.value(metadata i64 %84, metadata !1949, metadata !DIExpression()), !dbg !2140
  %96 = getelementptr inbounds double, double* %0, i64 %84, !dbg !2142
  store double %95, double* %96, align 8, !dbg !2143, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %93, metadata !1962, metadata !DIExpression()), !dbg !2118
  %97 = icmp slt i64 %93, %81, !dbg !2120
  br i1 %97, label %83, label %98, !dbg !2121, !llvm.loop !2144

98:                                               ; preds = %83, %72
  %99 = phi i64 [ 0, %72 ], [ %93, %83 ]
  %100 = and i64 %78, 8, !dbg !2146
  %101 = icmp eq i64 %100, 0, !dbg !2146
  br i1 %101, label %102, label %112, !dbg !2147

102:                                              ; preds = %98
  %103 = add nsw i64 %79, -2, !dbg !2148
  %104 = sdiv i64 %103, 2, !dbg !2149
  %105 = icmp eq i64 %99, %104, !dbg !2150
  br i1 %105, label %106, label %112, !dbg !2151

106:                                              ; preds = %102
  %107 = shl i64 %99, 1, !dbg !2152
  call void @llvm.dbg.value(metadata i64 %107, metadata !1968, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !2118
  %108 = or i64 %107, 1, !dbg !2153
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2154
  call void @llvm.dbg.value(metadata i64 %108, metadata !1949, metadata !DIExpression()), !dbg !2154
  %109 = getelementptr inbounds double, double* %0, i64 %108, !dbg !2156
  %110 = load double, double* %109, align 8, !dbg !2153, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata i64 %99, metadata !1949, metadata !DIExpression()), !dbg !2157
  %111 = getelementptr inbounds double, double* %0, i64 %99, !dbg !2159
  store double %110, double* %111, align 8, !dbg !2160, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %108, metadata !1962, metadata !DIExpression()), !dbg !2118
  br label %112, !dbg !2161

112:                                              ; preds = %106, %102, %98
  %113 = phi i64 [ %108, %106 ], [ %99, %102 ], [ %99, %98 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !1962, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata double* %0, metadata !2027, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata i64 %113, metadata !2033, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata i64 0, metadata !2034, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata double %75, metadata !2035, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2036, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata i64 %113, metadata !2037, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2162
  %114 = icmp sgt i64 %113, 0, !dbg !2164
  br i1 %114, label %115, label %125, !dbg !2165

115:                                              ; preds = %112, %122
  %116 = phi i64 [ %118, %122 ], [ %113, %112 ]
  %117 = add nsw i64 %116, -1, !dbg !2162
  %118 = lshr i64 %117, 1, !dbg !2162
  call void @llvm.dbg.value(metadata i64 %116, metadata !2033, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2166
  call void @llvm.dbg.value(metadata i64 %118, metadata !1949, metadata !DIExpression()), !dbg !2166
  %119 = getelementptr inbounds double, double* %0, i64 %118, !dbg !2168
  call void @llvm.dbg.value(metadata double* %119, metadata !2047, metadata !DIExpression()), !dbg !2169
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2057, metadata !DIExpression()), !dbg !2169
  call void @llvm.dbg.value(metadata double* undef, metadata !2059, metadata !DIExpression()), !dbg !2169
  %120 = load double, double* %119, align 8, !dbg !2171, !tbaa !1098
  %121 = fcmp olt double %120, %75, !dbg !2172
  br i1 %121, label %122, label %125, !dbg !2173

122:                                              ; preds = %115
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2174
  call void @llvm.dbg.value(metadata i64 %118, metadata !1949, metadata !DIExpression()), !dbg !2174
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2176
  call void @llvm.dbg.value(metadata i64 %116, metadata !1949, metadata !DIExpression()), !dbg !2176
  %123 = getelementptr inbounds double, double* %0, i64 %116, !dbg !2178
  store double %120, double* %123, align 8, !dbg !2179, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %118, metadata !2033, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata i64 %118, metadata !2037, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2162
  %124 = icmp ult i64 %117, 2, !dbg !2164
  br i1 %124, label %125, label %115, !dbg !2165, !llvm.loop !2180

125:                                              ; preds = %122, %115, %112
  %126 = phi i64 [ %113, %112 ], [ %116, %115 ], [ 0, %122 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2182
  call void @llvm.dbg.value(metadata i64 %126, metadata !1949, metadata !DIExpression()), !dbg !2182
  %127 = getelementptr inbounds double, double* %0, i64 %126, !dbg !2184
  store double %75, double* %127, align 8, !dbg !2185, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %74, metadata !2093, metadata !DIExpression()), !dbg !2095
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !2097
  %128 = icmp sgt i64 %78, 8, !dbg !2099
  br i1 %128, label %72, label %178, !dbg !2100, !llvm.loop !2186

129:                                              ; preds = %10
  %130 = add nsw i64 %12, -1, !dbg !2188
  call void @llvm.dbg.value(metadata i64 %130, metadata !1876, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata double* %0, metadata !2189, metadata !DIExpression()), !dbg !2197
  call void @llvm.dbg.value(metadata double* %13, metadata !2194, metadata !DIExpression()), !dbg !2197
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2195, metadata !DIExpression()), !dbg !2199
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !2200
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !2200
  %131 = lshr i64 %11, 4, !dbg !2202
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2203
  call void @llvm.dbg.value(metadata i64 %131, metadata !1949, metadata !DIExpression()), !dbg !2203
  %132 = getelementptr inbounds double, double* %0, i64 %131, !dbg !2205
  call void @llvm.dbg.value(metadata double* %132, metadata !2196, metadata !DIExpression()), !dbg !2197
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2206
  call void @llvm.dbg.value(metadata i64 1, metadata !1949, metadata !DIExpression()), !dbg !2206
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2208, metadata !DIExpression()), !dbg !2212
  call void @llvm.dbg.value(metadata i64 1, metadata !2211, metadata !DIExpression()), !dbg !2212
  %133 = getelementptr inbounds double, double* %13, i64 -1, !dbg !2214
  call void @llvm.dbg.value(metadata double* %0, metadata !2215, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.value(metadata double* %9, metadata !2220, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.value(metadata double* %132, metadata !2221, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.value(metadata double* %133, metadata !2222, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2223, metadata !DIExpression()), !dbg !2227
  call void @llvm.dbg.value(metadata double* %9, metadata !1987, metadata !DIExpression()), !dbg !2228
  call void @llvm.dbg.value(metadata double* %132, metadata !2000, metadata !DIExpression()), !dbg !2228
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2228
  %134 = load double, double* %9, align 8, !dbg !2231, !tbaa !1098
  %135 = load double, double* %132, align 8, !dbg !2232, !tbaa !1098
  %136 = fcmp olt double %134, %135, !dbg !2233
  %137 = load double, double* %133, align 8, !dbg !2234, !tbaa !1098
  br i1 %136, label %138, label %147, !dbg !2235

138:                                              ; preds = %129
  call void @llvm.dbg.value(metadata double* %132, metadata !1987, metadata !DIExpression()), !dbg !2236
  call void @llvm.dbg.value(metadata double* %133, metadata !2000, metadata !DIExpression()), !dbg !2236
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2236
  %139 = fcmp olt double %135, %137, !dbg !2240
  br i1 %139, label %140, label %142, !dbg !2241

140:                                              ; preds = %138
  call void @llvm.dbg.value(metadata double* %0, metadata !2242, metadata !DIExpression()), !dbg !2249
  call void @llvm.dbg.value(metadata double* %132, metadata !2245, metadata !DIExpression()), !dbg !2249
  call void @llvm.dbg.value(metadata double* %0, metadata !2251, metadata !DIExpression()), !dbg !2263
  call void @llvm.dbg.value(metadata double* %132, metadata !2261, metadata !DIExpression()), !dbg !2263
  %141 = load double, double* %0, align 8, !dbg !2265, !tbaa !1098
  call void @llvm.dbg.value(metadata double %141, metadata !2262, metadata !DIExpression()), !dbg !2263
  store double %135, double* %0, align 8, !dbg !2266, !tbaa !1098
  store double %141, double* %132, align 8, !dbg !2267, !tbaa !1098
  br label %156, !dbg !2268

142:                                              ; preds = %138
  call void @llvm.dbg.value(metadata double* %9, metadata !1987, metadata !DIExpression()), !dbg !2269
  call void @llvm.dbg.value(metadata double* %133, metadata !2000, metadata !DIExpression()), !dbg !2269
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2269
  %143 = fcmp olt double %134, %137, !dbg !2272
  call void @llvm.dbg.value(metadata double* %0, metadata !2242, metadata !DIExpression()), !dbg !2273
  call void @llvm.dbg.value(metadata double* %0, metadata !2242, metadata !DIExpression()), !dbg !2275
  %144 = load double, double* %0, align 8, !dbg !2277, !tbaa !1098
  call void @llvm.dbg.value(metadata double %144, metadata !2262, metadata !DIExpression()), !dbg !2278
  call void @llvm.dbg.value(metadata double %144, metadata !2262, metadata !DIExpression()), !dbg !2280
  br i1 %143, label %145, label %146, !dbg !2282

145:                                              ; preds = %142
  call void @llvm.dbg.value(metadata double* %133, metadata !2245, metadata !DIExpression()), !dbg !2273
  call void @llvm.dbg.value(metadata double* %0, metadata !2251, metadata !DIExpression()), !dbg !2278
  call void @llvm.dbg.value(metadata double* %133, metadata !2261, metadata !DIExpression()), !dbg !2278
  store double %137, double* %0, align 8, !dbg !2283, !tbaa !1098
  store double %144, double* %133, align 8, !dbg !2284, !tbaa !1098
  br label %156, !dbg !2285

146:                                              ; preds = %142
  call void @llvm.dbg.value(metadata double* %9, metadata !2245, metadata !DIExpression()), !dbg !2275
  call void @llvm.dbg.value(metadata double* %0, metadata !2251, metadata !DIExpression()), !dbg !2280
  call void @llvm.dbg.value(metadata double* %9, metadata !2261, metadata !DIExpression()), !dbg !2280
  store double %134, double* %0, align 8, !dbg !2286, !tbaa !1098
  store double %144, double* %9, align 8, !dbg !2287, !tbaa !1098
  br label %156

147:                                              ; preds = %129
  call void @llvm.dbg.value(metadata double* %9, metadata !1987, metadata !DIExpression()), !dbg !2288
  call void @llvm.dbg.value(metadata double* %133, metadata !2000, metadata !DIExpression()), !dbg !2288
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2288
  %148 = fcmp olt double %134, %137, !dbg !2291
  br i1 %148, label %149, label %151, !dbg !2292

149:                                              ; preds = %147
  call void @llvm.dbg.value(metadata double* %0, metadata !2242, metadata !DIExpression()), !dbg !2293
  call void @llvm.dbg.value(metadata double* %9, metadata !2245, metadata !DIExpression()), !dbg !2293
  call void @llvm.dbg.value(metadata double* %0, metadata !2251, metadata !DIExpression()), !dbg !2295
  call void @llvm.dbg.value(metadata double* %9, metadata !2261, metadata !DIExpression()), !dbg !2295
  %150 = load double, double* %0, align 8, !dbg !2297, !tbaa !1098
  call void @llvm.dbg.value(metadata double %150, metadata !2262, metadata !DIExpression()), !dbg !2295
  store double %134, double* %0, align 8, !dbg !2298, !tbaa !1098
  store double %150, double* %9, align 8, !dbg !2299, !tbaa !1098
  br label %156, !dbg !2300

151:                                              ; preds = %147
  call void @llvm.dbg.value(metadata double* %132, metadata !1987, metadata !DIExpression()), !dbg !2301
  call void @llvm.dbg.value(metadata double* %133, metadata !2000, metadata !DIExpression()), !dbg !2301
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2301
  %152 = fcmp olt double %135, %137, !dbg !2304
  call void @llvm.dbg.value(metadata double* %0, metadata !2242, metadata !DIExpression()), !dbg !2305
  call void @llvm.dbg.value(metadata double* %0, metadata !2242, metadata !DIExpression()), !dbg !2307
  %153 = load double, double* %0, align 8, !dbg !2309, !tbaa !1098
  call void @llvm.dbg.value(metadata double %153, metadata !2262, metadata !DIExpression()), !dbg !2310
  call void @llvm.dbg.value(metadata double %153, metadata !2262, metadata !DIExpression()), !dbg !2312
  br i1 %152, label %154, label %155, !dbg !2314

154:                                              ; preds = %151
  call void @llvm.dbg.value(metadata double* %133, metadata !2245, metadata !DIExpression()), !dbg !2305
  call void @llvm.dbg.value(metadata double* %0, metadata !2251, metadata !DIExpression()), !dbg !2310
  call void @llvm.dbg.value(metadata double* %133, metadata !2261, metadata !DIExpression()), !dbg !2310
  store double %137, double* %0, align 8, !dbg !2315, !tbaa !1098
  store double %153, double* %133, align 8, !dbg !2316, !tbaa !1098
  br label %156, !dbg !2317

155:                                              ; preds = %151
  call void @llvm.dbg.value(metadata double* %132, metadata !2245, metadata !DIExpression()), !dbg !2307
  call void @llvm.dbg.value(metadata double* %0, metadata !2251, metadata !DIExpression()), !dbg !2312
  call void @llvm.dbg.value(metadata double* %132, metadata !2261, metadata !DIExpression()), !dbg !2312
  store double %135, double* %0, align 8, !dbg !2318, !tbaa !1098
  store double %153, double* %132, align 8, !dbg !2319, !tbaa !1098
  br label %156

156:                                              ; preds = %155, %154, %149, %146, %145, %140
  br label %157, !dbg !2320

157:                                              ; preds = %156, %173
  %158 = phi double* [ %165, %173 ], [ %9, %156 ]
  %159 = phi double* [ %168, %173 ], [ %13, %156 ]
  call void @llvm.dbg.value(metadata double* %159, metadata !2326, metadata !DIExpression()), !dbg !2330
  call void @llvm.dbg.value(metadata double* %158, metadata !2325, metadata !DIExpression()), !dbg !2330
  %160 = load double, double* %0, align 8, !tbaa !1098
  br label %161, !dbg !2331

161:                                              ; preds = %161, %157
  %162 = phi double* [ %158, %157 ], [ %165, %161 ]
  call void @llvm.dbg.value(metadata double* %162, metadata !2325, metadata !DIExpression()), !dbg !2330
  call void @llvm.dbg.value(metadata double* %162, metadata !1987, metadata !DIExpression()), !dbg !2333
  call void @llvm.dbg.value(metadata double* %0, metadata !2000, metadata !DIExpression()), !dbg !2333
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2333
  %163 = load double, double* %162, align 8, !dbg !2335, !tbaa !1098
  %164 = fcmp olt double %163, %160, !dbg !2336
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !2337
  %165 = getelementptr inbounds double, double* %162, i64 1, !dbg !2339
  call void @llvm.dbg.value(metadata double* %165, metadata !2325, metadata !DIExpression()), !dbg !2330
  br i1 %164, label %161, label %166, !dbg !2331, !llvm.loop !2340

166:                                              ; preds = %161, %166
  %167 = phi double* [ %168, %166 ], [ %159, %161 ]
  %168 = getelementptr inbounds double, double* %167, i64 -1, !dbg !2342
  call void @llvm.dbg.value(metadata double* %168, metadata !2326, metadata !DIExpression()), !dbg !2330
  call void @llvm.dbg.value(metadata double* %0, metadata !1987, metadata !DIExpression()), !dbg !2343
  call void @llvm.dbg.value(metadata double* %168, metadata !2000, metadata !DIExpression()), !dbg !2343
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2343
  %169 = load double, double* %168, align 8, !dbg !2345, !tbaa !1098
  %170 = fcmp olt double %160, %169, !dbg !2346
  br i1 %170, label %166, label %171, !dbg !2347, !llvm.loop !2348

171:                                              ; preds = %166
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2083, metadata !DIExpression()), !dbg !2350
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2086, metadata !DIExpression()), !dbg !2350
  %172 = icmp ult double* %162, %168, !dbg !2353
  br i1 %172, label %173, label %174, !dbg !2354

173:                                              ; preds = %171
  call void @llvm.dbg.value(metadata double* %162, metadata !2242, metadata !DIExpression()), !dbg !2355
  call void @llvm.dbg.value(metadata double* %168, metadata !2245, metadata !DIExpression()), !dbg !2355
  call void @llvm.dbg.value(metadata double* %162, metadata !2251, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %168, metadata !2261, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double %163, metadata !2262, metadata !DIExpression()), !dbg !2357
  store double %169, double* %162, align 8, !dbg !2359, !tbaa !1098
  store double %163, double* %168, align 8, !dbg !2360, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !2361
  call void @llvm.dbg.value(metadata double* %165, metadata !2325, metadata !DIExpression()), !dbg !2330
  br label %157, !dbg !2320, !llvm.loop !2363

174:                                              ; preds = %171
  call void @llvm.dbg.value(metadata double* %162, metadata !1878, metadata !DIExpression()), !dbg !2365
  tail call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* nonnull %162, double* %13, i64 noundef %130), !dbg !2366
  call void @llvm.dbg.value(metadata double* %162, metadata !1875, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata i64 %130, metadata !1876, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !1890
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !1890
  %175 = ptrtoint double* %162 to i64, !dbg !1892
  %176 = sub i64 %175, %4, !dbg !1892
  %177 = icmp sgt i64 %176, 128, !dbg !1893
  br i1 %177, label %10, label %178, !dbg !1894, !llvm.loop !2367

178:                                              ; preds = %174, %125, %3, %70
  ret void, !dbg !2369
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %0, double* %1) local_unnamed_addr #0 comdat !dbg !2370 {
  call void @llvm.dbg.value(metadata double* %0, metadata !2372, metadata !DIExpression()), !dbg !2375
  call void @llvm.dbg.value(metadata double* %1, metadata !2373, metadata !DIExpression()), !dbg !2375
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2374, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1884, metadata !DIExpression()), !dbg !2377
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1889, metadata !DIExpression()), !dbg !2377
  %3 = ptrtoint double* %1 to i64, !dbg !2380
  %4 = ptrtoint double* %0 to i64, !dbg !2380
  %5 = sub i64 %3, %4, !dbg !2380
  %6 = icmp sgt i64 %5, 128, !dbg !2381
  br i1 %6, label %7, label %54, !dbg !2382

7:                                                ; preds = %2
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2383
  call void @llvm.dbg.value(metadata i64 16, metadata !1949, metadata !DIExpression()), !dbg !2383
  call void @llvm.dbg.value(metadata double* %0, metadata !2386, metadata !DIExpression()), !dbg !2398
  call void @llvm.dbg.value(metadata double* %35, metadata !2389, metadata !DIExpression()), !dbg !2398
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2390, metadata !DIExpression()), !dbg !2400
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2401, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2404, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata double* %0, metadata !2391, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2408
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2409
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2409
  %8 = bitcast double* %0 to i8*
  %9 = getelementptr double, double* %0, i64 1, !dbg !2411
  %10 = bitcast double* %9 to i8*
  br label %11, !dbg !2411

11:                                               ; preds = %30, %7
  %12 = phi i64 [ 1, %7 ], [ %32, %30 ]
  %13 = phi double* [ %0, %7 ], [ %14, %30 ]
  %14 = getelementptr inbounds double, double* %0, i64 %12, !dbg !2412
  call void @llvm.dbg.value(metadata double* %14, metadata !1987, metadata !DIExpression()), !dbg !2412
  call void @llvm.dbg.value(metadata double* %0, metadata !2000, metadata !DIExpression()), !dbg !2412
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2412
  %15 = load double, double* %14, align 8, !dbg !2414, !tbaa !1098
  %16 = load double, double* %0, align 8, !dbg !2415, !tbaa !1098
  %17 = fcmp olt double %15, %16, !dbg !2416
  br i1 %17, label %18, label %20, !dbg !2417

18:                                               ; preds = %11
  call void @llvm.dbg.value(metadata double %15, metadata !2393, metadata !DIExpression()), !dbg !2418
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2419
  call void @llvm.dbg.value(metadata i64 1, metadata !1949, metadata !DIExpression()), !dbg !2419
  call void @llvm.dbg.value(metadata double* %0, metadata !2421, metadata !DIExpression()), !dbg !2431
  call void @llvm.dbg.value(metadata double* %14, metadata !2426, metadata !DIExpression()), !dbg !2431
  call void @llvm.dbg.value(metadata double* %14, metadata !2427, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2431
  call void @llvm.dbg.value(metadata double* %0, metadata !2433, metadata !DIExpression()), !dbg !2442
  call void @llvm.dbg.value(metadata double* %14, metadata !2436, metadata !DIExpression()), !dbg !2442
  call void @llvm.dbg.value(metadata double* %14, metadata !2437, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2442
  call void @llvm.dbg.value(metadata double* %0, metadata !2444, metadata !DIExpression()), !dbg !2454
  call void @llvm.dbg.value(metadata double* %14, metadata !2449, metadata !DIExpression()), !dbg !2454
  call void @llvm.dbg.value(metadata double* %14, metadata !2450, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2454
  call void @llvm.dbg.value(metadata double* %0, metadata !2456, metadata !DIExpression()), !dbg !2461
  call void @llvm.dbg.value(metadata double* %14, metadata !2459, metadata !DIExpression()), !dbg !2461
  call void @llvm.dbg.value(metadata double* %14, metadata !2460, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2461
  call void @llvm.dbg.value(metadata double* %0, metadata !2463, metadata !DIExpression()) #12, !dbg !2487
  call void @llvm.dbg.value(metadata double* %14, metadata !2483, metadata !DIExpression()) #12, !dbg !2487
  call void @llvm.dbg.value(metadata double* %14, metadata !2484, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !2487
  call void @llvm.dbg.value(metadata i64 %12, metadata !2485, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !2487
  %19 = shl nsw i64 %12, 3, !dbg !2489
  call void @llvm.dbg.value(metadata i64 %19, metadata !2485, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !2487
  call void @llvm.dbg.value(metadata double* %13, metadata !2427, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2431
  call void @llvm.dbg.value(metadata double* %13, metadata !2437, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2442
  call void @llvm.dbg.value(metadata double* %13, metadata !2450, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2454
  call void @llvm.dbg.value(metadata double* %13, metadata !2460, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2461
  call void @llvm.dbg.value(metadata double* %13, metadata !2484, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2487
  call void @llvm.dbg.value(metadata i64 %12, metadata !2485, metadata !DIExpression()) #12, !dbg !2487
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %10, i8* nonnull align 8 %8, i64 %19, i1 false) #12, !dbg !2490
  br label %30, !dbg !2490

20:                                               ; preds = %11
  call void @llvm.dbg.value(metadata double* %14, metadata !2492, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2497, metadata !DIExpression()), !dbg !2504
  call void @llvm.dbg.value(metadata double %15, metadata !2498, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata double* %13, metadata !2499, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata double* %13, metadata !2505, metadata !DIExpression()), !dbg !2517
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2514, metadata !DIExpression()), !dbg !2517
  call void @llvm.dbg.value(metadata double* undef, metadata !2516, metadata !DIExpression()), !dbg !2517
  %21 = load double, double* %13, align 8, !dbg !2519, !tbaa !1098
  %22 = fcmp olt double %15, %21, !dbg !2520
  br i1 %22, label %23, label %30, !dbg !2521

23:                                               ; preds = %20, %23
  %24 = phi double [ %28, %23 ], [ %21, %20 ]
  %25 = phi double* [ %27, %23 ], [ %13, %20 ]
  %26 = phi double* [ %25, %23 ], [ %14, %20 ]
  call void @llvm.dbg.value(metadata double* %26, metadata !2492, metadata !DIExpression()), !dbg !2502
  store double %24, double* %26, align 8, !dbg !2522, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %25, metadata !2492, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata double* %25, metadata !2499, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2502
  %27 = getelementptr inbounds double, double* %25, i64 -1, !dbg !2502
  call void @llvm.dbg.value(metadata double* %27, metadata !2499, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata double* %27, metadata !2505, metadata !DIExpression()), !dbg !2517
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2514, metadata !DIExpression()), !dbg !2517
  call void @llvm.dbg.value(metadata double* undef, metadata !2516, metadata !DIExpression()), !dbg !2517
  %28 = load double, double* %27, align 8, !dbg !2519, !tbaa !1098
  %29 = fcmp olt double %15, %28, !dbg !2520
  br i1 %29, label %23, label %30, !dbg !2521, !llvm.loop !2524

30:                                               ; preds = %23, %20, %18
  %31 = phi double* [ %0, %18 ], [ %14, %20 ], [ %25, %23 ]
  store double %15, double* %31, align 8, !dbg !2526, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %14, metadata !2391, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2408
  %32 = add nuw nsw i64 %12, 1, !dbg !2408
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 %32), metadata !2391, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2408
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2409
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2409
  %33 = icmp eq i64 %32, 16, !dbg !2527
  br i1 %33, label %34, label %11, !dbg !2411, !llvm.loop !2528

34:                                               ; preds = %30
  %35 = getelementptr inbounds double, double* %0, i64 16, !dbg !2530
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2531
  call void @llvm.dbg.value(metadata i64 16, metadata !1949, metadata !DIExpression()), !dbg !2531
  call void @llvm.dbg.value(metadata double* %35, metadata !2533, metadata !DIExpression()), !dbg !2540
  call void @llvm.dbg.value(metadata double* %1, metadata !2536, metadata !DIExpression()), !dbg !2540
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2537, metadata !DIExpression()), !dbg !2542
  call void @llvm.dbg.value(metadata double* %35, metadata !2538, metadata !DIExpression()), !dbg !2543
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2544
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2544
  %36 = icmp eq double* %35, %1, !dbg !2547
  br i1 %36, label %91, label %37, !dbg !2548

37:                                               ; preds = %34, %50
  %38 = phi double* [ %52, %50 ], [ %35, %34 ]
  call void @llvm.dbg.value(metadata double* %38, metadata !2538, metadata !DIExpression()), !dbg !2543
  call void @llvm.dbg.value(metadata double* %38, metadata !2492, metadata !DIExpression()), !dbg !2549
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2497, metadata !DIExpression()), !dbg !2551
  %39 = load double, double* %38, align 8, !dbg !2552, !tbaa !1098
  call void @llvm.dbg.value(metadata double %39, metadata !2498, metadata !DIExpression()), !dbg !2549
  call void @llvm.dbg.value(metadata double* %38, metadata !2499, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2549
  %40 = getelementptr inbounds double, double* %38, i64 -1, !dbg !2549
  call void @llvm.dbg.value(metadata double* %40, metadata !2499, metadata !DIExpression()), !dbg !2549
  call void @llvm.dbg.value(metadata double* %40, metadata !2505, metadata !DIExpression()), !dbg !2553
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2514, metadata !DIExpression()), !dbg !2553
  call void @llvm.dbg.value(metadata double* undef, metadata !2516, metadata !DIExpression()), !dbg !2553
  %41 = load double, double* %40, align 8, !dbg !2555, !tbaa !1098
  %42 = fcmp olt double %39, %41, !dbg !2556
  br i1 %42, label %43, label %50, !dbg !2557

43:                                               ; preds = %37, %43
  %44 = phi double [ %48, %43 ], [ %41, %37 ]
  %45 = phi double* [ %47, %43 ], [ %40, %37 ]
  %46 = phi double* [ %45, %43 ], [ %38, %37 ]
  call void @llvm.dbg.value(metadata double* %46, metadata !2492, metadata !DIExpression()), !dbg !2549
  store double %44, double* %46, align 8, !dbg !2558, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %45, metadata !2492, metadata !DIExpression()), !dbg !2549
  call void @llvm.dbg.value(metadata double* %45, metadata !2499, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2549
  %47 = getelementptr inbounds double, double* %45, i64 -1, !dbg !2549
  call void @llvm.dbg.value(metadata double* %47, metadata !2499, metadata !DIExpression()), !dbg !2549
  call void @llvm.dbg.value(metadata double* %47, metadata !2505, metadata !DIExpression()), !dbg !2553
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2514, metadata !DIExpression()), !dbg !2553
  call void @llvm.dbg.value(metadata double* undef, metadata !2516, metadata !DIExpression()), !dbg !2553
  %48 = load double, double* %47, align 8, !dbg !2555, !tbaa !1098
  %49 = fcmp olt double %39, %48, !dbg !2556
  br i1 %49, label %43, label %50, !dbg !2557, !llvm.loop !2559

50:                                               ; preds = %43, %37
  %51 = phi double* [ %38, %37 ], [ %45, %43 ]
  store double %39, double* %51, align 8, !dbg !2561, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !2562
  %52 = getelementptr inbounds double, double* %38, i64 1, !dbg !2564
  call void @llvm.dbg.value(metadata double* %52, metadata !2538, metadata !DIExpression()), !dbg !2543
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2544
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2544
  %53 = icmp eq double* %52, %1, !dbg !2547
  br i1 %53, label %91, label %37, !dbg !2548, !llvm.loop !2565

54:                                               ; preds = %2
  call void @llvm.dbg.value(metadata double* %0, metadata !2386, metadata !DIExpression()), !dbg !2567
  call void @llvm.dbg.value(metadata double* %1, metadata !2389, metadata !DIExpression()), !dbg !2567
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2390, metadata !DIExpression()), !dbg !2569
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2401, metadata !DIExpression()), !dbg !2570
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2404, metadata !DIExpression()), !dbg !2570
  %55 = icmp eq double* %0, %1, !dbg !2572
  br i1 %55, label %91, label %56, !dbg !2573

56:                                               ; preds = %54
  %57 = getelementptr inbounds double, double* %0, i64 1, !dbg !2574
  call void @llvm.dbg.value(metadata double* %57, metadata !2391, metadata !DIExpression()), !dbg !2574
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2575
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2575
  %58 = icmp eq double* %57, %1, !dbg !2577
  br i1 %58, label %91, label %59, !dbg !2578

59:                                               ; preds = %56
  %60 = bitcast double* %0 to i8*
  br label %61, !dbg !2578

61:                                               ; preds = %87, %59
  %62 = phi double* [ %57, %59 ], [ %89, %87 ]
  %63 = phi double* [ %0, %59 ], [ %62, %87 ]
  call void @llvm.dbg.value(metadata double* %62, metadata !1987, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata double* %0, metadata !2000, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1998, metadata !DIExpression()), !dbg !2579
  %64 = load double, double* %62, align 8, !dbg !2581, !tbaa !1098
  %65 = load double, double* %0, align 8, !dbg !2582, !tbaa !1098
  %66 = fcmp olt double %64, %65, !dbg !2583
  br i1 %66, label %67, label %77, !dbg !2584

67:                                               ; preds = %61
  call void @llvm.dbg.value(metadata double %64, metadata !2393, metadata !DIExpression()), !dbg !2585
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2586
  call void @llvm.dbg.value(metadata i64 1, metadata !1949, metadata !DIExpression()), !dbg !2586
  call void @llvm.dbg.value(metadata double* %0, metadata !2421, metadata !DIExpression()), !dbg !2588
  call void @llvm.dbg.value(metadata double* %62, metadata !2426, metadata !DIExpression()), !dbg !2588
  call void @llvm.dbg.value(metadata double* %62, metadata !2427, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2588
  call void @llvm.dbg.value(metadata double* %0, metadata !2433, metadata !DIExpression()), !dbg !2590
  call void @llvm.dbg.value(metadata double* %62, metadata !2436, metadata !DIExpression()), !dbg !2590
  call void @llvm.dbg.value(metadata double* %62, metadata !2437, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2590
  call void @llvm.dbg.value(metadata double* %0, metadata !2444, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata double* %62, metadata !2449, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata double* %62, metadata !2450, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2592
  call void @llvm.dbg.value(metadata double* %0, metadata !2456, metadata !DIExpression()), !dbg !2594
  call void @llvm.dbg.value(metadata double* %62, metadata !2459, metadata !DIExpression()), !dbg !2594
  call void @llvm.dbg.value(metadata double* %62, metadata !2460, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2594
  call void @llvm.dbg.value(metadata double* %0, metadata !2463, metadata !DIExpression()) #12, !dbg !2596
  call void @llvm.dbg.value(metadata double* %62, metadata !2483, metadata !DIExpression()) #12, !dbg !2596
  call void @llvm.dbg.value(metadata double* %62, metadata !2484, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !2596
  %68 = ptrtoint double* %62 to i64, !dbg !2598
  %69 = sub i64 %68, %4, !dbg !2598
  call void @llvm.dbg.value(metadata i64 %69, metadata !2485, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !2596
  %70 = icmp eq i64 %69, 0, !dbg !2599
  br i1 %70, label %87, label %71, !dbg !2600

71:                                               ; preds = %67
  %72 = getelementptr inbounds double, double* %63, i64 2, !dbg !2601
  call void @llvm.dbg.value(metadata double* %72, metadata !2427, metadata !DIExpression()), !dbg !2588
  call void @llvm.dbg.value(metadata double* %72, metadata !2437, metadata !DIExpression()), !dbg !2590
  call void @llvm.dbg.value(metadata double* %72, metadata !2450, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata double* %72, metadata !2460, metadata !DIExpression()), !dbg !2594
  call void @llvm.dbg.value(metadata double* %72, metadata !2484, metadata !DIExpression()) #12, !dbg !2596
  %73 = ashr exact i64 %69, 3, !dbg !2598
  call void @llvm.dbg.value(metadata i64 %73, metadata !2485, metadata !DIExpression()) #12, !dbg !2596
  %74 = sub nsw i64 0, %73, !dbg !2602
  %75 = getelementptr inbounds double, double* %72, i64 %74, !dbg !2602
  %76 = bitcast double* %75 to i8*, !dbg !2603
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %76, i8* nonnull align 8 %60, i64 %69, i1 false) #12, !dbg !2603
  br label %87, !dbg !2603

77:                                               ; preds = %61
  call void @llvm.dbg.value(metadata double* %62, metadata !2492, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2497, metadata !DIExpression()), !dbg !2606
  call void @llvm.dbg.value(metadata double %64, metadata !2498, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata double* %63, metadata !2499, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata double* %63, metadata !2505, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2514, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata double* undef, metadata !2516, metadata !DIExpression()), !dbg !2607
  %78 = load double, double* %63, align 8, !dbg !2609, !tbaa !1098
  %79 = fcmp olt double %64, %78, !dbg !2610
  br i1 %79, label %80, label %87, !dbg !2611

80:                                               ; preds = %77, %80
  %81 = phi double [ %85, %80 ], [ %78, %77 ]
  %82 = phi double* [ %84, %80 ], [ %63, %77 ]
  %83 = phi double* [ %82, %80 ], [ %62, %77 ]
  call void @llvm.dbg.value(metadata double* %83, metadata !2492, metadata !DIExpression()), !dbg !2604
  store double %81, double* %83, align 8, !dbg !2612, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %82, metadata !2492, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata double* %82, metadata !2499, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2604
  %84 = getelementptr inbounds double, double* %82, i64 -1, !dbg !2604
  call void @llvm.dbg.value(metadata double* %84, metadata !2499, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata double* %84, metadata !2505, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2514, metadata !DIExpression()), !dbg !2607
  call void @llvm.dbg.value(metadata double* undef, metadata !2516, metadata !DIExpression()), !dbg !2607
  %85 = load double, double* %84, align 8, !dbg !2609, !tbaa !1098
  %86 = fcmp olt double %64, %85, !dbg !2610
  br i1 %86, label %80, label %87, !dbg !2611, !llvm.loop !2613

87:                                               ; preds = %80, %77, %71, %67
  %88 = phi double* [ %0, %67 ], [ %0, %71 ], [ %62, %77 ], [ %82, %80 ]
  store double %64, double* %88, align 8, !dbg !2615, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %62, metadata !2391, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2574
  %89 = getelementptr inbounds double, double* %62, i64 1, !dbg !2574
  call void @llvm.dbg.value(metadata double* %89, metadata !2391, metadata !DIExpression()), !dbg !2574
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2575
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2575
  %90 = icmp eq double* %89, %1, !dbg !2577
  br i1 %90, label %91, label %61, !dbg !2578, !llvm.loop !2616

91:                                               ; preds = %87, %50, %56, %54, %34
  ret void, !dbg !2618
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #10

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #11 = { argmemonly nofree nounwind willreturn writeonly }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1047, !1048, !1049, !1050, !1051, !1052}
!llvm.ident = !{!1053}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, imports: !618, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_stats.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "821c484d2cca5d4f83b22239eab7e89f")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !5, file: !4, line: 1838, baseType: !6, size: 32, elements: !7)
!4 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algo.h", directory: ".", checksumkind: CSK_MD5, checksum: "1f80f17ff9e3b6ed9cc1dacee5649bef")
!5 = !DINamespace(name: "std", scope: null)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8}
!8 = !DIEnumerator(name: "_S_threshold", value: 16, isUnsigned: true)
!9 = !{!10, !11, !14, !17, !19, !21, !23, !364, !365, !572, !599, !25, !28, !31, !51, !57, !150, !600, !609}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !5, file: !15, line: 298, baseType: !16)
!15 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: ".", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!16 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !18, line: 458, baseType: !14)
!18 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: ".", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !24, file: !18, line: 506, baseType: !571)
!24 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !25, file: !18, line: 499, type: !290, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !289, retainedNodes: !566)
!25 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !5, file: !18, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !26, templateParams: !243, identifier: "_ZTSSt6vectorIdSaIdEE")
!26 = !{!27, !244, !263, !279, !280, !286, !289, !292, !296, !302, !305, !311, !316, !320, !330, !333, !336, !339, !344, !345, !349, !352, !355, !358, !361, !423, !429, !430, !431, !436, !441, !442, !443, !444, !445, !446, !447, !450, !451, !454, !455, !456, !457, !460, !461, !469, !476, !479, !480, !481, !484, !487, !488, !489, !492, !495, !498, !502, !503, !506, !509, !512, !515, !518, !521, !524, !525, !526, !527, !528, !531, !532, !535, !536, !537, !543, !546, !551, !554, !557, !560, !563}
!27 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !25, baseType: !28, flags: DIFlagProtected, extraData: i32 0)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !5, file: !18, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !29, templateParams: !243, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!29 = !{!30, !194, !199, !204, !208, !211, !216, !219, !222, !226, !229, !232, !235, !236, !239, !242}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !28, file: !18, line: 371, baseType: !31, size: 192)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !28, file: !18, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !32, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!32 = !{!33, !149, !174, !178, !183, !187, !191}
!33 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !31, baseType: !34, extraData: i32 0)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !28, file: !18, line: 88, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !37, file: !36, line: 120, baseType: !148)
!36 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: ".")
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !38, file: !36, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !96, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !39, file: !36, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !40, templateParams: !145, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!39 = !DINamespace(name: "__gnu_cxx", scope: null)
!40 = !{!41, !131, !134, !137, !141, !142, !143, !144}
!41 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !38, baseType: !42, extraData: i32 0)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !5, file: !43, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !44, templateParams: !129, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!43 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: ".", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!44 = !{!45, !113, !117, !120, !126}
!45 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !42, file: !43, line: 463, type: !46, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !49, !112}
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !42, file: !43, line: 420, baseType: !21)
!49 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !42, file: !43, line: 414, baseType: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !5, file: !52, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !53, templateParams: !96, identifier: "_ZTSSaIdE")
!52 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!53 = !{!54, !98, !102, !107, !111}
!54 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !51, baseType: !55, flags: DIFlagPublic, extraData: i32 0)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !5, file: !56, line: 47, baseType: !57)
!56 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!57 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !5, file: !58, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !59, templateParams: !96, identifier: "_ZTSSt15__new_allocatorIdE")
!58 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!59 = !{!60, !64, !69, !70, !77, !85, !89, !92, !95}
!60 = !DISubprogram(name: "__new_allocator", scope: !57, file: !58, line: 80, type: !61, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!64 = !DISubprogram(name: "__new_allocator", scope: !57, file: !58, line: 83, type: !65, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !63, !67}
!67 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!69 = !DISubprogram(name: "~__new_allocator", scope: !57, file: !58, line: 90, type: !61, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !57, file: !58, line: 93, type: !71, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = !DISubroutineType(types: !72)
!72 = !{!73, !74, !75}
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !57, file: !58, line: 63, baseType: !21)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !57, file: !58, line: 65, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!77 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !57, file: !58, line: 97, type: !78, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DISubroutineType(types: !79)
!79 = !{!80, !74, !83}
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !57, file: !58, line: 64, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !57, file: !58, line: 66, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !82, size: 64)
!85 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !57, file: !58, line: 112, type: !86, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{!21, !63, !88, !19}
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !58, line: 60, baseType: !14)
!89 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !57, file: !58, line: 142, type: !90, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !63, !21, !88}
!92 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !57, file: !58, line: 167, type: !93, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{!88, !74}
!95 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !57, file: !58, line: 210, type: !93, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !{!97}
!97 = !DITemplateTypeParameter(name: "_Tp", type: !22)
!98 = !DISubprogram(name: "allocator", scope: !51, file: !52, line: 156, type: !99, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!102 = !DISubprogram(name: "allocator", scope: !51, file: !52, line: 159, type: !103, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !101, !105}
!105 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!107 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !51, file: !52, line: 164, type: !108, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!110, !101, !105}
!110 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !51, size: 64)
!111 = !DISubprogram(name: "~allocator", scope: !51, file: !52, line: 174, type: !99, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !43, line: 435, baseType: !14)
!113 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !42, file: !43, line: 477, type: !114, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!48, !49, !112, !116}
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !43, line: 429, baseType: !19)
!117 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !42, file: !43, line: 495, type: !118, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !49, !48, !112}
!120 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !42, file: !43, line: 547, type: !121, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !42, file: !43, line: 435, baseType: !14)
!124 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!126 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !42, file: !43, line: 562, type: !127, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!50, !124}
!129 = !{!130}
!130 = !DITemplateTypeParameter(name: "_Alloc", type: !51)
!131 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !38, file: !36, line: 97, type: !132, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!51, !105}
!134 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !38, file: !36, line: 100, type: !135, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{null, !110, !110}
!137 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !38, file: !36, line: 103, type: !138, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!140}
!140 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!141 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !38, file: !36, line: 106, type: !138, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!142 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !38, file: !36, line: 109, type: !138, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!143 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !38, file: !36, line: 112, type: !138, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!144 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !38, file: !36, line: 115, type: !138, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!145 = !{!130, !146}
!146 = !DITemplateTypeParameter(type: !22)
!147 = !{}
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !42, file: !43, line: 450, baseType: !51)
!149 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !31, baseType: !150, extraData: i32 0)
!150 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !28, file: !18, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !151, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!151 = !{!152, !155, !156, !157, !161, !165, !170}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !150, file: !18, line: 94, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !28, file: !18, line: 90, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !38, file: !36, line: 57, baseType: !48)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !150, file: !18, line: 95, baseType: !153, size: 64, offset: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !150, file: !18, line: 96, baseType: !153, size: 64, offset: 128)
!157 = !DISubprogram(name: "_Vector_impl_data", scope: !150, file: !18, line: 99, type: !158, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !160}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!161 = !DISubprogram(name: "_Vector_impl_data", scope: !150, file: !18, line: 105, type: !162, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !160, !164}
!164 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !150, size: 64)
!165 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !150, file: !18, line: 113, type: !166, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !160, !168}
!168 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!170 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !150, file: !18, line: 122, type: !171, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !160, !173}
!173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !150, size: 64)
!174 = !DISubprogram(name: "_Vector_impl", scope: !31, file: !18, line: 137, type: !175, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!178 = !DISubprogram(name: "_Vector_impl", scope: !31, file: !18, line: 143, type: !179, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !177, !181}
!181 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!183 = !DISubprogram(name: "_Vector_impl", scope: !31, file: !18, line: 151, type: !184, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !177, !186}
!186 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !31, size: 64)
!187 = !DISubprogram(name: "_Vector_impl", scope: !31, file: !18, line: 156, type: !188, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !177, !190}
!190 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !34, size: 64)
!191 = !DISubprogram(name: "_Vector_impl", scope: !31, file: !18, line: 161, type: !192, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !177, !190, !186}
!194 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !28, file: !18, line: 298, type: !195, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{!197, !198}
!197 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !34, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!199 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !28, file: !18, line: 303, type: !200, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{!181, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!204 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !28, file: !18, line: 308, type: !205, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!207, !202}
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !28, file: !18, line: 294, baseType: !51)
!208 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 312, type: !209, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !198}
!211 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 318, type: !212, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !198, !214}
!214 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !207)
!216 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 324, type: !217, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !198, !14}
!219 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 330, type: !220, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !198, !14, !214}
!222 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 335, type: !223, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !198, !225}
!225 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !28, size: 64)
!226 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 340, type: !227, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !198, !190}
!229 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 344, type: !230, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !198, !225, !214}
!232 = !DISubprogram(name: "_Vector_base", scope: !28, file: !18, line: 358, type: !233, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !198, !214, !225}
!235 = !DISubprogram(name: "~_Vector_base", scope: !28, file: !18, line: 364, type: !209, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !28, file: !18, line: 375, type: !237, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!153, !198, !14}
!239 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !28, file: !18, line: 383, type: !240, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !198, !153, !14}
!242 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !28, file: !18, line: 393, type: !217, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !{!97, !130}
!244 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !25, file: !18, line: 465, type: !245, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!140, !247}
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !5, file: !248, line: 82, baseType: !249)
!248 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!249 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !5, file: !248, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !250, templateParams: !260, identifier: "_ZTSSt17integral_constantIbLb1EE")
!250 = !{!251, !253, !259}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !249, file: !248, line: 64, baseType: !252, flags: DIFlagStaticMember, extraData: i1 true)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!253 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !249, file: !248, line: 67, type: !254, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubroutineType(types: !255)
!255 = !{!256, !257}
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !249, file: !248, line: 65, baseType: !140)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !258, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!258 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !249)
!259 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !249, file: !248, line: 72, type: !254, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!260 = !{!261, !262}
!261 = !DITemplateTypeParameter(name: "_Tp", type: !140)
!262 = !DITemplateValueParameter(name: "__v", type: !140, value: i8 1)
!263 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !25, file: !18, line: 474, type: !264, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!264 = !DISubroutineType(types: !265)
!265 = !{!140, !266}
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !5, file: !248, line: 85, baseType: !267)
!267 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !5, file: !248, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !268, templateParams: !277, identifier: "_ZTSSt17integral_constantIbLb0EE")
!268 = !{!269, !270, !276}
!269 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !267, file: !248, line: 64, baseType: !252, flags: DIFlagStaticMember, extraData: i1 false)
!270 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !267, file: !248, line: 67, type: !271, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!273, !274}
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !267, file: !248, line: 65, baseType: !140)
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !267)
!276 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !267, file: !248, line: 72, type: !271, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!277 = !{!261, !278}
!278 = !DITemplateValueParameter(name: "__v", type: !140, value: i8 0)
!279 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !25, file: !18, line: 478, type: !138, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!280 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !25, file: !18, line: 487, type: !281, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!283, !283, !283, !283, !284, !247}
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !25, file: !18, line: 449, baseType: !153)
!284 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !25, file: !18, line: 444, baseType: !34)
!286 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !25, file: !18, line: 494, type: !287, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!283, !283, !283, !283, !284, !266}
!289 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !25, file: !18, line: 499, type: !290, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{!283, !283, !283, !283, !284}
!292 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 526, type: !293, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !295}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!296 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 537, type: !297, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !295, !299}
!299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !25, file: !18, line: 460, baseType: !51)
!302 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 551, type: !303, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !295, !17, !299}
!305 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 564, type: !306, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !295, !17, !308, !299}
!308 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !310)
!310 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !25, file: !18, line: 448, baseType: !22)
!311 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 596, type: !312, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !295, !314}
!314 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!316 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 615, type: !317, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !295, !319}
!319 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !25, size: 64)
!320 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 619, type: !321, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !295, !314, !323}
!323 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !324, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !325)
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !5, file: !248, line: 128, baseType: !326)
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !327, file: !248, line: 125, baseType: !51)
!327 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !5, file: !248, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !328, identifier: "_ZTSSt15__type_identityISaIdEE")
!328 = !{!329}
!329 = !DITemplateTypeParameter(name: "_Type", type: !51)
!330 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 630, type: !331, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !295, !319, !299, !247}
!333 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 635, type: !334, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !295, !319, !299, !266}
!336 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 654, type: !337, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubroutineType(types: !338)
!338 = !{null, !295, !319, !323}
!339 = !DISubprogram(name: "vector", scope: !25, file: !18, line: 673, type: !340, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !295, !342, !299}
!342 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !5, file: !343, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!343 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!344 = !DISubprogram(name: "~vector", scope: !25, file: !18, line: 728, type: !293, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !25, file: !18, line: 746, type: !346, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DISubroutineType(types: !347)
!347 = !{!348, !295, !314}
!348 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!349 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !25, file: !18, line: 761, type: !350, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{!348, !295, !319}
!352 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !25, file: !18, line: 783, type: !353, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!348, !295, !342}
!355 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !25, file: !18, line: 803, type: !356, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{null, !295, !17, !308}
!358 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !25, file: !18, line: 850, type: !359, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{null, !295, !342}
!361 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !25, file: !18, line: 868, type: !362, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!364, !295}
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !25, file: !18, line: 453, baseType: !365)
!365 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !39, file: !366, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !367, templateParams: !421, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!366 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!367 = !{!368, !369, !373, !378, !389, !394, !398, !401, !402, !403, !410, !413, !416, !417, !418}
!368 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !365, file: !366, line: 1046, baseType: !21, size: 64, flags: DIFlagProtected)
!369 = !DISubprogram(name: "__normal_iterator", scope: !365, file: !366, line: 1068, type: !370, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{null, !372}
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!373 = !DISubprogram(name: "__normal_iterator", scope: !365, file: !366, line: 1072, type: !374, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{null, !372, !376}
!376 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!378 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !365, file: !366, line: 1095, type: !379, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubroutineType(types: !380)
!380 = !{!381, !387}
!381 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !365, file: !366, line: 1061, baseType: !382)
!382 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !384, file: !383, line: 216, baseType: !76)
!383 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: ".")
!384 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !5, file: !383, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !385, identifier: "_ZTSSt15iterator_traitsIPdE")
!385 = !{!386}
!386 = !DITemplateTypeParameter(name: "_Iterator", type: !21)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !365)
!389 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !365, file: !366, line: 1100, type: !390, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{!392, !387}
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !365, file: !366, line: 1062, baseType: !393)
!393 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !384, file: !383, line: 215, baseType: !21)
!394 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !365, file: !366, line: 1105, type: !395, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubroutineType(types: !396)
!396 = !{!397, !372}
!397 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !365, size: 64)
!398 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEi", scope: !365, file: !366, line: 1113, type: !399, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubroutineType(types: !400)
!400 = !{!365, !372, !10}
!401 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !365, file: !366, line: 1119, type: !395, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEi", scope: !365, file: !366, line: 1127, type: !399, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEixEl", scope: !365, file: !366, line: 1133, type: !404, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = !DISubroutineType(types: !405)
!405 = !{!381, !387, !406}
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !365, file: !366, line: 1060, baseType: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !384, file: !383, line: 214, baseType: !408)
!408 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !5, file: !15, line: 299, baseType: !409)
!409 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!410 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEpLEl", scope: !365, file: !366, line: 1138, type: !411, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!397, !372, !406}
!413 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !365, file: !366, line: 1143, type: !414, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!365, !387, !406}
!416 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmIEl", scope: !365, file: !366, line: 1148, type: !411, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !365, file: !366, line: 1153, type: !414, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !365, file: !366, line: 1158, type: !419, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!376, !387}
!421 = !{!386, !422}
!422 = !DITemplateTypeParameter(name: "_Container", type: !25)
!423 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !25, file: !18, line: 878, type: !424, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!426, !428}
!426 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !25, file: !18, line: 455, baseType: !427)
!427 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !39, file: !366, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!429 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !25, file: !18, line: 888, type: !362, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !25, file: !18, line: 898, type: !424, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !25, file: !18, line: 908, type: !432, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{!434, !295}
!434 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !25, file: !18, line: 457, baseType: !435)
!435 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !5, file: !366, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!436 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !25, file: !18, line: 918, type: !437, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{!439, !428}
!439 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !25, file: !18, line: 456, baseType: !440)
!440 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !5, file: !366, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!441 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !25, file: !18, line: 928, type: !432, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !25, file: !18, line: 938, type: !437, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !25, file: !18, line: 949, type: !424, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !25, file: !18, line: 959, type: !424, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !25, file: !18, line: 969, type: !437, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !25, file: !18, line: 979, type: !437, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !25, file: !18, line: 987, type: !448, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!17, !428}
!450 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !25, file: !18, line: 993, type: !448, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !25, file: !18, line: 1008, type: !452, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{null, !295, !17}
!454 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !25, file: !18, line: 1029, type: !356, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !25, file: !18, line: 1063, type: !293, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !25, file: !18, line: 1073, type: !448, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !25, file: !18, line: 1083, type: !458, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!140, !428}
!460 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !25, file: !18, line: 1105, type: !452, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !25, file: !18, line: 1121, type: !462, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubroutineType(types: !463)
!463 = !{!464, !295, !17}
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !25, file: !18, line: 451, baseType: !465)
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !38, file: !36, line: 62, baseType: !466)
!466 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !467, size: 64)
!467 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !38, file: !36, line: 56, baseType: !468)
!468 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !42, file: !43, line: 417, baseType: !22)
!469 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !25, file: !18, line: 1140, type: !470, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{!472, !428, !17}
!472 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !25, file: !18, line: 452, baseType: !473)
!473 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !38, file: !36, line: 63, baseType: !474)
!474 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !475, size: 64)
!475 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !467)
!476 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !25, file: !18, line: 1150, type: !477, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !428, !17}
!479 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !25, file: !18, line: 1173, type: !462, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !25, file: !18, line: 1192, type: !470, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !25, file: !18, line: 1204, type: !482, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubroutineType(types: !483)
!483 = !{!464, !295}
!484 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !25, file: !18, line: 1216, type: !485, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{!472, !428}
!487 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !25, file: !18, line: 1228, type: !482, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !25, file: !18, line: 1240, type: !485, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!489 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !25, file: !18, line: 1255, type: !490, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{!21, !295}
!492 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !25, file: !18, line: 1260, type: !493, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!81, !428}
!495 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !25, file: !18, line: 1276, type: !496, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !295, !308}
!498 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !25, file: !18, line: 1293, type: !499, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{null, !295, !501}
!501 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !310, size: 64)
!502 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !25, file: !18, line: 1317, type: !293, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !25, file: !18, line: 1357, type: !504, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DISubroutineType(types: !505)
!505 = !{!364, !295, !426, !308}
!506 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !25, file: !18, line: 1388, type: !507, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DISubroutineType(types: !508)
!508 = !{!364, !295, !426, !501}
!509 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !25, file: !18, line: 1406, type: !510, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DISubroutineType(types: !511)
!511 = !{!364, !295, !426, !342}
!512 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !25, file: !18, line: 1432, type: !513, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubroutineType(types: !514)
!514 = !{!364, !295, !426, !17, !308}
!515 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !25, file: !18, line: 1529, type: !516, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DISubroutineType(types: !517)
!517 = !{!364, !295, !426}
!518 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !25, file: !18, line: 1557, type: !519, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubroutineType(types: !520)
!520 = !{!364, !295, !426, !426}
!521 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !25, file: !18, line: 1581, type: !522, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !295, !348}
!524 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !25, file: !18, line: 1600, type: !293, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !25, file: !18, line: 1699, type: !356, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !25, file: !18, line: 1710, type: !452, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !25, file: !18, line: 1757, type: !356, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !25, file: !18, line: 1801, type: !529, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{null, !295, !364, !17, !308}
!531 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !25, file: !18, line: 1807, type: !452, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !25, file: !18, line: 1811, type: !533, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DISubroutineType(types: !534)
!534 = !{!140, !295}
!535 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !25, file: !18, line: 1873, type: !507, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !25, file: !18, line: 1884, type: !507, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!537 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !25, file: !18, line: 1891, type: !538, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DISubroutineType(types: !539)
!539 = !{!540, !428, !17, !541}
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !25, file: !18, line: 458, baseType: !14)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !542, size: 64)
!542 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!543 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !25, file: !18, line: 1902, type: !544, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!544 = !DISubroutineType(types: !545)
!545 = !{!540, !17, !299}
!546 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !25, file: !18, line: 1911, type: !547, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!547 = !DISubroutineType(types: !548)
!548 = !{!540, !549}
!549 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !550, size: 64)
!550 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !285)
!551 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !25, file: !18, line: 1928, type: !552, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubroutineType(types: !553)
!553 = !{null, !295, !283}
!554 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !25, file: !18, line: 1941, type: !555, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!555 = !DISubroutineType(types: !556)
!556 = !{!364, !295, !364}
!557 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !25, file: !18, line: 1945, type: !558, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubroutineType(types: !559)
!559 = !{!364, !295, !364, !364}
!560 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !25, file: !18, line: 1954, type: !561, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DISubroutineType(types: !562)
!562 = !{null, !295, !319, !247}
!563 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !25, file: !18, line: 1966, type: !564, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubroutineType(types: !565)
!565 = !{null, !295, !319, !266}
!566 = !{!567, !568, !569, !570}
!567 = !DILocalVariable(name: "__first", arg: 1, scope: !24, file: !18, line: 499, type: !283)
!568 = !DILocalVariable(name: "__last", arg: 2, scope: !24, file: !18, line: 499, type: !283)
!569 = !DILocalVariable(name: "__result", arg: 3, scope: !24, file: !18, line: 499, type: !283)
!570 = !DILocalVariable(name: "__alloc", arg: 4, scope: !24, file: !18, line: 500, type: !284)
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !5, file: !248, line: 90, baseType: !249)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "_DistanceType", scope: !574, file: !573, line: 260, baseType: !598)
!573 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_heap.h", directory: ".", checksumkind: CSK_MD5, checksum: "6af963f90d2b295e1816b415f43c6e38")
!574 = distinct !DISubprogram(name: "__pop_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt10__pop_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_RT0_", scope: !5, file: !573, line: 254, type: !575, scopeLine: 256, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !581)
!575 = !DISubroutineType(types: !576)
!576 = !{null, !365, !365, !365, !577}
!577 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !578, size: 64)
!578 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Iter_less_iter", scope: !580, file: !579, line: 39, size: 8, flags: DIFlagTypePassByValue, elements: !147, identifier: "_ZTSN9__gnu_cxx5__ops15_Iter_less_iterE")
!579 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/predefined_ops.h", directory: ".", checksumkind: CSK_MD5, checksum: "a42f8fd86dfe94e0818cf65d60c0c495")
!580 = !DINamespace(name: "__ops", scope: !39)
!581 = !{!582, !583, !584, !585, !586}
!582 = !DILocalVariable(name: "__first", arg: 1, scope: !574, file: !573, line: 254, type: !365)
!583 = !DILocalVariable(name: "__last", arg: 2, scope: !574, file: !573, line: 254, type: !365)
!584 = !DILocalVariable(name: "__result", arg: 3, scope: !574, file: !573, line: 255, type: !365)
!585 = !DILocalVariable(name: "__comp", arg: 4, scope: !574, file: !573, line: 255, type: !577)
!586 = !DILocalVariable(name: "__value", scope: !574, file: !573, line: 262, type: !587)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "_ValueType", scope: !574, file: !573, line: 258, baseType: !588)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !589, file: !383, line: 169, baseType: !593)
!589 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__iterator_traits<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, void>", scope: !5, file: !383, line: 161, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !590, identifier: "_ZTSSt17__iterator_traitsIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEvE")
!590 = !{!591, !592}
!591 = !DITemplateTypeParameter(name: "_Iterator", type: !365)
!592 = !DITemplateTypeParameter(type: null)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !365, file: !366, line: 1059, baseType: !594)
!594 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !384, file: !383, line: 213, baseType: !22)
!595 = !{!596, !597}
!596 = !DITemplateTypeParameter(name: "_RandomAccessIterator", type: !365)
!597 = !DITemplateTypeParameter(name: "_Compare", type: !578)
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !589, file: !383, line: 170, baseType: !406)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!600 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Iter_less_val", scope: !580, file: !579, line: 53, size: 8, flags: DIFlagTypePassByValue, elements: !601, identifier: "_ZTSN9__gnu_cxx5__ops14_Iter_less_valE")
!601 = !{!602, !606}
!602 = !DISubprogram(name: "_Iter_less_val", scope: !600, file: !579, line: 56, type: !603, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{null, !605}
!605 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !600, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!606 = !DISubprogram(name: "_Iter_less_val", scope: !600, file: !579, line: 63, type: !607, scopeLine: 63, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!607 = !DISubroutineType(types: !608)
!608 = !{null, !605, !578}
!609 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Val_less_iter", scope: !580, file: !579, line: 82, size: 8, flags: DIFlagTypePassByValue, elements: !610, identifier: "_ZTSN9__gnu_cxx5__ops14_Val_less_iterE")
!610 = !{!611, !615}
!611 = !DISubprogram(name: "_Val_less_iter", scope: !609, file: !579, line: 85, type: !612, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{null, !614}
!614 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !609, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!615 = !DISubprogram(name: "_Val_less_iter", scope: !609, file: !579, line: 92, type: !616, scopeLine: 92, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubroutineType(types: !617)
!617 = !{null, !614, !578}
!618 = !{!619, !623, !629, !633, !639, !643, !648, !650, !655, !661, !665, !676, !680, !684, !688, !692, !696, !700, !704, !708, !712, !720, !724, !728, !730, !734, !738, !742, !747, !751, !755, !757, !765, !769, !776, !778, !782, !786, !790, !794, !799, !804, !809, !810, !811, !812, !814, !815, !816, !817, !818, !819, !820, !876, !882, !887, !891, !893, !895, !897, !899, !906, !910, !914, !918, !922, !926, !931, !935, !937, !941, !947, !951, !956, !958, !961, !965, !969, !971, !973, !975, !977, !981, !983, !985, !989, !993, !997, !1001, !1005, !1009, !1011, !1018, !1022, !1026, !1030, !1032, !1034, !1038, !1042, !1043, !1044, !1045, !1046}
!619 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !620, entity: !621, file: !622, line: 58)
!620 = !DINamespace(name: "__gnu_debug", scope: null)
!621 = !DINamespace(name: "__debug", scope: !5)
!622 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !624, file: !628, line: 52)
!624 = !DISubprogram(name: "abs", scope: !625, file: !625, line: 861, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!626 = !DISubroutineType(types: !627)
!627 = !{!10, !10}
!628 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !630, file: !632, line: 127)
!630 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !625, line: 63, baseType: !631)
!631 = !DICompositeType(tag: DW_TAG_structure_type, file: !625, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!632 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !634, file: !632, line: 128)
!634 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !625, line: 71, baseType: !635)
!635 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !625, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !636, identifier: "_ZTS6ldiv_t")
!636 = !{!637, !638}
!637 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !635, file: !625, line: 69, baseType: !409, size: 64)
!638 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !635, file: !625, line: 70, baseType: !409, size: 64, offset: 64)
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !640, file: !632, line: 130)
!640 = !DISubprogram(name: "abort", scope: !625, file: !625, line: 611, type: !641, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{null}
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !644, file: !632, line: 134)
!644 = !DISubprogram(name: "atexit", scope: !625, file: !625, line: 615, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!645 = !DISubroutineType(types: !646)
!646 = !{!10, !647}
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !641, size: 64)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !649, file: !632, line: 137)
!649 = !DISubprogram(name: "at_quick_exit", scope: !625, file: !625, line: 620, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !651, file: !632, line: 140)
!651 = !DISubprogram(name: "atof", scope: !652, file: !652, line: 25, type: !653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!652 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: ".", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!653 = !DISubroutineType(types: !654)
!654 = !{!22, !541}
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !656, file: !632, line: 141)
!656 = distinct !DISubprogram(name: "atoi", scope: !625, file: !625, line: 362, type: !657, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !659)
!657 = !DISubroutineType(types: !658)
!658 = !{!10, !541}
!659 = !{!660}
!660 = !DILocalVariable(name: "__nptr", arg: 1, scope: !656, file: !625, line: 362, type: !541)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !662, file: !632, line: 142)
!662 = !DISubprogram(name: "atol", scope: !625, file: !625, line: 367, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DISubroutineType(types: !664)
!664 = !{!409, !541}
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !666, file: !632, line: 143)
!666 = !DISubprogram(name: "bsearch", scope: !667, file: !667, line: 20, type: !668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: ".", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!668 = !DISubroutineType(types: !669)
!669 = !{!599, !19, !19, !670, !670, !672}
!670 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !671, line: 46, baseType: !16)
!671 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!672 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !625, line: 829, baseType: !673)
!673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !674, size: 64)
!674 = !DISubroutineType(types: !675)
!675 = !{!10, !19, !19}
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !677, file: !632, line: 144)
!677 = !DISubprogram(name: "calloc", scope: !625, file: !625, line: 556, type: !678, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DISubroutineType(types: !679)
!679 = !{!599, !670, !670}
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !681, file: !632, line: 145)
!681 = !DISubprogram(name: "div", scope: !625, file: !625, line: 873, type: !682, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DISubroutineType(types: !683)
!683 = !{!630, !10, !10}
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !685, file: !632, line: 146)
!685 = !DISubprogram(name: "exit", scope: !625, file: !625, line: 637, type: !686, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!686 = !DISubroutineType(types: !687)
!687 = !{null, !10}
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !689, file: !632, line: 147)
!689 = !DISubprogram(name: "free", scope: !625, file: !625, line: 568, type: !690, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!690 = !DISubroutineType(types: !691)
!691 = !{null, !599}
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !693, file: !632, line: 148)
!693 = !DISubprogram(name: "getenv", scope: !625, file: !625, line: 654, type: !694, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!694 = !DISubroutineType(types: !695)
!695 = !{!12, !541}
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !697, file: !632, line: 149)
!697 = !DISubprogram(name: "labs", scope: !625, file: !625, line: 862, type: !698, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!698 = !DISubroutineType(types: !699)
!699 = !{!409, !409}
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !701, file: !632, line: 150)
!701 = !DISubprogram(name: "ldiv", scope: !625, file: !625, line: 875, type: !702, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!702 = !DISubroutineType(types: !703)
!703 = !{!634, !409, !409}
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !705, file: !632, line: 151)
!705 = !DISubprogram(name: "malloc", scope: !625, file: !625, line: 553, type: !706, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!706 = !DISubroutineType(types: !707)
!707 = !{!599, !670}
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !709, file: !632, line: 153)
!709 = !DISubprogram(name: "mblen", scope: !625, file: !625, line: 943, type: !710, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!710 = !DISubroutineType(types: !711)
!711 = !{!10, !541, !670}
!712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !713, file: !632, line: 154)
!713 = !DISubprogram(name: "mbstowcs", scope: !625, file: !625, line: 954, type: !714, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!714 = !DISubroutineType(types: !715)
!715 = !{!670, !716, !719, !670}
!716 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !717)
!717 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64)
!718 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!719 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !541)
!720 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !721, file: !632, line: 155)
!721 = !DISubprogram(name: "mbtowc", scope: !625, file: !625, line: 946, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubroutineType(types: !723)
!723 = !{!10, !716, !719, !670}
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !725, file: !632, line: 157)
!725 = !DISubprogram(name: "qsort", scope: !625, file: !625, line: 851, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DISubroutineType(types: !727)
!727 = !{null, !599, !670, !670, !672}
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !729, file: !632, line: 160)
!729 = !DISubprogram(name: "quick_exit", scope: !625, file: !625, line: 643, type: !686, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!730 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !731, file: !632, line: 163)
!731 = !DISubprogram(name: "rand", scope: !625, file: !625, line: 454, type: !732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!732 = !DISubroutineType(types: !733)
!733 = !{!10}
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !735, file: !632, line: 164)
!735 = !DISubprogram(name: "realloc", scope: !625, file: !625, line: 564, type: !736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubroutineType(types: !737)
!737 = !{!599, !599, !670}
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !739, file: !632, line: 165)
!739 = !DISubprogram(name: "srand", scope: !625, file: !625, line: 456, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{null, !6}
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !743, file: !632, line: 166)
!743 = !DISubprogram(name: "strtod", scope: !625, file: !625, line: 118, type: !744, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{!22, !719, !746}
!746 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !748, file: !632, line: 167)
!748 = !DISubprogram(name: "strtol", scope: !625, file: !625, line: 177, type: !749, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubroutineType(types: !750)
!750 = !{!409, !719, !746, !10}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !752, file: !632, line: 168)
!752 = !DISubprogram(name: "strtoul", scope: !625, file: !625, line: 181, type: !753, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{!16, !719, !746, !10}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !756, file: !632, line: 169)
!756 = !DISubprogram(name: "system", scope: !625, file: !625, line: 804, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !758, file: !632, line: 171)
!758 = !DISubprogram(name: "wcstombs", scope: !625, file: !625, line: 958, type: !759, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubroutineType(types: !760)
!760 = !{!670, !761, !762, !670}
!761 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !12)
!762 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !763)
!763 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !764, size: 64)
!764 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !718)
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !766, file: !632, line: 172)
!766 = !DISubprogram(name: "wctomb", scope: !625, file: !625, line: 950, type: !767, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!767 = !DISubroutineType(types: !768)
!768 = !{!10, !12, !718}
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !770, file: !632, line: 200)
!770 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !625, line: 81, baseType: !771)
!771 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !625, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !772, identifier: "_ZTS7lldiv_t")
!772 = !{!773, !775}
!773 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !771, file: !625, line: 79, baseType: !774, size: 64)
!774 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!775 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !771, file: !625, line: 80, baseType: !774, size: 64, offset: 64)
!776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !777, file: !632, line: 206)
!777 = !DISubprogram(name: "_Exit", scope: !625, file: !625, line: 649, type: !686, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !779, file: !632, line: 210)
!779 = !DISubprogram(name: "llabs", scope: !625, file: !625, line: 865, type: !780, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!780 = !DISubroutineType(types: !781)
!781 = !{!774, !774}
!782 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !783, file: !632, line: 216)
!783 = !DISubprogram(name: "lldiv", scope: !625, file: !625, line: 879, type: !784, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!784 = !DISubroutineType(types: !785)
!785 = !{!770, !774, !774}
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !787, file: !632, line: 227)
!787 = !DISubprogram(name: "atoll", scope: !625, file: !625, line: 374, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DISubroutineType(types: !789)
!789 = !{!774, !541}
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !791, file: !632, line: 228)
!791 = !DISubprogram(name: "strtoll", scope: !625, file: !625, line: 201, type: !792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!792 = !DISubroutineType(types: !793)
!793 = !{!774, !719, !746, !10}
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !795, file: !632, line: 229)
!795 = !DISubprogram(name: "strtoull", scope: !625, file: !625, line: 206, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DISubroutineType(types: !797)
!797 = !{!798, !719, !746, !10}
!798 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !800, file: !632, line: 231)
!800 = !DISubprogram(name: "strtof", scope: !625, file: !625, line: 124, type: !801, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!801 = !DISubroutineType(types: !802)
!802 = !{!803, !719, !746}
!803 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !805, file: !632, line: 232)
!805 = !DISubprogram(name: "strtold", scope: !625, file: !625, line: 127, type: !806, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!806 = !DISubroutineType(types: !807)
!807 = !{!808, !719, !746}
!808 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !770, file: !632, line: 240)
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !777, file: !632, line: 242)
!811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !779, file: !632, line: 244)
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !813, file: !632, line: 245)
!813 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !39, file: !632, line: 213, type: !784, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !783, file: !632, line: 246)
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !787, file: !632, line: 248)
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !800, file: !632, line: 249)
!817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !791, file: !632, line: 250)
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !795, file: !632, line: 251)
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !805, file: !632, line: 252)
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !821, file: !875, line: 98)
!821 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !822, line: 7, baseType: !823)
!822 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!823 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !824, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !825, identifier: "_ZTS8_IO_FILE")
!824 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!825 = !{!826, !827, !828, !829, !830, !831, !832, !833, !834, !835, !836, !837, !838, !841, !843, !844, !845, !848, !850, !852, !856, !859, !861, !864, !867, !868, !869, !870, !871}
!826 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !823, file: !824, line: 51, baseType: !10, size: 32)
!827 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !823, file: !824, line: 54, baseType: !12, size: 64, offset: 64)
!828 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !823, file: !824, line: 55, baseType: !12, size: 64, offset: 128)
!829 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !823, file: !824, line: 56, baseType: !12, size: 64, offset: 192)
!830 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !823, file: !824, line: 57, baseType: !12, size: 64, offset: 256)
!831 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !823, file: !824, line: 58, baseType: !12, size: 64, offset: 320)
!832 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !823, file: !824, line: 59, baseType: !12, size: 64, offset: 384)
!833 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !823, file: !824, line: 60, baseType: !12, size: 64, offset: 448)
!834 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !823, file: !824, line: 61, baseType: !12, size: 64, offset: 512)
!835 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !823, file: !824, line: 64, baseType: !12, size: 64, offset: 576)
!836 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !823, file: !824, line: 65, baseType: !12, size: 64, offset: 640)
!837 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !823, file: !824, line: 66, baseType: !12, size: 64, offset: 704)
!838 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !823, file: !824, line: 68, baseType: !839, size: 64, offset: 768)
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 64)
!840 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !824, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!841 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !823, file: !824, line: 70, baseType: !842, size: 64, offset: 832)
!842 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !823, size: 64)
!843 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !823, file: !824, line: 72, baseType: !10, size: 32, offset: 896)
!844 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !823, file: !824, line: 73, baseType: !10, size: 32, offset: 928)
!845 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !823, file: !824, line: 74, baseType: !846, size: 64, offset: 960)
!846 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !847, line: 152, baseType: !409)
!847 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!848 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !823, file: !824, line: 77, baseType: !849, size: 16, offset: 1024)
!849 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!850 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !823, file: !824, line: 78, baseType: !851, size: 8, offset: 1040)
!851 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!852 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !823, file: !824, line: 79, baseType: !853, size: 8, offset: 1048)
!853 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 8, elements: !854)
!854 = !{!855}
!855 = !DISubrange(count: 1)
!856 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !823, file: !824, line: 81, baseType: !857, size: 64, offset: 1088)
!857 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !858, size: 64)
!858 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !824, line: 43, baseType: null)
!859 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !823, file: !824, line: 89, baseType: !860, size: 64, offset: 1152)
!860 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !847, line: 153, baseType: !409)
!861 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !823, file: !824, line: 91, baseType: !862, size: 64, offset: 1216)
!862 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !863, size: 64)
!863 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !824, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!864 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !823, file: !824, line: 92, baseType: !865, size: 64, offset: 1280)
!865 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !866, size: 64)
!866 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !824, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!867 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !823, file: !824, line: 93, baseType: !842, size: 64, offset: 1344)
!868 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !823, file: !824, line: 94, baseType: !599, size: 64, offset: 1408)
!869 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !823, file: !824, line: 95, baseType: !670, size: 64, offset: 1472)
!870 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !823, file: !824, line: 96, baseType: !10, size: 32, offset: 1536)
!871 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !823, file: !824, line: 98, baseType: !872, size: 160, offset: 1568)
!872 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !873)
!873 = !{!874}
!874 = !DISubrange(count: 20)
!875 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !877, file: !875, line: 99)
!877 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !878, line: 84, baseType: !879)
!878 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!879 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !880, line: 14, baseType: !881)
!880 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!881 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !880, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !883, file: !875, line: 101)
!883 = !DISubprogram(name: "clearerr", scope: !878, file: !878, line: 786, type: !884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!884 = !DISubroutineType(types: !885)
!885 = !{null, !886}
!886 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !821, size: 64)
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !888, file: !875, line: 102)
!888 = !DISubprogram(name: "fclose", scope: !878, file: !878, line: 178, type: !889, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!889 = !DISubroutineType(types: !890)
!890 = !{!10, !886}
!891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !892, file: !875, line: 103)
!892 = !DISubprogram(name: "feof", scope: !878, file: !878, line: 788, type: !889, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !894, file: !875, line: 104)
!894 = !DISubprogram(name: "ferror", scope: !878, file: !878, line: 790, type: !889, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !896, file: !875, line: 105)
!896 = !DISubprogram(name: "fflush", scope: !878, file: !878, line: 230, type: !889, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!897 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !898, file: !875, line: 106)
!898 = !DISubprogram(name: "fgetc", scope: !878, file: !878, line: 513, type: !889, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !900, file: !875, line: 107)
!900 = !DISubprogram(name: "fgetpos", scope: !878, file: !878, line: 760, type: !901, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!901 = !DISubroutineType(types: !902)
!902 = !{!10, !903, !904}
!903 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !886)
!904 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !905)
!905 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !877, size: 64)
!906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !907, file: !875, line: 108)
!907 = !DISubprogram(name: "fgets", scope: !878, file: !878, line: 592, type: !908, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!908 = !DISubroutineType(types: !909)
!909 = !{!12, !761, !10, !903}
!910 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !911, file: !875, line: 109)
!911 = !DISubprogram(name: "fopen", scope: !878, file: !878, line: 258, type: !912, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!912 = !DISubroutineType(types: !913)
!913 = !{!886, !719, !719}
!914 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !915, file: !875, line: 110)
!915 = !DISubprogram(name: "fprintf", scope: !878, file: !878, line: 350, type: !916, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!916 = !DISubroutineType(types: !917)
!917 = !{!10, !903, !719, null}
!918 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !919, file: !875, line: 111)
!919 = !DISubprogram(name: "fputc", scope: !878, file: !878, line: 549, type: !920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!920 = !DISubroutineType(types: !921)
!921 = !{!10, !10, !886}
!922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !923, file: !875, line: 112)
!923 = !DISubprogram(name: "fputs", scope: !878, file: !878, line: 655, type: !924, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!924 = !DISubroutineType(types: !925)
!925 = !{!10, !719, !903}
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !927, file: !875, line: 113)
!927 = !DISubprogram(name: "fread", scope: !878, file: !878, line: 675, type: !928, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!928 = !DISubroutineType(types: !929)
!929 = !{!670, !930, !670, !670, !903}
!930 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !599)
!931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !932, file: !875, line: 114)
!932 = !DISubprogram(name: "freopen", scope: !878, file: !878, line: 265, type: !933, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!933 = !DISubroutineType(types: !934)
!934 = !{!886, !719, !719, !903}
!935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !936, file: !875, line: 115)
!936 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !878, file: !878, line: 434, type: !916, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !938, file: !875, line: 116)
!938 = !DISubprogram(name: "fseek", scope: !878, file: !878, line: 713, type: !939, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!939 = !DISubroutineType(types: !940)
!940 = !{!10, !886, !409, !10}
!941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !942, file: !875, line: 117)
!942 = !DISubprogram(name: "fsetpos", scope: !878, file: !878, line: 765, type: !943, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!943 = !DISubroutineType(types: !944)
!944 = !{!10, !886, !945}
!945 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !946, size: 64)
!946 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !877)
!947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !948, file: !875, line: 118)
!948 = !DISubprogram(name: "ftell", scope: !878, file: !878, line: 718, type: !949, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!949 = !DISubroutineType(types: !950)
!950 = !{!409, !886}
!951 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !952, file: !875, line: 119)
!952 = !DISubprogram(name: "fwrite", scope: !878, file: !878, line: 681, type: !953, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!953 = !DISubroutineType(types: !954)
!954 = !{!670, !955, !670, !670, !903}
!955 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !957, file: !875, line: 120)
!957 = !DISubprogram(name: "getc", scope: !878, file: !878, line: 514, type: !889, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !959, file: !875, line: 121)
!959 = !DISubprogram(name: "getchar", scope: !960, file: !960, line: 47, type: !732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!960 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!961 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !962, file: !875, line: 126)
!962 = !DISubprogram(name: "perror", scope: !878, file: !878, line: 804, type: !963, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!963 = !DISubroutineType(types: !964)
!964 = !{null, !541}
!965 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !966, file: !875, line: 127)
!966 = !DISubprogram(name: "printf", scope: !878, file: !878, line: 356, type: !967, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!967 = !DISubroutineType(types: !968)
!968 = !{!10, !719, null}
!969 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !970, file: !875, line: 128)
!970 = !DISubprogram(name: "putc", scope: !878, file: !878, line: 550, type: !920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!971 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !972, file: !875, line: 129)
!972 = !DISubprogram(name: "putchar", scope: !960, file: !960, line: 82, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !974, file: !875, line: 130)
!974 = !DISubprogram(name: "puts", scope: !878, file: !878, line: 661, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!975 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !976, file: !875, line: 131)
!976 = !DISubprogram(name: "remove", scope: !878, file: !878, line: 152, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !978, file: !875, line: 132)
!978 = !DISubprogram(name: "rename", scope: !878, file: !878, line: 154, type: !979, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!979 = !DISubroutineType(types: !980)
!980 = !{!10, !541, !541}
!981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !982, file: !875, line: 133)
!982 = !DISubprogram(name: "rewind", scope: !878, file: !878, line: 723, type: !884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!983 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !984, file: !875, line: 134)
!984 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !878, file: !878, line: 437, type: !967, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !986, file: !875, line: 135)
!986 = !DISubprogram(name: "setbuf", scope: !878, file: !878, line: 328, type: !987, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!987 = !DISubroutineType(types: !988)
!988 = !{null, !903, !761}
!989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !990, file: !875, line: 136)
!990 = !DISubprogram(name: "setvbuf", scope: !878, file: !878, line: 332, type: !991, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!991 = !DISubroutineType(types: !992)
!992 = !{!10, !903, !761, !10, !670}
!993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !994, file: !875, line: 137)
!994 = !DISubprogram(name: "sprintf", scope: !878, file: !878, line: 358, type: !995, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!995 = !DISubroutineType(types: !996)
!996 = !{!10, !761, !719, null}
!997 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !998, file: !875, line: 138)
!998 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !878, file: !878, line: 439, type: !999, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!999 = !DISubroutineType(types: !1000)
!1000 = !{!10, !719, !719, null}
!1001 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1002, file: !875, line: 139)
!1002 = !DISubprogram(name: "tmpfile", scope: !878, file: !878, line: 188, type: !1003, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!886}
!1005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1006, file: !875, line: 141)
!1006 = !DISubprogram(name: "tmpnam", scope: !878, file: !878, line: 205, type: !1007, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{!12, !12}
!1009 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1010, file: !875, line: 143)
!1010 = !DISubprogram(name: "ungetc", scope: !878, file: !878, line: 668, type: !920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1011 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1012, file: !875, line: 144)
!1012 = !DISubprogram(name: "vfprintf", scope: !878, file: !878, line: 365, type: !1013, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1013 = !DISubroutineType(types: !1014)
!1014 = !{!10, !903, !719, !1015}
!1015 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1016, size: 64)
!1016 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !1017, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!1017 = !DIFile(filename: "vector_stats.cpp", directory: ".")
!1018 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1019, file: !875, line: 145)
!1019 = !DISubprogram(name: "vprintf", scope: !960, file: !960, line: 39, type: !1020, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1020 = !DISubroutineType(types: !1021)
!1021 = !{!10, !719, !1015}
!1022 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1023, file: !875, line: 146)
!1023 = !DISubprogram(name: "vsprintf", scope: !878, file: !878, line: 373, type: !1024, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{!10, !761, !719, !1015}
!1026 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !1027, file: !875, line: 175)
!1027 = !DISubprogram(name: "snprintf", scope: !878, file: !878, line: 378, type: !1028, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{!10, !761, !670, !719, null}
!1030 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !1031, file: !875, line: 176)
!1031 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !878, file: !878, line: 479, type: !1013, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1032 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !1033, file: !875, line: 177)
!1033 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !878, file: !878, line: 484, type: !1020, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1034 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !1035, file: !875, line: 178)
!1035 = !DISubprogram(name: "vsnprintf", scope: !878, file: !878, line: 382, type: !1036, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{!10, !761, !670, !719, !1015}
!1038 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !39, entity: !1039, file: !875, line: 179)
!1039 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !878, file: !878, line: 487, type: !1040, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{!10, !719, !719, !1015}
!1042 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1027, file: !875, line: 185)
!1043 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1031, file: !875, line: 186)
!1044 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1033, file: !875, line: 187)
!1045 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1035, file: !875, line: 188)
!1046 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !1039, file: !875, line: 189)
!1047 = !{i32 7, !"Dwarf Version", i32 5}
!1048 = !{i32 2, !"Debug Info Version", i32 3}
!1049 = !{i32 1, !"wchar_size", i32 4}
!1050 = !{i32 7, !"PIC Level", i32 2}
!1051 = !{i32 7, !"PIE Level", i32 2}
!1052 = !{i32 7, !"uwtable", i32 1}
!1053 = !{!"Debian clang version 14.0.6"}
!1054 = distinct !DISubprogram(name: "kernel_stats", linkageName: "_Z12kernel_statsRSt6vectorIdSaIdEE", scope: !1, file: !1, line: 13, type: !1055, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1064)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!1057, !348}
!1057 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Summary", file: !1, line: 9, size: 320, flags: DIFlagTypePassByValue, elements: !1058, identifier: "_ZTS7Summary")
!1058 = !{!1059, !1060, !1061, !1062, !1063}
!1059 = !DIDerivedType(tag: DW_TAG_member, name: "mean", scope: !1057, file: !1, line: 10, baseType: !22, size: 64)
!1060 = !DIDerivedType(tag: DW_TAG_member, name: "var", scope: !1057, file: !1, line: 10, baseType: !22, size: 64, offset: 64)
!1061 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !1057, file: !1, line: 10, baseType: !22, size: 64, offset: 128)
!1062 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !1057, file: !1, line: 10, baseType: !22, size: 64, offset: 192)
!1063 = !DIDerivedType(tag: DW_TAG_member, name: "median", scope: !1057, file: !1, line: 10, baseType: !22, size: 64, offset: 256)
!1064 = !{!1065, !1066, !1067, !1069, !1070, !1071, !1073, !1075, !1076, !1077, !1079}
!1065 = !DILocalVariable(name: "v", arg: 1, scope: !1054, file: !1, line: 13, type: !348)
!1066 = !DILocalVariable(name: "s", scope: !1054, file: !1, line: 15, type: !1057)
!1067 = !DILocalVariable(name: "__range1", scope: !1068, type: !348, flags: DIFlagArtificial)
!1068 = distinct !DILexicalBlock(scope: !1054, file: !1, line: 16, column: 3)
!1069 = !DILocalVariable(name: "__begin1", scope: !1068, type: !364, flags: DIFlagArtificial)
!1070 = !DILocalVariable(name: "__end1", scope: !1068, type: !364, flags: DIFlagArtificial)
!1071 = !DILocalVariable(name: "x", scope: !1072, file: !1, line: 16, type: !22)
!1072 = distinct !DILexicalBlock(scope: !1068, file: !1, line: 16, column: 3)
!1073 = !DILocalVariable(name: "__range1", scope: !1074, type: !348, flags: DIFlagArtificial)
!1074 = distinct !DILexicalBlock(scope: !1054, file: !1, line: 19, column: 3)
!1075 = !DILocalVariable(name: "__begin1", scope: !1074, type: !364, flags: DIFlagArtificial)
!1076 = !DILocalVariable(name: "__end1", scope: !1074, type: !364, flags: DIFlagArtificial)
!1077 = !DILocalVariable(name: "x", scope: !1078, file: !1, line: 19, type: !22)
!1078 = distinct !DILexicalBlock(scope: !1074, file: !1, line: 19, column: 3)
!1079 = !DILocalVariable(name: "it", scope: !1080, file: !1, line: 22, type: !364)
!1080 = distinct !DILexicalBlock(scope: !1054, file: !1, line: 22, column: 3)
!1081 = !DILocation(line: 0, scope: !1054)
!1082 = !DILocation(line: 15, column: 11, scope: !1054)
!1083 = !DILocation(line: 15, column: 12, scope: !1054)
!1084 = !DILocalVariable(name: "this", arg: 1, scope: !1085, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1085 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !25, file: !18, line: 1121, type: !462, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !461, retainedNodes: !1086)
!1086 = !{!1084, !1087}
!1087 = !DILocalVariable(name: "__n", arg: 2, scope: !1085, file: !18, line: 1121, type: !17)
!1088 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!1089 = !DILocation(line: 0, scope: !1085, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 15, column: 23, scope: !1054)
!1091 = !DILocation(line: 1124, column: 25, scope: !1085, inlinedAt: !1090)
!1092 = !{!1093, !1094, i64 0}
!1093 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !1094, i64 0, !1094, i64 8, !1094, i64 16}
!1094 = !{!"any pointer", !1095, i64 0}
!1095 = !{!"omnipotent char", !1096, i64 0}
!1096 = !{!"Simple C++ TBAA"}
!1097 = !DILocation(line: 15, column: 23, scope: !1054)
!1098 = !{!1099, !1099, i64 0}
!1099 = !{!"double", !1095, i64 0}
!1100 = !{!1101, !1099, i64 16}
!1101 = !{!"_ZTS7Summary", !1099, i64 0, !1099, i64 8, !1099, i64 16, !1099, i64 24, !1099, i64 32}
!1102 = !DILocation(line: 0, scope: !1085, inlinedAt: !1103)
!1103 = distinct !DILocation(line: 15, column: 29, scope: !1054)
!1104 = !{!1101, !1099, i64 24}
!1105 = !{!1101, !1099, i64 32}
!1106 = !DILocation(line: 0, scope: !1068)
!1107 = !DILocalVariable(name: "this", arg: 1, scope: !1108, type: !1111, flags: DIFlagArtificial | DIFlagObjectPointer)
!1108 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEC2ERKS1_", scope: !365, file: !366, line: 1072, type: !374, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !373, retainedNodes: !1109)
!1109 = !{!1107, !1110}
!1110 = !DILocalVariable(name: "__i", arg: 2, scope: !1108, file: !366, line: 1072, type: !376)
!1111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!1112 = !DILocation(line: 0, scope: !1108, inlinedAt: !1113)
!1113 = distinct !DILocation(line: 869, column: 16, scope: !1114, inlinedAt: !1117)
!1114 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !25, file: !18, line: 868, type: !362, scopeLine: 869, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !361, retainedNodes: !1115)
!1115 = !{!1116}
!1116 = !DILocalVariable(name: "this", arg: 1, scope: !1114, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1117 = distinct !DILocation(line: 16, column: 17, scope: !1068)
!1118 = !DILocalVariable(name: "this", arg: 1, scope: !1119, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1119 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !25, file: !18, line: 888, type: !362, scopeLine: 889, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !429, retainedNodes: !1120)
!1120 = !{!1118}
!1121 = !DILocation(line: 0, scope: !1119, inlinedAt: !1122)
!1122 = distinct !DILocation(line: 16, column: 17, scope: !1068)
!1123 = !DILocation(line: 889, column: 39, scope: !1119, inlinedAt: !1122)
!1124 = !DILocation(line: 0, scope: !1108, inlinedAt: !1125)
!1125 = distinct !DILocation(line: 889, column: 16, scope: !1119, inlinedAt: !1122)
!1126 = !DILocation(line: 1073, column: 20, scope: !1108, inlinedAt: !1125)
!1127 = !{!1094, !1094, i64 0}
!1128 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1129, file: !366, line: 1237, type: !1132)
!1129 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !39, file: !366, line: 1237, type: !1130, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !1133)
!1130 = !DISubroutineType(types: !1131)
!1131 = !{!140, !1132, !1132}
!1132 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !388, size: 64)
!1133 = !{!1128, !1134}
!1134 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1129, file: !366, line: 1238, type: !1132)
!1135 = !DILocation(line: 0, scope: !1129, inlinedAt: !1136)
!1136 = distinct !DILocation(line: 16, column: 17, scope: !1068)
!1137 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1136)
!1138 = !DILocation(line: 16, column: 17, scope: !1068)
!1139 = !DILocation(line: 0, scope: !1072)
!1140 = !DILocation(line: 17, column: 12, scope: !1072)
!1141 = !DILocalVariable(name: "this", arg: 1, scope: !1142, type: !1111, flags: DIFlagArtificial | DIFlagObjectPointer)
!1142 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !365, file: !366, line: 1105, type: !395, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !394, retainedNodes: !1143)
!1143 = !{!1141}
!1144 = !DILocation(line: 0, scope: !1142, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 16, column: 17, scope: !1068)
!1146 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !1145)
!1147 = distinct !{!1147, !1148, !1149}
!1148 = !DILocation(line: 16, column: 3, scope: !1068)
!1149 = !DILocation(line: 17, column: 15, scope: !1068)
!1150 = !DILocalVariable(name: "this", arg: 1, scope: !1151, type: !1153, flags: DIFlagArtificial | DIFlagObjectPointer)
!1151 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !25, file: !18, line: 987, type: !448, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !447, retainedNodes: !1152)
!1152 = !{!1150}
!1153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!1154 = !DILocation(line: 0, scope: !1151, inlinedAt: !1155)
!1155 = distinct !DILocation(line: 18, column: 15, scope: !1054)
!1156 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1155)
!1157 = !DILocation(line: 18, column: 13, scope: !1054)
!1158 = !DILocation(line: 18, column: 10, scope: !1054)
!1159 = !{!1101, !1099, i64 0}
!1160 = !DILocation(line: 0, scope: !1074)
!1161 = !DILocation(line: 0, scope: !1108, inlinedAt: !1162)
!1162 = distinct !DILocation(line: 869, column: 16, scope: !1114, inlinedAt: !1163)
!1163 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1164 = !DILocation(line: 0, scope: !1119, inlinedAt: !1165)
!1165 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1166 = !DILocation(line: 0, scope: !1108, inlinedAt: !1167)
!1167 = distinct !DILocation(line: 889, column: 16, scope: !1119, inlinedAt: !1165)
!1168 = !DILocation(line: 0, scope: !1129, inlinedAt: !1169)
!1169 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1170 = !DILocation(line: 19, column: 17, scope: !1074)
!1171 = !DILocation(line: 0, scope: !1078)
!1172 = !DILocation(line: 20, column: 17, scope: !1078)
!1173 = !DILocation(line: 20, column: 11, scope: !1078)
!1174 = !DILocation(line: 0, scope: !1142, inlinedAt: !1175)
!1175 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1176 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !1175)
!1177 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1169)
!1178 = distinct !{!1178, !1179, !1180}
!1179 = !DILocation(line: 19, column: 3, scope: !1074)
!1180 = !DILocation(line: 20, column: 40, scope: !1074)
!1181 = !DILocation(line: 16, column: 17, scope: !1072)
!1182 = !DILocation(line: 0, scope: !1151, inlinedAt: !1183)
!1183 = distinct !DILocation(line: 21, column: 14, scope: !1054)
!1184 = !DILocation(line: 21, column: 9, scope: !1054)
!1185 = !{!1101, !1099, i64 8}
!1186 = !DILocation(line: 0, scope: !1108, inlinedAt: !1187)
!1187 = distinct !DILocation(line: 869, column: 16, scope: !1114, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 22, column: 20, scope: !1080)
!1189 = !DILocation(line: 0, scope: !1080)
!1190 = !DILocation(line: 0, scope: !1119, inlinedAt: !1191)
!1191 = distinct !DILocation(line: 22, column: 37, scope: !1192)
!1192 = distinct !DILexicalBlock(scope: !1080, file: !1, line: 22, column: 3)
!1193 = !DILocation(line: 0, scope: !1108, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 889, column: 16, scope: !1119, inlinedAt: !1191)
!1195 = !DILocation(line: 0, scope: !1129, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 22, column: 32, scope: !1192)
!1197 = !DILocation(line: 22, column: 3, scope: !1080)
!1198 = !DILocation(line: 19, column: 17, scope: !1078)
!1199 = !DILocation(line: 0, scope: !1108, inlinedAt: !1200)
!1200 = distinct !DILocation(line: 869, column: 16, scope: !1114, inlinedAt: !1201)
!1201 = distinct !DILocation(line: 28, column: 15, scope: !1054)
!1202 = !DILocation(line: 0, scope: !1119, inlinedAt: !1203)
!1203 = distinct !DILocation(line: 28, column: 26, scope: !1054)
!1204 = !DILocation(line: 0, scope: !1108, inlinedAt: !1205)
!1205 = distinct !DILocation(line: 889, column: 16, scope: !1119, inlinedAt: !1203)
!1206 = !DILocalVariable(name: "__first", arg: 1, scope: !1207, file: !4, line: 4810, type: !365)
!1207 = distinct !DISubprogram(name: "sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt4sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEEvT_S7_", scope: !5, file: !4, line: 4810, type: !1208, scopeLine: 4811, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1212, retainedNodes: !1210)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{null, !365, !365}
!1210 = !{!1206, !1211}
!1211 = !DILocalVariable(name: "__last", arg: 2, scope: !1207, file: !4, line: 4810, type: !365)
!1212 = !{!596}
!1213 = !DILocation(line: 0, scope: !1207, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 28, column: 3, scope: !1054)
!1215 = !DILocalVariable(name: "__first", arg: 1, scope: !1216, file: !4, line: 1932, type: !365)
!1216 = distinct !DISubprogram(name: "__sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt6__sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1932, type: !1217, scopeLine: 1934, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1219)
!1217 = !DISubroutineType(types: !1218)
!1218 = !{null, !365, !365, !578}
!1219 = !{!1215, !1220, !1221}
!1220 = !DILocalVariable(name: "__last", arg: 2, scope: !1216, file: !4, line: 1932, type: !365)
!1221 = !DILocalVariable(name: "__comp", arg: 3, scope: !1216, file: !4, line: 1933, type: !578)
!1222 = !DILocation(line: 0, scope: !1216, inlinedAt: !1223)
!1223 = distinct !DILocation(line: 4820, column: 7, scope: !1207, inlinedAt: !1214)
!1224 = !DILocation(line: 1933, column: 14, scope: !1216, inlinedAt: !1223)
!1225 = !DILocation(line: 0, scope: !1129, inlinedAt: !1226)
!1226 = distinct !DILocation(line: 1935, column: 19, scope: !1227, inlinedAt: !1223)
!1227 = distinct !DILexicalBlock(scope: !1216, file: !4, line: 1935, column: 11)
!1228 = !DILocation(line: 1935, column: 11, scope: !1216, inlinedAt: !1223)
!1229 = !DILocalVariable(name: "__n", arg: 1, scope: !1230, file: !1231, line: 1513, type: !409)
!1230 = distinct !DISubprogram(name: "__lg", linkageName: "_ZSt4__lgl", scope: !5, file: !1231, line: 1513, type: !698, scopeLine: 1514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1232)
!1231 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1232 = !{!1229}
!1233 = !DILocation(line: 0, scope: !1230, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 1938, column: 5, scope: !1235, inlinedAt: !1223)
!1235 = distinct !DILexicalBlock(scope: !1227, file: !4, line: 1936, column: 2)
!1236 = !DILocation(line: 1514, column: 51, scope: !1230, inlinedAt: !1234)
!1237 = !{i64 0, i64 65}
!1238 = !DILocation(line: 1938, column: 33, scope: !1235, inlinedAt: !1223)
!1239 = !DILocation(line: 1937, column: 4, scope: !1235, inlinedAt: !1223)
!1240 = !DILocation(line: 1940, column: 4, scope: !1235, inlinedAt: !1223)
!1241 = !DILocation(line: 988, column: 40, scope: !1151, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 29, column: 18, scope: !1054)
!1243 = !{!1093, !1094, i64 8}
!1244 = !DILocation(line: 988, column: 66, scope: !1151, inlinedAt: !1242)
!1245 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1242)
!1246 = !DILocation(line: 1941, column: 2, scope: !1235, inlinedAt: !1223)
!1247 = !DILocation(line: 0, scope: !1151, inlinedAt: !1242)
!1248 = !DILocation(line: 29, column: 25, scope: !1054)
!1249 = !DILocation(line: 0, scope: !1085, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 29, column: 14, scope: !1054)
!1251 = !DILocation(line: 1124, column: 34, scope: !1085, inlinedAt: !1250)
!1252 = !DILocation(line: 29, column: 14, scope: !1054)
!1253 = !DILocation(line: 29, column: 12, scope: !1054)
!1254 = !DILocation(line: 30, column: 3, scope: !1054)
!1255 = !DILocation(line: 23, column: 9, scope: !1256)
!1256 = distinct !DILexicalBlock(scope: !1257, file: !1, line: 23, column: 9)
!1257 = distinct !DILexicalBlock(scope: !1192, file: !1, line: 22, column: 50)
!1258 = !DILocation(line: 23, column: 13, scope: !1256)
!1259 = !DILocation(line: 23, column: 9, scope: !1257)
!1260 = !DILocation(line: 24, column: 12, scope: !1256)
!1261 = !DILocation(line: 24, column: 7, scope: !1256)
!1262 = !DILocation(line: 25, column: 13, scope: !1263)
!1263 = distinct !DILexicalBlock(scope: !1257, file: !1, line: 25, column: 9)
!1264 = !DILocation(line: 25, column: 9, scope: !1257)
!1265 = !DILocation(line: 26, column: 12, scope: !1263)
!1266 = !DILocation(line: 26, column: 7, scope: !1263)
!1267 = !DILocation(line: 0, scope: !1142, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 22, column: 44, scope: !1192)
!1269 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !1268)
!1270 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1196)
!1271 = distinct !{!1271, !1197, !1272, !1273}
!1272 = !DILocation(line: 27, column: 3, scope: !1080)
!1273 = !{!"llvm.loop.mustprogress"}
!1274 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 47, type: !1275, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1277)
!1275 = !DISubroutineType(types: !1276)
!1276 = !{!10, !10, !11}
!1277 = !{!1278, !1279, !1280, !1281, !1282, !1283, !1285, !1286, !1287, !1288}
!1278 = !DILocalVariable(name: "argc", arg: 1, scope: !1274, file: !1, line: 47, type: !10)
!1279 = !DILocalVariable(name: "argv", arg: 2, scope: !1274, file: !1, line: 47, type: !11)
!1280 = !DILocalVariable(name: "n", scope: !1274, file: !1, line: 49, type: !10)
!1281 = !DILocalVariable(name: "v", scope: !1274, file: !1, line: 50, type: !25)
!1282 = !DILocalVariable(name: "s", scope: !1274, file: !1, line: 51, type: !6)
!1283 = !DILocalVariable(name: "i", scope: !1284, file: !1, line: 52, type: !10)
!1284 = distinct !DILexicalBlock(scope: !1274, file: !1, line: 52, column: 3)
!1285 = !DILocalVariable(name: "ma", scope: !1274, file: !1, line: 56, type: !25)
!1286 = !DILocalVariable(name: "r", scope: !1274, file: !1, line: 57, type: !1057)
!1287 = !DILocalVariable(name: "tail", scope: !1274, file: !1, line: 58, type: !22)
!1288 = !DILocalVariable(name: "i", scope: !1289, file: !1, line: 59, type: !670)
!1289 = distinct !DILexicalBlock(scope: !1274, file: !1, line: 59, column: 3)
!1290 = !DILocation(line: 0, scope: !1274)
!1291 = !DILocation(line: 49, column: 16, scope: !1274)
!1292 = !DILocation(line: 49, column: 11, scope: !1274)
!1293 = !DILocation(line: 50, column: 3, scope: !1274)
!1294 = !DILocation(line: 50, column: 23, scope: !1274)
!1295 = !DILocalVariable(name: "this", arg: 1, scope: !1296, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1296 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2Ev", scope: !25, file: !18, line: 526, type: !293, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !292, retainedNodes: !1297)
!1297 = !{!1295}
!1298 = !DILocation(line: 0, scope: !1296, inlinedAt: !1299)
!1299 = distinct !DILocation(line: 50, column: 23, scope: !1274)
!1300 = !DILocalVariable(name: "this", arg: 1, scope: !1301, type: !1303, flags: DIFlagArtificial | DIFlagObjectPointer)
!1301 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2Ev", scope: !28, file: !18, line: 312, type: !209, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !208, retainedNodes: !1302)
!1302 = !{!1300}
!1303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!1304 = !DILocation(line: 0, scope: !1301, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 526, column: 7, scope: !1296, inlinedAt: !1299)
!1306 = !DILocalVariable(name: "this", arg: 1, scope: !1307, type: !1309, flags: DIFlagArtificial | DIFlagObjectPointer)
!1307 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev", scope: !31, file: !18, line: 137, type: !175, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !174, retainedNodes: !1308)
!1308 = !{!1306}
!1309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!1310 = !DILocation(line: 0, scope: !1307, inlinedAt: !1311)
!1311 = distinct !DILocation(line: 312, column: 7, scope: !1301, inlinedAt: !1305)
!1312 = !DILocalVariable(name: "this", arg: 1, scope: !1313, type: !1315, flags: DIFlagArtificial | DIFlagObjectPointer)
!1313 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !150, file: !18, line: 99, type: !158, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !157, retainedNodes: !1314)
!1314 = !{!1312}
!1315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!1316 = !DILocation(line: 0, scope: !1313, inlinedAt: !1317)
!1317 = distinct !DILocation(line: 137, column: 2, scope: !1307, inlinedAt: !1311)
!1318 = !DILocation(line: 0, scope: !1284)
!1319 = !DILocation(line: 52, column: 3, scope: !1284)
!1320 = !DILocation(line: 49, column: 32, scope: !1274)
!1321 = !DILocation(line: 0, scope: !656, inlinedAt: !1322)
!1322 = distinct !DILocation(line: 49, column: 22, scope: !1274)
!1323 = !DILocation(line: 364, column: 16, scope: !656, inlinedAt: !1322)
!1324 = !DILocation(line: 100, column: 16, scope: !1313, inlinedAt: !1317)
!1325 = !DILocation(line: 52, column: 21, scope: !1326)
!1326 = distinct !DILexicalBlock(scope: !1284, file: !1, line: 52, column: 3)
!1327 = !DILocation(line: 0, scope: !1328, inlinedAt: !1341)
!1328 = distinct !DILexicalBlock(scope: !1330, file: !1329, line: 114, column: 6)
!1329 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1330 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !25, file: !1329, line: 112, type: !1331, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1335, declaration: !1334, retainedNodes: !1338)
!1331 = !DISubroutineType(types: !1332)
!1332 = !{null, !295, !1333}
!1333 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !22, size: 64)
!1334 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !25, file: !18, line: 1303, type: !1331, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1335)
!1335 = !{!1336}
!1336 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !1337)
!1337 = !{!146}
!1338 = !{!1339, !1340}
!1339 = !DILocalVariable(name: "this", arg: 1, scope: !1330, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1340 = !DILocalVariable(name: "__args", arg: 2, scope: !1330, file: !18, line: 1303, type: !1333)
!1341 = distinct !DILocation(line: 1294, column: 9, scope: !1342, inlinedAt: !1346)
!1342 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !25, file: !18, line: 1293, type: !499, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !498, retainedNodes: !1343)
!1343 = !{!1344, !1345}
!1344 = !DILocalVariable(name: "this", arg: 1, scope: !1342, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1345 = !DILocalVariable(name: "__x", arg: 2, scope: !1342, file: !18, line: 1293, type: !501)
!1346 = distinct !DILocation(line: 54, column: 7, scope: !1347)
!1347 = distinct !DILexicalBlock(scope: !1326, file: !1, line: 52, column: 31)
!1348 = !{!1093, !1094, i64 16}
!1349 = !DILocation(line: 0, scope: !1350, inlinedAt: !1365)
!1350 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !25, file: !1329, line: 440, type: !1351, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1335, declaration: !1353, retainedNodes: !1354)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{null, !295, !364, !1333}
!1353 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !25, file: !18, line: 1868, type: !1351, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1335)
!1354 = !{!1355, !1356, !1357, !1358, !1360, !1361, !1362, !1363, !1364}
!1355 = !DILocalVariable(name: "this", arg: 1, scope: !1350, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1356 = !DILocalVariable(name: "__position", arg: 2, scope: !1350, file: !18, line: 1868, type: !364)
!1357 = !DILocalVariable(name: "__args", arg: 3, scope: !1350, file: !18, line: 1868, type: !1333)
!1358 = !DILocalVariable(name: "__len", scope: !1350, file: !1329, line: 448, type: !1359)
!1359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!1360 = !DILocalVariable(name: "__old_start", scope: !1350, file: !1329, line: 450, type: !283)
!1361 = !DILocalVariable(name: "__old_finish", scope: !1350, file: !1329, line: 451, type: !283)
!1362 = !DILocalVariable(name: "__elems_before", scope: !1350, file: !1329, line: 452, type: !1359)
!1363 = !DILocalVariable(name: "__new_start", scope: !1350, file: !1329, line: 453, type: !283)
!1364 = !DILocalVariable(name: "__new_finish", scope: !1350, file: !1329, line: 454, type: !283)
!1365 = distinct !DILocation(line: 123, column: 4, scope: !1328, inlinedAt: !1341)
!1366 = !DILocation(line: 988, column: 66, scope: !1151, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 36, column: 17, scope: !1368, inlinedAt: !1378)
!1368 = distinct !DISubprogram(name: "moving_average", linkageName: "_ZL14moving_averageRKSt6vectorIdSaIdEEm", scope: !1, file: !1, line: 33, type: !1369, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1371)
!1369 = !DISubroutineType(types: !1370)
!1370 = !{!25, !314, !670}
!1371 = !{!1372, !1373, !1374, !1375, !1376}
!1372 = !DILocalVariable(name: "v", arg: 1, scope: !1368, file: !1, line: 33, type: !314)
!1373 = !DILocalVariable(name: "w", arg: 2, scope: !1368, file: !1, line: 33, type: !670)
!1374 = !DILocalVariable(name: "out", scope: !1368, file: !1, line: 35, type: !25)
!1375 = !DILocalVariable(name: "acc", scope: !1368, file: !1, line: 37, type: !22)
!1376 = !DILocalVariable(name: "i", scope: !1377, file: !1, line: 38, type: !670)
!1377 = distinct !DILexicalBlock(scope: !1368, file: !1, line: 38, column: 3)
!1378 = distinct !DILocation(line: 56, column: 28, scope: !1274)
!1379 = !DILocation(line: 988, column: 40, scope: !1151, inlinedAt: !1367)
!1380 = !DILocation(line: 0, scope: !1368, inlinedAt: !1378)
!1381 = !DILocation(line: 0, scope: !1296, inlinedAt: !1382)
!1382 = distinct !DILocation(line: 35, column: 23, scope: !1368, inlinedAt: !1378)
!1383 = !DILocation(line: 0, scope: !1301, inlinedAt: !1384)
!1384 = distinct !DILocation(line: 526, column: 7, scope: !1296, inlinedAt: !1382)
!1385 = !DILocation(line: 0, scope: !1307, inlinedAt: !1386)
!1386 = distinct !DILocation(line: 312, column: 7, scope: !1301, inlinedAt: !1384)
!1387 = !DILocation(line: 0, scope: !1313, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 137, column: 2, scope: !1307, inlinedAt: !1386)
!1389 = !DILocation(line: 0, scope: !1151, inlinedAt: !1367)
!1390 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1367)
!1391 = !DILocalVariable(name: "this", arg: 1, scope: !1392, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1392 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !25, file: !1329, line: 68, type: !452, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !460, retainedNodes: !1393)
!1393 = !{!1391, !1394, !1395, !1398}
!1394 = !DILocalVariable(name: "__n", arg: 2, scope: !1392, file: !18, line: 1105, type: !17)
!1395 = !DILocalVariable(name: "__old_size", scope: !1396, file: !1329, line: 74, type: !1359)
!1396 = distinct !DILexicalBlock(scope: !1397, file: !1329, line: 73, column: 2)
!1397 = distinct !DILexicalBlock(scope: !1392, file: !1329, line: 72, column: 11)
!1398 = !DILocalVariable(name: "__tmp", scope: !1396, file: !1329, line: 75, type: !283)
!1399 = !DILocation(line: 0, scope: !1392, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 36, column: 7, scope: !1368, inlinedAt: !1378)
!1401 = !DILocation(line: 70, column: 15, scope: !1402, inlinedAt: !1400)
!1402 = distinct !DILexicalBlock(scope: !1392, file: !1329, line: 70, column: 11)
!1403 = !DILocation(line: 70, column: 11, scope: !1392, inlinedAt: !1400)
!1404 = !DILocation(line: 71, column: 2, scope: !1402, inlinedAt: !1400)
!1405 = !DILocation(line: 72, column: 28, scope: !1397, inlinedAt: !1400)
!1406 = !DILocation(line: 72, column: 11, scope: !1392, inlinedAt: !1400)
!1407 = !DILocation(line: 0, scope: !1151, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 74, column: 33, scope: !1396, inlinedAt: !1400)
!1409 = !DILocation(line: 0, scope: !1396, inlinedAt: !1400)
!1410 = !DILocalVariable(name: "this", arg: 1, scope: !1411, type: !1303, flags: DIFlagArtificial | DIFlagObjectPointer)
!1411 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !28, file: !18, line: 375, type: !237, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !236, retainedNodes: !1412)
!1412 = !{!1410, !1413}
!1413 = !DILocalVariable(name: "__n", arg: 2, scope: !1411, file: !18, line: 375, type: !14)
!1414 = !DILocation(line: 0, scope: !1411, inlinedAt: !1415)
!1415 = distinct !DILocation(line: 79, column: 22, scope: !1416, inlinedAt: !1400)
!1416 = distinct !DILexicalBlock(scope: !1417, file: !1329, line: 78, column: 6)
!1417 = distinct !DILexicalBlock(scope: !1396, file: !1329, line: 77, column: 29)
!1418 = !DILocalVariable(name: "__a", arg: 1, scope: !1419, file: !43, line: 463, type: !49)
!1419 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !42, file: !43, line: 463, type: !46, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !45, retainedNodes: !1420)
!1420 = !{!1418, !1421}
!1421 = !DILocalVariable(name: "__n", arg: 2, scope: !1419, file: !43, line: 463, type: !112)
!1422 = !DILocation(line: 0, scope: !1419, inlinedAt: !1423)
!1423 = distinct !DILocation(line: 378, column: 20, scope: !1411, inlinedAt: !1415)
!1424 = !DILocalVariable(name: "this", arg: 1, scope: !1425, type: !1429, flags: DIFlagArtificial | DIFlagObjectPointer)
!1425 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !57, file: !58, line: 112, type: !86, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !85, retainedNodes: !1426)
!1426 = !{!1424, !1427, !1428}
!1427 = !DILocalVariable(name: "__n", arg: 2, scope: !1425, file: !58, line: 112, type: !88)
!1428 = !DILocalVariable(arg: 3, scope: !1425, file: !58, line: 112, type: !19)
!1429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!1430 = !DILocation(line: 0, scope: !1425, inlinedAt: !1431)
!1431 = distinct !DILocation(line: 464, column: 20, scope: !1419, inlinedAt: !1423)
!1432 = !DILocation(line: 137, column: 27, scope: !1425, inlinedAt: !1431)
!1433 = !DILocation(line: 137, column: 9, scope: !1425, inlinedAt: !1431)
!1434 = !DILocation(line: 0, scope: !24, inlinedAt: !1435)
!1435 = distinct !DILocation(line: 80, column: 8, scope: !1416, inlinedAt: !1400)
!1436 = !DILocalVariable(name: "__first", arg: 1, scope: !1437, file: !18, line: 487, type: !283)
!1437 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !25, file: !18, line: 487, type: !281, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !280, retainedNodes: !1438)
!1438 = !{!1436, !1439, !1440, !1441, !1442}
!1439 = !DILocalVariable(name: "__last", arg: 2, scope: !1437, file: !18, line: 487, type: !283)
!1440 = !DILocalVariable(name: "__result", arg: 3, scope: !1437, file: !18, line: 487, type: !283)
!1441 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1437, file: !18, line: 488, type: !284)
!1442 = !DILocalVariable(arg: 5, scope: !1437, file: !18, line: 488, type: !247)
!1443 = !DILocation(line: 0, scope: !1437, inlinedAt: !1444)
!1444 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1435)
!1445 = !DILocation(line: 488, column: 42, scope: !1437, inlinedAt: !1444)
!1446 = !DILocalVariable(name: "__first", arg: 1, scope: !1447, file: !1448, line: 1127, type: !21)
!1447 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !5, file: !1448, line: 1127, type: !1449, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1455, retainedNodes: !1451)
!1448 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1449 = !DISubroutineType(types: !1450)
!1450 = !{!21, !21, !21, !21, !110}
!1451 = !{!1446, !1452, !1453, !1454}
!1452 = !DILocalVariable(name: "__last", arg: 2, scope: !1447, file: !1448, line: 1127, type: !21)
!1453 = !DILocalVariable(name: "__result", arg: 3, scope: !1447, file: !1448, line: 1128, type: !21)
!1454 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1447, file: !1448, line: 1128, type: !110)
!1455 = !{!1456, !1457, !1458}
!1456 = !DITemplateTypeParameter(name: "_InputIterator", type: !21)
!1457 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !21)
!1458 = !DITemplateTypeParameter(name: "_Allocator", type: !51)
!1459 = !DILocation(line: 0, scope: !1447, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 490, column: 9, scope: !1437, inlinedAt: !1444)
!1461 = !DILocalVariable(name: "__first", arg: 1, scope: !1462, file: !1448, line: 1100, type: !21)
!1462 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !5, file: !1448, line: 1100, type: !1463, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1476, retainedNodes: !1471)
!1463 = !DISubroutineType(types: !1464)
!1464 = !{!1465, !21, !21, !21, !110}
!1465 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !5, file: !248, line: 2240, baseType: !1466)
!1466 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1467, file: !248, line: 2234, baseType: !21)
!1467 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !5, file: !248, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !1468, identifier: "_ZTSSt9enable_ifILb1EPdE")
!1468 = !{!1469, !1470}
!1469 = !DITemplateValueParameter(type: !140, value: i8 1)
!1470 = !DITemplateTypeParameter(name: "_Tp", type: !21)
!1471 = !{!1461, !1472, !1473, !1474, !1475}
!1472 = !DILocalVariable(name: "__last", arg: 2, scope: !1462, file: !1448, line: 1100, type: !21)
!1473 = !DILocalVariable(name: "__result", arg: 3, scope: !1462, file: !1448, line: 1101, type: !21)
!1474 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1462, file: !1448, line: 1102, type: !110)
!1475 = !DILocalVariable(name: "__count", scope: !1462, file: !1448, line: 1104, type: !408)
!1476 = !{!97, !1477}
!1477 = !DITemplateTypeParameter(name: "_Up", type: !22)
!1478 = !DILocation(line: 0, scope: !1462, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 1133, column: 14, scope: !1447, inlinedAt: !1460)
!1480 = !DILocalVariable(name: "this", arg: 1, scope: !1481, type: !1303, flags: DIFlagArtificial | DIFlagObjectPointer)
!1481 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !28, file: !18, line: 383, type: !240, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !239, retainedNodes: !1482)
!1482 = !{!1480, !1483, !1484}
!1483 = !DILocalVariable(name: "__p", arg: 2, scope: !1481, file: !18, line: 383, type: !153)
!1484 = !DILocalVariable(name: "__n", arg: 3, scope: !1481, file: !18, line: 383, type: !14)
!1485 = !DILocation(line: 0, scope: !1481, inlinedAt: !1486)
!1486 = distinct !DILocation(line: 93, column: 4, scope: !1396, inlinedAt: !1400)
!1487 = !DILocation(line: 98, column: 61, scope: !1396, inlinedAt: !1400)
!1488 = !DILocation(line: 99, column: 2, scope: !1396, inlinedAt: !1400)
!1489 = !DILocation(line: 0, scope: !1377, inlinedAt: !1378)
!1490 = !DILocation(line: 0, scope: !1151, inlinedAt: !1491)
!1491 = distinct !DILocation(line: 38, column: 28, scope: !1492, inlinedAt: !1378)
!1492 = distinct !DILexicalBlock(scope: !1377, file: !1, line: 38, column: 3)
!1493 = !DILocation(line: 38, column: 24, scope: !1492, inlinedAt: !1378)
!1494 = !DILocation(line: 38, column: 3, scope: !1377, inlinedAt: !1378)
!1495 = !DILocalVariable(name: "this", arg: 1, scope: !1496, type: !1153, flags: DIFlagArtificial | DIFlagObjectPointer)
!1496 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !25, file: !18, line: 1140, type: !470, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !469, retainedNodes: !1497)
!1497 = !{!1495, !1498}
!1498 = !DILocalVariable(name: "__n", arg: 2, scope: !1496, file: !18, line: 1140, type: !17)
!1499 = !DILocation(line: 0, scope: !1496, inlinedAt: !1500)
!1500 = distinct !DILocation(line: 39, column: 12, scope: !1501, inlinedAt: !1378)
!1501 = distinct !DILexicalBlock(scope: !1492, file: !1, line: 38, column: 41)
!1502 = !DILocation(line: 1143, column: 34, scope: !1496, inlinedAt: !1500)
!1503 = !DILocation(line: 39, column: 12, scope: !1501, inlinedAt: !1378)
!1504 = !{!1505}
!1505 = distinct !{!1505, !1506, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm: argument 0"}
!1506 = distinct !{!1506, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm"}
!1507 = !DILocation(line: 39, column: 9, scope: !1501, inlinedAt: !1378)
!1508 = !DILocation(line: 40, column: 11, scope: !1509, inlinedAt: !1378)
!1509 = distinct !DILexicalBlock(scope: !1501, file: !1, line: 40, column: 9)
!1510 = !DILocation(line: 40, column: 9, scope: !1501, inlinedAt: !1378)
!1511 = !DILocation(line: 41, column: 18, scope: !1509, inlinedAt: !1378)
!1512 = !DILocation(line: 0, scope: !1496, inlinedAt: !1513)
!1513 = distinct !DILocation(line: 41, column: 14, scope: !1509, inlinedAt: !1378)
!1514 = !DILocation(line: 1143, column: 34, scope: !1496, inlinedAt: !1513)
!1515 = !DILocation(line: 41, column: 14, scope: !1509, inlinedAt: !1378)
!1516 = !DILocation(line: 41, column: 11, scope: !1509, inlinedAt: !1378)
!1517 = !DILocation(line: 41, column: 7, scope: !1509, inlinedAt: !1378)
!1518 = !DILocation(line: 0, scope: !1501, inlinedAt: !1378)
!1519 = !DILocation(line: 42, column: 28, scope: !1501, inlinedAt: !1378)
!1520 = !DILocation(line: 42, column: 26, scope: !1501, inlinedAt: !1378)
!1521 = !DILocation(line: 42, column: 25, scope: !1501, inlinedAt: !1378)
!1522 = !DILocation(line: 42, column: 23, scope: !1501, inlinedAt: !1378)
!1523 = !DILocation(line: 0, scope: !1342, inlinedAt: !1524)
!1524 = distinct !DILocation(line: 42, column: 9, scope: !1501, inlinedAt: !1378)
!1525 = !DILocation(line: 0, scope: !1330, inlinedAt: !1526)
!1526 = distinct !DILocation(line: 1294, column: 9, scope: !1342, inlinedAt: !1524)
!1527 = !DILocation(line: 114, column: 30, scope: !1328, inlinedAt: !1526)
!1528 = !DILocation(line: 114, column: 6, scope: !1330, inlinedAt: !1526)
!1529 = !DILocalVariable(name: "__a", arg: 1, scope: !1530, file: !43, line: 511, type: !49)
!1530 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !42, file: !43, line: 511, type: !1531, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1534, declaration: !1533, retainedNodes: !1535)
!1531 = !DISubroutineType(types: !1532)
!1532 = !{null, !49, !21, !1333}
!1533 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !42, file: !43, line: 511, type: !1531, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1534)
!1534 = !{!1477, !1336}
!1535 = !{!1529, !1536, !1537}
!1536 = !DILocalVariable(name: "__p", arg: 2, scope: !1530, file: !43, line: 511, type: !21)
!1537 = !DILocalVariable(name: "__args", arg: 3, scope: !1530, file: !43, line: 512, type: !1333)
!1538 = !DILocation(line: 0, scope: !1530, inlinedAt: !1539)
!1539 = distinct !DILocation(line: 117, column: 6, scope: !1540, inlinedAt: !1526)
!1540 = distinct !DILexicalBlock(scope: !1328, file: !1329, line: 115, column: 4)
!1541 = !DILocalVariable(name: "this", arg: 1, scope: !1542, type: !1429, flags: DIFlagArtificial | DIFlagObjectPointer)
!1542 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !57, file: !58, line: 173, type: !1543, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1534, declaration: !1545, retainedNodes: !1546)
!1543 = !DISubroutineType(types: !1544)
!1544 = !{null, !63, !21, !1333}
!1545 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !57, file: !58, line: 173, type: !1543, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1534)
!1546 = !{!1541, !1547, !1548}
!1547 = !DILocalVariable(name: "__p", arg: 2, scope: !1542, file: !58, line: 173, type: !21)
!1548 = !DILocalVariable(name: "__args", arg: 3, scope: !1542, file: !58, line: 173, type: !1333)
!1549 = !DILocation(line: 0, scope: !1542, inlinedAt: !1550)
!1550 = distinct !DILocation(line: 516, column: 8, scope: !1530, inlinedAt: !1539)
!1551 = !DILocation(line: 175, column: 4, scope: !1542, inlinedAt: !1550)
!1552 = !DILocation(line: 121, column: 4, scope: !1540, inlinedAt: !1526)
!1553 = !DILocation(line: 0, scope: !1350, inlinedAt: !1554)
!1554 = distinct !DILocation(line: 123, column: 4, scope: !1328, inlinedAt: !1526)
!1555 = !DILocalVariable(name: "this", arg: 1, scope: !1556, type: !1153, flags: DIFlagArtificial | DIFlagObjectPointer)
!1556 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !25, file: !18, line: 1891, type: !538, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !537, retainedNodes: !1557)
!1557 = !{!1555, !1558, !1559, !1560}
!1558 = !DILocalVariable(name: "__n", arg: 2, scope: !1556, file: !18, line: 1891, type: !17)
!1559 = !DILocalVariable(name: "__s", arg: 3, scope: !1556, file: !18, line: 1891, type: !541)
!1560 = !DILocalVariable(name: "__len", scope: !1556, file: !18, line: 1896, type: !1359)
!1561 = !DILocation(line: 0, scope: !1556, inlinedAt: !1562)
!1562 = distinct !DILocation(line: 449, column: 2, scope: !1350, inlinedAt: !1554)
!1563 = !DILocation(line: 0, scope: !1151, inlinedAt: !1564)
!1564 = distinct !DILocation(line: 1893, column: 19, scope: !1565, inlinedAt: !1562)
!1565 = distinct !DILexicalBlock(scope: !1556, file: !18, line: 1893, column: 6)
!1566 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1564)
!1567 = !DILocation(line: 1893, column: 26, scope: !1565, inlinedAt: !1562)
!1568 = !DILocation(line: 1893, column: 6, scope: !1556, inlinedAt: !1562)
!1569 = !DILocation(line: 1894, column: 4, scope: !1565, inlinedAt: !1562)
!1570 = !DILocation(line: 0, scope: !1151, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 1896, column: 26, scope: !1556, inlinedAt: !1562)
!1572 = !DILocation(line: 0, scope: !1151, inlinedAt: !1573)
!1573 = distinct !DILocation(line: 1896, column: 46, scope: !1556, inlinedAt: !1562)
!1574 = !DILocalVariable(name: "__a", arg: 1, scope: !1575, file: !1582, line: 407, type: !1578)
!1575 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !5, file: !1231, line: 254, type: !1576, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1583, retainedNodes: !1580)
!1576 = !DISubroutineType(types: !1577)
!1577 = !{!1578, !1578, !1578}
!1578 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1579, size: 64)
!1579 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!1580 = !{!1574, !1581}
!1581 = !DILocalVariable(name: "__b", arg: 2, scope: !1575, file: !1582, line: 407, type: !1578)
!1582 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: ".")
!1583 = !{!1584}
!1584 = !DITemplateTypeParameter(name: "_Tp", type: !16)
!1585 = !DILocation(line: 0, scope: !1575, inlinedAt: !1586)
!1586 = distinct !DILocation(line: 1896, column: 35, scope: !1556, inlinedAt: !1562)
!1587 = !DILocation(line: 259, column: 15, scope: !1588, inlinedAt: !1586)
!1588 = distinct !DILexicalBlock(scope: !1575, file: !1231, line: 259, column: 11)
!1589 = !DILocation(line: 1896, column: 35, scope: !1556, inlinedAt: !1562)
!1590 = !DILocation(line: 1896, column: 33, scope: !1556, inlinedAt: !1562)
!1591 = !DILocation(line: 0, scope: !1151, inlinedAt: !1592)
!1592 = distinct !DILocation(line: 1897, column: 18, scope: !1556, inlinedAt: !1562)
!1593 = !DILocation(line: 1897, column: 16, scope: !1556, inlinedAt: !1562)
!1594 = !DILocation(line: 1897, column: 25, scope: !1556, inlinedAt: !1562)
!1595 = !DILocation(line: 0, scope: !1411, inlinedAt: !1596)
!1596 = distinct !DILocation(line: 453, column: 33, scope: !1350, inlinedAt: !1554)
!1597 = !DILocation(line: 378, column: 13, scope: !1411, inlinedAt: !1596)
!1598 = !DILocation(line: 378, column: 9, scope: !1411, inlinedAt: !1596)
!1599 = !DILocation(line: 0, scope: !1419, inlinedAt: !1600)
!1600 = distinct !DILocation(line: 378, column: 20, scope: !1411, inlinedAt: !1596)
!1601 = !DILocation(line: 0, scope: !1425, inlinedAt: !1602)
!1602 = distinct !DILocation(line: 464, column: 20, scope: !1419, inlinedAt: !1600)
!1603 = !DILocation(line: 137, column: 53, scope: !1425, inlinedAt: !1602)
!1604 = !DILocation(line: 137, column: 27, scope: !1425, inlinedAt: !1602)
!1605 = !DILocation(line: 137, column: 9, scope: !1425, inlinedAt: !1602)
!1606 = !DILocation(line: 463, column: 20, scope: !1607, inlinedAt: !1554)
!1607 = distinct !DILexicalBlock(scope: !1350, file: !1329, line: 456, column: 2)
!1608 = !DILocation(line: 0, scope: !1530, inlinedAt: !1609)
!1609 = distinct !DILocation(line: 462, column: 4, scope: !1607, inlinedAt: !1554)
!1610 = !DILocation(line: 0, scope: !1542, inlinedAt: !1611)
!1611 = distinct !DILocation(line: 516, column: 8, scope: !1530, inlinedAt: !1609)
!1612 = !DILocation(line: 175, column: 4, scope: !1542, inlinedAt: !1611)
!1613 = !DILocation(line: 0, scope: !24, inlinedAt: !1614)
!1614 = distinct !DILocation(line: 474, column: 23, scope: !1615, inlinedAt: !1554)
!1615 = distinct !DILexicalBlock(scope: !1616, file: !1329, line: 473, column: 6)
!1616 = distinct !DILexicalBlock(scope: !1607, file: !1329, line: 472, column: 29)
!1617 = !DILocation(line: 0, scope: !1437, inlinedAt: !1618)
!1618 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1614)
!1619 = !DILocation(line: 488, column: 42, scope: !1437, inlinedAt: !1618)
!1620 = !DILocation(line: 0, scope: !1447, inlinedAt: !1621)
!1621 = distinct !DILocation(line: 490, column: 9, scope: !1437, inlinedAt: !1618)
!1622 = !DILocation(line: 0, scope: !1462, inlinedAt: !1623)
!1623 = distinct !DILocation(line: 1133, column: 14, scope: !1447, inlinedAt: !1621)
!1624 = !DILocation(line: 1105, column: 19, scope: !1625, inlinedAt: !1623)
!1625 = distinct !DILexicalBlock(scope: !1462, file: !1448, line: 1105, column: 11)
!1626 = !DILocation(line: 1105, column: 11, scope: !1462, inlinedAt: !1623)
!1627 = !DILocation(line: 1117, column: 4, scope: !1628, inlinedAt: !1623)
!1628 = distinct !DILexicalBlock(scope: !1625, file: !1448, line: 1106, column: 2)
!1629 = !DILocation(line: 1118, column: 2, scope: !1628, inlinedAt: !1623)
!1630 = !DILocation(line: 0, scope: !24, inlinedAt: !1631)
!1631 = distinct !DILocation(line: 479, column: 23, scope: !1615, inlinedAt: !1554)
!1632 = !DILocation(line: 0, scope: !1437, inlinedAt: !1633)
!1633 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1631)
!1634 = !DILocation(line: 488, column: 42, scope: !1437, inlinedAt: !1633)
!1635 = !DILocation(line: 0, scope: !1447, inlinedAt: !1636)
!1636 = distinct !DILocation(line: 490, column: 9, scope: !1437, inlinedAt: !1633)
!1637 = !DILocation(line: 0, scope: !1462, inlinedAt: !1638)
!1638 = distinct !DILocation(line: 1133, column: 14, scope: !1447, inlinedAt: !1636)
!1639 = !DILocation(line: 0, scope: !1481, inlinedAt: !1640)
!1640 = distinct !DILocation(line: 513, column: 7, scope: !1350, inlinedAt: !1554)
!1641 = !DILocation(line: 386, column: 6, scope: !1642, inlinedAt: !1640)
!1642 = distinct !DILexicalBlock(scope: !1481, file: !18, line: 386, column: 6)
!1643 = !DILocation(line: 386, column: 6, scope: !1481, inlinedAt: !1640)
!1644 = !DILocalVariable(name: "__a", arg: 1, scope: !1645, file: !43, line: 495, type: !49)
!1645 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !42, file: !43, line: 495, type: !118, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !117, retainedNodes: !1646)
!1646 = !{!1644, !1647, !1648}
!1647 = !DILocalVariable(name: "__p", arg: 2, scope: !1645, file: !43, line: 495, type: !48)
!1648 = !DILocalVariable(name: "__n", arg: 3, scope: !1645, file: !43, line: 495, type: !112)
!1649 = !DILocation(line: 0, scope: !1645, inlinedAt: !1650)
!1650 = distinct !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1640)
!1651 = !DILocalVariable(name: "this", arg: 1, scope: !1652, type: !1429, flags: DIFlagArtificial | DIFlagObjectPointer)
!1652 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !57, file: !58, line: 142, type: !90, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !89, retainedNodes: !1653)
!1653 = !{!1651, !1654, !1655}
!1654 = !DILocalVariable(name: "__p", arg: 2, scope: !1652, file: !58, line: 142, type: !21)
!1655 = !DILocalVariable(name: "__n", arg: 3, scope: !1652, file: !58, line: 142, type: !88)
!1656 = !DILocation(line: 0, scope: !1652, inlinedAt: !1657)
!1657 = distinct !DILocation(line: 496, column: 13, scope: !1645, inlinedAt: !1650)
!1658 = !DILocation(line: 158, column: 27, scope: !1652, inlinedAt: !1657)
!1659 = !DILocation(line: 158, column: 2, scope: !1652, inlinedAt: !1657)
!1660 = !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1640)
!1661 = !DILocation(line: 517, column: 53, scope: !1350, inlinedAt: !1554)
!1662 = !DILocation(line: 0, scope: !1328, inlinedAt: !1526)
!1663 = distinct !{!1663, !1494, !1664, !1273}
!1664 = !DILocation(line: 43, column: 3, scope: !1377, inlinedAt: !1378)
!1665 = !DILocation(line: 45, column: 1, scope: !1501, inlinedAt: !1378)
!1666 = !DILocalVariable(name: "this", arg: 1, scope: !1667, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1667 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !25, file: !18, line: 728, type: !293, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !344, retainedNodes: !1668)
!1668 = !{!1666}
!1669 = !DILocation(line: 0, scope: !1667, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 45, column: 1, scope: !1368, inlinedAt: !1378)
!1671 = !DILocalVariable(name: "this", arg: 1, scope: !1672, type: !1303, flags: DIFlagArtificial | DIFlagObjectPointer)
!1672 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !28, file: !18, line: 364, type: !209, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !235, retainedNodes: !1673)
!1673 = !{!1671}
!1674 = !DILocation(line: 0, scope: !1672, inlinedAt: !1675)
!1675 = distinct !DILocation(line: 733, column: 7, scope: !1676, inlinedAt: !1670)
!1676 = distinct !DILexicalBlock(scope: !1667, file: !18, line: 729, column: 7)
!1677 = !DILocation(line: 0, scope: !1481, inlinedAt: !1678)
!1678 = distinct !DILocation(line: 366, column: 2, scope: !1679, inlinedAt: !1675)
!1679 = distinct !DILexicalBlock(scope: !1672, file: !18, line: 365, column: 7)
!1680 = !DILocation(line: 386, column: 6, scope: !1642, inlinedAt: !1678)
!1681 = !DILocation(line: 386, column: 6, scope: !1481, inlinedAt: !1678)
!1682 = !DILocation(line: 0, scope: !1645, inlinedAt: !1683)
!1683 = distinct !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1678)
!1684 = !DILocation(line: 0, scope: !1652, inlinedAt: !1685)
!1685 = distinct !DILocation(line: 496, column: 13, scope: !1645, inlinedAt: !1683)
!1686 = !DILocation(line: 158, column: 27, scope: !1652, inlinedAt: !1685)
!1687 = !DILocation(line: 158, column: 2, scope: !1652, inlinedAt: !1685)
!1688 = !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1678)
!1689 = !DILocation(line: 53, column: 11, scope: !1347)
!1690 = !DILocation(line: 53, column: 22, scope: !1347)
!1691 = !DILocation(line: 54, column: 20, scope: !1347)
!1692 = !DILocation(line: 54, column: 26, scope: !1347)
!1693 = !DILocation(line: 54, column: 17, scope: !1347)
!1694 = !DILocation(line: 54, column: 34, scope: !1347)
!1695 = !DILocation(line: 0, scope: !1342, inlinedAt: !1346)
!1696 = !DILocation(line: 0, scope: !1330, inlinedAt: !1341)
!1697 = !DILocation(line: 114, column: 30, scope: !1328, inlinedAt: !1341)
!1698 = !DILocation(line: 114, column: 6, scope: !1330, inlinedAt: !1341)
!1699 = !DILocation(line: 0, scope: !1530, inlinedAt: !1700)
!1700 = distinct !DILocation(line: 117, column: 6, scope: !1540, inlinedAt: !1341)
!1701 = !DILocation(line: 0, scope: !1542, inlinedAt: !1702)
!1702 = distinct !DILocation(line: 516, column: 8, scope: !1530, inlinedAt: !1700)
!1703 = !DILocation(line: 175, column: 4, scope: !1542, inlinedAt: !1702)
!1704 = !DILocation(line: 121, column: 4, scope: !1540, inlinedAt: !1341)
!1705 = !DILocation(line: 0, scope: !1556, inlinedAt: !1706)
!1706 = distinct !DILocation(line: 449, column: 2, scope: !1350, inlinedAt: !1365)
!1707 = !DILocation(line: 0, scope: !1151, inlinedAt: !1708)
!1708 = distinct !DILocation(line: 1893, column: 19, scope: !1565, inlinedAt: !1706)
!1709 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1708)
!1710 = !DILocation(line: 1893, column: 26, scope: !1565, inlinedAt: !1706)
!1711 = !DILocation(line: 1893, column: 6, scope: !1556, inlinedAt: !1706)
!1712 = !DILocation(line: 1894, column: 4, scope: !1565, inlinedAt: !1706)
!1713 = !DILocation(line: 0, scope: !1151, inlinedAt: !1714)
!1714 = distinct !DILocation(line: 1896, column: 26, scope: !1556, inlinedAt: !1706)
!1715 = !DILocation(line: 0, scope: !1151, inlinedAt: !1716)
!1716 = distinct !DILocation(line: 1896, column: 46, scope: !1556, inlinedAt: !1706)
!1717 = !DILocation(line: 0, scope: !1575, inlinedAt: !1718)
!1718 = distinct !DILocation(line: 1896, column: 35, scope: !1556, inlinedAt: !1706)
!1719 = !DILocation(line: 259, column: 15, scope: !1588, inlinedAt: !1718)
!1720 = !DILocation(line: 1896, column: 35, scope: !1556, inlinedAt: !1706)
!1721 = !DILocation(line: 1896, column: 33, scope: !1556, inlinedAt: !1706)
!1722 = !DILocation(line: 0, scope: !1151, inlinedAt: !1723)
!1723 = distinct !DILocation(line: 1897, column: 18, scope: !1556, inlinedAt: !1706)
!1724 = !DILocation(line: 1897, column: 16, scope: !1556, inlinedAt: !1706)
!1725 = !DILocation(line: 1897, column: 25, scope: !1556, inlinedAt: !1706)
!1726 = !DILocation(line: 0, scope: !1411, inlinedAt: !1727)
!1727 = distinct !DILocation(line: 453, column: 33, scope: !1350, inlinedAt: !1365)
!1728 = !DILocation(line: 378, column: 13, scope: !1411, inlinedAt: !1727)
!1729 = !DILocation(line: 378, column: 9, scope: !1411, inlinedAt: !1727)
!1730 = !DILocation(line: 0, scope: !1419, inlinedAt: !1731)
!1731 = distinct !DILocation(line: 378, column: 20, scope: !1411, inlinedAt: !1727)
!1732 = !DILocation(line: 0, scope: !1425, inlinedAt: !1733)
!1733 = distinct !DILocation(line: 464, column: 20, scope: !1419, inlinedAt: !1731)
!1734 = !DILocation(line: 137, column: 53, scope: !1425, inlinedAt: !1733)
!1735 = !DILocation(line: 137, column: 27, scope: !1425, inlinedAt: !1733)
!1736 = !DILocation(line: 137, column: 9, scope: !1425, inlinedAt: !1733)
!1737 = !DILocation(line: 463, column: 20, scope: !1607, inlinedAt: !1365)
!1738 = !DILocation(line: 0, scope: !1530, inlinedAt: !1739)
!1739 = distinct !DILocation(line: 462, column: 4, scope: !1607, inlinedAt: !1365)
!1740 = !DILocation(line: 0, scope: !1542, inlinedAt: !1741)
!1741 = distinct !DILocation(line: 516, column: 8, scope: !1530, inlinedAt: !1739)
!1742 = !DILocation(line: 175, column: 4, scope: !1542, inlinedAt: !1741)
!1743 = !DILocation(line: 0, scope: !24, inlinedAt: !1744)
!1744 = distinct !DILocation(line: 474, column: 23, scope: !1615, inlinedAt: !1365)
!1745 = !DILocation(line: 0, scope: !1437, inlinedAt: !1746)
!1746 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1744)
!1747 = !DILocation(line: 488, column: 42, scope: !1437, inlinedAt: !1746)
!1748 = !DILocation(line: 0, scope: !1447, inlinedAt: !1749)
!1749 = distinct !DILocation(line: 490, column: 9, scope: !1437, inlinedAt: !1746)
!1750 = !DILocation(line: 0, scope: !1462, inlinedAt: !1751)
!1751 = distinct !DILocation(line: 1133, column: 14, scope: !1447, inlinedAt: !1749)
!1752 = !DILocation(line: 1105, column: 19, scope: !1625, inlinedAt: !1751)
!1753 = !DILocation(line: 1105, column: 11, scope: !1462, inlinedAt: !1751)
!1754 = !DILocation(line: 1117, column: 4, scope: !1628, inlinedAt: !1751)
!1755 = !DILocation(line: 1118, column: 2, scope: !1628, inlinedAt: !1751)
!1756 = !DILocation(line: 0, scope: !24, inlinedAt: !1757)
!1757 = distinct !DILocation(line: 479, column: 23, scope: !1615, inlinedAt: !1365)
!1758 = !DILocation(line: 0, scope: !1437, inlinedAt: !1759)
!1759 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1757)
!1760 = !DILocation(line: 488, column: 42, scope: !1437, inlinedAt: !1759)
!1761 = !DILocation(line: 0, scope: !1447, inlinedAt: !1762)
!1762 = distinct !DILocation(line: 490, column: 9, scope: !1437, inlinedAt: !1759)
!1763 = !DILocation(line: 0, scope: !1462, inlinedAt: !1764)
!1764 = distinct !DILocation(line: 1133, column: 14, scope: !1447, inlinedAt: !1762)
!1765 = !DILocation(line: 0, scope: !1481, inlinedAt: !1766)
!1766 = distinct !DILocation(line: 513, column: 7, scope: !1350, inlinedAt: !1365)
!1767 = !DILocation(line: 386, column: 6, scope: !1642, inlinedAt: !1766)
!1768 = !DILocation(line: 386, column: 6, scope: !1481, inlinedAt: !1766)
!1769 = !DILocation(line: 0, scope: !1645, inlinedAt: !1770)
!1770 = distinct !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1766)
!1771 = !DILocation(line: 0, scope: !1652, inlinedAt: !1772)
!1772 = distinct !DILocation(line: 496, column: 13, scope: !1645, inlinedAt: !1770)
!1773 = !DILocation(line: 158, column: 27, scope: !1652, inlinedAt: !1772)
!1774 = !DILocation(line: 158, column: 2, scope: !1652, inlinedAt: !1772)
!1775 = !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1766)
!1776 = !DILocation(line: 517, column: 53, scope: !1350, inlinedAt: !1365)
!1777 = !DILocation(line: 52, column: 27, scope: !1326)
!1778 = distinct !{!1778, !1319, !1779, !1273}
!1779 = !DILocation(line: 55, column: 3, scope: !1284)
!1780 = !DILocation(line: 64, column: 1, scope: !1347)
!1781 = !DILocation(line: 57, column: 3, scope: !1274)
!1782 = !DILocation(line: 57, column: 11, scope: !1274)
!1783 = !DILocation(line: 57, column: 15, scope: !1274)
!1784 = !DILocation(line: 0, scope: !1151, inlinedAt: !1785)
!1785 = distinct !DILocation(line: 59, column: 22, scope: !1289)
!1786 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1785)
!1787 = !DILocation(line: 0, scope: !1289)
!1788 = !DILocation(line: 0, scope: !1151, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 59, column: 43, scope: !1790)
!1790 = distinct !DILexicalBlock(scope: !1289, file: !1, line: 59, column: 3)
!1791 = !DILocation(line: 59, column: 38, scope: !1790)
!1792 = !DILocation(line: 59, column: 3, scope: !1289)
!1793 = !DILocation(line: 59, column: 29, scope: !1289)
!1794 = !DILocation(line: 62, column: 17, scope: !1274)
!1795 = !DILocation(line: 62, column: 25, scope: !1274)
!1796 = !DILocation(line: 62, column: 32, scope: !1274)
!1797 = !DILocation(line: 62, column: 38, scope: !1274)
!1798 = !DILocation(line: 62, column: 44, scope: !1274)
!1799 = !DILocation(line: 61, column: 3, scope: !1274)
!1800 = !DILocation(line: 64, column: 1, scope: !1274)
!1801 = !DILocation(line: 0, scope: !1667, inlinedAt: !1802)
!1802 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1803 = !DILocation(line: 0, scope: !1672, inlinedAt: !1804)
!1804 = distinct !DILocation(line: 733, column: 7, scope: !1676, inlinedAt: !1802)
!1805 = !DILocation(line: 0, scope: !1481, inlinedAt: !1806)
!1806 = distinct !DILocation(line: 366, column: 2, scope: !1679, inlinedAt: !1804)
!1807 = !DILocation(line: 386, column: 6, scope: !1642, inlinedAt: !1806)
!1808 = !DILocation(line: 386, column: 6, scope: !1481, inlinedAt: !1806)
!1809 = !DILocation(line: 0, scope: !1645, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1806)
!1811 = !DILocation(line: 0, scope: !1652, inlinedAt: !1812)
!1812 = distinct !DILocation(line: 496, column: 13, scope: !1645, inlinedAt: !1810)
!1813 = !DILocation(line: 158, column: 27, scope: !1652, inlinedAt: !1812)
!1814 = !DILocation(line: 158, column: 2, scope: !1652, inlinedAt: !1812)
!1815 = !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1806)
!1816 = !DILocation(line: 0, scope: !1667, inlinedAt: !1817)
!1817 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1818 = !DILocation(line: 0, scope: !1672, inlinedAt: !1819)
!1819 = distinct !DILocation(line: 733, column: 7, scope: !1676, inlinedAt: !1817)
!1820 = !DILocation(line: 0, scope: !1481, inlinedAt: !1821)
!1821 = distinct !DILocation(line: 366, column: 2, scope: !1679, inlinedAt: !1819)
!1822 = !DILocation(line: 386, column: 6, scope: !1642, inlinedAt: !1821)
!1823 = !DILocation(line: 386, column: 6, scope: !1481, inlinedAt: !1821)
!1824 = !DILocation(line: 0, scope: !1645, inlinedAt: !1825)
!1825 = distinct !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1821)
!1826 = !DILocation(line: 0, scope: !1652, inlinedAt: !1827)
!1827 = distinct !DILocation(line: 496, column: 13, scope: !1645, inlinedAt: !1825)
!1828 = !DILocation(line: 158, column: 27, scope: !1652, inlinedAt: !1827)
!1829 = !DILocation(line: 158, column: 2, scope: !1652, inlinedAt: !1827)
!1830 = !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1821)
!1831 = !DILocation(line: 0, scope: !1667, inlinedAt: !1832)
!1832 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1833 = !DILocation(line: 0, scope: !1672, inlinedAt: !1834)
!1834 = distinct !DILocation(line: 733, column: 7, scope: !1676, inlinedAt: !1832)
!1835 = !DILocation(line: 0, scope: !1481, inlinedAt: !1836)
!1836 = distinct !DILocation(line: 366, column: 2, scope: !1679, inlinedAt: !1834)
!1837 = !DILocation(line: 386, column: 6, scope: !1642, inlinedAt: !1836)
!1838 = !DILocation(line: 386, column: 6, scope: !1481, inlinedAt: !1836)
!1839 = !DILocation(line: 0, scope: !1645, inlinedAt: !1840)
!1840 = distinct !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1836)
!1841 = !DILocation(line: 0, scope: !1652, inlinedAt: !1842)
!1842 = distinct !DILocation(line: 496, column: 13, scope: !1645, inlinedAt: !1840)
!1843 = !DILocation(line: 158, column: 27, scope: !1652, inlinedAt: !1842)
!1844 = !DILocation(line: 158, column: 2, scope: !1652, inlinedAt: !1842)
!1845 = !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1836)
!1846 = !DILocation(line: 0, scope: !1085, inlinedAt: !1847)
!1847 = distinct !DILocation(line: 60, column: 13, scope: !1790)
!1848 = !DILocation(line: 1124, column: 34, scope: !1085, inlinedAt: !1847)
!1849 = !DILocation(line: 60, column: 13, scope: !1790)
!1850 = !DILocation(line: 60, column: 10, scope: !1790)
!1851 = !DILocation(line: 59, column: 52, scope: !1790)
!1852 = distinct !{!1852, !1792, !1853, !1273}
!1853 = !DILocation(line: 60, column: 17, scope: !1289)
!1854 = !DILocation(line: 366, column: 24, scope: !1679, inlinedAt: !1855)
!1855 = distinct !DILocation(line: 733, column: 7, scope: !1676, inlinedAt: !1856)
!1856 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1857 = !DILocation(line: 0, scope: !1667, inlinedAt: !1856)
!1858 = !DILocation(line: 0, scope: !1672, inlinedAt: !1855)
!1859 = !DILocation(line: 0, scope: !1481, inlinedAt: !1860)
!1860 = distinct !DILocation(line: 366, column: 2, scope: !1679, inlinedAt: !1855)
!1861 = !DILocation(line: 386, column: 6, scope: !1642, inlinedAt: !1860)
!1862 = !DILocation(line: 386, column: 6, scope: !1481, inlinedAt: !1860)
!1863 = !DILocation(line: 0, scope: !1645, inlinedAt: !1864)
!1864 = distinct !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1860)
!1865 = !DILocation(line: 0, scope: !1652, inlinedAt: !1866)
!1866 = distinct !DILocation(line: 496, column: 13, scope: !1645, inlinedAt: !1864)
!1867 = !DILocation(line: 158, column: 27, scope: !1652, inlinedAt: !1866)
!1868 = !DILocation(line: 158, column: 2, scope: !1652, inlinedAt: !1866)
!1869 = !DILocation(line: 387, column: 4, scope: !1642, inlinedAt: !1860)
!1870 = distinct !DISubprogram(name: "__introsort_loop<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_", scope: !5, file: !4, line: 1908, type: !1871, scopeLine: 1911, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1880, retainedNodes: !1873)
!1871 = !DISubroutineType(types: !1872)
!1872 = !{null, !365, !365, !409, !578}
!1873 = !{!1874, !1875, !1876, !1877, !1878}
!1874 = !DILocalVariable(name: "__first", arg: 1, scope: !1870, file: !4, line: 1908, type: !365)
!1875 = !DILocalVariable(name: "__last", arg: 2, scope: !1870, file: !4, line: 1909, type: !365)
!1876 = !DILocalVariable(name: "__depth_limit", arg: 3, scope: !1870, file: !4, line: 1910, type: !409)
!1877 = !DILocalVariable(name: "__comp", arg: 4, scope: !1870, file: !4, line: 1910, type: !578)
!1878 = !DILocalVariable(name: "__cut", scope: !1879, file: !4, line: 1920, type: !365)
!1879 = distinct !DILexicalBlock(scope: !1870, file: !4, line: 1913, column: 2)
!1880 = !{!596, !1881, !597}
!1881 = !DITemplateTypeParameter(name: "_Size", type: !409)
!1882 = !DILocation(line: 0, scope: !1870)
!1883 = !DILocation(line: 1910, column: 38, scope: !1870)
!1884 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1885, file: !366, line: 1330, type: !1132)
!1885 = distinct !DISubprogram(name: "operator-<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !39, file: !366, line: 1330, type: !1886, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !1888)
!1886 = !DISubroutineType(types: !1887)
!1887 = !{!406, !1132, !1132}
!1888 = !{!1884, !1889}
!1889 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1885, file: !366, line: 1331, type: !1132)
!1890 = !DILocation(line: 0, scope: !1885, inlinedAt: !1891)
!1891 = distinct !DILocation(line: 1912, column: 21, scope: !1870)
!1892 = !DILocation(line: 1333, column: 27, scope: !1885, inlinedAt: !1891)
!1893 = !DILocation(line: 1912, column: 31, scope: !1870)
!1894 = !DILocation(line: 1912, column: 7, scope: !1870)
!1895 = !DILocation(line: 1914, column: 22, scope: !1896)
!1896 = distinct !DILexicalBlock(scope: !1879, file: !4, line: 1914, column: 8)
!1897 = !DILocation(line: 1914, column: 8, scope: !1879)
!1898 = !DILocalVariable(name: "__first", arg: 1, scope: !1899, file: !4, line: 1895, type: !365)
!1899 = distinct !DISubprogram(name: "__partial_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt14__partial_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1895, type: !1900, scopeLine: 1899, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1902)
!1900 = !DISubroutineType(types: !1901)
!1901 = !{null, !365, !365, !365, !578}
!1902 = !{!1898, !1903, !1904, !1905}
!1903 = !DILocalVariable(name: "__middle", arg: 2, scope: !1899, file: !4, line: 1896, type: !365)
!1904 = !DILocalVariable(name: "__last", arg: 3, scope: !1899, file: !4, line: 1897, type: !365)
!1905 = !DILocalVariable(name: "__comp", arg: 4, scope: !1899, file: !4, line: 1898, type: !578)
!1906 = !DILocation(line: 0, scope: !1899, inlinedAt: !1907)
!1907 = distinct !DILocation(line: 1916, column: 8, scope: !1908)
!1908 = distinct !DILexicalBlock(scope: !1896, file: !4, line: 1915, column: 6)
!1909 = !DILocation(line: 1898, column: 15, scope: !1899, inlinedAt: !1907)
!1910 = !DILocalVariable(name: "__first", arg: 1, scope: !1911, file: !4, line: 1625, type: !365)
!1911 = distinct !DISubprogram(name: "__heap_select<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1625, type: !1900, scopeLine: 1628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1912)
!1912 = !{!1910, !1913, !1914, !1915, !1916}
!1913 = !DILocalVariable(name: "__middle", arg: 2, scope: !1911, file: !4, line: 1626, type: !365)
!1914 = !DILocalVariable(name: "__last", arg: 3, scope: !1911, file: !4, line: 1627, type: !365)
!1915 = !DILocalVariable(name: "__comp", arg: 4, scope: !1911, file: !4, line: 1627, type: !578)
!1916 = !DILocalVariable(name: "__i", scope: !1917, file: !4, line: 1630, type: !365)
!1917 = distinct !DILexicalBlock(scope: !1911, file: !4, line: 1630, column: 7)
!1918 = !DILocation(line: 0, scope: !1911, inlinedAt: !1919)
!1919 = distinct !DILocation(line: 1900, column: 7, scope: !1899, inlinedAt: !1907)
!1920 = !DILocation(line: 1627, column: 44, scope: !1911, inlinedAt: !1919)
!1921 = !DILocalVariable(name: "__first", arg: 1, scope: !1922, file: !573, line: 340, type: !365)
!1922 = distinct !DISubprogram(name: "__make_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !573, line: 340, type: !1923, scopeLine: 342, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1925)
!1923 = !DISubroutineType(types: !1924)
!1924 = !{null, !365, !365, !577}
!1925 = !{!1921, !1926, !1927, !1928, !1931, !1932}
!1926 = !DILocalVariable(name: "__last", arg: 2, scope: !1922, file: !573, line: 340, type: !365)
!1927 = !DILocalVariable(name: "__comp", arg: 3, scope: !1922, file: !573, line: 341, type: !577)
!1928 = !DILocalVariable(name: "__len", scope: !1922, file: !573, line: 351, type: !1929)
!1929 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1930)
!1930 = !DIDerivedType(tag: DW_TAG_typedef, name: "_DistanceType", scope: !1922, file: !573, line: 346, baseType: !598)
!1931 = !DILocalVariable(name: "__parent", scope: !1922, file: !573, line: 352, type: !1930)
!1932 = !DILocalVariable(name: "__value", scope: !1933, file: !573, line: 355, type: !1934)
!1933 = distinct !DILexicalBlock(scope: !1922, file: !573, line: 354, column: 2)
!1934 = !DIDerivedType(tag: DW_TAG_typedef, name: "_ValueType", scope: !1922, file: !573, line: 344, baseType: !588)
!1935 = !DILocation(line: 0, scope: !1922, inlinedAt: !1936)
!1936 = distinct !DILocation(line: 1629, column: 7, scope: !1911, inlinedAt: !1919)
!1937 = !DILocation(line: 0, scope: !1885, inlinedAt: !1938)
!1938 = distinct !DILocation(line: 348, column: 18, scope: !1939, inlinedAt: !1936)
!1939 = distinct !DILexicalBlock(scope: !1922, file: !573, line: 348, column: 11)
!1940 = !DILocation(line: 0, scope: !1885, inlinedAt: !1941)
!1941 = distinct !DILocation(line: 351, column: 42, scope: !1922, inlinedAt: !1936)
!1942 = !DILocation(line: 352, column: 39, scope: !1922, inlinedAt: !1936)
!1943 = !DILocation(line: 352, column: 44, scope: !1922, inlinedAt: !1936)
!1944 = !DILocation(line: 353, column: 7, scope: !1922, inlinedAt: !1936)
!1945 = !DILocation(line: 352, column: 21, scope: !1922, inlinedAt: !1936)
!1946 = !DILocalVariable(name: "this", arg: 1, scope: !1947, type: !1950, flags: DIFlagArtificial | DIFlagObjectPointer)
!1947 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !365, file: !366, line: 1143, type: !414, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !413, retainedNodes: !1948)
!1948 = !{!1946, !1949}
!1949 = !DILocalVariable(name: "__n", arg: 2, scope: !1947, file: !366, line: 1143, type: !406)
!1950 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!1951 = !DILocation(line: 0, scope: !1947, inlinedAt: !1952)
!1952 = distinct !DILocation(line: 355, column: 25, scope: !1933, inlinedAt: !1936)
!1953 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !1952)
!1954 = !DILocation(line: 355, column: 25, scope: !1933, inlinedAt: !1936)
!1955 = !DILocation(line: 0, scope: !1933, inlinedAt: !1936)
!1956 = !DILocalVariable(name: "__cmp", scope: !1957, file: !573, line: 246, type: !600)
!1957 = distinct !DISubprogram(name: "__adjust_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_", scope: !5, file: !573, line: 224, type: !1958, scopeLine: 226, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1969, retainedNodes: !1960)
!1958 = !DISubroutineType(types: !1959)
!1959 = !{null, !365, !409, !409, !22, !578}
!1960 = !{!1961, !1962, !1963, !1964, !1965, !1966, !1968, !1956}
!1961 = !DILocalVariable(name: "__first", arg: 1, scope: !1957, file: !573, line: 224, type: !365)
!1962 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !1957, file: !573, line: 224, type: !409)
!1963 = !DILocalVariable(name: "__len", arg: 3, scope: !1957, file: !573, line: 225, type: !409)
!1964 = !DILocalVariable(name: "__value", arg: 4, scope: !1957, file: !573, line: 225, type: !22)
!1965 = !DILocalVariable(name: "__comp", arg: 5, scope: !1957, file: !573, line: 225, type: !578)
!1966 = !DILocalVariable(name: "__topIndex", scope: !1957, file: !573, line: 227, type: !1967)
!1967 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !409)
!1968 = !DILocalVariable(name: "__secondChild", scope: !1957, file: !573, line: 228, type: !409)
!1969 = !{!596, !1970, !97, !597}
!1970 = !DITemplateTypeParameter(name: "_Distance", type: !409)
!1971 = !DILocation(line: 246, column: 2, scope: !1957, inlinedAt: !1972)
!1972 = distinct !DILocation(line: 356, column: 4, scope: !1933, inlinedAt: !1936)
!1973 = !DILocation(line: 0, scope: !1957, inlinedAt: !1972)
!1974 = !DILocation(line: 225, column: 44, scope: !1957, inlinedAt: !1972)
!1975 = !DILocation(line: 229, column: 28, scope: !1957, inlinedAt: !1972)
!1976 = !DILocation(line: 229, column: 7, scope: !1957, inlinedAt: !1972)
!1977 = !DILocation(line: 231, column: 22, scope: !1978, inlinedAt: !1972)
!1978 = distinct !DILexicalBlock(scope: !1957, file: !573, line: 230, column: 2)
!1979 = !DILocation(line: 0, scope: !1947, inlinedAt: !1980)
!1980 = distinct !DILocation(line: 232, column: 23, scope: !1981, inlinedAt: !1972)
!1981 = distinct !DILexicalBlock(scope: !1978, file: !573, line: 232, column: 8)
!1982 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !1980)
!1983 = !DILocation(line: 233, column: 33, scope: !1981, inlinedAt: !1972)
!1984 = !DILocation(line: 0, scope: !1947, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 233, column: 16, scope: !1981, inlinedAt: !1972)
!1986 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !1985)
!1987 = !DILocalVariable(name: "__it1", arg: 2, scope: !1988, file: !579, line: 44, type: !365)
!1988 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !578, file: !579, line: 44, type: !1989, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1994, declaration: !1993, retainedNodes: !1997)
!1989 = !DISubroutineType(types: !1990)
!1990 = !{!140, !1991, !365, !365}
!1991 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1992, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1992 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !578)
!1993 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !578, file: !579, line: 44, type: !1989, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1994)
!1994 = !{!1995, !1996}
!1995 = !DITemplateTypeParameter(name: "_Iterator1", type: !365)
!1996 = !DITemplateTypeParameter(name: "_Iterator2", type: !365)
!1997 = !{!1998, !1987, !2000}
!1998 = !DILocalVariable(name: "this", arg: 1, scope: !1988, type: !1999, flags: DIFlagArtificial | DIFlagObjectPointer)
!1999 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1992, size: 64)
!2000 = !DILocalVariable(name: "__it2", arg: 3, scope: !1988, file: !579, line: 44, type: !365)
!2001 = !DILocation(line: 0, scope: !1988, inlinedAt: !2002)
!2002 = distinct !DILocation(line: 232, column: 8, scope: !1981, inlinedAt: !1972)
!2003 = !DILocation(line: 45, column: 16, scope: !1988, inlinedAt: !2002)
!2004 = !DILocation(line: 45, column: 25, scope: !1988, inlinedAt: !2002)
!2005 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2002)
!2006 = !DILocation(line: 232, column: 8, scope: !1978, inlinedAt: !1972)
!2007 = !DILocation(line: 0, scope: !1947, inlinedAt: !2008)
!2008 = distinct !DILocation(line: 235, column: 31, scope: !1978, inlinedAt: !1972)
!2009 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2008)
!2010 = !DILocation(line: 235, column: 31, scope: !1978, inlinedAt: !1972)
!2011 = !DILocation(line: 0, scope: !1947, inlinedAt: !2012)
!2012 = distinct !DILocation(line: 235, column: 14, scope: !1978, inlinedAt: !1972)
!2013 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2012)
!2014 = !DILocation(line: 235, column: 29, scope: !1978, inlinedAt: !1972)
!2015 = distinct !{!2015, !1976, !2016, !1273}
!2016 = !DILocation(line: 237, column: 2, scope: !1957, inlinedAt: !1972)
!2017 = !DILocation(line: 238, column: 28, scope: !2018, inlinedAt: !1972)
!2018 = distinct !DILexicalBlock(scope: !1957, file: !573, line: 238, column: 11)
!2019 = !DILocation(line: 0, scope: !1947, inlinedAt: !2020)
!2020 = distinct !DILocation(line: 241, column: 31, scope: !2021, inlinedAt: !1972)
!2021 = distinct !DILexicalBlock(scope: !2018, file: !573, line: 239, column: 2)
!2022 = !DILocation(line: 241, column: 31, scope: !2021, inlinedAt: !1972)
!2023 = !DILocation(line: 0, scope: !1947, inlinedAt: !2024)
!2024 = distinct !DILocation(line: 241, column: 14, scope: !2021, inlinedAt: !1972)
!2025 = !DILocation(line: 241, column: 29, scope: !2021, inlinedAt: !1972)
!2026 = !DILocation(line: 244, column: 2, scope: !2021, inlinedAt: !1972)
!2027 = !DILocalVariable(name: "__first", arg: 1, scope: !2028, file: !573, line: 135, type: !365)
!2028 = distinct !DISubprogram(name: "__push_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_val>", linkageName: "_ZSt11__push_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops14_Iter_less_valEEvT_T0_SA_T1_RT2_", scope: !5, file: !573, line: 135, type: !2029, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2038, retainedNodes: !2032)
!2029 = !DISubroutineType(types: !2030)
!2030 = !{null, !365, !409, !409, !22, !2031}
!2031 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !600, size: 64)
!2032 = !{!2027, !2033, !2034, !2035, !2036, !2037}
!2033 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !2028, file: !573, line: 136, type: !409)
!2034 = !DILocalVariable(name: "__topIndex", arg: 3, scope: !2028, file: !573, line: 136, type: !409)
!2035 = !DILocalVariable(name: "__value", arg: 4, scope: !2028, file: !573, line: 136, type: !22)
!2036 = !DILocalVariable(name: "__comp", arg: 5, scope: !2028, file: !573, line: 137, type: !2031)
!2037 = !DILocalVariable(name: "__parent", scope: !2028, file: !573, line: 139, type: !409)
!2038 = !{!596, !1970, !97, !2039}
!2039 = !DITemplateTypeParameter(name: "_Compare", type: !600)
!2040 = !DILocation(line: 0, scope: !2028, inlinedAt: !2041)
!2041 = distinct !DILocation(line: 247, column: 7, scope: !1957, inlinedAt: !1972)
!2042 = !DILocation(line: 140, column: 26, scope: !2028, inlinedAt: !2041)
!2043 = !DILocation(line: 140, column: 39, scope: !2028, inlinedAt: !2041)
!2044 = !DILocation(line: 0, scope: !1947, inlinedAt: !2045)
!2045 = distinct !DILocation(line: 140, column: 57, scope: !2028, inlinedAt: !2041)
!2046 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2045)
!2047 = !DILocalVariable(name: "__it", arg: 2, scope: !2048, file: !579, line: 68, type: !365)
!2048 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !600, file: !579, line: 68, type: !2049, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2054, declaration: !2053, retainedNodes: !2056)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{!140, !2051, !365, !76}
!2051 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2052, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2052 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !600)
!2053 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !600, file: !579, line: 68, type: !2049, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2054)
!2054 = !{!591, !2055}
!2055 = !DITemplateTypeParameter(name: "_Value", type: !22)
!2056 = !{!2057, !2047, !2059}
!2057 = !DILocalVariable(name: "this", arg: 1, scope: !2048, type: !2058, flags: DIFlagArtificial | DIFlagObjectPointer)
!2058 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2052, size: 64)
!2059 = !DILocalVariable(name: "__val", arg: 3, scope: !2048, file: !579, line: 68, type: !76)
!2060 = !DILocation(line: 0, scope: !2048, inlinedAt: !2061)
!2061 = distinct !DILocation(line: 140, column: 42, scope: !2028, inlinedAt: !2041)
!2062 = !DILocation(line: 69, column: 16, scope: !2048, inlinedAt: !2061)
!2063 = !DILocation(line: 69, column: 22, scope: !2048, inlinedAt: !2061)
!2064 = !DILocation(line: 140, column: 7, scope: !2028, inlinedAt: !2041)
!2065 = !DILocation(line: 0, scope: !1947, inlinedAt: !2066)
!2066 = distinct !DILocation(line: 142, column: 31, scope: !2067, inlinedAt: !2041)
!2067 = distinct !DILexicalBlock(scope: !2028, file: !573, line: 141, column: 2)
!2068 = !DILocation(line: 0, scope: !1947, inlinedAt: !2069)
!2069 = distinct !DILocation(line: 142, column: 14, scope: !2067, inlinedAt: !2041)
!2070 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2069)
!2071 = !DILocation(line: 142, column: 29, scope: !2067, inlinedAt: !2041)
!2072 = distinct !{!2072, !2064, !2073, !1273}
!2073 = !DILocation(line: 145, column: 2, scope: !2028, inlinedAt: !2041)
!2074 = !DILocation(line: 0, scope: !1947, inlinedAt: !2075)
!2075 = distinct !DILocation(line: 146, column: 17, scope: !2028, inlinedAt: !2041)
!2076 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2075)
!2077 = !DILocation(line: 146, column: 32, scope: !2028, inlinedAt: !2041)
!2078 = !DILocation(line: 358, column: 17, scope: !2079, inlinedAt: !1936)
!2079 = distinct !DILexicalBlock(scope: !1933, file: !573, line: 358, column: 8)
!2080 = !DILocation(line: 358, column: 8, scope: !1933, inlinedAt: !1936)
!2081 = distinct !{!2081, !1944, !2082, !1273}
!2082 = !DILocation(line: 361, column: 2, scope: !1922, inlinedAt: !1936)
!2083 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2084, file: !366, line: 1254, type: !1132)
!2084 = distinct !DISubprogram(name: "operator<<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !39, file: !366, line: 1254, type: !1130, scopeLine: 1257, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !2085)
!2085 = !{!2083, !2086}
!2086 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2084, file: !366, line: 1255, type: !1132)
!2087 = !DILocation(line: 0, scope: !2084, inlinedAt: !2088)
!2088 = distinct !DILocation(line: 1630, column: 54, scope: !2089, inlinedAt: !1919)
!2089 = distinct !DILexicalBlock(scope: !1917, file: !4, line: 1630, column: 7)
!2090 = !DILocalVariable(name: "__first", arg: 1, scope: !2091, file: !573, line: 419, type: !365)
!2091 = distinct !DISubprogram(name: "__sort_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__sort_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !573, line: 419, type: !1923, scopeLine: 421, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2092)
!2092 = !{!2090, !2093, !2094}
!2093 = !DILocalVariable(name: "__last", arg: 2, scope: !2091, file: !573, line: 419, type: !365)
!2094 = !DILocalVariable(name: "__comp", arg: 3, scope: !2091, file: !573, line: 420, type: !577)
!2095 = !DILocation(line: 0, scope: !2091, inlinedAt: !2096)
!2096 = distinct !DILocation(line: 1901, column: 7, scope: !1899, inlinedAt: !1907)
!2097 = !DILocation(line: 0, scope: !1885, inlinedAt: !2098)
!2098 = distinct !DILocation(line: 422, column: 21, scope: !2091, inlinedAt: !2096)
!2099 = !DILocation(line: 422, column: 31, scope: !2091, inlinedAt: !2096)
!2100 = !DILocation(line: 422, column: 7, scope: !2091, inlinedAt: !2096)
!2101 = !DILocalVariable(name: "this", arg: 1, scope: !2102, type: !1111, flags: DIFlagArtificial | DIFlagObjectPointer)
!2102 = distinct !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !365, file: !366, line: 1119, type: !395, scopeLine: 1120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !401, retainedNodes: !2103)
!2103 = !{!2101}
!2104 = !DILocation(line: 0, scope: !2102, inlinedAt: !2105)
!2105 = distinct !DILocation(line: 424, column: 4, scope: !2106, inlinedAt: !2096)
!2106 = distinct !DILexicalBlock(scope: !2091, file: !573, line: 423, column: 2)
!2107 = !DILocation(line: 1121, column: 2, scope: !2102, inlinedAt: !2105)
!2108 = !DILocation(line: 0, scope: !574, inlinedAt: !2109)
!2109 = distinct !DILocation(line: 425, column: 4, scope: !2106, inlinedAt: !2096)
!2110 = !DILocation(line: 262, column: 28, scope: !574, inlinedAt: !2109)
!2111 = !DILocation(line: 263, column: 19, scope: !574, inlinedAt: !2109)
!2112 = !DILocation(line: 263, column: 17, scope: !574, inlinedAt: !2109)
!2113 = !DILocation(line: 0, scope: !1885, inlinedAt: !2114)
!2114 = distinct !DILocation(line: 265, column: 26, scope: !574, inlinedAt: !2109)
!2115 = !DILocation(line: 1333, column: 27, scope: !1885, inlinedAt: !2114)
!2116 = !DILocation(line: 246, column: 2, scope: !1957, inlinedAt: !2117)
!2117 = distinct !DILocation(line: 264, column: 7, scope: !574, inlinedAt: !2109)
!2118 = !DILocation(line: 0, scope: !1957, inlinedAt: !2117)
!2119 = !DILocation(line: 225, column: 44, scope: !1957, inlinedAt: !2117)
!2120 = !DILocation(line: 229, column: 28, scope: !1957, inlinedAt: !2117)
!2121 = !DILocation(line: 229, column: 7, scope: !1957, inlinedAt: !2117)
!2122 = !DILocation(line: 231, column: 22, scope: !1978, inlinedAt: !2117)
!2123 = !DILocation(line: 0, scope: !1947, inlinedAt: !2124)
!2124 = distinct !DILocation(line: 232, column: 23, scope: !1981, inlinedAt: !2117)
!2125 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2124)
!2126 = !DILocation(line: 233, column: 33, scope: !1981, inlinedAt: !2117)
!2127 = !DILocation(line: 0, scope: !1947, inlinedAt: !2128)
!2128 = distinct !DILocation(line: 233, column: 16, scope: !1981, inlinedAt: !2117)
!2129 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2128)
!2130 = !DILocation(line: 0, scope: !1988, inlinedAt: !2131)
!2131 = distinct !DILocation(line: 232, column: 8, scope: !1981, inlinedAt: !2117)
!2132 = !DILocation(line: 45, column: 16, scope: !1988, inlinedAt: !2131)
!2133 = !DILocation(line: 45, column: 25, scope: !1988, inlinedAt: !2131)
!2134 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2131)
!2135 = !DILocation(line: 232, column: 8, scope: !1978, inlinedAt: !2117)
!2136 = !DILocation(line: 0, scope: !1947, inlinedAt: !2137)
!2137 = distinct !DILocation(line: 235, column: 31, scope: !1978, inlinedAt: !2117)
!2138 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2137)
!2139 = !DILocation(line: 235, column: 31, scope: !1978, inlinedAt: !2117)
!2140 = !DILocation(line: 0, scope: !1947, inlinedAt: !2141)
!2141 = distinct !DILocation(line: 235, column: 14, scope: !1978, inlinedAt: !2117)
!2142 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2141)
!2143 = !DILocation(line: 235, column: 29, scope: !1978, inlinedAt: !2117)
!2144 = distinct !{!2144, !2121, !2145, !1273}
!2145 = !DILocation(line: 237, column: 2, scope: !1957, inlinedAt: !2117)
!2146 = !DILocation(line: 238, column: 23, scope: !2018, inlinedAt: !2117)
!2147 = !DILocation(line: 238, column: 28, scope: !2018, inlinedAt: !2117)
!2148 = !DILocation(line: 238, column: 55, scope: !2018, inlinedAt: !2117)
!2149 = !DILocation(line: 238, column: 60, scope: !2018, inlinedAt: !2117)
!2150 = !DILocation(line: 238, column: 45, scope: !2018, inlinedAt: !2117)
!2151 = !DILocation(line: 238, column: 11, scope: !1957, inlinedAt: !2117)
!2152 = !DILocation(line: 240, column: 22, scope: !2021, inlinedAt: !2117)
!2153 = !DILocation(line: 241, column: 31, scope: !2021, inlinedAt: !2117)
!2154 = !DILocation(line: 0, scope: !1947, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 241, column: 31, scope: !2021, inlinedAt: !2117)
!2156 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2155)
!2157 = !DILocation(line: 0, scope: !1947, inlinedAt: !2158)
!2158 = distinct !DILocation(line: 241, column: 14, scope: !2021, inlinedAt: !2117)
!2159 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2158)
!2160 = !DILocation(line: 241, column: 29, scope: !2021, inlinedAt: !2117)
!2161 = !DILocation(line: 244, column: 2, scope: !2021, inlinedAt: !2117)
!2162 = !DILocation(line: 0, scope: !2028, inlinedAt: !2163)
!2163 = distinct !DILocation(line: 247, column: 7, scope: !1957, inlinedAt: !2117)
!2164 = !DILocation(line: 140, column: 26, scope: !2028, inlinedAt: !2163)
!2165 = !DILocation(line: 140, column: 39, scope: !2028, inlinedAt: !2163)
!2166 = !DILocation(line: 0, scope: !1947, inlinedAt: !2167)
!2167 = distinct !DILocation(line: 140, column: 57, scope: !2028, inlinedAt: !2163)
!2168 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2167)
!2169 = !DILocation(line: 0, scope: !2048, inlinedAt: !2170)
!2170 = distinct !DILocation(line: 140, column: 42, scope: !2028, inlinedAt: !2163)
!2171 = !DILocation(line: 69, column: 16, scope: !2048, inlinedAt: !2170)
!2172 = !DILocation(line: 69, column: 22, scope: !2048, inlinedAt: !2170)
!2173 = !DILocation(line: 140, column: 7, scope: !2028, inlinedAt: !2163)
!2174 = !DILocation(line: 0, scope: !1947, inlinedAt: !2175)
!2175 = distinct !DILocation(line: 142, column: 31, scope: !2067, inlinedAt: !2163)
!2176 = !DILocation(line: 0, scope: !1947, inlinedAt: !2177)
!2177 = distinct !DILocation(line: 142, column: 14, scope: !2067, inlinedAt: !2163)
!2178 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2177)
!2179 = !DILocation(line: 142, column: 29, scope: !2067, inlinedAt: !2163)
!2180 = distinct !{!2180, !2173, !2181, !1273}
!2181 = !DILocation(line: 145, column: 2, scope: !2028, inlinedAt: !2163)
!2182 = !DILocation(line: 0, scope: !1947, inlinedAt: !2183)
!2183 = distinct !DILocation(line: 146, column: 17, scope: !2028, inlinedAt: !2163)
!2184 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2183)
!2185 = !DILocation(line: 146, column: 32, scope: !2028, inlinedAt: !2163)
!2186 = distinct !{!2186, !2100, !2187, !1273}
!2187 = !DILocation(line: 426, column: 2, scope: !2091, inlinedAt: !2096)
!2188 = !DILocation(line: 1919, column: 4, scope: !1879)
!2189 = !DILocalVariable(name: "__first", arg: 1, scope: !2190, file: !4, line: 1883, type: !365)
!2190 = distinct !DISubprogram(name: "__unguarded_partition_pivot<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt27__unguarded_partition_pivotIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_T0_", scope: !5, file: !4, line: 1883, type: !2191, scopeLine: 1885, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2193)
!2191 = !DISubroutineType(types: !2192)
!2192 = !{!365, !365, !365, !578}
!2193 = !{!2189, !2194, !2195, !2196}
!2194 = !DILocalVariable(name: "__last", arg: 2, scope: !2190, file: !4, line: 1884, type: !365)
!2195 = !DILocalVariable(name: "__comp", arg: 3, scope: !2190, file: !4, line: 1884, type: !578)
!2196 = !DILocalVariable(name: "__mid", scope: !2190, file: !4, line: 1886, type: !365)
!2197 = !DILocation(line: 0, scope: !2190, inlinedAt: !2198)
!2198 = distinct !DILocation(line: 1921, column: 6, scope: !1879)
!2199 = !DILocation(line: 1884, column: 44, scope: !2190, inlinedAt: !2198)
!2200 = !DILocation(line: 0, scope: !1885, inlinedAt: !2201)
!2201 = distinct !DILocation(line: 1886, column: 55, scope: !2190, inlinedAt: !2198)
!2202 = !DILocation(line: 1886, column: 66, scope: !2190, inlinedAt: !2198)
!2203 = !DILocation(line: 0, scope: !1947, inlinedAt: !2204)
!2204 = distinct !DILocation(line: 1886, column: 45, scope: !2190, inlinedAt: !2198)
!2205 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2204)
!2206 = !DILocation(line: 0, scope: !1947, inlinedAt: !2207)
!2207 = distinct !DILocation(line: 1887, column: 52, scope: !2190, inlinedAt: !2198)
!2208 = !DILocalVariable(name: "this", arg: 1, scope: !2209, type: !1950, flags: DIFlagArtificial | DIFlagObjectPointer)
!2209 = distinct !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !365, file: !366, line: 1153, type: !414, scopeLine: 1154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !417, retainedNodes: !2210)
!2210 = !{!2208, !2211}
!2211 = !DILocalVariable(name: "__n", arg: 2, scope: !2209, file: !366, line: 1153, type: !406)
!2212 = !DILocation(line: 0, scope: !2209, inlinedAt: !2213)
!2213 = distinct !DILocation(line: 1887, column: 71, scope: !2190, inlinedAt: !2198)
!2214 = !DILocation(line: 1154, column: 45, scope: !2209, inlinedAt: !2213)
!2215 = !DILocalVariable(name: "__result", arg: 1, scope: !2216, file: !4, line: 82, type: !365)
!2216 = distinct !DISubprogram(name: "__move_median_to_first<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__move_median_to_firstIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_S9_T0_", scope: !5, file: !4, line: 82, type: !2217, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2224, retainedNodes: !2219)
!2217 = !DISubroutineType(types: !2218)
!2218 = !{null, !365, !365, !365, !365, !578}
!2219 = !{!2215, !2220, !2221, !2222, !2223}
!2220 = !DILocalVariable(name: "__a", arg: 2, scope: !2216, file: !4, line: 82, type: !365)
!2221 = !DILocalVariable(name: "__b", arg: 3, scope: !2216, file: !4, line: 82, type: !365)
!2222 = !DILocalVariable(name: "__c", arg: 4, scope: !2216, file: !4, line: 83, type: !365)
!2223 = !DILocalVariable(name: "__comp", arg: 5, scope: !2216, file: !4, line: 83, type: !578)
!2224 = !{!591, !597}
!2225 = !DILocation(line: 0, scope: !2216, inlinedAt: !2226)
!2226 = distinct !DILocation(line: 1887, column: 7, scope: !2190, inlinedAt: !2198)
!2227 = !DILocation(line: 83, column: 31, scope: !2216, inlinedAt: !2226)
!2228 = !DILocation(line: 0, scope: !1988, inlinedAt: !2229)
!2229 = distinct !DILocation(line: 85, column: 11, scope: !2230, inlinedAt: !2226)
!2230 = distinct !DILexicalBlock(scope: !2216, file: !4, line: 85, column: 11)
!2231 = !DILocation(line: 45, column: 16, scope: !1988, inlinedAt: !2229)
!2232 = !DILocation(line: 45, column: 25, scope: !1988, inlinedAt: !2229)
!2233 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2229)
!2234 = !DILocation(line: 0, scope: !2230, inlinedAt: !2226)
!2235 = !DILocation(line: 85, column: 11, scope: !2216, inlinedAt: !2226)
!2236 = !DILocation(line: 0, scope: !1988, inlinedAt: !2237)
!2237 = distinct !DILocation(line: 87, column: 8, scope: !2238, inlinedAt: !2226)
!2238 = distinct !DILexicalBlock(scope: !2239, file: !4, line: 87, column: 8)
!2239 = distinct !DILexicalBlock(scope: !2230, file: !4, line: 86, column: 2)
!2240 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2237)
!2241 = !DILocation(line: 87, column: 8, scope: !2239, inlinedAt: !2226)
!2242 = !DILocalVariable(name: "__a", arg: 1, scope: !2243, file: !1582, line: 382, type: !365)
!2243 = distinct !DISubprogram(name: "iter_swap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_", scope: !5, file: !1231, line: 152, type: !1208, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2246, retainedNodes: !2244)
!2244 = !{!2242, !2245}
!2245 = !DILocalVariable(name: "__b", arg: 2, scope: !2243, file: !1582, line: 382, type: !365)
!2246 = !{!2247, !2248}
!2247 = !DITemplateTypeParameter(name: "_FIter1", type: !365)
!2248 = !DITemplateTypeParameter(name: "_FIter2", type: !365)
!2249 = !DILocation(line: 0, scope: !2243, inlinedAt: !2250)
!2250 = distinct !DILocation(line: 88, column: 6, scope: !2238, inlinedAt: !2226)
!2251 = !DILocalVariable(name: "__a", arg: 1, scope: !2252, file: !2253, line: 196, type: !76)
!2252 = distinct !DISubprogram(name: "swap<double>", linkageName: "_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_", scope: !5, file: !2253, line: 196, type: !2254, scopeLine: 199, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !96, retainedNodes: !2260)
!2253 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: ".", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2254 = !DISubroutineType(types: !2255)
!2255 = !{!2256, !76, !76}
!2256 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2257, file: !248, line: 2234, baseType: null)
!2257 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, void>", scope: !5, file: !248, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !2258, identifier: "_ZTSSt9enable_ifILb1EvE")
!2258 = !{!1469, !2259}
!2259 = !DITemplateTypeParameter(name: "_Tp", type: null, defaulted: true)
!2260 = !{!2251, !2261, !2262}
!2261 = !DILocalVariable(name: "__b", arg: 2, scope: !2252, file: !2253, line: 196, type: !76)
!2262 = !DILocalVariable(name: "__tmp", scope: !2252, file: !2253, line: 204, type: !22)
!2263 = !DILocation(line: 0, scope: !2252, inlinedAt: !2264)
!2264 = distinct !DILocation(line: 182, column: 7, scope: !2243, inlinedAt: !2250)
!2265 = !DILocation(line: 204, column: 19, scope: !2252, inlinedAt: !2264)
!2266 = !DILocation(line: 205, column: 11, scope: !2252, inlinedAt: !2264)
!2267 = !DILocation(line: 206, column: 11, scope: !2252, inlinedAt: !2264)
!2268 = !DILocation(line: 88, column: 6, scope: !2238, inlinedAt: !2226)
!2269 = !DILocation(line: 0, scope: !1988, inlinedAt: !2270)
!2270 = distinct !DILocation(line: 89, column: 13, scope: !2271, inlinedAt: !2226)
!2271 = distinct !DILexicalBlock(scope: !2238, file: !4, line: 89, column: 13)
!2272 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2270)
!2273 = !DILocation(line: 0, scope: !2243, inlinedAt: !2274)
!2274 = distinct !DILocation(line: 90, column: 6, scope: !2271, inlinedAt: !2226)
!2275 = !DILocation(line: 0, scope: !2243, inlinedAt: !2276)
!2276 = distinct !DILocation(line: 92, column: 6, scope: !2271, inlinedAt: !2226)
!2277 = !DILocation(line: 0, scope: !2271, inlinedAt: !2226)
!2278 = !DILocation(line: 0, scope: !2252, inlinedAt: !2279)
!2279 = distinct !DILocation(line: 182, column: 7, scope: !2243, inlinedAt: !2274)
!2280 = !DILocation(line: 0, scope: !2252, inlinedAt: !2281)
!2281 = distinct !DILocation(line: 182, column: 7, scope: !2243, inlinedAt: !2276)
!2282 = !DILocation(line: 89, column: 13, scope: !2238, inlinedAt: !2226)
!2283 = !DILocation(line: 205, column: 11, scope: !2252, inlinedAt: !2279)
!2284 = !DILocation(line: 206, column: 11, scope: !2252, inlinedAt: !2279)
!2285 = !DILocation(line: 90, column: 6, scope: !2271, inlinedAt: !2226)
!2286 = !DILocation(line: 205, column: 11, scope: !2252, inlinedAt: !2281)
!2287 = !DILocation(line: 206, column: 11, scope: !2252, inlinedAt: !2281)
!2288 = !DILocation(line: 0, scope: !1988, inlinedAt: !2289)
!2289 = distinct !DILocation(line: 94, column: 16, scope: !2290, inlinedAt: !2226)
!2290 = distinct !DILexicalBlock(scope: !2230, file: !4, line: 94, column: 16)
!2291 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2289)
!2292 = !DILocation(line: 94, column: 16, scope: !2230, inlinedAt: !2226)
!2293 = !DILocation(line: 0, scope: !2243, inlinedAt: !2294)
!2294 = distinct !DILocation(line: 95, column: 2, scope: !2290, inlinedAt: !2226)
!2295 = !DILocation(line: 0, scope: !2252, inlinedAt: !2296)
!2296 = distinct !DILocation(line: 182, column: 7, scope: !2243, inlinedAt: !2294)
!2297 = !DILocation(line: 204, column: 19, scope: !2252, inlinedAt: !2296)
!2298 = !DILocation(line: 205, column: 11, scope: !2252, inlinedAt: !2296)
!2299 = !DILocation(line: 206, column: 11, scope: !2252, inlinedAt: !2296)
!2300 = !DILocation(line: 95, column: 2, scope: !2290, inlinedAt: !2226)
!2301 = !DILocation(line: 0, scope: !1988, inlinedAt: !2302)
!2302 = distinct !DILocation(line: 96, column: 16, scope: !2303, inlinedAt: !2226)
!2303 = distinct !DILexicalBlock(scope: !2290, file: !4, line: 96, column: 16)
!2304 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2302)
!2305 = !DILocation(line: 0, scope: !2243, inlinedAt: !2306)
!2306 = distinct !DILocation(line: 97, column: 2, scope: !2303, inlinedAt: !2226)
!2307 = !DILocation(line: 0, scope: !2243, inlinedAt: !2308)
!2308 = distinct !DILocation(line: 99, column: 2, scope: !2303, inlinedAt: !2226)
!2309 = !DILocation(line: 0, scope: !2303, inlinedAt: !2226)
!2310 = !DILocation(line: 0, scope: !2252, inlinedAt: !2311)
!2311 = distinct !DILocation(line: 182, column: 7, scope: !2243, inlinedAt: !2306)
!2312 = !DILocation(line: 0, scope: !2252, inlinedAt: !2313)
!2313 = distinct !DILocation(line: 182, column: 7, scope: !2243, inlinedAt: !2308)
!2314 = !DILocation(line: 96, column: 16, scope: !2290, inlinedAt: !2226)
!2315 = !DILocation(line: 205, column: 11, scope: !2252, inlinedAt: !2311)
!2316 = !DILocation(line: 206, column: 11, scope: !2252, inlinedAt: !2311)
!2317 = !DILocation(line: 97, column: 2, scope: !2303, inlinedAt: !2226)
!2318 = !DILocation(line: 205, column: 11, scope: !2252, inlinedAt: !2313)
!2319 = !DILocation(line: 206, column: 11, scope: !2252, inlinedAt: !2313)
!2320 = !DILocation(line: 1865, column: 7, scope: !2321, inlinedAt: !2329)
!2321 = distinct !DISubprogram(name: "__unguarded_partition<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt21__unguarded_partitionIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_S9_T0_", scope: !5, file: !4, line: 1861, type: !2322, scopeLine: 1864, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2324)
!2322 = !DISubroutineType(types: !2323)
!2323 = !{!365, !365, !365, !365, !578}
!2324 = !{!2325, !2326, !2327, !2328}
!2325 = !DILocalVariable(name: "__first", arg: 1, scope: !2321, file: !4, line: 1861, type: !365)
!2326 = !DILocalVariable(name: "__last", arg: 2, scope: !2321, file: !4, line: 1862, type: !365)
!2327 = !DILocalVariable(name: "__pivot", arg: 3, scope: !2321, file: !4, line: 1863, type: !365)
!2328 = !DILocalVariable(name: "__comp", arg: 4, scope: !2321, file: !4, line: 1863, type: !578)
!2329 = distinct !DILocation(line: 1889, column: 14, scope: !2190, inlinedAt: !2198)
!2330 = !DILocation(line: 0, scope: !2321, inlinedAt: !2329)
!2331 = !DILocation(line: 1867, column: 4, scope: !2332, inlinedAt: !2329)
!2332 = distinct !DILexicalBlock(scope: !2321, file: !4, line: 1866, column: 2)
!2333 = !DILocation(line: 0, scope: !1988, inlinedAt: !2334)
!2334 = distinct !DILocation(line: 1867, column: 11, scope: !2332, inlinedAt: !2329)
!2335 = !DILocation(line: 45, column: 16, scope: !1988, inlinedAt: !2334)
!2336 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2334)
!2337 = !DILocation(line: 0, scope: !1142, inlinedAt: !2338)
!2338 = distinct !DILocation(line: 1868, column: 6, scope: !2332, inlinedAt: !2329)
!2339 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !2338)
!2340 = distinct !{!2340, !2331, !2341, !1273}
!2341 = !DILocation(line: 1868, column: 8, scope: !2332, inlinedAt: !2329)
!2342 = !DILocation(line: 0, scope: !2332, inlinedAt: !2329)
!2343 = !DILocation(line: 0, scope: !1988, inlinedAt: !2344)
!2344 = distinct !DILocation(line: 1870, column: 11, scope: !2332, inlinedAt: !2329)
!2345 = !DILocation(line: 45, column: 25, scope: !1988, inlinedAt: !2344)
!2346 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2344)
!2347 = !DILocation(line: 1870, column: 4, scope: !2332, inlinedAt: !2329)
!2348 = distinct !{!2348, !2347, !2349, !1273}
!2349 = !DILocation(line: 1871, column: 8, scope: !2332, inlinedAt: !2329)
!2350 = !DILocation(line: 0, scope: !2084, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 1872, column: 18, scope: !2352, inlinedAt: !2329)
!2352 = distinct !DILexicalBlock(scope: !2332, file: !4, line: 1872, column: 8)
!2353 = !DILocation(line: 1257, column: 27, scope: !2084, inlinedAt: !2351)
!2354 = !DILocation(line: 1872, column: 8, scope: !2332, inlinedAt: !2329)
!2355 = !DILocation(line: 0, scope: !2243, inlinedAt: !2356)
!2356 = distinct !DILocation(line: 1874, column: 4, scope: !2332, inlinedAt: !2329)
!2357 = !DILocation(line: 0, scope: !2252, inlinedAt: !2358)
!2358 = distinct !DILocation(line: 182, column: 7, scope: !2243, inlinedAt: !2356)
!2359 = !DILocation(line: 205, column: 11, scope: !2252, inlinedAt: !2358)
!2360 = !DILocation(line: 206, column: 11, scope: !2252, inlinedAt: !2358)
!2361 = !DILocation(line: 0, scope: !1142, inlinedAt: !2362)
!2362 = distinct !DILocation(line: 1875, column: 4, scope: !2332, inlinedAt: !2329)
!2363 = distinct !{!2363, !2320, !2364, !1273}
!2364 = !DILocation(line: 1876, column: 2, scope: !2321, inlinedAt: !2329)
!2365 = !DILocation(line: 0, scope: !1879)
!2366 = !DILocation(line: 1922, column: 4, scope: !1879)
!2367 = distinct !{!2367, !1894, !2368, !1273}
!2368 = !DILocation(line: 1924, column: 2, scope: !1870)
!2369 = !DILocation(line: 1925, column: 5, scope: !1870)
!2370 = distinct !DISubprogram(name: "__final_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1844, type: !1217, scopeLine: 1846, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2371)
!2371 = !{!2372, !2373, !2374}
!2372 = !DILocalVariable(name: "__first", arg: 1, scope: !2370, file: !4, line: 1844, type: !365)
!2373 = !DILocalVariable(name: "__last", arg: 2, scope: !2370, file: !4, line: 1845, type: !365)
!2374 = !DILocalVariable(name: "__comp", arg: 3, scope: !2370, file: !4, line: 1845, type: !578)
!2375 = !DILocation(line: 0, scope: !2370)
!2376 = !DILocation(line: 1845, column: 46, scope: !2370)
!2377 = !DILocation(line: 0, scope: !1885, inlinedAt: !2378)
!2378 = distinct !DILocation(line: 1847, column: 18, scope: !2379)
!2379 = distinct !DILexicalBlock(scope: !2370, file: !4, line: 1847, column: 11)
!2380 = !DILocation(line: 1333, column: 27, scope: !1885, inlinedAt: !2378)
!2381 = !DILocation(line: 1847, column: 28, scope: !2379)
!2382 = !DILocation(line: 1847, column: 11, scope: !2370)
!2383 = !DILocation(line: 0, scope: !1947, inlinedAt: !2384)
!2384 = distinct !DILocation(line: 1849, column: 43, scope: !2385)
!2385 = distinct !DILexicalBlock(scope: !2379, file: !4, line: 1848, column: 2)
!2386 = !DILocalVariable(name: "__first", arg: 1, scope: !2387, file: !4, line: 1802, type: !365)
!2387 = distinct !DISubprogram(name: "__insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1802, type: !1217, scopeLine: 1804, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2388)
!2388 = !{!2386, !2389, !2390, !2391, !2393}
!2389 = !DILocalVariable(name: "__last", arg: 2, scope: !2387, file: !4, line: 1803, type: !365)
!2390 = !DILocalVariable(name: "__comp", arg: 3, scope: !2387, file: !4, line: 1803, type: !578)
!2391 = !DILocalVariable(name: "__i", scope: !2392, file: !4, line: 1807, type: !365)
!2392 = distinct !DILexicalBlock(scope: !2387, file: !4, line: 1807, column: 7)
!2393 = !DILocalVariable(name: "__val", scope: !2394, file: !4, line: 1812, type: !588)
!2394 = distinct !DILexicalBlock(scope: !2395, file: !4, line: 1810, column: 6)
!2395 = distinct !DILexicalBlock(scope: !2396, file: !4, line: 1809, column: 8)
!2396 = distinct !DILexicalBlock(scope: !2397, file: !4, line: 1808, column: 2)
!2397 = distinct !DILexicalBlock(scope: !2392, file: !4, line: 1807, column: 7)
!2398 = !DILocation(line: 0, scope: !2387, inlinedAt: !2399)
!2399 = distinct !DILocation(line: 1849, column: 4, scope: !2385)
!2400 = !DILocation(line: 1803, column: 47, scope: !2387, inlinedAt: !2399)
!2401 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2402, file: !366, line: 1221, type: !1132)
!2402 = distinct !DISubprogram(name: "operator==<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxeqIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !39, file: !366, line: 1221, type: !1130, scopeLine: 1224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !2403)
!2403 = !{!2401, !2404}
!2404 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2402, file: !366, line: 1222, type: !1132)
!2405 = !DILocation(line: 0, scope: !2402, inlinedAt: !2406)
!2406 = distinct !DILocation(line: 1805, column: 19, scope: !2407, inlinedAt: !2399)
!2407 = distinct !DILexicalBlock(scope: !2387, file: !4, line: 1805, column: 11)
!2408 = !DILocation(line: 0, scope: !2392, inlinedAt: !2399)
!2409 = !DILocation(line: 0, scope: !1129, inlinedAt: !2410)
!2410 = distinct !DILocation(line: 1807, column: 57, scope: !2397, inlinedAt: !2399)
!2411 = !DILocation(line: 1807, column: 7, scope: !2392, inlinedAt: !2399)
!2412 = !DILocation(line: 0, scope: !1988, inlinedAt: !2413)
!2413 = distinct !DILocation(line: 1809, column: 8, scope: !2395, inlinedAt: !2399)
!2414 = !DILocation(line: 45, column: 16, scope: !1988, inlinedAt: !2413)
!2415 = !DILocation(line: 45, column: 25, scope: !1988, inlinedAt: !2413)
!2416 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2413)
!2417 = !DILocation(line: 1809, column: 8, scope: !2396, inlinedAt: !2399)
!2418 = !DILocation(line: 0, scope: !2394, inlinedAt: !2399)
!2419 = !DILocation(line: 0, scope: !1947, inlinedAt: !2420)
!2420 = distinct !DILocation(line: 1813, column: 8, scope: !2394, inlinedAt: !2399)
!2421 = !DILocalVariable(name: "__first", arg: 1, scope: !2422, file: !1231, line: 883, type: !365)
!2422 = distinct !DISubprogram(name: "move_backward<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt13move_backwardIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET0_T_S8_S7_", scope: !5, file: !1231, line: 883, type: !2423, scopeLine: 884, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2428, retainedNodes: !2425)
!2423 = !DISubroutineType(types: !2424)
!2424 = !{!365, !365, !365, !365}
!2425 = !{!2421, !2426, !2427}
!2426 = !DILocalVariable(name: "__last", arg: 2, scope: !2422, file: !1231, line: 883, type: !365)
!2427 = !DILocalVariable(name: "__result", arg: 3, scope: !2422, file: !1231, line: 883, type: !365)
!2428 = !{!2429, !2430}
!2429 = !DITemplateTypeParameter(name: "_BI1", type: !365)
!2430 = !DITemplateTypeParameter(name: "_BI2", type: !365)
!2431 = !DILocation(line: 0, scope: !2422, inlinedAt: !2432)
!2432 = distinct !DILocation(line: 1813, column: 8, scope: !2394, inlinedAt: !2399)
!2433 = !DILocalVariable(name: "__first", arg: 1, scope: !2434, file: !1231, line: 796, type: !365)
!2434 = distinct !DISubprogram(name: "__copy_move_backward_a<true, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt22__copy_move_backward_aILb1EN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET1_T0_S8_S7_", scope: !5, file: !1231, line: 796, type: !2423, scopeLine: 797, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2438, retainedNodes: !2435)
!2435 = !{!2433, !2436, !2437}
!2436 = !DILocalVariable(name: "__last", arg: 2, scope: !2434, file: !1231, line: 796, type: !365)
!2437 = !DILocalVariable(name: "__result", arg: 3, scope: !2434, file: !1231, line: 796, type: !365)
!2438 = !{!2439, !2440, !2441}
!2439 = !DITemplateValueParameter(name: "_IsMove", type: !140, value: i8 1)
!2440 = !DITemplateTypeParameter(name: "_II", type: !365)
!2441 = !DITemplateTypeParameter(name: "_OI", type: !365)
!2442 = !DILocation(line: 0, scope: !2434, inlinedAt: !2443)
!2443 = distinct !DILocation(line: 892, column: 14, scope: !2422, inlinedAt: !2432)
!2444 = !DILocalVariable(name: "__first", arg: 1, scope: !2445, file: !1231, line: 768, type: !21)
!2445 = distinct !DISubprogram(name: "__copy_move_backward_a1<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a1ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1231, line: 768, type: !2446, scopeLine: 769, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2451, retainedNodes: !2448)
!2446 = !DISubroutineType(types: !2447)
!2447 = !{!21, !21, !21, !21}
!2448 = !{!2444, !2449, !2450}
!2449 = !DILocalVariable(name: "__last", arg: 2, scope: !2445, file: !1231, line: 768, type: !21)
!2450 = !DILocalVariable(name: "__result", arg: 3, scope: !2445, file: !1231, line: 768, type: !21)
!2451 = !{!2439, !2452, !2453}
!2452 = !DITemplateTypeParameter(name: "_BI1", type: !21)
!2453 = !DITemplateTypeParameter(name: "_BI2", type: !21)
!2454 = !DILocation(line: 0, scope: !2445, inlinedAt: !2455)
!2455 = distinct !DILocation(line: 799, column: 3, scope: !2434, inlinedAt: !2443)
!2456 = !DILocalVariable(name: "__first", arg: 1, scope: !2457, file: !1231, line: 750, type: !21)
!2457 = distinct !DISubprogram(name: "__copy_move_backward_a2<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a2ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1231, line: 750, type: !2446, scopeLine: 751, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2451, retainedNodes: !2458)
!2458 = !{!2456, !2459, !2460}
!2459 = !DILocalVariable(name: "__last", arg: 2, scope: !2457, file: !1231, line: 750, type: !21)
!2460 = !DILocalVariable(name: "__result", arg: 3, scope: !2457, file: !1231, line: 750, type: !21)
!2461 = !DILocation(line: 0, scope: !2457, inlinedAt: !2462)
!2462 = distinct !DILocation(line: 769, column: 14, scope: !2445, inlinedAt: !2455)
!2463 = !DILocalVariable(name: "__first", arg: 1, scope: !2464, file: !1231, line: 731, type: !81)
!2464 = distinct !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2465, file: !1231, line: 731, type: !2479, scopeLine: 732, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !96, declaration: !2481, retainedNodes: !2482)
!2465 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move_backward<true, true, std::random_access_iterator_tag>", scope: !5, file: !1231, line: 726, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !2466, identifier: "_ZTSSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE")
!2466 = !{!2439, !2467, !2468}
!2467 = !DITemplateValueParameter(name: "_IsSimple", type: !140, value: i8 1)
!2468 = !DITemplateTypeParameter(name: "_Category", type: !2469)
!2469 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !5, file: !383, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !2470, identifier: "_ZTSSt26random_access_iterator_tag")
!2470 = !{!2471}
!2471 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2469, baseType: !2472, extraData: i32 0)
!2472 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !5, file: !383, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !2473, identifier: "_ZTSSt26bidirectional_iterator_tag")
!2473 = !{!2474}
!2474 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2472, baseType: !2475, extraData: i32 0)
!2475 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !5, file: !383, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !2476, identifier: "_ZTSSt20forward_iterator_tag")
!2476 = !{!2477}
!2477 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2475, baseType: !2478, extraData: i32 0)
!2478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !5, file: !383, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !147, identifier: "_ZTSSt18input_iterator_tag")
!2479 = !DISubroutineType(types: !2480)
!2480 = !{!21, !81, !81, !21}
!2481 = !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2465, file: !1231, line: 731, type: !2479, scopeLine: 731, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !96)
!2482 = !{!2463, !2483, !2484, !2485}
!2483 = !DILocalVariable(name: "__last", arg: 2, scope: !2464, file: !1231, line: 731, type: !81)
!2484 = !DILocalVariable(name: "__result", arg: 3, scope: !2464, file: !1231, line: 731, type: !21)
!2485 = !DILocalVariable(name: "_Num", scope: !2464, file: !1231, line: 740, type: !2486)
!2486 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !408)
!2487 = !DILocation(line: 0, scope: !2464, inlinedAt: !2488)
!2488 = distinct !DILocation(line: 758, column: 14, scope: !2457, inlinedAt: !2462)
!2489 = !DILocation(line: 740, column: 34, scope: !2464, inlinedAt: !2488)
!2490 = !DILocation(line: 742, column: 6, scope: !2491, inlinedAt: !2488)
!2491 = distinct !DILexicalBlock(scope: !2464, file: !1231, line: 741, column: 8)
!2492 = !DILocalVariable(name: "__last", arg: 1, scope: !2493, file: !4, line: 1782, type: !365)
!2493 = distinct !DISubprogram(name: "__unguarded_linear_insert<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Val_less_iter>", linkageName: "_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_", scope: !5, file: !4, line: 1782, type: !2494, scopeLine: 1784, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2500, retainedNodes: !2496)
!2494 = !DISubroutineType(types: !2495)
!2495 = !{null, !365, !609}
!2496 = !{!2492, !2497, !2498, !2499}
!2497 = !DILocalVariable(name: "__comp", arg: 2, scope: !2493, file: !4, line: 1783, type: !609)
!2498 = !DILocalVariable(name: "__val", scope: !2493, file: !4, line: 1786, type: !588)
!2499 = !DILocalVariable(name: "__next", scope: !2493, file: !4, line: 1787, type: !365)
!2500 = !{!596, !2501}
!2501 = !DITemplateTypeParameter(name: "_Compare", type: !609)
!2502 = !DILocation(line: 0, scope: !2493, inlinedAt: !2503)
!2503 = distinct !DILocation(line: 1817, column: 6, scope: !2395, inlinedAt: !2399)
!2504 = !DILocation(line: 1783, column: 19, scope: !2493, inlinedAt: !2503)
!2505 = !DILocalVariable(name: "__it", arg: 3, scope: !2506, file: !579, line: 97, type: !365)
!2506 = distinct !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !609, file: !579, line: 97, type: !2507, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2512, declaration: !2511, retainedNodes: !2513)
!2507 = !DISubroutineType(types: !2508)
!2508 = !{!140, !2509, !76, !365}
!2509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2510, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2510 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !609)
!2511 = !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !609, file: !579, line: 97, type: !2507, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2512)
!2512 = !{!2055, !591}
!2513 = !{!2514, !2516, !2505}
!2514 = !DILocalVariable(name: "this", arg: 1, scope: !2506, type: !2515, flags: DIFlagArtificial | DIFlagObjectPointer)
!2515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2510, size: 64)
!2516 = !DILocalVariable(name: "__val", arg: 2, scope: !2506, file: !579, line: 97, type: !76)
!2517 = !DILocation(line: 0, scope: !2506, inlinedAt: !2518)
!2518 = distinct !DILocation(line: 1789, column: 14, scope: !2493, inlinedAt: !2503)
!2519 = !DILocation(line: 98, column: 24, scope: !2506, inlinedAt: !2518)
!2520 = !DILocation(line: 98, column: 22, scope: !2506, inlinedAt: !2518)
!2521 = !DILocation(line: 1789, column: 7, scope: !2493, inlinedAt: !2503)
!2522 = !DILocation(line: 1791, column: 12, scope: !2523, inlinedAt: !2503)
!2523 = distinct !DILexicalBlock(scope: !2493, file: !4, line: 1790, column: 2)
!2524 = distinct !{!2524, !2521, !2525, !1273}
!2525 = !DILocation(line: 1794, column: 2, scope: !2493, inlinedAt: !2503)
!2526 = !DILocation(line: 0, scope: !2395, inlinedAt: !2399)
!2527 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2410)
!2528 = distinct !{!2528, !2411, !2529, !1273}
!2529 = !DILocation(line: 1819, column: 2, scope: !2392, inlinedAt: !2399)
!2530 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2384)
!2531 = !DILocation(line: 0, scope: !1947, inlinedAt: !2532)
!2532 = distinct !DILocation(line: 1850, column: 44, scope: !2385)
!2533 = !DILocalVariable(name: "__first", arg: 1, scope: !2534, file: !4, line: 1826, type: !365)
!2534 = distinct !DISubprogram(name: "__unguarded_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt26__unguarded_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1826, type: !1217, scopeLine: 1828, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2535)
!2535 = !{!2533, !2536, !2537, !2538}
!2536 = !DILocalVariable(name: "__last", arg: 2, scope: !2534, file: !4, line: 1827, type: !365)
!2537 = !DILocalVariable(name: "__comp", arg: 3, scope: !2534, file: !4, line: 1827, type: !578)
!2538 = !DILocalVariable(name: "__i", scope: !2539, file: !4, line: 1829, type: !365)
!2539 = distinct !DILexicalBlock(scope: !2534, file: !4, line: 1829, column: 7)
!2540 = !DILocation(line: 0, scope: !2534, inlinedAt: !2541)
!2541 = distinct !DILocation(line: 1850, column: 4, scope: !2385)
!2542 = !DILocation(line: 1827, column: 50, scope: !2534, inlinedAt: !2541)
!2543 = !DILocation(line: 0, scope: !2539, inlinedAt: !2541)
!2544 = !DILocation(line: 0, scope: !1129, inlinedAt: !2545)
!2545 = distinct !DILocation(line: 1829, column: 53, scope: !2546, inlinedAt: !2541)
!2546 = distinct !DILexicalBlock(scope: !2539, file: !4, line: 1829, column: 7)
!2547 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2545)
!2548 = !DILocation(line: 1829, column: 7, scope: !2539, inlinedAt: !2541)
!2549 = !DILocation(line: 0, scope: !2493, inlinedAt: !2550)
!2550 = distinct !DILocation(line: 1830, column: 2, scope: !2546, inlinedAt: !2541)
!2551 = !DILocation(line: 1783, column: 19, scope: !2493, inlinedAt: !2550)
!2552 = !DILocation(line: 1786, column: 10, scope: !2493, inlinedAt: !2550)
!2553 = !DILocation(line: 0, scope: !2506, inlinedAt: !2554)
!2554 = distinct !DILocation(line: 1789, column: 14, scope: !2493, inlinedAt: !2550)
!2555 = !DILocation(line: 98, column: 24, scope: !2506, inlinedAt: !2554)
!2556 = !DILocation(line: 98, column: 22, scope: !2506, inlinedAt: !2554)
!2557 = !DILocation(line: 1789, column: 7, scope: !2493, inlinedAt: !2550)
!2558 = !DILocation(line: 1791, column: 12, scope: !2523, inlinedAt: !2550)
!2559 = distinct !{!2559, !2557, !2560, !1273}
!2560 = !DILocation(line: 1794, column: 2, scope: !2493, inlinedAt: !2550)
!2561 = !DILocation(line: 1795, column: 15, scope: !2493, inlinedAt: !2550)
!2562 = !DILocation(line: 0, scope: !1142, inlinedAt: !2563)
!2563 = distinct !DILocation(line: 1829, column: 64, scope: !2546, inlinedAt: !2541)
!2564 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !2563)
!2565 = distinct !{!2565, !2548, !2566, !1273}
!2566 = !DILocation(line: 1831, column: 46, scope: !2539, inlinedAt: !2541)
!2567 = !DILocation(line: 0, scope: !2387, inlinedAt: !2568)
!2568 = distinct !DILocation(line: 1854, column: 2, scope: !2379)
!2569 = !DILocation(line: 1803, column: 47, scope: !2387, inlinedAt: !2568)
!2570 = !DILocation(line: 0, scope: !2402, inlinedAt: !2571)
!2571 = distinct !DILocation(line: 1805, column: 19, scope: !2407, inlinedAt: !2568)
!2572 = !DILocation(line: 1224, column: 27, scope: !2402, inlinedAt: !2571)
!2573 = !DILocation(line: 1805, column: 11, scope: !2387, inlinedAt: !2568)
!2574 = !DILocation(line: 0, scope: !2392, inlinedAt: !2568)
!2575 = !DILocation(line: 0, scope: !1129, inlinedAt: !2576)
!2576 = distinct !DILocation(line: 1807, column: 57, scope: !2397, inlinedAt: !2568)
!2577 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2576)
!2578 = !DILocation(line: 1807, column: 7, scope: !2392, inlinedAt: !2568)
!2579 = !DILocation(line: 0, scope: !1988, inlinedAt: !2580)
!2580 = distinct !DILocation(line: 1809, column: 8, scope: !2395, inlinedAt: !2568)
!2581 = !DILocation(line: 45, column: 16, scope: !1988, inlinedAt: !2580)
!2582 = !DILocation(line: 45, column: 25, scope: !1988, inlinedAt: !2580)
!2583 = !DILocation(line: 45, column: 23, scope: !1988, inlinedAt: !2580)
!2584 = !DILocation(line: 1809, column: 8, scope: !2396, inlinedAt: !2568)
!2585 = !DILocation(line: 0, scope: !2394, inlinedAt: !2568)
!2586 = !DILocation(line: 0, scope: !1947, inlinedAt: !2587)
!2587 = distinct !DILocation(line: 1813, column: 8, scope: !2394, inlinedAt: !2568)
!2588 = !DILocation(line: 0, scope: !2422, inlinedAt: !2589)
!2589 = distinct !DILocation(line: 1813, column: 8, scope: !2394, inlinedAt: !2568)
!2590 = !DILocation(line: 0, scope: !2434, inlinedAt: !2591)
!2591 = distinct !DILocation(line: 892, column: 14, scope: !2422, inlinedAt: !2589)
!2592 = !DILocation(line: 0, scope: !2445, inlinedAt: !2593)
!2593 = distinct !DILocation(line: 799, column: 3, scope: !2434, inlinedAt: !2591)
!2594 = !DILocation(line: 0, scope: !2457, inlinedAt: !2595)
!2595 = distinct !DILocation(line: 769, column: 14, scope: !2445, inlinedAt: !2593)
!2596 = !DILocation(line: 0, scope: !2464, inlinedAt: !2597)
!2597 = distinct !DILocation(line: 758, column: 14, scope: !2457, inlinedAt: !2595)
!2598 = !DILocation(line: 740, column: 34, scope: !2464, inlinedAt: !2597)
!2599 = !DILocation(line: 741, column: 8, scope: !2491, inlinedAt: !2597)
!2600 = !DILocation(line: 741, column: 8, scope: !2464, inlinedAt: !2597)
!2601 = !DILocation(line: 1144, column: 45, scope: !1947, inlinedAt: !2587)
!2602 = !DILocation(line: 742, column: 33, scope: !2491, inlinedAt: !2597)
!2603 = !DILocation(line: 742, column: 6, scope: !2491, inlinedAt: !2597)
!2604 = !DILocation(line: 0, scope: !2493, inlinedAt: !2605)
!2605 = distinct !DILocation(line: 1817, column: 6, scope: !2395, inlinedAt: !2568)
!2606 = !DILocation(line: 1783, column: 19, scope: !2493, inlinedAt: !2605)
!2607 = !DILocation(line: 0, scope: !2506, inlinedAt: !2608)
!2608 = distinct !DILocation(line: 1789, column: 14, scope: !2493, inlinedAt: !2605)
!2609 = !DILocation(line: 98, column: 24, scope: !2506, inlinedAt: !2608)
!2610 = !DILocation(line: 98, column: 22, scope: !2506, inlinedAt: !2608)
!2611 = !DILocation(line: 1789, column: 7, scope: !2493, inlinedAt: !2605)
!2612 = !DILocation(line: 1791, column: 12, scope: !2523, inlinedAt: !2605)
!2613 = distinct !{!2613, !2611, !2614, !1273}
!2614 = !DILocation(line: 1794, column: 2, scope: !2493, inlinedAt: !2605)
!2615 = !DILocation(line: 0, scope: !2395, inlinedAt: !2568)
!2616 = distinct !{!2616, !2578, !2617, !1273}
!2617 = !DILocation(line: 1819, column: 2, scope: !2392, inlinedAt: !2568)
!2618 = !DILocation(line: 1855, column: 5, scope: !2370)
