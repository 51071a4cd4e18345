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

$_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_ = comdat any

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
  br i1 %14, label %18, label %15, !dbg !1138

15:                                               ; preds = %2
  %16 = load double, double* %3, align 8, !tbaa !1139
  br label %29, !dbg !1140

17:                                               ; preds = %29
  store double %33, double* %3, align 8, !dbg !1141, !tbaa !1139
  br label %18, !dbg !1138

18:                                               ; preds = %17, %2
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1142, metadata !DIExpression()), !dbg !1146
  %19 = ptrtoint double* %13 to i64, !dbg !1148
  %20 = ptrtoint double* %8 to i64, !dbg !1148
  %21 = sub i64 %19, %20, !dbg !1148
  %22 = ashr exact i64 %21, 3, !dbg !1148
  %23 = uitofp i64 %22 to double, !dbg !1149
  %24 = load double, double* %3, align 8, !dbg !1150, !tbaa !1139
  %25 = fdiv double %24, %23, !dbg !1150
  store double %25, double* %3, align 8, !dbg !1150, !tbaa !1139
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1073, metadata !DIExpression()), !dbg !1151
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1152
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1152
  call void @llvm.dbg.value(metadata double* %8, metadata !1075, metadata !DIExpression()), !dbg !1151
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1155
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1157
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1157
  call void @llvm.dbg.value(metadata double* %13, metadata !1076, metadata !DIExpression()), !dbg !1151
  call void @llvm.dbg.value(metadata double* %8, metadata !1075, metadata !DIExpression()), !dbg !1151
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1159
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1159
  %26 = icmp eq double* %8, %13, !dbg !1161
  br i1 %26, label %37, label %27, !dbg !1162

27:                                               ; preds = %18
  %28 = load double, double* %4, align 8, !tbaa !1163
  br label %44, !dbg !1164

29:                                               ; preds = %15, %29
  %30 = phi double* [ %34, %29 ], [ %8, %15 ]
  %31 = phi double [ %33, %29 ], [ %16, %15 ]
  call void @llvm.dbg.value(metadata double* %30, metadata !1069, metadata !DIExpression()), !dbg !1106
  %32 = load double, double* %30, align 8, !dbg !1165, !tbaa !1098
  call void @llvm.dbg.value(metadata double %32, metadata !1071, metadata !DIExpression()), !dbg !1166
  %33 = fadd double %32, %31, !dbg !1141
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1167, metadata !DIExpression()), !dbg !1170
  %34 = getelementptr inbounds double, double* %30, i64 1, !dbg !1172
  call void @llvm.dbg.value(metadata double* %34, metadata !1069, metadata !DIExpression()), !dbg !1106
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1135
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1135
  %35 = icmp eq double* %34, %13, !dbg !1137
  br i1 %35, label %17, label %29, !dbg !1138, !llvm.loop !1173

36:                                               ; preds = %44
  store double %49, double* %4, align 8, !dbg !1176, !tbaa !1163
  br label %37, !dbg !1162

37:                                               ; preds = %36, %18
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1142, metadata !DIExpression()), !dbg !1177
  %38 = load double, double* %4, align 8, !dbg !1179, !tbaa !1163
  %39 = fdiv double %38, %23, !dbg !1179
  store double %39, double* %4, align 8, !dbg !1179, !tbaa !1163
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1180
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1180
  call void @llvm.dbg.value(metadata double* %8, metadata !1079, metadata !DIExpression()), !dbg !1183
  call void @llvm.dbg.value(metadata double* %8, metadata !1079, metadata !DIExpression()), !dbg !1183
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1189
  %40 = icmp eq double* %8, %13, !dbg !1191
  br i1 %40, label %52, label %41, !dbg !1192

41:                                               ; preds = %37
  %42 = load double, double* %10, align 8, !tbaa !1104
  %43 = load double, double* %5, align 8, !tbaa !1100
  br label %68, !dbg !1192

44:                                               ; preds = %27, %44
  %45 = phi double* [ %50, %44 ], [ %8, %27 ]
  %46 = phi double [ %49, %44 ], [ %28, %27 ]
  call void @llvm.dbg.value(metadata double* %45, metadata !1075, metadata !DIExpression()), !dbg !1151
  %47 = load double, double* %45, align 8, !dbg !1193, !tbaa !1098
  call void @llvm.dbg.value(metadata double %47, metadata !1077, metadata !DIExpression()), !dbg !1194
  %48 = fsub double %47, %25, !dbg !1195
  %49 = call double @llvm.fmuladd.f64(double %48, double %48, double %46), !dbg !1176
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1167, metadata !DIExpression()), !dbg !1196
  %50 = getelementptr inbounds double, double* %45, i64 1, !dbg !1198
  call void @llvm.dbg.value(metadata double* %50, metadata !1075, metadata !DIExpression()), !dbg !1151
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1159
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1159
  %51 = icmp eq double* %50, %13, !dbg !1161
  br i1 %51, label %36, label %44, !dbg !1162, !llvm.loop !1199

52:                                               ; preds = %79, %37
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata double** %6, metadata !1110, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1204
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1206
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1206
  call void @llvm.dbg.value(metadata double* %8, metadata !1208, metadata !DIExpression()), !dbg !1215
  call void @llvm.dbg.value(metadata double* %13, metadata !1213, metadata !DIExpression()), !dbg !1215
  call void @llvm.dbg.value(metadata double* %8, metadata !1217, metadata !DIExpression()), !dbg !1224
  call void @llvm.dbg.value(metadata double* %13, metadata !1222, metadata !DIExpression()), !dbg !1224
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1223, metadata !DIExpression()), !dbg !1226
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1227
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1227
  %53 = icmp eq double* %8, %13, !dbg !1230
  br i1 %53, label %58, label %54, !dbg !1231

54:                                               ; preds = %52
  call void @llvm.dbg.value(metadata i64 %22, metadata !1232, metadata !DIExpression()) #13, !dbg !1236
  %55 = call i64 @llvm.ctlz.i64(i64 %22, i1 true) #13, !dbg !1239, !range !1240
  %56 = shl nuw nsw i64 %55, 1, !dbg !1241
  %57 = xor i64 %56, 126, !dbg !1241
  call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* nonnull %8, double* %13, i64 noundef %57), !dbg !1242
  call void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* nonnull %8, double* %13), !dbg !1243
  br label %58, !dbg !1244

58:                                               ; preds = %52, %54
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1142, metadata !DIExpression()), !dbg !1245
  %59 = load double*, double** %12, align 8, !dbg !1247, !tbaa !1248
  %60 = load double*, double** %6, align 8, !dbg !1249, !tbaa !1092
  %61 = ptrtoint double* %59 to i64, !dbg !1250
  %62 = ptrtoint double* %60 to i64, !dbg !1250
  %63 = sub i64 %61, %62, !dbg !1250
  %64 = ashr exact i64 %63, 3, !dbg !1250
  %65 = lshr i64 %64, 1, !dbg !1251
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1084, metadata !DIExpression()), !dbg !1252
  call void @llvm.dbg.value(metadata i64 %65, metadata !1087, metadata !DIExpression()), !dbg !1252
  %66 = getelementptr inbounds double, double* %60, i64 %65, !dbg !1254
  %67 = load double, double* %66, align 8, !dbg !1255, !tbaa !1098
  store double %67, double* %11, align 8, !dbg !1256, !tbaa !1105
  ret void, !dbg !1257

68:                                               ; preds = %41, %79
  %69 = phi double* [ %81, %79 ], [ %8, %41 ]
  %70 = phi double [ %76, %79 ], [ %43, %41 ]
  %71 = phi double [ %80, %79 ], [ %42, %41 ]
  call void @llvm.dbg.value(metadata double* %69, metadata !1079, metadata !DIExpression()), !dbg !1183
  %72 = load double, double* %69, align 8, !dbg !1258, !tbaa !1098
  %73 = fcmp olt double %72, %70, !dbg !1261
  br i1 %73, label %74, label %75, !dbg !1262

74:                                               ; preds = %68
  store double %72, double* %5, align 8, !dbg !1263, !tbaa !1100
  br label %75, !dbg !1264

75:                                               ; preds = %74, %68
  %76 = phi double [ %72, %74 ], [ %70, %68 ]
  %77 = fcmp ogt double %72, %71, !dbg !1265
  br i1 %77, label %78, label %79, !dbg !1267

78:                                               ; preds = %75
  store double %72, double* %10, align 8, !dbg !1268, !tbaa !1104
  br label %79, !dbg !1269

79:                                               ; preds = %75, %78
  %80 = phi double [ %71, %75 ], [ %72, %78 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1167, metadata !DIExpression()), !dbg !1270
  %81 = getelementptr inbounds double, double* %69, i64 1, !dbg !1272
  call void @llvm.dbg.value(metadata double* %81, metadata !1079, metadata !DIExpression()), !dbg !1183
  call void @llvm.dbg.value(metadata %"class.std::vector"* %1, metadata !1118, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1107, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata double** %12, metadata !1110, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !1189
  %82 = icmp eq double* %81, %13, !dbg !1191
  br i1 %82, label %52, label %68, !dbg !1192, !llvm.loop !1273
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
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1276 {
  %3 = alloca double, align 8
  %4 = alloca %"class.std::vector", align 8
  %5 = alloca double, align 8
  %6 = alloca %"class.std::vector", align 8
  %7 = alloca %struct.Summary, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !1280, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata i8** %1, metadata !1281, metadata !DIExpression()), !dbg !1292
  %8 = icmp sgt i32 %0, 1, !dbg !1293
  br i1 %8, label %9, label %14, !dbg !1294

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1295
  %11 = load i8*, i8** %10, align 8, !dbg !1295, !tbaa !1127
  call void @llvm.dbg.value(metadata i8* %11, metadata !660, metadata !DIExpression()) #13, !dbg !1296
  %12 = call i64 @strtol(i8* nocapture noundef nonnull %11, i8** noundef null, i32 noundef 10) #13, !dbg !1298
  %13 = trunc i64 %12 to i32, !dbg !1298
  br label %14, !dbg !1294

14:                                               ; preds = %2, %9
  %15 = phi i32 [ %13, %9 ], [ 8000, %2 ], !dbg !1294
  call void @llvm.dbg.value(metadata i32 %15, metadata !1282, metadata !DIExpression()), !dbg !1292
  %16 = bitcast %"class.std::vector"* %4 to i8*, !dbg !1299
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %16) #13, !dbg !1299
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %4, metadata !1283, metadata !DIExpression()), !dbg !1300
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1301, metadata !DIExpression()) #13, !dbg !1304
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1306, metadata !DIExpression()) #13, !dbg !1310
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1312, metadata !DIExpression()) #13, !dbg !1316
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1318, metadata !DIExpression()) #13, !dbg !1322
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %16, i8 0, i64 24, i1 false) #13, !dbg !1324
  call void @llvm.dbg.value(metadata i32 1234, metadata !1284, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata i32 0, metadata !1285, metadata !DIExpression()), !dbg !1325
  %17 = icmp sgt i32 %15, 0, !dbg !1326
  br i1 %17, label %18, label %22, !dbg !1328

18:                                               ; preds = %14
  %19 = bitcast double* %5 to i8*
  %20 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %4, i64 0, i32 0, i32 0, i32 0, i32 1
  %21 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %4, i64 0, i32 0, i32 0, i32 0, i32 2
  br label %115, !dbg !1328

22:                                               ; preds = %130, %14
  %23 = bitcast %"class.std::vector"* %6 to i8*, !dbg !1329
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %23) #13, !dbg !1329
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %6, metadata !1287, metadata !DIExpression()), !dbg !1330
  call void @llvm.experimental.noalias.scope.decl(metadata !1331), !dbg !1334
  call void @llvm.dbg.value(metadata i8* undef, metadata !1335, metadata !DIExpression(DW_OP_deref)), !dbg !1345
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1340, metadata !DIExpression()), !dbg !1345
  call void @llvm.dbg.value(metadata i64 16, metadata !1341, metadata !DIExpression()), !dbg !1345
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1301, metadata !DIExpression()) #13, !dbg !1347
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1306, metadata !DIExpression()) #13, !dbg !1349
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1312, metadata !DIExpression()) #13, !dbg !1351
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1318, metadata !DIExpression()) #13, !dbg !1353
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %23, i8 0, i64 24, i1 false) #13, !dbg !1355, !alias.scope !1331
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1142, metadata !DIExpression()), !dbg !1356
  %24 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %4, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !1358
  %25 = load double*, double** %24, align 8, !dbg !1358, !tbaa !1248, !noalias !1331
  %26 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %4, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1359
  %27 = load double*, double** %26, align 8, !dbg !1359, !tbaa !1092, !noalias !1331
  %28 = ptrtoint double* %25 to i64, !dbg !1360
  %29 = ptrtoint double* %27 to i64, !dbg !1360
  %30 = sub i64 %28, %29, !dbg !1360
  %31 = ashr exact i64 %30, 3, !dbg !1360
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1361, metadata !DIExpression()), !dbg !1371
  call void @llvm.dbg.value(metadata i64 %31, metadata !1365, metadata !DIExpression()), !dbg !1371
  %32 = icmp ugt i64 %30, 9223372036854775800, !dbg !1373
  br i1 %32, label %33, label %35, !dbg !1375

33:                                               ; preds = %22
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0)) #14
          to label %34 unwind label %72, !dbg !1376, !noalias !1331

34:                                               ; preds = %33
  unreachable, !dbg !1376

35:                                               ; preds = %22
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1377, metadata !DIExpression()), !dbg !1380
  %36 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %6, i64 0, i32 0, i32 0, i32 0, i32 2, !dbg !1382
  %37 = load double*, double** %36, align 8, !dbg !1382, !tbaa !1383, !alias.scope !1331
  %38 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %6, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1384
  %39 = load double*, double** %38, align 8, !dbg !1384, !tbaa !1092, !alias.scope !1331
  %40 = ptrtoint double* %37 to i64, !dbg !1385
  %41 = ptrtoint double* %39 to i64, !dbg !1385
  %42 = sub i64 %40, %41, !dbg !1385
  %43 = ashr exact i64 %42, 3, !dbg !1385
  %44 = icmp ult i64 %43, %31, !dbg !1386
  br i1 %44, label %45, label %65, !dbg !1387

45:                                               ; preds = %35
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1142, metadata !DIExpression()), !dbg !1388
  %46 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %6, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !1390
  %47 = load double*, double** %46, align 8, !dbg !1390, !tbaa !1248, !alias.scope !1331
  %48 = ptrtoint double* %47 to i64, !dbg !1391
  %49 = sub i64 %48, %41, !dbg !1391
  %50 = ashr exact i64 %49, 3, !dbg !1391
  call void @llvm.dbg.value(metadata i64 %50, metadata !1366, metadata !DIExpression()), !dbg !1392
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1393, metadata !DIExpression()), !dbg !1397
  call void @llvm.dbg.value(metadata i64 %31, metadata !1396, metadata !DIExpression()), !dbg !1397
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1401, metadata !DIExpression()), !dbg !1405
  call void @llvm.dbg.value(metadata i64 %31, metadata !1404, metadata !DIExpression()), !dbg !1405
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1407, metadata !DIExpression()), !dbg !1413
  call void @llvm.dbg.value(metadata i64 %31, metadata !1410, metadata !DIExpression()), !dbg !1413
  call void @llvm.dbg.value(metadata i8* null, metadata !1411, metadata !DIExpression()), !dbg !1413
  %51 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %30) #15
          to label %52 unwind label %72, !dbg !1415, !noalias !1331

52:                                               ; preds = %45
  %53 = bitcast i8* %51 to double*, !dbg !1416
  call void @llvm.dbg.value(metadata double* %53, metadata !1370, metadata !DIExpression()), !dbg !1392
  call void @llvm.dbg.value(metadata double* %39, metadata !567, metadata !DIExpression()) #13, !dbg !1417
  call void @llvm.dbg.value(metadata double* %47, metadata !568, metadata !DIExpression()) #13, !dbg !1417
  call void @llvm.dbg.value(metadata double* %53, metadata !569, metadata !DIExpression()) #13, !dbg !1417
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !570, metadata !DIExpression()) #13, !dbg !1417
  call void @llvm.dbg.value(metadata double* %39, metadata !1419, metadata !DIExpression()) #13, !dbg !1426
  call void @llvm.dbg.value(metadata double* %47, metadata !1422, metadata !DIExpression()) #13, !dbg !1426
  call void @llvm.dbg.value(metadata double* %53, metadata !1423, metadata !DIExpression()) #13, !dbg !1426
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1424, metadata !DIExpression()) #13, !dbg !1426
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1425, metadata !DIExpression()) #13, !dbg !1428
  call void @llvm.dbg.value(metadata double* %39, metadata !1429, metadata !DIExpression()) #13, !dbg !1442
  call void @llvm.dbg.value(metadata double* %47, metadata !1435, metadata !DIExpression()) #13, !dbg !1442
  call void @llvm.dbg.value(metadata double* %53, metadata !1436, metadata !DIExpression()) #13, !dbg !1442
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1437, metadata !DIExpression()) #13, !dbg !1442
  call void @llvm.dbg.value(metadata double* %39, metadata !1444, metadata !DIExpression()) #13, !dbg !1461
  call void @llvm.dbg.value(metadata double* %47, metadata !1455, metadata !DIExpression()) #13, !dbg !1461
  call void @llvm.dbg.value(metadata double* %53, metadata !1456, metadata !DIExpression()) #13, !dbg !1461
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1457, metadata !DIExpression()) #13, !dbg !1461
  call void @llvm.dbg.value(metadata i64 %49, metadata !1458, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1461
  %54 = icmp sgt i64 %49, 0, !dbg !1463
  br i1 %54, label %55, label %57, !dbg !1465

55:                                               ; preds = %52
  %56 = bitcast double* %39 to i8*, !dbg !1466
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %51, i8* align 8 %56, i64 %49, i1 false) #13, !dbg !1466, !noalias !1331
  br label %57, !dbg !1468

57:                                               ; preds = %55, %52
  call void @llvm.dbg.value(metadata i64 %50, metadata !1458, metadata !DIExpression()) #13, !dbg !1461
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1469, metadata !DIExpression()), !dbg !1474
  call void @llvm.dbg.value(metadata double* %39, metadata !1472, metadata !DIExpression()), !dbg !1474
  call void @llvm.dbg.value(metadata i64 %42, metadata !1473, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1474
  %58 = icmp eq double* %39, null, !dbg !1476
  br i1 %58, label %61, label %59, !dbg !1478

59:                                               ; preds = %57
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1479, metadata !DIExpression()), !dbg !1484
  call void @llvm.dbg.value(metadata double* %39, metadata !1482, metadata !DIExpression()), !dbg !1484
  call void @llvm.dbg.value(metadata i64 %42, metadata !1483, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1484
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1486, metadata !DIExpression()) #13, !dbg !1491
  call void @llvm.dbg.value(metadata double* %39, metadata !1489, metadata !DIExpression()) #13, !dbg !1491
  call void @llvm.dbg.value(metadata i64 %42, metadata !1490, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1491
  %60 = bitcast double* %39 to i8*, !dbg !1493
  call void @_ZdlPv(i8* noundef %60) #16, !dbg !1494, !noalias !1331
  br label %61, !dbg !1495

61:                                               ; preds = %59, %57
  %62 = bitcast %"class.std::vector"* %6 to i8**, !dbg !1496
  store i8* %51, i8** %62, align 8, !dbg !1496, !tbaa !1092, !alias.scope !1331
  %63 = getelementptr inbounds double, double* %53, i64 %50, !dbg !1497
  store double* %63, double** %46, align 8, !dbg !1498, !tbaa !1248, !alias.scope !1331
  %64 = getelementptr inbounds double, double* %53, i64 %31, !dbg !1499
  store double* %64, double** %36, align 8, !dbg !1500, !tbaa !1383, !alias.scope !1331
  br label %65, !dbg !1501

65:                                               ; preds = %61, %35
  call void @llvm.dbg.value(metadata i64 0, metadata !1343, metadata !DIExpression()), !dbg !1502
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1342, metadata !DIExpression()), !dbg !1345
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1142, metadata !DIExpression()), !dbg !1503
  %66 = load double*, double** %24, align 8, !dbg !1506, !tbaa !1248, !noalias !1331
  %67 = load double*, double** %26, align 8, !dbg !1507, !tbaa !1092, !noalias !1331
  %68 = icmp eq double* %66, %67, !dbg !1508
  br i1 %68, label %136, label %69, !dbg !1509

69:                                               ; preds = %65
  %70 = bitcast double* %3 to i8*
  %71 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %6, i64 0, i32 0, i32 0, i32 0, i32 1
  br label %74, !dbg !1509

72:                                               ; preds = %45, %33
  %73 = landingpad { i8*, i32 }
          cleanup, !dbg !1510
  br label %110, !dbg !1510

74:                                               ; preds = %100, %69
  %75 = phi double* [ %67, %69 ], [ %102, %100 ]
  %76 = phi i64 [ 0, %69 ], [ %90, %100 ]
  %77 = phi double [ 0.000000e+00, %69 ], [ %88, %100 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !1343, metadata !DIExpression()), !dbg !1502
  call void @llvm.dbg.value(metadata double %77, metadata !1342, metadata !DIExpression()), !dbg !1345
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1511, metadata !DIExpression()), !dbg !1515
  call void @llvm.dbg.value(metadata i64 %76, metadata !1514, metadata !DIExpression()), !dbg !1515
  %78 = getelementptr inbounds double, double* %75, i64 %76, !dbg !1518
  %79 = load double, double* %78, align 8, !dbg !1519, !tbaa !1098
  %80 = fadd double %77, %79, !dbg !1520
  call void @llvm.dbg.value(metadata double %80, metadata !1342, metadata !DIExpression()), !dbg !1345
  %81 = icmp ugt i64 %76, 15, !dbg !1521
  br i1 %81, label %82, label %87, !dbg !1523

82:                                               ; preds = %74
  %83 = add i64 %76, -16, !dbg !1524
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1511, metadata !DIExpression()), !dbg !1525
  call void @llvm.dbg.value(metadata i64 %83, metadata !1514, metadata !DIExpression()), !dbg !1525
  %84 = getelementptr inbounds double, double* %75, i64 %83, !dbg !1527
  %85 = load double, double* %84, align 8, !dbg !1528, !tbaa !1098
  %86 = fsub double %80, %85, !dbg !1529
  call void @llvm.dbg.value(metadata double %86, metadata !1342, metadata !DIExpression()), !dbg !1345
  br label %87, !dbg !1530

87:                                               ; preds = %82, %74
  %88 = phi double [ %86, %82 ], [ %80, %74 ], !dbg !1531
  call void @llvm.dbg.value(metadata double %88, metadata !1342, metadata !DIExpression()), !dbg !1345
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %70) #13, !dbg !1532, !noalias !1331
  %89 = icmp ult i64 %76, 16, !dbg !1533
  %90 = add nuw i64 %76, 1, !dbg !1534
  %91 = select i1 %89, i64 %90, i64 16, !dbg !1534
  %92 = uitofp i64 %91 to double, !dbg !1535
  %93 = fdiv double %88, %92, !dbg !1536
  store double %93, double* %3, align 8, !dbg !1532, !tbaa !1098, !noalias !1331
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1537, metadata !DIExpression()), !dbg !1541
  call void @llvm.dbg.value(metadata double* %3, metadata !1540, metadata !DIExpression()), !dbg !1541
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1543, metadata !DIExpression()), !dbg !1554
  call void @llvm.dbg.value(metadata double* %3, metadata !1553, metadata !DIExpression()), !dbg !1554
  %94 = load double*, double** %71, align 8, !dbg !1556, !tbaa !1248, !alias.scope !1331
  %95 = load double*, double** %36, align 8, !dbg !1558, !tbaa !1383, !alias.scope !1331
  %96 = icmp eq double* %94, %95, !dbg !1559
  br i1 %96, label %99, label %97, !dbg !1560

97:                                               ; preds = %87
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1561, metadata !DIExpression()), !dbg !1570
  call void @llvm.dbg.value(metadata double* %94, metadata !1568, metadata !DIExpression()), !dbg !1570
  call void @llvm.dbg.value(metadata double* %3, metadata !1569, metadata !DIExpression()), !dbg !1570
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1573, metadata !DIExpression()), !dbg !1581
  call void @llvm.dbg.value(metadata double* %94, metadata !1579, metadata !DIExpression()), !dbg !1581
  call void @llvm.dbg.value(metadata double* %3, metadata !1580, metadata !DIExpression()), !dbg !1581
  store double %93, double* %94, align 8, !dbg !1583, !tbaa !1098
  %98 = getelementptr inbounds double, double* %94, i64 1, !dbg !1584
  store double* %98, double** %71, align 8, !dbg !1584, !tbaa !1248, !alias.scope !1331
  br label %100, !dbg !1585

99:                                               ; preds = %87
  invoke void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6, double* %94, double* noundef nonnull align 8 dereferenceable(8) %3)
          to label %100 unwind label %108, !dbg !1586

100:                                              ; preds = %99, %97
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %70) #13, !dbg !1587, !noalias !1331
  call void @llvm.dbg.value(metadata i64 %90, metadata !1343, metadata !DIExpression()), !dbg !1502
  call void @llvm.dbg.value(metadata double %88, metadata !1342, metadata !DIExpression()), !dbg !1345
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1142, metadata !DIExpression()), !dbg !1503
  %101 = load double*, double** %24, align 8, !dbg !1506, !tbaa !1248, !noalias !1331
  %102 = load double*, double** %26, align 8, !dbg !1507, !tbaa !1092, !noalias !1331
  %103 = ptrtoint double* %101 to i64, !dbg !1588
  %104 = ptrtoint double* %102 to i64, !dbg !1588
  %105 = sub i64 %103, %104, !dbg !1588
  %106 = ashr exact i64 %105, 3, !dbg !1588
  %107 = icmp ult i64 %90, %106, !dbg !1508
  br i1 %107, label %74, label %136, !dbg !1509, !llvm.loop !1589

108:                                              ; preds = %99
  %109 = landingpad { i8*, i32 }
          cleanup, !dbg !1591
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %70) #13, !dbg !1587, !noalias !1331
  br label %110, !dbg !1510

110:                                              ; preds = %108, %72
  %111 = phi { i8*, i32 } [ %109, %108 ], [ %73, %72 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1592, metadata !DIExpression()) #13, !dbg !1595
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1597, metadata !DIExpression()) #13, !dbg !1600
  %112 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %6, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1603
  %113 = load double*, double** %112, align 8, !dbg !1603, !tbaa !1092, !alias.scope !1331
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1469, metadata !DIExpression()) #13, !dbg !1605
  call void @llvm.dbg.value(metadata double* %113, metadata !1472, metadata !DIExpression()) #13, !dbg !1605
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %113), metadata !1473, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1605
  %114 = icmp eq double* %113, null, !dbg !1607
  br i1 %114, label %188, label %184, !dbg !1608

115:                                              ; preds = %18, %130
  %116 = phi i32 [ 0, %18 ], [ %131, %130 ]
  %117 = phi i32 [ 1234, %18 ], [ %119, %130 ]
  call void @llvm.dbg.value(metadata i32 %116, metadata !1285, metadata !DIExpression()), !dbg !1325
  call void @llvm.dbg.value(metadata i32 %117, metadata !1284, metadata !DIExpression()), !dbg !1292
  %118 = mul i32 %117, 1664525, !dbg !1609
  %119 = add i32 %118, 1013904223, !dbg !1611
  call void @llvm.dbg.value(metadata i32 %119, metadata !1284, metadata !DIExpression()), !dbg !1292
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #13, !dbg !1612
  %120 = lshr i32 %119, 8, !dbg !1613
  %121 = urem i32 %120, 10000, !dbg !1614
  %122 = uitofp i32 %121 to double, !dbg !1612
  %123 = fdiv double %122, 1.000000e+02, !dbg !1615
  store double %123, double* %5, align 8, !dbg !1612, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1537, metadata !DIExpression()), !dbg !1616
  call void @llvm.dbg.value(metadata double* %5, metadata !1540, metadata !DIExpression()), !dbg !1616
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1543, metadata !DIExpression()), !dbg !1618
  call void @llvm.dbg.value(metadata double* %5, metadata !1553, metadata !DIExpression()), !dbg !1618
  %124 = load double*, double** %20, align 8, !dbg !1620, !tbaa !1248
  %125 = load double*, double** %21, align 8, !dbg !1621, !tbaa !1383
  %126 = icmp eq double* %124, %125, !dbg !1622
  br i1 %126, label %129, label %127, !dbg !1623

127:                                              ; preds = %115
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1561, metadata !DIExpression()), !dbg !1624
  call void @llvm.dbg.value(metadata double* %124, metadata !1568, metadata !DIExpression()), !dbg !1624
  call void @llvm.dbg.value(metadata double* %5, metadata !1569, metadata !DIExpression()), !dbg !1624
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1573, metadata !DIExpression()), !dbg !1626
  call void @llvm.dbg.value(metadata double* %124, metadata !1579, metadata !DIExpression()), !dbg !1626
  call void @llvm.dbg.value(metadata double* %5, metadata !1580, metadata !DIExpression()), !dbg !1626
  store double %123, double* %124, align 8, !dbg !1628, !tbaa !1098
  %128 = getelementptr inbounds double, double* %124, i64 1, !dbg !1629
  store double* %128, double** %20, align 8, !dbg !1629, !tbaa !1248
  br label %130, !dbg !1630

129:                                              ; preds = %115
  invoke void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4, double* %124, double* noundef nonnull align 8 dereferenceable(8) %5)
          to label %130 unwind label %133, !dbg !1631

130:                                              ; preds = %127, %129
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #13, !dbg !1632
  %131 = add nuw nsw i32 %116, 1, !dbg !1633
  call void @llvm.dbg.value(metadata i32 %131, metadata !1285, metadata !DIExpression()), !dbg !1325
  call void @llvm.dbg.value(metadata i32 %119, metadata !1284, metadata !DIExpression()), !dbg !1292
  %132 = icmp eq i32 %131, %15, !dbg !1326
  br i1 %132, label %22, label %115, !dbg !1328, !llvm.loop !1634

133:                                              ; preds = %129
  %134 = landingpad { i8*, i32 }
          cleanup, !dbg !1636
  %135 = bitcast double* %5 to i8*, !dbg !1612
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %135) #13, !dbg !1632
  br label %190, !dbg !1637

136:                                              ; preds = %100, %65
  %137 = bitcast %struct.Summary* %7 to i8*, !dbg !1638
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %137) #13, !dbg !1638
  call void @llvm.dbg.declare(metadata %struct.Summary* %7, metadata !1288, metadata !DIExpression()), !dbg !1639
  invoke void @_Z12kernel_statsRSt6vectorIdSaIdEE(%struct.Summary* nonnull sret(%struct.Summary) align 8 %7, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4)
          to label %138 unwind label %172, !dbg !1640

138:                                              ; preds = %136
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1289, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1142, metadata !DIExpression()), !dbg !1641
  %139 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %6, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !1643
  %140 = load double*, double** %139, align 8, !dbg !1643, !tbaa !1248
  %141 = load double*, double** %38, align 8, !dbg !1644, !tbaa !1092
  %142 = ptrtoint double* %140 to i64, !dbg !1645
  %143 = ptrtoint double* %141 to i64, !dbg !1645
  %144 = sub i64 %142, %143, !dbg !1645
  %145 = ashr exact i64 %144, 3, !dbg !1645
  call void @llvm.dbg.value(metadata i64 %145, metadata !1290, metadata !DIExpression(DW_OP_constu, 100, DW_OP_minus, DW_OP_stack_value)), !dbg !1646
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1289, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1142, metadata !DIExpression()), !dbg !1647
  %146 = icmp ugt i64 %144, 792, !dbg !1650
  br i1 %146, label %147, label %149, !dbg !1651

147:                                              ; preds = %138
  %148 = add nsw i64 %145, -100, !dbg !1652
  call void @llvm.dbg.value(metadata i64 %148, metadata !1290, metadata !DIExpression()), !dbg !1646
  br label %176, !dbg !1651

149:                                              ; preds = %176, %138
  %150 = phi double [ 0.000000e+00, %138 ], [ %181, %176 ], !dbg !1292
  %151 = getelementptr inbounds %struct.Summary, %struct.Summary* %7, i64 0, i32 0, !dbg !1653
  %152 = load double, double* %151, align 8, !dbg !1653, !tbaa !1139
  %153 = getelementptr inbounds %struct.Summary, %struct.Summary* %7, i64 0, i32 1, !dbg !1654
  %154 = load double, double* %153, align 8, !dbg !1654, !tbaa !1163
  %155 = getelementptr inbounds %struct.Summary, %struct.Summary* %7, i64 0, i32 2, !dbg !1655
  %156 = load double, double* %155, align 8, !dbg !1655, !tbaa !1100
  %157 = getelementptr inbounds %struct.Summary, %struct.Summary* %7, i64 0, i32 3, !dbg !1656
  %158 = load double, double* %157, align 8, !dbg !1656, !tbaa !1104
  %159 = getelementptr inbounds %struct.Summary, %struct.Summary* %7, i64 0, i32 4, !dbg !1657
  %160 = load double, double* %159, align 8, !dbg !1657, !tbaa !1105
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str, i64 0, i64 0), double noundef %152, double noundef %154, double noundef %156, double noundef %158, double noundef %160, double noundef %150), !dbg !1658
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %137) #13, !dbg !1659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1592, metadata !DIExpression()) #13, !dbg !1660
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1597, metadata !DIExpression()) #13, !dbg !1662
  %162 = load double*, double** %38, align 8, !dbg !1664, !tbaa !1092
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1469, metadata !DIExpression()) #13, !dbg !1665
  call void @llvm.dbg.value(metadata double* %162, metadata !1472, metadata !DIExpression()) #13, !dbg !1665
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %162), metadata !1473, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1665
  %163 = icmp eq double* %162, null, !dbg !1667
  br i1 %163, label %166, label %164, !dbg !1668

164:                                              ; preds = %149
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1479, metadata !DIExpression()) #13, !dbg !1669
  call void @llvm.dbg.value(metadata double* %162, metadata !1482, metadata !DIExpression()) #13, !dbg !1669
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %162), metadata !1483, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1669
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1486, metadata !DIExpression()) #13, !dbg !1671
  call void @llvm.dbg.value(metadata double* %162, metadata !1489, metadata !DIExpression()) #13, !dbg !1671
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %162), metadata !1490, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1671
  %165 = bitcast double* %162 to i8*, !dbg !1673
  call void @_ZdlPv(i8* noundef %165) #16, !dbg !1674
  br label %166, !dbg !1675

166:                                              ; preds = %149, %164
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %23) #13, !dbg !1659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1592, metadata !DIExpression()) #13, !dbg !1676
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1597, metadata !DIExpression()) #13, !dbg !1678
  %167 = load double*, double** %26, align 8, !dbg !1680, !tbaa !1092
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1469, metadata !DIExpression()) #13, !dbg !1681
  call void @llvm.dbg.value(metadata double* %167, metadata !1472, metadata !DIExpression()) #13, !dbg !1681
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %167), metadata !1473, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1681
  %168 = icmp eq double* %167, null, !dbg !1683
  br i1 %168, label %171, label %169, !dbg !1684

169:                                              ; preds = %166
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1479, metadata !DIExpression()) #13, !dbg !1685
  call void @llvm.dbg.value(metadata double* %167, metadata !1482, metadata !DIExpression()) #13, !dbg !1685
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %167), metadata !1483, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1685
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1486, metadata !DIExpression()) #13, !dbg !1687
  call void @llvm.dbg.value(metadata double* %167, metadata !1489, metadata !DIExpression()) #13, !dbg !1687
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %167), metadata !1490, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1687
  %170 = bitcast double* %167 to i8*, !dbg !1689
  call void @_ZdlPv(i8* noundef %170) #16, !dbg !1690
  br label %171, !dbg !1691

171:                                              ; preds = %166, %169
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %16) #13, !dbg !1659
  ret i32 0, !dbg !1659

172:                                              ; preds = %136
  %173 = landingpad { i8*, i32 }
          cleanup, !dbg !1659
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %137) #13, !dbg !1659
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1592, metadata !DIExpression()) #13, !dbg !1692
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1597, metadata !DIExpression()) #13, !dbg !1694
  %174 = load double*, double** %38, align 8, !dbg !1696, !tbaa !1092
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1469, metadata !DIExpression()) #13, !dbg !1697
  call void @llvm.dbg.value(metadata double* %174, metadata !1472, metadata !DIExpression()) #13, !dbg !1697
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %174), metadata !1473, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1697
  %175 = icmp eq double* %174, null, !dbg !1699
  br i1 %175, label %188, label %184, !dbg !1700

176:                                              ; preds = %147, %176
  %177 = phi i64 [ %182, %176 ], [ %148, %147 ]
  %178 = phi double [ %181, %176 ], [ 0.000000e+00, %147 ]
  call void @llvm.dbg.value(metadata i64 %177, metadata !1290, metadata !DIExpression()), !dbg !1646
  call void @llvm.dbg.value(metadata double %178, metadata !1289, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1084, metadata !DIExpression()), !dbg !1701
  call void @llvm.dbg.value(metadata i64 %177, metadata !1087, metadata !DIExpression()), !dbg !1701
  %179 = getelementptr inbounds double, double* %141, i64 %177, !dbg !1703
  %180 = load double, double* %179, align 8, !dbg !1704, !tbaa !1098
  %181 = fadd double %178, %180, !dbg !1705
  call void @llvm.dbg.value(metadata double %181, metadata !1289, metadata !DIExpression()), !dbg !1292
  %182 = add nsw i64 %177, 1, !dbg !1706
  call void @llvm.dbg.value(metadata i64 %182, metadata !1290, metadata !DIExpression()), !dbg !1646
  call void @llvm.dbg.value(metadata %"class.std::vector"* %6, metadata !1142, metadata !DIExpression()), !dbg !1647
  %183 = icmp ult i64 %182, %145, !dbg !1650
  br i1 %183, label %176, label %149, !dbg !1651, !llvm.loop !1707

184:                                              ; preds = %172, %110
  %185 = phi double* [ %113, %110 ], [ %174, %172 ]
  %186 = phi { i8*, i32 } [ %111, %110 ], [ %173, %172 ]
  %187 = bitcast double* %185 to i8*, !dbg !1292
  call void @_ZdlPv(i8* noundef %187) #16, !dbg !1292
  br label %188, !dbg !1659

188:                                              ; preds = %184, %172, %110
  %189 = phi { i8*, i32 } [ %111, %110 ], [ %173, %172 ], [ %186, %184 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %23) #13, !dbg !1659
  br label %190, !dbg !1659

190:                                              ; preds = %188, %133
  %191 = phi { i8*, i32 } [ %134, %133 ], [ %189, %188 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1592, metadata !DIExpression()) #13, !dbg !1709
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1597, metadata !DIExpression()) #13, !dbg !1711
  %192 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %4, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !1713
  %193 = load double*, double** %192, align 8, !dbg !1713, !tbaa !1092
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1469, metadata !DIExpression()) #13, !dbg !1714
  call void @llvm.dbg.value(metadata double* %193, metadata !1472, metadata !DIExpression()) #13, !dbg !1714
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %193), metadata !1473, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1714
  %194 = icmp eq double* %193, null, !dbg !1716
  br i1 %194, label %197, label %195, !dbg !1717

195:                                              ; preds = %190
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1479, metadata !DIExpression()) #13, !dbg !1718
  call void @llvm.dbg.value(metadata double* %193, metadata !1482, metadata !DIExpression()) #13, !dbg !1718
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %193), metadata !1483, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1718
  call void @llvm.dbg.value(metadata %"class.std::vector"* %4, metadata !1486, metadata !DIExpression()) #13, !dbg !1720
  call void @llvm.dbg.value(metadata double* %193, metadata !1489, metadata !DIExpression()) #13, !dbg !1720
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %193), metadata !1490, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !1720
  %196 = bitcast double* %193 to i8*, !dbg !1722
  call void @_ZdlPv(i8* noundef %196) #16, !dbg !1723
  br label %197, !dbg !1724

197:                                              ; preds = %190, %195
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %16) #13, !dbg !1659
  resume { i8*, i32 } %191, !dbg !1659
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* %0, double* %1, i64 noundef %2) local_unnamed_addr #0 comdat !dbg !1725 {
  call void @llvm.dbg.value(metadata double* %0, metadata !1729, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata double* %1, metadata !1730, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata i64 %2, metadata !1731, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1732, metadata !DIExpression()), !dbg !1738
  %4 = ptrtoint double* %0 to i64
  call void @llvm.dbg.value(metadata double* %1, metadata !1730, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata i64 %2, metadata !1731, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !1745
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !1745
  %5 = ptrtoint double* %1 to i64, !dbg !1747
  %6 = sub i64 %5, %4, !dbg !1747
  %7 = icmp sgt i64 %6, 128, !dbg !1748
  br i1 %7, label %8, label %183, !dbg !1749

8:                                                ; preds = %3
  %9 = getelementptr inbounds double, double* %0, i64 1
  br label %10, !dbg !1749

10:                                               ; preds = %8, %179
  %11 = phi i64 [ %6, %8 ], [ %181, %179 ]
  %12 = phi i64 [ %2, %8 ], [ %135, %179 ]
  %13 = phi double* [ %1, %8 ], [ %167, %179 ]
  %14 = ashr exact i64 %11, 3, !dbg !1747
  call void @llvm.dbg.value(metadata i64 %12, metadata !1731, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata double* %13, metadata !1730, metadata !DIExpression()), !dbg !1737
  %15 = icmp eq i64 %12, 0, !dbg !1750
  br i1 %15, label %16, label %134, !dbg !1752

16:                                               ; preds = %10
  %17 = ptrtoint double* %0 to i64, !dbg !1747
  call void @llvm.dbg.value(metadata double* %0, metadata !1753, metadata !DIExpression()), !dbg !1761
  call void @llvm.dbg.value(metadata double* %13, metadata !1758, metadata !DIExpression()), !dbg !1761
  call void @llvm.dbg.value(metadata double* %13, metadata !1759, metadata !DIExpression()), !dbg !1761
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1760, metadata !DIExpression()), !dbg !1764
  call void @llvm.dbg.value(metadata double* %0, metadata !1765, metadata !DIExpression()), !dbg !1773
  call void @llvm.dbg.value(metadata double* %13, metadata !1768, metadata !DIExpression()), !dbg !1773
  call void @llvm.dbg.value(metadata double* %13, metadata !1769, metadata !DIExpression()), !dbg !1773
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1770, metadata !DIExpression()), !dbg !1775
  call void @llvm.dbg.value(metadata double* %0, metadata !1776, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata double* %13, metadata !1781, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1782, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !1792
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !1792
  %18 = icmp slt i64 %11, 16, !dbg !1795
  br i1 %18, label %75, label %19, !dbg !1796

19:                                               ; preds = %16
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !1797
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !1797
  call void @llvm.dbg.value(metadata i64 %14, metadata !1783, metadata !DIExpression()), !dbg !1790
  %20 = add nsw i64 %14, -2, !dbg !1799
  %21 = sdiv i64 %20, 2, !dbg !1800
  call void @llvm.dbg.value(metadata i64 %21, metadata !1786, metadata !DIExpression()), !dbg !1790
  %22 = add nsw i64 %14, -1
  %23 = sdiv i64 %22, 2
  %24 = and i64 %11, 8
  %25 = icmp eq i64 %24, 0
  br label %26, !dbg !1801

26:                                               ; preds = %69, %19
  %27 = phi i64 [ %21, %19 ], [ %74, %69 ], !dbg !1802
  call void @llvm.dbg.value(metadata i64 %27, metadata !1786, metadata !DIExpression()), !dbg !1790
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1808
  call void @llvm.dbg.value(metadata i64 %27, metadata !1806, metadata !DIExpression()), !dbg !1808
  %28 = getelementptr inbounds double, double* %0, i64 %27, !dbg !1810
  %29 = load double, double* %28, align 8, !dbg !1811, !tbaa !1098
  call void @llvm.dbg.value(metadata double %29, metadata !1787, metadata !DIExpression()), !dbg !1812
  call void @llvm.dbg.declare(metadata i8* undef, metadata !1813, metadata !DIExpression()), !dbg !1828
  call void @llvm.dbg.value(metadata double* %0, metadata !1818, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata i64 %27, metadata !1819, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata i64 undef, metadata !1820, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata double %29, metadata !1821, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1822, metadata !DIExpression()), !dbg !1831
  call void @llvm.dbg.value(metadata i64 %27, metadata !1823, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata i64 %27, metadata !1825, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata i64 %27, metadata !1819, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata i64 %27, metadata !1825, metadata !DIExpression()), !dbg !1830
  %30 = icmp sgt i64 %23, %27, !dbg !1832
  br i1 %30, label %31, label %46, !dbg !1833

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %41, %31 ], [ %27, %26 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !1819, metadata !DIExpression()), !dbg !1830
  %33 = shl i64 %32, 1, !dbg !1834
  %34 = add i64 %33, 2, !dbg !1834
  call void @llvm.dbg.value(metadata i64 %34, metadata !1825, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1836
  call void @llvm.dbg.value(metadata i64 %34, metadata !1806, metadata !DIExpression()), !dbg !1836
  %35 = getelementptr inbounds double, double* %0, i64 %34, !dbg !1839
  %36 = or i64 %33, 1, !dbg !1840
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1841
  call void @llvm.dbg.value(metadata i64 %36, metadata !1806, metadata !DIExpression()), !dbg !1841
  %37 = getelementptr inbounds double, double* %0, i64 %36, !dbg !1843
  call void @llvm.dbg.value(metadata double* %35, metadata !1844, metadata !DIExpression()), !dbg !1858
  call void @llvm.dbg.value(metadata double* %37, metadata !1857, metadata !DIExpression()), !dbg !1858
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !1858
  %38 = load double, double* %35, align 8, !dbg !1860, !tbaa !1098
  %39 = load double, double* %37, align 8, !dbg !1861, !tbaa !1098
  %40 = fcmp olt double %38, %39, !dbg !1862
  %41 = select i1 %40, i64 %36, i64 %34, !dbg !1863
  call void @llvm.dbg.value(metadata i64 %41, metadata !1825, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1864
  call void @llvm.dbg.value(metadata i64 %41, metadata !1806, metadata !DIExpression()), !dbg !1864
  %42 = getelementptr inbounds double, double* %0, i64 %41, !dbg !1866
  %43 = load double, double* %42, align 8, !dbg !1867, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1868
  call void @llvm.dbg.value(metadata i64 %32, metadata !1806, metadata !DIExpression()), !dbg !1868
  %44 = getelementptr inbounds double, double* %0, i64 %32, !dbg !1870
  store double %43, double* %44, align 8, !dbg !1871, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %41, metadata !1819, metadata !DIExpression()), !dbg !1830
  %45 = icmp slt i64 %41, %23, !dbg !1832
  br i1 %45, label %31, label %46, !dbg !1833, !llvm.loop !1872

46:                                               ; preds = %31, %26
  %47 = phi i64 [ %27, %26 ], [ %41, %31 ]
  %48 = icmp eq i64 %47, %21
  %49 = select i1 %25, i1 %48, i1 false, !dbg !1874
  br i1 %49, label %50, label %56, !dbg !1874

50:                                               ; preds = %46
  %51 = shl i64 %47, 1, !dbg !1876
  call void @llvm.dbg.value(metadata i64 %51, metadata !1825, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !1830
  %52 = or i64 %51, 1, !dbg !1878
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1879
  call void @llvm.dbg.value(metadata i64 %52, metadata !1806, metadata !DIExpression()), !dbg !1879
  %53 = getelementptr inbounds double, double* %0, i64 %52, !dbg !1881
  %54 = load double, double* %53, align 8, !dbg !1878, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1882
  call void @llvm.dbg.value(metadata i64 %47, metadata !1806, metadata !DIExpression()), !dbg !1882
  %55 = getelementptr inbounds double, double* %0, i64 %47, !dbg !1884
  store double %54, double* %55, align 8, !dbg !1885, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %52, metadata !1819, metadata !DIExpression()), !dbg !1830
  br label %56, !dbg !1886

56:                                               ; preds = %50, %46
  %57 = phi i64 [ %52, %50 ], [ %47, %46 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !1819, metadata !DIExpression()), !dbg !1830
  call void @llvm.dbg.value(metadata double* %0, metadata !1887, metadata !DIExpression()), !dbg !1900
  call void @llvm.dbg.value(metadata i64 %57, metadata !1893, metadata !DIExpression()), !dbg !1900
  call void @llvm.dbg.value(metadata i64 %27, metadata !1894, metadata !DIExpression()), !dbg !1900
  call void @llvm.dbg.value(metadata double %29, metadata !1895, metadata !DIExpression()), !dbg !1900
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !1896, metadata !DIExpression()), !dbg !1900
  call void @llvm.dbg.value(metadata i64 %57, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !1900
  call void @llvm.dbg.value(metadata i64 %57, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !1900
  %58 = icmp sgt i64 %57, %27, !dbg !1902
  br i1 %58, label %59, label %69, !dbg !1903

59:                                               ; preds = %56, %66
  %60 = phi i64 [ %62, %66 ], [ %57, %56 ]
  %61 = add nsw i64 %60, -1, !dbg !1900
  %62 = sdiv i64 %61, 2, !dbg !1900
  call void @llvm.dbg.value(metadata i64 %60, metadata !1893, metadata !DIExpression()), !dbg !1900
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1904
  call void @llvm.dbg.value(metadata i64 %62, metadata !1806, metadata !DIExpression()), !dbg !1904
  %63 = getelementptr inbounds double, double* %0, i64 %62, !dbg !1906
  call void @llvm.dbg.value(metadata double* %63, metadata !1907, metadata !DIExpression()), !dbg !1920
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !1917, metadata !DIExpression()), !dbg !1920
  call void @llvm.dbg.value(metadata double* undef, metadata !1919, metadata !DIExpression()), !dbg !1920
  %64 = load double, double* %63, align 8, !dbg !1922, !tbaa !1098
  %65 = fcmp olt double %64, %29, !dbg !1923
  br i1 %65, label %66, label %69, !dbg !1924

66:                                               ; preds = %59
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1925
  call void @llvm.dbg.value(metadata i64 %62, metadata !1806, metadata !DIExpression()), !dbg !1925
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1928
  call void @llvm.dbg.value(metadata i64 %60, metadata !1806, metadata !DIExpression()), !dbg !1928
  %67 = getelementptr inbounds double, double* %0, i64 %60, !dbg !1930
  store double %64, double* %67, align 8, !dbg !1931, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %62, metadata !1893, metadata !DIExpression()), !dbg !1900
  call void @llvm.dbg.value(metadata i64 %62, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !1900
  call void @llvm.dbg.value(metadata i64 %62, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !1900
  %68 = icmp sgt i64 %62, %27, !dbg !1902
  br i1 %68, label %59, label %69, !dbg !1903, !llvm.loop !1932

69:                                               ; preds = %66, %59, %56
  %70 = phi i64 [ %57, %56 ], [ %60, %59 ], [ %62, %66 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1934
  call void @llvm.dbg.value(metadata i64 %70, metadata !1806, metadata !DIExpression()), !dbg !1934
  %71 = getelementptr inbounds double, double* %0, i64 %70, !dbg !1936
  store double %29, double* %71, align 8, !dbg !1937, !tbaa !1098
  %72 = icmp eq i64 %27, 0, !dbg !1938
  %73 = add nsw i64 %27, -1, !dbg !1940
  %74 = select i1 %72, i64 0, i64 %73, !dbg !1940
  call void @llvm.dbg.value(metadata i64 %74, metadata !1786, metadata !DIExpression()), !dbg !1790
  br i1 %72, label %75, label %26, !llvm.loop !1941

75:                                               ; preds = %69, %16
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1943, metadata !DIExpression()), !dbg !1947
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !1947
  call void @llvm.dbg.value(metadata double* %0, metadata !1950, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.value(metadata double* %13, metadata !1953, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1954, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.value(metadata double* %13, metadata !1953, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !1957
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !1957
  %76 = icmp sgt i64 %11, 8, !dbg !1959
  br i1 %76, label %77, label %183, !dbg !1960

77:                                               ; preds = %75, %130
  %78 = phi double* [ %79, %130 ], [ %13, %75 ]
  call void @llvm.dbg.value(metadata double* %78, metadata !1953, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1961, metadata !DIExpression()), !dbg !1964
  %79 = getelementptr inbounds double, double* %78, i64 -1, !dbg !1967
  call void @llvm.dbg.value(metadata double* %79, metadata !1953, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.value(metadata double* %0, metadata !582, metadata !DIExpression()), !dbg !1968
  call void @llvm.dbg.value(metadata double* %79, metadata !583, metadata !DIExpression()), !dbg !1968
  call void @llvm.dbg.value(metadata double* %79, metadata !584, metadata !DIExpression()), !dbg !1968
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !585, metadata !DIExpression()), !dbg !1968
  %80 = load double, double* %79, align 8, !dbg !1970, !tbaa !1098
  call void @llvm.dbg.value(metadata double %80, metadata !586, metadata !DIExpression()), !dbg !1968
  %81 = load double, double* %0, align 8, !dbg !1971, !tbaa !1098
  store double %81, double* %79, align 8, !dbg !1972, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !1973
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !1973
  %82 = ptrtoint double* %79 to i64, !dbg !1975
  %83 = sub i64 %82, %17, !dbg !1975
  %84 = ashr exact i64 %83, 3, !dbg !1975
  call void @llvm.dbg.declare(metadata i8* undef, metadata !1813, metadata !DIExpression()), !dbg !1976
  call void @llvm.dbg.value(metadata double* %0, metadata !1818, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata i64 0, metadata !1819, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata i64 %84, metadata !1820, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata double %80, metadata !1821, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1822, metadata !DIExpression()), !dbg !1979
  call void @llvm.dbg.value(metadata i64 0, metadata !1823, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata i64 0, metadata !1825, metadata !DIExpression()), !dbg !1978
  %85 = add nsw i64 %84, -1
  %86 = sdiv i64 %85, 2
  call void @llvm.dbg.value(metadata i64 0, metadata !1819, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata i64 0, metadata !1825, metadata !DIExpression()), !dbg !1978
  %87 = icmp sgt i64 %83, 16, !dbg !1980
  br i1 %87, label %88, label %103, !dbg !1981

88:                                               ; preds = %77, %88
  %89 = phi i64 [ %98, %88 ], [ 0, %77 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !1819, metadata !DIExpression()), !dbg !1978
  %90 = shl i64 %89, 1, !dbg !1982
  %91 = add i64 %90, 2, !dbg !1982
  call void @llvm.dbg.value(metadata i64 %91, metadata !1825, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1983
  call void @llvm.dbg.value(metadata i64 %91, metadata !1806, metadata !DIExpression()), !dbg !1983
  %92 = getelementptr inbounds double, double* %0, i64 %91, !dbg !1985
  %93 = or i64 %90, 1, !dbg !1986
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1987
  call void @llvm.dbg.value(metadata i64 %93, metadata !1806, metadata !DIExpression()), !dbg !1987
  %94 = getelementptr inbounds double, double* %0, i64 %93, !dbg !1989
  call void @llvm.dbg.value(metadata double* %92, metadata !1844, metadata !DIExpression()), !dbg !1990
  call void @llvm.dbg.value(metadata double* %94, metadata !1857, metadata !DIExpression()), !dbg !1990
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !1990
  %95 = load double, double* %92, align 8, !dbg !1992, !tbaa !1098
  %96 = load double, double* %94, align 8, !dbg !1993, !tbaa !1098
  %97 = fcmp olt double %95, %96, !dbg !1994
  %98 = select i1 %97, i64 %93, i64 %91, !dbg !1995
  call void @llvm.dbg.value(metadata i64 %98, metadata !1825, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !1996
  call void @llvm.dbg.value(metadata i64 %98, metadata !1806, metadata !DIExpression()), !dbg !1996
  %99 = getelementptr inbounds double, double* %0, i64 %98, !dbg !1998
  %100 = load double, double* %99, align 8, !dbg !1999, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2000
  call void @llvm.dbg.value(metadata i64 %89, metadata !1806, metadata !DIExpression()), !dbg !2000
  %101 = getelementptr inbounds double, double* %0, i64 %89, !dbg !2002
  store double %100, double* %101, align 8, !dbg !2003, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %98, metadata !1819, metadata !DIExpression()), !dbg !1978
  %102 = icmp slt i64 %98, %86, !dbg !1980
  br i1 %102, label %88, label %103, !dbg !1981, !llvm.loop !2004

103:                                              ; preds = %88, %77
  %104 = phi i64 [ 0, %77 ], [ %98, %88 ]
  %105 = and i64 %83, 8, !dbg !2006
  %106 = icmp eq i64 %105, 0, !dbg !2006
  br i1 %106, label %107, label %117, !dbg !2007

107:                                              ; preds = %103
  %108 = add nsw i64 %84, -2, !dbg !2008
  %109 = sdiv i64 %108, 2, !dbg !2009
  %110 = icmp eq i64 %104, %109, !dbg !2010
  br i1 %110, label %111, label %117, !dbg !2011

111:                                              ; preds = %107
  %112 = shl i64 %104, 1, !dbg !2012
  call void @llvm.dbg.value(metadata i64 %112, metadata !1825, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !1978
  %113 = or i64 %112, 1, !dbg !2013
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2014
  call void @llvm.dbg.value(metadata i64 %113, metadata !1806, metadata !DIExpression()), !dbg !2014
  %114 = getelementptr inbounds double, double* %0, i64 %113, !dbg !2016
  %115 = load double, double* %114, align 8, !dbg !2013, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2017
  call void @llvm.dbg.value(metadata i64 %104, metadata !1806, metadata !DIExpression()), !dbg !2017
  %116 = getelementptr inbounds double, double* %0, i64 %104, !dbg !2019
  store double %115, double* %116, align 8, !dbg !2020, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %113, metadata !1819, metadata !DIExpression()), !dbg !1978
  br label %117, !dbg !2021

117:                                              ; preds = %111, %107, %103
  %118 = phi i64 [ %113, %111 ], [ %104, %107 ], [ %104, %103 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !1819, metadata !DIExpression()), !dbg !1978
  call void @llvm.dbg.value(metadata double* %0, metadata !1887, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata i64 %118, metadata !1893, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata i64 0, metadata !1894, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata double %80, metadata !1895, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !1896, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata i64 %118, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2022
  call void @llvm.dbg.value(metadata i64 %118, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2022
  %119 = icmp sgt i64 %118, 0, !dbg !2024
  br i1 %119, label %120, label %130, !dbg !2025

120:                                              ; preds = %117, %127
  %121 = phi i64 [ %123, %127 ], [ %118, %117 ]
  %122 = add nsw i64 %121, -1, !dbg !2022
  %123 = sdiv i64 %122, 2, !dbg !2022
  call void @llvm.dbg.value(metadata i64 %121, metadata !1893, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2026
  call void @llvm.dbg.value(metadata i64 %123, metadata !1806, metadata !DIExpression()), !dbg !2026
  %124 = getelementptr inbounds double, double* %0, i64 %123, !dbg !2028
  call void @llvm.dbg.value(metadata double* %124, metadata !1907, metadata !DIExpression()), !dbg !2029
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_val"* undef, metadata !1917, metadata !DIExpression()), !dbg !2029
  call void @llvm.dbg.value(metadata double* undef, metadata !1919, metadata !DIExpression()), !dbg !2029
  %125 = load double, double* %124, align 8, !dbg !2031, !tbaa !1098
  %126 = fcmp olt double %125, %80, !dbg !2032
  br i1 %126, label %127, label %130, !dbg !2033

127:                                              ; preds = %120
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2034
  call void @llvm.dbg.value(metadata i64 %123, metadata !1806, metadata !DIExpression()), !dbg !2034
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2036
  call void @llvm.dbg.value(metadata i64 %121, metadata !1806, metadata !DIExpression()), !dbg !2036
  %128 = getelementptr inbounds double, double* %0, i64 %121, !dbg !2038
  store double %125, double* %128, align 8, !dbg !2039, !tbaa !1098
  call void @llvm.dbg.value(metadata i64 %123, metadata !1893, metadata !DIExpression()), !dbg !2022
  call void @llvm.dbg.value(metadata i64 %123, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2022
  call void @llvm.dbg.value(metadata i64 %123, metadata !1897, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_div, DW_OP_stack_value)), !dbg !2022
  %129 = icmp sgt i64 %121, 2, !dbg !2024
  br i1 %129, label %120, label %130, !dbg !2025, !llvm.loop !2040

130:                                              ; preds = %127, %120, %117
  %131 = phi i64 [ %118, %117 ], [ %121, %120 ], [ %123, %127 ]
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2042
  call void @llvm.dbg.value(metadata i64 %131, metadata !1806, metadata !DIExpression()), !dbg !2042
  %132 = getelementptr inbounds double, double* %0, i64 %131, !dbg !2044
  store double %80, double* %132, align 8, !dbg !2045, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %79, metadata !1953, metadata !DIExpression()), !dbg !1955
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !1957
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !1957
  %133 = icmp sgt i64 %83, 8, !dbg !1959
  br i1 %133, label %77, label %183, !dbg !1960, !llvm.loop !2046

134:                                              ; preds = %10
  %135 = add nsw i64 %12, -1, !dbg !2048
  call void @llvm.dbg.value(metadata i64 %135, metadata !1731, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata double* %0, metadata !2049, metadata !DIExpression()), !dbg !2057
  call void @llvm.dbg.value(metadata double* %13, metadata !2054, metadata !DIExpression()), !dbg !2057
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2055, metadata !DIExpression()), !dbg !2059
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !2060
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !2060
  %136 = sdiv i64 %14, 2, !dbg !2062
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2063
  call void @llvm.dbg.value(metadata i64 %136, metadata !1806, metadata !DIExpression()), !dbg !2063
  %137 = getelementptr inbounds double, double* %0, i64 %136, !dbg !2065
  call void @llvm.dbg.value(metadata double* %137, metadata !2056, metadata !DIExpression()), !dbg !2057
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2066
  call void @llvm.dbg.value(metadata i64 1, metadata !1806, metadata !DIExpression()), !dbg !2066
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2068, metadata !DIExpression()), !dbg !2072
  call void @llvm.dbg.value(metadata i64 1, metadata !2071, metadata !DIExpression()), !dbg !2072
  %138 = getelementptr inbounds double, double* %13, i64 -1, !dbg !2074
  call void @llvm.dbg.value(metadata double* %0, metadata !2075, metadata !DIExpression()), !dbg !2085
  call void @llvm.dbg.value(metadata double* %9, metadata !2080, metadata !DIExpression()), !dbg !2085
  call void @llvm.dbg.value(metadata double* %137, metadata !2081, metadata !DIExpression()), !dbg !2085
  call void @llvm.dbg.value(metadata double* %138, metadata !2082, metadata !DIExpression()), !dbg !2085
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2083, metadata !DIExpression()), !dbg !2087
  call void @llvm.dbg.value(metadata double* %9, metadata !1844, metadata !DIExpression()), !dbg !2088
  call void @llvm.dbg.value(metadata double* %137, metadata !1857, metadata !DIExpression()), !dbg !2088
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2088
  %139 = load double, double* %9, align 8, !dbg !2091, !tbaa !1098
  %140 = load double, double* %137, align 8, !dbg !2092, !tbaa !1098
  %141 = fcmp olt double %139, %140, !dbg !2093
  %142 = load double, double* %138, align 8, !dbg !2094, !tbaa !1098
  br i1 %141, label %143, label %152, !dbg !2095

143:                                              ; preds = %134
  call void @llvm.dbg.value(metadata double* %137, metadata !1844, metadata !DIExpression()), !dbg !2096
  call void @llvm.dbg.value(metadata double* %138, metadata !1857, metadata !DIExpression()), !dbg !2096
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2096
  %144 = fcmp olt double %140, %142, !dbg !2100
  br i1 %144, label %145, label %147, !dbg !2101

145:                                              ; preds = %143
  call void @llvm.dbg.value(metadata double* %0, metadata !2102, metadata !DIExpression()), !dbg !2110
  call void @llvm.dbg.value(metadata double* %137, metadata !2105, metadata !DIExpression()), !dbg !2110
  call void @llvm.dbg.value(metadata double* %0, metadata !2112, metadata !DIExpression()), !dbg !2124
  call void @llvm.dbg.value(metadata double* %137, metadata !2122, metadata !DIExpression()), !dbg !2124
  %146 = load double, double* %0, align 8, !dbg !2126, !tbaa !1098
  call void @llvm.dbg.value(metadata double %146, metadata !2123, metadata !DIExpression()), !dbg !2124
  store double %140, double* %0, align 8, !dbg !2127, !tbaa !1098
  store double %146, double* %137, align 8, !dbg !2128, !tbaa !1098
  br label %161, !dbg !2129

147:                                              ; preds = %143
  call void @llvm.dbg.value(metadata double* %9, metadata !1844, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata double* %138, metadata !1857, metadata !DIExpression()), !dbg !2130
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2130
  %148 = fcmp olt double %139, %142, !dbg !2133
  call void @llvm.dbg.value(metadata double* %0, metadata !2102, metadata !DIExpression()), !dbg !2134
  call void @llvm.dbg.value(metadata double* %0, metadata !2102, metadata !DIExpression()), !dbg !2136
  %149 = load double, double* %0, align 8, !dbg !2138, !tbaa !1098
  call void @llvm.dbg.value(metadata double %149, metadata !2123, metadata !DIExpression()), !dbg !2139
  call void @llvm.dbg.value(metadata double %149, metadata !2123, metadata !DIExpression()), !dbg !2141
  br i1 %148, label %150, label %151, !dbg !2143

150:                                              ; preds = %147
  call void @llvm.dbg.value(metadata double* %138, metadata !2105, metadata !DIExpression()), !dbg !2134
  call void @llvm.dbg.value(metadata double* %0, metadata !2112, metadata !DIExpression()), !dbg !2139
  call void @llvm.dbg.value(metadata double* %138, metadata !2122, metadata !DIExpression()), !dbg !2139
  store double %142, double* %0, align 8, !dbg !2144, !tbaa !1098
  store double %149, double* %138, align 8, !dbg !2145, !tbaa !1098
  br label %161, !dbg !2146

151:                                              ; preds = %147
  call void @llvm.dbg.value(metadata double* %9, metadata !2105, metadata !DIExpression()), !dbg !2136
  call void @llvm.dbg.value(metadata double* %0, metadata !2112, metadata !DIExpression()), !dbg !2141
  call void @llvm.dbg.value(metadata double* %9, metadata !2122, metadata !DIExpression()), !dbg !2141
  store double %139, double* %0, align 8, !dbg !2147, !tbaa !1098
  store double %149, double* %9, align 8, !dbg !2148, !tbaa !1098
  br label %161

152:                                              ; preds = %134
  call void @llvm.dbg.value(metadata double* %9, metadata !1844, metadata !DIExpression()), !dbg !2149
  call void @llvm.dbg.value(metadata double* %138, metadata !1857, metadata !DIExpression()), !dbg !2149
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2149
  %153 = fcmp olt double %139, %142, !dbg !2152
  br i1 %153, label %154, label %156, !dbg !2153

154:                                              ; preds = %152
  call void @llvm.dbg.value(metadata double* %0, metadata !2102, metadata !DIExpression()), !dbg !2154
  call void @llvm.dbg.value(metadata double* %9, metadata !2105, metadata !DIExpression()), !dbg !2154
  call void @llvm.dbg.value(metadata double* %0, metadata !2112, metadata !DIExpression()), !dbg !2156
  call void @llvm.dbg.value(metadata double* %9, metadata !2122, metadata !DIExpression()), !dbg !2156
  %155 = load double, double* %0, align 8, !dbg !2158, !tbaa !1098
  call void @llvm.dbg.value(metadata double %155, metadata !2123, metadata !DIExpression()), !dbg !2156
  store double %139, double* %0, align 8, !dbg !2159, !tbaa !1098
  store double %155, double* %9, align 8, !dbg !2160, !tbaa !1098
  br label %161, !dbg !2161

156:                                              ; preds = %152
  call void @llvm.dbg.value(metadata double* %137, metadata !1844, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata double* %138, metadata !1857, metadata !DIExpression()), !dbg !2162
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2162
  %157 = fcmp olt double %140, %142, !dbg !2165
  call void @llvm.dbg.value(metadata double* %0, metadata !2102, metadata !DIExpression()), !dbg !2166
  call void @llvm.dbg.value(metadata double* %0, metadata !2102, metadata !DIExpression()), !dbg !2168
  %158 = load double, double* %0, align 8, !dbg !2170, !tbaa !1098
  call void @llvm.dbg.value(metadata double %158, metadata !2123, metadata !DIExpression()), !dbg !2171
  call void @llvm.dbg.value(metadata double %158, metadata !2123, metadata !DIExpression()), !dbg !2173
  br i1 %157, label %159, label %160, !dbg !2175

159:                                              ; preds = %156
  call void @llvm.dbg.value(metadata double* %138, metadata !2105, metadata !DIExpression()), !dbg !2166
  call void @llvm.dbg.value(metadata double* %0, metadata !2112, metadata !DIExpression()), !dbg !2171
  call void @llvm.dbg.value(metadata double* %138, metadata !2122, metadata !DIExpression()), !dbg !2171
  store double %142, double* %0, align 8, !dbg !2176, !tbaa !1098
  store double %158, double* %138, align 8, !dbg !2177, !tbaa !1098
  br label %161, !dbg !2178

160:                                              ; preds = %156
  call void @llvm.dbg.value(metadata double* %137, metadata !2105, metadata !DIExpression()), !dbg !2168
  call void @llvm.dbg.value(metadata double* %0, metadata !2112, metadata !DIExpression()), !dbg !2173
  call void @llvm.dbg.value(metadata double* %137, metadata !2122, metadata !DIExpression()), !dbg !2173
  store double %140, double* %0, align 8, !dbg !2179, !tbaa !1098
  store double %158, double* %137, align 8, !dbg !2180, !tbaa !1098
  br label %161

161:                                              ; preds = %160, %159, %154, %151, %150, %145
  br label %162, !dbg !2181

162:                                              ; preds = %161, %178
  %163 = phi double* [ %170, %178 ], [ %9, %161 ]
  %164 = phi double* [ %173, %178 ], [ %13, %161 ]
  call void @llvm.dbg.value(metadata double* %164, metadata !2187, metadata !DIExpression()), !dbg !2191
  call void @llvm.dbg.value(metadata double* %163, metadata !2186, metadata !DIExpression()), !dbg !2191
  %165 = load double, double* %0, align 8, !tbaa !1098
  br label %166, !dbg !2192

166:                                              ; preds = %166, %162
  %167 = phi double* [ %163, %162 ], [ %170, %166 ]
  call void @llvm.dbg.value(metadata double* %167, metadata !2186, metadata !DIExpression()), !dbg !2191
  call void @llvm.dbg.value(metadata double* %167, metadata !1844, metadata !DIExpression()), !dbg !2194
  call void @llvm.dbg.value(metadata double* %0, metadata !1857, metadata !DIExpression()), !dbg !2194
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2194
  %168 = load double, double* %167, align 8, !dbg !2196, !tbaa !1098
  %169 = fcmp olt double %168, %165, !dbg !2197
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1167, metadata !DIExpression()), !dbg !2198
  %170 = getelementptr inbounds double, double* %167, i64 1, !dbg !2200
  call void @llvm.dbg.value(metadata double* %170, metadata !2186, metadata !DIExpression()), !dbg !2191
  br i1 %169, label %166, label %171, !dbg !2192, !llvm.loop !2201

171:                                              ; preds = %166, %171
  %172 = phi double* [ %173, %171 ], [ %164, %166 ]
  %173 = getelementptr inbounds double, double* %172, i64 -1, !dbg !2203
  call void @llvm.dbg.value(metadata double* %173, metadata !2187, metadata !DIExpression()), !dbg !2191
  call void @llvm.dbg.value(metadata double* %0, metadata !1844, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata double* %173, metadata !1857, metadata !DIExpression()), !dbg !2204
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2204
  %174 = load double, double* %173, align 8, !dbg !2206, !tbaa !1098
  %175 = fcmp olt double %165, %174, !dbg !2207
  br i1 %175, label %171, label %176, !dbg !2208, !llvm.loop !2209

176:                                              ; preds = %171
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1943, metadata !DIExpression()), !dbg !2211
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1946, metadata !DIExpression()), !dbg !2211
  %177 = icmp ult double* %167, %173, !dbg !2214
  br i1 %177, label %178, label %179, !dbg !2215

178:                                              ; preds = %176
  call void @llvm.dbg.value(metadata double* %167, metadata !2102, metadata !DIExpression()), !dbg !2216
  call void @llvm.dbg.value(metadata double* %173, metadata !2105, metadata !DIExpression()), !dbg !2216
  call void @llvm.dbg.value(metadata double* %167, metadata !2112, metadata !DIExpression()), !dbg !2218
  call void @llvm.dbg.value(metadata double* %173, metadata !2122, metadata !DIExpression()), !dbg !2218
  call void @llvm.dbg.value(metadata double %168, metadata !2123, metadata !DIExpression()), !dbg !2218
  store double %174, double* %167, align 8, !dbg !2220, !tbaa !1098
  store double %168, double* %173, align 8, !dbg !2221, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1167, metadata !DIExpression()), !dbg !2222
  call void @llvm.dbg.value(metadata double* %170, metadata !2186, metadata !DIExpression()), !dbg !2191
  br label %162, !dbg !2181, !llvm.loop !2224

179:                                              ; preds = %176
  call void @llvm.dbg.value(metadata double* %167, metadata !1733, metadata !DIExpression()), !dbg !2226
  call void @_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_(double* nonnull %167, double* %13, i64 noundef %135), !dbg !2227
  call void @llvm.dbg.value(metadata double* %167, metadata !1730, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata i64 %135, metadata !1731, metadata !DIExpression()), !dbg !1737
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !1745
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !1745
  %180 = ptrtoint double* %167 to i64, !dbg !1747
  %181 = sub i64 %180, %4, !dbg !1747
  %182 = icmp sgt i64 %181, 128, !dbg !1748
  br i1 %182, label %10, label %183, !dbg !1749, !llvm.loop !2228

183:                                              ; preds = %179, %130, %3, %75
  ret void, !dbg !2230
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_(double* %0, double* %1) local_unnamed_addr #0 comdat !dbg !2231 {
  call void @llvm.dbg.value(metadata double* %0, metadata !2233, metadata !DIExpression()), !dbg !2236
  call void @llvm.dbg.value(metadata double* %1, metadata !2234, metadata !DIExpression()), !dbg !2236
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2235, metadata !DIExpression()), !dbg !2237
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !2238
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !2238
  %3 = ptrtoint double* %1 to i64, !dbg !2241
  %4 = ptrtoint double* %0 to i64, !dbg !2241
  %5 = sub i64 %3, %4, !dbg !2241
  %6 = icmp sgt i64 %5, 128, !dbg !2242
  br i1 %6, label %7, label %54, !dbg !2243

7:                                                ; preds = %2
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2244
  call void @llvm.dbg.value(metadata i64 16, metadata !1806, metadata !DIExpression()), !dbg !2244
  call void @llvm.dbg.value(metadata double* %0, metadata !2247, metadata !DIExpression()), !dbg !2259
  call void @llvm.dbg.value(metadata double* %35, metadata !2250, metadata !DIExpression()), !dbg !2259
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2251, metadata !DIExpression()), !dbg !2261
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2262, metadata !DIExpression()), !dbg !2266
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2265, metadata !DIExpression()), !dbg !2266
  call void @llvm.dbg.value(metadata double* %0, metadata !2252, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2269
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2270
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2270
  %8 = bitcast double* %0 to i8*
  %9 = getelementptr double, double* %0, i64 1, !dbg !2272
  %10 = bitcast double* %9 to i8*
  br label %11, !dbg !2272

11:                                               ; preds = %30, %7
  %12 = phi i64 [ 1, %7 ], [ %32, %30 ]
  %13 = phi double* [ %0, %7 ], [ %14, %30 ]
  %14 = getelementptr inbounds double, double* %0, i64 %12, !dbg !2273
  call void @llvm.dbg.value(metadata double* %14, metadata !1844, metadata !DIExpression()), !dbg !2273
  call void @llvm.dbg.value(metadata double* %0, metadata !1857, metadata !DIExpression()), !dbg !2273
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2273
  %15 = load double, double* %14, align 8, !dbg !2275, !tbaa !1098
  %16 = load double, double* %0, align 8, !dbg !2276, !tbaa !1098
  %17 = fcmp olt double %15, %16, !dbg !2277
  br i1 %17, label %18, label %20, !dbg !2278

18:                                               ; preds = %11
  call void @llvm.dbg.value(metadata double %15, metadata !2254, metadata !DIExpression()), !dbg !2279
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2280
  call void @llvm.dbg.value(metadata i64 1, metadata !1806, metadata !DIExpression()), !dbg !2280
  call void @llvm.dbg.value(metadata double* %0, metadata !2282, metadata !DIExpression()), !dbg !2292
  call void @llvm.dbg.value(metadata double* %14, metadata !2287, metadata !DIExpression()), !dbg !2292
  call void @llvm.dbg.value(metadata double* %14, metadata !2288, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2292
  call void @llvm.dbg.value(metadata double* %0, metadata !2294, metadata !DIExpression()), !dbg !2303
  call void @llvm.dbg.value(metadata double* %14, metadata !2297, metadata !DIExpression()), !dbg !2303
  call void @llvm.dbg.value(metadata double* %14, metadata !2298, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2303
  call void @llvm.dbg.value(metadata double* %0, metadata !2305, metadata !DIExpression()), !dbg !2315
  call void @llvm.dbg.value(metadata double* %14, metadata !2310, metadata !DIExpression()), !dbg !2315
  call void @llvm.dbg.value(metadata double* %14, metadata !2311, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2315
  call void @llvm.dbg.value(metadata double* %0, metadata !2317, metadata !DIExpression()), !dbg !2322
  call void @llvm.dbg.value(metadata double* %14, metadata !2320, metadata !DIExpression()), !dbg !2322
  call void @llvm.dbg.value(metadata double* %14, metadata !2321, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2322
  call void @llvm.dbg.value(metadata double* %0, metadata !2324, metadata !DIExpression()) #13, !dbg !2348
  call void @llvm.dbg.value(metadata double* %14, metadata !2344, metadata !DIExpression()) #13, !dbg !2348
  call void @llvm.dbg.value(metadata double* %14, metadata !2345, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #13, !dbg !2348
  call void @llvm.dbg.value(metadata i64 %12, metadata !2346, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !2348
  %19 = shl nsw i64 %12, 3, !dbg !2350
  call void @llvm.dbg.value(metadata i64 %19, metadata !2346, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !2348
  call void @llvm.dbg.value(metadata i64 %12, metadata !2346, metadata !DIExpression()) #13, !dbg !2348
  call void @llvm.dbg.value(metadata double* %13, metadata !2288, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2292
  call void @llvm.dbg.value(metadata double* %13, metadata !2298, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2303
  call void @llvm.dbg.value(metadata double* %13, metadata !2311, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2315
  call void @llvm.dbg.value(metadata double* %13, metadata !2321, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)), !dbg !2322
  call void @llvm.dbg.value(metadata double* %13, metadata !2345, metadata !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value)) #13, !dbg !2348
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %10, i8* nonnull align 8 %8, i64 %19, i1 false) #13, !dbg !2351
  br label %30, !dbg !2353

20:                                               ; preds = %11
  call void @llvm.dbg.value(metadata double* %14, metadata !2354, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2359, metadata !DIExpression()), !dbg !2366
  call void @llvm.dbg.value(metadata double %15, metadata !2360, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %14, metadata !2361, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %14, metadata !2361, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2364
  call void @llvm.dbg.value(metadata double* %13, metadata !2361, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %14, metadata !2354, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %13, metadata !2367, metadata !DIExpression()), !dbg !2379
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2376, metadata !DIExpression()), !dbg !2379
  call void @llvm.dbg.value(metadata double* undef, metadata !2378, metadata !DIExpression()), !dbg !2379
  %21 = load double, double* %13, align 8, !dbg !2381, !tbaa !1098
  %22 = fcmp olt double %15, %21, !dbg !2382
  br i1 %22, label %23, label %30, !dbg !2383

23:                                               ; preds = %20, %23
  %24 = phi double [ %28, %23 ], [ %21, %20 ]
  %25 = phi double* [ %27, %23 ], [ %13, %20 ]
  %26 = phi double* [ %25, %23 ], [ %14, %20 ]
  call void @llvm.dbg.value(metadata double* %26, metadata !2354, metadata !DIExpression()), !dbg !2364
  store double %24, double* %26, align 8, !dbg !2384, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %25, metadata !2354, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %25, metadata !2361, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2364
  %27 = getelementptr inbounds double, double* %25, i64 -1, !dbg !2364
  call void @llvm.dbg.value(metadata double* %27, metadata !2361, metadata !DIExpression()), !dbg !2364
  call void @llvm.dbg.value(metadata double* %27, metadata !2367, metadata !DIExpression()), !dbg !2379
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2376, metadata !DIExpression()), !dbg !2379
  call void @llvm.dbg.value(metadata double* undef, metadata !2378, metadata !DIExpression()), !dbg !2379
  %28 = load double, double* %27, align 8, !dbg !2381, !tbaa !1098
  %29 = fcmp olt double %15, %28, !dbg !2382
  br i1 %29, label %23, label %30, !dbg !2383, !llvm.loop !2386

30:                                               ; preds = %23, %20, %18
  %31 = phi double* [ %0, %18 ], [ %14, %20 ], [ %25, %23 ]
  store double %15, double* %31, align 8, !dbg !2388, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %14, metadata !2252, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2269
  %32 = add nuw nsw i64 %12, 1, !dbg !2269
  call void @llvm.dbg.value(metadata !DIArgList(double* %0, i64 %32), metadata !2252, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2269
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2270
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2270
  %33 = icmp eq i64 %32, 16, !dbg !2389
  br i1 %33, label %34, label %11, !dbg !2272, !llvm.loop !2390

34:                                               ; preds = %30
  %35 = getelementptr inbounds double, double* %0, i64 16, !dbg !2392
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2393
  call void @llvm.dbg.value(metadata i64 16, metadata !1806, metadata !DIExpression()), !dbg !2393
  call void @llvm.dbg.value(metadata double* %35, metadata !2395, metadata !DIExpression()), !dbg !2402
  call void @llvm.dbg.value(metadata double* %1, metadata !2398, metadata !DIExpression()), !dbg !2402
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2399, metadata !DIExpression()), !dbg !2404
  call void @llvm.dbg.value(metadata double* %35, metadata !2400, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2406
  %36 = icmp eq double* %35, %1, !dbg !2409
  br i1 %36, label %91, label %37, !dbg !2410

37:                                               ; preds = %34, %50
  %38 = phi double* [ %52, %50 ], [ %35, %34 ]
  call void @llvm.dbg.value(metadata double* %38, metadata !2400, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata double* %38, metadata !2354, metadata !DIExpression()), !dbg !2411
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2359, metadata !DIExpression()), !dbg !2413
  %39 = load double, double* %38, align 8, !dbg !2414, !tbaa !1098
  call void @llvm.dbg.value(metadata double %39, metadata !2360, metadata !DIExpression()), !dbg !2411
  call void @llvm.dbg.value(metadata double* %38, metadata !2361, metadata !DIExpression()), !dbg !2411
  call void @llvm.dbg.value(metadata double* %38, metadata !2361, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2411
  %40 = getelementptr inbounds double, double* %38, i64 -1, !dbg !2411
  call void @llvm.dbg.value(metadata double* %40, metadata !2361, metadata !DIExpression()), !dbg !2411
  call void @llvm.dbg.value(metadata double* %38, metadata !2354, metadata !DIExpression()), !dbg !2411
  call void @llvm.dbg.value(metadata double* %40, metadata !2367, metadata !DIExpression()), !dbg !2415
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2376, metadata !DIExpression()), !dbg !2415
  call void @llvm.dbg.value(metadata double* undef, metadata !2378, metadata !DIExpression()), !dbg !2415
  %41 = load double, double* %40, align 8, !dbg !2417, !tbaa !1098
  %42 = fcmp olt double %39, %41, !dbg !2418
  br i1 %42, label %43, label %50, !dbg !2419

43:                                               ; preds = %37, %43
  %44 = phi double [ %48, %43 ], [ %41, %37 ]
  %45 = phi double* [ %47, %43 ], [ %40, %37 ]
  %46 = phi double* [ %45, %43 ], [ %38, %37 ]
  call void @llvm.dbg.value(metadata double* %46, metadata !2354, metadata !DIExpression()), !dbg !2411
  store double %44, double* %46, align 8, !dbg !2420, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %45, metadata !2354, metadata !DIExpression()), !dbg !2411
  call void @llvm.dbg.value(metadata double* %45, metadata !2361, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2411
  %47 = getelementptr inbounds double, double* %45, i64 -1, !dbg !2411
  call void @llvm.dbg.value(metadata double* %47, metadata !2361, metadata !DIExpression()), !dbg !2411
  call void @llvm.dbg.value(metadata double* %47, metadata !2367, metadata !DIExpression()), !dbg !2415
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2376, metadata !DIExpression()), !dbg !2415
  call void @llvm.dbg.value(metadata double* undef, metadata !2378, metadata !DIExpression()), !dbg !2415
  %48 = load double, double* %47, align 8, !dbg !2417, !tbaa !1098
  %49 = fcmp olt double %39, %48, !dbg !2418
  br i1 %49, label %43, label %50, !dbg !2419, !llvm.loop !2421

50:                                               ; preds = %43, %37
  %51 = phi double* [ %38, %37 ], [ %45, %43 ]
  store double %39, double* %51, align 8, !dbg !2423, !tbaa !1098
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1167, metadata !DIExpression()), !dbg !2424
  %52 = getelementptr inbounds double, double* %38, i64 1, !dbg !2426
  call void @llvm.dbg.value(metadata double* %52, metadata !2400, metadata !DIExpression()), !dbg !2405
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2406
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2406
  %53 = icmp eq double* %52, %1, !dbg !2409
  br i1 %53, label %91, label %37, !dbg !2410, !llvm.loop !2427

54:                                               ; preds = %2
  call void @llvm.dbg.value(metadata double* %0, metadata !2247, metadata !DIExpression()), !dbg !2429
  call void @llvm.dbg.value(metadata double* %1, metadata !2250, metadata !DIExpression()), !dbg !2429
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !2251, metadata !DIExpression()), !dbg !2431
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2262, metadata !DIExpression()), !dbg !2432
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !2265, metadata !DIExpression()), !dbg !2432
  %55 = icmp eq double* %0, %1, !dbg !2434
  br i1 %55, label %91, label %56, !dbg !2435

56:                                               ; preds = %54
  %57 = getelementptr inbounds double, double* %0, i64 1, !dbg !2436
  call void @llvm.dbg.value(metadata double* %57, metadata !2252, metadata !DIExpression()), !dbg !2436
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2437
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2437
  %58 = icmp eq double* %57, %1, !dbg !2439
  br i1 %58, label %91, label %59, !dbg !2440

59:                                               ; preds = %56
  %60 = bitcast double* %0 to i8*
  br label %61, !dbg !2440

61:                                               ; preds = %87, %59
  %62 = phi double* [ %57, %59 ], [ %89, %87 ]
  %63 = phi double* [ %0, %59 ], [ %62, %87 ]
  call void @llvm.dbg.value(metadata double* %62, metadata !1844, metadata !DIExpression()), !dbg !2441
  call void @llvm.dbg.value(metadata double* %0, metadata !1857, metadata !DIExpression()), !dbg !2441
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Iter_less_iter"* undef, metadata !1855, metadata !DIExpression()), !dbg !2441
  %64 = load double, double* %62, align 8, !dbg !2443, !tbaa !1098
  %65 = load double, double* %0, align 8, !dbg !2444, !tbaa !1098
  %66 = fcmp olt double %64, %65, !dbg !2445
  br i1 %66, label %67, label %77, !dbg !2446

67:                                               ; preds = %61
  call void @llvm.dbg.value(metadata double %64, metadata !2254, metadata !DIExpression()), !dbg !2447
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1803, metadata !DIExpression()), !dbg !2448
  call void @llvm.dbg.value(metadata i64 1, metadata !1806, metadata !DIExpression()), !dbg !2448
  call void @llvm.dbg.value(metadata double* %0, metadata !2282, metadata !DIExpression()), !dbg !2450
  call void @llvm.dbg.value(metadata double* %62, metadata !2287, metadata !DIExpression()), !dbg !2450
  call void @llvm.dbg.value(metadata double* %62, metadata !2288, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2450
  call void @llvm.dbg.value(metadata double* %0, metadata !2294, metadata !DIExpression()), !dbg !2452
  call void @llvm.dbg.value(metadata double* %62, metadata !2297, metadata !DIExpression()), !dbg !2452
  call void @llvm.dbg.value(metadata double* %62, metadata !2298, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2452
  call void @llvm.dbg.value(metadata double* %0, metadata !2305, metadata !DIExpression()), !dbg !2454
  call void @llvm.dbg.value(metadata double* %62, metadata !2310, metadata !DIExpression()), !dbg !2454
  call void @llvm.dbg.value(metadata double* %62, metadata !2311, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2454
  call void @llvm.dbg.value(metadata double* %0, metadata !2317, metadata !DIExpression()), !dbg !2456
  call void @llvm.dbg.value(metadata double* %62, metadata !2320, metadata !DIExpression()), !dbg !2456
  call void @llvm.dbg.value(metadata double* %62, metadata !2321, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2456
  call void @llvm.dbg.value(metadata double* %0, metadata !2324, metadata !DIExpression()) #13, !dbg !2458
  call void @llvm.dbg.value(metadata double* %62, metadata !2344, metadata !DIExpression()) #13, !dbg !2458
  call void @llvm.dbg.value(metadata double* %62, metadata !2345, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #13, !dbg !2458
  %68 = ptrtoint double* %62 to i64, !dbg !2460
  %69 = sub i64 %68, %4, !dbg !2460
  call void @llvm.dbg.value(metadata i64 %69, metadata !2346, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !2458
  %70 = icmp eq i64 %69, 0, !dbg !2461
  br i1 %70, label %87, label %71, !dbg !2462

71:                                               ; preds = %67
  %72 = ashr exact i64 %69, 3, !dbg !2460
  call void @llvm.dbg.value(metadata i64 %72, metadata !2346, metadata !DIExpression()) #13, !dbg !2458
  %73 = getelementptr inbounds double, double* %63, i64 2, !dbg !2463
  call void @llvm.dbg.value(metadata double* %73, metadata !2288, metadata !DIExpression()), !dbg !2450
  call void @llvm.dbg.value(metadata double* %73, metadata !2298, metadata !DIExpression()), !dbg !2452
  call void @llvm.dbg.value(metadata double* %73, metadata !2311, metadata !DIExpression()), !dbg !2454
  call void @llvm.dbg.value(metadata double* %73, metadata !2321, metadata !DIExpression()), !dbg !2456
  call void @llvm.dbg.value(metadata double* %73, metadata !2345, metadata !DIExpression()) #13, !dbg !2458
  %74 = sub nsw i64 0, %72, !dbg !2464
  %75 = getelementptr inbounds double, double* %73, i64 %74, !dbg !2464
  %76 = bitcast double* %75 to i8*, !dbg !2465
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %76, i8* nonnull align 8 %60, i64 %69, i1 false) #13, !dbg !2465
  br label %87, !dbg !2465

77:                                               ; preds = %61
  call void @llvm.dbg.value(metadata double* %62, metadata !2354, metadata !DIExpression()), !dbg !2466
  call void @llvm.dbg.declare(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2359, metadata !DIExpression()), !dbg !2468
  call void @llvm.dbg.value(metadata double %64, metadata !2360, metadata !DIExpression()), !dbg !2466
  call void @llvm.dbg.value(metadata double* %62, metadata !2361, metadata !DIExpression()), !dbg !2466
  call void @llvm.dbg.value(metadata double* %62, metadata !2361, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2466
  call void @llvm.dbg.value(metadata double* %63, metadata !2361, metadata !DIExpression()), !dbg !2466
  call void @llvm.dbg.value(metadata double* %62, metadata !2354, metadata !DIExpression()), !dbg !2466
  call void @llvm.dbg.value(metadata double* %63, metadata !2367, metadata !DIExpression()), !dbg !2469
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2376, metadata !DIExpression()), !dbg !2469
  call void @llvm.dbg.value(metadata double* undef, metadata !2378, metadata !DIExpression()), !dbg !2469
  %78 = load double, double* %63, align 8, !dbg !2471, !tbaa !1098
  %79 = fcmp olt double %64, %78, !dbg !2472
  br i1 %79, label %80, label %87, !dbg !2473

80:                                               ; preds = %77, %80
  %81 = phi double [ %85, %80 ], [ %78, %77 ]
  %82 = phi double* [ %84, %80 ], [ %63, %77 ]
  %83 = phi double* [ %82, %80 ], [ %62, %77 ]
  call void @llvm.dbg.value(metadata double* %83, metadata !2354, metadata !DIExpression()), !dbg !2466
  store double %81, double* %83, align 8, !dbg !2474, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %82, metadata !2354, metadata !DIExpression()), !dbg !2466
  call void @llvm.dbg.value(metadata double* %82, metadata !2361, metadata !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value)), !dbg !2466
  %84 = getelementptr inbounds double, double* %82, i64 -1, !dbg !2466
  call void @llvm.dbg.value(metadata double* %84, metadata !2361, metadata !DIExpression()), !dbg !2466
  call void @llvm.dbg.value(metadata double* %84, metadata !2367, metadata !DIExpression()), !dbg !2469
  call void @llvm.dbg.value(metadata %"struct.__gnu_cxx::__ops::_Val_less_iter"* undef, metadata !2376, metadata !DIExpression()), !dbg !2469
  call void @llvm.dbg.value(metadata double* undef, metadata !2378, metadata !DIExpression()), !dbg !2469
  %85 = load double, double* %84, align 8, !dbg !2471, !tbaa !1098
  %86 = fcmp olt double %64, %85, !dbg !2472
  br i1 %86, label %80, label %87, !dbg !2473, !llvm.loop !2475

87:                                               ; preds = %80, %77, %67, %71
  %88 = phi double* [ %0, %71 ], [ %0, %67 ], [ %62, %77 ], [ %82, %80 ]
  store double %64, double* %88, align 8, !dbg !2477, !tbaa !1098
  call void @llvm.dbg.value(metadata double* %62, metadata !2252, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !2436
  %89 = getelementptr inbounds double, double* %62, i64 1, !dbg !2436
  call void @llvm.dbg.value(metadata double* %89, metadata !2252, metadata !DIExpression()), !dbg !2436
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1128, metadata !DIExpression()), !dbg !2437
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1134, metadata !DIExpression()), !dbg !2437
  %90 = icmp eq double* %89, %1, !dbg !2439
  br i1 %90, label %91, label %61, !dbg !2440, !llvm.loop !2478

91:                                               ; preds = %87, %50, %56, %54, %34
  ret void, !dbg !2480
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, double* %1, double* noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #0 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !2481 {
  call void @llvm.dbg.value(metadata double* %1, metadata !2487, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2486, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata double* %2, metadata !2488, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !2496, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata i64 1, metadata !2499, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), metadata !2500, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1142, metadata !DIExpression()), !dbg !2504
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !2507
  %5 = load double*, double** %4, align 8, !dbg !2507, !tbaa !1248
  %6 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !2508
  %7 = load double*, double** %6, align 8, !dbg !2508, !tbaa !1092
  %8 = ptrtoint double* %5 to i64, !dbg !2509
  %9 = ptrtoint double* %7 to i64, !dbg !2509
  %10 = sub i64 %8, %9, !dbg !2509
  %11 = ashr exact i64 %10, 3, !dbg !2509
  call void @llvm.dbg.value(metadata i64 1, metadata !2499, metadata !DIExpression()), !dbg !2502
  %12 = icmp eq i64 %10, 9223372036854775800, !dbg !2510
  br i1 %12, label %13, label %14, !dbg !2511

13:                                               ; preds = %3
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)) #14, !dbg !2512
  unreachable, !dbg !2512

14:                                               ; preds = %3
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1142, metadata !DIExpression()), !dbg !2513
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1142, metadata !DIExpression()), !dbg !2515
  call void @llvm.dbg.value(metadata i64* undef, metadata !2517, metadata !DIExpression()), !dbg !2527
  call void @llvm.dbg.value(metadata i64* undef, metadata !2524, metadata !DIExpression()), !dbg !2527
  %15 = icmp eq i64 %10, 0, !dbg !2529
  %16 = select i1 %15, i64 1, i64 %11, !dbg !2531
  %17 = add nsw i64 %16, %11, !dbg !2532
  call void @llvm.dbg.value(metadata i64 %17, metadata !2501, metadata !DIExpression()), !dbg !2502
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1142, metadata !DIExpression()), !dbg !2533
  %18 = icmp ult i64 %17, %11, !dbg !2535
  %19 = icmp ugt i64 %17, 1152921504606846975
  %20 = or i1 %18, %19, !dbg !2536
  %21 = select i1 %20, i64 1152921504606846975, i64 %17, !dbg !2536
  call void @llvm.dbg.value(metadata i64 %21, metadata !2489, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata double* %7, metadata !2490, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata double* %5, metadata !2491, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1739, metadata !DIExpression()), !dbg !2537
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1744, metadata !DIExpression()), !dbg !2537
  %22 = ptrtoint double* %1 to i64, !dbg !2539
  %23 = sub i64 %22, %9, !dbg !2539
  %24 = ashr exact i64 %23, 3, !dbg !2539
  call void @llvm.dbg.value(metadata i64 %24, metadata !2492, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1393, metadata !DIExpression()), !dbg !2540
  call void @llvm.dbg.value(metadata i64 %21, metadata !1396, metadata !DIExpression()), !dbg !2540
  %25 = icmp eq i64 %21, 0, !dbg !2542
  br i1 %25, label %36, label %26, !dbg !2543

26:                                               ; preds = %14
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1401, metadata !DIExpression()), !dbg !2544
  call void @llvm.dbg.value(metadata i64 %21, metadata !1404, metadata !DIExpression()), !dbg !2544
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1407, metadata !DIExpression()), !dbg !2546
  call void @llvm.dbg.value(metadata i64 %21, metadata !1410, metadata !DIExpression()), !dbg !2546
  call void @llvm.dbg.value(metadata i8* null, metadata !1411, metadata !DIExpression()), !dbg !2546
  %27 = icmp ugt i64 %21, 1152921504606846975, !dbg !2548
  br i1 %27, label %28, label %32, !dbg !2550, !prof !2551

28:                                               ; preds = %26
  %29 = icmp ugt i64 %21, 2305843009213693951, !dbg !2552
  br i1 %29, label %30, label %31, !dbg !2555

30:                                               ; preds = %28
  call void @_ZSt28__throw_bad_array_new_lengthv() #14, !dbg !2556
  unreachable, !dbg !2556

31:                                               ; preds = %28
  call void @_ZSt17__throw_bad_allocv() #14, !dbg !2557
  unreachable, !dbg !2557

32:                                               ; preds = %26
  %33 = shl i64 %21, 3, !dbg !2558
  %34 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %33) #15, !dbg !2559
  %35 = bitcast i8* %34 to double*, !dbg !2560
  br label %36, !dbg !2543

36:                                               ; preds = %14, %32
  %37 = phi double* [ %35, %32 ], [ null, %14 ], !dbg !2543
  call void @llvm.dbg.value(metadata double* %37, metadata !2493, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata double* %37, metadata !2494, metadata !DIExpression()), !dbg !2495
  %38 = getelementptr inbounds double, double* %37, i64 %24, !dbg !2561
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1561, metadata !DIExpression()), !dbg !2563
  call void @llvm.dbg.value(metadata double* %38, metadata !1568, metadata !DIExpression()), !dbg !2563
  call void @llvm.dbg.value(metadata double* %2, metadata !1569, metadata !DIExpression()), !dbg !2563
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1573, metadata !DIExpression()), !dbg !2565
  call void @llvm.dbg.value(metadata double* %38, metadata !1579, metadata !DIExpression()), !dbg !2565
  call void @llvm.dbg.value(metadata double* %2, metadata !1580, metadata !DIExpression()), !dbg !2565
  %39 = load double, double* %2, align 8, !dbg !2567, !tbaa !1098
  store double %39, double* %38, align 8, !dbg !2568, !tbaa !1098
  call void @llvm.dbg.value(metadata double* null, metadata !2494, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata double* %7, metadata !567, metadata !DIExpression()) #13, !dbg !2569
  call void @llvm.dbg.value(metadata double* %1, metadata !568, metadata !DIExpression()) #13, !dbg !2569
  call void @llvm.dbg.value(metadata double* %37, metadata !569, metadata !DIExpression()) #13, !dbg !2569
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !570, metadata !DIExpression()) #13, !dbg !2569
  call void @llvm.dbg.value(metadata double* %7, metadata !1419, metadata !DIExpression()) #13, !dbg !2573
  call void @llvm.dbg.value(metadata double* %1, metadata !1422, metadata !DIExpression()) #13, !dbg !2573
  call void @llvm.dbg.value(metadata double* %37, metadata !1423, metadata !DIExpression()) #13, !dbg !2573
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1424, metadata !DIExpression()) #13, !dbg !2573
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1425, metadata !DIExpression()) #13, !dbg !2575
  call void @llvm.dbg.value(metadata double* %7, metadata !1429, metadata !DIExpression()) #13, !dbg !2576
  call void @llvm.dbg.value(metadata double* %1, metadata !1435, metadata !DIExpression()) #13, !dbg !2576
  call void @llvm.dbg.value(metadata double* %37, metadata !1436, metadata !DIExpression()) #13, !dbg !2576
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1437, metadata !DIExpression()) #13, !dbg !2576
  call void @llvm.dbg.value(metadata double* %7, metadata !1444, metadata !DIExpression()) #13, !dbg !2578
  call void @llvm.dbg.value(metadata double* %1, metadata !1455, metadata !DIExpression()) #13, !dbg !2578
  call void @llvm.dbg.value(metadata double* %37, metadata !1456, metadata !DIExpression()) #13, !dbg !2578
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1457, metadata !DIExpression()) #13, !dbg !2578
  call void @llvm.dbg.value(metadata i64 %23, metadata !1458, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !2578
  %40 = icmp sgt i64 %23, 0, !dbg !2580
  br i1 %40, label %41, label %44, !dbg !2581

41:                                               ; preds = %36
  %42 = bitcast double* %37 to i8*, !dbg !2582
  %43 = bitcast double* %7 to i8*, !dbg !2582
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %42, i8* align 8 %43, i64 %23, i1 false) #13, !dbg !2582
  br label %44, !dbg !2583

44:                                               ; preds = %36, %41
  call void @llvm.dbg.value(metadata i64 %24, metadata !1458, metadata !DIExpression()) #13, !dbg !2578
  call void @llvm.dbg.value(metadata double* %38, metadata !2494, metadata !DIExpression()), !dbg !2495
  %45 = getelementptr inbounds double, double* %38, i64 1, !dbg !2584
  call void @llvm.dbg.value(metadata double* %45, metadata !2494, metadata !DIExpression()), !dbg !2495
  call void @llvm.dbg.value(metadata double* %1, metadata !567, metadata !DIExpression()) #13, !dbg !2585
  call void @llvm.dbg.value(metadata double* %5, metadata !568, metadata !DIExpression()) #13, !dbg !2585
  call void @llvm.dbg.value(metadata double* %45, metadata !569, metadata !DIExpression()) #13, !dbg !2585
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !570, metadata !DIExpression()) #13, !dbg !2585
  call void @llvm.dbg.value(metadata double* %1, metadata !1419, metadata !DIExpression()) #13, !dbg !2587
  call void @llvm.dbg.value(metadata double* %5, metadata !1422, metadata !DIExpression()) #13, !dbg !2587
  call void @llvm.dbg.value(metadata double* %45, metadata !1423, metadata !DIExpression()) #13, !dbg !2587
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1424, metadata !DIExpression()) #13, !dbg !2587
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1425, metadata !DIExpression()) #13, !dbg !2589
  call void @llvm.dbg.value(metadata double* %1, metadata !1429, metadata !DIExpression()) #13, !dbg !2590
  call void @llvm.dbg.value(metadata double* %5, metadata !1435, metadata !DIExpression()) #13, !dbg !2590
  call void @llvm.dbg.value(metadata double* %45, metadata !1436, metadata !DIExpression()) #13, !dbg !2590
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1437, metadata !DIExpression()) #13, !dbg !2590
  call void @llvm.dbg.value(metadata double* %1, metadata !1444, metadata !DIExpression()) #13, !dbg !2592
  call void @llvm.dbg.value(metadata double* %5, metadata !1455, metadata !DIExpression()) #13, !dbg !2592
  call void @llvm.dbg.value(metadata double* %45, metadata !1456, metadata !DIExpression()) #13, !dbg !2592
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1457, metadata !DIExpression()) #13, !dbg !2592
  %46 = sub i64 %8, %22, !dbg !2594
  call void @llvm.dbg.value(metadata i64 %46, metadata !1458, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !2592
  %47 = icmp sgt i64 %46, 0, !dbg !2595
  br i1 %47, label %48, label %51, !dbg !2596

48:                                               ; preds = %44
  %49 = bitcast double* %45 to i8*, !dbg !2597
  %50 = bitcast double* %1 to i8*, !dbg !2597
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %49, i8* align 8 %50, i64 %46, i1 false) #13, !dbg !2597
  br label %51, !dbg !2598

51:                                               ; preds = %44, %48
  call void @llvm.dbg.value(metadata i64 %46, metadata !1458, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !2592
  call void @llvm.dbg.value(metadata !DIArgList(double* %45, i64 %46), metadata !2494, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shra, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2495
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1469, metadata !DIExpression()), !dbg !2599
  call void @llvm.dbg.value(metadata double* %7, metadata !1472, metadata !DIExpression()), !dbg !2599
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %9), metadata !1473, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !2599
  %52 = icmp eq double* %7, null, !dbg !2601
  br i1 %52, label %55, label %53, !dbg !2602

53:                                               ; preds = %51
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1479, metadata !DIExpression()), !dbg !2603
  call void @llvm.dbg.value(metadata double* %7, metadata !1482, metadata !DIExpression()), !dbg !2603
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %9), metadata !1483, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !2603
  call void @llvm.dbg.value(metadata %"class.std::vector"* %0, metadata !1486, metadata !DIExpression()) #13, !dbg !2605
  call void @llvm.dbg.value(metadata double* %7, metadata !1489, metadata !DIExpression()) #13, !dbg !2605
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %9), metadata !1490, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #13, !dbg !2605
  %54 = bitcast double* %7 to i8*, !dbg !2607
  call void @_ZdlPv(i8* noundef %54) #16, !dbg !2608
  br label %55, !dbg !2609

55:                                               ; preds = %51, %53
  %56 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 2, !dbg !2610
  %57 = ashr exact i64 %46, 3, !dbg !2594
  call void @llvm.dbg.value(metadata i64 %57, metadata !1458, metadata !DIExpression()) #13, !dbg !2592
  call void @llvm.dbg.value(metadata !DIArgList(double* %45, i64 %57), metadata !2494, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !2495
  %58 = getelementptr inbounds double, double* %45, i64 %57, !dbg !2611
  call void @llvm.dbg.value(metadata double* %58, metadata !2494, metadata !DIExpression()), !dbg !2495
  store double* %37, double** %6, align 8, !dbg !2612, !tbaa !1092
  store double* %58, double** %4, align 8, !dbg !2613, !tbaa !1248
  %59 = getelementptr inbounds double, double* %37, i64 %21, !dbg !2614
  store double* %59, double** %56, align 8, !dbg !2615, !tbaa !1383
  ret void, !dbg !2616
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #10

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

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
attributes #12 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

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
!1139 = !{!1101, !1099, i64 0}
!1140 = !DILocation(line: 16, column: 3, scope: !1068)
!1141 = !DILocation(line: 17, column: 12, scope: !1072)
!1142 = !DILocalVariable(name: "this", arg: 1, scope: !1143, type: !1145, flags: DIFlagArtificial | DIFlagObjectPointer)
!1143 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !25, file: !18, line: 987, type: !448, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !447, retainedNodes: !1144)
!1144 = !{!1142}
!1145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!1146 = !DILocation(line: 0, scope: !1143, inlinedAt: !1147)
!1147 = distinct !DILocation(line: 18, column: 15, scope: !1054)
!1148 = !DILocation(line: 988, column: 50, scope: !1143, inlinedAt: !1147)
!1149 = !DILocation(line: 18, column: 13, scope: !1054)
!1150 = !DILocation(line: 18, column: 10, scope: !1054)
!1151 = !DILocation(line: 0, scope: !1074)
!1152 = !DILocation(line: 0, scope: !1108, inlinedAt: !1153)
!1153 = distinct !DILocation(line: 869, column: 16, scope: !1114, inlinedAt: !1154)
!1154 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1155 = !DILocation(line: 0, scope: !1119, inlinedAt: !1156)
!1156 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1157 = !DILocation(line: 0, scope: !1108, inlinedAt: !1158)
!1158 = distinct !DILocation(line: 889, column: 16, scope: !1119, inlinedAt: !1156)
!1159 = !DILocation(line: 0, scope: !1129, inlinedAt: !1160)
!1160 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1161 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1160)
!1162 = !DILocation(line: 19, column: 17, scope: !1074)
!1163 = !{!1101, !1099, i64 8}
!1164 = !DILocation(line: 19, column: 3, scope: !1074)
!1165 = !DILocation(line: 16, column: 17, scope: !1072)
!1166 = !DILocation(line: 0, scope: !1072)
!1167 = !DILocalVariable(name: "this", arg: 1, scope: !1168, type: !1111, flags: DIFlagArtificial | DIFlagObjectPointer)
!1168 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !365, file: !366, line: 1105, type: !395, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !394, retainedNodes: !1169)
!1169 = !{!1167}
!1170 = !DILocation(line: 0, scope: !1168, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 16, column: 17, scope: !1068)
!1172 = !DILocation(line: 1107, column: 2, scope: !1168, inlinedAt: !1171)
!1173 = distinct !{!1173, !1140, !1174, !1175}
!1174 = !DILocation(line: 17, column: 15, scope: !1068)
!1175 = !{!"llvm.loop.unroll.disable"}
!1176 = !DILocation(line: 20, column: 11, scope: !1078)
!1177 = !DILocation(line: 0, scope: !1143, inlinedAt: !1178)
!1178 = distinct !DILocation(line: 21, column: 14, scope: !1054)
!1179 = !DILocation(line: 21, column: 9, scope: !1054)
!1180 = !DILocation(line: 0, scope: !1108, inlinedAt: !1181)
!1181 = distinct !DILocation(line: 869, column: 16, scope: !1114, inlinedAt: !1182)
!1182 = distinct !DILocation(line: 22, column: 20, scope: !1080)
!1183 = !DILocation(line: 0, scope: !1080)
!1184 = !DILocation(line: 0, scope: !1119, inlinedAt: !1185)
!1185 = distinct !DILocation(line: 22, column: 37, scope: !1186)
!1186 = distinct !DILexicalBlock(scope: !1080, file: !1, line: 22, column: 3)
!1187 = !DILocation(line: 0, scope: !1108, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 889, column: 16, scope: !1119, inlinedAt: !1185)
!1189 = !DILocation(line: 0, scope: !1129, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 22, column: 32, scope: !1186)
!1191 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1190)
!1192 = !DILocation(line: 22, column: 3, scope: !1080)
!1193 = !DILocation(line: 19, column: 17, scope: !1078)
!1194 = !DILocation(line: 0, scope: !1078)
!1195 = !DILocation(line: 20, column: 17, scope: !1078)
!1196 = !DILocation(line: 0, scope: !1168, inlinedAt: !1197)
!1197 = distinct !DILocation(line: 19, column: 17, scope: !1074)
!1198 = !DILocation(line: 1107, column: 2, scope: !1168, inlinedAt: !1197)
!1199 = distinct !{!1199, !1164, !1200, !1175}
!1200 = !DILocation(line: 20, column: 40, scope: !1074)
!1201 = !DILocation(line: 0, scope: !1108, inlinedAt: !1202)
!1202 = distinct !DILocation(line: 869, column: 16, scope: !1114, inlinedAt: !1203)
!1203 = distinct !DILocation(line: 28, column: 15, scope: !1054)
!1204 = !DILocation(line: 0, scope: !1119, inlinedAt: !1205)
!1205 = distinct !DILocation(line: 28, column: 26, scope: !1054)
!1206 = !DILocation(line: 0, scope: !1108, inlinedAt: !1207)
!1207 = distinct !DILocation(line: 889, column: 16, scope: !1119, inlinedAt: !1205)
!1208 = !DILocalVariable(name: "__first", arg: 1, scope: !1209, file: !4, line: 4810, type: !365)
!1209 = distinct !DISubprogram(name: "sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt4sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEEvT_S7_", scope: !5, file: !4, line: 4810, type: !1210, scopeLine: 4811, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1214, retainedNodes: !1212)
!1210 = !DISubroutineType(types: !1211)
!1211 = !{null, !365, !365}
!1212 = !{!1208, !1213}
!1213 = !DILocalVariable(name: "__last", arg: 2, scope: !1209, file: !4, line: 4810, type: !365)
!1214 = !{!596}
!1215 = !DILocation(line: 0, scope: !1209, inlinedAt: !1216)
!1216 = distinct !DILocation(line: 28, column: 3, scope: !1054)
!1217 = !DILocalVariable(name: "__first", arg: 1, scope: !1218, file: !4, line: 1932, type: !365)
!1218 = distinct !DISubprogram(name: "__sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt6__sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1932, type: !1219, scopeLine: 1934, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1221)
!1219 = !DISubroutineType(types: !1220)
!1220 = !{null, !365, !365, !578}
!1221 = !{!1217, !1222, !1223}
!1222 = !DILocalVariable(name: "__last", arg: 2, scope: !1218, file: !4, line: 1932, type: !365)
!1223 = !DILocalVariable(name: "__comp", arg: 3, scope: !1218, file: !4, line: 1933, type: !578)
!1224 = !DILocation(line: 0, scope: !1218, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 4820, column: 7, scope: !1209, inlinedAt: !1216)
!1226 = !DILocation(line: 1933, column: 14, scope: !1218, inlinedAt: !1225)
!1227 = !DILocation(line: 0, scope: !1129, inlinedAt: !1228)
!1228 = distinct !DILocation(line: 1935, column: 19, scope: !1229, inlinedAt: !1225)
!1229 = distinct !DILexicalBlock(scope: !1218, file: !4, line: 1935, column: 11)
!1230 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !1228)
!1231 = !DILocation(line: 1935, column: 11, scope: !1218, inlinedAt: !1225)
!1232 = !DILocalVariable(name: "__n", arg: 1, scope: !1233, file: !1234, line: 1513, type: !409)
!1233 = distinct !DISubprogram(name: "__lg", linkageName: "_ZSt4__lgl", scope: !5, file: !1234, line: 1513, type: !698, scopeLine: 1514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1235)
!1234 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1235 = !{!1232}
!1236 = !DILocation(line: 0, scope: !1233, inlinedAt: !1237)
!1237 = distinct !DILocation(line: 1938, column: 5, scope: !1238, inlinedAt: !1225)
!1238 = distinct !DILexicalBlock(scope: !1229, file: !4, line: 1936, column: 2)
!1239 = !DILocation(line: 1514, column: 51, scope: !1233, inlinedAt: !1237)
!1240 = !{i64 0, i64 65}
!1241 = !DILocation(line: 1938, column: 33, scope: !1238, inlinedAt: !1225)
!1242 = !DILocation(line: 1937, column: 4, scope: !1238, inlinedAt: !1225)
!1243 = !DILocation(line: 1940, column: 4, scope: !1238, inlinedAt: !1225)
!1244 = !DILocation(line: 1941, column: 2, scope: !1238, inlinedAt: !1225)
!1245 = !DILocation(line: 0, scope: !1143, inlinedAt: !1246)
!1246 = distinct !DILocation(line: 29, column: 18, scope: !1054)
!1247 = !DILocation(line: 988, column: 40, scope: !1143, inlinedAt: !1246)
!1248 = !{!1093, !1094, i64 8}
!1249 = !DILocation(line: 988, column: 66, scope: !1143, inlinedAt: !1246)
!1250 = !DILocation(line: 988, column: 50, scope: !1143, inlinedAt: !1246)
!1251 = !DILocation(line: 29, column: 25, scope: !1054)
!1252 = !DILocation(line: 0, scope: !1085, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 29, column: 14, scope: !1054)
!1254 = !DILocation(line: 1124, column: 34, scope: !1085, inlinedAt: !1253)
!1255 = !DILocation(line: 29, column: 14, scope: !1054)
!1256 = !DILocation(line: 29, column: 12, scope: !1054)
!1257 = !DILocation(line: 30, column: 3, scope: !1054)
!1258 = !DILocation(line: 23, column: 9, scope: !1259)
!1259 = distinct !DILexicalBlock(scope: !1260, file: !1, line: 23, column: 9)
!1260 = distinct !DILexicalBlock(scope: !1186, file: !1, line: 22, column: 50)
!1261 = !DILocation(line: 23, column: 13, scope: !1259)
!1262 = !DILocation(line: 23, column: 9, scope: !1260)
!1263 = !DILocation(line: 24, column: 12, scope: !1259)
!1264 = !DILocation(line: 24, column: 7, scope: !1259)
!1265 = !DILocation(line: 25, column: 13, scope: !1266)
!1266 = distinct !DILexicalBlock(scope: !1260, file: !1, line: 25, column: 9)
!1267 = !DILocation(line: 25, column: 9, scope: !1260)
!1268 = !DILocation(line: 26, column: 12, scope: !1266)
!1269 = !DILocation(line: 26, column: 7, scope: !1266)
!1270 = !DILocation(line: 0, scope: !1168, inlinedAt: !1271)
!1271 = distinct !DILocation(line: 22, column: 44, scope: !1186)
!1272 = !DILocation(line: 1107, column: 2, scope: !1168, inlinedAt: !1271)
!1273 = distinct !{!1273, !1192, !1274, !1275, !1175}
!1274 = !DILocation(line: 27, column: 3, scope: !1080)
!1275 = !{!"llvm.loop.mustprogress"}
!1276 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 47, type: !1277, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1279)
!1277 = !DISubroutineType(types: !1278)
!1278 = !{!10, !10, !11}
!1279 = !{!1280, !1281, !1282, !1283, !1284, !1285, !1287, !1288, !1289, !1290}
!1280 = !DILocalVariable(name: "argc", arg: 1, scope: !1276, file: !1, line: 47, type: !10)
!1281 = !DILocalVariable(name: "argv", arg: 2, scope: !1276, file: !1, line: 47, type: !11)
!1282 = !DILocalVariable(name: "n", scope: !1276, file: !1, line: 49, type: !10)
!1283 = !DILocalVariable(name: "v", scope: !1276, file: !1, line: 50, type: !25)
!1284 = !DILocalVariable(name: "s", scope: !1276, file: !1, line: 51, type: !6)
!1285 = !DILocalVariable(name: "i", scope: !1286, file: !1, line: 52, type: !10)
!1286 = distinct !DILexicalBlock(scope: !1276, file: !1, line: 52, column: 3)
!1287 = !DILocalVariable(name: "ma", scope: !1276, file: !1, line: 56, type: !25)
!1288 = !DILocalVariable(name: "r", scope: !1276, file: !1, line: 57, type: !1057)
!1289 = !DILocalVariable(name: "tail", scope: !1276, file: !1, line: 58, type: !22)
!1290 = !DILocalVariable(name: "i", scope: !1291, file: !1, line: 59, type: !670)
!1291 = distinct !DILexicalBlock(scope: !1276, file: !1, line: 59, column: 3)
!1292 = !DILocation(line: 0, scope: !1276)
!1293 = !DILocation(line: 49, column: 16, scope: !1276)
!1294 = !DILocation(line: 49, column: 11, scope: !1276)
!1295 = !DILocation(line: 49, column: 32, scope: !1276)
!1296 = !DILocation(line: 0, scope: !656, inlinedAt: !1297)
!1297 = distinct !DILocation(line: 49, column: 22, scope: !1276)
!1298 = !DILocation(line: 364, column: 16, scope: !656, inlinedAt: !1297)
!1299 = !DILocation(line: 50, column: 3, scope: !1276)
!1300 = !DILocation(line: 50, column: 23, scope: !1276)
!1301 = !DILocalVariable(name: "this", arg: 1, scope: !1302, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1302 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2Ev", scope: !25, file: !18, line: 526, type: !293, scopeLine: 526, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !292, retainedNodes: !1303)
!1303 = !{!1301}
!1304 = !DILocation(line: 0, scope: !1302, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 50, column: 23, scope: !1276)
!1306 = !DILocalVariable(name: "this", arg: 1, scope: !1307, type: !1309, flags: DIFlagArtificial | DIFlagObjectPointer)
!1307 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2Ev", scope: !28, file: !18, line: 312, type: !209, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !208, retainedNodes: !1308)
!1308 = !{!1306}
!1309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!1310 = !DILocation(line: 0, scope: !1307, inlinedAt: !1311)
!1311 = distinct !DILocation(line: 526, column: 7, scope: !1302, inlinedAt: !1305)
!1312 = !DILocalVariable(name: "this", arg: 1, scope: !1313, type: !1315, flags: DIFlagArtificial | DIFlagObjectPointer)
!1313 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2Ev", scope: !31, file: !18, line: 137, type: !175, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !174, retainedNodes: !1314)
!1314 = !{!1312}
!1315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!1316 = !DILocation(line: 0, scope: !1313, inlinedAt: !1317)
!1317 = distinct !DILocation(line: 312, column: 7, scope: !1307, inlinedAt: !1311)
!1318 = !DILocalVariable(name: "this", arg: 1, scope: !1319, type: !1321, flags: DIFlagArtificial | DIFlagObjectPointer)
!1319 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !150, file: !18, line: 99, type: !158, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !157, retainedNodes: !1320)
!1320 = !{!1318}
!1321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!1322 = !DILocation(line: 0, scope: !1319, inlinedAt: !1323)
!1323 = distinct !DILocation(line: 137, column: 2, scope: !1313, inlinedAt: !1317)
!1324 = !DILocation(line: 100, column: 16, scope: !1319, inlinedAt: !1323)
!1325 = !DILocation(line: 0, scope: !1286)
!1326 = !DILocation(line: 52, column: 21, scope: !1327)
!1327 = distinct !DILexicalBlock(scope: !1286, file: !1, line: 52, column: 3)
!1328 = !DILocation(line: 52, column: 3, scope: !1286)
!1329 = !DILocation(line: 56, column: 3, scope: !1276)
!1330 = !DILocation(line: 56, column: 23, scope: !1276)
!1331 = !{!1332}
!1332 = distinct !{!1332, !1333, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm: argument 0"}
!1333 = distinct !{!1333, !"_ZL14moving_averageRKSt6vectorIdSaIdEEm"}
!1334 = !DILocation(line: 56, column: 28, scope: !1276)
!1335 = !DILocalVariable(name: "out", scope: !1336, file: !1, line: 35, type: !25)
!1336 = distinct !DISubprogram(name: "moving_average", linkageName: "_ZL14moving_averageRKSt6vectorIdSaIdEEm", scope: !1, file: !1, line: 33, type: !1337, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1339)
!1337 = !DISubroutineType(types: !1338)
!1338 = !{!25, !314, !670}
!1339 = !{!1340, !1341, !1335, !1342, !1343}
!1340 = !DILocalVariable(name: "v", arg: 1, scope: !1336, file: !1, line: 33, type: !314)
!1341 = !DILocalVariable(name: "w", arg: 2, scope: !1336, file: !1, line: 33, type: !670)
!1342 = !DILocalVariable(name: "acc", scope: !1336, file: !1, line: 37, type: !22)
!1343 = !DILocalVariable(name: "i", scope: !1344, file: !1, line: 38, type: !670)
!1344 = distinct !DILexicalBlock(scope: !1336, file: !1, line: 38, column: 3)
!1345 = !DILocation(line: 0, scope: !1336, inlinedAt: !1346)
!1346 = distinct !DILocation(line: 56, column: 28, scope: !1276)
!1347 = !DILocation(line: 0, scope: !1302, inlinedAt: !1348)
!1348 = distinct !DILocation(line: 35, column: 23, scope: !1336, inlinedAt: !1346)
!1349 = !DILocation(line: 0, scope: !1307, inlinedAt: !1350)
!1350 = distinct !DILocation(line: 526, column: 7, scope: !1302, inlinedAt: !1348)
!1351 = !DILocation(line: 0, scope: !1313, inlinedAt: !1352)
!1352 = distinct !DILocation(line: 312, column: 7, scope: !1307, inlinedAt: !1350)
!1353 = !DILocation(line: 0, scope: !1319, inlinedAt: !1354)
!1354 = distinct !DILocation(line: 137, column: 2, scope: !1313, inlinedAt: !1352)
!1355 = !DILocation(line: 100, column: 16, scope: !1319, inlinedAt: !1354)
!1356 = !DILocation(line: 0, scope: !1143, inlinedAt: !1357)
!1357 = distinct !DILocation(line: 36, column: 17, scope: !1336, inlinedAt: !1346)
!1358 = !DILocation(line: 988, column: 40, scope: !1143, inlinedAt: !1357)
!1359 = !DILocation(line: 988, column: 66, scope: !1143, inlinedAt: !1357)
!1360 = !DILocation(line: 988, column: 50, scope: !1143, inlinedAt: !1357)
!1361 = !DILocalVariable(name: "this", arg: 1, scope: !1362, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1362 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !25, file: !1363, line: 68, type: !452, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !460, retainedNodes: !1364)
!1363 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1364 = !{!1361, !1365, !1366, !1370}
!1365 = !DILocalVariable(name: "__n", arg: 2, scope: !1362, file: !18, line: 1105, type: !17)
!1366 = !DILocalVariable(name: "__old_size", scope: !1367, file: !1363, line: 74, type: !1369)
!1367 = distinct !DILexicalBlock(scope: !1368, file: !1363, line: 73, column: 2)
!1368 = distinct !DILexicalBlock(scope: !1362, file: !1363, line: 72, column: 11)
!1369 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!1370 = !DILocalVariable(name: "__tmp", scope: !1367, file: !1363, line: 75, type: !283)
!1371 = !DILocation(line: 0, scope: !1362, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 36, column: 7, scope: !1336, inlinedAt: !1346)
!1373 = !DILocation(line: 70, column: 15, scope: !1374, inlinedAt: !1372)
!1374 = distinct !DILexicalBlock(scope: !1362, file: !1363, line: 70, column: 11)
!1375 = !DILocation(line: 70, column: 11, scope: !1362, inlinedAt: !1372)
!1376 = !DILocation(line: 71, column: 2, scope: !1374, inlinedAt: !1372)
!1377 = !DILocalVariable(name: "this", arg: 1, scope: !1378, type: !1145, flags: DIFlagArtificial | DIFlagObjectPointer)
!1378 = distinct !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !25, file: !18, line: 1073, type: !448, scopeLine: 1074, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !456, retainedNodes: !1379)
!1379 = !{!1377}
!1380 = !DILocation(line: 0, scope: !1378, inlinedAt: !1381)
!1381 = distinct !DILocation(line: 72, column: 17, scope: !1368, inlinedAt: !1372)
!1382 = !DILocation(line: 1074, column: 40, scope: !1378, inlinedAt: !1381)
!1383 = !{!1093, !1094, i64 16}
!1384 = !DILocation(line: 1075, column: 21, scope: !1378, inlinedAt: !1381)
!1385 = !DILocation(line: 1075, column: 5, scope: !1378, inlinedAt: !1381)
!1386 = !DILocation(line: 72, column: 28, scope: !1368, inlinedAt: !1372)
!1387 = !DILocation(line: 72, column: 11, scope: !1362, inlinedAt: !1372)
!1388 = !DILocation(line: 0, scope: !1143, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 74, column: 33, scope: !1367, inlinedAt: !1372)
!1390 = !DILocation(line: 988, column: 40, scope: !1143, inlinedAt: !1389)
!1391 = !DILocation(line: 988, column: 50, scope: !1143, inlinedAt: !1389)
!1392 = !DILocation(line: 0, scope: !1367, inlinedAt: !1372)
!1393 = !DILocalVariable(name: "this", arg: 1, scope: !1394, type: !1309, flags: DIFlagArtificial | DIFlagObjectPointer)
!1394 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !28, file: !18, line: 375, type: !237, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !236, retainedNodes: !1395)
!1395 = !{!1393, !1396}
!1396 = !DILocalVariable(name: "__n", arg: 2, scope: !1394, file: !18, line: 375, type: !14)
!1397 = !DILocation(line: 0, scope: !1394, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 79, column: 22, scope: !1399, inlinedAt: !1372)
!1399 = distinct !DILexicalBlock(scope: !1400, file: !1363, line: 78, column: 6)
!1400 = distinct !DILexicalBlock(scope: !1367, file: !1363, line: 77, column: 29)
!1401 = !DILocalVariable(name: "__a", arg: 1, scope: !1402, file: !43, line: 463, type: !49)
!1402 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !42, file: !43, line: 463, type: !46, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !45, retainedNodes: !1403)
!1403 = !{!1401, !1404}
!1404 = !DILocalVariable(name: "__n", arg: 2, scope: !1402, file: !43, line: 463, type: !112)
!1405 = !DILocation(line: 0, scope: !1402, inlinedAt: !1406)
!1406 = distinct !DILocation(line: 378, column: 20, scope: !1394, inlinedAt: !1398)
!1407 = !DILocalVariable(name: "this", arg: 1, scope: !1408, type: !1412, flags: DIFlagArtificial | DIFlagObjectPointer)
!1408 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !57, file: !58, line: 112, type: !86, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !85, retainedNodes: !1409)
!1409 = !{!1407, !1410, !1411}
!1410 = !DILocalVariable(name: "__n", arg: 2, scope: !1408, file: !58, line: 112, type: !88)
!1411 = !DILocalVariable(arg: 3, scope: !1408, file: !58, line: 112, type: !19)
!1412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!1413 = !DILocation(line: 0, scope: !1408, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 464, column: 20, scope: !1402, inlinedAt: !1406)
!1415 = !DILocation(line: 137, column: 27, scope: !1408, inlinedAt: !1414)
!1416 = !DILocation(line: 137, column: 9, scope: !1408, inlinedAt: !1414)
!1417 = !DILocation(line: 0, scope: !24, inlinedAt: !1418)
!1418 = distinct !DILocation(line: 80, column: 8, scope: !1399, inlinedAt: !1372)
!1419 = !DILocalVariable(name: "__first", arg: 1, scope: !1420, file: !18, line: 487, type: !283)
!1420 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !25, file: !18, line: 487, type: !281, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !280, retainedNodes: !1421)
!1421 = !{!1419, !1422, !1423, !1424, !1425}
!1422 = !DILocalVariable(name: "__last", arg: 2, scope: !1420, file: !18, line: 487, type: !283)
!1423 = !DILocalVariable(name: "__result", arg: 3, scope: !1420, file: !18, line: 487, type: !283)
!1424 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1420, file: !18, line: 488, type: !284)
!1425 = !DILocalVariable(arg: 5, scope: !1420, file: !18, line: 488, type: !247)
!1426 = !DILocation(line: 0, scope: !1420, inlinedAt: !1427)
!1427 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !1418)
!1428 = !DILocation(line: 488, column: 42, scope: !1420, inlinedAt: !1427)
!1429 = !DILocalVariable(name: "__first", arg: 1, scope: !1430, file: !1431, line: 1127, type: !21)
!1430 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !5, file: !1431, line: 1127, type: !1432, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1438, retainedNodes: !1434)
!1431 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1432 = !DISubroutineType(types: !1433)
!1433 = !{!21, !21, !21, !21, !110}
!1434 = !{!1429, !1435, !1436, !1437}
!1435 = !DILocalVariable(name: "__last", arg: 2, scope: !1430, file: !1431, line: 1127, type: !21)
!1436 = !DILocalVariable(name: "__result", arg: 3, scope: !1430, file: !1431, line: 1128, type: !21)
!1437 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1430, file: !1431, line: 1128, type: !110)
!1438 = !{!1439, !1440, !1441}
!1439 = !DITemplateTypeParameter(name: "_InputIterator", type: !21)
!1440 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !21)
!1441 = !DITemplateTypeParameter(name: "_Allocator", type: !51)
!1442 = !DILocation(line: 0, scope: !1430, inlinedAt: !1443)
!1443 = distinct !DILocation(line: 490, column: 9, scope: !1420, inlinedAt: !1427)
!1444 = !DILocalVariable(name: "__first", arg: 1, scope: !1445, file: !1431, line: 1100, type: !21)
!1445 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !5, file: !1431, line: 1100, type: !1446, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1459, retainedNodes: !1454)
!1446 = !DISubroutineType(types: !1447)
!1447 = !{!1448, !21, !21, !21, !110}
!1448 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !5, file: !248, line: 2240, baseType: !1449)
!1449 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1450, file: !248, line: 2234, baseType: !21)
!1450 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !5, file: !248, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !1451, identifier: "_ZTSSt9enable_ifILb1EPdE")
!1451 = !{!1452, !1453}
!1452 = !DITemplateValueParameter(type: !140, value: i8 1)
!1453 = !DITemplateTypeParameter(name: "_Tp", type: !21)
!1454 = !{!1444, !1455, !1456, !1457, !1458}
!1455 = !DILocalVariable(name: "__last", arg: 2, scope: !1445, file: !1431, line: 1100, type: !21)
!1456 = !DILocalVariable(name: "__result", arg: 3, scope: !1445, file: !1431, line: 1101, type: !21)
!1457 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1445, file: !1431, line: 1102, type: !110)
!1458 = !DILocalVariable(name: "__count", scope: !1445, file: !1431, line: 1104, type: !408)
!1459 = !{!97, !1460}
!1460 = !DITemplateTypeParameter(name: "_Up", type: !22)
!1461 = !DILocation(line: 0, scope: !1445, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 1133, column: 14, scope: !1430, inlinedAt: !1443)
!1463 = !DILocation(line: 1105, column: 19, scope: !1464, inlinedAt: !1462)
!1464 = distinct !DILexicalBlock(scope: !1445, file: !1431, line: 1105, column: 11)
!1465 = !DILocation(line: 1105, column: 11, scope: !1445, inlinedAt: !1462)
!1466 = !DILocation(line: 1117, column: 4, scope: !1467, inlinedAt: !1462)
!1467 = distinct !DILexicalBlock(scope: !1464, file: !1431, line: 1106, column: 2)
!1468 = !DILocation(line: 1118, column: 2, scope: !1467, inlinedAt: !1462)
!1469 = !DILocalVariable(name: "this", arg: 1, scope: !1470, type: !1309, flags: DIFlagArtificial | DIFlagObjectPointer)
!1470 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !28, file: !18, line: 383, type: !240, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !239, retainedNodes: !1471)
!1471 = !{!1469, !1472, !1473}
!1472 = !DILocalVariable(name: "__p", arg: 2, scope: !1470, file: !18, line: 383, type: !153)
!1473 = !DILocalVariable(name: "__n", arg: 3, scope: !1470, file: !18, line: 383, type: !14)
!1474 = !DILocation(line: 0, scope: !1470, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 93, column: 4, scope: !1367, inlinedAt: !1372)
!1476 = !DILocation(line: 386, column: 6, scope: !1477, inlinedAt: !1475)
!1477 = distinct !DILexicalBlock(scope: !1470, file: !18, line: 386, column: 6)
!1478 = !DILocation(line: 386, column: 6, scope: !1470, inlinedAt: !1475)
!1479 = !DILocalVariable(name: "__a", arg: 1, scope: !1480, file: !43, line: 495, type: !49)
!1480 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !42, file: !43, line: 495, type: !118, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !117, retainedNodes: !1481)
!1481 = !{!1479, !1482, !1483}
!1482 = !DILocalVariable(name: "__p", arg: 2, scope: !1480, file: !43, line: 495, type: !48)
!1483 = !DILocalVariable(name: "__n", arg: 3, scope: !1480, file: !43, line: 495, type: !112)
!1484 = !DILocation(line: 0, scope: !1480, inlinedAt: !1485)
!1485 = distinct !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1475)
!1486 = !DILocalVariable(name: "this", arg: 1, scope: !1487, type: !1412, flags: DIFlagArtificial | DIFlagObjectPointer)
!1487 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !57, file: !58, line: 142, type: !90, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !89, retainedNodes: !1488)
!1488 = !{!1486, !1489, !1490}
!1489 = !DILocalVariable(name: "__p", arg: 2, scope: !1487, file: !58, line: 142, type: !21)
!1490 = !DILocalVariable(name: "__n", arg: 3, scope: !1487, file: !58, line: 142, type: !88)
!1491 = !DILocation(line: 0, scope: !1487, inlinedAt: !1492)
!1492 = distinct !DILocation(line: 496, column: 13, scope: !1480, inlinedAt: !1485)
!1493 = !DILocation(line: 158, column: 27, scope: !1487, inlinedAt: !1492)
!1494 = !DILocation(line: 158, column: 2, scope: !1487, inlinedAt: !1492)
!1495 = !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1475)
!1496 = !DILocation(line: 96, column: 27, scope: !1367, inlinedAt: !1372)
!1497 = !DILocation(line: 97, column: 36, scope: !1367, inlinedAt: !1372)
!1498 = !DILocation(line: 97, column: 28, scope: !1367, inlinedAt: !1372)
!1499 = !DILocation(line: 98, column: 61, scope: !1367, inlinedAt: !1372)
!1500 = !DILocation(line: 98, column: 36, scope: !1367, inlinedAt: !1372)
!1501 = !DILocation(line: 99, column: 2, scope: !1367, inlinedAt: !1372)
!1502 = !DILocation(line: 0, scope: !1344, inlinedAt: !1346)
!1503 = !DILocation(line: 0, scope: !1143, inlinedAt: !1504)
!1504 = distinct !DILocation(line: 38, column: 28, scope: !1505, inlinedAt: !1346)
!1505 = distinct !DILexicalBlock(scope: !1344, file: !1, line: 38, column: 3)
!1506 = !DILocation(line: 988, column: 40, scope: !1143, inlinedAt: !1504)
!1507 = !DILocation(line: 988, column: 66, scope: !1143, inlinedAt: !1504)
!1508 = !DILocation(line: 38, column: 24, scope: !1505, inlinedAt: !1346)
!1509 = !DILocation(line: 38, column: 3, scope: !1344, inlinedAt: !1346)
!1510 = !DILocation(line: 45, column: 1, scope: !1336, inlinedAt: !1346)
!1511 = !DILocalVariable(name: "this", arg: 1, scope: !1512, type: !1145, flags: DIFlagArtificial | DIFlagObjectPointer)
!1512 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !25, file: !18, line: 1140, type: !470, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !469, retainedNodes: !1513)
!1513 = !{!1511, !1514}
!1514 = !DILocalVariable(name: "__n", arg: 2, scope: !1512, file: !18, line: 1140, type: !17)
!1515 = !DILocation(line: 0, scope: !1512, inlinedAt: !1516)
!1516 = distinct !DILocation(line: 39, column: 12, scope: !1517, inlinedAt: !1346)
!1517 = distinct !DILexicalBlock(scope: !1505, file: !1, line: 38, column: 41)
!1518 = !DILocation(line: 1143, column: 34, scope: !1512, inlinedAt: !1516)
!1519 = !DILocation(line: 39, column: 12, scope: !1517, inlinedAt: !1346)
!1520 = !DILocation(line: 39, column: 9, scope: !1517, inlinedAt: !1346)
!1521 = !DILocation(line: 40, column: 11, scope: !1522, inlinedAt: !1346)
!1522 = distinct !DILexicalBlock(scope: !1517, file: !1, line: 40, column: 9)
!1523 = !DILocation(line: 40, column: 9, scope: !1517, inlinedAt: !1346)
!1524 = !DILocation(line: 41, column: 18, scope: !1522, inlinedAt: !1346)
!1525 = !DILocation(line: 0, scope: !1512, inlinedAt: !1526)
!1526 = distinct !DILocation(line: 41, column: 14, scope: !1522, inlinedAt: !1346)
!1527 = !DILocation(line: 1143, column: 34, scope: !1512, inlinedAt: !1526)
!1528 = !DILocation(line: 41, column: 14, scope: !1522, inlinedAt: !1346)
!1529 = !DILocation(line: 41, column: 11, scope: !1522, inlinedAt: !1346)
!1530 = !DILocation(line: 41, column: 7, scope: !1522, inlinedAt: !1346)
!1531 = !DILocation(line: 0, scope: !1517, inlinedAt: !1346)
!1532 = !DILocation(line: 42, column: 19, scope: !1517, inlinedAt: !1346)
!1533 = !DILocation(line: 42, column: 28, scope: !1517, inlinedAt: !1346)
!1534 = !DILocation(line: 42, column: 26, scope: !1517, inlinedAt: !1346)
!1535 = !DILocation(line: 42, column: 25, scope: !1517, inlinedAt: !1346)
!1536 = !DILocation(line: 42, column: 23, scope: !1517, inlinedAt: !1346)
!1537 = !DILocalVariable(name: "this", arg: 1, scope: !1538, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1538 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !25, file: !18, line: 1293, type: !499, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !498, retainedNodes: !1539)
!1539 = !{!1537, !1540}
!1540 = !DILocalVariable(name: "__x", arg: 2, scope: !1538, file: !18, line: 1293, type: !501)
!1541 = !DILocation(line: 0, scope: !1538, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 42, column: 9, scope: !1517, inlinedAt: !1346)
!1543 = !DILocalVariable(name: "this", arg: 1, scope: !1544, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1544 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !25, file: !1363, line: 112, type: !1545, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1549, declaration: !1548, retainedNodes: !1552)
!1545 = !DISubroutineType(types: !1546)
!1546 = !{null, !295, !1547}
!1547 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !22, size: 64)
!1548 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !25, file: !18, line: 1303, type: !1545, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1549)
!1549 = !{!1550}
!1550 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !1551)
!1551 = !{!146}
!1552 = !{!1543, !1553}
!1553 = !DILocalVariable(name: "__args", arg: 2, scope: !1544, file: !18, line: 1303, type: !1547)
!1554 = !DILocation(line: 0, scope: !1544, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 1294, column: 9, scope: !1538, inlinedAt: !1542)
!1556 = !DILocation(line: 114, column: 20, scope: !1557, inlinedAt: !1555)
!1557 = distinct !DILexicalBlock(scope: !1544, file: !1363, line: 114, column: 6)
!1558 = !DILocation(line: 114, column: 47, scope: !1557, inlinedAt: !1555)
!1559 = !DILocation(line: 114, column: 30, scope: !1557, inlinedAt: !1555)
!1560 = !DILocation(line: 114, column: 6, scope: !1544, inlinedAt: !1555)
!1561 = !DILocalVariable(name: "__a", arg: 1, scope: !1562, file: !43, line: 511, type: !49)
!1562 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !42, file: !43, line: 511, type: !1563, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1566, declaration: !1565, retainedNodes: !1567)
!1563 = !DISubroutineType(types: !1564)
!1564 = !{null, !49, !21, !1547}
!1565 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !42, file: !43, line: 511, type: !1563, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1566)
!1566 = !{!1460, !1550}
!1567 = !{!1561, !1568, !1569}
!1568 = !DILocalVariable(name: "__p", arg: 2, scope: !1562, file: !43, line: 511, type: !21)
!1569 = !DILocalVariable(name: "__args", arg: 3, scope: !1562, file: !43, line: 512, type: !1547)
!1570 = !DILocation(line: 0, scope: !1562, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 117, column: 6, scope: !1572, inlinedAt: !1555)
!1572 = distinct !DILexicalBlock(scope: !1557, file: !1363, line: 115, column: 4)
!1573 = !DILocalVariable(name: "this", arg: 1, scope: !1574, type: !1412, flags: DIFlagArtificial | DIFlagObjectPointer)
!1574 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !57, file: !58, line: 173, type: !1575, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1566, declaration: !1577, retainedNodes: !1578)
!1575 = !DISubroutineType(types: !1576)
!1576 = !{null, !63, !21, !1547}
!1577 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !57, file: !58, line: 173, type: !1575, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1566)
!1578 = !{!1573, !1579, !1580}
!1579 = !DILocalVariable(name: "__p", arg: 2, scope: !1574, file: !58, line: 173, type: !21)
!1580 = !DILocalVariable(name: "__args", arg: 3, scope: !1574, file: !58, line: 173, type: !1547)
!1581 = !DILocation(line: 0, scope: !1574, inlinedAt: !1582)
!1582 = distinct !DILocation(line: 516, column: 8, scope: !1562, inlinedAt: !1571)
!1583 = !DILocation(line: 175, column: 4, scope: !1574, inlinedAt: !1582)
!1584 = !DILocation(line: 119, column: 6, scope: !1572, inlinedAt: !1555)
!1585 = !DILocation(line: 121, column: 4, scope: !1572, inlinedAt: !1555)
!1586 = !DILocation(line: 123, column: 4, scope: !1557, inlinedAt: !1555)
!1587 = !DILocation(line: 42, column: 5, scope: !1517, inlinedAt: !1346)
!1588 = !DILocation(line: 988, column: 50, scope: !1143, inlinedAt: !1504)
!1589 = distinct !{!1589, !1509, !1590, !1275, !1175}
!1590 = !DILocation(line: 43, column: 3, scope: !1344, inlinedAt: !1346)
!1591 = !DILocation(line: 45, column: 1, scope: !1517, inlinedAt: !1346)
!1592 = !DILocalVariable(name: "this", arg: 1, scope: !1593, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!1593 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !25, file: !18, line: 728, type: !293, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !344, retainedNodes: !1594)
!1594 = !{!1592}
!1595 = !DILocation(line: 0, scope: !1593, inlinedAt: !1596)
!1596 = distinct !DILocation(line: 45, column: 1, scope: !1336, inlinedAt: !1346)
!1597 = !DILocalVariable(name: "this", arg: 1, scope: !1598, type: !1309, flags: DIFlagArtificial | DIFlagObjectPointer)
!1598 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !28, file: !18, line: 364, type: !209, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !235, retainedNodes: !1599)
!1599 = !{!1597}
!1600 = !DILocation(line: 0, scope: !1598, inlinedAt: !1601)
!1601 = distinct !DILocation(line: 733, column: 7, scope: !1602, inlinedAt: !1596)
!1602 = distinct !DILexicalBlock(scope: !1593, file: !18, line: 729, column: 7)
!1603 = !DILocation(line: 366, column: 24, scope: !1604, inlinedAt: !1601)
!1604 = distinct !DILexicalBlock(scope: !1598, file: !18, line: 365, column: 7)
!1605 = !DILocation(line: 0, scope: !1470, inlinedAt: !1606)
!1606 = distinct !DILocation(line: 366, column: 2, scope: !1604, inlinedAt: !1601)
!1607 = !DILocation(line: 386, column: 6, scope: !1477, inlinedAt: !1606)
!1608 = !DILocation(line: 386, column: 6, scope: !1470, inlinedAt: !1606)
!1609 = !DILocation(line: 53, column: 11, scope: !1610)
!1610 = distinct !DILexicalBlock(scope: !1327, file: !1, line: 52, column: 31)
!1611 = !DILocation(line: 53, column: 22, scope: !1610)
!1612 = !DILocation(line: 54, column: 17, scope: !1610)
!1613 = !DILocation(line: 54, column: 20, scope: !1610)
!1614 = !DILocation(line: 54, column: 26, scope: !1610)
!1615 = !DILocation(line: 54, column: 34, scope: !1610)
!1616 = !DILocation(line: 0, scope: !1538, inlinedAt: !1617)
!1617 = distinct !DILocation(line: 54, column: 7, scope: !1610)
!1618 = !DILocation(line: 0, scope: !1544, inlinedAt: !1619)
!1619 = distinct !DILocation(line: 1294, column: 9, scope: !1538, inlinedAt: !1617)
!1620 = !DILocation(line: 114, column: 20, scope: !1557, inlinedAt: !1619)
!1621 = !DILocation(line: 114, column: 47, scope: !1557, inlinedAt: !1619)
!1622 = !DILocation(line: 114, column: 30, scope: !1557, inlinedAt: !1619)
!1623 = !DILocation(line: 114, column: 6, scope: !1544, inlinedAt: !1619)
!1624 = !DILocation(line: 0, scope: !1562, inlinedAt: !1625)
!1625 = distinct !DILocation(line: 117, column: 6, scope: !1572, inlinedAt: !1619)
!1626 = !DILocation(line: 0, scope: !1574, inlinedAt: !1627)
!1627 = distinct !DILocation(line: 516, column: 8, scope: !1562, inlinedAt: !1625)
!1628 = !DILocation(line: 175, column: 4, scope: !1574, inlinedAt: !1627)
!1629 = !DILocation(line: 119, column: 6, scope: !1572, inlinedAt: !1619)
!1630 = !DILocation(line: 121, column: 4, scope: !1572, inlinedAt: !1619)
!1631 = !DILocation(line: 123, column: 4, scope: !1557, inlinedAt: !1619)
!1632 = !DILocation(line: 54, column: 5, scope: !1610)
!1633 = !DILocation(line: 52, column: 27, scope: !1327)
!1634 = distinct !{!1634, !1328, !1635, !1275, !1175}
!1635 = !DILocation(line: 55, column: 3, scope: !1286)
!1636 = !DILocation(line: 64, column: 1, scope: !1610)
!1637 = !DILocation(line: 52, column: 3, scope: !1327)
!1638 = !DILocation(line: 57, column: 3, scope: !1276)
!1639 = !DILocation(line: 57, column: 11, scope: !1276)
!1640 = !DILocation(line: 57, column: 15, scope: !1276)
!1641 = !DILocation(line: 0, scope: !1143, inlinedAt: !1642)
!1642 = distinct !DILocation(line: 59, column: 22, scope: !1291)
!1643 = !DILocation(line: 988, column: 40, scope: !1143, inlinedAt: !1642)
!1644 = !DILocation(line: 988, column: 66, scope: !1143, inlinedAt: !1642)
!1645 = !DILocation(line: 988, column: 50, scope: !1143, inlinedAt: !1642)
!1646 = !DILocation(line: 0, scope: !1291)
!1647 = !DILocation(line: 0, scope: !1143, inlinedAt: !1648)
!1648 = distinct !DILocation(line: 59, column: 43, scope: !1649)
!1649 = distinct !DILexicalBlock(scope: !1291, file: !1, line: 59, column: 3)
!1650 = !DILocation(line: 59, column: 38, scope: !1649)
!1651 = !DILocation(line: 59, column: 3, scope: !1291)
!1652 = !DILocation(line: 59, column: 29, scope: !1291)
!1653 = !DILocation(line: 62, column: 17, scope: !1276)
!1654 = !DILocation(line: 62, column: 25, scope: !1276)
!1655 = !DILocation(line: 62, column: 32, scope: !1276)
!1656 = !DILocation(line: 62, column: 38, scope: !1276)
!1657 = !DILocation(line: 62, column: 44, scope: !1276)
!1658 = !DILocation(line: 61, column: 3, scope: !1276)
!1659 = !DILocation(line: 64, column: 1, scope: !1276)
!1660 = !DILocation(line: 0, scope: !1593, inlinedAt: !1661)
!1661 = distinct !DILocation(line: 64, column: 1, scope: !1276)
!1662 = !DILocation(line: 0, scope: !1598, inlinedAt: !1663)
!1663 = distinct !DILocation(line: 733, column: 7, scope: !1602, inlinedAt: !1661)
!1664 = !DILocation(line: 366, column: 24, scope: !1604, inlinedAt: !1663)
!1665 = !DILocation(line: 0, scope: !1470, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 366, column: 2, scope: !1604, inlinedAt: !1663)
!1667 = !DILocation(line: 386, column: 6, scope: !1477, inlinedAt: !1666)
!1668 = !DILocation(line: 386, column: 6, scope: !1470, inlinedAt: !1666)
!1669 = !DILocation(line: 0, scope: !1480, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1666)
!1671 = !DILocation(line: 0, scope: !1487, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 496, column: 13, scope: !1480, inlinedAt: !1670)
!1673 = !DILocation(line: 158, column: 27, scope: !1487, inlinedAt: !1672)
!1674 = !DILocation(line: 158, column: 2, scope: !1487, inlinedAt: !1672)
!1675 = !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1666)
!1676 = !DILocation(line: 0, scope: !1593, inlinedAt: !1677)
!1677 = distinct !DILocation(line: 64, column: 1, scope: !1276)
!1678 = !DILocation(line: 0, scope: !1598, inlinedAt: !1679)
!1679 = distinct !DILocation(line: 733, column: 7, scope: !1602, inlinedAt: !1677)
!1680 = !DILocation(line: 366, column: 24, scope: !1604, inlinedAt: !1679)
!1681 = !DILocation(line: 0, scope: !1470, inlinedAt: !1682)
!1682 = distinct !DILocation(line: 366, column: 2, scope: !1604, inlinedAt: !1679)
!1683 = !DILocation(line: 386, column: 6, scope: !1477, inlinedAt: !1682)
!1684 = !DILocation(line: 386, column: 6, scope: !1470, inlinedAt: !1682)
!1685 = !DILocation(line: 0, scope: !1480, inlinedAt: !1686)
!1686 = distinct !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1682)
!1687 = !DILocation(line: 0, scope: !1487, inlinedAt: !1688)
!1688 = distinct !DILocation(line: 496, column: 13, scope: !1480, inlinedAt: !1686)
!1689 = !DILocation(line: 158, column: 27, scope: !1487, inlinedAt: !1688)
!1690 = !DILocation(line: 158, column: 2, scope: !1487, inlinedAt: !1688)
!1691 = !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1682)
!1692 = !DILocation(line: 0, scope: !1593, inlinedAt: !1693)
!1693 = distinct !DILocation(line: 64, column: 1, scope: !1276)
!1694 = !DILocation(line: 0, scope: !1598, inlinedAt: !1695)
!1695 = distinct !DILocation(line: 733, column: 7, scope: !1602, inlinedAt: !1693)
!1696 = !DILocation(line: 366, column: 24, scope: !1604, inlinedAt: !1695)
!1697 = !DILocation(line: 0, scope: !1470, inlinedAt: !1698)
!1698 = distinct !DILocation(line: 366, column: 2, scope: !1604, inlinedAt: !1695)
!1699 = !DILocation(line: 386, column: 6, scope: !1477, inlinedAt: !1698)
!1700 = !DILocation(line: 386, column: 6, scope: !1470, inlinedAt: !1698)
!1701 = !DILocation(line: 0, scope: !1085, inlinedAt: !1702)
!1702 = distinct !DILocation(line: 60, column: 13, scope: !1649)
!1703 = !DILocation(line: 1124, column: 34, scope: !1085, inlinedAt: !1702)
!1704 = !DILocation(line: 60, column: 13, scope: !1649)
!1705 = !DILocation(line: 60, column: 10, scope: !1649)
!1706 = !DILocation(line: 59, column: 52, scope: !1649)
!1707 = distinct !{!1707, !1651, !1708, !1275, !1175}
!1708 = !DILocation(line: 60, column: 17, scope: !1291)
!1709 = !DILocation(line: 0, scope: !1593, inlinedAt: !1710)
!1710 = distinct !DILocation(line: 64, column: 1, scope: !1276)
!1711 = !DILocation(line: 0, scope: !1598, inlinedAt: !1712)
!1712 = distinct !DILocation(line: 733, column: 7, scope: !1602, inlinedAt: !1710)
!1713 = !DILocation(line: 366, column: 24, scope: !1604, inlinedAt: !1712)
!1714 = !DILocation(line: 0, scope: !1470, inlinedAt: !1715)
!1715 = distinct !DILocation(line: 366, column: 2, scope: !1604, inlinedAt: !1712)
!1716 = !DILocation(line: 386, column: 6, scope: !1477, inlinedAt: !1715)
!1717 = !DILocation(line: 386, column: 6, scope: !1470, inlinedAt: !1715)
!1718 = !DILocation(line: 0, scope: !1480, inlinedAt: !1719)
!1719 = distinct !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1715)
!1720 = !DILocation(line: 0, scope: !1487, inlinedAt: !1721)
!1721 = distinct !DILocation(line: 496, column: 13, scope: !1480, inlinedAt: !1719)
!1722 = !DILocation(line: 158, column: 27, scope: !1487, inlinedAt: !1721)
!1723 = !DILocation(line: 158, column: 2, scope: !1487, inlinedAt: !1721)
!1724 = !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !1715)
!1725 = distinct !DISubprogram(name: "__introsort_loop<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__introsort_loopIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEElNS0_5__ops15_Iter_less_iterEEvT_S9_T0_T1_", scope: !5, file: !4, line: 1908, type: !1726, scopeLine: 1911, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1735, retainedNodes: !1728)
!1726 = !DISubroutineType(types: !1727)
!1727 = !{null, !365, !365, !409, !578}
!1728 = !{!1729, !1730, !1731, !1732, !1733}
!1729 = !DILocalVariable(name: "__first", arg: 1, scope: !1725, file: !4, line: 1908, type: !365)
!1730 = !DILocalVariable(name: "__last", arg: 2, scope: !1725, file: !4, line: 1909, type: !365)
!1731 = !DILocalVariable(name: "__depth_limit", arg: 3, scope: !1725, file: !4, line: 1910, type: !409)
!1732 = !DILocalVariable(name: "__comp", arg: 4, scope: !1725, file: !4, line: 1910, type: !578)
!1733 = !DILocalVariable(name: "__cut", scope: !1734, file: !4, line: 1920, type: !365)
!1734 = distinct !DILexicalBlock(scope: !1725, file: !4, line: 1913, column: 2)
!1735 = !{!596, !1736, !597}
!1736 = !DITemplateTypeParameter(name: "_Size", type: !409)
!1737 = !DILocation(line: 0, scope: !1725)
!1738 = !DILocation(line: 1910, column: 38, scope: !1725)
!1739 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1740, file: !366, line: 1330, type: !1132)
!1740 = distinct !DISubprogram(name: "operator-<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxmiIPdSt6vectorIdSaIdEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !39, file: !366, line: 1330, type: !1741, scopeLine: 1333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !1743)
!1741 = !DISubroutineType(types: !1742)
!1742 = !{!406, !1132, !1132}
!1743 = !{!1739, !1744}
!1744 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1740, file: !366, line: 1331, type: !1132)
!1745 = !DILocation(line: 0, scope: !1740, inlinedAt: !1746)
!1746 = distinct !DILocation(line: 1912, column: 21, scope: !1725)
!1747 = !DILocation(line: 1333, column: 27, scope: !1740, inlinedAt: !1746)
!1748 = !DILocation(line: 1912, column: 31, scope: !1725)
!1749 = !DILocation(line: 1912, column: 7, scope: !1725)
!1750 = !DILocation(line: 1914, column: 22, scope: !1751)
!1751 = distinct !DILexicalBlock(scope: !1734, file: !4, line: 1914, column: 8)
!1752 = !DILocation(line: 1914, column: 8, scope: !1734)
!1753 = !DILocalVariable(name: "__first", arg: 1, scope: !1754, file: !4, line: 1895, type: !365)
!1754 = distinct !DISubprogram(name: "__partial_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt14__partial_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1895, type: !1755, scopeLine: 1899, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1757)
!1755 = !DISubroutineType(types: !1756)
!1756 = !{null, !365, !365, !365, !578}
!1757 = !{!1753, !1758, !1759, !1760}
!1758 = !DILocalVariable(name: "__middle", arg: 2, scope: !1754, file: !4, line: 1896, type: !365)
!1759 = !DILocalVariable(name: "__last", arg: 3, scope: !1754, file: !4, line: 1897, type: !365)
!1760 = !DILocalVariable(name: "__comp", arg: 4, scope: !1754, file: !4, line: 1898, type: !578)
!1761 = !DILocation(line: 0, scope: !1754, inlinedAt: !1762)
!1762 = distinct !DILocation(line: 1916, column: 8, scope: !1763)
!1763 = distinct !DILexicalBlock(scope: !1751, file: !4, line: 1915, column: 6)
!1764 = !DILocation(line: 1898, column: 15, scope: !1754, inlinedAt: !1762)
!1765 = !DILocalVariable(name: "__first", arg: 1, scope: !1766, file: !4, line: 1625, type: !365)
!1766 = distinct !DISubprogram(name: "__heap_select<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__heap_selectIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_T0_", scope: !5, file: !4, line: 1625, type: !1755, scopeLine: 1628, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1767)
!1767 = !{!1765, !1768, !1769, !1770, !1771}
!1768 = !DILocalVariable(name: "__middle", arg: 2, scope: !1766, file: !4, line: 1626, type: !365)
!1769 = !DILocalVariable(name: "__last", arg: 3, scope: !1766, file: !4, line: 1627, type: !365)
!1770 = !DILocalVariable(name: "__comp", arg: 4, scope: !1766, file: !4, line: 1627, type: !578)
!1771 = !DILocalVariable(name: "__i", scope: !1772, file: !4, line: 1630, type: !365)
!1772 = distinct !DILexicalBlock(scope: !1766, file: !4, line: 1630, column: 7)
!1773 = !DILocation(line: 0, scope: !1766, inlinedAt: !1774)
!1774 = distinct !DILocation(line: 1900, column: 7, scope: !1754, inlinedAt: !1762)
!1775 = !DILocation(line: 1627, column: 44, scope: !1766, inlinedAt: !1774)
!1776 = !DILocalVariable(name: "__first", arg: 1, scope: !1777, file: !573, line: 340, type: !365)
!1777 = distinct !DISubprogram(name: "__make_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__make_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !573, line: 340, type: !1778, scopeLine: 342, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1780)
!1778 = !DISubroutineType(types: !1779)
!1779 = !{null, !365, !365, !577}
!1780 = !{!1776, !1781, !1782, !1783, !1786, !1787}
!1781 = !DILocalVariable(name: "__last", arg: 2, scope: !1777, file: !573, line: 340, type: !365)
!1782 = !DILocalVariable(name: "__comp", arg: 3, scope: !1777, file: !573, line: 341, type: !577)
!1783 = !DILocalVariable(name: "__len", scope: !1777, file: !573, line: 351, type: !1784)
!1784 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1785)
!1785 = !DIDerivedType(tag: DW_TAG_typedef, name: "_DistanceType", scope: !1777, file: !573, line: 346, baseType: !598)
!1786 = !DILocalVariable(name: "__parent", scope: !1777, file: !573, line: 352, type: !1785)
!1787 = !DILocalVariable(name: "__value", scope: !1788, file: !573, line: 355, type: !1789)
!1788 = distinct !DILexicalBlock(scope: !1777, file: !573, line: 354, column: 2)
!1789 = !DIDerivedType(tag: DW_TAG_typedef, name: "_ValueType", scope: !1777, file: !573, line: 344, baseType: !588)
!1790 = !DILocation(line: 0, scope: !1777, inlinedAt: !1791)
!1791 = distinct !DILocation(line: 1629, column: 7, scope: !1766, inlinedAt: !1774)
!1792 = !DILocation(line: 0, scope: !1740, inlinedAt: !1793)
!1793 = distinct !DILocation(line: 348, column: 18, scope: !1794, inlinedAt: !1791)
!1794 = distinct !DILexicalBlock(scope: !1777, file: !573, line: 348, column: 11)
!1795 = !DILocation(line: 348, column: 28, scope: !1794, inlinedAt: !1791)
!1796 = !DILocation(line: 348, column: 11, scope: !1777, inlinedAt: !1791)
!1797 = !DILocation(line: 0, scope: !1740, inlinedAt: !1798)
!1798 = distinct !DILocation(line: 351, column: 42, scope: !1777, inlinedAt: !1791)
!1799 = !DILocation(line: 352, column: 39, scope: !1777, inlinedAt: !1791)
!1800 = !DILocation(line: 352, column: 44, scope: !1777, inlinedAt: !1791)
!1801 = !DILocation(line: 353, column: 7, scope: !1777, inlinedAt: !1791)
!1802 = !DILocation(line: 352, column: 21, scope: !1777, inlinedAt: !1791)
!1803 = !DILocalVariable(name: "this", arg: 1, scope: !1804, type: !1807, flags: DIFlagArtificial | DIFlagObjectPointer)
!1804 = distinct !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !365, file: !366, line: 1143, type: !414, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !413, retainedNodes: !1805)
!1805 = !{!1803, !1806}
!1806 = !DILocalVariable(name: "__n", arg: 2, scope: !1804, file: !366, line: 1143, type: !406)
!1807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!1808 = !DILocation(line: 0, scope: !1804, inlinedAt: !1809)
!1809 = distinct !DILocation(line: 355, column: 25, scope: !1788, inlinedAt: !1791)
!1810 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1809)
!1811 = !DILocation(line: 355, column: 25, scope: !1788, inlinedAt: !1791)
!1812 = !DILocation(line: 0, scope: !1788, inlinedAt: !1791)
!1813 = !DILocalVariable(name: "__cmp", scope: !1814, file: !573, line: 246, type: !600)
!1814 = distinct !DISubprogram(name: "__adjust_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt13__adjust_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops15_Iter_less_iterEEvT_T0_SA_T1_T2_", scope: !5, file: !573, line: 224, type: !1815, scopeLine: 226, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1826, retainedNodes: !1817)
!1815 = !DISubroutineType(types: !1816)
!1816 = !{null, !365, !409, !409, !22, !578}
!1817 = !{!1818, !1819, !1820, !1821, !1822, !1823, !1825, !1813}
!1818 = !DILocalVariable(name: "__first", arg: 1, scope: !1814, file: !573, line: 224, type: !365)
!1819 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !1814, file: !573, line: 224, type: !409)
!1820 = !DILocalVariable(name: "__len", arg: 3, scope: !1814, file: !573, line: 225, type: !409)
!1821 = !DILocalVariable(name: "__value", arg: 4, scope: !1814, file: !573, line: 225, type: !22)
!1822 = !DILocalVariable(name: "__comp", arg: 5, scope: !1814, file: !573, line: 225, type: !578)
!1823 = !DILocalVariable(name: "__topIndex", scope: !1814, file: !573, line: 227, type: !1824)
!1824 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !409)
!1825 = !DILocalVariable(name: "__secondChild", scope: !1814, file: !573, line: 228, type: !409)
!1826 = !{!596, !1827, !97, !597}
!1827 = !DITemplateTypeParameter(name: "_Distance", type: !409)
!1828 = !DILocation(line: 246, column: 2, scope: !1814, inlinedAt: !1829)
!1829 = distinct !DILocation(line: 356, column: 4, scope: !1788, inlinedAt: !1791)
!1830 = !DILocation(line: 0, scope: !1814, inlinedAt: !1829)
!1831 = !DILocation(line: 225, column: 44, scope: !1814, inlinedAt: !1829)
!1832 = !DILocation(line: 229, column: 28, scope: !1814, inlinedAt: !1829)
!1833 = !DILocation(line: 229, column: 7, scope: !1814, inlinedAt: !1829)
!1834 = !DILocation(line: 231, column: 22, scope: !1835, inlinedAt: !1829)
!1835 = distinct !DILexicalBlock(scope: !1814, file: !573, line: 230, column: 2)
!1836 = !DILocation(line: 0, scope: !1804, inlinedAt: !1837)
!1837 = distinct !DILocation(line: 232, column: 23, scope: !1838, inlinedAt: !1829)
!1838 = distinct !DILexicalBlock(scope: !1835, file: !573, line: 232, column: 8)
!1839 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1837)
!1840 = !DILocation(line: 233, column: 33, scope: !1838, inlinedAt: !1829)
!1841 = !DILocation(line: 0, scope: !1804, inlinedAt: !1842)
!1842 = distinct !DILocation(line: 233, column: 16, scope: !1838, inlinedAt: !1829)
!1843 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1842)
!1844 = !DILocalVariable(name: "__it1", arg: 2, scope: !1845, file: !579, line: 44, type: !365)
!1845 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !578, file: !579, line: 44, type: !1846, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1851, declaration: !1850, retainedNodes: !1854)
!1846 = !DISubroutineType(types: !1847)
!1847 = !{!140, !1848, !365, !365}
!1848 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1849, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1849 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !578)
!1850 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops15_Iter_less_iterclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEES8_EEbT_T0_", scope: !578, file: !579, line: 44, type: !1846, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1851)
!1851 = !{!1852, !1853}
!1852 = !DITemplateTypeParameter(name: "_Iterator1", type: !365)
!1853 = !DITemplateTypeParameter(name: "_Iterator2", type: !365)
!1854 = !{!1855, !1844, !1857}
!1855 = !DILocalVariable(name: "this", arg: 1, scope: !1845, type: !1856, flags: DIFlagArtificial | DIFlagObjectPointer)
!1856 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1849, size: 64)
!1857 = !DILocalVariable(name: "__it2", arg: 3, scope: !1845, file: !579, line: 44, type: !365)
!1858 = !DILocation(line: 0, scope: !1845, inlinedAt: !1859)
!1859 = distinct !DILocation(line: 232, column: 8, scope: !1838, inlinedAt: !1829)
!1860 = !DILocation(line: 45, column: 16, scope: !1845, inlinedAt: !1859)
!1861 = !DILocation(line: 45, column: 25, scope: !1845, inlinedAt: !1859)
!1862 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !1859)
!1863 = !DILocation(line: 232, column: 8, scope: !1835, inlinedAt: !1829)
!1864 = !DILocation(line: 0, scope: !1804, inlinedAt: !1865)
!1865 = distinct !DILocation(line: 235, column: 31, scope: !1835, inlinedAt: !1829)
!1866 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1865)
!1867 = !DILocation(line: 235, column: 31, scope: !1835, inlinedAt: !1829)
!1868 = !DILocation(line: 0, scope: !1804, inlinedAt: !1869)
!1869 = distinct !DILocation(line: 235, column: 14, scope: !1835, inlinedAt: !1829)
!1870 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1869)
!1871 = !DILocation(line: 235, column: 29, scope: !1835, inlinedAt: !1829)
!1872 = distinct !{!1872, !1833, !1873, !1275, !1175}
!1873 = !DILocation(line: 237, column: 2, scope: !1814, inlinedAt: !1829)
!1874 = !DILocation(line: 238, column: 28, scope: !1875, inlinedAt: !1829)
!1875 = distinct !DILexicalBlock(scope: !1814, file: !573, line: 238, column: 11)
!1876 = !DILocation(line: 240, column: 22, scope: !1877, inlinedAt: !1829)
!1877 = distinct !DILexicalBlock(scope: !1875, file: !573, line: 239, column: 2)
!1878 = !DILocation(line: 241, column: 31, scope: !1877, inlinedAt: !1829)
!1879 = !DILocation(line: 0, scope: !1804, inlinedAt: !1880)
!1880 = distinct !DILocation(line: 241, column: 31, scope: !1877, inlinedAt: !1829)
!1881 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1880)
!1882 = !DILocation(line: 0, scope: !1804, inlinedAt: !1883)
!1883 = distinct !DILocation(line: 241, column: 14, scope: !1877, inlinedAt: !1829)
!1884 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1883)
!1885 = !DILocation(line: 241, column: 29, scope: !1877, inlinedAt: !1829)
!1886 = !DILocation(line: 244, column: 2, scope: !1877, inlinedAt: !1829)
!1887 = !DILocalVariable(name: "__first", arg: 1, scope: !1888, file: !573, line: 135, type: !365)
!1888 = distinct !DISubprogram(name: "__push_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, long, double, __gnu_cxx::__ops::_Iter_less_val>", linkageName: "_ZSt11__push_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEldNS0_5__ops14_Iter_less_valEEvT_T0_SA_T1_RT2_", scope: !5, file: !573, line: 135, type: !1889, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1898, retainedNodes: !1892)
!1889 = !DISubroutineType(types: !1890)
!1890 = !{null, !365, !409, !409, !22, !1891}
!1891 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !600, size: 64)
!1892 = !{!1887, !1893, !1894, !1895, !1896, !1897}
!1893 = !DILocalVariable(name: "__holeIndex", arg: 2, scope: !1888, file: !573, line: 136, type: !409)
!1894 = !DILocalVariable(name: "__topIndex", arg: 3, scope: !1888, file: !573, line: 136, type: !409)
!1895 = !DILocalVariable(name: "__value", arg: 4, scope: !1888, file: !573, line: 136, type: !22)
!1896 = !DILocalVariable(name: "__comp", arg: 5, scope: !1888, file: !573, line: 137, type: !1891)
!1897 = !DILocalVariable(name: "__parent", scope: !1888, file: !573, line: 139, type: !409)
!1898 = !{!596, !1827, !97, !1899}
!1899 = !DITemplateTypeParameter(name: "_Compare", type: !600)
!1900 = !DILocation(line: 0, scope: !1888, inlinedAt: !1901)
!1901 = distinct !DILocation(line: 247, column: 7, scope: !1814, inlinedAt: !1829)
!1902 = !DILocation(line: 140, column: 26, scope: !1888, inlinedAt: !1901)
!1903 = !DILocation(line: 140, column: 39, scope: !1888, inlinedAt: !1901)
!1904 = !DILocation(line: 0, scope: !1804, inlinedAt: !1905)
!1905 = distinct !DILocation(line: 140, column: 57, scope: !1888, inlinedAt: !1901)
!1906 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1905)
!1907 = !DILocalVariable(name: "__it", arg: 2, scope: !1908, file: !579, line: 68, type: !365)
!1908 = distinct !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !600, file: !579, line: 68, type: !1909, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1914, declaration: !1913, retainedNodes: !1916)
!1909 = !DISubroutineType(types: !1910)
!1910 = !{!140, !1911, !365, !76}
!1911 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1912, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1912 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !600)
!1913 = !DISubprogram(name: "operator()<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, double>", linkageName: "_ZNK9__gnu_cxx5__ops14_Iter_less_valclINS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEdEEbT_RT0_", scope: !600, file: !579, line: 68, type: !1909, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1914)
!1914 = !{!591, !1915}
!1915 = !DITemplateTypeParameter(name: "_Value", type: !22)
!1916 = !{!1917, !1907, !1919}
!1917 = !DILocalVariable(name: "this", arg: 1, scope: !1908, type: !1918, flags: DIFlagArtificial | DIFlagObjectPointer)
!1918 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1912, size: 64)
!1919 = !DILocalVariable(name: "__val", arg: 3, scope: !1908, file: !579, line: 68, type: !76)
!1920 = !DILocation(line: 0, scope: !1908, inlinedAt: !1921)
!1921 = distinct !DILocation(line: 140, column: 42, scope: !1888, inlinedAt: !1901)
!1922 = !DILocation(line: 69, column: 16, scope: !1908, inlinedAt: !1921)
!1923 = !DILocation(line: 69, column: 22, scope: !1908, inlinedAt: !1921)
!1924 = !DILocation(line: 140, column: 7, scope: !1888, inlinedAt: !1901)
!1925 = !DILocation(line: 0, scope: !1804, inlinedAt: !1926)
!1926 = distinct !DILocation(line: 142, column: 31, scope: !1927, inlinedAt: !1901)
!1927 = distinct !DILexicalBlock(scope: !1888, file: !573, line: 141, column: 2)
!1928 = !DILocation(line: 0, scope: !1804, inlinedAt: !1929)
!1929 = distinct !DILocation(line: 142, column: 14, scope: !1927, inlinedAt: !1901)
!1930 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1929)
!1931 = !DILocation(line: 142, column: 29, scope: !1927, inlinedAt: !1901)
!1932 = distinct !{!1932, !1924, !1933, !1275, !1175}
!1933 = !DILocation(line: 145, column: 2, scope: !1888, inlinedAt: !1901)
!1934 = !DILocation(line: 0, scope: !1804, inlinedAt: !1935)
!1935 = distinct !DILocation(line: 146, column: 17, scope: !1888, inlinedAt: !1901)
!1936 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1935)
!1937 = !DILocation(line: 146, column: 32, scope: !1888, inlinedAt: !1901)
!1938 = !DILocation(line: 358, column: 17, scope: !1939, inlinedAt: !1791)
!1939 = distinct !DILexicalBlock(scope: !1788, file: !573, line: 358, column: 8)
!1940 = !DILocation(line: 358, column: 8, scope: !1788, inlinedAt: !1791)
!1941 = distinct !{!1941, !1801, !1942, !1275, !1175}
!1942 = !DILocation(line: 361, column: 2, scope: !1777, inlinedAt: !1791)
!1943 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1944, file: !366, line: 1254, type: !1132)
!1944 = distinct !DISubprogram(name: "operator<<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxltIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !39, file: !366, line: 1254, type: !1130, scopeLine: 1257, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !1945)
!1945 = !{!1943, !1946}
!1946 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1944, file: !366, line: 1255, type: !1132)
!1947 = !DILocation(line: 0, scope: !1944, inlinedAt: !1948)
!1948 = distinct !DILocation(line: 1630, column: 54, scope: !1949, inlinedAt: !1774)
!1949 = distinct !DILexicalBlock(scope: !1772, file: !4, line: 1630, column: 7)
!1950 = !DILocalVariable(name: "__first", arg: 1, scope: !1951, file: !573, line: 419, type: !365)
!1951 = distinct !DISubprogram(name: "__sort_heap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt11__sort_heapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_RT0_", scope: !5, file: !573, line: 419, type: !1778, scopeLine: 421, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !1952)
!1952 = !{!1950, !1953, !1954}
!1953 = !DILocalVariable(name: "__last", arg: 2, scope: !1951, file: !573, line: 419, type: !365)
!1954 = !DILocalVariable(name: "__comp", arg: 3, scope: !1951, file: !573, line: 420, type: !577)
!1955 = !DILocation(line: 0, scope: !1951, inlinedAt: !1956)
!1956 = distinct !DILocation(line: 1901, column: 7, scope: !1754, inlinedAt: !1762)
!1957 = !DILocation(line: 0, scope: !1740, inlinedAt: !1958)
!1958 = distinct !DILocation(line: 422, column: 21, scope: !1951, inlinedAt: !1956)
!1959 = !DILocation(line: 422, column: 31, scope: !1951, inlinedAt: !1956)
!1960 = !DILocation(line: 422, column: 7, scope: !1951, inlinedAt: !1956)
!1961 = !DILocalVariable(name: "this", arg: 1, scope: !1962, type: !1111, flags: DIFlagArtificial | DIFlagObjectPointer)
!1962 = distinct !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !365, file: !366, line: 1119, type: !395, scopeLine: 1120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !401, retainedNodes: !1963)
!1963 = !{!1961}
!1964 = !DILocation(line: 0, scope: !1962, inlinedAt: !1965)
!1965 = distinct !DILocation(line: 424, column: 4, scope: !1966, inlinedAt: !1956)
!1966 = distinct !DILexicalBlock(scope: !1951, file: !573, line: 423, column: 2)
!1967 = !DILocation(line: 1121, column: 2, scope: !1962, inlinedAt: !1965)
!1968 = !DILocation(line: 0, scope: !574, inlinedAt: !1969)
!1969 = distinct !DILocation(line: 425, column: 4, scope: !1966, inlinedAt: !1956)
!1970 = !DILocation(line: 262, column: 28, scope: !574, inlinedAt: !1969)
!1971 = !DILocation(line: 263, column: 19, scope: !574, inlinedAt: !1969)
!1972 = !DILocation(line: 263, column: 17, scope: !574, inlinedAt: !1969)
!1973 = !DILocation(line: 0, scope: !1740, inlinedAt: !1974)
!1974 = distinct !DILocation(line: 265, column: 26, scope: !574, inlinedAt: !1969)
!1975 = !DILocation(line: 1333, column: 27, scope: !1740, inlinedAt: !1974)
!1976 = !DILocation(line: 246, column: 2, scope: !1814, inlinedAt: !1977)
!1977 = distinct !DILocation(line: 264, column: 7, scope: !574, inlinedAt: !1969)
!1978 = !DILocation(line: 0, scope: !1814, inlinedAt: !1977)
!1979 = !DILocation(line: 225, column: 44, scope: !1814, inlinedAt: !1977)
!1980 = !DILocation(line: 229, column: 28, scope: !1814, inlinedAt: !1977)
!1981 = !DILocation(line: 229, column: 7, scope: !1814, inlinedAt: !1977)
!1982 = !DILocation(line: 231, column: 22, scope: !1835, inlinedAt: !1977)
!1983 = !DILocation(line: 0, scope: !1804, inlinedAt: !1984)
!1984 = distinct !DILocation(line: 232, column: 23, scope: !1838, inlinedAt: !1977)
!1985 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1984)
!1986 = !DILocation(line: 233, column: 33, scope: !1838, inlinedAt: !1977)
!1987 = !DILocation(line: 0, scope: !1804, inlinedAt: !1988)
!1988 = distinct !DILocation(line: 233, column: 16, scope: !1838, inlinedAt: !1977)
!1989 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1988)
!1990 = !DILocation(line: 0, scope: !1845, inlinedAt: !1991)
!1991 = distinct !DILocation(line: 232, column: 8, scope: !1838, inlinedAt: !1977)
!1992 = !DILocation(line: 45, column: 16, scope: !1845, inlinedAt: !1991)
!1993 = !DILocation(line: 45, column: 25, scope: !1845, inlinedAt: !1991)
!1994 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !1991)
!1995 = !DILocation(line: 232, column: 8, scope: !1835, inlinedAt: !1977)
!1996 = !DILocation(line: 0, scope: !1804, inlinedAt: !1997)
!1997 = distinct !DILocation(line: 235, column: 31, scope: !1835, inlinedAt: !1977)
!1998 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !1997)
!1999 = !DILocation(line: 235, column: 31, scope: !1835, inlinedAt: !1977)
!2000 = !DILocation(line: 0, scope: !1804, inlinedAt: !2001)
!2001 = distinct !DILocation(line: 235, column: 14, scope: !1835, inlinedAt: !1977)
!2002 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2001)
!2003 = !DILocation(line: 235, column: 29, scope: !1835, inlinedAt: !1977)
!2004 = distinct !{!2004, !1981, !2005, !1275, !1175}
!2005 = !DILocation(line: 237, column: 2, scope: !1814, inlinedAt: !1977)
!2006 = !DILocation(line: 238, column: 23, scope: !1875, inlinedAt: !1977)
!2007 = !DILocation(line: 238, column: 28, scope: !1875, inlinedAt: !1977)
!2008 = !DILocation(line: 238, column: 55, scope: !1875, inlinedAt: !1977)
!2009 = !DILocation(line: 238, column: 60, scope: !1875, inlinedAt: !1977)
!2010 = !DILocation(line: 238, column: 45, scope: !1875, inlinedAt: !1977)
!2011 = !DILocation(line: 238, column: 11, scope: !1814, inlinedAt: !1977)
!2012 = !DILocation(line: 240, column: 22, scope: !1877, inlinedAt: !1977)
!2013 = !DILocation(line: 241, column: 31, scope: !1877, inlinedAt: !1977)
!2014 = !DILocation(line: 0, scope: !1804, inlinedAt: !2015)
!2015 = distinct !DILocation(line: 241, column: 31, scope: !1877, inlinedAt: !1977)
!2016 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2015)
!2017 = !DILocation(line: 0, scope: !1804, inlinedAt: !2018)
!2018 = distinct !DILocation(line: 241, column: 14, scope: !1877, inlinedAt: !1977)
!2019 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2018)
!2020 = !DILocation(line: 241, column: 29, scope: !1877, inlinedAt: !1977)
!2021 = !DILocation(line: 244, column: 2, scope: !1877, inlinedAt: !1977)
!2022 = !DILocation(line: 0, scope: !1888, inlinedAt: !2023)
!2023 = distinct !DILocation(line: 247, column: 7, scope: !1814, inlinedAt: !1977)
!2024 = !DILocation(line: 140, column: 26, scope: !1888, inlinedAt: !2023)
!2025 = !DILocation(line: 140, column: 39, scope: !1888, inlinedAt: !2023)
!2026 = !DILocation(line: 0, scope: !1804, inlinedAt: !2027)
!2027 = distinct !DILocation(line: 140, column: 57, scope: !1888, inlinedAt: !2023)
!2028 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2027)
!2029 = !DILocation(line: 0, scope: !1908, inlinedAt: !2030)
!2030 = distinct !DILocation(line: 140, column: 42, scope: !1888, inlinedAt: !2023)
!2031 = !DILocation(line: 69, column: 16, scope: !1908, inlinedAt: !2030)
!2032 = !DILocation(line: 69, column: 22, scope: !1908, inlinedAt: !2030)
!2033 = !DILocation(line: 140, column: 7, scope: !1888, inlinedAt: !2023)
!2034 = !DILocation(line: 0, scope: !1804, inlinedAt: !2035)
!2035 = distinct !DILocation(line: 142, column: 31, scope: !1927, inlinedAt: !2023)
!2036 = !DILocation(line: 0, scope: !1804, inlinedAt: !2037)
!2037 = distinct !DILocation(line: 142, column: 14, scope: !1927, inlinedAt: !2023)
!2038 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2037)
!2039 = !DILocation(line: 142, column: 29, scope: !1927, inlinedAt: !2023)
!2040 = distinct !{!2040, !2033, !2041, !1275, !1175}
!2041 = !DILocation(line: 145, column: 2, scope: !1888, inlinedAt: !2023)
!2042 = !DILocation(line: 0, scope: !1804, inlinedAt: !2043)
!2043 = distinct !DILocation(line: 146, column: 17, scope: !1888, inlinedAt: !2023)
!2044 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2043)
!2045 = !DILocation(line: 146, column: 32, scope: !1888, inlinedAt: !2023)
!2046 = distinct !{!2046, !1960, !2047, !1275, !1175}
!2047 = !DILocation(line: 426, column: 2, scope: !1951, inlinedAt: !1956)
!2048 = !DILocation(line: 1919, column: 4, scope: !1734)
!2049 = !DILocalVariable(name: "__first", arg: 1, scope: !2050, file: !4, line: 1883, type: !365)
!2050 = distinct !DISubprogram(name: "__unguarded_partition_pivot<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt27__unguarded_partition_pivotIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_T0_", scope: !5, file: !4, line: 1883, type: !2051, scopeLine: 1885, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2053)
!2051 = !DISubroutineType(types: !2052)
!2052 = !{!365, !365, !365, !578}
!2053 = !{!2049, !2054, !2055, !2056}
!2054 = !DILocalVariable(name: "__last", arg: 2, scope: !2050, file: !4, line: 1884, type: !365)
!2055 = !DILocalVariable(name: "__comp", arg: 3, scope: !2050, file: !4, line: 1884, type: !578)
!2056 = !DILocalVariable(name: "__mid", scope: !2050, file: !4, line: 1886, type: !365)
!2057 = !DILocation(line: 0, scope: !2050, inlinedAt: !2058)
!2058 = distinct !DILocation(line: 1921, column: 6, scope: !1734)
!2059 = !DILocation(line: 1884, column: 44, scope: !2050, inlinedAt: !2058)
!2060 = !DILocation(line: 0, scope: !1740, inlinedAt: !2061)
!2061 = distinct !DILocation(line: 1886, column: 55, scope: !2050, inlinedAt: !2058)
!2062 = !DILocation(line: 1886, column: 66, scope: !2050, inlinedAt: !2058)
!2063 = !DILocation(line: 0, scope: !1804, inlinedAt: !2064)
!2064 = distinct !DILocation(line: 1886, column: 45, scope: !2050, inlinedAt: !2058)
!2065 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2064)
!2066 = !DILocation(line: 0, scope: !1804, inlinedAt: !2067)
!2067 = distinct !DILocation(line: 1887, column: 52, scope: !2050, inlinedAt: !2058)
!2068 = !DILocalVariable(name: "this", arg: 1, scope: !2069, type: !1807, flags: DIFlagArtificial | DIFlagObjectPointer)
!2069 = distinct !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !365, file: !366, line: 1153, type: !414, scopeLine: 1154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !417, retainedNodes: !2070)
!2070 = !{!2068, !2071}
!2071 = !DILocalVariable(name: "__n", arg: 2, scope: !2069, file: !366, line: 1153, type: !406)
!2072 = !DILocation(line: 0, scope: !2069, inlinedAt: !2073)
!2073 = distinct !DILocation(line: 1887, column: 71, scope: !2050, inlinedAt: !2058)
!2074 = !DILocation(line: 1154, column: 45, scope: !2069, inlinedAt: !2073)
!2075 = !DILocalVariable(name: "__result", arg: 1, scope: !2076, file: !4, line: 82, type: !365)
!2076 = distinct !DISubprogram(name: "__move_median_to_first<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__move_median_to_firstIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_S9_S9_T0_", scope: !5, file: !4, line: 82, type: !2077, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2084, retainedNodes: !2079)
!2077 = !DISubroutineType(types: !2078)
!2078 = !{null, !365, !365, !365, !365, !578}
!2079 = !{!2075, !2080, !2081, !2082, !2083}
!2080 = !DILocalVariable(name: "__a", arg: 2, scope: !2076, file: !4, line: 82, type: !365)
!2081 = !DILocalVariable(name: "__b", arg: 3, scope: !2076, file: !4, line: 82, type: !365)
!2082 = !DILocalVariable(name: "__c", arg: 4, scope: !2076, file: !4, line: 83, type: !365)
!2083 = !DILocalVariable(name: "__comp", arg: 5, scope: !2076, file: !4, line: 83, type: !578)
!2084 = !{!591, !597}
!2085 = !DILocation(line: 0, scope: !2076, inlinedAt: !2086)
!2086 = distinct !DILocation(line: 1887, column: 7, scope: !2050, inlinedAt: !2058)
!2087 = !DILocation(line: 83, column: 31, scope: !2076, inlinedAt: !2086)
!2088 = !DILocation(line: 0, scope: !1845, inlinedAt: !2089)
!2089 = distinct !DILocation(line: 85, column: 11, scope: !2090, inlinedAt: !2086)
!2090 = distinct !DILexicalBlock(scope: !2076, file: !4, line: 85, column: 11)
!2091 = !DILocation(line: 45, column: 16, scope: !1845, inlinedAt: !2089)
!2092 = !DILocation(line: 45, column: 25, scope: !1845, inlinedAt: !2089)
!2093 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2089)
!2094 = !DILocation(line: 0, scope: !2090, inlinedAt: !2086)
!2095 = !DILocation(line: 85, column: 11, scope: !2076, inlinedAt: !2086)
!2096 = !DILocation(line: 0, scope: !1845, inlinedAt: !2097)
!2097 = distinct !DILocation(line: 87, column: 8, scope: !2098, inlinedAt: !2086)
!2098 = distinct !DILexicalBlock(scope: !2099, file: !4, line: 87, column: 8)
!2099 = distinct !DILexicalBlock(scope: !2090, file: !4, line: 86, column: 2)
!2100 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2097)
!2101 = !DILocation(line: 87, column: 8, scope: !2099, inlinedAt: !2086)
!2102 = !DILocalVariable(name: "__a", arg: 1, scope: !2103, file: !2106, line: 382, type: !365)
!2103 = distinct !DISubprogram(name: "iter_swap<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt9iter_swapIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_EvT_T0_", scope: !5, file: !1234, line: 152, type: !1210, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2107, retainedNodes: !2104)
!2104 = !{!2102, !2105}
!2105 = !DILocalVariable(name: "__b", arg: 2, scope: !2103, file: !2106, line: 382, type: !365)
!2106 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: ".")
!2107 = !{!2108, !2109}
!2108 = !DITemplateTypeParameter(name: "_FIter1", type: !365)
!2109 = !DITemplateTypeParameter(name: "_FIter2", type: !365)
!2110 = !DILocation(line: 0, scope: !2103, inlinedAt: !2111)
!2111 = distinct !DILocation(line: 88, column: 6, scope: !2098, inlinedAt: !2086)
!2112 = !DILocalVariable(name: "__a", arg: 1, scope: !2113, file: !2114, line: 196, type: !76)
!2113 = distinct !DISubprogram(name: "swap<double>", linkageName: "_ZSt4swapIdENSt9enable_ifIXsr6__and_ISt6__not_ISt15__is_tuple_likeIT_EESt21is_move_constructibleIS3_ESt18is_move_assignableIS3_EEE5valueEvE4typeERS3_SC_", scope: !5, file: !2114, line: 196, type: !2115, scopeLine: 199, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !96, retainedNodes: !2121)
!2114 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: ".", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2115 = !DISubroutineType(types: !2116)
!2116 = !{!2117, !76, !76}
!2117 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2118, file: !248, line: 2234, baseType: null)
!2118 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, void>", scope: !5, file: !248, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !2119, identifier: "_ZTSSt9enable_ifILb1EvE")
!2119 = !{!1452, !2120}
!2120 = !DITemplateTypeParameter(name: "_Tp", type: null, defaulted: true)
!2121 = !{!2112, !2122, !2123}
!2122 = !DILocalVariable(name: "__b", arg: 2, scope: !2113, file: !2114, line: 196, type: !76)
!2123 = !DILocalVariable(name: "__tmp", scope: !2113, file: !2114, line: 204, type: !22)
!2124 = !DILocation(line: 0, scope: !2113, inlinedAt: !2125)
!2125 = distinct !DILocation(line: 182, column: 7, scope: !2103, inlinedAt: !2111)
!2126 = !DILocation(line: 204, column: 19, scope: !2113, inlinedAt: !2125)
!2127 = !DILocation(line: 205, column: 11, scope: !2113, inlinedAt: !2125)
!2128 = !DILocation(line: 206, column: 11, scope: !2113, inlinedAt: !2125)
!2129 = !DILocation(line: 88, column: 6, scope: !2098, inlinedAt: !2086)
!2130 = !DILocation(line: 0, scope: !1845, inlinedAt: !2131)
!2131 = distinct !DILocation(line: 89, column: 13, scope: !2132, inlinedAt: !2086)
!2132 = distinct !DILexicalBlock(scope: !2098, file: !4, line: 89, column: 13)
!2133 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2131)
!2134 = !DILocation(line: 0, scope: !2103, inlinedAt: !2135)
!2135 = distinct !DILocation(line: 90, column: 6, scope: !2132, inlinedAt: !2086)
!2136 = !DILocation(line: 0, scope: !2103, inlinedAt: !2137)
!2137 = distinct !DILocation(line: 92, column: 6, scope: !2132, inlinedAt: !2086)
!2138 = !DILocation(line: 0, scope: !2132, inlinedAt: !2086)
!2139 = !DILocation(line: 0, scope: !2113, inlinedAt: !2140)
!2140 = distinct !DILocation(line: 182, column: 7, scope: !2103, inlinedAt: !2135)
!2141 = !DILocation(line: 0, scope: !2113, inlinedAt: !2142)
!2142 = distinct !DILocation(line: 182, column: 7, scope: !2103, inlinedAt: !2137)
!2143 = !DILocation(line: 89, column: 13, scope: !2098, inlinedAt: !2086)
!2144 = !DILocation(line: 205, column: 11, scope: !2113, inlinedAt: !2140)
!2145 = !DILocation(line: 206, column: 11, scope: !2113, inlinedAt: !2140)
!2146 = !DILocation(line: 90, column: 6, scope: !2132, inlinedAt: !2086)
!2147 = !DILocation(line: 205, column: 11, scope: !2113, inlinedAt: !2142)
!2148 = !DILocation(line: 206, column: 11, scope: !2113, inlinedAt: !2142)
!2149 = !DILocation(line: 0, scope: !1845, inlinedAt: !2150)
!2150 = distinct !DILocation(line: 94, column: 16, scope: !2151, inlinedAt: !2086)
!2151 = distinct !DILexicalBlock(scope: !2090, file: !4, line: 94, column: 16)
!2152 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2150)
!2153 = !DILocation(line: 94, column: 16, scope: !2090, inlinedAt: !2086)
!2154 = !DILocation(line: 0, scope: !2103, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 95, column: 2, scope: !2151, inlinedAt: !2086)
!2156 = !DILocation(line: 0, scope: !2113, inlinedAt: !2157)
!2157 = distinct !DILocation(line: 182, column: 7, scope: !2103, inlinedAt: !2155)
!2158 = !DILocation(line: 204, column: 19, scope: !2113, inlinedAt: !2157)
!2159 = !DILocation(line: 205, column: 11, scope: !2113, inlinedAt: !2157)
!2160 = !DILocation(line: 206, column: 11, scope: !2113, inlinedAt: !2157)
!2161 = !DILocation(line: 95, column: 2, scope: !2151, inlinedAt: !2086)
!2162 = !DILocation(line: 0, scope: !1845, inlinedAt: !2163)
!2163 = distinct !DILocation(line: 96, column: 16, scope: !2164, inlinedAt: !2086)
!2164 = distinct !DILexicalBlock(scope: !2151, file: !4, line: 96, column: 16)
!2165 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2163)
!2166 = !DILocation(line: 0, scope: !2103, inlinedAt: !2167)
!2167 = distinct !DILocation(line: 97, column: 2, scope: !2164, inlinedAt: !2086)
!2168 = !DILocation(line: 0, scope: !2103, inlinedAt: !2169)
!2169 = distinct !DILocation(line: 99, column: 2, scope: !2164, inlinedAt: !2086)
!2170 = !DILocation(line: 0, scope: !2164, inlinedAt: !2086)
!2171 = !DILocation(line: 0, scope: !2113, inlinedAt: !2172)
!2172 = distinct !DILocation(line: 182, column: 7, scope: !2103, inlinedAt: !2167)
!2173 = !DILocation(line: 0, scope: !2113, inlinedAt: !2174)
!2174 = distinct !DILocation(line: 182, column: 7, scope: !2103, inlinedAt: !2169)
!2175 = !DILocation(line: 96, column: 16, scope: !2151, inlinedAt: !2086)
!2176 = !DILocation(line: 205, column: 11, scope: !2113, inlinedAt: !2172)
!2177 = !DILocation(line: 206, column: 11, scope: !2113, inlinedAt: !2172)
!2178 = !DILocation(line: 97, column: 2, scope: !2164, inlinedAt: !2086)
!2179 = !DILocation(line: 205, column: 11, scope: !2113, inlinedAt: !2174)
!2180 = !DILocation(line: 206, column: 11, scope: !2113, inlinedAt: !2174)
!2181 = !DILocation(line: 1865, column: 7, scope: !2182, inlinedAt: !2190)
!2182 = distinct !DISubprogram(name: "__unguarded_partition<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt21__unguarded_partitionIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEET_S9_S9_S9_T0_", scope: !5, file: !4, line: 1861, type: !2183, scopeLine: 1864, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2185)
!2183 = !DISubroutineType(types: !2184)
!2184 = !{!365, !365, !365, !365, !578}
!2185 = !{!2186, !2187, !2188, !2189}
!2186 = !DILocalVariable(name: "__first", arg: 1, scope: !2182, file: !4, line: 1861, type: !365)
!2187 = !DILocalVariable(name: "__last", arg: 2, scope: !2182, file: !4, line: 1862, type: !365)
!2188 = !DILocalVariable(name: "__pivot", arg: 3, scope: !2182, file: !4, line: 1863, type: !365)
!2189 = !DILocalVariable(name: "__comp", arg: 4, scope: !2182, file: !4, line: 1863, type: !578)
!2190 = distinct !DILocation(line: 1889, column: 14, scope: !2050, inlinedAt: !2058)
!2191 = !DILocation(line: 0, scope: !2182, inlinedAt: !2190)
!2192 = !DILocation(line: 1867, column: 4, scope: !2193, inlinedAt: !2190)
!2193 = distinct !DILexicalBlock(scope: !2182, file: !4, line: 1866, column: 2)
!2194 = !DILocation(line: 0, scope: !1845, inlinedAt: !2195)
!2195 = distinct !DILocation(line: 1867, column: 11, scope: !2193, inlinedAt: !2190)
!2196 = !DILocation(line: 45, column: 16, scope: !1845, inlinedAt: !2195)
!2197 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2195)
!2198 = !DILocation(line: 0, scope: !1168, inlinedAt: !2199)
!2199 = distinct !DILocation(line: 1868, column: 6, scope: !2193, inlinedAt: !2190)
!2200 = !DILocation(line: 1107, column: 2, scope: !1168, inlinedAt: !2199)
!2201 = distinct !{!2201, !2192, !2202, !1275, !1175}
!2202 = !DILocation(line: 1868, column: 8, scope: !2193, inlinedAt: !2190)
!2203 = !DILocation(line: 0, scope: !2193, inlinedAt: !2190)
!2204 = !DILocation(line: 0, scope: !1845, inlinedAt: !2205)
!2205 = distinct !DILocation(line: 1870, column: 11, scope: !2193, inlinedAt: !2190)
!2206 = !DILocation(line: 45, column: 25, scope: !1845, inlinedAt: !2205)
!2207 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2205)
!2208 = !DILocation(line: 1870, column: 4, scope: !2193, inlinedAt: !2190)
!2209 = distinct !{!2209, !2208, !2210, !1275, !1175}
!2210 = !DILocation(line: 1871, column: 8, scope: !2193, inlinedAt: !2190)
!2211 = !DILocation(line: 0, scope: !1944, inlinedAt: !2212)
!2212 = distinct !DILocation(line: 1872, column: 18, scope: !2213, inlinedAt: !2190)
!2213 = distinct !DILexicalBlock(scope: !2193, file: !4, line: 1872, column: 8)
!2214 = !DILocation(line: 1257, column: 27, scope: !1944, inlinedAt: !2212)
!2215 = !DILocation(line: 1872, column: 8, scope: !2193, inlinedAt: !2190)
!2216 = !DILocation(line: 0, scope: !2103, inlinedAt: !2217)
!2217 = distinct !DILocation(line: 1874, column: 4, scope: !2193, inlinedAt: !2190)
!2218 = !DILocation(line: 0, scope: !2113, inlinedAt: !2219)
!2219 = distinct !DILocation(line: 182, column: 7, scope: !2103, inlinedAt: !2217)
!2220 = !DILocation(line: 205, column: 11, scope: !2113, inlinedAt: !2219)
!2221 = !DILocation(line: 206, column: 11, scope: !2113, inlinedAt: !2219)
!2222 = !DILocation(line: 0, scope: !1168, inlinedAt: !2223)
!2223 = distinct !DILocation(line: 1875, column: 4, scope: !2193, inlinedAt: !2190)
!2224 = distinct !{!2224, !2181, !2225, !1275, !1175}
!2225 = !DILocation(line: 1876, column: 2, scope: !2182, inlinedAt: !2190)
!2226 = !DILocation(line: 0, scope: !1734)
!2227 = !DILocation(line: 1922, column: 4, scope: !1734)
!2228 = distinct !{!2228, !1749, !2229, !1275, !1175}
!2229 = !DILocation(line: 1924, column: 2, scope: !1725)
!2230 = !DILocation(line: 1925, column: 5, scope: !1725)
!2231 = distinct !DISubprogram(name: "__final_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt22__final_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1844, type: !1219, scopeLine: 1846, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2232)
!2232 = !{!2233, !2234, !2235}
!2233 = !DILocalVariable(name: "__first", arg: 1, scope: !2231, file: !4, line: 1844, type: !365)
!2234 = !DILocalVariable(name: "__last", arg: 2, scope: !2231, file: !4, line: 1845, type: !365)
!2235 = !DILocalVariable(name: "__comp", arg: 3, scope: !2231, file: !4, line: 1845, type: !578)
!2236 = !DILocation(line: 0, scope: !2231)
!2237 = !DILocation(line: 1845, column: 46, scope: !2231)
!2238 = !DILocation(line: 0, scope: !1740, inlinedAt: !2239)
!2239 = distinct !DILocation(line: 1847, column: 18, scope: !2240)
!2240 = distinct !DILexicalBlock(scope: !2231, file: !4, line: 1847, column: 11)
!2241 = !DILocation(line: 1333, column: 27, scope: !1740, inlinedAt: !2239)
!2242 = !DILocation(line: 1847, column: 28, scope: !2240)
!2243 = !DILocation(line: 1847, column: 11, scope: !2231)
!2244 = !DILocation(line: 0, scope: !1804, inlinedAt: !2245)
!2245 = distinct !DILocation(line: 1849, column: 43, scope: !2246)
!2246 = distinct !DILexicalBlock(scope: !2240, file: !4, line: 1848, column: 2)
!2247 = !DILocalVariable(name: "__first", arg: 1, scope: !2248, file: !4, line: 1802, type: !365)
!2248 = distinct !DISubprogram(name: "__insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt16__insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1802, type: !1219, scopeLine: 1804, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2249)
!2249 = !{!2247, !2250, !2251, !2252, !2254}
!2250 = !DILocalVariable(name: "__last", arg: 2, scope: !2248, file: !4, line: 1803, type: !365)
!2251 = !DILocalVariable(name: "__comp", arg: 3, scope: !2248, file: !4, line: 1803, type: !578)
!2252 = !DILocalVariable(name: "__i", scope: !2253, file: !4, line: 1807, type: !365)
!2253 = distinct !DILexicalBlock(scope: !2248, file: !4, line: 1807, column: 7)
!2254 = !DILocalVariable(name: "__val", scope: !2255, file: !4, line: 1812, type: !588)
!2255 = distinct !DILexicalBlock(scope: !2256, file: !4, line: 1810, column: 6)
!2256 = distinct !DILexicalBlock(scope: !2257, file: !4, line: 1809, column: 8)
!2257 = distinct !DILexicalBlock(scope: !2258, file: !4, line: 1808, column: 2)
!2258 = distinct !DILexicalBlock(scope: !2253, file: !4, line: 1807, column: 7)
!2259 = !DILocation(line: 0, scope: !2248, inlinedAt: !2260)
!2260 = distinct !DILocation(line: 1849, column: 4, scope: !2246)
!2261 = !DILocation(line: 1803, column: 47, scope: !2248, inlinedAt: !2260)
!2262 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2263, file: !366, line: 1221, type: !1132)
!2263 = distinct !DISubprogram(name: "operator==<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxeqIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !39, file: !366, line: 1221, type: !1130, scopeLine: 1224, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !421, retainedNodes: !2264)
!2264 = !{!2262, !2265}
!2265 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2263, file: !366, line: 1222, type: !1132)
!2266 = !DILocation(line: 0, scope: !2263, inlinedAt: !2267)
!2267 = distinct !DILocation(line: 1805, column: 19, scope: !2268, inlinedAt: !2260)
!2268 = distinct !DILexicalBlock(scope: !2248, file: !4, line: 1805, column: 11)
!2269 = !DILocation(line: 0, scope: !2253, inlinedAt: !2260)
!2270 = !DILocation(line: 0, scope: !1129, inlinedAt: !2271)
!2271 = distinct !DILocation(line: 1807, column: 57, scope: !2258, inlinedAt: !2260)
!2272 = !DILocation(line: 1807, column: 7, scope: !2253, inlinedAt: !2260)
!2273 = !DILocation(line: 0, scope: !1845, inlinedAt: !2274)
!2274 = distinct !DILocation(line: 1809, column: 8, scope: !2256, inlinedAt: !2260)
!2275 = !DILocation(line: 45, column: 16, scope: !1845, inlinedAt: !2274)
!2276 = !DILocation(line: 45, column: 25, scope: !1845, inlinedAt: !2274)
!2277 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2274)
!2278 = !DILocation(line: 1809, column: 8, scope: !2257, inlinedAt: !2260)
!2279 = !DILocation(line: 0, scope: !2255, inlinedAt: !2260)
!2280 = !DILocation(line: 0, scope: !1804, inlinedAt: !2281)
!2281 = distinct !DILocation(line: 1813, column: 8, scope: !2255, inlinedAt: !2260)
!2282 = !DILocalVariable(name: "__first", arg: 1, scope: !2283, file: !1234, line: 883, type: !365)
!2283 = distinct !DISubprogram(name: "move_backward<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt13move_backwardIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET0_T_S8_S7_", scope: !5, file: !1234, line: 883, type: !2284, scopeLine: 884, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2289, retainedNodes: !2286)
!2284 = !DISubroutineType(types: !2285)
!2285 = !{!365, !365, !365, !365}
!2286 = !{!2282, !2287, !2288}
!2287 = !DILocalVariable(name: "__last", arg: 2, scope: !2283, file: !1234, line: 883, type: !365)
!2288 = !DILocalVariable(name: "__result", arg: 3, scope: !2283, file: !1234, line: 883, type: !365)
!2289 = !{!2290, !2291}
!2290 = !DITemplateTypeParameter(name: "_BI1", type: !365)
!2291 = !DITemplateTypeParameter(name: "_BI2", type: !365)
!2292 = !DILocation(line: 0, scope: !2283, inlinedAt: !2293)
!2293 = distinct !DILocation(line: 1813, column: 8, scope: !2255, inlinedAt: !2260)
!2294 = !DILocalVariable(name: "__first", arg: 1, scope: !2295, file: !1234, line: 796, type: !365)
!2295 = distinct !DISubprogram(name: "__copy_move_backward_a<true, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZSt22__copy_move_backward_aILb1EN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEES6_ET1_T0_S8_S7_", scope: !5, file: !1234, line: 796, type: !2284, scopeLine: 797, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2299, retainedNodes: !2296)
!2296 = !{!2294, !2297, !2298}
!2297 = !DILocalVariable(name: "__last", arg: 2, scope: !2295, file: !1234, line: 796, type: !365)
!2298 = !DILocalVariable(name: "__result", arg: 3, scope: !2295, file: !1234, line: 796, type: !365)
!2299 = !{!2300, !2301, !2302}
!2300 = !DITemplateValueParameter(name: "_IsMove", type: !140, value: i8 1)
!2301 = !DITemplateTypeParameter(name: "_II", type: !365)
!2302 = !DITemplateTypeParameter(name: "_OI", type: !365)
!2303 = !DILocation(line: 0, scope: !2295, inlinedAt: !2304)
!2304 = distinct !DILocation(line: 892, column: 14, scope: !2283, inlinedAt: !2293)
!2305 = !DILocalVariable(name: "__first", arg: 1, scope: !2306, file: !1234, line: 768, type: !21)
!2306 = distinct !DISubprogram(name: "__copy_move_backward_a1<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a1ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1234, line: 768, type: !2307, scopeLine: 769, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2312, retainedNodes: !2309)
!2307 = !DISubroutineType(types: !2308)
!2308 = !{!21, !21, !21, !21}
!2309 = !{!2305, !2310, !2311}
!2310 = !DILocalVariable(name: "__last", arg: 2, scope: !2306, file: !1234, line: 768, type: !21)
!2311 = !DILocalVariable(name: "__result", arg: 3, scope: !2306, file: !1234, line: 768, type: !21)
!2312 = !{!2300, !2313, !2314}
!2313 = !DITemplateTypeParameter(name: "_BI1", type: !21)
!2314 = !DITemplateTypeParameter(name: "_BI2", type: !21)
!2315 = !DILocation(line: 0, scope: !2306, inlinedAt: !2316)
!2316 = distinct !DILocation(line: 799, column: 3, scope: !2295, inlinedAt: !2304)
!2317 = !DILocalVariable(name: "__first", arg: 1, scope: !2318, file: !1234, line: 750, type: !21)
!2318 = distinct !DISubprogram(name: "__copy_move_backward_a2<true, double *, double *>", linkageName: "_ZSt23__copy_move_backward_a2ILb1EPdS0_ET1_T0_S2_S1_", scope: !5, file: !1234, line: 750, type: !2307, scopeLine: 751, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2312, retainedNodes: !2319)
!2319 = !{!2317, !2320, !2321}
!2320 = !DILocalVariable(name: "__last", arg: 2, scope: !2318, file: !1234, line: 750, type: !21)
!2321 = !DILocalVariable(name: "__result", arg: 3, scope: !2318, file: !1234, line: 750, type: !21)
!2322 = !DILocation(line: 0, scope: !2318, inlinedAt: !2323)
!2323 = distinct !DILocation(line: 769, column: 14, scope: !2306, inlinedAt: !2316)
!2324 = !DILocalVariable(name: "__first", arg: 1, scope: !2325, file: !1234, line: 731, type: !81)
!2325 = distinct !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2326, file: !1234, line: 731, type: !2340, scopeLine: 732, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !96, declaration: !2342, retainedNodes: !2343)
!2326 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__copy_move_backward<true, true, std::random_access_iterator_tag>", scope: !5, file: !1234, line: 726, size: 8, flags: DIFlagTypePassByValue, elements: !147, templateParams: !2327, identifier: "_ZTSSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE")
!2327 = !{!2300, !2328, !2329}
!2328 = !DITemplateValueParameter(name: "_IsSimple", type: !140, value: i8 1)
!2329 = !DITemplateTypeParameter(name: "_Category", type: !2330)
!2330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !5, file: !383, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !2331, identifier: "_ZTSSt26random_access_iterator_tag")
!2331 = !{!2332}
!2332 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2330, baseType: !2333, extraData: i32 0)
!2333 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !5, file: !383, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !2334, identifier: "_ZTSSt26bidirectional_iterator_tag")
!2334 = !{!2335}
!2335 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2333, baseType: !2336, extraData: i32 0)
!2336 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !5, file: !383, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !2337, identifier: "_ZTSSt20forward_iterator_tag")
!2337 = !{!2338}
!2338 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2336, baseType: !2339, extraData: i32 0)
!2339 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !5, file: !383, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !147, identifier: "_ZTSSt18input_iterator_tag")
!2340 = !DISubroutineType(types: !2341)
!2341 = !{!21, !81, !81, !21}
!2342 = !DISubprogram(name: "__copy_move_b<double>", linkageName: "_ZNSt20__copy_move_backwardILb1ELb1ESt26random_access_iterator_tagE13__copy_move_bIdEEPT_PKS3_S6_S4_", scope: !2326, file: !1234, line: 731, type: !2340, scopeLine: 731, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !96)
!2343 = !{!2324, !2344, !2345, !2346}
!2344 = !DILocalVariable(name: "__last", arg: 2, scope: !2325, file: !1234, line: 731, type: !81)
!2345 = !DILocalVariable(name: "__result", arg: 3, scope: !2325, file: !1234, line: 731, type: !21)
!2346 = !DILocalVariable(name: "_Num", scope: !2325, file: !1234, line: 740, type: !2347)
!2347 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !408)
!2348 = !DILocation(line: 0, scope: !2325, inlinedAt: !2349)
!2349 = distinct !DILocation(line: 758, column: 14, scope: !2318, inlinedAt: !2323)
!2350 = !DILocation(line: 740, column: 34, scope: !2325, inlinedAt: !2349)
!2351 = !DILocation(line: 742, column: 6, scope: !2352, inlinedAt: !2349)
!2352 = distinct !DILexicalBlock(scope: !2325, file: !1234, line: 741, column: 8)
!2353 = !DILocation(line: 1815, column: 6, scope: !2255, inlinedAt: !2260)
!2354 = !DILocalVariable(name: "__last", arg: 1, scope: !2355, file: !4, line: 1782, type: !365)
!2355 = distinct !DISubprogram(name: "__unguarded_linear_insert<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Val_less_iter>", linkageName: "_ZSt25__unguarded_linear_insertIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops14_Val_less_iterEEvT_T0_", scope: !5, file: !4, line: 1782, type: !2356, scopeLine: 1784, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2362, retainedNodes: !2358)
!2356 = !DISubroutineType(types: !2357)
!2357 = !{null, !365, !609}
!2358 = !{!2354, !2359, !2360, !2361}
!2359 = !DILocalVariable(name: "__comp", arg: 2, scope: !2355, file: !4, line: 1783, type: !609)
!2360 = !DILocalVariable(name: "__val", scope: !2355, file: !4, line: 1786, type: !588)
!2361 = !DILocalVariable(name: "__next", scope: !2355, file: !4, line: 1787, type: !365)
!2362 = !{!596, !2363}
!2363 = !DITemplateTypeParameter(name: "_Compare", type: !609)
!2364 = !DILocation(line: 0, scope: !2355, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 1817, column: 6, scope: !2256, inlinedAt: !2260)
!2366 = !DILocation(line: 1783, column: 19, scope: !2355, inlinedAt: !2365)
!2367 = !DILocalVariable(name: "__it", arg: 3, scope: !2368, file: !579, line: 97, type: !365)
!2368 = distinct !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !609, file: !579, line: 97, type: !2369, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2374, declaration: !2373, retainedNodes: !2375)
!2369 = !DISubroutineType(types: !2370)
!2370 = !{!140, !2371, !76, !365}
!2371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2372, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2372 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !609)
!2373 = !DISubprogram(name: "operator()<double, __gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", linkageName: "_ZNK9__gnu_cxx5__ops14_Val_less_iterclIdNS_17__normal_iteratorIPdSt6vectorIdSaIdEEEEEEbRT_T0_", scope: !609, file: !579, line: 97, type: !2369, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !2374)
!2374 = !{!1915, !591}
!2375 = !{!2376, !2378, !2367}
!2376 = !DILocalVariable(name: "this", arg: 1, scope: !2368, type: !2377, flags: DIFlagArtificial | DIFlagObjectPointer)
!2377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2372, size: 64)
!2378 = !DILocalVariable(name: "__val", arg: 2, scope: !2368, file: !579, line: 97, type: !76)
!2379 = !DILocation(line: 0, scope: !2368, inlinedAt: !2380)
!2380 = distinct !DILocation(line: 1789, column: 14, scope: !2355, inlinedAt: !2365)
!2381 = !DILocation(line: 98, column: 24, scope: !2368, inlinedAt: !2380)
!2382 = !DILocation(line: 98, column: 22, scope: !2368, inlinedAt: !2380)
!2383 = !DILocation(line: 1789, column: 7, scope: !2355, inlinedAt: !2365)
!2384 = !DILocation(line: 1791, column: 12, scope: !2385, inlinedAt: !2365)
!2385 = distinct !DILexicalBlock(scope: !2355, file: !4, line: 1790, column: 2)
!2386 = distinct !{!2386, !2383, !2387, !1275, !1175}
!2387 = !DILocation(line: 1794, column: 2, scope: !2355, inlinedAt: !2365)
!2388 = !DILocation(line: 0, scope: !2256, inlinedAt: !2260)
!2389 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2271)
!2390 = distinct !{!2390, !2272, !2391, !1275, !1175}
!2391 = !DILocation(line: 1819, column: 2, scope: !2253, inlinedAt: !2260)
!2392 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2245)
!2393 = !DILocation(line: 0, scope: !1804, inlinedAt: !2394)
!2394 = distinct !DILocation(line: 1850, column: 44, scope: !2246)
!2395 = !DILocalVariable(name: "__first", arg: 1, scope: !2396, file: !4, line: 1826, type: !365)
!2396 = distinct !DISubprogram(name: "__unguarded_insertion_sort<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > >, __gnu_cxx::__ops::_Iter_less_iter>", linkageName: "_ZSt26__unguarded_insertion_sortIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEENS0_5__ops15_Iter_less_iterEEvT_S9_T0_", scope: !5, file: !4, line: 1826, type: !1219, scopeLine: 1828, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !595, retainedNodes: !2397)
!2397 = !{!2395, !2398, !2399, !2400}
!2398 = !DILocalVariable(name: "__last", arg: 2, scope: !2396, file: !4, line: 1827, type: !365)
!2399 = !DILocalVariable(name: "__comp", arg: 3, scope: !2396, file: !4, line: 1827, type: !578)
!2400 = !DILocalVariable(name: "__i", scope: !2401, file: !4, line: 1829, type: !365)
!2401 = distinct !DILexicalBlock(scope: !2396, file: !4, line: 1829, column: 7)
!2402 = !DILocation(line: 0, scope: !2396, inlinedAt: !2403)
!2403 = distinct !DILocation(line: 1850, column: 4, scope: !2246)
!2404 = !DILocation(line: 1827, column: 50, scope: !2396, inlinedAt: !2403)
!2405 = !DILocation(line: 0, scope: !2401, inlinedAt: !2403)
!2406 = !DILocation(line: 0, scope: !1129, inlinedAt: !2407)
!2407 = distinct !DILocation(line: 1829, column: 53, scope: !2408, inlinedAt: !2403)
!2408 = distinct !DILexicalBlock(scope: !2401, file: !4, line: 1829, column: 7)
!2409 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2407)
!2410 = !DILocation(line: 1829, column: 7, scope: !2401, inlinedAt: !2403)
!2411 = !DILocation(line: 0, scope: !2355, inlinedAt: !2412)
!2412 = distinct !DILocation(line: 1830, column: 2, scope: !2408, inlinedAt: !2403)
!2413 = !DILocation(line: 1783, column: 19, scope: !2355, inlinedAt: !2412)
!2414 = !DILocation(line: 1786, column: 10, scope: !2355, inlinedAt: !2412)
!2415 = !DILocation(line: 0, scope: !2368, inlinedAt: !2416)
!2416 = distinct !DILocation(line: 1789, column: 14, scope: !2355, inlinedAt: !2412)
!2417 = !DILocation(line: 98, column: 24, scope: !2368, inlinedAt: !2416)
!2418 = !DILocation(line: 98, column: 22, scope: !2368, inlinedAt: !2416)
!2419 = !DILocation(line: 1789, column: 7, scope: !2355, inlinedAt: !2412)
!2420 = !DILocation(line: 1791, column: 12, scope: !2385, inlinedAt: !2412)
!2421 = distinct !{!2421, !2419, !2422, !1275, !1175}
!2422 = !DILocation(line: 1794, column: 2, scope: !2355, inlinedAt: !2412)
!2423 = !DILocation(line: 1795, column: 15, scope: !2355, inlinedAt: !2412)
!2424 = !DILocation(line: 0, scope: !1168, inlinedAt: !2425)
!2425 = distinct !DILocation(line: 1829, column: 64, scope: !2408, inlinedAt: !2403)
!2426 = !DILocation(line: 1107, column: 2, scope: !1168, inlinedAt: !2425)
!2427 = distinct !{!2427, !2410, !2428, !1275, !1175}
!2428 = !DILocation(line: 1831, column: 46, scope: !2401, inlinedAt: !2403)
!2429 = !DILocation(line: 0, scope: !2248, inlinedAt: !2430)
!2430 = distinct !DILocation(line: 1854, column: 2, scope: !2240)
!2431 = !DILocation(line: 1803, column: 47, scope: !2248, inlinedAt: !2430)
!2432 = !DILocation(line: 0, scope: !2263, inlinedAt: !2433)
!2433 = distinct !DILocation(line: 1805, column: 19, scope: !2268, inlinedAt: !2430)
!2434 = !DILocation(line: 1224, column: 27, scope: !2263, inlinedAt: !2433)
!2435 = !DILocation(line: 1805, column: 11, scope: !2248, inlinedAt: !2430)
!2436 = !DILocation(line: 0, scope: !2253, inlinedAt: !2430)
!2437 = !DILocation(line: 0, scope: !1129, inlinedAt: !2438)
!2438 = distinct !DILocation(line: 1807, column: 57, scope: !2258, inlinedAt: !2430)
!2439 = !DILocation(line: 1240, column: 27, scope: !1129, inlinedAt: !2438)
!2440 = !DILocation(line: 1807, column: 7, scope: !2253, inlinedAt: !2430)
!2441 = !DILocation(line: 0, scope: !1845, inlinedAt: !2442)
!2442 = distinct !DILocation(line: 1809, column: 8, scope: !2256, inlinedAt: !2430)
!2443 = !DILocation(line: 45, column: 16, scope: !1845, inlinedAt: !2442)
!2444 = !DILocation(line: 45, column: 25, scope: !1845, inlinedAt: !2442)
!2445 = !DILocation(line: 45, column: 23, scope: !1845, inlinedAt: !2442)
!2446 = !DILocation(line: 1809, column: 8, scope: !2257, inlinedAt: !2430)
!2447 = !DILocation(line: 0, scope: !2255, inlinedAt: !2430)
!2448 = !DILocation(line: 0, scope: !1804, inlinedAt: !2449)
!2449 = distinct !DILocation(line: 1813, column: 8, scope: !2255, inlinedAt: !2430)
!2450 = !DILocation(line: 0, scope: !2283, inlinedAt: !2451)
!2451 = distinct !DILocation(line: 1813, column: 8, scope: !2255, inlinedAt: !2430)
!2452 = !DILocation(line: 0, scope: !2295, inlinedAt: !2453)
!2453 = distinct !DILocation(line: 892, column: 14, scope: !2283, inlinedAt: !2451)
!2454 = !DILocation(line: 0, scope: !2306, inlinedAt: !2455)
!2455 = distinct !DILocation(line: 799, column: 3, scope: !2295, inlinedAt: !2453)
!2456 = !DILocation(line: 0, scope: !2318, inlinedAt: !2457)
!2457 = distinct !DILocation(line: 769, column: 14, scope: !2306, inlinedAt: !2455)
!2458 = !DILocation(line: 0, scope: !2325, inlinedAt: !2459)
!2459 = distinct !DILocation(line: 758, column: 14, scope: !2318, inlinedAt: !2457)
!2460 = !DILocation(line: 740, column: 34, scope: !2325, inlinedAt: !2459)
!2461 = !DILocation(line: 741, column: 8, scope: !2352, inlinedAt: !2459)
!2462 = !DILocation(line: 741, column: 8, scope: !2325, inlinedAt: !2459)
!2463 = !DILocation(line: 1144, column: 45, scope: !1804, inlinedAt: !2449)
!2464 = !DILocation(line: 742, column: 33, scope: !2352, inlinedAt: !2459)
!2465 = !DILocation(line: 742, column: 6, scope: !2352, inlinedAt: !2459)
!2466 = !DILocation(line: 0, scope: !2355, inlinedAt: !2467)
!2467 = distinct !DILocation(line: 1817, column: 6, scope: !2256, inlinedAt: !2430)
!2468 = !DILocation(line: 1783, column: 19, scope: !2355, inlinedAt: !2467)
!2469 = !DILocation(line: 0, scope: !2368, inlinedAt: !2470)
!2470 = distinct !DILocation(line: 1789, column: 14, scope: !2355, inlinedAt: !2467)
!2471 = !DILocation(line: 98, column: 24, scope: !2368, inlinedAt: !2470)
!2472 = !DILocation(line: 98, column: 22, scope: !2368, inlinedAt: !2470)
!2473 = !DILocation(line: 1789, column: 7, scope: !2355, inlinedAt: !2467)
!2474 = !DILocation(line: 1791, column: 12, scope: !2385, inlinedAt: !2467)
!2475 = distinct !{!2475, !2473, !2476, !1275, !1175}
!2476 = !DILocation(line: 1794, column: 2, scope: !2355, inlinedAt: !2467)
!2477 = !DILocation(line: 0, scope: !2256, inlinedAt: !2430)
!2478 = distinct !{!2478, !2440, !2479, !1275, !1175}
!2479 = !DILocation(line: 1819, column: 2, scope: !2253, inlinedAt: !2430)
!2480 = !DILocation(line: 1855, column: 5, scope: !2231)
!2481 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !25, file: !1363, line: 440, type: !2482, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1549, declaration: !2484, retainedNodes: !2485)
!2482 = !DISubroutineType(types: !2483)
!2483 = !{null, !295, !364, !1547}
!2484 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !25, file: !18, line: 1868, type: !2482, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1549)
!2485 = !{!2486, !2487, !2488, !2489, !2490, !2491, !2492, !2493, !2494}
!2486 = !DILocalVariable(name: "this", arg: 1, scope: !2481, type: !1088, flags: DIFlagArtificial | DIFlagObjectPointer)
!2487 = !DILocalVariable(name: "__position", arg: 2, scope: !2481, file: !18, line: 1868, type: !364)
!2488 = !DILocalVariable(name: "__args", arg: 3, scope: !2481, file: !18, line: 1868, type: !1547)
!2489 = !DILocalVariable(name: "__len", scope: !2481, file: !1363, line: 448, type: !1369)
!2490 = !DILocalVariable(name: "__old_start", scope: !2481, file: !1363, line: 450, type: !283)
!2491 = !DILocalVariable(name: "__old_finish", scope: !2481, file: !1363, line: 451, type: !283)
!2492 = !DILocalVariable(name: "__elems_before", scope: !2481, file: !1363, line: 452, type: !1369)
!2493 = !DILocalVariable(name: "__new_start", scope: !2481, file: !1363, line: 453, type: !283)
!2494 = !DILocalVariable(name: "__new_finish", scope: !2481, file: !1363, line: 454, type: !283)
!2495 = !DILocation(line: 0, scope: !2481)
!2496 = !DILocalVariable(name: "this", arg: 1, scope: !2497, type: !1145, flags: DIFlagArtificial | DIFlagObjectPointer)
!2497 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !25, file: !18, line: 1891, type: !538, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !537, retainedNodes: !2498)
!2498 = !{!2496, !2499, !2500, !2501}
!2499 = !DILocalVariable(name: "__n", arg: 2, scope: !2497, file: !18, line: 1891, type: !17)
!2500 = !DILocalVariable(name: "__s", arg: 3, scope: !2497, file: !18, line: 1891, type: !541)
!2501 = !DILocalVariable(name: "__len", scope: !2497, file: !18, line: 1896, type: !1369)
!2502 = !DILocation(line: 0, scope: !2497, inlinedAt: !2503)
!2503 = distinct !DILocation(line: 449, column: 2, scope: !2481)
!2504 = !DILocation(line: 0, scope: !1143, inlinedAt: !2505)
!2505 = distinct !DILocation(line: 1893, column: 19, scope: !2506, inlinedAt: !2503)
!2506 = distinct !DILexicalBlock(scope: !2497, file: !18, line: 1893, column: 6)
!2507 = !DILocation(line: 988, column: 40, scope: !1143, inlinedAt: !2505)
!2508 = !DILocation(line: 988, column: 66, scope: !1143, inlinedAt: !2505)
!2509 = !DILocation(line: 988, column: 50, scope: !1143, inlinedAt: !2505)
!2510 = !DILocation(line: 1893, column: 26, scope: !2506, inlinedAt: !2503)
!2511 = !DILocation(line: 1893, column: 6, scope: !2497, inlinedAt: !2503)
!2512 = !DILocation(line: 1894, column: 4, scope: !2506, inlinedAt: !2503)
!2513 = !DILocation(line: 0, scope: !1143, inlinedAt: !2514)
!2514 = distinct !DILocation(line: 1896, column: 26, scope: !2497, inlinedAt: !2503)
!2515 = !DILocation(line: 0, scope: !1143, inlinedAt: !2516)
!2516 = distinct !DILocation(line: 1896, column: 46, scope: !2497, inlinedAt: !2503)
!2517 = !DILocalVariable(name: "__a", arg: 1, scope: !2518, file: !2106, line: 407, type: !2521)
!2518 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !5, file: !1234, line: 254, type: !2519, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !2525, retainedNodes: !2523)
!2519 = !DISubroutineType(types: !2520)
!2520 = !{!2521, !2521, !2521}
!2521 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2522, size: 64)
!2522 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!2523 = !{!2517, !2524}
!2524 = !DILocalVariable(name: "__b", arg: 2, scope: !2518, file: !2106, line: 407, type: !2521)
!2525 = !{!2526}
!2526 = !DITemplateTypeParameter(name: "_Tp", type: !16)
!2527 = !DILocation(line: 0, scope: !2518, inlinedAt: !2528)
!2528 = distinct !DILocation(line: 1896, column: 35, scope: !2497, inlinedAt: !2503)
!2529 = !DILocation(line: 259, column: 15, scope: !2530, inlinedAt: !2528)
!2530 = distinct !DILexicalBlock(scope: !2518, file: !1234, line: 259, column: 11)
!2531 = !DILocation(line: 1896, column: 35, scope: !2497, inlinedAt: !2503)
!2532 = !DILocation(line: 1896, column: 33, scope: !2497, inlinedAt: !2503)
!2533 = !DILocation(line: 0, scope: !1143, inlinedAt: !2534)
!2534 = distinct !DILocation(line: 1897, column: 18, scope: !2497, inlinedAt: !2503)
!2535 = !DILocation(line: 1897, column: 16, scope: !2497, inlinedAt: !2503)
!2536 = !DILocation(line: 1897, column: 25, scope: !2497, inlinedAt: !2503)
!2537 = !DILocation(line: 0, scope: !1740, inlinedAt: !2538)
!2538 = distinct !DILocation(line: 452, column: 51, scope: !2481)
!2539 = !DILocation(line: 1333, column: 27, scope: !1740, inlinedAt: !2538)
!2540 = !DILocation(line: 0, scope: !1394, inlinedAt: !2541)
!2541 = distinct !DILocation(line: 453, column: 33, scope: !2481)
!2542 = !DILocation(line: 378, column: 13, scope: !1394, inlinedAt: !2541)
!2543 = !DILocation(line: 378, column: 9, scope: !1394, inlinedAt: !2541)
!2544 = !DILocation(line: 0, scope: !1402, inlinedAt: !2545)
!2545 = distinct !DILocation(line: 378, column: 20, scope: !1394, inlinedAt: !2541)
!2546 = !DILocation(line: 0, scope: !1408, inlinedAt: !2547)
!2547 = distinct !DILocation(line: 464, column: 20, scope: !1402, inlinedAt: !2545)
!2548 = !DILocation(line: 120, column: 27, scope: !2549, inlinedAt: !2547)
!2549 = distinct !DILexicalBlock(scope: !1408, file: !58, line: 120, column: 6)
!2550 = !DILocation(line: 120, column: 6, scope: !1408, inlinedAt: !2547)
!2551 = !{!"branch_weights", i32 1, i32 2000}
!2552 = !DILocation(line: 124, column: 14, scope: !2553, inlinedAt: !2547)
!2553 = distinct !DILexicalBlock(scope: !2554, file: !58, line: 124, column: 10)
!2554 = distinct !DILexicalBlock(scope: !2549, file: !58, line: 121, column: 4)
!2555 = !DILocation(line: 124, column: 10, scope: !2554, inlinedAt: !2547)
!2556 = !DILocation(line: 125, column: 8, scope: !2553, inlinedAt: !2547)
!2557 = !DILocation(line: 126, column: 6, scope: !2554, inlinedAt: !2547)
!2558 = !DILocation(line: 137, column: 53, scope: !1408, inlinedAt: !2547)
!2559 = !DILocation(line: 137, column: 27, scope: !1408, inlinedAt: !2547)
!2560 = !DILocation(line: 137, column: 9, scope: !1408, inlinedAt: !2547)
!2561 = !DILocation(line: 463, column: 20, scope: !2562)
!2562 = distinct !DILexicalBlock(scope: !2481, file: !1363, line: 456, column: 2)
!2563 = !DILocation(line: 0, scope: !1562, inlinedAt: !2564)
!2564 = distinct !DILocation(line: 462, column: 4, scope: !2562)
!2565 = !DILocation(line: 0, scope: !1574, inlinedAt: !2566)
!2566 = distinct !DILocation(line: 516, column: 8, scope: !1562, inlinedAt: !2564)
!2567 = !DILocation(line: 175, column: 27, scope: !1574, inlinedAt: !2566)
!2568 = !DILocation(line: 175, column: 4, scope: !1574, inlinedAt: !2566)
!2569 = !DILocation(line: 0, scope: !24, inlinedAt: !2570)
!2570 = distinct !DILocation(line: 474, column: 23, scope: !2571)
!2571 = distinct !DILexicalBlock(scope: !2572, file: !1363, line: 473, column: 6)
!2572 = distinct !DILexicalBlock(scope: !2562, file: !1363, line: 472, column: 29)
!2573 = !DILocation(line: 0, scope: !1420, inlinedAt: !2574)
!2574 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !2570)
!2575 = !DILocation(line: 488, column: 42, scope: !1420, inlinedAt: !2574)
!2576 = !DILocation(line: 0, scope: !1430, inlinedAt: !2577)
!2577 = distinct !DILocation(line: 490, column: 9, scope: !1420, inlinedAt: !2574)
!2578 = !DILocation(line: 0, scope: !1445, inlinedAt: !2579)
!2579 = distinct !DILocation(line: 1133, column: 14, scope: !1430, inlinedAt: !2577)
!2580 = !DILocation(line: 1105, column: 19, scope: !1464, inlinedAt: !2579)
!2581 = !DILocation(line: 1105, column: 11, scope: !1445, inlinedAt: !2579)
!2582 = !DILocation(line: 1117, column: 4, scope: !1467, inlinedAt: !2579)
!2583 = !DILocation(line: 1118, column: 2, scope: !1467, inlinedAt: !2579)
!2584 = !DILocation(line: 477, column: 8, scope: !2571)
!2585 = !DILocation(line: 0, scope: !24, inlinedAt: !2586)
!2586 = distinct !DILocation(line: 479, column: 23, scope: !2571)
!2587 = !DILocation(line: 0, scope: !1420, inlinedAt: !2588)
!2588 = distinct !DILocation(line: 507, column: 9, scope: !24, inlinedAt: !2586)
!2589 = !DILocation(line: 488, column: 42, scope: !1420, inlinedAt: !2588)
!2590 = !DILocation(line: 0, scope: !1430, inlinedAt: !2591)
!2591 = distinct !DILocation(line: 490, column: 9, scope: !1420, inlinedAt: !2588)
!2592 = !DILocation(line: 0, scope: !1445, inlinedAt: !2593)
!2593 = distinct !DILocation(line: 1133, column: 14, scope: !1430, inlinedAt: !2591)
!2594 = !DILocation(line: 1104, column: 34, scope: !1445, inlinedAt: !2593)
!2595 = !DILocation(line: 1105, column: 19, scope: !1464, inlinedAt: !2593)
!2596 = !DILocation(line: 1105, column: 11, scope: !1445, inlinedAt: !2593)
!2597 = !DILocation(line: 1117, column: 4, scope: !1467, inlinedAt: !2593)
!2598 = !DILocation(line: 1118, column: 2, scope: !1467, inlinedAt: !2593)
!2599 = !DILocation(line: 0, scope: !1470, inlinedAt: !2600)
!2600 = distinct !DILocation(line: 513, column: 7, scope: !2481)
!2601 = !DILocation(line: 386, column: 6, scope: !1477, inlinedAt: !2600)
!2602 = !DILocation(line: 386, column: 6, scope: !1470, inlinedAt: !2600)
!2603 = !DILocation(line: 0, scope: !1480, inlinedAt: !2604)
!2604 = distinct !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !2600)
!2605 = !DILocation(line: 0, scope: !1487, inlinedAt: !2606)
!2606 = distinct !DILocation(line: 496, column: 13, scope: !1480, inlinedAt: !2604)
!2607 = !DILocation(line: 158, column: 27, scope: !1487, inlinedAt: !2606)
!2608 = !DILocation(line: 158, column: 2, scope: !1487, inlinedAt: !2606)
!2609 = !DILocation(line: 387, column: 4, scope: !1477, inlinedAt: !2600)
!2610 = !DILocation(line: 514, column: 21, scope: !2481)
!2611 = !DILocation(line: 1119, column: 23, scope: !1445, inlinedAt: !2593)
!2612 = !DILocation(line: 515, column: 30, scope: !2481)
!2613 = !DILocation(line: 516, column: 31, scope: !2481)
!2614 = !DILocation(line: 517, column: 53, scope: !2481)
!2615 = !DILocation(line: 517, column: 39, scope: !2481)
!2616 = !DILocation(line: 518, column: 5, scope: !2481)
