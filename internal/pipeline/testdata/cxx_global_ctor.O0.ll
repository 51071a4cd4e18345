; ModuleID = 'cxx_global_ctor.cpp'
source_filename = "cxx_global_ctor.cpp"
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

$_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_ = comdat any

$_ZNSaIdED2Ev = comdat any

$_ZNSt6vectorIdSaIdEED2Ev = comdat any

$_ZNSt6vectorIdSaIdEEixEm = comdat any

$_ZNSt15__new_allocatorIdEC2Ev = comdat any

$_ZNSt15__new_allocatorIdED2Ev = comdat any

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

$_ZSt8_DestroyIPddEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPdEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_ = comdat any

@_ZL5table = internal global %"class.std::vector" zeroinitializer, align 8, !dbg !0
@__dso_handle = external hidden global i8
@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_cxx_global_ctor.cpp, i8* null }]

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !890 {
  %1 = alloca double, align 8
  %2 = alloca %"class.std::allocator", align 1
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store double 1.000000e+00, double* %1, align 8, !dbg !891
  call void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #3, !dbg !893
  invoke void @_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) @_ZL5table, i64 noundef 200000, double* noundef nonnull align 8 dereferenceable(8) %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2)
          to label %5 unwind label %7, !dbg !893

5:                                                ; preds = %0
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #3, !dbg !893
  %6 = call i32 @__cxa_atexit(void (i8*)* bitcast (void (%"class.std::vector"*)* @_ZNSt6vectorIdSaIdEED2Ev to void (i8*)*), i8* bitcast (%"class.std::vector"* @_ZL5table to i8*), i8* @__dso_handle) #3, !dbg !894
  ret void, !dbg !895

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup, !dbg !895
  %9 = extractvalue { i8*, i32 } %8, 0, !dbg !895
  store i8* %9, i8** %3, align 8, !dbg !895
  %10 = extractvalue { i8*, i32 } %8, 1, !dbg !895
  store i32 %10, i32* %4, align 4, !dbg !895
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #3, !dbg !893
  br label %11, !dbg !893

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8, !dbg !893
  %13 = load i32, i32* %4, align 4, !dbg !893
  %14 = insertvalue { i8*, i32 } undef, i8* %12, 0, !dbg !893
  %15 = insertvalue { i8*, i32 } %14, i32 %13, 1, !dbg !893
  resume { i8*, i32 } %15, !dbg !893
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 !dbg !896 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !897, metadata !DIExpression()), !dbg !899
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !900
  call void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #3, !dbg !901
  ret void, !dbg !902
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !903 {
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca i64, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !904, metadata !DIExpression()), !dbg !906
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !907, metadata !DIExpression()), !dbg !908
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !909, metadata !DIExpression()), !dbg !910
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !911, metadata !DIExpression()), !dbg !912
  %11 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8
  %12 = bitcast %"class.std::vector"* %11 to %"struct.std::_Vector_base"*, !dbg !913
  %13 = load i64, i64* %6, align 8, !dbg !914
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !915
  %15 = call noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !916
  %16 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !917
  call void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !918
  %17 = load i64, i64* %6, align 8, !dbg !919
  %18 = load double*, double** %7, align 8, !dbg !921
  invoke void @_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18)
          to label %19 unwind label %20, !dbg !922

19:                                               ; preds = %4
  ret void, !dbg !923

20:                                               ; preds = %4
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !924
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !924
  store i8* %22, i8** %9, align 8, !dbg !924
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !924
  store i32 %23, i32* %10, align 4, !dbg !924
  %24 = bitcast %"class.std::vector"* %11 to %"struct.std::_Vector_base"*, !dbg !924
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #3, !dbg !924
  br label %25, !dbg !924

25:                                               ; preds = %20
  %26 = load i8*, i8** %9, align 8, !dbg !924
  %27 = load i32, i32* %10, align 4, !dbg !924
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !924
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !924
  resume { i8*, i32 } %29, !dbg !924
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 !dbg !925 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !926, metadata !DIExpression()), !dbg !927
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !928
  call void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #3, !dbg !928
  ret void, !dbg !930
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !931 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !932, metadata !DIExpression()), !dbg !933
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !934
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !934
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !936
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !937
  %10 = load double*, double** %9, align 8, !dbg !937
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !938
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !938
  %13 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !939
  %14 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !940
  %15 = load double*, double** %14, align 8, !dbg !940
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !941
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #3, !dbg !941
  invoke void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %10, double* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !942

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !943
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #3, !dbg !943
  ret void, !dbg !944

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !943
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !943
  store i8* %22, i8** %3, align 8, !dbg !943
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !943
  store i32 %23, i32* %4, align 4, !dbg !943
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !943
  call void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #3, !dbg !943
  br label %25, !dbg !943

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !943
  call void @__clang_call_terminate(i8* %26) #14, !dbg !943
  unreachable, !dbg !943
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(void (i8*)*, i8*, i8*) #3

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #4 !dbg !945 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !948, metadata !DIExpression()), !dbg !949
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !950, metadata !DIExpression()), !dbg !951
  call void @llvm.dbg.declare(metadata i32* %6, metadata !952, metadata !DIExpression()), !dbg !953
  %9 = load i32, i32* %4, align 4, !dbg !954
  %10 = icmp sgt i32 %9, 1, !dbg !955
  br i1 %10, label %11, label %16, !dbg !954

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !956
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !956
  %14 = load i8*, i8** %13, align 8, !dbg !956
  %15 = call i32 @atoi(i8* noundef %14) #15, !dbg !957
  br label %17, !dbg !954

16:                                               ; preds = %2
  br label %17, !dbg !954

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 1000, %16 ], !dbg !954
  store i32 %18, i32* %6, align 4, !dbg !953
  call void @llvm.dbg.declare(metadata double* %7, metadata !958, metadata !DIExpression()), !dbg !959
  store double 0.000000e+00, double* %7, align 8, !dbg !959
  call void @llvm.dbg.declare(metadata i32* %8, metadata !960, metadata !DIExpression()), !dbg !962
  store i32 0, i32* %8, align 4, !dbg !962
  br label %19, !dbg !963

19:                                               ; preds = %30, %17
  %20 = load i32, i32* %8, align 4, !dbg !964
  %21 = load i32, i32* %6, align 4, !dbg !966
  %22 = icmp slt i32 %20, %21, !dbg !967
  br i1 %22, label %23, label %33, !dbg !968

23:                                               ; preds = %19
  %24 = load i32, i32* %8, align 4, !dbg !969
  %25 = sext i32 %24 to i64, !dbg !969
  %26 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) @_ZL5table, i64 noundef %25) #3, !dbg !970
  %27 = load double, double* %26, align 8, !dbg !970
  %28 = load double, double* %7, align 8, !dbg !971
  %29 = fadd double %28, %27, !dbg !971
  store double %29, double* %7, align 8, !dbg !971
  br label %30, !dbg !972

30:                                               ; preds = %23
  %31 = load i32, i32* %8, align 4, !dbg !973
  %32 = add nsw i32 %31, 1, !dbg !973
  store i32 %32, i32* %8, align 4, !dbg !973
  br label %19, !dbg !974, !llvm.loop !975

33:                                               ; preds = %19
  %34 = load double, double* %7, align 8, !dbg !978
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %34), !dbg !979
  ret i32 0, !dbg !980
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #5

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNSt6vectorIdSaIdEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #7 comdat align 2 !dbg !981 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !982, metadata !DIExpression()), !dbg !983
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !984, metadata !DIExpression()), !dbg !985
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !986
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !986
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !987
  %9 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !988
  %10 = load double*, double** %9, align 8, !dbg !988
  %11 = load i64, i64* %4, align 8, !dbg !989
  %12 = getelementptr inbounds double, double* %10, i64 %11, !dbg !990
  ret double* %12, !dbg !991
}

declare i32 @printf(i8* noundef, ...) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 !dbg !992 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !993, metadata !DIExpression()), !dbg !995
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !996
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #1 comdat align 2 !dbg !997 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !998, metadata !DIExpression()), !dbg !999
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1000
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #9 comdat align 2 !dbg !1001 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1002, metadata !DIExpression()), !dbg !1003
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1004, metadata !DIExpression()), !dbg !1005
  %6 = load i64, i64* %3, align 8, !dbg !1006
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1008
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #3, !dbg !1009
  %8 = call noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #3, !dbg !1010
  %9 = icmp ugt i64 %6, %8, !dbg !1011
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #3, !dbg !1006
  br i1 %9, label %10, label %11, !dbg !1012

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #16, !dbg !1013
  unreachable, !dbg !1013

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1014
  ret i64 %12, !dbg !1015
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1016 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1017, metadata !DIExpression()), !dbg !1019
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1020, metadata !DIExpression()), !dbg !1021
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1022, metadata !DIExpression()), !dbg !1023
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1024
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1025
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #3, !dbg !1024
  %12 = load i64, i64* %5, align 8, !dbg !1026
  invoke void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1028

13:                                               ; preds = %3
  ret void, !dbg !1029

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !1030
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !1030
  store i8* %16, i8** %7, align 8, !dbg !1030
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !1030
  store i32 %17, i32* %8, align 4, !dbg !1030
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #3, !dbg !1030
  br label %18, !dbg !1030

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !1030
  %20 = load i32, i32* %8, align 4, !dbg !1030
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !1030
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !1030
  resume { i8*, i32 } %22, !dbg !1030
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #9 comdat align 2 !dbg !1031 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1032, metadata !DIExpression()), !dbg !1033
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1034, metadata !DIExpression()), !dbg !1035
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1036, metadata !DIExpression()), !dbg !1037
  %7 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %8 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1038
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %8, i32 0, i32 0, !dbg !1038
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1039
  %11 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %10, i32 0, i32 0, !dbg !1040
  %12 = load double*, double** %11, align 8, !dbg !1040
  %13 = load i64, i64* %5, align 8, !dbg !1041
  %14 = load double*, double** %6, align 8, !dbg !1042
  %15 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1043
  %16 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %15) #3, !dbg !1043
  %17 = call noundef double* @_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E(double* noundef %12, i64 noundef %13, double* noundef nonnull align 8 dereferenceable(8) %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !1044
  %18 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !1045
  %19 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %18, i32 0, i32 0, !dbg !1045
  %20 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %19 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1046
  %21 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %20, i32 0, i32 1, !dbg !1047
  store double* %17, double** %21, align 8, !dbg !1048
  ret void, !dbg !1049
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1050 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1051, metadata !DIExpression()), !dbg !1052
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1053
  %7 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1053
  %8 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1055
  %9 = load double*, double** %8, align 8, !dbg !1055
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1056
  %11 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1056
  %12 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1057
  %13 = load double*, double** %12, align 8, !dbg !1057
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1058
  %15 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1058
  %16 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1059
  %17 = load double*, double** %16, align 8, !dbg !1059
  %18 = ptrtoint double* %13 to i64, !dbg !1060
  %19 = ptrtoint double* %17 to i64, !dbg !1060
  %20 = sub i64 %18, %19, !dbg !1060
  %21 = sdiv exact i64 %20, 8, !dbg !1060
  invoke void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, double* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1061

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1062
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #3, !dbg !1062
  ret void, !dbg !1063

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1062
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1062
  store i8* %26, i8** %3, align 8, !dbg !1062
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1062
  store i32 %27, i32* %4, align 4, !dbg !1062
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1062
  call void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #3, !dbg !1062
  br label %29, !dbg !1062

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1062
  call void @__clang_call_terminate(i8* %30) #14, !dbg !1062
  unreachable, !dbg !1062
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1064 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1065, metadata !DIExpression()), !dbg !1066
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1067, metadata !DIExpression()), !dbg !1069
  store i64 1152921504606846975, i64* %3, align 8, !dbg !1069
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1070, metadata !DIExpression()), !dbg !1071
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1072
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #3, !dbg !1073
  store i64 %6, i64* %4, align 8, !dbg !1071
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1074

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1074
  ret i64 %9, !dbg !1075

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1074
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1074
  call void @__clang_call_terminate(i8* %12) #14, !dbg !1074
  unreachable, !dbg !1074
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 !dbg !1076 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1077, metadata !DIExpression()), !dbg !1078
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1079, metadata !DIExpression()), !dbg !1080
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1081
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1082
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1082
  call void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #3, !dbg !1083
  ret void, !dbg !1084
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 !dbg !1085 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1086, metadata !DIExpression()), !dbg !1087
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1088
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1088
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #3, !dbg !1089
  ret i64 %5, !dbg !1090
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #7 comdat !dbg !1091 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1099, metadata !DIExpression()), !dbg !1100
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1101, metadata !DIExpression()), !dbg !1102
  %6 = load i64*, i64** %5, align 8, !dbg !1103
  %7 = load i64, i64* %6, align 8, !dbg !1103
  %8 = load i64*, i64** %4, align 8, !dbg !1105
  %9 = load i64, i64* %8, align 8, !dbg !1105
  %10 = icmp ult i64 %7, %9, !dbg !1106
  br i1 %10, label %11, label %13, !dbg !1107

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1108
  store i64* %12, i64** %3, align 8, !dbg !1109
  br label %15, !dbg !1109

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1110
  store i64* %14, i64** %3, align 8, !dbg !1111
  br label %15, !dbg !1111

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1112
  ret i64* %16, !dbg !1112
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #11 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #3
  call void @_ZSt9terminatev() #14
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 !dbg !1113 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1114, metadata !DIExpression()), !dbg !1116
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #3, !dbg !1117
  ret i64 %4, !dbg !1118
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #7 comdat align 2 !dbg !1119 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1120, metadata !DIExpression()), !dbg !1121
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 1152921504606846975, !dbg !1122
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 !dbg !1123 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !1124, metadata !DIExpression()), !dbg !1125
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1126, metadata !DIExpression()), !dbg !1127
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !1128
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #1 comdat align 2 !dbg !1129 {
  %3 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, metadata !1130, metadata !DIExpression()), !dbg !1132
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1133, metadata !DIExpression()), !dbg !1134
  %5 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !1135
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1136
  call void @_ZNSaIdEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #3, !dbg !1137
  %8 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1135
  call void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #3, !dbg !1138
  ret void, !dbg !1139
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #9 comdat align 2 !dbg !1140 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1141, metadata !DIExpression()), !dbg !1142
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1143, metadata !DIExpression()), !dbg !1144
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1145
  %7 = call noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !1146
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1147
  %9 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1148
  %10 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !1149
  store double* %7, double** %10, align 8, !dbg !1150
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1151
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1152
  %13 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !1153
  %14 = load double*, double** %13, align 8, !dbg !1153
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1154
  %16 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1155
  %17 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !1156
  store double* %14, double** %17, align 8, !dbg !1157
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1158
  %19 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1159
  %20 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !1160
  %21 = load double*, double** %20, align 8, !dbg !1160
  %22 = load i64, i64* %4, align 8, !dbg !1161
  %23 = getelementptr inbounds double, double* %21, i64 %22, !dbg !1162
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1163
  %25 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, !dbg !1164
  %26 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !1165
  store double* %23, double** %26, align 8, !dbg !1166
  ret void, !dbg !1167
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 !dbg !1168 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, metadata !1170, metadata !DIExpression()), !dbg !1171
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !1172
  call void @_ZNSaIdED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #3, !dbg !1172
  ret void, !dbg !1174
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 !dbg !1175 {
  %2 = alloca %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, metadata !1176, metadata !DIExpression()), !dbg !1178
  %3 = load %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"*, %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !1179
  store double* null, double** %4, align 8, !dbg !1179
  %5 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !1180
  store double* null, double** %5, align 8, !dbg !1180
  %6 = getelementptr inbounds %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data", %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !1181
  store double* null, double** %6, align 8, !dbg !1181
  ret void, !dbg !1182
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #9 comdat align 2 !dbg !1183 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1184, metadata !DIExpression()), !dbg !1185
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1186, metadata !DIExpression()), !dbg !1187
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !1188
  %7 = icmp ne i64 %6, 0, !dbg !1189
  br i1 %7, label %8, label %13, !dbg !1188

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1190
  %10 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !1190
  %11 = load i64, i64* %4, align 8, !dbg !1191
  %12 = call noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !1192
  br label %14, !dbg !1188

13:                                               ; preds = %2
  br label %14, !dbg !1188

14:                                               ; preds = %13, %8
  %15 = phi double* [ %12, %8 ], [ null, %13 ], !dbg !1188
  ret double* %15, !dbg !1193
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt16allocator_traitsISaIdEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #9 comdat align 2 !dbg !1194 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1195, metadata !DIExpression()), !dbg !1196
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1197, metadata !DIExpression()), !dbg !1198
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !1199
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1199
  %7 = load i64, i64* %4, align 8, !dbg !1200
  %8 = call noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !1201
  ret double* %8, !dbg !1202
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt15__new_allocatorIdE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #9 comdat align 2 !dbg !1203 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1204, metadata !DIExpression()), !dbg !1205
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1206, metadata !DIExpression()), !dbg !1207
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !1208, metadata !DIExpression()), !dbg !1209
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !1210
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIdE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #3, !dbg !1212
  %10 = icmp ugt i64 %8, %9, !dbg !1213
  br i1 %10, label %11, label %16, !dbg !1214

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !1215
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !1218
  br i1 %13, label %14, label %15, !dbg !1219

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #16, !dbg !1220
  unreachable, !dbg !1220

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #16, !dbg !1221
  unreachable, !dbg !1221

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !1222
  %18 = mul i64 %17, 8, !dbg !1223
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #17, !dbg !1224
  %20 = bitcast i8* %19 to double*, !dbg !1225
  ret double* %20, !dbg !1226
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #10

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #12

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #9 comdat !dbg !1227 {
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  %7 = alloca double*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1235, metadata !DIExpression()), !dbg !1236
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1237, metadata !DIExpression()), !dbg !1238
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !1239, metadata !DIExpression()), !dbg !1240
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1241, metadata !DIExpression()), !dbg !1242
  %9 = load double*, double** %5, align 8, !dbg !1243
  %10 = load i64, i64* %6, align 8, !dbg !1244
  %11 = load double*, double** %7, align 8, !dbg !1245
  %12 = call noundef double* @_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_(double* noundef %9, i64 noundef %10, double* noundef nonnull align 8 dereferenceable(8) %11), !dbg !1246
  ret double* %12, !dbg !1247
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #7 comdat align 2 !dbg !1248 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1249, metadata !DIExpression()), !dbg !1250
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !1251
  %5 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !1252
  ret %"class.std::allocator"* %5, !dbg !1253
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #9 comdat !dbg !1254 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca i8, align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1258, metadata !DIExpression()), !dbg !1259
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1260, metadata !DIExpression()), !dbg !1261
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1262, metadata !DIExpression()), !dbg !1263
  call void @llvm.dbg.declare(metadata i8* %7, metadata !1264, metadata !DIExpression()), !dbg !1265
  store i8 1, i8* %7, align 1, !dbg !1265
  %8 = load double*, double** %4, align 8, !dbg !1266
  %9 = load i64, i64* %5, align 8, !dbg !1267
  %10 = load double*, double** %6, align 8, !dbg !1268
  %11 = call noundef double* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_(double* noundef %8, i64 noundef %9, double* noundef nonnull align 8 dereferenceable(8) %10), !dbg !1269
  ret double* %11, !dbg !1270
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #9 comdat align 2 !dbg !1271 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1276, metadata !DIExpression()), !dbg !1277
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1278, metadata !DIExpression()), !dbg !1279
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1280, metadata !DIExpression()), !dbg !1281
  %7 = load double*, double** %4, align 8, !dbg !1282
  %8 = load i64, i64* %5, align 8, !dbg !1283
  %9 = load double*, double** %6, align 8, !dbg !1284
  %10 = call noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %7, i64 noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1285
  ret double* %10, !dbg !1286
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt6fill_nIPdmdET_S1_T0_RKT1_(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #9 comdat !dbg !1287 {
  %4 = alloca double*, align 8
  %5 = alloca i64, align 8
  %6 = alloca double*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1290, metadata !DIExpression()), !dbg !1291
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1292, metadata !DIExpression()), !dbg !1293
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1294, metadata !DIExpression()), !dbg !1295
  %9 = load double*, double** %4, align 8, !dbg !1296
  %10 = load i64, i64* %5, align 8, !dbg !1297
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !1298
  %12 = load double*, double** %6, align 8, !dbg !1299
  call void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %4), !dbg !1300
  %13 = call noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %9, i64 noundef %11, double* noundef nonnull align 8 dereferenceable(8) %12), !dbg !1301
  ret double* %13, !dbg !1302
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double* @_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag(double* noundef %0, i64 noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #9 comdat !dbg !1303 {
  %4 = alloca double*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca double*, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1319, metadata !DIExpression()), !dbg !1320
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !1321, metadata !DIExpression()), !dbg !1322
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !1323, metadata !DIExpression()), !dbg !1324
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !1325, metadata !DIExpression()), !dbg !1326
  %9 = load i64, i64* %7, align 8, !dbg !1327
  %10 = icmp ule i64 %9, 0, !dbg !1329
  br i1 %10, label %11, label %13, !dbg !1330

11:                                               ; preds = %3
  %12 = load double*, double** %6, align 8, !dbg !1331
  store double* %12, double** %4, align 8, !dbg !1332
  br label %22, !dbg !1332

13:                                               ; preds = %3
  %14 = load double*, double** %6, align 8, !dbg !1333
  %15 = load double*, double** %6, align 8, !dbg !1334
  %16 = load i64, i64* %7, align 8, !dbg !1335
  %17 = getelementptr inbounds double, double* %15, i64 %16, !dbg !1336
  %18 = load double*, double** %8, align 8, !dbg !1337
  call void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %14, double* noundef %17, double* noundef nonnull align 8 dereferenceable(8) %18), !dbg !1338
  %19 = load double*, double** %6, align 8, !dbg !1339
  %20 = load i64, i64* %7, align 8, !dbg !1340
  %21 = getelementptr inbounds double, double* %19, i64 %20, !dbg !1341
  store double* %21, double** %4, align 8, !dbg !1342
  br label %22, !dbg !1342

22:                                               ; preds = %13, %11
  %23 = load double*, double** %4, align 8, !dbg !1343
  ret double* %23, !dbg !1343
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #7 comdat !dbg !1344 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !1347, metadata !DIExpression()), !dbg !1348
  %3 = load i64, i64* %2, align 8, !dbg !1349
  ret i64 %3, !dbg !1350
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_(double** noundef nonnull align 8 dereferenceable(8) %0) #7 comdat !dbg !1351 {
  %2 = alloca double**, align 8
  store double** %0, double*** %2, align 8
  call void @llvm.dbg.declare(metadata double*** %2, metadata !1362, metadata !DIExpression()), !dbg !1363
  ret void, !dbg !1364
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPddEvT_S1_RKT0_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #9 comdat !dbg !1365 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1370, metadata !DIExpression()), !dbg !1371
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1372, metadata !DIExpression()), !dbg !1373
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1374, metadata !DIExpression()), !dbg !1375
  %7 = load double*, double** %4, align 8, !dbg !1376
  %8 = load double*, double** %5, align 8, !dbg !1377
  %9 = load double*, double** %6, align 8, !dbg !1378
  call void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %7, double* noundef %8, double* noundef nonnull align 8 dereferenceable(8) %9), !dbg !1379
  ret void, !dbg !1380
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(double* noundef %0, double* noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #7 comdat !dbg !1381 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1391, metadata !DIExpression()), !dbg !1392
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1393, metadata !DIExpression()), !dbg !1394
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1395, metadata !DIExpression()), !dbg !1396
  call void @llvm.dbg.declare(metadata double* %7, metadata !1397, metadata !DIExpression()), !dbg !1398
  %8 = load double*, double** %6, align 8, !dbg !1399
  %9 = load double, double* %8, align 8, !dbg !1399
  store double %9, double* %7, align 8, !dbg !1398
  br label %10, !dbg !1400

10:                                               ; preds = %17, %3
  %11 = load double*, double** %4, align 8, !dbg !1401
  %12 = load double*, double** %5, align 8, !dbg !1404
  %13 = icmp ne double* %11, %12, !dbg !1405
  br i1 %13, label %14, label %20, !dbg !1406

14:                                               ; preds = %10
  %15 = load double, double* %7, align 8, !dbg !1407
  %16 = load double*, double** %4, align 8, !dbg !1408
  store double %15, double* %16, align 8, !dbg !1409
  br label %17, !dbg !1410

17:                                               ; preds = %14
  %18 = load double*, double** %4, align 8, !dbg !1411
  %19 = getelementptr inbounds double, double* %18, i32 1, !dbg !1411
  store double* %19, double** %4, align 8, !dbg !1411
  br label %10, !dbg !1412, !llvm.loop !1413

20:                                               ; preds = %10
  ret void, !dbg !1415
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, double* noundef %1, i64 noundef %2) #9 comdat align 2 !dbg !1416 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1417, metadata !DIExpression()), !dbg !1418
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1419, metadata !DIExpression()), !dbg !1420
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1421, metadata !DIExpression()), !dbg !1422
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1423
  %9 = icmp ne double* %8, null, !dbg !1423
  br i1 %9, label %10, label %15, !dbg !1425

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !1426
  %12 = bitcast %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !1426
  %13 = load double*, double** %5, align 8, !dbg !1427
  %14 = load i64, i64* %6, align 8, !dbg !1428
  call void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, double* noundef %13, i64 noundef %14), !dbg !1429
  br label %15, !dbg !1429

15:                                               ; preds = %10, %3
  ret void, !dbg !1430
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #9 comdat align 2 !dbg !1431 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1432, metadata !DIExpression()), !dbg !1433
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1434, metadata !DIExpression()), !dbg !1435
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1436, metadata !DIExpression()), !dbg !1437
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1438
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1438
  %9 = load double*, double** %5, align 8, !dbg !1439
  %10 = load i64, i64* %6, align 8, !dbg !1440
  call void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, double* noundef %9, i64 noundef %10), !dbg !1441
  ret void, !dbg !1442
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIdE10deallocateEPdm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, double* noundef %1, i64 noundef %2) #7 comdat align 2 !dbg !1443 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1444, metadata !DIExpression()), !dbg !1445
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1446, metadata !DIExpression()), !dbg !1447
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1448, metadata !DIExpression()), !dbg !1449
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load double*, double** %5, align 8, !dbg !1450
  %9 = bitcast double* %8 to i8*, !dbg !1450
  call void @_ZdlPv(i8* noundef %9) #18, !dbg !1451
  ret void, !dbg !1452
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #13

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPddEvT_S1_RSaIT0_E(double* noundef %0, double* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #9 comdat !dbg !1453 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1456, metadata !DIExpression()), !dbg !1457
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1458, metadata !DIExpression()), !dbg !1459
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1460, metadata !DIExpression()), !dbg !1461
  %7 = load double*, double** %4, align 8, !dbg !1462
  %8 = load double*, double** %5, align 8, !dbg !1463
  call void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %7, double* noundef %8), !dbg !1464
  ret void, !dbg !1465
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPdEvT_S1_(double* noundef %0, double* noundef %1) #9 comdat !dbg !1466 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1471, metadata !DIExpression()), !dbg !1472
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1473, metadata !DIExpression()), !dbg !1474
  %5 = load double*, double** %3, align 8, !dbg !1475
  %6 = load double*, double** %4, align 8, !dbg !1476
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %5, double* noundef %6), !dbg !1477
  ret void, !dbg !1478
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_(double* noundef %0, double* noundef %1) #7 comdat align 2 !dbg !1479 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !1483, metadata !DIExpression()), !dbg !1484
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !1485, metadata !DIExpression()), !dbg !1486
  ret void, !dbg !1487
}

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_cxx_global_ctor.cpp() #0 section ".text.startup" !dbg !1488 {
  call void @__cxx_global_var_init(), !dbg !1490
  ret void
}

attributes #0 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noinline noreturn nounwind }
attributes #12 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { noreturn nounwind }
attributes #15 = { nounwind readonly willreturn }
attributes #16 = { noreturn }
attributes #17 = { builtin allocsize(0) }
attributes #18 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!882, !883, !884, !885, !886, !887, !888}
!llvm.ident = !{!889}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", linkageName: "_ZL5table", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !501, imports: !502, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cxx_global_ctor.cpp", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ae7c925b4518b0f93fcdf4baf9f4924b")
!4 = !{!5, !74, !77, !32, !36, !42, !7, !11, !14, !140}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !7, file: !6, line: 444, baseType: !17)
!6 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!7 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<double, std::allocator<double> >", scope: !8, file: !6, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !9, templateParams: !233, identifier: "_ZTSSt6vectorIdSaIdEE")
!8 = !DINamespace(name: "std", scope: null)
!9 = !{!10, !234, !253, !269, !270, !275, !278, !281, !285, !291, !295, !301, !306, !310, !320, !323, !326, !329, !334, !335, !339, !342, !345, !348, !351, !357, !363, !364, !365, !370, !375, !376, !377, !378, !379, !380, !381, !384, !385, !388, !389, !390, !391, !394, !395, !403, !410, !413, !414, !415, !418, !421, !422, !423, !426, !429, !432, !436, !437, !440, !443, !446, !449, !452, !455, !458, !459, !460, !461, !462, !465, !466, !469, !470, !471, !478, !481, !486, !489, !492, !495, !498}
!10 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !7, baseType: !11, flags: DIFlagProtected, extraData: i32 0)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<double, std::allocator<double> >", scope: !8, file: !6, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !12, templateParams: !233, identifier: "_ZTSSt12_Vector_baseIdSaIdEE")
!12 = !{!13, !184, !189, !194, !198, !201, !206, !209, !212, !216, !219, !222, !225, !226, !229, !232}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !11, file: !6, line: 371, baseType: !14, size: 192)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !11, file: !6, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !15, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE12_Vector_implE")
!15 = !{!16, !139, !164, !168, !173, !177, !181}
!16 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !14, baseType: !17, extraData: i32 0)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !11, file: !6, line: 88, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !20, file: !19, line: 120, baseType: !138)
!19 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<double>", scope: !21, file: !19, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !86, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdE6rebindIdEE")
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<double>, double>", scope: !22, file: !19, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !23, templateParams: !135, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIdEdEE")
!22 = !DINamespace(name: "__gnu_cxx", scope: null)
!23 = !{!24, !121, !124, !127, !131, !132, !133, !134}
!24 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !21, baseType: !25, extraData: i32 0)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<double> >", scope: !8, file: !26, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !27, templateParams: !119, identifier: "_ZTSSt16allocator_traitsISaIdEE")
!26 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!27 = !{!28, !103, !107, !110, !116}
!28 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !25, file: !26, line: 463, type: !29, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !34, !102}
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !25, file: !26, line: 420, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !25, file: !26, line: 414, baseType: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<double>", scope: !8, file: !37, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !38, templateParams: !86, identifier: "_ZTSSaIdE")
!37 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!38 = !{!39, !88, !92, !97, !101}
!39 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !36, baseType: !40, flags: DIFlagPublic, extraData: i32 0)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<double>", scope: !8, file: !41, line: 47, baseType: !42)
!41 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!42 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<double>", scope: !8, file: !43, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !44, templateParams: !86, identifier: "_ZTSSt15__new_allocatorIdE")
!43 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!44 = !{!45, !49, !54, !55, !62, !70, !79, !82, !85}
!45 = !DISubprogram(name: "__new_allocator", scope: !42, file: !43, line: 80, type: !46, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!49 = !DISubprogram(name: "__new_allocator", scope: !42, file: !43, line: 83, type: !50, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !48, !52}
!52 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!54 = !DISubprogram(name: "~__new_allocator", scope: !42, file: !43, line: 90, type: !46, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!55 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERd", scope: !42, file: !43, line: 93, type: !56, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !59, !60}
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !42, file: !43, line: 63, baseType: !32)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !42, file: !43, line: 65, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !33, size: 64)
!62 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIdE7addressERKd", scope: !42, file: !43, line: 97, type: !63, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!63 = !DISubroutineType(types: !64)
!64 = !{!65, !59, !68}
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !42, file: !43, line: 64, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !42, file: !43, line: 66, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !67, size: 64)
!70 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !42, file: !43, line: 112, type: !71, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!71 = !DISubroutineType(types: !72)
!72 = !{!32, !48, !73, !77}
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !43, line: 60, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !8, file: !75, line: 298, baseType: !76)
!75 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!76 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!79 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !42, file: !43, line: 142, type: !80, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !48, !32, !73}
!82 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !42, file: !43, line: 167, type: !83, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!83 = !DISubroutineType(types: !84)
!84 = !{!73, !59}
!85 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !42, file: !43, line: 210, type: !83, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!86 = !{!87}
!87 = !DITemplateTypeParameter(name: "_Tp", type: !33)
!88 = !DISubprogram(name: "allocator", scope: !36, file: !37, line: 156, type: !89, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DISubprogram(name: "allocator", scope: !36, file: !37, line: 159, type: !93, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !91, !95}
!95 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!97 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIdEaSERKS_", scope: !36, file: !37, line: 164, type: !98, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !91, !95}
!100 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !36, size: 64)
!101 = !DISubprogram(name: "~allocator", scope: !36, file: !37, line: 174, type: !89, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !26, line: 435, baseType: !74)
!103 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_mPKv", scope: !25, file: !26, line: 477, type: !104, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!104 = !DISubroutineType(types: !105)
!105 = !{!31, !34, !102, !106}
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !26, line: 429, baseType: !77)
!107 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !25, file: !26, line: 495, type: !108, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !34, !31, !102}
!110 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !25, file: !26, line: 547, type: !111, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !114}
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !25, file: !26, line: 435, baseType: !74)
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!116 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIdEE37select_on_container_copy_constructionERKS0_", scope: !25, file: !26, line: 562, type: !117, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!117 = !DISubroutineType(types: !118)
!118 = !{!35, !114}
!119 = !{!120}
!120 = !DITemplateTypeParameter(name: "_Alloc", type: !36)
!121 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE17_S_select_on_copyERKS1_", scope: !21, file: !19, line: 97, type: !122, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!36, !95}
!124 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE10_S_on_swapERS1_S3_", scope: !21, file: !19, line: 100, type: !125, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !100, !100}
!127 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_copy_assignEv", scope: !21, file: !19, line: 103, type: !128, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!128 = !DISubroutineType(types: !129)
!129 = !{!130}
!130 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!131 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE27_S_propagate_on_move_assignEv", scope: !21, file: !19, line: 106, type: !128, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!132 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE20_S_propagate_on_swapEv", scope: !21, file: !19, line: 109, type: !128, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!133 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_always_equalEv", scope: !21, file: !19, line: 112, type: !128, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!134 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIdEdE15_S_nothrow_moveEv", scope: !21, file: !19, line: 115, type: !128, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!135 = !{!120, !136}
!136 = !DITemplateTypeParameter(type: !33)
!137 = !{}
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<double>", scope: !25, file: !26, line: 450, baseType: !36)
!139 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !14, baseType: !140, extraData: i32 0)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !11, file: !6, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !141, identifier: "_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE")
!141 = !{!142, !145, !146, !147, !151, !155, !160}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !140, file: !6, line: 94, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !11, file: !6, line: 90, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !21, file: !19, line: 57, baseType: !31)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !140, file: !6, line: 95, baseType: !143, size: 64, offset: 64)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !140, file: !6, line: 96, baseType: !143, size: 64, offset: 128)
!147 = !DISubprogram(name: "_Vector_impl_data", scope: !140, file: !6, line: 99, type: !148, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DISubprogram(name: "_Vector_impl_data", scope: !140, file: !6, line: 105, type: !152, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !150, !154}
!154 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !140, size: 64)
!155 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !140, file: !6, line: 113, type: !156, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !150, !158}
!158 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!160 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !140, file: !6, line: 122, type: !161, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !150, !163}
!163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !140, size: 64)
!164 = !DISubprogram(name: "_Vector_impl", scope: !14, file: !6, line: 137, type: !165, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "_Vector_impl", scope: !14, file: !6, line: 143, type: !169, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !167, !171}
!171 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!173 = !DISubprogram(name: "_Vector_impl", scope: !14, file: !6, line: 151, type: !174, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !167, !176}
!176 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !14, size: 64)
!177 = !DISubprogram(name: "_Vector_impl", scope: !14, file: !6, line: 156, type: !178, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !167, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !17, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !14, file: !6, line: 161, type: !182, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !167, !180, !176}
!184 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !11, file: !6, line: 298, type: !185, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!185 = !DISubroutineType(types: !186)
!186 = !{!187, !188}
!187 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!189 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !11, file: !6, line: 303, type: !190, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!171, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!194 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIdSaIdEE13get_allocatorEv", scope: !11, file: !6, line: 308, type: !195, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!195 = !DISubroutineType(types: !196)
!196 = !{!197, !192}
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !11, file: !6, line: 294, baseType: !36)
!198 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 312, type: !199, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !188}
!201 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 318, type: !202, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !188, !204}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !197)
!206 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 324, type: !207, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !188, !74}
!209 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 330, type: !210, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !188, !74, !204}
!212 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 335, type: !213, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !188, !215}
!215 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !11, size: 64)
!216 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 340, type: !217, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !188, !180}
!219 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 344, type: !220, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !188, !215, !204}
!222 = !DISubprogram(name: "_Vector_base", scope: !11, file: !6, line: 358, type: !223, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !188, !204, !215}
!225 = !DISubprogram(name: "~_Vector_base", scope: !11, file: !6, line: 364, type: !199, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!226 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !11, file: !6, line: 375, type: !227, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{!143, !188, !74}
!229 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !11, file: !6, line: 383, type: !230, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !188, !143, !74}
!232 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !11, file: !6, line: 393, type: !207, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!233 = !{!87, !120}
!234 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !7, file: !6, line: 465, type: !235, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!235 = !DISubroutineType(types: !236)
!236 = !{!130, !237}
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !8, file: !238, line: 82, baseType: !239)
!238 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !8, file: !238, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !240, templateParams: !250, identifier: "_ZTSSt17integral_constantIbLb1EE")
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
!253 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIdSaIdEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !7, file: !6, line: 474, type: !254, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!254 = !DISubroutineType(types: !255)
!255 = !{!130, !256}
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !8, file: !238, line: 85, baseType: !257)
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !8, file: !238, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !258, templateParams: !267, identifier: "_ZTSSt17integral_constantIbLb0EE")
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
!269 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIdSaIdEE15_S_use_relocateEv", scope: !7, file: !6, line: 478, type: !128, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!270 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb1EE", scope: !7, file: !6, line: 487, type: !271, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!271 = !DISubroutineType(types: !272)
!272 = !{!273, !273, !273, !273, !274, !237}
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !7, file: !6, line: 449, baseType: !143)
!274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!275 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIdSaIdEE14_S_do_relocateEPdS2_S2_RS0_St17integral_constantIbLb0EE", scope: !7, file: !6, line: 494, type: !276, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!276 = !DISubroutineType(types: !277)
!277 = !{!273, !273, !273, !273, !274, !256}
!278 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIdSaIdEE11_S_relocateEPdS2_S2_RS0_", scope: !7, file: !6, line: 499, type: !279, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!279 = !DISubroutineType(types: !280)
!280 = !{!273, !273, !273, !273, !274}
!281 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 526, type: !282, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !284}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 537, type: !286, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !284, !288}
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !7, file: !6, line: 460, baseType: !36)
!291 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 551, type: !292, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !284, !294, !288}
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !6, line: 458, baseType: !74)
!295 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 564, type: !296, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !284, !294, !298, !288}
!298 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !7, file: !6, line: 448, baseType: !33)
!301 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 596, type: !302, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !284, !304}
!304 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!306 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 615, type: !307, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !284, !309}
!309 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !7, size: 64)
!310 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 619, type: !311, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !284, !304, !313}
!313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !314, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<double> >", scope: !8, file: !238, line: 128, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !317, file: !238, line: 125, baseType: !36)
!317 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<double> >", scope: !8, file: !238, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !318, identifier: "_ZTSSt15__type_identityISaIdEE")
!318 = !{!319}
!319 = !DITemplateTypeParameter(name: "_Type", type: !36)
!320 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 630, type: !321, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !284, !309, !288, !237}
!323 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 635, type: !324, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !284, !309, !288, !256}
!326 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 654, type: !327, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !284, !309, !313}
!329 = !DISubprogram(name: "vector", scope: !7, file: !6, line: 673, type: !330, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !284, !332, !288}
!332 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<double>", scope: !8, file: !333, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIdE")
!333 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!334 = !DISubprogram(name: "~vector", scope: !7, file: !6, line: 728, type: !282, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!335 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSERKS1_", scope: !7, file: !6, line: 746, type: !336, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!336 = !DISubroutineType(types: !337)
!337 = !{!338, !284, !304}
!338 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!339 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSEOS1_", scope: !7, file: !6, line: 761, type: !340, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!340 = !DISubroutineType(types: !341)
!341 = !{!338, !284, !309}
!342 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIdSaIdEEaSESt16initializer_listIdE", scope: !7, file: !6, line: 783, type: !343, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!343 = !DISubroutineType(types: !344)
!344 = !{!338, !284, !332}
!345 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignEmRKd", scope: !7, file: !6, line: 803, type: !346, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !284, !294, !298}
!348 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIdSaIdEE6assignESt16initializer_listIdE", scope: !7, file: !6, line: 850, type: !349, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !284, !332}
!351 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIdSaIdEE5beginEv", scope: !7, file: !6, line: 868, type: !352, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!352 = !DISubroutineType(types: !353)
!353 = !{!354, !284}
!354 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !7, file: !6, line: 453, baseType: !355)
!355 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<double *, std::vector<double, std::allocator<double> > >", scope: !22, file: !356, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEE")
!356 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!357 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIdSaIdEE5beginEv", scope: !7, file: !6, line: 878, type: !358, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!358 = !DISubroutineType(types: !359)
!359 = !{!360, !362}
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !7, file: !6, line: 455, baseType: !361)
!361 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const double *, std::vector<double, std::allocator<double> > >", scope: !22, file: !356, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEE")
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!363 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIdSaIdEE3endEv", scope: !7, file: !6, line: 888, type: !352, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!364 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIdSaIdEE3endEv", scope: !7, file: !6, line: 898, type: !358, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!365 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIdSaIdEE6rbeginEv", scope: !7, file: !6, line: 908, type: !366, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!366 = !DISubroutineType(types: !367)
!367 = !{!368, !284}
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !7, file: !6, line: 457, baseType: !369)
!369 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<double *, std::vector<double, std::allocator<double> > > >", scope: !8, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPdSt6vectorIdSaIdEEEEE")
!370 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6rbeginEv", scope: !7, file: !6, line: 918, type: !371, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!371 = !DISubroutineType(types: !372)
!372 = !{!373, !362}
!373 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !7, file: !6, line: 456, baseType: !374)
!374 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const double *, std::vector<double, std::allocator<double> > > >", scope: !8, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKdSt6vectorIdSaIdEEEEE")
!375 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIdSaIdEE4rendEv", scope: !7, file: !6, line: 928, type: !366, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!376 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIdSaIdEE4rendEv", scope: !7, file: !6, line: 938, type: !371, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!377 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIdSaIdEE6cbeginEv", scope: !7, file: !6, line: 949, type: !358, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!378 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIdSaIdEE4cendEv", scope: !7, file: !6, line: 959, type: !358, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!379 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIdSaIdEE7crbeginEv", scope: !7, file: !6, line: 969, type: !371, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!380 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIdSaIdEE5crendEv", scope: !7, file: !6, line: 979, type: !371, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!381 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIdSaIdEE4sizeEv", scope: !7, file: !6, line: 987, type: !382, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!382 = !DISubroutineType(types: !383)
!383 = !{!294, !362}
!384 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIdSaIdEE8max_sizeEv", scope: !7, file: !6, line: 993, type: !382, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!385 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEm", scope: !7, file: !6, line: 1008, type: !386, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !284, !294}
!388 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIdSaIdEE6resizeEmRKd", scope: !7, file: !6, line: 1029, type: !346, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!389 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE13shrink_to_fitEv", scope: !7, file: !6, line: 1063, type: !282, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!390 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIdSaIdEE8capacityEv", scope: !7, file: !6, line: 1073, type: !382, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!391 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIdSaIdEE5emptyEv", scope: !7, file: !6, line: 1083, type: !392, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!392 = !DISubroutineType(types: !393)
!393 = !{!130, !362}
!394 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIdSaIdEE7reserveEm", scope: !7, file: !6, line: 1105, type: !386, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!395 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !7, file: !6, line: 1121, type: !396, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !284, !294}
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !7, file: !6, line: 451, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !21, file: !19, line: 62, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !401, size: 64)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !21, file: !19, line: 56, baseType: !402)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !25, file: !26, line: 417, baseType: !33)
!403 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIdSaIdEEixEm", scope: !7, file: !6, line: 1140, type: !404, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!404 = !DISubroutineType(types: !405)
!405 = !{!406, !362, !294}
!406 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !7, file: !6, line: 452, baseType: !407)
!407 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !21, file: !19, line: 63, baseType: !408)
!408 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !409, size: 64)
!409 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !401)
!410 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIdSaIdEE14_M_range_checkEm", scope: !7, file: !6, line: 1150, type: !411, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!411 = !DISubroutineType(types: !412)
!412 = !{null, !362, !294}
!413 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIdSaIdEE2atEm", scope: !7, file: !6, line: 1173, type: !396, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIdSaIdEE2atEm", scope: !7, file: !6, line: 1192, type: !404, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!415 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIdSaIdEE5frontEv", scope: !7, file: !6, line: 1204, type: !416, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!416 = !DISubroutineType(types: !417)
!417 = !{!398, !284}
!418 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIdSaIdEE5frontEv", scope: !7, file: !6, line: 1216, type: !419, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!419 = !DISubroutineType(types: !420)
!420 = !{!406, !362}
!421 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIdSaIdEE4backEv", scope: !7, file: !6, line: 1228, type: !416, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!422 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIdSaIdEE4backEv", scope: !7, file: !6, line: 1240, type: !419, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!423 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIdSaIdEE4dataEv", scope: !7, file: !6, line: 1255, type: !424, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!424 = !DISubroutineType(types: !425)
!425 = !{!32, !284}
!426 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIdSaIdEE4dataEv", scope: !7, file: !6, line: 1260, type: !427, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubroutineType(types: !428)
!428 = !{!66, !362}
!429 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backERKd", scope: !7, file: !6, line: 1276, type: !430, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !284, !298}
!432 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIdSaIdEE9push_backEOd", scope: !7, file: !6, line: 1293, type: !433, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!433 = !DISubroutineType(types: !434)
!434 = !{null, !284, !435}
!435 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !300, size: 64)
!436 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIdSaIdEE8pop_backEv", scope: !7, file: !6, line: 1317, type: !282, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!437 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EERS4_", scope: !7, file: !6, line: 1357, type: !438, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!438 = !DISubroutineType(types: !439)
!439 = !{!354, !284, !360, !298}
!440 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !7, file: !6, line: 1388, type: !441, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!441 = !DISubroutineType(types: !442)
!442 = !{!354, !284, !360, !435}
!443 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EESt16initializer_listIdE", scope: !7, file: !6, line: 1406, type: !444, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!444 = !DISubroutineType(types: !445)
!445 = !{!354, !284, !360, !332}
!446 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIdSaIdEE6insertEN9__gnu_cxx17__normal_iteratorIPKdS1_EEmRS4_", scope: !7, file: !6, line: 1432, type: !447, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubroutineType(types: !448)
!448 = !{!354, !284, !360, !294, !298}
!449 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EE", scope: !7, file: !6, line: 1529, type: !450, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!450 = !DISubroutineType(types: !451)
!451 = !{!354, !284, !360}
!452 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIdSaIdEE5eraseEN9__gnu_cxx17__normal_iteratorIPKdS1_EES6_", scope: !7, file: !6, line: 1557, type: !453, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!453 = !DISubroutineType(types: !454)
!454 = !{!354, !284, !360, !360}
!455 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIdSaIdEE4swapERS1_", scope: !7, file: !6, line: 1581, type: !456, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!456 = !DISubroutineType(types: !457)
!457 = !{null, !284, !338}
!458 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIdSaIdEE5clearEv", scope: !7, file: !6, line: 1600, type: !282, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!459 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !7, file: !6, line: 1699, type: !346, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!460 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIdSaIdEE21_M_default_initializeEm", scope: !7, file: !6, line: 1710, type: !386, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!461 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_assignEmRKd", scope: !7, file: !6, line: 1757, type: !346, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!462 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIdSaIdEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPdS1_EEmRKd", scope: !7, file: !6, line: 1801, type: !463, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!463 = !DISubroutineType(types: !464)
!464 = !{null, !284, !354, !294, !298}
!465 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIdSaIdEE17_M_default_appendEm", scope: !7, file: !6, line: 1807, type: !386, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!466 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIdSaIdEE16_M_shrink_to_fitEv", scope: !7, file: !6, line: 1811, type: !467, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!467 = !DISubroutineType(types: !468)
!468 = !{!130, !284}
!469 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIdSaIdEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !7, file: !6, line: 1873, type: !441, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!470 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIdSaIdEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKdS1_EEOd", scope: !7, file: !6, line: 1884, type: !441, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!471 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIdSaIdEE12_M_check_lenEmPKc", scope: !7, file: !6, line: 1891, type: !472, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!472 = !DISubroutineType(types: !473)
!473 = !{!474, !362, !294, !475}
!474 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !7, file: !6, line: 458, baseType: !74)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64)
!476 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !477)
!477 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!478 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !7, file: !6, line: 1902, type: !479, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!479 = !DISubroutineType(types: !480)
!480 = !{!474, !294, !288}
!481 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !7, file: !6, line: 1911, type: !482, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!482 = !DISubroutineType(types: !483)
!483 = !{!474, !484}
!484 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !485, size: 64)
!485 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!486 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIdSaIdEE15_M_erase_at_endEPd", scope: !7, file: !6, line: 1928, type: !487, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!487 = !DISubroutineType(types: !488)
!488 = !{null, !284, !273}
!489 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EE", scope: !7, file: !6, line: 1941, type: !490, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!490 = !DISubroutineType(types: !491)
!491 = !{!354, !284, !354}
!492 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIdSaIdEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPdS1_EES5_", scope: !7, file: !6, line: 1945, type: !493, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!493 = !DISubroutineType(types: !494)
!494 = !{!354, !284, !354, !354}
!495 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !7, file: !6, line: 1954, type: !496, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !284, !309, !237}
!498 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIdSaIdEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !7, file: !6, line: 1966, type: !499, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!499 = !DISubroutineType(types: !500)
!500 = !{null, !284, !309, !256}
!501 = !{!0}
!502 = !{!503, !507, !513, !519, !524, !529, !531, !533, !535, !537, !544, !550, !555, !559, !563, !567, !575, !579, !581, !586, !592, !596, !601, !603, !607, !611, !615, !617, !621, !625, !627, !631, !633, !635, !639, !643, !647, !651, !655, !659, !661, !668, !672, !676, !680, !682, !684, !688, !692, !693, !694, !695, !696, !697, !701, !705, !711, !715, !720, !722, !726, !728, !732, !740, !744, !748, !752, !756, !760, !764, !768, !772, !776, !783, !787, !791, !793, !795, !799, !804, !810, !814, !818, !820, !827, !831, !838, !840, !844, !848, !852, !856, !861, !866, !871, !872, !873, !874, !876, !877, !878, !879, !880, !881}
!503 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !504, entity: !505, file: !506, line: 58)
!504 = !DINamespace(name: "__gnu_debug", scope: null)
!505 = !DINamespace(name: "__debug", scope: !8)
!506 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!507 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !508, file: !512, line: 98)
!508 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !509, line: 7, baseType: !510)
!509 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!510 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !511, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!511 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!512 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!513 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !514, file: !512, line: 99)
!514 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !515, line: 84, baseType: !516)
!515 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!516 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !517, line: 14, baseType: !518)
!517 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!518 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !517, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !520, file: !512, line: 101)
!520 = !DISubprogram(name: "clearerr", scope: !515, file: !515, line: 786, type: !521, flags: DIFlagPrototyped, spFlags: 0)
!521 = !DISubroutineType(types: !522)
!522 = !{null, !523}
!523 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !508, size: 64)
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !525, file: !512, line: 102)
!525 = !DISubprogram(name: "fclose", scope: !515, file: !515, line: 178, type: !526, flags: DIFlagPrototyped, spFlags: 0)
!526 = !DISubroutineType(types: !527)
!527 = !{!528, !523}
!528 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!529 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !530, file: !512, line: 103)
!530 = !DISubprogram(name: "feof", scope: !515, file: !515, line: 788, type: !526, flags: DIFlagPrototyped, spFlags: 0)
!531 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !532, file: !512, line: 104)
!532 = !DISubprogram(name: "ferror", scope: !515, file: !515, line: 790, type: !526, flags: DIFlagPrototyped, spFlags: 0)
!533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !534, file: !512, line: 105)
!534 = !DISubprogram(name: "fflush", scope: !515, file: !515, line: 230, type: !526, flags: DIFlagPrototyped, spFlags: 0)
!535 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !536, file: !512, line: 106)
!536 = !DISubprogram(name: "fgetc", scope: !515, file: !515, line: 513, type: !526, flags: DIFlagPrototyped, spFlags: 0)
!537 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !538, file: !512, line: 107)
!538 = !DISubprogram(name: "fgetpos", scope: !515, file: !515, line: 760, type: !539, flags: DIFlagPrototyped, spFlags: 0)
!539 = !DISubroutineType(types: !540)
!540 = !{!528, !541, !542}
!541 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !523)
!542 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !543)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !514, size: 64)
!544 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !545, file: !512, line: 108)
!545 = !DISubprogram(name: "fgets", scope: !515, file: !515, line: 592, type: !546, flags: DIFlagPrototyped, spFlags: 0)
!546 = !DISubroutineType(types: !547)
!547 = !{!548, !549, !528, !541}
!548 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64)
!549 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !548)
!550 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !551, file: !512, line: 109)
!551 = !DISubprogram(name: "fopen", scope: !515, file: !515, line: 258, type: !552, flags: DIFlagPrototyped, spFlags: 0)
!552 = !DISubroutineType(types: !553)
!553 = !{!523, !554, !554}
!554 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !475)
!555 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !556, file: !512, line: 110)
!556 = !DISubprogram(name: "fprintf", scope: !515, file: !515, line: 350, type: !557, flags: DIFlagPrototyped, spFlags: 0)
!557 = !DISubroutineType(types: !558)
!558 = !{!528, !541, !554, null}
!559 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !560, file: !512, line: 111)
!560 = !DISubprogram(name: "fputc", scope: !515, file: !515, line: 549, type: !561, flags: DIFlagPrototyped, spFlags: 0)
!561 = !DISubroutineType(types: !562)
!562 = !{!528, !528, !523}
!563 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !564, file: !512, line: 112)
!564 = !DISubprogram(name: "fputs", scope: !515, file: !515, line: 655, type: !565, flags: DIFlagPrototyped, spFlags: 0)
!565 = !DISubroutineType(types: !566)
!566 = !{!528, !554, !541}
!567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !568, file: !512, line: 113)
!568 = !DISubprogram(name: "fread", scope: !515, file: !515, line: 675, type: !569, flags: DIFlagPrototyped, spFlags: 0)
!569 = !DISubroutineType(types: !570)
!570 = !{!571, !573, !571, !571, !541}
!571 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !572, line: 46, baseType: !76)
!572 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!573 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !574)
!574 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!575 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !576, file: !512, line: 114)
!576 = !DISubprogram(name: "freopen", scope: !515, file: !515, line: 265, type: !577, flags: DIFlagPrototyped, spFlags: 0)
!577 = !DISubroutineType(types: !578)
!578 = !{!523, !554, !554, !541}
!579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !580, file: !512, line: 115)
!580 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !515, file: !515, line: 434, type: !557, flags: DIFlagPrototyped, spFlags: 0)
!581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !582, file: !512, line: 116)
!582 = !DISubprogram(name: "fseek", scope: !515, file: !515, line: 713, type: !583, flags: DIFlagPrototyped, spFlags: 0)
!583 = !DISubroutineType(types: !584)
!584 = !{!528, !523, !585, !528}
!585 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !587, file: !512, line: 117)
!587 = !DISubprogram(name: "fsetpos", scope: !515, file: !515, line: 765, type: !588, flags: DIFlagPrototyped, spFlags: 0)
!588 = !DISubroutineType(types: !589)
!589 = !{!528, !523, !590}
!590 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !591, size: 64)
!591 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !514)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !593, file: !512, line: 118)
!593 = !DISubprogram(name: "ftell", scope: !515, file: !515, line: 718, type: !594, flags: DIFlagPrototyped, spFlags: 0)
!594 = !DISubroutineType(types: !595)
!595 = !{!585, !523}
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !597, file: !512, line: 119)
!597 = !DISubprogram(name: "fwrite", scope: !515, file: !515, line: 681, type: !598, flags: DIFlagPrototyped, spFlags: 0)
!598 = !DISubroutineType(types: !599)
!599 = !{!571, !600, !571, !571, !541}
!600 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!601 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !602, file: !512, line: 120)
!602 = !DISubprogram(name: "getc", scope: !515, file: !515, line: 514, type: !526, flags: DIFlagPrototyped, spFlags: 0)
!603 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !604, file: !512, line: 121)
!604 = !DISubprogram(name: "getchar", scope: !515, file: !515, line: 520, type: !605, flags: DIFlagPrototyped, spFlags: 0)
!605 = !DISubroutineType(types: !606)
!606 = !{!528}
!607 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !608, file: !512, line: 126)
!608 = !DISubprogram(name: "perror", scope: !515, file: !515, line: 804, type: !609, flags: DIFlagPrototyped, spFlags: 0)
!609 = !DISubroutineType(types: !610)
!610 = !{null, !475}
!611 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !612, file: !512, line: 127)
!612 = !DISubprogram(name: "printf", scope: !515, file: !515, line: 356, type: !613, flags: DIFlagPrototyped, spFlags: 0)
!613 = !DISubroutineType(types: !614)
!614 = !{!528, !554, null}
!615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !616, file: !512, line: 128)
!616 = !DISubprogram(name: "putc", scope: !515, file: !515, line: 550, type: !561, flags: DIFlagPrototyped, spFlags: 0)
!617 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !618, file: !512, line: 129)
!618 = !DISubprogram(name: "putchar", scope: !515, file: !515, line: 556, type: !619, flags: DIFlagPrototyped, spFlags: 0)
!619 = !DISubroutineType(types: !620)
!620 = !{!528, !528}
!621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !622, file: !512, line: 130)
!622 = !DISubprogram(name: "puts", scope: !515, file: !515, line: 661, type: !623, flags: DIFlagPrototyped, spFlags: 0)
!623 = !DISubroutineType(types: !624)
!624 = !{!528, !475}
!625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !626, file: !512, line: 131)
!626 = !DISubprogram(name: "remove", scope: !515, file: !515, line: 152, type: !623, flags: DIFlagPrototyped, spFlags: 0)
!627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !628, file: !512, line: 132)
!628 = !DISubprogram(name: "rename", scope: !515, file: !515, line: 154, type: !629, flags: DIFlagPrototyped, spFlags: 0)
!629 = !DISubroutineType(types: !630)
!630 = !{!528, !475, !475}
!631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !632, file: !512, line: 133)
!632 = !DISubprogram(name: "rewind", scope: !515, file: !515, line: 723, type: !521, flags: DIFlagPrototyped, spFlags: 0)
!633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !634, file: !512, line: 134)
!634 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !515, file: !515, line: 437, type: !613, flags: DIFlagPrototyped, spFlags: 0)
!635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !636, file: !512, line: 135)
!636 = !DISubprogram(name: "setbuf", scope: !515, file: !515, line: 328, type: !637, flags: DIFlagPrototyped, spFlags: 0)
!637 = !DISubroutineType(types: !638)
!638 = !{null, !541, !549}
!639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !640, file: !512, line: 136)
!640 = !DISubprogram(name: "setvbuf", scope: !515, file: !515, line: 332, type: !641, flags: DIFlagPrototyped, spFlags: 0)
!641 = !DISubroutineType(types: !642)
!642 = !{!528, !541, !549, !528, !571}
!643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !644, file: !512, line: 137)
!644 = !DISubprogram(name: "sprintf", scope: !515, file: !515, line: 358, type: !645, flags: DIFlagPrototyped, spFlags: 0)
!645 = !DISubroutineType(types: !646)
!646 = !{!528, !549, !554, null}
!647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !648, file: !512, line: 138)
!648 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !515, file: !515, line: 439, type: !649, flags: DIFlagPrototyped, spFlags: 0)
!649 = !DISubroutineType(types: !650)
!650 = !{!528, !554, !554, null}
!651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !652, file: !512, line: 139)
!652 = !DISubprogram(name: "tmpfile", scope: !515, file: !515, line: 188, type: !653, flags: DIFlagPrototyped, spFlags: 0)
!653 = !DISubroutineType(types: !654)
!654 = !{!523}
!655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !656, file: !512, line: 141)
!656 = !DISubprogram(name: "tmpnam", scope: !515, file: !515, line: 205, type: !657, flags: DIFlagPrototyped, spFlags: 0)
!657 = !DISubroutineType(types: !658)
!658 = !{!548, !548}
!659 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !660, file: !512, line: 143)
!660 = !DISubprogram(name: "ungetc", scope: !515, file: !515, line: 668, type: !561, flags: DIFlagPrototyped, spFlags: 0)
!661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !662, file: !512, line: 144)
!662 = !DISubprogram(name: "vfprintf", scope: !515, file: !515, line: 365, type: !663, flags: DIFlagPrototyped, spFlags: 0)
!663 = !DISubroutineType(types: !664)
!664 = !{!528, !541, !554, !665}
!665 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !666, size: 64)
!666 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !667, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!667 = !DIFile(filename: "cxx_global_ctor.cpp", directory: "/work/main/internal/pipeline/testdata")
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !669, file: !512, line: 145)
!669 = !DISubprogram(name: "vprintf", scope: !515, file: !515, line: 371, type: !670, flags: DIFlagPrototyped, spFlags: 0)
!670 = !DISubroutineType(types: !671)
!671 = !{!528, !554, !665}
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !673, file: !512, line: 146)
!673 = !DISubprogram(name: "vsprintf", scope: !515, file: !515, line: 373, type: !674, flags: DIFlagPrototyped, spFlags: 0)
!674 = !DISubroutineType(types: !675)
!675 = !{!528, !549, !554, !665}
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !677, file: !512, line: 175)
!677 = !DISubprogram(name: "snprintf", scope: !515, file: !515, line: 378, type: !678, flags: DIFlagPrototyped, spFlags: 0)
!678 = !DISubroutineType(types: !679)
!679 = !{!528, !549, !571, !554, null}
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !681, file: !512, line: 176)
!681 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !515, file: !515, line: 479, type: !663, flags: DIFlagPrototyped, spFlags: 0)
!682 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !683, file: !512, line: 177)
!683 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !515, file: !515, line: 484, type: !670, flags: DIFlagPrototyped, spFlags: 0)
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !685, file: !512, line: 178)
!685 = !DISubprogram(name: "vsnprintf", scope: !515, file: !515, line: 382, type: !686, flags: DIFlagPrototyped, spFlags: 0)
!686 = !DISubroutineType(types: !687)
!687 = !{!528, !549, !571, !554, !665}
!688 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !689, file: !512, line: 179)
!689 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !515, file: !515, line: 487, type: !690, flags: DIFlagPrototyped, spFlags: 0)
!690 = !DISubroutineType(types: !691)
!691 = !{!528, !554, !554, !665}
!692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !677, file: !512, line: 185)
!693 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !681, file: !512, line: 186)
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !683, file: !512, line: 187)
!695 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !685, file: !512, line: 188)
!696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !689, file: !512, line: 189)
!697 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !698, file: !700, line: 52)
!698 = !DISubprogram(name: "abs", scope: !699, file: !699, line: 861, type: !619, flags: DIFlagPrototyped, spFlags: 0)
!699 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!700 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !702, file: !704, line: 127)
!702 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !699, line: 63, baseType: !703)
!703 = !DICompositeType(tag: DW_TAG_structure_type, file: !699, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!704 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!705 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !706, file: !704, line: 128)
!706 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !699, line: 71, baseType: !707)
!707 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !699, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !708, identifier: "_ZTS6ldiv_t")
!708 = !{!709, !710}
!709 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !707, file: !699, line: 69, baseType: !585, size: 64)
!710 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !707, file: !699, line: 70, baseType: !585, size: 64, offset: 64)
!711 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !712, file: !704, line: 130)
!712 = !DISubprogram(name: "abort", scope: !699, file: !699, line: 611, type: !713, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!713 = !DISubroutineType(types: !714)
!714 = !{null}
!715 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !716, file: !704, line: 134)
!716 = !DISubprogram(name: "atexit", scope: !699, file: !699, line: 615, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!717 = !DISubroutineType(types: !718)
!718 = !{!528, !719}
!719 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !713, size: 64)
!720 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !721, file: !704, line: 137)
!721 = !DISubprogram(name: "at_quick_exit", scope: !699, file: !699, line: 620, type: !717, flags: DIFlagPrototyped, spFlags: 0)
!722 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !723, file: !704, line: 140)
!723 = !DISubprogram(name: "atof", scope: !699, file: !699, line: 102, type: !724, flags: DIFlagPrototyped, spFlags: 0)
!724 = !DISubroutineType(types: !725)
!725 = !{!33, !475}
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !727, file: !704, line: 141)
!727 = !DISubprogram(name: "atoi", scope: !699, file: !699, line: 105, type: !623, flags: DIFlagPrototyped, spFlags: 0)
!728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !729, file: !704, line: 142)
!729 = !DISubprogram(name: "atol", scope: !699, file: !699, line: 108, type: !730, flags: DIFlagPrototyped, spFlags: 0)
!730 = !DISubroutineType(types: !731)
!731 = !{!585, !475}
!732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !733, file: !704, line: 143)
!733 = !DISubprogram(name: "bsearch", scope: !699, file: !699, line: 841, type: !734, flags: DIFlagPrototyped, spFlags: 0)
!734 = !DISubroutineType(types: !735)
!735 = !{!574, !77, !77, !571, !571, !736}
!736 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !699, line: 829, baseType: !737)
!737 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !738, size: 64)
!738 = !DISubroutineType(types: !739)
!739 = !{!528, !77, !77}
!740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !741, file: !704, line: 144)
!741 = !DISubprogram(name: "calloc", scope: !699, file: !699, line: 556, type: !742, flags: DIFlagPrototyped, spFlags: 0)
!742 = !DISubroutineType(types: !743)
!743 = !{!574, !571, !571}
!744 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !745, file: !704, line: 145)
!745 = !DISubprogram(name: "div", scope: !699, file: !699, line: 873, type: !746, flags: DIFlagPrototyped, spFlags: 0)
!746 = !DISubroutineType(types: !747)
!747 = !{!702, !528, !528}
!748 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !749, file: !704, line: 146)
!749 = !DISubprogram(name: "exit", scope: !699, file: !699, line: 637, type: !750, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!750 = !DISubroutineType(types: !751)
!751 = !{null, !528}
!752 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !753, file: !704, line: 147)
!753 = !DISubprogram(name: "free", scope: !699, file: !699, line: 568, type: !754, flags: DIFlagPrototyped, spFlags: 0)
!754 = !DISubroutineType(types: !755)
!755 = !{null, !574}
!756 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !757, file: !704, line: 148)
!757 = !DISubprogram(name: "getenv", scope: !699, file: !699, line: 654, type: !758, flags: DIFlagPrototyped, spFlags: 0)
!758 = !DISubroutineType(types: !759)
!759 = !{!548, !475}
!760 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !761, file: !704, line: 149)
!761 = !DISubprogram(name: "labs", scope: !699, file: !699, line: 862, type: !762, flags: DIFlagPrototyped, spFlags: 0)
!762 = !DISubroutineType(types: !763)
!763 = !{!585, !585}
!764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !765, file: !704, line: 150)
!765 = !DISubprogram(name: "ldiv", scope: !699, file: !699, line: 875, type: !766, flags: DIFlagPrototyped, spFlags: 0)
!766 = !DISubroutineType(types: !767)
!767 = !{!706, !585, !585}
!768 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !769, file: !704, line: 151)
!769 = !DISubprogram(name: "malloc", scope: !699, file: !699, line: 553, type: !770, flags: DIFlagPrototyped, spFlags: 0)
!770 = !DISubroutineType(types: !771)
!771 = !{!574, !571}
!772 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !773, file: !704, line: 153)
!773 = !DISubprogram(name: "mblen", scope: !699, file: !699, line: 943, type: !774, flags: DIFlagPrototyped, spFlags: 0)
!774 = !DISubroutineType(types: !775)
!775 = !{!528, !475, !571}
!776 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !777, file: !704, line: 154)
!777 = !DISubprogram(name: "mbstowcs", scope: !699, file: !699, line: 954, type: !778, flags: DIFlagPrototyped, spFlags: 0)
!778 = !DISubroutineType(types: !779)
!779 = !{!571, !780, !554, !571}
!780 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !781)
!781 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !782, size: 64)
!782 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !784, file: !704, line: 155)
!784 = !DISubprogram(name: "mbtowc", scope: !699, file: !699, line: 946, type: !785, flags: DIFlagPrototyped, spFlags: 0)
!785 = !DISubroutineType(types: !786)
!786 = !{!528, !780, !554, !571}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !788, file: !704, line: 157)
!788 = !DISubprogram(name: "qsort", scope: !699, file: !699, line: 851, type: !789, flags: DIFlagPrototyped, spFlags: 0)
!789 = !DISubroutineType(types: !790)
!790 = !{null, !574, !571, !571, !736}
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !792, file: !704, line: 160)
!792 = !DISubprogram(name: "quick_exit", scope: !699, file: !699, line: 643, type: !750, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!793 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !794, file: !704, line: 163)
!794 = !DISubprogram(name: "rand", scope: !699, file: !699, line: 454, type: !605, flags: DIFlagPrototyped, spFlags: 0)
!795 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !796, file: !704, line: 164)
!796 = !DISubprogram(name: "realloc", scope: !699, file: !699, line: 564, type: !797, flags: DIFlagPrototyped, spFlags: 0)
!797 = !DISubroutineType(types: !798)
!798 = !{!574, !574, !571}
!799 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !800, file: !704, line: 165)
!800 = !DISubprogram(name: "srand", scope: !699, file: !699, line: 456, type: !801, flags: DIFlagPrototyped, spFlags: 0)
!801 = !DISubroutineType(types: !802)
!802 = !{null, !803}
!803 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!804 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !805, file: !704, line: 166)
!805 = !DISubprogram(name: "strtod", scope: !699, file: !699, line: 118, type: !806, flags: DIFlagPrototyped, spFlags: 0)
!806 = !DISubroutineType(types: !807)
!807 = !{!33, !554, !808}
!808 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !809)
!809 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !548, size: 64)
!810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !811, file: !704, line: 167)
!811 = !DISubprogram(name: "strtol", scope: !699, file: !699, line: 177, type: !812, flags: DIFlagPrototyped, spFlags: 0)
!812 = !DISubroutineType(types: !813)
!813 = !{!585, !554, !808, !528}
!814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !815, file: !704, line: 168)
!815 = !DISubprogram(name: "strtoul", scope: !699, file: !699, line: 181, type: !816, flags: DIFlagPrototyped, spFlags: 0)
!816 = !DISubroutineType(types: !817)
!817 = !{!76, !554, !808, !528}
!818 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !819, file: !704, line: 169)
!819 = !DISubprogram(name: "system", scope: !699, file: !699, line: 804, type: !623, flags: DIFlagPrototyped, spFlags: 0)
!820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !821, file: !704, line: 171)
!821 = !DISubprogram(name: "wcstombs", scope: !699, file: !699, line: 958, type: !822, flags: DIFlagPrototyped, spFlags: 0)
!822 = !DISubroutineType(types: !823)
!823 = !{!571, !549, !824, !571}
!824 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !825)
!825 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !826, size: 64)
!826 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !782)
!827 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !828, file: !704, line: 172)
!828 = !DISubprogram(name: "wctomb", scope: !699, file: !699, line: 950, type: !829, flags: DIFlagPrototyped, spFlags: 0)
!829 = !DISubroutineType(types: !830)
!830 = !{!528, !548, !782}
!831 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !832, file: !704, line: 200)
!832 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !699, line: 81, baseType: !833)
!833 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !699, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !834, identifier: "_ZTS7lldiv_t")
!834 = !{!835, !837}
!835 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !833, file: !699, line: 79, baseType: !836, size: 64)
!836 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!837 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !833, file: !699, line: 80, baseType: !836, size: 64, offset: 64)
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !839, file: !704, line: 206)
!839 = !DISubprogram(name: "_Exit", scope: !699, file: !699, line: 649, type: !750, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !841, file: !704, line: 210)
!841 = !DISubprogram(name: "llabs", scope: !699, file: !699, line: 865, type: !842, flags: DIFlagPrototyped, spFlags: 0)
!842 = !DISubroutineType(types: !843)
!843 = !{!836, !836}
!844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !845, file: !704, line: 216)
!845 = !DISubprogram(name: "lldiv", scope: !699, file: !699, line: 879, type: !846, flags: DIFlagPrototyped, spFlags: 0)
!846 = !DISubroutineType(types: !847)
!847 = !{!832, !836, !836}
!848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !849, file: !704, line: 227)
!849 = !DISubprogram(name: "atoll", scope: !699, file: !699, line: 113, type: !850, flags: DIFlagPrototyped, spFlags: 0)
!850 = !DISubroutineType(types: !851)
!851 = !{!836, !475}
!852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !853, file: !704, line: 228)
!853 = !DISubprogram(name: "strtoll", scope: !699, file: !699, line: 201, type: !854, flags: DIFlagPrototyped, spFlags: 0)
!854 = !DISubroutineType(types: !855)
!855 = !{!836, !554, !808, !528}
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !857, file: !704, line: 229)
!857 = !DISubprogram(name: "strtoull", scope: !699, file: !699, line: 206, type: !858, flags: DIFlagPrototyped, spFlags: 0)
!858 = !DISubroutineType(types: !859)
!859 = !{!860, !554, !808, !528}
!860 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !862, file: !704, line: 231)
!862 = !DISubprogram(name: "strtof", scope: !699, file: !699, line: 124, type: !863, flags: DIFlagPrototyped, spFlags: 0)
!863 = !DISubroutineType(types: !864)
!864 = !{!865, !554, !808}
!865 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !22, entity: !867, file: !704, line: 232)
!867 = !DISubprogram(name: "strtold", scope: !699, file: !699, line: 127, type: !868, flags: DIFlagPrototyped, spFlags: 0)
!868 = !DISubroutineType(types: !869)
!869 = !{!870, !554, !808}
!870 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !832, file: !704, line: 240)
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !839, file: !704, line: 242)
!873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !841, file: !704, line: 244)
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !875, file: !704, line: 245)
!875 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !22, file: !704, line: 213, type: !846, flags: DIFlagPrototyped, spFlags: 0)
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !845, file: !704, line: 246)
!877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !849, file: !704, line: 248)
!878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !862, file: !704, line: 249)
!879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !853, file: !704, line: 250)
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !857, file: !704, line: 251)
!881 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !867, file: !704, line: 252)
!882 = !{i32 7, !"Dwarf Version", i32 5}
!883 = !{i32 2, !"Debug Info Version", i32 3}
!884 = !{i32 1, !"wchar_size", i32 4}
!885 = !{i32 7, !"PIC Level", i32 2}
!886 = !{i32 7, !"PIE Level", i32 2}
!887 = !{i32 7, !"uwtable", i32 1}
!888 = !{i32 7, !"frame-pointer", i32 2}
!889 = !{!"Debian clang version 14.0.6"}
!890 = distinct !DISubprogram(name: "__cxx_global_var_init", scope: !667, file: !667, type: !713, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !137)
!891 = !DILocation(line: 6, column: 42, scope: !892)
!892 = !DILexicalBlockFile(scope: !890, file: !3, discriminator: 0)
!893 = !DILocation(line: 6, column: 28, scope: !892)
!894 = !DILocation(line: 0, scope: !890)
!895 = !DILocation(line: 6, column: 1, scope: !892)
!896 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2Ev", scope: !36, file: !37, line: 156, type: !89, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !88, retainedNodes: !137)
!897 = !DILocalVariable(name: "this", arg: 1, scope: !896, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!899 = !DILocation(line: 0, scope: !896)
!900 = !DILocation(line: 156, column: 36, scope: !896)
!901 = !DILocation(line: 156, column: 7, scope: !896)
!902 = !DILocation(line: 156, column: 38, scope: !896)
!903 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIdSaIdEEC2EmRKdRKS0_", scope: !7, file: !6, line: 564, type: !296, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !295, retainedNodes: !137)
!904 = !DILocalVariable(name: "this", arg: 1, scope: !903, type: !905, flags: DIFlagArtificial | DIFlagObjectPointer)
!905 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!906 = !DILocation(line: 0, scope: !903)
!907 = !DILocalVariable(name: "__n", arg: 2, scope: !903, file: !6, line: 564, type: !294)
!908 = !DILocation(line: 564, column: 24, scope: !903)
!909 = !DILocalVariable(name: "__value", arg: 3, scope: !903, file: !6, line: 564, type: !298)
!910 = !DILocation(line: 564, column: 47, scope: !903)
!911 = !DILocalVariable(name: "__a", arg: 4, scope: !903, file: !6, line: 565, type: !288)
!912 = !DILocation(line: 565, column: 29, scope: !903)
!913 = !DILocation(line: 567, column: 7, scope: !903)
!914 = !DILocation(line: 566, column: 33, scope: !903)
!915 = !DILocation(line: 566, column: 38, scope: !903)
!916 = !DILocation(line: 566, column: 15, scope: !903)
!917 = !DILocation(line: 566, column: 44, scope: !903)
!918 = !DILocation(line: 566, column: 9, scope: !903)
!919 = !DILocation(line: 567, column: 28, scope: !920)
!920 = distinct !DILexicalBlock(scope: !903, file: !6, line: 567, column: 7)
!921 = !DILocation(line: 567, column: 33, scope: !920)
!922 = !DILocation(line: 567, column: 9, scope: !920)
!923 = !DILocation(line: 567, column: 43, scope: !903)
!924 = !DILocation(line: 567, column: 43, scope: !920)
!925 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIdED2Ev", scope: !36, file: !37, line: 174, type: !89, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !101, retainedNodes: !137)
!926 = !DILocalVariable(name: "this", arg: 1, scope: !925, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!927 = !DILocation(line: 0, scope: !925)
!928 = !DILocation(line: 174, column: 39, scope: !929)
!929 = distinct !DILexicalBlock(scope: !925, file: !37, line: 174, column: 37)
!930 = !DILocation(line: 174, column: 39, scope: !925)
!931 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIdSaIdEED2Ev", scope: !7, file: !6, line: 728, type: !282, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !334, retainedNodes: !137)
!932 = !DILocalVariable(name: "this", arg: 1, scope: !931, type: !905, flags: DIFlagArtificial | DIFlagObjectPointer)
!933 = !DILocation(line: 0, scope: !931)
!934 = !DILocation(line: 730, column: 22, scope: !935)
!935 = distinct !DILexicalBlock(scope: !931, file: !6, line: 729, column: 7)
!936 = !DILocation(line: 730, column: 16, scope: !935)
!937 = !DILocation(line: 730, column: 30, scope: !935)
!938 = !DILocation(line: 730, column: 46, scope: !935)
!939 = !DILocation(line: 730, column: 40, scope: !935)
!940 = !DILocation(line: 730, column: 54, scope: !935)
!941 = !DILocation(line: 731, column: 9, scope: !935)
!942 = !DILocation(line: 730, column: 2, scope: !935)
!943 = !DILocation(line: 733, column: 7, scope: !935)
!944 = !DILocation(line: 733, column: 7, scope: !931)
!945 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !946, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !137)
!946 = !DISubroutineType(types: !947)
!947 = !{!528, !528, !809}
!948 = !DILocalVariable(name: "argc", arg: 1, scope: !945, file: !3, line: 7, type: !528)
!949 = !DILocation(line: 7, column: 14, scope: !945)
!950 = !DILocalVariable(name: "argv", arg: 2, scope: !945, file: !3, line: 7, type: !809)
!951 = !DILocation(line: 7, column: 27, scope: !945)
!952 = !DILocalVariable(name: "n", scope: !945, file: !3, line: 8, type: !528)
!953 = !DILocation(line: 8, column: 7, scope: !945)
!954 = !DILocation(line: 8, column: 11, scope: !945)
!955 = !DILocation(line: 8, column: 16, scope: !945)
!956 = !DILocation(line: 8, column: 27, scope: !945)
!957 = !DILocation(line: 8, column: 22, scope: !945)
!958 = !DILocalVariable(name: "s", scope: !945, file: !3, line: 9, type: !33)
!959 = !DILocation(line: 9, column: 10, scope: !945)
!960 = !DILocalVariable(name: "i", scope: !961, file: !3, line: 10, type: !528)
!961 = distinct !DILexicalBlock(scope: !945, file: !3, line: 10, column: 3)
!962 = !DILocation(line: 10, column: 12, scope: !961)
!963 = !DILocation(line: 10, column: 8, scope: !961)
!964 = !DILocation(line: 10, column: 19, scope: !965)
!965 = distinct !DILexicalBlock(scope: !961, file: !3, line: 10, column: 3)
!966 = !DILocation(line: 10, column: 23, scope: !965)
!967 = !DILocation(line: 10, column: 21, scope: !965)
!968 = !DILocation(line: 10, column: 3, scope: !961)
!969 = !DILocation(line: 10, column: 42, scope: !965)
!970 = !DILocation(line: 10, column: 36, scope: !965)
!971 = !DILocation(line: 10, column: 33, scope: !965)
!972 = !DILocation(line: 10, column: 31, scope: !965)
!973 = !DILocation(line: 10, column: 27, scope: !965)
!974 = !DILocation(line: 10, column: 3, scope: !965)
!975 = distinct !{!975, !968, !976, !977}
!976 = !DILocation(line: 10, column: 43, scope: !961)
!977 = !{!"llvm.loop.mustprogress"}
!978 = !DILocation(line: 11, column: 18, scope: !945)
!979 = !DILocation(line: 11, column: 3, scope: !945)
!980 = !DILocation(line: 12, column: 3, scope: !945)
!981 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIdSaIdEEixEm", scope: !7, file: !6, line: 1121, type: !396, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !395, retainedNodes: !137)
!982 = !DILocalVariable(name: "this", arg: 1, scope: !981, type: !905, flags: DIFlagArtificial | DIFlagObjectPointer)
!983 = !DILocation(line: 0, scope: !981)
!984 = !DILocalVariable(name: "__n", arg: 2, scope: !981, file: !6, line: 1121, type: !294)
!985 = !DILocation(line: 1121, column: 28, scope: !981)
!986 = !DILocation(line: 1124, column: 17, scope: !981)
!987 = !DILocation(line: 1124, column: 11, scope: !981)
!988 = !DILocation(line: 1124, column: 25, scope: !981)
!989 = !DILocation(line: 1124, column: 36, scope: !981)
!990 = !DILocation(line: 1124, column: 34, scope: !981)
!991 = !DILocation(line: 1124, column: 2, scope: !981)
!992 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2Ev", scope: !42, file: !43, line: 80, type: !46, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !45, retainedNodes: !137)
!993 = !DILocalVariable(name: "this", arg: 1, scope: !992, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!994 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!995 = !DILocation(line: 0, scope: !992)
!996 = !DILocation(line: 80, column: 49, scope: !992)
!997 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIdED2Ev", scope: !42, file: !43, line: 90, type: !46, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !54, retainedNodes: !137)
!998 = !DILocalVariable(name: "this", arg: 1, scope: !997, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!999 = !DILocation(line: 0, scope: !997)
!1000 = !DILocation(line: 90, column: 50, scope: !997)
!1001 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIdSaIdEE17_S_check_init_lenEmRKS0_", scope: !7, file: !6, line: 1902, type: !479, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !478, retainedNodes: !137)
!1002 = !DILocalVariable(name: "__n", arg: 1, scope: !1001, file: !6, line: 1902, type: !294)
!1003 = !DILocation(line: 1902, column: 35, scope: !1001)
!1004 = !DILocalVariable(name: "__a", arg: 2, scope: !1001, file: !6, line: 1902, type: !288)
!1005 = !DILocation(line: 1902, column: 62, scope: !1001)
!1006 = !DILocation(line: 1904, column: 6, scope: !1007)
!1007 = distinct !DILexicalBlock(scope: !1001, file: !6, line: 1904, column: 6)
!1008 = !DILocation(line: 1904, column: 39, scope: !1007)
!1009 = !DILocation(line: 1904, column: 24, scope: !1007)
!1010 = !DILocation(line: 1904, column: 12, scope: !1007)
!1011 = !DILocation(line: 1904, column: 10, scope: !1007)
!1012 = !DILocation(line: 1904, column: 6, scope: !1001)
!1013 = !DILocation(line: 1905, column: 4, scope: !1007)
!1014 = !DILocation(line: 1907, column: 9, scope: !1001)
!1015 = !DILocation(line: 1907, column: 2, scope: !1001)
!1016 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEEC2EmRKS0_", scope: !11, file: !6, line: 330, type: !210, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !209, retainedNodes: !137)
!1017 = !DILocalVariable(name: "this", arg: 1, scope: !1016, type: !1018, flags: DIFlagArtificial | DIFlagObjectPointer)
!1018 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!1019 = !DILocation(line: 0, scope: !1016)
!1020 = !DILocalVariable(name: "__n", arg: 2, scope: !1016, file: !6, line: 330, type: !74)
!1021 = !DILocation(line: 330, column: 27, scope: !1016)
!1022 = !DILocalVariable(name: "__a", arg: 3, scope: !1016, file: !6, line: 330, type: !204)
!1023 = !DILocation(line: 330, column: 54, scope: !1016)
!1024 = !DILocation(line: 331, column: 9, scope: !1016)
!1025 = !DILocation(line: 331, column: 17, scope: !1016)
!1026 = !DILocation(line: 332, column: 27, scope: !1027)
!1027 = distinct !DILexicalBlock(scope: !1016, file: !6, line: 332, column: 7)
!1028 = !DILocation(line: 332, column: 9, scope: !1027)
!1029 = !DILocation(line: 332, column: 33, scope: !1016)
!1030 = !DILocation(line: 332, column: 33, scope: !1027)
!1031 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIdSaIdEE18_M_fill_initializeEmRKd", scope: !7, file: !6, line: 1699, type: !346, scopeLine: 1700, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !459, retainedNodes: !137)
!1032 = !DILocalVariable(name: "this", arg: 1, scope: !1031, type: !905, flags: DIFlagArtificial | DIFlagObjectPointer)
!1033 = !DILocation(line: 0, scope: !1031)
!1034 = !DILocalVariable(name: "__n", arg: 2, scope: !1031, file: !6, line: 1699, type: !294)
!1035 = !DILocation(line: 1699, column: 36, scope: !1031)
!1036 = !DILocalVariable(name: "__value", arg: 3, scope: !1031, file: !6, line: 1699, type: !298)
!1037 = !DILocation(line: 1699, column: 59, scope: !1031)
!1038 = !DILocation(line: 1702, column: 40, scope: !1031)
!1039 = !DILocation(line: 1702, column: 34, scope: !1031)
!1040 = !DILocation(line: 1702, column: 48, scope: !1031)
!1041 = !DILocation(line: 1702, column: 58, scope: !1031)
!1042 = !DILocation(line: 1702, column: 63, scope: !1031)
!1043 = !DILocation(line: 1703, column: 6, scope: !1031)
!1044 = !DILocation(line: 1702, column: 4, scope: !1031)
!1045 = !DILocation(line: 1701, column: 8, scope: !1031)
!1046 = !DILocation(line: 1701, column: 2, scope: !1031)
!1047 = !DILocation(line: 1701, column: 16, scope: !1031)
!1048 = !DILocation(line: 1701, column: 26, scope: !1031)
!1049 = !DILocation(line: 1704, column: 7, scope: !1031)
!1050 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIdSaIdEED2Ev", scope: !11, file: !6, line: 364, type: !199, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !225, retainedNodes: !137)
!1051 = !DILocalVariable(name: "this", arg: 1, scope: !1050, type: !1018, flags: DIFlagArtificial | DIFlagObjectPointer)
!1052 = !DILocation(line: 0, scope: !1050)
!1053 = !DILocation(line: 366, column: 16, scope: !1054)
!1054 = distinct !DILexicalBlock(scope: !1050, file: !6, line: 365, column: 7)
!1055 = !DILocation(line: 366, column: 24, scope: !1054)
!1056 = !DILocation(line: 367, column: 9, scope: !1054)
!1057 = !DILocation(line: 367, column: 17, scope: !1054)
!1058 = !DILocation(line: 367, column: 37, scope: !1054)
!1059 = !DILocation(line: 367, column: 45, scope: !1054)
!1060 = !DILocation(line: 367, column: 35, scope: !1054)
!1061 = !DILocation(line: 366, column: 2, scope: !1054)
!1062 = !DILocation(line: 368, column: 7, scope: !1054)
!1063 = !DILocation(line: 368, column: 7, scope: !1050)
!1064 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIdSaIdEE11_S_max_sizeERKS0_", scope: !7, file: !6, line: 1911, type: !482, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !481, retainedNodes: !137)
!1065 = !DILocalVariable(name: "__a", arg: 1, scope: !1064, file: !6, line: 1911, type: !484)
!1066 = !DILocation(line: 1911, column: 41, scope: !1064)
!1067 = !DILocalVariable(name: "__diffmax", scope: !1064, file: !6, line: 1916, type: !1068)
!1068 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!1069 = !DILocation(line: 1916, column: 15, scope: !1064)
!1070 = !DILocalVariable(name: "__allocmax", scope: !1064, file: !6, line: 1918, type: !1068)
!1071 = !DILocation(line: 1918, column: 15, scope: !1064)
!1072 = !DILocation(line: 1918, column: 52, scope: !1064)
!1073 = !DILocation(line: 1918, column: 28, scope: !1064)
!1074 = !DILocation(line: 1919, column: 9, scope: !1064)
!1075 = !DILocation(line: 1919, column: 2, scope: !1064)
!1076 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIdEC2ERKS_", scope: !36, file: !37, line: 159, type: !93, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !92, retainedNodes: !137)
!1077 = !DILocalVariable(name: "this", arg: 1, scope: !1076, type: !898, flags: DIFlagArtificial | DIFlagObjectPointer)
!1078 = !DILocation(line: 0, scope: !1076)
!1079 = !DILocalVariable(name: "__a", arg: 2, scope: !1076, file: !37, line: 159, type: !95)
!1080 = !DILocation(line: 159, column: 34, scope: !1076)
!1081 = !DILocation(line: 160, column: 36, scope: !1076)
!1082 = !DILocation(line: 160, column: 31, scope: !1076)
!1083 = !DILocation(line: 160, column: 9, scope: !1076)
!1084 = !DILocation(line: 160, column: 38, scope: !1076)
!1085 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIdEE8max_sizeERKS0_", scope: !25, file: !26, line: 547, type: !111, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !110, retainedNodes: !137)
!1086 = !DILocalVariable(name: "__a", arg: 1, scope: !1085, file: !26, line: 547, type: !114)
!1087 = !DILocation(line: 547, column: 38, scope: !1085)
!1088 = !DILocation(line: 550, column: 9, scope: !1085)
!1089 = !DILocation(line: 550, column: 13, scope: !1085)
!1090 = !DILocation(line: 550, column: 2, scope: !1085)
!1091 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !8, file: !1092, line: 230, type: !1093, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1097, retainedNodes: !137)
!1092 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1093 = !DISubroutineType(types: !1094)
!1094 = !{!1095, !1095, !1095}
!1095 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1096, size: 64)
!1096 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!1097 = !{!1098}
!1098 = !DITemplateTypeParameter(name: "_Tp", type: !76)
!1099 = !DILocalVariable(name: "__a", arg: 1, scope: !1091, file: !1092, line: 230, type: !1095)
!1100 = !DILocation(line: 230, column: 20, scope: !1091)
!1101 = !DILocalVariable(name: "__b", arg: 2, scope: !1091, file: !1092, line: 230, type: !1095)
!1102 = !DILocation(line: 230, column: 36, scope: !1091)
!1103 = !DILocation(line: 235, column: 11, scope: !1104)
!1104 = distinct !DILexicalBlock(scope: !1091, file: !1092, line: 235, column: 11)
!1105 = !DILocation(line: 235, column: 17, scope: !1104)
!1106 = !DILocation(line: 235, column: 15, scope: !1104)
!1107 = !DILocation(line: 235, column: 11, scope: !1091)
!1108 = !DILocation(line: 236, column: 9, scope: !1104)
!1109 = !DILocation(line: 236, column: 2, scope: !1104)
!1110 = !DILocation(line: 237, column: 14, scope: !1091)
!1111 = !DILocation(line: 237, column: 7, scope: !1091)
!1112 = !DILocation(line: 238, column: 5, scope: !1091)
!1113 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIdE8max_sizeEv", scope: !42, file: !43, line: 167, type: !83, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !82, retainedNodes: !137)
!1114 = !DILocalVariable(name: "this", arg: 1, scope: !1113, type: !1115, flags: DIFlagArtificial | DIFlagObjectPointer)
!1115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!1116 = !DILocation(line: 0, scope: !1113)
!1117 = !DILocation(line: 168, column: 16, scope: !1113)
!1118 = !DILocation(line: 168, column: 9, scope: !1113)
!1119 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIdE11_M_max_sizeEv", scope: !42, file: !43, line: 210, type: !83, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !85, retainedNodes: !137)
!1120 = !DILocalVariable(name: "this", arg: 1, scope: !1119, type: !1115, flags: DIFlagArtificial | DIFlagObjectPointer)
!1121 = !DILocation(line: 0, scope: !1119)
!1122 = !DILocation(line: 213, column: 2, scope: !1119)
!1123 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIdEC2ERKS0_", scope: !42, file: !43, line: 83, type: !50, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !49, retainedNodes: !137)
!1124 = !DILocalVariable(name: "this", arg: 1, scope: !1123, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!1125 = !DILocation(line: 0, scope: !1123)
!1126 = !DILocalVariable(arg: 2, scope: !1123, file: !43, line: 83, type: !52)
!1127 = !DILocation(line: 83, column: 45, scope: !1123)
!1128 = !DILocation(line: 83, column: 71, scope: !1123)
!1129 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implC2ERKS0_", scope: !14, file: !6, line: 143, type: !169, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !168, retainedNodes: !137)
!1130 = !DILocalVariable(name: "this", arg: 1, scope: !1129, type: !1131, flags: DIFlagArtificial | DIFlagObjectPointer)
!1131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!1132 = !DILocation(line: 0, scope: !1129)
!1133 = !DILocalVariable(name: "__a", arg: 2, scope: !1129, file: !6, line: 143, type: !171)
!1134 = !DILocation(line: 143, column: 37, scope: !1129)
!1135 = !DILocation(line: 145, column: 2, scope: !1129)
!1136 = !DILocation(line: 144, column: 19, scope: !1129)
!1137 = !DILocation(line: 144, column: 4, scope: !1129)
!1138 = !DILocation(line: 143, column: 2, scope: !1129)
!1139 = !DILocation(line: 145, column: 4, scope: !1129)
!1140 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_M_create_storageEm", scope: !11, file: !6, line: 393, type: !207, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !232, retainedNodes: !137)
!1141 = !DILocalVariable(name: "this", arg: 1, scope: !1140, type: !1018, flags: DIFlagArtificial | DIFlagObjectPointer)
!1142 = !DILocation(line: 0, scope: !1140)
!1143 = !DILocalVariable(name: "__n", arg: 2, scope: !1140, file: !6, line: 393, type: !74)
!1144 = !DILocation(line: 393, column: 32, scope: !1140)
!1145 = !DILocation(line: 395, column: 45, scope: !1140)
!1146 = !DILocation(line: 395, column: 33, scope: !1140)
!1147 = !DILocation(line: 395, column: 8, scope: !1140)
!1148 = !DILocation(line: 395, column: 2, scope: !1140)
!1149 = !DILocation(line: 395, column: 16, scope: !1140)
!1150 = !DILocation(line: 395, column: 25, scope: !1140)
!1151 = !DILocation(line: 396, column: 34, scope: !1140)
!1152 = !DILocation(line: 396, column: 28, scope: !1140)
!1153 = !DILocation(line: 396, column: 42, scope: !1140)
!1154 = !DILocation(line: 396, column: 8, scope: !1140)
!1155 = !DILocation(line: 396, column: 2, scope: !1140)
!1156 = !DILocation(line: 396, column: 16, scope: !1140)
!1157 = !DILocation(line: 396, column: 26, scope: !1140)
!1158 = !DILocation(line: 397, column: 42, scope: !1140)
!1159 = !DILocation(line: 397, column: 36, scope: !1140)
!1160 = !DILocation(line: 397, column: 50, scope: !1140)
!1161 = !DILocation(line: 397, column: 61, scope: !1140)
!1162 = !DILocation(line: 397, column: 59, scope: !1140)
!1163 = !DILocation(line: 397, column: 8, scope: !1140)
!1164 = !DILocation(line: 397, column: 2, scope: !1140)
!1165 = !DILocation(line: 397, column: 16, scope: !1140)
!1166 = !DILocation(line: 397, column: 34, scope: !1140)
!1167 = !DILocation(line: 398, column: 7, scope: !1140)
!1168 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIdSaIdEE12_Vector_implD2Ev", scope: !14, file: !6, line: 133, type: !165, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1169, retainedNodes: !137)
!1169 = !DISubprogram(name: "~_Vector_impl", scope: !14, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1170 = !DILocalVariable(name: "this", arg: 1, scope: !1168, type: !1131, flags: DIFlagArtificial | DIFlagObjectPointer)
!1171 = !DILocation(line: 0, scope: !1168)
!1172 = !DILocation(line: 133, column: 14, scope: !1173)
!1173 = distinct !DILexicalBlock(scope: !1168, file: !6, line: 133, column: 14)
!1174 = !DILocation(line: 133, column: 14, scope: !1168)
!1175 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataC2Ev", scope: !140, file: !6, line: 99, type: !148, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !147, retainedNodes: !137)
!1176 = !DILocalVariable(name: "this", arg: 1, scope: !1175, type: !1177, flags: DIFlagArtificial | DIFlagObjectPointer)
!1177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!1178 = !DILocation(line: 0, scope: !1175)
!1179 = !DILocation(line: 100, column: 4, scope: !1175)
!1180 = !DILocation(line: 100, column: 16, scope: !1175)
!1181 = !DILocation(line: 100, column: 29, scope: !1175)
!1182 = !DILocation(line: 101, column: 4, scope: !1175)
!1183 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE11_M_allocateEm", scope: !11, file: !6, line: 375, type: !227, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !226, retainedNodes: !137)
!1184 = !DILocalVariable(name: "this", arg: 1, scope: !1183, type: !1018, flags: DIFlagArtificial | DIFlagObjectPointer)
!1185 = !DILocation(line: 0, scope: !1183)
!1186 = !DILocalVariable(name: "__n", arg: 2, scope: !1183, file: !6, line: 375, type: !74)
!1187 = !DILocation(line: 375, column: 26, scope: !1183)
!1188 = !DILocation(line: 378, column: 9, scope: !1183)
!1189 = !DILocation(line: 378, column: 13, scope: !1183)
!1190 = !DILocation(line: 378, column: 34, scope: !1183)
!1191 = !DILocation(line: 378, column: 43, scope: !1183)
!1192 = !DILocation(line: 378, column: 20, scope: !1183)
!1193 = !DILocation(line: 378, column: 2, scope: !1183)
!1194 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIdEE8allocateERS0_m", scope: !25, file: !26, line: 463, type: !29, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !28, retainedNodes: !137)
!1195 = !DILocalVariable(name: "__a", arg: 1, scope: !1194, file: !26, line: 463, type: !34)
!1196 = !DILocation(line: 463, column: 32, scope: !1194)
!1197 = !DILocalVariable(name: "__n", arg: 2, scope: !1194, file: !26, line: 463, type: !102)
!1198 = !DILocation(line: 463, column: 47, scope: !1194)
!1199 = !DILocation(line: 464, column: 16, scope: !1194)
!1200 = !DILocation(line: 464, column: 29, scope: !1194)
!1201 = !DILocation(line: 464, column: 20, scope: !1194)
!1202 = !DILocation(line: 464, column: 9, scope: !1194)
!1203 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIdE8allocateEmPKv", scope: !42, file: !43, line: 112, type: !71, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !70, retainedNodes: !137)
!1204 = !DILocalVariable(name: "this", arg: 1, scope: !1203, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!1205 = !DILocation(line: 0, scope: !1203)
!1206 = !DILocalVariable(name: "__n", arg: 2, scope: !1203, file: !43, line: 112, type: !73)
!1207 = !DILocation(line: 112, column: 26, scope: !1203)
!1208 = !DILocalVariable(arg: 3, scope: !1203, file: !43, line: 112, type: !77)
!1209 = !DILocation(line: 112, column: 43, scope: !1203)
!1210 = !DILocation(line: 120, column: 23, scope: !1211)
!1211 = distinct !DILexicalBlock(scope: !1203, file: !43, line: 120, column: 6)
!1212 = !DILocation(line: 120, column: 35, scope: !1211)
!1213 = !DILocation(line: 120, column: 27, scope: !1211)
!1214 = !DILocation(line: 120, column: 6, scope: !1203)
!1215 = !DILocation(line: 124, column: 10, scope: !1216)
!1216 = distinct !DILexicalBlock(scope: !1217, file: !43, line: 124, column: 10)
!1217 = distinct !DILexicalBlock(scope: !1211, file: !43, line: 121, column: 4)
!1218 = !DILocation(line: 124, column: 14, scope: !1216)
!1219 = !DILocation(line: 124, column: 10, scope: !1217)
!1220 = !DILocation(line: 125, column: 8, scope: !1216)
!1221 = !DILocation(line: 126, column: 6, scope: !1217)
!1222 = !DILocation(line: 137, column: 49, scope: !1203)
!1223 = !DILocation(line: 137, column: 53, scope: !1203)
!1224 = !DILocation(line: 137, column: 27, scope: !1203)
!1225 = !DILocation(line: 137, column: 9, scope: !1203)
!1226 = !DILocation(line: 137, column: 2, scope: !1203)
!1227 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<double *, unsigned long, double, double>", linkageName: "_ZSt24__uninitialized_fill_n_aIPdmddET_S1_T0_RKT1_RSaIT2_E", scope: !8, file: !1228, line: 460, type: !1229, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1231, retainedNodes: !137)
!1228 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!1229 = !DISubroutineType(types: !1230)
!1230 = !{!32, !32, !76, !69, !100}
!1231 = !{!1232, !1233, !87, !1234}
!1232 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !32)
!1233 = !DITemplateTypeParameter(name: "_Size", type: !76)
!1234 = !DITemplateTypeParameter(name: "_Tp2", type: !33)
!1235 = !DILocalVariable(name: "__first", arg: 1, scope: !1227, file: !1228, line: 460, type: !32)
!1236 = !DILocation(line: 460, column: 47, scope: !1227)
!1237 = !DILocalVariable(name: "__n", arg: 2, scope: !1227, file: !1228, line: 460, type: !76)
!1238 = !DILocation(line: 460, column: 62, scope: !1227)
!1239 = !DILocalVariable(name: "__x", arg: 3, scope: !1227, file: !1228, line: 461, type: !69)
!1240 = !DILocation(line: 461, column: 20, scope: !1227)
!1241 = !DILocalVariable(arg: 4, scope: !1227, file: !1228, line: 461, type: !100)
!1242 = !DILocation(line: 461, column: 41, scope: !1227)
!1243 = !DILocation(line: 467, column: 40, scope: !1227)
!1244 = !DILocation(line: 467, column: 49, scope: !1227)
!1245 = !DILocation(line: 467, column: 54, scope: !1227)
!1246 = !DILocation(line: 467, column: 14, scope: !1227)
!1247 = !DILocation(line: 467, column: 7, scope: !1227)
!1248 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIdSaIdEE19_M_get_Tp_allocatorEv", scope: !11, file: !6, line: 298, type: !185, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !184, retainedNodes: !137)
!1249 = !DILocalVariable(name: "this", arg: 1, scope: !1248, type: !1018, flags: DIFlagArtificial | DIFlagObjectPointer)
!1250 = !DILocation(line: 0, scope: !1248)
!1251 = !DILocation(line: 299, column: 22, scope: !1248)
!1252 = !DILocation(line: 299, column: 16, scope: !1248)
!1253 = !DILocation(line: 299, column: 9, scope: !1248)
!1254 = distinct !DISubprogram(name: "uninitialized_fill_n<double *, unsigned long, double>", linkageName: "_ZSt20uninitialized_fill_nIPdmdET_S1_T0_RKT1_", scope: !8, file: !1228, line: 312, type: !1255, scopeLine: 313, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1257, retainedNodes: !137)
!1255 = !DISubroutineType(types: !1256)
!1256 = !{!32, !32, !76, !69}
!1257 = !{!1232, !1233, !87}
!1258 = !DILocalVariable(name: "__first", arg: 1, scope: !1254, file: !1228, line: 312, type: !32)
!1259 = !DILocation(line: 312, column: 43, scope: !1254)
!1260 = !DILocalVariable(name: "__n", arg: 2, scope: !1254, file: !1228, line: 312, type: !76)
!1261 = !DILocation(line: 312, column: 58, scope: !1254)
!1262 = !DILocalVariable(name: "__x", arg: 3, scope: !1254, file: !1228, line: 312, type: !69)
!1263 = !DILocation(line: 312, column: 74, scope: !1254)
!1264 = !DILocalVariable(name: "__can_fill", scope: !1254, file: !1228, line: 319, type: !242)
!1265 = !DILocation(line: 319, column: 18, scope: !1254)
!1266 = !DILocation(line: 327, column: 18, scope: !1254)
!1267 = !DILocation(line: 327, column: 27, scope: !1254)
!1268 = !DILocation(line: 327, column: 32, scope: !1254)
!1269 = !DILocation(line: 326, column: 14, scope: !1254)
!1270 = !DILocation(line: 326, column: 7, scope: !1254)
!1271 = distinct !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1272, file: !1228, line: 292, type: !1255, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1257, declaration: !1275, retainedNodes: !137)
!1272 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !8, file: !1228, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1273, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!1273 = !{!1274}
!1274 = !DITemplateValueParameter(name: "_TrivialValueType", type: !130, value: i8 1)
!1275 = !DISubprogram(name: "__uninit_fill_n<double *, unsigned long, double>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPdmdEET_S3_T0_RKT1_", scope: !1272, file: !1228, line: 292, type: !1255, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1257)
!1276 = !DILocalVariable(name: "__first", arg: 1, scope: !1271, file: !1228, line: 292, type: !32)
!1277 = !DILocation(line: 292, column: 42, scope: !1271)
!1278 = !DILocalVariable(name: "__n", arg: 2, scope: !1271, file: !1228, line: 292, type: !76)
!1279 = !DILocation(line: 292, column: 57, scope: !1271)
!1280 = !DILocalVariable(name: "__x", arg: 3, scope: !1271, file: !1228, line: 293, type: !69)
!1281 = !DILocation(line: 293, column: 15, scope: !1271)
!1282 = !DILocation(line: 294, column: 30, scope: !1271)
!1283 = !DILocation(line: 294, column: 39, scope: !1271)
!1284 = !DILocation(line: 294, column: 44, scope: !1271)
!1285 = !DILocation(line: 294, column: 18, scope: !1271)
!1286 = !DILocation(line: 294, column: 11, scope: !1271)
!1287 = distinct !DISubprogram(name: "fill_n<double *, unsigned long, double>", linkageName: "_ZSt6fill_nIPdmdET_S1_T0_RKT1_", scope: !8, file: !1092, line: 1143, type: !1255, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1288, retainedNodes: !137)
!1288 = !{!1289, !1233, !87}
!1289 = !DITemplateTypeParameter(name: "_OI", type: !32)
!1290 = !DILocalVariable(name: "__first", arg: 1, scope: !1287, file: !1092, line: 1143, type: !32)
!1291 = !DILocation(line: 1143, column: 16, scope: !1287)
!1292 = !DILocalVariable(name: "__n", arg: 2, scope: !1287, file: !1092, line: 1143, type: !76)
!1293 = !DILocation(line: 1143, column: 31, scope: !1287)
!1294 = !DILocalVariable(name: "__value", arg: 3, scope: !1287, file: !1092, line: 1143, type: !69)
!1295 = !DILocation(line: 1143, column: 47, scope: !1287)
!1296 = !DILocation(line: 1148, column: 30, scope: !1287)
!1297 = !DILocation(line: 1148, column: 62, scope: !1287)
!1298 = !DILocation(line: 1148, column: 39, scope: !1287)
!1299 = !DILocation(line: 1148, column: 68, scope: !1287)
!1300 = !DILocation(line: 1149, column: 11, scope: !1287)
!1301 = !DILocation(line: 1148, column: 14, scope: !1287)
!1302 = !DILocation(line: 1148, column: 7, scope: !1287)
!1303 = distinct !DISubprogram(name: "__fill_n_a<double *, unsigned long, double>", linkageName: "_ZSt10__fill_n_aIPdmdET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !8, file: !1092, line: 1108, type: !1304, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1317, retainedNodes: !137)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!32, !32, !76, !69, !1306}
!1306 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !8, file: !1307, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !1308, identifier: "_ZTSSt26random_access_iterator_tag")
!1307 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!1308 = !{!1309}
!1309 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1306, baseType: !1310, extraData: i32 0)
!1310 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !8, file: !1307, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !1311, identifier: "_ZTSSt26bidirectional_iterator_tag")
!1311 = !{!1312}
!1312 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1310, baseType: !1313, extraData: i32 0)
!1313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !8, file: !1307, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !1314, identifier: "_ZTSSt20forward_iterator_tag")
!1314 = !{!1315}
!1315 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1313, baseType: !1316, extraData: i32 0)
!1316 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !8, file: !1307, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !137, identifier: "_ZTSSt18input_iterator_tag")
!1317 = !{!1318, !1233, !87}
!1318 = !DITemplateTypeParameter(name: "_OutputIterator", type: !32)
!1319 = !DILocalVariable(name: "__first", arg: 1, scope: !1303, file: !1092, line: 1108, type: !32)
!1320 = !DILocation(line: 1108, column: 32, scope: !1303)
!1321 = !DILocalVariable(name: "__n", arg: 2, scope: !1303, file: !1092, line: 1108, type: !76)
!1322 = !DILocation(line: 1108, column: 47, scope: !1303)
!1323 = !DILocalVariable(name: "__value", arg: 3, scope: !1303, file: !1092, line: 1108, type: !69)
!1324 = !DILocation(line: 1108, column: 63, scope: !1303)
!1325 = !DILocalVariable(arg: 4, scope: !1303, file: !1092, line: 1109, type: !1306)
!1326 = !DILocation(line: 1109, column: 40, scope: !1303)
!1327 = !DILocation(line: 1114, column: 11, scope: !1328)
!1328 = distinct !DILexicalBlock(scope: !1303, file: !1092, line: 1114, column: 11)
!1329 = !DILocation(line: 1114, column: 15, scope: !1328)
!1330 = !DILocation(line: 1114, column: 11, scope: !1303)
!1331 = !DILocation(line: 1115, column: 9, scope: !1328)
!1332 = !DILocation(line: 1115, column: 2, scope: !1328)
!1333 = !DILocation(line: 1119, column: 21, scope: !1303)
!1334 = !DILocation(line: 1119, column: 30, scope: !1303)
!1335 = !DILocation(line: 1119, column: 40, scope: !1303)
!1336 = !DILocation(line: 1119, column: 38, scope: !1303)
!1337 = !DILocation(line: 1119, column: 45, scope: !1303)
!1338 = !DILocation(line: 1119, column: 7, scope: !1303)
!1339 = !DILocation(line: 1120, column: 14, scope: !1303)
!1340 = !DILocation(line: 1120, column: 24, scope: !1303)
!1341 = !DILocation(line: 1120, column: 22, scope: !1303)
!1342 = !DILocation(line: 1120, column: 7, scope: !1303)
!1343 = !DILocation(line: 1121, column: 5, scope: !1303)
!1344 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !8, file: !1092, line: 1009, type: !1345, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !137)
!1345 = !DISubroutineType(types: !1346)
!1346 = !{!76, !76}
!1347 = !DILocalVariable(name: "__n", arg: 1, scope: !1344, file: !1092, line: 1009, type: !76)
!1348 = !DILocation(line: 1009, column: 35, scope: !1344)
!1349 = !DILocation(line: 1009, column: 49, scope: !1344)
!1350 = !DILocation(line: 1009, column: 42, scope: !1344)
!1351 = distinct !DISubprogram(name: "__iterator_category<double *>", linkageName: "_ZSt19__iterator_categoryIPdENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !8, file: !1307, line: 238, type: !1352, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1360, retainedNodes: !137)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!1354, !1358}
!1354 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !1355, file: !1307, line: 212, baseType: !1306)
!1355 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<double *>", scope: !8, file: !1307, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1356, identifier: "_ZTSSt15iterator_traitsIPdE")
!1356 = !{!1357}
!1357 = !DITemplateTypeParameter(name: "_Iterator", type: !32)
!1358 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1359, size: 64)
!1359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!1360 = !{!1361}
!1361 = !DITemplateTypeParameter(name: "_Iter", type: !32)
!1362 = !DILocalVariable(arg: 1, scope: !1351, file: !1307, line: 238, type: !1358)
!1363 = !DILocation(line: 238, column: 37, scope: !1351)
!1364 = !DILocation(line: 239, column: 7, scope: !1351)
!1365 = distinct !DISubprogram(name: "__fill_a<double *, double>", linkageName: "_ZSt8__fill_aIPddEvT_S1_RKT0_", scope: !8, file: !1092, line: 967, type: !1366, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1368, retainedNodes: !137)
!1366 = !DISubroutineType(types: !1367)
!1367 = !{null, !32, !32, !69}
!1368 = !{!1369, !87}
!1369 = !DITemplateTypeParameter(name: "_FIte", type: !32)
!1370 = !DILocalVariable(name: "__first", arg: 1, scope: !1365, file: !1092, line: 967, type: !32)
!1371 = !DILocation(line: 967, column: 20, scope: !1365)
!1372 = !DILocalVariable(name: "__last", arg: 2, scope: !1365, file: !1092, line: 967, type: !32)
!1373 = !DILocation(line: 967, column: 35, scope: !1365)
!1374 = !DILocalVariable(name: "__value", arg: 3, scope: !1365, file: !1092, line: 967, type: !69)
!1375 = !DILocation(line: 967, column: 54, scope: !1365)
!1376 = !DILocation(line: 968, column: 22, scope: !1365)
!1377 = !DILocation(line: 968, column: 31, scope: !1365)
!1378 = !DILocation(line: 968, column: 39, scope: !1365)
!1379 = !DILocation(line: 968, column: 7, scope: !1365)
!1380 = !DILocation(line: 968, column: 49, scope: !1365)
!1381 = distinct !DISubprogram(name: "__fill_a1<double *, double>", linkageName: "_ZSt9__fill_a1IPddEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !8, file: !1092, line: 917, type: !1382, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1390, retainedNodes: !137)
!1382 = !DISubroutineType(types: !1383)
!1383 = !{!1384, !32, !32, !69}
!1384 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !1386, file: !1385, line: 50, baseType: null)
!1385 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: "")
!1386 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !22, file: !1385, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1387, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!1387 = !{!1388, !1389}
!1388 = !DITemplateValueParameter(type: !130, value: i8 1)
!1389 = !DITemplateTypeParameter(type: null)
!1390 = !{!1232, !87}
!1391 = !DILocalVariable(name: "__first", arg: 1, scope: !1381, file: !1092, line: 917, type: !32)
!1392 = !DILocation(line: 917, column: 32, scope: !1381)
!1393 = !DILocalVariable(name: "__last", arg: 2, scope: !1381, file: !1092, line: 917, type: !32)
!1394 = !DILocation(line: 917, column: 58, scope: !1381)
!1395 = !DILocalVariable(name: "__value", arg: 3, scope: !1381, file: !1092, line: 918, type: !69)
!1396 = !DILocation(line: 918, column: 19, scope: !1381)
!1397 = !DILocalVariable(name: "__tmp", scope: !1381, file: !1092, line: 920, type: !67)
!1398 = !DILocation(line: 920, column: 17, scope: !1381)
!1399 = !DILocation(line: 920, column: 25, scope: !1381)
!1400 = !DILocation(line: 921, column: 7, scope: !1381)
!1401 = !DILocation(line: 921, column: 14, scope: !1402)
!1402 = distinct !DILexicalBlock(scope: !1403, file: !1092, line: 921, column: 7)
!1403 = distinct !DILexicalBlock(scope: !1381, file: !1092, line: 921, column: 7)
!1404 = !DILocation(line: 921, column: 25, scope: !1402)
!1405 = !DILocation(line: 921, column: 22, scope: !1402)
!1406 = !DILocation(line: 921, column: 7, scope: !1403)
!1407 = !DILocation(line: 922, column: 13, scope: !1402)
!1408 = !DILocation(line: 922, column: 3, scope: !1402)
!1409 = !DILocation(line: 922, column: 11, scope: !1402)
!1410 = !DILocation(line: 922, column: 2, scope: !1402)
!1411 = !DILocation(line: 921, column: 33, scope: !1402)
!1412 = !DILocation(line: 921, column: 7, scope: !1402)
!1413 = distinct !{!1413, !1406, !1414, !977}
!1414 = !DILocation(line: 922, column: 13, scope: !1403)
!1415 = !DILocation(line: 923, column: 5, scope: !1381)
!1416 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIdSaIdEE13_M_deallocateEPdm", scope: !11, file: !6, line: 383, type: !230, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !229, retainedNodes: !137)
!1417 = !DILocalVariable(name: "this", arg: 1, scope: !1416, type: !1018, flags: DIFlagArtificial | DIFlagObjectPointer)
!1418 = !DILocation(line: 0, scope: !1416)
!1419 = !DILocalVariable(name: "__p", arg: 2, scope: !1416, file: !6, line: 383, type: !143)
!1420 = !DILocation(line: 383, column: 29, scope: !1416)
!1421 = !DILocalVariable(name: "__n", arg: 3, scope: !1416, file: !6, line: 383, type: !74)
!1422 = !DILocation(line: 383, column: 41, scope: !1416)
!1423 = !DILocation(line: 386, column: 6, scope: !1424)
!1424 = distinct !DILexicalBlock(scope: !1416, file: !6, line: 386, column: 6)
!1425 = !DILocation(line: 386, column: 6, scope: !1416)
!1426 = !DILocation(line: 387, column: 20, scope: !1424)
!1427 = !DILocation(line: 387, column: 29, scope: !1424)
!1428 = !DILocation(line: 387, column: 34, scope: !1424)
!1429 = !DILocation(line: 387, column: 4, scope: !1424)
!1430 = !DILocation(line: 388, column: 7, scope: !1416)
!1431 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIdEE10deallocateERS0_Pdm", scope: !25, file: !26, line: 495, type: !108, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !107, retainedNodes: !137)
!1432 = !DILocalVariable(name: "__a", arg: 1, scope: !1431, file: !26, line: 495, type: !34)
!1433 = !DILocation(line: 495, column: 34, scope: !1431)
!1434 = !DILocalVariable(name: "__p", arg: 2, scope: !1431, file: !26, line: 495, type: !31)
!1435 = !DILocation(line: 495, column: 47, scope: !1431)
!1436 = !DILocalVariable(name: "__n", arg: 3, scope: !1431, file: !26, line: 495, type: !102)
!1437 = !DILocation(line: 495, column: 62, scope: !1431)
!1438 = !DILocation(line: 496, column: 9, scope: !1431)
!1439 = !DILocation(line: 496, column: 24, scope: !1431)
!1440 = !DILocation(line: 496, column: 29, scope: !1431)
!1441 = !DILocation(line: 496, column: 13, scope: !1431)
!1442 = !DILocation(line: 496, column: 35, scope: !1431)
!1443 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIdE10deallocateEPdm", scope: !42, file: !43, line: 142, type: !80, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !79, retainedNodes: !137)
!1444 = !DILocalVariable(name: "this", arg: 1, scope: !1443, type: !994, flags: DIFlagArtificial | DIFlagObjectPointer)
!1445 = !DILocation(line: 0, scope: !1443)
!1446 = !DILocalVariable(name: "__p", arg: 2, scope: !1443, file: !43, line: 142, type: !32)
!1447 = !DILocation(line: 142, column: 23, scope: !1443)
!1448 = !DILocalVariable(name: "__n", arg: 3, scope: !1443, file: !43, line: 142, type: !73)
!1449 = !DILocation(line: 142, column: 38, scope: !1443)
!1450 = !DILocation(line: 158, column: 27, scope: !1443)
!1451 = !DILocation(line: 158, column: 2, scope: !1443)
!1452 = !DILocation(line: 159, column: 7, scope: !1443)
!1453 = distinct !DISubprogram(name: "_Destroy<double *, double>", linkageName: "_ZSt8_DestroyIPddEvT_S1_RSaIT0_E", scope: !8, file: !26, line: 847, type: !1454, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1390, retainedNodes: !137)
!1454 = !DISubroutineType(types: !1455)
!1455 = !{null, !32, !32, !100}
!1456 = !DILocalVariable(name: "__first", arg: 1, scope: !1453, file: !26, line: 847, type: !32)
!1457 = !DILocation(line: 847, column: 31, scope: !1453)
!1458 = !DILocalVariable(name: "__last", arg: 2, scope: !1453, file: !26, line: 847, type: !32)
!1459 = !DILocation(line: 847, column: 57, scope: !1453)
!1460 = !DILocalVariable(arg: 3, scope: !1453, file: !26, line: 848, type: !100)
!1461 = !DILocation(line: 848, column: 22, scope: !1453)
!1462 = !DILocation(line: 850, column: 16, scope: !1453)
!1463 = !DILocation(line: 850, column: 25, scope: !1453)
!1464 = !DILocation(line: 850, column: 7, scope: !1453)
!1465 = !DILocation(line: 851, column: 5, scope: !1453)
!1466 = distinct !DISubprogram(name: "_Destroy<double *>", linkageName: "_ZSt8_DestroyIPdEvT_S1_", scope: !8, file: !1467, line: 182, type: !1468, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1470, retainedNodes: !137)
!1467 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!1468 = !DISubroutineType(types: !1469)
!1469 = !{null, !32, !32}
!1470 = !{!1232}
!1471 = !DILocalVariable(name: "__first", arg: 1, scope: !1466, file: !1467, line: 182, type: !32)
!1472 = !DILocation(line: 182, column: 31, scope: !1466)
!1473 = !DILocalVariable(name: "__last", arg: 2, scope: !1466, file: !1467, line: 182, type: !32)
!1474 = !DILocation(line: 182, column: 57, scope: !1466)
!1475 = !DILocation(line: 196, column: 12, scope: !1466)
!1476 = !DILocation(line: 196, column: 21, scope: !1466)
!1477 = !DILocation(line: 195, column: 7, scope: !1466)
!1478 = !DILocation(line: 197, column: 5, scope: !1466)
!1479 = distinct !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1480, file: !1467, line: 172, type: !1468, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1470, declaration: !1482, retainedNodes: !137)
!1480 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !8, file: !1467, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !1481, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!1481 = !{!1388}
!1482 = !DISubprogram(name: "__destroy<double *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPdEEvT_S3_", scope: !1480, file: !1467, line: 172, type: !1468, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !1470)
!1483 = !DILocalVariable(arg: 1, scope: !1479, file: !1467, line: 172, type: !32)
!1484 = !DILocation(line: 172, column: 35, scope: !1479)
!1485 = !DILocalVariable(arg: 2, scope: !1479, file: !1467, line: 172, type: !32)
!1486 = !DILocation(line: 172, column: 53, scope: !1479)
!1487 = !DILocation(line: 172, column: 57, scope: !1479)
!1488 = distinct !DISubprogram(linkageName: "_GLOBAL__sub_I_cxx_global_ctor.cpp", scope: !667, file: !667, type: !1489, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !137)
!1489 = !DISubroutineType(types: !137)
!1490 = !DILocation(line: 0, scope: !1488)
