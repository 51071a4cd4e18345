; ModuleID = 'cxx_matrix_class.cpp'
source_filename = "cxx_matrix_class.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.Matrix = type { i32, i32, %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !962 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !966, metadata !DIExpression()), !dbg !980
  call void @llvm.dbg.value(metadata i8** %1, metadata !967, metadata !DIExpression()), !dbg !980
  %3 = icmp sgt i32 %0, 1, !dbg !981
  br i1 %3, label %4, label %9, !dbg !982

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !983
  %6 = load i8*, i8** %5, align 8, !dbg !983, !tbaa !984
  call void @llvm.dbg.value(metadata i8* %6, metadata !796, metadata !DIExpression()) #9, !dbg !988
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !990
  %8 = trunc i64 %7 to i32, !dbg !990
  br label %9, !dbg !982

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ], !dbg !982
  call void @llvm.dbg.value(metadata i32 %10, metadata !968, metadata !DIExpression()), !dbg !980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !991, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata i32 %10, metadata !994, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata i32 %10, metadata !995, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata i32 %10, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !980
  call void @llvm.dbg.value(metadata i32 %10, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !980
  %11 = sext i32 %10 to i64, !dbg !999
  %12 = mul nsw i64 %11, %11, !dbg !1000
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1001, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.value(metadata i64 %12, metadata !1004, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.value(metadata double* undef, metadata !1005, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1006, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.value(metadata i64 %12, metadata !1010, metadata !DIExpression()), !dbg !1014
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1013, metadata !DIExpression()), !dbg !1014
  %13 = icmp ugt i64 %12, 1152921504606846975, !dbg !1016
  br i1 %13, label %14, label %15, !dbg !1018

14:                                               ; preds = %9
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #10, !dbg !1019
  unreachable, !dbg !1019

15:                                               ; preds = %9
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1020, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata i64 %12, metadata !1023, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1024, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata double* null, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* null, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* null, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1028, metadata !DIExpression()), !dbg !1032
  call void @llvm.dbg.value(metadata i64 %12, metadata !1031, metadata !DIExpression()), !dbg !1032
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1035, metadata !DIExpression()), !dbg !1039
  call void @llvm.dbg.value(metadata i64 %12, metadata !1038, metadata !DIExpression()), !dbg !1039
  %16 = icmp eq i64 %12, 0, !dbg !1041
  br i1 %16, label %22, label %17, !dbg !1042

17:                                               ; preds = %15
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1043, metadata !DIExpression()), !dbg !1047
  call void @llvm.dbg.value(metadata i64 %12, metadata !1046, metadata !DIExpression()), !dbg !1047
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1049, metadata !DIExpression()), !dbg !1055
  call void @llvm.dbg.value(metadata i64 %12, metadata !1052, metadata !DIExpression()), !dbg !1055
  call void @llvm.dbg.value(metadata i8* null, metadata !1053, metadata !DIExpression()), !dbg !1055
  %18 = shl nuw nsw i64 %12, 3, !dbg !1057
  %19 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #11, !dbg !1058
  %20 = bitcast i8* %19 to double*, !dbg !1059
  call void @llvm.dbg.value(metadata double* %20, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata !DIArgList(double* %20, i64 %12), metadata !969, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1060, metadata !DIExpression()), !dbg !1065
  call void @llvm.dbg.value(metadata i64 %12, metadata !1063, metadata !DIExpression()), !dbg !1065
  call void @llvm.dbg.value(metadata double* undef, metadata !1064, metadata !DIExpression()), !dbg !1065
  call void @llvm.dbg.value(metadata double* %20, metadata !1068, metadata !DIExpression()), !dbg !1081
  call void @llvm.dbg.value(metadata i64 %12, metadata !1074, metadata !DIExpression()), !dbg !1081
  call void @llvm.dbg.value(metadata double* undef, metadata !1075, metadata !DIExpression()), !dbg !1081
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1076, metadata !DIExpression()), !dbg !1081
  call void @llvm.dbg.value(metadata double* %20, metadata !1083, metadata !DIExpression()), !dbg !1092
  call void @llvm.dbg.value(metadata i64 %12, metadata !1088, metadata !DIExpression()), !dbg !1092
  call void @llvm.dbg.value(metadata double* undef, metadata !1089, metadata !DIExpression()), !dbg !1092
  call void @llvm.dbg.value(metadata i8 1, metadata !1090, metadata !DIExpression()), !dbg !1092
  call void @llvm.dbg.value(metadata double* %20, metadata !1094, metadata !DIExpression()), !dbg !1103
  call void @llvm.dbg.value(metadata i64 %12, metadata !1101, metadata !DIExpression()), !dbg !1103
  call void @llvm.dbg.value(metadata double* undef, metadata !1102, metadata !DIExpression()), !dbg !1103
  call void @llvm.dbg.value(metadata double* %20, metadata !1105, metadata !DIExpression()), !dbg !1113
  call void @llvm.dbg.value(metadata i64 %12, metadata !1109, metadata !DIExpression()), !dbg !1113
  call void @llvm.dbg.value(metadata double* undef, metadata !1110, metadata !DIExpression()), !dbg !1113
  call void @llvm.dbg.value(metadata double* %20, metadata !1115, metadata !DIExpression()), !dbg !1136
  call void @llvm.dbg.value(metadata i64 %12, metadata !1131, metadata !DIExpression()), !dbg !1136
  call void @llvm.dbg.value(metadata double* undef, metadata !1132, metadata !DIExpression()), !dbg !1136
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1133, metadata !DIExpression()), !dbg !1138
  call void @llvm.dbg.value(metadata double* %20, metadata !1139, metadata !DIExpression()), !dbg !1148
  call void @llvm.dbg.value(metadata !DIArgList(double* %20, i64 %12), metadata !1144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1148
  call void @llvm.dbg.value(metadata double* undef, metadata !1145, metadata !DIExpression()), !dbg !1148
  call void @llvm.dbg.value(metadata double* %20, metadata !1150, metadata !DIExpression()), !dbg !1165
  call void @llvm.dbg.value(metadata !DIArgList(double* %20, i64 %12), metadata !1161, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1165
  call void @llvm.dbg.value(metadata double* undef, metadata !1162, metadata !DIExpression()), !dbg !1165
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1163, metadata !DIExpression()), !dbg !1165
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %19, i8 0, i64 %18, i1 false), !dbg !1167, !tbaa !1170
  call void @llvm.dbg.value(metadata i32 undef, metadata !1150, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1165
  call void @llvm.dbg.value(metadata double* %20, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* undef, metadata !969, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !991, metadata !DIExpression()), !dbg !1172
  call void @llvm.dbg.value(metadata i32 %10, metadata !994, metadata !DIExpression()), !dbg !1172
  call void @llvm.dbg.value(metadata i32 %10, metadata !995, metadata !DIExpression()), !dbg !1172
  call void @llvm.dbg.value(metadata i32 %10, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !980
  call void @llvm.dbg.value(metadata i32 %10, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1001, metadata !DIExpression()), !dbg !1174
  call void @llvm.dbg.value(metadata i64 %12, metadata !1004, metadata !DIExpression()), !dbg !1174
  call void @llvm.dbg.value(metadata double* undef, metadata !1005, metadata !DIExpression()), !dbg !1174
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1006, metadata !DIExpression()), !dbg !1174
  call void @llvm.dbg.value(metadata i64 %12, metadata !1010, metadata !DIExpression()), !dbg !1176
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1013, metadata !DIExpression()), !dbg !1176
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1020, metadata !DIExpression()), !dbg !1178
  call void @llvm.dbg.value(metadata i64 %12, metadata !1023, metadata !DIExpression()), !dbg !1178
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1024, metadata !DIExpression()), !dbg !1178
  call void @llvm.dbg.value(metadata double* null, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* null, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* null, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1028, metadata !DIExpression()), !dbg !1180
  call void @llvm.dbg.value(metadata i64 %12, metadata !1031, metadata !DIExpression()), !dbg !1180
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1035, metadata !DIExpression()), !dbg !1182
  call void @llvm.dbg.value(metadata i64 %12, metadata !1038, metadata !DIExpression()), !dbg !1182
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1043, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata i64 %12, metadata !1046, metadata !DIExpression()), !dbg !1184
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1049, metadata !DIExpression()), !dbg !1186
  call void @llvm.dbg.value(metadata i64 %12, metadata !1052, metadata !DIExpression()), !dbg !1186
  call void @llvm.dbg.value(metadata i8* null, metadata !1053, metadata !DIExpression()), !dbg !1186
  %21 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #11
          to label %24 unwind label %241, !dbg !1188

22:                                               ; preds = %15
  call void @llvm.dbg.value(metadata double* null, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* undef, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !980
  call void @llvm.dbg.value(metadata i32 0, metadata !971, metadata !DIExpression()), !dbg !1189
  %23 = icmp sgt i32 %10, 0, !dbg !1190
  br i1 %23, label %27, label %85, !dbg !1191

24:                                               ; preds = %17
  %25 = bitcast i8* %21 to double*, !dbg !1192
  call void @llvm.dbg.value(metadata double* %25, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata !DIArgList(double* %25, i64 %12), metadata !970, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1060, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata i64 %12, metadata !1063, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata double* undef, metadata !1064, metadata !DIExpression()), !dbg !1193
  call void @llvm.dbg.value(metadata double* %25, metadata !1068, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata i64 %12, metadata !1074, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata double* undef, metadata !1075, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1076, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata double* %25, metadata !1083, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata i64 %12, metadata !1088, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata double* undef, metadata !1089, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata i8 1, metadata !1090, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata double* %25, metadata !1094, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata i64 %12, metadata !1101, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata double* undef, metadata !1102, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata double* %25, metadata !1105, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata i64 %12, metadata !1109, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata double* undef, metadata !1110, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata double* %25, metadata !1115, metadata !DIExpression()), !dbg !1203
  call void @llvm.dbg.value(metadata i64 %12, metadata !1131, metadata !DIExpression()), !dbg !1203
  call void @llvm.dbg.value(metadata double* undef, metadata !1132, metadata !DIExpression()), !dbg !1203
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1133, metadata !DIExpression()), !dbg !1205
  call void @llvm.dbg.value(metadata double* %25, metadata !1139, metadata !DIExpression()), !dbg !1206
  call void @llvm.dbg.value(metadata !DIArgList(double* %25, i64 %12), metadata !1144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1206
  call void @llvm.dbg.value(metadata double* undef, metadata !1145, metadata !DIExpression()), !dbg !1206
  call void @llvm.dbg.value(metadata double* %25, metadata !1150, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata !DIArgList(double* %25, i64 %12), metadata !1161, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1208
  call void @llvm.dbg.value(metadata double* undef, metadata !1162, metadata !DIExpression()), !dbg !1208
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1163, metadata !DIExpression()), !dbg !1208
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %21, i8 0, i64 %18, i1 false), !dbg !1210, !tbaa !1170
  call void @llvm.dbg.value(metadata i32 undef, metadata !1150, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1208
  call void @llvm.dbg.value(metadata double* null, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* undef, metadata !970, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !980
  call void @llvm.dbg.value(metadata i32 0, metadata !971, metadata !DIExpression()), !dbg !1189
  %26 = icmp sgt i32 %10, 0, !dbg !1190
  br i1 %26, label %27, label %77, !dbg !1191

27:                                               ; preds = %24, %22
  %28 = phi double* [ %25, %24 ], [ null, %22 ]
  %29 = phi double* [ %20, %24 ], [ null, %22 ]
  %30 = zext i32 %10 to i64, !dbg !1190
  %31 = icmp ult i32 %10, 2
  %32 = and i64 %30, 4294967294
  %33 = icmp eq i64 %32, %30
  br label %34, !dbg !1191

34:                                               ; preds = %243, %27
  %35 = phi i64 [ 0, %27 ], [ %244, %243 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !971, metadata !DIExpression()), !dbg !1189
  call void @llvm.dbg.value(metadata i32 0, metadata !973, metadata !DIExpression()), !dbg !1211
  %36 = mul i64 %35, %11
  %37 = add i64 %36, %30
  %38 = mul nsw i64 %35, %11
  %39 = trunc i64 %35 to i32
  br i1 %31, label %74, label %40, !dbg !1212

40:                                               ; preds = %34
  %41 = getelementptr double, double* %28, i64 %37
  %42 = getelementptr double, double* %28, i64 %36
  %43 = getelementptr double, double* %29, i64 %37
  %44 = getelementptr double, double* %29, i64 %36
  %45 = icmp ult double* %44, %41, !dbg !1212
  %46 = icmp ult double* %42, %43, !dbg !1212
  %47 = and i1 %45, %46, !dbg !1212
  br i1 %47, label %74, label %48, !dbg !1212

48:                                               ; preds = %40
  %49 = insertelement <2 x i64> poison, i64 %35, i64 0, !dbg !1212
  %50 = shufflevector <2 x i64> %49, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1212
  %51 = insertelement <2 x i32> poison, i32 %39, i64 0, !dbg !1212
  %52 = shufflevector <2 x i32> %51, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !1212
  br label %53, !dbg !1212

53:                                               ; preds = %53, %48
  %54 = phi i64 [ 0, %48 ], [ %69, %53 ], !dbg !1213
  %55 = phi <2 x i64> [ <i64 0, i64 1>, %48 ], [ %70, %53 ]
  %56 = phi <2 x i32> [ <i32 0, i32 1>, %48 ], [ %71, %53 ], !dbg !1215
  %57 = add nuw nsw <2 x i64> %55, %50, !dbg !1217
  %58 = trunc <2 x i64> %57 to <2 x i32>, !dbg !1218
  %59 = urem <2 x i32> %58, <i32 7, i32 7>, !dbg !1218
  %60 = sitofp <2 x i32> %59 to <2 x double>, !dbg !1219
  %61 = add nsw i64 %38, %54, !dbg !1213
  %62 = getelementptr inbounds double, double* %29, i64 %61, !dbg !1213
  %63 = bitcast double* %62 to <2 x double>*, !dbg !1220
  store <2 x double> %60, <2 x double>* %63, align 8, !dbg !1220, !tbaa !1170, !alias.scope !1221, !noalias !1224
  %64 = mul nsw <2 x i32> %56, %52, !dbg !1215
  %65 = urem <2 x i32> %64, <i32 5, i32 5>, !dbg !1226
  %66 = sitofp <2 x i32> %65 to <2 x double>, !dbg !1227
  %67 = getelementptr inbounds double, double* %28, i64 %61, !dbg !1213
  %68 = bitcast double* %67 to <2 x double>*, !dbg !1228
  store <2 x double> %66, <2 x double>* %68, align 8, !dbg !1228, !tbaa !1170, !alias.scope !1224
  %69 = add nuw i64 %54, 2, !dbg !1213
  %70 = add <2 x i64> %55, <i64 2, i64 2>
  %71 = add <2 x i32> %56, <i32 2, i32 2>, !dbg !1215
  %72 = icmp eq i64 %69, %32, !dbg !1213
  br i1 %72, label %73, label %53, !dbg !1213, !llvm.loop !1229

73:                                               ; preds = %53
  br i1 %33, label %243, label %74, !dbg !1212

74:                                               ; preds = %40, %34, %73
  %75 = phi i64 [ 0, %40 ], [ 0, %34 ], [ %32, %73 ]
  br label %246, !dbg !1212

76:                                               ; preds = %243
  call void @llvm.dbg.value(metadata i8* undef, metadata !1233, metadata !DIExpression(DW_OP_deref)), !dbg !1251
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1239, metadata !DIExpression()), !dbg !1251
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1240, metadata !DIExpression()), !dbg !1251
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !991, metadata !DIExpression()), !dbg !1253
  call void @llvm.dbg.value(metadata i32 %10, metadata !994, metadata !DIExpression()), !dbg !1253
  call void @llvm.dbg.value(metadata i32 %10, metadata !995, metadata !DIExpression()), !dbg !1253
  call void @llvm.dbg.value(metadata i32 %10, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !980
  call void @llvm.dbg.value(metadata i32 %10, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1001, metadata !DIExpression()), !dbg !1255
  call void @llvm.dbg.value(metadata i64 %12, metadata !1004, metadata !DIExpression()), !dbg !1255
  call void @llvm.dbg.value(metadata double* undef, metadata !1005, metadata !DIExpression()), !dbg !1255
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1006, metadata !DIExpression()), !dbg !1255
  call void @llvm.dbg.value(metadata i64 %12, metadata !1010, metadata !DIExpression()), !dbg !1257
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1013, metadata !DIExpression()), !dbg !1257
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1020, metadata !DIExpression()), !dbg !1259
  call void @llvm.dbg.value(metadata i64 %12, metadata !1023, metadata !DIExpression()), !dbg !1259
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1024, metadata !DIExpression()), !dbg !1259
  call void @llvm.dbg.value(metadata double* null, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* null, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* null, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1028, metadata !DIExpression()), !dbg !1261
  call void @llvm.dbg.value(metadata i64 %12, metadata !1031, metadata !DIExpression()), !dbg !1261
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1035, metadata !DIExpression()), !dbg !1263
  call void @llvm.dbg.value(metadata i64 %12, metadata !1038, metadata !DIExpression()), !dbg !1263
  br i1 %16, label %87, label %77, !dbg !1265

77:                                               ; preds = %24, %76
  %78 = phi i1 [ true, %76 ], [ false, %24 ]
  %79 = phi double* [ %28, %76 ], [ %25, %24 ]
  %80 = phi double* [ %29, %76 ], [ %20, %24 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1043, metadata !DIExpression()), !dbg !1266
  call void @llvm.dbg.value(metadata i64 %12, metadata !1046, metadata !DIExpression()), !dbg !1266
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1049, metadata !DIExpression()), !dbg !1268
  call void @llvm.dbg.value(metadata i64 %12, metadata !1052, metadata !DIExpression()), !dbg !1268
  call void @llvm.dbg.value(metadata i8* null, metadata !1053, metadata !DIExpression()), !dbg !1268
  %81 = shl nuw nsw i64 %12, 3, !dbg !1270
  %82 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %81) #11
          to label %83 unwind label %296, !dbg !1271

83:                                               ; preds = %77
  %84 = bitcast i8* %82 to double*, !dbg !1272
  call void @llvm.dbg.value(metadata double* %84, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata !DIArgList(double* %84, i64 %12), metadata !976, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !980
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1060, metadata !DIExpression()), !dbg !1273
  call void @llvm.dbg.value(metadata i64 %12, metadata !1063, metadata !DIExpression()), !dbg !1273
  call void @llvm.dbg.value(metadata double* undef, metadata !1064, metadata !DIExpression()), !dbg !1273
  call void @llvm.dbg.value(metadata double* %84, metadata !1068, metadata !DIExpression()), !dbg !1275
  call void @llvm.dbg.value(metadata i64 %12, metadata !1074, metadata !DIExpression()), !dbg !1275
  call void @llvm.dbg.value(metadata double* undef, metadata !1075, metadata !DIExpression()), !dbg !1275
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1076, metadata !DIExpression()), !dbg !1275
  call void @llvm.dbg.value(metadata double* %84, metadata !1083, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %12, metadata !1088, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata double* undef, metadata !1089, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i8 1, metadata !1090, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata double* %84, metadata !1094, metadata !DIExpression()), !dbg !1279
  call void @llvm.dbg.value(metadata i64 %12, metadata !1101, metadata !DIExpression()), !dbg !1279
  call void @llvm.dbg.value(metadata double* undef, metadata !1102, metadata !DIExpression()), !dbg !1279
  call void @llvm.dbg.value(metadata double* %84, metadata !1105, metadata !DIExpression()), !dbg !1281
  call void @llvm.dbg.value(metadata i64 %12, metadata !1109, metadata !DIExpression()), !dbg !1281
  call void @llvm.dbg.value(metadata double* undef, metadata !1110, metadata !DIExpression()), !dbg !1281
  call void @llvm.dbg.value(metadata double* %84, metadata !1115, metadata !DIExpression()), !dbg !1283
  call void @llvm.dbg.value(metadata i64 %12, metadata !1131, metadata !DIExpression()), !dbg !1283
  call void @llvm.dbg.value(metadata double* undef, metadata !1132, metadata !DIExpression()), !dbg !1283
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1133, metadata !DIExpression()), !dbg !1285
  call void @llvm.dbg.value(metadata double* %84, metadata !1139, metadata !DIExpression()), !dbg !1286
  call void @llvm.dbg.value(metadata !DIArgList(double* %84, i64 %12), metadata !1144, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1286
  call void @llvm.dbg.value(metadata double* undef, metadata !1145, metadata !DIExpression()), !dbg !1286
  call void @llvm.dbg.value(metadata double* %84, metadata !1150, metadata !DIExpression()), !dbg !1288
  call void @llvm.dbg.value(metadata !DIArgList(double* %84, i64 %12), metadata !1161, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !1288
  call void @llvm.dbg.value(metadata double* undef, metadata !1162, metadata !DIExpression()), !dbg !1288
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1163, metadata !DIExpression()), !dbg !1288
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 8 %82, i8 0, i64 %81, i1 false), !dbg !1290, !tbaa !1170, !noalias !1291
  call void @llvm.dbg.value(metadata i32 undef, metadata !1150, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1288
  call void @llvm.dbg.value(metadata double* %84, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !980
  call void @llvm.dbg.value(metadata double* undef, metadata !976, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !980
  call void @llvm.dbg.value(metadata i32 0, metadata !1241, metadata !DIExpression()), !dbg !1294
  br i1 %78, label %87, label %278, !dbg !1295

85:                                               ; preds = %22
  call void @llvm.dbg.value(metadata i32 0, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !977, metadata !DIExpression()), !dbg !980
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef 0.000000e+00), !dbg !1297
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1298, metadata !DIExpression()) #9, !dbg !1304
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1306, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1309
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1312, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1315
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1318, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1323
  call void @llvm.dbg.value(metadata double* %84, metadata !1321, metadata !DIExpression()) #9, !dbg !1323
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %84), metadata !1322, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1323
  br label %285, !dbg !1326

87:                                               ; preds = %76, %83
  %88 = phi double* [ %79, %83 ], [ %28, %76 ]
  %89 = phi double* [ %80, %83 ], [ %29, %76 ]
  %90 = phi double* [ %84, %83 ], [ null, %76 ]
  %91 = zext i32 %10 to i64, !dbg !1327
  %92 = and i64 %91, 4294967292, !dbg !1295
  %93 = add nsw i64 %92, -4, !dbg !1295
  %94 = lshr exact i64 %93, 2, !dbg !1295
  %95 = add nuw nsw i64 %94, 1, !dbg !1295
  %96 = add nsw i64 %91, -1, !dbg !1328
  %97 = icmp ult i32 %10, 4
  %98 = and i64 %91, 4294967292
  %99 = and i64 %95, 1
  %100 = icmp eq i64 %93, 0
  %101 = and i64 %95, 9223372036854775806
  %102 = icmp eq i64 %99, 0
  %103 = icmp eq i64 %98, %91
  %104 = and i64 %91, 1
  %105 = icmp eq i64 %104, 0
  br label %106, !dbg !1295

106:                                              ; preds = %87, %113
  %107 = phi i64 [ 0, %87 ], [ %114, %113 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !1241, metadata !DIExpression()), !dbg !1294
  call void @llvm.dbg.value(metadata i32 0, metadata !1243, metadata !DIExpression()), !dbg !1329
  %108 = mul i64 %107, %11
  %109 = getelementptr double, double* %90, i64 %108
  %110 = add i64 %108, %91
  %111 = getelementptr double, double* %90, i64 %110
  %112 = mul nsw i64 %107, %11
  br label %116, !dbg !1330

113:                                              ; preds = %214
  %114 = add nuw nsw i64 %107, 1, !dbg !1331
  call void @llvm.dbg.value(metadata i64 %114, metadata !1241, metadata !DIExpression()), !dbg !1294
  %115 = icmp eq i64 %114, %91, !dbg !1327
  br i1 %115, label %236, label %106, !dbg !1295, !llvm.loop !1332

116:                                              ; preds = %106, %214
  %117 = phi i64 [ 0, %106 ], [ %215, %214 ]
  call void @llvm.dbg.value(metadata i64 %117, metadata !1243, metadata !DIExpression()), !dbg !1329
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1334, metadata !DIExpression()), !dbg !1340
  call void @llvm.dbg.value(metadata i64 %107, metadata !1337, metadata !DIExpression()), !dbg !1340
  call void @llvm.dbg.value(metadata i64 %117, metadata !1338, metadata !DIExpression()), !dbg !1340
  %118 = mul i64 %117, %11, !dbg !1342
  %119 = add nsw i64 %117, %112, !dbg !1342
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1348
  call void @llvm.dbg.value(metadata i64 %119, metadata !1346, metadata !DIExpression()), !dbg !1348
  %120 = getelementptr inbounds double, double* %89, i64 %119, !dbg !1350
  %121 = load double, double* %120, align 8, !dbg !1351, !tbaa !1170, !noalias !1291
  call void @llvm.dbg.value(metadata double %121, metadata !1246, metadata !DIExpression()), !dbg !1352
  call void @llvm.dbg.value(metadata i32 0, metadata !1249, metadata !DIExpression()), !dbg !1353
  %122 = mul nsw i64 %117, %11
  br i1 %97, label %200, label %123, !dbg !1328

123:                                              ; preds = %116
  %124 = add i64 %118, %91, !dbg !1342
  %125 = getelementptr double, double* %88, i64 %124, !dbg !1342
  %126 = getelementptr double, double* %88, i64 %118, !dbg !1342
  %127 = icmp ult double* %109, %125, !dbg !1328
  %128 = icmp ult double* %126, %111, !dbg !1328
  %129 = and i1 %127, %128, !dbg !1328
  br i1 %129, label %200, label %130, !dbg !1328

130:                                              ; preds = %123
  %131 = insertelement <2 x double> poison, double %121, i64 0, !dbg !1328
  %132 = shufflevector <2 x double> %131, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !1328
  %133 = insertelement <2 x double> poison, double %121, i64 0, !dbg !1328
  %134 = shufflevector <2 x double> %133, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !1328
  br i1 %100, label %178, label %135, !dbg !1328

135:                                              ; preds = %130, %135
  %136 = phi i64 [ %175, %135 ], [ 0, %130 ], !dbg !1354
  %137 = phi i64 [ %176, %135 ], [ 0, %130 ]
  %138 = add nsw i64 %136, %122, !dbg !1354
  %139 = getelementptr inbounds double, double* %88, i64 %138, !dbg !1354
  %140 = bitcast double* %139 to <2 x double>*, !dbg !1356
  %141 = load <2 x double>, <2 x double>* %140, align 8, !dbg !1356, !tbaa !1170, !alias.scope !1358, !noalias !1291
  %142 = getelementptr inbounds double, double* %139, i64 2, !dbg !1356
  %143 = bitcast double* %142 to <2 x double>*, !dbg !1356
  %144 = load <2 x double>, <2 x double>* %143, align 8, !dbg !1356, !tbaa !1170, !alias.scope !1358, !noalias !1291
  %145 = add nsw i64 %136, %112, !dbg !1354
  %146 = getelementptr inbounds double, double* %90, i64 %145, !dbg !1354
  %147 = bitcast double* %146 to <2 x double>*, !dbg !1361
  %148 = load <2 x double>, <2 x double>* %147, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %149 = getelementptr inbounds double, double* %146, i64 2, !dbg !1361
  %150 = bitcast double* %149 to <2 x double>*, !dbg !1361
  %151 = load <2 x double>, <2 x double>* %150, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> %141, <2 x double> %148), !dbg !1361
  %153 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %144, <2 x double> %151), !dbg !1361
  %154 = bitcast double* %146 to <2 x double>*, !dbg !1361
  store <2 x double> %152, <2 x double>* %154, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %155 = bitcast double* %149 to <2 x double>*, !dbg !1361
  store <2 x double> %153, <2 x double>* %155, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %156 = or i64 %136, 4, !dbg !1354
  %157 = add nsw i64 %156, %122, !dbg !1354
  %158 = getelementptr inbounds double, double* %88, i64 %157, !dbg !1354
  %159 = bitcast double* %158 to <2 x double>*, !dbg !1356
  %160 = load <2 x double>, <2 x double>* %159, align 8, !dbg !1356, !tbaa !1170, !alias.scope !1358, !noalias !1291
  %161 = getelementptr inbounds double, double* %158, i64 2, !dbg !1356
  %162 = bitcast double* %161 to <2 x double>*, !dbg !1356
  %163 = load <2 x double>, <2 x double>* %162, align 8, !dbg !1356, !tbaa !1170, !alias.scope !1358, !noalias !1291
  %164 = add nsw i64 %156, %112, !dbg !1354
  %165 = getelementptr inbounds double, double* %90, i64 %164, !dbg !1354
  %166 = bitcast double* %165 to <2 x double>*, !dbg !1361
  %167 = load <2 x double>, <2 x double>* %166, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %168 = getelementptr inbounds double, double* %165, i64 2, !dbg !1361
  %169 = bitcast double* %168 to <2 x double>*, !dbg !1361
  %170 = load <2 x double>, <2 x double>* %169, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> %160, <2 x double> %167), !dbg !1361
  %172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %163, <2 x double> %170), !dbg !1361
  %173 = bitcast double* %165 to <2 x double>*, !dbg !1361
  store <2 x double> %171, <2 x double>* %173, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %174 = bitcast double* %168 to <2 x double>*, !dbg !1361
  store <2 x double> %172, <2 x double>* %174, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %175 = add nuw i64 %136, 8, !dbg !1354
  %176 = add i64 %137, 2, !dbg !1354
  %177 = icmp eq i64 %176, %101, !dbg !1354
  br i1 %177, label %178, label %135, !dbg !1354, !llvm.loop !1365

178:                                              ; preds = %135, %130
  %179 = phi i64 [ 0, %130 ], [ %175, %135 ]
  br i1 %102, label %199, label %180, !dbg !1354

180:                                              ; preds = %178
  %181 = add nsw i64 %179, %122, !dbg !1354
  %182 = getelementptr inbounds double, double* %88, i64 %181, !dbg !1354
  %183 = bitcast double* %182 to <2 x double>*, !dbg !1356
  %184 = load <2 x double>, <2 x double>* %183, align 8, !dbg !1356, !tbaa !1170, !alias.scope !1358, !noalias !1291
  %185 = getelementptr inbounds double, double* %182, i64 2, !dbg !1356
  %186 = bitcast double* %185 to <2 x double>*, !dbg !1356
  %187 = load <2 x double>, <2 x double>* %186, align 8, !dbg !1356, !tbaa !1170, !alias.scope !1358, !noalias !1291
  %188 = add nsw i64 %179, %112, !dbg !1354
  %189 = getelementptr inbounds double, double* %90, i64 %188, !dbg !1354
  %190 = bitcast double* %189 to <2 x double>*, !dbg !1361
  %191 = load <2 x double>, <2 x double>* %190, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %192 = getelementptr inbounds double, double* %189, i64 2, !dbg !1361
  %193 = bitcast double* %192 to <2 x double>*, !dbg !1361
  %194 = load <2 x double>, <2 x double>* %193, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %195 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> %184, <2 x double> %191), !dbg !1361
  %196 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %187, <2 x double> %194), !dbg !1361
  %197 = bitcast double* %189 to <2 x double>*, !dbg !1361
  store <2 x double> %195, <2 x double>* %197, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  %198 = bitcast double* %192 to <2 x double>*, !dbg !1361
  store <2 x double> %196, <2 x double>* %198, align 8, !dbg !1361, !tbaa !1170, !alias.scope !1362, !noalias !1364
  br label %199, !dbg !1328

199:                                              ; preds = %178, %180
  br i1 %103, label %214, label %200, !dbg !1328

200:                                              ; preds = %123, %116, %199
  %201 = phi i64 [ 0, %123 ], [ 0, %116 ], [ %98, %199 ]
  br i1 %105, label %211, label %202, !dbg !1328

202:                                              ; preds = %200
  call void @llvm.dbg.value(metadata i64 undef, metadata !1249, metadata !DIExpression()), !dbg !1353
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1334, metadata !DIExpression()), !dbg !1367
  call void @llvm.dbg.value(metadata i64 %117, metadata !1337, metadata !DIExpression()), !dbg !1367
  call void @llvm.dbg.value(metadata i64 undef, metadata !1338, metadata !DIExpression()), !dbg !1367
  %203 = add nsw i64 %201, %122, !dbg !1368
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1369
  call void @llvm.dbg.value(metadata i64 %203, metadata !1346, metadata !DIExpression()), !dbg !1369
  %204 = getelementptr inbounds double, double* %88, i64 %203, !dbg !1371
  %205 = load double, double* %204, align 8, !dbg !1356, !tbaa !1170, !noalias !1291
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1377
  call void @llvm.dbg.value(metadata i64 %107, metadata !1375, metadata !DIExpression()), !dbg !1377
  call void @llvm.dbg.value(metadata i64 undef, metadata !1376, metadata !DIExpression()), !dbg !1377
  %206 = add nsw i64 %201, %112, !dbg !1379
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1384
  call void @llvm.dbg.value(metadata i64 %206, metadata !1383, metadata !DIExpression()), !dbg !1384
  %207 = getelementptr inbounds double, double* %90, i64 %206, !dbg !1386
  %208 = load double, double* %207, align 8, !dbg !1361, !tbaa !1170, !noalias !1291
  %209 = tail call double @llvm.fmuladd.f64(double %121, double %205, double %208), !dbg !1361
  store double %209, double* %207, align 8, !dbg !1361, !tbaa !1170, !noalias !1291
  %210 = or i64 %201, 1, !dbg !1354
  call void @llvm.dbg.value(metadata i64 %210, metadata !1249, metadata !DIExpression()), !dbg !1353
  br label %211, !dbg !1328

211:                                              ; preds = %202, %200
  %212 = phi i64 [ %201, %200 ], [ %210, %202 ]
  %213 = icmp eq i64 %96, %201, !dbg !1328
  br i1 %213, label %214, label %217, !dbg !1328

214:                                              ; preds = %211, %217, %199
  %215 = add nuw nsw i64 %117, 1, !dbg !1387
  call void @llvm.dbg.value(metadata i64 %215, metadata !1243, metadata !DIExpression()), !dbg !1329
  %216 = icmp eq i64 %215, %91, !dbg !1388
  br i1 %216, label %113, label %116, !dbg !1330, !llvm.loop !1389

217:                                              ; preds = %211, %217
  %218 = phi i64 [ %234, %217 ], [ %212, %211 ]
  call void @llvm.dbg.value(metadata i64 %218, metadata !1249, metadata !DIExpression()), !dbg !1353
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1334, metadata !DIExpression()), !dbg !1367
  call void @llvm.dbg.value(metadata i64 %117, metadata !1337, metadata !DIExpression()), !dbg !1367
  call void @llvm.dbg.value(metadata i64 %218, metadata !1338, metadata !DIExpression()), !dbg !1367
  %219 = add nsw i64 %218, %122, !dbg !1368
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1369
  call void @llvm.dbg.value(metadata i64 %219, metadata !1346, metadata !DIExpression()), !dbg !1369
  %220 = getelementptr inbounds double, double* %88, i64 %219, !dbg !1371
  %221 = load double, double* %220, align 8, !dbg !1356, !tbaa !1170, !noalias !1291
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1377
  call void @llvm.dbg.value(metadata i64 %107, metadata !1375, metadata !DIExpression()), !dbg !1377
  call void @llvm.dbg.value(metadata i64 %218, metadata !1376, metadata !DIExpression()), !dbg !1377
  %222 = add nsw i64 %218, %112, !dbg !1379
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1384
  call void @llvm.dbg.value(metadata i64 %222, metadata !1383, metadata !DIExpression()), !dbg !1384
  %223 = getelementptr inbounds double, double* %90, i64 %222, !dbg !1386
  %224 = load double, double* %223, align 8, !dbg !1361, !tbaa !1170, !noalias !1291
  %225 = tail call double @llvm.fmuladd.f64(double %121, double %221, double %224), !dbg !1361
  store double %225, double* %223, align 8, !dbg !1361, !tbaa !1170, !noalias !1291
  %226 = add nuw nsw i64 %218, 1, !dbg !1354
  call void @llvm.dbg.value(metadata i64 %226, metadata !1249, metadata !DIExpression()), !dbg !1353
  call void @llvm.dbg.value(metadata i64 %226, metadata !1249, metadata !DIExpression()), !dbg !1353
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1334, metadata !DIExpression()), !dbg !1367
  call void @llvm.dbg.value(metadata i64 %117, metadata !1337, metadata !DIExpression()), !dbg !1367
  call void @llvm.dbg.value(metadata i64 %226, metadata !1338, metadata !DIExpression()), !dbg !1367
  %227 = add nsw i64 %226, %122, !dbg !1368
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1343, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1369
  call void @llvm.dbg.value(metadata i64 %227, metadata !1346, metadata !DIExpression()), !dbg !1369
  %228 = getelementptr inbounds double, double* %88, i64 %227, !dbg !1371
  %229 = load double, double* %228, align 8, !dbg !1356, !tbaa !1170, !noalias !1291
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1377
  call void @llvm.dbg.value(metadata i64 %107, metadata !1375, metadata !DIExpression()), !dbg !1377
  call void @llvm.dbg.value(metadata i64 %226, metadata !1376, metadata !DIExpression()), !dbg !1377
  %230 = add nsw i64 %226, %112, !dbg !1379
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1384
  call void @llvm.dbg.value(metadata i64 %230, metadata !1383, metadata !DIExpression()), !dbg !1384
  %231 = getelementptr inbounds double, double* %90, i64 %230, !dbg !1386
  %232 = load double, double* %231, align 8, !dbg !1361, !tbaa !1170, !noalias !1291
  %233 = tail call double @llvm.fmuladd.f64(double %121, double %229, double %232), !dbg !1361
  store double %233, double* %231, align 8, !dbg !1361, !tbaa !1170, !noalias !1291
  %234 = add nuw nsw i64 %218, 2, !dbg !1354
  call void @llvm.dbg.value(metadata i64 %234, metadata !1249, metadata !DIExpression()), !dbg !1353
  %235 = icmp eq i64 %234, %91, !dbg !1391
  br i1 %235, label %214, label %217, !dbg !1328, !llvm.loop !1392

236:                                              ; preds = %113
  call void @llvm.dbg.value(metadata i32 0, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !977, metadata !DIExpression()), !dbg !980
  %237 = and i64 %91, 3, !dbg !1393
  %238 = icmp ult i64 %96, 3, !dbg !1393
  br i1 %238, label %261, label %239, !dbg !1393

239:                                              ; preds = %236
  %240 = and i64 %91, 4294967292, !dbg !1393
  br label %301, !dbg !1393

241:                                              ; preds = %17
  %242 = landingpad { i8*, i32 }
          cleanup, !dbg !1394
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1298, metadata !DIExpression()) #9, !dbg !1395
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1306, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1397
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1312, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1399
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1318, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1401
  call void @llvm.dbg.value(metadata double* %20, metadata !1321, metadata !DIExpression()) #9, !dbg !1401
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %20), metadata !1322, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1401
  br label %333, !dbg !1403

243:                                              ; preds = %246, %73
  %244 = add nuw nsw i64 %35, 1, !dbg !1404
  call void @llvm.dbg.value(metadata i64 %244, metadata !971, metadata !DIExpression()), !dbg !1189
  %245 = icmp eq i64 %244, %30, !dbg !1190
  br i1 %245, label %76, label %34, !dbg !1191, !llvm.loop !1405

246:                                              ; preds = %74, %246
  %247 = phi i64 [ %259, %246 ], [ %75, %74 ]
  call void @llvm.dbg.value(metadata i64 %247, metadata !973, metadata !DIExpression()), !dbg !1211
  %248 = add nuw nsw i64 %247, %35, !dbg !1217
  %249 = trunc i64 %248 to i32, !dbg !1218
  %250 = urem i32 %249, 7, !dbg !1218
  %251 = sitofp i32 %250 to double, !dbg !1219
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1407
  call void @llvm.dbg.value(metadata i64 %35, metadata !1375, metadata !DIExpression()), !dbg !1407
  call void @llvm.dbg.value(metadata i64 %247, metadata !1376, metadata !DIExpression()), !dbg !1407
  %252 = add nsw i64 %38, %247, !dbg !1409
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1410
  call void @llvm.dbg.value(metadata i64 %252, metadata !1383, metadata !DIExpression()), !dbg !1410
  %253 = getelementptr inbounds double, double* %29, i64 %252, !dbg !1412
  store double %251, double* %253, align 8, !dbg !1220, !tbaa !1170
  %254 = trunc i64 %247 to i32, !dbg !1215
  %255 = mul nsw i32 %254, %39, !dbg !1215
  %256 = urem i32 %255, 5, !dbg !1226
  %257 = sitofp i32 %256 to double, !dbg !1227
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1413
  call void @llvm.dbg.value(metadata i64 %35, metadata !1375, metadata !DIExpression()), !dbg !1413
  call void @llvm.dbg.value(metadata i64 %247, metadata !1376, metadata !DIExpression()), !dbg !1413
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1415
  call void @llvm.dbg.value(metadata i64 %252, metadata !1383, metadata !DIExpression()), !dbg !1415
  %258 = getelementptr inbounds double, double* %28, i64 %252, !dbg !1417
  store double %257, double* %258, align 8, !dbg !1228, !tbaa !1170
  %259 = add nuw nsw i64 %247, 1, !dbg !1213
  call void @llvm.dbg.value(metadata i64 %259, metadata !973, metadata !DIExpression()), !dbg !1211
  %260 = icmp eq i64 %259, %30, !dbg !1418
  br i1 %260, label %243, label %246, !dbg !1212, !llvm.loop !1419

261:                                              ; preds = %301, %236
  %262 = phi double [ undef, %236 ], [ %327, %301 ]
  %263 = phi i64 [ 0, %236 ], [ %328, %301 ]
  %264 = phi double [ 0.000000e+00, %236 ], [ %327, %301 ]
  %265 = icmp eq i64 %237, 0, !dbg !1393
  br i1 %265, label %278, label %266, !dbg !1393

266:                                              ; preds = %261, %266
  %267 = phi i64 [ %275, %266 ], [ %263, %261 ]
  %268 = phi double [ %274, %266 ], [ %264, %261 ]
  %269 = phi i64 [ %276, %266 ], [ 0, %261 ]
  call void @llvm.dbg.value(metadata i64 %267, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata double %268, metadata !977, metadata !DIExpression()), !dbg !980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %267, metadata !1375, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %267, metadata !1376, metadata !DIExpression()), !dbg !1420
  %270 = mul nsw i64 %267, %11, !dbg !1423
  %271 = add nsw i64 %270, %267, !dbg !1424
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1425
  call void @llvm.dbg.value(metadata i64 %271, metadata !1383, metadata !DIExpression()), !dbg !1425
  %272 = getelementptr inbounds double, double* %90, i64 %271, !dbg !1427
  %273 = load double, double* %272, align 8, !dbg !1428, !tbaa !1170
  %274 = fadd double %268, %273, !dbg !1429
  call void @llvm.dbg.value(metadata double %274, metadata !977, metadata !DIExpression()), !dbg !980
  %275 = add nuw nsw i64 %267, 1, !dbg !1430
  call void @llvm.dbg.value(metadata i64 %275, metadata !978, metadata !DIExpression()), !dbg !1296
  %276 = add i64 %269, 1, !dbg !1393
  %277 = icmp eq i64 %276, %237, !dbg !1393
  br i1 %277, label %278, label %266, !dbg !1393, !llvm.loop !1431

278:                                              ; preds = %261, %266, %83
  %279 = phi double [ 0.000000e+00, %83 ], [ %262, %261 ], [ %274, %266 ]
  %280 = phi double* [ %79, %83 ], [ %88, %266 ], [ %88, %261 ]
  %281 = phi double* [ %80, %83 ], [ %89, %266 ], [ %89, %261 ]
  %282 = phi double* [ %84, %83 ], [ %90, %266 ], [ %90, %261 ]
  %283 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %279), !dbg !1297
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1433, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1438
  call void @llvm.dbg.value(metadata double* %84, metadata !1436, metadata !DIExpression()) #9, !dbg !1438
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %84), metadata !1437, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1438
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1441, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1446
  call void @llvm.dbg.value(metadata double* %84, metadata !1444, metadata !DIExpression()) #9, !dbg !1446
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %84), metadata !1445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1446
  %284 = bitcast double* %282 to i8*, !dbg !1448
  tail call void @_ZdlPv(i8* noundef %284) #12, !dbg !1449
  br label %285, !dbg !1450

285:                                              ; preds = %85, %278
  %286 = phi double* [ null, %85 ], [ %280, %278 ]
  %287 = phi double* [ null, %85 ], [ %281, %278 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1298, metadata !DIExpression()) #9, !dbg !1451
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1306, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1453
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1312, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1455
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1318, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1457
  call void @llvm.dbg.value(metadata double* null, metadata !1321, metadata !DIExpression()) #9, !dbg !1457
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* null), metadata !1322, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1457
  %288 = icmp eq double* %286, null, !dbg !1459
  br i1 %288, label %291, label %289, !dbg !1460

289:                                              ; preds = %285
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1433, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1461
  call void @llvm.dbg.value(metadata double* null, metadata !1436, metadata !DIExpression()) #9, !dbg !1461
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* null), metadata !1437, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1461
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1441, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1463
  call void @llvm.dbg.value(metadata double* null, metadata !1444, metadata !DIExpression()) #9, !dbg !1463
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* null), metadata !1445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1463
  %290 = bitcast double* %286 to i8*, !dbg !1465
  tail call void @_ZdlPv(i8* noundef %290) #12, !dbg !1466
  br label %291, !dbg !1467

291:                                              ; preds = %285, %289
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1298, metadata !DIExpression()) #9, !dbg !1468
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1306, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1470
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1312, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1472
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1318, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1474
  call void @llvm.dbg.value(metadata double* %20, metadata !1321, metadata !DIExpression()) #9, !dbg !1474
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %20), metadata !1322, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1474
  %292 = icmp eq double* %287, null, !dbg !1476
  br i1 %292, label %295, label %293, !dbg !1477

293:                                              ; preds = %291
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1433, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1478
  call void @llvm.dbg.value(metadata double* %20, metadata !1436, metadata !DIExpression()) #9, !dbg !1478
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %20), metadata !1437, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1478
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1441, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1480
  call void @llvm.dbg.value(metadata double* %20, metadata !1444, metadata !DIExpression()) #9, !dbg !1480
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %20), metadata !1445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1480
  %294 = bitcast double* %287 to i8*, !dbg !1482
  tail call void @_ZdlPv(i8* noundef %294) #12, !dbg !1483
  br label %295, !dbg !1484

295:                                              ; preds = %291, %293
  ret i32 0, !dbg !1394

296:                                              ; preds = %77
  %297 = landingpad { i8*, i32 }
          cleanup, !dbg !1394
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1298, metadata !DIExpression()) #9, !dbg !1485
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1306, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1487
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1312, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1489
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1318, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1491
  call void @llvm.dbg.value(metadata double* null, metadata !1321, metadata !DIExpression()) #9, !dbg !1491
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* null), metadata !1322, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1491
  %298 = icmp eq double* %79, null, !dbg !1493
  br i1 %298, label %331, label %299, !dbg !1494

299:                                              ; preds = %296
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1433, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1495
  call void @llvm.dbg.value(metadata double* null, metadata !1436, metadata !DIExpression()) #9, !dbg !1495
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* null), metadata !1437, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1495
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1441, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1497
  call void @llvm.dbg.value(metadata double* null, metadata !1444, metadata !DIExpression()) #9, !dbg !1497
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* null), metadata !1445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1497
  %300 = bitcast double* %79 to i8*, !dbg !1499
  tail call void @_ZdlPv(i8* noundef %300) #12, !dbg !1500
  br label %331, !dbg !1501

301:                                              ; preds = %301, %239
  %302 = phi i64 [ 0, %239 ], [ %328, %301 ]
  %303 = phi double [ 0.000000e+00, %239 ], [ %327, %301 ]
  %304 = phi i64 [ 0, %239 ], [ %329, %301 ]
  call void @llvm.dbg.value(metadata i64 %302, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata double %303, metadata !977, metadata !DIExpression()), !dbg !980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %302, metadata !1375, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %302, metadata !1376, metadata !DIExpression()), !dbg !1420
  %305 = mul nsw i64 %302, %11, !dbg !1423
  %306 = add nsw i64 %305, %302, !dbg !1424
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1425
  call void @llvm.dbg.value(metadata i64 %306, metadata !1383, metadata !DIExpression()), !dbg !1425
  %307 = getelementptr inbounds double, double* %90, i64 %306, !dbg !1427
  %308 = load double, double* %307, align 8, !dbg !1428, !tbaa !1170
  %309 = fadd double %303, %308, !dbg !1429
  call void @llvm.dbg.value(metadata double %309, metadata !977, metadata !DIExpression()), !dbg !980
  %310 = or i64 %302, 1, !dbg !1430
  call void @llvm.dbg.value(metadata i64 %310, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata i64 %310, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata double %309, metadata !977, metadata !DIExpression()), !dbg !980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %310, metadata !1375, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %310, metadata !1376, metadata !DIExpression()), !dbg !1420
  %311 = mul nsw i64 %310, %11, !dbg !1423
  %312 = add nsw i64 %311, %310, !dbg !1424
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1425
  call void @llvm.dbg.value(metadata i64 %312, metadata !1383, metadata !DIExpression()), !dbg !1425
  %313 = getelementptr inbounds double, double* %90, i64 %312, !dbg !1427
  %314 = load double, double* %313, align 8, !dbg !1428, !tbaa !1170
  %315 = fadd double %309, %314, !dbg !1429
  call void @llvm.dbg.value(metadata double %315, metadata !977, metadata !DIExpression()), !dbg !980
  %316 = or i64 %302, 2, !dbg !1430
  call void @llvm.dbg.value(metadata i64 %316, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata i64 %316, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata double %315, metadata !977, metadata !DIExpression()), !dbg !980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %316, metadata !1375, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %316, metadata !1376, metadata !DIExpression()), !dbg !1420
  %317 = mul nsw i64 %316, %11, !dbg !1423
  %318 = add nsw i64 %317, %316, !dbg !1424
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1425
  call void @llvm.dbg.value(metadata i64 %318, metadata !1383, metadata !DIExpression()), !dbg !1425
  %319 = getelementptr inbounds double, double* %90, i64 %318, !dbg !1427
  %320 = load double, double* %319, align 8, !dbg !1428, !tbaa !1170
  %321 = fadd double %315, %320, !dbg !1429
  call void @llvm.dbg.value(metadata double %321, metadata !977, metadata !DIExpression()), !dbg !980
  %322 = or i64 %302, 3, !dbg !1430
  call void @llvm.dbg.value(metadata i64 %322, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata i64 %322, metadata !978, metadata !DIExpression()), !dbg !1296
  call void @llvm.dbg.value(metadata double %321, metadata !977, metadata !DIExpression()), !dbg !980
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1372, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %322, metadata !1375, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.value(metadata i64 %322, metadata !1376, metadata !DIExpression()), !dbg !1420
  %323 = mul nsw i64 %322, %11, !dbg !1423
  %324 = add nsw i64 %323, %322, !dbg !1424
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1380, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1425
  call void @llvm.dbg.value(metadata i64 %324, metadata !1383, metadata !DIExpression()), !dbg !1425
  %325 = getelementptr inbounds double, double* %90, i64 %324, !dbg !1427
  %326 = load double, double* %325, align 8, !dbg !1428, !tbaa !1170
  %327 = fadd double %321, %326, !dbg !1429
  call void @llvm.dbg.value(metadata double %327, metadata !977, metadata !DIExpression()), !dbg !980
  %328 = add nuw nsw i64 %302, 4, !dbg !1430
  call void @llvm.dbg.value(metadata i64 %328, metadata !978, metadata !DIExpression()), !dbg !1296
  %329 = add i64 %304, 4, !dbg !1393
  %330 = icmp eq i64 %329, %240, !dbg !1393
  br i1 %330, label %261, label %301, !dbg !1393, !llvm.loop !1502

331:                                              ; preds = %299, %296
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1298, metadata !DIExpression()) #9, !dbg !1395
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1306, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1397
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1312, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1399
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1318, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1401
  call void @llvm.dbg.value(metadata double* %20, metadata !1321, metadata !DIExpression()) #9, !dbg !1401
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %20), metadata !1322, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1401
  %332 = icmp eq double* %80, null, !dbg !1504
  br i1 %332, label %337, label %333, !dbg !1403

333:                                              ; preds = %241, %331
  %334 = phi { i8*, i32 } [ %242, %241 ], [ %297, %331 ]
  %335 = phi double* [ %20, %241 ], [ %80, %331 ]
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1433, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1505
  call void @llvm.dbg.value(metadata double* %20, metadata !1436, metadata !DIExpression()) #9, !dbg !1505
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %20), metadata !1437, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1505
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1441, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1507
  call void @llvm.dbg.value(metadata double* %20, metadata !1444, metadata !DIExpression()) #9, !dbg !1507
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %20), metadata !1445, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1507
  %336 = bitcast double* %335 to i8*, !dbg !1509
  tail call void @_ZdlPv(i8* noundef %336) #12, !dbg !1510
  br label %337, !dbg !1511

337:                                              ; preds = %331, %333
  %338 = phi { i8*, i32 } [ %297, %331 ], [ %334, %333 ]
  resume { i8*, i32 } %338, !dbg !1394
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

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
!llvm.module.flags = !{!955, !956, !957, !958, !959, !960}
!llvm.ident = !{!961}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !525, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_matrix_class.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f65db7ba6a515f9a6ee8d1921c1c8e98")
!2 = !{!3, !4, !7, !10, !79, !81, !37, !504, !41, !47, !12, !16, !19, !144}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !12, file: !11, line: 444, baseType: !22)
!11 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!12 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !13, file: !11, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !14, templateParams: !237, identifier: "_ZTSSt6vectorIdSaIdEE")
!13 = !DINamespace(name: "std", scope: null)
!14 = !{!15, !238, !257, !273, !274, !279, !282, !285, !289, !295, !299, !305, !310, !314, !324, !327, !330, !333, !338, !339, !343, !346, !349, !352, !355, !361, !367, !368, !369, !374, !379, !380, !381, !382, !383, !384, !385, !388, !389, !392, !393, !394, !395, !398, !399, !407, !414, !417, !418, !419, !422, !425, !426, !427, !430, !433, !436, !440, !441, !444, !447, !450, !453, !456, !459, !462, !463, !464, !465, !466, !469, !470, !473, !474, !475, !481, !484, !489, !492, !495, !498, !501}
!15 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !12, baseType: !16, flags: DIFlagProtected, extraData: i32 0)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !13, file: !11, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !17, templateParams: !237, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!17 = !{!18, !188, !193, !198, !202, !205, !210, !213, !216, !220, !223, !226, !229, !230, !233, !236}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !16, file: !11, line: 371, baseType: !19, size: 192)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !16, file: !11, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !20, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!20 = !{!21, !143, !168, !172, !177, !181, !185}
!21 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !19, baseType: !22, extraData: i32 0)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !16, file: !11, line: 88, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !25, file: !24, line: 120, baseType: !142)
!24 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !26, file: !24, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !90, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !27, file: !24, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !28, templateParams: !139, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!27 = !DINamespace(name: "__gnu_cxx", scope: null)
!28 = !{!29, !125, !128, !131, !135, !136, !137, !138}
!29 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !26, baseType: !30, extraData: i32 0)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !13, file: !31, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !32, templateParams: !123, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!31 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!32 = !{!33, !107, !111, !114, !120}
!33 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !30, file: !31, line: 463, type: !34, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !39, !106}
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !30, file: !31, line: 420, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !30, file: !31, line: 414, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !13, file: !42, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !43, templateParams: !90, identifier: "_ZTSSaIdE")
!42 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!43 = !{!44, !92, !96, !101, !105}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !41, baseType: !45, flags: DIFlagPublic, extraData: i32 0)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !13, file: !46, line: 47, baseType: !47)
!46 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!47 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !13, file: !48, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !49, templateParams: !90, identifier: "_ZTSSt15__new_allocatorIdE")
!48 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!49 = !{!50, !54, !59, !60, !67, !75, !83, !86, !89}
!50 = !DISubprogram(name: "__new_allocator", scope: !47, file: !48, line: 80, type: !51, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!54 = !DISubprogram(name: "__new_allocator", scope: !47, file: !48, line: 83, type: !55, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !53, !57}
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!59 = !DISubprogram(name: "~__new_allocator", scope: !47, file: !48, line: 90, type: !51, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !47, file: !48, line: 93, type: !61, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !47, file: !48, line: 63, baseType: !37)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !47, file: !48, line: 65, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64)
!67 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !47, file: !48, line: 97, type: !68, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !64, !73}
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !47, file: !48, line: 64, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !47, file: !48, line: 66, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !72, size: 64)
!75 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !47, file: !48, line: 112, type: !76, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{!37, !53, !78, !81}
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !48, line: 60, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !13, file: !80, line: 298, baseType: !9)
!80 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!83 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !53, !37, !78}
!86 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !47, file: !48, line: 167, type: !87, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DISubroutineType(types: !88)
!88 = !{!78, !64}
!89 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !47, file: !48, line: 210, type: !87, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !{!91}
!91 = !DITemplateTypeParameter(name: "_Tp", type: !38)
!92 = !DISubprogram(name: "allocator", scope: !41, file: !42, line: 156, type: !93, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!96 = !DISubprogram(name: "allocator", scope: !41, file: !42, line: 159, type: !97, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !95, !99}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!101 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !41, file: !42, line: 164, type: !102, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !95, !99}
!104 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !41, size: 64)
!105 = !DISubprogram(name: "~allocator", scope: !41, file: !42, line: 174, type: !93, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !31, line: 435, baseType: !79)
!107 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !30, file: !31, line: 477, type: !108, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!36, !39, !106, !110}
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !31, line: 429, baseType: !81)
!111 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !30, file: !31, line: 495, type: !112, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !39, !36, !106}
!114 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !30, file: !31, line: 547, type: !115, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !30, file: !31, line: 435, baseType: !79)
!118 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!120 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !30, file: !31, line: 562, type: !121, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!40, !118}
!123 = !{!124}
!124 = !DITemplateTypeParameter(name: "_Alloc", type: !41)
!125 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !26, file: !24, line: 97, type: !126, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!41, !99}
!128 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !26, file: !24, line: 100, type: !129, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !104, !104}
!131 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !26, file: !24, line: 103, type: !132, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!134}
!134 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!135 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !26, file: !24, line: 106, type: !132, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !26, file: !24, line: 109, type: !132, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!137 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !26, file: !24, line: 112, type: !132, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!138 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !26, file: !24, line: 115, type: !132, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!139 = !{!124, !140}
!140 = !DITemplateTypeParameter(type: !38)
!141 = !{}
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !30, file: !31, line: 450, baseType: !41)
!143 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !19, baseType: !144, extraData: i32 0)
!144 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !16, file: !11, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !145, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!145 = !{!146, !149, !150, !151, !155, !159, !164}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !144, file: !11, line: 94, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !16, file: !11, line: 90, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !26, file: !24, line: 57, baseType: !36)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !144, file: !11, line: 95, baseType: !147, size: 64, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !144, file: !11, line: 96, baseType: !147, size: 64, offset: 128)
!151 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !11, line: 99, type: !152, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!155 = !DISubprogram(name: "_Vector_impl_data", scope: !144, file: !11, line: 105, type: !156, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !154, !158}
!158 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !144, size: 64)
!159 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !144, file: !11, line: 113, type: !160, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !154, !162}
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!164 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !144, file: !11, line: 122, type: !165, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !154, !167}
!167 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !144, size: 64)
!168 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 137, type: !169, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 143, type: !173, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !171, !175}
!175 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!177 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 151, type: !178, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !171, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !19, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 156, type: !182, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !171, !184}
!184 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !22, size: 64)
!185 = !DISubprogram(name: "_Vector_impl", scope: !19, file: !11, line: 161, type: !186, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !171, !184, !180}
!188 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !16, file: !11, line: 298, type: !189, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DISubroutineType(types: !190)
!190 = !{!191, !192}
!191 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !16, file: !11, line: 303, type: !194, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!175, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!198 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !16, file: !11, line: 308, type: !199, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!201, !196}
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !16, file: !11, line: 294, baseType: !41)
!202 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 312, type: !203, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !192}
!205 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 318, type: !206, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !192, !208}
!208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !201)
!210 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 324, type: !211, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !192, !79}
!213 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 330, type: !214, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !192, !79, !208}
!216 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 335, type: !217, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !192, !219}
!219 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16, size: 64)
!220 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 340, type: !221, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !192, !184}
!223 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 344, type: !224, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !192, !219, !208}
!226 = !DISubprogram(name: "_Vector_base", scope: !16, file: !11, line: 358, type: !227, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{null, !192, !208, !219}
!229 = !DISubprogram(name: "~_Vector_base", scope: !16, file: !11, line: 364, type: !203, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !16, file: !11, line: 375, type: !231, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!147, !192, !79}
!233 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !16, file: !11, line: 383, type: !234, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !192, !147, !79}
!236 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !16, file: !11, line: 393, type: !211, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !{!91, !124}
!238 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !12, file: !11, line: 465, type: !239, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!134, !241}
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !13, file: !242, line: 82, baseType: !243)
!242 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !13, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !244, templateParams: !254, identifier: "_ZTSSt17integral_constantIbLb1EE")
!244 = !{!245, !247, !253}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !243, file: !242, line: 64, baseType: !246, flags: DIFlagStaticMember, extraData: i1 true)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!247 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !243, file: !242, line: 67, type: !248, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !251}
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !243, file: !242, line: 65, baseType: !134)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!253 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !243, file: !242, line: 72, type: !248, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !{!255, !256}
!255 = !DITemplateTypeParameter(name: "_Tp", type: !134)
!256 = !DITemplateValueParameter(name: "__v", type: !134, value: i8 1)
!257 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !12, file: !11, line: 474, type: !258, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!134, !260}
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !13, file: !242, line: 85, baseType: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !13, file: !242, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !262, templateParams: !271, identifier: "_ZTSSt17integral_constantIbLb0EE")
!262 = !{!263, !264, !270}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !261, file: !242, line: 64, baseType: !246, flags: DIFlagStaticMember, extraData: i1 false)
!264 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !261, file: !242, line: 67, type: !265, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!267, !268}
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !261, file: !242, line: 65, baseType: !134)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !261)
!270 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !261, file: !242, line: 72, type: !265, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !{!255, !272}
!272 = !DITemplateValueParameter(name: "__v", type: !134, value: i8 0)
!273 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !12, file: !11, line: 478, type: !132, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!274 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !12, file: !11, line: 487, type: !275, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!277, !277, !277, !277, !278, !241}
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !12, file: !11, line: 449, baseType: !147)
!278 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!279 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !12, file: !11, line: 494, type: !280, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!277, !277, !277, !277, !278, !260}
!282 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !12, file: !11, line: 499, type: !283, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!277, !277, !277, !277, !278}
!285 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 526, type: !286, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!289 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 537, type: !290, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !288, !292}
!292 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !293, size: 64)
!293 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !294)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !12, file: !11, line: 460, baseType: !41)
!295 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 551, type: !296, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !288, !298, !292}
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !11, line: 458, baseType: !79)
!299 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 564, type: !300, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !288, !298, !302, !292}
!302 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !304)
!304 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !12, file: !11, line: 448, baseType: !38)
!305 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 596, type: !306, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !288, !308}
!308 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!310 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 615, type: !311, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !288, !313}
!313 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !12, size: 64)
!314 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 619, type: !315, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !288, !308, !317}
!317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !13, file: !242, line: 128, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !321, file: !242, line: 125, baseType: !41)
!321 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !13, file: !242, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !322, identifier: "_ZTSSt15__type_identityISaIdEE")
!322 = !{!323}
!323 = !DITemplateTypeParameter(name: "_Type", type: !41)
!324 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 630, type: !325, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !288, !313, !292, !241}
!327 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 635, type: !328, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !288, !313, !292, !260}
!330 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 654, type: !331, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !288, !313, !317}
!333 = !DISubprogram(name: "vector", scope: !12, file: !11, line: 673, type: !334, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!334 = !DISubroutineType(types: !335)
!335 = !{null, !288, !336, !292}
!336 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !13, file: !337, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!337 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!338 = !DISubprogram(name: "~vector", scope: !12, file: !11, line: 728, type: !286, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !12, file: !11, line: 746, type: !340, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!340 = !DISubroutineType(types: !341)
!341 = !{!342, !288, !308}
!342 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !12, size: 64)
!343 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !12, file: !11, line: 761, type: !344, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!342, !288, !313}
!346 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !12, file: !11, line: 783, type: !347, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!342, !288, !336}
!349 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !12, file: !11, line: 803, type: !350, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !288, !298, !302}
!352 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !12, file: !11, line: 850, type: !353, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !288, !336}
!355 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !12, file: !11, line: 868, type: !356, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DISubroutineType(types: !357)
!357 = !{!358, !288}
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !12, file: !11, line: 453, baseType: !359)
!359 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !27, file: !360, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!360 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!361 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !12, file: !11, line: 878, type: !362, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!362 = !DISubroutineType(types: !363)
!363 = !{!364, !366}
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !12, file: !11, line: 455, baseType: !365)
!365 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !27, file: !360, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!367 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !12, file: !11, line: 888, type: !356, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!368 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !12, file: !11, line: 898, type: !362, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !12, file: !11, line: 908, type: !370, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!372, !288}
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !12, file: !11, line: 457, baseType: !373)
!373 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !13, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!374 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !12, file: !11, line: 918, type: !375, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DISubroutineType(types: !376)
!376 = !{!377, !366}
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !12, file: !11, line: 456, baseType: !378)
!378 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !13, file: !360, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!379 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !12, file: !11, line: 928, type: !370, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !12, file: !11, line: 938, type: !375, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !12, file: !11, line: 949, type: !362, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !12, file: !11, line: 959, type: !362, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !12, file: !11, line: 969, type: !375, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !12, file: !11, line: 979, type: !375, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!385 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !12, file: !11, line: 987, type: !386, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!298, !366}
!388 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !12, file: !11, line: 993, type: !386, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !12, file: !11, line: 1008, type: !390, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{null, !288, !298}
!392 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !12, file: !11, line: 1029, type: !350, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !12, file: !11, line: 1063, type: !286, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !12, file: !11, line: 1073, type: !386, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !12, file: !11, line: 1083, type: !396, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubroutineType(types: !397)
!397 = !{!134, !366}
!398 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !12, file: !11, line: 1105, type: !390, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1121, type: !400, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DISubroutineType(types: !401)
!401 = !{!402, !288, !298}
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !12, file: !11, line: 451, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !26, file: !24, line: 62, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !405, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !26, file: !24, line: 56, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !30, file: !31, line: 417, baseType: !38)
!407 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1140, type: !408, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!410, !366, !298}
!410 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !12, file: !11, line: 452, baseType: !411)
!411 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !26, file: !24, line: 63, baseType: !412)
!412 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !413, size: 64)
!413 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !405)
!414 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !12, file: !11, line: 1150, type: !415, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !366, !298}
!417 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !12, file: !11, line: 1173, type: !400, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !12, file: !11, line: 1192, type: !408, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !12, file: !11, line: 1204, type: !420, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!402, !288}
!422 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !12, file: !11, line: 1216, type: !423, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!410, !366}
!425 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !12, file: !11, line: 1228, type: !420, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !12, file: !11, line: 1240, type: !423, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !12, file: !11, line: 1255, type: !428, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DISubroutineType(types: !429)
!429 = !{!37, !288}
!430 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !12, file: !11, line: 1260, type: !431, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!71, !366}
!433 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !12, file: !11, line: 1276, type: !434, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{null, !288, !302}
!436 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !12, file: !11, line: 1293, type: !437, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubroutineType(types: !438)
!438 = !{null, !288, !439}
!439 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !304, size: 64)
!440 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !12, file: !11, line: 1317, type: !286, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !12, file: !11, line: 1357, type: !442, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!358, !288, !364, !302}
!444 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !12, file: !11, line: 1388, type: !445, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{!358, !288, !364, !439}
!447 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !12, file: !11, line: 1406, type: !448, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubroutineType(types: !449)
!449 = !{!358, !288, !364, !336}
!450 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !12, file: !11, line: 1432, type: !451, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!451 = !DISubroutineType(types: !452)
!452 = !{!358, !288, !364, !298, !302}
!453 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !12, file: !11, line: 1529, type: !454, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{!358, !288, !364}
!456 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !12, file: !11, line: 1557, type: !457, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!457 = !DISubroutineType(types: !458)
!458 = !{!358, !288, !364, !364}
!459 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !12, file: !11, line: 1581, type: !460, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !288, !342}
!462 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !12, file: !11, line: 1600, type: !286, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !12, file: !11, line: 1699, type: !350, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !12, file: !11, line: 1710, type: !390, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !12, file: !11, line: 1757, type: !350, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !12, file: !11, line: 1801, type: !467, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!467 = !DISubroutineType(types: !468)
!468 = !{null, !288, !358, !298, !302}
!469 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !12, file: !11, line: 1807, type: !390, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !12, file: !11, line: 1811, type: !471, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!471 = !DISubroutineType(types: !472)
!472 = !{!134, !288}
!473 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !12, file: !11, line: 1873, type: !445, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !12, file: !11, line: 1884, type: !445, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!475 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !12, file: !11, line: 1891, type: !476, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DISubroutineType(types: !477)
!477 = !{!478, !366, !298, !479}
!478 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !12, file: !11, line: 458, baseType: !79)
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !480, size: 64)
!480 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!481 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !12, file: !11, line: 1902, type: !482, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!482 = !DISubroutineType(types: !483)
!483 = !{!478, !298, !292}
!484 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !12, file: !11, line: 1911, type: !485, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{!478, !487}
!487 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !488, size: 64)
!488 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!489 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !12, file: !11, line: 1928, type: !490, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !288, !277}
!492 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !12, file: !11, line: 1941, type: !493, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!358, !288, !358}
!495 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !12, file: !11, line: 1945, type: !496, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{!358, !288, !358, !358}
!498 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !12, file: !11, line: 1954, type: !499, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{null, !288, !313, !241}
!501 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !12, file: !11, line: 1966, type: !502, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubroutineType(types: !503)
!503 = !{null, !288, !313, !260}
!504 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !505, identifier: "_ZTS6Matrix")
!505 = !{!506, !507, !508, !509, !513, !516, !521, !524}
!506 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !504, file: !1, line: 16, baseType: !3, size: 32)
!507 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !504, file: !1, line: 16, baseType: !3, size: 32, offset: 32)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !504, file: !1, line: 17, baseType: !12, size: 192, offset: 64)
!509 = !DISubprogram(name: "Matrix", scope: !504, file: !1, line: 10, type: !510, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DISubroutineType(types: !511)
!511 = !{null, !512, !3, !3}
!512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !504, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!513 = !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixclEii", scope: !504, file: !1, line: 11, type: !514, scopeLine: 11, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DISubroutineType(types: !515)
!515 = !{!66, !512, !3, !3}
!516 = !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixclEii", scope: !504, file: !1, line: 12, type: !517, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{!38, !519, !3, !3}
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !504)
!521 = !DISubprogram(name: "rows", linkageName: "_ZNK6Matrix4rowsEv", scope: !504, file: !1, line: 13, type: !522, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubroutineType(types: !523)
!523 = !{!3, !519}
!524 = !DISubprogram(name: "cols", linkageName: "_ZNK6Matrix4colsEv", scope: !504, file: !1, line: 14, type: !522, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !{!526, !584, !590, !595, !599, !601, !603, !605, !607, !614, !619, !624, !628, !632, !636, !641, !645, !647, !651, !657, !661, !666, !668, !673, !677, !681, !683, !687, !691, !693, !697, !699, !701, !705, !709, !713, !717, !721, !725, !727, !734, !738, !742, !746, !748, !750, !754, !758, !759, !760, !761, !762, !763, !767, !771, !777, !781, !786, !788, !793, !797, !801, !810, !814, !818, !822, !826, !830, !834, !838, !842, !846, !853, !857, !861, !863, !865, !869, !874, !879, !883, !887, !889, !896, !900, !907, !909, !913, !917, !921, !925, !930, !935, !940, !941, !942, !943, !945, !946, !947, !948, !949, !950, !951}
!526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !527, file: !583, line: 98)
!527 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !528, line: 7, baseType: !529)
!528 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!529 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !530, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !531, identifier: "_ZTS8_IO_FILE")
!530 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!531 = !{!532, !533, !534, !535, !536, !537, !538, !539, !540, !541, !542, !543, !544, !547, !549, !550, !551, !555, !557, !559, !563, !566, !568, !571, !574, !575, !577, !578, !579}
!532 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !529, file: !530, line: 51, baseType: !3, size: 32)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !529, file: !530, line: 54, baseType: !5, size: 64, offset: 64)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !529, file: !530, line: 55, baseType: !5, size: 64, offset: 128)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !529, file: !530, line: 56, baseType: !5, size: 64, offset: 192)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !529, file: !530, line: 57, baseType: !5, size: 64, offset: 256)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !529, file: !530, line: 58, baseType: !5, size: 64, offset: 320)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !529, file: !530, line: 59, baseType: !5, size: 64, offset: 384)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !529, file: !530, line: 60, baseType: !5, size: 64, offset: 448)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !529, file: !530, line: 61, baseType: !5, size: 64, offset: 512)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !529, file: !530, line: 64, baseType: !5, size: 64, offset: 576)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !529, file: !530, line: 65, baseType: !5, size: 64, offset: 640)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !529, file: !530, line: 66, baseType: !5, size: 64, offset: 704)
!544 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !529, file: !530, line: 68, baseType: !545, size: 64, offset: 768)
!545 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !546, size: 64)
!546 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !530, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!547 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !529, file: !530, line: 70, baseType: !548, size: 64, offset: 832)
!548 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !529, size: 64)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !529, file: !530, line: 72, baseType: !3, size: 32, offset: 896)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !529, file: !530, line: 73, baseType: !3, size: 32, offset: 928)
!551 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !529, file: !530, line: 74, baseType: !552, size: 64, offset: 960)
!552 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !553, line: 152, baseType: !554)
!553 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!554 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !529, file: !530, line: 77, baseType: !556, size: 16, offset: 1024)
!556 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !529, file: !530, line: 78, baseType: !558, size: 8, offset: 1040)
!558 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!559 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !529, file: !530, line: 79, baseType: !560, size: 8, offset: 1048)
!560 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !561)
!561 = !{!562}
!562 = !DISubrange(count: 1)
!563 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !529, file: !530, line: 81, baseType: !564, size: 64, offset: 1088)
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !530, line: 43, baseType: null)
!566 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !529, file: !530, line: 89, baseType: !567, size: 64, offset: 1152)
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !553, line: 153, baseType: !554)
!568 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !529, file: !530, line: 91, baseType: !569, size: 64, offset: 1216)
!569 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !570, size: 64)
!570 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !530, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!571 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !529, file: !530, line: 92, baseType: !572, size: 64, offset: 1280)
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !573, size: 64)
!573 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !530, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!574 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !529, file: !530, line: 93, baseType: !548, size: 64, offset: 1344)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !529, file: !530, line: 94, baseType: !576, size: 64, offset: 1408)
!576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !529, file: !530, line: 95, baseType: !7, size: 64, offset: 1472)
!578 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !529, file: !530, line: 96, baseType: !3, size: 32, offset: 1536)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !529, file: !530, line: 98, baseType: !580, size: 160, offset: 1568)
!580 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !581)
!581 = !{!582}
!582 = !DISubrange(count: 20)
!583 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!584 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !585, file: !583, line: 99)
!585 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !586, line: 84, baseType: !587)
!586 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !588, line: 14, baseType: !589)
!588 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!589 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !588, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !591, file: !583, line: 101)
!591 = !DISubprogram(name: "clearerr", scope: !586, file: !586, line: 786, type: !592, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!592 = !DISubroutineType(types: !593)
!593 = !{null, !594}
!594 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !527, size: 64)
!595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !596, file: !583, line: 102)
!596 = !DISubprogram(name: "fclose", scope: !586, file: !586, line: 178, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubroutineType(types: !598)
!598 = !{!3, !594}
!599 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !600, file: !583, line: 103)
!600 = !DISubprogram(name: "feof", scope: !586, file: !586, line: 788, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !602, file: !583, line: 104)
!602 = !DISubprogram(name: "ferror", scope: !586, file: !586, line: 790, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !604, file: !583, line: 105)
!604 = !DISubprogram(name: "fflush", scope: !586, file: !586, line: 230, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !606, file: !583, line: 106)
!606 = !DISubprogram(name: "fgetc", scope: !586, file: !586, line: 513, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !608, file: !583, line: 107)
!608 = !DISubprogram(name: "fgetpos", scope: !586, file: !586, line: 760, type: !609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubroutineType(types: !610)
!610 = !{!3, !611, !612}
!611 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !594)
!612 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !613)
!613 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !585, size: 64)
!614 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !615, file: !583, line: 108)
!615 = !DISubprogram(name: "fgets", scope: !586, file: !586, line: 592, type: !616, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DISubroutineType(types: !617)
!617 = !{!5, !618, !3, !611}
!618 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !620, file: !583, line: 109)
!620 = !DISubprogram(name: "fopen", scope: !586, file: !586, line: 258, type: !621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{!594, !623, !623}
!623 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !479)
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !625, file: !583, line: 110)
!625 = !DISubprogram(name: "fprintf", scope: !586, file: !586, line: 350, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DISubroutineType(types: !627)
!627 = !{!3, !611, !623, null}
!628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !629, file: !583, line: 111)
!629 = !DISubprogram(name: "fputc", scope: !586, file: !586, line: 549, type: !630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!630 = !DISubroutineType(types: !631)
!631 = !{!3, !3, !594}
!632 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !633, file: !583, line: 112)
!633 = !DISubprogram(name: "fputs", scope: !586, file: !586, line: 655, type: !634, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!3, !623, !611}
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !637, file: !583, line: 113)
!637 = !DISubprogram(name: "fread", scope: !586, file: !586, line: 675, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!7, !640, !7, !7, !611}
!640 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !576)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !642, file: !583, line: 114)
!642 = !DISubprogram(name: "freopen", scope: !586, file: !586, line: 265, type: !643, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!643 = !DISubroutineType(types: !644)
!644 = !{!594, !623, !623, !611}
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !646, file: !583, line: 115)
!646 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !586, file: !586, line: 434, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !648, file: !583, line: 116)
!648 = !DISubprogram(name: "fseek", scope: !586, file: !586, line: 713, type: !649, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!649 = !DISubroutineType(types: !650)
!650 = !{!3, !594, !554, !3}
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !652, file: !583, line: 117)
!652 = !DISubprogram(name: "fsetpos", scope: !586, file: !586, line: 765, type: !653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DISubroutineType(types: !654)
!654 = !{!3, !594, !655}
!655 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !656, size: 64)
!656 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !585)
!657 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !658, file: !583, line: 118)
!658 = !DISubprogram(name: "ftell", scope: !586, file: !586, line: 718, type: !659, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!659 = !DISubroutineType(types: !660)
!660 = !{!554, !594}
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !662, file: !583, line: 119)
!662 = !DISubprogram(name: "fwrite", scope: !586, file: !586, line: 681, type: !663, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!663 = !DISubroutineType(types: !664)
!664 = !{!7, !665, !7, !7, !611}
!665 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!666 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !667, file: !583, line: 120)
!667 = !DISubprogram(name: "getc", scope: !586, file: !586, line: 514, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !669, file: !583, line: 121)
!669 = !DISubprogram(name: "getchar", scope: !670, file: !670, line: 47, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!671 = !DISubroutineType(types: !672)
!672 = !{!3}
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !674, file: !583, line: 126)
!674 = !DISubprogram(name: "perror", scope: !586, file: !586, line: 804, type: !675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!675 = !DISubroutineType(types: !676)
!676 = !{null, !479}
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !678, file: !583, line: 127)
!678 = !DISubprogram(name: "printf", scope: !586, file: !586, line: 356, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DISubroutineType(types: !680)
!680 = !{!3, !623, null}
!681 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !682, file: !583, line: 128)
!682 = !DISubprogram(name: "putc", scope: !586, file: !586, line: 550, type: !630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!683 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !684, file: !583, line: 129)
!684 = !DISubprogram(name: "putchar", scope: !670, file: !670, line: 82, type: !685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!685 = !DISubroutineType(types: !686)
!686 = !{!3, !3}
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !688, file: !583, line: 130)
!688 = !DISubprogram(name: "puts", scope: !586, file: !586, line: 661, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!689 = !DISubroutineType(types: !690)
!690 = !{!3, !479}
!691 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !692, file: !583, line: 131)
!692 = !DISubprogram(name: "remove", scope: !586, file: !586, line: 152, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !694, file: !583, line: 132)
!694 = !DISubprogram(name: "rename", scope: !586, file: !586, line: 154, type: !695, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!695 = !DISubroutineType(types: !696)
!696 = !{!3, !479, !479}
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !698, file: !583, line: 133)
!698 = !DISubprogram(name: "rewind", scope: !586, file: !586, line: 723, type: !592, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !700, file: !583, line: 134)
!700 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !586, file: !586, line: 437, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !702, file: !583, line: 135)
!702 = !DISubprogram(name: "setbuf", scope: !586, file: !586, line: 328, type: !703, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!703 = !DISubroutineType(types: !704)
!704 = !{null, !611, !618}
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !706, file: !583, line: 136)
!706 = !DISubprogram(name: "setvbuf", scope: !586, file: !586, line: 332, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!707 = !DISubroutineType(types: !708)
!708 = !{!3, !611, !618, !3, !7}
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !710, file: !583, line: 137)
!710 = !DISubprogram(name: "sprintf", scope: !586, file: !586, line: 358, type: !711, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DISubroutineType(types: !712)
!712 = !{!3, !618, !623, null}
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !714, file: !583, line: 138)
!714 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !586, file: !586, line: 439, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!715 = !DISubroutineType(types: !716)
!716 = !{!3, !623, !623, null}
!717 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !718, file: !583, line: 139)
!718 = !DISubprogram(name: "tmpfile", scope: !586, file: !586, line: 188, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!594}
!721 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !722, file: !583, line: 141)
!722 = !DISubprogram(name: "tmpnam", scope: !586, file: !586, line: 205, type: !723, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!723 = !DISubroutineType(types: !724)
!724 = !{!5, !5}
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !726, file: !583, line: 143)
!726 = !DISubprogram(name: "ungetc", scope: !586, file: !586, line: 668, type: !630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !728, file: !583, line: 144)
!728 = !DISubprogram(name: "vfprintf", scope: !586, file: !586, line: 365, type: !729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!729 = !DISubroutineType(types: !730)
!730 = !{!3, !611, !623, !731}
!731 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !732, size: 64)
!732 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !733, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!733 = !DIFile(filename: "cxx_matrix_class.cpp", directory: "/work/main/internal/pipeline/testdata")
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !735, file: !583, line: 145)
!735 = !DISubprogram(name: "vprintf", scope: !670, file: !670, line: 39, type: !736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubroutineType(types: !737)
!737 = !{!3, !623, !731}
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !739, file: !583, line: 146)
!739 = !DISubprogram(name: "vsprintf", scope: !586, file: !586, line: 373, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{!3, !618, !623, !731}
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !743, file: !583, line: 175)
!743 = !DISubprogram(name: "snprintf", scope: !586, file: !586, line: 378, type: !744, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{!3, !618, !7, !623, null}
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !747, file: !583, line: 176)
!747 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !586, file: !586, line: 479, type: !729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !749, file: !583, line: 177)
!749 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !586, file: !586, line: 484, type: !736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !751, file: !583, line: 178)
!751 = !DISubprogram(name: "vsnprintf", scope: !586, file: !586, line: 382, type: !752, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubroutineType(types: !753)
!753 = !{!3, !618, !7, !623, !731}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !755, file: !583, line: 179)
!755 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !586, file: !586, line: 487, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!3, !623, !623, !731}
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !743, file: !583, line: 185)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !747, file: !583, line: 186)
!760 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !749, file: !583, line: 187)
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !751, file: !583, line: 188)
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !755, file: !583, line: 189)
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !764, file: !766, line: 52)
!764 = !DISubprogram(name: "abs", scope: !765, file: !765, line: 861, type: !685, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!766 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !768, file: !770, line: 127)
!768 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !765, line: 63, baseType: !769)
!769 = !DICompositeType(tag: DW_TAG_structure_type, file: !765, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!770 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !772, file: !770, line: 128)
!772 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !765, line: 71, baseType: !773)
!773 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !765, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !774, identifier: "_ZTS6ldiv_t")
!774 = !{!775, !776}
!775 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !773, file: !765, line: 69, baseType: !554, size: 64)
!776 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !773, file: !765, line: 70, baseType: !554, size: 64, offset: 64)
!777 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !778, file: !770, line: 130)
!778 = !DISubprogram(name: "abort", scope: !765, file: !765, line: 611, type: !779, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!779 = !DISubroutineType(types: !780)
!780 = !{null}
!781 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !782, file: !770, line: 134)
!782 = !DISubprogram(name: "atexit", scope: !765, file: !765, line: 615, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!783 = !DISubroutineType(types: !784)
!784 = !{!3, !785}
!785 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64)
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !787, file: !770, line: 137)
!787 = !DISubprogram(name: "at_quick_exit", scope: !765, file: !765, line: 620, type: !783, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !789, file: !770, line: 140)
!789 = !DISubprogram(name: "atof", scope: !790, file: !790, line: 25, type: !791, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!790 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!791 = !DISubroutineType(types: !792)
!792 = !{!38, !479}
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !794, file: !770, line: 141)
!794 = distinct !DISubprogram(name: "atoi", scope: !765, file: !765, line: 362, type: !689, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !795)
!795 = !{!796}
!796 = !DILocalVariable(name: "__nptr", arg: 1, scope: !794, file: !765, line: 362, type: !479)
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !798, file: !770, line: 142)
!798 = !DISubprogram(name: "atol", scope: !765, file: !765, line: 367, type: !799, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!799 = !DISubroutineType(types: !800)
!800 = !{!554, !479}
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !802, file: !770, line: 143)
!802 = !DISubprogram(name: "bsearch", scope: !803, file: !803, line: 20, type: !804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!804 = !DISubroutineType(types: !805)
!805 = !{!576, !81, !81, !7, !7, !806}
!806 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !765, line: 829, baseType: !807)
!807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !808, size: 64)
!808 = !DISubroutineType(types: !809)
!809 = !{!3, !81, !81}
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !811, file: !770, line: 144)
!811 = !DISubprogram(name: "calloc", scope: !765, file: !765, line: 556, type: !812, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!812 = !DISubroutineType(types: !813)
!813 = !{!576, !7, !7}
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !815, file: !770, line: 145)
!815 = !DISubprogram(name: "div", scope: !765, file: !765, line: 873, type: !816, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!816 = !DISubroutineType(types: !817)
!817 = !{!768, !3, !3}
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !819, file: !770, line: 146)
!819 = !DISubprogram(name: "exit", scope: !765, file: !765, line: 637, type: !820, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!820 = !DISubroutineType(types: !821)
!821 = !{null, !3}
!822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !823, file: !770, line: 147)
!823 = !DISubprogram(name: "free", scope: !765, file: !765, line: 568, type: !824, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!824 = !DISubroutineType(types: !825)
!825 = !{null, !576}
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !827, file: !770, line: 148)
!827 = !DISubprogram(name: "getenv", scope: !765, file: !765, line: 654, type: !828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!828 = !DISubroutineType(types: !829)
!829 = !{!5, !479}
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !831, file: !770, line: 149)
!831 = !DISubprogram(name: "labs", scope: !765, file: !765, line: 862, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubroutineType(types: !833)
!833 = !{!554, !554}
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !835, file: !770, line: 150)
!835 = !DISubprogram(name: "ldiv", scope: !765, file: !765, line: 875, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!772, !554, !554}
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !839, file: !770, line: 151)
!839 = !DISubprogram(name: "malloc", scope: !765, file: !765, line: 553, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{!576, !7}
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !843, file: !770, line: 153)
!843 = !DISubprogram(name: "mblen", scope: !765, file: !765, line: 943, type: !844, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DISubroutineType(types: !845)
!845 = !{!3, !479, !7}
!846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !847, file: !770, line: 154)
!847 = !DISubprogram(name: "mbstowcs", scope: !765, file: !765, line: 954, type: !848, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!848 = !DISubroutineType(types: !849)
!849 = !{!7, !850, !623, !7}
!850 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !851)
!851 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !852, size: 64)
!852 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!853 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !854, file: !770, line: 155)
!854 = !DISubprogram(name: "mbtowc", scope: !765, file: !765, line: 946, type: !855, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!855 = !DISubroutineType(types: !856)
!856 = !{!3, !850, !623, !7}
!857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !858, file: !770, line: 157)
!858 = !DISubprogram(name: "qsort", scope: !765, file: !765, line: 851, type: !859, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !576, !7, !7, !806}
!861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !862, file: !770, line: 160)
!862 = !DISubprogram(name: "quick_exit", scope: !765, file: !765, line: 643, type: !820, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !864, file: !770, line: 163)
!864 = !DISubprogram(name: "rand", scope: !765, file: !765, line: 454, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !866, file: !770, line: 164)
!866 = !DISubprogram(name: "realloc", scope: !765, file: !765, line: 564, type: !867, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!867 = !DISubroutineType(types: !868)
!868 = !{!576, !576, !7}
!869 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !870, file: !770, line: 165)
!870 = !DISubprogram(name: "srand", scope: !765, file: !765, line: 456, type: !871, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!871 = !DISubroutineType(types: !872)
!872 = !{null, !873}
!873 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !875, file: !770, line: 166)
!875 = !DISubprogram(name: "strtod", scope: !765, file: !765, line: 118, type: !876, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DISubroutineType(types: !877)
!877 = !{!38, !623, !878}
!878 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !880, file: !770, line: 167)
!880 = !DISubprogram(name: "strtol", scope: !765, file: !765, line: 177, type: !881, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!881 = !DISubroutineType(types: !882)
!882 = !{!554, !623, !878, !3}
!883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !884, file: !770, line: 168)
!884 = !DISubprogram(name: "strtoul", scope: !765, file: !765, line: 181, type: !885, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!885 = !DISubroutineType(types: !886)
!886 = !{!9, !623, !878, !3}
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !888, file: !770, line: 169)
!888 = !DISubprogram(name: "system", scope: !765, file: !765, line: 804, type: !689, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !890, file: !770, line: 171)
!890 = !DISubprogram(name: "wcstombs", scope: !765, file: !765, line: 958, type: !891, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!891 = !DISubroutineType(types: !892)
!892 = !{!7, !618, !893, !7}
!893 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !894)
!894 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !895, size: 64)
!895 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !852)
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !897, file: !770, line: 172)
!897 = !DISubprogram(name: "wctomb", scope: !765, file: !765, line: 950, type: !898, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!898 = !DISubroutineType(types: !899)
!899 = !{!3, !5, !852}
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !901, file: !770, line: 200)
!901 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !765, line: 81, baseType: !902)
!902 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !765, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !903, identifier: "_ZTS7lldiv_t")
!903 = !{!904, !906}
!904 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !902, file: !765, line: 79, baseType: !905, size: 64)
!905 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!906 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !902, file: !765, line: 80, baseType: !905, size: 64, offset: 64)
!907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !908, file: !770, line: 206)
!908 = !DISubprogram(name: "_Exit", scope: !765, file: !765, line: 649, type: !820, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !910, file: !770, line: 210)
!910 = !DISubprogram(name: "llabs", scope: !765, file: !765, line: 865, type: !911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!911 = !DISubroutineType(types: !912)
!912 = !{!905, !905}
!913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !914, file: !770, line: 216)
!914 = !DISubprogram(name: "lldiv", scope: !765, file: !765, line: 879, type: !915, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!915 = !DISubroutineType(types: !916)
!916 = !{!901, !905, !905}
!917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !918, file: !770, line: 227)
!918 = !DISubprogram(name: "atoll", scope: !765, file: !765, line: 374, type: !919, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!919 = !DISubroutineType(types: !920)
!920 = !{!905, !479}
!921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !922, file: !770, line: 228)
!922 = !DISubprogram(name: "strtoll", scope: !765, file: !765, line: 201, type: !923, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!923 = !DISubroutineType(types: !924)
!924 = !{!905, !623, !878, !3}
!925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !926, file: !770, line: 229)
!926 = !DISubprogram(name: "strtoull", scope: !765, file: !765, line: 206, type: !927, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!927 = !DISubroutineType(types: !928)
!928 = !{!929, !623, !878, !3}
!929 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !931, file: !770, line: 231)
!931 = !DISubprogram(name: "strtof", scope: !765, file: !765, line: 124, type: !932, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!932 = !DISubroutineType(types: !933)
!933 = !{!934, !623, !878}
!934 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !936, file: !770, line: 232)
!936 = !DISubprogram(name: "strtold", scope: !765, file: !765, line: 127, type: !937, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!937 = !DISubroutineType(types: !938)
!938 = !{!939, !623, !878}
!939 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !901, file: !770, line: 240)
!941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !908, file: !770, line: 242)
!942 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !910, file: !770, line: 244)
!943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !944, file: !770, line: 245)
!944 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !27, file: !770, line: 213, type: !915, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !914, file: !770, line: 246)
!946 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !918, file: !770, line: 248)
!947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !931, file: !770, line: 249)
!948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !922, file: !770, line: 250)
!949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !926, file: !770, line: 251)
!950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !936, file: !770, line: 252)
!951 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !952, entity: !953, file: !954, line: 58)
!952 = !DINamespace(name: "__gnu_debug", scope: null)
!953 = !DINamespace(name: "__debug", scope: !13)
!954 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!955 = !{i32 7, !"Dwarf Version", i32 5}
!956 = !{i32 2, !"Debug Info Version", i32 3}
!957 = !{i32 1, !"wchar_size", i32 4}
!958 = !{i32 7, !"PIC Level", i32 2}
!959 = !{i32 7, !"PIE Level", i32 2}
!960 = !{i32 7, !"uwtable", i32 1}
!961 = !{!"Debian clang version 14.0.6"}
!962 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !963, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !965)
!963 = !DISubroutineType(types: !964)
!964 = !{!3, !3, !4}
!965 = !{!966, !967, !968, !969, !970, !971, !973, !976, !977, !978}
!966 = !DILocalVariable(name: "argc", arg: 1, scope: !962, file: !1, line: 30, type: !3)
!967 = !DILocalVariable(name: "argv", arg: 2, scope: !962, file: !1, line: 30, type: !4)
!968 = !DILocalVariable(name: "n", scope: !962, file: !1, line: 31, type: !3)
!969 = !DILocalVariable(name: "a", scope: !962, file: !1, line: 32, type: !504)
!970 = !DILocalVariable(name: "b", scope: !962, file: !1, line: 32, type: !504)
!971 = !DILocalVariable(name: "i", scope: !972, file: !1, line: 33, type: !3)
!972 = distinct !DILexicalBlock(scope: !962, file: !1, line: 33, column: 3)
!973 = !DILocalVariable(name: "j", scope: !974, file: !1, line: 34, type: !3)
!974 = distinct !DILexicalBlock(scope: !975, file: !1, line: 34, column: 5)
!975 = distinct !DILexicalBlock(scope: !972, file: !1, line: 33, column: 3)
!976 = !DILocalVariable(name: "c", scope: !962, file: !1, line: 35, type: !504)
!977 = !DILocalVariable(name: "s", scope: !962, file: !1, line: 36, type: !38)
!978 = !DILocalVariable(name: "i", scope: !979, file: !1, line: 37, type: !3)
!979 = distinct !DILexicalBlock(scope: !962, file: !1, line: 37, column: 3)
!980 = !DILocation(line: 0, scope: !962)
!981 = !DILocation(line: 31, column: 16, scope: !962)
!982 = !DILocation(line: 31, column: 11, scope: !962)
!983 = !DILocation(line: 31, column: 32, scope: !962)
!984 = !{!985, !985, i64 0}
!985 = !{!"any pointer", !986, i64 0}
!986 = !{!"omnipotent char", !987, i64 0}
!987 = !{!"Simple C++ TBAA"}
!988 = !DILocation(line: 0, scope: !794, inlinedAt: !989)
!989 = distinct !DILocation(line: 31, column: 22, scope: !962)
!990 = !DILocation(line: 364, column: 16, scope: !794, inlinedAt: !989)
!991 = !DILocalVariable(name: "this", arg: 1, scope: !992, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!992 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixC2Eii", scope: !504, file: !1, line: 10, type: !510, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !509, retainedNodes: !993)
!993 = !{!991, !994, !995}
!994 = !DILocalVariable(name: "r", arg: 2, scope: !992, file: !1, line: 10, type: !3)
!995 = !DILocalVariable(name: "c", arg: 3, scope: !992, file: !1, line: 10, type: !3)
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !504, size: 64)
!997 = !DILocation(line: 0, scope: !992, inlinedAt: !998)
!998 = distinct !DILocation(line: 32, column: 10, scope: !962)
!999 = !DILocation(line: 10, column: 72, scope: !992, inlinedAt: !998)
!1000 = !DILocation(line: 10, column: 75, scope: !992, inlinedAt: !998)
!1001 = !DILocalVariable(name: "this", arg: 1, scope: !1002, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1002 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_", scope: !12, file: !11, line: 564, type: !300, scopeLine: 567, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !299, retainedNodes: !1003)
!1003 = !{!1001, !1004, !1005, !1006}
!1004 = !DILocalVariable(name: "__n", arg: 2, scope: !1002, file: !11, line: 564, type: !298)
!1005 = !DILocalVariable(name: "__value", arg: 3, scope: !1002, file: !11, line: 564, type: !302)
!1006 = !DILocalVariable(name: "__a", arg: 4, scope: !1002, file: !11, line: 565, type: !292)
!1007 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!1008 = !DILocation(line: 0, scope: !1002, inlinedAt: !1009)
!1009 = distinct !DILocation(line: 10, column: 46, scope: !992, inlinedAt: !998)
!1010 = !DILocalVariable(name: "__n", arg: 1, scope: !1011, file: !11, line: 1902, type: !298)
!1011 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !12, file: !11, line: 1902, type: !482, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !481, retainedNodes: !1012)
!1012 = !{!1010, !1013}
!1013 = !DILocalVariable(name: "__a", arg: 2, scope: !1011, file: !11, line: 1902, type: !292)
!1014 = !DILocation(line: 0, scope: !1011, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 566, column: 15, scope: !1002, inlinedAt: !1009)
!1016 = !DILocation(line: 1904, column: 10, scope: !1017, inlinedAt: !1015)
!1017 = distinct !DILexicalBlock(scope: !1011, file: !11, line: 1904, column: 6)
!1018 = !DILocation(line: 1904, column: 6, scope: !1011, inlinedAt: !1015)
!1019 = !DILocation(line: 1905, column: 4, scope: !1017, inlinedAt: !1015)
!1020 = !DILocalVariable(name: "this", arg: 1, scope: !1021, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1021 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !16, file: !11, line: 330, type: !214, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !213, retainedNodes: !1022)
!1022 = !{!1020, !1023, !1024}
!1023 = !DILocalVariable(name: "__n", arg: 2, scope: !1021, file: !11, line: 330, type: !79)
!1024 = !DILocalVariable(name: "__a", arg: 3, scope: !1021, file: !11, line: 330, type: !208)
!1025 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!1026 = !DILocation(line: 0, scope: !1021, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 566, column: 9, scope: !1002, inlinedAt: !1009)
!1028 = !DILocalVariable(name: "this", arg: 1, scope: !1029, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1029 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !16, file: !11, line: 393, type: !211, scopeLine: 394, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !236, retainedNodes: !1030)
!1030 = !{!1028, !1031}
!1031 = !DILocalVariable(name: "__n", arg: 2, scope: !1029, file: !11, line: 393, type: !79)
!1032 = !DILocation(line: 0, scope: !1029, inlinedAt: !1033)
!1033 = distinct !DILocation(line: 332, column: 9, scope: !1034, inlinedAt: !1027)
!1034 = distinct !DILexicalBlock(scope: !1021, file: !11, line: 332, column: 7)
!1035 = !DILocalVariable(name: "this", arg: 1, scope: !1036, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1036 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !16, file: !11, line: 375, type: !231, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !230, retainedNodes: !1037)
!1037 = !{!1035, !1038}
!1038 = !DILocalVariable(name: "__n", arg: 2, scope: !1036, file: !11, line: 375, type: !79)
!1039 = !DILocation(line: 0, scope: !1036, inlinedAt: !1040)
!1040 = distinct !DILocation(line: 395, column: 33, scope: !1029, inlinedAt: !1033)
!1041 = !DILocation(line: 378, column: 13, scope: !1036, inlinedAt: !1040)
!1042 = !DILocation(line: 378, column: 9, scope: !1036, inlinedAt: !1040)
!1043 = !DILocalVariable(name: "__a", arg: 1, scope: !1044, file: !31, line: 463, type: !39)
!1044 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !30, file: !31, line: 463, type: !34, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !33, retainedNodes: !1045)
!1045 = !{!1043, !1046}
!1046 = !DILocalVariable(name: "__n", arg: 2, scope: !1044, file: !31, line: 463, type: !106)
!1047 = !DILocation(line: 0, scope: !1044, inlinedAt: !1048)
!1048 = distinct !DILocation(line: 378, column: 20, scope: !1036, inlinedAt: !1040)
!1049 = !DILocalVariable(name: "this", arg: 1, scope: !1050, type: !1054, flags: DIFlagArtificial | DIFlagObjectPointer)
!1050 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !47, file: !48, line: 112, type: !76, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !75, retainedNodes: !1051)
!1051 = !{!1049, !1052, !1053}
!1052 = !DILocalVariable(name: "__n", arg: 2, scope: !1050, file: !48, line: 112, type: !78)
!1053 = !DILocalVariable(arg: 3, scope: !1050, file: !48, line: 112, type: !81)
!1054 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!1055 = !DILocation(line: 0, scope: !1050, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 464, column: 20, scope: !1044, inlinedAt: !1048)
!1057 = !DILocation(line: 137, column: 53, scope: !1050, inlinedAt: !1056)
!1058 = !DILocation(line: 137, column: 27, scope: !1050, inlinedAt: !1056)
!1059 = !DILocation(line: 137, column: 9, scope: !1050, inlinedAt: !1056)
!1060 = !DILocalVariable(name: "this", arg: 1, scope: !1061, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1061 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !12, file: !11, line: 1699, type: !350, scopeLine: 1700, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !463, retainedNodes: !1062)
!1062 = !{!1060, !1063, !1064}
!1063 = !DILocalVariable(name: "__n", arg: 2, scope: !1061, file: !11, line: 1699, type: !298)
!1064 = !DILocalVariable(name: "__value", arg: 3, scope: !1061, file: !11, line: 1699, type: !302)
!1065 = !DILocation(line: 0, scope: !1061, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 567, column: 9, scope: !1067, inlinedAt: !1009)
!1067 = distinct !DILexicalBlock(scope: !1002, file: !11, line: 567, column: 7)
!1068 = !DILocalVariable(name: "__first", arg: 1, scope: !1069, file: !1070, line: 460, type: !37)
!1069 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<double *, unsigned long, double, double>", linkageName: "_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E", scope: !13, file: !1070, line: 460, type: !1071, scopeLine: 462, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1077, retainedNodes: !1073)
!1070 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!37, !37, !9, !74, !104}
!1073 = !{!1068, !1074, !1075, !1076}
!1074 = !DILocalVariable(name: "__n", arg: 2, scope: !1069, file: !1070, line: 460, type: !9)
!1075 = !DILocalVariable(name: "__x", arg: 3, scope: !1069, file: !1070, line: 461, type: !74)
!1076 = !DILocalVariable(arg: 4, scope: !1069, file: !1070, line: 461, type: !104)
!1077 = !{!1078, !1079, !91, !1080}
!1078 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !37)
!1079 = !DITemplateTypeParameter(name: "_Size", type: !9)
!1080 = !DITemplateTypeParameter(name: "_Tp2", type: !38)
!1081 = !DILocation(line: 0, scope: !1069, inlinedAt: !1082)
!1082 = distinct !DILocation(line: 1702, column: 4, scope: !1061, inlinedAt: !1066)
!1083 = !DILocalVariable(name: "__first", arg: 1, scope: !1084, file: !1070, line: 312, type: !37)
!1084 = distinct !DISubprogram(name: "uninitialized_fill_n<double *, unsigned long, double>", linkageName: "_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_", scope: !13, file: !1070, line: 312, type: !1085, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1091, retainedNodes: !1087)
!1085 = !DISubroutineType(types: !1086)
!1086 = !{!37, !37, !9, !74}
!1087 = !{!1083, !1088, !1089, !1090}
!1088 = !DILocalVariable(name: "__n", arg: 2, scope: !1084, file: !1070, line: 312, type: !9)
!1089 = !DILocalVariable(name: "__x", arg: 3, scope: !1084, file: !1070, line: 312, type: !74)
!1090 = !DILocalVariable(name: "__can_fill", scope: !1084, file: !1070, line: 319, type: !246)
!1091 = !{!1078, !1079, !91}
!1092 = !DILocation(line: 0, scope: !1084, inlinedAt: !1093)
!1093 = distinct !DILocation(line: 467, column: 14, scope: !1069, inlinedAt: !1082)
!1094 = !DILocalVariable(name: "__first", arg: 1, scope: !1095, file: !1070, line: 292, type: !37)
!1095 = distinct !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1096, file: !1070, line: 292, type: !1085, scopeLine: 294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1091, declaration: !1099, retainedNodes: !1100)
!1096 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !13, file: !1070, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1097, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!1097 = !{!1098}
!1098 = !DITemplateValueParameter(name: "_TrivialValueType", type: !134, value: i8 1)
!1099 = !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1096, file: !1070, line: 292, type: !1085, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1091)
!1100 = !{!1094, !1101, !1102}
!1101 = !DILocalVariable(name: "__n", arg: 2, scope: !1095, file: !1070, line: 292, type: !9)
!1102 = !DILocalVariable(name: "__x", arg: 3, scope: !1095, file: !1070, line: 293, type: !74)
!1103 = !DILocation(line: 0, scope: !1095, inlinedAt: !1104)
!1104 = distinct !DILocation(line: 326, column: 14, scope: !1084, inlinedAt: !1093)
!1105 = !DILocalVariable(name: "__first", arg: 1, scope: !1106, file: !1107, line: 1143, type: !37)
!1106 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !13, file: !1107, line: 1143, type: !1085, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1111, retainedNodes: !1108)
!1107 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1108 = !{!1105, !1109, !1110}
!1109 = !DILocalVariable(name: "__n", arg: 2, scope: !1106, file: !1107, line: 1143, type: !9)
!1110 = !DILocalVariable(name: "__value", arg: 3, scope: !1106, file: !1107, line: 1143, type: !74)
!1111 = !{!1112, !1079, !91}
!1112 = !DITemplateTypeParameter(name: "_OI", type: !37)
!1113 = !DILocation(line: 0, scope: !1106, inlinedAt: !1114)
!1114 = distinct !DILocation(line: 294, column: 18, scope: !1095, inlinedAt: !1104)
!1115 = !DILocalVariable(name: "__first", arg: 1, scope: !1116, file: !1107, line: 1108, type: !37)
!1116 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !13, file: !1107, line: 1108, type: !1117, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1134, retainedNodes: !1130)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{!37, !37, !9, !74, !1119}
!1119 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !13, file: !1120, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1121, identifier: "_ZTSSt26random_access_iterator_tag")
!1120 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1121 = !{!1122}
!1122 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1119, baseType: !1123, extraData: i32 0)
!1123 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !13, file: !1120, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1124, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1124 = !{!1125}
!1125 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1123, baseType: !1126, extraData: i32 0)
!1126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !13, file: !1120, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1127, identifier: "_ZTSSt20forward_iterator_tag")
!1127 = !{!1128}
!1128 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1126, baseType: !1129, extraData: i32 0)
!1129 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !13, file: !1120, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !141, identifier: "_ZTSSt18input_iterator_tag")
!1130 = !{!1115, !1131, !1132, !1133}
!1131 = !DILocalVariable(name: "__n", arg: 2, scope: !1116, file: !1107, line: 1108, type: !9)
!1132 = !DILocalVariable(name: "__value", arg: 3, scope: !1116, file: !1107, line: 1108, type: !74)
!1133 = !DILocalVariable(arg: 4, scope: !1116, file: !1107, line: 1109, type: !1119)
!1134 = !{!1135, !1079, !91}
!1135 = !DITemplateTypeParameter(name: "_OutputIterator", type: !37)
!1136 = !DILocation(line: 0, scope: !1116, inlinedAt: !1137)
!1137 = distinct !DILocation(line: 1148, column: 14, scope: !1106, inlinedAt: !1114)
!1138 = !DILocation(line: 1109, column: 40, scope: !1116, inlinedAt: !1137)
!1139 = !DILocalVariable(name: "__first", arg: 1, scope: !1140, file: !1107, line: 967, type: !37)
!1140 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !13, file: !1107, line: 967, type: !1141, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1146, retainedNodes: !1143)
!1141 = !DISubroutineType(types: !1142)
!1142 = !{null, !37, !37, !74}
!1143 = !{!1139, !1144, !1145}
!1144 = !DILocalVariable(name: "__last", arg: 2, scope: !1140, file: !1107, line: 967, type: !37)
!1145 = !DILocalVariable(name: "__value", arg: 3, scope: !1140, file: !1107, line: 967, type: !74)
!1146 = !{!1147, !91}
!1147 = !DITemplateTypeParameter(name: "_FIte", type: !37)
!1148 = !DILocation(line: 0, scope: !1140, inlinedAt: !1149)
!1149 = distinct !DILocation(line: 1119, column: 7, scope: !1116, inlinedAt: !1137)
!1150 = !DILocalVariable(name: "__first", arg: 1, scope: !1151, file: !1107, line: 917, type: !37)
!1151 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !13, file: !1107, line: 917, type: !1152, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1164, retainedNodes: !1160)
!1152 = !DISubroutineType(types: !1153)
!1153 = !{!1154, !37, !37, !74}
!1154 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1156, file: !1155, line: 50, baseType: null)
!1155 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1156 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !27, file: !1155, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1157, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1157 = !{!1158, !1159}
!1158 = !DITemplateValueParameter(type: !134, value: i8 1)
!1159 = !DITemplateTypeParameter(type: null)
!1160 = !{!1150, !1161, !1162, !1163}
!1161 = !DILocalVariable(name: "__last", arg: 2, scope: !1151, file: !1107, line: 917, type: !37)
!1162 = !DILocalVariable(name: "__value", arg: 3, scope: !1151, file: !1107, line: 918, type: !74)
!1163 = !DILocalVariable(name: "__tmp", scope: !1151, file: !1107, line: 920, type: !72)
!1164 = !{!1078, !91}
!1165 = !DILocation(line: 0, scope: !1151, inlinedAt: !1166)
!1166 = distinct !DILocation(line: 968, column: 7, scope: !1140, inlinedAt: !1149)
!1167 = !DILocation(line: 922, column: 11, scope: !1168, inlinedAt: !1166)
!1168 = distinct !DILexicalBlock(scope: !1169, file: !1107, line: 921, column: 7)
!1169 = distinct !DILexicalBlock(scope: !1151, file: !1107, line: 921, column: 7)
!1170 = !{!1171, !1171, i64 0}
!1171 = !{!"double", !986, i64 0}
!1172 = !DILocation(line: 0, scope: !992, inlinedAt: !1173)
!1173 = distinct !DILocation(line: 32, column: 19, scope: !962)
!1174 = !DILocation(line: 0, scope: !1002, inlinedAt: !1175)
!1175 = distinct !DILocation(line: 10, column: 46, scope: !992, inlinedAt: !1173)
!1176 = !DILocation(line: 0, scope: !1011, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 566, column: 15, scope: !1002, inlinedAt: !1175)
!1178 = !DILocation(line: 0, scope: !1021, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 566, column: 9, scope: !1002, inlinedAt: !1175)
!1180 = !DILocation(line: 0, scope: !1029, inlinedAt: !1181)
!1181 = distinct !DILocation(line: 332, column: 9, scope: !1034, inlinedAt: !1179)
!1182 = !DILocation(line: 0, scope: !1036, inlinedAt: !1183)
!1183 = distinct !DILocation(line: 395, column: 33, scope: !1029, inlinedAt: !1181)
!1184 = !DILocation(line: 0, scope: !1044, inlinedAt: !1185)
!1185 = distinct !DILocation(line: 378, column: 20, scope: !1036, inlinedAt: !1183)
!1186 = !DILocation(line: 0, scope: !1050, inlinedAt: !1187)
!1187 = distinct !DILocation(line: 464, column: 20, scope: !1044, inlinedAt: !1185)
!1188 = !DILocation(line: 137, column: 27, scope: !1050, inlinedAt: !1187)
!1189 = !DILocation(line: 0, scope: !972)
!1190 = !DILocation(line: 33, column: 21, scope: !975)
!1191 = !DILocation(line: 33, column: 3, scope: !972)
!1192 = !DILocation(line: 137, column: 9, scope: !1050, inlinedAt: !1187)
!1193 = !DILocation(line: 0, scope: !1061, inlinedAt: !1194)
!1194 = distinct !DILocation(line: 567, column: 9, scope: !1067, inlinedAt: !1175)
!1195 = !DILocation(line: 0, scope: !1069, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 1702, column: 4, scope: !1061, inlinedAt: !1194)
!1197 = !DILocation(line: 0, scope: !1084, inlinedAt: !1198)
!1198 = distinct !DILocation(line: 467, column: 14, scope: !1069, inlinedAt: !1196)
!1199 = !DILocation(line: 0, scope: !1095, inlinedAt: !1200)
!1200 = distinct !DILocation(line: 326, column: 14, scope: !1084, inlinedAt: !1198)
!1201 = !DILocation(line: 0, scope: !1106, inlinedAt: !1202)
!1202 = distinct !DILocation(line: 294, column: 18, scope: !1095, inlinedAt: !1200)
!1203 = !DILocation(line: 0, scope: !1116, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 1148, column: 14, scope: !1106, inlinedAt: !1202)
!1205 = !DILocation(line: 1109, column: 40, scope: !1116, inlinedAt: !1204)
!1206 = !DILocation(line: 0, scope: !1140, inlinedAt: !1207)
!1207 = distinct !DILocation(line: 1119, column: 7, scope: !1116, inlinedAt: !1204)
!1208 = !DILocation(line: 0, scope: !1151, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 968, column: 7, scope: !1140, inlinedAt: !1207)
!1210 = !DILocation(line: 922, column: 11, scope: !1168, inlinedAt: !1209)
!1211 = !DILocation(line: 0, scope: !974)
!1212 = !DILocation(line: 34, column: 5, scope: !974)
!1213 = !DILocation(line: 34, column: 29, scope: !1214)
!1214 = distinct !DILexicalBlock(scope: !974, file: !1, line: 34, column: 5)
!1215 = !DILocation(line: 34, column: 71, scope: !1216)
!1216 = distinct !DILexicalBlock(scope: !1214, file: !1, line: 34, column: 33)
!1217 = !DILocation(line: 34, column: 48, scope: !1216)
!1218 = !DILocation(line: 34, column: 53, scope: !1216)
!1219 = !DILocation(line: 34, column: 45, scope: !1216)
!1220 = !DILocation(line: 34, column: 43, scope: !1216)
!1221 = !{!1222}
!1222 = distinct !{!1222, !1223}
!1223 = distinct !{!1223, !"LVerDomain"}
!1224 = !{!1225}
!1225 = distinct !{!1225, !1223}
!1226 = !DILocation(line: 34, column: 76, scope: !1216)
!1227 = !DILocation(line: 34, column: 68, scope: !1216)
!1228 = !DILocation(line: 34, column: 66, scope: !1216)
!1229 = distinct !{!1229, !1212, !1230, !1231, !1232}
!1230 = !DILocation(line: 34, column: 81, scope: !974)
!1231 = !{!"llvm.loop.mustprogress"}
!1232 = !{!"llvm.loop.isvectorized", i32 1}
!1233 = !DILocalVariable(name: "c", scope: !1234, file: !1, line: 21, type: !504)
!1234 = distinct !DISubprogram(name: "multiply", linkageName: "_ZL8multiplyRK6MatrixS1_", scope: !1, file: !1, line: 20, type: !1235, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1238)
!1235 = !DISubroutineType(types: !1236)
!1236 = !{!504, !1237, !1237}
!1237 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !520, size: 64)
!1238 = !{!1239, !1240, !1233, !1241, !1243, !1246, !1249}
!1239 = !DILocalVariable(name: "a", arg: 1, scope: !1234, file: !1, line: 20, type: !1237)
!1240 = !DILocalVariable(name: "b", arg: 2, scope: !1234, file: !1, line: 20, type: !1237)
!1241 = !DILocalVariable(name: "i", scope: !1242, file: !1, line: 22, type: !3)
!1242 = distinct !DILexicalBlock(scope: !1234, file: !1, line: 22, column: 3)
!1243 = !DILocalVariable(name: "k", scope: !1244, file: !1, line: 23, type: !3)
!1244 = distinct !DILexicalBlock(scope: !1245, file: !1, line: 23, column: 5)
!1245 = distinct !DILexicalBlock(scope: !1242, file: !1, line: 22, column: 3)
!1246 = !DILocalVariable(name: "aik", scope: !1247, file: !1, line: 24, type: !38)
!1247 = distinct !DILexicalBlock(scope: !1248, file: !1, line: 23, column: 40)
!1248 = distinct !DILexicalBlock(scope: !1244, file: !1, line: 23, column: 5)
!1249 = !DILocalVariable(name: "j", scope: !1250, file: !1, line: 25, type: !3)
!1250 = distinct !DILexicalBlock(scope: !1247, file: !1, line: 25, column: 7)
!1251 = !DILocation(line: 0, scope: !1234, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 35, column: 14, scope: !962)
!1253 = !DILocation(line: 0, scope: !992, inlinedAt: !1254)
!1254 = distinct !DILocation(line: 21, column: 10, scope: !1234, inlinedAt: !1252)
!1255 = !DILocation(line: 0, scope: !1002, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 10, column: 46, scope: !992, inlinedAt: !1254)
!1257 = !DILocation(line: 0, scope: !1011, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 566, column: 15, scope: !1002, inlinedAt: !1256)
!1259 = !DILocation(line: 0, scope: !1021, inlinedAt: !1260)
!1260 = distinct !DILocation(line: 566, column: 9, scope: !1002, inlinedAt: !1256)
!1261 = !DILocation(line: 0, scope: !1029, inlinedAt: !1262)
!1262 = distinct !DILocation(line: 332, column: 9, scope: !1034, inlinedAt: !1260)
!1263 = !DILocation(line: 0, scope: !1036, inlinedAt: !1264)
!1264 = distinct !DILocation(line: 395, column: 33, scope: !1029, inlinedAt: !1262)
!1265 = !DILocation(line: 378, column: 9, scope: !1036, inlinedAt: !1264)
!1266 = !DILocation(line: 0, scope: !1044, inlinedAt: !1267)
!1267 = distinct !DILocation(line: 378, column: 20, scope: !1036, inlinedAt: !1264)
!1268 = !DILocation(line: 0, scope: !1050, inlinedAt: !1269)
!1269 = distinct !DILocation(line: 464, column: 20, scope: !1044, inlinedAt: !1267)
!1270 = !DILocation(line: 137, column: 53, scope: !1050, inlinedAt: !1269)
!1271 = !DILocation(line: 137, column: 27, scope: !1050, inlinedAt: !1269)
!1272 = !DILocation(line: 137, column: 9, scope: !1050, inlinedAt: !1269)
!1273 = !DILocation(line: 0, scope: !1061, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 567, column: 9, scope: !1067, inlinedAt: !1256)
!1275 = !DILocation(line: 0, scope: !1069, inlinedAt: !1276)
!1276 = distinct !DILocation(line: 1702, column: 4, scope: !1061, inlinedAt: !1274)
!1277 = !DILocation(line: 0, scope: !1084, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 467, column: 14, scope: !1069, inlinedAt: !1276)
!1279 = !DILocation(line: 0, scope: !1095, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 326, column: 14, scope: !1084, inlinedAt: !1278)
!1281 = !DILocation(line: 0, scope: !1106, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 294, column: 18, scope: !1095, inlinedAt: !1280)
!1283 = !DILocation(line: 0, scope: !1116, inlinedAt: !1284)
!1284 = distinct !DILocation(line: 1148, column: 14, scope: !1106, inlinedAt: !1282)
!1285 = !DILocation(line: 1109, column: 40, scope: !1116, inlinedAt: !1284)
!1286 = !DILocation(line: 0, scope: !1140, inlinedAt: !1287)
!1287 = distinct !DILocation(line: 1119, column: 7, scope: !1116, inlinedAt: !1284)
!1288 = !DILocation(line: 0, scope: !1151, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 968, column: 7, scope: !1140, inlinedAt: !1287)
!1290 = !DILocation(line: 922, column: 11, scope: !1168, inlinedAt: !1289)
!1291 = !{!1292}
!1292 = distinct !{!1292, !1293, !"_ZL8multiplyRK6MatrixS1_: argument 0"}
!1293 = distinct !{!1293, !"_ZL8multiplyRK6MatrixS1_"}
!1294 = !DILocation(line: 0, scope: !1242, inlinedAt: !1252)
!1295 = !DILocation(line: 22, column: 3, scope: !1242, inlinedAt: !1252)
!1296 = !DILocation(line: 0, scope: !979)
!1297 = !DILocation(line: 38, column: 3, scope: !962)
!1298 = !DILocalVariable(name: "this", arg: 1, scope: !1299, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1299 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixD2Ev", scope: !504, file: !1, line: 8, type: !1300, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1302, retainedNodes: !1303)
!1300 = !DISubroutineType(types: !1301)
!1301 = !{null, !512}
!1302 = !DISubprogram(name: "~Matrix", scope: !504, type: !1300, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1303 = !{!1298}
!1304 = !DILocation(line: 0, scope: !1299, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 40, column: 1, scope: !962)
!1306 = !DILocalVariable(name: "this", arg: 1, scope: !1307, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1307 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !12, file: !11, line: 728, type: !286, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !338, retainedNodes: !1308)
!1308 = !{!1306}
!1309 = !DILocation(line: 0, scope: !1307, inlinedAt: !1310)
!1310 = distinct !DILocation(line: 8, column: 7, scope: !1311, inlinedAt: !1305)
!1311 = distinct !DILexicalBlock(scope: !1299, file: !1, line: 8, column: 7)
!1312 = !DILocalVariable(name: "this", arg: 1, scope: !1313, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1313 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !16, file: !11, line: 364, type: !203, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !229, retainedNodes: !1314)
!1314 = !{!1312}
!1315 = !DILocation(line: 0, scope: !1313, inlinedAt: !1316)
!1316 = distinct !DILocation(line: 733, column: 7, scope: !1317, inlinedAt: !1310)
!1317 = distinct !DILexicalBlock(scope: !1307, file: !11, line: 729, column: 7)
!1318 = !DILocalVariable(name: "this", arg: 1, scope: !1319, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1319 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !16, file: !11, line: 383, type: !234, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !233, retainedNodes: !1320)
!1320 = !{!1318, !1321, !1322}
!1321 = !DILocalVariable(name: "__p", arg: 2, scope: !1319, file: !11, line: 383, type: !147)
!1322 = !DILocalVariable(name: "__n", arg: 3, scope: !1319, file: !11, line: 383, type: !79)
!1323 = !DILocation(line: 0, scope: !1319, inlinedAt: !1324)
!1324 = distinct !DILocation(line: 366, column: 2, scope: !1325, inlinedAt: !1316)
!1325 = distinct !DILexicalBlock(scope: !1313, file: !11, line: 365, column: 7)
!1326 = !DILocation(line: 386, column: 6, scope: !1319, inlinedAt: !1324)
!1327 = !DILocation(line: 22, column: 21, scope: !1245, inlinedAt: !1252)
!1328 = !DILocation(line: 25, column: 7, scope: !1250, inlinedAt: !1252)
!1329 = !DILocation(line: 0, scope: !1244, inlinedAt: !1252)
!1330 = !DILocation(line: 23, column: 5, scope: !1244, inlinedAt: !1252)
!1331 = !DILocation(line: 22, column: 34, scope: !1245, inlinedAt: !1252)
!1332 = distinct !{!1332, !1295, !1333, !1231}
!1333 = !DILocation(line: 26, column: 5, scope: !1242, inlinedAt: !1252)
!1334 = !DILocalVariable(name: "this", arg: 1, scope: !1335, type: !1339, flags: DIFlagArtificial | DIFlagObjectPointer)
!1335 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixclEii", scope: !504, file: !1, line: 12, type: !517, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !516, retainedNodes: !1336)
!1336 = !{!1334, !1337, !1338}
!1337 = !DILocalVariable(name: "i", arg: 2, scope: !1335, file: !1, line: 12, type: !3)
!1338 = !DILocalVariable(name: "j", arg: 3, scope: !1335, file: !1, line: 12, type: !3)
!1339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64)
!1340 = !DILocation(line: 0, scope: !1335, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 24, column: 20, scope: !1247, inlinedAt: !1252)
!1342 = !DILocation(line: 12, column: 87, scope: !1335, inlinedAt: !1341)
!1343 = !DILocalVariable(name: "this", arg: 1, scope: !1344, type: !1347, flags: DIFlagArtificial | DIFlagObjectPointer)
!1344 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1140, type: !408, scopeLine: 1141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !407, retainedNodes: !1345)
!1345 = !{!1343, !1346}
!1346 = !DILocalVariable(name: "__n", arg: 2, scope: !1344, file: !11, line: 1140, type: !298)
!1347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!1348 = !DILocation(line: 0, scope: !1344, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 12, column: 50, scope: !1335, inlinedAt: !1341)
!1350 = !DILocation(line: 1143, column: 34, scope: !1344, inlinedAt: !1349)
!1351 = !DILocation(line: 12, column: 50, scope: !1335, inlinedAt: !1341)
!1352 = !DILocation(line: 0, scope: !1247, inlinedAt: !1252)
!1353 = !DILocation(line: 0, scope: !1250, inlinedAt: !1252)
!1354 = !DILocation(line: 25, column: 38, scope: !1355, inlinedAt: !1252)
!1355 = distinct !DILexicalBlock(scope: !1250, file: !1, line: 25, column: 7)
!1356 = !DILocation(line: 12, column: 50, scope: !1335, inlinedAt: !1357)
!1357 = distinct !DILocation(line: 25, column: 59, scope: !1355, inlinedAt: !1252)
!1358 = !{!1359}
!1359 = distinct !{!1359, !1360}
!1360 = distinct !{!1360, !"LVerDomain"}
!1361 = !DILocation(line: 25, column: 50, scope: !1355, inlinedAt: !1252)
!1362 = !{!1363}
!1363 = distinct !{!1363, !1360}
!1364 = !{!1292, !1359}
!1365 = distinct !{!1365, !1328, !1366, !1231, !1232}
!1366 = !DILocation(line: 25, column: 65, scope: !1250, inlinedAt: !1252)
!1367 = !DILocation(line: 0, scope: !1335, inlinedAt: !1357)
!1368 = !DILocation(line: 12, column: 87, scope: !1335, inlinedAt: !1357)
!1369 = !DILocation(line: 0, scope: !1344, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 12, column: 50, scope: !1335, inlinedAt: !1357)
!1371 = !DILocation(line: 1143, column: 34, scope: !1344, inlinedAt: !1370)
!1372 = !DILocalVariable(name: "this", arg: 1, scope: !1373, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1373 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixclEii", scope: !504, file: !1, line: 11, type: !514, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !513, retainedNodes: !1374)
!1374 = !{!1372, !1375, !1376}
!1375 = !DILocalVariable(name: "i", arg: 2, scope: !1373, file: !1, line: 11, type: !3)
!1376 = !DILocalVariable(name: "j", arg: 3, scope: !1373, file: !1, line: 11, type: !3)
!1377 = !DILocation(line: 0, scope: !1373, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 25, column: 42, scope: !1355, inlinedAt: !1252)
!1379 = !DILocation(line: 11, column: 82, scope: !1373, inlinedAt: !1378)
!1380 = !DILocalVariable(name: "this", arg: 1, scope: !1381, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1381 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1121, type: !400, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !399, retainedNodes: !1382)
!1382 = !{!1380, !1383}
!1383 = !DILocalVariable(name: "__n", arg: 2, scope: !1381, file: !11, line: 1121, type: !298)
!1384 = !DILocation(line: 0, scope: !1381, inlinedAt: !1385)
!1385 = distinct !DILocation(line: 11, column: 45, scope: !1373, inlinedAt: !1378)
!1386 = !DILocation(line: 1124, column: 34, scope: !1381, inlinedAt: !1385)
!1387 = !DILocation(line: 23, column: 36, scope: !1248, inlinedAt: !1252)
!1388 = !DILocation(line: 23, column: 23, scope: !1248, inlinedAt: !1252)
!1389 = distinct !{!1389, !1330, !1390, !1231}
!1390 = !DILocation(line: 26, column: 5, scope: !1244, inlinedAt: !1252)
!1391 = !DILocation(line: 25, column: 25, scope: !1355, inlinedAt: !1252)
!1392 = distinct !{!1392, !1328, !1366, !1231, !1232}
!1393 = !DILocation(line: 37, column: 3, scope: !979)
!1394 = !DILocation(line: 40, column: 1, scope: !962)
!1395 = !DILocation(line: 0, scope: !1299, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 40, column: 1, scope: !962)
!1397 = !DILocation(line: 0, scope: !1307, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 8, column: 7, scope: !1311, inlinedAt: !1396)
!1399 = !DILocation(line: 0, scope: !1313, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 733, column: 7, scope: !1317, inlinedAt: !1398)
!1401 = !DILocation(line: 0, scope: !1319, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 366, column: 2, scope: !1325, inlinedAt: !1400)
!1403 = !DILocation(line: 386, column: 6, scope: !1319, inlinedAt: !1402)
!1404 = !DILocation(line: 33, column: 27, scope: !975)
!1405 = distinct !{!1405, !1191, !1406, !1231}
!1406 = !DILocation(line: 34, column: 81, scope: !972)
!1407 = !DILocation(line: 0, scope: !1373, inlinedAt: !1408)
!1408 = distinct !DILocation(line: 34, column: 35, scope: !1216)
!1409 = !DILocation(line: 11, column: 82, scope: !1373, inlinedAt: !1408)
!1410 = !DILocation(line: 0, scope: !1381, inlinedAt: !1411)
!1411 = distinct !DILocation(line: 11, column: 45, scope: !1373, inlinedAt: !1408)
!1412 = !DILocation(line: 1124, column: 34, scope: !1381, inlinedAt: !1411)
!1413 = !DILocation(line: 0, scope: !1373, inlinedAt: !1414)
!1414 = distinct !DILocation(line: 34, column: 58, scope: !1216)
!1415 = !DILocation(line: 0, scope: !1381, inlinedAt: !1416)
!1416 = distinct !DILocation(line: 11, column: 45, scope: !1373, inlinedAt: !1414)
!1417 = !DILocation(line: 1124, column: 34, scope: !1381, inlinedAt: !1416)
!1418 = !DILocation(line: 34, column: 23, scope: !1214)
!1419 = distinct !{!1419, !1212, !1230, !1231, !1232}
!1420 = !DILocation(line: 0, scope: !1373, inlinedAt: !1421)
!1421 = distinct !DILocation(line: 37, column: 36, scope: !1422)
!1422 = distinct !DILexicalBlock(scope: !979, file: !1, line: 37, column: 3)
!1423 = !DILocation(line: 11, column: 74, scope: !1373, inlinedAt: !1421)
!1424 = !DILocation(line: 11, column: 82, scope: !1373, inlinedAt: !1421)
!1425 = !DILocation(line: 0, scope: !1381, inlinedAt: !1426)
!1426 = distinct !DILocation(line: 11, column: 45, scope: !1373, inlinedAt: !1421)
!1427 = !DILocation(line: 1124, column: 34, scope: !1381, inlinedAt: !1426)
!1428 = !DILocation(line: 37, column: 36, scope: !1422)
!1429 = !DILocation(line: 37, column: 33, scope: !1422)
!1430 = !DILocation(line: 37, column: 27, scope: !1422)
!1431 = distinct !{!1431, !1432}
!1432 = !{!"llvm.loop.unroll.disable"}
!1433 = !DILocalVariable(name: "__a", arg: 1, scope: !1434, file: !31, line: 495, type: !39)
!1434 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !30, file: !31, line: 495, type: !112, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !111, retainedNodes: !1435)
!1435 = !{!1433, !1436, !1437}
!1436 = !DILocalVariable(name: "__p", arg: 2, scope: !1434, file: !31, line: 495, type: !36)
!1437 = !DILocalVariable(name: "__n", arg: 3, scope: !1434, file: !31, line: 495, type: !106)
!1438 = !DILocation(line: 0, scope: !1434, inlinedAt: !1439)
!1439 = distinct !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1324)
!1440 = distinct !DILexicalBlock(scope: !1319, file: !11, line: 386, column: 6)
!1441 = !DILocalVariable(name: "this", arg: 1, scope: !1442, type: !1054, flags: DIFlagArtificial | DIFlagObjectPointer)
!1442 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !83, retainedNodes: !1443)
!1443 = !{!1441, !1444, !1445}
!1444 = !DILocalVariable(name: "__p", arg: 2, scope: !1442, file: !48, line: 142, type: !37)
!1445 = !DILocalVariable(name: "__n", arg: 3, scope: !1442, file: !48, line: 142, type: !78)
!1446 = !DILocation(line: 0, scope: !1442, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 496, column: 13, scope: !1434, inlinedAt: !1439)
!1448 = !DILocation(line: 158, column: 27, scope: !1442, inlinedAt: !1447)
!1449 = !DILocation(line: 158, column: 2, scope: !1442, inlinedAt: !1447)
!1450 = !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1324)
!1451 = !DILocation(line: 0, scope: !1299, inlinedAt: !1452)
!1452 = distinct !DILocation(line: 40, column: 1, scope: !962)
!1453 = !DILocation(line: 0, scope: !1307, inlinedAt: !1454)
!1454 = distinct !DILocation(line: 8, column: 7, scope: !1311, inlinedAt: !1452)
!1455 = !DILocation(line: 0, scope: !1313, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 733, column: 7, scope: !1317, inlinedAt: !1454)
!1457 = !DILocation(line: 0, scope: !1319, inlinedAt: !1458)
!1458 = distinct !DILocation(line: 366, column: 2, scope: !1325, inlinedAt: !1456)
!1459 = !DILocation(line: 386, column: 6, scope: !1440, inlinedAt: !1458)
!1460 = !DILocation(line: 386, column: 6, scope: !1319, inlinedAt: !1458)
!1461 = !DILocation(line: 0, scope: !1434, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1458)
!1463 = !DILocation(line: 0, scope: !1442, inlinedAt: !1464)
!1464 = distinct !DILocation(line: 496, column: 13, scope: !1434, inlinedAt: !1462)
!1465 = !DILocation(line: 158, column: 27, scope: !1442, inlinedAt: !1464)
!1466 = !DILocation(line: 158, column: 2, scope: !1442, inlinedAt: !1464)
!1467 = !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1458)
!1468 = !DILocation(line: 0, scope: !1299, inlinedAt: !1469)
!1469 = distinct !DILocation(line: 40, column: 1, scope: !962)
!1470 = !DILocation(line: 0, scope: !1307, inlinedAt: !1471)
!1471 = distinct !DILocation(line: 8, column: 7, scope: !1311, inlinedAt: !1469)
!1472 = !DILocation(line: 0, scope: !1313, inlinedAt: !1473)
!1473 = distinct !DILocation(line: 733, column: 7, scope: !1317, inlinedAt: !1471)
!1474 = !DILocation(line: 0, scope: !1319, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 366, column: 2, scope: !1325, inlinedAt: !1473)
!1476 = !DILocation(line: 386, column: 6, scope: !1440, inlinedAt: !1475)
!1477 = !DILocation(line: 386, column: 6, scope: !1319, inlinedAt: !1475)
!1478 = !DILocation(line: 0, scope: !1434, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1475)
!1480 = !DILocation(line: 0, scope: !1442, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 496, column: 13, scope: !1434, inlinedAt: !1479)
!1482 = !DILocation(line: 158, column: 27, scope: !1442, inlinedAt: !1481)
!1483 = !DILocation(line: 158, column: 2, scope: !1442, inlinedAt: !1481)
!1484 = !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1475)
!1485 = !DILocation(line: 0, scope: !1299, inlinedAt: !1486)
!1486 = distinct !DILocation(line: 40, column: 1, scope: !962)
!1487 = !DILocation(line: 0, scope: !1307, inlinedAt: !1488)
!1488 = distinct !DILocation(line: 8, column: 7, scope: !1311, inlinedAt: !1486)
!1489 = !DILocation(line: 0, scope: !1313, inlinedAt: !1490)
!1490 = distinct !DILocation(line: 733, column: 7, scope: !1317, inlinedAt: !1488)
!1491 = !DILocation(line: 0, scope: !1319, inlinedAt: !1492)
!1492 = distinct !DILocation(line: 366, column: 2, scope: !1325, inlinedAt: !1490)
!1493 = !DILocation(line: 386, column: 6, scope: !1440, inlinedAt: !1492)
!1494 = !DILocation(line: 386, column: 6, scope: !1319, inlinedAt: !1492)
!1495 = !DILocation(line: 0, scope: !1434, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1492)
!1497 = !DILocation(line: 0, scope: !1442, inlinedAt: !1498)
!1498 = distinct !DILocation(line: 496, column: 13, scope: !1434, inlinedAt: !1496)
!1499 = !DILocation(line: 158, column: 27, scope: !1442, inlinedAt: !1498)
!1500 = !DILocation(line: 158, column: 2, scope: !1442, inlinedAt: !1498)
!1501 = !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1492)
!1502 = distinct !{!1502, !1393, !1503, !1231}
!1503 = !DILocation(line: 37, column: 42, scope: !979)
!1504 = !DILocation(line: 386, column: 6, scope: !1440, inlinedAt: !1402)
!1505 = !DILocation(line: 0, scope: !1434, inlinedAt: !1506)
!1506 = distinct !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1402)
!1507 = !DILocation(line: 0, scope: !1442, inlinedAt: !1508)
!1508 = distinct !DILocation(line: 496, column: 13, scope: !1434, inlinedAt: !1506)
!1509 = !DILocation(line: 158, column: 27, scope: !1442, inlinedAt: !1508)
!1510 = !DILocation(line: 158, column: 2, scope: !1442, inlinedAt: !1508)
!1511 = !DILocation(line: 387, column: 4, scope: !1440, inlinedAt: !1402)
