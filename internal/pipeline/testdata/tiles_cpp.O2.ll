; ModuleID = 'tiles_cpp.cpp'
source_filename = "tiles_cpp.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !939 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !943, metadata !DIExpression()), !dbg !955
  call void @llvm.dbg.value(metadata i8** %1, metadata !944, metadata !DIExpression()), !dbg !955
  %3 = icmp sgt i32 %0, 1, !dbg !956
  br i1 %3, label %4, label %18, !dbg !957

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !958
  %6 = load i8*, i8** %5, align 8, !dbg !958, !tbaa !959
  %7 = tail call i64 @strtoul(i8* nocapture noundef %6, i8** noundef null, i32 noundef 10) #9, !dbg !963
  call void @llvm.dbg.value(metadata i64 %7, metadata !945, metadata !DIExpression()), !dbg !955
  %8 = icmp eq i32 %0, 2, !dbg !964
  br i1 %8, label %18, label %9, !dbg !965

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !966
  %11 = load i8*, i8** %10, align 8, !dbg !966, !tbaa !959
  %12 = tail call i64 @strtoul(i8* nocapture noundef %11, i8** noundef null, i32 noundef 10) #9, !dbg !967
  call void @llvm.dbg.value(metadata i64 %12, metadata !946, metadata !DIExpression()), !dbg !955
  %13 = icmp ugt i32 %0, 3, !dbg !968
  br i1 %13, label %14, label %18, !dbg !969

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !970
  %16 = load i8*, i8** %15, align 8, !dbg !970, !tbaa !959
  %17 = tail call i64 @strtoul(i8* nocapture noundef %16, i8** noundef null, i32 noundef 10) #9, !dbg !971
  br label %18, !dbg !969

18:                                               ; preds = %2, %4, %9, %14
  %19 = phi i64 [ %12, %14 ], [ %12, %9 ], [ 70, %4 ], [ 70, %2 ]
  %20 = phi i64 [ %7, %14 ], [ %7, %9 ], [ %7, %4 ], [ 100, %2 ]
  %21 = phi i64 [ %17, %14 ], [ 16, %9 ], [ 16, %4 ], [ 16, %2 ], !dbg !969
  call void @llvm.dbg.value(metadata i64 %21, metadata !947, metadata !DIExpression()), !dbg !955
  %22 = mul i64 %20, %19, !dbg !972
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !973, metadata !DIExpression()), !dbg !979
  call void @llvm.dbg.value(metadata i64 %22, metadata !976, metadata !DIExpression()), !dbg !979
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !977, metadata !DIExpression()), !dbg !979
  call void @llvm.dbg.value(metadata i64 %22, metadata !981, metadata !DIExpression()), !dbg !985
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !984, metadata !DIExpression()), !dbg !985
  %23 = icmp ugt i64 %22, 1152921504606846975, !dbg !987
  br i1 %23, label %24, label %25, !dbg !989

24:                                               ; preds = %18
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #10, !dbg !990
  unreachable, !dbg !990

25:                                               ; preds = %18
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !991, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata i64 %22, metadata !994, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !995, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata double* null, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !955
  call void @llvm.dbg.value(metadata double* null, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !955
  call void @llvm.dbg.value(metadata double* null, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !999, metadata !DIExpression()), !dbg !1003
  call void @llvm.dbg.value(metadata i64 %22, metadata !1002, metadata !DIExpression()), !dbg !1003
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1006, metadata !DIExpression()), !dbg !1010
  call void @llvm.dbg.value(metadata i64 %22, metadata !1009, metadata !DIExpression()), !dbg !1010
  %26 = icmp eq i64 %22, 0, !dbg !1012
  br i1 %26, label %56, label %27, !dbg !1013

27:                                               ; preds = %25
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1014, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata i64 %22, metadata !1017, metadata !DIExpression()), !dbg !1018
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1020, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata i64 %22, metadata !1023, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata i8* null, metadata !1024, metadata !DIExpression()), !dbg !1026
  %28 = shl nuw nsw i64 %22, 3, !dbg !1028
  %29 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %28) #11, !dbg !1029
  %30 = bitcast i8* %29 to double*, !dbg !1030
  call void @llvm.dbg.value(metadata double* %30, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !955
  call void @llvm.dbg.value(metadata !DIArgList(double* %30, i64 %22), metadata !948, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1031, metadata !DIExpression()), !dbg !1035
  call void @llvm.dbg.value(metadata i64 %22, metadata !1034, metadata !DIExpression()), !dbg !1035
  call void @llvm.dbg.value(metadata double* %30, metadata !1038, metadata !DIExpression()), !dbg !1049
  call void @llvm.dbg.value(metadata i64 %22, metadata !1044, metadata !DIExpression()), !dbg !1049
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1045, metadata !DIExpression()), !dbg !1049
  call void @llvm.dbg.value(metadata double* %30, metadata !1051, metadata !DIExpression()), !dbg !1059
  call void @llvm.dbg.value(metadata i64 %22, metadata !1056, metadata !DIExpression()), !dbg !1059
  call void @llvm.dbg.value(metadata i8 1, metadata !1057, metadata !DIExpression()), !dbg !1059
  call void @llvm.dbg.value(metadata double* %30, metadata !1061, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata i64 %22, metadata !1068, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata double* %30, metadata !1069, metadata !DIExpression()), !dbg !1080
  call void @llvm.dbg.value(metadata double* %30, metadata !1081, metadata !DIExpression()), !dbg !1089
  store double 0.000000e+00, double* %30, align 8, !dbg !1091, !tbaa !1092
  call void @llvm.dbg.value(metadata double* %30, metadata !1061, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1078
  call void @llvm.dbg.value(metadata double* %30, metadata !1094, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1105
  call void @llvm.dbg.value(metadata i64 %22, metadata !1100, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1105
  call void @llvm.dbg.value(metadata double* %30, metadata !1102, metadata !DIExpression()), !dbg !1105
  call void @llvm.dbg.value(metadata double* %30, metadata !1107, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1127
  call void @llvm.dbg.value(metadata i64 %22, metadata !1122, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1127
  call void @llvm.dbg.value(metadata double* %30, metadata !1123, metadata !DIExpression()), !dbg !1127
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1124, metadata !DIExpression()), !dbg !1129
  %31 = icmp eq i64 %22, 1, !dbg !1130
  br i1 %31, label %36, label %32, !dbg !1132

32:                                               ; preds = %27
  %33 = getelementptr double, double* %30, i64 1, !dbg !1133
  call void @llvm.dbg.value(metadata double* %33, metadata !1061, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata double* %33, metadata !1094, metadata !DIExpression()), !dbg !1105
  call void @llvm.dbg.value(metadata double* %33, metadata !1107, metadata !DIExpression()), !dbg !1127
  %34 = bitcast double* %33 to i8*, !dbg !1078
  call void @llvm.dbg.value(metadata double* %30, metadata !1134, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1143
  call void @llvm.dbg.value(metadata double* %30, metadata !1140, metadata !DIExpression()), !dbg !1143
  call void @llvm.dbg.value(metadata double* %30, metadata !1145, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1158, metadata !DIExpression()), !dbg !1160
  call void @llvm.dbg.value(metadata double* %30, metadata !1156, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1160
  %35 = add nsw i64 %28, -8, !dbg !1162
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %34, i8 0, i64 %35, i1 false), !dbg !1164, !tbaa !1092
  call void @llvm.dbg.value(metadata i32 undef, metadata !1156, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1160
  br label %36, !dbg !1166

36:                                               ; preds = %27, %32
  call void @llvm.dbg.value(metadata double* undef, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !955
  call void @llvm.dbg.value(metadata double* undef, metadata !1061, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata double* undef, metadata !948, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !973, metadata !DIExpression()), !dbg !1167
  call void @llvm.dbg.value(metadata i64 %22, metadata !976, metadata !DIExpression()), !dbg !1167
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !977, metadata !DIExpression()), !dbg !1167
  call void @llvm.dbg.value(metadata i64 %22, metadata !981, metadata !DIExpression()), !dbg !1169
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !984, metadata !DIExpression()), !dbg !1169
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !991, metadata !DIExpression()), !dbg !1171
  call void @llvm.dbg.value(metadata i64 %22, metadata !994, metadata !DIExpression()), !dbg !1171
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !995, metadata !DIExpression()), !dbg !1171
  call void @llvm.dbg.value(metadata double* null, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !955
  call void @llvm.dbg.value(metadata double* null, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !955
  call void @llvm.dbg.value(metadata double* null, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !999, metadata !DIExpression()), !dbg !1173
  call void @llvm.dbg.value(metadata i64 %22, metadata !1002, metadata !DIExpression()), !dbg !1173
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1006, metadata !DIExpression()), !dbg !1175
  call void @llvm.dbg.value(metadata i64 %22, metadata !1009, metadata !DIExpression()), !dbg !1175
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1014, metadata !DIExpression()), !dbg !1177
  call void @llvm.dbg.value(metadata i64 %22, metadata !1017, metadata !DIExpression()), !dbg !1177
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1020, metadata !DIExpression()), !dbg !1179
  call void @llvm.dbg.value(metadata i64 %22, metadata !1023, metadata !DIExpression()), !dbg !1179
  call void @llvm.dbg.value(metadata i8* null, metadata !1024, metadata !DIExpression()), !dbg !1179
  %37 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %28) #11
          to label %38 unwind label %262, !dbg !1181

38:                                               ; preds = %36
  %39 = bitcast i8* %37 to double*, !dbg !1182
  call void @llvm.dbg.value(metadata double* %39, metadata !949, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !955
  call void @llvm.dbg.value(metadata !DIArgList(double* %39, i64 %22), metadata !949, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1031, metadata !DIExpression()), !dbg !1183
  call void @llvm.dbg.value(metadata i64 %22, metadata !1034, metadata !DIExpression()), !dbg !1183
  call void @llvm.dbg.value(metadata double* %39, metadata !1038, metadata !DIExpression()), !dbg !1185
  call void @llvm.dbg.value(metadata i64 %22, metadata !1044, metadata !DIExpression()), !dbg !1185
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1045, metadata !DIExpression()), !dbg !1185
  call void @llvm.dbg.value(metadata double* %39, metadata !1051, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata i64 %22, metadata !1056, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata i8 1, metadata !1057, metadata !DIExpression()), !dbg !1187
  call void @llvm.dbg.value(metadata double* %39, metadata !1061, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata i64 %22, metadata !1068, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata double* %39, metadata !1069, metadata !DIExpression()), !dbg !1191
  call void @llvm.dbg.value(metadata double* %39, metadata !1081, metadata !DIExpression()), !dbg !1192
  store double 0.000000e+00, double* %39, align 8, !dbg !1194, !tbaa !1092
  call void @llvm.dbg.value(metadata double* %39, metadata !1061, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1189
  call void @llvm.dbg.value(metadata double* %39, metadata !1094, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1195
  call void @llvm.dbg.value(metadata i64 %22, metadata !1100, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1195
  call void @llvm.dbg.value(metadata double* %39, metadata !1102, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata double* %39, metadata !1107, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1197
  call void @llvm.dbg.value(metadata i64 %22, metadata !1122, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1197
  call void @llvm.dbg.value(metadata double* %39, metadata !1123, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1124, metadata !DIExpression()), !dbg !1199
  br i1 %31, label %40, label %45, !dbg !1200

40:                                               ; preds = %45, %38
  %41 = and i64 %22, 1, !dbg !1201
  %42 = icmp eq i64 %22, 1, !dbg !1201
  br i1 %42, label %49, label %43, !dbg !1201

43:                                               ; preds = %40
  %44 = and i64 %22, -2, !dbg !1201
  br label %207, !dbg !1201

45:                                               ; preds = %38
  %46 = getelementptr double, double* %39, i64 1, !dbg !1202
  call void @llvm.dbg.value(metadata double* %46, metadata !1061, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata double* %46, metadata !1094, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata double* %46, metadata !1107, metadata !DIExpression()), !dbg !1197
  %47 = bitcast double* %46 to i8*, !dbg !1189
  call void @llvm.dbg.value(metadata double* %39, metadata !1134, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1203
  call void @llvm.dbg.value(metadata double* %39, metadata !1140, metadata !DIExpression()), !dbg !1203
  call void @llvm.dbg.value(metadata double* %39, metadata !1145, metadata !DIExpression()), !dbg !1205
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1158, metadata !DIExpression()), !dbg !1205
  call void @llvm.dbg.value(metadata double* %39, metadata !1156, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1205
  %48 = add nsw i64 %28, -8, !dbg !1207
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %47, i8 0, i64 %48, i1 false), !dbg !1208, !tbaa !1092
  call void @llvm.dbg.value(metadata i32 undef, metadata !1156, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1205
  br label %40, !dbg !1209

49:                                               ; preds = %207, %40
  %50 = phi i64 [ 0, %40 ], [ %217, %207 ]
  %51 = icmp eq i64 %41, 0, !dbg !1201
  br i1 %51, label %56, label %52, !dbg !1201

52:                                               ; preds = %49
  call void @llvm.dbg.value(metadata i64 %50, metadata !950, metadata !DIExpression()), !dbg !1210
  %53 = urem i64 %50, 7, !dbg !1211
  %54 = uitofp i64 %53 to double, !dbg !1213
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1214, metadata !DIExpression()), !dbg !1218
  call void @llvm.dbg.value(metadata i64 %50, metadata !1217, metadata !DIExpression()), !dbg !1218
  %55 = getelementptr inbounds double, double* %30, i64 %50, !dbg !1220
  store double %54, double* %55, align 8, !dbg !1221, !tbaa !1092
  call void @llvm.dbg.value(metadata i64 %50, metadata !950, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !1210
  br label %56, !dbg !1222

56:                                               ; preds = %52, %49, %25
  %57 = phi double* [ null, %25 ], [ %39, %49 ], [ %39, %52 ]
  %58 = phi double* [ null, %25 ], [ %30, %49 ], [ %30, %52 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1229, metadata !DIExpression()), !dbg !1244
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1230, metadata !DIExpression()), !dbg !1244
  call void @llvm.dbg.value(metadata i64 %7, metadata !1231, metadata !DIExpression()), !dbg !1244
  call void @llvm.dbg.value(metadata i64 %12, metadata !1232, metadata !DIExpression()), !dbg !1244
  call void @llvm.dbg.value(metadata i64 %21, metadata !1233, metadata !DIExpression()), !dbg !1244
  call void @llvm.dbg.value(metadata i64 0, metadata !1234, metadata !DIExpression()), !dbg !1245
  %59 = icmp eq i64 %20, 0, !dbg !1222
  br i1 %59, label %201, label %60, !dbg !1246

60:                                               ; preds = %56
  %61 = icmp eq i64 %19, 0
  %62 = mul i64 %19, %21
  %63 = icmp eq i64 %20, 1
  br label %64, !dbg !1246

64:                                               ; preds = %107, %60
  %65 = phi i64 [ %109, %107 ], [ 0, %60 ]
  %66 = phi i64 [ %68, %107 ], [ 0, %60 ]
  call void @llvm.dbg.value(metadata i64 %66, metadata !1234, metadata !DIExpression()), !dbg !1245
  call void @llvm.dbg.value(metadata i64 0, metadata !1235, metadata !DIExpression()), !dbg !1247
  call void @llvm.dbg.value(metadata i64 %12, metadata !1232, metadata !DIExpression()), !dbg !1244
  %67 = mul i64 %62, %65
  %68 = add i64 %66, %21
  br i1 %61, label %107, label %69, !dbg !1248

69:                                               ; preds = %64
  %70 = icmp ugt i64 %68, %20
  %71 = select i1 %70, i64 %20, i64 %68
  %72 = icmp ult i64 %66, %71
  br label %73, !dbg !1248

73:                                               ; preds = %184, %69
  %74 = phi i64 [ %186, %184 ], [ 0, %69 ]
  %75 = phi i64 [ %93, %184 ], [ 0, %69 ]
  call void @llvm.dbg.value(metadata i64 %75, metadata !1235, metadata !DIExpression()), !dbg !1247
  call void @llvm.dbg.value(metadata i64 %66, metadata !1237, metadata !DIExpression()), !dbg !1249
  %76 = add i64 %21, %75
  %77 = call i64 @llvm.umin.i64(i64 %19, i64 %76)
  %78 = mul i64 %21, %74
  %79 = sub i64 %77, %78
  %80 = add i64 %79, -4
  %81 = lshr i64 %80, 2
  %82 = add nuw nsw i64 %81, 1
  %83 = add i64 %21, %75
  %84 = call i64 @llvm.umin.i64(i64 %19, i64 %83)
  %85 = mul i64 %21, %74
  %86 = sub i64 %84, %85
  %87 = add i64 %66, %75
  %88 = add i64 %21, %75
  %89 = call i64 @llvm.umin.i64(i64 %19, i64 %88)
  %90 = add i64 %66, %89
  %91 = add i64 %67, %75
  %92 = add i64 %67, %89
  %93 = add i64 %75, %21
  br i1 %72, label %94, label %184, !dbg !1250

94:                                               ; preds = %73
  %95 = icmp ugt i64 %93, %19
  %96 = select i1 %95, i64 %19, i64 %93
  %97 = icmp ult i64 %75, %96
  %98 = icmp ugt i64 %86, 3
  %99 = select i1 %98, i1 %63, i1 false
  %100 = and i64 %86, -4
  %101 = add i64 %75, %100
  %102 = and i64 %82, 1
  %103 = icmp ult i64 %80, 4
  %104 = and i64 %82, 9223372036854775806
  %105 = icmp eq i64 %102, 0
  %106 = icmp eq i64 %86, %100
  br label %110, !dbg !1250

107:                                              ; preds = %184, %64
  call void @llvm.dbg.value(metadata i64 %68, metadata !1234, metadata !DIExpression()), !dbg !1245
  call void @llvm.dbg.value(metadata i64 %7, metadata !1231, metadata !DIExpression()), !dbg !1244
  %108 = icmp ult i64 %68, %20, !dbg !1222
  %109 = add i64 %65, 1, !dbg !1246
  br i1 %108, label %64, label %201, !dbg !1246, !llvm.loop !1251

110:                                              ; preds = %187, %94
  %111 = phi i64 [ %190, %187 ], [ 0, %94 ]
  %112 = phi i64 [ %188, %187 ], [ %66, %94 ]
  call void @llvm.dbg.value(metadata i64 %112, metadata !1237, metadata !DIExpression()), !dbg !1249
  call void @llvm.dbg.value(metadata i64 %75, metadata !1240, metadata !DIExpression()), !dbg !1254
  %113 = add i64 %87, %111, !dbg !1255
  %114 = getelementptr double, double* %57, i64 %113, !dbg !1255
  %115 = add i64 %90, %111, !dbg !1255
  %116 = getelementptr double, double* %57, i64 %115, !dbg !1255
  %117 = mul i64 %19, %111, !dbg !1255
  %118 = add i64 %91, %117, !dbg !1255
  %119 = getelementptr double, double* %58, i64 %118, !dbg !1255
  %120 = add i64 %92, %117, !dbg !1255
  %121 = getelementptr double, double* %58, i64 %120, !dbg !1255
  br i1 %97, label %122, label %187, !dbg !1255

122:                                              ; preds = %110
  %123 = mul i64 %112, %19
  br i1 %99, label %124, label %182, !dbg !1255

124:                                              ; preds = %122
  %125 = icmp ult double* %114, %121, !dbg !1255
  %126 = icmp ult double* %119, %116, !dbg !1255
  %127 = and i1 %125, %126, !dbg !1255
  br i1 %127, label %182, label %128

128:                                              ; preds = %124
  br i1 %103, label %164, label %129, !dbg !1255

129:                                              ; preds = %128, %129
  %130 = phi i64 [ %161, %129 ], [ 0, %128 ]
  %131 = phi i64 [ %162, %129 ], [ 0, %128 ]
  %132 = add i64 %75, %130
  %133 = add i64 %132, %123, !dbg !1256
  %134 = getelementptr inbounds double, double* %58, i64 %133, !dbg !1258
  %135 = bitcast double* %134 to <2 x double>*, !dbg !1265
  %136 = load <2 x double>, <2 x double>* %135, align 8, !dbg !1265, !tbaa !1092, !alias.scope !1266
  %137 = getelementptr inbounds double, double* %134, i64 2, !dbg !1265
  %138 = bitcast double* %137 to <2 x double>*, !dbg !1265
  %139 = load <2 x double>, <2 x double>* %138, align 8, !dbg !1265, !tbaa !1092, !alias.scope !1266
  %140 = mul i64 %132, %20, !dbg !1269
  %141 = add i64 %140, %112, !dbg !1270
  %142 = getelementptr inbounds double, double* %57, i64 %141, !dbg !1271
  %143 = bitcast double* %142 to <2 x double>*, !dbg !1273
  store <2 x double> %136, <2 x double>* %143, align 8, !dbg !1273, !tbaa !1092, !alias.scope !1274, !noalias !1266
  %144 = getelementptr inbounds double, double* %142, i64 2, !dbg !1273
  %145 = bitcast double* %144 to <2 x double>*, !dbg !1273
  store <2 x double> %139, <2 x double>* %145, align 8, !dbg !1273, !tbaa !1092, !alias.scope !1274, !noalias !1266
  %146 = or i64 %130, 4
  %147 = add i64 %75, %146
  %148 = add i64 %147, %123, !dbg !1256
  %149 = getelementptr inbounds double, double* %58, i64 %148, !dbg !1258
  %150 = bitcast double* %149 to <2 x double>*, !dbg !1265
  %151 = load <2 x double>, <2 x double>* %150, align 8, !dbg !1265, !tbaa !1092, !alias.scope !1266
  %152 = getelementptr inbounds double, double* %149, i64 2, !dbg !1265
  %153 = bitcast double* %152 to <2 x double>*, !dbg !1265
  %154 = load <2 x double>, <2 x double>* %153, align 8, !dbg !1265, !tbaa !1092, !alias.scope !1266
  %155 = mul i64 %147, %20, !dbg !1269
  %156 = add i64 %155, %112, !dbg !1270
  %157 = getelementptr inbounds double, double* %57, i64 %156, !dbg !1271
  %158 = bitcast double* %157 to <2 x double>*, !dbg !1273
  store <2 x double> %151, <2 x double>* %158, align 8, !dbg !1273, !tbaa !1092, !alias.scope !1274, !noalias !1266
  %159 = getelementptr inbounds double, double* %157, i64 2, !dbg !1273
  %160 = bitcast double* %159 to <2 x double>*, !dbg !1273
  store <2 x double> %154, <2 x double>* %160, align 8, !dbg !1273, !tbaa !1092, !alias.scope !1274, !noalias !1266
  %161 = add nuw i64 %130, 8
  %162 = add i64 %131, 2
  %163 = icmp eq i64 %162, %104
  br i1 %163, label %164, label %129, !llvm.loop !1276

164:                                              ; preds = %129, %128
  %165 = phi i64 [ 0, %128 ], [ %161, %129 ]
  br i1 %105, label %181, label %166

166:                                              ; preds = %164
  %167 = add i64 %75, %165
  %168 = add i64 %167, %123, !dbg !1256
  %169 = getelementptr inbounds double, double* %58, i64 %168, !dbg !1258
  %170 = bitcast double* %169 to <2 x double>*, !dbg !1265
  %171 = load <2 x double>, <2 x double>* %170, align 8, !dbg !1265, !tbaa !1092, !alias.scope !1266
  %172 = getelementptr inbounds double, double* %169, i64 2, !dbg !1265
  %173 = bitcast double* %172 to <2 x double>*, !dbg !1265
  %174 = load <2 x double>, <2 x double>* %173, align 8, !dbg !1265, !tbaa !1092, !alias.scope !1266
  %175 = mul i64 %167, %20, !dbg !1269
  %176 = add i64 %175, %112, !dbg !1270
  %177 = getelementptr inbounds double, double* %57, i64 %176, !dbg !1271
  %178 = bitcast double* %177 to <2 x double>*, !dbg !1273
  store <2 x double> %171, <2 x double>* %178, align 8, !dbg !1273, !tbaa !1092, !alias.scope !1274, !noalias !1266
  %179 = getelementptr inbounds double, double* %177, i64 2, !dbg !1273
  %180 = bitcast double* %179 to <2 x double>*, !dbg !1273
  store <2 x double> %174, <2 x double>* %180, align 8, !dbg !1273, !tbaa !1092, !alias.scope !1274, !noalias !1266
  br label %181, !dbg !1255

181:                                              ; preds = %164, %166
  br i1 %106, label %187, label %182, !dbg !1255

182:                                              ; preds = %124, %122, %181
  %183 = phi i64 [ %75, %124 ], [ %75, %122 ], [ %101, %181 ]
  br label %191, !dbg !1255

184:                                              ; preds = %187, %73
  call void @llvm.dbg.value(metadata i64 %93, metadata !1235, metadata !DIExpression()), !dbg !1247
  call void @llvm.dbg.value(metadata i64 %12, metadata !1232, metadata !DIExpression()), !dbg !1244
  %185 = icmp ult i64 %93, %19, !dbg !1279
  %186 = add i64 %74, 1, !dbg !1248
  br i1 %185, label %73, label %107, !dbg !1248, !llvm.loop !1280

187:                                              ; preds = %191, %181, %110
  %188 = add i64 %112, 1, !dbg !1282
  call void @llvm.dbg.value(metadata i64 %188, metadata !1237, metadata !DIExpression()), !dbg !1249
  %189 = icmp ult i64 %188, %71, !dbg !1283
  %190 = add i64 %111, 1, !dbg !1250
  br i1 %189, label %110, label %184, !dbg !1250, !llvm.loop !1284

191:                                              ; preds = %182, %191
  %192 = phi i64 [ %199, %191 ], [ %183, %182 ]
  call void @llvm.dbg.value(metadata i64 %192, metadata !1240, metadata !DIExpression()), !dbg !1254
  call void @llvm.dbg.value(metadata i64 %12, metadata !1232, metadata !DIExpression()), !dbg !1244
  %193 = add i64 %192, %123, !dbg !1256
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1261, metadata !DIExpression()), !dbg !1286
  call void @llvm.dbg.value(metadata i64 %193, metadata !1263, metadata !DIExpression()), !dbg !1286
  %194 = getelementptr inbounds double, double* %58, i64 %193, !dbg !1258
  %195 = load double, double* %194, align 8, !dbg !1265, !tbaa !1092
  call void @llvm.dbg.value(metadata i64 %7, metadata !1231, metadata !DIExpression()), !dbg !1244
  %196 = mul i64 %192, %20, !dbg !1269
  %197 = add i64 %196, %112, !dbg !1270
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1214, metadata !DIExpression()), !dbg !1287
  call void @llvm.dbg.value(metadata i64 %197, metadata !1217, metadata !DIExpression()), !dbg !1287
  %198 = getelementptr inbounds double, double* %57, i64 %197, !dbg !1271
  store double %195, double* %198, align 8, !dbg !1273, !tbaa !1092
  %199 = add nuw i64 %192, 1, !dbg !1288
  call void @llvm.dbg.value(metadata i64 %199, metadata !1240, metadata !DIExpression()), !dbg !1254
  %200 = icmp ult i64 %199, %96, !dbg !1289
  br i1 %200, label %191, label %187, !dbg !1255, !llvm.loop !1290

201:                                              ; preds = %107, %56
  call void @llvm.dbg.value(metadata i64 0, metadata !953, metadata !DIExpression()), !dbg !1291
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !952, metadata !DIExpression()), !dbg !955
  br i1 %26, label %220, label %202, !dbg !1292

202:                                              ; preds = %201
  %203 = and i64 %22, 1, !dbg !1292
  %204 = icmp eq i64 %22, 1, !dbg !1292
  br i1 %204, label %248, label %205, !dbg !1292

205:                                              ; preds = %202
  %206 = and i64 %22, -2, !dbg !1292
  br label %230, !dbg !1292

207:                                              ; preds = %207, %43
  %208 = phi i64 [ 0, %43 ], [ %217, %207 ]
  %209 = phi i64 [ 0, %43 ], [ %218, %207 ]
  call void @llvm.dbg.value(metadata i64 %208, metadata !950, metadata !DIExpression()), !dbg !1210
  %210 = urem i64 %208, 7, !dbg !1211
  %211 = uitofp i64 %210 to double, !dbg !1213
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1214, metadata !DIExpression()), !dbg !1218
  call void @llvm.dbg.value(metadata i64 %208, metadata !1217, metadata !DIExpression()), !dbg !1218
  %212 = getelementptr inbounds double, double* %30, i64 %208, !dbg !1220
  store double %211, double* %212, align 8, !dbg !1221, !tbaa !1092
  %213 = or i64 %208, 1, !dbg !1293
  call void @llvm.dbg.value(metadata i64 %213, metadata !950, metadata !DIExpression()), !dbg !1210
  call void @llvm.dbg.value(metadata i64 %213, metadata !950, metadata !DIExpression()), !dbg !1210
  %214 = urem i64 %213, 7, !dbg !1211
  %215 = uitofp i64 %214 to double, !dbg !1213
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1214, metadata !DIExpression()), !dbg !1218
  call void @llvm.dbg.value(metadata i64 %213, metadata !1217, metadata !DIExpression()), !dbg !1218
  %216 = getelementptr inbounds double, double* %30, i64 %213, !dbg !1220
  store double %215, double* %216, align 8, !dbg !1221, !tbaa !1092
  %217 = add nuw i64 %208, 2, !dbg !1293
  call void @llvm.dbg.value(metadata i64 %217, metadata !950, metadata !DIExpression()), !dbg !1210
  %218 = add i64 %209, 2, !dbg !1201
  %219 = icmp eq i64 %218, %44, !dbg !1201
  br i1 %219, label %49, label %207, !dbg !1201, !llvm.loop !1294

220:                                              ; preds = %201
  %221 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef 0.000000e+00), !dbg !1296
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1297, metadata !DIExpression()) #9, !dbg !1300
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1302, metadata !DIExpression()) #9, !dbg !1305
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1308, metadata !DIExpression()) #9, !dbg !1313
  call void @llvm.dbg.value(metadata double* undef, metadata !1311, metadata !DIExpression()) #9, !dbg !1313
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1312, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1313
  %222 = icmp eq double* %57, null, !dbg !1316
  br i1 %222, label %225, label %223, !dbg !1318

223:                                              ; preds = %259, %220
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1319, metadata !DIExpression()) #9, !dbg !1324
  call void @llvm.dbg.value(metadata double* undef, metadata !1322, metadata !DIExpression()) #9, !dbg !1324
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1323, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1324
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1326, metadata !DIExpression()) #9, !dbg !1331
  call void @llvm.dbg.value(metadata double* undef, metadata !1329, metadata !DIExpression()) #9, !dbg !1331
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1330, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1331
  %224 = bitcast double* %57 to i8*, !dbg !1333
  tail call void @_ZdlPv(i8* noundef %224) #12, !dbg !1334
  br label %225, !dbg !1335

225:                                              ; preds = %220, %223
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1297, metadata !DIExpression()) #9, !dbg !1336
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1302, metadata !DIExpression()) #9, !dbg !1338
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1308, metadata !DIExpression()) #9, !dbg !1340
  call void @llvm.dbg.value(metadata double* undef, metadata !1311, metadata !DIExpression()) #9, !dbg !1340
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1312, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1340
  %226 = icmp eq double* %58, null, !dbg !1342
  br i1 %226, label %229, label %227, !dbg !1343

227:                                              ; preds = %225
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1319, metadata !DIExpression()) #9, !dbg !1344
  call void @llvm.dbg.value(metadata double* undef, metadata !1322, metadata !DIExpression()) #9, !dbg !1344
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1323, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1344
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1326, metadata !DIExpression()) #9, !dbg !1346
  call void @llvm.dbg.value(metadata double* undef, metadata !1329, metadata !DIExpression()) #9, !dbg !1346
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1330, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1346
  %228 = bitcast double* %58 to i8*, !dbg !1348
  tail call void @_ZdlPv(i8* noundef %228) #12, !dbg !1349
  br label %229, !dbg !1350

229:                                              ; preds = %225, %227
  ret i32 0, !dbg !1351

230:                                              ; preds = %230, %205
  %231 = phi i64 [ 0, %205 ], [ %245, %230 ]
  %232 = phi double [ 0.000000e+00, %205 ], [ %244, %230 ]
  %233 = phi i64 [ 0, %205 ], [ %246, %230 ]
  call void @llvm.dbg.value(metadata i64 %231, metadata !953, metadata !DIExpression()), !dbg !1291
  call void @llvm.dbg.value(metadata double %232, metadata !952, metadata !DIExpression()), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1214, metadata !DIExpression()), !dbg !1352
  call void @llvm.dbg.value(metadata i64 %231, metadata !1217, metadata !DIExpression()), !dbg !1352
  %234 = getelementptr inbounds double, double* %57, i64 %231, !dbg !1355
  %235 = load double, double* %234, align 8, !dbg !1356, !tbaa !1092
  %236 = urem i64 %231, 3, !dbg !1357
  %237 = uitofp i64 %236 to double, !dbg !1358
  %238 = tail call double @llvm.fmuladd.f64(double %235, double %237, double %232), !dbg !1359
  call void @llvm.dbg.value(metadata double %238, metadata !952, metadata !DIExpression()), !dbg !955
  %239 = or i64 %231, 1, !dbg !1360
  call void @llvm.dbg.value(metadata i64 %239, metadata !953, metadata !DIExpression()), !dbg !1291
  call void @llvm.dbg.value(metadata i64 %239, metadata !953, metadata !DIExpression()), !dbg !1291
  call void @llvm.dbg.value(metadata double %238, metadata !952, metadata !DIExpression()), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1214, metadata !DIExpression()), !dbg !1352
  call void @llvm.dbg.value(metadata i64 %239, metadata !1217, metadata !DIExpression()), !dbg !1352
  %240 = getelementptr inbounds double, double* %57, i64 %239, !dbg !1355
  %241 = load double, double* %240, align 8, !dbg !1356, !tbaa !1092
  %242 = urem i64 %239, 3, !dbg !1357
  %243 = uitofp i64 %242 to double, !dbg !1358
  %244 = tail call double @llvm.fmuladd.f64(double %241, double %243, double %238), !dbg !1359
  call void @llvm.dbg.value(metadata double %244, metadata !952, metadata !DIExpression()), !dbg !955
  %245 = add nuw i64 %231, 2, !dbg !1360
  call void @llvm.dbg.value(metadata i64 %245, metadata !953, metadata !DIExpression()), !dbg !1291
  %246 = add i64 %233, 2, !dbg !1292
  %247 = icmp eq i64 %246, %206, !dbg !1292
  br i1 %247, label %248, label %230, !dbg !1292, !llvm.loop !1361

248:                                              ; preds = %230, %202
  %249 = phi double [ undef, %202 ], [ %244, %230 ]
  %250 = phi i64 [ 0, %202 ], [ %245, %230 ]
  %251 = phi double [ 0.000000e+00, %202 ], [ %244, %230 ]
  %252 = icmp eq i64 %203, 0, !dbg !1292
  br i1 %252, label %259, label %253, !dbg !1292

253:                                              ; preds = %248
  call void @llvm.dbg.value(metadata i64 %250, metadata !953, metadata !DIExpression()), !dbg !1291
  call void @llvm.dbg.value(metadata double %251, metadata !952, metadata !DIExpression()), !dbg !955
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1214, metadata !DIExpression()), !dbg !1352
  call void @llvm.dbg.value(metadata i64 %250, metadata !1217, metadata !DIExpression()), !dbg !1352
  %254 = getelementptr inbounds double, double* %57, i64 %250, !dbg !1355
  %255 = load double, double* %254, align 8, !dbg !1356, !tbaa !1092
  %256 = urem i64 %250, 3, !dbg !1357
  %257 = uitofp i64 %256 to double, !dbg !1358
  %258 = tail call double @llvm.fmuladd.f64(double %255, double %257, double %251), !dbg !1359
  call void @llvm.dbg.value(metadata double %258, metadata !952, metadata !DIExpression()), !dbg !955
  call void @llvm.dbg.value(metadata i64 %250, metadata !953, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !1291
  br label %259, !dbg !1296

259:                                              ; preds = %248, %253
  %260 = phi double [ %249, %248 ], [ %258, %253 ], !dbg !1359
  %261 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %260), !dbg !1296
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1297, metadata !DIExpression()) #9, !dbg !1300
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1302, metadata !DIExpression()) #9, !dbg !1305
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1308, metadata !DIExpression()) #9, !dbg !1313
  call void @llvm.dbg.value(metadata double* undef, metadata !1311, metadata !DIExpression()) #9, !dbg !1313
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1312, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1313
  br label %223, !dbg !1318

262:                                              ; preds = %36
  %263 = landingpad { i8*, i32 }
          cleanup, !dbg !1351
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1297, metadata !DIExpression()) #9, !dbg !1363
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1302, metadata !DIExpression()) #9, !dbg !1365
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1308, metadata !DIExpression()) #9, !dbg !1367
  call void @llvm.dbg.value(metadata double* undef, metadata !1311, metadata !DIExpression()) #9, !dbg !1367
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1312, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1367
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1319, metadata !DIExpression()) #9, !dbg !1369
  call void @llvm.dbg.value(metadata double* undef, metadata !1322, metadata !DIExpression()) #9, !dbg !1369
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1323, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1369
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1326, metadata !DIExpression()) #9, !dbg !1371
  call void @llvm.dbg.value(metadata double* undef, metadata !1329, metadata !DIExpression()) #9, !dbg !1371
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1330, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1371
  tail call void @_ZdlPv(i8* noundef nonnull %29) #12, !dbg !1373
  resume { i8*, i32 } %263, !dbg !1351
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #7

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!llvm.module.flags = !{!932, !933, !934, !935, !936, !937}
!llvm.ident = !{!938}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !500, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiles_cpp.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a2ccfe9d2137b4641651533693ce9484")
!2 = !{!3, !72, !75, !30, !499, !34, !40, !5, !9, !12, !138}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !5, file: !4, line: 444, baseType: !15)
!4 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!5 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !6, file: !4, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !7, templateParams: !231, identifier: "_ZTSSt6vectorIdSaIdEE")
!6 = !DINamespace(name: "std", scope: null)
!7 = !{!8, !232, !251, !267, !268, !273, !276, !279, !283, !289, !293, !299, !304, !308, !318, !321, !324, !327, !332, !333, !337, !340, !343, !346, !349, !355, !361, !362, !363, !368, !373, !374, !375, !376, !377, !378, !379, !382, !383, !386, !387, !388, !389, !392, !393, !401, !408, !411, !412, !413, !416, !419, !420, !421, !424, !427, !430, !434, !435, !438, !441, !444, !447, !450, !453, !456, !457, !458, !459, !460, !463, !464, !467, !468, !469, !476, !479, !484, !487, !490, !493, !496}
!8 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !5, baseType: !9, flags: DIFlagProtected, extraData: i32 0)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !6, file: !4, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !10, templateParams: !231, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!10 = !{!11, !182, !187, !192, !196, !199, !204, !207, !210, !214, !217, !220, !223, !224, !227, !230}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !9, file: !4, line: 371, baseType: !12, size: 192)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !9, file: !4, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!13 = !{!14, !137, !162, !166, !171, !175, !179}
!14 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !15, extraData: i32 0)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !9, file: !4, line: 88, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !18, file: !17, line: 120, baseType: !136)
!17 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !19, file: !17, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !84, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !20, file: !17, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !21, templateParams: !133, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!20 = !DINamespace(name: "__gnu_cxx", scope: null)
!21 = !{!22, !119, !122, !125, !129, !130, !131, !132}
!22 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !19, baseType: !23, extraData: i32 0)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !6, file: !24, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !25, templateParams: !117, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!24 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!25 = !{!26, !101, !105, !108, !114}
!26 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !23, file: !24, line: 463, type: !27, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !32, !100}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !23, file: !24, line: 420, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !23, file: !24, line: 414, baseType: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !6, file: !35, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !36, templateParams: !84, identifier: "_ZTSSaIdE")
!35 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!36 = !{!37, !86, !90, !95, !99}
!37 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !34, baseType: !38, flags: DIFlagPublic, extraData: i32 0)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !6, file: !39, line: 47, baseType: !40)
!39 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!40 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !6, file: !41, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !42, templateParams: !84, identifier: "_ZTSSt15__new_allocatorIdE")
!41 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!42 = !{!43, !47, !52, !53, !60, !68, !77, !80, !83}
!43 = !DISubprogram(name: "__new_allocator", scope: !40, file: !41, line: 80, type: !44, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DISubprogram(name: "__new_allocator", scope: !40, file: !41, line: 83, type: !48, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !46, !50}
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!52 = !DISubprogram(name: "~__new_allocator", scope: !40, file: !41, line: 90, type: !44, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !40, file: !41, line: 93, type: !54, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !57, !58}
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !40, file: !41, line: 63, baseType: !30)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !40, file: !41, line: 65, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!60 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !40, file: !41, line: 97, type: !61, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!63, !57, !66}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !40, file: !41, line: 64, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !40, file: !41, line: 66, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !65, size: 64)
!68 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !40, file: !41, line: 112, type: !69, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{!30, !46, !71, !75}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !41, line: 60, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !6, file: !73, line: 298, baseType: !74)
!73 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!77 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !40, file: !41, line: 142, type: !78, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !46, !30, !71}
!80 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !40, file: !41, line: 167, type: !81, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{!71, !57}
!83 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !40, file: !41, line: 210, type: !81, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !{!85}
!85 = !DITemplateTypeParameter(name: "_Tp", type: !31)
!86 = !DISubprogram(name: "allocator", scope: !34, file: !35, line: 156, type: !87, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !89}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!90 = !DISubprogram(name: "allocator", scope: !34, file: !35, line: 159, type: !91, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !89, !93}
!93 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!95 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !34, file: !35, line: 164, type: !96, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !89, !93}
!98 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !34, size: 64)
!99 = !DISubprogram(name: "~allocator", scope: !34, file: !35, line: 174, type: !87, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !24, line: 435, baseType: !72)
!101 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !23, file: !24, line: 477, type: !102, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!29, !32, !100, !104}
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !24, line: 429, baseType: !75)
!105 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !23, file: !24, line: 495, type: !106, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !32, !29, !100}
!108 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !23, file: !24, line: 547, type: !109, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !23, file: !24, line: 435, baseType: !72)
!112 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!114 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !23, file: !24, line: 562, type: !115, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!33, !112}
!117 = !{!118}
!118 = !DITemplateTypeParameter(name: "_Alloc", type: !34)
!119 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !19, file: !17, line: 97, type: !120, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!34, !93}
!122 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !19, file: !17, line: 100, type: !123, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !98, !98}
!125 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !19, file: !17, line: 103, type: !126, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!128}
!128 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!129 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !19, file: !17, line: 106, type: !126, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!130 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !19, file: !17, line: 109, type: !126, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!131 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !19, file: !17, line: 112, type: !126, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !19, file: !17, line: 115, type: !126, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!133 = !{!118, !134}
!134 = !DITemplateTypeParameter(type: !31)
!135 = !{}
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !23, file: !24, line: 450, baseType: !34)
!137 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !138, extraData: i32 0)
!138 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !9, file: !4, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !139, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!139 = !{!140, !143, !144, !145, !149, !153, !158}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !138, file: !4, line: 94, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !9, file: !4, line: 90, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !19, file: !17, line: 57, baseType: !29)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !138, file: !4, line: 95, baseType: !141, size: 64, offset: 64)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !138, file: !4, line: 96, baseType: !141, size: 64, offset: 128)
!145 = !DISubprogram(name: "_Vector_impl_data", scope: !138, file: !4, line: 99, type: !146, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = !DISubprogram(name: "_Vector_impl_data", scope: !138, file: !4, line: 105, type: !150, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !148, !152}
!152 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !138, size: 64)
!153 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !138, file: !4, line: 113, type: !154, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !148, !156}
!156 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!158 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !138, file: !4, line: 122, type: !159, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !148, !161}
!161 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !138, size: 64)
!162 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 137, type: !163, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!166 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 143, type: !167, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !165, !169}
!169 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!171 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 151, type: !172, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !165, !174}
!174 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !12, size: 64)
!175 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 156, type: !176, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !165, !178}
!178 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !15, size: 64)
!179 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 161, type: !180, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !165, !178, !174}
!182 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !9, file: !4, line: 298, type: !183, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!185, !186}
!185 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !15, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!187 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !9, file: !4, line: 303, type: !188, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DISubroutineType(types: !189)
!189 = !{!169, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!192 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !9, file: !4, line: 308, type: !193, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{!195, !190}
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !9, file: !4, line: 294, baseType: !34)
!196 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 312, type: !197, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !186}
!199 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 318, type: !200, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !186, !202}
!202 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !195)
!204 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 324, type: !205, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !186, !72}
!207 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 330, type: !208, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !186, !72, !202}
!210 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 335, type: !211, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !186, !213}
!213 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !9, size: 64)
!214 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 340, type: !215, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !186, !178}
!217 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 344, type: !218, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !186, !213, !202}
!220 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 358, type: !221, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !186, !202, !213}
!223 = !DISubprogram(name: "~_Vector_base", scope: !9, file: !4, line: 364, type: !197, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !9, file: !4, line: 375, type: !225, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!225 = !DISubroutineType(types: !226)
!226 = !{!141, !186, !72}
!227 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !9, file: !4, line: 383, type: !228, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !186, !141, !72}
!230 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !9, file: !4, line: 393, type: !205, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !{!85, !118}
!232 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !5, file: !4, line: 465, type: !233, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!128, !235}
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !6, file: !236, line: 82, baseType: !237)
!236 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!237 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !6, file: !236, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !238, templateParams: !248, identifier: "_ZTSSt17integral_constantIbLb1EE")
!238 = !{!239, !241, !247}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !237, file: !236, line: 64, baseType: !240, flags: DIFlagStaticMember, extraData: i1 true)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!241 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !237, file: !236, line: 67, type: !242, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!244, !245}
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !237, file: !236, line: 65, baseType: !128)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !237)
!247 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !237, file: !236, line: 72, type: !242, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !{!249, !250}
!249 = !DITemplateTypeParameter(name: "_Tp", type: !128)
!250 = !DITemplateValueParameter(name: "__v", type: !128, value: i8 1)
!251 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !5, file: !4, line: 474, type: !252, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!252 = !DISubroutineType(types: !253)
!253 = !{!128, !254}
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !6, file: !236, line: 85, baseType: !255)
!255 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !6, file: !236, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !256, templateParams: !265, identifier: "_ZTSSt17integral_constantIbLb0EE")
!256 = !{!257, !258, !264}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !255, file: !236, line: 64, baseType: !240, flags: DIFlagStaticMember, extraData: i1 false)
!258 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !255, file: !236, line: 67, type: !259, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{!261, !262}
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !255, file: !236, line: 65, baseType: !128)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !255)
!264 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !255, file: !236, line: 72, type: !259, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !{!249, !266}
!266 = !DITemplateValueParameter(name: "__v", type: !128, value: i8 0)
!267 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !5, file: !4, line: 478, type: !126, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!268 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !5, file: !4, line: 487, type: !269, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!271, !271, !271, !271, !272, !235}
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !5, file: !4, line: 449, baseType: !141)
!272 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!273 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !5, file: !4, line: 494, type: !274, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!274 = !DISubroutineType(types: !275)
!275 = !{!271, !271, !271, !271, !272, !254}
!276 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !5, file: !4, line: 499, type: !277, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!277 = !DISubroutineType(types: !278)
!278 = !{!271, !271, !271, !271, !272}
!279 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 526, type: !280, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !282}
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!283 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 537, type: !284, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !282, !286}
!286 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !288)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !5, file: !4, line: 460, baseType: !34)
!289 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 551, type: !290, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !282, !292, !286}
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !4, line: 458, baseType: !72)
!293 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 564, type: !294, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !282, !292, !296, !286}
!296 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !298)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !5, file: !4, line: 448, baseType: !31)
!299 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 596, type: !300, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !282, !302}
!302 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!304 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 615, type: !305, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{null, !282, !307}
!307 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !5, size: 64)
!308 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 619, type: !309, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !282, !302, !311}
!311 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !313)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !6, file: !236, line: 128, baseType: !314)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !315, file: !236, line: 125, baseType: !34)
!315 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !6, file: !236, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !316, identifier: "_ZTSSt15__type_identityISaIdEE")
!316 = !{!317}
!317 = !DITemplateTypeParameter(name: "_Type", type: !34)
!318 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 630, type: !319, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{null, !282, !307, !286, !235}
!321 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 635, type: !322, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !282, !307, !286, !254}
!324 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 654, type: !325, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !282, !307, !311}
!327 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 673, type: !328, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !282, !330, !286}
!330 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !6, file: !331, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!331 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!332 = !DISubprogram(name: "~vector", scope: !5, file: !4, line: 728, type: !280, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!333 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !5, file: !4, line: 746, type: !334, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{!336, !282, !302}
!336 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!337 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !5, file: !4, line: 761, type: !338, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{!336, !282, !307}
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !5, file: !4, line: 783, type: !341, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{!336, !282, !330}
!343 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !5, file: !4, line: 803, type: !344, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{null, !282, !292, !296}
!346 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !5, file: !4, line: 850, type: !347, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !282, !330}
!349 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !5, file: !4, line: 868, type: !350, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{!352, !282}
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !5, file: !4, line: 453, baseType: !353)
!353 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !20, file: !354, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!354 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!355 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !5, file: !4, line: 878, type: !356, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!358, !360}
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !5, file: !4, line: 455, baseType: !359)
!359 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !20, file: !354, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !5, file: !4, line: 888, type: !350, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !5, file: !4, line: 898, type: !356, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !5, file: !4, line: 908, type: !364, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DISubroutineType(types: !365)
!365 = !{!366, !282}
!366 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !5, file: !4, line: 457, baseType: !367)
!367 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !6, file: !354, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!368 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !5, file: !4, line: 918, type: !369, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubroutineType(types: !370)
!370 = !{!371, !360}
!371 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !5, file: !4, line: 456, baseType: !372)
!372 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !6, file: !354, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!373 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !5, file: !4, line: 928, type: !364, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !5, file: !4, line: 938, type: !369, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !5, file: !4, line: 949, type: !356, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!376 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !5, file: !4, line: 959, type: !356, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !5, file: !4, line: 969, type: !369, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !5, file: !4, line: 979, type: !369, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !5, file: !4, line: 987, type: !380, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!292, !360}
!382 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !5, file: !4, line: 993, type: !380, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !5, file: !4, line: 1008, type: !384, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{null, !282, !292}
!386 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !5, file: !4, line: 1029, type: !344, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !5, file: !4, line: 1063, type: !280, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !5, file: !4, line: 1073, type: !380, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !5, file: !4, line: 1083, type: !390, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{!128, !360}
!392 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !5, file: !4, line: 1105, type: !384, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1121, type: !394, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubroutineType(types: !395)
!395 = !{!396, !282, !292}
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !5, file: !4, line: 451, baseType: !397)
!397 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !19, file: !17, line: 62, baseType: !398)
!398 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !19, file: !17, line: 56, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !23, file: !24, line: 417, baseType: !31)
!401 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1140, type: !402, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubroutineType(types: !403)
!403 = !{!404, !360, !292}
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !5, file: !4, line: 452, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !19, file: !17, line: 63, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !407, size: 64)
!407 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !399)
!408 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !5, file: !4, line: 1150, type: !409, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubroutineType(types: !410)
!410 = !{null, !360, !292}
!411 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !5, file: !4, line: 1173, type: !394, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !5, file: !4, line: 1192, type: !402, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !5, file: !4, line: 1204, type: !414, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!414 = !DISubroutineType(types: !415)
!415 = !{!396, !282}
!416 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !5, file: !4, line: 1216, type: !417, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DISubroutineType(types: !418)
!418 = !{!404, !360}
!419 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !5, file: !4, line: 1228, type: !414, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !5, file: !4, line: 1240, type: !417, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !5, file: !4, line: 1255, type: !422, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubroutineType(types: !423)
!423 = !{!30, !282}
!424 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !5, file: !4, line: 1260, type: !425, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DISubroutineType(types: !426)
!426 = !{!64, !360}
!427 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !5, file: !4, line: 1276, type: !428, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !282, !296}
!430 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !5, file: !4, line: 1293, type: !431, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{null, !282, !433}
!433 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !298, size: 64)
!434 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !5, file: !4, line: 1317, type: !280, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !5, file: !4, line: 1357, type: !436, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubroutineType(types: !437)
!437 = !{!352, !282, !358, !296}
!438 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !5, file: !4, line: 1388, type: !439, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!352, !282, !358, !433}
!441 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !5, file: !4, line: 1406, type: !442, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!352, !282, !358, !330}
!444 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !5, file: !4, line: 1432, type: !445, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{!352, !282, !358, !292, !296}
!447 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !5, file: !4, line: 1529, type: !448, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!352, !282, !358}
!450 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !5, file: !4, line: 1557, type: !451, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!352, !282, !358, !358}
!453 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !5, file: !4, line: 1581, type: !454, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{null, !282, !336}
!456 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !5, file: !4, line: 1600, type: !280, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !5, file: !4, line: 1699, type: !344, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !5, file: !4, line: 1710, type: !384, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!459 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !5, file: !4, line: 1757, type: !344, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !5, file: !4, line: 1801, type: !461, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !282, !352, !292, !296}
!463 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !5, file: !4, line: 1807, type: !384, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !5, file: !4, line: 1811, type: !465, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubroutineType(types: !466)
!466 = !{!128, !282}
!467 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !5, file: !4, line: 1873, type: !439, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !5, file: !4, line: 1884, type: !439, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !5, file: !4, line: 1891, type: !470, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{!472, !360, !292, !473}
!472 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !5, file: !4, line: 458, baseType: !72)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !474, size: 64)
!474 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !475)
!475 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!476 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !5, file: !4, line: 1902, type: !477, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{!472, !292, !286}
!479 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !5, file: !4, line: 1911, type: !480, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!480 = !DISubroutineType(types: !481)
!481 = !{!472, !482}
!482 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !483, size: 64)
!483 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!484 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !5, file: !4, line: 1928, type: !485, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{null, !282, !271}
!487 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !5, file: !4, line: 1941, type: !488, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{!352, !282, !352}
!490 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !5, file: !4, line: 1945, type: !491, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{!352, !282, !352, !352}
!493 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !5, file: !4, line: 1954, type: !494, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !282, !307, !235}
!496 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !5, file: !4, line: 1966, type: !497, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !282, !307, !254}
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!500 = !{!501, !505, !512, !516, !523, !527, !532, !534, !539, !543, !547, !558, !562, !566, !570, !574, !579, !583, !587, !591, !595, !603, !607, !611, !613, !617, !621, !626, !632, !636, !640, !642, !650, !654, !661, !663, !667, !671, !675, !679, !684, !689, !694, !695, !696, !697, !699, !700, !701, !702, !703, !704, !705, !761, !767, !772, !776, !778, !780, !782, !784, !791, !795, !799, !803, !807, !811, !816, !820, !822, !826, !832, !836, !841, !843, !846, !850, !854, !856, !858, !860, !862, !866, !868, !870, !874, !878, !882, !886, !890, !894, !896, !903, !907, !911, !915, !917, !919, !923, !927, !928, !929, !930, !931}
!501 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !502, entity: !503, file: !504, line: 58)
!502 = !DINamespace(name: "__gnu_debug", scope: null)
!503 = !DINamespace(name: "__debug", scope: !6)
!504 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !506, file: !511, line: 52)
!506 = !DISubprogram(name: "abs", scope: !507, file: !507, line: 861, type: !508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!507 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!508 = !DISubroutineType(types: !509)
!509 = !{!510, !510}
!510 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!511 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !513, file: !515, line: 127)
!513 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !507, line: 63, baseType: !514)
!514 = !DICompositeType(tag: DW_TAG_structure_type, file: !507, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!515 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !517, file: !515, line: 128)
!517 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !507, line: 71, baseType: !518)
!518 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !507, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !519, identifier: "_ZTS6ldiv_t")
!519 = !{!520, !522}
!520 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !518, file: !507, line: 69, baseType: !521, size: 64)
!521 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!522 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !518, file: !507, line: 70, baseType: !521, size: 64, offset: 64)
!523 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !524, file: !515, line: 130)
!524 = !DISubprogram(name: "abort", scope: !507, file: !507, line: 611, type: !525, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{null}
!527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !528, file: !515, line: 134)
!528 = !DISubprogram(name: "atexit", scope: !507, file: !507, line: 615, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubroutineType(types: !530)
!530 = !{!510, !531}
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 64)
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !533, file: !515, line: 137)
!533 = !DISubprogram(name: "at_quick_exit", scope: !507, file: !507, line: 620, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !535, file: !515, line: 140)
!535 = !DISubprogram(name: "atof", scope: !536, file: !536, line: 25, type: !537, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!537 = !DISubroutineType(types: !538)
!538 = !{!31, !473}
!539 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !540, file: !515, line: 141)
!540 = !DISubprogram(name: "atoi", scope: !507, file: !507, line: 362, type: !541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!541 = !DISubroutineType(types: !542)
!542 = !{!510, !473}
!543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !544, file: !515, line: 142)
!544 = !DISubprogram(name: "atol", scope: !507, file: !507, line: 367, type: !545, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubroutineType(types: !546)
!546 = !{!521, !473}
!547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !548, file: !515, line: 143)
!548 = !DISubprogram(name: "bsearch", scope: !549, file: !549, line: 20, type: !550, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!549 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!550 = !DISubroutineType(types: !551)
!551 = !{!499, !75, !75, !552, !552, !554}
!552 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !553, line: 46, baseType: !74)
!553 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!554 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !507, line: 829, baseType: !555)
!555 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !556, size: 64)
!556 = !DISubroutineType(types: !557)
!557 = !{!510, !75, !75}
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !559, file: !515, line: 144)
!559 = !DISubprogram(name: "calloc", scope: !507, file: !507, line: 556, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DISubroutineType(types: !561)
!561 = !{!499, !552, !552}
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !563, file: !515, line: 145)
!563 = !DISubprogram(name: "div", scope: !507, file: !507, line: 873, type: !564, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubroutineType(types: !565)
!565 = !{!513, !510, !510}
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !567, file: !515, line: 146)
!567 = !DISubprogram(name: "exit", scope: !507, file: !507, line: 637, type: !568, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!568 = !DISubroutineType(types: !569)
!569 = !{null, !510}
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !571, file: !515, line: 147)
!571 = !DISubprogram(name: "free", scope: !507, file: !507, line: 568, type: !572, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DISubroutineType(types: !573)
!573 = !{null, !499}
!574 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !575, file: !515, line: 148)
!575 = !DISubprogram(name: "getenv", scope: !507, file: !507, line: 654, type: !576, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DISubroutineType(types: !577)
!577 = !{!578, !473}
!578 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !475, size: 64)
!579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !580, file: !515, line: 149)
!580 = !DISubprogram(name: "labs", scope: !507, file: !507, line: 862, type: !581, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!581 = !DISubroutineType(types: !582)
!582 = !{!521, !521}
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !584, file: !515, line: 150)
!584 = !DISubprogram(name: "ldiv", scope: !507, file: !507, line: 875, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DISubroutineType(types: !586)
!586 = !{!517, !521, !521}
!587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !588, file: !515, line: 151)
!588 = !DISubprogram(name: "malloc", scope: !507, file: !507, line: 553, type: !589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubroutineType(types: !590)
!590 = !{!499, !552}
!591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !592, file: !515, line: 153)
!592 = !DISubprogram(name: "mblen", scope: !507, file: !507, line: 943, type: !593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubroutineType(types: !594)
!594 = !{!510, !473, !552}
!595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !596, file: !515, line: 154)
!596 = !DISubprogram(name: "mbstowcs", scope: !507, file: !507, line: 954, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubroutineType(types: !598)
!598 = !{!552, !599, !602, !552}
!599 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !600)
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !601, size: 64)
!601 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!602 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !473)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !604, file: !515, line: 155)
!604 = !DISubprogram(name: "mbtowc", scope: !507, file: !507, line: 946, type: !605, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!605 = !DISubroutineType(types: !606)
!606 = !{!510, !599, !602, !552}
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !608, file: !515, line: 157)
!608 = !DISubprogram(name: "qsort", scope: !507, file: !507, line: 851, type: !609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{null, !499, !552, !552, !554}
!611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !612, file: !515, line: 160)
!612 = !DISubprogram(name: "quick_exit", scope: !507, file: !507, line: 643, type: !568, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!613 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !614, file: !515, line: 163)
!614 = !DISubprogram(name: "rand", scope: !507, file: !507, line: 454, type: !615, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!615 = !DISubroutineType(types: !616)
!616 = !{!510}
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !618, file: !515, line: 164)
!618 = !DISubprogram(name: "realloc", scope: !507, file: !507, line: 564, type: !619, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!619 = !DISubroutineType(types: !620)
!620 = !{!499, !499, !552}
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !622, file: !515, line: 165)
!622 = !DISubprogram(name: "srand", scope: !507, file: !507, line: 456, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{null, !625}
!625 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !627, file: !515, line: 166)
!627 = !DISubprogram(name: "strtod", scope: !507, file: !507, line: 118, type: !628, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!628 = !DISubroutineType(types: !629)
!629 = !{!31, !602, !630}
!630 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !631)
!631 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !578, size: 64)
!632 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !633, file: !515, line: 167)
!633 = !DISubprogram(name: "strtol", scope: !507, file: !507, line: 177, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!521, !602, !630, !510}
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !637, file: !515, line: 168)
!637 = !DISubprogram(name: "strtoul", scope: !507, file: !507, line: 181, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!74, !602, !630, !510}
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !641, file: !515, line: 169)
!641 = !DISubprogram(name: "system", scope: !507, file: !507, line: 804, type: !541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !643, file: !515, line: 171)
!643 = !DISubprogram(name: "wcstombs", scope: !507, file: !507, line: 958, type: !644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!552, !646, !647, !552}
!646 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !578)
!647 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !648)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64)
!649 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !601)
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !651, file: !515, line: 172)
!651 = !DISubprogram(name: "wctomb", scope: !507, file: !507, line: 950, type: !652, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!652 = !DISubroutineType(types: !653)
!653 = !{!510, !578, !601}
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !655, file: !515, line: 200)
!655 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !507, line: 81, baseType: !656)
!656 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !507, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !657, identifier: "_ZTS7lldiv_t")
!657 = !{!658, !660}
!658 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !656, file: !507, line: 79, baseType: !659, size: 64)
!659 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!660 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !656, file: !507, line: 80, baseType: !659, size: 64, offset: 64)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !662, file: !515, line: 206)
!662 = !DISubprogram(name: "_Exit", scope: !507, file: !507, line: 649, type: !568, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !664, file: !515, line: 210)
!664 = !DISubprogram(name: "llabs", scope: !507, file: !507, line: 865, type: !665, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DISubroutineType(types: !666)
!666 = !{!659, !659}
!667 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !668, file: !515, line: 216)
!668 = !DISubprogram(name: "lldiv", scope: !507, file: !507, line: 879, type: !669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!669 = !DISubroutineType(types: !670)
!670 = !{!655, !659, !659}
!671 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !672, file: !515, line: 227)
!672 = !DISubprogram(name: "atoll", scope: !507, file: !507, line: 374, type: !673, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!673 = !DISubroutineType(types: !674)
!674 = !{!659, !473}
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !676, file: !515, line: 228)
!676 = !DISubprogram(name: "strtoll", scope: !507, file: !507, line: 201, type: !677, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!677 = !DISubroutineType(types: !678)
!678 = !{!659, !602, !630, !510}
!679 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !680, file: !515, line: 229)
!680 = !DISubprogram(name: "strtoull", scope: !507, file: !507, line: 206, type: !681, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!681 = !DISubroutineType(types: !682)
!682 = !{!683, !602, !630, !510}
!683 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !685, file: !515, line: 231)
!685 = !DISubprogram(name: "strtof", scope: !507, file: !507, line: 124, type: !686, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!686 = !DISubroutineType(types: !687)
!687 = !{!688, !602, !630}
!688 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!689 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !690, file: !515, line: 232)
!690 = !DISubprogram(name: "strtold", scope: !507, file: !507, line: 127, type: !691, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!691 = !DISubroutineType(types: !692)
!692 = !{!693, !602, !630}
!693 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !655, file: !515, line: 240)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !662, file: !515, line: 242)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !664, file: !515, line: 244)
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !698, file: !515, line: 245)
!698 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !20, file: !515, line: 213, type: !669, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !668, file: !515, line: 246)
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !672, file: !515, line: 248)
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !685, file: !515, line: 249)
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !676, file: !515, line: 250)
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !680, file: !515, line: 251)
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !690, file: !515, line: 252)
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !706, file: !760, line: 98)
!706 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !707, line: 7, baseType: !708)
!707 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!708 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !709, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !710, identifier: "_ZTS8_IO_FILE")
!709 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!710 = !{!711, !712, !713, !714, !715, !716, !717, !718, !719, !720, !721, !722, !723, !726, !728, !729, !730, !733, !735, !737, !741, !744, !746, !749, !752, !753, !754, !755, !756}
!711 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !708, file: !709, line: 51, baseType: !510, size: 32)
!712 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !708, file: !709, line: 54, baseType: !578, size: 64, offset: 64)
!713 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !708, file: !709, line: 55, baseType: !578, size: 64, offset: 128)
!714 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !708, file: !709, line: 56, baseType: !578, size: 64, offset: 192)
!715 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !708, file: !709, line: 57, baseType: !578, size: 64, offset: 256)
!716 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !708, file: !709, line: 58, baseType: !578, size: 64, offset: 320)
!717 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !708, file: !709, line: 59, baseType: !578, size: 64, offset: 384)
!718 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !708, file: !709, line: 60, baseType: !578, size: 64, offset: 448)
!719 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !708, file: !709, line: 61, baseType: !578, size: 64, offset: 512)
!720 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !708, file: !709, line: 64, baseType: !578, size: 64, offset: 576)
!721 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !708, file: !709, line: 65, baseType: !578, size: 64, offset: 640)
!722 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !708, file: !709, line: 66, baseType: !578, size: 64, offset: 704)
!723 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !708, file: !709, line: 68, baseType: !724, size: 64, offset: 768)
!724 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !725, size: 64)
!725 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !709, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!726 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !708, file: !709, line: 70, baseType: !727, size: 64, offset: 832)
!727 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !708, size: 64)
!728 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !708, file: !709, line: 72, baseType: !510, size: 32, offset: 896)
!729 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !708, file: !709, line: 73, baseType: !510, size: 32, offset: 928)
!730 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !708, file: !709, line: 74, baseType: !731, size: 64, offset: 960)
!731 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !732, line: 152, baseType: !521)
!732 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!733 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !708, file: !709, line: 77, baseType: !734, size: 16, offset: 1024)
!734 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!735 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !708, file: !709, line: 78, baseType: !736, size: 8, offset: 1040)
!736 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!737 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !708, file: !709, line: 79, baseType: !738, size: 8, offset: 1048)
!738 = !DICompositeType(tag: DW_TAG_array_type, baseType: !475, size: 8, elements: !739)
!739 = !{!740}
!740 = !DISubrange(count: 1)
!741 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !708, file: !709, line: 81, baseType: !742, size: 64, offset: 1088)
!742 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !743, size: 64)
!743 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !709, line: 43, baseType: null)
!744 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !708, file: !709, line: 89, baseType: !745, size: 64, offset: 1152)
!745 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !732, line: 153, baseType: !521)
!746 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !708, file: !709, line: 91, baseType: !747, size: 64, offset: 1216)
!747 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !748, size: 64)
!748 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !709, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!749 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !708, file: !709, line: 92, baseType: !750, size: 64, offset: 1280)
!750 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !751, size: 64)
!751 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !709, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!752 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !708, file: !709, line: 93, baseType: !727, size: 64, offset: 1344)
!753 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !708, file: !709, line: 94, baseType: !499, size: 64, offset: 1408)
!754 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !708, file: !709, line: 95, baseType: !552, size: 64, offset: 1472)
!755 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !708, file: !709, line: 96, baseType: !510, size: 32, offset: 1536)
!756 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !708, file: !709, line: 98, baseType: !757, size: 160, offset: 1568)
!757 = !DICompositeType(tag: DW_TAG_array_type, baseType: !475, size: 160, elements: !758)
!758 = !{!759}
!759 = !DISubrange(count: 20)
!760 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !762, file: !760, line: 99)
!762 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !763, line: 84, baseType: !764)
!763 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!764 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !765, line: 14, baseType: !766)
!765 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!766 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !765, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !768, file: !760, line: 101)
!768 = !DISubprogram(name: "clearerr", scope: !763, file: !763, line: 786, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!769 = !DISubroutineType(types: !770)
!770 = !{null, !771}
!771 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !706, size: 64)
!772 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !773, file: !760, line: 102)
!773 = !DISubprogram(name: "fclose", scope: !763, file: !763, line: 178, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!774 = !DISubroutineType(types: !775)
!775 = !{!510, !771}
!776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !777, file: !760, line: 103)
!777 = !DISubprogram(name: "feof", scope: !763, file: !763, line: 788, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !779, file: !760, line: 104)
!779 = !DISubprogram(name: "ferror", scope: !763, file: !763, line: 790, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !781, file: !760, line: 105)
!781 = !DISubprogram(name: "fflush", scope: !763, file: !763, line: 230, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!782 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !783, file: !760, line: 106)
!783 = !DISubprogram(name: "fgetc", scope: !763, file: !763, line: 513, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !785, file: !760, line: 107)
!785 = !DISubprogram(name: "fgetpos", scope: !763, file: !763, line: 760, type: !786, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!786 = !DISubroutineType(types: !787)
!787 = !{!510, !788, !789}
!788 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !771)
!789 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !790)
!790 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !762, size: 64)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !792, file: !760, line: 108)
!792 = !DISubprogram(name: "fgets", scope: !763, file: !763, line: 592, type: !793, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DISubroutineType(types: !794)
!794 = !{!578, !646, !510, !788}
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !796, file: !760, line: 109)
!796 = !DISubprogram(name: "fopen", scope: !763, file: !763, line: 258, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!797 = !DISubroutineType(types: !798)
!798 = !{!771, !602, !602}
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !800, file: !760, line: 110)
!800 = !DISubprogram(name: "fprintf", scope: !763, file: !763, line: 350, type: !801, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!801 = !DISubroutineType(types: !802)
!802 = !{!510, !788, !602, null}
!803 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !804, file: !760, line: 111)
!804 = !DISubprogram(name: "fputc", scope: !763, file: !763, line: 549, type: !805, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!805 = !DISubroutineType(types: !806)
!806 = !{!510, !510, !771}
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !808, file: !760, line: 112)
!808 = !DISubprogram(name: "fputs", scope: !763, file: !763, line: 655, type: !809, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!809 = !DISubroutineType(types: !810)
!810 = !{!510, !602, !788}
!811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !812, file: !760, line: 113)
!812 = !DISubprogram(name: "fread", scope: !763, file: !763, line: 675, type: !813, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!813 = !DISubroutineType(types: !814)
!814 = !{!552, !815, !552, !552, !788}
!815 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !499)
!816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !817, file: !760, line: 114)
!817 = !DISubprogram(name: "freopen", scope: !763, file: !763, line: 265, type: !818, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!818 = !DISubroutineType(types: !819)
!819 = !{!771, !602, !602, !788}
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !821, file: !760, line: 115)
!821 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !763, file: !763, line: 434, type: !801, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !823, file: !760, line: 116)
!823 = !DISubprogram(name: "fseek", scope: !763, file: !763, line: 713, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{!510, !771, !521, !510}
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !827, file: !760, line: 117)
!827 = !DISubprogram(name: "fsetpos", scope: !763, file: !763, line: 765, type: !828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DISubroutineType(types: !829)
!829 = !{!510, !771, !830}
!830 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !831, size: 64)
!831 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !762)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !833, file: !760, line: 118)
!833 = !DISubprogram(name: "ftell", scope: !763, file: !763, line: 718, type: !834, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!834 = !DISubroutineType(types: !835)
!835 = !{!521, !771}
!836 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !837, file: !760, line: 119)
!837 = !DISubprogram(name: "fwrite", scope: !763, file: !763, line: 681, type: !838, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!838 = !DISubroutineType(types: !839)
!839 = !{!552, !840, !552, !552, !788}
!840 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !842, file: !760, line: 120)
!842 = !DISubprogram(name: "getc", scope: !763, file: !763, line: 514, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !844, file: !760, line: 121)
!844 = !DISubprogram(name: "getchar", scope: !845, file: !845, line: 47, type: !615, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !847, file: !760, line: 126)
!847 = !DISubprogram(name: "perror", scope: !763, file: !763, line: 804, type: !848, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!848 = !DISubroutineType(types: !849)
!849 = !{null, !473}
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !851, file: !760, line: 127)
!851 = !DISubprogram(name: "printf", scope: !763, file: !763, line: 356, type: !852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DISubroutineType(types: !853)
!853 = !{!510, !602, null}
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !855, file: !760, line: 128)
!855 = !DISubprogram(name: "putc", scope: !763, file: !763, line: 550, type: !805, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !857, file: !760, line: 129)
!857 = !DISubprogram(name: "putchar", scope: !845, file: !845, line: 82, type: !508, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !859, file: !760, line: 130)
!859 = !DISubprogram(name: "puts", scope: !763, file: !763, line: 661, type: !541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !861, file: !760, line: 131)
!861 = !DISubprogram(name: "remove", scope: !763, file: !763, line: 152, type: !541, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !863, file: !760, line: 132)
!863 = !DISubprogram(name: "rename", scope: !763, file: !763, line: 154, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{!510, !473, !473}
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !867, file: !760, line: 133)
!867 = !DISubprogram(name: "rewind", scope: !763, file: !763, line: 723, type: !769, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !869, file: !760, line: 134)
!869 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !763, file: !763, line: 437, type: !852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !871, file: !760, line: 135)
!871 = !DISubprogram(name: "setbuf", scope: !763, file: !763, line: 328, type: !872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!872 = !DISubroutineType(types: !873)
!873 = !{null, !788, !646}
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !875, file: !760, line: 136)
!875 = !DISubprogram(name: "setvbuf", scope: !763, file: !763, line: 332, type: !876, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DISubroutineType(types: !877)
!877 = !{!510, !788, !646, !510, !552}
!878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !879, file: !760, line: 137)
!879 = !DISubprogram(name: "sprintf", scope: !763, file: !763, line: 358, type: !880, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!880 = !DISubroutineType(types: !881)
!881 = !{!510, !646, !602, null}
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !883, file: !760, line: 138)
!883 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !763, file: !763, line: 439, type: !884, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!884 = !DISubroutineType(types: !885)
!885 = !{!510, !602, !602, null}
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !887, file: !760, line: 139)
!887 = !DISubprogram(name: "tmpfile", scope: !763, file: !763, line: 188, type: !888, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!888 = !DISubroutineType(types: !889)
!889 = !{!771}
!890 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !891, file: !760, line: 141)
!891 = !DISubprogram(name: "tmpnam", scope: !763, file: !763, line: 205, type: !892, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!892 = !DISubroutineType(types: !893)
!893 = !{!578, !578}
!894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !895, file: !760, line: 143)
!895 = !DISubprogram(name: "ungetc", scope: !763, file: !763, line: 668, type: !805, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !897, file: !760, line: 144)
!897 = !DISubprogram(name: "vfprintf", scope: !763, file: !763, line: 365, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{!510, !788, !602, !900}
!900 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !901, size: 64)
!901 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !902, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!902 = !DIFile(filename: "tiles_cpp.cpp", directory: "/work/main/internal/pipeline/testdata")
!903 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !904, file: !760, line: 145)
!904 = !DISubprogram(name: "vprintf", scope: !845, file: !845, line: 39, type: !905, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!905 = !DISubroutineType(types: !906)
!906 = !{!510, !602, !900}
!907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !908, file: !760, line: 146)
!908 = !DISubprogram(name: "vsprintf", scope: !763, file: !763, line: 373, type: !909, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!909 = !DISubroutineType(types: !910)
!910 = !{!510, !646, !602, !900}
!911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !912, file: !760, line: 175)
!912 = !DISubprogram(name: "snprintf", scope: !763, file: !763, line: 378, type: !913, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!913 = !DISubroutineType(types: !914)
!914 = !{!510, !646, !552, !602, null}
!915 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !916, file: !760, line: 176)
!916 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !763, file: !763, line: 479, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !918, file: !760, line: 177)
!918 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !763, file: !763, line: 484, type: !905, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !920, file: !760, line: 178)
!920 = !DISubprogram(name: "vsnprintf", scope: !763, file: !763, line: 382, type: !921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!921 = !DISubroutineType(types: !922)
!922 = !{!510, !646, !552, !602, !900}
!923 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !924, file: !760, line: 179)
!924 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !763, file: !763, line: 487, type: !925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!925 = !DISubroutineType(types: !926)
!926 = !{!510, !602, !602, !900}
!927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !912, file: !760, line: 185)
!928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !916, file: !760, line: 186)
!929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !918, file: !760, line: 187)
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !920, file: !760, line: 188)
!931 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !924, file: !760, line: 189)
!932 = !{i32 7, !"Dwarf Version", i32 5}
!933 = !{i32 2, !"Debug Info Version", i32 3}
!934 = !{i32 1, !"wchar_size", i32 4}
!935 = !{i32 7, !"PIC Level", i32 2}
!936 = !{i32 7, !"PIE Level", i32 2}
!937 = !{i32 7, !"uwtable", i32 1}
!938 = !{!"Debian clang version 14.0.6"}
!939 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !940, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !942)
!940 = !DISubroutineType(types: !941)
!941 = !{!510, !510, !631}
!942 = !{!943, !944, !945, !946, !947, !948, !949, !950, !952, !953}
!943 = !DILocalVariable(name: "argc", arg: 1, scope: !939, file: !1, line: 16, type: !510)
!944 = !DILocalVariable(name: "argv", arg: 2, scope: !939, file: !1, line: 16, type: !631)
!945 = !DILocalVariable(name: "n", scope: !939, file: !1, line: 17, type: !72)
!946 = !DILocalVariable(name: "m", scope: !939, file: !1, line: 18, type: !72)
!947 = !DILocalVariable(name: "bs", scope: !939, file: !1, line: 19, type: !72)
!948 = !DILocalVariable(name: "a", scope: !939, file: !1, line: 20, type: !5)
!949 = !DILocalVariable(name: "b", scope: !939, file: !1, line: 20, type: !5)
!950 = !DILocalVariable(name: "i", scope: !951, file: !1, line: 21, type: !72)
!951 = distinct !DILexicalBlock(scope: !939, file: !1, line: 21, column: 3)
!952 = !DILocalVariable(name: "s", scope: !939, file: !1, line: 23, type: !31)
!953 = !DILocalVariable(name: "i", scope: !954, file: !1, line: 24, type: !72)
!954 = distinct !DILexicalBlock(scope: !939, file: !1, line: 24, column: 3)
!955 = !DILocation(line: 0, scope: !939)
!956 = !DILocation(line: 17, column: 24, scope: !939)
!957 = !DILocation(line: 17, column: 19, scope: !939)
!958 = !DILocation(line: 17, column: 43, scope: !939)
!959 = !{!960, !960, i64 0}
!960 = !{!"any pointer", !961, i64 0}
!961 = !{!"omnipotent char", !962, i64 0}
!962 = !{!"Simple C++ TBAA"}
!963 = !DILocation(line: 17, column: 30, scope: !939)
!964 = !DILocation(line: 18, column: 24, scope: !939)
!965 = !DILocation(line: 18, column: 19, scope: !939)
!966 = !DILocation(line: 18, column: 43, scope: !939)
!967 = !DILocation(line: 18, column: 30, scope: !939)
!968 = !DILocation(line: 19, column: 25, scope: !939)
!969 = !DILocation(line: 19, column: 20, scope: !939)
!970 = !DILocation(line: 19, column: 44, scope: !939)
!971 = !DILocation(line: 19, column: 31, scope: !939)
!972 = !DILocation(line: 20, column: 27, scope: !939)
!973 = !DILocalVariable(name: "this", arg: 1, scope: !974, type: !978, flags: DIFlagArtificial | DIFlagObjectPointer)
!974 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !5, file: !4, line: 551, type: !290, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !289, retainedNodes: !975)
!975 = !{!973, !976, !977}
!976 = !DILocalVariable(name: "__n", arg: 2, scope: !974, file: !4, line: 551, type: !292)
!977 = !DILocalVariable(name: "__a", arg: 3, scope: !974, file: !4, line: 551, type: !286)
!978 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!979 = !DILocation(line: 0, scope: !974, inlinedAt: !980)
!980 = distinct !DILocation(line: 20, column: 23, scope: !939)
!981 = !DILocalVariable(name: "__n", arg: 1, scope: !982, file: !4, line: 1902, type: !292)
!982 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !5, file: !4, line: 1902, type: !477, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !476, retainedNodes: !983)
!983 = !{!981, !984}
!984 = !DILocalVariable(name: "__a", arg: 2, scope: !982, file: !4, line: 1902, type: !286)
!985 = !DILocation(line: 0, scope: !982, inlinedAt: !986)
!986 = distinct !DILocation(line: 552, column: 15, scope: !974, inlinedAt: !980)
!987 = !DILocation(line: 1904, column: 10, scope: !988, inlinedAt: !986)
!988 = distinct !DILexicalBlock(scope: !982, file: !4, line: 1904, column: 6)
!989 = !DILocation(line: 1904, column: 6, scope: !982, inlinedAt: !986)
!990 = !DILocation(line: 1905, column: 4, scope: !988, inlinedAt: !986)
!991 = !DILocalVariable(name: "this", arg: 1, scope: !992, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!992 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !9, file: !4, line: 330, type: !208, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !207, retainedNodes: !993)
!993 = !{!991, !994, !995}
!994 = !DILocalVariable(name: "__n", arg: 2, scope: !992, file: !4, line: 330, type: !72)
!995 = !DILocalVariable(name: "__a", arg: 3, scope: !992, file: !4, line: 330, type: !202)
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!997 = !DILocation(line: 0, scope: !992, inlinedAt: !998)
!998 = distinct !DILocation(line: 552, column: 9, scope: !974, inlinedAt: !980)
!999 = !DILocalVariable(name: "this", arg: 1, scope: !1000, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1000 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !9, file: !4, line: 393, type: !205, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !230, retainedNodes: !1001)
!1001 = !{!999, !1002}
!1002 = !DILocalVariable(name: "__n", arg: 2, scope: !1000, file: !4, line: 393, type: !72)
!1003 = !DILocation(line: 0, scope: !1000, inlinedAt: !1004)
!1004 = distinct !DILocation(line: 332, column: 9, scope: !1005, inlinedAt: !998)
!1005 = distinct !DILexicalBlock(scope: !992, file: !4, line: 332, column: 7)
!1006 = !DILocalVariable(name: "this", arg: 1, scope: !1007, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1007 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !9, file: !4, line: 375, type: !225, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !224, retainedNodes: !1008)
!1008 = !{!1006, !1009}
!1009 = !DILocalVariable(name: "__n", arg: 2, scope: !1007, file: !4, line: 375, type: !72)
!1010 = !DILocation(line: 0, scope: !1007, inlinedAt: !1011)
!1011 = distinct !DILocation(line: 395, column: 33, scope: !1000, inlinedAt: !1004)
!1012 = !DILocation(line: 378, column: 13, scope: !1007, inlinedAt: !1011)
!1013 = !DILocation(line: 378, column: 9, scope: !1007, inlinedAt: !1011)
!1014 = !DILocalVariable(name: "__a", arg: 1, scope: !1015, file: !24, line: 463, type: !32)
!1015 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !23, file: !24, line: 463, type: !27, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !26, retainedNodes: !1016)
!1016 = !{!1014, !1017}
!1017 = !DILocalVariable(name: "__n", arg: 2, scope: !1015, file: !24, line: 463, type: !100)
!1018 = !DILocation(line: 0, scope: !1015, inlinedAt: !1019)
!1019 = distinct !DILocation(line: 378, column: 20, scope: !1007, inlinedAt: !1011)
!1020 = !DILocalVariable(name: "this", arg: 1, scope: !1021, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1021 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !40, file: !41, line: 112, type: !69, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !68, retainedNodes: !1022)
!1022 = !{!1020, !1023, !1024}
!1023 = !DILocalVariable(name: "__n", arg: 2, scope: !1021, file: !41, line: 112, type: !71)
!1024 = !DILocalVariable(arg: 3, scope: !1021, file: !41, line: 112, type: !75)
!1025 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!1026 = !DILocation(line: 0, scope: !1021, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 464, column: 20, scope: !1015, inlinedAt: !1019)
!1028 = !DILocation(line: 137, column: 53, scope: !1021, inlinedAt: !1027)
!1029 = !DILocation(line: 137, column: 27, scope: !1021, inlinedAt: !1027)
!1030 = !DILocation(line: 137, column: 9, scope: !1021, inlinedAt: !1027)
!1031 = !DILocalVariable(name: "this", arg: 1, scope: !1032, type: !978, flags: DIFlagArtificial | DIFlagObjectPointer)
!1032 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !5, file: !4, line: 1710, type: !384, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !458, retainedNodes: !1033)
!1033 = !{!1031, !1034}
!1034 = !DILocalVariable(name: "__n", arg: 2, scope: !1032, file: !4, line: 1710, type: !292)
!1035 = !DILocation(line: 0, scope: !1032, inlinedAt: !1036)
!1036 = distinct !DILocation(line: 553, column: 9, scope: !1037, inlinedAt: !980)
!1037 = distinct !DILexicalBlock(scope: !974, file: !4, line: 553, column: 7)
!1038 = !DILocalVariable(name: "__first", arg: 1, scope: !1039, file: !1040, line: 764, type: !30)
!1039 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !6, file: !1040, line: 764, type: !1041, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1046, retainedNodes: !1043)
!1040 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!30, !30, !74, !98}
!1043 = !{!1038, !1044, !1045}
!1044 = !DILocalVariable(name: "__n", arg: 2, scope: !1039, file: !1040, line: 764, type: !74)
!1045 = !DILocalVariable(arg: 3, scope: !1039, file: !1040, line: 765, type: !98)
!1046 = !{!1047, !1048, !85}
!1047 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !30)
!1048 = !DITemplateTypeParameter(name: "_Size", type: !74)
!1049 = !DILocation(line: 0, scope: !1039, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 1713, column: 4, scope: !1032, inlinedAt: !1036)
!1051 = !DILocalVariable(name: "__first", arg: 1, scope: !1052, file: !1040, line: 691, type: !30)
!1052 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !6, file: !1040, line: 691, type: !1053, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1058, retainedNodes: !1055)
!1053 = !DISubroutineType(types: !1054)
!1054 = !{!30, !30, !74}
!1055 = !{!1051, !1056, !1057}
!1056 = !DILocalVariable(name: "__n", arg: 2, scope: !1052, file: !1040, line: 691, type: !74)
!1057 = !DILocalVariable(name: "__can_fill", scope: !1052, file: !1040, line: 696, type: !240)
!1058 = !{!1047, !1048}
!1059 = !DILocation(line: 0, scope: !1052, inlinedAt: !1060)
!1060 = distinct !DILocation(line: 766, column: 14, scope: !1039, inlinedAt: !1050)
!1061 = !DILocalVariable(name: "__first", arg: 1, scope: !1062, file: !1040, line: 655, type: !30)
!1062 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1063, file: !1040, line: 655, type: !1053, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1058, declaration: !1066, retainedNodes: !1067)
!1063 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !6, file: !1040, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1064, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1064 = !{!1065}
!1065 = !DITemplateValueParameter(name: "_TrivialValueType", type: !128, value: i8 1)
!1066 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1063, file: !1040, line: 655, type: !1053, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1058)
!1067 = !{!1061, !1068, !1069}
!1068 = !DILocalVariable(name: "__n", arg: 2, scope: !1062, file: !1040, line: 655, type: !74)
!1069 = !DILocalVariable(name: "__val", scope: !1070, file: !1040, line: 659, type: !1072)
!1070 = distinct !DILexicalBlock(scope: !1071, file: !1040, line: 658, column: 6)
!1071 = distinct !DILexicalBlock(scope: !1062, file: !1040, line: 657, column: 8)
!1072 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1073, size: 64)
!1073 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1075, file: !1074, line: 213, baseType: !31)
!1074 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1075 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !6, file: !1074, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1076, identifier: "_ZTSSt15iterator_traitsIPdE")
!1076 = !{!1077}
!1077 = !DITemplateTypeParameter(name: "_Iterator", type: !30)
!1078 = !DILocation(line: 0, scope: !1062, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 699, column: 14, scope: !1052, inlinedAt: !1060)
!1080 = !DILocation(line: 0, scope: !1070, inlinedAt: !1079)
!1081 = !DILocalVariable(name: "__p", arg: 1, scope: !1082, file: !1083, line: 109, type: !30)
!1082 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !6, file: !1083, line: 109, type: !1084, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1087, retainedNodes: !1086)
!1083 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1084 = !DISubroutineType(types: !1085)
!1085 = !{null, !30}
!1086 = !{!1081}
!1087 = !{!85, !1088}
!1088 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !135)
!1089 = !DILocation(line: 0, scope: !1082, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 661, column: 8, scope: !1070, inlinedAt: !1079)
!1091 = !DILocation(line: 119, column: 7, scope: !1082, inlinedAt: !1090)
!1092 = !{!1093, !1093, i64 0}
!1093 = !{!"double", !961, i64 0}
!1094 = !DILocalVariable(name: "__first", arg: 1, scope: !1095, file: !1101, line: 275, type: !30)
!1095 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !6, file: !1096, line: 1143, type: !1097, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1103, retainedNodes: !1099)
!1096 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1097 = !DISubroutineType(types: !1098)
!1098 = !{!30, !30, !74, !67}
!1099 = !{!1094, !1100, !1102}
!1100 = !DILocalVariable(name: "__n", arg: 2, scope: !1095, file: !1101, line: 275, type: !74)
!1101 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: "")
!1102 = !DILocalVariable(name: "__value", arg: 3, scope: !1095, file: !1101, line: 275, type: !67)
!1103 = !{!1104, !1048, !85}
!1104 = !DITemplateTypeParameter(name: "_OIter", type: !30)
!1105 = !DILocation(line: 0, scope: !1095, inlinedAt: !1106)
!1106 = distinct !DILocation(line: 663, column: 18, scope: !1070, inlinedAt: !1079)
!1107 = !DILocalVariable(name: "__first", arg: 1, scope: !1108, file: !1096, line: 1108, type: !30)
!1108 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !6, file: !1096, line: 1108, type: !1109, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1125, retainedNodes: !1121)
!1109 = !DISubroutineType(types: !1110)
!1110 = !{!30, !30, !74, !67, !1111}
!1111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !6, file: !1074, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1112, identifier: "_ZTSSt26random_access_iterator_tag")
!1112 = !{!1113}
!1113 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1111, baseType: !1114, extraData: i32 0)
!1114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !6, file: !1074, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1115, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1115 = !{!1116}
!1116 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1114, baseType: !1117, extraData: i32 0)
!1117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !6, file: !1074, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1118, identifier: "_ZTSSt20forward_iterator_tag")
!1118 = !{!1119}
!1119 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1117, baseType: !1120, extraData: i32 0)
!1120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !6, file: !1074, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !135, identifier: "_ZTSSt18input_iterator_tag")
!1121 = !{!1107, !1122, !1123, !1124}
!1122 = !DILocalVariable(name: "__n", arg: 2, scope: !1108, file: !1096, line: 1108, type: !74)
!1123 = !DILocalVariable(name: "__value", arg: 3, scope: !1108, file: !1096, line: 1108, type: !67)
!1124 = !DILocalVariable(arg: 4, scope: !1108, file: !1096, line: 1109, type: !1111)
!1125 = !{!1126, !1048, !85}
!1126 = !DITemplateTypeParameter(name: "_OutputIterator", type: !30)
!1127 = !DILocation(line: 0, scope: !1108, inlinedAt: !1128)
!1128 = distinct !DILocation(line: 1148, column: 14, scope: !1095, inlinedAt: !1106)
!1129 = !DILocation(line: 1109, column: 40, scope: !1108, inlinedAt: !1128)
!1130 = !DILocation(line: 1114, column: 15, scope: !1131, inlinedAt: !1128)
!1131 = distinct !DILexicalBlock(scope: !1108, file: !1096, line: 1114, column: 11)
!1132 = !DILocation(line: 1114, column: 11, scope: !1108, inlinedAt: !1128)
!1133 = !DILocation(line: 662, column: 8, scope: !1070, inlinedAt: !1079)
!1134 = !DILocalVariable(name: "__first", arg: 1, scope: !1135, file: !1096, line: 967, type: !30)
!1135 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !6, file: !1096, line: 967, type: !1136, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1141, retainedNodes: !1138)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{null, !30, !30, !67}
!1138 = !{!1134, !1139, !1140}
!1139 = !DILocalVariable(name: "__last", arg: 2, scope: !1135, file: !1096, line: 967, type: !30)
!1140 = !DILocalVariable(name: "__value", arg: 3, scope: !1135, file: !1096, line: 967, type: !67)
!1141 = !{!1142, !85}
!1142 = !DITemplateTypeParameter(name: "_FIte", type: !30)
!1143 = !DILocation(line: 0, scope: !1135, inlinedAt: !1144)
!1144 = distinct !DILocation(line: 1119, column: 7, scope: !1108, inlinedAt: !1128)
!1145 = !DILocalVariable(name: "__value", arg: 3, scope: !1146, file: !1096, line: 918, type: !67)
!1146 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !6, file: !1096, line: 917, type: !1147, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1159, retainedNodes: !1155)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{!1149, !30, !30, !67}
!1149 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1151, file: !1150, line: 50, baseType: null)
!1150 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1151 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !20, file: !1150, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1152, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1152 = !{!1153, !1154}
!1153 = !DITemplateValueParameter(type: !128, value: i8 1)
!1154 = !DITemplateTypeParameter(type: null)
!1155 = !{!1156, !1157, !1145, !1158}
!1156 = !DILocalVariable(name: "__first", arg: 1, scope: !1146, file: !1096, line: 917, type: !30)
!1157 = !DILocalVariable(name: "__last", arg: 2, scope: !1146, file: !1096, line: 917, type: !30)
!1158 = !DILocalVariable(name: "__tmp", scope: !1146, file: !1096, line: 920, type: !65)
!1159 = !{!1047, !85}
!1160 = !DILocation(line: 0, scope: !1146, inlinedAt: !1161)
!1161 = distinct !DILocation(line: 968, column: 7, scope: !1135, inlinedAt: !1144)
!1162 = !DILocation(line: 921, column: 7, scope: !1163, inlinedAt: !1161)
!1163 = distinct !DILexicalBlock(scope: !1146, file: !1096, line: 921, column: 7)
!1164 = !DILocation(line: 922, column: 11, scope: !1165, inlinedAt: !1161)
!1165 = distinct !DILexicalBlock(scope: !1163, file: !1096, line: 921, column: 7)
!1166 = !DILocation(line: 665, column: 4, scope: !1062, inlinedAt: !1079)
!1167 = !DILocation(line: 0, scope: !974, inlinedAt: !1168)
!1168 = distinct !DILocation(line: 20, column: 33, scope: !939)
!1169 = !DILocation(line: 0, scope: !982, inlinedAt: !1170)
!1170 = distinct !DILocation(line: 552, column: 15, scope: !974, inlinedAt: !1168)
!1171 = !DILocation(line: 0, scope: !992, inlinedAt: !1172)
!1172 = distinct !DILocation(line: 552, column: 9, scope: !974, inlinedAt: !1168)
!1173 = !DILocation(line: 0, scope: !1000, inlinedAt: !1174)
!1174 = distinct !DILocation(line: 332, column: 9, scope: !1005, inlinedAt: !1172)
!1175 = !DILocation(line: 0, scope: !1007, inlinedAt: !1176)
!1176 = distinct !DILocation(line: 395, column: 33, scope: !1000, inlinedAt: !1174)
!1177 = !DILocation(line: 0, scope: !1015, inlinedAt: !1178)
!1178 = distinct !DILocation(line: 378, column: 20, scope: !1007, inlinedAt: !1176)
!1179 = !DILocation(line: 0, scope: !1021, inlinedAt: !1180)
!1180 = distinct !DILocation(line: 464, column: 20, scope: !1015, inlinedAt: !1178)
!1181 = !DILocation(line: 137, column: 27, scope: !1021, inlinedAt: !1180)
!1182 = !DILocation(line: 137, column: 9, scope: !1021, inlinedAt: !1180)
!1183 = !DILocation(line: 0, scope: !1032, inlinedAt: !1184)
!1184 = distinct !DILocation(line: 553, column: 9, scope: !1037, inlinedAt: !1168)
!1185 = !DILocation(line: 0, scope: !1039, inlinedAt: !1186)
!1186 = distinct !DILocation(line: 1713, column: 4, scope: !1032, inlinedAt: !1184)
!1187 = !DILocation(line: 0, scope: !1052, inlinedAt: !1188)
!1188 = distinct !DILocation(line: 766, column: 14, scope: !1039, inlinedAt: !1186)
!1189 = !DILocation(line: 0, scope: !1062, inlinedAt: !1190)
!1190 = distinct !DILocation(line: 699, column: 14, scope: !1052, inlinedAt: !1188)
!1191 = !DILocation(line: 0, scope: !1070, inlinedAt: !1190)
!1192 = !DILocation(line: 0, scope: !1082, inlinedAt: !1193)
!1193 = distinct !DILocation(line: 661, column: 8, scope: !1070, inlinedAt: !1190)
!1194 = !DILocation(line: 119, column: 7, scope: !1082, inlinedAt: !1193)
!1195 = !DILocation(line: 0, scope: !1095, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 663, column: 18, scope: !1070, inlinedAt: !1190)
!1197 = !DILocation(line: 0, scope: !1108, inlinedAt: !1198)
!1198 = distinct !DILocation(line: 1148, column: 14, scope: !1095, inlinedAt: !1196)
!1199 = !DILocation(line: 1109, column: 40, scope: !1108, inlinedAt: !1198)
!1200 = !DILocation(line: 1114, column: 11, scope: !1108, inlinedAt: !1198)
!1201 = !DILocation(line: 21, column: 3, scope: !951)
!1202 = !DILocation(line: 662, column: 8, scope: !1070, inlinedAt: !1190)
!1203 = !DILocation(line: 0, scope: !1135, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 1119, column: 7, scope: !1108, inlinedAt: !1198)
!1205 = !DILocation(line: 0, scope: !1146, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 968, column: 7, scope: !1135, inlinedAt: !1204)
!1207 = !DILocation(line: 921, column: 7, scope: !1163, inlinedAt: !1206)
!1208 = !DILocation(line: 922, column: 11, scope: !1165, inlinedAt: !1206)
!1209 = !DILocation(line: 665, column: 4, scope: !1062, inlinedAt: !1190)
!1210 = !DILocation(line: 0, scope: !951)
!1211 = !DILocation(line: 21, column: 52, scope: !1212)
!1212 = distinct !DILexicalBlock(scope: !951, file: !1, line: 21, column: 3)
!1213 = !DILocation(line: 21, column: 50, scope: !1212)
!1214 = !DILocalVariable(name: "this", arg: 1, scope: !1215, type: !978, flags: DIFlagArtificial | DIFlagObjectPointer)
!1215 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1121, type: !394, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !393, retainedNodes: !1216)
!1216 = !{!1214, !1217}
!1217 = !DILocalVariable(name: "__n", arg: 2, scope: !1215, file: !4, line: 1121, type: !292)
!1218 = !DILocation(line: 0, scope: !1215, inlinedAt: !1219)
!1219 = distinct !DILocation(line: 21, column: 43, scope: !1212)
!1220 = !DILocation(line: 1124, column: 34, scope: !1215, inlinedAt: !1219)
!1221 = !DILocation(line: 21, column: 48, scope: !1212)
!1222 = !DILocation(line: 9, column: 31, scope: !1223, inlinedAt: !1243)
!1223 = distinct !DILexicalBlock(scope: !1224, file: !1, line: 9, column: 3)
!1224 = distinct !DILexicalBlock(scope: !1225, file: !1, line: 9, column: 3)
!1225 = distinct !DISubprogram(name: "transpose", linkageName: "_ZL9transposeRSt6vectorIdSaIdEERKS1_mmm", scope: !1, file: !1, line: 8, type: !1226, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1228)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{null, !336, !302, !72, !72, !72}
!1228 = !{!1229, !1230, !1231, !1232, !1233, !1234, !1235, !1237, !1240}
!1229 = !DILocalVariable(name: "b", arg: 1, scope: !1225, file: !1, line: 8, type: !336)
!1230 = !DILocalVariable(name: "a", arg: 2, scope: !1225, file: !1, line: 8, type: !302)
!1231 = !DILocalVariable(name: "n", arg: 3, scope: !1225, file: !1, line: 8, type: !72)
!1232 = !DILocalVariable(name: "m", arg: 4, scope: !1225, file: !1, line: 8, type: !72)
!1233 = !DILocalVariable(name: "bs", arg: 5, scope: !1225, file: !1, line: 8, type: !72)
!1234 = !DILocalVariable(name: "ii", scope: !1224, file: !1, line: 9, type: !72)
!1235 = !DILocalVariable(name: "jj", scope: !1236, file: !1, line: 10, type: !72)
!1236 = distinct !DILexicalBlock(scope: !1223, file: !1, line: 10, column: 5)
!1237 = !DILocalVariable(name: "i", scope: !1238, file: !1, line: 11, type: !72)
!1238 = distinct !DILexicalBlock(scope: !1239, file: !1, line: 11, column: 7)
!1239 = distinct !DILexicalBlock(scope: !1236, file: !1, line: 10, column: 5)
!1240 = !DILocalVariable(name: "j", scope: !1241, file: !1, line: 12, type: !72)
!1241 = distinct !DILexicalBlock(scope: !1242, file: !1, line: 12, column: 9)
!1242 = distinct !DILexicalBlock(scope: !1238, file: !1, line: 11, column: 7)
!1243 = distinct !DILocation(line: 22, column: 3, scope: !939)
!1244 = !DILocation(line: 0, scope: !1225, inlinedAt: !1243)
!1245 = !DILocation(line: 0, scope: !1224, inlinedAt: !1243)
!1246 = !DILocation(line: 9, column: 3, scope: !1224, inlinedAt: !1243)
!1247 = !DILocation(line: 0, scope: !1236, inlinedAt: !1243)
!1248 = !DILocation(line: 10, column: 5, scope: !1236, inlinedAt: !1243)
!1249 = !DILocation(line: 0, scope: !1238, inlinedAt: !1243)
!1250 = !DILocation(line: 11, column: 7, scope: !1238, inlinedAt: !1243)
!1251 = distinct !{!1251, !1246, !1252, !1253}
!1252 = !DILocation(line: 13, column: 37, scope: !1224, inlinedAt: !1243)
!1253 = !{!"llvm.loop.mustprogress"}
!1254 = !DILocation(line: 0, scope: !1241, inlinedAt: !1243)
!1255 = !DILocation(line: 12, column: 9, scope: !1241, inlinedAt: !1243)
!1256 = !DILocation(line: 13, column: 34, scope: !1257, inlinedAt: !1243)
!1257 = distinct !DILexicalBlock(scope: !1241, file: !1, line: 12, column: 9)
!1258 = !DILocation(line: 1143, column: 34, scope: !1259, inlinedAt: !1264)
!1259 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1140, type: !402, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !401, retainedNodes: !1260)
!1260 = !{!1261, !1263}
!1261 = !DILocalVariable(name: "this", arg: 1, scope: !1259, type: !1262, flags: DIFlagArtificial | DIFlagObjectPointer)
!1262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!1263 = !DILocalVariable(name: "__n", arg: 2, scope: !1259, file: !4, line: 1140, type: !292)
!1264 = distinct !DILocation(line: 13, column: 26, scope: !1257, inlinedAt: !1243)
!1265 = !DILocation(line: 13, column: 26, scope: !1257, inlinedAt: !1243)
!1266 = !{!1267}
!1267 = distinct !{!1267, !1268}
!1268 = distinct !{!1268, !"LVerDomain"}
!1269 = !DILocation(line: 13, column: 15, scope: !1257, inlinedAt: !1243)
!1270 = !DILocation(line: 13, column: 19, scope: !1257, inlinedAt: !1243)
!1271 = !DILocation(line: 1124, column: 34, scope: !1215, inlinedAt: !1272)
!1272 = distinct !DILocation(line: 13, column: 11, scope: !1257, inlinedAt: !1243)
!1273 = !DILocation(line: 13, column: 24, scope: !1257, inlinedAt: !1243)
!1274 = !{!1275}
!1275 = distinct !{!1275, !1268}
!1276 = distinct !{!1276, !1255, !1277, !1253, !1278}
!1277 = !DILocation(line: 13, column: 37, scope: !1241, inlinedAt: !1243)
!1278 = !{!"llvm.loop.isvectorized", i32 1}
!1279 = !DILocation(line: 10, column: 33, scope: !1239, inlinedAt: !1243)
!1280 = distinct !{!1280, !1248, !1281, !1253}
!1281 = !DILocation(line: 13, column: 37, scope: !1236, inlinedAt: !1243)
!1282 = !DILocation(line: 11, column: 58, scope: !1242, inlinedAt: !1243)
!1283 = !DILocation(line: 11, column: 34, scope: !1242, inlinedAt: !1243)
!1284 = distinct !{!1284, !1250, !1285, !1253}
!1285 = !DILocation(line: 13, column: 37, scope: !1238, inlinedAt: !1243)
!1286 = !DILocation(line: 0, scope: !1259, inlinedAt: !1264)
!1287 = !DILocation(line: 0, scope: !1215, inlinedAt: !1272)
!1288 = !DILocation(line: 12, column: 60, scope: !1257, inlinedAt: !1243)
!1289 = !DILocation(line: 12, column: 36, scope: !1257, inlinedAt: !1243)
!1290 = distinct !{!1290, !1255, !1277, !1253, !1278}
!1291 = !DILocation(line: 0, scope: !954)
!1292 = !DILocation(line: 24, column: 3, scope: !954)
!1293 = !DILocation(line: 21, column: 39, scope: !1212)
!1294 = distinct !{!1294, !1201, !1295, !1253}
!1295 = !DILocation(line: 21, column: 54, scope: !951)
!1296 = !DILocation(line: 25, column: 3, scope: !939)
!1297 = !DILocalVariable(name: "this", arg: 1, scope: !1298, type: !978, flags: DIFlagArtificial | DIFlagObjectPointer)
!1298 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !5, file: !4, line: 728, type: !280, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !332, retainedNodes: !1299)
!1299 = !{!1297}
!1300 = !DILocation(line: 0, scope: !1298, inlinedAt: !1301)
!1301 = distinct !DILocation(line: 26, column: 1, scope: !939)
!1302 = !DILocalVariable(name: "this", arg: 1, scope: !1303, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1303 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !9, file: !4, line: 364, type: !197, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !223, retainedNodes: !1304)
!1304 = !{!1302}
!1305 = !DILocation(line: 0, scope: !1303, inlinedAt: !1306)
!1306 = distinct !DILocation(line: 733, column: 7, scope: !1307, inlinedAt: !1301)
!1307 = distinct !DILexicalBlock(scope: !1298, file: !4, line: 729, column: 7)
!1308 = !DILocalVariable(name: "this", arg: 1, scope: !1309, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1309 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !9, file: !4, line: 383, type: !228, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !227, retainedNodes: !1310)
!1310 = !{!1308, !1311, !1312}
!1311 = !DILocalVariable(name: "__p", arg: 2, scope: !1309, file: !4, line: 383, type: !141)
!1312 = !DILocalVariable(name: "__n", arg: 3, scope: !1309, file: !4, line: 383, type: !72)
!1313 = !DILocation(line: 0, scope: !1309, inlinedAt: !1314)
!1314 = distinct !DILocation(line: 366, column: 2, scope: !1315, inlinedAt: !1306)
!1315 = distinct !DILexicalBlock(scope: !1303, file: !4, line: 365, column: 7)
!1316 = !DILocation(line: 386, column: 6, scope: !1317, inlinedAt: !1314)
!1317 = distinct !DILexicalBlock(scope: !1309, file: !4, line: 386, column: 6)
!1318 = !DILocation(line: 386, column: 6, scope: !1309, inlinedAt: !1314)
!1319 = !DILocalVariable(name: "__a", arg: 1, scope: !1320, file: !24, line: 495, type: !32)
!1320 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !23, file: !24, line: 495, type: !106, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !105, retainedNodes: !1321)
!1321 = !{!1319, !1322, !1323}
!1322 = !DILocalVariable(name: "__p", arg: 2, scope: !1320, file: !24, line: 495, type: !29)
!1323 = !DILocalVariable(name: "__n", arg: 3, scope: !1320, file: !24, line: 495, type: !100)
!1324 = !DILocation(line: 0, scope: !1320, inlinedAt: !1325)
!1325 = distinct !DILocation(line: 387, column: 4, scope: !1317, inlinedAt: !1314)
!1326 = !DILocalVariable(name: "this", arg: 1, scope: !1327, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1327 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !40, file: !41, line: 142, type: !78, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !77, retainedNodes: !1328)
!1328 = !{!1326, !1329, !1330}
!1329 = !DILocalVariable(name: "__p", arg: 2, scope: !1327, file: !41, line: 142, type: !30)
!1330 = !DILocalVariable(name: "__n", arg: 3, scope: !1327, file: !41, line: 142, type: !71)
!1331 = !DILocation(line: 0, scope: !1327, inlinedAt: !1332)
!1332 = distinct !DILocation(line: 496, column: 13, scope: !1320, inlinedAt: !1325)
!1333 = !DILocation(line: 158, column: 27, scope: !1327, inlinedAt: !1332)
!1334 = !DILocation(line: 158, column: 2, scope: !1327, inlinedAt: !1332)
!1335 = !DILocation(line: 387, column: 4, scope: !1317, inlinedAt: !1314)
!1336 = !DILocation(line: 0, scope: !1298, inlinedAt: !1337)
!1337 = distinct !DILocation(line: 26, column: 1, scope: !939)
!1338 = !DILocation(line: 0, scope: !1303, inlinedAt: !1339)
!1339 = distinct !DILocation(line: 733, column: 7, scope: !1307, inlinedAt: !1337)
!1340 = !DILocation(line: 0, scope: !1309, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 366, column: 2, scope: !1315, inlinedAt: !1339)
!1342 = !DILocation(line: 386, column: 6, scope: !1317, inlinedAt: !1341)
!1343 = !DILocation(line: 386, column: 6, scope: !1309, inlinedAt: !1341)
!1344 = !DILocation(line: 0, scope: !1320, inlinedAt: !1345)
!1345 = distinct !DILocation(line: 387, column: 4, scope: !1317, inlinedAt: !1341)
!1346 = !DILocation(line: 0, scope: !1327, inlinedAt: !1347)
!1347 = distinct !DILocation(line: 496, column: 13, scope: !1320, inlinedAt: !1345)
!1348 = !DILocation(line: 158, column: 27, scope: !1327, inlinedAt: !1347)
!1349 = !DILocation(line: 158, column: 2, scope: !1327, inlinedAt: !1347)
!1350 = !DILocation(line: 387, column: 4, scope: !1317, inlinedAt: !1341)
!1351 = !DILocation(line: 26, column: 1, scope: !939)
!1352 = !DILocation(line: 0, scope: !1215, inlinedAt: !1353)
!1353 = distinct !DILocation(line: 24, column: 48, scope: !1354)
!1354 = distinct !DILexicalBlock(scope: !954, file: !1, line: 24, column: 3)
!1355 = !DILocation(line: 1124, column: 34, scope: !1215, inlinedAt: !1353)
!1356 = !DILocation(line: 24, column: 48, scope: !1354)
!1357 = !DILocation(line: 24, column: 58, scope: !1354)
!1358 = !DILocation(line: 24, column: 55, scope: !1354)
!1359 = !DILocation(line: 24, column: 45, scope: !1354)
!1360 = !DILocation(line: 24, column: 39, scope: !1354)
!1361 = distinct !{!1361, !1292, !1362, !1253}
!1362 = !DILocation(line: 24, column: 61, scope: !954)
!1363 = !DILocation(line: 0, scope: !1298, inlinedAt: !1364)
!1364 = distinct !DILocation(line: 26, column: 1, scope: !939)
!1365 = !DILocation(line: 0, scope: !1303, inlinedAt: !1366)
!1366 = distinct !DILocation(line: 733, column: 7, scope: !1307, inlinedAt: !1364)
!1367 = !DILocation(line: 0, scope: !1309, inlinedAt: !1368)
!1368 = distinct !DILocation(line: 366, column: 2, scope: !1315, inlinedAt: !1366)
!1369 = !DILocation(line: 0, scope: !1320, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 387, column: 4, scope: !1317, inlinedAt: !1368)
!1371 = !DILocation(line: 0, scope: !1327, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 496, column: 13, scope: !1320, inlinedAt: !1370)
!1373 = !DILocation(line: 158, column: 2, scope: !1327, inlinedAt: !1372)
