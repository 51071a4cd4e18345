; ModuleID = 'omp_vector.cpp'
source_filename = "omp_vector.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data" = type { %"class.std::vector.0"*, %"class.std::vector.0"*, %"class.std::vector.0"* }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.__gnu_cxx::__normal_iterator" = type { i32* }
%"class.std::allocator" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"class.std::allocator.2" = type { i8 }
%"class.std::__new_allocator.3" = type { i8 }
%"struct.std::integral_constant" = type { i8 }

$_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4sizeEv = comdat any

$_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm = comdat any

$_ZNSt6vectorIiSaIiEE5beginEv = comdat any

$_ZNSt6vectorIiSaIiEE3endEv = comdat any

$_ZN9__gnu_cxxneIPiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESA_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv = comdat any

$_ZNSaISt6vectorIiSaIiEEEC2Ev = comdat any

$_ZNSt6vectorIS_IiSaIiEESaIS1_EEC2EmRKS2_ = comdat any

$_ZNSaISt6vectorIiSaIiEEED2Ev = comdat any

$_ZNSt6vectorIiSaIiEE7reserveEm = comdat any

$_ZNSt6vectorIiSaIiEE9push_backEOi = comdat any

$_ZNSt6vectorIiSaIiEEixEm = comdat any

$_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev = comdat any

$_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2Ev = comdat any

$_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_ = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EEC2EmRKS3_ = comdat any

$_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev = comdat any

$_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_max_sizeERKS2_ = comdat any

$_ZNSaISt6vectorIiSaIiEEEC2ERKS2_ = comdat any

$_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8max_sizeERKS3_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$__clang_call_terminate = comdat any

$_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE11_M_max_sizeEv = comdat any

$_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2ERKS3_ = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implC2ERKS3_ = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implD2Ev = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m = comdat any

$_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv = comdat any

$_ZNSt15__new_allocatorISt6vectorIiSaIiEEED2Ev = comdat any

$_ZSt27__uninitialized_default_n_aIPSt6vectorIiSaIiEEmS2_ET_S4_T0_RSaIT1_E = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv = comdat any

$_ZSt25__uninitialized_default_nIPSt6vectorIiSaIiEEmET_S4_T0_ = comdat any

$_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_ = comdat any

$_ZSt10_ConstructISt6vectorIiSaIiEEJEEvPT_DpOT0_ = comdat any

$_ZSt11__addressofISt6vectorIiSaIiEEEPT_RS3_ = comdat any

$_ZSt8_DestroyIPSt6vectorIiSaIiEEEvT_S4_ = comdat any

$_ZNSt6vectorIiSaIiEEC2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEEC2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev = comdat any

$_ZNSaIiEC2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorIiEC2Ev = comdat any

$_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_ = comdat any

$_ZSt8_DestroyISt6vectorIiSaIiEEEvPT_ = comdat any

$_ZNSt6vectorIiSaIiEED2Ev = comdat any

$_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseIiSaIiEED2Ev = comdat any

$_ZSt8_DestroyIPiEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim = comdat any

$_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev = comdat any

$_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim = comdat any

$_ZNSt15__new_allocatorIiE10deallocateEPim = comdat any

$_ZNSaIiED2Ev = comdat any

$_ZNSt15__new_allocatorIiED2Ev = comdat any

$_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m = comdat any

$_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m = comdat any

$_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m = comdat any

$_ZNKSt6vectorIiSaIiEE8max_sizeEv = comdat any

$_ZNKSt6vectorIiSaIiEE8capacityEv = comdat any

$_ZNKSt6vectorIiSaIiEE4sizeEv = comdat any

$_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm = comdat any

$_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_ = comdat any

$_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_ = comdat any

$_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_ = comdat any

$_ZNKSt15__new_allocatorIiE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIiE11_M_max_sizeEv = comdat any

$_ZNSt16allocator_traitsISaIiEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIiE8allocateEmPKv = comdat any

$_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE = comdat any

$_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_ = comdat any

$_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E = comdat any

$_ZSt12__niter_baseIPiET_S1_ = comdat any

$_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_ = comdat any

$_ZSt4moveIRiEONSt16remove_referenceIT_E4typeEOS2_ = comdat any

$_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_ = comdat any

$_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE = comdat any

$_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_ = comdat any

$_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc = comdat any

$_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_ = comdat any

$_ZSt3maxImERKT_S2_S2_ = comdat any

$_ZSt8_DestroyIPSt6vectorIiSaIiEES2_EvT_S4_RSaIT0_E = comdat any

@0 = private unnamed_addr constant [35 x i8] c";omp_vector.cpp;kernel_rows;14;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@2 = private unnamed_addr constant [36 x i8] c";omp_vector.cpp;kernel_rows;14;63;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [24 x i8] c"total %ld checksum %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"vector::reserve\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i64 @_Z11kernel_rowsRSt6vectorIS_IiSaIiEESaIS1_EE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #0 !dbg !1416 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1419, metadata !DIExpression()), !dbg !1420
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1421, metadata !DIExpression()), !dbg !1422
  store i64 0, i64* %3, align 8, !dbg !1422
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1423, metadata !DIExpression()), !dbg !1424
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1425
  %6 = call noundef i64 @_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %5) #5, !dbg !1426
  %7 = trunc i64 %6 to i32, !dbg !1425
  store i32 %7, i32* %4, align 4, !dbg !1424
  %8 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8, !dbg !1427
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @1, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, %"class.std::vector"*, i64*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %4, %"class.std::vector"* %8, i64* %3), !dbg !1429
  %9 = load i64, i64* %3, align 8, !dbg !1430
  ret i64 %9, !dbg !1431
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !1432 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1433, metadata !DIExpression()), !dbg !1435
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1436
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !1436
  %6 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1437
  %7 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !1438
  %8 = load %"class.std::vector.0"*, %"class.std::vector.0"** %7, align 8, !dbg !1438
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !1439
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1439
  %11 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1440
  %12 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !1441
  %13 = load %"class.std::vector.0"*, %"class.std::vector.0"** %12, align 8, !dbg !1441
  %14 = ptrtoint %"class.std::vector.0"* %8 to i64, !dbg !1442
  %15 = ptrtoint %"class.std::vector.0"* %13 to i64, !dbg !1442
  %16 = sub i64 %14, %15, !dbg !1442
  %17 = sdiv exact i64 %16, 24, !dbg !1442
  ret i64 %17, !dbg !1443
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %3, i64* noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !1444 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca %"class.std::vector"*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca %"class.std::vector"*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  %23 = alloca %"class.std::vector.0"*, align 8
  %24 = alloca i32, align 4
  %25 = alloca %"class.std::vector.0"*, align 8
  %26 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %27 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %28 = alloca i32, align 4
  %29 = alloca %"class.std::vector.0"*, align 8
  %30 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %31 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %32 = alloca i32*, align 8
  %33 = alloca [1 x i8*], align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1450, metadata !DIExpression()), !dbg !1451
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !1452, metadata !DIExpression()), !dbg !1451
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !1453, metadata !DIExpression()), !dbg !1454
  store %"class.std::vector"* %3, %"class.std::vector"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %9, metadata !1455, metadata !DIExpression()), !dbg !1456
  store i64* %4, i64** %10, align 8
  call void @llvm.dbg.declare(metadata i64** %10, metadata !1457, metadata !DIExpression()), !dbg !1458
  %34 = load i32*, i32** %8, align 8, !dbg !1459
  %35 = load %"class.std::vector"*, %"class.std::vector"** %9, align 8, !dbg !1459
  %36 = load i64*, i64** %10, align 8, !dbg !1459
  store %"class.std::vector"* %35, %"class.std::vector"** %11, align 8, !dbg !1459
  call void @llvm.dbg.declare(metadata i32* %12, metadata !1460, metadata !DIExpression()), !dbg !1451
  call void @llvm.dbg.declare(metadata i32* %14, metadata !1461, metadata !DIExpression()), !dbg !1451
  %37 = load i32, i32* %34, align 4, !dbg !1462
  store i32 %37, i32* %14, align 4, !dbg !1462
  call void @llvm.dbg.declare(metadata i32* %15, metadata !1461, metadata !DIExpression()), !dbg !1451
  %38 = load i32, i32* %14, align 4, !dbg !1462
  %39 = sub nsw i32 %38, 0, !dbg !1459
  %40 = sdiv i32 %39, 1, !dbg !1459
  %41 = sub nsw i32 %40, 1, !dbg !1459
  store i32 %41, i32* %15, align 4, !dbg !1459
  call void @llvm.dbg.declare(metadata i32* %16, metadata !1463, metadata !DIExpression()), !dbg !1451
  store i32 0, i32* %16, align 4, !dbg !1464
  %42 = load i32, i32* %14, align 4, !dbg !1462
  %43 = icmp slt i32 0, %42, !dbg !1459
  br i1 %43, label %44, label %135, !dbg !1459

44:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %17, metadata !1465, metadata !DIExpression()), !dbg !1451
  store i32 0, i32* %17, align 4, !dbg !1466
  call void @llvm.dbg.declare(metadata i32* %18, metadata !1467, metadata !DIExpression()), !dbg !1451
  %45 = load i32, i32* %15, align 4, !dbg !1459
  store i32 %45, i32* %18, align 4, !dbg !1466
  call void @llvm.dbg.declare(metadata i32* %19, metadata !1468, metadata !DIExpression()), !dbg !1451
  store i32 1, i32* %19, align 4, !dbg !1466
  call void @llvm.dbg.declare(metadata i32* %20, metadata !1469, metadata !DIExpression()), !dbg !1451
  store i32 0, i32* %20, align 4, !dbg !1466
  call void @llvm.dbg.declare(metadata i64* %21, metadata !1470, metadata !DIExpression()), !dbg !1451
  store i64 0, i64* %21, align 8, !dbg !1471
  call void @llvm.dbg.declare(metadata i32* %22, metadata !1463, metadata !DIExpression()), !dbg !1451
  %46 = load i32, i32* %15, align 4, !dbg !1459
  %47 = load i32*, i32** %6, align 8, !dbg !1459
  %48 = load i32, i32* %47, align 4, !dbg !1459
  call void @__kmpc_dispatch_init_4(%struct.ident_t* @1, i32 %48, i32 1073741860, i32 0, i32 %46, i32 1, i32 1), !dbg !1459
  br label %49, !dbg !1459

49:                                               ; preds = %119, %44
  %50 = load i32*, i32** %6, align 8, !dbg !1459
  %51 = load i32, i32* %50, align 4, !dbg !1459
  %52 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* @1, i32 %51, i32* %20, i32* %17, i32* %18, i32* %19), !dbg !1459
  %53 = icmp ne i32 %52, 0, !dbg !1459
  br i1 %53, label %54, label %120, !dbg !1459

54:                                               ; preds = %49
  %55 = load i32, i32* %17, align 4, !dbg !1466
  store i32 %55, i32* %12, align 4, !dbg !1466
  br label %56, !dbg !1459

56:                                               ; preds = %115, %54
  %57 = load i32, i32* %12, align 4, !dbg !1466, !llvm.access.group !1472
  %58 = load i32, i32* %18, align 4, !dbg !1466, !llvm.access.group !1472
  %59 = icmp sle i32 %57, %58, !dbg !1459
  br i1 %59, label %60, label %118, !dbg !1459

60:                                               ; preds = %56
  %61 = load i32, i32* %12, align 4, !dbg !1466, !llvm.access.group !1472
  %62 = mul nsw i32 %61, 1, !dbg !1464
  %63 = add nsw i32 0, %62, !dbg !1464
  store i32 %63, i32* %22, align 4, !dbg !1464, !llvm.access.group !1472
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %23, metadata !1473, metadata !DIExpression()), !dbg !1475
  %64 = load %"class.std::vector"*, %"class.std::vector"** %11, align 8, !dbg !1476, !llvm.access.group !1472
  %65 = load i32, i32* %22, align 4, !dbg !1477, !llvm.access.group !1472
  %66 = sext i32 %65 to i64, !dbg !1477
  %67 = call noundef nonnull align 8 dereferenceable(24) %"class.std::vector.0"* @_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %64, i64 noundef %66) #5, !dbg !1476, !llvm.access.group !1472
  store %"class.std::vector.0"* %67, %"class.std::vector.0"** %23, align 8, !dbg !1475, !llvm.access.group !1472
  call void @llvm.dbg.declare(metadata i32* %24, metadata !1478, metadata !DIExpression()), !dbg !1479
  store i32 1, i32* %24, align 4, !dbg !1479, !llvm.access.group !1472
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %25, metadata !1480, metadata !DIExpression()), !dbg !1482
  %68 = load %"class.std::vector.0"*, %"class.std::vector.0"** %23, align 8, !dbg !1483, !llvm.access.group !1472
  store %"class.std::vector.0"* %68, %"class.std::vector.0"** %25, align 8, !dbg !1483, !llvm.access.group !1472
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %26, metadata !1484, metadata !DIExpression()), !dbg !1482
  %69 = load %"class.std::vector.0"*, %"class.std::vector.0"** %25, align 8, !dbg !1485, !llvm.access.group !1472
  %70 = call i32* @_ZNSt6vectorIiSaIiEE5beginEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %69) #5, !dbg !1485, !llvm.access.group !1472
  %71 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %26, i32 0, i32 0, !dbg !1485
  store i32* %70, i32** %71, align 8, !dbg !1485, !llvm.access.group !1472
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %27, metadata !1486, metadata !DIExpression()), !dbg !1482
  %72 = load %"class.std::vector.0"*, %"class.std::vector.0"** %25, align 8, !dbg !1485, !llvm.access.group !1472
  %73 = call i32* @_ZNSt6vectorIiSaIiEE3endEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %72) #5, !dbg !1485, !llvm.access.group !1472
  %74 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %27, i32 0, i32 0, !dbg !1485
  store i32* %73, i32** %74, align 8, !dbg !1485, !llvm.access.group !1472
  br label %75, !dbg !1485

75:                                               ; preds = %86, %60
  %76 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %26, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %27) #5, !dbg !1485, !llvm.access.group !1472
  br i1 %76, label %77, label %88, !dbg !1485

77:                                               ; preds = %75
  call void @llvm.dbg.declare(metadata i32* %28, metadata !1487, metadata !DIExpression()), !dbg !1489
  %78 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %26) #5, !dbg !1490, !llvm.access.group !1472
  %79 = load i32, i32* %78, align 4, !dbg !1490, !llvm.access.group !1472
  store i32 %79, i32* %28, align 4, !dbg !1489, !llvm.access.group !1472
  %80 = load i32, i32* %28, align 4, !dbg !1491, !llvm.access.group !1472
  %81 = load i32, i32* %24, align 4, !dbg !1493, !llvm.access.group !1472
  %82 = icmp sgt i32 %80, %81, !dbg !1494
  br i1 %82, label %83, label %85, !dbg !1495

83:                                               ; preds = %77
  %84 = load i32, i32* %28, align 4, !dbg !1496, !llvm.access.group !1472
  store i32 %84, i32* %24, align 4, !dbg !1497, !llvm.access.group !1472
  br label %85, !dbg !1498

85:                                               ; preds = %83, %77
  br label %86, !dbg !1499

86:                                               ; preds = %85
  %87 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %26) #5, !dbg !1485, !llvm.access.group !1472
  br label %75, !dbg !1485, !llvm.loop !1500

88:                                               ; preds = %75
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %29, metadata !1502, metadata !DIExpression()), !dbg !1504
  %89 = load %"class.std::vector.0"*, %"class.std::vector.0"** %23, align 8, !dbg !1505, !llvm.access.group !1472
  store %"class.std::vector.0"* %89, %"class.std::vector.0"** %29, align 8, !dbg !1505, !llvm.access.group !1472
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %30, metadata !1506, metadata !DIExpression()), !dbg !1504
  %90 = load %"class.std::vector.0"*, %"class.std::vector.0"** %29, align 8, !dbg !1507, !llvm.access.group !1472
  %91 = call i32* @_ZNSt6vectorIiSaIiEE5beginEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %90) #5, !dbg !1507, !llvm.access.group !1472
  %92 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %30, i32 0, i32 0, !dbg !1507
  store i32* %91, i32** %92, align 8, !dbg !1507, !llvm.access.group !1472
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %31, metadata !1508, metadata !DIExpression()), !dbg !1504
  %93 = load %"class.std::vector.0"*, %"class.std::vector.0"** %29, align 8, !dbg !1507, !llvm.access.group !1472
  %94 = call i32* @_ZNSt6vectorIiSaIiEE3endEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %93) #5, !dbg !1507, !llvm.access.group !1472
  %95 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %31, i32 0, i32 0, !dbg !1507
  store i32* %94, i32** %95, align 8, !dbg !1507, !llvm.access.group !1472
  br label %96, !dbg !1507

96:                                               ; preds = %111, %88
  %97 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %30, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %31) #5, !dbg !1507, !llvm.access.group !1472
  br i1 %97, label %98, label %113, !dbg !1507

98:                                               ; preds = %96
  call void @llvm.dbg.declare(metadata i32** %32, metadata !1509, metadata !DIExpression()), !dbg !1511
  %99 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %30) #5, !dbg !1512, !llvm.access.group !1472
  store i32* %99, i32** %32, align 8, !dbg !1511, !llvm.access.group !1472
  %100 = load i32*, i32** %32, align 8, !dbg !1513, !llvm.access.group !1472
  %101 = load i32, i32* %100, align 4, !dbg !1513, !llvm.access.group !1472
  %102 = mul nsw i32 %101, 1000, !dbg !1515
  %103 = load i32, i32* %24, align 4, !dbg !1516, !llvm.access.group !1472
  %104 = sdiv i32 %102, %103, !dbg !1517
  %105 = load i32*, i32** %32, align 8, !dbg !1518, !llvm.access.group !1472
  store i32 %104, i32* %105, align 4, !dbg !1519, !llvm.access.group !1472
  %106 = load i32*, i32** %32, align 8, !dbg !1520, !llvm.access.group !1472
  %107 = load i32, i32* %106, align 4, !dbg !1520, !llvm.access.group !1472
  %108 = sext i32 %107 to i64, !dbg !1520
  %109 = load i64, i64* %21, align 8, !dbg !1521, !llvm.access.group !1472
  %110 = add nsw i64 %109, %108, !dbg !1521
  store i64 %110, i64* %21, align 8, !dbg !1521, !llvm.access.group !1472
  br label %111, !dbg !1522

111:                                              ; preds = %98
  %112 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %30) #5, !dbg !1507, !llvm.access.group !1472
  br label %96, !dbg !1507, !llvm.loop !1523

113:                                              ; preds = %96
  br label %114, !dbg !1525

114:                                              ; preds = %113
  br label %115, !dbg !1526

115:                                              ; preds = %114
  %116 = load i32, i32* %12, align 4, !dbg !1466, !llvm.access.group !1472
  %117 = add nsw i32 %116, 1, !dbg !1459
  store i32 %117, i32* %12, align 4, !dbg !1459, !llvm.access.group !1472
  br label %56, !dbg !1526, !llvm.loop !1527

118:                                              ; preds = %56
  br label %119, !dbg !1526

119:                                              ; preds = %118
  br label %49, !dbg !1526, !llvm.loop !1530

120:                                              ; preds = %49
  %121 = getelementptr inbounds [1 x i8*], [1 x i8*]* %33, i64 0, i64 0, !dbg !1526
  %122 = bitcast i64* %21 to i8*, !dbg !1526
  store i8* %122, i8** %121, align 8, !dbg !1526
  %123 = load i32*, i32** %6, align 8, !dbg !1526
  %124 = load i32, i32* %123, align 4, !dbg !1526
  %125 = bitcast [1 x i8*]* %33 to i8*, !dbg !1526
  %126 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @3, i32 %124, i32 1, i64 8, i8* %125, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !1526
  switch i32 %126, label %134 [
    i32 1, label %127
    i32 2, label %131
  ], !dbg !1526

127:                                              ; preds = %120
  %128 = load i64, i64* %36, align 8, !dbg !1471
  %129 = load i64, i64* %21, align 8, !dbg !1471
  %130 = add nsw i64 %128, %129, !dbg !1531
  store i64 %130, i64* %36, align 8, !dbg !1531
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @3, i32 %124, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !1526
  br label %134, !dbg !1526

131:                                              ; preds = %120
  %132 = load i64, i64* %21, align 8, !dbg !1471
  %133 = atomicrmw add i64* %36, i64 %132 monotonic, align 8, !dbg !1526
  br label %134, !dbg !1526

134:                                              ; preds = %131, %127, %120
  br label %135, !dbg !1526

135:                                              ; preds = %134, %5
  ret void, !dbg !1532
}

declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32)

declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) %"class.std::vector.0"* @_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #0 comdat align 2 !dbg !1533 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1534, metadata !DIExpression()), !dbg !1536
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1537, metadata !DIExpression()), !dbg !1538
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1539
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1539
  %8 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1540
  %9 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1541
  %10 = load %"class.std::vector.0"*, %"class.std::vector.0"** %9, align 8, !dbg !1541
  %11 = load i64, i64* %4, align 8, !dbg !1542
  %12 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %10, i64 %11, !dbg !1543
  ret %"class.std::vector.0"* %12, !dbg !1544
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNSt6vectorIiSaIiEE5beginEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !1545 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !1546, metadata !DIExpression()), !dbg !1547
  %4 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %5 = bitcast %"class.std::vector.0"* %4 to %"struct.std::_Vector_base.1"*, !dbg !1548
  %6 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !1548
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1549
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1550
  call void @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #5, !dbg !1551
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1552
  %10 = load i32*, i32** %9, align 8, !dbg !1552
  ret i32* %10, !dbg !1552
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNSt6vectorIiSaIiEE3endEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !1553 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !1554, metadata !DIExpression()), !dbg !1555
  %4 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %5 = bitcast %"class.std::vector.0"* %4 to %"struct.std::_Vector_base.1"*, !dbg !1556
  %6 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !1556
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1557
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !1558
  call void @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #5, !dbg !1559
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !1560
  %10 = load i32*, i32** %9, align 8, !dbg !1560
  ret i32* %10, !dbg !1560
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESA_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !1561 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1565, metadata !DIExpression()), !dbg !1566
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !1567, metadata !DIExpression()), !dbg !1568
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !1569
  %6 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #5, !dbg !1570
  %7 = load i32*, i32** %6, align 8, !dbg !1570
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !1571
  %9 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #5, !dbg !1572
  %10 = load i32*, i32** %9, align 8, !dbg !1572
  %11 = icmp ne i32* %7, %10, !dbg !1573
  ret i1 %11, !dbg !1574
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 !dbg !1575 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1576, metadata !DIExpression()), !dbg !1578
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1579
  %5 = load i32*, i32** %4, align 8, !dbg !1579
  ret i32* %5, !dbg !1580
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 !dbg !1581 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1582, metadata !DIExpression()), !dbg !1584
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1585
  %5 = load i32*, i32** %4, align 8, !dbg !1586
  %6 = getelementptr inbounds i32, i32* %5, i32 1, !dbg !1586
  store i32* %6, i32** %4, align 8, !dbg !1586
  ret %"class.__gnu_cxx::__normal_iterator"* %3, !dbg !1587
}

; Function Attrs: noinline norecurse uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #3 !dbg !1588 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !1590, metadata !DIExpression()), !dbg !1591
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !1592, metadata !DIExpression()), !dbg !1591
  %5 = load i8*, i8** %3, align 8, !dbg !1593
  %6 = bitcast i8* %5 to [1 x i8*]*, !dbg !1593
  %7 = load i8*, i8** %4, align 8, !dbg !1593
  %8 = bitcast i8* %7 to [1 x i8*]*, !dbg !1593
  %9 = getelementptr inbounds [1 x i8*], [1 x i8*]* %8, i64 0, i64 0, !dbg !1593
  %10 = load i8*, i8** %9, align 8, !dbg !1593
  %11 = bitcast i8* %10 to i64*, !dbg !1593
  %12 = getelementptr inbounds [1 x i8*], [1 x i8*]* %6, i64 0, i64 0, !dbg !1593
  %13 = load i8*, i8** %12, align 8, !dbg !1593
  %14 = bitcast i8* %13 to i64*, !dbg !1593
  %15 = load i64, i64* %14, align 8, !dbg !1594
  %16 = load i64, i64* %11, align 8, !dbg !1594
  %17 = add nsw i64 %15, %16, !dbg !1595
  store i64 %17, i64* %14, align 8, !dbg !1595
  ret void, !dbg !1594
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #4

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #4

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %3, i64* noundef nonnull align 8 dereferenceable(8) %4) #2 !dbg !1596 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca %"class.std::vector"*, align 8
  %10 = alloca i64*, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1597, metadata !DIExpression()), !dbg !1598
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !1599, metadata !DIExpression()), !dbg !1598
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !1600, metadata !DIExpression()), !dbg !1598
  store %"class.std::vector"* %3, %"class.std::vector"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %9, metadata !1601, metadata !DIExpression()), !dbg !1598
  store i64* %4, i64** %10, align 8
  call void @llvm.dbg.declare(metadata i64** %10, metadata !1602, metadata !DIExpression()), !dbg !1598
  %11 = load i32*, i32** %8, align 8, !dbg !1603
  %12 = load %"class.std::vector"*, %"class.std::vector"** %9, align 8, !dbg !1603
  %13 = load i64*, i64** %10, align 8, !dbg !1603
  %14 = load i32*, i32** %6, align 8, !dbg !1603
  %15 = load i32*, i32** %7, align 8, !dbg !1603
  %16 = load i32*, i32** %8, align 8, !dbg !1603
  %17 = load %"class.std::vector"*, %"class.std::vector"** %9, align 8, !dbg !1603
  %18 = load i64*, i64** %10, align 8, !dbg !1603
  call void @.omp_outlined._debug__(i32* %14, i32* %15, i32* %16, %"class.std::vector"* %17, i64* %18) #5, !dbg !1603
  ret void, !dbg !1603
}

; Function Attrs: nounwind
declare !callback !1604 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, i32** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #6 comdat align 2 !dbg !1606 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca i32**, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !1607, metadata !DIExpression()), !dbg !1608
  store i32** %1, i32*** %4, align 8
  call void @llvm.dbg.declare(metadata i32*** %4, metadata !1609, metadata !DIExpression()), !dbg !1610
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1611
  %7 = load i32**, i32*** %4, align 8, !dbg !1612
  %8 = load i32*, i32** %7, align 8, !dbg !1612
  store i32* %8, i32** %6, align 8, !dbg !1611
  ret void, !dbg !1613
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 !dbg !1614 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !1615, metadata !DIExpression()), !dbg !1616
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !1617
  ret i32** %4, !dbg !1618
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1619 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::vector", align 8
  %8 = alloca %"class.std::allocator", align 1
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1622, metadata !DIExpression()), !dbg !1623
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !1624, metadata !DIExpression()), !dbg !1625
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1626, metadata !DIExpression()), !dbg !1627
  %19 = load i32, i32* %4, align 4, !dbg !1628
  %20 = icmp sgt i32 %19, 1, !dbg !1629
  br i1 %20, label %21, label %26, !dbg !1628

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !1630
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !1630
  %24 = load i8*, i8** %23, align 8, !dbg !1630
  %25 = call i32 @atoi(i8* noundef %24) #19, !dbg !1631
  br label %27, !dbg !1628

26:                                               ; preds = %2
  br label %27, !dbg !1628

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 600, %26 ], !dbg !1628
  store i32 %28, i32* %6, align 4, !dbg !1627
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %7, metadata !1632, metadata !DIExpression()), !dbg !1633
  %29 = load i32, i32* %6, align 4, !dbg !1634
  %30 = sext i32 %29 to i64, !dbg !1634
  call void @_ZNSaISt6vectorIiSaIiEEEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #5, !dbg !1633
  invoke void @_ZNSt6vectorIS_IiSaIiEESaIS1_EEC2EmRKS2_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, i64 noundef %30, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8)
          to label %31 unwind label %70, !dbg !1633

31:                                               ; preds = %27
  call void @_ZNSaISt6vectorIiSaIiEEED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #5, !dbg !1633
  call void @llvm.dbg.declare(metadata i32* %11, metadata !1635, metadata !DIExpression()), !dbg !1636
  store i32 6, i32* %11, align 4, !dbg !1636
  call void @llvm.dbg.declare(metadata i32* %12, metadata !1637, metadata !DIExpression()), !dbg !1639
  store i32 0, i32* %12, align 4, !dbg !1639
  br label %32, !dbg !1640

32:                                               ; preds = %79, %31
  %33 = load i32, i32* %12, align 4, !dbg !1641
  %34 = load i32, i32* %6, align 4, !dbg !1643
  %35 = icmp slt i32 %33, %34, !dbg !1644
  br i1 %35, label %36, label %82, !dbg !1645

36:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32* %13, metadata !1646, metadata !DIExpression()), !dbg !1648
  %37 = load i32, i32* %12, align 4, !dbg !1649
  %38 = srem i32 %37, 50, !dbg !1650
  %39 = add nsw i32 1, %38, !dbg !1651
  %40 = load i32, i32* %12, align 4, !dbg !1652
  %41 = srem i32 %40, 61, !dbg !1653
  %42 = icmp eq i32 %41, 0, !dbg !1654
  %43 = zext i1 %42 to i64, !dbg !1652
  %44 = select i1 %42, i32 300, i32 0, !dbg !1652
  %45 = add nsw i32 %39, %44, !dbg !1655
  store i32 %45, i32* %13, align 4, !dbg !1648
  %46 = load i32, i32* %12, align 4, !dbg !1656
  %47 = sext i32 %46 to i64, !dbg !1656
  %48 = call noundef nonnull align 8 dereferenceable(24) %"class.std::vector.0"* @_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, i64 noundef %47) #5, !dbg !1657
  %49 = load i32, i32* %13, align 4, !dbg !1658
  %50 = sext i32 %49 to i64, !dbg !1658
  invoke void @_ZNSt6vectorIiSaIiEE7reserveEm(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %48, i64 noundef %50)
          to label %51 unwind label %74, !dbg !1659

51:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i32* %14, metadata !1660, metadata !DIExpression()), !dbg !1662
  store i32 0, i32* %14, align 4, !dbg !1662
  br label %52, !dbg !1663

52:                                               ; preds = %67, %51
  %53 = load i32, i32* %14, align 4, !dbg !1664
  %54 = load i32, i32* %13, align 4, !dbg !1666
  %55 = icmp slt i32 %53, %54, !dbg !1667
  br i1 %55, label %56, label %78, !dbg !1668

56:                                               ; preds = %52
  %57 = load i32, i32* %11, align 4, !dbg !1669
  %58 = mul i32 %57, 1664525, !dbg !1671
  %59 = add i32 %58, 1013904223, !dbg !1672
  store i32 %59, i32* %11, align 4, !dbg !1673
  %60 = load i32, i32* %12, align 4, !dbg !1674
  %61 = sext i32 %60 to i64, !dbg !1674
  %62 = call noundef nonnull align 8 dereferenceable(24) %"class.std::vector.0"* @_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, i64 noundef %61) #5, !dbg !1675
  %63 = load i32, i32* %11, align 4, !dbg !1676
  %64 = lshr i32 %63, 10, !dbg !1677
  %65 = urem i32 %64, 5000, !dbg !1678
  store i32 %65, i32* %15, align 4, !dbg !1679
  invoke void @_ZNSt6vectorIiSaIiEE9push_backEOi(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %62, i32* noundef nonnull align 4 dereferenceable(4) %15)
          to label %66 unwind label %74, !dbg !1680

66:                                               ; preds = %56
  br label %67, !dbg !1681

67:                                               ; preds = %66
  %68 = load i32, i32* %14, align 4, !dbg !1682
  %69 = add nsw i32 %68, 1, !dbg !1682
  store i32 %69, i32* %14, align 4, !dbg !1682
  br label %52, !dbg !1683, !llvm.loop !1684

70:                                               ; preds = %27
  %71 = landingpad { i8*, i32 }
          cleanup, !dbg !1687
  %72 = extractvalue { i8*, i32 } %71, 0, !dbg !1687
  store i8* %72, i8** %9, align 8, !dbg !1687
  %73 = extractvalue { i8*, i32 } %71, 1, !dbg !1687
  store i32 %73, i32* %10, align 4, !dbg !1687
  call void @_ZNSaISt6vectorIiSaIiEEED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #5, !dbg !1633
  br label %106, !dbg !1633

74:                                               ; preds = %100, %56, %36
  %75 = landingpad { i8*, i32 }
          cleanup, !dbg !1688
  %76 = extractvalue { i8*, i32 } %75, 0, !dbg !1688
  store i8* %76, i8** %9, align 8, !dbg !1688
  %77 = extractvalue { i8*, i32 } %75, 1, !dbg !1688
  store i32 %77, i32* %10, align 4, !dbg !1688
  call void @_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #5, !dbg !1687
  br label %106, !dbg !1687

78:                                               ; preds = %52
  br label %79, !dbg !1689

79:                                               ; preds = %78
  %80 = load i32, i32* %12, align 4, !dbg !1690
  %81 = add nsw i32 %80, 1, !dbg !1690
  store i32 %81, i32* %12, align 4, !dbg !1690
  br label %32, !dbg !1691, !llvm.loop !1692

82:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i64* %16, metadata !1694, metadata !DIExpression()), !dbg !1695
  %83 = call noundef i64 @_Z11kernel_rowsRSt6vectorIS_IiSaIiEESaIS1_EE(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7), !dbg !1696
  store i64 %83, i64* %16, align 8, !dbg !1695
  call void @llvm.dbg.declare(metadata i64* %17, metadata !1697, metadata !DIExpression()), !dbg !1698
  store i64 0, i64* %17, align 8, !dbg !1698
  call void @llvm.dbg.declare(metadata i32* %18, metadata !1699, metadata !DIExpression()), !dbg !1701
  store i32 0, i32* %18, align 4, !dbg !1701
  br label %84, !dbg !1702

84:                                               ; preds = %97, %82
  %85 = load i32, i32* %18, align 4, !dbg !1703
  %86 = load i32, i32* %6, align 4, !dbg !1705
  %87 = icmp slt i32 %85, %86, !dbg !1706
  br i1 %87, label %88, label %100, !dbg !1707

88:                                               ; preds = %84
  %89 = load i32, i32* %18, align 4, !dbg !1708
  %90 = sext i32 %89 to i64, !dbg !1708
  %91 = call noundef nonnull align 8 dereferenceable(24) %"class.std::vector.0"* @_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7, i64 noundef %90) #5, !dbg !1709
  %92 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZNSt6vectorIiSaIiEEixEm(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %91, i64 noundef 0) #5, !dbg !1709
  %93 = load i32, i32* %92, align 4, !dbg !1709
  %94 = sext i32 %93 to i64, !dbg !1709
  %95 = load i64, i64* %17, align 8, !dbg !1710
  %96 = add nsw i64 %95, %94, !dbg !1710
  store i64 %96, i64* %17, align 8, !dbg !1710
  br label %97, !dbg !1711

97:                                               ; preds = %88
  %98 = load i32, i32* %18, align 4, !dbg !1712
  %99 = add nsw i32 %98, 7, !dbg !1712
  store i32 %99, i32* %18, align 4, !dbg !1712
  br label %84, !dbg !1713, !llvm.loop !1714

100:                                              ; preds = %84
  %101 = load i64, i64* %16, align 8, !dbg !1716
  %102 = load i64, i64* %17, align 8, !dbg !1717
  %103 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i64 noundef %101, i64 noundef %102)
          to label %104 unwind label %74, !dbg !1718

104:                                              ; preds = %100
  store i32 0, i32* %3, align 4, !dbg !1719
  call void @_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %7) #5, !dbg !1687
  %105 = load i32, i32* %3, align 4, !dbg !1687
  ret i32 %105, !dbg !1687

106:                                              ; preds = %74, %70
  %107 = load i8*, i8** %9, align 8, !dbg !1633
  %108 = load i32, i32* %10, align 4, !dbg !1633
  %109 = insertvalue { i8*, i32 } undef, i8* %107, 0, !dbg !1633
  %110 = insertvalue { i8*, i32 } %109, i32 %108, 1, !dbg !1633
  resume { i8*, i32 } %110, !dbg !1633
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaISt6vectorIiSaIiEEEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !1720 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1721, metadata !DIExpression()), !dbg !1723
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1724
  call void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !1725
  ret void, !dbg !1726
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIS_IiSaIiEESaIS1_EEC2EmRKS2_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1727 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1728, metadata !DIExpression()), !dbg !1729
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1730, metadata !DIExpression()), !dbg !1731
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1732, metadata !DIExpression()), !dbg !1733
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1734
  %11 = load i64, i64* %5, align 8, !dbg !1735
  %12 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1736
  %13 = call noundef i64 @_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_(i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !1737
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1738
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EEC2EmRKS3_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1739
  %15 = load i64, i64* %5, align 8, !dbg !1740
  invoke void @_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !1742

16:                                               ; preds = %3
  ret void, !dbg !1743

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !1744
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !1744
  store i8* %19, i8** %7, align 8, !dbg !1744
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !1744
  store i32 %20, i32* %8, align 4, !dbg !1744
  %21 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1744
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %21) #5, !dbg !1744
  br label %22, !dbg !1744

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !1744
  %24 = load i32, i32* %8, align 4, !dbg !1744
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !1744
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !1744
  resume { i8*, i32 } %26, !dbg !1744
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaISt6vectorIiSaIiEEED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !1745 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1746, metadata !DIExpression()), !dbg !1747
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1748
  call void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !1748
  ret void, !dbg !1750
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE7reserveEm(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #10 comdat align 2 !dbg !1751 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !1753, metadata !DIExpression()), !dbg !1754
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1755, metadata !DIExpression()), !dbg !1756
  %7 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %8 = load i64, i64* %4, align 8, !dbg !1757
  %9 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %7) #5, !dbg !1759
  %10 = icmp ugt i64 %8, %9, !dbg !1760
  br i1 %10, label %11, label %12, !dbg !1761

11:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0)) #20, !dbg !1762
  unreachable, !dbg !1762

12:                                               ; preds = %2
  %13 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8capacityEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %7) #5, !dbg !1763
  %14 = load i64, i64* %4, align 8, !dbg !1765
  %15 = icmp ult i64 %13, %14, !dbg !1766
  br i1 %15, label %16, label %78, !dbg !1767

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1768, metadata !DIExpression()), !dbg !1771
  %17 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %7) #5, !dbg !1772
  store i64 %17, i64* %5, align 8, !dbg !1771
  call void @llvm.dbg.declare(metadata i32** %6, metadata !1773, metadata !DIExpression()), !dbg !1774
  %18 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1775
  %19 = load i64, i64* %4, align 8, !dbg !1778
  %20 = call noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %18, i64 noundef %19), !dbg !1775
  store i32* %20, i32** %6, align 8, !dbg !1779
  %21 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1780
  %22 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %21, i32 0, i32 0, !dbg !1780
  %23 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %22 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1781
  %24 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %23, i32 0, i32 0, !dbg !1782
  %25 = load i32*, i32** %24, align 8, !dbg !1782
  %26 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1783
  %27 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %26, i32 0, i32 0, !dbg !1783
  %28 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %27 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1784
  %29 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %28, i32 0, i32 1, !dbg !1785
  %30 = load i32*, i32** %29, align 8, !dbg !1785
  %31 = load i32*, i32** %6, align 8, !dbg !1786
  %32 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1787
  %33 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %32) #5, !dbg !1787
  %34 = call noundef i32* @_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_(i32* noundef %25, i32* noundef %30, i32* noundef %31, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %33) #5, !dbg !1788
  %35 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1789
  %36 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1790
  %37 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %36, i32 0, i32 0, !dbg !1790
  %38 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %37 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1791
  %39 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %38, i32 0, i32 0, !dbg !1792
  %40 = load i32*, i32** %39, align 8, !dbg !1792
  %41 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1793
  %42 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %41, i32 0, i32 0, !dbg !1793
  %43 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %42 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1794
  %44 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %43, i32 0, i32 2, !dbg !1795
  %45 = load i32*, i32** %44, align 8, !dbg !1795
  %46 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1796
  %47 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %46, i32 0, i32 0, !dbg !1796
  %48 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %47 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1797
  %49 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %48, i32 0, i32 0, !dbg !1798
  %50 = load i32*, i32** %49, align 8, !dbg !1798
  %51 = ptrtoint i32* %45 to i64, !dbg !1799
  %52 = ptrtoint i32* %50 to i64, !dbg !1799
  %53 = sub i64 %51, %52, !dbg !1799
  %54 = sdiv exact i64 %53, 4, !dbg !1799
  call void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %35, i32* noundef %40, i64 noundef %54), !dbg !1789
  %55 = load i32*, i32** %6, align 8, !dbg !1800
  %56 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1801
  %57 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %56, i32 0, i32 0, !dbg !1801
  %58 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %57 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1802
  %59 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %58, i32 0, i32 0, !dbg !1803
  store i32* %55, i32** %59, align 8, !dbg !1804
  %60 = load i32*, i32** %6, align 8, !dbg !1805
  %61 = load i64, i64* %5, align 8, !dbg !1806
  %62 = getelementptr inbounds i32, i32* %60, i64 %61, !dbg !1807
  %63 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1808
  %64 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %63, i32 0, i32 0, !dbg !1808
  %65 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %64 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1809
  %66 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %65, i32 0, i32 1, !dbg !1810
  store i32* %62, i32** %66, align 8, !dbg !1811
  %67 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1812
  %68 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %67, i32 0, i32 0, !dbg !1812
  %69 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %68 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1813
  %70 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %69, i32 0, i32 0, !dbg !1814
  %71 = load i32*, i32** %70, align 8, !dbg !1814
  %72 = load i64, i64* %4, align 8, !dbg !1815
  %73 = getelementptr inbounds i32, i32* %71, i64 %72, !dbg !1816
  %74 = bitcast %"class.std::vector.0"* %7 to %"struct.std::_Vector_base.1"*, !dbg !1817
  %75 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %74, i32 0, i32 0, !dbg !1817
  %76 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %75 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1818
  %77 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %76, i32 0, i32 2, !dbg !1819
  store i32* %73, i32** %77, align 8, !dbg !1820
  br label %78, !dbg !1821

78:                                               ; preds = %16, %12
  ret void, !dbg !1822
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE9push_backEOi(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #10 comdat align 2 !dbg !1823 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca i32*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !1824, metadata !DIExpression()), !dbg !1825
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !1826, metadata !DIExpression()), !dbg !1827
  %5 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %6 = load i32*, i32** %4, align 8, !dbg !1828
  %7 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt4moveIRiEONSt16remove_referenceIT_E4typeEOS2_(i32* noundef nonnull align 4 dereferenceable(4) %6) #5, !dbg !1829
  call void @_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %5, i32* noundef nonnull align 4 dereferenceable(4) %7), !dbg !1830
  ret void, !dbg !1831
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZNSt6vectorIiSaIiEEixEm(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #0 comdat align 2 !dbg !1832 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !1833, metadata !DIExpression()), !dbg !1834
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1835, metadata !DIExpression()), !dbg !1836
  %5 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %6 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !1837
  %7 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %6, i32 0, i32 0, !dbg !1837
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !1838
  %9 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1839
  %10 = load i32*, i32** %9, align 8, !dbg !1839
  %11 = load i64, i64* %4, align 8, !dbg !1840
  %12 = getelementptr inbounds i32, i32* %10, i64 %11, !dbg !1841
  ret i32* %12, !dbg !1842
}

declare i32 @printf(i8* noundef, ...) #11

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1843 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1844, metadata !DIExpression()), !dbg !1845
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1846
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1846
  %8 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1848
  %9 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1849
  %10 = load %"class.std::vector.0"*, %"class.std::vector.0"** %9, align 8, !dbg !1849
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1850
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1850
  %13 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1851
  %14 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1852
  %15 = load %"class.std::vector.0"*, %"class.std::vector.0"** %14, align 8, !dbg !1852
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1853
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #5, !dbg !1853
  invoke void @_ZSt8_DestroyIPSt6vectorIiSaIiEES2_EvT_S4_RSaIT0_E(%"class.std::vector.0"* noundef %10, %"class.std::vector.0"* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1854

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1855
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #5, !dbg !1855
  ret void, !dbg !1856

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1855
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1855
  store i8* %22, i8** %3, align 8, !dbg !1855
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1855
  store i32 %23, i32* %4, align 4, !dbg !1855
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1855
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #5, !dbg !1855
  br label %25, !dbg !1855

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1855
  call void @__clang_call_terminate(i8* %26) #21, !dbg !1855
  unreachable, !dbg !1855
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !1857 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1858, metadata !DIExpression()), !dbg !1860
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !1861
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #10 comdat align 2 !dbg !1862 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1863, metadata !DIExpression()), !dbg !1864
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1865, metadata !DIExpression()), !dbg !1866
  %6 = load i64, i64* %3, align 8, !dbg !1867
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1869
  call void @_ZNSaISt6vectorIiSaIiEEEC2ERKS2_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #5, !dbg !1870
  %8 = call noundef i64 @_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_max_sizeERKS2_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #5, !dbg !1871
  %9 = icmp ugt i64 %6, %8, !dbg !1872
  call void @_ZNSaISt6vectorIiSaIiEEED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #5, !dbg !1867
  br i1 %9, label %10, label %11, !dbg !1873

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #20, !dbg !1874
  unreachable, !dbg !1874

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1875
  ret i64 %12, !dbg !1876
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EEC2EmRKS3_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #9 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1877 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1878, metadata !DIExpression()), !dbg !1880
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1881, metadata !DIExpression()), !dbg !1882
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1883, metadata !DIExpression()), !dbg !1884
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1885
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1886
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implC2ERKS3_(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #5, !dbg !1885
  %12 = load i64, i64* %5, align 8, !dbg !1887
  invoke void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1889

13:                                               ; preds = %3
  ret void, !dbg !1890

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !1891
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !1891
  store i8* %16, i8** %7, align 8, !dbg !1891
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !1891
  store i32 %17, i32* %8, align 4, !dbg !1891
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implD2Ev(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #5, !dbg !1891
  br label %18, !dbg !1891

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !1891
  %20 = load i32, i32* %8, align 4, !dbg !1891
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !1891
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !1891
  resume { i8*, i32 } %22, !dbg !1891
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #10 comdat align 2 !dbg !1892 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1893, metadata !DIExpression()), !dbg !1894
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1895, metadata !DIExpression()), !dbg !1896
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1897
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1897
  %8 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1898
  %9 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1899
  %10 = load %"class.std::vector.0"*, %"class.std::vector.0"** %9, align 8, !dbg !1899
  %11 = load i64, i64* %4, align 8, !dbg !1900
  %12 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1901
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12) #5, !dbg !1901
  %14 = call noundef %"class.std::vector.0"* @_ZSt27__uninitialized_default_n_aIPSt6vectorIiSaIiEEmS2_ET_S4_T0_RSaIT1_E(%"class.std::vector.0"* noundef %10, i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !1902
  %15 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1903
  %16 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %15, i32 0, i32 0, !dbg !1903
  %17 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1904
  %18 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !1905
  store %"class.std::vector.0"* %14, %"class.std::vector.0"** %18, align 8, !dbg !1906
  ret void, !dbg !1907
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1908 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !1909, metadata !DIExpression()), !dbg !1910
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1911
  %7 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1911
  %8 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !1913
  %9 = load %"class.std::vector.0"*, %"class.std::vector.0"** %8, align 8, !dbg !1913
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1914
  %11 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1914
  %12 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !1915
  %13 = load %"class.std::vector.0"*, %"class.std::vector.0"** %12, align 8, !dbg !1915
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1916
  %15 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1916
  %16 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !1917
  %17 = load %"class.std::vector.0"*, %"class.std::vector.0"** %16, align 8, !dbg !1917
  %18 = ptrtoint %"class.std::vector.0"* %13 to i64, !dbg !1918
  %19 = ptrtoint %"class.std::vector.0"* %17 to i64, !dbg !1918
  %20 = sub i64 %18, %19, !dbg !1918
  %21 = sdiv exact i64 %20, 24, !dbg !1918
  invoke void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, %"class.std::vector.0"* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !1919

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1920
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implD2Ev(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #5, !dbg !1920
  ret void, !dbg !1921

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1920
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !1920
  store i8* %26, i8** %3, align 8, !dbg !1920
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !1920
  store i32 %27, i32* %4, align 4, !dbg !1920
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !1920
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implD2Ev(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #5, !dbg !1920
  br label %29, !dbg !1920

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !1920
  call void @__clang_call_terminate(i8* %30) #21, !dbg !1920
  unreachable, !dbg !1920
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_max_sizeERKS2_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1922 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1923, metadata !DIExpression()), !dbg !1924
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1925, metadata !DIExpression()), !dbg !1927
  store i64 384307168202282325, i64* %3, align 8, !dbg !1927
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1928, metadata !DIExpression()), !dbg !1929
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1930
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8max_sizeERKS3_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #5, !dbg !1931
  store i64 %6, i64* %4, align 8, !dbg !1929
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !1932

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !1932
  ret i64 %9, !dbg !1933

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1932
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !1932
  call void @__clang_call_terminate(i8* %12) #21, !dbg !1932
  unreachable, !dbg !1932
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaISt6vectorIiSaIiEEEC2ERKS2_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #6 comdat align 2 !dbg !1934 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !1935, metadata !DIExpression()), !dbg !1936
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1937, metadata !DIExpression()), !dbg !1938
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !1939
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1940
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !1940
  call void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2ERKS3_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #5, !dbg !1941
  ret void, !dbg !1942
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #12

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8max_sizeERKS3_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !1943 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1944, metadata !DIExpression()), !dbg !1945
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !1946
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1946
  %5 = call noundef i64 @_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !1947
  ret i64 %5, !dbg !1948
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !1949 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !1957, metadata !DIExpression()), !dbg !1958
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !1959, metadata !DIExpression()), !dbg !1960
  %6 = load i64*, i64** %5, align 8, !dbg !1961
  %7 = load i64, i64* %6, align 8, !dbg !1961
  %8 = load i64*, i64** %4, align 8, !dbg !1963
  %9 = load i64, i64* %8, align 8, !dbg !1963
  %10 = icmp ult i64 %7, %9, !dbg !1964
  br i1 %10, label %11, label %13, !dbg !1965

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !1966
  store i64* %12, i64** %3, align 8, !dbg !1967
  br label %15, !dbg !1967

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !1968
  store i64* %14, i64** %3, align 8, !dbg !1969
  br label %15, !dbg !1969

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !1970
  ret i64* %16, !dbg !1970
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #13 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #5
  call void @_ZSt9terminatev() #21
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !1971 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1972, metadata !DIExpression()), !dbg !1974
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #5, !dbg !1975
  ret i64 %4, !dbg !1976
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !1977 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !1978, metadata !DIExpression()), !dbg !1979
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 384307168202282325, !dbg !1980
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2ERKS3_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #6 comdat align 2 !dbg !1981 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !1982, metadata !DIExpression()), !dbg !1983
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !1984, metadata !DIExpression()), !dbg !1985
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !1986
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implC2ERKS3_(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #6 comdat align 2 !dbg !1987 {
  %3 = alloca %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %0, %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"** %3, metadata !1988, metadata !DIExpression()), !dbg !1990
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1991, metadata !DIExpression()), !dbg !1992
  %5 = load %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"*, %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !1993
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1994
  call void @_ZNSaISt6vectorIiSaIiEEEC2ERKS2_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #5, !dbg !1995
  %8 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !1993
  call void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #5, !dbg !1996
  ret void, !dbg !1997
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #10 comdat align 2 !dbg !1998 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !1999, metadata !DIExpression()), !dbg !2000
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2001, metadata !DIExpression()), !dbg !2002
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2003
  %7 = call noundef %"class.std::vector.0"* @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !2004
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2005
  %9 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !2006
  %10 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !2007
  store %"class.std::vector.0"* %7, %"class.std::vector.0"** %10, align 8, !dbg !2008
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2009
  %12 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !2010
  %13 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !2011
  %14 = load %"class.std::vector.0"*, %"class.std::vector.0"** %13, align 8, !dbg !2011
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2012
  %16 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !2013
  %17 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !2014
  store %"class.std::vector.0"* %14, %"class.std::vector.0"** %17, align 8, !dbg !2015
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2016
  %19 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !2017
  %20 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !2018
  %21 = load %"class.std::vector.0"*, %"class.std::vector.0"** %20, align 8, !dbg !2018
  %22 = load i64, i64* %4, align 8, !dbg !2019
  %23 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %21, i64 %22, !dbg !2020
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2021
  %25 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, !dbg !2022
  %26 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !2023
  store %"class.std::vector.0"* %23, %"class.std::vector.0"** %26, align 8, !dbg !2024
  ret void, !dbg !2025
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implD2Ev(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !2026 {
  %2 = alloca %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %0, %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"** %2, metadata !2028, metadata !DIExpression()), !dbg !2029
  %3 = load %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"*, %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !2030
  call void @_ZNSaISt6vectorIiSaIiEEED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !2030
  ret void, !dbg !2032
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !2033 {
  %2 = alloca %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"** %2, metadata !2034, metadata !DIExpression()), !dbg !2036
  %3 = load %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"*, %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !2037
  store %"class.std::vector.0"* null, %"class.std::vector.0"** %4, align 8, !dbg !2037
  %5 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !2038
  store %"class.std::vector.0"* null, %"class.std::vector.0"** %5, align 8, !dbg !2038
  %6 = getelementptr inbounds %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data", %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !2039
  store %"class.std::vector.0"* null, %"class.std::vector.0"** %6, align 8, !dbg !2039
  ret void, !dbg !2040
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %"class.std::vector.0"* @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #10 comdat align 2 !dbg !2041 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !2042, metadata !DIExpression()), !dbg !2043
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2044, metadata !DIExpression()), !dbg !2045
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2046
  %7 = icmp ne i64 %6, 0, !dbg !2047
  br i1 %7, label %8, label %13, !dbg !2046

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2048
  %10 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !2048
  %11 = load i64, i64* %4, align 8, !dbg !2049
  %12 = call noundef %"class.std::vector.0"* @_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !2050
  br label %14, !dbg !2046

13:                                               ; preds = %2
  br label %14, !dbg !2046

14:                                               ; preds = %13, %8
  %15 = phi %"class.std::vector.0"* [ %12, %8 ], [ null, %13 ], !dbg !2046
  ret %"class.std::vector.0"* %15, !dbg !2051
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %"class.std::vector.0"* @_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #10 comdat align 2 !dbg !2052 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !2053, metadata !DIExpression()), !dbg !2054
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2055, metadata !DIExpression()), !dbg !2056
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !2057
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !2057
  %7 = load i64, i64* %4, align 8, !dbg !2058
  %8 = call noundef %"class.std::vector.0"* @_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !2059
  ret %"class.std::vector.0"* %8, !dbg !2060
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %"class.std::vector.0"* @_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #10 comdat align 2 !dbg !2061 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2062, metadata !DIExpression()), !dbg !2063
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2064, metadata !DIExpression()), !dbg !2065
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2066, metadata !DIExpression()), !dbg !2067
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !2068
  %9 = call noundef i64 @_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #5, !dbg !2070
  %10 = icmp ugt i64 %8, %9, !dbg !2071
  br i1 %10, label %11, label %16, !dbg !2072

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !2073
  %13 = icmp ugt i64 %12, 768614336404564650, !dbg !2076
  br i1 %13, label %14, label %15, !dbg !2077

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #20, !dbg !2078
  unreachable, !dbg !2078

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #20, !dbg !2079
  unreachable, !dbg !2079

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !2080
  %18 = mul i64 %17, 24, !dbg !2081
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #22, !dbg !2082
  %20 = bitcast i8* %19 to %"class.std::vector.0"*, !dbg !2083
  ret %"class.std::vector.0"* %20, !dbg !2084
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #12

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #12

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #14

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !2085 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2086, metadata !DIExpression()), !dbg !2087
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2088
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %"class.std::vector.0"* @_ZSt27__uninitialized_default_n_aIPSt6vectorIiSaIiEEmS2_ET_S4_T0_RSaIT1_E(%"class.std::vector.0"* noundef %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #10 comdat !dbg !2089 {
  %4 = alloca %"class.std::vector.0"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %4, metadata !2096, metadata !DIExpression()), !dbg !2097
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2098, metadata !DIExpression()), !dbg !2099
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2100, metadata !DIExpression()), !dbg !2101
  %7 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8, !dbg !2102
  %8 = load i64, i64* %5, align 8, !dbg !2103
  %9 = call noundef %"class.std::vector.0"* @_ZSt25__uninitialized_default_nIPSt6vectorIiSaIiEEmET_S4_T0_(%"class.std::vector.0"* noundef %7, i64 noundef %8), !dbg !2104
  ret %"class.std::vector.0"* %9, !dbg !2105
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2106 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2107, metadata !DIExpression()), !dbg !2108
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !2109
  %5 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !2110
  ret %"class.std::allocator"* %5, !dbg !2111
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %"class.std::vector.0"* @_ZSt25__uninitialized_default_nIPSt6vectorIiSaIiEEmET_S4_T0_(%"class.std::vector.0"* noundef %0, i64 noundef %1) #10 comdat !dbg !2112 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !2116, metadata !DIExpression()), !dbg !2117
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2118, metadata !DIExpression()), !dbg !2119
  call void @llvm.dbg.declare(metadata i8* %5, metadata !2120, metadata !DIExpression()), !dbg !2121
  store i8 1, i8* %5, align 1, !dbg !2121
  %6 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8, !dbg !2122
  %7 = load i64, i64* %4, align 8, !dbg !2123
  %8 = call noundef %"class.std::vector.0"* @_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_(%"class.std::vector.0"* noundef %6, i64 noundef %7), !dbg !2124
  ret %"class.std::vector.0"* %8, !dbg !2125
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef %"class.std::vector.0"* @_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_(%"class.std::vector.0"* noundef %0, i64 noundef %1) #10 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2126 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca i64, align 8
  %5 = alloca %"class.std::vector.0"*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !2131, metadata !DIExpression()), !dbg !2132
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2133, metadata !DIExpression()), !dbg !2134
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %5, metadata !2135, metadata !DIExpression()), !dbg !2136
  %8 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8, !dbg !2137
  store %"class.std::vector.0"* %8, %"class.std::vector.0"** %5, align 8, !dbg !2136
  br label %9, !dbg !2138

9:                                                ; preds = %16, %2
  %10 = load i64, i64* %4, align 8, !dbg !2140
  %11 = icmp ugt i64 %10, 0, !dbg !2143
  br i1 %11, label %12, label %31, !dbg !2144

12:                                               ; preds = %9
  %13 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2145
  %14 = call noundef %"class.std::vector.0"* @_ZSt11__addressofISt6vectorIiSaIiEEEPT_RS3_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %13) #5, !dbg !2146
  invoke void @_ZSt10_ConstructISt6vectorIiSaIiEEJEEvPT_DpOT0_(%"class.std::vector.0"* noundef %14)
          to label %15 unwind label %21, !dbg !2147

15:                                               ; preds = %12
  br label %16, !dbg !2147

16:                                               ; preds = %15
  %17 = load i64, i64* %4, align 8, !dbg !2148
  %18 = add i64 %17, -1, !dbg !2148
  store i64 %18, i64* %4, align 8, !dbg !2148
  %19 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2149
  %20 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %19, i32 1, !dbg !2149
  store %"class.std::vector.0"* %20, %"class.std::vector.0"** %5, align 8, !dbg !2149
  br label %9, !dbg !2150, !llvm.loop !2151

21:                                               ; preds = %12
  %22 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2153
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !2153
  store i8* %23, i8** %6, align 8, !dbg !2153
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !2153
  store i32 %24, i32* %7, align 4, !dbg !2153
  br label %25, !dbg !2153

25:                                               ; preds = %21
  %26 = load i8*, i8** %6, align 8, !dbg !2154
  %27 = call i8* @__cxa_begin_catch(i8* %26) #5, !dbg !2154
  %28 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8, !dbg !2155
  %29 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2157
  invoke void @_ZSt8_DestroyIPSt6vectorIiSaIiEEEvT_S4_(%"class.std::vector.0"* noundef %28, %"class.std::vector.0"* noundef %29)
          to label %30 unwind label %33, !dbg !2158

30:                                               ; preds = %25
  invoke void @__cxa_rethrow() #20
          to label %47 unwind label %33, !dbg !2159

31:                                               ; preds = %9
  %32 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2160
  ret %"class.std::vector.0"* %32, !dbg !2161

33:                                               ; preds = %30, %25
  %34 = landingpad { i8*, i32 }
          cleanup, !dbg !2162
  %35 = extractvalue { i8*, i32 } %34, 0, !dbg !2162
  store i8* %35, i8** %6, align 8, !dbg !2162
  %36 = extractvalue { i8*, i32 } %34, 1, !dbg !2162
  store i32 %36, i32* %7, align 4, !dbg !2162
  invoke void @__cxa_end_catch()
          to label %37 unwind label %44, !dbg !2163

37:                                               ; preds = %33
  br label %39, !dbg !2163

38:                                               ; No predecessors!
  call void @llvm.trap(), !dbg !2163
  unreachable, !dbg !2163

39:                                               ; preds = %37
  %40 = load i8*, i8** %6, align 8, !dbg !2163
  %41 = load i32, i32* %7, align 4, !dbg !2163
  %42 = insertvalue { i8*, i32 } undef, i8* %40, 0, !dbg !2163
  %43 = insertvalue { i8*, i32 } %42, i32 %41, 1, !dbg !2163
  resume { i8*, i32 } %43, !dbg !2163

44:                                               ; preds = %33
  %45 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2163
  %46 = extractvalue { i8*, i32 } %45, 0, !dbg !2163
  call void @__clang_call_terminate(i8* %46) #21, !dbg !2163
  unreachable, !dbg !2163

47:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructISt6vectorIiSaIiEEJEEvPT_DpOT0_(%"class.std::vector.0"* noundef %0) #0 comdat !dbg !2164 {
  %2 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2170, metadata !DIExpression()), !dbg !2171
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !2172
  %4 = bitcast %"class.std::vector.0"* %3 to i8*, !dbg !2172
  %5 = bitcast i8* %4 to %"class.std::vector.0"*, !dbg !2173
  %6 = bitcast %"class.std::vector.0"* %5 to i8*, !dbg !2174
  call void @llvm.memset.p0i8.i64(i8* align 8 %6, i8 0, i64 24, i1 false), !dbg !2174
  call void @_ZNSt6vectorIiSaIiEEC2Ev(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %5) #5, !dbg !2174
  ret void, !dbg !2175
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %"class.std::vector.0"* @_ZSt11__addressofISt6vectorIiSaIiEEEPT_RS3_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat !dbg !2176 {
  %2 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2180, metadata !DIExpression()), !dbg !2181
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !2182
  ret %"class.std::vector.0"* %3, !dbg !2183
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPSt6vectorIiSaIiEEEvT_S4_(%"class.std::vector.0"* noundef %0, %"class.std::vector.0"* noundef %1) #10 comdat !dbg !2184 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !2188, metadata !DIExpression()), !dbg !2189
  store %"class.std::vector.0"* %1, %"class.std::vector.0"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %4, metadata !2190, metadata !DIExpression()), !dbg !2191
  %5 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8, !dbg !2192
  %6 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8, !dbg !2193
  call void @_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_(%"class.std::vector.0"* noundef %5, %"class.std::vector.0"* noundef %6), !dbg !2194
  ret void, !dbg !2195
}

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #15

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #16

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEEC2Ev(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !2196 {
  %2 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2197, metadata !DIExpression()), !dbg !2198
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8
  %4 = bitcast %"class.std::vector.0"* %3 to %"struct.std::_Vector_base.1"*, !dbg !2199
  call void @_ZNSt12_Vector_baseIiSaIiEEC2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %4) #5, !dbg !2200
  ret void, !dbg !2199
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEEC2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !2201 {
  %2 = alloca %"struct.std::_Vector_base.1"*, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %2, metadata !2202, metadata !DIExpression()), !dbg !2204
  %3 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %3, i32 0, i32 0, !dbg !2205
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %4) #5, !dbg !2205
  ret void, !dbg !2206
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !2207 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, metadata !2208, metadata !DIExpression()), !dbg !2210
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"class.std::allocator.2"*, !dbg !2211
  call void @_ZNSaIiEC2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !2212
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2211
  call void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %5) #5, !dbg !2213
  ret void, !dbg !2214
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiEC2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !2215 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !2216, metadata !DIExpression()), !dbg !2218
  %3 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8
  %4 = bitcast %"class.std::allocator.2"* %3 to %"class.std::__new_allocator.3"*, !dbg !2219
  call void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !2220
  ret void, !dbg !2221
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !2222 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, metadata !2223, metadata !DIExpression()), !dbg !2225
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !2226
  store i32* null, i32** %4, align 8, !dbg !2226
  %5 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !2227
  store i32* null, i32** %5, align 8, !dbg !2227
  %6 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !2228
  store i32* null, i32** %6, align 8, !dbg !2228
  ret void, !dbg !2229
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !2230 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2231, metadata !DIExpression()), !dbg !2233
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  ret void, !dbg !2234
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_(%"class.std::vector.0"* noundef %0, %"class.std::vector.0"* noundef %1) #10 comdat align 2 !dbg !2235 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !2240, metadata !DIExpression()), !dbg !2241
  store %"class.std::vector.0"* %1, %"class.std::vector.0"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %4, metadata !2242, metadata !DIExpression()), !dbg !2243
  br label %5, !dbg !2244

5:                                                ; preds = %12, %2
  %6 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8, !dbg !2245
  %7 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8, !dbg !2248
  %8 = icmp ne %"class.std::vector.0"* %6, %7, !dbg !2249
  br i1 %8, label %9, label %15, !dbg !2250

9:                                                ; preds = %5
  %10 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8, !dbg !2251
  %11 = call noundef %"class.std::vector.0"* @_ZSt11__addressofISt6vectorIiSaIiEEEPT_RS3_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %10) #5, !dbg !2252
  call void @_ZSt8_DestroyISt6vectorIiSaIiEEEvPT_(%"class.std::vector.0"* noundef %11), !dbg !2253
  br label %12, !dbg !2253

12:                                               ; preds = %9
  %13 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8, !dbg !2254
  %14 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %13, i32 1, !dbg !2254
  store %"class.std::vector.0"* %14, %"class.std::vector.0"** %3, align 8, !dbg !2254
  br label %5, !dbg !2255, !llvm.loop !2256

15:                                               ; preds = %5
  ret void, !dbg !2258
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyISt6vectorIiSaIiEEEvPT_(%"class.std::vector.0"* noundef %0) #0 comdat !dbg !2259 {
  %2 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2260, metadata !DIExpression()), !dbg !2261
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8, !dbg !2262
  call void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %3) #5, !dbg !2263
  ret void, !dbg !2264
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2265 {
  %2 = alloca %"class.std::vector.0"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2266, metadata !DIExpression()), !dbg !2267
  %5 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8
  %6 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !2268
  %7 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %6, i32 0, i32 0, !dbg !2268
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2270
  %9 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2271
  %10 = load i32*, i32** %9, align 8, !dbg !2271
  %11 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !2272
  %12 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %11, i32 0, i32 0, !dbg !2272
  %13 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2273
  %14 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !2274
  %15 = load i32*, i32** %14, align 8, !dbg !2274
  %16 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !2275
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %16) #5, !dbg !2275
  invoke void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %10, i32* noundef %15, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !2276

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !2277
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %19) #5, !dbg !2277
  ret void, !dbg !2278

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2277
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !2277
  store i8* %22, i8** %3, align 8, !dbg !2277
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !2277
  store i32 %23, i32* %4, align 4, !dbg !2277
  %24 = bitcast %"class.std::vector.0"* %5 to %"struct.std::_Vector_base.1"*, !dbg !2277
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %24) #5, !dbg !2277
  br label %25, !dbg !2277

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !2277
  call void @__clang_call_terminate(i8* %26) #21, !dbg !2277
  unreachable, !dbg !2277
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %0, i32* noundef %1, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %2) #10 comdat !dbg !2279 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca %"class.std::allocator.2"*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2284, metadata !DIExpression()), !dbg !2285
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2286, metadata !DIExpression()), !dbg !2287
  store %"class.std::allocator.2"* %2, %"class.std::allocator.2"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %6, metadata !2288, metadata !DIExpression()), !dbg !2289
  %7 = load i32*, i32** %4, align 8, !dbg !2290
  %8 = load i32*, i32** %5, align 8, !dbg !2291
  call void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %7, i32* noundef %8), !dbg !2292
  ret void, !dbg !2293
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2294 {
  %2 = alloca %"struct.std::_Vector_base.1"*, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %2, metadata !2295, metadata !DIExpression()), !dbg !2296
  %3 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %3, i32 0, i32 0, !dbg !2297
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %4 to %"class.std::allocator.2"*, !dbg !2298
  ret %"class.std::allocator.2"* %5, !dbg !2299
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2300 {
  %2 = alloca %"struct.std::_Vector_base.1"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %2, metadata !2301, metadata !DIExpression()), !dbg !2302
  %5 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2303
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2303
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2305
  %9 = load i32*, i32** %8, align 8, !dbg !2305
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2306
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2306
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !2307
  %13 = load i32*, i32** %12, align 8, !dbg !2307
  %14 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2308
  %15 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2308
  %16 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !2309
  %17 = load i32*, i32** %16, align 8, !dbg !2309
  %18 = ptrtoint i32* %13 to i64, !dbg !2310
  %19 = ptrtoint i32* %17 to i64, !dbg !2310
  %20 = sub i64 %18, %19, !dbg !2310
  %21 = sdiv exact i64 %20, 4, !dbg !2310
  invoke void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %5, i32* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !2311

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2312
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #5, !dbg !2312
  ret void, !dbg !2313

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2312
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !2312
  store i8* %26, i8** %3, align 8, !dbg !2312
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !2312
  store i32 %27, i32* %4, align 4, !dbg !2312
  %28 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2312
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #5, !dbg !2312
  br label %29, !dbg !2312

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !2312
  call void @__clang_call_terminate(i8* %30) #21, !dbg !2312
  unreachable, !dbg !2312
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %0, i32* noundef %1) #10 comdat !dbg !2314 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !2318, metadata !DIExpression()), !dbg !2319
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2320, metadata !DIExpression()), !dbg !2321
  %5 = load i32*, i32** %3, align 8, !dbg !2322
  %6 = load i32*, i32** %4, align 8, !dbg !2323
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %5, i32* noundef %6), !dbg !2324
  ret void, !dbg !2325
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %0, i32* noundef %1) #0 comdat align 2 !dbg !2326 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !2331, metadata !DIExpression()), !dbg !2332
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2333, metadata !DIExpression()), !dbg !2334
  ret void, !dbg !2335
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef %1, i64 noundef %2) #10 comdat align 2 !dbg !2336 {
  %4 = alloca %"struct.std::_Vector_base.1"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %4, metadata !2337, metadata !DIExpression()), !dbg !2338
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2339, metadata !DIExpression()), !dbg !2340
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2341, metadata !DIExpression()), !dbg !2342
  %7 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !2343
  %9 = icmp ne i32* %8, null, !dbg !2343
  br i1 %9, label %10, label %15, !dbg !2345

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %7, i32 0, i32 0, !dbg !2346
  %12 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %11 to %"class.std::allocator.2"*, !dbg !2346
  %13 = load i32*, i32** %5, align 8, !dbg !2347
  %14 = load i64, i64* %6, align 8, !dbg !2348
  call void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %12, i32* noundef %13, i64 noundef %14), !dbg !2349
  br label %15, !dbg !2349

15:                                               ; preds = %10, %3
  ret void, !dbg !2350
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 !dbg !2351 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, metadata !2353, metadata !DIExpression()), !dbg !2354
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"class.std::allocator.2"*, !dbg !2355
  call void @_ZNSaIiED2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !2355
  ret void, !dbg !2357
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #10 comdat align 2 !dbg !2358 {
  %4 = alloca %"class.std::allocator.2"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %4, metadata !2359, metadata !DIExpression()), !dbg !2360
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2361, metadata !DIExpression()), !dbg !2362
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2363, metadata !DIExpression()), !dbg !2364
  %7 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %4, align 8, !dbg !2365
  %8 = bitcast %"class.std::allocator.2"* %7 to %"class.std::__new_allocator.3"*, !dbg !2365
  %9 = load i32*, i32** %5, align 8, !dbg !2366
  %10 = load i64, i64* %6, align 8, !dbg !2367
  call void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i64 noundef %10), !dbg !2368
  ret void, !dbg !2369
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !2370 {
  %4 = alloca %"class.std::__new_allocator.3"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %4, metadata !2371, metadata !DIExpression()), !dbg !2372
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2373, metadata !DIExpression()), !dbg !2374
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2375, metadata !DIExpression()), !dbg !2376
  %7 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !2377
  %9 = bitcast i32* %8 to i8*, !dbg !2377
  call void @_ZdlPv(i8* noundef %9) #23, !dbg !2378
  ret void, !dbg !2379
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #17

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiED2Ev(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !2380 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !2381, metadata !DIExpression()), !dbg !2382
  %3 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8
  %4 = bitcast %"class.std::allocator.2"* %3 to %"class.std::__new_allocator.3"*, !dbg !2383
  call void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !2383
  ret void, !dbg !2385
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 !dbg !2386 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2387, metadata !DIExpression()), !dbg !2388
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  ret void, !dbg !2389
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::vector.0"* noundef %1, i64 noundef %2) #10 comdat align 2 !dbg !2390 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca %"class.std::vector.0"*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !2391, metadata !DIExpression()), !dbg !2392
  store %"class.std::vector.0"* %1, %"class.std::vector.0"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %5, metadata !2393, metadata !DIExpression()), !dbg !2394
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2395, metadata !DIExpression()), !dbg !2396
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2397
  %9 = icmp ne %"class.std::vector.0"* %8, null, !dbg !2397
  br i1 %9, label %10, label %15, !dbg !2399

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !2400
  %12 = bitcast %"struct.std::_Vector_base<std::vector<int>, std::allocator<std::vector<int>>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !2400
  %13 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2401
  %14 = load i64, i64* %6, align 8, !dbg !2402
  call void @_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, %"class.std::vector.0"* noundef %13, i64 noundef %14), !dbg !2403
  br label %15, !dbg !2403

15:                                               ; preds = %10, %3
  ret void, !dbg !2404
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::vector.0"* noundef %1, i64 noundef %2) #10 comdat align 2 !dbg !2405 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::vector.0"*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2406, metadata !DIExpression()), !dbg !2407
  store %"class.std::vector.0"* %1, %"class.std::vector.0"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %5, metadata !2408, metadata !DIExpression()), !dbg !2409
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2410, metadata !DIExpression()), !dbg !2411
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2412
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2412
  %9 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2413
  %10 = load i64, i64* %6, align 8, !dbg !2414
  call void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, %"class.std::vector.0"* noundef %9, i64 noundef %10), !dbg !2415
  ret void, !dbg !2416
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::vector.0"* noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !2417 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca %"class.std::vector.0"*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2418, metadata !DIExpression()), !dbg !2419
  store %"class.std::vector.0"* %1, %"class.std::vector.0"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %5, metadata !2420, metadata !DIExpression()), !dbg !2421
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2422, metadata !DIExpression()), !dbg !2423
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2424
  %9 = bitcast %"class.std::vector.0"* %8 to i8*, !dbg !2424
  call void @_ZdlPv(i8* noundef %9) #23, !dbg !2425
  ret void, !dbg !2426
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2427 {
  %2 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2428, metadata !DIExpression()), !dbg !2429
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8
  %4 = bitcast %"class.std::vector.0"* %3 to %"struct.std::_Vector_base.1"*, !dbg !2430
  %5 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %4) #5, !dbg !2430
  %6 = call noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %5) #5, !dbg !2431
  ret i64 %6, !dbg !2432
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE8capacityEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2433 {
  %2 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2434, metadata !DIExpression()), !dbg !2435
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8
  %4 = bitcast %"class.std::vector.0"* %3 to %"struct.std::_Vector_base.1"*, !dbg !2436
  %5 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %4, i32 0, i32 0, !dbg !2436
  %6 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2437
  %7 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %6, i32 0, i32 2, !dbg !2438
  %8 = load i32*, i32** %7, align 8, !dbg !2438
  %9 = bitcast %"class.std::vector.0"* %3 to %"struct.std::_Vector_base.1"*, !dbg !2439
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %9, i32 0, i32 0, !dbg !2439
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2440
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !2441
  %13 = load i32*, i32** %12, align 8, !dbg !2441
  %14 = ptrtoint i32* %8 to i64, !dbg !2442
  %15 = ptrtoint i32* %13 to i64, !dbg !2442
  %16 = sub i64 %14, %15, !dbg !2442
  %17 = sdiv exact i64 %16, 4, !dbg !2442
  ret i64 %17, !dbg !2443
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2444 {
  %2 = alloca %"class.std::vector.0"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %2, metadata !2445, metadata !DIExpression()), !dbg !2446
  %3 = load %"class.std::vector.0"*, %"class.std::vector.0"** %2, align 8
  %4 = bitcast %"class.std::vector.0"* %3 to %"struct.std::_Vector_base.1"*, !dbg !2447
  %5 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %4, i32 0, i32 0, !dbg !2447
  %6 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2448
  %7 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !2449
  %8 = load i32*, i32** %7, align 8, !dbg !2449
  %9 = bitcast %"class.std::vector.0"* %3 to %"struct.std::_Vector_base.1"*, !dbg !2450
  %10 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %9, i32 0, i32 0, !dbg !2450
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2451
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !2452
  %13 = load i32*, i32** %12, align 8, !dbg !2452
  %14 = ptrtoint i32* %8 to i64, !dbg !2453
  %15 = ptrtoint i32* %13 to i64, !dbg !2453
  %16 = sub i64 %14, %15, !dbg !2453
  %17 = sdiv exact i64 %16, 4, !dbg !2453
  ret i64 %17, !dbg !2454
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #10 comdat align 2 !dbg !2455 {
  %3 = alloca %"struct.std::_Vector_base.1"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %3, metadata !2456, metadata !DIExpression()), !dbg !2457
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2458, metadata !DIExpression()), !dbg !2459
  %5 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2460
  %7 = icmp ne i64 %6, 0, !dbg !2461
  br i1 %7, label %8, label %13, !dbg !2460

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %5, i32 0, i32 0, !dbg !2462
  %10 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %9 to %"class.std::allocator.2"*, !dbg !2462
  %11 = load i64, i64* %4, align 8, !dbg !2463
  %12 = call noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !2464
  br label %14, !dbg !2460

13:                                               ; preds = %2
  br label %14, !dbg !2460

14:                                               ; preds = %13, %8
  %15 = phi i32* [ %12, %8 ], [ null, %13 ], !dbg !2460
  ret i32* %15, !dbg !2465
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat align 2 !dbg !990 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.2"*, align 8
  %9 = alloca %"struct.std::integral_constant", align 1
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2466, metadata !DIExpression()), !dbg !2467
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2468, metadata !DIExpression()), !dbg !2469
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !2470, metadata !DIExpression()), !dbg !2471
  store %"class.std::allocator.2"* %3, %"class.std::allocator.2"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %8, metadata !2472, metadata !DIExpression()), !dbg !2473
  %10 = load i32*, i32** %5, align 8, !dbg !2474
  %11 = load i32*, i32** %6, align 8, !dbg !2475
  %12 = load i32*, i32** %7, align 8, !dbg !2476
  %13 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %8, align 8, !dbg !2477
  %14 = call noundef i32* @_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE(i32* noundef %10, i32* noundef %11, i32* noundef %12, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %13) #5, !dbg !2478
  ret i32* %14, !dbg !2479
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !2480 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !2481, metadata !DIExpression()), !dbg !2482
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2483, metadata !DIExpression()), !dbg !2484
  store i64 2305843009213693951, i64* %3, align 8, !dbg !2484
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2485, metadata !DIExpression()), !dbg !2486
  %5 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8, !dbg !2487
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %5) #5, !dbg !2488
  store i64 %6, i64* %4, align 8, !dbg !2486
  %7 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4), !dbg !2489
  %8 = load i64, i64* %7, align 8, !dbg !2489
  ret i64 %8, !dbg !2490
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2491 {
  %2 = alloca %"struct.std::_Vector_base.1"*, align 8
  store %"struct.std::_Vector_base.1"* %0, %"struct.std::_Vector_base.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.1"** %2, metadata !2492, metadata !DIExpression()), !dbg !2494
  %3 = load %"struct.std::_Vector_base.1"*, %"struct.std::_Vector_base.1"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %3, i32 0, i32 0, !dbg !2495
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %4 to %"class.std::allocator.2"*, !dbg !2496
  ret %"class.std::allocator.2"* %5, !dbg !2497
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !2498 {
  %2 = alloca %"class.std::allocator.2"*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %2, metadata !2499, metadata !DIExpression()), !dbg !2500
  %3 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %2, align 8, !dbg !2501
  %4 = bitcast %"class.std::allocator.2"* %3 to %"class.std::__new_allocator.3"*, !dbg !2501
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %4) #5, !dbg !2502
  ret i64 %5, !dbg !2503
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !2504 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2505, metadata !DIExpression()), !dbg !2507
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %3) #5, !dbg !2508
  ret i64 %4, !dbg !2509
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !2510 {
  %2 = alloca %"class.std::__new_allocator.3"*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %2, metadata !2511, metadata !DIExpression()), !dbg !2512
  %3 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %2, align 8
  ret i64 2305843009213693951, !dbg !2513
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #10 comdat align 2 !dbg !2514 {
  %3 = alloca %"class.std::allocator.2"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %3, metadata !2515, metadata !DIExpression()), !dbg !2516
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2517, metadata !DIExpression()), !dbg !2518
  %5 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %3, align 8, !dbg !2519
  %6 = bitcast %"class.std::allocator.2"* %5 to %"class.std::__new_allocator.3"*, !dbg !2519
  %7 = load i64, i64* %4, align 8, !dbg !2520
  %8 = call noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !2521
  ret i32* %8, !dbg !2522
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #10 comdat align 2 !dbg !2523 {
  %4 = alloca %"class.std::__new_allocator.3"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %4, metadata !2524, metadata !DIExpression()), !dbg !2525
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2526, metadata !DIExpression()), !dbg !2527
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2528, metadata !DIExpression()), !dbg !2529
  %7 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !2530
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %7) #5, !dbg !2532
  %10 = icmp ugt i64 %8, %9, !dbg !2533
  br i1 %10, label %11, label %16, !dbg !2534

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !2535
  %13 = icmp ugt i64 %12, 4611686018427387903, !dbg !2538
  br i1 %13, label %14, label %15, !dbg !2539

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #20, !dbg !2540
  unreachable, !dbg !2540

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #20, !dbg !2541
  unreachable, !dbg !2541

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !2542
  %18 = mul i64 %17, 4, !dbg !2543
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #22, !dbg !2544
  %20 = bitcast i8* %19 to i32*, !dbg !2545
  ret i32* %20, !dbg !2546
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat align 2 !dbg !2547 {
  %5 = alloca %"struct.std::integral_constant", align 1
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca %"class.std::allocator.2"*, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2548, metadata !DIExpression()), !dbg !2549
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !2550, metadata !DIExpression()), !dbg !2551
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !2552, metadata !DIExpression()), !dbg !2553
  store %"class.std::allocator.2"* %3, %"class.std::allocator.2"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %9, metadata !2554, metadata !DIExpression()), !dbg !2555
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* %5, metadata !2556, metadata !DIExpression()), !dbg !2557
  %10 = load i32*, i32** %6, align 8, !dbg !2558
  %11 = load i32*, i32** %7, align 8, !dbg !2559
  %12 = load i32*, i32** %8, align 8, !dbg !2560
  %13 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %9, align 8, !dbg !2561
  %14 = call noundef i32* @_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_(i32* noundef %10, i32* noundef %11, i32* noundef %12, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %13) #5, !dbg !2562
  ret i32* %14, !dbg !2563
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat !dbg !2564 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.2"*, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2570, metadata !DIExpression()), !dbg !2571
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2572, metadata !DIExpression()), !dbg !2573
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !2574, metadata !DIExpression()), !dbg !2575
  store %"class.std::allocator.2"* %3, %"class.std::allocator.2"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %8, metadata !2576, metadata !DIExpression()), !dbg !2577
  %9 = load i32*, i32** %5, align 8, !dbg !2578
  %10 = call noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %9) #5, !dbg !2579
  %11 = load i32*, i32** %6, align 8, !dbg !2580
  %12 = call noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %11) #5, !dbg !2581
  %13 = load i32*, i32** %7, align 8, !dbg !2582
  %14 = call noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %13) #5, !dbg !2583
  %15 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %8, align 8, !dbg !2584
  %16 = call noundef i32* @_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(i32* noundef %10, i32* noundef %12, i32* noundef %14, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %15) #5, !dbg !2585
  ret i32* %16, !dbg !2586
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat !dbg !2587 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.2"*, align 8
  %9 = alloca i64, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2597, metadata !DIExpression()), !dbg !2598
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2599, metadata !DIExpression()), !dbg !2600
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !2601, metadata !DIExpression()), !dbg !2602
  store %"class.std::allocator.2"* %3, %"class.std::allocator.2"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %8, metadata !2603, metadata !DIExpression()), !dbg !2604
  call void @llvm.dbg.declare(metadata i64* %9, metadata !2605, metadata !DIExpression()), !dbg !2606
  %10 = load i32*, i32** %6, align 8, !dbg !2607
  %11 = load i32*, i32** %5, align 8, !dbg !2608
  %12 = ptrtoint i32* %10 to i64, !dbg !2609
  %13 = ptrtoint i32* %11 to i64, !dbg !2609
  %14 = sub i64 %12, %13, !dbg !2609
  %15 = sdiv exact i64 %14, 4, !dbg !2609
  store i64 %15, i64* %9, align 8, !dbg !2606
  %16 = load i64, i64* %9, align 8, !dbg !2610
  %17 = icmp sgt i64 %16, 0, !dbg !2612
  br i1 %17, label %18, label %25, !dbg !2613

18:                                               ; preds = %4
  %19 = load i32*, i32** %7, align 8, !dbg !2614
  %20 = bitcast i32* %19 to i8*, !dbg !2616
  %21 = load i32*, i32** %5, align 8, !dbg !2617
  %22 = bitcast i32* %21 to i8*, !dbg !2616
  %23 = load i64, i64* %9, align 8, !dbg !2618
  %24 = mul i64 %23, 4, !dbg !2619
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 %20, i8* align 4 %22, i64 %24, i1 false), !dbg !2616
  br label %25, !dbg !2620

25:                                               ; preds = %18, %4
  %26 = load i32*, i32** %7, align 8, !dbg !2621
  %27 = load i64, i64* %9, align 8, !dbg !2622
  %28 = getelementptr inbounds i32, i32* %26, i64 %27, !dbg !2623
  ret i32* %28, !dbg !2624
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %0) #0 comdat !dbg !2625 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !2628, metadata !DIExpression()), !dbg !2629
  %3 = load i32*, i32** %2, align 8, !dbg !2630
  ret i32* %3, !dbg !2631
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #18

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #10 comdat align 2 !dbg !2632 {
  %3 = alloca %"class.std::vector.0"*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %3, metadata !2640, metadata !DIExpression()), !dbg !2641
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2642, metadata !DIExpression()), !dbg !2643
  %6 = load %"class.std::vector.0"*, %"class.std::vector.0"** %3, align 8
  %7 = bitcast %"class.std::vector.0"* %6 to %"struct.std::_Vector_base.1"*, !dbg !2644
  %8 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %7, i32 0, i32 0, !dbg !2644
  %9 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2646
  %10 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %9, i32 0, i32 1, !dbg !2647
  %11 = load i32*, i32** %10, align 8, !dbg !2647
  %12 = bitcast %"class.std::vector.0"* %6 to %"struct.std::_Vector_base.1"*, !dbg !2648
  %13 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %12, i32 0, i32 0, !dbg !2648
  %14 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %13 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2649
  %15 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %14, i32 0, i32 2, !dbg !2650
  %16 = load i32*, i32** %15, align 8, !dbg !2650
  %17 = icmp ne i32* %11, %16, !dbg !2651
  br i1 %17, label %18, label %35, !dbg !2652

18:                                               ; preds = %2
  %19 = bitcast %"class.std::vector.0"* %6 to %"struct.std::_Vector_base.1"*, !dbg !2653
  %20 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %19, i32 0, i32 0, !dbg !2653
  %21 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %20 to %"class.std::allocator.2"*, !dbg !2655
  %22 = bitcast %"class.std::vector.0"* %6 to %"struct.std::_Vector_base.1"*, !dbg !2656
  %23 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %22, i32 0, i32 0, !dbg !2656
  %24 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2657
  %25 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !2658
  %26 = load i32*, i32** %25, align 8, !dbg !2658
  %27 = load i32*, i32** %4, align 8, !dbg !2659
  %28 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %27) #5, !dbg !2660
  call void @_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %21, i32* noundef %26, i32* noundef nonnull align 4 dereferenceable(4) %28) #5, !dbg !2661
  %29 = bitcast %"class.std::vector.0"* %6 to %"struct.std::_Vector_base.1"*, !dbg !2662
  %30 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %29, i32 0, i32 0, !dbg !2662
  %31 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %30 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2663
  %32 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %31, i32 0, i32 1, !dbg !2664
  %33 = load i32*, i32** %32, align 8, !dbg !2665
  %34 = getelementptr inbounds i32, i32* %33, i32 1, !dbg !2665
  store i32* %34, i32** %32, align 8, !dbg !2665
  br label %42, !dbg !2666

35:                                               ; preds = %2
  %36 = call i32* @_ZNSt6vectorIiSaIiEE3endEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %6) #5, !dbg !2667
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2667
  store i32* %36, i32** %37, align 8, !dbg !2667
  %38 = load i32*, i32** %4, align 8, !dbg !2668
  %39 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %38) #5, !dbg !2669
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2670
  %41 = load i32*, i32** %40, align 8, !dbg !2670
  call void @_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %6, i32* %41, i32* noundef nonnull align 4 dereferenceable(4) %39), !dbg !2670
  br label %42

42:                                               ; preds = %35, %18
  ret void, !dbg !2671
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZSt4moveIRiEONSt16remove_referenceIT_E4typeEOS2_(i32* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat !dbg !2672 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !2680, metadata !DIExpression()), !dbg !2681
  %3 = load i32*, i32** %2, align 8, !dbg !2682
  ret i32* %3, !dbg !2683
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #0 comdat align 2 !dbg !2684 {
  %4 = alloca %"class.std::allocator.2"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store %"class.std::allocator.2"* %0, %"class.std::allocator.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.2"** %4, metadata !2689, metadata !DIExpression()), !dbg !2690
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2691, metadata !DIExpression()), !dbg !2692
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2693, metadata !DIExpression()), !dbg !2694
  %7 = load %"class.std::allocator.2"*, %"class.std::allocator.2"** %4, align 8, !dbg !2695
  %8 = bitcast %"class.std::allocator.2"* %7 to %"class.std::__new_allocator.3"*, !dbg !2695
  %9 = load i32*, i32** %5, align 8, !dbg !2696
  %10 = load i32*, i32** %6, align 8, !dbg !2697
  %11 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %10) #5, !dbg !2698
  call void @_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i32* noundef nonnull align 4 dereferenceable(4) %11) #5, !dbg !2699
  ret void, !dbg !2700
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat !dbg !2701 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !2707, metadata !DIExpression()), !dbg !2708
  %3 = load i32*, i32** %2, align 8, !dbg !2709
  ret i32* %3, !dbg !2710
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i32* %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #10 comdat align 2 !dbg !2711 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.std::vector.0"*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store i32* %1, i32** %14, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %5, metadata !2715, metadata !DIExpression()), !dbg !2716
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2717, metadata !DIExpression()), !dbg !2718
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2719, metadata !DIExpression()), !dbg !2720
  %15 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2721, metadata !DIExpression()), !dbg !2722
  %16 = call noundef i64 @_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 1, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0)), !dbg !2723
  store i64 %16, i64* %7, align 8, !dbg !2722
  call void @llvm.dbg.declare(metadata i32** %8, metadata !2724, metadata !DIExpression()), !dbg !2725
  %17 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2726
  %18 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %17, i32 0, i32 0, !dbg !2726
  %19 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2727
  %20 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !2728
  %21 = load i32*, i32** %20, align 8, !dbg !2728
  store i32* %21, i32** %8, align 8, !dbg !2725
  call void @llvm.dbg.declare(metadata i32** %9, metadata !2729, metadata !DIExpression()), !dbg !2730
  %22 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2731
  %23 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %22, i32 0, i32 0, !dbg !2731
  %24 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2732
  %25 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !2733
  %26 = load i32*, i32** %25, align 8, !dbg !2733
  store i32* %26, i32** %9, align 8, !dbg !2730
  call void @llvm.dbg.declare(metadata i64* %10, metadata !2734, metadata !DIExpression()), !dbg !2735
  %27 = call i32* @_ZNSt6vectorIiSaIiEE5beginEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %15) #5, !dbg !2736
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2736
  store i32* %27, i32** %28, align 8, !dbg !2736
  %29 = call noundef i64 @_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %11) #5, !dbg !2737
  store i64 %29, i64* %10, align 8, !dbg !2735
  call void @llvm.dbg.declare(metadata i32** %12, metadata !2738, metadata !DIExpression()), !dbg !2739
  %30 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2740
  %31 = load i64, i64* %7, align 8, !dbg !2741
  %32 = call noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %30, i64 noundef %31), !dbg !2740
  store i32* %32, i32** %12, align 8, !dbg !2739
  call void @llvm.dbg.declare(metadata i32** %13, metadata !2742, metadata !DIExpression()), !dbg !2743
  %33 = load i32*, i32** %12, align 8, !dbg !2744
  store i32* %33, i32** %13, align 8, !dbg !2743
  %34 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2745
  %35 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %34, i32 0, i32 0, !dbg !2745
  %36 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %35 to %"class.std::allocator.2"*, !dbg !2747
  %37 = load i32*, i32** %12, align 8, !dbg !2748
  %38 = load i64, i64* %10, align 8, !dbg !2749
  %39 = getelementptr inbounds i32, i32* %37, i64 %38, !dbg !2750
  %40 = load i32*, i32** %6, align 8, !dbg !2751
  %41 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %40) #5, !dbg !2752
  call void @_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_(%"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %36, i32* noundef %39, i32* noundef nonnull align 4 dereferenceable(4) %41) #5, !dbg !2753
  store i32* null, i32** %13, align 8, !dbg !2754
  %42 = load i32*, i32** %8, align 8, !dbg !2755
  %43 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #5, !dbg !2758
  %44 = load i32*, i32** %43, align 8, !dbg !2758
  %45 = load i32*, i32** %12, align 8, !dbg !2759
  %46 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2760
  %47 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %46) #5, !dbg !2760
  %48 = call noundef i32* @_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_(i32* noundef %42, i32* noundef %44, i32* noundef %45, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %47) #5, !dbg !2761
  store i32* %48, i32** %13, align 8, !dbg !2762
  %49 = load i32*, i32** %13, align 8, !dbg !2763
  %50 = getelementptr inbounds i32, i32* %49, i32 1, !dbg !2763
  store i32* %50, i32** %13, align 8, !dbg !2763
  %51 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #5, !dbg !2764
  %52 = load i32*, i32** %51, align 8, !dbg !2764
  %53 = load i32*, i32** %9, align 8, !dbg !2765
  %54 = load i32*, i32** %13, align 8, !dbg !2766
  %55 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2767
  %56 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.2"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %55) #5, !dbg !2767
  %57 = call noundef i32* @_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_(i32* noundef %52, i32* noundef %53, i32* noundef %54, %"class.std::allocator.2"* noundef nonnull align 1 dereferenceable(1) %56) #5, !dbg !2768
  store i32* %57, i32** %13, align 8, !dbg !2769
  %58 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2770
  %59 = load i32*, i32** %8, align 8, !dbg !2771
  %60 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2772
  %61 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %60, i32 0, i32 0, !dbg !2772
  %62 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %61 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2773
  %63 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %62, i32 0, i32 2, !dbg !2774
  %64 = load i32*, i32** %63, align 8, !dbg !2774
  %65 = load i32*, i32** %8, align 8, !dbg !2775
  %66 = ptrtoint i32* %64 to i64, !dbg !2776
  %67 = ptrtoint i32* %65 to i64, !dbg !2776
  %68 = sub i64 %66, %67, !dbg !2776
  %69 = sdiv exact i64 %68, 4, !dbg !2776
  call void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base.1"* noundef nonnull align 8 dereferenceable(24) %58, i32* noundef %59, i64 noundef %69), !dbg !2770
  %70 = load i32*, i32** %12, align 8, !dbg !2777
  %71 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2778
  %72 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %71, i32 0, i32 0, !dbg !2778
  %73 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %72 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2779
  %74 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %73, i32 0, i32 0, !dbg !2780
  store i32* %70, i32** %74, align 8, !dbg !2781
  %75 = load i32*, i32** %13, align 8, !dbg !2782
  %76 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2783
  %77 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %76, i32 0, i32 0, !dbg !2783
  %78 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %77 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2784
  %79 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %78, i32 0, i32 1, !dbg !2785
  store i32* %75, i32** %79, align 8, !dbg !2786
  %80 = load i32*, i32** %12, align 8, !dbg !2787
  %81 = load i64, i64* %7, align 8, !dbg !2788
  %82 = getelementptr inbounds i32, i32* %80, i64 %81, !dbg !2789
  %83 = bitcast %"class.std::vector.0"* %15 to %"struct.std::_Vector_base.1"*, !dbg !2790
  %84 = getelementptr inbounds %"struct.std::_Vector_base.1", %"struct.std::_Vector_base.1"* %83, i32 0, i32 0, !dbg !2790
  %85 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %84 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2791
  %86 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %85, i32 0, i32 2, !dbg !2792
  store i32* %82, i32** %86, align 8, !dbg !2793
  ret void, !dbg !2794
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_(%"class.std::__new_allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #0 comdat align 2 !dbg !2795 {
  %4 = alloca %"class.std::__new_allocator.3"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store %"class.std::__new_allocator.3"* %0, %"class.std::__new_allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.3"** %4, metadata !2799, metadata !DIExpression()), !dbg !2800
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2801, metadata !DIExpression()), !dbg !2802
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2803, metadata !DIExpression()), !dbg !2804
  %7 = load %"class.std::__new_allocator.3"*, %"class.std::__new_allocator.3"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !2805
  %9 = bitcast i32* %8 to i8*, !dbg !2805
  %10 = bitcast i8* %9 to i32*, !dbg !2806
  %11 = load i32*, i32** %6, align 8, !dbg !2807
  %12 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %11) #5, !dbg !2808
  %13 = load i32, i32* %12, align 4, !dbg !2808
  store i32 %13, i32* %10, align 4, !dbg !2806
  ret void, !dbg !2809
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i8* noundef %2) #10 comdat align 2 !dbg !2810 {
  %4 = alloca %"class.std::vector.0"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %4, metadata !2811, metadata !DIExpression()), !dbg !2812
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2813, metadata !DIExpression()), !dbg !2814
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2815, metadata !DIExpression()), !dbg !2816
  %9 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8
  %10 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %9) #5, !dbg !2817
  %11 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %9) #5, !dbg !2819
  %12 = sub i64 %10, %11, !dbg !2820
  %13 = load i64, i64* %5, align 8, !dbg !2821
  %14 = icmp ult i64 %12, %13, !dbg !2822
  br i1 %14, label %15, label %17, !dbg !2823

15:                                               ; preds = %3
  %16 = load i8*, i8** %6, align 8, !dbg !2824
  call void @_ZSt20__throw_length_errorPKc(i8* noundef %16) #20, !dbg !2825
  unreachable, !dbg !2825

17:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2826, metadata !DIExpression()), !dbg !2827
  %18 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %9) #5, !dbg !2828
  %19 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %9) #5, !dbg !2829
  store i64 %19, i64* %8, align 8, !dbg !2829
  %20 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %8, i64* noundef nonnull align 8 dereferenceable(8) %5), !dbg !2830
  %21 = load i64, i64* %20, align 8, !dbg !2830
  %22 = add i64 %18, %21, !dbg !2831
  store i64 %22, i64* %7, align 8, !dbg !2827
  %23 = load i64, i64* %7, align 8, !dbg !2832
  %24 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %9) #5, !dbg !2833
  %25 = icmp ult i64 %23, %24, !dbg !2834
  br i1 %25, label %30, label %26, !dbg !2835

26:                                               ; preds = %17
  %27 = load i64, i64* %7, align 8, !dbg !2836
  %28 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %9) #5, !dbg !2837
  %29 = icmp ugt i64 %27, %28, !dbg !2838
  br i1 %29, label %30, label %32, !dbg !2839

30:                                               ; preds = %26, %17
  %31 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector.0"* noundef nonnull align 8 dereferenceable(24) %9) #5, !dbg !2840
  br label %34, !dbg !2839

32:                                               ; preds = %26
  %33 = load i64, i64* %7, align 8, !dbg !2841
  br label %34, !dbg !2839

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %31, %30 ], [ %33, %32 ], !dbg !2839
  ret i64 %35, !dbg !2842
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !2843 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !2846, metadata !DIExpression()), !dbg !2847
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !2848, metadata !DIExpression()), !dbg !2849
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !2850
  %6 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #5, !dbg !2851
  %7 = load i32*, i32** %6, align 8, !dbg !2851
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !2852
  %9 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #5, !dbg !2853
  %10 = load i32*, i32** %9, align 8, !dbg !2853
  %11 = ptrtoint i32* %7 to i64, !dbg !2854
  %12 = ptrtoint i32* %10 to i64, !dbg !2854
  %13 = sub i64 %11, %12, !dbg !2854
  %14 = sdiv exact i64 %13, 4, !dbg !2854
  ret i64 %14, !dbg !2855
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !2856 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !2857, metadata !DIExpression()), !dbg !2858
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !2859, metadata !DIExpression()), !dbg !2860
  %6 = load i64*, i64** %4, align 8, !dbg !2861
  %7 = load i64, i64* %6, align 8, !dbg !2861
  %8 = load i64*, i64** %5, align 8, !dbg !2863
  %9 = load i64, i64* %8, align 8, !dbg !2863
  %10 = icmp ult i64 %7, %9, !dbg !2864
  br i1 %10, label %11, label %13, !dbg !2865

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !2866
  store i64* %12, i64** %3, align 8, !dbg !2867
  br label %15, !dbg !2867

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !2868
  store i64* %14, i64** %3, align 8, !dbg !2869
  br label %15, !dbg !2869

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !2870
  ret i64* %16, !dbg !2870
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPSt6vectorIiSaIiEES2_EvT_S4_RSaIT0_E(%"class.std::vector.0"* noundef %0, %"class.std::vector.0"* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #10 comdat !dbg !2871 {
  %4 = alloca %"class.std::vector.0"*, align 8
  %5 = alloca %"class.std::vector.0"*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store %"class.std::vector.0"* %0, %"class.std::vector.0"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %4, metadata !2875, metadata !DIExpression()), !dbg !2876
  store %"class.std::vector.0"* %1, %"class.std::vector.0"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.0"** %5, metadata !2877, metadata !DIExpression()), !dbg !2878
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2879, metadata !DIExpression()), !dbg !2880
  %7 = load %"class.std::vector.0"*, %"class.std::vector.0"** %4, align 8, !dbg !2881
  %8 = load %"class.std::vector.0"*, %"class.std::vector.0"** %5, align 8, !dbg !2882
  call void @_ZSt8_DestroyIPSt6vectorIiSaIiEEEvT_S4_(%"class.std::vector.0"* noundef %7, %"class.std::vector.0"* noundef %8), !dbg !2883
  ret void, !dbg !2884
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline noreturn nounwind }
attributes #14 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { cold noreturn nounwind }
attributes #16 = { argmemonly nofree nounwind willreturn writeonly }
attributes #17 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { argmemonly nofree nounwind willreturn }
attributes #19 = { nounwind readonly willreturn }
attributes #20 = { noreturn }
attributes #21 = { noreturn nounwind }
attributes #22 = { builtin allocsize(0) }
attributes #23 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1407, !1408, !1409, !1410, !1411, !1412, !1413, !1414}
!llvm.ident = !{!1415}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !992, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_vector.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "ca927d8799bd2478b95aace137df72a3")
!2 = !{!3, !4, !10, !555, !6, !76, !577, !988, !35, !989, !498, !580, !584, !556, !559, !562, !666, !11, !14, !17, !38, !44, !139}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !5, line: 458, baseType: !6)
!5 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: ".", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !8, file: !7, line: 298, baseType: !9)
!7 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: ".", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!8 = !DINamespace(name: "std", scope: null)
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !11, file: !5, line: 453, baseType: !498)
!11 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !8, file: !5, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !12, templateParams: !232, identifier: "_ZTSSt6vectorIiSaIiEE")
!12 = !{!13, !233, !252, !268, !269, !275, !278, !281, !285, !291, !294, !300, !305, !309, !319, !322, !325, !328, !333, !334, !338, !341, !344, !347, !350, !353, !360, !361, !362, !367, !372, !373, !374, !375, !376, !377, !378, !381, !382, !385, !386, !387, !388, !391, !392, !400, !407, !410, !411, !412, !415, !418, !419, !420, !423, !426, !429, !433, !434, !437, !440, !443, !446, !449, !452, !455, !456, !457, !458, !459, !462, !463, !466, !467, !468, !475, !478, !483, !486, !489, !492, !495}
!13 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !11, baseType: !14, flags: DIFlagProtected, extraData: i32 0)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !8, file: !5, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !15, templateParams: !232, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!15 = !{!16, !183, !188, !193, !197, !200, !205, !208, !211, !215, !218, !221, !224, !225, !228, !231}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !14, file: !5, line: 371, baseType: !17, size: 192)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !14, file: !5, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !18, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!18 = !{!19, !138, !163, !167, !172, !176, !180}
!19 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !20, extraData: i32 0)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !14, file: !5, line: 88, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !23, file: !22, line: 120, baseType: !137)
!22 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: ".")
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !24, file: !22, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !85, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !25, file: !22, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !26, templateParams: !134, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!25 = !DINamespace(name: "__gnu_cxx", scope: null)
!26 = !{!27, !120, !123, !126, !130, !131, !132, !133}
!27 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !24, baseType: !28, extraData: i32 0)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !8, file: !29, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !30, templateParams: !118, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!29 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: ".", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!30 = !{!31, !102, !106, !109, !115}
!31 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !28, file: !29, line: 463, type: !32, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !36, !101}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !28, file: !29, line: 420, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !28, file: !29, line: 414, baseType: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !8, file: !39, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !40, templateParams: !85, identifier: "_ZTSSaIiE")
!39 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!40 = !{!41, !87, !91, !96, !100}
!41 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !38, baseType: !42, flags: DIFlagPublic, extraData: i32 0)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !8, file: !43, line: 47, baseType: !44)
!43 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!44 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !8, file: !45, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !46, templateParams: !85, identifier: "_ZTSSt15__new_allocatorIiE")
!45 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!46 = !{!47, !51, !56, !57, !64, !72, !78, !81, !84}
!47 = !DISubprogram(name: "__new_allocator", scope: !44, file: !45, line: 80, type: !48, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!48 = !DISubroutineType(types: !49)
!49 = !{null, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!51 = !DISubprogram(name: "__new_allocator", scope: !44, file: !45, line: 83, type: !52, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !50, !54}
!54 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!56 = !DISubprogram(name: "~__new_allocator", scope: !44, file: !45, line: 90, type: !48, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!57 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !44, file: !45, line: 93, type: !58, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !61, !62}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !44, file: !45, line: 63, baseType: !35)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !44, file: !45, line: 65, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!64 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !44, file: !45, line: 97, type: !65, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !61, !70}
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !44, file: !45, line: 64, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !44, file: !45, line: 66, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !69, size: 64)
!72 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !44, file: !45, line: 112, type: !73, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!73 = !DISubroutineType(types: !74)
!74 = !{!35, !50, !75, !76}
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !45, line: 60, baseType: !6)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!78 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !44, file: !45, line: 142, type: !79, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!79 = !DISubroutineType(types: !80)
!80 = !{null, !50, !35, !75}
!81 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !44, file: !45, line: 167, type: !82, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!82 = !DISubroutineType(types: !83)
!83 = !{!75, !61}
!84 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !44, file: !45, line: 210, type: !82, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!85 = !{!86}
!86 = !DITemplateTypeParameter(name: "_Tp", type: !3)
!87 = !DISubprogram(name: "allocator", scope: !38, file: !39, line: 156, type: !88, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!88 = !DISubroutineType(types: !89)
!89 = !{null, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!91 = !DISubprogram(name: "allocator", scope: !38, file: !39, line: 159, type: !92, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !90, !94}
!94 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!96 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !38, file: !39, line: 164, type: !97, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !90, !94}
!99 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64)
!100 = !DISubprogram(name: "~allocator", scope: !38, file: !39, line: 174, type: !88, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !29, line: 435, baseType: !6)
!102 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !28, file: !29, line: 477, type: !103, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!34, !36, !101, !105}
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !29, line: 429, baseType: !76)
!106 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !28, file: !29, line: 495, type: !107, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !36, !34, !101}
!109 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !28, file: !29, line: 547, type: !110, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!110 = !DISubroutineType(types: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !28, file: !29, line: 435, baseType: !6)
!113 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!115 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !28, file: !29, line: 562, type: !116, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!116 = !DISubroutineType(types: !117)
!117 = !{!37, !113}
!118 = !{!119}
!119 = !DITemplateTypeParameter(name: "_Alloc", type: !38)
!120 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !24, file: !22, line: 97, type: !121, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!121 = !DISubroutineType(types: !122)
!122 = !{!38, !94}
!123 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !24, file: !22, line: 100, type: !124, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!124 = !DISubroutineType(types: !125)
!125 = !{null, !99, !99}
!126 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !24, file: !22, line: 103, type: !127, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!127 = !DISubroutineType(types: !128)
!128 = !{!129}
!129 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!130 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !24, file: !22, line: 106, type: !127, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!131 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !24, file: !22, line: 109, type: !127, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!132 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !24, file: !22, line: 112, type: !127, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!133 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !24, file: !22, line: 115, type: !127, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!134 = !{!119, !135}
!135 = !DITemplateTypeParameter(type: !3)
!136 = !{}
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<int>", scope: !28, file: !29, line: 450, baseType: !38)
!138 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !139, extraData: i32 0)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !14, file: !5, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !140, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!140 = !{!141, !144, !145, !146, !150, !154, !159}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !139, file: !5, line: 94, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !14, file: !5, line: 90, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !24, file: !22, line: 57, baseType: !34)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !139, file: !5, line: 95, baseType: !142, size: 64, offset: 64)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !139, file: !5, line: 96, baseType: !142, size: 64, offset: 128)
!146 = !DISubprogram(name: "_Vector_impl_data", scope: !139, file: !5, line: 99, type: !147, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!147 = !DISubroutineType(types: !148)
!148 = !{null, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!150 = !DISubprogram(name: "_Vector_impl_data", scope: !139, file: !5, line: 105, type: !151, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !149, !153}
!153 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !139, size: 64)
!154 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !139, file: !5, line: 113, type: !155, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!155 = !DISubroutineType(types: !156)
!156 = !{null, !149, !157}
!157 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!159 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !139, file: !5, line: 122, type: !160, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !149, !162}
!162 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !139, size: 64)
!163 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 137, type: !164, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!167 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 143, type: !168, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !166, !170}
!170 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!172 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 151, type: !173, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!173 = !DISubroutineType(types: !174)
!174 = !{null, !166, !175}
!175 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !17, size: 64)
!176 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 156, type: !177, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !166, !179}
!179 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !20, size: 64)
!180 = !DISubprogram(name: "_Vector_impl", scope: !17, file: !5, line: 161, type: !181, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !166, !179, !175}
!183 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !14, file: !5, line: 298, type: !184, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!184 = !DISubroutineType(types: !185)
!185 = !{!186, !187}
!186 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!188 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !14, file: !5, line: 303, type: !189, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!189 = !DISubroutineType(types: !190)
!190 = !{!170, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!193 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !14, file: !5, line: 308, type: !194, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{!196, !191}
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !14, file: !5, line: 294, baseType: !38)
!197 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 312, type: !198, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !187}
!200 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 318, type: !201, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !187, !203}
!203 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !204, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !196)
!205 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 324, type: !206, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!206 = !DISubroutineType(types: !207)
!207 = !{null, !187, !6}
!208 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 330, type: !209, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !187, !6, !203}
!211 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 335, type: !212, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !187, !214}
!214 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !14, size: 64)
!215 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 340, type: !216, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !187, !179}
!218 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 344, type: !219, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !187, !214, !203}
!221 = !DISubprogram(name: "_Vector_base", scope: !14, file: !5, line: 358, type: !222, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!222 = !DISubroutineType(types: !223)
!223 = !{null, !187, !203, !214}
!224 = !DISubprogram(name: "~_Vector_base", scope: !14, file: !5, line: 364, type: !198, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !14, file: !5, line: 375, type: !226, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!226 = !DISubroutineType(types: !227)
!227 = !{!142, !187, !6}
!228 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !14, file: !5, line: 383, type: !229, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !187, !142, !6}
!231 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !14, file: !5, line: 393, type: !206, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!232 = !{!86, !119}
!233 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !11, file: !5, line: 465, type: !234, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!234 = !DISubroutineType(types: !235)
!235 = !{!129, !236}
!236 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !8, file: !237, line: 82, baseType: !238)
!237 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!238 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !8, file: !237, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !239, templateParams: !249, identifier: "_ZTSSt17integral_constantIbLb1EE")
!239 = !{!240, !242, !248}
!240 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !238, file: !237, line: 64, baseType: !241, flags: DIFlagStaticMember, extraData: i1 true)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!242 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !238, file: !237, line: 67, type: !243, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!243 = !DISubroutineType(types: !244)
!244 = !{!245, !246}
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !238, file: !237, line: 65, baseType: !129)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !238)
!248 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !238, file: !237, line: 72, type: !243, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!249 = !{!250, !251}
!250 = !DITemplateTypeParameter(name: "_Tp", type: !129)
!251 = !DITemplateValueParameter(name: "__v", type: !129, value: i8 1)
!252 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !11, file: !5, line: 474, type: !253, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!253 = !DISubroutineType(types: !254)
!254 = !{!129, !255}
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !8, file: !237, line: 85, baseType: !256)
!256 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !8, file: !237, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !257, templateParams: !266, identifier: "_ZTSSt17integral_constantIbLb0EE")
!257 = !{!258, !259, !265}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !256, file: !237, line: 64, baseType: !241, flags: DIFlagStaticMember, extraData: i1 false)
!259 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !256, file: !237, line: 67, type: !260, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!260 = !DISubroutineType(types: !261)
!261 = !{!262, !263}
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !256, file: !237, line: 65, baseType: !129)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !256)
!265 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !256, file: !237, line: 72, type: !260, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!266 = !{!250, !267}
!267 = !DITemplateValueParameter(name: "__v", type: !129, value: i8 0)
!268 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !11, file: !5, line: 478, type: !127, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!269 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !11, file: !5, line: 487, type: !270, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!270 = !DISubroutineType(types: !271)
!271 = !{!272, !272, !272, !272, !273, !236}
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !11, file: !5, line: 449, baseType: !142)
!273 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !11, file: !5, line: 444, baseType: !20)
!275 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !11, file: !5, line: 494, type: !276, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!276 = !DISubroutineType(types: !277)
!277 = !{!272, !272, !272, !272, !273, !255}
!278 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !11, file: !5, line: 499, type: !279, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!279 = !DISubroutineType(types: !280)
!280 = !{!272, !272, !272, !272, !273}
!281 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 526, type: !282, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !284}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 537, type: !286, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !284, !288}
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !11, file: !5, line: 460, baseType: !38)
!291 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 551, type: !292, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !284, !4, !288}
!294 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 564, type: !295, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!295 = !DISubroutineType(types: !296)
!296 = !{null, !284, !4, !297, !288}
!297 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !298, size: 64)
!298 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !299)
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !11, file: !5, line: 448, baseType: !3)
!300 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 596, type: !301, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!301 = !DISubroutineType(types: !302)
!302 = !{null, !284, !303}
!303 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !304, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!305 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 615, type: !306, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !284, !308}
!308 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !11, size: 64)
!309 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 619, type: !310, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!310 = !DISubroutineType(types: !311)
!311 = !{null, !284, !303, !312}
!312 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !313, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !314)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !8, file: !237, line: 128, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !316, file: !237, line: 125, baseType: !38)
!316 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !8, file: !237, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !317, identifier: "_ZTSSt15__type_identityISaIiEE")
!317 = !{!318}
!318 = !DITemplateTypeParameter(name: "_Type", type: !38)
!319 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 630, type: !320, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!320 = !DISubroutineType(types: !321)
!321 = !{null, !284, !308, !288, !236}
!322 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 635, type: !323, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!323 = !DISubroutineType(types: !324)
!324 = !{null, !284, !308, !288, !255}
!325 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 654, type: !326, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !284, !308, !312}
!328 = !DISubprogram(name: "vector", scope: !11, file: !5, line: 673, type: !329, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!329 = !DISubroutineType(types: !330)
!330 = !{null, !284, !331, !288}
!331 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !8, file: !332, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!332 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!333 = !DISubprogram(name: "~vector", scope: !11, file: !5, line: 728, type: !282, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!334 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !11, file: !5, line: 746, type: !335, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!335 = !DISubroutineType(types: !336)
!336 = !{!337, !284, !303}
!337 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !11, size: 64)
!338 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !11, file: !5, line: 761, type: !339, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!339 = !DISubroutineType(types: !340)
!340 = !{!337, !284, !308}
!341 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !11, file: !5, line: 783, type: !342, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!342 = !DISubroutineType(types: !343)
!343 = !{!337, !284, !331}
!344 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !11, file: !5, line: 803, type: !345, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !284, !4, !297}
!347 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !11, file: !5, line: 850, type: !348, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !284, !331}
!350 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !11, file: !5, line: 868, type: !351, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!351 = !DISubroutineType(types: !352)
!352 = !{!10, !284}
!353 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !11, file: !5, line: 878, type: !354, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!354 = !DISubroutineType(types: !355)
!355 = !{!356, !359}
!356 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !11, file: !5, line: 455, baseType: !357)
!357 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !25, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!358 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!360 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !11, file: !5, line: 888, type: !351, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!361 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !11, file: !5, line: 898, type: !354, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!362 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !11, file: !5, line: 908, type: !363, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!363 = !DISubroutineType(types: !364)
!364 = !{!365, !284}
!365 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !11, file: !5, line: 457, baseType: !366)
!366 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!367 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !11, file: !5, line: 918, type: !368, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!368 = !DISubroutineType(types: !369)
!369 = !{!370, !359}
!370 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !11, file: !5, line: 456, baseType: !371)
!371 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!372 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !11, file: !5, line: 928, type: !363, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!373 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !11, file: !5, line: 938, type: !368, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!374 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !11, file: !5, line: 949, type: !354, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!375 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !11, file: !5, line: 959, type: !354, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!376 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !11, file: !5, line: 969, type: !368, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!377 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !11, file: !5, line: 979, type: !368, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!378 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !11, file: !5, line: 987, type: !379, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!379 = !DISubroutineType(types: !380)
!380 = !{!4, !359}
!381 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !11, file: !5, line: 993, type: !379, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!382 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !11, file: !5, line: 1008, type: !383, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!383 = !DISubroutineType(types: !384)
!384 = !{null, !284, !4}
!385 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !11, file: !5, line: 1029, type: !345, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!386 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !11, file: !5, line: 1063, type: !282, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!387 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !11, file: !5, line: 1073, type: !379, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!388 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !11, file: !5, line: 1083, type: !389, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!389 = !DISubroutineType(types: !390)
!390 = !{!129, !359}
!391 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !11, file: !5, line: 1105, type: !383, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!392 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !11, file: !5, line: 1121, type: !393, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!393 = !DISubroutineType(types: !394)
!394 = !{!395, !284, !4}
!395 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !11, file: !5, line: 451, baseType: !396)
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !24, file: !22, line: 62, baseType: !397)
!397 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !398, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !24, file: !22, line: 56, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !28, file: !29, line: 417, baseType: !3)
!400 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !11, file: !5, line: 1140, type: !401, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!401 = !DISubroutineType(types: !402)
!402 = !{!403, !359, !4}
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !11, file: !5, line: 452, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !24, file: !22, line: 63, baseType: !405)
!405 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !406, size: 64)
!406 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !398)
!407 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !11, file: !5, line: 1150, type: !408, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!408 = !DISubroutineType(types: !409)
!409 = !{null, !359, !4}
!410 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !11, file: !5, line: 1173, type: !393, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!411 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !11, file: !5, line: 1192, type: !401, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!412 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !11, file: !5, line: 1204, type: !413, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!413 = !DISubroutineType(types: !414)
!414 = !{!395, !284}
!415 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !11, file: !5, line: 1216, type: !416, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!416 = !DISubroutineType(types: !417)
!417 = !{!403, !359}
!418 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !11, file: !5, line: 1228, type: !413, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!419 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !11, file: !5, line: 1240, type: !416, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!420 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !11, file: !5, line: 1255, type: !421, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!421 = !DISubroutineType(types: !422)
!422 = !{!35, !284}
!423 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !11, file: !5, line: 1260, type: !424, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!424 = !DISubroutineType(types: !425)
!425 = !{!68, !359}
!426 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !11, file: !5, line: 1276, type: !427, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!427 = !DISubroutineType(types: !428)
!428 = !{null, !284, !297}
!429 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !11, file: !5, line: 1293, type: !430, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !284, !432}
!432 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !299, size: 64)
!433 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !11, file: !5, line: 1317, type: !282, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!434 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !11, file: !5, line: 1357, type: !435, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!435 = !DISubroutineType(types: !436)
!436 = !{!10, !284, !356, !297}
!437 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !11, file: !5, line: 1388, type: !438, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!438 = !DISubroutineType(types: !439)
!439 = !{!10, !284, !356, !432}
!440 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !11, file: !5, line: 1406, type: !441, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!441 = !DISubroutineType(types: !442)
!442 = !{!10, !284, !356, !331}
!443 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !11, file: !5, line: 1432, type: !444, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!444 = !DISubroutineType(types: !445)
!445 = !{!10, !284, !356, !4, !297}
!446 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !11, file: !5, line: 1529, type: !447, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubroutineType(types: !448)
!448 = !{!10, !284, !356}
!449 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !11, file: !5, line: 1557, type: !450, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!450 = !DISubroutineType(types: !451)
!451 = !{!10, !284, !356, !356}
!452 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !11, file: !5, line: 1581, type: !453, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!453 = !DISubroutineType(types: !454)
!454 = !{null, !284, !337}
!455 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !11, file: !5, line: 1600, type: !282, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!456 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !11, file: !5, line: 1699, type: !345, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!457 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !11, file: !5, line: 1710, type: !383, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!458 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !11, file: !5, line: 1757, type: !345, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!459 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !11, file: !5, line: 1801, type: !460, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !284, !10, !4, !297}
!462 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !11, file: !5, line: 1807, type: !383, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!463 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !11, file: !5, line: 1811, type: !464, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!464 = !DISubroutineType(types: !465)
!465 = !{!129, !284}
!466 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !11, file: !5, line: 1873, type: !438, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!467 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !11, file: !5, line: 1884, type: !438, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!468 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !11, file: !5, line: 1891, type: !469, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!469 = !DISubroutineType(types: !470)
!470 = !{!471, !359, !4, !472}
!471 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !11, file: !5, line: 458, baseType: !6)
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !473, size: 64)
!473 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !474)
!474 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!475 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !11, file: !5, line: 1902, type: !476, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!476 = !DISubroutineType(types: !477)
!477 = !{!471, !4, !288}
!478 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !11, file: !5, line: 1911, type: !479, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!479 = !DISubroutineType(types: !480)
!480 = !{!471, !481}
!481 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !482, size: 64)
!482 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !274)
!483 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !11, file: !5, line: 1928, type: !484, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!484 = !DISubroutineType(types: !485)
!485 = !{null, !284, !272}
!486 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !11, file: !5, line: 1941, type: !487, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!487 = !DISubroutineType(types: !488)
!488 = !{!10, !284, !10}
!489 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !11, file: !5, line: 1945, type: !490, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!490 = !DISubroutineType(types: !491)
!491 = !{!10, !284, !10, !10}
!492 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !11, file: !5, line: 1954, type: !493, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !284, !308, !236}
!495 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !11, file: !5, line: 1966, type: !496, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{null, !284, !308, !255}
!498 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !25, file: !358, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !499, templateParams: !553, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!499 = !{!500, !501, !505, !510, !521, !526, !530, !533, !534, !535, !542, !545, !548, !549, !550}
!500 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !498, file: !358, line: 1046, baseType: !35, size: 64, flags: DIFlagProtected)
!501 = !DISubprogram(name: "__normal_iterator", scope: !498, file: !358, line: 1068, type: !502, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!502 = !DISubroutineType(types: !503)
!503 = !{null, !504}
!504 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!505 = !DISubprogram(name: "__normal_iterator", scope: !498, file: !358, line: 1072, type: !506, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!506 = !DISubroutineType(types: !507)
!507 = !{null, !504, !508}
!508 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !509, size: 64)
!509 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!510 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv", scope: !498, file: !358, line: 1095, type: !511, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!511 = !DISubroutineType(types: !512)
!512 = !{!513, !519}
!513 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !498, file: !358, line: 1061, baseType: !514)
!514 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !516, file: !515, line: 216, baseType: !63)
!515 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: ".")
!516 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<int *>", scope: !8, file: !515, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !517, identifier: "_ZTSSt15iterator_traitsIPiE")
!517 = !{!518}
!518 = !DITemplateTypeParameter(name: "_Iterator", type: !35)
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!520 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !498)
!521 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEptEv", scope: !498, file: !358, line: 1100, type: !522, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!522 = !DISubroutineType(types: !523)
!523 = !{!524, !519}
!524 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !498, file: !358, line: 1062, baseType: !525)
!525 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !516, file: !515, line: 215, baseType: !35)
!526 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv", scope: !498, file: !358, line: 1105, type: !527, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!527 = !DISubroutineType(types: !528)
!528 = !{!529, !504}
!529 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !498, size: 64)
!530 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEi", scope: !498, file: !358, line: 1113, type: !531, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!531 = !DISubroutineType(types: !532)
!532 = !{!498, !504, !3}
!533 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmmEv", scope: !498, file: !358, line: 1119, type: !527, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!534 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmmEi", scope: !498, file: !358, line: 1127, type: !531, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!535 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEixEl", scope: !498, file: !358, line: 1133, type: !536, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{!513, !519, !538}
!538 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !498, file: !358, line: 1060, baseType: !539)
!539 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !516, file: !515, line: 214, baseType: !540)
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !8, file: !7, line: 299, baseType: !541)
!541 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!542 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEpLEl", scope: !498, file: !358, line: 1138, type: !543, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!543 = !DISubroutineType(types: !544)
!544 = !{!529, !504, !538}
!545 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEplEl", scope: !498, file: !358, line: 1143, type: !546, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!546 = !DISubroutineType(types: !547)
!547 = !{!498, !519, !538}
!548 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmIEl", scope: !498, file: !358, line: 1148, type: !543, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!549 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmiEl", scope: !498, file: !358, line: 1153, type: !546, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!550 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv", scope: !498, file: !358, line: 1158, type: !551, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!551 = !DISubroutineType(types: !552)
!552 = !{!508, !519}
!553 = !{!518, !554}
!554 = !DITemplateTypeParameter(name: "_Container", type: !11)
!555 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !556, file: !5, line: 444, baseType: !565)
!556 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !5, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !557, templateParams: !759, identifier: "_ZTSSt6vectorIS_IiSaIiEESaIS1_EE")
!557 = !{!558, !760, !761, !762, !763, !768, !771, !774, !778, !784, !787, !793, !798, !802, !812, !815, !818, !821, !825, !826, !830, !833, !836, !839, !842, !847, !853, !854, !855, !860, !865, !866, !867, !868, !869, !870, !871, !874, !875, !878, !879, !880, !881, !884, !885, !893, !900, !903, !904, !905, !908, !911, !912, !913, !916, !919, !922, !926, !927, !930, !933, !936, !939, !942, !945, !948, !949, !950, !951, !952, !955, !956, !959, !960, !961, !965, !968, !973, !976, !979, !982, !985}
!558 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !556, baseType: !559, flags: DIFlagProtected, extraData: i32 0)
!559 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !5, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !560, templateParams: !759, identifier: "_ZTSSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE")
!560 = !{!561, !710, !715, !720, !724, !727, !732, !735, !738, !742, !745, !748, !751, !752, !755, !758}
!561 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !559, file: !5, line: 371, baseType: !562, size: 192)
!562 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !559, file: !5, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !563, identifier: "_ZTSNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implE")
!563 = !{!564, !665, !690, !694, !699, !703, !707}
!564 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !562, baseType: !565, extraData: i32 0)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !559, file: !5, line: 88, baseType: !566)
!566 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !567, file: !22, line: 120, baseType: !664)
!567 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<std::vector<int, std::allocator<int> > >", scope: !568, file: !22, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !618, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E6rebindIS3_EE")
!568 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<std::vector<int, std::allocator<int> > >, std::vector<int, std::allocator<int> > >", scope: !25, file: !22, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !569, templateParams: !662, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_EE")
!569 = !{!570, !651, !654, !657, !658, !659, !660, !661}
!570 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !568, baseType: !571, extraData: i32 0)
!571 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !29, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !572, templateParams: !649, identifier: "_ZTSSt16allocator_traitsISaISt6vectorIiSaIiEEEE")
!572 = !{!573, !634, !637, !640, !646}
!573 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m", scope: !571, file: !29, line: 463, type: !574, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!574 = !DISubroutineType(types: !575)
!575 = !{!576, !578, !101}
!576 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !571, file: !29, line: 420, baseType: !577)
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!578 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !579, size: 64)
!579 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !571, file: !29, line: 414, baseType: !580)
!580 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<std::vector<int, std::allocator<int> > >", scope: !8, file: !39, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !581, templateParams: !618, identifier: "_ZTSSaISt6vectorIiSaIiEEE")
!581 = !{!582, !620, !624, !629, !633}
!582 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !580, baseType: !583, flags: DIFlagPublic, extraData: i32 0)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<std::vector<int, std::allocator<int> > >", scope: !8, file: !43, line: 47, baseType: !584)
!584 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<std::vector<int, std::allocator<int> > >", scope: !8, file: !45, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !585, templateParams: !618, identifier: "_ZTSSt15__new_allocatorISt6vectorIiSaIiEEE")
!585 = !{!586, !590, !595, !596, !602, !608, !611, !614, !617}
!586 = !DISubprogram(name: "__new_allocator", scope: !584, file: !45, line: 80, type: !587, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!587 = !DISubroutineType(types: !588)
!588 = !{null, !589}
!589 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!590 = !DISubprogram(name: "__new_allocator", scope: !584, file: !45, line: 83, type: !591, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!591 = !DISubroutineType(types: !592)
!592 = !{null, !589, !593}
!593 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !594, size: 64)
!594 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !584)
!595 = !DISubprogram(name: "~__new_allocator", scope: !584, file: !45, line: 90, type: !587, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!596 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE7addressERS2_", scope: !584, file: !45, line: 93, type: !597, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!597 = !DISubroutineType(types: !598)
!598 = !{!599, !600, !601}
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !584, file: !45, line: 63, baseType: !577)
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !594, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!601 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !584, file: !45, line: 65, baseType: !337)
!602 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE7addressERKS2_", scope: !584, file: !45, line: 97, type: !603, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!603 = !DISubroutineType(types: !604)
!604 = !{!605, !600, !607}
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !584, file: !45, line: 64, baseType: !606)
!606 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !304, size: 64)
!607 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !584, file: !45, line: 66, baseType: !303)
!608 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv", scope: !584, file: !45, line: 112, type: !609, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!609 = !DISubroutineType(types: !610)
!610 = !{!577, !589, !75, !76}
!611 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m", scope: !584, file: !45, line: 142, type: !612, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!612 = !DISubroutineType(types: !613)
!613 = !{null, !589, !577, !75}
!614 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE8max_sizeEv", scope: !584, file: !45, line: 167, type: !615, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!615 = !DISubroutineType(types: !616)
!616 = !{!75, !600}
!617 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE11_M_max_sizeEv", scope: !584, file: !45, line: 210, type: !615, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!618 = !{!619}
!619 = !DITemplateTypeParameter(name: "_Tp", type: !11)
!620 = !DISubprogram(name: "allocator", scope: !580, file: !39, line: 156, type: !621, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !623}
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !580, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DISubprogram(name: "allocator", scope: !580, file: !39, line: 159, type: !625, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!625 = !DISubroutineType(types: !626)
!626 = !{null, !623, !627}
!627 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !628, size: 64)
!628 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !580)
!629 = !DISubprogram(name: "operator=", linkageName: "_ZNSaISt6vectorIiSaIiEEEaSERKS2_", scope: !580, file: !39, line: 164, type: !630, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!630 = !DISubroutineType(types: !631)
!631 = !{!632, !623, !627}
!632 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !580, size: 64)
!633 = !DISubprogram(name: "~allocator", scope: !580, file: !39, line: 174, type: !621, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!634 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_mPKv", scope: !571, file: !29, line: 477, type: !635, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!635 = !DISubroutineType(types: !636)
!636 = !{!576, !578, !101, !105}
!637 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m", scope: !571, file: !29, line: 495, type: !638, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!638 = !DISubroutineType(types: !639)
!639 = !{null, !578, !576, !101}
!640 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8max_sizeERKS3_", scope: !571, file: !29, line: 547, type: !641, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!641 = !DISubroutineType(types: !642)
!642 = !{!643, !644}
!643 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !571, file: !29, line: 435, baseType: !6)
!644 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !645, size: 64)
!645 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !579)
!646 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE37select_on_container_copy_constructionERKS3_", scope: !571, file: !29, line: 562, type: !647, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!647 = !DISubroutineType(types: !648)
!648 = !{!579, !644}
!649 = !{!650}
!650 = !DITemplateTypeParameter(name: "_Alloc", type: !580)
!651 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E17_S_select_on_copyERKS4_", scope: !568, file: !22, line: 97, type: !652, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!652 = !DISubroutineType(types: !653)
!653 = !{!580, !627}
!654 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E10_S_on_swapERS4_S6_", scope: !568, file: !22, line: 100, type: !655, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!655 = !DISubroutineType(types: !656)
!656 = !{null, !632, !632}
!657 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E27_S_propagate_on_copy_assignEv", scope: !568, file: !22, line: 103, type: !127, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!658 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E27_S_propagate_on_move_assignEv", scope: !568, file: !22, line: 106, type: !127, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!659 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E20_S_propagate_on_swapEv", scope: !568, file: !22, line: 109, type: !127, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!660 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E15_S_always_equalEv", scope: !568, file: !22, line: 112, type: !127, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!661 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaISt6vectorIiSaIiEEES3_E15_S_nothrow_moveEv", scope: !568, file: !22, line: 115, type: !127, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!662 = !{!650, !663}
!663 = !DITemplateTypeParameter(type: !11)
!664 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<std::vector<int, std::allocator<int> > >", scope: !571, file: !29, line: 450, baseType: !580)
!665 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !562, baseType: !666, extraData: i32 0)
!666 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !559, file: !5, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !667, identifier: "_ZTSNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataE")
!667 = !{!668, !671, !672, !673, !677, !681, !686}
!668 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !666, file: !5, line: 94, baseType: !669, size: 64)
!669 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !559, file: !5, line: 90, baseType: !670)
!670 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !568, file: !22, line: 57, baseType: !576)
!671 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !666, file: !5, line: 95, baseType: !669, size: 64, offset: 64)
!672 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !666, file: !5, line: 96, baseType: !669, size: 64, offset: 128)
!673 = !DISubprogram(name: "_Vector_impl_data", scope: !666, file: !5, line: 99, type: !674, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!674 = !DISubroutineType(types: !675)
!675 = !{null, !676}
!676 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !666, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!677 = !DISubprogram(name: "_Vector_impl_data", scope: !666, file: !5, line: 105, type: !678, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!678 = !DISubroutineType(types: !679)
!679 = !{null, !676, !680}
!680 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !666, size: 64)
!681 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_data12_M_copy_dataERKS5_", scope: !666, file: !5, line: 113, type: !682, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!682 = !DISubroutineType(types: !683)
!683 = !{null, !676, !684}
!684 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !685, size: 64)
!685 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !666)
!686 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_data12_M_swap_dataERS5_", scope: !666, file: !5, line: 122, type: !687, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!687 = !DISubroutineType(types: !688)
!688 = !{null, !676, !689}
!689 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !666, size: 64)
!690 = !DISubprogram(name: "_Vector_impl", scope: !562, file: !5, line: 137, type: !691, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!691 = !DISubroutineType(types: !692)
!692 = !{null, !693}
!693 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!694 = !DISubprogram(name: "_Vector_impl", scope: !562, file: !5, line: 143, type: !695, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!695 = !DISubroutineType(types: !696)
!696 = !{null, !693, !697}
!697 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !698, size: 64)
!698 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !565)
!699 = !DISubprogram(name: "_Vector_impl", scope: !562, file: !5, line: 151, type: !700, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!700 = !DISubroutineType(types: !701)
!701 = !{null, !693, !702}
!702 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !562, size: 64)
!703 = !DISubprogram(name: "_Vector_impl", scope: !562, file: !5, line: 156, type: !704, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!704 = !DISubroutineType(types: !705)
!705 = !{null, !693, !706}
!706 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !565, size: 64)
!707 = !DISubprogram(name: "_Vector_impl", scope: !562, file: !5, line: 161, type: !708, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!708 = !DISubroutineType(types: !709)
!709 = !{null, !693, !706, !702}
!710 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv", scope: !559, file: !5, line: 298, type: !711, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!711 = !DISubroutineType(types: !712)
!712 = !{!713, !714}
!713 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !565, size: 64)
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !559, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!715 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv", scope: !559, file: !5, line: 303, type: !716, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!716 = !DISubroutineType(types: !717)
!717 = !{!697, !718}
!718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !719, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!719 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !559)
!720 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13get_allocatorEv", scope: !559, file: !5, line: 308, type: !721, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!721 = !DISubroutineType(types: !722)
!722 = !{!723, !718}
!723 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !559, file: !5, line: 294, baseType: !580)
!724 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 312, type: !725, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!725 = !DISubroutineType(types: !726)
!726 = !{null, !714}
!727 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 318, type: !728, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!728 = !DISubroutineType(types: !729)
!729 = !{null, !714, !730}
!730 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !731, size: 64)
!731 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !723)
!732 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 324, type: !733, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!733 = !DISubroutineType(types: !734)
!734 = !{null, !714, !6}
!735 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 330, type: !736, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!736 = !DISubroutineType(types: !737)
!737 = !{null, !714, !6, !730}
!738 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 335, type: !739, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!739 = !DISubroutineType(types: !740)
!740 = !{null, !714, !741}
!741 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !559, size: 64)
!742 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 340, type: !743, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!743 = !DISubroutineType(types: !744)
!744 = !{null, !714, !706}
!745 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 344, type: !746, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!746 = !DISubroutineType(types: !747)
!747 = !{null, !714, !741, !730}
!748 = !DISubprogram(name: "_Vector_base", scope: !559, file: !5, line: 358, type: !749, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!749 = !DISubroutineType(types: !750)
!750 = !{null, !714, !730, !741}
!751 = !DISubprogram(name: "~_Vector_base", scope: !559, file: !5, line: 364, type: !725, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!752 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm", scope: !559, file: !5, line: 375, type: !753, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{!669, !714, !6}
!755 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m", scope: !559, file: !5, line: 383, type: !756, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!756 = !DISubroutineType(types: !757)
!757 = !{null, !714, !669, !6}
!758 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm", scope: !559, file: !5, line: 393, type: !733, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!759 = !{!619, !650}
!760 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !556, file: !5, line: 465, type: !234, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!761 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !556, file: !5, line: 474, type: !253, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!762 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE15_S_use_relocateEv", scope: !556, file: !5, line: 478, type: !127, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!763 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_S_do_relocateEPS1_S4_S4_RS2_St17integral_constantIbLb1EE", scope: !556, file: !5, line: 487, type: !764, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!764 = !DISubroutineType(types: !765)
!765 = !{!766, !766, !766, !766, !767, !236}
!766 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !556, file: !5, line: 449, baseType: !669)
!767 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !555, size: 64)
!768 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_S_do_relocateEPS1_S4_S4_RS2_St17integral_constantIbLb0EE", scope: !556, file: !5, line: 494, type: !769, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{!766, !766, !766, !766, !767, !255}
!771 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_relocateEPS1_S4_S4_RS2_", scope: !556, file: !5, line: 499, type: !772, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!772 = !DISubroutineType(types: !773)
!773 = !{!766, !766, !766, !766, !767}
!774 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 526, type: !775, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!775 = !DISubroutineType(types: !776)
!776 = !{null, !777}
!777 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !556, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!778 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 537, type: !779, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!779 = !DISubroutineType(types: !780)
!780 = !{null, !777, !781}
!781 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !782, size: 64)
!782 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !783)
!783 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !556, file: !5, line: 460, baseType: !580)
!784 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 551, type: !785, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!785 = !DISubroutineType(types: !786)
!786 = !{null, !777, !4, !781}
!787 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 564, type: !788, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!788 = !DISubroutineType(types: !789)
!789 = !{null, !777, !4, !790, !781}
!790 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !791, size: 64)
!791 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !792)
!792 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !556, file: !5, line: 448, baseType: !11)
!793 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 596, type: !794, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !777, !796}
!796 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !797, size: 64)
!797 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !556)
!798 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 615, type: !799, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!799 = !DISubroutineType(types: !800)
!800 = !{null, !777, !801}
!801 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !556, size: 64)
!802 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 619, type: !803, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!803 = !DISubroutineType(types: !804)
!804 = !{null, !777, !796, !805}
!805 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !806, size: 64)
!806 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !807)
!807 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !237, line: 128, baseType: !808)
!808 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !809, file: !237, line: 125, baseType: !580)
!809 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<std::vector<int, std::allocator<int> > > >", scope: !8, file: !237, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !810, identifier: "_ZTSSt15__type_identityISaISt6vectorIiSaIiEEEE")
!810 = !{!811}
!811 = !DITemplateTypeParameter(name: "_Type", type: !580)
!812 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 630, type: !813, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!813 = !DISubroutineType(types: !814)
!814 = !{null, !777, !801, !781, !236}
!815 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 635, type: !816, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!816 = !DISubroutineType(types: !817)
!817 = !{null, !777, !801, !781, !255}
!818 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 654, type: !819, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!819 = !DISubroutineType(types: !820)
!820 = !{null, !777, !801, !805}
!821 = !DISubprogram(name: "vector", scope: !556, file: !5, line: 673, type: !822, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!822 = !DISubroutineType(types: !823)
!823 = !{null, !777, !824, !781}
!824 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<std::vector<int, std::allocator<int> > >", scope: !8, file: !332, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listISt6vectorIiSaIiEEE")
!825 = !DISubprogram(name: "~vector", scope: !556, file: !5, line: 728, type: !775, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!826 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEaSERKS3_", scope: !556, file: !5, line: 746, type: !827, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!827 = !DISubroutineType(types: !828)
!828 = !{!829, !777, !796}
!829 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !556, size: 64)
!830 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEaSEOS3_", scope: !556, file: !5, line: 761, type: !831, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!831 = !DISubroutineType(types: !832)
!832 = !{!829, !777, !801}
!833 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEaSESt16initializer_listIS1_E", scope: !556, file: !5, line: 783, type: !834, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!834 = !DISubroutineType(types: !835)
!835 = !{!829, !777, !824}
!836 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6assignEmRKS1_", scope: !556, file: !5, line: 803, type: !837, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!837 = !DISubroutineType(types: !838)
!838 = !{null, !777, !4, !790}
!839 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6assignESt16initializer_listIS1_E", scope: !556, file: !5, line: 850, type: !840, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!840 = !DISubroutineType(types: !841)
!841 = !{null, !777, !824}
!842 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5beginEv", scope: !556, file: !5, line: 868, type: !843, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!843 = !DISubroutineType(types: !844)
!844 = !{!845, !777}
!845 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !556, file: !5, line: 453, baseType: !846)
!846 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > >", scope: !25, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPSt6vectorIiSaIiEES1_IS3_SaIS3_EEEE")
!847 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5beginEv", scope: !556, file: !5, line: 878, type: !848, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!848 = !DISubroutineType(types: !849)
!849 = !{!850, !852}
!850 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !556, file: !5, line: 455, baseType: !851)
!851 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > >", scope: !25, file: !358, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKSt6vectorIiSaIiEES1_IS3_SaIS3_EEEE")
!852 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !797, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!853 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE3endEv", scope: !556, file: !5, line: 888, type: !843, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!854 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE3endEv", scope: !556, file: !5, line: 898, type: !848, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!855 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6rbeginEv", scope: !556, file: !5, line: 908, type: !856, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!856 = !DISubroutineType(types: !857)
!857 = !{!858, !777}
!858 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !556, file: !5, line: 457, baseType: !859)
!859 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPSt6vectorIiSaIiEES2_IS4_SaIS4_EEEEE")
!860 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE6rbeginEv", scope: !556, file: !5, line: 918, type: !861, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!861 = !DISubroutineType(types: !862)
!862 = !{!863, !852}
!863 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !556, file: !5, line: 456, baseType: !864)
!864 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const std::vector<int, std::allocator<int> > *, std::vector<std::vector<int, std::allocator<int> >, std::allocator<std::vector<int, std::allocator<int> > > > > >", scope: !8, file: !358, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKSt6vectorIiSaIiEES2_IS4_SaIS4_EEEEE")
!865 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4rendEv", scope: !556, file: !5, line: 928, type: !856, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!866 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4rendEv", scope: !556, file: !5, line: 938, type: !861, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!867 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE6cbeginEv", scope: !556, file: !5, line: 949, type: !848, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!868 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4cendEv", scope: !556, file: !5, line: 959, type: !848, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!869 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE7crbeginEv", scope: !556, file: !5, line: 969, type: !861, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!870 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5crendEv", scope: !556, file: !5, line: 979, type: !861, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!871 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4sizeEv", scope: !556, file: !5, line: 987, type: !872, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!872 = !DISubroutineType(types: !873)
!873 = !{!4, !852}
!874 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE8max_sizeEv", scope: !556, file: !5, line: 993, type: !872, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!875 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6resizeEm", scope: !556, file: !5, line: 1008, type: !876, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!876 = !DISubroutineType(types: !877)
!877 = !{null, !777, !4}
!878 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6resizeEmRKS1_", scope: !556, file: !5, line: 1029, type: !837, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!879 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE13shrink_to_fitEv", scope: !556, file: !5, line: 1063, type: !775, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!880 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE8capacityEv", scope: !556, file: !5, line: 1073, type: !872, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!881 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5emptyEv", scope: !556, file: !5, line: 1083, type: !882, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!882 = !DISubroutineType(types: !883)
!883 = !{!129, !852}
!884 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE7reserveEm", scope: !556, file: !5, line: 1105, type: !876, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!885 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm", scope: !556, file: !5, line: 1121, type: !886, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!886 = !DISubroutineType(types: !887)
!887 = !{!888, !777, !4}
!888 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !556, file: !5, line: 451, baseType: !889)
!889 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !568, file: !22, line: 62, baseType: !890)
!890 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !891, size: 64)
!891 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !568, file: !22, line: 56, baseType: !892)
!892 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !571, file: !29, line: 417, baseType: !11)
!893 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EEixEm", scope: !556, file: !5, line: 1140, type: !894, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!894 = !DISubroutineType(types: !895)
!895 = !{!896, !852, !4}
!896 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !556, file: !5, line: 452, baseType: !897)
!897 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !568, file: !22, line: 63, baseType: !898)
!898 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !899, size: 64)
!899 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !891)
!900 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE14_M_range_checkEm", scope: !556, file: !5, line: 1150, type: !901, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!901 = !DISubroutineType(types: !902)
!902 = !{null, !852, !4}
!903 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE2atEm", scope: !556, file: !5, line: 1173, type: !886, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!904 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE2atEm", scope: !556, file: !5, line: 1192, type: !894, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!905 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5frontEv", scope: !556, file: !5, line: 1204, type: !906, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!906 = !DISubroutineType(types: !907)
!907 = !{!888, !777}
!908 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE5frontEv", scope: !556, file: !5, line: 1216, type: !909, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!909 = !DISubroutineType(types: !910)
!910 = !{!896, !852}
!911 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4backEv", scope: !556, file: !5, line: 1228, type: !906, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!912 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4backEv", scope: !556, file: !5, line: 1240, type: !909, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!913 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4dataEv", scope: !556, file: !5, line: 1255, type: !914, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!914 = !DISubroutineType(types: !915)
!915 = !{!577, !777}
!916 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4dataEv", scope: !556, file: !5, line: 1260, type: !917, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!917 = !DISubroutineType(types: !918)
!918 = !{!606, !852}
!919 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE9push_backERKS1_", scope: !556, file: !5, line: 1276, type: !920, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!920 = !DISubroutineType(types: !921)
!921 = !{null, !777, !790}
!922 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE9push_backEOS1_", scope: !556, file: !5, line: 1293, type: !923, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!923 = !DISubroutineType(types: !924)
!924 = !{null, !777, !925}
!925 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !792, size: 64)
!926 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE8pop_backEv", scope: !556, file: !5, line: 1317, type: !775, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!927 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EERS6_", scope: !556, file: !5, line: 1357, type: !928, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!928 = !DISubroutineType(types: !929)
!929 = !{!845, !777, !850, !790}
!930 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !556, file: !5, line: 1388, type: !931, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!931 = !DISubroutineType(types: !932)
!932 = !{!845, !777, !850, !925}
!933 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EESt16initializer_listIS1_E", scope: !556, file: !5, line: 1406, type: !934, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!934 = !DISubroutineType(types: !935)
!935 = !{!845, !777, !850, !824}
!936 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE6insertEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEmRS6_", scope: !556, file: !5, line: 1432, type: !937, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!937 = !DISubroutineType(types: !938)
!938 = !{!845, !777, !850, !4, !790}
!939 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EE", scope: !556, file: !5, line: 1529, type: !940, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!940 = !DISubroutineType(types: !941)
!941 = !{!845, !777, !850}
!942 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5eraseEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EES8_", scope: !556, file: !5, line: 1557, type: !943, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!943 = !DISubroutineType(types: !944)
!944 = !{!845, !777, !850, !850}
!945 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE4swapERS3_", scope: !556, file: !5, line: 1581, type: !946, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!946 = !DISubroutineType(types: !947)
!947 = !{null, !777, !829}
!948 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE5clearEv", scope: !556, file: !5, line: 1600, type: !775, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!949 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE18_M_fill_initializeEmRKS1_", scope: !556, file: !5, line: 1699, type: !837, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!950 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm", scope: !556, file: !5, line: 1710, type: !876, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!951 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_fill_assignEmRKS1_", scope: !556, file: !5, line: 1757, type: !837, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!952 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPS1_S3_EEmRKS1_", scope: !556, file: !5, line: 1801, type: !953, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!953 = !DISubroutineType(types: !954)
!954 = !{null, !777, !845, !4, !790}
!955 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_M_default_appendEm", scope: !556, file: !5, line: 1807, type: !876, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!956 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE16_M_shrink_to_fitEv", scope: !556, file: !5, line: 1811, type: !957, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!957 = !DISubroutineType(types: !958)
!958 = !{!129, !777}
!959 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !556, file: !5, line: 1873, type: !931, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!960 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKS1_S3_EEOS1_", scope: !556, file: !5, line: 1884, type: !931, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!961 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE12_M_check_lenEmPKc", scope: !556, file: !5, line: 1891, type: !962, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!962 = !DISubroutineType(types: !963)
!963 = !{!964, !852, !4, !472}
!964 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !556, file: !5, line: 458, baseType: !6)
!965 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_", scope: !556, file: !5, line: 1902, type: !966, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!966 = !DISubroutineType(types: !967)
!967 = !{!964, !4, !781}
!968 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_max_sizeERKS2_", scope: !556, file: !5, line: 1911, type: !969, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!969 = !DISubroutineType(types: !970)
!970 = !{!964, !971}
!971 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !972, size: 64)
!972 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !555)
!973 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE15_M_erase_at_endEPS1_", scope: !556, file: !5, line: 1928, type: !974, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!974 = !DISubroutineType(types: !975)
!975 = !{null, !777, !766}
!976 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS1_S3_EE", scope: !556, file: !5, line: 1941, type: !977, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!977 = !DISubroutineType(types: !978)
!978 = !{!845, !777, !845}
!979 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPS1_S3_EES7_", scope: !556, file: !5, line: 1945, type: !980, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!980 = !DISubroutineType(types: !981)
!981 = !{!845, !777, !845, !845}
!982 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_move_assignEOS3_St17integral_constantIbLb1EE", scope: !556, file: !5, line: 1954, type: !983, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!983 = !DISubroutineType(types: !984)
!984 = !{null, !777, !801, !236}
!985 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE14_M_move_assignEOS3_St17integral_constantIbLb0EE", scope: !556, file: !5, line: 1966, type: !986, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!986 = !DISubroutineType(types: !987)
!987 = !{null, !777, !801, !255}
!988 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!989 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !990, file: !5, line: 506, baseType: !991)
!990 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !11, file: !5, line: 499, type: !279, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !278, retainedNodes: !136)
!991 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !8, file: !237, line: 90, baseType: !238)
!992 = !{!993, !999, !1005, !1010, !1014, !1016, !1018, !1020, !1022, !1029, !1035, !1040, !1044, !1048, !1052, !1059, !1063, !1065, !1069, !1075, !1079, !1084, !1086, !1090, !1094, !1098, !1100, !1104, !1108, !1110, !1114, !1116, !1118, !1122, !1126, !1130, !1134, !1138, !1142, !1144, !1151, !1155, !1159, !1163, !1165, !1167, !1171, !1175, !1176, !1177, !1178, !1179, !1180, !1184, !1188, !1194, !1198, !1203, !1205, !1210, !1212, !1216, !1224, !1228, !1232, !1236, !1240, !1244, !1248, !1252, !1256, !1260, !1267, !1271, !1275, !1277, !1279, !1283, !1288, !1294, !1298, !1302, !1304, !1311, !1315, !1322, !1324, !1328, !1332, !1336, !1340, !1345, !1350, !1355, !1356, !1357, !1358, !1360, !1361, !1362, !1363, !1364, !1365, !1366, !1368, !1369, !1370, !1371, !1372, !1373, !1374, !1379, !1380, !1381, !1382, !1383, !1384, !1385, !1386, !1387, !1388, !1389, !1390, !1391, !1392, !1393, !1394, !1395, !1396, !1397, !1398, !1399, !1400, !1401, !1402, !1403}
!993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !994, file: !998, line: 98)
!994 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !995, line: 7, baseType: !996)
!995 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!996 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !997, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!997 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!998 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!999 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1000, file: !998, line: 99)
!1000 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1001, line: 84, baseType: !1002)
!1001 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1002 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1003, line: 14, baseType: !1004)
!1003 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1004 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1003, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1005 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1006, file: !998, line: 101)
!1006 = !DISubprogram(name: "clearerr", scope: !1001, file: !1001, line: 786, type: !1007, flags: DIFlagPrototyped, spFlags: 0)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{null, !1009}
!1009 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !994, size: 64)
!1010 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1011, file: !998, line: 102)
!1011 = !DISubprogram(name: "fclose", scope: !1001, file: !1001, line: 178, type: !1012, flags: DIFlagPrototyped, spFlags: 0)
!1012 = !DISubroutineType(types: !1013)
!1013 = !{!3, !1009}
!1014 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1015, file: !998, line: 103)
!1015 = !DISubprogram(name: "feof", scope: !1001, file: !1001, line: 788, type: !1012, flags: DIFlagPrototyped, spFlags: 0)
!1016 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1017, file: !998, line: 104)
!1017 = !DISubprogram(name: "ferror", scope: !1001, file: !1001, line: 790, type: !1012, flags: DIFlagPrototyped, spFlags: 0)
!1018 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1019, file: !998, line: 105)
!1019 = !DISubprogram(name: "fflush", scope: !1001, file: !1001, line: 230, type: !1012, flags: DIFlagPrototyped, spFlags: 0)
!1020 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1021, file: !998, line: 106)
!1021 = !DISubprogram(name: "fgetc", scope: !1001, file: !1001, line: 513, type: !1012, flags: DIFlagPrototyped, spFlags: 0)
!1022 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1023, file: !998, line: 107)
!1023 = !DISubprogram(name: "fgetpos", scope: !1001, file: !1001, line: 760, type: !1024, flags: DIFlagPrototyped, spFlags: 0)
!1024 = !DISubroutineType(types: !1025)
!1025 = !{!3, !1026, !1027}
!1026 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1009)
!1027 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1028)
!1028 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1000, size: 64)
!1029 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1030, file: !998, line: 108)
!1030 = !DISubprogram(name: "fgets", scope: !1001, file: !1001, line: 592, type: !1031, flags: DIFlagPrototyped, spFlags: 0)
!1031 = !DISubroutineType(types: !1032)
!1032 = !{!1033, !1034, !3, !1026}
!1033 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !474, size: 64)
!1034 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1033)
!1035 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1036, file: !998, line: 109)
!1036 = !DISubprogram(name: "fopen", scope: !1001, file: !1001, line: 258, type: !1037, flags: DIFlagPrototyped, spFlags: 0)
!1037 = !DISubroutineType(types: !1038)
!1038 = !{!1009, !1039, !1039}
!1039 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !472)
!1040 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1041, file: !998, line: 110)
!1041 = !DISubprogram(name: "fprintf", scope: !1001, file: !1001, line: 350, type: !1042, flags: DIFlagPrototyped, spFlags: 0)
!1042 = !DISubroutineType(types: !1043)
!1043 = !{!3, !1026, !1039, null}
!1044 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1045, file: !998, line: 111)
!1045 = !DISubprogram(name: "fputc", scope: !1001, file: !1001, line: 549, type: !1046, flags: DIFlagPrototyped, spFlags: 0)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{!3, !3, !1009}
!1048 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1049, file: !998, line: 112)
!1049 = !DISubprogram(name: "fputs", scope: !1001, file: !1001, line: 655, type: !1050, flags: DIFlagPrototyped, spFlags: 0)
!1050 = !DISubroutineType(types: !1051)
!1051 = !{!3, !1039, !1026}
!1052 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1053, file: !998, line: 113)
!1053 = !DISubprogram(name: "fread", scope: !1001, file: !1001, line: 675, type: !1054, flags: DIFlagPrototyped, spFlags: 0)
!1054 = !DISubroutineType(types: !1055)
!1055 = !{!1056, !1058, !1056, !1056, !1026}
!1056 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1057, line: 46, baseType: !9)
!1057 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!1058 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !988)
!1059 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1060, file: !998, line: 114)
!1060 = !DISubprogram(name: "freopen", scope: !1001, file: !1001, line: 265, type: !1061, flags: DIFlagPrototyped, spFlags: 0)
!1061 = !DISubroutineType(types: !1062)
!1062 = !{!1009, !1039, !1039, !1026}
!1063 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1064, file: !998, line: 115)
!1064 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1001, file: !1001, line: 434, type: !1042, flags: DIFlagPrototyped, spFlags: 0)
!1065 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1066, file: !998, line: 116)
!1066 = !DISubprogram(name: "fseek", scope: !1001, file: !1001, line: 713, type: !1067, flags: DIFlagPrototyped, spFlags: 0)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{!3, !1009, !541, !3}
!1069 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1070, file: !998, line: 117)
!1070 = !DISubprogram(name: "fsetpos", scope: !1001, file: !1001, line: 765, type: !1071, flags: DIFlagPrototyped, spFlags: 0)
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!3, !1009, !1073}
!1073 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1074, size: 64)
!1074 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1000)
!1075 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1076, file: !998, line: 118)
!1076 = !DISubprogram(name: "ftell", scope: !1001, file: !1001, line: 718, type: !1077, flags: DIFlagPrototyped, spFlags: 0)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!541, !1009}
!1079 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1080, file: !998, line: 119)
!1080 = !DISubprogram(name: "fwrite", scope: !1001, file: !1001, line: 681, type: !1081, flags: DIFlagPrototyped, spFlags: 0)
!1081 = !DISubroutineType(types: !1082)
!1082 = !{!1056, !1083, !1056, !1056, !1026}
!1083 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!1084 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1085, file: !998, line: 120)
!1085 = !DISubprogram(name: "getc", scope: !1001, file: !1001, line: 514, type: !1012, flags: DIFlagPrototyped, spFlags: 0)
!1086 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1087, file: !998, line: 121)
!1087 = !DISubprogram(name: "getchar", scope: !1001, file: !1001, line: 520, type: !1088, flags: DIFlagPrototyped, spFlags: 0)
!1088 = !DISubroutineType(types: !1089)
!1089 = !{!3}
!1090 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1091, file: !998, line: 126)
!1091 = !DISubprogram(name: "perror", scope: !1001, file: !1001, line: 804, type: !1092, flags: DIFlagPrototyped, spFlags: 0)
!1092 = !DISubroutineType(types: !1093)
!1093 = !{null, !472}
!1094 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1095, file: !998, line: 127)
!1095 = !DISubprogram(name: "printf", scope: !1001, file: !1001, line: 356, type: !1096, flags: DIFlagPrototyped, spFlags: 0)
!1096 = !DISubroutineType(types: !1097)
!1097 = !{!3, !1039, null}
!1098 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1099, file: !998, line: 128)
!1099 = !DISubprogram(name: "putc", scope: !1001, file: !1001, line: 550, type: !1046, flags: DIFlagPrototyped, spFlags: 0)
!1100 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1101, file: !998, line: 129)
!1101 = !DISubprogram(name: "putchar", scope: !1001, file: !1001, line: 556, type: !1102, flags: DIFlagPrototyped, spFlags: 0)
!1102 = !DISubroutineType(types: !1103)
!1103 = !{!3, !3}
!1104 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1105, file: !998, line: 130)
!1105 = !DISubprogram(name: "puts", scope: !1001, file: !1001, line: 661, type: !1106, flags: DIFlagPrototyped, spFlags: 0)
!1106 = !DISubroutineType(types: !1107)
!1107 = !{!3, !472}
!1108 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1109, file: !998, line: 131)
!1109 = !DISubprogram(name: "remove", scope: !1001, file: !1001, line: 152, type: !1106, flags: DIFlagPrototyped, spFlags: 0)
!1110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1111, file: !998, line: 132)
!1111 = !DISubprogram(name: "rename", scope: !1001, file: !1001, line: 154, type: !1112, flags: DIFlagPrototyped, spFlags: 0)
!1112 = !DISubroutineType(types: !1113)
!1113 = !{!3, !472, !472}
!1114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1115, file: !998, line: 133)
!1115 = !DISubprogram(name: "rewind", scope: !1001, file: !1001, line: 723, type: !1007, flags: DIFlagPrototyped, spFlags: 0)
!1116 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1117, file: !998, line: 134)
!1117 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1001, file: !1001, line: 437, type: !1096, flags: DIFlagPrototyped, spFlags: 0)
!1118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1119, file: !998, line: 135)
!1119 = !DISubprogram(name: "setbuf", scope: !1001, file: !1001, line: 328, type: !1120, flags: DIFlagPrototyped, spFlags: 0)
!1120 = !DISubroutineType(types: !1121)
!1121 = !{null, !1026, !1034}
!1122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1123, file: !998, line: 136)
!1123 = !DISubprogram(name: "setvbuf", scope: !1001, file: !1001, line: 332, type: !1124, flags: DIFlagPrototyped, spFlags: 0)
!1124 = !DISubroutineType(types: !1125)
!1125 = !{!3, !1026, !1034, !3, !1056}
!1126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1127, file: !998, line: 137)
!1127 = !DISubprogram(name: "sprintf", scope: !1001, file: !1001, line: 358, type: !1128, flags: DIFlagPrototyped, spFlags: 0)
!1128 = !DISubroutineType(types: !1129)
!1129 = !{!3, !1034, !1039, null}
!1130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1131, file: !998, line: 138)
!1131 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1001, file: !1001, line: 439, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1132 = !DISubroutineType(types: !1133)
!1133 = !{!3, !1039, !1039, null}
!1134 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1135, file: !998, line: 139)
!1135 = !DISubprogram(name: "tmpfile", scope: !1001, file: !1001, line: 188, type: !1136, flags: DIFlagPrototyped, spFlags: 0)
!1136 = !DISubroutineType(types: !1137)
!1137 = !{!1009}
!1138 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1139, file: !998, line: 141)
!1139 = !DISubprogram(name: "tmpnam", scope: !1001, file: !1001, line: 205, type: !1140, flags: DIFlagPrototyped, spFlags: 0)
!1140 = !DISubroutineType(types: !1141)
!1141 = !{!1033, !1033}
!1142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1143, file: !998, line: 143)
!1143 = !DISubprogram(name: "ungetc", scope: !1001, file: !1001, line: 668, type: !1046, flags: DIFlagPrototyped, spFlags: 0)
!1144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1145, file: !998, line: 144)
!1145 = !DISubprogram(name: "vfprintf", scope: !1001, file: !1001, line: 365, type: !1146, flags: DIFlagPrototyped, spFlags: 0)
!1146 = !DISubroutineType(types: !1147)
!1147 = !{!3, !1026, !1039, !1148}
!1148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1149, size: 64)
!1149 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !1150, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!1150 = !DIFile(filename: "omp_vector.cpp", directory: ".")
!1151 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1152, file: !998, line: 145)
!1152 = !DISubprogram(name: "vprintf", scope: !1001, file: !1001, line: 371, type: !1153, flags: DIFlagPrototyped, spFlags: 0)
!1153 = !DISubroutineType(types: !1154)
!1154 = !{!3, !1039, !1148}
!1155 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1156, file: !998, line: 146)
!1156 = !DISubprogram(name: "vsprintf", scope: !1001, file: !1001, line: 373, type: !1157, flags: DIFlagPrototyped, spFlags: 0)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!3, !1034, !1039, !1148}
!1159 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1160, file: !998, line: 175)
!1160 = !DISubprogram(name: "snprintf", scope: !1001, file: !1001, line: 378, type: !1161, flags: DIFlagPrototyped, spFlags: 0)
!1161 = !DISubroutineType(types: !1162)
!1162 = !{!3, !1034, !1056, !1039, null}
!1163 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1164, file: !998, line: 176)
!1164 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1001, file: !1001, line: 479, type: !1146, flags: DIFlagPrototyped, spFlags: 0)
!1165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1166, file: !998, line: 177)
!1166 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1001, file: !1001, line: 484, type: !1153, flags: DIFlagPrototyped, spFlags: 0)
!1167 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1168, file: !998, line: 178)
!1168 = !DISubprogram(name: "vsnprintf", scope: !1001, file: !1001, line: 382, type: !1169, flags: DIFlagPrototyped, spFlags: 0)
!1169 = !DISubroutineType(types: !1170)
!1170 = !{!3, !1034, !1056, !1039, !1148}
!1171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1172, file: !998, line: 179)
!1172 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1001, file: !1001, line: 487, type: !1173, flags: DIFlagPrototyped, spFlags: 0)
!1173 = !DISubroutineType(types: !1174)
!1174 = !{!3, !1039, !1039, !1148}
!1175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1160, file: !998, line: 185)
!1176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1164, file: !998, line: 186)
!1177 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1166, file: !998, line: 187)
!1178 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1168, file: !998, line: 188)
!1179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1172, file: !998, line: 189)
!1180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1181, file: !1183, line: 52)
!1181 = !DISubprogram(name: "abs", scope: !1182, file: !1182, line: 861, type: !1102, flags: DIFlagPrototyped, spFlags: 0)
!1182 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1183 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!1184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1185, file: !1187, line: 127)
!1185 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1182, line: 63, baseType: !1186)
!1186 = !DICompositeType(tag: DW_TAG_structure_type, file: !1182, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1187 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!1188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1189, file: !1187, line: 128)
!1189 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1182, line: 71, baseType: !1190)
!1190 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1182, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1191, identifier: "_ZTS6ldiv_t")
!1191 = !{!1192, !1193}
!1192 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1190, file: !1182, line: 69, baseType: !541, size: 64)
!1193 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1190, file: !1182, line: 70, baseType: !541, size: 64, offset: 64)
!1194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1195, file: !1187, line: 130)
!1195 = !DISubprogram(name: "abort", scope: !1182, file: !1182, line: 611, type: !1196, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{null}
!1198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1199, file: !1187, line: 134)
!1199 = !DISubprogram(name: "atexit", scope: !1182, file: !1182, line: 615, type: !1200, flags: DIFlagPrototyped, spFlags: 0)
!1200 = !DISubroutineType(types: !1201)
!1201 = !{!3, !1202}
!1202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1196, size: 64)
!1203 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1204, file: !1187, line: 137)
!1204 = !DISubprogram(name: "at_quick_exit", scope: !1182, file: !1182, line: 620, type: !1200, flags: DIFlagPrototyped, spFlags: 0)
!1205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1206, file: !1187, line: 140)
!1206 = !DISubprogram(name: "atof", scope: !1182, file: !1182, line: 102, type: !1207, flags: DIFlagPrototyped, spFlags: 0)
!1207 = !DISubroutineType(types: !1208)
!1208 = !{!1209, !472}
!1209 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1211, file: !1187, line: 141)
!1211 = !DISubprogram(name: "atoi", scope: !1182, file: !1182, line: 105, type: !1106, flags: DIFlagPrototyped, spFlags: 0)
!1212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1213, file: !1187, line: 142)
!1213 = !DISubprogram(name: "atol", scope: !1182, file: !1182, line: 108, type: !1214, flags: DIFlagPrototyped, spFlags: 0)
!1214 = !DISubroutineType(types: !1215)
!1215 = !{!541, !472}
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1217, file: !1187, line: 143)
!1217 = !DISubprogram(name: "bsearch", scope: !1182, file: !1182, line: 841, type: !1218, flags: DIFlagPrototyped, spFlags: 0)
!1218 = !DISubroutineType(types: !1219)
!1219 = !{!988, !76, !76, !1056, !1056, !1220}
!1220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1182, line: 829, baseType: !1221)
!1221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1222, size: 64)
!1222 = !DISubroutineType(types: !1223)
!1223 = !{!3, !76, !76}
!1224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1225, file: !1187, line: 144)
!1225 = !DISubprogram(name: "calloc", scope: !1182, file: !1182, line: 556, type: !1226, flags: DIFlagPrototyped, spFlags: 0)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{!988, !1056, !1056}
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1229, file: !1187, line: 145)
!1229 = !DISubprogram(name: "div", scope: !1182, file: !1182, line: 873, type: !1230, flags: DIFlagPrototyped, spFlags: 0)
!1230 = !DISubroutineType(types: !1231)
!1231 = !{!1185, !3, !3}
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1233, file: !1187, line: 146)
!1233 = !DISubprogram(name: "exit", scope: !1182, file: !1182, line: 637, type: !1234, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1234 = !DISubroutineType(types: !1235)
!1235 = !{null, !3}
!1236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1237, file: !1187, line: 147)
!1237 = !DISubprogram(name: "free", scope: !1182, file: !1182, line: 568, type: !1238, flags: DIFlagPrototyped, spFlags: 0)
!1238 = !DISubroutineType(types: !1239)
!1239 = !{null, !988}
!1240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1241, file: !1187, line: 148)
!1241 = !DISubprogram(name: "getenv", scope: !1182, file: !1182, line: 654, type: !1242, flags: DIFlagPrototyped, spFlags: 0)
!1242 = !DISubroutineType(types: !1243)
!1243 = !{!1033, !472}
!1244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1245, file: !1187, line: 149)
!1245 = !DISubprogram(name: "labs", scope: !1182, file: !1182, line: 862, type: !1246, flags: DIFlagPrototyped, spFlags: 0)
!1246 = !DISubroutineType(types: !1247)
!1247 = !{!541, !541}
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1249, file: !1187, line: 150)
!1249 = !DISubprogram(name: "ldiv", scope: !1182, file: !1182, line: 875, type: !1250, flags: DIFlagPrototyped, spFlags: 0)
!1250 = !DISubroutineType(types: !1251)
!1251 = !{!1189, !541, !541}
!1252 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1253, file: !1187, line: 151)
!1253 = !DISubprogram(name: "malloc", scope: !1182, file: !1182, line: 553, type: !1254, flags: DIFlagPrototyped, spFlags: 0)
!1254 = !DISubroutineType(types: !1255)
!1255 = !{!988, !1056}
!1256 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1257, file: !1187, line: 153)
!1257 = !DISubprogram(name: "mblen", scope: !1182, file: !1182, line: 943, type: !1258, flags: DIFlagPrototyped, spFlags: 0)
!1258 = !DISubroutineType(types: !1259)
!1259 = !{!3, !472, !1056}
!1260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1261, file: !1187, line: 154)
!1261 = !DISubprogram(name: "mbstowcs", scope: !1182, file: !1182, line: 954, type: !1262, flags: DIFlagPrototyped, spFlags: 0)
!1262 = !DISubroutineType(types: !1263)
!1263 = !{!1056, !1264, !1039, !1056}
!1264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1265)
!1265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1266, size: 64)
!1266 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1267 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1268, file: !1187, line: 155)
!1268 = !DISubprogram(name: "mbtowc", scope: !1182, file: !1182, line: 946, type: !1269, flags: DIFlagPrototyped, spFlags: 0)
!1269 = !DISubroutineType(types: !1270)
!1270 = !{!3, !1264, !1039, !1056}
!1271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1272, file: !1187, line: 157)
!1272 = !DISubprogram(name: "qsort", scope: !1182, file: !1182, line: 851, type: !1273, flags: DIFlagPrototyped, spFlags: 0)
!1273 = !DISubroutineType(types: !1274)
!1274 = !{null, !988, !1056, !1056, !1220}
!1275 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1276, file: !1187, line: 160)
!1276 = !DISubprogram(name: "quick_exit", scope: !1182, file: !1182, line: 643, type: !1234, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1278, file: !1187, line: 163)
!1278 = !DISubprogram(name: "rand", scope: !1182, file: !1182, line: 454, type: !1088, flags: DIFlagPrototyped, spFlags: 0)
!1279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1280, file: !1187, line: 164)
!1280 = !DISubprogram(name: "realloc", scope: !1182, file: !1182, line: 564, type: !1281, flags: DIFlagPrototyped, spFlags: 0)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!988, !988, !1056}
!1283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1284, file: !1187, line: 165)
!1284 = !DISubprogram(name: "srand", scope: !1182, file: !1182, line: 456, type: !1285, flags: DIFlagPrototyped, spFlags: 0)
!1285 = !DISubroutineType(types: !1286)
!1286 = !{null, !1287}
!1287 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1288 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1289, file: !1187, line: 166)
!1289 = !DISubprogram(name: "strtod", scope: !1182, file: !1182, line: 118, type: !1290, flags: DIFlagPrototyped, spFlags: 0)
!1290 = !DISubroutineType(types: !1291)
!1291 = !{!1209, !1039, !1292}
!1292 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1293)
!1293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1033, size: 64)
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1295, file: !1187, line: 167)
!1295 = !DISubprogram(name: "strtol", scope: !1182, file: !1182, line: 177, type: !1296, flags: DIFlagPrototyped, spFlags: 0)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{!541, !1039, !1292, !3}
!1298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1299, file: !1187, line: 168)
!1299 = !DISubprogram(name: "strtoul", scope: !1182, file: !1182, line: 181, type: !1300, flags: DIFlagPrototyped, spFlags: 0)
!1300 = !DISubroutineType(types: !1301)
!1301 = !{!9, !1039, !1292, !3}
!1302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1303, file: !1187, line: 169)
!1303 = !DISubprogram(name: "system", scope: !1182, file: !1182, line: 804, type: !1106, flags: DIFlagPrototyped, spFlags: 0)
!1304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1305, file: !1187, line: 171)
!1305 = !DISubprogram(name: "wcstombs", scope: !1182, file: !1182, line: 958, type: !1306, flags: DIFlagPrototyped, spFlags: 0)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!1056, !1034, !1308, !1056}
!1308 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1309)
!1309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1310, size: 64)
!1310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1266)
!1311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1312, file: !1187, line: 172)
!1312 = !DISubprogram(name: "wctomb", scope: !1182, file: !1182, line: 950, type: !1313, flags: DIFlagPrototyped, spFlags: 0)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!3, !1033, !1266}
!1315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1316, file: !1187, line: 200)
!1316 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1182, line: 81, baseType: !1317)
!1317 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1182, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1318, identifier: "_ZTS7lldiv_t")
!1318 = !{!1319, !1321}
!1319 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1317, file: !1182, line: 79, baseType: !1320, size: 64)
!1320 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1321 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1317, file: !1182, line: 80, baseType: !1320, size: 64, offset: 64)
!1322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1323, file: !1187, line: 206)
!1323 = !DISubprogram(name: "_Exit", scope: !1182, file: !1182, line: 649, type: !1234, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1324 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1325, file: !1187, line: 210)
!1325 = !DISubprogram(name: "llabs", scope: !1182, file: !1182, line: 865, type: !1326, flags: DIFlagPrototyped, spFlags: 0)
!1326 = !DISubroutineType(types: !1327)
!1327 = !{!1320, !1320}
!1328 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1329, file: !1187, line: 216)
!1329 = !DISubprogram(name: "lldiv", scope: !1182, file: !1182, line: 879, type: !1330, flags: DIFlagPrototyped, spFlags: 0)
!1330 = !DISubroutineType(types: !1331)
!1331 = !{!1316, !1320, !1320}
!1332 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1333, file: !1187, line: 227)
!1333 = !DISubprogram(name: "atoll", scope: !1182, file: !1182, line: 113, type: !1334, flags: DIFlagPrototyped, spFlags: 0)
!1334 = !DISubroutineType(types: !1335)
!1335 = !{!1320, !472}
!1336 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1337, file: !1187, line: 228)
!1337 = !DISubprogram(name: "strtoll", scope: !1182, file: !1182, line: 201, type: !1338, flags: DIFlagPrototyped, spFlags: 0)
!1338 = !DISubroutineType(types: !1339)
!1339 = !{!1320, !1039, !1292, !3}
!1340 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1341, file: !1187, line: 229)
!1341 = !DISubprogram(name: "strtoull", scope: !1182, file: !1182, line: 206, type: !1342, flags: DIFlagPrototyped, spFlags: 0)
!1342 = !DISubroutineType(types: !1343)
!1343 = !{!1344, !1039, !1292, !3}
!1344 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1346, file: !1187, line: 231)
!1346 = !DISubprogram(name: "strtof", scope: !1182, file: !1182, line: 124, type: !1347, flags: DIFlagPrototyped, spFlags: 0)
!1347 = !DISubroutineType(types: !1348)
!1348 = !{!1349, !1039, !1292}
!1349 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !25, entity: !1351, file: !1187, line: 232)
!1351 = !DISubprogram(name: "strtold", scope: !1182, file: !1182, line: 127, type: !1352, flags: DIFlagPrototyped, spFlags: 0)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!1354, !1039, !1292}
!1354 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1316, file: !1187, line: 240)
!1356 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1323, file: !1187, line: 242)
!1357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1325, file: !1187, line: 244)
!1358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1359, file: !1187, line: 245)
!1359 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !25, file: !1187, line: 213, type: !1330, flags: DIFlagPrototyped, spFlags: 0)
!1360 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1329, file: !1187, line: 246)
!1361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1333, file: !1187, line: 248)
!1362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1346, file: !1187, line: 249)
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1337, file: !1187, line: 250)
!1364 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1341, file: !1187, line: 251)
!1365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !8, entity: !1351, file: !1187, line: 252)
!1366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1195, file: !1367, line: 38)
!1367 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "ce88caced6ed945413de73c65016f4c2")
!1368 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1199, file: !1367, line: 39)
!1369 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1233, file: !1367, line: 40)
!1370 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1204, file: !1367, line: 43)
!1371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1276, file: !1367, line: 46)
!1372 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1185, file: !1367, line: 51)
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1189, file: !1367, line: 52)
!1374 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1375, file: !1367, line: 54)
!1375 = !DISubprogram(name: "abs", linkageName: "_ZSt3absg", scope: !8, file: !1183, line: 103, type: !1376, flags: DIFlagPrototyped, spFlags: 0)
!1376 = !DISubroutineType(types: !1377)
!1377 = !{!1378, !1378}
!1378 = !DIBasicType(name: "__float128", size: 128, encoding: DW_ATE_float)
!1379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1206, file: !1367, line: 55)
!1380 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1211, file: !1367, line: 56)
!1381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1213, file: !1367, line: 57)
!1382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1217, file: !1367, line: 58)
!1383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1225, file: !1367, line: 59)
!1384 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1359, file: !1367, line: 60)
!1385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1237, file: !1367, line: 61)
!1386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1241, file: !1367, line: 62)
!1387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1245, file: !1367, line: 63)
!1388 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1249, file: !1367, line: 64)
!1389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1253, file: !1367, line: 65)
!1390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1257, file: !1367, line: 67)
!1391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1261, file: !1367, line: 68)
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1268, file: !1367, line: 69)
!1393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1272, file: !1367, line: 71)
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1278, file: !1367, line: 72)
!1395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1280, file: !1367, line: 73)
!1396 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1284, file: !1367, line: 74)
!1397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1289, file: !1367, line: 75)
!1398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1295, file: !1367, line: 76)
!1399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1299, file: !1367, line: 77)
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1303, file: !1367, line: 78)
!1401 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1305, file: !1367, line: 80)
!1402 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !1312, file: !1367, line: 81)
!1403 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1404, entity: !1405, file: !1406, line: 58)
!1404 = !DINamespace(name: "__gnu_debug", scope: null)
!1405 = !DINamespace(name: "__debug", scope: !8)
!1406 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1407 = !{i32 7, !"Dwarf Version", i32 5}
!1408 = !{i32 2, !"Debug Info Version", i32 3}
!1409 = !{i32 1, !"wchar_size", i32 4}
!1410 = !{i32 7, !"openmp", i32 50}
!1411 = !{i32 7, !"PIC Level", i32 2}
!1412 = !{i32 7, !"PIE Level", i32 2}
!1413 = !{i32 7, !"uwtable", i32 1}
!1414 = !{i32 7, !"frame-pointer", i32 2}
!1415 = !{!"Debian clang version 14.0.6"}
!1416 = distinct !DISubprogram(name: "kernel_rows", linkageName: "_Z11kernel_rowsRSt6vectorIS_IiSaIiEESaIS1_EE", scope: !1, file: !1, line: 10, type: !1417, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !136)
!1417 = !DISubroutineType(types: !1418)
!1418 = !{!541, !829}
!1419 = !DILocalVariable(name: "rows", arg: 1, scope: !1416, file: !1, line: 10, type: !829)
!1420 = !DILocation(line: 10, column: 49, scope: !1416)
!1421 = !DILocalVariable(name: "total", scope: !1416, file: !1, line: 12, type: !541)
!1422 = !DILocation(line: 12, column: 8, scope: !1416)
!1423 = !DILocalVariable(name: "nrows", scope: !1416, file: !1, line: 13, type: !3)
!1424 = !DILocation(line: 13, column: 7, scope: !1416)
!1425 = !DILocation(line: 13, column: 32, scope: !1416)
!1426 = !DILocation(line: 13, column: 37, scope: !1416)
!1427 = !DILocation(line: 16, column: 29, scope: !1428)
!1428 = distinct !DILexicalBlock(scope: !1416, file: !1, line: 14, column: 1)
!1429 = !DILocation(line: 14, column: 1, scope: !1416)
!1430 = !DILocation(line: 26, column: 10, scope: !1416)
!1431 = !DILocation(line: 26, column: 3, scope: !1416)
!1432 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIS_IiSaIiEESaIS1_EE4sizeEv", scope: !556, file: !5, line: 987, type: !872, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !871, retainedNodes: !136)
!1433 = !DILocalVariable(name: "this", arg: 1, scope: !1432, type: !1434, flags: DIFlagArtificial | DIFlagObjectPointer)
!1434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !797, size: 64)
!1435 = !DILocation(line: 0, scope: !1432)
!1436 = !DILocation(line: 988, column: 32, scope: !1432)
!1437 = !DILocation(line: 988, column: 26, scope: !1432)
!1438 = !DILocation(line: 988, column: 40, scope: !1432)
!1439 = !DILocation(line: 988, column: 58, scope: !1432)
!1440 = !DILocation(line: 988, column: 52, scope: !1432)
!1441 = !DILocation(line: 988, column: 66, scope: !1432)
!1442 = !DILocation(line: 988, column: 50, scope: !1432)
!1443 = !DILocation(line: 988, column: 9, scope: !1432)
!1444 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !1445, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !136)
!1445 = !DISubroutineType(types: !1446)
!1446 = !{null, !1447, !1447, !63, !829, !1449}
!1447 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1448)
!1448 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!1449 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !541, size: 64)
!1450 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !1444, type: !1447, flags: DIFlagArtificial)
!1451 = !DILocation(line: 0, scope: !1444)
!1452 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !1444, type: !1447, flags: DIFlagArtificial)
!1453 = !DILocalVariable(name: "nrows", arg: 3, scope: !1444, file: !1, line: 13, type: !63)
!1454 = !DILocation(line: 13, column: 7, scope: !1444)
!1455 = !DILocalVariable(name: "rows", arg: 4, scope: !1444, file: !1, line: 10, type: !829)
!1456 = !DILocation(line: 10, column: 49, scope: !1444)
!1457 = !DILocalVariable(name: "total", arg: 5, scope: !1444, file: !1, line: 12, type: !1449)
!1458 = !DILocation(line: 12, column: 8, scope: !1444)
!1459 = !DILocation(line: 15, column: 3, scope: !1444)
!1460 = !DILocalVariable(name: ".omp.iv", scope: !1444, type: !3, flags: DIFlagArtificial)
!1461 = !DILocalVariable(name: ".capture_expr.", scope: !1444, type: !3, flags: DIFlagArtificial)
!1462 = !DILocation(line: 15, column: 23, scope: !1444)
!1463 = !DILocalVariable(name: "r", scope: !1444, type: !3, flags: DIFlagArtificial)
!1464 = !DILocation(line: 15, column: 30, scope: !1444)
!1465 = !DILocalVariable(name: ".omp.lb", scope: !1444, type: !3, flags: DIFlagArtificial)
!1466 = !DILocation(line: 15, column: 8, scope: !1444)
!1467 = !DILocalVariable(name: ".omp.ub", scope: !1444, type: !3, flags: DIFlagArtificial)
!1468 = !DILocalVariable(name: ".omp.stride", scope: !1444, type: !3, flags: DIFlagArtificial)
!1469 = !DILocalVariable(name: ".omp.is_last", scope: !1444, type: !3, flags: DIFlagArtificial)
!1470 = !DILocalVariable(name: "total", scope: !1444, type: !541, flags: DIFlagArtificial)
!1471 = !DILocation(line: 14, column: 57, scope: !1444)
!1472 = distinct !{}
!1473 = !DILocalVariable(name: "row", scope: !1474, file: !1, line: 16, type: !337)
!1474 = distinct !DILexicalBlock(scope: !1444, file: !1, line: 15, column: 35)
!1475 = !DILocation(line: 16, column: 23, scope: !1474)
!1476 = !DILocation(line: 16, column: 29, scope: !1474)
!1477 = !DILocation(line: 16, column: 34, scope: !1474)
!1478 = !DILocalVariable(name: "mx", scope: !1474, file: !1, line: 17, type: !3)
!1479 = !DILocation(line: 17, column: 9, scope: !1474)
!1480 = !DILocalVariable(name: "__range2", scope: !1481, type: !337, flags: DIFlagArtificial)
!1481 = distinct !DILexicalBlock(scope: !1474, file: !1, line: 18, column: 5)
!1482 = !DILocation(line: 0, scope: !1481)
!1483 = !DILocation(line: 18, column: 18, scope: !1481)
!1484 = !DILocalVariable(name: "__begin2", scope: !1481, type: !10, flags: DIFlagArtificial)
!1485 = !DILocation(line: 18, column: 16, scope: !1481)
!1486 = !DILocalVariable(name: "__end2", scope: !1481, type: !10, flags: DIFlagArtificial)
!1487 = !DILocalVariable(name: "v", scope: !1488, file: !1, line: 18, type: !3)
!1488 = distinct !DILexicalBlock(scope: !1481, file: !1, line: 18, column: 5)
!1489 = !DILocation(line: 18, column: 14, scope: !1488)
!1490 = !DILocation(line: 18, column: 16, scope: !1488)
!1491 = !DILocation(line: 19, column: 11, scope: !1492)
!1492 = distinct !DILexicalBlock(scope: !1488, file: !1, line: 19, column: 11)
!1493 = !DILocation(line: 19, column: 15, scope: !1492)
!1494 = !DILocation(line: 19, column: 13, scope: !1492)
!1495 = !DILocation(line: 19, column: 11, scope: !1488)
!1496 = !DILocation(line: 20, column: 14, scope: !1492)
!1497 = !DILocation(line: 20, column: 12, scope: !1492)
!1498 = !DILocation(line: 20, column: 9, scope: !1492)
!1499 = !DILocation(line: 18, column: 5, scope: !1481)
!1500 = distinct !{!1500, !1499, !1501}
!1501 = !DILocation(line: 20, column: 14, scope: !1481)
!1502 = !DILocalVariable(name: "__range2", scope: !1503, type: !337, flags: DIFlagArtificial)
!1503 = distinct !DILexicalBlock(scope: !1474, file: !1, line: 21, column: 5)
!1504 = !DILocation(line: 0, scope: !1503)
!1505 = !DILocation(line: 21, column: 19, scope: !1503)
!1506 = !DILocalVariable(name: "__begin2", scope: !1503, type: !10, flags: DIFlagArtificial)
!1507 = !DILocation(line: 21, column: 17, scope: !1503)
!1508 = !DILocalVariable(name: "__end2", scope: !1503, type: !10, flags: DIFlagArtificial)
!1509 = !DILocalVariable(name: "v", scope: !1510, file: !1, line: 21, type: !63)
!1510 = distinct !DILexicalBlock(scope: !1503, file: !1, line: 21, column: 5)
!1511 = !DILocation(line: 21, column: 15, scope: !1510)
!1512 = !DILocation(line: 21, column: 17, scope: !1510)
!1513 = !DILocation(line: 22, column: 11, scope: !1514)
!1514 = distinct !DILexicalBlock(scope: !1510, file: !1, line: 21, column: 24)
!1515 = !DILocation(line: 22, column: 13, scope: !1514)
!1516 = !DILocation(line: 22, column: 22, scope: !1514)
!1517 = !DILocation(line: 22, column: 20, scope: !1514)
!1518 = !DILocation(line: 22, column: 7, scope: !1514)
!1519 = !DILocation(line: 22, column: 9, scope: !1514)
!1520 = !DILocation(line: 23, column: 16, scope: !1514)
!1521 = !DILocation(line: 23, column: 13, scope: !1514)
!1522 = !DILocation(line: 21, column: 5, scope: !1503)
!1523 = distinct !{!1523, !1522, !1524}
!1524 = !DILocation(line: 24, column: 5, scope: !1503)
!1525 = !DILocation(line: 25, column: 3, scope: !1474)
!1526 = !DILocation(line: 14, column: 1, scope: !1444)
!1527 = distinct !{!1527, !1526, !1528, !1529}
!1528 = !DILocation(line: 14, column: 63, scope: !1444)
!1529 = !{!"llvm.loop.parallel_accesses", !1472}
!1530 = distinct !{!1530, !1526, !1528}
!1531 = !DILocation(line: 14, column: 53, scope: !1444)
!1532 = !DILocation(line: 25, column: 3, scope: !1444)
!1533 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEixEm", scope: !556, file: !5, line: 1121, type: !886, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !885, retainedNodes: !136)
!1534 = !DILocalVariable(name: "this", arg: 1, scope: !1533, type: !1535, flags: DIFlagArtificial | DIFlagObjectPointer)
!1535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !556, size: 64)
!1536 = !DILocation(line: 0, scope: !1533)
!1537 = !DILocalVariable(name: "__n", arg: 2, scope: !1533, file: !5, line: 1121, type: !4)
!1538 = !DILocation(line: 1121, column: 28, scope: !1533)
!1539 = !DILocation(line: 1124, column: 17, scope: !1533)
!1540 = !DILocation(line: 1124, column: 11, scope: !1533)
!1541 = !DILocation(line: 1124, column: 25, scope: !1533)
!1542 = !DILocation(line: 1124, column: 36, scope: !1533)
!1543 = !DILocation(line: 1124, column: 34, scope: !1533)
!1544 = !DILocation(line: 1124, column: 2, scope: !1533)
!1545 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !11, file: !5, line: 868, type: !351, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !350, retainedNodes: !136)
!1546 = !DILocalVariable(name: "this", arg: 1, scope: !1545, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!1547 = !DILocation(line: 0, scope: !1545)
!1548 = !DILocation(line: 869, column: 31, scope: !1545)
!1549 = !DILocation(line: 869, column: 25, scope: !1545)
!1550 = !DILocation(line: 869, column: 39, scope: !1545)
!1551 = !DILocation(line: 869, column: 16, scope: !1545)
!1552 = !DILocation(line: 869, column: 9, scope: !1545)
!1553 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !11, file: !5, line: 888, type: !351, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !360, retainedNodes: !136)
!1554 = !DILocalVariable(name: "this", arg: 1, scope: !1553, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!1555 = !DILocation(line: 0, scope: !1553)
!1556 = !DILocation(line: 889, column: 31, scope: !1553)
!1557 = !DILocation(line: 889, column: 25, scope: !1553)
!1558 = !DILocation(line: 889, column: 39, scope: !1553)
!1559 = !DILocation(line: 889, column: 16, scope: !1553)
!1560 = !DILocation(line: 889, column: 9, scope: !1553)
!1561 = distinct !DISubprogram(name: "operator!=<int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxneIPiSt6vectorIiSaIiEEEEbRKNS_17__normal_iteratorIT_T0_EESA_", scope: !25, file: !358, line: 1237, type: !1562, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !553, retainedNodes: !136)
!1562 = !DISubroutineType(types: !1563)
!1563 = !{!129, !1564, !1564}
!1564 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !520, size: 64)
!1565 = !DILocalVariable(name: "__lhs", arg: 1, scope: !1561, file: !358, line: 1237, type: !1564)
!1566 = !DILocation(line: 1237, column: 64, scope: !1561)
!1567 = !DILocalVariable(name: "__rhs", arg: 2, scope: !1561, file: !358, line: 1238, type: !1564)
!1568 = !DILocation(line: 1238, column: 57, scope: !1561)
!1569 = !DILocation(line: 1240, column: 14, scope: !1561)
!1570 = !DILocation(line: 1240, column: 20, scope: !1561)
!1571 = !DILocation(line: 1240, column: 30, scope: !1561)
!1572 = !DILocation(line: 1240, column: 36, scope: !1561)
!1573 = !DILocation(line: 1240, column: 27, scope: !1561)
!1574 = !DILocation(line: 1240, column: 7, scope: !1561)
!1575 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv", scope: !498, file: !358, line: 1095, type: !511, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !510, retainedNodes: !136)
!1576 = !DILocalVariable(name: "this", arg: 1, scope: !1575, type: !1577, flags: DIFlagArtificial | DIFlagObjectPointer)
!1577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64)
!1578 = !DILocation(line: 0, scope: !1575)
!1579 = !DILocation(line: 1096, column: 17, scope: !1575)
!1580 = !DILocation(line: 1096, column: 9, scope: !1575)
!1581 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv", scope: !498, file: !358, line: 1105, type: !527, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !526, retainedNodes: !136)
!1582 = !DILocalVariable(name: "this", arg: 1, scope: !1581, type: !1583, flags: DIFlagArtificial | DIFlagObjectPointer)
!1583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64)
!1584 = !DILocation(line: 0, scope: !1581)
!1585 = !DILocation(line: 1107, column: 4, scope: !1581)
!1586 = !DILocation(line: 1107, column: 2, scope: !1581)
!1587 = !DILocation(line: 1108, column: 2, scope: !1581)
!1588 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 14, type: !1589, scopeLine: 14, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !136)
!1589 = !DISubroutineType(types: !136)
!1590 = !DILocalVariable(arg: 1, scope: !1588, type: !988, flags: DIFlagArtificial)
!1591 = !DILocation(line: 0, scope: !1588)
!1592 = !DILocalVariable(arg: 2, scope: !1588, type: !988, flags: DIFlagArtificial)
!1593 = !DILocation(line: 14, column: 63, scope: !1588)
!1594 = !DILocation(line: 14, column: 57, scope: !1588)
!1595 = !DILocation(line: 14, column: 53, scope: !1588)
!1596 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !1445, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !136)
!1597 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !1596, type: !1447, flags: DIFlagArtificial)
!1598 = !DILocation(line: 0, scope: !1596)
!1599 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !1596, type: !1447, flags: DIFlagArtificial)
!1600 = !DILocalVariable(name: "nrows", arg: 3, scope: !1596, type: !63, flags: DIFlagArtificial)
!1601 = !DILocalVariable(name: "rows", arg: 4, scope: !1596, type: !829, flags: DIFlagArtificial)
!1602 = !DILocalVariable(name: "total", arg: 5, scope: !1596, type: !1449, flags: DIFlagArtificial)
!1603 = !DILocation(line: 14, column: 1, scope: !1596)
!1604 = !{!1605}
!1605 = !{i64 2, i64 -1, i64 -1, i1 true}
!1606 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_", scope: !498, file: !358, line: 1072, type: !506, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !505, retainedNodes: !136)
!1607 = !DILocalVariable(name: "this", arg: 1, scope: !1606, type: !1583, flags: DIFlagArtificial | DIFlagObjectPointer)
!1608 = !DILocation(line: 0, scope: !1606)
!1609 = !DILocalVariable(name: "__i", arg: 2, scope: !1606, file: !358, line: 1072, type: !508)
!1610 = !DILocation(line: 1072, column: 42, scope: !1606)
!1611 = !DILocation(line: 1073, column: 9, scope: !1606)
!1612 = !DILocation(line: 1073, column: 20, scope: !1606)
!1613 = !DILocation(line: 1073, column: 27, scope: !1606)
!1614 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv", scope: !498, file: !358, line: 1158, type: !551, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !550, retainedNodes: !136)
!1615 = !DILocalVariable(name: "this", arg: 1, scope: !1614, type: !1577, flags: DIFlagArtificial | DIFlagObjectPointer)
!1616 = !DILocation(line: 0, scope: !1614)
!1617 = !DILocation(line: 1159, column: 16, scope: !1614)
!1618 = !DILocation(line: 1159, column: 9, scope: !1614)
!1619 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 29, type: !1620, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !136)
!1620 = !DISubroutineType(types: !1621)
!1621 = !{!3, !3, !1293}
!1622 = !DILocalVariable(name: "argc", arg: 1, scope: !1619, file: !1, line: 29, type: !3)
!1623 = !DILocation(line: 29, column: 14, scope: !1619)
!1624 = !DILocalVariable(name: "argv", arg: 2, scope: !1619, file: !1, line: 29, type: !1293)
!1625 = !DILocation(line: 29, column: 27, scope: !1619)
!1626 = !DILocalVariable(name: "n", scope: !1619, file: !1, line: 31, type: !3)
!1627 = !DILocation(line: 31, column: 7, scope: !1619)
!1628 = !DILocation(line: 31, column: 11, scope: !1619)
!1629 = !DILocation(line: 31, column: 16, scope: !1619)
!1630 = !DILocation(line: 31, column: 32, scope: !1619)
!1631 = !DILocation(line: 31, column: 22, scope: !1619)
!1632 = !DILocalVariable(name: "rows", scope: !1619, file: !1, line: 32, type: !556)
!1633 = !DILocation(line: 32, column: 33, scope: !1619)
!1634 = !DILocation(line: 32, column: 38, scope: !1619)
!1635 = !DILocalVariable(name: "s", scope: !1619, file: !1, line: 33, type: !1287)
!1636 = !DILocation(line: 33, column: 12, scope: !1619)
!1637 = !DILocalVariable(name: "r", scope: !1638, file: !1, line: 34, type: !3)
!1638 = distinct !DILexicalBlock(scope: !1619, file: !1, line: 34, column: 3)
!1639 = !DILocation(line: 34, column: 12, scope: !1638)
!1640 = !DILocation(line: 34, column: 8, scope: !1638)
!1641 = !DILocation(line: 34, column: 19, scope: !1642)
!1642 = distinct !DILexicalBlock(scope: !1638, file: !1, line: 34, column: 3)
!1643 = !DILocation(line: 34, column: 23, scope: !1642)
!1644 = !DILocation(line: 34, column: 21, scope: !1642)
!1645 = !DILocation(line: 34, column: 3, scope: !1638)
!1646 = !DILocalVariable(name: "len", scope: !1647, file: !1, line: 35, type: !3)
!1647 = distinct !DILexicalBlock(scope: !1642, file: !1, line: 34, column: 31)
!1648 = !DILocation(line: 35, column: 9, scope: !1647)
!1649 = !DILocation(line: 35, column: 19, scope: !1647)
!1650 = !DILocation(line: 35, column: 21, scope: !1647)
!1651 = !DILocation(line: 35, column: 17, scope: !1647)
!1652 = !DILocation(line: 35, column: 29, scope: !1647)
!1653 = !DILocation(line: 35, column: 31, scope: !1647)
!1654 = !DILocation(line: 35, column: 36, scope: !1647)
!1655 = !DILocation(line: 35, column: 26, scope: !1647)
!1656 = !DILocation(line: 36, column: 10, scope: !1647)
!1657 = !DILocation(line: 36, column: 5, scope: !1647)
!1658 = !DILocation(line: 36, column: 21, scope: !1647)
!1659 = !DILocation(line: 36, column: 13, scope: !1647)
!1660 = !DILocalVariable(name: "k", scope: !1661, file: !1, line: 37, type: !3)
!1661 = distinct !DILexicalBlock(scope: !1647, file: !1, line: 37, column: 5)
!1662 = !DILocation(line: 37, column: 14, scope: !1661)
!1663 = !DILocation(line: 37, column: 10, scope: !1661)
!1664 = !DILocation(line: 37, column: 21, scope: !1665)
!1665 = distinct !DILexicalBlock(scope: !1661, file: !1, line: 37, column: 5)
!1666 = !DILocation(line: 37, column: 25, scope: !1665)
!1667 = !DILocation(line: 37, column: 23, scope: !1665)
!1668 = !DILocation(line: 37, column: 5, scope: !1661)
!1669 = !DILocation(line: 38, column: 11, scope: !1670)
!1670 = distinct !DILexicalBlock(scope: !1665, file: !1, line: 37, column: 35)
!1671 = !DILocation(line: 38, column: 13, scope: !1670)
!1672 = !DILocation(line: 38, column: 24, scope: !1670)
!1673 = !DILocation(line: 38, column: 9, scope: !1670)
!1674 = !DILocation(line: 39, column: 12, scope: !1670)
!1675 = !DILocation(line: 39, column: 7, scope: !1670)
!1676 = !DILocation(line: 39, column: 43, scope: !1670)
!1677 = !DILocation(line: 39, column: 45, scope: !1670)
!1678 = !DILocation(line: 39, column: 52, scope: !1670)
!1679 = !DILocation(line: 39, column: 25, scope: !1670)
!1680 = !DILocation(line: 39, column: 15, scope: !1670)
!1681 = !DILocation(line: 40, column: 5, scope: !1670)
!1682 = !DILocation(line: 37, column: 31, scope: !1665)
!1683 = !DILocation(line: 37, column: 5, scope: !1665)
!1684 = distinct !{!1684, !1668, !1685, !1686}
!1685 = !DILocation(line: 40, column: 5, scope: !1661)
!1686 = !{!"llvm.loop.mustprogress"}
!1687 = !DILocation(line: 48, column: 1, scope: !1619)
!1688 = !DILocation(line: 48, column: 1, scope: !1647)
!1689 = !DILocation(line: 41, column: 3, scope: !1647)
!1690 = !DILocation(line: 34, column: 27, scope: !1642)
!1691 = !DILocation(line: 34, column: 3, scope: !1642)
!1692 = distinct !{!1692, !1645, !1693, !1686}
!1693 = !DILocation(line: 41, column: 3, scope: !1638)
!1694 = !DILocalVariable(name: "total", scope: !1619, file: !1, line: 42, type: !541)
!1695 = !DILocation(line: 42, column: 8, scope: !1619)
!1696 = !DILocation(line: 42, column: 16, scope: !1619)
!1697 = !DILocalVariable(name: "chk", scope: !1619, file: !1, line: 43, type: !541)
!1698 = !DILocation(line: 43, column: 8, scope: !1619)
!1699 = !DILocalVariable(name: "r", scope: !1700, file: !1, line: 44, type: !3)
!1700 = distinct !DILexicalBlock(scope: !1619, file: !1, line: 44, column: 3)
!1701 = !DILocation(line: 44, column: 12, scope: !1700)
!1702 = !DILocation(line: 44, column: 8, scope: !1700)
!1703 = !DILocation(line: 44, column: 19, scope: !1704)
!1704 = distinct !DILexicalBlock(scope: !1700, file: !1, line: 44, column: 3)
!1705 = !DILocation(line: 44, column: 23, scope: !1704)
!1706 = !DILocation(line: 44, column: 21, scope: !1704)
!1707 = !DILocation(line: 44, column: 3, scope: !1700)
!1708 = !DILocation(line: 45, column: 17, scope: !1704)
!1709 = !DILocation(line: 45, column: 12, scope: !1704)
!1710 = !DILocation(line: 45, column: 9, scope: !1704)
!1711 = !DILocation(line: 45, column: 5, scope: !1704)
!1712 = !DILocation(line: 44, column: 28, scope: !1704)
!1713 = !DILocation(line: 44, column: 3, scope: !1704)
!1714 = distinct !{!1714, !1707, !1715, !1686}
!1715 = !DILocation(line: 45, column: 21, scope: !1700)
!1716 = !DILocation(line: 46, column: 43, scope: !1619)
!1717 = !DILocation(line: 46, column: 50, scope: !1619)
!1718 = !DILocation(line: 46, column: 3, scope: !1619)
!1719 = !DILocation(line: 47, column: 3, scope: !1619)
!1720 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaISt6vectorIiSaIiEEEC2Ev", scope: !580, file: !39, line: 156, type: !621, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !620, retainedNodes: !136)
!1721 = !DILocalVariable(name: "this", arg: 1, scope: !1720, type: !1722, flags: DIFlagArtificial | DIFlagObjectPointer)
!1722 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !580, size: 64)
!1723 = !DILocation(line: 0, scope: !1720)
!1724 = !DILocation(line: 156, column: 36, scope: !1720)
!1725 = !DILocation(line: 156, column: 7, scope: !1720)
!1726 = !DILocation(line: 156, column: 38, scope: !1720)
!1727 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EEC2EmRKS2_", scope: !556, file: !5, line: 551, type: !785, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !784, retainedNodes: !136)
!1728 = !DILocalVariable(name: "this", arg: 1, scope: !1727, type: !1535, flags: DIFlagArtificial | DIFlagObjectPointer)
!1729 = !DILocation(line: 0, scope: !1727)
!1730 = !DILocalVariable(name: "__n", arg: 2, scope: !1727, file: !5, line: 551, type: !4)
!1731 = !DILocation(line: 551, column: 24, scope: !1727)
!1732 = !DILocalVariable(name: "__a", arg: 3, scope: !1727, file: !5, line: 551, type: !781)
!1733 = !DILocation(line: 551, column: 51, scope: !1727)
!1734 = !DILocation(line: 553, column: 7, scope: !1727)
!1735 = !DILocation(line: 552, column: 33, scope: !1727)
!1736 = !DILocation(line: 552, column: 38, scope: !1727)
!1737 = !DILocation(line: 552, column: 15, scope: !1727)
!1738 = !DILocation(line: 552, column: 44, scope: !1727)
!1739 = !DILocation(line: 552, column: 9, scope: !1727)
!1740 = !DILocation(line: 553, column: 31, scope: !1741)
!1741 = distinct !DILexicalBlock(scope: !1727, file: !5, line: 553, column: 7)
!1742 = !DILocation(line: 553, column: 9, scope: !1741)
!1743 = !DILocation(line: 553, column: 37, scope: !1727)
!1744 = !DILocation(line: 553, column: 37, scope: !1741)
!1745 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaISt6vectorIiSaIiEEED2Ev", scope: !580, file: !39, line: 174, type: !621, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !633, retainedNodes: !136)
!1746 = !DILocalVariable(name: "this", arg: 1, scope: !1745, type: !1722, flags: DIFlagArtificial | DIFlagObjectPointer)
!1747 = !DILocation(line: 0, scope: !1745)
!1748 = !DILocation(line: 174, column: 39, scope: !1749)
!1749 = distinct !DILexicalBlock(scope: !1745, file: !39, line: 174, column: 37)
!1750 = !DILocation(line: 174, column: 39, scope: !1745)
!1751 = distinct !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !11, file: !1752, line: 68, type: !383, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !391, retainedNodes: !136)
!1752 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: ".", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!1753 = !DILocalVariable(name: "this", arg: 1, scope: !1751, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!1754 = !DILocation(line: 0, scope: !1751)
!1755 = !DILocalVariable(name: "__n", arg: 2, scope: !1751, file: !5, line: 1105, type: !4)
!1756 = !DILocation(line: 1105, column: 25, scope: !1751)
!1757 = !DILocation(line: 70, column: 11, scope: !1758)
!1758 = distinct !DILexicalBlock(scope: !1751, file: !1752, line: 70, column: 11)
!1759 = !DILocation(line: 70, column: 23, scope: !1758)
!1760 = !DILocation(line: 70, column: 15, scope: !1758)
!1761 = !DILocation(line: 70, column: 11, scope: !1751)
!1762 = !DILocation(line: 71, column: 2, scope: !1758)
!1763 = !DILocation(line: 72, column: 17, scope: !1764)
!1764 = distinct !DILexicalBlock(scope: !1751, file: !1752, line: 72, column: 11)
!1765 = !DILocation(line: 72, column: 30, scope: !1764)
!1766 = !DILocation(line: 72, column: 28, scope: !1764)
!1767 = !DILocation(line: 72, column: 11, scope: !1751)
!1768 = !DILocalVariable(name: "__old_size", scope: !1769, file: !1752, line: 74, type: !1770)
!1769 = distinct !DILexicalBlock(scope: !1764, file: !1752, line: 73, column: 2)
!1770 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1771 = !DILocation(line: 74, column: 20, scope: !1769)
!1772 = !DILocation(line: 74, column: 33, scope: !1769)
!1773 = !DILocalVariable(name: "__tmp", scope: !1769, file: !1752, line: 75, type: !272)
!1774 = !DILocation(line: 75, column: 12, scope: !1769)
!1775 = !DILocation(line: 79, column: 22, scope: !1776)
!1776 = distinct !DILexicalBlock(scope: !1777, file: !1752, line: 78, column: 6)
!1777 = distinct !DILexicalBlock(scope: !1769, file: !1752, line: 77, column: 29)
!1778 = !DILocation(line: 79, column: 34, scope: !1776)
!1779 = !DILocation(line: 79, column: 14, scope: !1776)
!1780 = !DILocation(line: 80, column: 26, scope: !1776)
!1781 = !DILocation(line: 80, column: 20, scope: !1776)
!1782 = !DILocation(line: 80, column: 34, scope: !1776)
!1783 = !DILocation(line: 80, column: 50, scope: !1776)
!1784 = !DILocation(line: 80, column: 44, scope: !1776)
!1785 = !DILocation(line: 80, column: 58, scope: !1776)
!1786 = !DILocation(line: 81, column: 6, scope: !1776)
!1787 = !DILocation(line: 81, column: 13, scope: !1776)
!1788 = !DILocation(line: 80, column: 8, scope: !1776)
!1789 = !DILocation(line: 93, column: 4, scope: !1769)
!1790 = !DILocation(line: 93, column: 24, scope: !1769)
!1791 = !DILocation(line: 93, column: 18, scope: !1769)
!1792 = !DILocation(line: 93, column: 32, scope: !1769)
!1793 = !DILocation(line: 94, column: 10, scope: !1769)
!1794 = !DILocation(line: 94, column: 4, scope: !1769)
!1795 = !DILocation(line: 94, column: 18, scope: !1769)
!1796 = !DILocation(line: 95, column: 12, scope: !1769)
!1797 = !DILocation(line: 95, column: 6, scope: !1769)
!1798 = !DILocation(line: 95, column: 20, scope: !1769)
!1799 = !DILocation(line: 95, column: 4, scope: !1769)
!1800 = !DILocation(line: 96, column: 29, scope: !1769)
!1801 = !DILocation(line: 96, column: 10, scope: !1769)
!1802 = !DILocation(line: 96, column: 4, scope: !1769)
!1803 = !DILocation(line: 96, column: 18, scope: !1769)
!1804 = !DILocation(line: 96, column: 27, scope: !1769)
!1805 = !DILocation(line: 97, column: 30, scope: !1769)
!1806 = !DILocation(line: 97, column: 38, scope: !1769)
!1807 = !DILocation(line: 97, column: 36, scope: !1769)
!1808 = !DILocation(line: 97, column: 10, scope: !1769)
!1809 = !DILocation(line: 97, column: 4, scope: !1769)
!1810 = !DILocation(line: 97, column: 18, scope: !1769)
!1811 = !DILocation(line: 97, column: 28, scope: !1769)
!1812 = !DILocation(line: 98, column: 44, scope: !1769)
!1813 = !DILocation(line: 98, column: 38, scope: !1769)
!1814 = !DILocation(line: 98, column: 52, scope: !1769)
!1815 = !DILocation(line: 98, column: 63, scope: !1769)
!1816 = !DILocation(line: 98, column: 61, scope: !1769)
!1817 = !DILocation(line: 98, column: 10, scope: !1769)
!1818 = !DILocation(line: 98, column: 4, scope: !1769)
!1819 = !DILocation(line: 98, column: 18, scope: !1769)
!1820 = !DILocation(line: 98, column: 36, scope: !1769)
!1821 = !DILocation(line: 99, column: 2, scope: !1769)
!1822 = !DILocation(line: 100, column: 5, scope: !1751)
!1823 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !11, file: !5, line: 1293, type: !430, scopeLine: 1294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !429, retainedNodes: !136)
!1824 = !DILocalVariable(name: "this", arg: 1, scope: !1823, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!1825 = !DILocation(line: 0, scope: !1823)
!1826 = !DILocalVariable(name: "__x", arg: 2, scope: !1823, file: !5, line: 1293, type: !432)
!1827 = !DILocation(line: 1293, column: 30, scope: !1823)
!1828 = !DILocation(line: 1294, column: 32, scope: !1823)
!1829 = !DILocation(line: 1294, column: 22, scope: !1823)
!1830 = !DILocation(line: 1294, column: 9, scope: !1823)
!1831 = !DILocation(line: 1294, column: 39, scope: !1823)
!1832 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !11, file: !5, line: 1121, type: !393, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !392, retainedNodes: !136)
!1833 = !DILocalVariable(name: "this", arg: 1, scope: !1832, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!1834 = !DILocation(line: 0, scope: !1832)
!1835 = !DILocalVariable(name: "__n", arg: 2, scope: !1832, file: !5, line: 1121, type: !4)
!1836 = !DILocation(line: 1121, column: 28, scope: !1832)
!1837 = !DILocation(line: 1124, column: 17, scope: !1832)
!1838 = !DILocation(line: 1124, column: 11, scope: !1832)
!1839 = !DILocation(line: 1124, column: 25, scope: !1832)
!1840 = !DILocation(line: 1124, column: 36, scope: !1832)
!1841 = !DILocation(line: 1124, column: 34, scope: !1832)
!1842 = !DILocation(line: 1124, column: 2, scope: !1832)
!1843 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EED2Ev", scope: !556, file: !5, line: 728, type: !775, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !825, retainedNodes: !136)
!1844 = !DILocalVariable(name: "this", arg: 1, scope: !1843, type: !1535, flags: DIFlagArtificial | DIFlagObjectPointer)
!1845 = !DILocation(line: 0, scope: !1843)
!1846 = !DILocation(line: 730, column: 22, scope: !1847)
!1847 = distinct !DILexicalBlock(scope: !1843, file: !5, line: 729, column: 7)
!1848 = !DILocation(line: 730, column: 16, scope: !1847)
!1849 = !DILocation(line: 730, column: 30, scope: !1847)
!1850 = !DILocation(line: 730, column: 46, scope: !1847)
!1851 = !DILocation(line: 730, column: 40, scope: !1847)
!1852 = !DILocation(line: 730, column: 54, scope: !1847)
!1853 = !DILocation(line: 731, column: 9, scope: !1847)
!1854 = !DILocation(line: 730, column: 2, scope: !1847)
!1855 = !DILocation(line: 733, column: 7, scope: !1847)
!1856 = !DILocation(line: 733, column: 7, scope: !1843)
!1857 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2Ev", scope: !584, file: !45, line: 80, type: !587, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !586, retainedNodes: !136)
!1858 = !DILocalVariable(name: "this", arg: 1, scope: !1857, type: !1859, flags: DIFlagArtificial | DIFlagObjectPointer)
!1859 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64)
!1860 = !DILocation(line: 0, scope: !1857)
!1861 = !DILocation(line: 80, column: 49, scope: !1857)
!1862 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE17_S_check_init_lenEmRKS2_", scope: !556, file: !5, line: 1902, type: !966, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !965, retainedNodes: !136)
!1863 = !DILocalVariable(name: "__n", arg: 1, scope: !1862, file: !5, line: 1902, type: !4)
!1864 = !DILocation(line: 1902, column: 35, scope: !1862)
!1865 = !DILocalVariable(name: "__a", arg: 2, scope: !1862, file: !5, line: 1902, type: !781)
!1866 = !DILocation(line: 1902, column: 62, scope: !1862)
!1867 = !DILocation(line: 1904, column: 6, scope: !1868)
!1868 = distinct !DILexicalBlock(scope: !1862, file: !5, line: 1904, column: 6)
!1869 = !DILocation(line: 1904, column: 39, scope: !1868)
!1870 = !DILocation(line: 1904, column: 24, scope: !1868)
!1871 = !DILocation(line: 1904, column: 12, scope: !1868)
!1872 = !DILocation(line: 1904, column: 10, scope: !1868)
!1873 = !DILocation(line: 1904, column: 6, scope: !1862)
!1874 = !DILocation(line: 1905, column: 4, scope: !1868)
!1875 = !DILocation(line: 1907, column: 9, scope: !1862)
!1876 = !DILocation(line: 1907, column: 2, scope: !1862)
!1877 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EEC2EmRKS3_", scope: !559, file: !5, line: 330, type: !736, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !735, retainedNodes: !136)
!1878 = !DILocalVariable(name: "this", arg: 1, scope: !1877, type: !1879, flags: DIFlagArtificial | DIFlagObjectPointer)
!1879 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !559, size: 64)
!1880 = !DILocation(line: 0, scope: !1877)
!1881 = !DILocalVariable(name: "__n", arg: 2, scope: !1877, file: !5, line: 330, type: !6)
!1882 = !DILocation(line: 330, column: 27, scope: !1877)
!1883 = !DILocalVariable(name: "__a", arg: 3, scope: !1877, file: !5, line: 330, type: !730)
!1884 = !DILocation(line: 330, column: 54, scope: !1877)
!1885 = !DILocation(line: 331, column: 9, scope: !1877)
!1886 = !DILocation(line: 331, column: 17, scope: !1877)
!1887 = !DILocation(line: 332, column: 27, scope: !1888)
!1888 = distinct !DILexicalBlock(scope: !1877, file: !5, line: 332, column: 7)
!1889 = !DILocation(line: 332, column: 9, scope: !1888)
!1890 = !DILocation(line: 332, column: 33, scope: !1877)
!1891 = !DILocation(line: 332, column: 33, scope: !1888)
!1892 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE21_M_default_initializeEm", scope: !556, file: !5, line: 1710, type: !876, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !950, retainedNodes: !136)
!1893 = !DILocalVariable(name: "this", arg: 1, scope: !1892, type: !1535, flags: DIFlagArtificial | DIFlagObjectPointer)
!1894 = !DILocation(line: 0, scope: !1892)
!1895 = !DILocalVariable(name: "__n", arg: 2, scope: !1892, file: !5, line: 1710, type: !4)
!1896 = !DILocation(line: 1710, column: 39, scope: !1892)
!1897 = !DILocation(line: 1713, column: 43, scope: !1892)
!1898 = !DILocation(line: 1713, column: 37, scope: !1892)
!1899 = !DILocation(line: 1713, column: 51, scope: !1892)
!1900 = !DILocation(line: 1713, column: 61, scope: !1892)
!1901 = !DILocation(line: 1714, column: 9, scope: !1892)
!1902 = !DILocation(line: 1713, column: 4, scope: !1892)
!1903 = !DILocation(line: 1712, column: 8, scope: !1892)
!1904 = !DILocation(line: 1712, column: 2, scope: !1892)
!1905 = !DILocation(line: 1712, column: 16, scope: !1892)
!1906 = !DILocation(line: 1712, column: 26, scope: !1892)
!1907 = !DILocation(line: 1715, column: 7, scope: !1892)
!1908 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EED2Ev", scope: !559, file: !5, line: 364, type: !725, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !751, retainedNodes: !136)
!1909 = !DILocalVariable(name: "this", arg: 1, scope: !1908, type: !1879, flags: DIFlagArtificial | DIFlagObjectPointer)
!1910 = !DILocation(line: 0, scope: !1908)
!1911 = !DILocation(line: 366, column: 16, scope: !1912)
!1912 = distinct !DILexicalBlock(scope: !1908, file: !5, line: 365, column: 7)
!1913 = !DILocation(line: 366, column: 24, scope: !1912)
!1914 = !DILocation(line: 367, column: 9, scope: !1912)
!1915 = !DILocation(line: 367, column: 17, scope: !1912)
!1916 = !DILocation(line: 367, column: 37, scope: !1912)
!1917 = !DILocation(line: 367, column: 45, scope: !1912)
!1918 = !DILocation(line: 367, column: 35, scope: !1912)
!1919 = !DILocation(line: 366, column: 2, scope: !1912)
!1920 = !DILocation(line: 368, column: 7, scope: !1912)
!1921 = !DILocation(line: 368, column: 7, scope: !1908)
!1922 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIS_IiSaIiEESaIS1_EE11_S_max_sizeERKS2_", scope: !556, file: !5, line: 1911, type: !969, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !968, retainedNodes: !136)
!1923 = !DILocalVariable(name: "__a", arg: 1, scope: !1922, file: !5, line: 1911, type: !971)
!1924 = !DILocation(line: 1911, column: 41, scope: !1922)
!1925 = !DILocalVariable(name: "__diffmax", scope: !1922, file: !5, line: 1916, type: !1926)
!1926 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!1927 = !DILocation(line: 1916, column: 15, scope: !1922)
!1928 = !DILocalVariable(name: "__allocmax", scope: !1922, file: !5, line: 1918, type: !1926)
!1929 = !DILocation(line: 1918, column: 15, scope: !1922)
!1930 = !DILocation(line: 1918, column: 52, scope: !1922)
!1931 = !DILocation(line: 1918, column: 28, scope: !1922)
!1932 = !DILocation(line: 1919, column: 9, scope: !1922)
!1933 = !DILocation(line: 1919, column: 2, scope: !1922)
!1934 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaISt6vectorIiSaIiEEEC2ERKS2_", scope: !580, file: !39, line: 159, type: !625, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !624, retainedNodes: !136)
!1935 = !DILocalVariable(name: "this", arg: 1, scope: !1934, type: !1722, flags: DIFlagArtificial | DIFlagObjectPointer)
!1936 = !DILocation(line: 0, scope: !1934)
!1937 = !DILocalVariable(name: "__a", arg: 2, scope: !1934, file: !39, line: 159, type: !627)
!1938 = !DILocation(line: 159, column: 34, scope: !1934)
!1939 = !DILocation(line: 160, column: 36, scope: !1934)
!1940 = !DILocation(line: 160, column: 31, scope: !1934)
!1941 = !DILocation(line: 160, column: 9, scope: !1934)
!1942 = !DILocation(line: 160, column: 38, scope: !1934)
!1943 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8max_sizeERKS3_", scope: !571, file: !29, line: 547, type: !641, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !640, retainedNodes: !136)
!1944 = !DILocalVariable(name: "__a", arg: 1, scope: !1943, file: !29, line: 547, type: !644)
!1945 = !DILocation(line: 547, column: 38, scope: !1943)
!1946 = !DILocation(line: 550, column: 9, scope: !1943)
!1947 = !DILocation(line: 550, column: 13, scope: !1943)
!1948 = !DILocation(line: 550, column: 2, scope: !1943)
!1949 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !8, file: !1950, line: 230, type: !1951, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1955, retainedNodes: !136)
!1950 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!1951 = !DISubroutineType(types: !1952)
!1952 = !{!1953, !1953, !1953}
!1953 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1954, size: 64)
!1954 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!1955 = !{!1956}
!1956 = !DITemplateTypeParameter(name: "_Tp", type: !9)
!1957 = !DILocalVariable(name: "__a", arg: 1, scope: !1949, file: !1950, line: 230, type: !1953)
!1958 = !DILocation(line: 230, column: 20, scope: !1949)
!1959 = !DILocalVariable(name: "__b", arg: 2, scope: !1949, file: !1950, line: 230, type: !1953)
!1960 = !DILocation(line: 230, column: 36, scope: !1949)
!1961 = !DILocation(line: 235, column: 11, scope: !1962)
!1962 = distinct !DILexicalBlock(scope: !1949, file: !1950, line: 235, column: 11)
!1963 = !DILocation(line: 235, column: 17, scope: !1962)
!1964 = !DILocation(line: 235, column: 15, scope: !1962)
!1965 = !DILocation(line: 235, column: 11, scope: !1949)
!1966 = !DILocation(line: 236, column: 9, scope: !1962)
!1967 = !DILocation(line: 236, column: 2, scope: !1962)
!1968 = !DILocation(line: 237, column: 14, scope: !1949)
!1969 = !DILocation(line: 237, column: 7, scope: !1949)
!1970 = !DILocation(line: 238, column: 5, scope: !1949)
!1971 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE8max_sizeEv", scope: !584, file: !45, line: 167, type: !615, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !614, retainedNodes: !136)
!1972 = !DILocalVariable(name: "this", arg: 1, scope: !1971, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!1973 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !594, size: 64)
!1974 = !DILocation(line: 0, scope: !1971)
!1975 = !DILocation(line: 168, column: 16, scope: !1971)
!1976 = !DILocation(line: 168, column: 9, scope: !1971)
!1977 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorISt6vectorIiSaIiEEE11_M_max_sizeEv", scope: !584, file: !45, line: 210, type: !615, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !617, retainedNodes: !136)
!1978 = !DILocalVariable(name: "this", arg: 1, scope: !1977, type: !1973, flags: DIFlagArtificial | DIFlagObjectPointer)
!1979 = !DILocation(line: 0, scope: !1977)
!1980 = !DILocation(line: 213, column: 2, scope: !1977)
!1981 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEEC2ERKS3_", scope: !584, file: !45, line: 83, type: !591, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !590, retainedNodes: !136)
!1982 = !DILocalVariable(name: "this", arg: 1, scope: !1981, type: !1859, flags: DIFlagArtificial | DIFlagObjectPointer)
!1983 = !DILocation(line: 0, scope: !1981)
!1984 = !DILocalVariable(arg: 2, scope: !1981, file: !45, line: 83, type: !593)
!1985 = !DILocation(line: 83, column: 45, scope: !1981)
!1986 = !DILocation(line: 83, column: 71, scope: !1981)
!1987 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implC2ERKS3_", scope: !562, file: !5, line: 143, type: !695, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !694, retainedNodes: !136)
!1988 = !DILocalVariable(name: "this", arg: 1, scope: !1987, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!1989 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64)
!1990 = !DILocation(line: 0, scope: !1987)
!1991 = !DILocalVariable(name: "__a", arg: 2, scope: !1987, file: !5, line: 143, type: !697)
!1992 = !DILocation(line: 143, column: 37, scope: !1987)
!1993 = !DILocation(line: 145, column: 2, scope: !1987)
!1994 = !DILocation(line: 144, column: 19, scope: !1987)
!1995 = !DILocation(line: 144, column: 4, scope: !1987)
!1996 = !DILocation(line: 143, column: 2, scope: !1987)
!1997 = !DILocation(line: 145, column: 4, scope: !1987)
!1998 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_M_create_storageEm", scope: !559, file: !5, line: 393, type: !733, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !758, retainedNodes: !136)
!1999 = !DILocalVariable(name: "this", arg: 1, scope: !1998, type: !1879, flags: DIFlagArtificial | DIFlagObjectPointer)
!2000 = !DILocation(line: 0, scope: !1998)
!2001 = !DILocalVariable(name: "__n", arg: 2, scope: !1998, file: !5, line: 393, type: !6)
!2002 = !DILocation(line: 393, column: 32, scope: !1998)
!2003 = !DILocation(line: 395, column: 45, scope: !1998)
!2004 = !DILocation(line: 395, column: 33, scope: !1998)
!2005 = !DILocation(line: 395, column: 8, scope: !1998)
!2006 = !DILocation(line: 395, column: 2, scope: !1998)
!2007 = !DILocation(line: 395, column: 16, scope: !1998)
!2008 = !DILocation(line: 395, column: 25, scope: !1998)
!2009 = !DILocation(line: 396, column: 34, scope: !1998)
!2010 = !DILocation(line: 396, column: 28, scope: !1998)
!2011 = !DILocation(line: 396, column: 42, scope: !1998)
!2012 = !DILocation(line: 396, column: 8, scope: !1998)
!2013 = !DILocation(line: 396, column: 2, scope: !1998)
!2014 = !DILocation(line: 396, column: 16, scope: !1998)
!2015 = !DILocation(line: 396, column: 26, scope: !1998)
!2016 = !DILocation(line: 397, column: 42, scope: !1998)
!2017 = !DILocation(line: 397, column: 36, scope: !1998)
!2018 = !DILocation(line: 397, column: 50, scope: !1998)
!2019 = !DILocation(line: 397, column: 61, scope: !1998)
!2020 = !DILocation(line: 397, column: 59, scope: !1998)
!2021 = !DILocation(line: 397, column: 8, scope: !1998)
!2022 = !DILocation(line: 397, column: 2, scope: !1998)
!2023 = !DILocation(line: 397, column: 16, scope: !1998)
!2024 = !DILocation(line: 397, column: 34, scope: !1998)
!2025 = !DILocation(line: 398, column: 7, scope: !1998)
!2026 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE12_Vector_implD2Ev", scope: !562, file: !5, line: 133, type: !691, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !2027, retainedNodes: !136)
!2027 = !DISubprogram(name: "~_Vector_impl", scope: !562, type: !691, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2028 = !DILocalVariable(name: "this", arg: 1, scope: !2026, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!2029 = !DILocation(line: 0, scope: !2026)
!2030 = !DILocation(line: 133, column: 14, scope: !2031)
!2031 = distinct !DILexicalBlock(scope: !2026, file: !5, line: 133, column: 14)
!2032 = !DILocation(line: 133, column: 14, scope: !2026)
!2033 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE17_Vector_impl_dataC2Ev", scope: !666, file: !5, line: 99, type: !674, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !673, retainedNodes: !136)
!2034 = !DILocalVariable(name: "this", arg: 1, scope: !2033, type: !2035, flags: DIFlagArtificial | DIFlagObjectPointer)
!2035 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !666, size: 64)
!2036 = !DILocation(line: 0, scope: !2033)
!2037 = !DILocation(line: 100, column: 4, scope: !2033)
!2038 = !DILocation(line: 100, column: 16, scope: !2033)
!2039 = !DILocation(line: 100, column: 29, scope: !2033)
!2040 = !DILocation(line: 101, column: 4, scope: !2033)
!2041 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE11_M_allocateEm", scope: !559, file: !5, line: 375, type: !753, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !752, retainedNodes: !136)
!2042 = !DILocalVariable(name: "this", arg: 1, scope: !2041, type: !1879, flags: DIFlagArtificial | DIFlagObjectPointer)
!2043 = !DILocation(line: 0, scope: !2041)
!2044 = !DILocalVariable(name: "__n", arg: 2, scope: !2041, file: !5, line: 375, type: !6)
!2045 = !DILocation(line: 375, column: 26, scope: !2041)
!2046 = !DILocation(line: 378, column: 9, scope: !2041)
!2047 = !DILocation(line: 378, column: 13, scope: !2041)
!2048 = !DILocation(line: 378, column: 34, scope: !2041)
!2049 = !DILocation(line: 378, column: 43, scope: !2041)
!2050 = !DILocation(line: 378, column: 20, scope: !2041)
!2051 = !DILocation(line: 378, column: 2, scope: !2041)
!2052 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE8allocateERS3_m", scope: !571, file: !29, line: 463, type: !574, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !573, retainedNodes: !136)
!2053 = !DILocalVariable(name: "__a", arg: 1, scope: !2052, file: !29, line: 463, type: !578)
!2054 = !DILocation(line: 463, column: 32, scope: !2052)
!2055 = !DILocalVariable(name: "__n", arg: 2, scope: !2052, file: !29, line: 463, type: !101)
!2056 = !DILocation(line: 463, column: 47, scope: !2052)
!2057 = !DILocation(line: 464, column: 16, scope: !2052)
!2058 = !DILocation(line: 464, column: 29, scope: !2052)
!2059 = !DILocation(line: 464, column: 20, scope: !2052)
!2060 = !DILocation(line: 464, column: 9, scope: !2052)
!2061 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE8allocateEmPKv", scope: !584, file: !45, line: 112, type: !609, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !608, retainedNodes: !136)
!2062 = !DILocalVariable(name: "this", arg: 1, scope: !2061, type: !1859, flags: DIFlagArtificial | DIFlagObjectPointer)
!2063 = !DILocation(line: 0, scope: !2061)
!2064 = !DILocalVariable(name: "__n", arg: 2, scope: !2061, file: !45, line: 112, type: !75)
!2065 = !DILocation(line: 112, column: 26, scope: !2061)
!2066 = !DILocalVariable(arg: 3, scope: !2061, file: !45, line: 112, type: !76)
!2067 = !DILocation(line: 112, column: 43, scope: !2061)
!2068 = !DILocation(line: 120, column: 23, scope: !2069)
!2069 = distinct !DILexicalBlock(scope: !2061, file: !45, line: 120, column: 6)
!2070 = !DILocation(line: 120, column: 35, scope: !2069)
!2071 = !DILocation(line: 120, column: 27, scope: !2069)
!2072 = !DILocation(line: 120, column: 6, scope: !2061)
!2073 = !DILocation(line: 124, column: 10, scope: !2074)
!2074 = distinct !DILexicalBlock(scope: !2075, file: !45, line: 124, column: 10)
!2075 = distinct !DILexicalBlock(scope: !2069, file: !45, line: 121, column: 4)
!2076 = !DILocation(line: 124, column: 14, scope: !2074)
!2077 = !DILocation(line: 124, column: 10, scope: !2075)
!2078 = !DILocation(line: 125, column: 8, scope: !2074)
!2079 = !DILocation(line: 126, column: 6, scope: !2075)
!2080 = !DILocation(line: 137, column: 49, scope: !2061)
!2081 = !DILocation(line: 137, column: 53, scope: !2061)
!2082 = !DILocation(line: 137, column: 27, scope: !2061)
!2083 = !DILocation(line: 137, column: 9, scope: !2061)
!2084 = !DILocation(line: 137, column: 2, scope: !2061)
!2085 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEED2Ev", scope: !584, file: !45, line: 90, type: !587, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !595, retainedNodes: !136)
!2086 = !DILocalVariable(name: "this", arg: 1, scope: !2085, type: !1859, flags: DIFlagArtificial | DIFlagObjectPointer)
!2087 = !DILocation(line: 0, scope: !2085)
!2088 = !DILocation(line: 90, column: 50, scope: !2085)
!2089 = distinct !DISubprogram(name: "__uninitialized_default_n_a<std::vector<int, std::allocator<int> > *, unsigned long, std::vector<int, std::allocator<int> > >", linkageName: "_ZSt27__uninitialized_default_n_aIPSt6vectorIiSaIiEEmS2_ET_S4_T0_RSaIT1_E", scope: !8, file: !2090, line: 764, type: !2091, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2093, retainedNodes: !136)
!2090 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!2091 = !DISubroutineType(types: !2092)
!2092 = !{!577, !577, !9, !632}
!2093 = !{!2094, !2095, !619}
!2094 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !577)
!2095 = !DITemplateTypeParameter(name: "_Size", type: !9)
!2096 = !DILocalVariable(name: "__first", arg: 1, scope: !2089, file: !2090, line: 764, type: !577)
!2097 = !DILocation(line: 764, column: 50, scope: !2089)
!2098 = !DILocalVariable(name: "__n", arg: 2, scope: !2089, file: !2090, line: 764, type: !9)
!2099 = !DILocation(line: 764, column: 65, scope: !2089)
!2100 = !DILocalVariable(arg: 3, scope: !2089, file: !2090, line: 765, type: !632)
!2101 = !DILocation(line: 765, column: 20, scope: !2089)
!2102 = !DILocation(line: 766, column: 45, scope: !2089)
!2103 = !DILocation(line: 766, column: 54, scope: !2089)
!2104 = !DILocation(line: 766, column: 14, scope: !2089)
!2105 = !DILocation(line: 766, column: 7, scope: !2089)
!2106 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE19_M_get_Tp_allocatorEv", scope: !559, file: !5, line: 298, type: !711, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !710, retainedNodes: !136)
!2107 = !DILocalVariable(name: "this", arg: 1, scope: !2106, type: !1879, flags: DIFlagArtificial | DIFlagObjectPointer)
!2108 = !DILocation(line: 0, scope: !2106)
!2109 = !DILocation(line: 299, column: 22, scope: !2106)
!2110 = !DILocation(line: 299, column: 16, scope: !2106)
!2111 = !DILocation(line: 299, column: 9, scope: !2106)
!2112 = distinct !DISubprogram(name: "__uninitialized_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPSt6vectorIiSaIiEEmET_S4_T0_", scope: !8, file: !2090, line: 691, type: !2113, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2115, retainedNodes: !136)
!2113 = !DISubroutineType(types: !2114)
!2114 = !{!577, !577, !9}
!2115 = !{!2094, !2095}
!2116 = !DILocalVariable(name: "__first", arg: 1, scope: !2112, file: !2090, line: 691, type: !577)
!2117 = !DILocation(line: 691, column: 48, scope: !2112)
!2118 = !DILocalVariable(name: "__n", arg: 2, scope: !2112, file: !2090, line: 691, type: !9)
!2119 = !DILocation(line: 691, column: 63, scope: !2112)
!2120 = !DILocalVariable(name: "__can_fill", scope: !2112, file: !2090, line: 696, type: !241)
!2121 = !DILocation(line: 696, column: 22, scope: !2112)
!2122 = !DILocation(line: 701, column: 21, scope: !2112)
!2123 = !DILocation(line: 701, column: 30, scope: !2112)
!2124 = !DILocation(line: 699, column: 14, scope: !2112)
!2125 = !DILocation(line: 699, column: 7, scope: !2112)
!2126 = distinct !DISubprogram(name: "__uninit_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_", scope: !2127, file: !2090, line: 632, type: !2113, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2115, declaration: !2130, retainedNodes: !136)
!2127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<false>", scope: !8, file: !2090, line: 627, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !2128, identifier: "_ZTSSt27__uninitialized_default_n_1ILb0EE")
!2128 = !{!2129}
!2129 = !DITemplateValueParameter(name: "_TrivialValueType", type: !129, value: i8 0)
!2130 = !DISubprogram(name: "__uninit_default_n<std::vector<int, std::allocator<int> > *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb0EE18__uninit_default_nIPSt6vectorIiSaIiEEmEET_S6_T0_", scope: !2127, file: !2090, line: 632, type: !2113, scopeLine: 632, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2115)
!2131 = !DILocalVariable(name: "__first", arg: 1, scope: !2126, file: !2090, line: 632, type: !577)
!2132 = !DILocation(line: 632, column: 45, scope: !2126)
!2133 = !DILocalVariable(name: "__n", arg: 2, scope: !2126, file: !2090, line: 632, type: !9)
!2134 = !DILocation(line: 632, column: 60, scope: !2126)
!2135 = !DILocalVariable(name: "__cur", scope: !2126, file: !2090, line: 634, type: !577)
!2136 = !DILocation(line: 634, column: 21, scope: !2126)
!2137 = !DILocation(line: 634, column: 29, scope: !2126)
!2138 = !DILocation(line: 637, column: 8, scope: !2139)
!2139 = distinct !DILexicalBlock(scope: !2126, file: !2090, line: 636, column: 6)
!2140 = !DILocation(line: 637, column: 15, scope: !2141)
!2141 = distinct !DILexicalBlock(scope: !2142, file: !2090, line: 637, column: 8)
!2142 = distinct !DILexicalBlock(scope: !2139, file: !2090, line: 637, column: 8)
!2143 = !DILocation(line: 637, column: 19, scope: !2141)
!2144 = !DILocation(line: 637, column: 8, scope: !2142)
!2145 = !DILocation(line: 638, column: 37, scope: !2141)
!2146 = !DILocation(line: 638, column: 19, scope: !2141)
!2147 = !DILocation(line: 638, column: 3, scope: !2141)
!2148 = !DILocation(line: 637, column: 24, scope: !2141)
!2149 = !DILocation(line: 637, column: 38, scope: !2141)
!2150 = !DILocation(line: 637, column: 8, scope: !2141)
!2151 = distinct !{!2151, !2144, !2152, !1686}
!2152 = !DILocation(line: 638, column: 43, scope: !2142)
!2153 = !DILocation(line: 646, column: 2, scope: !2141)
!2154 = !DILocation(line: 640, column: 6, scope: !2139)
!2155 = !DILocation(line: 643, column: 22, scope: !2156)
!2156 = distinct !DILexicalBlock(scope: !2126, file: !2090, line: 642, column: 6)
!2157 = !DILocation(line: 643, column: 31, scope: !2156)
!2158 = !DILocation(line: 643, column: 8, scope: !2156)
!2159 = !DILocation(line: 644, column: 8, scope: !2156)
!2160 = !DILocation(line: 639, column: 15, scope: !2139)
!2161 = !DILocation(line: 639, column: 8, scope: !2139)
!2162 = !DILocation(line: 646, column: 2, scope: !2156)
!2163 = !DILocation(line: 645, column: 6, scope: !2156)
!2164 = distinct !DISubprogram(name: "_Construct<std::vector<int, std::allocator<int> > >", linkageName: "_ZSt10_ConstructISt6vectorIiSaIiEEJEEvPT_DpOT0_", scope: !8, file: !2165, line: 109, type: !2166, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2168, retainedNodes: !136)
!2165 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2166 = !DISubroutineType(types: !2167)
!2167 = !{null, !577}
!2168 = !{!619, !2169}
!2169 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !136)
!2170 = !DILocalVariable(name: "__p", arg: 1, scope: !2164, file: !2165, line: 109, type: !577)
!2171 = !DILocation(line: 109, column: 21, scope: !2164)
!2172 = !DILocation(line: 119, column: 20, scope: !2164)
!2173 = !DILocation(line: 119, column: 7, scope: !2164)
!2174 = !DILocation(line: 119, column: 25, scope: !2164)
!2175 = !DILocation(line: 120, column: 5, scope: !2164)
!2176 = distinct !DISubprogram(name: "__addressof<std::vector<int, std::allocator<int> > >", linkageName: "_ZSt11__addressofISt6vectorIiSaIiEEEPT_RS3_", scope: !8, file: !2177, line: 49, type: !2178, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !618, retainedNodes: !136)
!2177 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: ".", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2178 = !DISubroutineType(types: !2179)
!2179 = !{!577, !337}
!2180 = !DILocalVariable(name: "__r", arg: 1, scope: !2176, file: !2177, line: 49, type: !337)
!2181 = !DILocation(line: 49, column: 22, scope: !2176)
!2182 = !DILocation(line: 50, column: 34, scope: !2176)
!2183 = !DILocation(line: 50, column: 7, scope: !2176)
!2184 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZSt8_DestroyIPSt6vectorIiSaIiEEEvT_S4_", scope: !8, file: !2165, line: 182, type: !2185, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2187, retainedNodes: !136)
!2185 = !DISubroutineType(types: !2186)
!2186 = !{null, !577, !577}
!2187 = !{!2094}
!2188 = !DILocalVariable(name: "__first", arg: 1, scope: !2184, file: !2165, line: 182, type: !577)
!2189 = !DILocation(line: 182, column: 31, scope: !2184)
!2190 = !DILocalVariable(name: "__last", arg: 2, scope: !2184, file: !2165, line: 182, type: !577)
!2191 = !DILocation(line: 182, column: 57, scope: !2184)
!2192 = !DILocation(line: 196, column: 12, scope: !2184)
!2193 = !DILocation(line: 196, column: 21, scope: !2184)
!2194 = !DILocation(line: 195, column: 7, scope: !2184)
!2195 = !DILocation(line: 197, column: 5, scope: !2184)
!2196 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2Ev", scope: !11, file: !5, line: 526, type: !282, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !281, retainedNodes: !136)
!2197 = !DILocalVariable(name: "this", arg: 1, scope: !2196, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!2198 = !DILocation(line: 0, scope: !2196)
!2199 = !DILocation(line: 526, column: 24, scope: !2196)
!2200 = !DILocation(line: 526, column: 7, scope: !2196)
!2201 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2Ev", scope: !14, file: !5, line: 312, type: !198, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !197, retainedNodes: !136)
!2202 = !DILocalVariable(name: "this", arg: 1, scope: !2201, type: !2203, flags: DIFlagArtificial | DIFlagObjectPointer)
!2203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!2204 = !DILocation(line: 0, scope: !2201)
!2205 = !DILocation(line: 312, column: 7, scope: !2201)
!2206 = !DILocation(line: 312, column: 30, scope: !2201)
!2207 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev", scope: !17, file: !5, line: 137, type: !164, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !163, retainedNodes: !136)
!2208 = !DILocalVariable(name: "this", arg: 1, scope: !2207, type: !2209, flags: DIFlagArtificial | DIFlagObjectPointer)
!2209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!2210 = !DILocation(line: 0, scope: !2207)
!2211 = !DILocation(line: 140, column: 2, scope: !2207)
!2212 = !DILocation(line: 139, column: 4, scope: !2207)
!2213 = !DILocation(line: 137, column: 2, scope: !2207)
!2214 = !DILocation(line: 140, column: 4, scope: !2207)
!2215 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIiEC2Ev", scope: !38, file: !39, line: 156, type: !88, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !87, retainedNodes: !136)
!2216 = !DILocalVariable(name: "this", arg: 1, scope: !2215, type: !2217, flags: DIFlagArtificial | DIFlagObjectPointer)
!2217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!2218 = !DILocation(line: 0, scope: !2215)
!2219 = !DILocation(line: 156, column: 36, scope: !2215)
!2220 = !DILocation(line: 156, column: 7, scope: !2215)
!2221 = !DILocation(line: 156, column: 38, scope: !2215)
!2222 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !139, file: !5, line: 99, type: !147, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !146, retainedNodes: !136)
!2223 = !DILocalVariable(name: "this", arg: 1, scope: !2222, type: !2224, flags: DIFlagArtificial | DIFlagObjectPointer)
!2224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!2225 = !DILocation(line: 0, scope: !2222)
!2226 = !DILocation(line: 100, column: 4, scope: !2222)
!2227 = !DILocation(line: 100, column: 16, scope: !2222)
!2228 = !DILocation(line: 100, column: 29, scope: !2222)
!2229 = !DILocation(line: 101, column: 4, scope: !2222)
!2230 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIiEC2Ev", scope: !44, file: !45, line: 80, type: !48, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !47, retainedNodes: !136)
!2231 = !DILocalVariable(name: "this", arg: 1, scope: !2230, type: !2232, flags: DIFlagArtificial | DIFlagObjectPointer)
!2232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!2233 = !DILocation(line: 0, scope: !2230)
!2234 = !DILocation(line: 80, column: 49, scope: !2230)
!2235 = distinct !DISubprogram(name: "__destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_", scope: !2236, file: !2165, line: 160, type: !2185, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2187, declaration: !2239, retainedNodes: !136)
!2236 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<false>", scope: !8, file: !2165, line: 156, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !2237, identifier: "_ZTSSt12_Destroy_auxILb0EE")
!2237 = !{!2238}
!2238 = !DITemplateValueParameter(type: !129, value: i8 0)
!2239 = !DISubprogram(name: "__destroy<std::vector<int, std::allocator<int> > *>", linkageName: "_ZNSt12_Destroy_auxILb0EE9__destroyIPSt6vectorIiSaIiEEEEvT_S6_", scope: !2236, file: !2165, line: 160, type: !2185, scopeLine: 160, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2187)
!2240 = !DILocalVariable(name: "__first", arg: 1, scope: !2235, file: !2165, line: 160, type: !577)
!2241 = !DILocation(line: 160, column: 29, scope: !2235)
!2242 = !DILocalVariable(name: "__last", arg: 2, scope: !2235, file: !2165, line: 160, type: !577)
!2243 = !DILocation(line: 160, column: 55, scope: !2235)
!2244 = !DILocation(line: 162, column: 4, scope: !2235)
!2245 = !DILocation(line: 162, column: 11, scope: !2246)
!2246 = distinct !DILexicalBlock(scope: !2247, file: !2165, line: 162, column: 4)
!2247 = distinct !DILexicalBlock(scope: !2235, file: !2165, line: 162, column: 4)
!2248 = !DILocation(line: 162, column: 22, scope: !2246)
!2249 = !DILocation(line: 162, column: 19, scope: !2246)
!2250 = !DILocation(line: 162, column: 4, scope: !2247)
!2251 = !DILocation(line: 163, column: 38, scope: !2246)
!2252 = !DILocation(line: 163, column: 20, scope: !2246)
!2253 = !DILocation(line: 163, column: 6, scope: !2246)
!2254 = !DILocation(line: 162, column: 30, scope: !2246)
!2255 = !DILocation(line: 162, column: 4, scope: !2246)
!2256 = distinct !{!2256, !2250, !2257, !1686}
!2257 = !DILocation(line: 163, column: 46, scope: !2247)
!2258 = !DILocation(line: 164, column: 2, scope: !2235)
!2259 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > >", linkageName: "_ZSt8_DestroyISt6vectorIiSaIiEEEvPT_", scope: !8, file: !2165, line: 146, type: !2166, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !618, retainedNodes: !136)
!2260 = !DILocalVariable(name: "__pointer", arg: 1, scope: !2259, file: !2165, line: 146, type: !577)
!2261 = !DILocation(line: 146, column: 19, scope: !2259)
!2262 = !DILocation(line: 151, column: 7, scope: !2259)
!2263 = !DILocation(line: 151, column: 19, scope: !2259)
!2264 = !DILocation(line: 153, column: 5, scope: !2259)
!2265 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !11, file: !5, line: 728, type: !282, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !333, retainedNodes: !136)
!2266 = !DILocalVariable(name: "this", arg: 1, scope: !2265, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!2267 = !DILocation(line: 0, scope: !2265)
!2268 = !DILocation(line: 730, column: 22, scope: !2269)
!2269 = distinct !DILexicalBlock(scope: !2265, file: !5, line: 729, column: 7)
!2270 = !DILocation(line: 730, column: 16, scope: !2269)
!2271 = !DILocation(line: 730, column: 30, scope: !2269)
!2272 = !DILocation(line: 730, column: 46, scope: !2269)
!2273 = !DILocation(line: 730, column: 40, scope: !2269)
!2274 = !DILocation(line: 730, column: 54, scope: !2269)
!2275 = !DILocation(line: 731, column: 9, scope: !2269)
!2276 = !DILocation(line: 730, column: 2, scope: !2269)
!2277 = !DILocation(line: 733, column: 7, scope: !2269)
!2278 = !DILocation(line: 733, column: 7, scope: !2265)
!2279 = distinct !DISubprogram(name: "_Destroy<int *, int>", linkageName: "_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E", scope: !8, file: !29, line: 847, type: !2280, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2282, retainedNodes: !136)
!2280 = !DISubroutineType(types: !2281)
!2281 = !{null, !35, !35, !99}
!2282 = !{!2283, !86}
!2283 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !35)
!2284 = !DILocalVariable(name: "__first", arg: 1, scope: !2279, file: !29, line: 847, type: !35)
!2285 = !DILocation(line: 847, column: 31, scope: !2279)
!2286 = !DILocalVariable(name: "__last", arg: 2, scope: !2279, file: !29, line: 847, type: !35)
!2287 = !DILocation(line: 847, column: 57, scope: !2279)
!2288 = !DILocalVariable(arg: 3, scope: !2279, file: !29, line: 848, type: !99)
!2289 = !DILocation(line: 848, column: 22, scope: !2279)
!2290 = !DILocation(line: 850, column: 16, scope: !2279)
!2291 = !DILocation(line: 850, column: 25, scope: !2279)
!2292 = !DILocation(line: 850, column: 7, scope: !2279)
!2293 = !DILocation(line: 851, column: 5, scope: !2279)
!2294 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !14, file: !5, line: 298, type: !184, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !183, retainedNodes: !136)
!2295 = !DILocalVariable(name: "this", arg: 1, scope: !2294, type: !2203, flags: DIFlagArtificial | DIFlagObjectPointer)
!2296 = !DILocation(line: 0, scope: !2294)
!2297 = !DILocation(line: 299, column: 22, scope: !2294)
!2298 = !DILocation(line: 299, column: 16, scope: !2294)
!2299 = !DILocation(line: 299, column: 9, scope: !2294)
!2300 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !14, file: !5, line: 364, type: !198, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !224, retainedNodes: !136)
!2301 = !DILocalVariable(name: "this", arg: 1, scope: !2300, type: !2203, flags: DIFlagArtificial | DIFlagObjectPointer)
!2302 = !DILocation(line: 0, scope: !2300)
!2303 = !DILocation(line: 366, column: 16, scope: !2304)
!2304 = distinct !DILexicalBlock(scope: !2300, file: !5, line: 365, column: 7)
!2305 = !DILocation(line: 366, column: 24, scope: !2304)
!2306 = !DILocation(line: 367, column: 9, scope: !2304)
!2307 = !DILocation(line: 367, column: 17, scope: !2304)
!2308 = !DILocation(line: 367, column: 37, scope: !2304)
!2309 = !DILocation(line: 367, column: 45, scope: !2304)
!2310 = !DILocation(line: 367, column: 35, scope: !2304)
!2311 = !DILocation(line: 366, column: 2, scope: !2304)
!2312 = !DILocation(line: 368, column: 7, scope: !2304)
!2313 = !DILocation(line: 368, column: 7, scope: !2300)
!2314 = distinct !DISubprogram(name: "_Destroy<int *>", linkageName: "_ZSt8_DestroyIPiEvT_S1_", scope: !8, file: !2165, line: 182, type: !2315, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2317, retainedNodes: !136)
!2315 = !DISubroutineType(types: !2316)
!2316 = !{null, !35, !35}
!2317 = !{!2283}
!2318 = !DILocalVariable(name: "__first", arg: 1, scope: !2314, file: !2165, line: 182, type: !35)
!2319 = !DILocation(line: 182, column: 31, scope: !2314)
!2320 = !DILocalVariable(name: "__last", arg: 2, scope: !2314, file: !2165, line: 182, type: !35)
!2321 = !DILocation(line: 182, column: 57, scope: !2314)
!2322 = !DILocation(line: 196, column: 12, scope: !2314)
!2323 = !DILocation(line: 196, column: 21, scope: !2314)
!2324 = !DILocation(line: 195, column: 7, scope: !2314)
!2325 = !DILocation(line: 197, column: 5, scope: !2314)
!2326 = distinct !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2327, file: !2165, line: 172, type: !2315, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2317, declaration: !2330, retainedNodes: !136)
!2327 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !8, file: !2165, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !2328, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!2328 = !{!2329}
!2329 = !DITemplateValueParameter(type: !129, value: i8 1)
!2330 = !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2327, file: !2165, line: 172, type: !2315, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2317)
!2331 = !DILocalVariable(arg: 1, scope: !2326, file: !2165, line: 172, type: !35)
!2332 = !DILocation(line: 172, column: 35, scope: !2326)
!2333 = !DILocalVariable(arg: 2, scope: !2326, file: !2165, line: 172, type: !35)
!2334 = !DILocation(line: 172, column: 53, scope: !2326)
!2335 = !DILocation(line: 172, column: 57, scope: !2326)
!2336 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !14, file: !5, line: 383, type: !229, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !228, retainedNodes: !136)
!2337 = !DILocalVariable(name: "this", arg: 1, scope: !2336, type: !2203, flags: DIFlagArtificial | DIFlagObjectPointer)
!2338 = !DILocation(line: 0, scope: !2336)
!2339 = !DILocalVariable(name: "__p", arg: 2, scope: !2336, file: !5, line: 383, type: !142)
!2340 = !DILocation(line: 383, column: 29, scope: !2336)
!2341 = !DILocalVariable(name: "__n", arg: 3, scope: !2336, file: !5, line: 383, type: !6)
!2342 = !DILocation(line: 383, column: 41, scope: !2336)
!2343 = !DILocation(line: 386, column: 6, scope: !2344)
!2344 = distinct !DILexicalBlock(scope: !2336, file: !5, line: 386, column: 6)
!2345 = !DILocation(line: 386, column: 6, scope: !2336)
!2346 = !DILocation(line: 387, column: 20, scope: !2344)
!2347 = !DILocation(line: 387, column: 29, scope: !2344)
!2348 = !DILocation(line: 387, column: 34, scope: !2344)
!2349 = !DILocation(line: 387, column: 4, scope: !2344)
!2350 = !DILocation(line: 388, column: 7, scope: !2336)
!2351 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev", scope: !17, file: !5, line: 133, type: !164, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !2352, retainedNodes: !136)
!2352 = !DISubprogram(name: "~_Vector_impl", scope: !17, type: !164, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2353 = !DILocalVariable(name: "this", arg: 1, scope: !2351, type: !2209, flags: DIFlagArtificial | DIFlagObjectPointer)
!2354 = !DILocation(line: 0, scope: !2351)
!2355 = !DILocation(line: 133, column: 14, scope: !2356)
!2356 = distinct !DILexicalBlock(scope: !2351, file: !5, line: 133, column: 14)
!2357 = !DILocation(line: 133, column: 14, scope: !2351)
!2358 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !28, file: !29, line: 495, type: !107, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !106, retainedNodes: !136)
!2359 = !DILocalVariable(name: "__a", arg: 1, scope: !2358, file: !29, line: 495, type: !36)
!2360 = !DILocation(line: 495, column: 34, scope: !2358)
!2361 = !DILocalVariable(name: "__p", arg: 2, scope: !2358, file: !29, line: 495, type: !34)
!2362 = !DILocation(line: 495, column: 47, scope: !2358)
!2363 = !DILocalVariable(name: "__n", arg: 3, scope: !2358, file: !29, line: 495, type: !101)
!2364 = !DILocation(line: 495, column: 62, scope: !2358)
!2365 = !DILocation(line: 496, column: 9, scope: !2358)
!2366 = !DILocation(line: 496, column: 24, scope: !2358)
!2367 = !DILocation(line: 496, column: 29, scope: !2358)
!2368 = !DILocation(line: 496, column: 13, scope: !2358)
!2369 = !DILocation(line: 496, column: 35, scope: !2358)
!2370 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !44, file: !45, line: 142, type: !79, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !78, retainedNodes: !136)
!2371 = !DILocalVariable(name: "this", arg: 1, scope: !2370, type: !2232, flags: DIFlagArtificial | DIFlagObjectPointer)
!2372 = !DILocation(line: 0, scope: !2370)
!2373 = !DILocalVariable(name: "__p", arg: 2, scope: !2370, file: !45, line: 142, type: !35)
!2374 = !DILocation(line: 142, column: 23, scope: !2370)
!2375 = !DILocalVariable(name: "__n", arg: 3, scope: !2370, file: !45, line: 142, type: !75)
!2376 = !DILocation(line: 142, column: 38, scope: !2370)
!2377 = !DILocation(line: 158, column: 27, scope: !2370)
!2378 = !DILocation(line: 158, column: 2, scope: !2370)
!2379 = !DILocation(line: 159, column: 7, scope: !2370)
!2380 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIiED2Ev", scope: !38, file: !39, line: 174, type: !88, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !100, retainedNodes: !136)
!2381 = !DILocalVariable(name: "this", arg: 1, scope: !2380, type: !2217, flags: DIFlagArtificial | DIFlagObjectPointer)
!2382 = !DILocation(line: 0, scope: !2380)
!2383 = !DILocation(line: 174, column: 39, scope: !2384)
!2384 = distinct !DILexicalBlock(scope: !2380, file: !39, line: 174, column: 37)
!2385 = !DILocation(line: 174, column: 39, scope: !2380)
!2386 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIiED2Ev", scope: !44, file: !45, line: 90, type: !48, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !56, retainedNodes: !136)
!2387 = !DILocalVariable(name: "this", arg: 1, scope: !2386, type: !2232, flags: DIFlagArtificial | DIFlagObjectPointer)
!2388 = !DILocation(line: 0, scope: !2386)
!2389 = !DILocation(line: 90, column: 50, scope: !2386)
!2390 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseISt6vectorIiSaIiEESaIS2_EE13_M_deallocateEPS2_m", scope: !559, file: !5, line: 383, type: !756, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !755, retainedNodes: !136)
!2391 = !DILocalVariable(name: "this", arg: 1, scope: !2390, type: !1879, flags: DIFlagArtificial | DIFlagObjectPointer)
!2392 = !DILocation(line: 0, scope: !2390)
!2393 = !DILocalVariable(name: "__p", arg: 2, scope: !2390, file: !5, line: 383, type: !669)
!2394 = !DILocation(line: 383, column: 29, scope: !2390)
!2395 = !DILocalVariable(name: "__n", arg: 3, scope: !2390, file: !5, line: 383, type: !6)
!2396 = !DILocation(line: 383, column: 41, scope: !2390)
!2397 = !DILocation(line: 386, column: 6, scope: !2398)
!2398 = distinct !DILexicalBlock(scope: !2390, file: !5, line: 386, column: 6)
!2399 = !DILocation(line: 386, column: 6, scope: !2390)
!2400 = !DILocation(line: 387, column: 20, scope: !2398)
!2401 = !DILocation(line: 387, column: 29, scope: !2398)
!2402 = !DILocation(line: 387, column: 34, scope: !2398)
!2403 = !DILocation(line: 387, column: 4, scope: !2398)
!2404 = !DILocation(line: 388, column: 7, scope: !2390)
!2405 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaISt6vectorIiSaIiEEEE10deallocateERS3_PS2_m", scope: !571, file: !29, line: 495, type: !638, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !637, retainedNodes: !136)
!2406 = !DILocalVariable(name: "__a", arg: 1, scope: !2405, file: !29, line: 495, type: !578)
!2407 = !DILocation(line: 495, column: 34, scope: !2405)
!2408 = !DILocalVariable(name: "__p", arg: 2, scope: !2405, file: !29, line: 495, type: !576)
!2409 = !DILocation(line: 495, column: 47, scope: !2405)
!2410 = !DILocalVariable(name: "__n", arg: 3, scope: !2405, file: !29, line: 495, type: !101)
!2411 = !DILocation(line: 495, column: 62, scope: !2405)
!2412 = !DILocation(line: 496, column: 9, scope: !2405)
!2413 = !DILocation(line: 496, column: 24, scope: !2405)
!2414 = !DILocation(line: 496, column: 29, scope: !2405)
!2415 = !DILocation(line: 496, column: 13, scope: !2405)
!2416 = !DILocation(line: 496, column: 35, scope: !2405)
!2417 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorISt6vectorIiSaIiEEE10deallocateEPS2_m", scope: !584, file: !45, line: 142, type: !612, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !611, retainedNodes: !136)
!2418 = !DILocalVariable(name: "this", arg: 1, scope: !2417, type: !1859, flags: DIFlagArtificial | DIFlagObjectPointer)
!2419 = !DILocation(line: 0, scope: !2417)
!2420 = !DILocalVariable(name: "__p", arg: 2, scope: !2417, file: !45, line: 142, type: !577)
!2421 = !DILocation(line: 142, column: 23, scope: !2417)
!2422 = !DILocalVariable(name: "__n", arg: 3, scope: !2417, file: !45, line: 142, type: !75)
!2423 = !DILocation(line: 142, column: 38, scope: !2417)
!2424 = !DILocation(line: 158, column: 27, scope: !2417)
!2425 = !DILocation(line: 158, column: 2, scope: !2417)
!2426 = !DILocation(line: 159, column: 7, scope: !2417)
!2427 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !11, file: !5, line: 993, type: !379, scopeLine: 994, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !381, retainedNodes: !136)
!2428 = !DILocalVariable(name: "this", arg: 1, scope: !2427, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!2429 = !DILocation(line: 0, scope: !2427)
!2430 = !DILocation(line: 994, column: 28, scope: !2427)
!2431 = !DILocation(line: 994, column: 16, scope: !2427)
!2432 = !DILocation(line: 994, column: 9, scope: !2427)
!2433 = distinct !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !11, file: !5, line: 1073, type: !379, scopeLine: 1074, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !387, retainedNodes: !136)
!2434 = !DILocalVariable(name: "this", arg: 1, scope: !2433, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!2435 = !DILocation(line: 0, scope: !2433)
!2436 = !DILocation(line: 1074, column: 32, scope: !2433)
!2437 = !DILocation(line: 1074, column: 26, scope: !2433)
!2438 = !DILocation(line: 1074, column: 40, scope: !2433)
!2439 = !DILocation(line: 1075, column: 13, scope: !2433)
!2440 = !DILocation(line: 1075, column: 7, scope: !2433)
!2441 = !DILocation(line: 1075, column: 21, scope: !2433)
!2442 = !DILocation(line: 1075, column: 5, scope: !2433)
!2443 = !DILocation(line: 1074, column: 9, scope: !2433)
!2444 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !11, file: !5, line: 987, type: !379, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !378, retainedNodes: !136)
!2445 = !DILocalVariable(name: "this", arg: 1, scope: !2444, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!2446 = !DILocation(line: 0, scope: !2444)
!2447 = !DILocation(line: 988, column: 32, scope: !2444)
!2448 = !DILocation(line: 988, column: 26, scope: !2444)
!2449 = !DILocation(line: 988, column: 40, scope: !2444)
!2450 = !DILocation(line: 988, column: 58, scope: !2444)
!2451 = !DILocation(line: 988, column: 52, scope: !2444)
!2452 = !DILocation(line: 988, column: 66, scope: !2444)
!2453 = !DILocation(line: 988, column: 50, scope: !2444)
!2454 = !DILocation(line: 988, column: 9, scope: !2444)
!2455 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !14, file: !5, line: 375, type: !226, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !225, retainedNodes: !136)
!2456 = !DILocalVariable(name: "this", arg: 1, scope: !2455, type: !2203, flags: DIFlagArtificial | DIFlagObjectPointer)
!2457 = !DILocation(line: 0, scope: !2455)
!2458 = !DILocalVariable(name: "__n", arg: 2, scope: !2455, file: !5, line: 375, type: !6)
!2459 = !DILocation(line: 375, column: 26, scope: !2455)
!2460 = !DILocation(line: 378, column: 9, scope: !2455)
!2461 = !DILocation(line: 378, column: 13, scope: !2455)
!2462 = !DILocation(line: 378, column: 34, scope: !2455)
!2463 = !DILocation(line: 378, column: 43, scope: !2455)
!2464 = !DILocation(line: 378, column: 20, scope: !2455)
!2465 = !DILocation(line: 378, column: 2, scope: !2455)
!2466 = !DILocalVariable(name: "__first", arg: 1, scope: !990, file: !5, line: 499, type: !272)
!2467 = !DILocation(line: 499, column: 27, scope: !990)
!2468 = !DILocalVariable(name: "__last", arg: 2, scope: !990, file: !5, line: 499, type: !272)
!2469 = !DILocation(line: 499, column: 44, scope: !990)
!2470 = !DILocalVariable(name: "__result", arg: 3, scope: !990, file: !5, line: 499, type: !272)
!2471 = !DILocation(line: 499, column: 60, scope: !990)
!2472 = !DILocalVariable(name: "__alloc", arg: 4, scope: !990, file: !5, line: 500, type: !273)
!2473 = !DILocation(line: 500, column: 21, scope: !990)
!2474 = !DILocation(line: 507, column: 24, scope: !990)
!2475 = !DILocation(line: 507, column: 33, scope: !990)
!2476 = !DILocation(line: 507, column: 41, scope: !990)
!2477 = !DILocation(line: 507, column: 51, scope: !990)
!2478 = !DILocation(line: 507, column: 9, scope: !990)
!2479 = !DILocation(line: 507, column: 2, scope: !990)
!2480 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !11, file: !5, line: 1911, type: !479, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !478, retainedNodes: !136)
!2481 = !DILocalVariable(name: "__a", arg: 1, scope: !2480, file: !5, line: 1911, type: !481)
!2482 = !DILocation(line: 1911, column: 41, scope: !2480)
!2483 = !DILocalVariable(name: "__diffmax", scope: !2480, file: !5, line: 1916, type: !1926)
!2484 = !DILocation(line: 1916, column: 15, scope: !2480)
!2485 = !DILocalVariable(name: "__allocmax", scope: !2480, file: !5, line: 1918, type: !1926)
!2486 = !DILocation(line: 1918, column: 15, scope: !2480)
!2487 = !DILocation(line: 1918, column: 52, scope: !2480)
!2488 = !DILocation(line: 1918, column: 28, scope: !2480)
!2489 = !DILocation(line: 1919, column: 9, scope: !2480)
!2490 = !DILocation(line: 1919, column: 2, scope: !2480)
!2491 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !14, file: !5, line: 303, type: !189, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !188, retainedNodes: !136)
!2492 = !DILocalVariable(name: "this", arg: 1, scope: !2491, type: !2493, flags: DIFlagArtificial | DIFlagObjectPointer)
!2493 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!2494 = !DILocation(line: 0, scope: !2491)
!2495 = !DILocation(line: 304, column: 22, scope: !2491)
!2496 = !DILocation(line: 304, column: 16, scope: !2491)
!2497 = !DILocation(line: 304, column: 9, scope: !2491)
!2498 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !28, file: !29, line: 547, type: !110, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !109, retainedNodes: !136)
!2499 = !DILocalVariable(name: "__a", arg: 1, scope: !2498, file: !29, line: 547, type: !113)
!2500 = !DILocation(line: 547, column: 38, scope: !2498)
!2501 = !DILocation(line: 550, column: 9, scope: !2498)
!2502 = !DILocation(line: 550, column: 13, scope: !2498)
!2503 = !DILocation(line: 550, column: 2, scope: !2498)
!2504 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !44, file: !45, line: 167, type: !82, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !81, retainedNodes: !136)
!2505 = !DILocalVariable(name: "this", arg: 1, scope: !2504, type: !2506, flags: DIFlagArtificial | DIFlagObjectPointer)
!2506 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!2507 = !DILocation(line: 0, scope: !2504)
!2508 = !DILocation(line: 168, column: 16, scope: !2504)
!2509 = !DILocation(line: 168, column: 9, scope: !2504)
!2510 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !44, file: !45, line: 210, type: !82, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !84, retainedNodes: !136)
!2511 = !DILocalVariable(name: "this", arg: 1, scope: !2510, type: !2506, flags: DIFlagArtificial | DIFlagObjectPointer)
!2512 = !DILocation(line: 0, scope: !2510)
!2513 = !DILocation(line: 213, column: 2, scope: !2510)
!2514 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !28, file: !29, line: 463, type: !32, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !31, retainedNodes: !136)
!2515 = !DILocalVariable(name: "__a", arg: 1, scope: !2514, file: !29, line: 463, type: !36)
!2516 = !DILocation(line: 463, column: 32, scope: !2514)
!2517 = !DILocalVariable(name: "__n", arg: 2, scope: !2514, file: !29, line: 463, type: !101)
!2518 = !DILocation(line: 463, column: 47, scope: !2514)
!2519 = !DILocation(line: 464, column: 16, scope: !2514)
!2520 = !DILocation(line: 464, column: 29, scope: !2514)
!2521 = !DILocation(line: 464, column: 20, scope: !2514)
!2522 = !DILocation(line: 464, column: 9, scope: !2514)
!2523 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !44, file: !45, line: 112, type: !73, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !72, retainedNodes: !136)
!2524 = !DILocalVariable(name: "this", arg: 1, scope: !2523, type: !2232, flags: DIFlagArtificial | DIFlagObjectPointer)
!2525 = !DILocation(line: 0, scope: !2523)
!2526 = !DILocalVariable(name: "__n", arg: 2, scope: !2523, file: !45, line: 112, type: !75)
!2527 = !DILocation(line: 112, column: 26, scope: !2523)
!2528 = !DILocalVariable(arg: 3, scope: !2523, file: !45, line: 112, type: !76)
!2529 = !DILocation(line: 112, column: 43, scope: !2523)
!2530 = !DILocation(line: 120, column: 23, scope: !2531)
!2531 = distinct !DILexicalBlock(scope: !2523, file: !45, line: 120, column: 6)
!2532 = !DILocation(line: 120, column: 35, scope: !2531)
!2533 = !DILocation(line: 120, column: 27, scope: !2531)
!2534 = !DILocation(line: 120, column: 6, scope: !2523)
!2535 = !DILocation(line: 124, column: 10, scope: !2536)
!2536 = distinct !DILexicalBlock(scope: !2537, file: !45, line: 124, column: 10)
!2537 = distinct !DILexicalBlock(scope: !2531, file: !45, line: 121, column: 4)
!2538 = !DILocation(line: 124, column: 14, scope: !2536)
!2539 = !DILocation(line: 124, column: 10, scope: !2537)
!2540 = !DILocation(line: 125, column: 8, scope: !2536)
!2541 = !DILocation(line: 126, column: 6, scope: !2537)
!2542 = !DILocation(line: 137, column: 49, scope: !2523)
!2543 = !DILocation(line: 137, column: 53, scope: !2523)
!2544 = !DILocation(line: 137, column: 27, scope: !2523)
!2545 = !DILocation(line: 137, column: 9, scope: !2523)
!2546 = !DILocation(line: 137, column: 2, scope: !2523)
!2547 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !11, file: !5, line: 487, type: !270, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !269, retainedNodes: !136)
!2548 = !DILocalVariable(name: "__first", arg: 1, scope: !2547, file: !5, line: 487, type: !272)
!2549 = !DILocation(line: 487, column: 30, scope: !2547)
!2550 = !DILocalVariable(name: "__last", arg: 2, scope: !2547, file: !5, line: 487, type: !272)
!2551 = !DILocation(line: 487, column: 47, scope: !2547)
!2552 = !DILocalVariable(name: "__result", arg: 3, scope: !2547, file: !5, line: 487, type: !272)
!2553 = !DILocation(line: 487, column: 63, scope: !2547)
!2554 = !DILocalVariable(name: "__alloc", arg: 4, scope: !2547, file: !5, line: 488, type: !273)
!2555 = !DILocation(line: 488, column: 24, scope: !2547)
!2556 = !DILocalVariable(arg: 5, scope: !2547, file: !5, line: 488, type: !236)
!2557 = !DILocation(line: 488, column: 42, scope: !2547)
!2558 = !DILocation(line: 490, column: 27, scope: !2547)
!2559 = !DILocation(line: 490, column: 36, scope: !2547)
!2560 = !DILocation(line: 490, column: 44, scope: !2547)
!2561 = !DILocation(line: 490, column: 54, scope: !2547)
!2562 = !DILocation(line: 490, column: 9, scope: !2547)
!2563 = !DILocation(line: 490, column: 2, scope: !2547)
!2564 = distinct !DISubprogram(name: "__relocate_a<int *, int *, std::allocator<int> >", linkageName: "_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_", scope: !8, file: !2090, line: 1127, type: !2565, scopeLine: 1132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2567, retainedNodes: !136)
!2565 = !DISubroutineType(types: !2566)
!2566 = !{!35, !35, !35, !35, !99}
!2567 = !{!2568, !2283, !2569}
!2568 = !DITemplateTypeParameter(name: "_InputIterator", type: !35)
!2569 = !DITemplateTypeParameter(name: "_Allocator", type: !38)
!2570 = !DILocalVariable(name: "__first", arg: 1, scope: !2564, file: !2090, line: 1127, type: !35)
!2571 = !DILocation(line: 1127, column: 33, scope: !2564)
!2572 = !DILocalVariable(name: "__last", arg: 2, scope: !2564, file: !2090, line: 1127, type: !35)
!2573 = !DILocation(line: 1127, column: 57, scope: !2564)
!2574 = !DILocalVariable(name: "__result", arg: 3, scope: !2564, file: !2090, line: 1128, type: !35)
!2575 = !DILocation(line: 1128, column: 21, scope: !2564)
!2576 = !DILocalVariable(name: "__alloc", arg: 4, scope: !2564, file: !2090, line: 1128, type: !99)
!2577 = !DILocation(line: 1128, column: 43, scope: !2564)
!2578 = !DILocation(line: 1133, column: 52, scope: !2564)
!2579 = !DILocation(line: 1133, column: 34, scope: !2564)
!2580 = !DILocation(line: 1134, column: 24, scope: !2564)
!2581 = !DILocation(line: 1134, column: 6, scope: !2564)
!2582 = !DILocation(line: 1135, column: 24, scope: !2564)
!2583 = !DILocation(line: 1135, column: 6, scope: !2564)
!2584 = !DILocation(line: 1135, column: 35, scope: !2564)
!2585 = !DILocation(line: 1133, column: 14, scope: !2564)
!2586 = !DILocation(line: 1133, column: 7, scope: !2564)
!2587 = distinct !DISubprogram(name: "__relocate_a_1<int, int>", linkageName: "_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !8, file: !2090, line: 1100, type: !2588, scopeLine: 1103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2595, retainedNodes: !136)
!2588 = !DISubroutineType(types: !2589)
!2589 = !{!2590, !35, !35, !35, !99}
!2590 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<int>::value, int *>", scope: !8, file: !237, line: 2240, baseType: !2591)
!2591 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2592, file: !237, line: 2234, baseType: !35)
!2592 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, int *>", scope: !8, file: !237, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !2593, identifier: "_ZTSSt9enable_ifILb1EPiE")
!2593 = !{!2329, !2594}
!2594 = !DITemplateTypeParameter(name: "_Tp", type: !35)
!2595 = !{!86, !2596}
!2596 = !DITemplateTypeParameter(name: "_Up", type: !3)
!2597 = !DILocalVariable(name: "__first", arg: 1, scope: !2587, file: !2090, line: 1100, type: !35)
!2598 = !DILocation(line: 1100, column: 25, scope: !2587)
!2599 = !DILocalVariable(name: "__last", arg: 2, scope: !2587, file: !2090, line: 1100, type: !35)
!2600 = !DILocation(line: 1100, column: 39, scope: !2587)
!2601 = !DILocalVariable(name: "__result", arg: 3, scope: !2587, file: !2090, line: 1101, type: !35)
!2602 = !DILocation(line: 1101, column: 11, scope: !2587)
!2603 = !DILocalVariable(name: "__alloc", arg: 4, scope: !2587, file: !2090, line: 1102, type: !99)
!2604 = !DILocation(line: 1102, column: 43, scope: !2587)
!2605 = !DILocalVariable(name: "__count", scope: !2587, file: !2090, line: 1104, type: !540)
!2606 = !DILocation(line: 1104, column: 17, scope: !2587)
!2607 = !DILocation(line: 1104, column: 27, scope: !2587)
!2608 = !DILocation(line: 1104, column: 36, scope: !2587)
!2609 = !DILocation(line: 1104, column: 34, scope: !2587)
!2610 = !DILocation(line: 1105, column: 11, scope: !2611)
!2611 = distinct !DILexicalBlock(scope: !2587, file: !2090, line: 1105, column: 11)
!2612 = !DILocation(line: 1105, column: 19, scope: !2611)
!2613 = !DILocation(line: 1105, column: 11, scope: !2587)
!2614 = !DILocation(line: 1117, column: 22, scope: !2615)
!2615 = distinct !DILexicalBlock(scope: !2611, file: !2090, line: 1106, column: 2)
!2616 = !DILocation(line: 1117, column: 4, scope: !2615)
!2617 = !DILocation(line: 1117, column: 32, scope: !2615)
!2618 = !DILocation(line: 1117, column: 41, scope: !2615)
!2619 = !DILocation(line: 1117, column: 49, scope: !2615)
!2620 = !DILocation(line: 1118, column: 2, scope: !2615)
!2621 = !DILocation(line: 1119, column: 14, scope: !2587)
!2622 = !DILocation(line: 1119, column: 25, scope: !2587)
!2623 = !DILocation(line: 1119, column: 23, scope: !2587)
!2624 = !DILocation(line: 1119, column: 7, scope: !2587)
!2625 = distinct !DISubprogram(name: "__niter_base<int *>", linkageName: "_ZSt12__niter_baseIPiET_S1_", scope: !8, file: !1950, line: 313, type: !2626, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !517, retainedNodes: !136)
!2626 = !DISubroutineType(types: !2627)
!2627 = !{!35, !35}
!2628 = !DILocalVariable(name: "__it", arg: 1, scope: !2625, file: !1950, line: 313, type: !35)
!2629 = !DILocation(line: 313, column: 28, scope: !2625)
!2630 = !DILocation(line: 315, column: 14, scope: !2625)
!2631 = !DILocation(line: 315, column: 7, scope: !2625)
!2632 = distinct !DISubprogram(name: "emplace_back<int>", linkageName: "_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_", scope: !11, file: !1752, line: 112, type: !2633, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2637, declaration: !2636, retainedNodes: !136)
!2633 = !DISubroutineType(types: !2634)
!2634 = !{null, !284, !2635}
!2635 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !3, size: 64)
!2636 = !DISubprogram(name: "emplace_back<int>", linkageName: "_ZNSt6vectorIiSaIiEE12emplace_backIJiEEEvDpOT_", scope: !11, file: !5, line: 1303, type: !2633, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !2637)
!2637 = !{!2638}
!2638 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2639)
!2639 = !{!135}
!2640 = !DILocalVariable(name: "this", arg: 1, scope: !2632, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!2641 = !DILocation(line: 0, scope: !2632)
!2642 = !DILocalVariable(name: "__args", arg: 2, scope: !2632, file: !5, line: 1303, type: !2635)
!2643 = !DILocation(line: 1303, column: 26, scope: !2632)
!2644 = !DILocation(line: 114, column: 12, scope: !2645)
!2645 = distinct !DILexicalBlock(scope: !2632, file: !1752, line: 114, column: 6)
!2646 = !DILocation(line: 114, column: 6, scope: !2645)
!2647 = !DILocation(line: 114, column: 20, scope: !2645)
!2648 = !DILocation(line: 114, column: 39, scope: !2645)
!2649 = !DILocation(line: 114, column: 33, scope: !2645)
!2650 = !DILocation(line: 114, column: 47, scope: !2645)
!2651 = !DILocation(line: 114, column: 30, scope: !2645)
!2652 = !DILocation(line: 114, column: 6, scope: !2632)
!2653 = !DILocation(line: 117, column: 37, scope: !2654)
!2654 = distinct !DILexicalBlock(scope: !2645, file: !1752, line: 115, column: 4)
!2655 = !DILocation(line: 117, column: 31, scope: !2654)
!2656 = !DILocation(line: 117, column: 52, scope: !2654)
!2657 = !DILocation(line: 117, column: 46, scope: !2654)
!2658 = !DILocation(line: 117, column: 60, scope: !2654)
!2659 = !DILocation(line: 118, column: 30, scope: !2654)
!2660 = !DILocation(line: 118, column: 10, scope: !2654)
!2661 = !DILocation(line: 117, column: 6, scope: !2654)
!2662 = !DILocation(line: 119, column: 14, scope: !2654)
!2663 = !DILocation(line: 119, column: 8, scope: !2654)
!2664 = !DILocation(line: 119, column: 22, scope: !2654)
!2665 = !DILocation(line: 119, column: 6, scope: !2654)
!2666 = !DILocation(line: 121, column: 4, scope: !2654)
!2667 = !DILocation(line: 123, column: 22, scope: !2645)
!2668 = !DILocation(line: 123, column: 49, scope: !2645)
!2669 = !DILocation(line: 123, column: 29, scope: !2645)
!2670 = !DILocation(line: 123, column: 4, scope: !2645)
!2671 = !DILocation(line: 127, column: 7, scope: !2632)
!2672 = distinct !DISubprogram(name: "move<int &>", linkageName: "_ZSt4moveIRiEONSt16remove_referenceIT_E4typeEOS2_", scope: !8, file: !2177, line: 104, type: !2673, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2678, retainedNodes: !136)
!2673 = !DISubroutineType(types: !2674)
!2674 = !{!2675, !63}
!2675 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !2676, size: 64)
!2676 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2677, file: !237, line: 1633, baseType: !3)
!2677 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<int &>", scope: !8, file: !237, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !2678, identifier: "_ZTSSt16remove_referenceIRiE")
!2678 = !{!2679}
!2679 = !DITemplateTypeParameter(name: "_Tp", type: !63)
!2680 = !DILocalVariable(name: "__t", arg: 1, scope: !2672, file: !2177, line: 104, type: !63)
!2681 = !DILocation(line: 104, column: 16, scope: !2672)
!2682 = !DILocation(line: 105, column: 71, scope: !2672)
!2683 = !DILocation(line: 105, column: 7, scope: !2672)
!2684 = distinct !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_", scope: !28, file: !29, line: 511, type: !2685, scopeLine: 514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2688, declaration: !2687, retainedNodes: !136)
!2685 = !DISubroutineType(types: !2686)
!2686 = !{null, !36, !35, !2635}
!2687 = !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJiEEEvRS0_PT_DpOT0_", scope: !28, file: !29, line: 511, type: !2685, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2688)
!2688 = !{!2596, !2638}
!2689 = !DILocalVariable(name: "__a", arg: 1, scope: !2684, file: !29, line: 511, type: !36)
!2690 = !DILocation(line: 511, column: 28, scope: !2684)
!2691 = !DILocalVariable(name: "__p", arg: 2, scope: !2684, file: !29, line: 511, type: !35)
!2692 = !DILocation(line: 511, column: 66, scope: !2684)
!2693 = !DILocalVariable(name: "__args", arg: 3, scope: !2684, file: !29, line: 512, type: !2635)
!2694 = !DILocation(line: 512, column: 16, scope: !2684)
!2695 = !DILocation(line: 516, column: 4, scope: !2684)
!2696 = !DILocation(line: 516, column: 18, scope: !2684)
!2697 = !DILocation(line: 516, column: 43, scope: !2684)
!2698 = !DILocation(line: 516, column: 23, scope: !2684)
!2699 = !DILocation(line: 516, column: 8, scope: !2684)
!2700 = !DILocation(line: 520, column: 2, scope: !2684)
!2701 = distinct !DISubprogram(name: "forward<int>", linkageName: "_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE", scope: !8, file: !2177, line: 77, type: !2702, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !85, retainedNodes: !136)
!2702 = !DISubroutineType(types: !2703)
!2703 = !{!2635, !2704}
!2704 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2705, size: 64)
!2705 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2706, file: !237, line: 1629, baseType: !3)
!2706 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<int>", scope: !8, file: !237, line: 1628, size: 8, flags: DIFlagTypePassByValue, elements: !136, templateParams: !85, identifier: "_ZTSSt16remove_referenceIiE")
!2707 = !DILocalVariable(name: "__t", arg: 1, scope: !2701, file: !2177, line: 77, type: !2704)
!2708 = !DILocation(line: 77, column: 56, scope: !2701)
!2709 = !DILocation(line: 78, column: 33, scope: !2701)
!2710 = !DILocation(line: 78, column: 7, scope: !2701)
!2711 = distinct !DISubprogram(name: "_M_realloc_insert<int>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !11, file: !1752, line: 440, type: !2712, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2637, declaration: !2714, retainedNodes: !136)
!2712 = !DISubroutineType(types: !2713)
!2713 = !{null, !284, !10, !2635}
!2714 = !DISubprogram(name: "_M_realloc_insert<int>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !11, file: !5, line: 1868, type: !2712, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0, templateParams: !2637)
!2715 = !DILocalVariable(name: "this", arg: 1, scope: !2711, type: !577, flags: DIFlagArtificial | DIFlagObjectPointer)
!2716 = !DILocation(line: 0, scope: !2711)
!2717 = !DILocalVariable(name: "__position", arg: 2, scope: !2711, file: !5, line: 1868, type: !10)
!2718 = !DILocation(line: 1868, column: 29, scope: !2711)
!2719 = !DILocalVariable(name: "__args", arg: 3, scope: !2711, file: !5, line: 1868, type: !2635)
!2720 = !DILocation(line: 1868, column: 52, scope: !2711)
!2721 = !DILocalVariable(name: "__len", scope: !2711, file: !1752, line: 448, type: !1770)
!2722 = !DILocation(line: 448, column: 23, scope: !2711)
!2723 = !DILocation(line: 449, column: 2, scope: !2711)
!2724 = !DILocalVariable(name: "__old_start", scope: !2711, file: !1752, line: 450, type: !272)
!2725 = !DILocation(line: 450, column: 15, scope: !2711)
!2726 = !DILocation(line: 450, column: 35, scope: !2711)
!2727 = !DILocation(line: 450, column: 29, scope: !2711)
!2728 = !DILocation(line: 450, column: 43, scope: !2711)
!2729 = !DILocalVariable(name: "__old_finish", scope: !2711, file: !1752, line: 451, type: !272)
!2730 = !DILocation(line: 451, column: 15, scope: !2711)
!2731 = !DILocation(line: 451, column: 36, scope: !2711)
!2732 = !DILocation(line: 451, column: 30, scope: !2711)
!2733 = !DILocation(line: 451, column: 44, scope: !2711)
!2734 = !DILocalVariable(name: "__elems_before", scope: !2711, file: !1752, line: 452, type: !1770)
!2735 = !DILocation(line: 452, column: 23, scope: !2711)
!2736 = !DILocation(line: 452, column: 53, scope: !2711)
!2737 = !DILocation(line: 452, column: 51, scope: !2711)
!2738 = !DILocalVariable(name: "__new_start", scope: !2711, file: !1752, line: 453, type: !272)
!2739 = !DILocation(line: 453, column: 15, scope: !2711)
!2740 = !DILocation(line: 453, column: 33, scope: !2711)
!2741 = !DILocation(line: 453, column: 45, scope: !2711)
!2742 = !DILocalVariable(name: "__new_finish", scope: !2711, file: !1752, line: 454, type: !272)
!2743 = !DILocation(line: 454, column: 15, scope: !2711)
!2744 = !DILocation(line: 454, column: 28, scope: !2711)
!2745 = !DILocation(line: 462, column: 35, scope: !2746)
!2746 = distinct !DILexicalBlock(scope: !2711, file: !1752, line: 456, column: 2)
!2747 = !DILocation(line: 462, column: 29, scope: !2746)
!2748 = !DILocation(line: 463, column: 8, scope: !2746)
!2749 = !DILocation(line: 463, column: 22, scope: !2746)
!2750 = !DILocation(line: 463, column: 20, scope: !2746)
!2751 = !DILocation(line: 465, column: 28, scope: !2746)
!2752 = !DILocation(line: 465, column: 8, scope: !2746)
!2753 = !DILocation(line: 462, column: 4, scope: !2746)
!2754 = !DILocation(line: 469, column: 17, scope: !2746)
!2755 = !DILocation(line: 474, column: 35, scope: !2756)
!2756 = distinct !DILexicalBlock(scope: !2757, file: !1752, line: 473, column: 6)
!2757 = distinct !DILexicalBlock(scope: !2746, file: !1752, line: 472, column: 29)
!2758 = !DILocation(line: 474, column: 59, scope: !2756)
!2759 = !DILocation(line: 475, column: 7, scope: !2756)
!2760 = !DILocation(line: 475, column: 20, scope: !2756)
!2761 = !DILocation(line: 474, column: 23, scope: !2756)
!2762 = !DILocation(line: 474, column: 21, scope: !2756)
!2763 = !DILocation(line: 477, column: 8, scope: !2756)
!2764 = !DILocation(line: 479, column: 46, scope: !2756)
!2765 = !DILocation(line: 479, column: 54, scope: !2756)
!2766 = !DILocation(line: 480, column: 7, scope: !2756)
!2767 = !DILocation(line: 480, column: 21, scope: !2756)
!2768 = !DILocation(line: 479, column: 23, scope: !2756)
!2769 = !DILocation(line: 479, column: 21, scope: !2756)
!2770 = !DILocation(line: 513, column: 7, scope: !2711)
!2771 = !DILocation(line: 513, column: 21, scope: !2711)
!2772 = !DILocation(line: 514, column: 13, scope: !2711)
!2773 = !DILocation(line: 514, column: 7, scope: !2711)
!2774 = !DILocation(line: 514, column: 21, scope: !2711)
!2775 = !DILocation(line: 514, column: 41, scope: !2711)
!2776 = !DILocation(line: 514, column: 39, scope: !2711)
!2777 = !DILocation(line: 515, column: 32, scope: !2711)
!2778 = !DILocation(line: 515, column: 13, scope: !2711)
!2779 = !DILocation(line: 515, column: 7, scope: !2711)
!2780 = !DILocation(line: 515, column: 21, scope: !2711)
!2781 = !DILocation(line: 515, column: 30, scope: !2711)
!2782 = !DILocation(line: 516, column: 33, scope: !2711)
!2783 = !DILocation(line: 516, column: 13, scope: !2711)
!2784 = !DILocation(line: 516, column: 7, scope: !2711)
!2785 = !DILocation(line: 516, column: 21, scope: !2711)
!2786 = !DILocation(line: 516, column: 31, scope: !2711)
!2787 = !DILocation(line: 517, column: 41, scope: !2711)
!2788 = !DILocation(line: 517, column: 55, scope: !2711)
!2789 = !DILocation(line: 517, column: 53, scope: !2711)
!2790 = !DILocation(line: 517, column: 13, scope: !2711)
!2791 = !DILocation(line: 517, column: 7, scope: !2711)
!2792 = !DILocation(line: 517, column: 21, scope: !2711)
!2793 = !DILocation(line: 517, column: 39, scope: !2711)
!2794 = !DILocation(line: 518, column: 5, scope: !2711)
!2795 = distinct !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_", scope: !44, file: !45, line: 173, type: !2796, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2688, declaration: !2798, retainedNodes: !136)
!2796 = !DISubroutineType(types: !2797)
!2797 = !{null, !50, !35, !2635}
!2798 = !DISubprogram(name: "construct<int, int>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJiEEEvPT_DpOT0_", scope: !44, file: !45, line: 173, type: !2796, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !2688)
!2799 = !DILocalVariable(name: "this", arg: 1, scope: !2795, type: !2232, flags: DIFlagArtificial | DIFlagObjectPointer)
!2800 = !DILocation(line: 0, scope: !2795)
!2801 = !DILocalVariable(name: "__p", arg: 2, scope: !2795, file: !45, line: 173, type: !35)
!2802 = !DILocation(line: 173, column: 17, scope: !2795)
!2803 = !DILocalVariable(name: "__args", arg: 3, scope: !2795, file: !45, line: 173, type: !2635)
!2804 = !DILocation(line: 173, column: 33, scope: !2795)
!2805 = !DILocation(line: 175, column: 18, scope: !2795)
!2806 = !DILocation(line: 175, column: 4, scope: !2795)
!2807 = !DILocation(line: 175, column: 47, scope: !2795)
!2808 = !DILocation(line: 175, column: 27, scope: !2795)
!2809 = !DILocation(line: 175, column: 60, scope: !2795)
!2810 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !11, file: !5, line: 1891, type: !469, scopeLine: 1892, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !468, retainedNodes: !136)
!2811 = !DILocalVariable(name: "this", arg: 1, scope: !2810, type: !606, flags: DIFlagArtificial | DIFlagObjectPointer)
!2812 = !DILocation(line: 0, scope: !2810)
!2813 = !DILocalVariable(name: "__n", arg: 2, scope: !2810, file: !5, line: 1891, type: !4)
!2814 = !DILocation(line: 1891, column: 30, scope: !2810)
!2815 = !DILocalVariable(name: "__s", arg: 3, scope: !2810, file: !5, line: 1891, type: !472)
!2816 = !DILocation(line: 1891, column: 47, scope: !2810)
!2817 = !DILocation(line: 1893, column: 6, scope: !2818)
!2818 = distinct !DILexicalBlock(scope: !2810, file: !5, line: 1893, column: 6)
!2819 = !DILocation(line: 1893, column: 19, scope: !2818)
!2820 = !DILocation(line: 1893, column: 17, scope: !2818)
!2821 = !DILocation(line: 1893, column: 28, scope: !2818)
!2822 = !DILocation(line: 1893, column: 26, scope: !2818)
!2823 = !DILocation(line: 1893, column: 6, scope: !2810)
!2824 = !DILocation(line: 1894, column: 25, scope: !2818)
!2825 = !DILocation(line: 1894, column: 4, scope: !2818)
!2826 = !DILocalVariable(name: "__len", scope: !2810, file: !5, line: 1896, type: !1770)
!2827 = !DILocation(line: 1896, column: 18, scope: !2810)
!2828 = !DILocation(line: 1896, column: 26, scope: !2810)
!2829 = !DILocation(line: 1896, column: 46, scope: !2810)
!2830 = !DILocation(line: 1896, column: 35, scope: !2810)
!2831 = !DILocation(line: 1896, column: 33, scope: !2810)
!2832 = !DILocation(line: 1897, column: 10, scope: !2810)
!2833 = !DILocation(line: 1897, column: 18, scope: !2810)
!2834 = !DILocation(line: 1897, column: 16, scope: !2810)
!2835 = !DILocation(line: 1897, column: 25, scope: !2810)
!2836 = !DILocation(line: 1897, column: 28, scope: !2810)
!2837 = !DILocation(line: 1897, column: 36, scope: !2810)
!2838 = !DILocation(line: 1897, column: 34, scope: !2810)
!2839 = !DILocation(line: 1897, column: 9, scope: !2810)
!2840 = !DILocation(line: 1897, column: 50, scope: !2810)
!2841 = !DILocation(line: 1897, column: 63, scope: !2810)
!2842 = !DILocation(line: 1897, column: 2, scope: !2810)
!2843 = distinct !DISubprogram(name: "operator-<int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !25, file: !358, line: 1330, type: !2844, scopeLine: 1333, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !553, retainedNodes: !136)
!2844 = !DISubroutineType(types: !2845)
!2845 = !{!538, !1564, !1564}
!2846 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2843, file: !358, line: 1330, type: !1564)
!2847 = !DILocation(line: 1330, column: 63, scope: !2843)
!2848 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2843, file: !358, line: 1331, type: !1564)
!2849 = !DILocation(line: 1331, column: 56, scope: !2843)
!2850 = !DILocation(line: 1333, column: 14, scope: !2843)
!2851 = !DILocation(line: 1333, column: 20, scope: !2843)
!2852 = !DILocation(line: 1333, column: 29, scope: !2843)
!2853 = !DILocation(line: 1333, column: 35, scope: !2843)
!2854 = !DILocation(line: 1333, column: 27, scope: !2843)
!2855 = !DILocation(line: 1333, column: 7, scope: !2843)
!2856 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !8, file: !1950, line: 254, type: !1951, scopeLine: 255, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1955, retainedNodes: !136)
!2857 = !DILocalVariable(name: "__a", arg: 1, scope: !2856, file: !1950, line: 254, type: !1953)
!2858 = !DILocation(line: 254, column: 20, scope: !2856)
!2859 = !DILocalVariable(name: "__b", arg: 2, scope: !2856, file: !1950, line: 254, type: !1953)
!2860 = !DILocation(line: 254, column: 36, scope: !2856)
!2861 = !DILocation(line: 259, column: 11, scope: !2862)
!2862 = distinct !DILexicalBlock(scope: !2856, file: !1950, line: 259, column: 11)
!2863 = !DILocation(line: 259, column: 17, scope: !2862)
!2864 = !DILocation(line: 259, column: 15, scope: !2862)
!2865 = !DILocation(line: 259, column: 11, scope: !2856)
!2866 = !DILocation(line: 260, column: 9, scope: !2862)
!2867 = !DILocation(line: 260, column: 2, scope: !2862)
!2868 = !DILocation(line: 261, column: 14, scope: !2856)
!2869 = !DILocation(line: 261, column: 7, scope: !2856)
!2870 = !DILocation(line: 262, column: 5, scope: !2856)
!2871 = distinct !DISubprogram(name: "_Destroy<std::vector<int, std::allocator<int> > *, std::vector<int, std::allocator<int> > >", linkageName: "_ZSt8_DestroyIPSt6vectorIiSaIiEES2_EvT_S4_RSaIT0_E", scope: !8, file: !29, line: 847, type: !2872, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2874, retainedNodes: !136)
!2872 = !DISubroutineType(types: !2873)
!2873 = !{null, !577, !577, !632}
!2874 = !{!2094, !619}
!2875 = !DILocalVariable(name: "__first", arg: 1, scope: !2871, file: !29, line: 847, type: !577)
!2876 = !DILocation(line: 847, column: 31, scope: !2871)
!2877 = !DILocalVariable(name: "__last", arg: 2, scope: !2871, file: !29, line: 847, type: !577)
!2878 = !DILocation(line: 847, column: 57, scope: !2871)
!2879 = !DILocalVariable(arg: 3, scope: !2871, file: !29, line: 848, type: !632)
!2880 = !DILocation(line: 848, column: 22, scope: !2871)
!2881 = !DILocation(line: 850, column: 16, scope: !2871)
!2882 = !DILocation(line: 850, column: 25, scope: !2871)
!2883 = !DILocation(line: 850, column: 7, scope: !2871)
!2884 = !DILocation(line: 851, column: 5, scope: !2871)
