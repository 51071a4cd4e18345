; ModuleID = 'cxx_vectors.cpp'
source_filename = "cxx_vectors.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Field = type { i32, %"class.std::vector", %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

$_ZN5FieldD2Ev = comdat any

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !950 {
  %3 = alloca %struct.Field, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !954, metadata !DIExpression()), !dbg !973
  call void @llvm.dbg.value(metadata i8** %1, metadata !955, metadata !DIExpression()), !dbg !973
  %4 = icmp sgt i32 %0, 1, !dbg !974
  br i1 %4, label %10, label %5, !dbg !975

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %14, metadata !956, metadata !DIExpression()), !dbg !973
  call void @llvm.dbg.value(metadata i32 %22, metadata !957, metadata !DIExpression()), !dbg !973
  %6 = bitcast %struct.Field* %3 to i8*, !dbg !976
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %6) #11, !dbg !976
  call void @llvm.dbg.declare(metadata %struct.Field* %3, metadata !958, metadata !DIExpression()), !dbg !977
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !978, metadata !DIExpression()), !dbg !983
  call void @llvm.dbg.value(metadata i32 %14, metadata !981, metadata !DIExpression()), !dbg !983
  %7 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 0, !dbg !985
  store i32 1000, i32* %7, align 8, !dbg !985, !tbaa !986
  %8 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 1, !dbg !992
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !993, metadata !DIExpression()), !dbg !999
  call void @llvm.dbg.value(metadata i32 %14, metadata !996, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !999
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !997, metadata !DIExpression()), !dbg !999
  call void @llvm.dbg.value(metadata i32 %14, metadata !1001, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1005
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1004, metadata !DIExpression()), !dbg !1005
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1007, metadata !DIExpression()), !dbg !1013
  call void @llvm.dbg.value(metadata i32 %14, metadata !1010, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1013
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1011, metadata !DIExpression()), !dbg !1013
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1015, metadata !DIExpression()) #11, !dbg !1020
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1018, metadata !DIExpression()) #11, !dbg !1020
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1022, metadata !DIExpression()) #11, !dbg !1026
  %9 = bitcast %"class.std::vector"* %8 to i64*, !dbg !1028
  store i64 0, i64* %9, align 8, !dbg !1028
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1029, metadata !DIExpression()), !dbg !1033
  call void @llvm.dbg.value(metadata i32 %14, metadata !1032, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1033
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1036, metadata !DIExpression()), !dbg !1040
  call void @llvm.dbg.value(metadata i32 %14, metadata !1039, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1040
  br label %33, !dbg !1042

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !1043
  %12 = load i8*, i8** %11, align 8, !dbg !1043, !tbaa !1044
  call void @llvm.dbg.value(metadata i8* %12, metadata !784, metadata !DIExpression()) #11, !dbg !1046
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #11, !dbg !1048
  %14 = trunc i64 %13 to i32, !dbg !1048
  call void @llvm.dbg.value(metadata i32 %14, metadata !956, metadata !DIExpression()), !dbg !973
  %15 = icmp eq i32 %0, 2, !dbg !1049
  br i1 %15, label %21, label %16, !dbg !1050

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !1051
  %18 = load i8*, i8** %17, align 8, !dbg !1051, !tbaa !1044
  call void @llvm.dbg.value(metadata i8* %18, metadata !784, metadata !DIExpression()) #11, !dbg !1052
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #11, !dbg !1054
  %20 = trunc i64 %19 to i32, !dbg !1054
  br label %21, !dbg !1050

21:                                               ; preds = %10, %16
  %22 = phi i32 [ %20, %16 ], [ 100, %10 ], !dbg !1050
  call void @llvm.dbg.value(metadata i32 %22, metadata !957, metadata !DIExpression()), !dbg !973
  %23 = bitcast %struct.Field* %3 to i8*, !dbg !976
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %23) #11, !dbg !976
  call void @llvm.dbg.declare(metadata %struct.Field* %3, metadata !958, metadata !DIExpression()), !dbg !977
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !978, metadata !DIExpression()), !dbg !983
  call void @llvm.dbg.value(metadata i32 %14, metadata !981, metadata !DIExpression()), !dbg !983
  %24 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 0, !dbg !985
  store i32 %14, i32* %24, align 8, !dbg !985, !tbaa !986
  %25 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 1, !dbg !992
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !993, metadata !DIExpression()), !dbg !999
  call void @llvm.dbg.value(metadata i32 %14, metadata !996, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !999
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !997, metadata !DIExpression()), !dbg !999
  call void @llvm.dbg.value(metadata i32 %14, metadata !1001, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1005
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1004, metadata !DIExpression()), !dbg !1005
  %26 = icmp slt i32 %14, 0, !dbg !1055
  br i1 %26, label %27, label %28, !dbg !1057

27:                                               ; preds = %21
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12, !dbg !1058
  unreachable, !dbg !1058

28:                                               ; preds = %21
  %29 = shl i64 %13, 32, !dbg !1059
  %30 = ashr exact i64 %29, 32, !dbg !1059
  call void @llvm.dbg.value(metadata i64 %30, metadata !996, metadata !DIExpression()), !dbg !999
  call void @llvm.dbg.value(metadata i64 %30, metadata !1001, metadata !DIExpression()), !dbg !1005
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1007, metadata !DIExpression()), !dbg !1013
  call void @llvm.dbg.value(metadata i32 %14, metadata !1010, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1013
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1011, metadata !DIExpression()), !dbg !1013
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1015, metadata !DIExpression()) #11, !dbg !1020
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1018, metadata !DIExpression()) #11, !dbg !1020
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1022, metadata !DIExpression()) #11, !dbg !1026
  %31 = bitcast %"class.std::vector"* %25 to i64*, !dbg !1028
  store i64 0, i64* %31, align 8, !dbg !1028
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1029, metadata !DIExpression()), !dbg !1033
  call void @llvm.dbg.value(metadata i32 %14, metadata !1032, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1033
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1036, metadata !DIExpression()), !dbg !1040
  call void @llvm.dbg.value(metadata i32 %14, metadata !1039, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1040
  %32 = icmp eq i32 %14, 0, !dbg !1060
  br i1 %32, label %67, label %33, !dbg !1042

33:                                               ; preds = %5, %28
  %34 = phi i32 [ 1000, %5 ], [ %14, %28 ]
  %35 = phi i32 [ 100, %5 ], [ %22, %28 ]
  %36 = phi %"class.std::vector"* [ %8, %5 ], [ %25, %28 ]
  %37 = phi i64 [ 1000, %5 ], [ %30, %28 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1061, metadata !DIExpression()), !dbg !1065
  call void @llvm.dbg.value(metadata i32 %14, metadata !1064, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1065
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1067, metadata !DIExpression()), !dbg !1073
  call void @llvm.dbg.value(metadata i32 %14, metadata !1070, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1073
  call void @llvm.dbg.value(metadata i8* null, metadata !1071, metadata !DIExpression()), !dbg !1073
  %38 = shl nuw nsw i64 %37, 3, !dbg !1075
  %39 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %38) #13, !dbg !1076
  %40 = bitcast i8* %39 to double*, !dbg !1077
  %41 = bitcast %"class.std::vector"* %36 to i8**, !dbg !1078
  store i8* %39, i8** %41, align 8, !dbg !1078, !tbaa !1079
  %42 = getelementptr inbounds double, double* %40, i64 %37, !dbg !1081
  %43 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 1, i32 0, i32 0, i32 0, i32 2, !dbg !1082
  store double* %42, double** %43, align 8, !dbg !1083, !tbaa !1084
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1085, metadata !DIExpression()), !dbg !1089
  call void @llvm.dbg.value(metadata i32 %14, metadata !1088, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1089
  call void @llvm.dbg.value(metadata double* %40, metadata !1092, metadata !DIExpression()), !dbg !1103
  call void @llvm.dbg.value(metadata i32 %14, metadata !1098, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1103
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1099, metadata !DIExpression()), !dbg !1103
  call void @llvm.dbg.value(metadata double* %40, metadata !1105, metadata !DIExpression()), !dbg !1113
  call void @llvm.dbg.value(metadata i32 %14, metadata !1110, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1113
  call void @llvm.dbg.value(metadata i8 1, metadata !1111, metadata !DIExpression()), !dbg !1113
  call void @llvm.dbg.value(metadata double* %40, metadata !1115, metadata !DIExpression()), !dbg !1132
  call void @llvm.dbg.value(metadata i32 %14, metadata !1122, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1132
  call void @llvm.dbg.value(metadata double* %40, metadata !1123, metadata !DIExpression()), !dbg !1134
  call void @llvm.dbg.value(metadata double* %40, metadata !1135, metadata !DIExpression()), !dbg !1143
  store double 0.000000e+00, double* %40, align 8, !dbg !1145, !tbaa !1146
  %44 = getelementptr double, double* %40, i64 1, !dbg !1148
  call void @llvm.dbg.value(metadata double* %44, metadata !1115, metadata !DIExpression()), !dbg !1132
  call void @llvm.dbg.value(metadata double* %44, metadata !1149, metadata !DIExpression()), !dbg !1159
  call void @llvm.dbg.value(metadata i32 %14, metadata !1155, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1159
  call void @llvm.dbg.value(metadata double* %40, metadata !1156, metadata !DIExpression()), !dbg !1159
  call void @llvm.dbg.value(metadata double* %44, metadata !1161, metadata !DIExpression()), !dbg !1181
  call void @llvm.dbg.value(metadata i32 %14, metadata !1176, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1181
  call void @llvm.dbg.value(metadata double* %40, metadata !1177, metadata !DIExpression()), !dbg !1181
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1178, metadata !DIExpression()), !dbg !1183
  %45 = icmp eq i32 %34, 1, !dbg !1184
  br i1 %45, label %49, label %46, !dbg !1186

46:                                               ; preds = %33
  %47 = bitcast double* %44 to i8*, !dbg !1132
  call void @llvm.dbg.value(metadata double* %44, metadata !1187, metadata !DIExpression()), !dbg !1196
  call void @llvm.dbg.value(metadata double* %40, metadata !1193, metadata !DIExpression()), !dbg !1196
  call void @llvm.dbg.value(metadata double* %40, metadata !1198, metadata !DIExpression()), !dbg !1213
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1211, metadata !DIExpression()), !dbg !1213
  call void @llvm.dbg.value(metadata double* %44, metadata !1209, metadata !DIExpression()), !dbg !1213
  %48 = add nsw i64 %38, -8, !dbg !1215
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %47, i8 0, i64 %48, i1 false), !dbg !1217, !tbaa !1146
  call void @llvm.dbg.value(metadata i32 undef, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1213
  br label %49, !dbg !1219

49:                                               ; preds = %46, %33
  %50 = phi double* [ %42, %46 ], [ %44, %33 ]
  call void @llvm.dbg.value(metadata double* null, metadata !1115, metadata !DIExpression()), !dbg !1132
  %51 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 1, i32 0, i32 0, i32 0, i32 1, !dbg !1220
  store double* %50, double** %51, align 8, !dbg !1221, !tbaa !1222
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !993, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1223
  call void @llvm.dbg.value(metadata i32 %14, metadata !996, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1223
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !997, metadata !DIExpression()), !dbg !1223
  call void @llvm.dbg.value(metadata i32 %14, metadata !1001, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1225
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1004, metadata !DIExpression()), !dbg !1225
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1007, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1227
  call void @llvm.dbg.value(metadata i32 %14, metadata !1010, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1227
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1011, metadata !DIExpression()), !dbg !1227
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1015, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1229
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1018, metadata !DIExpression()) #11, !dbg !1229
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1022, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1231
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1029, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1233
  call void @llvm.dbg.value(metadata i32 %14, metadata !1032, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1233
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1036, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1235
  call void @llvm.dbg.value(metadata i32 %14, metadata !1039, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1061, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1237
  call void @llvm.dbg.value(metadata i32 %14, metadata !1064, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1237
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1067, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1239
  call void @llvm.dbg.value(metadata i32 %14, metadata !1070, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1239
  call void @llvm.dbg.value(metadata i8* null, metadata !1071, metadata !DIExpression()), !dbg !1239
  %52 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %38) #13
          to label %53 unwind label %65, !dbg !1241

53:                                               ; preds = %49
  %54 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 2, !dbg !1242
  %55 = bitcast i8* %52 to double*, !dbg !1243
  %56 = bitcast %"class.std::vector"* %54 to i8**, !dbg !1244
  store i8* %52, i8** %56, align 8, !dbg !1244, !tbaa !1079
  %57 = getelementptr inbounds double, double* %55, i64 %37, !dbg !1245
  %58 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 2, i32 0, i32 0, i32 0, i32 2, !dbg !1246
  store double* %57, double** %58, align 8, !dbg !1247, !tbaa !1084
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1085, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1248
  call void @llvm.dbg.value(metadata i32 %14, metadata !1088, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1248
  call void @llvm.dbg.value(metadata double* %55, metadata !1092, metadata !DIExpression()), !dbg !1250
  call void @llvm.dbg.value(metadata i32 %14, metadata !1098, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1250
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1099, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1250
  call void @llvm.dbg.value(metadata double* %55, metadata !1105, metadata !DIExpression()), !dbg !1252
  call void @llvm.dbg.value(metadata i32 %14, metadata !1110, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1252
  call void @llvm.dbg.value(metadata i8 1, metadata !1111, metadata !DIExpression()), !dbg !1252
  call void @llvm.dbg.value(metadata double* %55, metadata !1115, metadata !DIExpression()), !dbg !1254
  call void @llvm.dbg.value(metadata i32 %14, metadata !1122, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1254
  call void @llvm.dbg.value(metadata double* %55, metadata !1123, metadata !DIExpression()), !dbg !1256
  call void @llvm.dbg.value(metadata double* %55, metadata !1135, metadata !DIExpression()), !dbg !1257
  store double 0.000000e+00, double* %55, align 8, !dbg !1259, !tbaa !1146
  %59 = getelementptr double, double* %55, i64 1, !dbg !1260
  call void @llvm.dbg.value(metadata double* %59, metadata !1115, metadata !DIExpression()), !dbg !1254
  call void @llvm.dbg.value(metadata double* %59, metadata !1149, metadata !DIExpression()), !dbg !1261
  call void @llvm.dbg.value(metadata i32 %14, metadata !1155, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1261
  call void @llvm.dbg.value(metadata double* %55, metadata !1156, metadata !DIExpression()), !dbg !1261
  call void @llvm.dbg.value(metadata double* %59, metadata !1161, metadata !DIExpression()), !dbg !1263
  call void @llvm.dbg.value(metadata i32 %14, metadata !1176, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1263
  call void @llvm.dbg.value(metadata double* %55, metadata !1177, metadata !DIExpression()), !dbg !1263
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1178, metadata !DIExpression()), !dbg !1265
  br i1 %45, label %69, label %60, !dbg !1266

60:                                               ; preds = %53
  %61 = bitcast double* %59 to i8*, !dbg !1254
  call void @llvm.dbg.value(metadata double* %59, metadata !1187, metadata !DIExpression()), !dbg !1267
  call void @llvm.dbg.value(metadata double* %55, metadata !1193, metadata !DIExpression()), !dbg !1267
  call void @llvm.dbg.value(metadata double* %55, metadata !1198, metadata !DIExpression()), !dbg !1269
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1211, metadata !DIExpression()), !dbg !1269
  call void @llvm.dbg.value(metadata double* %59, metadata !1209, metadata !DIExpression()), !dbg !1269
  %62 = add nsw i64 %38, -8, !dbg !1271
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %61, i8 0, i64 %62, i1 false), !dbg !1272, !tbaa !1146
  call void @llvm.dbg.value(metadata i32 undef, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1269
  br label %69, !dbg !1273

63:                                               ; preds = %650, %65
  %64 = phi { i8*, i32 } [ %66, %65 ], [ %651, %650 ]
  resume { i8*, i32 } %64, !dbg !973

65:                                               ; preds = %49
  %66 = landingpad { i8*, i32 }
          cleanup, !dbg !1274
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1275, metadata !DIExpression()) #11, !dbg !1278
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1281, metadata !DIExpression()) #11, !dbg !1284
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1287, metadata !DIExpression()) #11, !dbg !1292
  call void @llvm.dbg.value(metadata double* %40, metadata !1290, metadata !DIExpression()) #11, !dbg !1292
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %40), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1292
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1295, metadata !DIExpression()) #11, !dbg !1300
  call void @llvm.dbg.value(metadata double* %40, metadata !1298, metadata !DIExpression()) #11, !dbg !1300
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %40), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1300
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1303, metadata !DIExpression()) #11, !dbg !1308
  call void @llvm.dbg.value(metadata double* %40, metadata !1306, metadata !DIExpression()) #11, !dbg !1308
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %40), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1308
  tail call void @_ZdlPv(i8* noundef nonnull %39) #14, !dbg !1310
  br label %63

67:                                               ; preds = %28
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1085, metadata !DIExpression()), !dbg !1089
  call void @llvm.dbg.value(metadata i32 %14, metadata !1088, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1089
  call void @llvm.dbg.value(metadata double* %40, metadata !1092, metadata !DIExpression()), !dbg !1103
  call void @llvm.dbg.value(metadata i32 %14, metadata !1098, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1103
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1099, metadata !DIExpression()), !dbg !1103
  call void @llvm.dbg.value(metadata double* %40, metadata !1105, metadata !DIExpression()), !dbg !1113
  call void @llvm.dbg.value(metadata i32 %14, metadata !1110, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1113
  call void @llvm.dbg.value(metadata i8 1, metadata !1111, metadata !DIExpression()), !dbg !1113
  call void @llvm.dbg.value(metadata i32 %14, metadata !1122, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1132
  call void @llvm.dbg.value(metadata double* null, metadata !1115, metadata !DIExpression()), !dbg !1132
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !993, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1223
  call void @llvm.dbg.value(metadata i32 %14, metadata !996, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1223
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !997, metadata !DIExpression()), !dbg !1223
  call void @llvm.dbg.value(metadata i32 %14, metadata !1001, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1225
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1004, metadata !DIExpression()), !dbg !1225
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1007, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1227
  call void @llvm.dbg.value(metadata i32 %14, metadata !1010, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1227
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1011, metadata !DIExpression()), !dbg !1227
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1015, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1229
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1018, metadata !DIExpression()) #11, !dbg !1229
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1022, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1231
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1029, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1233
  call void @llvm.dbg.value(metadata i32 %14, metadata !1032, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1233
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1036, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1235
  call void @llvm.dbg.value(metadata i32 %14, metadata !1039, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1235
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1085, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1248
  call void @llvm.dbg.value(metadata i32 %14, metadata !1088, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1248
  call void @llvm.dbg.value(metadata double* %55, metadata !1092, metadata !DIExpression()), !dbg !1250
  call void @llvm.dbg.value(metadata i32 %14, metadata !1098, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1250
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1099, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1250
  call void @llvm.dbg.value(metadata double* %55, metadata !1105, metadata !DIExpression()), !dbg !1252
  call void @llvm.dbg.value(metadata i32 %14, metadata !1110, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1252
  call void @llvm.dbg.value(metadata i8 1, metadata !1111, metadata !DIExpression()), !dbg !1252
  call void @llvm.dbg.value(metadata double* %55, metadata !1115, metadata !DIExpression()), !dbg !1254
  call void @llvm.dbg.value(metadata i32 %14, metadata !1122, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !1254
  call void @llvm.dbg.value(metadata double* null, metadata !1115, metadata !DIExpression()), !dbg !1254
  call void @llvm.dbg.value(metadata i32 0, metadata !959, metadata !DIExpression()), !dbg !1311
  call void @llvm.dbg.value(metadata i32 0, metadata !961, metadata !DIExpression()), !dbg !1312
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1313, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !1319, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata i32 1, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  %68 = bitcast %"class.std::vector"* %25 to i8*, !dbg !1326
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %68, i8 0, i64 48, i1 false), !dbg !1327
  br label %405, !dbg !1326

69:                                               ; preds = %53, %60
  %70 = phi double* [ %57, %60 ], [ %59, %53 ]
  call void @llvm.dbg.value(metadata double* null, metadata !1115, metadata !DIExpression()), !dbg !1254
  %71 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 2, i32 0, i32 0, i32 0, i32 1, !dbg !1328
  store double* %70, double** %71, align 8, !dbg !1327, !tbaa !1222
  call void @llvm.dbg.value(metadata i32 0, metadata !959, metadata !DIExpression()), !dbg !1311
  %72 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 1, i32 0, i32 0, i32 0, i32 0
  %73 = load double*, double** %72, align 8, !tbaa !1079
  %74 = zext i32 %34 to i64, !dbg !1329
  %75 = icmp ult i32 %34, 4, !dbg !1331
  br i1 %75, label %95, label %76, !dbg !1331

76:                                               ; preds = %69
  %77 = and i64 %74, 4294967292, !dbg !1331
  br label %78, !dbg !1331

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %90, %78 ], !dbg !1332
  %80 = phi <2 x i32> [ <i32 0, i32 1>, %76 ], [ %91, %78 ], !dbg !1333
  %81 = add <2 x i32> %80, <i32 2, i32 2>, !dbg !1333
  %82 = urem <2 x i32> %80, <i32 7, i32 7>, !dbg !1333
  %83 = urem <2 x i32> %81, <i32 7, i32 7>, !dbg !1333
  %84 = sitofp <2 x i32> %82 to <2 x double>, !dbg !1334
  %85 = sitofp <2 x i32> %83 to <2 x double>, !dbg !1334
  %86 = getelementptr inbounds double, double* %73, i64 %79, !dbg !1332
  %87 = bitcast double* %86 to <2 x double>*, !dbg !1335
  store <2 x double> %84, <2 x double>* %87, align 8, !dbg !1335, !tbaa !1146
  %88 = getelementptr inbounds double, double* %86, i64 2, !dbg !1335
  %89 = bitcast double* %88 to <2 x double>*, !dbg !1335
  store <2 x double> %85, <2 x double>* %89, align 8, !dbg !1335, !tbaa !1146
  %90 = add nuw i64 %79, 4, !dbg !1332
  %91 = add <2 x i32> %80, <i32 4, i32 4>, !dbg !1333
  %92 = icmp eq i64 %90, %77, !dbg !1332
  br i1 %92, label %93, label %78, !dbg !1332, !llvm.loop !1336

93:                                               ; preds = %78
  %94 = icmp eq i64 %77, %74, !dbg !1331
  br i1 %94, label %97, label %95, !dbg !1331

95:                                               ; preds = %69, %93
  %96 = phi i64 [ 0, %69 ], [ %77, %93 ]
  br label %174, !dbg !1331

97:                                               ; preds = %174, %93
  %98 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 2, i32 0, i32 0, i32 0, i32 0
  %99 = load double*, double** %98, align 8
  %100 = getelementptr inbounds %struct.Field, %struct.Field* %3, i64 0, i32 1, i32 0, i32 0, i32 0, i32 0
  %101 = load double*, double** %100, align 8
  %102 = icmp sgt i32 %34, 2
  call void @llvm.dbg.value(metadata i32 0, metadata !961, metadata !DIExpression()), !dbg !1312
  %103 = add nsw i32 %34, -1
  %104 = zext i32 %103 to i64
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1313, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !1319, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata i32 1, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  br i1 %102, label %105, label %405, !dbg !1326

105:                                              ; preds = %97
  %106 = add nsw i64 %104, -1, !dbg !1326
  %107 = icmp ult i64 %106, 4, !dbg !1326
  br i1 %107, label %153, label %108, !dbg !1326

108:                                              ; preds = %105
  %109 = getelementptr double, double* %99, i64 1, !dbg !1326
  %110 = getelementptr double, double* %99, i64 %104, !dbg !1326
  %111 = add nuw nsw i64 %104, 1, !dbg !1326
  %112 = getelementptr double, double* %101, i64 %111, !dbg !1326
  %113 = icmp ult double* %109, %112, !dbg !1326
  %114 = icmp ult double* %101, %110, !dbg !1326
  %115 = and i1 %113, %114, !dbg !1326
  br i1 %115, label %153, label %116, !dbg !1326

116:                                              ; preds = %108
  %117 = and i64 %106, -4, !dbg !1326
  %118 = or i64 %117, 1, !dbg !1326
  br label %119, !dbg !1326

119:                                              ; preds = %119, %116
  %120 = phi i64 [ 0, %116 ], [ %149, %119 ]
  %121 = or i64 %120, 1
  %122 = getelementptr inbounds double, double* %99, i64 %121, !dbg !1340
  %123 = bitcast double* %122 to <2 x double>*, !dbg !1347
  %124 = load <2 x double>, <2 x double>* %123, align 8, !dbg !1347, !tbaa !1146, !alias.scope !1348, !noalias !1351
  %125 = getelementptr inbounds double, double* %122, i64 2, !dbg !1347
  %126 = bitcast double* %125 to <2 x double>*, !dbg !1347
  %127 = load <2 x double>, <2 x double>* %126, align 8, !dbg !1347, !tbaa !1146, !alias.scope !1348, !noalias !1351
  %128 = getelementptr inbounds double, double* %101, i64 %120, !dbg !1353
  %129 = bitcast double* %128 to <2 x double>*, !dbg !1355
  %130 = load <2 x double>, <2 x double>* %129, align 8, !dbg !1355, !tbaa !1146, !alias.scope !1351
  %131 = getelementptr inbounds double, double* %128, i64 2, !dbg !1355
  %132 = bitcast double* %131 to <2 x double>*, !dbg !1355
  %133 = load <2 x double>, <2 x double>* %132, align 8, !dbg !1355, !tbaa !1146, !alias.scope !1351
  %134 = or i64 %120, 2, !dbg !1356
  %135 = getelementptr inbounds double, double* %101, i64 %134, !dbg !1357
  %136 = bitcast double* %135 to <2 x double>*, !dbg !1359
  %137 = load <2 x double>, <2 x double>* %136, align 8, !dbg !1359, !tbaa !1146, !alias.scope !1351
  %138 = getelementptr inbounds double, double* %135, i64 2, !dbg !1359
  %139 = bitcast double* %138 to <2 x double>*, !dbg !1359
  %140 = load <2 x double>, <2 x double>* %139, align 8, !dbg !1359, !tbaa !1146, !alias.scope !1351
  %141 = fadd <2 x double> %130, %137, !dbg !1360
  %142 = fadd <2 x double> %133, %140, !dbg !1360
  %143 = fmul <2 x double> %141, <double 2.500000e-01, double 2.500000e-01>, !dbg !1361
  %144 = fmul <2 x double> %142, <double 2.500000e-01, double 2.500000e-01>, !dbg !1361
  %145 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %143), !dbg !1362
  %146 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %144), !dbg !1362
  %147 = bitcast double* %122 to <2 x double>*, !dbg !1363
  store <2 x double> %145, <2 x double>* %147, align 8, !dbg !1363, !tbaa !1146, !alias.scope !1348, !noalias !1351
  %148 = bitcast double* %125 to <2 x double>*, !dbg !1363
  store <2 x double> %146, <2 x double>* %148, align 8, !dbg !1363, !tbaa !1146, !alias.scope !1348, !noalias !1351
  %149 = add nuw i64 %120, 4
  %150 = icmp eq i64 %149, %117
  br i1 %150, label %151, label %119, !llvm.loop !1364

151:                                              ; preds = %119
  %152 = icmp eq i64 %106, %117, !dbg !1326
  br i1 %152, label %217, label %153, !dbg !1326

153:                                              ; preds = %108, %105, %151
  %154 = phi i64 [ 1, %108 ], [ 1, %105 ], [ %118, %151 ]
  %155 = xor i64 %154, -1, !dbg !1326
  %156 = and i64 %104, 1, !dbg !1326
  %157 = icmp eq i64 %156, 0, !dbg !1326
  br i1 %157, label %158, label %170, !dbg !1326

158:                                              ; preds = %153
  call void @llvm.dbg.value(metadata i64 undef, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 undef, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %159 = getelementptr inbounds double, double* %99, i64 %154, !dbg !1340
  %160 = load double, double* %159, align 8, !dbg !1347, !tbaa !1146
  %161 = add nsw i64 %154, -1, !dbg !1367
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %161, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %162 = getelementptr inbounds double, double* %101, i64 %161, !dbg !1353
  %163 = load double, double* %162, align 8, !dbg !1355, !tbaa !1146
  %164 = add nuw nsw i64 %154, 1, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %164, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %165 = getelementptr inbounds double, double* %101, i64 %164, !dbg !1357
  %166 = load double, double* %165, align 8, !dbg !1359, !tbaa !1146
  %167 = fadd double %163, %166, !dbg !1360
  %168 = fmul double %167, 2.500000e-01, !dbg !1361
  %169 = tail call double @llvm.fmuladd.f64(double %160, double 5.000000e-01, double %168) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 undef, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %169, double* %159, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %164, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  br label %170, !dbg !1326

170:                                              ; preds = %158, %153
  %171 = phi i64 [ %154, %153 ], [ %164, %158 ]
  %172 = sub nsw i64 0, %104, !dbg !1326
  %173 = icmp eq i64 %155, %172, !dbg !1326
  br i1 %173, label %217, label %193, !dbg !1326

174:                                              ; preds = %95, %174
  %175 = phi i64 [ %180, %174 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %175, metadata !959, metadata !DIExpression()), !dbg !1311
  %176 = trunc i64 %175 to i32, !dbg !1333
  %177 = urem i32 %176, 7, !dbg !1333
  %178 = sitofp i32 %177 to double, !dbg !1334
  call void @llvm.dbg.value(metadata %"class.std::vector"* %25, metadata !1343, metadata !DIExpression()), !dbg !1372
  call void @llvm.dbg.value(metadata i64 %175, metadata !1344, metadata !DIExpression()), !dbg !1372
  %179 = getelementptr inbounds double, double* %73, i64 %175, !dbg !1374
  store double %178, double* %179, align 8, !dbg !1335, !tbaa !1146
  %180 = add nuw nsw i64 %175, 1, !dbg !1332
  call void @llvm.dbg.value(metadata i64 %180, metadata !959, metadata !DIExpression()), !dbg !1311
  %181 = icmp eq i64 %180, %74, !dbg !1329
  br i1 %181, label %97, label %174, !dbg !1331, !llvm.loop !1375

182:                                              ; preds = %405
  %183 = zext i32 %411 to i64, !dbg !1377
  call void @llvm.dbg.value(metadata i64 %183, metadata !996, metadata !DIExpression()), !dbg !1378
  call void @llvm.dbg.value(metadata i64 %183, metadata !1001, metadata !DIExpression()), !dbg !1380
  call void @llvm.dbg.value(metadata i64 %183, metadata !1010, metadata !DIExpression()), !dbg !1382
  call void @llvm.dbg.value(metadata i64 %183, metadata !1032, metadata !DIExpression()), !dbg !1384
  call void @llvm.dbg.value(metadata i64 %183, metadata !1039, metadata !DIExpression()), !dbg !1386
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1061, metadata !DIExpression()), !dbg !1388
  call void @llvm.dbg.value(metadata i32 %411, metadata !1064, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1388
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1067, metadata !DIExpression()), !dbg !1390
  call void @llvm.dbg.value(metadata i32 %411, metadata !1070, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1390
  call void @llvm.dbg.value(metadata i8* null, metadata !1071, metadata !DIExpression()), !dbg !1390
  %184 = shl nuw nsw i64 %183, 3, !dbg !1392
  %185 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %184) #13
          to label %186 unwind label %527, !dbg !1393

186:                                              ; preds = %182
  %187 = bitcast i8* %185 to double*, !dbg !1394
  call void @llvm.dbg.value(metadata double* %187, metadata !963, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata !DIArgList(double* %187, i32 %411), metadata !963, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !973
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1085, metadata !DIExpression()), !dbg !1395
  call void @llvm.dbg.value(metadata i32 %411, metadata !1088, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1395
  call void @llvm.dbg.value(metadata double* %187, metadata !1092, metadata !DIExpression()), !dbg !1397
  call void @llvm.dbg.value(metadata i32 %411, metadata !1098, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1397
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1099, metadata !DIExpression()), !dbg !1397
  call void @llvm.dbg.value(metadata double* %187, metadata !1105, metadata !DIExpression()), !dbg !1399
  call void @llvm.dbg.value(metadata i32 %411, metadata !1110, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1399
  call void @llvm.dbg.value(metadata i8 1, metadata !1111, metadata !DIExpression()), !dbg !1399
  call void @llvm.dbg.value(metadata double* %187, metadata !1115, metadata !DIExpression()), !dbg !1401
  call void @llvm.dbg.value(metadata i32 %411, metadata !1122, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1401
  call void @llvm.dbg.value(metadata double* %187, metadata !1123, metadata !DIExpression()), !dbg !1403
  call void @llvm.dbg.value(metadata double* %187, metadata !1135, metadata !DIExpression()), !dbg !1404
  store double 0.000000e+00, double* %187, align 8, !dbg !1406, !tbaa !1146
  call void @llvm.dbg.value(metadata double* %187, metadata !1115, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1401
  call void @llvm.dbg.value(metadata double* %187, metadata !1149, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1407
  call void @llvm.dbg.value(metadata i32 %411, metadata !1155, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1407
  call void @llvm.dbg.value(metadata double* %187, metadata !1156, metadata !DIExpression()), !dbg !1407
  call void @llvm.dbg.value(metadata double* %187, metadata !1161, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1409
  call void @llvm.dbg.value(metadata i32 %411, metadata !1176, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1409
  call void @llvm.dbg.value(metadata double* %187, metadata !1177, metadata !DIExpression()), !dbg !1409
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1178, metadata !DIExpression()), !dbg !1411
  %188 = icmp eq i32 %411, 1, !dbg !1412
  br i1 %188, label %413, label %189, !dbg !1413

189:                                              ; preds = %186
  %190 = getelementptr double, double* %187, i64 1, !dbg !1414
  call void @llvm.dbg.value(metadata double* %190, metadata !1115, metadata !DIExpression()), !dbg !1401
  call void @llvm.dbg.value(metadata double* %190, metadata !1149, metadata !DIExpression()), !dbg !1407
  call void @llvm.dbg.value(metadata double* %190, metadata !1161, metadata !DIExpression()), !dbg !1409
  %191 = bitcast double* %190 to i8*, !dbg !1401
  call void @llvm.dbg.value(metadata double* %187, metadata !1187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1415
  call void @llvm.dbg.value(metadata double* %187, metadata !1193, metadata !DIExpression()), !dbg !1415
  call void @llvm.dbg.value(metadata double* %187, metadata !1198, metadata !DIExpression()), !dbg !1417
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1211, metadata !DIExpression()), !dbg !1417
  call void @llvm.dbg.value(metadata double* %187, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1417
  %192 = add nsw i64 %184, -8, !dbg !1419
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %191, i8 0, i64 %192, i1 false), !dbg !1420, !tbaa !1146
  call void @llvm.dbg.value(metadata i32 undef, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1417
  br label %413, !dbg !1421

193:                                              ; preds = %170, %193
  %194 = phi i64 [ %210, %193 ], [ %171, %170 ]
  call void @llvm.dbg.value(metadata i64 %194, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 %194, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %195 = getelementptr inbounds double, double* %99, i64 %194, !dbg !1340
  %196 = load double, double* %195, align 8, !dbg !1347, !tbaa !1146
  %197 = add nsw i64 %194, -1, !dbg !1367
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %197, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %198 = getelementptr inbounds double, double* %101, i64 %197, !dbg !1353
  %199 = load double, double* %198, align 8, !dbg !1355, !tbaa !1146
  %200 = add nuw nsw i64 %194, 1, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %200, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %201 = getelementptr inbounds double, double* %101, i64 %200, !dbg !1357
  %202 = load double, double* %201, align 8, !dbg !1359, !tbaa !1146
  %203 = fadd double %199, %202, !dbg !1360
  %204 = fmul double %203, 2.500000e-01, !dbg !1361
  %205 = tail call double @llvm.fmuladd.f64(double %196, double 5.000000e-01, double %204) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 %194, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %205, double* %195, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %200, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata i64 %200, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 %200, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %206 = getelementptr inbounds double, double* %99, i64 %200, !dbg !1340
  %207 = load double, double* %206, align 8, !dbg !1347, !tbaa !1146
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %194, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %208 = getelementptr inbounds double, double* %101, i64 %194, !dbg !1353
  %209 = load double, double* %208, align 8, !dbg !1355, !tbaa !1146
  %210 = add nuw nsw i64 %194, 2, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %210, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %211 = getelementptr inbounds double, double* %101, i64 %210, !dbg !1357
  %212 = load double, double* %211, align 8, !dbg !1359, !tbaa !1146
  %213 = fadd double %209, %212, !dbg !1360
  %214 = fmul double %213, 2.500000e-01, !dbg !1361
  %215 = tail call double @llvm.fmuladd.f64(double %207, double 5.000000e-01, double %214) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 %200, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %215, double* %206, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %210, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  %216 = icmp eq i64 %210, %104, !dbg !1422
  br i1 %216, label %217, label %193, !dbg !1326, !llvm.loop !1423

217:                                              ; preds = %170, %193, %151
  call void @llvm.dbg.value(metadata i32 1, metadata !961, metadata !DIExpression()), !dbg !1312
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1313, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !1319, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata i32 1, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  br i1 %102, label %218, label %405, !dbg !1326

218:                                              ; preds = %217
  %219 = add nsw i64 %104, -1, !dbg !1326
  %220 = icmp ult i64 %219, 4, !dbg !1326
  br i1 %220, label %266, label %221, !dbg !1326

221:                                              ; preds = %218
  %222 = getelementptr double, double* %99, i64 1, !dbg !1326
  %223 = getelementptr double, double* %99, i64 %104, !dbg !1326
  %224 = add nuw nsw i64 %104, 1, !dbg !1326
  %225 = getelementptr double, double* %101, i64 %224, !dbg !1326
  %226 = icmp ult double* %222, %225, !dbg !1326
  %227 = icmp ult double* %101, %223, !dbg !1326
  %228 = and i1 %226, %227, !dbg !1326
  br i1 %228, label %266, label %229, !dbg !1326

229:                                              ; preds = %221
  %230 = and i64 %219, -4, !dbg !1326
  %231 = or i64 %230, 1, !dbg !1326
  br label %232, !dbg !1326

232:                                              ; preds = %232, %229
  %233 = phi i64 [ 0, %229 ], [ %262, %232 ]
  %234 = or i64 %233, 1
  %235 = getelementptr inbounds double, double* %99, i64 %234, !dbg !1340
  %236 = bitcast double* %235 to <2 x double>*, !dbg !1347
  %237 = load <2 x double>, <2 x double>* %236, align 8, !dbg !1347, !tbaa !1146, !alias.scope !1424, !noalias !1427
  %238 = getelementptr inbounds double, double* %235, i64 2, !dbg !1347
  %239 = bitcast double* %238 to <2 x double>*, !dbg !1347
  %240 = load <2 x double>, <2 x double>* %239, align 8, !dbg !1347, !tbaa !1146, !alias.scope !1424, !noalias !1427
  %241 = getelementptr inbounds double, double* %101, i64 %233, !dbg !1353
  %242 = bitcast double* %241 to <2 x double>*, !dbg !1355
  %243 = load <2 x double>, <2 x double>* %242, align 8, !dbg !1355, !tbaa !1146, !alias.scope !1427
  %244 = getelementptr inbounds double, double* %241, i64 2, !dbg !1355
  %245 = bitcast double* %244 to <2 x double>*, !dbg !1355
  %246 = load <2 x double>, <2 x double>* %245, align 8, !dbg !1355, !tbaa !1146, !alias.scope !1427
  %247 = or i64 %233, 2, !dbg !1356
  %248 = getelementptr inbounds double, double* %101, i64 %247, !dbg !1357
  %249 = bitcast double* %248 to <2 x double>*, !dbg !1359
  %250 = load <2 x double>, <2 x double>* %249, align 8, !dbg !1359, !tbaa !1146, !alias.scope !1427
  %251 = getelementptr inbounds double, double* %248, i64 2, !dbg !1359
  %252 = bitcast double* %251 to <2 x double>*, !dbg !1359
  %253 = load <2 x double>, <2 x double>* %252, align 8, !dbg !1359, !tbaa !1146, !alias.scope !1427
  %254 = fadd <2 x double> %243, %250, !dbg !1360
  %255 = fadd <2 x double> %246, %253, !dbg !1360
  %256 = fmul <2 x double> %254, <double 2.500000e-01, double 2.500000e-01>, !dbg !1361
  %257 = fmul <2 x double> %255, <double 2.500000e-01, double 2.500000e-01>, !dbg !1361
  %258 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %237, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %256), !dbg !1362
  %259 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %240, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %257), !dbg !1362
  %260 = bitcast double* %235 to <2 x double>*, !dbg !1363
  store <2 x double> %258, <2 x double>* %260, align 8, !dbg !1363, !tbaa !1146, !alias.scope !1424, !noalias !1427
  %261 = bitcast double* %238 to <2 x double>*, !dbg !1363
  store <2 x double> %259, <2 x double>* %261, align 8, !dbg !1363, !tbaa !1146, !alias.scope !1424, !noalias !1427
  %262 = add nuw i64 %233, 4
  %263 = icmp eq i64 %262, %230
  br i1 %263, label %264, label %232, !llvm.loop !1429

264:                                              ; preds = %232
  %265 = icmp eq i64 %219, %230, !dbg !1326
  br i1 %265, label %311, label %266, !dbg !1326

266:                                              ; preds = %221, %218, %264
  %267 = phi i64 [ 1, %221 ], [ 1, %218 ], [ %231, %264 ]
  %268 = xor i64 %267, -1, !dbg !1326
  %269 = and i64 %104, 1, !dbg !1326
  %270 = icmp eq i64 %269, 0, !dbg !1326
  br i1 %270, label %271, label %283, !dbg !1326

271:                                              ; preds = %266
  call void @llvm.dbg.value(metadata i64 undef, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 undef, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %272 = getelementptr inbounds double, double* %99, i64 %267, !dbg !1340
  %273 = load double, double* %272, align 8, !dbg !1347, !tbaa !1146
  %274 = add nsw i64 %267, -1, !dbg !1367
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %274, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %275 = getelementptr inbounds double, double* %101, i64 %274, !dbg !1353
  %276 = load double, double* %275, align 8, !dbg !1355, !tbaa !1146
  %277 = add nuw nsw i64 %267, 1, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %277, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %278 = getelementptr inbounds double, double* %101, i64 %277, !dbg !1357
  %279 = load double, double* %278, align 8, !dbg !1359, !tbaa !1146
  %280 = fadd double %276, %279, !dbg !1360
  %281 = fmul double %280, 2.500000e-01, !dbg !1361
  %282 = tail call double @llvm.fmuladd.f64(double %273, double 5.000000e-01, double %281) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 undef, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %282, double* %272, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %277, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  br label %283, !dbg !1326

283:                                              ; preds = %271, %266
  %284 = phi i64 [ %267, %266 ], [ %277, %271 ]
  %285 = sub nsw i64 0, %104, !dbg !1326
  %286 = icmp eq i64 %268, %285, !dbg !1326
  br i1 %286, label %311, label %287, !dbg !1326

287:                                              ; preds = %283, %287
  %288 = phi i64 [ %304, %287 ], [ %284, %283 ]
  call void @llvm.dbg.value(metadata i64 %288, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 %288, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %289 = getelementptr inbounds double, double* %99, i64 %288, !dbg !1340
  %290 = load double, double* %289, align 8, !dbg !1347, !tbaa !1146
  %291 = add nsw i64 %288, -1, !dbg !1367
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %291, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %292 = getelementptr inbounds double, double* %101, i64 %291, !dbg !1353
  %293 = load double, double* %292, align 8, !dbg !1355, !tbaa !1146
  %294 = add nuw nsw i64 %288, 1, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %294, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %295 = getelementptr inbounds double, double* %101, i64 %294, !dbg !1357
  %296 = load double, double* %295, align 8, !dbg !1359, !tbaa !1146
  %297 = fadd double %293, %296, !dbg !1360
  %298 = fmul double %297, 2.500000e-01, !dbg !1361
  %299 = tail call double @llvm.fmuladd.f64(double %290, double 5.000000e-01, double %298) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 %288, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %299, double* %289, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %294, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata i64 %294, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 %294, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %300 = getelementptr inbounds double, double* %99, i64 %294, !dbg !1340
  %301 = load double, double* %300, align 8, !dbg !1347, !tbaa !1146
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %288, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %302 = getelementptr inbounds double, double* %101, i64 %288, !dbg !1353
  %303 = load double, double* %302, align 8, !dbg !1355, !tbaa !1146
  %304 = add nuw nsw i64 %288, 2, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %304, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %305 = getelementptr inbounds double, double* %101, i64 %304, !dbg !1357
  %306 = load double, double* %305, align 8, !dbg !1359, !tbaa !1146
  %307 = fadd double %303, %306, !dbg !1360
  %308 = fmul double %307, 2.500000e-01, !dbg !1361
  %309 = tail call double @llvm.fmuladd.f64(double %301, double 5.000000e-01, double %308) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 %294, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %309, double* %300, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %304, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  %310 = icmp eq i64 %304, %104, !dbg !1422
  br i1 %310, label %311, label %287, !dbg !1326, !llvm.loop !1430

311:                                              ; preds = %283, %287, %264
  call void @llvm.dbg.value(metadata i32 2, metadata !961, metadata !DIExpression()), !dbg !1312
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1313, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !1319, metadata !DIExpression()) #11, !dbg !1322
  call void @llvm.dbg.value(metadata i32 1, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  br i1 %102, label %312, label %405, !dbg !1326

312:                                              ; preds = %311
  %313 = add nsw i64 %104, -1, !dbg !1326
  %314 = icmp ult i64 %313, 4, !dbg !1326
  br i1 %314, label %360, label %315, !dbg !1326

315:                                              ; preds = %312
  %316 = getelementptr double, double* %99, i64 1, !dbg !1326
  %317 = getelementptr double, double* %99, i64 %104, !dbg !1326
  %318 = add nuw nsw i64 %104, 1, !dbg !1326
  %319 = getelementptr double, double* %101, i64 %318, !dbg !1326
  %320 = icmp ult double* %316, %319, !dbg !1326
  %321 = icmp ult double* %101, %317, !dbg !1326
  %322 = and i1 %320, %321, !dbg !1326
  br i1 %322, label %360, label %323, !dbg !1326

323:                                              ; preds = %315
  %324 = and i64 %313, -4, !dbg !1326
  %325 = or i64 %324, 1, !dbg !1326
  br label %326, !dbg !1326

326:                                              ; preds = %326, %323
  %327 = phi i64 [ 0, %323 ], [ %356, %326 ]
  %328 = or i64 %327, 1
  %329 = getelementptr inbounds double, double* %99, i64 %328, !dbg !1340
  %330 = bitcast double* %329 to <2 x double>*, !dbg !1347
  %331 = load <2 x double>, <2 x double>* %330, align 8, !dbg !1347, !tbaa !1146, !alias.scope !1431, !noalias !1434
  %332 = getelementptr inbounds double, double* %329, i64 2, !dbg !1347
  %333 = bitcast double* %332 to <2 x double>*, !dbg !1347
  %334 = load <2 x double>, <2 x double>* %333, align 8, !dbg !1347, !tbaa !1146, !alias.scope !1431, !noalias !1434
  %335 = getelementptr inbounds double, double* %101, i64 %327, !dbg !1353
  %336 = bitcast double* %335 to <2 x double>*, !dbg !1355
  %337 = load <2 x double>, <2 x double>* %336, align 8, !dbg !1355, !tbaa !1146, !alias.scope !1434
  %338 = getelementptr inbounds double, double* %335, i64 2, !dbg !1355
  %339 = bitcast double* %338 to <2 x double>*, !dbg !1355
  %340 = load <2 x double>, <2 x double>* %339, align 8, !dbg !1355, !tbaa !1146, !alias.scope !1434
  %341 = or i64 %327, 2, !dbg !1356
  %342 = getelementptr inbounds double, double* %101, i64 %341, !dbg !1357
  %343 = bitcast double* %342 to <2 x double>*, !dbg !1359
  %344 = load <2 x double>, <2 x double>* %343, align 8, !dbg !1359, !tbaa !1146, !alias.scope !1434
  %345 = getelementptr inbounds double, double* %342, i64 2, !dbg !1359
  %346 = bitcast double* %345 to <2 x double>*, !dbg !1359
  %347 = load <2 x double>, <2 x double>* %346, align 8, !dbg !1359, !tbaa !1146, !alias.scope !1434
  %348 = fadd <2 x double> %337, %344, !dbg !1360
  %349 = fadd <2 x double> %340, %347, !dbg !1360
  %350 = fmul <2 x double> %348, <double 2.500000e-01, double 2.500000e-01>, !dbg !1361
  %351 = fmul <2 x double> %349, <double 2.500000e-01, double 2.500000e-01>, !dbg !1361
  %352 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %331, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %350), !dbg !1362
  %353 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %334, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %351), !dbg !1362
  %354 = bitcast double* %329 to <2 x double>*, !dbg !1363
  store <2 x double> %352, <2 x double>* %354, align 8, !dbg !1363, !tbaa !1146, !alias.scope !1431, !noalias !1434
  %355 = bitcast double* %332 to <2 x double>*, !dbg !1363
  store <2 x double> %353, <2 x double>* %355, align 8, !dbg !1363, !tbaa !1146, !alias.scope !1431, !noalias !1434
  %356 = add nuw i64 %327, 4
  %357 = icmp eq i64 %356, %324
  br i1 %357, label %358, label %326, !llvm.loop !1436

358:                                              ; preds = %326
  %359 = icmp eq i64 %313, %324, !dbg !1326
  br i1 %359, label %405, label %360, !dbg !1326

360:                                              ; preds = %315, %312, %358
  %361 = phi i64 [ 1, %315 ], [ 1, %312 ], [ %325, %358 ]
  %362 = xor i64 %361, -1, !dbg !1326
  %363 = and i64 %104, 1, !dbg !1326
  %364 = icmp eq i64 %363, 0, !dbg !1326
  br i1 %364, label %365, label %377, !dbg !1326

365:                                              ; preds = %360
  call void @llvm.dbg.value(metadata i64 undef, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 undef, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %366 = getelementptr inbounds double, double* %99, i64 %361, !dbg !1340
  %367 = load double, double* %366, align 8, !dbg !1347, !tbaa !1146
  %368 = add nsw i64 %361, -1, !dbg !1367
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %368, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %369 = getelementptr inbounds double, double* %101, i64 %368, !dbg !1353
  %370 = load double, double* %369, align 8, !dbg !1355, !tbaa !1146
  %371 = add nuw nsw i64 %361, 1, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %371, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %372 = getelementptr inbounds double, double* %101, i64 %371, !dbg !1357
  %373 = load double, double* %372, align 8, !dbg !1359, !tbaa !1146
  %374 = fadd double %370, %373, !dbg !1360
  %375 = fmul double %374, 2.500000e-01, !dbg !1361
  %376 = tail call double @llvm.fmuladd.f64(double %367, double 5.000000e-01, double %375) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 undef, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %376, double* %366, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %371, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  br label %377, !dbg !1326

377:                                              ; preds = %365, %360
  %378 = phi i64 [ %361, %360 ], [ %371, %365 ]
  %379 = sub nsw i64 0, %104, !dbg !1326
  %380 = icmp eq i64 %362, %379, !dbg !1326
  br i1 %380, label %405, label %381, !dbg !1326

381:                                              ; preds = %377, %381
  %382 = phi i64 [ %398, %381 ], [ %378, %377 ]
  call void @llvm.dbg.value(metadata i64 %382, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 %382, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %383 = getelementptr inbounds double, double* %99, i64 %382, !dbg !1340
  %384 = load double, double* %383, align 8, !dbg !1347, !tbaa !1146
  %385 = add nsw i64 %382, -1, !dbg !1367
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %385, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %386 = getelementptr inbounds double, double* %101, i64 %385, !dbg !1353
  %387 = load double, double* %386, align 8, !dbg !1355, !tbaa !1146
  %388 = add nuw nsw i64 %382, 1, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %388, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %389 = getelementptr inbounds double, double* %101, i64 %388, !dbg !1357
  %390 = load double, double* %389, align 8, !dbg !1359, !tbaa !1146
  %391 = fadd double %387, %390, !dbg !1360
  %392 = fmul double %391, 2.500000e-01, !dbg !1361
  %393 = tail call double @llvm.fmuladd.f64(double %384, double 5.000000e-01, double %392) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 %382, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %393, double* %383, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %388, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata i64 %388, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1366
  call void @llvm.dbg.value(metadata i64 %388, metadata !1344, metadata !DIExpression()) #11, !dbg !1366
  %394 = getelementptr inbounds double, double* %99, i64 %388, !dbg !1340
  %395 = load double, double* %394, align 8, !dbg !1347, !tbaa !1146
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1368
  call void @llvm.dbg.value(metadata i64 %382, metadata !1344, metadata !DIExpression()) #11, !dbg !1368
  %396 = getelementptr inbounds double, double* %101, i64 %382, !dbg !1353
  %397 = load double, double* %396, align 8, !dbg !1355, !tbaa !1146
  %398 = add nuw nsw i64 %382, 2, !dbg !1356
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1369
  call void @llvm.dbg.value(metadata i64 %398, metadata !1344, metadata !DIExpression()) #11, !dbg !1369
  %399 = getelementptr inbounds double, double* %101, i64 %398, !dbg !1357
  %400 = load double, double* %399, align 8, !dbg !1359, !tbaa !1146
  %401 = fadd double %397, %400, !dbg !1360
  %402 = fmul double %401, 2.500000e-01, !dbg !1361
  %403 = tail call double @llvm.fmuladd.f64(double %395, double 5.000000e-01, double %402) #11, !dbg !1362
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1370
  call void @llvm.dbg.value(metadata i64 %388, metadata !1344, metadata !DIExpression()) #11, !dbg !1370
  store double %403, double* %394, align 8, !dbg !1363, !tbaa !1146
  call void @llvm.dbg.value(metadata i64 %398, metadata !1320, metadata !DIExpression()) #11, !dbg !1325
  %404 = icmp eq i64 %398, %104, !dbg !1422
  br i1 %404, label %405, label %381, !dbg !1326, !llvm.loop !1437

405:                                              ; preds = %377, %381, %358, %97, %67, %217, %311
  %406 = phi double* [ %99, %311 ], [ %99, %217 ], [ %99, %97 ], [ null, %67 ], [ %99, %358 ], [ %99, %381 ], [ %99, %377 ]
  %407 = phi double* [ %101, %311 ], [ %101, %217 ], [ %101, %97 ], [ null, %67 ], [ %101, %358 ], [ %101, %381 ], [ %101, %377 ]
  %408 = phi i32 [ %34, %311 ], [ %34, %217 ], [ %34, %97 ], [ 0, %67 ], [ %34, %358 ], [ %34, %381 ], [ %34, %377 ]
  %409 = phi i32 [ %35, %311 ], [ %35, %217 ], [ %35, %97 ], [ %22, %67 ], [ %35, %358 ], [ %35, %381 ], [ %35, %377 ]
  %410 = bitcast %struct.Field* %3 to i8*
  call void @llvm.dbg.value(metadata i32 3, metadata !961, metadata !DIExpression()), !dbg !1312
  %411 = mul nsw i32 %409, %409, !dbg !1438
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !993, metadata !DIExpression()), !dbg !1378
  call void @llvm.dbg.value(metadata i32 %411, metadata !996, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1378
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !997, metadata !DIExpression()), !dbg !1378
  call void @llvm.dbg.value(metadata i32 %411, metadata !1001, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1380
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1004, metadata !DIExpression()), !dbg !1380
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1007, metadata !DIExpression()), !dbg !1382
  call void @llvm.dbg.value(metadata i32 %411, metadata !1010, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1382
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1011, metadata !DIExpression()), !dbg !1382
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1015, metadata !DIExpression()) #11, !dbg !1439
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1018, metadata !DIExpression()) #11, !dbg !1439
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1022, metadata !DIExpression()) #11, !dbg !1441
  call void @llvm.dbg.value(metadata double* null, metadata !963, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* null, metadata !963, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* null, metadata !963, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !973
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1029, metadata !DIExpression()), !dbg !1384
  call void @llvm.dbg.value(metadata i32 %411, metadata !1032, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1384
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1036, metadata !DIExpression()), !dbg !1386
  call void @llvm.dbg.value(metadata i32 %411, metadata !1039, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !1386
  %412 = icmp eq i32 %411, 0, !dbg !1443
  br i1 %412, label %413, label %182, !dbg !1444

413:                                              ; preds = %189, %186, %405
  %414 = phi double* [ %187, %186 ], [ %187, %189 ], [ null, %405 ], !dbg !1384
  call void @llvm.dbg.value(metadata double* %414, metadata !963, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* undef, metadata !1115, metadata !DIExpression()), !dbg !1401
  call void @llvm.dbg.value(metadata double* undef, metadata !963, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !973
  %415 = sext i32 %409 to i64, !dbg !1445
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !993, metadata !DIExpression()), !dbg !1446
  call void @llvm.dbg.value(metadata i64 %415, metadata !996, metadata !DIExpression()), !dbg !1446
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !997, metadata !DIExpression()), !dbg !1446
  call void @llvm.dbg.value(metadata i64 %415, metadata !1001, metadata !DIExpression()), !dbg !1448
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1004, metadata !DIExpression()), !dbg !1448
  %416 = icmp slt i32 %409, 0, !dbg !1450
  br i1 %416, label %417, label %419, !dbg !1451

417:                                              ; preds = %413
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #12
          to label %418 unwind label %529, !dbg !1452

418:                                              ; preds = %417
  unreachable, !dbg !1452

419:                                              ; preds = %413
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1007, metadata !DIExpression()), !dbg !1453
  call void @llvm.dbg.value(metadata i64 %415, metadata !1010, metadata !DIExpression()), !dbg !1453
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1011, metadata !DIExpression()), !dbg !1453
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1015, metadata !DIExpression()) #11, !dbg !1455
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1018, metadata !DIExpression()) #11, !dbg !1455
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1022, metadata !DIExpression()) #11, !dbg !1457
  call void @llvm.dbg.value(metadata double* null, metadata !964, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* null, metadata !964, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* null, metadata !964, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !973
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1029, metadata !DIExpression()), !dbg !1459
  call void @llvm.dbg.value(metadata i64 %415, metadata !1032, metadata !DIExpression()), !dbg !1459
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1036, metadata !DIExpression()), !dbg !1461
  call void @llvm.dbg.value(metadata i64 %415, metadata !1039, metadata !DIExpression()), !dbg !1461
  %420 = icmp eq i32 %409, 0, !dbg !1463
  br i1 %420, label %612, label %421, !dbg !1464

421:                                              ; preds = %419
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1061, metadata !DIExpression()), !dbg !1465
  call void @llvm.dbg.value(metadata i64 %415, metadata !1064, metadata !DIExpression()), !dbg !1465
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1067, metadata !DIExpression()), !dbg !1467
  call void @llvm.dbg.value(metadata i64 %415, metadata !1070, metadata !DIExpression()), !dbg !1467
  call void @llvm.dbg.value(metadata i8* null, metadata !1071, metadata !DIExpression()), !dbg !1467
  %422 = shl nuw nsw i64 %415, 3, !dbg !1469
  %423 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %422) #13
          to label %424 unwind label %529, !dbg !1470

424:                                              ; preds = %421
  %425 = bitcast i8* %423 to double*, !dbg !1471
  call void @llvm.dbg.value(metadata double* %425, metadata !964, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata !DIArgList(double* %425, i64 %415), metadata !964, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !973
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1085, metadata !DIExpression()), !dbg !1472
  call void @llvm.dbg.value(metadata i64 %415, metadata !1088, metadata !DIExpression()), !dbg !1472
  call void @llvm.dbg.value(metadata double* %425, metadata !1092, metadata !DIExpression()), !dbg !1474
  call void @llvm.dbg.value(metadata i64 %415, metadata !1098, metadata !DIExpression()), !dbg !1474
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1099, metadata !DIExpression()), !dbg !1474
  call void @llvm.dbg.value(metadata double* %425, metadata !1105, metadata !DIExpression()), !dbg !1476
  call void @llvm.dbg.value(metadata i64 %415, metadata !1110, metadata !DIExpression()), !dbg !1476
  call void @llvm.dbg.value(metadata i8 1, metadata !1111, metadata !DIExpression()), !dbg !1476
  call void @llvm.dbg.value(metadata double* %425, metadata !1115, metadata !DIExpression()), !dbg !1478
  call void @llvm.dbg.value(metadata i64 %415, metadata !1122, metadata !DIExpression()), !dbg !1478
  call void @llvm.dbg.value(metadata double* %425, metadata !1123, metadata !DIExpression()), !dbg !1480
  call void @llvm.dbg.value(metadata double* %425, metadata !1135, metadata !DIExpression()), !dbg !1481
  store double 0.000000e+00, double* %425, align 8, !dbg !1483, !tbaa !1146
  call void @llvm.dbg.value(metadata double* %425, metadata !1115, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1478
  call void @llvm.dbg.value(metadata double* %425, metadata !1149, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1484
  call void @llvm.dbg.value(metadata i64 %415, metadata !1155, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1484
  call void @llvm.dbg.value(metadata double* %425, metadata !1156, metadata !DIExpression()), !dbg !1484
  call void @llvm.dbg.value(metadata double* %425, metadata !1161, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1486
  call void @llvm.dbg.value(metadata i64 %415, metadata !1176, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1486
  call void @llvm.dbg.value(metadata double* %425, metadata !1177, metadata !DIExpression()), !dbg !1486
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1178, metadata !DIExpression()), !dbg !1488
  %426 = icmp eq i32 %409, 1, !dbg !1489
  br i1 %426, label %431, label %427, !dbg !1490

427:                                              ; preds = %424
  %428 = getelementptr double, double* %425, i64 1, !dbg !1491
  call void @llvm.dbg.value(metadata double* %428, metadata !1115, metadata !DIExpression()), !dbg !1478
  call void @llvm.dbg.value(metadata double* %428, metadata !1149, metadata !DIExpression()), !dbg !1484
  call void @llvm.dbg.value(metadata double* %428, metadata !1161, metadata !DIExpression()), !dbg !1486
  %429 = bitcast double* %428 to i8*, !dbg !1478
  call void @llvm.dbg.value(metadata double* %425, metadata !1187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1492
  call void @llvm.dbg.value(metadata double* %425, metadata !1193, metadata !DIExpression()), !dbg !1492
  call void @llvm.dbg.value(metadata double* %425, metadata !1198, metadata !DIExpression()), !dbg !1494
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1211, metadata !DIExpression()), !dbg !1494
  call void @llvm.dbg.value(metadata double* %425, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1494
  %430 = add nsw i64 %422, -8, !dbg !1496
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %429, i8 0, i64 %430, i1 false), !dbg !1497, !tbaa !1146
  call void @llvm.dbg.value(metadata i32 undef, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1494
  br label %431, !dbg !1498

431:                                              ; preds = %424, %427
  call void @llvm.dbg.value(metadata double* undef, metadata !964, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* undef, metadata !1115, metadata !DIExpression()), !dbg !1478
  call void @llvm.dbg.value(metadata double* undef, metadata !964, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !973
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !993, metadata !DIExpression()), !dbg !1499
  call void @llvm.dbg.value(metadata i64 %415, metadata !996, metadata !DIExpression()), !dbg !1499
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !997, metadata !DIExpression()), !dbg !1499
  call void @llvm.dbg.value(metadata i64 %415, metadata !1001, metadata !DIExpression()), !dbg !1501
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1004, metadata !DIExpression()), !dbg !1501
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1007, metadata !DIExpression()), !dbg !1503
  call void @llvm.dbg.value(metadata i64 %415, metadata !1010, metadata !DIExpression()), !dbg !1503
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1011, metadata !DIExpression()), !dbg !1503
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1015, metadata !DIExpression()) #11, !dbg !1505
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1018, metadata !DIExpression()) #11, !dbg !1505
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1022, metadata !DIExpression()) #11, !dbg !1507
  call void @llvm.dbg.value(metadata double* null, metadata !965, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* null, metadata !965, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* null, metadata !965, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !973
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1029, metadata !DIExpression()), !dbg !1509
  call void @llvm.dbg.value(metadata i64 %415, metadata !1032, metadata !DIExpression()), !dbg !1509
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1036, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata i64 %415, metadata !1039, metadata !DIExpression()), !dbg !1511
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1061, metadata !DIExpression()), !dbg !1513
  call void @llvm.dbg.value(metadata i64 %415, metadata !1064, metadata !DIExpression()), !dbg !1513
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1067, metadata !DIExpression()), !dbg !1515
  call void @llvm.dbg.value(metadata i64 %415, metadata !1070, metadata !DIExpression()), !dbg !1515
  call void @llvm.dbg.value(metadata i8* null, metadata !1071, metadata !DIExpression()), !dbg !1515
  %432 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %422) #13
          to label %433 unwind label %531, !dbg !1517

433:                                              ; preds = %431
  %434 = bitcast i8* %432 to double*, !dbg !1518
  call void @llvm.dbg.value(metadata double* %434, metadata !965, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata !DIArgList(double* %434, i64 %415), metadata !965, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !973
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1085, metadata !DIExpression()), !dbg !1519
  call void @llvm.dbg.value(metadata i64 %415, metadata !1088, metadata !DIExpression()), !dbg !1519
  call void @llvm.dbg.value(metadata double* %434, metadata !1092, metadata !DIExpression()), !dbg !1521
  call void @llvm.dbg.value(metadata i64 %415, metadata !1098, metadata !DIExpression()), !dbg !1521
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1099, metadata !DIExpression()), !dbg !1521
  call void @llvm.dbg.value(metadata double* %434, metadata !1105, metadata !DIExpression()), !dbg !1523
  call void @llvm.dbg.value(metadata i64 %415, metadata !1110, metadata !DIExpression()), !dbg !1523
  call void @llvm.dbg.value(metadata i8 1, metadata !1111, metadata !DIExpression()), !dbg !1523
  call void @llvm.dbg.value(metadata double* %434, metadata !1115, metadata !DIExpression()), !dbg !1525
  call void @llvm.dbg.value(metadata i64 %415, metadata !1122, metadata !DIExpression()), !dbg !1525
  call void @llvm.dbg.value(metadata double* %434, metadata !1123, metadata !DIExpression()), !dbg !1527
  call void @llvm.dbg.value(metadata double* %434, metadata !1135, metadata !DIExpression()), !dbg !1528
  store double 0.000000e+00, double* %434, align 8, !dbg !1530, !tbaa !1146
  call void @llvm.dbg.value(metadata double* %434, metadata !1115, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1525
  call void @llvm.dbg.value(metadata double* %434, metadata !1149, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1531
  call void @llvm.dbg.value(metadata i64 %415, metadata !1155, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1531
  call void @llvm.dbg.value(metadata double* %434, metadata !1156, metadata !DIExpression()), !dbg !1531
  call void @llvm.dbg.value(metadata double* %434, metadata !1161, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1533
  call void @llvm.dbg.value(metadata i64 %415, metadata !1176, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1533
  call void @llvm.dbg.value(metadata double* %434, metadata !1177, metadata !DIExpression()), !dbg !1533
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1178, metadata !DIExpression()), !dbg !1535
  br i1 %426, label %439, label %435, !dbg !1536

435:                                              ; preds = %433
  %436 = getelementptr double, double* %434, i64 1, !dbg !1537
  call void @llvm.dbg.value(metadata double* %436, metadata !1115, metadata !DIExpression()), !dbg !1525
  call void @llvm.dbg.value(metadata double* %436, metadata !1149, metadata !DIExpression()), !dbg !1531
  call void @llvm.dbg.value(metadata double* %436, metadata !1161, metadata !DIExpression()), !dbg !1533
  %437 = bitcast double* %436 to i8*, !dbg !1525
  call void @llvm.dbg.value(metadata double* %434, metadata !1187, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1538
  call void @llvm.dbg.value(metadata double* %434, metadata !1193, metadata !DIExpression()), !dbg !1538
  call void @llvm.dbg.value(metadata double* %434, metadata !1198, metadata !DIExpression()), !dbg !1540
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1211, metadata !DIExpression()), !dbg !1540
  call void @llvm.dbg.value(metadata double* %434, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1540
  %438 = add nsw i64 %422, -8, !dbg !1542
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %437, i8 0, i64 %438, i1 false), !dbg !1543, !tbaa !1146
  call void @llvm.dbg.value(metadata i32 undef, metadata !1209, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1540
  br label %439, !dbg !1544

439:                                              ; preds = %435, %433
  call void @llvm.dbg.value(metadata double* undef, metadata !965, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !973
  call void @llvm.dbg.value(metadata double* undef, metadata !1115, metadata !DIExpression()), !dbg !1525
  call void @llvm.dbg.value(metadata double* undef, metadata !965, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !973
  call void @llvm.dbg.value(metadata i32 0, metadata !966, metadata !DIExpression()), !dbg !1545
  %440 = zext i32 %409 to i64, !dbg !1546
  %441 = icmp ult i32 %409, 4
  %442 = and i64 %440, 4294967292
  %443 = icmp eq i64 %442, %440
  br label %444, !dbg !1547

444:                                              ; preds = %533, %439
  %445 = phi i64 [ 0, %439 ], [ %534, %533 ]
  call void @llvm.dbg.value(metadata i64 %445, metadata !966, metadata !DIExpression()), !dbg !1545
  call void @llvm.dbg.value(metadata i32 0, metadata !968, metadata !DIExpression()), !dbg !1548
  %446 = mul nsw i64 %445, %415
  br i1 %441, label %473, label %447, !dbg !1549

447:                                              ; preds = %444
  %448 = insertelement <2 x i64> poison, i64 %445, i64 0, !dbg !1549
  %449 = shufflevector <2 x i64> %448, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1549
  %450 = add nuw i64 %445, 2
  %451 = insertelement <2 x i64> poison, i64 %450, i64 0
  %452 = shufflevector <2 x i64> %451, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %453, !dbg !1549

453:                                              ; preds = %453, %447
  %454 = phi i64 [ 0, %447 ], [ %469, %453 ], !dbg !1550
  %455 = phi <2 x i64> [ <i64 0, i64 1>, %447 ], [ %470, %453 ]
  %456 = add nuw nsw <2 x i64> %455, %449, !dbg !1552
  %457 = add <2 x i64> %452, %455, !dbg !1552
  %458 = trunc <2 x i64> %456 to <2 x i32>, !dbg !1553
  %459 = trunc <2 x i64> %457 to <2 x i32>, !dbg !1553
  %460 = urem <2 x i32> %458, <i32 5, i32 5>, !dbg !1553
  %461 = urem <2 x i32> %459, <i32 5, i32 5>, !dbg !1553
  %462 = sitofp <2 x i32> %460 to <2 x double>, !dbg !1554
  %463 = sitofp <2 x i32> %461 to <2 x double>, !dbg !1554
  %464 = add nsw i64 %454, %446, !dbg !1550
  %465 = getelementptr inbounds double, double* %414, i64 %464, !dbg !1550
  %466 = bitcast double* %465 to <2 x double>*, !dbg !1555
  store <2 x double> %462, <2 x double>* %466, align 8, !dbg !1555, !tbaa !1146
  %467 = getelementptr inbounds double, double* %465, i64 2, !dbg !1555
  %468 = bitcast double* %467 to <2 x double>*, !dbg !1555
  store <2 x double> %463, <2 x double>* %468, align 8, !dbg !1555, !tbaa !1146
  %469 = add nuw i64 %454, 4, !dbg !1550
  %470 = add <2 x i64> %455, <i64 4, i64 4>
  %471 = icmp eq i64 %469, %442, !dbg !1550
  br i1 %471, label %472, label %453, !dbg !1550, !llvm.loop !1556

472:                                              ; preds = %453
  br i1 %443, label %533, label %473, !dbg !1549

473:                                              ; preds = %444, %472
  %474 = phi i64 [ 0, %444 ], [ %442, %472 ]
  br label %536, !dbg !1549

475:                                              ; preds = %533
  call void @llvm.dbg.value(metadata i32 0, metadata !971, metadata !DIExpression()), !dbg !1558
  %476 = zext i32 %409 to i64, !dbg !1559
  %477 = icmp ult i32 %409, 4, !dbg !1561
  br i1 %477, label %525, label %478, !dbg !1561

478:                                              ; preds = %475
  %479 = and i64 %440, 4294967292, !dbg !1561
  %480 = add nsw i64 %479, -4, !dbg !1561
  %481 = lshr exact i64 %480, 2, !dbg !1561
  %482 = add nuw nsw i64 %481, 1, !dbg !1561
  %483 = and i64 %482, 1, !dbg !1561
  %484 = icmp eq i64 %480, 0, !dbg !1561
  br i1 %484, label %511, label %485, !dbg !1561

485:                                              ; preds = %478
  %486 = and i64 %482, 9223372036854775806, !dbg !1561
  br label %487, !dbg !1561

487:                                              ; preds = %487, %485
  %488 = phi i64 [ 0, %485 ], [ %507, %487 ], !dbg !1562
  %489 = phi <2 x i32> [ <i32 0, i32 1>, %485 ], [ %508, %487 ], !dbg !1563
  %490 = phi i64 [ 0, %485 ], [ %509, %487 ]
  %491 = add <2 x i32> %489, <i32 2, i32 2>, !dbg !1563
  %492 = sitofp <2 x i32> %489 to <2 x double>, !dbg !1563
  %493 = sitofp <2 x i32> %491 to <2 x double>, !dbg !1563
  %494 = getelementptr inbounds double, double* %425, i64 %488, !dbg !1562
  %495 = bitcast double* %494 to <2 x double>*, !dbg !1564
  store <2 x double> %492, <2 x double>* %495, align 8, !dbg !1564, !tbaa !1146
  %496 = getelementptr inbounds double, double* %494, i64 2, !dbg !1564
  %497 = bitcast double* %496 to <2 x double>*, !dbg !1564
  store <2 x double> %493, <2 x double>* %497, align 8, !dbg !1564, !tbaa !1146
  %498 = or i64 %488, 4, !dbg !1562
  %499 = add <2 x i32> %489, <i32 4, i32 4>, !dbg !1563
  %500 = add <2 x i32> %489, <i32 6, i32 6>, !dbg !1563
  %501 = sitofp <2 x i32> %499 to <2 x double>, !dbg !1563
  %502 = sitofp <2 x i32> %500 to <2 x double>, !dbg !1563
  %503 = getelementptr inbounds double, double* %425, i64 %498, !dbg !1562
  %504 = bitcast double* %503 to <2 x double>*, !dbg !1564
  store <2 x double> %501, <2 x double>* %504, align 8, !dbg !1564, !tbaa !1146
  %505 = getelementptr inbounds double, double* %503, i64 2, !dbg !1564
  %506 = bitcast double* %505 to <2 x double>*, !dbg !1564
  store <2 x double> %502, <2 x double>* %506, align 8, !dbg !1564, !tbaa !1146
  %507 = add nuw i64 %488, 8, !dbg !1562
  %508 = add <2 x i32> %489, <i32 8, i32 8>, !dbg !1563
  %509 = add i64 %490, 2, !dbg !1562
  %510 = icmp eq i64 %509, %486, !dbg !1562
  br i1 %510, label %511, label %487, !dbg !1562, !llvm.loop !1565

511:                                              ; preds = %487, %478
  %512 = phi i64 [ 0, %478 ], [ %507, %487 ]
  %513 = phi <2 x i32> [ <i32 0, i32 1>, %478 ], [ %508, %487 ]
  %514 = icmp eq i64 %483, 0, !dbg !1562
  br i1 %514, label %523, label %515, !dbg !1562

515:                                              ; preds = %511
  %516 = add <2 x i32> %513, <i32 2, i32 2>, !dbg !1563
  %517 = sitofp <2 x i32> %513 to <2 x double>, !dbg !1563
  %518 = sitofp <2 x i32> %516 to <2 x double>, !dbg !1563
  %519 = getelementptr inbounds double, double* %425, i64 %512, !dbg !1562
  %520 = bitcast double* %519 to <2 x double>*, !dbg !1564
  store <2 x double> %517, <2 x double>* %520, align 8, !dbg !1564, !tbaa !1146
  %521 = getelementptr inbounds double, double* %519, i64 2, !dbg !1564
  %522 = bitcast double* %521 to <2 x double>*, !dbg !1564
  store <2 x double> %518, <2 x double>* %522, align 8, !dbg !1564, !tbaa !1146
  br label %523, !dbg !1561

523:                                              ; preds = %511, %515
  %524 = icmp eq i64 %479, %440, !dbg !1561
  br i1 %524, label %546, label %525, !dbg !1561

525:                                              ; preds = %475, %523
  %526 = phi i64 [ 0, %475 ], [ %479, %523 ]
  br label %638, !dbg !1561

527:                                              ; preds = %182
  %528 = landingpad { i8*, i32 }
          cleanup, !dbg !1567
  br label %650, !dbg !1568

529:                                              ; preds = %421, %417
  %530 = landingpad { i8*, i32 }
          cleanup, !dbg !1567
  br label %645, !dbg !1569

531:                                              ; preds = %431
  %532 = landingpad { i8*, i32 }
          cleanup, !dbg !1567
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1275, metadata !DIExpression()) #11, !dbg !1570
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1281, metadata !DIExpression()) #11, !dbg !1572
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1287, metadata !DIExpression()) #11, !dbg !1574
  call void @llvm.dbg.value(metadata double* undef, metadata !1290, metadata !DIExpression()) #11, !dbg !1574
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1574
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1295, metadata !DIExpression()) #11, !dbg !1576
  call void @llvm.dbg.value(metadata double* undef, metadata !1298, metadata !DIExpression()) #11, !dbg !1576
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1576
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1303, metadata !DIExpression()) #11, !dbg !1578
  call void @llvm.dbg.value(metadata double* undef, metadata !1306, metadata !DIExpression()) #11, !dbg !1578
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1578
  tail call void @_ZdlPv(i8* noundef nonnull %423) #14, !dbg !1580
  br label %645, !dbg !1567

533:                                              ; preds = %536, %472
  %534 = add nuw nsw i64 %445, 1, !dbg !1581
  call void @llvm.dbg.value(metadata i64 %534, metadata !966, metadata !DIExpression()), !dbg !1545
  %535 = icmp eq i64 %534, %440, !dbg !1546
  br i1 %535, label %475, label %444, !dbg !1547, !llvm.loop !1582

536:                                              ; preds = %473, %536
  %537 = phi i64 [ %544, %536 ], [ %474, %473 ]
  call void @llvm.dbg.value(metadata i64 %537, metadata !968, metadata !DIExpression()), !dbg !1548
  %538 = add nuw nsw i64 %537, %445, !dbg !1552
  %539 = trunc i64 %538 to i32, !dbg !1553
  %540 = urem i32 %539, 5, !dbg !1553
  %541 = sitofp i32 %540 to double, !dbg !1554
  %542 = add nsw i64 %537, %446, !dbg !1584
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1343, metadata !DIExpression()), !dbg !1585
  call void @llvm.dbg.value(metadata i64 %542, metadata !1344, metadata !DIExpression()), !dbg !1585
  %543 = getelementptr inbounds double, double* %414, i64 %542, !dbg !1587
  store double %541, double* %543, align 8, !dbg !1555, !tbaa !1146
  %544 = add nuw nsw i64 %537, 1, !dbg !1550
  call void @llvm.dbg.value(metadata i64 %544, metadata !968, metadata !DIExpression()), !dbg !1548
  %545 = icmp eq i64 %544, %440, !dbg !1588
  br i1 %545, label %533, label %536, !dbg !1549, !llvm.loop !1589

546:                                              ; preds = %638, %523
  call void @llvm.dbg.value(metadata i32 %22, metadata !1590, metadata !DIExpression()) #11, !dbg !1606
  call void @llvm.dbg.value(metadata i32 %22, metadata !1595, metadata !DIExpression()) #11, !dbg !1606
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1596, metadata !DIExpression()) #11, !dbg !1606
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1597, metadata !DIExpression()) #11, !dbg !1606
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1598, metadata !DIExpression()) #11, !dbg !1606
  call void @llvm.dbg.value(metadata i32 0, metadata !1599, metadata !DIExpression()) #11, !dbg !1608
  %547 = zext i32 %409 to i64, !dbg !1609
  %548 = add nsw i64 %440, -1, !dbg !1610
  %549 = and i64 %440, 3
  %550 = icmp ult i64 %548, 3
  %551 = and i64 %440, 4294967292
  %552 = icmp eq i64 %549, 0
  br label %553, !dbg !1610

553:                                              ; preds = %546, %573
  %554 = phi i64 [ 0, %546 ], [ %576, %573 ]
  call void @llvm.dbg.value(metadata i64 %554, metadata !1599, metadata !DIExpression()) #11, !dbg !1608
  call void @llvm.dbg.value(metadata i32 0, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %555 = mul nsw i64 %554, %415
  br i1 %550, label %556, label %578, !dbg !1613

556:                                              ; preds = %578, %553
  %557 = phi double [ undef, %553 ], [ %608, %578 ]
  %558 = phi i64 [ 0, %553 ], [ %609, %578 ]
  %559 = phi double [ 0.000000e+00, %553 ], [ %608, %578 ]
  br i1 %552, label %573, label %560, !dbg !1613

560:                                              ; preds = %556, %560
  %561 = phi i64 [ %570, %560 ], [ %558, %556 ]
  %562 = phi double [ %569, %560 ], [ %559, %556 ]
  %563 = phi i64 [ %571, %560 ], [ 0, %556 ]
  call void @llvm.dbg.value(metadata i64 %561, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata double %562, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %564 = add nsw i64 %561, %555, !dbg !1614
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1621
  call void @llvm.dbg.value(metadata i64 %564, metadata !1619, metadata !DIExpression()) #11, !dbg !1621
  %565 = getelementptr inbounds double, double* %414, i64 %564, !dbg !1623
  %566 = load double, double* %565, align 8, !dbg !1624, !tbaa !1146
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1625
  call void @llvm.dbg.value(metadata i64 %561, metadata !1619, metadata !DIExpression()) #11, !dbg !1625
  %567 = getelementptr inbounds double, double* %425, i64 %561, !dbg !1627
  %568 = load double, double* %567, align 8, !dbg !1628, !tbaa !1146
  %569 = tail call double @llvm.fmuladd.f64(double %566, double %568, double %562) #11, !dbg !1629
  call void @llvm.dbg.value(metadata double %569, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %570 = add nuw nsw i64 %561, 1, !dbg !1630
  call void @llvm.dbg.value(metadata i64 %570, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  %571 = add i64 %563, 1, !dbg !1613
  %572 = icmp eq i64 %571, %549, !dbg !1613
  br i1 %572, label %573, label %560, !dbg !1613, !llvm.loop !1631

573:                                              ; preds = %560, %556
  %574 = phi double [ %557, %556 ], [ %569, %560 ], !dbg !1629
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1343, metadata !DIExpression()) #11, !dbg !1633
  call void @llvm.dbg.value(metadata i64 %554, metadata !1344, metadata !DIExpression()) #11, !dbg !1633
  %575 = getelementptr inbounds double, double* %434, i64 %554, !dbg !1635
  store double %574, double* %575, align 8, !dbg !1636, !tbaa !1146
  %576 = add nuw nsw i64 %554, 1, !dbg !1637
  call void @llvm.dbg.value(metadata i64 %576, metadata !1599, metadata !DIExpression()) #11, !dbg !1608
  %577 = icmp eq i64 %576, %547, !dbg !1609
  br i1 %577, label %612, label %553, !dbg !1610, !llvm.loop !1638

578:                                              ; preds = %553, %578
  %579 = phi i64 [ %609, %578 ], [ 0, %553 ]
  %580 = phi double [ %608, %578 ], [ 0.000000e+00, %553 ]
  %581 = phi i64 [ %610, %578 ], [ 0, %553 ]
  call void @llvm.dbg.value(metadata i64 %579, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata double %580, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %582 = add nsw i64 %579, %555, !dbg !1614
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1621
  call void @llvm.dbg.value(metadata i64 %582, metadata !1619, metadata !DIExpression()) #11, !dbg !1621
  %583 = getelementptr inbounds double, double* %414, i64 %582, !dbg !1623
  %584 = load double, double* %583, align 8, !dbg !1624, !tbaa !1146
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1625
  call void @llvm.dbg.value(metadata i64 %579, metadata !1619, metadata !DIExpression()) #11, !dbg !1625
  %585 = getelementptr inbounds double, double* %425, i64 %579, !dbg !1627
  %586 = load double, double* %585, align 8, !dbg !1628, !tbaa !1146
  %587 = tail call double @llvm.fmuladd.f64(double %584, double %586, double %580) #11, !dbg !1629
  call void @llvm.dbg.value(metadata double %587, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %588 = or i64 %579, 1, !dbg !1630
  call void @llvm.dbg.value(metadata i64 %588, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata i64 %588, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata double %587, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %589 = add nsw i64 %588, %555, !dbg !1614
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1621
  call void @llvm.dbg.value(metadata i64 %589, metadata !1619, metadata !DIExpression()) #11, !dbg !1621
  %590 = getelementptr inbounds double, double* %414, i64 %589, !dbg !1623
  %591 = load double, double* %590, align 8, !dbg !1624, !tbaa !1146
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1625
  call void @llvm.dbg.value(metadata i64 %588, metadata !1619, metadata !DIExpression()) #11, !dbg !1625
  %592 = getelementptr inbounds double, double* %425, i64 %588, !dbg !1627
  %593 = load double, double* %592, align 8, !dbg !1628, !tbaa !1146
  %594 = tail call double @llvm.fmuladd.f64(double %591, double %593, double %587) #11, !dbg !1629
  call void @llvm.dbg.value(metadata double %594, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %595 = or i64 %579, 2, !dbg !1630
  call void @llvm.dbg.value(metadata i64 %595, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata i64 %595, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata double %594, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %596 = add nsw i64 %595, %555, !dbg !1614
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1621
  call void @llvm.dbg.value(metadata i64 %596, metadata !1619, metadata !DIExpression()) #11, !dbg !1621
  %597 = getelementptr inbounds double, double* %414, i64 %596, !dbg !1623
  %598 = load double, double* %597, align 8, !dbg !1624, !tbaa !1146
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1625
  call void @llvm.dbg.value(metadata i64 %595, metadata !1619, metadata !DIExpression()) #11, !dbg !1625
  %599 = getelementptr inbounds double, double* %425, i64 %595, !dbg !1627
  %600 = load double, double* %599, align 8, !dbg !1628, !tbaa !1146
  %601 = tail call double @llvm.fmuladd.f64(double %598, double %600, double %594) #11, !dbg !1629
  call void @llvm.dbg.value(metadata double %601, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %602 = or i64 %579, 3, !dbg !1630
  call void @llvm.dbg.value(metadata i64 %602, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata i64 %602, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  call void @llvm.dbg.value(metadata double %601, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %603 = add nsw i64 %602, %555, !dbg !1614
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1621
  call void @llvm.dbg.value(metadata i64 %603, metadata !1619, metadata !DIExpression()) #11, !dbg !1621
  %604 = getelementptr inbounds double, double* %414, i64 %603, !dbg !1623
  %605 = load double, double* %604, align 8, !dbg !1624, !tbaa !1146
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1616, metadata !DIExpression()) #11, !dbg !1625
  call void @llvm.dbg.value(metadata i64 %602, metadata !1619, metadata !DIExpression()) #11, !dbg !1625
  %606 = getelementptr inbounds double, double* %425, i64 %602, !dbg !1627
  %607 = load double, double* %606, align 8, !dbg !1628, !tbaa !1146
  %608 = tail call double @llvm.fmuladd.f64(double %605, double %607, double %601) #11, !dbg !1629
  call void @llvm.dbg.value(metadata double %608, metadata !1601, metadata !DIExpression()) #11, !dbg !1612
  %609 = add nuw nsw i64 %579, 4, !dbg !1630
  call void @llvm.dbg.value(metadata i64 %609, metadata !1604, metadata !DIExpression()) #11, !dbg !1611
  %610 = add i64 %581, 4, !dbg !1613
  %611 = icmp eq i64 %610, %551, !dbg !1613
  br i1 %611, label %556, label %578, !dbg !1613, !llvm.loop !1640

612:                                              ; preds = %573, %419
  %613 = phi double* [ null, %419 ], [ %434, %573 ]
  %614 = phi double* [ null, %419 ], [ %425, %573 ]
  %615 = sdiv i32 %408, 2, !dbg !1642
  %616 = sext i32 %615 to i64, !dbg !1643
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)), !dbg !1644
  call void @llvm.dbg.value(metadata i64 %616, metadata !1344, metadata !DIExpression()), !dbg !1644
  %617 = getelementptr inbounds double, double* %406, i64 %616, !dbg !1646
  %618 = load double, double* %617, align 8, !dbg !1647, !tbaa !1146
  %619 = sdiv i32 %409, 2, !dbg !1648
  %620 = sext i32 %619 to i64, !dbg !1649
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1343, metadata !DIExpression()), !dbg !1650
  call void @llvm.dbg.value(metadata i64 %620, metadata !1344, metadata !DIExpression()), !dbg !1650
  %621 = getelementptr inbounds double, double* %613, i64 %620, !dbg !1652
  %622 = load double, double* %621, align 8, !dbg !1653, !tbaa !1146
  %623 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %618, double noundef %622), !dbg !1654
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1275, metadata !DIExpression()) #11, !dbg !1655
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1281, metadata !DIExpression()) #11, !dbg !1657
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1287, metadata !DIExpression()) #11, !dbg !1659
  call void @llvm.dbg.value(metadata double* undef, metadata !1290, metadata !DIExpression()) #11, !dbg !1659
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1659
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1295, metadata !DIExpression()) #11, !dbg !1661
  call void @llvm.dbg.value(metadata double* undef, metadata !1298, metadata !DIExpression()) #11, !dbg !1661
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1661
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1303, metadata !DIExpression()) #11, !dbg !1663
  call void @llvm.dbg.value(metadata double* undef, metadata !1306, metadata !DIExpression()) #11, !dbg !1663
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1663
  %624 = bitcast double* %613 to i8*, !dbg !1665
  tail call void @_ZdlPv(i8* noundef %624) #14, !dbg !1666
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1275, metadata !DIExpression()) #11, !dbg !1667
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1281, metadata !DIExpression()) #11, !dbg !1669
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1287, metadata !DIExpression()) #11, !dbg !1671
  call void @llvm.dbg.value(metadata double* undef, metadata !1290, metadata !DIExpression()) #11, !dbg !1671
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1671
  %625 = icmp eq double* %614, null, !dbg !1673
  br i1 %625, label %628, label %626, !dbg !1674

626:                                              ; preds = %612
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1295, metadata !DIExpression()) #11, !dbg !1675
  call void @llvm.dbg.value(metadata double* undef, metadata !1298, metadata !DIExpression()) #11, !dbg !1675
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1675
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1303, metadata !DIExpression()) #11, !dbg !1677
  call void @llvm.dbg.value(metadata double* undef, metadata !1306, metadata !DIExpression()) #11, !dbg !1677
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1677
  %627 = bitcast double* %614 to i8*, !dbg !1679
  tail call void @_ZdlPv(i8* noundef %627) #14, !dbg !1680
  br label %628, !dbg !1681

628:                                              ; preds = %612, %626
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1275, metadata !DIExpression()) #11, !dbg !1682
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1281, metadata !DIExpression()) #11, !dbg !1684
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1287, metadata !DIExpression()) #11, !dbg !1686
  call void @llvm.dbg.value(metadata double* %414, metadata !1290, metadata !DIExpression()) #11, !dbg !1686
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %414), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1686
  %629 = icmp eq double* %414, null, !dbg !1688
  br i1 %629, label %632, label %630, !dbg !1689

630:                                              ; preds = %628
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1295, metadata !DIExpression()) #11, !dbg !1690
  call void @llvm.dbg.value(metadata double* %414, metadata !1298, metadata !DIExpression()) #11, !dbg !1690
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %414), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1690
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1303, metadata !DIExpression()) #11, !dbg !1692
  call void @llvm.dbg.value(metadata double* %414, metadata !1306, metadata !DIExpression()) #11, !dbg !1692
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %414), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1692
  %631 = bitcast double* %414 to i8*, !dbg !1694
  tail call void @_ZdlPv(i8* noundef %631) #14, !dbg !1695
  br label %632, !dbg !1696

632:                                              ; preds = %628, %630
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1697, metadata !DIExpression()) #11, !dbg !1703
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1275, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1705
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1708
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1287, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1710
  call void @llvm.dbg.value(metadata double* %99, metadata !1290, metadata !DIExpression()) #11, !dbg !1710
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %99), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1710
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1295, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1712
  call void @llvm.dbg.value(metadata double* %99, metadata !1298, metadata !DIExpression()) #11, !dbg !1712
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %99), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1712
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1303, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1714
  call void @llvm.dbg.value(metadata double* %99, metadata !1306, metadata !DIExpression()) #11, !dbg !1714
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %99), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1714
  %633 = bitcast double* %406 to i8*, !dbg !1716
  tail call void @_ZdlPv(i8* noundef %633) #14, !dbg !1717
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1275, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1718
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1720
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1287, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1722
  call void @llvm.dbg.value(metadata double* %101, metadata !1290, metadata !DIExpression()) #11, !dbg !1722
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1722
  %634 = icmp eq double* %407, null, !dbg !1724
  br i1 %634, label %637, label %635, !dbg !1725

635:                                              ; preds = %632
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1295, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1726
  call void @llvm.dbg.value(metadata double* %101, metadata !1298, metadata !DIExpression()) #11, !dbg !1726
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1726
  call void @llvm.dbg.value(metadata %struct.Field* %3, metadata !1303, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1728
  call void @llvm.dbg.value(metadata double* %101, metadata !1306, metadata !DIExpression()) #11, !dbg !1728
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %101), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1728
  %636 = bitcast double* %407 to i8*, !dbg !1730
  tail call void @_ZdlPv(i8* noundef %636) #14, !dbg !1731
  br label %637, !dbg !1732

637:                                              ; preds = %632, %635
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %410) #11, !dbg !1567
  ret i32 0, !dbg !1567

638:                                              ; preds = %525, %638
  %639 = phi i64 [ %643, %638 ], [ %526, %525 ]
  call void @llvm.dbg.value(metadata i64 %639, metadata !971, metadata !DIExpression()), !dbg !1558
  %640 = trunc i64 %639 to i32, !dbg !1563
  %641 = sitofp i32 %640 to double, !dbg !1563
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1343, metadata !DIExpression()), !dbg !1733
  call void @llvm.dbg.value(metadata i64 %639, metadata !1344, metadata !DIExpression()), !dbg !1733
  %642 = getelementptr inbounds double, double* %425, i64 %639, !dbg !1735
  store double %641, double* %642, align 8, !dbg !1564, !tbaa !1146
  %643 = add nuw nsw i64 %639, 1, !dbg !1562
  call void @llvm.dbg.value(metadata i64 %643, metadata !971, metadata !DIExpression()), !dbg !1558
  %644 = icmp eq i64 %643, %476, !dbg !1559
  br i1 %644, label %546, label %638, !dbg !1561, !llvm.loop !1736

645:                                              ; preds = %531, %529
  %646 = phi { i8*, i32 } [ %532, %531 ], [ %530, %529 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1275, metadata !DIExpression()) #11, !dbg !1737
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1281, metadata !DIExpression()) #11, !dbg !1739
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1287, metadata !DIExpression()) #11, !dbg !1741
  call void @llvm.dbg.value(metadata double* %414, metadata !1290, metadata !DIExpression()) #11, !dbg !1741
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %414), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1741
  %647 = icmp eq double* %414, null, !dbg !1743
  br i1 %647, label %650, label %648, !dbg !1744

648:                                              ; preds = %645
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1295, metadata !DIExpression()) #11, !dbg !1745
  call void @llvm.dbg.value(metadata double* %414, metadata !1298, metadata !DIExpression()) #11, !dbg !1745
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %414), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1745
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1303, metadata !DIExpression()) #11, !dbg !1747
  call void @llvm.dbg.value(metadata double* %414, metadata !1306, metadata !DIExpression()) #11, !dbg !1747
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %414), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1747
  %649 = bitcast double* %414 to i8*, !dbg !1749
  tail call void @_ZdlPv(i8* noundef %649) #14, !dbg !1750
  br label %650, !dbg !1751

650:                                              ; preds = %648, %645, %527
  %651 = phi { i8*, i32 } [ %528, %527 ], [ %646, %645 ], [ %646, %648 ]
  call void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(56) %3) #11, !dbg !1567
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %410) #11, !dbg !1567
  br label %63
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN5FieldD2Ev(%struct.Field* noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #4 comdat align 2 personality i32 (...)* @__gxx_personality_v0 !dbg !1698 {
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1697, metadata !DIExpression()), !dbg !1752
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1275, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1753
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1755
  %2 = getelementptr inbounds %struct.Field, %struct.Field* %0, i64 0, i32 2, i32 0, i32 0, i32 0, i32 0, !dbg !1757
  %3 = load double*, double** %2, align 8, !dbg !1757, !tbaa !1079
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1287, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1758
  call void @llvm.dbg.value(metadata double* %3, metadata !1290, metadata !DIExpression()) #11, !dbg !1758
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %3), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1758
  %4 = icmp eq double* %3, null, !dbg !1760
  br i1 %4, label %7, label %5, !dbg !1761

5:                                                ; preds = %1
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1295, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1762
  call void @llvm.dbg.value(metadata double* %3, metadata !1298, metadata !DIExpression()) #11, !dbg !1762
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %3), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1762
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1303, metadata !DIExpression(DW_OP_plus_uconst, 32, DW_OP_stack_value)) #11, !dbg !1764
  call void @llvm.dbg.value(metadata double* %3, metadata !1306, metadata !DIExpression()) #11, !dbg !1764
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %3), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1764
  %6 = bitcast double* %3 to i8*, !dbg !1766
  tail call void @_ZdlPv(i8* noundef %6) #14, !dbg !1767
  br label %7, !dbg !1768

7:                                                ; preds = %1, %5
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1275, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1769
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1771
  %8 = getelementptr inbounds %struct.Field, %struct.Field* %0, i64 0, i32 1, i32 0, i32 0, i32 0, i32 0, !dbg !1773
  %9 = load double*, double** %8, align 8, !dbg !1773, !tbaa !1079
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1287, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1774
  call void @llvm.dbg.value(metadata double* %9, metadata !1290, metadata !DIExpression()) #11, !dbg !1774
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %9), metadata !1291, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1774
  %10 = icmp eq double* %9, null, !dbg !1776
  br i1 %10, label %13, label %11, !dbg !1777

11:                                               ; preds = %7
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1295, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1778
  call void @llvm.dbg.value(metadata double* %9, metadata !1298, metadata !DIExpression()) #11, !dbg !1778
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %9), metadata !1299, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1778
  call void @llvm.dbg.value(metadata %struct.Field* %0, metadata !1303, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #11, !dbg !1780
  call void @llvm.dbg.value(metadata double* %9, metadata !1306, metadata !DIExpression()) #11, !dbg !1780
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %9), metadata !1307, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #11, !dbg !1780
  %12 = bitcast double* %9 to i8*, !dbg !1782
  tail call void @_ZdlPv(i8* noundef %12) #14, !dbg !1783
  br label %13, !dbg !1784

13:                                               ; preds = %7, %11
  ret void, !dbg !1785
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!943, !944, !945, !946, !947, !948}
!llvm.ident = !{!949}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !512, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_vectors.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e0656d472ab69c45bd79b0bde65f78bb")
!2 = !{!3, !4, !7, !76, !79, !34, !502, !503, !38, !44, !9, !13, !16, !142}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !9, file: !8, line: 444, baseType: !19)
!8 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!9 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !10, file: !8, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, templateParams: !235, identifier: "_ZTSSt6vectorIdSaIdEE")
!10 = !DINamespace(name: "std", scope: null)
!11 = !{!12, !236, !255, !271, !272, !277, !280, !283, !287, !293, !297, !303, !308, !312, !322, !325, !328, !331, !336, !337, !341, !344, !347, !350, !353, !359, !365, !366, !367, !372, !377, !378, !379, !380, !381, !382, !383, !386, !387, !390, !391, !392, !393, !396, !397, !405, !412, !415, !416, !417, !420, !423, !424, !425, !428, !431, !434, !438, !439, !442, !445, !448, !451, !454, !457, !460, !461, !462, !463, !464, !467, !468, !471, !472, !473, !479, !482, !487, !490, !493, !496, !499}
!12 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !9, baseType: !13, flags: DIFlagProtected, extraData: i32 0)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !10, file: !8, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !14, templateParams: !235, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!14 = !{!15, !186, !191, !196, !200, !203, !208, !211, !214, !218, !221, !224, !227, !228, !231, !234}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !13, file: !8, line: 371, baseType: !16, size: 192)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !13, file: !8, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !17, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!17 = !{!18, !141, !166, !170, !175, !179, !183}
!18 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !16, baseType: !19, extraData: i32 0)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !13, file: !8, line: 88, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !22, file: !21, line: 120, baseType: !140)
!21 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !23, file: !21, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !139, templateParams: !88, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !24, file: !21, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !25, templateParams: !137, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!24 = !DINamespace(name: "__gnu_cxx", scope: null)
!25 = !{!26, !123, !126, !129, !133, !134, !135, !136}
!26 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !23, baseType: !27, extraData: i32 0)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !10, file: !28, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !29, templateParams: !121, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!28 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!29 = !{!30, !105, !109, !112, !118}
!30 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !27, file: !28, line: 463, type: !31, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !36, !104}
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !27, file: !28, line: 420, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !27, file: !28, line: 414, baseType: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !10, file: !39, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, templateParams: !88, identifier: "_ZTSSaIdE")
!39 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!40 = !{!41, !90, !94, !99, !103}
!41 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !38, baseType: !42, flags: DIFlagPublic, extraData: i32 0)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !10, file: !43, line: 47, baseType: !44)
!43 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!44 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !10, file: !45, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, templateParams: !88, identifier: "_ZTSSt15__new_allocatorIdE")
!45 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!46 = !{!47, !51, !56, !57, !64, !72, !81, !84, !87}
!47 = !DISubprogram(name: "__new_allocator", scope: !44, file: !45, line: 80, type: !48, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DISubprogram(name: "__new_allocator", scope: !44, file: !45, line: 83, type: !52, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !50, !54}
!54 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!56 = !DISubprogram(name: "~__new_allocator", scope: !44, file: !45, line: 90, type: !48, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !44, file: !45, line: 93, type: !58, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !61, !62}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !44, file: !45, line: 63, baseType: !34)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !44, file: !45, line: 65, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !35, size: 64)
!64 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !44, file: !45, line: 97, type: !65, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !61, !70}
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !44, file: !45, line: 64, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !44, file: !45, line: 66, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !69, size: 64)
!72 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !44, file: !45, line: 112, type: !73, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubroutineType(types: !74)
!74 = !{!34, !50, !75, !79}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !45, line: 60, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !10, file: !77, line: 298, baseType: !78)
!77 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!81 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !44, file: !45, line: 142, type: !82, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(types: !83)
!83 = !{null, !50, !34, !75}
!84 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !44, file: !45, line: 167, type: !85, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!75, !61}
!87 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !44, file: !45, line: 210, type: !85, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !{!89}
!89 = !DITemplateTypeParameter(name: "_Tp", type: !35)
!90 = !DISubprogram(name: "allocator", scope: !38, file: !39, line: 156, type: !91, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!94 = !DISubprogram(name: "allocator", scope: !38, file: !39, line: 159, type: !95, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !93, !97}
!97 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!99 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !38, file: !39, line: 164, type: !100, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !93, !97}
!102 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64)
!103 = !DISubprogram(name: "~allocator", scope: !38, file: !39, line: 174, type: !91, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !28, line: 435, baseType: !76)
!105 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !27, file: !28, line: 477, type: !106, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{!33, !36, !104, !108}
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !28, line: 429, baseType: !79)
!109 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !27, file: !28, line: 495, type: !110, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !36, !33, !104}
!112 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !27, file: !28, line: 547, type: !113, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !27, file: !28, line: 435, baseType: !76)
!116 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!118 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !27, file: !28, line: 562, type: !119, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{!37, !116}
!121 = !{!122}
!122 = !DITemplateTypeParameter(name: "_Alloc", type: !38)
!123 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !23, file: !21, line: 97, type: !124, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!38, !97}
!126 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !23, file: !21, line: 100, type: !127, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !102, !102}
!129 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !23, file: !21, line: 103, type: !130, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!130 = !DISubroutineType(types: !131)
!131 = !{!132}
!132 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!133 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !23, file: !21, line: 106, type: !130, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!134 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !23, file: !21, line: 109, type: !130, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!135 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !23, file: !21, line: 112, type: !130, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !23, file: !21, line: 115, type: !130, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!137 = !{!122, !138}
!138 = !DITemplateTypeParameter(type: !35)
!139 = !{}
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !27, file: !28, line: 450, baseType: !38)
!141 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !16, baseType: !142, extraData: i32 0)
!142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !13, file: !8, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !143, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!143 = !{!144, !147, !148, !149, !153, !157, !162}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !142, file: !8, line: 94, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !13, file: !8, line: 90, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !23, file: !21, line: 57, baseType: !33)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !142, file: !8, line: 95, baseType: !145, size: 64, offset: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !142, file: !8, line: 96, baseType: !145, size: 64, offset: 128)
!149 = !DISubprogram(name: "_Vector_impl_data", scope: !142, file: !8, line: 99, type: !150, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!153 = !DISubprogram(name: "_Vector_impl_data", scope: !142, file: !8, line: 105, type: !154, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !152, !156}
!156 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !142, size: 64)
!157 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !142, file: !8, line: 113, type: !158, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !152, !160}
!160 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !142)
!162 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !142, file: !8, line: 122, type: !163, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !152, !165}
!165 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !142, size: 64)
!166 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 137, type: !167, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!170 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 143, type: !171, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !169, !173}
!173 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!175 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 151, type: !176, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !169, !178}
!178 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16, size: 64)
!179 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 156, type: !180, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !169, !182}
!182 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !19, size: 64)
!183 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 161, type: !184, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !169, !182, !178}
!186 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !13, file: !8, line: 298, type: !187, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(types: !188)
!188 = !{!189, !190}
!189 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!191 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !13, file: !8, line: 303, type: !192, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubroutineType(types: !193)
!193 = !{!173, !194}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!196 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !13, file: !8, line: 308, type: !197, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!199, !194}
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !13, file: !8, line: 294, baseType: !38)
!200 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 312, type: !201, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !190}
!203 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 318, type: !204, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{null, !190, !206}
!206 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !199)
!208 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 324, type: !209, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !190, !76}
!211 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 330, type: !212, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !190, !76, !206}
!214 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 335, type: !215, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !190, !217}
!217 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !13, size: 64)
!218 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 340, type: !219, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !190, !182}
!221 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 344, type: !222, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !190, !217, !206}
!224 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 358, type: !225, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !190, !206, !217}
!227 = !DISubprogram(name: "~_Vector_base", scope: !13, file: !8, line: 364, type: !201, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !13, file: !8, line: 375, type: !229, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DISubroutineType(types: !230)
!230 = !{!145, !190, !76}
!231 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !13, file: !8, line: 383, type: !232, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !190, !145, !76}
!234 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !13, file: !8, line: 393, type: !209, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !{!89, !122}
!236 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !9, file: !8, line: 465, type: !237, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!132, !239}
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !10, file: !240, line: 82, baseType: !241)
!240 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!241 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !10, file: !240, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !242, templateParams: !252, identifier: "_ZTSSt17integral_constantIbLb1EE")
!242 = !{!243, !245, !251}
!243 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !241, file: !240, line: 64, baseType: !244, flags: DIFlagStaticMember, extraData: i1 true)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!245 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !241, file: !240, line: 67, type: !246, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!248, !249}
!248 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !241, file: !240, line: 65, baseType: !132)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!251 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !241, file: !240, line: 72, type: !246, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!252 = !{!253, !254}
!253 = !DITemplateTypeParameter(name: "_Tp", type: !132)
!254 = !DITemplateValueParameter(name: "__v", type: !132, value: i8 1)
!255 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !9, file: !8, line: 474, type: !256, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!132, !258}
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !10, file: !240, line: 85, baseType: !259)
!259 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !10, file: !240, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !260, templateParams: !269, identifier: "_ZTSSt17integral_constantIbLb0EE")
!260 = !{!261, !262, !268}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !259, file: !240, line: 64, baseType: !244, flags: DIFlagStaticMember, extraData: i1 false)
!262 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !259, file: !240, line: 67, type: !263, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!265, !266}
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !259, file: !240, line: 65, baseType: !132)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !259)
!268 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !259, file: !240, line: 72, type: !263, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !{!253, !270}
!270 = !DITemplateValueParameter(name: "__v", type: !132, value: i8 0)
!271 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !9, file: !8, line: 478, type: !130, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!272 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !9, file: !8, line: 487, type: !273, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!275, !275, !275, !275, !276, !239}
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !9, file: !8, line: 449, baseType: !145)
!276 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!277 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !9, file: !8, line: 494, type: !278, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!275, !275, !275, !275, !276, !258}
!280 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !9, file: !8, line: 499, type: !281, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!275, !275, !275, !275, !276}
!283 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 526, type: !284, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 537, type: !288, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !286, !290}
!290 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !292)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !9, file: !8, line: 460, baseType: !38)
!293 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 551, type: !294, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !286, !296, !290}
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !8, line: 458, baseType: !76)
!297 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 564, type: !298, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !286, !296, !300, !290}
!300 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !302)
!302 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !9, file: !8, line: 448, baseType: !35)
!303 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 596, type: !304, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{null, !286, !306}
!306 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !307, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!308 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 615, type: !309, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !286, !311}
!311 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !9, size: 64)
!312 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 619, type: !313, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !286, !306, !315}
!315 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !10, file: !240, line: 128, baseType: !318)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !319, file: !240, line: 125, baseType: !38)
!319 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !10, file: !240, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !139, templateParams: !320, identifier: "_ZTSSt15__type_identityISaIdEE")
!320 = !{!321}
!321 = !DITemplateTypeParameter(name: "_Type", type: !38)
!322 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 630, type: !323, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{null, !286, !311, !290, !239}
!325 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 635, type: !326, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !286, !311, !290, !258}
!328 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 654, type: !329, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !286, !311, !315}
!331 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 673, type: !332, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !286, !334, !290}
!334 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !10, file: !335, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!335 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!336 = !DISubprogram(name: "~vector", scope: !9, file: !8, line: 728, type: !284, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !9, file: !8, line: 746, type: !338, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{!340, !286, !306}
!340 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!341 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !9, file: !8, line: 761, type: !342, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DISubroutineType(types: !343)
!343 = !{!340, !286, !311}
!344 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !9, file: !8, line: 783, type: !345, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!345 = !DISubroutineType(types: !346)
!346 = !{!340, !286, !334}
!347 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !9, file: !8, line: 803, type: !348, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !286, !296, !300}
!350 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !9, file: !8, line: 850, type: !351, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!351 = !DISubroutineType(types: !352)
!352 = !{null, !286, !334}
!353 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !9, file: !8, line: 868, type: !354, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!354 = !DISubroutineType(types: !355)
!355 = !{!356, !286}
!356 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !9, file: !8, line: 453, baseType: !357)
!357 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !24, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!358 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!359 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !9, file: !8, line: 878, type: !360, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{!362, !364}
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !9, file: !8, line: 455, baseType: !363)
!363 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !24, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!365 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !9, file: !8, line: 888, type: !354, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !9, file: !8, line: 898, type: !360, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !9, file: !8, line: 908, type: !368, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubroutineType(types: !369)
!369 = !{!370, !286}
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !9, file: !8, line: 457, baseType: !371)
!371 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !10, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!372 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !9, file: !8, line: 918, type: !373, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!375, !364}
!375 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !9, file: !8, line: 456, baseType: !376)
!376 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !10, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!377 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !9, file: !8, line: 928, type: !368, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !9, file: !8, line: 938, type: !373, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !9, file: !8, line: 949, type: !360, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !9, file: !8, line: 959, type: !360, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !9, file: !8, line: 969, type: !373, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !9, file: !8, line: 979, type: !373, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !9, file: !8, line: 987, type: !384, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!296, !364}
!386 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !9, file: !8, line: 993, type: !384, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !9, file: !8, line: 1008, type: !388, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubroutineType(types: !389)
!389 = !{null, !286, !296}
!390 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !9, file: !8, line: 1029, type: !348, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !9, file: !8, line: 1063, type: !284, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !9, file: !8, line: 1073, type: !384, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !9, file: !8, line: 1083, type: !394, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{!132, !364}
!396 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !9, file: !8, line: 1105, type: !388, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !9, file: !8, line: 1121, type: !398, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!400, !286, !296}
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !9, file: !8, line: 451, baseType: !401)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !23, file: !21, line: 62, baseType: !402)
!402 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !403, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !23, file: !21, line: 56, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !27, file: !28, line: 417, baseType: !35)
!405 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !9, file: !8, line: 1140, type: !406, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!408, !364, !296}
!408 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !9, file: !8, line: 452, baseType: !409)
!409 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !23, file: !21, line: 63, baseType: !410)
!410 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !411, size: 64)
!411 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !403)
!412 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !9, file: !8, line: 1150, type: !413, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !364, !296}
!415 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !9, file: !8, line: 1173, type: !398, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !9, file: !8, line: 1192, type: !406, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !9, file: !8, line: 1204, type: !418, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubroutineType(types: !419)
!419 = !{!400, !286}
!420 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !9, file: !8, line: 1216, type: !421, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubroutineType(types: !422)
!422 = !{!408, !364}
!423 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !9, file: !8, line: 1228, type: !418, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !9, file: !8, line: 1240, type: !421, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !9, file: !8, line: 1255, type: !426, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!34, !286}
!428 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !9, file: !8, line: 1260, type: !429, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubroutineType(types: !430)
!430 = !{!68, !364}
!431 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !9, file: !8, line: 1276, type: !432, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!432 = !DISubroutineType(types: !433)
!433 = !{null, !286, !300}
!434 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !9, file: !8, line: 1293, type: !435, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !286, !437}
!437 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !302, size: 64)
!438 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !9, file: !8, line: 1317, type: !284, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !9, file: !8, line: 1357, type: !440, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!356, !286, !362, !300}
!442 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !9, file: !8, line: 1388, type: !443, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubroutineType(types: !444)
!444 = !{!356, !286, !362, !437}
!445 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !9, file: !8, line: 1406, type: !446, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DISubroutineType(types: !447)
!447 = !{!356, !286, !362, !334}
!448 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !9, file: !8, line: 1432, type: !449, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubroutineType(types: !450)
!450 = !{!356, !286, !362, !296, !300}
!451 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !9, file: !8, line: 1529, type: !452, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DISubroutineType(types: !453)
!453 = !{!356, !286, !362}
!454 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !9, file: !8, line: 1557, type: !455, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!356, !286, !362, !362}
!457 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !9, file: !8, line: 1581, type: !458, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{null, !286, !340}
!460 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !9, file: !8, line: 1600, type: !284, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !9, file: !8, line: 1699, type: !348, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !9, file: !8, line: 1710, type: !388, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !9, file: !8, line: 1757, type: !348, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !9, file: !8, line: 1801, type: !465, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubroutineType(types: !466)
!466 = !{null, !286, !356, !296, !300}
!467 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !9, file: !8, line: 1807, type: !388, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !9, file: !8, line: 1811, type: !469, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DISubroutineType(types: !470)
!470 = !{!132, !286}
!471 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !9, file: !8, line: 1873, type: !443, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !9, file: !8, line: 1884, type: !443, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !9, file: !8, line: 1891, type: !474, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubroutineType(types: !475)
!475 = !{!476, !364, !296, !477}
!476 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !9, file: !8, line: 458, baseType: !76)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64)
!478 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!479 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !9, file: !8, line: 1902, type: !480, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!476, !296, !290}
!482 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !9, file: !8, line: 1911, type: !483, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!483 = !DISubroutineType(types: !484)
!484 = !{!476, !485}
!485 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !486, size: 64)
!486 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!487 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !9, file: !8, line: 1928, type: !488, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{null, !286, !275}
!490 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !9, file: !8, line: 1941, type: !491, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{!356, !286, !356}
!493 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !9, file: !8, line: 1945, type: !494, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DISubroutineType(types: !495)
!495 = !{!356, !286, !356, !356}
!496 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !9, file: !8, line: 1954, type: !497, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !286, !311, !239}
!499 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !9, file: !8, line: 1966, type: !500, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{null, !286, !311, !258}
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!503 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Field", file: !1, line: 12, size: 448, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !504, identifier: "_ZTS5Field")
!504 = !{!505, !506, !507, !508}
!505 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !503, file: !1, line: 13, baseType: !3, size: 32)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !503, file: !1, line: 14, baseType: !9, size: 192, offset: 64)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !503, file: !1, line: 14, baseType: !9, size: 192, offset: 256)
!508 = !DISubprogram(name: "Field", scope: !503, file: !1, line: 15, type: !509, scopeLine: 15, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!509 = !DISubroutineType(types: !510)
!510 = !{null, !511, !3}
!511 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !503, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!512 = !{!513, !572, !578, !583, !587, !589, !591, !593, !595, !602, !607, !612, !616, !620, !624, !629, !633, !635, !639, !645, !649, !654, !656, !661, !665, !669, !671, !675, !679, !681, !685, !687, !689, !693, !697, !701, !705, !709, !713, !715, !722, !726, !730, !734, !736, !738, !742, !746, !747, !748, !749, !750, !751, !755, !759, !765, !769, !774, !776, !781, !785, !789, !798, !802, !806, !810, !814, !818, !822, !826, !830, !834, !841, !845, !849, !851, !853, !857, !862, !867, !871, !875, !877, !884, !888, !895, !897, !901, !905, !909, !913, !918, !923, !928, !929, !930, !931, !933, !934, !935, !936, !937, !938, !939}
!513 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !514, file: !571, line: 98)
!514 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !515, line: 7, baseType: !516)
!515 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!516 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !517, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !518, identifier: "_ZTS8_IO_FILE")
!517 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!518 = !{!519, !520, !521, !522, !523, !524, !525, !526, !527, !528, !529, !530, !531, !534, !536, !537, !538, !542, !544, !546, !550, !553, !555, !558, !561, !562, !563, !566, !567}
!519 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !516, file: !517, line: 51, baseType: !3, size: 32)
!520 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !516, file: !517, line: 54, baseType: !5, size: 64, offset: 64)
!521 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !516, file: !517, line: 55, baseType: !5, size: 64, offset: 128)
!522 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !516, file: !517, line: 56, baseType: !5, size: 64, offset: 192)
!523 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !516, file: !517, line: 57, baseType: !5, size: 64, offset: 256)
!524 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !516, file: !517, line: 58, baseType: !5, size: 64, offset: 320)
!525 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !516, file: !517, line: 59, baseType: !5, size: 64, offset: 384)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !516, file: !517, line: 60, baseType: !5, size: 64, offset: 448)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !516, file: !517, line: 61, baseType: !5, size: 64, offset: 512)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !516, file: !517, line: 64, baseType: !5, size: 64, offset: 576)
!529 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !516, file: !517, line: 65, baseType: !5, size: 64, offset: 640)
!530 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !516, file: !517, line: 66, baseType: !5, size: 64, offset: 704)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !516, file: !517, line: 68, baseType: !532, size: 64, offset: 768)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!533 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !517, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!534 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !516, file: !517, line: 70, baseType: !535, size: 64, offset: 832)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !516, size: 64)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !516, file: !517, line: 72, baseType: !3, size: 32, offset: 896)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !516, file: !517, line: 73, baseType: !3, size: 32, offset: 928)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !516, file: !517, line: 74, baseType: !539, size: 64, offset: 960)
!539 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !540, line: 152, baseType: !541)
!540 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!541 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !516, file: !517, line: 77, baseType: !543, size: 16, offset: 1024)
!543 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!544 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !516, file: !517, line: 78, baseType: !545, size: 8, offset: 1040)
!545 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!546 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !516, file: !517, line: 79, baseType: !547, size: 8, offset: 1048)
!547 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !548)
!548 = !{!549}
!549 = !DISubrange(count: 1)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !516, file: !517, line: 81, baseType: !551, size: 64, offset: 1088)
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !552, size: 64)
!552 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !517, line: 43, baseType: null)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !516, file: !517, line: 89, baseType: !554, size: 64, offset: 1152)
!554 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !540, line: 153, baseType: !541)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !516, file: !517, line: 91, baseType: !556, size: 64, offset: 1216)
!556 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !557, size: 64)
!557 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !517, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!558 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !516, file: !517, line: 92, baseType: !559, size: 64, offset: 1280)
!559 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !560, size: 64)
!560 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !517, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!561 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !516, file: !517, line: 93, baseType: !535, size: 64, offset: 1344)
!562 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !516, file: !517, line: 94, baseType: !502, size: 64, offset: 1408)
!563 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !516, file: !517, line: 95, baseType: !564, size: 64, offset: 1472)
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !565, line: 46, baseType: !78)
!565 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!566 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !516, file: !517, line: 96, baseType: !3, size: 32, offset: 1536)
!567 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !516, file: !517, line: 98, baseType: !568, size: 160, offset: 1568)
!568 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !569)
!569 = !{!570}
!570 = !DISubrange(count: 20)
!571 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !573, file: !571, line: 99)
!573 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !574, line: 84, baseType: !575)
!574 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !576, line: 14, baseType: !577)
!576 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!577 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !576, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!578 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !579, file: !571, line: 101)
!579 = !DISubprogram(name: "clearerr", scope: !574, file: !574, line: 786, type: !580, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!580 = !DISubroutineType(types: !581)
!581 = !{null, !582}
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !514, size: 64)
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !584, file: !571, line: 102)
!584 = !DISubprogram(name: "fclose", scope: !574, file: !574, line: 178, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DISubroutineType(types: !586)
!586 = !{!3, !582}
!587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !588, file: !571, line: 103)
!588 = !DISubprogram(name: "feof", scope: !574, file: !574, line: 788, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !590, file: !571, line: 104)
!590 = !DISubprogram(name: "ferror", scope: !574, file: !574, line: 790, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !592, file: !571, line: 105)
!592 = !DISubprogram(name: "fflush", scope: !574, file: !574, line: 230, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !594, file: !571, line: 106)
!594 = !DISubprogram(name: "fgetc", scope: !574, file: !574, line: 513, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !596, file: !571, line: 107)
!596 = !DISubprogram(name: "fgetpos", scope: !574, file: !574, line: 760, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubroutineType(types: !598)
!598 = !{!3, !599, !600}
!599 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !582)
!600 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !601)
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !573, size: 64)
!602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !603, file: !571, line: 108)
!603 = !DISubprogram(name: "fgets", scope: !574, file: !574, line: 592, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DISubroutineType(types: !605)
!605 = !{!5, !606, !3, !599}
!606 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !608, file: !571, line: 109)
!608 = !DISubprogram(name: "fopen", scope: !574, file: !574, line: 258, type: !609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{!582, !611, !611}
!611 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !477)
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !613, file: !571, line: 110)
!613 = !DISubprogram(name: "fprintf", scope: !574, file: !574, line: 350, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!614 = !DISubroutineType(types: !615)
!615 = !{!3, !599, !611, null}
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !617, file: !571, line: 111)
!617 = !DISubprogram(name: "fputc", scope: !574, file: !574, line: 549, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!3, !3, !582}
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !621, file: !571, line: 112)
!621 = !DISubprogram(name: "fputs", scope: !574, file: !574, line: 655, type: !622, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!622 = !DISubroutineType(types: !623)
!623 = !{!3, !611, !599}
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !625, file: !571, line: 113)
!625 = !DISubprogram(name: "fread", scope: !574, file: !574, line: 675, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DISubroutineType(types: !627)
!627 = !{!564, !628, !564, !564, !599}
!628 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !502)
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !630, file: !571, line: 114)
!630 = !DISubprogram(name: "freopen", scope: !574, file: !574, line: 265, type: !631, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubroutineType(types: !632)
!632 = !{!582, !611, !611, !599}
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !634, file: !571, line: 115)
!634 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !574, file: !574, line: 434, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !636, file: !571, line: 116)
!636 = !DISubprogram(name: "fseek", scope: !574, file: !574, line: 713, type: !637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{!3, !582, !541, !3}
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !640, file: !571, line: 117)
!640 = !DISubprogram(name: "fsetpos", scope: !574, file: !574, line: 765, type: !641, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!3, !582, !643}
!643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !644, size: 64)
!644 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !573)
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !646, file: !571, line: 118)
!646 = !DISubprogram(name: "ftell", scope: !574, file: !574, line: 718, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{!541, !582}
!649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !650, file: !571, line: 119)
!650 = !DISubprogram(name: "fwrite", scope: !574, file: !574, line: 681, type: !651, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!651 = !DISubroutineType(types: !652)
!652 = !{!564, !653, !564, !564, !599}
!653 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !655, file: !571, line: 120)
!655 = !DISubprogram(name: "getc", scope: !574, file: !574, line: 514, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !657, file: !571, line: 121)
!657 = !DISubprogram(name: "getchar", scope: !658, file: !658, line: 47, type: !659, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!659 = !DISubroutineType(types: !660)
!660 = !{!3}
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !662, file: !571, line: 126)
!662 = !DISubprogram(name: "perror", scope: !574, file: !574, line: 804, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DISubroutineType(types: !664)
!664 = !{null, !477}
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !666, file: !571, line: 127)
!666 = !DISubprogram(name: "printf", scope: !574, file: !574, line: 356, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubroutineType(types: !668)
!668 = !{!3, !611, null}
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !670, file: !571, line: 128)
!670 = !DISubprogram(name: "putc", scope: !574, file: !574, line: 550, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !672, file: !571, line: 129)
!672 = !DISubprogram(name: "putchar", scope: !658, file: !658, line: 82, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!3, !3}
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !676, file: !571, line: 130)
!676 = !DISubprogram(name: "puts", scope: !574, file: !574, line: 661, type: !677, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DISubroutineType(types: !678)
!678 = !{!3, !477}
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !680, file: !571, line: 131)
!680 = !DISubprogram(name: "remove", scope: !574, file: !574, line: 152, type: !677, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !682, file: !571, line: 132)
!682 = !DISubprogram(name: "rename", scope: !574, file: !574, line: 154, type: !683, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!683 = !DISubroutineType(types: !684)
!684 = !{!3, !477, !477}
!685 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !686, file: !571, line: 133)
!686 = !DISubprogram(name: "rewind", scope: !574, file: !574, line: 723, type: !580, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !688, file: !571, line: 134)
!688 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !574, file: !574, line: 437, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !690, file: !571, line: 135)
!690 = !DISubprogram(name: "setbuf", scope: !574, file: !574, line: 328, type: !691, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DISubroutineType(types: !692)
!692 = !{null, !599, !606}
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !694, file: !571, line: 136)
!694 = !DISubprogram(name: "setvbuf", scope: !574, file: !574, line: 332, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{!3, !599, !606, !3, !564}
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !698, file: !571, line: 137)
!698 = !DISubprogram(name: "sprintf", scope: !574, file: !574, line: 358, type: !699, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DISubroutineType(types: !700)
!700 = !{!3, !606, !611, null}
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !702, file: !571, line: 138)
!702 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !574, file: !574, line: 439, type: !703, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!703 = !DISubroutineType(types: !704)
!704 = !{!3, !611, !611, null}
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !706, file: !571, line: 139)
!706 = !DISubprogram(name: "tmpfile", scope: !574, file: !574, line: 188, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!707 = !DISubroutineType(types: !708)
!708 = !{!582}
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !710, file: !571, line: 141)
!710 = !DISubprogram(name: "tmpnam", scope: !574, file: !574, line: 205, type: !711, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubroutineType(types: !712)
!712 = !{!5, !5}
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !714, file: !571, line: 143)
!714 = !DISubprogram(name: "ungetc", scope: !574, file: !574, line: 668, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !716, file: !571, line: 144)
!716 = !DISubprogram(name: "vfprintf", scope: !574, file: !574, line: 365, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!717 = !DISubroutineType(types: !718)
!718 = !{!3, !599, !611, !719}
!719 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !720, size: 64)
!720 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !721, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!721 = !DIFile(filename: "cxx_vectors.cpp", directory: "/work/main/internal/pipeline/testdata")
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !723, file: !571, line: 145)
!723 = !DISubprogram(name: "vprintf", scope: !658, file: !658, line: 39, type: !724, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DISubroutineType(types: !725)
!725 = !{!3, !611, !719}
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !727, file: !571, line: 146)
!727 = !DISubprogram(name: "vsprintf", scope: !574, file: !574, line: 373, type: !728, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DISubroutineType(types: !729)
!729 = !{!3, !606, !611, !719}
!730 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !731, file: !571, line: 175)
!731 = !DISubprogram(name: "snprintf", scope: !574, file: !574, line: 378, type: !732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!732 = !DISubroutineType(types: !733)
!733 = !{!3, !606, !564, !611, null}
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !735, file: !571, line: 176)
!735 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !574, file: !574, line: 479, type: !717, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !737, file: !571, line: 177)
!737 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !574, file: !574, line: 484, type: !724, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !739, file: !571, line: 178)
!739 = !DISubprogram(name: "vsnprintf", scope: !574, file: !574, line: 382, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{!3, !606, !564, !611, !719}
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !743, file: !571, line: 179)
!743 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !574, file: !574, line: 487, type: !744, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{!3, !611, !611, !719}
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !731, file: !571, line: 185)
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !735, file: !571, line: 186)
!748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !737, file: !571, line: 187)
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !739, file: !571, line: 188)
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !743, file: !571, line: 189)
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !752, file: !754, line: 52)
!752 = !DISubprogram(name: "abs", scope: !753, file: !753, line: 861, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!754 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !756, file: !758, line: 127)
!756 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !753, line: 63, baseType: !757)
!757 = !DICompositeType(tag: DW_TAG_structure_type, file: !753, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!758 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !760, file: !758, line: 128)
!760 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !753, line: 71, baseType: !761)
!761 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !753, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !762, identifier: "_ZTS6ldiv_t")
!762 = !{!763, !764}
!763 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !761, file: !753, line: 69, baseType: !541, size: 64)
!764 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !761, file: !753, line: 70, baseType: !541, size: 64, offset: 64)
!765 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !766, file: !758, line: 130)
!766 = !DISubprogram(name: "abort", scope: !753, file: !753, line: 611, type: !767, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!767 = !DISubroutineType(types: !768)
!768 = !{null}
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !770, file: !758, line: 134)
!770 = !DISubprogram(name: "atexit", scope: !753, file: !753, line: 615, type: !771, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{!3, !773}
!773 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !767, size: 64)
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !775, file: !758, line: 137)
!775 = !DISubprogram(name: "at_quick_exit", scope: !753, file: !753, line: 620, type: !771, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !777, file: !758, line: 140)
!777 = !DISubprogram(name: "atof", scope: !778, file: !778, line: 25, type: !779, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!778 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!779 = !DISubroutineType(types: !780)
!780 = !{!35, !477}
!781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !782, file: !758, line: 141)
!782 = distinct !DISubprogram(name: "atoi", scope: !753, file: !753, line: 362, type: !677, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !783)
!783 = !{!784}
!784 = !DILocalVariable(name: "__nptr", arg: 1, scope: !782, file: !753, line: 362, type: !477)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !786, file: !758, line: 142)
!786 = !DISubprogram(name: "atol", scope: !753, file: !753, line: 367, type: !787, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DISubroutineType(types: !788)
!788 = !{!541, !477}
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !790, file: !758, line: 143)
!790 = !DISubprogram(name: "bsearch", scope: !791, file: !791, line: 20, type: !792, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!792 = !DISubroutineType(types: !793)
!793 = !{!502, !79, !79, !564, !564, !794}
!794 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !753, line: 829, baseType: !795)
!795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !796, size: 64)
!796 = !DISubroutineType(types: !797)
!797 = !{!3, !79, !79}
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !799, file: !758, line: 144)
!799 = !DISubprogram(name: "calloc", scope: !753, file: !753, line: 556, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DISubroutineType(types: !801)
!801 = !{!502, !564, !564}
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !803, file: !758, line: 145)
!803 = !DISubprogram(name: "div", scope: !753, file: !753, line: 873, type: !804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!804 = !DISubroutineType(types: !805)
!805 = !{!756, !3, !3}
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !807, file: !758, line: 146)
!807 = !DISubprogram(name: "exit", scope: !753, file: !753, line: 637, type: !808, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!808 = !DISubroutineType(types: !809)
!809 = !{null, !3}
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !811, file: !758, line: 147)
!811 = !DISubprogram(name: "free", scope: !753, file: !753, line: 568, type: !812, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!812 = !DISubroutineType(types: !813)
!813 = !{null, !502}
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !815, file: !758, line: 148)
!815 = !DISubprogram(name: "getenv", scope: !753, file: !753, line: 654, type: !816, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!816 = !DISubroutineType(types: !817)
!817 = !{!5, !477}
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !819, file: !758, line: 149)
!819 = !DISubprogram(name: "labs", scope: !753, file: !753, line: 862, type: !820, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!820 = !DISubroutineType(types: !821)
!821 = !{!541, !541}
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !823, file: !758, line: 150)
!823 = !DISubprogram(name: "ldiv", scope: !753, file: !753, line: 875, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{!760, !541, !541}
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !827, file: !758, line: 151)
!827 = !DISubprogram(name: "malloc", scope: !753, file: !753, line: 553, type: !828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DISubroutineType(types: !829)
!829 = !{!502, !564}
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !831, file: !758, line: 153)
!831 = !DISubprogram(name: "mblen", scope: !753, file: !753, line: 943, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubroutineType(types: !833)
!833 = !{!3, !477, !564}
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !835, file: !758, line: 154)
!835 = !DISubprogram(name: "mbstowcs", scope: !753, file: !753, line: 954, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!564, !838, !611, !564}
!838 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !839)
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 64)
!840 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !842, file: !758, line: 155)
!842 = !DISubprogram(name: "mbtowc", scope: !753, file: !753, line: 946, type: !843, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubroutineType(types: !844)
!844 = !{!3, !838, !611, !564}
!845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !846, file: !758, line: 157)
!846 = !DISubprogram(name: "qsort", scope: !753, file: !753, line: 851, type: !847, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!847 = !DISubroutineType(types: !848)
!848 = !{null, !502, !564, !564, !794}
!849 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !850, file: !758, line: 160)
!850 = !DISubprogram(name: "quick_exit", scope: !753, file: !753, line: 643, type: !808, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !852, file: !758, line: 163)
!852 = !DISubprogram(name: "rand", scope: !753, file: !753, line: 454, type: !659, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!853 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !854, file: !758, line: 164)
!854 = !DISubprogram(name: "realloc", scope: !753, file: !753, line: 564, type: !855, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!855 = !DISubroutineType(types: !856)
!856 = !{!502, !502, !564}
!857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !858, file: !758, line: 165)
!858 = !DISubprogram(name: "srand", scope: !753, file: !753, line: 456, type: !859, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !861}
!861 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !863, file: !758, line: 166)
!863 = !DISubprogram(name: "strtod", scope: !753, file: !753, line: 118, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{!35, !611, !866}
!866 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !868, file: !758, line: 167)
!868 = !DISubprogram(name: "strtol", scope: !753, file: !753, line: 177, type: !869, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!869 = !DISubroutineType(types: !870)
!870 = !{!541, !611, !866, !3}
!871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !872, file: !758, line: 168)
!872 = !DISubprogram(name: "strtoul", scope: !753, file: !753, line: 181, type: !873, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!873 = !DISubroutineType(types: !874)
!874 = !{!78, !611, !866, !3}
!875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !876, file: !758, line: 169)
!876 = !DISubprogram(name: "system", scope: !753, file: !753, line: 804, type: !677, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !878, file: !758, line: 171)
!878 = !DISubprogram(name: "wcstombs", scope: !753, file: !753, line: 958, type: !879, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!879 = !DISubroutineType(types: !880)
!880 = !{!564, !606, !881, !564}
!881 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !882)
!882 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !883, size: 64)
!883 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !840)
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !885, file: !758, line: 172)
!885 = !DISubprogram(name: "wctomb", scope: !753, file: !753, line: 950, type: !886, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!886 = !DISubroutineType(types: !887)
!887 = !{!3, !5, !840}
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !889, file: !758, line: 200)
!889 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !753, line: 81, baseType: !890)
!890 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !753, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !891, identifier: "_ZTS7lldiv_t")
!891 = !{!892, !894}
!892 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !890, file: !753, line: 79, baseType: !893, size: 64)
!893 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!894 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !890, file: !753, line: 80, baseType: !893, size: 64, offset: 64)
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !896, file: !758, line: 206)
!896 = !DISubprogram(name: "_Exit", scope: !753, file: !753, line: 649, type: !808, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!897 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !898, file: !758, line: 210)
!898 = !DISubprogram(name: "llabs", scope: !753, file: !753, line: 865, type: !899, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!899 = !DISubroutineType(types: !900)
!900 = !{!893, !893}
!901 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !902, file: !758, line: 216)
!902 = !DISubprogram(name: "lldiv", scope: !753, file: !753, line: 879, type: !903, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!903 = !DISubroutineType(types: !904)
!904 = !{!889, !893, !893}
!905 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !906, file: !758, line: 227)
!906 = !DISubprogram(name: "atoll", scope: !753, file: !753, line: 374, type: !907, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!907 = !DISubroutineType(types: !908)
!908 = !{!893, !477}
!909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !910, file: !758, line: 228)
!910 = !DISubprogram(name: "strtoll", scope: !753, file: !753, line: 201, type: !911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!911 = !DISubroutineType(types: !912)
!912 = !{!893, !611, !866, !3}
!913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !914, file: !758, line: 229)
!914 = !DISubprogram(name: "strtoull", scope: !753, file: !753, line: 206, type: !915, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!915 = !DISubroutineType(types: !916)
!916 = !{!917, !611, !866, !3}
!917 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!918 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !919, file: !758, line: 231)
!919 = !DISubprogram(name: "strtof", scope: !753, file: !753, line: 124, type: !920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!920 = !DISubroutineType(types: !921)
!921 = !{!922, !611, !866}
!922 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!923 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !924, file: !758, line: 232)
!924 = !DISubprogram(name: "strtold", scope: !753, file: !753, line: 127, type: !925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!925 = !DISubroutineType(types: !926)
!926 = !{!927, !611, !866}
!927 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !889, file: !758, line: 240)
!929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !896, file: !758, line: 242)
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !898, file: !758, line: 244)
!931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !932, file: !758, line: 245)
!932 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !24, file: !758, line: 213, type: !903, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!933 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !902, file: !758, line: 246)
!934 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !906, file: !758, line: 248)
!935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !919, file: !758, line: 249)
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !910, file: !758, line: 250)
!937 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !914, file: !758, line: 251)
!938 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !924, file: !758, line: 252)
!939 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !940, entity: !941, file: !942, line: 58)
!940 = !DINamespace(name: "__gnu_debug", scope: null)
!941 = !DINamespace(name: "__debug", scope: !10)
!942 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!943 = !{i32 7, !"Dwarf Version", i32 5}
!944 = !{i32 2, !"Debug Info Version", i32 3}
!945 = !{i32 1, !"wchar_size", i32 4}
!946 = !{i32 7, !"PIC Level", i32 2}
!947 = !{i32 7, !"PIE Level", i32 2}
!948 = !{i32 7, !"uwtable", i32 1}
!949 = !{!"Debian clang version 14.0.6"}
!950 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 32, type: !951, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !953)
!951 = !DISubroutineType(types: !952)
!952 = !{!3, !3, !4}
!953 = !{!954, !955, !956, !957, !958, !959, !961, !963, !964, !965, !966, !968, !971}
!954 = !DILocalVariable(name: "argc", arg: 1, scope: !950, file: !1, line: 32, type: !3)
!955 = !DILocalVariable(name: "argv", arg: 2, scope: !950, file: !1, line: 32, type: !4)
!956 = !DILocalVariable(name: "n", scope: !950, file: !1, line: 33, type: !3)
!957 = !DILocalVariable(name: "m", scope: !950, file: !1, line: 34, type: !3)
!958 = !DILocalVariable(name: "f", scope: !950, file: !1, line: 35, type: !503)
!959 = !DILocalVariable(name: "i", scope: !960, file: !1, line: 36, type: !3)
!960 = distinct !DILexicalBlock(scope: !950, file: !1, line: 36, column: 3)
!961 = !DILocalVariable(name: "s", scope: !962, file: !1, line: 38, type: !3)
!962 = distinct !DILexicalBlock(scope: !950, file: !1, line: 38, column: 3)
!963 = !DILocalVariable(name: "a", scope: !950, file: !1, line: 40, type: !9)
!964 = !DILocalVariable(name: "x", scope: !950, file: !1, line: 40, type: !9)
!965 = !DILocalVariable(name: "y", scope: !950, file: !1, line: 40, type: !9)
!966 = !DILocalVariable(name: "i", scope: !967, file: !1, line: 41, type: !3)
!967 = distinct !DILexicalBlock(scope: !950, file: !1, line: 41, column: 3)
!968 = !DILocalVariable(name: "j", scope: !969, file: !1, line: 42, type: !3)
!969 = distinct !DILexicalBlock(scope: !970, file: !1, line: 42, column: 5)
!970 = distinct !DILexicalBlock(scope: !967, file: !1, line: 41, column: 3)
!971 = !DILocalVariable(name: "j", scope: !972, file: !1, line: 44, type: !3)
!972 = distinct !DILexicalBlock(scope: !950, file: !1, line: 44, column: 3)
!973 = !DILocation(line: 0, scope: !950)
!974 = !DILocation(line: 33, column: 16, scope: !950)
!975 = !DILocation(line: 33, column: 11, scope: !950)
!976 = !DILocation(line: 35, column: 3, scope: !950)
!977 = !DILocation(line: 35, column: 9, scope: !950)
!978 = !DILocalVariable(name: "this", arg: 1, scope: !979, type: !982, flags: DIFlagArtificial | DIFlagObjectPointer)
!979 = distinct !DISubprogram(name: "Field", linkageName: "_ZN5FieldC2Ei", scope: !503, file: !1, line: 15, type: !509, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !508, retainedNodes: !980)
!980 = !{!978, !981}
!981 = !DILocalVariable(name: "n", arg: 2, scope: !979, file: !1, line: 15, type: !3)
!982 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !503, size: 64)
!983 = !DILocation(line: 0, scope: !979, inlinedAt: !984)
!984 = distinct !DILocation(line: 35, column: 9, scope: !950)
!985 = !DILocation(line: 15, column: 27, scope: !979, inlinedAt: !984)
!986 = !{!987, !988, i64 0}
!987 = !{!"_ZTS5Field", !988, i64 0, !991, i64 8, !991, i64 32}
!988 = !{!"int", !989, i64 0}
!989 = !{!"omnipotent char", !990, i64 0}
!990 = !{!"Simple C++ TBAA"}
!991 = !{!"_ZTSSt6vectorIdSaIdEE"}
!992 = !DILocation(line: 15, column: 33, scope: !979, inlinedAt: !984)
!993 = !DILocalVariable(name: "this", arg: 1, scope: !994, type: !998, flags: DIFlagArtificial | DIFlagObjectPointer)
!994 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !9, file: !8, line: 551, type: !294, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !293, retainedNodes: !995)
!995 = !{!993, !996, !997}
!996 = !DILocalVariable(name: "__n", arg: 2, scope: !994, file: !8, line: 551, type: !296)
!997 = !DILocalVariable(name: "__a", arg: 3, scope: !994, file: !8, line: 551, type: !290)
!998 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!999 = !DILocation(line: 0, scope: !994, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 15, column: 33, scope: !979, inlinedAt: !984)
!1001 = !DILocalVariable(name: "__n", arg: 1, scope: !1002, file: !8, line: 1902, type: !296)
!1002 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !9, file: !8, line: 1902, type: !480, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !479, retainedNodes: !1003)
!1003 = !{!1001, !1004}
!1004 = !DILocalVariable(name: "__a", arg: 2, scope: !1002, file: !8, line: 1902, type: !290)
!1005 = !DILocation(line: 0, scope: !1002, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 552, column: 15, scope: !994, inlinedAt: !1000)
!1007 = !DILocalVariable(name: "this", arg: 1, scope: !1008, type: !1012, flags: DIFlagArtificial | DIFlagObjectPointer)
!1008 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !13, file: !8, line: 330, type: !212, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !211, retainedNodes: !1009)
!1009 = !{!1007, !1010, !1011}
!1010 = !DILocalVariable(name: "__n", arg: 2, scope: !1008, file: !8, line: 330, type: !76)
!1011 = !DILocalVariable(name: "__a", arg: 3, scope: !1008, file: !8, line: 330, type: !206)
!1012 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!1013 = !DILocation(line: 0, scope: !1008, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 552, column: 9, scope: !994, inlinedAt: !1000)
!1015 = !DILocalVariable(name: "this", arg: 1, scope: !1016, type: !1019, flags: DIFlagArtificial | DIFlagObjectPointer)
!1016 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !16, file: !8, line: 143, type: !171, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !170, retainedNodes: !1017)
!1017 = !{!1015, !1018}
!1018 = !DILocalVariable(name: "__a", arg: 2, scope: !1016, file: !8, line: 143, type: !173)
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!1020 = !DILocation(line: 0, scope: !1016, inlinedAt: !1021)
!1021 = distinct !DILocation(line: 331, column: 9, scope: !1008, inlinedAt: !1014)
!1022 = !DILocalVariable(name: "this", arg: 1, scope: !1023, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1023 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !142, file: !8, line: 99, type: !150, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !149, retainedNodes: !1024)
!1024 = !{!1022}
!1025 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!1026 = !DILocation(line: 0, scope: !1023, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 143, column: 2, scope: !1016, inlinedAt: !1021)
!1028 = !DILocation(line: 100, column: 16, scope: !1023, inlinedAt: !1027)
!1029 = !DILocalVariable(name: "this", arg: 1, scope: !1030, type: !1012, flags: DIFlagArtificial | DIFlagObjectPointer)
!1030 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !13, file: !8, line: 393, type: !209, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !234, retainedNodes: !1031)
!1031 = !{!1029, !1032}
!1032 = !DILocalVariable(name: "__n", arg: 2, scope: !1030, file: !8, line: 393, type: !76)
!1033 = !DILocation(line: 0, scope: !1030, inlinedAt: !1034)
!1034 = distinct !DILocation(line: 332, column: 9, scope: !1035, inlinedAt: !1014)
!1035 = distinct !DILexicalBlock(scope: !1008, file: !8, line: 332, column: 7)
!1036 = !DILocalVariable(name: "this", arg: 1, scope: !1037, type: !1012, flags: DIFlagArtificial | DIFlagObjectPointer)
!1037 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !13, file: !8, line: 375, type: !229, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !228, retainedNodes: !1038)
!1038 = !{!1036, !1039}
!1039 = !DILocalVariable(name: "__n", arg: 2, scope: !1037, file: !8, line: 375, type: !76)
!1040 = !DILocation(line: 0, scope: !1037, inlinedAt: !1041)
!1041 = distinct !DILocation(line: 395, column: 33, scope: !1030, inlinedAt: !1034)
!1042 = !DILocation(line: 378, column: 9, scope: !1037, inlinedAt: !1041)
!1043 = !DILocation(line: 33, column: 32, scope: !950)
!1044 = !{!1045, !1045, i64 0}
!1045 = !{!"any pointer", !989, i64 0}
!1046 = !DILocation(line: 0, scope: !782, inlinedAt: !1047)
!1047 = distinct !DILocation(line: 33, column: 22, scope: !950)
!1048 = !DILocation(line: 364, column: 16, scope: !782, inlinedAt: !1047)
!1049 = !DILocation(line: 34, column: 16, scope: !950)
!1050 = !DILocation(line: 34, column: 11, scope: !950)
!1051 = !DILocation(line: 34, column: 32, scope: !950)
!1052 = !DILocation(line: 0, scope: !782, inlinedAt: !1053)
!1053 = distinct !DILocation(line: 34, column: 22, scope: !950)
!1054 = !DILocation(line: 364, column: 16, scope: !782, inlinedAt: !1053)
!1055 = !DILocation(line: 1904, column: 10, scope: !1056, inlinedAt: !1006)
!1056 = distinct !DILexicalBlock(scope: !1002, file: !8, line: 1904, column: 6)
!1057 = !DILocation(line: 1904, column: 6, scope: !1002, inlinedAt: !1006)
!1058 = !DILocation(line: 1905, column: 4, scope: !1056, inlinedAt: !1006)
!1059 = !DILocation(line: 15, column: 35, scope: !979, inlinedAt: !984)
!1060 = !DILocation(line: 378, column: 13, scope: !1037, inlinedAt: !1041)
!1061 = !DILocalVariable(name: "__a", arg: 1, scope: !1062, file: !28, line: 463, type: !36)
!1062 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !27, file: !28, line: 463, type: !31, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !30, retainedNodes: !1063)
!1063 = !{!1061, !1064}
!1064 = !DILocalVariable(name: "__n", arg: 2, scope: !1062, file: !28, line: 463, type: !104)
!1065 = !DILocation(line: 0, scope: !1062, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 378, column: 20, scope: !1037, inlinedAt: !1041)
!1067 = !DILocalVariable(name: "this", arg: 1, scope: !1068, type: !1072, flags: DIFlagArtificial | DIFlagObjectPointer)
!1068 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !44, file: !45, line: 112, type: !73, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !72, retainedNodes: !1069)
!1069 = !{!1067, !1070, !1071}
!1070 = !DILocalVariable(name: "__n", arg: 2, scope: !1068, file: !45, line: 112, type: !75)
!1071 = !DILocalVariable(arg: 3, scope: !1068, file: !45, line: 112, type: !79)
!1072 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!1073 = !DILocation(line: 0, scope: !1068, inlinedAt: !1074)
!1074 = distinct !DILocation(line: 464, column: 20, scope: !1062, inlinedAt: !1066)
!1075 = !DILocation(line: 137, column: 53, scope: !1068, inlinedAt: !1074)
!1076 = !DILocation(line: 137, column: 27, scope: !1068, inlinedAt: !1074)
!1077 = !DILocation(line: 137, column: 9, scope: !1068, inlinedAt: !1074)
!1078 = !DILocation(line: 395, column: 25, scope: !1030, inlinedAt: !1034)
!1079 = !{!1080, !1045, i64 0}
!1080 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !1045, i64 0, !1045, i64 8, !1045, i64 16}
!1081 = !DILocation(line: 397, column: 59, scope: !1030, inlinedAt: !1034)
!1082 = !DILocation(line: 397, column: 16, scope: !1030, inlinedAt: !1034)
!1083 = !DILocation(line: 397, column: 34, scope: !1030, inlinedAt: !1034)
!1084 = !{!1080, !1045, i64 16}
!1085 = !DILocalVariable(name: "this", arg: 1, scope: !1086, type: !998, flags: DIFlagArtificial | DIFlagObjectPointer)
!1086 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !9, file: !8, line: 1710, type: !388, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !462, retainedNodes: !1087)
!1087 = !{!1085, !1088}
!1088 = !DILocalVariable(name: "__n", arg: 2, scope: !1086, file: !8, line: 1710, type: !296)
!1089 = !DILocation(line: 0, scope: !1086, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 553, column: 9, scope: !1091, inlinedAt: !1000)
!1091 = distinct !DILexicalBlock(scope: !994, file: !8, line: 553, column: 7)
!1092 = !DILocalVariable(name: "__first", arg: 1, scope: !1093, file: !1094, line: 764, type: !34)
!1093 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !10, file: !1094, line: 764, type: !1095, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1100, retainedNodes: !1097)
!1094 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1095 = !DISubroutineType(types: !1096)
!1096 = !{!34, !34, !78, !102}
!1097 = !{!1092, !1098, !1099}
!1098 = !DILocalVariable(name: "__n", arg: 2, scope: !1093, file: !1094, line: 764, type: !78)
!1099 = !DILocalVariable(arg: 3, scope: !1093, file: !1094, line: 765, type: !102)
!1100 = !{!1101, !1102, !89}
!1101 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !34)
!1102 = !DITemplateTypeParameter(name: "_Size", type: !78)
!1103 = !DILocation(line: 0, scope: !1093, inlinedAt: !1104)
!1104 = distinct !DILocation(line: 1713, column: 4, scope: !1086, inlinedAt: !1090)
!1105 = !DILocalVariable(name: "__first", arg: 1, scope: !1106, file: !1094, line: 691, type: !34)
!1106 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !10, file: !1094, line: 691, type: !1107, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1112, retainedNodes: !1109)
!1107 = !DISubroutineType(types: !1108)
!1108 = !{!34, !34, !78}
!1109 = !{!1105, !1110, !1111}
!1110 = !DILocalVariable(name: "__n", arg: 2, scope: !1106, file: !1094, line: 691, type: !78)
!1111 = !DILocalVariable(name: "__can_fill", scope: !1106, file: !1094, line: 696, type: !244)
!1112 = !{!1101, !1102}
!1113 = !DILocation(line: 0, scope: !1106, inlinedAt: !1114)
!1114 = distinct !DILocation(line: 766, column: 14, scope: !1093, inlinedAt: !1104)
!1115 = !DILocalVariable(name: "__first", arg: 1, scope: !1116, file: !1094, line: 655, type: !34)
!1116 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1117, file: !1094, line: 655, type: !1107, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1112, declaration: !1120, retainedNodes: !1121)
!1117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !10, file: !1094, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !139, templateParams: !1118, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1118 = !{!1119}
!1119 = !DITemplateValueParameter(name: "_TrivialValueType", type: !132, value: i8 1)
!1120 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1117, file: !1094, line: 655, type: !1107, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1112)
!1121 = !{!1115, !1122, !1123}
!1122 = !DILocalVariable(name: "__n", arg: 2, scope: !1116, file: !1094, line: 655, type: !78)
!1123 = !DILocalVariable(name: "__val", scope: !1124, file: !1094, line: 659, type: !1126)
!1124 = distinct !DILexicalBlock(scope: !1125, file: !1094, line: 658, column: 6)
!1125 = distinct !DILexicalBlock(scope: !1116, file: !1094, line: 657, column: 8)
!1126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1127, size: 64)
!1127 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1129, file: !1128, line: 213, baseType: !35)
!1128 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1129 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !10, file: !1128, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !139, templateParams: !1130, identifier: "_ZTSSt15iterator_traitsIPdE")
!1130 = !{!1131}
!1131 = !DITemplateTypeParameter(name: "_Iterator", type: !34)
!1132 = !DILocation(line: 0, scope: !1116, inlinedAt: !1133)
!1133 = distinct !DILocation(line: 699, column: 14, scope: !1106, inlinedAt: !1114)
!1134 = !DILocation(line: 0, scope: !1124, inlinedAt: !1133)
!1135 = !DILocalVariable(name: "__p", arg: 1, scope: !1136, file: !1137, line: 109, type: !34)
!1136 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !10, file: !1137, line: 109, type: !1138, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1141, retainedNodes: !1140)
!1137 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1138 = !DISubroutineType(types: !1139)
!1139 = !{null, !34}
!1140 = !{!1135}
!1141 = !{!89, !1142}
!1142 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !139)
!1143 = !DILocation(line: 0, scope: !1136, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 661, column: 8, scope: !1124, inlinedAt: !1133)
!1145 = !DILocation(line: 119, column: 7, scope: !1136, inlinedAt: !1144)
!1146 = !{!1147, !1147, i64 0}
!1147 = !{!"double", !989, i64 0}
!1148 = !DILocation(line: 662, column: 8, scope: !1124, inlinedAt: !1133)
!1149 = !DILocalVariable(name: "__first", arg: 1, scope: !1150, file: !1151, line: 1143, type: !34)
!1150 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !10, file: !1151, line: 1143, type: !1152, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1157, retainedNodes: !1154)
!1151 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1152 = !DISubroutineType(types: !1153)
!1153 = !{!34, !34, !78, !71}
!1154 = !{!1149, !1155, !1156}
!1155 = !DILocalVariable(name: "__n", arg: 2, scope: !1150, file: !1151, line: 1143, type: !78)
!1156 = !DILocalVariable(name: "__value", arg: 3, scope: !1150, file: !1151, line: 1143, type: !71)
!1157 = !{!1158, !1102, !89}
!1158 = !DITemplateTypeParameter(name: "_OI", type: !34)
!1159 = !DILocation(line: 0, scope: !1150, inlinedAt: !1160)
!1160 = distinct !DILocation(line: 663, column: 18, scope: !1124, inlinedAt: !1133)
!1161 = !DILocalVariable(name: "__first", arg: 1, scope: !1162, file: !1151, line: 1108, type: !34)
!1162 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !10, file: !1151, line: 1108, type: !1163, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1179, retainedNodes: !1175)
!1163 = !DISubroutineType(types: !1164)
!1164 = !{!34, !34, !78, !71, !1165}
!1165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !10, file: !1128, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1166, identifier: "_ZTSSt26random_access_iterator_tag")
!1166 = !{!1167}
!1167 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1165, baseType: !1168, extraData: i32 0)
!1168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !10, file: !1128, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1169, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1169 = !{!1170}
!1170 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1168, baseType: !1171, extraData: i32 0)
!1171 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !10, file: !1128, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1172, identifier: "_ZTSSt20forward_iterator_tag")
!1172 = !{!1173}
!1173 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1171, baseType: !1174, extraData: i32 0)
!1174 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !10, file: !1128, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !139, identifier: "_ZTSSt18input_iterator_tag")
!1175 = !{!1161, !1176, !1177, !1178}
!1176 = !DILocalVariable(name: "__n", arg: 2, scope: !1162, file: !1151, line: 1108, type: !78)
!1177 = !DILocalVariable(name: "__value", arg: 3, scope: !1162, file: !1151, line: 1108, type: !71)
!1178 = !DILocalVariable(arg: 4, scope: !1162, file: !1151, line: 1109, type: !1165)
!1179 = !{!1180, !1102, !89}
!1180 = !DITemplateTypeParameter(name: "_OutputIterator", type: !34)
!1181 = !DILocation(line: 0, scope: !1162, inlinedAt: !1182)
!1182 = distinct !DILocation(line: 1148, column: 14, scope: !1150, inlinedAt: !1160)
!1183 = !DILocation(line: 1109, column: 40, scope: !1162, inlinedAt: !1182)
!1184 = !DILocation(line: 1114, column: 15, scope: !1185, inlinedAt: !1182)
!1185 = distinct !DILexicalBlock(scope: !1162, file: !1151, line: 1114, column: 11)
!1186 = !DILocation(line: 1114, column: 11, scope: !1162, inlinedAt: !1182)
!1187 = !DILocalVariable(name: "__first", arg: 1, scope: !1188, file: !1151, line: 967, type: !34)
!1188 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !10, file: !1151, line: 967, type: !1189, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1194, retainedNodes: !1191)
!1189 = !DISubroutineType(types: !1190)
!1190 = !{null, !34, !34, !71}
!1191 = !{!1187, !1192, !1193}
!1192 = !DILocalVariable(name: "__last", arg: 2, scope: !1188, file: !1151, line: 967, type: !34)
!1193 = !DILocalVariable(name: "__value", arg: 3, scope: !1188, file: !1151, line: 967, type: !71)
!1194 = !{!1195, !89}
!1195 = !DITemplateTypeParameter(name: "_FIte", type: !34)
!1196 = !DILocation(line: 0, scope: !1188, inlinedAt: !1197)
!1197 = distinct !DILocation(line: 1119, column: 7, scope: !1162, inlinedAt: !1182)
!1198 = !DILocalVariable(name: "__value", arg: 3, scope: !1199, file: !1151, line: 918, type: !71)
!1199 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !10, file: !1151, line: 917, type: !1200, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1212, retainedNodes: !1208)
!1200 = !DISubroutineType(types: !1201)
!1201 = !{!1202, !34, !34, !71}
!1202 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1204, file: !1203, line: 50, baseType: null)
!1203 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1204 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !24, file: !1203, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !139, templateParams: !1205, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1205 = !{!1206, !1207}
!1206 = !DITemplateValueParameter(type: !132, value: i8 1)
!1207 = !DITemplateTypeParameter(type: null)
!1208 = !{!1209, !1210, !1198, !1211}
!1209 = !DILocalVariable(name: "__first", arg: 1, scope: !1199, file: !1151, line: 917, type: !34)
!1210 = !DILocalVariable(name: "__last", arg: 2, scope: !1199, file: !1151, line: 917, type: !34)
!1211 = !DILocalVariable(name: "__tmp", scope: !1199, file: !1151, line: 920, type: !69)
!1212 = !{!1101, !89}
!1213 = !DILocation(line: 0, scope: !1199, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 968, column: 7, scope: !1188, inlinedAt: !1197)
!1215 = !DILocation(line: 921, column: 7, scope: !1216, inlinedAt: !1214)
!1216 = distinct !DILexicalBlock(scope: !1199, file: !1151, line: 921, column: 7)
!1217 = !DILocation(line: 922, column: 11, scope: !1218, inlinedAt: !1214)
!1218 = distinct !DILexicalBlock(scope: !1216, file: !1151, line: 921, column: 7)
!1219 = !DILocation(line: 665, column: 4, scope: !1116, inlinedAt: !1133)
!1220 = !DILocation(line: 1712, column: 16, scope: !1086, inlinedAt: !1090)
!1221 = !DILocation(line: 1712, column: 26, scope: !1086, inlinedAt: !1090)
!1222 = !{!1080, !1045, i64 8}
!1223 = !DILocation(line: 0, scope: !994, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 15, column: 39, scope: !979, inlinedAt: !984)
!1225 = !DILocation(line: 0, scope: !1002, inlinedAt: !1226)
!1226 = distinct !DILocation(line: 552, column: 15, scope: !994, inlinedAt: !1224)
!1227 = !DILocation(line: 0, scope: !1008, inlinedAt: !1228)
!1228 = distinct !DILocation(line: 552, column: 9, scope: !994, inlinedAt: !1224)
!1229 = !DILocation(line: 0, scope: !1016, inlinedAt: !1230)
!1230 = distinct !DILocation(line: 331, column: 9, scope: !1008, inlinedAt: !1228)
!1231 = !DILocation(line: 0, scope: !1023, inlinedAt: !1232)
!1232 = distinct !DILocation(line: 143, column: 2, scope: !1016, inlinedAt: !1230)
!1233 = !DILocation(line: 0, scope: !1030, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 332, column: 9, scope: !1035, inlinedAt: !1228)
!1235 = !DILocation(line: 0, scope: !1037, inlinedAt: !1236)
!1236 = distinct !DILocation(line: 395, column: 33, scope: !1030, inlinedAt: !1234)
!1237 = !DILocation(line: 0, scope: !1062, inlinedAt: !1238)
!1238 = distinct !DILocation(line: 378, column: 20, scope: !1037, inlinedAt: !1236)
!1239 = !DILocation(line: 0, scope: !1068, inlinedAt: !1240)
!1240 = distinct !DILocation(line: 464, column: 20, scope: !1062, inlinedAt: !1238)
!1241 = !DILocation(line: 137, column: 27, scope: !1068, inlinedAt: !1240)
!1242 = !DILocation(line: 15, column: 39, scope: !979, inlinedAt: !984)
!1243 = !DILocation(line: 137, column: 9, scope: !1068, inlinedAt: !1240)
!1244 = !DILocation(line: 395, column: 25, scope: !1030, inlinedAt: !1234)
!1245 = !DILocation(line: 397, column: 59, scope: !1030, inlinedAt: !1234)
!1246 = !DILocation(line: 397, column: 16, scope: !1030, inlinedAt: !1234)
!1247 = !DILocation(line: 397, column: 34, scope: !1030, inlinedAt: !1234)
!1248 = !DILocation(line: 0, scope: !1086, inlinedAt: !1249)
!1249 = distinct !DILocation(line: 553, column: 9, scope: !1091, inlinedAt: !1224)
!1250 = !DILocation(line: 0, scope: !1093, inlinedAt: !1251)
!1251 = distinct !DILocation(line: 1713, column: 4, scope: !1086, inlinedAt: !1249)
!1252 = !DILocation(line: 0, scope: !1106, inlinedAt: !1253)
!1253 = distinct !DILocation(line: 766, column: 14, scope: !1093, inlinedAt: !1251)
!1254 = !DILocation(line: 0, scope: !1116, inlinedAt: !1255)
!1255 = distinct !DILocation(line: 699, column: 14, scope: !1106, inlinedAt: !1253)
!1256 = !DILocation(line: 0, scope: !1124, inlinedAt: !1255)
!1257 = !DILocation(line: 0, scope: !1136, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 661, column: 8, scope: !1124, inlinedAt: !1255)
!1259 = !DILocation(line: 119, column: 7, scope: !1136, inlinedAt: !1258)
!1260 = !DILocation(line: 662, column: 8, scope: !1124, inlinedAt: !1255)
!1261 = !DILocation(line: 0, scope: !1150, inlinedAt: !1262)
!1262 = distinct !DILocation(line: 663, column: 18, scope: !1124, inlinedAt: !1255)
!1263 = !DILocation(line: 0, scope: !1162, inlinedAt: !1264)
!1264 = distinct !DILocation(line: 1148, column: 14, scope: !1150, inlinedAt: !1262)
!1265 = !DILocation(line: 1109, column: 40, scope: !1162, inlinedAt: !1264)
!1266 = !DILocation(line: 1114, column: 11, scope: !1162, inlinedAt: !1264)
!1267 = !DILocation(line: 0, scope: !1188, inlinedAt: !1268)
!1268 = distinct !DILocation(line: 1119, column: 7, scope: !1162, inlinedAt: !1264)
!1269 = !DILocation(line: 0, scope: !1199, inlinedAt: !1270)
!1270 = distinct !DILocation(line: 968, column: 7, scope: !1188, inlinedAt: !1268)
!1271 = !DILocation(line: 921, column: 7, scope: !1216, inlinedAt: !1270)
!1272 = !DILocation(line: 922, column: 11, scope: !1218, inlinedAt: !1270)
!1273 = !DILocation(line: 665, column: 4, scope: !1116, inlinedAt: !1255)
!1274 = !DILocation(line: 15, column: 45, scope: !979, inlinedAt: !984)
!1275 = !DILocalVariable(name: "this", arg: 1, scope: !1276, type: !998, flags: DIFlagArtificial | DIFlagObjectPointer)
!1276 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !9, file: !8, line: 728, type: !284, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !336, retainedNodes: !1277)
!1277 = !{!1275}
!1278 = !DILocation(line: 0, scope: !1276, inlinedAt: !1279)
!1279 = distinct !DILocation(line: 15, column: 45, scope: !1280, inlinedAt: !984)
!1280 = distinct !DILexicalBlock(scope: !979, file: !1, line: 15, column: 44)
!1281 = !DILocalVariable(name: "this", arg: 1, scope: !1282, type: !1012, flags: DIFlagArtificial | DIFlagObjectPointer)
!1282 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !13, file: !8, line: 364, type: !201, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !227, retainedNodes: !1283)
!1283 = !{!1281}
!1284 = !DILocation(line: 0, scope: !1282, inlinedAt: !1285)
!1285 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1279)
!1286 = distinct !DILexicalBlock(scope: !1276, file: !8, line: 729, column: 7)
!1287 = !DILocalVariable(name: "this", arg: 1, scope: !1288, type: !1012, flags: DIFlagArtificial | DIFlagObjectPointer)
!1288 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !13, file: !8, line: 383, type: !232, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !231, retainedNodes: !1289)
!1289 = !{!1287, !1290, !1291}
!1290 = !DILocalVariable(name: "__p", arg: 2, scope: !1288, file: !8, line: 383, type: !145)
!1291 = !DILocalVariable(name: "__n", arg: 3, scope: !1288, file: !8, line: 383, type: !76)
!1292 = !DILocation(line: 0, scope: !1288, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1285)
!1294 = distinct !DILexicalBlock(scope: !1282, file: !8, line: 365, column: 7)
!1295 = !DILocalVariable(name: "__a", arg: 1, scope: !1296, file: !28, line: 495, type: !36)
!1296 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !27, file: !28, line: 495, type: !110, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !109, retainedNodes: !1297)
!1297 = !{!1295, !1298, !1299}
!1298 = !DILocalVariable(name: "__p", arg: 2, scope: !1296, file: !28, line: 495, type: !33)
!1299 = !DILocalVariable(name: "__n", arg: 3, scope: !1296, file: !28, line: 495, type: !104)
!1300 = !DILocation(line: 0, scope: !1296, inlinedAt: !1301)
!1301 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1293)
!1302 = distinct !DILexicalBlock(scope: !1288, file: !8, line: 386, column: 6)
!1303 = !DILocalVariable(name: "this", arg: 1, scope: !1304, type: !1072, flags: DIFlagArtificial | DIFlagObjectPointer)
!1304 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !44, file: !45, line: 142, type: !82, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !81, retainedNodes: !1305)
!1305 = !{!1303, !1306, !1307}
!1306 = !DILocalVariable(name: "__p", arg: 2, scope: !1304, file: !45, line: 142, type: !34)
!1307 = !DILocalVariable(name: "__n", arg: 3, scope: !1304, file: !45, line: 142, type: !75)
!1308 = !DILocation(line: 0, scope: !1304, inlinedAt: !1309)
!1309 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1301)
!1310 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1309)
!1311 = !DILocation(line: 0, scope: !960)
!1312 = !DILocation(line: 0, scope: !962)
!1313 = !DILocalVariable(name: "f", arg: 1, scope: !1314, file: !1, line: 18, type: !1317)
!1314 = distinct !DISubprogram(name: "relax", linkageName: "_ZL5relaxR5Fieldd", scope: !1, file: !1, line: 18, type: !1315, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1318)
!1315 = !DISubroutineType(types: !1316)
!1316 = !{null, !1317, !35}
!1317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !503, size: 64)
!1318 = !{!1313, !1319, !1320}
!1319 = !DILocalVariable(name: "w", arg: 2, scope: !1314, file: !1, line: 18, type: !35)
!1320 = !DILocalVariable(name: "i", scope: !1321, file: !1, line: 19, type: !3)
!1321 = distinct !DILexicalBlock(scope: !1314, file: !1, line: 19, column: 3)
!1322 = !DILocation(line: 0, scope: !1314, inlinedAt: !1323)
!1323 = distinct !DILocation(line: 39, column: 5, scope: !1324)
!1324 = distinct !DILexicalBlock(scope: !962, file: !1, line: 38, column: 3)
!1325 = !DILocation(line: 0, scope: !1321, inlinedAt: !1323)
!1326 = !DILocation(line: 19, column: 3, scope: !1321, inlinedAt: !1323)
!1327 = !DILocation(line: 1712, column: 26, scope: !1086, inlinedAt: !1249)
!1328 = !DILocation(line: 1712, column: 16, scope: !1086, inlinedAt: !1249)
!1329 = !DILocation(line: 36, column: 21, scope: !1330)
!1330 = distinct !DILexicalBlock(scope: !960, file: !1, line: 36, column: 3)
!1331 = !DILocation(line: 36, column: 3, scope: !960)
!1332 = !DILocation(line: 36, column: 27, scope: !1330)
!1333 = !DILocation(line: 37, column: 16, scope: !1330)
!1334 = !DILocation(line: 37, column: 14, scope: !1330)
!1335 = !DILocation(line: 37, column: 12, scope: !1330)
!1336 = distinct !{!1336, !1331, !1337, !1338, !1339}
!1337 = !DILocation(line: 37, column: 18, scope: !960)
!1338 = !{!"llvm.loop.mustprogress"}
!1339 = !{!"llvm.loop.isvectorized", i32 1}
!1340 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1345)
!1341 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !9, file: !8, line: 1121, type: !398, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !397, retainedNodes: !1342)
!1342 = !{!1343, !1344}
!1343 = !DILocalVariable(name: "this", arg: 1, scope: !1341, type: !998, flags: DIFlagArtificial | DIFlagObjectPointer)
!1344 = !DILocalVariable(name: "__n", arg: 2, scope: !1341, file: !8, line: 1121, type: !296)
!1345 = distinct !DILocation(line: 20, column: 24, scope: !1346, inlinedAt: !1323)
!1346 = distinct !DILexicalBlock(scope: !1321, file: !1, line: 19, column: 3)
!1347 = !DILocation(line: 20, column: 24, scope: !1346, inlinedAt: !1323)
!1348 = !{!1349}
!1349 = distinct !{!1349, !1350}
!1350 = distinct !{!1350, !"LVerDomain"}
!1351 = !{!1352}
!1352 = distinct !{!1352, !1350}
!1353 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1354)
!1354 = distinct !DILocation(line: 20, column: 44, scope: !1346, inlinedAt: !1323)
!1355 = !DILocation(line: 20, column: 44, scope: !1346, inlinedAt: !1323)
!1356 = !DILocation(line: 20, column: 63, scope: !1346, inlinedAt: !1323)
!1357 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 20, column: 57, scope: !1346, inlinedAt: !1323)
!1359 = !DILocation(line: 20, column: 57, scope: !1346, inlinedAt: !1323)
!1360 = !DILocation(line: 20, column: 55, scope: !1346, inlinedAt: !1323)
!1361 = !DILocation(line: 20, column: 41, scope: !1346, inlinedAt: !1323)
!1362 = !DILocation(line: 20, column: 31, scope: !1346, inlinedAt: !1323)
!1363 = !DILocation(line: 20, column: 12, scope: !1346, inlinedAt: !1323)
!1364 = distinct !{!1364, !1326, !1365, !1338, !1339}
!1365 = !DILocation(line: 20, column: 67, scope: !1321, inlinedAt: !1323)
!1366 = !DILocation(line: 0, scope: !1341, inlinedAt: !1345)
!1367 = !DILocation(line: 20, column: 50, scope: !1346, inlinedAt: !1323)
!1368 = !DILocation(line: 0, scope: !1341, inlinedAt: !1354)
!1369 = !DILocation(line: 0, scope: !1341, inlinedAt: !1358)
!1370 = !DILocation(line: 0, scope: !1341, inlinedAt: !1371)
!1371 = distinct !DILocation(line: 20, column: 5, scope: !1346, inlinedAt: !1323)
!1372 = !DILocation(line: 0, scope: !1341, inlinedAt: !1373)
!1373 = distinct !DILocation(line: 37, column: 5, scope: !1330)
!1374 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1373)
!1375 = distinct !{!1375, !1331, !1337, !1338, !1376, !1339}
!1376 = !{!"llvm.loop.unroll.runtime.disable"}
!1377 = !DILocation(line: 40, column: 25, scope: !950)
!1378 = !DILocation(line: 0, scope: !994, inlinedAt: !1379)
!1379 = distinct !DILocation(line: 40, column: 23, scope: !950)
!1380 = !DILocation(line: 0, scope: !1002, inlinedAt: !1381)
!1381 = distinct !DILocation(line: 552, column: 15, scope: !994, inlinedAt: !1379)
!1382 = !DILocation(line: 0, scope: !1008, inlinedAt: !1383)
!1383 = distinct !DILocation(line: 552, column: 9, scope: !994, inlinedAt: !1379)
!1384 = !DILocation(line: 0, scope: !1030, inlinedAt: !1385)
!1385 = distinct !DILocation(line: 332, column: 9, scope: !1035, inlinedAt: !1383)
!1386 = !DILocation(line: 0, scope: !1037, inlinedAt: !1387)
!1387 = distinct !DILocation(line: 395, column: 33, scope: !1030, inlinedAt: !1385)
!1388 = !DILocation(line: 0, scope: !1062, inlinedAt: !1389)
!1389 = distinct !DILocation(line: 378, column: 20, scope: !1037, inlinedAt: !1387)
!1390 = !DILocation(line: 0, scope: !1068, inlinedAt: !1391)
!1391 = distinct !DILocation(line: 464, column: 20, scope: !1062, inlinedAt: !1389)
!1392 = !DILocation(line: 137, column: 53, scope: !1068, inlinedAt: !1391)
!1393 = !DILocation(line: 137, column: 27, scope: !1068, inlinedAt: !1391)
!1394 = !DILocation(line: 137, column: 9, scope: !1068, inlinedAt: !1391)
!1395 = !DILocation(line: 0, scope: !1086, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 553, column: 9, scope: !1091, inlinedAt: !1379)
!1397 = !DILocation(line: 0, scope: !1093, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 1713, column: 4, scope: !1086, inlinedAt: !1396)
!1399 = !DILocation(line: 0, scope: !1106, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 766, column: 14, scope: !1093, inlinedAt: !1398)
!1401 = !DILocation(line: 0, scope: !1116, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 699, column: 14, scope: !1106, inlinedAt: !1400)
!1403 = !DILocation(line: 0, scope: !1124, inlinedAt: !1402)
!1404 = !DILocation(line: 0, scope: !1136, inlinedAt: !1405)
!1405 = distinct !DILocation(line: 661, column: 8, scope: !1124, inlinedAt: !1402)
!1406 = !DILocation(line: 119, column: 7, scope: !1136, inlinedAt: !1405)
!1407 = !DILocation(line: 0, scope: !1150, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 663, column: 18, scope: !1124, inlinedAt: !1402)
!1409 = !DILocation(line: 0, scope: !1162, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 1148, column: 14, scope: !1150, inlinedAt: !1408)
!1411 = !DILocation(line: 1109, column: 40, scope: !1162, inlinedAt: !1410)
!1412 = !DILocation(line: 1114, column: 15, scope: !1185, inlinedAt: !1410)
!1413 = !DILocation(line: 1114, column: 11, scope: !1162, inlinedAt: !1410)
!1414 = !DILocation(line: 662, column: 8, scope: !1124, inlinedAt: !1402)
!1415 = !DILocation(line: 0, scope: !1188, inlinedAt: !1416)
!1416 = distinct !DILocation(line: 1119, column: 7, scope: !1162, inlinedAt: !1410)
!1417 = !DILocation(line: 0, scope: !1199, inlinedAt: !1418)
!1418 = distinct !DILocation(line: 968, column: 7, scope: !1188, inlinedAt: !1416)
!1419 = !DILocation(line: 921, column: 7, scope: !1216, inlinedAt: !1418)
!1420 = !DILocation(line: 922, column: 11, scope: !1218, inlinedAt: !1418)
!1421 = !DILocation(line: 665, column: 4, scope: !1116, inlinedAt: !1402)
!1422 = !DILocation(line: 19, column: 21, scope: !1346, inlinedAt: !1323)
!1423 = distinct !{!1423, !1326, !1365, !1338, !1339}
!1424 = !{!1425}
!1425 = distinct !{!1425, !1426}
!1426 = distinct !{!1426, !"LVerDomain"}
!1427 = !{!1428}
!1428 = distinct !{!1428, !1426}
!1429 = distinct !{!1429, !1326, !1365, !1338, !1339}
!1430 = distinct !{!1430, !1326, !1365, !1338, !1339}
!1431 = !{!1432}
!1432 = distinct !{!1432, !1433}
!1433 = distinct !{!1433, !"LVerDomain"}
!1434 = !{!1435}
!1435 = distinct !{!1435, !1433}
!1436 = distinct !{!1436, !1326, !1365, !1338, !1339}
!1437 = distinct !{!1437, !1326, !1365, !1338, !1339}
!1438 = !DILocation(line: 40, column: 27, scope: !950)
!1439 = !DILocation(line: 0, scope: !1016, inlinedAt: !1440)
!1440 = distinct !DILocation(line: 331, column: 9, scope: !1008, inlinedAt: !1383)
!1441 = !DILocation(line: 0, scope: !1023, inlinedAt: !1442)
!1442 = distinct !DILocation(line: 143, column: 2, scope: !1016, inlinedAt: !1440)
!1443 = !DILocation(line: 378, column: 13, scope: !1037, inlinedAt: !1387)
!1444 = !DILocation(line: 378, column: 9, scope: !1037, inlinedAt: !1387)
!1445 = !DILocation(line: 40, column: 35, scope: !950)
!1446 = !DILocation(line: 0, scope: !994, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 40, column: 33, scope: !950)
!1448 = !DILocation(line: 0, scope: !1002, inlinedAt: !1449)
!1449 = distinct !DILocation(line: 552, column: 15, scope: !994, inlinedAt: !1447)
!1450 = !DILocation(line: 1904, column: 10, scope: !1056, inlinedAt: !1449)
!1451 = !DILocation(line: 1904, column: 6, scope: !1002, inlinedAt: !1449)
!1452 = !DILocation(line: 1905, column: 4, scope: !1056, inlinedAt: !1449)
!1453 = !DILocation(line: 0, scope: !1008, inlinedAt: !1454)
!1454 = distinct !DILocation(line: 552, column: 9, scope: !994, inlinedAt: !1447)
!1455 = !DILocation(line: 0, scope: !1016, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 331, column: 9, scope: !1008, inlinedAt: !1454)
!1457 = !DILocation(line: 0, scope: !1023, inlinedAt: !1458)
!1458 = distinct !DILocation(line: 143, column: 2, scope: !1016, inlinedAt: !1456)
!1459 = !DILocation(line: 0, scope: !1030, inlinedAt: !1460)
!1460 = distinct !DILocation(line: 332, column: 9, scope: !1035, inlinedAt: !1454)
!1461 = !DILocation(line: 0, scope: !1037, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 395, column: 33, scope: !1030, inlinedAt: !1460)
!1463 = !DILocation(line: 378, column: 13, scope: !1037, inlinedAt: !1462)
!1464 = !DILocation(line: 378, column: 9, scope: !1037, inlinedAt: !1462)
!1465 = !DILocation(line: 0, scope: !1062, inlinedAt: !1466)
!1466 = distinct !DILocation(line: 378, column: 20, scope: !1037, inlinedAt: !1462)
!1467 = !DILocation(line: 0, scope: !1068, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 464, column: 20, scope: !1062, inlinedAt: !1466)
!1469 = !DILocation(line: 137, column: 53, scope: !1068, inlinedAt: !1468)
!1470 = !DILocation(line: 137, column: 27, scope: !1068, inlinedAt: !1468)
!1471 = !DILocation(line: 137, column: 9, scope: !1068, inlinedAt: !1468)
!1472 = !DILocation(line: 0, scope: !1086, inlinedAt: !1473)
!1473 = distinct !DILocation(line: 553, column: 9, scope: !1091, inlinedAt: !1447)
!1474 = !DILocation(line: 0, scope: !1093, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 1713, column: 4, scope: !1086, inlinedAt: !1473)
!1476 = !DILocation(line: 0, scope: !1106, inlinedAt: !1477)
!1477 = distinct !DILocation(line: 766, column: 14, scope: !1093, inlinedAt: !1475)
!1478 = !DILocation(line: 0, scope: !1116, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 699, column: 14, scope: !1106, inlinedAt: !1477)
!1480 = !DILocation(line: 0, scope: !1124, inlinedAt: !1479)
!1481 = !DILocation(line: 0, scope: !1136, inlinedAt: !1482)
!1482 = distinct !DILocation(line: 661, column: 8, scope: !1124, inlinedAt: !1479)
!1483 = !DILocation(line: 119, column: 7, scope: !1136, inlinedAt: !1482)
!1484 = !DILocation(line: 0, scope: !1150, inlinedAt: !1485)
!1485 = distinct !DILocation(line: 663, column: 18, scope: !1124, inlinedAt: !1479)
!1486 = !DILocation(line: 0, scope: !1162, inlinedAt: !1487)
!1487 = distinct !DILocation(line: 1148, column: 14, scope: !1150, inlinedAt: !1485)
!1488 = !DILocation(line: 1109, column: 40, scope: !1162, inlinedAt: !1487)
!1489 = !DILocation(line: 1114, column: 15, scope: !1185, inlinedAt: !1487)
!1490 = !DILocation(line: 1114, column: 11, scope: !1162, inlinedAt: !1487)
!1491 = !DILocation(line: 662, column: 8, scope: !1124, inlinedAt: !1479)
!1492 = !DILocation(line: 0, scope: !1188, inlinedAt: !1493)
!1493 = distinct !DILocation(line: 1119, column: 7, scope: !1162, inlinedAt: !1487)
!1494 = !DILocation(line: 0, scope: !1199, inlinedAt: !1495)
!1495 = distinct !DILocation(line: 968, column: 7, scope: !1188, inlinedAt: !1493)
!1496 = !DILocation(line: 921, column: 7, scope: !1216, inlinedAt: !1495)
!1497 = !DILocation(line: 922, column: 11, scope: !1218, inlinedAt: !1495)
!1498 = !DILocation(line: 665, column: 4, scope: !1116, inlinedAt: !1479)
!1499 = !DILocation(line: 0, scope: !994, inlinedAt: !1500)
!1500 = distinct !DILocation(line: 40, column: 39, scope: !950)
!1501 = !DILocation(line: 0, scope: !1002, inlinedAt: !1502)
!1502 = distinct !DILocation(line: 552, column: 15, scope: !994, inlinedAt: !1500)
!1503 = !DILocation(line: 0, scope: !1008, inlinedAt: !1504)
!1504 = distinct !DILocation(line: 552, column: 9, scope: !994, inlinedAt: !1500)
!1505 = !DILocation(line: 0, scope: !1016, inlinedAt: !1506)
!1506 = distinct !DILocation(line: 331, column: 9, scope: !1008, inlinedAt: !1504)
!1507 = !DILocation(line: 0, scope: !1023, inlinedAt: !1508)
!1508 = distinct !DILocation(line: 143, column: 2, scope: !1016, inlinedAt: !1506)
!1509 = !DILocation(line: 0, scope: !1030, inlinedAt: !1510)
!1510 = distinct !DILocation(line: 332, column: 9, scope: !1035, inlinedAt: !1504)
!1511 = !DILocation(line: 0, scope: !1037, inlinedAt: !1512)
!1512 = distinct !DILocation(line: 395, column: 33, scope: !1030, inlinedAt: !1510)
!1513 = !DILocation(line: 0, scope: !1062, inlinedAt: !1514)
!1514 = distinct !DILocation(line: 378, column: 20, scope: !1037, inlinedAt: !1512)
!1515 = !DILocation(line: 0, scope: !1068, inlinedAt: !1516)
!1516 = distinct !DILocation(line: 464, column: 20, scope: !1062, inlinedAt: !1514)
!1517 = !DILocation(line: 137, column: 27, scope: !1068, inlinedAt: !1516)
!1518 = !DILocation(line: 137, column: 9, scope: !1068, inlinedAt: !1516)
!1519 = !DILocation(line: 0, scope: !1086, inlinedAt: !1520)
!1520 = distinct !DILocation(line: 553, column: 9, scope: !1091, inlinedAt: !1500)
!1521 = !DILocation(line: 0, scope: !1093, inlinedAt: !1522)
!1522 = distinct !DILocation(line: 1713, column: 4, scope: !1086, inlinedAt: !1520)
!1523 = !DILocation(line: 0, scope: !1106, inlinedAt: !1524)
!1524 = distinct !DILocation(line: 766, column: 14, scope: !1093, inlinedAt: !1522)
!1525 = !DILocation(line: 0, scope: !1116, inlinedAt: !1526)
!1526 = distinct !DILocation(line: 699, column: 14, scope: !1106, inlinedAt: !1524)
!1527 = !DILocation(line: 0, scope: !1124, inlinedAt: !1526)
!1528 = !DILocation(line: 0, scope: !1136, inlinedAt: !1529)
!1529 = distinct !DILocation(line: 661, column: 8, scope: !1124, inlinedAt: !1526)
!1530 = !DILocation(line: 119, column: 7, scope: !1136, inlinedAt: !1529)
!1531 = !DILocation(line: 0, scope: !1150, inlinedAt: !1532)
!1532 = distinct !DILocation(line: 663, column: 18, scope: !1124, inlinedAt: !1526)
!1533 = !DILocation(line: 0, scope: !1162, inlinedAt: !1534)
!1534 = distinct !DILocation(line: 1148, column: 14, scope: !1150, inlinedAt: !1532)
!1535 = !DILocation(line: 1109, column: 40, scope: !1162, inlinedAt: !1534)
!1536 = !DILocation(line: 1114, column: 11, scope: !1162, inlinedAt: !1534)
!1537 = !DILocation(line: 662, column: 8, scope: !1124, inlinedAt: !1526)
!1538 = !DILocation(line: 0, scope: !1188, inlinedAt: !1539)
!1539 = distinct !DILocation(line: 1119, column: 7, scope: !1162, inlinedAt: !1534)
!1540 = !DILocation(line: 0, scope: !1199, inlinedAt: !1541)
!1541 = distinct !DILocation(line: 968, column: 7, scope: !1188, inlinedAt: !1539)
!1542 = !DILocation(line: 921, column: 7, scope: !1216, inlinedAt: !1541)
!1543 = !DILocation(line: 922, column: 11, scope: !1218, inlinedAt: !1541)
!1544 = !DILocation(line: 665, column: 4, scope: !1116, inlinedAt: !1526)
!1545 = !DILocation(line: 0, scope: !967)
!1546 = !DILocation(line: 41, column: 21, scope: !970)
!1547 = !DILocation(line: 41, column: 3, scope: !967)
!1548 = !DILocation(line: 0, scope: !969)
!1549 = !DILocation(line: 42, column: 5, scope: !969)
!1550 = !DILocation(line: 42, column: 29, scope: !1551)
!1551 = distinct !DILexicalBlock(scope: !969, file: !1, line: 42, column: 5)
!1552 = !DILocation(line: 43, column: 25, scope: !1551)
!1553 = !DILocation(line: 43, column: 30, scope: !1551)
!1554 = !DILocation(line: 43, column: 22, scope: !1551)
!1555 = !DILocation(line: 43, column: 20, scope: !1551)
!1556 = distinct !{!1556, !1549, !1557, !1338, !1339}
!1557 = !DILocation(line: 43, column: 32, scope: !969)
!1558 = !DILocation(line: 0, scope: !972)
!1559 = !DILocation(line: 44, column: 21, scope: !1560)
!1560 = distinct !DILexicalBlock(scope: !972, file: !1, line: 44, column: 3)
!1561 = !DILocation(line: 44, column: 3, scope: !972)
!1562 = !DILocation(line: 44, column: 27, scope: !1560)
!1563 = !DILocation(line: 45, column: 12, scope: !1560)
!1564 = !DILocation(line: 45, column: 10, scope: !1560)
!1565 = distinct !{!1565, !1561, !1566, !1338, !1339}
!1566 = !DILocation(line: 45, column: 12, scope: !972)
!1567 = !DILocation(line: 49, column: 1, scope: !950)
!1568 = !DILocation(line: 40, column: 23, scope: !950)
!1569 = !DILocation(line: 40, column: 33, scope: !950)
!1570 = !DILocation(line: 0, scope: !1276, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 49, column: 1, scope: !950)
!1572 = !DILocation(line: 0, scope: !1282, inlinedAt: !1573)
!1573 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1571)
!1574 = !DILocation(line: 0, scope: !1288, inlinedAt: !1575)
!1575 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1573)
!1576 = !DILocation(line: 0, scope: !1296, inlinedAt: !1577)
!1577 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1575)
!1578 = !DILocation(line: 0, scope: !1304, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1577)
!1580 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1579)
!1581 = !DILocation(line: 41, column: 27, scope: !970)
!1582 = distinct !{!1582, !1547, !1583, !1338}
!1583 = !DILocation(line: 43, column: 32, scope: !967)
!1584 = !DILocation(line: 43, column: 15, scope: !1551)
!1585 = !DILocation(line: 0, scope: !1341, inlinedAt: !1586)
!1586 = distinct !DILocation(line: 43, column: 7, scope: !1551)
!1587 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1586)
!1588 = !DILocation(line: 42, column: 23, scope: !1551)
!1589 = distinct !{!1589, !1549, !1557, !1338, !1376, !1339}
!1590 = !DILocalVariable(name: "n", arg: 1, scope: !1591, file: !1, line: 23, type: !3)
!1591 = distinct !DISubprogram(name: "matvec", linkageName: "_ZL6matveciiRKSt6vectorIdSaIdEES3_RS1_", scope: !1, file: !1, line: 23, type: !1592, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1594)
!1592 = !DISubroutineType(types: !1593)
!1593 = !{null, !3, !3, !306, !306, !340}
!1594 = !{!1590, !1595, !1596, !1597, !1598, !1599, !1601, !1604}
!1595 = !DILocalVariable(name: "m", arg: 2, scope: !1591, file: !1, line: 23, type: !3)
!1596 = !DILocalVariable(name: "a", arg: 3, scope: !1591, file: !1, line: 23, type: !306)
!1597 = !DILocalVariable(name: "x", arg: 4, scope: !1591, file: !1, line: 23, type: !306)
!1598 = !DILocalVariable(name: "y", arg: 5, scope: !1591, file: !1, line: 23, type: !340)
!1599 = !DILocalVariable(name: "i", scope: !1600, file: !1, line: 24, type: !3)
!1600 = distinct !DILexicalBlock(scope: !1591, file: !1, line: 24, column: 3)
!1601 = !DILocalVariable(name: "s", scope: !1602, file: !1, line: 25, type: !35)
!1602 = distinct !DILexicalBlock(scope: !1603, file: !1, line: 24, column: 31)
!1603 = distinct !DILexicalBlock(scope: !1600, file: !1, line: 24, column: 3)
!1604 = !DILocalVariable(name: "j", scope: !1605, file: !1, line: 26, type: !3)
!1605 = distinct !DILexicalBlock(scope: !1602, file: !1, line: 26, column: 5)
!1606 = !DILocation(line: 0, scope: !1591, inlinedAt: !1607)
!1607 = distinct !DILocation(line: 46, column: 3, scope: !950)
!1608 = !DILocation(line: 0, scope: !1600, inlinedAt: !1607)
!1609 = !DILocation(line: 24, column: 21, scope: !1603, inlinedAt: !1607)
!1610 = !DILocation(line: 24, column: 3, scope: !1600, inlinedAt: !1607)
!1611 = !DILocation(line: 0, scope: !1605, inlinedAt: !1607)
!1612 = !DILocation(line: 0, scope: !1602, inlinedAt: !1607)
!1613 = !DILocation(line: 26, column: 5, scope: !1605, inlinedAt: !1607)
!1614 = !DILocation(line: 27, column: 20, scope: !1615, inlinedAt: !1607)
!1615 = distinct !DILexicalBlock(scope: !1605, file: !1, line: 26, column: 5)
!1616 = !DILocalVariable(name: "this", arg: 1, scope: !1617, type: !1620, flags: DIFlagArtificial | DIFlagObjectPointer)
!1617 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !9, file: !8, line: 1140, type: !406, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !405, retainedNodes: !1618)
!1618 = !{!1616, !1619}
!1619 = !DILocalVariable(name: "__n", arg: 2, scope: !1617, file: !8, line: 1140, type: !296)
!1620 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!1621 = !DILocation(line: 0, scope: !1617, inlinedAt: !1622)
!1622 = distinct !DILocation(line: 27, column: 12, scope: !1615, inlinedAt: !1607)
!1623 = !DILocation(line: 1143, column: 34, scope: !1617, inlinedAt: !1622)
!1624 = !DILocation(line: 27, column: 12, scope: !1615, inlinedAt: !1607)
!1625 = !DILocation(line: 0, scope: !1617, inlinedAt: !1626)
!1626 = distinct !DILocation(line: 27, column: 27, scope: !1615, inlinedAt: !1607)
!1627 = !DILocation(line: 1143, column: 34, scope: !1617, inlinedAt: !1626)
!1628 = !DILocation(line: 27, column: 27, scope: !1615, inlinedAt: !1607)
!1629 = !DILocation(line: 27, column: 9, scope: !1615, inlinedAt: !1607)
!1630 = !DILocation(line: 26, column: 29, scope: !1615, inlinedAt: !1607)
!1631 = distinct !{!1631, !1632}
!1632 = !{!"llvm.loop.unroll.disable"}
!1633 = !DILocation(line: 0, scope: !1341, inlinedAt: !1634)
!1634 = distinct !DILocation(line: 28, column: 5, scope: !1602, inlinedAt: !1607)
!1635 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1634)
!1636 = !DILocation(line: 28, column: 10, scope: !1602, inlinedAt: !1607)
!1637 = !DILocation(line: 24, column: 27, scope: !1603, inlinedAt: !1607)
!1638 = distinct !{!1638, !1610, !1639, !1338}
!1639 = !DILocation(line: 29, column: 3, scope: !1600, inlinedAt: !1607)
!1640 = distinct !{!1640, !1613, !1641, !1338}
!1641 = !DILocation(line: 27, column: 30, scope: !1605, inlinedAt: !1607)
!1642 = !DILocation(line: 47, column: 32, scope: !950)
!1643 = !DILocation(line: 47, column: 30, scope: !950)
!1644 = !DILocation(line: 0, scope: !1341, inlinedAt: !1645)
!1645 = distinct !DILocation(line: 47, column: 26, scope: !950)
!1646 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1645)
!1647 = !DILocation(line: 47, column: 26, scope: !950)
!1648 = !DILocation(line: 47, column: 42, scope: !950)
!1649 = !DILocation(line: 47, column: 40, scope: !950)
!1650 = !DILocation(line: 0, scope: !1341, inlinedAt: !1651)
!1651 = distinct !DILocation(line: 47, column: 38, scope: !950)
!1652 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1651)
!1653 = !DILocation(line: 47, column: 38, scope: !950)
!1654 = !DILocation(line: 47, column: 3, scope: !950)
!1655 = !DILocation(line: 0, scope: !1276, inlinedAt: !1656)
!1656 = distinct !DILocation(line: 49, column: 1, scope: !950)
!1657 = !DILocation(line: 0, scope: !1282, inlinedAt: !1658)
!1658 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1656)
!1659 = !DILocation(line: 0, scope: !1288, inlinedAt: !1660)
!1660 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1658)
!1661 = !DILocation(line: 0, scope: !1296, inlinedAt: !1662)
!1662 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1660)
!1663 = !DILocation(line: 0, scope: !1304, inlinedAt: !1664)
!1664 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1662)
!1665 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1664)
!1666 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1664)
!1667 = !DILocation(line: 0, scope: !1276, inlinedAt: !1668)
!1668 = distinct !DILocation(line: 49, column: 1, scope: !950)
!1669 = !DILocation(line: 0, scope: !1282, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1668)
!1671 = !DILocation(line: 0, scope: !1288, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1670)
!1673 = !DILocation(line: 386, column: 6, scope: !1302, inlinedAt: !1672)
!1674 = !DILocation(line: 386, column: 6, scope: !1288, inlinedAt: !1672)
!1675 = !DILocation(line: 0, scope: !1296, inlinedAt: !1676)
!1676 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1672)
!1677 = !DILocation(line: 0, scope: !1304, inlinedAt: !1678)
!1678 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1676)
!1679 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1678)
!1680 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1678)
!1681 = !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1672)
!1682 = !DILocation(line: 0, scope: !1276, inlinedAt: !1683)
!1683 = distinct !DILocation(line: 49, column: 1, scope: !950)
!1684 = !DILocation(line: 0, scope: !1282, inlinedAt: !1685)
!1685 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1683)
!1686 = !DILocation(line: 0, scope: !1288, inlinedAt: !1687)
!1687 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1685)
!1688 = !DILocation(line: 386, column: 6, scope: !1302, inlinedAt: !1687)
!1689 = !DILocation(line: 386, column: 6, scope: !1288, inlinedAt: !1687)
!1690 = !DILocation(line: 0, scope: !1296, inlinedAt: !1691)
!1691 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1687)
!1692 = !DILocation(line: 0, scope: !1304, inlinedAt: !1693)
!1693 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1691)
!1694 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1693)
!1695 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1693)
!1696 = !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1687)
!1697 = !DILocalVariable(name: "this", arg: 1, scope: !1698, type: !982, flags: DIFlagArtificial | DIFlagObjectPointer)
!1698 = distinct !DISubprogram(name: "~Field", linkageName: "_ZN5FieldD2Ev", scope: !503, file: !1, line: 12, type: !1699, scopeLine: 12, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1701, retainedNodes: !1702)
!1699 = !DISubroutineType(types: !1700)
!1700 = !{null, !511}
!1701 = !DISubprogram(name: "~Field", scope: !503, type: !1699, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1702 = !{!1697}
!1703 = !DILocation(line: 0, scope: !1698, inlinedAt: !1704)
!1704 = distinct !DILocation(line: 49, column: 1, scope: !950)
!1705 = !DILocation(line: 0, scope: !1276, inlinedAt: !1706)
!1706 = distinct !DILocation(line: 12, column: 8, scope: !1707, inlinedAt: !1704)
!1707 = distinct !DILexicalBlock(scope: !1698, file: !1, line: 12, column: 8)
!1708 = !DILocation(line: 0, scope: !1282, inlinedAt: !1709)
!1709 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1706)
!1710 = !DILocation(line: 0, scope: !1288, inlinedAt: !1711)
!1711 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1709)
!1712 = !DILocation(line: 0, scope: !1296, inlinedAt: !1713)
!1713 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1711)
!1714 = !DILocation(line: 0, scope: !1304, inlinedAt: !1715)
!1715 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1713)
!1716 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1715)
!1717 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1715)
!1718 = !DILocation(line: 0, scope: !1276, inlinedAt: !1719)
!1719 = distinct !DILocation(line: 12, column: 8, scope: !1707, inlinedAt: !1704)
!1720 = !DILocation(line: 0, scope: !1282, inlinedAt: !1721)
!1721 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1719)
!1722 = !DILocation(line: 0, scope: !1288, inlinedAt: !1723)
!1723 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1721)
!1724 = !DILocation(line: 386, column: 6, scope: !1302, inlinedAt: !1723)
!1725 = !DILocation(line: 386, column: 6, scope: !1288, inlinedAt: !1723)
!1726 = !DILocation(line: 0, scope: !1296, inlinedAt: !1727)
!1727 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1723)
!1728 = !DILocation(line: 0, scope: !1304, inlinedAt: !1729)
!1729 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1727)
!1730 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1729)
!1731 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1729)
!1732 = !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1723)
!1733 = !DILocation(line: 0, scope: !1341, inlinedAt: !1734)
!1734 = distinct !DILocation(line: 45, column: 5, scope: !1560)
!1735 = !DILocation(line: 1124, column: 34, scope: !1341, inlinedAt: !1734)
!1736 = distinct !{!1736, !1561, !1566, !1338, !1376, !1339}
!1737 = !DILocation(line: 0, scope: !1276, inlinedAt: !1738)
!1738 = distinct !DILocation(line: 49, column: 1, scope: !950)
!1739 = !DILocation(line: 0, scope: !1282, inlinedAt: !1740)
!1740 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1738)
!1741 = !DILocation(line: 0, scope: !1288, inlinedAt: !1742)
!1742 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1740)
!1743 = !DILocation(line: 386, column: 6, scope: !1302, inlinedAt: !1742)
!1744 = !DILocation(line: 386, column: 6, scope: !1288, inlinedAt: !1742)
!1745 = !DILocation(line: 0, scope: !1296, inlinedAt: !1746)
!1746 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1742)
!1747 = !DILocation(line: 0, scope: !1304, inlinedAt: !1748)
!1748 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1746)
!1749 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1748)
!1750 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1748)
!1751 = !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1742)
!1752 = !DILocation(line: 0, scope: !1698)
!1753 = !DILocation(line: 0, scope: !1276, inlinedAt: !1754)
!1754 = distinct !DILocation(line: 12, column: 8, scope: !1707)
!1755 = !DILocation(line: 0, scope: !1282, inlinedAt: !1756)
!1756 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1754)
!1757 = !DILocation(line: 366, column: 24, scope: !1294, inlinedAt: !1756)
!1758 = !DILocation(line: 0, scope: !1288, inlinedAt: !1759)
!1759 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1756)
!1760 = !DILocation(line: 386, column: 6, scope: !1302, inlinedAt: !1759)
!1761 = !DILocation(line: 386, column: 6, scope: !1288, inlinedAt: !1759)
!1762 = !DILocation(line: 0, scope: !1296, inlinedAt: !1763)
!1763 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1759)
!1764 = !DILocation(line: 0, scope: !1304, inlinedAt: !1765)
!1765 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1763)
!1766 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1765)
!1767 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1765)
!1768 = !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1759)
!1769 = !DILocation(line: 0, scope: !1276, inlinedAt: !1770)
!1770 = distinct !DILocation(line: 12, column: 8, scope: !1707)
!1771 = !DILocation(line: 0, scope: !1282, inlinedAt: !1772)
!1772 = distinct !DILocation(line: 733, column: 7, scope: !1286, inlinedAt: !1770)
!1773 = !DILocation(line: 366, column: 24, scope: !1294, inlinedAt: !1772)
!1774 = !DILocation(line: 0, scope: !1288, inlinedAt: !1775)
!1775 = distinct !DILocation(line: 366, column: 2, scope: !1294, inlinedAt: !1772)
!1776 = !DILocation(line: 386, column: 6, scope: !1302, inlinedAt: !1775)
!1777 = !DILocation(line: 386, column: 6, scope: !1288, inlinedAt: !1775)
!1778 = !DILocation(line: 0, scope: !1296, inlinedAt: !1779)
!1779 = distinct !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1775)
!1780 = !DILocation(line: 0, scope: !1304, inlinedAt: !1781)
!1781 = distinct !DILocation(line: 496, column: 13, scope: !1296, inlinedAt: !1779)
!1782 = !DILocation(line: 158, column: 27, scope: !1304, inlinedAt: !1781)
!1783 = !DILocation(line: 158, column: 2, scope: !1304, inlinedAt: !1781)
!1784 = !DILocation(line: 387, column: 4, scope: !1302, inlinedAt: !1775)
!1785 = !DILocation(line: 12, column: 8, scope: !1698)
