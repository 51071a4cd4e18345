; ModuleID = 'tiles_cpp.cpp'
source_filename = "tiles_cpp.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { double*, double*, double* }
%"class.std::allocator" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"struct.std::random_access_iterator_tag" = type { i8 }

$_ZNSaIdEC2Ev = comdat any

$_ZNSt6vectorIdSaIdEEC2EmRKS0_ = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEEixEm = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$_ZNKSt6vectorIdSaIdEEixEm = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

$_ZNSt15__new_allocatorIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIdSaIdEE21_M_default_initializeEm = comdat any

$_ZNSt12_Vector_baseIdSaIdEED2Ev = comdat any

$_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_ = comdat any

$_ZNSaIdEC2ERKS_ = comdat any

$_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_ = comdat any

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

$_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E = comdat any

$_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt25__uninitialized_default_nIPdmET_S1_T0_ = comdat any

$_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_ = comdat any

$_ZSt11__addressofIdEPT_RS0_ = comdat any

$_ZSt10_ConstructIdJEEvPT_DpOT0_ = comdat any

$_ZSt6fill_nIPdmdET_S1_T0_RKT1_ = comdat any

$_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt17__size_to_integerm = comdat any

$_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt8__fill_aIPddEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

$_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm = comdat any

$__clang_call_terminate = comdat any

$_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm = comdat any

$_ZNSt15__new_allocatorIdE10deallocateEPdm = comdat any

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !887 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca %"class.std::vector", align 8
  %10 = alloca %"class.std::allocator", align 1
  %11 = alloca i8*, align 8
  %12 = alloca i32, align 4
  %13 = alloca %"class.std::vector", align 8
  %14 = alloca %"class.std::allocator", align 1
  %15 = alloca i64, align 8
  %16 = alloca double, align 8
  %17 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !890, metadata !DIExpression()), !dbg !891
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !892, metadata !DIExpression()), !dbg !893
  call void @llvm.dbg.declare(metadata i64* %6, metadata !894, metadata !DIExpression()), !dbg !895
  %18 = load i32, i32* %4, align 4, !dbg !896
  %19 = icmp sgt i32 %18, 1, !dbg !897
  br i1 %19, label %20, label %25, !dbg !896

20:                                               ; preds = %2
  %21 = load i8**, i8*** %5, align 8, !dbg !898
  %22 = getelementptr inbounds i8*, i8** %21, i64 1, !dbg !898
  %23 = load i8*, i8** %22, align 8, !dbg !898
  %24 = call i64 @strtoul(i8* noundef %23, i8** noundef null, i32 noundef 10) #12, !dbg !899
  br label %26, !dbg !896

25:                                               ; preds = %2
  br label %26, !dbg !896

26:                                               ; preds = %25, %20
  %27 = phi i64 [ %24, %20 ], [ 100, %25 ], !dbg !896
  store i64 %27, i64* %6, align 8, !dbg !895
  call void @llvm.dbg.declare(metadata i64* %7, metadata !900, metadata !DIExpression()), !dbg !901
  %28 = load i32, i32* %4, align 4, !dbg !902
  %29 = icmp sgt i32 %28, 2, !dbg !903
  br i1 %29, label %30, label %35, !dbg !902

30:                                               ; preds = %26
  %31 = load i8**, i8*** %5, align 8, !dbg !904
  %32 = getelementptr inbounds i8*, i8** %31, i64 2, !dbg !904
  %33 = load i8*, i8** %32, align 8, !dbg !904
  %34 = call i64 @strtoul(i8* noundef %33, i8** noundef null, i32 noundef 10) #12, !dbg !905
  br label %36, !dbg !902

35:                                               ; preds = %26
  br label %36, !dbg !902

36:                                               ; preds = %35, %30
  %37 = phi i64 [ %34, %30 ], [ 70, %35 ], !dbg !902
  store i64 %37, i64* %7, align 8, !dbg !901
  call void @llvm.dbg.declare(metadata i64* %8, metadata !906, metadata !DIExpression()), !dbg !907
  %38 = load i32, i32* %4, align 4, !dbg !908
  %39 = icmp sgt i32 %38, 3, !dbg !909
  br i1 %39, label %40, label %45, !dbg !908

40:                                               ; preds = %36
  %41 = load i8**, i8*** %5, align 8, !dbg !910
  %42 = getelementptr inbounds i8*, i8** %41, i64 3, !dbg !910
  %43 = load i8*, i8** %42, align 8, !dbg !910
  %44 = call i64 @strtoul(i8* noundef %43, i8** noundef null, i32 noundef 10) #12, !dbg !911
  br label %46, !dbg !908

45:                                               ; preds = %36
  br label %46, !dbg !908

46:                                               ; preds = %45, %40
  %47 = phi i64 [ %44, %40 ], [ 16, %45 ], !dbg !908
  store i64 %47, i64* %8, align 8, !dbg !907
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %9, metadata !912, metadata !DIExpression()), !dbg !913
  %48 = load i64, i64* %6, align 8, !dbg !914
  %49 = load i64, i64* %7, align 8, !dbg !915
  %50 = mul i64 %48, %49, !dbg !916
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10) #12, !dbg !913
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %50, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10)
          to label %51 unwind label %71, !dbg !913

51:                                               ; preds = %46
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10) #12, !dbg !913
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %13, metadata !917, metadata !DIExpression()), !dbg !918
  %52 = load i64, i64* %6, align 8, !dbg !919
  %53 = load i64, i64* %7, align 8, !dbg !920
  %54 = mul i64 %52, %53, !dbg !921
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14) #12, !dbg !918
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, i64 noundef %54, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14)
          to label %55 unwind label %75, !dbg !918

55:                                               ; preds = %51
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14) #12, !dbg !918
  call void @llvm.dbg.declare(metadata i64* %15, metadata !922, metadata !DIExpression()), !dbg !924
  store i64 0, i64* %15, align 8, !dbg !924
  br label %56, !dbg !925

56:                                               ; preds = %68, %55
  %57 = load i64, i64* %15, align 8, !dbg !926
  %58 = load i64, i64* %6, align 8, !dbg !928
  %59 = load i64, i64* %7, align 8, !dbg !929
  %60 = mul i64 %58, %59, !dbg !930
  %61 = icmp ult i64 %57, %60, !dbg !931
  br i1 %61, label %62, label %79, !dbg !932

62:                                               ; preds = %56
  %63 = load i64, i64* %15, align 8, !dbg !933
  %64 = urem i64 %63, 7, !dbg !934
  %65 = uitofp i64 %64 to double, !dbg !933
  %66 = load i64, i64* %15, align 8, !dbg !935
  %67 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %66) #12, !dbg !936
  store double %65, double* %67, align 8, !dbg !937
  br label %68, !dbg !936

68:                                               ; preds = %62
  %69 = load i64, i64* %15, align 8, !dbg !938
  %70 = add i64 %69, 1, !dbg !938
  store i64 %70, i64* %15, align 8, !dbg !938
  br label %56, !dbg !939, !llvm.loop !940

71:                                               ; preds = %46
  %72 = landingpad { i8*, i32 }
          cleanup, !dbg !943
  %73 = extractvalue { i8*, i32 } %72, 0, !dbg !943
  store i8* %73, i8** %11, align 8, !dbg !943
  %74 = extractvalue { i8*, i32 } %72, 1, !dbg !943
  store i32 %74, i32* %12, align 4, !dbg !943
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10) #12, !dbg !913
  br label %112, !dbg !913

75:                                               ; preds = %51
  %76 = landingpad { i8*, i32 }
          cleanup, !dbg !943
  %77 = extractvalue { i8*, i32 } %76, 0, !dbg !943
  store i8* %77, i8** %11, align 8, !dbg !943
  %78 = extractvalue { i8*, i32 } %76, 1, !dbg !943
  store i32 %78, i32* %12, align 4, !dbg !943
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14) #12, !dbg !918
  br label %111, !dbg !918

79:                                               ; preds = %56
  %80 = load i64, i64* %6, align 8, !dbg !944
  %81 = load i64, i64* %7, align 8, !dbg !945
  %82 = load i64, i64* %8, align 8, !dbg !946
  invoke void @_ZL9transposeRSt6vectorIdSaIdEERKS1_mmm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %80, i64 noundef %81, i64 noundef %82)
          to label %83 unwind label %102, !dbg !947

83:                                               ; preds = %79
  call void @llvm.dbg.declare(metadata double* %16, metadata !948, metadata !DIExpression()), !dbg !949
  store double 0.000000e+00, double* %16, align 8, !dbg !949
  call void @llvm.dbg.declare(metadata i64* %17, metadata !950, metadata !DIExpression()), !dbg !952
  store i64 0, i64* %17, align 8, !dbg !952
  br label %84, !dbg !953

84:                                               ; preds = %99, %83
  %85 = load i64, i64* %17, align 8, !dbg !954
  %86 = load i64, i64* %6, align 8, !dbg !956
  %87 = load i64, i64* %7, align 8, !dbg !957
  %88 = mul i64 %86, %87, !dbg !958
  %89 = icmp ult i64 %85, %88, !dbg !959
  br i1 %89, label %90, label %106, !dbg !960

90:                                               ; preds = %84
  %91 = load i64, i64* %17, align 8, !dbg !961
  %92 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, i64 noundef %91) #12, !dbg !962
  %93 = load double, double* %92, align 8, !dbg !962
  %94 = load i64, i64* %17, align 8, !dbg !963
  %95 = urem i64 %94, 3, !dbg !964
  %96 = uitofp i64 %95 to double, !dbg !965
  %97 = load double, double* %16, align 8, !dbg !966
  %98 = call double @llvm.fmuladd.f64(double %93, double %96, double %97), !dbg !966
  store double %98, double* %16, align 8, !dbg !966
  br label %99, !dbg !967

99:                                               ; preds = %90
  %100 = load i64, i64* %17, align 8, !dbg !968
  %101 = add i64 %100, 1, !dbg !968
  store i64 %101, i64* %17, align 8, !dbg !968
  br label %84, !dbg !969, !llvm.loop !970

102:                                              ; preds = %106, %79
  %103 = landingpad { i8*, i32 }
          cleanup, !dbg !943
  %104 = extractvalue { i8*, i32 } %103, 0, !dbg !943
  store i8* %104, i8** %11, align 8, !dbg !943
  %105 = extractvalue { i8*, i32 } %103, 1, !dbg !943
  store i32 %105, i32* %12, align 4, !dbg !943
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #12, !dbg !943
  br label %111, !dbg !943

106:                                              ; preds = %84
  %107 = load double, double* %16, align 8, !dbg !972
  %108 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %107)
          to label %109 unwind label %102, !dbg !973

109:                                              ; preds = %106
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #12, !dbg !943
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !943
  %110 = load i32, i32* %3, align 4, !dbg !943
  ret i32 %110, !dbg !943

111:                                              ; preds = %102, %75
  call void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !943
  br label %112, !dbg !943

112:                                              ; preds = %111, %71
  %113 = load i8*, i8** %11, align 8, !dbg !913
  %114 = load i32, i32* %12, align 4, !dbg !913
  %115 = insertvalue { i8*, i32 } undef, i8* %113, 0, !dbg !913
  %116 = insertvalue { i8*, i32 } %115, i32 %114, 1, !dbg !913
  resume { i8*, i32 } %116, !dbg !913
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i64 @strtoul(i8* noundef, i8** noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !974 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !975, metadata !DIExpression()), !dbg !977
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !978
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !979
  ret void, !dbg !980
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !981 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !982, metadata !DIExpression()), !dbg !984
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !985, metadata !DIExpression()), !dbg !986
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !987, metadata !DIExpression()), !dbg !988
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !989
  %11 = load i64, i64* %5, align 8, !dbg !990
  %12 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !991
  %13 = call noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !992
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !993
  call void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !994
  %15 = load i64, i64* %5, align 8, !dbg !995
  invoke void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !997

16:                                               ; preds = %3
  ret void, !dbg !998

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !999
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !999
  store i8* %19, i8** %7, align 8, !dbg !999
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !999
  store i32 %20, i32* %8, align 4, !dbg !999
  %21 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !999
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %21) #12, !dbg !999
  br label %22, !dbg !999

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !999
  %24 = load i32, i32* %8, align 4, !dbg !999
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !999
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !999
  resume { i8*, i32 } %26, !dbg !999
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1000 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1001, metadata !DIExpression()), !dbg !1002
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1003
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !1003
  ret void, !dbg !1005
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1006 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1007, metadata !DIExpression()), !dbg !1008
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1009, metadata !DIExpression()), !dbg !1010
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1011
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1011
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1012
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1013
  %10 = load double*, double** %9, align 8, !dbg !1013
  %11 = load i64, i64* %4, align 8, !dbg !1014
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1015
  ret double* %12, !dbg !1016
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL9transposeRSt6vectorIdSaIdEERKS1_mmm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) #6 !dbg !1017 {
  %6 = alloca %"class.std::vector"*, align 8
  %7 = alloca %"class.std::vector"*, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %6, metadata !1020, metadata !DIExpression()), !dbg !1021
  store %"class.std::vector"* %1, %"class.std::vector"** %7, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %7, metadata !1022, metadata !DIExpression()), !dbg !1023
  store i64 %2, i64* %8, align 8
  call void @llvm.dbg.declare(metadata i64* %8, metadata !1024, metadata !DIExpression()), !dbg !1025
  store i64 %3, i64* %9, align 8
  call void @llvm.dbg.declare(metadata i64* %9, metadata !1026, metadata !DIExpression()), !dbg !1027
  store i64 %4, i64* %10, align 8
  call void @llvm.dbg.declare(metadata i64* %10, metadata !1028, metadata !DIExpression()), !dbg !1029
  call void @llvm.dbg.declare(metadata i64* %11, metadata !1030, metadata !DIExpression()), !dbg !1032
  store i64 0, i64* %11, align 8, !dbg !1032
  br label %17, !dbg !1033

17:                                               ; preds = %75, %5
  %18 = load i64, i64* %11, align 8, !dbg !1034
  %19 = load i64, i64* %8, align 8, !dbg !1036
  %20 = icmp ult i64 %18, %19, !dbg !1037
  br i1 %20, label %21, label %79, !dbg !1038

21:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i64* %12, metadata !1039, metadata !DIExpression()), !dbg !1041
  store i64 0, i64* %12, align 8, !dbg !1041
  br label %22, !dbg !1042

22:                                               ; preds = %70, %21
  %23 = load i64, i64* %12, align 8, !dbg !1043
  %24 = load i64, i64* %9, align 8, !dbg !1045
  %25 = icmp ult i64 %23, %24, !dbg !1046
  br i1 %25, label %26, label %74, !dbg !1047

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i64* %13, metadata !1048, metadata !DIExpression()), !dbg !1050
  %27 = load i64, i64* %11, align 8, !dbg !1051
  store i64 %27, i64* %13, align 8, !dbg !1050
  br label %28, !dbg !1052

28:                                               ; preds = %66, %26
  %29 = load i64, i64* %13, align 8, !dbg !1053
  %30 = load i64, i64* %11, align 8, !dbg !1055
  %31 = load i64, i64* %10, align 8, !dbg !1056
  %32 = add i64 %30, %31, !dbg !1057
  store i64 %32, i64* %14, align 8, !dbg !1055
  %33 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %14, i64* noundef nonnull align 8 dereferenceable(8) %8), !dbg !1058
  %34 = load i64, i64* %33, align 8, !dbg !1058
  %35 = icmp ult i64 %29, %34, !dbg !1059
  br i1 %35, label %36, label %69, !dbg !1060

36:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata i64* %15, metadata !1061, metadata !DIExpression()), !dbg !1063
  %37 = load i64, i64* %12, align 8, !dbg !1064
  store i64 %37, i64* %15, align 8, !dbg !1063
  br label %38, !dbg !1065

38:                                               ; preds = %62, %36
  %39 = load i64, i64* %15, align 8, !dbg !1066
  %40 = load i64, i64* %12, align 8, !dbg !1068
  %41 = load i64, i64* %10, align 8, !dbg !1069
  %42 = add i64 %40, %41, !dbg !1070
  store i64 %42, i64* %16, align 8, !dbg !1068
  %43 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %16, i64* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1071
  %44 = load i64, i64* %43, align 8, !dbg !1071
  %45 = icmp ult i64 %39, %44, !dbg !1072
  br i1 %45, label %46, label %65, !dbg !1073

46:                                               ; preds = %38
  %47 = load %"class.std::vector"*, %"class.std::vector"** %7, align 8, !dbg !1074
  %48 = load i64, i64* %13, align 8, !dbg !1075
  %49 = load i64, i64* %9, align 8, !dbg !1076
  %50 = mul i64 %48, %49, !dbg !1077
  %51 = load i64, i64* %15, align 8, !dbg !1078
  %52 = add i64 %50, %51, !dbg !1079
  %53 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %47, i64 noundef %52) #12, !dbg !1074
  %54 = load double, double* %53, align 8, !dbg !1074
  %55 = load %"class.std::vector"*, %"class.std::vector"** %6, align 8, !dbg !1080
  %56 = load i64, i64* %15, align 8, !dbg !1081
  %57 = load i64, i64* %8, align 8, !dbg !1082
  %58 = mul i64 %56, %57, !dbg !1083
  %59 = load i64, i64* %13, align 8, !dbg !1084
  %60 = add i64 %58, %59, !dbg !1085
  %61 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %55, i64 noundef %60) #12, !dbg !1080
  store double %54, double* %61, align 8, !dbg !1086
  br label %62, !dbg !1080

62:                                               ; preds = %46
  %63 = load i64, i64* %15, align 8, !dbg !1087
  %64 = add i64 %63, 1, !dbg !1087
  store i64 %64, i64* %15, align 8, !dbg !1087
  br label %38, !dbg !1088, !llvm.loop !1089

65:                                               ; preds = %38
  br label %66, !dbg !1090

66:                                               ; preds = %65
  %67 = load i64, i64* %13, align 8, !dbg !1091
  %68 = add i64 %67, 1, !dbg !1091
  store i64 %68, i64* %13, align 8, !dbg !1091
  br label %28, !dbg !1092, !llvm.loop !1093

69:                                               ; preds = %28
  br label %70, !dbg !1094

70:                                               ; preds = %69
  %71 = load i64, i64* %10, align 8, !dbg !1095
  %72 = load i64, i64* %12, align 8, !dbg !1096
  %73 = add i64 %72, %71, !dbg !1096
  store i64 %73, i64* %12, align 8, !dbg !1096
  br label %22, !dbg !1097, !llvm.loop !1098

74:                                               ; preds = %22
  br label %75, !dbg !1099

75:                                               ; preds = %74
  %76 = load i64, i64* %10, align 8, !dbg !1100
  %77 = load i64, i64* %11, align 8, !dbg !1101
  %78 = add i64 %77, %76, !dbg !1101
  store i64 %78, i64* %11, align 8, !dbg !1101
  br label %17, !dbg !1102, !llvm.loop !1103

79:                                               ; preds = %17
  ret void, !dbg !1105
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(i8* noundef, ...) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1106 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1107, metadata !DIExpression()), !dbg !1108
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1109
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1109
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1111
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1112
  %10 = load double*, double** %9, align 8, !dbg !1112
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1113
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1113
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1114
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1115
  %15 = load double*, double** %14, align 8, !dbg !1115
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1116
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #12, !dbg !1116
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1117

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1118
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #12, !dbg !1118
  ret void, !dbg !1119

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1118
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1118
  store i8* %22, i8** %3, align 8, !dbg !1118
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1118
  store i32 %23, i32* %4, align 4, !dbg !1118
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1118
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #12, !dbg !1118
  br label %25, !dbg !1118

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1118
  call void @__clang_call_terminate(i8* %26) #13, !dbg !1118
  unreachable, !dbg !1118
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #5 comdat !dbg !1120 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1128, metadata !DIExpression()), !dbg !1129
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1130, metadata !DIExpression()), !dbg !1131
  %6 = load i64*, i64** %5, align 8, !dbg !1132
  %7 = load i64, i64* %6, align 8, !dbg !1132
  %8 = load i64*, i64** %4, align 8, !dbg !1134
  %9 = load i64, i64* %8, align 8, !dbg !1134
  %10 = icmp ult i64 %7, %9, !dbg !1135
  br i1 %10, label %11, label %13, !dbg !1136

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1137
  store i64* %12, i64** %3, align 8, !dbg !1138
  br label %15, !dbg !1138

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1139
  store i64* %14, i64** %3, align 8, !dbg !1140
  br label %15, !dbg !1140

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1141
  ret i64* %16, !dbg !1141
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNKSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !1142 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1143, metadata !DIExpression()), !dbg !1145
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1146, metadata !DIExpression()), !dbg !1147
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1148
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1148
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1149
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1150
  %10 = load double*, double** %9, align 8, !dbg !1150
  %11 = load i64, i64* %4, align 8, !dbg !1151
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !1152
  ret double* %12, !dbg !1153
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1154 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1155, metadata !DIExpression()), !dbg !1157
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1158
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 !dbg !1159 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1160, metadata !DIExpression()), !dbg !1161
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1162
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #6 comdat align 2 !dbg !1163 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1164, metadata !DIExpression()), !dbg !1165
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1166, metadata !DIExpression()), !dbg !1167
  %6 = load i64, i64* %3, align 8, !dbg !1168
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1170
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #12, !dbg !1171
  %8 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !1172
  %9 = icmp ugt i64 %6, %8, !dbg !1173
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !1168
  br i1 %9, label %10, label %11, !dbg !1174

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #14, !dbg !1175
  unreachable, !dbg !1175

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1176
  ret i64 %12, !dbg !1177
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1178 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1179, metadata !DIExpression()), !dbg !1181
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1182, metadata !DIExpression()), !dbg !1183
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1184, metadata !DIExpression()), !dbg !1185
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1186
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1187
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #12, !dbg !1186
  %12 = load i64, i64* %5, align 8, !dbg !1188
  invoke void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1190

13:                                               ; preds = %3
  ret void, !dbg !1191

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !1192
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !1192
  store i8* %16, i8** %7, align 8, !dbg !1192
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !1192
  store i32 %17, i32* %8, align 4, !dbg !1192
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #12, !dbg !1192
  br label %18, !dbg !1192

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !1192
  %20 = load i32, i32* %8, align 4, !dbg !1192
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !1192
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !1192
  resume { i8*, i32 } %22, !dbg !1192
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !1193 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1194, metadata !DIExpression()), !dbg !1195
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1196, metadata !DIExpression()), !dbg !1197
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1198
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1198
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1199
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1200
  %10 = load double*, double** %9, align 8, !dbg !1200
  %11 = load i64, i64* %4, align 8, !dbg !1201
  %12 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1202
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12) #12, !dbg !1202
  %14 = call noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %10, i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !1203
  %15 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1204
  %16 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %15, i32 0, i32 0, !dbg !1204
  %17 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1205
  %18 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !1206
  store double* %14, double** %18, align 8, !dbg !1207
  ret void, !dbg !1208
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1209 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1210, metadata !DIExpression()), !dbg !1211
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1212
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1212
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1214
  %9 = load double*, double** %8, align 8, !dbg !1214
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1215
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1215
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1216
  %13 = load double*, double** %12, align 8, !dbg !1216
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1217
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1217
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1218
  %17 = load double*, double** %16, align 8, !dbg !1218
  %18 = ptrtoint double* %13 to i64, !dbg !1219
  %19 = ptrtoint double* %17 to i64, !dbg !1219
  %20 = sub i64 %18, %19, !dbg !1219
  %21 = sdiv exact i64 %20, 8, !dbg !1219
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1220

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1221
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #12, !dbg !1221
  ret void, !dbg !1222

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1221
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1221
  store i8* %26, i8** %3, align 8, !dbg !1221
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1221
  store i32 %27, i32* %4, align 4, !dbg !1221
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1221
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #12, !dbg !1221
  br label %29, !dbg !1221

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1221
  call void @__clang_call_terminate(i8* %30) #13, !dbg !1221
  unreachable, !dbg !1221
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !1223 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1224, metadata !DIExpression()), !dbg !1225
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1226, metadata !DIExpression()), !dbg !1228
  store i64 1152921504606846975, i64* %3, align 8, !dbg !1228
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1229, metadata !DIExpression()), !dbg !1230
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1231
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !1232
  store i64 %6, i64* %4, align 8, !dbg !1230
  %7 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4), !dbg !1233
  %8 = load i64, i64* %7, align 8, !dbg !1233
  ret i64 %8, !dbg !1234
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !1235 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1236, metadata !DIExpression()), !dbg !1237
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1238, metadata !DIExpression()), !dbg !1239
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1240
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1241
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1241
  call void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #12, !dbg !1242
  ret void, !dbg !1243
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !1244 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1245, metadata !DIExpression()), !dbg !1246
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1247
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1247
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !1248
  ret i64 %5, !dbg !1249
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !1250 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1251, metadata !DIExpression()), !dbg !1253
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !1254
  ret i64 %4, !dbg !1255
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #5 comdat align 2 !dbg !1256 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1257, metadata !DIExpression()), !dbg !1258
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !1259
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !1260 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !1261, metadata !DIExpression()), !dbg !1262
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1263, metadata !DIExpression()), !dbg !1264
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !1265
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #3 comdat align 2 !dbg !1266 {
  %3 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, metadata !1267, metadata !DIExpression()), !dbg !1269
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1270, metadata !DIExpression()), !dbg !1271
  %5 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !1272
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1273
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #12, !dbg !1274
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1272
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #12, !dbg !1275
  ret void, !dbg !1276
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !1277 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1278, metadata !DIExpression()), !dbg !1279
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1280, metadata !DIExpression()), !dbg !1281
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1282
  %7 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !1283
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1284
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1285
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !1286
  store double* %7, double** %10, align 8, !dbg !1287
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1288
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1289
  %13 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !1290
  %14 = load double*, double** %13, align 8, !dbg !1290
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1291
  %16 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1292
  %17 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !1293
  store double* %14, double** %17, align 8, !dbg !1294
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1295
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1296
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1297
  %21 = load double*, double** %20, align 8, !dbg !1297
  %22 = load i64, i64* %4, align 8, !dbg !1298
  %23 = getelementptr inbounds double, double* %21, i64 %22, !dbg !1299
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1300
  %25 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1301
  %26 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !1302
  store double* %23, double** %26, align 8, !dbg !1303
  ret void, !dbg !1304
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !1305 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !1307, metadata !DIExpression()), !dbg !1308
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1309
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !1309
  ret void, !dbg !1311
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 !dbg !1312 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !1313, metadata !DIExpression()), !dbg !1315
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1316
  store double* null, double** %4, align 8, !dbg !1316
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1317
  store double* null, double** %5, align 8, !dbg !1317
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1318
  store double* null, double** %6, align 8, !dbg !1318
  ret void, !dbg !1319
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !1320 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1321, metadata !DIExpression()), !dbg !1322
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1323, metadata !DIExpression()), !dbg !1324
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1325
  %7 = icmp ne i64 %6, 0, !dbg !1326
  br i1 %7, label %8, label %13, !dbg !1325

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1327
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1327
  %11 = load i64, i64* %4, align 8, !dbg !1328
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1329
  br label %14, !dbg !1325

13:                                               ; preds = %2
  br label %14, !dbg !1325

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !1325
  ret double* %15, !dbg !1330
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #6 comdat align 2 !dbg !1331 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1332, metadata !DIExpression()), !dbg !1333
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1334, metadata !DIExpression()), !dbg !1335
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1336
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1336
  %7 = load i64, i64* %4, align 8, !dbg !1337
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1338
  ret double* %8, !dbg !1339
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #6 comdat align 2 !dbg !1340 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1341, metadata !DIExpression()), !dbg !1342
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1343, metadata !DIExpression()), !dbg !1344
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1345, metadata !DIExpression()), !dbg !1346
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1347
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #12, !dbg !1349
  %10 = icmp ugt i64 %8, %9, !dbg !1350
  br i1 %10, label %11, label %16, !dbg !1351

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1352
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !1355
  br i1 %13, label %14, label %15, !dbg !1356

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #14, !dbg !1357
  unreachable, !dbg !1357

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #14, !dbg !1358
  unreachable, !dbg !1358

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1359
  %18 = mul i64 %17, 8, !dbg !1360
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #15, !dbg !1361
  %20 = bitcast i8* %19 to double*, !dbg !1362
  ret double* %20, !dbg !1363
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #8

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #9

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E(double* noundef %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #6 comdat !dbg !1364 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1371, metadata !DIExpression()), !dbg !1372
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1373, metadata !DIExpression()), !dbg !1374
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1375, metadata !DIExpression()), !dbg !1376
  %7 = load double*, double** %4, align 8, !dbg !1377
  %8 = load i64, i64* %5, align 8, !dbg !1378
  %9 = call noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %7, i64 noundef %8), !dbg !1379
  ret double* %9, !dbg !1380
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #5 comdat align 2 !dbg !1381 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1382, metadata !DIExpression()), !dbg !1383
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1384
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1385
  ret %"class.std::allocator"* %5, !dbg !1386
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt25__uninitialized_default_nIPdmET_S1_T0_(double* noundef %0, i64 noundef %1) #6 comdat !dbg !1387 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1391, metadata !DIExpression()), !dbg !1392
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1393, metadata !DIExpression()), !dbg !1394
  call void @llvm.dbg.declare(metadata i8* %5, metadata !1395, metadata !DIExpression()), !dbg !1396
  store i8 1, i8* %5, align 1, !dbg !1396
  %6 = load double*, double** %3, align 8, !dbg !1397
  %7 = load i64, i64* %4, align 8, !dbg !1398
  %8 = call noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %6, i64 noundef %7), !dbg !1399
  ret double* %8, !dbg !1400
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_(double* noundef %0, i64 noundef %1) #6 comdat align 2 !dbg !1401 {
  %3 = alloca double*, align 8
  %4 = alloca i64, align 8
  %5 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1406, metadata !DIExpression()), !dbg !1407
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1408, metadata !DIExpression()), !dbg !1409
  %6 = load i64, i64* %4, align 8, !dbg !1410
  %7 = icmp ugt i64 %6, 0, !dbg !1412
  br i1 %7, label %8, label %19, !dbg !1413

8:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata double** %5, metadata !1414, metadata !DIExpression()), !dbg !1422
  %9 = load double*, double** %3, align 8, !dbg !1423
  %10 = call noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %9) #12, !dbg !1424
  store double* %10, double** %5, align 8, !dbg !1422
  %11 = load double*, double** %5, align 8, !dbg !1425
  call void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %11), !dbg !1426
  %12 = load double*, double** %3, align 8, !dbg !1427
  %13 = getelementptr inbounds double, double* %12, i32 1, !dbg !1427
  store double* %13, double** %3, align 8, !dbg !1427
  %14 = load double*, double** %3, align 8, !dbg !1428
  %15 = load i64, i64* %4, align 8, !dbg !1429
  %16 = sub i64 %15, 1, !dbg !1430
  %17 = load double*, double** %5, align 8, !dbg !1431
  %18 = call noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %14, i64 noundef %16, double* noundef nonnull align 8 dereferenceable(8) %17), !dbg !1432
  store double* %18, double** %3, align 8, !dbg !1433
  br label %19, !dbg !1434

19:                                               ; preds = %8, %2
  %20 = load double*, double** %3, align 8, !dbg !1435
  ret double* %20, !dbg !1436
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt11__addressofIdEPT_RS0_(double* noundef nonnull align 8 dereferenceable(8) %0) #5 comdat !dbg !1437 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1441, metadata !DIExpression()), !dbg !1442
  %3 = load double*, double** %2, align 8, !dbg !1443
  ret double* %3, !dbg !1444
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIdJEEvPT_DpOT0_(double* noundef %0) #5 comdat !dbg !1445 {
  %2 = alloca double*, align 8
  store double* %0, double** %2, align 8
  call void @llvm.dbg.declare(metadata double** %2, metadata !1451, metadata !DIExpression()), !dbg !1452
  %3 = load double*, double** %2, align 8, !dbg !1453
  %4 = bitcast double* %3 to i8*, !dbg !1453
  %5 = bitcast i8* %4 to double*, !dbg !1454
  store double 0.000000e+00, double* %5, align 8, !dbg !1454
  ret void, !dbg !1455
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !1456 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1461, metadata !DIExpression()), !dbg !1463
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1464, metadata !DIExpression()), !dbg !1465
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1466, metadata !DIExpression()), !dbg !1467
  %9 = load double*, double** %4, align 8, !dbg !1468
  %10 = load i64, i64* %5, align 8, !dbg !1469
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !1470
  %12 = load double*, double** %6, align 8, !dbg !1471
  call void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %4), !dbg !1472
  %13 = call noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %9, i64 noundef %11, double* noundef nonnull align 8 dereferenceable(8) %12), !dbg !1473
  ret double* %13, !dbg !1474
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !1475 {
  %4 = alloca double*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca double*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1490, metadata !DIExpression()), !dbg !1491
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1492, metadata !DIExpression()), !dbg !1493
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !1494, metadata !DIExpression()), !dbg !1495
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !1496, metadata !DIExpression()), !dbg !1497
  %9 = load i64, i64* %7, align 8, !dbg !1498
  %10 = icmp ule i64 %9, 0, !dbg !1500
  br i1 %10, label %11, label %13, !dbg !1501

11:                                               ; preds = %3
  %12 = load double*, double** %6, align 8, !dbg !1502
  store double* %12, double** %4, align 8, !dbg !1503
  br label %22, !dbg !1503

13:                                               ; preds = %3
  %14 = load double*, double** %6, align 8, !dbg !1504
  %15 = load double*, double** %6, align 8, !dbg !1505
  %16 = load i64, i64* %7, align 8, !dbg !1506
  %17 = getelementptr inbounds double, double* %15, i64 %16, !dbg !1507
  %18 = load double*, double** %8, align 8, !dbg !1508
  call void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %14, double* noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18), !dbg !1509
  %19 = load double*, double** %6, align 8, !dbg !1510
  %20 = load i64, i64* %7, align 8, !dbg !1511
  %21 = getelementptr inbounds double, double* %19, i64 %20, !dbg !1512
  store double* %21, double** %4, align 8, !dbg !1513
  br label %22, !dbg !1513

22:                                               ; preds = %13, %11
  %23 = load double*, double** %4, align 8, !dbg !1514
  ret double* %23, !dbg !1514
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #5 comdat !dbg !1515 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !1518, metadata !DIExpression()), !dbg !1519
  %3 = load i64, i64* %2, align 8, !dbg !1520
  ret i64 %3, !dbg !1521
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %0) #5 comdat !dbg !1522 {
  %2 = alloca double**, align 8
  store double** %0, double*** %2, align 8
  call void @llvm.dbg.declare(metadata double*** %2, metadata !1530, metadata !DIExpression()), !dbg !1531
  ret void, !dbg !1532
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !1533 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1538, metadata !DIExpression()), !dbg !1539
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1540, metadata !DIExpression()), !dbg !1541
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1542, metadata !DIExpression()), !dbg !1543
  %7 = load double*, double** %4, align 8, !dbg !1544
  %8 = load double*, double** %5, align 8, !dbg !1545
  %9 = load double*, double** %6, align 8, !dbg !1546
  call void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %7, double* noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1547
  ret void, !dbg !1548
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #5 comdat !dbg !1549 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1559, metadata !DIExpression()), !dbg !1560
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1561, metadata !DIExpression()), !dbg !1562
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1563, metadata !DIExpression()), !dbg !1564
  call void @llvm.dbg.declare(metadata double* %7, metadata !1565, metadata !DIExpression()), !dbg !1566
  %8 = load double*, double** %6, align 8, !dbg !1567
  %9 = load double, double* %8, align 8, !dbg !1567
  store double %9, double* %7, align 8, !dbg !1566
  br label %10, !dbg !1568

10:                                               ; preds = %17, %3
  %11 = load double*, double** %4, align 8, !dbg !1569
  %12 = load double*, double** %5, align 8, !dbg !1572
  %13 = icmp ne double* %11, %12, !dbg !1573
  br i1 %13, label %14, label %20, !dbg !1574

14:                                               ; preds = %10
  %15 = load double, double* %7, align 8, !dbg !1575
  %16 = load double*, double** %4, align 8, !dbg !1576
  store double %15, double* %16, align 8, !dbg !1577
  br label %17, !dbg !1578

17:                                               ; preds = %14
  %18 = load double*, double** %4, align 8, !dbg !1579
  %19 = getelementptr inbounds double, double* %18, i32 1, !dbg !1579
  store double* %19, double** %4, align 8, !dbg !1579
  br label %10, !dbg !1580, !llvm.loop !1581

20:                                               ; preds = %10
  ret void, !dbg !1583
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !1584 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1585, metadata !DIExpression()), !dbg !1586
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1587, metadata !DIExpression()), !dbg !1588
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1589, metadata !DIExpression()), !dbg !1590
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1591
  %9 = icmp ne double* %8, null, !dbg !1591
  br i1 %9, label %10, label %15, !dbg !1593

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1594
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1594
  %13 = load double*, double** %5, align 8, !dbg !1595
  %14 = load i64, i64* %6, align 8, !dbg !1596
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !1597
  br label %15, !dbg !1597

15:                                               ; preds = %10, %3
  ret void, !dbg !1598
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #13
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !1599 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1600, metadata !DIExpression()), !dbg !1601
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1602, metadata !DIExpression()), !dbg !1603
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1604, metadata !DIExpression()), !dbg !1605
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1606
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1606
  %9 = load double*, double** %5, align 8, !dbg !1607
  %10 = load i64, i64* %6, align 8, !dbg !1608
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !1609
  ret void, !dbg !1610
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !1611 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1612, metadata !DIExpression()), !dbg !1613
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1614, metadata !DIExpression()), !dbg !1615
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1616, metadata !DIExpression()), !dbg !1617
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1618
  %9 = bitcast double* %8 to i8*, !dbg !1618
  call void @_ZdlPv(i8* noundef %9) #16, !dbg !1619
  ret void, !dbg !1620
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #6 comdat !dbg !1621 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1624, metadata !DIExpression()), !dbg !1625
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1626, metadata !DIExpression()), !dbg !1627
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1628, metadata !DIExpression()), !dbg !1629
  %7 = load double*, double** %4, align 8, !dbg !1630
  %8 = load double*, double** %5, align 8, !dbg !1631
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !1632
  ret void, !dbg !1633
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #6 comdat !dbg !1634 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1638, metadata !DIExpression()), !dbg !1639
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1640, metadata !DIExpression()), !dbg !1641
  %5 = load double*, double** %3, align 8, !dbg !1642
  %6 = load double*, double** %4, align 8, !dbg !1643
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !1644
  ret void, !dbg !1645
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #5 comdat align 2 !dbg !1646 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1650, metadata !DIExpression()), !dbg !1651
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1652, metadata !DIExpression()), !dbg !1653
  ret void, !dbg !1654
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!879, !880, !881, !882, !883, !884, !885}
!llvm.ident = !{!886}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !500, splitDebugInlining: false, nameTableKind: None)
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
!26 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !23, file: !24, line: 463, type: !27, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
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
!43 = !DISubprogram(name: "__new_allocator", scope: !40, file: !41, line: 80, type: !44, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!47 = !DISubprogram(name: "__new_allocator", scope: !40, file: !41, line: 83, type: !48, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !46, !50}
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!52 = !DISubprogram(name: "~__new_allocator", scope: !40, file: !41, line: 90, type: !44, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!53 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !40, file: !41, line: 93, type: !54, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !57, !58}
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !40, file: !41, line: 63, baseType: !30)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !40, file: !41, line: 65, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!60 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !40, file: !41, line: 97, type: !61, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!61 = !DISubroutineType(types: !62)
!62 = !{!63, !57, !66}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !40, file: !41, line: 64, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !40, file: !41, line: 66, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !65, size: 64)
!68 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !40, file: !41, line: 112, type: !69, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!69 = !DISubroutineType(types: !70)
!70 = !{!30, !46, !71, !75}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !41, line: 60, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !6, file: !73, line: 298, baseType: !74)
!73 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!77 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !40, file: !41, line: 142, type: !78, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !46, !30, !71}
!80 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !40, file: !41, line: 167, type: !81, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!81 = !DISubroutineType(types: !82)
!82 = !{!71, !57}
!83 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !40, file: !41, line: 210, type: !81, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!84 = !{!85}
!85 = !DITemplateTypeParameter(name: "_Tp", type: !31)
!86 = !DISubprogram(name: "allocator", scope: !34, file: !35, line: 156, type: !87, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !89}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!90 = !DISubprogram(name: "allocator", scope: !34, file: !35, line: 159, type: !91, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!91 = !DISubroutineType(types: !92)
!92 = !{null, !89, !93}
!93 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!95 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !34, file: !35, line: 164, type: !96, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !89, !93}
!98 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !34, size: 64)
!99 = !DISubprogram(name: "~allocator", scope: !34, file: !35, line: 174, type: !87, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !24, line: 435, baseType: !72)
!101 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !23, file: !24, line: 477, type: !102, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!102 = !DISubroutineType(types: !103)
!103 = !{!29, !32, !100, !104}
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !24, line: 429, baseType: !75)
!105 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !23, file: !24, line: 495, type: !106, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !32, !29, !100}
!108 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !23, file: !24, line: 547, type: !109, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !23, file: !24, line: 435, baseType: !72)
!112 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!114 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !23, file: !24, line: 562, type: !115, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!115 = !DISubroutineType(types: !116)
!116 = !{!33, !112}
!117 = !{!118}
!118 = !DITemplateTypeParameter(name: "_Alloc", type: !34)
!119 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !19, file: !17, line: 97, type: !120, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!120 = !DISubroutineType(types: !121)
!121 = !{!34, !93}
!122 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !19, file: !17, line: 100, type: !123, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !98, !98}
!125 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !19, file: !17, line: 103, type: !126, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!126 = !DISubroutineType(types: !127)
!127 = !{!128}
!128 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!129 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !19, file: !17, line: 106, type: !126, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!130 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !19, file: !17, line: 109, type: !126, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!131 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !19, file: !17, line: 112, type: !126, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!132 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !19, file: !17, line: 115, type: !126, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
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
!145 = !DISubprogram(name: "_Vector_impl_data", scope: !138, file: !4, line: 99, type: !146, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = !DISubprogram(name: "_Vector_impl_data", scope: !138, file: !4, line: 105, type: !150, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !148, !152}
!152 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !138, size: 64)
!153 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !138, file: !4, line: 113, type: !154, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !148, !156}
!156 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!158 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !138, file: !4, line: 122, type: !159, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!159 = !DISubroutineType(types: !160)
!160 = !{null, !148, !161}
!161 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !138, size: 64)
!162 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 137, type: !163, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!166 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 143, type: !167, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !165, !169}
!169 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!171 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 151, type: !172, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !165, !174}
!174 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !12, size: 64)
!175 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 156, type: !176, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !165, !178}
!178 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !15, size: 64)
!179 = !DISubprogram(name: "_Vector_impl", scope: !12, file: !4, line: 161, type: !180, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !165, !178, !174}
!182 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !9, file: !4, line: 298, type: !183, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!183 = !DISubroutineType(types: !184)
!184 = !{!185, !186}
!185 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !15, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!187 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !9, file: !4, line: 303, type: !188, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DISubroutineType(types: !189)
!189 = !{!169, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!192 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !9, file: !4, line: 308, type: !193, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!193 = !DISubroutineType(types: !194)
!194 = !{!195, !190}
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !9, file: !4, line: 294, baseType: !34)
!196 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 312, type: !197, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !186}
!199 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 318, type: !200, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!200 = !DISubroutineType(types: !201)
!201 = !{null, !186, !202}
!202 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !195)
!204 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 324, type: !205, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !186, !72}
!207 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 330, type: !208, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !186, !72, !202}
!210 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 335, type: !211, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !186, !213}
!213 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !9, size: 64)
!214 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 340, type: !215, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!215 = !DISubroutineType(types: !216)
!216 = !{null, !186, !178}
!217 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 344, type: !218, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !186, !213, !202}
!220 = !DISubprogram(name: "_Vector_base", scope: !9, file: !4, line: 358, type: !221, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !186, !202, !213}
!223 = !DISubprogram(name: "~_Vector_base", scope: !9, file: !4, line: 364, type: !197, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!224 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !9, file: !4, line: 375, type: !225, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DISubroutineType(types: !226)
!226 = !{!141, !186, !72}
!227 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !9, file: !4, line: 383, type: !228, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !186, !141, !72}
!230 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !9, file: !4, line: 393, type: !205, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!231 = !{!85, !118}
!232 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !5, file: !4, line: 465, type: !233, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!233 = !DISubroutineType(types: !234)
!234 = !{!128, !235}
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !6, file: !236, line: 82, baseType: !237)
!236 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!237 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !6, file: !236, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !238, templateParams: !248, identifier: "_ZTSSt17integral_constantIbLb1EE")
!238 = !{!239, !241, !247}
!239 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !237, file: !236, line: 64, baseType: !240, flags: DIFlagStaticMember, extraData: i1 true)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!241 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !237, file: !236, line: 67, type: !242, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!242 = !DISubroutineType(types: !243)
!243 = !{!244, !245}
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !237, file: !236, line: 65, baseType: !128)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !237)
!247 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !237, file: !236, line: 72, type: !242, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!248 = !{!249, !250}
!249 = !DITemplateTypeParameter(name: "_Tp", type: !128)
!250 = !DITemplateValueParameter(name: "__v", type: !128, value: i8 1)
!251 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !5, file: !4, line: 474, type: !252, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!252 = !DISubroutineType(types: !253)
!253 = !{!128, !254}
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !6, file: !236, line: 85, baseType: !255)
!255 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !6, file: !236, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !256, templateParams: !265, identifier: "_ZTSSt17integral_constantIbLb0EE")
!256 = !{!257, !258, !264}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !255, file: !236, line: 64, baseType: !240, flags: DIFlagStaticMember, extraData: i1 false)
!258 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !255, file: !236, line: 67, type: !259, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!259 = !DISubroutineType(types: !260)
!260 = !{!261, !262}
!261 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !255, file: !236, line: 65, baseType: !128)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !263, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !255)
!264 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !255, file: !236, line: 72, type: !259, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!265 = !{!249, !266}
!266 = !DITemplateValueParameter(name: "__v", type: !128, value: i8 0)
!267 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !5, file: !4, line: 478, type: !126, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!268 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !5, file: !4, line: 487, type: !269, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!269 = !DISubroutineType(types: !270)
!270 = !{!271, !271, !271, !271, !272, !235}
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !5, file: !4, line: 449, baseType: !141)
!272 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!273 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !5, file: !4, line: 494, type: !274, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!274 = !DISubroutineType(types: !275)
!275 = !{!271, !271, !271, !271, !272, !254}
!276 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !5, file: !4, line: 499, type: !277, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!277 = !DISubroutineType(types: !278)
!278 = !{!271, !271, !271, !271, !272}
!279 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 526, type: !280, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !282}
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!283 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 537, type: !284, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !282, !286}
!286 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !288)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !5, file: !4, line: 460, baseType: !34)
!289 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 551, type: !290, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !282, !292, !286}
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !4, line: 458, baseType: !72)
!293 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 564, type: !294, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !282, !292, !296, !286}
!296 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !298)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !5, file: !4, line: 448, baseType: !31)
!299 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 596, type: !300, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!300 = !DISubroutineType(types: !301)
!301 = !{null, !282, !302}
!302 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!304 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 615, type: !305, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!305 = !DISubroutineType(types: !306)
!306 = !{null, !282, !307}
!307 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !5, size: 64)
!308 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 619, type: !309, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!309 = !DISubroutineType(types: !310)
!310 = !{null, !282, !302, !311}
!311 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !313)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !6, file: !236, line: 128, baseType: !314)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !315, file: !236, line: 125, baseType: !34)
!315 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !6, file: !236, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !316, identifier: "_ZTSSt15__type_identityISaIdEE")
!316 = !{!317}
!317 = !DITemplateTypeParameter(name: "_Type", type: !34)
!318 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 630, type: !319, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!319 = !DISubroutineType(types: !320)
!320 = !{null, !282, !307, !286, !235}
!321 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 635, type: !322, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !282, !307, !286, !254}
!324 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 654, type: !325, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !282, !307, !311}
!327 = !DISubprogram(name: "vector", scope: !5, file: !4, line: 673, type: !328, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!328 = !DISubroutineType(types: !329)
!329 = !{null, !282, !330, !286}
!330 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !6, file: !331, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!331 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!332 = !DISubprogram(name: "~vector", scope: !5, file: !4, line: 728, type: !280, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!333 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !5, file: !4, line: 746, type: !334, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!334 = !DISubroutineType(types: !335)
!335 = !{!336, !282, !302}
!336 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!337 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !5, file: !4, line: 761, type: !338, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!338 = !DISubroutineType(types: !339)
!339 = !{!336, !282, !307}
!340 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !5, file: !4, line: 783, type: !341, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!341 = !DISubroutineType(types: !342)
!342 = !{!336, !282, !330}
!343 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !5, file: !4, line: 803, type: !344, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!344 = !DISubroutineType(types: !345)
!345 = !{null, !282, !292, !296}
!346 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !5, file: !4, line: 850, type: !347, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !282, !330}
!349 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !5, file: !4, line: 868, type: !350, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!350 = !DISubroutineType(types: !351)
!351 = !{!352, !282}
!352 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !5, file: !4, line: 453, baseType: !353)
!353 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !20, file: !354, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!354 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!355 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !5, file: !4, line: 878, type: !356, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!356 = !DISubroutineType(types: !357)
!357 = !{!358, !360}
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !5, file: !4, line: 455, baseType: !359)
!359 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !20, file: !354, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !5, file: !4, line: 888, type: !350, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!362 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !5, file: !4, line: 898, type: !356, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!363 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !5, file: !4, line: 908, type: !364, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!364 = !DISubroutineType(types: !365)
!365 = !{!366, !282}
!366 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !5, file: !4, line: 457, baseType: !367)
!367 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !6, file: !354, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!368 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !5, file: !4, line: 918, type: !369, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!369 = !DISubroutineType(types: !370)
!370 = !{!371, !360}
!371 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !5, file: !4, line: 456, baseType: !372)
!372 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !6, file: !354, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!373 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !5, file: !4, line: 928, type: !364, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!374 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !5, file: !4, line: 938, type: !369, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!375 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !5, file: !4, line: 949, type: !356, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!376 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !5, file: !4, line: 959, type: !356, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!377 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !5, file: !4, line: 969, type: !369, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!378 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !5, file: !4, line: 979, type: !369, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!379 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !5, file: !4, line: 987, type: !380, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!380 = !DISubroutineType(types: !381)
!381 = !{!292, !360}
!382 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !5, file: !4, line: 993, type: !380, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!383 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !5, file: !4, line: 1008, type: !384, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!384 = !DISubroutineType(types: !385)
!385 = !{null, !282, !292}
!386 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !5, file: !4, line: 1029, type: !344, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!387 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !5, file: !4, line: 1063, type: !280, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!388 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !5, file: !4, line: 1073, type: !380, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!389 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !5, file: !4, line: 1083, type: !390, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!390 = !DISubroutineType(types: !391)
!391 = !{!128, !360}
!392 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !5, file: !4, line: 1105, type: !384, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!393 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1121, type: !394, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!394 = !DISubroutineType(types: !395)
!395 = !{!396, !282, !292}
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !5, file: !4, line: 451, baseType: !397)
!397 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !19, file: !17, line: 62, baseType: !398)
!398 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !19, file: !17, line: 56, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !23, file: !24, line: 417, baseType: !31)
!401 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1140, type: !402, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!402 = !DISubroutineType(types: !403)
!403 = !{!404, !360, !292}
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !5, file: !4, line: 452, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !19, file: !17, line: 63, baseType: !406)
!406 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !407, size: 64)
!407 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !399)
!408 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !5, file: !4, line: 1150, type: !409, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!409 = !DISubroutineType(types: !410)
!410 = !{null, !360, !292}
!411 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !5, file: !4, line: 1173, type: !394, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!412 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !5, file: !4, line: 1192, type: !402, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!413 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !5, file: !4, line: 1204, type: !414, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubroutineType(types: !415)
!415 = !{!396, !282}
!416 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !5, file: !4, line: 1216, type: !417, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!417 = !DISubroutineType(types: !418)
!418 = !{!404, !360}
!419 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !5, file: !4, line: 1228, type: !414, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!420 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !5, file: !4, line: 1240, type: !417, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!421 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !5, file: !4, line: 1255, type: !422, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!422 = !DISubroutineType(types: !423)
!423 = !{!30, !282}
!424 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !5, file: !4, line: 1260, type: !425, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!425 = !DISubroutineType(types: !426)
!426 = !{!64, !360}
!427 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !5, file: !4, line: 1276, type: !428, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !282, !296}
!430 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !5, file: !4, line: 1293, type: !431, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!431 = !DISubroutineType(types: !432)
!432 = !{null, !282, !433}
!433 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !298, size: 64)
!434 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !5, file: !4, line: 1317, type: !280, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!435 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !5, file: !4, line: 1357, type: !436, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubroutineType(types: !437)
!437 = !{!352, !282, !358, !296}
!438 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !5, file: !4, line: 1388, type: !439, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!439 = !DISubroutineType(types: !440)
!440 = !{!352, !282, !358, !433}
!441 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !5, file: !4, line: 1406, type: !442, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!442 = !DISubroutineType(types: !443)
!443 = !{!352, !282, !358, !330}
!444 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !5, file: !4, line: 1432, type: !445, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!445 = !DISubroutineType(types: !446)
!446 = !{!352, !282, !358, !292, !296}
!447 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !5, file: !4, line: 1529, type: !448, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!448 = !DISubroutineType(types: !449)
!449 = !{!352, !282, !358}
!450 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !5, file: !4, line: 1557, type: !451, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!451 = !DISubroutineType(types: !452)
!452 = !{!352, !282, !358, !358}
!453 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !5, file: !4, line: 1581, type: !454, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!454 = !DISubroutineType(types: !455)
!455 = !{null, !282, !336}
!456 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !5, file: !4, line: 1600, type: !280, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!457 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !5, file: !4, line: 1699, type: !344, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!458 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !5, file: !4, line: 1710, type: !384, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!459 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !5, file: !4, line: 1757, type: !344, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!460 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !5, file: !4, line: 1801, type: !461, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !282, !352, !292, !296}
!463 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !5, file: !4, line: 1807, type: !384, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!464 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !5, file: !4, line: 1811, type: !465, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!465 = !DISubroutineType(types: !466)
!466 = !{!128, !282}
!467 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !5, file: !4, line: 1873, type: !439, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!468 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !5, file: !4, line: 1884, type: !439, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!469 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !5, file: !4, line: 1891, type: !470, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!470 = !DISubroutineType(types: !471)
!471 = !{!472, !360, !292, !473}
!472 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !5, file: !4, line: 458, baseType: !72)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !474, size: 64)
!474 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !475)
!475 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!476 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !5, file: !4, line: 1902, type: !477, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!477 = !DISubroutineType(types: !478)
!478 = !{!472, !292, !286}
!479 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !5, file: !4, line: 1911, type: !480, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!480 = !DISubroutineType(types: !481)
!481 = !{!472, !482}
!482 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !483, size: 64)
!483 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!484 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !5, file: !4, line: 1928, type: !485, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!485 = !DISubroutineType(types: !486)
!486 = !{null, !282, !271}
!487 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !5, file: !4, line: 1941, type: !488, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!488 = !DISubroutineType(types: !489)
!489 = !{!352, !282, !352}
!490 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !5, file: !4, line: 1945, type: !491, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!491 = !DISubroutineType(types: !492)
!492 = !{!352, !282, !352, !352}
!493 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !5, file: !4, line: 1954, type: !494, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !282, !307, !235}
!496 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !5, file: !4, line: 1966, type: !497, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!497 = !DISubroutineType(types: !498)
!498 = !{null, !282, !307, !254}
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!500 = !{!501, !505, !512, !516, !523, !527, !532, !534, !538, !542, !546, !556, !560, !564, !568, !572, !577, !581, !585, !589, !593, !601, !605, !609, !611, !615, !619, !624, !630, !634, !638, !640, !648, !652, !659, !661, !665, !669, !673, !677, !682, !687, !692, !693, !694, !695, !697, !698, !699, !700, !701, !702, !703, !709, !715, !720, !724, !726, !728, !730, !732, !739, !743, !747, !751, !755, !759, !764, !768, !770, !774, !780, !784, !789, !791, !793, !797, !801, !803, !805, !807, !809, !813, !815, !817, !821, !825, !829, !833, !837, !841, !843, !850, !854, !858, !862, !864, !866, !870, !874, !875, !876, !877, !878}
!501 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !502, entity: !503, file: !504, line: 58)
!502 = !DINamespace(name: "__gnu_debug", scope: null)
!503 = !DINamespace(name: "__debug", scope: !6)
!504 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!505 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !506, file: !511, line: 52)
!506 = !DISubprogram(name: "abs", scope: !507, file: !507, line: 861, type: !508, flags: DIFlagPrototyped, spFlags: 0)
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
!524 = !DISubprogram(name: "abort", scope: !507, file: !507, line: 611, type: !525, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!525 = !DISubroutineType(types: !526)
!526 = !{null}
!527 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !528, file: !515, line: 134)
!528 = !DISubprogram(name: "atexit", scope: !507, file: !507, line: 615, type: !529, flags: DIFlagPrototyped, spFlags: 0)
!529 = !DISubroutineType(types: !530)
!530 = !{!510, !531}
!531 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 64)
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !533, file: !515, line: 137)
!533 = !DISubprogram(name: "at_quick_exit", scope: !507, file: !507, line: 620, type: !529, flags: DIFlagPrototyped, spFlags: 0)
!534 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !535, file: !515, line: 140)
!535 = !DISubprogram(name: "atof", scope: !507, file: !507, line: 102, type: !536, flags: DIFlagPrototyped, spFlags: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{!31, !473}
!538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !539, file: !515, line: 141)
!539 = !DISubprogram(name: "atoi", scope: !507, file: !507, line: 105, type: !540, flags: DIFlagPrototyped, spFlags: 0)
!540 = !DISubroutineType(types: !541)
!541 = !{!510, !473}
!542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !543, file: !515, line: 142)
!543 = !DISubprogram(name: "atol", scope: !507, file: !507, line: 108, type: !544, flags: DIFlagPrototyped, spFlags: 0)
!544 = !DISubroutineType(types: !545)
!545 = !{!521, !473}
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !547, file: !515, line: 143)
!547 = !DISubprogram(name: "bsearch", scope: !507, file: !507, line: 841, type: !548, flags: DIFlagPrototyped, spFlags: 0)
!548 = !DISubroutineType(types: !549)
!549 = !{!499, !75, !75, !550, !550, !552}
!550 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !551, line: 46, baseType: !74)
!551 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!552 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !507, line: 829, baseType: !553)
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !554, size: 64)
!554 = !DISubroutineType(types: !555)
!555 = !{!510, !75, !75}
!556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !557, file: !515, line: 144)
!557 = !DISubprogram(name: "calloc", scope: !507, file: !507, line: 556, type: !558, flags: DIFlagPrototyped, spFlags: 0)
!558 = !DISubroutineType(types: !559)
!559 = !{!499, !550, !550}
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !561, file: !515, line: 145)
!561 = !DISubprogram(name: "div", scope: !507, file: !507, line: 873, type: !562, flags: DIFlagPrototyped, spFlags: 0)
!562 = !DISubroutineType(types: !563)
!563 = !{!513, !510, !510}
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !565, file: !515, line: 146)
!565 = !DISubprogram(name: "exit", scope: !507, file: !507, line: 637, type: !566, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!566 = !DISubroutineType(types: !567)
!567 = !{null, !510}
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !569, file: !515, line: 147)
!569 = !DISubprogram(name: "free", scope: !507, file: !507, line: 568, type: !570, flags: DIFlagPrototyped, spFlags: 0)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !499}
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !573, file: !515, line: 148)
!573 = !DISubprogram(name: "getenv", scope: !507, file: !507, line: 654, type: !574, flags: DIFlagPrototyped, spFlags: 0)
!574 = !DISubroutineType(types: !575)
!575 = !{!576, !473}
!576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !475, size: 64)
!577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !578, file: !515, line: 149)
!578 = !DISubprogram(name: "labs", scope: !507, file: !507, line: 862, type: !579, flags: DIFlagPrototyped, spFlags: 0)
!579 = !DISubroutineType(types: !580)
!580 = !{!521, !521}
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !582, file: !515, line: 150)
!582 = !DISubprogram(name: "ldiv", scope: !507, file: !507, line: 875, type: !583, flags: DIFlagPrototyped, spFlags: 0)
!583 = !DISubroutineType(types: !584)
!584 = !{!517, !521, !521}
!585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !586, file: !515, line: 151)
!586 = !DISubprogram(name: "malloc", scope: !507, file: !507, line: 553, type: !587, flags: DIFlagPrototyped, spFlags: 0)
!587 = !DISubroutineType(types: !588)
!588 = !{!499, !550}
!589 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !590, file: !515, line: 153)
!590 = !DISubprogram(name: "mblen", scope: !507, file: !507, line: 943, type: !591, flags: DIFlagPrototyped, spFlags: 0)
!591 = !DISubroutineType(types: !592)
!592 = !{!510, !473, !550}
!593 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !594, file: !515, line: 154)
!594 = !DISubprogram(name: "mbstowcs", scope: !507, file: !507, line: 954, type: !595, flags: DIFlagPrototyped, spFlags: 0)
!595 = !DISubroutineType(types: !596)
!596 = !{!550, !597, !600, !550}
!597 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !598)
!598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !599, size: 64)
!599 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!600 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !473)
!601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !602, file: !515, line: 155)
!602 = !DISubprogram(name: "mbtowc", scope: !507, file: !507, line: 946, type: !603, flags: DIFlagPrototyped, spFlags: 0)
!603 = !DISubroutineType(types: !604)
!604 = !{!510, !597, !600, !550}
!605 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !606, file: !515, line: 157)
!606 = !DISubprogram(name: "qsort", scope: !507, file: !507, line: 851, type: !607, flags: DIFlagPrototyped, spFlags: 0)
!607 = !DISubroutineType(types: !608)
!608 = !{null, !499, !550, !550, !552}
!609 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !610, file: !515, line: 160)
!610 = !DISubprogram(name: "quick_exit", scope: !507, file: !507, line: 643, type: !566, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !612, file: !515, line: 163)
!612 = !DISubprogram(name: "rand", scope: !507, file: !507, line: 454, type: !613, flags: DIFlagPrototyped, spFlags: 0)
!613 = !DISubroutineType(types: !614)
!614 = !{!510}
!615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !616, file: !515, line: 164)
!616 = !DISubprogram(name: "realloc", scope: !507, file: !507, line: 564, type: !617, flags: DIFlagPrototyped, spFlags: 0)
!617 = !DISubroutineType(types: !618)
!618 = !{!499, !499, !550}
!619 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !620, file: !515, line: 165)
!620 = !DISubprogram(name: "srand", scope: !507, file: !507, line: 456, type: !621, flags: DIFlagPrototyped, spFlags: 0)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !623}
!623 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !625, file: !515, line: 166)
!625 = !DISubprogram(name: "strtod", scope: !507, file: !507, line: 118, type: !626, flags: DIFlagPrototyped, spFlags: 0)
!626 = !DISubroutineType(types: !627)
!627 = !{!31, !600, !628}
!628 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !629)
!629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !576, size: 64)
!630 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !631, file: !515, line: 167)
!631 = !DISubprogram(name: "strtol", scope: !507, file: !507, line: 177, type: !632, flags: DIFlagPrototyped, spFlags: 0)
!632 = !DISubroutineType(types: !633)
!633 = !{!521, !600, !628, !510}
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !635, file: !515, line: 168)
!635 = !DISubprogram(name: "strtoul", scope: !507, file: !507, line: 181, type: !636, flags: DIFlagPrototyped, spFlags: 0)
!636 = !DISubroutineType(types: !637)
!637 = !{!74, !600, !628, !510}
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !639, file: !515, line: 169)
!639 = !DISubprogram(name: "system", scope: !507, file: !507, line: 804, type: !540, flags: DIFlagPrototyped, spFlags: 0)
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !641, file: !515, line: 171)
!641 = !DISubprogram(name: "wcstombs", scope: !507, file: !507, line: 958, type: !642, flags: DIFlagPrototyped, spFlags: 0)
!642 = !DISubroutineType(types: !643)
!643 = !{!550, !644, !645, !550}
!644 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !576)
!645 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !646)
!646 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !647, size: 64)
!647 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !599)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !649, file: !515, line: 172)
!649 = !DISubprogram(name: "wctomb", scope: !507, file: !507, line: 950, type: !650, flags: DIFlagPrototyped, spFlags: 0)
!650 = !DISubroutineType(types: !651)
!651 = !{!510, !576, !599}
!652 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !653, file: !515, line: 200)
!653 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !507, line: 81, baseType: !654)
!654 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !507, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !655, identifier: "_ZTS7lldiv_t")
!655 = !{!656, !658}
!656 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !654, file: !507, line: 79, baseType: !657, size: 64)
!657 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!658 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !654, file: !507, line: 80, baseType: !657, size: 64, offset: 64)
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !660, file: !515, line: 206)
!660 = !DISubprogram(name: "_Exit", scope: !507, file: !507, line: 649, type: !566, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !662, file: !515, line: 210)
!662 = !DISubprogram(name: "llabs", scope: !507, file: !507, line: 865, type: !663, flags: DIFlagPrototyped, spFlags: 0)
!663 = !DISubroutineType(types: !664)
!664 = !{!657, !657}
!665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !666, file: !515, line: 216)
!666 = !DISubprogram(name: "lldiv", scope: !507, file: !507, line: 879, type: !667, flags: DIFlagPrototyped, spFlags: 0)
!667 = !DISubroutineType(types: !668)
!668 = !{!653, !657, !657}
!669 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !670, file: !515, line: 227)
!670 = !DISubprogram(name: "atoll", scope: !507, file: !507, line: 113, type: !671, flags: DIFlagPrototyped, spFlags: 0)
!671 = !DISubroutineType(types: !672)
!672 = !{!657, !473}
!673 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !674, file: !515, line: 228)
!674 = !DISubprogram(name: "strtoll", scope: !507, file: !507, line: 201, type: !675, flags: DIFlagPrototyped, spFlags: 0)
!675 = !DISubroutineType(types: !676)
!676 = !{!657, !600, !628, !510}
!677 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !678, file: !515, line: 229)
!678 = !DISubprogram(name: "strtoull", scope: !507, file: !507, line: 206, type: !679, flags: DIFlagPrototyped, spFlags: 0)
!679 = !DISubroutineType(types: !680)
!680 = !{!681, !600, !628, !510}
!681 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !683, file: !515, line: 231)
!683 = !DISubprogram(name: "strtof", scope: !507, file: !507, line: 124, type: !684, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DISubroutineType(types: !685)
!685 = !{!686, !600, !628}
!686 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!687 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !688, file: !515, line: 232)
!688 = !DISubprogram(name: "strtold", scope: !507, file: !507, line: 127, type: !689, flags: DIFlagPrototyped, spFlags: 0)
!689 = !DISubroutineType(types: !690)
!690 = !{!691, !600, !628}
!691 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !653, file: !515, line: 240)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !660, file: !515, line: 242)
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !662, file: !515, line: 244)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !696, file: !515, line: 245)
!696 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !20, file: !515, line: 213, type: !667, flags: DIFlagPrototyped, spFlags: 0)
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !666, file: !515, line: 246)
!698 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !670, file: !515, line: 248)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !683, file: !515, line: 249)
!700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !674, file: !515, line: 250)
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !678, file: !515, line: 251)
!702 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !688, file: !515, line: 252)
!703 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !704, file: !708, line: 98)
!704 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !705, line: 7, baseType: !706)
!705 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!706 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !707, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!707 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!708 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!709 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !710, file: !708, line: 99)
!710 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !711, line: 84, baseType: !712)
!711 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!712 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !713, line: 14, baseType: !714)
!713 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!714 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !713, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !716, file: !708, line: 101)
!716 = !DISubprogram(name: "clearerr", scope: !711, file: !711, line: 786, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!717 = !DISubroutineType(types: !718)
!718 = !{null, !719}
!719 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !704, size: 64)
!720 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !721, file: !708, line: 102)
!721 = !DISubprogram(name: "fclose", scope: !711, file: !711, line: 178, type: !722, flags: DIFlagPrototyped, spFlags: 0)
!722 = !DISubroutineType(types: !723)
!723 = !{!510, !719}
!724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !725, file: !708, line: 103)
!725 = !DISubprogram(name: "feof", scope: !711, file: !711, line: 788, type: !722, flags: DIFlagPrototyped, spFlags: 0)
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !727, file: !708, line: 104)
!727 = !DISubprogram(name: "ferror", scope: !711, file: !711, line: 790, type: !722, flags: DIFlagPrototyped, spFlags: 0)
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !729, file: !708, line: 105)
!729 = !DISubprogram(name: "fflush", scope: !711, file: !711, line: 230, type: !722, flags: DIFlagPrototyped, spFlags: 0)
!730 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !731, file: !708, line: 106)
!731 = !DISubprogram(name: "fgetc", scope: !711, file: !711, line: 513, type: !722, flags: DIFlagPrototyped, spFlags: 0)
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !733, file: !708, line: 107)
!733 = !DISubprogram(name: "fgetpos", scope: !711, file: !711, line: 760, type: !734, flags: DIFlagPrototyped, spFlags: 0)
!734 = !DISubroutineType(types: !735)
!735 = !{!510, !736, !737}
!736 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !719)
!737 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !738)
!738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !710, size: 64)
!739 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !740, file: !708, line: 108)
!740 = !DISubprogram(name: "fgets", scope: !711, file: !711, line: 592, type: !741, flags: DIFlagPrototyped, spFlags: 0)
!741 = !DISubroutineType(types: !742)
!742 = !{!576, !644, !510, !736}
!743 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !744, file: !708, line: 109)
!744 = !DISubprogram(name: "fopen", scope: !711, file: !711, line: 258, type: !745, flags: DIFlagPrototyped, spFlags: 0)
!745 = !DISubroutineType(types: !746)
!746 = !{!719, !600, !600}
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !748, file: !708, line: 110)
!748 = !DISubprogram(name: "fprintf", scope: !711, file: !711, line: 350, type: !749, flags: DIFlagPrototyped, spFlags: 0)
!749 = !DISubroutineType(types: !750)
!750 = !{!510, !736, !600, null}
!751 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !752, file: !708, line: 111)
!752 = !DISubprogram(name: "fputc", scope: !711, file: !711, line: 549, type: !753, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{!510, !510, !719}
!755 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !756, file: !708, line: 112)
!756 = !DISubprogram(name: "fputs", scope: !711, file: !711, line: 655, type: !757, flags: DIFlagPrototyped, spFlags: 0)
!757 = !DISubroutineType(types: !758)
!758 = !{!510, !600, !736}
!759 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !760, file: !708, line: 113)
!760 = !DISubprogram(name: "fread", scope: !711, file: !711, line: 675, type: !761, flags: DIFlagPrototyped, spFlags: 0)
!761 = !DISubroutineType(types: !762)
!762 = !{!550, !763, !550, !550, !736}
!763 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !499)
!764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !765, file: !708, line: 114)
!765 = !DISubprogram(name: "freopen", scope: !711, file: !711, line: 265, type: !766, flags: DIFlagPrototyped, spFlags: 0)
!766 = !DISubroutineType(types: !767)
!767 = !{!719, !600, !600, !736}
!768 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !769, file: !708, line: 115)
!769 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !711, file: !711, line: 434, type: !749, flags: DIFlagPrototyped, spFlags: 0)
!770 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !771, file: !708, line: 116)
!771 = !DISubprogram(name: "fseek", scope: !711, file: !711, line: 713, type: !772, flags: DIFlagPrototyped, spFlags: 0)
!772 = !DISubroutineType(types: !773)
!773 = !{!510, !719, !521, !510}
!774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !775, file: !708, line: 117)
!775 = !DISubprogram(name: "fsetpos", scope: !711, file: !711, line: 765, type: !776, flags: DIFlagPrototyped, spFlags: 0)
!776 = !DISubroutineType(types: !777)
!777 = !{!510, !719, !778}
!778 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !779, size: 64)
!779 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !710)
!780 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !781, file: !708, line: 118)
!781 = !DISubprogram(name: "ftell", scope: !711, file: !711, line: 718, type: !782, flags: DIFlagPrototyped, spFlags: 0)
!782 = !DISubroutineType(types: !783)
!783 = !{!521, !719}
!784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !785, file: !708, line: 119)
!785 = !DISubprogram(name: "fwrite", scope: !711, file: !711, line: 681, type: !786, flags: DIFlagPrototyped, spFlags: 0)
!786 = !DISubroutineType(types: !787)
!787 = !{!550, !788, !550, !550, !736}
!788 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!789 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !790, file: !708, line: 120)
!790 = !DISubprogram(name: "getc", scope: !711, file: !711, line: 514, type: !722, flags: DIFlagPrototyped, spFlags: 0)
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !792, file: !708, line: 121)
!792 = !DISubprogram(name: "getchar", scope: !711, file: !711, line: 520, type: !613, flags: DIFlagPrototyped, spFlags: 0)
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !794, file: !708, line: 126)
!794 = !DISubprogram(name: "perror", scope: !711, file: !711, line: 804, type: !795, flags: DIFlagPrototyped, spFlags: 0)
!795 = !DISubroutineType(types: !796)
!796 = !{null, !473}
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !798, file: !708, line: 127)
!798 = !DISubprogram(name: "printf", scope: !711, file: !711, line: 356, type: !799, flags: DIFlagPrototyped, spFlags: 0)
!799 = !DISubroutineType(types: !800)
!800 = !{!510, !600, null}
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !802, file: !708, line: 128)
!802 = !DISubprogram(name: "putc", scope: !711, file: !711, line: 550, type: !753, flags: DIFlagPrototyped, spFlags: 0)
!803 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !804, file: !708, line: 129)
!804 = !DISubprogram(name: "putchar", scope: !711, file: !711, line: 556, type: !508, flags: DIFlagPrototyped, spFlags: 0)
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !806, file: !708, line: 130)
!806 = !DISubprogram(name: "puts", scope: !711, file: !711, line: 661, type: !540, flags: DIFlagPrototyped, spFlags: 0)
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !808, file: !708, line: 131)
!808 = !DISubprogram(name: "remove", scope: !711, file: !711, line: 152, type: !540, flags: DIFlagPrototyped, spFlags: 0)
!809 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !810, file: !708, line: 132)
!810 = !DISubprogram(name: "rename", scope: !711, file: !711, line: 154, type: !811, flags: DIFlagPrototyped, spFlags: 0)
!811 = !DISubroutineType(types: !812)
!812 = !{!510, !473, !473}
!813 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !814, file: !708, line: 133)
!814 = !DISubprogram(name: "rewind", scope: !711, file: !711, line: 723, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !816, file: !708, line: 134)
!816 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !711, file: !711, line: 437, type: !799, flags: DIFlagPrototyped, spFlags: 0)
!817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !818, file: !708, line: 135)
!818 = !DISubprogram(name: "setbuf", scope: !711, file: !711, line: 328, type: !819, flags: DIFlagPrototyped, spFlags: 0)
!819 = !DISubroutineType(types: !820)
!820 = !{null, !736, !644}
!821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !822, file: !708, line: 136)
!822 = !DISubprogram(name: "setvbuf", scope: !711, file: !711, line: 332, type: !823, flags: DIFlagPrototyped, spFlags: 0)
!823 = !DISubroutineType(types: !824)
!824 = !{!510, !736, !644, !510, !550}
!825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !826, file: !708, line: 137)
!826 = !DISubprogram(name: "sprintf", scope: !711, file: !711, line: 358, type: !827, flags: DIFlagPrototyped, spFlags: 0)
!827 = !DISubroutineType(types: !828)
!828 = !{!510, !644, !600, null}
!829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !830, file: !708, line: 138)
!830 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !711, file: !711, line: 439, type: !831, flags: DIFlagPrototyped, spFlags: 0)
!831 = !DISubroutineType(types: !832)
!832 = !{!510, !600, !600, null}
!833 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !834, file: !708, line: 139)
!834 = !DISubprogram(name: "tmpfile", scope: !711, file: !711, line: 188, type: !835, flags: DIFlagPrototyped, spFlags: 0)
!835 = !DISubroutineType(types: !836)
!836 = !{!719}
!837 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !838, file: !708, line: 141)
!838 = !DISubprogram(name: "tmpnam", scope: !711, file: !711, line: 205, type: !839, flags: DIFlagPrototyped, spFlags: 0)
!839 = !DISubroutineType(types: !840)
!840 = !{!576, !576}
!841 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !842, file: !708, line: 143)
!842 = !DISubprogram(name: "ungetc", scope: !711, file: !711, line: 668, type: !753, flags: DIFlagPrototyped, spFlags: 0)
!843 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !844, file: !708, line: 144)
!844 = !DISubprogram(name: "vfprintf", scope: !711, file: !711, line: 365, type: !845, flags: DIFlagPrototyped, spFlags: 0)
!845 = !DISubroutineType(types: !846)
!846 = !{!510, !736, !600, !847}
!847 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !848, size: 64)
!848 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !849, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!849 = !DIFile(filename: "tiles_cpp.cpp", directory: "/work/main/internal/pipeline/testdata")
!850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !851, file: !708, line: 145)
!851 = !DISubprogram(name: "vprintf", scope: !711, file: !711, line: 371, type: !852, flags: DIFlagPrototyped, spFlags: 0)
!852 = !DISubroutineType(types: !853)
!853 = !{!510, !600, !847}
!854 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !855, file: !708, line: 146)
!855 = !DISubprogram(name: "vsprintf", scope: !711, file: !711, line: 373, type: !856, flags: DIFlagPrototyped, spFlags: 0)
!856 = !DISubroutineType(types: !857)
!857 = !{!510, !644, !600, !847}
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !859, file: !708, line: 175)
!859 = !DISubprogram(name: "snprintf", scope: !711, file: !711, line: 378, type: !860, flags: DIFlagPrototyped, spFlags: 0)
!860 = !DISubroutineType(types: !861)
!861 = !{!510, !644, !550, !600, null}
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !863, file: !708, line: 176)
!863 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !711, file: !711, line: 479, type: !845, flags: DIFlagPrototyped, spFlags: 0)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !865, file: !708, line: 177)
!865 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !711, file: !711, line: 484, type: !852, flags: DIFlagPrototyped, spFlags: 0)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !867, file: !708, line: 178)
!867 = !DISubprogram(name: "vsnprintf", scope: !711, file: !711, line: 382, type: !868, flags: DIFlagPrototyped, spFlags: 0)
!868 = !DISubroutineType(types: !869)
!869 = !{!510, !644, !550, !600, !847}
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !20, entity: !871, file: !708, line: 179)
!871 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !711, file: !711, line: 487, type: !872, flags: DIFlagPrototyped, spFlags: 0)
!872 = !DISubroutineType(types: !873)
!873 = !{!510, !600, !600, !847}
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !859, file: !708, line: 185)
!875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !863, file: !708, line: 186)
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !865, file: !708, line: 187)
!877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !867, file: !708, line: 188)
!878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !6, entity: !871, file: !708, line: 189)
!879 = !{i32 7, !"Dwarf Version", i32 5}
!880 = !{i32 2, !"Debug Info Version", i32 3}
!881 = !{i32 1, !"wchar_size", i32 4}
!882 = !{i32 7, !"PIC Level", i32 2}
!883 = !{i32 7, !"PIE Level", i32 2}
!884 = !{i32 7, !"uwtable", i32 1}
!885 = !{i32 7, !"frame-pointer", i32 2}
!886 = !{!"Debian clang version 14.0.6"}
!887 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !888, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !135)
!888 = !DISubroutineType(types: !889)
!889 = !{!510, !510, !629}
!890 = !DILocalVariable(name: "argc", arg: 1, scope: !887, file: !1, line: 16, type: !510)
!891 = !DILocation(line: 16, column: 14, scope: !887)
!892 = !DILocalVariable(name: "argv", arg: 2, scope: !887, file: !1, line: 16, type: !629)
!893 = !DILocation(line: 16, column: 27, scope: !887)
!894 = !DILocalVariable(name: "n", scope: !887, file: !1, line: 17, type: !72)
!895 = !DILocation(line: 17, column: 15, scope: !887)
!896 = !DILocation(line: 17, column: 19, scope: !887)
!897 = !DILocation(line: 17, column: 24, scope: !887)
!898 = !DILocation(line: 17, column: 43, scope: !887)
!899 = !DILocation(line: 17, column: 30, scope: !887)
!900 = !DILocalVariable(name: "m", scope: !887, file: !1, line: 18, type: !72)
!901 = !DILocation(line: 18, column: 15, scope: !887)
!902 = !DILocation(line: 18, column: 19, scope: !887)
!903 = !DILocation(line: 18, column: 24, scope: !887)
!904 = !DILocation(line: 18, column: 43, scope: !887)
!905 = !DILocation(line: 18, column: 30, scope: !887)
!906 = !DILocalVariable(name: "bs", scope: !887, file: !1, line: 19, type: !72)
!907 = !DILocation(line: 19, column: 15, scope: !887)
!908 = !DILocation(line: 19, column: 20, scope: !887)
!909 = !DILocation(line: 19, column: 25, scope: !887)
!910 = !DILocation(line: 19, column: 44, scope: !887)
!911 = !DILocation(line: 19, column: 31, scope: !887)
!912 = !DILocalVariable(name: "a", scope: !887, file: !1, line: 20, type: !5)
!913 = !DILocation(line: 20, column: 23, scope: !887)
!914 = !DILocation(line: 20, column: 25, scope: !887)
!915 = !DILocation(line: 20, column: 29, scope: !887)
!916 = !DILocation(line: 20, column: 27, scope: !887)
!917 = !DILocalVariable(name: "b", scope: !887, file: !1, line: 20, type: !5)
!918 = !DILocation(line: 20, column: 33, scope: !887)
!919 = !DILocation(line: 20, column: 35, scope: !887)
!920 = !DILocation(line: 20, column: 39, scope: !887)
!921 = !DILocation(line: 20, column: 37, scope: !887)
!922 = !DILocalVariable(name: "i", scope: !923, file: !1, line: 21, type: !72)
!923 = distinct !DILexicalBlock(scope: !887, file: !1, line: 21, column: 3)
!924 = !DILocation(line: 21, column: 20, scope: !923)
!925 = !DILocation(line: 21, column: 8, scope: !923)
!926 = !DILocation(line: 21, column: 27, scope: !927)
!927 = distinct !DILexicalBlock(scope: !923, file: !1, line: 21, column: 3)
!928 = !DILocation(line: 21, column: 31, scope: !927)
!929 = !DILocation(line: 21, column: 35, scope: !927)
!930 = !DILocation(line: 21, column: 33, scope: !927)
!931 = !DILocation(line: 21, column: 29, scope: !927)
!932 = !DILocation(line: 21, column: 3, scope: !923)
!933 = !DILocation(line: 21, column: 50, scope: !927)
!934 = !DILocation(line: 21, column: 52, scope: !927)
!935 = !DILocation(line: 21, column: 45, scope: !927)
!936 = !DILocation(line: 21, column: 43, scope: !927)
!937 = !DILocation(line: 21, column: 48, scope: !927)
!938 = !DILocation(line: 21, column: 39, scope: !927)
!939 = !DILocation(line: 21, column: 3, scope: !927)
!940 = distinct !{!940, !932, !941, !942}
!941 = !DILocation(line: 21, column: 54, scope: !923)
!942 = !{!"llvm.loop.mustprogress"}
!943 = !DILocation(line: 26, column: 1, scope: !887)
!944 = !DILocation(line: 22, column: 19, scope: !887)
!945 = !DILocation(line: 22, column: 22, scope: !887)
!946 = !DILocation(line: 22, column: 25, scope: !887)
!947 = !DILocation(line: 22, column: 3, scope: !887)
!948 = !DILocalVariable(name: "s", scope: !887, file: !1, line: 23, type: !31)
!949 = !DILocation(line: 23, column: 10, scope: !887)
!950 = !DILocalVariable(name: "i", scope: !951, file: !1, line: 24, type: !72)
!951 = distinct !DILexicalBlock(scope: !887, file: !1, line: 24, column: 3)
!952 = !DILocation(line: 24, column: 20, scope: !951)
!953 = !DILocation(line: 24, column: 8, scope: !951)
!954 = !DILocation(line: 24, column: 27, scope: !955)
!955 = distinct !DILexicalBlock(scope: !951, file: !1, line: 24, column: 3)
!956 = !DILocation(line: 24, column: 31, scope: !955)
!957 = !DILocation(line: 24, column: 35, scope: !955)
!958 = !DILocation(line: 24, column: 33, scope: !955)
!959 = !DILocation(line: 24, column: 29, scope: !955)
!960 = !DILocation(line: 24, column: 3, scope: !951)
!961 = !DILocation(line: 24, column: 50, scope: !955)
!962 = !DILocation(line: 24, column: 48, scope: !955)
!963 = !DILocation(line: 24, column: 56, scope: !955)
!964 = !DILocation(line: 24, column: 58, scope: !955)
!965 = !DILocation(line: 24, column: 55, scope: !955)
!966 = !DILocation(line: 24, column: 45, scope: !955)
!967 = !DILocation(line: 24, column: 43, scope: !955)
!968 = !DILocation(line: 24, column: 39, scope: !955)
!969 = !DILocation(line: 24, column: 3, scope: !955)
!970 = distinct !{!970, !960, !971, !942}
!971 = !DILocation(line: 24, column: 61, scope: !951)
!972 = !DILocation(line: 25, column: 25, scope: !887)
!973 = !DILocation(line: 25, column: 3, scope: !887)
!974 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !34, file: !35, line: 156, type: !87, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !86, retainedNodes: !135)
!975 = !DILocalVariable(name: "this", arg: 1, scope: !974, type: !976, flags: DIFlagArtificial | DIFlagObjectPointer)
!976 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!977 = !DILocation(line: 0, scope: !974)
!978 = !DILocation(line: 156, column: 36, scope: !974)
!979 = !DILocation(line: 156, column: 7, scope: !974)
!980 = !DILocation(line: 156, column: 38, scope: !974)
!981 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKS0_", scope: !5, file: !4, line: 551, type: !290, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !289, retainedNodes: !135)
!982 = !DILocalVariable(name: "this", arg: 1, scope: !981, type: !983, flags: DIFlagArtificial | DIFlagObjectPointer)
!983 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!984 = !DILocation(line: 0, scope: !981)
!985 = !DILocalVariable(name: "__n", arg: 2, scope: !981, file: !4, line: 551, type: !292)
!986 = !DILocation(line: 551, column: 24, scope: !981)
!987 = !DILocalVariable(name: "__a", arg: 3, scope: !981, file: !4, line: 551, type: !286)
!988 = !DILocation(line: 551, column: 51, scope: !981)
!989 = !DILocation(line: 553, column: 7, scope: !981)
!990 = !DILocation(line: 552, column: 33, scope: !981)
!991 = !DILocation(line: 552, column: 38, scope: !981)
!992 = !DILocation(line: 552, column: 15, scope: !981)
!993 = !DILocation(line: 552, column: 44, scope: !981)
!994 = !DILocation(line: 552, column: 9, scope: !981)
!995 = !DILocation(line: 553, column: 31, scope: !996)
!996 = distinct !DILexicalBlock(scope: !981, file: !4, line: 553, column: 7)
!997 = !DILocation(line: 553, column: 9, scope: !996)
!998 = !DILocation(line: 553, column: 37, scope: !981)
!999 = !DILocation(line: 553, column: 37, scope: !996)
!1000 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !34, file: !35, line: 174, type: !87, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !99, retainedNodes: !135)
!1001 = !DILocalVariable(name: "this", arg: 1, scope: !1000, type: !976, flags: DIFlagArtificial | DIFlagObjectPointer)
!1002 = !DILocation(line: 0, scope: !1000)
!1003 = !DILocation(line: 174, column: 39, scope: !1004)
!1004 = distinct !DILexicalBlock(scope: !1000, file: !35, line: 174, column: 37)
!1005 = !DILocation(line: 174, column: 39, scope: !1000)
!1006 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1121, type: !394, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !393, retainedNodes: !135)
!1007 = !DILocalVariable(name: "this", arg: 1, scope: !1006, type: !983, flags: DIFlagArtificial | DIFlagObjectPointer)
!1008 = !DILocation(line: 0, scope: !1006)
!1009 = !DILocalVariable(name: "__n", arg: 2, scope: !1006, file: !4, line: 1121, type: !292)
!1010 = !DILocation(line: 1121, column: 28, scope: !1006)
!1011 = !DILocation(line: 1124, column: 17, scope: !1006)
!1012 = !DILocation(line: 1124, column: 11, scope: !1006)
!1013 = !DILocation(line: 1124, column: 25, scope: !1006)
!1014 = !DILocation(line: 1124, column: 36, scope: !1006)
!1015 = !DILocation(line: 1124, column: 34, scope: !1006)
!1016 = !DILocation(line: 1124, column: 2, scope: !1006)
!1017 = distinct !DISubprogram(name: "transpose", linkageName: "_ZL9transposeRSt6vectorIdSaIdEERKS1_mmm", scope: !1, file: !1, line: 8, type: !1018, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !135)
!1018 = !DISubroutineType(types: !1019)
!1019 = !{null, !336, !302, !72, !72, !72}
!1020 = !DILocalVariable(name: "b", arg: 1, scope: !1017, file: !1, line: 8, type: !336)
!1021 = !DILocation(line: 8, column: 44, scope: !1017)
!1022 = !DILocalVariable(name: "a", arg: 2, scope: !1017, file: !1, line: 8, type: !302)
!1023 = !DILocation(line: 8, column: 74, scope: !1017)
!1024 = !DILocalVariable(name: "n", arg: 3, scope: !1017, file: !1, line: 8, type: !72)
!1025 = !DILocation(line: 8, column: 89, scope: !1017)
!1026 = !DILocalVariable(name: "m", arg: 4, scope: !1017, file: !1, line: 8, type: !72)
!1027 = !DILocation(line: 8, column: 104, scope: !1017)
!1028 = !DILocalVariable(name: "bs", arg: 5, scope: !1017, file: !1, line: 8, type: !72)
!1029 = !DILocation(line: 8, column: 119, scope: !1017)
!1030 = !DILocalVariable(name: "ii", scope: !1031, file: !1, line: 9, type: !72)
!1031 = distinct !DILexicalBlock(scope: !1017, file: !1, line: 9, column: 3)
!1032 = !DILocation(line: 9, column: 20, scope: !1031)
!1033 = !DILocation(line: 9, column: 8, scope: !1031)
!1034 = !DILocation(line: 9, column: 28, scope: !1035)
!1035 = distinct !DILexicalBlock(scope: !1031, file: !1, line: 9, column: 3)
!1036 = !DILocation(line: 9, column: 33, scope: !1035)
!1037 = !DILocation(line: 9, column: 31, scope: !1035)
!1038 = !DILocation(line: 9, column: 3, scope: !1031)
!1039 = !DILocalVariable(name: "jj", scope: !1040, file: !1, line: 10, type: !72)
!1040 = distinct !DILexicalBlock(scope: !1035, file: !1, line: 10, column: 5)
!1041 = !DILocation(line: 10, column: 22, scope: !1040)
!1042 = !DILocation(line: 10, column: 10, scope: !1040)
!1043 = !DILocation(line: 10, column: 30, scope: !1044)
!1044 = distinct !DILexicalBlock(scope: !1040, file: !1, line: 10, column: 5)
!1045 = !DILocation(line: 10, column: 35, scope: !1044)
!1046 = !DILocation(line: 10, column: 33, scope: !1044)
!1047 = !DILocation(line: 10, column: 5, scope: !1040)
!1048 = !DILocalVariable(name: "i", scope: !1049, file: !1, line: 11, type: !72)
!1049 = distinct !DILexicalBlock(scope: !1044, file: !1, line: 11, column: 7)
!1050 = !DILocation(line: 11, column: 24, scope: !1049)
!1051 = !DILocation(line: 11, column: 28, scope: !1049)
!1052 = !DILocation(line: 11, column: 12, scope: !1049)
!1053 = !DILocation(line: 11, column: 32, scope: !1054)
!1054 = distinct !DILexicalBlock(scope: !1049, file: !1, line: 11, column: 7)
!1055 = !DILocation(line: 11, column: 45, scope: !1054)
!1056 = !DILocation(line: 11, column: 50, scope: !1054)
!1057 = !DILocation(line: 11, column: 48, scope: !1054)
!1058 = !DILocation(line: 11, column: 36, scope: !1054)
!1059 = !DILocation(line: 11, column: 34, scope: !1054)
!1060 = !DILocation(line: 11, column: 7, scope: !1049)
!1061 = !DILocalVariable(name: "j", scope: !1062, file: !1, line: 12, type: !72)
!1062 = distinct !DILexicalBlock(scope: !1054, file: !1, line: 12, column: 9)
!1063 = !DILocation(line: 12, column: 26, scope: !1062)
!1064 = !DILocation(line: 12, column: 30, scope: !1062)
!1065 = !DILocation(line: 12, column: 14, scope: !1062)
!1066 = !DILocation(line: 12, column: 34, scope: !1067)
!1067 = distinct !DILexicalBlock(scope: !1062, file: !1, line: 12, column: 9)
!1068 = !DILocation(line: 12, column: 47, scope: !1067)
!1069 = !DILocation(line: 12, column: 52, scope: !1067)
!1070 = !DILocation(line: 12, column: 50, scope: !1067)
!1071 = !DILocation(line: 12, column: 38, scope: !1067)
!1072 = !DILocation(line: 12, column: 36, scope: !1067)
!1073 = !DILocation(line: 12, column: 9, scope: !1062)
!1074 = !DILocation(line: 13, column: 26, scope: !1067)
!1075 = !DILocation(line: 13, column: 28, scope: !1067)
!1076 = !DILocation(line: 13, column: 32, scope: !1067)
!1077 = !DILocation(line: 13, column: 30, scope: !1067)
!1078 = !DILocation(line: 13, column: 36, scope: !1067)
!1079 = !DILocation(line: 13, column: 34, scope: !1067)
!1080 = !DILocation(line: 13, column: 11, scope: !1067)
!1081 = !DILocation(line: 13, column: 13, scope: !1067)
!1082 = !DILocation(line: 13, column: 17, scope: !1067)
!1083 = !DILocation(line: 13, column: 15, scope: !1067)
!1084 = !DILocation(line: 13, column: 21, scope: !1067)
!1085 = !DILocation(line: 13, column: 19, scope: !1067)
!1086 = !DILocation(line: 13, column: 24, scope: !1067)
!1087 = !DILocation(line: 12, column: 60, scope: !1067)
!1088 = !DILocation(line: 12, column: 9, scope: !1067)
!1089 = distinct !{!1089, !1073, !1090, !942}
!1090 = !DILocation(line: 13, column: 37, scope: !1062)
!1091 = !DILocation(line: 11, column: 58, scope: !1054)
!1092 = !DILocation(line: 11, column: 7, scope: !1054)
!1093 = distinct !{!1093, !1060, !1094, !942}
!1094 = !DILocation(line: 13, column: 37, scope: !1049)
!1095 = !DILocation(line: 10, column: 44, scope: !1044)
!1096 = !DILocation(line: 10, column: 41, scope: !1044)
!1097 = !DILocation(line: 10, column: 5, scope: !1044)
!1098 = distinct !{!1098, !1047, !1099, !942}
!1099 = !DILocation(line: 13, column: 37, scope: !1040)
!1100 = !DILocation(line: 9, column: 42, scope: !1035)
!1101 = !DILocation(line: 9, column: 39, scope: !1035)
!1102 = !DILocation(line: 9, column: 3, scope: !1035)
!1103 = distinct !{!1103, !1038, !1104, !942}
!1104 = !DILocation(line: 13, column: 37, scope: !1031)
!1105 = !DILocation(line: 14, column: 1, scope: !1017)
!1106 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !5, file: !4, line: 728, type: !280, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !332, retainedNodes: !135)
!1107 = !DILocalVariable(name: "this", arg: 1, scope: !1106, type: !983, flags: DIFlagArtificial | DIFlagObjectPointer)
!1108 = !DILocation(line: 0, scope: !1106)
!1109 = !DILocation(line: 730, column: 22, scope: !1110)
!1110 = distinct !DILexicalBlock(scope: !1106, file: !4, line: 729, column: 7)
!1111 = !DILocation(line: 730, column: 16, scope: !1110)
!1112 = !DILocation(line: 730, column: 30, scope: !1110)
!1113 = !DILocation(line: 730, column: 46, scope: !1110)
!1114 = !DILocation(line: 730, column: 40, scope: !1110)
!1115 = !DILocation(line: 730, column: 54, scope: !1110)
!1116 = !DILocation(line: 731, column: 9, scope: !1110)
!1117 = !DILocation(line: 730, column: 2, scope: !1110)
!1118 = !DILocation(line: 733, column: 7, scope: !1110)
!1119 = !DILocation(line: 733, column: 7, scope: !1106)
!1120 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !6, file: !1121, line: 230, type: !1122, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1126, retainedNodes: !135)
!1121 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1122 = !DISubroutineType(types: !1123)
!1123 = !{!1124, !1124, !1124}
!1124 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1125, size: 64)
!1125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!1126 = !{!1127}
!1127 = !DITemplateTypeParameter(name: "_Tp", type: !74)
!1128 = !DILocalVariable(name: "__a", arg: 1, scope: !1120, file: !1121, line: 230, type: !1124)
!1129 = !DILocation(line: 230, column: 20, scope: !1120)
!1130 = !DILocalVariable(name: "__b", arg: 2, scope: !1120, file: !1121, line: 230, type: !1124)
!1131 = !DILocation(line: 230, column: 36, scope: !1120)
!1132 = !DILocation(line: 235, column: 11, scope: !1133)
!1133 = distinct !DILexicalBlock(scope: !1120, file: !1121, line: 235, column: 11)
!1134 = !DILocation(line: 235, column: 17, scope: !1133)
!1135 = !DILocation(line: 235, column: 15, scope: !1133)
!1136 = !DILocation(line: 235, column: 11, scope: !1120)
!1137 = !DILocation(line: 236, column: 9, scope: !1133)
!1138 = !DILocation(line: 236, column: 2, scope: !1133)
!1139 = !DILocation(line: 237, column: 14, scope: !1120)
!1140 = !DILocation(line: 237, column: 7, scope: !1120)
!1141 = !DILocation(line: 238, column: 5, scope: !1120)
!1142 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !5, file: !4, line: 1140, type: !402, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !401, retainedNodes: !135)
!1143 = !DILocalVariable(name: "this", arg: 1, scope: !1142, type: !1144, flags: DIFlagArtificial | DIFlagObjectPointer)
!1144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!1145 = !DILocation(line: 0, scope: !1142)
!1146 = !DILocalVariable(name: "__n", arg: 2, scope: !1142, file: !4, line: 1140, type: !292)
!1147 = !DILocation(line: 1140, column: 28, scope: !1142)
!1148 = !DILocation(line: 1143, column: 17, scope: !1142)
!1149 = !DILocation(line: 1143, column: 11, scope: !1142)
!1150 = !DILocation(line: 1143, column: 25, scope: !1142)
!1151 = !DILocation(line: 1143, column: 36, scope: !1142)
!1152 = !DILocation(line: 1143, column: 34, scope: !1142)
!1153 = !DILocation(line: 1143, column: 2, scope: !1142)
!1154 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !40, file: !41, line: 80, type: !44, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !43, retainedNodes: !135)
!1155 = !DILocalVariable(name: "this", arg: 1, scope: !1154, type: !1156, flags: DIFlagArtificial | DIFlagObjectPointer)
!1156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!1157 = !DILocation(line: 0, scope: !1154)
!1158 = !DILocation(line: 80, column: 49, scope: !1154)
!1159 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !40, file: !41, line: 90, type: !44, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !52, retainedNodes: !135)
!1160 = !DILocalVariable(name: "this", arg: 1, scope: !1159, type: !1156, flags: DIFlagArtificial | DIFlagObjectPointer)
!1161 = !DILocation(line: 0, scope: !1159)
!1162 = !DILocation(line: 90, column: 50, scope: !1159)
!1163 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !5, file: !4, line: 1902, type: !477, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !476, retainedNodes: !135)
!1164 = !DILocalVariable(name: "__n", arg: 1, scope: !1163, file: !4, line: 1902, type: !292)
!1165 = !DILocation(line: 1902, column: 35, scope: !1163)
!1166 = !DILocalVariable(name: "__a", arg: 2, scope: !1163, file: !4, line: 1902, type: !286)
!1167 = !DILocation(line: 1902, column: 62, scope: !1163)
!1168 = !DILocation(line: 1904, column: 6, scope: !1169)
!1169 = distinct !DILexicalBlock(scope: !1163, file: !4, line: 1904, column: 6)
!1170 = !DILocation(line: 1904, column: 39, scope: !1169)
!1171 = !DILocation(line: 1904, column: 24, scope: !1169)
!1172 = !DILocation(line: 1904, column: 12, scope: !1169)
!1173 = !DILocation(line: 1904, column: 10, scope: !1169)
!1174 = !DILocation(line: 1904, column: 6, scope: !1163)
!1175 = !DILocation(line: 1905, column: 4, scope: !1169)
!1176 = !DILocation(line: 1907, column: 9, scope: !1163)
!1177 = !DILocation(line: 1907, column: 2, scope: !1163)
!1178 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !9, file: !4, line: 330, type: !208, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !207, retainedNodes: !135)
!1179 = !DILocalVariable(name: "this", arg: 1, scope: !1178, type: !1180, flags: DIFlagArtificial | DIFlagObjectPointer)
!1180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!1181 = !DILocation(line: 0, scope: !1178)
!1182 = !DILocalVariable(name: "__n", arg: 2, scope: !1178, file: !4, line: 330, type: !72)
!1183 = !DILocation(line: 330, column: 27, scope: !1178)
!1184 = !DILocalVariable(name: "__a", arg: 3, scope: !1178, file: !4, line: 330, type: !202)
!1185 = !DILocation(line: 330, column: 54, scope: !1178)
!1186 = !DILocation(line: 331, column: 9, scope: !1178)
!1187 = !DILocation(line: 331, column: 17, scope: !1178)
!1188 = !DILocation(line: 332, column: 27, scope: !1189)
!1189 = distinct !DILexicalBlock(scope: !1178, file: !4, line: 332, column: 7)
!1190 = !DILocation(line: 332, column: 9, scope: !1189)
!1191 = !DILocation(line: 332, column: 33, scope: !1178)
!1192 = !DILocation(line: 332, column: 33, scope: !1189)
!1193 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !5, file: !4, line: 1710, type: !384, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !458, retainedNodes: !135)
!1194 = !DILocalVariable(name: "this", arg: 1, scope: !1193, type: !983, flags: DIFlagArtificial | DIFlagObjectPointer)
!1195 = !DILocation(line: 0, scope: !1193)
!1196 = !DILocalVariable(name: "__n", arg: 2, scope: !1193, file: !4, line: 1710, type: !292)
!1197 = !DILocation(line: 1710, column: 39, scope: !1193)
!1198 = !DILocation(line: 1713, column: 43, scope: !1193)
!1199 = !DILocation(line: 1713, column: 37, scope: !1193)
!1200 = !DILocation(line: 1713, column: 51, scope: !1193)
!1201 = !DILocation(line: 1713, column: 61, scope: !1193)
!1202 = !DILocation(line: 1714, column: 9, scope: !1193)
!1203 = !DILocation(line: 1713, column: 4, scope: !1193)
!1204 = !DILocation(line: 1712, column: 8, scope: !1193)
!1205 = !DILocation(line: 1712, column: 2, scope: !1193)
!1206 = !DILocation(line: 1712, column: 16, scope: !1193)
!1207 = !DILocation(line: 1712, column: 26, scope: !1193)
!1208 = !DILocation(line: 1715, column: 7, scope: !1193)
!1209 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !9, file: !4, line: 364, type: !197, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !223, retainedNodes: !135)
!1210 = !DILocalVariable(name: "this", arg: 1, scope: !1209, type: !1180, flags: DIFlagArtificial | DIFlagObjectPointer)
!1211 = !DILocation(line: 0, scope: !1209)
!1212 = !DILocation(line: 366, column: 16, scope: !1213)
!1213 = distinct !DILexicalBlock(scope: !1209, file: !4, line: 365, column: 7)
!1214 = !DILocation(line: 366, column: 24, scope: !1213)
!1215 = !DILocation(line: 367, column: 9, scope: !1213)
!1216 = !DILocation(line: 367, column: 17, scope: !1213)
!1217 = !DILocation(line: 367, column: 37, scope: !1213)
!1218 = !DILocation(line: 367, column: 45, scope: !1213)
!1219 = !DILocation(line: 367, column: 35, scope: !1213)
!1220 = !DILocation(line: 366, column: 2, scope: !1213)
!1221 = !DILocation(line: 368, column: 7, scope: !1213)
!1222 = !DILocation(line: 368, column: 7, scope: !1209)
!1223 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !5, file: !4, line: 1911, type: !480, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !479, retainedNodes: !135)
!1224 = !DILocalVariable(name: "__a", arg: 1, scope: !1223, file: !4, line: 1911, type: !482)
!1225 = !DILocation(line: 1911, column: 41, scope: !1223)
!1226 = !DILocalVariable(name: "__diffmax", scope: !1223, file: !4, line: 1916, type: !1227)
!1227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!1228 = !DILocation(line: 1916, column: 15, scope: !1223)
!1229 = !DILocalVariable(name: "__allocmax", scope: !1223, file: !4, line: 1918, type: !1227)
!1230 = !DILocation(line: 1918, column: 15, scope: !1223)
!1231 = !DILocation(line: 1918, column: 52, scope: !1223)
!1232 = !DILocation(line: 1918, column: 28, scope: !1223)
!1233 = !DILocation(line: 1919, column: 9, scope: !1223)
!1234 = !DILocation(line: 1919, column: 2, scope: !1223)
!1235 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2ERKS_", scope: !34, file: !35, line: 159, type: !91, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !90, retainedNodes: !135)
!1236 = !DILocalVariable(name: "this", arg: 1, scope: !1235, type: !976, flags: DIFlagArtificial | DIFlagObjectPointer)
!1237 = !DILocation(line: 0, scope: !1235)
!1238 = !DILocalVariable(name: "__a", arg: 2, scope: !1235, file: !35, line: 159, type: !93)
!1239 = !DILocation(line: 159, column: 34, scope: !1235)
!1240 = !DILocation(line: 160, column: 36, scope: !1235)
!1241 = !DILocation(line: 160, column: 31, scope: !1235)
!1242 = !DILocation(line: 160, column: 9, scope: !1235)
!1243 = !DILocation(line: 160, column: 38, scope: !1235)
!1244 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !23, file: !24, line: 547, type: !109, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !108, retainedNodes: !135)
!1245 = !DILocalVariable(name: "__a", arg: 1, scope: !1244, file: !24, line: 547, type: !112)
!1246 = !DILocation(line: 547, column: 38, scope: !1244)
!1247 = !DILocation(line: 550, column: 9, scope: !1244)
!1248 = !DILocation(line: 550, column: 13, scope: !1244)
!1249 = !DILocation(line: 550, column: 2, scope: !1244)
!1250 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !40, file: !41, line: 167, type: !81, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !80, retainedNodes: !135)
!1251 = !DILocalVariable(name: "this", arg: 1, scope: !1250, type: !1252, flags: DIFlagArtificial | DIFlagObjectPointer)
!1252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!1253 = !DILocation(line: 0, scope: !1250)
!1254 = !DILocation(line: 168, column: 16, scope: !1250)
!1255 = !DILocation(line: 168, column: 9, scope: !1250)
!1256 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !40, file: !41, line: 210, type: !81, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !83, retainedNodes: !135)
!1257 = !DILocalVariable(name: "this", arg: 1, scope: !1256, type: !1252, flags: DIFlagArtificial | DIFlagObjectPointer)
!1258 = !DILocation(line: 0, scope: !1256)
!1259 = !DILocation(line: 213, column: 2, scope: !1256)
!1260 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2ERKS0_", scope: !40, file: !41, line: 83, type: !48, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !47, retainedNodes: !135)
!1261 = !DILocalVariable(name: "this", arg: 1, scope: !1260, type: !1156, flags: DIFlagArtificial | DIFlagObjectPointer)
!1262 = !DILocation(line: 0, scope: !1260)
!1263 = !DILocalVariable(arg: 2, scope: !1260, file: !41, line: 83, type: !50)
!1264 = !DILocation(line: 83, column: 45, scope: !1260)
!1265 = !DILocation(line: 83, column: 71, scope: !1260)
!1266 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !12, file: !4, line: 143, type: !167, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !166, retainedNodes: !135)
!1267 = !DILocalVariable(name: "this", arg: 1, scope: !1266, type: !1268, flags: DIFlagArtificial | DIFlagObjectPointer)
!1268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!1269 = !DILocation(line: 0, scope: !1266)
!1270 = !DILocalVariable(name: "__a", arg: 2, scope: !1266, file: !4, line: 143, type: !169)
!1271 = !DILocation(line: 143, column: 37, scope: !1266)
!1272 = !DILocation(line: 145, column: 2, scope: !1266)
!1273 = !DILocation(line: 144, column: 19, scope: !1266)
!1274 = !DILocation(line: 144, column: 4, scope: !1266)
!1275 = !DILocation(line: 143, column: 2, scope: !1266)
!1276 = !DILocation(line: 145, column: 4, scope: !1266)
!1277 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !9, file: !4, line: 393, type: !205, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !230, retainedNodes: !135)
!1278 = !DILocalVariable(name: "this", arg: 1, scope: !1277, type: !1180, flags: DIFlagArtificial | DIFlagObjectPointer)
!1279 = !DILocation(line: 0, scope: !1277)
!1280 = !DILocalVariable(name: "__n", arg: 2, scope: !1277, file: !4, line: 393, type: !72)
!1281 = !DILocation(line: 393, column: 32, scope: !1277)
!1282 = !DILocation(line: 395, column: 45, scope: !1277)
!1283 = !DILocation(line: 395, column: 33, scope: !1277)
!1284 = !DILocation(line: 395, column: 8, scope: !1277)
!1285 = !DILocation(line: 395, column: 2, scope: !1277)
!1286 = !DILocation(line: 395, column: 16, scope: !1277)
!1287 = !DILocation(line: 395, column: 25, scope: !1277)
!1288 = !DILocation(line: 396, column: 34, scope: !1277)
!1289 = !DILocation(line: 396, column: 28, scope: !1277)
!1290 = !DILocation(line: 396, column: 42, scope: !1277)
!1291 = !DILocation(line: 396, column: 8, scope: !1277)
!1292 = !DILocation(line: 396, column: 2, scope: !1277)
!1293 = !DILocation(line: 396, column: 16, scope: !1277)
!1294 = !DILocation(line: 396, column: 26, scope: !1277)
!1295 = !DILocation(line: 397, column: 42, scope: !1277)
!1296 = !DILocation(line: 397, column: 36, scope: !1277)
!1297 = !DILocation(line: 397, column: 50, scope: !1277)
!1298 = !DILocation(line: 397, column: 61, scope: !1277)
!1299 = !DILocation(line: 397, column: 59, scope: !1277)
!1300 = !DILocation(line: 397, column: 8, scope: !1277)
!1301 = !DILocation(line: 397, column: 2, scope: !1277)
!1302 = !DILocation(line: 397, column: 16, scope: !1277)
!1303 = !DILocation(line: 397, column: 34, scope: !1277)
!1304 = !DILocation(line: 398, column: 7, scope: !1277)
!1305 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !12, file: !4, line: 133, type: !163, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1306, retainedNodes: !135)
!1306 = !DISubprogram(name: "~_Vector_impl", scope: !12, type: !163, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1307 = !DILocalVariable(name: "this", arg: 1, scope: !1305, type: !1268, flags: DIFlagArtificial | DIFlagObjectPointer)
!1308 = !DILocation(line: 0, scope: !1305)
!1309 = !DILocation(line: 133, column: 14, scope: !1310)
!1310 = distinct !DILexicalBlock(scope: !1305, file: !4, line: 133, column: 14)
!1311 = !DILocation(line: 133, column: 14, scope: !1305)
!1312 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !138, file: !4, line: 99, type: !146, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !145, retainedNodes: !135)
!1313 = !DILocalVariable(name: "this", arg: 1, scope: !1312, type: !1314, flags: DIFlagArtificial | DIFlagObjectPointer)
!1314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!1315 = !DILocation(line: 0, scope: !1312)
!1316 = !DILocation(line: 100, column: 4, scope: !1312)
!1317 = !DILocation(line: 100, column: 16, scope: !1312)
!1318 = !DILocation(line: 100, column: 29, scope: !1312)
!1319 = !DILocation(line: 101, column: 4, scope: !1312)
!1320 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !9, file: !4, line: 375, type: !225, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !224, retainedNodes: !135)
!1321 = !DILocalVariable(name: "this", arg: 1, scope: !1320, type: !1180, flags: DIFlagArtificial | DIFlagObjectPointer)
!1322 = !DILocation(line: 0, scope: !1320)
!1323 = !DILocalVariable(name: "__n", arg: 2, scope: !1320, file: !4, line: 375, type: !72)
!1324 = !DILocation(line: 375, column: 26, scope: !1320)
!1325 = !DILocation(line: 378, column: 9, scope: !1320)
!1326 = !DILocation(line: 378, column: 13, scope: !1320)
!1327 = !DILocation(line: 378, column: 34, scope: !1320)
!1328 = !DILocation(line: 378, column: 43, scope: !1320)
!1329 = !DILocation(line: 378, column: 20, scope: !1320)
!1330 = !DILocation(line: 378, column: 2, scope: !1320)
!1331 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !23, file: !24, line: 463, type: !27, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !26, retainedNodes: !135)
!1332 = !DILocalVariable(name: "__a", arg: 1, scope: !1331, file: !24, line: 463, type: !32)
!1333 = !DILocation(line: 463, column: 32, scope: !1331)
!1334 = !DILocalVariable(name: "__n", arg: 2, scope: !1331, file: !24, line: 463, type: !100)
!1335 = !DILocation(line: 463, column: 47, scope: !1331)
!1336 = !DILocation(line: 464, column: 16, scope: !1331)
!1337 = !DILocation(line: 464, column: 29, scope: !1331)
!1338 = !DILocation(line: 464, column: 20, scope: !1331)
!1339 = !DILocation(line: 464, column: 9, scope: !1331)
!1340 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !40, file: !41, line: 112, type: !69, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !68, retainedNodes: !135)
!1341 = !DILocalVariable(name: "this", arg: 1, scope: !1340, type: !1156, flags: DIFlagArtificial | DIFlagObjectPointer)
!1342 = !DILocation(line: 0, scope: !1340)
!1343 = !DILocalVariable(name: "__n", arg: 2, scope: !1340, file: !41, line: 112, type: !71)
!1344 = !DILocation(line: 112, column: 26, scope: !1340)
!1345 = !DILocalVariable(arg: 3, scope: !1340, file: !41, line: 112, type: !75)
!1346 = !DILocation(line: 112, column: 43, scope: !1340)
!1347 = !DILocation(line: 120, column: 23, scope: !1348)
!1348 = distinct !DILexicalBlock(scope: !1340, file: !41, line: 120, column: 6)
!1349 = !DILocation(line: 120, column: 35, scope: !1348)
!1350 = !DILocation(line: 120, column: 27, scope: !1348)
!1351 = !DILocation(line: 120, column: 6, scope: !1340)
!1352 = !DILocation(line: 124, column: 10, scope: !1353)
!1353 = distinct !DILexicalBlock(scope: !1354, file: !41, line: 124, column: 10)
!1354 = distinct !DILexicalBlock(scope: !1348, file: !41, line: 121, column: 4)
!1355 = !DILocation(line: 124, column: 14, scope: !1353)
!1356 = !DILocation(line: 124, column: 10, scope: !1354)
!1357 = !DILocation(line: 125, column: 8, scope: !1353)
!1358 = !DILocation(line: 126, column: 6, scope: !1354)
!1359 = !DILocation(line: 137, column: 49, scope: !1340)
!1360 = !DILocation(line: 137, column: 53, scope: !1340)
!1361 = !DILocation(line: 137, column: 27, scope: !1340)
!1362 = !DILocation(line: 137, column: 9, scope: !1340)
!1363 = !DILocation(line: 137, column: 2, scope: !1340)
!1364 = distinct !DISubprogram(name: "__uninitialized_default_n_a<double *, unsigned long, double>", linkageName: "_ZSt27__uninitialized_default_n_aIPdmdET_S1_T0_RSaIT1_E", scope: !6, file: !1365, line: 764, type: !1366, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1368, retainedNodes: !135)
!1365 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1366 = !DISubroutineType(types: !1367)
!1367 = !{!30, !30, !74, !98}
!1368 = !{!1369, !1370, !85}
!1369 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !30)
!1370 = !DITemplateTypeParameter(name: "_Size", type: !74)
!1371 = !DILocalVariable(name: "__first", arg: 1, scope: !1364, file: !1365, line: 764, type: !30)
!1372 = !DILocation(line: 764, column: 50, scope: !1364)
!1373 = !DILocalVariable(name: "__n", arg: 2, scope: !1364, file: !1365, line: 764, type: !74)
!1374 = !DILocation(line: 764, column: 65, scope: !1364)
!1375 = !DILocalVariable(arg: 3, scope: !1364, file: !1365, line: 765, type: !98)
!1376 = !DILocation(line: 765, column: 20, scope: !1364)
!1377 = !DILocation(line: 766, column: 45, scope: !1364)
!1378 = !DILocation(line: 766, column: 54, scope: !1364)
!1379 = !DILocation(line: 766, column: 14, scope: !1364)
!1380 = !DILocation(line: 766, column: 7, scope: !1364)
!1381 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !9, file: !4, line: 298, type: !183, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !182, retainedNodes: !135)
!1382 = !DILocalVariable(name: "this", arg: 1, scope: !1381, type: !1180, flags: DIFlagArtificial | DIFlagObjectPointer)
!1383 = !DILocation(line: 0, scope: !1381)
!1384 = !DILocation(line: 299, column: 22, scope: !1381)
!1385 = !DILocation(line: 299, column: 16, scope: !1381)
!1386 = !DILocation(line: 299, column: 9, scope: !1381)
!1387 = distinct !DISubprogram(name: "__uninitialized_default_n<double *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPdmET_S1_T0_", scope: !6, file: !1365, line: 691, type: !1388, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1390, retainedNodes: !135)
!1388 = !DISubroutineType(types: !1389)
!1389 = !{!30, !30, !74}
!1390 = !{!1369, !1370}
!1391 = !DILocalVariable(name: "__first", arg: 1, scope: !1387, file: !1365, line: 691, type: !30)
!1392 = !DILocation(line: 691, column: 48, scope: !1387)
!1393 = !DILocalVariable(name: "__n", arg: 2, scope: !1387, file: !1365, line: 691, type: !74)
!1394 = !DILocation(line: 691, column: 63, scope: !1387)
!1395 = !DILocalVariable(name: "__can_fill", scope: !1387, file: !1365, line: 696, type: !240)
!1396 = !DILocation(line: 696, column: 22, scope: !1387)
!1397 = !DILocation(line: 701, column: 21, scope: !1387)
!1398 = !DILocation(line: 701, column: 30, scope: !1387)
!1399 = !DILocation(line: 699, column: 14, scope: !1387)
!1400 = !DILocation(line: 699, column: 7, scope: !1387)
!1401 = distinct !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1402, file: !1365, line: 655, type: !1388, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1390, declaration: !1405, retainedNodes: !135)
!1402 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !6, file: !1365, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1403, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!1403 = !{!1404}
!1404 = !DITemplateValueParameter(name: "_TrivialValueType", type: !128, value: i8 1)
!1405 = !DISubprogram(name: "__uninit_default_n<double *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPdmEET_S3_T0_", scope: !1402, file: !1365, line: 655, type: !1388, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1390)
!1406 = !DILocalVariable(name: "__first", arg: 1, scope: !1401, file: !1365, line: 655, type: !30)
!1407 = !DILocation(line: 655, column: 45, scope: !1401)
!1408 = !DILocalVariable(name: "__n", arg: 2, scope: !1401, file: !1365, line: 655, type: !74)
!1409 = !DILocation(line: 655, column: 60, scope: !1401)
!1410 = !DILocation(line: 657, column: 8, scope: !1411)
!1411 = distinct !DILexicalBlock(scope: !1401, file: !1365, line: 657, column: 8)
!1412 = !DILocation(line: 657, column: 12, scope: !1411)
!1413 = !DILocation(line: 657, column: 8, scope: !1401)
!1414 = !DILocalVariable(name: "__val", scope: !1415, file: !1365, line: 659, type: !1416)
!1415 = distinct !DILexicalBlock(scope: !1411, file: !1365, line: 658, column: 6)
!1416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1417, size: 64)
!1417 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !1419, file: !1418, line: 213, baseType: !31)
!1418 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1419 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !6, file: !1418, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1420, identifier: "_ZTSSt15iterator_traitsIPdE")
!1420 = !{!1421}
!1421 = !DITemplateTypeParameter(name: "_Iterator", type: !30)
!1422 = !DILocation(line: 659, column: 64, scope: !1415)
!1423 = !DILocation(line: 660, column: 23, scope: !1415)
!1424 = !DILocation(line: 660, column: 5, scope: !1415)
!1425 = !DILocation(line: 661, column: 24, scope: !1415)
!1426 = !DILocation(line: 661, column: 8, scope: !1415)
!1427 = !DILocation(line: 662, column: 8, scope: !1415)
!1428 = !DILocation(line: 663, column: 30, scope: !1415)
!1429 = !DILocation(line: 663, column: 39, scope: !1415)
!1430 = !DILocation(line: 663, column: 43, scope: !1415)
!1431 = !DILocation(line: 663, column: 49, scope: !1415)
!1432 = !DILocation(line: 663, column: 18, scope: !1415)
!1433 = !DILocation(line: 663, column: 16, scope: !1415)
!1434 = !DILocation(line: 664, column: 6, scope: !1415)
!1435 = !DILocation(line: 665, column: 11, scope: !1401)
!1436 = !DILocation(line: 665, column: 4, scope: !1401)
!1437 = distinct !DISubprogram(name: "__addressof<double>", linkageName: "_ZSt11__addressofIdEPT_RS0_", scope: !6, file: !1438, line: 49, type: !1439, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !84, retainedNodes: !135)
!1438 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!1439 = !DISubroutineType(types: !1440)
!1440 = !{!30, !59}
!1441 = !DILocalVariable(name: "__r", arg: 1, scope: !1437, file: !1438, line: 49, type: !59)
!1442 = !DILocation(line: 49, column: 22, scope: !1437)
!1443 = !DILocation(line: 50, column: 34, scope: !1437)
!1444 = !DILocation(line: 50, column: 7, scope: !1437)
!1445 = distinct !DISubprogram(name: "_Construct<double>", linkageName: "_ZSt10_ConstructIdJEEvPT_DpOT0_", scope: !6, file: !1446, line: 109, type: !1447, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1449, retainedNodes: !135)
!1446 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1447 = !DISubroutineType(types: !1448)
!1448 = !{null, !30}
!1449 = !{!85, !1450}
!1450 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !135)
!1451 = !DILocalVariable(name: "__p", arg: 1, scope: !1445, file: !1446, line: 109, type: !30)
!1452 = !DILocation(line: 109, column: 21, scope: !1445)
!1453 = !DILocation(line: 119, column: 20, scope: !1445)
!1454 = !DILocation(line: 119, column: 7, scope: !1445)
!1455 = !DILocation(line: 120, column: 5, scope: !1445)
!1456 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !6, file: !1121, line: 1143, type: !1457, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1459, retainedNodes: !135)
!1457 = !DISubroutineType(types: !1458)
!1458 = !{!30, !30, !74, !67}
!1459 = !{!1460, !1370, !85}
!1460 = !DITemplateTypeParameter(name: "_OIter", type: !30)
!1461 = !DILocalVariable(name: "__first", arg: 1, scope: !1456, file: !1462, line: 275, type: !30)
!1462 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/algorithmfwd.h", directory: "")
!1463 = !DILocation(line: 275, column: 18, scope: !1456)
!1464 = !DILocalVariable(name: "__n", arg: 2, scope: !1456, file: !1462, line: 275, type: !74)
!1465 = !DILocation(line: 275, column: 25, scope: !1456)
!1466 = !DILocalVariable(name: "__value", arg: 3, scope: !1456, file: !1462, line: 275, type: !67)
!1467 = !DILocation(line: 275, column: 37, scope: !1456)
!1468 = !DILocation(line: 1148, column: 30, scope: !1456)
!1469 = !DILocation(line: 1148, column: 62, scope: !1456)
!1470 = !DILocation(line: 1148, column: 39, scope: !1456)
!1471 = !DILocation(line: 1148, column: 68, scope: !1456)
!1472 = !DILocation(line: 1149, column: 11, scope: !1456)
!1473 = !DILocation(line: 1148, column: 14, scope: !1456)
!1474 = !DILocation(line: 1148, column: 7, scope: !1456)
!1475 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !6, file: !1121, line: 1108, type: !1476, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1488, retainedNodes: !135)
!1476 = !DISubroutineType(types: !1477)
!1477 = !{!30, !30, !74, !67, !1478}
!1478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !6, file: !1418, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1479, identifier: "_ZTSSt26random_access_iterator_tag")
!1479 = !{!1480}
!1480 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1478, baseType: !1481, extraData: i32 0)
!1481 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !6, file: !1418, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1482, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1482 = !{!1483}
!1483 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1481, baseType: !1484, extraData: i32 0)
!1484 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !6, file: !1418, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1485, identifier: "_ZTSSt20forward_iterator_tag")
!1485 = !{!1486}
!1486 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1484, baseType: !1487, extraData: i32 0)
!1487 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !6, file: !1418, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !135, identifier: "_ZTSSt18input_iterator_tag")
!1488 = !{!1489, !1370, !85}
!1489 = !DITemplateTypeParameter(name: "_OutputIterator", type: !30)
!1490 = !DILocalVariable(name: "__first", arg: 1, scope: !1475, file: !1121, line: 1108, type: !30)
!1491 = !DILocation(line: 1108, column: 32, scope: !1475)
!1492 = !DILocalVariable(name: "__n", arg: 2, scope: !1475, file: !1121, line: 1108, type: !74)
!1493 = !DILocation(line: 1108, column: 47, scope: !1475)
!1494 = !DILocalVariable(name: "__value", arg: 3, scope: !1475, file: !1121, line: 1108, type: !67)
!1495 = !DILocation(line: 1108, column: 63, scope: !1475)
!1496 = !DILocalVariable(arg: 4, scope: !1475, file: !1121, line: 1109, type: !1478)
!1497 = !DILocation(line: 1109, column: 40, scope: !1475)
!1498 = !DILocation(line: 1114, column: 11, scope: !1499)
!1499 = distinct !DILexicalBlock(scope: !1475, file: !1121, line: 1114, column: 11)
!1500 = !DILocation(line: 1114, column: 15, scope: !1499)
!1501 = !DILocation(line: 1114, column: 11, scope: !1475)
!1502 = !DILocation(line: 1115, column: 9, scope: !1499)
!1503 = !DILocation(line: 1115, column: 2, scope: !1499)
!1504 = !DILocation(line: 1119, column: 21, scope: !1475)
!1505 = !DILocation(line: 1119, column: 30, scope: !1475)
!1506 = !DILocation(line: 1119, column: 40, scope: !1475)
!1507 = !DILocation(line: 1119, column: 38, scope: !1475)
!1508 = !DILocation(line: 1119, column: 45, scope: !1475)
!1509 = !DILocation(line: 1119, column: 7, scope: !1475)
!1510 = !DILocation(line: 1120, column: 14, scope: !1475)
!1511 = !DILocation(line: 1120, column: 24, scope: !1475)
!1512 = !DILocation(line: 1120, column: 22, scope: !1475)
!1513 = !DILocation(line: 1120, column: 7, scope: !1475)
!1514 = !DILocation(line: 1121, column: 5, scope: !1475)
!1515 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !6, file: !1121, line: 1009, type: !1516, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !135)
!1516 = !DISubroutineType(types: !1517)
!1517 = !{!74, !74}
!1518 = !DILocalVariable(name: "__n", arg: 1, scope: !1515, file: !1121, line: 1009, type: !74)
!1519 = !DILocation(line: 1009, column: 35, scope: !1515)
!1520 = !DILocation(line: 1009, column: 49, scope: !1515)
!1521 = !DILocation(line: 1009, column: 42, scope: !1515)
!1522 = distinct !DISubprogram(name: "__iterator_category<double *>", linkageName: "_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !6, file: !1418, line: 238, type: !1523, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1528, retainedNodes: !135)
!1523 = !DISubroutineType(types: !1524)
!1524 = !{!1525, !1526}
!1525 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !1419, file: !1418, line: 212, baseType: !1478)
!1526 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1527, size: 64)
!1527 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!1528 = !{!1529}
!1529 = !DITemplateTypeParameter(name: "_Iter", type: !30)
!1530 = !DILocalVariable(arg: 1, scope: !1522, file: !1418, line: 238, type: !1526)
!1531 = !DILocation(line: 238, column: 37, scope: !1522)
!1532 = !DILocation(line: 239, column: 7, scope: !1522)
!1533 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !6, file: !1121, line: 967, type: !1534, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1536, retainedNodes: !135)
!1534 = !DISubroutineType(types: !1535)
!1535 = !{null, !30, !30, !67}
!1536 = !{!1537, !85}
!1537 = !DITemplateTypeParameter(name: "_FIte", type: !30)
!1538 = !DILocalVariable(name: "__first", arg: 1, scope: !1533, file: !1121, line: 967, type: !30)
!1539 = !DILocation(line: 967, column: 20, scope: !1533)
!1540 = !DILocalVariable(name: "__last", arg: 2, scope: !1533, file: !1121, line: 967, type: !30)
!1541 = !DILocation(line: 967, column: 35, scope: !1533)
!1542 = !DILocalVariable(name: "__value", arg: 3, scope: !1533, file: !1121, line: 967, type: !67)
!1543 = !DILocation(line: 967, column: 54, scope: !1533)
!1544 = !DILocation(line: 968, column: 22, scope: !1533)
!1545 = !DILocation(line: 968, column: 31, scope: !1533)
!1546 = !DILocation(line: 968, column: 39, scope: !1533)
!1547 = !DILocation(line: 968, column: 7, scope: !1533)
!1548 = !DILocation(line: 968, column: 49, scope: !1533)
!1549 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !6, file: !1121, line: 917, type: !1550, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1558, retainedNodes: !135)
!1550 = !DISubroutineType(types: !1551)
!1551 = !{!1552, !30, !30, !67}
!1552 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1554, file: !1553, line: 50, baseType: null)
!1553 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1554 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !20, file: !1553, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1555, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1555 = !{!1556, !1557}
!1556 = !DITemplateValueParameter(type: !128, value: i8 1)
!1557 = !DITemplateTypeParameter(type: null)
!1558 = !{!1369, !85}
!1559 = !DILocalVariable(name: "__first", arg: 1, scope: !1549, file: !1121, line: 917, type: !30)
!1560 = !DILocation(line: 917, column: 32, scope: !1549)
!1561 = !DILocalVariable(name: "__last", arg: 2, scope: !1549, file: !1121, line: 917, type: !30)
!1562 = !DILocation(line: 917, column: 58, scope: !1549)
!1563 = !DILocalVariable(name: "__value", arg: 3, scope: !1549, file: !1121, line: 918, type: !67)
!1564 = !DILocation(line: 918, column: 19, scope: !1549)
!1565 = !DILocalVariable(name: "__tmp", scope: !1549, file: !1121, line: 920, type: !65)
!1566 = !DILocation(line: 920, column: 17, scope: !1549)
!1567 = !DILocation(line: 920, column: 25, scope: !1549)
!1568 = !DILocation(line: 921, column: 7, scope: !1549)
!1569 = !DILocation(line: 921, column: 14, scope: !1570)
!1570 = distinct !DILexicalBlock(scope: !1571, file: !1121, line: 921, column: 7)
!1571 = distinct !DILexicalBlock(scope: !1549, file: !1121, line: 921, column: 7)
!1572 = !DILocation(line: 921, column: 25, scope: !1570)
!1573 = !DILocation(line: 921, column: 22, scope: !1570)
!1574 = !DILocation(line: 921, column: 7, scope: !1571)
!1575 = !DILocation(line: 922, column: 13, scope: !1570)
!1576 = !DILocation(line: 922, column: 3, scope: !1570)
!1577 = !DILocation(line: 922, column: 11, scope: !1570)
!1578 = !DILocation(line: 922, column: 2, scope: !1570)
!1579 = !DILocation(line: 921, column: 33, scope: !1570)
!1580 = !DILocation(line: 921, column: 7, scope: !1570)
!1581 = distinct !{!1581, !1574, !1582, !942}
!1582 = !DILocation(line: 922, column: 13, scope: !1571)
!1583 = !DILocation(line: 923, column: 5, scope: !1549)
!1584 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !9, file: !4, line: 383, type: !228, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !227, retainedNodes: !135)
!1585 = !DILocalVariable(name: "this", arg: 1, scope: !1584, type: !1180, flags: DIFlagArtificial | DIFlagObjectPointer)
!1586 = !DILocation(line: 0, scope: !1584)
!1587 = !DILocalVariable(name: "__p", arg: 2, scope: !1584, file: !4, line: 383, type: !141)
!1588 = !DILocation(line: 383, column: 29, scope: !1584)
!1589 = !DILocalVariable(name: "__n", arg: 3, scope: !1584, file: !4, line: 383, type: !72)
!1590 = !DILocation(line: 383, column: 41, scope: !1584)
!1591 = !DILocation(line: 386, column: 6, scope: !1592)
!1592 = distinct !DILexicalBlock(scope: !1584, file: !4, line: 386, column: 6)
!1593 = !DILocation(line: 386, column: 6, scope: !1584)
!1594 = !DILocation(line: 387, column: 20, scope: !1592)
!1595 = !DILocation(line: 387, column: 29, scope: !1592)
!1596 = !DILocation(line: 387, column: 34, scope: !1592)
!1597 = !DILocation(line: 387, column: 4, scope: !1592)
!1598 = !DILocation(line: 388, column: 7, scope: !1584)
!1599 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !23, file: !24, line: 495, type: !106, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !105, retainedNodes: !135)
!1600 = !DILocalVariable(name: "__a", arg: 1, scope: !1599, file: !24, line: 495, type: !32)
!1601 = !DILocation(line: 495, column: 34, scope: !1599)
!1602 = !DILocalVariable(name: "__p", arg: 2, scope: !1599, file: !24, line: 495, type: !29)
!1603 = !DILocation(line: 495, column: 47, scope: !1599)
!1604 = !DILocalVariable(name: "__n", arg: 3, scope: !1599, file: !24, line: 495, type: !100)
!1605 = !DILocation(line: 495, column: 62, scope: !1599)
!1606 = !DILocation(line: 496, column: 9, scope: !1599)
!1607 = !DILocation(line: 496, column: 24, scope: !1599)
!1608 = !DILocation(line: 496, column: 29, scope: !1599)
!1609 = !DILocation(line: 496, column: 13, scope: !1599)
!1610 = !DILocation(line: 496, column: 35, scope: !1599)
!1611 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !40, file: !41, line: 142, type: !78, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !77, retainedNodes: !135)
!1612 = !DILocalVariable(name: "this", arg: 1, scope: !1611, type: !1156, flags: DIFlagArtificial | DIFlagObjectPointer)
!1613 = !DILocation(line: 0, scope: !1611)
!1614 = !DILocalVariable(name: "__p", arg: 2, scope: !1611, file: !41, line: 142, type: !30)
!1615 = !DILocation(line: 142, column: 23, scope: !1611)
!1616 = !DILocalVariable(name: "__n", arg: 3, scope: !1611, file: !41, line: 142, type: !71)
!1617 = !DILocation(line: 142, column: 38, scope: !1611)
!1618 = !DILocation(line: 158, column: 27, scope: !1611)
!1619 = !DILocation(line: 158, column: 2, scope: !1611)
!1620 = !DILocation(line: 159, column: 7, scope: !1611)
!1621 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !6, file: !24, line: 847, type: !1622, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1558, retainedNodes: !135)
!1622 = !DISubroutineType(types: !1623)
!1623 = !{null, !30, !30, !98}
!1624 = !DILocalVariable(name: "__first", arg: 1, scope: !1621, file: !24, line: 847, type: !30)
!1625 = !DILocation(line: 847, column: 31, scope: !1621)
!1626 = !DILocalVariable(name: "__last", arg: 2, scope: !1621, file: !24, line: 847, type: !30)
!1627 = !DILocation(line: 847, column: 57, scope: !1621)
!1628 = !DILocalVariable(arg: 3, scope: !1621, file: !24, line: 848, type: !98)
!1629 = !DILocation(line: 848, column: 22, scope: !1621)
!1630 = !DILocation(line: 850, column: 16, scope: !1621)
!1631 = !DILocation(line: 850, column: 25, scope: !1621)
!1632 = !DILocation(line: 850, column: 7, scope: !1621)
!1633 = !DILocation(line: 851, column: 5, scope: !1621)
!1634 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !6, file: !1446, line: 182, type: !1635, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1637, retainedNodes: !135)
!1635 = !DISubroutineType(types: !1636)
!1636 = !{null, !30, !30}
!1637 = !{!1369}
!1638 = !DILocalVariable(name: "__first", arg: 1, scope: !1634, file: !1446, line: 182, type: !30)
!1639 = !DILocation(line: 182, column: 31, scope: !1634)
!1640 = !DILocalVariable(name: "__last", arg: 2, scope: !1634, file: !1446, line: 182, type: !30)
!1641 = !DILocation(line: 182, column: 57, scope: !1634)
!1642 = !DILocation(line: 196, column: 12, scope: !1634)
!1643 = !DILocation(line: 196, column: 21, scope: !1634)
!1644 = !DILocation(line: 195, column: 7, scope: !1634)
!1645 = !DILocation(line: 197, column: 5, scope: !1634)
!1646 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1647, file: !1446, line: 172, type: !1635, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1637, declaration: !1649, retainedNodes: !135)
!1647 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !6, file: !1446, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !135, templateParams: !1648, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!1648 = !{!1556}
!1649 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1647, file: !1446, line: 172, type: !1635, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1637)
!1650 = !DILocalVariable(arg: 1, scope: !1646, file: !1446, line: 172, type: !30)
!1651 = !DILocation(line: 172, column: 35, scope: !1646)
!1652 = !DILocalVariable(arg: 2, scope: !1646, file: !1446, line: 172, type: !30)
!1653 = !DILocation(line: 172, column: 53, scope: !1646)
!1654 = !DILocation(line: 172, column: 57, scope: !1646)
