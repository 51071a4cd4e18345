; ModuleID = 'fields_ctor.cpp'
source_filename = "fields_ctor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.Matrix = type { i32, i32, %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !959 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !963, metadata !DIExpression()), !dbg !974
  call void @llvm.dbg.value(metadata i8** %1, metadata !964, metadata !DIExpression()), !dbg !974
  %3 = icmp sgt i32 %0, 1, !dbg !975
  br i1 %3, label %4, label %15, !dbg !976

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !977
  %6 = load i8*, i8** %5, align 8, !dbg !977, !tbaa !978
  call void @llvm.dbg.value(metadata i8* %6, metadata !793, metadata !DIExpression()) #9, !dbg !982
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !984
  %8 = trunc i64 %7 to i32, !dbg !984
  call void @llvm.dbg.value(metadata i32 %8, metadata !965, metadata !DIExpression()), !dbg !974
  %9 = icmp eq i32 %0, 2, !dbg !985
  br i1 %9, label %15, label %10, !dbg !986

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !987
  %12 = load i8*, i8** %11, align 8, !dbg !987, !tbaa !978
  call void @llvm.dbg.value(metadata i8* %12, metadata !793, metadata !DIExpression()) #9, !dbg !988
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !990
  %14 = trunc i64 %13 to i32, !dbg !990
  br label %15, !dbg !986

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 60, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 40, %4 ], [ 40, %2 ], !dbg !986
  call void @llvm.dbg.value(metadata i32 %17, metadata !966, metadata !DIExpression()), !dbg !974
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !991, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata i32 %8, metadata !994, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata i32 %17, metadata !995, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata i32 %8, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !974
  call void @llvm.dbg.value(metadata i32 %17, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !974
  %18 = sext i32 %16 to i64, !dbg !999
  %19 = sext i32 %17 to i64, !dbg !1000
  %20 = mul nsw i64 %19, %18, !dbg !1001
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1002, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.value(metadata i64 %20, metadata !1005, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1006, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.value(metadata i64 %20, metadata !1010, metadata !DIExpression()), !dbg !1014
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1013, metadata !DIExpression()), !dbg !1014
  %21 = icmp ugt i64 %20, 1152921504606846975, !dbg !1016
  br i1 %21, label %22, label %23, !dbg !1018

22:                                               ; preds = %15
  tail call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #10, !dbg !1019
  unreachable, !dbg !1019

23:                                               ; preds = %15
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1020, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata i64 %20, metadata !1023, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1024, metadata !DIExpression()), !dbg !1026
  call void @llvm.dbg.value(metadata double* null, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !974
  call void @llvm.dbg.value(metadata double* null, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !974
  call void @llvm.dbg.value(metadata double* null, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !974
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1028, metadata !DIExpression()), !dbg !1032
  call void @llvm.dbg.value(metadata i64 %20, metadata !1031, metadata !DIExpression()), !dbg !1032
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1035, metadata !DIExpression()), !dbg !1039
  call void @llvm.dbg.value(metadata i64 %20, metadata !1038, metadata !DIExpression()), !dbg !1039
  %24 = icmp eq i64 %20, 0, !dbg !1041
  br i1 %24, label %42, label %25, !dbg !1042

25:                                               ; preds = %23
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1043, metadata !DIExpression()), !dbg !1047
  call void @llvm.dbg.value(metadata i64 %20, metadata !1046, metadata !DIExpression()), !dbg !1047
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1049, metadata !DIExpression()), !dbg !1055
  call void @llvm.dbg.value(metadata i64 %20, metadata !1052, metadata !DIExpression()), !dbg !1055
  call void @llvm.dbg.value(metadata i8* null, metadata !1053, metadata !DIExpression()), !dbg !1055
  %26 = shl nuw nsw i64 %20, 3, !dbg !1057
  %27 = tail call noalias noundef nonnull i8* @_Znwm(i64 noundef %26) #11, !dbg !1058
  %28 = bitcast i8* %27 to double*, !dbg !1059
  call void @llvm.dbg.value(metadata double* %28, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !974
  call void @llvm.dbg.value(metadata !DIArgList(double* %28, i64 %20), metadata !967, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !974
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1060, metadata !DIExpression()), !dbg !1064
  call void @llvm.dbg.value(metadata i64 %20, metadata !1063, metadata !DIExpression()), !dbg !1064
  call void @llvm.dbg.value(metadata double* %28, metadata !1067, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata i64 %20, metadata !1073, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1074, metadata !DIExpression()), !dbg !1078
  call void @llvm.dbg.value(metadata double* %28, metadata !1080, metadata !DIExpression()), !dbg !1088
  call void @llvm.dbg.value(metadata i64 %20, metadata !1085, metadata !DIExpression()), !dbg !1088
  call void @llvm.dbg.value(metadata i8 1, metadata !1086, metadata !DIExpression()), !dbg !1088
  call void @llvm.dbg.value(metadata double* %28, metadata !1090, metadata !DIExpression()), !dbg !1107
  call void @llvm.dbg.value(metadata i64 %20, metadata !1097, metadata !DIExpression()), !dbg !1107
  call void @llvm.dbg.value(metadata double* %28, metadata !1098, metadata !DIExpression()), !dbg !1109
  call void @llvm.dbg.value(metadata double* %28, metadata !1110, metadata !DIExpression()), !dbg !1118
  store double 0.000000e+00, double* %28, align 8, !dbg !1120, !tbaa !1121
  call void @llvm.dbg.value(metadata double* %28, metadata !1090, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1107
  call void @llvm.dbg.value(metadata double* %28, metadata !1123, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1133
  call void @llvm.dbg.value(metadata i64 %20, metadata !1129, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1133
  call void @llvm.dbg.value(metadata double* %28, metadata !1130, metadata !DIExpression()), !dbg !1133
  call void @llvm.dbg.value(metadata double* %28, metadata !1135, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1155
  call void @llvm.dbg.value(metadata i64 %20, metadata !1150, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1155
  call void @llvm.dbg.value(metadata double* %28, metadata !1151, metadata !DIExpression()), !dbg !1155
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1152, metadata !DIExpression()), !dbg !1157
  %29 = icmp eq i64 %20, 1, !dbg !1158
  br i1 %29, label %34, label %30, !dbg !1160

30:                                               ; preds = %25
  %31 = getelementptr double, double* %28, i64 1, !dbg !1161
  call void @llvm.dbg.value(metadata double* %31, metadata !1090, metadata !DIExpression()), !dbg !1107
  call void @llvm.dbg.value(metadata double* %31, metadata !1123, metadata !DIExpression()), !dbg !1133
  call void @llvm.dbg.value(metadata double* %31, metadata !1135, metadata !DIExpression()), !dbg !1155
  %32 = bitcast double* %31 to i8*, !dbg !1107
  call void @llvm.dbg.value(metadata double* %28, metadata !1162, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1171
  call void @llvm.dbg.value(metadata double* %28, metadata !1168, metadata !DIExpression()), !dbg !1171
  call void @llvm.dbg.value(metadata double* %28, metadata !1173, metadata !DIExpression()), !dbg !1188
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1186, metadata !DIExpression()), !dbg !1188
  call void @llvm.dbg.value(metadata double* %28, metadata !1184, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1188
  %33 = add nsw i64 %26, -8, !dbg !1190
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %33, i1 false), !dbg !1192, !tbaa !1121
  call void @llvm.dbg.value(metadata i32 undef, metadata !1184, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1188
  br label %34, !dbg !1194

34:                                               ; preds = %30, %25
  call void @llvm.dbg.value(metadata double* undef, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !974
  call void @llvm.dbg.value(metadata double* undef, metadata !1090, metadata !DIExpression()), !dbg !1107
  call void @llvm.dbg.value(metadata double* undef, metadata !967, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !974
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !991, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata i32 %17, metadata !994, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata i32 %8, metadata !995, metadata !DIExpression()), !dbg !1195
  call void @llvm.dbg.value(metadata i32 %17, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !974
  call void @llvm.dbg.value(metadata i32 %8, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !974
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1002, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata i64 %20, metadata !1005, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1006, metadata !DIExpression()), !dbg !1197
  call void @llvm.dbg.value(metadata i64 %20, metadata !1010, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1013, metadata !DIExpression()), !dbg !1199
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1020, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata i64 %20, metadata !1023, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata %"class.std::allocator"* undef, metadata !1024, metadata !DIExpression()), !dbg !1201
  call void @llvm.dbg.value(metadata double* null, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !974
  call void @llvm.dbg.value(metadata double* null, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !974
  call void @llvm.dbg.value(metadata double* null, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !974
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1028, metadata !DIExpression()), !dbg !1203
  call void @llvm.dbg.value(metadata i64 %20, metadata !1031, metadata !DIExpression()), !dbg !1203
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1035, metadata !DIExpression()), !dbg !1205
  call void @llvm.dbg.value(metadata i64 %20, metadata !1038, metadata !DIExpression()), !dbg !1205
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1043, metadata !DIExpression()), !dbg !1207
  call void @llvm.dbg.value(metadata i64 %20, metadata !1046, metadata !DIExpression()), !dbg !1207
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1049, metadata !DIExpression()), !dbg !1209
  call void @llvm.dbg.value(metadata i64 %20, metadata !1052, metadata !DIExpression()), !dbg !1209
  call void @llvm.dbg.value(metadata i8* null, metadata !1053, metadata !DIExpression()), !dbg !1209
  %35 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %26) #11
          to label %36 unwind label %149, !dbg !1211

36:                                               ; preds = %34
  %37 = bitcast i8* %35 to double*, !dbg !1212
  call void @llvm.dbg.value(metadata double* %37, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !974
  call void @llvm.dbg.value(metadata !DIArgList(double* %37, i64 %20), metadata !968, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 64)), !dbg !974
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1060, metadata !DIExpression()), !dbg !1213
  call void @llvm.dbg.value(metadata i64 %20, metadata !1063, metadata !DIExpression()), !dbg !1213
  call void @llvm.dbg.value(metadata double* %37, metadata !1067, metadata !DIExpression()), !dbg !1215
  call void @llvm.dbg.value(metadata i64 %20, metadata !1073, metadata !DIExpression()), !dbg !1215
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1074, metadata !DIExpression()), !dbg !1215
  call void @llvm.dbg.value(metadata double* %37, metadata !1080, metadata !DIExpression()), !dbg !1217
  call void @llvm.dbg.value(metadata i64 %20, metadata !1085, metadata !DIExpression()), !dbg !1217
  call void @llvm.dbg.value(metadata i8 1, metadata !1086, metadata !DIExpression()), !dbg !1217
  call void @llvm.dbg.value(metadata double* %37, metadata !1090, metadata !DIExpression()), !dbg !1219
  call void @llvm.dbg.value(metadata i64 %20, metadata !1097, metadata !DIExpression()), !dbg !1219
  call void @llvm.dbg.value(metadata double* %37, metadata !1098, metadata !DIExpression()), !dbg !1221
  call void @llvm.dbg.value(metadata double* %37, metadata !1110, metadata !DIExpression()), !dbg !1222
  store double 0.000000e+00, double* %37, align 8, !dbg !1224, !tbaa !1121
  call void @llvm.dbg.value(metadata double* %37, metadata !1090, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1219
  call void @llvm.dbg.value(metadata double* %37, metadata !1123, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1225
  call void @llvm.dbg.value(metadata i64 %20, metadata !1129, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1225
  call void @llvm.dbg.value(metadata double* %37, metadata !1130, metadata !DIExpression()), !dbg !1225
  call void @llvm.dbg.value(metadata double* %37, metadata !1135, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1227
  call void @llvm.dbg.value(metadata i64 %20, metadata !1150, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !1227
  call void @llvm.dbg.value(metadata double* %37, metadata !1151, metadata !DIExpression()), !dbg !1227
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* undef, metadata !1152, metadata !DIExpression()), !dbg !1229
  br i1 %29, label %42, label %38, !dbg !1230

38:                                               ; preds = %36
  %39 = getelementptr double, double* %37, i64 1, !dbg !1231
  call void @llvm.dbg.value(metadata double* %39, metadata !1090, metadata !DIExpression()), !dbg !1219
  call void @llvm.dbg.value(metadata double* %39, metadata !1123, metadata !DIExpression()), !dbg !1225
  call void @llvm.dbg.value(metadata double* %39, metadata !1135, metadata !DIExpression()), !dbg !1227
  %40 = bitcast double* %39 to i8*, !dbg !1219
  call void @llvm.dbg.value(metadata double* %37, metadata !1162, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1232
  call void @llvm.dbg.value(metadata double* %37, metadata !1168, metadata !DIExpression()), !dbg !1232
  call void @llvm.dbg.value(metadata double* %37, metadata !1173, metadata !DIExpression()), !dbg !1234
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !1186, metadata !DIExpression()), !dbg !1234
  call void @llvm.dbg.value(metadata double* %37, metadata !1184, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1234
  %41 = add nsw i64 %26, -8, !dbg !1236
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %40, i8 0, i64 %41, i1 false), !dbg !1237, !tbaa !1121
  call void @llvm.dbg.value(metadata i32 undef, metadata !1184, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1234
  br label %42, !dbg !1238

42:                                               ; preds = %23, %36, %38
  %43 = phi double* [ %28, %36 ], [ %28, %38 ], [ null, %23 ]
  %44 = phi double* [ %37, %36 ], [ %37, %38 ], [ null, %23 ], !dbg !1203
  call void @llvm.dbg.value(metadata double* %44, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !974
  call void @llvm.dbg.value(metadata double* undef, metadata !1090, metadata !DIExpression()), !dbg !1219
  call void @llvm.dbg.value(metadata double* undef, metadata !968, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !974
  call void @llvm.dbg.value(metadata i32 0, metadata !969, metadata !DIExpression()), !dbg !1239
  %45 = icmp sgt i32 %16, 0, !dbg !1240
  br i1 %45, label %46, label %138, !dbg !1241

46:                                               ; preds = %42
  %47 = icmp sgt i32 %17, 0
  %48 = zext i32 %16 to i64, !dbg !1240
  %49 = zext i32 %17 to i64
  %50 = icmp ult i32 %17, 4
  %51 = and i64 %49, 4294967292
  %52 = icmp eq i64 %51, %49
  br label %53, !dbg !1241

53:                                               ; preds = %46, %126
  %54 = phi i64 [ 0, %46 ], [ %127, %126 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !969, metadata !DIExpression()), !dbg !1239
  call void @llvm.dbg.value(metadata i32 0, metadata !971, metadata !DIExpression()), !dbg !1242
  br i1 %47, label %55, label %126, !dbg !1243

55:                                               ; preds = %53
  %56 = mul nsw i64 %54, %19
  br i1 %50, label %81, label %57, !dbg !1243

57:                                               ; preds = %55
  %58 = insertelement <2 x i64> poison, i64 %54, i64 0, !dbg !1243
  %59 = shufflevector <2 x i64> %58, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1243
  %60 = add nuw i64 %54, 2
  %61 = insertelement <2 x i64> poison, i64 %60, i64 0
  %62 = shufflevector <2 x i64> %61, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %63, !dbg !1243

63:                                               ; preds = %63, %57
  %64 = phi i64 [ 0, %57 ], [ %77, %63 ], !dbg !1244
  %65 = phi <2 x i64> [ <i64 0, i64 1>, %57 ], [ %78, %63 ]
  %66 = add nuw nsw <2 x i64> %65, %59, !dbg !1246
  %67 = add <2 x i64> %62, %65, !dbg !1246
  %68 = trunc <2 x i64> %66 to <2 x i32>, !dbg !1247
  %69 = trunc <2 x i64> %67 to <2 x i32>, !dbg !1247
  %70 = sitofp <2 x i32> %68 to <2 x double>, !dbg !1247
  %71 = sitofp <2 x i32> %69 to <2 x double>, !dbg !1247
  %72 = add nsw i64 %56, %64, !dbg !1244
  %73 = getelementptr inbounds double, double* %43, i64 %72, !dbg !1244
  %74 = bitcast double* %73 to <2 x double>*, !dbg !1248
  store <2 x double> %70, <2 x double>* %74, align 8, !dbg !1248, !tbaa !1121
  %75 = getelementptr inbounds double, double* %73, i64 2, !dbg !1248
  %76 = bitcast double* %75 to <2 x double>*, !dbg !1248
  store <2 x double> %71, <2 x double>* %76, align 8, !dbg !1248, !tbaa !1121
  %77 = add nuw i64 %64, 4, !dbg !1244
  %78 = add <2 x i64> %65, <i64 4, i64 4>
  %79 = icmp eq i64 %77, %51, !dbg !1244
  br i1 %79, label %80, label %63, !dbg !1244, !llvm.loop !1249

80:                                               ; preds = %63
  br i1 %52, label %126, label %81, !dbg !1243

81:                                               ; preds = %55, %80
  %82 = phi i64 [ 0, %55 ], [ %51, %80 ]
  br label %129, !dbg !1243

83:                                               ; preds = %126
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1253, metadata !DIExpression()), !dbg !1265
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1259, metadata !DIExpression()), !dbg !1265
  call void @llvm.dbg.value(metadata i32 0, metadata !1260, metadata !DIExpression()), !dbg !1267
  br i1 %45, label %84, label %138, !dbg !1268

84:                                               ; preds = %83
  %85 = icmp sgt i32 %17, 0
  %86 = zext i32 %16 to i64, !dbg !1269
  %87 = and i64 %49, 1
  %88 = icmp eq i32 %17, 1
  %89 = and i64 %49, 4294967294
  %90 = icmp eq i64 %87, 0
  br label %91, !dbg !1268

91:                                               ; preds = %104, %84
  %92 = phi i64 [ 0, %84 ], [ %105, %104 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !1260, metadata !DIExpression()), !dbg !1267
  call void @llvm.dbg.value(metadata i32 0, metadata !1262, metadata !DIExpression()), !dbg !1270
  br i1 %85, label %93, label %104, !dbg !1271

93:                                               ; preds = %91
  %94 = mul nsw i64 %92, %19
  br i1 %88, label %95, label %107, !dbg !1271

95:                                               ; preds = %107, %93
  %96 = phi i64 [ 0, %93 ], [ %123, %107 ]
  br i1 %90, label %104, label %97, !dbg !1271

97:                                               ; preds = %95
  call void @llvm.dbg.value(metadata i64 %96, metadata !1262, metadata !DIExpression()), !dbg !1270
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %92, metadata !1275, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %96, metadata !1276, metadata !DIExpression()), !dbg !1277
  %98 = add nsw i64 %96, %94, !dbg !1280
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1285
  call void @llvm.dbg.value(metadata i64 %98, metadata !1284, metadata !DIExpression()), !dbg !1285
  %99 = getelementptr inbounds double, double* %43, i64 %98, !dbg !1287
  %100 = load double, double* %99, align 8, !dbg !1288, !tbaa !1121
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1289
  call void @llvm.dbg.value(metadata i64 %96, metadata !1275, metadata !DIExpression()), !dbg !1289
  call void @llvm.dbg.value(metadata i64 %92, metadata !1276, metadata !DIExpression()), !dbg !1289
  %101 = mul nsw i64 %96, %18, !dbg !1291
  %102 = add nsw i64 %101, %92, !dbg !1292
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1293
  call void @llvm.dbg.value(metadata i64 %102, metadata !1284, metadata !DIExpression()), !dbg !1293
  %103 = getelementptr inbounds double, double* %44, i64 %102, !dbg !1295
  store double %100, double* %103, align 8, !dbg !1296, !tbaa !1121
  call void @llvm.dbg.value(metadata i64 %96, metadata !1262, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !1270
  br label %104, !dbg !1297

104:                                              ; preds = %97, %95, %91
  %105 = add nuw nsw i64 %92, 1, !dbg !1297
  call void @llvm.dbg.value(metadata i64 %105, metadata !1260, metadata !DIExpression()), !dbg !1267
  %106 = icmp eq i64 %105, %86, !dbg !1269
  br i1 %106, label %138, label %91, !dbg !1268, !llvm.loop !1298

107:                                              ; preds = %93, %107
  %108 = phi i64 [ %123, %107 ], [ 0, %93 ]
  %109 = phi i64 [ %124, %107 ], [ 0, %93 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !1262, metadata !DIExpression()), !dbg !1270
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %92, metadata !1275, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %108, metadata !1276, metadata !DIExpression()), !dbg !1277
  %110 = add nsw i64 %108, %94, !dbg !1280
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1285
  call void @llvm.dbg.value(metadata i64 %110, metadata !1284, metadata !DIExpression()), !dbg !1285
  %111 = getelementptr inbounds double, double* %43, i64 %110, !dbg !1287
  %112 = load double, double* %111, align 8, !dbg !1288, !tbaa !1121
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1289
  call void @llvm.dbg.value(metadata i64 %108, metadata !1275, metadata !DIExpression()), !dbg !1289
  call void @llvm.dbg.value(metadata i64 %92, metadata !1276, metadata !DIExpression()), !dbg !1289
  %113 = mul nsw i64 %108, %18, !dbg !1291
  %114 = add nsw i64 %113, %92, !dbg !1292
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1293
  call void @llvm.dbg.value(metadata i64 %114, metadata !1284, metadata !DIExpression()), !dbg !1293
  %115 = getelementptr inbounds double, double* %44, i64 %114, !dbg !1295
  store double %112, double* %115, align 8, !dbg !1296, !tbaa !1121
  %116 = or i64 %108, 1, !dbg !1300
  call void @llvm.dbg.value(metadata i64 %116, metadata !1262, metadata !DIExpression()), !dbg !1270
  call void @llvm.dbg.value(metadata i64 %116, metadata !1262, metadata !DIExpression()), !dbg !1270
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %92, metadata !1275, metadata !DIExpression()), !dbg !1277
  call void @llvm.dbg.value(metadata i64 %116, metadata !1276, metadata !DIExpression()), !dbg !1277
  %117 = add nsw i64 %116, %94, !dbg !1280
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1285
  call void @llvm.dbg.value(metadata i64 %117, metadata !1284, metadata !DIExpression()), !dbg !1285
  %118 = getelementptr inbounds double, double* %43, i64 %117, !dbg !1287
  %119 = load double, double* %118, align 8, !dbg !1288, !tbaa !1121
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1289
  call void @llvm.dbg.value(metadata i64 %116, metadata !1275, metadata !DIExpression()), !dbg !1289
  call void @llvm.dbg.value(metadata i64 %92, metadata !1276, metadata !DIExpression()), !dbg !1289
  %120 = mul nsw i64 %116, %18, !dbg !1291
  %121 = add nsw i64 %120, %92, !dbg !1292
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1293
  call void @llvm.dbg.value(metadata i64 %121, metadata !1284, metadata !DIExpression()), !dbg !1293
  %122 = getelementptr inbounds double, double* %44, i64 %121, !dbg !1295
  store double %119, double* %122, align 8, !dbg !1296, !tbaa !1121
  %123 = add nuw nsw i64 %108, 2, !dbg !1300
  call void @llvm.dbg.value(metadata i64 %123, metadata !1262, metadata !DIExpression()), !dbg !1270
  %124 = add i64 %109, 2, !dbg !1271
  %125 = icmp eq i64 %124, %89, !dbg !1271
  br i1 %125, label %95, label %107, !dbg !1271, !llvm.loop !1301

126:                                              ; preds = %129, %80, %53
  %127 = add nuw nsw i64 %54, 1, !dbg !1303
  call void @llvm.dbg.value(metadata i64 %127, metadata !969, metadata !DIExpression()), !dbg !1239
  %128 = icmp eq i64 %127, %48, !dbg !1240
  br i1 %128, label %83, label %53, !dbg !1241, !llvm.loop !1304

129:                                              ; preds = %81, %129
  %130 = phi i64 [ %136, %129 ], [ %82, %81 ]
  call void @llvm.dbg.value(metadata i64 %130, metadata !971, metadata !DIExpression()), !dbg !1242
  %131 = add nuw nsw i64 %130, %54, !dbg !1246
  %132 = trunc i64 %131 to i32, !dbg !1247
  %133 = sitofp i32 %132 to double, !dbg !1247
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata i64 %54, metadata !1275, metadata !DIExpression()), !dbg !1306
  call void @llvm.dbg.value(metadata i64 %130, metadata !1276, metadata !DIExpression()), !dbg !1306
  %134 = add nsw i64 %56, %130, !dbg !1308
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1309
  call void @llvm.dbg.value(metadata i64 %134, metadata !1284, metadata !DIExpression()), !dbg !1309
  %135 = getelementptr inbounds double, double* %43, i64 %134, !dbg !1311
  store double %133, double* %135, align 8, !dbg !1248, !tbaa !1121
  %136 = add nuw nsw i64 %130, 1, !dbg !1244
  call void @llvm.dbg.value(metadata i64 %136, metadata !971, metadata !DIExpression()), !dbg !1242
  %137 = icmp eq i64 %136, %49, !dbg !1312
  br i1 %137, label %126, label %129, !dbg !1243, !llvm.loop !1313

138:                                              ; preds = %104, %42, %83
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1272, metadata !DIExpression()), !dbg !1315
  call void @llvm.dbg.value(metadata i32 3, metadata !1275, metadata !DIExpression()), !dbg !1315
  call void @llvm.dbg.value(metadata i32 4, metadata !1276, metadata !DIExpression()), !dbg !1315
  %139 = mul nsw i64 %18, 3, !dbg !1317
  %140 = add nsw i64 %139, 4, !dbg !1318
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1281, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !1319
  call void @llvm.dbg.value(metadata i64 %140, metadata !1284, metadata !DIExpression()), !dbg !1319
  %141 = getelementptr inbounds double, double* %44, i64 %140, !dbg !1321
  %142 = load double, double* %141, align 8, !dbg !1322, !tbaa !1121
  %143 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %142), !dbg !1323
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1324, metadata !DIExpression()) #9, !dbg !1330
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1332, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1335
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1338, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1341
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1344, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1349
  call void @llvm.dbg.value(metadata double* %44, metadata !1347, metadata !DIExpression()) #9, !dbg !1349
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %44), metadata !1348, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1349
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1352, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1357
  call void @llvm.dbg.value(metadata double* %44, metadata !1355, metadata !DIExpression()) #9, !dbg !1357
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %44), metadata !1356, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1357
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1360, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1365
  call void @llvm.dbg.value(metadata double* %44, metadata !1363, metadata !DIExpression()) #9, !dbg !1365
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %44), metadata !1364, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1365
  %144 = bitcast double* %44 to i8*, !dbg !1367
  tail call void @_ZdlPv(i8* noundef %144) #12, !dbg !1368
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1324, metadata !DIExpression()) #9, !dbg !1369
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1332, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1371
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1338, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1373
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1344, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1375
  call void @llvm.dbg.value(metadata double* undef, metadata !1347, metadata !DIExpression()) #9, !dbg !1375
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1348, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1375
  %145 = icmp eq double* %43, null, !dbg !1377
  br i1 %145, label %148, label %146, !dbg !1378

146:                                              ; preds = %138
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1352, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1379
  call void @llvm.dbg.value(metadata double* undef, metadata !1355, metadata !DIExpression()) #9, !dbg !1379
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1356, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1379
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1360, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1381
  call void @llvm.dbg.value(metadata double* undef, metadata !1363, metadata !DIExpression()) #9, !dbg !1381
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1364, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1381
  %147 = bitcast double* %43 to i8*, !dbg !1383
  tail call void @_ZdlPv(i8* noundef %147) #12, !dbg !1384
  br label %148, !dbg !1385

148:                                              ; preds = %138, %146
  ret i32 0, !dbg !1386

149:                                              ; preds = %34
  %150 = landingpad { i8*, i32 }
          cleanup, !dbg !1386
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1324, metadata !DIExpression()) #9, !dbg !1387
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1332, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1389
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1338, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1391
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1344, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1393
  call void @llvm.dbg.value(metadata double* undef, metadata !1347, metadata !DIExpression()) #9, !dbg !1393
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1348, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1393
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1352, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1395
  call void @llvm.dbg.value(metadata double* undef, metadata !1355, metadata !DIExpression()) #9, !dbg !1395
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1356, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1395
  call void @llvm.dbg.value(metadata %class.Matrix* undef, metadata !1360, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #9, !dbg !1397
  call void @llvm.dbg.value(metadata double* undef, metadata !1363, metadata !DIExpression()) #9, !dbg !1397
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* undef), metadata !1364, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #9, !dbg !1397
  tail call void @_ZdlPv(i8* noundef nonnull %27) #12, !dbg !1399
  resume { i8*, i32 } %150, !dbg !1386
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
!llvm.module.flags = !{!952, !953, !954, !955, !956, !957}
!llvm.ident = !{!958}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !523, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fields_ctor.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e15908a61cc0b813e0551c7872083f99")
!2 = !{!3, !4, !7, !10, !79, !81, !37, !504, !505, !41, !47, !12, !16, !19, !144}
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
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!505 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !506, identifier: "_ZTS6Matrix")
!506 = !{!507, !508, !509, !510, !514, !517, !522}
!507 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !505, file: !1, line: 16, baseType: !3, size: 32)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !505, file: !1, line: 16, baseType: !3, size: 32, offset: 32)
!509 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !505, file: !1, line: 17, baseType: !12, size: 192, offset: 64)
!510 = !DISubprogram(name: "Matrix", scope: !505, file: !1, line: 10, type: !511, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!511 = !DISubroutineType(types: !512)
!512 = !{null, !513, !3, !3}
!513 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !505, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!514 = !DISubprogram(name: "at", linkageName: "_ZN6Matrix2atEii", scope: !505, file: !1, line: 11, type: !515, scopeLine: 11, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!515 = !DISubroutineType(types: !516)
!516 = !{!66, !513, !3, !3}
!517 = !DISubprogram(name: "rows", linkageName: "_ZNK6Matrix4rowsEv", scope: !505, file: !1, line: 12, type: !518, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DISubroutineType(types: !519)
!519 = !{!3, !520}
!520 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !521, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!521 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !505)
!522 = !DISubprogram(name: "cols", linkageName: "_ZNK6Matrix4colsEv", scope: !505, file: !1, line: 13, type: !518, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !{!524, !581, !587, !592, !596, !598, !600, !602, !604, !611, !616, !621, !625, !629, !633, !638, !642, !644, !648, !654, !658, !663, !665, !670, !674, !678, !680, !684, !688, !690, !694, !696, !698, !702, !706, !710, !714, !718, !722, !724, !731, !735, !739, !743, !745, !747, !751, !755, !756, !757, !758, !759, !760, !764, !768, !774, !778, !783, !785, !790, !794, !798, !807, !811, !815, !819, !823, !827, !831, !835, !839, !843, !850, !854, !858, !860, !862, !866, !871, !876, !880, !884, !886, !893, !897, !904, !906, !910, !914, !918, !922, !927, !932, !937, !938, !939, !940, !942, !943, !944, !945, !946, !947, !948}
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !525, file: !580, line: 98)
!525 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !526, line: 7, baseType: !527)
!526 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!527 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !528, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !529, identifier: "_ZTS8_IO_FILE")
!528 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!529 = !{!530, !531, !532, !533, !534, !535, !536, !537, !538, !539, !540, !541, !542, !545, !547, !548, !549, !553, !555, !557, !561, !564, !566, !569, !572, !573, !574, !575, !576}
!530 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !527, file: !528, line: 51, baseType: !3, size: 32)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !527, file: !528, line: 54, baseType: !5, size: 64, offset: 64)
!532 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !527, file: !528, line: 55, baseType: !5, size: 64, offset: 128)
!533 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !527, file: !528, line: 56, baseType: !5, size: 64, offset: 192)
!534 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !527, file: !528, line: 57, baseType: !5, size: 64, offset: 256)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !527, file: !528, line: 58, baseType: !5, size: 64, offset: 320)
!536 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !527, file: !528, line: 59, baseType: !5, size: 64, offset: 384)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !527, file: !528, line: 60, baseType: !5, size: 64, offset: 448)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !527, file: !528, line: 61, baseType: !5, size: 64, offset: 512)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !527, file: !528, line: 64, baseType: !5, size: 64, offset: 576)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !527, file: !528, line: 65, baseType: !5, size: 64, offset: 640)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !527, file: !528, line: 66, baseType: !5, size: 64, offset: 704)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !527, file: !528, line: 68, baseType: !543, size: 64, offset: 768)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64)
!544 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !528, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!545 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !527, file: !528, line: 70, baseType: !546, size: 64, offset: 832)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !527, size: 64)
!547 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !527, file: !528, line: 72, baseType: !3, size: 32, offset: 896)
!548 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !527, file: !528, line: 73, baseType: !3, size: 32, offset: 928)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !527, file: !528, line: 74, baseType: !550, size: 64, offset: 960)
!550 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !551, line: 152, baseType: !552)
!551 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!552 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !527, file: !528, line: 77, baseType: !554, size: 16, offset: 1024)
!554 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !527, file: !528, line: 78, baseType: !556, size: 8, offset: 1040)
!556 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !527, file: !528, line: 79, baseType: !558, size: 8, offset: 1048)
!558 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !559)
!559 = !{!560}
!560 = !DISubrange(count: 1)
!561 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !527, file: !528, line: 81, baseType: !562, size: 64, offset: 1088)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !563, size: 64)
!563 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !528, line: 43, baseType: null)
!564 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !527, file: !528, line: 89, baseType: !565, size: 64, offset: 1152)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !551, line: 153, baseType: !552)
!566 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !527, file: !528, line: 91, baseType: !567, size: 64, offset: 1216)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !568, size: 64)
!568 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !528, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!569 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !527, file: !528, line: 92, baseType: !570, size: 64, offset: 1280)
!570 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !571, size: 64)
!571 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !528, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!572 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !527, file: !528, line: 93, baseType: !546, size: 64, offset: 1344)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !527, file: !528, line: 94, baseType: !504, size: 64, offset: 1408)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !527, file: !528, line: 95, baseType: !7, size: 64, offset: 1472)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !527, file: !528, line: 96, baseType: !3, size: 32, offset: 1536)
!576 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !527, file: !528, line: 98, baseType: !577, size: 160, offset: 1568)
!577 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !578)
!578 = !{!579}
!579 = !DISubrange(count: 20)
!580 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !582, file: !580, line: 99)
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !583, line: 84, baseType: !584)
!583 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!584 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !585, line: 14, baseType: !586)
!585 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!586 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !585, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!587 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !588, file: !580, line: 101)
!588 = !DISubprogram(name: "clearerr", scope: !583, file: !583, line: 786, type: !589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubroutineType(types: !590)
!590 = !{null, !591}
!591 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 64)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !593, file: !580, line: 102)
!593 = !DISubprogram(name: "fclose", scope: !583, file: !583, line: 178, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!594 = !DISubroutineType(types: !595)
!595 = !{!3, !591}
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !597, file: !580, line: 103)
!597 = !DISubprogram(name: "feof", scope: !583, file: !583, line: 788, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !599, file: !580, line: 104)
!599 = !DISubprogram(name: "ferror", scope: !583, file: !583, line: 790, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !601, file: !580, line: 105)
!601 = !DISubprogram(name: "fflush", scope: !583, file: !583, line: 230, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !603, file: !580, line: 106)
!603 = !DISubprogram(name: "fgetc", scope: !583, file: !583, line: 513, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !605, file: !580, line: 107)
!605 = !DISubprogram(name: "fgetpos", scope: !583, file: !583, line: 760, type: !606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!3, !608, !609}
!608 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !591)
!609 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !610)
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !612, file: !580, line: 108)
!612 = !DISubprogram(name: "fgets", scope: !583, file: !583, line: 592, type: !613, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubroutineType(types: !614)
!614 = !{!5, !615, !3, !608}
!615 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !617, file: !580, line: 109)
!617 = !DISubprogram(name: "fopen", scope: !583, file: !583, line: 258, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!591, !620, !620}
!620 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !479)
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !622, file: !580, line: 110)
!622 = !DISubprogram(name: "fprintf", scope: !583, file: !583, line: 350, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{!3, !608, !620, null}
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !626, file: !580, line: 111)
!626 = !DISubprogram(name: "fputc", scope: !583, file: !583, line: 549, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DISubroutineType(types: !628)
!628 = !{!3, !3, !591}
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !630, file: !580, line: 112)
!630 = !DISubprogram(name: "fputs", scope: !583, file: !583, line: 655, type: !631, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!631 = !DISubroutineType(types: !632)
!632 = !{!3, !620, !608}
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !634, file: !580, line: 113)
!634 = !DISubprogram(name: "fread", scope: !583, file: !583, line: 675, type: !635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!635 = !DISubroutineType(types: !636)
!636 = !{!7, !637, !7, !7, !608}
!637 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !504)
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !639, file: !580, line: 114)
!639 = !DISubprogram(name: "freopen", scope: !583, file: !583, line: 265, type: !640, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!640 = !DISubroutineType(types: !641)
!641 = !{!591, !620, !620, !608}
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !643, file: !580, line: 115)
!643 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !583, file: !583, line: 434, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !645, file: !580, line: 116)
!645 = !DISubprogram(name: "fseek", scope: !583, file: !583, line: 713, type: !646, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DISubroutineType(types: !647)
!647 = !{!3, !591, !552, !3}
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !649, file: !580, line: 117)
!649 = !DISubprogram(name: "fsetpos", scope: !583, file: !583, line: 765, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DISubroutineType(types: !651)
!651 = !{!3, !591, !652}
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !653, size: 64)
!653 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !582)
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !655, file: !580, line: 118)
!655 = !DISubprogram(name: "ftell", scope: !583, file: !583, line: 718, type: !656, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DISubroutineType(types: !657)
!657 = !{!552, !591}
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !659, file: !580, line: 119)
!659 = !DISubprogram(name: "fwrite", scope: !583, file: !583, line: 681, type: !660, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!660 = !DISubroutineType(types: !661)
!661 = !{!7, !662, !7, !7, !608}
!662 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!663 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !664, file: !580, line: 120)
!664 = !DISubprogram(name: "getc", scope: !583, file: !583, line: 514, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !666, file: !580, line: 121)
!666 = !DISubprogram(name: "getchar", scope: !667, file: !667, line: 47, type: !668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!668 = !DISubroutineType(types: !669)
!669 = !{!3}
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !671, file: !580, line: 126)
!671 = !DISubprogram(name: "perror", scope: !583, file: !583, line: 804, type: !672, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DISubroutineType(types: !673)
!673 = !{null, !479}
!674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !675, file: !580, line: 127)
!675 = !DISubprogram(name: "printf", scope: !583, file: !583, line: 356, type: !676, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DISubroutineType(types: !677)
!677 = !{!3, !620, null}
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !679, file: !580, line: 128)
!679 = !DISubprogram(name: "putc", scope: !583, file: !583, line: 550, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !681, file: !580, line: 129)
!681 = !DISubprogram(name: "putchar", scope: !667, file: !667, line: 82, type: !682, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!682 = !DISubroutineType(types: !683)
!683 = !{!3, !3}
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !685, file: !580, line: 130)
!685 = !DISubprogram(name: "puts", scope: !583, file: !583, line: 661, type: !686, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!686 = !DISubroutineType(types: !687)
!687 = !{!3, !479}
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !689, file: !580, line: 131)
!689 = !DISubprogram(name: "remove", scope: !583, file: !583, line: 152, type: !686, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !691, file: !580, line: 132)
!691 = !DISubprogram(name: "rename", scope: !583, file: !583, line: 154, type: !692, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!692 = !DISubroutineType(types: !693)
!693 = !{!3, !479, !479}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !695, file: !580, line: 133)
!695 = !DISubprogram(name: "rewind", scope: !583, file: !583, line: 723, type: !589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !697, file: !580, line: 134)
!697 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !583, file: !583, line: 437, type: !676, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !699, file: !580, line: 135)
!699 = !DISubprogram(name: "setbuf", scope: !583, file: !583, line: 328, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!700 = !DISubroutineType(types: !701)
!701 = !{null, !608, !615}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !703, file: !580, line: 136)
!703 = !DISubprogram(name: "setvbuf", scope: !583, file: !583, line: 332, type: !704, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DISubroutineType(types: !705)
!705 = !{!3, !608, !615, !3, !7}
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !707, file: !580, line: 137)
!707 = !DISubprogram(name: "sprintf", scope: !583, file: !583, line: 358, type: !708, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!708 = !DISubroutineType(types: !709)
!709 = !{!3, !615, !620, null}
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !711, file: !580, line: 138)
!711 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !583, file: !583, line: 439, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!712 = !DISubroutineType(types: !713)
!713 = !{!3, !620, !620, null}
!714 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !715, file: !580, line: 139)
!715 = !DISubprogram(name: "tmpfile", scope: !583, file: !583, line: 188, type: !716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = !DISubroutineType(types: !717)
!717 = !{!591}
!718 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !719, file: !580, line: 141)
!719 = !DISubprogram(name: "tmpnam", scope: !583, file: !583, line: 205, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!720 = !DISubroutineType(types: !721)
!721 = !{!5, !5}
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !723, file: !580, line: 143)
!723 = !DISubprogram(name: "ungetc", scope: !583, file: !583, line: 668, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !725, file: !580, line: 144)
!725 = !DISubprogram(name: "vfprintf", scope: !583, file: !583, line: 365, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DISubroutineType(types: !727)
!727 = !{!3, !608, !620, !728}
!728 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !729, size: 64)
!729 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !730, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!730 = !DIFile(filename: "fields_ctor.cpp", directory: "/work/main/internal/pipeline/testdata")
!731 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !732, file: !580, line: 145)
!732 = !DISubprogram(name: "vprintf", scope: !667, file: !667, line: 39, type: !733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!733 = !DISubroutineType(types: !734)
!734 = !{!3, !620, !728}
!735 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !736, file: !580, line: 146)
!736 = !DISubprogram(name: "vsprintf", scope: !583, file: !583, line: 373, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!737 = !DISubroutineType(types: !738)
!738 = !{!3, !615, !620, !728}
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !740, file: !580, line: 175)
!740 = !DISubprogram(name: "snprintf", scope: !583, file: !583, line: 378, type: !741, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!741 = !DISubroutineType(types: !742)
!742 = !{!3, !615, !7, !620, null}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !744, file: !580, line: 176)
!744 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !583, file: !583, line: 479, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !746, file: !580, line: 177)
!746 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !583, file: !583, line: 484, type: !733, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !748, file: !580, line: 178)
!748 = !DISubprogram(name: "vsnprintf", scope: !583, file: !583, line: 382, type: !749, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DISubroutineType(types: !750)
!750 = !{!3, !615, !7, !620, !728}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !752, file: !580, line: 179)
!752 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !583, file: !583, line: 487, type: !753, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{!3, !620, !620, !728}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !740, file: !580, line: 185)
!756 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !744, file: !580, line: 186)
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !746, file: !580, line: 187)
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !748, file: !580, line: 188)
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !752, file: !580, line: 189)
!760 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !761, file: !763, line: 52)
!761 = !DISubprogram(name: "abs", scope: !762, file: !762, line: 861, type: !682, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!763 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !765, file: !767, line: 127)
!765 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !762, line: 63, baseType: !766)
!766 = !DICompositeType(tag: DW_TAG_structure_type, file: !762, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!767 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!768 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !769, file: !767, line: 128)
!769 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !762, line: 71, baseType: !770)
!770 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !762, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !771, identifier: "_ZTS6ldiv_t")
!771 = !{!772, !773}
!772 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !770, file: !762, line: 69, baseType: !552, size: 64)
!773 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !770, file: !762, line: 70, baseType: !552, size: 64, offset: 64)
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !775, file: !767, line: 130)
!775 = !DISubprogram(name: "abort", scope: !762, file: !762, line: 611, type: !776, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!776 = !DISubroutineType(types: !777)
!777 = !{null}
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !779, file: !767, line: 134)
!779 = !DISubprogram(name: "atexit", scope: !762, file: !762, line: 615, type: !780, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!780 = !DISubroutineType(types: !781)
!781 = !{!3, !782}
!782 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !776, size: 64)
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !784, file: !767, line: 137)
!784 = !DISubprogram(name: "at_quick_exit", scope: !762, file: !762, line: 620, type: !780, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !786, file: !767, line: 140)
!786 = !DISubprogram(name: "atof", scope: !787, file: !787, line: 25, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!787 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!788 = !DISubroutineType(types: !789)
!789 = !{!38, !479}
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !791, file: !767, line: 141)
!791 = distinct !DISubprogram(name: "atoi", scope: !762, file: !762, line: 362, type: !686, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !792)
!792 = !{!793}
!793 = !DILocalVariable(name: "__nptr", arg: 1, scope: !791, file: !762, line: 362, type: !479)
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !795, file: !767, line: 142)
!795 = !DISubprogram(name: "atol", scope: !762, file: !762, line: 367, type: !796, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DISubroutineType(types: !797)
!797 = !{!552, !479}
!798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !799, file: !767, line: 143)
!799 = !DISubprogram(name: "bsearch", scope: !800, file: !800, line: 20, type: !801, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!800 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!801 = !DISubroutineType(types: !802)
!802 = !{!504, !81, !81, !7, !7, !803}
!803 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !762, line: 829, baseType: !804)
!804 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !805, size: 64)
!805 = !DISubroutineType(types: !806)
!806 = !{!3, !81, !81}
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !808, file: !767, line: 144)
!808 = !DISubprogram(name: "calloc", scope: !762, file: !762, line: 556, type: !809, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!809 = !DISubroutineType(types: !810)
!810 = !{!504, !7, !7}
!811 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !812, file: !767, line: 145)
!812 = !DISubprogram(name: "div", scope: !762, file: !762, line: 873, type: !813, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!813 = !DISubroutineType(types: !814)
!814 = !{!765, !3, !3}
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !816, file: !767, line: 146)
!816 = !DISubprogram(name: "exit", scope: !762, file: !762, line: 637, type: !817, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!817 = !DISubroutineType(types: !818)
!818 = !{null, !3}
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !820, file: !767, line: 147)
!820 = !DISubprogram(name: "free", scope: !762, file: !762, line: 568, type: !821, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!821 = !DISubroutineType(types: !822)
!822 = !{null, !504}
!823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !824, file: !767, line: 148)
!824 = !DISubprogram(name: "getenv", scope: !762, file: !762, line: 654, type: !825, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!825 = !DISubroutineType(types: !826)
!826 = !{!5, !479}
!827 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !828, file: !767, line: 149)
!828 = !DISubprogram(name: "labs", scope: !762, file: !762, line: 862, type: !829, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!829 = !DISubroutineType(types: !830)
!830 = !{!552, !552}
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !832, file: !767, line: 150)
!832 = !DISubprogram(name: "ldiv", scope: !762, file: !762, line: 875, type: !833, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!833 = !DISubroutineType(types: !834)
!834 = !{!769, !552, !552}
!835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !836, file: !767, line: 151)
!836 = !DISubprogram(name: "malloc", scope: !762, file: !762, line: 553, type: !837, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!837 = !DISubroutineType(types: !838)
!838 = !{!504, !7}
!839 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !840, file: !767, line: 153)
!840 = !DISubprogram(name: "mblen", scope: !762, file: !762, line: 943, type: !841, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!841 = !DISubroutineType(types: !842)
!842 = !{!3, !479, !7}
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !844, file: !767, line: 154)
!844 = !DISubprogram(name: "mbstowcs", scope: !762, file: !762, line: 954, type: !845, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!845 = !DISubroutineType(types: !846)
!846 = !{!7, !847, !620, !7}
!847 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !848)
!848 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !849, size: 64)
!849 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !851, file: !767, line: 155)
!851 = !DISubprogram(name: "mbtowc", scope: !762, file: !762, line: 946, type: !852, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!852 = !DISubroutineType(types: !853)
!853 = !{!3, !847, !620, !7}
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !855, file: !767, line: 157)
!855 = !DISubprogram(name: "qsort", scope: !762, file: !762, line: 851, type: !856, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!856 = !DISubroutineType(types: !857)
!857 = !{null, !504, !7, !7, !803}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !859, file: !767, line: 160)
!859 = !DISubprogram(name: "quick_exit", scope: !762, file: !762, line: 643, type: !817, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !861, file: !767, line: 163)
!861 = !DISubprogram(name: "rand", scope: !762, file: !762, line: 454, type: !668, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !863, file: !767, line: 164)
!863 = !DISubprogram(name: "realloc", scope: !762, file: !762, line: 564, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{!504, !504, !7}
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !867, file: !767, line: 165)
!867 = !DISubprogram(name: "srand", scope: !762, file: !762, line: 456, type: !868, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!868 = !DISubroutineType(types: !869)
!869 = !{null, !870}
!870 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !872, file: !767, line: 166)
!872 = !DISubprogram(name: "strtod", scope: !762, file: !762, line: 118, type: !873, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!873 = !DISubroutineType(types: !874)
!874 = !{!38, !620, !875}
!875 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !877, file: !767, line: 167)
!877 = !DISubprogram(name: "strtol", scope: !762, file: !762, line: 177, type: !878, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!878 = !DISubroutineType(types: !879)
!879 = !{!552, !620, !875, !3}
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !881, file: !767, line: 168)
!881 = !DISubprogram(name: "strtoul", scope: !762, file: !762, line: 181, type: !882, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!882 = !DISubroutineType(types: !883)
!883 = !{!9, !620, !875, !3}
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !885, file: !767, line: 169)
!885 = !DISubprogram(name: "system", scope: !762, file: !762, line: 804, type: !686, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !887, file: !767, line: 171)
!887 = !DISubprogram(name: "wcstombs", scope: !762, file: !762, line: 958, type: !888, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!888 = !DISubroutineType(types: !889)
!889 = !{!7, !615, !890, !7}
!890 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !891)
!891 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !892, size: 64)
!892 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !849)
!893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !894, file: !767, line: 172)
!894 = !DISubprogram(name: "wctomb", scope: !762, file: !762, line: 950, type: !895, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!895 = !DISubroutineType(types: !896)
!896 = !{!3, !5, !849}
!897 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !898, file: !767, line: 200)
!898 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !762, line: 81, baseType: !899)
!899 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !762, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !900, identifier: "_ZTS7lldiv_t")
!900 = !{!901, !903}
!901 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !899, file: !762, line: 79, baseType: !902, size: 64)
!902 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!903 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !899, file: !762, line: 80, baseType: !902, size: 64, offset: 64)
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !905, file: !767, line: 206)
!905 = !DISubprogram(name: "_Exit", scope: !762, file: !762, line: 649, type: !817, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !907, file: !767, line: 210)
!907 = !DISubprogram(name: "llabs", scope: !762, file: !762, line: 865, type: !908, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!908 = !DISubroutineType(types: !909)
!909 = !{!902, !902}
!910 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !911, file: !767, line: 216)
!911 = !DISubprogram(name: "lldiv", scope: !762, file: !762, line: 879, type: !912, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!912 = !DISubroutineType(types: !913)
!913 = !{!898, !902, !902}
!914 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !915, file: !767, line: 227)
!915 = !DISubprogram(name: "atoll", scope: !762, file: !762, line: 374, type: !916, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!916 = !DISubroutineType(types: !917)
!917 = !{!902, !479}
!918 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !919, file: !767, line: 228)
!919 = !DISubprogram(name: "strtoll", scope: !762, file: !762, line: 201, type: !920, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!920 = !DISubroutineType(types: !921)
!921 = !{!902, !620, !875, !3}
!922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !923, file: !767, line: 229)
!923 = !DISubprogram(name: "strtoull", scope: !762, file: !762, line: 206, type: !924, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!924 = !DISubroutineType(types: !925)
!925 = !{!926, !620, !875, !3}
!926 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !928, file: !767, line: 231)
!928 = !DISubprogram(name: "strtof", scope: !762, file: !762, line: 124, type: !929, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!929 = !DISubroutineType(types: !930)
!930 = !{!931, !620, !875}
!931 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!932 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !27, entity: !933, file: !767, line: 232)
!933 = !DISubprogram(name: "strtold", scope: !762, file: !762, line: 127, type: !934, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!934 = !DISubroutineType(types: !935)
!935 = !{!936, !620, !875}
!936 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!937 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !898, file: !767, line: 240)
!938 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !905, file: !767, line: 242)
!939 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !907, file: !767, line: 244)
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !941, file: !767, line: 245)
!941 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !27, file: !767, line: 213, type: !912, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!942 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !911, file: !767, line: 246)
!943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !915, file: !767, line: 248)
!944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !928, file: !767, line: 249)
!945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !919, file: !767, line: 250)
!946 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !923, file: !767, line: 251)
!947 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !13, entity: !933, file: !767, line: 252)
!948 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !949, entity: !950, file: !951, line: 58)
!949 = !DINamespace(name: "__gnu_debug", scope: null)
!950 = !DINamespace(name: "__debug", scope: !13)
!951 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!952 = !{i32 7, !"Dwarf Version", i32 5}
!953 = !{i32 2, !"Debug Info Version", i32 3}
!954 = !{i32 1, !"wchar_size", i32 4}
!955 = !{i32 7, !"PIC Level", i32 2}
!956 = !{i32 7, !"PIE Level", i32 2}
!957 = !{i32 7, !"uwtable", i32 1}
!958 = !{!"Debian clang version 14.0.6"}
!959 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !960, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !962)
!960 = !DISubroutineType(types: !961)
!961 = !{!3, !3, !4}
!962 = !{!963, !964, !965, !966, !967, !968, !969, !971}
!963 = !DILocalVariable(name: "argc", arg: 1, scope: !959, file: !1, line: 26, type: !3)
!964 = !DILocalVariable(name: "argv", arg: 2, scope: !959, file: !1, line: 26, type: !4)
!965 = !DILocalVariable(name: "n", scope: !959, file: !1, line: 27, type: !3)
!966 = !DILocalVariable(name: "m", scope: !959, file: !1, line: 28, type: !3)
!967 = !DILocalVariable(name: "a", scope: !959, file: !1, line: 29, type: !505)
!968 = !DILocalVariable(name: "b", scope: !959, file: !1, line: 29, type: !505)
!969 = !DILocalVariable(name: "i", scope: !970, file: !1, line: 30, type: !3)
!970 = distinct !DILexicalBlock(scope: !959, file: !1, line: 30, column: 3)
!971 = !DILocalVariable(name: "j", scope: !972, file: !1, line: 31, type: !3)
!972 = distinct !DILexicalBlock(scope: !973, file: !1, line: 31, column: 5)
!973 = distinct !DILexicalBlock(scope: !970, file: !1, line: 30, column: 3)
!974 = !DILocation(line: 0, scope: !959)
!975 = !DILocation(line: 27, column: 16, scope: !959)
!976 = !DILocation(line: 27, column: 11, scope: !959)
!977 = !DILocation(line: 27, column: 32, scope: !959)
!978 = !{!979, !979, i64 0}
!979 = !{!"any pointer", !980, i64 0}
!980 = !{!"omnipotent char", !981, i64 0}
!981 = !{!"Simple C++ TBAA"}
!982 = !DILocation(line: 0, scope: !791, inlinedAt: !983)
!983 = distinct !DILocation(line: 27, column: 22, scope: !959)
!984 = !DILocation(line: 364, column: 16, scope: !791, inlinedAt: !983)
!985 = !DILocation(line: 28, column: 16, scope: !959)
!986 = !DILocation(line: 28, column: 11, scope: !959)
!987 = !DILocation(line: 28, column: 32, scope: !959)
!988 = !DILocation(line: 0, scope: !791, inlinedAt: !989)
!989 = distinct !DILocation(line: 28, column: 22, scope: !959)
!990 = !DILocation(line: 364, column: 16, scope: !791, inlinedAt: !989)
!991 = !DILocalVariable(name: "this", arg: 1, scope: !992, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!992 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixC2Eii", scope: !505, file: !1, line: 10, type: !511, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !510, retainedNodes: !993)
!993 = !{!991, !994, !995}
!994 = !DILocalVariable(name: "r", arg: 2, scope: !992, file: !1, line: 10, type: !3)
!995 = !DILocalVariable(name: "c", arg: 3, scope: !992, file: !1, line: 10, type: !3)
!996 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !505, size: 64)
!997 = !DILocation(line: 0, scope: !992, inlinedAt: !998)
!998 = distinct !DILocation(line: 29, column: 10, scope: !959)
!999 = !DILocation(line: 10, column: 72, scope: !992, inlinedAt: !998)
!1000 = !DILocation(line: 10, column: 77, scope: !992, inlinedAt: !998)
!1001 = !DILocation(line: 10, column: 75, scope: !992, inlinedAt: !998)
!1002 = !DILocalVariable(name: "this", arg: 1, scope: !1003, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1003 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !12, file: !11, line: 551, type: !296, scopeLine: 553, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !295, retainedNodes: !1004)
!1004 = !{!1002, !1005, !1006}
!1005 = !DILocalVariable(name: "__n", arg: 2, scope: !1003, file: !11, line: 551, type: !298)
!1006 = !DILocalVariable(name: "__a", arg: 3, scope: !1003, file: !11, line: 551, type: !292)
!1007 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!1008 = !DILocation(line: 0, scope: !1003, inlinedAt: !1009)
!1009 = distinct !DILocation(line: 10, column: 46, scope: !992, inlinedAt: !998)
!1010 = !DILocalVariable(name: "__n", arg: 1, scope: !1011, file: !11, line: 1902, type: !298)
!1011 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !12, file: !11, line: 1902, type: !482, scopeLine: 1903, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !481, retainedNodes: !1012)
!1012 = !{!1010, !1013}
!1013 = !DILocalVariable(name: "__a", arg: 2, scope: !1011, file: !11, line: 1902, type: !292)
!1014 = !DILocation(line: 0, scope: !1011, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 552, column: 15, scope: !1003, inlinedAt: !1009)
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
!1027 = distinct !DILocation(line: 552, column: 9, scope: !1003, inlinedAt: !1009)
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
!1061 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !12, file: !11, line: 1710, type: !390, scopeLine: 1711, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !464, retainedNodes: !1062)
!1062 = !{!1060, !1063}
!1063 = !DILocalVariable(name: "__n", arg: 2, scope: !1061, file: !11, line: 1710, type: !298)
!1064 = !DILocation(line: 0, scope: !1061, inlinedAt: !1065)
!1065 = distinct !DILocation(line: 553, column: 9, scope: !1066, inlinedAt: !1009)
!1066 = distinct !DILexicalBlock(scope: !1003, file: !11, line: 553, column: 7)
!1067 = !DILocalVariable(name: "__first", arg: 1, scope: !1068, file: !1069, line: 764, type: !37)
!1068 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !13, file: !1069, line: 764, type: !1070, scopeLine: 766, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1075, retainedNodes: !1072)
!1069 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!37, !37, !9, !104}
!1072 = !{!1067, !1073, !1074}
!1073 = !DILocalVariable(name: "__n", arg: 2, scope: !1068, file: !1069, line: 764, type: !9)
!1074 = !DILocalVariable(arg: 3, scope: !1068, file: !1069, line: 765, type: !104)
!1075 = !{!1076, !1077, !91}
!1076 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !37)
!1077 = !DITemplateTypeParameter(name: "_Size", type: !9)
!1078 = !DILocation(line: 0, scope: !1068, inlinedAt: !1079)
!1079 = distinct !DILocation(line: 1713, column: 4, scope: !1061, inlinedAt: !1065)
!1080 = !DILocalVariable(name: "__first", arg: 1, scope: !1081, file: !1069, line: 691, type: !37)
!1081 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !13, file: !1069, line: 691, type: !1082, scopeLine: 692, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1087, retainedNodes: !1084)
!1082 = !DISubroutineType(types: !1083)
!1083 = !{!37, !37, !9}
!1084 = !{!1080, !1085, !1086}
!1085 = !DILocalVariable(name: "__n", arg: 2, scope: !1081, file: !1069, line: 691, type: !9)
!1086 = !DILocalVariable(name: "__can_fill", scope: !1081, file: !1069, line: 696, type: !246)
!1087 = !{!1076, !1077}
!1088 = !DILocation(line: 0, scope: !1081, inlinedAt: !1089)
!1089 = distinct !DILocation(line: 766, column: 14, scope: !1068, inlinedAt: !1079)
!1090 = !DILocalVariable(name: "__first", arg: 1, scope: !1091, file: !1069, line: 655, type: !37)
!1091 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1092, file: !1069, line: 655, type: !1082, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1087, declaration: !1095, retainedNodes: !1096)
!1092 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !13, file: !1069, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1093, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1093 = !{!1094}
!1094 = !DITemplateValueParameter(name: "_TrivialValueType", type: !134, value: i8 1)
!1095 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1092, file: !1069, line: 655, type: !1082, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !1087)
!1096 = !{!1090, !1097, !1098}
!1097 = !DILocalVariable(name: "__n", arg: 2, scope: !1091, file: !1069, line: 655, type: !9)
!1098 = !DILocalVariable(name: "__val", scope: !1099, file: !1069, line: 659, type: !1101)
!1099 = distinct !DILexicalBlock(scope: !1100, file: !1069, line: 658, column: 6)
!1100 = distinct !DILexicalBlock(scope: !1091, file: !1069, line: 657, column: 8)
!1101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1102, size: 64)
!1102 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1104, file: !1103, line: 213, baseType: !38)
!1103 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !13, file: !1103, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1105, identifier: "_ZTSSt15iterator_traitsIPdE")
!1105 = !{!1106}
!1106 = !DITemplateTypeParameter(name: "_Iterator", type: !37)
!1107 = !DILocation(line: 0, scope: !1091, inlinedAt: !1108)
!1108 = distinct !DILocation(line: 699, column: 14, scope: !1081, inlinedAt: !1089)
!1109 = !DILocation(line: 0, scope: !1099, inlinedAt: !1108)
!1110 = !DILocalVariable(name: "__p", arg: 1, scope: !1111, file: !1112, line: 109, type: !37)
!1111 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !13, file: !1112, line: 109, type: !1113, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1116, retainedNodes: !1115)
!1112 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1113 = !DISubroutineType(types: !1114)
!1114 = !{null, !37}
!1115 = !{!1110}
!1116 = !{!91, !1117}
!1117 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !141)
!1118 = !DILocation(line: 0, scope: !1111, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 661, column: 8, scope: !1099, inlinedAt: !1108)
!1120 = !DILocation(line: 119, column: 7, scope: !1111, inlinedAt: !1119)
!1121 = !{!1122, !1122, i64 0}
!1122 = !{!"double", !980, i64 0}
!1123 = !DILocalVariable(name: "__first", arg: 1, scope: !1124, file: !1125, line: 1143, type: !37)
!1124 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !13, file: !1125, line: 1143, type: !1126, scopeLine: 1144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1131, retainedNodes: !1128)
!1125 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1126 = !DISubroutineType(types: !1127)
!1127 = !{!37, !37, !9, !74}
!1128 = !{!1123, !1129, !1130}
!1129 = !DILocalVariable(name: "__n", arg: 2, scope: !1124, file: !1125, line: 1143, type: !9)
!1130 = !DILocalVariable(name: "__value", arg: 3, scope: !1124, file: !1125, line: 1143, type: !74)
!1131 = !{!1132, !1077, !91}
!1132 = !DITemplateTypeParameter(name: "_OI", type: !37)
!1133 = !DILocation(line: 0, scope: !1124, inlinedAt: !1134)
!1134 = distinct !DILocation(line: 663, column: 18, scope: !1099, inlinedAt: !1108)
!1135 = !DILocalVariable(name: "__first", arg: 1, scope: !1136, file: !1125, line: 1108, type: !37)
!1136 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !13, file: !1125, line: 1108, type: !1137, scopeLine: 1110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1153, retainedNodes: !1149)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{!37, !37, !9, !74, !1139}
!1139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !13, file: !1103, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1140, identifier: "_ZTSSt26random_access_iterator_tag")
!1140 = !{!1141}
!1141 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1139, baseType: !1142, extraData: i32 0)
!1142 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !13, file: !1103, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1143, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1143 = !{!1144}
!1144 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1142, baseType: !1145, extraData: i32 0)
!1145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !13, file: !1103, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1146, identifier: "_ZTSSt20forward_iterator_tag")
!1146 = !{!1147}
!1147 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1145, baseType: !1148, extraData: i32 0)
!1148 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !13, file: !1103, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !141, identifier: "_ZTSSt18input_iterator_tag")
!1149 = !{!1135, !1150, !1151, !1152}
!1150 = !DILocalVariable(name: "__n", arg: 2, scope: !1136, file: !1125, line: 1108, type: !9)
!1151 = !DILocalVariable(name: "__value", arg: 3, scope: !1136, file: !1125, line: 1108, type: !74)
!1152 = !DILocalVariable(arg: 4, scope: !1136, file: !1125, line: 1109, type: !1139)
!1153 = !{!1154, !1077, !91}
!1154 = !DITemplateTypeParameter(name: "_OutputIterator", type: !37)
!1155 = !DILocation(line: 0, scope: !1136, inlinedAt: !1156)
!1156 = distinct !DILocation(line: 1148, column: 14, scope: !1124, inlinedAt: !1134)
!1157 = !DILocation(line: 1109, column: 40, scope: !1136, inlinedAt: !1156)
!1158 = !DILocation(line: 1114, column: 15, scope: !1159, inlinedAt: !1156)
!1159 = distinct !DILexicalBlock(scope: !1136, file: !1125, line: 1114, column: 11)
!1160 = !DILocation(line: 1114, column: 11, scope: !1136, inlinedAt: !1156)
!1161 = !DILocation(line: 662, column: 8, scope: !1099, inlinedAt: !1108)
!1162 = !DILocalVariable(name: "__first", arg: 1, scope: !1163, file: !1125, line: 967, type: !37)
!1163 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !13, file: !1125, line: 967, type: !1164, scopeLine: 968, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1169, retainedNodes: !1166)
!1164 = !DISubroutineType(types: !1165)
!1165 = !{null, !37, !37, !74}
!1166 = !{!1162, !1167, !1168}
!1167 = !DILocalVariable(name: "__last", arg: 2, scope: !1163, file: !1125, line: 967, type: !37)
!1168 = !DILocalVariable(name: "__value", arg: 3, scope: !1163, file: !1125, line: 967, type: !74)
!1169 = !{!1170, !91}
!1170 = !DITemplateTypeParameter(name: "_FIte", type: !37)
!1171 = !DILocation(line: 0, scope: !1163, inlinedAt: !1172)
!1172 = distinct !DILocation(line: 1119, column: 7, scope: !1136, inlinedAt: !1156)
!1173 = !DILocalVariable(name: "__value", arg: 3, scope: !1174, file: !1125, line: 918, type: !74)
!1174 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !13, file: !1125, line: 917, type: !1175, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1187, retainedNodes: !1183)
!1175 = !DISubroutineType(types: !1176)
!1176 = !{!1177, !37, !37, !74}
!1177 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1179, file: !1178, line: 50, baseType: null)
!1178 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1179 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !27, file: !1178, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !141, templateParams: !1180, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1180 = !{!1181, !1182}
!1181 = !DITemplateValueParameter(type: !134, value: i8 1)
!1182 = !DITemplateTypeParameter(type: null)
!1183 = !{!1184, !1185, !1173, !1186}
!1184 = !DILocalVariable(name: "__first", arg: 1, scope: !1174, file: !1125, line: 917, type: !37)
!1185 = !DILocalVariable(name: "__last", arg: 2, scope: !1174, file: !1125, line: 917, type: !37)
!1186 = !DILocalVariable(name: "__tmp", scope: !1174, file: !1125, line: 920, type: !72)
!1187 = !{!1076, !91}
!1188 = !DILocation(line: 0, scope: !1174, inlinedAt: !1189)
!1189 = distinct !DILocation(line: 968, column: 7, scope: !1163, inlinedAt: !1172)
!1190 = !DILocation(line: 921, column: 7, scope: !1191, inlinedAt: !1189)
!1191 = distinct !DILexicalBlock(scope: !1174, file: !1125, line: 921, column: 7)
!1192 = !DILocation(line: 922, column: 11, scope: !1193, inlinedAt: !1189)
!1193 = distinct !DILexicalBlock(scope: !1191, file: !1125, line: 921, column: 7)
!1194 = !DILocation(line: 665, column: 4, scope: !1091, inlinedAt: !1108)
!1195 = !DILocation(line: 0, scope: !992, inlinedAt: !1196)
!1196 = distinct !DILocation(line: 29, column: 19, scope: !959)
!1197 = !DILocation(line: 0, scope: !1003, inlinedAt: !1198)
!1198 = distinct !DILocation(line: 10, column: 46, scope: !992, inlinedAt: !1196)
!1199 = !DILocation(line: 0, scope: !1011, inlinedAt: !1200)
!1200 = distinct !DILocation(line: 552, column: 15, scope: !1003, inlinedAt: !1198)
!1201 = !DILocation(line: 0, scope: !1021, inlinedAt: !1202)
!1202 = distinct !DILocation(line: 552, column: 9, scope: !1003, inlinedAt: !1198)
!1203 = !DILocation(line: 0, scope: !1029, inlinedAt: !1204)
!1204 = distinct !DILocation(line: 332, column: 9, scope: !1034, inlinedAt: !1202)
!1205 = !DILocation(line: 0, scope: !1036, inlinedAt: !1206)
!1206 = distinct !DILocation(line: 395, column: 33, scope: !1029, inlinedAt: !1204)
!1207 = !DILocation(line: 0, scope: !1044, inlinedAt: !1208)
!1208 = distinct !DILocation(line: 378, column: 20, scope: !1036, inlinedAt: !1206)
!1209 = !DILocation(line: 0, scope: !1050, inlinedAt: !1210)
!1210 = distinct !DILocation(line: 464, column: 20, scope: !1044, inlinedAt: !1208)
!1211 = !DILocation(line: 137, column: 27, scope: !1050, inlinedAt: !1210)
!1212 = !DILocation(line: 137, column: 9, scope: !1050, inlinedAt: !1210)
!1213 = !DILocation(line: 0, scope: !1061, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 553, column: 9, scope: !1066, inlinedAt: !1198)
!1215 = !DILocation(line: 0, scope: !1068, inlinedAt: !1216)
!1216 = distinct !DILocation(line: 1713, column: 4, scope: !1061, inlinedAt: !1214)
!1217 = !DILocation(line: 0, scope: !1081, inlinedAt: !1218)
!1218 = distinct !DILocation(line: 766, column: 14, scope: !1068, inlinedAt: !1216)
!1219 = !DILocation(line: 0, scope: !1091, inlinedAt: !1220)
!1220 = distinct !DILocation(line: 699, column: 14, scope: !1081, inlinedAt: !1218)
!1221 = !DILocation(line: 0, scope: !1099, inlinedAt: !1220)
!1222 = !DILocation(line: 0, scope: !1111, inlinedAt: !1223)
!1223 = distinct !DILocation(line: 661, column: 8, scope: !1099, inlinedAt: !1220)
!1224 = !DILocation(line: 119, column: 7, scope: !1111, inlinedAt: !1223)
!1225 = !DILocation(line: 0, scope: !1124, inlinedAt: !1226)
!1226 = distinct !DILocation(line: 663, column: 18, scope: !1099, inlinedAt: !1220)
!1227 = !DILocation(line: 0, scope: !1136, inlinedAt: !1228)
!1228 = distinct !DILocation(line: 1148, column: 14, scope: !1124, inlinedAt: !1226)
!1229 = !DILocation(line: 1109, column: 40, scope: !1136, inlinedAt: !1228)
!1230 = !DILocation(line: 1114, column: 11, scope: !1136, inlinedAt: !1228)
!1231 = !DILocation(line: 662, column: 8, scope: !1099, inlinedAt: !1220)
!1232 = !DILocation(line: 0, scope: !1163, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 1119, column: 7, scope: !1136, inlinedAt: !1228)
!1234 = !DILocation(line: 0, scope: !1174, inlinedAt: !1235)
!1235 = distinct !DILocation(line: 968, column: 7, scope: !1163, inlinedAt: !1233)
!1236 = !DILocation(line: 921, column: 7, scope: !1191, inlinedAt: !1235)
!1237 = !DILocation(line: 922, column: 11, scope: !1193, inlinedAt: !1235)
!1238 = !DILocation(line: 665, column: 4, scope: !1091, inlinedAt: !1220)
!1239 = !DILocation(line: 0, scope: !970)
!1240 = !DILocation(line: 30, column: 21, scope: !973)
!1241 = !DILocation(line: 30, column: 3, scope: !970)
!1242 = !DILocation(line: 0, scope: !972)
!1243 = !DILocation(line: 31, column: 5, scope: !972)
!1244 = !DILocation(line: 31, column: 28, scope: !1245)
!1245 = distinct !DILexicalBlock(scope: !972, file: !1, line: 31, column: 5)
!1246 = !DILocation(line: 32, column: 22, scope: !1245)
!1247 = !DILocation(line: 32, column: 20, scope: !1245)
!1248 = !DILocation(line: 32, column: 18, scope: !1245)
!1249 = distinct !{!1249, !1243, !1250, !1251, !1252}
!1250 = !DILocation(line: 32, column: 24, scope: !972)
!1251 = !{!"llvm.loop.mustprogress"}
!1252 = !{!"llvm.loop.isvectorized", i32 1}
!1253 = !DILocalVariable(name: "a", arg: 1, scope: !1254, file: !1, line: 20, type: !1257)
!1254 = distinct !DISubprogram(name: "transpose", linkageName: "_ZL9transposeR6MatrixS0_", scope: !1, file: !1, line: 20, type: !1255, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !1258)
!1255 = !DISubroutineType(types: !1256)
!1256 = !{null, !1257, !1257}
!1257 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !505, size: 64)
!1258 = !{!1253, !1259, !1260, !1262}
!1259 = !DILocalVariable(name: "b", arg: 2, scope: !1254, file: !1, line: 20, type: !1257)
!1260 = !DILocalVariable(name: "i", scope: !1261, file: !1, line: 21, type: !3)
!1261 = distinct !DILexicalBlock(scope: !1254, file: !1, line: 21, column: 3)
!1262 = !DILocalVariable(name: "j", scope: !1263, file: !1, line: 22, type: !3)
!1263 = distinct !DILexicalBlock(scope: !1264, file: !1, line: 22, column: 5)
!1264 = distinct !DILexicalBlock(scope: !1261, file: !1, line: 21, column: 3)
!1265 = !DILocation(line: 0, scope: !1254, inlinedAt: !1266)
!1266 = distinct !DILocation(line: 33, column: 3, scope: !959)
!1267 = !DILocation(line: 0, scope: !1261, inlinedAt: !1266)
!1268 = !DILocation(line: 21, column: 3, scope: !1261, inlinedAt: !1266)
!1269 = !DILocation(line: 21, column: 21, scope: !1264, inlinedAt: !1266)
!1270 = !DILocation(line: 0, scope: !1263, inlinedAt: !1266)
!1271 = !DILocation(line: 22, column: 5, scope: !1263, inlinedAt: !1266)
!1272 = !DILocalVariable(name: "this", arg: 1, scope: !1273, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1273 = distinct !DISubprogram(name: "at", linkageName: "_ZN6Matrix2atEii", scope: !505, file: !1, line: 11, type: !515, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !514, retainedNodes: !1274)
!1274 = !{!1272, !1275, !1276}
!1275 = !DILocalVariable(name: "i", arg: 2, scope: !1273, file: !1, line: 11, type: !3)
!1276 = !DILocalVariable(name: "j", arg: 3, scope: !1273, file: !1, line: 11, type: !3)
!1277 = !DILocation(line: 0, scope: !1273, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 23, column: 22, scope: !1279, inlinedAt: !1266)
!1279 = distinct !DILexicalBlock(scope: !1263, file: !1, line: 22, column: 5)
!1280 = !DILocation(line: 11, column: 74, scope: !1273, inlinedAt: !1278)
!1281 = !DILocalVariable(name: "this", arg: 1, scope: !1282, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1282 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !12, file: !11, line: 1121, type: !400, scopeLine: 1122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !399, retainedNodes: !1283)
!1283 = !{!1281, !1284}
!1284 = !DILocalVariable(name: "__n", arg: 2, scope: !1282, file: !11, line: 1121, type: !298)
!1285 = !DILocation(line: 0, scope: !1282, inlinedAt: !1286)
!1286 = distinct !DILocation(line: 11, column: 37, scope: !1273, inlinedAt: !1278)
!1287 = !DILocation(line: 1124, column: 34, scope: !1282, inlinedAt: !1286)
!1288 = !DILocation(line: 23, column: 22, scope: !1279, inlinedAt: !1266)
!1289 = !DILocation(line: 0, scope: !1273, inlinedAt: !1290)
!1290 = distinct !DILocation(line: 23, column: 9, scope: !1279, inlinedAt: !1266)
!1291 = !DILocation(line: 11, column: 66, scope: !1273, inlinedAt: !1290)
!1292 = !DILocation(line: 11, column: 74, scope: !1273, inlinedAt: !1290)
!1293 = !DILocation(line: 0, scope: !1282, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 11, column: 37, scope: !1273, inlinedAt: !1290)
!1295 = !DILocation(line: 1124, column: 34, scope: !1282, inlinedAt: !1294)
!1296 = !DILocation(line: 23, column: 18, scope: !1279, inlinedAt: !1266)
!1297 = !DILocation(line: 21, column: 33, scope: !1264, inlinedAt: !1266)
!1298 = distinct !{!1298, !1268, !1299, !1251}
!1299 = !DILocation(line: 23, column: 29, scope: !1261, inlinedAt: !1266)
!1300 = !DILocation(line: 22, column: 35, scope: !1279, inlinedAt: !1266)
!1301 = distinct !{!1301, !1271, !1302, !1251}
!1302 = !DILocation(line: 23, column: 29, scope: !1263, inlinedAt: !1266)
!1303 = !DILocation(line: 30, column: 26, scope: !973)
!1304 = distinct !{!1304, !1241, !1305, !1251}
!1305 = !DILocation(line: 32, column: 24, scope: !970)
!1306 = !DILocation(line: 0, scope: !1273, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 32, column: 9, scope: !1245)
!1308 = !DILocation(line: 11, column: 74, scope: !1273, inlinedAt: !1307)
!1309 = !DILocation(line: 0, scope: !1282, inlinedAt: !1310)
!1310 = distinct !DILocation(line: 11, column: 37, scope: !1273, inlinedAt: !1307)
!1311 = !DILocation(line: 1124, column: 34, scope: !1282, inlinedAt: !1310)
!1312 = !DILocation(line: 31, column: 23, scope: !1245)
!1313 = distinct !{!1313, !1243, !1250, !1251, !1314, !1252}
!1314 = !{!"llvm.loop.unroll.runtime.disable"}
!1315 = !DILocation(line: 0, scope: !1273, inlinedAt: !1316)
!1316 = distinct !DILocation(line: 34, column: 25, scope: !959)
!1317 = !DILocation(line: 11, column: 66, scope: !1273, inlinedAt: !1316)
!1318 = !DILocation(line: 11, column: 74, scope: !1273, inlinedAt: !1316)
!1319 = !DILocation(line: 0, scope: !1282, inlinedAt: !1320)
!1320 = distinct !DILocation(line: 11, column: 37, scope: !1273, inlinedAt: !1316)
!1321 = !DILocation(line: 1124, column: 34, scope: !1282, inlinedAt: !1320)
!1322 = !DILocation(line: 34, column: 25, scope: !959)
!1323 = !DILocation(line: 34, column: 3, scope: !959)
!1324 = !DILocalVariable(name: "this", arg: 1, scope: !1325, type: !996, flags: DIFlagArtificial | DIFlagObjectPointer)
!1325 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixD2Ev", scope: !505, file: !1, line: 8, type: !1326, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !1328, retainedNodes: !1329)
!1326 = !DISubroutineType(types: !1327)
!1327 = !{null, !513}
!1328 = !DISubprogram(name: "~Matrix", scope: !505, type: !1326, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1329 = !{!1324}
!1330 = !DILocation(line: 0, scope: !1325, inlinedAt: !1331)
!1331 = distinct !DILocation(line: 36, column: 1, scope: !959)
!1332 = !DILocalVariable(name: "this", arg: 1, scope: !1333, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1333 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !12, file: !11, line: 728, type: !286, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !338, retainedNodes: !1334)
!1334 = !{!1332}
!1335 = !DILocation(line: 0, scope: !1333, inlinedAt: !1336)
!1336 = distinct !DILocation(line: 8, column: 7, scope: !1337, inlinedAt: !1331)
!1337 = distinct !DILexicalBlock(scope: !1325, file: !1, line: 8, column: 7)
!1338 = !DILocalVariable(name: "this", arg: 1, scope: !1339, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1339 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !16, file: !11, line: 364, type: !203, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !229, retainedNodes: !1340)
!1340 = !{!1338}
!1341 = !DILocation(line: 0, scope: !1339, inlinedAt: !1342)
!1342 = distinct !DILocation(line: 733, column: 7, scope: !1343, inlinedAt: !1336)
!1343 = distinct !DILexicalBlock(scope: !1333, file: !11, line: 729, column: 7)
!1344 = !DILocalVariable(name: "this", arg: 1, scope: !1345, type: !1025, flags: DIFlagArtificial | DIFlagObjectPointer)
!1345 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !16, file: !11, line: 383, type: !234, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !233, retainedNodes: !1346)
!1346 = !{!1344, !1347, !1348}
!1347 = !DILocalVariable(name: "__p", arg: 2, scope: !1345, file: !11, line: 383, type: !147)
!1348 = !DILocalVariable(name: "__n", arg: 3, scope: !1345, file: !11, line: 383, type: !79)
!1349 = !DILocation(line: 0, scope: !1345, inlinedAt: !1350)
!1350 = distinct !DILocation(line: 366, column: 2, scope: !1351, inlinedAt: !1342)
!1351 = distinct !DILexicalBlock(scope: !1339, file: !11, line: 365, column: 7)
!1352 = !DILocalVariable(name: "__a", arg: 1, scope: !1353, file: !31, line: 495, type: !39)
!1353 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !30, file: !31, line: 495, type: !112, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !111, retainedNodes: !1354)
!1354 = !{!1352, !1355, !1356}
!1355 = !DILocalVariable(name: "__p", arg: 2, scope: !1353, file: !31, line: 495, type: !36)
!1356 = !DILocalVariable(name: "__n", arg: 3, scope: !1353, file: !31, line: 495, type: !106)
!1357 = !DILocation(line: 0, scope: !1353, inlinedAt: !1358)
!1358 = distinct !DILocation(line: 387, column: 4, scope: !1359, inlinedAt: !1350)
!1359 = distinct !DILexicalBlock(scope: !1345, file: !11, line: 386, column: 6)
!1360 = !DILocalVariable(name: "this", arg: 1, scope: !1361, type: !1054, flags: DIFlagArtificial | DIFlagObjectPointer)
!1361 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !47, file: !48, line: 142, type: !84, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !83, retainedNodes: !1362)
!1362 = !{!1360, !1363, !1364}
!1363 = !DILocalVariable(name: "__p", arg: 2, scope: !1361, file: !48, line: 142, type: !37)
!1364 = !DILocalVariable(name: "__n", arg: 3, scope: !1361, file: !48, line: 142, type: !78)
!1365 = !DILocation(line: 0, scope: !1361, inlinedAt: !1366)
!1366 = distinct !DILocation(line: 496, column: 13, scope: !1353, inlinedAt: !1358)
!1367 = !DILocation(line: 158, column: 27, scope: !1361, inlinedAt: !1366)
!1368 = !DILocation(line: 158, column: 2, scope: !1361, inlinedAt: !1366)
!1369 = !DILocation(line: 0, scope: !1325, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 36, column: 1, scope: !959)
!1371 = !DILocation(line: 0, scope: !1333, inlinedAt: !1372)
!1372 = distinct !DILocation(line: 8, column: 7, scope: !1337, inlinedAt: !1370)
!1373 = !DILocation(line: 0, scope: !1339, inlinedAt: !1374)
!1374 = distinct !DILocation(line: 733, column: 7, scope: !1343, inlinedAt: !1372)
!1375 = !DILocation(line: 0, scope: !1345, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 366, column: 2, scope: !1351, inlinedAt: !1374)
!1377 = !DILocation(line: 386, column: 6, scope: !1359, inlinedAt: !1376)
!1378 = !DILocation(line: 386, column: 6, scope: !1345, inlinedAt: !1376)
!1379 = !DILocation(line: 0, scope: !1353, inlinedAt: !1380)
!1380 = distinct !DILocation(line: 387, column: 4, scope: !1359, inlinedAt: !1376)
!1381 = !DILocation(line: 0, scope: !1361, inlinedAt: !1382)
!1382 = distinct !DILocation(line: 496, column: 13, scope: !1353, inlinedAt: !1380)
!1383 = !DILocation(line: 158, column: 27, scope: !1361, inlinedAt: !1382)
!1384 = !DILocation(line: 158, column: 2, scope: !1361, inlinedAt: !1382)
!1385 = !DILocation(line: 387, column: 4, scope: !1359, inlinedAt: !1376)
!1386 = !DILocation(line: 36, column: 1, scope: !959)
!1387 = !DILocation(line: 0, scope: !1325, inlinedAt: !1388)
!1388 = distinct !DILocation(line: 36, column: 1, scope: !959)
!1389 = !DILocation(line: 0, scope: !1333, inlinedAt: !1390)
!1390 = distinct !DILocation(line: 8, column: 7, scope: !1337, inlinedAt: !1388)
!1391 = !DILocation(line: 0, scope: !1339, inlinedAt: !1392)
!1392 = distinct !DILocation(line: 733, column: 7, scope: !1343, inlinedAt: !1390)
!1393 = !DILocation(line: 0, scope: !1345, inlinedAt: !1394)
!1394 = distinct !DILocation(line: 366, column: 2, scope: !1351, inlinedAt: !1392)
!1395 = !DILocation(line: 0, scope: !1353, inlinedAt: !1396)
!1396 = distinct !DILocation(line: 387, column: 4, scope: !1359, inlinedAt: !1394)
!1397 = !DILocation(line: 0, scope: !1361, inlinedAt: !1398)
!1398 = distinct !DILocation(line: 496, column: 13, scope: !1353, inlinedAt: !1396)
!1399 = !DILocation(line: 158, column: 2, scope: !1361, inlinedAt: !1398)
