; ModuleID = 'vector_push.cpp'
source_filename = "vector_push.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl" }
%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl" = type { %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data" = type { %struct.Point*, %struct.Point*, %struct.Point* }
%struct.Point = type { double, double, double }
%"class.__gnu_cxx::__normal_iterator.0" = type { %struct.Point* }
%"class.std::allocator" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"struct.std::integral_constant" = type { i8 }
%"class.__gnu_cxx::__normal_iterator" = type { %struct.Point* }

$_ZNSt6vectorI5PointSaIS0_EED2Ev = comdat any

$_ZNSt6vectorI5PointSaIS0_EEC2Ev = comdat any

$_ZNSt6vectorI5PointSaIS0_EE7reserveEm = comdat any

$_ZNSt6vectorI5PointSaIS0_EE9push_backEOS0_ = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EEC2Ev = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implC2Ev = comdat any

$_ZNSaI5PointEC2Ev = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorI5PointEC2Ev = comdat any

$_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv = comdat any

$_ZNKSt6vectorI5PointSaIS0_EE8capacityEv = comdat any

$_ZNKSt6vectorI5PointSaIS0_EE4sizeEv = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm = comdat any

$_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_ = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m = comdat any

$_ZNSt6vectorI5PointSaIS0_EE11_S_max_sizeERKS1_ = comdat any

$_ZNKSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt16allocator_traitsISaI5PointEE8max_sizeERKS1_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$__clang_call_terminate = comdat any

$_ZNKSt15__new_allocatorI5PointE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorI5PointE11_M_max_sizeEv = comdat any

$_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_m = comdat any

$_ZNSt15__new_allocatorI5PointE8allocateEmPKv = comdat any

$_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb1EE = comdat any

$_ZSt12__relocate_aIP5PointS1_SaIS0_EET0_T_S4_S3_RT1_ = comdat any

$_ZSt14__relocate_a_1I5PointS0_ENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS2_E4typeES3_S3_S3_RSaIT0_E = comdat any

$_ZSt12__niter_baseIP5PointET_S2_ = comdat any

$_ZNSt16allocator_traitsISaI5PointEE10deallocateERS1_PS0_m = comdat any

$_ZNSt15__new_allocatorI5PointE10deallocateEPS0_m = comdat any

$_ZNSt6vectorI5PointSaIS0_EE12emplace_backIJS0_EEEvDpOT_ = comdat any

$_ZSt4moveIR5PointEONSt16remove_referenceIT_E4typeEOS3_ = comdat any

$_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_ = comdat any

$_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE = comdat any

$_ZNSt6vectorI5PointSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_ = comdat any

$_ZNSt6vectorI5PointSaIS0_EE3endEv = comdat any

$_ZNSt15__new_allocatorI5PointE9constructIS0_JS0_EEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorI5PointSaIS0_EE12_M_check_lenEmPKc = comdat any

$_ZN9__gnu_cxxmiIP5PointSt6vectorIS1_SaIS1_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS9_SC_ = comdat any

$_ZNSt6vectorI5PointSaIS0_EE5beginEv = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv = comdat any

$_ZSt3maxImERKT_S2_S2_ = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEC2ERKS2_ = comdat any

$_ZNKSt6vectorI5PointSaIS0_EE5beginEv = comdat any

$_ZNKSt6vectorI5PointSaIS0_EE3endEv = comdat any

$_ZN9__gnu_cxxneIPK5PointSt6vectorIS1_SaIS1_EEEEbRKNS_17__normal_iteratorIT_T0_EESC_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEv = comdat any

$_ZNKSt6vectorI5PointSaIS0_EEixEm = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEC2ERKS3_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEE4baseEv = comdat any

$_ZSt8_DestroyIP5PointS0_EvT_S2_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EED2Ev = comdat any

$_ZSt8_DestroyIP5PointEvT_S2_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIP5PointEEvT_S4_ = comdat any

$_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implD2Ev = comdat any

$_ZNSaI5PointED2Ev = comdat any

$_ZNSt15__new_allocatorI5PointED2Ev = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"vector::reserve\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1002 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::vector", align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i8*, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1005, metadata !DIExpression()), !dbg !1006
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !1007, metadata !DIExpression()), !dbg !1008
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1009, metadata !DIExpression()), !dbg !1010
  %13 = load i32, i32* %4, align 4, !dbg !1011
  %14 = icmp sgt i32 %13, 1, !dbg !1012
  br i1 %14, label %15, label %20, !dbg !1011

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !1013
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !1013
  %18 = load i8*, i8** %17, align 8, !dbg !1013
  %19 = call i32 @atoi(i8* noundef %18) #12, !dbg !1014
  br label %21, !dbg !1011

20:                                               ; preds = %2
  br label %21, !dbg !1011

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 10000, %20 ], !dbg !1011
  store i32 %22, i32* %6, align 4, !dbg !1010
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1015, metadata !DIExpression()), !dbg !1016
  %23 = load i32, i32* %4, align 4, !dbg !1017
  %24 = icmp sgt i32 %23, 2, !dbg !1018
  br i1 %24, label %25, label %30, !dbg !1017

25:                                               ; preds = %21
  %26 = load i8**, i8*** %5, align 8, !dbg !1019
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !1019
  %28 = load i8*, i8** %27, align 8, !dbg !1019
  %29 = call i32 @atoi(i8* noundef %28) #12, !dbg !1020
  br label %31, !dbg !1017

30:                                               ; preds = %21
  br label %31, !dbg !1017

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 3, %30 ], !dbg !1017
  store i32 %32, i32* %7, align 4, !dbg !1016
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %8, metadata !1021, metadata !DIExpression()), !dbg !1022
  %33 = load i32, i32* %6, align 4, !dbg !1023
  call void @_ZL5buildi(%"class.std::vector"* sret(%"class.std::vector") align 8 %8, i32 noundef %33), !dbg !1024
  call void @llvm.dbg.declare(metadata double* %9, metadata !1025, metadata !DIExpression()), !dbg !1026
  store double 0.000000e+00, double* %9, align 8, !dbg !1026
  call void @llvm.dbg.declare(metadata i32* %10, metadata !1027, metadata !DIExpression()), !dbg !1029
  store i32 0, i32* %10, align 4, !dbg !1029
  br label %34, !dbg !1030

34:                                               ; preds = %43, %31
  %35 = load i32, i32* %10, align 4, !dbg !1031
  %36 = load i32, i32* %7, align 4, !dbg !1033
  %37 = icmp slt i32 %35, %36, !dbg !1034
  br i1 %37, label %38, label %50, !dbg !1035

38:                                               ; preds = %34
  %39 = invoke noundef double @_ZL13centroid_distRKSt6vectorI5PointSaIS0_EE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8)
          to label %40 unwind label %46, !dbg !1036

40:                                               ; preds = %38
  %41 = load double, double* %9, align 8, !dbg !1037
  %42 = fadd double %41, %39, !dbg !1037
  store double %42, double* %9, align 8, !dbg !1037
  br label %43, !dbg !1038

43:                                               ; preds = %40
  %44 = load i32, i32* %10, align 4, !dbg !1039
  %45 = add nsw i32 %44, 1, !dbg !1039
  store i32 %45, i32* %10, align 4, !dbg !1039
  br label %34, !dbg !1040, !llvm.loop !1041

46:                                               ; preds = %50, %38
  %47 = landingpad { i8*, i32 }
          cleanup, !dbg !1044
  %48 = extractvalue { i8*, i32 } %47, 0, !dbg !1044
  store i8* %48, i8** %11, align 8, !dbg !1044
  %49 = extractvalue { i8*, i32 } %47, 1, !dbg !1044
  store i32 %49, i32* %12, align 4, !dbg !1044
  call void @_ZNSt6vectorI5PointSaIS0_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8) #13, !dbg !1045
  br label %55, !dbg !1045

50:                                               ; preds = %34
  %51 = load double, double* %9, align 8, !dbg !1046
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %51)
          to label %53 unwind label %46, !dbg !1047

53:                                               ; preds = %50
  store i32 0, i32* %3, align 4, !dbg !1048
  call void @_ZNSt6vectorI5PointSaIS0_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8) #13, !dbg !1045
  %54 = load i32, i32* %3, align 4, !dbg !1045
  ret i32 %54, !dbg !1045

55:                                               ; preds = %46
  %56 = load i8*, i8** %11, align 8, !dbg !1045
  %57 = load i32, i32* %12, align 4, !dbg !1045
  %58 = insertvalue { i8*, i32 } undef, i8* %56, 0, !dbg !1045
  %59 = insertvalue { i8*, i32 } %58, i32 %57, 1, !dbg !1045
  resume { i8*, i32 } %59, !dbg !1045
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5buildi(%"class.std::vector"* noalias sret(%"class.std::vector") align 8 %0, i32 noundef %1) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1049 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i1, align 1
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Point, align 8
  %10 = bitcast %"class.std::vector"* %0 to i8*
  store i8* %10, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1052, metadata !DIExpression()), !dbg !1053
  store i1 false, i1* %5, align 1, !dbg !1054
  call void @llvm.dbg.declare(metadata i8** %3, metadata !1055, metadata !DIExpression(DW_OP_deref)), !dbg !1056
  call void @_ZNSt6vectorI5PointSaIS0_EEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #13, !dbg !1056
  %11 = load i32, i32* %4, align 4, !dbg !1057
  %12 = sext i32 %11 to i64, !dbg !1057
  invoke void @_ZNSt6vectorI5PointSaIS0_EE7reserveEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %12)
          to label %13 unwind label %35, !dbg !1058

13:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1059, metadata !DIExpression()), !dbg !1061
  store i32 0, i32* %8, align 4, !dbg !1061
  br label %14, !dbg !1062

14:                                               ; preds = %32, %13
  %15 = load i32, i32* %8, align 4, !dbg !1063
  %16 = load i32, i32* %4, align 4, !dbg !1065
  %17 = icmp slt i32 %15, %16, !dbg !1066
  br i1 %17, label %18, label %39, !dbg !1067

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.Point, %struct.Point* %9, i32 0, i32 0, !dbg !1068
  %20 = load i32, i32* %8, align 4, !dbg !1069
  %21 = sitofp i32 %20 to double, !dbg !1069
  %22 = fmul double %21, 5.000000e-01, !dbg !1070
  store double %22, double* %19, align 8, !dbg !1068
  %23 = getelementptr inbounds %struct.Point, %struct.Point* %9, i32 0, i32 1, !dbg !1068
  %24 = load i32, i32* %8, align 4, !dbg !1071
  %25 = sitofp i32 %24 to double, !dbg !1071
  %26 = fmul double %25, 2.500000e-01, !dbg !1072
  store double %26, double* %23, align 8, !dbg !1068
  %27 = getelementptr inbounds %struct.Point, %struct.Point* %9, i32 0, i32 2, !dbg !1068
  %28 = load i32, i32* %8, align 4, !dbg !1073
  %29 = srem i32 %28, 7, !dbg !1074
  %30 = sitofp i32 %29 to double, !dbg !1075
  store double %30, double* %27, align 8, !dbg !1068
  invoke void @_ZNSt6vectorI5PointSaIS0_EE9push_backEOS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %struct.Point* noundef nonnull align 8 dereferenceable(24) %9)
          to label %31 unwind label %35, !dbg !1076

31:                                               ; preds = %18
  br label %32, !dbg !1077

32:                                               ; preds = %31
  %33 = load i32, i32* %8, align 4, !dbg !1078
  %34 = add nsw i32 %33, 1, !dbg !1078
  store i32 %34, i32* %8, align 4, !dbg !1078
  br label %14, !dbg !1079, !llvm.loop !1080

35:                                               ; preds = %18, %2
  %36 = landingpad { i8*, i32 }
          cleanup, !dbg !1082
  %37 = extractvalue { i8*, i32 } %36, 0, !dbg !1082
  store i8* %37, i8** %6, align 8, !dbg !1082
  %38 = extractvalue { i8*, i32 } %36, 1, !dbg !1082
  store i32 %38, i32* %7, align 4, !dbg !1082
  call void @_ZNSt6vectorI5PointSaIS0_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #13, !dbg !1082
  br label %43, !dbg !1082

39:                                               ; preds = %14
  store i1 true, i1* %5, align 1, !dbg !1083
  %40 = load i1, i1* %5, align 1, !dbg !1082
  br i1 %40, label %42, label %41, !dbg !1082

41:                                               ; preds = %39
  call void @_ZNSt6vectorI5PointSaIS0_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #13, !dbg !1082
  br label %42, !dbg !1082

42:                                               ; preds = %41, %39
  ret void, !dbg !1082

43:                                               ; preds = %35
  %44 = load i8*, i8** %6, align 8, !dbg !1082
  %45 = load i32, i32* %7, align 4, !dbg !1082
  %46 = insertvalue { i8*, i32 } undef, i8* %44, 0, !dbg !1082
  %47 = insertvalue { i8*, i32 } %46, i32 %45, 1, !dbg !1082
  resume { i8*, i32 } %47, !dbg !1082
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @_ZL13centroid_distRKSt6vectorI5PointSaIS0_EE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 !dbg !1084 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca %"class.std::vector"*, align 8
  %7 = alloca %"class.__gnu_cxx::__normal_iterator.0", align 8
  %8 = alloca %"class.__gnu_cxx::__normal_iterator.0", align 8
  %9 = alloca %struct.Point*, align 8
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1087, metadata !DIExpression()), !dbg !1088
  call void @llvm.dbg.declare(metadata double* %3, metadata !1089, metadata !DIExpression()), !dbg !1090
  store double 0.000000e+00, double* %3, align 8, !dbg !1090
  call void @llvm.dbg.declare(metadata double* %4, metadata !1091, metadata !DIExpression()), !dbg !1092
  store double 0.000000e+00, double* %4, align 8, !dbg !1092
  call void @llvm.dbg.declare(metadata double* %5, metadata !1093, metadata !DIExpression()), !dbg !1094
  store double 0.000000e+00, double* %5, align 8, !dbg !1094
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %6, metadata !1095, metadata !DIExpression()), !dbg !1097
  %15 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1098
  store %"class.std::vector"* %15, %"class.std::vector"** %6, align 8, !dbg !1098
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"* %7, metadata !1099, metadata !DIExpression()), !dbg !1097
  %16 = load %"class.std::vector"*, %"class.std::vector"** %6, align 8, !dbg !1100
  %17 = call %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %16) #13, !dbg !1100
  %18 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %7, i32 0, i32 0, !dbg !1100
  store %struct.Point* %17, %struct.Point** %18, align 8, !dbg !1100
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"* %8, metadata !1101, metadata !DIExpression()), !dbg !1097
  %19 = load %"class.std::vector"*, %"class.std::vector"** %6, align 8, !dbg !1100
  %20 = call %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %19) #13, !dbg !1100
  %21 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %8, i32 0, i32 0, !dbg !1100
  store %struct.Point* %20, %struct.Point** %21, align 8, !dbg !1100
  br label %22, !dbg !1100

22:                                               ; preds = %41, %1
  %23 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPK5PointSt6vectorIS1_SaIS1_EEEEbRKNS_17__normal_iteratorIT_T0_EESC_(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %7, %"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !1100
  br i1 %23, label %24, label %43, !dbg !1100

24:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata %struct.Point** %9, metadata !1102, metadata !DIExpression()), !dbg !1104
  %25 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEdeEv(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %7) #13, !dbg !1105
  store %struct.Point* %25, %struct.Point** %9, align 8, !dbg !1104
  %26 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1106
  %27 = getelementptr inbounds %struct.Point, %struct.Point* %26, i32 0, i32 0, !dbg !1108
  %28 = load double, double* %27, align 8, !dbg !1108
  %29 = load double, double* %3, align 8, !dbg !1109
  %30 = fadd double %29, %28, !dbg !1109
  store double %30, double* %3, align 8, !dbg !1109
  %31 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1110
  %32 = getelementptr inbounds %struct.Point, %struct.Point* %31, i32 0, i32 1, !dbg !1111
  %33 = load double, double* %32, align 8, !dbg !1111
  %34 = load double, double* %4, align 8, !dbg !1112
  %35 = fadd double %34, %33, !dbg !1112
  store double %35, double* %4, align 8, !dbg !1112
  %36 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1113
  %37 = getelementptr inbounds %struct.Point, %struct.Point* %36, i32 0, i32 2, !dbg !1114
  %38 = load double, double* %37, align 8, !dbg !1114
  %39 = load double, double* %5, align 8, !dbg !1115
  %40 = fadd double %39, %38, !dbg !1115
  store double %40, double* %5, align 8, !dbg !1115
  br label %41, !dbg !1116

41:                                               ; preds = %24
  %42 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.0"* @_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEv(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %7) #13, !dbg !1100
  br label %22, !dbg !1100, !llvm.loop !1117

43:                                               ; preds = %22
  %44 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1119
  %45 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %44) #13, !dbg !1120
  %46 = uitofp i64 %45 to double, !dbg !1119
  %47 = load double, double* %3, align 8, !dbg !1121
  %48 = fdiv double %47, %46, !dbg !1121
  store double %48, double* %3, align 8, !dbg !1121
  %49 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1122
  %50 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %49) #13, !dbg !1123
  %51 = uitofp i64 %50 to double, !dbg !1122
  %52 = load double, double* %4, align 8, !dbg !1124
  %53 = fdiv double %52, %51, !dbg !1124
  store double %53, double* %4, align 8, !dbg !1124
  %54 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1125
  %55 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %54) #13, !dbg !1126
  %56 = uitofp i64 %55 to double, !dbg !1125
  %57 = load double, double* %5, align 8, !dbg !1127
  %58 = fdiv double %57, %56, !dbg !1127
  store double %58, double* %5, align 8, !dbg !1127
  call void @llvm.dbg.declare(metadata double* %10, metadata !1128, metadata !DIExpression()), !dbg !1129
  store double 0.000000e+00, double* %10, align 8, !dbg !1129
  call void @llvm.dbg.declare(metadata i64* %11, metadata !1130, metadata !DIExpression()), !dbg !1132
  store i64 0, i64* %11, align 8, !dbg !1132
  br label %59, !dbg !1133

59:                                               ; preds = %97, %43
  %60 = load i64, i64* %11, align 8, !dbg !1134
  %61 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1136
  %62 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %61) #13, !dbg !1137
  %63 = icmp ult i64 %60, %62, !dbg !1138
  br i1 %63, label %64, label %100, !dbg !1139

64:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata double* %12, metadata !1140, metadata !DIExpression()), !dbg !1142
  %65 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1143
  %66 = load i64, i64* %11, align 8, !dbg !1144
  %67 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %65, i64 noundef %66) #13, !dbg !1143
  %68 = getelementptr inbounds %struct.Point, %struct.Point* %67, i32 0, i32 0, !dbg !1145
  %69 = load double, double* %68, align 8, !dbg !1145
  %70 = load double, double* %3, align 8, !dbg !1146
  %71 = fsub double %69, %70, !dbg !1147
  store double %71, double* %12, align 8, !dbg !1142
  call void @llvm.dbg.declare(metadata double* %13, metadata !1148, metadata !DIExpression()), !dbg !1149
  %72 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1150
  %73 = load i64, i64* %11, align 8, !dbg !1151
  %74 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %72, i64 noundef %73) #13, !dbg !1150
  %75 = getelementptr inbounds %struct.Point, %struct.Point* %74, i32 0, i32 1, !dbg !1152
  %76 = load double, double* %75, align 8, !dbg !1152
  %77 = load double, double* %4, align 8, !dbg !1153
  %78 = fsub double %76, %77, !dbg !1154
  store double %78, double* %13, align 8, !dbg !1149
  call void @llvm.dbg.declare(metadata double* %14, metadata !1155, metadata !DIExpression()), !dbg !1156
  %79 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1157
  %80 = load i64, i64* %11, align 8, !dbg !1158
  %81 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %79, i64 noundef %80) #13, !dbg !1157
  %82 = getelementptr inbounds %struct.Point, %struct.Point* %81, i32 0, i32 2, !dbg !1159
  %83 = load double, double* %82, align 8, !dbg !1159
  %84 = load double, double* %5, align 8, !dbg !1160
  %85 = fsub double %83, %84, !dbg !1161
  store double %85, double* %14, align 8, !dbg !1156
  %86 = load double, double* %12, align 8, !dbg !1162
  %87 = load double, double* %12, align 8, !dbg !1163
  %88 = load double, double* %13, align 8, !dbg !1164
  %89 = load double, double* %13, align 8, !dbg !1165
  %90 = fmul double %88, %89, !dbg !1166
  %91 = call double @llvm.fmuladd.f64(double %86, double %87, double %90), !dbg !1167
  %92 = load double, double* %14, align 8, !dbg !1168
  %93 = load double, double* %14, align 8, !dbg !1169
  %94 = call double @llvm.fmuladd.f64(double %92, double %93, double %91), !dbg !1170
  %95 = load double, double* %10, align 8, !dbg !1171
  %96 = fadd double %95, %94, !dbg !1171
  store double %96, double* %10, align 8, !dbg !1171
  br label %97, !dbg !1172

97:                                               ; preds = %64
  %98 = load i64, i64* %11, align 8, !dbg !1173
  %99 = add i64 %98, 1, !dbg !1173
  store i64 %99, i64* %11, align 8, !dbg !1173
  br label %59, !dbg !1174, !llvm.loop !1175

100:                                              ; preds = %59
  %101 = load double, double* %10, align 8, !dbg !1177
  ret double %101, !dbg !1178
}

declare i32 @__gxx_personality_v0(...)

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI5PointSaIS0_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1179 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1180, metadata !DIExpression()), !dbg !1182
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1183
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1183
  %8 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1185
  %9 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1186
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1186
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1187
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1187
  %13 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1188
  %14 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1189
  %15 = load %struct.Point*, %struct.Point** %14, align 8, !dbg !1189
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1190
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #13, !dbg !1190
  invoke void @_ZSt8_DestroyIP5PointS0_EvT_S2_RSaIT0_E(%struct.Point* noundef %10, %struct.Point* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1191

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1192
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #13, !dbg !1192
  ret void, !dbg !1193

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1192
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1192
  store i8* %22, i8** %3, align 8, !dbg !1192
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1192
  store i32 %23, i32* %4, align 4, !dbg !1192
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1192
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !1192
  br label %25, !dbg !1192

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1192
  call void @__clang_call_terminate(i8* %26) #14, !dbg !1192
  unreachable, !dbg !1192
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI5PointSaIS0_EEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !1194 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1195, metadata !DIExpression()), !dbg !1196
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1197
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !1198
  ret void, !dbg !1197
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI5PointSaIS0_EE7reserveEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !1199 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.Point*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1201, metadata !DIExpression()), !dbg !1202
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1203, metadata !DIExpression()), !dbg !1204
  %7 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %8 = load i64, i64* %4, align 8, !dbg !1205
  %9 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #13, !dbg !1207
  %10 = icmp ugt i64 %8, %9, !dbg !1208
  br i1 %10, label %11, label %12, !dbg !1209

11:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0)) #15, !dbg !1210
  unreachable, !dbg !1210

12:                                               ; preds = %2
  %13 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE8capacityEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #13, !dbg !1211
  %14 = load i64, i64* %4, align 8, !dbg !1213
  %15 = icmp ult i64 %13, %14, !dbg !1214
  br i1 %15, label %16, label %78, !dbg !1215

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1216, metadata !DIExpression()), !dbg !1219
  %17 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #13, !dbg !1220
  store i64 %17, i64* %5, align 8, !dbg !1219
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1221, metadata !DIExpression()), !dbg !1222
  %18 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1223
  %19 = load i64, i64* %4, align 8, !dbg !1226
  %20 = call noundef %struct.Point* @_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %18, i64 noundef %19), !dbg !1223
  store %struct.Point* %20, %struct.Point** %6, align 8, !dbg !1227
  %21 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1228
  %22 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %21, i32 0, i32 0, !dbg !1228
  %23 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %22 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1229
  %24 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %23, i32 0, i32 0, !dbg !1230
  %25 = load %struct.Point*, %struct.Point** %24, align 8, !dbg !1230
  %26 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1231
  %27 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %26, i32 0, i32 0, !dbg !1231
  %28 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %27 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1232
  %29 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %28, i32 0, i32 1, !dbg !1233
  %30 = load %struct.Point*, %struct.Point** %29, align 8, !dbg !1233
  %31 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1234
  %32 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1235
  %33 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %32) #13, !dbg !1235
  %34 = call noundef %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_(%struct.Point* noundef %25, %struct.Point* noundef %30, %struct.Point* noundef %31, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %33) #13, !dbg !1236
  %35 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1237
  %36 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1238
  %37 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %36, i32 0, i32 0, !dbg !1238
  %38 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %37 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1239
  %39 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %38, i32 0, i32 0, !dbg !1240
  %40 = load %struct.Point*, %struct.Point** %39, align 8, !dbg !1240
  %41 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1241
  %42 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %41, i32 0, i32 0, !dbg !1241
  %43 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %42 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1242
  %44 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %43, i32 0, i32 2, !dbg !1243
  %45 = load %struct.Point*, %struct.Point** %44, align 8, !dbg !1243
  %46 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1244
  %47 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %46, i32 0, i32 0, !dbg !1244
  %48 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %47 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1245
  %49 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %48, i32 0, i32 0, !dbg !1246
  %50 = load %struct.Point*, %struct.Point** %49, align 8, !dbg !1246
  %51 = ptrtoint %struct.Point* %45 to i64, !dbg !1247
  %52 = ptrtoint %struct.Point* %50 to i64, !dbg !1247
  %53 = sub i64 %51, %52, !dbg !1247
  %54 = sdiv exact i64 %53, 24, !dbg !1247
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %35, %struct.Point* noundef %40, i64 noundef %54), !dbg !1237
  %55 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1248
  %56 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1249
  %57 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %56, i32 0, i32 0, !dbg !1249
  %58 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %57 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1250
  %59 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %58, i32 0, i32 0, !dbg !1251
  store %struct.Point* %55, %struct.Point** %59, align 8, !dbg !1252
  %60 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1253
  %61 = load i64, i64* %5, align 8, !dbg !1254
  %62 = getelementptr inbounds %struct.Point, %struct.Point* %60, i64 %61, !dbg !1255
  %63 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1256
  %64 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %63, i32 0, i32 0, !dbg !1256
  %65 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %64 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1257
  %66 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %65, i32 0, i32 1, !dbg !1258
  store %struct.Point* %62, %struct.Point** %66, align 8, !dbg !1259
  %67 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1260
  %68 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %67, i32 0, i32 0, !dbg !1260
  %69 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %68 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1261
  %70 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %69, i32 0, i32 0, !dbg !1262
  %71 = load %struct.Point*, %struct.Point** %70, align 8, !dbg !1262
  %72 = load i64, i64* %4, align 8, !dbg !1263
  %73 = getelementptr inbounds %struct.Point, %struct.Point* %71, i64 %72, !dbg !1264
  %74 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1265
  %75 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %74, i32 0, i32 0, !dbg !1265
  %76 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %75 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1266
  %77 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %76, i32 0, i32 2, !dbg !1267
  store %struct.Point* %73, %struct.Point** %77, align 8, !dbg !1268
  br label %78, !dbg !1269

78:                                               ; preds = %16, %12
  ret void, !dbg !1270
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI5PointSaIS0_EE9push_backEOS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %struct.Point* noundef nonnull align 8 dereferenceable(24) %1) #3 comdat align 2 !dbg !1271 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca %struct.Point*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1272, metadata !DIExpression()), !dbg !1273
  store %struct.Point* %1, %struct.Point** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %4, metadata !1274, metadata !DIExpression()), !dbg !1275
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = load %struct.Point*, %struct.Point** %4, align 8, !dbg !1276
  %7 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt4moveIR5PointEONSt16remove_referenceIT_E4typeEOS3_(%struct.Point* noundef nonnull align 8 dereferenceable(24) %6) #13, !dbg !1277
  call void @_ZNSt6vectorI5PointSaIS0_EE12emplace_backIJS0_EEEvDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %5, %struct.Point* noundef nonnull align 8 dereferenceable(24) %7), !dbg !1278
  ret void, !dbg !1279
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseI5PointSaIS0_EEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !1280 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1281, metadata !DIExpression()), !dbg !1283
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1284
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implC2Ev(%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !1284
  ret void, !dbg !1285
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implC2Ev(%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !1286 {
  %2 = alloca %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %0, %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"** %2, metadata !1287, metadata !DIExpression()), !dbg !1289
  %3 = load %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"*, %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1290
  call void @_ZNSaI5PointEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1291
  %5 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %3 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1290
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %5) #13, !dbg !1292
  ret void, !dbg !1293
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaI5PointEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !1294 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1295, metadata !DIExpression()), !dbg !1297
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1298
  call void @_ZNSt15__new_allocatorI5PointEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1299
  ret void, !dbg !1300
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !1301 {
  %2 = alloca %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"** %2, metadata !1302, metadata !DIExpression()), !dbg !1304
  %3 = load %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1305
  store %struct.Point* null, %struct.Point** %4, align 8, !dbg !1305
  %5 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1306
  store %struct.Point* null, %struct.Point** %5, align 8, !dbg !1306
  %6 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1307
  store %struct.Point* null, %struct.Point** %6, align 8, !dbg !1307
  ret void, !dbg !1308
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorI5PointEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !1309 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1310, metadata !DIExpression()), !dbg !1312
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1313
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1314 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1315, metadata !DIExpression()), !dbg !1317
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1318
  %5 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !1318
  %6 = call noundef i64 @_ZNSt6vectorI5PointSaIS0_EE11_S_max_sizeERKS1_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1319
  ret i64 %6, !dbg !1320
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE8capacityEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1321 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1322, metadata !DIExpression()), !dbg !1323
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1324
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !1324
  %6 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1325
  %7 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %6, i32 0, i32 2, !dbg !1326
  %8 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1326
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1327
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1327
  %11 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1328
  %12 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !1329
  %13 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1329
  %14 = ptrtoint %struct.Point* %8 to i64, !dbg !1330
  %15 = ptrtoint %struct.Point* %13 to i64, !dbg !1330
  %16 = sub i64 %14, %15, !dbg !1330
  %17 = sdiv exact i64 %16, 24, !dbg !1330
  ret i64 %17, !dbg !1331
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1332 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1333, metadata !DIExpression()), !dbg !1334
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1335
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !1335
  %6 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1336
  %7 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !1337
  %8 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1337
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1338
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1338
  %11 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1339
  %12 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !1340
  %13 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1340
  %14 = ptrtoint %struct.Point* %8 to i64, !dbg !1341
  %15 = ptrtoint %struct.Point* %13 to i64, !dbg !1341
  %16 = sub i64 %14, %15, !dbg !1341
  %17 = sdiv exact i64 %16, 24, !dbg !1341
  ret i64 %17, !dbg !1342
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !1343 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1344, metadata !DIExpression()), !dbg !1345
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1346, metadata !DIExpression()), !dbg !1347
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1348
  %7 = icmp ne i64 %6, 0, !dbg !1349
  br i1 %7, label %8, label %13, !dbg !1348

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1350
  %10 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1350
  %11 = load i64, i64* %4, align 8, !dbg !1351
  %12 = call noundef %struct.Point* @_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1352
  br label %14, !dbg !1348

13:                                               ; preds = %2
  br label %14, !dbg !1348

14:                                               ; preds = %13, %8
  %15 = phi %struct.Point* [ %12, %8 ], [ null, %13 ], !dbg !1348
  ret %struct.Point* %15, !dbg !1353
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_(%struct.Point* noundef %0, %struct.Point* noundef %1, %struct.Point* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat align 2 !dbg !19 {
  %5 = alloca %struct.Point*, align 8
  %6 = alloca %struct.Point*, align 8
  %7 = alloca %struct.Point*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca %"struct.std::integral_constant", align 1
  store %struct.Point* %0, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1354, metadata !DIExpression()), !dbg !1355
  store %struct.Point* %1, %struct.Point** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1356, metadata !DIExpression()), !dbg !1357
  store %struct.Point* %2, %struct.Point** %7, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %7, metadata !1358, metadata !DIExpression()), !dbg !1359
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1360, metadata !DIExpression()), !dbg !1361
  %10 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1362
  %11 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1363
  %12 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1364
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1365
  %14 = call noundef %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb1EE(%struct.Point* noundef %10, %struct.Point* noundef %11, %struct.Point* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1366
  ret %struct.Point* %14, !dbg !1367
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1368 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1369, metadata !DIExpression()), !dbg !1370
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1371
  %5 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1372
  ret %"class.std::allocator"* %5, !dbg !1373
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, %struct.Point* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !1374 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca %struct.Point*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1375, metadata !DIExpression()), !dbg !1376
  store %struct.Point* %1, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1377, metadata !DIExpression()), !dbg !1378
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1379, metadata !DIExpression()), !dbg !1380
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1381
  %9 = icmp ne %struct.Point* %8, null, !dbg !1381
  br i1 %9, label %10, label %15, !dbg !1383

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1384
  %12 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1384
  %13 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1385
  %14 = load i64, i64* %6, align 8, !dbg !1386
  call void @_ZNSt16allocator_traitsISaI5PointEE10deallocateERS1_PS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, %struct.Point* noundef %13, i64 noundef %14), !dbg !1387
  br label %15, !dbg !1387

15:                                               ; preds = %10, %3
  ret void, !dbg !1388
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorI5PointSaIS0_EE11_S_max_sizeERKS1_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1389 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1390, metadata !DIExpression()), !dbg !1391
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1392, metadata !DIExpression()), !dbg !1394
  store i64 384307168202282325, i64* %3, align 8, !dbg !1394
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1395, metadata !DIExpression()), !dbg !1396
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1397
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaI5PointEE8max_sizeERKS1_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1398
  store i64 %6, i64* %4, align 8, !dbg !1396
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1399

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1399
  ret i64 %9, !dbg !1400

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1399
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1399
  call void @__clang_call_terminate(i8* %12) #14, !dbg !1399
  unreachable, !dbg !1399
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1401 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1402, metadata !DIExpression()), !dbg !1404
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1405
  %5 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1406
  ret %"class.std::allocator"* %5, !dbg !1407
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaI5PointEE8max_sizeERKS1_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1408 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1409, metadata !DIExpression()), !dbg !1410
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1411
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1411
  %5 = call noundef i64 @_ZNKSt15__new_allocatorI5PointE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1412
  ret i64 %5, !dbg !1413
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1414 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1422, metadata !DIExpression()), !dbg !1423
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1424, metadata !DIExpression()), !dbg !1425
  %6 = load i64*, i64** %5, align 8, !dbg !1426
  %7 = load i64, i64* %6, align 8, !dbg !1426
  %8 = load i64*, i64** %4, align 8, !dbg !1428
  %9 = load i64, i64* %8, align 8, !dbg !1428
  %10 = icmp ult i64 %7, %9, !dbg !1429
  br i1 %10, label %11, label %13, !dbg !1430

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1431
  store i64* %12, i64** %3, align 8, !dbg !1432
  br label %15, !dbg !1432

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1433
  store i64* %14, i64** %3, align 8, !dbg !1434
  br label %15, !dbg !1434

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1435
  ret i64* %16, !dbg !1435
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #8 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorI5PointE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1436 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1437, metadata !DIExpression()), !dbg !1439
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorI5PointE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #13, !dbg !1440
  ret i64 %4, !dbg !1441
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorI5PointE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1442 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1443, metadata !DIExpression()), !dbg !1444
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 384307168202282325, !dbg !1445
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #3 comdat align 2 !dbg !1446 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1447, metadata !DIExpression()), !dbg !1448
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1449, metadata !DIExpression()), !dbg !1450
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1451
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1451
  %7 = load i64, i64* %4, align 8, !dbg !1452
  %8 = call noundef %struct.Point* @_ZNSt15__new_allocatorI5PointE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1453
  ret %struct.Point* %8, !dbg !1454
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZNSt15__new_allocatorI5PointE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #3 comdat align 2 !dbg !1455 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1456, metadata !DIExpression()), !dbg !1457
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1458, metadata !DIExpression()), !dbg !1459
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1460, metadata !DIExpression()), !dbg !1461
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1462
  %9 = call noundef i64 @_ZNKSt15__new_allocatorI5PointE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1464
  %10 = icmp ugt i64 %8, %9, !dbg !1465
  br i1 %10, label %11, label %16, !dbg !1466

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1467
  %13 = icmp ugt i64 %12, 768614336404564650, !dbg !1470
  br i1 %13, label %14, label %15, !dbg !1471

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #15, !dbg !1472
  unreachable, !dbg !1472

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #15, !dbg !1473
  unreachable, !dbg !1473

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1474
  %18 = mul i64 %17, 24, !dbg !1475
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !1476
  %20 = bitcast i8* %19 to %struct.Point*, !dbg !1477
  ret %struct.Point* %20, !dbg !1478
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #7

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb1EE(%struct.Point* noundef %0, %struct.Point* noundef %1, %struct.Point* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat align 2 !dbg !1479 {
  %5 = alloca %"struct.std::integral_constant", align 1
  %6 = alloca %struct.Point*, align 8
  %7 = alloca %struct.Point*, align 8
  %8 = alloca %struct.Point*, align 8
  %9 = alloca %"class.std::allocator"*, align 8
  store %struct.Point* %0, %struct.Point** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1480, metadata !DIExpression()), !dbg !1481
  store %struct.Point* %1, %struct.Point** %7, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %7, metadata !1482, metadata !DIExpression()), !dbg !1483
  store %struct.Point* %2, %struct.Point** %8, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %8, metadata !1484, metadata !DIExpression()), !dbg !1485
  store %"class.std::allocator"* %3, %"class.std::allocator"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %9, metadata !1486, metadata !DIExpression()), !dbg !1487
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* %5, metadata !1488, metadata !DIExpression()), !dbg !1489
  %10 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1490
  %11 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1491
  %12 = load %struct.Point*, %struct.Point** %8, align 8, !dbg !1492
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %9, align 8, !dbg !1493
  %14 = call noundef %struct.Point* @_ZSt12__relocate_aIP5PointS1_SaIS0_EET0_T_S4_S3_RT1_(%struct.Point* noundef %10, %struct.Point* noundef %11, %struct.Point* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1494
  ret %struct.Point* %14, !dbg !1495
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZSt12__relocate_aIP5PointS1_SaIS0_EET0_T_S4_S3_RT1_(%struct.Point* noundef %0, %struct.Point* noundef %1, %struct.Point* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat !dbg !1496 {
  %5 = alloca %struct.Point*, align 8
  %6 = alloca %struct.Point*, align 8
  %7 = alloca %struct.Point*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  store %struct.Point* %0, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1504, metadata !DIExpression()), !dbg !1505
  store %struct.Point* %1, %struct.Point** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1506, metadata !DIExpression()), !dbg !1507
  store %struct.Point* %2, %struct.Point** %7, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %7, metadata !1508, metadata !DIExpression()), !dbg !1509
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1510, metadata !DIExpression()), !dbg !1511
  %9 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1512
  %10 = call noundef %struct.Point* @_ZSt12__niter_baseIP5PointET_S2_(%struct.Point* noundef %9) #13, !dbg !1513
  %11 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1514
  %12 = call noundef %struct.Point* @_ZSt12__niter_baseIP5PointET_S2_(%struct.Point* noundef %11) #13, !dbg !1515
  %13 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1516
  %14 = call noundef %struct.Point* @_ZSt12__niter_baseIP5PointET_S2_(%struct.Point* noundef %13) #13, !dbg !1517
  %15 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1518
  %16 = call noundef %struct.Point* @_ZSt14__relocate_a_1I5PointS0_ENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS2_E4typeES3_S3_S3_RSaIT0_E(%struct.Point* noundef %10, %struct.Point* noundef %12, %struct.Point* noundef %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %15) #13, !dbg !1519
  ret %struct.Point* %16, !dbg !1520
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZSt14__relocate_a_1I5PointS0_ENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS2_E4typeES3_S3_S3_RSaIT0_E(%struct.Point* noundef %0, %struct.Point* noundef %1, %struct.Point* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #4 comdat !dbg !1521 {
  %5 = alloca %struct.Point*, align 8
  %6 = alloca %struct.Point*, align 8
  %7 = alloca %struct.Point*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca i64, align 8
  store %struct.Point* %0, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1532, metadata !DIExpression()), !dbg !1533
  store %struct.Point* %1, %struct.Point** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1534, metadata !DIExpression()), !dbg !1535
  store %struct.Point* %2, %struct.Point** %7, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %7, metadata !1536, metadata !DIExpression()), !dbg !1537
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1538, metadata !DIExpression()), !dbg !1539
  call void @llvm.dbg.declare(metadata i64* %9, metadata !1540, metadata !DIExpression()), !dbg !1541
  %10 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1542
  %11 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1543
  %12 = ptrtoint %struct.Point* %10 to i64, !dbg !1544
  %13 = ptrtoint %struct.Point* %11 to i64, !dbg !1544
  %14 = sub i64 %12, %13, !dbg !1544
  %15 = sdiv exact i64 %14, 24, !dbg !1544
  store i64 %15, i64* %9, align 8, !dbg !1541
  %16 = load i64, i64* %9, align 8, !dbg !1545
  %17 = icmp sgt i64 %16, 0, !dbg !1547
  br i1 %17, label %18, label %25, !dbg !1548

18:                                               ; preds = %4
  %19 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1549
  %20 = bitcast %struct.Point* %19 to i8*, !dbg !1551
  %21 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1552
  %22 = bitcast %struct.Point* %21 to i8*, !dbg !1551
  %23 = load i64, i64* %9, align 8, !dbg !1553
  %24 = mul i64 %23, 24, !dbg !1554
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 8 %20, i8* align 8 %22, i64 %24, i1 false), !dbg !1551
  br label %25, !dbg !1555

25:                                               ; preds = %18, %4
  %26 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1556
  %27 = load i64, i64* %9, align 8, !dbg !1557
  %28 = getelementptr inbounds %struct.Point, %struct.Point* %26, i64 %27, !dbg !1558
  ret %struct.Point* %28, !dbg !1559
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Point* @_ZSt12__niter_baseIP5PointET_S2_(%struct.Point* noundef %0) #4 comdat !dbg !1560 {
  %2 = alloca %struct.Point*, align 8
  store %struct.Point* %0, %struct.Point** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %2, metadata !1563, metadata !DIExpression()), !dbg !1564
  %3 = load %struct.Point*, %struct.Point** %2, align 8, !dbg !1565
  ret %struct.Point* %3, !dbg !1566
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaI5PointEE10deallocateERS1_PS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %struct.Point* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !1567 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %struct.Point*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1568, metadata !DIExpression()), !dbg !1569
  store %struct.Point* %1, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1570, metadata !DIExpression()), !dbg !1571
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1572, metadata !DIExpression()), !dbg !1573
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1574
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1574
  %9 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1575
  %10 = load i64, i64* %6, align 8, !dbg !1576
  call void @_ZNSt15__new_allocatorI5PointE10deallocateEPS0_m(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, %struct.Point* noundef %9, i64 noundef %10), !dbg !1577
  ret void, !dbg !1578
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorI5PointE10deallocateEPS0_m(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %struct.Point* noundef %1, i64 noundef %2) #4 comdat align 2 !dbg !1579 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca %struct.Point*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1580, metadata !DIExpression()), !dbg !1581
  store %struct.Point* %1, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1582, metadata !DIExpression()), !dbg !1583
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1584, metadata !DIExpression()), !dbg !1585
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1586
  %9 = bitcast %struct.Point* %8 to i8*, !dbg !1586
  call void @_ZdlPv(i8* noundef %9) #17, !dbg !1587
  ret void, !dbg !1588
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI5PointSaIS0_EE12emplace_backIJS0_EEEvDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %struct.Point* noundef nonnull align 8 dereferenceable(24) %1) #3 comdat align 2 !dbg !1589 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca %struct.Point*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1597, metadata !DIExpression()), !dbg !1598
  store %struct.Point* %1, %struct.Point** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %4, metadata !1599, metadata !DIExpression()), !dbg !1600
  %6 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %7 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1601
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1601
  %9 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1603
  %10 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %9, i32 0, i32 1, !dbg !1604
  %11 = load %struct.Point*, %struct.Point** %10, align 8, !dbg !1604
  %12 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1605
  %13 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %12, i32 0, i32 0, !dbg !1605
  %14 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %13 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1606
  %15 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %14, i32 0, i32 2, !dbg !1607
  %16 = load %struct.Point*, %struct.Point** %15, align 8, !dbg !1607
  %17 = icmp ne %struct.Point* %11, %16, !dbg !1608
  br i1 %17, label %18, label %35, !dbg !1609

18:                                               ; preds = %2
  %19 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1610
  %20 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %19, i32 0, i32 0, !dbg !1610
  %21 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %20 to %"class.std::allocator"*, !dbg !1612
  %22 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1613
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !1613
  %24 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1614
  %25 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !1615
  %26 = load %struct.Point*, %struct.Point** %25, align 8, !dbg !1615
  %27 = load %struct.Point*, %struct.Point** %4, align 8, !dbg !1616
  %28 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE(%struct.Point* noundef nonnull align 8 dereferenceable(24) %27) #13, !dbg !1617
  call void @_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %21, %struct.Point* noundef %26, %struct.Point* noundef nonnull align 8 dereferenceable(24) %28) #13, !dbg !1618
  %29 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !1619
  %30 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %29, i32 0, i32 0, !dbg !1619
  %31 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %30 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1620
  %32 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %31, i32 0, i32 1, !dbg !1621
  %33 = load %struct.Point*, %struct.Point** %32, align 8, !dbg !1622
  %34 = getelementptr inbounds %struct.Point, %struct.Point* %33, i32 1, !dbg !1622
  store %struct.Point* %34, %struct.Point** %32, align 8, !dbg !1622
  br label %42, !dbg !1623

35:                                               ; preds = %2
  %36 = call %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6) #13, !dbg !1624
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1624
  store %struct.Point* %36, %struct.Point** %37, align 8, !dbg !1624
  %38 = load %struct.Point*, %struct.Point** %4, align 8, !dbg !1625
  %39 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE(%struct.Point* noundef nonnull align 8 dereferenceable(24) %38) #13, !dbg !1626
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1627
  %41 = load %struct.Point*, %struct.Point** %40, align 8, !dbg !1627
  call void @_ZNSt6vectorI5PointSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6, %struct.Point* %41, %struct.Point* noundef nonnull align 8 dereferenceable(24) %39), !dbg !1627
  br label %42

42:                                               ; preds = %35, %18
  ret void, !dbg !1628
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt4moveIR5PointEONSt16remove_referenceIT_E4typeEOS3_(%struct.Point* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat !dbg !1629 {
  %2 = alloca %struct.Point*, align 8
  store %struct.Point* %0, %struct.Point** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %2, metadata !1638, metadata !DIExpression()), !dbg !1639
  %3 = load %struct.Point*, %struct.Point** %2, align 8, !dbg !1640
  ret %struct.Point* %3, !dbg !1641
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %struct.Point* noundef %1, %struct.Point* noundef nonnull align 8 dereferenceable(24) %2) #4 comdat align 2 !dbg !1642 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %struct.Point*, align 8
  %6 = alloca %struct.Point*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1647, metadata !DIExpression()), !dbg !1648
  store %struct.Point* %1, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1649, metadata !DIExpression()), !dbg !1650
  store %struct.Point* %2, %struct.Point** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1651, metadata !DIExpression()), !dbg !1652
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1653
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1653
  %9 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1654
  %10 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1655
  %11 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE(%struct.Point* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1656
  call void @_ZNSt15__new_allocatorI5PointE9constructIS0_JS0_EEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, %struct.Point* noundef %9, %struct.Point* noundef nonnull align 8 dereferenceable(24) %11) #13, !dbg !1657
  ret void, !dbg !1658
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE(%struct.Point* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat !dbg !1659 {
  %2 = alloca %struct.Point*, align 8
  store %struct.Point* %0, %struct.Point** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %2, metadata !1665, metadata !DIExpression()), !dbg !1666
  %3 = load %struct.Point*, %struct.Point** %2, align 8, !dbg !1667
  ret %struct.Point* %3, !dbg !1668
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI5PointSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %struct.Point* %1, %struct.Point* noundef nonnull align 8 dereferenceable(24) %2) #3 comdat align 2 !dbg !1669 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca %struct.Point*, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.Point*, align 8
  %9 = alloca %struct.Point*, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca %struct.Point*, align 8
  %13 = alloca %struct.Point*, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store %struct.Point* %1, %struct.Point** %14, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !1673, metadata !DIExpression()), !dbg !1674
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !1675, metadata !DIExpression()), !dbg !1676
  store %struct.Point* %2, %struct.Point** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1677, metadata !DIExpression()), !dbg !1678
  %15 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1679, metadata !DIExpression()), !dbg !1680
  %16 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 1, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)), !dbg !1681
  store i64 %16, i64* %7, align 8, !dbg !1680
  call void @llvm.dbg.declare(metadata %struct.Point** %8, metadata !1682, metadata !DIExpression()), !dbg !1683
  %17 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1684
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %17, i32 0, i32 0, !dbg !1684
  %19 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1685
  %20 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1686
  %21 = load %struct.Point*, %struct.Point** %20, align 8, !dbg !1686
  store %struct.Point* %21, %struct.Point** %8, align 8, !dbg !1683
  call void @llvm.dbg.declare(metadata %struct.Point** %9, metadata !1687, metadata !DIExpression()), !dbg !1688
  %22 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1689
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !1689
  %24 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1690
  %25 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !1691
  %26 = load %struct.Point*, %struct.Point** %25, align 8, !dbg !1691
  store %struct.Point* %26, %struct.Point** %9, align 8, !dbg !1688
  call void @llvm.dbg.declare(metadata i64* %10, metadata !1692, metadata !DIExpression()), !dbg !1693
  %27 = call %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15) #13, !dbg !1694
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !1694
  store %struct.Point* %27, %struct.Point** %28, align 8, !dbg !1694
  %29 = call noundef i64 @_ZN9__gnu_cxxmiIP5PointSt6vectorIS1_SaIS1_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS9_SC_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %11) #13, !dbg !1695
  store i64 %29, i64* %10, align 8, !dbg !1693
  call void @llvm.dbg.declare(metadata %struct.Point** %12, metadata !1696, metadata !DIExpression()), !dbg !1697
  %30 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1698
  %31 = load i64, i64* %7, align 8, !dbg !1699
  %32 = call noundef %struct.Point* @_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %30, i64 noundef %31), !dbg !1698
  store %struct.Point* %32, %struct.Point** %12, align 8, !dbg !1697
  call void @llvm.dbg.declare(metadata %struct.Point** %13, metadata !1700, metadata !DIExpression()), !dbg !1701
  %33 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1702
  store %struct.Point* %33, %struct.Point** %13, align 8, !dbg !1701
  %34 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1703
  %35 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %34, i32 0, i32 0, !dbg !1703
  %36 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %35 to %"class.std::allocator"*, !dbg !1705
  %37 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1706
  %38 = load i64, i64* %10, align 8, !dbg !1707
  %39 = getelementptr inbounds %struct.Point, %struct.Point* %37, i64 %38, !dbg !1708
  %40 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1709
  %41 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE(%struct.Point* noundef nonnull align 8 dereferenceable(24) %40) #13, !dbg !1710
  call void @_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %36, %struct.Point* noundef %39, %struct.Point* noundef nonnull align 8 dereferenceable(24) %41) #13, !dbg !1711
  store %struct.Point* null, %struct.Point** %13, align 8, !dbg !1712
  %42 = load %struct.Point*, %struct.Point** %8, align 8, !dbg !1713
  %43 = call noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #13, !dbg !1716
  %44 = load %struct.Point*, %struct.Point** %43, align 8, !dbg !1716
  %45 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1717
  %46 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1718
  %47 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %46) #13, !dbg !1718
  %48 = call noundef %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_(%struct.Point* noundef %42, %struct.Point* noundef %44, %struct.Point* noundef %45, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %47) #13, !dbg !1719
  store %struct.Point* %48, %struct.Point** %13, align 8, !dbg !1720
  %49 = load %struct.Point*, %struct.Point** %13, align 8, !dbg !1721
  %50 = getelementptr inbounds %struct.Point, %struct.Point* %49, i32 1, !dbg !1721
  store %struct.Point* %50, %struct.Point** %13, align 8, !dbg !1721
  %51 = call noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #13, !dbg !1722
  %52 = load %struct.Point*, %struct.Point** %51, align 8, !dbg !1722
  %53 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1723
  %54 = load %struct.Point*, %struct.Point** %13, align 8, !dbg !1724
  %55 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1725
  %56 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %55) #13, !dbg !1725
  %57 = call noundef %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_(%struct.Point* noundef %52, %struct.Point* noundef %53, %struct.Point* noundef %54, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %56) #13, !dbg !1726
  store %struct.Point* %57, %struct.Point** %13, align 8, !dbg !1727
  %58 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1728
  %59 = load %struct.Point*, %struct.Point** %8, align 8, !dbg !1729
  %60 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1730
  %61 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %60, i32 0, i32 0, !dbg !1730
  %62 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %61 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1731
  %63 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %62, i32 0, i32 2, !dbg !1732
  %64 = load %struct.Point*, %struct.Point** %63, align 8, !dbg !1732
  %65 = load %struct.Point*, %struct.Point** %8, align 8, !dbg !1733
  %66 = ptrtoint %struct.Point* %64 to i64, !dbg !1734
  %67 = ptrtoint %struct.Point* %65 to i64, !dbg !1734
  %68 = sub i64 %66, %67, !dbg !1734
  %69 = sdiv exact i64 %68, 24, !dbg !1734
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %58, %struct.Point* noundef %59, i64 noundef %69), !dbg !1728
  %70 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1735
  %71 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1736
  %72 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %71, i32 0, i32 0, !dbg !1736
  %73 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %72 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1737
  %74 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %73, i32 0, i32 0, !dbg !1738
  store %struct.Point* %70, %struct.Point** %74, align 8, !dbg !1739
  %75 = load %struct.Point*, %struct.Point** %13, align 8, !dbg !1740
  %76 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1741
  %77 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %76, i32 0, i32 0, !dbg !1741
  %78 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %77 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1742
  %79 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %78, i32 0, i32 1, !dbg !1743
  store %struct.Point* %75, %struct.Point** %79, align 8, !dbg !1744
  %80 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1745
  %81 = load i64, i64* %7, align 8, !dbg !1746
  %82 = getelementptr inbounds %struct.Point, %struct.Point* %80, i64 %81, !dbg !1747
  %83 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !1748
  %84 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %83, i32 0, i32 0, !dbg !1748
  %85 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %84 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1749
  %86 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %85, i32 0, i32 2, !dbg !1750
  store %struct.Point* %82, %struct.Point** %86, align 8, !dbg !1751
  ret void, !dbg !1752
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1753 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1754, metadata !DIExpression()), !dbg !1755
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1756
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1756
  %7 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1757
  %8 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !1758
  call void @_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, %struct.Point** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !1759
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1760
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1760
  ret %struct.Point* %10, !dbg !1760
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorI5PointE9constructIS0_JS0_EEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %struct.Point* noundef %1, %struct.Point* noundef nonnull align 8 dereferenceable(24) %2) #4 comdat align 2 !dbg !1761 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca %struct.Point*, align 8
  %6 = alloca %struct.Point*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1765, metadata !DIExpression()), !dbg !1766
  store %struct.Point* %1, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1767, metadata !DIExpression()), !dbg !1768
  store %struct.Point* %2, %struct.Point** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %6, metadata !1769, metadata !DIExpression()), !dbg !1770
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1771
  %9 = bitcast %struct.Point* %8 to i8*, !dbg !1771
  %10 = bitcast i8* %9 to %struct.Point*, !dbg !1772
  %11 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1773
  %12 = call noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE(%struct.Point* noundef nonnull align 8 dereferenceable(24) %11) #13, !dbg !1774
  %13 = bitcast %struct.Point* %10 to i8*, !dbg !1775
  %14 = bitcast %struct.Point* %12 to i8*, !dbg !1775
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 %14, i64 24, i1 false), !dbg !1775
  ret void, !dbg !1776
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i8* noundef %2) #3 comdat align 2 !dbg !1777 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1778, metadata !DIExpression()), !dbg !1779
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1780, metadata !DIExpression()), !dbg !1781
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1782, metadata !DIExpression()), !dbg !1783
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1784
  %11 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1786
  %12 = sub i64 %10, %11, !dbg !1787
  %13 = load i64, i64* %5, align 8, !dbg !1788
  %14 = icmp ult i64 %12, %13, !dbg !1789
  br i1 %14, label %15, label %17, !dbg !1790

15:                                               ; preds = %3
  %16 = load i8*, i8** %6, align 8, !dbg !1791
  call void @_ZSt20__throw_length_errorPKc(i8* noundef %16) #15, !dbg !1792
  unreachable, !dbg !1792

17:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1793, metadata !DIExpression()), !dbg !1794
  %18 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1795
  %19 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1796
  store i64 %19, i64* %8, align 8, !dbg !1796
  %20 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %8, i64* noundef nonnull align 8 dereferenceable(8) %5), !dbg !1797
  %21 = load i64, i64* %20, align 8, !dbg !1797
  %22 = add i64 %18, %21, !dbg !1798
  store i64 %22, i64* %7, align 8, !dbg !1794
  %23 = load i64, i64* %7, align 8, !dbg !1799
  %24 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1800
  %25 = icmp ult i64 %23, %24, !dbg !1801
  br i1 %25, label %30, label %26, !dbg !1802

26:                                               ; preds = %17
  %27 = load i64, i64* %7, align 8, !dbg !1803
  %28 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1804
  %29 = icmp ugt i64 %27, %28, !dbg !1805
  br i1 %29, label %30, label %32, !dbg !1806

30:                                               ; preds = %26, %17
  %31 = call noundef i64 @_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1807
  br label %34, !dbg !1806

32:                                               ; preds = %26
  %33 = load i64, i64* %7, align 8, !dbg !1808
  br label %34, !dbg !1806

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %31, %30 ], [ %33, %32 ], !dbg !1806
  ret i64 %35, !dbg !1809
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN9__gnu_cxxmiIP5PointSt6vectorIS1_SaIS1_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS9_SC_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1810 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1814, metadata !DIExpression()), !dbg !1815
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !1816, metadata !DIExpression()), !dbg !1817
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !1818
  %6 = call noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !1819
  %7 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1819
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !1820
  %9 = call noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !1821
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1821
  %11 = ptrtoint %struct.Point* %7 to i64, !dbg !1822
  %12 = ptrtoint %struct.Point* %10 to i64, !dbg !1822
  %13 = sub i64 %11, %12, !dbg !1822
  %14 = sdiv exact i64 %13, 24, !dbg !1822
  ret i64 %14, !dbg !1823
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local %struct.Point* @_ZNSt6vectorI5PointSaIS0_EE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1824 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1825, metadata !DIExpression()), !dbg !1826
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1827
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1827
  %7 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1828
  %8 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1829
  call void @_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, %struct.Point** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !1830
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1831
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1831
  ret %struct.Point* %10, !dbg !1831
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !1832 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1833, metadata !DIExpression()), !dbg !1835
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1836
  ret %struct.Point** %4, !dbg !1837
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1838 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1839, metadata !DIExpression()), !dbg !1840
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1841, metadata !DIExpression()), !dbg !1842
  %6 = load i64*, i64** %4, align 8, !dbg !1843
  %7 = load i64, i64* %6, align 8, !dbg !1843
  %8 = load i64*, i64** %5, align 8, !dbg !1845
  %9 = load i64, i64* %8, align 8, !dbg !1845
  %10 = icmp ult i64 %7, %9, !dbg !1846
  br i1 %10, label %11, label %13, !dbg !1847

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1848
  store i64* %12, i64** %3, align 8, !dbg !1849
  br label %15, !dbg !1849

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1850
  store i64* %14, i64** %3, align 8, !dbg !1851
  br label %15, !dbg !1851

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1852
  ret i64* %16, !dbg !1852
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %struct.Point** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #6 comdat align 2 !dbg !1853 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %struct.Point**, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1854, metadata !DIExpression()), !dbg !1856
  store %struct.Point** %1, %struct.Point*** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Point*** %4, metadata !1857, metadata !DIExpression()), !dbg !1858
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1859
  %7 = load %struct.Point**, %struct.Point*** %4, align 8, !dbg !1860
  %8 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1860
  store %struct.Point* %8, %struct.Point** %6, align 8, !dbg !1859
  ret void, !dbg !1861
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1862 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.0", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1863, metadata !DIExpression()), !dbg !1864
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1865
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1865
  %7 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1866
  %8 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1867
  call void @_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEC2ERKS3_(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %2, %struct.Point** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !1868
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %2, i32 0, i32 0, !dbg !1869
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1869
  ret %struct.Point* %10, !dbg !1869
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1870 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.0", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1871, metadata !DIExpression()), !dbg !1872
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !1873
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1873
  %7 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1874
  %8 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !1875
  call void @_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEC2ERKS3_(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %2, %struct.Point** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !1876
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %2, i32 0, i32 0, !dbg !1877
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1877
  ret %struct.Point* %10, !dbg !1877
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPK5PointSt6vectorIS1_SaIS1_EEEEbRKNS_17__normal_iteratorIT_T0_EESC_(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1878 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.0"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.0"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.0"* %0, %"class.__gnu_cxx::__normal_iterator.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"** %3, metadata !1882, metadata !DIExpression()), !dbg !1883
  store %"class.__gnu_cxx::__normal_iterator.0"* %1, %"class.__gnu_cxx::__normal_iterator.0"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"** %4, metadata !1884, metadata !DIExpression()), !dbg !1885
  %5 = load %"class.__gnu_cxx::__normal_iterator.0"*, %"class.__gnu_cxx::__normal_iterator.0"** %3, align 8, !dbg !1886
  %6 = call noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !1887
  %7 = load %struct.Point*, %struct.Point** %6, align 8, !dbg !1887
  %8 = load %"class.__gnu_cxx::__normal_iterator.0"*, %"class.__gnu_cxx::__normal_iterator.0"** %4, align 8, !dbg !1888
  %9 = call noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !1889
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1889
  %11 = icmp ne %struct.Point* %7, %10, !dbg !1890
  ret i1 %11, !dbg !1891
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEdeEv(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !1892 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.0"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.0"* %0, %"class.__gnu_cxx::__normal_iterator.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"** %2, metadata !1893, metadata !DIExpression()), !dbg !1895
  %3 = load %"class.__gnu_cxx::__normal_iterator.0"*, %"class.__gnu_cxx::__normal_iterator.0"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %3, i32 0, i32 0, !dbg !1896
  %5 = load %struct.Point*, %struct.Point** %4, align 8, !dbg !1896
  ret %struct.Point* %5, !dbg !1897
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.0"* @_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEv(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !1898 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.0"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.0"* %0, %"class.__gnu_cxx::__normal_iterator.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"** %2, metadata !1899, metadata !DIExpression()), !dbg !1901
  %3 = load %"class.__gnu_cxx::__normal_iterator.0"*, %"class.__gnu_cxx::__normal_iterator.0"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %3, i32 0, i32 0, !dbg !1902
  %5 = load %struct.Point*, %struct.Point** %4, align 8, !dbg !1903
  %6 = getelementptr inbounds %struct.Point, %struct.Point* %5, i32 1, !dbg !1903
  store %struct.Point* %6, %struct.Point** %4, align 8, !dbg !1903
  ret %"class.__gnu_cxx::__normal_iterator.0"* %3, !dbg !1904
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) %struct.Point* @_ZNKSt6vectorI5PointSaIS0_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #4 comdat align 2 !dbg !1905 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1906, metadata !DIExpression()), !dbg !1907
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1908, metadata !DIExpression()), !dbg !1909
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1910
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1910
  %8 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1911
  %9 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1912
  %10 = load %struct.Point*, %struct.Point** %9, align 8, !dbg !1912
  %11 = load i64, i64* %4, align 8, !dbg !1913
  %12 = getelementptr inbounds %struct.Point, %struct.Point* %10, i64 %11, !dbg !1914
  ret %struct.Point* %12, !dbg !1915
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEC2ERKS3_(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %0, %struct.Point** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #6 comdat align 2 !dbg !1916 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.0"*, align 8
  %4 = alloca %struct.Point**, align 8
  store %"class.__gnu_cxx::__normal_iterator.0"* %0, %"class.__gnu_cxx::__normal_iterator.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"** %3, metadata !1917, metadata !DIExpression()), !dbg !1918
  store %struct.Point** %1, %struct.Point*** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Point*** %4, metadata !1919, metadata !DIExpression()), !dbg !1920
  %5 = load %"class.__gnu_cxx::__normal_iterator.0"*, %"class.__gnu_cxx::__normal_iterator.0"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %5, i32 0, i32 0, !dbg !1921
  %7 = load %struct.Point**, %struct.Point*** %4, align 8, !dbg !1922
  %8 = load %struct.Point*, %struct.Point** %7, align 8, !dbg !1922
  store %struct.Point* %8, %struct.Point** %6, align 8, !dbg !1921
  ret void, !dbg !1923
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %struct.Point** @_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEE4baseEv(%"class.__gnu_cxx::__normal_iterator.0"* noundef nonnull align 8 dereferenceable(8) %0) #4 comdat align 2 !dbg !1924 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.0"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.0"* %0, %"class.__gnu_cxx::__normal_iterator.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.0"** %2, metadata !1925, metadata !DIExpression()), !dbg !1926
  %3 = load %"class.__gnu_cxx::__normal_iterator.0"*, %"class.__gnu_cxx::__normal_iterator.0"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.0", %"class.__gnu_cxx::__normal_iterator.0"* %3, i32 0, i32 0, !dbg !1927
  ret %struct.Point** %4, !dbg !1928
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIP5PointS0_EvT_S2_RSaIT0_E(%struct.Point* noundef %0, %struct.Point* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #3 comdat !dbg !1929 {
  %4 = alloca %struct.Point*, align 8
  %5 = alloca %struct.Point*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store %struct.Point* %0, %struct.Point** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %4, metadata !1933, metadata !DIExpression()), !dbg !1934
  store %struct.Point* %1, %struct.Point** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %5, metadata !1935, metadata !DIExpression()), !dbg !1936
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1937, metadata !DIExpression()), !dbg !1938
  %7 = load %struct.Point*, %struct.Point** %4, align 8, !dbg !1939
  %8 = load %struct.Point*, %struct.Point** %5, align 8, !dbg !1940
  call void @_ZSt8_DestroyIP5PointEvT_S2_(%struct.Point* noundef %7, %struct.Point* noundef %8), !dbg !1941
  ret void, !dbg !1942
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseI5PointSaIS0_EED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1943 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1944, metadata !DIExpression()), !dbg !1945
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1946
  %7 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1946
  %8 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1948
  %9 = load %struct.Point*, %struct.Point** %8, align 8, !dbg !1948
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1949
  %11 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1949
  %12 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1950
  %13 = load %struct.Point*, %struct.Point** %12, align 8, !dbg !1950
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1951
  %15 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"*, !dbg !1951
  %16 = getelementptr inbounds %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data", %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1952
  %17 = load %struct.Point*, %struct.Point** %16, align 8, !dbg !1952
  %18 = ptrtoint %struct.Point* %13 to i64, !dbg !1953
  %19 = ptrtoint %struct.Point* %17 to i64, !dbg !1953
  %20 = sub i64 %18, %19, !dbg !1953
  %21 = sdiv exact i64 %20, 24, !dbg !1953
  invoke void @_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, %struct.Point* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1954

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1955
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implD2Ev(%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #13, !dbg !1955
  ret void, !dbg !1956

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1955
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1955
  store i8* %26, i8** %3, align 8, !dbg !1955
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1955
  store i32 %27, i32* %4, align 4, !dbg !1955
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1955
  call void @_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implD2Ev(%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #13, !dbg !1955
  br label %29, !dbg !1955

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1955
  call void @__clang_call_terminate(i8* %30) #14, !dbg !1955
  unreachable, !dbg !1955
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIP5PointEvT_S2_(%struct.Point* noundef %0, %struct.Point* noundef %1) #3 comdat !dbg !1957 {
  %3 = alloca %struct.Point*, align 8
  %4 = alloca %struct.Point*, align 8
  store %struct.Point* %0, %struct.Point** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %3, metadata !1962, metadata !DIExpression()), !dbg !1963
  store %struct.Point* %1, %struct.Point** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %4, metadata !1964, metadata !DIExpression()), !dbg !1965
  %5 = load %struct.Point*, %struct.Point** %3, align 8, !dbg !1966
  %6 = load %struct.Point*, %struct.Point** %4, align 8, !dbg !1967
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIP5PointEEvT_S4_(%struct.Point* noundef %5, %struct.Point* noundef %6), !dbg !1968
  ret void, !dbg !1969
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIP5PointEEvT_S4_(%struct.Point* noundef %0, %struct.Point* noundef %1) #4 comdat align 2 !dbg !1970 {
  %3 = alloca %struct.Point*, align 8
  %4 = alloca %struct.Point*, align 8
  store %struct.Point* %0, %struct.Point** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %3, metadata !1974, metadata !DIExpression()), !dbg !1975
  store %struct.Point* %1, %struct.Point** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Point** %4, metadata !1976, metadata !DIExpression()), !dbg !1977
  ret void, !dbg !1978
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implD2Ev(%"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !1979 {
  %2 = alloca %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %0, %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"** %2, metadata !1981, metadata !DIExpression()), !dbg !1982
  %3 = load %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"*, %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<Point, std::allocator<Point>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1983
  call void @_ZNSaI5PointED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1983
  ret void, !dbg !1985
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaI5PointED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !1986 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1987, metadata !DIExpression()), !dbg !1988
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1989
  call void @_ZNSt15__new_allocatorI5PointED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1989
  ret void, !dbg !1991
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorI5PointED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !1992 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1993, metadata !DIExpression()), !dbg !1994
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1995
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!994, !995, !996, !997, !998, !999, !1000}
!llvm.ident = !{!1001}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !617, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_push.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b9978f7d15158a7f2b77aeb48452b227")
!2 = !{!3, !4, !8, !10, !12, !18, !616, !359, !422, !20, !360, !423, !23, !26, !46, !52, !145}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !6, file: !5, line: 298, baseType: !7)
!5 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!6 = !DINamespace(name: "std", scope: null)
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !9, line: 458, baseType: !4)
!9 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !1, line: 10, size: 192, flags: DIFlagTypePassByValue, elements: !14, identifier: "_ZTS5Point")
!14 = !{!15, !16, !17}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !13, file: !1, line: 10, baseType: !3, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !13, file: !1, line: 10, baseType: !3, size: 64, offset: 64)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !13, file: !1, line: 10, baseType: !3, size: 64, offset: 128)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !19, file: !9, line: 506, baseType: !615)
!19 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_", scope: !20, file: !9, line: 499, type: !285, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !284, retainedNodes: !142)
!20 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<Point, std::allocator<Point> >", scope: !6, file: !9, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, templateParams: !238, identifier: "_ZTSSt6vectorI5PointSaIS0_EE")
!21 = !{!22, !239, !258, !274, !275, !281, !284, !287, !291, !297, !300, !306, !311, !315, !325, !328, !331, !334, !339, !340, !344, !347, !350, !353, !356, !419, !477, !478, !479, !484, !489, !490, !491, !492, !493, !494, !495, !498, !499, !502, !503, !504, !505, !508, !509, !517, !524, !527, !528, !529, !532, !535, !536, !537, !540, !543, !546, !550, !551, !554, !557, !560, !563, !566, !569, !572, !573, !574, !575, !576, !579, !580, !583, !584, !585, !592, !595, !600, !603, !606, !609, !612}
!22 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !20, baseType: !23, flags: DIFlagProtected, extraData: i32 0)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<Point, std::allocator<Point> >", scope: !6, file: !9, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !24, templateParams: !238, identifier: "_ZTSSt12_Vector_baseI5PointSaIS0_EE")
!24 = !{!25, !189, !194, !199, !203, !206, !211, !214, !217, !221, !224, !227, !230, !231, !234, !237}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !23, file: !9, line: 371, baseType: !26, size: 192)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !23, file: !9, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !27, identifier: "_ZTSNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implE")
!27 = !{!28, !144, !169, !173, !178, !182, !186}
!28 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !26, baseType: !29, extraData: i32 0)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !23, file: !9, line: 88, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !32, file: !31, line: 120, baseType: !143)
!31 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<Point>", scope: !33, file: !31, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !91, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaI5PointES1_E6rebindIS1_EE")
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<Point>, Point>", scope: !34, file: !31, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !35, templateParams: !140, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaI5PointES1_EE")
!34 = !DINamespace(name: "__gnu_cxx", scope: null)
!35 = !{!36, !126, !129, !132, !136, !137, !138, !139}
!36 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !33, baseType: !37, extraData: i32 0)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<Point> >", scope: !6, file: !38, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !39, templateParams: !124, identifier: "_ZTSSt16allocator_traitsISaI5PointEE")
!38 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!39 = !{!40, !108, !112, !115, !121}
!40 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_m", scope: !37, file: !38, line: 463, type: !41, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !44, !107}
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !37, file: !38, line: 420, baseType: !12)
!44 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !37, file: !38, line: 414, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<Point>", scope: !6, file: !47, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !48, templateParams: !91, identifier: "_ZTSSaI5PointE")
!47 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!48 = !{!49, !93, !97, !102, !106}
!49 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !46, baseType: !50, flags: DIFlagPublic, extraData: i32 0)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<Point>", scope: !6, file: !51, line: 47, baseType: !52)
!51 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!52 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<Point>", scope: !6, file: !53, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !54, templateParams: !91, identifier: "_ZTSSt15__new_allocatorI5PointE")
!53 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!54 = !{!55, !59, !64, !65, !72, !80, !84, !87, !90}
!55 = !DISubprogram(name: "__new_allocator", scope: !52, file: !53, line: 80, type: !56, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!59 = !DISubprogram(name: "__new_allocator", scope: !52, file: !53, line: 83, type: !60, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !58, !62}
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!64 = !DISubprogram(name: "~__new_allocator", scope: !52, file: !53, line: 90, type: !56, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!65 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorI5PointE7addressERS0_", scope: !52, file: !53, line: 93, type: !66, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{!68, !69, !70}
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !52, file: !53, line: 63, baseType: !12)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !52, file: !53, line: 65, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !13, size: 64)
!72 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorI5PointE7addressERKS0_", scope: !52, file: !53, line: 97, type: !73, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !69, !78}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !52, file: !53, line: 64, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !52, file: !53, line: 66, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !77, size: 64)
!80 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorI5PointE8allocateEmPKv", scope: !52, file: !53, line: 112, type: !81, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!81 = !DISubroutineType(types: !82)
!82 = !{!12, !58, !83, !10}
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !53, line: 60, baseType: !4)
!84 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorI5PointE10deallocateEPS0_m", scope: !52, file: !53, line: 142, type: !85, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!85 = !DISubroutineType(types: !86)
!86 = !{null, !58, !12, !83}
!87 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorI5PointE8max_sizeEv", scope: !52, file: !53, line: 167, type: !88, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!88 = !DISubroutineType(types: !89)
!89 = !{!83, !69}
!90 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorI5PointE11_M_max_sizeEv", scope: !52, file: !53, line: 210, type: !88, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!91 = !{!92}
!92 = !DITemplateTypeParameter(name: "_Tp", type: !13)
!93 = !DISubprogram(name: "allocator", scope: !46, file: !47, line: 156, type: !94, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!97 = !DISubprogram(name: "allocator", scope: !46, file: !47, line: 159, type: !98, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !96, !100}
!100 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!102 = !DISubprogram(name: "operator=", linkageName: "_ZNSaI5PointEaSERKS0_", scope: !46, file: !47, line: 164, type: !103, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!105, !96, !100}
!105 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !46, size: 64)
!106 = !DISubprogram(name: "~allocator", scope: !46, file: !47, line: 174, type: !94, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !38, line: 435, baseType: !4)
!108 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_mPKv", scope: !37, file: !38, line: 477, type: !109, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{!43, !44, !107, !111}
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !38, line: 429, baseType: !10)
!112 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE10deallocateERS1_PS0_m", scope: !37, file: !38, line: 495, type: !113, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !44, !43, !107}
!115 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8max_sizeERKS1_", scope: !37, file: !38, line: 547, type: !116, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!116 = !DISubroutineType(types: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !37, file: !38, line: 435, baseType: !4)
!119 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!121 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaI5PointEE37select_on_container_copy_constructionERKS1_", scope: !37, file: !38, line: 562, type: !122, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!45, !119}
!124 = !{!125}
!125 = !DITemplateTypeParameter(name: "_Alloc", type: !46)
!126 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E17_S_select_on_copyERKS2_", scope: !33, file: !31, line: 97, type: !127, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!127 = !DISubroutineType(types: !128)
!128 = !{!46, !100}
!129 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E10_S_on_swapERS2_S4_", scope: !33, file: !31, line: 100, type: !130, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !105, !105}
!132 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E27_S_propagate_on_copy_assignEv", scope: !33, file: !31, line: 103, type: !133, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!133 = !DISubroutineType(types: !134)
!134 = !{!135}
!135 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!136 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E27_S_propagate_on_move_assignEv", scope: !33, file: !31, line: 106, type: !133, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!137 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E20_S_propagate_on_swapEv", scope: !33, file: !31, line: 109, type: !133, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!138 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E15_S_always_equalEv", scope: !33, file: !31, line: 112, type: !133, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!139 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaI5PointES1_E15_S_nothrow_moveEv", scope: !33, file: !31, line: 115, type: !133, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!140 = !{!125, !141}
!141 = !DITemplateTypeParameter(type: !13)
!142 = !{}
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<Point>", scope: !37, file: !38, line: 450, baseType: !46)
!144 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !26, baseType: !145, extraData: i32 0)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !23, file: !9, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !146, identifier: "_ZTSNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_dataE")
!146 = !{!147, !150, !151, !152, !156, !160, !165}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !145, file: !9, line: 94, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !23, file: !9, line: 90, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !33, file: !31, line: 57, baseType: !43)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !145, file: !9, line: 95, baseType: !148, size: 64, offset: 64)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !145, file: !9, line: 96, baseType: !148, size: 64, offset: 128)
!152 = !DISubprogram(name: "_Vector_impl_data", scope: !145, file: !9, line: 99, type: !153, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !155}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!156 = !DISubprogram(name: "_Vector_impl_data", scope: !145, file: !9, line: 105, type: !157, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !155, !159}
!159 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !145, size: 64)
!160 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_data12_M_copy_dataERKS3_", scope: !145, file: !9, line: 113, type: !161, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !155, !163}
!163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!165 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_data12_M_swap_dataERS3_", scope: !145, file: !9, line: 122, type: !166, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !155, !168}
!168 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !145, size: 64)
!169 = !DISubprogram(name: "_Vector_impl", scope: !26, file: !9, line: 137, type: !170, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!173 = !DISubprogram(name: "_Vector_impl", scope: !26, file: !9, line: 143, type: !174, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !172, !176}
!176 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!178 = !DISubprogram(name: "_Vector_impl", scope: !26, file: !9, line: 151, type: !179, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !172, !181}
!181 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !26, size: 64)
!182 = !DISubprogram(name: "_Vector_impl", scope: !26, file: !9, line: 156, type: !183, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !172, !185}
!185 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !29, size: 64)
!186 = !DISubprogram(name: "_Vector_impl", scope: !26, file: !9, line: 161, type: !187, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !172, !185, !181}
!189 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv", scope: !23, file: !9, line: 298, type: !190, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!192, !193}
!192 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!194 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv", scope: !23, file: !9, line: 303, type: !195, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!195 = !DISubroutineType(types: !196)
!196 = !{!176, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!199 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseI5PointSaIS0_EE13get_allocatorEv", scope: !23, file: !9, line: 308, type: !200, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{!202, !197}
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !23, file: !9, line: 294, baseType: !46)
!203 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 312, type: !204, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!204 = !DISubroutineType(types: !205)
!205 = !{null, !193}
!206 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 318, type: !207, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !193, !209}
!209 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !202)
!211 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 324, type: !212, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !193, !4}
!214 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 330, type: !215, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !193, !4, !209}
!217 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 335, type: !218, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !193, !220}
!220 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !23, size: 64)
!221 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 340, type: !222, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !193, !185}
!224 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 344, type: !225, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DISubroutineType(types: !226)
!226 = !{null, !193, !220, !209}
!227 = !DISubprogram(name: "_Vector_base", scope: !23, file: !9, line: 358, type: !228, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !193, !209, !220}
!230 = !DISubprogram(name: "~_Vector_base", scope: !23, file: !9, line: 364, type: !204, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm", scope: !23, file: !9, line: 375, type: !232, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!232 = !DISubroutineType(types: !233)
!233 = !{!148, !193, !4}
!234 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m", scope: !23, file: !9, line: 383, type: !235, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !193, !148, !4}
!237 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE17_M_create_storageEm", scope: !23, file: !9, line: 393, type: !212, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!238 = !{!92, !125}
!239 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !20, file: !9, line: 465, type: !240, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!240 = !DISubroutineType(types: !241)
!241 = !{!135, !242}
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !6, file: !243, line: 82, baseType: !244)
!243 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!244 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !6, file: !243, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !245, templateParams: !255, identifier: "_ZTSSt17integral_constantIbLb1EE")
!245 = !{!246, !248, !254}
!246 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !244, file: !243, line: 64, baseType: !247, flags: DIFlagStaticMember, extraData: i1 true)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!248 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !244, file: !243, line: 67, type: !249, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!249 = !DISubroutineType(types: !250)
!250 = !{!251, !252}
!251 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !244, file: !243, line: 65, baseType: !135)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !244)
!254 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !244, file: !243, line: 72, type: !249, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!255 = !{!256, !257}
!256 = !DITemplateTypeParameter(name: "_Tp", type: !135)
!257 = !DITemplateValueParameter(name: "__v", type: !135, value: i8 1)
!258 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !20, file: !9, line: 474, type: !259, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!259 = !DISubroutineType(types: !260)
!260 = !{!135, !261}
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !6, file: !243, line: 85, baseType: !262)
!262 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !6, file: !243, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !263, templateParams: !272, identifier: "_ZTSSt17integral_constantIbLb0EE")
!263 = !{!264, !265, !271}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !262, file: !243, line: 64, baseType: !247, flags: DIFlagStaticMember, extraData: i1 false)
!265 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !262, file: !243, line: 67, type: !266, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!266 = !DISubroutineType(types: !267)
!267 = !{!268, !269}
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !262, file: !243, line: 65, baseType: !135)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !262)
!271 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !262, file: !243, line: 72, type: !266, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!272 = !{!256, !273}
!273 = !DITemplateValueParameter(name: "__v", type: !135, value: i8 0)
!274 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE15_S_use_relocateEv", scope: !20, file: !9, line: 478, type: !133, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!275 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb1EE", scope: !20, file: !9, line: 487, type: !276, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!276 = !DISubroutineType(types: !277)
!277 = !{!278, !278, !278, !278, !279, !242}
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !20, file: !9, line: 449, baseType: !148)
!279 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !280, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !20, file: !9, line: 444, baseType: !29)
!281 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb0EE", scope: !20, file: !9, line: 494, type: !282, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!282 = !DISubroutineType(types: !283)
!283 = !{!278, !278, !278, !278, !279, !261}
!284 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE11_S_relocateEPS0_S3_S3_RS1_", scope: !20, file: !9, line: 499, type: !285, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!285 = !DISubroutineType(types: !286)
!286 = !{!278, !278, !278, !278, !279}
!287 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 526, type: !288, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 537, type: !292, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !290, !294}
!294 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !295, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !296)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !20, file: !9, line: 460, baseType: !46)
!297 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 551, type: !298, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !290, !8, !294}
!300 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 564, type: !301, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!301 = !DISubroutineType(types: !302)
!302 = !{null, !290, !8, !303, !294}
!303 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !305)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !20, file: !9, line: 448, baseType: !13)
!306 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 596, type: !307, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !290, !309}
!309 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!311 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 615, type: !312, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !290, !314}
!314 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !20, size: 64)
!315 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 619, type: !316, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !290, !309, !318}
!318 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !319, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !320)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<Point> >", scope: !6, file: !243, line: 128, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !322, file: !243, line: 125, baseType: !46)
!322 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<Point> >", scope: !6, file: !243, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !323, identifier: "_ZTSSt15__type_identityISaI5PointEE")
!323 = !{!324}
!324 = !DITemplateTypeParameter(name: "_Type", type: !46)
!325 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 630, type: !326, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !290, !314, !294, !242}
!328 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 635, type: !329, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !290, !314, !294, !261}
!331 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 654, type: !332, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!332 = !DISubroutineType(types: !333)
!333 = !{null, !290, !314, !318}
!334 = !DISubprogram(name: "vector", scope: !20, file: !9, line: 673, type: !335, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !290, !337, !294}
!337 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<Point>", scope: !6, file: !338, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listI5PointE")
!338 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!339 = !DISubprogram(name: "~vector", scope: !20, file: !9, line: 728, type: !288, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorI5PointSaIS0_EEaSERKS2_", scope: !20, file: !9, line: 746, type: !341, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{!343, !290, !309}
!343 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!344 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorI5PointSaIS0_EEaSEOS2_", scope: !20, file: !9, line: 761, type: !345, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!345 = !DISubroutineType(types: !346)
!346 = !{!343, !290, !314}
!347 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorI5PointSaIS0_EEaSESt16initializer_listIS0_E", scope: !20, file: !9, line: 783, type: !348, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!348 = !DISubroutineType(types: !349)
!349 = !{!343, !290, !337}
!350 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6assignEmRKS0_", scope: !20, file: !9, line: 803, type: !351, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!351 = !DISubroutineType(types: !352)
!352 = !{null, !290, !8, !303}
!353 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6assignESt16initializer_listIS0_E", scope: !20, file: !9, line: 850, type: !354, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!354 = !DISubroutineType(types: !355)
!355 = !{null, !290, !337}
!356 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5beginEv", scope: !20, file: !9, line: 868, type: !357, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!357 = !DISubroutineType(types: !358)
!358 = !{!359, !290}
!359 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !20, file: !9, line: 453, baseType: !360)
!360 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<Point *, std::vector<Point, std::allocator<Point> > >", scope: !34, file: !361, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !362, templateParams: !417, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEE")
!361 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!362 = !{!363, !364, !368, !373, !384, !389, !393, !397, !398, !399, !406, !409, !412, !413, !414}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !360, file: !361, line: 1046, baseType: !12, size: 64, flags: DIFlagProtected)
!364 = !DISubprogram(name: "__normal_iterator", scope: !360, file: !361, line: 1068, type: !365, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = !DISubprogram(name: "__normal_iterator", scope: !360, file: !361, line: 1072, type: !369, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !367, !371}
!371 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !372, size: 64)
!372 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!373 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEdeEv", scope: !360, file: !361, line: 1095, type: !374, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !382}
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !360, file: !361, line: 1061, baseType: !377)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !379, file: !378, line: 216, baseType: !71)
!378 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!379 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<Point *>", scope: !6, file: !378, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !380, identifier: "_ZTSSt15iterator_traitsIP5PointE")
!380 = !{!381}
!381 = !DITemplateTypeParameter(name: "_Iterator", type: !12)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !360)
!384 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEptEv", scope: !360, file: !361, line: 1100, type: !385, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !382}
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !360, file: !361, line: 1062, baseType: !388)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !379, file: !378, line: 215, baseType: !12)
!389 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEppEv", scope: !360, file: !361, line: 1105, type: !390, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!390 = !DISubroutineType(types: !391)
!391 = !{!392, !367}
!392 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !360, size: 64)
!393 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEppEi", scope: !360, file: !361, line: 1113, type: !394, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!394 = !DISubroutineType(types: !395)
!395 = !{!360, !367, !396}
!396 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!397 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmmEv", scope: !360, file: !361, line: 1119, type: !390, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!398 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmmEi", scope: !360, file: !361, line: 1127, type: !394, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!399 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEixEl", scope: !360, file: !361, line: 1133, type: !400, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!400 = !DISubroutineType(types: !401)
!401 = !{!376, !382, !402}
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !360, file: !361, line: 1060, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !379, file: !378, line: 214, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !6, file: !5, line: 299, baseType: !405)
!405 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!406 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEpLEl", scope: !360, file: !361, line: 1138, type: !407, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!407 = !DISubroutineType(types: !408)
!408 = !{!392, !367, !402}
!409 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEplEl", scope: !360, file: !361, line: 1143, type: !410, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!410 = !DISubroutineType(types: !411)
!411 = !{!360, !382, !402}
!412 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmIEl", scope: !360, file: !361, line: 1148, type: !407, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!413 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEmiEl", scope: !360, file: !361, line: 1153, type: !410, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv", scope: !360, file: !361, line: 1158, type: !415, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!415 = !DISubroutineType(types: !416)
!416 = !{!371, !382}
!417 = !{!381, !418}
!418 = !DITemplateTypeParameter(name: "_Container", type: !20)
!419 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5beginEv", scope: !20, file: !9, line: 878, type: !420, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!420 = !DISubroutineType(types: !421)
!421 = !{!422, !476}
!422 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !20, file: !9, line: 455, baseType: !423)
!423 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const Point *, std::vector<Point, std::allocator<Point> > >", scope: !34, file: !361, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !424, templateParams: !475, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEE")
!424 = !{!425, !426, !430, !435, !445, !450, !454, !457, !458, !459, !464, !467, !470, !471, !472}
!425 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !423, file: !361, line: 1046, baseType: !76, size: 64, flags: DIFlagProtected)
!426 = !DISubprogram(name: "__normal_iterator", scope: !423, file: !361, line: 1068, type: !427, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubroutineType(types: !428)
!428 = !{null, !429}
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = !DISubprogram(name: "__normal_iterator", scope: !423, file: !361, line: 1072, type: !431, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!431 = !DISubroutineType(types: !432)
!432 = !{null, !429, !433}
!433 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !434, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!435 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEdeEv", scope: !423, file: !361, line: 1095, type: !436, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubroutineType(types: !437)
!437 = !{!438, !443}
!438 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !423, file: !361, line: 1061, baseType: !439)
!439 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !440, file: !378, line: 227, baseType: !79)
!440 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const Point *>", scope: !6, file: !378, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !441, identifier: "_ZTSSt15iterator_traitsIPK5PointE")
!441 = !{!442}
!442 = !DITemplateTypeParameter(name: "_Iterator", type: !76)
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!444 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !423)
!445 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEptEv", scope: !423, file: !361, line: 1100, type: !446, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!446 = !DISubroutineType(types: !447)
!447 = !{!448, !443}
!448 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !423, file: !361, line: 1062, baseType: !449)
!449 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !440, file: !378, line: 226, baseType: !76)
!450 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEv", scope: !423, file: !361, line: 1105, type: !451, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!451 = !DISubroutineType(types: !452)
!452 = !{!453, !429}
!453 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !423, size: 64)
!454 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEi", scope: !423, file: !361, line: 1113, type: !455, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!455 = !DISubroutineType(types: !456)
!456 = !{!423, !429, !396}
!457 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmmEv", scope: !423, file: !361, line: 1119, type: !451, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!458 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmmEi", scope: !423, file: !361, line: 1127, type: !455, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!459 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEixEl", scope: !423, file: !361, line: 1133, type: !460, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!460 = !DISubroutineType(types: !461)
!461 = !{!438, !443, !462}
!462 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !423, file: !361, line: 1060, baseType: !463)
!463 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !440, file: !378, line: 225, baseType: !404)
!464 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEpLEl", scope: !423, file: !361, line: 1138, type: !465, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!465 = !DISubroutineType(types: !466)
!466 = !{!453, !429, !462}
!467 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEplEl", scope: !423, file: !361, line: 1143, type: !468, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!468 = !DISubroutineType(types: !469)
!469 = !{!423, !443, !462}
!470 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmIEl", scope: !423, file: !361, line: 1148, type: !465, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!471 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEmiEl", scope: !423, file: !361, line: 1153, type: !468, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!472 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEE4baseEv", scope: !423, file: !361, line: 1158, type: !473, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!473 = !DISubroutineType(types: !474)
!474 = !{!433, !443}
!475 = !{!442, !418}
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!477 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorI5PointSaIS0_EE3endEv", scope: !20, file: !9, line: 888, type: !357, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!478 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE3endEv", scope: !20, file: !9, line: 898, type: !420, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!479 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6rbeginEv", scope: !20, file: !9, line: 908, type: !480, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!480 = !DISubroutineType(types: !481)
!481 = !{!482, !290}
!482 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !20, file: !9, line: 457, baseType: !483)
!483 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<Point *, std::vector<Point, std::allocator<Point> > > >", scope: !6, file: !361, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS2_SaIS2_EEEEE")
!484 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE6rbeginEv", scope: !20, file: !9, line: 918, type: !485, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!485 = !DISubroutineType(types: !486)
!486 = !{!487, !476}
!487 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !20, file: !9, line: 456, baseType: !488)
!488 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const Point *, std::vector<Point, std::allocator<Point> > > >", scope: !6, file: !361, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS2_SaIS2_EEEEE")
!489 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4rendEv", scope: !20, file: !9, line: 928, type: !480, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!490 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4rendEv", scope: !20, file: !9, line: 938, type: !485, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!491 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE6cbeginEv", scope: !20, file: !9, line: 949, type: !420, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!492 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4cendEv", scope: !20, file: !9, line: 959, type: !420, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!493 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE7crbeginEv", scope: !20, file: !9, line: 969, type: !485, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!494 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5crendEv", scope: !20, file: !9, line: 979, type: !485, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!495 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4sizeEv", scope: !20, file: !9, line: 987, type: !496, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{!8, !476}
!498 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv", scope: !20, file: !9, line: 993, type: !496, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!499 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6resizeEm", scope: !20, file: !9, line: 1008, type: !500, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!500 = !DISubroutineType(types: !501)
!501 = !{null, !290, !8}
!502 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6resizeEmRKS0_", scope: !20, file: !9, line: 1029, type: !351, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!503 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorI5PointSaIS0_EE13shrink_to_fitEv", scope: !20, file: !9, line: 1063, type: !288, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!504 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE8capacityEv", scope: !20, file: !9, line: 1073, type: !496, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!505 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5emptyEv", scope: !20, file: !9, line: 1083, type: !506, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!506 = !DISubroutineType(types: !507)
!507 = !{!135, !476}
!508 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorI5PointSaIS0_EE7reserveEm", scope: !20, file: !9, line: 1105, type: !500, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!509 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorI5PointSaIS0_EEixEm", scope: !20, file: !9, line: 1121, type: !510, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!510 = !DISubroutineType(types: !511)
!511 = !{!512, !290, !8}
!512 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !20, file: !9, line: 451, baseType: !513)
!513 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !33, file: !31, line: 62, baseType: !514)
!514 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !515, size: 64)
!515 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !33, file: !31, line: 56, baseType: !516)
!516 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !37, file: !38, line: 417, baseType: !13)
!517 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorI5PointSaIS0_EEixEm", scope: !20, file: !9, line: 1140, type: !518, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!518 = !DISubroutineType(types: !519)
!519 = !{!520, !476, !8}
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !20, file: !9, line: 452, baseType: !521)
!521 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !33, file: !31, line: 63, baseType: !522)
!522 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !523, size: 64)
!523 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !515)
!524 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE14_M_range_checkEm", scope: !20, file: !9, line: 1150, type: !525, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!525 = !DISubroutineType(types: !526)
!526 = !{null, !476, !8}
!527 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorI5PointSaIS0_EE2atEm", scope: !20, file: !9, line: 1173, type: !510, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!528 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE2atEm", scope: !20, file: !9, line: 1192, type: !518, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!529 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5frontEv", scope: !20, file: !9, line: 1204, type: !530, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!530 = !DISubroutineType(types: !531)
!531 = !{!512, !290}
!532 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5frontEv", scope: !20, file: !9, line: 1216, type: !533, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!533 = !DISubroutineType(types: !534)
!534 = !{!520, !476}
!535 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4backEv", scope: !20, file: !9, line: 1228, type: !530, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!536 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4backEv", scope: !20, file: !9, line: 1240, type: !533, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!537 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4dataEv", scope: !20, file: !9, line: 1255, type: !538, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!538 = !DISubroutineType(types: !539)
!539 = !{!12, !290}
!540 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4dataEv", scope: !20, file: !9, line: 1260, type: !541, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!541 = !DISubroutineType(types: !542)
!542 = !{!76, !476}
!543 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE9push_backERKS0_", scope: !20, file: !9, line: 1276, type: !544, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!544 = !DISubroutineType(types: !545)
!545 = !{null, !290, !303}
!546 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE9push_backEOS0_", scope: !20, file: !9, line: 1293, type: !547, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!547 = !DISubroutineType(types: !548)
!548 = !{null, !290, !549}
!549 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !305, size: 64)
!550 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE8pop_backEv", scope: !20, file: !9, line: 1317, type: !288, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!551 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EERS5_", scope: !20, file: !9, line: 1357, type: !552, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!552 = !DISubroutineType(types: !553)
!553 = !{!359, !290, !422, !303}
!554 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEOS0_", scope: !20, file: !9, line: 1388, type: !555, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!555 = !DISubroutineType(types: !556)
!556 = !{!359, !290, !422, !549}
!557 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EESt16initializer_listIS0_E", scope: !20, file: !9, line: 1406, type: !558, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!558 = !DISubroutineType(types: !559)
!559 = !{!359, !290, !422, !337}
!560 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEmRS5_", scope: !20, file: !9, line: 1432, type: !561, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!561 = !DISubroutineType(types: !562)
!562 = !{!359, !290, !422, !8, !303}
!563 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EE", scope: !20, file: !9, line: 1529, type: !564, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!564 = !DISubroutineType(types: !565)
!565 = !{!359, !290, !422}
!566 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EES7_", scope: !20, file: !9, line: 1557, type: !567, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!567 = !DISubroutineType(types: !568)
!568 = !{!359, !290, !422, !422}
!569 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorI5PointSaIS0_EE4swapERS2_", scope: !20, file: !9, line: 1581, type: !570, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !290, !343}
!572 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5clearEv", scope: !20, file: !9, line: 1600, type: !288, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!573 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE18_M_fill_initializeEmRKS0_", scope: !20, file: !9, line: 1699, type: !351, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!574 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorI5PointSaIS0_EE21_M_default_initializeEm", scope: !20, file: !9, line: 1710, type: !500, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!575 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_fill_assignEmRKS0_", scope: !20, file: !9, line: 1757, type: !351, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!576 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPS0_S2_EEmRKS0_", scope: !20, file: !9, line: 1801, type: !577, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!577 = !DISubroutineType(types: !578)
!578 = !{null, !290, !359, !8, !303}
!579 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_M_default_appendEm", scope: !20, file: !9, line: 1807, type: !500, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!580 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorI5PointSaIS0_EE16_M_shrink_to_fitEv", scope: !20, file: !9, line: 1811, type: !581, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!581 = !DISubroutineType(types: !582)
!582 = !{!135, !290}
!583 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEOS0_", scope: !20, file: !9, line: 1873, type: !555, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!584 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKS0_S2_EEOS0_", scope: !20, file: !9, line: 1884, type: !555, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!585 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE12_M_check_lenEmPKc", scope: !20, file: !9, line: 1891, type: !586, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!586 = !DISubroutineType(types: !587)
!587 = !{!588, !476, !8, !589}
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !20, file: !9, line: 458, baseType: !4)
!589 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !590, size: 64)
!590 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !591)
!591 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!592 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_S_check_init_lenEmRKS1_", scope: !20, file: !9, line: 1902, type: !593, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!593 = !DISubroutineType(types: !594)
!594 = !{!588, !8, !294}
!595 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorI5PointSaIS0_EE11_S_max_sizeERKS1_", scope: !20, file: !9, line: 1911, type: !596, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!596 = !DISubroutineType(types: !597)
!597 = !{!588, !598}
!598 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !599, size: 64)
!599 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !280)
!600 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorI5PointSaIS0_EE15_M_erase_at_endEPS0_", scope: !20, file: !9, line: 1928, type: !601, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!601 = !DISubroutineType(types: !602)
!602 = !{null, !290, !278}
!603 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS0_S2_EE", scope: !20, file: !9, line: 1941, type: !604, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!604 = !DISubroutineType(types: !605)
!605 = !{!359, !290, !359}
!606 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorI5PointSaIS0_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS0_S2_EES6_", scope: !20, file: !9, line: 1945, type: !607, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!607 = !DISubroutineType(types: !608)
!608 = !{!359, !290, !359, !359}
!609 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_move_assignEOS2_St17integral_constantIbLb1EE", scope: !20, file: !9, line: 1954, type: !610, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!610 = !DISubroutineType(types: !611)
!611 = !{null, !290, !314, !242}
!612 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_M_move_assignEOS2_St17integral_constantIbLb0EE", scope: !20, file: !9, line: 1966, type: !613, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!613 = !DISubroutineType(types: !614)
!614 = !{null, !290, !314, !261}
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !6, file: !243, line: 90, baseType: !244)
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!617 = !{!618, !622, !628, !634, !639, !643, !645, !647, !649, !651, !658, !664, !669, !673, !677, !681, !688, !692, !694, !698, !704, !708, !713, !715, !719, !723, !727, !729, !733, !737, !739, !743, !745, !747, !751, !755, !759, !763, !767, !771, !773, !780, !784, !788, !792, !794, !796, !800, !804, !805, !806, !807, !808, !809, !813, !817, !823, !827, !832, !834, !838, !840, !844, !852, !856, !860, !864, !868, !872, !876, !880, !884, !888, !895, !899, !903, !905, !907, !911, !916, !922, !926, !930, !932, !939, !943, !950, !952, !956, !960, !964, !968, !973, !978, !983, !984, !985, !986, !988, !989, !990, !991, !992, !993}
!618 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !619, entity: !620, file: !621, line: 58)
!619 = !DINamespace(name: "__gnu_debug", scope: null)
!620 = !DINamespace(name: "__debug", scope: !6)
!621 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !623, file: !627, line: 98)
!623 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !624, line: 7, baseType: !625)
!624 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!625 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !626, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!626 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!627 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !629, file: !627, line: 99)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !630, line: 84, baseType: !631)
!630 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!631 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !632, line: 14, baseType: !633)
!632 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!633 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !632, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !635, file: !627, line: 101)
!635 = !DISubprogram(name: "clearerr", scope: !630, file: !630, line: 786, type: !636, flags: DIFlagPrototyped, spFlags: 0)
!636 = !DISubroutineType(types: !637)
!637 = !{null, !638}
!638 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !623, size: 64)
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !640, file: !627, line: 102)
!640 = !DISubprogram(name: "fclose", scope: !630, file: !630, line: 178, type: !641, flags: DIFlagPrototyped, spFlags: 0)
!641 = !DISubroutineType(types: !642)
!642 = !{!396, !638}
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !644, file: !627, line: 103)
!644 = !DISubprogram(name: "feof", scope: !630, file: !630, line: 788, type: !641, flags: DIFlagPrototyped, spFlags: 0)
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !646, file: !627, line: 104)
!646 = !DISubprogram(name: "ferror", scope: !630, file: !630, line: 790, type: !641, flags: DIFlagPrototyped, spFlags: 0)
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !648, file: !627, line: 105)
!648 = !DISubprogram(name: "fflush", scope: !630, file: !630, line: 230, type: !641, flags: DIFlagPrototyped, spFlags: 0)
!649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !650, file: !627, line: 106)
!650 = !DISubprogram(name: "fgetc", scope: !630, file: !630, line: 513, type: !641, flags: DIFlagPrototyped, spFlags: 0)
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !652, file: !627, line: 107)
!652 = !DISubprogram(name: "fgetpos", scope: !630, file: !630, line: 760, type: !653, flags: DIFlagPrototyped, spFlags: 0)
!653 = !DISubroutineType(types: !654)
!654 = !{!396, !655, !656}
!655 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !638)
!656 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !657)
!657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !629, size: 64)
!658 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !659, file: !627, line: 108)
!659 = !DISubprogram(name: "fgets", scope: !630, file: !630, line: 592, type: !660, flags: DIFlagPrototyped, spFlags: 0)
!660 = !DISubroutineType(types: !661)
!661 = !{!662, !663, !396, !655}
!662 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !591, size: 64)
!663 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !662)
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !665, file: !627, line: 109)
!665 = !DISubprogram(name: "fopen", scope: !630, file: !630, line: 258, type: !666, flags: DIFlagPrototyped, spFlags: 0)
!666 = !DISubroutineType(types: !667)
!667 = !{!638, !668, !668}
!668 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !589)
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !670, file: !627, line: 110)
!670 = !DISubprogram(name: "fprintf", scope: !630, file: !630, line: 350, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!671 = !DISubroutineType(types: !672)
!672 = !{!396, !655, !668, null}
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !674, file: !627, line: 111)
!674 = !DISubprogram(name: "fputc", scope: !630, file: !630, line: 549, type: !675, flags: DIFlagPrototyped, spFlags: 0)
!675 = !DISubroutineType(types: !676)
!676 = !{!396, !396, !638}
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !678, file: !627, line: 112)
!678 = !DISubprogram(name: "fputs", scope: !630, file: !630, line: 655, type: !679, flags: DIFlagPrototyped, spFlags: 0)
!679 = !DISubroutineType(types: !680)
!680 = !{!396, !668, !655}
!681 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !682, file: !627, line: 113)
!682 = !DISubprogram(name: "fread", scope: !630, file: !630, line: 675, type: !683, flags: DIFlagPrototyped, spFlags: 0)
!683 = !DISubroutineType(types: !684)
!684 = !{!685, !687, !685, !685, !655}
!685 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !686, line: 46, baseType: !7)
!686 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!687 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !616)
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !689, file: !627, line: 114)
!689 = !DISubprogram(name: "freopen", scope: !630, file: !630, line: 265, type: !690, flags: DIFlagPrototyped, spFlags: 0)
!690 = !DISubroutineType(types: !691)
!691 = !{!638, !668, !668, !655}
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !693, file: !627, line: 115)
!693 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !630, file: !630, line: 434, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !695, file: !627, line: 116)
!695 = !DISubprogram(name: "fseek", scope: !630, file: !630, line: 713, type: !696, flags: DIFlagPrototyped, spFlags: 0)
!696 = !DISubroutineType(types: !697)
!697 = !{!396, !638, !405, !396}
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !699, file: !627, line: 117)
!699 = !DISubprogram(name: "fsetpos", scope: !630, file: !630, line: 765, type: !700, flags: DIFlagPrototyped, spFlags: 0)
!700 = !DISubroutineType(types: !701)
!701 = !{!396, !638, !702}
!702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !703, size: 64)
!703 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !629)
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !705, file: !627, line: 118)
!705 = !DISubprogram(name: "ftell", scope: !630, file: !630, line: 718, type: !706, flags: DIFlagPrototyped, spFlags: 0)
!706 = !DISubroutineType(types: !707)
!707 = !{!405, !638}
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !709, file: !627, line: 119)
!709 = !DISubprogram(name: "fwrite", scope: !630, file: !630, line: 681, type: !710, flags: DIFlagPrototyped, spFlags: 0)
!710 = !DISubroutineType(types: !711)
!711 = !{!685, !712, !685, !685, !655}
!712 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !10)
!713 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !714, file: !627, line: 120)
!714 = !DISubprogram(name: "getc", scope: !630, file: !630, line: 514, type: !641, flags: DIFlagPrototyped, spFlags: 0)
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !716, file: !627, line: 121)
!716 = !DISubprogram(name: "getchar", scope: !630, file: !630, line: 520, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!717 = !DISubroutineType(types: !718)
!718 = !{!396}
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !720, file: !627, line: 126)
!720 = !DISubprogram(name: "perror", scope: !630, file: !630, line: 804, type: !721, flags: DIFlagPrototyped, spFlags: 0)
!721 = !DISubroutineType(types: !722)
!722 = !{null, !589}
!723 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !724, file: !627, line: 127)
!724 = !DISubprogram(name: "printf", scope: !630, file: !630, line: 356, type: !725, flags: DIFlagPrototyped, spFlags: 0)
!725 = !DISubroutineType(types: !726)
!726 = !{!396, !668, null}
!727 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !728, file: !627, line: 128)
!728 = !DISubprogram(name: "putc", scope: !630, file: !630, line: 550, type: !675, flags: DIFlagPrototyped, spFlags: 0)
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !730, file: !627, line: 129)
!730 = !DISubprogram(name: "putchar", scope: !630, file: !630, line: 556, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!731 = !DISubroutineType(types: !732)
!732 = !{!396, !396}
!733 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !734, file: !627, line: 130)
!734 = !DISubprogram(name: "puts", scope: !630, file: !630, line: 661, type: !735, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DISubroutineType(types: !736)
!736 = !{!396, !589}
!737 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !738, file: !627, line: 131)
!738 = !DISubprogram(name: "remove", scope: !630, file: !630, line: 152, type: !735, flags: DIFlagPrototyped, spFlags: 0)
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !740, file: !627, line: 132)
!740 = !DISubprogram(name: "rename", scope: !630, file: !630, line: 154, type: !741, flags: DIFlagPrototyped, spFlags: 0)
!741 = !DISubroutineType(types: !742)
!742 = !{!396, !589, !589}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !744, file: !627, line: 133)
!744 = !DISubprogram(name: "rewind", scope: !630, file: !630, line: 723, type: !636, flags: DIFlagPrototyped, spFlags: 0)
!745 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !746, file: !627, line: 134)
!746 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !630, file: !630, line: 437, type: !725, flags: DIFlagPrototyped, spFlags: 0)
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !748, file: !627, line: 135)
!748 = !DISubprogram(name: "setbuf", scope: !630, file: !630, line: 328, type: !749, flags: DIFlagPrototyped, spFlags: 0)
!749 = !DISubroutineType(types: !750)
!750 = !{null, !655, !663}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !752, file: !627, line: 136)
!752 = !DISubprogram(name: "setvbuf", scope: !630, file: !630, line: 332, type: !753, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{!396, !655, !663, !396, !685}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !756, file: !627, line: 137)
!756 = !DISubprogram(name: "sprintf", scope: !630, file: !630, line: 358, type: !757, flags: DIFlagPrototyped, spFlags: 0)
!757 = !DISubroutineType(types: !758)
!758 = !{!396, !663, !668, null}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !760, file: !627, line: 138)
!760 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !630, file: !630, line: 439, type: !761, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DISubroutineType(types: !762)
!762 = !{!396, !668, !668, null}
!763 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !764, file: !627, line: 139)
!764 = !DISubprogram(name: "tmpfile", scope: !630, file: !630, line: 188, type: !765, flags: DIFlagPrototyped, spFlags: 0)
!765 = !DISubroutineType(types: !766)
!766 = !{!638}
!767 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !768, file: !627, line: 141)
!768 = !DISubprogram(name: "tmpnam", scope: !630, file: !630, line: 205, type: !769, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{!662, !662}
!771 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !772, file: !627, line: 143)
!772 = !DISubprogram(name: "ungetc", scope: !630, file: !630, line: 668, type: !675, flags: DIFlagPrototyped, spFlags: 0)
!773 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !774, file: !627, line: 144)
!774 = !DISubprogram(name: "vfprintf", scope: !630, file: !630, line: 365, type: !775, flags: DIFlagPrototyped, spFlags: 0)
!775 = !DISubroutineType(types: !776)
!776 = !{!396, !655, !668, !777}
!777 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !778, size: 64)
!778 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !779, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!779 = !DIFile(filename: "vector_push.cpp", directory: "/work/main/internal/pipeline/testdata")
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !781, file: !627, line: 145)
!781 = !DISubprogram(name: "vprintf", scope: !630, file: !630, line: 371, type: !782, flags: DIFlagPrototyped, spFlags: 0)
!782 = !DISubroutineType(types: !783)
!783 = !{!396, !668, !777}
!784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !785, file: !627, line: 146)
!785 = !DISubprogram(name: "vsprintf", scope: !630, file: !630, line: 373, type: !786, flags: DIFlagPrototyped, spFlags: 0)
!786 = !DISubroutineType(types: !787)
!787 = !{!396, !663, !668, !777}
!788 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !789, file: !627, line: 175)
!789 = !DISubprogram(name: "snprintf", scope: !630, file: !630, line: 378, type: !790, flags: DIFlagPrototyped, spFlags: 0)
!790 = !DISubroutineType(types: !791)
!791 = !{!396, !663, !685, !668, null}
!792 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !793, file: !627, line: 176)
!793 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !630, file: !630, line: 479, type: !775, flags: DIFlagPrototyped, spFlags: 0)
!794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !795, file: !627, line: 177)
!795 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !630, file: !630, line: 484, type: !782, flags: DIFlagPrototyped, spFlags: 0)
!796 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !797, file: !627, line: 178)
!797 = !DISubprogram(name: "vsnprintf", scope: !630, file: !630, line: 382, type: !798, flags: DIFlagPrototyped, spFlags: 0)
!798 = !DISubroutineType(types: !799)
!799 = !{!396, !663, !685, !668, !777}
!800 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !801, file: !627, line: 179)
!801 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !630, file: !630, line: 487, type: !802, flags: DIFlagPrototyped, spFlags: 0)
!802 = !DISubroutineType(types: !803)
!803 = !{!396, !668, !668, !777}
!804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !789, file: !627, line: 185)
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !793, file: !627, line: 186)
!806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !795, file: !627, line: 187)
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !797, file: !627, line: 188)
!808 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !801, file: !627, line: 189)
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !810, file: !812, line: 52)
!810 = !DISubprogram(name: "abs", scope: !811, file: !811, line: 861, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!811 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!812 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !814, file: !816, line: 127)
!814 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !811, line: 63, baseType: !815)
!815 = !DICompositeType(tag: DW_TAG_structure_type, file: !811, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!816 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !818, file: !816, line: 128)
!818 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !811, line: 71, baseType: !819)
!819 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !811, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !820, identifier: "_ZTS6ldiv_t")
!820 = !{!821, !822}
!821 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !819, file: !811, line: 69, baseType: !405, size: 64)
!822 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !819, file: !811, line: 70, baseType: !405, size: 64, offset: 64)
!823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !824, file: !816, line: 130)
!824 = !DISubprogram(name: "abort", scope: !811, file: !811, line: 611, type: !825, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!825 = !DISubroutineType(types: !826)
!826 = !{null}
!827 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !828, file: !816, line: 134)
!828 = !DISubprogram(name: "atexit", scope: !811, file: !811, line: 615, type: !829, flags: DIFlagPrototyped, spFlags: 0)
!829 = !DISubroutineType(types: !830)
!830 = !{!396, !831}
!831 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !825, size: 64)
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !833, file: !816, line: 137)
!833 = !DISubprogram(name: "at_quick_exit", scope: !811, file: !811, line: 620, type: !829, flags: DIFlagPrototyped, spFlags: 0)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !835, file: !816, line: 140)
!835 = !DISubprogram(name: "atof", scope: !811, file: !811, line: 102, type: !836, flags: DIFlagPrototyped, spFlags: 0)
!836 = !DISubroutineType(types: !837)
!837 = !{!3, !589}
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !839, file: !816, line: 141)
!839 = !DISubprogram(name: "atoi", scope: !811, file: !811, line: 105, type: !735, flags: DIFlagPrototyped, spFlags: 0)
!840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !841, file: !816, line: 142)
!841 = !DISubprogram(name: "atol", scope: !811, file: !811, line: 108, type: !842, flags: DIFlagPrototyped, spFlags: 0)
!842 = !DISubroutineType(types: !843)
!843 = !{!405, !589}
!844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !845, file: !816, line: 143)
!845 = !DISubprogram(name: "bsearch", scope: !811, file: !811, line: 841, type: !846, flags: DIFlagPrototyped, spFlags: 0)
!846 = !DISubroutineType(types: !847)
!847 = !{!616, !10, !10, !685, !685, !848}
!848 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !811, line: 829, baseType: !849)
!849 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !850, size: 64)
!850 = !DISubroutineType(types: !851)
!851 = !{!396, !10, !10}
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !853, file: !816, line: 144)
!853 = !DISubprogram(name: "calloc", scope: !811, file: !811, line: 556, type: !854, flags: DIFlagPrototyped, spFlags: 0)
!854 = !DISubroutineType(types: !855)
!855 = !{!616, !685, !685}
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !857, file: !816, line: 145)
!857 = !DISubprogram(name: "div", scope: !811, file: !811, line: 873, type: !858, flags: DIFlagPrototyped, spFlags: 0)
!858 = !DISubroutineType(types: !859)
!859 = !{!814, !396, !396}
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !861, file: !816, line: 146)
!861 = !DISubprogram(name: "exit", scope: !811, file: !811, line: 637, type: !862, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!862 = !DISubroutineType(types: !863)
!863 = !{null, !396}
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !865, file: !816, line: 147)
!865 = !DISubprogram(name: "free", scope: !811, file: !811, line: 568, type: !866, flags: DIFlagPrototyped, spFlags: 0)
!866 = !DISubroutineType(types: !867)
!867 = !{null, !616}
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !869, file: !816, line: 148)
!869 = !DISubprogram(name: "getenv", scope: !811, file: !811, line: 654, type: !870, flags: DIFlagPrototyped, spFlags: 0)
!870 = !DISubroutineType(types: !871)
!871 = !{!662, !589}
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !873, file: !816, line: 149)
!873 = !DISubprogram(name: "labs", scope: !811, file: !811, line: 862, type: !874, flags: DIFlagPrototyped, spFlags: 0)
!874 = !DISubroutineType(types: !875)
!875 = !{!405, !405}
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !877, file: !816, line: 150)
!877 = !DISubprogram(name: "ldiv", scope: !811, file: !811, line: 875, type: !878, flags: DIFlagPrototyped, spFlags: 0)
!878 = !DISubroutineType(types: !879)
!879 = !{!818, !405, !405}
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !881, file: !816, line: 151)
!881 = !DISubprogram(name: "malloc", scope: !811, file: !811, line: 553, type: !882, flags: DIFlagPrototyped, spFlags: 0)
!882 = !DISubroutineType(types: !883)
!883 = !{!616, !685}
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !885, file: !816, line: 153)
!885 = !DISubprogram(name: "mblen", scope: !811, file: !811, line: 943, type: !886, flags: DIFlagPrototyped, spFlags: 0)
!886 = !DISubroutineType(types: !887)
!887 = !{!396, !589, !685}
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !889, file: !816, line: 154)
!889 = !DISubprogram(name: "mbstowcs", scope: !811, file: !811, line: 954, type: !890, flags: DIFlagPrototyped, spFlags: 0)
!890 = !DISubroutineType(types: !891)
!891 = !{!685, !892, !668, !685}
!892 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !893)
!893 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !894, size: 64)
!894 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !896, file: !816, line: 155)
!896 = !DISubprogram(name: "mbtowc", scope: !811, file: !811, line: 946, type: !897, flags: DIFlagPrototyped, spFlags: 0)
!897 = !DISubroutineType(types: !898)
!898 = !{!396, !892, !668, !685}
!899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !900, file: !816, line: 157)
!900 = !DISubprogram(name: "qsort", scope: !811, file: !811, line: 851, type: !901, flags: DIFlagPrototyped, spFlags: 0)
!901 = !DISubroutineType(types: !902)
!902 = !{null, !616, !685, !685, !848}
!903 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !904, file: !816, line: 160)
!904 = !DISubprogram(name: "quick_exit", scope: !811, file: !811, line: 643, type: !862, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!905 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !906, file: !816, line: 163)
!906 = !DISubprogram(name: "rand", scope: !811, file: !811, line: 454, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!907 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !908, file: !816, line: 164)
!908 = !DISubprogram(name: "realloc", scope: !811, file: !811, line: 564, type: !909, flags: DIFlagPrototyped, spFlags: 0)
!909 = !DISubroutineType(types: !910)
!910 = !{!616, !616, !685}
!911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !912, file: !816, line: 165)
!912 = !DISubprogram(name: "srand", scope: !811, file: !811, line: 456, type: !913, flags: DIFlagPrototyped, spFlags: 0)
!913 = !DISubroutineType(types: !914)
!914 = !{null, !915}
!915 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !917, file: !816, line: 166)
!917 = !DISubprogram(name: "strtod", scope: !811, file: !811, line: 118, type: !918, flags: DIFlagPrototyped, spFlags: 0)
!918 = !DISubroutineType(types: !919)
!919 = !{!3, !668, !920}
!920 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !921)
!921 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !662, size: 64)
!922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !923, file: !816, line: 167)
!923 = !DISubprogram(name: "strtol", scope: !811, file: !811, line: 177, type: !924, flags: DIFlagPrototyped, spFlags: 0)
!924 = !DISubroutineType(types: !925)
!925 = !{!405, !668, !920, !396}
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !927, file: !816, line: 168)
!927 = !DISubprogram(name: "strtoul", scope: !811, file: !811, line: 181, type: !928, flags: DIFlagPrototyped, spFlags: 0)
!928 = !DISubroutineType(types: !929)
!929 = !{!7, !668, !920, !396}
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !931, file: !816, line: 169)
!931 = !DISubprogram(name: "system", scope: !811, file: !811, line: 804, type: !735, flags: DIFlagPrototyped, spFlags: 0)
!932 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !933, file: !816, line: 171)
!933 = !DISubprogram(name: "wcstombs", scope: !811, file: !811, line: 958, type: !934, flags: DIFlagPrototyped, spFlags: 0)
!934 = !DISubroutineType(types: !935)
!935 = !{!685, !663, !936, !685}
!936 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !937)
!937 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !938, size: 64)
!938 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !894)
!939 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !940, file: !816, line: 172)
!940 = !DISubprogram(name: "wctomb", scope: !811, file: !811, line: 950, type: !941, flags: DIFlagPrototyped, spFlags: 0)
!941 = !DISubroutineType(types: !942)
!942 = !{!396, !662, !894}
!943 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !944, file: !816, line: 200)
!944 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !811, line: 81, baseType: !945)
!945 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !811, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !946, identifier: "_ZTS7lldiv_t")
!946 = !{!947, !949}
!947 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !945, file: !811, line: 79, baseType: !948, size: 64)
!948 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!949 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !945, file: !811, line: 80, baseType: !948, size: 64, offset: 64)
!950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !951, file: !816, line: 206)
!951 = !DISubprogram(name: "_Exit", scope: !811, file: !811, line: 649, type: !862, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !953, file: !816, line: 210)
!953 = !DISubprogram(name: "llabs", scope: !811, file: !811, line: 865, type: !954, flags: DIFlagPrototyped, spFlags: 0)
!954 = !DISubroutineType(types: !955)
!955 = !{!948, !948}
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !957, file: !816, line: 216)
!957 = !DISubprogram(name: "lldiv", scope: !811, file: !811, line: 879, type: !958, flags: DIFlagPrototyped, spFlags: 0)
!958 = !DISubroutineType(types: !959)
!959 = !{!944, !948, !948}
!960 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !961, file: !816, line: 227)
!961 = !DISubprogram(name: "atoll", scope: !811, file: !811, line: 113, type: !962, flags: DIFlagPrototyped, spFlags: 0)
!962 = !DISubroutineType(types: !963)
!963 = !{!948, !589}
!964 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !965, file: !816, line: 228)
!965 = !DISubprogram(name: "strtoll", scope: !811, file: !811, line: 201, type: !966, flags: DIFlagPrototyped, spFlags: 0)
!966 = !DISubroutineType(types: !967)
!967 = !{!948, !668, !920, !396}
!968 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !969, file: !816, line: 229)
!969 = !DISubprogram(name: "strtoull", scope: !811, file: !811, line: 206, type: !970, flags: DIFlagPrototyped, spFlags: 0)
!970 = !DISubroutineType(types: !971)
!971 = !{!972, !668, !920, !396}
!972 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!973 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !974, file: !816, line: 231)
!974 = !DISubprogram(name: "strtof", scope: !811, file: !811, line: 124, type: !975, flags: DIFlagPrototyped, spFlags: 0)
!975 = !DISubroutineType(types: !976)
!976 = !{!977, !668, !920}
!977 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!978 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !34, entity: !979, file: !816, line: 232)
!979 = !DISubprogram(name: "strtold", scope: !811, file: !811, line: 127, type: !980, flags: DIFlagPrototyped, spFlags: 0)
!980 = !DISubroutineType(types: !981)
!981 = !{!982, !668, !920}
!982 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!983 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !944, file: !816, line: 240)
!984 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !951, file: !816, line: 242)
!985 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !953, file: !816, line: 244)
!986 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !987, file: !816, line: 245)
!987 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !34, file: !816, line: 213, type: !958, flags: DIFlagPrototyped, spFlags: 0)
!988 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !957, file: !816, line: 246)
!989 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !961, file: !816, line: 248)
!990 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !974, file: !816, line: 249)
!991 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !965, file: !816, line: 250)
!992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !969, file: !816, line: 251)
!993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !979, file: !816, line: 252)
!994 = !{i32 7, !"Dwarf Version", i32 5}
!995 = !{i32 2, !"Debug Info Version", i32 3}
!996 = !{i32 1, !"wchar_size", i32 4}
!997 = !{i32 7, !"PIC Level", i32 2}
!998 = !{i32 7, !"PIE Level", i32 2}
!999 = !{i32 7, !"uwtable", i32 1}
!1000 = !{i32 7, !"frame-pointer", i32 2}
!1001 = !{!"Debian clang version 14.0.6"}
!1002 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !1003, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !142)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!396, !396, !921}
!1005 = !DILocalVariable(name: "argc", arg: 1, scope: !1002, file: !1, line: 31, type: !396)
!1006 = !DILocation(line: 31, column: 14, scope: !1002)
!1007 = !DILocalVariable(name: "argv", arg: 2, scope: !1002, file: !1, line: 31, type: !921)
!1008 = !DILocation(line: 31, column: 27, scope: !1002)
!1009 = !DILocalVariable(name: "n", scope: !1002, file: !1, line: 32, type: !396)
!1010 = !DILocation(line: 32, column: 7, scope: !1002)
!1011 = !DILocation(line: 32, column: 11, scope: !1002)
!1012 = !DILocation(line: 32, column: 16, scope: !1002)
!1013 = !DILocation(line: 32, column: 32, scope: !1002)
!1014 = !DILocation(line: 32, column: 22, scope: !1002)
!1015 = !DILocalVariable(name: "reps", scope: !1002, file: !1, line: 33, type: !396)
!1016 = !DILocation(line: 33, column: 7, scope: !1002)
!1017 = !DILocation(line: 33, column: 14, scope: !1002)
!1018 = !DILocation(line: 33, column: 19, scope: !1002)
!1019 = !DILocation(line: 33, column: 35, scope: !1002)
!1020 = !DILocation(line: 33, column: 25, scope: !1002)
!1021 = !DILocalVariable(name: "pts", scope: !1002, file: !1, line: 34, type: !20)
!1022 = !DILocation(line: 34, column: 22, scope: !1002)
!1023 = !DILocation(line: 34, column: 34, scope: !1002)
!1024 = !DILocation(line: 34, column: 28, scope: !1002)
!1025 = !DILocalVariable(name: "s", scope: !1002, file: !1, line: 35, type: !3)
!1026 = !DILocation(line: 35, column: 10, scope: !1002)
!1027 = !DILocalVariable(name: "r", scope: !1028, file: !1, line: 36, type: !396)
!1028 = distinct !DILexicalBlock(scope: !1002, file: !1, line: 36, column: 3)
!1029 = !DILocation(line: 36, column: 12, scope: !1028)
!1030 = !DILocation(line: 36, column: 8, scope: !1028)
!1031 = !DILocation(line: 36, column: 19, scope: !1032)
!1032 = distinct !DILexicalBlock(scope: !1028, file: !1, line: 36, column: 3)
!1033 = !DILocation(line: 36, column: 23, scope: !1032)
!1034 = !DILocation(line: 36, column: 21, scope: !1032)
!1035 = !DILocation(line: 36, column: 3, scope: !1028)
!1036 = !DILocation(line: 36, column: 39, scope: !1032)
!1037 = !DILocation(line: 36, column: 36, scope: !1032)
!1038 = !DILocation(line: 36, column: 34, scope: !1032)
!1039 = !DILocation(line: 36, column: 30, scope: !1032)
!1040 = !DILocation(line: 36, column: 3, scope: !1032)
!1041 = distinct !{!1041, !1035, !1042, !1043}
!1042 = !DILocation(line: 36, column: 56, scope: !1028)
!1043 = !{!"llvm.loop.mustprogress"}
!1044 = !DILocation(line: 39, column: 1, scope: !1032)
!1045 = !DILocation(line: 39, column: 1, scope: !1002)
!1046 = !DILocation(line: 37, column: 23, scope: !1002)
!1047 = !DILocation(line: 37, column: 3, scope: !1002)
!1048 = !DILocation(line: 38, column: 3, scope: !1002)
!1049 = distinct !DISubprogram(name: "build", linkageName: "_ZL5buildi", scope: !1, file: !1, line: 12, type: !1050, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !142)
!1050 = !DISubroutineType(types: !1051)
!1051 = !{!20, !396}
!1052 = !DILocalVariable(name: "n", arg: 1, scope: !1049, file: !1, line: 12, type: !396)
!1053 = !DILocation(line: 12, column: 37, scope: !1049)
!1054 = !DILocation(line: 13, column: 3, scope: !1049)
!1055 = !DILocalVariable(name: "pts", scope: !1049, file: !1, line: 13, type: !20)
!1056 = !DILocation(line: 13, column: 22, scope: !1049)
!1057 = !DILocation(line: 14, column: 15, scope: !1049)
!1058 = !DILocation(line: 14, column: 7, scope: !1049)
!1059 = !DILocalVariable(name: "i", scope: !1060, file: !1, line: 15, type: !396)
!1060 = distinct !DILexicalBlock(scope: !1049, file: !1, line: 15, column: 3)
!1061 = !DILocation(line: 15, column: 12, scope: !1060)
!1062 = !DILocation(line: 15, column: 8, scope: !1060)
!1063 = !DILocation(line: 15, column: 19, scope: !1064)
!1064 = distinct !DILexicalBlock(scope: !1060, file: !1, line: 15, column: 3)
!1065 = !DILocation(line: 15, column: 23, scope: !1064)
!1066 = !DILocation(line: 15, column: 21, scope: !1064)
!1067 = !DILocation(line: 15, column: 3, scope: !1060)
!1068 = !DILocation(line: 15, column: 45, scope: !1064)
!1069 = !DILocation(line: 15, column: 46, scope: !1064)
!1070 = !DILocation(line: 15, column: 48, scope: !1064)
!1071 = !DILocation(line: 15, column: 55, scope: !1064)
!1072 = !DILocation(line: 15, column: 57, scope: !1064)
!1073 = !DILocation(line: 15, column: 74, scope: !1064)
!1074 = !DILocation(line: 15, column: 76, scope: !1064)
!1075 = !DILocation(line: 15, column: 73, scope: !1064)
!1076 = !DILocation(line: 15, column: 35, scope: !1064)
!1077 = !DILocation(line: 15, column: 31, scope: !1064)
!1078 = !DILocation(line: 15, column: 27, scope: !1064)
!1079 = !DILocation(line: 15, column: 3, scope: !1064)
!1080 = distinct !{!1080, !1067, !1081, !1043}
!1081 = !DILocation(line: 15, column: 81, scope: !1060)
!1082 = !DILocation(line: 17, column: 1, scope: !1049)
!1083 = !DILocation(line: 16, column: 3, scope: !1049)
!1084 = distinct !DISubprogram(name: "centroid_dist", linkageName: "_ZL13centroid_distRKSt6vectorI5PointSaIS0_EE", scope: !1, file: !1, line: 19, type: !1085, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !142)
!1085 = !DISubroutineType(types: !1086)
!1086 = !{!3, !309}
!1087 = !DILocalVariable(name: "pts", arg: 1, scope: !1084, file: !1, line: 19, type: !309)
!1088 = !DILocation(line: 19, column: 55, scope: !1084)
!1089 = !DILocalVariable(name: "cx", scope: !1084, file: !1, line: 20, type: !3)
!1090 = !DILocation(line: 20, column: 10, scope: !1084)
!1091 = !DILocalVariable(name: "cy", scope: !1084, file: !1, line: 20, type: !3)
!1092 = !DILocation(line: 20, column: 18, scope: !1084)
!1093 = !DILocalVariable(name: "cz", scope: !1084, file: !1, line: 20, type: !3)
!1094 = !DILocation(line: 20, column: 26, scope: !1084)
!1095 = !DILocalVariable(name: "__range1", scope: !1096, type: !309, flags: DIFlagArtificial)
!1096 = distinct !DILexicalBlock(scope: !1084, file: !1, line: 21, column: 3)
!1097 = !DILocation(line: 0, scope: !1096)
!1098 = !DILocation(line: 21, column: 25, scope: !1096)
!1099 = !DILocalVariable(name: "__begin1", scope: !1096, type: !422, flags: DIFlagArtificial)
!1100 = !DILocation(line: 21, column: 23, scope: !1096)
!1101 = !DILocalVariable(name: "__end1", scope: !1096, type: !422, flags: DIFlagArtificial)
!1102 = !DILocalVariable(name: "p", scope: !1103, file: !1, line: 21, type: !79)
!1103 = distinct !DILexicalBlock(scope: !1096, file: !1, line: 21, column: 3)
!1104 = !DILocation(line: 21, column: 21, scope: !1103)
!1105 = !DILocation(line: 21, column: 23, scope: !1103)
!1106 = !DILocation(line: 21, column: 38, scope: !1107)
!1107 = distinct !DILexicalBlock(scope: !1103, file: !1, line: 21, column: 30)
!1108 = !DILocation(line: 21, column: 40, scope: !1107)
!1109 = !DILocation(line: 21, column: 35, scope: !1107)
!1110 = !DILocation(line: 21, column: 49, scope: !1107)
!1111 = !DILocation(line: 21, column: 51, scope: !1107)
!1112 = !DILocation(line: 21, column: 46, scope: !1107)
!1113 = !DILocation(line: 21, column: 60, scope: !1107)
!1114 = !DILocation(line: 21, column: 62, scope: !1107)
!1115 = !DILocation(line: 21, column: 57, scope: !1107)
!1116 = !DILocation(line: 21, column: 3, scope: !1096)
!1117 = distinct !{!1117, !1116, !1118}
!1118 = !DILocation(line: 21, column: 65, scope: !1096)
!1119 = !DILocation(line: 22, column: 9, scope: !1084)
!1120 = !DILocation(line: 22, column: 13, scope: !1084)
!1121 = !DILocation(line: 22, column: 6, scope: !1084)
!1122 = !DILocation(line: 22, column: 27, scope: !1084)
!1123 = !DILocation(line: 22, column: 31, scope: !1084)
!1124 = !DILocation(line: 22, column: 24, scope: !1084)
!1125 = !DILocation(line: 22, column: 45, scope: !1084)
!1126 = !DILocation(line: 22, column: 49, scope: !1084)
!1127 = !DILocation(line: 22, column: 42, scope: !1084)
!1128 = !DILocalVariable(name: "s", scope: !1084, file: !1, line: 23, type: !3)
!1129 = !DILocation(line: 23, column: 10, scope: !1084)
!1130 = !DILocalVariable(name: "i", scope: !1131, file: !1, line: 24, type: !685)
!1131 = distinct !DILexicalBlock(scope: !1084, file: !1, line: 24, column: 3)
!1132 = !DILocation(line: 24, column: 15, scope: !1131)
!1133 = !DILocation(line: 24, column: 8, scope: !1131)
!1134 = !DILocation(line: 24, column: 22, scope: !1135)
!1135 = distinct !DILexicalBlock(scope: !1131, file: !1, line: 24, column: 3)
!1136 = !DILocation(line: 24, column: 26, scope: !1135)
!1137 = !DILocation(line: 24, column: 30, scope: !1135)
!1138 = !DILocation(line: 24, column: 24, scope: !1135)
!1139 = !DILocation(line: 24, column: 3, scope: !1131)
!1140 = !DILocalVariable(name: "dx", scope: !1141, file: !1, line: 25, type: !3)
!1141 = distinct !DILexicalBlock(scope: !1135, file: !1, line: 24, column: 43)
!1142 = !DILocation(line: 25, column: 12, scope: !1141)
!1143 = !DILocation(line: 25, column: 17, scope: !1141)
!1144 = !DILocation(line: 25, column: 21, scope: !1141)
!1145 = !DILocation(line: 25, column: 24, scope: !1141)
!1146 = !DILocation(line: 25, column: 28, scope: !1141)
!1147 = !DILocation(line: 25, column: 26, scope: !1141)
!1148 = !DILocalVariable(name: "dy", scope: !1141, file: !1, line: 25, type: !3)
!1149 = !DILocation(line: 25, column: 32, scope: !1141)
!1150 = !DILocation(line: 25, column: 37, scope: !1141)
!1151 = !DILocation(line: 25, column: 41, scope: !1141)
!1152 = !DILocation(line: 25, column: 44, scope: !1141)
!1153 = !DILocation(line: 25, column: 48, scope: !1141)
!1154 = !DILocation(line: 25, column: 46, scope: !1141)
!1155 = !DILocalVariable(name: "dz", scope: !1141, file: !1, line: 25, type: !3)
!1156 = !DILocation(line: 25, column: 52, scope: !1141)
!1157 = !DILocation(line: 25, column: 57, scope: !1141)
!1158 = !DILocation(line: 25, column: 61, scope: !1141)
!1159 = !DILocation(line: 25, column: 64, scope: !1141)
!1160 = !DILocation(line: 25, column: 68, scope: !1141)
!1161 = !DILocation(line: 25, column: 66, scope: !1141)
!1162 = !DILocation(line: 26, column: 10, scope: !1141)
!1163 = !DILocation(line: 26, column: 15, scope: !1141)
!1164 = !DILocation(line: 26, column: 20, scope: !1141)
!1165 = !DILocation(line: 26, column: 25, scope: !1141)
!1166 = !DILocation(line: 26, column: 23, scope: !1141)
!1167 = !DILocation(line: 26, column: 18, scope: !1141)
!1168 = !DILocation(line: 26, column: 30, scope: !1141)
!1169 = !DILocation(line: 26, column: 35, scope: !1141)
!1170 = !DILocation(line: 26, column: 28, scope: !1141)
!1171 = !DILocation(line: 26, column: 7, scope: !1141)
!1172 = !DILocation(line: 27, column: 3, scope: !1141)
!1173 = !DILocation(line: 24, column: 39, scope: !1135)
!1174 = !DILocation(line: 24, column: 3, scope: !1135)
!1175 = distinct !{!1175, !1139, !1176, !1043}
!1176 = !DILocation(line: 27, column: 3, scope: !1131)
!1177 = !DILocation(line: 28, column: 10, scope: !1084)
!1178 = !DILocation(line: 28, column: 3, scope: !1084)
!1179 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorI5PointSaIS0_EED2Ev", scope: !20, file: !9, line: 728, type: !288, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !339, retainedNodes: !142)
!1180 = !DILocalVariable(name: "this", arg: 1, scope: !1179, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!1182 = !DILocation(line: 0, scope: !1179)
!1183 = !DILocation(line: 730, column: 22, scope: !1184)
!1184 = distinct !DILexicalBlock(scope: !1179, file: !9, line: 729, column: 7)
!1185 = !DILocation(line: 730, column: 16, scope: !1184)
!1186 = !DILocation(line: 730, column: 30, scope: !1184)
!1187 = !DILocation(line: 730, column: 46, scope: !1184)
!1188 = !DILocation(line: 730, column: 40, scope: !1184)
!1189 = !DILocation(line: 730, column: 54, scope: !1184)
!1190 = !DILocation(line: 731, column: 9, scope: !1184)
!1191 = !DILocation(line: 730, column: 2, scope: !1184)
!1192 = !DILocation(line: 733, column: 7, scope: !1184)
!1193 = !DILocation(line: 733, column: 7, scope: !1179)
!1194 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorI5PointSaIS0_EEC2Ev", scope: !20, file: !9, line: 526, type: !288, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !287, retainedNodes: !142)
!1195 = !DILocalVariable(name: "this", arg: 1, scope: !1194, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1196 = !DILocation(line: 0, scope: !1194)
!1197 = !DILocation(line: 526, column: 24, scope: !1194)
!1198 = !DILocation(line: 526, column: 7, scope: !1194)
!1199 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorI5PointSaIS0_EE7reserveEm", scope: !20, file: !1200, line: 68, type: !500, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !508, retainedNodes: !142)
!1200 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1201 = !DILocalVariable(name: "this", arg: 1, scope: !1199, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1202 = !DILocation(line: 0, scope: !1199)
!1203 = !DILocalVariable(name: "__n", arg: 2, scope: !1199, file: !9, line: 1105, type: !8)
!1204 = !DILocation(line: 1105, column: 25, scope: !1199)
!1205 = !DILocation(line: 70, column: 11, scope: !1206)
!1206 = distinct !DILexicalBlock(scope: !1199, file: !1200, line: 70, column: 11)
!1207 = !DILocation(line: 70, column: 23, scope: !1206)
!1208 = !DILocation(line: 70, column: 15, scope: !1206)
!1209 = !DILocation(line: 70, column: 11, scope: !1199)
!1210 = !DILocation(line: 71, column: 2, scope: !1206)
!1211 = !DILocation(line: 72, column: 17, scope: !1212)
!1212 = distinct !DILexicalBlock(scope: !1199, file: !1200, line: 72, column: 11)
!1213 = !DILocation(line: 72, column: 30, scope: !1212)
!1214 = !DILocation(line: 72, column: 28, scope: !1212)
!1215 = !DILocation(line: 72, column: 11, scope: !1199)
!1216 = !DILocalVariable(name: "__old_size", scope: !1217, file: !1200, line: 74, type: !1218)
!1217 = distinct !DILexicalBlock(scope: !1212, file: !1200, line: 73, column: 2)
!1218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!1219 = !DILocation(line: 74, column: 20, scope: !1217)
!1220 = !DILocation(line: 74, column: 33, scope: !1217)
!1221 = !DILocalVariable(name: "__tmp", scope: !1217, file: !1200, line: 75, type: !278)
!1222 = !DILocation(line: 75, column: 12, scope: !1217)
!1223 = !DILocation(line: 79, column: 22, scope: !1224)
!1224 = distinct !DILexicalBlock(scope: !1225, file: !1200, line: 78, column: 6)
!1225 = distinct !DILexicalBlock(scope: !1217, file: !1200, line: 77, column: 29)
!1226 = !DILocation(line: 79, column: 34, scope: !1224)
!1227 = !DILocation(line: 79, column: 14, scope: !1224)
!1228 = !DILocation(line: 80, column: 26, scope: !1224)
!1229 = !DILocation(line: 80, column: 20, scope: !1224)
!1230 = !DILocation(line: 80, column: 34, scope: !1224)
!1231 = !DILocation(line: 80, column: 50, scope: !1224)
!1232 = !DILocation(line: 80, column: 44, scope: !1224)
!1233 = !DILocation(line: 80, column: 58, scope: !1224)
!1234 = !DILocation(line: 81, column: 6, scope: !1224)
!1235 = !DILocation(line: 81, column: 13, scope: !1224)
!1236 = !DILocation(line: 80, column: 8, scope: !1224)
!1237 = !DILocation(line: 93, column: 4, scope: !1217)
!1238 = !DILocation(line: 93, column: 24, scope: !1217)
!1239 = !DILocation(line: 93, column: 18, scope: !1217)
!1240 = !DILocation(line: 93, column: 32, scope: !1217)
!1241 = !DILocation(line: 94, column: 10, scope: !1217)
!1242 = !DILocation(line: 94, column: 4, scope: !1217)
!1243 = !DILocation(line: 94, column: 18, scope: !1217)
!1244 = !DILocation(line: 95, column: 12, scope: !1217)
!1245 = !DILocation(line: 95, column: 6, scope: !1217)
!1246 = !DILocation(line: 95, column: 20, scope: !1217)
!1247 = !DILocation(line: 95, column: 4, scope: !1217)
!1248 = !DILocation(line: 96, column: 29, scope: !1217)
!1249 = !DILocation(line: 96, column: 10, scope: !1217)
!1250 = !DILocation(line: 96, column: 4, scope: !1217)
!1251 = !DILocation(line: 96, column: 18, scope: !1217)
!1252 = !DILocation(line: 96, column: 27, scope: !1217)
!1253 = !DILocation(line: 97, column: 30, scope: !1217)
!1254 = !DILocation(line: 97, column: 38, scope: !1217)
!1255 = !DILocation(line: 97, column: 36, scope: !1217)
!1256 = !DILocation(line: 97, column: 10, scope: !1217)
!1257 = !DILocation(line: 97, column: 4, scope: !1217)
!1258 = !DILocation(line: 97, column: 18, scope: !1217)
!1259 = !DILocation(line: 97, column: 28, scope: !1217)
!1260 = !DILocation(line: 98, column: 44, scope: !1217)
!1261 = !DILocation(line: 98, column: 38, scope: !1217)
!1262 = !DILocation(line: 98, column: 52, scope: !1217)
!1263 = !DILocation(line: 98, column: 63, scope: !1217)
!1264 = !DILocation(line: 98, column: 61, scope: !1217)
!1265 = !DILocation(line: 98, column: 10, scope: !1217)
!1266 = !DILocation(line: 98, column: 4, scope: !1217)
!1267 = !DILocation(line: 98, column: 18, scope: !1217)
!1268 = !DILocation(line: 98, column: 36, scope: !1217)
!1269 = !DILocation(line: 99, column: 2, scope: !1217)
!1270 = !DILocation(line: 100, column: 5, scope: !1199)
!1271 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorI5PointSaIS0_EE9push_backEOS0_", scope: !20, file: !9, line: 1293, type: !547, scopeLine: 1294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !546, retainedNodes: !142)
!1272 = !DILocalVariable(name: "this", arg: 1, scope: !1271, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1273 = !DILocation(line: 0, scope: !1271)
!1274 = !DILocalVariable(name: "__x", arg: 2, scope: !1271, file: !9, line: 1293, type: !549)
!1275 = !DILocation(line: 1293, column: 30, scope: !1271)
!1276 = !DILocation(line: 1294, column: 32, scope: !1271)
!1277 = !DILocation(line: 1294, column: 22, scope: !1271)
!1278 = !DILocation(line: 1294, column: 9, scope: !1271)
!1279 = !DILocation(line: 1294, column: 39, scope: !1271)
!1280 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EEC2Ev", scope: !23, file: !9, line: 312, type: !204, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !203, retainedNodes: !142)
!1281 = !DILocalVariable(name: "this", arg: 1, scope: !1280, type: !1282, flags: DIFlagArtificial | DIFlagObjectPointer)
!1282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!1283 = !DILocation(line: 0, scope: !1280)
!1284 = !DILocation(line: 312, column: 7, scope: !1280)
!1285 = !DILocation(line: 312, column: 30, scope: !1280)
!1286 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implC2Ev", scope: !26, file: !9, line: 137, type: !170, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !169, retainedNodes: !142)
!1287 = !DILocalVariable(name: "this", arg: 1, scope: !1286, type: !1288, flags: DIFlagArtificial | DIFlagObjectPointer)
!1288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!1289 = !DILocation(line: 0, scope: !1286)
!1290 = !DILocation(line: 140, column: 2, scope: !1286)
!1291 = !DILocation(line: 139, column: 4, scope: !1286)
!1292 = !DILocation(line: 137, column: 2, scope: !1286)
!1293 = !DILocation(line: 140, column: 4, scope: !1286)
!1294 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaI5PointEC2Ev", scope: !46, file: !47, line: 156, type: !94, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !93, retainedNodes: !142)
!1295 = !DILocalVariable(name: "this", arg: 1, scope: !1294, type: !1296, flags: DIFlagArtificial | DIFlagObjectPointer)
!1296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!1297 = !DILocation(line: 0, scope: !1294)
!1298 = !DILocation(line: 156, column: 36, scope: !1294)
!1299 = !DILocation(line: 156, column: 7, scope: !1294)
!1300 = !DILocation(line: 156, column: 38, scope: !1294)
!1301 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE17_Vector_impl_dataC2Ev", scope: !145, file: !9, line: 99, type: !153, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !152, retainedNodes: !142)
!1302 = !DILocalVariable(name: "this", arg: 1, scope: !1301, type: !1303, flags: DIFlagArtificial | DIFlagObjectPointer)
!1303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!1304 = !DILocation(line: 0, scope: !1301)
!1305 = !DILocation(line: 100, column: 4, scope: !1301)
!1306 = !DILocation(line: 100, column: 16, scope: !1301)
!1307 = !DILocation(line: 100, column: 29, scope: !1301)
!1308 = !DILocation(line: 101, column: 4, scope: !1301)
!1309 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorI5PointEC2Ev", scope: !52, file: !53, line: 80, type: !56, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !55, retainedNodes: !142)
!1310 = !DILocalVariable(name: "this", arg: 1, scope: !1309, type: !1311, flags: DIFlagArtificial | DIFlagObjectPointer)
!1311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!1312 = !DILocation(line: 0, scope: !1309)
!1313 = !DILocation(line: 80, column: 49, scope: !1309)
!1314 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE8max_sizeEv", scope: !20, file: !9, line: 993, type: !496, scopeLine: 994, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !498, retainedNodes: !142)
!1315 = !DILocalVariable(name: "this", arg: 1, scope: !1314, type: !1316, flags: DIFlagArtificial | DIFlagObjectPointer)
!1316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!1317 = !DILocation(line: 0, scope: !1314)
!1318 = !DILocation(line: 994, column: 28, scope: !1314)
!1319 = !DILocation(line: 994, column: 16, scope: !1314)
!1320 = !DILocation(line: 994, column: 9, scope: !1314)
!1321 = distinct !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE8capacityEv", scope: !20, file: !9, line: 1073, type: !496, scopeLine: 1074, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !504, retainedNodes: !142)
!1322 = !DILocalVariable(name: "this", arg: 1, scope: !1321, type: !1316, flags: DIFlagArtificial | DIFlagObjectPointer)
!1323 = !DILocation(line: 0, scope: !1321)
!1324 = !DILocation(line: 1074, column: 32, scope: !1321)
!1325 = !DILocation(line: 1074, column: 26, scope: !1321)
!1326 = !DILocation(line: 1074, column: 40, scope: !1321)
!1327 = !DILocation(line: 1075, column: 13, scope: !1321)
!1328 = !DILocation(line: 1075, column: 7, scope: !1321)
!1329 = !DILocation(line: 1075, column: 21, scope: !1321)
!1330 = !DILocation(line: 1075, column: 5, scope: !1321)
!1331 = !DILocation(line: 1074, column: 9, scope: !1321)
!1332 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE4sizeEv", scope: !20, file: !9, line: 987, type: !496, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !495, retainedNodes: !142)
!1333 = !DILocalVariable(name: "this", arg: 1, scope: !1332, type: !1316, flags: DIFlagArtificial | DIFlagObjectPointer)
!1334 = !DILocation(line: 0, scope: !1332)
!1335 = !DILocation(line: 988, column: 32, scope: !1332)
!1336 = !DILocation(line: 988, column: 26, scope: !1332)
!1337 = !DILocation(line: 988, column: 40, scope: !1332)
!1338 = !DILocation(line: 988, column: 58, scope: !1332)
!1339 = !DILocation(line: 988, column: 52, scope: !1332)
!1340 = !DILocation(line: 988, column: 66, scope: !1332)
!1341 = !DILocation(line: 988, column: 50, scope: !1332)
!1342 = !DILocation(line: 988, column: 9, scope: !1332)
!1343 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE11_M_allocateEm", scope: !23, file: !9, line: 375, type: !232, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !231, retainedNodes: !142)
!1344 = !DILocalVariable(name: "this", arg: 1, scope: !1343, type: !1282, flags: DIFlagArtificial | DIFlagObjectPointer)
!1345 = !DILocation(line: 0, scope: !1343)
!1346 = !DILocalVariable(name: "__n", arg: 2, scope: !1343, file: !9, line: 375, type: !4)
!1347 = !DILocation(line: 375, column: 26, scope: !1343)
!1348 = !DILocation(line: 378, column: 9, scope: !1343)
!1349 = !DILocation(line: 378, column: 13, scope: !1343)
!1350 = !DILocation(line: 378, column: 34, scope: !1343)
!1351 = !DILocation(line: 378, column: 43, scope: !1343)
!1352 = !DILocation(line: 378, column: 20, scope: !1343)
!1353 = !DILocation(line: 378, column: 2, scope: !1343)
!1354 = !DILocalVariable(name: "__first", arg: 1, scope: !19, file: !9, line: 499, type: !278)
!1355 = !DILocation(line: 499, column: 27, scope: !19)
!1356 = !DILocalVariable(name: "__last", arg: 2, scope: !19, file: !9, line: 499, type: !278)
!1357 = !DILocation(line: 499, column: 44, scope: !19)
!1358 = !DILocalVariable(name: "__result", arg: 3, scope: !19, file: !9, line: 499, type: !278)
!1359 = !DILocation(line: 499, column: 60, scope: !19)
!1360 = !DILocalVariable(name: "__alloc", arg: 4, scope: !19, file: !9, line: 500, type: !279)
!1361 = !DILocation(line: 500, column: 21, scope: !19)
!1362 = !DILocation(line: 507, column: 24, scope: !19)
!1363 = !DILocation(line: 507, column: 33, scope: !19)
!1364 = !DILocation(line: 507, column: 41, scope: !19)
!1365 = !DILocation(line: 507, column: 51, scope: !19)
!1366 = !DILocation(line: 507, column: 9, scope: !19)
!1367 = !DILocation(line: 507, column: 2, scope: !19)
!1368 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv", scope: !23, file: !9, line: 298, type: !190, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !189, retainedNodes: !142)
!1369 = !DILocalVariable(name: "this", arg: 1, scope: !1368, type: !1282, flags: DIFlagArtificial | DIFlagObjectPointer)
!1370 = !DILocation(line: 0, scope: !1368)
!1371 = !DILocation(line: 299, column: 22, scope: !1368)
!1372 = !DILocation(line: 299, column: 16, scope: !1368)
!1373 = !DILocation(line: 299, column: 9, scope: !1368)
!1374 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE13_M_deallocateEPS0_m", scope: !23, file: !9, line: 383, type: !235, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !234, retainedNodes: !142)
!1375 = !DILocalVariable(name: "this", arg: 1, scope: !1374, type: !1282, flags: DIFlagArtificial | DIFlagObjectPointer)
!1376 = !DILocation(line: 0, scope: !1374)
!1377 = !DILocalVariable(name: "__p", arg: 2, scope: !1374, file: !9, line: 383, type: !148)
!1378 = !DILocation(line: 383, column: 29, scope: !1374)
!1379 = !DILocalVariable(name: "__n", arg: 3, scope: !1374, file: !9, line: 383, type: !4)
!1380 = !DILocation(line: 383, column: 41, scope: !1374)
!1381 = !DILocation(line: 386, column: 6, scope: !1382)
!1382 = distinct !DILexicalBlock(scope: !1374, file: !9, line: 386, column: 6)
!1383 = !DILocation(line: 386, column: 6, scope: !1374)
!1384 = !DILocation(line: 387, column: 20, scope: !1382)
!1385 = !DILocation(line: 387, column: 29, scope: !1382)
!1386 = !DILocation(line: 387, column: 34, scope: !1382)
!1387 = !DILocation(line: 387, column: 4, scope: !1382)
!1388 = !DILocation(line: 388, column: 7, scope: !1374)
!1389 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorI5PointSaIS0_EE11_S_max_sizeERKS1_", scope: !20, file: !9, line: 1911, type: !596, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !595, retainedNodes: !142)
!1390 = !DILocalVariable(name: "__a", arg: 1, scope: !1389, file: !9, line: 1911, type: !598)
!1391 = !DILocation(line: 1911, column: 41, scope: !1389)
!1392 = !DILocalVariable(name: "__diffmax", scope: !1389, file: !9, line: 1916, type: !1393)
!1393 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1394 = !DILocation(line: 1916, column: 15, scope: !1389)
!1395 = !DILocalVariable(name: "__allocmax", scope: !1389, file: !9, line: 1918, type: !1393)
!1396 = !DILocation(line: 1918, column: 15, scope: !1389)
!1397 = !DILocation(line: 1918, column: 52, scope: !1389)
!1398 = !DILocation(line: 1918, column: 28, scope: !1389)
!1399 = !DILocation(line: 1919, column: 9, scope: !1389)
!1400 = !DILocation(line: 1919, column: 2, scope: !1389)
!1401 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseI5PointSaIS0_EE19_M_get_Tp_allocatorEv", scope: !23, file: !9, line: 303, type: !195, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !194, retainedNodes: !142)
!1402 = !DILocalVariable(name: "this", arg: 1, scope: !1401, type: !1403, flags: DIFlagArtificial | DIFlagObjectPointer)
!1403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!1404 = !DILocation(line: 0, scope: !1401)
!1405 = !DILocation(line: 304, column: 22, scope: !1401)
!1406 = !DILocation(line: 304, column: 16, scope: !1401)
!1407 = !DILocation(line: 304, column: 9, scope: !1401)
!1408 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8max_sizeERKS1_", scope: !37, file: !38, line: 547, type: !116, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !115, retainedNodes: !142)
!1409 = !DILocalVariable(name: "__a", arg: 1, scope: !1408, file: !38, line: 547, type: !119)
!1410 = !DILocation(line: 547, column: 38, scope: !1408)
!1411 = !DILocation(line: 550, column: 9, scope: !1408)
!1412 = !DILocation(line: 550, column: 13, scope: !1408)
!1413 = !DILocation(line: 550, column: 2, scope: !1408)
!1414 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !6, file: !1415, line: 230, type: !1416, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1420, retainedNodes: !142)
!1415 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1416 = !DISubroutineType(types: !1417)
!1417 = !{!1418, !1418, !1418}
!1418 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1419, size: 64)
!1419 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!1420 = !{!1421}
!1421 = !DITemplateTypeParameter(name: "_Tp", type: !7)
!1422 = !DILocalVariable(name: "__a", arg: 1, scope: !1414, file: !1415, line: 230, type: !1418)
!1423 = !DILocation(line: 230, column: 20, scope: !1414)
!1424 = !DILocalVariable(name: "__b", arg: 2, scope: !1414, file: !1415, line: 230, type: !1418)
!1425 = !DILocation(line: 230, column: 36, scope: !1414)
!1426 = !DILocation(line: 235, column: 11, scope: !1427)
!1427 = distinct !DILexicalBlock(scope: !1414, file: !1415, line: 235, column: 11)
!1428 = !DILocation(line: 235, column: 17, scope: !1427)
!1429 = !DILocation(line: 235, column: 15, scope: !1427)
!1430 = !DILocation(line: 235, column: 11, scope: !1414)
!1431 = !DILocation(line: 236, column: 9, scope: !1427)
!1432 = !DILocation(line: 236, column: 2, scope: !1427)
!1433 = !DILocation(line: 237, column: 14, scope: !1414)
!1434 = !DILocation(line: 237, column: 7, scope: !1414)
!1435 = !DILocation(line: 238, column: 5, scope: !1414)
!1436 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorI5PointE8max_sizeEv", scope: !52, file: !53, line: 167, type: !88, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !87, retainedNodes: !142)
!1437 = !DILocalVariable(name: "this", arg: 1, scope: !1436, type: !1438, flags: DIFlagArtificial | DIFlagObjectPointer)
!1438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!1439 = !DILocation(line: 0, scope: !1436)
!1440 = !DILocation(line: 168, column: 16, scope: !1436)
!1441 = !DILocation(line: 168, column: 9, scope: !1436)
!1442 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorI5PointE11_M_max_sizeEv", scope: !52, file: !53, line: 210, type: !88, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !142)
!1443 = !DILocalVariable(name: "this", arg: 1, scope: !1442, type: !1438, flags: DIFlagArtificial | DIFlagObjectPointer)
!1444 = !DILocation(line: 0, scope: !1442)
!1445 = !DILocation(line: 213, column: 2, scope: !1442)
!1446 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE8allocateERS1_m", scope: !37, file: !38, line: 463, type: !41, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !40, retainedNodes: !142)
!1447 = !DILocalVariable(name: "__a", arg: 1, scope: !1446, file: !38, line: 463, type: !44)
!1448 = !DILocation(line: 463, column: 32, scope: !1446)
!1449 = !DILocalVariable(name: "__n", arg: 2, scope: !1446, file: !38, line: 463, type: !107)
!1450 = !DILocation(line: 463, column: 47, scope: !1446)
!1451 = !DILocation(line: 464, column: 16, scope: !1446)
!1452 = !DILocation(line: 464, column: 29, scope: !1446)
!1453 = !DILocation(line: 464, column: 20, scope: !1446)
!1454 = !DILocation(line: 464, column: 9, scope: !1446)
!1455 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorI5PointE8allocateEmPKv", scope: !52, file: !53, line: 112, type: !81, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !80, retainedNodes: !142)
!1456 = !DILocalVariable(name: "this", arg: 1, scope: !1455, type: !1311, flags: DIFlagArtificial | DIFlagObjectPointer)
!1457 = !DILocation(line: 0, scope: !1455)
!1458 = !DILocalVariable(name: "__n", arg: 2, scope: !1455, file: !53, line: 112, type: !83)
!1459 = !DILocation(line: 112, column: 26, scope: !1455)
!1460 = !DILocalVariable(arg: 3, scope: !1455, file: !53, line: 112, type: !10)
!1461 = !DILocation(line: 112, column: 43, scope: !1455)
!1462 = !DILocation(line: 120, column: 23, scope: !1463)
!1463 = distinct !DILexicalBlock(scope: !1455, file: !53, line: 120, column: 6)
!1464 = !DILocation(line: 120, column: 35, scope: !1463)
!1465 = !DILocation(line: 120, column: 27, scope: !1463)
!1466 = !DILocation(line: 120, column: 6, scope: !1455)
!1467 = !DILocation(line: 124, column: 10, scope: !1468)
!1468 = distinct !DILexicalBlock(scope: !1469, file: !53, line: 124, column: 10)
!1469 = distinct !DILexicalBlock(scope: !1463, file: !53, line: 121, column: 4)
!1470 = !DILocation(line: 124, column: 14, scope: !1468)
!1471 = !DILocation(line: 124, column: 10, scope: !1469)
!1472 = !DILocation(line: 125, column: 8, scope: !1468)
!1473 = !DILocation(line: 126, column: 6, scope: !1469)
!1474 = !DILocation(line: 137, column: 49, scope: !1455)
!1475 = !DILocation(line: 137, column: 53, scope: !1455)
!1476 = !DILocation(line: 137, column: 27, scope: !1455)
!1477 = !DILocation(line: 137, column: 9, scope: !1455)
!1478 = !DILocation(line: 137, column: 2, scope: !1455)
!1479 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorI5PointSaIS0_EE14_S_do_relocateEPS0_S3_S3_RS1_St17integral_constantIbLb1EE", scope: !20, file: !9, line: 487, type: !276, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !275, retainedNodes: !142)
!1480 = !DILocalVariable(name: "__first", arg: 1, scope: !1479, file: !9, line: 487, type: !278)
!1481 = !DILocation(line: 487, column: 30, scope: !1479)
!1482 = !DILocalVariable(name: "__last", arg: 2, scope: !1479, file: !9, line: 487, type: !278)
!1483 = !DILocation(line: 487, column: 47, scope: !1479)
!1484 = !DILocalVariable(name: "__result", arg: 3, scope: !1479, file: !9, line: 487, type: !278)
!1485 = !DILocation(line: 487, column: 63, scope: !1479)
!1486 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1479, file: !9, line: 488, type: !279)
!1487 = !DILocation(line: 488, column: 24, scope: !1479)
!1488 = !DILocalVariable(arg: 5, scope: !1479, file: !9, line: 488, type: !242)
!1489 = !DILocation(line: 488, column: 42, scope: !1479)
!1490 = !DILocation(line: 490, column: 27, scope: !1479)
!1491 = !DILocation(line: 490, column: 36, scope: !1479)
!1492 = !DILocation(line: 490, column: 44, scope: !1479)
!1493 = !DILocation(line: 490, column: 54, scope: !1479)
!1494 = !DILocation(line: 490, column: 9, scope: !1479)
!1495 = !DILocation(line: 490, column: 2, scope: !1479)
!1496 = distinct !DISubprogram(name: "__relocate_a<Point *, Point *, std::allocator<Point> >", linkageName: "_ZSt12__relocate_aIP5PointS1_SaIS0_EET0_T_S4_S3_RT1_", scope: !6, file: !1497, line: 1127, type: !1498, scopeLine: 1132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1500, retainedNodes: !142)
!1497 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1498 = !DISubroutineType(types: !1499)
!1499 = !{!12, !12, !12, !12, !105}
!1500 = !{!1501, !1502, !1503}
!1501 = !DITemplateTypeParameter(name: "_InputIterator", type: !12)
!1502 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !12)
!1503 = !DITemplateTypeParameter(name: "_Allocator", type: !46)
!1504 = !DILocalVariable(name: "__first", arg: 1, scope: !1496, file: !1497, line: 1127, type: !12)
!1505 = !DILocation(line: 1127, column: 33, scope: !1496)
!1506 = !DILocalVariable(name: "__last", arg: 2, scope: !1496, file: !1497, line: 1127, type: !12)
!1507 = !DILocation(line: 1127, column: 57, scope: !1496)
!1508 = !DILocalVariable(name: "__result", arg: 3, scope: !1496, file: !1497, line: 1128, type: !12)
!1509 = !DILocation(line: 1128, column: 21, scope: !1496)
!1510 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1496, file: !1497, line: 1128, type: !105)
!1511 = !DILocation(line: 1128, column: 43, scope: !1496)
!1512 = !DILocation(line: 1133, column: 52, scope: !1496)
!1513 = !DILocation(line: 1133, column: 34, scope: !1496)
!1514 = !DILocation(line: 1134, column: 24, scope: !1496)
!1515 = !DILocation(line: 1134, column: 6, scope: !1496)
!1516 = !DILocation(line: 1135, column: 24, scope: !1496)
!1517 = !DILocation(line: 1135, column: 6, scope: !1496)
!1518 = !DILocation(line: 1135, column: 35, scope: !1496)
!1519 = !DILocation(line: 1133, column: 14, scope: !1496)
!1520 = !DILocation(line: 1133, column: 7, scope: !1496)
!1521 = distinct !DISubprogram(name: "__relocate_a_1<Point, Point>", linkageName: "_ZSt14__relocate_a_1I5PointS0_ENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS2_E4typeES3_S3_S3_RSaIT0_E", scope: !6, file: !1497, line: 1100, type: !1522, scopeLine: 1103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1530, retainedNodes: !142)
!1522 = !DISubroutineType(types: !1523)
!1523 = !{!1524, !12, !12, !12, !105}
!1524 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<Point>::value, Point *>", scope: !6, file: !243, line: 2240, baseType: !1525)
!1525 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1526, file: !243, line: 2234, baseType: !12)
!1526 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, Point *>", scope: !6, file: !243, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !1527, identifier: "_ZTSSt9enable_ifILb1EP5PointE")
!1527 = !{!1528, !1529}
!1528 = !DITemplateValueParameter(type: !135, value: i8 1)
!1529 = !DITemplateTypeParameter(name: "_Tp", type: !12)
!1530 = !{!92, !1531}
!1531 = !DITemplateTypeParameter(name: "_Up", type: !13)
!1532 = !DILocalVariable(name: "__first", arg: 1, scope: !1521, file: !1497, line: 1100, type: !12)
!1533 = !DILocation(line: 1100, column: 25, scope: !1521)
!1534 = !DILocalVariable(name: "__last", arg: 2, scope: !1521, file: !1497, line: 1100, type: !12)
!1535 = !DILocation(line: 1100, column: 39, scope: !1521)
!1536 = !DILocalVariable(name: "__result", arg: 3, scope: !1521, file: !1497, line: 1101, type: !12)
!1537 = !DILocation(line: 1101, column: 11, scope: !1521)
!1538 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1521, file: !1497, line: 1102, type: !105)
!1539 = !DILocation(line: 1102, column: 43, scope: !1521)
!1540 = !DILocalVariable(name: "__count", scope: !1521, file: !1497, line: 1104, type: !404)
!1541 = !DILocation(line: 1104, column: 17, scope: !1521)
!1542 = !DILocation(line: 1104, column: 27, scope: !1521)
!1543 = !DILocation(line: 1104, column: 36, scope: !1521)
!1544 = !DILocation(line: 1104, column: 34, scope: !1521)
!1545 = !DILocation(line: 1105, column: 11, scope: !1546)
!1546 = distinct !DILexicalBlock(scope: !1521, file: !1497, line: 1105, column: 11)
!1547 = !DILocation(line: 1105, column: 19, scope: !1546)
!1548 = !DILocation(line: 1105, column: 11, scope: !1521)
!1549 = !DILocation(line: 1117, column: 22, scope: !1550)
!1550 = distinct !DILexicalBlock(scope: !1546, file: !1497, line: 1106, column: 2)
!1551 = !DILocation(line: 1117, column: 4, scope: !1550)
!1552 = !DILocation(line: 1117, column: 32, scope: !1550)
!1553 = !DILocation(line: 1117, column: 41, scope: !1550)
!1554 = !DILocation(line: 1117, column: 49, scope: !1550)
!1555 = !DILocation(line: 1118, column: 2, scope: !1550)
!1556 = !DILocation(line: 1119, column: 14, scope: !1521)
!1557 = !DILocation(line: 1119, column: 25, scope: !1521)
!1558 = !DILocation(line: 1119, column: 23, scope: !1521)
!1559 = !DILocation(line: 1119, column: 7, scope: !1521)
!1560 = distinct !DISubprogram(name: "__niter_base<Point *>", linkageName: "_ZSt12__niter_baseIP5PointET_S2_", scope: !6, file: !1415, line: 313, type: !1561, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !380, retainedNodes: !142)
!1561 = !DISubroutineType(types: !1562)
!1562 = !{!12, !12}
!1563 = !DILocalVariable(name: "__it", arg: 1, scope: !1560, file: !1415, line: 313, type: !12)
!1564 = !DILocation(line: 313, column: 28, scope: !1560)
!1565 = !DILocation(line: 315, column: 14, scope: !1560)
!1566 = !DILocation(line: 315, column: 7, scope: !1560)
!1567 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaI5PointEE10deallocateERS1_PS0_m", scope: !37, file: !38, line: 495, type: !113, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !112, retainedNodes: !142)
!1568 = !DILocalVariable(name: "__a", arg: 1, scope: !1567, file: !38, line: 495, type: !44)
!1569 = !DILocation(line: 495, column: 34, scope: !1567)
!1570 = !DILocalVariable(name: "__p", arg: 2, scope: !1567, file: !38, line: 495, type: !43)
!1571 = !DILocation(line: 495, column: 47, scope: !1567)
!1572 = !DILocalVariable(name: "__n", arg: 3, scope: !1567, file: !38, line: 495, type: !107)
!1573 = !DILocation(line: 495, column: 62, scope: !1567)
!1574 = !DILocation(line: 496, column: 9, scope: !1567)
!1575 = !DILocation(line: 496, column: 24, scope: !1567)
!1576 = !DILocation(line: 496, column: 29, scope: !1567)
!1577 = !DILocation(line: 496, column: 13, scope: !1567)
!1578 = !DILocation(line: 496, column: 35, scope: !1567)
!1579 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorI5PointE10deallocateEPS0_m", scope: !52, file: !53, line: 142, type: !85, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !84, retainedNodes: !142)
!1580 = !DILocalVariable(name: "this", arg: 1, scope: !1579, type: !1311, flags: DIFlagArtificial | DIFlagObjectPointer)
!1581 = !DILocation(line: 0, scope: !1579)
!1582 = !DILocalVariable(name: "__p", arg: 2, scope: !1579, file: !53, line: 142, type: !12)
!1583 = !DILocation(line: 142, column: 23, scope: !1579)
!1584 = !DILocalVariable(name: "__n", arg: 3, scope: !1579, file: !53, line: 142, type: !83)
!1585 = !DILocation(line: 142, column: 38, scope: !1579)
!1586 = !DILocation(line: 158, column: 27, scope: !1579)
!1587 = !DILocation(line: 158, column: 2, scope: !1579)
!1588 = !DILocation(line: 159, column: 7, scope: !1579)
!1589 = distinct !DISubprogram(name: "emplace_back<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE12emplace_backIJS0_EEEvDpOT_", scope: !20, file: !1200, line: 112, type: !1590, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1594, declaration: !1593, retainedNodes: !142)
!1590 = !DISubroutineType(types: !1591)
!1591 = !{null, !290, !1592}
!1592 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !13, size: 64)
!1593 = !DISubprogram(name: "emplace_back<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE12emplace_backIJS0_EEEvDpOT_", scope: !20, file: !9, line: 1303, type: !1590, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !1594)
!1594 = !{!1595}
!1595 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !1596)
!1596 = !{!141}
!1597 = !DILocalVariable(name: "this", arg: 1, scope: !1589, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1598 = !DILocation(line: 0, scope: !1589)
!1599 = !DILocalVariable(name: "__args", arg: 2, scope: !1589, file: !9, line: 1303, type: !1592)
!1600 = !DILocation(line: 1303, column: 26, scope: !1589)
!1601 = !DILocation(line: 114, column: 12, scope: !1602)
!1602 = distinct !DILexicalBlock(scope: !1589, file: !1200, line: 114, column: 6)
!1603 = !DILocation(line: 114, column: 6, scope: !1602)
!1604 = !DILocation(line: 114, column: 20, scope: !1602)
!1605 = !DILocation(line: 114, column: 39, scope: !1602)
!1606 = !DILocation(line: 114, column: 33, scope: !1602)
!1607 = !DILocation(line: 114, column: 47, scope: !1602)
!1608 = !DILocation(line: 114, column: 30, scope: !1602)
!1609 = !DILocation(line: 114, column: 6, scope: !1589)
!1610 = !DILocation(line: 117, column: 37, scope: !1611)
!1611 = distinct !DILexicalBlock(scope: !1602, file: !1200, line: 115, column: 4)
!1612 = !DILocation(line: 117, column: 31, scope: !1611)
!1613 = !DILocation(line: 117, column: 52, scope: !1611)
!1614 = !DILocation(line: 117, column: 46, scope: !1611)
!1615 = !DILocation(line: 117, column: 60, scope: !1611)
!1616 = !DILocation(line: 118, column: 30, scope: !1611)
!1617 = !DILocation(line: 118, column: 10, scope: !1611)
!1618 = !DILocation(line: 117, column: 6, scope: !1611)
!1619 = !DILocation(line: 119, column: 14, scope: !1611)
!1620 = !DILocation(line: 119, column: 8, scope: !1611)
!1621 = !DILocation(line: 119, column: 22, scope: !1611)
!1622 = !DILocation(line: 119, column: 6, scope: !1611)
!1623 = !DILocation(line: 121, column: 4, scope: !1611)
!1624 = !DILocation(line: 123, column: 22, scope: !1602)
!1625 = !DILocation(line: 123, column: 49, scope: !1602)
!1626 = !DILocation(line: 123, column: 29, scope: !1602)
!1627 = !DILocation(line: 123, column: 4, scope: !1602)
!1628 = !DILocation(line: 127, column: 7, scope: !1589)
!1629 = distinct !DISubprogram(name: "move<Point &>", linkageName: "_ZSt4moveIR5PointEONSt16remove_referenceIT_E4typeEOS3_", scope: !6, file: !1630, line: 104, type: !1631, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1636, retainedNodes: !142)
!1630 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!1631 = !DISubroutineType(types: !1632)
!1632 = !{!1633, !71}
!1633 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !1634, size: 64)
!1634 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1635, file: !243, line: 1633, baseType: !13)
!1635 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<Point &>", scope: !6, file: !243, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !1636, identifier: "_ZTSSt16remove_referenceIR5PointE")
!1636 = !{!1637}
!1637 = !DITemplateTypeParameter(name: "_Tp", type: !71)
!1638 = !DILocalVariable(name: "__t", arg: 1, scope: !1629, file: !1630, line: 104, type: !71)
!1639 = !DILocation(line: 104, column: 16, scope: !1629)
!1640 = !DILocation(line: 105, column: 71, scope: !1629)
!1641 = !DILocation(line: 105, column: 7, scope: !1629)
!1642 = distinct !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_", scope: !37, file: !38, line: 511, type: !1643, scopeLine: 514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1646, declaration: !1645, retainedNodes: !142)
!1643 = !DISubroutineType(types: !1644)
!1644 = !{null, !44, !12, !1592}
!1645 = !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt16allocator_traitsISaI5PointEE9constructIS0_JS0_EEEvRS1_PT_DpOT0_", scope: !37, file: !38, line: 511, type: !1643, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1646)
!1646 = !{!1531, !1595}
!1647 = !DILocalVariable(name: "__a", arg: 1, scope: !1642, file: !38, line: 511, type: !44)
!1648 = !DILocation(line: 511, column: 28, scope: !1642)
!1649 = !DILocalVariable(name: "__p", arg: 2, scope: !1642, file: !38, line: 511, type: !12)
!1650 = !DILocation(line: 511, column: 66, scope: !1642)
!1651 = !DILocalVariable(name: "__args", arg: 3, scope: !1642, file: !38, line: 512, type: !1592)
!1652 = !DILocation(line: 512, column: 16, scope: !1642)
!1653 = !DILocation(line: 516, column: 4, scope: !1642)
!1654 = !DILocation(line: 516, column: 18, scope: !1642)
!1655 = !DILocation(line: 516, column: 43, scope: !1642)
!1656 = !DILocation(line: 516, column: 23, scope: !1642)
!1657 = !DILocation(line: 516, column: 8, scope: !1642)
!1658 = !DILocation(line: 520, column: 2, scope: !1642)
!1659 = distinct !DISubprogram(name: "forward<Point>", linkageName: "_ZSt7forwardI5PointEOT_RNSt16remove_referenceIS1_E4typeE", scope: !6, file: !1630, line: 77, type: !1660, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !91, retainedNodes: !142)
!1660 = !DISubroutineType(types: !1661)
!1661 = !{!1592, !1662}
!1662 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1663, size: 64)
!1663 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !1664, file: !243, line: 1629, baseType: !13)
!1664 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<Point>", scope: !6, file: !243, line: 1628, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !91, identifier: "_ZTSSt16remove_referenceI5PointE")
!1665 = !DILocalVariable(name: "__t", arg: 1, scope: !1659, file: !1630, line: 77, type: !1662)
!1666 = !DILocation(line: 77, column: 56, scope: !1659)
!1667 = !DILocation(line: 78, column: 33, scope: !1659)
!1668 = !DILocation(line: 78, column: 7, scope: !1659)
!1669 = distinct !DISubprogram(name: "_M_realloc_insert<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_", scope: !20, file: !1200, line: 440, type: !1670, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1594, declaration: !1672, retainedNodes: !142)
!1670 = !DISubroutineType(types: !1671)
!1671 = !{null, !290, !359, !1592}
!1672 = !DISubprogram(name: "_M_realloc_insert<Point>", linkageName: "_ZNSt6vectorI5PointSaIS0_EE17_M_realloc_insertIJS0_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_", scope: !20, file: !9, line: 1868, type: !1670, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0, templateParams: !1594)
!1673 = !DILocalVariable(name: "this", arg: 1, scope: !1669, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1674 = !DILocation(line: 0, scope: !1669)
!1675 = !DILocalVariable(name: "__position", arg: 2, scope: !1669, file: !9, line: 1868, type: !359)
!1676 = !DILocation(line: 1868, column: 29, scope: !1669)
!1677 = !DILocalVariable(name: "__args", arg: 3, scope: !1669, file: !9, line: 1868, type: !1592)
!1678 = !DILocation(line: 1868, column: 52, scope: !1669)
!1679 = !DILocalVariable(name: "__len", scope: !1669, file: !1200, line: 448, type: !1218)
!1680 = !DILocation(line: 448, column: 23, scope: !1669)
!1681 = !DILocation(line: 449, column: 2, scope: !1669)
!1682 = !DILocalVariable(name: "__old_start", scope: !1669, file: !1200, line: 450, type: !278)
!1683 = !DILocation(line: 450, column: 15, scope: !1669)
!1684 = !DILocation(line: 450, column: 35, scope: !1669)
!1685 = !DILocation(line: 450, column: 29, scope: !1669)
!1686 = !DILocation(line: 450, column: 43, scope: !1669)
!1687 = !DILocalVariable(name: "__old_finish", scope: !1669, file: !1200, line: 451, type: !278)
!1688 = !DILocation(line: 451, column: 15, scope: !1669)
!1689 = !DILocation(line: 451, column: 36, scope: !1669)
!1690 = !DILocation(line: 451, column: 30, scope: !1669)
!1691 = !DILocation(line: 451, column: 44, scope: !1669)
!1692 = !DILocalVariable(name: "__elems_before", scope: !1669, file: !1200, line: 452, type: !1218)
!1693 = !DILocation(line: 452, column: 23, scope: !1669)
!1694 = !DILocation(line: 452, column: 53, scope: !1669)
!1695 = !DILocation(line: 452, column: 51, scope: !1669)
!1696 = !DILocalVariable(name: "__new_start", scope: !1669, file: !1200, line: 453, type: !278)
!1697 = !DILocation(line: 453, column: 15, scope: !1669)
!1698 = !DILocation(line: 453, column: 33, scope: !1669)
!1699 = !DILocation(line: 453, column: 45, scope: !1669)
!1700 = !DILocalVariable(name: "__new_finish", scope: !1669, file: !1200, line: 454, type: !278)
!1701 = !DILocation(line: 454, column: 15, scope: !1669)
!1702 = !DILocation(line: 454, column: 28, scope: !1669)
!1703 = !DILocation(line: 462, column: 35, scope: !1704)
!1704 = distinct !DILexicalBlock(scope: !1669, file: !1200, line: 456, column: 2)
!1705 = !DILocation(line: 462, column: 29, scope: !1704)
!1706 = !DILocation(line: 463, column: 8, scope: !1704)
!1707 = !DILocation(line: 463, column: 22, scope: !1704)
!1708 = !DILocation(line: 463, column: 20, scope: !1704)
!1709 = !DILocation(line: 465, column: 28, scope: !1704)
!1710 = !DILocation(line: 465, column: 8, scope: !1704)
!1711 = !DILocation(line: 462, column: 4, scope: !1704)
!1712 = !DILocation(line: 469, column: 17, scope: !1704)
!1713 = !DILocation(line: 474, column: 35, scope: !1714)
!1714 = distinct !DILexicalBlock(scope: !1715, file: !1200, line: 473, column: 6)
!1715 = distinct !DILexicalBlock(scope: !1704, file: !1200, line: 472, column: 29)
!1716 = !DILocation(line: 474, column: 59, scope: !1714)
!1717 = !DILocation(line: 475, column: 7, scope: !1714)
!1718 = !DILocation(line: 475, column: 20, scope: !1714)
!1719 = !DILocation(line: 474, column: 23, scope: !1714)
!1720 = !DILocation(line: 474, column: 21, scope: !1714)
!1721 = !DILocation(line: 477, column: 8, scope: !1714)
!1722 = !DILocation(line: 479, column: 46, scope: !1714)
!1723 = !DILocation(line: 479, column: 54, scope: !1714)
!1724 = !DILocation(line: 480, column: 7, scope: !1714)
!1725 = !DILocation(line: 480, column: 21, scope: !1714)
!1726 = !DILocation(line: 479, column: 23, scope: !1714)
!1727 = !DILocation(line: 479, column: 21, scope: !1714)
!1728 = !DILocation(line: 513, column: 7, scope: !1669)
!1729 = !DILocation(line: 513, column: 21, scope: !1669)
!1730 = !DILocation(line: 514, column: 13, scope: !1669)
!1731 = !DILocation(line: 514, column: 7, scope: !1669)
!1732 = !DILocation(line: 514, column: 21, scope: !1669)
!1733 = !DILocation(line: 514, column: 41, scope: !1669)
!1734 = !DILocation(line: 514, column: 39, scope: !1669)
!1735 = !DILocation(line: 515, column: 32, scope: !1669)
!1736 = !DILocation(line: 515, column: 13, scope: !1669)
!1737 = !DILocation(line: 515, column: 7, scope: !1669)
!1738 = !DILocation(line: 515, column: 21, scope: !1669)
!1739 = !DILocation(line: 515, column: 30, scope: !1669)
!1740 = !DILocation(line: 516, column: 33, scope: !1669)
!1741 = !DILocation(line: 516, column: 13, scope: !1669)
!1742 = !DILocation(line: 516, column: 7, scope: !1669)
!1743 = !DILocation(line: 516, column: 21, scope: !1669)
!1744 = !DILocation(line: 516, column: 31, scope: !1669)
!1745 = !DILocation(line: 517, column: 41, scope: !1669)
!1746 = !DILocation(line: 517, column: 55, scope: !1669)
!1747 = !DILocation(line: 517, column: 53, scope: !1669)
!1748 = !DILocation(line: 517, column: 13, scope: !1669)
!1749 = !DILocation(line: 517, column: 7, scope: !1669)
!1750 = !DILocation(line: 517, column: 21, scope: !1669)
!1751 = !DILocation(line: 517, column: 39, scope: !1669)
!1752 = !DILocation(line: 518, column: 5, scope: !1669)
!1753 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorI5PointSaIS0_EE3endEv", scope: !20, file: !9, line: 888, type: !357, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !477, retainedNodes: !142)
!1754 = !DILocalVariable(name: "this", arg: 1, scope: !1753, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1755 = !DILocation(line: 0, scope: !1753)
!1756 = !DILocation(line: 889, column: 31, scope: !1753)
!1757 = !DILocation(line: 889, column: 25, scope: !1753)
!1758 = !DILocation(line: 889, column: 39, scope: !1753)
!1759 = !DILocation(line: 889, column: 16, scope: !1753)
!1760 = !DILocation(line: 889, column: 9, scope: !1753)
!1761 = distinct !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt15__new_allocatorI5PointE9constructIS0_JS0_EEEvPT_DpOT0_", scope: !52, file: !53, line: 173, type: !1762, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1646, declaration: !1764, retainedNodes: !142)
!1762 = !DISubroutineType(types: !1763)
!1763 = !{null, !58, !12, !1592}
!1764 = !DISubprogram(name: "construct<Point, Point>", linkageName: "_ZNSt15__new_allocatorI5PointE9constructIS0_JS0_EEEvPT_DpOT0_", scope: !52, file: !53, line: 173, type: !1762, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !1646)
!1765 = !DILocalVariable(name: "this", arg: 1, scope: !1761, type: !1311, flags: DIFlagArtificial | DIFlagObjectPointer)
!1766 = !DILocation(line: 0, scope: !1761)
!1767 = !DILocalVariable(name: "__p", arg: 2, scope: !1761, file: !53, line: 173, type: !12)
!1768 = !DILocation(line: 173, column: 17, scope: !1761)
!1769 = !DILocalVariable(name: "__args", arg: 3, scope: !1761, file: !53, line: 173, type: !1592)
!1770 = !DILocation(line: 173, column: 33, scope: !1761)
!1771 = !DILocation(line: 175, column: 18, scope: !1761)
!1772 = !DILocation(line: 175, column: 4, scope: !1761)
!1773 = !DILocation(line: 175, column: 47, scope: !1761)
!1774 = !DILocation(line: 175, column: 27, scope: !1761)
!1775 = !DILocation(line: 175, column: 23, scope: !1761)
!1776 = !DILocation(line: 175, column: 60, scope: !1761)
!1777 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE12_M_check_lenEmPKc", scope: !20, file: !9, line: 1891, type: !586, scopeLine: 1892, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !585, retainedNodes: !142)
!1778 = !DILocalVariable(name: "this", arg: 1, scope: !1777, type: !1316, flags: DIFlagArtificial | DIFlagObjectPointer)
!1779 = !DILocation(line: 0, scope: !1777)
!1780 = !DILocalVariable(name: "__n", arg: 2, scope: !1777, file: !9, line: 1891, type: !8)
!1781 = !DILocation(line: 1891, column: 30, scope: !1777)
!1782 = !DILocalVariable(name: "__s", arg: 3, scope: !1777, file: !9, line: 1891, type: !589)
!1783 = !DILocation(line: 1891, column: 47, scope: !1777)
!1784 = !DILocation(line: 1893, column: 6, scope: !1785)
!1785 = distinct !DILexicalBlock(scope: !1777, file: !9, line: 1893, column: 6)
!1786 = !DILocation(line: 1893, column: 19, scope: !1785)
!1787 = !DILocation(line: 1893, column: 17, scope: !1785)
!1788 = !DILocation(line: 1893, column: 28, scope: !1785)
!1789 = !DILocation(line: 1893, column: 26, scope: !1785)
!1790 = !DILocation(line: 1893, column: 6, scope: !1777)
!1791 = !DILocation(line: 1894, column: 25, scope: !1785)
!1792 = !DILocation(line: 1894, column: 4, scope: !1785)
!1793 = !DILocalVariable(name: "__len", scope: !1777, file: !9, line: 1896, type: !1218)
!1794 = !DILocation(line: 1896, column: 18, scope: !1777)
!1795 = !DILocation(line: 1896, column: 26, scope: !1777)
!1796 = !DILocation(line: 1896, column: 46, scope: !1777)
!1797 = !DILocation(line: 1896, column: 35, scope: !1777)
!1798 = !DILocation(line: 1896, column: 33, scope: !1777)
!1799 = !DILocation(line: 1897, column: 10, scope: !1777)
!1800 = !DILocation(line: 1897, column: 18, scope: !1777)
!1801 = !DILocation(line: 1897, column: 16, scope: !1777)
!1802 = !DILocation(line: 1897, column: 25, scope: !1777)
!1803 = !DILocation(line: 1897, column: 28, scope: !1777)
!1804 = !DILocation(line: 1897, column: 36, scope: !1777)
!1805 = !DILocation(line: 1897, column: 34, scope: !1777)
!1806 = !DILocation(line: 1897, column: 9, scope: !1777)
!1807 = !DILocation(line: 1897, column: 50, scope: !1777)
!1808 = !DILocation(line: 1897, column: 63, scope: !1777)
!1809 = !DILocation(line: 1897, column: 2, scope: !1777)
!1810 = distinct !DISubprogram(name: "operator-<Point *, std::vector<Point, std::allocator<Point> > >", linkageName: "_ZN9__gnu_cxxmiIP5PointSt6vectorIS1_SaIS1_EEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS9_SC_", scope: !34, file: !361, line: 1330, type: !1811, scopeLine: 1333, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !417, retainedNodes: !142)
!1811 = !DISubroutineType(types: !1812)
!1812 = !{!402, !1813, !1813}
!1813 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !383, size: 64)
!1814 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1810, file: !361, line: 1330, type: !1813)
!1815 = !DILocation(line: 1330, column: 63, scope: !1810)
!1816 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1810, file: !361, line: 1331, type: !1813)
!1817 = !DILocation(line: 1331, column: 56, scope: !1810)
!1818 = !DILocation(line: 1333, column: 14, scope: !1810)
!1819 = !DILocation(line: 1333, column: 20, scope: !1810)
!1820 = !DILocation(line: 1333, column: 29, scope: !1810)
!1821 = !DILocation(line: 1333, column: 35, scope: !1810)
!1822 = !DILocation(line: 1333, column: 27, scope: !1810)
!1823 = !DILocation(line: 1333, column: 7, scope: !1810)
!1824 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorI5PointSaIS0_EE5beginEv", scope: !20, file: !9, line: 868, type: !357, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !356, retainedNodes: !142)
!1825 = !DILocalVariable(name: "this", arg: 1, scope: !1824, type: !1181, flags: DIFlagArtificial | DIFlagObjectPointer)
!1826 = !DILocation(line: 0, scope: !1824)
!1827 = !DILocation(line: 869, column: 31, scope: !1824)
!1828 = !DILocation(line: 869, column: 25, scope: !1824)
!1829 = !DILocation(line: 869, column: 39, scope: !1824)
!1830 = !DILocation(line: 869, column: 16, scope: !1824)
!1831 = !DILocation(line: 869, column: 9, scope: !1824)
!1832 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEE4baseEv", scope: !360, file: !361, line: 1158, type: !415, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !414, retainedNodes: !142)
!1833 = !DILocalVariable(name: "this", arg: 1, scope: !1832, type: !1834, flags: DIFlagArtificial | DIFlagObjectPointer)
!1834 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64)
!1835 = !DILocation(line: 0, scope: !1832)
!1836 = !DILocation(line: 1159, column: 16, scope: !1832)
!1837 = !DILocation(line: 1159, column: 9, scope: !1832)
!1838 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !6, file: !1415, line: 254, type: !1416, scopeLine: 255, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1420, retainedNodes: !142)
!1839 = !DILocalVariable(name: "__a", arg: 1, scope: !1838, file: !1415, line: 254, type: !1418)
!1840 = !DILocation(line: 254, column: 20, scope: !1838)
!1841 = !DILocalVariable(name: "__b", arg: 2, scope: !1838, file: !1415, line: 254, type: !1418)
!1842 = !DILocation(line: 254, column: 36, scope: !1838)
!1843 = !DILocation(line: 259, column: 11, scope: !1844)
!1844 = distinct !DILexicalBlock(scope: !1838, file: !1415, line: 259, column: 11)
!1845 = !DILocation(line: 259, column: 17, scope: !1844)
!1846 = !DILocation(line: 259, column: 15, scope: !1844)
!1847 = !DILocation(line: 259, column: 11, scope: !1838)
!1848 = !DILocation(line: 260, column: 9, scope: !1844)
!1849 = !DILocation(line: 260, column: 2, scope: !1844)
!1850 = !DILocation(line: 261, column: 14, scope: !1838)
!1851 = !DILocation(line: 261, column: 7, scope: !1838)
!1852 = !DILocation(line: 262, column: 5, scope: !1838)
!1853 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIP5PointSt6vectorIS1_SaIS1_EEEC2ERKS2_", scope: !360, file: !361, line: 1072, type: !369, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !368, retainedNodes: !142)
!1854 = !DILocalVariable(name: "this", arg: 1, scope: !1853, type: !1855, flags: DIFlagArtificial | DIFlagObjectPointer)
!1855 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!1856 = !DILocation(line: 0, scope: !1853)
!1857 = !DILocalVariable(name: "__i", arg: 2, scope: !1853, file: !361, line: 1072, type: !371)
!1858 = !DILocation(line: 1072, column: 42, scope: !1853)
!1859 = !DILocation(line: 1073, column: 9, scope: !1853)
!1860 = !DILocation(line: 1073, column: 20, scope: !1853)
!1861 = !DILocation(line: 1073, column: 27, scope: !1853)
!1862 = distinct !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE5beginEv", scope: !20, file: !9, line: 878, type: !420, scopeLine: 879, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !419, retainedNodes: !142)
!1863 = !DILocalVariable(name: "this", arg: 1, scope: !1862, type: !1316, flags: DIFlagArtificial | DIFlagObjectPointer)
!1864 = !DILocation(line: 0, scope: !1862)
!1865 = !DILocation(line: 879, column: 37, scope: !1862)
!1866 = !DILocation(line: 879, column: 31, scope: !1862)
!1867 = !DILocation(line: 879, column: 45, scope: !1862)
!1868 = !DILocation(line: 879, column: 16, scope: !1862)
!1869 = !DILocation(line: 879, column: 9, scope: !1862)
!1870 = distinct !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorI5PointSaIS0_EE3endEv", scope: !20, file: !9, line: 898, type: !420, scopeLine: 899, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !478, retainedNodes: !142)
!1871 = !DILocalVariable(name: "this", arg: 1, scope: !1870, type: !1316, flags: DIFlagArtificial | DIFlagObjectPointer)
!1872 = !DILocation(line: 0, scope: !1870)
!1873 = !DILocation(line: 899, column: 37, scope: !1870)
!1874 = !DILocation(line: 899, column: 31, scope: !1870)
!1875 = !DILocation(line: 899, column: 45, scope: !1870)
!1876 = !DILocation(line: 899, column: 16, scope: !1870)
!1877 = !DILocation(line: 899, column: 9, scope: !1870)
!1878 = distinct !DISubprogram(name: "operator!=<const Point *, std::vector<Point, std::allocator<Point> > >", linkageName: "_ZN9__gnu_cxxneIPK5PointSt6vectorIS1_SaIS1_EEEEbRKNS_17__normal_iteratorIT_T0_EESC_", scope: !34, file: !361, line: 1237, type: !1879, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !475, retainedNodes: !142)
!1879 = !DISubroutineType(types: !1880)
!1880 = !{!135, !1881, !1881}
!1881 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !444, size: 64)
!1882 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1878, file: !361, line: 1237, type: !1881)
!1883 = !DILocation(line: 1237, column: 64, scope: !1878)
!1884 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1878, file: !361, line: 1238, type: !1881)
!1885 = !DILocation(line: 1238, column: 57, scope: !1878)
!1886 = !DILocation(line: 1240, column: 14, scope: !1878)
!1887 = !DILocation(line: 1240, column: 20, scope: !1878)
!1888 = !DILocation(line: 1240, column: 30, scope: !1878)
!1889 = !DILocation(line: 1240, column: 36, scope: !1878)
!1890 = !DILocation(line: 1240, column: 27, scope: !1878)
!1891 = !DILocation(line: 1240, column: 7, scope: !1878)
!1892 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEdeEv", scope: !423, file: !361, line: 1095, type: !436, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !435, retainedNodes: !142)
!1893 = !DILocalVariable(name: "this", arg: 1, scope: !1892, type: !1894, flags: DIFlagArtificial | DIFlagObjectPointer)
!1894 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 64)
!1895 = !DILocation(line: 0, scope: !1892)
!1896 = !DILocation(line: 1096, column: 17, scope: !1892)
!1897 = !DILocation(line: 1096, column: 9, scope: !1892)
!1898 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEppEv", scope: !423, file: !361, line: 1105, type: !451, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !450, retainedNodes: !142)
!1899 = !DILocalVariable(name: "this", arg: 1, scope: !1898, type: !1900, flags: DIFlagArtificial | DIFlagObjectPointer)
!1900 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!1901 = !DILocation(line: 0, scope: !1898)
!1902 = !DILocation(line: 1107, column: 4, scope: !1898)
!1903 = !DILocation(line: 1107, column: 2, scope: !1898)
!1904 = !DILocation(line: 1108, column: 2, scope: !1898)
!1905 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorI5PointSaIS0_EEixEm", scope: !20, file: !9, line: 1140, type: !518, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !517, retainedNodes: !142)
!1906 = !DILocalVariable(name: "this", arg: 1, scope: !1905, type: !1316, flags: DIFlagArtificial | DIFlagObjectPointer)
!1907 = !DILocation(line: 0, scope: !1905)
!1908 = !DILocalVariable(name: "__n", arg: 2, scope: !1905, file: !9, line: 1140, type: !8)
!1909 = !DILocation(line: 1140, column: 28, scope: !1905)
!1910 = !DILocation(line: 1143, column: 17, scope: !1905)
!1911 = !DILocation(line: 1143, column: 11, scope: !1905)
!1912 = !DILocation(line: 1143, column: 25, scope: !1905)
!1913 = !DILocation(line: 1143, column: 36, scope: !1905)
!1914 = !DILocation(line: 1143, column: 34, scope: !1905)
!1915 = !DILocation(line: 1143, column: 2, scope: !1905)
!1916 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEEC2ERKS3_", scope: !423, file: !361, line: 1072, type: !431, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !430, retainedNodes: !142)
!1917 = !DILocalVariable(name: "this", arg: 1, scope: !1916, type: !1900, flags: DIFlagArtificial | DIFlagObjectPointer)
!1918 = !DILocation(line: 0, scope: !1916)
!1919 = !DILocalVariable(name: "__i", arg: 2, scope: !1916, file: !361, line: 1072, type: !433)
!1920 = !DILocation(line: 1072, column: 42, scope: !1916)
!1921 = !DILocation(line: 1073, column: 9, scope: !1916)
!1922 = !DILocation(line: 1073, column: 20, scope: !1916)
!1923 = !DILocation(line: 1073, column: 27, scope: !1916)
!1924 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPK5PointSt6vectorIS1_SaIS1_EEE4baseEv", scope: !423, file: !361, line: 1158, type: !473, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !472, retainedNodes: !142)
!1925 = !DILocalVariable(name: "this", arg: 1, scope: !1924, type: !1894, flags: DIFlagArtificial | DIFlagObjectPointer)
!1926 = !DILocation(line: 0, scope: !1924)
!1927 = !DILocation(line: 1159, column: 16, scope: !1924)
!1928 = !DILocation(line: 1159, column: 9, scope: !1924)
!1929 = distinct !DISubprogram(name: "_Destroy<Point *, Point>", linkageName: "_ZSt8_DestroyIP5PointS0_EvT_S2_RSaIT0_E", scope: !6, file: !38, line: 847, type: !1930, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1932, retainedNodes: !142)
!1930 = !DISubroutineType(types: !1931)
!1931 = !{null, !12, !12, !105}
!1932 = !{!1502, !92}
!1933 = !DILocalVariable(name: "__first", arg: 1, scope: !1929, file: !38, line: 847, type: !12)
!1934 = !DILocation(line: 847, column: 31, scope: !1929)
!1935 = !DILocalVariable(name: "__last", arg: 2, scope: !1929, file: !38, line: 847, type: !12)
!1936 = !DILocation(line: 847, column: 57, scope: !1929)
!1937 = !DILocalVariable(arg: 3, scope: !1929, file: !38, line: 848, type: !105)
!1938 = !DILocation(line: 848, column: 22, scope: !1929)
!1939 = !DILocation(line: 850, column: 16, scope: !1929)
!1940 = !DILocation(line: 850, column: 25, scope: !1929)
!1941 = !DILocation(line: 850, column: 7, scope: !1929)
!1942 = !DILocation(line: 851, column: 5, scope: !1929)
!1943 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EED2Ev", scope: !23, file: !9, line: 364, type: !204, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !230, retainedNodes: !142)
!1944 = !DILocalVariable(name: "this", arg: 1, scope: !1943, type: !1282, flags: DIFlagArtificial | DIFlagObjectPointer)
!1945 = !DILocation(line: 0, scope: !1943)
!1946 = !DILocation(line: 366, column: 16, scope: !1947)
!1947 = distinct !DILexicalBlock(scope: !1943, file: !9, line: 365, column: 7)
!1948 = !DILocation(line: 366, column: 24, scope: !1947)
!1949 = !DILocation(line: 367, column: 9, scope: !1947)
!1950 = !DILocation(line: 367, column: 17, scope: !1947)
!1951 = !DILocation(line: 367, column: 37, scope: !1947)
!1952 = !DILocation(line: 367, column: 45, scope: !1947)
!1953 = !DILocation(line: 367, column: 35, scope: !1947)
!1954 = !DILocation(line: 366, column: 2, scope: !1947)
!1955 = !DILocation(line: 368, column: 7, scope: !1947)
!1956 = !DILocation(line: 368, column: 7, scope: !1943)
!1957 = distinct !DISubprogram(name: "_Destroy<Point *>", linkageName: "_ZSt8_DestroyIP5PointEvT_S2_", scope: !6, file: !1958, line: 182, type: !1959, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1961, retainedNodes: !142)
!1958 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1959 = !DISubroutineType(types: !1960)
!1960 = !{null, !12, !12}
!1961 = !{!1502}
!1962 = !DILocalVariable(name: "__first", arg: 1, scope: !1957, file: !1958, line: 182, type: !12)
!1963 = !DILocation(line: 182, column: 31, scope: !1957)
!1964 = !DILocalVariable(name: "__last", arg: 2, scope: !1957, file: !1958, line: 182, type: !12)
!1965 = !DILocation(line: 182, column: 57, scope: !1957)
!1966 = !DILocation(line: 196, column: 12, scope: !1957)
!1967 = !DILocation(line: 196, column: 21, scope: !1957)
!1968 = !DILocation(line: 195, column: 7, scope: !1957)
!1969 = !DILocation(line: 197, column: 5, scope: !1957)
!1970 = distinct !DISubprogram(name: "__destroy<Point *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIP5PointEEvT_S4_", scope: !1971, file: !1958, line: 172, type: !1959, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1961, declaration: !1973, retainedNodes: !142)
!1971 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !6, file: !1958, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !142, templateParams: !1972, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!1972 = !{!1528}
!1973 = !DISubprogram(name: "__destroy<Point *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIP5PointEEvT_S4_", scope: !1971, file: !1958, line: 172, type: !1959, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1961)
!1974 = !DILocalVariable(arg: 1, scope: !1970, file: !1958, line: 172, type: !12)
!1975 = !DILocation(line: 172, column: 35, scope: !1970)
!1976 = !DILocalVariable(arg: 2, scope: !1970, file: !1958, line: 172, type: !12)
!1977 = !DILocation(line: 172, column: 53, scope: !1970)
!1978 = !DILocation(line: 172, column: 57, scope: !1970)
!1979 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseI5PointSaIS0_EE12_Vector_implD2Ev", scope: !26, file: !9, line: 133, type: !170, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1980, retainedNodes: !142)
!1980 = !DISubprogram(name: "~_Vector_impl", scope: !26, type: !170, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1981 = !DILocalVariable(name: "this", arg: 1, scope: !1979, type: !1288, flags: DIFlagArtificial | DIFlagObjectPointer)
!1982 = !DILocation(line: 0, scope: !1979)
!1983 = !DILocation(line: 133, column: 14, scope: !1984)
!1984 = distinct !DILexicalBlock(scope: !1979, file: !9, line: 133, column: 14)
!1985 = !DILocation(line: 133, column: 14, scope: !1979)
!1986 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaI5PointED2Ev", scope: !46, file: !47, line: 174, type: !94, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !106, retainedNodes: !142)
!1987 = !DILocalVariable(name: "this", arg: 1, scope: !1986, type: !1296, flags: DIFlagArtificial | DIFlagObjectPointer)
!1988 = !DILocation(line: 0, scope: !1986)
!1989 = !DILocation(line: 174, column: 39, scope: !1990)
!1990 = distinct !DILexicalBlock(scope: !1986, file: !47, line: 174, column: 37)
!1991 = !DILocation(line: 174, column: 39, scope: !1986)
!1992 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorI5PointED2Ev", scope: !52, file: !53, line: 90, type: !56, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !64, retainedNodes: !142)
!1993 = !DILocalVariable(name: "this", arg: 1, scope: !1992, type: !1311, flags: DIFlagArtificial | DIFlagObjectPointer)
!1994 = !DILocation(line: 0, scope: !1992)
!1995 = !DILocation(line: 90, column: 50, scope: !1992)
