; ModuleID = 'vector.cpp'
source_filename = "vector.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.__gnu_cxx::__normal_iterator" = type { double* }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"struct.std::integral_constant" = type { i8 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !815 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !820, metadata !DIExpression()), !dbg !833
  call void @llvm.dbg.value(metadata i8** %1, metadata !821, metadata !DIExpression()), !dbg !833
  %3 = icmp sgt i32 %0, 1, !dbg !834
  %4 = select i1 %3, i32 1000, i32 100, !dbg !835
  call void @llvm.dbg.value(metadata i32 %4, metadata !822, metadata !DIExpression()), !dbg !833
  call void @llvm.dbg.value(metadata double* null, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* null, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* null, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !833
  call void @llvm.dbg.value(metadata i32 0, metadata !824, metadata !DIExpression()), !dbg !836
  br label %7, !dbg !837

5:                                                ; preds = %51
  call void @llvm.dbg.value(metadata double* %54, metadata !829, metadata !DIExpression()), !dbg !838
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !826, metadata !DIExpression()), !dbg !833
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !839, metadata !DIExpression()), !dbg !846
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !845, metadata !DIExpression()), !dbg !846
  %6 = icmp eq double* %54, %55, !dbg !848
  br i1 %6, label %68, label %75, !dbg !849

7:                                                ; preds = %2, %51
  %8 = phi i32 [ 0, %2 ], [ %56, %51 ]
  %9 = phi double* [ null, %2 ], [ %54, %51 ]
  %10 = phi double* [ null, %2 ], [ %55, %51 ]
  %11 = phi double* [ null, %2 ], [ %52, %51 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !824, metadata !DIExpression()), !dbg !836
  call void @llvm.dbg.value(metadata double* %9, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* %10, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* %11, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !833
  %12 = sitofp i32 %8 to double, !dbg !850
  %13 = fmul double %12, 5.000000e-01, !dbg !852
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !853, metadata !DIExpression()), !dbg !858
  call void @llvm.dbg.value(metadata double* undef, metadata !856, metadata !DIExpression()), !dbg !858
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !860, metadata !DIExpression()), !dbg !872
  call void @llvm.dbg.value(metadata double* undef, metadata !871, metadata !DIExpression()), !dbg !872
  %14 = icmp eq double* %10, %11, !dbg !874
  br i1 %14, label %16, label %15, !dbg !876

15:                                               ; preds = %7
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !877, metadata !DIExpression()), !dbg !887
  call void @llvm.dbg.value(metadata double* %10, metadata !885, metadata !DIExpression()), !dbg !887
  call void @llvm.dbg.value(metadata double* undef, metadata !886, metadata !DIExpression()), !dbg !887
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !890, metadata !DIExpression()), !dbg !899
  call void @llvm.dbg.value(metadata double* %10, metadata !896, metadata !DIExpression()), !dbg !899
  call void @llvm.dbg.value(metadata double* undef, metadata !897, metadata !DIExpression()), !dbg !899
  store double %13, double* %10, align 8, !dbg !901, !tbaa !902
  call void @llvm.dbg.value(metadata double* %10, metadata !823, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !833
  br label %51, !dbg !906

16:                                               ; preds = %7
  call void @llvm.dbg.value(metadata double* %10, metadata !907, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !913, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata double* undef, metadata !914, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !924, metadata !DIExpression()), !dbg !931
  call void @llvm.dbg.value(metadata i64 1, metadata !927, metadata !DIExpression()), !dbg !931
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), metadata !928, metadata !DIExpression()), !dbg !931
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !933, metadata !DIExpression()), !dbg !936
  %17 = ptrtoint double* %10 to i64, !dbg !939
  %18 = ptrtoint double* %9 to i64, !dbg !939
  %19 = sub i64 %17, %18, !dbg !939
  %20 = ashr exact i64 %19, 3, !dbg !939
  call void @llvm.dbg.value(metadata i64 1, metadata !927, metadata !DIExpression()), !dbg !931
  %21 = icmp eq i64 %19, 9223372036854775800, !dbg !940
  br i1 %21, label %22, label %24, !dbg !941

22:                                               ; preds = %16
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0)) #8
          to label %23 unwind label %60, !dbg !942

23:                                               ; preds = %22
  unreachable, !dbg !942

24:                                               ; preds = %16
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !933, metadata !DIExpression()), !dbg !943
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !933, metadata !DIExpression()), !dbg !945
  call void @llvm.dbg.value(metadata i64* undef, metadata !947, metadata !DIExpression()), !dbg !958
  call void @llvm.dbg.value(metadata i64* undef, metadata !955, metadata !DIExpression()), !dbg !958
  %25 = icmp eq i64 %19, 0, !dbg !960
  %26 = select i1 %25, i64 1, i64 %20, !dbg !962
  %27 = add nsw i64 %26, %20, !dbg !963
  call void @llvm.dbg.value(metadata i64 %27, metadata !929, metadata !DIExpression()), !dbg !931
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !933, metadata !DIExpression()), !dbg !964
  %28 = icmp ult i64 %27, %20, !dbg !966
  %29 = icmp ugt i64 %27, 1152921504606846975
  %30 = or i1 %28, %29, !dbg !967
  %31 = select i1 %30, i64 1152921504606846975, i64 %27, !dbg !967
  call void @llvm.dbg.value(metadata i64 %31, metadata !915, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata double* %9, metadata !917, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata double* undef, metadata !918, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata i64 %20, metadata !919, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !968, metadata !DIExpression()), !dbg !973
  call void @llvm.dbg.value(metadata i64 %31, metadata !971, metadata !DIExpression()), !dbg !973
  %32 = icmp eq i64 %31, 0, !dbg !975
  br i1 %32, label %38, label %33, !dbg !976

33:                                               ; preds = %24
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !977, metadata !DIExpression()), !dbg !981
  call void @llvm.dbg.value(metadata i64 %31, metadata !980, metadata !DIExpression()), !dbg !981
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !983, metadata !DIExpression()), !dbg !988
  call void @llvm.dbg.value(metadata i64 %31, metadata !986, metadata !DIExpression()), !dbg !988
  call void @llvm.dbg.value(metadata i8* null, metadata !987, metadata !DIExpression()), !dbg !988
  %34 = shl nuw nsw i64 %31, 3, !dbg !990
  %35 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef %34) #9
          to label %36 unwind label %58, !dbg !991

36:                                               ; preds = %33
  %37 = bitcast i8* %35 to double*, !dbg !992
  br label %38, !dbg !976

38:                                               ; preds = %36, %24
  %39 = phi double* [ %37, %36 ], [ null, %24 ], !dbg !976
  call void @llvm.dbg.value(metadata double* %39, metadata !920, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata double* %39, metadata !921, metadata !DIExpression()), !dbg !922
  %40 = getelementptr inbounds double, double* %39, i64 %20, !dbg !993
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !877, metadata !DIExpression()), !dbg !995
  call void @llvm.dbg.value(metadata double* %40, metadata !885, metadata !DIExpression()), !dbg !995
  call void @llvm.dbg.value(metadata double* undef, metadata !886, metadata !DIExpression()), !dbg !995
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !890, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata double* %40, metadata !896, metadata !DIExpression()), !dbg !997
  call void @llvm.dbg.value(metadata double* undef, metadata !897, metadata !DIExpression()), !dbg !997
  store double %13, double* %40, align 8, !dbg !999, !tbaa !902
  call void @llvm.dbg.value(metadata double* null, metadata !921, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata double* %9, metadata !560, metadata !DIExpression()) #10, !dbg !1000
  call void @llvm.dbg.value(metadata double* undef, metadata !561, metadata !DIExpression()) #10, !dbg !1000
  call void @llvm.dbg.value(metadata double* %39, metadata !562, metadata !DIExpression()) #10, !dbg !1000
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !563, metadata !DIExpression()) #10, !dbg !1000
  call void @llvm.dbg.value(metadata double* %9, metadata !1004, metadata !DIExpression()) #10, !dbg !1011
  call void @llvm.dbg.value(metadata double* undef, metadata !1007, metadata !DIExpression()) #10, !dbg !1011
  call void @llvm.dbg.value(metadata double* %39, metadata !1008, metadata !DIExpression()) #10, !dbg !1011
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1009, metadata !DIExpression()) #10, !dbg !1011
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1010, metadata !DIExpression()) #10, !dbg !1013
  call void @llvm.dbg.value(metadata double* %9, metadata !1014, metadata !DIExpression()) #10, !dbg !1027
  call void @llvm.dbg.value(metadata double* undef, metadata !1020, metadata !DIExpression()) #10, !dbg !1027
  call void @llvm.dbg.value(metadata double* %39, metadata !1021, metadata !DIExpression()) #10, !dbg !1027
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1022, metadata !DIExpression()) #10, !dbg !1027
  call void @llvm.dbg.value(metadata double* %9, metadata !1029, metadata !DIExpression()) #10, !dbg !1045
  call void @llvm.dbg.value(metadata double* undef, metadata !1040, metadata !DIExpression()) #10, !dbg !1045
  call void @llvm.dbg.value(metadata double* %39, metadata !1041, metadata !DIExpression()) #10, !dbg !1045
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1042, metadata !DIExpression()) #10, !dbg !1045
  call void @llvm.dbg.value(metadata i64 %19, metadata !1043, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1045
  %41 = icmp sgt i64 %19, 0, !dbg !1047
  br i1 %41, label %42, label %45, !dbg !1049

42:                                               ; preds = %38
  %43 = bitcast double* %39 to i8*, !dbg !1050
  %44 = bitcast double* %9 to i8*, !dbg !1050
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %43, i8* align 8 %44, i64 %19, i1 false) #10, !dbg !1050
  br label %45, !dbg !1052

45:                                               ; preds = %38, %42
  call void @llvm.dbg.value(metadata i64 %20, metadata !1043, metadata !DIExpression()) #10, !dbg !1045
  call void @llvm.dbg.value(metadata double* %40, metadata !921, metadata !DIExpression()), !dbg !922
  call void @llvm.dbg.value(metadata double* %40, metadata !921, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !922
  call void @llvm.dbg.value(metadata double* undef, metadata !560, metadata !DIExpression()) #10, !dbg !1053
  call void @llvm.dbg.value(metadata double* undef, metadata !561, metadata !DIExpression()) #10, !dbg !1053
  call void @llvm.dbg.value(metadata double* %40, metadata !562, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !1053
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !563, metadata !DIExpression()) #10, !dbg !1053
  call void @llvm.dbg.value(metadata double* undef, metadata !1004, metadata !DIExpression()) #10, !dbg !1055
  call void @llvm.dbg.value(metadata double* undef, metadata !1007, metadata !DIExpression()) #10, !dbg !1055
  call void @llvm.dbg.value(metadata double* %40, metadata !1008, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !1055
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1009, metadata !DIExpression()) #10, !dbg !1055
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* undef, metadata !1010, metadata !DIExpression()) #10, !dbg !1057
  call void @llvm.dbg.value(metadata double* undef, metadata !1014, metadata !DIExpression()) #10, !dbg !1058
  call void @llvm.dbg.value(metadata double* undef, metadata !1020, metadata !DIExpression()) #10, !dbg !1058
  call void @llvm.dbg.value(metadata double* %40, metadata !1021, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !1058
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1022, metadata !DIExpression()) #10, !dbg !1058
  call void @llvm.dbg.value(metadata double* undef, metadata !1029, metadata !DIExpression()) #10, !dbg !1060
  call void @llvm.dbg.value(metadata double* undef, metadata !1040, metadata !DIExpression()) #10, !dbg !1060
  call void @llvm.dbg.value(metadata double* %40, metadata !1041, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #10, !dbg !1060
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1042, metadata !DIExpression()) #10, !dbg !1060
  call void @llvm.dbg.value(metadata i64 0, metadata !1043, metadata !DIExpression(DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1060
  call void @llvm.dbg.value(metadata !DIArgList(double* %40, i64 0), metadata !921, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 8, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shra, DW_OP_constu, 8, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !922
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1062, metadata !DIExpression()), !dbg !1067
  call void @llvm.dbg.value(metadata double* %9, metadata !1065, metadata !DIExpression()), !dbg !1067
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %18), metadata !1066, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1067
  %46 = icmp eq double* %9, null, !dbg !1069
  br i1 %46, label %49, label %47, !dbg !1071

47:                                               ; preds = %45
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1072, metadata !DIExpression()), !dbg !1077
  call void @llvm.dbg.value(metadata double* %9, metadata !1075, metadata !DIExpression()), !dbg !1077
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %18), metadata !1076, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)), !dbg !1077
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1079, metadata !DIExpression()) #10, !dbg !1084
  call void @llvm.dbg.value(metadata double* %9, metadata !1082, metadata !DIExpression()) #10, !dbg !1084
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, i64 %18), metadata !1083, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1084
  %48 = bitcast double* %9 to i8*, !dbg !1086
  tail call void @_ZdlPv(i8* noundef %48) #11, !dbg !1087
  br label %49, !dbg !1088

49:                                               ; preds = %47, %45
  call void @llvm.dbg.value(metadata i64 0, metadata !1043, metadata !DIExpression()) #10, !dbg !1060
  call void @llvm.dbg.value(metadata double* %40, metadata !921, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !922
  call void @llvm.dbg.value(metadata double* %39, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* %40, metadata !823, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !833
  %50 = getelementptr inbounds double, double* %39, i64 %31, !dbg !1089
  call void @llvm.dbg.value(metadata double* %50, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !833
  br label %51

51:                                               ; preds = %49, %15
  %52 = phi double* [ %50, %49 ], [ %11, %15 ], !dbg !833
  %53 = phi double* [ %40, %49 ], [ %10, %15 ]
  %54 = phi double* [ %39, %49 ], [ %9, %15 ], !dbg !833
  %55 = getelementptr inbounds double, double* %53, i64 1, !dbg !1090
  call void @llvm.dbg.value(metadata double* %54, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* %55, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* %52, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !833
  %56 = add nuw nsw i32 %8, 1, !dbg !1091
  call void @llvm.dbg.value(metadata double* %54, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* %55, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !833
  call void @llvm.dbg.value(metadata double* %52, metadata !823, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !833
  call void @llvm.dbg.value(metadata i32 %56, metadata !824, metadata !DIExpression()), !dbg !836
  %57 = icmp eq i32 %56, %4, !dbg !1092
  br i1 %57, label %5, label %7, !dbg !837, !llvm.loop !1093

58:                                               ; preds = %33
  %59 = landingpad { i8*, i32 }
          cleanup, !dbg !1096
  br label %62, !dbg !1096

60:                                               ; preds = %22
  %61 = landingpad { i8*, i32 }
          cleanup, !dbg !1096
  br label %62, !dbg !1096

62:                                               ; preds = %60, %58
  %63 = phi { i8*, i32 } [ %59, %58 ], [ %61, %60 ]
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1097, metadata !DIExpression()) #10, !dbg !1100
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1102, metadata !DIExpression()) #10, !dbg !1105
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1062, metadata !DIExpression()) #10, !dbg !1108
  call void @llvm.dbg.value(metadata double* %9, metadata !1065, metadata !DIExpression()) #10, !dbg !1108
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %9), metadata !1066, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1108
  %64 = icmp eq double* %9, null, !dbg !1111
  br i1 %64, label %67, label %65, !dbg !1112

65:                                               ; preds = %62
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1072, metadata !DIExpression()) #10, !dbg !1113
  call void @llvm.dbg.value(metadata double* %9, metadata !1075, metadata !DIExpression()) #10, !dbg !1113
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %9), metadata !1076, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1113
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1079, metadata !DIExpression()) #10, !dbg !1115
  call void @llvm.dbg.value(metadata double* %9, metadata !1082, metadata !DIExpression()) #10, !dbg !1115
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %9), metadata !1083, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1115
  %66 = bitcast double* %9 to i8*, !dbg !1117
  tail call void @_ZdlPv(i8* noundef %66) #11, !dbg !1118
  br label %67, !dbg !1119

67:                                               ; preds = %62, %65
  resume { i8*, i32 } %63, !dbg !1120

68:                                               ; preds = %75, %5
  %69 = phi double [ 0.000000e+00, %5 ], [ %79, %75 ], !dbg !833
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %69), !dbg !1121
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1097, metadata !DIExpression()) #10, !dbg !1122
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1102, metadata !DIExpression()) #10, !dbg !1124
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1062, metadata !DIExpression()) #10, !dbg !1126
  call void @llvm.dbg.value(metadata double* %54, metadata !1065, metadata !DIExpression()) #10, !dbg !1126
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %54), metadata !1066, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1126
  %71 = icmp eq double* %54, null, !dbg !1128
  br i1 %71, label %74, label %72, !dbg !1129

72:                                               ; preds = %68
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1072, metadata !DIExpression()) #10, !dbg !1130
  call void @llvm.dbg.value(metadata double* %54, metadata !1075, metadata !DIExpression()) #10, !dbg !1130
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %54), metadata !1076, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1130
  call void @llvm.dbg.value(metadata %"class.std::vector"* undef, metadata !1079, metadata !DIExpression()) #10, !dbg !1132
  call void @llvm.dbg.value(metadata double* %54, metadata !1082, metadata !DIExpression()) #10, !dbg !1132
  call void @llvm.dbg.value(metadata !DIArgList(double* undef, double* %54), metadata !1083, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 3, DW_OP_shra, DW_OP_stack_value)) #10, !dbg !1132
  %73 = bitcast double* %54 to i8*, !dbg !1134
  tail call void @_ZdlPv(i8* noundef %73) #11, !dbg !1135
  br label %74, !dbg !1136

74:                                               ; preds = %68, %72
  ret i32 0, !dbg !1120

75:                                               ; preds = %5, %75
  %76 = phi double [ %79, %75 ], [ 0.000000e+00, %5 ]
  %77 = phi double* [ %80, %75 ], [ %54, %5 ]
  call void @llvm.dbg.value(metadata double %76, metadata !826, metadata !DIExpression()), !dbg !833
  call void @llvm.dbg.value(metadata double* %77, metadata !829, metadata !DIExpression()), !dbg !838
  %78 = load double, double* %77, align 8, !dbg !1137, !tbaa !902
  call void @llvm.dbg.value(metadata double %78, metadata !831, metadata !DIExpression()), !dbg !1138
  %79 = fadd double %76, %78, !dbg !1139
  call void @llvm.dbg.value(metadata double %79, metadata !826, metadata !DIExpression()), !dbg !833
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !1140, metadata !DIExpression()), !dbg !1144
  %80 = getelementptr inbounds double, double* %77, i64 1, !dbg !1146
  call void @llvm.dbg.value(metadata double* %80, metadata !829, metadata !DIExpression()), !dbg !838
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !839, metadata !DIExpression()), !dbg !846
  call void @llvm.dbg.value(metadata %"class.__gnu_cxx::__normal_iterator"* undef, metadata !845, metadata !DIExpression()), !dbg !846
  %81 = icmp eq double* %77, %53, !dbg !848
  br i1 %81, label %68, label %75, !dbg !849, !llvm.loop !1147
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #4

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { noreturn }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!808, !809, !810, !811, !812, !813}
!llvm.ident = !{!814}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !565, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "73d97cb1267b02c4b8e433daddd37dff")
!2 = !{!3, !4, !6, !10, !12, !14, !355, !356, !16, !19, !22, !42, !48, !141}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !5, line: 458, baseType: !6)
!5 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !8, file: !7, line: 298, baseType: !9)
!7 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!8 = !DINamespace(name: "std", scope: null)
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !15, file: !5, line: 506, baseType: !564)
!15 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !16, file: !5, line: 499, type: !281, scopeLine: 501, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !280, retainedNodes: !559)
!16 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !8, file: !5, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !17, templateParams: !234, identifier: "_ZTSSt6vectorIdSaIdEE")
!17 = !{!18, !235, !254, !270, !271, !277, !280, !283, !287, !293, !296, !302, !307, !311, !321, !324, !327, !330, !335, !336, !340, !343, !346, !349, !352, !415, !421, !422, !423, !428, !433, !434, !435, !436, !437, !438, !439, !442, !443, !446, !447, !448, !449, !452, !453, !461, !468, !471, !472, !473, !476, !479, !480, !481, !484, !487, !490, !494, !495, !498, !501, !504, !507, !510, !513, !516, !517, !518, !519, !520, !523, !524, !527, !528, !529, !536, !539, !544, !547, !550, !553, !556}
!18 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !16, baseType: !19, flags: DIFlagProtected, extraData: i32 0)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !8, file: !5, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !20, templateParams: !234, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!20 = !{!21, !185, !190, !195, !199, !202, !207, !210, !213, !217, !220, !223, !226, !227, !230, !233}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !19, file: !5, line: 371, baseType: !22, size: 192)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !19, file: !5, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !23, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!23 = !{!24, !140, !165, !169, !174, !178, !182}
!24 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !22, baseType: !25, extraData: i32 0)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !19, file: !5, line: 88, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !28, file: !27, line: 120, baseType: !139)
!27 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !29, file: !27, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !87, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !30, file: !27, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !31, templateParams: !136, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!30 = !DINamespace(name: "__gnu_cxx", scope: null)
!31 = !{!32, !122, !125, !128, !132, !133, !134, !135}
!32 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !29, baseType: !33, extraData: i32 0)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !8, file: !34, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !35, templateParams: !120, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!34 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!35 = !{!36, !104, !108, !111, !117}
!36 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !33, file: !34, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !40, !103}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !33, file: !34, line: 420, baseType: !12)
!40 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !33, file: !34, line: 414, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !8, file: !43, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !44, templateParams: !87, identifier: "_ZTSSaIdE")
!43 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!44 = !{!45, !89, !93, !98, !102}
!45 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !42, baseType: !46, flags: DIFlagPublic, extraData: i32 0)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !8, file: !47, line: 47, baseType: !48)
!47 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!48 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !8, file: !49, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !50, templateParams: !87, identifier: "_ZTSSt15__new_allocatorIdE")
!49 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!50 = !{!51, !55, !60, !61, !68, !76, !80, !83, !86}
!51 = !DISubprogram(name: "__new_allocator", scope: !48, file: !49, line: 80, type: !52, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!55 = !DISubprogram(name: "__new_allocator", scope: !48, file: !49, line: 83, type: !56, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !54, !58}
!58 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!60 = !DISubprogram(name: "~__new_allocator", scope: !48, file: !49, line: 90, type: !52, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !48, file: !49, line: 93, type: !62, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !65, !66}
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !48, file: !49, line: 63, baseType: !12)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !48, file: !49, line: 65, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !13, size: 64)
!68 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !48, file: !49, line: 97, type: !69, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !65, !74}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !48, file: !49, line: 64, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !48, file: !49, line: 66, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !73, size: 64)
!76 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !48, file: !49, line: 112, type: !77, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DISubroutineType(types: !78)
!78 = !{!12, !54, !79, !10}
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !49, line: 60, baseType: !6)
!80 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !48, file: !49, line: 142, type: !81, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !54, !12, !79}
!83 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !48, file: !49, line: 167, type: !84, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DISubroutineType(types: !85)
!85 = !{!79, !65}
!86 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !48, file: !49, line: 210, type: !84, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !{!88}
!88 = !DITemplateTypeParameter(name: "_Tp", type: !13)
!89 = !DISubprogram(name: "allocator", scope: !42, file: !43, line: 156, type: !90, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!93 = !DISubprogram(name: "allocator", scope: !42, file: !43, line: 159, type: !94, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !92, !96}
!96 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!98 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !42, file: !43, line: 164, type: !99, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !92, !96}
!101 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !42, size: 64)
!102 = !DISubprogram(name: "~allocator", scope: !42, file: !43, line: 174, type: !90, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !34, line: 435, baseType: !6)
!104 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !33, file: !34, line: 477, type: !105, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!39, !40, !103, !107}
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !34, line: 429, baseType: !10)
!108 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !33, file: !34, line: 495, type: !109, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !40, !39, !103}
!111 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !33, file: !34, line: 547, type: !112, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !115}
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !33, file: !34, line: 435, baseType: !6)
!115 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!117 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !33, file: !34, line: 562, type: !118, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{!41, !115}
!120 = !{!121}
!121 = !DITemplateTypeParameter(name: "_Alloc", type: !42)
!122 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !29, file: !27, line: 97, type: !123, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{!42, !96}
!125 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !29, file: !27, line: 100, type: !126, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !101, !101}
!128 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !29, file: !27, line: 103, type: !129, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!131}
!131 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!132 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !29, file: !27, line: 106, type: !129, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!133 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !29, file: !27, line: 109, type: !129, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!134 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !29, file: !27, line: 112, type: !129, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!135 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !29, file: !27, line: 115, type: !129, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!136 = !{!121, !137}
!137 = !DITemplateTypeParameter(type: !13)
!138 = !{}
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !33, file: !34, line: 450, baseType: !42)
!140 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !22, baseType: !141, extraData: i32 0)
!141 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !19, file: !5, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !142, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!142 = !{!143, !146, !147, !148, !152, !156, !161}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !141, file: !5, line: 94, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !19, file: !5, line: 90, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !29, file: !27, line: 57, baseType: !39)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !141, file: !5, line: 95, baseType: !144, size: 64, offset: 64)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !141, file: !5, line: 96, baseType: !144, size: 64, offset: 128)
!148 = !DISubprogram(name: "_Vector_impl_data", scope: !141, file: !5, line: 99, type: !149, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!152 = !DISubprogram(name: "_Vector_impl_data", scope: !141, file: !5, line: 105, type: !153, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !151, !155}
!155 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !141, size: 64)
!156 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !141, file: !5, line: 113, type: !157, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !151, !159}
!159 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!161 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !141, file: !5, line: 122, type: !162, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !151, !164}
!164 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !141, size: 64)
!165 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 137, type: !166, scopeLine: 137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!169 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 143, type: !170, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !168, !172}
!172 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!174 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 151, type: !175, scopeLine: 151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !168, !177}
!177 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !22, size: 64)
!178 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 156, type: !179, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !168, !181}
!181 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !25, size: 64)
!182 = !DISubprogram(name: "_Vector_impl", scope: !22, file: !5, line: 161, type: !183, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !168, !181, !177}
!185 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !19, file: !5, line: 298, type: !186, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubroutineType(types: !187)
!187 = !{!188, !189}
!188 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!190 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !19, file: !5, line: 303, type: !191, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{!172, !193}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!195 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !19, file: !5, line: 308, type: !196, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{!198, !193}
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !19, file: !5, line: 294, baseType: !42)
!199 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 312, type: !200, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !189}
!202 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 318, type: !203, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !189, !205}
!205 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !198)
!207 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 324, type: !208, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !189, !6}
!210 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 330, type: !211, scopeLine: 330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !189, !6, !205}
!213 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 335, type: !214, scopeLine: 335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !189, !216}
!216 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !19, size: 64)
!217 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 340, type: !218, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !189, !181}
!220 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 344, type: !221, scopeLine: 344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !189, !216, !205}
!223 = !DISubprogram(name: "_Vector_base", scope: !19, file: !5, line: 358, type: !224, scopeLine: 358, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !189, !205, !216}
!226 = !DISubprogram(name: "~_Vector_base", scope: !19, file: !5, line: 364, type: !200, scopeLine: 364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !19, file: !5, line: 375, type: !228, scopeLine: 375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!144, !189, !6}
!230 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !19, file: !5, line: 383, type: !231, scopeLine: 383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{null, !189, !144, !6}
!233 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !19, file: !5, line: 393, type: !208, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !{!88, !121}
!235 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !16, file: !5, line: 465, type: !236, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!131, !238}
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !8, file: !239, line: 82, baseType: !240)
!239 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!240 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !8, file: !239, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !241, templateParams: !251, identifier: "_ZTSSt17integral_constantIbLb1EE")
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
!254 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !16, file: !5, line: 474, type: !255, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!255 = !DISubroutineType(types: !256)
!256 = !{!131, !257}
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !8, file: !239, line: 85, baseType: !258)
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !8, file: !239, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !259, templateParams: !268, identifier: "_ZTSSt17integral_constantIbLb0EE")
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
!270 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !16, file: !5, line: 478, type: !129, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!271 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !16, file: !5, line: 487, type: !272, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!272 = !DISubroutineType(types: !273)
!273 = !{!274, !274, !274, !274, !275, !238}
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !16, file: !5, line: 449, baseType: !144)
!275 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !16, file: !5, line: 444, baseType: !25)
!277 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !16, file: !5, line: 494, type: !278, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!274, !274, !274, !274, !275, !257}
!280 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !16, file: !5, line: 499, type: !281, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!274, !274, !274, !274, !275}
!283 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 526, type: !284, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!287 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 537, type: !288, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !286, !290}
!290 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !292)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !16, file: !5, line: 460, baseType: !42)
!293 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 551, type: !294, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !286, !4, !290}
!296 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 564, type: !297, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !286, !4, !299, !290}
!299 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !16, file: !5, line: 448, baseType: !13)
!302 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 596, type: !303, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !286, !305}
!305 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !306, size: 64)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!307 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 615, type: !308, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{null, !286, !310}
!310 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16, size: 64)
!311 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 619, type: !312, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !286, !305, !314}
!314 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !8, file: !239, line: 128, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !318, file: !239, line: 125, baseType: !42)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !8, file: !239, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !319, identifier: "_ZTSSt15__type_identityISaIdEE")
!319 = !{!320}
!320 = !DITemplateTypeParameter(name: "_Type", type: !42)
!321 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 630, type: !322, scopeLine: 630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !286, !310, !290, !238}
!324 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 635, type: !325, scopeLine: 635, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !286, !310, !290, !257}
!327 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 654, type: !328, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !286, !310, !314}
!330 = !DISubprogram(name: "vector", scope: !16, file: !5, line: 673, type: !331, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !286, !333, !290}
!333 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !8, file: !334, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!334 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!335 = !DISubprogram(name: "~vector", scope: !16, file: !5, line: 728, type: !284, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!336 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !16, file: !5, line: 746, type: !337, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!337 = !DISubroutineType(types: !338)
!338 = !{!339, !286, !305}
!339 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !16, file: !5, line: 761, type: !341, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{!339, !286, !310}
!343 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !16, file: !5, line: 783, type: !344, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!339, !286, !333}
!346 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !16, file: !5, line: 803, type: !347, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !286, !4, !299}
!349 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !16, file: !5, line: 850, type: !350, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !286, !333}
!352 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !16, file: !5, line: 868, type: !353, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!355, !286}
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !16, file: !5, line: 453, baseType: !356)
!356 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !30, file: !357, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !358, templateParams: !413, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!357 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!358 = !{!359, !360, !364, !369, !380, !385, !389, !393, !394, !395, !402, !405, !408, !409, !410}
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !356, file: !357, line: 1046, baseType: !12, size: 64, flags: DIFlagProtected)
!360 = !DISubprogram(name: "__normal_iterator", scope: !356, file: !357, line: 1068, type: !361, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !363}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DISubprogram(name: "__normal_iterator", scope: !356, file: !357, line: 1072, type: !365, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !363, !367}
!367 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!369 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEdeEv", scope: !356, file: !357, line: 1095, type: !370, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!372, !378}
!372 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !356, file: !357, line: 1061, baseType: !373)
!373 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !375, file: !374, line: 216, baseType: !67)
!374 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!375 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !8, file: !374, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !376, identifier: "_ZTSSt15iterator_traitsIPdE")
!376 = !{!377}
!377 = !DITemplateTypeParameter(name: "_Iterator", type: !12)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !356)
!380 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEptEv", scope: !356, file: !357, line: 1100, type: !381, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!383, !378}
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !356, file: !357, line: 1062, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !375, file: !374, line: 215, baseType: !12)
!385 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !356, file: !357, line: 1105, type: !386, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !363}
!388 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !356, size: 64)
!389 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEi", scope: !356, file: !357, line: 1113, type: !390, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DISubroutineType(types: !391)
!391 = !{!356, !363, !392}
!392 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!393 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEv", scope: !356, file: !357, line: 1119, type: !386, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!394 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmmEi", scope: !356, file: !357, line: 1127, type: !390, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEixEl", scope: !356, file: !357, line: 1133, type: !396, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!396 = !DISubroutineType(types: !397)
!397 = !{!372, !378, !398}
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !356, file: !357, line: 1060, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !375, file: !374, line: 214, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !8, file: !7, line: 299, baseType: !401)
!401 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!402 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEpLEl", scope: !356, file: !357, line: 1138, type: !403, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DISubroutineType(types: !404)
!404 = !{!388, !363, !398}
!405 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEplEl", scope: !356, file: !357, line: 1143, type: !406, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!356, !378, !398}
!408 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmIEl", scope: !356, file: !357, line: 1148, type: !403, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEmiEl", scope: !356, file: !357, line: 1153, type: !406, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEE4baseEv", scope: !356, file: !357, line: 1158, type: !411, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!367, !378}
!413 = !{!377, !414}
!414 = !DITemplateTypeParameter(name: "_Container", type: !16)
!415 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !16, file: !5, line: 878, type: !416, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{!418, !420}
!418 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !16, file: !5, line: 455, baseType: !419)
!419 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !30, file: !357, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!421 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !16, file: !5, line: 888, type: !353, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !16, file: !5, line: 898, type: !416, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !16, file: !5, line: 908, type: !424, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DISubroutineType(types: !425)
!425 = !{!426, !286}
!426 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !16, file: !5, line: 457, baseType: !427)
!427 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !8, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!428 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !16, file: !5, line: 918, type: !429, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubroutineType(types: !430)
!430 = !{!431, !420}
!431 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !16, file: !5, line: 456, baseType: !432)
!432 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !8, file: !357, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!433 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !16, file: !5, line: 928, type: !424, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !16, file: !5, line: 938, type: !429, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !16, file: !5, line: 949, type: !416, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!436 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !16, file: !5, line: 959, type: !416, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !16, file: !5, line: 969, type: !429, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !16, file: !5, line: 979, type: !429, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !16, file: !5, line: 987, type: !440, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!4, !420}
!442 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !16, file: !5, line: 993, type: !440, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!443 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !16, file: !5, line: 1008, type: !444, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !286, !4}
!446 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !16, file: !5, line: 1029, type: !347, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !16, file: !5, line: 1063, type: !284, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !16, file: !5, line: 1073, type: !440, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !16, file: !5, line: 1083, type: !450, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DISubroutineType(types: !451)
!451 = !{!131, !420}
!452 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !16, file: !5, line: 1105, type: !444, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!453 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !16, file: !5, line: 1121, type: !454, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubroutineType(types: !455)
!455 = !{!456, !286, !4}
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !16, file: !5, line: 451, baseType: !457)
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !29, file: !27, line: 62, baseType: !458)
!458 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !459, size: 64)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !29, file: !27, line: 56, baseType: !460)
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !33, file: !34, line: 417, baseType: !13)
!461 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !16, file: !5, line: 1140, type: !462, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubroutineType(types: !463)
!463 = !{!464, !420, !4}
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !16, file: !5, line: 452, baseType: !465)
!465 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !29, file: !27, line: 63, baseType: !466)
!466 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !467, size: 64)
!467 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !459)
!468 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !16, file: !5, line: 1150, type: !469, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!469 = !DISubroutineType(types: !470)
!470 = !{null, !420, !4}
!471 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !16, file: !5, line: 1173, type: !454, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !16, file: !5, line: 1192, type: !462, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !16, file: !5, line: 1204, type: !474, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DISubroutineType(types: !475)
!475 = !{!456, !286}
!476 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !16, file: !5, line: 1216, type: !477, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DISubroutineType(types: !478)
!478 = !{!464, !420}
!479 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !16, file: !5, line: 1228, type: !474, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !16, file: !5, line: 1240, type: !477, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !16, file: !5, line: 1255, type: !482, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DISubroutineType(types: !483)
!483 = !{!12, !286}
!484 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !16, file: !5, line: 1260, type: !485, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DISubroutineType(types: !486)
!486 = !{!72, !420}
!487 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !16, file: !5, line: 1276, type: !488, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DISubroutineType(types: !489)
!489 = !{null, !286, !299}
!490 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !16, file: !5, line: 1293, type: !491, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubroutineType(types: !492)
!492 = !{null, !286, !493}
!493 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !301, size: 64)
!494 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !16, file: !5, line: 1317, type: !284, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!495 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !16, file: !5, line: 1357, type: !496, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{!355, !286, !418, !299}
!498 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !16, file: !5, line: 1388, type: !499, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = !DISubroutineType(types: !500)
!500 = !{!355, !286, !418, !493}
!501 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !16, file: !5, line: 1406, type: !502, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!502 = !DISubroutineType(types: !503)
!503 = !{!355, !286, !418, !333}
!504 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !16, file: !5, line: 1432, type: !505, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!505 = !DISubroutineType(types: !506)
!506 = !{!355, !286, !418, !4, !299}
!507 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !16, file: !5, line: 1529, type: !508, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!508 = !DISubroutineType(types: !509)
!509 = !{!355, !286, !418}
!510 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !16, file: !5, line: 1557, type: !511, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!511 = !DISubroutineType(types: !512)
!512 = !{!355, !286, !418, !418}
!513 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !16, file: !5, line: 1581, type: !514, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DISubroutineType(types: !515)
!515 = !{null, !286, !339}
!516 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !16, file: !5, line: 1600, type: !284, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !16, file: !5, line: 1699, type: !347, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !16, file: !5, line: 1710, type: !444, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !16, file: !5, line: 1757, type: !347, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !16, file: !5, line: 1801, type: !521, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!521 = !DISubroutineType(types: !522)
!522 = !{null, !286, !355, !4, !299}
!523 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !16, file: !5, line: 1807, type: !444, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !16, file: !5, line: 1811, type: !525, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!525 = !DISubroutineType(types: !526)
!526 = !{!131, !286}
!527 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !16, file: !5, line: 1873, type: !499, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !16, file: !5, line: 1884, type: !499, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !16, file: !5, line: 1891, type: !530, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubroutineType(types: !531)
!531 = !{!532, !420, !4, !533}
!532 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !16, file: !5, line: 458, baseType: !6)
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !534, size: 64)
!534 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !535)
!535 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!536 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !16, file: !5, line: 1902, type: !537, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!537 = !DISubroutineType(types: !538)
!538 = !{!532, !4, !290}
!539 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !16, file: !5, line: 1911, type: !540, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!540 = !DISubroutineType(types: !541)
!541 = !{!532, !542}
!542 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !543, size: 64)
!543 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !276)
!544 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !16, file: !5, line: 1928, type: !545, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!545 = !DISubroutineType(types: !546)
!546 = !{null, !286, !274}
!547 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !16, file: !5, line: 1941, type: !548, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DISubroutineType(types: !549)
!549 = !{!355, !286, !355}
!550 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !16, file: !5, line: 1945, type: !551, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!551 = !DISubroutineType(types: !552)
!552 = !{!355, !286, !355, !355}
!553 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !16, file: !5, line: 1954, type: !554, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubroutineType(types: !555)
!555 = !{null, !286, !310, !238}
!556 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !16, file: !5, line: 1966, type: !557, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DISubroutineType(types: !558)
!558 = !{null, !286, !310, !257}
!559 = !{!560, !561, !562, !563}
!560 = !DILocalVariable(name: "__first", arg: 1, scope: !15, file: !5, line: 499, type: !274)
!561 = !DILocalVariable(name: "__last", arg: 2, scope: !15, file: !5, line: 499, type: !274)
!562 = !DILocalVariable(name: "__result", arg: 3, scope: !15, file: !5, line: 499, type: !274)
!563 = !DILocalVariable(name: "__alloc", arg: 4, scope: !15, file: !5, line: 500, type: !275)
!564 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !8, file: !239, line: 90, baseType: !240)
!565 = !{!566, !625, !631, !636, !640, !642, !644, !646, !648, !655, !660, !665, !669, !673, !677, !682, !686, !688, !692, !698, !702, !707, !709, !714, !718, !722, !724, !728, !732, !734, !738, !740, !742, !746, !750, !754, !758, !762, !766, !768, !775, !779, !783, !787, !789, !791, !795, !799, !800, !801, !802, !803, !804}
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !567, file: !624, line: 98)
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !568, line: 7, baseType: !569)
!568 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!569 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !570, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !571, identifier: "_ZTS8_IO_FILE")
!570 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!571 = !{!572, !573, !575, !576, !577, !578, !579, !580, !581, !582, !583, !584, !585, !588, !590, !591, !592, !595, !597, !599, !603, !606, !608, !611, !614, !615, !616, !619, !620}
!572 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !569, file: !570, line: 51, baseType: !392, size: 32)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !569, file: !570, line: 54, baseType: !574, size: 64, offset: 64)
!574 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !569, file: !570, line: 55, baseType: !574, size: 64, offset: 128)
!576 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !569, file: !570, line: 56, baseType: !574, size: 64, offset: 192)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !569, file: !570, line: 57, baseType: !574, size: 64, offset: 256)
!578 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !569, file: !570, line: 58, baseType: !574, size: 64, offset: 320)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !569, file: !570, line: 59, baseType: !574, size: 64, offset: 384)
!580 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !569, file: !570, line: 60, baseType: !574, size: 64, offset: 448)
!581 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !569, file: !570, line: 61, baseType: !574, size: 64, offset: 512)
!582 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !569, file: !570, line: 64, baseType: !574, size: 64, offset: 576)
!583 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !569, file: !570, line: 65, baseType: !574, size: 64, offset: 640)
!584 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !569, file: !570, line: 66, baseType: !574, size: 64, offset: 704)
!585 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !569, file: !570, line: 68, baseType: !586, size: 64, offset: 768)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !587, size: 64)
!587 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !570, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!588 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !569, file: !570, line: 70, baseType: !589, size: 64, offset: 832)
!589 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !569, size: 64)
!590 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !569, file: !570, line: 72, baseType: !392, size: 32, offset: 896)
!591 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !569, file: !570, line: 73, baseType: !392, size: 32, offset: 928)
!592 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !569, file: !570, line: 74, baseType: !593, size: 64, offset: 960)
!593 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !594, line: 152, baseType: !401)
!594 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!595 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !569, file: !570, line: 77, baseType: !596, size: 16, offset: 1024)
!596 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!597 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !569, file: !570, line: 78, baseType: !598, size: 8, offset: 1040)
!598 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !569, file: !570, line: 79, baseType: !600, size: 8, offset: 1048)
!600 = !DICompositeType(tag: DW_TAG_array_type, baseType: !535, size: 8, elements: !601)
!601 = !{!602}
!602 = !DISubrange(count: 1)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !569, file: !570, line: 81, baseType: !604, size: 64, offset: 1088)
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 64)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !570, line: 43, baseType: null)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !569, file: !570, line: 89, baseType: !607, size: 64, offset: 1152)
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !594, line: 153, baseType: !401)
!608 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !569, file: !570, line: 91, baseType: !609, size: 64, offset: 1216)
!609 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !610, size: 64)
!610 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !570, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!611 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !569, file: !570, line: 92, baseType: !612, size: 64, offset: 1280)
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !613, size: 64)
!613 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !570, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!614 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !569, file: !570, line: 93, baseType: !589, size: 64, offset: 1344)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !569, file: !570, line: 94, baseType: !3, size: 64, offset: 1408)
!616 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !569, file: !570, line: 95, baseType: !617, size: 64, offset: 1472)
!617 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !618, line: 46, baseType: !9)
!618 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!619 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !569, file: !570, line: 96, baseType: !392, size: 32, offset: 1536)
!620 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !569, file: !570, line: 98, baseType: !621, size: 160, offset: 1568)
!621 = !DICompositeType(tag: DW_TAG_array_type, baseType: !535, size: 160, elements: !622)
!622 = !{!623}
!623 = !DISubrange(count: 20)
!624 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !626, file: !624, line: 99)
!626 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !627, line: 84, baseType: !628)
!627 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!628 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !629, line: 14, baseType: !630)
!629 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!630 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !629, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !632, file: !624, line: 101)
!632 = !DISubprogram(name: "clearerr", scope: !627, file: !627, line: 786, type: !633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubroutineType(types: !634)
!634 = !{null, !635}
!635 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !567, size: 64)
!636 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !637, file: !624, line: 102)
!637 = !DISubprogram(name: "fclose", scope: !627, file: !627, line: 178, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!638 = !DISubroutineType(types: !639)
!639 = !{!392, !635}
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !641, file: !624, line: 103)
!641 = !DISubprogram(name: "feof", scope: !627, file: !627, line: 788, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !643, file: !624, line: 104)
!643 = !DISubprogram(name: "ferror", scope: !627, file: !627, line: 790, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !645, file: !624, line: 105)
!645 = !DISubprogram(name: "fflush", scope: !627, file: !627, line: 230, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !647, file: !624, line: 106)
!647 = !DISubprogram(name: "fgetc", scope: !627, file: !627, line: 513, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !649, file: !624, line: 107)
!649 = !DISubprogram(name: "fgetpos", scope: !627, file: !627, line: 760, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DISubroutineType(types: !651)
!651 = !{!392, !652, !653}
!652 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !635)
!653 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !654)
!654 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !626, size: 64)
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !656, file: !624, line: 108)
!656 = !DISubprogram(name: "fgets", scope: !627, file: !627, line: 592, type: !657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!657 = !DISubroutineType(types: !658)
!658 = !{!574, !659, !392, !652}
!659 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !574)
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !661, file: !624, line: 109)
!661 = !DISubprogram(name: "fopen", scope: !627, file: !627, line: 258, type: !662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DISubroutineType(types: !663)
!663 = !{!635, !664, !664}
!664 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !533)
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !666, file: !624, line: 110)
!666 = !DISubprogram(name: "fprintf", scope: !627, file: !627, line: 350, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!667 = !DISubroutineType(types: !668)
!668 = !{!392, !652, !664, null}
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !670, file: !624, line: 111)
!670 = !DISubprogram(name: "fputc", scope: !627, file: !627, line: 549, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!671 = !DISubroutineType(types: !672)
!672 = !{!392, !392, !635}
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !674, file: !624, line: 112)
!674 = !DISubprogram(name: "fputs", scope: !627, file: !627, line: 655, type: !675, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!675 = !DISubroutineType(types: !676)
!676 = !{!392, !664, !652}
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !678, file: !624, line: 113)
!678 = !DISubprogram(name: "fread", scope: !627, file: !627, line: 675, type: !679, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!679 = !DISubroutineType(types: !680)
!680 = !{!617, !681, !617, !617, !652}
!681 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3)
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !683, file: !624, line: 114)
!683 = !DISubprogram(name: "freopen", scope: !627, file: !627, line: 265, type: !684, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!684 = !DISubroutineType(types: !685)
!685 = !{!635, !664, !664, !652}
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !687, file: !624, line: 115)
!687 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !627, file: !627, line: 434, type: !667, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !689, file: !624, line: 116)
!689 = !DISubprogram(name: "fseek", scope: !627, file: !627, line: 713, type: !690, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!690 = !DISubroutineType(types: !691)
!691 = !{!392, !635, !401, !392}
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !693, file: !624, line: 117)
!693 = !DISubprogram(name: "fsetpos", scope: !627, file: !627, line: 765, type: !694, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!694 = !DISubroutineType(types: !695)
!695 = !{!392, !635, !696}
!696 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !697, size: 64)
!697 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !626)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !699, file: !624, line: 118)
!699 = !DISubprogram(name: "ftell", scope: !627, file: !627, line: 718, type: !700, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!700 = !DISubroutineType(types: !701)
!701 = !{!401, !635}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !703, file: !624, line: 119)
!703 = !DISubprogram(name: "fwrite", scope: !627, file: !627, line: 681, type: !704, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!704 = !DISubroutineType(types: !705)
!705 = !{!617, !706, !617, !617, !652}
!706 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !10)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !708, file: !624, line: 120)
!708 = !DISubprogram(name: "getc", scope: !627, file: !627, line: 514, type: !638, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !710, file: !624, line: 121)
!710 = !DISubprogram(name: "getchar", scope: !711, file: !711, line: 47, type: !712, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!711 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!712 = !DISubroutineType(types: !713)
!713 = !{!392}
!714 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !715, file: !624, line: 126)
!715 = !DISubprogram(name: "perror", scope: !627, file: !627, line: 804, type: !716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = !DISubroutineType(types: !717)
!717 = !{null, !533}
!718 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !719, file: !624, line: 127)
!719 = !DISubprogram(name: "printf", scope: !627, file: !627, line: 356, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!720 = !DISubroutineType(types: !721)
!721 = !{!392, !664, null}
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !723, file: !624, line: 128)
!723 = !DISubprogram(name: "putc", scope: !627, file: !627, line: 550, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !725, file: !624, line: 129)
!725 = !DISubprogram(name: "putchar", scope: !711, file: !711, line: 82, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!726 = !DISubroutineType(types: !727)
!727 = !{!392, !392}
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !729, file: !624, line: 130)
!729 = !DISubprogram(name: "puts", scope: !627, file: !627, line: 661, type: !730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!730 = !DISubroutineType(types: !731)
!731 = !{!392, !533}
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !733, file: !624, line: 131)
!733 = !DISubprogram(name: "remove", scope: !627, file: !627, line: 152, type: !730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !735, file: !624, line: 132)
!735 = !DISubprogram(name: "rename", scope: !627, file: !627, line: 154, type: !736, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!736 = !DISubroutineType(types: !737)
!737 = !{!392, !533, !533}
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !739, file: !624, line: 133)
!739 = !DISubprogram(name: "rewind", scope: !627, file: !627, line: 723, type: !633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !741, file: !624, line: 134)
!741 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !627, file: !627, line: 437, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !743, file: !624, line: 135)
!743 = !DISubprogram(name: "setbuf", scope: !627, file: !627, line: 328, type: !744, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{null, !652, !659}
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !747, file: !624, line: 136)
!747 = !DISubprogram(name: "setvbuf", scope: !627, file: !627, line: 332, type: !748, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{!392, !652, !659, !392, !617}
!750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !751, file: !624, line: 137)
!751 = !DISubprogram(name: "sprintf", scope: !627, file: !627, line: 358, type: !752, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!752 = !DISubroutineType(types: !753)
!753 = !{!392, !659, !664, null}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !755, file: !624, line: 138)
!755 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !627, file: !627, line: 439, type: !756, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!756 = !DISubroutineType(types: !757)
!757 = !{!392, !664, !664, null}
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !759, file: !624, line: 139)
!759 = !DISubprogram(name: "tmpfile", scope: !627, file: !627, line: 188, type: !760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!760 = !DISubroutineType(types: !761)
!761 = !{!635}
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !763, file: !624, line: 141)
!763 = !DISubprogram(name: "tmpnam", scope: !627, file: !627, line: 205, type: !764, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!764 = !DISubroutineType(types: !765)
!765 = !{!574, !574}
!766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !767, file: !624, line: 143)
!767 = !DISubprogram(name: "ungetc", scope: !627, file: !627, line: 668, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!768 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !769, file: !624, line: 144)
!769 = !DISubprogram(name: "vfprintf", scope: !627, file: !627, line: 365, type: !770, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!770 = !DISubroutineType(types: !771)
!771 = !{!392, !652, !664, !772}
!772 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !773, size: 64)
!773 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !774, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!774 = !DIFile(filename: "vector.cpp", directory: ".")
!775 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !776, file: !624, line: 145)
!776 = !DISubprogram(name: "vprintf", scope: !711, file: !711, line: 39, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!777 = !DISubroutineType(types: !778)
!778 = !{!392, !664, !772}
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !780, file: !624, line: 146)
!780 = !DISubprogram(name: "vsprintf", scope: !627, file: !627, line: 373, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!392, !659, !664, !772}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !784, file: !624, line: 175)
!784 = !DISubprogram(name: "snprintf", scope: !627, file: !627, line: 378, type: !785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{!392, !659, !617, !664, null}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !788, file: !624, line: 176)
!788 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !627, file: !627, line: 479, type: !770, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !790, file: !624, line: 177)
!790 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !627, file: !627, line: 484, type: !777, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !792, file: !624, line: 178)
!792 = !DISubprogram(name: "vsnprintf", scope: !627, file: !627, line: 382, type: !793, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DISubroutineType(types: !794)
!794 = !{!392, !659, !617, !664, !772}
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !30, entity: !796, file: !624, line: 179)
!796 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !627, file: !627, line: 487, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!797 = !DISubroutineType(types: !798)
!798 = !{!392, !664, !664, !772}
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !784, file: !624, line: 185)
!800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !788, file: !624, line: 186)
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !790, file: !624, line: 187)
!802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !792, file: !624, line: 188)
!803 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !796, file: !624, line: 189)
!804 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !805, entity: !806, file: !807, line: 58)
!805 = !DINamespace(name: "__gnu_debug", scope: null)
!806 = !DINamespace(name: "__debug", scope: !8)
!807 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!808 = !{i32 7, !"Dwarf Version", i32 5}
!809 = !{i32 2, !"Debug Info Version", i32 3}
!810 = !{i32 1, !"wchar_size", i32 4}
!811 = !{i32 7, !"PIC Level", i32 2}
!812 = !{i32 7, !"PIE Level", i32 2}
!813 = !{i32 7, !"uwtable", i32 1}
!814 = !{!"Debian clang version 14.0.6"}
!815 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !816, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !819)
!816 = !DISubroutineType(types: !817)
!817 = !{!392, !392, !818}
!818 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !574, size: 64)
!819 = !{!820, !821, !822, !823, !824, !826, !827, !829, !830, !831}
!820 = !DILocalVariable(name: "argc", arg: 1, scope: !815, file: !1, line: 5, type: !392)
!821 = !DILocalVariable(name: "argv", arg: 2, scope: !815, file: !1, line: 5, type: !818)
!822 = !DILocalVariable(name: "n", scope: !815, file: !1, line: 6, type: !392)
!823 = !DILocalVariable(name: "v", scope: !815, file: !1, line: 7, type: !16)
!824 = !DILocalVariable(name: "i", scope: !825, file: !1, line: 8, type: !392)
!825 = distinct !DILexicalBlock(scope: !815, file: !1, line: 8, column: 3)
!826 = !DILocalVariable(name: "sum", scope: !815, file: !1, line: 10, type: !13)
!827 = !DILocalVariable(name: "__range1", scope: !828, type: !339, flags: DIFlagArtificial)
!828 = distinct !DILexicalBlock(scope: !815, file: !1, line: 11, column: 3)
!829 = !DILocalVariable(name: "__begin1", scope: !828, type: !355, flags: DIFlagArtificial)
!830 = !DILocalVariable(name: "__end1", scope: !828, type: !355, flags: DIFlagArtificial)
!831 = !DILocalVariable(name: "x", scope: !832, file: !1, line: 11, type: !13)
!832 = distinct !DILexicalBlock(scope: !828, file: !1, line: 11, column: 3)
!833 = !DILocation(line: 0, scope: !815)
!834 = !DILocation(line: 6, column: 16, scope: !815)
!835 = !DILocation(line: 6, column: 11, scope: !815)
!836 = !DILocation(line: 0, scope: !825)
!837 = !DILocation(line: 8, column: 3, scope: !825)
!838 = !DILocation(line: 0, scope: !828)
!839 = !DILocalVariable(name: "__lhs", arg: 1, scope: !840, file: !357, line: 1237, type: !843)
!840 = distinct !DISubprogram(name: "operator!=<double *, std::vector<double, std::allocator<double> > >", linkageName: "_ZN9__gnu_cxxneIPdSt6vectorIdSaIdEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !30, file: !357, line: 1237, type: !841, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !413, retainedNodes: !844)
!841 = !DISubroutineType(types: !842)
!842 = !{!131, !843, !843}
!843 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !379, size: 64)
!844 = !{!839, !845}
!845 = !DILocalVariable(name: "__rhs", arg: 2, scope: !840, file: !357, line: 1238, type: !843)
!846 = !DILocation(line: 0, scope: !840, inlinedAt: !847)
!847 = distinct !DILocation(line: 11, column: 17, scope: !828)
!848 = !DILocation(line: 1240, column: 27, scope: !840, inlinedAt: !847)
!849 = !DILocation(line: 11, column: 17, scope: !828)
!850 = !DILocation(line: 9, column: 17, scope: !851)
!851 = distinct !DILexicalBlock(scope: !825, file: !1, line: 8, column: 3)
!852 = !DILocation(line: 9, column: 19, scope: !851)
!853 = !DILocalVariable(name: "this", arg: 1, scope: !854, type: !857, flags: DIFlagArtificial | DIFlagObjectPointer)
!854 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !16, file: !5, line: 1293, type: !491, scopeLine: 1294, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !490, retainedNodes: !855)
!855 = !{!853, !856}
!856 = !DILocalVariable(name: "__x", arg: 2, scope: !854, file: !5, line: 1293, type: !493)
!857 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!858 = !DILocation(line: 0, scope: !854, inlinedAt: !859)
!859 = distinct !DILocation(line: 9, column: 7, scope: !851)
!860 = !DILocalVariable(name: "this", arg: 1, scope: !861, type: !857, flags: DIFlagArtificial | DIFlagObjectPointer)
!861 = distinct !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !16, file: !862, line: 112, type: !863, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !867, declaration: !866, retainedNodes: !870)
!862 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!863 = !DISubroutineType(types: !864)
!864 = !{null, !286, !865}
!865 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !13, size: 64)
!866 = !DISubprogram(name: "emplace_back<double>", linkageName: "_ZNSt6vectorIdSaIdEE12emplace_backIJdEEEvDpOT_", scope: !16, file: !5, line: 1303, type: !863, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !867)
!867 = !{!868}
!868 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !869)
!869 = !{!137}
!870 = !{!860, !871}
!871 = !DILocalVariable(name: "__args", arg: 2, scope: !861, file: !5, line: 1303, type: !865)
!872 = !DILocation(line: 0, scope: !861, inlinedAt: !873)
!873 = distinct !DILocation(line: 1294, column: 9, scope: !854, inlinedAt: !859)
!874 = !DILocation(line: 114, column: 30, scope: !875, inlinedAt: !873)
!875 = distinct !DILexicalBlock(scope: !861, file: !862, line: 114, column: 6)
!876 = !DILocation(line: 114, column: 6, scope: !861, inlinedAt: !873)
!877 = !DILocalVariable(name: "__a", arg: 1, scope: !878, file: !34, line: 511, type: !40)
!878 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !33, file: !34, line: 511, type: !879, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !882, declaration: !881, retainedNodes: !884)
!879 = !DISubroutineType(types: !880)
!880 = !{null, !40, !12, !865}
!881 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt16allocator_traitsISaIdEE9constructIdJdEEEvRS0_PT_DpOT0_", scope: !33, file: !34, line: 511, type: !879, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized, templateParams: !882)
!882 = !{!883, !868}
!883 = !DITemplateTypeParameter(name: "_Up", type: !13)
!884 = !{!877, !885, !886}
!885 = !DILocalVariable(name: "__p", arg: 2, scope: !878, file: !34, line: 511, type: !12)
!886 = !DILocalVariable(name: "__args", arg: 3, scope: !878, file: !34, line: 512, type: !865)
!887 = !DILocation(line: 0, scope: !878, inlinedAt: !888)
!888 = distinct !DILocation(line: 117, column: 6, scope: !889, inlinedAt: !873)
!889 = distinct !DILexicalBlock(scope: !875, file: !862, line: 115, column: 4)
!890 = !DILocalVariable(name: "this", arg: 1, scope: !891, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!891 = distinct !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !48, file: !49, line: 173, type: !892, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !882, declaration: !894, retainedNodes: !895)
!892 = !DISubroutineType(types: !893)
!893 = !{null, !54, !12, !865}
!894 = !DISubprogram(name: "construct<double, double>", linkageName: "_ZNSt15__new_allocatorIdE9constructIdJdEEEvPT_DpOT0_", scope: !48, file: !49, line: 173, type: !892, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !882)
!895 = !{!890, !896, !897}
!896 = !DILocalVariable(name: "__p", arg: 2, scope: !891, file: !49, line: 173, type: !12)
!897 = !DILocalVariable(name: "__args", arg: 3, scope: !891, file: !49, line: 173, type: !865)
!898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!899 = !DILocation(line: 0, scope: !891, inlinedAt: !900)
!900 = distinct !DILocation(line: 516, column: 8, scope: !878, inlinedAt: !888)
!901 = !DILocation(line: 175, column: 4, scope: !891, inlinedAt: !900)
!902 = !{!903, !903, i64 0}
!903 = !{!"double", !904, i64 0}
!904 = !{!"omnipotent char", !905, i64 0}
!905 = !{!"Simple C++ TBAA"}
!906 = !DILocation(line: 121, column: 4, scope: !889, inlinedAt: !873)
!907 = !DILocalVariable(name: "__position", arg: 2, scope: !908, file: !5, line: 1868, type: !355)
!908 = distinct !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !16, file: !862, line: 440, type: !909, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !867, declaration: !911, retainedNodes: !912)
!909 = !DISubroutineType(types: !910)
!910 = !{null, !286, !355, !865}
!911 = !DISubprogram(name: "_M_realloc_insert<double>", linkageName: "_ZNSt6vectorIdSaIdEE17_M_realloc_insertIJdEEEvN9__gnu_cxx17__normal_iteratorIPdS1_EEDpOT_", scope: !16, file: !5, line: 1868, type: !909, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: DISPFlagOptimized, templateParams: !867)
!912 = !{!913, !907, !914, !915, !917, !918, !919, !920, !921}
!913 = !DILocalVariable(name: "this", arg: 1, scope: !908, type: !857, flags: DIFlagArtificial | DIFlagObjectPointer)
!914 = !DILocalVariable(name: "__args", arg: 3, scope: !908, file: !5, line: 1868, type: !865)
!915 = !DILocalVariable(name: "__len", scope: !908, file: !862, line: 448, type: !916)
!916 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!917 = !DILocalVariable(name: "__old_start", scope: !908, file: !862, line: 450, type: !274)
!918 = !DILocalVariable(name: "__old_finish", scope: !908, file: !862, line: 451, type: !274)
!919 = !DILocalVariable(name: "__elems_before", scope: !908, file: !862, line: 452, type: !916)
!920 = !DILocalVariable(name: "__new_start", scope: !908, file: !862, line: 453, type: !274)
!921 = !DILocalVariable(name: "__new_finish", scope: !908, file: !862, line: 454, type: !274)
!922 = !DILocation(line: 0, scope: !908, inlinedAt: !923)
!923 = distinct !DILocation(line: 123, column: 4, scope: !875, inlinedAt: !873)
!924 = !DILocalVariable(name: "this", arg: 1, scope: !925, type: !930, flags: DIFlagArtificial | DIFlagObjectPointer)
!925 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !16, file: !5, line: 1891, type: !530, scopeLine: 1892, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !529, retainedNodes: !926)
!926 = !{!924, !927, !928, !929}
!927 = !DILocalVariable(name: "__n", arg: 2, scope: !925, file: !5, line: 1891, type: !4)
!928 = !DILocalVariable(name: "__s", arg: 3, scope: !925, file: !5, line: 1891, type: !533)
!929 = !DILocalVariable(name: "__len", scope: !925, file: !5, line: 1896, type: !916)
!930 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!931 = !DILocation(line: 0, scope: !925, inlinedAt: !932)
!932 = distinct !DILocation(line: 449, column: 2, scope: !908, inlinedAt: !923)
!933 = !DILocalVariable(name: "this", arg: 1, scope: !934, type: !930, flags: DIFlagArtificial | DIFlagObjectPointer)
!934 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !16, file: !5, line: 987, type: !440, scopeLine: 988, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !439, retainedNodes: !935)
!935 = !{!933}
!936 = !DILocation(line: 0, scope: !934, inlinedAt: !937)
!937 = distinct !DILocation(line: 1893, column: 19, scope: !938, inlinedAt: !932)
!938 = distinct !DILexicalBlock(scope: !925, file: !5, line: 1893, column: 6)
!939 = !DILocation(line: 988, column: 50, scope: !934, inlinedAt: !937)
!940 = !DILocation(line: 1893, column: 26, scope: !938, inlinedAt: !932)
!941 = !DILocation(line: 1893, column: 6, scope: !925, inlinedAt: !932)
!942 = !DILocation(line: 1894, column: 4, scope: !938, inlinedAt: !932)
!943 = !DILocation(line: 0, scope: !934, inlinedAt: !944)
!944 = distinct !DILocation(line: 1896, column: 26, scope: !925, inlinedAt: !932)
!945 = !DILocation(line: 0, scope: !934, inlinedAt: !946)
!946 = distinct !DILocation(line: 1896, column: 46, scope: !925, inlinedAt: !932)
!947 = !DILocalVariable(name: "__a", arg: 1, scope: !948, file: !949, line: 254, type: !952)
!948 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !8, file: !949, line: 254, type: !950, scopeLine: 255, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !956, retainedNodes: !954)
!949 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!950 = !DISubroutineType(types: !951)
!951 = !{!952, !952, !952}
!952 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !953, size: 64)
!953 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!954 = !{!947, !955}
!955 = !DILocalVariable(name: "__b", arg: 2, scope: !948, file: !949, line: 254, type: !952)
!956 = !{!957}
!957 = !DITemplateTypeParameter(name: "_Tp", type: !9)
!958 = !DILocation(line: 0, scope: !948, inlinedAt: !959)
!959 = distinct !DILocation(line: 1896, column: 35, scope: !925, inlinedAt: !932)
!960 = !DILocation(line: 259, column: 15, scope: !961, inlinedAt: !959)
!961 = distinct !DILexicalBlock(scope: !948, file: !949, line: 259, column: 11)
!962 = !DILocation(line: 1896, column: 35, scope: !925, inlinedAt: !932)
!963 = !DILocation(line: 1896, column: 33, scope: !925, inlinedAt: !932)
!964 = !DILocation(line: 0, scope: !934, inlinedAt: !965)
!965 = distinct !DILocation(line: 1897, column: 18, scope: !925, inlinedAt: !932)
!966 = !DILocation(line: 1897, column: 16, scope: !925, inlinedAt: !932)
!967 = !DILocation(line: 1897, column: 25, scope: !925, inlinedAt: !932)
!968 = !DILocalVariable(name: "this", arg: 1, scope: !969, type: !972, flags: DIFlagArtificial | DIFlagObjectPointer)
!969 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !19, file: !5, line: 375, type: !228, scopeLine: 376, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !227, retainedNodes: !970)
!970 = !{!968, !971}
!971 = !DILocalVariable(name: "__n", arg: 2, scope: !969, file: !5, line: 375, type: !6)
!972 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!973 = !DILocation(line: 0, scope: !969, inlinedAt: !974)
!974 = distinct !DILocation(line: 453, column: 33, scope: !908, inlinedAt: !923)
!975 = !DILocation(line: 378, column: 13, scope: !969, inlinedAt: !974)
!976 = !DILocation(line: 378, column: 9, scope: !969, inlinedAt: !974)
!977 = !DILocalVariable(name: "__a", arg: 1, scope: !978, file: !34, line: 463, type: !40)
!978 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !33, file: !34, line: 463, type: !37, scopeLine: 464, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !36, retainedNodes: !979)
!979 = !{!977, !980}
!980 = !DILocalVariable(name: "__n", arg: 2, scope: !978, file: !34, line: 463, type: !103)
!981 = !DILocation(line: 0, scope: !978, inlinedAt: !982)
!982 = distinct !DILocation(line: 378, column: 20, scope: !969, inlinedAt: !974)
!983 = !DILocalVariable(name: "this", arg: 1, scope: !984, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!984 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !48, file: !49, line: 112, type: !77, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !76, retainedNodes: !985)
!985 = !{!983, !986, !987}
!986 = !DILocalVariable(name: "__n", arg: 2, scope: !984, file: !49, line: 112, type: !79)
!987 = !DILocalVariable(arg: 3, scope: !984, file: !49, line: 112, type: !10)
!988 = !DILocation(line: 0, scope: !984, inlinedAt: !989)
!989 = distinct !DILocation(line: 464, column: 20, scope: !978, inlinedAt: !982)
!990 = !DILocation(line: 137, column: 53, scope: !984, inlinedAt: !989)
!991 = !DILocation(line: 137, column: 27, scope: !984, inlinedAt: !989)
!992 = !DILocation(line: 137, column: 9, scope: !984, inlinedAt: !989)
!993 = !DILocation(line: 463, column: 20, scope: !994, inlinedAt: !923)
!994 = distinct !DILexicalBlock(scope: !908, file: !862, line: 456, column: 2)
!995 = !DILocation(line: 0, scope: !878, inlinedAt: !996)
!996 = distinct !DILocation(line: 462, column: 4, scope: !994, inlinedAt: !923)
!997 = !DILocation(line: 0, scope: !891, inlinedAt: !998)
!998 = distinct !DILocation(line: 516, column: 8, scope: !878, inlinedAt: !996)
!999 = !DILocation(line: 175, column: 4, scope: !891, inlinedAt: !998)
!1000 = !DILocation(line: 0, scope: !15, inlinedAt: !1001)
!1001 = distinct !DILocation(line: 474, column: 23, scope: !1002, inlinedAt: !923)
!1002 = distinct !DILexicalBlock(scope: !1003, file: !862, line: 473, column: 6)
!1003 = distinct !DILexicalBlock(scope: !994, file: !862, line: 472, column: 29)
!1004 = !DILocalVariable(name: "__first", arg: 1, scope: !1005, file: !5, line: 487, type: !274)
!1005 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !16, file: !5, line: 487, type: !272, scopeLine: 489, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !271, retainedNodes: !1006)
!1006 = !{!1004, !1007, !1008, !1009, !1010}
!1007 = !DILocalVariable(name: "__last", arg: 2, scope: !1005, file: !5, line: 487, type: !274)
!1008 = !DILocalVariable(name: "__result", arg: 3, scope: !1005, file: !5, line: 487, type: !274)
!1009 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1005, file: !5, line: 488, type: !275)
!1010 = !DILocalVariable(arg: 5, scope: !1005, file: !5, line: 488, type: !238)
!1011 = !DILocation(line: 0, scope: !1005, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 507, column: 9, scope: !15, inlinedAt: !1001)
!1013 = !DILocation(line: 488, column: 42, scope: !1005, inlinedAt: !1012)
!1014 = !DILocalVariable(name: "__first", arg: 1, scope: !1015, file: !1016, line: 1127, type: !12)
!1015 = distinct !DISubprogram(name: "__relocate_a<double *, double *, std::allocator<double> >", linkageName: "_ZSt12__relocate_aIPdS0_SaIdEET0_T_S3_S2_RT1_", scope: !8, file: !1016, line: 1127, type: !1017, scopeLine: 1132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1023, retainedNodes: !1019)
!1016 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!12, !12, !12, !12, !101}
!1019 = !{!1014, !1020, !1021, !1022}
!1020 = !DILocalVariable(name: "__last", arg: 2, scope: !1015, file: !1016, line: 1127, type: !12)
!1021 = !DILocalVariable(name: "__result", arg: 3, scope: !1015, file: !1016, line: 1128, type: !12)
!1022 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1015, file: !1016, line: 1128, type: !101)
!1023 = !{!1024, !1025, !1026}
!1024 = !DITemplateTypeParameter(name: "_InputIterator", type: !12)
!1025 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !12)
!1026 = !DITemplateTypeParameter(name: "_Allocator", type: !42)
!1027 = !DILocation(line: 0, scope: !1015, inlinedAt: !1028)
!1028 = distinct !DILocation(line: 490, column: 9, scope: !1005, inlinedAt: !1012)
!1029 = !DILocalVariable(name: "__first", arg: 1, scope: !1030, file: !1016, line: 1100, type: !12)
!1030 = distinct !DISubprogram(name: "__relocate_a_1<double, double>", linkageName: "_ZSt14__relocate_a_1IddENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !8, file: !1016, line: 1100, type: !1031, scopeLine: 1103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !1044, retainedNodes: !1039)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!1033, !12, !12, !12, !101}
!1033 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<double>::value, double *>", scope: !8, file: !239, line: 2240, baseType: !1034)
!1034 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1035, file: !239, line: 2234, baseType: !12)
!1035 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, double *>", scope: !8, file: !239, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !138, templateParams: !1036, identifier: "_ZTSSt9enable_ifILb1EPdE")
!1036 = !{!1037, !1038}
!1037 = !DITemplateValueParameter(type: !131, value: i8 1)
!1038 = !DITemplateTypeParameter(name: "_Tp", type: !12)
!1039 = !{!1029, !1040, !1041, !1042, !1043}
!1040 = !DILocalVariable(name: "__last", arg: 2, scope: !1030, file: !1016, line: 1100, type: !12)
!1041 = !DILocalVariable(name: "__result", arg: 3, scope: !1030, file: !1016, line: 1101, type: !12)
!1042 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1030, file: !1016, line: 1102, type: !101)
!1043 = !DILocalVariable(name: "__count", scope: !1030, file: !1016, line: 1104, type: !400)
!1044 = !{!88, !883}
!1045 = !DILocation(line: 0, scope: !1030, inlinedAt: !1046)
!1046 = distinct !DILocation(line: 1133, column: 14, scope: !1015, inlinedAt: !1028)
!1047 = !DILocation(line: 1105, column: 19, scope: !1048, inlinedAt: !1046)
!1048 = distinct !DILexicalBlock(scope: !1030, file: !1016, line: 1105, column: 11)
!1049 = !DILocation(line: 1105, column: 11, scope: !1030, inlinedAt: !1046)
!1050 = !DILocation(line: 1117, column: 4, scope: !1051, inlinedAt: !1046)
!1051 = distinct !DILexicalBlock(scope: !1048, file: !1016, line: 1106, column: 2)
!1052 = !DILocation(line: 1118, column: 2, scope: !1051, inlinedAt: !1046)
!1053 = !DILocation(line: 0, scope: !15, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 479, column: 23, scope: !1002, inlinedAt: !923)
!1055 = !DILocation(line: 0, scope: !1005, inlinedAt: !1056)
!1056 = distinct !DILocation(line: 507, column: 9, scope: !15, inlinedAt: !1054)
!1057 = !DILocation(line: 488, column: 42, scope: !1005, inlinedAt: !1056)
!1058 = !DILocation(line: 0, scope: !1015, inlinedAt: !1059)
!1059 = distinct !DILocation(line: 490, column: 9, scope: !1005, inlinedAt: !1056)
!1060 = !DILocation(line: 0, scope: !1030, inlinedAt: !1061)
!1061 = distinct !DILocation(line: 1133, column: 14, scope: !1015, inlinedAt: !1059)
!1062 = !DILocalVariable(name: "this", arg: 1, scope: !1063, type: !972, flags: DIFlagArtificial | DIFlagObjectPointer)
!1063 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !19, file: !5, line: 383, type: !231, scopeLine: 384, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !230, retainedNodes: !1064)
!1064 = !{!1062, !1065, !1066}
!1065 = !DILocalVariable(name: "__p", arg: 2, scope: !1063, file: !5, line: 383, type: !144)
!1066 = !DILocalVariable(name: "__n", arg: 3, scope: !1063, file: !5, line: 383, type: !6)
!1067 = !DILocation(line: 0, scope: !1063, inlinedAt: !1068)
!1068 = distinct !DILocation(line: 513, column: 7, scope: !908, inlinedAt: !923)
!1069 = !DILocation(line: 386, column: 6, scope: !1070, inlinedAt: !1068)
!1070 = distinct !DILexicalBlock(scope: !1063, file: !5, line: 386, column: 6)
!1071 = !DILocation(line: 386, column: 6, scope: !1063, inlinedAt: !1068)
!1072 = !DILocalVariable(name: "__a", arg: 1, scope: !1073, file: !34, line: 495, type: !40)
!1073 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !33, file: !34, line: 495, type: !109, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !108, retainedNodes: !1074)
!1074 = !{!1072, !1075, !1076}
!1075 = !DILocalVariable(name: "__p", arg: 2, scope: !1073, file: !34, line: 495, type: !39)
!1076 = !DILocalVariable(name: "__n", arg: 3, scope: !1073, file: !34, line: 495, type: !103)
!1077 = !DILocation(line: 0, scope: !1073, inlinedAt: !1078)
!1078 = distinct !DILocation(line: 387, column: 4, scope: !1070, inlinedAt: !1068)
!1079 = !DILocalVariable(name: "this", arg: 1, scope: !1080, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!1080 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !48, file: !49, line: 142, type: !81, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !80, retainedNodes: !1081)
!1081 = !{!1079, !1082, !1083}
!1082 = !DILocalVariable(name: "__p", arg: 2, scope: !1080, file: !49, line: 142, type: !12)
!1083 = !DILocalVariable(name: "__n", arg: 3, scope: !1080, file: !49, line: 142, type: !79)
!1084 = !DILocation(line: 0, scope: !1080, inlinedAt: !1085)
!1085 = distinct !DILocation(line: 496, column: 13, scope: !1073, inlinedAt: !1078)
!1086 = !DILocation(line: 158, column: 27, scope: !1080, inlinedAt: !1085)
!1087 = !DILocation(line: 158, column: 2, scope: !1080, inlinedAt: !1085)
!1088 = !DILocation(line: 387, column: 4, scope: !1070, inlinedAt: !1068)
!1089 = !DILocation(line: 517, column: 53, scope: !908, inlinedAt: !923)
!1090 = !DILocation(line: 0, scope: !875, inlinedAt: !873)
!1091 = !DILocation(line: 8, column: 27, scope: !851)
!1092 = !DILocation(line: 8, column: 21, scope: !851)
!1093 = distinct !{!1093, !837, !1094, !1095}
!1094 = !DILocation(line: 9, column: 24, scope: !825)
!1095 = !{!"llvm.loop.mustprogress"}
!1096 = !DILocation(line: 15, column: 1, scope: !851)
!1097 = !DILocalVariable(name: "this", arg: 1, scope: !1098, type: !857, flags: DIFlagArtificial | DIFlagObjectPointer)
!1098 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !16, file: !5, line: 728, type: !284, scopeLine: 729, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !335, retainedNodes: !1099)
!1099 = !{!1097}
!1100 = !DILocation(line: 0, scope: !1098, inlinedAt: !1101)
!1101 = distinct !DILocation(line: 15, column: 1, scope: !815)
!1102 = !DILocalVariable(name: "this", arg: 1, scope: !1103, type: !972, flags: DIFlagArtificial | DIFlagObjectPointer)
!1103 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !19, file: !5, line: 364, type: !200, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !226, retainedNodes: !1104)
!1104 = !{!1102}
!1105 = !DILocation(line: 0, scope: !1103, inlinedAt: !1106)
!1106 = distinct !DILocation(line: 733, column: 7, scope: !1107, inlinedAt: !1101)
!1107 = distinct !DILexicalBlock(scope: !1098, file: !5, line: 729, column: 7)
!1108 = !DILocation(line: 0, scope: !1063, inlinedAt: !1109)
!1109 = distinct !DILocation(line: 366, column: 2, scope: !1110, inlinedAt: !1106)
!1110 = distinct !DILexicalBlock(scope: !1103, file: !5, line: 365, column: 7)
!1111 = !DILocation(line: 386, column: 6, scope: !1070, inlinedAt: !1109)
!1112 = !DILocation(line: 386, column: 6, scope: !1063, inlinedAt: !1109)
!1113 = !DILocation(line: 0, scope: !1073, inlinedAt: !1114)
!1114 = distinct !DILocation(line: 387, column: 4, scope: !1070, inlinedAt: !1109)
!1115 = !DILocation(line: 0, scope: !1080, inlinedAt: !1116)
!1116 = distinct !DILocation(line: 496, column: 13, scope: !1073, inlinedAt: !1114)
!1117 = !DILocation(line: 158, column: 27, scope: !1080, inlinedAt: !1116)
!1118 = !DILocation(line: 158, column: 2, scope: !1080, inlinedAt: !1116)
!1119 = !DILocation(line: 387, column: 4, scope: !1070, inlinedAt: !1109)
!1120 = !DILocation(line: 15, column: 1, scope: !815)
!1121 = !DILocation(line: 13, column: 3, scope: !815)
!1122 = !DILocation(line: 0, scope: !1098, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 15, column: 1, scope: !815)
!1124 = !DILocation(line: 0, scope: !1103, inlinedAt: !1125)
!1125 = distinct !DILocation(line: 733, column: 7, scope: !1107, inlinedAt: !1123)
!1126 = !DILocation(line: 0, scope: !1063, inlinedAt: !1127)
!1127 = distinct !DILocation(line: 366, column: 2, scope: !1110, inlinedAt: !1125)
!1128 = !DILocation(line: 386, column: 6, scope: !1070, inlinedAt: !1127)
!1129 = !DILocation(line: 386, column: 6, scope: !1063, inlinedAt: !1127)
!1130 = !DILocation(line: 0, scope: !1073, inlinedAt: !1131)
!1131 = distinct !DILocation(line: 387, column: 4, scope: !1070, inlinedAt: !1127)
!1132 = !DILocation(line: 0, scope: !1080, inlinedAt: !1133)
!1133 = distinct !DILocation(line: 496, column: 13, scope: !1073, inlinedAt: !1131)
!1134 = !DILocation(line: 158, column: 27, scope: !1080, inlinedAt: !1133)
!1135 = !DILocation(line: 158, column: 2, scope: !1080, inlinedAt: !1133)
!1136 = !DILocation(line: 387, column: 4, scope: !1070, inlinedAt: !1127)
!1137 = !DILocation(line: 11, column: 17, scope: !832)
!1138 = !DILocation(line: 0, scope: !832)
!1139 = !DILocation(line: 12, column: 9, scope: !832)
!1140 = !DILocalVariable(name: "this", arg: 1, scope: !1141, type: !1143, flags: DIFlagArtificial | DIFlagObjectPointer)
!1141 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEppEv", scope: !356, file: !357, line: 1105, type: !386, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !385, retainedNodes: !1142)
!1142 = !{!1140}
!1143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !356, size: 64)
!1144 = !DILocation(line: 0, scope: !1141, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 11, column: 17, scope: !828)
!1146 = !DILocation(line: 1107, column: 2, scope: !1141, inlinedAt: !1145)
!1147 = distinct !{!1147, !1148, !1149}
!1148 = !DILocation(line: 11, column: 3, scope: !828)
!1149 = !DILocation(line: 12, column: 12, scope: !828)
