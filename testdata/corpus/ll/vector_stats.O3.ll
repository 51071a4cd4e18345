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

$_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_ = comdat any

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
  call void @llvm.dbg.value(metadata i32 %0, metadata !1278, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata i8** %1, metadata !1279, metadata !DIExpression()), !dbg !1290
  %3 = icmp sgt i32 %0, 1, !dbg !1291
  br i1 %3, label %4, label %10, !dbg !1292

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1293
  %6 = load i8*, i8** %5, align 8, !dbg !1293, !tbaa !1127
  call void @llvm.dbg.value(metadata i8* %6, metadata !660, metadata !DIExpression()) #12, !dbg !1294
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #12, !dbg !1296
  %8 = trunc i64 %7 to i32, !dbg !1296
  call void @llvm.dbg.value(metadata i32 %8, metadata !1280, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata double* null, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* null, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* null, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i32 1234, metadata !1282, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata i32 0, metadata !1283, metadata !DIExpression()), !dbg !1297
  %9 = icmp sgt i32 %8, 0, !dbg !1298
  br i1 %9, label %10, label %12, !dbg !1300

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 8000, %2 ]
  br label %125, !dbg !1300

12:                                               ; preds = %174, %4
  %13 = phi double* [ null, %4 ], [ %178, %174 ], !dbg !1290
  %14 = phi double* [ null, %4 ], [ %177, %174 ], !dbg !1290
  call void @llvm.dbg.value(metadata i8* undef, metadata !1301, metadata !DIExpression(DW_OP_deref)), !dbg !1311
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1306, metadata !DIExpression()), !dbg !1311
  call void @llvm.dbg.value(metadata i64 16, metadata !1307, metadata !DIExpression()), !dbg !1311
  call void @llvm.dbg.value(metadata double* null, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* null, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* null, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1313
  %15 = ptrtoint double* %13 to i64, !dbg !1315
  %16 = ptrtoint double* %14 to i64, !dbg !1315
  %17 = sub i64 %15, %16, !dbg !1315
  %18 = ashr exact i64 %17, 3, !dbg !1315
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1316, metadata !DIExpression()), !dbg !1326
  call void @llvm.dbg.value(metadata i64 %18, metadata !1320, metadata !DIExpression()), !dbg !1326
  %19 = icmp ugt i64 %17, 9223372036854775800, !dbg !1328
  br i1 %19, label %20, label %22, !dbg !1330

20:                                               ; preds = %12
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0)) #13
          to label %21 unwind label %289, !dbg !1331

21:                                               ; preds = %20
  unreachable, !dbg !1331

22:                                               ; preds = %12
  %23 = icmp eq i64 %17, 0, !dbg !1332
  br i1 %23, label %29, label %24, !dbg !1333

24:                                               ; preds = %22
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1334
  call void @llvm.dbg.value(metadata i64 0, metadata !1321, metadata !DIExpression()), !dbg !1336
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1337, metadata !DIExpression()), !dbg !1342
  call void @llvm.dbg.value(metadata i64 %18, metadata !1340, metadata !DIExpression()), !dbg !1342
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1346, metadata !DIExpression()), !dbg !1350
  call void @llvm.dbg.value(metadata i64 %18, metadata !1349, metadata !DIExpression()), !dbg !1350
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1352, metadata !DIExpression()), !dbg !1358
  call void @llvm.dbg.value(metadata i64 %18, metadata !1355, metadata !DIExpression()), !dbg !1358
  call void @llvm.dbg.value(metadata i8* null, metadata !1356, metadata !DIExpression()), !dbg !1358
  %25 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %17) #14
          to label %26 unwind label %289, !dbg !1360

26:                                               ; preds = %24
  %27 = bitcast i8* %25 to double*, !dbg !1361
  call void @llvm.dbg.value(metadata double* %27, metadata !1325, metadata !DIExpression()), !dbg !1336
  call void @llvm.dbg.value(metadata double* null, metadata !567, metadata !DIExpression()) #12, !dbg !1362
  call void @llvm.dbg.value(metadata double* null, metadata !568, metadata !DIExpression()) #12, !dbg !1362
  call void @llvm.dbg.value(metadata double* %27, metadata !569, metadata !DIExpression()) #12, !dbg !1362
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1362
  call void @llvm.dbg.value(metadata double* null, metadata !1364, metadata !DIExpression()) #12, !dbg !1371
  call void @llvm.dbg.value(metadata double* null, metadata !1367, metadata !DIExpression()) #12, !dbg !1371
  call void @llvm.dbg.value(metadata double* %27, metadata !1368, metadata !DIExpression()) #12, !dbg !1371
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1369, metadata !DIExpression()) #12, !dbg !1371
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1370, metadata !DIExpression()) #12, !dbg !1373
  call void @llvm.dbg.value(metadata double* null, metadata !1374, metadata !DIExpression()) #12, !dbg !1387
  call void @llvm.dbg.value(metadata double* null, metadata !1380, metadata !DIExpression()) #12, !dbg !1387
  call void @llvm.dbg.value(metadata double* %27, metadata !1381, metadata !DIExpression()) #12, !dbg !1387
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1382, metadata !DIExpression()) #12, !dbg !1387
  call void @llvm.dbg.value(metadata double* null, metadata !1389, metadata !DIExpression()) #12, !dbg !1406
  call void @llvm.dbg.value(metadata double* null, metadata !1400, metadata !DIExpression()) #12, !dbg !1406
  call void @llvm.dbg.value(metadata double* %27, metadata !1401, metadata !DIExpression()) #12, !dbg !1406
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1402, metadata !DIExpression()) #12, !dbg !1406
  call void @llvm.dbg.value(metadata i64 0, metadata !1403, metadata !DIExpression()) #12, !dbg !1406
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()), !dbg !1413
  call void @llvm.dbg.value(metadata double* null, metadata !1411, metadata !DIExpression()), !dbg !1413
  call void @llvm.dbg.value(metadata i64 0, metadata !1412, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1413
  call void @llvm.dbg.value(metadata double* %27, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %27, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  %28 = getelementptr inbounds double, double* %27, i64 %18, !dbg !1415
  call void @llvm.dbg.value(metadata double* %28, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  br label %29, !dbg !1416

29:                                               ; preds = %26, %22
  %30 = phi double* [ null, %22 ], [ %27, %26 ], !dbg !1311
  %31 = phi double* [ null, %22 ], [ %28, %26 ]
  call void @llvm.dbg.value(metadata double* %30, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %30, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i64 0, metadata !1309, metadata !DIExpression()), !dbg !1417
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1308, metadata !DIExpression()), !dbg !1311
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1418
  %32 = icmp eq double* %13, %14, !dbg !1421
  br i1 %32, label %207, label %33, !dbg !1422

33:                                               ; preds = %29, %100
  %34 = phi double* [ %101, %100 ], [ %30, %29 ], !dbg !1311
  %35 = phi double* [ %103, %100 ], [ %14, %29 ]
  %36 = phi double* [ %104, %100 ], [ %13, %29 ]
  %37 = phi double* [ %105, %100 ], [ %30, %29 ]
  %38 = phi double* [ %106, %100 ], [ %14, %29 ]
  %39 = phi double* [ %107, %100 ], [ %13, %29 ]
  %40 = phi double* [ %108, %100 ], [ %30, %29 ]
  %41 = phi double* [ %109, %100 ], [ %31, %29 ]
  %42 = phi double* [ %110, %100 ], [ %30, %29 ]
  %43 = phi i64 [ %57, %100 ], [ 0, %29 ]
  %44 = phi double [ %55, %100 ], [ 0.000000e+00, %29 ]
  call void @llvm.dbg.value(metadata double* %34, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i64 %43, metadata !1309, metadata !DIExpression()), !dbg !1417
  call void @llvm.dbg.value(metadata double %44, metadata !1308, metadata !DIExpression()), !dbg !1311
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1423, metadata !DIExpression()), !dbg !1427
  call void @llvm.dbg.value(metadata i64 %43, metadata !1426, metadata !DIExpression()), !dbg !1427
  %45 = getelementptr inbounds double, double* %38, i64 %43, !dbg !1430
  %46 = load double, double* %45, align 8, !dbg !1431, !tbaa !1098, !noalias !1432
  %47 = fadd double %44, %46, !dbg !1435
  call void @llvm.dbg.value(metadata double %47, metadata !1308, metadata !DIExpression()), !dbg !1311
  %48 = icmp ugt i64 %43, 15, !dbg !1436
  br i1 %48, label %49, label %54, !dbg !1438

49:                                               ; preds = %33
  %50 = add i64 %43, -16, !dbg !1439
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1423, metadata !DIExpression()), !dbg !1440
  call void @llvm.dbg.value(metadata i64 %50, metadata !1426, metadata !DIExpression()), !dbg !1440
  %51 = getelementptr inbounds double, double* %38, i64 %50, !dbg !1442
  %52 = load double, double* %51, align 8, !dbg !1443, !tbaa !1098, !noalias !1432
  %53 = fsub double %47, %52, !dbg !1444
  call void @llvm.dbg.value(metadata double %53, metadata !1308, metadata !DIExpression()), !dbg !1311
  br label %54, !dbg !1445

54:                                               ; preds = %49, %33
  %55 = phi double [ %53, %49 ], [ %47, %33 ], !dbg !1446
  call void @llvm.dbg.value(metadata double %55, metadata !1308, metadata !DIExpression()), !dbg !1311
  %56 = icmp ult i64 %43, 16, !dbg !1447
  %57 = add nuw i64 %43, 1, !dbg !1448
  %58 = select i1 %56, i64 %57, i64 16, !dbg !1448
  %59 = uitofp i64 %58 to double, !dbg !1449
  %60 = fdiv double %55, %59, !dbg !1450
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1451, metadata !DIExpression()), !dbg !1455
  call void @llvm.dbg.value(metadata double* undef, metadata !1454, metadata !DIExpression()), !dbg !1455
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1457, metadata !DIExpression()), !dbg !1468
  call void @llvm.dbg.value(metadata double* undef, metadata !1467, metadata !DIExpression()), !dbg !1468
  %61 = icmp eq double* %42, %41, !dbg !1470
  br i1 %61, label %63, label %62, !dbg !1472

62:                                               ; preds = %54
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1473, metadata !DIExpression()), !dbg !1482
  call void @llvm.dbg.value(metadata double* %42, metadata !1480, metadata !DIExpression()), !dbg !1482
  call void @llvm.dbg.value(metadata double* undef, metadata !1481, metadata !DIExpression()), !dbg !1482
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1485, metadata !DIExpression()), !dbg !1493
  call void @llvm.dbg.value(metadata double* %42, metadata !1491, metadata !DIExpression()), !dbg !1493
  call void @llvm.dbg.value(metadata double* undef, metadata !1492, metadata !DIExpression()), !dbg !1493
  store double %60, double* %42, align 8, !dbg !1495, !tbaa !1098, !noalias !1432
  call void @llvm.dbg.value(metadata double* %42, metadata !1285, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  br label %100, !dbg !1496

63:                                               ; preds = %54
  call void @llvm.dbg.value(metadata double* %42, metadata !1497, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1503, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata double* undef, metadata !1504, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1513, metadata !DIExpression()), !dbg !1519
  call void @llvm.dbg.value(metadata i64 1, metadata !1516, metadata !DIExpression()), !dbg !1519
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), metadata !1517, metadata !DIExpression()), !dbg !1519
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1521
  %64 = ptrtoint double* %41 to i64, !dbg !1524
  %65 = ptrtoint double* %40 to i64, !dbg !1524
  %66 = sub i64 %64, %65, !dbg !1524
  %67 = ashr exact i64 %66, 3, !dbg !1524
  %68 = icmp eq i64 %66, 9223372036854775800, !dbg !1525
  br i1 %68, label %69, label %71, !dbg !1526

69:                                               ; preds = %63
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)) #13
          to label %70 unwind label %118, !dbg !1527, !noalias !1432

70:                                               ; preds = %69
  unreachable, !dbg !1527

71:                                               ; preds = %63
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1528
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1530
  call void @llvm.dbg.value(metadata i64* undef, metadata !1532, metadata !DIExpression()), !dbg !1543
  call void @llvm.dbg.value(metadata i64* undef, metadata !1539, metadata !DIExpression()), !dbg !1543
  %72 = icmp eq i64 %66, 0, !dbg !1545
  %73 = select i1 %72, i64 1, i64 %67, !dbg !1547
  %74 = add nsw i64 %73, %67, !dbg !1548
  call void @llvm.dbg.value(metadata i64 %74, metadata !1518, metadata !DIExpression()), !dbg !1519
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1549
  %75 = icmp ult i64 %74, %67, !dbg !1551
  %76 = icmp ugt i64 %74, 1152921504606846975
  %77 = or i1 %75, %76, !dbg !1552
  %78 = select i1 %77, i64 1152921504606846975, i64 %74, !dbg !1552
  call void @llvm.dbg.value(metadata i64 %78, metadata !1505, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata double* %40, metadata !1506, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata double* %42, metadata !1507, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata i64 %67, metadata !1508, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1337, metadata !DIExpression()), !dbg !1553
  call void @llvm.dbg.value(metadata i64 %78, metadata !1340, metadata !DIExpression()), !dbg !1553
  %79 = icmp eq i64 %78, 0, !dbg !1555
  br i1 %79, label %85, label %80, !dbg !1556

80:                                               ; preds = %71
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1346, metadata !DIExpression()), !dbg !1557
  call void @llvm.dbg.value(metadata i64 %78, metadata !1349, metadata !DIExpression()), !dbg !1557
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1352, metadata !DIExpression()), !dbg !1559
  call void @llvm.dbg.value(metadata i64 %78, metadata !1355, metadata !DIExpression()), !dbg !1559
  call void @llvm.dbg.value(metadata i8* null, metadata !1356, metadata !DIExpression()), !dbg !1559
  %81 = shl nuw nsw i64 %78, 3, !dbg !1561
  %82 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %81) #14
          to label %83 unwind label %116, !dbg !1562, !noalias !1432

83:                                               ; preds = %80
  %84 = bitcast i8* %82 to double*, !dbg !1563
  br label %85, !dbg !1556

85:                                               ; preds = %83, %71
  %86 = phi double* [ %84, %83 ], [ null, %71 ], !dbg !1556
  call void @llvm.dbg.value(metadata double* %86, metadata !1509, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata double* %86, metadata !1510, metadata !DIExpression()), !dbg !1511
  %87 = getelementptr inbounds double, double* %86, i64 %67, !dbg !1564
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1473, metadata !DIExpression()), !dbg !1566
  call void @llvm.dbg.value(metadata double* %87, metadata !1480, metadata !DIExpression()), !dbg !1566
  call void @llvm.dbg.value(metadata double* undef, metadata !1481, metadata !DIExpression()), !dbg !1566
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1485, metadata !DIExpression()), !dbg !1568
  call void @llvm.dbg.value(metadata double* %87, metadata !1491, metadata !DIExpression()), !dbg !1568
  call void @llvm.dbg.value(metadata double* undef, metadata !1492, metadata !DIExpression()), !dbg !1568
  store double %60, double* %87, align 8, !dbg !1570, !tbaa !1098, !noalias !1432
  call void @llvm.dbg.value(metadata double* null, metadata !1510, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata double* %40, metadata !567, metadata !DIExpression()) #12, !dbg !1571
  call void @llvm.dbg.value(metadata double* %42, metadata !568, metadata !DIExpression()) #12, !dbg !1571
  call void @llvm.dbg.value(metadata double* %86, metadata !569, metadata !DIExpression()) #12, !dbg !1571
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1571
  call void @llvm.dbg.value(metadata double* %40, metadata !1364, metadata !DIExpression()) #12, !dbg !1575
  call void @llvm.dbg.value(metadata double* %42, metadata !1367, metadata !DIExpression()) #12, !dbg !1575
  call void @llvm.dbg.value(metadata double* %86, metadata !1368, metadata !DIExpression()) #12, !dbg !1575
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1369, metadata !DIExpression()) #12, !dbg !1575
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1370, metadata !DIExpression()) #12, !dbg !1577
  call void @llvm.dbg.value(metadata double* %40, metadata !1374, metadata !DIExpression()) #12, !dbg !1578
  call void @llvm.dbg.value(metadata double* %42, metadata !1380, metadata !DIExpression()) #12, !dbg !1578
  call void @llvm.dbg.value(metadata double* %86, metadata !1381, metadata !DIExpression()) #12, !dbg !1578
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1382, metadata !DIExpression()) #12, !dbg !1578
  call void @llvm.dbg.value(metadata double* %40, metadata !1389, metadata !DIExpression()) #12, !dbg !1580
  call void @llvm.dbg.value(metadata double* %42, metadata !1400, metadata !DIExpression()) #12, !dbg !1580
  call void @llvm.dbg.value(metadata double* %86, metadata !1401, metadata !DIExpression()) #12, !dbg !1580
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1402, metadata !DIExpression()) #12, !dbg !1580
  call void @llvm.dbg.value(metadata i64 %66, metadata !1403, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1580
  %88 = icmp sgt i64 %66, 0, !dbg !1582
  br i1 %88, label %89, label %92, !dbg !1584

89:                                               ; preds = %85
  %90 = bitcast double* %86 to i8*, !dbg !1585
  %91 = bitcast double* %40 to i8*, !dbg !1585
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %90, i8* align 8 %91, i64 %66, i1 false) #12, !dbg !1585, !noalias !1432
  br label %92, !dbg !1587

92:                                               ; preds = %89, %85
  call void @llvm.dbg.value(metadata i64 %67, metadata !1403, metadata !DIExpression()) #12, !dbg !1580
  call void @llvm.dbg.value(metadata double* %87, metadata !1510, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1511
  call void @llvm.dbg.value(metadata double* %42, metadata !567, metadata !DIExpression()) #12, !dbg !1588
  call void @llvm.dbg.value(metadata double* %42, metadata !568, metadata !DIExpression()) #12, !dbg !1588
  call void @llvm.dbg.value(metadata double* %87, metadata !569, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1588
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1588
  call void @llvm.dbg.value(metadata double* %42, metadata !1364, metadata !DIExpression()) #12, !dbg !1590
  call void @llvm.dbg.value(metadata double* %42, metadata !1367, metadata !DIExpression()) #12, !dbg !1590
  call void @llvm.dbg.value(metadata double* %87, metadata !1368, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1590
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1369, metadata !DIExpression()) #12, !dbg !1590
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1370, metadata !DIExpression()) #12, !dbg !1592
  call void @llvm.dbg.value(metadata double* %42, metadata !1374, metadata !DIExpression()) #12, !dbg !1593
  call void @llvm.dbg.value(metadata double* %42, metadata !1380, metadata !DIExpression()) #12, !dbg !1593
  call void @llvm.dbg.value(metadata double* %87, metadata !1381, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1593
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1382, metadata !DIExpression()) #12, !dbg !1593
  call void @llvm.dbg.value(metadata double* %42, metadata !1389, metadata !DIExpression()) #12, !dbg !1595
  call void @llvm.dbg.value(metadata double* %42, metadata !1400, metadata !DIExpression()) #12, !dbg !1595
  call void @llvm.dbg.value(metadata double* %87, metadata !1401, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1595
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1402, metadata !DIExpression()) #12, !dbg !1595
  call void @llvm.dbg.value(metadata i64 0, metadata !1403, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1595
  call void @llvm.dbg.value(metadata !DIArgList(double* %87, i64 0), metadata !1510, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 8, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shra, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1511
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()), !dbg !1597
  call void @llvm.dbg.value(metadata double* %40, metadata !1411, metadata !DIExpression()), !dbg !1597
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %65), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1597
  %93 = icmp eq double* %40, null, !dbg !1599
  br i1 %93, label %96, label %94, !dbg !1601

94:                                               ; preds = %92
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1602, metadata !DIExpression()), !dbg !1607
  call void @llvm.dbg.value(metadata double* %40, metadata !1605, metadata !DIExpression()), !dbg !1607
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %65), metadata !1606, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1607
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1609, metadata !DIExpression()) #12, !dbg !1614
  call void @llvm.dbg.value(metadata double* %40, metadata !1612, metadata !DIExpression()) #12, !dbg !1614
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %65), metadata !1613, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1614
  %95 = bitcast double* %40 to i8*, !dbg !1616
  tail call void @_ZdlPv(i8* noundef %95) #15, !dbg !1617, !noalias !1432
  br label %96, !dbg !1618

96:                                               ; preds = %94, %92
  %97 = phi double* [ %14, %94 ], [ %35, %92 ], !dbg !1619
  %98 = phi double* [ %13, %94 ], [ %36, %92 ], !dbg !1620
  call void @llvm.dbg.value(metadata i64 0, metadata !1403, metadata !DIExpression()) #12, !dbg !1595
  call void @llvm.dbg.value(metadata double* %87, metadata !1510, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1511
  call void @llvm.dbg.value(metadata double* %86, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %87, metadata !1285, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  %99 = getelementptr inbounds double, double* %86, i64 %78, !dbg !1621
  call void @llvm.dbg.value(metadata double* %99, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  br label %100

100:                                              ; preds = %96, %62
  %101 = phi double* [ %86, %96 ], [ %34, %62 ], !dbg !1311
  %102 = phi double* [ %87, %96 ], [ %42, %62 ]
  %103 = phi double* [ %97, %96 ], [ %35, %62 ]
  %104 = phi double* [ %98, %96 ], [ %36, %62 ]
  %105 = phi double* [ %86, %96 ], [ %37, %62 ]
  %106 = phi double* [ %97, %96 ], [ %38, %62 ], !dbg !1619
  %107 = phi double* [ %98, %96 ], [ %39, %62 ], !dbg !1620
  %108 = phi double* [ %86, %96 ], [ %40, %62 ]
  %109 = phi double* [ %99, %96 ], [ %41, %62 ]
  %110 = getelementptr inbounds double, double* %102, i64 1, !dbg !1622
  call void @llvm.dbg.value(metadata double* %110, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %101, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i64 %57, metadata !1309, metadata !DIExpression()), !dbg !1417
  call void @llvm.dbg.value(metadata double %55, metadata !1308, metadata !DIExpression()), !dbg !1311
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1418
  %111 = ptrtoint double* %107 to i64, !dbg !1623
  %112 = ptrtoint double* %106 to i64, !dbg !1623
  %113 = sub i64 %111, %112, !dbg !1623
  %114 = ashr exact i64 %113, 3, !dbg !1623
  %115 = icmp ult i64 %57, %114, !dbg !1421
  br i1 %115, label %33, label %185, !dbg !1422, !llvm.loop !1624

116:                                              ; preds = %80
  %117 = landingpad { i8*, i32 }
          cleanup, !dbg !1626
  br label %120, !dbg !1626

118:                                              ; preds = %69
  %119 = landingpad { i8*, i32 }
          cleanup, !dbg !1626
  br label %120, !dbg !1626

120:                                              ; preds = %118, %116
  %121 = phi { i8*, i32 } [ %117, %116 ], [ %119, %118 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1627, metadata !DIExpression()) #12, !dbg !1630
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1632, metadata !DIExpression()) #12, !dbg !1635
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()) #12, !dbg !1638
  call void @llvm.dbg.value(metadata double* %37, metadata !1411, metadata !DIExpression()) #12, !dbg !1638
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %37), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1638
  %122 = icmp eq double* %37, null, !dbg !1641
  br i1 %122, label %308, label %123, !dbg !1642

123:                                              ; preds = %120
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1602, metadata !DIExpression()) #12, !dbg !1643
  call void @llvm.dbg.value(metadata double* %37, metadata !1605, metadata !DIExpression()) #12, !dbg !1643
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %37), metadata !1606, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1643
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1609, metadata !DIExpression()) #12, !dbg !1645
  call void @llvm.dbg.value(metadata double* %37, metadata !1612, metadata !DIExpression()) #12, !dbg !1645
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %37), metadata !1613, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1645
  %124 = bitcast double* %37 to i8*, !dbg !1647
  tail call void @_ZdlPv(i8* noundef %124) #15, !dbg !1648, !noalias !1432
  br label %308, !dbg !1649

125:                                              ; preds = %10, %174
  %126 = phi i32 [ %179, %174 ], [ 0, %10 ]
  %127 = phi i32 [ %132, %174 ], [ 1234, %10 ]
  %128 = phi double* [ %177, %174 ], [ null, %10 ]
  %129 = phi double* [ %176, %174 ], [ null, %10 ]
  %130 = phi double* [ %178, %174 ], [ null, %10 ]
  call void @llvm.dbg.value(metadata i32 %126, metadata !1283, metadata !DIExpression()), !dbg !1297
  call void @llvm.dbg.value(metadata i32 %127, metadata !1282, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata double* %128, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %129, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %130, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  %131 = mul i32 %127, 1664525, !dbg !1650
  %132 = add i32 %131, 1013904223, !dbg !1652
  call void @llvm.dbg.value(metadata i32 %132, metadata !1282, metadata !DIExpression()), !dbg !1290
  %133 = lshr i32 %132, 8, !dbg !1653
  %134 = urem i32 %133, 10000, !dbg !1654
  %135 = uitofp i32 %134 to double, !dbg !1655
  %136 = fdiv double %135, 1.000000e+02, !dbg !1656
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1451, metadata !DIExpression()), !dbg !1657
  call void @llvm.dbg.value(metadata double* undef, metadata !1454, metadata !DIExpression()), !dbg !1657
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1457, metadata !DIExpression()), !dbg !1659
  call void @llvm.dbg.value(metadata double* undef, metadata !1467, metadata !DIExpression()), !dbg !1659
  %137 = icmp eq double* %130, %129, !dbg !1661
  br i1 %137, label %139, label %138, !dbg !1662

138:                                              ; preds = %125
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1473, metadata !DIExpression()), !dbg !1663
  call void @llvm.dbg.value(metadata double* %130, metadata !1480, metadata !DIExpression()), !dbg !1663
  call void @llvm.dbg.value(metadata double* undef, metadata !1481, metadata !DIExpression()), !dbg !1663
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1485, metadata !DIExpression()), !dbg !1665
  call void @llvm.dbg.value(metadata double* %130, metadata !1491, metadata !DIExpression()), !dbg !1665
  call void @llvm.dbg.value(metadata double* undef, metadata !1492, metadata !DIExpression()), !dbg !1665
  store double %136, double* %130, align 8, !dbg !1667, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %130, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  br label %174, !dbg !1668

139:                                              ; preds = %125
  call void @llvm.dbg.value(metadata double* %130, metadata !1497, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1503, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata double* undef, metadata !1504, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1513, metadata !DIExpression()), !dbg !1671
  call void @llvm.dbg.value(metadata i64 1, metadata !1516, metadata !DIExpression()), !dbg !1671
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), metadata !1517, metadata !DIExpression()), !dbg !1671
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1673
  %140 = ptrtoint double* %129 to i64, !dbg !1675
  %141 = ptrtoint double* %128 to i64, !dbg !1675
  %142 = sub i64 %140, %141, !dbg !1675
  %143 = ashr exact i64 %142, 3, !dbg !1675
  %144 = icmp eq i64 %142, 9223372036854775800, !dbg !1676
  br i1 %144, label %145, label %147, !dbg !1677

145:                                              ; preds = %139
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)) #13
          to label %146 unwind label %183, !dbg !1678

146:                                              ; preds = %145
  unreachable, !dbg !1678

147:                                              ; preds = %139
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1679
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1681
  call void @llvm.dbg.value(metadata i64* undef, metadata !1532, metadata !DIExpression()), !dbg !1683
  call void @llvm.dbg.value(metadata i64* undef, metadata !1539, metadata !DIExpression()), !dbg !1683
  %148 = icmp eq i64 %142, 0, !dbg !1685
  %149 = select i1 %148, i64 1, i64 %143, !dbg !1686
  %150 = add nsw i64 %149, %143, !dbg !1687
  call void @llvm.dbg.value(metadata i64 %150, metadata !1518, metadata !DIExpression()), !dbg !1671
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1688
  %151 = icmp ult i64 %150, %143, !dbg !1690
  %152 = icmp ugt i64 %150, 1152921504606846975
  %153 = or i1 %151, %152, !dbg !1691
  %154 = select i1 %153, i64 1152921504606846975, i64 %150, !dbg !1691
  call void @llvm.dbg.value(metadata i64 %154, metadata !1505, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata double* %128, metadata !1506, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata double* undef, metadata !1507, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata i64 %143, metadata !1508, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1337, metadata !DIExpression()), !dbg !1692
  call void @llvm.dbg.value(metadata i64 %154, metadata !1340, metadata !DIExpression()), !dbg !1692
  %155 = icmp eq i64 %154, 0, !dbg !1694
  br i1 %155, label %161, label %156, !dbg !1695

156:                                              ; preds = %147
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1346, metadata !DIExpression()), !dbg !1696
  call void @llvm.dbg.value(metadata i64 %154, metadata !1349, metadata !DIExpression()), !dbg !1696
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1352, metadata !DIExpression()), !dbg !1698
  call void @llvm.dbg.value(metadata i64 %154, metadata !1355, metadata !DIExpression()), !dbg !1698
  call void @llvm.dbg.value(metadata i8* null, metadata !1356, metadata !DIExpression()), !dbg !1698
  %157 = shl nuw nsw i64 %154, 3, !dbg !1700
  %158 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %157) #14
          to label %159 unwind label %181, !dbg !1701

159:                                              ; preds = %156
  %160 = bitcast i8* %158 to double*, !dbg !1702
  br label %161, !dbg !1695

161:                                              ; preds = %159, %147
  %162 = phi double* [ %160, %159 ], [ null, %147 ], !dbg !1695
  call void @llvm.dbg.value(metadata double* %162, metadata !1509, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata double* %162, metadata !1510, metadata !DIExpression()), !dbg !1669
  %163 = getelementptr inbounds double, double* %162, i64 %143, !dbg !1703
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1473, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata double* %163, metadata !1480, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata double* undef, metadata !1481, metadata !DIExpression()), !dbg !1704
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1485, metadata !DIExpression()), !dbg !1706
  call void @llvm.dbg.value(metadata double* %163, metadata !1491, metadata !DIExpression()), !dbg !1706
  call void @llvm.dbg.value(metadata double* undef, metadata !1492, metadata !DIExpression()), !dbg !1706
  store double %136, double* %163, align 8, !dbg !1708, !tbaa !1098
  call void @llvm.dbg.value(metadata double* null, metadata !1510, metadata !DIExpression()), !dbg !1669
  call void @llvm.dbg.value(metadata double* %128, metadata !567, metadata !DIExpression()) #12, !dbg !1709
  call void @llvm.dbg.value(metadata double* undef, metadata !568, metadata !DIExpression()) #12, !dbg !1709
  call void @llvm.dbg.value(metadata double* %162, metadata !569, metadata !DIExpression()) #12, !dbg !1709
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1709
  call void @llvm.dbg.value(metadata double* %128, metadata !1364, metadata !DIExpression()) #12, !dbg !1711
  call void @llvm.dbg.value(metadata double* undef, metadata !1367, metadata !DIExpression()) #12, !dbg !1711
  call void @llvm.dbg.value(metadata double* %162, metadata !1368, metadata !DIExpression()) #12, !dbg !1711
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1369, metadata !DIExpression()) #12, !dbg !1711
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1370, metadata !DIExpression()) #12, !dbg !1713
  call void @llvm.dbg.value(metadata double* %128, metadata !1374, metadata !DIExpression()) #12, !dbg !1714
  call void @llvm.dbg.value(metadata double* undef, metadata !1380, metadata !DIExpression()) #12, !dbg !1714
  call void @llvm.dbg.value(metadata double* %162, metadata !1381, metadata !DIExpression()) #12, !dbg !1714
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1382, metadata !DIExpression()) #12, !dbg !1714
  call void @llvm.dbg.value(metadata double* %128, metadata !1389, metadata !DIExpression()) #12, !dbg !1716
  call void @llvm.dbg.value(metadata double* undef, metadata !1400, metadata !DIExpression()) #12, !dbg !1716
  call void @llvm.dbg.value(metadata double* %162, metadata !1401, metadata !DIExpression()) #12, !dbg !1716
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1402, metadata !DIExpression()) #12, !dbg !1716
  call void @llvm.dbg.value(metadata i64 %142, metadata !1403, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1716
  %164 = icmp sgt i64 %142, 0, !dbg !1718
  br i1 %164, label %165, label %168, !dbg !1719

165:                                              ; preds = %161
  %166 = bitcast double* %162 to i8*, !dbg !1720
  %167 = bitcast double* %128 to i8*, !dbg !1720
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %166, i8* align 8 %167, i64 %142, i1 false) #12, !dbg !1720
  br label %168, !dbg !1721

168:                                              ; preds = %165, %161
  call void @llvm.dbg.value(metadata i64 %143, metadata !1403, metadata !DIExpression()) #12, !dbg !1716
  call void @llvm.dbg.value(metadata double* %163, metadata !1510, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1669
  call void @llvm.dbg.value(metadata double* undef, metadata !567, metadata !DIExpression()) #12, !dbg !1722
  call void @llvm.dbg.value(metadata double* undef, metadata !568, metadata !DIExpression()) #12, !dbg !1722
  call void @llvm.dbg.value(metadata double* %163, metadata !569, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1722
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !570, metadata !DIExpression()) #12, !dbg !1722
  call void @llvm.dbg.value(metadata double* undef, metadata !1364, metadata !DIExpression()) #12, !dbg !1724
  call void @llvm.dbg.value(metadata double* undef, metadata !1367, metadata !DIExpression()) #12, !dbg !1724
  call void @llvm.dbg.value(metadata double* %163, metadata !1368, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1724
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1369, metadata !DIExpression()) #12, !dbg !1724
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1370, metadata !DIExpression()) #12, !dbg !1726
  call void @llvm.dbg.value(metadata double* undef, metadata !1374, metadata !DIExpression()) #12, !dbg !1727
  call void @llvm.dbg.value(metadata double* undef, metadata !1380, metadata !DIExpression()) #12, !dbg !1727
  call void @llvm.dbg.value(metadata double* %163, metadata !1381, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1727
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1382, metadata !DIExpression()) #12, !dbg !1727
  call void @llvm.dbg.value(metadata double* undef, metadata !1389, metadata !DIExpression()) #12, !dbg !1729
  call void @llvm.dbg.value(metadata double* undef, metadata !1400, metadata !DIExpression()) #12, !dbg !1729
  call void @llvm.dbg.value(metadata double* %163, metadata !1401, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !1729
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1402, metadata !DIExpression()) #12, !dbg !1729
  call void @llvm.dbg.value(metadata i64 0, metadata !1403, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1729
  call void @llvm.dbg.value(metadata !DIArgList(double* %163, i64 0), metadata !1510, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 8, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shra, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1669
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()), !dbg !1731
  call void @llvm.dbg.value(metadata double* %128, metadata !1411, metadata !DIExpression()), !dbg !1731
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %141), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1731
  %169 = icmp eq double* %128, null, !dbg !1733
  br i1 %169, label %172, label %170, !dbg !1734

170:                                              ; preds = %168
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1602, metadata !DIExpression()), !dbg !1735
  call void @llvm.dbg.value(metadata double* %128, metadata !1605, metadata !DIExpression()), !dbg !1735
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %141), metadata !1606, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1735
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1609, metadata !DIExpression()) #12, !dbg !1737
  call void @llvm.dbg.value(metadata double* %128, metadata !1612, metadata !DIExpression()) #12, !dbg !1737
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %141), metadata !1613, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1737
  %171 = bitcast double* %128 to i8*, !dbg !1739
  tail call void @_ZdlPv(i8* noundef %171) #15, !dbg !1740
  br label %172, !dbg !1741

172:                                              ; preds = %170, %168
  call void @llvm.dbg.value(metadata i64 0, metadata !1403, metadata !DIExpression()) #12, !dbg !1729
  call void @llvm.dbg.value(metadata double* %163, metadata !1510, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1669
  call void @llvm.dbg.value(metadata double* %162, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %163, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  %173 = getelementptr inbounds double, double* %162, i64 %154, !dbg !1742
  call void @llvm.dbg.value(metadata double* %173, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  br label %174

174:                                              ; preds = %172, %138
  %175 = phi double* [ %163, %172 ], [ %130, %138 ]
  %176 = phi double* [ %173, %172 ], [ %129, %138 ], !dbg !1290
  %177 = phi double* [ %162, %172 ], [ %128, %138 ], !dbg !1290
  %178 = getelementptr inbounds double, double* %175, i64 1, !dbg !1743
  call void @llvm.dbg.value(metadata double* %177, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %176, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %178, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  %179 = add nuw nsw i32 %126, 1, !dbg !1744
  call void @llvm.dbg.value(metadata double* %177, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %176, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %178, metadata !1281, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata i32 %179, metadata !1283, metadata !DIExpression()), !dbg !1297
  call void @llvm.dbg.value(metadata i32 %132, metadata !1282, metadata !DIExpression()), !dbg !1290
  %180 = icmp eq i32 %179, %11, !dbg !1298
  br i1 %180, label %12, label %125, !dbg !1300, !llvm.loop !1745

181:                                              ; preds = %156
  %182 = landingpad { i8*, i32 }
          cleanup, !dbg !1747
  br label %308, !dbg !1747

183:                                              ; preds = %145
  %184 = landingpad { i8*, i32 }
          cleanup, !dbg !1747
  br label %308, !dbg !1747

185:                                              ; preds = %100
  call void @llvm.dbg.value(metadata double* %110, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %101, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1065, metadata !DIExpression()), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1084, metadata !DIExpression()), !dbg !1750
  call void @llvm.dbg.value(metadata i64 0, metadata !1087, metadata !DIExpression()), !dbg !1750
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1748
  %186 = load double, double* %14, align 8, !dbg !1752, !tbaa !1098, !noalias !1753
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1084, metadata !DIExpression()), !dbg !1756
  call void @llvm.dbg.value(metadata i64 0, metadata !1087, metadata !DIExpression()), !dbg !1756
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1067, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata double* %13, metadata !1070, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1759
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1759
  call void @llvm.dbg.value(metadata double* %14, metadata !1069, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata double %186, metadata !1071, metadata !DIExpression()), !dbg !1761
  %187 = fadd double %186, 0.000000e+00, !dbg !1762
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1763
  %188 = getelementptr inbounds double, double* %14, i64 1, !dbg !1765
  call void @llvm.dbg.value(metadata double* %188, metadata !1069, metadata !DIExpression()), !dbg !1758
  %189 = icmp eq double* %188, %13, !dbg !1766
  br i1 %189, label %190, label %200, !dbg !1767, !llvm.loop !1768

190:                                              ; preds = %185
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1771
  %191 = uitofp i64 %18 to double, !dbg !1773
  %192 = fdiv double %187, %191, !dbg !1774
  call void @llvm.dbg.value(metadata double %197, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %197, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1073, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double* %13, metadata !1076, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata double* %14, metadata !1075, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double %186, metadata !1077, metadata !DIExpression()), !dbg !1778
  %193 = fsub double %186, %192, !dbg !1779
  %194 = tail call double @llvm.fmuladd.f64(double %193, double %193, double 0.000000e+00), !dbg !1780
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1781
  call void @llvm.dbg.value(metadata double* %188, metadata !1075, metadata !DIExpression()), !dbg !1775
  br label %213, !dbg !1783

195:                                              ; preds = %200
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1771
  %196 = uitofp i64 %18 to double, !dbg !1773
  %197 = fdiv double %204, %196, !dbg !1774
  call void @llvm.dbg.value(metadata double %197, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %197, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1073, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double* %13, metadata !1076, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata double* %14, metadata !1075, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double %186, metadata !1077, metadata !DIExpression()), !dbg !1778
  %198 = fsub double %186, %197, !dbg !1779
  %199 = tail call double @llvm.fmuladd.f64(double %198, double %198, double 0.000000e+00), !dbg !1780
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1781
  call void @llvm.dbg.value(metadata double* %188, metadata !1075, metadata !DIExpression()), !dbg !1775
  br i1 %189, label %213, label %224, !dbg !1783, !llvm.loop !1784

200:                                              ; preds = %185, %200
  %201 = phi double* [ %205, %200 ], [ %188, %185 ]
  %202 = phi double [ %204, %200 ], [ %187, %185 ]
  %203 = load double, double* %201, align 8, !dbg !1787, !tbaa !1098, !noalias !1753
  call void @llvm.dbg.value(metadata double* %201, metadata !1069, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata double %203, metadata !1071, metadata !DIExpression()), !dbg !1761
  %204 = fadd double %203, %202, !dbg !1762
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1763
  %205 = getelementptr inbounds double, double* %201, i64 1, !dbg !1765
  call void @llvm.dbg.value(metadata double* %205, metadata !1069, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1759
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1759
  %206 = icmp eq double* %205, %13, !dbg !1766
  br i1 %206, label %195, label %200, !dbg !1767, !llvm.loop !1768

207:                                              ; preds = %29
  call void @llvm.dbg.value(metadata double* %110, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %101, metadata !1285, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1065, metadata !DIExpression()), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1084, metadata !DIExpression()), !dbg !1750
  call void @llvm.dbg.value(metadata i64 0, metadata !1087, metadata !DIExpression()), !dbg !1750
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1748
  %208 = load double, double* %13, align 8, !dbg !1752, !tbaa !1098, !noalias !1788
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1084, metadata !DIExpression()), !dbg !1756
  call void @llvm.dbg.value(metadata i64 0, metadata !1087, metadata !DIExpression()), !dbg !1756
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1067, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata double* undef, metadata !1070, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata double* %14, metadata !1069, metadata !DIExpression()), !dbg !1758
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1759
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1759
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1771
  %209 = uitofp i64 %18 to double, !dbg !1773
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1073, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double* undef, metadata !1076, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double* %14, metadata !1075, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata double undef, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double undef, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1790
  %210 = insertelement <2 x double> poison, double %209, i64 0, !dbg !1792
  %211 = fdiv <2 x double> <double 0.000000e+00, double poison>, %210, !dbg !1792
  %212 = shufflevector <2 x double> %211, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !1792
  call void @llvm.dbg.value(metadata double undef, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double undef, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double* %14, metadata !1079, metadata !DIExpression()), !dbg !1793
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1794
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1794
  br label %261, !dbg !1796

213:                                              ; preds = %195, %190
  %214 = phi double [ %192, %190 ], [ %197, %195 ]
  %215 = phi double [ %191, %190 ], [ %196, %195 ]
  %216 = phi double [ %194, %190 ], [ %199, %195 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1790
  %217 = fdiv double %216, %215, !dbg !1792
  call void @llvm.dbg.value(metadata double %221, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %221, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1797
  call void @llvm.dbg.value(metadata double* %188, metadata !1079, metadata !DIExpression()), !dbg !1793
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1794
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1794
  %218 = insertelement <2 x double> poison, double %217, i64 0
  %219 = insertelement <2 x double> %218, double %214, i64 1
  br label %235, !dbg !1796

220:                                              ; preds = %224
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1790
  %221 = fdiv double %229, %196, !dbg !1792
  call void @llvm.dbg.value(metadata double %221, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %221, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %186, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %186, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1797
  call void @llvm.dbg.value(metadata double* %188, metadata !1079, metadata !DIExpression()), !dbg !1793
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1794
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1794
  %222 = insertelement <2 x double> poison, double %197, i64 1
  %223 = insertelement <2 x double> %222, double %221, i64 0
  br i1 %189, label %235, label %243, !dbg !1796, !llvm.loop !1799

224:                                              ; preds = %195, %224
  %225 = phi double* [ %230, %224 ], [ %188, %195 ]
  %226 = phi double [ %229, %224 ], [ %199, %195 ]
  %227 = load double, double* %225, align 8, !dbg !1801, !tbaa !1098, !noalias !1753
  call void @llvm.dbg.value(metadata double* %225, metadata !1075, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double %227, metadata !1077, metadata !DIExpression()), !dbg !1778
  %228 = fsub double %227, %197, !dbg !1779
  %229 = tail call double @llvm.fmuladd.f64(double %228, double %228, double %226), !dbg !1780
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1781
  %230 = getelementptr inbounds double, double* %225, i64 1, !dbg !1802
  call void @llvm.dbg.value(metadata double* %230, metadata !1075, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1776
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1776
  %231 = icmp eq double* %230, %13, !dbg !1803
  br i1 %231, label %220, label %224, !dbg !1783, !llvm.loop !1784

232:                                              ; preds = %243
  %233 = insertelement <2 x double> poison, double %221, i64 0
  %234 = insertelement <2 x double> %233, double %197, i64 1
  br label %235, !dbg !1804

235:                                              ; preds = %232, %220, %213
  %236 = phi double [ %186, %220 ], [ %186, %213 ], [ %256, %232 ], !dbg !1808
  %237 = phi double [ %186, %220 ], [ %186, %213 ], [ %258, %232 ], !dbg !1809
  %238 = phi <2 x double> [ %223, %220 ], [ %219, %213 ], [ %234, %232 ]
  call void @llvm.dbg.value(metadata double* %14, metadata !1206, metadata !DIExpression()), !dbg !1810
  call void @llvm.dbg.value(metadata double* %13, metadata !1211, metadata !DIExpression()), !dbg !1810
  call void @llvm.dbg.value(metadata double* %14, metadata !1215, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.value(metadata double* %13, metadata !1220, metadata !DIExpression()), !dbg !1811
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1221, metadata !DIExpression()), !dbg !1812
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1813
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1813
  call void @llvm.dbg.value(metadata i64 %18, metadata !1229, metadata !DIExpression()) #12, !dbg !1815
  %239 = tail call i64 @llvm.ctlz.i64(i64 %18, i1 true) #12, !dbg !1804, !range !1237
  %240 = shl nuw nsw i64 %239, 1, !dbg !1816
  %241 = xor i64 %240, 126, !dbg !1816
  invoke void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* nonnull %14, double* %13, i64 noundef %241)
          to label %242 unwind label %291, !dbg !1817

242:                                              ; preds = %235
  invoke void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* nonnull %14, double* %13)
          to label %261 unwind label %291, !dbg !1818

243:                                              ; preds = %220, %243
  %244 = phi double* [ %259, %243 ], [ %188, %220 ]
  %245 = phi double [ %258, %243 ], [ %186, %220 ]
  %246 = phi i1 [ %257, %243 ], [ false, %220 ]
  %247 = phi double [ %256, %243 ], [ %186, %220 ]
  %248 = phi i1 [ %255, %243 ], [ false, %220 ]
  %249 = phi double [ %252, %243 ], [ %186, %220 ]
  %250 = phi double [ %253, %243 ], [ %186, %220 ]
  %251 = phi double [ %254, %243 ], [ %186, %220 ]
  %252 = select i1 %246, double %251, double %249, !dbg !1809
  %253 = select i1 %248, double %251, double %250, !dbg !1808
  %254 = load double, double* %244, align 8, !dbg !1819, !tbaa !1098, !noalias !1753
  call void @llvm.dbg.value(metadata double %247, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %247, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %245, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %245, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double* %244, metadata !1079, metadata !DIExpression()), !dbg !1793
  %255 = fcmp olt double %254, %253, !dbg !1820
  %256 = select i1 %255, double %254, double %247, !dbg !1808
  call void @llvm.dbg.value(metadata double %256, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %256, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  %257 = fcmp ogt double %254, %252, !dbg !1821
  %258 = select i1 %257, double %254, double %245, !dbg !1809
  call void @llvm.dbg.value(metadata double %258, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %258, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !1797
  %259 = getelementptr inbounds double, double* %244, i64 1, !dbg !1822
  call void @llvm.dbg.value(metadata double* %259, metadata !1079, metadata !DIExpression()), !dbg !1793
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1794
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1794
  %260 = icmp eq double* %259, %13, !dbg !1823
  br i1 %260, label %232, label %243, !dbg !1796, !llvm.loop !1799

261:                                              ; preds = %207, %242
  %262 = phi double* [ %30, %207 ], [ %110, %242 ]
  %263 = phi double* [ %30, %207 ], [ %101, %242 ]
  %264 = phi double [ %208, %207 ], [ %237, %242 ], !dbg !1748
  %265 = phi double [ %208, %207 ], [ %236, %242 ], !dbg !1748
  %266 = phi i64 [ %16, %207 ], [ %15, %242 ], !dbg !1824
  %267 = phi <2 x double> [ %212, %207 ], [ %238, %242 ], !dbg !1792
  call void @llvm.dbg.value(metadata double %265, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %265, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %264, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double %264, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double undef, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double undef, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double undef, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double undef, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1826
  %268 = sub i64 %266, %16, !dbg !1824
  %269 = ashr exact i64 %268, 3, !dbg !1824
  %270 = lshr i64 %269, 1, !dbg !1827
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1084, metadata !DIExpression()), !dbg !1828
  call void @llvm.dbg.value(metadata i64 %270, metadata !1087, metadata !DIExpression()), !dbg !1828
  %271 = getelementptr inbounds double, double* %14, i64 %270, !dbg !1830
  %272 = load double, double* %271, align 8, !dbg !1831, !tbaa !1098, !noalias !1753
  call void @llvm.dbg.value(metadata double %272, metadata !1286, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !1290
  call void @llvm.dbg.value(metadata double %272, metadata !1066, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !1748
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1287, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1832
  %273 = ptrtoint double* %262 to i64, !dbg !1834
  %274 = ptrtoint double* %263 to i64, !dbg !1834
  %275 = sub i64 %273, %274, !dbg !1834
  %276 = ashr exact i64 %275, 3, !dbg !1834
  call void @llvm.dbg.value(metadata i64 %276, metadata !1288, metadata !DIExpression(DW_OP_constu, 100, DW_OP_minus, DW_OP_stack_value)), !dbg !1835
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1836
  %277 = icmp ugt i64 %275, 792, !dbg !1839
  br i1 %277, label %278, label %280, !dbg !1840

278:                                              ; preds = %261
  %279 = add nsw i64 %276, -100, !dbg !1841
  call void @llvm.dbg.value(metadata i64 %279, metadata !1288, metadata !DIExpression()), !dbg !1835
  br label %296, !dbg !1840

280:                                              ; preds = %261
  %281 = extractelement <2 x double> %267, i64 0, !dbg !1842
  %282 = extractelement <2 x double> %267, i64 1, !dbg !1842
  %283 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str, i64 0, i64 0), double noundef %282, double noundef %281, double noundef %265, double noundef %264, double noundef %272, double noundef 0.000000e+00), !dbg !1842
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1627, metadata !DIExpression()) #12, !dbg !1843
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1632, metadata !DIExpression()) #12, !dbg !1845
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()) #12, !dbg !1847
  call void @llvm.dbg.value(metadata double* %101, metadata !1411, metadata !DIExpression()) #12, !dbg !1847
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1847
  %284 = icmp eq double* %263, null, !dbg !1849
  br i1 %284, label %287, label %285, !dbg !1850

285:                                              ; preds = %304, %280
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1602, metadata !DIExpression()) #12, !dbg !1851
  call void @llvm.dbg.value(metadata double* %101, metadata !1605, metadata !DIExpression()) #12, !dbg !1851
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1606, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1851
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1609, metadata !DIExpression()) #12, !dbg !1853
  call void @llvm.dbg.value(metadata double* %101, metadata !1612, metadata !DIExpression()) #12, !dbg !1853
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1613, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1853
  %286 = bitcast double* %263 to i8*, !dbg !1855
  tail call void @_ZdlPv(i8* noundef %286) #15, !dbg !1856
  br label %287, !dbg !1857

287:                                              ; preds = %280, %285
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1627, metadata !DIExpression()) #12, !dbg !1858
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1632, metadata !DIExpression()) #12, !dbg !1860
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()) #12, !dbg !1862
  call void @llvm.dbg.value(metadata double* %14, metadata !1411, metadata !DIExpression()) #12, !dbg !1862
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %14), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1862
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1602, metadata !DIExpression()) #12, !dbg !1864
  call void @llvm.dbg.value(metadata double* %14, metadata !1605, metadata !DIExpression()) #12, !dbg !1864
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %14), metadata !1606, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1864
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1609, metadata !DIExpression()) #12, !dbg !1866
  call void @llvm.dbg.value(metadata double* %14, metadata !1612, metadata !DIExpression()) #12, !dbg !1866
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %14), metadata !1613, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1866
  %288 = bitcast double* %14 to i8*, !dbg !1868
  tail call void @_ZdlPv(i8* noundef %288) #15, !dbg !1869
  ret i32 0, !dbg !1870

289:                                              ; preds = %24, %20
  %290 = landingpad { i8*, i32 }
          cleanup, !dbg !1870
  br label %308, !dbg !1870

291:                                              ; preds = %242, %235
  %292 = landingpad { i8*, i32 }
          cleanup, !dbg !1870
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1627, metadata !DIExpression()) #12, !dbg !1871
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1632, metadata !DIExpression()) #12, !dbg !1873
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()) #12, !dbg !1875
  call void @llvm.dbg.value(metadata double* %101, metadata !1411, metadata !DIExpression()) #12, !dbg !1875
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1875
  %293 = icmp eq double* %101, null, !dbg !1877
  br i1 %293, label %308, label %294, !dbg !1878

294:                                              ; preds = %291
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1602, metadata !DIExpression()) #12, !dbg !1879
  call void @llvm.dbg.value(metadata double* %101, metadata !1605, metadata !DIExpression()) #12, !dbg !1879
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1606, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1879
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1609, metadata !DIExpression()) #12, !dbg !1881
  call void @llvm.dbg.value(metadata double* %101, metadata !1612, metadata !DIExpression()) #12, !dbg !1881
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1613, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1881
  %295 = bitcast double* %101 to i8*, !dbg !1883
  tail call void @_ZdlPv(i8* noundef %295) #15, !dbg !1884
  br label %308, !dbg !1885

296:                                              ; preds = %278, %296
  %297 = phi i64 [ %302, %296 ], [ %279, %278 ]
  %298 = phi double [ %301, %296 ], [ 0.000000e+00, %278 ]
  call void @llvm.dbg.value(metadata i64 %297, metadata !1288, metadata !DIExpression()), !dbg !1835
  call void @llvm.dbg.value(metadata double %298, metadata !1287, metadata !DIExpression()), !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1084, metadata !DIExpression()), !dbg !1886
  call void @llvm.dbg.value(metadata i64 %297, metadata !1087, metadata !DIExpression()), !dbg !1886
  %299 = getelementptr inbounds double, double* %263, i64 %297, !dbg !1888
  %300 = load double, double* %299, align 8, !dbg !1889, !tbaa !1098
  %301 = fadd double %298, %300, !dbg !1890
  call void @llvm.dbg.value(metadata double %301, metadata !1287, metadata !DIExpression()), !dbg !1290
  %302 = add nuw nsw i64 %297, 1, !dbg !1891
  call void @llvm.dbg.value(metadata i64 %302, metadata !1288, metadata !DIExpression()), !dbg !1835
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1150, metadata !DIExpression()), !dbg !1836
  %303 = icmp ult i64 %302, %276, !dbg !1839
  br i1 %303, label %296, label %304, !dbg !1840, !llvm.loop !1892

304:                                              ; preds = %296
  %305 = extractelement <2 x double> %267, i64 0, !dbg !1842
  %306 = extractelement <2 x double> %267, i64 1, !dbg !1842
  %307 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str, i64 0, i64 0), double noundef %306, double noundef %305, double noundef %265, double noundef %264, double noundef %272, double noundef %301), !dbg !1842
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1627, metadata !DIExpression()) #12, !dbg !1843
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1632, metadata !DIExpression()) #12, !dbg !1845
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()) #12, !dbg !1847
  call void @llvm.dbg.value(metadata double* %101, metadata !1411, metadata !DIExpression()) #12, !dbg !1847
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1847
  br label %285, !dbg !1850

308:                                              ; preds = %181, %183, %120, %123, %289, %291, %294
  %309 = phi double* [ %14, %289 ], [ %14, %123 ], [ %14, %120 ], [ %14, %291 ], [ %14, %294 ], [ %128, %181 ], [ %128, %183 ]
  %310 = phi { i8*, i32 } [ %290, %289 ], [ %121, %123 ], [ %121, %120 ], [ %292, %291 ], [ %292, %294 ], [ %182, %181 ], [ %184, %183 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1627, metadata !DIExpression()) #12, !dbg !1894
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1632, metadata !DIExpression()) #12, !dbg !1896
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1408, metadata !DIExpression()) #12, !dbg !1898
  call void @llvm.dbg.value(metadata double* %309, metadata !1411, metadata !DIExpression()) #12, !dbg !1898
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %309), metadata !1412, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1898
  %311 = icmp eq double* %309, null, !dbg !1900
  br i1 %311, label %314, label %312, !dbg !1901

312:                                              ; preds = %308
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1602, metadata !DIExpression()) #12, !dbg !1902
  call void @llvm.dbg.value(metadata double* %309, metadata !1605, metadata !DIExpression()) #12, !dbg !1902
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %309), metadata !1606, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1902
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1609, metadata !DIExpression()) #12, !dbg !1904
  call void @llvm.dbg.value(metadata double* %309, metadata !1612, metadata !DIExpression()) #12, !dbg !1904
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %309), metadata !1613, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !1904
  %313 = bitcast double* %309 to i8*, !dbg !1906
  tail call void @_ZdlPv(i8* noundef %313) #15, !dbg !1907
  br label %314, !dbg !1908

314:                                              ; preds = %308, %312
  resume { i8*, i32 } %310, !dbg !1870
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
define linkonce_odr dso_local void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* %0, double* %1, i64 noundef %2) local_unnamed_addr #0 comdat !dbg !1909 {
  %4 = alloca %"struct.__gnu_cxx::__ops::_Iter_less_iter", align 1
  call void @llvm.dbg.value(metadata double* %0, metadata !1913, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata double* %1, metadata !1914, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata i64 %2, metadata !1915, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1916, metadata !DIExpression()), !dbg !1922
  %5 = ptrtoint double* %0 to i64
  call void @llvm.dbg.value(metadata double* %1, metadata !1914, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata i64 %2, metadata !1915, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !1929
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !1929
  %6 = ptrtoint double* %1 to i64, !dbg !1931
  %7 = sub i64 %6, %5, !dbg !1931
  %8 = icmp sgt i64 %7, 128, !dbg !1932
  br i1 %8, label %9, label %124, !dbg !1933

9:                                                ; preds = %3
  %10 = getelementptr inbounds double, double* %0, i64 1
  br label %11, !dbg !1933

11:                                               ; preds = %9, %120
  %12 = phi i64 [ %7, %9 ], [ %122, %120 ]
  %13 = phi i64 [ %2, %9 ], [ %77, %120 ]
  %14 = phi double* [ %1, %9 ], [ %108, %120 ]
  call void @llvm.dbg.value(metadata i64 %13, metadata !1915, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata double* %14, metadata !1914, metadata !DIExpression()), !dbg !1921
  %15 = icmp eq i64 %13, 0, !dbg !1934
  br i1 %15, label %16, label %75, !dbg !1936

16:                                               ; preds = %11
  call void @llvm.dbg.value(metadata double* %0, metadata !1937, metadata !DIExpression()), !dbg !1945
  call void @llvm.dbg.value(metadata double* %14, metadata !1942, metadata !DIExpression()), !dbg !1945
  call void @llvm.dbg.value(metadata double* %14, metadata !1943, metadata !DIExpression()), !dbg !1945
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1944, metadata !DIExpression()), !dbg !1948
  %17 = getelementptr inbounds %"struct.__gnu_cxx::__ops::_Iter_less_iter", %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %4, i64 0, i32 0, !dbg !1949
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %17), !dbg !1949
  call void @llvm.dbg.value(metadata double* %0, metadata !1952, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.value(metadata double* %14, metadata !1953, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.value(metadata double* %14, metadata !1954, metadata !DIExpression()), !dbg !1949
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %4, metadata !1955, metadata !DIExpression()), !dbg !1959
  call void @_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_(double* %0, double* %14, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %4), !dbg !1960
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1961, metadata !DIExpression()), !dbg !1965
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1964, metadata !DIExpression()), !dbg !1965
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %17), !dbg !1968
  call void @llvm.dbg.value(metadata double* %0, metadata !1969, metadata !DIExpression()), !dbg !1976
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1975, metadata !DIExpression()), !dbg !1976
  call void @llvm.dbg.value(metadata double* %14, metadata !1974, metadata !DIExpression()), !dbg !1976
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !1978
  br label %18, !dbg !1980

18:                                               ; preds = %16, %71
  %19 = phi double* [ %20, %71 ], [ %14, %16 ]
  call void @llvm.dbg.value(metadata double* %19, metadata !1974, metadata !DIExpression()), !dbg !1976
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1981, metadata !DIExpression()), !dbg !1984
  %20 = getelementptr inbounds double, double* %19, i64 -1, !dbg !1987
  call void @llvm.dbg.value(metadata double* %20, metadata !1974, metadata !DIExpression()), !dbg !1976
  call void @llvm.dbg.value(metadata double* %0, metadata !582, metadata !DIExpression()), !dbg !1988
  call void @llvm.dbg.value(metadata double* %20, metadata !583, metadata !DIExpression()), !dbg !1988
  call void @llvm.dbg.value(metadata double* %20, metadata !584, metadata !DIExpression()), !dbg !1988
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !585, metadata !DIExpression()), !dbg !1988
  %21 = load double, double* %20, align 8, !dbg !1990, !tbaa !1098
  call void @llvm.dbg.value(metadata double %21, metadata !586, metadata !DIExpression()), !dbg !1988
  %22 = load double, double* %0, align 8, !dbg !1991, !tbaa !1098
  store double %22, double* %20, align 8, !dbg !1992, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !1993
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !1993
  %23 = ptrtoint double* %20 to i64, !dbg !1995
  %24 = sub i64 %23, %5, !dbg !1995
  %25 = ashr exact i64 %24, 3, !dbg !1995
  call void @llvm.dbg.declare(metadata i8* undef, metadata !1996, metadata !DIExpression()), !dbg !2011
  call void @llvm.dbg.value(metadata double* %0, metadata !2001, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata i64 0, metadata !2002, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata i64 %25, metadata !2003, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata double %21, metadata !2004, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2005, metadata !DIExpression()), !dbg !2014
  call void @llvm.dbg.value(metadata i64 0, metadata !2006, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata i64 0, metadata !2008, metadata !DIExpression()), !dbg !2013
  %26 = add nsw i64 %25, -1
  %27 = sdiv i64 %26, 2
  %28 = icmp sgt i64 %24, 16, !dbg !2015
  br i1 %28, label %29, label %44, !dbg !2016

29:                                               ; preds = %18, %29
  %30 = phi i64 [ %39, %29 ], [ 0, %18 ]
  call void @llvm.dbg.value(metadata i64 %30, metadata !2002, metadata !DIExpression()), !dbg !2013
  %31 = shl i64 %30, 1, !dbg !2017
  %32 = add i64 %31, 2, !dbg !2017
  call void @llvm.dbg.value(metadata i64 %32, metadata !2008, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2024
  call void @llvm.dbg.value(metadata i64 %32, metadata !2022, metadata !DIExpression()), !dbg !2024
  %33 = getelementptr inbounds double, double* %0, i64 %32, !dbg !2027
  %34 = or i64 %31, 1, !dbg !2028
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2029
  call void @llvm.dbg.value(metadata i64 %34, metadata !2022, metadata !DIExpression()), !dbg !2029
  %35 = getelementptr inbounds double, double* %0, i64 %34, !dbg !2031
  call void @llvm.dbg.value(metadata double* %33, metadata !2032, metadata !DIExpression()), !dbg !2046
  call void @llvm.dbg.value(metadata double* %35, metadata !2045, metadata !DIExpression()), !dbg !2046
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2046
  %36 = load double, double* %33, align 8, !dbg !2048, !tbaa !1098
  %37 = load double, double* %35, align 8, !dbg !2049, !tbaa !1098
  %38 = fcmp olt double %36, %37, !dbg !2050
  %39 = select i1 %38, i64 %34, i64 %32, !dbg !2051
  call void @llvm.dbg.value(metadata i64 %39, metadata !2008, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2052
  call void @llvm.dbg.value(metadata i64 %39, metadata !2022, metadata !DIExpression()), !dbg !2052
  %40 = getelementptr inbounds double, double* %0, i64 %39, !dbg !2054
  %41 = load double, double* %40, align 8, !dbg !2055, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2056
  call void @llvm.dbg.value(metadata i64 %30, metadata !2022, metadata !DIExpression()), !dbg !2056
  %42 = getelementptr inbounds double, double* %0, i64 %30, !dbg !2058
  store double %41, double* %42, align 8, !dbg !2059, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %39, metadata !2002, metadata !DIExpression()), !dbg !2013
  %43 = icmp slt i64 %39, %27, !dbg !2015
  br i1 %43, label %29, label %44, !dbg !2016, !llvm.loop !2060

44:                                               ; preds = %29, %18
  %45 = phi i64 [ 0, %18 ], [ %39, %29 ]
  %46 = and i64 %24, 8, !dbg !2062
  %47 = icmp eq i64 %46, 0, !dbg !2062
  br i1 %47, label %48, label %58, !dbg !2064

48:                                               ; preds = %44
  %49 = add nsw i64 %25, -2, !dbg !2065
  %50 = sdiv i64 %49, 2, !dbg !2066
  %51 = icmp eq i64 %45, %50, !dbg !2067
  br i1 %51, label %52, label %58, !dbg !2068

52:                                               ; preds = %48
  %53 = shl i64 %45, 1, !dbg !2069
  call void @llvm.dbg.value(metadata i64 %53, metadata !2008, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !2013
  %54 = or i64 %53, 1, !dbg !2071
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2072
  call void @llvm.dbg.value(metadata i64 %54, metadata !2022, metadata !DIExpression()), !dbg !2072
  %55 = getelementptr inbounds double, double* %0, i64 %54, !dbg !2074
  %56 = load double, double* %55, align 8, !dbg !2071, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2075
  call void @llvm.dbg.value(metadata i64 %45, metadata !2022, metadata !DIExpression()), !dbg !2075
  %57 = getelementptr inbounds double, double* %0, i64 %45, !dbg !2077
  store double %56, double* %57, align 8, !dbg !2078, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %54, metadata !2002, metadata !DIExpression()), !dbg !2013
  br label %58, !dbg !2079

58:                                               ; preds = %52, %48, %44
  %59 = phi i64 [ %54, %52 ], [ %45, %48 ], [ %45, %44 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !2002, metadata !DIExpression()), !dbg !2013
  call void @llvm.dbg.value(metadata double* %0, metadata !2080, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata i64 %59, metadata !2086, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata i64 0, metadata !2087, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata double %21, metadata !2088, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2089, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata i64 %59, metadata !2090, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2093
  %60 = icmp sgt i64 %59, 0, !dbg !2095
  br i1 %60, label %61, label %71, !dbg !2096

61:                                               ; preds = %58, %68
  %62 = phi i64 [ %64, %68 ], [ %59, %58 ]
  %63 = add nsw i64 %62, -1, !dbg !2093
  %64 = lshr i64 %63, 1, !dbg !2093
  call void @llvm.dbg.value(metadata i64 %62, metadata !2086, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2097
  call void @llvm.dbg.value(metadata i64 %64, metadata !2022, metadata !DIExpression()), !dbg !2097
  %65 = getelementptr inbounds double, double* %0, i64 %64, !dbg !2099
  call void @llvm.dbg.value(metadata double* %65, metadata !2100, metadata !DIExpression()), !dbg !2113
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2110, metadata !DIExpression()), !dbg !2113
  call void @llvm.dbg.value(metadata double* undef, metadata !2112, metadata !DIExpression()), !dbg !2113
  %66 = load double, double* %65, align 8, !dbg !2115, !tbaa !1098
  %67 = fcmp olt double %66, %21, !dbg !2116
  br i1 %67, label %68, label %71, !dbg !2117

68:                                               ; preds = %61
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata i64 %64, metadata !2022, metadata !DIExpression()), !dbg !2118
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2121
  call void @llvm.dbg.value(metadata i64 %62, metadata !2022, metadata !DIExpression()), !dbg !2121
  %69 = getelementptr inbounds double, double* %0, i64 %62, !dbg !2123
  store double %66, double* %69, align 8, !dbg !2124, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %64, metadata !2086, metadata !DIExpression()), !dbg !2093
  call void @llvm.dbg.value(metadata i64 %64, metadata !2090, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2093
  %70 = icmp ult i64 %63, 2, !dbg !2095
  br i1 %70, label %71, label %61, !dbg !2096, !llvm.loop !2125

71:                                               ; preds = %68, %61, %58
  %72 = phi i64 [ %59, %58 ], [ %62, %61 ], [ 0, %68 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2127
  call void @llvm.dbg.value(metadata i64 %72, metadata !2022, metadata !DIExpression()), !dbg !2127
  %73 = getelementptr inbounds double, double* %0, i64 %72, !dbg !2129
  store double %21, double* %73, align 8, !dbg !2130, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %20, metadata !1974, metadata !DIExpression()), !dbg !1976
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !1978
  %74 = icmp sgt i64 %24, 8, !dbg !2131
  br i1 %74, label %18, label %124, !dbg !1980, !llvm.loop !2132

75:                                               ; preds = %11
  %76 = lshr i64 %12, 4, !dbg !1931
  %77 = add nsw i64 %13, -1, !dbg !2134
  call void @llvm.dbg.value(metadata i64 %77, metadata !1915, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata double* %0, metadata !2135, metadata !DIExpression()), !dbg !2143
  call void @llvm.dbg.value(metadata double* %14, metadata !2140, metadata !DIExpression()), !dbg !2143
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2141, metadata !DIExpression()), !dbg !2145
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !2146
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !2146
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2148
  call void @llvm.dbg.value(metadata i64 %76, metadata !2022, metadata !DIExpression()), !dbg !2148
  %78 = getelementptr inbounds double, double* %0, i64 %76, !dbg !2150
  call void @llvm.dbg.value(metadata double* %78, metadata !2142, metadata !DIExpression()), !dbg !2143
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2151
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2151
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2153, metadata !DIExpression()), !dbg !2157
  call void @llvm.dbg.value(metadata i64 1, metadata !2156, metadata !DIExpression()), !dbg !2157
  %79 = getelementptr inbounds double, double* %14, i64 -1, !dbg !2159
  call void @llvm.dbg.value(metadata double* %0, metadata !2160, metadata !DIExpression()), !dbg !2170
  call void @llvm.dbg.value(metadata double* %10, metadata !2165, metadata !DIExpression()), !dbg !2170
  call void @llvm.dbg.value(metadata double* %78, metadata !2166, metadata !DIExpression()), !dbg !2170
  call void @llvm.dbg.value(metadata double* %79, metadata !2167, metadata !DIExpression()), !dbg !2170
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2168, metadata !DIExpression()), !dbg !2172
  call void @llvm.dbg.value(metadata double* %10, metadata !2032, metadata !DIExpression()), !dbg !2173
  call void @llvm.dbg.value(metadata double* %78, metadata !2045, metadata !DIExpression()), !dbg !2173
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2173
  %80 = load double, double* %10, align 8, !dbg !2176, !tbaa !1098
  %81 = load double, double* %78, align 8, !dbg !2177, !tbaa !1098
  %82 = fcmp olt double %80, %81, !dbg !2178
  %83 = load double, double* %79, align 8, !dbg !2179, !tbaa !1098
  br i1 %82, label %84, label %93, !dbg !2180

84:                                               ; preds = %75
  call void @llvm.dbg.value(metadata double* %78, metadata !2032, metadata !DIExpression()), !dbg !2181
  call void @llvm.dbg.value(metadata double* %79, metadata !2045, metadata !DIExpression()), !dbg !2181
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2181
  %85 = fcmp olt double %81, %83, !dbg !2185
  br i1 %85, label %86, label %88, !dbg !2186

86:                                               ; preds = %84
  call void @llvm.dbg.value(metadata double* %0, metadata !2187, metadata !DIExpression()), !dbg !2194
  call void @llvm.dbg.value(metadata double* %78, metadata !2190, metadata !DIExpression()), !dbg !2194
  call void @llvm.dbg.value(metadata double* %0, metadata !2196, metadata !DIExpression()), !dbg !2208
  call void @llvm.dbg.value(metadata double* %78, metadata !2206, metadata !DIExpression()), !dbg !2208
  %87 = load double, double* %0, align 8, !dbg !2210, !tbaa !1098
  call void @llvm.dbg.value(metadata double %87, metadata !2207, metadata !DIExpression()), !dbg !2208
  store double %81, double* %0, align 8, !dbg !2211, !tbaa !1098
  store double %87, double* %78, align 8, !dbg !2212, !tbaa !1098
  br label %102, !dbg !2213

88:                                               ; preds = %84
  call void @llvm.dbg.value(metadata double* %10, metadata !2032, metadata !DIExpression()), !dbg !2214
  call void @llvm.dbg.value(metadata double* %79, metadata !2045, metadata !DIExpression()), !dbg !2214
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2214
  %89 = fcmp olt double %80, %83, !dbg !2217
  call void @llvm.dbg.value(metadata double* %0, metadata !2187, metadata !DIExpression()), !dbg !2218
  call void @llvm.dbg.value(metadata double* %0, metadata !2187, metadata !DIExpression()), !dbg !2220
  %90 = load double, double* %0, align 8, !dbg !2222, !tbaa !1098
  call void @llvm.dbg.value(metadata double %90, metadata !2207, metadata !DIExpression()), !dbg !2223
  call void @llvm.dbg.value(metadata double %90, metadata !2207, metadata !DIExpression()), !dbg !2225
  br i1 %89, label %91, label %92, !dbg !2227

91:                                               ; preds = %88
  call void @llvm.dbg.value(metadata double* %79, metadata !2190, metadata !DIExpression()), !dbg !2218
  call void @llvm.dbg.value(metadata double* %0, metadata !2196, metadata !DIExpression()), !dbg !2223
  call void @llvm.dbg.value(metadata double* %79, metadata !2206, metadata !DIExpression()), !dbg !2223
  store double %83, double* %0, align 8, !dbg !2228, !tbaa !1098
  store double %90, double* %79, align 8, !dbg !2229, !tbaa !1098
  br label %102, !dbg !2230

92:                                               ; preds = %88
  call void @llvm.dbg.value(metadata double* %10, metadata !2190, metadata !DIExpression()), !dbg !2220
  call void @llvm.dbg.value(metadata double* %0, metadata !2196, metadata !DIExpression()), !dbg !2225
  call void @llvm.dbg.value(metadata double* %10, metadata !2206, metadata !DIExpression()), !dbg !2225
  store double %80, double* %0, align 8, !dbg !2231, !tbaa !1098
  store double %90, double* %10, align 8, !dbg !2232, !tbaa !1098
  br label %102

93:                                               ; preds = %75
  call void @llvm.dbg.value(metadata double* %10, metadata !2032, metadata !DIExpression()), !dbg !2233
  call void @llvm.dbg.value(metadata double* %79, metadata !2045, metadata !DIExpression()), !dbg !2233
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2233
  %94 = fcmp olt double %80, %83, !dbg !2236
  br i1 %94, label %95, label %97, !dbg !2237

95:                                               ; preds = %93
  call void @llvm.dbg.value(metadata double* %0, metadata !2187, metadata !DIExpression()), !dbg !2238
  call void @llvm.dbg.value(metadata double* %10, metadata !2190, metadata !DIExpression()), !dbg !2238
  call void @llvm.dbg.value(metadata double* %0, metadata !2196, metadata !DIExpression()), !dbg !2240
  call void @llvm.dbg.value(metadata double* %10, metadata !2206, metadata !DIExpression()), !dbg !2240
  %96 = load double, double* %0, align 8, !dbg !2242, !tbaa !1098
  call void @llvm.dbg.value(metadata double %96, metadata !2207, metadata !DIExpression()), !dbg !2240
  store double %80, double* %0, align 8, !dbg !2243, !tbaa !1098
  store double %96, double* %10, align 8, !dbg !2244, !tbaa !1098
  br label %102, !dbg !2245

97:                                               ; preds = %93
  call void @llvm.dbg.value(metadata double* %78, metadata !2032, metadata !DIExpression()), !dbg !2246
  call void @llvm.dbg.value(metadata double* %79, metadata !2045, metadata !DIExpression()), !dbg !2246
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2246
  %98 = fcmp olt double %81, %83, !dbg !2249
  call void @llvm.dbg.value(metadata double* %0, metadata !2187, metadata !DIExpression()), !dbg !2250
  call void @llvm.dbg.value(metadata double* %0, metadata !2187, metadata !DIExpression()), !dbg !2252
  %99 = load double, double* %0, align 8, !dbg !2254, !tbaa !1098
  call void @llvm.dbg.value(metadata double %99, metadata !2207, metadata !DIExpression()), !dbg !2255
  call void @llvm.dbg.value(metadata double %99, metadata !2207, metadata !DIExpression()), !dbg !2257
  br i1 %98, label %100, label %101, !dbg !2259

100:                                              ; preds = %97
  call void @llvm.dbg.value(metadata double* %79, metadata !2190, metadata !DIExpression()), !dbg !2250
  call void @llvm.dbg.value(metadata double* %0, metadata !2196, metadata !DIExpression()), !dbg !2255
  call void @llvm.dbg.value(metadata double* %79, metadata !2206, metadata !DIExpression()), !dbg !2255
  store double %83, double* %0, align 8, !dbg !2260, !tbaa !1098
  store double %99, double* %79, align 8, !dbg !2261, !tbaa !1098
  br label %102, !dbg !2262

101:                                              ; preds = %97
  call void @llvm.dbg.value(metadata double* %78, metadata !2190, metadata !DIExpression()), !dbg !2252
  call void @llvm.dbg.value(metadata double* %0, metadata !2196, metadata !DIExpression()), !dbg !2257
  call void @llvm.dbg.value(metadata double* %78, metadata !2206, metadata !DIExpression()), !dbg !2257
  store double %81, double* %0, align 8, !dbg !2263, !tbaa !1098
  store double %99, double* %78, align 8, !dbg !2264, !tbaa !1098
  br label %102

102:                                              ; preds = %101, %100, %95, %92, %91, %86
  br label %103, !dbg !2265

103:                                              ; preds = %102, %119
  %104 = phi double* [ %111, %119 ], [ %10, %102 ]
  %105 = phi double* [ %114, %119 ], [ %14, %102 ]
  call void @llvm.dbg.value(metadata double* %105, metadata !2271, metadata !DIExpression()), !dbg !2275
  call void @llvm.dbg.value(metadata double* %104, metadata !2270, metadata !DIExpression()), !dbg !2275
  %106 = load double, double* %0, align 8, !tbaa !1098
  br label %107, !dbg !2276

107:                                              ; preds = %107, %103
  %108 = phi double* [ %104, %103 ], [ %111, %107 ]
  call void @llvm.dbg.value(metadata double* %108, metadata !2270, metadata !DIExpression()), !dbg !2275
  call void @llvm.dbg.value(metadata double* %108, metadata !2032, metadata !DIExpression()), !dbg !2278
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2278
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2278
  %109 = load double, double* %108, align 8, !dbg !2280, !tbaa !1098
  %110 = fcmp olt double %109, %106, !dbg !2281
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !2282
  %111 = getelementptr inbounds double, double* %108, i64 1, !dbg !2284
  call void @llvm.dbg.value(metadata double* %111, metadata !2270, metadata !DIExpression()), !dbg !2275
  br i1 %110, label %107, label %112, !dbg !2276, !llvm.loop !2285

112:                                              ; preds = %107, %112
  %113 = phi double* [ %114, %112 ], [ %105, %107 ]
  %114 = getelementptr inbounds double, double* %113, i64 -1, !dbg !2287
  call void @llvm.dbg.value(metadata double* %114, metadata !2271, metadata !DIExpression()), !dbg !2275
  call void @llvm.dbg.value(metadata double* %0, metadata !2032, metadata !DIExpression()), !dbg !2288
  call void @llvm.dbg.value(metadata double* %114, metadata !2045, metadata !DIExpression()), !dbg !2288
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2288
  %115 = load double, double* %114, align 8, !dbg !2290, !tbaa !1098
  %116 = fcmp olt double %106, %115, !dbg !2291
  br i1 %116, label %112, label %117, !dbg !2292, !llvm.loop !2293

117:                                              ; preds = %112
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1961, metadata !DIExpression()), !dbg !2295
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1964, metadata !DIExpression()), !dbg !2295
  %118 = icmp ult double* %108, %114, !dbg !2298
  br i1 %118, label %119, label %120, !dbg !2299

119:                                              ; preds = %117
  call void @llvm.dbg.value(metadata double* %108, metadata !2187, metadata !DIExpression()), !dbg !2300
  call void @llvm.dbg.value(metadata double* %114, metadata !2190, metadata !DIExpression()), !dbg !2300
  call void @llvm.dbg.value(metadata double* %108, metadata !2196, metadata !DIExpression()), !dbg !2302
  call void @llvm.dbg.value(metadata double* %114, metadata !2206, metadata !DIExpression()), !dbg !2302
  call void @llvm.dbg.value(metadata double %109, metadata !2207, metadata !DIExpression()), !dbg !2302
  store double %115, double* %108, align 8, !dbg !2304, !tbaa !1098
  store double %109, double* %114, align 8, !dbg !2305, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !2306
  call void @llvm.dbg.value(metadata double* %111, metadata !2270, metadata !DIExpression()), !dbg !2275
  br label %103, !dbg !2265, !llvm.loop !2308

120:                                              ; preds = %117
  call void @llvm.dbg.value(metadata double* %108, metadata !1917, metadata !DIExpression()), !dbg !2310
  tail call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* nonnull %108, double* %14, i64 noundef %77), !dbg !2311
  call void @llvm.dbg.value(metadata double* %108, metadata !1914, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata i64 %77, metadata !1915, metadata !DIExpression()), !dbg !1921
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !1929
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !1929
  %121 = ptrtoint double* %108 to i64, !dbg !1931
  %122 = sub i64 %121, %5, !dbg !1931
  %123 = icmp sgt i64 %122, 128, !dbg !1932
  br i1 %123, label %11, label %124, !dbg !1933, !llvm.loop !2312

124:                                              ; preds = %120, %71, %3
  ret void, !dbg !2314
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %0, double* %1) local_unnamed_addr #0 comdat !dbg !2315 {
  call void @llvm.dbg.value(metadata double* %0, metadata !2317, metadata !DIExpression()), !dbg !2320
  call void @llvm.dbg.value(metadata double* %1, metadata !2318, metadata !DIExpression()), !dbg !2320
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2319, metadata !DIExpression()), !dbg !2321
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !2322
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !2322
  %3 = ptrtoint double* %1 to i64, !dbg !2325
  %4 = ptrtoint double* %0 to i64, !dbg !2325
  %5 = sub i64 %3, %4, !dbg !2325
  %6 = icmp sgt i64 %5, 128, !dbg !2326
  br i1 %6, label %7, label %290, !dbg !2327

7:                                                ; preds = %2
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2328
  call void @llvm.dbg.value(metadata i64 16, metadata !2022, metadata !DIExpression()), !dbg !2328
  call void @llvm.dbg.value(metadata double* %0, metadata !2331, metadata !DIExpression()), !dbg !2343
  call void @llvm.dbg.value(metadata double* %271, metadata !2334, metadata !DIExpression()), !dbg !2343
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2335, metadata !DIExpression()), !dbg !2345
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2346, metadata !DIExpression()), !dbg !2350
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2349, metadata !DIExpression()), !dbg !2350
  call void @llvm.dbg.value(metadata double* %0, metadata !2336, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %8 = bitcast double* %0 to i8*
  %9 = getelementptr double, double* %0, i64 1, !dbg !2356
  call void @llvm.dbg.value(metadata double* %9, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %10 = load double, double* %9, align 8, !dbg !2359, !tbaa !1098
  %11 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %12 = fcmp olt double %10, %11, !dbg !2361
  br i1 %12, label %13, label %17, !dbg !2362

13:                                               ; preds = %7
  call void @llvm.dbg.value(metadata double %10, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %9, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %9, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %9, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %9, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %9, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %9, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %9, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %9, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %9, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %9, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 1, metadata !2430, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 8, metadata !2430, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %0, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 1, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %14 = bitcast double* %0 to i64*, !dbg !2434
  %15 = bitcast double* %9 to i64*, !dbg !2434
  %16 = load i64, i64* %14, align 8, !dbg !2434
  store i64 %16, i64* %15, align 8, !dbg !2434
  br label %17, !dbg !2434

17:                                               ; preds = %7, %13
  %18 = phi double* [ %0, %13 ], [ %9, %7 ]
  store double %10, double* %18, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 2), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %19 = getelementptr inbounds double, double* %0, i64 2, !dbg !2357
  call void @llvm.dbg.value(metadata double* %19, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %20 = load double, double* %19, align 8, !dbg !2359, !tbaa !1098
  %21 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %22 = fcmp olt double %20, %21, !dbg !2361
  br i1 %22, label %33, label %23, !dbg !2362

23:                                               ; preds = %17
  call void @llvm.dbg.value(metadata double* %19, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %20, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %9, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %9, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %24 = load double, double* %9, align 8, !dbg !2464, !tbaa !1098
  %25 = fcmp olt double %20, %24, !dbg !2465
  br i1 %25, label %26, label %35, !dbg !2466

26:                                               ; preds = %23, %26
  %27 = phi double [ %31, %26 ], [ %24, %23 ]
  %28 = phi double* [ %30, %26 ], [ %9, %23 ]
  %29 = phi double* [ %28, %26 ], [ %19, %23 ]
  call void @llvm.dbg.value(metadata double* %29, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %27, double* %29, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %28, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %28, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %30 = getelementptr inbounds double, double* %28, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %30, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %30, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %31 = load double, double* %30, align 8, !dbg !2464, !tbaa !1098
  %32 = fcmp olt double %20, %31, !dbg !2465
  br i1 %32, label %26, label %35, !dbg !2466, !llvm.loop !2469

33:                                               ; preds = %17
  call void @llvm.dbg.value(metadata double %20, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %19, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %19, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %19, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %19, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %19, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %9, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %9, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %9, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %9, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %9, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 2, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %34 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %34, i8* noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false) #12, !dbg !2434
  br label %35, !dbg !2434

35:                                               ; preds = %26, %33, %23
  %36 = phi double* [ %0, %33 ], [ %19, %23 ], [ %28, %26 ]
  store double %20, double* %36, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 3), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %37 = getelementptr inbounds double, double* %0, i64 3, !dbg !2357
  call void @llvm.dbg.value(metadata double* %37, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %38 = load double, double* %37, align 8, !dbg !2359, !tbaa !1098
  %39 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %40 = fcmp olt double %38, %39, !dbg !2361
  br i1 %40, label %51, label %41, !dbg !2362

41:                                               ; preds = %35
  call void @llvm.dbg.value(metadata double* %37, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %38, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %19, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %19, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %42 = load double, double* %19, align 8, !dbg !2464, !tbaa !1098
  %43 = fcmp olt double %38, %42, !dbg !2465
  br i1 %43, label %44, label %53, !dbg !2466

44:                                               ; preds = %41, %44
  %45 = phi double [ %49, %44 ], [ %42, %41 ]
  %46 = phi double* [ %48, %44 ], [ %19, %41 ]
  %47 = phi double* [ %46, %44 ], [ %37, %41 ]
  call void @llvm.dbg.value(metadata double* %47, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %45, double* %47, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %46, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %46, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %48 = getelementptr inbounds double, double* %46, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %48, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %48, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %49 = load double, double* %48, align 8, !dbg !2464, !tbaa !1098
  %50 = fcmp olt double %38, %49, !dbg !2465
  br i1 %50, label %44, label %53, !dbg !2466, !llvm.loop !2469

51:                                               ; preds = %35
  call void @llvm.dbg.value(metadata double %38, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %37, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %37, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %37, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %37, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %37, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %19, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %19, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %19, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %19, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %19, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 3, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %52 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %52, i8* noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false) #12, !dbg !2434
  br label %53, !dbg !2434

53:                                               ; preds = %44, %51, %41
  %54 = phi double* [ %0, %51 ], [ %37, %41 ], [ %46, %44 ]
  store double %38, double* %54, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 4), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %55 = getelementptr inbounds double, double* %0, i64 4, !dbg !2357
  call void @llvm.dbg.value(metadata double* %55, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %56 = load double, double* %55, align 8, !dbg !2359, !tbaa !1098
  %57 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %58 = fcmp olt double %56, %57, !dbg !2361
  br i1 %58, label %69, label %59, !dbg !2362

59:                                               ; preds = %53
  call void @llvm.dbg.value(metadata double* %55, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %56, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %37, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %37, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %60 = load double, double* %37, align 8, !dbg !2464, !tbaa !1098
  %61 = fcmp olt double %56, %60, !dbg !2465
  br i1 %61, label %62, label %71, !dbg !2466

62:                                               ; preds = %59, %62
  %63 = phi double [ %67, %62 ], [ %60, %59 ]
  %64 = phi double* [ %66, %62 ], [ %37, %59 ]
  %65 = phi double* [ %64, %62 ], [ %55, %59 ]
  call void @llvm.dbg.value(metadata double* %65, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %63, double* %65, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %64, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %64, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %66 = getelementptr inbounds double, double* %64, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %66, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %66, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %67 = load double, double* %66, align 8, !dbg !2464, !tbaa !1098
  %68 = fcmp olt double %56, %67, !dbg !2465
  br i1 %68, label %62, label %71, !dbg !2466, !llvm.loop !2469

69:                                               ; preds = %53
  call void @llvm.dbg.value(metadata double %56, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %55, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %55, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %55, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %55, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %55, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %37, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %37, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %37, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %37, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %37, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 4, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %70 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %70, i8* noundef nonnull align 8 dereferenceable(32) %8, i64 32, i1 false) #12, !dbg !2434
  br label %71, !dbg !2434

71:                                               ; preds = %62, %69, %59
  %72 = phi double* [ %0, %69 ], [ %55, %59 ], [ %64, %62 ]
  store double %56, double* %72, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 5), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %73 = getelementptr inbounds double, double* %0, i64 5, !dbg !2357
  call void @llvm.dbg.value(metadata double* %73, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %74 = load double, double* %73, align 8, !dbg !2359, !tbaa !1098
  %75 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %76 = fcmp olt double %74, %75, !dbg !2361
  br i1 %76, label %87, label %77, !dbg !2362

77:                                               ; preds = %71
  call void @llvm.dbg.value(metadata double* %73, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %74, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %55, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %55, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %78 = load double, double* %55, align 8, !dbg !2464, !tbaa !1098
  %79 = fcmp olt double %74, %78, !dbg !2465
  br i1 %79, label %80, label %89, !dbg !2466

80:                                               ; preds = %77, %80
  %81 = phi double [ %85, %80 ], [ %78, %77 ]
  %82 = phi double* [ %84, %80 ], [ %55, %77 ]
  %83 = phi double* [ %82, %80 ], [ %73, %77 ]
  call void @llvm.dbg.value(metadata double* %83, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %81, double* %83, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %82, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %82, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %84 = getelementptr inbounds double, double* %82, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %84, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %84, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %85 = load double, double* %84, align 8, !dbg !2464, !tbaa !1098
  %86 = fcmp olt double %74, %85, !dbg !2465
  br i1 %86, label %80, label %89, !dbg !2466, !llvm.loop !2469

87:                                               ; preds = %71
  call void @llvm.dbg.value(metadata double %74, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %73, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %73, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %73, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %73, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %73, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %55, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %55, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %55, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %55, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %55, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 5, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %88 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %88, i8* noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false) #12, !dbg !2434
  br label %89, !dbg !2434

89:                                               ; preds = %80, %87, %77
  %90 = phi double* [ %0, %87 ], [ %73, %77 ], [ %82, %80 ]
  store double %74, double* %90, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 6), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %91 = getelementptr inbounds double, double* %0, i64 6, !dbg !2357
  call void @llvm.dbg.value(metadata double* %91, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %92 = load double, double* %91, align 8, !dbg !2359, !tbaa !1098
  %93 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %94 = fcmp olt double %92, %93, !dbg !2361
  br i1 %94, label %105, label %95, !dbg !2362

95:                                               ; preds = %89
  call void @llvm.dbg.value(metadata double* %91, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %92, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %73, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %73, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %96 = load double, double* %73, align 8, !dbg !2464, !tbaa !1098
  %97 = fcmp olt double %92, %96, !dbg !2465
  br i1 %97, label %98, label %107, !dbg !2466

98:                                               ; preds = %95, %98
  %99 = phi double [ %103, %98 ], [ %96, %95 ]
  %100 = phi double* [ %102, %98 ], [ %73, %95 ]
  %101 = phi double* [ %100, %98 ], [ %91, %95 ]
  call void @llvm.dbg.value(metadata double* %101, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %99, double* %101, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %100, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %100, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %102 = getelementptr inbounds double, double* %100, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %102, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %102, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %103 = load double, double* %102, align 8, !dbg !2464, !tbaa !1098
  %104 = fcmp olt double %92, %103, !dbg !2465
  br i1 %104, label %98, label %107, !dbg !2466, !llvm.loop !2469

105:                                              ; preds = %89
  call void @llvm.dbg.value(metadata double %92, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %91, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %91, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %91, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %91, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %91, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %73, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %73, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %73, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %73, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %73, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 6, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %106 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %106, i8* noundef nonnull align 8 dereferenceable(48) %8, i64 48, i1 false) #12, !dbg !2434
  br label %107, !dbg !2434

107:                                              ; preds = %98, %105, %95
  %108 = phi double* [ %0, %105 ], [ %91, %95 ], [ %100, %98 ]
  store double %92, double* %108, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 7), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %109 = getelementptr inbounds double, double* %0, i64 7, !dbg !2357
  call void @llvm.dbg.value(metadata double* %109, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %110 = load double, double* %109, align 8, !dbg !2359, !tbaa !1098
  %111 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %112 = fcmp olt double %110, %111, !dbg !2361
  br i1 %112, label %123, label %113, !dbg !2362

113:                                              ; preds = %107
  call void @llvm.dbg.value(metadata double* %109, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %110, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %91, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %91, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %114 = load double, double* %91, align 8, !dbg !2464, !tbaa !1098
  %115 = fcmp olt double %110, %114, !dbg !2465
  br i1 %115, label %116, label %125, !dbg !2466

116:                                              ; preds = %113, %116
  %117 = phi double [ %121, %116 ], [ %114, %113 ]
  %118 = phi double* [ %120, %116 ], [ %91, %113 ]
  %119 = phi double* [ %118, %116 ], [ %109, %113 ]
  call void @llvm.dbg.value(metadata double* %119, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %117, double* %119, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %118, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %118, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %120 = getelementptr inbounds double, double* %118, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %120, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %120, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %121 = load double, double* %120, align 8, !dbg !2464, !tbaa !1098
  %122 = fcmp olt double %110, %121, !dbg !2465
  br i1 %122, label %116, label %125, !dbg !2466, !llvm.loop !2469

123:                                              ; preds = %107
  call void @llvm.dbg.value(metadata double %110, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %109, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %109, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %109, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %109, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %109, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %91, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %91, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %91, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %91, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %91, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 7, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %124 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %124, i8* noundef nonnull align 8 dereferenceable(56) %8, i64 56, i1 false) #12, !dbg !2434
  br label %125, !dbg !2434

125:                                              ; preds = %116, %123, %113
  %126 = phi double* [ %0, %123 ], [ %109, %113 ], [ %118, %116 ]
  store double %110, double* %126, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 8), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %127 = getelementptr inbounds double, double* %0, i64 8, !dbg !2357
  call void @llvm.dbg.value(metadata double* %127, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %128 = load double, double* %127, align 8, !dbg !2359, !tbaa !1098
  %129 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %130 = fcmp olt double %128, %129, !dbg !2361
  br i1 %130, label %141, label %131, !dbg !2362

131:                                              ; preds = %125
  call void @llvm.dbg.value(metadata double* %127, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %128, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %109, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %109, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %132 = load double, double* %109, align 8, !dbg !2464, !tbaa !1098
  %133 = fcmp olt double %128, %132, !dbg !2465
  br i1 %133, label %134, label %143, !dbg !2466

134:                                              ; preds = %131, %134
  %135 = phi double [ %139, %134 ], [ %132, %131 ]
  %136 = phi double* [ %138, %134 ], [ %109, %131 ]
  %137 = phi double* [ %136, %134 ], [ %127, %131 ]
  call void @llvm.dbg.value(metadata double* %137, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %135, double* %137, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %136, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %136, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %138 = getelementptr inbounds double, double* %136, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %138, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %138, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %139 = load double, double* %138, align 8, !dbg !2464, !tbaa !1098
  %140 = fcmp olt double %128, %139, !dbg !2465
  br i1 %140, label %134, label %143, !dbg !2466, !llvm.loop !2469

141:                                              ; preds = %125
  call void @llvm.dbg.value(metadata double %128, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %127, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %127, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %127, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %127, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %127, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %109, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %109, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %109, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %109, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %109, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 8, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %142 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %142, i8* noundef nonnull align 8 dereferenceable(64) %8, i64 64, i1 false) #12, !dbg !2434
  br label %143, !dbg !2434

143:                                              ; preds = %134, %141, %131
  %144 = phi double* [ %0, %141 ], [ %127, %131 ], [ %136, %134 ]
  store double %128, double* %144, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 9), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %145 = getelementptr inbounds double, double* %0, i64 9, !dbg !2357
  call void @llvm.dbg.value(metadata double* %145, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %146 = load double, double* %145, align 8, !dbg !2359, !tbaa !1098
  %147 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %148 = fcmp olt double %146, %147, !dbg !2361
  br i1 %148, label %159, label %149, !dbg !2362

149:                                              ; preds = %143
  call void @llvm.dbg.value(metadata double* %145, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %146, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %127, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %127, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %150 = load double, double* %127, align 8, !dbg !2464, !tbaa !1098
  %151 = fcmp olt double %146, %150, !dbg !2465
  br i1 %151, label %152, label %161, !dbg !2466

152:                                              ; preds = %149, %152
  %153 = phi double [ %157, %152 ], [ %150, %149 ]
  %154 = phi double* [ %156, %152 ], [ %127, %149 ]
  %155 = phi double* [ %154, %152 ], [ %145, %149 ]
  call void @llvm.dbg.value(metadata double* %155, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %153, double* %155, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %154, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %154, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %156 = getelementptr inbounds double, double* %154, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %156, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %156, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %157 = load double, double* %156, align 8, !dbg !2464, !tbaa !1098
  %158 = fcmp olt double %146, %157, !dbg !2465
  br i1 %158, label %152, label %161, !dbg !2466, !llvm.loop !2469

159:                                              ; preds = %143
  call void @llvm.dbg.value(metadata double %146, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %145, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %145, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %145, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %145, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %145, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %127, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %127, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %127, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %127, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %127, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 9, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %160 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %160, i8* noundef nonnull align 8 dereferenceable(72) %8, i64 72, i1 false) #12, !dbg !2434
  br label %161, !dbg !2434

161:                                              ; preds = %152, %159, %149
  %162 = phi double* [ %0, %159 ], [ %145, %149 ], [ %154, %152 ]
  store double %146, double* %162, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 10), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %163 = getelementptr inbounds double, double* %0, i64 10, !dbg !2357
  call void @llvm.dbg.value(metadata double* %163, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %164 = load double, double* %163, align 8, !dbg !2359, !tbaa !1098
  %165 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %166 = fcmp olt double %164, %165, !dbg !2361
  br i1 %166, label %177, label %167, !dbg !2362

167:                                              ; preds = %161
  call void @llvm.dbg.value(metadata double* %163, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %164, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %145, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %145, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %168 = load double, double* %145, align 8, !dbg !2464, !tbaa !1098
  %169 = fcmp olt double %164, %168, !dbg !2465
  br i1 %169, label %170, label %179, !dbg !2466

170:                                              ; preds = %167, %170
  %171 = phi double [ %175, %170 ], [ %168, %167 ]
  %172 = phi double* [ %174, %170 ], [ %145, %167 ]
  %173 = phi double* [ %172, %170 ], [ %163, %167 ]
  call void @llvm.dbg.value(metadata double* %173, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %171, double* %173, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %172, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %172, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %174 = getelementptr inbounds double, double* %172, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %174, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %174, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %175 = load double, double* %174, align 8, !dbg !2464, !tbaa !1098
  %176 = fcmp olt double %164, %175, !dbg !2465
  br i1 %176, label %170, label %179, !dbg !2466, !llvm.loop !2469

177:                                              ; preds = %161
  call void @llvm.dbg.value(metadata double %164, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %163, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %163, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %163, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %163, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %163, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %145, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %145, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %145, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %145, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %145, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 10, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %178 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %178, i8* noundef nonnull align 8 dereferenceable(80) %8, i64 80, i1 false) #12, !dbg !2434
  br label %179, !dbg !2434

179:                                              ; preds = %170, %177, %167
  %180 = phi double* [ %0, %177 ], [ %163, %167 ], [ %172, %170 ]
  store double %164, double* %180, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 11), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %181 = getelementptr inbounds double, double* %0, i64 11, !dbg !2357
  call void @llvm.dbg.value(metadata double* %181, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %182 = load double, double* %181, align 8, !dbg !2359, !tbaa !1098
  %183 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %184 = fcmp olt double %182, %183, !dbg !2361
  br i1 %184, label %195, label %185, !dbg !2362

185:                                              ; preds = %179
  call void @llvm.dbg.value(metadata double* %181, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %182, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %163, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %163, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %186 = load double, double* %163, align 8, !dbg !2464, !tbaa !1098
  %187 = fcmp olt double %182, %186, !dbg !2465
  br i1 %187, label %188, label %197, !dbg !2466

188:                                              ; preds = %185, %188
  %189 = phi double [ %193, %188 ], [ %186, %185 ]
  %190 = phi double* [ %192, %188 ], [ %163, %185 ]
  %191 = phi double* [ %190, %188 ], [ %181, %185 ]
  call void @llvm.dbg.value(metadata double* %191, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %189, double* %191, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %190, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %190, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %192 = getelementptr inbounds double, double* %190, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %192, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %192, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %193 = load double, double* %192, align 8, !dbg !2464, !tbaa !1098
  %194 = fcmp olt double %182, %193, !dbg !2465
  br i1 %194, label %188, label %197, !dbg !2466, !llvm.loop !2469

195:                                              ; preds = %179
  call void @llvm.dbg.value(metadata double %182, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %181, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %181, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %181, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %181, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %181, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %163, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %163, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %163, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %163, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %163, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 11, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %196 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(88) %196, i8* noundef nonnull align 8 dereferenceable(88) %8, i64 88, i1 false) #12, !dbg !2434
  br label %197, !dbg !2434

197:                                              ; preds = %188, %195, %185
  %198 = phi double* [ %0, %195 ], [ %181, %185 ], [ %190, %188 ]
  store double %182, double* %198, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 12), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %199 = getelementptr inbounds double, double* %0, i64 12, !dbg !2357
  call void @llvm.dbg.value(metadata double* %199, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %200 = load double, double* %199, align 8, !dbg !2359, !tbaa !1098
  %201 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %202 = fcmp olt double %200, %201, !dbg !2361
  br i1 %202, label %213, label %203, !dbg !2362

203:                                              ; preds = %197
  call void @llvm.dbg.value(metadata double* %199, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %200, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %181, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %181, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %204 = load double, double* %181, align 8, !dbg !2464, !tbaa !1098
  %205 = fcmp olt double %200, %204, !dbg !2465
  br i1 %205, label %206, label %215, !dbg !2466

206:                                              ; preds = %203, %206
  %207 = phi double [ %211, %206 ], [ %204, %203 ]
  %208 = phi double* [ %210, %206 ], [ %181, %203 ]
  %209 = phi double* [ %208, %206 ], [ %199, %203 ]
  call void @llvm.dbg.value(metadata double* %209, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %207, double* %209, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %208, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %208, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %210 = getelementptr inbounds double, double* %208, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %210, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %210, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %211 = load double, double* %210, align 8, !dbg !2464, !tbaa !1098
  %212 = fcmp olt double %200, %211, !dbg !2465
  br i1 %212, label %206, label %215, !dbg !2466, !llvm.loop !2469

213:                                              ; preds = %197
  call void @llvm.dbg.value(metadata double %200, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %199, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %199, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %199, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %199, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %199, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %181, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %181, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %181, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %181, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %181, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 12, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %214 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(96) %214, i8* noundef nonnull align 8 dereferenceable(96) %8, i64 96, i1 false) #12, !dbg !2434
  br label %215, !dbg !2434

215:                                              ; preds = %206, %213, %203
  %216 = phi double* [ %0, %213 ], [ %199, %203 ], [ %208, %206 ]
  store double %200, double* %216, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 13), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %217 = getelementptr inbounds double, double* %0, i64 13, !dbg !2357
  call void @llvm.dbg.value(metadata double* %217, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %218 = load double, double* %217, align 8, !dbg !2359, !tbaa !1098
  %219 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %220 = fcmp olt double %218, %219, !dbg !2361
  br i1 %220, label %231, label %221, !dbg !2362

221:                                              ; preds = %215
  call void @llvm.dbg.value(metadata double* %217, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %218, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %199, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %199, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %222 = load double, double* %199, align 8, !dbg !2464, !tbaa !1098
  %223 = fcmp olt double %218, %222, !dbg !2465
  br i1 %223, label %224, label %233, !dbg !2466

224:                                              ; preds = %221, %224
  %225 = phi double [ %229, %224 ], [ %222, %221 ]
  %226 = phi double* [ %228, %224 ], [ %199, %221 ]
  %227 = phi double* [ %226, %224 ], [ %217, %221 ]
  call void @llvm.dbg.value(metadata double* %227, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %225, double* %227, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %226, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %226, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %228 = getelementptr inbounds double, double* %226, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %228, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %228, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %229 = load double, double* %228, align 8, !dbg !2464, !tbaa !1098
  %230 = fcmp olt double %218, %229, !dbg !2465
  br i1 %230, label %224, label %233, !dbg !2466, !llvm.loop !2469

231:                                              ; preds = %215
  call void @llvm.dbg.value(metadata double %218, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %217, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %217, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %217, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %217, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %217, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %199, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %199, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %199, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %199, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %199, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 13, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %232 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(104) %232, i8* noundef nonnull align 8 dereferenceable(104) %8, i64 104, i1 false) #12, !dbg !2434
  br label %233, !dbg !2434

233:                                              ; preds = %224, %231, %221
  %234 = phi double* [ %0, %231 ], [ %217, %221 ], [ %226, %224 ]
  store double %218, double* %234, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 14), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %235 = getelementptr inbounds double, double* %0, i64 14, !dbg !2357
  call void @llvm.dbg.value(metadata double* %235, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %236 = load double, double* %235, align 8, !dbg !2359, !tbaa !1098
  %237 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %238 = fcmp olt double %236, %237, !dbg !2361
  br i1 %238, label %249, label %239, !dbg !2362

239:                                              ; preds = %233
  call void @llvm.dbg.value(metadata double* %235, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %236, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %217, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %217, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %240 = load double, double* %217, align 8, !dbg !2464, !tbaa !1098
  %241 = fcmp olt double %236, %240, !dbg !2465
  br i1 %241, label %242, label %251, !dbg !2466

242:                                              ; preds = %239, %242
  %243 = phi double [ %247, %242 ], [ %240, %239 ]
  %244 = phi double* [ %246, %242 ], [ %217, %239 ]
  %245 = phi double* [ %244, %242 ], [ %235, %239 ]
  call void @llvm.dbg.value(metadata double* %245, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %243, double* %245, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %244, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %244, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %246 = getelementptr inbounds double, double* %244, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %246, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %246, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %247 = load double, double* %246, align 8, !dbg !2464, !tbaa !1098
  %248 = fcmp olt double %236, %247, !dbg !2465
  br i1 %248, label %242, label %251, !dbg !2466, !llvm.loop !2469

249:                                              ; preds = %233
  call void @llvm.dbg.value(metadata double %236, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %235, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %235, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %235, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %235, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %235, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %217, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %217, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %217, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %217, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %217, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 14, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %250 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(112) %250, i8* noundef nonnull align 8 dereferenceable(112) %8, i64 112, i1 false) #12, !dbg !2434
  br label %251, !dbg !2434

251:                                              ; preds = %242, %249, %239
  %252 = phi double* [ %0, %249 ], [ %235, %239 ], [ %244, %242 ]
  store double %236, double* %252, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 15), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %253 = getelementptr inbounds double, double* %0, i64 15, !dbg !2357
  call void @llvm.dbg.value(metadata double* %253, metadata !2032, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2357
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2357
  %254 = load double, double* %253, align 8, !dbg !2359, !tbaa !1098
  %255 = load double, double* %0, align 8, !dbg !2360, !tbaa !1098
  %256 = fcmp olt double %254, %255, !dbg !2361
  br i1 %256, label %267, label %257, !dbg !2362

257:                                              ; preds = %251
  call void @llvm.dbg.value(metadata double* %253, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2449
  call void @llvm.dbg.value(metadata double %254, metadata !2443, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %235, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %235, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %258 = load double, double* %235, align 8, !dbg !2464, !tbaa !1098
  %259 = fcmp olt double %254, %258, !dbg !2465
  br i1 %259, label %260, label %269, !dbg !2466

260:                                              ; preds = %257, %260
  %261 = phi double [ %265, %260 ], [ %258, %257 ]
  %262 = phi double* [ %264, %260 ], [ %235, %257 ]
  %263 = phi double* [ %262, %260 ], [ %253, %257 ]
  call void @llvm.dbg.value(metadata double* %263, metadata !2437, metadata !DIExpression()), !dbg !2447
  store double %261, double* %263, align 8, !dbg !2467, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %262, metadata !2437, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %262, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2447
  %264 = getelementptr inbounds double, double* %262, i64 -1, !dbg !2447
  call void @llvm.dbg.value(metadata double* %264, metadata !2444, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata double* %264, metadata !2450, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2462
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2462
  %265 = load double, double* %264, align 8, !dbg !2464, !tbaa !1098
  %266 = fcmp olt double %254, %265, !dbg !2465
  br i1 %266, label %260, label %269, !dbg !2466, !llvm.loop !2469

267:                                              ; preds = %251
  call void @llvm.dbg.value(metadata double %254, metadata !2338, metadata !DIExpression()), !dbg !2363
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %253, metadata !2371, metadata !DIExpression()), !dbg !2376
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %253, metadata !2381, metadata !DIExpression()), !dbg !2387
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %253, metadata !2394, metadata !DIExpression()), !dbg !2399
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %253, metadata !2404, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %253, metadata !2428, metadata !DIExpression()) #12, !dbg !2432
  call void @llvm.dbg.value(metadata double* %235, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2376
  call void @llvm.dbg.value(metadata double* %235, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2387
  call void @llvm.dbg.value(metadata double* %235, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2399
  call void @llvm.dbg.value(metadata double* %235, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2406
  call void @llvm.dbg.value(metadata double* %235, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #12, !dbg !2432
  call void @llvm.dbg.value(metadata i64 15, metadata !2430, metadata !DIExpression()) #12, !dbg !2432
  %268 = bitcast double* %9 to i8*, !dbg !2434
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(120) %268, i8* noundef nonnull align 8 dereferenceable(120) %8, i64 120, i1 false) #12, !dbg !2434
  br label %269, !dbg !2434

269:                                              ; preds = %260, %267, %257
  %270 = phi double* [ %0, %267 ], [ %253, %257 ], [ %262, %260 ]
  store double %254, double* %270, align 8, !dbg !2436, !tbaa !1098
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 16), metadata !2336, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2353
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2354
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2354
  %271 = getelementptr inbounds double, double* %0, i64 16, !dbg !2471
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2472
  call void @llvm.dbg.value(metadata i64 16, metadata !2022, metadata !DIExpression()), !dbg !2472
  call void @llvm.dbg.value(metadata double* %271, metadata !2474, metadata !DIExpression()), !dbg !2481
  call void @llvm.dbg.value(metadata double* %1, metadata !2477, metadata !DIExpression()), !dbg !2481
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2478, metadata !DIExpression()), !dbg !2483
  call void @llvm.dbg.value(metadata double* %271, metadata !2479, metadata !DIExpression()), !dbg !2484
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2485
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2485
  %272 = icmp eq double* %271, %1, !dbg !2488
  br i1 %272, label %327, label %273, !dbg !2489

273:                                              ; preds = %269, %286
  %274 = phi double* [ %288, %286 ], [ %271, %269 ]
  call void @llvm.dbg.value(metadata double* %274, metadata !2479, metadata !DIExpression()), !dbg !2484
  call void @llvm.dbg.value(metadata double* %274, metadata !2437, metadata !DIExpression()), !dbg !2490
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2492
  %275 = load double, double* %274, align 8, !dbg !2493, !tbaa !1098
  call void @llvm.dbg.value(metadata double %275, metadata !2443, metadata !DIExpression()), !dbg !2490
  call void @llvm.dbg.value(metadata double* %274, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2490
  %276 = getelementptr inbounds double, double* %274, i64 -1, !dbg !2490
  call void @llvm.dbg.value(metadata double* %276, metadata !2444, metadata !DIExpression()), !dbg !2490
  call void @llvm.dbg.value(metadata double* %276, metadata !2450, metadata !DIExpression()), !dbg !2494
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2494
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2494
  %277 = load double, double* %276, align 8, !dbg !2496, !tbaa !1098
  %278 = fcmp olt double %275, %277, !dbg !2497
  br i1 %278, label %279, label %286, !dbg !2498

279:                                              ; preds = %273, %279
  %280 = phi double [ %284, %279 ], [ %277, %273 ]
  %281 = phi double* [ %283, %279 ], [ %276, %273 ]
  %282 = phi double* [ %281, %279 ], [ %274, %273 ]
  call void @llvm.dbg.value(metadata double* %282, metadata !2437, metadata !DIExpression()), !dbg !2490
  store double %280, double* %282, align 8, !dbg !2499, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %281, metadata !2437, metadata !DIExpression()), !dbg !2490
  call void @llvm.dbg.value(metadata double* %281, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2490
  %283 = getelementptr inbounds double, double* %281, i64 -1, !dbg !2490
  call void @llvm.dbg.value(metadata double* %283, metadata !2444, metadata !DIExpression()), !dbg !2490
  call void @llvm.dbg.value(metadata double* %283, metadata !2450, metadata !DIExpression()), !dbg !2494
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2494
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2494
  %284 = load double, double* %283, align 8, !dbg !2496, !tbaa !1098
  %285 = fcmp olt double %275, %284, !dbg !2497
  br i1 %285, label %279, label %286, !dbg !2498, !llvm.loop !2500

286:                                              ; preds = %279, %273
  %287 = phi double* [ %274, %273 ], [ %281, %279 ]
  store double %275, double* %287, align 8, !dbg !2502, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1141, metadata !DIExpression()), !dbg !2503
  %288 = getelementptr inbounds double, double* %274, i64 1, !dbg !2505
  call void @llvm.dbg.value(metadata double* %288, metadata !2479, metadata !DIExpression()), !dbg !2484
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2485
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2485
  %289 = icmp eq double* %288, %1, !dbg !2488
  br i1 %289, label %327, label %273, !dbg !2489, !llvm.loop !2506

290:                                              ; preds = %2
  call void @llvm.dbg.value(metadata double* %0, metadata !2331, metadata !DIExpression()), !dbg !2508
  call void @llvm.dbg.value(metadata double* %1, metadata !2334, metadata !DIExpression()), !dbg !2508
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2335, metadata !DIExpression()), !dbg !2510
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2346, metadata !DIExpression()), !dbg !2511
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2349, metadata !DIExpression()), !dbg !2511
  %291 = icmp eq double* %0, %1, !dbg !2513
  br i1 %291, label %327, label %292, !dbg !2514

292:                                              ; preds = %290
  %293 = getelementptr inbounds double, double* %0, i64 1, !dbg !2515
  call void @llvm.dbg.value(metadata double* %293, metadata !2336, metadata !DIExpression()), !dbg !2515
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2516
  %294 = icmp eq double* %293, %1, !dbg !2518
  br i1 %294, label %327, label %295, !dbg !2519

295:                                              ; preds = %292
  %296 = bitcast double* %0 to i8*
  br label %297, !dbg !2519

297:                                              ; preds = %323, %295
  %298 = phi double* [ %293, %295 ], [ %325, %323 ]
  %299 = phi double* [ %0, %295 ], [ %298, %323 ]
  call void @llvm.dbg.value(metadata double* %298, metadata !2032, metadata !DIExpression()), !dbg !2520
  call void @llvm.dbg.value(metadata double* %0, metadata !2045, metadata !DIExpression()), !dbg !2520
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2520
  %300 = load double, double* %298, align 8, !dbg !2522, !tbaa !1098
  %301 = load double, double* %0, align 8, !dbg !2523, !tbaa !1098
  %302 = fcmp olt double %300, %301, !dbg !2524
  br i1 %302, label %303, label %313, !dbg !2525

303:                                              ; preds = %297
  call void @llvm.dbg.value(metadata double %300, metadata !2338, metadata !DIExpression()), !dbg !2526
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2527
  call void @llvm.dbg.value(metadata i64 1, metadata !2022, metadata !DIExpression()), !dbg !2527
  call void @llvm.dbg.value(metadata double* %0, metadata !2366, metadata !DIExpression()), !dbg !2529
  call void @llvm.dbg.value(metadata double* %298, metadata !2371, metadata !DIExpression()), !dbg !2529
  call void @llvm.dbg.value(metadata double* %298, metadata !2372, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2529
  call void @llvm.dbg.value(metadata double* %0, metadata !2378, metadata !DIExpression()), !dbg !2531
  call void @llvm.dbg.value(metadata double* %298, metadata !2381, metadata !DIExpression()), !dbg !2531
  call void @llvm.dbg.value(metadata double* %298, metadata !2382, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2531
  call void @llvm.dbg.value(metadata double* %0, metadata !2389, metadata !DIExpression()), !dbg !2533
  call void @llvm.dbg.value(metadata double* %298, metadata !2394, metadata !DIExpression()), !dbg !2533
  call void @llvm.dbg.value(metadata double* %298, metadata !2395, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2533
  call void @llvm.dbg.value(metadata double* %0, metadata !2401, metadata !DIExpression()), !dbg !2535
  call void @llvm.dbg.value(metadata double* %298, metadata !2404, metadata !DIExpression()), !dbg !2535
  call void @llvm.dbg.value(metadata double* %298, metadata !2405, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2535
  call void @llvm.dbg.value(metadata double* %0, metadata !2408, metadata !DIExpression()) #12, !dbg !2537
  call void @llvm.dbg.value(metadata double* %298, metadata !2428, metadata !DIExpression()) #12, !dbg !2537
  call void @llvm.dbg.value(metadata double* %298, metadata !2429, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #12, !dbg !2537
  %304 = ptrtoint double* %298 to i64, !dbg !2539
  %305 = sub i64 %304, %4, !dbg !2539
  call void @llvm.dbg.value(metadata i64 %305, metadata !2430, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #12, !dbg !2537
  %306 = icmp eq i64 %305, 0, !dbg !2540
  br i1 %306, label %323, label %307, !dbg !2541

307:                                              ; preds = %303
  %308 = getelementptr inbounds double, double* %299, i64 2, !dbg !2542
  call void @llvm.dbg.value(metadata double* %308, metadata !2372, metadata !DIExpression()), !dbg !2529
  call void @llvm.dbg.value(metadata double* %308, metadata !2382, metadata !DIExpression()), !dbg !2531
  call void @llvm.dbg.value(metadata double* %308, metadata !2395, metadata !DIExpression()), !dbg !2533
  call void @llvm.dbg.value(metadata double* %308, metadata !2405, metadata !DIExpression()), !dbg !2535
  call void @llvm.dbg.value(metadata double* %308, metadata !2429, metadata !DIExpression()) #12, !dbg !2537
  %309 = ashr exact i64 %305, 3, !dbg !2539
  call void @llvm.dbg.value(metadata i64 %309, metadata !2430, metadata !DIExpression()) #12, !dbg !2537
  %310 = sub nsw i64 0, %309, !dbg !2543
  %311 = getelementptr inbounds double, double* %308, i64 %310, !dbg !2543
  %312 = bitcast double* %311 to i8*, !dbg !2544
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %312, i8* nonnull align 8 %296, i64 %305, i1 false) #12, !dbg !2544
  br label %323, !dbg !2544

313:                                              ; preds = %297
  call void @llvm.dbg.value(metadata double* %298, metadata !2437, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2442, metadata !DIExpression()), !dbg !2547
  call void @llvm.dbg.value(metadata double %300, metadata !2443, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.value(metadata double* %299, metadata !2444, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.value(metadata double* %299, metadata !2450, metadata !DIExpression()), !dbg !2548
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2548
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2548
  %314 = load double, double* %299, align 8, !dbg !2550, !tbaa !1098
  %315 = fcmp olt double %300, %314, !dbg !2551
  br i1 %315, label %316, label %323, !dbg !2552

316:                                              ; preds = %313, %316
  %317 = phi double [ %321, %316 ], [ %314, %313 ]
  %318 = phi double* [ %320, %316 ], [ %299, %313 ]
  %319 = phi double* [ %318, %316 ], [ %298, %313 ]
  call void @llvm.dbg.value(metadata double* %319, metadata !2437, metadata !DIExpression()), !dbg !2545
  store double %317, double* %319, align 8, !dbg !2553, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %318, metadata !2437, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.value(metadata double* %318, metadata !2444, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2545
  %320 = getelementptr inbounds double, double* %318, i64 -1, !dbg !2545
  call void @llvm.dbg.value(metadata double* %320, metadata !2444, metadata !DIExpression()), !dbg !2545
  call void @llvm.dbg.value(metadata double* %320, metadata !2450, metadata !DIExpression()), !dbg !2548
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2459, metadata !DIExpression()), !dbg !2548
  call void @llvm.dbg.value(metadata double* undef, metadata !2461, metadata !DIExpression()), !dbg !2548
  %321 = load double, double* %320, align 8, !dbg !2550, !tbaa !1098
  %322 = fcmp olt double %300, %321, !dbg !2551
  br i1 %322, label %316, label %323, !dbg !2552, !llvm.loop !2554

323:                                              ; preds = %316, %313, %307, %303
  %324 = phi double* [ %0, %303 ], [ %0, %307 ], [ %298, %313 ], [ %318, %316 ]
  store double %300, double* %324, align 8, !dbg !2556, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %298, metadata !2336, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2515
  %325 = getelementptr inbounds double, double* %298, i64 1, !dbg !2515
  call void @llvm.dbg.value(metadata double* %325, metadata !2336, metadata !DIExpression()), !dbg !2515
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2516
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2516
  %326 = icmp eq double* %325, %1, !dbg !2518
  br i1 %326, label %327, label %297, !dbg !2519, !llvm.loop !2557

327:                                              ; preds = %323, %286, %292, %290, %269
  ret void, !dbg !2559
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_(double* %0, double* %1, %"struct.__gnu_cxx::__ops::_Iter_less_iter"* noundef nonnull align 1 dereferenceable(1) %2) local_unnamed_addr #0 comdat !dbg !2560 {
  call void @llvm.dbg.value(metadata double* %0, metadata !2562, metadata !DIExpression()), !dbg !2572
  call void @llvm.dbg.value(metadata double* %1, metadata !2563, metadata !DIExpression()), !dbg !2572
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* %2, metadata !2564, metadata !DIExpression()), !dbg !2572
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !2573
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !2573
  %4 = ptrtoint double* %1 to i64, !dbg !2576
  %5 = ptrtoint double* %0 to i64, !dbg !2576
  %6 = sub i64 %4, %5, !dbg !2576
  %7 = ashr exact i64 %6, 3, !dbg !2576
  %8 = icmp slt i64 %6, 16, !dbg !2577
  br i1 %8, label %100, label %9, !dbg !2578

9:                                                ; preds = %3
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1923, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1928, metadata !DIExpression()), !dbg !2579
  call void @llvm.dbg.value(metadata i64 %7, metadata !2565, metadata !DIExpression()), !dbg !2572
  %10 = add nsw i64 %7, -2, !dbg !2581
  %11 = lshr i64 %10, 1, !dbg !2582
  call void @llvm.dbg.value(metadata i64 %11, metadata !2568, metadata !DIExpression()), !dbg !2572
  %12 = add nsw i64 %7, -1
  %13 = sdiv i64 %12, 2
  %14 = and i64 %6, 8
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %9
  %17 = or i64 %10, 1
  %18 = getelementptr inbounds double, double* %0, i64 %17
  %19 = getelementptr inbounds double, double* %0, i64 %11
  br label %57, !dbg !2583

20:                                               ; preds = %9, %52
  %21 = phi i64 [ %56, %52 ], [ %11, %9 ], !dbg !2584
  call void @llvm.dbg.value(metadata i64 %21, metadata !2568, metadata !DIExpression()), !dbg !2572
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2585
  call void @llvm.dbg.value(metadata i64 %21, metadata !2022, metadata !DIExpression()), !dbg !2585
  %22 = getelementptr inbounds double, double* %0, i64 %21, !dbg !2587
  %23 = load double, double* %22, align 8, !dbg !2588, !tbaa !1098
  call void @llvm.dbg.value(metadata double %23, metadata !2569, metadata !DIExpression()), !dbg !2589
  call void @llvm.dbg.declare(metadata i8* undef, metadata !1996, metadata !DIExpression()), !dbg !2590
  call void @llvm.dbg.value(metadata double* %0, metadata !2001, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %21, metadata !2002, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %7, metadata !2003, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata double %23, metadata !2004, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2005, metadata !DIExpression()), !dbg !2593
  call void @llvm.dbg.value(metadata i64 %21, metadata !2006, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %21, metadata !2008, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %21, metadata !2002, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %21, metadata !2008, metadata !DIExpression()), !dbg !2592
  %24 = icmp sgt i64 %13, %21, !dbg !2594
  br i1 %24, label %25, label %52, !dbg !2595

25:                                               ; preds = %20, %25
  %26 = phi i64 [ %35, %25 ], [ %21, %20 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !2002, metadata !DIExpression()), !dbg !2592
  %27 = shl i64 %26, 1, !dbg !2596
  %28 = add i64 %27, 2, !dbg !2596
  call void @llvm.dbg.value(metadata i64 %28, metadata !2008, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2597
  call void @llvm.dbg.value(metadata i64 %28, metadata !2022, metadata !DIExpression()), !dbg !2597
  %29 = getelementptr inbounds double, double* %0, i64 %28, !dbg !2599
  %30 = or i64 %27, 1, !dbg !2600
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2601
  call void @llvm.dbg.value(metadata i64 %30, metadata !2022, metadata !DIExpression()), !dbg !2601
  %31 = getelementptr inbounds double, double* %0, i64 %30, !dbg !2603
  call void @llvm.dbg.value(metadata double* %29, metadata !2032, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata double* %31, metadata !2045, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2604
  %32 = load double, double* %29, align 8, !dbg !2606, !tbaa !1098
  %33 = load double, double* %31, align 8, !dbg !2607, !tbaa !1098
  %34 = fcmp olt double %32, %33, !dbg !2608
  %35 = select i1 %34, i64 %30, i64 %28, !dbg !2609
  call void @llvm.dbg.value(metadata i64 %35, metadata !2008, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2610
  call void @llvm.dbg.value(metadata i64 %35, metadata !2022, metadata !DIExpression()), !dbg !2610
  %36 = getelementptr inbounds double, double* %0, i64 %35, !dbg !2612
  %37 = load double, double* %36, align 8, !dbg !2613, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2614
  call void @llvm.dbg.value(metadata i64 %26, metadata !2022, metadata !DIExpression()), !dbg !2614
  %38 = getelementptr inbounds double, double* %0, i64 %26, !dbg !2616
  store double %37, double* %38, align 8, !dbg !2617, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %35, metadata !2002, metadata !DIExpression()), !dbg !2592
  %39 = icmp slt i64 %35, %13, !dbg !2594
  br i1 %39, label %25, label %40, !dbg !2595, !llvm.loop !2618

40:                                               ; preds = %25
  call void @llvm.dbg.value(metadata i64 undef, metadata !2002, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata double* %0, metadata !2080, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 undef, metadata !2086, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 %21, metadata !2087, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata double %23, metadata !2088, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2089, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 undef, metadata !2090, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2620
  %41 = icmp sgt i64 %35, %21, !dbg !2622
  br i1 %41, label %42, label %52, !dbg !2623

42:                                               ; preds = %40, %49
  %43 = phi i64 [ %45, %49 ], [ %35, %40 ]
  %44 = add nsw i64 %43, -1, !dbg !2620
  %45 = sdiv i64 %44, 2, !dbg !2620
  call void @llvm.dbg.value(metadata i64 %43, metadata !2086, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2624
  call void @llvm.dbg.value(metadata i64 %45, metadata !2022, metadata !DIExpression()), !dbg !2624
  %46 = getelementptr inbounds double, double* %0, i64 %45, !dbg !2626
  call void @llvm.dbg.value(metadata double* %46, metadata !2100, metadata !DIExpression()), !dbg !2627
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2110, metadata !DIExpression()), !dbg !2627
  call void @llvm.dbg.value(metadata double* undef, metadata !2112, metadata !DIExpression()), !dbg !2627
  %47 = load double, double* %46, align 8, !dbg !2629, !tbaa !1098
  %48 = fcmp olt double %47, %23, !dbg !2630
  br i1 %48, label %49, label %52, !dbg !2631

49:                                               ; preds = %42
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2632
  call void @llvm.dbg.value(metadata i64 %45, metadata !2022, metadata !DIExpression()), !dbg !2632
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2634
  call void @llvm.dbg.value(metadata i64 %43, metadata !2022, metadata !DIExpression()), !dbg !2634
  %50 = getelementptr inbounds double, double* %0, i64 %43, !dbg !2636
  store double %47, double* %50, align 8, !dbg !2637, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %45, metadata !2086, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 %45, metadata !2090, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2620
  %51 = icmp sgt i64 %45, %21, !dbg !2622
  br i1 %51, label %42, label %52, !dbg !2623, !llvm.loop !2638

52:                                               ; preds = %42, %49, %20, %40
  %53 = phi i64 [ %35, %40 ], [ %21, %20 ], [ %45, %49 ], [ %43, %42 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2640
  call void @llvm.dbg.value(metadata i64 %53, metadata !2022, metadata !DIExpression()), !dbg !2640
  %54 = getelementptr inbounds double, double* %0, i64 %53, !dbg !2642
  store double %23, double* %54, align 8, !dbg !2643, !tbaa !1098
  %55 = icmp eq i64 %21, 0, !dbg !2644
  %56 = add nsw i64 %21, -1, !dbg !2646
  call void @llvm.dbg.value(metadata i64 undef, metadata !2568, metadata !DIExpression()), !dbg !2572
  br i1 %55, label %100, label %20, !llvm.loop !2647

57:                                               ; preds = %16, %95
  %58 = phi i64 [ %99, %95 ], [ %11, %16 ], !dbg !2584
  call void @llvm.dbg.value(metadata i64 %58, metadata !2568, metadata !DIExpression()), !dbg !2572
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2585
  call void @llvm.dbg.value(metadata i64 %58, metadata !2022, metadata !DIExpression()), !dbg !2585
  %59 = getelementptr inbounds double, double* %0, i64 %58, !dbg !2587
  %60 = load double, double* %59, align 8, !dbg !2588, !tbaa !1098
  call void @llvm.dbg.value(metadata double %60, metadata !2569, metadata !DIExpression()), !dbg !2589
  call void @llvm.dbg.declare(metadata i8* undef, metadata !1996, metadata !DIExpression()), !dbg !2590
  call void @llvm.dbg.value(metadata double* %0, metadata !2001, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %58, metadata !2002, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %7, metadata !2003, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata double %60, metadata !2004, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2005, metadata !DIExpression()), !dbg !2593
  call void @llvm.dbg.value(metadata i64 %58, metadata !2006, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata i64 %58, metadata !2008, metadata !DIExpression()), !dbg !2592
  %61 = icmp sgt i64 %13, %58, !dbg !2594
  br i1 %61, label %62, label %77, !dbg !2595

62:                                               ; preds = %57, %62
  %63 = phi i64 [ %72, %62 ], [ %58, %57 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !2002, metadata !DIExpression()), !dbg !2592
  %64 = shl i64 %63, 1, !dbg !2596
  %65 = add i64 %64, 2, !dbg !2596
  call void @llvm.dbg.value(metadata i64 %65, metadata !2008, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2597
  call void @llvm.dbg.value(metadata i64 %65, metadata !2022, metadata !DIExpression()), !dbg !2597
  %66 = getelementptr inbounds double, double* %0, i64 %65, !dbg !2599
  %67 = or i64 %64, 1, !dbg !2600
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2601
  call void @llvm.dbg.value(metadata i64 %67, metadata !2022, metadata !DIExpression()), !dbg !2601
  %68 = getelementptr inbounds double, double* %0, i64 %67, !dbg !2603
  call void @llvm.dbg.value(metadata double* %66, metadata !2032, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata double* %68, metadata !2045, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2043, metadata !DIExpression()), !dbg !2604
  %69 = load double, double* %66, align 8, !dbg !2606, !tbaa !1098
  %70 = load double, double* %68, align 8, !dbg !2607, !tbaa !1098
  %71 = fcmp olt double %69, %70, !dbg !2608
  %72 = select i1 %71, i64 %67, i64 %65, !dbg !2609
  call void @llvm.dbg.value(metadata i64 %72, metadata !2008, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2610
  call void @llvm.dbg.value(metadata i64 %72, metadata !2022, metadata !DIExpression()), !dbg !2610
  %73 = getelementptr inbounds double, double* %0, i64 %72, !dbg !2612
  %74 = load double, double* %73, align 8, !dbg !2613, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2614
  call void @llvm.dbg.value(metadata i64 %63, metadata !2022, metadata !DIExpression()), !dbg !2614
  %75 = getelementptr inbounds double, double* %0, i64 %63, !dbg !2616
  store double %74, double* %75, align 8, !dbg !2617, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %72, metadata !2002, metadata !DIExpression()), !dbg !2592
  %76 = icmp slt i64 %72, %13, !dbg !2594
  br i1 %76, label %62, label %77, !dbg !2595, !llvm.loop !2618

77:                                               ; preds = %62, %57
  %78 = phi i64 [ %58, %57 ], [ %72, %62 ]
  %79 = icmp eq i64 %78, %11
  br i1 %79, label %80, label %82, !dbg !2649

80:                                               ; preds = %77
  call void @llvm.dbg.value(metadata i64 %10, metadata !2008, metadata !DIExpression(DW_OP_constu, 18446744073709551614, DW_OP_and, DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !2592
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2650
  call void @llvm.dbg.value(metadata i64 %17, metadata !2022, metadata !DIExpression()), !dbg !2650
  %81 = load double, double* %18, align 8, !dbg !2652, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2653
  call void @llvm.dbg.value(metadata i64 %78, metadata !2022, metadata !DIExpression()), !dbg !2653
  store double %81, double* %19, align 8, !dbg !2655, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %17, metadata !2002, metadata !DIExpression()), !dbg !2592
  br label %82, !dbg !2656

82:                                               ; preds = %80, %77
  %83 = phi i64 [ %17, %80 ], [ %78, %77 ]
  call void @llvm.dbg.value(metadata i64 %83, metadata !2002, metadata !DIExpression()), !dbg !2592
  call void @llvm.dbg.value(metadata double* %0, metadata !2080, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 %83, metadata !2086, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 %58, metadata !2087, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata double %60, metadata !2088, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2089, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 %83, metadata !2090, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2620
  %84 = icmp sgt i64 %83, %58, !dbg !2622
  br i1 %84, label %85, label %95, !dbg !2623

85:                                               ; preds = %82, %92
  %86 = phi i64 [ %88, %92 ], [ %83, %82 ]
  %87 = add nsw i64 %86, -1, !dbg !2620
  %88 = sdiv i64 %87, 2, !dbg !2620
  call void @llvm.dbg.value(metadata i64 %86, metadata !2086, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2624
  call void @llvm.dbg.value(metadata i64 %88, metadata !2022, metadata !DIExpression()), !dbg !2624
  %89 = getelementptr inbounds double, double* %0, i64 %88, !dbg !2626
  call void @llvm.dbg.value(metadata double* %89, metadata !2100, metadata !DIExpression()), !dbg !2627
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !2110, metadata !DIExpression()), !dbg !2627
  call void @llvm.dbg.value(metadata double* undef, metadata !2112, metadata !DIExpression()), !dbg !2627
  %90 = load double, double* %89, align 8, !dbg !2629, !tbaa !1098
  %91 = fcmp olt double %90, %60, !dbg !2630
  br i1 %91, label %92, label %95, !dbg !2631

92:                                               ; preds = %85
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2632
  call void @llvm.dbg.value(metadata i64 %88, metadata !2022, metadata !DIExpression()), !dbg !2632
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2634
  call void @llvm.dbg.value(metadata i64 %86, metadata !2022, metadata !DIExpression()), !dbg !2634
  %93 = getelementptr inbounds double, double* %0, i64 %86, !dbg !2636
  store double %90, double* %93, align 8, !dbg !2637, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %88, metadata !2086, metadata !DIExpression()), !dbg !2620
  call void @llvm.dbg.value(metadata i64 %88, metadata !2090, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2620
  %94 = icmp sgt i64 %88, %58, !dbg !2622
  br i1 %94, label %85, label %95, !dbg !2623, !llvm.loop !2638

95:                                               ; preds = %85, %92, %82
  %96 = phi i64 [ %83, %82 ], [ %88, %92 ], [ %86, %85 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2019, metadata !DIExpression()), !dbg !2640
  call void @llvm.dbg.value(metadata i64 %96, metadata !2022, metadata !DIExpression()), !dbg !2640
  %97 = getelementptr inbounds double, double* %0, i64 %96, !dbg !2642
  store double %60, double* %97, align 8, !dbg !2643, !tbaa !1098
  %98 = icmp eq i64 %58, 0, !dbg !2644
  %99 = add nsw i64 %58, -1, !dbg !2646
  call void @llvm.dbg.value(metadata i64 undef, metadata !2568, metadata !DIExpression()), !dbg !2572
  br i1 %98, label %100, label %57, !llvm.loop !2647

100:                                              ; preds = %52, %95, %3
  ret void, !dbg !2657
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #11

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
!1293 = !DILocation(line: 49, column: 32, scope: !1274)
!1294 = !DILocation(line: 0, scope: !656, inlinedAt: !1295)
!1295 = distinct !DILocation(line: 49, column: 22, scope: !1274)
!1296 = !DILocation(line: 364, column: 16, scope: !656, inlinedAt: !1295)
!1297 = !DILocation(line: 0, scope: !1284)
!1298 = !DILocation(line: 52, column: 21, scope: !1299)
!1299 = distinct !DILexicalBlock(scope: !1284, file: !1, line: 52, column: 3)
!1300 = !DILocation(line: 52, column: 3, scope: !1284)
!1301 = !DILocalVariable(name: "out", scope: !1302, file: !1, line: 35, type: !25)
!1302 = distinct !DISubprogram(name: "moving_average", linkageName: "_ZL14moving_averageRKSt6vectorIdSaIdEEm", scope: !1, file: !1, line: 33, type: !1303, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1305)
!1303 = !DISubroutineType(types: !1304)
!1304 = !{!25, !314, !670}
!1305 = !{!1306, !1307, !1301, !1308, !1309}
!1306 = !DILocalVariable(name: "v", arg: 1, scope: !1302, file: !1, line: 33, type: !314)
!1307 = !DILocalVariable(name: "w", arg: 2, scope: !1302, file: !1, line: 33, type: !670)
!1308 = !DILocalVariable(name: "acc", scope: !1302, file: !1, line: 37, type: !22)
!1309 = !DILocalVariable(name: "i", scope: !1310, file: !1, line: 38, type: !670)
!1310 = distinct !DILexicalBlock(scope: !1302, file: !1, line: 38, column: 3)
!1311 = !DILocation(line: 0, scope: !1302, inlinedAt: !1312)
!1312 = distinct !DILocation(line: 56, column: 28, scope: !1274)
!1313 = !DILocation(line: 0, scope: !1151, inlinedAt: !1314)
!1314 = distinct !DILocation(line: 36, column: 17, scope: !1302, inlinedAt: !1312)
!1315 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1314)
!1316 = !DILocalVariable(name: "this", arg: 1, scope: !1317, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1317 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !25, file: !1318, line: 68, type: !452, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !460, retainedNodes: !1319)
!1318 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1319 = !{!1316, !1320, !1321, !1325}
!1320 = !DILocalVariable(name: "__n", arg: 2, scope: !1317, file: !18, line: 1105, type: !17)
!1321 = !DILocalVariable(name: "__old_size", scope: !1322, file: !1318, line: 74, type: !1324)
!1322 = distinct !DILexicalBlock(scope: !1323, file: !1318, line: 73, column: 2)
!1323 = distinct !DILexicalBlock(scope: !1317, file: !1318, line: 72, column: 11)
!1324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!1325 = !DILocalVariable(name: "__tmp", scope: !1322, file: !1318, line: 75, type: !283)
!1326 = !DILocation(line: 0, scope: !1317, inlinedAt: !1327)
!1327 = distinct !DILocation(line: 36, column: 7, scope: !1302, inlinedAt: !1312)
!1328 = !DILocation(line: 70, column: 15, scope: !1329, inlinedAt: !1327)
!1329 = distinct !DILexicalBlock(scope: !1317, file: !1318, line: 70, column: 11)
!1330 = !DILocation(line: 70, column: 11, scope: !1317, inlinedAt: !1327)
!1331 = !DILocation(line: 71, column: 2, scope: !1329, inlinedAt: !1327)
!1332 = !DILocation(line: 72, column: 28, scope: !1323, inlinedAt: !1327)
!1333 = !DILocation(line: 72, column: 11, scope: !1317, inlinedAt: !1327)
!1334 = !DILocation(line: 0, scope: !1151, inlinedAt: !1335)
!1335 = distinct !DILocation(line: 74, column: 33, scope: !1322, inlinedAt: !1327)
!1336 = !DILocation(line: 0, scope: !1322, inlinedAt: !1327)
!1337 = !DILocalVariable(name: "this", arg: 1, scope: !1338, type: !1341, flags: DIFlagArtificial | DIFlagObjectPointer)
!1338 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !28, file: !18, line: 375, type: !237, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !236, retainedNodes: !1339)
!1339 = !{!1337, !1340}
!1340 = !DILocalVariable(name: "__n", arg: 2, scope: !1338, file: !18, line: 375, type: !14)
!1341 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!1342 = !DILocation(line: 0, scope: !1338, inlinedAt: !1343)
!1343 = distinct !DILocation(line: 79, column: 22, scope: !1344, inlinedAt: !1327)
!1344 = distinct !DILexicalBlock(scope: !1345, file: !1318, line: 78, column: 6)
!1345 = distinct !DILexicalBlock(scope: !1322, file: !1318, line: 77, column: 29)
!1346 = !DILocalVariable(name: "__a", arg: 1, scope: !1347, file: !43, line: 463, type: !49)
!1347 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !42, file: !43, line: 463, type: !46, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !45, retainedNodes: !1348)
!1348 = !{!1346, !1349}
!1349 = !DILocalVariable(name: "__n", arg: 2, scope: !1347, file: !43, line: 463, type: !112)
!1350 = !DILocation(line: 0, scope: !1347, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 378, column: 20, scope: !1338, inlinedAt: !1343)
!1352 = !DILocalVariable(name: "this", arg: 1, scope: !1353, type: !1357, flags: DIFlagArtificial | DIFlagObjectPointer)
!1353 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !57, file: !58, line: 112, type: !86, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !85, retainedNodes: !1354)
!1354 = !{!1352, !1355, !1356}
!1355 = !DILocalVariable(name: "__n", arg: 2, scope: !1353, file: !58, line: 112, type: !88)
!1356 = !DILocalVariable(arg: 3, scope: !1353, file: !58, line: 112, type: !19)
!1357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!1358 = !DILocation(line: 0, scope: !1353, inlinedAt: !1359)
!1359 = distinct !DILocation(line: 464, column: 20, scope: !1347, inlinedAt: !1351)
!1360 = !DILocation(line: 137, column: 27, scope: !1353, inlinedAt: !1359)
!1361 = !DILocation(line: 137, column: 9, scope: !1353, inlinedAt: !1359)
!1362 = !DILocation(line: 0, scope: !24, inlinedAt: !1363)
!1363 = distinct !DILocation(line: 80, column: 8, scope: !1344, inlinedAt: !1327)
!1364 = !DILocalVariable(name: "__first", arg: 1, scope: !1365, file: !18, line: 487, type: !283)
!1365 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !25, file: !18, line: 487, type: !281, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !280, retainedNodes: !1366)
!1366 = !{!1364, !1367, !1368, !1369, !1370}
!1367 = !DILocalVariable(name: "__last", arg: 2, scope: !1365, file: !18, line: 487, type: !283)
!1368 = !DILocalVariable(name: "__result", arg: 3, scope: !1365, file: !18, line: 487, type: !283)
!1369 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1365, file: !18, line: 488, type: !284)
!1370 = !DILocalVariable(arg: 5, scope: !1365, file: !18, line: 488, type: !247)
!1371 = !DILocation(line: 0, scope: !1365, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1363)
!1373 = !DILocation(line: 488, column: 42, scope: !1365, inlinedAt: !1372)
!1374 = !DILocalVariable(name: "__first", arg: 1, scope: !1375, file: !1376, line: 1127, type: !21)
!1375 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !5, file: !1376, line: 1127, type: !1377, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1383, retainedNodes: !1379)
!1376 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1377 = !DISubroutineType(types: !1378)
!1378 = !{!21, !21, !21, !21, !110}
!1379 = !{!1374, !1380, !1381, !1382}
!1380 = !DILocalVariable(name: "__last", arg: 2, scope: !1375, file: !1376, line: 1127, type: !21)
!1381 = !DILocalVariable(name: "__result", arg: 3, scope: !1375, file: !1376, line: 1128, type: !21)
!1382 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1375, file: !1376, line: 1128, type: !110)
!1383 = !{!1384, !1385, !1386}
!1384 = !DITemplateTypeParameter(name: "_InputIterator", type: !21)
!1385 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !21)
!1386 = !DITemplateTypeParameter(name: "_Allocator", type: !51)
!1387 = !DILocation(line: 0, scope: !1375, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 490, column: 9, scope: !1365, inlinedAt: !1372)
!1389 = !DILocalVariable(name: "__first", arg: 1, scope: !1390, file: !1376, line: 1100, type: !21)
!1390 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !5, file: !1376, line: 1100, type: !1391, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1404, retainedNodes: !1399)
!1391 = !DISubroutineType(types: !1392)
!1392 = !{!1393, !21, !21, !21, !110}
!1393 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !5, file: !248, line: 2240, baseType: !1394)
!1394 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1395, file: !248, line: 2234, baseType: !21)
!1395 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !5, file: !248, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !1396, identifier: "_ZTSSt9enable_ifILb1EPdE")
!1396 = !{!1397, !1398}
!1397 = !DITemplateValueParameter(type: !140, value: i8 1)
!1398 = !DITemplateTypeParameter(name: "_Tp", type: !21)
!1399 = !{!1389, !1400, !1401, !1402, !1403}
!1400 = !DILocalVariable(name: "__last", arg: 2, scope: !1390, file: !1376, line: 1100, type: !21)
!1401 = !DILocalVariable(name: "__result", arg: 3, scope: !1390, file: !1376, line: 1101, type: !21)
!1402 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1390, file: !1376, line: 1102, type: !110)
!1403 = !DILocalVariable(name: "__count", scope: !1390, file: !1376, line: 1104, type: !408)
!1404 = !{!97, !1405}
!1405 = !DITemplateTypeParameter(name: "_Up", type: !22)
!1406 = !DILocation(line: 0, scope: !1390, inlinedAt: !1407)
!1407 = distinct !DILocation(line: 1133, column: 14, scope: !1375, inlinedAt: !1388)
!1408 = !DILocalVariable(name: "this", arg: 1, scope: !1409, type: !1341, flags: DIFlagArtificial | DIFlagObjectPointer)
!1409 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !28, file: !18, line: 383, type: !240, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !239, retainedNodes: !1410)
!1410 = !{!1408, !1411, !1412}
!1411 = !DILocalVariable(name: "__p", arg: 2, scope: !1409, file: !18, line: 383, type: !153)
!1412 = !DILocalVariable(name: "__n", arg: 3, scope: !1409, file: !18, line: 383, type: !14)
!1413 = !DILocation(line: 0, scope: !1409, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 93, column: 4, scope: !1322, inlinedAt: !1327)
!1415 = !DILocation(line: 98, column: 61, scope: !1322, inlinedAt: !1327)
!1416 = !DILocation(line: 99, column: 2, scope: !1322, inlinedAt: !1327)
!1417 = !DILocation(line: 0, scope: !1310, inlinedAt: !1312)
!1418 = !DILocation(line: 0, scope: !1151, inlinedAt: !1419)
!1419 = distinct !DILocation(line: 38, column: 28, scope: !1420, inlinedAt: !1312)
!1420 = distinct !DILexicalBlock(scope: !1310, file: !1, line: 38, column: 3)
!1421 = !DILocation(line: 38, column: 24, scope: !1420, inlinedAt: !1312)
!1422 = !DILocation(line: 38, column: 3, scope: !1310, inlinedAt: !1312)
!1423 = !DILocalVariable(name: "this", arg: 1, scope: !1424, type: !1153, flags: DIFlagArtificial | DIFlagObjectPointer)
!1424 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !25, file: !18, line: 1140, type: !470, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !469, retainedNodes: !1425)
!1425 = !{!1423, !1426}
!1426 = !DILocalVariable(name: "__n", arg: 2, scope: !1424, file: !18, line: 1140, type: !17)
!1427 = !DILocation(line: 0, scope: !1424, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 39, column: 12, scope: !1429, inlinedAt: !1312)
!1429 = distinct !DILexicalBlock(scope: !1420, file: !1, line: 38, column: 41)
!1430 = !DILocation(line: 1143, column: 34, scope: !1424, inlinedAt: !1428)
!1431 = !DILocation(line: 39, column: 12, scope: !1429, inlinedAt: !1312)
!1432 = !{!1433}
!1433 = distinct !{!1433, !1434, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm: argument 0"}
!1434 = distinct !{!1434, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm"}
!1435 = !DILocation(line: 39, column: 9, scope: !1429, inlinedAt: !1312)
!1436 = !DILocation(line: 40, column: 11, scope: !1437, inlinedAt: !1312)
!1437 = distinct !DILexicalBlock(scope: !1429, file: !1, line: 40, column: 9)
!1438 = !DILocation(line: 40, column: 9, scope: !1429, inlinedAt: !1312)
!1439 = !DILocation(line: 41, column: 18, scope: !1437, inlinedAt: !1312)
!1440 = !DILocation(line: 0, scope: !1424, inlinedAt: !1441)
!1441 = distinct !DILocation(line: 41, column: 14, scope: !1437, inlinedAt: !1312)
!1442 = !DILocation(line: 1143, column: 34, scope: !1424, inlinedAt: !1441)
!1443 = !DILocation(line: 41, column: 14, scope: !1437, inlinedAt: !1312)
!1444 = !DILocation(line: 41, column: 11, scope: !1437, inlinedAt: !1312)
!1445 = !DILocation(line: 41, column: 7, scope: !1437, inlinedAt: !1312)
!1446 = !DILocation(line: 0, scope: !1429, inlinedAt: !1312)
!1447 = !DILocation(line: 42, column: 28, scope: !1429, inlinedAt: !1312)
!1448 = !DILocation(line: 42, column: 26, scope: !1429, inlinedAt: !1312)
!1449 = !DILocation(line: 42, column: 25, scope: !1429, inlinedAt: !1312)
!1450 = !DILocation(line: 42, column: 23, scope: !1429, inlinedAt: !1312)
!1451 = !DILocalVariable(name: "this", arg: 1, scope: !1452, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1452 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !25, file: !18, line: 1293, type: !499, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !498, retainedNodes: !1453)
!1453 = !{!1451, !1454}
!1454 = !DILocalVariable(name: "__x", arg: 2, scope: !1452, file: !18, line: 1293, type: !501)
!1455 = !DILocation(line: 0, scope: !1452, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 42, column: 9, scope: !1429, inlinedAt: !1312)
!1457 = !DILocalVariable(name: "this", arg: 1, scope: !1458, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1458 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !25, file: !1318, line: 112, type: !1459, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1463, declaration: !1462, retainedNodes: !1466)
!1459 = !DISubroutineType(types: !1460)
!1460 = !{null, !295, !1461}
!1461 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !22, size: 64)
!1462 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !25, file: !18, line: 1303, type: !1459, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1463)
!1463 = !{!1464}
!1464 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !1465)
!1465 = !{!146}
!1466 = !{!1457, !1467}
!1467 = !DILocalVariable(name: "__args", arg: 2, scope: !1458, file: !18, line: 1303, type: !1461)
!1468 = !DILocation(line: 0, scope: !1458, inlinedAt: !1469)
!1469 = distinct !DILocation(line: 1294, column: 9, scope: !1452, inlinedAt: !1456)
!1470 = !DILocation(line: 114, column: 30, scope: !1471, inlinedAt: !1469)
!1471 = distinct !DILexicalBlock(scope: !1458, file: !1318, line: 114, column: 6)
!1472 = !DILocation(line: 114, column: 6, scope: !1458, inlinedAt: !1469)
!1473 = !DILocalVariable(name: "__a", arg: 1, scope: !1474, file: !43, line: 511, type: !49)
!1474 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !42, file: !43, line: 511, type: !1475, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1478, declaration: !1477, retainedNodes: !1479)
!1475 = !DISubroutineType(types: !1476)
!1476 = !{null, !49, !21, !1461}
!1477 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !42, file: !43, line: 511, type: !1475, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1478)
!1478 = !{!1405, !1464}
!1479 = !{!1473, !1480, !1481}
!1480 = !DILocalVariable(name: "__p", arg: 2, scope: !1474, file: !43, line: 511, type: !21)
!1481 = !DILocalVariable(name: "__args", arg: 3, scope: !1474, file: !43, line: 512, type: !1461)
!1482 = !DILocation(line: 0, scope: !1474, inlinedAt: !1483)
!1483 = distinct !DILocation(line: 117, column: 6, scope: !1484, inlinedAt: !1469)
!1484 = distinct !DILexicalBlock(scope: !1471, file: !1318, line: 115, column: 4)
!1485 = !DILocalVariable(name: "this", arg: 1, scope: !1486, type: !1357, flags: DIFlagArtificial | DIFlagObjectPointer)
!1486 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !57, file: !58, line: 173, type: !1487, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1478, declaration: !1489, retainedNodes: !1490)
!1487 = !DISubroutineType(types: !1488)
!1488 = !{null, !63, !21, !1461}
!1489 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !57, file: !58, line: 173, type: !1487, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1478)
!1490 = !{!1485, !1491, !1492}
!1491 = !DILocalVariable(name: "__p", arg: 2, scope: !1486, file: !58, line: 173, type: !21)
!1492 = !DILocalVariable(name: "__args", arg: 3, scope: !1486, file: !58, line: 173, type: !1461)
!1493 = !DILocation(line: 0, scope: !1486, inlinedAt: !1494)
!1494 = distinct !DILocation(line: 516, column: 8, scope: !1474, inlinedAt: !1483)
!1495 = !DILocation(line: 175, column: 4, scope: !1486, inlinedAt: !1494)
!1496 = !DILocation(line: 121, column: 4, scope: !1484, inlinedAt: !1469)
!1497 = !DILocalVariable(name: "__position", arg: 2, scope: !1498, file: !18, line: 1868, type: !364)
!1498 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !25, file: !1318, line: 440, type: !1499, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1463, declaration: !1501, retainedNodes: !1502)
!1499 = !DISubroutineType(types: !1500)
!1500 = !{null, !295, !364, !1461}
!1501 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !25, file: !18, line: 1868, type: !1499, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1463)
!1502 = !{!1503, !1497, !1504, !1505, !1506, !1507, !1508, !1509, !1510}
!1503 = !DILocalVariable(name: "this", arg: 1, scope: !1498, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1504 = !DILocalVariable(name: "__args", arg: 3, scope: !1498, file: !18, line: 1868, type: !1461)
!1505 = !DILocalVariable(name: "__len", scope: !1498, file: !1318, line: 448, type: !1324)
!1506 = !DILocalVariable(name: "__old_start", scope: !1498, file: !1318, line: 450, type: !283)
!1507 = !DILocalVariable(name: "__old_finish", scope: !1498, file: !1318, line: 451, type: !283)
!1508 = !DILocalVariable(name: "__elems_before", scope: !1498, file: !1318, line: 452, type: !1324)
!1509 = !DILocalVariable(name: "__new_start", scope: !1498, file: !1318, line: 453, type: !283)
!1510 = !DILocalVariable(name: "__new_finish", scope: !1498, file: !1318, line: 454, type: !283)
!1511 = !DILocation(line: 0, scope: !1498, inlinedAt: !1512)
!1512 = distinct !DILocation(line: 123, column: 4, scope: !1471, inlinedAt: !1469)
!1513 = !DILocalVariable(name: "this", arg: 1, scope: !1514, type: !1153, flags: DIFlagArtificial | DIFlagObjectPointer)
!1514 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !25, file: !18, line: 1891, type: !538, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !537, retainedNodes: !1515)
!1515 = !{!1513, !1516, !1517, !1518}
!1516 = !DILocalVariable(name: "__n", arg: 2, scope: !1514, file: !18, line: 1891, type: !17)
!1517 = !DILocalVariable(name: "__s", arg: 3, scope: !1514, file: !18, line: 1891, type: !541)
!1518 = !DILocalVariable(name: "__len", scope: !1514, file: !18, line: 1896, type: !1324)
!1519 = !DILocation(line: 0, scope: !1514, inlinedAt: !1520)
!1520 = distinct !DILocation(line: 449, column: 2, scope: !1498, inlinedAt: !1512)
!1521 = !DILocation(line: 0, scope: !1151, inlinedAt: !1522)
!1522 = distinct !DILocation(line: 1893, column: 19, scope: !1523, inlinedAt: !1520)
!1523 = distinct !DILexicalBlock(scope: !1514, file: !18, line: 1893, column: 6)
!1524 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1522)
!1525 = !DILocation(line: 1893, column: 26, scope: !1523, inlinedAt: !1520)
!1526 = !DILocation(line: 1893, column: 6, scope: !1514, inlinedAt: !1520)
!1527 = !DILocation(line: 1894, column: 4, scope: !1523, inlinedAt: !1520)
!1528 = !DILocation(line: 0, scope: !1151, inlinedAt: !1529)
!1529 = distinct !DILocation(line: 1896, column: 26, scope: !1514, inlinedAt: !1520)
!1530 = !DILocation(line: 0, scope: !1151, inlinedAt: !1531)
!1531 = distinct !DILocation(line: 1896, column: 46, scope: !1514, inlinedAt: !1520)
!1532 = !DILocalVariable(name: "__a", arg: 1, scope: !1533, file: !1540, line: 407, type: !1536)
!1533 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !5, file: !1231, line: 254, type: !1534, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1541, retainedNodes: !1538)
!1534 = !DISubroutineType(types: !1535)
!1535 = !{!1536, !1536, !1536}
!1536 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1537, size: 64)
!1537 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!1538 = !{!1532, !1539}
!1539 = !DILocalVariable(name: "__b", arg: 2, scope: !1533, file: !1540, line: 407, type: !1536)
!1540 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: ".")
!1541 = !{!1542}
!1542 = !DITemplateTypeParameter(name: "_Tp", type: !16)
!1543 = !DILocation(line: 0, scope: !1533, inlinedAt: !1544)
!1544 = distinct !DILocation(line: 1896, column: 35, scope: !1514, inlinedAt: !1520)
!1545 = !DILocation(line: 259, column: 15, scope: !1546, inlinedAt: !1544)
!1546 = distinct !DILexicalBlock(scope: !1533, file: !1231, line: 259, column: 11)
!1547 = !DILocation(line: 1896, column: 35, scope: !1514, inlinedAt: !1520)
!1548 = !DILocation(line: 1896, column: 33, scope: !1514, inlinedAt: !1520)
!1549 = !DILocation(line: 0, scope: !1151, inlinedAt: !1550)
!1550 = distinct !DILocation(line: 1897, column: 18, scope: !1514, inlinedAt: !1520)
!1551 = !DILocation(line: 1897, column: 16, scope: !1514, inlinedAt: !1520)
!1552 = !DILocation(line: 1897, column: 25, scope: !1514, inlinedAt: !1520)
!1553 = !DILocation(line: 0, scope: !1338, inlinedAt: !1554)
!1554 = distinct !DILocation(line: 453, column: 33, scope: !1498, inlinedAt: !1512)
!1555 = !DILocation(line: 378, column: 13, scope: !1338, inlinedAt: !1554)
!1556 = !DILocation(line: 378, column: 9, scope: !1338, inlinedAt: !1554)
!1557 = !DILocation(line: 0, scope: !1347, inlinedAt: !1558)
!1558 = distinct !DILocation(line: 378, column: 20, scope: !1338, inlinedAt: !1554)
!1559 = !DILocation(line: 0, scope: !1353, inlinedAt: !1560)
!1560 = distinct !DILocation(line: 464, column: 20, scope: !1347, inlinedAt: !1558)
!1561 = !DILocation(line: 137, column: 53, scope: !1353, inlinedAt: !1560)
!1562 = !DILocation(line: 137, column: 27, scope: !1353, inlinedAt: !1560)
!1563 = !DILocation(line: 137, column: 9, scope: !1353, inlinedAt: !1560)
!1564 = !DILocation(line: 463, column: 20, scope: !1565, inlinedAt: !1512)
!1565 = distinct !DILexicalBlock(scope: !1498, file: !1318, line: 456, column: 2)
!1566 = !DILocation(line: 0, scope: !1474, inlinedAt: !1567)
!1567 = distinct !DILocation(line: 462, column: 4, scope: !1565, inlinedAt: !1512)
!1568 = !DILocation(line: 0, scope: !1486, inlinedAt: !1569)
!1569 = distinct !DILocation(line: 516, column: 8, scope: !1474, inlinedAt: !1567)
!1570 = !DILocation(line: 175, column: 4, scope: !1486, inlinedAt: !1569)
!1571 = !DILocation(line: 0, scope: !24, inlinedAt: !1572)
!1572 = distinct !DILocation(line: 474, column: 23, scope: !1573, inlinedAt: !1512)
!1573 = distinct !DILexicalBlock(scope: !1574, file: !1318, line: 473, column: 6)
!1574 = distinct !DILexicalBlock(scope: !1565, file: !1318, line: 472, column: 29)
!1575 = !DILocation(line: 0, scope: !1365, inlinedAt: !1576)
!1576 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1572)
!1577 = !DILocation(line: 488, column: 42, scope: !1365, inlinedAt: !1576)
!1578 = !DILocation(line: 0, scope: !1375, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 490, column: 9, scope: !1365, inlinedAt: !1576)
!1580 = !DILocation(line: 0, scope: !1390, inlinedAt: !1581)
!1581 = distinct !DILocation(line: 1133, column: 14, scope: !1375, inlinedAt: !1579)
!1582 = !DILocation(line: 1105, column: 19, scope: !1583, inlinedAt: !1581)
!1583 = distinct !DILexicalBlock(scope: !1390, file: !1376, line: 1105, column: 11)
!1584 = !DILocation(line: 1105, column: 11, scope: !1390, inlinedAt: !1581)
!1585 = !DILocation(line: 1117, column: 4, scope: !1586, inlinedAt: !1581)
!1586 = distinct !DILexicalBlock(scope: !1583, file: !1376, line: 1106, column: 2)
!1587 = !DILocation(line: 1118, column: 2, scope: !1586, inlinedAt: !1581)
!1588 = !DILocation(line: 0, scope: !24, inlinedAt: !1589)
!1589 = distinct !DILocation(line: 479, column: 23, scope: !1573, inlinedAt: !1512)
!1590 = !DILocation(line: 0, scope: !1365, inlinedAt: !1591)
!1591 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1589)
!1592 = !DILocation(line: 488, column: 42, scope: !1365, inlinedAt: !1591)
!1593 = !DILocation(line: 0, scope: !1375, inlinedAt: !1594)
!1594 = distinct !DILocation(line: 490, column: 9, scope: !1365, inlinedAt: !1591)
!1595 = !DILocation(line: 0, scope: !1390, inlinedAt: !1596)
!1596 = distinct !DILocation(line: 1133, column: 14, scope: !1375, inlinedAt: !1594)
!1597 = !DILocation(line: 0, scope: !1409, inlinedAt: !1598)
!1598 = distinct !DILocation(line: 513, column: 7, scope: !1498, inlinedAt: !1512)
!1599 = !DILocation(line: 386, column: 6, scope: !1600, inlinedAt: !1598)
!1600 = distinct !DILexicalBlock(scope: !1409, file: !18, line: 386, column: 6)
!1601 = !DILocation(line: 386, column: 6, scope: !1409, inlinedAt: !1598)
!1602 = !DILocalVariable(name: "__a", arg: 1, scope: !1603, file: !43, line: 495, type: !49)
!1603 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !42, file: !43, line: 495, type: !118, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !117, retainedNodes: !1604)
!1604 = !{!1602, !1605, !1606}
!1605 = !DILocalVariable(name: "__p", arg: 2, scope: !1603, file: !43, line: 495, type: !48)
!1606 = !DILocalVariable(name: "__n", arg: 3, scope: !1603, file: !43, line: 495, type: !112)
!1607 = !DILocation(line: 0, scope: !1603, inlinedAt: !1608)
!1608 = distinct !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1598)
!1609 = !DILocalVariable(name: "this", arg: 1, scope: !1610, type: !1357, flags: DIFlagArtificial | DIFlagObjectPointer)
!1610 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !57, file: !58, line: 142, type: !90, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !89, retainedNodes: !1611)
!1611 = !{!1609, !1612, !1613}
!1612 = !DILocalVariable(name: "__p", arg: 2, scope: !1610, file: !58, line: 142, type: !21)
!1613 = !DILocalVariable(name: "__n", arg: 3, scope: !1610, file: !58, line: 142, type: !88)
!1614 = !DILocation(line: 0, scope: !1610, inlinedAt: !1615)
!1615 = distinct !DILocation(line: 496, column: 13, scope: !1603, inlinedAt: !1608)
!1616 = !DILocation(line: 158, column: 27, scope: !1610, inlinedAt: !1615)
!1617 = !DILocation(line: 158, column: 2, scope: !1610, inlinedAt: !1615)
!1618 = !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1598)
!1619 = !DILocation(line: 988, column: 66, scope: !1151, inlinedAt: !1419)
!1620 = !DILocation(line: 988, column: 40, scope: !1151, inlinedAt: !1419)
!1621 = !DILocation(line: 517, column: 53, scope: !1498, inlinedAt: !1512)
!1622 = !DILocation(line: 0, scope: !1471, inlinedAt: !1469)
!1623 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1419)
!1624 = distinct !{!1624, !1422, !1625, !1273}
!1625 = !DILocation(line: 43, column: 3, scope: !1310, inlinedAt: !1312)
!1626 = !DILocation(line: 45, column: 1, scope: !1429, inlinedAt: !1312)
!1627 = !DILocalVariable(name: "this", arg: 1, scope: !1628, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1628 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !25, file: !18, line: 728, type: !293, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !344, retainedNodes: !1629)
!1629 = !{!1627}
!1630 = !DILocation(line: 0, scope: !1628, inlinedAt: !1631)
!1631 = distinct !DILocation(line: 45, column: 1, scope: !1302, inlinedAt: !1312)
!1632 = !DILocalVariable(name: "this", arg: 1, scope: !1633, type: !1341, flags: DIFlagArtificial | DIFlagObjectPointer)
!1633 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !28, file: !18, line: 364, type: !209, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !235, retainedNodes: !1634)
!1634 = !{!1632}
!1635 = !DILocation(line: 0, scope: !1633, inlinedAt: !1636)
!1636 = distinct !DILocation(line: 733, column: 7, scope: !1637, inlinedAt: !1631)
!1637 = distinct !DILexicalBlock(scope: !1628, file: !18, line: 729, column: 7)
!1638 = !DILocation(line: 0, scope: !1409, inlinedAt: !1639)
!1639 = distinct !DILocation(line: 366, column: 2, scope: !1640, inlinedAt: !1636)
!1640 = distinct !DILexicalBlock(scope: !1633, file: !18, line: 365, column: 7)
!1641 = !DILocation(line: 386, column: 6, scope: !1600, inlinedAt: !1639)
!1642 = !DILocation(line: 386, column: 6, scope: !1409, inlinedAt: !1639)
!1643 = !DILocation(line: 0, scope: !1603, inlinedAt: !1644)
!1644 = distinct !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1639)
!1645 = !DILocation(line: 0, scope: !1610, inlinedAt: !1646)
!1646 = distinct !DILocation(line: 496, column: 13, scope: !1603, inlinedAt: !1644)
!1647 = !DILocation(line: 158, column: 27, scope: !1610, inlinedAt: !1646)
!1648 = !DILocation(line: 158, column: 2, scope: !1610, inlinedAt: !1646)
!1649 = !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1639)
!1650 = !DILocation(line: 53, column: 11, scope: !1651)
!1651 = distinct !DILexicalBlock(scope: !1299, file: !1, line: 52, column: 31)
!1652 = !DILocation(line: 53, column: 22, scope: !1651)
!1653 = !DILocation(line: 54, column: 20, scope: !1651)
!1654 = !DILocation(line: 54, column: 26, scope: !1651)
!1655 = !DILocation(line: 54, column: 17, scope: !1651)
!1656 = !DILocation(line: 54, column: 34, scope: !1651)
!1657 = !DILocation(line: 0, scope: !1452, inlinedAt: !1658)
!1658 = distinct !DILocation(line: 54, column: 7, scope: !1651)
!1659 = !DILocation(line: 0, scope: !1458, inlinedAt: !1660)
!1660 = distinct !DILocation(line: 1294, column: 9, scope: !1452, inlinedAt: !1658)
!1661 = !DILocation(line: 114, column: 30, scope: !1471, inlinedAt: !1660)
!1662 = !DILocation(line: 114, column: 6, scope: !1458, inlinedAt: !1660)
!1663 = !DILocation(line: 0, scope: !1474, inlinedAt: !1664)
!1664 = distinct !DILocation(line: 117, column: 6, scope: !1484, inlinedAt: !1660)
!1665 = !DILocation(line: 0, scope: !1486, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 516, column: 8, scope: !1474, inlinedAt: !1664)
!1667 = !DILocation(line: 175, column: 4, scope: !1486, inlinedAt: !1666)
!1668 = !DILocation(line: 121, column: 4, scope: !1484, inlinedAt: !1660)
!1669 = !DILocation(line: 0, scope: !1498, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 123, column: 4, scope: !1471, inlinedAt: !1660)
!1671 = !DILocation(line: 0, scope: !1514, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 449, column: 2, scope: !1498, inlinedAt: !1670)
!1673 = !DILocation(line: 0, scope: !1151, inlinedAt: !1674)
!1674 = distinct !DILocation(line: 1893, column: 19, scope: !1523, inlinedAt: !1672)
!1675 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1674)
!1676 = !DILocation(line: 1893, column: 26, scope: !1523, inlinedAt: !1672)
!1677 = !DILocation(line: 1893, column: 6, scope: !1514, inlinedAt: !1672)
!1678 = !DILocation(line: 1894, column: 4, scope: !1523, inlinedAt: !1672)
!1679 = !DILocation(line: 0, scope: !1151, inlinedAt: !1680)
!1680 = distinct !DILocation(line: 1896, column: 26, scope: !1514, inlinedAt: !1672)
!1681 = !DILocation(line: 0, scope: !1151, inlinedAt: !1682)
!1682 = distinct !DILocation(line: 1896, column: 46, scope: !1514, inlinedAt: !1672)
!1683 = !DILocation(line: 0, scope: !1533, inlinedAt: !1684)
!1684 = distinct !DILocation(line: 1896, column: 35, scope: !1514, inlinedAt: !1672)
!1685 = !DILocation(line: 259, column: 15, scope: !1546, inlinedAt: !1684)
!1686 = !DILocation(line: 1896, column: 35, scope: !1514, inlinedAt: !1672)
!1687 = !DILocation(line: 1896, column: 33, scope: !1514, inlinedAt: !1672)
!1688 = !DILocation(line: 0, scope: !1151, inlinedAt: !1689)
!1689 = distinct !DILocation(line: 1897, column: 18, scope: !1514, inlinedAt: !1672)
!1690 = !DILocation(line: 1897, column: 16, scope: !1514, inlinedAt: !1672)
!1691 = !DILocation(line: 1897, column: 25, scope: !1514, inlinedAt: !1672)
!1692 = !DILocation(line: 0, scope: !1338, inlinedAt: !1693)
!1693 = distinct !DILocation(line: 453, column: 33, scope: !1498, inlinedAt: !1670)
!1694 = !DILocation(line: 378, column: 13, scope: !1338, inlinedAt: !1693)
!1695 = !DILocation(line: 378, column: 9, scope: !1338, inlinedAt: !1693)
!1696 = !DILocation(line: 0, scope: !1347, inlinedAt: !1697)
!1697 = distinct !DILocation(line: 378, column: 20, scope: !1338, inlinedAt: !1693)
!1698 = !DILocation(line: 0, scope: !1353, inlinedAt: !1699)
!1699 = distinct !DILocation(line: 464, column: 20, scope: !1347, inlinedAt: !1697)
!1700 = !DILocation(line: 137, column: 53, scope: !1353, inlinedAt: !1699)
!1701 = !DILocation(line: 137, column: 27, scope: !1353, inlinedAt: !1699)
!1702 = !DILocation(line: 137, column: 9, scope: !1353, inlinedAt: !1699)
!1703 = !DILocation(line: 463, column: 20, scope: !1565, inlinedAt: !1670)
!1704 = !DILocation(line: 0, scope: !1474, inlinedAt: !1705)
!1705 = distinct !DILocation(line: 462, column: 4, scope: !1565, inlinedAt: !1670)
!1706 = !DILocation(line: 0, scope: !1486, inlinedAt: !1707)
!1707 = distinct !DILocation(line: 516, column: 8, scope: !1474, inlinedAt: !1705)
!1708 = !DILocation(line: 175, column: 4, scope: !1486, inlinedAt: !1707)
!1709 = !DILocation(line: 0, scope: !24, inlinedAt: !1710)
!1710 = distinct !DILocation(line: 474, column: 23, scope: !1573, inlinedAt: !1670)
!1711 = !DILocation(line: 0, scope: !1365, inlinedAt: !1712)
!1712 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1710)
!1713 = !DILocation(line: 488, column: 42, scope: !1365, inlinedAt: !1712)
!1714 = !DILocation(line: 0, scope: !1375, inlinedAt: !1715)
!1715 = distinct !DILocation(line: 490, column: 9, scope: !1365, inlinedAt: !1712)
!1716 = !DILocation(line: 0, scope: !1390, inlinedAt: !1717)
!1717 = distinct !DILocation(line: 1133, column: 14, scope: !1375, inlinedAt: !1715)
!1718 = !DILocation(line: 1105, column: 19, scope: !1583, inlinedAt: !1717)
!1719 = !DILocation(line: 1105, column: 11, scope: !1390, inlinedAt: !1717)
!1720 = !DILocation(line: 1117, column: 4, scope: !1586, inlinedAt: !1717)
!1721 = !DILocation(line: 1118, column: 2, scope: !1586, inlinedAt: !1717)
!1722 = !DILocation(line: 0, scope: !24, inlinedAt: !1723)
!1723 = distinct !DILocation(line: 479, column: 23, scope: !1573, inlinedAt: !1670)
!1724 = !DILocation(line: 0, scope: !1365, inlinedAt: !1725)
!1725 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1723)
!1726 = !DILocation(line: 488, column: 42, scope: !1365, inlinedAt: !1725)
!1727 = !DILocation(line: 0, scope: !1375, inlinedAt: !1728)
!1728 = distinct !DILocation(line: 490, column: 9, scope: !1365, inlinedAt: !1725)
!1729 = !DILocation(line: 0, scope: !1390, inlinedAt: !1730)
!1730 = distinct !DILocation(line: 1133, column: 14, scope: !1375, inlinedAt: !1728)
!1731 = !DILocation(line: 0, scope: !1409, inlinedAt: !1732)
!1732 = distinct !DILocation(line: 513, column: 7, scope: !1498, inlinedAt: !1670)
!1733 = !DILocation(line: 386, column: 6, scope: !1600, inlinedAt: !1732)
!1734 = !DILocation(line: 386, column: 6, scope: !1409, inlinedAt: !1732)
!1735 = !DILocation(line: 0, scope: !1603, inlinedAt: !1736)
!1736 = distinct !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1732)
!1737 = !DILocation(line: 0, scope: !1610, inlinedAt: !1738)
!1738 = distinct !DILocation(line: 496, column: 13, scope: !1603, inlinedAt: !1736)
!1739 = !DILocation(line: 158, column: 27, scope: !1610, inlinedAt: !1738)
!1740 = !DILocation(line: 158, column: 2, scope: !1610, inlinedAt: !1738)
!1741 = !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1732)
!1742 = !DILocation(line: 517, column: 53, scope: !1498, inlinedAt: !1670)
!1743 = !DILocation(line: 0, scope: !1471, inlinedAt: !1660)
!1744 = !DILocation(line: 52, column: 27, scope: !1299)
!1745 = distinct !{!1745, !1300, !1746, !1273}
!1746 = !DILocation(line: 55, column: 3, scope: !1284)
!1747 = !DILocation(line: 64, column: 1, scope: !1651)
!1748 = !DILocation(line: 0, scope: !1054, inlinedAt: !1749)
!1749 = distinct !DILocation(line: 57, column: 15, scope: !1274)
!1750 = !DILocation(line: 0, scope: !1085, inlinedAt: !1751)
!1751 = distinct !DILocation(line: 15, column: 23, scope: !1054, inlinedAt: !1749)
!1752 = !DILocation(line: 15, column: 23, scope: !1054, inlinedAt: !1749)
!1753 = !{!1754}
!1754 = distinct !{!1754, !1755, !"_Z12kernel_statsRSt6vectorIdSaIdEE: argument 0"}
!1755 = distinct !{!1755, !"_Z12kernel_statsRSt6vectorIdSaIdEE"}
!1756 = !DILocation(line: 0, scope: !1085, inlinedAt: !1757)
!1757 = distinct !DILocation(line: 15, column: 29, scope: !1054, inlinedAt: !1749)
!1758 = !DILocation(line: 0, scope: !1068, inlinedAt: !1749)
!1759 = !DILocation(line: 0, scope: !1129, inlinedAt: !1760)
!1760 = distinct !DILocation(line: 16, column: 17, scope: !1068, inlinedAt: !1749)
!1761 = !DILocation(line: 0, scope: !1072, inlinedAt: !1749)
!1762 = !DILocation(line: 17, column: 12, scope: !1072, inlinedAt: !1749)
!1763 = !DILocation(line: 0, scope: !1142, inlinedAt: !1764)
!1764 = distinct !DILocation(line: 16, column: 17, scope: !1068, inlinedAt: !1749)
!1765 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !1764)
!1766 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1760)
!1767 = !DILocation(line: 16, column: 17, scope: !1068, inlinedAt: !1749)
!1768 = distinct !{!1768, !1769, !1770}
!1769 = !DILocation(line: 16, column: 3, scope: !1068, inlinedAt: !1749)
!1770 = !DILocation(line: 17, column: 15, scope: !1068, inlinedAt: !1749)
!1771 = !DILocation(line: 0, scope: !1151, inlinedAt: !1772)
!1772 = distinct !DILocation(line: 18, column: 15, scope: !1054, inlinedAt: !1749)
!1773 = !DILocation(line: 18, column: 13, scope: !1054, inlinedAt: !1749)
!1774 = !DILocation(line: 18, column: 10, scope: !1054, inlinedAt: !1749)
!1775 = !DILocation(line: 0, scope: !1074, inlinedAt: !1749)
!1776 = !DILocation(line: 0, scope: !1129, inlinedAt: !1777)
!1777 = distinct !DILocation(line: 19, column: 17, scope: !1074, inlinedAt: !1749)
!1778 = !DILocation(line: 0, scope: !1078, inlinedAt: !1749)
!1779 = !DILocation(line: 20, column: 17, scope: !1078, inlinedAt: !1749)
!1780 = !DILocation(line: 20, column: 11, scope: !1078, inlinedAt: !1749)
!1781 = !DILocation(line: 0, scope: !1142, inlinedAt: !1782)
!1782 = distinct !DILocation(line: 19, column: 17, scope: !1074, inlinedAt: !1749)
!1783 = !DILocation(line: 19, column: 17, scope: !1074, inlinedAt: !1749)
!1784 = distinct !{!1784, !1785, !1786}
!1785 = !DILocation(line: 19, column: 3, scope: !1074, inlinedAt: !1749)
!1786 = !DILocation(line: 20, column: 40, scope: !1074, inlinedAt: !1749)
!1787 = !DILocation(line: 16, column: 17, scope: !1072, inlinedAt: !1749)
!1788 = !{!1789}
!1789 = distinct !{!1789, !1755, !"_Z12kernel_statsRSt6vectorIdSaIdEE: argument 0:thread"}
!1790 = !DILocation(line: 0, scope: !1151, inlinedAt: !1791)
!1791 = distinct !DILocation(line: 21, column: 14, scope: !1054, inlinedAt: !1749)
!1792 = !DILocation(line: 21, column: 9, scope: !1054, inlinedAt: !1749)
!1793 = !DILocation(line: 0, scope: !1080, inlinedAt: !1749)
!1794 = !DILocation(line: 0, scope: !1129, inlinedAt: !1795)
!1795 = distinct !DILocation(line: 22, column: 32, scope: !1192, inlinedAt: !1749)
!1796 = !DILocation(line: 22, column: 3, scope: !1080, inlinedAt: !1749)
!1797 = !DILocation(line: 0, scope: !1142, inlinedAt: !1798)
!1798 = distinct !DILocation(line: 22, column: 44, scope: !1192, inlinedAt: !1749)
!1799 = distinct !{!1799, !1796, !1800, !1273}
!1800 = !DILocation(line: 27, column: 3, scope: !1080, inlinedAt: !1749)
!1801 = !DILocation(line: 19, column: 17, scope: !1078, inlinedAt: !1749)
!1802 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !1782)
!1803 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1777)
!1804 = !DILocation(line: 1514, column: 51, scope: !1230, inlinedAt: !1805)
!1805 = distinct !DILocation(line: 1938, column: 5, scope: !1235, inlinedAt: !1806)
!1806 = distinct !DILocation(line: 4820, column: 7, scope: !1207, inlinedAt: !1807)
!1807 = distinct !DILocation(line: 28, column: 3, scope: !1054, inlinedAt: !1749)
!1808 = !DILocation(line: 23, column: 9, scope: !1257, inlinedAt: !1749)
!1809 = !DILocation(line: 25, column: 9, scope: !1257, inlinedAt: !1749)
!1810 = !DILocation(line: 0, scope: !1207, inlinedAt: !1807)
!1811 = !DILocation(line: 0, scope: !1216, inlinedAt: !1806)
!1812 = !DILocation(line: 1933, column: 14, scope: !1216, inlinedAt: !1806)
!1813 = !DILocation(line: 0, scope: !1129, inlinedAt: !1814)
!1814 = distinct !DILocation(line: 1935, column: 19, scope: !1227, inlinedAt: !1806)
!1815 = !DILocation(line: 0, scope: !1230, inlinedAt: !1805)
!1816 = !DILocation(line: 1938, column: 33, scope: !1235, inlinedAt: !1806)
!1817 = !DILocation(line: 1937, column: 4, scope: !1235, inlinedAt: !1806)
!1818 = !DILocation(line: 1940, column: 4, scope: !1235, inlinedAt: !1806)
!1819 = !DILocation(line: 23, column: 9, scope: !1256, inlinedAt: !1749)
!1820 = !DILocation(line: 23, column: 13, scope: !1256, inlinedAt: !1749)
!1821 = !DILocation(line: 25, column: 13, scope: !1263, inlinedAt: !1749)
!1822 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !1798)
!1823 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1795)
!1824 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1825)
!1825 = distinct !DILocation(line: 29, column: 18, scope: !1054, inlinedAt: !1749)
!1826 = !DILocation(line: 0, scope: !1151, inlinedAt: !1825)
!1827 = !DILocation(line: 29, column: 25, scope: !1054, inlinedAt: !1749)
!1828 = !DILocation(line: 0, scope: !1085, inlinedAt: !1829)
!1829 = distinct !DILocation(line: 29, column: 14, scope: !1054, inlinedAt: !1749)
!1830 = !DILocation(line: 1124, column: 34, scope: !1085, inlinedAt: !1829)
!1831 = !DILocation(line: 29, column: 14, scope: !1054, inlinedAt: !1749)
!1832 = !DILocation(line: 0, scope: !1151, inlinedAt: !1833)
!1833 = distinct !DILocation(line: 59, column: 22, scope: !1289)
!1834 = !DILocation(line: 988, column: 50, scope: !1151, inlinedAt: !1833)
!1835 = !DILocation(line: 0, scope: !1289)
!1836 = !DILocation(line: 0, scope: !1151, inlinedAt: !1837)
!1837 = distinct !DILocation(line: 59, column: 43, scope: !1838)
!1838 = distinct !DILexicalBlock(scope: !1289, file: !1, line: 59, column: 3)
!1839 = !DILocation(line: 59, column: 38, scope: !1838)
!1840 = !DILocation(line: 59, column: 3, scope: !1289)
!1841 = !DILocation(line: 59, column: 29, scope: !1289)
!1842 = !DILocation(line: 61, column: 3, scope: !1274)
!1843 = !DILocation(line: 0, scope: !1628, inlinedAt: !1844)
!1844 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1845 = !DILocation(line: 0, scope: !1633, inlinedAt: !1846)
!1846 = distinct !DILocation(line: 733, column: 7, scope: !1637, inlinedAt: !1844)
!1847 = !DILocation(line: 0, scope: !1409, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 366, column: 2, scope: !1640, inlinedAt: !1846)
!1849 = !DILocation(line: 386, column: 6, scope: !1600, inlinedAt: !1848)
!1850 = !DILocation(line: 386, column: 6, scope: !1409, inlinedAt: !1848)
!1851 = !DILocation(line: 0, scope: !1603, inlinedAt: !1852)
!1852 = distinct !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1848)
!1853 = !DILocation(line: 0, scope: !1610, inlinedAt: !1854)
!1854 = distinct !DILocation(line: 496, column: 13, scope: !1603, inlinedAt: !1852)
!1855 = !DILocation(line: 158, column: 27, scope: !1610, inlinedAt: !1854)
!1856 = !DILocation(line: 158, column: 2, scope: !1610, inlinedAt: !1854)
!1857 = !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1848)
!1858 = !DILocation(line: 0, scope: !1628, inlinedAt: !1859)
!1859 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1860 = !DILocation(line: 0, scope: !1633, inlinedAt: !1861)
!1861 = distinct !DILocation(line: 733, column: 7, scope: !1637, inlinedAt: !1859)
!1862 = !DILocation(line: 0, scope: !1409, inlinedAt: !1863)
!1863 = distinct !DILocation(line: 366, column: 2, scope: !1640, inlinedAt: !1861)
!1864 = !DILocation(line: 0, scope: !1603, inlinedAt: !1865)
!1865 = distinct !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1863)
!1866 = !DILocation(line: 0, scope: !1610, inlinedAt: !1867)
!1867 = distinct !DILocation(line: 496, column: 13, scope: !1603, inlinedAt: !1865)
!1868 = !DILocation(line: 158, column: 27, scope: !1610, inlinedAt: !1867)
!1869 = !DILocation(line: 158, column: 2, scope: !1610, inlinedAt: !1867)
!1870 = !DILocation(line: 64, column: 1, scope: !1274)
!1871 = !DILocation(line: 0, scope: !1628, inlinedAt: !1872)
!1872 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1873 = !DILocation(line: 0, scope: !1633, inlinedAt: !1874)
!1874 = distinct !DILocation(line: 733, column: 7, scope: !1637, inlinedAt: !1872)
!1875 = !DILocation(line: 0, scope: !1409, inlinedAt: !1876)
!1876 = distinct !DILocation(line: 366, column: 2, scope: !1640, inlinedAt: !1874)
!1877 = !DILocation(line: 386, column: 6, scope: !1600, inlinedAt: !1876)
!1878 = !DILocation(line: 386, column: 6, scope: !1409, inlinedAt: !1876)
!1879 = !DILocation(line: 0, scope: !1603, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1876)
!1881 = !DILocation(line: 0, scope: !1610, inlinedAt: !1882)
!1882 = distinct !DILocation(line: 496, column: 13, scope: !1603, inlinedAt: !1880)
!1883 = !DILocation(line: 158, column: 27, scope: !1610, inlinedAt: !1882)
!1884 = !DILocation(line: 158, column: 2, scope: !1610, inlinedAt: !1882)
!1885 = !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1876)
!1886 = !DILocation(line: 0, scope: !1085, inlinedAt: !1887)
!1887 = distinct !DILocation(line: 60, column: 13, scope: !1838)
!1888 = !DILocation(line: 1124, column: 34, scope: !1085, inlinedAt: !1887)
!1889 = !DILocation(line: 60, column: 13, scope: !1838)
!1890 = !DILocation(line: 60, column: 10, scope: !1838)
!1891 = !DILocation(line: 59, column: 52, scope: !1838)
!1892 = distinct !{!1892, !1840, !1893, !1273}
!1893 = !DILocation(line: 60, column: 17, scope: !1289)
!1894 = !DILocation(line: 0, scope: !1628, inlinedAt: !1895)
!1895 = distinct !DILocation(line: 64, column: 1, scope: !1274)
!1896 = !DILocation(line: 0, scope: !1633, inlinedAt: !1897)
!1897 = distinct !DILocation(line: 733, column: 7, scope: !1637, inlinedAt: !1895)
!1898 = !DILocation(line: 0, scope: !1409, inlinedAt: !1899)
!1899 = distinct !DILocation(line: 366, column: 2, scope: !1640, inlinedAt: !1897)
!1900 = !DILocation(line: 386, column: 6, scope: !1600, inlinedAt: !1899)
!1901 = !DILocation(line: 386, column: 6, scope: !1409, inlinedAt: !1899)
!1902 = !DILocation(line: 0, scope: !1603, inlinedAt: !1903)
!1903 = distinct !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1899)
!1904 = !DILocation(line: 0, scope: !1610, inlinedAt: !1905)
!1905 = distinct !DILocation(line: 496, column: 13, scope: !1603, inlinedAt: !1903)
!1906 = !DILocation(line: 158, column: 27, scope: !1610, inlinedAt: !1905)
!1907 = !DILocation(line: 158, column: 2, scope: !1610, inlinedAt: !1905)
!1908 = !DILocation(line: 387, column: 4, scope: !1600, inlinedAt: !1899)
!1909 = distinct !DISubprogram(name: "__introsort_loop<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_", scope: !5, file: !4, line: 1908, type: !1910, scopeLine: 1911, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1919, retainedNodes: !1912)
!1910 = !DISubroutineType(types: !1911)
!1911 = !{null, !365, !365, !409, !578}
!1912 = !{!1913, !1914, !1915, !1916, !1917}
!1913 = !DILocalVariable(name: "__first", arg: 1, scope: !1909, file: !4, line: 1908, type: !365)
!1914 = !DILocalVariable(name: "__last", arg: 2, scope: !1909, file: !4, line: 1909, type: !365)
!1915 = !DILocalVariable(name: "__depth_limit", arg: 3, scope: !1909, file: !4, line: 1910, type: !409)
!1916 = !DILocalVariable(name: "__comp", arg: 4, scope: !1909, file: !4, line: 1910, type: !578)
!1917 = !DILocalVariable(name: "__cut", scope: !1918, file: !4, line: 1920, type: !365)
!1918 = distinct !DILexicalBlock(scope: !1909, file: !4, line: 1913, column: 2)
!1919 = !{!596, !1920, !597}
!1920 = !DITemplateTypeParameter(name: "_Size", type: !409)
!1921 = !DILocation(line: 0, scope: !1909)
!1922 = !DILocation(line: 1910, column: 38, scope: !1909)
!1923 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1924, file: !366, line: 1330, type: !1132)
!1924 = distinct !DISubprogram(name: "operator-<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !39, file: !366, line: 1330, type: !1925, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !1927)
!1925 = !DISubroutineType(types: !1926)
!1926 = !{!406, !1132, !1132}
!1927 = !{!1923, !1928}
!1928 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1924, file: !366, line: 1331, type: !1132)
!1929 = !DILocation(line: 0, scope: !1924, inlinedAt: !1930)
!1930 = distinct !DILocation(line: 1912, column: 21, scope: !1909)
!1931 = !DILocation(line: 1333, column: 27, scope: !1924, inlinedAt: !1930)
!1932 = !DILocation(line: 1912, column: 31, scope: !1909)
!1933 = !DILocation(line: 1912, column: 7, scope: !1909)
!1934 = !DILocation(line: 1914, column: 22, scope: !1935)
!1935 = distinct !DILexicalBlock(scope: !1918, file: !4, line: 1914, column: 8)
!1936 = !DILocation(line: 1914, column: 8, scope: !1918)
!1937 = !DILocalVariable(name: "__first", arg: 1, scope: !1938, file: !4, line: 1895, type: !365)
!1938 = distinct !DISubprogram(name: "__partial_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt14__partial_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1895, type: !1939, scopeLine: 1899, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1941)
!1939 = !DISubroutineType(types: !1940)
!1940 = !{null, !365, !365, !365, !578}
!1941 = !{!1937, !1942, !1943, !1944}
!1942 = !DILocalVariable(name: "__middle", arg: 2, scope: !1938, file: !4, line: 1896, type: !365)
!1943 = !DILocalVariable(name: "__last", arg: 3, scope: !1938, file: !4, line: 1897, type: !365)
!1944 = !DILocalVariable(name: "__comp", arg: 4, scope: !1938, file: !4, line: 1898, type: !578)
!1945 = !DILocation(line: 0, scope: !1938, inlinedAt: !1946)
!1946 = distinct !DILocation(line: 1916, column: 8, scope: !1947)
!1947 = distinct !DILexicalBlock(scope: !1935, file: !4, line: 1915, column: 6)
!1948 = !DILocation(line: 1898, column: 15, scope: !1938, inlinedAt: !1946)
!1949 = !DILocation(line: 0, scope: !1950, inlinedAt: !1958)
!1950 = distinct !DISubprogram(name: "__heap_select<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1625, type: !1939, scopeLine: 1628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1951)
!1951 = !{!1952, !1953, !1954, !1955, !1956}
!1952 = !DILocalVariable(name: "__first", arg: 1, scope: !1950, file: !4, line: 1625, type: !365)
!1953 = !DILocalVariable(name: "__middle", arg: 2, scope: !1950, file: !4, line: 1626, type: !365)
!1954 = !DILocalVariable(name: "__last", arg: 3, scope: !1950, file: !4, line: 1627, type: !365)
!1955 = !DILocalVariable(name: "__comp", arg: 4, scope: !1950, file: !4, line: 1627, type: !578)
!1956 = !DILocalVariable(name: "__i", scope: !1957, file: !4, line: 1630, type: !365)
!1957 = distinct !DILexicalBlock(scope: !1950, file: !4, line: 1630, column: 7)
!1958 = distinct !DILocation(line: 1900, column: 7, scope: !1938, inlinedAt: !1946)
!1959 = !DILocation(line: 1627, column: 44, scope: !1950, inlinedAt: !1958)
!1960 = !DILocation(line: 1629, column: 7, scope: !1950, inlinedAt: !1958)
!1961 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1962, file: !366, line: 1254, type: !1132)
!1962 = distinct !DISubprogram(name: "operator<<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !39, file: !366, line: 1254, type: !1130, scopeLine: 1257, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !1963)
!1963 = !{!1961, !1964}
!1964 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1962, file: !366, line: 1255, type: !1132)
!1965 = !DILocation(line: 0, scope: !1962, inlinedAt: !1966)
!1966 = distinct !DILocation(line: 1630, column: 54, scope: !1967, inlinedAt: !1958)
!1967 = distinct !DILexicalBlock(scope: !1957, file: !4, line: 1630, column: 7)
!1968 = !DILocation(line: 1633, column: 5, scope: !1950, inlinedAt: !1958)
!1969 = !DILocalVariable(name: "__first", arg: 1, scope: !1970, file: !573, line: 419, type: !365)
!1970 = distinct !DISubprogram(name: "__sort_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__sort_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !573, line: 419, type: !1971, scopeLine: 421, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1973)
!1971 = !DISubroutineType(types: !1972)
!1972 = !{null, !365, !365, !577}
!1973 = !{!1969, !1974, !1975}
!1974 = !DILocalVariable(name: "__last", arg: 2, scope: !1970, file: !573, line: 419, type: !365)
!1975 = !DILocalVariable(name: "__comp", arg: 3, scope: !1970, file: !573, line: 420, type: !577)
!1976 = !DILocation(line: 0, scope: !1970, inlinedAt: !1977)
!1977 = distinct !DILocation(line: 1901, column: 7, scope: !1938, inlinedAt: !1946)
!1978 = !DILocation(line: 0, scope: !1924, inlinedAt: !1979)
!1979 = distinct !DILocation(line: 422, column: 21, scope: !1970, inlinedAt: !1977)
!1980 = !DILocation(line: 422, column: 7, scope: !1970, inlinedAt: !1977)
!1981 = !DILocalVariable(name: "this", arg: 1, scope: !1982, type: !1111, flags: DIFlagArtificial | DIFlagObjectPointer)
!1982 = distinct !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !365, file: !366, line: 1119, type: !395, scopeLine: 1120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !401, retainedNodes: !1983)
!1983 = !{!1981}
!1984 = !DILocation(line: 0, scope: !1982, inlinedAt: !1985)
!1985 = distinct !DILocation(line: 424, column: 4, scope: !1986, inlinedAt: !1977)
!1986 = distinct !DILexicalBlock(scope: !1970, file: !573, line: 423, column: 2)
!1987 = !DILocation(line: 1121, column: 2, scope: !1982, inlinedAt: !1985)
!1988 = !DILocation(line: 0, scope: !574, inlinedAt: !1989)
!1989 = distinct !DILocation(line: 425, column: 4, scope: !1986, inlinedAt: !1977)
!1990 = !DILocation(line: 262, column: 28, scope: !574, inlinedAt: !1989)
!1991 = !DILocation(line: 263, column: 19, scope: !574, inlinedAt: !1989)
!1992 = !DILocation(line: 263, column: 17, scope: !574, inlinedAt: !1989)
!1993 = !DILocation(line: 0, scope: !1924, inlinedAt: !1994)
!1994 = distinct !DILocation(line: 265, column: 26, scope: !574, inlinedAt: !1989)
!1995 = !DILocation(line: 1333, column: 27, scope: !1924, inlinedAt: !1994)
!1996 = !DILocalVariable(name: "__cmp", scope: !1997, file: !573, line: 246, type: !600)
!1997 = distinct !DISubprogram(name: "__adjust_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_", scope: !5, file: !573, line: 224, type: !1998, scopeLine: 226, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2009, retainedNodes: !2000)
!1998 = !DISubroutineType(types: !1999)
!1999 = !{null, !365, !409, !409, !22, !578}
!2000 = !{!2001, !2002, !2003, !2004, !2005, !2006, !2008, !1996}
!2001 = !DILocalVariable(name: "__first", arg: 1, scope: !1997, file: !573, line: 224, type: !365)
!2002 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !1997, file: !573, line: 224, type: !409)
!2003 = !DILocalVariable(name: "__len", arg: 3, scope: !1997, file: !573, line: 225, type: !409)
!2004 = !DILocalVariable(name: "__value", arg: 4, scope: !1997, file: !573, line: 225, type: !22)
!2005 = !DILocalVariable(name: "__comp", arg: 5, scope: !1997, file: !573, line: 225, type: !578)
!2006 = !DILocalVariable(name: "__topIndex", scope: !1997, file: !573, line: 227, type: !2007)
!2007 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !409)
!2008 = !DILocalVariable(name: "__secondChild", scope: !1997, file: !573, line: 228, type: !409)
!2009 = !{!596, !2010, !97, !597}
!2010 = !DITemplateTypeParameter(name: "_Distance", type: !409)
!2011 = !DILocation(line: 246, column: 2, scope: !1997, inlinedAt: !2012)
!2012 = distinct !DILocation(line: 264, column: 7, scope: !574, inlinedAt: !1989)
!2013 = !DILocation(line: 0, scope: !1997, inlinedAt: !2012)
!2014 = !DILocation(line: 225, column: 44, scope: !1997, inlinedAt: !2012)
!2015 = !DILocation(line: 229, column: 28, scope: !1997, inlinedAt: !2012)
!2016 = !DILocation(line: 229, column: 7, scope: !1997, inlinedAt: !2012)
!2017 = !DILocation(line: 231, column: 22, scope: !2018, inlinedAt: !2012)
!2018 = distinct !DILexicalBlock(scope: !1997, file: !573, line: 230, column: 2)
!2019 = !DILocalVariable(name: "this", arg: 1, scope: !2020, type: !2023, flags: DIFlagArtificial | DIFlagObjectPointer)
!2020 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !365, file: !366, line: 1143, type: !414, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !413, retainedNodes: !2021)
!2021 = !{!2019, !2022}
!2022 = !DILocalVariable(name: "__n", arg: 2, scope: !2020, file: !366, line: 1143, type: !406)
!2023 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!2024 = !DILocation(line: 0, scope: !2020, inlinedAt: !2025)
!2025 = distinct !DILocation(line: 232, column: 23, scope: !2026, inlinedAt: !2012)
!2026 = distinct !DILexicalBlock(scope: !2018, file: !573, line: 232, column: 8)
!2027 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2025)
!2028 = !DILocation(line: 233, column: 33, scope: !2026, inlinedAt: !2012)
!2029 = !DILocation(line: 0, scope: !2020, inlinedAt: !2030)
!2030 = distinct !DILocation(line: 233, column: 16, scope: !2026, inlinedAt: !2012)
!2031 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2030)
!2032 = !DILocalVariable(name: "__it1", arg: 2, scope: !2033, file: !579, line: 44, type: !365)
!2033 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !578, file: !579, line: 44, type: !2034, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2039, declaration: !2038, retainedNodes: !2042)
!2034 = !DISubroutineType(types: !2035)
!2035 = !{!140, !2036, !365, !365}
!2036 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2037, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2037 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !578)
!2038 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !578, file: !579, line: 44, type: !2034, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2039)
!2039 = !{!2040, !2041}
!2040 = !DITemplateTypeParameter(name: "_Iterator1", type: !365)
!2041 = !DITemplateTypeParameter(name: "_Iterator2", type: !365)
!2042 = !{!2043, !2032, !2045}
!2043 = !DILocalVariable(name: "this", arg: 1, scope: !2033, type: !2044, flags: DIFlagArtificial | DIFlagObjectPointer)
!2044 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2037, size: 64)
!2045 = !DILocalVariable(name: "__it2", arg: 3, scope: !2033, file: !579, line: 44, type: !365)
!2046 = !DILocation(line: 0, scope: !2033, inlinedAt: !2047)
!2047 = distinct !DILocation(line: 232, column: 8, scope: !2026, inlinedAt: !2012)
!2048 = !DILocation(line: 45, column: 16, scope: !2033, inlinedAt: !2047)
!2049 = !DILocation(line: 45, column: 25, scope: !2033, inlinedAt: !2047)
!2050 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2047)
!2051 = !DILocation(line: 232, column: 8, scope: !2018, inlinedAt: !2012)
!2052 = !DILocation(line: 0, scope: !2020, inlinedAt: !2053)
!2053 = distinct !DILocation(line: 235, column: 31, scope: !2018, inlinedAt: !2012)
!2054 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2053)
!2055 = !DILocation(line: 235, column: 31, scope: !2018, inlinedAt: !2012)
!2056 = !DILocation(line: 0, scope: !2020, inlinedAt: !2057)
!2057 = distinct !DILocation(line: 235, column: 14, scope: !2018, inlinedAt: !2012)
!2058 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2057)
!2059 = !DILocation(line: 235, column: 29, scope: !2018, inlinedAt: !2012)
!2060 = distinct !{!2060, !2016, !2061, !1273}
!2061 = !DILocation(line: 237, column: 2, scope: !1997, inlinedAt: !2012)
!2062 = !DILocation(line: 238, column: 23, scope: !2063, inlinedAt: !2012)
!2063 = distinct !DILexicalBlock(scope: !1997, file: !573, line: 238, column: 11)
!2064 = !DILocation(line: 238, column: 28, scope: !2063, inlinedAt: !2012)
!2065 = !DILocation(line: 238, column: 55, scope: !2063, inlinedAt: !2012)
!2066 = !DILocation(line: 238, column: 60, scope: !2063, inlinedAt: !2012)
!2067 = !DILocation(line: 238, column: 45, scope: !2063, inlinedAt: !2012)
!2068 = !DILocation(line: 238, column: 11, scope: !1997, inlinedAt: !2012)
!2069 = !DILocation(line: 240, column: 22, scope: !2070, inlinedAt: !2012)
!2070 = distinct !DILexicalBlock(scope: !2063, file: !573, line: 239, column: 2)
!2071 = !DILocation(line: 241, column: 31, scope: !2070, inlinedAt: !2012)
!2072 = !DILocation(line: 0, scope: !2020, inlinedAt: !2073)
!2073 = distinct !DILocation(line: 241, column: 31, scope: !2070, inlinedAt: !2012)
!2074 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2073)
!2075 = !DILocation(line: 0, scope: !2020, inlinedAt: !2076)
!2076 = distinct !DILocation(line: 241, column: 14, scope: !2070, inlinedAt: !2012)
!2077 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2076)
!2078 = !DILocation(line: 241, column: 29, scope: !2070, inlinedAt: !2012)
!2079 = !DILocation(line: 244, column: 2, scope: !2070, inlinedAt: !2012)
!2080 = !DILocalVariable(name: "__first", arg: 1, scope: !2081, file: !573, line: 135, type: !365)
!2081 = distinct !DISubprogram(name: "__push_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_val>", linkageName: "_ZSt11__push_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops14_Iter_less_valEEvT_T0_SA_T1_RT2_", scope: !5, file: !573, line: 135, type: !2082, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2091, retainedNodes: !2085)
!2082 = !DISubroutineType(types: !2083)
!2083 = !{null, !365, !409, !409, !22, !2084}
!2084 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !600, size: 64)
!2085 = !{!2080, !2086, !2087, !2088, !2089, !2090}
!2086 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !2081, file: !573, line: 136, type: !409)
!2087 = !DILocalVariable(name: "__topIndex", arg: 3, scope: !2081, file: !573, line: 136, type: !409)
!2088 = !DILocalVariable(name: "__value", arg: 4, scope: !2081, file: !573, line: 136, type: !22)
!2089 = !DILocalVariable(name: "__comp", arg: 5, scope: !2081, file: !573, line: 137, type: !2084)
!2090 = !DILocalVariable(name: "__parent", scope: !2081, file: !573, line: 139, type: !409)
!2091 = !{!596, !2010, !97, !2092}
!2092 = !DITemplateTypeParameter(name: "_Compare", type: !600)
!2093 = !DILocation(line: 0, scope: !2081, inlinedAt: !2094)
!2094 = distinct !DILocation(line: 247, column: 7, scope: !1997, inlinedAt: !2012)
!2095 = !DILocation(line: 140, column: 26, scope: !2081, inlinedAt: !2094)
!2096 = !DILocation(line: 140, column: 39, scope: !2081, inlinedAt: !2094)
!2097 = !DILocation(line: 0, scope: !2020, inlinedAt: !2098)
!2098 = distinct !DILocation(line: 140, column: 57, scope: !2081, inlinedAt: !2094)
!2099 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2098)
!2100 = !DILocalVariable(name: "__it", arg: 2, scope: !2101, file: !579, line: 68, type: !365)
!2101 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !600, file: !579, line: 68, type: !2102, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2107, declaration: !2106, retainedNodes: !2109)
!2102 = !DISubroutineType(types: !2103)
!2103 = !{!140, !2104, !365, !76}
!2104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2105, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !600)
!2106 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !600, file: !579, line: 68, type: !2102, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2107)
!2107 = !{!591, !2108}
!2108 = !DITemplateTypeParameter(name: "_Value", type: !22)
!2109 = !{!2110, !2100, !2112}
!2110 = !DILocalVariable(name: "this", arg: 1, scope: !2101, type: !2111, flags: DIFlagArtificial | DIFlagObjectPointer)
!2111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2105, size: 64)
!2112 = !DILocalVariable(name: "__val", arg: 3, scope: !2101, file: !579, line: 68, type: !76)
!2113 = !DILocation(line: 0, scope: !2101, inlinedAt: !2114)
!2114 = distinct !DILocation(line: 140, column: 42, scope: !2081, inlinedAt: !2094)
!2115 = !DILocation(line: 69, column: 16, scope: !2101, inlinedAt: !2114)
!2116 = !DILocation(line: 69, column: 22, scope: !2101, inlinedAt: !2114)
!2117 = !DILocation(line: 140, column: 7, scope: !2081, inlinedAt: !2094)
!2118 = !DILocation(line: 0, scope: !2020, inlinedAt: !2119)
!2119 = distinct !DILocation(line: 142, column: 31, scope: !2120, inlinedAt: !2094)
!2120 = distinct !DILexicalBlock(scope: !2081, file: !573, line: 141, column: 2)
!2121 = !DILocation(line: 0, scope: !2020, inlinedAt: !2122)
!2122 = distinct !DILocation(line: 142, column: 14, scope: !2120, inlinedAt: !2094)
!2123 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2122)
!2124 = !DILocation(line: 142, column: 29, scope: !2120, inlinedAt: !2094)
!2125 = distinct !{!2125, !2117, !2126, !1273}
!2126 = !DILocation(line: 145, column: 2, scope: !2081, inlinedAt: !2094)
!2127 = !DILocation(line: 0, scope: !2020, inlinedAt: !2128)
!2128 = distinct !DILocation(line: 146, column: 17, scope: !2081, inlinedAt: !2094)
!2129 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2128)
!2130 = !DILocation(line: 146, column: 32, scope: !2081, inlinedAt: !2094)
!2131 = !DILocation(line: 422, column: 31, scope: !1970, inlinedAt: !1977)
!2132 = distinct !{!2132, !1980, !2133, !1273}
!2133 = !DILocation(line: 426, column: 2, scope: !1970, inlinedAt: !1977)
!2134 = !DILocation(line: 1919, column: 4, scope: !1918)
!2135 = !DILocalVariable(name: "__first", arg: 1, scope: !2136, file: !4, line: 1883, type: !365)
!2136 = distinct !DISubprogram(name: "__unguarded_partition_pivot<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt27__unguarded_partition_pivotIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_T0_", scope: !5, file: !4, line: 1883, type: !2137, scopeLine: 1885, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2139)
!2137 = !DISubroutineType(types: !2138)
!2138 = !{!365, !365, !365, !578}
!2139 = !{!2135, !2140, !2141, !2142}
!2140 = !DILocalVariable(name: "__last", arg: 2, scope: !2136, file: !4, line: 1884, type: !365)
!2141 = !DILocalVariable(name: "__comp", arg: 3, scope: !2136, file: !4, line: 1884, type: !578)
!2142 = !DILocalVariable(name: "__mid", scope: !2136, file: !4, line: 1886, type: !365)
!2143 = !DILocation(line: 0, scope: !2136, inlinedAt: !2144)
!2144 = distinct !DILocation(line: 1921, column: 6, scope: !1918)
!2145 = !DILocation(line: 1884, column: 44, scope: !2136, inlinedAt: !2144)
!2146 = !DILocation(line: 0, scope: !1924, inlinedAt: !2147)
!2147 = distinct !DILocation(line: 1886, column: 55, scope: !2136, inlinedAt: !2144)
!2148 = !DILocation(line: 0, scope: !2020, inlinedAt: !2149)
!2149 = distinct !DILocation(line: 1886, column: 45, scope: !2136, inlinedAt: !2144)
!2150 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2149)
!2151 = !DILocation(line: 0, scope: !2020, inlinedAt: !2152)
!2152 = distinct !DILocation(line: 1887, column: 52, scope: !2136, inlinedAt: !2144)
!2153 = !DILocalVariable(name: "this", arg: 1, scope: !2154, type: !2023, flags: DIFlagArtificial | DIFlagObjectPointer)
!2154 = distinct !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !365, file: !366, line: 1153, type: !414, scopeLine: 1154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !417, retainedNodes: !2155)
!2155 = !{!2153, !2156}
!2156 = !DILocalVariable(name: "__n", arg: 2, scope: !2154, file: !366, line: 1153, type: !406)
!2157 = !DILocation(line: 0, scope: !2154, inlinedAt: !2158)
!2158 = distinct !DILocation(line: 1887, column: 71, scope: !2136, inlinedAt: !2144)
!2159 = !DILocation(line: 1154, column: 45, scope: !2154, inlinedAt: !2158)
!2160 = !DILocalVariable(name: "__result", arg: 1, scope: !2161, file: !4, line: 82, type: !365)
!2161 = distinct !DISubprogram(name: "__move_median_to_first<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__move_median_to_firstIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_S9_T0_", scope: !5, file: !4, line: 82, type: !2162, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2169, retainedNodes: !2164)
!2162 = !DISubroutineType(types: !2163)
!2163 = !{null, !365, !365, !365, !365, !578}
!2164 = !{!2160, !2165, !2166, !2167, !2168}
!2165 = !DILocalVariable(name: "__a", arg: 2, scope: !2161, file: !4, line: 82, type: !365)
!2166 = !DILocalVariable(name: "__b", arg: 3, scope: !2161, file: !4, line: 82, type: !365)
!2167 = !DILocalVariable(name: "__c", arg: 4, scope: !2161, file: !4, line: 83, type: !365)
!2168 = !DILocalVariable(name: "__comp", arg: 5, scope: !2161, file: !4, line: 83, type: !578)
!2169 = !{!591, !597}
!2170 = !DILocation(line: 0, scope: !2161, inlinedAt: !2171)
!2171 = distinct !DILocation(line: 1887, column: 7, scope: !2136, inlinedAt: !2144)
!2172 = !DILocation(line: 83, column: 31, scope: !2161, inlinedAt: !2171)
!2173 = !DILocation(line: 0, scope: !2033, inlinedAt: !2174)
!2174 = distinct !DILocation(line: 85, column: 11, scope: !2175, inlinedAt: !2171)
!2175 = distinct !DILexicalBlock(scope: !2161, file: !4, line: 85, column: 11)
!2176 = !DILocation(line: 45, column: 16, scope: !2033, inlinedAt: !2174)
!2177 = !DILocation(line: 45, column: 25, scope: !2033, inlinedAt: !2174)
!2178 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2174)
!2179 = !DILocation(line: 0, scope: !2175, inlinedAt: !2171)
!2180 = !DILocation(line: 85, column: 11, scope: !2161, inlinedAt: !2171)
!2181 = !DILocation(line: 0, scope: !2033, inlinedAt: !2182)
!2182 = distinct !DILocation(line: 87, column: 8, scope: !2183, inlinedAt: !2171)
!2183 = distinct !DILexicalBlock(scope: !2184, file: !4, line: 87, column: 8)
!2184 = distinct !DILexicalBlock(scope: !2175, file: !4, line: 86, column: 2)
!2185 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2182)
!2186 = !DILocation(line: 87, column: 8, scope: !2184, inlinedAt: !2171)
!2187 = !DILocalVariable(name: "__a", arg: 1, scope: !2188, file: !1540, line: 382, type: !365)
!2188 = distinct !DISubprogram(name: "iter_swap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_", scope: !5, file: !1231, line: 152, type: !1208, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2191, retainedNodes: !2189)
!2189 = !{!2187, !2190}
!2190 = !DILocalVariable(name: "__b", arg: 2, scope: !2188, file: !1540, line: 382, type: !365)
!2191 = !{!2192, !2193}
!2192 = !DITemplateTypeParameter(name: "_FIter1", type: !365)
!2193 = !DITemplateTypeParameter(name: "_FIter2", type: !365)
!2194 = !DILocation(line: 0, scope: !2188, inlinedAt: !2195)
!2195 = distinct !DILocation(line: 88, column: 6, scope: !2183, inlinedAt: !2171)
!2196 = !DILocalVariable(name: "__a", arg: 1, scope: !2197, file: !2198, line: 196, type: !76)
!2197 = distinct !DISubprogram(name: "swap<double>", linkageName: "_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_", scope: !5, file: !2198, line: 196, type: !2199, scopeLine: 199, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !96, retainedNodes: !2205)
!2198 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: ".", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2199 = !DISubroutineType(types: !2200)
!2200 = !{!2201, !76, !76}
!2201 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2202, file: !248, line: 2234, baseType: null)
!2202 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, void>", scope: !5, file: !248, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !2203, identifier: "_ZTSSt9enable_ifILb1EvE")
!2203 = !{!1397, !2204}
!2204 = !DITemplateTypeParameter(name: "_Tp", type: null, defaulted: true)
!2205 = !{!2196, !2206, !2207}
!2206 = !DILocalVariable(name: "__b", arg: 2, scope: !2197, file: !2198, line: 196, type: !76)
!2207 = !DILocalVariable(name: "__tmp", scope: !2197, file: !2198, line: 204, type: !22)
!2208 = !DILocation(line: 0, scope: !2197, inlinedAt: !2209)
!2209 = distinct !DILocation(line: 182, column: 7, scope: !2188, inlinedAt: !2195)
!2210 = !DILocation(line: 204, column: 19, scope: !2197, inlinedAt: !2209)
!2211 = !DILocation(line: 205, column: 11, scope: !2197, inlinedAt: !2209)
!2212 = !DILocation(line: 206, column: 11, scope: !2197, inlinedAt: !2209)
!2213 = !DILocation(line: 88, column: 6, scope: !2183, inlinedAt: !2171)
!2214 = !DILocation(line: 0, scope: !2033, inlinedAt: !2215)
!2215 = distinct !DILocation(line: 89, column: 13, scope: !2216, inlinedAt: !2171)
!2216 = distinct !DILexicalBlock(scope: !2183, file: !4, line: 89, column: 13)
!2217 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2215)
!2218 = !DILocation(line: 0, scope: !2188, inlinedAt: !2219)
!2219 = distinct !DILocation(line: 90, column: 6, scope: !2216, inlinedAt: !2171)
!2220 = !DILocation(line: 0, scope: !2188, inlinedAt: !2221)
!2221 = distinct !DILocation(line: 92, column: 6, scope: !2216, inlinedAt: !2171)
!2222 = !DILocation(line: 0, scope: !2216, inlinedAt: !2171)
!2223 = !DILocation(line: 0, scope: !2197, inlinedAt: !2224)
!2224 = distinct !DILocation(line: 182, column: 7, scope: !2188, inlinedAt: !2219)
!2225 = !DILocation(line: 0, scope: !2197, inlinedAt: !2226)
!2226 = distinct !DILocation(line: 182, column: 7, scope: !2188, inlinedAt: !2221)
!2227 = !DILocation(line: 89, column: 13, scope: !2183, inlinedAt: !2171)
!2228 = !DILocation(line: 205, column: 11, scope: !2197, inlinedAt: !2224)
!2229 = !DILocation(line: 206, column: 11, scope: !2197, inlinedAt: !2224)
!2230 = !DILocation(line: 90, column: 6, scope: !2216, inlinedAt: !2171)
!2231 = !DILocation(line: 205, column: 11, scope: !2197, inlinedAt: !2226)
!2232 = !DILocation(line: 206, column: 11, scope: !2197, inlinedAt: !2226)
!2233 = !DILocation(line: 0, scope: !2033, inlinedAt: !2234)
!2234 = distinct !DILocation(line: 94, column: 16, scope: !2235, inlinedAt: !2171)
!2235 = distinct !DILexicalBlock(scope: !2175, file: !4, line: 94, column: 16)
!2236 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2234)
!2237 = !DILocation(line: 94, column: 16, scope: !2175, inlinedAt: !2171)
!2238 = !DILocation(line: 0, scope: !2188, inlinedAt: !2239)
!2239 = distinct !DILocation(line: 95, column: 2, scope: !2235, inlinedAt: !2171)
!2240 = !DILocation(line: 0, scope: !2197, inlinedAt: !2241)
!2241 = distinct !DILocation(line: 182, column: 7, scope: !2188, inlinedAt: !2239)
!2242 = !DILocation(line: 204, column: 19, scope: !2197, inlinedAt: !2241)
!2243 = !DILocation(line: 205, column: 11, scope: !2197, inlinedAt: !2241)
!2244 = !DILocation(line: 206, column: 11, scope: !2197, inlinedAt: !2241)
!2245 = !DILocation(line: 95, column: 2, scope: !2235, inlinedAt: !2171)
!2246 = !DILocation(line: 0, scope: !2033, inlinedAt: !2247)
!2247 = distinct !DILocation(line: 96, column: 16, scope: !2248, inlinedAt: !2171)
!2248 = distinct !DILexicalBlock(scope: !2235, file: !4, line: 96, column: 16)
!2249 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2247)
!2250 = !DILocation(line: 0, scope: !2188, inlinedAt: !2251)
!2251 = distinct !DILocation(line: 97, column: 2, scope: !2248, inlinedAt: !2171)
!2252 = !DILocation(line: 0, scope: !2188, inlinedAt: !2253)
!2253 = distinct !DILocation(line: 99, column: 2, scope: !2248, inlinedAt: !2171)
!2254 = !DILocation(line: 0, scope: !2248, inlinedAt: !2171)
!2255 = !DILocation(line: 0, scope: !2197, inlinedAt: !2256)
!2256 = distinct !DILocation(line: 182, column: 7, scope: !2188, inlinedAt: !2251)
!2257 = !DILocation(line: 0, scope: !2197, inlinedAt: !2258)
!2258 = distinct !DILocation(line: 182, column: 7, scope: !2188, inlinedAt: !2253)
!2259 = !DILocation(line: 96, column: 16, scope: !2235, inlinedAt: !2171)
!2260 = !DILocation(line: 205, column: 11, scope: !2197, inlinedAt: !2256)
!2261 = !DILocation(line: 206, column: 11, scope: !2197, inlinedAt: !2256)
!2262 = !DILocation(line: 97, column: 2, scope: !2248, inlinedAt: !2171)
!2263 = !DILocation(line: 205, column: 11, scope: !2197, inlinedAt: !2258)
!2264 = !DILocation(line: 206, column: 11, scope: !2197, inlinedAt: !2258)
!2265 = !DILocation(line: 1865, column: 7, scope: !2266, inlinedAt: !2274)
!2266 = distinct !DISubprogram(name: "__unguarded_partition<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt21__unguarded_partitionIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_S9_T0_", scope: !5, file: !4, line: 1861, type: !2267, scopeLine: 1864, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2269)
!2267 = !DISubroutineType(types: !2268)
!2268 = !{!365, !365, !365, !365, !578}
!2269 = !{!2270, !2271, !2272, !2273}
!2270 = !DILocalVariable(name: "__first", arg: 1, scope: !2266, file: !4, line: 1861, type: !365)
!2271 = !DILocalVariable(name: "__last", arg: 2, scope: !2266, file: !4, line: 1862, type: !365)
!2272 = !DILocalVariable(name: "__pivot", arg: 3, scope: !2266, file: !4, line: 1863, type: !365)
!2273 = !DILocalVariable(name: "__comp", arg: 4, scope: !2266, file: !4, line: 1863, type: !578)
!2274 = distinct !DILocation(line: 1889, column: 14, scope: !2136, inlinedAt: !2144)
!2275 = !DILocation(line: 0, scope: !2266, inlinedAt: !2274)
!2276 = !DILocation(line: 1867, column: 4, scope: !2277, inlinedAt: !2274)
!2277 = distinct !DILexicalBlock(scope: !2266, file: !4, line: 1866, column: 2)
!2278 = !DILocation(line: 0, scope: !2033, inlinedAt: !2279)
!2279 = distinct !DILocation(line: 1867, column: 11, scope: !2277, inlinedAt: !2274)
!2280 = !DILocation(line: 45, column: 16, scope: !2033, inlinedAt: !2279)
!2281 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2279)
!2282 = !DILocation(line: 0, scope: !1142, inlinedAt: !2283)
!2283 = distinct !DILocation(line: 1868, column: 6, scope: !2277, inlinedAt: !2274)
!2284 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !2283)
!2285 = distinct !{!2285, !2276, !2286, !1273}
!2286 = !DILocation(line: 1868, column: 8, scope: !2277, inlinedAt: !2274)
!2287 = !DILocation(line: 0, scope: !2277, inlinedAt: !2274)
!2288 = !DILocation(line: 0, scope: !2033, inlinedAt: !2289)
!2289 = distinct !DILocation(line: 1870, column: 11, scope: !2277, inlinedAt: !2274)
!2290 = !DILocation(line: 45, column: 25, scope: !2033, inlinedAt: !2289)
!2291 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2289)
!2292 = !DILocation(line: 1870, column: 4, scope: !2277, inlinedAt: !2274)
!2293 = distinct !{!2293, !2292, !2294, !1273}
!2294 = !DILocation(line: 1871, column: 8, scope: !2277, inlinedAt: !2274)
!2295 = !DILocation(line: 0, scope: !1962, inlinedAt: !2296)
!2296 = distinct !DILocation(line: 1872, column: 18, scope: !2297, inlinedAt: !2274)
!2297 = distinct !DILexicalBlock(scope: !2277, file: !4, line: 1872, column: 8)
!2298 = !DILocation(line: 1257, column: 27, scope: !1962, inlinedAt: !2296)
!2299 = !DILocation(line: 1872, column: 8, scope: !2277, inlinedAt: !2274)
!2300 = !DILocation(line: 0, scope: !2188, inlinedAt: !2301)
!2301 = distinct !DILocation(line: 1874, column: 4, scope: !2277, inlinedAt: !2274)
!2302 = !DILocation(line: 0, scope: !2197, inlinedAt: !2303)
!2303 = distinct !DILocation(line: 182, column: 7, scope: !2188, inlinedAt: !2301)
!2304 = !DILocation(line: 205, column: 11, scope: !2197, inlinedAt: !2303)
!2305 = !DILocation(line: 206, column: 11, scope: !2197, inlinedAt: !2303)
!2306 = !DILocation(line: 0, scope: !1142, inlinedAt: !2307)
!2307 = distinct !DILocation(line: 1875, column: 4, scope: !2277, inlinedAt: !2274)
!2308 = distinct !{!2308, !2265, !2309, !1273}
!2309 = !DILocation(line: 1876, column: 2, scope: !2266, inlinedAt: !2274)
!2310 = !DILocation(line: 0, scope: !1918)
!2311 = !DILocation(line: 1922, column: 4, scope: !1918)
!2312 = distinct !{!2312, !1933, !2313, !1273}
!2313 = !DILocation(line: 1924, column: 2, scope: !1909)
!2314 = !DILocation(line: 1925, column: 5, scope: !1909)
!2315 = distinct !DISubprogram(name: "__final_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1844, type: !1217, scopeLine: 1846, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2316)
!2316 = !{!2317, !2318, !2319}
!2317 = !DILocalVariable(name: "__first", arg: 1, scope: !2315, file: !4, line: 1844, type: !365)
!2318 = !DILocalVariable(name: "__last", arg: 2, scope: !2315, file: !4, line: 1845, type: !365)
!2319 = !DILocalVariable(name: "__comp", arg: 3, scope: !2315, file: !4, line: 1845, type: !578)
!2320 = !DILocation(line: 0, scope: !2315)
!2321 = !DILocation(line: 1845, column: 46, scope: !2315)
!2322 = !DILocation(line: 0, scope: !1924, inlinedAt: !2323)
!2323 = distinct !DILocation(line: 1847, column: 18, scope: !2324)
!2324 = distinct !DILexicalBlock(scope: !2315, file: !4, line: 1847, column: 11)
!2325 = !DILocation(line: 1333, column: 27, scope: !1924, inlinedAt: !2323)
!2326 = !DILocation(line: 1847, column: 28, scope: !2324)
!2327 = !DILocation(line: 1847, column: 11, scope: !2315)
!2328 = !DILocation(line: 0, scope: !2020, inlinedAt: !2329)
!2329 = distinct !DILocation(line: 1849, column: 43, scope: !2330)
!2330 = distinct !DILexicalBlock(scope: !2324, file: !4, line: 1848, column: 2)
!2331 = !DILocalVariable(name: "__first", arg: 1, scope: !2332, file: !4, line: 1802, type: !365)
!2332 = distinct !DISubprogram(name: "__insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1802, type: !1217, scopeLine: 1804, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2333)
!2333 = !{!2331, !2334, !2335, !2336, !2338}
!2334 = !DILocalVariable(name: "__last", arg: 2, scope: !2332, file: !4, line: 1803, type: !365)
!2335 = !DILocalVariable(name: "__comp", arg: 3, scope: !2332, file: !4, line: 1803, type: !578)
!2336 = !DILocalVariable(name: "__i", scope: !2337, file: !4, line: 1807, type: !365)
!2337 = distinct !DILexicalBlock(scope: !2332, file: !4, line: 1807, column: 7)
!2338 = !DILocalVariable(name: "__val", scope: !2339, file: !4, line: 1812, type: !588)
!2339 = distinct !DILexicalBlock(scope: !2340, file: !4, line: 1810, column: 6)
!2340 = distinct !DILexicalBlock(scope: !2341, file: !4, line: 1809, column: 8)
!2341 = distinct !DILexicalBlock(scope: !2342, file: !4, line: 1808, column: 2)
!2342 = distinct !DILexicalBlock(scope: !2337, file: !4, line: 1807, column: 7)
!2343 = !DILocation(line: 0, scope: !2332, inlinedAt: !2344)
!2344 = distinct !DILocation(line: 1849, column: 4, scope: !2330)
!2345 = !DILocation(line: 1803, column: 47, scope: !2332, inlinedAt: !2344)
!2346 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2347, file: !366, line: 1221, type: !1132)
!2347 = distinct !DISubprogram(name: "operator==<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxeqIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !39, file: !366, line: 1221, type: !1130, scopeLine: 1224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !2348)
!2348 = !{!2346, !2349}
!2349 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2347, file: !366, line: 1222, type: !1132)
!2350 = !DILocation(line: 0, scope: !2347, inlinedAt: !2351)
!2351 = distinct !DILocation(line: 1805, column: 19, scope: !2352, inlinedAt: !2344)
!2352 = distinct !DILexicalBlock(scope: !2332, file: !4, line: 1805, column: 11)
!2353 = !DILocation(line: 0, scope: !2337, inlinedAt: !2344)
!2354 = !DILocation(line: 0, scope: !1129, inlinedAt: !2355)
!2355 = distinct !DILocation(line: 1807, column: 57, scope: !2342, inlinedAt: !2344)
!2356 = !DILocation(line: 1807, column: 7, scope: !2337, inlinedAt: !2344)
!2357 = !DILocation(line: 0, scope: !2033, inlinedAt: !2358)
!2358 = distinct !DILocation(line: 1809, column: 8, scope: !2340, inlinedAt: !2344)
!2359 = !DILocation(line: 45, column: 16, scope: !2033, inlinedAt: !2358)
!2360 = !DILocation(line: 45, column: 25, scope: !2033, inlinedAt: !2358)
!2361 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2358)
!2362 = !DILocation(line: 1809, column: 8, scope: !2341, inlinedAt: !2344)
!2363 = !DILocation(line: 0, scope: !2339, inlinedAt: !2344)
!2364 = !DILocation(line: 0, scope: !2020, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 1813, column: 8, scope: !2339, inlinedAt: !2344)
!2366 = !DILocalVariable(name: "__first", arg: 1, scope: !2367, file: !1231, line: 883, type: !365)
!2367 = distinct !DISubprogram(name: "move_backward<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt13move_backwardIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET0_T_S8_S7_", scope: !5, file: !1231, line: 883, type: !2368, scopeLine: 884, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2373, retainedNodes: !2370)
!2368 = !DISubroutineType(types: !2369)
!2369 = !{!365, !365, !365, !365}
!2370 = !{!2366, !2371, !2372}
!2371 = !DILocalVariable(name: "__last", arg: 2, scope: !2367, file: !1231, line: 883, type: !365)
!2372 = !DILocalVariable(name: "__result", arg: 3, scope: !2367, file: !1231, line: 883, type: !365)
!2373 = !{!2374, !2375}
!2374 = !DITemplateTypeParameter(name: "_BI1", type: !365)
!2375 = !DITemplateTypeParameter(name: "_BI2", type: !365)
!2376 = !DILocation(line: 0, scope: !2367, inlinedAt: !2377)
!2377 = distinct !DILocation(line: 1813, column: 8, scope: !2339, inlinedAt: !2344)
!2378 = !DILocalVariable(name: "__first", arg: 1, scope: !2379, file: !1231, line: 796, type: !365)
!2379 = distinct !DISubprogram(name: "__copy_move_backward_a<true, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt22__copy_move_backward_aILb1EN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET1_T0_S8_S7_", scope: !5, file: !1231, line: 796, type: !2368, scopeLine: 797, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2383, retainedNodes: !2380)
!2380 = !{!2378, !2381, !2382}
!2381 = !DILocalVariable(name: "__last", arg: 2, scope: !2379, file: !1231, line: 796, type: !365)
!2382 = !DILocalVariable(name: "__result", arg: 3, scope: !2379, file: !1231, line: 796, type: !365)
!2383 = !{!2384, !2385, !2386}
!2384 = !DITemplateValueParameter(name: "_IsMove", type: !140, value: i8 1)
!2385 = !DITemplateTypeParameter(name: "_II", type: !365)
!2386 = !DITemplateTypeParameter(name: "_OI", type: !365)
!2387 = !DILocation(line: 0, scope: !2379, inlinedAt: !2388)
!2388 = distinct !DILocation(line: 892, column: 14, scope: !2367, inlinedAt: !2377)
!2389 = !DILocalVariable(name: "__first", arg: 1, scope: !2390, file: !1231, line: 768, type: !21)
!2390 = distinct !DISubprogram(name: "__copy_move_backward_a1<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a1ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1231, line: 768, type: !2391, scopeLine: 769, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2396, retainedNodes: !2393)
!2391 = !DISubroutineType(types: !2392)
!2392 = !{!21, !21, !21, !21}
!2393 = !{!2389, !2394, !2395}
!2394 = !DILocalVariable(name: "__last", arg: 2, scope: !2390, file: !1231, line: 768, type: !21)
!2395 = !DILocalVariable(name: "__result", arg: 3, scope: !2390, file: !1231, line: 768, type: !21)
!2396 = !{!2384, !2397, !2398}
!2397 = !DITemplateTypeParameter(name: "_BI1", type: !21)
!2398 = !DITemplateTypeParameter(name: "_BI2", type: !21)
!2399 = !DILocation(line: 0, scope: !2390, inlinedAt: !2400)
!2400 = distinct !DILocation(line: 799, column: 3, scope: !2379, inlinedAt: !2388)
!2401 = !DILocalVariable(name: "__first", arg: 1, scope: !2402, file: !1231, line: 750, type: !21)
!2402 = distinct !DISubprogram(name: "__copy_move_backward_a2<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a2ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1231, line: 750, type: !2391, scopeLine: 751, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2396, retainedNodes: !2403)
!2403 = !{!2401, !2404, !2405}
!2404 = !DILocalVariable(name: "__last", arg: 2, scope: !2402, file: !1231, line: 750, type: !21)
!2405 = !DILocalVariable(name: "__result", arg: 3, scope: !2402, file: !1231, line: 750, type: !21)
!2406 = !DILocation(line: 0, scope: !2402, inlinedAt: !2407)
!2407 = distinct !DILocation(line: 769, column: 14, scope: !2390, inlinedAt: !2400)
!2408 = !DILocalVariable(name: "__first", arg: 1, scope: !2409, file: !1231, line: 731, type: !81)
!2409 = distinct !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2410, file: !1231, line: 731, type: !2424, scopeLine: 732, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !96, declaration: !2426, retainedNodes: !2427)
!2410 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move_backward<true, true, std::random_access_iterator_tag>", scope: !5, file: !1231, line: 726, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !2411, identifier: "_ZTSSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE")
!2411 = !{!2384, !2412, !2413}
!2412 = !DITemplateValueParameter(name: "_IsSimple", type: !140, value: i8 1)
!2413 = !DITemplateTypeParameter(name: "_Category", type: !2414)
!2414 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !5, file: !383, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !2415, identifier: "_ZTSSt26random_access_iterator_tag")
!2415 = !{!2416}
!2416 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2414, baseType: !2417, extraData: i32 0)
!2417 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !5, file: !383, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !2418, identifier: "_ZTSSt26bidirectional_iterator_tag")
!2418 = !{!2419}
!2419 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2417, baseType: !2420, extraData: i32 0)
!2420 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !5, file: !383, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !2421, identifier: "_ZTSSt20forward_iterator_tag")
!2421 = !{!2422}
!2422 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2420, baseType: !2423, extraData: i32 0)
!2423 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !5, file: !383, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !147, identifier: "_ZTSSt18input_iterator_tag")
!2424 = !DISubroutineType(types: !2425)
!2425 = !{!21, !81, !81, !21}
!2426 = !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2410, file: !1231, line: 731, type: !2424, scopeLine: 731, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !96)
!2427 = !{!2408, !2428, !2429, !2430}
!2428 = !DILocalVariable(name: "__last", arg: 2, scope: !2409, file: !1231, line: 731, type: !81)
!2429 = !DILocalVariable(name: "__result", arg: 3, scope: !2409, file: !1231, line: 731, type: !21)
!2430 = !DILocalVariable(name: "_Num", scope: !2409, file: !1231, line: 740, type: !2431)
!2431 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !408)
!2432 = !DILocation(line: 0, scope: !2409, inlinedAt: !2433)
!2433 = distinct !DILocation(line: 758, column: 14, scope: !2402, inlinedAt: !2407)
!2434 = !DILocation(line: 742, column: 6, scope: !2435, inlinedAt: !2433)
!2435 = distinct !DILexicalBlock(scope: !2409, file: !1231, line: 741, column: 8)
!2436 = !DILocation(line: 0, scope: !2340, inlinedAt: !2344)
!2437 = !DILocalVariable(name: "__last", arg: 1, scope: !2438, file: !4, line: 1782, type: !365)
!2438 = distinct !DISubprogram(name: "__unguarded_linear_insert<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Val_less_iter>", linkageName: "_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_", scope: !5, file: !4, line: 1782, type: !2439, scopeLine: 1784, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2445, retainedNodes: !2441)
!2439 = !DISubroutineType(types: !2440)
!2440 = !{null, !365, !609}
!2441 = !{!2437, !2442, !2443, !2444}
!2442 = !DILocalVariable(name: "__comp", arg: 2, scope: !2438, file: !4, line: 1783, type: !609)
!2443 = !DILocalVariable(name: "__val", scope: !2438, file: !4, line: 1786, type: !588)
!2444 = !DILocalVariable(name: "__next", scope: !2438, file: !4, line: 1787, type: !365)
!2445 = !{!596, !2446}
!2446 = !DITemplateTypeParameter(name: "_Compare", type: !609)
!2447 = !DILocation(line: 0, scope: !2438, inlinedAt: !2448)
!2448 = distinct !DILocation(line: 1817, column: 6, scope: !2340, inlinedAt: !2344)
!2449 = !DILocation(line: 1783, column: 19, scope: !2438, inlinedAt: !2448)
!2450 = !DILocalVariable(name: "__it", arg: 3, scope: !2451, file: !579, line: 97, type: !365)
!2451 = distinct !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !609, file: !579, line: 97, type: !2452, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2457, declaration: !2456, retainedNodes: !2458)
!2452 = !DISubroutineType(types: !2453)
!2453 = !{!140, !2454, !76, !365}
!2454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2455, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2455 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !609)
!2456 = !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !609, file: !579, line: 97, type: !2452, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2457)
!2457 = !{!2108, !591}
!2458 = !{!2459, !2461, !2450}
!2459 = !DILocalVariable(name: "this", arg: 1, scope: !2451, type: !2460, flags: DIFlagArtificial | DIFlagObjectPointer)
!2460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2455, size: 64)
!2461 = !DILocalVariable(name: "__val", arg: 2, scope: !2451, file: !579, line: 97, type: !76)
!2462 = !DILocation(line: 0, scope: !2451, inlinedAt: !2463)
!2463 = distinct !DILocation(line: 1789, column: 14, scope: !2438, inlinedAt: !2448)
!2464 = !DILocation(line: 98, column: 24, scope: !2451, inlinedAt: !2463)
!2465 = !DILocation(line: 98, column: 22, scope: !2451, inlinedAt: !2463)
!2466 = !DILocation(line: 1789, column: 7, scope: !2438, inlinedAt: !2448)
!2467 = !DILocation(line: 1791, column: 12, scope: !2468, inlinedAt: !2448)
!2468 = distinct !DILexicalBlock(scope: !2438, file: !4, line: 1790, column: 2)
!2469 = distinct !{!2469, !2466, !2470, !1273}
!2470 = !DILocation(line: 1794, column: 2, scope: !2438, inlinedAt: !2448)
!2471 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2329)
!2472 = !DILocation(line: 0, scope: !2020, inlinedAt: !2473)
!2473 = distinct !DILocation(line: 1850, column: 44, scope: !2330)
!2474 = !DILocalVariable(name: "__first", arg: 1, scope: !2475, file: !4, line: 1826, type: !365)
!2475 = distinct !DISubprogram(name: "__unguarded_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt26__unguarded_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1826, type: !1217, scopeLine: 1828, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2476)
!2476 = !{!2474, !2477, !2478, !2479}
!2477 = !DILocalVariable(name: "__last", arg: 2, scope: !2475, file: !4, line: 1827, type: !365)
!2478 = !DILocalVariable(name: "__comp", arg: 3, scope: !2475, file: !4, line: 1827, type: !578)
!2479 = !DILocalVariable(name: "__i", scope: !2480, file: !4, line: 1829, type: !365)
!2480 = distinct !DILexicalBlock(scope: !2475, file: !4, line: 1829, column: 7)
!2481 = !DILocation(line: 0, scope: !2475, inlinedAt: !2482)
!2482 = distinct !DILocation(line: 1850, column: 4, scope: !2330)
!2483 = !DILocation(line: 1827, column: 50, scope: !2475, inlinedAt: !2482)
!2484 = !DILocation(line: 0, scope: !2480, inlinedAt: !2482)
!2485 = !DILocation(line: 0, scope: !1129, inlinedAt: !2486)
!2486 = distinct !DILocation(line: 1829, column: 53, scope: !2487, inlinedAt: !2482)
!2487 = distinct !DILexicalBlock(scope: !2480, file: !4, line: 1829, column: 7)
!2488 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2486)
!2489 = !DILocation(line: 1829, column: 7, scope: !2480, inlinedAt: !2482)
!2490 = !DILocation(line: 0, scope: !2438, inlinedAt: !2491)
!2491 = distinct !DILocation(line: 1830, column: 2, scope: !2487, inlinedAt: !2482)
!2492 = !DILocation(line: 1783, column: 19, scope: !2438, inlinedAt: !2491)
!2493 = !DILocation(line: 1786, column: 10, scope: !2438, inlinedAt: !2491)
!2494 = !DILocation(line: 0, scope: !2451, inlinedAt: !2495)
!2495 = distinct !DILocation(line: 1789, column: 14, scope: !2438, inlinedAt: !2491)
!2496 = !DILocation(line: 98, column: 24, scope: !2451, inlinedAt: !2495)
!2497 = !DILocation(line: 98, column: 22, scope: !2451, inlinedAt: !2495)
!2498 = !DILocation(line: 1789, column: 7, scope: !2438, inlinedAt: !2491)
!2499 = !DILocation(line: 1791, column: 12, scope: !2468, inlinedAt: !2491)
!2500 = distinct !{!2500, !2498, !2501, !1273}
!2501 = !DILocation(line: 1794, column: 2, scope: !2438, inlinedAt: !2491)
!2502 = !DILocation(line: 1795, column: 15, scope: !2438, inlinedAt: !2491)
!2503 = !DILocation(line: 0, scope: !1142, inlinedAt: !2504)
!2504 = distinct !DILocation(line: 1829, column: 64, scope: !2487, inlinedAt: !2482)
!2505 = !DILocation(line: 1107, column: 2, scope: !1142, inlinedAt: !2504)
!2506 = distinct !{!2506, !2489, !2507, !1273}
!2507 = !DILocation(line: 1831, column: 46, scope: !2480, inlinedAt: !2482)
!2508 = !DILocation(line: 0, scope: !2332, inlinedAt: !2509)
!2509 = distinct !DILocation(line: 1854, column: 2, scope: !2324)
!2510 = !DILocation(line: 1803, column: 47, scope: !2332, inlinedAt: !2509)
!2511 = !DILocation(line: 0, scope: !2347, inlinedAt: !2512)
!2512 = distinct !DILocation(line: 1805, column: 19, scope: !2352, inlinedAt: !2509)
!2513 = !DILocation(line: 1224, column: 27, scope: !2347, inlinedAt: !2512)
!2514 = !DILocation(line: 1805, column: 11, scope: !2332, inlinedAt: !2509)
!2515 = !DILocation(line: 0, scope: !2337, inlinedAt: !2509)
!2516 = !DILocation(line: 0, scope: !1129, inlinedAt: !2517)
!2517 = distinct !DILocation(line: 1807, column: 57, scope: !2342, inlinedAt: !2509)
!2518 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2517)
!2519 = !DILocation(line: 1807, column: 7, scope: !2337, inlinedAt: !2509)
!2520 = !DILocation(line: 0, scope: !2033, inlinedAt: !2521)
!2521 = distinct !DILocation(line: 1809, column: 8, scope: !2340, inlinedAt: !2509)
!2522 = !DILocation(line: 45, column: 16, scope: !2033, inlinedAt: !2521)
!2523 = !DILocation(line: 45, column: 25, scope: !2033, inlinedAt: !2521)
!2524 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2521)
!2525 = !DILocation(line: 1809, column: 8, scope: !2341, inlinedAt: !2509)
!2526 = !DILocation(line: 0, scope: !2339, inlinedAt: !2509)
!2527 = !DILocation(line: 0, scope: !2020, inlinedAt: !2528)
!2528 = distinct !DILocation(line: 1813, column: 8, scope: !2339, inlinedAt: !2509)
!2529 = !DILocation(line: 0, scope: !2367, inlinedAt: !2530)
!2530 = distinct !DILocation(line: 1813, column: 8, scope: !2339, inlinedAt: !2509)
!2531 = !DILocation(line: 0, scope: !2379, inlinedAt: !2532)
!2532 = distinct !DILocation(line: 892, column: 14, scope: !2367, inlinedAt: !2530)
!2533 = !DILocation(line: 0, scope: !2390, inlinedAt: !2534)
!2534 = distinct !DILocation(line: 799, column: 3, scope: !2379, inlinedAt: !2532)
!2535 = !DILocation(line: 0, scope: !2402, inlinedAt: !2536)
!2536 = distinct !DILocation(line: 769, column: 14, scope: !2390, inlinedAt: !2534)
!2537 = !DILocation(line: 0, scope: !2409, inlinedAt: !2538)
!2538 = distinct !DILocation(line: 758, column: 14, scope: !2402, inlinedAt: !2536)
!2539 = !DILocation(line: 740, column: 34, scope: !2409, inlinedAt: !2538)
!2540 = !DILocation(line: 741, column: 8, scope: !2435, inlinedAt: !2538)
!2541 = !DILocation(line: 741, column: 8, scope: !2409, inlinedAt: !2538)
!2542 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2528)
!2543 = !DILocation(line: 742, column: 33, scope: !2435, inlinedAt: !2538)
!2544 = !DILocation(line: 742, column: 6, scope: !2435, inlinedAt: !2538)
!2545 = !DILocation(line: 0, scope: !2438, inlinedAt: !2546)
!2546 = distinct !DILocation(line: 1817, column: 6, scope: !2340, inlinedAt: !2509)
!2547 = !DILocation(line: 1783, column: 19, scope: !2438, inlinedAt: !2546)
!2548 = !DILocation(line: 0, scope: !2451, inlinedAt: !2549)
!2549 = distinct !DILocation(line: 1789, column: 14, scope: !2438, inlinedAt: !2546)
!2550 = !DILocation(line: 98, column: 24, scope: !2451, inlinedAt: !2549)
!2551 = !DILocation(line: 98, column: 22, scope: !2451, inlinedAt: !2549)
!2552 = !DILocation(line: 1789, column: 7, scope: !2438, inlinedAt: !2546)
!2553 = !DILocation(line: 1791, column: 12, scope: !2468, inlinedAt: !2546)
!2554 = distinct !{!2554, !2552, !2555, !1273}
!2555 = !DILocation(line: 1794, column: 2, scope: !2438, inlinedAt: !2546)
!2556 = !DILocation(line: 0, scope: !2340, inlinedAt: !2509)
!2557 = distinct !{!2557, !2519, !2558, !1273}
!2558 = !DILocation(line: 1819, column: 2, scope: !2337, inlinedAt: !2509)
!2559 = !DILocation(line: 1855, column: 5, scope: !2315)
!2560 = distinct !DISubprogram(name: "__make_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !573, line: 340, type: !1971, scopeLine: 342, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2561)
!2561 = !{!2562, !2563, !2564, !2565, !2568, !2569}
!2562 = !DILocalVariable(name: "__first", arg: 1, scope: !2560, file: !573, line: 340, type: !365)
!2563 = !DILocalVariable(name: "__last", arg: 2, scope: !2560, file: !573, line: 340, type: !365)
!2564 = !DILocalVariable(name: "__comp", arg: 3, scope: !2560, file: !573, line: 341, type: !577)
!2565 = !DILocalVariable(name: "__len", scope: !2560, file: !573, line: 351, type: !2566)
!2566 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2567)
!2567 = !DIDerivedType(tag: DW_TAG_typedef, name: "_DistanceType", scope: !2560, file: !573, line: 346, baseType: !598)
!2568 = !DILocalVariable(name: "__parent", scope: !2560, file: !573, line: 352, type: !2567)
!2569 = !DILocalVariable(name: "__value", scope: !2570, file: !573, line: 355, type: !2571)
!2570 = distinct !DILexicalBlock(scope: !2560, file: !573, line: 354, column: 2)
!2571 = !DIDerivedType(tag: DW_TAG_typedef, name: "_ValueType", scope: !2560, file: !573, line: 344, baseType: !588)
!2572 = !DILocation(line: 0, scope: !2560)
!2573 = !DILocation(line: 0, scope: !1924, inlinedAt: !2574)
!2574 = distinct !DILocation(line: 348, column: 18, scope: !2575)
!2575 = distinct !DILexicalBlock(scope: !2560, file: !573, line: 348, column: 11)
!2576 = !DILocation(line: 1333, column: 27, scope: !1924, inlinedAt: !2574)
!2577 = !DILocation(line: 348, column: 28, scope: !2575)
!2578 = !DILocation(line: 348, column: 11, scope: !2560)
!2579 = !DILocation(line: 0, scope: !1924, inlinedAt: !2580)
!2580 = distinct !DILocation(line: 351, column: 42, scope: !2560)
!2581 = !DILocation(line: 352, column: 39, scope: !2560)
!2582 = !DILocation(line: 352, column: 44, scope: !2560)
!2583 = !DILocation(line: 353, column: 7, scope: !2560)
!2584 = !DILocation(line: 352, column: 21, scope: !2560)
!2585 = !DILocation(line: 0, scope: !2020, inlinedAt: !2586)
!2586 = distinct !DILocation(line: 355, column: 25, scope: !2570)
!2587 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2586)
!2588 = !DILocation(line: 355, column: 25, scope: !2570)
!2589 = !DILocation(line: 0, scope: !2570)
!2590 = !DILocation(line: 246, column: 2, scope: !1997, inlinedAt: !2591)
!2591 = distinct !DILocation(line: 356, column: 4, scope: !2570)
!2592 = !DILocation(line: 0, scope: !1997, inlinedAt: !2591)
!2593 = !DILocation(line: 225, column: 44, scope: !1997, inlinedAt: !2591)
!2594 = !DILocation(line: 229, column: 28, scope: !1997, inlinedAt: !2591)
!2595 = !DILocation(line: 229, column: 7, scope: !1997, inlinedAt: !2591)
!2596 = !DILocation(line: 231, column: 22, scope: !2018, inlinedAt: !2591)
!2597 = !DILocation(line: 0, scope: !2020, inlinedAt: !2598)
!2598 = distinct !DILocation(line: 232, column: 23, scope: !2026, inlinedAt: !2591)
!2599 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2598)
!2600 = !DILocation(line: 233, column: 33, scope: !2026, inlinedAt: !2591)
!2601 = !DILocation(line: 0, scope: !2020, inlinedAt: !2602)
!2602 = distinct !DILocation(line: 233, column: 16, scope: !2026, inlinedAt: !2591)
!2603 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2602)
!2604 = !DILocation(line: 0, scope: !2033, inlinedAt: !2605)
!2605 = distinct !DILocation(line: 232, column: 8, scope: !2026, inlinedAt: !2591)
!2606 = !DILocation(line: 45, column: 16, scope: !2033, inlinedAt: !2605)
!2607 = !DILocation(line: 45, column: 25, scope: !2033, inlinedAt: !2605)
!2608 = !DILocation(line: 45, column: 23, scope: !2033, inlinedAt: !2605)
!2609 = !DILocation(line: 232, column: 8, scope: !2018, inlinedAt: !2591)
!2610 = !DILocation(line: 0, scope: !2020, inlinedAt: !2611)
!2611 = distinct !DILocation(line: 235, column: 31, scope: !2018, inlinedAt: !2591)
!2612 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2611)
!2613 = !DILocation(line: 235, column: 31, scope: !2018, inlinedAt: !2591)
!2614 = !DILocation(line: 0, scope: !2020, inlinedAt: !2615)
!2615 = distinct !DILocation(line: 235, column: 14, scope: !2018, inlinedAt: !2591)
!2616 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2615)
!2617 = !DILocation(line: 235, column: 29, scope: !2018, inlinedAt: !2591)
!2618 = distinct !{!2618, !2595, !2619, !1273}
!2619 = !DILocation(line: 237, column: 2, scope: !1997, inlinedAt: !2591)
!2620 = !DILocation(line: 0, scope: !2081, inlinedAt: !2621)
!2621 = distinct !DILocation(line: 247, column: 7, scope: !1997, inlinedAt: !2591)
!2622 = !DILocation(line: 140, column: 26, scope: !2081, inlinedAt: !2621)
!2623 = !DILocation(line: 140, column: 39, scope: !2081, inlinedAt: !2621)
!2624 = !DILocation(line: 0, scope: !2020, inlinedAt: !2625)
!2625 = distinct !DILocation(line: 140, column: 57, scope: !2081, inlinedAt: !2621)
!2626 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2625)
!2627 = !DILocation(line: 0, scope: !2101, inlinedAt: !2628)
!2628 = distinct !DILocation(line: 140, column: 42, scope: !2081, inlinedAt: !2621)
!2629 = !DILocation(line: 69, column: 16, scope: !2101, inlinedAt: !2628)
!2630 = !DILocation(line: 69, column: 22, scope: !2101, inlinedAt: !2628)
!2631 = !DILocation(line: 140, column: 7, scope: !2081, inlinedAt: !2621)
!2632 = !DILocation(line: 0, scope: !2020, inlinedAt: !2633)
!2633 = distinct !DILocation(line: 142, column: 31, scope: !2120, inlinedAt: !2621)
!2634 = !DILocation(line: 0, scope: !2020, inlinedAt: !2635)
!2635 = distinct !DILocation(line: 142, column: 14, scope: !2120, inlinedAt: !2621)
!2636 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2635)
!2637 = !DILocation(line: 142, column: 29, scope: !2120, inlinedAt: !2621)
!2638 = distinct !{!2638, !2631, !2639, !1273}
!2639 = !DILocation(line: 145, column: 2, scope: !2081, inlinedAt: !2621)
!2640 = !DILocation(line: 0, scope: !2020, inlinedAt: !2641)
!2641 = distinct !DILocation(line: 146, column: 17, scope: !2081, inlinedAt: !2621)
!2642 = !DILocation(line: 1144, column: 45, scope: !2020, inlinedAt: !2641)
!2643 = !DILocation(line: 146, column: 32, scope: !2081, inlinedAt: !2621)
!2644 = !DILocation(line: 358, column: 17, scope: !2645)
!2645 = distinct !DILexicalBlock(scope: !2570, file: !573, line: 358, column: 8)
!2646 = !DILocation(line: 358, column: 8, scope: !2570)
!2647 = distinct !{!2647, !2583, !2648, !1273}
!2648 = !DILocation(line: 361, column: 2, scope: !2560)
!2649 = !DILocation(line: 238, column: 28, scope: !2063, inlinedAt: !2591)
!2650 = !DILocation(line: 0, scope: !2020, inlinedAt: !2651)
!2651 = distinct !DILocation(line: 241, column: 31, scope: !2070, inlinedAt: !2591)
!2652 = !DILocation(line: 241, column: 31, scope: !2070, inlinedAt: !2591)
!2653 = !DILocation(line: 0, scope: !2020, inlinedAt: !2654)
!2654 = distinct !DILocation(line: 241, column: 14, scope: !2070, inlinedAt: !2591)
!2655 = !DILocation(line: 241, column: 29, scope: !2070, inlinedAt: !2591)
!2656 = !DILocation(line: 244, column: 2, scope: !2070, inlinedAt: !2591)
!2657 = !DILocation(line: 362, column: 5, scope: !2560)
