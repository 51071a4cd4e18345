; ModuleID = 'vec_pairs.cpp'
source_filename = "vec_pairs.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !941 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !945, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i8** %1, metadata !946, metadata !DIExpression()), !dbg !957
  %3 = icmp sgt i32 %0, 1, !dbg !958
  br i1 %3, label %4, label %15, !dbg !959

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !960
  %6 = load i8*, i8** %5, align 8, !dbg !960, !tbaa !961
  call void @llvm.dbg.value(metadata i8* %6, metadata !775, metadata !DIExpression()) #9, !dbg !965
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !967
  %8 = trunc i64 %7 to i32, !dbg !967
  call void @llvm.dbg.value(metadata i32 %8, metadata !947, metadata !DIExpression()), !dbg !957
  %9 = shl i64 %7, 32, !dbg !968
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !969, metadata !DIExpression()), !dbg !975
  call void @llvm.dbg.value(metadata i64 %9, metadata !972, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !975
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !973, metadata !DIExpression()), !dbg !975
  call void @llvm.dbg.value(metadata i64 %9, metadata !977, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !981
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !980, metadata !DIExpression()), !dbg !981
  %10 = icmp slt i64 %9, 0, !dbg !983
  br i1 %10, label %11, label %12, !dbg !985

11:                                               ; preds = %4
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #10, !dbg !986
  unreachable, !dbg !986

12:                                               ; preds = %4
  %13 = and i64 %7, 4294967295, !dbg !968
  call void @llvm.dbg.value(metadata i64 %13, metadata !972, metadata !DIExpression()), !dbg !975
  call void @llvm.dbg.value(metadata i64 %13, metadata !977, metadata !DIExpression()), !dbg !981
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !987, metadata !DIExpression()), !dbg !993
  call void @llvm.dbg.value(metadata i64 %9, metadata !990, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !993
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !991, metadata !DIExpression()), !dbg !993
  call void @llvm.dbg.value(metadata i32* null, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32* null, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32* null, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !995, metadata !DIExpression()), !dbg !999
  call void @llvm.dbg.value(metadata i64 %9, metadata !998, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !999
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1002, metadata !DIExpression()), !dbg !1006
  call void @llvm.dbg.value(metadata i64 %9, metadata !1005, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1006
  %14 = icmp eq i64 %9, 0, !dbg !1008
  br i1 %14, label %36, label %15, !dbg !1009

15:                                               ; preds = %2, %12
  %16 = phi i32 [ %8, %12 ], [ 1000, %2 ]
  %17 = phi i64 [ %13, %12 ], [ 1000, %2 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1010, metadata !DIExpression()), !dbg !1014
  call void @llvm.dbg.value(metadata i64 %9, metadata !1013, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1014
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1016, metadata !DIExpression()), !dbg !1022
  call void @llvm.dbg.value(metadata i64 %9, metadata !1019, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1022
  call void @llvm.dbg.value(metadata i8* null, metadata !1020, metadata !DIExpression()), !dbg !1022
  %18 = shl nuw nsw i64 %17, 2, !dbg !1024
  %19 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #11, !dbg !1025
  %20 = bitcast i8* %19 to i32*, !dbg !1026
  call void @llvm.dbg.value(metadata i32* %20, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !957
  call void @llvm.dbg.value(metadata !DIArgList(i32* %20, i64 %9), metadata !948, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1027, metadata !DIExpression()), !dbg !1031
  call void @llvm.dbg.value(metadata i64 %9, metadata !1030, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1031
  call void @llvm.dbg.value(metadata i32* %20, metadata !1034, metadata !DIExpression()), !dbg !1045
  call void @llvm.dbg.value(metadata i64 %9, metadata !1040, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1045
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1041, metadata !DIExpression()), !dbg !1045
  call void @llvm.dbg.value(metadata i32* %20, metadata !1047, metadata !DIExpression()), !dbg !1055
  call void @llvm.dbg.value(metadata i64 %9, metadata !1052, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1055
  call void @llvm.dbg.value(metadata i8 1, metadata !1053, metadata !DIExpression()), !dbg !1055
  call void @llvm.dbg.value(metadata i32* %20, metadata !1057, metadata !DIExpression()), !dbg !1074
  call void @llvm.dbg.value(metadata i64 %9, metadata !1064, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1074
  call void @llvm.dbg.value(metadata i32* %20, metadata !1065, metadata !DIExpression()), !dbg !1076
  call void @llvm.dbg.value(metadata i32* %20, metadata !1077, metadata !DIExpression()), !dbg !1085
  store i32 0, i32* %20, align 4, !dbg !1087, !tbaa !1088
  call void @llvm.dbg.value(metadata i32* %20, metadata !1057, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1074
  call void @llvm.dbg.value(metadata i32* %20, metadata !1090, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1100
  call void @llvm.dbg.value(metadata i64 %9, metadata !1096, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1100
  call void @llvm.dbg.value(metadata i32* %20, metadata !1097, metadata !DIExpression()), !dbg !1100
  call void @llvm.dbg.value(metadata i32* %20, metadata !1102, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1122
  call void @llvm.dbg.value(metadata i64 %9, metadata !1117, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1122
  call void @llvm.dbg.value(metadata i32* %20, metadata !1118, metadata !DIExpression()), !dbg !1122
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1119, metadata !DIExpression()), !dbg !1124
  %21 = icmp eq i64 %17, 1, !dbg !1125
  br i1 %21, label %26, label %22, !dbg !1127

22:                                               ; preds = %15
  %23 = getelementptr i32, i32* %20, i64 1, !dbg !1128
  call void @llvm.dbg.value(metadata i32* %23, metadata !1057, metadata !DIExpression()), !dbg !1074
  call void @llvm.dbg.value(metadata i32* %23, metadata !1090, metadata !DIExpression()), !dbg !1100
  call void @llvm.dbg.value(metadata i32* %23, metadata !1102, metadata !DIExpression()), !dbg !1122
  %24 = bitcast i32* %23 to i8*, !dbg !1074
  call void @llvm.dbg.value(metadata i32* %20, metadata !1129, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1138
  call void @llvm.dbg.value(metadata i32* %20, metadata !1135, metadata !DIExpression()), !dbg !1138
  call void @llvm.dbg.value(metadata i32* %20, metadata !1140, metadata !DIExpression()), !dbg !1155
  call void @llvm.dbg.value(metadata i32 0, metadata !1153, metadata !DIExpression()), !dbg !1155
  call void @llvm.dbg.value(metadata i32* %20, metadata !1151, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1155
  %25 = add nsw i64 %18, -4, !dbg !1157
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %24, i8 0, i64 %25, i1 false), !dbg !1159, !tbaa !1088
  call void @llvm.dbg.value(metadata i32 undef, metadata !1151, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1155
  br label %26, !dbg !1161

26:                                               ; preds = %15, %22
  call void @llvm.dbg.value(metadata i32* undef, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32* undef, metadata !1057, metadata !DIExpression()), !dbg !1074
  call void @llvm.dbg.value(metadata i32* undef, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !969, metadata !DIExpression()), !dbg !1162
  call void @llvm.dbg.value(metadata i64 %9, metadata !972, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1162
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !973, metadata !DIExpression()), !dbg !1162
  call void @llvm.dbg.value(metadata i64 %9, metadata !977, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1164
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !980, metadata !DIExpression()), !dbg !1164
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !987, metadata !DIExpression()), !dbg !1166
  call void @llvm.dbg.value(metadata i64 %9, metadata !990, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1166
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !991, metadata !DIExpression()), !dbg !1166
  call void @llvm.dbg.value(metadata i32* null, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32* null, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32* null, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !995, metadata !DIExpression()), !dbg !1168
  call void @llvm.dbg.value(metadata i64 %9, metadata !998, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1168
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1002, metadata !DIExpression()), !dbg !1170
  call void @llvm.dbg.value(metadata i64 %9, metadata !1005, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1170
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1010, metadata !DIExpression()), !dbg !1172
  call void @llvm.dbg.value(metadata i64 %9, metadata !1013, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1172
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1016, metadata !DIExpression()), !dbg !1174
  call void @llvm.dbg.value(metadata i64 %9, metadata !1019, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1174
  call void @llvm.dbg.value(metadata i8* null, metadata !1020, metadata !DIExpression()), !dbg !1174
  %27 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #11
          to label %28 unwind label %51, !dbg !1176

28:                                               ; preds = %26
  %29 = bitcast i8* %27 to i32*, !dbg !1177
  call void @llvm.dbg.value(metadata i32* %29, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !957
  call void @llvm.dbg.value(metadata !DIArgList(i32* %29, i64 %9), metadata !949, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 4, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1027, metadata !DIExpression()), !dbg !1178
  call void @llvm.dbg.value(metadata i64 %9, metadata !1030, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1178
  call void @llvm.dbg.value(metadata i32* %29, metadata !1034, metadata !DIExpression()), !dbg !1180
  call void @llvm.dbg.value(metadata i64 %9, metadata !1040, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1180
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1041, metadata !DIExpression()), !dbg !1180
  call void @llvm.dbg.value(metadata i32* %29, metadata !1047, metadata !DIExpression()), !dbg !1182
  call void @llvm.dbg.value(metadata i64 %9, metadata !1052, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1182
  call void @llvm.dbg.value(metadata i8 1, metadata !1053, metadata !DIExpression()), !dbg !1182
  call void @llvm.dbg.value(metadata i32* %29, metadata !1057, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata i64 %9, metadata !1064, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_stack_value)), !dbg !1184
  call void @llvm.dbg.value(metadata i32* %29, metadata !1065, metadata !DIExpression()), !dbg !1186
  call void @llvm.dbg.value(metadata i32* %29, metadata !1077, metadata !DIExpression()), !dbg !1187
  store i32 0, i32* %29, align 4, !dbg !1189, !tbaa !1088
  call void @llvm.dbg.value(metadata i32* %29, metadata !1057, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1184
  call void @llvm.dbg.value(metadata i32* %29, metadata !1090, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1190
  call void @llvm.dbg.value(metadata i64 %9, metadata !1096, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1190
  call void @llvm.dbg.value(metadata i32* %29, metadata !1097, metadata !DIExpression()), !dbg !1190
  call void @llvm.dbg.value(metadata i32* %29, metadata !1102, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1192
  call void @llvm.dbg.value(metadata i64 %9, metadata !1117, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shra, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1192
  call void @llvm.dbg.value(metadata i32* %29, metadata !1118, metadata !DIExpression()), !dbg !1192
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1119, metadata !DIExpression()), !dbg !1194
  br i1 %21, label %34, label %30, !dbg !1195

30:                                               ; preds = %28
  %31 = getelementptr i32, i32* %29, i64 1, !dbg !1196
  call void @llvm.dbg.value(metadata i32* %31, metadata !1057, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata i32* %31, metadata !1090, metadata !DIExpression()), !dbg !1190
  call void @llvm.dbg.value(metadata i32* %31, metadata !1102, metadata !DIExpression()), !dbg !1192
  %32 = bitcast i32* %31 to i8*, !dbg !1184
  call void @llvm.dbg.value(metadata i32* %29, metadata !1129, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1197
  call void @llvm.dbg.value(metadata i32* %29, metadata !1135, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata i32* %29, metadata !1140, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata i32 0, metadata !1153, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata i32* %29, metadata !1151, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1199
  %33 = add nsw i64 %18, -4, !dbg !1201
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %32, i8 0, i64 %33, i1 false), !dbg !1202, !tbaa !1088
  call void @llvm.dbg.value(metadata i32 undef, metadata !1151, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !1199
  br label %34, !dbg !1203

34:                                               ; preds = %30, %28
  call void @llvm.dbg.value(metadata i32* %29, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32* undef, metadata !1057, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata i32* undef, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32 3, metadata !950, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i32 0, metadata !951, metadata !DIExpression()), !dbg !1204
  %35 = icmp sgt i32 %16, 0, !dbg !1205
  br i1 %35, label %40, label %69, !dbg !1207

36:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i32* %29, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32* undef, metadata !1057, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata i32* undef, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !957
  call void @llvm.dbg.value(metadata i32 3, metadata !950, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i32 0, metadata !951, metadata !DIExpression()), !dbg !1204
  %37 = icmp sgt i32 %8, 0, !dbg !1205
  br i1 %37, label %40, label %38, !dbg !1207

38:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i32 0, metadata !955, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata i64 0, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 0, metadata !953, metadata !DIExpression()), !dbg !957
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i64 noundef 0), !dbg !1209
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1210, metadata !DIExpression()) #9, !dbg !1213
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1215, metadata !DIExpression()) #9, !dbg !1218
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1221, metadata !DIExpression()) #9, !dbg !1226
  call void @llvm.dbg.value(metadata i32* %29, metadata !1224, metadata !DIExpression()) #9, !dbg !1226
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %29), metadata !1225, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1226
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1210, metadata !DIExpression()) #9, !dbg !1229
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1215, metadata !DIExpression()) #9, !dbg !1231
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1221, metadata !DIExpression()) #9, !dbg !1233
  call void @llvm.dbg.value(metadata i32* undef, metadata !1224, metadata !DIExpression()) #9, !dbg !1233
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1225, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1233
  br label %101, !dbg !1235

40:                                               ; preds = %36, %34
  %41 = phi i32* [ null, %36 ], [ %29, %34 ]
  %42 = phi i32 [ %8, %36 ], [ %16, %34 ]
  %43 = phi i32* [ null, %36 ], [ %20, %34 ]
  %44 = zext i32 %42 to i64, !dbg !1205
  br label %53, !dbg !1207

45:                                               ; preds = %53
  call void @llvm.dbg.value(metadata i32 0, metadata !955, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata i64 0, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 0, metadata !953, metadata !DIExpression()), !dbg !957
  %46 = zext i32 %42 to i64, !dbg !1236
  %47 = and i64 %46, 1, !dbg !1238
  %48 = icmp eq i32 %42, 1, !dbg !1238
  br i1 %48, label %71, label %49, !dbg !1238

49:                                               ; preds = %45
  %50 = and i64 %46, 4294967294, !dbg !1238
  br label %102, !dbg !1238

51:                                               ; preds = %26
  %52 = landingpad { i8*, i32 }
          cleanup, !dbg !1239
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1210, metadata !DIExpression()) #9, !dbg !1240
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1215, metadata !DIExpression()) #9, !dbg !1242
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1221, metadata !DIExpression()) #9, !dbg !1244
  call void @llvm.dbg.value(metadata i32* undef, metadata !1224, metadata !DIExpression()) #9, !dbg !1244
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1225, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1244
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1246, metadata !DIExpression()) #9, !dbg !1251
  call void @llvm.dbg.value(metadata i32* undef, metadata !1249, metadata !DIExpression()) #9, !dbg !1251
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1250, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1251
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1254, metadata !DIExpression()) #9, !dbg !1259
  call void @llvm.dbg.value(metadata i32* undef, metadata !1257, metadata !DIExpression()) #9, !dbg !1259
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1258, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1259
  tail call void @_ZdlPv(i8* noundef nonnull %19) #12, !dbg !1261
  resume { i8*, i32 } %52, !dbg !1239

53:                                               ; preds = %40, %53
  %54 = phi i64 [ 0, %40 ], [ %67, %53 ]
  %55 = phi i32 [ 3, %40 ], [ %57, %53 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !951, metadata !DIExpression()), !dbg !1204
  call void @llvm.dbg.value(metadata i32 %55, metadata !950, metadata !DIExpression()), !dbg !957
  %56 = mul i32 %55, 1103515245, !dbg !1262
  %57 = add i32 %56, 12345, !dbg !1264
  call void @llvm.dbg.value(metadata i32 %57, metadata !950, metadata !DIExpression()), !dbg !957
  %58 = lshr i32 %57, 16, !dbg !1265
  %59 = trunc i32 %58 to i16, !dbg !1266
  %60 = urem i16 %59, 100, !dbg !1266
  %61 = zext i16 %60 to i32, !dbg !1266
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1271
  call void @llvm.dbg.value(metadata i64 %54, metadata !1270, metadata !DIExpression()), !dbg !1271
  %62 = getelementptr inbounds i32, i32* %43, i64 %54, !dbg !1273
  store i32 %61, i32* %62, align 4, !dbg !1274, !tbaa !1088
  %63 = trunc i64 %54 to i32, !dbg !1275
  %64 = mul nsw i32 %63, 37, !dbg !1275
  %65 = urem i32 %64, 100, !dbg !1276
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %54, metadata !1270, metadata !DIExpression()), !dbg !1277
  %66 = getelementptr inbounds i32, i32* %41, i64 %54, !dbg !1279
  store i32 %65, i32* %66, align 4, !dbg !1280, !tbaa !1088
  %67 = add nuw nsw i64 %54, 1, !dbg !1281
  call void @llvm.dbg.value(metadata i64 %67, metadata !951, metadata !DIExpression()), !dbg !1204
  %68 = icmp eq i64 %67, %44, !dbg !1205
  br i1 %68, label %45, label %53, !dbg !1207, !llvm.loop !1282

69:                                               ; preds = %34
  call void @llvm.dbg.value(metadata i32 0, metadata !955, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata i64 0, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 0, metadata !953, metadata !DIExpression()), !dbg !957
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef 0, i64 noundef 0), !dbg !1209
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1210, metadata !DIExpression()) #9, !dbg !1213
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1215, metadata !DIExpression()) #9, !dbg !1218
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1221, metadata !DIExpression()) #9, !dbg !1226
  call void @llvm.dbg.value(metadata i32* %29, metadata !1224, metadata !DIExpression()) #9, !dbg !1226
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %29), metadata !1225, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1226
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1246, metadata !DIExpression()) #9, !dbg !1285
  call void @llvm.dbg.value(metadata i32* %29, metadata !1249, metadata !DIExpression()) #9, !dbg !1285
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %29), metadata !1250, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1285
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1254, metadata !DIExpression()) #9, !dbg !1287
  call void @llvm.dbg.value(metadata i32* %29, metadata !1257, metadata !DIExpression()) #9, !dbg !1287
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %29), metadata !1258, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1287
  tail call void @_ZdlPv(i8* noundef nonnull %27) #12, !dbg !1289
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1210, metadata !DIExpression()) #9, !dbg !1229
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1215, metadata !DIExpression()) #9, !dbg !1231
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1221, metadata !DIExpression()) #9, !dbg !1233
  call void @llvm.dbg.value(metadata i32* undef, metadata !1224, metadata !DIExpression()) #9, !dbg !1233
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1225, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1233
  br label %98, !dbg !1235

71:                                               ; preds = %137, %45
  %72 = phi i64 [ undef, %45 ], [ %138, %137 ]
  %73 = phi i64 [ undef, %45 ], [ %139, %137 ]
  %74 = phi i64 [ 0, %45 ], [ %140, %137 ]
  %75 = phi i64 [ 0, %45 ], [ %139, %137 ]
  %76 = phi i64 [ 0, %45 ], [ %138, %137 ]
  %77 = icmp eq i64 %47, 0, !dbg !1290
  br i1 %77, label %92, label %78, !dbg !1290

78:                                               ; preds = %71
  call void @llvm.dbg.value(metadata i64 %74, metadata !955, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata i64 %75, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 %76, metadata !953, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata i64 %74, metadata !1270, metadata !DIExpression()), !dbg !1292
  %79 = getelementptr inbounds i32, i32* %43, i64 %74, !dbg !1295
  %80 = load i32, i32* %79, align 4, !dbg !1296, !tbaa !1088
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1297
  call void @llvm.dbg.value(metadata i64 %74, metadata !1270, metadata !DIExpression()), !dbg !1297
  %81 = getelementptr inbounds i32, i32* %41, i64 %74, !dbg !1299
  %82 = load i32, i32* %81, align 4, !dbg !1300, !tbaa !1088
  %83 = icmp sgt i32 %80, %82, !dbg !1301
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1302
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1304
  call void @llvm.dbg.value(metadata i64 %74, metadata !1270, metadata !DIExpression()), !dbg !1302
  call void @llvm.dbg.value(metadata i64 %74, metadata !1270, metadata !DIExpression()), !dbg !1304
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1308
  call void @llvm.dbg.value(metadata i64 %74, metadata !1270, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata i64 %74, metadata !1270, metadata !DIExpression()), !dbg !1308
  br i1 %83, label %88, label %84, !dbg !1290

84:                                               ; preds = %78
  %85 = sub nsw i32 %82, %80, !dbg !1310
  %86 = sext i32 %85 to i64, !dbg !1311
  %87 = add nsw i64 %75, %86, !dbg !1312
  call void @llvm.dbg.value(metadata i64 %87, metadata !954, metadata !DIExpression()), !dbg !957
  br label %92

88:                                               ; preds = %78
  %89 = sub nsw i32 %80, %82, !dbg !1313
  %90 = sext i32 %89 to i64, !dbg !1314
  %91 = add nsw i64 %76, %90, !dbg !1315
  call void @llvm.dbg.value(metadata i64 %91, metadata !953, metadata !DIExpression()), !dbg !957
  br label %92, !dbg !1316

92:                                               ; preds = %84, %88, %71
  %93 = phi i64 [ %72, %71 ], [ %91, %88 ], [ %76, %84 ], !dbg !957
  %94 = phi i64 [ %73, %71 ], [ %75, %88 ], [ %87, %84 ], !dbg !957
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %93, i64 noundef %94), !dbg !1209
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1210, metadata !DIExpression()) #9, !dbg !1213
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1215, metadata !DIExpression()) #9, !dbg !1218
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1221, metadata !DIExpression()) #9, !dbg !1226
  call void @llvm.dbg.value(metadata i32* %29, metadata !1224, metadata !DIExpression()) #9, !dbg !1226
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %29), metadata !1225, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1226
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1246, metadata !DIExpression()) #9, !dbg !1285
  call void @llvm.dbg.value(metadata i32* %29, metadata !1249, metadata !DIExpression()) #9, !dbg !1285
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %29), metadata !1250, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1285
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1254, metadata !DIExpression()) #9, !dbg !1287
  call void @llvm.dbg.value(metadata i32* %29, metadata !1257, metadata !DIExpression()) #9, !dbg !1287
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* %29), metadata !1258, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1287
  %96 = bitcast i32* %41 to i8*, !dbg !1317
  tail call void @_ZdlPv(i8* noundef %96) #12, !dbg !1289
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1210, metadata !DIExpression()) #9, !dbg !1229
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1215, metadata !DIExpression()) #9, !dbg !1231
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1221, metadata !DIExpression()) #9, !dbg !1233
  call void @llvm.dbg.value(metadata i32* undef, metadata !1224, metadata !DIExpression()) #9, !dbg !1233
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1225, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1233
  %97 = icmp eq i32* %43, null, !dbg !1318
  br i1 %97, label %101, label %98, !dbg !1235

98:                                               ; preds = %69, %92
  %99 = phi i32* [ %20, %69 ], [ %43, %92 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1246, metadata !DIExpression()) #9, !dbg !1319
  call void @llvm.dbg.value(metadata i32* undef, metadata !1249, metadata !DIExpression()) #9, !dbg !1319
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1250, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1319
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1254, metadata !DIExpression()) #9, !dbg !1321
  call void @llvm.dbg.value(metadata i32* undef, metadata !1257, metadata !DIExpression()) #9, !dbg !1321
  call void @llvm.dbg.value(metadata !DIArgList(i32* undef, i32* undef), metadata !1258, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 2, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1321
  %100 = bitcast i32* %99 to i8*, !dbg !1323
  tail call void @_ZdlPv(i8* noundef %100) #12, !dbg !1324
  br label %101, !dbg !1325

101:                                              ; preds = %38, %92, %98
  ret i32 0, !dbg !1239

102:                                              ; preds = %137, %49
  %103 = phi i64 [ 0, %49 ], [ %140, %137 ]
  %104 = phi i64 [ 0, %49 ], [ %139, %137 ]
  %105 = phi i64 [ 0, %49 ], [ %138, %137 ]
  %106 = phi i64 [ 0, %49 ], [ %141, %137 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !955, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata i64 %104, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 %105, metadata !953, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata i64 %103, metadata !1270, metadata !DIExpression()), !dbg !1292
  %107 = getelementptr inbounds i32, i32* %43, i64 %103, !dbg !1295
  %108 = load i32, i32* %107, align 4, !dbg !1296, !tbaa !1088
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1297
  call void @llvm.dbg.value(metadata i64 %103, metadata !1270, metadata !DIExpression()), !dbg !1297
  %109 = getelementptr inbounds i32, i32* %41, i64 %103, !dbg !1299
  %110 = load i32, i32* %109, align 4, !dbg !1300, !tbaa !1088
  %111 = icmp sgt i32 %108, %110, !dbg !1301
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1302
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1304
  call void @llvm.dbg.value(metadata i64 %103, metadata !1270, metadata !DIExpression()), !dbg !1302
  call void @llvm.dbg.value(metadata i64 %103, metadata !1270, metadata !DIExpression()), !dbg !1304
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1308
  call void @llvm.dbg.value(metadata i64 %103, metadata !1270, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata i64 %103, metadata !1270, metadata !DIExpression()), !dbg !1308
  br i1 %111, label %112, label %116, !dbg !1290

112:                                              ; preds = %102
  %113 = sub nsw i32 %108, %110, !dbg !1313
  %114 = sext i32 %113 to i64, !dbg !1314
  %115 = add nsw i64 %105, %114, !dbg !1315
  call void @llvm.dbg.value(metadata i64 %115, metadata !953, metadata !DIExpression()), !dbg !957
  br label %120, !dbg !1316

116:                                              ; preds = %102
  %117 = sub nsw i32 %110, %108, !dbg !1310
  %118 = sext i32 %117 to i64, !dbg !1311
  %119 = add nsw i64 %104, %118, !dbg !1312
  call void @llvm.dbg.value(metadata i64 %119, metadata !954, metadata !DIExpression()), !dbg !957
  br label %120

120:                                              ; preds = %112, %116
  %121 = phi i64 [ %115, %112 ], [ %105, %116 ], !dbg !957
  %122 = phi i64 [ %104, %112 ], [ %119, %116 ], !dbg !957
  call void @llvm.dbg.value(metadata i64 %122, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 %121, metadata !953, metadata !DIExpression()), !dbg !957
  %123 = or i64 %103, 1, !dbg !1326
  call void @llvm.dbg.value(metadata i64 %123, metadata !955, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata i64 %123, metadata !955, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata i64 %122, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 %121, metadata !953, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1292
  call void @llvm.dbg.value(metadata i64 %123, metadata !1270, metadata !DIExpression()), !dbg !1292
  %124 = getelementptr inbounds i32, i32* %43, i64 %123, !dbg !1295
  %125 = load i32, i32* %124, align 4, !dbg !1296, !tbaa !1088
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1297
  call void @llvm.dbg.value(metadata i64 %123, metadata !1270, metadata !DIExpression()), !dbg !1297
  %126 = getelementptr inbounds i32, i32* %41, i64 %123, !dbg !1299
  %127 = load i32, i32* %126, align 4, !dbg !1300, !tbaa !1088
  %128 = icmp sgt i32 %125, %127, !dbg !1301
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1302
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1304
  call void @llvm.dbg.value(metadata i64 %123, metadata !1270, metadata !DIExpression()), !dbg !1302
  call void @llvm.dbg.value(metadata i64 %123, metadata !1270, metadata !DIExpression()), !dbg !1304
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1267, metadata !DIExpression()), !dbg !1308
  call void @llvm.dbg.value(metadata i64 %123, metadata !1270, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata i64 %123, metadata !1270, metadata !DIExpression()), !dbg !1308
  br i1 %128, label %133, label %129, !dbg !1290

129:                                              ; preds = %120
  %130 = sub nsw i32 %127, %125, !dbg !1310
  %131 = sext i32 %130 to i64, !dbg !1311
  %132 = add nsw i64 %122, %131, !dbg !1312
  call void @llvm.dbg.value(metadata i64 %132, metadata !954, metadata !DIExpression()), !dbg !957
  br label %137

133:                                              ; preds = %120
  %134 = sub nsw i32 %125, %127, !dbg !1313
  %135 = sext i32 %134 to i64, !dbg !1314
  %136 = add nsw i64 %121, %135, !dbg !1315
  call void @llvm.dbg.value(metadata i64 %136, metadata !953, metadata !DIExpression()), !dbg !957
  br label %137, !dbg !1316

137:                                              ; preds = %133, %129
  %138 = phi i64 [ %136, %133 ], [ %121, %129 ], !dbg !957
  %139 = phi i64 [ %122, %133 ], [ %132, %129 ], !dbg !957
  call void @llvm.dbg.value(metadata i64 %139, metadata !954, metadata !DIExpression()), !dbg !957
  call void @llvm.dbg.value(metadata i64 %138, metadata !953, metadata !DIExpression()), !dbg !957
  %140 = add nuw nsw i64 %103, 2, !dbg !1326
  call void @llvm.dbg.value(metadata i64 %140, metadata !955, metadata !DIExpression()), !dbg !1208
  %141 = add i64 %106, 2, !dbg !1238
  %142 = icmp eq i64 %141, %50, !dbg !1238
  br i1 %142, label %71, label %102, !dbg !1238, !llvm.loop !1327
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

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!934, !935, !936, !937, !938, !939}
!llvm.ident = !{!940}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !502, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vec_pairs.cpp", directory: "/tmp/ho2", checksumkind: CSK_MD5, checksum: "eb6c12e6360f7e204c5307f605882270")
!2 = !{!3, !4, !7, !75, !78, !34, !501, !37, !43, !9, !13, !16, !141}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !9, file: !8, line: 444, baseType: !19)
!8 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!9 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !10, file: !8, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, templateParams: !234, identifier: "_ZTSSt6vectorIiSaIiEE")
!10 = !DINamespace(name: "std", scope: null)
!11 = !{!12, !235, !254, !270, !271, !276, !279, !282, !286, !292, !296, !302, !307, !311, !321, !324, !327, !330, !335, !336, !340, !343, !346, !349, !352, !358, !364, !365, !366, !371, !376, !377, !378, !379, !380, !381, !382, !385, !386, !389, !390, !391, !392, !395, !396, !404, !411, !414, !415, !416, !419, !422, !423, !424, !427, !430, !433, !437, !438, !441, !444, !447, !450, !453, !456, !459, !460, !461, !462, !463, !466, !467, !470, !471, !472, !478, !481, !486, !489, !492, !495, !498}
!12 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !9, baseType: !13, flags: DIFlagProtected, extraData: i32 0)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !10, file: !8, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !14, templateParams: !234, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!14 = !{!15, !185, !190, !195, !199, !202, !207, !210, !213, !217, !220, !223, !226, !227, !230, !233}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !13, file: !8, line: 371, baseType: !16, size: 192)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !13, file: !8, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !17, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!17 = !{!18, !140, !165, !169, !174, !178, !182}
!18 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !16, baseType: !19, extraData: i32 0)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !13, file: !8, line: 88, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !22, file: !21, line: 120, baseType: !139)
!21 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !23, file: !21, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !87, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !24, file: !21, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !25, templateParams: !136, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!24 = !DINamespace(name: "__gnu_cxx", scope: null)
!25 = !{!26, !122, !125, !128, !132, !133, !134, !135}
!26 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !23, baseType: !27, extraData: i32 0)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !10, file: !28, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !29, templateParams: !120, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!28 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!29 = !{!30, !104, !108, !111, !117}
!30 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !27, file: !28, line: 463, type: !31, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !35, !103}
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !27, file: !28, line: 420, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !27, file: !28, line: 414, baseType: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !10, file: !38, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !39, templateParams: !87, identifier: "_ZTSSaIiE")
!38 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!39 = !{!40, !89, !93, !98, !102}
!40 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !37, baseType: !41, flags: DIFlagPublic, extraData: i32 0)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !10, file: !42, line: 47, baseType: !43)
!42 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!43 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !10, file: !44, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !45, templateParams: !87, identifier: "_ZTSSt15__new_allocatorIiE")
!44 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!45 = !{!46, !50, !55, !56, !63, !71, !80, !83, !86}
!46 = !DISubprogram(name: "__new_allocator", scope: !43, file: !44, line: 80, type: !47, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DISubprogram(name: "__new_allocator", scope: !43, file: !44, line: 83, type: !51, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !49, !53}
!53 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!55 = !DISubprogram(name: "~__new_allocator", scope: !43, file: !44, line: 90, type: !47, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !43, file: !44, line: 93, type: !57, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{!59, !60, !61}
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !43, file: !44, line: 63, baseType: !34)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !43, file: !44, line: 65, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!63 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !43, file: !44, line: 97, type: !64, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !60, !69}
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !43, file: !44, line: 64, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !43, file: !44, line: 66, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !68, size: 64)
!71 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubroutineType(types: !73)
!73 = !{!34, !49, !74, !78}
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !44, line: 60, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !10, file: !76, line: 298, baseType: !77)
!76 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!80 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !43, file: !44, line: 142, type: !81, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !49, !34, !74}
!83 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !43, file: !44, line: 167, type: !84, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{!74, !60}
!86 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !43, file: !44, line: 210, type: !84, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !{!88}
!88 = !DITemplateTypeParameter(name: "_Tp", type: !3)
!89 = !DISubprogram(name: "allocator", scope: !37, file: !38, line: 156, type: !90, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DISubprogram(name: "allocator", scope: !37, file: !38, line: 159, type: !94, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !92, !96}
!96 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!98 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !37, file: !38, line: 164, type: !99, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !92, !96}
!101 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!102 = !DISubprogram(name: "~allocator", scope: !37, file: !38, line: 174, type: !90, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !28, line: 435, baseType: !75)
!104 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !27, file: !28, line: 477, type: !105, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!33, !35, !103, !107}
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !28, line: 429, baseType: !78)
!108 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !27, file: !28, line: 495, type: !109, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !35, !33, !103}
!111 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !27, file: !28, line: 547, type: !112, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !115}
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !27, file: !28, line: 435, baseType: !75)
!115 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!117 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !27, file: !28, line: 562, type: !118, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{!36, !115}
!120 = !{!121}
!121 = !DITemplateTypeParameter(name: "_Alloc", type: !37)
!122 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !23, file: !21, line: 97, type: !123, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{!37, !96}
!125 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !23, file: !21, line: 100, type: !126, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !101, !101}
!128 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !23, file: !21, line: 103, type: !129, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!131}
!131 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!132 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !23, file: !21, line: 106, type: !129, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!133 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !23, file: !21, line: 109, type: !129, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!134 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !23, file: !21, line: 112, type: !129, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!135 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !23, file: !21, line: 115, type: !129, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !{!121, !137}
!137 = !DITemplateTypeParameter(type: !3)
!138 = !{}
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<int>", scope: !27, file: !28, line: 450, baseType: !37)
!140 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !16, baseType: !141, extraData: i32 0)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !13, file: !8, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !142, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!142 = !{!143, !146, !147, !148, !152, !156, !161}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !141, file: !8, line: 94, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !13, file: !8, line: 90, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !23, file: !21, line: 57, baseType: !33)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !141, file: !8, line: 95, baseType: !144, size: 64, offset: 64)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !141, file: !8, line: 96, baseType: !144, size: 64, offset: 128)
!148 = !DISubprogram(name: "_Vector_impl_data", scope: !141, file: !8, line: 99, type: !149, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !DISubprogram(name: "_Vector_impl_data", scope: !141, file: !8, line: 105, type: !153, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !151, !155}
!155 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !141, size: 64)
!156 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !141, file: !8, line: 113, type: !157, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !151, !159}
!159 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!161 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !141, file: !8, line: 122, type: !162, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !151, !164}
!164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !141, size: 64)
!165 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 137, type: !166, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 143, type: !170, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !168, !172}
!172 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!174 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 151, type: !175, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !168, !177}
!177 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16, size: 64)
!178 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 156, type: !179, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !168, !181}
!181 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !19, size: 64)
!182 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 161, type: !183, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !168, !181, !177}
!185 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !13, file: !8, line: 298, type: !186, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{!188, !189}
!188 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!190 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !13, file: !8, line: 303, type: !191, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{!172, !193}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!195 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !13, file: !8, line: 308, type: !196, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{!198, !193}
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !13, file: !8, line: 294, baseType: !37)
!199 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 312, type: !200, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !189}
!202 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 318, type: !203, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !189, !205}
!205 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !198)
!207 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 324, type: !208, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !189, !75}
!210 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 330, type: !211, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !189, !75, !205}
!213 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 335, type: !214, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !189, !216}
!216 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !13, size: 64)
!217 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 340, type: !218, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !189, !181}
!220 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 344, type: !221, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !189, !216, !205}
!223 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 358, type: !224, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !189, !205, !216}
!226 = !DISubprogram(name: "~_Vector_base", scope: !13, file: !8, line: 364, type: !200, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !13, file: !8, line: 375, type: !228, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!144, !189, !75}
!230 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !13, file: !8, line: 383, type: !231, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !189, !144, !75}
!233 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !13, file: !8, line: 393, type: !208, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !{!88, !121}
!235 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !9, file: !8, line: 465, type: !236, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!131, !238}
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !10, file: !239, line: 82, baseType: !240)
!239 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !10, file: !239, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !241, templateParams: !251, identifier: "_ZTSSt17integral_constantIbLb1EE")
!241 = !{!242, !244, !250}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !240, file: !239, line: 64, baseType: !243, flags: DIFlagStaticMember, extraData: i1 true)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!244 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !240, file: !239, line: 67, type: !245, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!247, !248}
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !240, file: !239, line: 65, baseType: !131)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !240)
!250 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !240, file: !239, line: 72, type: !245, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !{!252, !253}
!252 = !DITemplateTypeParameter(name: "_Tp", type: !131)
!253 = !DITemplateValueParameter(name: "__v", type: !131, value: i8 1)
!254 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !9, file: !8, line: 474, type: !255, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{!131, !257}
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !10, file: !239, line: 85, baseType: !258)
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !10, file: !239, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !259, templateParams: !268, identifier: "_ZTSSt17integral_constantIbLb0EE")
!259 = !{!260, !261, !267}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !258, file: !239, line: 64, baseType: !243, flags: DIFlagStaticMember, extraData: i1 false)
!261 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !258, file: !239, line: 67, type: !262, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{!264, !265}
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !258, file: !239, line: 65, baseType: !131)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !258)
!267 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !258, file: !239, line: 72, type: !262, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !{!252, !269}
!269 = !DITemplateValueParameter(name: "__v", type: !131, value: i8 0)
!270 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !9, file: !8, line: 478, type: !129, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!271 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !9, file: !8, line: 487, type: !272, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!274, !274, !274, !274, !275, !238}
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !9, file: !8, line: 449, baseType: !144)
!275 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!276 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !9, file: !8, line: 494, type: !277, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!274, !274, !274, !274, !275, !257}
!279 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !9, file: !8, line: 499, type: !280, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!274, !274, !274, !274, !275}
!282 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 526, type: !283, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{null, !285}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!286 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 537, type: !287, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !285, !289}
!289 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !290, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !9, file: !8, line: 460, baseType: !37)
!292 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 551, type: !293, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !285, !295, !289}
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !8, line: 458, baseType: !75)
!296 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 564, type: !297, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !285, !295, !299, !289}
!299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !9, file: !8, line: 448, baseType: !3)
!302 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 596, type: !303, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !285, !305}
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!307 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 615, type: !308, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !285, !310}
!310 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !9, size: 64)
!311 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 619, type: !312, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !285, !305, !314}
!314 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !10, file: !239, line: 128, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !318, file: !239, line: 125, baseType: !37)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !10, file: !239, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !319, identifier: "_ZTSSt15__type_identityISaIiEE")
!319 = !{!320}
!320 = !DITemplateTypeParameter(name: "_Type", type: !37)
!321 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 630, type: !322, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !285, !310, !289, !238}
!324 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 635, type: !325, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !285, !310, !289, !257}
!327 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 654, type: !328, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !285, !310, !314}
!330 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 673, type: !331, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !285, !333, !289}
!333 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !10, file: !334, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!334 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!335 = !DISubprogram(name: "~vector", scope: !9, file: !8, line: 728, type: !283, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !9, file: !8, line: 746, type: !337, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubroutineType(types: !338)
!338 = !{!339, !285, !305}
!339 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !9, file: !8, line: 761, type: !341, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{!339, !285, !310}
!343 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !9, file: !8, line: 783, type: !344, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!339, !285, !333}
!346 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !9, file: !8, line: 803, type: !347, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !285, !295, !299}
!349 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !9, file: !8, line: 850, type: !350, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !285, !333}
!352 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !9, file: !8, line: 868, type: !353, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!355, !285}
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !9, file: !8, line: 453, baseType: !356)
!356 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !24, file: !357, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!357 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!358 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !9, file: !8, line: 878, type: !359, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!359 = !DISubroutineType(types: !360)
!360 = !{!361, !363}
!361 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !9, file: !8, line: 455, baseType: !362)
!362 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !24, file: !357, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !9, file: !8, line: 888, type: !353, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !9, file: !8, line: 898, type: !359, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!366 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !9, file: !8, line: 908, type: !367, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!367 = !DISubroutineType(types: !368)
!368 = !{!369, !285}
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !9, file: !8, line: 457, baseType: !370)
!370 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !10, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!371 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !9, file: !8, line: 918, type: !372, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!372 = !DISubroutineType(types: !373)
!373 = !{!374, !363}
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !9, file: !8, line: 456, baseType: !375)
!375 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !10, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!376 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !9, file: !8, line: 928, type: !367, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !9, file: !8, line: 938, type: !372, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !9, file: !8, line: 949, type: !359, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !9, file: !8, line: 959, type: !359, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !9, file: !8, line: 969, type: !372, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !9, file: !8, line: 979, type: !372, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !9, file: !8, line: 987, type: !383, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{!295, !363}
!385 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !9, file: !8, line: 993, type: !383, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !9, file: !8, line: 1008, type: !387, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{null, !285, !295}
!389 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !9, file: !8, line: 1029, type: !347, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !9, file: !8, line: 1063, type: !283, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !9, file: !8, line: 1073, type: !383, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !9, file: !8, line: 1083, type: !393, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubroutineType(types: !394)
!394 = !{!131, !363}
!395 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !9, file: !8, line: 1105, type: !387, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !9, file: !8, line: 1121, type: !397, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DISubroutineType(types: !398)
!398 = !{!399, !285, !295}
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !9, file: !8, line: 451, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !23, file: !21, line: 62, baseType: !401)
!401 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !402, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !23, file: !21, line: 56, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !27, file: !28, line: 417, baseType: !3)
!404 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !9, file: !8, line: 1140, type: !405, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!407, !363, !295}
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !9, file: !8, line: 452, baseType: !408)
!408 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !23, file: !21, line: 63, baseType: !409)
!409 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !410, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !402)
!411 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !9, file: !8, line: 1150, type: !412, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{null, !363, !295}
!414 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !9, file: !8, line: 1173, type: !397, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !9, file: !8, line: 1192, type: !405, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !9, file: !8, line: 1204, type: !417, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubroutineType(types: !418)
!418 = !{!399, !285}
!419 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !9, file: !8, line: 1216, type: !420, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!407, !363}
!422 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !9, file: !8, line: 1228, type: !417, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !9, file: !8, line: 1240, type: !420, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !9, file: !8, line: 1255, type: !425, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!34, !285}
!427 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !9, file: !8, line: 1260, type: !428, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{!67, !363}
!430 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !9, file: !8, line: 1276, type: !431, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{null, !285, !299}
!433 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !9, file: !8, line: 1293, type: !434, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{null, !285, !436}
!436 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !301, size: 64)
!437 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !9, file: !8, line: 1317, type: !283, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !9, file: !8, line: 1357, type: !439, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!355, !285, !361, !299}
!441 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !9, file: !8, line: 1388, type: !442, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!355, !285, !361, !436}
!444 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !9, file: !8, line: 1406, type: !445, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{!355, !285, !361, !333}
!447 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !9, file: !8, line: 1432, type: !448, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!355, !285, !361, !295, !299}
!450 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !9, file: !8, line: 1529, type: !451, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!355, !285, !361}
!453 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !9, file: !8, line: 1557, type: !454, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{!355, !285, !361, !361}
!456 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !9, file: !8, line: 1581, type: !457, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{null, !285, !339}
!459 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !9, file: !8, line: 1600, type: !283, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !9, file: !8, line: 1699, type: !347, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !9, file: !8, line: 1710, type: !387, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !9, file: !8, line: 1757, type: !347, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !9, file: !8, line: 1801, type: !464, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{null, !285, !355, !295, !299}
!466 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !9, file: !8, line: 1807, type: !387, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !9, file: !8, line: 1811, type: !468, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!131, !285}
!470 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !9, file: !8, line: 1873, type: !442, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !9, file: !8, line: 1884, type: !442, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !9, file: !8, line: 1891, type: !473, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubroutineType(types: !474)
!474 = !{!475, !363, !295, !476}
!475 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !9, file: !8, line: 458, baseType: !75)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64)
!477 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!478 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !9, file: !8, line: 1902, type: !479, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!479 = !DISubroutineType(types: !480)
!480 = !{!475, !295, !289}
!481 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !9, file: !8, line: 1911, type: !482, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!482 = !DISubroutineType(types: !483)
!483 = !{!475, !484}
!484 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !485, size: 64)
!485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!486 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !9, file: !8, line: 1928, type: !487, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!487 = !DISubroutineType(types: !488)
!488 = !{null, !285, !274}
!489 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !9, file: !8, line: 1941, type: !490, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{!355, !285, !355}
!492 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !9, file: !8, line: 1945, type: !493, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!355, !285, !355, !355}
!495 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !9, file: !8, line: 1954, type: !496, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !285, !310, !238}
!498 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !9, file: !8, line: 1966, type: !499, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{null, !285, !310, !257}
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!502 = !{!503, !562, !568, !573, !577, !579, !581, !583, !585, !592, !597, !602, !606, !610, !614, !619, !623, !625, !629, !635, !639, !644, !646, !651, !655, !659, !661, !665, !669, !671, !675, !677, !679, !683, !687, !691, !695, !699, !703, !705, !712, !716, !720, !724, !726, !728, !732, !736, !737, !738, !739, !740, !741, !745, !749, !755, !759, !764, !766, !772, !776, !780, !789, !793, !797, !801, !805, !809, !813, !817, !821, !825, !832, !836, !840, !842, !844, !848, !853, !858, !862, !866, !868, !875, !879, !886, !888, !892, !896, !900, !904, !909, !914, !919, !920, !921, !922, !924, !925, !926, !927, !928, !929, !930}
!503 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !504, file: !561, line: 98)
!504 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !505, line: 7, baseType: !506)
!505 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!506 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !507, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !508, identifier: "_ZTS8_IO_FILE")
!507 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!508 = !{!509, !510, !511, !512, !513, !514, !515, !516, !517, !518, !519, !520, !521, !524, !526, !527, !528, !532, !534, !536, !540, !543, !545, !548, !551, !552, !553, !556, !557}
!509 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !506, file: !507, line: 51, baseType: !3, size: 32)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !506, file: !507, line: 54, baseType: !5, size: 64, offset: 64)
!511 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !506, file: !507, line: 55, baseType: !5, size: 64, offset: 128)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !506, file: !507, line: 56, baseType: !5, size: 64, offset: 192)
!513 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !506, file: !507, line: 57, baseType: !5, size: 64, offset: 256)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !506, file: !507, line: 58, baseType: !5, size: 64, offset: 320)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !506, file: !507, line: 59, baseType: !5, size: 64, offset: 384)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !506, file: !507, line: 60, baseType: !5, size: 64, offset: 448)
!517 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !506, file: !507, line: 61, baseType: !5, size: 64, offset: 512)
!518 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !506, file: !507, line: 64, baseType: !5, size: 64, offset: 576)
!519 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !506, file: !507, line: 65, baseType: !5, size: 64, offset: 640)
!520 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !506, file: !507, line: 66, baseType: !5, size: 64, offset: 704)
!521 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !506, file: !507, line: 68, baseType: !522, size: 64, offset: 768)
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !523, size: 64)
!523 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !507, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!524 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !506, file: !507, line: 70, baseType: !525, size: 64, offset: 832)
!525 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !506, size: 64)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !506, file: !507, line: 72, baseType: !3, size: 32, offset: 896)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !506, file: !507, line: 73, baseType: !3, size: 32, offset: 928)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !506, file: !507, line: 74, baseType: !529, size: 64, offset: 960)
!529 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !530, line: 152, baseType: !531)
!530 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!531 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!532 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !506, file: !507, line: 77, baseType: !533, size: 16, offset: 1024)
!533 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !506, file: !507, line: 78, baseType: !535, size: 8, offset: 1040)
!535 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !506, file: !507, line: 79, baseType: !537, size: 8, offset: 1048)
!537 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !538)
!538 = !{!539}
!539 = !DISubrange(count: 1)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !506, file: !507, line: 81, baseType: !541, size: 64, offset: 1088)
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !542, size: 64)
!542 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !507, line: 43, baseType: null)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !506, file: !507, line: 89, baseType: !544, size: 64, offset: 1152)
!544 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !530, line: 153, baseType: !531)
!545 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !506, file: !507, line: 91, baseType: !546, size: 64, offset: 1216)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !547, size: 64)
!547 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !507, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!548 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !506, file: !507, line: 92, baseType: !549, size: 64, offset: 1280)
!549 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !550, size: 64)
!550 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !507, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!551 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !506, file: !507, line: 93, baseType: !525, size: 64, offset: 1344)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !506, file: !507, line: 94, baseType: !501, size: 64, offset: 1408)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !506, file: !507, line: 95, baseType: !554, size: 64, offset: 1472)
!554 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !555, line: 46, baseType: !77)
!555 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!556 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !506, file: !507, line: 96, baseType: !3, size: 32, offset: 1536)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !506, file: !507, line: 98, baseType: !558, size: 160, offset: 1568)
!558 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !559)
!559 = !{!560}
!560 = !DISubrange(count: 20)
!561 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !563, file: !561, line: 99)
!563 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !564, line: 84, baseType: !565)
!564 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !566, line: 14, baseType: !567)
!566 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!567 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !566, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !569, file: !561, line: 101)
!569 = !DISubprogram(name: "clearerr", scope: !564, file: !564, line: 786, type: !570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !572}
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !504, size: 64)
!573 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !574, file: !561, line: 102)
!574 = !DISubprogram(name: "fclose", scope: !564, file: !564, line: 178, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!575 = !DISubroutineType(types: !576)
!576 = !{!3, !572}
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !578, file: !561, line: 103)
!578 = !DISubprogram(name: "feof", scope: !564, file: !564, line: 788, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !580, file: !561, line: 104)
!580 = !DISubprogram(name: "ferror", scope: !564, file: !564, line: 790, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !582, file: !561, line: 105)
!582 = !DISubprogram(name: "fflush", scope: !564, file: !564, line: 230, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !584, file: !561, line: 106)
!584 = !DISubprogram(name: "fgetc", scope: !564, file: !564, line: 513, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !586, file: !561, line: 107)
!586 = !DISubprogram(name: "fgetpos", scope: !564, file: !564, line: 760, type: !587, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubroutineType(types: !588)
!588 = !{!3, !589, !590}
!589 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !572)
!590 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !591)
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !563, size: 64)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !593, file: !561, line: 108)
!593 = !DISubprogram(name: "fgets", scope: !564, file: !564, line: 592, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!594 = !DISubroutineType(types: !595)
!595 = !{!5, !596, !3, !589}
!596 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !598, file: !561, line: 109)
!598 = !DISubprogram(name: "fopen", scope: !564, file: !564, line: 258, type: !599, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DISubroutineType(types: !600)
!600 = !{!572, !601, !601}
!601 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !476)
!602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !603, file: !561, line: 110)
!603 = !DISubprogram(name: "fprintf", scope: !564, file: !564, line: 350, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DISubroutineType(types: !605)
!605 = !{!3, !589, !601, null}
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !607, file: !561, line: 111)
!607 = !DISubprogram(name: "fputc", scope: !564, file: !564, line: 549, type: !608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubroutineType(types: !609)
!609 = !{!3, !3, !572}
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !611, file: !561, line: 112)
!611 = !DISubprogram(name: "fputs", scope: !564, file: !564, line: 655, type: !612, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DISubroutineType(types: !613)
!613 = !{!3, !601, !589}
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !615, file: !561, line: 113)
!615 = !DISubprogram(name: "fread", scope: !564, file: !564, line: 675, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubroutineType(types: !617)
!617 = !{!554, !618, !554, !554, !589}
!618 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !501)
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !620, file: !561, line: 114)
!620 = !DISubprogram(name: "freopen", scope: !564, file: !564, line: 265, type: !621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{!572, !601, !601, !589}
!623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !624, file: !561, line: 115)
!624 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !564, file: !564, line: 434, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !626, file: !561, line: 116)
!626 = !DISubprogram(name: "fseek", scope: !564, file: !564, line: 713, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DISubroutineType(types: !628)
!628 = !{!3, !572, !531, !3}
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !630, file: !561, line: 117)
!630 = !DISubprogram(name: "fsetpos", scope: !564, file: !564, line: 765, type: !631, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubroutineType(types: !632)
!632 = !{!3, !572, !633}
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !634, size: 64)
!634 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !563)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !636, file: !561, line: 118)
!636 = !DISubprogram(name: "ftell", scope: !564, file: !564, line: 718, type: !637, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{!531, !572}
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !640, file: !561, line: 119)
!640 = !DISubprogram(name: "fwrite", scope: !564, file: !564, line: 681, type: !641, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!641 = !DISubroutineType(types: !642)
!642 = !{!554, !643, !554, !554, !589}
!643 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !645, file: !561, line: 120)
!645 = !DISubprogram(name: "getc", scope: !564, file: !564, line: 514, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !647, file: !561, line: 121)
!647 = !DISubprogram(name: "getchar", scope: !648, file: !648, line: 47, type: !649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!649 = !DISubroutineType(types: !650)
!650 = !{!3}
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !652, file: !561, line: 126)
!652 = !DISubprogram(name: "perror", scope: !564, file: !564, line: 804, type: !653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DISubroutineType(types: !654)
!654 = !{null, !476}
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !656, file: !561, line: 127)
!656 = !DISubprogram(name: "printf", scope: !564, file: !564, line: 356, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!657 = !DISubroutineType(types: !658)
!658 = !{!3, !601, null}
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !660, file: !561, line: 128)
!660 = !DISubprogram(name: "putc", scope: !564, file: !564, line: 550, type: !608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !662, file: !561, line: 129)
!662 = !DISubprogram(name: "putchar", scope: !648, file: !648, line: 82, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DISubroutineType(types: !664)
!664 = !{!3, !3}
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !666, file: !561, line: 130)
!666 = !DISubprogram(name: "puts", scope: !564, file: !564, line: 661, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubroutineType(types: !668)
!668 = !{!3, !476}
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !670, file: !561, line: 131)
!670 = !DISubprogram(name: "remove", scope: !564, file: !564, line: 152, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !672, file: !561, line: 132)
!672 = !DISubprogram(name: "rename", scope: !564, file: !564, line: 154, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!3, !476, !476}
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !676, file: !561, line: 133)
!676 = !DISubprogram(name: "rewind", scope: !564, file: !564, line: 723, type: !570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !678, file: !561, line: 134)
!678 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !564, file: !564, line: 437, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !680, file: !561, line: 135)
!680 = !DISubprogram(name: "setbuf", scope: !564, file: !564, line: 328, type: !681, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DISubroutineType(types: !682)
!682 = !{null, !589, !596}
!683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !684, file: !561, line: 136)
!684 = !DISubprogram(name: "setvbuf", scope: !564, file: !564, line: 332, type: !685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{!3, !589, !596, !3, !554}
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !688, file: !561, line: 137)
!688 = !DISubprogram(name: "sprintf", scope: !564, file: !564, line: 358, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DISubroutineType(types: !690)
!690 = !{!3, !596, !601, null}
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !692, file: !561, line: 138)
!692 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !564, file: !564, line: 439, type: !693, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DISubroutineType(types: !694)
!694 = !{!3, !601, !601, null}
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !696, file: !561, line: 139)
!696 = !DISubprogram(name: "tmpfile", scope: !564, file: !564, line: 188, type: !697, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!697 = !DISubroutineType(types: !698)
!698 = !{!572}
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !700, file: !561, line: 141)
!700 = !DISubprogram(name: "tmpnam", scope: !564, file: !564, line: 205, type: !701, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DISubroutineType(types: !702)
!702 = !{!5, !5}
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !704, file: !561, line: 143)
!704 = !DISubprogram(name: "ungetc", scope: !564, file: !564, line: 668, type: !608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !706, file: !561, line: 144)
!706 = !DISubprogram(name: "vfprintf", scope: !564, file: !564, line: 365, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!707 = !DISubroutineType(types: !708)
!708 = !{!3, !589, !601, !709}
!709 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !710, size: 64)
!710 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !711, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!711 = !DIFile(filename: "vec_pairs.cpp", directory: "/tmp/ho2")
!712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !713, file: !561, line: 145)
!713 = !DISubprogram(name: "vprintf", scope: !648, file: !648, line: 39, type: !714, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!714 = !DISubroutineType(types: !715)
!715 = !{!3, !601, !709}
!716 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !717, file: !561, line: 146)
!717 = !DISubprogram(name: "vsprintf", scope: !564, file: !564, line: 373, type: !718, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!718 = !DISubroutineType(types: !719)
!719 = !{!3, !596, !601, !709}
!720 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !721, file: !561, line: 175)
!721 = !DISubprogram(name: "snprintf", scope: !564, file: !564, line: 378, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubroutineType(types: !723)
!723 = !{!3, !596, !554, !601, null}
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !725, file: !561, line: 176)
!725 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !564, file: !564, line: 479, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !727, file: !561, line: 177)
!727 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !564, file: !564, line: 484, type: !714, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !729, file: !561, line: 178)
!729 = !DISubprogram(name: "vsnprintf", scope: !564, file: !564, line: 382, type: !730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{!3, !596, !554, !601, !709}
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !733, file: !561, line: 179)
!733 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !564, file: !564, line: 487, type: !734, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DISubroutineType(types: !735)
!735 = !{!3, !601, !601, !709}
!736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !721, file: !561, line: 185)
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !725, file: !561, line: 186)
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !727, file: !561, line: 187)
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !729, file: !561, line: 188)
!740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !733, file: !561, line: 189)
!741 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !742, file: !744, line: 52)
!742 = !DISubprogram(name: "abs", scope: !743, file: !743, line: 861, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!743 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!744 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !746, file: !748, line: 127)
!746 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !743, line: 63, baseType: !747)
!747 = !DICompositeType(tag: DW_TAG_structure_type, file: !743, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!748 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !750, file: !748, line: 128)
!750 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !743, line: 71, baseType: !751)
!751 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !743, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !752, identifier: "_ZTS6ldiv_t")
!752 = !{!753, !754}
!753 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !751, file: !743, line: 69, baseType: !531, size: 64)
!754 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !751, file: !743, line: 70, baseType: !531, size: 64, offset: 64)
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !756, file: !748, line: 130)
!756 = !DISubprogram(name: "abort", scope: !743, file: !743, line: 611, type: !757, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!757 = !DISubroutineType(types: !758)
!758 = !{null}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !760, file: !748, line: 134)
!760 = !DISubprogram(name: "atexit", scope: !743, file: !743, line: 615, type: !761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!761 = !DISubroutineType(types: !762)
!762 = !{!3, !763}
!763 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !757, size: 64)
!764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !765, file: !748, line: 137)
!765 = !DISubprogram(name: "at_quick_exit", scope: !743, file: !743, line: 620, type: !761, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !767, file: !748, line: 140)
!767 = !DISubprogram(name: "atof", scope: !768, file: !768, line: 25, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!769 = !DISubroutineType(types: !770)
!770 = !{!771, !476}
!771 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!772 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !773, file: !748, line: 141)
!773 = distinct !DISubprogram(name: "atoi", scope: !743, file: !743, line: 362, type: !667, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !774)
!774 = !{!775}
!775 = !DILocalVariable(name: "__nptr", arg: 1, scope: !773, file: !743, line: 362, type: !476)
!776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !777, file: !748, line: 142)
!777 = !DISubprogram(name: "atol", scope: !743, file: !743, line: 367, type: !778, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!778 = !DISubroutineType(types: !779)
!779 = !{!531, !476}
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !781, file: !748, line: 143)
!781 = !DISubprogram(name: "bsearch", scope: !782, file: !782, line: 20, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!782 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!783 = !DISubroutineType(types: !784)
!784 = !{!501, !78, !78, !554, !554, !785}
!785 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !743, line: 829, baseType: !786)
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !787, size: 64)
!787 = !DISubroutineType(types: !788)
!788 = !{!3, !78, !78}
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !790, file: !748, line: 144)
!790 = !DISubprogram(name: "calloc", scope: !743, file: !743, line: 556, type: !791, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DISubroutineType(types: !792)
!792 = !{!501, !554, !554}
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !794, file: !748, line: 145)
!794 = !DISubprogram(name: "div", scope: !743, file: !743, line: 873, type: !795, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!795 = !DISubroutineType(types: !796)
!796 = !{!746, !3, !3}
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !798, file: !748, line: 146)
!798 = !DISubprogram(name: "exit", scope: !743, file: !743, line: 637, type: !799, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!799 = !DISubroutineType(types: !800)
!800 = !{null, !3}
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !802, file: !748, line: 147)
!802 = !DISubprogram(name: "free", scope: !743, file: !743, line: 568, type: !803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !501}
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !806, file: !748, line: 148)
!806 = !DISubprogram(name: "getenv", scope: !743, file: !743, line: 654, type: !807, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!807 = !DISubroutineType(types: !808)
!808 = !{!5, !476}
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !810, file: !748, line: 149)
!810 = !DISubprogram(name: "labs", scope: !743, file: !743, line: 862, type: !811, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!811 = !DISubroutineType(types: !812)
!812 = !{!531, !531}
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !814, file: !748, line: 150)
!814 = !DISubprogram(name: "ldiv", scope: !743, file: !743, line: 875, type: !815, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!815 = !DISubroutineType(types: !816)
!816 = !{!750, !531, !531}
!817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !818, file: !748, line: 151)
!818 = !DISubprogram(name: "malloc", scope: !743, file: !743, line: 553, type: !819, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!819 = !DISubroutineType(types: !820)
!820 = !{!501, !554}
!821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !822, file: !748, line: 153)
!822 = !DISubprogram(name: "mblen", scope: !743, file: !743, line: 943, type: !823, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!823 = !DISubroutineType(types: !824)
!824 = !{!3, !476, !554}
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !826, file: !748, line: 154)
!826 = !DISubprogram(name: "mbstowcs", scope: !743, file: !743, line: 954, type: !827, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!827 = !DISubroutineType(types: !828)
!828 = !{!554, !829, !601, !554}
!829 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !830)
!830 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !831, size: 64)
!831 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !833, file: !748, line: 155)
!833 = !DISubprogram(name: "mbtowc", scope: !743, file: !743, line: 946, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!834 = !DISubroutineType(types: !835)
!835 = !{!3, !829, !601, !554}
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !837, file: !748, line: 157)
!837 = !DISubprogram(name: "qsort", scope: !743, file: !743, line: 851, type: !838, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!838 = !DISubroutineType(types: !839)
!839 = !{null, !501, !554, !554, !785}
!840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !841, file: !748, line: 160)
!841 = !DISubprogram(name: "quick_exit", scope: !743, file: !743, line: 643, type: !799, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !843, file: !748, line: 163)
!843 = !DISubprogram(name: "rand", scope: !743, file: !743, line: 454, type: !649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !845, file: !748, line: 164)
!845 = !DISubprogram(name: "realloc", scope: !743, file: !743, line: 564, type: !846, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!846 = !DISubroutineType(types: !847)
!847 = !{!501, !501, !554}
!848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !849, file: !748, line: 165)
!849 = !DISubprogram(name: "srand", scope: !743, file: !743, line: 456, type: !850, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!850 = !DISubroutineType(types: !851)
!851 = !{null, !852}
!852 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!853 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !854, file: !748, line: 166)
!854 = !DISubprogram(name: "strtod", scope: !743, file: !743, line: 118, type: !855, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!855 = !DISubroutineType(types: !856)
!856 = !{!771, !601, !857}
!857 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !859, file: !748, line: 167)
!859 = !DISubprogram(name: "strtol", scope: !743, file: !743, line: 177, type: !860, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DISubroutineType(types: !861)
!861 = !{!531, !601, !857, !3}
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !863, file: !748, line: 168)
!863 = !DISubprogram(name: "strtoul", scope: !743, file: !743, line: 181, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{!77, !601, !857, !3}
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !867, file: !748, line: 169)
!867 = !DISubprogram(name: "system", scope: !743, file: !743, line: 804, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !869, file: !748, line: 171)
!869 = !DISubprogram(name: "wcstombs", scope: !743, file: !743, line: 958, type: !870, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!870 = !DISubroutineType(types: !871)
!871 = !{!554, !596, !872, !554}
!872 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !873)
!873 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !874, size: 64)
!874 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !831)
!875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !876, file: !748, line: 172)
!876 = !DISubprogram(name: "wctomb", scope: !743, file: !743, line: 950, type: !877, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!877 = !DISubroutineType(types: !878)
!878 = !{!3, !5, !831}
!879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !880, file: !748, line: 200)
!880 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !743, line: 81, baseType: !881)
!881 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !743, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !882, identifier: "_ZTS7lldiv_t")
!882 = !{!883, !885}
!883 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !881, file: !743, line: 79, baseType: !884, size: 64)
!884 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!885 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !881, file: !743, line: 80, baseType: !884, size: 64, offset: 64)
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !887, file: !748, line: 206)
!887 = !DISubprogram(name: "_Exit", scope: !743, file: !743, line: 649, type: !799, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !889, file: !748, line: 210)
!889 = !DISubprogram(name: "llabs", scope: !743, file: !743, line: 865, type: !890, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!890 = !DISubroutineType(types: !891)
!891 = !{!884, !884}
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !893, file: !748, line: 216)
!893 = !DISubprogram(name: "lldiv", scope: !743, file: !743, line: 879, type: !894, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!894 = !DISubroutineType(types: !895)
!895 = !{!880, !884, !884}
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !897, file: !748, line: 227)
!897 = !DISubprogram(name: "atoll", scope: !743, file: !743, line: 374, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{!884, !476}
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !901, file: !748, line: 228)
!901 = !DISubprogram(name: "strtoll", scope: !743, file: !743, line: 201, type: !902, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!902 = !DISubroutineType(types: !903)
!903 = !{!884, !601, !857, !3}
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !905, file: !748, line: 229)
!905 = !DISubprogram(name: "strtoull", scope: !743, file: !743, line: 206, type: !906, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!906 = !DISubroutineType(types: !907)
!907 = !{!908, !601, !857, !3}
!908 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !910, file: !748, line: 231)
!910 = !DISubprogram(name: "strtof", scope: !743, file: !743, line: 124, type: !911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!911 = !DISubroutineType(types: !912)
!912 = !{!913, !601, !857}
!913 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!914 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !915, file: !748, line: 232)
!915 = !DISubprogram(name: "strtold", scope: !743, file: !743, line: 127, type: !916, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!916 = !DISubroutineType(types: !917)
!917 = !{!918, !601, !857}
!918 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!919 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !880, file: !748, line: 240)
!920 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !887, file: !748, line: 242)
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !889, file: !748, line: 244)
!922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !923, file: !748, line: 245)
!923 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !24, file: !748, line: 213, type: !894, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!924 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !893, file: !748, line: 246)
!925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !897, file: !748, line: 248)
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !910, file: !748, line: 249)
!927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !901, file: !748, line: 250)
!928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !905, file: !748, line: 251)
!929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !915, file: !748, line: 252)
!930 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !931, entity: !932, file: !933, line: 58)
!931 = !DINamespace(name: "__gnu_debug", scope: null)
!932 = !DINamespace(name: "__debug", scope: !10)
!933 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!934 = !{i32 7, !"Dwarf Version", i32 5}
!935 = !{i32 2, !"Debug Info Version", i32 3}
!936 = !{i32 1, !"wchar_size", i32 4}
!937 = !{i32 7, !"PIC Level", i32 2}
!938 = !{i32 7, !"PIE Level", i32 2}
!939 = !{i32 7, !"uwtable", i32 1}
!940 = !{!"Debian clang version 14.0.6"}
!941 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !942, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !944)
!942 = !DISubroutineType(types: !943)
!943 = !{!3, !3, !4}
!944 = !{!945, !946, !947, !948, !949, !950, !951, !953, !954, !955}
!945 = !DILocalVariable(name: "argc", arg: 1, scope: !941, file: !1, line: 7, type: !3)
!946 = !DILocalVariable(name: "argv", arg: 2, scope: !941, file: !1, line: 7, type: !4)
!947 = !DILocalVariable(name: "n", scope: !941, file: !1, line: 9, type: !3)
!948 = !DILocalVariable(name: "a", scope: !941, file: !1, line: 10, type: !9)
!949 = !DILocalVariable(name: "b", scope: !941, file: !1, line: 10, type: !9)
!950 = !DILocalVariable(name: "s", scope: !941, file: !1, line: 11, type: !852)
!951 = !DILocalVariable(name: "i", scope: !952, file: !1, line: 12, type: !3)
!952 = distinct !DILexicalBlock(scope: !941, file: !1, line: 12, column: 3)
!953 = !DILocalVariable(name: "more", scope: !941, file: !1, line: 17, type: !531)
!954 = !DILocalVariable(name: "less", scope: !941, file: !1, line: 17, type: !531)
!955 = !DILocalVariable(name: "i", scope: !956, file: !1, line: 18, type: !3)
!956 = distinct !DILexicalBlock(scope: !941, file: !1, line: 18, column: 3)
!957 = !DILocation(line: 0, scope: !941)
!958 = !DILocation(line: 9, column: 16, scope: !941)
!959 = !DILocation(line: 9, column: 11, scope: !941)
!960 = !DILocation(line: 9, column: 32, scope: !941)
!961 = !{!962, !962, i64 0}
!962 = !{!"any pointer", !963, i64 0}
!963 = !{!"omnipotent char", !964, i64 0}
!964 = !{!"Simple C++ TBAA"}
!965 = !DILocation(line: 0, scope: !773, inlinedAt: !966)
!966 = distinct !DILocation(line: 9, column: 22, scope: !941)
!967 = !DILocation(line: 364, column: 16, scope: !773, inlinedAt: !966)
!968 = !DILocation(line: 10, column: 22, scope: !941)
!969 = !DILocalVariable(name: "this", arg: 1, scope: !970, type: !974, flags: DIFlagArtificial | DIFlagObjectPointer)
!970 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2EmRKS0_", scope: !9, file: !8, line: 551, type: !293, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !292, retainedNodes: !971)
!971 = !{!969, !972, !973}
!972 = !DILocalVariable(name: "__n", arg: 2, scope: !970, file: !8, line: 551, type: !295)
!973 = !DILocalVariable(name: "__a", arg: 3, scope: !970, file: !8, line: 551, type: !289)
!974 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!975 = !DILocation(line: 0, scope: !970, inlinedAt: !976)
!976 = distinct !DILocation(line: 10, column: 20, scope: !941)
!977 = !DILocalVariable(name: "__n", arg: 1, scope: !978, file: !8, line: 1902, type: !295)
!978 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !9, file: !8, line: 1902, type: !479, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !478, retainedNodes: !979)
!979 = !{!977, !980}
!980 = !DILocalVariable(name: "__a", arg: 2, scope: !978, file: !8, line: 1902, type: !289)
!981 = !DILocation(line: 0, scope: !978, inlinedAt: !982)
!982 = distinct !DILocation(line: 552, column: 15, scope: !970, inlinedAt: !976)
!983 = !DILocation(line: 1904, column: 10, scope: !984, inlinedAt: !982)
!984 = distinct !DILexicalBlock(scope: !978, file: !8, line: 1904, column: 6)
!985 = !DILocation(line: 1904, column: 6, scope: !978, inlinedAt: !982)
!986 = !DILocation(line: 1905, column: 4, scope: !984, inlinedAt: !982)
!987 = !DILocalVariable(name: "this", arg: 1, scope: !988, type: !992, flags: DIFlagArtificial | DIFlagObjectPointer)
!988 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2EmRKS0_", scope: !13, file: !8, line: 330, type: !211, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !210, retainedNodes: !989)
!989 = !{!987, !990, !991}
!990 = !DILocalVariable(name: "__n", arg: 2, scope: !988, file: !8, line: 330, type: !75)
!991 = !DILocalVariable(name: "__a", arg: 3, scope: !988, file: !8, line: 330, type: !205)
!992 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!993 = !DILocation(line: 0, scope: !988, inlinedAt: !994)
!994 = distinct !DILocation(line: 552, column: 9, scope: !970, inlinedAt: !976)
!995 = !DILocalVariable(name: "this", arg: 1, scope: !996, type: !992, flags: DIFlagArtificial | DIFlagObjectPointer)
!996 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !13, file: !8, line: 393, type: !208, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !233, retainedNodes: !997)
!997 = !{!995, !998}
!998 = !DILocalVariable(name: "__n", arg: 2, scope: !996, file: !8, line: 393, type: !75)
!999 = !DILocation(line: 0, scope: !996, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 332, column: 9, scope: !1001, inlinedAt: !994)
!1001 = distinct !DILexicalBlock(scope: !988, file: !8, line: 332, column: 7)
!1002 = !DILocalVariable(name: "this", arg: 1, scope: !1003, type: !992, flags: DIFlagArtificial | DIFlagObjectPointer)
!1003 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !13, file: !8, line: 375, type: !228, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !227, retainedNodes: !1004)
!1004 = !{!1002, !1005}
!1005 = !DILocalVariable(name: "__n", arg: 2, scope: !1003, file: !8, line: 375, type: !75)
!1006 = !DILocation(line: 0, scope: !1003, inlinedAt: !1007)
!1007 = distinct !DILocation(line: 395, column: 33, scope: !996, inlinedAt: !1000)
!1008 = !DILocation(line: 378, column: 13, scope: !1003, inlinedAt: !1007)
!1009 = !DILocation(line: 378, column: 9, scope: !1003, inlinedAt: !1007)
!1010 = !DILocalVariable(name: "__a", arg: 1, scope: !1011, file: !28, line: 463, type: !35)
!1011 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !27, file: !28, line: 463, type: !31, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !30, retainedNodes: !1012)
!1012 = !{!1010, !1013}
!1013 = !DILocalVariable(name: "__n", arg: 2, scope: !1011, file: !28, line: 463, type: !103)
!1014 = !DILocation(line: 0, scope: !1011, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 378, column: 20, scope: !1003, inlinedAt: !1007)
!1016 = !DILocalVariable(name: "this", arg: 1, scope: !1017, type: !1021, flags: DIFlagArtificial | DIFlagObjectPointer)
!1017 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !71, retainedNodes: !1018)
!1018 = !{!1016, !1019, !1020}
!1019 = !DILocalVariable(name: "__n", arg: 2, scope: !1017, file: !44, line: 112, type: !74)
!1020 = !DILocalVariable(arg: 3, scope: !1017, file: !44, line: 112, type: !78)
!1021 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!1022 = !DILocation(line: 0, scope: !1017, inlinedAt: !1023)
!1023 = distinct !DILocation(line: 464, column: 20, scope: !1011, inlinedAt: !1015)
!1024 = !DILocation(line: 137, column: 53, scope: !1017, inlinedAt: !1023)
!1025 = !DILocation(line: 137, column: 27, scope: !1017, inlinedAt: !1023)
!1026 = !DILocation(line: 137, column: 9, scope: !1017, inlinedAt: !1023)
!1027 = !DILocalVariable(name: "this", arg: 1, scope: !1028, type: !974, flags: DIFlagArtificial | DIFlagObjectPointer)
!1028 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !9, file: !8, line: 1710, type: !387, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !461, retainedNodes: !1029)
!1029 = !{!1027, !1030}
!1030 = !DILocalVariable(name: "__n", arg: 2, scope: !1028, file: !8, line: 1710, type: !295)
!1031 = !DILocation(line: 0, scope: !1028, inlinedAt: !1032)
!1032 = distinct !DILocation(line: 553, column: 9, scope: !1033, inlinedAt: !976)
!1033 = distinct !DILexicalBlock(scope: !970, file: !8, line: 553, column: 7)
!1034 = !DILocalVariable(name: "__first", arg: 1, scope: !1035, file: !1036, line: 764, type: !34)
!1035 = distinct !DISubprogram(name: "__uninitialized_default_n_a<int *, unsigned long, int>", linkageName: "_ZSt27__uninitialized_default_n_aIPimiET_S1_T0_RSaIT1_E", scope: !10, file: !1036, line: 764, type: !1037, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1042, retainedNodes: !1039)
!1036 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1037 = !DISubroutineType(types: !1038)
!1038 = !{!34, !34, !77, !101}
!1039 = !{!1034, !1040, !1041}
!1040 = !DILocalVariable(name: "__n", arg: 2, scope: !1035, file: !1036, line: 764, type: !77)
!1041 = !DILocalVariable(arg: 3, scope: !1035, file: !1036, line: 765, type: !101)
!1042 = !{!1043, !1044, !88}
!1043 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !34)
!1044 = !DITemplateTypeParameter(name: "_Size", type: !77)
!1045 = !DILocation(line: 0, scope: !1035, inlinedAt: !1046)
!1046 = distinct !DILocation(line: 1713, column: 4, scope: !1028, inlinedAt: !1032)
!1047 = !DILocalVariable(name: "__first", arg: 1, scope: !1048, file: !1036, line: 691, type: !34)
!1048 = distinct !DISubprogram(name: "__uninitialized_default_n<int *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPimET_S1_T0_", scope: !10, file: !1036, line: 691, type: !1049, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1054, retainedNodes: !1051)
!1049 = !DISubroutineType(types: !1050)
!1050 = !{!34, !34, !77}
!1051 = !{!1047, !1052, !1053}
!1052 = !DILocalVariable(name: "__n", arg: 2, scope: !1048, file: !1036, line: 691, type: !77)
!1053 = !DILocalVariable(name: "__can_fill", scope: !1048, file: !1036, line: 696, type: !243)
!1054 = !{!1043, !1044}
!1055 = !DILocation(line: 0, scope: !1048, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 766, column: 14, scope: !1035, inlinedAt: !1046)
!1057 = !DILocalVariable(name: "__first", arg: 1, scope: !1058, file: !1036, line: 655, type: !34)
!1058 = distinct !DISubprogram(name: "__uninit_default_n<int *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_", scope: !1059, file: !1036, line: 655, type: !1049, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1054, declaration: !1062, retainedNodes: !1063)
!1059 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !10, file: !1036, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !1060, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1060 = !{!1061}
!1061 = !DITemplateValueParameter(name: "_TrivialValueType", type: !131, value: i8 1)
!1062 = !DISubprogram(name: "__uninit_default_n<int *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPimEET_S3_T0_", scope: !1059, file: !1036, line: 655, type: !1049, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1054)
!1063 = !{!1057, !1064, !1065}
!1064 = !DILocalVariable(name: "__n", arg: 2, scope: !1058, file: !1036, line: 655, type: !77)
!1065 = !DILocalVariable(name: "__val", scope: !1066, file: !1036, line: 659, type: !1068)
!1066 = distinct !DILexicalBlock(scope: !1067, file: !1036, line: 658, column: 6)
!1067 = distinct !DILexicalBlock(scope: !1058, file: !1036, line: 657, column: 8)
!1068 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1069, size: 64)
!1069 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1071, file: !1070, line: 213, baseType: !3)
!1070 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1071 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<int *>", scope: !10, file: !1070, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !1072, identifier: "_ZTSSt15iterator_traitsIPiE")
!1072 = !{!1073}
!1073 = !DITemplateTypeParameter(name: "_Iterator", type: !34)
!1074 = !DILocation(line: 0, scope: !1058, inlinedAt: !1075)
!1075 = distinct !DILocation(line: 699, column: 14, scope: !1048, inlinedAt: !1056)
!1076 = !DILocation(line: 0, scope: !1066, inlinedAt: !1075)
!1077 = !DILocalVariable(name: "__p", arg: 1, scope: !1078, file: !1079, line: 109, type: !34)
!1078 = distinct !DISubprogram(name: "_Construct<int>", linkageName: "_ZSt10_ConstructIiJEEvPT_DpOT0_", scope: !10, file: !1079, line: 109, type: !1080, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1083, retainedNodes: !1082)
!1079 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1080 = !DISubroutineType(types: !1081)
!1081 = !{null, !34}
!1082 = !{!1077}
!1083 = !{!88, !1084}
!1084 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !138)
!1085 = !DILocation(line: 0, scope: !1078, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 661, column: 8, scope: !1066, inlinedAt: !1075)
!1087 = !DILocation(line: 119, column: 7, scope: !1078, inlinedAt: !1086)
!1088 = !{!1089, !1089, i64 0}
!1089 = !{!"int", !963, i64 0}
!1090 = !DILocalVariable(name: "__first", arg: 1, scope: !1091, file: !1092, line: 1143, type: !34)
!1091 = distinct !DISubprogram(name: "fill_n<int *, unsigned long, int>", linkageName: "_ZSt6fill_nIPimiET_S1_T0_RKT1_", scope: !10, file: !1092, line: 1143, type: !1093, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1098, retainedNodes: !1095)
!1092 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1093 = !DISubroutineType(types: !1094)
!1094 = !{!34, !34, !77, !70}
!1095 = !{!1090, !1096, !1097}
!1096 = !DILocalVariable(name: "__n", arg: 2, scope: !1091, file: !1092, line: 1143, type: !77)
!1097 = !DILocalVariable(name: "__value", arg: 3, scope: !1091, file: !1092, line: 1143, type: !70)
!1098 = !{!1099, !1044, !88}
!1099 = !DITemplateTypeParameter(name: "_OI", type: !34)
!1100 = !DILocation(line: 0, scope: !1091, inlinedAt: !1101)
!1101 = distinct !DILocation(line: 663, column: 18, scope: !1066, inlinedAt: !1075)
!1102 = !DILocalVariable(name: "__first", arg: 1, scope: !1103, file: !1092, line: 1108, type: !34)
!1103 = distinct !DISubprogram(name: "__fill_n_a<int *, unsigned long, int>", linkageName: "_ZSt10__fill_n_aIPimiET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !10, file: !1092, line: 1108, type: !1104, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1120, retainedNodes: !1116)
!1104 = !DISubroutineType(types: !1105)
!1105 = !{!34, !34, !77, !70, !1106}
!1106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !10, file: !1070, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1107, identifier: "_ZTSSt26random_access_iterator_tag")
!1107 = !{!1108}
!1108 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1106, baseType: !1109, extraData: i32 0)
!1109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !10, file: !1070, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1110, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1110 = !{!1111}
!1111 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1109, baseType: !1112, extraData: i32 0)
!1112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !10, file: !1070, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1113, identifier: "_ZTSSt20forward_iterator_tag")
!1113 = !{!1114}
!1114 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1112, baseType: !1115, extraData: i32 0)
!1115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !10, file: !1070, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !138, identifier: "_ZTSSt18input_iterator_tag")
!1116 = !{!1102, !1117, !1118, !1119}
!1117 = !DILocalVariable(name: "__n", arg: 2, scope: !1103, file: !1092, line: 1108, type: !77)
!1118 = !DILocalVariable(name: "__value", arg: 3, scope: !1103, file: !1092, line: 1108, type: !70)
!1119 = !DILocalVariable(arg: 4, scope: !1103, file: !1092, line: 1109, type: !1106)
!1120 = !{!1121, !1044, !88}
!1121 = !DITemplateTypeParameter(name: "_OutputIterator", type: !34)
!1122 = !DILocation(line: 0, scope: !1103, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 1148, column: 14, scope: !1091, inlinedAt: !1101)
!1124 = !DILocation(line: 1109, column: 40, scope: !1103, inlinedAt: !1123)
!1125 = !DILocation(line: 1114, column: 15, scope: !1126, inlinedAt: !1123)
!1126 = distinct !DILexicalBlock(scope: !1103, file: !1092, line: 1114, column: 11)
!1127 = !DILocation(line: 1114, column: 11, scope: !1103, inlinedAt: !1123)
!1128 = !DILocation(line: 662, column: 8, scope: !1066, inlinedAt: !1075)
!1129 = !DILocalVariable(name: "__first", arg: 1, scope: !1130, file: !1092, line: 967, type: !34)
!1130 = distinct !DISubprogram(name: "__fill_a<int *, int>", linkageName: "_ZSt8__fill_aIPiiEvT_S1_RKT0_", scope: !10, file: !1092, line: 967, type: !1131, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1136, retainedNodes: !1133)
!1131 = !DISubroutineType(types: !1132)
!1132 = !{null, !34, !34, !70}
!1133 = !{!1129, !1134, !1135}
!1134 = !DILocalVariable(name: "__last", arg: 2, scope: !1130, file: !1092, line: 967, type: !34)
!1135 = !DILocalVariable(name: "__value", arg: 3, scope: !1130, file: !1092, line: 967, type: !70)
!1136 = !{!1137, !88}
!1137 = !DITemplateTypeParameter(name: "_FIte", type: !34)
!1138 = !DILocation(line: 0, scope: !1130, inlinedAt: !1139)
!1139 = distinct !DILocation(line: 1119, column: 7, scope: !1103, inlinedAt: !1123)
!1140 = !DILocalVariable(name: "__value", arg: 3, scope: !1141, file: !1092, line: 918, type: !70)
!1141 = distinct !DISubprogram(name: "__fill_a1<int *, int>", linkageName: "_ZSt9__fill_a1IPiiEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !10, file: !1092, line: 917, type: !1142, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1154, retainedNodes: !1150)
!1142 = !DISubroutineType(types: !1143)
!1143 = !{!1144, !34, !34, !70}
!1144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1146, file: !1145, line: 50, baseType: null)
!1145 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !24, file: !1145, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !1147, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1147 = !{!1148, !1149}
!1148 = !DITemplateValueParameter(type: !131, value: i8 1)
!1149 = !DITemplateTypeParameter(type: null)
!1150 = !{!1151, !1152, !1140, !1153}
!1151 = !DILocalVariable(name: "__first", arg: 1, scope: !1141, file: !1092, line: 917, type: !34)
!1152 = !DILocalVariable(name: "__last", arg: 2, scope: !1141, file: !1092, line: 917, type: !34)
!1153 = !DILocalVariable(name: "__tmp", scope: !1141, file: !1092, line: 920, type: !68)
!1154 = !{!1043, !88}
!1155 = !DILocation(line: 0, scope: !1141, inlinedAt: !1156)
!1156 = distinct !DILocation(line: 968, column: 7, scope: !1130, inlinedAt: !1139)
!1157 = !DILocation(line: 921, column: 7, scope: !1158, inlinedAt: !1156)
!1158 = distinct !DILexicalBlock(scope: !1141, file: !1092, line: 921, column: 7)
!1159 = !DILocation(line: 922, column: 11, scope: !1160, inlinedAt: !1156)
!1160 = distinct !DILexicalBlock(scope: !1158, file: !1092, line: 921, column: 7)
!1161 = !DILocation(line: 665, column: 4, scope: !1058, inlinedAt: !1075)
!1162 = !DILocation(line: 0, scope: !970, inlinedAt: !1163)
!1163 = distinct !DILocation(line: 10, column: 26, scope: !941)
!1164 = !DILocation(line: 0, scope: !978, inlinedAt: !1165)
!1165 = distinct !DILocation(line: 552, column: 15, scope: !970, inlinedAt: !1163)
!1166 = !DILocation(line: 0, scope: !988, inlinedAt: !1167)
!1167 = distinct !DILocation(line: 552, column: 9, scope: !970, inlinedAt: !1163)
!1168 = !DILocation(line: 0, scope: !996, inlinedAt: !1169)
!1169 = distinct !DILocation(line: 332, column: 9, scope: !1001, inlinedAt: !1167)
!1170 = !DILocation(line: 0, scope: !1003, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 395, column: 33, scope: !996, inlinedAt: !1169)
!1172 = !DILocation(line: 0, scope: !1011, inlinedAt: !1173)
!1173 = distinct !DILocation(line: 378, column: 20, scope: !1003, inlinedAt: !1171)
!1174 = !DILocation(line: 0, scope: !1017, inlinedAt: !1175)
!1175 = distinct !DILocation(line: 464, column: 20, scope: !1011, inlinedAt: !1173)
!1176 = !DILocation(line: 137, column: 27, scope: !1017, inlinedAt: !1175)
!1177 = !DILocation(line: 137, column: 9, scope: !1017, inlinedAt: !1175)
!1178 = !DILocation(line: 0, scope: !1028, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 553, column: 9, scope: !1033, inlinedAt: !1163)
!1180 = !DILocation(line: 0, scope: !1035, inlinedAt: !1181)
!1181 = distinct !DILocation(line: 1713, column: 4, scope: !1028, inlinedAt: !1179)
!1182 = !DILocation(line: 0, scope: !1048, inlinedAt: !1183)
!1183 = distinct !DILocation(line: 766, column: 14, scope: !1035, inlinedAt: !1181)
!1184 = !DILocation(line: 0, scope: !1058, inlinedAt: !1185)
!1185 = distinct !DILocation(line: 699, column: 14, scope: !1048, inlinedAt: !1183)
!1186 = !DILocation(line: 0, scope: !1066, inlinedAt: !1185)
!1187 = !DILocation(line: 0, scope: !1078, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 661, column: 8, scope: !1066, inlinedAt: !1185)
!1189 = !DILocation(line: 119, column: 7, scope: !1078, inlinedAt: !1188)
!1190 = !DILocation(line: 0, scope: !1091, inlinedAt: !1191)
!1191 = distinct !DILocation(line: 663, column: 18, scope: !1066, inlinedAt: !1185)
!1192 = !DILocation(line: 0, scope: !1103, inlinedAt: !1193)
!1193 = distinct !DILocation(line: 1148, column: 14, scope: !1091, inlinedAt: !1191)
!1194 = !DILocation(line: 1109, column: 40, scope: !1103, inlinedAt: !1193)
!1195 = !DILocation(line: 1114, column: 11, scope: !1103, inlinedAt: !1193)
!1196 = !DILocation(line: 662, column: 8, scope: !1066, inlinedAt: !1185)
!1197 = !DILocation(line: 0, scope: !1130, inlinedAt: !1198)
!1198 = distinct !DILocation(line: 1119, column: 7, scope: !1103, inlinedAt: !1193)
!1199 = !DILocation(line: 0, scope: !1141, inlinedAt: !1200)
!1200 = distinct !DILocation(line: 968, column: 7, scope: !1130, inlinedAt: !1198)
!1201 = !DILocation(line: 921, column: 7, scope: !1158, inlinedAt: !1200)
!1202 = !DILocation(line: 922, column: 11, scope: !1160, inlinedAt: !1200)
!1203 = !DILocation(line: 665, column: 4, scope: !1058, inlinedAt: !1185)
!1204 = !DILocation(line: 0, scope: !952)
!1205 = !DILocation(line: 12, column: 21, scope: !1206)
!1206 = distinct !DILexicalBlock(scope: !952, file: !1, line: 12, column: 3)
!1207 = !DILocation(line: 12, column: 3, scope: !952)
!1208 = !DILocation(line: 0, scope: !956)
!1209 = !DILocation(line: 24, column: 3, scope: !941)
!1210 = !DILocalVariable(name: "this", arg: 1, scope: !1211, type: !974, flags: DIFlagArtificial | DIFlagObjectPointer)
!1211 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !9, file: !8, line: 728, type: !283, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !335, retainedNodes: !1212)
!1212 = !{!1210}
!1213 = !DILocation(line: 0, scope: !1211, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 26, column: 1, scope: !941)
!1215 = !DILocalVariable(name: "this", arg: 1, scope: !1216, type: !992, flags: DIFlagArtificial | DIFlagObjectPointer)
!1216 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !13, file: !8, line: 364, type: !200, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !226, retainedNodes: !1217)
!1217 = !{!1215}
!1218 = !DILocation(line: 0, scope: !1216, inlinedAt: !1219)
!1219 = distinct !DILocation(line: 733, column: 7, scope: !1220, inlinedAt: !1214)
!1220 = distinct !DILexicalBlock(scope: !1211, file: !8, line: 729, column: 7)
!1221 = !DILocalVariable(name: "this", arg: 1, scope: !1222, type: !992, flags: DIFlagArtificial | DIFlagObjectPointer)
!1222 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !13, file: !8, line: 383, type: !231, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !230, retainedNodes: !1223)
!1223 = !{!1221, !1224, !1225}
!1224 = !DILocalVariable(name: "__p", arg: 2, scope: !1222, file: !8, line: 383, type: !144)
!1225 = !DILocalVariable(name: "__n", arg: 3, scope: !1222, file: !8, line: 383, type: !75)
!1226 = !DILocation(line: 0, scope: !1222, inlinedAt: !1227)
!1227 = distinct !DILocation(line: 366, column: 2, scope: !1228, inlinedAt: !1219)
!1228 = distinct !DILexicalBlock(scope: !1216, file: !8, line: 365, column: 7)
!1229 = !DILocation(line: 0, scope: !1211, inlinedAt: !1230)
!1230 = distinct !DILocation(line: 26, column: 1, scope: !941)
!1231 = !DILocation(line: 0, scope: !1216, inlinedAt: !1232)
!1232 = distinct !DILocation(line: 733, column: 7, scope: !1220, inlinedAt: !1230)
!1233 = !DILocation(line: 0, scope: !1222, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 366, column: 2, scope: !1228, inlinedAt: !1232)
!1235 = !DILocation(line: 386, column: 6, scope: !1222, inlinedAt: !1234)
!1236 = !DILocation(line: 18, column: 21, scope: !1237)
!1237 = distinct !DILexicalBlock(scope: !956, file: !1, line: 18, column: 3)
!1238 = !DILocation(line: 18, column: 3, scope: !956)
!1239 = !DILocation(line: 26, column: 1, scope: !941)
!1240 = !DILocation(line: 0, scope: !1211, inlinedAt: !1241)
!1241 = distinct !DILocation(line: 26, column: 1, scope: !941)
!1242 = !DILocation(line: 0, scope: !1216, inlinedAt: !1243)
!1243 = distinct !DILocation(line: 733, column: 7, scope: !1220, inlinedAt: !1241)
!1244 = !DILocation(line: 0, scope: !1222, inlinedAt: !1245)
!1245 = distinct !DILocation(line: 366, column: 2, scope: !1228, inlinedAt: !1243)
!1246 = !DILocalVariable(name: "__a", arg: 1, scope: !1247, file: !28, line: 495, type: !35)
!1247 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !27, file: !28, line: 495, type: !109, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !108, retainedNodes: !1248)
!1248 = !{!1246, !1249, !1250}
!1249 = !DILocalVariable(name: "__p", arg: 2, scope: !1247, file: !28, line: 495, type: !33)
!1250 = !DILocalVariable(name: "__n", arg: 3, scope: !1247, file: !28, line: 495, type: !103)
!1251 = !DILocation(line: 0, scope: !1247, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 387, column: 4, scope: !1253, inlinedAt: !1245)
!1253 = distinct !DILexicalBlock(scope: !1222, file: !8, line: 386, column: 6)
!1254 = !DILocalVariable(name: "this", arg: 1, scope: !1255, type: !1021, flags: DIFlagArtificial | DIFlagObjectPointer)
!1255 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !43, file: !44, line: 142, type: !81, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !80, retainedNodes: !1256)
!1256 = !{!1254, !1257, !1258}
!1257 = !DILocalVariable(name: "__p", arg: 2, scope: !1255, file: !44, line: 142, type: !34)
!1258 = !DILocalVariable(name: "__n", arg: 3, scope: !1255, file: !44, line: 142, type: !74)
!1259 = !DILocation(line: 0, scope: !1255, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 496, column: 13, scope: !1247, inlinedAt: !1252)
!1261 = !DILocation(line: 158, column: 2, scope: !1255, inlinedAt: !1260)
!1262 = !DILocation(line: 13, column: 11, scope: !1263)
!1263 = distinct !DILexicalBlock(scope: !1206, file: !1, line: 12, column: 31)
!1264 = !DILocation(line: 13, column: 25, scope: !1263)
!1265 = !DILocation(line: 14, column: 15, scope: !1263)
!1266 = !DILocation(line: 14, column: 22, scope: !1263)
!1267 = !DILocalVariable(name: "this", arg: 1, scope: !1268, type: !974, flags: DIFlagArtificial | DIFlagObjectPointer)
!1268 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !9, file: !8, line: 1121, type: !397, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !396, retainedNodes: !1269)
!1269 = !{!1267, !1270}
!1270 = !DILocalVariable(name: "__n", arg: 2, scope: !1268, file: !8, line: 1121, type: !295)
!1271 = !DILocation(line: 0, scope: !1268, inlinedAt: !1272)
!1272 = distinct !DILocation(line: 14, column: 5, scope: !1263)
!1273 = !DILocation(line: 1124, column: 34, scope: !1268, inlinedAt: !1272)
!1274 = !DILocation(line: 14, column: 10, scope: !1263)
!1275 = !DILocation(line: 15, column: 15, scope: !1263)
!1276 = !DILocation(line: 15, column: 21, scope: !1263)
!1277 = !DILocation(line: 0, scope: !1268, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 15, column: 5, scope: !1263)
!1279 = !DILocation(line: 1124, column: 34, scope: !1268, inlinedAt: !1278)
!1280 = !DILocation(line: 15, column: 10, scope: !1263)
!1281 = !DILocation(line: 12, column: 27, scope: !1206)
!1282 = distinct !{!1282, !1207, !1283, !1284}
!1283 = !DILocation(line: 16, column: 3, scope: !952)
!1284 = !{!"llvm.loop.mustprogress"}
!1285 = !DILocation(line: 0, scope: !1247, inlinedAt: !1286)
!1286 = distinct !DILocation(line: 387, column: 4, scope: !1253, inlinedAt: !1227)
!1287 = !DILocation(line: 0, scope: !1255, inlinedAt: !1288)
!1288 = distinct !DILocation(line: 496, column: 13, scope: !1247, inlinedAt: !1286)
!1289 = !DILocation(line: 158, column: 2, scope: !1255, inlinedAt: !1288)
!1290 = !DILocation(line: 19, column: 9, scope: !1291)
!1291 = distinct !DILexicalBlock(scope: !1237, file: !1, line: 18, column: 31)
!1292 = !DILocation(line: 0, scope: !1268, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 19, column: 9, scope: !1294)
!1294 = distinct !DILexicalBlock(scope: !1291, file: !1, line: 19, column: 9)
!1295 = !DILocation(line: 1124, column: 34, scope: !1268, inlinedAt: !1293)
!1296 = !DILocation(line: 19, column: 9, scope: !1294)
!1297 = !DILocation(line: 0, scope: !1268, inlinedAt: !1298)
!1298 = distinct !DILocation(line: 19, column: 16, scope: !1294)
!1299 = !DILocation(line: 1124, column: 34, scope: !1268, inlinedAt: !1298)
!1300 = !DILocation(line: 19, column: 16, scope: !1294)
!1301 = !DILocation(line: 19, column: 14, scope: !1294)
!1302 = !DILocation(line: 0, scope: !1268, inlinedAt: !1303)
!1303 = distinct !DILocation(line: 20, column: 15, scope: !1294)
!1304 = !DILocation(line: 0, scope: !1268, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 22, column: 15, scope: !1294)
!1306 = !DILocation(line: 0, scope: !1268, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 20, column: 22, scope: !1294)
!1308 = !DILocation(line: 0, scope: !1268, inlinedAt: !1309)
!1309 = distinct !DILocation(line: 22, column: 22, scope: !1294)
!1310 = !DILocation(line: 22, column: 20, scope: !1294)
!1311 = !DILocation(line: 22, column: 15, scope: !1294)
!1312 = !DILocation(line: 22, column: 12, scope: !1294)
!1313 = !DILocation(line: 20, column: 20, scope: !1294)
!1314 = !DILocation(line: 20, column: 15, scope: !1294)
!1315 = !DILocation(line: 20, column: 12, scope: !1294)
!1316 = !DILocation(line: 20, column: 7, scope: !1294)
!1317 = !DILocation(line: 158, column: 27, scope: !1255, inlinedAt: !1288)
!1318 = !DILocation(line: 386, column: 6, scope: !1253, inlinedAt: !1234)
!1319 = !DILocation(line: 0, scope: !1247, inlinedAt: !1320)
!1320 = distinct !DILocation(line: 387, column: 4, scope: !1253, inlinedAt: !1234)
!1321 = !DILocation(line: 0, scope: !1255, inlinedAt: !1322)
!1322 = distinct !DILocation(line: 496, column: 13, scope: !1247, inlinedAt: !1320)
!1323 = !DILocation(line: 158, column: 27, scope: !1255, inlinedAt: !1322)
!1324 = !DILocation(line: 158, column: 2, scope: !1255, inlinedAt: !1322)
!1325 = !DILocation(line: 387, column: 4, scope: !1253, inlinedAt: !1234)
!1326 = !DILocation(line: 18, column: 27, scope: !1237)
!1327 = distinct !{!1327, !1238, !1328, !1284}
!1328 = !DILocation(line: 23, column: 3, scope: !956)
