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
%"class.std::__new_allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

$_ZN6MatrixC2Eii = comdat any

$_ZN6MatrixclEii = comdat any

$_ZN6MatrixD2Ev = comdat any

$_ZNSaIdEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_ = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd = comdat any

$_ZNSt12_Vector_baseIdSaIdEED2Ev = comdat any

$_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_ = comdat any

$_ZNSaIdEC2ERKS_ = comdat any

$_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$__clang_call_terminate = comdat any

$_ZNKSt15__new_allocatorIdE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIdE11_M_max_sizeEv = comdat any

$_ZNSt15__new_allocatorIdEC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm = comdat any

$_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaIdEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIdE8allocateEmPKv = comdat any

$_ZNSt15__new_allocatorIdED2Ev = comdat any

$_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E = comdat any

$_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_ = comdat any

$_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_ = comdat any

$_ZSt6fill_nIPdmdET_S1_T0_RKT1_ = comdat any

$_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt17__size_to_integerm = comdat any

$_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt8__fill_aIPddEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm = comdat any

$_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm = comdat any

$_ZNSt15__new_allocatorIdE10deallocateEPdm = comdat any

$_ZNSt6vectorIdSaIdEEixEm = comdat any

$_ZNK6Matrix4rowsEv = comdat any

$_ZNK6Matrix4colsEv = comdat any

$_ZNK6MatrixclEii = comdat any

$_ZNKSt6vectorIdSaIdEEixEm = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !908 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %class.Matrix, align 8
  %8 = alloca %class.Matrix, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %class.Matrix, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !911, metadata !DIExpression()), !dbg !912
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !913, metadata !DIExpression()), !dbg !914
  call void @llvm.dbg.declare(metadata i32* %6, metadata !915, metadata !DIExpression()), !dbg !916
  %16 = load i32, i32* %4, align 4, !dbg !917
  %17 = icmp sgt i32 %16, 1, !dbg !918
  br i1 %17, label %18, label %23, !dbg !917

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !919
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !919
  %21 = load i8*, i8** %20, align 8, !dbg !919
  %22 = call i32 @atoi(i8* noundef %21) #12, !dbg !920
  br label %24, !dbg !917

23:                                               ; preds = %2
  br label %24, !dbg !917

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 64, %23 ], !dbg !917
  store i32 %25, i32* %6, align 4, !dbg !916
  call void @llvm.dbg.declare(metadata %class.Matrix* %7, metadata !921, metadata !DIExpression()), !dbg !922
  %26 = load i32, i32* %6, align 4, !dbg !923
  %27 = load i32, i32* %6, align 4, !dbg !924
  call void @_ZN6MatrixC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %26, i32 noundef %27), !dbg !922
  call void @llvm.dbg.declare(metadata %class.Matrix* %8, metadata !925, metadata !DIExpression()), !dbg !926
  %28 = load i32, i32* %6, align 4, !dbg !927
  %29 = load i32, i32* %6, align 4, !dbg !928
  invoke void @_ZN6MatrixC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8, i32 noundef %28, i32 noundef %29)
          to label %30 unwind label %62, !dbg !926

30:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata i32* %11, metadata !929, metadata !DIExpression()), !dbg !931
  store i32 0, i32* %11, align 4, !dbg !931
  br label %31, !dbg !932

31:                                               ; preds = %71, %30
  %32 = load i32, i32* %11, align 4, !dbg !933
  %33 = load i32, i32* %6, align 4, !dbg !935
  %34 = icmp slt i32 %32, %33, !dbg !936
  br i1 %34, label %35, label %74, !dbg !937

35:                                               ; preds = %31
  call void @llvm.dbg.declare(metadata i32* %12, metadata !938, metadata !DIExpression()), !dbg !940
  store i32 0, i32* %12, align 4, !dbg !940
  br label %36, !dbg !941

36:                                               ; preds = %59, %35
  %37 = load i32, i32* %12, align 4, !dbg !942
  %38 = load i32, i32* %6, align 4, !dbg !944
  %39 = icmp slt i32 %37, %38, !dbg !945
  br i1 %39, label %40, label %70, !dbg !946

40:                                               ; preds = %36
  %41 = load i32, i32* %11, align 4, !dbg !947
  %42 = load i32, i32* %12, align 4, !dbg !949
  %43 = add nsw i32 %41, %42, !dbg !950
  %44 = srem i32 %43, 7, !dbg !951
  %45 = sitofp i32 %44 to double, !dbg !952
  %46 = load i32, i32* %11, align 4, !dbg !953
  %47 = load i32, i32* %12, align 4, !dbg !954
  %48 = invoke noundef nonnull align 8 dereferenceable(8) double* @_ZN6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %46, i32 noundef %47)
          to label %49 unwind label %66, !dbg !955

49:                                               ; preds = %40
  store double %45, double* %48, align 8, !dbg !956
  %50 = load i32, i32* %11, align 4, !dbg !957
  %51 = load i32, i32* %12, align 4, !dbg !958
  %52 = mul nsw i32 %50, %51, !dbg !959
  %53 = srem i32 %52, 5, !dbg !960
  %54 = sitofp i32 %53 to double, !dbg !961
  %55 = load i32, i32* %11, align 4, !dbg !962
  %56 = load i32, i32* %12, align 4, !dbg !963
  %57 = invoke noundef nonnull align 8 dereferenceable(8) double* @_ZN6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8, i32 noundef %55, i32 noundef %56)
          to label %58 unwind label %66, !dbg !964

58:                                               ; preds = %49
  store double %54, double* %57, align 8, !dbg !965
  br label %59, !dbg !966

59:                                               ; preds = %58
  %60 = load i32, i32* %12, align 4, !dbg !967
  %61 = add nsw i32 %60, 1, !dbg !967
  store i32 %61, i32* %12, align 4, !dbg !967
  br label %36, !dbg !968, !llvm.loop !969

62:                                               ; preds = %24
  %63 = landingpad { i8*, i32 }
          cleanup, !dbg !972
  %64 = extractvalue { i8*, i32 } %63, 0, !dbg !972
  store i8* %64, i8** %9, align 8, !dbg !972
  %65 = extractvalue { i8*, i32 } %63, 1, !dbg !972
  store i32 %65, i32* %10, align 4, !dbg !972
  br label %101, !dbg !972

66:                                               ; preds = %74, %49, %40
  %67 = landingpad { i8*, i32 }
          cleanup, !dbg !973
  %68 = extractvalue { i8*, i32 } %67, 0, !dbg !973
  store i8* %68, i8** %9, align 8, !dbg !973
  %69 = extractvalue { i8*, i32 } %67, 1, !dbg !973
  store i32 %69, i32* %10, align 4, !dbg !973
  br label %100, !dbg !973

70:                                               ; preds = %36
  br label %71, !dbg !970

71:                                               ; preds = %70
  %72 = load i32, i32* %11, align 4, !dbg !974
  %73 = add nsw i32 %72, 1, !dbg !974
  store i32 %73, i32* %11, align 4, !dbg !974
  br label %31, !dbg !975, !llvm.loop !976

74:                                               ; preds = %31
  call void @llvm.dbg.declare(metadata %class.Matrix* %13, metadata !978, metadata !DIExpression()), !dbg !979
  invoke void @_ZL8multiplyRK6MatrixS1_(%class.Matrix* sret(%class.Matrix) align 8 %13, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %7, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %8)
          to label %75 unwind label %66, !dbg !980

75:                                               ; preds = %74
  call void @llvm.dbg.declare(metadata double* %14, metadata !981, metadata !DIExpression()), !dbg !982
  store double 0.000000e+00, double* %14, align 8, !dbg !982
  call void @llvm.dbg.declare(metadata i32* %15, metadata !983, metadata !DIExpression()), !dbg !985
  store i32 0, i32* %15, align 4, !dbg !985
  br label %76, !dbg !986

76:                                               ; preds = %88, %75
  %77 = load i32, i32* %15, align 4, !dbg !987
  %78 = load i32, i32* %6, align 4, !dbg !989
  %79 = icmp slt i32 %77, %78, !dbg !990
  br i1 %79, label %80, label %95, !dbg !991

80:                                               ; preds = %76
  %81 = load i32, i32* %15, align 4, !dbg !992
  %82 = load i32, i32* %15, align 4, !dbg !993
  %83 = invoke noundef nonnull align 8 dereferenceable(8) double* @_ZN6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %13, i32 noundef %81, i32 noundef %82)
          to label %84 unwind label %91, !dbg !994

84:                                               ; preds = %80
  %85 = load double, double* %83, align 8, !dbg !994
  %86 = load double, double* %14, align 8, !dbg !995
  %87 = fadd double %86, %85, !dbg !995
  store double %87, double* %14, align 8, !dbg !995
  br label %88, !dbg !996

88:                                               ; preds = %84
  %89 = load i32, i32* %15, align 4, !dbg !997
  %90 = add nsw i32 %89, 1, !dbg !997
  store i32 %90, i32* %15, align 4, !dbg !997
  br label %76, !dbg !998, !llvm.loop !999

91:                                               ; preds = %95, %80
  %92 = landingpad { i8*, i32 }
          cleanup, !dbg !1001
  %93 = extractvalue { i8*, i32 } %92, 0, !dbg !1001
  store i8* %93, i8** %9, align 8, !dbg !1001
  %94 = extractvalue { i8*, i32 } %92, 1, !dbg !1001
  store i32 %94, i32* %10, align 4, !dbg !1001
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %13) #13, !dbg !972
  br label %100, !dbg !972

95:                                               ; preds = %76
  %96 = load double, double* %14, align 8, !dbg !1002
  %97 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %96)
          to label %98 unwind label %91, !dbg !1003

98:                                               ; preds = %95
  store i32 0, i32* %3, align 4, !dbg !1004
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %13) #13, !dbg !972
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8) #13, !dbg !972
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !972
  %99 = load i32, i32* %3, align 4, !dbg !972
  ret i32 %99, !dbg !972

100:                                              ; preds = %91, %66
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %8) #13, !dbg !972
  br label %101, !dbg !972

101:                                              ; preds = %100, %62
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !972
  br label %102, !dbg !972

102:                                              ; preds = %101
  %103 = load i8*, i8** %9, align 8, !dbg !972
  %104 = load i32, i32* %10, align 4, !dbg !972
  %105 = insertvalue { i8*, i32 } undef, i8* %103, 0, !dbg !972
  %106 = insertvalue { i8*, i32 } %105, i32 %104, 1, !dbg !972
  resume { i8*, i32 } %106, !dbg !972
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1005 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca %"class.std::allocator", align 1
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !1006, metadata !DIExpression()), !dbg !1008
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1009, metadata !DIExpression()), !dbg !1010
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1011, metadata !DIExpression()), !dbg !1012
  %11 = load %class.Matrix*, %class.Matrix** %4, align 8
  %12 = getelementptr inbounds %class.Matrix, %class.Matrix* %11, i32 0, i32 0, !dbg !1013
  %13 = load i32, i32* %5, align 4, !dbg !1014
  store i32 %13, i32* %12, align 8, !dbg !1013
  %14 = getelementptr inbounds %class.Matrix, %class.Matrix* %11, i32 0, i32 1, !dbg !1015
  %15 = load i32, i32* %6, align 4, !dbg !1016
  store i32 %15, i32* %14, align 4, !dbg !1015
  %16 = getelementptr inbounds %class.Matrix, %class.Matrix* %11, i32 0, i32 2, !dbg !1017
  %17 = load i32, i32* %5, align 4, !dbg !1018
  %18 = sext i32 %17 to i64, !dbg !1018
  %19 = load i32, i32* %6, align 4, !dbg !1019
  %20 = sext i32 %19 to i64, !dbg !1019
  %21 = mul i64 %18, %20, !dbg !1020
  store double 0.000000e+00, double* %7, align 8, !dbg !1021
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1017
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %16, i64 noundef %21, double* noundef nonnull align 8 dereferenceable(8) %7, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8)
          to label %22 unwind label %23, !dbg !1017

22:                                               ; preds = %3
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1017
  ret void, !dbg !1022

23:                                               ; preds = %3
  %24 = landingpad { i8*, i32 }
          cleanup, !dbg !1022
  %25 = extractvalue { i8*, i32 } %24, 0, !dbg !1022
  store i8* %25, i8** %9, align 8, !dbg !1022
  %26 = extractvalue { i8*, i32 } %24, 1, !dbg !1022
  store i32 %26, i32* %10, align 4, !dbg !1022
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1017
  br label %27, !dbg !1017

27:                                               ; preds = %23
  %28 = load i8*, i8** %9, align 8, !dbg !1017
  %29 = load i32, i32* %10, align 4, !dbg !1017
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !1017
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !1017
  resume { i8*, i32 } %31, !dbg !1017
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZN6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #4 comdat align 2 !dbg !1023 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !1024, metadata !DIExpression()), !dbg !1025
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1026, metadata !DIExpression()), !dbg !1027
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1028, metadata !DIExpression()), !dbg !1029
  %7 = load %class.Matrix*, %class.Matrix** %4, align 8
  %8 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 2, !dbg !1030
  %9 = load i32, i32* %5, align 4, !dbg !1031
  %10 = sext i32 %9 to i64, !dbg !1031
  %11 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 1, !dbg !1032
  %12 = load i32, i32* %11, align 4, !dbg !1032
  %13 = sext i32 %12 to i64, !dbg !1032
  %14 = mul i64 %10, %13, !dbg !1033
  %15 = load i32, i32* %6, align 4, !dbg !1034
  %16 = sext i32 %15 to i64, !dbg !1034
  %17 = add i64 %14, %16, !dbg !1035
  %18 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #13, !dbg !1030
  ret double* %18, !dbg !1036
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL8multiplyRK6MatrixS1_(%class.Matrix* noalias sret(%class.Matrix) align 8 %0, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %1, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %2) #5 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1037 {
  %4 = alloca i8*, align 8
  %5 = alloca %class.Matrix*, align 8
  %6 = alloca %class.Matrix*, align 8
  %7 = alloca i1, align 1
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = bitcast %class.Matrix* %0 to i8*
  store i8* %14, i8** %4, align 8
  store %class.Matrix* %1, %class.Matrix** %5, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %5, metadata !1041, metadata !DIExpression()), !dbg !1042
  store %class.Matrix* %2, %class.Matrix** %6, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %6, metadata !1043, metadata !DIExpression()), !dbg !1044
  store i1 false, i1* %7, align 1, !dbg !1045
  call void @llvm.dbg.declare(metadata i8** %4, metadata !1046, metadata !DIExpression(DW_OP_deref)), !dbg !1047
  %15 = load %class.Matrix*, %class.Matrix** %5, align 8, !dbg !1048
  %16 = call noundef i32 @_ZNK6Matrix4rowsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %15), !dbg !1049
  %17 = load %class.Matrix*, %class.Matrix** %6, align 8, !dbg !1050
  %18 = call noundef i32 @_ZNK6Matrix4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %17), !dbg !1051
  call void @_ZN6MatrixC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %16, i32 noundef %18), !dbg !1047
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1052, metadata !DIExpression()), !dbg !1054
  store i32 0, i32* %8, align 4, !dbg !1054
  br label %19, !dbg !1055

19:                                               ; preds = %68, %3
  %20 = load i32, i32* %8, align 4, !dbg !1056
  %21 = load %class.Matrix*, %class.Matrix** %5, align 8, !dbg !1058
  %22 = invoke noundef i32 @_ZNK6Matrix4rowsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %21)
          to label %23 unwind label %59, !dbg !1059

23:                                               ; preds = %19
  %24 = icmp slt i32 %20, %22, !dbg !1060
  br i1 %24, label %25, label %71, !dbg !1061

25:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata i32* %11, metadata !1062, metadata !DIExpression()), !dbg !1064
  store i32 0, i32* %11, align 4, !dbg !1064
  br label %26, !dbg !1065

26:                                               ; preds = %64, %25
  %27 = load i32, i32* %11, align 4, !dbg !1066
  %28 = load %class.Matrix*, %class.Matrix** %5, align 8, !dbg !1068
  %29 = invoke noundef i32 @_ZNK6Matrix4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %28)
          to label %30 unwind label %59, !dbg !1069

30:                                               ; preds = %26
  %31 = icmp slt i32 %27, %29, !dbg !1070
  br i1 %31, label %32, label %67, !dbg !1071

32:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata double* %12, metadata !1072, metadata !DIExpression()), !dbg !1074
  %33 = load %class.Matrix*, %class.Matrix** %5, align 8, !dbg !1075
  %34 = load i32, i32* %8, align 4, !dbg !1076
  %35 = load i32, i32* %11, align 4, !dbg !1077
  %36 = invoke noundef double @_ZNK6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %33, i32 noundef %34, i32 noundef %35)
          to label %37 unwind label %59, !dbg !1075

37:                                               ; preds = %32
  store double %36, double* %12, align 8, !dbg !1074
  call void @llvm.dbg.declare(metadata i32* %13, metadata !1078, metadata !DIExpression()), !dbg !1080
  store i32 0, i32* %13, align 4, !dbg !1080
  br label %38, !dbg !1081

38:                                               ; preds = %56, %37
  %39 = load i32, i32* %13, align 4, !dbg !1082
  %40 = load %class.Matrix*, %class.Matrix** %6, align 8, !dbg !1084
  %41 = invoke noundef i32 @_ZNK6Matrix4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %40)
          to label %42 unwind label %59, !dbg !1085

42:                                               ; preds = %38
  %43 = icmp slt i32 %39, %41, !dbg !1086
  br i1 %43, label %44, label %63, !dbg !1087

44:                                               ; preds = %42
  %45 = load double, double* %12, align 8, !dbg !1088
  %46 = load %class.Matrix*, %class.Matrix** %6, align 8, !dbg !1089
  %47 = load i32, i32* %11, align 4, !dbg !1090
  %48 = load i32, i32* %13, align 4, !dbg !1091
  %49 = invoke noundef double @_ZNK6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %46, i32 noundef %47, i32 noundef %48)
          to label %50 unwind label %59, !dbg !1089

50:                                               ; preds = %44
  %51 = load i32, i32* %8, align 4, !dbg !1092
  %52 = load i32, i32* %13, align 4, !dbg !1093
  %53 = call noundef nonnull align 8 dereferenceable(8) double* @_ZN6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %51, i32 noundef %52), !dbg !1094
  %54 = load double, double* %53, align 8, !dbg !1095
  %55 = call double @llvm.fmuladd.f64(double %45, double %49, double %54), !dbg !1095
  store double %55, double* %53, align 8, !dbg !1095
  br label %56, !dbg !1094

56:                                               ; preds = %50
  %57 = load i32, i32* %13, align 4, !dbg !1096
  %58 = add nsw i32 %57, 1, !dbg !1096
  store i32 %58, i32* %13, align 4, !dbg !1096
  br label %38, !dbg !1097, !llvm.loop !1098

59:                                               ; preds = %44, %38, %32, %26, %19
  %60 = landingpad { i8*, i32 }
          cleanup, !dbg !1100
  %61 = extractvalue { i8*, i32 } %60, 0, !dbg !1100
  store i8* %61, i8** %9, align 8, !dbg !1100
  %62 = extractvalue { i8*, i32 } %60, 1, !dbg !1100
  store i32 %62, i32* %10, align 4, !dbg !1100
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #13, !dbg !1101
  br label %75, !dbg !1101

63:                                               ; preds = %42
  br label %64, !dbg !1102

64:                                               ; preds = %63
  %65 = load i32, i32* %11, align 4, !dbg !1103
  %66 = add nsw i32 %65, 1, !dbg !1103
  store i32 %66, i32* %11, align 4, !dbg !1103
  br label %26, !dbg !1104, !llvm.loop !1105

67:                                               ; preds = %30
  br label %68, !dbg !1106

68:                                               ; preds = %67
  %69 = load i32, i32* %8, align 4, !dbg !1107
  %70 = add nsw i32 %69, 1, !dbg !1107
  store i32 %70, i32* %8, align 4, !dbg !1107
  br label %19, !dbg !1108, !llvm.loop !1109

71:                                               ; preds = %23
  store i1 true, i1* %7, align 1, !dbg !1111
  %72 = load i1, i1* %7, align 1, !dbg !1101
  br i1 %72, label %74, label %73, !dbg !1101

73:                                               ; preds = %71
  call void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #13, !dbg !1101
  br label %74, !dbg !1101

74:                                               ; preds = %73, %71
  ret void, !dbg !1101

75:                                               ; preds = %59
  %76 = load i8*, i8** %9, align 8, !dbg !1101
  %77 = load i32, i32* %10, align 4, !dbg !1101
  %78 = insertvalue { i8*, i32 } undef, i8* %76, 0, !dbg !1101
  %79 = insertvalue { i8*, i32 } %78, i32 %77, 1, !dbg !1101
  resume { i8*, i32 } %79, !dbg !1101
}

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixD2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !1112 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1116, metadata !DIExpression()), !dbg !1117
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 2, !dbg !1118
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !1118
  ret void, !dbg !1120
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1121 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1122, metadata !DIExpression()), !dbg !1124
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1125
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1126
  ret void, !dbg !1127
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1128 {
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca i64, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !1129, metadata !DIExpression()), !dbg !1131
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1132, metadata !DIExpression()), !dbg !1133
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1134, metadata !DIExpression()), !dbg !1135
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1136, metadata !DIExpression()), !dbg !1137
  %11 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8
  %12 = bitcast %"class.std::vector"* %11 to %"struct.std::_Vector_base"*, !dbg !1138
  %13 = load i64, i64* %6, align 8, !dbg !1139
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1140
  %15 = call noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1141
  %16 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1142
  call void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !1143
  %17 = load i64, i64* %6, align 8, !dbg !1144
  %18 = load double*, double** %7, align 8, !dbg !1146
  invoke void @_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18)
          to label %19 unwind label %20, !dbg !1147

19:                                               ; preds = %4
  ret void, !dbg !1148

20:                                               ; preds = %4
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !1149
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1149
  store i8* %22, i8** %9, align 8, !dbg !1149
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1149
  store i32 %23, i32* %10, align 4, !dbg !1149
  %24 = bitcast %"class.std::vector"* %11 to %"struct.std::_Vector_base"*, !dbg !1149
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !1149
  br label %25, !dbg !1149

25:                                               ; preds = %20
  %26 = load i8*, i8** %9, align 8, !dbg !1149
  %27 = load i32, i32* %10, align 4, !dbg !1149
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !1149
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !1149
  resume { i8*, i32 } %29, !dbg !1149
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1150 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1151, metadata !DIExpression()), !dbg !1152
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1153
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1153
  ret void, !dbg !1155
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1156 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1157, metadata !DIExpression()), !dbg !1159
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1160
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #5 comdat align 2 !dbg !1161 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1162, metadata !DIExpression()), !dbg !1163
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1164, metadata !DIExpression()), !dbg !1165
  %6 = load i64, i64* %3, align 8, !dbg !1166
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1168
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1169
  %8 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1170
  %9 = icmp ugt i64 %6, %8, !dbg !1171
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1166
  br i1 %9, label %10, label %11, !dbg !1172

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #14, !dbg !1173
  unreachable, !dbg !1173

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1174
  ret i64 %12, !dbg !1175
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1176 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1177, metadata !DIExpression()), !dbg !1179
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1180, metadata !DIExpression()), !dbg !1181
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1182, metadata !DIExpression()), !dbg !1183
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1184
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1185
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1184
  %12 = load i64, i64* %5, align 8, !dbg !1186
  invoke void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1188

13:                                               ; preds = %3
  ret void, !dbg !1189

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !1190
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !1190
  store i8* %16, i8** %7, align 8, !dbg !1190
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !1190
  store i32 %17, i32* %8, align 4, !dbg !1190
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1190
  br label %18, !dbg !1190

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !1190
  %20 = load i32, i32* %8, align 4, !dbg !1190
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !1190
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !1190
  resume { i8*, i32 } %22, !dbg !1190
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat align 2 !dbg !1191 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1192, metadata !DIExpression()), !dbg !1193
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1194, metadata !DIExpression()), !dbg !1195
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1196, metadata !DIExpression()), !dbg !1197
  %7 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %8 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1198
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %8, i32 0, i32 0, !dbg !1198
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1199
  %11 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %10, i32 0, i32 0, !dbg !1200
  %12 = load double*, double** %11, align 8, !dbg !1200
  %13 = load i64, i64* %5, align 8, !dbg !1201
  %14 = load double*, double** %6, align 8, !dbg !1202
  %15 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1203
  %16 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %15) #13, !dbg !1203
  %17 = call noundef double* @_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E(double* noundef %12, i64 noundef %13, double* noundef nonnull align 8 dereferenceable(8) %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !1204
  %18 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1205
  %19 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %18, i32 0, i32 0, !dbg !1205
  %20 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %19 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1206
  %21 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %20, i32 0, i32 1, !dbg !1207
  store double* %17, double** %21, align 8, !dbg !1208
  ret void, !dbg !1209
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1210 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1211, metadata !DIExpression()), !dbg !1212
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1213
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1213
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1215
  %9 = load double*, double** %8, align 8, !dbg !1215
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1216
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1216
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1217
  %13 = load double*, double** %12, align 8, !dbg !1217
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1218
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1218
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1219
  %17 = load double*, double** %16, align 8, !dbg !1219
  %18 = ptrtoint double* %13 to i64, !dbg !1220
  %19 = ptrtoint double* %17 to i64, !dbg !1220
  %20 = sub i64 %18, %19, !dbg !1220
  %21 = sdiv exact i64 %20, 8, !dbg !1220
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1221

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1222
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #13, !dbg !1222
  ret void, !dbg !1223

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1222
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1222
  store i8* %26, i8** %3, align 8, !dbg !1222
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1222
  store i32 %27, i32* %4, align 4, !dbg !1222
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1222
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #13, !dbg !1222
  br label %29, !dbg !1222

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1222
  call void @__clang_call_terminate(i8* %30) #15, !dbg !1222
  unreachable, !dbg !1222
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1224 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1225, metadata !DIExpression()), !dbg !1226
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1227, metadata !DIExpression()), !dbg !1229
  store i64 1152921504606846975, i64* %3, align 8, !dbg !1229
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1230, metadata !DIExpression()), !dbg !1231
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1232
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1233
  store i64 %6, i64* %4, align 8, !dbg !1231
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1234

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1234
  ret i64 %9, !dbg !1235

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1234
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1234
  call void @__clang_call_terminate(i8* %12) #15, !dbg !1234
  unreachable, !dbg !1234
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !1236 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1237, metadata !DIExpression()), !dbg !1238
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1239, metadata !DIExpression()), !dbg !1240
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1241
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1242
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1242
  call void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1243
  ret void, !dbg !1244
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1245 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1246, metadata !DIExpression()), !dbg !1247
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1248
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1248
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1249
  ret i64 %5, !dbg !1250
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #4 comdat !dbg !1251 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1259, metadata !DIExpression()), !dbg !1260
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1261, metadata !DIExpression()), !dbg !1262
  %6 = load i64*, i64** %5, align 8, !dbg !1263
  %7 = load i64, i64* %6, align 8, !dbg !1263
  %8 = load i64*, i64** %4, align 8, !dbg !1265
  %9 = load i64, i64* %8, align 8, !dbg !1265
  %10 = icmp ult i64 %7, %9, !dbg !1266
  br i1 %10, label %11, label %13, !dbg !1267

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1268
  store i64* %12, i64** %3, align 8, !dbg !1269
  br label %15, !dbg !1269

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1270
  store i64* %14, i64** %3, align 8, !dbg !1271
  br label %15, !dbg !1271

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1272
  ret i64* %16, !dbg !1272
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #15
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1273 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1274, metadata !DIExpression()), !dbg !1276
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #13, !dbg !1277
  ret i64 %4, !dbg !1278
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #4 comdat align 2 !dbg !1279 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1280, metadata !DIExpression()), !dbg !1281
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !1282
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !1283 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !1284, metadata !DIExpression()), !dbg !1285
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1286, metadata !DIExpression()), !dbg !1287
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !1288
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !1289 {
  %3 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, metadata !1290, metadata !DIExpression()), !dbg !1292
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1293, metadata !DIExpression()), !dbg !1294
  %5 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !1295
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1296
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1297
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1295
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #13, !dbg !1298
  ret void, !dbg !1299
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1300 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1301, metadata !DIExpression()), !dbg !1302
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1303, metadata !DIExpression()), !dbg !1304
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1305
  %7 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !1306
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1307
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1308
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !1309
  store double* %7, double** %10, align 8, !dbg !1310
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1311
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1312
  %13 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !1313
  %14 = load double*, double** %13, align 8, !dbg !1313
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1314
  %16 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1315
  %17 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !1316
  store double* %14, double** %17, align 8, !dbg !1317
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1318
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1319
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1320
  %21 = load double*, double** %20, align 8, !dbg !1320
  %22 = load i64, i64* %4, align 8, !dbg !1321
  %23 = getelementptr inbounds double, double* %21, i64 %22, !dbg !1322
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1323
  %25 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1324
  %26 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !1325
  store double* %23, double** %26, align 8, !dbg !1326
  ret void, !dbg !1327
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !1328 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !1330, metadata !DIExpression()), !dbg !1331
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1332
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1332
  ret void, !dbg !1334
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !1335 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !1336, metadata !DIExpression()), !dbg !1338
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1339
  store double* null, double** %4, align 8, !dbg !1339
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1340
  store double* null, double** %5, align 8, !dbg !1340
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1341
  store double* null, double** %6, align 8, !dbg !1341
  ret void, !dbg !1342
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1343 {
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
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1350
  %11 = load i64, i64* %4, align 8, !dbg !1351
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1352
  br label %14, !dbg !1348

13:                                               ; preds = %2
  br label %14, !dbg !1348

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !1348
  ret double* %15, !dbg !1353
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #5 comdat align 2 !dbg !1354 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1355, metadata !DIExpression()), !dbg !1356
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1357, metadata !DIExpression()), !dbg !1358
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1359
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1359
  %7 = load i64, i64* %4, align 8, !dbg !1360
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1361
  ret double* %8, !dbg !1362
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #5 comdat align 2 !dbg !1363 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1364, metadata !DIExpression()), !dbg !1365
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1366, metadata !DIExpression()), !dbg !1367
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1368, metadata !DIExpression()), !dbg !1369
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1370
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1372
  %10 = icmp ugt i64 %8, %9, !dbg !1373
  br i1 %10, label %11, label %16, !dbg !1374

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1375
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !1378
  br i1 %13, label %14, label %15, !dbg !1379

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #14, !dbg !1380
  unreachable, !dbg !1380

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #14, !dbg !1381
  unreachable, !dbg !1381

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1382
  %18 = mul i64 %17, 8, !dbg !1383
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !1384
  %20 = bitcast i8* %19 to double*, !dbg !1385
  ret double* %20, !dbg !1386
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #8

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1387 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1388, metadata !DIExpression()), !dbg !1389
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1390
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #5 comdat !dbg !1391 {
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1399, metadata !DIExpression()), !dbg !1400
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1401, metadata !DIExpression()), !dbg !1402
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1403, metadata !DIExpression()), !dbg !1404
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1405, metadata !DIExpression()), !dbg !1406
  %9 = load double*, double** %5, align 8, !dbg !1407
  %10 = load i64, i64* %6, align 8, !dbg !1408
  %11 = load double*, double** %7, align 8, !dbg !1409
  %12 = call noundef double* @_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_(double* noundef %9, i64 noundef %10, double* noundef nonnull align 8 dereferenceable(8) %11), !dbg !1410
  ret double* %12, !dbg !1411
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #4 comdat align 2 !dbg !1412 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1413, metadata !DIExpression()), !dbg !1414
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1415
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1416
  ret %"class.std::allocator"* %5, !dbg !1417
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1418 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca i8, align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1422, metadata !DIExpression()), !dbg !1423
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1424, metadata !DIExpression()), !dbg !1425
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1426, metadata !DIExpression()), !dbg !1427
  call void @llvm.dbg.declare(metadata i8* %7, metadata !1428, metadata !DIExpression()), !dbg !1429
  store i8 1, i8* %7, align 1, !dbg !1429
  %8 = load double*, double** %4, align 8, !dbg !1430
  %9 = load i64, i64* %5, align 8, !dbg !1431
  %10 = load double*, double** %6, align 8, !dbg !1432
  %11 = call noundef double* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_(double* noundef %8, i64 noundef %9, double* noundef nonnull align 8 dereferenceable(8) %10), !dbg !1433
  ret double* %11, !dbg !1434
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat align 2 !dbg !1435 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1440, metadata !DIExpression()), !dbg !1441
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1442, metadata !DIExpression()), !dbg !1443
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1444, metadata !DIExpression()), !dbg !1445
  %7 = load double*, double** %4, align 8, !dbg !1446
  %8 = load i64, i64* %5, align 8, !dbg !1447
  %9 = load double*, double** %6, align 8, !dbg !1448
  %10 = call noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %7, i64 noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1449
  ret double* %10, !dbg !1450
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1451 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1454, metadata !DIExpression()), !dbg !1455
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1456, metadata !DIExpression()), !dbg !1457
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1458, metadata !DIExpression()), !dbg !1459
  %9 = load double*, double** %4, align 8, !dbg !1460
  %10 = load i64, i64* %5, align 8, !dbg !1461
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !1462
  %12 = load double*, double** %6, align 8, !dbg !1463
  call void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %4), !dbg !1464
  %13 = call noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %9, i64 noundef %11, double* noundef nonnull align 8 dereferenceable(8) %12), !dbg !1465
  ret double* %13, !dbg !1466
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1467 {
  %4 = alloca double*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca double*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1483, metadata !DIExpression()), !dbg !1484
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1485, metadata !DIExpression()), !dbg !1486
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !1487, metadata !DIExpression()), !dbg !1488
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !1489, metadata !DIExpression()), !dbg !1490
  %9 = load i64, i64* %7, align 8, !dbg !1491
  %10 = icmp ule i64 %9, 0, !dbg !1493
  br i1 %10, label %11, label %13, !dbg !1494

11:                                               ; preds = %3
  %12 = load double*, double** %6, align 8, !dbg !1495
  store double* %12, double** %4, align 8, !dbg !1496
  br label %22, !dbg !1496

13:                                               ; preds = %3
  %14 = load double*, double** %6, align 8, !dbg !1497
  %15 = load double*, double** %6, align 8, !dbg !1498
  %16 = load i64, i64* %7, align 8, !dbg !1499
  %17 = getelementptr inbounds double, double* %15, i64 %16, !dbg !1500
  %18 = load double*, double** %8, align 8, !dbg !1501
  call void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %14, double* noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18), !dbg !1502
  %19 = load double*, double** %6, align 8, !dbg !1503
  %20 = load i64, i64* %7, align 8, !dbg !1504
  %21 = getelementptr inbounds double, double* %19, i64 %20, !dbg !1505
  store double* %21, double** %4, align 8, !dbg !1506
  br label %22, !dbg !1506

22:                                               ; preds = %13, %11
  %23 = load double*, double** %4, align 8, !dbg !1507
  ret double* %23, !dbg !1507
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #4 comdat !dbg !1508 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !1511, metadata !DIExpression()), !dbg !1512
  %3 = load i64, i64* %2, align 8, !dbg !1513
  ret i64 %3, !dbg !1514
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %0) #4 comdat !dbg !1515 {
  %2 = alloca double**, align 8
  store double** %0, double*** %2, align 8
  call void @llvm.dbg.declare(metadata double*** %2, metadata !1526, metadata !DIExpression()), !dbg !1527
  ret void, !dbg !1528
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1529 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1534, metadata !DIExpression()), !dbg !1535
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1536, metadata !DIExpression()), !dbg !1537
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1538, metadata !DIExpression()), !dbg !1539
  %7 = load double*, double** %4, align 8, !dbg !1540
  %8 = load double*, double** %5, align 8, !dbg !1541
  %9 = load double*, double** %6, align 8, !dbg !1542
  call void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %7, double* noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1543
  ret void, !dbg !1544
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #4 comdat !dbg !1545 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1555, metadata !DIExpression()), !dbg !1556
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1557, metadata !DIExpression()), !dbg !1558
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1559, metadata !DIExpression()), !dbg !1560
  call void @llvm.dbg.declare(metadata double* %7, metadata !1561, metadata !DIExpression()), !dbg !1562
  %8 = load double*, double** %6, align 8, !dbg !1563
  %9 = load double, double* %8, align 8, !dbg !1563
  store double %9, double* %7, align 8, !dbg !1562
  br label %10, !dbg !1564

10:                                               ; preds = %17, %3
  %11 = load double*, double** %4, align 8, !dbg !1565
  %12 = load double*, double** %5, align 8, !dbg !1568
  %13 = icmp ne double* %11, %12, !dbg !1569
  br i1 %13, label %14, label %20, !dbg !1570

14:                                               ; preds = %10
  %15 = load double, double* %7, align 8, !dbg !1571
  %16 = load double*, double** %4, align 8, !dbg !1572
  store double %15, double* %16, align 8, !dbg !1573
  br label %17, !dbg !1574

17:                                               ; preds = %14
  %18 = load double*, double** %4, align 8, !dbg !1575
  %19 = getelementptr inbounds double, double* %18, i32 1, !dbg !1575
  store double* %19, double** %4, align 8, !dbg !1575
  br label %10, !dbg !1576, !llvm.loop !1577

20:                                               ; preds = %10
  ret void, !dbg !1579
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !1580 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1581, metadata !DIExpression()), !dbg !1582
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1583, metadata !DIExpression()), !dbg !1584
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1585, metadata !DIExpression()), !dbg !1586
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1587
  %9 = icmp ne double* %8, null, !dbg !1587
  br i1 %9, label %10, label %15, !dbg !1589

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1590
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1590
  %13 = load double*, double** %5, align 8, !dbg !1591
  %14 = load i64, i64* %6, align 8, !dbg !1592
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !1593
  br label %15, !dbg !1593

15:                                               ; preds = %10, %3
  ret void, !dbg !1594
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !1595 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1596, metadata !DIExpression()), !dbg !1597
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1598, metadata !DIExpression()), !dbg !1599
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1600, metadata !DIExpression()), !dbg !1601
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1602
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1602
  %9 = load double*, double** %5, align 8, !dbg !1603
  %10 = load i64, i64* %6, align 8, !dbg !1604
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !1605
  ret void, !dbg !1606
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #4 comdat align 2 !dbg !1607 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1608, metadata !DIExpression()), !dbg !1609
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1610, metadata !DIExpression()), !dbg !1611
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1612, metadata !DIExpression()), !dbg !1613
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1614
  %9 = bitcast double* %8 to i8*, !dbg !1614
  call void @_ZdlPv(i8* noundef %9) #17, !dbg !1615
  ret void, !dbg !1616
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #4 comdat align 2 !dbg !1617 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1618, metadata !DIExpression()), !dbg !1619
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1620, metadata !DIExpression()), !dbg !1621
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1622
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1622
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1623
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1624
  %10 = load double*, double** %9, align 8, !dbg !1624
  %11 = load i64, i64* %4, align 8, !dbg !1625
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1626
  ret double* %12, !dbg !1627
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Matrix4rowsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #4 comdat align 2 !dbg !1628 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1629, metadata !DIExpression()), !dbg !1631
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 0, !dbg !1632
  %5 = load i32, i32* %4, align 8, !dbg !1632
  ret i32 %5, !dbg !1633
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Matrix4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #4 comdat align 2 !dbg !1634 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1635, metadata !DIExpression()), !dbg !1636
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 1, !dbg !1637
  %5 = load i32, i32* %4, align 4, !dbg !1637
  ret i32 %5, !dbg !1638
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6MatrixclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #4 comdat align 2 !dbg !1639 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !1640, metadata !DIExpression()), !dbg !1641
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1642, metadata !DIExpression()), !dbg !1643
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1644, metadata !DIExpression()), !dbg !1645
  %7 = load %class.Matrix*, %class.Matrix** %4, align 8
  %8 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 2, !dbg !1646
  %9 = load i32, i32* %5, align 4, !dbg !1647
  %10 = sext i32 %9 to i64, !dbg !1647
  %11 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 1, !dbg !1648
  %12 = load i32, i32* %11, align 4, !dbg !1648
  %13 = sext i32 %12 to i64, !dbg !1648
  %14 = mul i64 %10, %13, !dbg !1649
  %15 = load i32, i32* %6, align 4, !dbg !1650
  %16 = sext i32 %15 to i64, !dbg !1650
  %17 = add i64 %14, %16, !dbg !1651
  %18 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #13, !dbg !1646
  %19 = load double, double* %18, align 8, !dbg !1646
  ret double %19, !dbg !1652
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #4 comdat align 2 !dbg !1653 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1654, metadata !DIExpression()), !dbg !1656
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1657, metadata !DIExpression()), !dbg !1658
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1659
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1659
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1660
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1661
  %10 = load double*, double** %9, align 8, !dbg !1661
  %11 = load i64, i64* %4, align 8, !dbg !1662
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1663
  ret double* %12, !dbg !1664
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1665 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1666, metadata !DIExpression()), !dbg !1667
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1668
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1668
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1670
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1671
  %10 = load double*, double** %9, align 8, !dbg !1671
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1672
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1672
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1673
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1674
  %15 = load double*, double** %14, align 8, !dbg !1674
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1675
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #13, !dbg !1675
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1676

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1677
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #13, !dbg !1677
  ret void, !dbg !1678

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1677
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1677
  store i8* %22, i8** %3, align 8, !dbg !1677
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1677
  store i32 %23, i32* %4, align 4, !dbg !1677
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1677
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !1677
  br label %25, !dbg !1677

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1677
  call void @__clang_call_terminate(i8* %26) #15, !dbg !1677
  unreachable, !dbg !1677
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #5 comdat !dbg !1679 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1682, metadata !DIExpression()), !dbg !1683
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1684, metadata !DIExpression()), !dbg !1685
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1686, metadata !DIExpression()), !dbg !1687
  %7 = load double*, double** %4, align 8, !dbg !1688
  %8 = load double*, double** %5, align 8, !dbg !1689
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !1690
  ret void, !dbg !1691
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #5 comdat !dbg !1692 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1697, metadata !DIExpression()), !dbg !1698
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1699, metadata !DIExpression()), !dbg !1700
  %5 = load double*, double** %3, align 8, !dbg !1701
  %6 = load double*, double** %4, align 8, !dbg !1702
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !1703
  ret void, !dbg !1704
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #4 comdat align 2 !dbg !1705 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1709, metadata !DIExpression()), !dbg !1710
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1711, metadata !DIExpression()), !dbg !1712
  ret void, !dbg !1713
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!900, !901, !902, !903, !904, !905, !906}
!llvm.ident = !{!907}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !523, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cxx_matrix_class.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f65db7ba6a515f9a6ee8d1921c1c8e98")
!2 = !{!3, !6, !75, !77, !33, !501, !37, !43, !8, !12, !15, !140}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !8, file: !7, line: 444, baseType: !18)
!7 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!8 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !9, file: !7, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !10, templateParams: !233, identifier: "_ZTSSt6vectorIdSaIdEE")
!9 = !DINamespace(name: "std", scope: null)
!10 = !{!11, !234, !253, !269, !270, !275, !278, !281, !285, !291, !295, !301, !306, !310, !320, !323, !326, !329, !334, !335, !339, !342, !345, !348, !351, !357, !363, !364, !365, !370, !375, !376, !377, !378, !379, !380, !381, !384, !385, !388, !389, !390, !391, !394, !395, !403, !410, !413, !414, !415, !418, !421, !422, !423, !426, !429, !432, !436, !437, !440, !443, !446, !449, !452, !455, !458, !459, !460, !461, !462, !465, !466, !469, !470, !471, !478, !481, !486, !489, !492, !495, !498}
!11 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !8, baseType: !12, flags: DIFlagProtected, extraData: i32 0)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !9, file: !7, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !13, templateParams: !233, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!13 = !{!14, !184, !189, !194, !198, !201, !206, !209, !212, !216, !219, !222, !225, !226, !229, !232}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !12, file: !7, line: 371, baseType: !15, size: 192)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !12, file: !7, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !16, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!16 = !{!17, !139, !164, !168, !173, !177, !181}
!17 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !15, baseType: !18, extraData: i32 0)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !12, file: !7, line: 88, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !21, file: !20, line: 120, baseType: !138)
!20 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !22, file: !20, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !86, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !23, file: !20, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !24, templateParams: !135, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!23 = !DINamespace(name: "__gnu_cxx", scope: null)
!24 = !{!25, !121, !124, !127, !131, !132, !133, !134}
!25 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !22, baseType: !26, extraData: i32 0)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !9, file: !27, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !28, templateParams: !119, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!27 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!28 = !{!29, !103, !107, !110, !116}
!29 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !26, file: !27, line: 463, type: !30, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !35, !102}
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !26, file: !27, line: 420, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !26, file: !27, line: 414, baseType: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !9, file: !38, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !39, templateParams: !86, identifier: "_ZTSSaIdE")
!38 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!39 = !{!40, !88, !92, !97, !101}
!40 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !37, baseType: !41, flags: DIFlagPublic, extraData: i32 0)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !9, file: !42, line: 47, baseType: !43)
!42 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!43 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !9, file: !44, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !45, templateParams: !86, identifier: "_ZTSSt15__new_allocatorIdE")
!44 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!45 = !{!46, !50, !55, !56, !63, !71, !79, !82, !85}
!46 = !DISubprogram(name: "__new_allocator", scope: !43, file: !44, line: 80, type: !47, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DISubprogram(name: "__new_allocator", scope: !43, file: !44, line: 83, type: !51, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !49, !53}
!53 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!55 = !DISubprogram(name: "~__new_allocator", scope: !43, file: !44, line: 90, type: !47, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!56 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !43, file: !44, line: 93, type: !57, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{!59, !60, !61}
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !43, file: !44, line: 63, baseType: !33)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !43, file: !44, line: 65, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !34, size: 64)
!63 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !43, file: !44, line: 97, type: !64, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !60, !69}
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !43, file: !44, line: 64, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !43, file: !44, line: 66, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !68, size: 64)
!71 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!72 = !DISubroutineType(types: !73)
!73 = !{!33, !49, !74, !77}
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !44, line: 60, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !9, file: !76, line: 298, baseType: !5)
!76 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!79 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !43, file: !44, line: 142, type: !80, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !49, !33, !74}
!82 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !43, file: !44, line: 167, type: !83, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!83 = !DISubroutineType(types: !84)
!84 = !{!74, !60}
!85 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !43, file: !44, line: 210, type: !83, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!86 = !{!87}
!87 = !DITemplateTypeParameter(name: "_Tp", type: !34)
!88 = !DISubprogram(name: "allocator", scope: !37, file: !38, line: 156, type: !89, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DISubprogram(name: "allocator", scope: !37, file: !38, line: 159, type: !93, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !91, !95}
!95 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!97 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !37, file: !38, line: 164, type: !98, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !91, !95}
!100 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!101 = !DISubprogram(name: "~allocator", scope: !37, file: !38, line: 174, type: !89, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !27, line: 435, baseType: !75)
!103 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !26, file: !27, line: 477, type: !104, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!104 = !DISubroutineType(types: !105)
!105 = !{!32, !35, !102, !106}
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !27, line: 429, baseType: !77)
!107 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !26, file: !27, line: 495, type: !108, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !35, !32, !102}
!110 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !26, file: !27, line: 547, type: !111, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !114}
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !26, file: !27, line: 435, baseType: !75)
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!116 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !26, file: !27, line: 562, type: !117, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!117 = !DISubroutineType(types: !118)
!118 = !{!36, !114}
!119 = !{!120}
!120 = !DITemplateTypeParameter(name: "_Alloc", type: !37)
!121 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !22, file: !20, line: 97, type: !122, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!37, !95}
!124 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !22, file: !20, line: 100, type: !125, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !100, !100}
!127 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !22, file: !20, line: 103, type: !128, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!128 = !DISubroutineType(types: !129)
!129 = !{!130}
!130 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!131 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !22, file: !20, line: 106, type: !128, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!132 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !22, file: !20, line: 109, type: !128, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!133 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !22, file: !20, line: 112, type: !128, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!134 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !22, file: !20, line: 115, type: !128, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!135 = !{!120, !136}
!136 = !DITemplateTypeParameter(type: !34)
!137 = !{}
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !26, file: !27, line: 450, baseType: !37)
!139 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !15, baseType: !140, extraData: i32 0)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !12, file: !7, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !141, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!141 = !{!142, !145, !146, !147, !151, !155, !160}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !140, file: !7, line: 94, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !12, file: !7, line: 90, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !22, file: !20, line: 57, baseType: !32)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !140, file: !7, line: 95, baseType: !143, size: 64, offset: 64)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !140, file: !7, line: 96, baseType: !143, size: 64, offset: 128)
!147 = !DISubprogram(name: "_Vector_impl_data", scope: !140, file: !7, line: 99, type: !148, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DISubprogram(name: "_Vector_impl_data", scope: !140, file: !7, line: 105, type: !152, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !150, !154}
!154 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !140, size: 64)
!155 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !140, file: !7, line: 113, type: !156, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !150, !158}
!158 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!160 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !140, file: !7, line: 122, type: !161, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !150, !163}
!163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !140, size: 64)
!164 = !DISubprogram(name: "_Vector_impl", scope: !15, file: !7, line: 137, type: !165, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "_Vector_impl", scope: !15, file: !7, line: 143, type: !169, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !167, !171}
!171 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!173 = !DISubprogram(name: "_Vector_impl", scope: !15, file: !7, line: 151, type: !174, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !167, !176}
!176 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !15, size: 64)
!177 = !DISubprogram(name: "_Vector_impl", scope: !15, file: !7, line: 156, type: !178, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !167, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !18, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !15, file: !7, line: 161, type: !182, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !167, !180, !176}
!184 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !12, file: !7, line: 298, type: !185, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!185 = !DISubroutineType(types: !186)
!186 = !{!187, !188}
!187 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!189 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !12, file: !7, line: 303, type: !190, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!171, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!194 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !12, file: !7, line: 308, type: !195, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!195 = !DISubroutineType(types: !196)
!196 = !{!197, !192}
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !12, file: !7, line: 294, baseType: !37)
!198 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 312, type: !199, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !188}
!201 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 318, type: !202, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !188, !204}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !197)
!206 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 324, type: !207, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !188, !75}
!209 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 330, type: !210, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !188, !75, !204}
!212 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 335, type: !213, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !188, !215}
!215 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !12, size: 64)
!216 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 340, type: !217, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !188, !180}
!219 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 344, type: !220, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !188, !215, !204}
!222 = !DISubprogram(name: "_Vector_base", scope: !12, file: !7, line: 358, type: !223, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !188, !204, !215}
!225 = !DISubprogram(name: "~_Vector_base", scope: !12, file: !7, line: 364, type: !199, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!226 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !12, file: !7, line: 375, type: !227, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{!143, !188, !75}
!229 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !12, file: !7, line: 383, type: !230, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !188, !143, !75}
!232 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !12, file: !7, line: 393, type: !207, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!233 = !{!87, !120}
!234 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !8, file: !7, line: 465, type: !235, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!235 = !DISubroutineType(types: !236)
!236 = !{!130, !237}
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !9, file: !238, line: 82, baseType: !239)
!238 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !9, file: !238, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !240, templateParams: !250, identifier: "_ZTSSt17integral_constantIbLb1EE")
!240 = !{!241, !243, !249}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !239, file: !238, line: 64, baseType: !242, flags: DIFlagStaticMember, extraData: i1 true)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!243 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !239, file: !238, line: 67, type: !244, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!244 = !DISubroutineType(types: !245)
!245 = !{!246, !247}
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !239, file: !238, line: 65, baseType: !130)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!249 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !239, file: !238, line: 72, type: !244, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!250 = !{!251, !252}
!251 = !DITemplateTypeParameter(name: "_Tp", type: !130)
!252 = !DITemplateValueParameter(name: "__v", type: !130, value: i8 1)
!253 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !8, file: !7, line: 474, type: !254, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!254 = !DISubroutineType(types: !255)
!255 = !{!130, !256}
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !9, file: !238, line: 85, baseType: !257)
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !9, file: !238, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !258, templateParams: !267, identifier: "_ZTSSt17integral_constantIbLb0EE")
!258 = !{!259, !260, !266}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !257, file: !238, line: 64, baseType: !242, flags: DIFlagStaticMember, extraData: i1 false)
!260 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !257, file: !238, line: 67, type: !261, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!261 = !DISubroutineType(types: !262)
!262 = !{!263, !264}
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !257, file: !238, line: 65, baseType: !130)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!265 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !257)
!266 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !257, file: !238, line: 72, type: !261, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!267 = !{!251, !268}
!268 = !DITemplateValueParameter(name: "__v", type: !130, value: i8 0)
!269 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !8, file: !7, line: 478, type: !128, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!270 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !8, file: !7, line: 487, type: !271, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!271 = !DISubroutineType(types: !272)
!272 = !{!273, !273, !273, !273, !274, !237}
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !8, file: !7, line: 449, baseType: !143)
!274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!275 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !8, file: !7, line: 494, type: !276, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!276 = !DISubroutineType(types: !277)
!277 = !{!273, !273, !273, !273, !274, !256}
!278 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !8, file: !7, line: 499, type: !279, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!279 = !DISubroutineType(types: !280)
!280 = !{!273, !273, !273, !273, !274}
!281 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 526, type: !282, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !284}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 537, type: !286, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !284, !288}
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !8, file: !7, line: 460, baseType: !37)
!291 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 551, type: !292, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !284, !294, !288}
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !7, line: 458, baseType: !75)
!295 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 564, type: !296, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !284, !294, !298, !288}
!298 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !8, file: !7, line: 448, baseType: !34)
!301 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 596, type: !302, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !284, !304}
!304 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!306 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 615, type: !307, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !284, !309}
!309 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !8, size: 64)
!310 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 619, type: !311, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !284, !304, !313}
!313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !314, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !9, file: !238, line: 128, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !317, file: !238, line: 125, baseType: !37)
!317 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !9, file: !238, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !318, identifier: "_ZTSSt15__type_identityISaIdEE")
!318 = !{!319}
!319 = !DITemplateTypeParameter(name: "_Type", type: !37)
!320 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 630, type: !321, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !284, !309, !288, !237}
!323 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 635, type: !324, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !284, !309, !288, !256}
!326 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 654, type: !327, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !284, !309, !313}
!329 = !DISubprogram(name: "vector", scope: !8, file: !7, line: 673, type: !330, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !284, !332, !288}
!332 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !9, file: !333, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!333 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!334 = !DISubprogram(name: "~vector", scope: !8, file: !7, line: 728, type: !282, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!335 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !8, file: !7, line: 746, type: !336, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!336 = !DISubroutineType(types: !337)
!337 = !{!338, !284, !304}
!338 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!339 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !8, file: !7, line: 761, type: !340, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!340 = !DISubroutineType(types: !341)
!341 = !{!338, !284, !309}
!342 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !8, file: !7, line: 783, type: !343, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!343 = !DISubroutineType(types: !344)
!344 = !{!338, !284, !332}
!345 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !8, file: !7, line: 803, type: !346, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !284, !294, !298}
!348 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !8, file: !7, line: 850, type: !349, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !284, !332}
!351 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !8, file: !7, line: 868, type: !352, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!352 = !DISubroutineType(types: !353)
!353 = !{!354, !284}
!354 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !8, file: !7, line: 453, baseType: !355)
!355 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !23, file: !356, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!356 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!357 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !8, file: !7, line: 878, type: !358, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!358 = !DISubroutineType(types: !359)
!359 = !{!360, !362}
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !8, file: !7, line: 455, baseType: !361)
!361 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !23, file: !356, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!363 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !8, file: !7, line: 888, type: !352, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!364 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !8, file: !7, line: 898, type: !358, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!365 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !8, file: !7, line: 908, type: !366, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!366 = !DISubroutineType(types: !367)
!367 = !{!368, !284}
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !8, file: !7, line: 457, baseType: !369)
!369 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !9, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!370 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !8, file: !7, line: 918, type: !371, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!371 = !DISubroutineType(types: !372)
!372 = !{!373, !362}
!373 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !8, file: !7, line: 456, baseType: !374)
!374 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !9, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!375 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !8, file: !7, line: 928, type: !366, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!376 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !8, file: !7, line: 938, type: !371, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!377 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !8, file: !7, line: 949, type: !358, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!378 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !8, file: !7, line: 959, type: !358, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!379 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !8, file: !7, line: 969, type: !371, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!380 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !8, file: !7, line: 979, type: !371, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!381 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !8, file: !7, line: 987, type: !382, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!382 = !DISubroutineType(types: !383)
!383 = !{!294, !362}
!384 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !8, file: !7, line: 993, type: !382, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!385 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !8, file: !7, line: 1008, type: !386, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !284, !294}
!388 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !8, file: !7, line: 1029, type: !346, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!389 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !8, file: !7, line: 1063, type: !282, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!390 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !8, file: !7, line: 1073, type: !382, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!391 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !8, file: !7, line: 1083, type: !392, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!392 = !DISubroutineType(types: !393)
!393 = !{!130, !362}
!394 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !8, file: !7, line: 1105, type: !386, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!395 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1121, type: !396, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !284, !294}
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !8, file: !7, line: 451, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !22, file: !20, line: 62, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !401, size: 64)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !22, file: !20, line: 56, baseType: !402)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !26, file: !27, line: 417, baseType: !34)
!403 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1140, type: !404, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!404 = !DISubroutineType(types: !405)
!405 = !{!406, !362, !294}
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !8, file: !7, line: 452, baseType: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !22, file: !20, line: 63, baseType: !408)
!408 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !409, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !401)
!410 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !8, file: !7, line: 1150, type: !411, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!411 = !DISubroutineType(types: !412)
!412 = !{null, !362, !294}
!413 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !8, file: !7, line: 1173, type: !396, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !8, file: !7, line: 1192, type: !404, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!415 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !8, file: !7, line: 1204, type: !416, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!416 = !DISubroutineType(types: !417)
!417 = !{!398, !284}
!418 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !8, file: !7, line: 1216, type: !419, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!419 = !DISubroutineType(types: !420)
!420 = !{!406, !362}
!421 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !8, file: !7, line: 1228, type: !416, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!422 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !8, file: !7, line: 1240, type: !419, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!423 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !8, file: !7, line: 1255, type: !424, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!424 = !DISubroutineType(types: !425)
!425 = !{!33, !284}
!426 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !8, file: !7, line: 1260, type: !427, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubroutineType(types: !428)
!428 = !{!67, !362}
!429 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !8, file: !7, line: 1276, type: !430, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !284, !298}
!432 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !8, file: !7, line: 1293, type: !433, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!433 = !DISubroutineType(types: !434)
!434 = !{null, !284, !435}
!435 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !300, size: 64)
!436 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !8, file: !7, line: 1317, type: !282, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!437 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !8, file: !7, line: 1357, type: !438, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!438 = !DISubroutineType(types: !439)
!439 = !{!354, !284, !360, !298}
!440 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !8, file: !7, line: 1388, type: !441, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!441 = !DISubroutineType(types: !442)
!442 = !{!354, !284, !360, !435}
!443 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !8, file: !7, line: 1406, type: !444, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!444 = !DISubroutineType(types: !445)
!445 = !{!354, !284, !360, !332}
!446 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !8, file: !7, line: 1432, type: !447, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubroutineType(types: !448)
!448 = !{!354, !284, !360, !294, !298}
!449 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !8, file: !7, line: 1529, type: !450, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!450 = !DISubroutineType(types: !451)
!451 = !{!354, !284, !360}
!452 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !8, file: !7, line: 1557, type: !453, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!453 = !DISubroutineType(types: !454)
!454 = !{!354, !284, !360, !360}
!455 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !8, file: !7, line: 1581, type: !456, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!456 = !DISubroutineType(types: !457)
!457 = !{null, !284, !338}
!458 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !8, file: !7, line: 1600, type: !282, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!459 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !8, file: !7, line: 1699, type: !346, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!460 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !8, file: !7, line: 1710, type: !386, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!461 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !8, file: !7, line: 1757, type: !346, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!462 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !8, file: !7, line: 1801, type: !463, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!463 = !DISubroutineType(types: !464)
!464 = !{null, !284, !354, !294, !298}
!465 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !8, file: !7, line: 1807, type: !386, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!466 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !8, file: !7, line: 1811, type: !467, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!467 = !DISubroutineType(types: !468)
!468 = !{!130, !284}
!469 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !8, file: !7, line: 1873, type: !441, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!470 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !8, file: !7, line: 1884, type: !441, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!471 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !8, file: !7, line: 1891, type: !472, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!472 = !DISubroutineType(types: !473)
!473 = !{!474, !362, !294, !475}
!474 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !8, file: !7, line: 458, baseType: !75)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64)
!476 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !477)
!477 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!478 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !8, file: !7, line: 1902, type: !479, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!479 = !DISubroutineType(types: !480)
!480 = !{!474, !294, !288}
!481 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !8, file: !7, line: 1911, type: !482, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!482 = !DISubroutineType(types: !483)
!483 = !{!474, !484}
!484 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !485, size: 64)
!485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!486 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !8, file: !7, line: 1928, type: !487, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!487 = !DISubroutineType(types: !488)
!488 = !{null, !284, !273}
!489 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !8, file: !7, line: 1941, type: !490, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!490 = !DISubroutineType(types: !491)
!491 = !{!354, !284, !354}
!492 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !8, file: !7, line: 1945, type: !493, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!493 = !DISubroutineType(types: !494)
!494 = !{!354, !284, !354, !354}
!495 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !8, file: !7, line: 1954, type: !496, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !284, !309, !237}
!498 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !8, file: !7, line: 1966, type: !499, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!499 = !DISubroutineType(types: !500)
!500 = !{null, !284, !309, !256}
!501 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !502, identifier: "_ZTS6Matrix")
!502 = !{!503, !505, !506, !507, !511, !514, !519, !522}
!503 = !DIDerivedType(tag: DW_TAG_member, name: "rows_", scope: !501, file: !1, line: 16, baseType: !504, size: 32)
!504 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!505 = !DIDerivedType(tag: DW_TAG_member, name: "cols_", scope: !501, file: !1, line: 16, baseType: !504, size: 32, offset: 32)
!506 = !DIDerivedType(tag: DW_TAG_member, name: "data_", scope: !501, file: !1, line: 17, baseType: !8, size: 192, offset: 64)
!507 = !DISubprogram(name: "Matrix", scope: !501, file: !1, line: 10, type: !508, scopeLine: 10, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!508 = !DISubroutineType(types: !509)
!509 = !{null, !510, !504, !504}
!510 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !501, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!511 = !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixclEii", scope: !501, file: !1, line: 11, type: !512, scopeLine: 11, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!512 = !DISubroutineType(types: !513)
!513 = !{!62, !510, !504, !504}
!514 = !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixclEii", scope: !501, file: !1, line: 12, type: !515, scopeLine: 12, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!515 = !DISubroutineType(types: !516)
!516 = !{!34, !517, !504, !504}
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!518 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !501)
!519 = !DISubprogram(name: "rows", linkageName: "_ZNK6Matrix4rowsEv", scope: !501, file: !1, line: 13, type: !520, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!520 = !DISubroutineType(types: !521)
!521 = !{!504, !517}
!522 = !DISubprogram(name: "cols", linkageName: "_ZNK6Matrix4colsEv", scope: !501, file: !1, line: 14, type: !520, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!523 = !{!524, !530, !536, !541, !545, !547, !549, !551, !553, !560, !566, !571, !575, !579, !583, !589, !593, !595, !600, !606, !610, !615, !617, !621, !625, !629, !631, !635, !639, !641, !645, !647, !649, !653, !657, !661, !665, !669, !673, !675, !682, !686, !690, !694, !696, !698, !702, !706, !707, !708, !709, !710, !711, !715, !719, !725, !729, !734, !736, !740, !742, !746, !754, !758, !762, !766, !770, !774, !778, !782, !786, !790, !797, !801, !805, !807, !809, !813, !818, !824, !828, !832, !834, !841, !845, !852, !854, !858, !862, !866, !870, !875, !880, !885, !886, !887, !888, !890, !891, !892, !893, !894, !895, !896}
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !525, file: !529, line: 98)
!525 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !526, line: 7, baseType: !527)
!526 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!527 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !528, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!528 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!529 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !531, file: !529, line: 99)
!531 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !532, line: 84, baseType: !533)
!532 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !534, line: 14, baseType: !535)
!534 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!535 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !534, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !537, file: !529, line: 101)
!537 = !DISubprogram(name: "clearerr", scope: !532, file: !532, line: 786, type: !538, flags: DIFlagPrototyped, spFlags: 0)
!538 = !DISubroutineType(types: !539)
!539 = !{null, !540}
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 64)
!541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !542, file: !529, line: 102)
!542 = !DISubprogram(name: "fclose", scope: !532, file: !532, line: 178, type: !543, flags: DIFlagPrototyped, spFlags: 0)
!543 = !DISubroutineType(types: !544)
!544 = !{!504, !540}
!545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !546, file: !529, line: 103)
!546 = !DISubprogram(name: "feof", scope: !532, file: !532, line: 788, type: !543, flags: DIFlagPrototyped, spFlags: 0)
!547 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !548, file: !529, line: 104)
!548 = !DISubprogram(name: "ferror", scope: !532, file: !532, line: 790, type: !543, flags: DIFlagPrototyped, spFlags: 0)
!549 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !550, file: !529, line: 105)
!550 = !DISubprogram(name: "fflush", scope: !532, file: !532, line: 230, type: !543, flags: DIFlagPrototyped, spFlags: 0)
!551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !552, file: !529, line: 106)
!552 = !DISubprogram(name: "fgetc", scope: !532, file: !532, line: 513, type: !543, flags: DIFlagPrototyped, spFlags: 0)
!553 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !554, file: !529, line: 107)
!554 = !DISubprogram(name: "fgetpos", scope: !532, file: !532, line: 760, type: !555, flags: DIFlagPrototyped, spFlags: 0)
!555 = !DISubroutineType(types: !556)
!556 = !{!504, !557, !558}
!557 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !540)
!558 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !559)
!559 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !531, size: 64)
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !561, file: !529, line: 108)
!561 = !DISubprogram(name: "fgets", scope: !532, file: !532, line: 592, type: !562, flags: DIFlagPrototyped, spFlags: 0)
!562 = !DISubroutineType(types: !563)
!563 = !{!564, !565, !504, !557}
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !564)
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !567, file: !529, line: 109)
!567 = !DISubprogram(name: "fopen", scope: !532, file: !532, line: 258, type: !568, flags: DIFlagPrototyped, spFlags: 0)
!568 = !DISubroutineType(types: !569)
!569 = !{!540, !570, !570}
!570 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !475)
!571 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !572, file: !529, line: 110)
!572 = !DISubprogram(name: "fprintf", scope: !532, file: !532, line: 350, type: !573, flags: DIFlagPrototyped, spFlags: 0)
!573 = !DISubroutineType(types: !574)
!574 = !{!504, !557, !570, null}
!575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !576, file: !529, line: 111)
!576 = !DISubprogram(name: "fputc", scope: !532, file: !532, line: 549, type: !577, flags: DIFlagPrototyped, spFlags: 0)
!577 = !DISubroutineType(types: !578)
!578 = !{!504, !504, !540}
!579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !580, file: !529, line: 112)
!580 = !DISubprogram(name: "fputs", scope: !532, file: !532, line: 655, type: !581, flags: DIFlagPrototyped, spFlags: 0)
!581 = !DISubroutineType(types: !582)
!582 = !{!504, !570, !557}
!583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !584, file: !529, line: 113)
!584 = !DISubprogram(name: "fread", scope: !532, file: !532, line: 675, type: !585, flags: DIFlagPrototyped, spFlags: 0)
!585 = !DISubroutineType(types: !586)
!586 = !{!3, !587, !3, !3, !557}
!587 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !588)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !590, file: !529, line: 114)
!590 = !DISubprogram(name: "freopen", scope: !532, file: !532, line: 265, type: !591, flags: DIFlagPrototyped, spFlags: 0)
!591 = !DISubroutineType(types: !592)
!592 = !{!540, !570, !570, !557}
!593 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !594, file: !529, line: 115)
!594 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !532, file: !532, line: 434, type: !573, flags: DIFlagPrototyped, spFlags: 0)
!595 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !596, file: !529, line: 116)
!596 = !DISubprogram(name: "fseek", scope: !532, file: !532, line: 713, type: !597, flags: DIFlagPrototyped, spFlags: 0)
!597 = !DISubroutineType(types: !598)
!598 = !{!504, !540, !599, !504}
!599 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !601, file: !529, line: 117)
!601 = !DISubprogram(name: "fsetpos", scope: !532, file: !532, line: 765, type: !602, flags: DIFlagPrototyped, spFlags: 0)
!602 = !DISubroutineType(types: !603)
!603 = !{!504, !540, !604}
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 64)
!605 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !531)
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !607, file: !529, line: 118)
!607 = !DISubprogram(name: "ftell", scope: !532, file: !532, line: 718, type: !608, flags: DIFlagPrototyped, spFlags: 0)
!608 = !DISubroutineType(types: !609)
!609 = !{!599, !540}
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !611, file: !529, line: 119)
!611 = !DISubprogram(name: "fwrite", scope: !532, file: !532, line: 681, type: !612, flags: DIFlagPrototyped, spFlags: 0)
!612 = !DISubroutineType(types: !613)
!613 = !{!3, !614, !3, !3, !557}
!614 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !616, file: !529, line: 120)
!616 = !DISubprogram(name: "getc", scope: !532, file: !532, line: 514, type: !543, flags: DIFlagPrototyped, spFlags: 0)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !618, file: !529, line: 121)
!618 = !DISubprogram(name: "getchar", scope: !532, file: !532, line: 520, type: !619, flags: DIFlagPrototyped, spFlags: 0)
!619 = !DISubroutineType(types: !620)
!620 = !{!504}
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !622, file: !529, line: 126)
!622 = !DISubprogram(name: "perror", scope: !532, file: !532, line: 804, type: !623, flags: DIFlagPrototyped, spFlags: 0)
!623 = !DISubroutineType(types: !624)
!624 = !{null, !475}
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !626, file: !529, line: 127)
!626 = !DISubprogram(name: "printf", scope: !532, file: !532, line: 356, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!627 = !DISubroutineType(types: !628)
!628 = !{!504, !570, null}
!629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !630, file: !529, line: 128)
!630 = !DISubprogram(name: "putc", scope: !532, file: !532, line: 550, type: !577, flags: DIFlagPrototyped, spFlags: 0)
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !632, file: !529, line: 129)
!632 = !DISubprogram(name: "putchar", scope: !532, file: !532, line: 556, type: !633, flags: DIFlagPrototyped, spFlags: 0)
!633 = !DISubroutineType(types: !634)
!634 = !{!504, !504}
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !636, file: !529, line: 130)
!636 = !DISubprogram(name: "puts", scope: !532, file: !532, line: 661, type: !637, flags: DIFlagPrototyped, spFlags: 0)
!637 = !DISubroutineType(types: !638)
!638 = !{!504, !475}
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !640, file: !529, line: 131)
!640 = !DISubprogram(name: "remove", scope: !532, file: !532, line: 152, type: !637, flags: DIFlagPrototyped, spFlags: 0)
!641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !642, file: !529, line: 132)
!642 = !DISubprogram(name: "rename", scope: !532, file: !532, line: 154, type: !643, flags: DIFlagPrototyped, spFlags: 0)
!643 = !DISubroutineType(types: !644)
!644 = !{!504, !475, !475}
!645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !646, file: !529, line: 133)
!646 = !DISubprogram(name: "rewind", scope: !532, file: !532, line: 723, type: !538, flags: DIFlagPrototyped, spFlags: 0)
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !648, file: !529, line: 134)
!648 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !532, file: !532, line: 437, type: !627, flags: DIFlagPrototyped, spFlags: 0)
!649 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !650, file: !529, line: 135)
!650 = !DISubprogram(name: "setbuf", scope: !532, file: !532, line: 328, type: !651, flags: DIFlagPrototyped, spFlags: 0)
!651 = !DISubroutineType(types: !652)
!652 = !{null, !557, !565}
!653 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !654, file: !529, line: 136)
!654 = !DISubprogram(name: "setvbuf", scope: !532, file: !532, line: 332, type: !655, flags: DIFlagPrototyped, spFlags: 0)
!655 = !DISubroutineType(types: !656)
!656 = !{!504, !557, !565, !504, !3}
!657 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !658, file: !529, line: 137)
!658 = !DISubprogram(name: "sprintf", scope: !532, file: !532, line: 358, type: !659, flags: DIFlagPrototyped, spFlags: 0)
!659 = !DISubroutineType(types: !660)
!660 = !{!504, !565, !570, null}
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !662, file: !529, line: 138)
!662 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !532, file: !532, line: 439, type: !663, flags: DIFlagPrototyped, spFlags: 0)
!663 = !DISubroutineType(types: !664)
!664 = !{!504, !570, !570, null}
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !666, file: !529, line: 139)
!666 = !DISubprogram(name: "tmpfile", scope: !532, file: !532, line: 188, type: !667, flags: DIFlagPrototyped, spFlags: 0)
!667 = !DISubroutineType(types: !668)
!668 = !{!540}
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !670, file: !529, line: 141)
!670 = !DISubprogram(name: "tmpnam", scope: !532, file: !532, line: 205, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!671 = !DISubroutineType(types: !672)
!672 = !{!564, !564}
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !674, file: !529, line: 143)
!674 = !DISubprogram(name: "ungetc", scope: !532, file: !532, line: 668, type: !577, flags: DIFlagPrototyped, spFlags: 0)
!675 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !676, file: !529, line: 144)
!676 = !DISubprogram(name: "vfprintf", scope: !532, file: !532, line: 365, type: !677, flags: DIFlagPrototyped, spFlags: 0)
!677 = !DISubroutineType(types: !678)
!678 = !{!504, !557, !570, !679}
!679 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !680, size: 64)
!680 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !681, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!681 = !DIFile(filename: "cxx_matrix_class.cpp", directory: "/work/main/internal/pipeline/testdata")
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !683, file: !529, line: 145)
!683 = !DISubprogram(name: "vprintf", scope: !532, file: !532, line: 371, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DISubroutineType(types: !685)
!685 = !{!504, !570, !679}
!686 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !687, file: !529, line: 146)
!687 = !DISubprogram(name: "vsprintf", scope: !532, file: !532, line: 373, type: !688, flags: DIFlagPrototyped, spFlags: 0)
!688 = !DISubroutineType(types: !689)
!689 = !{!504, !565, !570, !679}
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !691, file: !529, line: 175)
!691 = !DISubprogram(name: "snprintf", scope: !532, file: !532, line: 378, type: !692, flags: DIFlagPrototyped, spFlags: 0)
!692 = !DISubroutineType(types: !693)
!693 = !{!504, !565, !3, !570, null}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !695, file: !529, line: 176)
!695 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !532, file: !532, line: 479, type: !677, flags: DIFlagPrototyped, spFlags: 0)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !697, file: !529, line: 177)
!697 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !532, file: !532, line: 484, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !699, file: !529, line: 178)
!699 = !DISubprogram(name: "vsnprintf", scope: !532, file: !532, line: 382, type: !700, flags: DIFlagPrototyped, spFlags: 0)
!700 = !DISubroutineType(types: !701)
!701 = !{!504, !565, !3, !570, !679}
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !703, file: !529, line: 179)
!703 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !532, file: !532, line: 487, type: !704, flags: DIFlagPrototyped, spFlags: 0)
!704 = !DISubroutineType(types: !705)
!705 = !{!504, !570, !570, !679}
!706 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !691, file: !529, line: 185)
!707 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !695, file: !529, line: 186)
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !697, file: !529, line: 187)
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !699, file: !529, line: 188)
!710 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !703, file: !529, line: 189)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !712, file: !714, line: 52)
!712 = !DISubprogram(name: "abs", scope: !713, file: !713, line: 861, type: !633, flags: DIFlagPrototyped, spFlags: 0)
!713 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!714 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !716, file: !718, line: 127)
!716 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !713, line: 63, baseType: !717)
!717 = !DICompositeType(tag: DW_TAG_structure_type, file: !713, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!718 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!719 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !720, file: !718, line: 128)
!720 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !713, line: 71, baseType: !721)
!721 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !713, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !722, identifier: "_ZTS6ldiv_t")
!722 = !{!723, !724}
!723 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !721, file: !713, line: 69, baseType: !599, size: 64)
!724 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !721, file: !713, line: 70, baseType: !599, size: 64, offset: 64)
!725 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !726, file: !718, line: 130)
!726 = !DISubprogram(name: "abort", scope: !713, file: !713, line: 611, type: !727, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!727 = !DISubroutineType(types: !728)
!728 = !{null}
!729 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !730, file: !718, line: 134)
!730 = !DISubprogram(name: "atexit", scope: !713, file: !713, line: 615, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!731 = !DISubroutineType(types: !732)
!732 = !{!504, !733}
!733 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !727, size: 64)
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !735, file: !718, line: 137)
!735 = !DISubprogram(name: "at_quick_exit", scope: !713, file: !713, line: 620, type: !731, flags: DIFlagPrototyped, spFlags: 0)
!736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !737, file: !718, line: 140)
!737 = !DISubprogram(name: "atof", scope: !713, file: !713, line: 102, type: !738, flags: DIFlagPrototyped, spFlags: 0)
!738 = !DISubroutineType(types: !739)
!739 = !{!34, !475}
!740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !741, file: !718, line: 141)
!741 = !DISubprogram(name: "atoi", scope: !713, file: !713, line: 105, type: !637, flags: DIFlagPrototyped, spFlags: 0)
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !743, file: !718, line: 142)
!743 = !DISubprogram(name: "atol", scope: !713, file: !713, line: 108, type: !744, flags: DIFlagPrototyped, spFlags: 0)
!744 = !DISubroutineType(types: !745)
!745 = !{!599, !475}
!746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !747, file: !718, line: 143)
!747 = !DISubprogram(name: "bsearch", scope: !713, file: !713, line: 841, type: !748, flags: DIFlagPrototyped, spFlags: 0)
!748 = !DISubroutineType(types: !749)
!749 = !{!588, !77, !77, !3, !3, !750}
!750 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !713, line: 829, baseType: !751)
!751 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !752, size: 64)
!752 = !DISubroutineType(types: !753)
!753 = !{!504, !77, !77}
!754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !755, file: !718, line: 144)
!755 = !DISubprogram(name: "calloc", scope: !713, file: !713, line: 556, type: !756, flags: DIFlagPrototyped, spFlags: 0)
!756 = !DISubroutineType(types: !757)
!757 = !{!588, !3, !3}
!758 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !759, file: !718, line: 145)
!759 = !DISubprogram(name: "div", scope: !713, file: !713, line: 873, type: !760, flags: DIFlagPrototyped, spFlags: 0)
!760 = !DISubroutineType(types: !761)
!761 = !{!716, !504, !504}
!762 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !763, file: !718, line: 146)
!763 = !DISubprogram(name: "exit", scope: !713, file: !713, line: 637, type: !764, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!764 = !DISubroutineType(types: !765)
!765 = !{null, !504}
!766 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !767, file: !718, line: 147)
!767 = !DISubprogram(name: "free", scope: !713, file: !713, line: 568, type: !768, flags: DIFlagPrototyped, spFlags: 0)
!768 = !DISubroutineType(types: !769)
!769 = !{null, !588}
!770 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !771, file: !718, line: 148)
!771 = !DISubprogram(name: "getenv", scope: !713, file: !713, line: 654, type: !772, flags: DIFlagPrototyped, spFlags: 0)
!772 = !DISubroutineType(types: !773)
!773 = !{!564, !475}
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !775, file: !718, line: 149)
!775 = !DISubprogram(name: "labs", scope: !713, file: !713, line: 862, type: !776, flags: DIFlagPrototyped, spFlags: 0)
!776 = !DISubroutineType(types: !777)
!777 = !{!599, !599}
!778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !779, file: !718, line: 150)
!779 = !DISubprogram(name: "ldiv", scope: !713, file: !713, line: 875, type: !780, flags: DIFlagPrototyped, spFlags: 0)
!780 = !DISubroutineType(types: !781)
!781 = !{!720, !599, !599}
!782 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !783, file: !718, line: 151)
!783 = !DISubprogram(name: "malloc", scope: !713, file: !713, line: 553, type: !784, flags: DIFlagPrototyped, spFlags: 0)
!784 = !DISubroutineType(types: !785)
!785 = !{!588, !3}
!786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !787, file: !718, line: 153)
!787 = !DISubprogram(name: "mblen", scope: !713, file: !713, line: 943, type: !788, flags: DIFlagPrototyped, spFlags: 0)
!788 = !DISubroutineType(types: !789)
!789 = !{!504, !475, !3}
!790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !791, file: !718, line: 154)
!791 = !DISubprogram(name: "mbstowcs", scope: !713, file: !713, line: 954, type: !792, flags: DIFlagPrototyped, spFlags: 0)
!792 = !DISubroutineType(types: !793)
!793 = !{!3, !794, !570, !3}
!794 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !795)
!795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !796, size: 64)
!796 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !798, file: !718, line: 155)
!798 = !DISubprogram(name: "mbtowc", scope: !713, file: !713, line: 946, type: !799, flags: DIFlagPrototyped, spFlags: 0)
!799 = !DISubroutineType(types: !800)
!800 = !{!504, !794, !570, !3}
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !802, file: !718, line: 157)
!802 = !DISubprogram(name: "qsort", scope: !713, file: !713, line: 851, type: !803, flags: DIFlagPrototyped, spFlags: 0)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !588, !3, !3, !750}
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !806, file: !718, line: 160)
!806 = !DISubprogram(name: "quick_exit", scope: !713, file: !713, line: 643, type: !764, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !808, file: !718, line: 163)
!808 = !DISubprogram(name: "rand", scope: !713, file: !713, line: 454, type: !619, flags: DIFlagPrototyped, spFlags: 0)
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !810, file: !718, line: 164)
!810 = !DISubprogram(name: "realloc", scope: !713, file: !713, line: 564, type: !811, flags: DIFlagPrototyped, spFlags: 0)
!811 = !DISubroutineType(types: !812)
!812 = !{!588, !588, !3}
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !814, file: !718, line: 165)
!814 = !DISubprogram(name: "srand", scope: !713, file: !713, line: 456, type: !815, flags: DIFlagPrototyped, spFlags: 0)
!815 = !DISubroutineType(types: !816)
!816 = !{null, !817}
!817 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !819, file: !718, line: 166)
!819 = !DISubprogram(name: "strtod", scope: !713, file: !713, line: 118, type: !820, flags: DIFlagPrototyped, spFlags: 0)
!820 = !DISubroutineType(types: !821)
!821 = !{!34, !570, !822}
!822 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !823)
!823 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !564, size: 64)
!824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !825, file: !718, line: 167)
!825 = !DISubprogram(name: "strtol", scope: !713, file: !713, line: 177, type: !826, flags: DIFlagPrototyped, spFlags: 0)
!826 = !DISubroutineType(types: !827)
!827 = !{!599, !570, !822, !504}
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !829, file: !718, line: 168)
!829 = !DISubprogram(name: "strtoul", scope: !713, file: !713, line: 181, type: !830, flags: DIFlagPrototyped, spFlags: 0)
!830 = !DISubroutineType(types: !831)
!831 = !{!5, !570, !822, !504}
!832 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !833, file: !718, line: 169)
!833 = !DISubprogram(name: "system", scope: !713, file: !713, line: 804, type: !637, flags: DIFlagPrototyped, spFlags: 0)
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !835, file: !718, line: 171)
!835 = !DISubprogram(name: "wcstombs", scope: !713, file: !713, line: 958, type: !836, flags: DIFlagPrototyped, spFlags: 0)
!836 = !DISubroutineType(types: !837)
!837 = !{!3, !565, !838, !3}
!838 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !839)
!839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !840, size: 64)
!840 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !796)
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !842, file: !718, line: 172)
!842 = !DISubprogram(name: "wctomb", scope: !713, file: !713, line: 950, type: !843, flags: DIFlagPrototyped, spFlags: 0)
!843 = !DISubroutineType(types: !844)
!844 = !{!504, !564, !796}
!845 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !846, file: !718, line: 200)
!846 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !713, line: 81, baseType: !847)
!847 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !713, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !848, identifier: "_ZTS7lldiv_t")
!848 = !{!849, !851}
!849 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !847, file: !713, line: 79, baseType: !850, size: 64)
!850 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!851 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !847, file: !713, line: 80, baseType: !850, size: 64, offset: 64)
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !853, file: !718, line: 206)
!853 = !DISubprogram(name: "_Exit", scope: !713, file: !713, line: 649, type: !764, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !855, file: !718, line: 210)
!855 = !DISubprogram(name: "llabs", scope: !713, file: !713, line: 865, type: !856, flags: DIFlagPrototyped, spFlags: 0)
!856 = !DISubroutineType(types: !857)
!857 = !{!850, !850}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !859, file: !718, line: 216)
!859 = !DISubprogram(name: "lldiv", scope: !713, file: !713, line: 879, type: !860, flags: DIFlagPrototyped, spFlags: 0)
!860 = !DISubroutineType(types: !861)
!861 = !{!846, !850, !850}
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !863, file: !718, line: 227)
!863 = !DISubprogram(name: "atoll", scope: !713, file: !713, line: 113, type: !864, flags: DIFlagPrototyped, spFlags: 0)
!864 = !DISubroutineType(types: !865)
!865 = !{!850, !475}
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !867, file: !718, line: 228)
!867 = !DISubprogram(name: "strtoll", scope: !713, file: !713, line: 201, type: !868, flags: DIFlagPrototyped, spFlags: 0)
!868 = !DISubroutineType(types: !869)
!869 = !{!850, !570, !822, !504}
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !871, file: !718, line: 229)
!871 = !DISubprogram(name: "strtoull", scope: !713, file: !713, line: 206, type: !872, flags: DIFlagPrototyped, spFlags: 0)
!872 = !DISubroutineType(types: !873)
!873 = !{!874, !570, !822, !504}
!874 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !876, file: !718, line: 231)
!876 = !DISubprogram(name: "strtof", scope: !713, file: !713, line: 124, type: !877, flags: DIFlagPrototyped, spFlags: 0)
!877 = !DISubroutineType(types: !878)
!878 = !{!879, !570, !822}
!879 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !23, entity: !881, file: !718, line: 232)
!881 = !DISubprogram(name: "strtold", scope: !713, file: !713, line: 127, type: !882, flags: DIFlagPrototyped, spFlags: 0)
!882 = !DISubroutineType(types: !883)
!883 = !{!884, !570, !822}
!884 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!885 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !846, file: !718, line: 240)
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !853, file: !718, line: 242)
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !855, file: !718, line: 244)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !889, file: !718, line: 245)
!889 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !23, file: !718, line: 213, type: !860, flags: DIFlagPrototyped, spFlags: 0)
!890 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !859, file: !718, line: 246)
!891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !863, file: !718, line: 248)
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !876, file: !718, line: 249)
!893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !867, file: !718, line: 250)
!894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !871, file: !718, line: 251)
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !9, entity: !881, file: !718, line: 252)
!896 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !897, entity: !898, file: !899, line: 58)
!897 = !DINamespace(name: "__gnu_debug", scope: null)
!898 = !DINamespace(name: "__debug", scope: !9)
!899 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!900 = !{i32 7, !"Dwarf Version", i32 5}
!901 = !{i32 2, !"Debug Info Version", i32 3}
!902 = !{i32 1, !"wchar_size", i32 4}
!903 = !{i32 7, !"PIC Level", i32 2}
!904 = !{i32 7, !"PIE Level", i32 2}
!905 = !{i32 7, !"uwtable", i32 1}
!906 = !{i32 7, !"frame-pointer", i32 2}
!907 = !{!"Debian clang version 14.0.6"}
!908 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !909, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!909 = !DISubroutineType(types: !910)
!910 = !{!504, !504, !823}
!911 = !DILocalVariable(name: "argc", arg: 1, scope: !908, file: !1, line: 30, type: !504)
!912 = !DILocation(line: 30, column: 14, scope: !908)
!913 = !DILocalVariable(name: "argv", arg: 2, scope: !908, file: !1, line: 30, type: !823)
!914 = !DILocation(line: 30, column: 27, scope: !908)
!915 = !DILocalVariable(name: "n", scope: !908, file: !1, line: 31, type: !504)
!916 = !DILocation(line: 31, column: 7, scope: !908)
!917 = !DILocation(line: 31, column: 11, scope: !908)
!918 = !DILocation(line: 31, column: 16, scope: !908)
!919 = !DILocation(line: 31, column: 32, scope: !908)
!920 = !DILocation(line: 31, column: 22, scope: !908)
!921 = !DILocalVariable(name: "a", scope: !908, file: !1, line: 32, type: !501)
!922 = !DILocation(line: 32, column: 10, scope: !908)
!923 = !DILocation(line: 32, column: 12, scope: !908)
!924 = !DILocation(line: 32, column: 15, scope: !908)
!925 = !DILocalVariable(name: "b", scope: !908, file: !1, line: 32, type: !501)
!926 = !DILocation(line: 32, column: 19, scope: !908)
!927 = !DILocation(line: 32, column: 21, scope: !908)
!928 = !DILocation(line: 32, column: 24, scope: !908)
!929 = !DILocalVariable(name: "i", scope: !930, file: !1, line: 33, type: !504)
!930 = distinct !DILexicalBlock(scope: !908, file: !1, line: 33, column: 3)
!931 = !DILocation(line: 33, column: 12, scope: !930)
!932 = !DILocation(line: 33, column: 8, scope: !930)
!933 = !DILocation(line: 33, column: 19, scope: !934)
!934 = distinct !DILexicalBlock(scope: !930, file: !1, line: 33, column: 3)
!935 = !DILocation(line: 33, column: 23, scope: !934)
!936 = !DILocation(line: 33, column: 21, scope: !934)
!937 = !DILocation(line: 33, column: 3, scope: !930)
!938 = !DILocalVariable(name: "j", scope: !939, file: !1, line: 34, type: !504)
!939 = distinct !DILexicalBlock(scope: !934, file: !1, line: 34, column: 5)
!940 = !DILocation(line: 34, column: 14, scope: !939)
!941 = !DILocation(line: 34, column: 10, scope: !939)
!942 = !DILocation(line: 34, column: 21, scope: !943)
!943 = distinct !DILexicalBlock(scope: !939, file: !1, line: 34, column: 5)
!944 = !DILocation(line: 34, column: 25, scope: !943)
!945 = !DILocation(line: 34, column: 23, scope: !943)
!946 = !DILocation(line: 34, column: 5, scope: !939)
!947 = !DILocation(line: 34, column: 46, scope: !948)
!948 = distinct !DILexicalBlock(scope: !943, file: !1, line: 34, column: 33)
!949 = !DILocation(line: 34, column: 50, scope: !948)
!950 = !DILocation(line: 34, column: 48, scope: !948)
!951 = !DILocation(line: 34, column: 53, scope: !948)
!952 = !DILocation(line: 34, column: 45, scope: !948)
!953 = !DILocation(line: 34, column: 37, scope: !948)
!954 = !DILocation(line: 34, column: 40, scope: !948)
!955 = !DILocation(line: 34, column: 35, scope: !948)
!956 = !DILocation(line: 34, column: 43, scope: !948)
!957 = !DILocation(line: 34, column: 69, scope: !948)
!958 = !DILocation(line: 34, column: 73, scope: !948)
!959 = !DILocation(line: 34, column: 71, scope: !948)
!960 = !DILocation(line: 34, column: 76, scope: !948)
!961 = !DILocation(line: 34, column: 68, scope: !948)
!962 = !DILocation(line: 34, column: 60, scope: !948)
!963 = !DILocation(line: 34, column: 63, scope: !948)
!964 = !DILocation(line: 34, column: 58, scope: !948)
!965 = !DILocation(line: 34, column: 66, scope: !948)
!966 = !DILocation(line: 34, column: 81, scope: !948)
!967 = !DILocation(line: 34, column: 29, scope: !943)
!968 = !DILocation(line: 34, column: 5, scope: !943)
!969 = distinct !{!969, !946, !970, !971}
!970 = !DILocation(line: 34, column: 81, scope: !939)
!971 = !{!"llvm.loop.mustprogress"}
!972 = !DILocation(line: 40, column: 1, scope: !908)
!973 = !DILocation(line: 40, column: 1, scope: !948)
!974 = !DILocation(line: 33, column: 27, scope: !934)
!975 = !DILocation(line: 33, column: 3, scope: !934)
!976 = distinct !{!976, !937, !977, !971}
!977 = !DILocation(line: 34, column: 81, scope: !930)
!978 = !DILocalVariable(name: "c", scope: !908, file: !1, line: 35, type: !501)
!979 = !DILocation(line: 35, column: 10, scope: !908)
!980 = !DILocation(line: 35, column: 14, scope: !908)
!981 = !DILocalVariable(name: "s", scope: !908, file: !1, line: 36, type: !34)
!982 = !DILocation(line: 36, column: 10, scope: !908)
!983 = !DILocalVariable(name: "i", scope: !984, file: !1, line: 37, type: !504)
!984 = distinct !DILexicalBlock(scope: !908, file: !1, line: 37, column: 3)
!985 = !DILocation(line: 37, column: 12, scope: !984)
!986 = !DILocation(line: 37, column: 8, scope: !984)
!987 = !DILocation(line: 37, column: 19, scope: !988)
!988 = distinct !DILexicalBlock(scope: !984, file: !1, line: 37, column: 3)
!989 = !DILocation(line: 37, column: 23, scope: !988)
!990 = !DILocation(line: 37, column: 21, scope: !988)
!991 = !DILocation(line: 37, column: 3, scope: !984)
!992 = !DILocation(line: 37, column: 38, scope: !988)
!993 = !DILocation(line: 37, column: 41, scope: !988)
!994 = !DILocation(line: 37, column: 36, scope: !988)
!995 = !DILocation(line: 37, column: 33, scope: !988)
!996 = !DILocation(line: 37, column: 31, scope: !988)
!997 = !DILocation(line: 37, column: 27, scope: !988)
!998 = !DILocation(line: 37, column: 3, scope: !988)
!999 = distinct !{!999, !991, !1000, !971}
!1000 = !DILocation(line: 37, column: 42, scope: !984)
!1001 = !DILocation(line: 40, column: 1, scope: !988)
!1002 = !DILocation(line: 38, column: 23, scope: !908)
!1003 = !DILocation(line: 38, column: 3, scope: !908)
!1004 = !DILocation(line: 39, column: 3, scope: !908)
!1005 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixC2Eii", scope: !501, file: !1, line: 10, type: !508, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !507, retainedNodes: !137)
!1006 = !DILocalVariable(name: "this", arg: 1, scope: !1005, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1007 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !501, size: 64)
!1008 = !DILocation(line: 0, scope: !1005)
!1009 = !DILocalVariable(name: "r", arg: 2, scope: !1005, file: !1, line: 10, type: !504)
!1010 = !DILocation(line: 10, column: 14, scope: !1005)
!1011 = !DILocalVariable(name: "c", arg: 3, scope: !1005, file: !1, line: 10, type: !504)
!1012 = !DILocation(line: 10, column: 21, scope: !1005)
!1013 = !DILocation(line: 10, column: 26, scope: !1005)
!1014 = !DILocation(line: 10, column: 32, scope: !1005)
!1015 = !DILocation(line: 10, column: 36, scope: !1005)
!1016 = !DILocation(line: 10, column: 42, scope: !1005)
!1017 = !DILocation(line: 10, column: 46, scope: !1005)
!1018 = !DILocation(line: 10, column: 72, scope: !1005)
!1019 = !DILocation(line: 10, column: 77, scope: !1005)
!1020 = !DILocation(line: 10, column: 75, scope: !1005)
!1021 = !DILocation(line: 10, column: 80, scope: !1005)
!1022 = !DILocation(line: 10, column: 86, scope: !1005)
!1023 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixclEii", scope: !501, file: !1, line: 11, type: !512, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !511, retainedNodes: !137)
!1024 = !DILocalVariable(name: "this", arg: 1, scope: !1023, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1025 = !DILocation(line: 0, scope: !1023)
!1026 = !DILocalVariable(name: "i", arg: 2, scope: !1023, file: !1, line: 11, type: !504)
!1027 = !DILocation(line: 11, column: 26, scope: !1023)
!1028 = !DILocalVariable(name: "j", arg: 3, scope: !1023, file: !1, line: 11, type: !504)
!1029 = !DILocation(line: 11, column: 33, scope: !1023)
!1030 = !DILocation(line: 11, column: 45, scope: !1023)
!1031 = !DILocation(line: 11, column: 71, scope: !1023)
!1032 = !DILocation(line: 11, column: 76, scope: !1023)
!1033 = !DILocation(line: 11, column: 74, scope: !1023)
!1034 = !DILocation(line: 11, column: 84, scope: !1023)
!1035 = !DILocation(line: 11, column: 82, scope: !1023)
!1036 = !DILocation(line: 11, column: 38, scope: !1023)
!1037 = distinct !DISubprogram(name: "multiply", linkageName: "_ZL8multiplyRK6MatrixS1_", scope: !1, file: !1, line: 20, type: !1038, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1038 = !DISubroutineType(types: !1039)
!1039 = !{!501, !1040, !1040}
!1040 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !518, size: 64)
!1041 = !DILocalVariable(name: "a", arg: 1, scope: !1037, file: !1, line: 20, type: !1040)
!1042 = !DILocation(line: 20, column: 38, scope: !1037)
!1043 = !DILocalVariable(name: "b", arg: 2, scope: !1037, file: !1, line: 20, type: !1040)
!1044 = !DILocation(line: 20, column: 55, scope: !1037)
!1045 = !DILocation(line: 21, column: 3, scope: !1037)
!1046 = !DILocalVariable(name: "c", scope: !1037, file: !1, line: 21, type: !501)
!1047 = !DILocation(line: 21, column: 10, scope: !1037)
!1048 = !DILocation(line: 21, column: 12, scope: !1037)
!1049 = !DILocation(line: 21, column: 14, scope: !1037)
!1050 = !DILocation(line: 21, column: 22, scope: !1037)
!1051 = !DILocation(line: 21, column: 24, scope: !1037)
!1052 = !DILocalVariable(name: "i", scope: !1053, file: !1, line: 22, type: !504)
!1053 = distinct !DILexicalBlock(scope: !1037, file: !1, line: 22, column: 3)
!1054 = !DILocation(line: 22, column: 12, scope: !1053)
!1055 = !DILocation(line: 22, column: 8, scope: !1053)
!1056 = !DILocation(line: 22, column: 19, scope: !1057)
!1057 = distinct !DILexicalBlock(scope: !1053, file: !1, line: 22, column: 3)
!1058 = !DILocation(line: 22, column: 23, scope: !1057)
!1059 = !DILocation(line: 22, column: 25, scope: !1057)
!1060 = !DILocation(line: 22, column: 21, scope: !1057)
!1061 = !DILocation(line: 22, column: 3, scope: !1053)
!1062 = !DILocalVariable(name: "k", scope: !1063, file: !1, line: 23, type: !504)
!1063 = distinct !DILexicalBlock(scope: !1057, file: !1, line: 23, column: 5)
!1064 = !DILocation(line: 23, column: 14, scope: !1063)
!1065 = !DILocation(line: 23, column: 10, scope: !1063)
!1066 = !DILocation(line: 23, column: 21, scope: !1067)
!1067 = distinct !DILexicalBlock(scope: !1063, file: !1, line: 23, column: 5)
!1068 = !DILocation(line: 23, column: 25, scope: !1067)
!1069 = !DILocation(line: 23, column: 27, scope: !1067)
!1070 = !DILocation(line: 23, column: 23, scope: !1067)
!1071 = !DILocation(line: 23, column: 5, scope: !1063)
!1072 = !DILocalVariable(name: "aik", scope: !1073, file: !1, line: 24, type: !34)
!1073 = distinct !DILexicalBlock(scope: !1067, file: !1, line: 23, column: 40)
!1074 = !DILocation(line: 24, column: 14, scope: !1073)
!1075 = !DILocation(line: 24, column: 20, scope: !1073)
!1076 = !DILocation(line: 24, column: 22, scope: !1073)
!1077 = !DILocation(line: 24, column: 25, scope: !1073)
!1078 = !DILocalVariable(name: "j", scope: !1079, file: !1, line: 25, type: !504)
!1079 = distinct !DILexicalBlock(scope: !1073, file: !1, line: 25, column: 7)
!1080 = !DILocation(line: 25, column: 16, scope: !1079)
!1081 = !DILocation(line: 25, column: 12, scope: !1079)
!1082 = !DILocation(line: 25, column: 23, scope: !1083)
!1083 = distinct !DILexicalBlock(scope: !1079, file: !1, line: 25, column: 7)
!1084 = !DILocation(line: 25, column: 27, scope: !1083)
!1085 = !DILocation(line: 25, column: 29, scope: !1083)
!1086 = !DILocation(line: 25, column: 25, scope: !1083)
!1087 = !DILocation(line: 25, column: 7, scope: !1079)
!1088 = !DILocation(line: 25, column: 53, scope: !1083)
!1089 = !DILocation(line: 25, column: 59, scope: !1083)
!1090 = !DILocation(line: 25, column: 61, scope: !1083)
!1091 = !DILocation(line: 25, column: 64, scope: !1083)
!1092 = !DILocation(line: 25, column: 44, scope: !1083)
!1093 = !DILocation(line: 25, column: 47, scope: !1083)
!1094 = !DILocation(line: 25, column: 42, scope: !1083)
!1095 = !DILocation(line: 25, column: 50, scope: !1083)
!1096 = !DILocation(line: 25, column: 38, scope: !1083)
!1097 = !DILocation(line: 25, column: 7, scope: !1083)
!1098 = distinct !{!1098, !1087, !1099, !971}
!1099 = !DILocation(line: 25, column: 65, scope: !1079)
!1100 = !DILocation(line: 28, column: 1, scope: !1057)
!1101 = !DILocation(line: 28, column: 1, scope: !1037)
!1102 = !DILocation(line: 26, column: 5, scope: !1073)
!1103 = !DILocation(line: 23, column: 36, scope: !1067)
!1104 = !DILocation(line: 23, column: 5, scope: !1067)
!1105 = distinct !{!1105, !1071, !1106, !971}
!1106 = !DILocation(line: 26, column: 5, scope: !1063)
!1107 = !DILocation(line: 22, column: 34, scope: !1057)
!1108 = !DILocation(line: 22, column: 3, scope: !1057)
!1109 = distinct !{!1109, !1061, !1110, !971}
!1110 = !DILocation(line: 26, column: 5, scope: !1053)
!1111 = !DILocation(line: 27, column: 3, scope: !1037)
!1112 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixD2Ev", scope: !501, file: !1, line: 8, type: !1113, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1115, retainedNodes: !137)
!1113 = !DISubroutineType(types: !1114)
!1114 = !{null, !510}
!1115 = !DISubprogram(name: "~Matrix", scope: !501, type: !1113, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1116 = !DILocalVariable(name: "this", arg: 1, scope: !1112, type: !1007, flags: DIFlagArtificial | DIFlagObjectPointer)
!1117 = !DILocation(line: 0, scope: !1112)
!1118 = !DILocation(line: 8, column: 7, scope: !1119)
!1119 = distinct !DILexicalBlock(scope: !1112, file: !1, line: 8, column: 7)
!1120 = !DILocation(line: 8, column: 7, scope: !1112)
!1121 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !37, file: !38, line: 156, type: !89, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !137)
!1122 = !DILocalVariable(name: "this", arg: 1, scope: !1121, type: !1123, flags: DIFlagArtificial | DIFlagObjectPointer)
!1123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!1124 = !DILocation(line: 0, scope: !1121)
!1125 = !DILocation(line: 156, column: 36, scope: !1121)
!1126 = !DILocation(line: 156, column: 7, scope: !1121)
!1127 = !DILocation(line: 156, column: 38, scope: !1121)
!1128 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_", scope: !8, file: !7, line: 564, type: !296, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !295, retainedNodes: !137)
!1129 = !DILocalVariable(name: "this", arg: 1, scope: !1128, type: !1130, flags: DIFlagArtificial | DIFlagObjectPointer)
!1130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!1131 = !DILocation(line: 0, scope: !1128)
!1132 = !DILocalVariable(name: "__n", arg: 2, scope: !1128, file: !7, line: 564, type: !294)
!1133 = !DILocation(line: 564, column: 24, scope: !1128)
!1134 = !DILocalVariable(name: "__value", arg: 3, scope: !1128, file: !7, line: 564, type: !298)
!1135 = !DILocation(line: 564, column: 47, scope: !1128)
!1136 = !DILocalVariable(name: "__a", arg: 4, scope: !1128, file: !7, line: 565, type: !288)
!1137 = !DILocation(line: 565, column: 29, scope: !1128)
!1138 = !DILocation(line: 567, column: 7, scope: !1128)
!1139 = !DILocation(line: 566, column: 33, scope: !1128)
!1140 = !DILocation(line: 566, column: 38, scope: !1128)
!1141 = !DILocation(line: 566, column: 15, scope: !1128)
!1142 = !DILocation(line: 566, column: 44, scope: !1128)
!1143 = !DILocation(line: 566, column: 9, scope: !1128)
!1144 = !DILocation(line: 567, column: 28, scope: !1145)
!1145 = distinct !DILexicalBlock(scope: !1128, file: !7, line: 567, column: 7)
!1146 = !DILocation(line: 567, column: 33, scope: !1145)
!1147 = !DILocation(line: 567, column: 9, scope: !1145)
!1148 = !DILocation(line: 567, column: 43, scope: !1128)
!1149 = !DILocation(line: 567, column: 43, scope: !1145)
!1150 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !37, file: !38, line: 174, type: !89, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !101, retainedNodes: !137)
!1151 = !DILocalVariable(name: "this", arg: 1, scope: !1150, type: !1123, flags: DIFlagArtificial | DIFlagObjectPointer)
!1152 = !DILocation(line: 0, scope: !1150)
!1153 = !DILocation(line: 174, column: 39, scope: !1154)
!1154 = distinct !DILexicalBlock(scope: !1150, file: !38, line: 174, column: 37)
!1155 = !DILocation(line: 174, column: 39, scope: !1150)
!1156 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !43, file: !44, line: 80, type: !47, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !137)
!1157 = !DILocalVariable(name: "this", arg: 1, scope: !1156, type: !1158, flags: DIFlagArtificial | DIFlagObjectPointer)
!1158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!1159 = !DILocation(line: 0, scope: !1156)
!1160 = !DILocation(line: 80, column: 49, scope: !1156)
!1161 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !8, file: !7, line: 1902, type: !479, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !478, retainedNodes: !137)
!1162 = !DILocalVariable(name: "__n", arg: 1, scope: !1161, file: !7, line: 1902, type: !294)
!1163 = !DILocation(line: 1902, column: 35, scope: !1161)
!1164 = !DILocalVariable(name: "__a", arg: 2, scope: !1161, file: !7, line: 1902, type: !288)
!1165 = !DILocation(line: 1902, column: 62, scope: !1161)
!1166 = !DILocation(line: 1904, column: 6, scope: !1167)
!1167 = distinct !DILexicalBlock(scope: !1161, file: !7, line: 1904, column: 6)
!1168 = !DILocation(line: 1904, column: 39, scope: !1167)
!1169 = !DILocation(line: 1904, column: 24, scope: !1167)
!1170 = !DILocation(line: 1904, column: 12, scope: !1167)
!1171 = !DILocation(line: 1904, column: 10, scope: !1167)
!1172 = !DILocation(line: 1904, column: 6, scope: !1161)
!1173 = !DILocation(line: 1905, column: 4, scope: !1167)
!1174 = !DILocation(line: 1907, column: 9, scope: !1161)
!1175 = !DILocation(line: 1907, column: 2, scope: !1161)
!1176 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !12, file: !7, line: 330, type: !210, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !209, retainedNodes: !137)
!1177 = !DILocalVariable(name: "this", arg: 1, scope: !1176, type: !1178, flags: DIFlagArtificial | DIFlagObjectPointer)
!1178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!1179 = !DILocation(line: 0, scope: !1176)
!1180 = !DILocalVariable(name: "__n", arg: 2, scope: !1176, file: !7, line: 330, type: !75)
!1181 = !DILocation(line: 330, column: 27, scope: !1176)
!1182 = !DILocalVariable(name: "__a", arg: 3, scope: !1176, file: !7, line: 330, type: !204)
!1183 = !DILocation(line: 330, column: 54, scope: !1176)
!1184 = !DILocation(line: 331, column: 9, scope: !1176)
!1185 = !DILocation(line: 331, column: 17, scope: !1176)
!1186 = !DILocation(line: 332, column: 27, scope: !1187)
!1187 = distinct !DILexicalBlock(scope: !1176, file: !7, line: 332, column: 7)
!1188 = !DILocation(line: 332, column: 9, scope: !1187)
!1189 = !DILocation(line: 332, column: 33, scope: !1176)
!1190 = !DILocation(line: 332, column: 33, scope: !1187)
!1191 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !8, file: !7, line: 1699, type: !346, scopeLine: 1700, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !459, retainedNodes: !137)
!1192 = !DILocalVariable(name: "this", arg: 1, scope: !1191, type: !1130, flags: DIFlagArtificial | DIFlagObjectPointer)
!1193 = !DILocation(line: 0, scope: !1191)
!1194 = !DILocalVariable(name: "__n", arg: 2, scope: !1191, file: !7, line: 1699, type: !294)
!1195 = !DILocation(line: 1699, column: 36, scope: !1191)
!1196 = !DILocalVariable(name: "__value", arg: 3, scope: !1191, file: !7, line: 1699, type: !298)
!1197 = !DILocation(line: 1699, column: 59, scope: !1191)
!1198 = !DILocation(line: 1702, column: 40, scope: !1191)
!1199 = !DILocation(line: 1702, column: 34, scope: !1191)
!1200 = !DILocation(line: 1702, column: 48, scope: !1191)
!1201 = !DILocation(line: 1702, column: 58, scope: !1191)
!1202 = !DILocation(line: 1702, column: 63, scope: !1191)
!1203 = !DILocation(line: 1703, column: 6, scope: !1191)
!1204 = !DILocation(line: 1702, column: 4, scope: !1191)
!1205 = !DILocation(line: 1701, column: 8, scope: !1191)
!1206 = !DILocation(line: 1701, column: 2, scope: !1191)
!1207 = !DILocation(line: 1701, column: 16, scope: !1191)
!1208 = !DILocation(line: 1701, column: 26, scope: !1191)
!1209 = !DILocation(line: 1704, column: 7, scope: !1191)
!1210 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !12, file: !7, line: 364, type: !199, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !225, retainedNodes: !137)
!1211 = !DILocalVariable(name: "this", arg: 1, scope: !1210, type: !1178, flags: DIFlagArtificial | DIFlagObjectPointer)
!1212 = !DILocation(line: 0, scope: !1210)
!1213 = !DILocation(line: 366, column: 16, scope: !1214)
!1214 = distinct !DILexicalBlock(scope: !1210, file: !7, line: 365, column: 7)
!1215 = !DILocation(line: 366, column: 24, scope: !1214)
!1216 = !DILocation(line: 367, column: 9, scope: !1214)
!1217 = !DILocation(line: 367, column: 17, scope: !1214)
!1218 = !DILocation(line: 367, column: 37, scope: !1214)
!1219 = !DILocation(line: 367, column: 45, scope: !1214)
!1220 = !DILocation(line: 367, column: 35, scope: !1214)
!1221 = !DILocation(line: 366, column: 2, scope: !1214)
!1222 = !DILocation(line: 368, column: 7, scope: !1214)
!1223 = !DILocation(line: 368, column: 7, scope: !1210)
!1224 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !8, file: !7, line: 1911, type: !482, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !481, retainedNodes: !137)
!1225 = !DILocalVariable(name: "__a", arg: 1, scope: !1224, file: !7, line: 1911, type: !484)
!1226 = !DILocation(line: 1911, column: 41, scope: !1224)
!1227 = !DILocalVariable(name: "__diffmax", scope: !1224, file: !7, line: 1916, type: !1228)
!1228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!1229 = !DILocation(line: 1916, column: 15, scope: !1224)
!1230 = !DILocalVariable(name: "__allocmax", scope: !1224, file: !7, line: 1918, type: !1228)
!1231 = !DILocation(line: 1918, column: 15, scope: !1224)
!1232 = !DILocation(line: 1918, column: 52, scope: !1224)
!1233 = !DILocation(line: 1918, column: 28, scope: !1224)
!1234 = !DILocation(line: 1919, column: 9, scope: !1224)
!1235 = !DILocation(line: 1919, column: 2, scope: !1224)
!1236 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2ERKS_", scope: !37, file: !38, line: 159, type: !93, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !92, retainedNodes: !137)
!1237 = !DILocalVariable(name: "this", arg: 1, scope: !1236, type: !1123, flags: DIFlagArtificial | DIFlagObjectPointer)
!1238 = !DILocation(line: 0, scope: !1236)
!1239 = !DILocalVariable(name: "__a", arg: 2, scope: !1236, file: !38, line: 159, type: !95)
!1240 = !DILocation(line: 159, column: 34, scope: !1236)
!1241 = !DILocation(line: 160, column: 36, scope: !1236)
!1242 = !DILocation(line: 160, column: 31, scope: !1236)
!1243 = !DILocation(line: 160, column: 9, scope: !1236)
!1244 = !DILocation(line: 160, column: 38, scope: !1236)
!1245 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !26, file: !27, line: 547, type: !111, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !110, retainedNodes: !137)
!1246 = !DILocalVariable(name: "__a", arg: 1, scope: !1245, file: !27, line: 547, type: !114)
!1247 = !DILocation(line: 547, column: 38, scope: !1245)
!1248 = !DILocation(line: 550, column: 9, scope: !1245)
!1249 = !DILocation(line: 550, column: 13, scope: !1245)
!1250 = !DILocation(line: 550, column: 2, scope: !1245)
!1251 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !9, file: !1252, line: 230, type: !1253, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1257, retainedNodes: !137)
!1252 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1253 = !DISubroutineType(types: !1254)
!1254 = !{!1255, !1255, !1255}
!1255 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1256, size: 64)
!1256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!1257 = !{!1258}
!1258 = !DITemplateTypeParameter(name: "_Tp", type: !5)
!1259 = !DILocalVariable(name: "__a", arg: 1, scope: !1251, file: !1252, line: 230, type: !1255)
!1260 = !DILocation(line: 230, column: 20, scope: !1251)
!1261 = !DILocalVariable(name: "__b", arg: 2, scope: !1251, file: !1252, line: 230, type: !1255)
!1262 = !DILocation(line: 230, column: 36, scope: !1251)
!1263 = !DILocation(line: 235, column: 11, scope: !1264)
!1264 = distinct !DILexicalBlock(scope: !1251, file: !1252, line: 235, column: 11)
!1265 = !DILocation(line: 235, column: 17, scope: !1264)
!1266 = !DILocation(line: 235, column: 15, scope: !1264)
!1267 = !DILocation(line: 235, column: 11, scope: !1251)
!1268 = !DILocation(line: 236, column: 9, scope: !1264)
!1269 = !DILocation(line: 236, column: 2, scope: !1264)
!1270 = !DILocation(line: 237, column: 14, scope: !1251)
!1271 = !DILocation(line: 237, column: 7, scope: !1251)
!1272 = !DILocation(line: 238, column: 5, scope: !1251)
!1273 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !43, file: !44, line: 167, type: !83, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !82, retainedNodes: !137)
!1274 = !DILocalVariable(name: "this", arg: 1, scope: !1273, type: !1275, flags: DIFlagArtificial | DIFlagObjectPointer)
!1275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!1276 = !DILocation(line: 0, scope: !1273)
!1277 = !DILocation(line: 168, column: 16, scope: !1273)
!1278 = !DILocation(line: 168, column: 9, scope: !1273)
!1279 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !43, file: !44, line: 210, type: !83, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !85, retainedNodes: !137)
!1280 = !DILocalVariable(name: "this", arg: 1, scope: !1279, type: !1275, flags: DIFlagArtificial | DIFlagObjectPointer)
!1281 = !DILocation(line: 0, scope: !1279)
!1282 = !DILocation(line: 213, column: 2, scope: !1279)
!1283 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2ERKS0_", scope: !43, file: !44, line: 83, type: !51, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !50, retainedNodes: !137)
!1284 = !DILocalVariable(name: "this", arg: 1, scope: !1283, type: !1158, flags: DIFlagArtificial | DIFlagObjectPointer)
!1285 = !DILocation(line: 0, scope: !1283)
!1286 = !DILocalVariable(arg: 2, scope: !1283, file: !44, line: 83, type: !53)
!1287 = !DILocation(line: 83, column: 45, scope: !1283)
!1288 = !DILocation(line: 83, column: 71, scope: !1283)
!1289 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !15, file: !7, line: 143, type: !169, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !168, retainedNodes: !137)
!1290 = !DILocalVariable(name: "this", arg: 1, scope: !1289, type: !1291, flags: DIFlagArtificial | DIFlagObjectPointer)
!1291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!1292 = !DILocation(line: 0, scope: !1289)
!1293 = !DILocalVariable(name: "__a", arg: 2, scope: !1289, file: !7, line: 143, type: !171)
!1294 = !DILocation(line: 143, column: 37, scope: !1289)
!1295 = !DILocation(line: 145, column: 2, scope: !1289)
!1296 = !DILocation(line: 144, column: 19, scope: !1289)
!1297 = !DILocation(line: 144, column: 4, scope: !1289)
!1298 = !DILocation(line: 143, column: 2, scope: !1289)
!1299 = !DILocation(line: 145, column: 4, scope: !1289)
!1300 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !12, file: !7, line: 393, type: !207, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !232, retainedNodes: !137)
!1301 = !DILocalVariable(name: "this", arg: 1, scope: !1300, type: !1178, flags: DIFlagArtificial | DIFlagObjectPointer)
!1302 = !DILocation(line: 0, scope: !1300)
!1303 = !DILocalVariable(name: "__n", arg: 2, scope: !1300, file: !7, line: 393, type: !75)
!1304 = !DILocation(line: 393, column: 32, scope: !1300)
!1305 = !DILocation(line: 395, column: 45, scope: !1300)
!1306 = !DILocation(line: 395, column: 33, scope: !1300)
!1307 = !DILocation(line: 395, column: 8, scope: !1300)
!1308 = !DILocation(line: 395, column: 2, scope: !1300)
!1309 = !DILocation(line: 395, column: 16, scope: !1300)
!1310 = !DILocation(line: 395, column: 25, scope: !1300)
!1311 = !DILocation(line: 396, column: 34, scope: !1300)
!1312 = !DILocation(line: 396, column: 28, scope: !1300)
!1313 = !DILocation(line: 396, column: 42, scope: !1300)
!1314 = !DILocation(line: 396, column: 8, scope: !1300)
!1315 = !DILocation(line: 396, column: 2, scope: !1300)
!1316 = !DILocation(line: 396, column: 16, scope: !1300)
!1317 = !DILocation(line: 396, column: 26, scope: !1300)
!1318 = !DILocation(line: 397, column: 42, scope: !1300)
!1319 = !DILocation(line: 397, column: 36, scope: !1300)
!1320 = !DILocation(line: 397, column: 50, scope: !1300)
!1321 = !DILocation(line: 397, column: 61, scope: !1300)
!1322 = !DILocation(line: 397, column: 59, scope: !1300)
!1323 = !DILocation(line: 397, column: 8, scope: !1300)
!1324 = !DILocation(line: 397, column: 2, scope: !1300)
!1325 = !DILocation(line: 397, column: 16, scope: !1300)
!1326 = !DILocation(line: 397, column: 34, scope: !1300)
!1327 = !DILocation(line: 398, column: 7, scope: !1300)
!1328 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !15, file: !7, line: 133, type: !165, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1329, retainedNodes: !137)
!1329 = !DISubprogram(name: "~_Vector_impl", scope: !15, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1330 = !DILocalVariable(name: "this", arg: 1, scope: !1328, type: !1291, flags: DIFlagArtificial | DIFlagObjectPointer)
!1331 = !DILocation(line: 0, scope: !1328)
!1332 = !DILocation(line: 133, column: 14, scope: !1333)
!1333 = distinct !DILexicalBlock(scope: !1328, file: !7, line: 133, column: 14)
!1334 = !DILocation(line: 133, column: 14, scope: !1328)
!1335 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !140, file: !7, line: 99, type: !148, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !147, retainedNodes: !137)
!1336 = !DILocalVariable(name: "this", arg: 1, scope: !1335, type: !1337, flags: DIFlagArtificial | DIFlagObjectPointer)
!1337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!1338 = !DILocation(line: 0, scope: !1335)
!1339 = !DILocation(line: 100, column: 4, scope: !1335)
!1340 = !DILocation(line: 100, column: 16, scope: !1335)
!1341 = !DILocation(line: 100, column: 29, scope: !1335)
!1342 = !DILocation(line: 101, column: 4, scope: !1335)
!1343 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !12, file: !7, line: 375, type: !227, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !226, retainedNodes: !137)
!1344 = !DILocalVariable(name: "this", arg: 1, scope: !1343, type: !1178, flags: DIFlagArtificial | DIFlagObjectPointer)
!1345 = !DILocation(line: 0, scope: !1343)
!1346 = !DILocalVariable(name: "__n", arg: 2, scope: !1343, file: !7, line: 375, type: !75)
!1347 = !DILocation(line: 375, column: 26, scope: !1343)
!1348 = !DILocation(line: 378, column: 9, scope: !1343)
!1349 = !DILocation(line: 378, column: 13, scope: !1343)
!1350 = !DILocation(line: 378, column: 34, scope: !1343)
!1351 = !DILocation(line: 378, column: 43, scope: !1343)
!1352 = !DILocation(line: 378, column: 20, scope: !1343)
!1353 = !DILocation(line: 378, column: 2, scope: !1343)
!1354 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !26, file: !27, line: 463, type: !30, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29, retainedNodes: !137)
!1355 = !DILocalVariable(name: "__a", arg: 1, scope: !1354, file: !27, line: 463, type: !35)
!1356 = !DILocation(line: 463, column: 32, scope: !1354)
!1357 = !DILocalVariable(name: "__n", arg: 2, scope: !1354, file: !27, line: 463, type: !102)
!1358 = !DILocation(line: 463, column: 47, scope: !1354)
!1359 = !DILocation(line: 464, column: 16, scope: !1354)
!1360 = !DILocation(line: 464, column: 29, scope: !1354)
!1361 = !DILocation(line: 464, column: 20, scope: !1354)
!1362 = !DILocation(line: 464, column: 9, scope: !1354)
!1363 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !71, retainedNodes: !137)
!1364 = !DILocalVariable(name: "this", arg: 1, scope: !1363, type: !1158, flags: DIFlagArtificial | DIFlagObjectPointer)
!1365 = !DILocation(line: 0, scope: !1363)
!1366 = !DILocalVariable(name: "__n", arg: 2, scope: !1363, file: !44, line: 112, type: !74)
!1367 = !DILocation(line: 112, column: 26, scope: !1363)
!1368 = !DILocalVariable(arg: 3, scope: !1363, file: !44, line: 112, type: !77)
!1369 = !DILocation(line: 112, column: 43, scope: !1363)
!1370 = !DILocation(line: 120, column: 23, scope: !1371)
!1371 = distinct !DILexicalBlock(scope: !1363, file: !44, line: 120, column: 6)
!1372 = !DILocation(line: 120, column: 35, scope: !1371)
!1373 = !DILocation(line: 120, column: 27, scope: !1371)
!1374 = !DILocation(line: 120, column: 6, scope: !1363)
!1375 = !DILocation(line: 124, column: 10, scope: !1376)
!1376 = distinct !DILexicalBlock(scope: !1377, file: !44, line: 124, column: 10)
!1377 = distinct !DILexicalBlock(scope: !1371, file: !44, line: 121, column: 4)
!1378 = !DILocation(line: 124, column: 14, scope: !1376)
!1379 = !DILocation(line: 124, column: 10, scope: !1377)
!1380 = !DILocation(line: 125, column: 8, scope: !1376)
!1381 = !DILocation(line: 126, column: 6, scope: !1377)
!1382 = !DILocation(line: 137, column: 49, scope: !1363)
!1383 = !DILocation(line: 137, column: 53, scope: !1363)
!1384 = !DILocation(line: 137, column: 27, scope: !1363)
!1385 = !DILocation(line: 137, column: 9, scope: !1363)
!1386 = !DILocation(line: 137, column: 2, scope: !1363)
!1387 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !43, file: !44, line: 90, type: !47, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !55, retainedNodes: !137)
!1388 = !DILocalVariable(name: "this", arg: 1, scope: !1387, type: !1158, flags: DIFlagArtificial | DIFlagObjectPointer)
!1389 = !DILocation(line: 0, scope: !1387)
!1390 = !DILocation(line: 90, column: 50, scope: !1387)
!1391 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<double *, unsigned long, double, double>", linkageName: "_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E", scope: !9, file: !1392, line: 460, type: !1393, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1395, retainedNodes: !137)
!1392 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1393 = !DISubroutineType(types: !1394)
!1394 = !{!33, !33, !5, !70, !100}
!1395 = !{!1396, !1397, !87, !1398}
!1396 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !33)
!1397 = !DITemplateTypeParameter(name: "_Size", type: !5)
!1398 = !DITemplateTypeParameter(name: "_Tp2", type: !34)
!1399 = !DILocalVariable(name: "__first", arg: 1, scope: !1391, file: !1392, line: 460, type: !33)
!1400 = !DILocation(line: 460, column: 47, scope: !1391)
!1401 = !DILocalVariable(name: "__n", arg: 2, scope: !1391, file: !1392, line: 460, type: !5)
!1402 = !DILocation(line: 460, column: 62, scope: !1391)
!1403 = !DILocalVariable(name: "__x", arg: 3, scope: !1391, file: !1392, line: 461, type: !70)
!1404 = !DILocation(line: 461, column: 20, scope: !1391)
!1405 = !DILocalVariable(arg: 4, scope: !1391, file: !1392, line: 461, type: !100)
!1406 = !DILocation(line: 461, column: 41, scope: !1391)
!1407 = !DILocation(line: 467, column: 40, scope: !1391)
!1408 = !DILocation(line: 467, column: 49, scope: !1391)
!1409 = !DILocation(line: 467, column: 54, scope: !1391)
!1410 = !DILocation(line: 467, column: 14, scope: !1391)
!1411 = !DILocation(line: 467, column: 7, scope: !1391)
!1412 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !12, file: !7, line: 298, type: !185, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !184, retainedNodes: !137)
!1413 = !DILocalVariable(name: "this", arg: 1, scope: !1412, type: !1178, flags: DIFlagArtificial | DIFlagObjectPointer)
!1414 = !DILocation(line: 0, scope: !1412)
!1415 = !DILocation(line: 299, column: 22, scope: !1412)
!1416 = !DILocation(line: 299, column: 16, scope: !1412)
!1417 = !DILocation(line: 299, column: 9, scope: !1412)
!1418 = distinct !DISubprogram(name: "uninitialized_fill_n<double *, unsigned long, double>", linkageName: "_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_", scope: !9, file: !1392, line: 312, type: !1419, scopeLine: 313, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1421, retainedNodes: !137)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{!33, !33, !5, !70}
!1421 = !{!1396, !1397, !87}
!1422 = !DILocalVariable(name: "__first", arg: 1, scope: !1418, file: !1392, line: 312, type: !33)
!1423 = !DILocation(line: 312, column: 43, scope: !1418)
!1424 = !DILocalVariable(name: "__n", arg: 2, scope: !1418, file: !1392, line: 312, type: !5)
!1425 = !DILocation(line: 312, column: 58, scope: !1418)
!1426 = !DILocalVariable(name: "__x", arg: 3, scope: !1418, file: !1392, line: 312, type: !70)
!1427 = !DILocation(line: 312, column: 74, scope: !1418)
!1428 = !DILocalVariable(name: "__can_fill", scope: !1418, file: !1392, line: 319, type: !242)
!1429 = !DILocation(line: 319, column: 18, scope: !1418)
!1430 = !DILocation(line: 327, column: 18, scope: !1418)
!1431 = !DILocation(line: 327, column: 27, scope: !1418)
!1432 = !DILocation(line: 327, column: 32, scope: !1418)
!1433 = !DILocation(line: 326, column: 14, scope: !1418)
!1434 = !DILocation(line: 326, column: 7, scope: !1418)
!1435 = distinct !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1436, file: !1392, line: 292, type: !1419, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1421, declaration: !1439, retainedNodes: !137)
!1436 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !9, file: !1392, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1437, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!1437 = !{!1438}
!1438 = !DITemplateValueParameter(name: "_TrivialValueType", type: !130, value: i8 1)
!1439 = !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1436, file: !1392, line: 292, type: !1419, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1421)
!1440 = !DILocalVariable(name: "__first", arg: 1, scope: !1435, file: !1392, line: 292, type: !33)
!1441 = !DILocation(line: 292, column: 42, scope: !1435)
!1442 = !DILocalVariable(name: "__n", arg: 2, scope: !1435, file: !1392, line: 292, type: !5)
!1443 = !DILocation(line: 292, column: 57, scope: !1435)
!1444 = !DILocalVariable(name: "__x", arg: 3, scope: !1435, file: !1392, line: 293, type: !70)
!1445 = !DILocation(line: 293, column: 15, scope: !1435)
!1446 = !DILocation(line: 294, column: 30, scope: !1435)
!1447 = !DILocation(line: 294, column: 39, scope: !1435)
!1448 = !DILocation(line: 294, column: 44, scope: !1435)
!1449 = !DILocation(line: 294, column: 18, scope: !1435)
!1450 = !DILocation(line: 294, column: 11, scope: !1435)
!1451 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !9, file: !1252, line: 1143, type: !1419, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1452, retainedNodes: !137)
!1452 = !{!1453, !1397, !87}
!1453 = !DITemplateTypeParameter(name: "_OI", type: !33)
!1454 = !DILocalVariable(name: "__first", arg: 1, scope: !1451, file: !1252, line: 1143, type: !33)
!1455 = !DILocation(line: 1143, column: 16, scope: !1451)
!1456 = !DILocalVariable(name: "__n", arg: 2, scope: !1451, file: !1252, line: 1143, type: !5)
!1457 = !DILocation(line: 1143, column: 31, scope: !1451)
!1458 = !DILocalVariable(name: "__value", arg: 3, scope: !1451, file: !1252, line: 1143, type: !70)
!1459 = !DILocation(line: 1143, column: 47, scope: !1451)
!1460 = !DILocation(line: 1148, column: 30, scope: !1451)
!1461 = !DILocation(line: 1148, column: 62, scope: !1451)
!1462 = !DILocation(line: 1148, column: 39, scope: !1451)
!1463 = !DILocation(line: 1148, column: 68, scope: !1451)
!1464 = !DILocation(line: 1149, column: 11, scope: !1451)
!1465 = !DILocation(line: 1148, column: 14, scope: !1451)
!1466 = !DILocation(line: 1148, column: 7, scope: !1451)
!1467 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !9, file: !1252, line: 1108, type: !1468, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1481, retainedNodes: !137)
!1468 = !DISubroutineType(types: !1469)
!1469 = !{!33, !33, !5, !70, !1470}
!1470 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !9, file: !1471, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1472, identifier: "_ZTSSt26random_access_iterator_tag")
!1471 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1472 = !{!1473}
!1473 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1470, baseType: !1474, extraData: i32 0)
!1474 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !9, file: !1471, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1475, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1475 = !{!1476}
!1476 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1474, baseType: !1477, extraData: i32 0)
!1477 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !9, file: !1471, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1478, identifier: "_ZTSSt20forward_iterator_tag")
!1478 = !{!1479}
!1479 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1477, baseType: !1480, extraData: i32 0)
!1480 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !9, file: !1471, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !137, identifier: "_ZTSSt18input_iterator_tag")
!1481 = !{!1482, !1397, !87}
!1482 = !DITemplateTypeParameter(name: "_OutputIterator", type: !33)
!1483 = !DILocalVariable(name: "__first", arg: 1, scope: !1467, file: !1252, line: 1108, type: !33)
!1484 = !DILocation(line: 1108, column: 32, scope: !1467)
!1485 = !DILocalVariable(name: "__n", arg: 2, scope: !1467, file: !1252, line: 1108, type: !5)
!1486 = !DILocation(line: 1108, column: 47, scope: !1467)
!1487 = !DILocalVariable(name: "__value", arg: 3, scope: !1467, file: !1252, line: 1108, type: !70)
!1488 = !DILocation(line: 1108, column: 63, scope: !1467)
!1489 = !DILocalVariable(arg: 4, scope: !1467, file: !1252, line: 1109, type: !1470)
!1490 = !DILocation(line: 1109, column: 40, scope: !1467)
!1491 = !DILocation(line: 1114, column: 11, scope: !1492)
!1492 = distinct !DILexicalBlock(scope: !1467, file: !1252, line: 1114, column: 11)
!1493 = !DILocation(line: 1114, column: 15, scope: !1492)
!1494 = !DILocation(line: 1114, column: 11, scope: !1467)
!1495 = !DILocation(line: 1115, column: 9, scope: !1492)
!1496 = !DILocation(line: 1115, column: 2, scope: !1492)
!1497 = !DILocation(line: 1119, column: 21, scope: !1467)
!1498 = !DILocation(line: 1119, column: 30, scope: !1467)
!1499 = !DILocation(line: 1119, column: 40, scope: !1467)
!1500 = !DILocation(line: 1119, column: 38, scope: !1467)
!1501 = !DILocation(line: 1119, column: 45, scope: !1467)
!1502 = !DILocation(line: 1119, column: 7, scope: !1467)
!1503 = !DILocation(line: 1120, column: 14, scope: !1467)
!1504 = !DILocation(line: 1120, column: 24, scope: !1467)
!1505 = !DILocation(line: 1120, column: 22, scope: !1467)
!1506 = !DILocation(line: 1120, column: 7, scope: !1467)
!1507 = !DILocation(line: 1121, column: 5, scope: !1467)
!1508 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !9, file: !1252, line: 1009, type: !1509, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1509 = !DISubroutineType(types: !1510)
!1510 = !{!5, !5}
!1511 = !DILocalVariable(name: "__n", arg: 1, scope: !1508, file: !1252, line: 1009, type: !5)
!1512 = !DILocation(line: 1009, column: 35, scope: !1508)
!1513 = !DILocation(line: 1009, column: 49, scope: !1508)
!1514 = !DILocation(line: 1009, column: 42, scope: !1508)
!1515 = distinct !DISubprogram(name: "__iterator_category<double *>", linkageName: "_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !9, file: !1471, line: 238, type: !1516, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1524, retainedNodes: !137)
!1516 = !DISubroutineType(types: !1517)
!1517 = !{!1518, !1522}
!1518 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !1519, file: !1471, line: 212, baseType: !1470)
!1519 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !9, file: !1471, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1520, identifier: "_ZTSSt15iterator_traitsIPdE")
!1520 = !{!1521}
!1521 = !DITemplateTypeParameter(name: "_Iterator", type: !33)
!1522 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1523, size: 64)
!1523 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!1524 = !{!1525}
!1525 = !DITemplateTypeParameter(name: "_Iter", type: !33)
!1526 = !DILocalVariable(arg: 1, scope: !1515, file: !1471, line: 238, type: !1522)
!1527 = !DILocation(line: 238, column: 37, scope: !1515)
!1528 = !DILocation(line: 239, column: 7, scope: !1515)
!1529 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !9, file: !1252, line: 967, type: !1530, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1532, retainedNodes: !137)
!1530 = !DISubroutineType(types: !1531)
!1531 = !{null, !33, !33, !70}
!1532 = !{!1533, !87}
!1533 = !DITemplateTypeParameter(name: "_FIte", type: !33)
!1534 = !DILocalVariable(name: "__first", arg: 1, scope: !1529, file: !1252, line: 967, type: !33)
!1535 = !DILocation(line: 967, column: 20, scope: !1529)
!1536 = !DILocalVariable(name: "__last", arg: 2, scope: !1529, file: !1252, line: 967, type: !33)
!1537 = !DILocation(line: 967, column: 35, scope: !1529)
!1538 = !DILocalVariable(name: "__value", arg: 3, scope: !1529, file: !1252, line: 967, type: !70)
!1539 = !DILocation(line: 967, column: 54, scope: !1529)
!1540 = !DILocation(line: 968, column: 22, scope: !1529)
!1541 = !DILocation(line: 968, column: 31, scope: !1529)
!1542 = !DILocation(line: 968, column: 39, scope: !1529)
!1543 = !DILocation(line: 968, column: 7, scope: !1529)
!1544 = !DILocation(line: 968, column: 49, scope: !1529)
!1545 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !9, file: !1252, line: 917, type: !1546, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1554, retainedNodes: !137)
!1546 = !DISubroutineType(types: !1547)
!1547 = !{!1548, !33, !33, !70}
!1548 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1550, file: !1549, line: 50, baseType: null)
!1549 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1550 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !23, file: !1549, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1551, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1551 = !{!1552, !1553}
!1552 = !DITemplateValueParameter(type: !130, value: i8 1)
!1553 = !DITemplateTypeParameter(type: null)
!1554 = !{!1396, !87}
!1555 = !DILocalVariable(name: "__first", arg: 1, scope: !1545, file: !1252, line: 917, type: !33)
!1556 = !DILocation(line: 917, column: 32, scope: !1545)
!1557 = !DILocalVariable(name: "__last", arg: 2, scope: !1545, file: !1252, line: 917, type: !33)
!1558 = !DILocation(line: 917, column: 58, scope: !1545)
!1559 = !DILocalVariable(name: "__value", arg: 3, scope: !1545, file: !1252, line: 918, type: !70)
!1560 = !DILocation(line: 918, column: 19, scope: !1545)
!1561 = !DILocalVariable(name: "__tmp", scope: !1545, file: !1252, line: 920, type: !68)
!1562 = !DILocation(line: 920, column: 17, scope: !1545)
!1563 = !DILocation(line: 920, column: 25, scope: !1545)
!1564 = !DILocation(line: 921, column: 7, scope: !1545)
!1565 = !DILocation(line: 921, column: 14, scope: !1566)
!1566 = distinct !DILexicalBlock(scope: !1567, file: !1252, line: 921, column: 7)
!1567 = distinct !DILexicalBlock(scope: !1545, file: !1252, line: 921, column: 7)
!1568 = !DILocation(line: 921, column: 25, scope: !1566)
!1569 = !DILocation(line: 921, column: 22, scope: !1566)
!1570 = !DILocation(line: 921, column: 7, scope: !1567)
!1571 = !DILocation(line: 922, column: 13, scope: !1566)
!1572 = !DILocation(line: 922, column: 3, scope: !1566)
!1573 = !DILocation(line: 922, column: 11, scope: !1566)
!1574 = !DILocation(line: 922, column: 2, scope: !1566)
!1575 = !DILocation(line: 921, column: 33, scope: !1566)
!1576 = !DILocation(line: 921, column: 7, scope: !1566)
!1577 = distinct !{!1577, !1570, !1578, !971}
!1578 = !DILocation(line: 922, column: 13, scope: !1567)
!1579 = !DILocation(line: 923, column: 5, scope: !1545)
!1580 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !12, file: !7, line: 383, type: !230, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !229, retainedNodes: !137)
!1581 = !DILocalVariable(name: "this", arg: 1, scope: !1580, type: !1178, flags: DIFlagArtificial | DIFlagObjectPointer)
!1582 = !DILocation(line: 0, scope: !1580)
!1583 = !DILocalVariable(name: "__p", arg: 2, scope: !1580, file: !7, line: 383, type: !143)
!1584 = !DILocation(line: 383, column: 29, scope: !1580)
!1585 = !DILocalVariable(name: "__n", arg: 3, scope: !1580, file: !7, line: 383, type: !75)
!1586 = !DILocation(line: 383, column: 41, scope: !1580)
!1587 = !DILocation(line: 386, column: 6, scope: !1588)
!1588 = distinct !DILexicalBlock(scope: !1580, file: !7, line: 386, column: 6)
!1589 = !DILocation(line: 386, column: 6, scope: !1580)
!1590 = !DILocation(line: 387, column: 20, scope: !1588)
!1591 = !DILocation(line: 387, column: 29, scope: !1588)
!1592 = !DILocation(line: 387, column: 34, scope: !1588)
!1593 = !DILocation(line: 387, column: 4, scope: !1588)
!1594 = !DILocation(line: 388, column: 7, scope: !1580)
!1595 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !26, file: !27, line: 495, type: !108, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !107, retainedNodes: !137)
!1596 = !DILocalVariable(name: "__a", arg: 1, scope: !1595, file: !27, line: 495, type: !35)
!1597 = !DILocation(line: 495, column: 34, scope: !1595)
!1598 = !DILocalVariable(name: "__p", arg: 2, scope: !1595, file: !27, line: 495, type: !32)
!1599 = !DILocation(line: 495, column: 47, scope: !1595)
!1600 = !DILocalVariable(name: "__n", arg: 3, scope: !1595, file: !27, line: 495, type: !102)
!1601 = !DILocation(line: 495, column: 62, scope: !1595)
!1602 = !DILocation(line: 496, column: 9, scope: !1595)
!1603 = !DILocation(line: 496, column: 24, scope: !1595)
!1604 = !DILocation(line: 496, column: 29, scope: !1595)
!1605 = !DILocation(line: 496, column: 13, scope: !1595)
!1606 = !DILocation(line: 496, column: 35, scope: !1595)
!1607 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !43, file: !44, line: 142, type: !80, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !79, retainedNodes: !137)
!1608 = !DILocalVariable(name: "this", arg: 1, scope: !1607, type: !1158, flags: DIFlagArtificial | DIFlagObjectPointer)
!1609 = !DILocation(line: 0, scope: !1607)
!1610 = !DILocalVariable(name: "__p", arg: 2, scope: !1607, file: !44, line: 142, type: !33)
!1611 = !DILocation(line: 142, column: 23, scope: !1607)
!1612 = !DILocalVariable(name: "__n", arg: 3, scope: !1607, file: !44, line: 142, type: !74)
!1613 = !DILocation(line: 142, column: 38, scope: !1607)
!1614 = !DILocation(line: 158, column: 27, scope: !1607)
!1615 = !DILocation(line: 158, column: 2, scope: !1607)
!1616 = !DILocation(line: 159, column: 7, scope: !1607)
!1617 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1121, type: !396, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !395, retainedNodes: !137)
!1618 = !DILocalVariable(name: "this", arg: 1, scope: !1617, type: !1130, flags: DIFlagArtificial | DIFlagObjectPointer)
!1619 = !DILocation(line: 0, scope: !1617)
!1620 = !DILocalVariable(name: "__n", arg: 2, scope: !1617, file: !7, line: 1121, type: !294)
!1621 = !DILocation(line: 1121, column: 28, scope: !1617)
!1622 = !DILocation(line: 1124, column: 17, scope: !1617)
!1623 = !DILocation(line: 1124, column: 11, scope: !1617)
!1624 = !DILocation(line: 1124, column: 25, scope: !1617)
!1625 = !DILocation(line: 1124, column: 36, scope: !1617)
!1626 = !DILocation(line: 1124, column: 34, scope: !1617)
!1627 = !DILocation(line: 1124, column: 2, scope: !1617)
!1628 = distinct !DISubprogram(name: "rows", linkageName: "_ZNK6Matrix4rowsEv", scope: !501, file: !1, line: 13, type: !520, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !519, retainedNodes: !137)
!1629 = !DILocalVariable(name: "this", arg: 1, scope: !1628, type: !1630, flags: DIFlagArtificial | DIFlagObjectPointer)
!1630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64)
!1631 = !DILocation(line: 0, scope: !1628)
!1632 = !DILocation(line: 13, column: 29, scope: !1628)
!1633 = !DILocation(line: 13, column: 22, scope: !1628)
!1634 = distinct !DISubprogram(name: "cols", linkageName: "_ZNK6Matrix4colsEv", scope: !501, file: !1, line: 14, type: !520, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !522, retainedNodes: !137)
!1635 = !DILocalVariable(name: "this", arg: 1, scope: !1634, type: !1630, flags: DIFlagArtificial | DIFlagObjectPointer)
!1636 = !DILocation(line: 0, scope: !1634)
!1637 = !DILocation(line: 14, column: 29, scope: !1634)
!1638 = !DILocation(line: 14, column: 22, scope: !1634)
!1639 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixclEii", scope: !501, file: !1, line: 12, type: !515, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !514, retainedNodes: !137)
!1640 = !DILocalVariable(name: "this", arg: 1, scope: !1639, type: !1630, flags: DIFlagArtificial | DIFlagObjectPointer)
!1641 = !DILocation(line: 0, scope: !1639)
!1642 = !DILocalVariable(name: "i", arg: 2, scope: !1639, file: !1, line: 12, type: !504)
!1643 = !DILocation(line: 12, column: 25, scope: !1639)
!1644 = !DILocalVariable(name: "j", arg: 3, scope: !1639, file: !1, line: 12, type: !504)
!1645 = !DILocation(line: 12, column: 32, scope: !1639)
!1646 = !DILocation(line: 12, column: 50, scope: !1639)
!1647 = !DILocation(line: 12, column: 76, scope: !1639)
!1648 = !DILocation(line: 12, column: 81, scope: !1639)
!1649 = !DILocation(line: 12, column: 79, scope: !1639)
!1650 = !DILocation(line: 12, column: 89, scope: !1639)
!1651 = !DILocation(line: 12, column: 87, scope: !1639)
!1652 = !DILocation(line: 12, column: 43, scope: !1639)
!1653 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !8, file: !7, line: 1140, type: !404, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !403, retainedNodes: !137)
!1654 = !DILocalVariable(name: "this", arg: 1, scope: !1653, type: !1655, flags: DIFlagArtificial | DIFlagObjectPointer)
!1655 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!1656 = !DILocation(line: 0, scope: !1653)
!1657 = !DILocalVariable(name: "__n", arg: 2, scope: !1653, file: !7, line: 1140, type: !294)
!1658 = !DILocation(line: 1140, column: 28, scope: !1653)
!1659 = !DILocation(line: 1143, column: 17, scope: !1653)
!1660 = !DILocation(line: 1143, column: 11, scope: !1653)
!1661 = !DILocation(line: 1143, column: 25, scope: !1653)
!1662 = !DILocation(line: 1143, column: 36, scope: !1653)
!1663 = !DILocation(line: 1143, column: 34, scope: !1653)
!1664 = !DILocation(line: 1143, column: 2, scope: !1653)
!1665 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !8, file: !7, line: 728, type: !282, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !334, retainedNodes: !137)
!1666 = !DILocalVariable(name: "this", arg: 1, scope: !1665, type: !1130, flags: DIFlagArtificial | DIFlagObjectPointer)
!1667 = !DILocation(line: 0, scope: !1665)
!1668 = !DILocation(line: 730, column: 22, scope: !1669)
!1669 = distinct !DILexicalBlock(scope: !1665, file: !7, line: 729, column: 7)
!1670 = !DILocation(line: 730, column: 16, scope: !1669)
!1671 = !DILocation(line: 730, column: 30, scope: !1669)
!1672 = !DILocation(line: 730, column: 46, scope: !1669)
!1673 = !DILocation(line: 730, column: 40, scope: !1669)
!1674 = !DILocation(line: 730, column: 54, scope: !1669)
!1675 = !DILocation(line: 731, column: 9, scope: !1669)
!1676 = !DILocation(line: 730, column: 2, scope: !1669)
!1677 = !DILocation(line: 733, column: 7, scope: !1669)
!1678 = !DILocation(line: 733, column: 7, scope: !1665)
!1679 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !9, file: !27, line: 847, type: !1680, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1554, retainedNodes: !137)
!1680 = !DISubroutineType(types: !1681)
!1681 = !{null, !33, !33, !100}
!1682 = !DILocalVariable(name: "__first", arg: 1, scope: !1679, file: !27, line: 847, type: !33)
!1683 = !DILocation(line: 847, column: 31, scope: !1679)
!1684 = !DILocalVariable(name: "__last", arg: 2, scope: !1679, file: !27, line: 847, type: !33)
!1685 = !DILocation(line: 847, column: 57, scope: !1679)
!1686 = !DILocalVariable(arg: 3, scope: !1679, file: !27, line: 848, type: !100)
!1687 = !DILocation(line: 848, column: 22, scope: !1679)
!1688 = !DILocation(line: 850, column: 16, scope: !1679)
!1689 = !DILocation(line: 850, column: 25, scope: !1679)
!1690 = !DILocation(line: 850, column: 7, scope: !1679)
!1691 = !DILocation(line: 851, column: 5, scope: !1679)
!1692 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !9, file: !1693, line: 182, type: !1694, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1696, retainedNodes: !137)
!1693 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1694 = !DISubroutineType(types: !1695)
!1695 = !{null, !33, !33}
!1696 = !{!1396}
!1697 = !DILocalVariable(name: "__first", arg: 1, scope: !1692, file: !1693, line: 182, type: !33)
!1698 = !DILocation(line: 182, column: 31, scope: !1692)
!1699 = !DILocalVariable(name: "__last", arg: 2, scope: !1692, file: !1693, line: 182, type: !33)
!1700 = !DILocation(line: 182, column: 57, scope: !1692)
!1701 = !DILocation(line: 196, column: 12, scope: !1692)
!1702 = !DILocation(line: 196, column: 21, scope: !1692)
!1703 = !DILocation(line: 195, column: 7, scope: !1692)
!1704 = !DILocation(line: 197, column: 5, scope: !1692)
!1705 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1706, file: !1693, line: 172, type: !1694, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1696, declaration: !1708, retainedNodes: !137)
!1706 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !9, file: !1693, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1707, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!1707 = !{!1552}
!1708 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1706, file: !1693, line: 172, type: !1694, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1696)
!1709 = !DILocalVariable(arg: 1, scope: !1705, file: !1693, line: 172, type: !33)
!1710 = !DILocation(line: 172, column: 35, scope: !1705)
!1711 = !DILocalVariable(arg: 2, scope: !1705, file: !1693, line: 172, type: !33)
!1712 = !DILocation(line: 172, column: 53, scope: !1705)
!1713 = !DILocation(line: 172, column: 57, scope: !1705)
