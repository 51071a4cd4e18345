; ModuleID = 'vector_push.cpp'
source_filename = "vector_push.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Point = type { double, double, double }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl" }
%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl" = type { %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data" = type { %struct.Point*, %struct.Point*, %struct.Point* }
%"struct.std::integral_constant" = type { i8 }
%"class.__gnu_cxx::__normal_iterator.0" = type { %struct.Point* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"vector::reserve\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1061 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !1065, metadata !DIExpression()), !dbg !1073
  call void @llvm.dbg.value(metadata i8** %1, metadata !1066, metadata !DIExpression()), !dbg !1073
  %3 = icmp sgt i32 %0, 1, !dbg !1074
  br i1 %3, label %4, label %23, !dbg !1075

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1076
  %6 = load i8*, i8** %5, align 8, !dbg !1076, !tbaa !1077
  call void @llvm.dbg.value(metadata i8* %6, metadata !899, metadata !DIExpression()) #10, !dbg !1081
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #10, !dbg !1083
  %8 = trunc i64 %7 to i32, !dbg !1083
  call void @llvm.dbg.value(metadata i32 %8, metadata !1067, metadata !DIExpression()), !dbg !1073
  %9 = icmp eq i32 %0, 2, !dbg !1084
  br i1 %9, label %15, label %10, !dbg !1085

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !1086
  %12 = load i8*, i8** %11, align 8, !dbg !1086, !tbaa !1077
  call void @llvm.dbg.value(metadata i8* %12, metadata !899, metadata !DIExpression()) #10, !dbg !1087
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #10, !dbg !1089
  %14 = trunc i64 %13 to i32, !dbg !1089
  br label %15, !dbg !1085

15:                                               ; preds = %4, %10
  %16 = phi i32 [ %14, %10 ], [ 3, %4 ], !dbg !1085
  call void @llvm.dbg.value(metadata i32 %16, metadata !1068, metadata !DIExpression()), !dbg !1073
  call void @llvm.dbg.value(metadata i8* undef, metadata !1090, metadata !DIExpression(DW_OP_deref)), !dbg !1098
  call void @llvm.dbg.value(metadata i32 %8, metadata !1095, metadata !DIExpression()), !dbg !1098
  call void @llvm.dbg.value(metadata %struct.Point* null, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* null, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* null, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1100, metadata !DIExpression()), !dbg !1111
  call void @llvm.dbg.value(metadata i32 %8, metadata !1104, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1111
  %17 = icmp slt i32 %8, 0, !dbg !1113
  br i1 %17, label %18, label %19, !dbg !1115

18:                                               ; preds = %15
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0)) #11, !dbg !1116, !noalias !1117
  unreachable, !dbg !1116

19:                                               ; preds = %15
  %20 = shl i64 %7, 32, !dbg !1120
  %21 = ashr exact i64 %20, 32, !dbg !1120
  call void @llvm.dbg.value(metadata i64 %21, metadata !1104, metadata !DIExpression()), !dbg !1111
  %22 = icmp eq i32 %8, 0, !dbg !1121
  br i1 %22, label %96, label %23, !dbg !1122

23:                                               ; preds = %2, %19
  %24 = phi i32 [ %8, %19 ], [ 10000, %2 ]
  %25 = phi i32 [ %16, %19 ], [ 3, %2 ]
  %26 = phi i64 [ %21, %19 ], [ 10000, %2 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()), !dbg !1127
  call void @llvm.dbg.value(metadata i64 0, metadata !1105, metadata !DIExpression()), !dbg !1129
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1130, metadata !DIExpression()), !dbg !1135
  call void @llvm.dbg.value(metadata i32 %8, metadata !1133, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1135
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1139, metadata !DIExpression()), !dbg !1143
  call void @llvm.dbg.value(metadata i32 %8, metadata !1142, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1143
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1145, metadata !DIExpression()), !dbg !1151
  call void @llvm.dbg.value(metadata i32 %8, metadata !1148, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1151
  call void @llvm.dbg.value(metadata i8* null, metadata !1149, metadata !DIExpression()), !dbg !1151
  %27 = mul nuw nsw i64 %26, 24, !dbg !1153
  %28 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %27) #12, !dbg !1154, !noalias !1117
  %29 = bitcast i8* %28 to %struct.Point*, !dbg !1155
  call void @llvm.dbg.value(metadata %struct.Point* %29, metadata !1109, metadata !DIExpression()), !dbg !1129
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1156, metadata !DIExpression()), !dbg !1161
  call void @llvm.dbg.value(metadata %struct.Point* null, metadata !1159, metadata !DIExpression()), !dbg !1161
  call void @llvm.dbg.value(metadata i64 0, metadata !1160, metadata !DIExpression(DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)), !dbg !1161
  call void @llvm.dbg.value(metadata %struct.Point* %29, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* %29, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1073
  %30 = getelementptr inbounds %struct.Point, %struct.Point* %29, i64 %26, !dbg !1163
  call void @llvm.dbg.value(metadata %struct.Point* %30, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata i32 0, metadata !1096, metadata !DIExpression()), !dbg !1164
  br label %31, !dbg !1165

31:                                               ; preds = %79, %23
  %32 = phi %struct.Point* [ %29, %23 ], [ %80, %79 ], !dbg !1098
  %33 = phi %struct.Point* [ %29, %23 ], [ %83, %79 ], !dbg !1098
  %34 = phi %struct.Point* [ %30, %23 ], [ %82, %79 ], !dbg !1098
  %35 = phi i32 [ 0, %23 ], [ %84, %79 ]
  call void @llvm.dbg.value(metadata %struct.Point* %34, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* %33, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata i32 %35, metadata !1096, metadata !DIExpression()), !dbg !1164
  %36 = sitofp i32 %35 to double, !dbg !1166
  %37 = insertelement <2 x double> poison, double %36, i64 0, !dbg !1168
  %38 = shufflevector <2 x double> %37, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !1168
  %39 = fmul <2 x double> %38, <double 5.000000e-01, double 2.500000e-01>, !dbg !1168
  %40 = urem i32 %35, 7, !dbg !1169
  %41 = sitofp i32 %40 to double, !dbg !1170
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1171, metadata !DIExpression()), !dbg !1175
  call void @llvm.dbg.value(metadata %struct.Point* undef, metadata !1174, metadata !DIExpression()), !dbg !1175
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1177, metadata !DIExpression()), !dbg !1188
  call void @llvm.dbg.value(metadata %struct.Point* undef, metadata !1187, metadata !DIExpression()), !dbg !1188
  %42 = icmp eq %struct.Point* %33, %34, !dbg !1190
  br i1 %42, label %46, label %43, !dbg !1192

43:                                               ; preds = %31
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1193, metadata !DIExpression()) #10, !dbg !1203
  call void @llvm.dbg.value(metadata %struct.Point* %33, metadata !1201, metadata !DIExpression()) #10, !dbg !1203
  call void @llvm.dbg.value(metadata %struct.Point* undef, metadata !1202, metadata !DIExpression()) #10, !dbg !1203
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1206, metadata !DIExpression()) #10, !dbg !1214
  call void @llvm.dbg.value(metadata %struct.Point* %33, metadata !1212, metadata !DIExpression()) #10, !dbg !1214
  call void @llvm.dbg.value(metadata %struct.Point* undef, metadata !1213, metadata !DIExpression()) #10, !dbg !1214
  %44 = bitcast %struct.Point* %33 to <2 x double>*, !dbg !1216
  store <2 x double> %39, <2 x double>* %44, align 8, !dbg !1216
  %45 = getelementptr inbounds %struct.Point, %struct.Point* %33, i64 0, i32 2, !dbg !1216
  store double %41, double* %45, align 8, !dbg !1216, !tbaa.struct !1217
  call void @llvm.dbg.value(metadata %struct.Point* %33, metadata !1069, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1073
  br label %79, !dbg !1220

46:                                               ; preds = %31
  call void @llvm.dbg.value(metadata %struct.Point* %34, metadata !1221, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1227, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Point* undef, metadata !1228, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1237, metadata !DIExpression()), !dbg !1243
  call void @llvm.dbg.value(metadata i64 1, metadata !1240, metadata !DIExpression()), !dbg !1243
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), metadata !1241, metadata !DIExpression()), !dbg !1243
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()), !dbg !1245
  %47 = ptrtoint %struct.Point* %33 to i64, !dbg !1248
  %48 = ptrtoint %struct.Point* %32 to i64, !dbg !1248
  %49 = sub i64 %47, %48, !dbg !1248
  %50 = sdiv exact i64 %49, 24, !dbg !1248
  %51 = icmp eq i64 %49, 9223372036854775800, !dbg !1249
  br i1 %51, label %52, label %54, !dbg !1250

52:                                               ; preds = %46
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)) #11
          to label %53 unwind label %88, !dbg !1251

53:                                               ; preds = %52
  unreachable, !dbg !1251

54:                                               ; preds = %46
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()), !dbg !1252
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()), !dbg !1254
  call void @llvm.dbg.value(metadata i64* undef, metadata !1256, metadata !DIExpression()), !dbg !1267
  call void @llvm.dbg.value(metadata i64* undef, metadata !1264, metadata !DIExpression()), !dbg !1267
  %55 = icmp eq i64 %49, 0, !dbg !1269
  %56 = select i1 %55, i64 1, i64 %50, !dbg !1271
  %57 = add nsw i64 %56, %50, !dbg !1272
  call void @llvm.dbg.value(metadata i64 %57, metadata !1242, metadata !DIExpression()), !dbg !1243
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()), !dbg !1273
  %58 = icmp ult i64 %57, %50, !dbg !1275
  %59 = icmp ugt i64 %57, 384307168202282325
  %60 = or i1 %58, %59, !dbg !1276
  %61 = select i1 %60, i64 384307168202282325, i64 %57, !dbg !1276
  call void @llvm.dbg.value(metadata i64 %61, metadata !1229, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1230, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Point* %33, metadata !1231, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata i64 %50, metadata !1232, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1130, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %61, metadata !1133, metadata !DIExpression()), !dbg !1277
  %62 = icmp ne i64 %61, 0, !dbg !1279
  call void @llvm.assume(i1 %62), !dbg !1280
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1139, metadata !DIExpression()), !dbg !1281
  call void @llvm.dbg.value(metadata i64 %61, metadata !1142, metadata !DIExpression()), !dbg !1281
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1145, metadata !DIExpression()), !dbg !1283
  call void @llvm.dbg.value(metadata i64 %61, metadata !1148, metadata !DIExpression()), !dbg !1283
  call void @llvm.dbg.value(metadata i8* null, metadata !1149, metadata !DIExpression()), !dbg !1283
  %63 = mul nuw nsw i64 %61, 24, !dbg !1285
  %64 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %63) #12
          to label %65 unwind label %86, !dbg !1286

65:                                               ; preds = %54
  %66 = bitcast i8* %64 to %struct.Point*, !dbg !1287
  call void @llvm.dbg.value(metadata %struct.Point* %66, metadata !1233, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Point* %66, metadata !1234, metadata !DIExpression()), !dbg !1235
  %67 = getelementptr inbounds %struct.Point, %struct.Point* %66, i64 %50, !dbg !1288
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1193, metadata !DIExpression()) #10, !dbg !1290
  call void @llvm.dbg.value(metadata %struct.Point* %67, metadata !1201, metadata !DIExpression()) #10, !dbg !1290
  call void @llvm.dbg.value(metadata %struct.Point* undef, metadata !1202, metadata !DIExpression()) #10, !dbg !1290
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1206, metadata !DIExpression()) #10, !dbg !1292
  call void @llvm.dbg.value(metadata %struct.Point* %67, metadata !1212, metadata !DIExpression()) #10, !dbg !1292
  call void @llvm.dbg.value(metadata %struct.Point* undef, metadata !1213, metadata !DIExpression()) #10, !dbg !1292
  %68 = bitcast %struct.Point* %67 to <2 x double>*, !dbg !1294
  store <2 x double> %39, <2 x double>* %68, align 8, !dbg !1294
  %69 = getelementptr inbounds %struct.Point, %struct.Point* %66, i64 %50, i32 2, !dbg !1294
  store double %41, double* %69, align 8, !dbg !1294, !tbaa.struct !1217
  call void @llvm.dbg.value(metadata %struct.Point* null, metadata !1234, metadata !DIExpression()), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !618, metadata !DIExpression()) #10, !dbg !1295
  call void @llvm.dbg.value(metadata %struct.Point* %34, metadata !619, metadata !DIExpression()) #10, !dbg !1295
  call void @llvm.dbg.value(metadata %struct.Point* %66, metadata !620, metadata !DIExpression()) #10, !dbg !1295
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !621, metadata !DIExpression()) #10, !dbg !1295
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1299, metadata !DIExpression()) #10, !dbg !1306
  call void @llvm.dbg.value(metadata %struct.Point* %34, metadata !1302, metadata !DIExpression()) #10, !dbg !1306
  call void @llvm.dbg.value(metadata %struct.Point* %66, metadata !1303, metadata !DIExpression()) #10, !dbg !1306
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1304, metadata !DIExpression()) #10, !dbg !1306
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1305, metadata !DIExpression()) #10, !dbg !1308
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1309, metadata !DIExpression()) #10, !dbg !1322
  call void @llvm.dbg.value(metadata %struct.Point* %34, metadata !1315, metadata !DIExpression()) #10, !dbg !1322
  call void @llvm.dbg.value(metadata %struct.Point* %66, metadata !1316, metadata !DIExpression()) #10, !dbg !1322
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1317, metadata !DIExpression()) #10, !dbg !1322
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1324, metadata !DIExpression()) #10, !dbg !1340
  call void @llvm.dbg.value(metadata %struct.Point* %34, metadata !1335, metadata !DIExpression()) #10, !dbg !1340
  call void @llvm.dbg.value(metadata %struct.Point* %66, metadata !1336, metadata !DIExpression()) #10, !dbg !1340
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1337, metadata !DIExpression()) #10, !dbg !1340
  call void @llvm.dbg.value(metadata i64 %49, metadata !1338, metadata !DIExpression(DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1340
  %70 = icmp sgt i64 %49, 0, !dbg !1342
  br i1 %70, label %71, label %73, !dbg !1344

71:                                               ; preds = %65
  %72 = bitcast %struct.Point* %32 to i8*, !dbg !1345
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %64, i8* align 8 %72, i64 %49, i1 false) #10, !dbg !1345
  br label %73, !dbg !1347

73:                                               ; preds = %65, %71
  call void @llvm.dbg.value(metadata i64 0, metadata !1338, metadata !DIExpression(DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1348
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* %67, i64 0), metadata !1234, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 24, DW_OP_LLVM_arg, 1, DW_OP_constu, 24, DW_OP_div, DW_OP_constu, 24, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1235
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1156, metadata !DIExpression()), !dbg !1353
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1159, metadata !DIExpression()), !dbg !1353
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, i64 %48), metadata !1160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)), !dbg !1353
  %74 = icmp eq %struct.Point* %32, null, !dbg !1355
  br i1 %74, label %77, label %75, !dbg !1357

75:                                               ; preds = %73
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1358, metadata !DIExpression()), !dbg !1363
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1361, metadata !DIExpression()), !dbg !1363
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, i64 %48), metadata !1362, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)), !dbg !1363
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1365, metadata !DIExpression()) #10, !dbg !1370
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1368, metadata !DIExpression()) #10, !dbg !1370
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, i64 %48), metadata !1369, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1370
  %76 = bitcast %struct.Point* %32 to i8*, !dbg !1372
  tail call void @_ZdlPv(i8* noundef %76) #13, !dbg !1373
  br label %77, !dbg !1374

77:                                               ; preds = %73, %75
  call void @llvm.dbg.value(metadata i64 0, metadata !1338, metadata !DIExpression()) #10, !dbg !1348
  call void @llvm.dbg.value(metadata %struct.Point* %67, metadata !1234, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value)), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Point* %66, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* %67, metadata !1069, metadata !DIExpression(DW_OP_plus_uconst, 24, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !1073
  %78 = getelementptr inbounds %struct.Point, %struct.Point* %66, i64 %61, !dbg !1375
  call void @llvm.dbg.value(metadata %struct.Point* %78, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1073
  br label %79, !dbg !1376

79:                                               ; preds = %77, %43
  %80 = phi %struct.Point* [ %66, %77 ], [ %32, %43 ], !dbg !1098
  %81 = phi %struct.Point* [ %67, %77 ], [ %33, %43 ]
  %82 = phi %struct.Point* [ %78, %77 ], [ %34, %43 ], !dbg !1098
  %83 = getelementptr inbounds %struct.Point, %struct.Point* %81, i64 1, !dbg !1377
  call void @llvm.dbg.value(metadata %struct.Point* %82, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* %83, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* %80, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1073
  %84 = add nuw nsw i32 %35, 1, !dbg !1378
  call void @llvm.dbg.value(metadata i32 %84, metadata !1096, metadata !DIExpression()), !dbg !1164
  %85 = icmp eq i32 %84, %24, !dbg !1379
  br i1 %85, label %96, label %31, !dbg !1165, !llvm.loop !1380

86:                                               ; preds = %54
  %87 = landingpad { i8*, i32 }
          cleanup, !dbg !1383
  br label %90, !dbg !1383

88:                                               ; preds = %52
  %89 = landingpad { i8*, i32 }
          cleanup, !dbg !1383
  br label %90, !dbg !1383

90:                                               ; preds = %88, %86
  %91 = phi { i8*, i32 } [ %87, %86 ], [ %89, %88 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1384, metadata !DIExpression()) #10, !dbg !1387
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1389, metadata !DIExpression()) #10, !dbg !1392
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1156, metadata !DIExpression()) #10, !dbg !1395
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1159, metadata !DIExpression()) #10, !dbg !1395
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, %struct.Point* %32), metadata !1160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1395
  %92 = icmp eq %struct.Point* %32, null, !dbg !1398
  br i1 %92, label %95, label %93, !dbg !1399

93:                                               ; preds = %90
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1358, metadata !DIExpression()) #10, !dbg !1400
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1361, metadata !DIExpression()) #10, !dbg !1400
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, %struct.Point* %32), metadata !1362, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1400
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1365, metadata !DIExpression()) #10, !dbg !1402
  call void @llvm.dbg.value(metadata %struct.Point* %32, metadata !1368, metadata !DIExpression()) #10, !dbg !1402
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, %struct.Point* %32), metadata !1369, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1402
  %94 = bitcast %struct.Point* %32 to i8*, !dbg !1404
  tail call void @_ZdlPv(i8* noundef %94) #13, !dbg !1405
  br label %95, !dbg !1406

95:                                               ; preds = %93, %90
  resume { i8*, i32 } %91, !dbg !1407

96:                                               ; preds = %79, %19
  %97 = phi i32 [ %16, %19 ], [ %25, %79 ]
  %98 = phi %struct.Point* [ null, %19 ], [ %80, %79 ], !dbg !1098
  %99 = phi %struct.Point* [ null, %19 ], [ %83, %79 ], !dbg !1098
  call void @llvm.dbg.value(metadata %struct.Point* %99, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata %struct.Point* %98, metadata !1069, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !1073
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1070, metadata !DIExpression()), !dbg !1073
  call void @llvm.dbg.value(metadata i32 0, metadata !1071, metadata !DIExpression()), !dbg !1408
  %100 = icmp sgt i32 %97, 0, !dbg !1409
  br i1 %100, label %101, label %110, !dbg !1411

101:                                              ; preds = %96
  %102 = icmp eq %struct.Point* %98, %99
  %103 = ptrtoint %struct.Point* %99 to i64
  %104 = ptrtoint %struct.Point* %98 to i64
  %105 = sub i64 %103, %104
  %106 = sdiv i64 %105, 24
  %107 = uitofp i64 %106 to double
  %108 = icmp eq i64 %105, 0
  %109 = tail call i64 @llvm.umax.i64(i64 %106, i64 1) #10, !dbg !1073
  br label %117, !dbg !1411

110:                                              ; preds = %159, %96
  %111 = phi double [ 0.000000e+00, %96 ], [ %161, %159 ], !dbg !1073
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %111), !dbg !1412
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1384, metadata !DIExpression()) #10, !dbg !1413
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1389, metadata !DIExpression()) #10, !dbg !1415
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1156, metadata !DIExpression()) #10, !dbg !1417
  call void @llvm.dbg.value(metadata %struct.Point* %98, metadata !1159, metadata !DIExpression()) #10, !dbg !1417
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, %struct.Point* %98), metadata !1160, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1417
  %113 = icmp eq %struct.Point* %98, null, !dbg !1419
  br i1 %113, label %116, label %114, !dbg !1420

114:                                              ; preds = %110
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1358, metadata !DIExpression()) #10, !dbg !1421
  call void @llvm.dbg.value(metadata %struct.Point* %98, metadata !1361, metadata !DIExpression()) #10, !dbg !1421
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, %struct.Point* %98), metadata !1362, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1421
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1365, metadata !DIExpression()) #10, !dbg !1423
  call void @llvm.dbg.value(metadata %struct.Point* %98, metadata !1368, metadata !DIExpression()) #10, !dbg !1423
  call void @llvm.dbg.value(metadata !DIArgList(%struct.Point* undef, %struct.Point* %98), metadata !1369, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 24, DW_OP_div, DW_OP_stack_value)) #10, !dbg !1423
  %115 = bitcast %struct.Point* %98 to i8*, !dbg !1425
  tail call void @_ZdlPv(i8* noundef %115) #13, !dbg !1426
  br label %116, !dbg !1427

116:                                              ; preds = %110, %114
  ret i32 0, !dbg !1428

117:                                              ; preds = %101, %159
  %118 = phi i32 [ 0, %101 ], [ %162, %159 ]
  %119 = phi double [ 0.000000e+00, %101 ], [ %161, %159 ]
  call void @llvm.dbg.value(metadata i32 %118, metadata !1071, metadata !DIExpression()), !dbg !1408
  call void @llvm.dbg.value(metadata double %119, metadata !1070, metadata !DIExpression()), !dbg !1073
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1429, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1437, metadata !DIExpression()) #10, !dbg !1453
  call void @llvm.dbg.value(metadata %struct.Point* %99, metadata !1440, metadata !DIExpression()) #10, !dbg !1453
  call void @llvm.dbg.value(metadata %struct.Point* %98, metadata !1439, metadata !DIExpression()) #10, !dbg !1453
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1434, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1435, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1436, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.0"* undef, metadata !1454, metadata !DIExpression()) #10, !dbg !1461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.0"* undef, metadata !1460, metadata !DIExpression()) #10, !dbg !1461
  br i1 %102, label %120, label %128, !dbg !1463

120:                                              ; preds = %128, %117
  %121 = phi double [ 0.000000e+00, %117 ], [ %134, %128 ], !dbg !1451
  %122 = phi <2 x double> [ zeroinitializer, %117 ], [ %138, %128 ], !dbg !1451
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()) #10, !dbg !1464
  %123 = fdiv double %121, %107, !dbg !1466
  call void @llvm.dbg.value(metadata double %123, metadata !1434, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()) #10, !dbg !1467
  %124 = extractelement <2 x double> %122, i64 0, !dbg !1469
  %125 = fdiv double %124, %107, !dbg !1469
  call void @llvm.dbg.value(metadata double %125, metadata !1435, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()) #10, !dbg !1470
  %126 = extractelement <2 x double> %122, i64 1, !dbg !1472
  %127 = fdiv double %126, %107, !dbg !1472
  call void @llvm.dbg.value(metadata double %127, metadata !1436, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1443, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata i64 0, metadata !1444, metadata !DIExpression()) #10, !dbg !1473
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()) #10, !dbg !1474
  br i1 %108, label %159, label %141, !dbg !1476

128:                                              ; preds = %117, %128
  %129 = phi double [ %134, %128 ], [ 0.000000e+00, %117 ]
  %130 = phi %struct.Point* [ %139, %128 ], [ %98, %117 ]
  %131 = phi <2 x double> [ %138, %128 ], [ zeroinitializer, %117 ]
  call void @llvm.dbg.value(metadata double %129, metadata !1434, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata double undef, metadata !1435, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata double undef, metadata !1436, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata %struct.Point* %130, metadata !1439, metadata !DIExpression()) #10, !dbg !1453
  call void @llvm.dbg.value(metadata %struct.Point* %130, metadata !1441, metadata !DIExpression()) #10, !dbg !1477
  %132 = getelementptr inbounds %struct.Point, %struct.Point* %130, i64 0, i32 0, !dbg !1478
  %133 = load double, double* %132, align 8, !dbg !1478, !tbaa !1480
  %134 = fadd double %129, %133, !dbg !1482
  call void @llvm.dbg.value(metadata double %134, metadata !1434, metadata !DIExpression()) #10, !dbg !1451
  %135 = getelementptr inbounds %struct.Point, %struct.Point* %130, i64 0, i32 1, !dbg !1483
  call void @llvm.dbg.value(metadata double undef, metadata !1435, metadata !DIExpression()) #10, !dbg !1451
  %136 = bitcast double* %135 to <2 x double>*, !dbg !1483
  %137 = load <2 x double>, <2 x double>* %136, align 8, !dbg !1483, !tbaa !1218
  %138 = fadd <2 x double> %131, %137, !dbg !1484
  call void @llvm.dbg.value(metadata double undef, metadata !1436, metadata !DIExpression()) #10, !dbg !1451
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.0"* undef, metadata !1485, metadata !DIExpression()) #10, !dbg !1489
  %139 = getelementptr inbounds %struct.Point, %struct.Point* %130, i64 1, !dbg !1491
  call void @llvm.dbg.value(metadata %struct.Point* %139, metadata !1439, metadata !DIExpression()) #10, !dbg !1453
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.0"* undef, metadata !1454, metadata !DIExpression()) #10, !dbg !1461
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator.0"* undef, metadata !1460, metadata !DIExpression()) #10, !dbg !1461
  %140 = icmp eq %struct.Point* %139, %99, !dbg !1492
  br i1 %140, label %120, label %128, !dbg !1463, !llvm.loop !1493

141:                                              ; preds = %120, %141
  %142 = phi i64 [ %157, %141 ], [ 0, %120 ]
  %143 = phi double [ %156, %141 ], [ 0.000000e+00, %120 ]
  call void @llvm.dbg.value(metadata i64 %142, metadata !1444, metadata !DIExpression()) #10, !dbg !1473
  call void @llvm.dbg.value(metadata double %143, metadata !1443, metadata !DIExpression()) #10, !dbg !1451
  %144 = getelementptr inbounds %struct.Point, %struct.Point* %98, i64 %142, i32 0, !dbg !1496
  %145 = load double, double* %144, align 8, !dbg !1496, !tbaa !1480
  %146 = fsub double %145, %123, !dbg !1497
  call void @llvm.dbg.value(metadata double %146, metadata !1446, metadata !DIExpression()) #10, !dbg !1498
  %147 = getelementptr inbounds %struct.Point, %struct.Point* %98, i64 %142, i32 1, !dbg !1499
  %148 = load double, double* %147, align 8, !dbg !1499, !tbaa !1500
  %149 = fsub double %148, %125, !dbg !1501
  call void @llvm.dbg.value(metadata double %149, metadata !1449, metadata !DIExpression()) #10, !dbg !1498
  %150 = getelementptr inbounds %struct.Point, %struct.Point* %98, i64 %142, i32 2, !dbg !1502
  %151 = load double, double* %150, align 8, !dbg !1502, !tbaa !1503
  %152 = fsub double %151, %127, !dbg !1504
  call void @llvm.dbg.value(metadata double %152, metadata !1450, metadata !DIExpression()) #10, !dbg !1498
  %153 = fmul double %149, %149, !dbg !1505
  %154 = tail call double @llvm.fmuladd.f64(double %146, double %146, double %153) #10, !dbg !1506
  %155 = tail call double @llvm.fmuladd.f64(double %152, double %152, double %154) #10, !dbg !1507
  %156 = fadd double %143, %155, !dbg !1508
  call void @llvm.dbg.value(metadata double %156, metadata !1443, metadata !DIExpression()) #10, !dbg !1451
  %157 = add nuw i64 %142, 1, !dbg !1509
  call void @llvm.dbg.value(metadata i64 %157, metadata !1444, metadata !DIExpression()) #10, !dbg !1473
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1123, metadata !DIExpression()) #10, !dbg !1474
  %158 = icmp eq i64 %157, %109, !dbg !1510
  br i1 %158, label %159, label %141, !dbg !1476, !llvm.loop !1511

159:                                              ; preds = %141, %120
  %160 = phi double [ 0.000000e+00, %120 ], [ %156, %141 ], !dbg !1451
  %161 = fadd double %119, %160, !dbg !1513
  call void @llvm.dbg.value(metadata double %161, metadata !1070, metadata !DIExpression()), !dbg !1073
  %162 = add nuw nsw i32 %118, 1, !dbg !1514
  call void @llvm.dbg.value(metadata i32 %162, metadata !1071, metadata !DIExpression()), !dbg !1408
  %163 = icmp eq i32 %162, %97, !dbg !1409
  br i1 %163, label %110, label %117, !dbg !1411, !llvm.loop !1515
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1054, !1055, !1056, !1057, !1058, !1059}
!llvm.ident = !{!1060}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !624, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_push.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b9978f7d15158a7f2b77aeb48452b227")
!2 = !{!3, !4, !7, !8, !12, !14, !16, !22, !623, !363, !425, !24, !364, !426, !27, !30, !50, !56, !149}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !10, file: !9, line: 298, baseType: !11)
!9 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!10 = !DINamespace(name: "std", scope: null)
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !13, line: 458, baseType: !8)
!13 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !1, line: 10, size: 192, flags: DIFlagTypePassByValue, elements: !18, identifier: "_ZTS5Point")
!18 = !{!19, !20, !21}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !1, line: 10, baseType: !7, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !1, line: 10, baseType: !7, size: 64, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !17, file: !1, line: 10, baseType: !7, size: 64, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !23, file: !13, line: 506, baseType: !622)
!23 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_", scope: !24, file: !13, line: 499, type: !289, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !288, retainedNodes: !617)
!24 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<Point, std::allocator<Point> >", scope: !10, file: !13, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !25, templateParams: !242, identifier: "_ZTSSt6vectorI5PointSaIS0_EE")
!25 = !{!26, !243, !262, !278, !279, !285, !288, !291, !295, !301, !304, !310, !315, !319, !329, !332, !335, !338, !343, !344, !348, !351, !354, !357, !360, !422, !480, !481, !482, !487, !492, !493, !494, !495, !496, !497, !498, !501, !502, !505, !506, !507, !508, !511, !512, !520, !527, !530, !531, !532, !535, !538, !539, !540, !543, !546, !549, !553, !554, !557, !560, !563, !566, !569, !572, !575, !576, !577, !578, !579, !582, !583, !586, !587, !588, !594, !597, !602, !605, !608, !611, !614}
!26 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !24, baseType: !27, flags: DIFlagProtected, extraData: i32 0)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<Point, std::allocator<Point> >", scope: !10, file: !13, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !28, templateParams: !242, identifier: "_ZTSSt12_Vector_baseI5PointSaIS0_EE")
!28 = !{!29, !193, !198, !203, !207, !210, !215, !218, !221, !225, !228, !231, !234, !235, !238, !241}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !27, file: !13, line: 371, baseType: !30, size: 192)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !27, file: !13, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !31, identifier: "_ZTSNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implE")
!31 = !{!32, !148, !173, !177, !182, !186, !190}
!32 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !30, baseType: !33, extraData: i32 0)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !27, file: !13, line: 88, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !36, file: !35, line: 120, baseType: !147)
!35 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<Point>", scope: !37, file: !35, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !146, templateParams: !95, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaI5PointES1_E6rebindIS1_EE")
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<Point>, Point>", scope: !38, file: !35, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !39, templateParams: !144, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaI5PointES1_EE")
!38 = !DINamespace(name: "__gnu_cxx", scope: null)
!39 = !{!40, !130, !133, !136, !140, !141, !142, !143}
!40 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !37, baseType: !41, extraData: i32 0)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<Point> >", scope: !10, file: !42, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !43, templateParams: !128, identifier: "_ZTSSt16allocator_traitsISaI5PointEE")
!42 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!43 = !{!44, !112, !116, !119, !125}
!44 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_m", scope: !41, file: !42, line: 463, type: !45, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !48, !111}
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !41, file: !42, line: 420, baseType: !16)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !41, file: !42, line: 414, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<Point>", scope: !10, file: !51, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !52, templateParams: !95, identifier: "_ZTSSaI5PointE")
!51 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!52 = !{!53, !97, !101, !106, !110}
!53 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !50, baseType: !54, flags: DIFlagPublic, extraData: i32 0)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<Point>", scope: !10, file: !55, line: 47, baseType: !56)
!55 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!56 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<Point>", scope: !10, file: !57, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !58, templateParams: !95, identifier: "_ZTSSt15__new_allocatorI5PointE")
!57 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!58 = !{!59, !63, !68, !69, !76, !84, !88, !91, !94}
!59 = !DISubprogram(name: "__new_allocator", scope: !56, file: !57, line: 80, type: !60, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!63 = !DISubprogram(name: "__new_allocator", scope: !56, file: !57, line: 83, type: !64, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !62, !66}
!66 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!68 = !DISubprogram(name: "~__new_allocator", scope: !56, file: !57, line: 90, type: !60, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorI5PointE7addressERS0_", scope: !56, file: !57, line: 93, type: !70, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !73, !74}
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !56, file: !57, line: 63, baseType: !16)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !56, file: !57, line: 65, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!76 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorI5PointE7addressERKS0_", scope: !56, file: !57, line: 97, type: !77, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !73, !82}
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !56, file: !57, line: 64, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !56, file: !57, line: 66, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !81, size: 64)
!84 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorI5PointE8allocateEmPKv", scope: !56, file: !57, line: 112, type: !85, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!16, !62, !87, !14}
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !57, line: 60, baseType: !8)
!88 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorI5PointE10deallocateEPS0_m", scope: !56, file: !57, line: 142, type: !89, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !62, !16, !87}
!91 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorI5PointE8max_sizeEv", scope: !56, file: !57, line: 167, type: !92, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{!87, !73}
!94 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorI5PointE11_M_max_sizeEv", scope: !56, file: !57, line: 210, type: !92, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !{!96}
!96 = !DITemplateTypeParameter(name: "_Tp", type: !17)
!97 = !DISubprogram(name: "allocator", scope: !50, file: !51, line: 156, type: !98, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!101 = !DISubprogram(name: "allocator", scope: !50, file: !51, line: 159, type: !102, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !100, !104}
!104 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!106 = !DISubprogram(name: "operator=", linkageName: "_ZNSaI5PointEaSERKS0_", scope: !50, file: !51, line: 164, type: !107, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !100, !104}
!109 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !50, size: 64)
!110 = !DISubprogram(name: "~allocator", scope: !50, file: !51, line: 174, type: !98, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !42, line: 435, baseType: !8)
!112 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_mPKv", scope: !41, file: !42, line: 477, type: !113, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!47, !48, !111, !115}
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !42, line: 429, baseType: !14)
!116 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE10deallocateERS1_PS0_m", scope: !41, file: !42, line: 495, type: !117, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !48, !47, !111}
!119 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8max_sizeERKS1_", scope: !41, file: !42, line: 547, type: !120, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !41, file: !42, line: 435, baseType: !8)
!123 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!125 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaI5PointEE37select_on_container_copy_constructionERKS1_", scope: !41, file: !42, line: 562, type: !126, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!49, !123}
!128 = !{!129}
!129 = !DITemplateTypeParameter(name: "_Alloc", type: !50)
!130 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E17_S_select_on_copyERKS2_", scope: !37, file: !35, line: 97, type: !131, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{!50, !104}
!133 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E10_S_on_swapERS2_S4_", scope: !37, file: !35, line: 100, type: !134, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !109, !109}
!136 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E27_S_propagate_on_copy_assignEv", scope: !37, file: !35, line: 103, type: !137, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!139}
!139 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!140 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E27_S_propagate_on_move_assignEv", scope: !37, file: !35, line: 106, type: !137, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!141 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E20_S_propagate_on_swapEv", scope: !37, file: !35, line: 109, type: !137, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!142 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E15_S_always_equalEv", scope: !37, file: !35, line: 112, type: !137, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!143 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E15_S_nothrow_moveEv", scope: !37, file: !35, line: 115, type: !137, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!144 = !{!129, !145}
!145 = !DITemplateTypeParameter(type: !17)
!146 = !{}
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<Point>", scope: !41, file: !42, line: 450, baseType: !50)
!148 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !30, baseType: !149, extraData: i32 0)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !27, file: !13, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !150, identifier: "_ZTSNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_dataE")
!150 = !{!151, !154, !155, !156, !160, !164, !169}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !149, file: !13, line: 94, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !27, file: !13, line: 90, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !37, file: !35, line: 57, baseType: !47)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !149, file: !13, line: 95, baseType: !152, size: 64, offset: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !149, file: !13, line: 96, baseType: !152, size: 64, offset: 128)
!156 = !DISubprogram(name: "_Vector_impl_data", scope: !149, file: !13, line: 99, type: !157, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!160 = !DISubprogram(name: "_Vector_impl_data", scope: !149, file: !13, line: 105, type: !161, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !159, !163}
!163 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !149, size: 64)
!164 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_data12_M_copy_dataERKS3_", scope: !149, file: !13, line: 113, type: !165, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !159, !167}
!167 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!169 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_data12_M_swap_dataERS3_", scope: !149, file: !13, line: 122, type: !170, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !159, !172}
!172 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !149, size: 64)
!173 = !DISubprogram(name: "_Vector_impl", scope: !30, file: !13, line: 137, type: !174, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!177 = !DISubprogram(name: "_Vector_impl", scope: !30, file: !13, line: 143, type: !178, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !176, !180}
!180 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!182 = !DISubprogram(name: "_Vector_impl", scope: !30, file: !13, line: 151, type: !183, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !176, !185}
!185 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !30, size: 64)
!186 = !DISubprogram(name: "_Vector_impl", scope: !30, file: !13, line: 156, type: !187, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !176, !189}
!189 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !33, size: 64)
!190 = !DISubprogram(name: "_Vector_impl", scope: !30, file: !13, line: 161, type: !191, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !176, !189, !185}
!193 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv", scope: !27, file: !13, line: 298, type: !194, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!196, !197}
!196 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !33, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!198 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv", scope: !27, file: !13, line: 303, type: !199, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!180, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!203 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseI5PointSaIS0_EE13get_allocatorEv", scope: !27, file: !13, line: 308, type: !204, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{!206, !201}
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !27, file: !13, line: 294, baseType: !50)
!207 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 312, type: !208, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !197}
!210 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 318, type: !211, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !197, !213}
!213 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !206)
!215 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 324, type: !216, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !197, !8}
!218 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 330, type: !219, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !197, !8, !213}
!221 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 335, type: !222, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !197, !224}
!224 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !27, size: 64)
!225 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 340, type: !226, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !197, !189}
!228 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 344, type: !229, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !197, !224, !213}
!231 = !DISubprogram(name: "_Vector_base", scope: !27, file: !13, line: 358, type: !232, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !197, !213, !224}
!234 = !DISubprogram(name: "~_Vector_base", scope: !27, file: !13, line: 364, type: !208, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm", scope: !27, file: !13, line: 375, type: !236, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!152, !197, !8}
!238 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m", scope: !27, file: !13, line: 383, type: !239, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !197, !152, !8}
!241 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE17_M_create_storageEm", scope: !27, file: !13, line: 393, type: !216, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !{!96, !129}
!243 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !24, file: !13, line: 465, type: !244, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!244 = !DISubroutineType(types: !245)
!245 = !{!139, !246}
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !10, file: !247, line: 82, baseType: !248)
!247 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!248 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !10, file: !247, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !249, templateParams: !259, identifier: "_ZTSSt17integral_constantIbLb1EE")
!249 = !{!250, !252, !258}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !248, file: !247, line: 64, baseType: !251, flags: DIFlagStaticMember, extraData: i1 true)
!251 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!252 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !248, file: !247, line: 67, type: !253, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!255, !256}
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !248, file: !247, line: 65, baseType: !139)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !248)
!258 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !248, file: !247, line: 72, type: !253, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !{!260, !261}
!260 = !DITemplateTypeParameter(name: "_Tp", type: !139)
!261 = !DITemplateValueParameter(name: "__v", type: !139, value: i8 1)
!262 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !24, file: !13, line: 474, type: !263, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!139, !265}
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !10, file: !247, line: 85, baseType: !266)
!266 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !10, file: !247, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !267, templateParams: !276, identifier: "_ZTSSt17integral_constantIbLb0EE")
!267 = !{!268, !269, !275}
!268 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !266, file: !247, line: 64, baseType: !251, flags: DIFlagStaticMember, extraData: i1 false)
!269 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !266, file: !247, line: 67, type: !270, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{!272, !273}
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !266, file: !247, line: 65, baseType: !139)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!274 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !266)
!275 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !266, file: !247, line: 72, type: !270, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !{!260, !277}
!277 = !DITemplateValueParameter(name: "__v", type: !139, value: i8 0)
!278 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE15_S_use_relocateEv", scope: !24, file: !13, line: 478, type: !137, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!279 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb1EE", scope: !24, file: !13, line: 487, type: !280, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!282, !282, !282, !282, !283, !246}
!282 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !24, file: !13, line: 449, baseType: !152)
!283 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !284, size: 64)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !24, file: !13, line: 444, baseType: !33)
!285 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb0EE", scope: !24, file: !13, line: 494, type: !286, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{!282, !282, !282, !282, !283, !265}
!288 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_", scope: !24, file: !13, line: 499, type: !289, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{!282, !282, !282, !282, !283}
!291 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 526, type: !292, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !294}
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!295 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 537, type: !296, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !294, !298}
!298 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !24, file: !13, line: 460, baseType: !50)
!301 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 551, type: !302, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !294, !12, !298}
!304 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 564, type: !305, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{null, !294, !12, !307, !298}
!307 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !309)
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !24, file: !13, line: 448, baseType: !17)
!310 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 596, type: !311, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !294, !313}
!313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !314, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!315 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 615, type: !316, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !294, !318}
!318 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !24, size: 64)
!319 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 619, type: !320, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{null, !294, !313, !322}
!322 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !324)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<Point> >", scope: !10, file: !247, line: 128, baseType: !325)
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !326, file: !247, line: 125, baseType: !50)
!326 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<Point> >", scope: !10, file: !247, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !146, templateParams: !327, identifier: "_ZTSSt15__type_identityISaI5PointEE")
!327 = !{!328}
!328 = !DITemplateTypeParameter(name: "_Type", type: !50)
!329 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 630, type: !330, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !294, !318, !298, !246}
!332 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 635, type: !333, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!333 = !DISubroutineType(types: !334)
!334 = !{null, !294, !318, !298, !265}
!335 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 654, type: !336, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubroutineType(types: !337)
!337 = !{null, !294, !318, !322}
!338 = !DISubprogram(name: "vector", scope: !24, file: !13, line: 673, type: !339, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !294, !341, !298}
!341 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<Point>", scope: !10, file: !342, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listI5PointE")
!342 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!343 = !DISubprogram(name: "~vector", scope: !24, file: !13, line: 728, type: !292, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorI5PointSaIS0_EEaSERKS2_", scope: !24, file: !13, line: 746, type: !345, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{!347, !294, !313}
!347 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 64)
!348 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorI5PointSaIS0_EEaSEOS2_", scope: !24, file: !13, line: 761, type: !349, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!349 = !DISubroutineType(types: !350)
!350 = !{!347, !294, !318}
!351 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorI5PointSaIS0_EEaSESt16initializer_listIS0_E", scope: !24, file: !13, line: 783, type: !352, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DISubroutineType(types: !353)
!353 = !{!347, !294, !341}
!354 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6assignEmRKS0_", scope: !24, file: !13, line: 803, type: !355, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!355 = !DISubroutineType(types: !356)
!356 = !{null, !294, !12, !307}
!357 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6assignESt16initializer_listIS0_E", scope: !24, file: !13, line: 850, type: !358, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!358 = !DISubroutineType(types: !359)
!359 = !{null, !294, !341}
!360 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5beginEv", scope: !24, file: !13, line: 868, type: !361, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{!363, !294}
!363 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !24, file: !13, line: 453, baseType: !364)
!364 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<Point *, std::vector<Point, std::allocator<Point> > >", scope: !38, file: !365, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !366, templateParams: !420, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEE")
!365 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!366 = !{!367, !368, !372, !377, !388, !393, !397, !400, !401, !402, !409, !412, !415, !416, !417}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !364, file: !365, line: 1046, baseType: !16, size: 64, flags: DIFlagProtected)
!368 = !DISubprogram(name: "__normal_iterator", scope: !364, file: !365, line: 1068, type: !369, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !371}
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!372 = !DISubprogram(name: "__normal_iterator", scope: !364, file: !365, line: 1072, type: !373, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{null, !371, !375}
!375 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!377 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEdeEv", scope: !364, file: !365, line: 1095, type: !378, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!380, !386}
!380 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !364, file: !365, line: 1061, baseType: !381)
!381 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !383, file: !382, line: 216, baseType: !75)
!382 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!383 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<Point *>", scope: !10, file: !382, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !146, templateParams: !384, identifier: "_ZTSSt15iterator_traitsIP5PointE")
!384 = !{!385}
!385 = !DITemplateTypeParameter(name: "_Iterator", type: !16)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !364)
!388 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEptEv", scope: !364, file: !365, line: 1100, type: !389, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubroutineType(types: !390)
!390 = !{!391, !386}
!391 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !364, file: !365, line: 1062, baseType: !392)
!392 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !383, file: !382, line: 215, baseType: !16)
!393 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEppEv", scope: !364, file: !365, line: 1105, type: !394, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{!396, !371}
!396 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !364, size: 64)
!397 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEppEi", scope: !364, file: !365, line: 1113, type: !398, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!364, !371, !3}
!400 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmmEv", scope: !364, file: !365, line: 1119, type: !394, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmmEi", scope: !364, file: !365, line: 1127, type: !398, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEixEl", scope: !364, file: !365, line: 1133, type: !403, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!380, !386, !405}
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !364, file: !365, line: 1060, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !383, file: !382, line: 214, baseType: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !10, file: !9, line: 299, baseType: !408)
!408 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!409 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEpLEl", scope: !364, file: !365, line: 1138, type: !410, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!396, !371, !405}
!412 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEplEl", scope: !364, file: !365, line: 1143, type: !413, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{!364, !386, !405}
!415 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmIEl", scope: !364, file: !365, line: 1148, type: !410, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmiEl", scope: !364, file: !365, line: 1153, type: !413, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv", scope: !364, file: !365, line: 1158, type: !418, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!375, !386}
!420 = !{!385, !421}
!421 = !DITemplateTypeParameter(name: "_Container", type: !24)
!422 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5beginEv", scope: !24, file: !13, line: 878, type: !423, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!425, !479}
!425 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !24, file: !13, line: 455, baseType: !426)
!426 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const Point *, std::vector<Point, std::allocator<Point> > >", scope: !38, file: !365, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !427, templateParams: !478, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEE")
!427 = !{!428, !429, !433, !438, !448, !453, !457, !460, !461, !462, !467, !470, !473, !474, !475}
!428 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !426, file: !365, line: 1046, baseType: !80, size: 64, flags: DIFlagProtected)
!429 = !DISubprogram(name: "__normal_iterator", scope: !426, file: !365, line: 1068, type: !430, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !432}
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !426, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DISubprogram(name: "__normal_iterator", scope: !426, file: !365, line: 1072, type: !434, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{null, !432, !436}
!436 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !437, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!438 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEdeEv", scope: !426, file: !365, line: 1095, type: !439, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!441, !446}
!441 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !426, file: !365, line: 1061, baseType: !442)
!442 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !443, file: !382, line: 227, baseType: !83)
!443 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const Point *>", scope: !10, file: !382, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !146, templateParams: !444, identifier: "_ZTSSt15iterator_traitsIPK5PointE")
!444 = !{!445}
!445 = !DITemplateTypeParameter(name: "_Iterator", type: !80)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!447 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !426)
!448 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEptEv", scope: !426, file: !365, line: 1100, type: !449, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubroutineType(types: !450)
!450 = !{!451, !446}
!451 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !426, file: !365, line: 1062, baseType: !452)
!452 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !443, file: !382, line: 226, baseType: !80)
!453 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEv", scope: !426, file: !365, line: 1105, type: !454, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{!456, !432}
!456 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !426, size: 64)
!457 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEi", scope: !426, file: !365, line: 1113, type: !458, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!426, !432, !3}
!460 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmmEv", scope: !426, file: !365, line: 1119, type: !454, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmmEi", scope: !426, file: !365, line: 1127, type: !458, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEixEl", scope: !426, file: !365, line: 1133, type: !463, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubroutineType(types: !464)
!464 = !{!441, !446, !465}
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !426, file: !365, line: 1060, baseType: !466)
!466 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !443, file: !382, line: 225, baseType: !407)
!467 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEpLEl", scope: !426, file: !365, line: 1138, type: !468, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!456, !432, !465}
!470 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEplEl", scope: !426, file: !365, line: 1143, type: !471, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubroutineType(types: !472)
!472 = !{!426, !446, !465}
!473 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmIEl", scope: !426, file: !365, line: 1148, type: !468, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmiEl", scope: !426, file: !365, line: 1153, type: !471, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEE4baseEv", scope: !426, file: !365, line: 1158, type: !476, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!436, !446}
!478 = !{!445, !421}
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!480 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorI5PointSaIS0_EE3endEv", scope: !24, file: !13, line: 888, type: !361, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE3endEv", scope: !24, file: !13, line: 898, type: !423, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6rbeginEv", scope: !24, file: !13, line: 908, type: !483, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!483 = !DISubroutineType(types: !484)
!484 = !{!485, !294}
!485 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !24, file: !13, line: 457, baseType: !486)
!486 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<Point *, std::vector<Point, std::allocator<Point> > > >", scope: !10, file: !365, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS2_SaIS2_EEEEE")
!487 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE6rbeginEv", scope: !24, file: !13, line: 918, type: !488, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!490, !479}
!490 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !24, file: !13, line: 456, baseType: !491)
!491 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const Point *, std::vector<Point, std::allocator<Point> > > >", scope: !10, file: !365, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS2_SaIS2_EEEEE")
!492 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4rendEv", scope: !24, file: !13, line: 928, type: !483, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4rendEv", scope: !24, file: !13, line: 938, type: !488, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE6cbeginEv", scope: !24, file: !13, line: 949, type: !423, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4cendEv", scope: !24, file: !13, line: 959, type: !423, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE7crbeginEv", scope: !24, file: !13, line: 969, type: !488, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5crendEv", scope: !24, file: !13, line: 979, type: !488, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4sizeEv", scope: !24, file: !13, line: 987, type: !499, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{!12, !479}
!501 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv", scope: !24, file: !13, line: 993, type: !499, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6resizeEm", scope: !24, file: !13, line: 1008, type: !503, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!503 = !DISubroutineType(types: !504)
!504 = !{null, !294, !12}
!505 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6resizeEmRKS0_", scope: !24, file: !13, line: 1029, type: !355, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorI5PointSaIS0_EE13shrink_to_fitEv", scope: !24, file: !13, line: 1063, type: !292, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE8capacityEv", scope: !24, file: !13, line: 1073, type: !499, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5emptyEv", scope: !24, file: !13, line: 1083, type: !509, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{!139, !479}
!511 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorI5PointSaIS0_EE7reserveEm", scope: !24, file: !13, line: 1105, type: !503, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorI5PointSaIS0_EEixEm", scope: !24, file: !13, line: 1121, type: !513, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!513 = !DISubroutineType(types: !514)
!514 = !{!515, !294, !12}
!515 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !24, file: !13, line: 451, baseType: !516)
!516 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !37, file: !35, line: 62, baseType: !517)
!517 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !518, size: 64)
!518 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !37, file: !35, line: 56, baseType: !519)
!519 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !41, file: !42, line: 417, baseType: !17)
!520 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorI5PointSaIS0_EEixEm", scope: !24, file: !13, line: 1140, type: !521, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DISubroutineType(types: !522)
!522 = !{!523, !479, !12}
!523 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !24, file: !13, line: 452, baseType: !524)
!524 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !37, file: !35, line: 63, baseType: !525)
!525 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !526, size: 64)
!526 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !518)
!527 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE14_M_range_checkEm", scope: !24, file: !13, line: 1150, type: !528, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubroutineType(types: !529)
!529 = !{null, !479, !12}
!530 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorI5PointSaIS0_EE2atEm", scope: !24, file: !13, line: 1173, type: !513, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!531 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE2atEm", scope: !24, file: !13, line: 1192, type: !521, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5frontEv", scope: !24, file: !13, line: 1204, type: !533, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DISubroutineType(types: !534)
!534 = !{!515, !294}
!535 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5frontEv", scope: !24, file: !13, line: 1216, type: !536, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubroutineType(types: !537)
!537 = !{!523, !479}
!538 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4backEv", scope: !24, file: !13, line: 1228, type: !533, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!539 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4backEv", scope: !24, file: !13, line: 1240, type: !536, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!540 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4dataEv", scope: !24, file: !13, line: 1255, type: !541, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubroutineType(types: !542)
!542 = !{!16, !294}
!543 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4dataEv", scope: !24, file: !13, line: 1260, type: !544, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!544 = !DISubroutineType(types: !545)
!545 = !{!80, !479}
!546 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE9push_backERKS0_", scope: !24, file: !13, line: 1276, type: !547, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DISubroutineType(types: !548)
!548 = !{null, !294, !307}
!549 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE9push_backEOS0_", scope: !24, file: !13, line: 1293, type: !550, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubroutineType(types: !551)
!551 = !{null, !294, !552}
!552 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !309, size: 64)
!553 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE8pop_backEv", scope: !24, file: !13, line: 1317, type: !292, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EERS5_", scope: !24, file: !13, line: 1357, type: !555, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!555 = !DISubroutineType(types: !556)
!556 = !{!363, !294, !425, !307}
!557 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEOS0_", scope: !24, file: !13, line: 1388, type: !558, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubroutineType(types: !559)
!559 = !{!363, !294, !425, !552}
!560 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EESt16initializer_listIS0_E", scope: !24, file: !13, line: 1406, type: !561, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DISubroutineType(types: !562)
!562 = !{!363, !294, !425, !341}
!563 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEmRS5_", scope: !24, file: !13, line: 1432, type: !564, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubroutineType(types: !565)
!565 = !{!363, !294, !425, !12, !307}
!566 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EE", scope: !24, file: !13, line: 1529, type: !567, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubroutineType(types: !568)
!568 = !{!363, !294, !425}
!569 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EES7_", scope: !24, file: !13, line: 1557, type: !570, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!570 = !DISubroutineType(types: !571)
!571 = !{!363, !294, !425, !425}
!572 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4swapERS2_", scope: !24, file: !13, line: 1581, type: !573, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!573 = !DISubroutineType(types: !574)
!574 = !{null, !294, !347}
!575 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5clearEv", scope: !24, file: !13, line: 1600, type: !292, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE18_M_fill_initializeEmRKS0_", scope: !24, file: !13, line: 1699, type: !355, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!577 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE21_M_default_initializeEm", scope: !24, file: !13, line: 1710, type: !503, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_fill_assignEmRKS0_", scope: !24, file: !13, line: 1757, type: !355, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPS0_S2_EEmRKS0_", scope: !24, file: !13, line: 1801, type: !580, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!580 = !DISubroutineType(types: !581)
!581 = !{null, !294, !363, !12, !307}
!582 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_M_default_appendEm", scope: !24, file: !13, line: 1807, type: !503, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!583 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorI5PointSaIS0_EE16_M_shrink_to_fitEv", scope: !24, file: !13, line: 1811, type: !584, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!584 = !DISubroutineType(types: !585)
!585 = !{!139, !294}
!586 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEOS0_", scope: !24, file: !13, line: 1873, type: !558, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEOS0_", scope: !24, file: !13, line: 1884, type: !558, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!588 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE12_M_check_lenEmPKc", scope: !24, file: !13, line: 1891, type: !589, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubroutineType(types: !590)
!590 = !{!591, !479, !12, !592}
!591 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !24, file: !13, line: 458, baseType: !8)
!592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !593, size: 64)
!593 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!594 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_S_check_init_lenEmRKS1_", scope: !24, file: !13, line: 1902, type: !595, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!595 = !DISubroutineType(types: !596)
!596 = !{!591, !12, !298}
!597 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorI5PointSaIS0_EE11_S_max_sizeERKS1_", scope: !24, file: !13, line: 1911, type: !598, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!598 = !DISubroutineType(types: !599)
!599 = !{!591, !600}
!600 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !601, size: 64)
!601 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !284)
!602 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorI5PointSaIS0_EE15_M_erase_at_endEPS0_", scope: !24, file: !13, line: 1928, type: !603, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{null, !294, !282}
!605 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS0_S2_EE", scope: !24, file: !13, line: 1941, type: !606, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!363, !294, !363}
!608 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS0_S2_EES6_", scope: !24, file: !13, line: 1945, type: !609, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{!363, !294, !363, !363}
!611 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_move_assignEOS2_St17integral_constantIbLb1EE", scope: !24, file: !13, line: 1954, type: !612, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{null, !294, !318, !246}
!614 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_move_assignEOS2_St17integral_constantIbLb0EE", scope: !24, file: !13, line: 1966, type: !615, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DISubroutineType(types: !616)
!616 = !{null, !294, !318, !265}
!617 = !{!618, !619, !620, !621}
!618 = !DILocalVariable(name: "__first", arg: 1, scope: !23, file: !13, line: 499, type: !282)
!619 = !DILocalVariable(name: "__last", arg: 2, scope: !23, file: !13, line: 499, type: !282)
!620 = !DILocalVariable(name: "__result", arg: 3, scope: !23, file: !13, line: 499, type: !282)
!621 = !DILocalVariable(name: "__alloc", arg: 4, scope: !23, file: !13, line: 500, type: !283)
!622 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !10, file: !247, line: 90, baseType: !248)
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!624 = !{!625, !629, !687, !693, !698, !702, !704, !706, !708, !710, !717, !722, !727, !731, !735, !739, !744, !748, !750, !754, !760, !764, !769, !771, !776, !780, !784, !786, !790, !794, !796, !800, !802, !804, !808, !812, !816, !820, !824, !828, !830, !837, !841, !845, !849, !851, !853, !857, !861, !862, !863, !864, !865, !866, !870, !874, !880, !884, !889, !891, !896, !900, !904, !913, !917, !921, !925, !929, !933, !937, !941, !945, !949, !956, !960, !964, !966, !968, !972, !977, !982, !986, !990, !992, !999, !1003, !1010, !1012, !1016, !1020, !1024, !1028, !1033, !1038, !1043, !1044, !1045, !1046, !1048, !1049, !1050, !1051, !1052, !1053}
!625 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !626, entity: !627, file: !628, line: 58)
!626 = !DINamespace(name: "__gnu_debug", scope: null)
!627 = !DINamespace(name: "__debug", scope: !10)
!628 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !630, file: !686, line: 98)
!630 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !631, line: 7, baseType: !632)
!631 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!632 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !633, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !634, identifier: "_ZTS8_IO_FILE")
!633 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!634 = !{!635, !636, !637, !638, !639, !640, !641, !642, !643, !644, !645, !646, !647, !650, !652, !653, !654, !657, !659, !661, !665, !668, !670, !673, !676, !677, !678, !681, !682}
!635 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !632, file: !633, line: 51, baseType: !3, size: 32)
!636 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !632, file: !633, line: 54, baseType: !5, size: 64, offset: 64)
!637 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !632, file: !633, line: 55, baseType: !5, size: 64, offset: 128)
!638 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !632, file: !633, line: 56, baseType: !5, size: 64, offset: 192)
!639 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !632, file: !633, line: 57, baseType: !5, size: 64, offset: 256)
!640 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !632, file: !633, line: 58, baseType: !5, size: 64, offset: 320)
!641 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !632, file: !633, line: 59, baseType: !5, size: 64, offset: 384)
!642 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !632, file: !633, line: 60, baseType: !5, size: 64, offset: 448)
!643 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !632, file: !633, line: 61, baseType: !5, size: 64, offset: 512)
!644 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !632, file: !633, line: 64, baseType: !5, size: 64, offset: 576)
!645 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !632, file: !633, line: 65, baseType: !5, size: 64, offset: 640)
!646 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !632, file: !633, line: 66, baseType: !5, size: 64, offset: 704)
!647 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !632, file: !633, line: 68, baseType: !648, size: 64, offset: 768)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64)
!649 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !633, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!650 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !632, file: !633, line: 70, baseType: !651, size: 64, offset: 832)
!651 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !632, size: 64)
!652 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !632, file: !633, line: 72, baseType: !3, size: 32, offset: 896)
!653 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !632, file: !633, line: 73, baseType: !3, size: 32, offset: 928)
!654 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !632, file: !633, line: 74, baseType: !655, size: 64, offset: 960)
!655 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !656, line: 152, baseType: !408)
!656 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!657 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !632, file: !633, line: 77, baseType: !658, size: 16, offset: 1024)
!658 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!659 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !632, file: !633, line: 78, baseType: !660, size: 8, offset: 1040)
!660 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!661 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !632, file: !633, line: 79, baseType: !662, size: 8, offset: 1048)
!662 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !663)
!663 = !{!664}
!664 = !DISubrange(count: 1)
!665 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !632, file: !633, line: 81, baseType: !666, size: 64, offset: 1088)
!666 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !667, size: 64)
!667 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !633, line: 43, baseType: null)
!668 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !632, file: !633, line: 89, baseType: !669, size: 64, offset: 1152)
!669 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !656, line: 153, baseType: !408)
!670 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !632, file: !633, line: 91, baseType: !671, size: 64, offset: 1216)
!671 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !672, size: 64)
!672 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !633, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!673 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !632, file: !633, line: 92, baseType: !674, size: 64, offset: 1280)
!674 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !675, size: 64)
!675 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !633, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!676 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !632, file: !633, line: 93, baseType: !651, size: 64, offset: 1344)
!677 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !632, file: !633, line: 94, baseType: !623, size: 64, offset: 1408)
!678 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !632, file: !633, line: 95, baseType: !679, size: 64, offset: 1472)
!679 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !680, line: 46, baseType: !11)
!680 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!681 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !632, file: !633, line: 96, baseType: !3, size: 32, offset: 1536)
!682 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !632, file: !633, line: 98, baseType: !683, size: 160, offset: 1568)
!683 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !684)
!684 = !{!685}
!685 = !DISubrange(count: 20)
!686 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !688, file: !686, line: 99)
!688 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !689, line: 84, baseType: !690)
!689 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!690 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !691, line: 14, baseType: !692)
!691 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!692 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !691, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !694, file: !686, line: 101)
!694 = !DISubprogram(name: "clearerr", scope: !689, file: !689, line: 786, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{null, !697}
!697 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !630, size: 64)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !699, file: !686, line: 102)
!699 = !DISubprogram(name: "fclose", scope: !689, file: !689, line: 178, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!700 = !DISubroutineType(types: !701)
!701 = !{!3, !697}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !703, file: !686, line: 103)
!703 = !DISubprogram(name: "feof", scope: !689, file: !689, line: 788, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !705, file: !686, line: 104)
!705 = !DISubprogram(name: "ferror", scope: !689, file: !689, line: 790, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !707, file: !686, line: 105)
!707 = !DISubprogram(name: "fflush", scope: !689, file: !689, line: 230, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !709, file: !686, line: 106)
!709 = !DISubprogram(name: "fgetc", scope: !689, file: !689, line: 513, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !711, file: !686, line: 107)
!711 = !DISubprogram(name: "fgetpos", scope: !689, file: !689, line: 760, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!3, !714, !715}
!714 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !697)
!715 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !716)
!716 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !688, size: 64)
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !718, file: !686, line: 108)
!718 = !DISubprogram(name: "fgets", scope: !689, file: !689, line: 592, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!5, !721, !3, !714}
!721 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !723, file: !686, line: 109)
!723 = !DISubprogram(name: "fopen", scope: !689, file: !689, line: 258, type: !724, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DISubroutineType(types: !725)
!725 = !{!697, !726, !726}
!726 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !592)
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !728, file: !686, line: 110)
!728 = !DISubprogram(name: "fprintf", scope: !689, file: !689, line: 350, type: !729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!729 = !DISubroutineType(types: !730)
!730 = !{!3, !714, !726, null}
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !732, file: !686, line: 111)
!732 = !DISubprogram(name: "fputc", scope: !689, file: !689, line: 549, type: !733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DISubroutineType(types: !734)
!734 = !{!3, !3, !697}
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !736, file: !686, line: 112)
!736 = !DISubprogram(name: "fputs", scope: !689, file: !689, line: 655, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubroutineType(types: !738)
!738 = !{!3, !726, !714}
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !740, file: !686, line: 113)
!740 = !DISubprogram(name: "fread", scope: !689, file: !689, line: 675, type: !741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubroutineType(types: !742)
!742 = !{!679, !743, !679, !679, !714}
!743 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !623)
!744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !745, file: !686, line: 114)
!745 = !DISubprogram(name: "freopen", scope: !689, file: !689, line: 265, type: !746, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!746 = !DISubroutineType(types: !747)
!747 = !{!697, !726, !726, !714}
!748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !749, file: !686, line: 115)
!749 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !689, file: !689, line: 434, type: !729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !751, file: !686, line: 116)
!751 = !DISubprogram(name: "fseek", scope: !689, file: !689, line: 713, type: !752, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubroutineType(types: !753)
!753 = !{!3, !697, !408, !3}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !755, file: !686, line: 117)
!755 = !DISubprogram(name: "fsetpos", scope: !689, file: !689, line: 765, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!3, !697, !758}
!758 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !759, size: 64)
!759 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !688)
!760 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !761, file: !686, line: 118)
!761 = !DISubprogram(name: "ftell", scope: !689, file: !689, line: 718, type: !762, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DISubroutineType(types: !763)
!763 = !{!408, !697}
!764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !765, file: !686, line: 119)
!765 = !DISubprogram(name: "fwrite", scope: !689, file: !689, line: 681, type: !766, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!766 = !DISubroutineType(types: !767)
!767 = !{!679, !768, !679, !679, !714}
!768 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !770, file: !686, line: 120)
!770 = !DISubprogram(name: "getc", scope: !689, file: !689, line: 514, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !772, file: !686, line: 121)
!772 = !DISubprogram(name: "getchar", scope: !773, file: !773, line: 47, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!773 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!774 = !DISubroutineType(types: !775)
!775 = !{!3}
!776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !777, file: !686, line: 126)
!777 = !DISubprogram(name: "perror", scope: !689, file: !689, line: 804, type: !778, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!778 = !DISubroutineType(types: !779)
!779 = !{null, !592}
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !781, file: !686, line: 127)
!781 = !DISubprogram(name: "printf", scope: !689, file: !689, line: 356, type: !782, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!782 = !DISubroutineType(types: !783)
!783 = !{!3, !726, null}
!784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !785, file: !686, line: 128)
!785 = !DISubprogram(name: "putc", scope: !689, file: !689, line: 550, type: !733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !787, file: !686, line: 129)
!787 = !DISubprogram(name: "putchar", scope: !773, file: !773, line: 82, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DISubroutineType(types: !789)
!789 = !{!3, !3}
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !791, file: !686, line: 130)
!791 = !DISubprogram(name: "puts", scope: !689, file: !689, line: 661, type: !792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!792 = !DISubroutineType(types: !793)
!793 = !{!3, !592}
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !795, file: !686, line: 131)
!795 = !DISubprogram(name: "remove", scope: !689, file: !689, line: 152, type: !792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !797, file: !686, line: 132)
!797 = !DISubprogram(name: "rename", scope: !689, file: !689, line: 154, type: !798, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!798 = !DISubroutineType(types: !799)
!799 = !{!3, !592, !592}
!800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !801, file: !686, line: 133)
!801 = !DISubprogram(name: "rewind", scope: !689, file: !689, line: 723, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !803, file: !686, line: 134)
!803 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !689, file: !689, line: 437, type: !782, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !805, file: !686, line: 135)
!805 = !DISubprogram(name: "setbuf", scope: !689, file: !689, line: 328, type: !806, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!806 = !DISubroutineType(types: !807)
!807 = !{null, !714, !721}
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !809, file: !686, line: 136)
!809 = !DISubprogram(name: "setvbuf", scope: !689, file: !689, line: 332, type: !810, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!810 = !DISubroutineType(types: !811)
!811 = !{!3, !714, !721, !3, !679}
!812 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !813, file: !686, line: 137)
!813 = !DISubprogram(name: "sprintf", scope: !689, file: !689, line: 358, type: !814, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!814 = !DISubroutineType(types: !815)
!815 = !{!3, !721, !726, null}
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !817, file: !686, line: 138)
!817 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !689, file: !689, line: 439, type: !818, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DISubroutineType(types: !819)
!819 = !{!3, !726, !726, null}
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !821, file: !686, line: 139)
!821 = !DISubprogram(name: "tmpfile", scope: !689, file: !689, line: 188, type: !822, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DISubroutineType(types: !823)
!823 = !{!697}
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !825, file: !686, line: 141)
!825 = !DISubprogram(name: "tmpnam", scope: !689, file: !689, line: 205, type: !826, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!826 = !DISubroutineType(types: !827)
!827 = !{!5, !5}
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !829, file: !686, line: 143)
!829 = !DISubprogram(name: "ungetc", scope: !689, file: !689, line: 668, type: !733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !831, file: !686, line: 144)
!831 = !DISubprogram(name: "vfprintf", scope: !689, file: !689, line: 365, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubroutineType(types: !833)
!833 = !{!3, !714, !726, !834}
!834 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !835, size: 64)
!835 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !836, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!836 = !DIFile(filename: "vector_push.cpp", directory: "/work/main/internal/pipeline/testdata")
!837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !838, file: !686, line: 145)
!838 = !DISubprogram(name: "vprintf", scope: !773, file: !773, line: 39, type: !839, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!839 = !DISubroutineType(types: !840)
!840 = !{!3, !726, !834}
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !842, file: !686, line: 146)
!842 = !DISubprogram(name: "vsprintf", scope: !689, file: !689, line: 373, type: !843, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubroutineType(types: !844)
!844 = !{!3, !721, !726, !834}
!845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !846, file: !686, line: 175)
!846 = !DISubprogram(name: "snprintf", scope: !689, file: !689, line: 378, type: !847, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!847 = !DISubroutineType(types: !848)
!848 = !{!3, !721, !679, !726, null}
!849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !850, file: !686, line: 176)
!850 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !689, file: !689, line: 479, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !852, file: !686, line: 177)
!852 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !689, file: !689, line: 484, type: !839, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!853 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !854, file: !686, line: 178)
!854 = !DISubprogram(name: "vsnprintf", scope: !689, file: !689, line: 382, type: !855, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!855 = !DISubroutineType(types: !856)
!856 = !{!3, !721, !679, !726, !834}
!857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !858, file: !686, line: 179)
!858 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !689, file: !689, line: 487, type: !859, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = !DISubroutineType(types: !860)
!860 = !{!3, !726, !726, !834}
!861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !846, file: !686, line: 185)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !850, file: !686, line: 186)
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !852, file: !686, line: 187)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !854, file: !686, line: 188)
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !858, file: !686, line: 189)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !867, file: !869, line: 52)
!867 = !DISubprogram(name: "abs", scope: !868, file: !868, line: 861, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!869 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !871, file: !873, line: 127)
!871 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !868, line: 63, baseType: !872)
!872 = !DICompositeType(tag: DW_TAG_structure_type, file: !868, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!873 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !875, file: !873, line: 128)
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !868, line: 71, baseType: !876)
!876 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !868, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !877, identifier: "_ZTS6ldiv_t")
!877 = !{!878, !879}
!878 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !876, file: !868, line: 69, baseType: !408, size: 64)
!879 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !876, file: !868, line: 70, baseType: !408, size: 64, offset: 64)
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !881, file: !873, line: 130)
!881 = !DISubprogram(name: "abort", scope: !868, file: !868, line: 611, type: !882, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!882 = !DISubroutineType(types: !883)
!883 = !{null}
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !885, file: !873, line: 134)
!885 = !DISubprogram(name: "atexit", scope: !868, file: !868, line: 615, type: !886, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!886 = !DISubroutineType(types: !887)
!887 = !{!3, !888}
!888 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !882, size: 64)
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !890, file: !873, line: 137)
!890 = !DISubprogram(name: "at_quick_exit", scope: !868, file: !868, line: 620, type: !886, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !892, file: !873, line: 140)
!892 = !DISubprogram(name: "atof", scope: !893, file: !893, line: 25, type: !894, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!893 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!894 = !DISubroutineType(types: !895)
!895 = !{!7, !592}
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !897, file: !873, line: 141)
!897 = distinct !DISubprogram(name: "atoi", scope: !868, file: !868, line: 362, type: !792, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !898)
!898 = !{!899}
!899 = !DILocalVariable(name: "__nptr", arg: 1, scope: !897, file: !868, line: 362, type: !592)
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !901, file: !873, line: 142)
!901 = !DISubprogram(name: "atol", scope: !868, file: !868, line: 367, type: !902, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!902 = !DISubroutineType(types: !903)
!903 = !{!408, !592}
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !905, file: !873, line: 143)
!905 = !DISubprogram(name: "bsearch", scope: !906, file: !906, line: 20, type: !907, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!906 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!907 = !DISubroutineType(types: !908)
!908 = !{!623, !14, !14, !679, !679, !909}
!909 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !868, line: 829, baseType: !910)
!910 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !911, size: 64)
!911 = !DISubroutineType(types: !912)
!912 = !{!3, !14, !14}
!913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !914, file: !873, line: 144)
!914 = !DISubprogram(name: "calloc", scope: !868, file: !868, line: 556, type: !915, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!915 = !DISubroutineType(types: !916)
!916 = !{!623, !679, !679}
!917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !918, file: !873, line: 145)
!918 = !DISubprogram(name: "div", scope: !868, file: !868, line: 873, type: !919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DISubroutineType(types: !920)
!920 = !{!871, !3, !3}
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !922, file: !873, line: 146)
!922 = !DISubprogram(name: "exit", scope: !868, file: !868, line: 637, type: !923, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{null, !3}
!925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !926, file: !873, line: 147)
!926 = !DISubprogram(name: "free", scope: !868, file: !868, line: 568, type: !927, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!927 = !DISubroutineType(types: !928)
!928 = !{null, !623}
!929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !930, file: !873, line: 148)
!930 = !DISubprogram(name: "getenv", scope: !868, file: !868, line: 654, type: !931, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!931 = !DISubroutineType(types: !932)
!932 = !{!5, !592}
!933 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !934, file: !873, line: 149)
!934 = !DISubprogram(name: "labs", scope: !868, file: !868, line: 862, type: !935, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!935 = !DISubroutineType(types: !936)
!936 = !{!408, !408}
!937 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !938, file: !873, line: 150)
!938 = !DISubprogram(name: "ldiv", scope: !868, file: !868, line: 875, type: !939, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!939 = !DISubroutineType(types: !940)
!940 = !{!875, !408, !408}
!941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !942, file: !873, line: 151)
!942 = !DISubprogram(name: "malloc", scope: !868, file: !868, line: 553, type: !943, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!943 = !DISubroutineType(types: !944)
!944 = !{!623, !679}
!945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !946, file: !873, line: 153)
!946 = !DISubprogram(name: "mblen", scope: !868, file: !868, line: 943, type: !947, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!947 = !DISubroutineType(types: !948)
!948 = !{!3, !592, !679}
!949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !950, file: !873, line: 154)
!950 = !DISubprogram(name: "mbstowcs", scope: !868, file: !868, line: 954, type: !951, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!951 = !DISubroutineType(types: !952)
!952 = !{!679, !953, !726, !679}
!953 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !954)
!954 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !955, size: 64)
!955 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !957, file: !873, line: 155)
!957 = !DISubprogram(name: "mbtowc", scope: !868, file: !868, line: 946, type: !958, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DISubroutineType(types: !959)
!959 = !{!3, !953, !726, !679}
!960 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !961, file: !873, line: 157)
!961 = !DISubprogram(name: "qsort", scope: !868, file: !868, line: 851, type: !962, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!962 = !DISubroutineType(types: !963)
!963 = !{null, !623, !679, !679, !909}
!964 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !965, file: !873, line: 160)
!965 = !DISubprogram(name: "quick_exit", scope: !868, file: !868, line: 643, type: !923, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!966 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !967, file: !873, line: 163)
!967 = !DISubprogram(name: "rand", scope: !868, file: !868, line: 454, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!968 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !969, file: !873, line: 164)
!969 = !DISubprogram(name: "realloc", scope: !868, file: !868, line: 564, type: !970, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!970 = !DISubroutineType(types: !971)
!971 = !{!623, !623, !679}
!972 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !973, file: !873, line: 165)
!973 = !DISubprogram(name: "srand", scope: !868, file: !868, line: 456, type: !974, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!974 = !DISubroutineType(types: !975)
!975 = !{null, !976}
!976 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!977 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !978, file: !873, line: 166)
!978 = !DISubprogram(name: "strtod", scope: !868, file: !868, line: 118, type: !979, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!979 = !DISubroutineType(types: !980)
!980 = !{!7, !726, !981}
!981 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!982 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !983, file: !873, line: 167)
!983 = !DISubprogram(name: "strtol", scope: !868, file: !868, line: 177, type: !984, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!984 = !DISubroutineType(types: !985)
!985 = !{!408, !726, !981, !3}
!986 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !987, file: !873, line: 168)
!987 = !DISubprogram(name: "strtoul", scope: !868, file: !868, line: 181, type: !988, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!988 = !DISubroutineType(types: !989)
!989 = !{!11, !726, !981, !3}
!990 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !991, file: !873, line: 169)
!991 = !DISubprogram(name: "system", scope: !868, file: !868, line: 804, type: !792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !993, file: !873, line: 171)
!993 = !DISubprogram(name: "wcstombs", scope: !868, file: !868, line: 958, type: !994, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!994 = !DISubroutineType(types: !995)
!995 = !{!679, !721, !996, !679}
!996 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !997)
!997 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !998, size: 64)
!998 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !955)
!999 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1000, file: !873, line: 172)
!1000 = !DISubprogram(name: "wctomb", scope: !868, file: !868, line: 950, type: !1001, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1001 = !DISubroutineType(types: !1002)
!1002 = !{!3, !5, !955}
!1003 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1004, file: !873, line: 200)
!1004 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !868, line: 81, baseType: !1005)
!1005 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !868, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1006, identifier: "_ZTS7lldiv_t")
!1006 = !{!1007, !1009}
!1007 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1005, file: !868, line: 79, baseType: !1008, size: 64)
!1008 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1009 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1005, file: !868, line: 80, baseType: !1008, size: 64, offset: 64)
!1010 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1011, file: !873, line: 206)
!1011 = !DISubprogram(name: "_Exit", scope: !868, file: !868, line: 649, type: !923, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1012 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1013, file: !873, line: 210)
!1013 = !DISubprogram(name: "llabs", scope: !868, file: !868, line: 865, type: !1014, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1014 = !DISubroutineType(types: !1015)
!1015 = !{!1008, !1008}
!1016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1017, file: !873, line: 216)
!1017 = !DISubprogram(name: "lldiv", scope: !868, file: !868, line: 879, type: !1018, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1018 = !DISubroutineType(types: !1019)
!1019 = !{!1004, !1008, !1008}
!1020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1021, file: !873, line: 227)
!1021 = !DISubprogram(name: "atoll", scope: !868, file: !868, line: 374, type: !1022, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!1008, !592}
!1024 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1025, file: !873, line: 228)
!1025 = !DISubprogram(name: "strtoll", scope: !868, file: !868, line: 201, type: !1026, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1026 = !DISubroutineType(types: !1027)
!1027 = !{!1008, !726, !981, !3}
!1028 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1029, file: !873, line: 229)
!1029 = !DISubprogram(name: "strtoull", scope: !868, file: !868, line: 206, type: !1030, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1030 = !DISubroutineType(types: !1031)
!1031 = !{!1032, !726, !981, !3}
!1032 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1033 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1034, file: !873, line: 231)
!1034 = !DISubprogram(name: "strtof", scope: !868, file: !868, line: 124, type: !1035, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{!1037, !726, !981}
!1037 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1038 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !38, entity: !1039, file: !873, line: 232)
!1039 = !DISubprogram(name: "strtold", scope: !868, file: !868, line: 127, type: !1040, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{!1042, !726, !981}
!1042 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1043 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1004, file: !873, line: 240)
!1044 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1011, file: !873, line: 242)
!1045 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1013, file: !873, line: 244)
!1046 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1047, file: !873, line: 245)
!1047 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !38, file: !873, line: 213, type: !1018, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1048 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1017, file: !873, line: 246)
!1049 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1021, file: !873, line: 248)
!1050 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1034, file: !873, line: 249)
!1051 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1025, file: !873, line: 250)
!1052 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1029, file: !873, line: 251)
!1053 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1039, file: !873, line: 252)
!1054 = !{i32 7, !"Dwarf Version", i32 5}
!1055 = !{i32 2, !"Debug Info Version", i32 3}
!1056 = !{i32 1, !"wchar_size", i32 4}
!1057 = !{i32 7, !"PIC Level", i32 2}
!1058 = !{i32 7, !"PIE Level", i32 2}
!1059 = !{i32 7, !"uwtable", i32 1}
!1060 = !{!"Debian clang version 14.0.6"}
!1061 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !1062, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1064)
!1062 = !DISubroutineType(types: !1063)
!1063 = !{!3, !3, !4}
!1064 = !{!1065, !1066, !1067, !1068, !1069, !1070, !1071}
!1065 = !DILocalVariable(name: "argc", arg: 1, scope: !1061, file: !1, line: 31, type: !3)
!1066 = !DILocalVariable(name: "argv", arg: 2, scope: !1061, file: !1, line: 31, type: !4)
!1067 = !DILocalVariable(name: "n", scope: !1061, file: !1, line: 32, type: !3)
!1068 = !DILocalVariable(name: "reps", scope: !1061, file: !1, line: 33, type: !3)
!1069 = !DILocalVariable(name: "pts", scope: !1061, file: !1, line: 34, type: !24)
!1070 = !DILocalVariable(name: "s", scope: !1061, file: !1, line: 35, type: !7)
!1071 = !DILocalVariable(name: "r", scope: !1072, file: !1, line: 36, type: !3)
!1072 = distinct !DILexicalBlock(scope: !1061, file: !1, line: 36, column: 3)
!1073 = !DILocation(line: 0, scope: !1061)
!1074 = !DILocation(line: 32, column: 16, scope: !1061)
!1075 = !DILocation(line: 32, column: 11, scope: !1061)
!1076 = !DILocation(line: 32, column: 32, scope: !1061)
!1077 = !{!1078, !1078, i64 0}
!1078 = !{!"any pointer", !1079, i64 0}
!1079 = !{!"omnipotent char", !1080, i64 0}
!1080 = !{!"Simple C++ TBAA"}
!1081 = !DILocation(line: 0, scope: !897, inlinedAt: !1082)
!1082 = distinct !DILocation(line: 32, column: 22, scope: !1061)
!1083 = !DILocation(line: 364, column: 16, scope: !897, inlinedAt: !1082)
!1084 = !DILocation(line: 33, column: 19, scope: !1061)
!1085 = !DILocation(line: 33, column: 14, scope: !1061)
!1086 = !DILocation(line: 33, column: 35, scope: !1061)
!1087 = !DILocation(line: 0, scope: !897, inlinedAt: !1088)
!1088 = distinct !DILocation(line: 33, column: 25, scope: !1061)
!1089 = !DILocation(line: 364, column: 16, scope: !897, inlinedAt: !1088)
!1090 = !DILocalVariable(name: "pts", scope: !1091, file: !1, line: 13, type: !24)
!1091 = distinct !DISubprogram(name: "build", linkageName: "_ZL5buildi", scope: !1, file: !1, line: 12, type: !1092, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1094)
!1092 = !DISubroutineType(types: !1093)
!1093 = !{!24, !3}
!1094 = !{!1095, !1090, !1096}
!1095 = !DILocalVariable(name: "n", arg: 1, scope: !1091, file: !1, line: 12, type: !3)
!1096 = !DILocalVariable(name: "i", scope: !1097, file: !1, line: 15, type: !3)
!1097 = distinct !DILexicalBlock(scope: !1091, file: !1, line: 15, column: 3)
!1098 = !DILocation(line: 0, scope: !1091, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 34, column: 28, scope: !1061)
!1100 = !DILocalVariable(name: "this", arg: 1, scope: !1101, type: !1110, flags: DIFlagArtificial | DIFlagObjectPointer)
!1101 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorI5PointSaIS0_EE7reserveEm", scope: !24, file: !1102, line: 68, type: !503, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !511, retainedNodes: !1103)
!1102 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1103 = !{!1100, !1104, !1105, !1109}
!1104 = !DILocalVariable(name: "__n", arg: 2, scope: !1101, file: !13, line: 1105, type: !12)
!1105 = !DILocalVariable(name: "__old_size", scope: !1106, file: !1102, line: 74, type: !1108)
!1106 = distinct !DILexicalBlock(scope: !1107, file: !1102, line: 73, column: 2)
!1107 = distinct !DILexicalBlock(scope: !1101, file: !1102, line: 72, column: 11)
!1108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!1109 = !DILocalVariable(name: "__tmp", scope: !1106, file: !1102, line: 75, type: !282)
!1110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!1111 = !DILocation(line: 0, scope: !1101, inlinedAt: !1112)
!1112 = distinct !DILocation(line: 14, column: 7, scope: !1091, inlinedAt: !1099)
!1113 = !DILocation(line: 70, column: 15, scope: !1114, inlinedAt: !1112)
!1114 = distinct !DILexicalBlock(scope: !1101, file: !1102, line: 70, column: 11)
!1115 = !DILocation(line: 70, column: 11, scope: !1101, inlinedAt: !1112)
!1116 = !DILocation(line: 71, column: 2, scope: !1114, inlinedAt: !1112)
!1117 = !{!1118}
!1118 = distinct !{!1118, !1119, !"_ZL5buildi: argument 0"}
!1119 = distinct !{!1119, !"_ZL5buildi"}
!1120 = !DILocation(line: 14, column: 15, scope: !1091, inlinedAt: !1099)
!1121 = !DILocation(line: 72, column: 28, scope: !1107, inlinedAt: !1112)
!1122 = !DILocation(line: 72, column: 11, scope: !1101, inlinedAt: !1112)
!1123 = !DILocalVariable(name: "this", arg: 1, scope: !1124, type: !1126, flags: DIFlagArtificial | DIFlagObjectPointer)
!1124 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4sizeEv", scope: !24, file: !13, line: 987, type: !499, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !498, retainedNodes: !1125)
!1125 = !{!1123}
!1126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!1127 = !DILocation(line: 0, scope: !1124, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 74, column: 33, scope: !1106, inlinedAt: !1112)
!1129 = !DILocation(line: 0, scope: !1106, inlinedAt: !1112)
!1130 = !DILocalVariable(name: "this", arg: 1, scope: !1131, type: !1134, flags: DIFlagArtificial | DIFlagObjectPointer)
!1131 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm", scope: !27, file: !13, line: 375, type: !236, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !235, retainedNodes: !1132)
!1132 = !{!1130, !1133}
!1133 = !DILocalVariable(name: "__n", arg: 2, scope: !1131, file: !13, line: 375, type: !8)
!1134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!1135 = !DILocation(line: 0, scope: !1131, inlinedAt: !1136)
!1136 = distinct !DILocation(line: 79, column: 22, scope: !1137, inlinedAt: !1112)
!1137 = distinct !DILexicalBlock(scope: !1138, file: !1102, line: 78, column: 6)
!1138 = distinct !DILexicalBlock(scope: !1106, file: !1102, line: 77, column: 29)
!1139 = !DILocalVariable(name: "__a", arg: 1, scope: !1140, file: !42, line: 463, type: !48)
!1140 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_m", scope: !41, file: !42, line: 463, type: !45, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !44, retainedNodes: !1141)
!1141 = !{!1139, !1142}
!1142 = !DILocalVariable(name: "__n", arg: 2, scope: !1140, file: !42, line: 463, type: !111)
!1143 = !DILocation(line: 0, scope: !1140, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 378, column: 20, scope: !1131, inlinedAt: !1136)
!1145 = !DILocalVariable(name: "this", arg: 1, scope: !1146, type: !1150, flags: DIFlagArtificial | DIFlagObjectPointer)
!1146 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorI5PointE8allocateEmPKv", scope: !56, file: !57, line: 112, type: !85, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !84, retainedNodes: !1147)
!1147 = !{!1145, !1148, !1149}
!1148 = !DILocalVariable(name: "__n", arg: 2, scope: !1146, file: !57, line: 112, type: !87)
!1149 = !DILocalVariable(arg: 3, scope: !1146, file: !57, line: 112, type: !14)
!1150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!1151 = !DILocation(line: 0, scope: !1146, inlinedAt: !1152)
!1152 = distinct !DILocation(line: 464, column: 20, scope: !1140, inlinedAt: !1144)
!1153 = !DILocation(line: 137, column: 53, scope: !1146, inlinedAt: !1152)
!1154 = !DILocation(line: 137, column: 27, scope: !1146, inlinedAt: !1152)
!1155 = !DILocation(line: 137, column: 9, scope: !1146, inlinedAt: !1152)
!1156 = !DILocalVariable(name: "this", arg: 1, scope: !1157, type: !1134, flags: DIFlagArtificial | DIFlagObjectPointer)
!1157 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m", scope: !27, file: !13, line: 383, type: !239, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !238, retainedNodes: !1158)
!1158 = !{!1156, !1159, !1160}
!1159 = !DILocalVariable(name: "__p", arg: 2, scope: !1157, file: !13, line: 383, type: !152)
!1160 = !DILocalVariable(name: "__n", arg: 3, scope: !1157, file: !13, line: 383, type: !8)
!1161 = !DILocation(line: 0, scope: !1157, inlinedAt: !1162)
!1162 = distinct !DILocation(line: 93, column: 4, scope: !1106, inlinedAt: !1112)
!1163 = !DILocation(line: 98, column: 61, scope: !1106, inlinedAt: !1112)
!1164 = !DILocation(line: 0, scope: !1097, inlinedAt: !1099)
!1165 = !DILocation(line: 15, column: 3, scope: !1097, inlinedAt: !1099)
!1166 = !DILocation(line: 15, column: 46, scope: !1167, inlinedAt: !1099)
!1167 = distinct !DILexicalBlock(scope: !1097, file: !1, line: 15, column: 3)
!1168 = !DILocation(line: 15, column: 48, scope: !1167, inlinedAt: !1099)
!1169 = !DILocation(line: 15, column: 76, scope: !1167, inlinedAt: !1099)
!1170 = !DILocation(line: 15, column: 73, scope: !1167, inlinedAt: !1099)
!1171 = !DILocalVariable(name: "this", arg: 1, scope: !1172, type: !1110, flags: DIFlagArtificial | DIFlagObjectPointer)
!1172 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE9push_backEOS0_", scope: !24, file: !13, line: 1293, type: !550, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !549, retainedNodes: !1173)
!1173 = !{!1171, !1174}
!1174 = !DILocalVariable(name: "__x", arg: 2, scope: !1172, file: !13, line: 1293, type: !552)
!1175 = !DILocation(line: 0, scope: !1172, inlinedAt: !1176)
!1176 = distinct !DILocation(line: 15, column: 35, scope: !1167, inlinedAt: !1099)
!1177 = !DILocalVariable(name: "this", arg: 1, scope: !1178, type: !1110, flags: DIFlagArtificial | DIFlagObjectPointer)
!1178 = distinct !DISubprogram(name: "emplace_back<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE12emplace_backIJS0_EEEvDpOT_", scope: !24, file: !1102, line: 112, type: !1179, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1183, declaration: !1182, retainedNodes: !1186)
!1179 = !DISubroutineType(types: !1180)
!1180 = !{null, !294, !1181}
!1181 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !17, size: 64)
!1182 = !DISubprogram(name: "emplace_back<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE12emplace_backIJS0_EEEvDpOT_", scope: !24, file: !13, line: 1303, type: !1179, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1183)
!1183 = !{!1184}
!1184 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !1185)
!1185 = !{!145}
!1186 = !{!1177, !1187}
!1187 = !DILocalVariable(name: "__args", arg: 2, scope: !1178, file: !13, line: 1303, type: !1181)
!1188 = !DILocation(line: 0, scope: !1178, inlinedAt: !1189)
!1189 = distinct !DILocation(line: 1294, column: 9, scope: !1172, inlinedAt: !1176)
!1190 = !DILocation(line: 114, column: 30, scope: !1191, inlinedAt: !1189)
!1191 = distinct !DILexicalBlock(scope: !1178, file: !1102, line: 114, column: 6)
!1192 = !DILocation(line: 114, column: 6, scope: !1178, inlinedAt: !1189)
!1193 = !DILocalVariable(name: "__a", arg: 1, scope: !1194, file: !42, line: 511, type: !48)
!1194 = distinct !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_", scope: !41, file: !42, line: 511, type: !1195, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1198, declaration: !1197, retainedNodes: !1200)
!1195 = !DISubroutineType(types: !1196)
!1196 = !{null, !48, !16, !1181}
!1197 = !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_", scope: !41, file: !42, line: 511, type: !1195, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1198)
!1198 = !{!1199, !1184}
!1199 = !DITemplateTypeParameter(name: "_Up", type: !17)
!1200 = !{!1193, !1201, !1202}
!1201 = !DILocalVariable(name: "__p", arg: 2, scope: !1194, file: !42, line: 511, type: !16)
!1202 = !DILocalVariable(name: "__args", arg: 3, scope: !1194, file: !42, line: 512, type: !1181)
!1203 = !DILocation(line: 0, scope: !1194, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 117, column: 6, scope: !1205, inlinedAt: !1189)
!1205 = distinct !DILexicalBlock(scope: !1191, file: !1102, line: 115, column: 4)
!1206 = !DILocalVariable(name: "this", arg: 1, scope: !1207, type: !1150, flags: DIFlagArtificial | DIFlagObjectPointer)
!1207 = distinct !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt15__new_allocatorI5PointE9constructIS0_JS0_EEEvPT_DpOT0_", scope: !56, file: !57, line: 173, type: !1208, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1198, declaration: !1210, retainedNodes: !1211)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{null, !62, !16, !1181}
!1210 = !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt15__new_allocatorI5PointE9constructIS0_JS0_EEEvPT_DpOT0_", scope: !56, file: !57, line: 173, type: !1208, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1198)
!1211 = !{!1206, !1212, !1213}
!1212 = !DILocalVariable(name: "__p", arg: 2, scope: !1207, file: !57, line: 173, type: !16)
!1213 = !DILocalVariable(name: "__args", arg: 3, scope: !1207, file: !57, line: 173, type: !1181)
!1214 = !DILocation(line: 0, scope: !1207, inlinedAt: !1215)
!1215 = distinct !DILocation(line: 516, column: 8, scope: !1194, inlinedAt: !1204)
!1216 = !DILocation(line: 175, column: 23, scope: !1207, inlinedAt: !1215)
!1217 = !{i64 0, i64 8, !1218}
!1218 = !{!1219, !1219, i64 0}
!1219 = !{!"double", !1079, i64 0}
!1220 = !DILocation(line: 121, column: 4, scope: !1205, inlinedAt: !1189)
!1221 = !DILocalVariable(name: "__position", arg: 2, scope: !1222, file: !13, line: 1868, type: !363)
!1222 = distinct !DISubprogram(name: "_M_realloc_insert<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_", scope: !24, file: !1102, line: 440, type: !1223, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1183, declaration: !1225, retainedNodes: !1226)
!1223 = !DISubroutineType(types: !1224)
!1224 = !{null, !294, !363, !1181}
!1225 = !DISubprogram(name: "_M_realloc_insert<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_", scope: !24, file: !13, line: 1868, type: !1223, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !1183)
!1226 = !{!1227, !1221, !1228, !1229, !1230, !1231, !1232, !1233, !1234}
!1227 = !DILocalVariable(name: "this", arg: 1, scope: !1222, type: !1110, flags: DIFlagArtificial | DIFlagObjectPointer)
!1228 = !DILocalVariable(name: "__args", arg: 3, scope: !1222, file: !13, line: 1868, type: !1181)
!1229 = !DILocalVariable(name: "__len", scope: !1222, file: !1102, line: 448, type: !1108)
!1230 = !DILocalVariable(name: "__old_start", scope: !1222, file: !1102, line: 450, type: !282)
!1231 = !DILocalVariable(name: "__old_finish", scope: !1222, file: !1102, line: 451, type: !282)
!1232 = !DILocalVariable(name: "__elems_before", scope: !1222, file: !1102, line: 452, type: !1108)
!1233 = !DILocalVariable(name: "__new_start", scope: !1222, file: !1102, line: 453, type: !282)
!1234 = !DILocalVariable(name: "__new_finish", scope: !1222, file: !1102, line: 454, type: !282)
!1235 = !DILocation(line: 0, scope: !1222, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 123, column: 4, scope: !1191, inlinedAt: !1189)
!1237 = !DILocalVariable(name: "this", arg: 1, scope: !1238, type: !1126, flags: DIFlagArtificial | DIFlagObjectPointer)
!1238 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE12_M_check_lenEmPKc", scope: !24, file: !13, line: 1891, type: !589, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !588, retainedNodes: !1239)
!1239 = !{!1237, !1240, !1241, !1242}
!1240 = !DILocalVariable(name: "__n", arg: 2, scope: !1238, file: !13, line: 1891, type: !12)
!1241 = !DILocalVariable(name: "__s", arg: 3, scope: !1238, file: !13, line: 1891, type: !592)
!1242 = !DILocalVariable(name: "__len", scope: !1238, file: !13, line: 1896, type: !1108)
!1243 = !DILocation(line: 0, scope: !1238, inlinedAt: !1244)
!1244 = distinct !DILocation(line: 449, column: 2, scope: !1222, inlinedAt: !1236)
!1245 = !DILocation(line: 0, scope: !1124, inlinedAt: !1246)
!1246 = distinct !DILocation(line: 1893, column: 19, scope: !1247, inlinedAt: !1244)
!1247 = distinct !DILexicalBlock(scope: !1238, file: !13, line: 1893, column: 6)
!1248 = !DILocation(line: 988, column: 50, scope: !1124, inlinedAt: !1246)
!1249 = !DILocation(line: 1893, column: 26, scope: !1247, inlinedAt: !1244)
!1250 = !DILocation(line: 1893, column: 6, scope: !1238, inlinedAt: !1244)
!1251 = !DILocation(line: 1894, column: 4, scope: !1247, inlinedAt: !1244)
!1252 = !DILocation(line: 0, scope: !1124, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 1896, column: 26, scope: !1238, inlinedAt: !1244)
!1254 = !DILocation(line: 0, scope: !1124, inlinedAt: !1255)
!1255 = distinct !DILocation(line: 1896, column: 46, scope: !1238, inlinedAt: !1244)
!1256 = !DILocalVariable(name: "__a", arg: 1, scope: !1257, file: !1258, line: 254, type: !1261)
!1257 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !10, file: !1258, line: 254, type: !1259, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1265, retainedNodes: !1263)
!1258 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1259 = !DISubroutineType(types: !1260)
!1260 = !{!1261, !1261, !1261}
!1261 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1262, size: 64)
!1262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!1263 = !{!1256, !1264}
!1264 = !DILocalVariable(name: "__b", arg: 2, scope: !1257, file: !1258, line: 254, type: !1261)
!1265 = !{!1266}
!1266 = !DITemplateTypeParameter(name: "_Tp", type: !11)
!1267 = !DILocation(line: 0, scope: !1257, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 1896, column: 35, scope: !1238, inlinedAt: !1244)
!1269 = !DILocation(line: 259, column: 15, scope: !1270, inlinedAt: !1268)
!1270 = distinct !DILexicalBlock(scope: !1257, file: !1258, line: 259, column: 11)
!1271 = !DILocation(line: 1896, column: 35, scope: !1238, inlinedAt: !1244)
!1272 = !DILocation(line: 1896, column: 33, scope: !1238, inlinedAt: !1244)
!1273 = !DILocation(line: 0, scope: !1124, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 1897, column: 18, scope: !1238, inlinedAt: !1244)
!1275 = !DILocation(line: 1897, column: 16, scope: !1238, inlinedAt: !1244)
!1276 = !DILocation(line: 1897, column: 25, scope: !1238, inlinedAt: !1244)
!1277 = !DILocation(line: 0, scope: !1131, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 453, column: 33, scope: !1222, inlinedAt: !1236)
!1279 = !DILocation(line: 378, column: 13, scope: !1131, inlinedAt: !1278)
!1280 = !DILocation(line: 378, column: 9, scope: !1131, inlinedAt: !1278)
!1281 = !DILocation(line: 0, scope: !1140, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 378, column: 20, scope: !1131, inlinedAt: !1278)
!1283 = !DILocation(line: 0, scope: !1146, inlinedAt: !1284)
!1284 = distinct !DILocation(line: 464, column: 20, scope: !1140, inlinedAt: !1282)
!1285 = !DILocation(line: 137, column: 53, scope: !1146, inlinedAt: !1284)
!1286 = !DILocation(line: 137, column: 27, scope: !1146, inlinedAt: !1284)
!1287 = !DILocation(line: 137, column: 9, scope: !1146, inlinedAt: !1284)
!1288 = !DILocation(line: 463, column: 20, scope: !1289, inlinedAt: !1236)
!1289 = distinct !DILexicalBlock(scope: !1222, file: !1102, line: 456, column: 2)
!1290 = !DILocation(line: 0, scope: !1194, inlinedAt: !1291)
!1291 = distinct !DILocation(line: 462, column: 4, scope: !1289, inlinedAt: !1236)
!1292 = !DILocation(line: 0, scope: !1207, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 516, column: 8, scope: !1194, inlinedAt: !1291)
!1294 = !DILocation(line: 175, column: 23, scope: !1207, inlinedAt: !1293)
!1295 = !DILocation(line: 0, scope: !23, inlinedAt: !1296)
!1296 = distinct !DILocation(line: 474, column: 23, scope: !1297, inlinedAt: !1236)
!1297 = distinct !DILexicalBlock(scope: !1298, file: !1102, line: 473, column: 6)
!1298 = distinct !DILexicalBlock(scope: !1289, file: !1102, line: 472, column: 29)
!1299 = !DILocalVariable(name: "__first", arg: 1, scope: !1300, file: !13, line: 487, type: !282)
!1300 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb1EE", scope: !24, file: !13, line: 487, type: !280, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !279, retainedNodes: !1301)
!1301 = !{!1299, !1302, !1303, !1304, !1305}
!1302 = !DILocalVariable(name: "__last", arg: 2, scope: !1300, file: !13, line: 487, type: !282)
!1303 = !DILocalVariable(name: "__result", arg: 3, scope: !1300, file: !13, line: 487, type: !282)
!1304 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1300, file: !13, line: 488, type: !283)
!1305 = !DILocalVariable(arg: 5, scope: !1300, file: !13, line: 488, type: !246)
!1306 = !DILocation(line: 0, scope: !1300, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 507, column: 9, scope: !23, inlinedAt: !1296)
!1308 = !DILocation(line: 488, column: 42, scope: !1300, inlinedAt: !1307)
!1309 = !DILocalVariable(name: "__first", arg: 1, scope: !1310, file: !1311, line: 1127, type: !16)
!1310 = distinct !DISubprogram(name: "__relocate_a<Point *, Point *, std::allocator<Point> >", linkageName: "_ZSt12__relocate_aIP5PointS1_SaIS0_EET0_T_S4_S3_RT1_", scope: !10, file: !1311, line: 1127, type: !1312, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1318, retainedNodes: !1314)
!1311 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1312 = !DISubroutineType(types: !1313)
!1313 = !{!16, !16, !16, !16, !109}
!1314 = !{!1309, !1315, !1316, !1317}
!1315 = !DILocalVariable(name: "__last", arg: 2, scope: !1310, file: !1311, line: 1127, type: !16)
!1316 = !DILocalVariable(name: "__result", arg: 3, scope: !1310, file: !1311, line: 1128, type: !16)
!1317 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1310, file: !1311, line: 1128, type: !109)
!1318 = !{!1319, !1320, !1321}
!1319 = !DITemplateTypeParameter(name: "_InputIterator", type: !16)
!1320 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !16)
!1321 = !DITemplateTypeParameter(name: "_Allocator", type: !50)
!1322 = !DILocation(line: 0, scope: !1310, inlinedAt: !1323)
!1323 = distinct !DILocation(line: 490, column: 9, scope: !1300, inlinedAt: !1307)
!1324 = !DILocalVariable(name: "__first", arg: 1, scope: !1325, file: !1311, line: 1100, type: !16)
!1325 = distinct !DISubprogram(name: "__relocate_a_1<Point, Point>", linkageName: "_ZSt14__relocate_a_1I5PointS0_ENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS2_E4typeES3_S3_S3_RSaIT0_E", scope: !10, file: !1311, line: 1100, type: !1326, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1339, retainedNodes: !1334)
!1326 = !DISubroutineType(types: !1327)
!1327 = !{!1328, !16, !16, !16, !109}
!1328 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<Point>::value, Point *>", scope: !10, file: !247, line: 2240, baseType: !1329)
!1329 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1330, file: !247, line: 2234, baseType: !16)
!1330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, Point *>", scope: !10, file: !247, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !146, templateParams: !1331, identifier: "_ZTSSt9enable_ifILb1EP5PointE")
!1331 = !{!1332, !1333}
!1332 = !DITemplateValueParameter(type: !139, value: i8 1)
!1333 = !DITemplateTypeParameter(name: "_Tp", type: !16)
!1334 = !{!1324, !1335, !1336, !1337, !1338}
!1335 = !DILocalVariable(name: "__last", arg: 2, scope: !1325, file: !1311, line: 1100, type: !16)
!1336 = !DILocalVariable(name: "__result", arg: 3, scope: !1325, file: !1311, line: 1101, type: !16)
!1337 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1325, file: !1311, line: 1102, type: !109)
!1338 = !DILocalVariable(name: "__count", scope: !1325, file: !1311, line: 1104, type: !407)
!1339 = !{!96, !1199}
!1340 = !DILocation(line: 0, scope: !1325, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 1133, column: 14, scope: !1310, inlinedAt: !1323)
!1342 = !DILocation(line: 1105, column: 19, scope: !1343, inlinedAt: !1341)
!1343 = distinct !DILexicalBlock(scope: !1325, file: !1311, line: 1105, column: 11)
!1344 = !DILocation(line: 1105, column: 11, scope: !1325, inlinedAt: !1341)
!1345 = !DILocation(line: 1117, column: 4, scope: !1346, inlinedAt: !1341)
!1346 = distinct !DILexicalBlock(scope: !1343, file: !1311, line: 1106, column: 2)
!1347 = !DILocation(line: 1118, column: 2, scope: !1346, inlinedAt: !1341)
!1348 = !DILocation(line: 0, scope: !1325, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 1133, column: 14, scope: !1310, inlinedAt: !1350)
!1350 = distinct !DILocation(line: 490, column: 9, scope: !1300, inlinedAt: !1351)
!1351 = distinct !DILocation(line: 507, column: 9, scope: !23, inlinedAt: !1352)
!1352 = distinct !DILocation(line: 479, column: 23, scope: !1297, inlinedAt: !1236)
!1353 = !DILocation(line: 0, scope: !1157, inlinedAt: !1354)
!1354 = distinct !DILocation(line: 513, column: 7, scope: !1222, inlinedAt: !1236)
!1355 = !DILocation(line: 386, column: 6, scope: !1356, inlinedAt: !1354)
!1356 = distinct !DILexicalBlock(scope: !1157, file: !13, line: 386, column: 6)
!1357 = !DILocation(line: 386, column: 6, scope: !1157, inlinedAt: !1354)
!1358 = !DILocalVariable(name: "__a", arg: 1, scope: !1359, file: !42, line: 495, type: !48)
!1359 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE10deallocateERS1_PS0_m", scope: !41, file: !42, line: 495, type: !117, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !116, retainedNodes: !1360)
!1360 = !{!1358, !1361, !1362}
!1361 = !DILocalVariable(name: "__p", arg: 2, scope: !1359, file: !42, line: 495, type: !47)
!1362 = !DILocalVariable(name: "__n", arg: 3, scope: !1359, file: !42, line: 495, type: !111)
!1363 = !DILocation(line: 0, scope: !1359, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 387, column: 4, scope: !1356, inlinedAt: !1354)
!1365 = !DILocalVariable(name: "this", arg: 1, scope: !1366, type: !1150, flags: DIFlagArtificial | DIFlagObjectPointer)
!1366 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorI5PointE10deallocateEPS0_m", scope: !56, file: !57, line: 142, type: !89, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !88, retainedNodes: !1367)
!1367 = !{!1365, !1368, !1369}
!1368 = !DILocalVariable(name: "__p", arg: 2, scope: !1366, file: !57, line: 142, type: !16)
!1369 = !DILocalVariable(name: "__n", arg: 3, scope: !1366, file: !57, line: 142, type: !87)
!1370 = !DILocation(line: 0, scope: !1366, inlinedAt: !1371)
!1371 = distinct !DILocation(line: 496, column: 13, scope: !1359, inlinedAt: !1364)
!1372 = !DILocation(line: 158, column: 27, scope: !1366, inlinedAt: !1371)
!1373 = !DILocation(line: 158, column: 2, scope: !1366, inlinedAt: !1371)
!1374 = !DILocation(line: 387, column: 4, scope: !1356, inlinedAt: !1354)
!1375 = !DILocation(line: 517, column: 53, scope: !1222, inlinedAt: !1236)
!1376 = !DILocation(line: 518, column: 5, scope: !1222, inlinedAt: !1236)
!1377 = !DILocation(line: 0, scope: !1191, inlinedAt: !1189)
!1378 = !DILocation(line: 15, column: 27, scope: !1167, inlinedAt: !1099)
!1379 = !DILocation(line: 15, column: 21, scope: !1167, inlinedAt: !1099)
!1380 = distinct !{!1380, !1165, !1381, !1382}
!1381 = !DILocation(line: 15, column: 81, scope: !1097, inlinedAt: !1099)
!1382 = !{!"llvm.loop.mustprogress"}
!1383 = !DILocation(line: 17, column: 1, scope: !1167, inlinedAt: !1099)
!1384 = !DILocalVariable(name: "this", arg: 1, scope: !1385, type: !1110, flags: DIFlagArtificial | DIFlagObjectPointer)
!1385 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorI5PointSaIS0_EED2Ev", scope: !24, file: !13, line: 728, type: !292, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !343, retainedNodes: !1386)
!1386 = !{!1384}
!1387 = !DILocation(line: 0, scope: !1385, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 17, column: 1, scope: !1091, inlinedAt: !1099)
!1389 = !DILocalVariable(name: "this", arg: 1, scope: !1390, type: !1134, flags: DIFlagArtificial | DIFlagObjectPointer)
!1390 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EED2Ev", scope: !27, file: !13, line: 364, type: !208, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !234, retainedNodes: !1391)
!1391 = !{!1389}
!1392 = !DILocation(line: 0, scope: !1390, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 733, column: 7, scope: !1394, inlinedAt: !1388)
!1394 = distinct !DILexicalBlock(scope: !1385, file: !13, line: 729, column: 7)
!1395 = !DILocation(line: 0, scope: !1157, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 366, column: 2, scope: !1397, inlinedAt: !1393)
!1397 = distinct !DILexicalBlock(scope: !1390, file: !13, line: 365, column: 7)
!1398 = !DILocation(line: 386, column: 6, scope: !1356, inlinedAt: !1396)
!1399 = !DILocation(line: 386, column: 6, scope: !1157, inlinedAt: !1396)
!1400 = !DILocation(line: 0, scope: !1359, inlinedAt: !1401)
!1401 = distinct !DILocation(line: 387, column: 4, scope: !1356, inlinedAt: !1396)
!1402 = !DILocation(line: 0, scope: !1366, inlinedAt: !1403)
!1403 = distinct !DILocation(line: 496, column: 13, scope: !1359, inlinedAt: !1401)
!1404 = !DILocation(line: 158, column: 27, scope: !1366, inlinedAt: !1403)
!1405 = !DILocation(line: 158, column: 2, scope: !1366, inlinedAt: !1403)
!1406 = !DILocation(line: 387, column: 4, scope: !1356, inlinedAt: !1396)
!1407 = !DILocation(line: 17, column: 1, scope: !1091, inlinedAt: !1099)
!1408 = !DILocation(line: 0, scope: !1072)
!1409 = !DILocation(line: 36, column: 21, scope: !1410)
!1410 = distinct !DILexicalBlock(scope: !1072, file: !1, line: 36, column: 3)
!1411 = !DILocation(line: 36, column: 3, scope: !1072)
!1412 = !DILocation(line: 37, column: 3, scope: !1061)
!1413 = !DILocation(line: 0, scope: !1385, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 39, column: 1, scope: !1061)
!1415 = !DILocation(line: 0, scope: !1390, inlinedAt: !1416)
!1416 = distinct !DILocation(line: 733, column: 7, scope: !1394, inlinedAt: !1414)
!1417 = !DILocation(line: 0, scope: !1157, inlinedAt: !1418)
!1418 = distinct !DILocation(line: 366, column: 2, scope: !1397, inlinedAt: !1416)
!1419 = !DILocation(line: 386, column: 6, scope: !1356, inlinedAt: !1418)
!1420 = !DILocation(line: 386, column: 6, scope: !1157, inlinedAt: !1418)
!1421 = !DILocation(line: 0, scope: !1359, inlinedAt: !1422)
!1422 = distinct !DILocation(line: 387, column: 4, scope: !1356, inlinedAt: !1418)
!1423 = !DILocation(line: 0, scope: !1366, inlinedAt: !1424)
!1424 = distinct !DILocation(line: 496, column: 13, scope: !1359, inlinedAt: !1422)
!1425 = !DILocation(line: 158, column: 27, scope: !1366, inlinedAt: !1424)
!1426 = !DILocation(line: 158, column: 2, scope: !1366, inlinedAt: !1424)
!1427 = !DILocation(line: 387, column: 4, scope: !1356, inlinedAt: !1418)
!1428 = !DILocation(line: 39, column: 1, scope: !1061)
!1429 = !DILocalVariable(name: "pts", arg: 1, scope: !1430, file: !1, line: 19, type: !313)
!1430 = distinct !DISubprogram(name: "centroid_dist", linkageName: "_ZL13centroid_distRKSt6vectorI5PointSaIS0_EE", scope: !1, file: !1, line: 19, type: !1431, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1433)
!1431 = !DISubroutineType(types: !1432)
!1432 = !{!7, !313}
!1433 = !{!1429, !1434, !1435, !1436, !1437, !1439, !1440, !1441, !1443, !1444, !1446, !1449, !1450}
!1434 = !DILocalVariable(name: "cx", scope: !1430, file: !1, line: 20, type: !7)
!1435 = !DILocalVariable(name: "cy", scope: !1430, file: !1, line: 20, type: !7)
!1436 = !DILocalVariable(name: "cz", scope: !1430, file: !1, line: 20, type: !7)
!1437 = !DILocalVariable(name: "__range1", scope: !1438, type: !313, flags: DIFlagArtificial)
!1438 = distinct !DILexicalBlock(scope: !1430, file: !1, line: 21, column: 3)
!1439 = !DILocalVariable(name: "__begin1", scope: !1438, type: !425, flags: DIFlagArtificial)
!1440 = !DILocalVariable(name: "__end1", scope: !1438, type: !425, flags: DIFlagArtificial)
!1441 = !DILocalVariable(name: "p", scope: !1442, file: !1, line: 21, type: !83)
!1442 = distinct !DILexicalBlock(scope: !1438, file: !1, line: 21, column: 3)
!1443 = !DILocalVariable(name: "s", scope: !1430, file: !1, line: 23, type: !7)
!1444 = !DILocalVariable(name: "i", scope: !1445, file: !1, line: 24, type: !679)
!1445 = distinct !DILexicalBlock(scope: !1430, file: !1, line: 24, column: 3)
!1446 = !DILocalVariable(name: "dx", scope: !1447, file: !1, line: 25, type: !7)
!1447 = distinct !DILexicalBlock(scope: !1448, file: !1, line: 24, column: 43)
!1448 = distinct !DILexicalBlock(scope: !1445, file: !1, line: 24, column: 3)
!1449 = !DILocalVariable(name: "dy", scope: !1447, file: !1, line: 25, type: !7)
!1450 = !DILocalVariable(name: "dz", scope: !1447, file: !1, line: 25, type: !7)
!1451 = !DILocation(line: 0, scope: !1430, inlinedAt: !1452)
!1452 = distinct !DILocation(line: 36, column: 39, scope: !1410)
!1453 = !DILocation(line: 0, scope: !1438, inlinedAt: !1452)
!1454 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1455, file: !365, line: 1237, type: !1458)
!1455 = distinct !DISubprogram(name: "operator!=<const Point *, std::vector<Point, std::allocator<Point> > >", linkageName: "_ZN9__gnu_cxxneIPK5PointSt6vectorIS1_SaIS1_EEEEbRKNS_17__normal_iteratorIT_T0_EESC_", scope: !38, file: !365, line: 1237, type: !1456, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !478, retainedNodes: !1459)
!1456 = !DISubroutineType(types: !1457)
!1457 = !{!139, !1458, !1458}
!1458 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !447, size: 64)
!1459 = !{!1454, !1460}
!1460 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1455, file: !365, line: 1238, type: !1458)
!1461 = !DILocation(line: 0, scope: !1455, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 21, column: 23, scope: !1438, inlinedAt: !1452)
!1463 = !DILocation(line: 21, column: 23, scope: !1438, inlinedAt: !1452)
!1464 = !DILocation(line: 0, scope: !1124, inlinedAt: !1465)
!1465 = distinct !DILocation(line: 22, column: 13, scope: !1430, inlinedAt: !1452)
!1466 = !DILocation(line: 22, column: 6, scope: !1430, inlinedAt: !1452)
!1467 = !DILocation(line: 0, scope: !1124, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 22, column: 31, scope: !1430, inlinedAt: !1452)
!1469 = !DILocation(line: 22, column: 24, scope: !1430, inlinedAt: !1452)
!1470 = !DILocation(line: 0, scope: !1124, inlinedAt: !1471)
!1471 = distinct !DILocation(line: 22, column: 49, scope: !1430, inlinedAt: !1452)
!1472 = !DILocation(line: 22, column: 42, scope: !1430, inlinedAt: !1452)
!1473 = !DILocation(line: 0, scope: !1445, inlinedAt: !1452)
!1474 = !DILocation(line: 0, scope: !1124, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 24, column: 30, scope: !1448, inlinedAt: !1452)
!1476 = !DILocation(line: 24, column: 3, scope: !1445, inlinedAt: !1452)
!1477 = !DILocation(line: 0, scope: !1442, inlinedAt: !1452)
!1478 = !DILocation(line: 21, column: 40, scope: !1479, inlinedAt: !1452)
!1479 = distinct !DILexicalBlock(scope: !1442, file: !1, line: 21, column: 30)
!1480 = !{!1481, !1219, i64 0}
!1481 = !{!"_ZTS5Point", !1219, i64 0, !1219, i64 8, !1219, i64 16}
!1482 = !DILocation(line: 21, column: 35, scope: !1479, inlinedAt: !1452)
!1483 = !DILocation(line: 21, column: 51, scope: !1479, inlinedAt: !1452)
!1484 = !DILocation(line: 21, column: 57, scope: !1479, inlinedAt: !1452)
!1485 = !DILocalVariable(name: "this", arg: 1, scope: !1486, type: !1488, flags: DIFlagArtificial | DIFlagObjectPointer)
!1486 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEv", scope: !426, file: !365, line: 1105, type: !454, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !453, retainedNodes: !1487)
!1487 = !{!1485}
!1488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !426, size: 64)
!1489 = !DILocation(line: 0, scope: !1486, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 21, column: 23, scope: !1438, inlinedAt: !1452)
!1491 = !DILocation(line: 1107, column: 2, scope: !1486, inlinedAt: !1490)
!1492 = !DILocation(line: 1240, column: 27, scope: !1455, inlinedAt: !1462)
!1493 = distinct !{!1493, !1494, !1495}
!1494 = !DILocation(line: 21, column: 3, scope: !1438, inlinedAt: !1452)
!1495 = !DILocation(line: 21, column: 65, scope: !1438, inlinedAt: !1452)
!1496 = !DILocation(line: 25, column: 24, scope: !1447, inlinedAt: !1452)
!1497 = !DILocation(line: 25, column: 26, scope: !1447, inlinedAt: !1452)
!1498 = !DILocation(line: 0, scope: !1447, inlinedAt: !1452)
!1499 = !DILocation(line: 25, column: 44, scope: !1447, inlinedAt: !1452)
!1500 = !{!1481, !1219, i64 8}
!1501 = !DILocation(line: 25, column: 46, scope: !1447, inlinedAt: !1452)
!1502 = !DILocation(line: 25, column: 64, scope: !1447, inlinedAt: !1452)
!1503 = !{!1481, !1219, i64 16}
!1504 = !DILocation(line: 25, column: 66, scope: !1447, inlinedAt: !1452)
!1505 = !DILocation(line: 26, column: 23, scope: !1447, inlinedAt: !1452)
!1506 = !DILocation(line: 26, column: 18, scope: !1447, inlinedAt: !1452)
!1507 = !DILocation(line: 26, column: 28, scope: !1447, inlinedAt: !1452)
!1508 = !DILocation(line: 26, column: 7, scope: !1447, inlinedAt: !1452)
!1509 = !DILocation(line: 24, column: 39, scope: !1448, inlinedAt: !1452)
!1510 = !DILocation(line: 24, column: 24, scope: !1448, inlinedAt: !1452)
!1511 = distinct !{!1511, !1476, !1512, !1382}
!1512 = !DILocation(line: 27, column: 3, scope: !1445, inlinedAt: !1452)
!1513 = !DILocation(line: 36, column: 36, scope: !1410)
!1514 = !DILocation(line: 36, column: 30, scope: !1410)
!1515 = distinct !{!1515, !1411, !1516, !1382}
!1516 = !DILocation(line: 36, column: 56, scope: !1072)
