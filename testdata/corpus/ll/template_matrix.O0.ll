; ModuleID = 'template_matrix.cpp'
source_filename = "template_matrix.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.Matrix = type { i32, i32, %"class.std::vector" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { float*, float*, float* }
%"class.std::allocator" = type { i8 }
%class.Matrix.0 = type { i32, i32, %"class.std::vector.1" }
%"class.std::vector.1" = type { %"struct.std::_Vector_base.2" }
%"struct.std::_Vector_base.2" = type { %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl" }
%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl" = type { %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data" }
%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data" = type { i64*, i64*, i64* }
%"class.std::allocator.3" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"class.__gnu_cxx::__normal_iterator" = type { float* }
%"struct.std::random_access_iterator_tag" = type { i8 }
%"class.std::__new_allocator.4" = type { i8 }
%"class.__gnu_cxx::__normal_iterator.6" = type { i64* }

$_Z3runIfET_i = comdat any

$_Z3runIlET_i = comdat any

$_ZN6MatrixIfEC2Eii = comdat any

$_ZN6MatrixIfEclEii = comdat any

$_Z15kernel_multiplyIfEvRK6MatrixIT_ES4_RS2_ = comdat any

$_ZNSaIfEC2Ev = comdat any

$_ZNSt6vectorIfSaIfEEC2EmRKS0_ = comdat any

$_ZNSaIfED2Ev = comdat any

$_ZNSt6vectorIfSaIfEEixEm = comdat any

$_ZNK6MatrixIfE3sumEv = comdat any

$_Z3dotIfET_RKSt6vectorIS0_SaIS0_EES5_ = comdat any

$_ZNSt6vectorIfSaIfEED2Ev = comdat any

$_ZN6MatrixIfED2Ev = comdat any

$_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_ = comdat any

$_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf = comdat any

$_ZNSt12_Vector_baseIfSaIfEED2Ev = comdat any

$_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_ = comdat any

$_ZNSaIfEC2ERKS_ = comdat any

$_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$__clang_call_terminate = comdat any

$_ZNKSt15__new_allocatorIfE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIfE11_M_max_sizeEv = comdat any

$_ZNSt15__new_allocatorIfEC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEE12_Vector_implC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm = comdat any

$_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev = comdat any

$_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaIfEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIfE8allocateEmPKv = comdat any

$_ZNSt15__new_allocatorIfED2Ev = comdat any

$_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E = comdat any

$_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_ = comdat any

$_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_ = comdat any

$_ZSt6fill_nIPfmfET_S1_T0_RKT1_ = comdat any

$_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt17__size_to_integerm = comdat any

$_ZSt19__iterator_categoryIPfENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt8__fill_aIPffEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

$_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm = comdat any

$_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm = comdat any

$_ZNSt15__new_allocatorIfE10deallocateEPfm = comdat any

$_ZNK6MatrixIfE4rowsEv = comdat any

$_ZNK6MatrixIfE4colsEv = comdat any

$_ZNK6MatrixIfEclEii = comdat any

$_ZNKSt6vectorIfSaIfEEixEm = comdat any

$_ZNSt15__new_allocatorIfEC2Ev = comdat any

$_ZNSt6vectorIfSaIfEE21_M_default_initializeEm = comdat any

$_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E = comdat any

$_ZSt25__uninitialized_default_nIPfmET_S1_T0_ = comdat any

$_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_ = comdat any

$_ZSt11__addressofIfEPT_RS0_ = comdat any

$_ZSt10_ConstructIfJEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorIfSaIfEE5beginEv = comdat any

$_ZNKSt6vectorIfSaIfEE3endEv = comdat any

$_ZN9__gnu_cxxneIPKfSt6vectorIfSaIfEEEEbRKNS_17__normal_iteratorIT_T0_EESB_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEC2ERKS2_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEE4baseEv = comdat any

$_ZNKSt6vectorIfSaIfEE4sizeEv = comdat any

$_ZSt8_DestroyIPffEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPfEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_ = comdat any

$_ZN6MatrixIlEC2Eii = comdat any

$_ZN6MatrixIlEclEii = comdat any

$_Z15kernel_multiplyIlEvRK6MatrixIT_ES4_RS2_ = comdat any

$_ZNSaIlEC2Ev = comdat any

$_ZNSt6vectorIlSaIlEEC2EmRKS0_ = comdat any

$_ZNSaIlED2Ev = comdat any

$_ZNSt6vectorIlSaIlEEixEm = comdat any

$_ZNK6MatrixIlE3sumEv = comdat any

$_Z3dotIlET_RKSt6vectorIS0_SaIS0_EES5_ = comdat any

$_ZNSt6vectorIlSaIlEED2Ev = comdat any

$_ZN6MatrixIlED2Ev = comdat any

$_ZNSt6vectorIlSaIlEEC2EmRKlRKS0_ = comdat any

$_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_ = comdat any

$_ZNSt12_Vector_baseIlSaIlEEC2EmRKS0_ = comdat any

$_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl = comdat any

$_ZNSt12_Vector_baseIlSaIlEED2Ev = comdat any

$_ZNSt6vectorIlSaIlEE11_S_max_sizeERKS0_ = comdat any

$_ZNSaIlEC2ERKS_ = comdat any

$_ZNSt16allocator_traitsISaIlEE8max_sizeERKS0_ = comdat any

$_ZNKSt15__new_allocatorIlE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIlE11_M_max_sizeEv = comdat any

$_ZNSt15__new_allocatorIlEC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIlSaIlEE12_Vector_implC2ERKS0_ = comdat any

$_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm = comdat any

$_ZNSt12_Vector_baseIlSaIlEE12_Vector_implD2Ev = comdat any

$_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm = comdat any

$_ZNSt16allocator_traitsISaIlEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIlE8allocateEmPKv = comdat any

$_ZNSt15__new_allocatorIlED2Ev = comdat any

$_ZSt24__uninitialized_fill_n_aIPlmllET_S1_T0_RKT1_RSaIT2_E = comdat any

$_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv = comdat any

$_ZSt20uninitialized_fill_nIPlmlET_S1_T0_RKT1_ = comdat any

$_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_ = comdat any

$_ZSt6fill_nIPlmlET_S1_T0_RKT1_ = comdat any

$_ZSt10__fill_n_aIPlmlET_S1_T0_RKT1_St26random_access_iterator_tag = comdat any

$_ZSt19__iterator_categoryIPlENSt15iterator_traitsIT_E17iterator_categoryERKS2_ = comdat any

$_ZSt8__fill_aIPllEvT_S1_RKT0_ = comdat any

$_ZSt9__fill_a1IPllEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_ = comdat any

$_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm = comdat any

$_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm = comdat any

$_ZNSt15__new_allocatorIlE10deallocateEPlm = comdat any

$_ZNK6MatrixIlE4rowsEv = comdat any

$_ZNK6MatrixIlE4colsEv = comdat any

$_ZNK6MatrixIlEclEii = comdat any

$_ZNKSt6vectorIlSaIlEEixEm = comdat any

$_ZNSt15__new_allocatorIlEC2Ev = comdat any

$_ZNSt6vectorIlSaIlEE21_M_default_initializeEm = comdat any

$_ZSt27__uninitialized_default_n_aIPlmlET_S1_T0_RSaIT1_E = comdat any

$_ZSt25__uninitialized_default_nIPlmET_S1_T0_ = comdat any

$_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_ = comdat any

$_ZSt11__addressofIlEPT_RS0_ = comdat any

$_ZSt10_ConstructIlJEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorIlSaIlEE5beginEv = comdat any

$_ZNKSt6vectorIlSaIlEE3endEv = comdat any

$_ZN9__gnu_cxxneIPKlSt6vectorIlSaIlEEEEbRKNS_17__normal_iteratorIT_T0_EESB_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEdeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEC2ERKS2_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEE4baseEv = comdat any

$_ZNKSt6vectorIlSaIlEE4sizeEv = comdat any

$_ZSt8_DestroyIPllEvT_S1_RSaIT0_E = comdat any

$_ZSt8_DestroyIPlEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPlEEvT_S3_ = comdat any

@.str = private unnamed_addr constant [21 x i8] c"float %.1f long %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !1483 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !1486, metadata !DIExpression()), !dbg !1487
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !1488, metadata !DIExpression()), !dbg !1489
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1490, metadata !DIExpression()), !dbg !1491
  %9 = load i32, i32* %4, align 4, !dbg !1492
  %10 = icmp sgt i32 %9, 1, !dbg !1493
  br i1 %10, label %11, label %16, !dbg !1492

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !1494
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !1494
  %14 = load i8*, i8** %13, align 8, !dbg !1494
  %15 = call i32 @atoi(i8* noundef %14) #12, !dbg !1495
  br label %17, !dbg !1492

16:                                               ; preds = %2
  br label %17, !dbg !1492

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 36, %16 ], !dbg !1492
  store i32 %18, i32* %6, align 4, !dbg !1491
  call void @llvm.dbg.declare(metadata float* %7, metadata !1496, metadata !DIExpression()), !dbg !1497
  %19 = load i32, i32* %6, align 4, !dbg !1498
  %20 = call noundef float @_Z3runIfET_i(i32 noundef %19), !dbg !1499
  store float %20, float* %7, align 4, !dbg !1497
  call void @llvm.dbg.declare(metadata i64* %8, metadata !1500, metadata !DIExpression()), !dbg !1501
  %21 = load i32, i32* %6, align 4, !dbg !1502
  %22 = call noundef i64 @_Z3runIlET_i(i32 noundef %21), !dbg !1503
  store i64 %22, i64* %8, align 8, !dbg !1501
  %23 = load float, float* %7, align 4, !dbg !1504
  %24 = fpext float %23 to double, !dbg !1504
  %25 = load i64, i64* %8, align 8, !dbg !1505
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %24, i64 noundef %25), !dbg !1506
  ret i32 0, !dbg !1507
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float @_Z3runIfET_i(i32 noundef %0) #3 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1508 {
  %2 = alloca i32, align 4
  %3 = alloca %class.Matrix, align 8
  %4 = alloca %class.Matrix, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %class.Matrix, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %"class.std::vector", align 8
  %11 = alloca %"class.std::allocator", align 1
  %12 = alloca %"class.std::vector", align 8
  %13 = alloca %"class.std::allocator", align 1
  %14 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !1511, metadata !DIExpression()), !dbg !1512
  call void @llvm.dbg.declare(metadata %class.Matrix* %3, metadata !1513, metadata !DIExpression()), !dbg !1514
  %15 = load i32, i32* %2, align 4, !dbg !1515
  %16 = load i32, i32* %2, align 4, !dbg !1516
  %17 = add nsw i32 %16, 2, !dbg !1517
  call void @_ZN6MatrixIfEC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %15, i32 noundef %17), !dbg !1514
  call void @llvm.dbg.declare(metadata %class.Matrix* %4, metadata !1518, metadata !DIExpression()), !dbg !1519
  %18 = load i32, i32* %2, align 4, !dbg !1520
  %19 = add nsw i32 %18, 2, !dbg !1521
  %20 = load i32, i32* %2, align 4, !dbg !1522
  invoke void @_ZN6MatrixIfEC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %4, i32 noundef %19, i32 noundef %20)
          to label %21 unwind label %57, !dbg !1519

21:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %class.Matrix* %7, metadata !1523, metadata !DIExpression()), !dbg !1524
  %22 = load i32, i32* %2, align 4, !dbg !1525
  %23 = load i32, i32* %2, align 4, !dbg !1526
  invoke void @_ZN6MatrixIfEC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %22, i32 noundef %23)
          to label %24 unwind label %61, !dbg !1524

24:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1527, metadata !DIExpression()), !dbg !1529
  store i32 0, i32* %8, align 4, !dbg !1529
  br label %25, !dbg !1530

25:                                               ; preds = %70, %24
  %26 = load i32, i32* %8, align 4, !dbg !1531
  %27 = load i32, i32* %2, align 4, !dbg !1533
  %28 = icmp slt i32 %26, %27, !dbg !1534
  br i1 %28, label %29, label %73, !dbg !1535

29:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i32* %9, metadata !1536, metadata !DIExpression()), !dbg !1538
  store i32 0, i32* %9, align 4, !dbg !1538
  br label %30, !dbg !1539

30:                                               ; preds = %54, %29
  %31 = load i32, i32* %9, align 4, !dbg !1540
  %32 = load i32, i32* %2, align 4, !dbg !1542
  %33 = add nsw i32 %32, 2, !dbg !1543
  %34 = icmp slt i32 %31, %33, !dbg !1544
  br i1 %34, label %35, label %69, !dbg !1545

35:                                               ; preds = %30
  %36 = load i32, i32* %8, align 4, !dbg !1546
  %37 = load i32, i32* %9, align 4, !dbg !1548
  %38 = add nsw i32 %36, %37, !dbg !1549
  %39 = srem i32 %38, 5, !dbg !1550
  %40 = sitofp i32 %39 to float, !dbg !1551
  %41 = load i32, i32* %8, align 4, !dbg !1552
  %42 = load i32, i32* %9, align 4, !dbg !1553
  %43 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %41, i32 noundef %42)
          to label %44 unwind label %65, !dbg !1554

44:                                               ; preds = %35
  store float %40, float* %43, align 4, !dbg !1555
  %45 = load i32, i32* %8, align 4, !dbg !1556
  %46 = load i32, i32* %9, align 4, !dbg !1557
  %47 = mul nsw i32 %45, %46, !dbg !1558
  %48 = srem i32 %47, 3, !dbg !1559
  %49 = sitofp i32 %48 to float, !dbg !1560
  %50 = load i32, i32* %9, align 4, !dbg !1561
  %51 = load i32, i32* %8, align 4, !dbg !1562
  %52 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %4, i32 noundef %50, i32 noundef %51)
          to label %53 unwind label %65, !dbg !1563

53:                                               ; preds = %44
  store float %49, float* %52, align 4, !dbg !1564
  br label %54, !dbg !1565

54:                                               ; preds = %53
  %55 = load i32, i32* %9, align 4, !dbg !1566
  %56 = add nsw i32 %55, 1, !dbg !1566
  store i32 %56, i32* %9, align 4, !dbg !1566
  br label %30, !dbg !1567, !llvm.loop !1568

57:                                               ; preds = %1
  %58 = landingpad { i8*, i32 }
          cleanup, !dbg !1571
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !1571
  store i8* %59, i8** %5, align 8, !dbg !1571
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !1571
  store i32 %60, i32* %6, align 4, !dbg !1571
  br label %129, !dbg !1571

61:                                               ; preds = %21
  %62 = landingpad { i8*, i32 }
          cleanup, !dbg !1571
  %63 = extractvalue { i8*, i32 } %62, 0, !dbg !1571
  store i8* %63, i8** %5, align 8, !dbg !1571
  %64 = extractvalue { i8*, i32 } %62, 1, !dbg !1571
  store i32 %64, i32* %6, align 4, !dbg !1571
  br label %128, !dbg !1571

65:                                               ; preds = %73, %44, %35
  %66 = landingpad { i8*, i32 }
          cleanup, !dbg !1572
  %67 = extractvalue { i8*, i32 } %66, 0, !dbg !1572
  store i8* %67, i8** %5, align 8, !dbg !1572
  %68 = extractvalue { i8*, i32 } %66, 1, !dbg !1572
  store i32 %68, i32* %6, align 4, !dbg !1572
  br label %127, !dbg !1572

69:                                               ; preds = %30
  br label %70, !dbg !1569

70:                                               ; preds = %69
  %71 = load i32, i32* %8, align 4, !dbg !1573
  %72 = add nsw i32 %71, 1, !dbg !1573
  store i32 %72, i32* %8, align 4, !dbg !1573
  br label %25, !dbg !1574, !llvm.loop !1575

73:                                               ; preds = %25
  invoke void @_Z15kernel_multiplyIfEvRK6MatrixIT_ES4_RS2_(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %3, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %4, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %7)
          to label %74 unwind label %65, !dbg !1577

74:                                               ; preds = %73
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %10, metadata !1578, metadata !DIExpression()), !dbg !1579
  %75 = load i32, i32* %2, align 4, !dbg !1580
  %76 = sext i32 %75 to i64, !dbg !1580
  call void @_ZNSaIfEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1579
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %76, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11)
          to label %77 unwind label %108, !dbg !1579

77:                                               ; preds = %74
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1579
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %12, metadata !1581, metadata !DIExpression()), !dbg !1582
  %78 = load i32, i32* %2, align 4, !dbg !1583
  %79 = sext i32 %78 to i64, !dbg !1583
  call void @_ZNSaIfEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1582
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %79, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13)
          to label %80 unwind label %112, !dbg !1582

80:                                               ; preds = %77
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1582
  call void @llvm.dbg.declare(metadata i32* %14, metadata !1584, metadata !DIExpression()), !dbg !1586
  store i32 0, i32* %14, align 4, !dbg !1586
  br label %81, !dbg !1587

81:                                               ; preds = %105, %80
  %82 = load i32, i32* %14, align 4, !dbg !1588
  %83 = load i32, i32* %2, align 4, !dbg !1590
  %84 = icmp slt i32 %82, %83, !dbg !1591
  br i1 %84, label %85, label %120, !dbg !1592

85:                                               ; preds = %81
  %86 = load i32, i32* %14, align 4, !dbg !1593
  %87 = load i32, i32* %14, align 4, !dbg !1595
  %88 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %86, i32 noundef %87)
          to label %89 unwind label %116, !dbg !1596

89:                                               ; preds = %85
  %90 = load float, float* %88, align 4, !dbg !1596
  %91 = load i32, i32* %14, align 4, !dbg !1597
  %92 = sext i32 %91 to i64, !dbg !1597
  %93 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %92) #13, !dbg !1598
  store float %90, float* %93, align 4, !dbg !1599
  %94 = load i32, i32* %2, align 4, !dbg !1600
  %95 = sub nsw i32 %94, 1, !dbg !1601
  %96 = load i32, i32* %14, align 4, !dbg !1602
  %97 = sub nsw i32 %95, %96, !dbg !1603
  %98 = load i32, i32* %14, align 4, !dbg !1604
  %99 = invoke noundef nonnull align 4 dereferenceable(4) float* @_ZN6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %97, i32 noundef %98)
          to label %100 unwind label %116, !dbg !1605

100:                                              ; preds = %89
  %101 = load float, float* %99, align 4, !dbg !1605
  %102 = load i32, i32* %14, align 4, !dbg !1606
  %103 = sext i32 %102 to i64, !dbg !1606
  %104 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %103) #13, !dbg !1607
  store float %101, float* %104, align 4, !dbg !1608
  br label %105, !dbg !1609

105:                                              ; preds = %100
  %106 = load i32, i32* %14, align 4, !dbg !1610
  %107 = add nsw i32 %106, 1, !dbg !1610
  store i32 %107, i32* %14, align 4, !dbg !1610
  br label %81, !dbg !1611, !llvm.loop !1612

108:                                              ; preds = %74
  %109 = landingpad { i8*, i32 }
          cleanup, !dbg !1571
  %110 = extractvalue { i8*, i32 } %109, 0, !dbg !1571
  store i8* %110, i8** %5, align 8, !dbg !1571
  %111 = extractvalue { i8*, i32 } %109, 1, !dbg !1571
  store i32 %111, i32* %6, align 4, !dbg !1571
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1579
  br label %127, !dbg !1579

112:                                              ; preds = %77
  %113 = landingpad { i8*, i32 }
          cleanup, !dbg !1571
  %114 = extractvalue { i8*, i32 } %113, 0, !dbg !1571
  store i8* %114, i8** %5, align 8, !dbg !1571
  %115 = extractvalue { i8*, i32 } %113, 1, !dbg !1571
  store i32 %115, i32* %6, align 4, !dbg !1571
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1582
  br label %126, !dbg !1582

116:                                              ; preds = %122, %120, %89, %85
  %117 = landingpad { i8*, i32 }
          cleanup, !dbg !1614
  %118 = extractvalue { i8*, i32 } %117, 0, !dbg !1614
  store i8* %118, i8** %5, align 8, !dbg !1614
  %119 = extractvalue { i8*, i32 } %117, 1, !dbg !1614
  store i32 %119, i32* %6, align 4, !dbg !1614
  call void @_ZNSt6vectorIfSaIfEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !1571
  br label %126, !dbg !1571

120:                                              ; preds = %81
  %121 = invoke noundef float @_ZNK6MatrixIfE3sumEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7)
          to label %122 unwind label %116, !dbg !1615

122:                                              ; preds = %120
  %123 = invoke noundef float @_Z3dotIfET_RKSt6vectorIS0_SaIS0_EES5_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12)
          to label %124 unwind label %116, !dbg !1616

124:                                              ; preds = %122
  %125 = fadd float %121, %123, !dbg !1617
  call void @_ZNSt6vectorIfSaIfEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !1571
  call void @_ZNSt6vectorIfSaIfEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1571
  call void @_ZN6MatrixIfED2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1571
  call void @_ZN6MatrixIfED2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1571
  call void @_ZN6MatrixIfED2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !1571
  ret float %125, !dbg !1571

126:                                              ; preds = %116, %112
  call void @_ZNSt6vectorIfSaIfEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1571
  br label %127, !dbg !1571

127:                                              ; preds = %126, %108, %65
  call void @_ZN6MatrixIfED2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1571
  br label %128, !dbg !1571

128:                                              ; preds = %127, %61
  call void @_ZN6MatrixIfED2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1571
  br label %129, !dbg !1571

129:                                              ; preds = %128, %57
  call void @_ZN6MatrixIfED2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !1571
  br label %130, !dbg !1571

130:                                              ; preds = %129
  %131 = load i8*, i8** %5, align 8, !dbg !1571
  %132 = load i32, i32* %6, align 4, !dbg !1571
  %133 = insertvalue { i8*, i32 } undef, i8* %131, 0, !dbg !1571
  %134 = insertvalue { i8*, i32 } %133, i32 %132, 1, !dbg !1571
  resume { i8*, i32 } %134, !dbg !1571
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z3runIlET_i(i32 noundef %0) #3 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1618 {
  %2 = alloca i32, align 4
  %3 = alloca %class.Matrix.0, align 8
  %4 = alloca %class.Matrix.0, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %class.Matrix.0, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %"class.std::vector.1", align 8
  %11 = alloca %"class.std::allocator.3", align 1
  %12 = alloca %"class.std::vector.1", align 8
  %13 = alloca %"class.std::allocator.3", align 1
  %14 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !1621, metadata !DIExpression()), !dbg !1622
  call void @llvm.dbg.declare(metadata %class.Matrix.0* %3, metadata !1623, metadata !DIExpression()), !dbg !1624
  %15 = load i32, i32* %2, align 4, !dbg !1625
  %16 = load i32, i32* %2, align 4, !dbg !1626
  %17 = add nsw i32 %16, 2, !dbg !1627
  call void @_ZN6MatrixIlEC2Eii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %15, i32 noundef %17), !dbg !1624
  call void @llvm.dbg.declare(metadata %class.Matrix.0* %4, metadata !1628, metadata !DIExpression()), !dbg !1629
  %18 = load i32, i32* %2, align 4, !dbg !1630
  %19 = add nsw i32 %18, 2, !dbg !1631
  %20 = load i32, i32* %2, align 4, !dbg !1632
  invoke void @_ZN6MatrixIlEC2Eii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %4, i32 noundef %19, i32 noundef %20)
          to label %21 unwind label %57, !dbg !1629

21:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %class.Matrix.0* %7, metadata !1633, metadata !DIExpression()), !dbg !1634
  %22 = load i32, i32* %2, align 4, !dbg !1635
  %23 = load i32, i32* %2, align 4, !dbg !1636
  invoke void @_ZN6MatrixIlEC2Eii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %22, i32 noundef %23)
          to label %24 unwind label %61, !dbg !1634

24:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1637, metadata !DIExpression()), !dbg !1639
  store i32 0, i32* %8, align 4, !dbg !1639
  br label %25, !dbg !1640

25:                                               ; preds = %70, %24
  %26 = load i32, i32* %8, align 4, !dbg !1641
  %27 = load i32, i32* %2, align 4, !dbg !1643
  %28 = icmp slt i32 %26, %27, !dbg !1644
  br i1 %28, label %29, label %73, !dbg !1645

29:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i32* %9, metadata !1646, metadata !DIExpression()), !dbg !1648
  store i32 0, i32* %9, align 4, !dbg !1648
  br label %30, !dbg !1649

30:                                               ; preds = %54, %29
  %31 = load i32, i32* %9, align 4, !dbg !1650
  %32 = load i32, i32* %2, align 4, !dbg !1652
  %33 = add nsw i32 %32, 2, !dbg !1653
  %34 = icmp slt i32 %31, %33, !dbg !1654
  br i1 %34, label %35, label %69, !dbg !1655

35:                                               ; preds = %30
  %36 = load i32, i32* %8, align 4, !dbg !1656
  %37 = load i32, i32* %9, align 4, !dbg !1658
  %38 = add nsw i32 %36, %37, !dbg !1659
  %39 = srem i32 %38, 5, !dbg !1660
  %40 = sext i32 %39 to i64, !dbg !1661
  %41 = load i32, i32* %8, align 4, !dbg !1662
  %42 = load i32, i32* %9, align 4, !dbg !1663
  %43 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZN6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %41, i32 noundef %42)
          to label %44 unwind label %65, !dbg !1664

44:                                               ; preds = %35
  store i64 %40, i64* %43, align 8, !dbg !1665
  %45 = load i32, i32* %8, align 4, !dbg !1666
  %46 = load i32, i32* %9, align 4, !dbg !1667
  %47 = mul nsw i32 %45, %46, !dbg !1668
  %48 = srem i32 %47, 3, !dbg !1669
  %49 = sext i32 %48 to i64, !dbg !1670
  %50 = load i32, i32* %9, align 4, !dbg !1671
  %51 = load i32, i32* %8, align 4, !dbg !1672
  %52 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZN6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %4, i32 noundef %50, i32 noundef %51)
          to label %53 unwind label %65, !dbg !1673

53:                                               ; preds = %44
  store i64 %49, i64* %52, align 8, !dbg !1674
  br label %54, !dbg !1675

54:                                               ; preds = %53
  %55 = load i32, i32* %9, align 4, !dbg !1676
  %56 = add nsw i32 %55, 1, !dbg !1676
  store i32 %56, i32* %9, align 4, !dbg !1676
  br label %30, !dbg !1677, !llvm.loop !1678

57:                                               ; preds = %1
  %58 = landingpad { i8*, i32 }
          cleanup, !dbg !1680
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !1680
  store i8* %59, i8** %5, align 8, !dbg !1680
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !1680
  store i32 %60, i32* %6, align 4, !dbg !1680
  br label %129, !dbg !1680

61:                                               ; preds = %21
  %62 = landingpad { i8*, i32 }
          cleanup, !dbg !1680
  %63 = extractvalue { i8*, i32 } %62, 0, !dbg !1680
  store i8* %63, i8** %5, align 8, !dbg !1680
  %64 = extractvalue { i8*, i32 } %62, 1, !dbg !1680
  store i32 %64, i32* %6, align 4, !dbg !1680
  br label %128, !dbg !1680

65:                                               ; preds = %73, %44, %35
  %66 = landingpad { i8*, i32 }
          cleanup, !dbg !1681
  %67 = extractvalue { i8*, i32 } %66, 0, !dbg !1681
  store i8* %67, i8** %5, align 8, !dbg !1681
  %68 = extractvalue { i8*, i32 } %66, 1, !dbg !1681
  store i32 %68, i32* %6, align 4, !dbg !1681
  br label %127, !dbg !1681

69:                                               ; preds = %30
  br label %70, !dbg !1679

70:                                               ; preds = %69
  %71 = load i32, i32* %8, align 4, !dbg !1682
  %72 = add nsw i32 %71, 1, !dbg !1682
  store i32 %72, i32* %8, align 4, !dbg !1682
  br label %25, !dbg !1683, !llvm.loop !1684

73:                                               ; preds = %25
  invoke void @_Z15kernel_multiplyIlEvRK6MatrixIT_ES4_RS2_(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %3, %class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %4, %class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %7)
          to label %74 unwind label %65, !dbg !1686

74:                                               ; preds = %73
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"* %10, metadata !1687, metadata !DIExpression()), !dbg !1688
  %75 = load i32, i32* %2, align 4, !dbg !1689
  %76 = sext i32 %75 to i64, !dbg !1689
  call void @_ZNSaIlEC2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1688
  invoke void @_ZNSt6vectorIlSaIlEEC2EmRKS0_(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %76, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %11)
          to label %77 unwind label %108, !dbg !1688

77:                                               ; preds = %74
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1688
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"* %12, metadata !1690, metadata !DIExpression()), !dbg !1691
  %78 = load i32, i32* %2, align 4, !dbg !1692
  %79 = sext i32 %78 to i64, !dbg !1692
  call void @_ZNSaIlEC2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1691
  invoke void @_ZNSt6vectorIlSaIlEEC2EmRKS0_(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %79, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %13)
          to label %80 unwind label %112, !dbg !1691

80:                                               ; preds = %77
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1691
  call void @llvm.dbg.declare(metadata i32* %14, metadata !1693, metadata !DIExpression()), !dbg !1695
  store i32 0, i32* %14, align 4, !dbg !1695
  br label %81, !dbg !1696

81:                                               ; preds = %105, %80
  %82 = load i32, i32* %14, align 4, !dbg !1697
  %83 = load i32, i32* %2, align 4, !dbg !1699
  %84 = icmp slt i32 %82, %83, !dbg !1700
  br i1 %84, label %85, label %120, !dbg !1701

85:                                               ; preds = %81
  %86 = load i32, i32* %14, align 4, !dbg !1702
  %87 = load i32, i32* %14, align 4, !dbg !1704
  %88 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZN6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %86, i32 noundef %87)
          to label %89 unwind label %116, !dbg !1705

89:                                               ; preds = %85
  %90 = load i64, i64* %88, align 8, !dbg !1705
  %91 = load i32, i32* %14, align 4, !dbg !1706
  %92 = sext i32 %91 to i64, !dbg !1706
  %93 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %92) #13, !dbg !1707
  store i64 %90, i64* %93, align 8, !dbg !1708
  %94 = load i32, i32* %2, align 4, !dbg !1709
  %95 = sub nsw i32 %94, 1, !dbg !1710
  %96 = load i32, i32* %14, align 4, !dbg !1711
  %97 = sub nsw i32 %95, %96, !dbg !1712
  %98 = load i32, i32* %14, align 4, !dbg !1713
  %99 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZN6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %7, i32 noundef %97, i32 noundef %98)
          to label %100 unwind label %116, !dbg !1714

100:                                              ; preds = %89
  %101 = load i64, i64* %99, align 8, !dbg !1714
  %102 = load i32, i32* %14, align 4, !dbg !1715
  %103 = sext i32 %102 to i64, !dbg !1715
  %104 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %103) #13, !dbg !1716
  store i64 %101, i64* %104, align 8, !dbg !1717
  br label %105, !dbg !1718

105:                                              ; preds = %100
  %106 = load i32, i32* %14, align 4, !dbg !1719
  %107 = add nsw i32 %106, 1, !dbg !1719
  store i32 %107, i32* %14, align 4, !dbg !1719
  br label %81, !dbg !1720, !llvm.loop !1721

108:                                              ; preds = %74
  %109 = landingpad { i8*, i32 }
          cleanup, !dbg !1680
  %110 = extractvalue { i8*, i32 } %109, 0, !dbg !1680
  store i8* %110, i8** %5, align 8, !dbg !1680
  %111 = extractvalue { i8*, i32 } %109, 1, !dbg !1680
  store i32 %111, i32* %6, align 4, !dbg !1680
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1688
  br label %127, !dbg !1688

112:                                              ; preds = %77
  %113 = landingpad { i8*, i32 }
          cleanup, !dbg !1680
  %114 = extractvalue { i8*, i32 } %113, 0, !dbg !1680
  store i8* %114, i8** %5, align 8, !dbg !1680
  %115 = extractvalue { i8*, i32 } %113, 1, !dbg !1680
  store i32 %115, i32* %6, align 4, !dbg !1680
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %13) #13, !dbg !1691
  br label %126, !dbg !1691

116:                                              ; preds = %122, %120, %89, %85
  %117 = landingpad { i8*, i32 }
          cleanup, !dbg !1723
  %118 = extractvalue { i8*, i32 } %117, 0, !dbg !1723
  store i8* %118, i8** %5, align 8, !dbg !1723
  %119 = extractvalue { i8*, i32 } %117, 1, !dbg !1723
  store i32 %119, i32* %6, align 4, !dbg !1723
  call void @_ZNSt6vectorIlSaIlEED2Ev(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !1680
  br label %126, !dbg !1680

120:                                              ; preds = %81
  %121 = invoke noundef i64 @_ZNK6MatrixIlE3sumEv(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %7)
          to label %122 unwind label %116, !dbg !1724

122:                                              ; preds = %120
  %123 = invoke noundef i64 @_Z3dotIlET_RKSt6vectorIS0_SaIS0_EES5_(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %12)
          to label %124 unwind label %116, !dbg !1725

124:                                              ; preds = %122
  %125 = add nsw i64 %121, %123, !dbg !1726
  call void @_ZNSt6vectorIlSaIlEED2Ev(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !1680
  call void @_ZNSt6vectorIlSaIlEED2Ev(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1680
  call void @_ZN6MatrixIlED2Ev(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1680
  call void @_ZN6MatrixIlED2Ev(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1680
  call void @_ZN6MatrixIlED2Ev(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !1680
  ret i64 %125, !dbg !1680

126:                                              ; preds = %116, %112
  call void @_ZNSt6vectorIlSaIlEED2Ev(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1680
  br label %127, !dbg !1680

127:                                              ; preds = %126, %108, %65
  call void @_ZN6MatrixIlED2Ev(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %7) #13, !dbg !1680
  br label %128, !dbg !1680

128:                                              ; preds = %127, %61
  call void @_ZN6MatrixIlED2Ev(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %4) #13, !dbg !1680
  br label %129, !dbg !1680

129:                                              ; preds = %128, %57
  call void @_ZN6MatrixIlED2Ev(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %3) #13, !dbg !1680
  br label %130, !dbg !1680

130:                                              ; preds = %129
  %131 = load i8*, i8** %5, align 8, !dbg !1680
  %132 = load i32, i32* %6, align 4, !dbg !1680
  %133 = insertvalue { i8*, i32 } undef, i8* %131, 0, !dbg !1680
  %134 = insertvalue { i8*, i32 } %133, i32 %132, 1, !dbg !1680
  resume { i8*, i32 } %134, !dbg !1680
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixIfEC2Eii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1727 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca %"class.std::allocator", align 1
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !1728, metadata !DIExpression()), !dbg !1730
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1731, metadata !DIExpression()), !dbg !1732
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1733, metadata !DIExpression()), !dbg !1734
  %11 = load %class.Matrix*, %class.Matrix** %4, align 8
  %12 = getelementptr inbounds %class.Matrix, %class.Matrix* %11, i32 0, i32 0, !dbg !1735
  %13 = load i32, i32* %5, align 4, !dbg !1736
  store i32 %13, i32* %12, align 8, !dbg !1735
  %14 = getelementptr inbounds %class.Matrix, %class.Matrix* %11, i32 0, i32 1, !dbg !1737
  %15 = load i32, i32* %6, align 4, !dbg !1738
  store i32 %15, i32* %14, align 4, !dbg !1737
  %16 = getelementptr inbounds %class.Matrix, %class.Matrix* %11, i32 0, i32 2, !dbg !1739
  %17 = load i32, i32* %5, align 4, !dbg !1740
  %18 = sext i32 %17 to i64, !dbg !1740
  %19 = load i32, i32* %6, align 4, !dbg !1741
  %20 = sext i32 %19 to i64, !dbg !1741
  %21 = mul i64 %18, %20, !dbg !1742
  store float 0.000000e+00, float* %7, align 4, !dbg !1743
  call void @_ZNSaIfEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1739
  invoke void @_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %16, i64 noundef %21, float* noundef nonnull align 4 dereferenceable(4) %7, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8)
          to label %22 unwind label %23, !dbg !1739

22:                                               ; preds = %3
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1739
  ret void, !dbg !1744

23:                                               ; preds = %3
  %24 = landingpad { i8*, i32 }
          cleanup, !dbg !1744
  %25 = extractvalue { i8*, i32 } %24, 0, !dbg !1744
  store i8* %25, i8** %9, align 8, !dbg !1744
  %26 = extractvalue { i8*, i32 } %24, 1, !dbg !1744
  store i32 %26, i32* %10, align 4, !dbg !1744
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !1739
  br label %27, !dbg !1739

27:                                               ; preds = %23
  %28 = load i8*, i8** %9, align 8, !dbg !1739
  %29 = load i32, i32* %10, align 4, !dbg !1739
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !1739
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !1739
  resume { i8*, i32 } %31, !dbg !1739
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZN6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #6 comdat align 2 !dbg !1745 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !1746, metadata !DIExpression()), !dbg !1747
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !1748, metadata !DIExpression()), !dbg !1749
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1750, metadata !DIExpression()), !dbg !1751
  %7 = load %class.Matrix*, %class.Matrix** %4, align 8
  %8 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 2, !dbg !1752
  %9 = load i32, i32* %5, align 4, !dbg !1753
  %10 = sext i32 %9 to i64, !dbg !1753
  %11 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 1, !dbg !1754
  %12 = load i32, i32* %11, align 4, !dbg !1754
  %13 = sext i32 %12 to i64, !dbg !1754
  %14 = mul i64 %10, %13, !dbg !1755
  %15 = load i32, i32* %6, align 4, !dbg !1756
  %16 = sext i32 %15 to i64, !dbg !1756
  %17 = add i64 %14, %16, !dbg !1757
  %18 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #13, !dbg !1752
  ret float* %18, !dbg !1758
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z15kernel_multiplyIfEvRK6MatrixIT_ES4_RS2_(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %1, %class.Matrix* noundef nonnull align 8 dereferenceable(32) %2) #3 comdat !dbg !1759 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca %class.Matrix*, align 8
  %6 = alloca %class.Matrix*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !1764, metadata !DIExpression()), !dbg !1765
  store %class.Matrix* %1, %class.Matrix** %5, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %5, metadata !1766, metadata !DIExpression()), !dbg !1767
  store %class.Matrix* %2, %class.Matrix** %6, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %6, metadata !1768, metadata !DIExpression()), !dbg !1769
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1770, metadata !DIExpression()), !dbg !1772
  store i32 0, i32* %7, align 4, !dbg !1772
  br label %11, !dbg !1773

11:                                               ; preds = %54, %3
  %12 = load i32, i32* %7, align 4, !dbg !1774
  %13 = load %class.Matrix*, %class.Matrix** %4, align 8, !dbg !1776
  %14 = call noundef i32 @_ZNK6MatrixIfE4rowsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %13), !dbg !1777
  %15 = icmp slt i32 %12, %14, !dbg !1778
  br i1 %15, label %16, label %57, !dbg !1779

16:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %8, metadata !1780, metadata !DIExpression()), !dbg !1782
  store i32 0, i32* %8, align 4, !dbg !1782
  br label %17, !dbg !1783

17:                                               ; preds = %50, %16
  %18 = load i32, i32* %8, align 4, !dbg !1784
  %19 = load %class.Matrix*, %class.Matrix** %5, align 8, !dbg !1786
  %20 = call noundef i32 @_ZNK6MatrixIfE4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %19), !dbg !1787
  %21 = icmp slt i32 %18, %20, !dbg !1788
  br i1 %21, label %22, label %53, !dbg !1789

22:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata float* %9, metadata !1790, metadata !DIExpression()), !dbg !1792
  store float 0.000000e+00, float* %9, align 4, !dbg !1792
  call void @llvm.dbg.declare(metadata i32* %10, metadata !1793, metadata !DIExpression()), !dbg !1795
  store i32 0, i32* %10, align 4, !dbg !1795
  br label %23, !dbg !1796

23:                                               ; preds = %41, %22
  %24 = load i32, i32* %10, align 4, !dbg !1797
  %25 = load %class.Matrix*, %class.Matrix** %4, align 8, !dbg !1799
  %26 = call noundef i32 @_ZNK6MatrixIfE4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %25), !dbg !1800
  %27 = icmp slt i32 %24, %26, !dbg !1801
  br i1 %27, label %28, label %44, !dbg !1802

28:                                               ; preds = %23
  %29 = load %class.Matrix*, %class.Matrix** %4, align 8, !dbg !1803
  %30 = load i32, i32* %7, align 4, !dbg !1804
  %31 = load i32, i32* %10, align 4, !dbg !1805
  %32 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNK6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %29, i32 noundef %30, i32 noundef %31), !dbg !1803
  %33 = load float, float* %32, align 4, !dbg !1803
  %34 = load %class.Matrix*, %class.Matrix** %5, align 8, !dbg !1806
  %35 = load i32, i32* %10, align 4, !dbg !1807
  %36 = load i32, i32* %8, align 4, !dbg !1808
  %37 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNK6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %34, i32 noundef %35, i32 noundef %36), !dbg !1806
  %38 = load float, float* %37, align 4, !dbg !1806
  %39 = load float, float* %9, align 4, !dbg !1809
  %40 = call float @llvm.fmuladd.f32(float %33, float %38, float %39), !dbg !1809
  store float %40, float* %9, align 4, !dbg !1809
  br label %41, !dbg !1810

41:                                               ; preds = %28
  %42 = load i32, i32* %10, align 4, !dbg !1811
  %43 = add nsw i32 %42, 1, !dbg !1811
  store i32 %43, i32* %10, align 4, !dbg !1811
  br label %23, !dbg !1812, !llvm.loop !1813

44:                                               ; preds = %23
  %45 = load float, float* %9, align 4, !dbg !1815
  %46 = load %class.Matrix*, %class.Matrix** %6, align 8, !dbg !1816
  %47 = load i32, i32* %7, align 4, !dbg !1817
  %48 = load i32, i32* %8, align 4, !dbg !1818
  %49 = call noundef nonnull align 4 dereferenceable(4) float* @_ZN6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %46, i32 noundef %47, i32 noundef %48), !dbg !1816
  store float %45, float* %49, align 4, !dbg !1819
  br label %50, !dbg !1820

50:                                               ; preds = %44
  %51 = load i32, i32* %8, align 4, !dbg !1821
  %52 = add nsw i32 %51, 1, !dbg !1821
  store i32 %52, i32* %8, align 4, !dbg !1821
  br label %17, !dbg !1822, !llvm.loop !1823

53:                                               ; preds = %17
  br label %54, !dbg !1824

54:                                               ; preds = %53
  %55 = load i32, i32* %7, align 4, !dbg !1825
  %56 = add nsw i32 %55, 1, !dbg !1825
  store i32 %56, i32* %7, align 4, !dbg !1825
  br label %11, !dbg !1826, !llvm.loop !1827

57:                                               ; preds = %11
  ret void, !dbg !1829
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIfEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1830 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1831, metadata !DIExpression()), !dbg !1833
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1834
  call void @_ZNSt15__new_allocatorIfEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1835
  ret void, !dbg !1836
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEEC2EmRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1837 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1838, metadata !DIExpression()), !dbg !1840
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1841, metadata !DIExpression()), !dbg !1842
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1843, metadata !DIExpression()), !dbg !1844
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1845
  %11 = load i64, i64* %5, align 8, !dbg !1846
  %12 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1847
  %13 = call noundef i64 @_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_(i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !1848
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1849
  call void @_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1850
  %15 = load i64, i64* %5, align 8, !dbg !1851
  invoke void @_ZNSt6vectorIfSaIfEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !1853

16:                                               ; preds = %3
  ret void, !dbg !1854

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !1855
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !1855
  store i8* %19, i8** %7, align 8, !dbg !1855
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !1855
  store i32 %20, i32* %8, align 4, !dbg !1855
  %21 = bitcast %"class.std::vector"* %9 to %"struct.std::_Vector_base"*, !dbg !1855
  call void @_ZNSt12_Vector_baseIfSaIfEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %21) #13, !dbg !1855
  br label %22, !dbg !1855

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !1855
  %24 = load i32, i32* %8, align 4, !dbg !1855
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !1855
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !1855
  resume { i8*, i32 } %26, !dbg !1855
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !1856 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !1857, metadata !DIExpression()), !dbg !1858
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !1859
  call void @_ZNSt15__new_allocatorIfED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !1859
  ret void, !dbg !1861
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZNSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !1862 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1863, metadata !DIExpression()), !dbg !1864
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !1865, metadata !DIExpression()), !dbg !1866
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1867
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1867
  %8 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !1868
  %9 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1869
  %10 = load float*, float** %9, align 8, !dbg !1869
  %11 = load i64, i64* %4, align 8, !dbg !1870
  %12 = getelementptr inbounds float, float* %10, i64 %11, !dbg !1871
  ret float* %12, !dbg !1872
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_ZNK6MatrixIfE3sumEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #6 comdat align 2 !dbg !1873 {
  %2 = alloca %class.Matrix*, align 8
  %3 = alloca float, align 4
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %7 = alloca float*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1874, metadata !DIExpression()), !dbg !1876
  %8 = load %class.Matrix*, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata float* %3, metadata !1877, metadata !DIExpression()), !dbg !1878
  store float 0.000000e+00, float* %3, align 4, !dbg !1878
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1879, metadata !DIExpression()), !dbg !1881
  %9 = getelementptr inbounds %class.Matrix, %class.Matrix* %8, i32 0, i32 2, !dbg !1882
  store %"class.std::vector"* %9, %"class.std::vector"** %4, align 8, !dbg !1882
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %5, metadata !1883, metadata !DIExpression()), !dbg !1881
  %10 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1884
  %11 = call float* @_ZNKSt6vectorIfSaIfEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !1884
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !1884
  store float* %11, float** %12, align 8, !dbg !1884
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %6, metadata !1885, metadata !DIExpression()), !dbg !1881
  %13 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1884
  %14 = call float* @_ZNKSt6vectorIfSaIfEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13) #13, !dbg !1884
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %6, i32 0, i32 0, !dbg !1884
  store float* %14, float** %15, align 8, !dbg !1884
  br label %16, !dbg !1884

16:                                               ; preds = %24, %1
  %17 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPKfSt6vectorIfSaIfEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %6) #13, !dbg !1884
  br i1 %17, label %18, label %26, !dbg !1884

18:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata float** %7, metadata !1886, metadata !DIExpression()), !dbg !1888
  %19 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !1889
  store float* %19, float** %7, align 8, !dbg !1888
  %20 = load float*, float** %7, align 8, !dbg !1890
  %21 = load float, float* %20, align 4, !dbg !1890
  %22 = load float, float* %3, align 4, !dbg !1891
  %23 = fadd float %22, %21, !dbg !1891
  store float %23, float* %3, align 4, !dbg !1891
  br label %24, !dbg !1892

24:                                               ; preds = %18
  %25 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !1884
  br label %16, !dbg !1884, !llvm.loop !1893

26:                                               ; preds = %16
  %27 = load float, float* %3, align 4, !dbg !1895
  ret float %27, !dbg !1896
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float @_Z3dotIfET_RKSt6vectorIS0_SaIS0_EES5_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %1) #6 comdat !dbg !1897 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca float, align 4
  %6 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !1900, metadata !DIExpression()), !dbg !1901
  store %"class.std::vector"* %1, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !1902, metadata !DIExpression()), !dbg !1903
  call void @llvm.dbg.declare(metadata float* %5, metadata !1904, metadata !DIExpression()), !dbg !1905
  store float 0.000000e+00, float* %5, align 4, !dbg !1905
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1906, metadata !DIExpression()), !dbg !1908
  store i64 0, i64* %6, align 8, !dbg !1908
  br label %7, !dbg !1909

7:                                                ; preds = %23, %2
  %8 = load i64, i64* %6, align 8, !dbg !1910
  %9 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1912
  %10 = call noundef i64 @_ZNKSt6vectorIfSaIfEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !1913
  %11 = icmp ult i64 %8, %10, !dbg !1914
  br i1 %11, label %12, label %26, !dbg !1915

12:                                               ; preds = %7
  %13 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8, !dbg !1916
  %14 = load i64, i64* %6, align 8, !dbg !1917
  %15 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNKSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %13, i64 noundef %14) #13, !dbg !1916
  %16 = load float, float* %15, align 4, !dbg !1916
  %17 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8, !dbg !1918
  %18 = load i64, i64* %6, align 8, !dbg !1919
  %19 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNKSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %17, i64 noundef %18) #13, !dbg !1918
  %20 = load float, float* %19, align 4, !dbg !1918
  %21 = load float, float* %5, align 4, !dbg !1920
  %22 = call float @llvm.fmuladd.f32(float %16, float %20, float %21), !dbg !1920
  store float %22, float* %5, align 4, !dbg !1920
  br label %23, !dbg !1921

23:                                               ; preds = %12
  %24 = load i64, i64* %6, align 8, !dbg !1922
  %25 = add i64 %24, 1, !dbg !1922
  store i64 %25, i64* %6, align 8, !dbg !1922
  br label %7, !dbg !1923, !llvm.loop !1924

26:                                               ; preds = %7
  %27 = load float, float* %5, align 4, !dbg !1926
  ret float %27, !dbg !1927
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1928 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !1929, metadata !DIExpression()), !dbg !1930
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1931
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !1931
  %8 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !1933
  %9 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !1934
  %10 = load float*, float** %9, align 8, !dbg !1934
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1935
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !1935
  %13 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !1936
  %14 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !1937
  %15 = load float*, float** %14, align 8, !dbg !1937
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1938
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #13, !dbg !1938
  invoke void @_ZSt8_DestroyIPffEvT_S1_RSaIT0_E(float* noundef %10, float* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !1939

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1940
  call void @_ZNSt12_Vector_baseIfSaIfEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #13, !dbg !1940
  ret void, !dbg !1941

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !1940
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1940
  store i8* %22, i8** %3, align 8, !dbg !1940
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1940
  store i32 %23, i32* %4, align 4, !dbg !1940
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !1940
  call void @_ZNSt12_Vector_baseIfSaIfEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !1940
  br label %25, !dbg !1940

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !1940
  call void @__clang_call_terminate(i8* %26) #14, !dbg !1940
  unreachable, !dbg !1940
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixIfED2Ev(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !1942 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !1946, metadata !DIExpression()), !dbg !1947
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 2, !dbg !1948
  call void @_ZNSt6vectorIfSaIfEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !1948
  ret void, !dbg !1950
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1951 {
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca i64, align 8
  %7 = alloca float*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !1952, metadata !DIExpression()), !dbg !1953
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !1954, metadata !DIExpression()), !dbg !1955
  store float* %2, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !1956, metadata !DIExpression()), !dbg !1957
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !1958, metadata !DIExpression()), !dbg !1959
  %11 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8
  %12 = bitcast %"class.std::vector"* %11 to %"struct.std::_Vector_base"*, !dbg !1960
  %13 = load i64, i64* %6, align 8, !dbg !1961
  %14 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1962
  %15 = call noundef i64 @_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_(i64 noundef %13, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !1963
  %16 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !1964
  call void @_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !1965
  %17 = load i64, i64* %6, align 8, !dbg !1966
  %18 = load float*, float** %7, align 8, !dbg !1968
  invoke void @_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %17, float* noundef nonnull align 4 dereferenceable(4) %18)
          to label %19 unwind label %20, !dbg !1969

19:                                               ; preds = %4
  ret void, !dbg !1970

20:                                               ; preds = %4
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !1971
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !1971
  store i8* %22, i8** %9, align 8, !dbg !1971
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !1971
  store i32 %23, i32* %10, align 4, !dbg !1971
  %24 = bitcast %"class.std::vector"* %11 to %"struct.std::_Vector_base"*, !dbg !1971
  call void @_ZNSt12_Vector_baseIfSaIfEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !1971
  br label %25, !dbg !1971

25:                                               ; preds = %20
  %26 = load i8*, i8** %9, align 8, !dbg !1971
  %27 = load i32, i32* %10, align 4, !dbg !1971
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !1971
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !1971
  resume { i8*, i32 } %29, !dbg !1971
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) #3 comdat align 2 !dbg !1972 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca %"class.std::allocator", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !1973, metadata !DIExpression()), !dbg !1974
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !1975, metadata !DIExpression()), !dbg !1976
  %6 = load i64, i64* %3, align 8, !dbg !1977
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !1979
  call void @_ZNSaIfEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !1980
  %8 = call noundef i64 @_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1981
  %9 = icmp ugt i64 %6, %8, !dbg !1982
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !1977
  br i1 %9, label %10, label %11, !dbg !1983

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #15, !dbg !1984
  unreachable, !dbg !1984

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !1985
  ret i64 %12, !dbg !1986
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !1987 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !1988, metadata !DIExpression()), !dbg !1990
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !1991, metadata !DIExpression()), !dbg !1992
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !1993, metadata !DIExpression()), !dbg !1994
  %9 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !1995
  %11 = load %"class.std::allocator"*, %"class.std::allocator"** %6, align 8, !dbg !1996
  call void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !1995
  %12 = load i64, i64* %5, align 8, !dbg !1997
  invoke void @_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !1999

13:                                               ; preds = %3
  ret void, !dbg !2000

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !2001
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !2001
  store i8* %16, i8** %7, align 8, !dbg !2001
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !2001
  store i32 %17, i32* %8, align 4, !dbg !2001
  call void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !2001
  br label %18, !dbg !2001

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !2001
  %20 = load i32, i32* %8, align 4, !dbg !2001
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !2001
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !2001
  resume { i8*, i32 } %22, !dbg !2001
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2) #3 comdat align 2 !dbg !2002 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca float*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !2003, metadata !DIExpression()), !dbg !2004
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2005, metadata !DIExpression()), !dbg !2006
  store float* %2, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !2007, metadata !DIExpression()), !dbg !2008
  %7 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %8 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !2009
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %8, i32 0, i32 0, !dbg !2009
  %10 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %9 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2010
  %11 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %10, i32 0, i32 0, !dbg !2011
  %12 = load float*, float** %11, align 8, !dbg !2011
  %13 = load i64, i64* %5, align 8, !dbg !2012
  %14 = load float*, float** %6, align 8, !dbg !2013
  %15 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !2014
  %16 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %15) #13, !dbg !2014
  %17 = call noundef float* @_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E(float* noundef %12, i64 noundef %13, float* noundef nonnull align 4 dereferenceable(4) %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !2015
  %18 = bitcast %"class.std::vector"* %7 to %"struct.std::_Vector_base"*, !dbg !2016
  %19 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %18, i32 0, i32 0, !dbg !2016
  %20 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %19 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2017
  %21 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %20, i32 0, i32 1, !dbg !2018
  store float* %17, float** %21, align 8, !dbg !2019
  ret void, !dbg !2020
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2021 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2022, metadata !DIExpression()), !dbg !2023
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2024
  %7 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2024
  %8 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2026
  %9 = load float*, float** %8, align 8, !dbg !2026
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2027
  %11 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2027
  %12 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !2028
  %13 = load float*, float** %12, align 8, !dbg !2028
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2029
  %15 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2029
  %16 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !2030
  %17 = load float*, float** %16, align 8, !dbg !2030
  %18 = ptrtoint float* %13 to i64, !dbg !2031
  %19 = ptrtoint float* %17 to i64, !dbg !2031
  %20 = sub i64 %18, %19, !dbg !2031
  %21 = sdiv exact i64 %20, 4, !dbg !2031
  invoke void @_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, float* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !2032

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2033
  call void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #13, !dbg !2033
  ret void, !dbg !2034

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2033
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !2033
  store i8* %26, i8** %3, align 8, !dbg !2033
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !2033
  store i32 %27, i32* %4, align 4, !dbg !2033
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2033
  call void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #13, !dbg !2033
  br label %29, !dbg !2033

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !2033
  call void @__clang_call_terminate(i8* %30) #14, !dbg !2033
  unreachable, !dbg !2033
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2035 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2036, metadata !DIExpression()), !dbg !2037
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2038, metadata !DIExpression()), !dbg !2040
  store i64 2305843009213693951, i64* %3, align 8, !dbg !2040
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2041, metadata !DIExpression()), !dbg !2042
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !2043
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !2044
  store i64 %6, i64* %4, align 8, !dbg !2042
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !2045

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !2045
  ret i64 %9, !dbg !2046

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2045
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !2045
  call void @__clang_call_terminate(i8* %12) #14, !dbg !2045
  unreachable, !dbg !2045
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIfEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !2047 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !2048, metadata !DIExpression()), !dbg !2049
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2050, metadata !DIExpression()), !dbg !2051
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !2052
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2053
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2053
  call void @_ZNSt15__new_allocatorIfEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !2054
  ret void, !dbg !2055
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 !dbg !2056 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2057, metadata !DIExpression()), !dbg !2058
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !2059
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !2059
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIfE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !2060
  ret i64 %5, !dbg !2061
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #6 comdat !dbg !2062 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !2070, metadata !DIExpression()), !dbg !2071
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !2072, metadata !DIExpression()), !dbg !2073
  %6 = load i64*, i64** %5, align 8, !dbg !2074
  %7 = load i64, i64* %6, align 8, !dbg !2074
  %8 = load i64*, i64** %4, align 8, !dbg !2076
  %9 = load i64, i64* %8, align 8, !dbg !2076
  %10 = icmp ult i64 %7, %9, !dbg !2077
  br i1 %10, label %11, label %13, !dbg !2078

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !2079
  store i64* %12, i64** %3, align 8, !dbg !2080
  br label %15, !dbg !2080

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !2081
  store i64* %14, i64** %3, align 8, !dbg !2082
  br label %15, !dbg !2082

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !2083
  ret i64* %16, !dbg !2083
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIfE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 !dbg !2084 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2085, metadata !DIExpression()), !dbg !2087
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIfE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #13, !dbg !2088
  ret i64 %4, !dbg !2089
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIfE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 !dbg !2090 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2091, metadata !DIExpression()), !dbg !2092
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 2305843009213693951, !dbg !2093
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfEC2ERKS0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !2094 {
  %3 = alloca %"class.std::__new_allocator"*, align 8
  %4 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %3, metadata !2095, metadata !DIExpression()), !dbg !2097
  store %"class.std::__new_allocator"* %1, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2098, metadata !DIExpression()), !dbg !2099
  %5 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %3, align 8
  ret void, !dbg !2100
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !2101 {
  %3 = alloca %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator"*, align 8
  store %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %0, %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"** %3, metadata !2102, metadata !DIExpression()), !dbg !2104
  store %"class.std::allocator"* %1, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2105, metadata !DIExpression()), !dbg !2106
  %5 = load %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"*, %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %5 to %"class.std::allocator"*, !dbg !2107
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2108
  call void @_ZNSaIfEC2ERKS_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !2109
  %8 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2107
  call void @_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #13, !dbg !2110
  ret void, !dbg !2111
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !2112 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !2113, metadata !DIExpression()), !dbg !2114
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2115, metadata !DIExpression()), !dbg !2116
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2117
  %7 = call noundef float* @_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !2118
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2119
  %9 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2120
  %10 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !2121
  store float* %7, float** %10, align 8, !dbg !2122
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2123
  %12 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2124
  %13 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !2125
  %14 = load float*, float** %13, align 8, !dbg !2125
  %15 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2126
  %16 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2127
  %17 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !2128
  store float* %14, float** %17, align 8, !dbg !2129
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2130
  %19 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2131
  %20 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !2132
  %21 = load float*, float** %20, align 8, !dbg !2132
  %22 = load i64, i64* %4, align 8, !dbg !2133
  %23 = getelementptr inbounds float, float* %21, i64 %22, !dbg !2134
  %24 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2135
  %25 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2136
  %26 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !2137
  store float* %23, float** %26, align 8, !dbg !2138
  ret void, !dbg !2139
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !2140 {
  %2 = alloca %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %0, %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"** %2, metadata !2142, metadata !DIExpression()), !dbg !2143
  %3 = load %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"*, %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !2144
  call void @_ZNSaIfED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !2144
  ret void, !dbg !2146
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !2147 {
  %2 = alloca %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"** %2, metadata !2148, metadata !DIExpression()), !dbg !2150
  %3 = load %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !2151
  store float* null, float** %4, align 8, !dbg !2151
  %5 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !2152
  store float* null, float** %5, align 8, !dbg !2152
  %6 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !2153
  store float* null, float** %6, align 8, !dbg !2153
  ret void, !dbg !2154
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !2155 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !2156, metadata !DIExpression()), !dbg !2157
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2158, metadata !DIExpression()), !dbg !2159
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2160
  %7 = icmp ne i64 %6, 0, !dbg !2161
  br i1 %7, label %8, label %13, !dbg !2160

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2162
  %10 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !2162
  %11 = load i64, i64* %4, align 8, !dbg !2163
  %12 = call noundef float* @_ZNSt16allocator_traitsISaIfEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !2164
  br label %14, !dbg !2160

13:                                               ; preds = %2
  br label %14, !dbg !2160

14:                                               ; preds = %13, %8
  %15 = phi float* [ %12, %8 ], [ null, %13 ], !dbg !2160
  ret float* %15, !dbg !2165
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZNSt16allocator_traitsISaIfEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #3 comdat align 2 !dbg !2166 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !2167, metadata !DIExpression()), !dbg !2168
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2169, metadata !DIExpression()), !dbg !2170
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !2171
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !2171
  %7 = load i64, i64* %4, align 8, !dbg !2172
  %8 = call noundef float* @_ZNSt15__new_allocatorIfE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !2173
  ret float* %8, !dbg !2174
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZNSt15__new_allocatorIfE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #3 comdat align 2 !dbg !2175 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2176, metadata !DIExpression()), !dbg !2177
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2178, metadata !DIExpression()), !dbg !2179
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2180, metadata !DIExpression()), !dbg !2181
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !2182
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIfE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !2184
  %10 = icmp ugt i64 %8, %9, !dbg !2185
  br i1 %10, label %11, label %16, !dbg !2186

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !2187
  %13 = icmp ugt i64 %12, 4611686018427387903, !dbg !2190
  br i1 %13, label %14, label %15, !dbg !2191

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #15, !dbg !2192
  unreachable, !dbg !2192

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #15, !dbg !2193
  unreachable, !dbg !2193

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !2194
  %18 = mul i64 %17, 4, !dbg !2195
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !2196
  %20 = bitcast i8* %19 to float*, !dbg !2197
  ret float* %20, !dbg !2198
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #8

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #10

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !2199 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2200, metadata !DIExpression()), !dbg !2201
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2202
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E(float* noundef %0, i64 noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #3 comdat !dbg !2203 {
  %5 = alloca float*, align 8
  %6 = alloca i64, align 8
  %7 = alloca float*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  store float* %0, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !2211, metadata !DIExpression()), !dbg !2212
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2213, metadata !DIExpression()), !dbg !2214
  store float* %2, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !2215, metadata !DIExpression()), !dbg !2216
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !2217, metadata !DIExpression()), !dbg !2218
  %9 = load float*, float** %5, align 8, !dbg !2219
  %10 = load i64, i64* %6, align 8, !dbg !2220
  %11 = load float*, float** %7, align 8, !dbg !2221
  %12 = call noundef float* @_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_(float* noundef %9, i64 noundef %10, float* noundef nonnull align 4 dereferenceable(4) %11), !dbg !2222
  ret float* %12, !dbg !2223
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !2224 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2225, metadata !DIExpression()), !dbg !2226
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !2227
  %5 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !2228
  ret %"class.std::allocator"* %5, !dbg !2229
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_(float* noundef %0, i64 noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2) #3 comdat !dbg !2230 {
  %4 = alloca float*, align 8
  %5 = alloca i64, align 8
  %6 = alloca float*, align 8
  %7 = alloca i8, align 1
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2234, metadata !DIExpression()), !dbg !2235
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2236, metadata !DIExpression()), !dbg !2237
  store float* %2, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !2238, metadata !DIExpression()), !dbg !2239
  call void @llvm.dbg.declare(metadata i8* %7, metadata !2240, metadata !DIExpression()), !dbg !2241
  store i8 1, i8* %7, align 1, !dbg !2241
  %8 = load float*, float** %4, align 8, !dbg !2242
  %9 = load i64, i64* %5, align 8, !dbg !2243
  %10 = load float*, float** %6, align 8, !dbg !2244
  %11 = call noundef float* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_(float* noundef %8, i64 noundef %9, float* noundef nonnull align 4 dereferenceable(4) %10), !dbg !2245
  ret float* %11, !dbg !2246
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_(float* noundef %0, i64 noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2) #3 comdat align 2 !dbg !2247 {
  %4 = alloca float*, align 8
  %5 = alloca i64, align 8
  %6 = alloca float*, align 8
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2252, metadata !DIExpression()), !dbg !2253
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2254, metadata !DIExpression()), !dbg !2255
  store float* %2, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !2256, metadata !DIExpression()), !dbg !2257
  %7 = load float*, float** %4, align 8, !dbg !2258
  %8 = load i64, i64* %5, align 8, !dbg !2259
  %9 = load float*, float** %6, align 8, !dbg !2260
  %10 = call noundef float* @_ZSt6fill_nIPfmfET_S1_T0_RKT1_(float* noundef %7, i64 noundef %8, float* noundef nonnull align 4 dereferenceable(4) %9), !dbg !2261
  ret float* %10, !dbg !2262
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZSt6fill_nIPfmfET_S1_T0_RKT1_(float* noundef %0, i64 noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2) #3 comdat !dbg !2263 {
  %4 = alloca float*, align 8
  %5 = alloca i64, align 8
  %6 = alloca float*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2266, metadata !DIExpression()), !dbg !2267
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2268, metadata !DIExpression()), !dbg !2269
  store float* %2, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !2270, metadata !DIExpression()), !dbg !2271
  %9 = load float*, float** %4, align 8, !dbg !2272
  %10 = load i64, i64* %5, align 8, !dbg !2273
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !2274
  %12 = load float*, float** %6, align 8, !dbg !2275
  call void @_ZSt19__iterator_categoryIPfENSt15iterator_traitsIT_E17iterator_categoryERKS2_(float** noundef nonnull align 8 dereferenceable(8) %4), !dbg !2276
  %13 = call noundef float* @_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag(float* noundef %9, i64 noundef %11, float* noundef nonnull align 4 dereferenceable(4) %12), !dbg !2277
  ret float* %13, !dbg !2278
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag(float* noundef %0, i64 noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2) #3 comdat !dbg !2279 {
  %4 = alloca float*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca float*, align 8
  %7 = alloca i64, align 8
  %8 = alloca float*, align 8
  store float* %0, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !2294, metadata !DIExpression()), !dbg !2295
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2296, metadata !DIExpression()), !dbg !2297
  store float* %2, float** %8, align 8
  call void @llvm.dbg.declare(metadata float** %8, metadata !2298, metadata !DIExpression()), !dbg !2299
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !2300, metadata !DIExpression()), !dbg !2301
  %9 = load i64, i64* %7, align 8, !dbg !2302
  %10 = icmp ule i64 %9, 0, !dbg !2304
  br i1 %10, label %11, label %13, !dbg !2305

11:                                               ; preds = %3
  %12 = load float*, float** %6, align 8, !dbg !2306
  store float* %12, float** %4, align 8, !dbg !2307
  br label %22, !dbg !2307

13:                                               ; preds = %3
  %14 = load float*, float** %6, align 8, !dbg !2308
  %15 = load float*, float** %6, align 8, !dbg !2309
  %16 = load i64, i64* %7, align 8, !dbg !2310
  %17 = getelementptr inbounds float, float* %15, i64 %16, !dbg !2311
  %18 = load float*, float** %8, align 8, !dbg !2312
  call void @_ZSt8__fill_aIPffEvT_S1_RKT0_(float* noundef %14, float* noundef %17, float* noundef nonnull align 4 dereferenceable(4) %18), !dbg !2313
  %19 = load float*, float** %6, align 8, !dbg !2314
  %20 = load i64, i64* %7, align 8, !dbg !2315
  %21 = getelementptr inbounds float, float* %19, i64 %20, !dbg !2316
  store float* %21, float** %4, align 8, !dbg !2317
  br label %22, !dbg !2317

22:                                               ; preds = %13, %11
  %23 = load float*, float** %4, align 8, !dbg !2318
  ret float* %23, !dbg !2318
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt17__size_to_integerm(i64 noundef %0) #6 comdat !dbg !2319 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !2322, metadata !DIExpression()), !dbg !2323
  %3 = load i64, i64* %2, align 8, !dbg !2324
  ret i64 %3, !dbg !2325
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPfENSt15iterator_traitsIT_E17iterator_categoryERKS2_(float** noundef nonnull align 8 dereferenceable(8) %0) #6 comdat !dbg !2326 {
  %2 = alloca float**, align 8
  store float** %0, float*** %2, align 8
  call void @llvm.dbg.declare(metadata float*** %2, metadata !2337, metadata !DIExpression()), !dbg !2338
  ret void, !dbg !2339
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPffEvT_S1_RKT0_(float* noundef %0, float* noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2) #3 comdat !dbg !2340 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2345, metadata !DIExpression()), !dbg !2346
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !2347, metadata !DIExpression()), !dbg !2348
  store float* %2, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !2349, metadata !DIExpression()), !dbg !2350
  %7 = load float*, float** %4, align 8, !dbg !2351
  %8 = load float*, float** %5, align 8, !dbg !2352
  %9 = load float*, float** %6, align 8, !dbg !2353
  call void @_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(float* noundef %7, float* noundef %8, float* noundef nonnull align 4 dereferenceable(4) %9), !dbg !2354
  ret void, !dbg !2355
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(float* noundef %0, float* noundef %1, float* noundef nonnull align 4 dereferenceable(4) %2) #6 comdat !dbg !2356 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca float*, align 8
  %7 = alloca float, align 4
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2366, metadata !DIExpression()), !dbg !2367
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !2368, metadata !DIExpression()), !dbg !2369
  store float* %2, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !2370, metadata !DIExpression()), !dbg !2371
  call void @llvm.dbg.declare(metadata float* %7, metadata !2372, metadata !DIExpression()), !dbg !2373
  %8 = load float*, float** %6, align 8, !dbg !2374
  %9 = load float, float* %8, align 4, !dbg !2374
  store float %9, float* %7, align 4, !dbg !2373
  br label %10, !dbg !2375

10:                                               ; preds = %17, %3
  %11 = load float*, float** %4, align 8, !dbg !2376
  %12 = load float*, float** %5, align 8, !dbg !2379
  %13 = icmp ne float* %11, %12, !dbg !2380
  br i1 %13, label %14, label %20, !dbg !2381

14:                                               ; preds = %10
  %15 = load float, float* %7, align 4, !dbg !2382
  %16 = load float*, float** %4, align 8, !dbg !2383
  store float %15, float* %16, align 4, !dbg !2384
  br label %17, !dbg !2385

17:                                               ; preds = %14
  %18 = load float*, float** %4, align 8, !dbg !2386
  %19 = getelementptr inbounds float, float* %18, i32 1, !dbg !2386
  store float* %19, float** %4, align 8, !dbg !2386
  br label %10, !dbg !2387, !llvm.loop !2388

20:                                               ; preds = %10
  ret void, !dbg !2390
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, float* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !2391 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !2392, metadata !DIExpression()), !dbg !2393
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !2394, metadata !DIExpression()), !dbg !2395
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2396, metadata !DIExpression()), !dbg !2397
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load float*, float** %5, align 8, !dbg !2398
  %9 = icmp ne float* %8, null, !dbg !2398
  br i1 %9, label %10, label %15, !dbg !2400

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !2401
  %12 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !2401
  %13 = load float*, float** %5, align 8, !dbg !2402
  %14 = load i64, i64* %6, align 8, !dbg !2403
  call void @_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, float* noundef %13, i64 noundef %14), !dbg !2404
  br label %15, !dbg !2404

15:                                               ; preds = %10, %3
  ret void, !dbg !2405
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, float* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !2406 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2407, metadata !DIExpression()), !dbg !2408
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !2409, metadata !DIExpression()), !dbg !2410
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2411, metadata !DIExpression()), !dbg !2412
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2413
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2413
  %9 = load float*, float** %5, align 8, !dbg !2414
  %10 = load i64, i64* %6, align 8, !dbg !2415
  call void @_ZNSt15__new_allocatorIfE10deallocateEPfm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, float* noundef %9, i64 noundef %10), !dbg !2416
  ret void, !dbg !2417
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfE10deallocateEPfm(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, float* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !2418 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2419, metadata !DIExpression()), !dbg !2420
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !2421, metadata !DIExpression()), !dbg !2422
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2423, metadata !DIExpression()), !dbg !2424
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load float*, float** %5, align 8, !dbg !2425
  %9 = bitcast float* %8 to i8*, !dbg !2425
  call void @_ZdlPv(i8* noundef %9) #17, !dbg !2426
  ret void, !dbg !2427
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #11

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6MatrixIfE4rowsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #6 comdat align 2 !dbg !2428 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !2429, metadata !DIExpression()), !dbg !2430
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 0, !dbg !2431
  %5 = load i32, i32* %4, align 8, !dbg !2431
  ret i32 %5, !dbg !2432
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6MatrixIfE4colsEv(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0) #6 comdat align 2 !dbg !2433 {
  %2 = alloca %class.Matrix*, align 8
  store %class.Matrix* %0, %class.Matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %2, metadata !2434, metadata !DIExpression()), !dbg !2435
  %3 = load %class.Matrix*, %class.Matrix** %2, align 8
  %4 = getelementptr inbounds %class.Matrix, %class.Matrix* %3, i32 0, i32 1, !dbg !2436
  %5 = load i32, i32* %4, align 4, !dbg !2436
  ret i32 %5, !dbg !2437
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZNK6MatrixIfEclEii(%class.Matrix* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #6 comdat align 2 !dbg !2438 {
  %4 = alloca %class.Matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix* %0, %class.Matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix** %4, metadata !2439, metadata !DIExpression()), !dbg !2440
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !2441, metadata !DIExpression()), !dbg !2442
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !2443, metadata !DIExpression()), !dbg !2444
  %7 = load %class.Matrix*, %class.Matrix** %4, align 8
  %8 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 2, !dbg !2445
  %9 = load i32, i32* %5, align 4, !dbg !2446
  %10 = sext i32 %9 to i64, !dbg !2446
  %11 = getelementptr inbounds %class.Matrix, %class.Matrix* %7, i32 0, i32 1, !dbg !2447
  %12 = load i32, i32* %11, align 4, !dbg !2447
  %13 = sext i32 %12 to i64, !dbg !2447
  %14 = mul i64 %10, %13, !dbg !2448
  %15 = load i32, i32* %6, align 4, !dbg !2449
  %16 = sext i32 %15 to i64, !dbg !2449
  %17 = add i64 %14, %16, !dbg !2450
  %18 = call noundef nonnull align 4 dereferenceable(4) float* @_ZNKSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #13, !dbg !2445
  ret float* %18, !dbg !2451
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZNKSt6vectorIfSaIfEEixEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !2452 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2453, metadata !DIExpression()), !dbg !2455
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2456, metadata !DIExpression()), !dbg !2457
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2458
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !2458
  %8 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2459
  %9 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2460
  %10 = load float*, float** %9, align 8, !dbg !2460
  %11 = load i64, i64* %4, align 8, !dbg !2461
  %12 = getelementptr inbounds float, float* %10, i64 %11, !dbg !2462
  ret float* %12, !dbg !2463
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIfEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !2464 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2465, metadata !DIExpression()), !dbg !2466
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2467
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE21_M_default_initializeEm(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !2468 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2469, metadata !DIExpression()), !dbg !2470
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2471, metadata !DIExpression()), !dbg !2472
  %5 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2473
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !2473
  %8 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2474
  %9 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2475
  %10 = load float*, float** %9, align 8, !dbg !2475
  %11 = load i64, i64* %4, align 8, !dbg !2476
  %12 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2477
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !2477
  %14 = call noundef float* @_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E(float* noundef %10, i64 noundef %11, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !2478
  %15 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2479
  %16 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %15, i32 0, i32 0, !dbg !2479
  %17 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2480
  %18 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !2481
  store float* %14, float** %18, align 8, !dbg !2482
  ret void, !dbg !2483
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E(float* noundef %0, i64 noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #3 comdat !dbg !2484 {
  %4 = alloca float*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2487, metadata !DIExpression()), !dbg !2488
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2489, metadata !DIExpression()), !dbg !2490
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2491, metadata !DIExpression()), !dbg !2492
  %7 = load float*, float** %4, align 8, !dbg !2493
  %8 = load i64, i64* %5, align 8, !dbg !2494
  %9 = call noundef float* @_ZSt25__uninitialized_default_nIPfmET_S1_T0_(float* noundef %7, i64 noundef %8), !dbg !2495
  ret float* %9, !dbg !2496
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZSt25__uninitialized_default_nIPfmET_S1_T0_(float* noundef %0, i64 noundef %1) #3 comdat !dbg !2497 {
  %3 = alloca float*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store float* %0, float** %3, align 8
  call void @llvm.dbg.declare(metadata float** %3, metadata !2501, metadata !DIExpression()), !dbg !2502
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2503, metadata !DIExpression()), !dbg !2504
  call void @llvm.dbg.declare(metadata i8* %5, metadata !2505, metadata !DIExpression()), !dbg !2506
  store i8 1, i8* %5, align 1, !dbg !2506
  %6 = load float*, float** %3, align 8, !dbg !2507
  %7 = load i64, i64* %4, align 8, !dbg !2508
  %8 = call noundef float* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_(float* noundef %6, i64 noundef %7), !dbg !2509
  ret float* %8, !dbg !2510
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef float* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_(float* noundef %0, i64 noundef %1) #3 comdat align 2 !dbg !2511 {
  %3 = alloca float*, align 8
  %4 = alloca i64, align 8
  %5 = alloca float*, align 8
  store float* %0, float** %3, align 8
  call void @llvm.dbg.declare(metadata float** %3, metadata !2514, metadata !DIExpression()), !dbg !2515
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2516, metadata !DIExpression()), !dbg !2517
  %6 = load i64, i64* %4, align 8, !dbg !2518
  %7 = icmp ugt i64 %6, 0, !dbg !2520
  br i1 %7, label %8, label %19, !dbg !2521

8:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata float** %5, metadata !2522, metadata !DIExpression()), !dbg !2526
  %9 = load float*, float** %3, align 8, !dbg !2527
  %10 = call noundef float* @_ZSt11__addressofIfEPT_RS0_(float* noundef nonnull align 4 dereferenceable(4) %9) #13, !dbg !2528
  store float* %10, float** %5, align 8, !dbg !2526
  %11 = load float*, float** %5, align 8, !dbg !2529
  call void @_ZSt10_ConstructIfJEEvPT_DpOT0_(float* noundef %11), !dbg !2530
  %12 = load float*, float** %3, align 8, !dbg !2531
  %13 = getelementptr inbounds float, float* %12, i32 1, !dbg !2531
  store float* %13, float** %3, align 8, !dbg !2531
  %14 = load float*, float** %3, align 8, !dbg !2532
  %15 = load i64, i64* %4, align 8, !dbg !2533
  %16 = sub i64 %15, 1, !dbg !2534
  %17 = load float*, float** %5, align 8, !dbg !2535
  %18 = call noundef float* @_ZSt6fill_nIPfmfET_S1_T0_RKT1_(float* noundef %14, i64 noundef %16, float* noundef nonnull align 4 dereferenceable(4) %17), !dbg !2536
  store float* %18, float** %3, align 8, !dbg !2537
  br label %19, !dbg !2538

19:                                               ; preds = %8, %2
  %20 = load float*, float** %3, align 8, !dbg !2539
  ret float* %20, !dbg !2540
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef float* @_ZSt11__addressofIfEPT_RS0_(float* noundef nonnull align 4 dereferenceable(4) %0) #6 comdat !dbg !2541 {
  %2 = alloca float*, align 8
  store float* %0, float** %2, align 8
  call void @llvm.dbg.declare(metadata float** %2, metadata !2545, metadata !DIExpression()), !dbg !2546
  %3 = load float*, float** %2, align 8, !dbg !2547
  ret float* %3, !dbg !2548
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIfJEEvPT_DpOT0_(float* noundef %0) #6 comdat !dbg !2549 {
  %2 = alloca float*, align 8
  store float* %0, float** %2, align 8
  call void @llvm.dbg.declare(metadata float** %2, metadata !2555, metadata !DIExpression()), !dbg !2556
  %3 = load float*, float** %2, align 8, !dbg !2557
  %4 = bitcast float* %3 to i8*, !dbg !2557
  %5 = bitcast i8* %4 to float*, !dbg !2558
  store float 0.000000e+00, float* %5, align 4, !dbg !2558
  ret void, !dbg !2559
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local float* @_ZNKSt6vectorIfSaIfEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !2560 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2561, metadata !DIExpression()), !dbg !2562
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !2563
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2563
  %7 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2564
  %8 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2565
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, float** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !2566
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !2567
  %10 = load float*, float** %9, align 8, !dbg !2567
  ret float* %10, !dbg !2567
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local float* @_ZNKSt6vectorIfSaIfEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !2568 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2569, metadata !DIExpression()), !dbg !2570
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !2571
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2571
  %7 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2572
  %8 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !2573
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, float** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !2574
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !2575
  %10 = load float*, float** %9, align 8, !dbg !2575
  ret float* %10, !dbg !2575
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPKfSt6vectorIfSaIfEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #6 comdat !dbg !2576 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !2580, metadata !DIExpression()), !dbg !2581
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !2582, metadata !DIExpression()), !dbg !2583
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !2584
  %6 = call noundef nonnull align 8 dereferenceable(8) float** @_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !2585
  %7 = load float*, float** %6, align 8, !dbg !2585
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !2586
  %9 = call noundef nonnull align 8 dereferenceable(8) float** @_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !2587
  %10 = load float*, float** %9, align 8, !dbg !2587
  %11 = icmp ne float* %7, %10, !dbg !2588
  ret i1 %11, !dbg !2589
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) float* @_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEdeEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 !dbg !2590 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !2591, metadata !DIExpression()), !dbg !2593
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2594
  %5 = load float*, float** %4, align 8, !dbg !2594
  ret float* %5, !dbg !2595
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator"* @_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 !dbg !2596 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !2597, metadata !DIExpression()), !dbg !2599
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2600
  %5 = load float*, float** %4, align 8, !dbg !2601
  %6 = getelementptr inbounds float, float* %5, i32 1, !dbg !2601
  store float* %6, float** %4, align 8, !dbg !2601
  ret %"class.__gnu_cxx::__normal_iterator"* %3, !dbg !2602
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, float** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #7 comdat align 2 !dbg !2603 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca float**, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !2604, metadata !DIExpression()), !dbg !2605
  store float** %1, float*** %4, align 8
  call void @llvm.dbg.declare(metadata float*** %4, metadata !2606, metadata !DIExpression()), !dbg !2607
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2608
  %7 = load float**, float*** %4, align 8, !dbg !2609
  %8 = load float*, float** %7, align 8, !dbg !2609
  store float* %8, float** %6, align 8, !dbg !2608
  ret void, !dbg !2610
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) float** @_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 !dbg !2611 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !2612, metadata !DIExpression()), !dbg !2613
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2614
  ret float** %4, !dbg !2615
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIfSaIfEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !2616 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !2617, metadata !DIExpression()), !dbg !2618
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2619
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !2619
  %6 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2620
  %7 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !2621
  %8 = load float*, float** %7, align 8, !dbg !2621
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2622
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !2622
  %11 = bitcast %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"*, !dbg !2623
  %12 = getelementptr inbounds %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data", %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !2624
  %13 = load float*, float** %12, align 8, !dbg !2624
  %14 = ptrtoint float* %8 to i64, !dbg !2625
  %15 = ptrtoint float* %13 to i64, !dbg !2625
  %16 = sub i64 %14, %15, !dbg !2625
  %17 = sdiv exact i64 %16, 4, !dbg !2625
  ret i64 %17, !dbg !2626
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPffEvT_S1_RSaIT0_E(float* noundef %0, float* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #3 comdat !dbg !2627 {
  %4 = alloca float*, align 8
  %5 = alloca float*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2630, metadata !DIExpression()), !dbg !2631
  store float* %1, float** %5, align 8
  call void @llvm.dbg.declare(metadata float** %5, metadata !2632, metadata !DIExpression()), !dbg !2633
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2634, metadata !DIExpression()), !dbg !2635
  %7 = load float*, float** %4, align 8, !dbg !2636
  %8 = load float*, float** %5, align 8, !dbg !2637
  call void @_ZSt8_DestroyIPfEvT_S1_(float* noundef %7, float* noundef %8), !dbg !2638
  ret void, !dbg !2639
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPfEvT_S1_(float* noundef %0, float* noundef %1) #3 comdat !dbg !2640 {
  %3 = alloca float*, align 8
  %4 = alloca float*, align 8
  store float* %0, float** %3, align 8
  call void @llvm.dbg.declare(metadata float** %3, metadata !2644, metadata !DIExpression()), !dbg !2645
  store float* %1, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2646, metadata !DIExpression()), !dbg !2647
  %5 = load float*, float** %3, align 8, !dbg !2648
  %6 = load float*, float** %4, align 8, !dbg !2649
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_(float* noundef %5, float* noundef %6), !dbg !2650
  ret void, !dbg !2651
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_(float* noundef %0, float* noundef %1) #6 comdat align 2 !dbg !2652 {
  %3 = alloca float*, align 8
  %4 = alloca float*, align 8
  store float* %0, float** %3, align 8
  call void @llvm.dbg.declare(metadata float** %3, metadata !2656, metadata !DIExpression()), !dbg !2657
  store float* %1, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !2658, metadata !DIExpression()), !dbg !2659
  ret void, !dbg !2660
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixIlEC2Eii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2661 {
  %4 = alloca %class.Matrix.0*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca %"class.std::allocator.3", align 1
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %class.Matrix.0* %0, %class.Matrix.0** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %4, metadata !2662, metadata !DIExpression()), !dbg !2664
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !2665, metadata !DIExpression()), !dbg !2666
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !2667, metadata !DIExpression()), !dbg !2668
  %11 = load %class.Matrix.0*, %class.Matrix.0** %4, align 8
  %12 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %11, i32 0, i32 0, !dbg !2669
  %13 = load i32, i32* %5, align 4, !dbg !2670
  store i32 %13, i32* %12, align 8, !dbg !2669
  %14 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %11, i32 0, i32 1, !dbg !2671
  %15 = load i32, i32* %6, align 4, !dbg !2672
  store i32 %15, i32* %14, align 4, !dbg !2671
  %16 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %11, i32 0, i32 2, !dbg !2673
  %17 = load i32, i32* %5, align 4, !dbg !2674
  %18 = sext i32 %17 to i64, !dbg !2674
  %19 = load i32, i32* %6, align 4, !dbg !2675
  %20 = sext i32 %19 to i64, !dbg !2675
  %21 = mul i64 %18, %20, !dbg !2676
  store i64 0, i64* %7, align 8, !dbg !2677
  call void @_ZNSaIlEC2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !2673
  invoke void @_ZNSt6vectorIlSaIlEEC2EmRKlRKS0_(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %16, i64 noundef %21, i64* noundef nonnull align 8 dereferenceable(8) %7, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %8)
          to label %22 unwind label %23, !dbg !2673

22:                                               ; preds = %3
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !2673
  ret void, !dbg !2678

23:                                               ; preds = %3
  %24 = landingpad { i8*, i32 }
          cleanup, !dbg !2678
  %25 = extractvalue { i8*, i32 } %24, 0, !dbg !2678
  store i8* %25, i8** %9, align 8, !dbg !2678
  %26 = extractvalue { i8*, i32 } %24, 1, !dbg !2678
  store i32 %26, i32* %10, align 4, !dbg !2678
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !2673
  br label %27, !dbg !2673

27:                                               ; preds = %23
  %28 = load i8*, i8** %9, align 8, !dbg !2673
  %29 = load i32, i32* %10, align 4, !dbg !2673
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !2673
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !2673
  resume { i8*, i32 } %31, !dbg !2673
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZN6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #6 comdat align 2 !dbg !2679 {
  %4 = alloca %class.Matrix.0*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix.0* %0, %class.Matrix.0** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %4, metadata !2680, metadata !DIExpression()), !dbg !2681
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !2682, metadata !DIExpression()), !dbg !2683
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !2684, metadata !DIExpression()), !dbg !2685
  %7 = load %class.Matrix.0*, %class.Matrix.0** %4, align 8
  %8 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %7, i32 0, i32 2, !dbg !2686
  %9 = load i32, i32* %5, align 4, !dbg !2687
  %10 = sext i32 %9 to i64, !dbg !2687
  %11 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %7, i32 0, i32 1, !dbg !2688
  %12 = load i32, i32* %11, align 4, !dbg !2688
  %13 = sext i32 %12 to i64, !dbg !2688
  %14 = mul i64 %10, %13, !dbg !2689
  %15 = load i32, i32* %6, align 4, !dbg !2690
  %16 = sext i32 %15 to i64, !dbg !2690
  %17 = add i64 %14, %16, !dbg !2691
  %18 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #13, !dbg !2686
  ret i64* %18, !dbg !2692
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_Z15kernel_multiplyIlEvRK6MatrixIT_ES4_RS2_(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0, %class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %1, %class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %2) #3 comdat !dbg !2693 {
  %4 = alloca %class.Matrix.0*, align 8
  %5 = alloca %class.Matrix.0*, align 8
  %6 = alloca %class.Matrix.0*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store %class.Matrix.0* %0, %class.Matrix.0** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %4, metadata !2698, metadata !DIExpression()), !dbg !2699
  store %class.Matrix.0* %1, %class.Matrix.0** %5, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %5, metadata !2700, metadata !DIExpression()), !dbg !2701
  store %class.Matrix.0* %2, %class.Matrix.0** %6, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %6, metadata !2702, metadata !DIExpression()), !dbg !2703
  call void @llvm.dbg.declare(metadata i32* %7, metadata !2704, metadata !DIExpression()), !dbg !2706
  store i32 0, i32* %7, align 4, !dbg !2706
  br label %11, !dbg !2707

11:                                               ; preds = %55, %3
  %12 = load i32, i32* %7, align 4, !dbg !2708
  %13 = load %class.Matrix.0*, %class.Matrix.0** %4, align 8, !dbg !2710
  %14 = call noundef i32 @_ZNK6MatrixIlE4rowsEv(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %13), !dbg !2711
  %15 = icmp slt i32 %12, %14, !dbg !2712
  br i1 %15, label %16, label %58, !dbg !2713

16:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %8, metadata !2714, metadata !DIExpression()), !dbg !2716
  store i32 0, i32* %8, align 4, !dbg !2716
  br label %17, !dbg !2717

17:                                               ; preds = %51, %16
  %18 = load i32, i32* %8, align 4, !dbg !2718
  %19 = load %class.Matrix.0*, %class.Matrix.0** %5, align 8, !dbg !2720
  %20 = call noundef i32 @_ZNK6MatrixIlE4colsEv(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %19), !dbg !2721
  %21 = icmp slt i32 %18, %20, !dbg !2722
  br i1 %21, label %22, label %54, !dbg !2723

22:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i64* %9, metadata !2724, metadata !DIExpression()), !dbg !2726
  store i64 0, i64* %9, align 8, !dbg !2726
  call void @llvm.dbg.declare(metadata i32* %10, metadata !2727, metadata !DIExpression()), !dbg !2729
  store i32 0, i32* %10, align 4, !dbg !2729
  br label %23, !dbg !2730

23:                                               ; preds = %42, %22
  %24 = load i32, i32* %10, align 4, !dbg !2731
  %25 = load %class.Matrix.0*, %class.Matrix.0** %4, align 8, !dbg !2733
  %26 = call noundef i32 @_ZNK6MatrixIlE4colsEv(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %25), !dbg !2734
  %27 = icmp slt i32 %24, %26, !dbg !2735
  br i1 %27, label %28, label %45, !dbg !2736

28:                                               ; preds = %23
  %29 = load %class.Matrix.0*, %class.Matrix.0** %4, align 8, !dbg !2737
  %30 = load i32, i32* %7, align 4, !dbg !2738
  %31 = load i32, i32* %10, align 4, !dbg !2739
  %32 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNK6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %29, i32 noundef %30, i32 noundef %31), !dbg !2737
  %33 = load i64, i64* %32, align 8, !dbg !2737
  %34 = load %class.Matrix.0*, %class.Matrix.0** %5, align 8, !dbg !2740
  %35 = load i32, i32* %10, align 4, !dbg !2741
  %36 = load i32, i32* %8, align 4, !dbg !2742
  %37 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNK6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %34, i32 noundef %35, i32 noundef %36), !dbg !2740
  %38 = load i64, i64* %37, align 8, !dbg !2740
  %39 = mul nsw i64 %33, %38, !dbg !2743
  %40 = load i64, i64* %9, align 8, !dbg !2744
  %41 = add nsw i64 %40, %39, !dbg !2744
  store i64 %41, i64* %9, align 8, !dbg !2744
  br label %42, !dbg !2745

42:                                               ; preds = %28
  %43 = load i32, i32* %10, align 4, !dbg !2746
  %44 = add nsw i32 %43, 1, !dbg !2746
  store i32 %44, i32* %10, align 4, !dbg !2746
  br label %23, !dbg !2747, !llvm.loop !2748

45:                                               ; preds = %23
  %46 = load i64, i64* %9, align 8, !dbg !2750
  %47 = load %class.Matrix.0*, %class.Matrix.0** %6, align 8, !dbg !2751
  %48 = load i32, i32* %7, align 4, !dbg !2752
  %49 = load i32, i32* %8, align 4, !dbg !2753
  %50 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZN6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %47, i32 noundef %48, i32 noundef %49), !dbg !2751
  store i64 %46, i64* %50, align 8, !dbg !2754
  br label %51, !dbg !2755

51:                                               ; preds = %45
  %52 = load i32, i32* %8, align 4, !dbg !2756
  %53 = add nsw i32 %52, 1, !dbg !2756
  store i32 %53, i32* %8, align 4, !dbg !2756
  br label %17, !dbg !2757, !llvm.loop !2758

54:                                               ; preds = %17
  br label %55, !dbg !2759

55:                                               ; preds = %54
  %56 = load i32, i32* %7, align 4, !dbg !2760
  %57 = add nsw i32 %56, 1, !dbg !2760
  store i32 %57, i32* %7, align 4, !dbg !2760
  br label %11, !dbg !2761, !llvm.loop !2762

58:                                               ; preds = %11
  ret void, !dbg !2764
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIlEC2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !2765 {
  %2 = alloca %"class.std::allocator.3"*, align 8
  store %"class.std::allocator.3"* %0, %"class.std::allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %2, metadata !2766, metadata !DIExpression()), !dbg !2768
  %3 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %2, align 8
  %4 = bitcast %"class.std::allocator.3"* %3 to %"class.std::__new_allocator.4"*, !dbg !2769
  call void @_ZNSt15__new_allocatorIlEC2Ev(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !2770
  ret void, !dbg !2771
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIlSaIlEEC2EmRKS0_(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2772 {
  %4 = alloca %"class.std::vector.1"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator.3"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %4, metadata !2773, metadata !DIExpression()), !dbg !2775
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2776, metadata !DIExpression()), !dbg !2777
  store %"class.std::allocator.3"* %2, %"class.std::allocator.3"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %6, metadata !2778, metadata !DIExpression()), !dbg !2779
  %9 = load %"class.std::vector.1"*, %"class.std::vector.1"** %4, align 8
  %10 = bitcast %"class.std::vector.1"* %9 to %"struct.std::_Vector_base.2"*, !dbg !2780
  %11 = load i64, i64* %5, align 8, !dbg !2781
  %12 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %6, align 8, !dbg !2782
  %13 = call noundef i64 @_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_(i64 noundef %11, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %12), !dbg !2783
  %14 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %6, align 8, !dbg !2784
  call void @_ZNSt12_Vector_baseIlSaIlEEC2EmRKS0_(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %10, i64 noundef %13, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !2785
  %15 = load i64, i64* %5, align 8, !dbg !2786
  invoke void @_ZNSt6vectorIlSaIlEE21_M_default_initializeEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %15)
          to label %16 unwind label %17, !dbg !2788

16:                                               ; preds = %3
  ret void, !dbg !2789

17:                                               ; preds = %3
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !2790
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !2790
  store i8* %19, i8** %7, align 8, !dbg !2790
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !2790
  store i32 %20, i32* %8, align 4, !dbg !2790
  %21 = bitcast %"class.std::vector.1"* %9 to %"struct.std::_Vector_base.2"*, !dbg !2790
  call void @_ZNSt12_Vector_baseIlSaIlEED2Ev(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %21) #13, !dbg !2790
  br label %22, !dbg !2790

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !dbg !2790
  %24 = load i32, i32* %8, align 4, !dbg !2790
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0, !dbg !2790
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1, !dbg !2790
  resume { i8*, i32 } %26, !dbg !2790
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !2791 {
  %2 = alloca %"class.std::allocator.3"*, align 8
  store %"class.std::allocator.3"* %0, %"class.std::allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %2, metadata !2792, metadata !DIExpression()), !dbg !2793
  %3 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %2, align 8
  %4 = bitcast %"class.std::allocator.3"* %3 to %"class.std::__new_allocator.4"*, !dbg !2794
  call void @_ZNSt15__new_allocatorIlED2Ev(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !2794
  ret void, !dbg !2796
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZNSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !2797 {
  %3 = alloca %"class.std::vector.1"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %3, metadata !2798, metadata !DIExpression()), !dbg !2799
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2800, metadata !DIExpression()), !dbg !2801
  %5 = load %"class.std::vector.1"*, %"class.std::vector.1"** %3, align 8
  %6 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !2802
  %7 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %6, i32 0, i32 0, !dbg !2802
  %8 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2803
  %9 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2804
  %10 = load i64*, i64** %9, align 8, !dbg !2804
  %11 = load i64, i64* %4, align 8, !dbg !2805
  %12 = getelementptr inbounds i64, i64* %10, i64 %11, !dbg !2806
  ret i64* %12, !dbg !2807
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNK6MatrixIlE3sumEv(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0) #6 comdat align 2 !dbg !2808 {
  %2 = alloca %class.Matrix.0*, align 8
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::vector.1"*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  %6 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  %7 = alloca i64*, align 8
  store %class.Matrix.0* %0, %class.Matrix.0** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %2, metadata !2809, metadata !DIExpression()), !dbg !2811
  %8 = load %class.Matrix.0*, %class.Matrix.0** %2, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2812, metadata !DIExpression()), !dbg !2813
  store i64 0, i64* %3, align 8, !dbg !2813
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %4, metadata !2814, metadata !DIExpression()), !dbg !2816
  %9 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %8, i32 0, i32 2, !dbg !2817
  store %"class.std::vector.1"* %9, %"class.std::vector.1"** %4, align 8, !dbg !2817
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"* %5, metadata !2818, metadata !DIExpression()), !dbg !2816
  %10 = load %"class.std::vector.1"*, %"class.std::vector.1"** %4, align 8, !dbg !2819
  %11 = call i64* @_ZNKSt6vectorIlSaIlEE5beginEv(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !2819
  %12 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %5, i32 0, i32 0, !dbg !2819
  store i64* %11, i64** %12, align 8, !dbg !2819
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"* %6, metadata !2820, metadata !DIExpression()), !dbg !2816
  %13 = load %"class.std::vector.1"*, %"class.std::vector.1"** %4, align 8, !dbg !2819
  %14 = call i64* @_ZNKSt6vectorIlSaIlEE3endEv(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %13) #13, !dbg !2819
  %15 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %6, i32 0, i32 0, !dbg !2819
  store i64* %14, i64** %15, align 8, !dbg !2819
  br label %16, !dbg !2819

16:                                               ; preds = %24, %1
  %17 = call noundef zeroext i1 @_ZN9__gnu_cxxneIPKlSt6vectorIlSaIlEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %5, %"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %6) #13, !dbg !2819
  br i1 %17, label %18, label %26, !dbg !2819

18:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i64** %7, metadata !2821, metadata !DIExpression()), !dbg !2823
  %19 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEdeEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !2824
  store i64* %19, i64** %7, align 8, !dbg !2823
  %20 = load i64*, i64** %7, align 8, !dbg !2825
  %21 = load i64, i64* %20, align 8, !dbg !2825
  %22 = load i64, i64* %3, align 8, !dbg !2826
  %23 = add nsw i64 %22, %21, !dbg !2826
  store i64 %23, i64* %3, align 8, !dbg !2826
  br label %24, !dbg !2827

24:                                               ; preds = %18
  %25 = call noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.6"* @_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !2819
  br label %16, !dbg !2819, !llvm.loop !2828

26:                                               ; preds = %16
  %27 = load i64, i64* %3, align 8, !dbg !2830
  ret i64 %27, !dbg !2831
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z3dotIlET_RKSt6vectorIS0_SaIS0_EES5_(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %1) #6 comdat !dbg !2832 {
  %3 = alloca %"class.std::vector.1"*, align 8
  %4 = alloca %"class.std::vector.1"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %3, metadata !2835, metadata !DIExpression()), !dbg !2836
  store %"class.std::vector.1"* %1, %"class.std::vector.1"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %4, metadata !2837, metadata !DIExpression()), !dbg !2838
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2839, metadata !DIExpression()), !dbg !2840
  store i64 0, i64* %5, align 8, !dbg !2840
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2841, metadata !DIExpression()), !dbg !2843
  store i64 0, i64* %6, align 8, !dbg !2843
  br label %7, !dbg !2844

7:                                                ; preds = %24, %2
  %8 = load i64, i64* %6, align 8, !dbg !2845
  %9 = load %"class.std::vector.1"*, %"class.std::vector.1"** %3, align 8, !dbg !2847
  %10 = call noundef i64 @_ZNKSt6vectorIlSaIlEE4sizeEv(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %9) #13, !dbg !2848
  %11 = icmp ult i64 %8, %10, !dbg !2849
  br i1 %11, label %12, label %27, !dbg !2850

12:                                               ; preds = %7
  %13 = load %"class.std::vector.1"*, %"class.std::vector.1"** %3, align 8, !dbg !2851
  %14 = load i64, i64* %6, align 8, !dbg !2852
  %15 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNKSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %13, i64 noundef %14) #13, !dbg !2851
  %16 = load i64, i64* %15, align 8, !dbg !2851
  %17 = load %"class.std::vector.1"*, %"class.std::vector.1"** %4, align 8, !dbg !2853
  %18 = load i64, i64* %6, align 8, !dbg !2854
  %19 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNKSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %17, i64 noundef %18) #13, !dbg !2853
  %20 = load i64, i64* %19, align 8, !dbg !2853
  %21 = mul nsw i64 %16, %20, !dbg !2855
  %22 = load i64, i64* %5, align 8, !dbg !2856
  %23 = add nsw i64 %22, %21, !dbg !2856
  store i64 %23, i64* %5, align 8, !dbg !2856
  br label %24, !dbg !2857

24:                                               ; preds = %12
  %25 = load i64, i64* %6, align 8, !dbg !2858
  %26 = add i64 %25, 1, !dbg !2858
  store i64 %26, i64* %6, align 8, !dbg !2858
  br label %7, !dbg !2859, !llvm.loop !2860

27:                                               ; preds = %7
  %28 = load i64, i64* %5, align 8, !dbg !2862
  ret i64 %28, !dbg !2863
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIlSaIlEED2Ev(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2864 {
  %2 = alloca %"class.std::vector.1"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %2, metadata !2865, metadata !DIExpression()), !dbg !2866
  %5 = load %"class.std::vector.1"*, %"class.std::vector.1"** %2, align 8
  %6 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !2867
  %7 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %6, i32 0, i32 0, !dbg !2867
  %8 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2869
  %9 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2870
  %10 = load i64*, i64** %9, align 8, !dbg !2870
  %11 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !2871
  %12 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %11, i32 0, i32 0, !dbg !2871
  %13 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2872
  %14 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !2873
  %15 = load i64*, i64** %14, align 8, !dbg !2873
  %16 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !2874
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.3"* @_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %16) #13, !dbg !2874
  invoke void @_ZSt8_DestroyIPllEvT_S1_RSaIT0_E(i64* noundef %10, i64* noundef %15, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !2875

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !2876
  call void @_ZNSt12_Vector_baseIlSaIlEED2Ev(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %19) #13, !dbg !2876
  ret void, !dbg !2877

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2876
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !2876
  store i8* %22, i8** %3, align 8, !dbg !2876
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !2876
  store i32 %23, i32* %4, align 4, !dbg !2876
  %24 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !2876
  call void @_ZNSt12_Vector_baseIlSaIlEED2Ev(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !2876
  br label %25, !dbg !2876

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !2876
  call void @__clang_call_terminate(i8* %26) #14, !dbg !2876
  unreachable, !dbg !2876
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MatrixIlED2Ev(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 !dbg !2878 {
  %2 = alloca %class.Matrix.0*, align 8
  store %class.Matrix.0* %0, %class.Matrix.0** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %2, metadata !2882, metadata !DIExpression()), !dbg !2883
  %3 = load %class.Matrix.0*, %class.Matrix.0** %2, align 8
  %4 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %3, i32 0, i32 2, !dbg !2884
  call void @_ZNSt6vectorIlSaIlEED2Ev(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %4) #13, !dbg !2884
  ret void, !dbg !2886
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIlSaIlEEC2EmRKlRKS0_(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2887 {
  %5 = alloca %"class.std::vector.1"*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64*, align 8
  %8 = alloca %"class.std::allocator.3"*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %5, metadata !2888, metadata !DIExpression()), !dbg !2889
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2890, metadata !DIExpression()), !dbg !2891
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !2892, metadata !DIExpression()), !dbg !2893
  store %"class.std::allocator.3"* %3, %"class.std::allocator.3"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %8, metadata !2894, metadata !DIExpression()), !dbg !2895
  %11 = load %"class.std::vector.1"*, %"class.std::vector.1"** %5, align 8
  %12 = bitcast %"class.std::vector.1"* %11 to %"struct.std::_Vector_base.2"*, !dbg !2896
  %13 = load i64, i64* %6, align 8, !dbg !2897
  %14 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %8, align 8, !dbg !2898
  %15 = call noundef i64 @_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_(i64 noundef %13, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %14), !dbg !2899
  %16 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %8, align 8, !dbg !2900
  call void @_ZNSt12_Vector_baseIlSaIlEEC2EmRKS0_(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %12, i64 noundef %15, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !2901
  %17 = load i64, i64* %6, align 8, !dbg !2902
  %18 = load i64*, i64** %7, align 8, !dbg !2904
  invoke void @_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %11, i64 noundef %17, i64* noundef nonnull align 8 dereferenceable(8) %18)
          to label %19 unwind label %20, !dbg !2905

19:                                               ; preds = %4
  ret void, !dbg !2906

20:                                               ; preds = %4
  %21 = landingpad { i8*, i32 }
          cleanup, !dbg !2907
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !2907
  store i8* %22, i8** %9, align 8, !dbg !2907
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !2907
  store i32 %23, i32* %10, align 4, !dbg !2907
  %24 = bitcast %"class.std::vector.1"* %11 to %"struct.std::_Vector_base.2"*, !dbg !2907
  call void @_ZNSt12_Vector_baseIlSaIlEED2Ev(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %24) #13, !dbg !2907
  br label %25, !dbg !2907

25:                                               ; preds = %20
  %26 = load i8*, i8** %9, align 8, !dbg !2907
  %27 = load i32, i32* %10, align 4, !dbg !2907
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0, !dbg !2907
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1, !dbg !2907
  resume { i8*, i32 } %29, !dbg !2907
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_(i64 noundef %0, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %1) #3 comdat align 2 !dbg !2908 {
  %3 = alloca i64, align 8
  %4 = alloca %"class.std::allocator.3"*, align 8
  %5 = alloca %"class.std::allocator.3", align 1
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2909, metadata !DIExpression()), !dbg !2910
  store %"class.std::allocator.3"* %1, %"class.std::allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %4, metadata !2911, metadata !DIExpression()), !dbg !2912
  %6 = load i64, i64* %3, align 8, !dbg !2913
  %7 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %4, align 8, !dbg !2915
  call void @_ZNSaIlEC2ERKS_(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %5, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !2916
  %8 = call noundef i64 @_ZNSt6vectorIlSaIlEE11_S_max_sizeERKS0_(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !2917
  %9 = icmp ugt i64 %6, %8, !dbg !2918
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !2913
  br i1 %9, label %10, label %11, !dbg !2919

10:                                               ; preds = %2
  call void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0)) #15, !dbg !2920
  unreachable, !dbg !2920

11:                                               ; preds = %2
  %12 = load i64, i64* %3, align 8, !dbg !2921
  ret i64 %12, !dbg !2922
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIlSaIlEEC2EmRKS0_(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2923 {
  %4 = alloca %"struct.std::_Vector_base.2"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator.3"*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  store %"struct.std::_Vector_base.2"* %0, %"struct.std::_Vector_base.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.2"** %4, metadata !2924, metadata !DIExpression()), !dbg !2926
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2927, metadata !DIExpression()), !dbg !2928
  store %"class.std::allocator.3"* %2, %"class.std::allocator.3"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %6, metadata !2929, metadata !DIExpression()), !dbg !2930
  %9 = load %"struct.std::_Vector_base.2"*, %"struct.std::_Vector_base.2"** %4, align 8
  %10 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %9, i32 0, i32 0, !dbg !2931
  %11 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %6, align 8, !dbg !2932
  call void @_ZNSt12_Vector_baseIlSaIlEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %11) #13, !dbg !2931
  %12 = load i64, i64* %5, align 8, !dbg !2933
  invoke void @_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %9, i64 noundef %12)
          to label %13 unwind label %14, !dbg !2935

13:                                               ; preds = %3
  ret void, !dbg !2936

14:                                               ; preds = %3
  %15 = landingpad { i8*, i32 }
          cleanup, !dbg !2937
  %16 = extractvalue { i8*, i32 } %15, 0, !dbg !2937
  store i8* %16, i8** %7, align 8, !dbg !2937
  %17 = extractvalue { i8*, i32 } %15, 1, !dbg !2937
  store i32 %17, i32* %8, align 4, !dbg !2937
  call void @_ZNSt12_Vector_baseIlSaIlEE12_Vector_implD2Ev(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %10) #13, !dbg !2937
  br label %18, !dbg !2937

18:                                               ; preds = %14
  %19 = load i8*, i8** %7, align 8, !dbg !2937
  %20 = load i32, i32* %8, align 4, !dbg !2937
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0, !dbg !2937
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1, !dbg !2937
  resume { i8*, i32 } %22, !dbg !2937
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2) #3 comdat align 2 !dbg !2938 {
  %4 = alloca %"class.std::vector.1"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64*, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %4, metadata !2939, metadata !DIExpression()), !dbg !2940
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2941, metadata !DIExpression()), !dbg !2942
  store i64* %2, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !2943, metadata !DIExpression()), !dbg !2944
  %7 = load %"class.std::vector.1"*, %"class.std::vector.1"** %4, align 8
  %8 = bitcast %"class.std::vector.1"* %7 to %"struct.std::_Vector_base.2"*, !dbg !2945
  %9 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %8, i32 0, i32 0, !dbg !2945
  %10 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %9 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2946
  %11 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %10, i32 0, i32 0, !dbg !2947
  %12 = load i64*, i64** %11, align 8, !dbg !2947
  %13 = load i64, i64* %5, align 8, !dbg !2948
  %14 = load i64*, i64** %6, align 8, !dbg !2949
  %15 = bitcast %"class.std::vector.1"* %7 to %"struct.std::_Vector_base.2"*, !dbg !2950
  %16 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.3"* @_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %15) #13, !dbg !2950
  %17 = call noundef i64* @_ZSt24__uninitialized_fill_n_aIPlmllET_S1_T0_RKT1_RSaIT2_E(i64* noundef %12, i64 noundef %13, i64* noundef nonnull align 8 dereferenceable(8) %14, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %16), !dbg !2951
  %18 = bitcast %"class.std::vector.1"* %7 to %"struct.std::_Vector_base.2"*, !dbg !2952
  %19 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %18, i32 0, i32 0, !dbg !2952
  %20 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %19 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2953
  %21 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %20, i32 0, i32 1, !dbg !2954
  store i64* %17, i64** %21, align 8, !dbg !2955
  ret void, !dbg !2956
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIlSaIlEED2Ev(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2957 {
  %2 = alloca %"struct.std::_Vector_base.2"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base.2"* %0, %"struct.std::_Vector_base.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.2"** %2, metadata !2958, metadata !DIExpression()), !dbg !2959
  %5 = load %"struct.std::_Vector_base.2"*, %"struct.std::_Vector_base.2"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !2960
  %7 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2960
  %8 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2962
  %9 = load i64*, i64** %8, align 8, !dbg !2962
  %10 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !2963
  %11 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2963
  %12 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !2964
  %13 = load i64*, i64** %12, align 8, !dbg !2964
  %14 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !2965
  %15 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !2965
  %16 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !2966
  %17 = load i64*, i64** %16, align 8, !dbg !2966
  %18 = ptrtoint i64* %13 to i64, !dbg !2967
  %19 = ptrtoint i64* %17 to i64, !dbg !2967
  %20 = sub i64 %18, %19, !dbg !2967
  %21 = sdiv exact i64 %20, 8, !dbg !2967
  invoke void @_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %5, i64* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !2968

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !2969
  call void @_ZNSt12_Vector_baseIlSaIlEE12_Vector_implD2Ev(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #13, !dbg !2969
  ret void, !dbg !2970

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2969
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !2969
  store i8* %26, i8** %3, align 8, !dbg !2969
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !2969
  store i32 %27, i32* %4, align 4, !dbg !2969
  %28 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !2969
  call void @_ZNSt12_Vector_baseIlSaIlEE12_Vector_implD2Ev(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #13, !dbg !2969
  br label %29, !dbg !2969

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !2969
  call void @__clang_call_terminate(i8* %30) #14, !dbg !2969
  unreachable, !dbg !2969
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIlSaIlEE11_S_max_sizeERKS0_(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 !dbg !2971 {
  %2 = alloca %"class.std::allocator.3"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.3"* %0, %"class.std::allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %2, metadata !2972, metadata !DIExpression()), !dbg !2973
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2974, metadata !DIExpression()), !dbg !2975
  store i64 1152921504606846975, i64* %3, align 8, !dbg !2975
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2976, metadata !DIExpression()), !dbg !2977
  %5 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %2, align 8, !dbg !2978
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIlEE8max_sizeERKS0_(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %5) #13, !dbg !2979
  store i64 %6, i64* %4, align 8, !dbg !2977
  %7 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4), !dbg !2980
  %8 = load i64, i64* %7, align 8, !dbg !2980
  ret i64 %8, !dbg !2981
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIlEC2ERKS_(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !2982 {
  %3 = alloca %"class.std::allocator.3"*, align 8
  %4 = alloca %"class.std::allocator.3"*, align 8
  store %"class.std::allocator.3"* %0, %"class.std::allocator.3"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %3, metadata !2983, metadata !DIExpression()), !dbg !2984
  store %"class.std::allocator.3"* %1, %"class.std::allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %4, metadata !2985, metadata !DIExpression()), !dbg !2986
  %5 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %3, align 8
  %6 = bitcast %"class.std::allocator.3"* %5 to %"class.std::__new_allocator.4"*, !dbg !2987
  %7 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %4, align 8, !dbg !2988
  %8 = bitcast %"class.std::allocator.3"* %7 to %"class.std::__new_allocator.4"*, !dbg !2988
  call void @_ZNSt15__new_allocatorIlEC2ERKS0_(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %8) #13, !dbg !2989
  ret void, !dbg !2990
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIlEE8max_sizeERKS0_(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 !dbg !2991 {
  %2 = alloca %"class.std::allocator.3"*, align 8
  store %"class.std::allocator.3"* %0, %"class.std::allocator.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %2, metadata !2992, metadata !DIExpression()), !dbg !2993
  %3 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %2, align 8, !dbg !2994
  %4 = bitcast %"class.std::allocator.3"* %3 to %"class.std::__new_allocator.4"*, !dbg !2994
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIlE8max_sizeEv(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !2995
  ret i64 %5, !dbg !2996
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIlE8max_sizeEv(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 !dbg !2997 {
  %2 = alloca %"class.std::__new_allocator.4"*, align 8
  store %"class.std::__new_allocator.4"* %0, %"class.std::__new_allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %2, metadata !2998, metadata !DIExpression()), !dbg !3000
  %3 = load %"class.std::__new_allocator.4"*, %"class.std::__new_allocator.4"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIlE11_M_max_sizeEv(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %3) #13, !dbg !3001
  ret i64 %4, !dbg !3002
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIlE11_M_max_sizeEv(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) #6 comdat align 2 !dbg !3003 {
  %2 = alloca %"class.std::__new_allocator.4"*, align 8
  store %"class.std::__new_allocator.4"* %0, %"class.std::__new_allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %2, metadata !3004, metadata !DIExpression()), !dbg !3005
  %3 = load %"class.std::__new_allocator.4"*, %"class.std::__new_allocator.4"** %2, align 8
  ret i64 1152921504606846975, !dbg !3006
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIlEC2ERKS0_(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %0, %"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !3007 {
  %3 = alloca %"class.std::__new_allocator.4"*, align 8
  %4 = alloca %"class.std::__new_allocator.4"*, align 8
  store %"class.std::__new_allocator.4"* %0, %"class.std::__new_allocator.4"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %3, metadata !3008, metadata !DIExpression()), !dbg !3010
  store %"class.std::__new_allocator.4"* %1, %"class.std::__new_allocator.4"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %4, metadata !3011, metadata !DIExpression()), !dbg !3012
  %5 = load %"class.std::__new_allocator.4"*, %"class.std::__new_allocator.4"** %3, align 8
  ret void, !dbg !3013
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIlSaIlEE12_Vector_implC2ERKS0_(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %1) unnamed_addr #7 comdat align 2 !dbg !3014 {
  %3 = alloca %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"*, align 8
  %4 = alloca %"class.std::allocator.3"*, align 8
  store %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %0, %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"** %3, metadata !3015, metadata !DIExpression()), !dbg !3017
  store %"class.std::allocator.3"* %1, %"class.std::allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %4, metadata !3018, metadata !DIExpression()), !dbg !3019
  %5 = load %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"*, %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"** %3, align 8
  %6 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %5 to %"class.std::allocator.3"*, !dbg !3020
  %7 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %4, align 8, !dbg !3021
  call void @_ZNSaIlEC2ERKS_(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %6, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !3022
  %8 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3020
  call void @_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %8) #13, !dbg !3023
  ret void, !dbg !3024
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !3025 {
  %3 = alloca %"struct.std::_Vector_base.2"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base.2"* %0, %"struct.std::_Vector_base.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.2"** %3, metadata !3026, metadata !DIExpression()), !dbg !3027
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3028, metadata !DIExpression()), !dbg !3029
  %5 = load %"struct.std::_Vector_base.2"*, %"struct.std::_Vector_base.2"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !3030
  %7 = call noundef i64* @_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %5, i64 noundef %6), !dbg !3031
  %8 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3032
  %9 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3033
  %10 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %9, i32 0, i32 0, !dbg !3034
  store i64* %7, i64** %10, align 8, !dbg !3035
  %11 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3036
  %12 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %11 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3037
  %13 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %12, i32 0, i32 0, !dbg !3038
  %14 = load i64*, i64** %13, align 8, !dbg !3038
  %15 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3039
  %16 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %15 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3040
  %17 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %16, i32 0, i32 1, !dbg !3041
  store i64* %14, i64** %17, align 8, !dbg !3042
  %18 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3043
  %19 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3044
  %20 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !3045
  %21 = load i64*, i64** %20, align 8, !dbg !3045
  %22 = load i64, i64* %4, align 8, !dbg !3046
  %23 = getelementptr inbounds i64, i64* %21, i64 %22, !dbg !3047
  %24 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3048
  %25 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %24 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3049
  %26 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %25, i32 0, i32 2, !dbg !3050
  store i64* %23, i64** %26, align 8, !dbg !3051
  ret void, !dbg !3052
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIlSaIlEE12_Vector_implD2Ev(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !3053 {
  %2 = alloca %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %0, %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"** %2, metadata !3055, metadata !DIExpression()), !dbg !3056
  %3 = load %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"*, %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %3 to %"class.std::allocator.3"*, !dbg !3057
  call void @_ZNSaIlED2Ev(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %4) #13, !dbg !3057
  ret void, !dbg !3059
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 !dbg !3060 {
  %2 = alloca %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"** %2, metadata !3061, metadata !DIExpression()), !dbg !3063
  %3 = load %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !3064
  store i64* null, i64** %4, align 8, !dbg !3064
  %5 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !3065
  store i64* null, i64** %5, align 8, !dbg !3065
  %6 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !3066
  store i64* null, i64** %6, align 8, !dbg !3066
  ret void, !dbg !3067
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !3068 {
  %3 = alloca %"struct.std::_Vector_base.2"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base.2"* %0, %"struct.std::_Vector_base.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.2"** %3, metadata !3069, metadata !DIExpression()), !dbg !3070
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3071, metadata !DIExpression()), !dbg !3072
  %5 = load %"struct.std::_Vector_base.2"*, %"struct.std::_Vector_base.2"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !3073
  %7 = icmp ne i64 %6, 0, !dbg !3074
  br i1 %7, label %8, label %13, !dbg !3073

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3075
  %10 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %9 to %"class.std::allocator.3"*, !dbg !3075
  %11 = load i64, i64* %4, align 8, !dbg !3076
  %12 = call noundef i64* @_ZNSt16allocator_traitsISaIlEE8allocateERS0_m(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !3077
  br label %14, !dbg !3073

13:                                               ; preds = %2
  br label %14, !dbg !3073

14:                                               ; preds = %13, %8
  %15 = phi i64* [ %12, %8 ], [ null, %13 ], !dbg !3073
  ret i64* %15, !dbg !3078
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZNSt16allocator_traitsISaIlEE8allocateERS0_m(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #3 comdat align 2 !dbg !3079 {
  %3 = alloca %"class.std::allocator.3"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.3"* %0, %"class.std::allocator.3"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %3, metadata !3080, metadata !DIExpression()), !dbg !3081
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3082, metadata !DIExpression()), !dbg !3083
  %5 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %3, align 8, !dbg !3084
  %6 = bitcast %"class.std::allocator.3"* %5 to %"class.std::__new_allocator.4"*, !dbg !3084
  %7 = load i64, i64* %4, align 8, !dbg !3085
  %8 = call noundef i64* @_ZNSt15__new_allocatorIlE8allocateEmPKv(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !3086
  ret i64* %8, !dbg !3087
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZNSt15__new_allocatorIlE8allocateEmPKv(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #3 comdat align 2 !dbg !3088 {
  %4 = alloca %"class.std::__new_allocator.4"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator.4"* %0, %"class.std::__new_allocator.4"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %4, metadata !3089, metadata !DIExpression()), !dbg !3090
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3091, metadata !DIExpression()), !dbg !3092
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !3093, metadata !DIExpression()), !dbg !3094
  %7 = load %"class.std::__new_allocator.4"*, %"class.std::__new_allocator.4"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !3095
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIlE11_M_max_sizeEv(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %7) #13, !dbg !3097
  %10 = icmp ugt i64 %8, %9, !dbg !3098
  br i1 %10, label %11, label %16, !dbg !3099

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !3100
  %13 = icmp ugt i64 %12, 2305843009213693951, !dbg !3103
  br i1 %13, label %14, label %15, !dbg !3104

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #15, !dbg !3105
  unreachable, !dbg !3105

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #15, !dbg !3106
  unreachable, !dbg !3106

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !3107
  %18 = mul i64 %17, 8, !dbg !3108
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !3109
  %20 = bitcast i8* %19 to i64*, !dbg !3110
  ret i64* %20, !dbg !3111
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIlED2Ev(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !3112 {
  %2 = alloca %"class.std::__new_allocator.4"*, align 8
  store %"class.std::__new_allocator.4"* %0, %"class.std::__new_allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %2, metadata !3113, metadata !DIExpression()), !dbg !3114
  %3 = load %"class.std::__new_allocator.4"*, %"class.std::__new_allocator.4"** %2, align 8
  ret void, !dbg !3115
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZSt24__uninitialized_fill_n_aIPlmllET_S1_T0_RKT1_RSaIT2_E(i64* noundef %0, i64 noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %3) #3 comdat !dbg !3116 {
  %5 = alloca i64*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64*, align 8
  %8 = alloca %"class.std::allocator.3"*, align 8
  store i64* %0, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3122, metadata !DIExpression()), !dbg !3123
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3124, metadata !DIExpression()), !dbg !3125
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !3126, metadata !DIExpression()), !dbg !3127
  store %"class.std::allocator.3"* %3, %"class.std::allocator.3"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %8, metadata !3128, metadata !DIExpression()), !dbg !3129
  %9 = load i64*, i64** %5, align 8, !dbg !3130
  %10 = load i64, i64* %6, align 8, !dbg !3131
  %11 = load i64*, i64** %7, align 8, !dbg !3132
  %12 = call noundef i64* @_ZSt20uninitialized_fill_nIPlmlET_S1_T0_RKT1_(i64* noundef %9, i64 noundef %10, i64* noundef nonnull align 8 dereferenceable(8) %11), !dbg !3133
  ret i64* %12, !dbg !3134
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.3"* @_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !3135 {
  %2 = alloca %"struct.std::_Vector_base.2"*, align 8
  store %"struct.std::_Vector_base.2"* %0, %"struct.std::_Vector_base.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.2"** %2, metadata !3136, metadata !DIExpression()), !dbg !3137
  %3 = load %"struct.std::_Vector_base.2"*, %"struct.std::_Vector_base.2"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %3, i32 0, i32 0, !dbg !3138
  %5 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %4 to %"class.std::allocator.3"*, !dbg !3139
  ret %"class.std::allocator.3"* %5, !dbg !3140
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZSt20uninitialized_fill_nIPlmlET_S1_T0_RKT1_(i64* noundef %0, i64 noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2) #3 comdat !dbg !3141 {
  %4 = alloca i64*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i8, align 1
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3145, metadata !DIExpression()), !dbg !3146
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3147, metadata !DIExpression()), !dbg !3148
  store i64* %2, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !3149, metadata !DIExpression()), !dbg !3150
  call void @llvm.dbg.declare(metadata i8* %7, metadata !3151, metadata !DIExpression()), !dbg !3152
  store i8 1, i8* %7, align 1, !dbg !3152
  %8 = load i64*, i64** %4, align 8, !dbg !3153
  %9 = load i64, i64* %5, align 8, !dbg !3154
  %10 = load i64*, i64** %6, align 8, !dbg !3155
  %11 = call noundef i64* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_(i64* noundef %8, i64 noundef %9, i64* noundef nonnull align 8 dereferenceable(8) %10), !dbg !3156
  ret i64* %11, !dbg !3157
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_(i64* noundef %0, i64 noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2) #3 comdat align 2 !dbg !3158 {
  %4 = alloca i64*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3160, metadata !DIExpression()), !dbg !3161
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3162, metadata !DIExpression()), !dbg !3163
  store i64* %2, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !3164, metadata !DIExpression()), !dbg !3165
  %7 = load i64*, i64** %4, align 8, !dbg !3166
  %8 = load i64, i64* %5, align 8, !dbg !3167
  %9 = load i64*, i64** %6, align 8, !dbg !3168
  %10 = call noundef i64* @_ZSt6fill_nIPlmlET_S1_T0_RKT1_(i64* noundef %7, i64 noundef %8, i64* noundef nonnull align 8 dereferenceable(8) %9), !dbg !3169
  ret i64* %10, !dbg !3170
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZSt6fill_nIPlmlET_S1_T0_RKT1_(i64* noundef %0, i64 noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2) #3 comdat !dbg !3171 {
  %4 = alloca i64*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64*, align 8
  %7 = alloca %"struct.std::random_access_iterator_tag", align 1
  %8 = alloca %"struct.std::random_access_iterator_tag", align 1
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3174, metadata !DIExpression()), !dbg !3175
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3176, metadata !DIExpression()), !dbg !3177
  store i64* %2, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !3178, metadata !DIExpression()), !dbg !3179
  %9 = load i64*, i64** %4, align 8, !dbg !3180
  %10 = load i64, i64* %5, align 8, !dbg !3181
  %11 = call noundef i64 @_ZSt17__size_to_integerm(i64 noundef %10), !dbg !3182
  %12 = load i64*, i64** %6, align 8, !dbg !3183
  call void @_ZSt19__iterator_categoryIPlENSt15iterator_traitsIT_E17iterator_categoryERKS2_(i64** noundef nonnull align 8 dereferenceable(8) %4), !dbg !3184
  %13 = call noundef i64* @_ZSt10__fill_n_aIPlmlET_S1_T0_RKT1_St26random_access_iterator_tag(i64* noundef %9, i64 noundef %11, i64* noundef nonnull align 8 dereferenceable(8) %12), !dbg !3185
  ret i64* %13, !dbg !3186
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZSt10__fill_n_aIPlmlET_S1_T0_RKT1_St26random_access_iterator_tag(i64* noundef %0, i64 noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2) #3 comdat !dbg !3187 {
  %4 = alloca i64*, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca i64*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64*, align 8
  store i64* %0, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !3192, metadata !DIExpression()), !dbg !3193
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !3194, metadata !DIExpression()), !dbg !3195
  store i64* %2, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !3196, metadata !DIExpression()), !dbg !3197
  call void @llvm.dbg.declare(metadata %"struct.std::random_access_iterator_tag"* %5, metadata !3198, metadata !DIExpression()), !dbg !3199
  %9 = load i64, i64* %7, align 8, !dbg !3200
  %10 = icmp ule i64 %9, 0, !dbg !3202
  br i1 %10, label %11, label %13, !dbg !3203

11:                                               ; preds = %3
  %12 = load i64*, i64** %6, align 8, !dbg !3204
  store i64* %12, i64** %4, align 8, !dbg !3205
  br label %22, !dbg !3205

13:                                               ; preds = %3
  %14 = load i64*, i64** %6, align 8, !dbg !3206
  %15 = load i64*, i64** %6, align 8, !dbg !3207
  %16 = load i64, i64* %7, align 8, !dbg !3208
  %17 = getelementptr inbounds i64, i64* %15, i64 %16, !dbg !3209
  %18 = load i64*, i64** %8, align 8, !dbg !3210
  call void @_ZSt8__fill_aIPllEvT_S1_RKT0_(i64* noundef %14, i64* noundef %17, i64* noundef nonnull align 8 dereferenceable(8) %18), !dbg !3211
  %19 = load i64*, i64** %6, align 8, !dbg !3212
  %20 = load i64, i64* %7, align 8, !dbg !3213
  %21 = getelementptr inbounds i64, i64* %19, i64 %20, !dbg !3214
  store i64* %21, i64** %4, align 8, !dbg !3215
  br label %22, !dbg !3215

22:                                               ; preds = %13, %11
  %23 = load i64*, i64** %4, align 8, !dbg !3216
  ret i64* %23, !dbg !3216
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPlENSt15iterator_traitsIT_E17iterator_categoryERKS2_(i64** noundef nonnull align 8 dereferenceable(8) %0) #6 comdat !dbg !3217 {
  %2 = alloca i64**, align 8
  store i64** %0, i64*** %2, align 8
  call void @llvm.dbg.declare(metadata i64*** %2, metadata !3228, metadata !DIExpression()), !dbg !3229
  ret void, !dbg !3230
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8__fill_aIPllEvT_S1_RKT0_(i64* noundef %0, i64* noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2) #3 comdat !dbg !3231 {
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3236, metadata !DIExpression()), !dbg !3237
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3238, metadata !DIExpression()), !dbg !3239
  store i64* %2, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !3240, metadata !DIExpression()), !dbg !3241
  %7 = load i64*, i64** %4, align 8, !dbg !3242
  %8 = load i64*, i64** %5, align 8, !dbg !3243
  %9 = load i64*, i64** %6, align 8, !dbg !3244
  call void @_ZSt9__fill_a1IPllEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(i64* noundef %7, i64* noundef %8, i64* noundef nonnull align 8 dereferenceable(8) %9), !dbg !3245
  ret void, !dbg !3246
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt9__fill_a1IPllEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_(i64* noundef %0, i64* noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2) #6 comdat !dbg !3247 {
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3251, metadata !DIExpression()), !dbg !3252
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3253, metadata !DIExpression()), !dbg !3254
  store i64* %2, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !3255, metadata !DIExpression()), !dbg !3256
  call void @llvm.dbg.declare(metadata i64* %7, metadata !3257, metadata !DIExpression()), !dbg !3258
  %8 = load i64*, i64** %6, align 8, !dbg !3259
  %9 = load i64, i64* %8, align 8, !dbg !3259
  store i64 %9, i64* %7, align 8, !dbg !3258
  br label %10, !dbg !3260

10:                                               ; preds = %17, %3
  %11 = load i64*, i64** %4, align 8, !dbg !3261
  %12 = load i64*, i64** %5, align 8, !dbg !3264
  %13 = icmp ne i64* %11, %12, !dbg !3265
  br i1 %13, label %14, label %20, !dbg !3266

14:                                               ; preds = %10
  %15 = load i64, i64* %7, align 8, !dbg !3267
  %16 = load i64*, i64** %4, align 8, !dbg !3268
  store i64 %15, i64* %16, align 8, !dbg !3269
  br label %17, !dbg !3270

17:                                               ; preds = %14
  %18 = load i64*, i64** %4, align 8, !dbg !3271
  %19 = getelementptr inbounds i64, i64* %18, i32 1, !dbg !3271
  store i64* %19, i64** %4, align 8, !dbg !3271
  br label %10, !dbg !3272, !llvm.loop !3273

20:                                               ; preds = %10
  ret void, !dbg !3275
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %0, i64* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !3276 {
  %4 = alloca %"struct.std::_Vector_base.2"*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base.2"* %0, %"struct.std::_Vector_base.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.2"** %4, metadata !3277, metadata !DIExpression()), !dbg !3278
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3279, metadata !DIExpression()), !dbg !3280
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3281, metadata !DIExpression()), !dbg !3282
  %7 = load %"struct.std::_Vector_base.2"*, %"struct.std::_Vector_base.2"** %4, align 8
  %8 = load i64*, i64** %5, align 8, !dbg !3283
  %9 = icmp ne i64* %8, null, !dbg !3283
  br i1 %9, label %10, label %15, !dbg !3285

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %7, i32 0, i32 0, !dbg !3286
  %12 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %11 to %"class.std::allocator.3"*, !dbg !3286
  %13 = load i64*, i64** %5, align 8, !dbg !3287
  %14 = load i64, i64* %6, align 8, !dbg !3288
  call void @_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %12, i64* noundef %13, i64 noundef %14), !dbg !3289
  br label %15, !dbg !3289

15:                                               ; preds = %10, %3
  ret void, !dbg !3290
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm(%"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %0, i64* noundef %1, i64 noundef %2) #3 comdat align 2 !dbg !3291 {
  %4 = alloca %"class.std::allocator.3"*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator.3"* %0, %"class.std::allocator.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %4, metadata !3292, metadata !DIExpression()), !dbg !3293
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3294, metadata !DIExpression()), !dbg !3295
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3296, metadata !DIExpression()), !dbg !3297
  %7 = load %"class.std::allocator.3"*, %"class.std::allocator.3"** %4, align 8, !dbg !3298
  %8 = bitcast %"class.std::allocator.3"* %7 to %"class.std::__new_allocator.4"*, !dbg !3298
  %9 = load i64*, i64** %5, align 8, !dbg !3299
  %10 = load i64, i64* %6, align 8, !dbg !3300
  call void @_ZNSt15__new_allocatorIlE10deallocateEPlm(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %8, i64* noundef %9, i64 noundef %10), !dbg !3301
  ret void, !dbg !3302
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIlE10deallocateEPlm(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %0, i64* noundef %1, i64 noundef %2) #6 comdat align 2 !dbg !3303 {
  %4 = alloca %"class.std::__new_allocator.4"*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator.4"* %0, %"class.std::__new_allocator.4"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %4, metadata !3304, metadata !DIExpression()), !dbg !3305
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3306, metadata !DIExpression()), !dbg !3307
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3308, metadata !DIExpression()), !dbg !3309
  %7 = load %"class.std::__new_allocator.4"*, %"class.std::__new_allocator.4"** %4, align 8
  %8 = load i64*, i64** %5, align 8, !dbg !3310
  %9 = bitcast i64* %8 to i8*, !dbg !3310
  call void @_ZdlPv(i8* noundef %9) #17, !dbg !3311
  ret void, !dbg !3312
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6MatrixIlE4rowsEv(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0) #6 comdat align 2 !dbg !3313 {
  %2 = alloca %class.Matrix.0*, align 8
  store %class.Matrix.0* %0, %class.Matrix.0** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %2, metadata !3314, metadata !DIExpression()), !dbg !3315
  %3 = load %class.Matrix.0*, %class.Matrix.0** %2, align 8
  %4 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %3, i32 0, i32 0, !dbg !3316
  %5 = load i32, i32* %4, align 8, !dbg !3316
  ret i32 %5, !dbg !3317
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6MatrixIlE4colsEv(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0) #6 comdat align 2 !dbg !3318 {
  %2 = alloca %class.Matrix.0*, align 8
  store %class.Matrix.0* %0, %class.Matrix.0** %2, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %2, metadata !3319, metadata !DIExpression()), !dbg !3320
  %3 = load %class.Matrix.0*, %class.Matrix.0** %2, align 8
  %4 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %3, i32 0, i32 1, !dbg !3321
  %5 = load i32, i32* %4, align 4, !dbg !3321
  ret i32 %5, !dbg !3322
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZNK6MatrixIlEclEii(%class.Matrix.0* noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1, i32 noundef %2) #6 comdat align 2 !dbg !3323 {
  %4 = alloca %class.Matrix.0*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.Matrix.0* %0, %class.Matrix.0** %4, align 8
  call void @llvm.dbg.declare(metadata %class.Matrix.0** %4, metadata !3324, metadata !DIExpression()), !dbg !3325
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !3326, metadata !DIExpression()), !dbg !3327
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !3328, metadata !DIExpression()), !dbg !3329
  %7 = load %class.Matrix.0*, %class.Matrix.0** %4, align 8
  %8 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %7, i32 0, i32 2, !dbg !3330
  %9 = load i32, i32* %5, align 4, !dbg !3331
  %10 = sext i32 %9 to i64, !dbg !3331
  %11 = getelementptr inbounds %class.Matrix.0, %class.Matrix.0* %7, i32 0, i32 1, !dbg !3332
  %12 = load i32, i32* %11, align 4, !dbg !3332
  %13 = sext i32 %12 to i64, !dbg !3332
  %14 = mul i64 %10, %13, !dbg !3333
  %15 = load i32, i32* %6, align 4, !dbg !3334
  %16 = sext i32 %15 to i64, !dbg !3334
  %17 = add i64 %14, %16, !dbg !3335
  %18 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZNKSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %8, i64 noundef %17) #13, !dbg !3330
  ret i64* %18, !dbg !3336
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZNKSt6vectorIlSaIlEEixEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #6 comdat align 2 !dbg !3337 {
  %3 = alloca %"class.std::vector.1"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %3, metadata !3338, metadata !DIExpression()), !dbg !3340
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3341, metadata !DIExpression()), !dbg !3342
  %5 = load %"class.std::vector.1"*, %"class.std::vector.1"** %3, align 8
  %6 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !3343
  %7 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %6, i32 0, i32 0, !dbg !3343
  %8 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3344
  %9 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !3345
  %10 = load i64*, i64** %9, align 8, !dbg !3345
  %11 = load i64, i64* %4, align 8, !dbg !3346
  %12 = getelementptr inbounds i64, i64* %10, i64 %11, !dbg !3347
  ret i64* %12, !dbg !3348
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIlEC2Ev(%"class.std::__new_allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #7 comdat align 2 !dbg !3349 {
  %2 = alloca %"class.std::__new_allocator.4"*, align 8
  store %"class.std::__new_allocator.4"* %0, %"class.std::__new_allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.4"** %2, metadata !3350, metadata !DIExpression()), !dbg !3351
  %3 = load %"class.std::__new_allocator.4"*, %"class.std::__new_allocator.4"** %2, align 8
  ret void, !dbg !3352
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIlSaIlEE21_M_default_initializeEm(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #3 comdat align 2 !dbg !3353 {
  %3 = alloca %"class.std::vector.1"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %3, metadata !3354, metadata !DIExpression()), !dbg !3355
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3356, metadata !DIExpression()), !dbg !3357
  %5 = load %"class.std::vector.1"*, %"class.std::vector.1"** %3, align 8
  %6 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !3358
  %7 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %6, i32 0, i32 0, !dbg !3358
  %8 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3359
  %9 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !3360
  %10 = load i64*, i64** %9, align 8, !dbg !3360
  %11 = load i64, i64* %4, align 8, !dbg !3361
  %12 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !3362
  %13 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.3"* @_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.2"* noundef nonnull align 8 dereferenceable(24) %12) #13, !dbg !3362
  %14 = call noundef i64* @_ZSt27__uninitialized_default_n_aIPlmlET_S1_T0_RSaIT1_E(i64* noundef %10, i64 noundef %11, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %13), !dbg !3363
  %15 = bitcast %"class.std::vector.1"* %5 to %"struct.std::_Vector_base.2"*, !dbg !3364
  %16 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %15, i32 0, i32 0, !dbg !3364
  %17 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %16 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3365
  %18 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %17, i32 0, i32 1, !dbg !3366
  store i64* %14, i64** %18, align 8, !dbg !3367
  ret void, !dbg !3368
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZSt27__uninitialized_default_n_aIPlmlET_S1_T0_RSaIT1_E(i64* noundef %0, i64 noundef %1, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %2) #3 comdat !dbg !3369 {
  %4 = alloca i64*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %"class.std::allocator.3"*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3372, metadata !DIExpression()), !dbg !3373
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3374, metadata !DIExpression()), !dbg !3375
  store %"class.std::allocator.3"* %2, %"class.std::allocator.3"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %6, metadata !3376, metadata !DIExpression()), !dbg !3377
  %7 = load i64*, i64** %4, align 8, !dbg !3378
  %8 = load i64, i64* %5, align 8, !dbg !3379
  %9 = call noundef i64* @_ZSt25__uninitialized_default_nIPlmET_S1_T0_(i64* noundef %7, i64 noundef %8), !dbg !3380
  ret i64* %9, !dbg !3381
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZSt25__uninitialized_default_nIPlmET_S1_T0_(i64* noundef %0, i64 noundef %1) #3 comdat !dbg !3382 {
  %3 = alloca i64*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  store i64* %0, i64** %3, align 8
  call void @llvm.dbg.declare(metadata i64** %3, metadata !3386, metadata !DIExpression()), !dbg !3387
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3388, metadata !DIExpression()), !dbg !3389
  call void @llvm.dbg.declare(metadata i8* %5, metadata !3390, metadata !DIExpression()), !dbg !3391
  store i8 1, i8* %5, align 1, !dbg !3391
  %6 = load i64*, i64** %3, align 8, !dbg !3392
  %7 = load i64, i64* %4, align 8, !dbg !3393
  %8 = call noundef i64* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_(i64* noundef %6, i64 noundef %7), !dbg !3394
  ret i64* %8, !dbg !3395
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_(i64* noundef %0, i64 noundef %1) #3 comdat align 2 !dbg !3396 {
  %3 = alloca i64*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %3, align 8
  call void @llvm.dbg.declare(metadata i64** %3, metadata !3398, metadata !DIExpression()), !dbg !3399
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3400, metadata !DIExpression()), !dbg !3401
  %6 = load i64, i64* %4, align 8, !dbg !3402
  %7 = icmp ugt i64 %6, 0, !dbg !3404
  br i1 %7, label %8, label %19, !dbg !3405

8:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3406, metadata !DIExpression()), !dbg !3410
  %9 = load i64*, i64** %3, align 8, !dbg !3411
  %10 = call noundef i64* @_ZSt11__addressofIlEPT_RS0_(i64* noundef nonnull align 8 dereferenceable(8) %9) #13, !dbg !3412
  store i64* %10, i64** %5, align 8, !dbg !3410
  %11 = load i64*, i64** %5, align 8, !dbg !3413
  call void @_ZSt10_ConstructIlJEEvPT_DpOT0_(i64* noundef %11), !dbg !3414
  %12 = load i64*, i64** %3, align 8, !dbg !3415
  %13 = getelementptr inbounds i64, i64* %12, i32 1, !dbg !3415
  store i64* %13, i64** %3, align 8, !dbg !3415
  %14 = load i64*, i64** %3, align 8, !dbg !3416
  %15 = load i64, i64* %4, align 8, !dbg !3417
  %16 = sub i64 %15, 1, !dbg !3418
  %17 = load i64*, i64** %5, align 8, !dbg !3419
  %18 = call noundef i64* @_ZSt6fill_nIPlmlET_S1_T0_RKT1_(i64* noundef %14, i64 noundef %16, i64* noundef nonnull align 8 dereferenceable(8) %17), !dbg !3420
  store i64* %18, i64** %3, align 8, !dbg !3421
  br label %19, !dbg !3422

19:                                               ; preds = %8, %2
  %20 = load i64*, i64** %3, align 8, !dbg !3423
  ret i64* %20, !dbg !3424
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64* @_ZSt11__addressofIlEPT_RS0_(i64* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat !dbg !3425 {
  %2 = alloca i64*, align 8
  store i64* %0, i64** %2, align 8
  call void @llvm.dbg.declare(metadata i64** %2, metadata !3428, metadata !DIExpression()), !dbg !3429
  %3 = load i64*, i64** %2, align 8, !dbg !3430
  ret i64* %3, !dbg !3431
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt10_ConstructIlJEEvPT_DpOT0_(i64* noundef %0) #6 comdat !dbg !3432 {
  %2 = alloca i64*, align 8
  store i64* %0, i64** %2, align 8
  call void @llvm.dbg.declare(metadata i64** %2, metadata !3436, metadata !DIExpression()), !dbg !3437
  %3 = load i64*, i64** %2, align 8, !dbg !3438
  %4 = bitcast i64* %3 to i8*, !dbg !3438
  %5 = bitcast i8* %4 to i64*, !dbg !3439
  store i64 0, i64* %5, align 8, !dbg !3439
  ret void, !dbg !3440
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i64* @_ZNKSt6vectorIlSaIlEE5beginEv(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !3441 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  %3 = alloca %"class.std::vector.1"*, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %3, metadata !3442, metadata !DIExpression()), !dbg !3443
  %4 = load %"class.std::vector.1"*, %"class.std::vector.1"** %3, align 8
  %5 = bitcast %"class.std::vector.1"* %4 to %"struct.std::_Vector_base.2"*, !dbg !3444
  %6 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3444
  %7 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3445
  %8 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !3446
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %2, i64** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !3447
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %2, i32 0, i32 0, !dbg !3448
  %10 = load i64*, i64** %9, align 8, !dbg !3448
  ret i64* %10, !dbg !3448
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i64* @_ZNKSt6vectorIlSaIlEE3endEv(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !3449 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6", align 8
  %3 = alloca %"class.std::vector.1"*, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %3, metadata !3450, metadata !DIExpression()), !dbg !3451
  %4 = load %"class.std::vector.1"*, %"class.std::vector.1"** %3, align 8
  %5 = bitcast %"class.std::vector.1"* %4 to %"struct.std::_Vector_base.2"*, !dbg !3452
  %6 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %5, i32 0, i32 0, !dbg !3452
  %7 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3453
  %8 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !3454
  call void @_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %2, i64** noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !3455
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %2, i32 0, i32 0, !dbg !3456
  %10 = load i64*, i64** %9, align 8, !dbg !3456
  ret i64* %10, !dbg !3456
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZN9__gnu_cxxneIPKlSt6vectorIlSaIlEEEEbRKNS_17__normal_iteratorIT_T0_EESB_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %1) #6 comdat !dbg !3457 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %3, metadata !3461, metadata !DIExpression()), !dbg !3462
  store %"class.__gnu_cxx::__normal_iterator.6"* %1, %"class.__gnu_cxx::__normal_iterator.6"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %4, metadata !3463, metadata !DIExpression()), !dbg !3464
  %5 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8, !dbg !3465
  %6 = call noundef nonnull align 8 dereferenceable(8) i64** @_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %5) #13, !dbg !3466
  %7 = load i64*, i64** %6, align 8, !dbg !3466
  %8 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %4, align 8, !dbg !3467
  %9 = call noundef nonnull align 8 dereferenceable(8) i64** @_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %8) #13, !dbg !3468
  %10 = load i64*, i64** %9, align 8, !dbg !3468
  %11 = icmp ne i64* %7, %10, !dbg !3469
  ret i1 %11, !dbg !3470
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEdeEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 !dbg !3471 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %2, metadata !3472, metadata !DIExpression()), !dbg !3474
  %3 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %3, i32 0, i32 0, !dbg !3475
  %5 = load i64*, i64** %4, align 8, !dbg !3475
  ret i64* %5, !dbg !3476
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) %"class.__gnu_cxx::__normal_iterator.6"* @_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 !dbg !3477 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %2, metadata !3478, metadata !DIExpression()), !dbg !3480
  %3 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %3, i32 0, i32 0, !dbg !3481
  %5 = load i64*, i64** %4, align 8, !dbg !3482
  %6 = getelementptr inbounds i64, i64* %5, i32 1, !dbg !3482
  store i64* %6, i64** %4, align 8, !dbg !3482
  ret %"class.__gnu_cxx::__normal_iterator.6"* %3, !dbg !3483
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEC2ERKS2_(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0, i64** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #7 comdat align 2 !dbg !3484 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  %4 = alloca i64**, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %3, metadata !3485, metadata !DIExpression()), !dbg !3486
  store i64** %1, i64*** %4, align 8
  call void @llvm.dbg.declare(metadata i64*** %4, metadata !3487, metadata !DIExpression()), !dbg !3488
  %5 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %5, i32 0, i32 0, !dbg !3489
  %7 = load i64**, i64*** %4, align 8, !dbg !3490
  %8 = load i64*, i64** %7, align 8, !dbg !3490
  store i64* %8, i64** %6, align 8, !dbg !3489
  ret void, !dbg !3491
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64** @_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.6"* noundef nonnull align 8 dereferenceable(8) %0) #6 comdat align 2 !dbg !3492 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.6"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.6"* %0, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.6"** %2, metadata !3493, metadata !DIExpression()), !dbg !3494
  %3 = load %"class.__gnu_cxx::__normal_iterator.6"*, %"class.__gnu_cxx::__normal_iterator.6"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.6", %"class.__gnu_cxx::__normal_iterator.6"* %3, i32 0, i32 0, !dbg !3495
  ret i64** %4, !dbg !3496
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIlSaIlEE4sizeEv(%"class.std::vector.1"* noundef nonnull align 8 dereferenceable(24) %0) #6 comdat align 2 !dbg !3497 {
  %2 = alloca %"class.std::vector.1"*, align 8
  store %"class.std::vector.1"* %0, %"class.std::vector.1"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.1"** %2, metadata !3498, metadata !DIExpression()), !dbg !3499
  %3 = load %"class.std::vector.1"*, %"class.std::vector.1"** %2, align 8
  %4 = bitcast %"class.std::vector.1"* %3 to %"struct.std::_Vector_base.2"*, !dbg !3500
  %5 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %4, i32 0, i32 0, !dbg !3500
  %6 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3501
  %7 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !3502
  %8 = load i64*, i64** %7, align 8, !dbg !3502
  %9 = bitcast %"class.std::vector.1"* %3 to %"struct.std::_Vector_base.2"*, !dbg !3503
  %10 = getelementptr inbounds %"struct.std::_Vector_base.2", %"struct.std::_Vector_base.2"* %9, i32 0, i32 0, !dbg !3503
  %11 = bitcast %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"*, !dbg !3504
  %12 = getelementptr inbounds %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data", %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !3505
  %13 = load i64*, i64** %12, align 8, !dbg !3505
  %14 = ptrtoint i64* %8 to i64, !dbg !3506
  %15 = ptrtoint i64* %13 to i64, !dbg !3506
  %16 = sub i64 %14, %15, !dbg !3506
  %17 = sdiv exact i64 %16, 8, !dbg !3506
  ret i64 %17, !dbg !3507
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPllEvT_S1_RSaIT0_E(i64* noundef %0, i64* noundef %1, %"class.std::allocator.3"* noundef nonnull align 1 dereferenceable(1) %2) #3 comdat !dbg !3508 {
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca %"class.std::allocator.3"*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3511, metadata !DIExpression()), !dbg !3512
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !3513, metadata !DIExpression()), !dbg !3514
  store %"class.std::allocator.3"* %2, %"class.std::allocator.3"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.3"** %6, metadata !3515, metadata !DIExpression()), !dbg !3516
  %7 = load i64*, i64** %4, align 8, !dbg !3517
  %8 = load i64*, i64** %5, align 8, !dbg !3518
  call void @_ZSt8_DestroyIPlEvT_S1_(i64* noundef %7, i64* noundef %8), !dbg !3519
  ret void, !dbg !3520
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPlEvT_S1_(i64* noundef %0, i64* noundef %1) #3 comdat !dbg !3521 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  store i64* %0, i64** %3, align 8
  call void @llvm.dbg.declare(metadata i64** %3, metadata !3525, metadata !DIExpression()), !dbg !3526
  store i64* %1, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3527, metadata !DIExpression()), !dbg !3528
  %5 = load i64*, i64** %3, align 8, !dbg !3529
  %6 = load i64*, i64** %4, align 8, !dbg !3530
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPlEEvT_S3_(i64* noundef %5, i64* noundef %6), !dbg !3531
  ret void, !dbg !3532
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPlEEvT_S3_(i64* noundef %0, i64* noundef %1) #6 comdat align 2 !dbg !3533 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  store i64* %0, i64** %3, align 8
  call void @llvm.dbg.declare(metadata i64** %3, metadata !3535, metadata !DIExpression()), !dbg !3536
  store i64* %1, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !3537, metadata !DIExpression()), !dbg !3538
  ret void, !dbg !3539
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind readonly willreturn }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }
attributes #17 = { builtin nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!1475, !1476, !1477, !1478, !1479, !1480, !1481}
!llvm.ident = !{!1482}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, imports: !1100, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "template_matrix.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "f6ac8b4a39704f9bd56d68b0dd8ca029")
!2 = !{!3, !4, !7, !75, !77, !34, !558, !360, !294, !405, !559, !581, !857, !1048, !9, !361, !37, !43, !13, !16, !140, !1074, !560, !858, !584, !588, !563, !566, !673}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !9, file: !8, line: 444, baseType: !19)
!8 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: ".", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!9 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<float, std::allocator<float> >", scope: !10, file: !8, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !11, templateParams: !233, identifier: "_ZTSSt6vectorIfSaIfEE")
!10 = !DINamespace(name: "std", scope: null)
!11 = !{!12, !234, !253, !269, !270, !275, !278, !281, !285, !291, !295, !301, !306, !310, !320, !323, !326, !329, !334, !335, !339, !342, !345, !348, !351, !357, !420, !421, !422, !427, !432, !433, !434, !435, !436, !437, !438, !441, !442, !445, !446, !447, !448, !451, !452, !460, !467, !470, !471, !472, !475, !478, !479, !480, !483, !486, !489, !493, !494, !497, !500, !503, !506, !509, !512, !515, !516, !517, !518, !519, !522, !523, !526, !527, !528, !535, !538, !543, !546, !549, !552, !555}
!12 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !9, baseType: !13, flags: DIFlagProtected, extraData: i32 0)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<float, std::allocator<float> >", scope: !10, file: !8, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !14, templateParams: !233, identifier: "_ZTSSt12_Vector_baseIfSaIfEE")
!14 = !{!15, !184, !189, !194, !198, !201, !206, !209, !212, !216, !219, !222, !225, !226, !229, !232}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !13, file: !8, line: 371, baseType: !16, size: 192)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !13, file: !8, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !17, identifier: "_ZTSNSt12_Vector_baseIfSaIfEE12_Vector_implE")
!17 = !{!18, !139, !164, !168, !173, !177, !181}
!18 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !16, baseType: !19, extraData: i32 0)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !13, file: !8, line: 88, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !22, file: !21, line: 120, baseType: !138)
!21 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: ".")
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<float>", scope: !23, file: !21, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !86, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIfEfE6rebindIfEE")
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<float>, float>", scope: !24, file: !21, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !25, templateParams: !135, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIfEfEE")
!24 = !DINamespace(name: "__gnu_cxx", scope: null)
!25 = !{!26, !121, !124, !127, !131, !132, !133, !134}
!26 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !23, baseType: !27, extraData: i32 0)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<float> >", scope: !10, file: !28, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !29, templateParams: !119, identifier: "_ZTSSt16allocator_traitsISaIfEE")
!28 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: ".", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!29 = !{!30, !103, !107, !110, !116}
!30 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIfEE8allocateERS0_m", scope: !27, file: !28, line: 463, type: !31, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !35, !102}
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !27, file: !28, line: 420, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !27, file: !28, line: 414, baseType: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<float>", scope: !10, file: !38, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !39, templateParams: !86, identifier: "_ZTSSaIfE")
!38 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!39 = !{!40, !88, !92, !97, !101}
!40 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !37, baseType: !41, flags: DIFlagPublic, extraData: i32 0)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<float>", scope: !10, file: !42, line: 47, baseType: !43)
!42 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!43 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<float>", scope: !10, file: !44, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !45, templateParams: !86, identifier: "_ZTSSt15__new_allocatorIfE")
!44 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: ".", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
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
!56 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIfE7addressERf", scope: !43, file: !44, line: 93, type: !57, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{!59, !60, !61}
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !43, file: !44, line: 63, baseType: !34)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !43, file: !44, line: 65, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!63 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIfE7addressERKf", scope: !43, file: !44, line: 97, type: !64, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !60, !69}
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !43, file: !44, line: 64, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !43, file: !44, line: 66, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !68, size: 64)
!71 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIfE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!72 = !DISubroutineType(types: !73)
!73 = !{!34, !49, !74, !77}
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !44, line: 60, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !10, file: !76, line: 298, baseType: !6)
!76 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: ".", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!79 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIfE10deallocateEPfm", scope: !43, file: !44, line: 142, type: !80, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!80 = !DISubroutineType(types: !81)
!81 = !{null, !49, !34, !74}
!82 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIfE8max_sizeEv", scope: !43, file: !44, line: 167, type: !83, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!83 = !DISubroutineType(types: !84)
!84 = !{!74, !60}
!85 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIfE11_M_max_sizeEv", scope: !43, file: !44, line: 210, type: !83, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!86 = !{!87}
!87 = !DITemplateTypeParameter(name: "_Tp", type: !3)
!88 = !DISubprogram(name: "allocator", scope: !37, file: !38, line: 156, type: !89, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DISubprogram(name: "allocator", scope: !37, file: !38, line: 159, type: !93, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !91, !95}
!95 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!97 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIfEaSERKS_", scope: !37, file: !38, line: 164, type: !98, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !91, !95}
!100 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !37, size: 64)
!101 = !DISubprogram(name: "~allocator", scope: !37, file: !38, line: 174, type: !89, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !28, line: 435, baseType: !75)
!103 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIfEE8allocateERS0_mPKv", scope: !27, file: !28, line: 477, type: !104, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!104 = !DISubroutineType(types: !105)
!105 = !{!33, !35, !102, !106}
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !28, line: 429, baseType: !77)
!107 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm", scope: !27, file: !28, line: 495, type: !108, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !35, !33, !102}
!110 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_", scope: !27, file: !28, line: 547, type: !111, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!111 = !DISubroutineType(types: !112)
!112 = !{!113, !114}
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !27, file: !28, line: 435, baseType: !75)
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!116 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIfEE37select_on_container_copy_constructionERKS0_", scope: !27, file: !28, line: 562, type: !117, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!117 = !DISubroutineType(types: !118)
!118 = !{!36, !114}
!119 = !{!120}
!120 = !DITemplateTypeParameter(name: "_Alloc", type: !37)
!121 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE17_S_select_on_copyERKS1_", scope: !23, file: !21, line: 97, type: !122, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!37, !95}
!124 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE10_S_on_swapERS1_S3_", scope: !23, file: !21, line: 100, type: !125, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !100, !100}
!127 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE27_S_propagate_on_copy_assignEv", scope: !23, file: !21, line: 103, type: !128, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!128 = !DISubroutineType(types: !129)
!129 = !{!130}
!130 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!131 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE27_S_propagate_on_move_assignEv", scope: !23, file: !21, line: 106, type: !128, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!132 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE20_S_propagate_on_swapEv", scope: !23, file: !21, line: 109, type: !128, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!133 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE15_S_always_equalEv", scope: !23, file: !21, line: 112, type: !128, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!134 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIfEfE15_S_nothrow_moveEv", scope: !23, file: !21, line: 115, type: !128, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!135 = !{!120, !136}
!136 = !DITemplateTypeParameter(type: !3)
!137 = !{}
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<float>", scope: !27, file: !28, line: 450, baseType: !37)
!139 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !16, baseType: !140, extraData: i32 0)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !13, file: !8, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !141, identifier: "_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE")
!141 = !{!142, !145, !146, !147, !151, !155, !160}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !140, file: !8, line: 94, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !13, file: !8, line: 90, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !23, file: !21, line: 57, baseType: !33)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !140, file: !8, line: 95, baseType: !143, size: 64, offset: 64)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !140, file: !8, line: 96, baseType: !143, size: 64, offset: 128)
!147 = !DISubprogram(name: "_Vector_impl_data", scope: !140, file: !8, line: 99, type: !148, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!151 = !DISubprogram(name: "_Vector_impl_data", scope: !140, file: !8, line: 105, type: !152, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !150, !154}
!154 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !140, size: 64)
!155 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !140, file: !8, line: 113, type: !156, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !150, !158}
!158 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!160 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !140, file: !8, line: 122, type: !161, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !150, !163}
!163 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !140, size: 64)
!164 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 137, type: !165, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!168 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 143, type: !169, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !167, !171}
!171 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!173 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 151, type: !174, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !167, !176}
!176 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16, size: 64)
!177 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 156, type: !178, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !167, !180}
!180 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !19, size: 64)
!181 = !DISubprogram(name: "_Vector_impl", scope: !16, file: !8, line: 161, type: !182, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !167, !180, !176}
!184 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv", scope: !13, file: !8, line: 298, type: !185, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!185 = !DISubroutineType(types: !186)
!186 = !{!187, !188}
!187 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!189 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv", scope: !13, file: !8, line: 303, type: !190, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!171, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!194 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIfSaIfEE13get_allocatorEv", scope: !13, file: !8, line: 308, type: !195, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!195 = !DISubroutineType(types: !196)
!196 = !{!197, !192}
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !13, file: !8, line: 294, baseType: !37)
!198 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 312, type: !199, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !188}
!201 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 318, type: !202, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !188, !204}
!204 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !197)
!206 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 324, type: !207, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !188, !75}
!209 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 330, type: !210, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !188, !75, !204}
!212 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 335, type: !213, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !188, !215}
!215 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !13, size: 64)
!216 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 340, type: !217, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !188, !180}
!219 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 344, type: !220, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !188, !215, !204}
!222 = !DISubprogram(name: "_Vector_base", scope: !13, file: !8, line: 358, type: !223, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !188, !204, !215}
!225 = !DISubprogram(name: "~_Vector_base", scope: !13, file: !8, line: 364, type: !199, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!226 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm", scope: !13, file: !8, line: 375, type: !227, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{!143, !188, !75}
!229 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm", scope: !13, file: !8, line: 383, type: !230, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !188, !143, !75}
!232 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm", scope: !13, file: !8, line: 393, type: !207, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!233 = !{!87, !120}
!234 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIfSaIfEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !9, file: !8, line: 465, type: !235, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!235 = !DISubroutineType(types: !236)
!236 = !{!130, !237}
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !10, file: !238, line: 82, baseType: !239)
!238 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: ".")
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !10, file: !238, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !240, templateParams: !250, identifier: "_ZTSSt17integral_constantIbLb1EE")
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
!253 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIfSaIfEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !9, file: !8, line: 474, type: !254, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!254 = !DISubroutineType(types: !255)
!255 = !{!130, !256}
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !10, file: !238, line: 85, baseType: !257)
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !10, file: !238, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !258, templateParams: !267, identifier: "_ZTSSt17integral_constantIbLb0EE")
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
!269 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIfSaIfEE15_S_use_relocateEv", scope: !9, file: !8, line: 478, type: !128, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!270 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIfSaIfEE14_S_do_relocateEPfS2_S2_RS0_St17integral_constantIbLb1EE", scope: !9, file: !8, line: 487, type: !271, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!271 = !DISubroutineType(types: !272)
!272 = !{!273, !273, !273, !273, !274, !237}
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !9, file: !8, line: 449, baseType: !143)
!274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!275 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIfSaIfEE14_S_do_relocateEPfS2_S2_RS0_St17integral_constantIbLb0EE", scope: !9, file: !8, line: 494, type: !276, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!276 = !DISubroutineType(types: !277)
!277 = !{!273, !273, !273, !273, !274, !256}
!278 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIfSaIfEE11_S_relocateEPfS2_S2_RS0_", scope: !9, file: !8, line: 499, type: !279, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!279 = !DISubroutineType(types: !280)
!280 = !{!273, !273, !273, !273, !274}
!281 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 526, type: !282, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !284}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 537, type: !286, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!286 = !DISubroutineType(types: !287)
!287 = !{null, !284, !288}
!288 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !9, file: !8, line: 460, baseType: !37)
!291 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 551, type: !292, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !284, !294, !288}
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !8, line: 458, baseType: !75)
!295 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 564, type: !296, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !284, !294, !298, !288}
!298 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !299, size: 64)
!299 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !9, file: !8, line: 448, baseType: !3)
!301 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 596, type: !302, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !284, !304}
!304 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!306 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 615, type: !307, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !284, !309}
!309 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !9, size: 64)
!310 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 619, type: !311, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !284, !304, !313}
!313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !314, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<float> >", scope: !10, file: !238, line: 128, baseType: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !317, file: !238, line: 125, baseType: !37)
!317 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<float> >", scope: !10, file: !238, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !318, identifier: "_ZTSSt15__type_identityISaIfEE")
!318 = !{!319}
!319 = !DITemplateTypeParameter(name: "_Type", type: !37)
!320 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 630, type: !321, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !284, !309, !288, !237}
!323 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 635, type: !324, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !284, !309, !288, !256}
!326 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 654, type: !327, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!327 = !DISubroutineType(types: !328)
!328 = !{null, !284, !309, !313}
!329 = !DISubprogram(name: "vector", scope: !9, file: !8, line: 673, type: !330, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !284, !332, !288}
!332 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<float>", scope: !10, file: !333, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIfE")
!333 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: ".")
!334 = !DISubprogram(name: "~vector", scope: !9, file: !8, line: 728, type: !282, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!335 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIfSaIfEEaSERKS1_", scope: !9, file: !8, line: 746, type: !336, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!336 = !DISubroutineType(types: !337)
!337 = !{!338, !284, !304}
!338 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!339 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIfSaIfEEaSEOS1_", scope: !9, file: !8, line: 761, type: !340, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!340 = !DISubroutineType(types: !341)
!341 = !{!338, !284, !309}
!342 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIfSaIfEEaSESt16initializer_listIfE", scope: !9, file: !8, line: 783, type: !343, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!343 = !DISubroutineType(types: !344)
!344 = !{!338, !284, !332}
!345 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIfSaIfEE6assignEmRKf", scope: !9, file: !8, line: 803, type: !346, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !284, !294, !298}
!348 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIfSaIfEE6assignESt16initializer_listIfE", scope: !9, file: !8, line: 850, type: !349, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !284, !332}
!351 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIfSaIfEE5beginEv", scope: !9, file: !8, line: 868, type: !352, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!352 = !DISubroutineType(types: !353)
!353 = !{!354, !284}
!354 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !9, file: !8, line: 453, baseType: !355)
!355 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<float *, std::vector<float, std::allocator<float> > >", scope: !24, file: !356, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPfSt6vectorIfSaIfEEEE")
!356 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: ".", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!357 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIfSaIfEE5beginEv", scope: !9, file: !8, line: 878, type: !358, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!358 = !DISubroutineType(types: !359)
!359 = !{!360, !419}
!360 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !9, file: !8, line: 455, baseType: !361)
!361 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const float *, std::vector<float, std::allocator<float> > >", scope: !24, file: !356, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !362, templateParams: !417, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEE")
!362 = !{!363, !364, !368, !373, !384, !389, !393, !397, !398, !399, !406, !409, !412, !413, !414}
!363 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !361, file: !356, line: 1046, baseType: !67, size: 64, flags: DIFlagProtected)
!364 = !DISubprogram(name: "__normal_iterator", scope: !361, file: !356, line: 1068, type: !365, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!368 = !DISubprogram(name: "__normal_iterator", scope: !361, file: !356, line: 1072, type: !369, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !367, !371}
!371 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !372, size: 64)
!372 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!373 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEdeEv", scope: !361, file: !356, line: 1095, type: !374, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !382}
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !361, file: !356, line: 1061, baseType: !377)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !379, file: !378, line: 227, baseType: !70)
!378 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: ".")
!379 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const float *>", scope: !10, file: !378, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !380, identifier: "_ZTSSt15iterator_traitsIPKfE")
!380 = !{!381}
!381 = !DITemplateTypeParameter(name: "_Iterator", type: !67)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !361)
!384 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEptEv", scope: !361, file: !356, line: 1100, type: !385, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!385 = !DISubroutineType(types: !386)
!386 = !{!387, !382}
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !361, file: !356, line: 1062, baseType: !388)
!388 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !379, file: !378, line: 226, baseType: !67)
!389 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv", scope: !361, file: !356, line: 1105, type: !390, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!390 = !DISubroutineType(types: !391)
!391 = !{!392, !367}
!392 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !361, size: 64)
!393 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEi", scope: !361, file: !356, line: 1113, type: !394, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!394 = !DISubroutineType(types: !395)
!395 = !{!361, !367, !396}
!396 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!397 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmmEv", scope: !361, file: !356, line: 1119, type: !390, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!398 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmmEi", scope: !361, file: !356, line: 1127, type: !394, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!399 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEixEl", scope: !361, file: !356, line: 1133, type: !400, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!400 = !DISubroutineType(types: !401)
!401 = !{!376, !382, !402}
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !361, file: !356, line: 1060, baseType: !403)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !379, file: !378, line: 225, baseType: !404)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !10, file: !76, line: 299, baseType: !405)
!405 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!406 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEpLEl", scope: !361, file: !356, line: 1138, type: !407, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!407 = !DISubroutineType(types: !408)
!408 = !{!392, !367, !402}
!409 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEplEl", scope: !361, file: !356, line: 1143, type: !410, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!410 = !DISubroutineType(types: !411)
!411 = !{!361, !382, !402}
!412 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmIEl", scope: !361, file: !356, line: 1148, type: !407, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!413 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEmiEl", scope: !361, file: !356, line: 1153, type: !410, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!414 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEE4baseEv", scope: !361, file: !356, line: 1158, type: !415, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!415 = !DISubroutineType(types: !416)
!416 = !{!371, !382}
!417 = !{!381, !418}
!418 = !DITemplateTypeParameter(name: "_Container", type: !9)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!420 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIfSaIfEE3endEv", scope: !9, file: !8, line: 888, type: !352, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!421 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIfSaIfEE3endEv", scope: !9, file: !8, line: 898, type: !358, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!422 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIfSaIfEE6rbeginEv", scope: !9, file: !8, line: 908, type: !423, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!423 = !DISubroutineType(types: !424)
!424 = !{!425, !284}
!425 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !9, file: !8, line: 457, baseType: !426)
!426 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<float *, std::vector<float, std::allocator<float> > > >", scope: !10, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPfSt6vectorIfSaIfEEEEE")
!427 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIfSaIfEE6rbeginEv", scope: !9, file: !8, line: 918, type: !428, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!428 = !DISubroutineType(types: !429)
!429 = !{!430, !419}
!430 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !9, file: !8, line: 456, baseType: !431)
!431 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const float *, std::vector<float, std::allocator<float> > > >", scope: !10, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEEE")
!432 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIfSaIfEE4rendEv", scope: !9, file: !8, line: 928, type: !423, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!433 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIfSaIfEE4rendEv", scope: !9, file: !8, line: 938, type: !428, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!434 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIfSaIfEE6cbeginEv", scope: !9, file: !8, line: 949, type: !358, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!435 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIfSaIfEE4cendEv", scope: !9, file: !8, line: 959, type: !358, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIfSaIfEE7crbeginEv", scope: !9, file: !8, line: 969, type: !428, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!437 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIfSaIfEE5crendEv", scope: !9, file: !8, line: 979, type: !428, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!438 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIfSaIfEE4sizeEv", scope: !9, file: !8, line: 987, type: !439, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!439 = !DISubroutineType(types: !440)
!440 = !{!294, !419}
!441 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIfSaIfEE8max_sizeEv", scope: !9, file: !8, line: 993, type: !439, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!442 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIfSaIfEE6resizeEm", scope: !9, file: !8, line: 1008, type: !443, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !284, !294}
!445 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIfSaIfEE6resizeEmRKf", scope: !9, file: !8, line: 1029, type: !346, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!446 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIfSaIfEE13shrink_to_fitEv", scope: !9, file: !8, line: 1063, type: !282, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIfSaIfEE8capacityEv", scope: !9, file: !8, line: 1073, type: !439, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!448 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIfSaIfEE5emptyEv", scope: !9, file: !8, line: 1083, type: !449, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!449 = !DISubroutineType(types: !450)
!450 = !{!130, !419}
!451 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIfSaIfEE7reserveEm", scope: !9, file: !8, line: 1105, type: !443, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!452 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIfSaIfEEixEm", scope: !9, file: !8, line: 1121, type: !453, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!453 = !DISubroutineType(types: !454)
!454 = !{!455, !284, !294}
!455 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !9, file: !8, line: 451, baseType: !456)
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !23, file: !21, line: 62, baseType: !457)
!457 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !458, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !23, file: !21, line: 56, baseType: !459)
!459 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !27, file: !28, line: 417, baseType: !3)
!460 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIfSaIfEEixEm", scope: !9, file: !8, line: 1140, type: !461, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!461 = !DISubroutineType(types: !462)
!462 = !{!463, !419, !294}
!463 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !9, file: !8, line: 452, baseType: !464)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !23, file: !21, line: 63, baseType: !465)
!465 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !458)
!467 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIfSaIfEE14_M_range_checkEm", scope: !9, file: !8, line: 1150, type: !468, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !419, !294}
!470 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIfSaIfEE2atEm", scope: !9, file: !8, line: 1173, type: !453, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!471 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIfSaIfEE2atEm", scope: !9, file: !8, line: 1192, type: !461, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!472 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIfSaIfEE5frontEv", scope: !9, file: !8, line: 1204, type: !473, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!473 = !DISubroutineType(types: !474)
!474 = !{!455, !284}
!475 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIfSaIfEE5frontEv", scope: !9, file: !8, line: 1216, type: !476, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!476 = !DISubroutineType(types: !477)
!477 = !{!463, !419}
!478 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIfSaIfEE4backEv", scope: !9, file: !8, line: 1228, type: !473, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!479 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIfSaIfEE4backEv", scope: !9, file: !8, line: 1240, type: !476, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!480 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIfSaIfEE4dataEv", scope: !9, file: !8, line: 1255, type: !481, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!481 = !DISubroutineType(types: !482)
!482 = !{!34, !284}
!483 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIfSaIfEE4dataEv", scope: !9, file: !8, line: 1260, type: !484, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!484 = !DISubroutineType(types: !485)
!485 = !{!67, !419}
!486 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIfSaIfEE9push_backERKf", scope: !9, file: !8, line: 1276, type: !487, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!487 = !DISubroutineType(types: !488)
!488 = !{null, !284, !298}
!489 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIfSaIfEE9push_backEOf", scope: !9, file: !8, line: 1293, type: !490, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !284, !492}
!492 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !300, size: 64)
!493 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIfSaIfEE8pop_backEv", scope: !9, file: !8, line: 1317, type: !282, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!494 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EERS4_", scope: !9, file: !8, line: 1357, type: !495, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!495 = !DISubroutineType(types: !496)
!496 = !{!354, !284, !360, !298}
!497 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EEOf", scope: !9, file: !8, line: 1388, type: !498, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!498 = !DISubroutineType(types: !499)
!499 = !{!354, !284, !360, !492}
!500 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EESt16initializer_listIfE", scope: !9, file: !8, line: 1406, type: !501, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!501 = !DISubroutineType(types: !502)
!502 = !{!354, !284, !360, !332}
!503 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIfSaIfEE6insertEN9__gnu_cxx17__normal_iteratorIPKfS1_EEmRS4_", scope: !9, file: !8, line: 1432, type: !504, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!504 = !DISubroutineType(types: !505)
!505 = !{!354, !284, !360, !294, !298}
!506 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIfSaIfEE5eraseEN9__gnu_cxx17__normal_iteratorIPKfS1_EE", scope: !9, file: !8, line: 1529, type: !507, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!507 = !DISubroutineType(types: !508)
!508 = !{!354, !284, !360}
!509 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIfSaIfEE5eraseEN9__gnu_cxx17__normal_iteratorIPKfS1_EES6_", scope: !9, file: !8, line: 1557, type: !510, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!510 = !DISubroutineType(types: !511)
!511 = !{!354, !284, !360, !360}
!512 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIfSaIfEE4swapERS1_", scope: !9, file: !8, line: 1581, type: !513, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !284, !338}
!515 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIfSaIfEE5clearEv", scope: !9, file: !8, line: 1600, type: !282, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!516 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf", scope: !9, file: !8, line: 1699, type: !346, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!517 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIfSaIfEE21_M_default_initializeEm", scope: !9, file: !8, line: 1710, type: !443, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!518 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf", scope: !9, file: !8, line: 1757, type: !346, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!519 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIfSaIfEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPfS1_EEmRKf", scope: !9, file: !8, line: 1801, type: !520, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!520 = !DISubroutineType(types: !521)
!521 = !{null, !284, !354, !294, !298}
!522 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIfSaIfEE17_M_default_appendEm", scope: !9, file: !8, line: 1807, type: !443, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!523 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIfSaIfEE16_M_shrink_to_fitEv", scope: !9, file: !8, line: 1811, type: !524, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!524 = !DISubroutineType(types: !525)
!525 = !{!130, !284}
!526 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIfSaIfEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKfS1_EEOf", scope: !9, file: !8, line: 1873, type: !498, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!527 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIfSaIfEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKfS1_EEOf", scope: !9, file: !8, line: 1884, type: !498, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!528 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIfSaIfEE12_M_check_lenEmPKc", scope: !9, file: !8, line: 1891, type: !529, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!529 = !DISubroutineType(types: !530)
!530 = !{!531, !419, !294, !532}
!531 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !9, file: !8, line: 458, baseType: !75)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !534)
!534 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!535 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_", scope: !9, file: !8, line: 1902, type: !536, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!536 = !DISubroutineType(types: !537)
!537 = !{!531, !294, !288}
!538 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_", scope: !9, file: !8, line: 1911, type: !539, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!539 = !DISubroutineType(types: !540)
!540 = !{!531, !541}
!541 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !542, size: 64)
!542 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!543 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIfSaIfEE15_M_erase_at_endEPf", scope: !9, file: !8, line: 1928, type: !544, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!544 = !DISubroutineType(types: !545)
!545 = !{null, !284, !273}
!546 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIfSaIfEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPfS1_EE", scope: !9, file: !8, line: 1941, type: !547, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!547 = !DISubroutineType(types: !548)
!548 = !{!354, !284, !354}
!549 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIfSaIfEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPfS1_EES5_", scope: !9, file: !8, line: 1945, type: !550, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!550 = !DISubroutineType(types: !551)
!551 = !{!354, !284, !354, !354}
!552 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIfSaIfEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !9, file: !8, line: 1954, type: !553, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!553 = !DISubroutineType(types: !554)
!554 = !{null, !284, !309, !237}
!555 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIfSaIfEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !9, file: !8, line: 1966, type: !556, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!556 = !DISubroutineType(types: !557)
!557 = !{null, !284, !309, !256}
!558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!559 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !560, file: !8, line: 444, baseType: !569)
!560 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<long, std::allocator<long> >", scope: !10, file: !8, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !561, templateParams: !766, identifier: "_ZTSSt6vectorIlSaIlEE")
!561 = !{!562, !767, !768, !769, !770, !775, !778, !781, !785, !791, !794, !800, !805, !809, !819, !822, !825, !828, !832, !833, !837, !840, !843, !846, !849, !854, !913, !914, !915, !920, !925, !926, !927, !928, !929, !930, !931, !934, !935, !938, !939, !940, !941, !944, !945, !953, !960, !963, !964, !965, !968, !971, !972, !973, !976, !979, !982, !986, !987, !990, !993, !996, !999, !1002, !1005, !1008, !1009, !1010, !1011, !1012, !1015, !1016, !1019, !1020, !1021, !1025, !1028, !1033, !1036, !1039, !1042, !1045}
!562 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !560, baseType: !563, flags: DIFlagProtected, extraData: i32 0)
!563 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<long, std::allocator<long> >", scope: !10, file: !8, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !564, templateParams: !766, identifier: "_ZTSSt12_Vector_baseIlSaIlEE")
!564 = !{!565, !717, !722, !727, !731, !734, !739, !742, !745, !749, !752, !755, !758, !759, !762, !765}
!565 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !563, file: !8, line: 371, baseType: !566, size: 192)
!566 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !563, file: !8, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !567, identifier: "_ZTSNSt12_Vector_baseIlSaIlEE12_Vector_implE")
!567 = !{!568, !672, !697, !701, !706, !710, !714}
!568 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !566, baseType: !569, extraData: i32 0)
!569 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !563, file: !8, line: 88, baseType: !570)
!570 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !571, file: !21, line: 120, baseType: !671)
!571 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<long>", scope: !572, file: !21, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !625, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIlElE6rebindIlEE")
!572 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<long>, long>", scope: !24, file: !21, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !573, templateParams: !669, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIlElEE")
!573 = !{!574, !658, !661, !664, !665, !666, !667, !668}
!574 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !572, baseType: !575, extraData: i32 0)
!575 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<long> >", scope: !10, file: !28, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !576, templateParams: !656, identifier: "_ZTSSt16allocator_traitsISaIlEE")
!576 = !{!577, !641, !644, !647, !653}
!577 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIlEE8allocateERS0_m", scope: !575, file: !28, line: 463, type: !578, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!578 = !DISubroutineType(types: !579)
!579 = !{!580, !582, !102}
!580 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !575, file: !28, line: 420, baseType: !581)
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !405, size: 64)
!582 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !583, size: 64)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !575, file: !28, line: 414, baseType: !584)
!584 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<long>", scope: !10, file: !38, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !585, templateParams: !625, identifier: "_ZTSSaIlE")
!585 = !{!586, !627, !631, !636, !640}
!586 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !584, baseType: !587, flags: DIFlagPublic, extraData: i32 0)
!587 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<long>", scope: !10, file: !42, line: 47, baseType: !588)
!588 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<long>", scope: !10, file: !44, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !589, templateParams: !625, identifier: "_ZTSSt15__new_allocatorIlE")
!589 = !{!590, !594, !599, !600, !607, !615, !618, !621, !624}
!590 = !DISubprogram(name: "__new_allocator", scope: !588, file: !44, line: 80, type: !591, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!591 = !DISubroutineType(types: !592)
!592 = !{null, !593}
!593 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!594 = !DISubprogram(name: "__new_allocator", scope: !588, file: !44, line: 83, type: !595, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!595 = !DISubroutineType(types: !596)
!596 = !{null, !593, !597}
!597 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !598, size: 64)
!598 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !588)
!599 = !DISubprogram(name: "~__new_allocator", scope: !588, file: !44, line: 90, type: !591, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!600 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIlE7addressERl", scope: !588, file: !44, line: 93, type: !601, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!601 = !DISubroutineType(types: !602)
!602 = !{!603, !604, !605}
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !588, file: !44, line: 63, baseType: !581)
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !598, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!605 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !588, file: !44, line: 65, baseType: !606)
!606 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !405, size: 64)
!607 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIlE7addressERKl", scope: !588, file: !44, line: 97, type: !608, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!608 = !DISubroutineType(types: !609)
!609 = !{!610, !604, !613}
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !588, file: !44, line: 64, baseType: !611)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !612, size: 64)
!612 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !405)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !588, file: !44, line: 66, baseType: !614)
!614 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !612, size: 64)
!615 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIlE8allocateEmPKv", scope: !588, file: !44, line: 112, type: !616, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!616 = !DISubroutineType(types: !617)
!617 = !{!581, !593, !74, !77}
!618 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIlE10deallocateEPlm", scope: !588, file: !44, line: 142, type: !619, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!619 = !DISubroutineType(types: !620)
!620 = !{null, !593, !581, !74}
!621 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIlE8max_sizeEv", scope: !588, file: !44, line: 167, type: !622, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!622 = !DISubroutineType(types: !623)
!623 = !{!74, !604}
!624 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIlE11_M_max_sizeEv", scope: !588, file: !44, line: 210, type: !622, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!625 = !{!626}
!626 = !DITemplateTypeParameter(name: "_Tp", type: !405)
!627 = !DISubprogram(name: "allocator", scope: !584, file: !38, line: 156, type: !628, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!628 = !DISubroutineType(types: !629)
!629 = !{null, !630}
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!631 = !DISubprogram(name: "allocator", scope: !584, file: !38, line: 159, type: !632, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!632 = !DISubroutineType(types: !633)
!633 = !{null, !630, !634}
!634 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !635, size: 64)
!635 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !584)
!636 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIlEaSERKS_", scope: !584, file: !38, line: 164, type: !637, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!637 = !DISubroutineType(types: !638)
!638 = !{!639, !630, !634}
!639 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !584, size: 64)
!640 = !DISubprogram(name: "~allocator", scope: !584, file: !38, line: 174, type: !628, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!641 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIlEE8allocateERS0_mPKv", scope: !575, file: !28, line: 477, type: !642, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!642 = !DISubroutineType(types: !643)
!643 = !{!580, !582, !102, !106}
!644 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm", scope: !575, file: !28, line: 495, type: !645, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!645 = !DISubroutineType(types: !646)
!646 = !{null, !582, !580, !102}
!647 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIlEE8max_sizeERKS0_", scope: !575, file: !28, line: 547, type: !648, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!648 = !DISubroutineType(types: !649)
!649 = !{!650, !651}
!650 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !575, file: !28, line: 435, baseType: !75)
!651 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !652, size: 64)
!652 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !583)
!653 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIlEE37select_on_container_copy_constructionERKS0_", scope: !575, file: !28, line: 562, type: !654, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!654 = !DISubroutineType(types: !655)
!655 = !{!583, !651}
!656 = !{!657}
!657 = !DITemplateTypeParameter(name: "_Alloc", type: !584)
!658 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE17_S_select_on_copyERKS1_", scope: !572, file: !21, line: 97, type: !659, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!659 = !DISubroutineType(types: !660)
!660 = !{!584, !634}
!661 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE10_S_on_swapERS1_S3_", scope: !572, file: !21, line: 100, type: !662, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!662 = !DISubroutineType(types: !663)
!663 = !{null, !639, !639}
!664 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE27_S_propagate_on_copy_assignEv", scope: !572, file: !21, line: 103, type: !128, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!665 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE27_S_propagate_on_move_assignEv", scope: !572, file: !21, line: 106, type: !128, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!666 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE20_S_propagate_on_swapEv", scope: !572, file: !21, line: 109, type: !128, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!667 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE15_S_always_equalEv", scope: !572, file: !21, line: 112, type: !128, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!668 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIlElE15_S_nothrow_moveEv", scope: !572, file: !21, line: 115, type: !128, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!669 = !{!657, !670}
!670 = !DITemplateTypeParameter(type: !405)
!671 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<long>", scope: !575, file: !28, line: 450, baseType: !584)
!672 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !566, baseType: !673, extraData: i32 0)
!673 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !563, file: !8, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !674, identifier: "_ZTSNSt12_Vector_baseIlSaIlEE17_Vector_impl_dataE")
!674 = !{!675, !678, !679, !680, !684, !688, !693}
!675 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !673, file: !8, line: 94, baseType: !676, size: 64)
!676 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !563, file: !8, line: 90, baseType: !677)
!677 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !572, file: !21, line: 57, baseType: !580)
!678 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !673, file: !8, line: 95, baseType: !676, size: 64, offset: 64)
!679 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !673, file: !8, line: 96, baseType: !676, size: 64, offset: 128)
!680 = !DISubprogram(name: "_Vector_impl_data", scope: !673, file: !8, line: 99, type: !681, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!681 = !DISubroutineType(types: !682)
!682 = !{null, !683}
!683 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !673, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!684 = !DISubprogram(name: "_Vector_impl_data", scope: !673, file: !8, line: 105, type: !685, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!685 = !DISubroutineType(types: !686)
!686 = !{null, !683, !687}
!687 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !673, size: 64)
!688 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !673, file: !8, line: 113, type: !689, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!689 = !DISubroutineType(types: !690)
!690 = !{null, !683, !691}
!691 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !692, size: 64)
!692 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !673)
!693 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !673, file: !8, line: 122, type: !694, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!694 = !DISubroutineType(types: !695)
!695 = !{null, !683, !696}
!696 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !673, size: 64)
!697 = !DISubprogram(name: "_Vector_impl", scope: !566, file: !8, line: 137, type: !698, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!698 = !DISubroutineType(types: !699)
!699 = !{null, !700}
!700 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !566, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!701 = !DISubprogram(name: "_Vector_impl", scope: !566, file: !8, line: 143, type: !702, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!702 = !DISubroutineType(types: !703)
!703 = !{null, !700, !704}
!704 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !705, size: 64)
!705 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !569)
!706 = !DISubprogram(name: "_Vector_impl", scope: !566, file: !8, line: 151, type: !707, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!707 = !DISubroutineType(types: !708)
!708 = !{null, !700, !709}
!709 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !566, size: 64)
!710 = !DISubprogram(name: "_Vector_impl", scope: !566, file: !8, line: 156, type: !711, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!711 = !DISubroutineType(types: !712)
!712 = !{null, !700, !713}
!713 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !569, size: 64)
!714 = !DISubprogram(name: "_Vector_impl", scope: !566, file: !8, line: 161, type: !715, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!715 = !DISubroutineType(types: !716)
!716 = !{null, !700, !713, !709}
!717 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv", scope: !563, file: !8, line: 298, type: !718, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!718 = !DISubroutineType(types: !719)
!719 = !{!720, !721}
!720 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !569, size: 64)
!721 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !563, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!722 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv", scope: !563, file: !8, line: 303, type: !723, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!723 = !DISubroutineType(types: !724)
!724 = !{!704, !725}
!725 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!726 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !563)
!727 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIlSaIlEE13get_allocatorEv", scope: !563, file: !8, line: 308, type: !728, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!728 = !DISubroutineType(types: !729)
!729 = !{!730, !725}
!730 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !563, file: !8, line: 294, baseType: !584)
!731 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 312, type: !732, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!732 = !DISubroutineType(types: !733)
!733 = !{null, !721}
!734 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 318, type: !735, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!735 = !DISubroutineType(types: !736)
!736 = !{null, !721, !737}
!737 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !738, size: 64)
!738 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !730)
!739 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 324, type: !740, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!740 = !DISubroutineType(types: !741)
!741 = !{null, !721, !75}
!742 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 330, type: !743, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!743 = !DISubroutineType(types: !744)
!744 = !{null, !721, !75, !737}
!745 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 335, type: !746, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!746 = !DISubroutineType(types: !747)
!747 = !{null, !721, !748}
!748 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !563, size: 64)
!749 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 340, type: !750, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!750 = !DISubroutineType(types: !751)
!751 = !{null, !721, !713}
!752 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 344, type: !753, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!753 = !DISubroutineType(types: !754)
!754 = !{null, !721, !748, !737}
!755 = !DISubprogram(name: "_Vector_base", scope: !563, file: !8, line: 358, type: !756, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!756 = !DISubroutineType(types: !757)
!757 = !{null, !721, !737, !748}
!758 = !DISubprogram(name: "~_Vector_base", scope: !563, file: !8, line: 364, type: !732, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!759 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm", scope: !563, file: !8, line: 375, type: !760, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!760 = !DISubroutineType(types: !761)
!761 = !{!676, !721, !75}
!762 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm", scope: !563, file: !8, line: 383, type: !763, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!763 = !DISubroutineType(types: !764)
!764 = !{null, !721, !676, !75}
!765 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm", scope: !563, file: !8, line: 393, type: !740, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!766 = !{!626, !657}
!767 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIlSaIlEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !560, file: !8, line: 465, type: !235, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!768 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIlSaIlEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !560, file: !8, line: 474, type: !254, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!769 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIlSaIlEE15_S_use_relocateEv", scope: !560, file: !8, line: 478, type: !128, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!770 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIlSaIlEE14_S_do_relocateEPlS2_S2_RS0_St17integral_constantIbLb1EE", scope: !560, file: !8, line: 487, type: !771, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!771 = !DISubroutineType(types: !772)
!772 = !{!773, !773, !773, !773, !774, !237}
!773 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !560, file: !8, line: 449, baseType: !676)
!774 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !559, size: 64)
!775 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIlSaIlEE14_S_do_relocateEPlS2_S2_RS0_St17integral_constantIbLb0EE", scope: !560, file: !8, line: 494, type: !776, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!776 = !DISubroutineType(types: !777)
!777 = !{!773, !773, !773, !773, !774, !256}
!778 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIlSaIlEE11_S_relocateEPlS2_S2_RS0_", scope: !560, file: !8, line: 499, type: !779, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!779 = !DISubroutineType(types: !780)
!780 = !{!773, !773, !773, !773, !774}
!781 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 526, type: !782, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !784}
!784 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !560, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!785 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 537, type: !786, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!786 = !DISubroutineType(types: !787)
!787 = !{null, !784, !788}
!788 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !789, size: 64)
!789 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !790)
!790 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !560, file: !8, line: 460, baseType: !584)
!791 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 551, type: !792, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!792 = !DISubroutineType(types: !793)
!793 = !{null, !784, !294, !788}
!794 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 564, type: !795, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!795 = !DISubroutineType(types: !796)
!796 = !{null, !784, !294, !797, !788}
!797 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !798, size: 64)
!798 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !799)
!799 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !560, file: !8, line: 448, baseType: !405)
!800 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 596, type: !801, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!801 = !DISubroutineType(types: !802)
!802 = !{null, !784, !803}
!803 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !804, size: 64)
!804 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !560)
!805 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 615, type: !806, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!806 = !DISubroutineType(types: !807)
!807 = !{null, !784, !808}
!808 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !560, size: 64)
!809 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 619, type: !810, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!810 = !DISubroutineType(types: !811)
!811 = !{null, !784, !803, !812}
!812 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !813, size: 64)
!813 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !814)
!814 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<long> >", scope: !10, file: !238, line: 128, baseType: !815)
!815 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !816, file: !238, line: 125, baseType: !584)
!816 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<long> >", scope: !10, file: !238, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !817, identifier: "_ZTSSt15__type_identityISaIlEE")
!817 = !{!818}
!818 = !DITemplateTypeParameter(name: "_Type", type: !584)
!819 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 630, type: !820, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!820 = !DISubroutineType(types: !821)
!821 = !{null, !784, !808, !788, !237}
!822 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 635, type: !823, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!823 = !DISubroutineType(types: !824)
!824 = !{null, !784, !808, !788, !256}
!825 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 654, type: !826, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!826 = !DISubroutineType(types: !827)
!827 = !{null, !784, !808, !812}
!828 = !DISubprogram(name: "vector", scope: !560, file: !8, line: 673, type: !829, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!829 = !DISubroutineType(types: !830)
!830 = !{null, !784, !831, !788}
!831 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<long>", scope: !10, file: !333, line: 47, size: 128, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIlE")
!832 = !DISubprogram(name: "~vector", scope: !560, file: !8, line: 728, type: !782, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!833 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIlSaIlEEaSERKS1_", scope: !560, file: !8, line: 746, type: !834, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!834 = !DISubroutineType(types: !835)
!835 = !{!836, !784, !803}
!836 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !560, size: 64)
!837 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIlSaIlEEaSEOS1_", scope: !560, file: !8, line: 761, type: !838, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!838 = !DISubroutineType(types: !839)
!839 = !{!836, !784, !808}
!840 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIlSaIlEEaSESt16initializer_listIlE", scope: !560, file: !8, line: 783, type: !841, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!841 = !DISubroutineType(types: !842)
!842 = !{!836, !784, !831}
!843 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIlSaIlEE6assignEmRKl", scope: !560, file: !8, line: 803, type: !844, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!844 = !DISubroutineType(types: !845)
!845 = !{null, !784, !294, !797}
!846 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIlSaIlEE6assignESt16initializer_listIlE", scope: !560, file: !8, line: 850, type: !847, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!847 = !DISubroutineType(types: !848)
!848 = !{null, !784, !831}
!849 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIlSaIlEE5beginEv", scope: !560, file: !8, line: 868, type: !850, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!850 = !DISubroutineType(types: !851)
!851 = !{!852, !784}
!852 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !560, file: !8, line: 453, baseType: !853)
!853 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<long *, std::vector<long, std::allocator<long> > >", scope: !24, file: !356, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPlSt6vectorIlSaIlEEEE")
!854 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIlSaIlEE5beginEv", scope: !560, file: !8, line: 878, type: !855, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!855 = !DISubroutineType(types: !856)
!856 = !{!857, !912}
!857 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !560, file: !8, line: 455, baseType: !858)
!858 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const long *, std::vector<long, std::allocator<long> > >", scope: !24, file: !356, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !859, templateParams: !910, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEE")
!859 = !{!860, !861, !865, !870, !880, !885, !889, !892, !893, !894, !899, !902, !905, !906, !907}
!860 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !858, file: !356, line: 1046, baseType: !611, size: 64, flags: DIFlagProtected)
!861 = !DISubprogram(name: "__normal_iterator", scope: !858, file: !356, line: 1068, type: !862, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!862 = !DISubroutineType(types: !863)
!863 = !{null, !864}
!864 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !858, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!865 = !DISubprogram(name: "__normal_iterator", scope: !858, file: !356, line: 1072, type: !866, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!866 = !DISubroutineType(types: !867)
!867 = !{null, !864, !868}
!868 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !869, size: 64)
!869 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !611)
!870 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEdeEv", scope: !858, file: !356, line: 1095, type: !871, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!871 = !DISubroutineType(types: !872)
!872 = !{!873, !878}
!873 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !858, file: !356, line: 1061, baseType: !874)
!874 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !875, file: !378, line: 227, baseType: !614)
!875 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<const long *>", scope: !10, file: !378, line: 221, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !876, identifier: "_ZTSSt15iterator_traitsIPKlE")
!876 = !{!877}
!877 = !DITemplateTypeParameter(name: "_Iterator", type: !611)
!878 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !879, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!879 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !858)
!880 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEptEv", scope: !858, file: !356, line: 1100, type: !881, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!881 = !DISubroutineType(types: !882)
!882 = !{!883, !878}
!883 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !858, file: !356, line: 1062, baseType: !884)
!884 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !875, file: !378, line: 226, baseType: !611)
!885 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv", scope: !858, file: !356, line: 1105, type: !886, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!886 = !DISubroutineType(types: !887)
!887 = !{!888, !864}
!888 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !858, size: 64)
!889 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEi", scope: !858, file: !356, line: 1113, type: !890, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!890 = !DISubroutineType(types: !891)
!891 = !{!858, !864, !396}
!892 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmmEv", scope: !858, file: !356, line: 1119, type: !886, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!893 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmmEi", scope: !858, file: !356, line: 1127, type: !890, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!894 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEixEl", scope: !858, file: !356, line: 1133, type: !895, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!895 = !DISubroutineType(types: !896)
!896 = !{!873, !878, !897}
!897 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !858, file: !356, line: 1060, baseType: !898)
!898 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !875, file: !378, line: 225, baseType: !404)
!899 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEpLEl", scope: !858, file: !356, line: 1138, type: !900, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!900 = !DISubroutineType(types: !901)
!901 = !{!888, !864, !897}
!902 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEplEl", scope: !858, file: !356, line: 1143, type: !903, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!903 = !DISubroutineType(types: !904)
!904 = !{!858, !878, !897}
!905 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmIEl", scope: !858, file: !356, line: 1148, type: !900, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!906 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEmiEl", scope: !858, file: !356, line: 1153, type: !903, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!907 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEE4baseEv", scope: !858, file: !356, line: 1158, type: !908, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!908 = !DISubroutineType(types: !909)
!909 = !{!868, !878}
!910 = !{!877, !911}
!911 = !DITemplateTypeParameter(name: "_Container", type: !560)
!912 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !804, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!913 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIlSaIlEE3endEv", scope: !560, file: !8, line: 888, type: !850, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!914 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIlSaIlEE3endEv", scope: !560, file: !8, line: 898, type: !855, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!915 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIlSaIlEE6rbeginEv", scope: !560, file: !8, line: 908, type: !916, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!916 = !DISubroutineType(types: !917)
!917 = !{!918, !784}
!918 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !560, file: !8, line: 457, baseType: !919)
!919 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<long *, std::vector<long, std::allocator<long> > > >", scope: !10, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPlSt6vectorIlSaIlEEEEE")
!920 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIlSaIlEE6rbeginEv", scope: !560, file: !8, line: 918, type: !921, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!921 = !DISubroutineType(types: !922)
!922 = !{!923, !912}
!923 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !560, file: !8, line: 456, baseType: !924)
!924 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const long *, std::vector<long, std::allocator<long> > > >", scope: !10, file: !356, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEEE")
!925 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIlSaIlEE4rendEv", scope: !560, file: !8, line: 928, type: !916, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!926 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIlSaIlEE4rendEv", scope: !560, file: !8, line: 938, type: !921, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!927 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIlSaIlEE6cbeginEv", scope: !560, file: !8, line: 949, type: !855, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!928 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIlSaIlEE4cendEv", scope: !560, file: !8, line: 959, type: !855, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!929 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIlSaIlEE7crbeginEv", scope: !560, file: !8, line: 969, type: !921, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!930 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIlSaIlEE5crendEv", scope: !560, file: !8, line: 979, type: !921, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!931 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIlSaIlEE4sizeEv", scope: !560, file: !8, line: 987, type: !932, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!932 = !DISubroutineType(types: !933)
!933 = !{!294, !912}
!934 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIlSaIlEE8max_sizeEv", scope: !560, file: !8, line: 993, type: !932, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!935 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIlSaIlEE6resizeEm", scope: !560, file: !8, line: 1008, type: !936, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!936 = !DISubroutineType(types: !937)
!937 = !{null, !784, !294}
!938 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIlSaIlEE6resizeEmRKl", scope: !560, file: !8, line: 1029, type: !844, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!939 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIlSaIlEE13shrink_to_fitEv", scope: !560, file: !8, line: 1063, type: !782, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!940 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIlSaIlEE8capacityEv", scope: !560, file: !8, line: 1073, type: !932, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!941 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIlSaIlEE5emptyEv", scope: !560, file: !8, line: 1083, type: !942, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!942 = !DISubroutineType(types: !943)
!943 = !{!130, !912}
!944 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIlSaIlEE7reserveEm", scope: !560, file: !8, line: 1105, type: !936, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!945 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIlSaIlEEixEm", scope: !560, file: !8, line: 1121, type: !946, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!946 = !DISubroutineType(types: !947)
!947 = !{!948, !784, !294}
!948 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !560, file: !8, line: 451, baseType: !949)
!949 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !572, file: !21, line: 62, baseType: !950)
!950 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !951, size: 64)
!951 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !572, file: !21, line: 56, baseType: !952)
!952 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !575, file: !28, line: 417, baseType: !405)
!953 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIlSaIlEEixEm", scope: !560, file: !8, line: 1140, type: !954, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!954 = !DISubroutineType(types: !955)
!955 = !{!956, !912, !294}
!956 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !560, file: !8, line: 452, baseType: !957)
!957 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !572, file: !21, line: 63, baseType: !958)
!958 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !959, size: 64)
!959 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !951)
!960 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIlSaIlEE14_M_range_checkEm", scope: !560, file: !8, line: 1150, type: !961, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!961 = !DISubroutineType(types: !962)
!962 = !{null, !912, !294}
!963 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIlSaIlEE2atEm", scope: !560, file: !8, line: 1173, type: !946, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!964 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIlSaIlEE2atEm", scope: !560, file: !8, line: 1192, type: !954, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!965 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIlSaIlEE5frontEv", scope: !560, file: !8, line: 1204, type: !966, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!966 = !DISubroutineType(types: !967)
!967 = !{!948, !784}
!968 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIlSaIlEE5frontEv", scope: !560, file: !8, line: 1216, type: !969, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!969 = !DISubroutineType(types: !970)
!970 = !{!956, !912}
!971 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIlSaIlEE4backEv", scope: !560, file: !8, line: 1228, type: !966, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!972 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIlSaIlEE4backEv", scope: !560, file: !8, line: 1240, type: !969, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!973 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIlSaIlEE4dataEv", scope: !560, file: !8, line: 1255, type: !974, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!974 = !DISubroutineType(types: !975)
!975 = !{!581, !784}
!976 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIlSaIlEE4dataEv", scope: !560, file: !8, line: 1260, type: !977, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!977 = !DISubroutineType(types: !978)
!978 = !{!611, !912}
!979 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIlSaIlEE9push_backERKl", scope: !560, file: !8, line: 1276, type: !980, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!980 = !DISubroutineType(types: !981)
!981 = !{null, !784, !797}
!982 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIlSaIlEE9push_backEOl", scope: !560, file: !8, line: 1293, type: !983, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!983 = !DISubroutineType(types: !984)
!984 = !{null, !784, !985}
!985 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !799, size: 64)
!986 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIlSaIlEE8pop_backEv", scope: !560, file: !8, line: 1317, type: !782, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!987 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EERS4_", scope: !560, file: !8, line: 1357, type: !988, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!988 = !DISubroutineType(types: !989)
!989 = !{!852, !784, !857, !797}
!990 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EEOl", scope: !560, file: !8, line: 1388, type: !991, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!991 = !DISubroutineType(types: !992)
!992 = !{!852, !784, !857, !985}
!993 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EESt16initializer_listIlE", scope: !560, file: !8, line: 1406, type: !994, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!994 = !DISubroutineType(types: !995)
!995 = !{!852, !784, !857, !831}
!996 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIlSaIlEE6insertEN9__gnu_cxx17__normal_iteratorIPKlS1_EEmRS4_", scope: !560, file: !8, line: 1432, type: !997, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!997 = !DISubroutineType(types: !998)
!998 = !{!852, !784, !857, !294, !797}
!999 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIlSaIlEE5eraseEN9__gnu_cxx17__normal_iteratorIPKlS1_EE", scope: !560, file: !8, line: 1529, type: !1000, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1000 = !DISubroutineType(types: !1001)
!1001 = !{!852, !784, !857}
!1002 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIlSaIlEE5eraseEN9__gnu_cxx17__normal_iteratorIPKlS1_EES6_", scope: !560, file: !8, line: 1557, type: !1003, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1003 = !DISubroutineType(types: !1004)
!1004 = !{!852, !784, !857, !857}
!1005 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIlSaIlEE4swapERS1_", scope: !560, file: !8, line: 1581, type: !1006, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1006 = !DISubroutineType(types: !1007)
!1007 = !{null, !784, !836}
!1008 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIlSaIlEE5clearEv", scope: !560, file: !8, line: 1600, type: !782, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1009 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl", scope: !560, file: !8, line: 1699, type: !844, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1010 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIlSaIlEE21_M_default_initializeEm", scope: !560, file: !8, line: 1710, type: !936, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1011 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIlSaIlEE14_M_fill_assignEmRKl", scope: !560, file: !8, line: 1757, type: !844, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1012 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIlSaIlEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPlS1_EEmRKl", scope: !560, file: !8, line: 1801, type: !1013, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1013 = !DISubroutineType(types: !1014)
!1014 = !{null, !784, !852, !294, !797}
!1015 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIlSaIlEE17_M_default_appendEm", scope: !560, file: !8, line: 1807, type: !936, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1016 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIlSaIlEE16_M_shrink_to_fitEv", scope: !560, file: !8, line: 1811, type: !1017, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!130, !784}
!1019 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIlSaIlEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKlS1_EEOl", scope: !560, file: !8, line: 1873, type: !991, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1020 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIlSaIlEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKlS1_EEOl", scope: !560, file: !8, line: 1884, type: !991, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1021 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIlSaIlEE12_M_check_lenEmPKc", scope: !560, file: !8, line: 1891, type: !1022, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1022 = !DISubroutineType(types: !1023)
!1023 = !{!1024, !912, !294, !532}
!1024 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !560, file: !8, line: 458, baseType: !75)
!1025 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_", scope: !560, file: !8, line: 1902, type: !1026, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!1026 = !DISubroutineType(types: !1027)
!1027 = !{!1024, !294, !788}
!1028 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIlSaIlEE11_S_max_sizeERKS0_", scope: !560, file: !8, line: 1911, type: !1029, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!1029 = !DISubroutineType(types: !1030)
!1030 = !{!1024, !1031}
!1031 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1032, size: 64)
!1032 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !559)
!1033 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIlSaIlEE15_M_erase_at_endEPl", scope: !560, file: !8, line: 1928, type: !1034, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1034 = !DISubroutineType(types: !1035)
!1035 = !{null, !784, !773}
!1036 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIlSaIlEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPlS1_EE", scope: !560, file: !8, line: 1941, type: !1037, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1037 = !DISubroutineType(types: !1038)
!1038 = !{!852, !784, !852}
!1039 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIlSaIlEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPlS1_EES5_", scope: !560, file: !8, line: 1945, type: !1040, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1040 = !DISubroutineType(types: !1041)
!1041 = !{!852, !784, !852, !852}
!1042 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIlSaIlEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !560, file: !8, line: 1954, type: !1043, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!1043 = !DISubroutineType(types: !1044)
!1044 = !{null, !784, !808, !237}
!1045 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIlSaIlEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !560, file: !8, line: 1966, type: !1046, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!1046 = !DISubroutineType(types: !1047)
!1047 = !{null, !784, !808, !256}
!1048 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix<float>", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1049, templateParams: !1072, identifier: "_ZTS6MatrixIfE")
!1049 = !{!1050, !1051, !1052, !1053, !1057, !1062, !1063, !1066, !1069}
!1050 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !1048, file: !1, line: 9, baseType: !396, size: 32)
!1051 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !1048, file: !1, line: 9, baseType: !396, size: 32, offset: 32)
!1052 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1048, file: !1, line: 10, baseType: !9, size: 192, offset: 64)
!1053 = !DISubprogram(name: "Matrix", scope: !1048, file: !1, line: 13, type: !1054, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1054 = !DISubroutineType(types: !1055)
!1055 = !{null, !1056, !396, !396}
!1056 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1048, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1057 = !DISubprogram(name: "rows", linkageName: "_ZNK6MatrixIfE4rowsEv", scope: !1048, file: !1, line: 14, type: !1058, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1058 = !DISubroutineType(types: !1059)
!1059 = !{!396, !1060}
!1060 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1061, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1061 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1048)
!1062 = !DISubprogram(name: "cols", linkageName: "_ZNK6MatrixIfE4colsEv", scope: !1048, file: !1, line: 15, type: !1058, scopeLine: 15, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1063 = !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIfEclEii", scope: !1048, file: !1, line: 16, type: !1064, scopeLine: 16, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{!62, !1056, !396, !396}
!1066 = !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIfEclEii", scope: !1048, file: !1, line: 17, type: !1067, scopeLine: 17, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{!70, !1060, !396, !396}
!1069 = !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIfE3sumEv", scope: !1048, file: !1, line: 18, type: !1070, scopeLine: 18, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1070 = !DISubroutineType(types: !1071)
!1071 = !{!3, !1060}
!1072 = !{!1073}
!1073 = !DITemplateTypeParameter(name: "T", type: !3)
!1074 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Matrix<long>", file: !1, line: 8, size: 256, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !1075, templateParams: !1098, identifier: "_ZTS6MatrixIlE")
!1075 = !{!1076, !1077, !1078, !1079, !1083, !1088, !1089, !1092, !1095}
!1076 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !1074, file: !1, line: 9, baseType: !396, size: 32)
!1077 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !1074, file: !1, line: 9, baseType: !396, size: 32, offset: 32)
!1078 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !1074, file: !1, line: 10, baseType: !560, size: 192, offset: 64)
!1079 = !DISubprogram(name: "Matrix", scope: !1074, file: !1, line: 13, type: !1080, scopeLine: 13, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1080 = !DISubroutineType(types: !1081)
!1081 = !{null, !1082, !396, !396}
!1082 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1074, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1083 = !DISubprogram(name: "rows", linkageName: "_ZNK6MatrixIlE4rowsEv", scope: !1074, file: !1, line: 14, type: !1084, scopeLine: 14, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1084 = !DISubroutineType(types: !1085)
!1085 = !{!396, !1086}
!1086 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1087, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1087 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1074)
!1088 = !DISubprogram(name: "cols", linkageName: "_ZNK6MatrixIlE4colsEv", scope: !1074, file: !1, line: 15, type: !1084, scopeLine: 15, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1089 = !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIlEclEii", scope: !1074, file: !1, line: 16, type: !1090, scopeLine: 16, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{!606, !1082, !396, !396}
!1092 = !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIlEclEii", scope: !1074, file: !1, line: 17, type: !1093, scopeLine: 17, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1093 = !DISubroutineType(types: !1094)
!1094 = !{!614, !1086, !396, !396}
!1095 = !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIlE3sumEv", scope: !1074, file: !1, line: 18, type: !1096, scopeLine: 18, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1096 = !DISubroutineType(types: !1097)
!1097 = !{!405, !1086}
!1098 = !{!1099}
!1099 = !DITemplateTypeParameter(name: "T", type: !405)
!1100 = !{!1101, !1107, !1113, !1118, !1122, !1124, !1126, !1128, !1130, !1137, !1143, !1148, !1152, !1156, !1160, !1165, !1169, !1171, !1175, !1181, !1185, !1190, !1192, !1196, !1200, !1204, !1206, !1210, !1214, !1216, !1220, !1222, !1224, !1228, !1232, !1236, !1240, !1244, !1248, !1250, !1257, !1261, !1265, !1269, !1271, !1273, !1277, !1281, !1282, !1283, !1284, !1285, !1286, !1290, !1294, !1300, !1304, !1309, !1311, !1316, !1318, !1322, !1330, !1334, !1338, !1342, !1346, !1350, !1354, !1358, !1362, !1366, !1373, !1377, !1381, !1383, !1385, !1389, !1394, !1400, !1404, !1408, !1410, !1417, !1421, !1428, !1430, !1434, !1438, !1442, !1446, !1451, !1455, !1460, !1461, !1462, !1463, !1465, !1466, !1467, !1468, !1469, !1470, !1471}
!1101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1102, file: !1106, line: 98)
!1102 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1103, line: 7, baseType: !1104)
!1103 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1104 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1105, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!1105 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: ".", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1106 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: ".")
!1107 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1108, file: !1106, line: 99)
!1108 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1109, line: 84, baseType: !1110)
!1109 = !DIFile(filename: "usr/include/stdio.h", directory: ".", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1111, line: 14, baseType: !1112)
!1111 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1112 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1111, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1113 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1114, file: !1106, line: 101)
!1114 = !DISubprogram(name: "clearerr", scope: !1109, file: !1109, line: 786, type: !1115, flags: DIFlagPrototyped, spFlags: 0)
!1115 = !DISubroutineType(types: !1116)
!1116 = !{null, !1117}
!1117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1102, size: 64)
!1118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1119, file: !1106, line: 102)
!1119 = !DISubprogram(name: "fclose", scope: !1109, file: !1109, line: 178, type: !1120, flags: DIFlagPrototyped, spFlags: 0)
!1120 = !DISubroutineType(types: !1121)
!1121 = !{!396, !1117}
!1122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1123, file: !1106, line: 103)
!1123 = !DISubprogram(name: "feof", scope: !1109, file: !1109, line: 788, type: !1120, flags: DIFlagPrototyped, spFlags: 0)
!1124 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1125, file: !1106, line: 104)
!1125 = !DISubprogram(name: "ferror", scope: !1109, file: !1109, line: 790, type: !1120, flags: DIFlagPrototyped, spFlags: 0)
!1126 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1127, file: !1106, line: 105)
!1127 = !DISubprogram(name: "fflush", scope: !1109, file: !1109, line: 230, type: !1120, flags: DIFlagPrototyped, spFlags: 0)
!1128 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1129, file: !1106, line: 106)
!1129 = !DISubprogram(name: "fgetc", scope: !1109, file: !1109, line: 513, type: !1120, flags: DIFlagPrototyped, spFlags: 0)
!1130 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1131, file: !1106, line: 107)
!1131 = !DISubprogram(name: "fgetpos", scope: !1109, file: !1109, line: 760, type: !1132, flags: DIFlagPrototyped, spFlags: 0)
!1132 = !DISubroutineType(types: !1133)
!1133 = !{!396, !1134, !1135}
!1134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1117)
!1135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1136)
!1136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1108, size: 64)
!1137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1138, file: !1106, line: 108)
!1138 = !DISubprogram(name: "fgets", scope: !1109, file: !1109, line: 592, type: !1139, flags: DIFlagPrototyped, spFlags: 0)
!1139 = !DISubroutineType(types: !1140)
!1140 = !{!1141, !1142, !396, !1134}
!1141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !534, size: 64)
!1142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1141)
!1143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1144, file: !1106, line: 109)
!1144 = !DISubprogram(name: "fopen", scope: !1109, file: !1109, line: 258, type: !1145, flags: DIFlagPrototyped, spFlags: 0)
!1145 = !DISubroutineType(types: !1146)
!1146 = !{!1117, !1147, !1147}
!1147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !532)
!1148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1149, file: !1106, line: 110)
!1149 = !DISubprogram(name: "fprintf", scope: !1109, file: !1109, line: 350, type: !1150, flags: DIFlagPrototyped, spFlags: 0)
!1150 = !DISubroutineType(types: !1151)
!1151 = !{!396, !1134, !1147, null}
!1152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1153, file: !1106, line: 111)
!1153 = !DISubprogram(name: "fputc", scope: !1109, file: !1109, line: 549, type: !1154, flags: DIFlagPrototyped, spFlags: 0)
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!396, !396, !1117}
!1156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1157, file: !1106, line: 112)
!1157 = !DISubprogram(name: "fputs", scope: !1109, file: !1109, line: 655, type: !1158, flags: DIFlagPrototyped, spFlags: 0)
!1158 = !DISubroutineType(types: !1159)
!1159 = !{!396, !1147, !1134}
!1160 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1161, file: !1106, line: 113)
!1161 = !DISubprogram(name: "fread", scope: !1109, file: !1109, line: 675, type: !1162, flags: DIFlagPrototyped, spFlags: 0)
!1162 = !DISubroutineType(types: !1163)
!1163 = !{!4, !1164, !4, !4, !1134}
!1164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !558)
!1165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1166, file: !1106, line: 114)
!1166 = !DISubprogram(name: "freopen", scope: !1109, file: !1109, line: 265, type: !1167, flags: DIFlagPrototyped, spFlags: 0)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{!1117, !1147, !1147, !1134}
!1169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1170, file: !1106, line: 115)
!1170 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1109, file: !1109, line: 434, type: !1150, flags: DIFlagPrototyped, spFlags: 0)
!1171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1172, file: !1106, line: 116)
!1172 = !DISubprogram(name: "fseek", scope: !1109, file: !1109, line: 713, type: !1173, flags: DIFlagPrototyped, spFlags: 0)
!1173 = !DISubroutineType(types: !1174)
!1174 = !{!396, !1117, !405, !396}
!1175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1176, file: !1106, line: 117)
!1176 = !DISubprogram(name: "fsetpos", scope: !1109, file: !1109, line: 765, type: !1177, flags: DIFlagPrototyped, spFlags: 0)
!1177 = !DISubroutineType(types: !1178)
!1178 = !{!396, !1117, !1179}
!1179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1180, size: 64)
!1180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1108)
!1181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1182, file: !1106, line: 118)
!1182 = !DISubprogram(name: "ftell", scope: !1109, file: !1109, line: 718, type: !1183, flags: DIFlagPrototyped, spFlags: 0)
!1183 = !DISubroutineType(types: !1184)
!1184 = !{!405, !1117}
!1185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1186, file: !1106, line: 119)
!1186 = !DISubprogram(name: "fwrite", scope: !1109, file: !1109, line: 681, type: !1187, flags: DIFlagPrototyped, spFlags: 0)
!1187 = !DISubroutineType(types: !1188)
!1188 = !{!4, !1189, !4, !4, !1134}
!1189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!1190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1191, file: !1106, line: 120)
!1191 = !DISubprogram(name: "getc", scope: !1109, file: !1109, line: 514, type: !1120, flags: DIFlagPrototyped, spFlags: 0)
!1192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1193, file: !1106, line: 121)
!1193 = !DISubprogram(name: "getchar", scope: !1109, file: !1109, line: 520, type: !1194, flags: DIFlagPrototyped, spFlags: 0)
!1194 = !DISubroutineType(types: !1195)
!1195 = !{!396}
!1196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1197, file: !1106, line: 126)
!1197 = !DISubprogram(name: "perror", scope: !1109, file: !1109, line: 804, type: !1198, flags: DIFlagPrototyped, spFlags: 0)
!1198 = !DISubroutineType(types: !1199)
!1199 = !{null, !532}
!1200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1201, file: !1106, line: 127)
!1201 = !DISubprogram(name: "printf", scope: !1109, file: !1109, line: 356, type: !1202, flags: DIFlagPrototyped, spFlags: 0)
!1202 = !DISubroutineType(types: !1203)
!1203 = !{!396, !1147, null}
!1204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1205, file: !1106, line: 128)
!1205 = !DISubprogram(name: "putc", scope: !1109, file: !1109, line: 550, type: !1154, flags: DIFlagPrototyped, spFlags: 0)
!1206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1207, file: !1106, line: 129)
!1207 = !DISubprogram(name: "putchar", scope: !1109, file: !1109, line: 556, type: !1208, flags: DIFlagPrototyped, spFlags: 0)
!1208 = !DISubroutineType(types: !1209)
!1209 = !{!396, !396}
!1210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1211, file: !1106, line: 130)
!1211 = !DISubprogram(name: "puts", scope: !1109, file: !1109, line: 661, type: !1212, flags: DIFlagPrototyped, spFlags: 0)
!1212 = !DISubroutineType(types: !1213)
!1213 = !{!396, !532}
!1214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1215, file: !1106, line: 131)
!1215 = !DISubprogram(name: "remove", scope: !1109, file: !1109, line: 152, type: !1212, flags: DIFlagPrototyped, spFlags: 0)
!1216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1217, file: !1106, line: 132)
!1217 = !DISubprogram(name: "rename", scope: !1109, file: !1109, line: 154, type: !1218, flags: DIFlagPrototyped, spFlags: 0)
!1218 = !DISubroutineType(types: !1219)
!1219 = !{!396, !532, !532}
!1220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1221, file: !1106, line: 133)
!1221 = !DISubprogram(name: "rewind", scope: !1109, file: !1109, line: 723, type: !1115, flags: DIFlagPrototyped, spFlags: 0)
!1222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1223, file: !1106, line: 134)
!1223 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1109, file: !1109, line: 437, type: !1202, flags: DIFlagPrototyped, spFlags: 0)
!1224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1225, file: !1106, line: 135)
!1225 = !DISubprogram(name: "setbuf", scope: !1109, file: !1109, line: 328, type: !1226, flags: DIFlagPrototyped, spFlags: 0)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{null, !1134, !1142}
!1228 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1229, file: !1106, line: 136)
!1229 = !DISubprogram(name: "setvbuf", scope: !1109, file: !1109, line: 332, type: !1230, flags: DIFlagPrototyped, spFlags: 0)
!1230 = !DISubroutineType(types: !1231)
!1231 = !{!396, !1134, !1142, !396, !4}
!1232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1233, file: !1106, line: 137)
!1233 = !DISubprogram(name: "sprintf", scope: !1109, file: !1109, line: 358, type: !1234, flags: DIFlagPrototyped, spFlags: 0)
!1234 = !DISubroutineType(types: !1235)
!1235 = !{!396, !1142, !1147, null}
!1236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1237, file: !1106, line: 138)
!1237 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1109, file: !1109, line: 439, type: !1238, flags: DIFlagPrototyped, spFlags: 0)
!1238 = !DISubroutineType(types: !1239)
!1239 = !{!396, !1147, !1147, null}
!1240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1241, file: !1106, line: 139)
!1241 = !DISubprogram(name: "tmpfile", scope: !1109, file: !1109, line: 188, type: !1242, flags: DIFlagPrototyped, spFlags: 0)
!1242 = !DISubroutineType(types: !1243)
!1243 = !{!1117}
!1244 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1245, file: !1106, line: 141)
!1245 = !DISubprogram(name: "tmpnam", scope: !1109, file: !1109, line: 205, type: !1246, flags: DIFlagPrototyped, spFlags: 0)
!1246 = !DISubroutineType(types: !1247)
!1247 = !{!1141, !1141}
!1248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1249, file: !1106, line: 143)
!1249 = !DISubprogram(name: "ungetc", scope: !1109, file: !1109, line: 668, type: !1154, flags: DIFlagPrototyped, spFlags: 0)
!1250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1251, file: !1106, line: 144)
!1251 = !DISubprogram(name: "vfprintf", scope: !1109, file: !1109, line: 365, type: !1252, flags: DIFlagPrototyped, spFlags: 0)
!1252 = !DISubroutineType(types: !1253)
!1253 = !{!396, !1134, !1147, !1254}
!1254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1255, size: 64)
!1255 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !1256, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!1256 = !DIFile(filename: "template_matrix.cpp", directory: ".")
!1257 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1258, file: !1106, line: 145)
!1258 = !DISubprogram(name: "vprintf", scope: !1109, file: !1109, line: 371, type: !1259, flags: DIFlagPrototyped, spFlags: 0)
!1259 = !DISubroutineType(types: !1260)
!1260 = !{!396, !1147, !1254}
!1261 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1262, file: !1106, line: 146)
!1262 = !DISubprogram(name: "vsprintf", scope: !1109, file: !1109, line: 373, type: !1263, flags: DIFlagPrototyped, spFlags: 0)
!1263 = !DISubroutineType(types: !1264)
!1264 = !{!396, !1142, !1147, !1254}
!1265 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1266, file: !1106, line: 175)
!1266 = !DISubprogram(name: "snprintf", scope: !1109, file: !1109, line: 378, type: !1267, flags: DIFlagPrototyped, spFlags: 0)
!1267 = !DISubroutineType(types: !1268)
!1268 = !{!396, !1142, !4, !1147, null}
!1269 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1270, file: !1106, line: 176)
!1270 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1109, file: !1109, line: 479, type: !1252, flags: DIFlagPrototyped, spFlags: 0)
!1271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1272, file: !1106, line: 177)
!1272 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1109, file: !1109, line: 484, type: !1259, flags: DIFlagPrototyped, spFlags: 0)
!1273 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1274, file: !1106, line: 178)
!1274 = !DISubprogram(name: "vsnprintf", scope: !1109, file: !1109, line: 382, type: !1275, flags: DIFlagPrototyped, spFlags: 0)
!1275 = !DISubroutineType(types: !1276)
!1276 = !{!396, !1142, !4, !1147, !1254}
!1277 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1278, file: !1106, line: 179)
!1278 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1109, file: !1109, line: 487, type: !1279, flags: DIFlagPrototyped, spFlags: 0)
!1279 = !DISubroutineType(types: !1280)
!1280 = !{!396, !1147, !1147, !1254}
!1281 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1266, file: !1106, line: 185)
!1282 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1270, file: !1106, line: 186)
!1283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1272, file: !1106, line: 187)
!1284 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1274, file: !1106, line: 188)
!1285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1278, file: !1106, line: 189)
!1286 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1287, file: !1289, line: 52)
!1287 = !DISubprogram(name: "abs", scope: !1288, file: !1288, line: 861, type: !1208, flags: DIFlagPrototyped, spFlags: 0)
!1288 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1289 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: ".")
!1290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1291, file: !1293, line: 127)
!1291 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1288, line: 63, baseType: !1292)
!1292 = !DICompositeType(tag: DW_TAG_structure_type, file: !1288, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1293 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: ".")
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1295, file: !1293, line: 128)
!1295 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1288, line: 71, baseType: !1296)
!1296 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1288, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1297, identifier: "_ZTS6ldiv_t")
!1297 = !{!1298, !1299}
!1298 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1296, file: !1288, line: 69, baseType: !405, size: 64)
!1299 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1296, file: !1288, line: 70, baseType: !405, size: 64, offset: 64)
!1300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1301, file: !1293, line: 130)
!1301 = !DISubprogram(name: "abort", scope: !1288, file: !1288, line: 611, type: !1302, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1302 = !DISubroutineType(types: !1303)
!1303 = !{null}
!1304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1305, file: !1293, line: 134)
!1305 = !DISubprogram(name: "atexit", scope: !1288, file: !1288, line: 615, type: !1306, flags: DIFlagPrototyped, spFlags: 0)
!1306 = !DISubroutineType(types: !1307)
!1307 = !{!396, !1308}
!1308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1302, size: 64)
!1309 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1310, file: !1293, line: 137)
!1310 = !DISubprogram(name: "at_quick_exit", scope: !1288, file: !1288, line: 620, type: !1306, flags: DIFlagPrototyped, spFlags: 0)
!1311 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1312, file: !1293, line: 140)
!1312 = !DISubprogram(name: "atof", scope: !1288, file: !1288, line: 102, type: !1313, flags: DIFlagPrototyped, spFlags: 0)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!1315, !532}
!1315 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1316 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1317, file: !1293, line: 141)
!1317 = !DISubprogram(name: "atoi", scope: !1288, file: !1288, line: 105, type: !1212, flags: DIFlagPrototyped, spFlags: 0)
!1318 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1319, file: !1293, line: 142)
!1319 = !DISubprogram(name: "atol", scope: !1288, file: !1288, line: 108, type: !1320, flags: DIFlagPrototyped, spFlags: 0)
!1320 = !DISubroutineType(types: !1321)
!1321 = !{!405, !532}
!1322 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1323, file: !1293, line: 143)
!1323 = !DISubprogram(name: "bsearch", scope: !1288, file: !1288, line: 841, type: !1324, flags: DIFlagPrototyped, spFlags: 0)
!1324 = !DISubroutineType(types: !1325)
!1325 = !{!558, !77, !77, !4, !4, !1326}
!1326 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1288, line: 829, baseType: !1327)
!1327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1328, size: 64)
!1328 = !DISubroutineType(types: !1329)
!1329 = !{!396, !77, !77}
!1330 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1331, file: !1293, line: 144)
!1331 = !DISubprogram(name: "calloc", scope: !1288, file: !1288, line: 556, type: !1332, flags: DIFlagPrototyped, spFlags: 0)
!1332 = !DISubroutineType(types: !1333)
!1333 = !{!558, !4, !4}
!1334 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1335, file: !1293, line: 145)
!1335 = !DISubprogram(name: "div", scope: !1288, file: !1288, line: 873, type: !1336, flags: DIFlagPrototyped, spFlags: 0)
!1336 = !DISubroutineType(types: !1337)
!1337 = !{!1291, !396, !396}
!1338 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1339, file: !1293, line: 146)
!1339 = !DISubprogram(name: "exit", scope: !1288, file: !1288, line: 637, type: !1340, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1340 = !DISubroutineType(types: !1341)
!1341 = !{null, !396}
!1342 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1343, file: !1293, line: 147)
!1343 = !DISubprogram(name: "free", scope: !1288, file: !1288, line: 568, type: !1344, flags: DIFlagPrototyped, spFlags: 0)
!1344 = !DISubroutineType(types: !1345)
!1345 = !{null, !558}
!1346 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1347, file: !1293, line: 148)
!1347 = !DISubprogram(name: "getenv", scope: !1288, file: !1288, line: 654, type: !1348, flags: DIFlagPrototyped, spFlags: 0)
!1348 = !DISubroutineType(types: !1349)
!1349 = !{!1141, !532}
!1350 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1351, file: !1293, line: 149)
!1351 = !DISubprogram(name: "labs", scope: !1288, file: !1288, line: 862, type: !1352, flags: DIFlagPrototyped, spFlags: 0)
!1352 = !DISubroutineType(types: !1353)
!1353 = !{!405, !405}
!1354 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1355, file: !1293, line: 150)
!1355 = !DISubprogram(name: "ldiv", scope: !1288, file: !1288, line: 875, type: !1356, flags: DIFlagPrototyped, spFlags: 0)
!1356 = !DISubroutineType(types: !1357)
!1357 = !{!1295, !405, !405}
!1358 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1359, file: !1293, line: 151)
!1359 = !DISubprogram(name: "malloc", scope: !1288, file: !1288, line: 553, type: !1360, flags: DIFlagPrototyped, spFlags: 0)
!1360 = !DISubroutineType(types: !1361)
!1361 = !{!558, !4}
!1362 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1363, file: !1293, line: 153)
!1363 = !DISubprogram(name: "mblen", scope: !1288, file: !1288, line: 943, type: !1364, flags: DIFlagPrototyped, spFlags: 0)
!1364 = !DISubroutineType(types: !1365)
!1365 = !{!396, !532, !4}
!1366 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1367, file: !1293, line: 154)
!1367 = !DISubprogram(name: "mbstowcs", scope: !1288, file: !1288, line: 954, type: !1368, flags: DIFlagPrototyped, spFlags: 0)
!1368 = !DISubroutineType(types: !1369)
!1369 = !{!4, !1370, !1147, !4}
!1370 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1371)
!1371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1372, size: 64)
!1372 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1373 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1374, file: !1293, line: 155)
!1374 = !DISubprogram(name: "mbtowc", scope: !1288, file: !1288, line: 946, type: !1375, flags: DIFlagPrototyped, spFlags: 0)
!1375 = !DISubroutineType(types: !1376)
!1376 = !{!396, !1370, !1147, !4}
!1377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1378, file: !1293, line: 157)
!1378 = !DISubprogram(name: "qsort", scope: !1288, file: !1288, line: 851, type: !1379, flags: DIFlagPrototyped, spFlags: 0)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{null, !558, !4, !4, !1326}
!1381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1382, file: !1293, line: 160)
!1382 = !DISubprogram(name: "quick_exit", scope: !1288, file: !1288, line: 643, type: !1340, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1383 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1384, file: !1293, line: 163)
!1384 = !DISubprogram(name: "rand", scope: !1288, file: !1288, line: 454, type: !1194, flags: DIFlagPrototyped, spFlags: 0)
!1385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1386, file: !1293, line: 164)
!1386 = !DISubprogram(name: "realloc", scope: !1288, file: !1288, line: 564, type: !1387, flags: DIFlagPrototyped, spFlags: 0)
!1387 = !DISubroutineType(types: !1388)
!1388 = !{!558, !558, !4}
!1389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1390, file: !1293, line: 165)
!1390 = !DISubprogram(name: "srand", scope: !1288, file: !1288, line: 456, type: !1391, flags: DIFlagPrototyped, spFlags: 0)
!1391 = !DISubroutineType(types: !1392)
!1392 = !{null, !1393}
!1393 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1395, file: !1293, line: 166)
!1395 = !DISubprogram(name: "strtod", scope: !1288, file: !1288, line: 118, type: !1396, flags: DIFlagPrototyped, spFlags: 0)
!1396 = !DISubroutineType(types: !1397)
!1397 = !{!1315, !1147, !1398}
!1398 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1399)
!1399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1141, size: 64)
!1400 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1401, file: !1293, line: 167)
!1401 = !DISubprogram(name: "strtol", scope: !1288, file: !1288, line: 177, type: !1402, flags: DIFlagPrototyped, spFlags: 0)
!1402 = !DISubroutineType(types: !1403)
!1403 = !{!405, !1147, !1398, !396}
!1404 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1405, file: !1293, line: 168)
!1405 = !DISubprogram(name: "strtoul", scope: !1288, file: !1288, line: 181, type: !1406, flags: DIFlagPrototyped, spFlags: 0)
!1406 = !DISubroutineType(types: !1407)
!1407 = !{!6, !1147, !1398, !396}
!1408 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1409, file: !1293, line: 169)
!1409 = !DISubprogram(name: "system", scope: !1288, file: !1288, line: 804, type: !1212, flags: DIFlagPrototyped, spFlags: 0)
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1411, file: !1293, line: 171)
!1411 = !DISubprogram(name: "wcstombs", scope: !1288, file: !1288, line: 958, type: !1412, flags: DIFlagPrototyped, spFlags: 0)
!1412 = !DISubroutineType(types: !1413)
!1413 = !{!4, !1142, !1414, !4}
!1414 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1415)
!1415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1416, size: 64)
!1416 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1372)
!1417 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1418, file: !1293, line: 172)
!1418 = !DISubprogram(name: "wctomb", scope: !1288, file: !1288, line: 950, type: !1419, flags: DIFlagPrototyped, spFlags: 0)
!1419 = !DISubroutineType(types: !1420)
!1420 = !{!396, !1141, !1372}
!1421 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1422, file: !1293, line: 200)
!1422 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1288, line: 81, baseType: !1423)
!1423 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1288, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1424, identifier: "_ZTS7lldiv_t")
!1424 = !{!1425, !1427}
!1425 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1423, file: !1288, line: 79, baseType: !1426, size: 64)
!1426 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1427 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1423, file: !1288, line: 80, baseType: !1426, size: 64, offset: 64)
!1428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1429, file: !1293, line: 206)
!1429 = !DISubprogram(name: "_Exit", scope: !1288, file: !1288, line: 649, type: !1340, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1430 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1431, file: !1293, line: 210)
!1431 = !DISubprogram(name: "llabs", scope: !1288, file: !1288, line: 865, type: !1432, flags: DIFlagPrototyped, spFlags: 0)
!1432 = !DISubroutineType(types: !1433)
!1433 = !{!1426, !1426}
!1434 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1435, file: !1293, line: 216)
!1435 = !DISubprogram(name: "lldiv", scope: !1288, file: !1288, line: 879, type: !1436, flags: DIFlagPrototyped, spFlags: 0)
!1436 = !DISubroutineType(types: !1437)
!1437 = !{!1422, !1426, !1426}
!1438 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1439, file: !1293, line: 227)
!1439 = !DISubprogram(name: "atoll", scope: !1288, file: !1288, line: 113, type: !1440, flags: DIFlagPrototyped, spFlags: 0)
!1440 = !DISubroutineType(types: !1441)
!1441 = !{!1426, !532}
!1442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1443, file: !1293, line: 228)
!1443 = !DISubprogram(name: "strtoll", scope: !1288, file: !1288, line: 201, type: !1444, flags: DIFlagPrototyped, spFlags: 0)
!1444 = !DISubroutineType(types: !1445)
!1445 = !{!1426, !1147, !1398, !396}
!1446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1447, file: !1293, line: 229)
!1447 = !DISubprogram(name: "strtoull", scope: !1288, file: !1288, line: 206, type: !1448, flags: DIFlagPrototyped, spFlags: 0)
!1448 = !DISubroutineType(types: !1449)
!1449 = !{!1450, !1147, !1398, !396}
!1450 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1451 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1452, file: !1293, line: 231)
!1452 = !DISubprogram(name: "strtof", scope: !1288, file: !1288, line: 124, type: !1453, flags: DIFlagPrototyped, spFlags: 0)
!1453 = !DISubroutineType(types: !1454)
!1454 = !{!3, !1147, !1398}
!1455 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !24, entity: !1456, file: !1293, line: 232)
!1456 = !DISubprogram(name: "strtold", scope: !1288, file: !1288, line: 127, type: !1457, flags: DIFlagPrototyped, spFlags: 0)
!1457 = !DISubroutineType(types: !1458)
!1458 = !{!1459, !1147, !1398}
!1459 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1422, file: !1293, line: 240)
!1461 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1429, file: !1293, line: 242)
!1462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1431, file: !1293, line: 244)
!1463 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1464, file: !1293, line: 245)
!1464 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !24, file: !1293, line: 213, type: !1436, flags: DIFlagPrototyped, spFlags: 0)
!1465 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1435, file: !1293, line: 246)
!1466 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1439, file: !1293, line: 248)
!1467 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1452, file: !1293, line: 249)
!1468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1443, file: !1293, line: 250)
!1469 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1447, file: !1293, line: 251)
!1470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !1456, file: !1293, line: 252)
!1471 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1472, entity: !1473, file: !1474, line: 58)
!1472 = !DINamespace(name: "__gnu_debug", scope: null)
!1473 = !DINamespace(name: "__debug", scope: !10)
!1474 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: ".", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1475 = !{i32 7, !"Dwarf Version", i32 5}
!1476 = !{i32 2, !"Debug Info Version", i32 3}
!1477 = !{i32 1, !"wchar_size", i32 4}
!1478 = !{i32 7, !"PIC Level", i32 2}
!1479 = !{i32 7, !"PIE Level", i32 2}
!1480 = !{i32 7, !"uwtable", i32 1}
!1481 = !{i32 7, !"frame-pointer", i32 2}
!1482 = !{!"Debian clang version 14.0.6"}
!1483 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 64, type: !1484, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!1484 = !DISubroutineType(types: !1485)
!1485 = !{!396, !396, !1399}
!1486 = !DILocalVariable(name: "argc", arg: 1, scope: !1483, file: !1, line: 64, type: !396)
!1487 = !DILocation(line: 64, column: 14, scope: !1483)
!1488 = !DILocalVariable(name: "argv", arg: 2, scope: !1483, file: !1, line: 64, type: !1399)
!1489 = !DILocation(line: 64, column: 27, scope: !1483)
!1490 = !DILocalVariable(name: "n", scope: !1483, file: !1, line: 66, type: !396)
!1491 = !DILocation(line: 66, column: 7, scope: !1483)
!1492 = !DILocation(line: 66, column: 11, scope: !1483)
!1493 = !DILocation(line: 66, column: 16, scope: !1483)
!1494 = !DILocation(line: 66, column: 32, scope: !1483)
!1495 = !DILocation(line: 66, column: 22, scope: !1483)
!1496 = !DILocalVariable(name: "f", scope: !1483, file: !1, line: 67, type: !3)
!1497 = !DILocation(line: 67, column: 9, scope: !1483)
!1498 = !DILocation(line: 67, column: 24, scope: !1483)
!1499 = !DILocation(line: 67, column: 13, scope: !1483)
!1500 = !DILocalVariable(name: "l", scope: !1483, file: !1, line: 68, type: !405)
!1501 = !DILocation(line: 68, column: 8, scope: !1483)
!1502 = !DILocation(line: 68, column: 22, scope: !1483)
!1503 = !DILocation(line: 68, column: 12, scope: !1483)
!1504 = !DILocation(line: 69, column: 40, scope: !1483)
!1505 = !DILocation(line: 69, column: 43, scope: !1483)
!1506 = !DILocation(line: 69, column: 3, scope: !1483)
!1507 = !DILocation(line: 70, column: 3, scope: !1483)
!1508 = distinct !DISubprogram(name: "run<float>", linkageName: "_Z3runIfET_i", scope: !1, file: !1, line: 47, type: !1509, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1072, retainedNodes: !137)
!1509 = !DISubroutineType(types: !1510)
!1510 = !{!3, !396}
!1511 = !DILocalVariable(name: "n", arg: 1, scope: !1508, file: !1, line: 47, type: !396)
!1512 = !DILocation(line: 47, column: 33, scope: !1508)
!1513 = !DILocalVariable(name: "a", scope: !1508, file: !1, line: 49, type: !1048)
!1514 = !DILocation(line: 49, column: 13, scope: !1508)
!1515 = !DILocation(line: 49, column: 15, scope: !1508)
!1516 = !DILocation(line: 49, column: 18, scope: !1508)
!1517 = !DILocation(line: 49, column: 20, scope: !1508)
!1518 = !DILocalVariable(name: "b", scope: !1508, file: !1, line: 49, type: !1048)
!1519 = !DILocation(line: 49, column: 26, scope: !1508)
!1520 = !DILocation(line: 49, column: 28, scope: !1508)
!1521 = !DILocation(line: 49, column: 30, scope: !1508)
!1522 = !DILocation(line: 49, column: 35, scope: !1508)
!1523 = !DILocalVariable(name: "c", scope: !1508, file: !1, line: 49, type: !1048)
!1524 = !DILocation(line: 49, column: 39, scope: !1508)
!1525 = !DILocation(line: 49, column: 41, scope: !1508)
!1526 = !DILocation(line: 49, column: 44, scope: !1508)
!1527 = !DILocalVariable(name: "i", scope: !1528, file: !1, line: 50, type: !396)
!1528 = distinct !DILexicalBlock(scope: !1508, file: !1, line: 50, column: 3)
!1529 = !DILocation(line: 50, column: 12, scope: !1528)
!1530 = !DILocation(line: 50, column: 8, scope: !1528)
!1531 = !DILocation(line: 50, column: 19, scope: !1532)
!1532 = distinct !DILexicalBlock(scope: !1528, file: !1, line: 50, column: 3)
!1533 = !DILocation(line: 50, column: 23, scope: !1532)
!1534 = !DILocation(line: 50, column: 21, scope: !1532)
!1535 = !DILocation(line: 50, column: 3, scope: !1528)
!1536 = !DILocalVariable(name: "j", scope: !1537, file: !1, line: 51, type: !396)
!1537 = distinct !DILexicalBlock(scope: !1532, file: !1, line: 51, column: 5)
!1538 = !DILocation(line: 51, column: 14, scope: !1537)
!1539 = !DILocation(line: 51, column: 10, scope: !1537)
!1540 = !DILocation(line: 51, column: 21, scope: !1541)
!1541 = distinct !DILexicalBlock(scope: !1537, file: !1, line: 51, column: 5)
!1542 = !DILocation(line: 51, column: 25, scope: !1541)
!1543 = !DILocation(line: 51, column: 27, scope: !1541)
!1544 = !DILocation(line: 51, column: 23, scope: !1541)
!1545 = !DILocation(line: 51, column: 5, scope: !1537)
!1546 = !DILocation(line: 52, column: 33, scope: !1547)
!1547 = distinct !DILexicalBlock(scope: !1541, file: !1, line: 51, column: 37)
!1548 = !DILocation(line: 52, column: 37, scope: !1547)
!1549 = !DILocation(line: 52, column: 35, scope: !1547)
!1550 = !DILocation(line: 52, column: 40, scope: !1547)
!1551 = !DILocation(line: 52, column: 32, scope: !1547)
!1552 = !DILocation(line: 52, column: 9, scope: !1547)
!1553 = !DILocation(line: 52, column: 12, scope: !1547)
!1554 = !DILocation(line: 52, column: 7, scope: !1547)
!1555 = !DILocation(line: 52, column: 15, scope: !1547)
!1556 = !DILocation(line: 53, column: 33, scope: !1547)
!1557 = !DILocation(line: 53, column: 37, scope: !1547)
!1558 = !DILocation(line: 53, column: 35, scope: !1547)
!1559 = !DILocation(line: 53, column: 40, scope: !1547)
!1560 = !DILocation(line: 53, column: 32, scope: !1547)
!1561 = !DILocation(line: 53, column: 9, scope: !1547)
!1562 = !DILocation(line: 53, column: 12, scope: !1547)
!1563 = !DILocation(line: 53, column: 7, scope: !1547)
!1564 = !DILocation(line: 53, column: 15, scope: !1547)
!1565 = !DILocation(line: 54, column: 5, scope: !1547)
!1566 = !DILocation(line: 51, column: 33, scope: !1541)
!1567 = !DILocation(line: 51, column: 5, scope: !1541)
!1568 = distinct !{!1568, !1545, !1569, !1570}
!1569 = !DILocation(line: 54, column: 5, scope: !1537)
!1570 = !{!"llvm.loop.mustprogress"}
!1571 = !DILocation(line: 62, column: 1, scope: !1508)
!1572 = !DILocation(line: 62, column: 1, scope: !1547)
!1573 = !DILocation(line: 50, column: 27, scope: !1532)
!1574 = !DILocation(line: 50, column: 3, scope: !1532)
!1575 = distinct !{!1575, !1535, !1576, !1570}
!1576 = !DILocation(line: 54, column: 5, scope: !1528)
!1577 = !DILocation(line: 55, column: 3, scope: !1508)
!1578 = !DILocalVariable(name: "x", scope: !1508, file: !1, line: 56, type: !9)
!1579 = !DILocation(line: 56, column: 18, scope: !1508)
!1580 = !DILocation(line: 56, column: 20, scope: !1508)
!1581 = !DILocalVariable(name: "y", scope: !1508, file: !1, line: 56, type: !9)
!1582 = !DILocation(line: 56, column: 24, scope: !1508)
!1583 = !DILocation(line: 56, column: 26, scope: !1508)
!1584 = !DILocalVariable(name: "i", scope: !1585, file: !1, line: 57, type: !396)
!1585 = distinct !DILexicalBlock(scope: !1508, file: !1, line: 57, column: 3)
!1586 = !DILocation(line: 57, column: 12, scope: !1585)
!1587 = !DILocation(line: 57, column: 8, scope: !1585)
!1588 = !DILocation(line: 57, column: 19, scope: !1589)
!1589 = distinct !DILexicalBlock(scope: !1585, file: !1, line: 57, column: 3)
!1590 = !DILocation(line: 57, column: 23, scope: !1589)
!1591 = !DILocation(line: 57, column: 21, scope: !1589)
!1592 = !DILocation(line: 57, column: 3, scope: !1585)
!1593 = !DILocation(line: 58, column: 14, scope: !1594)
!1594 = distinct !DILexicalBlock(scope: !1589, file: !1, line: 57, column: 31)
!1595 = !DILocation(line: 58, column: 17, scope: !1594)
!1596 = !DILocation(line: 58, column: 12, scope: !1594)
!1597 = !DILocation(line: 58, column: 7, scope: !1594)
!1598 = !DILocation(line: 58, column: 5, scope: !1594)
!1599 = !DILocation(line: 58, column: 10, scope: !1594)
!1600 = !DILocation(line: 59, column: 14, scope: !1594)
!1601 = !DILocation(line: 59, column: 16, scope: !1594)
!1602 = !DILocation(line: 59, column: 22, scope: !1594)
!1603 = !DILocation(line: 59, column: 20, scope: !1594)
!1604 = !DILocation(line: 59, column: 25, scope: !1594)
!1605 = !DILocation(line: 59, column: 12, scope: !1594)
!1606 = !DILocation(line: 59, column: 7, scope: !1594)
!1607 = !DILocation(line: 59, column: 5, scope: !1594)
!1608 = !DILocation(line: 59, column: 10, scope: !1594)
!1609 = !DILocation(line: 60, column: 3, scope: !1594)
!1610 = !DILocation(line: 57, column: 27, scope: !1589)
!1611 = !DILocation(line: 57, column: 3, scope: !1589)
!1612 = distinct !{!1612, !1592, !1613, !1570}
!1613 = !DILocation(line: 60, column: 3, scope: !1585)
!1614 = !DILocation(line: 62, column: 1, scope: !1594)
!1615 = !DILocation(line: 61, column: 12, scope: !1508)
!1616 = !DILocation(line: 61, column: 20, scope: !1508)
!1617 = !DILocation(line: 61, column: 18, scope: !1508)
!1618 = distinct !DISubprogram(name: "run<long>", linkageName: "_Z3runIlET_i", scope: !1, file: !1, line: 47, type: !1619, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1098, retainedNodes: !137)
!1619 = !DISubroutineType(types: !1620)
!1620 = !{!405, !396}
!1621 = !DILocalVariable(name: "n", arg: 1, scope: !1618, file: !1, line: 47, type: !396)
!1622 = !DILocation(line: 47, column: 33, scope: !1618)
!1623 = !DILocalVariable(name: "a", scope: !1618, file: !1, line: 49, type: !1074)
!1624 = !DILocation(line: 49, column: 13, scope: !1618)
!1625 = !DILocation(line: 49, column: 15, scope: !1618)
!1626 = !DILocation(line: 49, column: 18, scope: !1618)
!1627 = !DILocation(line: 49, column: 20, scope: !1618)
!1628 = !DILocalVariable(name: "b", scope: !1618, file: !1, line: 49, type: !1074)
!1629 = !DILocation(line: 49, column: 26, scope: !1618)
!1630 = !DILocation(line: 49, column: 28, scope: !1618)
!1631 = !DILocation(line: 49, column: 30, scope: !1618)
!1632 = !DILocation(line: 49, column: 35, scope: !1618)
!1633 = !DILocalVariable(name: "c", scope: !1618, file: !1, line: 49, type: !1074)
!1634 = !DILocation(line: 49, column: 39, scope: !1618)
!1635 = !DILocation(line: 49, column: 41, scope: !1618)
!1636 = !DILocation(line: 49, column: 44, scope: !1618)
!1637 = !DILocalVariable(name: "i", scope: !1638, file: !1, line: 50, type: !396)
!1638 = distinct !DILexicalBlock(scope: !1618, file: !1, line: 50, column: 3)
!1639 = !DILocation(line: 50, column: 12, scope: !1638)
!1640 = !DILocation(line: 50, column: 8, scope: !1638)
!1641 = !DILocation(line: 50, column: 19, scope: !1642)
!1642 = distinct !DILexicalBlock(scope: !1638, file: !1, line: 50, column: 3)
!1643 = !DILocation(line: 50, column: 23, scope: !1642)
!1644 = !DILocation(line: 50, column: 21, scope: !1642)
!1645 = !DILocation(line: 50, column: 3, scope: !1638)
!1646 = !DILocalVariable(name: "j", scope: !1647, file: !1, line: 51, type: !396)
!1647 = distinct !DILexicalBlock(scope: !1642, file: !1, line: 51, column: 5)
!1648 = !DILocation(line: 51, column: 14, scope: !1647)
!1649 = !DILocation(line: 51, column: 10, scope: !1647)
!1650 = !DILocation(line: 51, column: 21, scope: !1651)
!1651 = distinct !DILexicalBlock(scope: !1647, file: !1, line: 51, column: 5)
!1652 = !DILocation(line: 51, column: 25, scope: !1651)
!1653 = !DILocation(line: 51, column: 27, scope: !1651)
!1654 = !DILocation(line: 51, column: 23, scope: !1651)
!1655 = !DILocation(line: 51, column: 5, scope: !1647)
!1656 = !DILocation(line: 52, column: 33, scope: !1657)
!1657 = distinct !DILexicalBlock(scope: !1651, file: !1, line: 51, column: 37)
!1658 = !DILocation(line: 52, column: 37, scope: !1657)
!1659 = !DILocation(line: 52, column: 35, scope: !1657)
!1660 = !DILocation(line: 52, column: 40, scope: !1657)
!1661 = !DILocation(line: 52, column: 32, scope: !1657)
!1662 = !DILocation(line: 52, column: 9, scope: !1657)
!1663 = !DILocation(line: 52, column: 12, scope: !1657)
!1664 = !DILocation(line: 52, column: 7, scope: !1657)
!1665 = !DILocation(line: 52, column: 15, scope: !1657)
!1666 = !DILocation(line: 53, column: 33, scope: !1657)
!1667 = !DILocation(line: 53, column: 37, scope: !1657)
!1668 = !DILocation(line: 53, column: 35, scope: !1657)
!1669 = !DILocation(line: 53, column: 40, scope: !1657)
!1670 = !DILocation(line: 53, column: 32, scope: !1657)
!1671 = !DILocation(line: 53, column: 9, scope: !1657)
!1672 = !DILocation(line: 53, column: 12, scope: !1657)
!1673 = !DILocation(line: 53, column: 7, scope: !1657)
!1674 = !DILocation(line: 53, column: 15, scope: !1657)
!1675 = !DILocation(line: 54, column: 5, scope: !1657)
!1676 = !DILocation(line: 51, column: 33, scope: !1651)
!1677 = !DILocation(line: 51, column: 5, scope: !1651)
!1678 = distinct !{!1678, !1655, !1679, !1570}
!1679 = !DILocation(line: 54, column: 5, scope: !1647)
!1680 = !DILocation(line: 62, column: 1, scope: !1618)
!1681 = !DILocation(line: 62, column: 1, scope: !1657)
!1682 = !DILocation(line: 50, column: 27, scope: !1642)
!1683 = !DILocation(line: 50, column: 3, scope: !1642)
!1684 = distinct !{!1684, !1645, !1685, !1570}
!1685 = !DILocation(line: 54, column: 5, scope: !1638)
!1686 = !DILocation(line: 55, column: 3, scope: !1618)
!1687 = !DILocalVariable(name: "x", scope: !1618, file: !1, line: 56, type: !560)
!1688 = !DILocation(line: 56, column: 18, scope: !1618)
!1689 = !DILocation(line: 56, column: 20, scope: !1618)
!1690 = !DILocalVariable(name: "y", scope: !1618, file: !1, line: 56, type: !560)
!1691 = !DILocation(line: 56, column: 24, scope: !1618)
!1692 = !DILocation(line: 56, column: 26, scope: !1618)
!1693 = !DILocalVariable(name: "i", scope: !1694, file: !1, line: 57, type: !396)
!1694 = distinct !DILexicalBlock(scope: !1618, file: !1, line: 57, column: 3)
!1695 = !DILocation(line: 57, column: 12, scope: !1694)
!1696 = !DILocation(line: 57, column: 8, scope: !1694)
!1697 = !DILocation(line: 57, column: 19, scope: !1698)
!1698 = distinct !DILexicalBlock(scope: !1694, file: !1, line: 57, column: 3)
!1699 = !DILocation(line: 57, column: 23, scope: !1698)
!1700 = !DILocation(line: 57, column: 21, scope: !1698)
!1701 = !DILocation(line: 57, column: 3, scope: !1694)
!1702 = !DILocation(line: 58, column: 14, scope: !1703)
!1703 = distinct !DILexicalBlock(scope: !1698, file: !1, line: 57, column: 31)
!1704 = !DILocation(line: 58, column: 17, scope: !1703)
!1705 = !DILocation(line: 58, column: 12, scope: !1703)
!1706 = !DILocation(line: 58, column: 7, scope: !1703)
!1707 = !DILocation(line: 58, column: 5, scope: !1703)
!1708 = !DILocation(line: 58, column: 10, scope: !1703)
!1709 = !DILocation(line: 59, column: 14, scope: !1703)
!1710 = !DILocation(line: 59, column: 16, scope: !1703)
!1711 = !DILocation(line: 59, column: 22, scope: !1703)
!1712 = !DILocation(line: 59, column: 20, scope: !1703)
!1713 = !DILocation(line: 59, column: 25, scope: !1703)
!1714 = !DILocation(line: 59, column: 12, scope: !1703)
!1715 = !DILocation(line: 59, column: 7, scope: !1703)
!1716 = !DILocation(line: 59, column: 5, scope: !1703)
!1717 = !DILocation(line: 59, column: 10, scope: !1703)
!1718 = !DILocation(line: 60, column: 3, scope: !1703)
!1719 = !DILocation(line: 57, column: 27, scope: !1698)
!1720 = !DILocation(line: 57, column: 3, scope: !1698)
!1721 = distinct !{!1721, !1701, !1722, !1570}
!1722 = !DILocation(line: 60, column: 3, scope: !1694)
!1723 = !DILocation(line: 62, column: 1, scope: !1703)
!1724 = !DILocation(line: 61, column: 12, scope: !1618)
!1725 = !DILocation(line: 61, column: 20, scope: !1618)
!1726 = !DILocation(line: 61, column: 18, scope: !1618)
!1727 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixIfEC2Eii", scope: !1048, file: !1, line: 13, type: !1054, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1053, retainedNodes: !137)
!1728 = !DILocalVariable(name: "this", arg: 1, scope: !1727, type: !1729, flags: DIFlagArtificial | DIFlagObjectPointer)
!1729 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1048, size: 64)
!1730 = !DILocation(line: 0, scope: !1727)
!1731 = !DILocalVariable(name: "r", arg: 2, scope: !1727, file: !1, line: 13, type: !396)
!1732 = !DILocation(line: 13, column: 14, scope: !1727)
!1733 = !DILocalVariable(name: "c", arg: 3, scope: !1727, file: !1, line: 13, type: !396)
!1734 = !DILocation(line: 13, column: 21, scope: !1727)
!1735 = !DILocation(line: 13, column: 26, scope: !1727)
!1736 = !DILocation(line: 13, column: 28, scope: !1727)
!1737 = !DILocation(line: 13, column: 32, scope: !1727)
!1738 = !DILocation(line: 13, column: 34, scope: !1727)
!1739 = !DILocation(line: 13, column: 38, scope: !1727)
!1740 = !DILocation(line: 13, column: 60, scope: !1727)
!1741 = !DILocation(line: 13, column: 65, scope: !1727)
!1742 = !DILocation(line: 13, column: 63, scope: !1727)
!1743 = !DILocation(line: 13, column: 68, scope: !1727)
!1744 = !DILocation(line: 13, column: 75, scope: !1727)
!1745 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIfEclEii", scope: !1048, file: !1, line: 16, type: !1064, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1063, retainedNodes: !137)
!1746 = !DILocalVariable(name: "this", arg: 1, scope: !1745, type: !1729, flags: DIFlagArtificial | DIFlagObjectPointer)
!1747 = !DILocation(line: 0, scope: !1745)
!1748 = !DILocalVariable(name: "i", arg: 2, scope: !1745, file: !1, line: 16, type: !396)
!1749 = !DILocation(line: 16, column: 21, scope: !1745)
!1750 = !DILocalVariable(name: "j", arg: 3, scope: !1745, file: !1, line: 16, type: !396)
!1751 = !DILocation(line: 16, column: 28, scope: !1745)
!1752 = !DILocation(line: 16, column: 40, scope: !1745)
!1753 = !DILocation(line: 16, column: 62, scope: !1745)
!1754 = !DILocation(line: 16, column: 67, scope: !1745)
!1755 = !DILocation(line: 16, column: 65, scope: !1745)
!1756 = !DILocation(line: 16, column: 71, scope: !1745)
!1757 = !DILocation(line: 16, column: 69, scope: !1745)
!1758 = !DILocation(line: 16, column: 33, scope: !1745)
!1759 = distinct !DISubprogram(name: "kernel_multiply<float>", linkageName: "_Z15kernel_multiplyIfEvRK6MatrixIT_ES4_RS2_", scope: !1, file: !1, line: 28, type: !1760, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1072, retainedNodes: !137)
!1760 = !DISubroutineType(types: !1761)
!1761 = !{null, !1762, !1762, !1763}
!1762 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1061, size: 64)
!1763 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1048, size: 64)
!1764 = !DILocalVariable(name: "a", arg: 1, scope: !1759, file: !1, line: 28, type: !1762)
!1765 = !DILocation(line: 28, column: 39, scope: !1759)
!1766 = !DILocalVariable(name: "b", arg: 2, scope: !1759, file: !1, line: 28, type: !1762)
!1767 = !DILocation(line: 28, column: 59, scope: !1759)
!1768 = !DILocalVariable(name: "out", arg: 3, scope: !1759, file: !1, line: 28, type: !1763)
!1769 = !DILocation(line: 28, column: 73, scope: !1759)
!1770 = !DILocalVariable(name: "i", scope: !1771, file: !1, line: 30, type: !396)
!1771 = distinct !DILexicalBlock(scope: !1759, file: !1, line: 30, column: 3)
!1772 = !DILocation(line: 30, column: 12, scope: !1771)
!1773 = !DILocation(line: 30, column: 8, scope: !1771)
!1774 = !DILocation(line: 30, column: 19, scope: !1775)
!1775 = distinct !DILexicalBlock(scope: !1771, file: !1, line: 30, column: 3)
!1776 = !DILocation(line: 30, column: 23, scope: !1775)
!1777 = !DILocation(line: 30, column: 25, scope: !1775)
!1778 = !DILocation(line: 30, column: 21, scope: !1775)
!1779 = !DILocation(line: 30, column: 3, scope: !1771)
!1780 = !DILocalVariable(name: "j", scope: !1781, file: !1, line: 31, type: !396)
!1781 = distinct !DILexicalBlock(scope: !1775, file: !1, line: 31, column: 5)
!1782 = !DILocation(line: 31, column: 14, scope: !1781)
!1783 = !DILocation(line: 31, column: 10, scope: !1781)
!1784 = !DILocation(line: 31, column: 21, scope: !1785)
!1785 = distinct !DILexicalBlock(scope: !1781, file: !1, line: 31, column: 5)
!1786 = !DILocation(line: 31, column: 25, scope: !1785)
!1787 = !DILocation(line: 31, column: 27, scope: !1785)
!1788 = !DILocation(line: 31, column: 23, scope: !1785)
!1789 = !DILocation(line: 31, column: 5, scope: !1781)
!1790 = !DILocalVariable(name: "s", scope: !1791, file: !1, line: 32, type: !3)
!1791 = distinct !DILexicalBlock(scope: !1785, file: !1, line: 31, column: 40)
!1792 = !DILocation(line: 32, column: 9, scope: !1791)
!1793 = !DILocalVariable(name: "k", scope: !1794, file: !1, line: 33, type: !396)
!1794 = distinct !DILexicalBlock(scope: !1791, file: !1, line: 33, column: 7)
!1795 = !DILocation(line: 33, column: 16, scope: !1794)
!1796 = !DILocation(line: 33, column: 12, scope: !1794)
!1797 = !DILocation(line: 33, column: 23, scope: !1798)
!1798 = distinct !DILexicalBlock(scope: !1794, file: !1, line: 33, column: 7)
!1799 = !DILocation(line: 33, column: 27, scope: !1798)
!1800 = !DILocation(line: 33, column: 29, scope: !1798)
!1801 = !DILocation(line: 33, column: 25, scope: !1798)
!1802 = !DILocation(line: 33, column: 7, scope: !1794)
!1803 = !DILocation(line: 34, column: 14, scope: !1798)
!1804 = !DILocation(line: 34, column: 16, scope: !1798)
!1805 = !DILocation(line: 34, column: 19, scope: !1798)
!1806 = !DILocation(line: 34, column: 24, scope: !1798)
!1807 = !DILocation(line: 34, column: 26, scope: !1798)
!1808 = !DILocation(line: 34, column: 29, scope: !1798)
!1809 = !DILocation(line: 34, column: 11, scope: !1798)
!1810 = !DILocation(line: 34, column: 9, scope: !1798)
!1811 = !DILocation(line: 33, column: 38, scope: !1798)
!1812 = !DILocation(line: 33, column: 7, scope: !1798)
!1813 = distinct !{!1813, !1802, !1814, !1570}
!1814 = !DILocation(line: 34, column: 30, scope: !1794)
!1815 = !DILocation(line: 35, column: 19, scope: !1791)
!1816 = !DILocation(line: 35, column: 7, scope: !1791)
!1817 = !DILocation(line: 35, column: 11, scope: !1791)
!1818 = !DILocation(line: 35, column: 14, scope: !1791)
!1819 = !DILocation(line: 35, column: 17, scope: !1791)
!1820 = !DILocation(line: 36, column: 5, scope: !1791)
!1821 = !DILocation(line: 31, column: 36, scope: !1785)
!1822 = !DILocation(line: 31, column: 5, scope: !1785)
!1823 = distinct !{!1823, !1789, !1824, !1570}
!1824 = !DILocation(line: 36, column: 5, scope: !1781)
!1825 = !DILocation(line: 30, column: 34, scope: !1775)
!1826 = !DILocation(line: 30, column: 3, scope: !1775)
!1827 = distinct !{!1827, !1779, !1828, !1570}
!1828 = !DILocation(line: 36, column: 5, scope: !1771)
!1829 = !DILocation(line: 37, column: 1, scope: !1759)
!1830 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIfEC2Ev", scope: !37, file: !38, line: 156, type: !89, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !88, retainedNodes: !137)
!1831 = !DILocalVariable(name: "this", arg: 1, scope: !1830, type: !1832, flags: DIFlagArtificial | DIFlagObjectPointer)
!1832 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!1833 = !DILocation(line: 0, scope: !1830)
!1834 = !DILocation(line: 156, column: 36, scope: !1830)
!1835 = !DILocation(line: 156, column: 7, scope: !1830)
!1836 = !DILocation(line: 156, column: 38, scope: !1830)
!1837 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIfSaIfEEC2EmRKS0_", scope: !9, file: !8, line: 551, type: !292, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !291, retainedNodes: !137)
!1838 = !DILocalVariable(name: "this", arg: 1, scope: !1837, type: !1839, flags: DIFlagArtificial | DIFlagObjectPointer)
!1839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!1840 = !DILocation(line: 0, scope: !1837)
!1841 = !DILocalVariable(name: "__n", arg: 2, scope: !1837, file: !8, line: 551, type: !294)
!1842 = !DILocation(line: 551, column: 24, scope: !1837)
!1843 = !DILocalVariable(name: "__a", arg: 3, scope: !1837, file: !8, line: 551, type: !288)
!1844 = !DILocation(line: 551, column: 51, scope: !1837)
!1845 = !DILocation(line: 553, column: 7, scope: !1837)
!1846 = !DILocation(line: 552, column: 33, scope: !1837)
!1847 = !DILocation(line: 552, column: 38, scope: !1837)
!1848 = !DILocation(line: 552, column: 15, scope: !1837)
!1849 = !DILocation(line: 552, column: 44, scope: !1837)
!1850 = !DILocation(line: 552, column: 9, scope: !1837)
!1851 = !DILocation(line: 553, column: 31, scope: !1852)
!1852 = distinct !DILexicalBlock(scope: !1837, file: !8, line: 553, column: 7)
!1853 = !DILocation(line: 553, column: 9, scope: !1852)
!1854 = !DILocation(line: 553, column: 37, scope: !1837)
!1855 = !DILocation(line: 553, column: 37, scope: !1852)
!1856 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIfED2Ev", scope: !37, file: !38, line: 174, type: !89, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !101, retainedNodes: !137)
!1857 = !DILocalVariable(name: "this", arg: 1, scope: !1856, type: !1832, flags: DIFlagArtificial | DIFlagObjectPointer)
!1858 = !DILocation(line: 0, scope: !1856)
!1859 = !DILocation(line: 174, column: 39, scope: !1860)
!1860 = distinct !DILexicalBlock(scope: !1856, file: !38, line: 174, column: 37)
!1861 = !DILocation(line: 174, column: 39, scope: !1856)
!1862 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIfSaIfEEixEm", scope: !9, file: !8, line: 1121, type: !453, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !452, retainedNodes: !137)
!1863 = !DILocalVariable(name: "this", arg: 1, scope: !1862, type: !1839, flags: DIFlagArtificial | DIFlagObjectPointer)
!1864 = !DILocation(line: 0, scope: !1862)
!1865 = !DILocalVariable(name: "__n", arg: 2, scope: !1862, file: !8, line: 1121, type: !294)
!1866 = !DILocation(line: 1121, column: 28, scope: !1862)
!1867 = !DILocation(line: 1124, column: 17, scope: !1862)
!1868 = !DILocation(line: 1124, column: 11, scope: !1862)
!1869 = !DILocation(line: 1124, column: 25, scope: !1862)
!1870 = !DILocation(line: 1124, column: 36, scope: !1862)
!1871 = !DILocation(line: 1124, column: 34, scope: !1862)
!1872 = !DILocation(line: 1124, column: 2, scope: !1862)
!1873 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIfE3sumEv", scope: !1048, file: !1, line: 18, type: !1070, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1069, retainedNodes: !137)
!1874 = !DILocalVariable(name: "this", arg: 1, scope: !1873, type: !1875, flags: DIFlagArtificial | DIFlagObjectPointer)
!1875 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1061, size: 64)
!1876 = !DILocation(line: 0, scope: !1873)
!1877 = !DILocalVariable(name: "s", scope: !1873, file: !1, line: 20, type: !3)
!1878 = !DILocation(line: 20, column: 7, scope: !1873)
!1879 = !DILocalVariable(name: "__range2", scope: !1880, type: !304, flags: DIFlagArtificial)
!1880 = distinct !DILexicalBlock(scope: !1873, file: !1, line: 21, column: 5)
!1881 = !DILocation(line: 0, scope: !1880)
!1882 = !DILocation(line: 21, column: 23, scope: !1880)
!1883 = !DILocalVariable(name: "__begin0", scope: !1880, type: !360, flags: DIFlagArtificial)
!1884 = !DILocation(line: 21, column: 21, scope: !1880)
!1885 = !DILocalVariable(name: "__end0", scope: !1880, type: !360, flags: DIFlagArtificial)
!1886 = !DILocalVariable(name: "x", scope: !1887, file: !1, line: 21, type: !70)
!1887 = distinct !DILexicalBlock(scope: !1880, file: !1, line: 21, column: 5)
!1888 = !DILocation(line: 21, column: 19, scope: !1887)
!1889 = !DILocation(line: 21, column: 21, scope: !1887)
!1890 = !DILocation(line: 22, column: 12, scope: !1887)
!1891 = !DILocation(line: 22, column: 9, scope: !1887)
!1892 = !DILocation(line: 21, column: 5, scope: !1880)
!1893 = distinct !{!1893, !1892, !1894}
!1894 = !DILocation(line: 22, column: 12, scope: !1880)
!1895 = !DILocation(line: 23, column: 12, scope: !1873)
!1896 = !DILocation(line: 23, column: 5, scope: !1873)
!1897 = distinct !DISubprogram(name: "dot<float>", linkageName: "_Z3dotIfET_RKSt6vectorIS0_SaIS0_EES5_", scope: !1, file: !1, line: 39, type: !1898, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1072, retainedNodes: !137)
!1898 = !DISubroutineType(types: !1899)
!1899 = !{!3, !304, !304}
!1900 = !DILocalVariable(name: "x", arg: 1, scope: !1897, file: !1, line: 39, type: !304)
!1901 = !DILocation(line: 39, column: 51, scope: !1897)
!1902 = !DILocalVariable(name: "y", arg: 2, scope: !1897, file: !1, line: 39, type: !304)
!1903 = !DILocation(line: 39, column: 76, scope: !1897)
!1904 = !DILocalVariable(name: "s", scope: !1897, file: !1, line: 41, type: !3)
!1905 = !DILocation(line: 41, column: 5, scope: !1897)
!1906 = !DILocalVariable(name: "i", scope: !1907, file: !1, line: 42, type: !4)
!1907 = distinct !DILexicalBlock(scope: !1897, file: !1, line: 42, column: 3)
!1908 = !DILocation(line: 42, column: 15, scope: !1907)
!1909 = !DILocation(line: 42, column: 8, scope: !1907)
!1910 = !DILocation(line: 42, column: 22, scope: !1911)
!1911 = distinct !DILexicalBlock(scope: !1907, file: !1, line: 42, column: 3)
!1912 = !DILocation(line: 42, column: 26, scope: !1911)
!1913 = !DILocation(line: 42, column: 28, scope: !1911)
!1914 = !DILocation(line: 42, column: 24, scope: !1911)
!1915 = !DILocation(line: 42, column: 3, scope: !1907)
!1916 = !DILocation(line: 43, column: 10, scope: !1911)
!1917 = !DILocation(line: 43, column: 12, scope: !1911)
!1918 = !DILocation(line: 43, column: 17, scope: !1911)
!1919 = !DILocation(line: 43, column: 19, scope: !1911)
!1920 = !DILocation(line: 43, column: 7, scope: !1911)
!1921 = !DILocation(line: 43, column: 5, scope: !1911)
!1922 = !DILocation(line: 42, column: 37, scope: !1911)
!1923 = !DILocation(line: 42, column: 3, scope: !1911)
!1924 = distinct !{!1924, !1915, !1925, !1570}
!1925 = !DILocation(line: 43, column: 20, scope: !1907)
!1926 = !DILocation(line: 44, column: 10, scope: !1897)
!1927 = !DILocation(line: 44, column: 3, scope: !1897)
!1928 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIfSaIfEED2Ev", scope: !9, file: !8, line: 728, type: !282, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !334, retainedNodes: !137)
!1929 = !DILocalVariable(name: "this", arg: 1, scope: !1928, type: !1839, flags: DIFlagArtificial | DIFlagObjectPointer)
!1930 = !DILocation(line: 0, scope: !1928)
!1931 = !DILocation(line: 730, column: 22, scope: !1932)
!1932 = distinct !DILexicalBlock(scope: !1928, file: !8, line: 729, column: 7)
!1933 = !DILocation(line: 730, column: 16, scope: !1932)
!1934 = !DILocation(line: 730, column: 30, scope: !1932)
!1935 = !DILocation(line: 730, column: 46, scope: !1932)
!1936 = !DILocation(line: 730, column: 40, scope: !1932)
!1937 = !DILocation(line: 730, column: 54, scope: !1932)
!1938 = !DILocation(line: 731, column: 9, scope: !1932)
!1939 = !DILocation(line: 730, column: 2, scope: !1932)
!1940 = !DILocation(line: 733, column: 7, scope: !1932)
!1941 = !DILocation(line: 733, column: 7, scope: !1928)
!1942 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixIfED2Ev", scope: !1048, file: !1, line: 8, type: !1943, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1945, retainedNodes: !137)
!1943 = !DISubroutineType(types: !1944)
!1944 = !{null, !1056}
!1945 = !DISubprogram(name: "~Matrix", scope: !1048, type: !1943, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!1946 = !DILocalVariable(name: "this", arg: 1, scope: !1942, type: !1729, flags: DIFlagArtificial | DIFlagObjectPointer)
!1947 = !DILocation(line: 0, scope: !1942)
!1948 = !DILocation(line: 8, column: 29, scope: !1949)
!1949 = distinct !DILexicalBlock(scope: !1942, file: !1, line: 8, column: 29)
!1950 = !DILocation(line: 8, column: 29, scope: !1942)
!1951 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIfSaIfEEC2EmRKfRKS0_", scope: !9, file: !8, line: 564, type: !296, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !295, retainedNodes: !137)
!1952 = !DILocalVariable(name: "this", arg: 1, scope: !1951, type: !1839, flags: DIFlagArtificial | DIFlagObjectPointer)
!1953 = !DILocation(line: 0, scope: !1951)
!1954 = !DILocalVariable(name: "__n", arg: 2, scope: !1951, file: !8, line: 564, type: !294)
!1955 = !DILocation(line: 564, column: 24, scope: !1951)
!1956 = !DILocalVariable(name: "__value", arg: 3, scope: !1951, file: !8, line: 564, type: !298)
!1957 = !DILocation(line: 564, column: 47, scope: !1951)
!1958 = !DILocalVariable(name: "__a", arg: 4, scope: !1951, file: !8, line: 565, type: !288)
!1959 = !DILocation(line: 565, column: 29, scope: !1951)
!1960 = !DILocation(line: 567, column: 7, scope: !1951)
!1961 = !DILocation(line: 566, column: 33, scope: !1951)
!1962 = !DILocation(line: 566, column: 38, scope: !1951)
!1963 = !DILocation(line: 566, column: 15, scope: !1951)
!1964 = !DILocation(line: 566, column: 44, scope: !1951)
!1965 = !DILocation(line: 566, column: 9, scope: !1951)
!1966 = !DILocation(line: 567, column: 28, scope: !1967)
!1967 = distinct !DILexicalBlock(scope: !1951, file: !8, line: 567, column: 7)
!1968 = !DILocation(line: 567, column: 33, scope: !1967)
!1969 = !DILocation(line: 567, column: 9, scope: !1967)
!1970 = !DILocation(line: 567, column: 43, scope: !1951)
!1971 = !DILocation(line: 567, column: 43, scope: !1967)
!1972 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIfSaIfEE17_S_check_init_lenEmRKS0_", scope: !9, file: !8, line: 1902, type: !536, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !535, retainedNodes: !137)
!1973 = !DILocalVariable(name: "__n", arg: 1, scope: !1972, file: !8, line: 1902, type: !294)
!1974 = !DILocation(line: 1902, column: 35, scope: !1972)
!1975 = !DILocalVariable(name: "__a", arg: 2, scope: !1972, file: !8, line: 1902, type: !288)
!1976 = !DILocation(line: 1902, column: 62, scope: !1972)
!1977 = !DILocation(line: 1904, column: 6, scope: !1978)
!1978 = distinct !DILexicalBlock(scope: !1972, file: !8, line: 1904, column: 6)
!1979 = !DILocation(line: 1904, column: 39, scope: !1978)
!1980 = !DILocation(line: 1904, column: 24, scope: !1978)
!1981 = !DILocation(line: 1904, column: 12, scope: !1978)
!1982 = !DILocation(line: 1904, column: 10, scope: !1978)
!1983 = !DILocation(line: 1904, column: 6, scope: !1972)
!1984 = !DILocation(line: 1905, column: 4, scope: !1978)
!1985 = !DILocation(line: 1907, column: 9, scope: !1972)
!1986 = !DILocation(line: 1907, column: 2, scope: !1972)
!1987 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIfSaIfEEC2EmRKS0_", scope: !13, file: !8, line: 330, type: !210, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !209, retainedNodes: !137)
!1988 = !DILocalVariable(name: "this", arg: 1, scope: !1987, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!1989 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!1990 = !DILocation(line: 0, scope: !1987)
!1991 = !DILocalVariable(name: "__n", arg: 2, scope: !1987, file: !8, line: 330, type: !75)
!1992 = !DILocation(line: 330, column: 27, scope: !1987)
!1993 = !DILocalVariable(name: "__a", arg: 3, scope: !1987, file: !8, line: 330, type: !204)
!1994 = !DILocation(line: 330, column: 54, scope: !1987)
!1995 = !DILocation(line: 331, column: 9, scope: !1987)
!1996 = !DILocation(line: 331, column: 17, scope: !1987)
!1997 = !DILocation(line: 332, column: 27, scope: !1998)
!1998 = distinct !DILexicalBlock(scope: !1987, file: !8, line: 332, column: 7)
!1999 = !DILocation(line: 332, column: 9, scope: !1998)
!2000 = !DILocation(line: 332, column: 33, scope: !1987)
!2001 = !DILocation(line: 332, column: 33, scope: !1998)
!2002 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIfSaIfEE18_M_fill_initializeEmRKf", scope: !9, file: !8, line: 1699, type: !346, scopeLine: 1700, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !516, retainedNodes: !137)
!2003 = !DILocalVariable(name: "this", arg: 1, scope: !2002, type: !1839, flags: DIFlagArtificial | DIFlagObjectPointer)
!2004 = !DILocation(line: 0, scope: !2002)
!2005 = !DILocalVariable(name: "__n", arg: 2, scope: !2002, file: !8, line: 1699, type: !294)
!2006 = !DILocation(line: 1699, column: 36, scope: !2002)
!2007 = !DILocalVariable(name: "__value", arg: 3, scope: !2002, file: !8, line: 1699, type: !298)
!2008 = !DILocation(line: 1699, column: 59, scope: !2002)
!2009 = !DILocation(line: 1702, column: 40, scope: !2002)
!2010 = !DILocation(line: 1702, column: 34, scope: !2002)
!2011 = !DILocation(line: 1702, column: 48, scope: !2002)
!2012 = !DILocation(line: 1702, column: 58, scope: !2002)
!2013 = !DILocation(line: 1702, column: 63, scope: !2002)
!2014 = !DILocation(line: 1703, column: 6, scope: !2002)
!2015 = !DILocation(line: 1702, column: 4, scope: !2002)
!2016 = !DILocation(line: 1701, column: 8, scope: !2002)
!2017 = !DILocation(line: 1701, column: 2, scope: !2002)
!2018 = !DILocation(line: 1701, column: 16, scope: !2002)
!2019 = !DILocation(line: 1701, column: 26, scope: !2002)
!2020 = !DILocation(line: 1704, column: 7, scope: !2002)
!2021 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIfSaIfEED2Ev", scope: !13, file: !8, line: 364, type: !199, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !225, retainedNodes: !137)
!2022 = !DILocalVariable(name: "this", arg: 1, scope: !2021, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!2023 = !DILocation(line: 0, scope: !2021)
!2024 = !DILocation(line: 366, column: 16, scope: !2025)
!2025 = distinct !DILexicalBlock(scope: !2021, file: !8, line: 365, column: 7)
!2026 = !DILocation(line: 366, column: 24, scope: !2025)
!2027 = !DILocation(line: 367, column: 9, scope: !2025)
!2028 = !DILocation(line: 367, column: 17, scope: !2025)
!2029 = !DILocation(line: 367, column: 37, scope: !2025)
!2030 = !DILocation(line: 367, column: 45, scope: !2025)
!2031 = !DILocation(line: 367, column: 35, scope: !2025)
!2032 = !DILocation(line: 366, column: 2, scope: !2025)
!2033 = !DILocation(line: 368, column: 7, scope: !2025)
!2034 = !DILocation(line: 368, column: 7, scope: !2021)
!2035 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIfSaIfEE11_S_max_sizeERKS0_", scope: !9, file: !8, line: 1911, type: !539, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !538, retainedNodes: !137)
!2036 = !DILocalVariable(name: "__a", arg: 1, scope: !2035, file: !8, line: 1911, type: !541)
!2037 = !DILocation(line: 1911, column: 41, scope: !2035)
!2038 = !DILocalVariable(name: "__diffmax", scope: !2035, file: !8, line: 1916, type: !2039)
!2039 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!2040 = !DILocation(line: 1916, column: 15, scope: !2035)
!2041 = !DILocalVariable(name: "__allocmax", scope: !2035, file: !8, line: 1918, type: !2039)
!2042 = !DILocation(line: 1918, column: 15, scope: !2035)
!2043 = !DILocation(line: 1918, column: 52, scope: !2035)
!2044 = !DILocation(line: 1918, column: 28, scope: !2035)
!2045 = !DILocation(line: 1919, column: 9, scope: !2035)
!2046 = !DILocation(line: 1919, column: 2, scope: !2035)
!2047 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIfEC2ERKS_", scope: !37, file: !38, line: 159, type: !93, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !92, retainedNodes: !137)
!2048 = !DILocalVariable(name: "this", arg: 1, scope: !2047, type: !1832, flags: DIFlagArtificial | DIFlagObjectPointer)
!2049 = !DILocation(line: 0, scope: !2047)
!2050 = !DILocalVariable(name: "__a", arg: 2, scope: !2047, file: !38, line: 159, type: !95)
!2051 = !DILocation(line: 159, column: 34, scope: !2047)
!2052 = !DILocation(line: 160, column: 36, scope: !2047)
!2053 = !DILocation(line: 160, column: 31, scope: !2047)
!2054 = !DILocation(line: 160, column: 9, scope: !2047)
!2055 = !DILocation(line: 160, column: 38, scope: !2047)
!2056 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIfEE8max_sizeERKS0_", scope: !27, file: !28, line: 547, type: !111, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !110, retainedNodes: !137)
!2057 = !DILocalVariable(name: "__a", arg: 1, scope: !2056, file: !28, line: 547, type: !114)
!2058 = !DILocation(line: 547, column: 38, scope: !2056)
!2059 = !DILocation(line: 550, column: 9, scope: !2056)
!2060 = !DILocation(line: 550, column: 13, scope: !2056)
!2061 = !DILocation(line: 550, column: 2, scope: !2056)
!2062 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !10, file: !2063, line: 230, type: !2064, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2068, retainedNodes: !137)
!2063 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: ".", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!2064 = !DISubroutineType(types: !2065)
!2065 = !{!2066, !2066, !2066}
!2066 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2067, size: 64)
!2067 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!2068 = !{!2069}
!2069 = !DITemplateTypeParameter(name: "_Tp", type: !6)
!2070 = !DILocalVariable(name: "__a", arg: 1, scope: !2062, file: !2063, line: 230, type: !2066)
!2071 = !DILocation(line: 230, column: 20, scope: !2062)
!2072 = !DILocalVariable(name: "__b", arg: 2, scope: !2062, file: !2063, line: 230, type: !2066)
!2073 = !DILocation(line: 230, column: 36, scope: !2062)
!2074 = !DILocation(line: 235, column: 11, scope: !2075)
!2075 = distinct !DILexicalBlock(scope: !2062, file: !2063, line: 235, column: 11)
!2076 = !DILocation(line: 235, column: 17, scope: !2075)
!2077 = !DILocation(line: 235, column: 15, scope: !2075)
!2078 = !DILocation(line: 235, column: 11, scope: !2062)
!2079 = !DILocation(line: 236, column: 9, scope: !2075)
!2080 = !DILocation(line: 236, column: 2, scope: !2075)
!2081 = !DILocation(line: 237, column: 14, scope: !2062)
!2082 = !DILocation(line: 237, column: 7, scope: !2062)
!2083 = !DILocation(line: 238, column: 5, scope: !2062)
!2084 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIfE8max_sizeEv", scope: !43, file: !44, line: 167, type: !83, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !82, retainedNodes: !137)
!2085 = !DILocalVariable(name: "this", arg: 1, scope: !2084, type: !2086, flags: DIFlagArtificial | DIFlagObjectPointer)
!2086 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!2087 = !DILocation(line: 0, scope: !2084)
!2088 = !DILocation(line: 168, column: 16, scope: !2084)
!2089 = !DILocation(line: 168, column: 9, scope: !2084)
!2090 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIfE11_M_max_sizeEv", scope: !43, file: !44, line: 210, type: !83, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !85, retainedNodes: !137)
!2091 = !DILocalVariable(name: "this", arg: 1, scope: !2090, type: !2086, flags: DIFlagArtificial | DIFlagObjectPointer)
!2092 = !DILocation(line: 0, scope: !2090)
!2093 = !DILocation(line: 213, column: 2, scope: !2090)
!2094 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIfEC2ERKS0_", scope: !43, file: !44, line: 83, type: !51, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !50, retainedNodes: !137)
!2095 = !DILocalVariable(name: "this", arg: 1, scope: !2094, type: !2096, flags: DIFlagArtificial | DIFlagObjectPointer)
!2096 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!2097 = !DILocation(line: 0, scope: !2094)
!2098 = !DILocalVariable(arg: 2, scope: !2094, file: !44, line: 83, type: !53)
!2099 = !DILocation(line: 83, column: 45, scope: !2094)
!2100 = !DILocation(line: 83, column: 71, scope: !2094)
!2101 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIfSaIfEE12_Vector_implC2ERKS0_", scope: !16, file: !8, line: 143, type: !169, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !168, retainedNodes: !137)
!2102 = !DILocalVariable(name: "this", arg: 1, scope: !2101, type: !2103, flags: DIFlagArtificial | DIFlagObjectPointer)
!2103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!2104 = !DILocation(line: 0, scope: !2101)
!2105 = !DILocalVariable(name: "__a", arg: 2, scope: !2101, file: !8, line: 143, type: !171)
!2106 = !DILocation(line: 143, column: 37, scope: !2101)
!2107 = !DILocation(line: 145, column: 2, scope: !2101)
!2108 = !DILocation(line: 144, column: 19, scope: !2101)
!2109 = !DILocation(line: 144, column: 4, scope: !2101)
!2110 = !DILocation(line: 143, column: 2, scope: !2101)
!2111 = !DILocation(line: 145, column: 4, scope: !2101)
!2112 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_M_create_storageEm", scope: !13, file: !8, line: 393, type: !207, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !232, retainedNodes: !137)
!2113 = !DILocalVariable(name: "this", arg: 1, scope: !2112, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!2114 = !DILocation(line: 0, scope: !2112)
!2115 = !DILocalVariable(name: "__n", arg: 2, scope: !2112, file: !8, line: 393, type: !75)
!2116 = !DILocation(line: 393, column: 32, scope: !2112)
!2117 = !DILocation(line: 395, column: 45, scope: !2112)
!2118 = !DILocation(line: 395, column: 33, scope: !2112)
!2119 = !DILocation(line: 395, column: 8, scope: !2112)
!2120 = !DILocation(line: 395, column: 2, scope: !2112)
!2121 = !DILocation(line: 395, column: 16, scope: !2112)
!2122 = !DILocation(line: 395, column: 25, scope: !2112)
!2123 = !DILocation(line: 396, column: 34, scope: !2112)
!2124 = !DILocation(line: 396, column: 28, scope: !2112)
!2125 = !DILocation(line: 396, column: 42, scope: !2112)
!2126 = !DILocation(line: 396, column: 8, scope: !2112)
!2127 = !DILocation(line: 396, column: 2, scope: !2112)
!2128 = !DILocation(line: 396, column: 16, scope: !2112)
!2129 = !DILocation(line: 396, column: 26, scope: !2112)
!2130 = !DILocation(line: 397, column: 42, scope: !2112)
!2131 = !DILocation(line: 397, column: 36, scope: !2112)
!2132 = !DILocation(line: 397, column: 50, scope: !2112)
!2133 = !DILocation(line: 397, column: 61, scope: !2112)
!2134 = !DILocation(line: 397, column: 59, scope: !2112)
!2135 = !DILocation(line: 397, column: 8, scope: !2112)
!2136 = !DILocation(line: 397, column: 2, scope: !2112)
!2137 = !DILocation(line: 397, column: 16, scope: !2112)
!2138 = !DILocation(line: 397, column: 34, scope: !2112)
!2139 = !DILocation(line: 398, column: 7, scope: !2112)
!2140 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIfSaIfEE12_Vector_implD2Ev", scope: !16, file: !8, line: 133, type: !165, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !2141, retainedNodes: !137)
!2141 = !DISubprogram(name: "~_Vector_impl", scope: !16, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2142 = !DILocalVariable(name: "this", arg: 1, scope: !2140, type: !2103, flags: DIFlagArtificial | DIFlagObjectPointer)
!2143 = !DILocation(line: 0, scope: !2140)
!2144 = !DILocation(line: 133, column: 14, scope: !2145)
!2145 = distinct !DILexicalBlock(scope: !2140, file: !8, line: 133, column: 14)
!2146 = !DILocation(line: 133, column: 14, scope: !2140)
!2147 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataC2Ev", scope: !140, file: !8, line: 99, type: !148, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !147, retainedNodes: !137)
!2148 = !DILocalVariable(name: "this", arg: 1, scope: !2147, type: !2149, flags: DIFlagArtificial | DIFlagObjectPointer)
!2149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!2150 = !DILocation(line: 0, scope: !2147)
!2151 = !DILocation(line: 100, column: 4, scope: !2147)
!2152 = !DILocation(line: 100, column: 16, scope: !2147)
!2153 = !DILocation(line: 100, column: 29, scope: !2147)
!2154 = !DILocation(line: 101, column: 4, scope: !2147)
!2155 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE11_M_allocateEm", scope: !13, file: !8, line: 375, type: !227, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !226, retainedNodes: !137)
!2156 = !DILocalVariable(name: "this", arg: 1, scope: !2155, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!2157 = !DILocation(line: 0, scope: !2155)
!2158 = !DILocalVariable(name: "__n", arg: 2, scope: !2155, file: !8, line: 375, type: !75)
!2159 = !DILocation(line: 375, column: 26, scope: !2155)
!2160 = !DILocation(line: 378, column: 9, scope: !2155)
!2161 = !DILocation(line: 378, column: 13, scope: !2155)
!2162 = !DILocation(line: 378, column: 34, scope: !2155)
!2163 = !DILocation(line: 378, column: 43, scope: !2155)
!2164 = !DILocation(line: 378, column: 20, scope: !2155)
!2165 = !DILocation(line: 378, column: 2, scope: !2155)
!2166 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIfEE8allocateERS0_m", scope: !27, file: !28, line: 463, type: !31, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !30, retainedNodes: !137)
!2167 = !DILocalVariable(name: "__a", arg: 1, scope: !2166, file: !28, line: 463, type: !35)
!2168 = !DILocation(line: 463, column: 32, scope: !2166)
!2169 = !DILocalVariable(name: "__n", arg: 2, scope: !2166, file: !28, line: 463, type: !102)
!2170 = !DILocation(line: 463, column: 47, scope: !2166)
!2171 = !DILocation(line: 464, column: 16, scope: !2166)
!2172 = !DILocation(line: 464, column: 29, scope: !2166)
!2173 = !DILocation(line: 464, column: 20, scope: !2166)
!2174 = !DILocation(line: 464, column: 9, scope: !2166)
!2175 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIfE8allocateEmPKv", scope: !43, file: !44, line: 112, type: !72, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !71, retainedNodes: !137)
!2176 = !DILocalVariable(name: "this", arg: 1, scope: !2175, type: !2096, flags: DIFlagArtificial | DIFlagObjectPointer)
!2177 = !DILocation(line: 0, scope: !2175)
!2178 = !DILocalVariable(name: "__n", arg: 2, scope: !2175, file: !44, line: 112, type: !74)
!2179 = !DILocation(line: 112, column: 26, scope: !2175)
!2180 = !DILocalVariable(arg: 3, scope: !2175, file: !44, line: 112, type: !77)
!2181 = !DILocation(line: 112, column: 43, scope: !2175)
!2182 = !DILocation(line: 120, column: 23, scope: !2183)
!2183 = distinct !DILexicalBlock(scope: !2175, file: !44, line: 120, column: 6)
!2184 = !DILocation(line: 120, column: 35, scope: !2183)
!2185 = !DILocation(line: 120, column: 27, scope: !2183)
!2186 = !DILocation(line: 120, column: 6, scope: !2175)
!2187 = !DILocation(line: 124, column: 10, scope: !2188)
!2188 = distinct !DILexicalBlock(scope: !2189, file: !44, line: 124, column: 10)
!2189 = distinct !DILexicalBlock(scope: !2183, file: !44, line: 121, column: 4)
!2190 = !DILocation(line: 124, column: 14, scope: !2188)
!2191 = !DILocation(line: 124, column: 10, scope: !2189)
!2192 = !DILocation(line: 125, column: 8, scope: !2188)
!2193 = !DILocation(line: 126, column: 6, scope: !2189)
!2194 = !DILocation(line: 137, column: 49, scope: !2175)
!2195 = !DILocation(line: 137, column: 53, scope: !2175)
!2196 = !DILocation(line: 137, column: 27, scope: !2175)
!2197 = !DILocation(line: 137, column: 9, scope: !2175)
!2198 = !DILocation(line: 137, column: 2, scope: !2175)
!2199 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIfED2Ev", scope: !43, file: !44, line: 90, type: !47, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !55, retainedNodes: !137)
!2200 = !DILocalVariable(name: "this", arg: 1, scope: !2199, type: !2096, flags: DIFlagArtificial | DIFlagObjectPointer)
!2201 = !DILocation(line: 0, scope: !2199)
!2202 = !DILocation(line: 90, column: 50, scope: !2199)
!2203 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<float *, unsigned long, float, float>", linkageName: "_ZSt24__uninitialized_fill_n_aIPfmffET_S1_T0_RKT1_RSaIT2_E", scope: !10, file: !2204, line: 460, type: !2205, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2207, retainedNodes: !137)
!2204 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: ".", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!2205 = !DISubroutineType(types: !2206)
!2206 = !{!34, !34, !6, !70, !100}
!2207 = !{!2208, !2209, !87, !2210}
!2208 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !34)
!2209 = !DITemplateTypeParameter(name: "_Size", type: !6)
!2210 = !DITemplateTypeParameter(name: "_Tp2", type: !3)
!2211 = !DILocalVariable(name: "__first", arg: 1, scope: !2203, file: !2204, line: 460, type: !34)
!2212 = !DILocation(line: 460, column: 47, scope: !2203)
!2213 = !DILocalVariable(name: "__n", arg: 2, scope: !2203, file: !2204, line: 460, type: !6)
!2214 = !DILocation(line: 460, column: 62, scope: !2203)
!2215 = !DILocalVariable(name: "__x", arg: 3, scope: !2203, file: !2204, line: 461, type: !70)
!2216 = !DILocation(line: 461, column: 20, scope: !2203)
!2217 = !DILocalVariable(arg: 4, scope: !2203, file: !2204, line: 461, type: !100)
!2218 = !DILocation(line: 461, column: 41, scope: !2203)
!2219 = !DILocation(line: 467, column: 40, scope: !2203)
!2220 = !DILocation(line: 467, column: 49, scope: !2203)
!2221 = !DILocation(line: 467, column: 54, scope: !2203)
!2222 = !DILocation(line: 467, column: 14, scope: !2203)
!2223 = !DILocation(line: 467, column: 7, scope: !2203)
!2224 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIfSaIfEE19_M_get_Tp_allocatorEv", scope: !13, file: !8, line: 298, type: !185, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !184, retainedNodes: !137)
!2225 = !DILocalVariable(name: "this", arg: 1, scope: !2224, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!2226 = !DILocation(line: 0, scope: !2224)
!2227 = !DILocation(line: 299, column: 22, scope: !2224)
!2228 = !DILocation(line: 299, column: 16, scope: !2224)
!2229 = !DILocation(line: 299, column: 9, scope: !2224)
!2230 = distinct !DISubprogram(name: "uninitialized_fill_n<float *, unsigned long, float>", linkageName: "_ZSt20uninitialized_fill_nIPfmfET_S1_T0_RKT1_", scope: !10, file: !2204, line: 312, type: !2231, scopeLine: 313, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2233, retainedNodes: !137)
!2231 = !DISubroutineType(types: !2232)
!2232 = !{!34, !34, !6, !70}
!2233 = !{!2208, !2209, !87}
!2234 = !DILocalVariable(name: "__first", arg: 1, scope: !2230, file: !2204, line: 312, type: !34)
!2235 = !DILocation(line: 312, column: 43, scope: !2230)
!2236 = !DILocalVariable(name: "__n", arg: 2, scope: !2230, file: !2204, line: 312, type: !6)
!2237 = !DILocation(line: 312, column: 58, scope: !2230)
!2238 = !DILocalVariable(name: "__x", arg: 3, scope: !2230, file: !2204, line: 312, type: !70)
!2239 = !DILocation(line: 312, column: 74, scope: !2230)
!2240 = !DILocalVariable(name: "__can_fill", scope: !2230, file: !2204, line: 319, type: !242)
!2241 = !DILocation(line: 319, column: 18, scope: !2230)
!2242 = !DILocation(line: 327, column: 18, scope: !2230)
!2243 = !DILocation(line: 327, column: 27, scope: !2230)
!2244 = !DILocation(line: 327, column: 32, scope: !2230)
!2245 = !DILocation(line: 326, column: 14, scope: !2230)
!2246 = !DILocation(line: 326, column: 7, scope: !2230)
!2247 = distinct !DISubprogram(name: "__uninit_fill_n<float *, unsigned long, float>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_", scope: !2248, file: !2204, line: 292, type: !2231, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2233, declaration: !2251, retainedNodes: !137)
!2248 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_fill_n<true>", scope: !10, file: !2204, line: 288, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2249, identifier: "_ZTSSt22__uninitialized_fill_nILb1EE")
!2249 = !{!2250}
!2250 = !DITemplateValueParameter(name: "_TrivialValueType", type: !130, value: i8 1)
!2251 = !DISubprogram(name: "__uninit_fill_n<float *, unsigned long, float>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPfmfEET_S3_T0_RKT1_", scope: !2248, file: !2204, line: 292, type: !2231, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2233)
!2252 = !DILocalVariable(name: "__first", arg: 1, scope: !2247, file: !2204, line: 292, type: !34)
!2253 = !DILocation(line: 292, column: 42, scope: !2247)
!2254 = !DILocalVariable(name: "__n", arg: 2, scope: !2247, file: !2204, line: 292, type: !6)
!2255 = !DILocation(line: 292, column: 57, scope: !2247)
!2256 = !DILocalVariable(name: "__x", arg: 3, scope: !2247, file: !2204, line: 293, type: !70)
!2257 = !DILocation(line: 293, column: 15, scope: !2247)
!2258 = !DILocation(line: 294, column: 30, scope: !2247)
!2259 = !DILocation(line: 294, column: 39, scope: !2247)
!2260 = !DILocation(line: 294, column: 44, scope: !2247)
!2261 = !DILocation(line: 294, column: 18, scope: !2247)
!2262 = !DILocation(line: 294, column: 11, scope: !2247)
!2263 = distinct !DISubprogram(name: "fill_n<float *, unsigned long, float>", linkageName: "_ZSt6fill_nIPfmfET_S1_T0_RKT1_", scope: !10, file: !2063, line: 1143, type: !2231, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2264, retainedNodes: !137)
!2264 = !{!2265, !2209, !87}
!2265 = !DITemplateTypeParameter(name: "_OI", type: !34)
!2266 = !DILocalVariable(name: "__first", arg: 1, scope: !2263, file: !2063, line: 1143, type: !34)
!2267 = !DILocation(line: 1143, column: 16, scope: !2263)
!2268 = !DILocalVariable(name: "__n", arg: 2, scope: !2263, file: !2063, line: 1143, type: !6)
!2269 = !DILocation(line: 1143, column: 31, scope: !2263)
!2270 = !DILocalVariable(name: "__value", arg: 3, scope: !2263, file: !2063, line: 1143, type: !70)
!2271 = !DILocation(line: 1143, column: 47, scope: !2263)
!2272 = !DILocation(line: 1148, column: 30, scope: !2263)
!2273 = !DILocation(line: 1148, column: 62, scope: !2263)
!2274 = !DILocation(line: 1148, column: 39, scope: !2263)
!2275 = !DILocation(line: 1148, column: 68, scope: !2263)
!2276 = !DILocation(line: 1149, column: 11, scope: !2263)
!2277 = !DILocation(line: 1148, column: 14, scope: !2263)
!2278 = !DILocation(line: 1148, column: 7, scope: !2263)
!2279 = distinct !DISubprogram(name: "__fill_n_a<float *, unsigned long, float>", linkageName: "_ZSt10__fill_n_aIPfmfET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !10, file: !2063, line: 1108, type: !2280, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2292, retainedNodes: !137)
!2280 = !DISubroutineType(types: !2281)
!2281 = !{!34, !34, !6, !70, !2282}
!2282 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "random_access_iterator_tag", scope: !10, file: !378, line: 107, size: 8, flags: DIFlagTypePassByValue, elements: !2283, identifier: "_ZTSSt26random_access_iterator_tag")
!2283 = !{!2284}
!2284 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2282, baseType: !2285, extraData: i32 0)
!2285 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bidirectional_iterator_tag", scope: !10, file: !378, line: 103, size: 8, flags: DIFlagTypePassByValue, elements: !2286, identifier: "_ZTSSt26bidirectional_iterator_tag")
!2286 = !{!2287}
!2287 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2285, baseType: !2288, extraData: i32 0)
!2288 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "forward_iterator_tag", scope: !10, file: !378, line: 99, size: 8, flags: DIFlagTypePassByValue, elements: !2289, identifier: "_ZTSSt20forward_iterator_tag")
!2289 = !{!2290}
!2290 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !2288, baseType: !2291, extraData: i32 0)
!2291 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "input_iterator_tag", scope: !10, file: !378, line: 93, size: 8, flags: DIFlagTypePassByValue, elements: !137, identifier: "_ZTSSt18input_iterator_tag")
!2292 = !{!2293, !2209, !87}
!2293 = !DITemplateTypeParameter(name: "_OutputIterator", type: !34)
!2294 = !DILocalVariable(name: "__first", arg: 1, scope: !2279, file: !2063, line: 1108, type: !34)
!2295 = !DILocation(line: 1108, column: 32, scope: !2279)
!2296 = !DILocalVariable(name: "__n", arg: 2, scope: !2279, file: !2063, line: 1108, type: !6)
!2297 = !DILocation(line: 1108, column: 47, scope: !2279)
!2298 = !DILocalVariable(name: "__value", arg: 3, scope: !2279, file: !2063, line: 1108, type: !70)
!2299 = !DILocation(line: 1108, column: 63, scope: !2279)
!2300 = !DILocalVariable(arg: 4, scope: !2279, file: !2063, line: 1109, type: !2282)
!2301 = !DILocation(line: 1109, column: 40, scope: !2279)
!2302 = !DILocation(line: 1114, column: 11, scope: !2303)
!2303 = distinct !DILexicalBlock(scope: !2279, file: !2063, line: 1114, column: 11)
!2304 = !DILocation(line: 1114, column: 15, scope: !2303)
!2305 = !DILocation(line: 1114, column: 11, scope: !2279)
!2306 = !DILocation(line: 1115, column: 9, scope: !2303)
!2307 = !DILocation(line: 1115, column: 2, scope: !2303)
!2308 = !DILocation(line: 1119, column: 21, scope: !2279)
!2309 = !DILocation(line: 1119, column: 30, scope: !2279)
!2310 = !DILocation(line: 1119, column: 40, scope: !2279)
!2311 = !DILocation(line: 1119, column: 38, scope: !2279)
!2312 = !DILocation(line: 1119, column: 45, scope: !2279)
!2313 = !DILocation(line: 1119, column: 7, scope: !2279)
!2314 = !DILocation(line: 1120, column: 14, scope: !2279)
!2315 = !DILocation(line: 1120, column: 24, scope: !2279)
!2316 = !DILocation(line: 1120, column: 22, scope: !2279)
!2317 = !DILocation(line: 1120, column: 7, scope: !2279)
!2318 = !DILocation(line: 1121, column: 5, scope: !2279)
!2319 = distinct !DISubprogram(name: "__size_to_integer", linkageName: "_ZSt17__size_to_integerm", scope: !10, file: !2063, line: 1009, type: !2320, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !137)
!2320 = !DISubroutineType(types: !2321)
!2321 = !{!6, !6}
!2322 = !DILocalVariable(name: "__n", arg: 1, scope: !2319, file: !2063, line: 1009, type: !6)
!2323 = !DILocation(line: 1009, column: 35, scope: !2319)
!2324 = !DILocation(line: 1009, column: 49, scope: !2319)
!2325 = !DILocation(line: 1009, column: 42, scope: !2319)
!2326 = distinct !DISubprogram(name: "__iterator_category<float *>", linkageName: "_ZSt19__iterator_categoryIPfENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !10, file: !378, line: 238, type: !2327, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2335, retainedNodes: !137)
!2327 = !DISubroutineType(types: !2328)
!2328 = !{!2329, !2333}
!2329 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !2330, file: !378, line: 212, baseType: !2282)
!2330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<float *>", scope: !10, file: !378, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2331, identifier: "_ZTSSt15iterator_traitsIPfE")
!2331 = !{!2332}
!2332 = !DITemplateTypeParameter(name: "_Iterator", type: !34)
!2333 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2334, size: 64)
!2334 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!2335 = !{!2336}
!2336 = !DITemplateTypeParameter(name: "_Iter", type: !34)
!2337 = !DILocalVariable(arg: 1, scope: !2326, file: !378, line: 238, type: !2333)
!2338 = !DILocation(line: 238, column: 37, scope: !2326)
!2339 = !DILocation(line: 239, column: 7, scope: !2326)
!2340 = distinct !DISubprogram(name: "__fill_a<float *, float>", linkageName: "_ZSt8__fill_aIPffEvT_S1_RKT0_", scope: !10, file: !2063, line: 967, type: !2341, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2343, retainedNodes: !137)
!2341 = !DISubroutineType(types: !2342)
!2342 = !{null, !34, !34, !70}
!2343 = !{!2344, !87}
!2344 = !DITemplateTypeParameter(name: "_FIte", type: !34)
!2345 = !DILocalVariable(name: "__first", arg: 1, scope: !2340, file: !2063, line: 967, type: !34)
!2346 = !DILocation(line: 967, column: 20, scope: !2340)
!2347 = !DILocalVariable(name: "__last", arg: 2, scope: !2340, file: !2063, line: 967, type: !34)
!2348 = !DILocation(line: 967, column: 35, scope: !2340)
!2349 = !DILocalVariable(name: "__value", arg: 3, scope: !2340, file: !2063, line: 967, type: !70)
!2350 = !DILocation(line: 967, column: 54, scope: !2340)
!2351 = !DILocation(line: 968, column: 22, scope: !2340)
!2352 = !DILocation(line: 968, column: 31, scope: !2340)
!2353 = !DILocation(line: 968, column: 39, scope: !2340)
!2354 = !DILocation(line: 968, column: 7, scope: !2340)
!2355 = !DILocation(line: 968, column: 49, scope: !2340)
!2356 = distinct !DISubprogram(name: "__fill_a1<float *, float>", linkageName: "_ZSt9__fill_a1IPffEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !10, file: !2063, line: 917, type: !2357, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2365, retainedNodes: !137)
!2357 = !DISubroutineType(types: !2358)
!2358 = !{!2359, !34, !34, !70}
!2359 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type", scope: !2361, file: !2360, line: 50, baseType: null)
!2360 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/type_traits.h", directory: ".")
!2361 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__enable_if<true, void>", scope: !24, file: !2360, line: 49, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2362, identifier: "_ZTSN9__gnu_cxx11__enable_ifILb1EvEE")
!2362 = !{!2363, !2364}
!2363 = !DITemplateValueParameter(type: !130, value: i8 1)
!2364 = !DITemplateTypeParameter(type: null)
!2365 = !{!2208, !87}
!2366 = !DILocalVariable(name: "__first", arg: 1, scope: !2356, file: !2063, line: 917, type: !34)
!2367 = !DILocation(line: 917, column: 32, scope: !2356)
!2368 = !DILocalVariable(name: "__last", arg: 2, scope: !2356, file: !2063, line: 917, type: !34)
!2369 = !DILocation(line: 917, column: 58, scope: !2356)
!2370 = !DILocalVariable(name: "__value", arg: 3, scope: !2356, file: !2063, line: 918, type: !70)
!2371 = !DILocation(line: 918, column: 19, scope: !2356)
!2372 = !DILocalVariable(name: "__tmp", scope: !2356, file: !2063, line: 920, type: !68)
!2373 = !DILocation(line: 920, column: 17, scope: !2356)
!2374 = !DILocation(line: 920, column: 25, scope: !2356)
!2375 = !DILocation(line: 921, column: 7, scope: !2356)
!2376 = !DILocation(line: 921, column: 14, scope: !2377)
!2377 = distinct !DILexicalBlock(scope: !2378, file: !2063, line: 921, column: 7)
!2378 = distinct !DILexicalBlock(scope: !2356, file: !2063, line: 921, column: 7)
!2379 = !DILocation(line: 921, column: 25, scope: !2377)
!2380 = !DILocation(line: 921, column: 22, scope: !2377)
!2381 = !DILocation(line: 921, column: 7, scope: !2378)
!2382 = !DILocation(line: 922, column: 13, scope: !2377)
!2383 = !DILocation(line: 922, column: 3, scope: !2377)
!2384 = !DILocation(line: 922, column: 11, scope: !2377)
!2385 = !DILocation(line: 922, column: 2, scope: !2377)
!2386 = !DILocation(line: 921, column: 33, scope: !2377)
!2387 = !DILocation(line: 921, column: 7, scope: !2377)
!2388 = distinct !{!2388, !2381, !2389, !1570}
!2389 = !DILocation(line: 922, column: 13, scope: !2378)
!2390 = !DILocation(line: 923, column: 5, scope: !2356)
!2391 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIfSaIfEE13_M_deallocateEPfm", scope: !13, file: !8, line: 383, type: !230, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !229, retainedNodes: !137)
!2392 = !DILocalVariable(name: "this", arg: 1, scope: !2391, type: !1989, flags: DIFlagArtificial | DIFlagObjectPointer)
!2393 = !DILocation(line: 0, scope: !2391)
!2394 = !DILocalVariable(name: "__p", arg: 2, scope: !2391, file: !8, line: 383, type: !143)
!2395 = !DILocation(line: 383, column: 29, scope: !2391)
!2396 = !DILocalVariable(name: "__n", arg: 3, scope: !2391, file: !8, line: 383, type: !75)
!2397 = !DILocation(line: 383, column: 41, scope: !2391)
!2398 = !DILocation(line: 386, column: 6, scope: !2399)
!2399 = distinct !DILexicalBlock(scope: !2391, file: !8, line: 386, column: 6)
!2400 = !DILocation(line: 386, column: 6, scope: !2391)
!2401 = !DILocation(line: 387, column: 20, scope: !2399)
!2402 = !DILocation(line: 387, column: 29, scope: !2399)
!2403 = !DILocation(line: 387, column: 34, scope: !2399)
!2404 = !DILocation(line: 387, column: 4, scope: !2399)
!2405 = !DILocation(line: 388, column: 7, scope: !2391)
!2406 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIfEE10deallocateERS0_Pfm", scope: !27, file: !28, line: 495, type: !108, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !107, retainedNodes: !137)
!2407 = !DILocalVariable(name: "__a", arg: 1, scope: !2406, file: !28, line: 495, type: !35)
!2408 = !DILocation(line: 495, column: 34, scope: !2406)
!2409 = !DILocalVariable(name: "__p", arg: 2, scope: !2406, file: !28, line: 495, type: !33)
!2410 = !DILocation(line: 495, column: 47, scope: !2406)
!2411 = !DILocalVariable(name: "__n", arg: 3, scope: !2406, file: !28, line: 495, type: !102)
!2412 = !DILocation(line: 495, column: 62, scope: !2406)
!2413 = !DILocation(line: 496, column: 9, scope: !2406)
!2414 = !DILocation(line: 496, column: 24, scope: !2406)
!2415 = !DILocation(line: 496, column: 29, scope: !2406)
!2416 = !DILocation(line: 496, column: 13, scope: !2406)
!2417 = !DILocation(line: 496, column: 35, scope: !2406)
!2418 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIfE10deallocateEPfm", scope: !43, file: !44, line: 142, type: !80, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !79, retainedNodes: !137)
!2419 = !DILocalVariable(name: "this", arg: 1, scope: !2418, type: !2096, flags: DIFlagArtificial | DIFlagObjectPointer)
!2420 = !DILocation(line: 0, scope: !2418)
!2421 = !DILocalVariable(name: "__p", arg: 2, scope: !2418, file: !44, line: 142, type: !34)
!2422 = !DILocation(line: 142, column: 23, scope: !2418)
!2423 = !DILocalVariable(name: "__n", arg: 3, scope: !2418, file: !44, line: 142, type: !74)
!2424 = !DILocation(line: 142, column: 38, scope: !2418)
!2425 = !DILocation(line: 158, column: 27, scope: !2418)
!2426 = !DILocation(line: 158, column: 2, scope: !2418)
!2427 = !DILocation(line: 159, column: 7, scope: !2418)
!2428 = distinct !DISubprogram(name: "rows", linkageName: "_ZNK6MatrixIfE4rowsEv", scope: !1048, file: !1, line: 14, type: !1058, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1057, retainedNodes: !137)
!2429 = !DILocalVariable(name: "this", arg: 1, scope: !2428, type: !1875, flags: DIFlagArtificial | DIFlagObjectPointer)
!2430 = !DILocation(line: 0, scope: !2428)
!2431 = !DILocation(line: 14, column: 29, scope: !2428)
!2432 = !DILocation(line: 14, column: 22, scope: !2428)
!2433 = distinct !DISubprogram(name: "cols", linkageName: "_ZNK6MatrixIfE4colsEv", scope: !1048, file: !1, line: 15, type: !1058, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1062, retainedNodes: !137)
!2434 = !DILocalVariable(name: "this", arg: 1, scope: !2433, type: !1875, flags: DIFlagArtificial | DIFlagObjectPointer)
!2435 = !DILocation(line: 0, scope: !2433)
!2436 = !DILocation(line: 15, column: 29, scope: !2433)
!2437 = !DILocation(line: 15, column: 22, scope: !2433)
!2438 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIfEclEii", scope: !1048, file: !1, line: 17, type: !1067, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1066, retainedNodes: !137)
!2439 = !DILocalVariable(name: "this", arg: 1, scope: !2438, type: !1875, flags: DIFlagArtificial | DIFlagObjectPointer)
!2440 = !DILocation(line: 0, scope: !2438)
!2441 = !DILocalVariable(name: "i", arg: 2, scope: !2438, file: !1, line: 17, type: !396)
!2442 = !DILocation(line: 17, column: 27, scope: !2438)
!2443 = !DILocalVariable(name: "j", arg: 3, scope: !2438, file: !1, line: 17, type: !396)
!2444 = !DILocation(line: 17, column: 34, scope: !2438)
!2445 = !DILocation(line: 17, column: 52, scope: !2438)
!2446 = !DILocation(line: 17, column: 74, scope: !2438)
!2447 = !DILocation(line: 17, column: 79, scope: !2438)
!2448 = !DILocation(line: 17, column: 77, scope: !2438)
!2449 = !DILocation(line: 17, column: 83, scope: !2438)
!2450 = !DILocation(line: 17, column: 81, scope: !2438)
!2451 = !DILocation(line: 17, column: 45, scope: !2438)
!2452 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIfSaIfEEixEm", scope: !9, file: !8, line: 1140, type: !461, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !460, retainedNodes: !137)
!2453 = !DILocalVariable(name: "this", arg: 1, scope: !2452, type: !2454, flags: DIFlagArtificial | DIFlagObjectPointer)
!2454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!2455 = !DILocation(line: 0, scope: !2452)
!2456 = !DILocalVariable(name: "__n", arg: 2, scope: !2452, file: !8, line: 1140, type: !294)
!2457 = !DILocation(line: 1140, column: 28, scope: !2452)
!2458 = !DILocation(line: 1143, column: 17, scope: !2452)
!2459 = !DILocation(line: 1143, column: 11, scope: !2452)
!2460 = !DILocation(line: 1143, column: 25, scope: !2452)
!2461 = !DILocation(line: 1143, column: 36, scope: !2452)
!2462 = !DILocation(line: 1143, column: 34, scope: !2452)
!2463 = !DILocation(line: 1143, column: 2, scope: !2452)
!2464 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIfEC2Ev", scope: !43, file: !44, line: 80, type: !47, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !137)
!2465 = !DILocalVariable(name: "this", arg: 1, scope: !2464, type: !2096, flags: DIFlagArtificial | DIFlagObjectPointer)
!2466 = !DILocation(line: 0, scope: !2464)
!2467 = !DILocation(line: 80, column: 49, scope: !2464)
!2468 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIfSaIfEE21_M_default_initializeEm", scope: !9, file: !8, line: 1710, type: !443, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !517, retainedNodes: !137)
!2469 = !DILocalVariable(name: "this", arg: 1, scope: !2468, type: !1839, flags: DIFlagArtificial | DIFlagObjectPointer)
!2470 = !DILocation(line: 0, scope: !2468)
!2471 = !DILocalVariable(name: "__n", arg: 2, scope: !2468, file: !8, line: 1710, type: !294)
!2472 = !DILocation(line: 1710, column: 39, scope: !2468)
!2473 = !DILocation(line: 1713, column: 43, scope: !2468)
!2474 = !DILocation(line: 1713, column: 37, scope: !2468)
!2475 = !DILocation(line: 1713, column: 51, scope: !2468)
!2476 = !DILocation(line: 1713, column: 61, scope: !2468)
!2477 = !DILocation(line: 1714, column: 9, scope: !2468)
!2478 = !DILocation(line: 1713, column: 4, scope: !2468)
!2479 = !DILocation(line: 1712, column: 8, scope: !2468)
!2480 = !DILocation(line: 1712, column: 2, scope: !2468)
!2481 = !DILocation(line: 1712, column: 16, scope: !2468)
!2482 = !DILocation(line: 1712, column: 26, scope: !2468)
!2483 = !DILocation(line: 1715, column: 7, scope: !2468)
!2484 = distinct !DISubprogram(name: "__uninitialized_default_n_a<float *, unsigned long, float>", linkageName: "_ZSt27__uninitialized_default_n_aIPfmfET_S1_T0_RSaIT1_E", scope: !10, file: !2204, line: 764, type: !2485, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2233, retainedNodes: !137)
!2485 = !DISubroutineType(types: !2486)
!2486 = !{!34, !34, !6, !100}
!2487 = !DILocalVariable(name: "__first", arg: 1, scope: !2484, file: !2204, line: 764, type: !34)
!2488 = !DILocation(line: 764, column: 50, scope: !2484)
!2489 = !DILocalVariable(name: "__n", arg: 2, scope: !2484, file: !2204, line: 764, type: !6)
!2490 = !DILocation(line: 764, column: 65, scope: !2484)
!2491 = !DILocalVariable(arg: 3, scope: !2484, file: !2204, line: 765, type: !100)
!2492 = !DILocation(line: 765, column: 20, scope: !2484)
!2493 = !DILocation(line: 766, column: 45, scope: !2484)
!2494 = !DILocation(line: 766, column: 54, scope: !2484)
!2495 = !DILocation(line: 766, column: 14, scope: !2484)
!2496 = !DILocation(line: 766, column: 7, scope: !2484)
!2497 = distinct !DISubprogram(name: "__uninitialized_default_n<float *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPfmET_S1_T0_", scope: !10, file: !2204, line: 691, type: !2498, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2500, retainedNodes: !137)
!2498 = !DISubroutineType(types: !2499)
!2499 = !{!34, !34, !6}
!2500 = !{!2208, !2209}
!2501 = !DILocalVariable(name: "__first", arg: 1, scope: !2497, file: !2204, line: 691, type: !34)
!2502 = !DILocation(line: 691, column: 48, scope: !2497)
!2503 = !DILocalVariable(name: "__n", arg: 2, scope: !2497, file: !2204, line: 691, type: !6)
!2504 = !DILocation(line: 691, column: 63, scope: !2497)
!2505 = !DILocalVariable(name: "__can_fill", scope: !2497, file: !2204, line: 696, type: !242)
!2506 = !DILocation(line: 696, column: 22, scope: !2497)
!2507 = !DILocation(line: 701, column: 21, scope: !2497)
!2508 = !DILocation(line: 701, column: 30, scope: !2497)
!2509 = !DILocation(line: 699, column: 14, scope: !2497)
!2510 = !DILocation(line: 699, column: 7, scope: !2497)
!2511 = distinct !DISubprogram(name: "__uninit_default_n<float *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_", scope: !2512, file: !2204, line: 655, type: !2498, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2500, declaration: !2513, retainedNodes: !137)
!2512 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__uninitialized_default_n_1<true>", scope: !10, file: !2204, line: 650, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2249, identifier: "_ZTSSt27__uninitialized_default_n_1ILb1EE")
!2513 = !DISubprogram(name: "__uninit_default_n<float *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPfmEET_S3_T0_", scope: !2512, file: !2204, line: 655, type: !2498, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2500)
!2514 = !DILocalVariable(name: "__first", arg: 1, scope: !2511, file: !2204, line: 655, type: !34)
!2515 = !DILocation(line: 655, column: 45, scope: !2511)
!2516 = !DILocalVariable(name: "__n", arg: 2, scope: !2511, file: !2204, line: 655, type: !6)
!2517 = !DILocation(line: 655, column: 60, scope: !2511)
!2518 = !DILocation(line: 657, column: 8, scope: !2519)
!2519 = distinct !DILexicalBlock(scope: !2511, file: !2204, line: 657, column: 8)
!2520 = !DILocation(line: 657, column: 12, scope: !2519)
!2521 = !DILocation(line: 657, column: 8, scope: !2511)
!2522 = !DILocalVariable(name: "__val", scope: !2523, file: !2204, line: 659, type: !2524)
!2523 = distinct !DILexicalBlock(scope: !2519, file: !2204, line: 658, column: 6)
!2524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2525, size: 64)
!2525 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !2330, file: !378, line: 213, baseType: !3)
!2526 = !DILocation(line: 659, column: 64, scope: !2523)
!2527 = !DILocation(line: 660, column: 23, scope: !2523)
!2528 = !DILocation(line: 660, column: 5, scope: !2523)
!2529 = !DILocation(line: 661, column: 24, scope: !2523)
!2530 = !DILocation(line: 661, column: 8, scope: !2523)
!2531 = !DILocation(line: 662, column: 8, scope: !2523)
!2532 = !DILocation(line: 663, column: 30, scope: !2523)
!2533 = !DILocation(line: 663, column: 39, scope: !2523)
!2534 = !DILocation(line: 663, column: 43, scope: !2523)
!2535 = !DILocation(line: 663, column: 49, scope: !2523)
!2536 = !DILocation(line: 663, column: 18, scope: !2523)
!2537 = !DILocation(line: 663, column: 16, scope: !2523)
!2538 = !DILocation(line: 664, column: 6, scope: !2523)
!2539 = !DILocation(line: 665, column: 11, scope: !2511)
!2540 = !DILocation(line: 665, column: 4, scope: !2511)
!2541 = distinct !DISubprogram(name: "__addressof<float>", linkageName: "_ZSt11__addressofIfEPT_RS0_", scope: !10, file: !2542, line: 49, type: !2543, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !86, retainedNodes: !137)
!2542 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: ".", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2543 = !DISubroutineType(types: !2544)
!2544 = !{!34, !62}
!2545 = !DILocalVariable(name: "__r", arg: 1, scope: !2541, file: !2542, line: 49, type: !62)
!2546 = !DILocation(line: 49, column: 22, scope: !2541)
!2547 = !DILocation(line: 50, column: 34, scope: !2541)
!2548 = !DILocation(line: 50, column: 7, scope: !2541)
!2549 = distinct !DISubprogram(name: "_Construct<float>", linkageName: "_ZSt10_ConstructIfJEEvPT_DpOT0_", scope: !10, file: !2550, line: 109, type: !2551, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2553, retainedNodes: !137)
!2550 = !DIFile(filename: "usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: ".", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2551 = !DISubroutineType(types: !2552)
!2552 = !{null, !34}
!2553 = !{!87, !2554}
!2554 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !137)
!2555 = !DILocalVariable(name: "__p", arg: 1, scope: !2549, file: !2550, line: 109, type: !34)
!2556 = !DILocation(line: 109, column: 21, scope: !2549)
!2557 = !DILocation(line: 119, column: 20, scope: !2549)
!2558 = !DILocation(line: 119, column: 7, scope: !2549)
!2559 = !DILocation(line: 120, column: 5, scope: !2549)
!2560 = distinct !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIfSaIfEE5beginEv", scope: !9, file: !8, line: 878, type: !358, scopeLine: 879, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !357, retainedNodes: !137)
!2561 = !DILocalVariable(name: "this", arg: 1, scope: !2560, type: !2454, flags: DIFlagArtificial | DIFlagObjectPointer)
!2562 = !DILocation(line: 0, scope: !2560)
!2563 = !DILocation(line: 879, column: 37, scope: !2560)
!2564 = !DILocation(line: 879, column: 31, scope: !2560)
!2565 = !DILocation(line: 879, column: 45, scope: !2560)
!2566 = !DILocation(line: 879, column: 16, scope: !2560)
!2567 = !DILocation(line: 879, column: 9, scope: !2560)
!2568 = distinct !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIfSaIfEE3endEv", scope: !9, file: !8, line: 898, type: !358, scopeLine: 899, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !421, retainedNodes: !137)
!2569 = !DILocalVariable(name: "this", arg: 1, scope: !2568, type: !2454, flags: DIFlagArtificial | DIFlagObjectPointer)
!2570 = !DILocation(line: 0, scope: !2568)
!2571 = !DILocation(line: 899, column: 37, scope: !2568)
!2572 = !DILocation(line: 899, column: 31, scope: !2568)
!2573 = !DILocation(line: 899, column: 45, scope: !2568)
!2574 = !DILocation(line: 899, column: 16, scope: !2568)
!2575 = !DILocation(line: 899, column: 9, scope: !2568)
!2576 = distinct !DISubprogram(name: "operator!=<const float *, std::vector<float, std::allocator<float> > >", linkageName: "_ZN9__gnu_cxxneIPKfSt6vectorIfSaIfEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !24, file: !356, line: 1237, type: !2577, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !417, retainedNodes: !137)
!2577 = !DISubroutineType(types: !2578)
!2578 = !{!130, !2579, !2579}
!2579 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !383, size: 64)
!2580 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2576, file: !356, line: 1237, type: !2579)
!2581 = !DILocation(line: 1237, column: 64, scope: !2576)
!2582 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2576, file: !356, line: 1238, type: !2579)
!2583 = !DILocation(line: 1238, column: 57, scope: !2576)
!2584 = !DILocation(line: 1240, column: 14, scope: !2576)
!2585 = !DILocation(line: 1240, column: 20, scope: !2576)
!2586 = !DILocation(line: 1240, column: 30, scope: !2576)
!2587 = !DILocation(line: 1240, column: 36, scope: !2576)
!2588 = !DILocation(line: 1240, column: 27, scope: !2576)
!2589 = !DILocation(line: 1240, column: 7, scope: !2576)
!2590 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEdeEv", scope: !361, file: !356, line: 1095, type: !374, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !373, retainedNodes: !137)
!2591 = !DILocalVariable(name: "this", arg: 1, scope: !2590, type: !2592, flags: DIFlagArtificial | DIFlagObjectPointer)
!2592 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64)
!2593 = !DILocation(line: 0, scope: !2590)
!2594 = !DILocation(line: 1096, column: 17, scope: !2590)
!2595 = !DILocation(line: 1096, column: 9, scope: !2590)
!2596 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEppEv", scope: !361, file: !356, line: 1105, type: !390, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !389, retainedNodes: !137)
!2597 = !DILocalVariable(name: "this", arg: 1, scope: !2596, type: !2598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2598 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!2599 = !DILocation(line: 0, scope: !2596)
!2600 = !DILocation(line: 1107, column: 4, scope: !2596)
!2601 = !DILocation(line: 1107, column: 2, scope: !2596)
!2602 = !DILocation(line: 1108, column: 2, scope: !2596)
!2603 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEEC2ERKS2_", scope: !361, file: !356, line: 1072, type: !369, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !368, retainedNodes: !137)
!2604 = !DILocalVariable(name: "this", arg: 1, scope: !2603, type: !2598, flags: DIFlagArtificial | DIFlagObjectPointer)
!2605 = !DILocation(line: 0, scope: !2603)
!2606 = !DILocalVariable(name: "__i", arg: 2, scope: !2603, file: !356, line: 1072, type: !371)
!2607 = !DILocation(line: 1072, column: 42, scope: !2603)
!2608 = !DILocation(line: 1073, column: 9, scope: !2603)
!2609 = !DILocation(line: 1073, column: 20, scope: !2603)
!2610 = !DILocation(line: 1073, column: 27, scope: !2603)
!2611 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKfSt6vectorIfSaIfEEE4baseEv", scope: !361, file: !356, line: 1158, type: !415, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !414, retainedNodes: !137)
!2612 = !DILocalVariable(name: "this", arg: 1, scope: !2611, type: !2592, flags: DIFlagArtificial | DIFlagObjectPointer)
!2613 = !DILocation(line: 0, scope: !2611)
!2614 = !DILocation(line: 1159, column: 16, scope: !2611)
!2615 = !DILocation(line: 1159, column: 9, scope: !2611)
!2616 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIfSaIfEE4sizeEv", scope: !9, file: !8, line: 987, type: !439, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !438, retainedNodes: !137)
!2617 = !DILocalVariable(name: "this", arg: 1, scope: !2616, type: !2454, flags: DIFlagArtificial | DIFlagObjectPointer)
!2618 = !DILocation(line: 0, scope: !2616)
!2619 = !DILocation(line: 988, column: 32, scope: !2616)
!2620 = !DILocation(line: 988, column: 26, scope: !2616)
!2621 = !DILocation(line: 988, column: 40, scope: !2616)
!2622 = !DILocation(line: 988, column: 58, scope: !2616)
!2623 = !DILocation(line: 988, column: 52, scope: !2616)
!2624 = !DILocation(line: 988, column: 66, scope: !2616)
!2625 = !DILocation(line: 988, column: 50, scope: !2616)
!2626 = !DILocation(line: 988, column: 9, scope: !2616)
!2627 = distinct !DISubprogram(name: "_Destroy<float *, float>", linkageName: "_ZSt8_DestroyIPffEvT_S1_RSaIT0_E", scope: !10, file: !28, line: 847, type: !2628, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2365, retainedNodes: !137)
!2628 = !DISubroutineType(types: !2629)
!2629 = !{null, !34, !34, !100}
!2630 = !DILocalVariable(name: "__first", arg: 1, scope: !2627, file: !28, line: 847, type: !34)
!2631 = !DILocation(line: 847, column: 31, scope: !2627)
!2632 = !DILocalVariable(name: "__last", arg: 2, scope: !2627, file: !28, line: 847, type: !34)
!2633 = !DILocation(line: 847, column: 57, scope: !2627)
!2634 = !DILocalVariable(arg: 3, scope: !2627, file: !28, line: 848, type: !100)
!2635 = !DILocation(line: 848, column: 22, scope: !2627)
!2636 = !DILocation(line: 850, column: 16, scope: !2627)
!2637 = !DILocation(line: 850, column: 25, scope: !2627)
!2638 = !DILocation(line: 850, column: 7, scope: !2627)
!2639 = !DILocation(line: 851, column: 5, scope: !2627)
!2640 = distinct !DISubprogram(name: "_Destroy<float *>", linkageName: "_ZSt8_DestroyIPfEvT_S1_", scope: !10, file: !2550, line: 182, type: !2641, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2643, retainedNodes: !137)
!2641 = !DISubroutineType(types: !2642)
!2642 = !{null, !34, !34}
!2643 = !{!2208}
!2644 = !DILocalVariable(name: "__first", arg: 1, scope: !2640, file: !2550, line: 182, type: !34)
!2645 = !DILocation(line: 182, column: 31, scope: !2640)
!2646 = !DILocalVariable(name: "__last", arg: 2, scope: !2640, file: !2550, line: 182, type: !34)
!2647 = !DILocation(line: 182, column: 57, scope: !2640)
!2648 = !DILocation(line: 196, column: 12, scope: !2640)
!2649 = !DILocation(line: 196, column: 21, scope: !2640)
!2650 = !DILocation(line: 195, column: 7, scope: !2640)
!2651 = !DILocation(line: 197, column: 5, scope: !2640)
!2652 = distinct !DISubprogram(name: "__destroy<float *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_", scope: !2653, file: !2550, line: 172, type: !2641, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2643, declaration: !2655, retainedNodes: !137)
!2653 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !10, file: !2550, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !2654, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!2654 = !{!2363}
!2655 = !DISubprogram(name: "__destroy<float *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPfEEvT_S3_", scope: !2653, file: !2550, line: 172, type: !2641, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2643)
!2656 = !DILocalVariable(arg: 1, scope: !2652, file: !2550, line: 172, type: !34)
!2657 = !DILocation(line: 172, column: 35, scope: !2652)
!2658 = !DILocalVariable(arg: 2, scope: !2652, file: !2550, line: 172, type: !34)
!2659 = !DILocation(line: 172, column: 53, scope: !2652)
!2660 = !DILocation(line: 172, column: 57, scope: !2652)
!2661 = distinct !DISubprogram(name: "Matrix", linkageName: "_ZN6MatrixIlEC2Eii", scope: !1074, file: !1, line: 13, type: !1080, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1079, retainedNodes: !137)
!2662 = !DILocalVariable(name: "this", arg: 1, scope: !2661, type: !2663, flags: DIFlagArtificial | DIFlagObjectPointer)
!2663 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1074, size: 64)
!2664 = !DILocation(line: 0, scope: !2661)
!2665 = !DILocalVariable(name: "r", arg: 2, scope: !2661, file: !1, line: 13, type: !396)
!2666 = !DILocation(line: 13, column: 14, scope: !2661)
!2667 = !DILocalVariable(name: "c", arg: 3, scope: !2661, file: !1, line: 13, type: !396)
!2668 = !DILocation(line: 13, column: 21, scope: !2661)
!2669 = !DILocation(line: 13, column: 26, scope: !2661)
!2670 = !DILocation(line: 13, column: 28, scope: !2661)
!2671 = !DILocation(line: 13, column: 32, scope: !2661)
!2672 = !DILocation(line: 13, column: 34, scope: !2661)
!2673 = !DILocation(line: 13, column: 38, scope: !2661)
!2674 = !DILocation(line: 13, column: 60, scope: !2661)
!2675 = !DILocation(line: 13, column: 65, scope: !2661)
!2676 = !DILocation(line: 13, column: 63, scope: !2661)
!2677 = !DILocation(line: 13, column: 68, scope: !2661)
!2678 = !DILocation(line: 13, column: 75, scope: !2661)
!2679 = distinct !DISubprogram(name: "operator()", linkageName: "_ZN6MatrixIlEclEii", scope: !1074, file: !1, line: 16, type: !1090, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1089, retainedNodes: !137)
!2680 = !DILocalVariable(name: "this", arg: 1, scope: !2679, type: !2663, flags: DIFlagArtificial | DIFlagObjectPointer)
!2681 = !DILocation(line: 0, scope: !2679)
!2682 = !DILocalVariable(name: "i", arg: 2, scope: !2679, file: !1, line: 16, type: !396)
!2683 = !DILocation(line: 16, column: 21, scope: !2679)
!2684 = !DILocalVariable(name: "j", arg: 3, scope: !2679, file: !1, line: 16, type: !396)
!2685 = !DILocation(line: 16, column: 28, scope: !2679)
!2686 = !DILocation(line: 16, column: 40, scope: !2679)
!2687 = !DILocation(line: 16, column: 62, scope: !2679)
!2688 = !DILocation(line: 16, column: 67, scope: !2679)
!2689 = !DILocation(line: 16, column: 65, scope: !2679)
!2690 = !DILocation(line: 16, column: 71, scope: !2679)
!2691 = !DILocation(line: 16, column: 69, scope: !2679)
!2692 = !DILocation(line: 16, column: 33, scope: !2679)
!2693 = distinct !DISubprogram(name: "kernel_multiply<long>", linkageName: "_Z15kernel_multiplyIlEvRK6MatrixIT_ES4_RS2_", scope: !1, file: !1, line: 28, type: !2694, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1098, retainedNodes: !137)
!2694 = !DISubroutineType(types: !2695)
!2695 = !{null, !2696, !2696, !2697}
!2696 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1087, size: 64)
!2697 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1074, size: 64)
!2698 = !DILocalVariable(name: "a", arg: 1, scope: !2693, file: !1, line: 28, type: !2696)
!2699 = !DILocation(line: 28, column: 39, scope: !2693)
!2700 = !DILocalVariable(name: "b", arg: 2, scope: !2693, file: !1, line: 28, type: !2696)
!2701 = !DILocation(line: 28, column: 59, scope: !2693)
!2702 = !DILocalVariable(name: "out", arg: 3, scope: !2693, file: !1, line: 28, type: !2697)
!2703 = !DILocation(line: 28, column: 73, scope: !2693)
!2704 = !DILocalVariable(name: "i", scope: !2705, file: !1, line: 30, type: !396)
!2705 = distinct !DILexicalBlock(scope: !2693, file: !1, line: 30, column: 3)
!2706 = !DILocation(line: 30, column: 12, scope: !2705)
!2707 = !DILocation(line: 30, column: 8, scope: !2705)
!2708 = !DILocation(line: 30, column: 19, scope: !2709)
!2709 = distinct !DILexicalBlock(scope: !2705, file: !1, line: 30, column: 3)
!2710 = !DILocation(line: 30, column: 23, scope: !2709)
!2711 = !DILocation(line: 30, column: 25, scope: !2709)
!2712 = !DILocation(line: 30, column: 21, scope: !2709)
!2713 = !DILocation(line: 30, column: 3, scope: !2705)
!2714 = !DILocalVariable(name: "j", scope: !2715, file: !1, line: 31, type: !396)
!2715 = distinct !DILexicalBlock(scope: !2709, file: !1, line: 31, column: 5)
!2716 = !DILocation(line: 31, column: 14, scope: !2715)
!2717 = !DILocation(line: 31, column: 10, scope: !2715)
!2718 = !DILocation(line: 31, column: 21, scope: !2719)
!2719 = distinct !DILexicalBlock(scope: !2715, file: !1, line: 31, column: 5)
!2720 = !DILocation(line: 31, column: 25, scope: !2719)
!2721 = !DILocation(line: 31, column: 27, scope: !2719)
!2722 = !DILocation(line: 31, column: 23, scope: !2719)
!2723 = !DILocation(line: 31, column: 5, scope: !2715)
!2724 = !DILocalVariable(name: "s", scope: !2725, file: !1, line: 32, type: !405)
!2725 = distinct !DILexicalBlock(scope: !2719, file: !1, line: 31, column: 40)
!2726 = !DILocation(line: 32, column: 9, scope: !2725)
!2727 = !DILocalVariable(name: "k", scope: !2728, file: !1, line: 33, type: !396)
!2728 = distinct !DILexicalBlock(scope: !2725, file: !1, line: 33, column: 7)
!2729 = !DILocation(line: 33, column: 16, scope: !2728)
!2730 = !DILocation(line: 33, column: 12, scope: !2728)
!2731 = !DILocation(line: 33, column: 23, scope: !2732)
!2732 = distinct !DILexicalBlock(scope: !2728, file: !1, line: 33, column: 7)
!2733 = !DILocation(line: 33, column: 27, scope: !2732)
!2734 = !DILocation(line: 33, column: 29, scope: !2732)
!2735 = !DILocation(line: 33, column: 25, scope: !2732)
!2736 = !DILocation(line: 33, column: 7, scope: !2728)
!2737 = !DILocation(line: 34, column: 14, scope: !2732)
!2738 = !DILocation(line: 34, column: 16, scope: !2732)
!2739 = !DILocation(line: 34, column: 19, scope: !2732)
!2740 = !DILocation(line: 34, column: 24, scope: !2732)
!2741 = !DILocation(line: 34, column: 26, scope: !2732)
!2742 = !DILocation(line: 34, column: 29, scope: !2732)
!2743 = !DILocation(line: 34, column: 22, scope: !2732)
!2744 = !DILocation(line: 34, column: 11, scope: !2732)
!2745 = !DILocation(line: 34, column: 9, scope: !2732)
!2746 = !DILocation(line: 33, column: 38, scope: !2732)
!2747 = !DILocation(line: 33, column: 7, scope: !2732)
!2748 = distinct !{!2748, !2736, !2749, !1570}
!2749 = !DILocation(line: 34, column: 30, scope: !2728)
!2750 = !DILocation(line: 35, column: 19, scope: !2725)
!2751 = !DILocation(line: 35, column: 7, scope: !2725)
!2752 = !DILocation(line: 35, column: 11, scope: !2725)
!2753 = !DILocation(line: 35, column: 14, scope: !2725)
!2754 = !DILocation(line: 35, column: 17, scope: !2725)
!2755 = !DILocation(line: 36, column: 5, scope: !2725)
!2756 = !DILocation(line: 31, column: 36, scope: !2719)
!2757 = !DILocation(line: 31, column: 5, scope: !2719)
!2758 = distinct !{!2758, !2723, !2759, !1570}
!2759 = !DILocation(line: 36, column: 5, scope: !2715)
!2760 = !DILocation(line: 30, column: 34, scope: !2709)
!2761 = !DILocation(line: 30, column: 3, scope: !2709)
!2762 = distinct !{!2762, !2713, !2763, !1570}
!2763 = !DILocation(line: 36, column: 5, scope: !2705)
!2764 = !DILocation(line: 37, column: 1, scope: !2693)
!2765 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIlEC2Ev", scope: !584, file: !38, line: 156, type: !628, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !627, retainedNodes: !137)
!2766 = !DILocalVariable(name: "this", arg: 1, scope: !2765, type: !2767, flags: DIFlagArtificial | DIFlagObjectPointer)
!2767 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64)
!2768 = !DILocation(line: 0, scope: !2765)
!2769 = !DILocation(line: 156, column: 36, scope: !2765)
!2770 = !DILocation(line: 156, column: 7, scope: !2765)
!2771 = !DILocation(line: 156, column: 38, scope: !2765)
!2772 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIlSaIlEEC2EmRKS0_", scope: !560, file: !8, line: 551, type: !792, scopeLine: 553, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !791, retainedNodes: !137)
!2773 = !DILocalVariable(name: "this", arg: 1, scope: !2772, type: !2774, flags: DIFlagArtificial | DIFlagObjectPointer)
!2774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !560, size: 64)
!2775 = !DILocation(line: 0, scope: !2772)
!2776 = !DILocalVariable(name: "__n", arg: 2, scope: !2772, file: !8, line: 551, type: !294)
!2777 = !DILocation(line: 551, column: 24, scope: !2772)
!2778 = !DILocalVariable(name: "__a", arg: 3, scope: !2772, file: !8, line: 551, type: !788)
!2779 = !DILocation(line: 551, column: 51, scope: !2772)
!2780 = !DILocation(line: 553, column: 7, scope: !2772)
!2781 = !DILocation(line: 552, column: 33, scope: !2772)
!2782 = !DILocation(line: 552, column: 38, scope: !2772)
!2783 = !DILocation(line: 552, column: 15, scope: !2772)
!2784 = !DILocation(line: 552, column: 44, scope: !2772)
!2785 = !DILocation(line: 552, column: 9, scope: !2772)
!2786 = !DILocation(line: 553, column: 31, scope: !2787)
!2787 = distinct !DILexicalBlock(scope: !2772, file: !8, line: 553, column: 7)
!2788 = !DILocation(line: 553, column: 9, scope: !2787)
!2789 = !DILocation(line: 553, column: 37, scope: !2772)
!2790 = !DILocation(line: 553, column: 37, scope: !2787)
!2791 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIlED2Ev", scope: !584, file: !38, line: 174, type: !628, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !640, retainedNodes: !137)
!2792 = !DILocalVariable(name: "this", arg: 1, scope: !2791, type: !2767, flags: DIFlagArtificial | DIFlagObjectPointer)
!2793 = !DILocation(line: 0, scope: !2791)
!2794 = !DILocation(line: 174, column: 39, scope: !2795)
!2795 = distinct !DILexicalBlock(scope: !2791, file: !38, line: 174, column: 37)
!2796 = !DILocation(line: 174, column: 39, scope: !2791)
!2797 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIlSaIlEEixEm", scope: !560, file: !8, line: 1121, type: !946, scopeLine: 1122, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !945, retainedNodes: !137)
!2798 = !DILocalVariable(name: "this", arg: 1, scope: !2797, type: !2774, flags: DIFlagArtificial | DIFlagObjectPointer)
!2799 = !DILocation(line: 0, scope: !2797)
!2800 = !DILocalVariable(name: "__n", arg: 2, scope: !2797, file: !8, line: 1121, type: !294)
!2801 = !DILocation(line: 1121, column: 28, scope: !2797)
!2802 = !DILocation(line: 1124, column: 17, scope: !2797)
!2803 = !DILocation(line: 1124, column: 11, scope: !2797)
!2804 = !DILocation(line: 1124, column: 25, scope: !2797)
!2805 = !DILocation(line: 1124, column: 36, scope: !2797)
!2806 = !DILocation(line: 1124, column: 34, scope: !2797)
!2807 = !DILocation(line: 1124, column: 2, scope: !2797)
!2808 = distinct !DISubprogram(name: "sum", linkageName: "_ZNK6MatrixIlE3sumEv", scope: !1074, file: !1, line: 18, type: !1096, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1095, retainedNodes: !137)
!2809 = !DILocalVariable(name: "this", arg: 1, scope: !2808, type: !2810, flags: DIFlagArtificial | DIFlagObjectPointer)
!2810 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1087, size: 64)
!2811 = !DILocation(line: 0, scope: !2808)
!2812 = !DILocalVariable(name: "s", scope: !2808, file: !1, line: 20, type: !405)
!2813 = !DILocation(line: 20, column: 7, scope: !2808)
!2814 = !DILocalVariable(name: "__range2", scope: !2815, type: !803, flags: DIFlagArtificial)
!2815 = distinct !DILexicalBlock(scope: !2808, file: !1, line: 21, column: 5)
!2816 = !DILocation(line: 0, scope: !2815)
!2817 = !DILocation(line: 21, column: 23, scope: !2815)
!2818 = !DILocalVariable(name: "__begin0", scope: !2815, type: !857, flags: DIFlagArtificial)
!2819 = !DILocation(line: 21, column: 21, scope: !2815)
!2820 = !DILocalVariable(name: "__end0", scope: !2815, type: !857, flags: DIFlagArtificial)
!2821 = !DILocalVariable(name: "x", scope: !2822, file: !1, line: 21, type: !614)
!2822 = distinct !DILexicalBlock(scope: !2815, file: !1, line: 21, column: 5)
!2823 = !DILocation(line: 21, column: 19, scope: !2822)
!2824 = !DILocation(line: 21, column: 21, scope: !2822)
!2825 = !DILocation(line: 22, column: 12, scope: !2822)
!2826 = !DILocation(line: 22, column: 9, scope: !2822)
!2827 = !DILocation(line: 21, column: 5, scope: !2815)
!2828 = distinct !{!2828, !2827, !2829}
!2829 = !DILocation(line: 22, column: 12, scope: !2815)
!2830 = !DILocation(line: 23, column: 12, scope: !2808)
!2831 = !DILocation(line: 23, column: 5, scope: !2808)
!2832 = distinct !DISubprogram(name: "dot<long>", linkageName: "_Z3dotIlET_RKSt6vectorIS0_SaIS0_EES5_", scope: !1, file: !1, line: 39, type: !2833, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !1098, retainedNodes: !137)
!2833 = !DISubroutineType(types: !2834)
!2834 = !{!405, !803, !803}
!2835 = !DILocalVariable(name: "x", arg: 1, scope: !2832, file: !1, line: 39, type: !803)
!2836 = !DILocation(line: 39, column: 51, scope: !2832)
!2837 = !DILocalVariable(name: "y", arg: 2, scope: !2832, file: !1, line: 39, type: !803)
!2838 = !DILocation(line: 39, column: 76, scope: !2832)
!2839 = !DILocalVariable(name: "s", scope: !2832, file: !1, line: 41, type: !405)
!2840 = !DILocation(line: 41, column: 5, scope: !2832)
!2841 = !DILocalVariable(name: "i", scope: !2842, file: !1, line: 42, type: !4)
!2842 = distinct !DILexicalBlock(scope: !2832, file: !1, line: 42, column: 3)
!2843 = !DILocation(line: 42, column: 15, scope: !2842)
!2844 = !DILocation(line: 42, column: 8, scope: !2842)
!2845 = !DILocation(line: 42, column: 22, scope: !2846)
!2846 = distinct !DILexicalBlock(scope: !2842, file: !1, line: 42, column: 3)
!2847 = !DILocation(line: 42, column: 26, scope: !2846)
!2848 = !DILocation(line: 42, column: 28, scope: !2846)
!2849 = !DILocation(line: 42, column: 24, scope: !2846)
!2850 = !DILocation(line: 42, column: 3, scope: !2842)
!2851 = !DILocation(line: 43, column: 10, scope: !2846)
!2852 = !DILocation(line: 43, column: 12, scope: !2846)
!2853 = !DILocation(line: 43, column: 17, scope: !2846)
!2854 = !DILocation(line: 43, column: 19, scope: !2846)
!2855 = !DILocation(line: 43, column: 15, scope: !2846)
!2856 = !DILocation(line: 43, column: 7, scope: !2846)
!2857 = !DILocation(line: 43, column: 5, scope: !2846)
!2858 = !DILocation(line: 42, column: 37, scope: !2846)
!2859 = !DILocation(line: 42, column: 3, scope: !2846)
!2860 = distinct !{!2860, !2850, !2861, !1570}
!2861 = !DILocation(line: 43, column: 20, scope: !2842)
!2862 = !DILocation(line: 44, column: 10, scope: !2832)
!2863 = !DILocation(line: 44, column: 3, scope: !2832)
!2864 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIlSaIlEED2Ev", scope: !560, file: !8, line: 728, type: !782, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !832, retainedNodes: !137)
!2865 = !DILocalVariable(name: "this", arg: 1, scope: !2864, type: !2774, flags: DIFlagArtificial | DIFlagObjectPointer)
!2866 = !DILocation(line: 0, scope: !2864)
!2867 = !DILocation(line: 730, column: 22, scope: !2868)
!2868 = distinct !DILexicalBlock(scope: !2864, file: !8, line: 729, column: 7)
!2869 = !DILocation(line: 730, column: 16, scope: !2868)
!2870 = !DILocation(line: 730, column: 30, scope: !2868)
!2871 = !DILocation(line: 730, column: 46, scope: !2868)
!2872 = !DILocation(line: 730, column: 40, scope: !2868)
!2873 = !DILocation(line: 730, column: 54, scope: !2868)
!2874 = !DILocation(line: 731, column: 9, scope: !2868)
!2875 = !DILocation(line: 730, column: 2, scope: !2868)
!2876 = !DILocation(line: 733, column: 7, scope: !2868)
!2877 = !DILocation(line: 733, column: 7, scope: !2864)
!2878 = distinct !DISubprogram(name: "~Matrix", linkageName: "_ZN6MatrixIlED2Ev", scope: !1074, file: !1, line: 8, type: !2879, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !2881, retainedNodes: !137)
!2879 = !DISubroutineType(types: !2880)
!2880 = !{null, !1082}
!2881 = !DISubprogram(name: "~Matrix", scope: !1074, type: !2879, flags: DIFlagPublic | DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2882 = !DILocalVariable(name: "this", arg: 1, scope: !2878, type: !2663, flags: DIFlagArtificial | DIFlagObjectPointer)
!2883 = !DILocation(line: 0, scope: !2878)
!2884 = !DILocation(line: 8, column: 29, scope: !2885)
!2885 = distinct !DILexicalBlock(scope: !2878, file: !1, line: 8, column: 29)
!2886 = !DILocation(line: 8, column: 29, scope: !2878)
!2887 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIlSaIlEEC2EmRKlRKS0_", scope: !560, file: !8, line: 564, type: !795, scopeLine: 567, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !794, retainedNodes: !137)
!2888 = !DILocalVariable(name: "this", arg: 1, scope: !2887, type: !2774, flags: DIFlagArtificial | DIFlagObjectPointer)
!2889 = !DILocation(line: 0, scope: !2887)
!2890 = !DILocalVariable(name: "__n", arg: 2, scope: !2887, file: !8, line: 564, type: !294)
!2891 = !DILocation(line: 564, column: 24, scope: !2887)
!2892 = !DILocalVariable(name: "__value", arg: 3, scope: !2887, file: !8, line: 564, type: !797)
!2893 = !DILocation(line: 564, column: 47, scope: !2887)
!2894 = !DILocalVariable(name: "__a", arg: 4, scope: !2887, file: !8, line: 565, type: !788)
!2895 = !DILocation(line: 565, column: 29, scope: !2887)
!2896 = !DILocation(line: 567, column: 7, scope: !2887)
!2897 = !DILocation(line: 566, column: 33, scope: !2887)
!2898 = !DILocation(line: 566, column: 38, scope: !2887)
!2899 = !DILocation(line: 566, column: 15, scope: !2887)
!2900 = !DILocation(line: 566, column: 44, scope: !2887)
!2901 = !DILocation(line: 566, column: 9, scope: !2887)
!2902 = !DILocation(line: 567, column: 28, scope: !2903)
!2903 = distinct !DILexicalBlock(scope: !2887, file: !8, line: 567, column: 7)
!2904 = !DILocation(line: 567, column: 33, scope: !2903)
!2905 = !DILocation(line: 567, column: 9, scope: !2903)
!2906 = !DILocation(line: 567, column: 43, scope: !2887)
!2907 = !DILocation(line: 567, column: 43, scope: !2903)
!2908 = distinct !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIlSaIlEE17_S_check_init_lenEmRKS0_", scope: !560, file: !8, line: 1902, type: !1026, scopeLine: 1903, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1025, retainedNodes: !137)
!2909 = !DILocalVariable(name: "__n", arg: 1, scope: !2908, file: !8, line: 1902, type: !294)
!2910 = !DILocation(line: 1902, column: 35, scope: !2908)
!2911 = !DILocalVariable(name: "__a", arg: 2, scope: !2908, file: !8, line: 1902, type: !788)
!2912 = !DILocation(line: 1902, column: 62, scope: !2908)
!2913 = !DILocation(line: 1904, column: 6, scope: !2914)
!2914 = distinct !DILexicalBlock(scope: !2908, file: !8, line: 1904, column: 6)
!2915 = !DILocation(line: 1904, column: 39, scope: !2914)
!2916 = !DILocation(line: 1904, column: 24, scope: !2914)
!2917 = !DILocation(line: 1904, column: 12, scope: !2914)
!2918 = !DILocation(line: 1904, column: 10, scope: !2914)
!2919 = !DILocation(line: 1904, column: 6, scope: !2908)
!2920 = !DILocation(line: 1905, column: 4, scope: !2914)
!2921 = !DILocation(line: 1907, column: 9, scope: !2908)
!2922 = !DILocation(line: 1907, column: 2, scope: !2908)
!2923 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIlSaIlEEC2EmRKS0_", scope: !563, file: !8, line: 330, type: !743, scopeLine: 332, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !742, retainedNodes: !137)
!2924 = !DILocalVariable(name: "this", arg: 1, scope: !2923, type: !2925, flags: DIFlagArtificial | DIFlagObjectPointer)
!2925 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !563, size: 64)
!2926 = !DILocation(line: 0, scope: !2923)
!2927 = !DILocalVariable(name: "__n", arg: 2, scope: !2923, file: !8, line: 330, type: !75)
!2928 = !DILocation(line: 330, column: 27, scope: !2923)
!2929 = !DILocalVariable(name: "__a", arg: 3, scope: !2923, file: !8, line: 330, type: !737)
!2930 = !DILocation(line: 330, column: 54, scope: !2923)
!2931 = !DILocation(line: 331, column: 9, scope: !2923)
!2932 = !DILocation(line: 331, column: 17, scope: !2923)
!2933 = !DILocation(line: 332, column: 27, scope: !2934)
!2934 = distinct !DILexicalBlock(scope: !2923, file: !8, line: 332, column: 7)
!2935 = !DILocation(line: 332, column: 9, scope: !2934)
!2936 = !DILocation(line: 332, column: 33, scope: !2923)
!2937 = !DILocation(line: 332, column: 33, scope: !2934)
!2938 = distinct !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIlSaIlEE18_M_fill_initializeEmRKl", scope: !560, file: !8, line: 1699, type: !844, scopeLine: 1700, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1009, retainedNodes: !137)
!2939 = !DILocalVariable(name: "this", arg: 1, scope: !2938, type: !2774, flags: DIFlagArtificial | DIFlagObjectPointer)
!2940 = !DILocation(line: 0, scope: !2938)
!2941 = !DILocalVariable(name: "__n", arg: 2, scope: !2938, file: !8, line: 1699, type: !294)
!2942 = !DILocation(line: 1699, column: 36, scope: !2938)
!2943 = !DILocalVariable(name: "__value", arg: 3, scope: !2938, file: !8, line: 1699, type: !797)
!2944 = !DILocation(line: 1699, column: 59, scope: !2938)
!2945 = !DILocation(line: 1702, column: 40, scope: !2938)
!2946 = !DILocation(line: 1702, column: 34, scope: !2938)
!2947 = !DILocation(line: 1702, column: 48, scope: !2938)
!2948 = !DILocation(line: 1702, column: 58, scope: !2938)
!2949 = !DILocation(line: 1702, column: 63, scope: !2938)
!2950 = !DILocation(line: 1703, column: 6, scope: !2938)
!2951 = !DILocation(line: 1702, column: 4, scope: !2938)
!2952 = !DILocation(line: 1701, column: 8, scope: !2938)
!2953 = !DILocation(line: 1701, column: 2, scope: !2938)
!2954 = !DILocation(line: 1701, column: 16, scope: !2938)
!2955 = !DILocation(line: 1701, column: 26, scope: !2938)
!2956 = !DILocation(line: 1704, column: 7, scope: !2938)
!2957 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIlSaIlEED2Ev", scope: !563, file: !8, line: 364, type: !732, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !758, retainedNodes: !137)
!2958 = !DILocalVariable(name: "this", arg: 1, scope: !2957, type: !2925, flags: DIFlagArtificial | DIFlagObjectPointer)
!2959 = !DILocation(line: 0, scope: !2957)
!2960 = !DILocation(line: 366, column: 16, scope: !2961)
!2961 = distinct !DILexicalBlock(scope: !2957, file: !8, line: 365, column: 7)
!2962 = !DILocation(line: 366, column: 24, scope: !2961)
!2963 = !DILocation(line: 367, column: 9, scope: !2961)
!2964 = !DILocation(line: 367, column: 17, scope: !2961)
!2965 = !DILocation(line: 367, column: 37, scope: !2961)
!2966 = !DILocation(line: 367, column: 45, scope: !2961)
!2967 = !DILocation(line: 367, column: 35, scope: !2961)
!2968 = !DILocation(line: 366, column: 2, scope: !2961)
!2969 = !DILocation(line: 368, column: 7, scope: !2961)
!2970 = !DILocation(line: 368, column: 7, scope: !2957)
!2971 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIlSaIlEE11_S_max_sizeERKS0_", scope: !560, file: !8, line: 1911, type: !1029, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1028, retainedNodes: !137)
!2972 = !DILocalVariable(name: "__a", arg: 1, scope: !2971, file: !8, line: 1911, type: !1031)
!2973 = !DILocation(line: 1911, column: 41, scope: !2971)
!2974 = !DILocalVariable(name: "__diffmax", scope: !2971, file: !8, line: 1916, type: !2039)
!2975 = !DILocation(line: 1916, column: 15, scope: !2971)
!2976 = !DILocalVariable(name: "__allocmax", scope: !2971, file: !8, line: 1918, type: !2039)
!2977 = !DILocation(line: 1918, column: 15, scope: !2971)
!2978 = !DILocation(line: 1918, column: 52, scope: !2971)
!2979 = !DILocation(line: 1918, column: 28, scope: !2971)
!2980 = !DILocation(line: 1919, column: 9, scope: !2971)
!2981 = !DILocation(line: 1919, column: 2, scope: !2971)
!2982 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIlEC2ERKS_", scope: !584, file: !38, line: 159, type: !632, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !631, retainedNodes: !137)
!2983 = !DILocalVariable(name: "this", arg: 1, scope: !2982, type: !2767, flags: DIFlagArtificial | DIFlagObjectPointer)
!2984 = !DILocation(line: 0, scope: !2982)
!2985 = !DILocalVariable(name: "__a", arg: 2, scope: !2982, file: !38, line: 159, type: !634)
!2986 = !DILocation(line: 159, column: 34, scope: !2982)
!2987 = !DILocation(line: 160, column: 36, scope: !2982)
!2988 = !DILocation(line: 160, column: 31, scope: !2982)
!2989 = !DILocation(line: 160, column: 9, scope: !2982)
!2990 = !DILocation(line: 160, column: 38, scope: !2982)
!2991 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIlEE8max_sizeERKS0_", scope: !575, file: !28, line: 547, type: !648, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !647, retainedNodes: !137)
!2992 = !DILocalVariable(name: "__a", arg: 1, scope: !2991, file: !28, line: 547, type: !651)
!2993 = !DILocation(line: 547, column: 38, scope: !2991)
!2994 = !DILocation(line: 550, column: 9, scope: !2991)
!2995 = !DILocation(line: 550, column: 13, scope: !2991)
!2996 = !DILocation(line: 550, column: 2, scope: !2991)
!2997 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIlE8max_sizeEv", scope: !588, file: !44, line: 167, type: !622, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !621, retainedNodes: !137)
!2998 = !DILocalVariable(name: "this", arg: 1, scope: !2997, type: !2999, flags: DIFlagArtificial | DIFlagObjectPointer)
!2999 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !598, size: 64)
!3000 = !DILocation(line: 0, scope: !2997)
!3001 = !DILocation(line: 168, column: 16, scope: !2997)
!3002 = !DILocation(line: 168, column: 9, scope: !2997)
!3003 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIlE11_M_max_sizeEv", scope: !588, file: !44, line: 210, type: !622, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !624, retainedNodes: !137)
!3004 = !DILocalVariable(name: "this", arg: 1, scope: !3003, type: !2999, flags: DIFlagArtificial | DIFlagObjectPointer)
!3005 = !DILocation(line: 0, scope: !3003)
!3006 = !DILocation(line: 213, column: 2, scope: !3003)
!3007 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIlEC2ERKS0_", scope: !588, file: !44, line: 83, type: !595, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !594, retainedNodes: !137)
!3008 = !DILocalVariable(name: "this", arg: 1, scope: !3007, type: !3009, flags: DIFlagArtificial | DIFlagObjectPointer)
!3009 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64)
!3010 = !DILocation(line: 0, scope: !3007)
!3011 = !DILocalVariable(arg: 2, scope: !3007, file: !44, line: 83, type: !597)
!3012 = !DILocation(line: 83, column: 45, scope: !3007)
!3013 = !DILocation(line: 83, column: 71, scope: !3007)
!3014 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIlSaIlEE12_Vector_implC2ERKS0_", scope: !566, file: !8, line: 143, type: !702, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !701, retainedNodes: !137)
!3015 = !DILocalVariable(name: "this", arg: 1, scope: !3014, type: !3016, flags: DIFlagArtificial | DIFlagObjectPointer)
!3016 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !566, size: 64)
!3017 = !DILocation(line: 0, scope: !3014)
!3018 = !DILocalVariable(name: "__a", arg: 2, scope: !3014, file: !8, line: 143, type: !704)
!3019 = !DILocation(line: 143, column: 37, scope: !3014)
!3020 = !DILocation(line: 145, column: 2, scope: !3014)
!3021 = !DILocation(line: 144, column: 19, scope: !3014)
!3022 = !DILocation(line: 144, column: 4, scope: !3014)
!3023 = !DILocation(line: 143, column: 2, scope: !3014)
!3024 = !DILocation(line: 145, column: 4, scope: !3014)
!3025 = distinct !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_M_create_storageEm", scope: !563, file: !8, line: 393, type: !740, scopeLine: 394, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !765, retainedNodes: !137)
!3026 = !DILocalVariable(name: "this", arg: 1, scope: !3025, type: !2925, flags: DIFlagArtificial | DIFlagObjectPointer)
!3027 = !DILocation(line: 0, scope: !3025)
!3028 = !DILocalVariable(name: "__n", arg: 2, scope: !3025, file: !8, line: 393, type: !75)
!3029 = !DILocation(line: 393, column: 32, scope: !3025)
!3030 = !DILocation(line: 395, column: 45, scope: !3025)
!3031 = !DILocation(line: 395, column: 33, scope: !3025)
!3032 = !DILocation(line: 395, column: 8, scope: !3025)
!3033 = !DILocation(line: 395, column: 2, scope: !3025)
!3034 = !DILocation(line: 395, column: 16, scope: !3025)
!3035 = !DILocation(line: 395, column: 25, scope: !3025)
!3036 = !DILocation(line: 396, column: 34, scope: !3025)
!3037 = !DILocation(line: 396, column: 28, scope: !3025)
!3038 = !DILocation(line: 396, column: 42, scope: !3025)
!3039 = !DILocation(line: 396, column: 8, scope: !3025)
!3040 = !DILocation(line: 396, column: 2, scope: !3025)
!3041 = !DILocation(line: 396, column: 16, scope: !3025)
!3042 = !DILocation(line: 396, column: 26, scope: !3025)
!3043 = !DILocation(line: 397, column: 42, scope: !3025)
!3044 = !DILocation(line: 397, column: 36, scope: !3025)
!3045 = !DILocation(line: 397, column: 50, scope: !3025)
!3046 = !DILocation(line: 397, column: 61, scope: !3025)
!3047 = !DILocation(line: 397, column: 59, scope: !3025)
!3048 = !DILocation(line: 397, column: 8, scope: !3025)
!3049 = !DILocation(line: 397, column: 2, scope: !3025)
!3050 = !DILocation(line: 397, column: 16, scope: !3025)
!3051 = !DILocation(line: 397, column: 34, scope: !3025)
!3052 = !DILocation(line: 398, column: 7, scope: !3025)
!3053 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIlSaIlEE12_Vector_implD2Ev", scope: !566, file: !8, line: 133, type: !698, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !3054, retainedNodes: !137)
!3054 = !DISubprogram(name: "~_Vector_impl", scope: !566, type: !698, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!3055 = !DILocalVariable(name: "this", arg: 1, scope: !3053, type: !3016, flags: DIFlagArtificial | DIFlagObjectPointer)
!3056 = !DILocation(line: 0, scope: !3053)
!3057 = !DILocation(line: 133, column: 14, scope: !3058)
!3058 = distinct !DILexicalBlock(scope: !3053, file: !8, line: 133, column: 14)
!3059 = !DILocation(line: 133, column: 14, scope: !3053)
!3060 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIlSaIlEE17_Vector_impl_dataC2Ev", scope: !673, file: !8, line: 99, type: !681, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !680, retainedNodes: !137)
!3061 = !DILocalVariable(name: "this", arg: 1, scope: !3060, type: !3062, flags: DIFlagArtificial | DIFlagObjectPointer)
!3062 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !673, size: 64)
!3063 = !DILocation(line: 0, scope: !3060)
!3064 = !DILocation(line: 100, column: 4, scope: !3060)
!3065 = !DILocation(line: 100, column: 16, scope: !3060)
!3066 = !DILocation(line: 100, column: 29, scope: !3060)
!3067 = !DILocation(line: 101, column: 4, scope: !3060)
!3068 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE11_M_allocateEm", scope: !563, file: !8, line: 375, type: !760, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !759, retainedNodes: !137)
!3069 = !DILocalVariable(name: "this", arg: 1, scope: !3068, type: !2925, flags: DIFlagArtificial | DIFlagObjectPointer)
!3070 = !DILocation(line: 0, scope: !3068)
!3071 = !DILocalVariable(name: "__n", arg: 2, scope: !3068, file: !8, line: 375, type: !75)
!3072 = !DILocation(line: 375, column: 26, scope: !3068)
!3073 = !DILocation(line: 378, column: 9, scope: !3068)
!3074 = !DILocation(line: 378, column: 13, scope: !3068)
!3075 = !DILocation(line: 378, column: 34, scope: !3068)
!3076 = !DILocation(line: 378, column: 43, scope: !3068)
!3077 = !DILocation(line: 378, column: 20, scope: !3068)
!3078 = !DILocation(line: 378, column: 2, scope: !3068)
!3079 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIlEE8allocateERS0_m", scope: !575, file: !28, line: 463, type: !578, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !577, retainedNodes: !137)
!3080 = !DILocalVariable(name: "__a", arg: 1, scope: !3079, file: !28, line: 463, type: !582)
!3081 = !DILocation(line: 463, column: 32, scope: !3079)
!3082 = !DILocalVariable(name: "__n", arg: 2, scope: !3079, file: !28, line: 463, type: !102)
!3083 = !DILocation(line: 463, column: 47, scope: !3079)
!3084 = !DILocation(line: 464, column: 16, scope: !3079)
!3085 = !DILocation(line: 464, column: 29, scope: !3079)
!3086 = !DILocation(line: 464, column: 20, scope: !3079)
!3087 = !DILocation(line: 464, column: 9, scope: !3079)
!3088 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIlE8allocateEmPKv", scope: !588, file: !44, line: 112, type: !616, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !615, retainedNodes: !137)
!3089 = !DILocalVariable(name: "this", arg: 1, scope: !3088, type: !3009, flags: DIFlagArtificial | DIFlagObjectPointer)
!3090 = !DILocation(line: 0, scope: !3088)
!3091 = !DILocalVariable(name: "__n", arg: 2, scope: !3088, file: !44, line: 112, type: !74)
!3092 = !DILocation(line: 112, column: 26, scope: !3088)
!3093 = !DILocalVariable(arg: 3, scope: !3088, file: !44, line: 112, type: !77)
!3094 = !DILocation(line: 112, column: 43, scope: !3088)
!3095 = !DILocation(line: 120, column: 23, scope: !3096)
!3096 = distinct !DILexicalBlock(scope: !3088, file: !44, line: 120, column: 6)
!3097 = !DILocation(line: 120, column: 35, scope: !3096)
!3098 = !DILocation(line: 120, column: 27, scope: !3096)
!3099 = !DILocation(line: 120, column: 6, scope: !3088)
!3100 = !DILocation(line: 124, column: 10, scope: !3101)
!3101 = distinct !DILexicalBlock(scope: !3102, file: !44, line: 124, column: 10)
!3102 = distinct !DILexicalBlock(scope: !3096, file: !44, line: 121, column: 4)
!3103 = !DILocation(line: 124, column: 14, scope: !3101)
!3104 = !DILocation(line: 124, column: 10, scope: !3102)
!3105 = !DILocation(line: 125, column: 8, scope: !3101)
!3106 = !DILocation(line: 126, column: 6, scope: !3102)
!3107 = !DILocation(line: 137, column: 49, scope: !3088)
!3108 = !DILocation(line: 137, column: 53, scope: !3088)
!3109 = !DILocation(line: 137, column: 27, scope: !3088)
!3110 = !DILocation(line: 137, column: 9, scope: !3088)
!3111 = !DILocation(line: 137, column: 2, scope: !3088)
!3112 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIlED2Ev", scope: !588, file: !44, line: 90, type: !591, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !599, retainedNodes: !137)
!3113 = !DILocalVariable(name: "this", arg: 1, scope: !3112, type: !3009, flags: DIFlagArtificial | DIFlagObjectPointer)
!3114 = !DILocation(line: 0, scope: !3112)
!3115 = !DILocation(line: 90, column: 50, scope: !3112)
!3116 = distinct !DISubprogram(name: "__uninitialized_fill_n_a<long *, unsigned long, long, long>", linkageName: "_ZSt24__uninitialized_fill_n_aIPlmllET_S1_T0_RKT1_RSaIT2_E", scope: !10, file: !2204, line: 460, type: !3117, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3119, retainedNodes: !137)
!3117 = !DISubroutineType(types: !3118)
!3118 = !{!581, !581, !6, !614, !639}
!3119 = !{!3120, !2209, !626, !3121}
!3120 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !581)
!3121 = !DITemplateTypeParameter(name: "_Tp2", type: !405)
!3122 = !DILocalVariable(name: "__first", arg: 1, scope: !3116, file: !2204, line: 460, type: !581)
!3123 = !DILocation(line: 460, column: 47, scope: !3116)
!3124 = !DILocalVariable(name: "__n", arg: 2, scope: !3116, file: !2204, line: 460, type: !6)
!3125 = !DILocation(line: 460, column: 62, scope: !3116)
!3126 = !DILocalVariable(name: "__x", arg: 3, scope: !3116, file: !2204, line: 461, type: !614)
!3127 = !DILocation(line: 461, column: 20, scope: !3116)
!3128 = !DILocalVariable(arg: 4, scope: !3116, file: !2204, line: 461, type: !639)
!3129 = !DILocation(line: 461, column: 41, scope: !3116)
!3130 = !DILocation(line: 467, column: 40, scope: !3116)
!3131 = !DILocation(line: 467, column: 49, scope: !3116)
!3132 = !DILocation(line: 467, column: 54, scope: !3116)
!3133 = !DILocation(line: 467, column: 14, scope: !3116)
!3134 = !DILocation(line: 467, column: 7, scope: !3116)
!3135 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIlSaIlEE19_M_get_Tp_allocatorEv", scope: !563, file: !8, line: 298, type: !718, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !717, retainedNodes: !137)
!3136 = !DILocalVariable(name: "this", arg: 1, scope: !3135, type: !2925, flags: DIFlagArtificial | DIFlagObjectPointer)
!3137 = !DILocation(line: 0, scope: !3135)
!3138 = !DILocation(line: 299, column: 22, scope: !3135)
!3139 = !DILocation(line: 299, column: 16, scope: !3135)
!3140 = !DILocation(line: 299, column: 9, scope: !3135)
!3141 = distinct !DISubprogram(name: "uninitialized_fill_n<long *, unsigned long, long>", linkageName: "_ZSt20uninitialized_fill_nIPlmlET_S1_T0_RKT1_", scope: !10, file: !2204, line: 312, type: !3142, scopeLine: 313, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3144, retainedNodes: !137)
!3142 = !DISubroutineType(types: !3143)
!3143 = !{!581, !581, !6, !614}
!3144 = !{!3120, !2209, !626}
!3145 = !DILocalVariable(name: "__first", arg: 1, scope: !3141, file: !2204, line: 312, type: !581)
!3146 = !DILocation(line: 312, column: 43, scope: !3141)
!3147 = !DILocalVariable(name: "__n", arg: 2, scope: !3141, file: !2204, line: 312, type: !6)
!3148 = !DILocation(line: 312, column: 58, scope: !3141)
!3149 = !DILocalVariable(name: "__x", arg: 3, scope: !3141, file: !2204, line: 312, type: !614)
!3150 = !DILocation(line: 312, column: 74, scope: !3141)
!3151 = !DILocalVariable(name: "__can_fill", scope: !3141, file: !2204, line: 319, type: !242)
!3152 = !DILocation(line: 319, column: 18, scope: !3141)
!3153 = !DILocation(line: 327, column: 18, scope: !3141)
!3154 = !DILocation(line: 327, column: 27, scope: !3141)
!3155 = !DILocation(line: 327, column: 32, scope: !3141)
!3156 = !DILocation(line: 326, column: 14, scope: !3141)
!3157 = !DILocation(line: 326, column: 7, scope: !3141)
!3158 = distinct !DISubprogram(name: "__uninit_fill_n<long *, unsigned long, long>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_", scope: !2248, file: !2204, line: 292, type: !3142, scopeLine: 294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3144, declaration: !3159, retainedNodes: !137)
!3159 = !DISubprogram(name: "__uninit_fill_n<long *, unsigned long, long>", linkageName: "_ZNSt22__uninitialized_fill_nILb1EE15__uninit_fill_nIPlmlEET_S3_T0_RKT1_", scope: !2248, file: !2204, line: 292, type: !3142, scopeLine: 292, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !3144)
!3160 = !DILocalVariable(name: "__first", arg: 1, scope: !3158, file: !2204, line: 292, type: !581)
!3161 = !DILocation(line: 292, column: 42, scope: !3158)
!3162 = !DILocalVariable(name: "__n", arg: 2, scope: !3158, file: !2204, line: 292, type: !6)
!3163 = !DILocation(line: 292, column: 57, scope: !3158)
!3164 = !DILocalVariable(name: "__x", arg: 3, scope: !3158, file: !2204, line: 293, type: !614)
!3165 = !DILocation(line: 293, column: 15, scope: !3158)
!3166 = !DILocation(line: 294, column: 30, scope: !3158)
!3167 = !DILocation(line: 294, column: 39, scope: !3158)
!3168 = !DILocation(line: 294, column: 44, scope: !3158)
!3169 = !DILocation(line: 294, column: 18, scope: !3158)
!3170 = !DILocation(line: 294, column: 11, scope: !3158)
!3171 = distinct !DISubprogram(name: "fill_n<long *, unsigned long, long>", linkageName: "_ZSt6fill_nIPlmlET_S1_T0_RKT1_", scope: !10, file: !2063, line: 1143, type: !3142, scopeLine: 1144, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3172, retainedNodes: !137)
!3172 = !{!3173, !2209, !626}
!3173 = !DITemplateTypeParameter(name: "_OI", type: !581)
!3174 = !DILocalVariable(name: "__first", arg: 1, scope: !3171, file: !2063, line: 1143, type: !581)
!3175 = !DILocation(line: 1143, column: 16, scope: !3171)
!3176 = !DILocalVariable(name: "__n", arg: 2, scope: !3171, file: !2063, line: 1143, type: !6)
!3177 = !DILocation(line: 1143, column: 31, scope: !3171)
!3178 = !DILocalVariable(name: "__value", arg: 3, scope: !3171, file: !2063, line: 1143, type: !614)
!3179 = !DILocation(line: 1143, column: 47, scope: !3171)
!3180 = !DILocation(line: 1148, column: 30, scope: !3171)
!3181 = !DILocation(line: 1148, column: 62, scope: !3171)
!3182 = !DILocation(line: 1148, column: 39, scope: !3171)
!3183 = !DILocation(line: 1148, column: 68, scope: !3171)
!3184 = !DILocation(line: 1149, column: 11, scope: !3171)
!3185 = !DILocation(line: 1148, column: 14, scope: !3171)
!3186 = !DILocation(line: 1148, column: 7, scope: !3171)
!3187 = distinct !DISubprogram(name: "__fill_n_a<long *, unsigned long, long>", linkageName: "_ZSt10__fill_n_aIPlmlET_S1_T0_RKT1_St26random_access_iterator_tag", scope: !10, file: !2063, line: 1108, type: !3188, scopeLine: 1110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3190, retainedNodes: !137)
!3188 = !DISubroutineType(types: !3189)
!3189 = !{!581, !581, !6, !614, !2282}
!3190 = !{!3191, !2209, !626}
!3191 = !DITemplateTypeParameter(name: "_OutputIterator", type: !581)
!3192 = !DILocalVariable(name: "__first", arg: 1, scope: !3187, file: !2063, line: 1108, type: !581)
!3193 = !DILocation(line: 1108, column: 32, scope: !3187)
!3194 = !DILocalVariable(name: "__n", arg: 2, scope: !3187, file: !2063, line: 1108, type: !6)
!3195 = !DILocation(line: 1108, column: 47, scope: !3187)
!3196 = !DILocalVariable(name: "__value", arg: 3, scope: !3187, file: !2063, line: 1108, type: !614)
!3197 = !DILocation(line: 1108, column: 63, scope: !3187)
!3198 = !DILocalVariable(arg: 4, scope: !3187, file: !2063, line: 1109, type: !2282)
!3199 = !DILocation(line: 1109, column: 40, scope: !3187)
!3200 = !DILocation(line: 1114, column: 11, scope: !3201)
!3201 = distinct !DILexicalBlock(scope: !3187, file: !2063, line: 1114, column: 11)
!3202 = !DILocation(line: 1114, column: 15, scope: !3201)
!3203 = !DILocation(line: 1114, column: 11, scope: !3187)
!3204 = !DILocation(line: 1115, column: 9, scope: !3201)
!3205 = !DILocation(line: 1115, column: 2, scope: !3201)
!3206 = !DILocation(line: 1119, column: 21, scope: !3187)
!3207 = !DILocation(line: 1119, column: 30, scope: !3187)
!3208 = !DILocation(line: 1119, column: 40, scope: !3187)
!3209 = !DILocation(line: 1119, column: 38, scope: !3187)
!3210 = !DILocation(line: 1119, column: 45, scope: !3187)
!3211 = !DILocation(line: 1119, column: 7, scope: !3187)
!3212 = !DILocation(line: 1120, column: 14, scope: !3187)
!3213 = !DILocation(line: 1120, column: 24, scope: !3187)
!3214 = !DILocation(line: 1120, column: 22, scope: !3187)
!3215 = !DILocation(line: 1120, column: 7, scope: !3187)
!3216 = !DILocation(line: 1121, column: 5, scope: !3187)
!3217 = distinct !DISubprogram(name: "__iterator_category<long *>", linkageName: "_ZSt19__iterator_categoryIPlENSt15iterator_traitsIT_E17iterator_categoryERKS2_", scope: !10, file: !378, line: 238, type: !3218, scopeLine: 239, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3226, retainedNodes: !137)
!3218 = !DISubroutineType(types: !3219)
!3219 = !{!3220, !3224}
!3220 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator_category", scope: !3221, file: !378, line: 212, baseType: !2282)
!3221 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<long *>", scope: !10, file: !378, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !137, templateParams: !3222, identifier: "_ZTSSt15iterator_traitsIPlE")
!3222 = !{!3223}
!3223 = !DITemplateTypeParameter(name: "_Iterator", type: !581)
!3224 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3225, size: 64)
!3225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !581)
!3226 = !{!3227}
!3227 = !DITemplateTypeParameter(name: "_Iter", type: !581)
!3228 = !DILocalVariable(arg: 1, scope: !3217, file: !378, line: 238, type: !3224)
!3229 = !DILocation(line: 238, column: 37, scope: !3217)
!3230 = !DILocation(line: 239, column: 7, scope: !3217)
!3231 = distinct !DISubprogram(name: "__fill_a<long *, long>", linkageName: "_ZSt8__fill_aIPllEvT_S1_RKT0_", scope: !10, file: !2063, line: 967, type: !3232, scopeLine: 968, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3234, retainedNodes: !137)
!3232 = !DISubroutineType(types: !3233)
!3233 = !{null, !581, !581, !614}
!3234 = !{!3235, !626}
!3235 = !DITemplateTypeParameter(name: "_FIte", type: !581)
!3236 = !DILocalVariable(name: "__first", arg: 1, scope: !3231, file: !2063, line: 967, type: !581)
!3237 = !DILocation(line: 967, column: 20, scope: !3231)
!3238 = !DILocalVariable(name: "__last", arg: 2, scope: !3231, file: !2063, line: 967, type: !581)
!3239 = !DILocation(line: 967, column: 35, scope: !3231)
!3240 = !DILocalVariable(name: "__value", arg: 3, scope: !3231, file: !2063, line: 967, type: !614)
!3241 = !DILocation(line: 967, column: 54, scope: !3231)
!3242 = !DILocation(line: 968, column: 22, scope: !3231)
!3243 = !DILocation(line: 968, column: 31, scope: !3231)
!3244 = !DILocation(line: 968, column: 39, scope: !3231)
!3245 = !DILocation(line: 968, column: 7, scope: !3231)
!3246 = !DILocation(line: 968, column: 49, scope: !3231)
!3247 = distinct !DISubprogram(name: "__fill_a1<long *, long>", linkageName: "_ZSt9__fill_a1IPllEN9__gnu_cxx11__enable_ifIXsr11__is_scalarIT0_EE7__valueEvE6__typeET_S6_RKS3_", scope: !10, file: !2063, line: 917, type: !3248, scopeLine: 919, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3250, retainedNodes: !137)
!3248 = !DISubroutineType(types: !3249)
!3249 = !{!2359, !581, !581, !614}
!3250 = !{!3120, !626}
!3251 = !DILocalVariable(name: "__first", arg: 1, scope: !3247, file: !2063, line: 917, type: !581)
!3252 = !DILocation(line: 917, column: 32, scope: !3247)
!3253 = !DILocalVariable(name: "__last", arg: 2, scope: !3247, file: !2063, line: 917, type: !581)
!3254 = !DILocation(line: 917, column: 58, scope: !3247)
!3255 = !DILocalVariable(name: "__value", arg: 3, scope: !3247, file: !2063, line: 918, type: !614)
!3256 = !DILocation(line: 918, column: 19, scope: !3247)
!3257 = !DILocalVariable(name: "__tmp", scope: !3247, file: !2063, line: 920, type: !612)
!3258 = !DILocation(line: 920, column: 17, scope: !3247)
!3259 = !DILocation(line: 920, column: 25, scope: !3247)
!3260 = !DILocation(line: 921, column: 7, scope: !3247)
!3261 = !DILocation(line: 921, column: 14, scope: !3262)
!3262 = distinct !DILexicalBlock(scope: !3263, file: !2063, line: 921, column: 7)
!3263 = distinct !DILexicalBlock(scope: !3247, file: !2063, line: 921, column: 7)
!3264 = !DILocation(line: 921, column: 25, scope: !3262)
!3265 = !DILocation(line: 921, column: 22, scope: !3262)
!3266 = !DILocation(line: 921, column: 7, scope: !3263)
!3267 = !DILocation(line: 922, column: 13, scope: !3262)
!3268 = !DILocation(line: 922, column: 3, scope: !3262)
!3269 = !DILocation(line: 922, column: 11, scope: !3262)
!3270 = !DILocation(line: 922, column: 2, scope: !3262)
!3271 = !DILocation(line: 921, column: 33, scope: !3262)
!3272 = !DILocation(line: 921, column: 7, scope: !3262)
!3273 = distinct !{!3273, !3266, !3274, !1570}
!3274 = !DILocation(line: 922, column: 13, scope: !3263)
!3275 = !DILocation(line: 923, column: 5, scope: !3247)
!3276 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIlSaIlEE13_M_deallocateEPlm", scope: !563, file: !8, line: 383, type: !763, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !762, retainedNodes: !137)
!3277 = !DILocalVariable(name: "this", arg: 1, scope: !3276, type: !2925, flags: DIFlagArtificial | DIFlagObjectPointer)
!3278 = !DILocation(line: 0, scope: !3276)
!3279 = !DILocalVariable(name: "__p", arg: 2, scope: !3276, file: !8, line: 383, type: !676)
!3280 = !DILocation(line: 383, column: 29, scope: !3276)
!3281 = !DILocalVariable(name: "__n", arg: 3, scope: !3276, file: !8, line: 383, type: !75)
!3282 = !DILocation(line: 383, column: 41, scope: !3276)
!3283 = !DILocation(line: 386, column: 6, scope: !3284)
!3284 = distinct !DILexicalBlock(scope: !3276, file: !8, line: 386, column: 6)
!3285 = !DILocation(line: 386, column: 6, scope: !3276)
!3286 = !DILocation(line: 387, column: 20, scope: !3284)
!3287 = !DILocation(line: 387, column: 29, scope: !3284)
!3288 = !DILocation(line: 387, column: 34, scope: !3284)
!3289 = !DILocation(line: 387, column: 4, scope: !3284)
!3290 = !DILocation(line: 388, column: 7, scope: !3276)
!3291 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIlEE10deallocateERS0_Plm", scope: !575, file: !28, line: 495, type: !645, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !644, retainedNodes: !137)
!3292 = !DILocalVariable(name: "__a", arg: 1, scope: !3291, file: !28, line: 495, type: !582)
!3293 = !DILocation(line: 495, column: 34, scope: !3291)
!3294 = !DILocalVariable(name: "__p", arg: 2, scope: !3291, file: !28, line: 495, type: !580)
!3295 = !DILocation(line: 495, column: 47, scope: !3291)
!3296 = !DILocalVariable(name: "__n", arg: 3, scope: !3291, file: !28, line: 495, type: !102)
!3297 = !DILocation(line: 495, column: 62, scope: !3291)
!3298 = !DILocation(line: 496, column: 9, scope: !3291)
!3299 = !DILocation(line: 496, column: 24, scope: !3291)
!3300 = !DILocation(line: 496, column: 29, scope: !3291)
!3301 = !DILocation(line: 496, column: 13, scope: !3291)
!3302 = !DILocation(line: 496, column: 35, scope: !3291)
!3303 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIlE10deallocateEPlm", scope: !588, file: !44, line: 142, type: !619, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !618, retainedNodes: !137)
!3304 = !DILocalVariable(name: "this", arg: 1, scope: !3303, type: !3009, flags: DIFlagArtificial | DIFlagObjectPointer)
!3305 = !DILocation(line: 0, scope: !3303)
!3306 = !DILocalVariable(name: "__p", arg: 2, scope: !3303, file: !44, line: 142, type: !581)
!3307 = !DILocation(line: 142, column: 23, scope: !3303)
!3308 = !DILocalVariable(name: "__n", arg: 3, scope: !3303, file: !44, line: 142, type: !74)
!3309 = !DILocation(line: 142, column: 38, scope: !3303)
!3310 = !DILocation(line: 158, column: 27, scope: !3303)
!3311 = !DILocation(line: 158, column: 2, scope: !3303)
!3312 = !DILocation(line: 159, column: 7, scope: !3303)
!3313 = distinct !DISubprogram(name: "rows", linkageName: "_ZNK6MatrixIlE4rowsEv", scope: !1074, file: !1, line: 14, type: !1084, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1083, retainedNodes: !137)
!3314 = !DILocalVariable(name: "this", arg: 1, scope: !3313, type: !2810, flags: DIFlagArtificial | DIFlagObjectPointer)
!3315 = !DILocation(line: 0, scope: !3313)
!3316 = !DILocation(line: 14, column: 29, scope: !3313)
!3317 = !DILocation(line: 14, column: 22, scope: !3313)
!3318 = distinct !DISubprogram(name: "cols", linkageName: "_ZNK6MatrixIlE4colsEv", scope: !1074, file: !1, line: 15, type: !1084, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1088, retainedNodes: !137)
!3319 = !DILocalVariable(name: "this", arg: 1, scope: !3318, type: !2810, flags: DIFlagArtificial | DIFlagObjectPointer)
!3320 = !DILocation(line: 0, scope: !3318)
!3321 = !DILocation(line: 15, column: 29, scope: !3318)
!3322 = !DILocation(line: 15, column: 22, scope: !3318)
!3323 = distinct !DISubprogram(name: "operator()", linkageName: "_ZNK6MatrixIlEclEii", scope: !1074, file: !1, line: 17, type: !1093, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1092, retainedNodes: !137)
!3324 = !DILocalVariable(name: "this", arg: 1, scope: !3323, type: !2810, flags: DIFlagArtificial | DIFlagObjectPointer)
!3325 = !DILocation(line: 0, scope: !3323)
!3326 = !DILocalVariable(name: "i", arg: 2, scope: !3323, file: !1, line: 17, type: !396)
!3327 = !DILocation(line: 17, column: 27, scope: !3323)
!3328 = !DILocalVariable(name: "j", arg: 3, scope: !3323, file: !1, line: 17, type: !396)
!3329 = !DILocation(line: 17, column: 34, scope: !3323)
!3330 = !DILocation(line: 17, column: 52, scope: !3323)
!3331 = !DILocation(line: 17, column: 74, scope: !3323)
!3332 = !DILocation(line: 17, column: 79, scope: !3323)
!3333 = !DILocation(line: 17, column: 77, scope: !3323)
!3334 = !DILocation(line: 17, column: 83, scope: !3323)
!3335 = !DILocation(line: 17, column: 81, scope: !3323)
!3336 = !DILocation(line: 17, column: 45, scope: !3323)
!3337 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIlSaIlEEixEm", scope: !560, file: !8, line: 1140, type: !954, scopeLine: 1141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !953, retainedNodes: !137)
!3338 = !DILocalVariable(name: "this", arg: 1, scope: !3337, type: !3339, flags: DIFlagArtificial | DIFlagObjectPointer)
!3339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !804, size: 64)
!3340 = !DILocation(line: 0, scope: !3337)
!3341 = !DILocalVariable(name: "__n", arg: 2, scope: !3337, file: !8, line: 1140, type: !294)
!3342 = !DILocation(line: 1140, column: 28, scope: !3337)
!3343 = !DILocation(line: 1143, column: 17, scope: !3337)
!3344 = !DILocation(line: 1143, column: 11, scope: !3337)
!3345 = !DILocation(line: 1143, column: 25, scope: !3337)
!3346 = !DILocation(line: 1143, column: 36, scope: !3337)
!3347 = !DILocation(line: 1143, column: 34, scope: !3337)
!3348 = !DILocation(line: 1143, column: 2, scope: !3337)
!3349 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIlEC2Ev", scope: !588, file: !44, line: 80, type: !591, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !590, retainedNodes: !137)
!3350 = !DILocalVariable(name: "this", arg: 1, scope: !3349, type: !3009, flags: DIFlagArtificial | DIFlagObjectPointer)
!3351 = !DILocation(line: 0, scope: !3349)
!3352 = !DILocation(line: 80, column: 49, scope: !3349)
!3353 = distinct !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIlSaIlEE21_M_default_initializeEm", scope: !560, file: !8, line: 1710, type: !936, scopeLine: 1711, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !1010, retainedNodes: !137)
!3354 = !DILocalVariable(name: "this", arg: 1, scope: !3353, type: !2774, flags: DIFlagArtificial | DIFlagObjectPointer)
!3355 = !DILocation(line: 0, scope: !3353)
!3356 = !DILocalVariable(name: "__n", arg: 2, scope: !3353, file: !8, line: 1710, type: !294)
!3357 = !DILocation(line: 1710, column: 39, scope: !3353)
!3358 = !DILocation(line: 1713, column: 43, scope: !3353)
!3359 = !DILocation(line: 1713, column: 37, scope: !3353)
!3360 = !DILocation(line: 1713, column: 51, scope: !3353)
!3361 = !DILocation(line: 1713, column: 61, scope: !3353)
!3362 = !DILocation(line: 1714, column: 9, scope: !3353)
!3363 = !DILocation(line: 1713, column: 4, scope: !3353)
!3364 = !DILocation(line: 1712, column: 8, scope: !3353)
!3365 = !DILocation(line: 1712, column: 2, scope: !3353)
!3366 = !DILocation(line: 1712, column: 16, scope: !3353)
!3367 = !DILocation(line: 1712, column: 26, scope: !3353)
!3368 = !DILocation(line: 1715, column: 7, scope: !3353)
!3369 = distinct !DISubprogram(name: "__uninitialized_default_n_a<long *, unsigned long, long>", linkageName: "_ZSt27__uninitialized_default_n_aIPlmlET_S1_T0_RSaIT1_E", scope: !10, file: !2204, line: 764, type: !3370, scopeLine: 766, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3144, retainedNodes: !137)
!3370 = !DISubroutineType(types: !3371)
!3371 = !{!581, !581, !6, !639}
!3372 = !DILocalVariable(name: "__first", arg: 1, scope: !3369, file: !2204, line: 764, type: !581)
!3373 = !DILocation(line: 764, column: 50, scope: !3369)
!3374 = !DILocalVariable(name: "__n", arg: 2, scope: !3369, file: !2204, line: 764, type: !6)
!3375 = !DILocation(line: 764, column: 65, scope: !3369)
!3376 = !DILocalVariable(arg: 3, scope: !3369, file: !2204, line: 765, type: !639)
!3377 = !DILocation(line: 765, column: 20, scope: !3369)
!3378 = !DILocation(line: 766, column: 45, scope: !3369)
!3379 = !DILocation(line: 766, column: 54, scope: !3369)
!3380 = !DILocation(line: 766, column: 14, scope: !3369)
!3381 = !DILocation(line: 766, column: 7, scope: !3369)
!3382 = distinct !DISubprogram(name: "__uninitialized_default_n<long *, unsigned long>", linkageName: "_ZSt25__uninitialized_default_nIPlmET_S1_T0_", scope: !10, file: !2204, line: 691, type: !3383, scopeLine: 692, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3385, retainedNodes: !137)
!3383 = !DISubroutineType(types: !3384)
!3384 = !{!581, !581, !6}
!3385 = !{!3120, !2209}
!3386 = !DILocalVariable(name: "__first", arg: 1, scope: !3382, file: !2204, line: 691, type: !581)
!3387 = !DILocation(line: 691, column: 48, scope: !3382)
!3388 = !DILocalVariable(name: "__n", arg: 2, scope: !3382, file: !2204, line: 691, type: !6)
!3389 = !DILocation(line: 691, column: 63, scope: !3382)
!3390 = !DILocalVariable(name: "__can_fill", scope: !3382, file: !2204, line: 696, type: !242)
!3391 = !DILocation(line: 696, column: 22, scope: !3382)
!3392 = !DILocation(line: 701, column: 21, scope: !3382)
!3393 = !DILocation(line: 701, column: 30, scope: !3382)
!3394 = !DILocation(line: 699, column: 14, scope: !3382)
!3395 = !DILocation(line: 699, column: 7, scope: !3382)
!3396 = distinct !DISubprogram(name: "__uninit_default_n<long *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_", scope: !2512, file: !2204, line: 655, type: !3383, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3385, declaration: !3397, retainedNodes: !137)
!3397 = !DISubprogram(name: "__uninit_default_n<long *, unsigned long>", linkageName: "_ZNSt27__uninitialized_default_n_1ILb1EE18__uninit_default_nIPlmEET_S3_T0_", scope: !2512, file: !2204, line: 655, type: !3383, scopeLine: 655, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !3385)
!3398 = !DILocalVariable(name: "__first", arg: 1, scope: !3396, file: !2204, line: 655, type: !581)
!3399 = !DILocation(line: 655, column: 45, scope: !3396)
!3400 = !DILocalVariable(name: "__n", arg: 2, scope: !3396, file: !2204, line: 655, type: !6)
!3401 = !DILocation(line: 655, column: 60, scope: !3396)
!3402 = !DILocation(line: 657, column: 8, scope: !3403)
!3403 = distinct !DILexicalBlock(scope: !3396, file: !2204, line: 657, column: 8)
!3404 = !DILocation(line: 657, column: 12, scope: !3403)
!3405 = !DILocation(line: 657, column: 8, scope: !3396)
!3406 = !DILocalVariable(name: "__val", scope: !3407, file: !2204, line: 659, type: !3408)
!3407 = distinct !DILexicalBlock(scope: !3403, file: !2204, line: 658, column: 6)
!3408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3409, size: 64)
!3409 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !3221, file: !378, line: 213, baseType: !405)
!3410 = !DILocation(line: 659, column: 64, scope: !3407)
!3411 = !DILocation(line: 660, column: 23, scope: !3407)
!3412 = !DILocation(line: 660, column: 5, scope: !3407)
!3413 = !DILocation(line: 661, column: 24, scope: !3407)
!3414 = !DILocation(line: 661, column: 8, scope: !3407)
!3415 = !DILocation(line: 662, column: 8, scope: !3407)
!3416 = !DILocation(line: 663, column: 30, scope: !3407)
!3417 = !DILocation(line: 663, column: 39, scope: !3407)
!3418 = !DILocation(line: 663, column: 43, scope: !3407)
!3419 = !DILocation(line: 663, column: 49, scope: !3407)
!3420 = !DILocation(line: 663, column: 18, scope: !3407)
!3421 = !DILocation(line: 663, column: 16, scope: !3407)
!3422 = !DILocation(line: 664, column: 6, scope: !3407)
!3423 = !DILocation(line: 665, column: 11, scope: !3396)
!3424 = !DILocation(line: 665, column: 4, scope: !3396)
!3425 = distinct !DISubprogram(name: "__addressof<long>", linkageName: "_ZSt11__addressofIlEPT_RS0_", scope: !10, file: !2542, line: 49, type: !3426, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !625, retainedNodes: !137)
!3426 = !DISubroutineType(types: !3427)
!3427 = !{!581, !606}
!3428 = !DILocalVariable(name: "__r", arg: 1, scope: !3425, file: !2542, line: 49, type: !606)
!3429 = !DILocation(line: 49, column: 22, scope: !3425)
!3430 = !DILocation(line: 50, column: 34, scope: !3425)
!3431 = !DILocation(line: 50, column: 7, scope: !3425)
!3432 = distinct !DISubprogram(name: "_Construct<long>", linkageName: "_ZSt10_ConstructIlJEEvPT_DpOT0_", scope: !10, file: !2550, line: 109, type: !3433, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3435, retainedNodes: !137)
!3433 = !DISubroutineType(types: !3434)
!3434 = !{null, !581}
!3435 = !{!626, !2554}
!3436 = !DILocalVariable(name: "__p", arg: 1, scope: !3432, file: !2550, line: 109, type: !581)
!3437 = !DILocation(line: 109, column: 21, scope: !3432)
!3438 = !DILocation(line: 119, column: 20, scope: !3432)
!3439 = !DILocation(line: 119, column: 7, scope: !3432)
!3440 = !DILocation(line: 120, column: 5, scope: !3432)
!3441 = distinct !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIlSaIlEE5beginEv", scope: !560, file: !8, line: 878, type: !855, scopeLine: 879, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !854, retainedNodes: !137)
!3442 = !DILocalVariable(name: "this", arg: 1, scope: !3441, type: !3339, flags: DIFlagArtificial | DIFlagObjectPointer)
!3443 = !DILocation(line: 0, scope: !3441)
!3444 = !DILocation(line: 879, column: 37, scope: !3441)
!3445 = !DILocation(line: 879, column: 31, scope: !3441)
!3446 = !DILocation(line: 879, column: 45, scope: !3441)
!3447 = !DILocation(line: 879, column: 16, scope: !3441)
!3448 = !DILocation(line: 879, column: 9, scope: !3441)
!3449 = distinct !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIlSaIlEE3endEv", scope: !560, file: !8, line: 898, type: !855, scopeLine: 899, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !914, retainedNodes: !137)
!3450 = !DILocalVariable(name: "this", arg: 1, scope: !3449, type: !3339, flags: DIFlagArtificial | DIFlagObjectPointer)
!3451 = !DILocation(line: 0, scope: !3449)
!3452 = !DILocation(line: 899, column: 37, scope: !3449)
!3453 = !DILocation(line: 899, column: 31, scope: !3449)
!3454 = !DILocation(line: 899, column: 45, scope: !3449)
!3455 = !DILocation(line: 899, column: 16, scope: !3449)
!3456 = !DILocation(line: 899, column: 9, scope: !3449)
!3457 = distinct !DISubprogram(name: "operator!=<const long *, std::vector<long, std::allocator<long> > >", linkageName: "_ZN9__gnu_cxxneIPKlSt6vectorIlSaIlEEEEbRKNS_17__normal_iteratorIT_T0_EESB_", scope: !24, file: !356, line: 1237, type: !3458, scopeLine: 1240, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !910, retainedNodes: !137)
!3458 = !DISubroutineType(types: !3459)
!3459 = !{!130, !3460, !3460}
!3460 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !879, size: 64)
!3461 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3457, file: !356, line: 1237, type: !3460)
!3462 = !DILocation(line: 1237, column: 64, scope: !3457)
!3463 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3457, file: !356, line: 1238, type: !3460)
!3464 = !DILocation(line: 1238, column: 57, scope: !3457)
!3465 = !DILocation(line: 1240, column: 14, scope: !3457)
!3466 = !DILocation(line: 1240, column: 20, scope: !3457)
!3467 = !DILocation(line: 1240, column: 30, scope: !3457)
!3468 = !DILocation(line: 1240, column: 36, scope: !3457)
!3469 = !DILocation(line: 1240, column: 27, scope: !3457)
!3470 = !DILocation(line: 1240, column: 7, scope: !3457)
!3471 = distinct !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEdeEv", scope: !858, file: !356, line: 1095, type: !871, scopeLine: 1096, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !870, retainedNodes: !137)
!3472 = !DILocalVariable(name: "this", arg: 1, scope: !3471, type: !3473, flags: DIFlagArtificial | DIFlagObjectPointer)
!3473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !879, size: 64)
!3474 = !DILocation(line: 0, scope: !3471)
!3475 = !DILocation(line: 1096, column: 17, scope: !3471)
!3476 = !DILocation(line: 1096, column: 9, scope: !3471)
!3477 = distinct !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEppEv", scope: !858, file: !356, line: 1105, type: !886, scopeLine: 1106, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !885, retainedNodes: !137)
!3478 = !DILocalVariable(name: "this", arg: 1, scope: !3477, type: !3479, flags: DIFlagArtificial | DIFlagObjectPointer)
!3479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !858, size: 64)
!3480 = !DILocation(line: 0, scope: !3477)
!3481 = !DILocation(line: 1107, column: 4, scope: !3477)
!3482 = !DILocation(line: 1107, column: 2, scope: !3477)
!3483 = !DILocation(line: 1108, column: 2, scope: !3477)
!3484 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEEC2ERKS2_", scope: !858, file: !356, line: 1072, type: !866, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !865, retainedNodes: !137)
!3485 = !DILocalVariable(name: "this", arg: 1, scope: !3484, type: !3479, flags: DIFlagArtificial | DIFlagObjectPointer)
!3486 = !DILocation(line: 0, scope: !3484)
!3487 = !DILocalVariable(name: "__i", arg: 2, scope: !3484, file: !356, line: 1072, type: !868)
!3488 = !DILocation(line: 1072, column: 42, scope: !3484)
!3489 = !DILocation(line: 1073, column: 9, scope: !3484)
!3490 = !DILocation(line: 1073, column: 20, scope: !3484)
!3491 = !DILocation(line: 1073, column: 27, scope: !3484)
!3492 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPKlSt6vectorIlSaIlEEE4baseEv", scope: !858, file: !356, line: 1158, type: !908, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !907, retainedNodes: !137)
!3493 = !DILocalVariable(name: "this", arg: 1, scope: !3492, type: !3473, flags: DIFlagArtificial | DIFlagObjectPointer)
!3494 = !DILocation(line: 0, scope: !3492)
!3495 = !DILocation(line: 1159, column: 16, scope: !3492)
!3496 = !DILocation(line: 1159, column: 9, scope: !3492)
!3497 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIlSaIlEE4sizeEv", scope: !560, file: !8, line: 987, type: !932, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !931, retainedNodes: !137)
!3498 = !DILocalVariable(name: "this", arg: 1, scope: !3497, type: !3339, flags: DIFlagArtificial | DIFlagObjectPointer)
!3499 = !DILocation(line: 0, scope: !3497)
!3500 = !DILocation(line: 988, column: 32, scope: !3497)
!3501 = !DILocation(line: 988, column: 26, scope: !3497)
!3502 = !DILocation(line: 988, column: 40, scope: !3497)
!3503 = !DILocation(line: 988, column: 58, scope: !3497)
!3504 = !DILocation(line: 988, column: 52, scope: !3497)
!3505 = !DILocation(line: 988, column: 66, scope: !3497)
!3506 = !DILocation(line: 988, column: 50, scope: !3497)
!3507 = !DILocation(line: 988, column: 9, scope: !3497)
!3508 = distinct !DISubprogram(name: "_Destroy<long *, long>", linkageName: "_ZSt8_DestroyIPllEvT_S1_RSaIT0_E", scope: !10, file: !28, line: 847, type: !3509, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3250, retainedNodes: !137)
!3509 = !DISubroutineType(types: !3510)
!3510 = !{null, !581, !581, !639}
!3511 = !DILocalVariable(name: "__first", arg: 1, scope: !3508, file: !28, line: 847, type: !581)
!3512 = !DILocation(line: 847, column: 31, scope: !3508)
!3513 = !DILocalVariable(name: "__last", arg: 2, scope: !3508, file: !28, line: 847, type: !581)
!3514 = !DILocation(line: 847, column: 57, scope: !3508)
!3515 = !DILocalVariable(arg: 3, scope: !3508, file: !28, line: 848, type: !639)
!3516 = !DILocation(line: 848, column: 22, scope: !3508)
!3517 = !DILocation(line: 850, column: 16, scope: !3508)
!3518 = !DILocation(line: 850, column: 25, scope: !3508)
!3519 = !DILocation(line: 850, column: 7, scope: !3508)
!3520 = !DILocation(line: 851, column: 5, scope: !3508)
!3521 = distinct !DISubprogram(name: "_Destroy<long *>", linkageName: "_ZSt8_DestroyIPlEvT_S1_", scope: !10, file: !2550, line: 182, type: !3522, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3524, retainedNodes: !137)
!3522 = !DISubroutineType(types: !3523)
!3523 = !{null, !581, !581}
!3524 = !{!3120}
!3525 = !DILocalVariable(name: "__first", arg: 1, scope: !3521, file: !2550, line: 182, type: !581)
!3526 = !DILocation(line: 182, column: 31, scope: !3521)
!3527 = !DILocalVariable(name: "__last", arg: 2, scope: !3521, file: !2550, line: 182, type: !581)
!3528 = !DILocation(line: 182, column: 57, scope: !3521)
!3529 = !DILocation(line: 196, column: 12, scope: !3521)
!3530 = !DILocation(line: 196, column: 21, scope: !3521)
!3531 = !DILocation(line: 195, column: 7, scope: !3521)
!3532 = !DILocation(line: 197, column: 5, scope: !3521)
!3533 = distinct !DISubprogram(name: "__destroy<long *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPlEEvT_S3_", scope: !2653, file: !2550, line: 172, type: !3522, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !3524, declaration: !3534, retainedNodes: !137)
!3534 = !DISubprogram(name: "__destroy<long *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPlEEvT_S3_", scope: !2653, file: !2550, line: 172, type: !3522, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !3524)
!3535 = !DILocalVariable(arg: 1, scope: !3533, file: !2550, line: 172, type: !581)
!3536 = !DILocation(line: 172, column: 35, scope: !3533)
!3537 = !DILocalVariable(arg: 2, scope: !3533, file: !2550, line: 172, type: !581)
!3538 = !DILocation(line: 172, column: 53, scope: !3533)
!3539 = !DILocation(line: 172, column: 57, scope: !3533)
